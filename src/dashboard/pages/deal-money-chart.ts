// Revenue and true revenue per month as a bar chart in inline SVG, drawn on the server: no script, no library, no
// inline style (colours come from classes in app.css; sizes are presentation attributes, which the CSP allows). The
// <title>/<desc> pair names every figure for a screen reader; the table under the chart is the full text alternative.
import { money, moneyRounded } from '../format.ts';
import { html, type Html } from '../html.ts';
import { monthLabel } from './deal-money-words.ts';

export interface ChartMonth { date: string; revenue: number | null; trueRevenue: number | null }

const W = 720, H = 260, LEFT = 76, RIGHT = 12, TOP = 28, BOTTOM = 34;

/** A round axis maximum at or above the value, in steps of 1, 2, 2.5 or 5 times a power of ten (4 ticks). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const rough = value / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough)!;
  return step * 4;
}

export function revenueChart(months: ChartMonth[], idPrefix = 'revenue-chart'): Html {
  if (months.length === 0) return html``;
  const top = niceMax(Math.max(0, ...months.flatMap((m) => [m.revenue ?? 0, m.trueRevenue ?? 0])));
  const plotW = W - LEFT - RIGHT, plotH = H - TOP - BOTTOM;
  const y = (v: number) => TOP + plotH - (Math.max(0, v) / top) * plotH;
  const group = plotW / months.length;
  const bar = Math.min(36, (group * 0.7) / 2);
  const ticks = [0, 1, 2, 3, 4].map((i) => (top * i) / 4);
  const summary = months.map((m) => `${monthLabel(m.date)}: revenue ${money(m.revenue)}, true revenue ${money(m.trueRevenue)}`).join('; ');
  const rect = (cls: string, x: number, v: number | null, label: string) => (v === null ? '' : html`<rect class="${cls}" x="${x.toFixed(1)}" y="${y(v).toFixed(1)}" width="${bar.toFixed(1)}" height="${(TOP + plotH - y(v)).toFixed(1)}"><title>${label}: ${money(v)}</title></rect>`);
  return html`<figure class="money-chart">
<div class="chart-scroll" tabindex="0" role="region" aria-label="Chart of revenue by month (scrolls sideways)"><svg viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-labelledby="${idPrefix}-title ${idPrefix}-desc" focusable="false">
<title id="${idPrefix}-title">Revenue and true revenue by month</title>
<desc id="${idPrefix}-desc">${summary}.</desc>
${ticks.map((t) => html`<line class="grid" x1="${LEFT}" x2="${W - RIGHT}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}"/><text class="axis" x="${LEFT - 8}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end">${moneyRounded(t)}</text>`)}
${months.map((m, i) => {
    const x0 = LEFT + i * group + (group - 2 * bar) / 2;
    return html`<g>${rect('bar-revenue', x0, m.revenue, `${monthLabel(m.date)} revenue`)}${rect('bar-true', x0 + bar, m.trueRevenue, `${monthLabel(m.date)} true revenue`)}<text class="axis" x="${(LEFT + i * group + group / 2).toFixed(1)}" y="${H - BOTTOM + 20}" text-anchor="middle">${monthLabel(m.date)}</text></g>`;
  })}
<g aria-hidden="true"><rect class="bar-revenue" x="${LEFT}" y="6" width="12" height="12"/><text class="axis" x="${LEFT + 18}" y="16">Revenue</text>
<rect class="bar-true" x="${LEFT + 100}" y="6" width="12" height="12"/><text class="axis" x="${LEFT + 118}" y="16">True revenue</text></g>
</svg></div>
<figcaption class="muted"><span class="narrow-only">Scroll the chart sideways for every month. </span>The table below lists the same figures; each links to the transactions behind it.</figcaption>
</figure>`;
}
