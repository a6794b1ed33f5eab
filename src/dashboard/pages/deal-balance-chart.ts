// The daily balance under the monthly bars: the end-of-day balance of every day the statements cover (accounts added
// up, as the average daily balance adds their means), as an inline SVG line drawn on the server, with the days that
// ended below zero marked; under it those days as links to the transaction that took the balance below zero on the
// statement's page. Depends on the parsed result alone, so it is drawn once per result (kept weakly, as deal-money-
// section.ts keeps what it derives) and costs a repeated view nothing.
import type { ParseResult } from '../../statements/index.ts';
import { money, moneyRounded } from '../format.ts';
import { html, type Html } from '../html.ts';

const W = 720, H = 200, LEFT = 76, RIGHT = 12, TOP = 12, BOTTOM = 28;
/** The least distance between two labels on an axis, in the drawing's units: a 13-unit text line on the left
 *  axis, a date label ("Sep 2026" is ~57 units wide at 13 units) along the bottom. Closer labels overlapped. */
export const Y_LABEL_GAP = 18, X_LABEL_GAP = 66;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A round step of 1, 2, 2.5 or 5 times a power of ten at or above `rough`. */
function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 2.5, 5, 10].map((f) => f * power).find((step) => step >= rough)!;
}

/**
 * The value axis: evenly spaced round values from the lowest to the highest balance (zero always among them), so
 * that no two labels meet: a small negative balance under a large positive one no longer puts "-$50" on "$0".
 */
export function valueAxis(lowest: number, highest: number): { min: number; max: number; ticks: number[] } {
  const top = Math.max(0, highest), bottom = Math.min(0, lowest);
  const step = niceStep((top - bottom) / 4 || 1);
  const min = Math.floor(bottom / step) * step, max = Math.max(step, Math.ceil(top / step) * step);
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Math.round(v * 100) / 100);
  return { min, max, ticks };
}

/**
 * Dates along the bottom: the first day of each month for a long series ("Jun 2026"), else about weekly ("Jun 8"),
 * dropping any label nearer than X_LABEL_GAP to the one before. `tick`: the day's place; `at`: its label's middle,
 * kept inside the drawing.
 */
export function dateTicks(dates: string[], x: (i: number) => number): Array<{ tick: number; at: number; label: string }> {
  const long = dates.length > 62;
  const wanted = dates.flatMap((d, i) => ((long ? d.endsWith('-01') || i === 0 : i % 7 === 0) ? [i] : []));
  // A series that starts mid-month labels its first day only when the first month's start leaves room for it.
  if (long && wanted.length > 1 && !dates[0]!.endsWith('-01') && x(wanted[1]!) - x(0) < X_LABEL_GAP + 30) wanted.shift();
  const out: Array<{ tick: number; at: number; label: string }> = [];
  for (const i of wanted) {
    const d = dates[i]!;
    const month = MONTHS[Number(d.slice(5, 7)) - 1]!;
    const at = Math.min(W - RIGHT - 30, Math.max(LEFT + 30, x(i)));
    if (out.length && at - out.at(-1)!.at < X_LABEL_GAP) continue;
    out.push({ tick: x(i), at, label: long ? `${month} ${d.slice(0, 4)}` : `${month} ${Number(d.slice(8, 10))}` });
  }
  return out;
}

interface NegativeDay { date: string; balance: number; statement: number; row: number | null }

/** Each day's balance summed over the accounts, and the negative days with the row that ended each (per statement). */
function series(result: ParseResult): { days: Array<{ date: string; balance: number }>; negative: NegativeDay[] } {
  const byDay = new Map<string, number>();
  const negative: NegativeDay[] = [];
  result.parsing_details.statements.forEach((s, si) => {
    for (const d of s.daily_balances) {
      byDay.set(d.date, Math.round(((byDay.get(d.date) ?? 0) + d.balance) * 100) / 100);
      if (d.balance < 0) {
        // The day's last transaction made the end-of-day balance; a day without one carries the day before's.
        let row: number | null = null;
        s.transactions.forEach((t, i) => { if (t.date <= d.date) row = i; });
        negative.push({ date: d.date, balance: d.balance, statement: si, row });
      }
    }
  });
  const days = [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, balance]) => ({ date, balance }));
  return { days, negative };
}

const drawn = new WeakMap<ParseResult, Map<string, Html>>();

export function balanceChart(dealId: string, result: ParseResult): Html {
  let perDeal = drawn.get(result);
  const hit = perDeal?.get(dealId);
  if (hit) return hit;
  const chart = draw(dealId, result);
  if (Object.isFrozen(result)) {
    if (!perDeal) drawn.set(result, (perDeal = new Map()));
    perDeal.set(dealId, chart);
  }
  return chart;
}

function draw(dealId: string, result: ParseResult): Html {
  const { days, negative } = series(result);
  if (days.length < 2) return html``;
  const { min, max, ticks } = valueAxis(Math.min(...days.map((d) => d.balance)), Math.max(...days.map((d) => d.balance)));
  const plotW = W - LEFT - RIGHT, plotH = H - TOP - BOTTOM;
  const x = (i: number) => LEFT + (i / (days.length - 1)) * plotW;
  const y = (v: number) => TOP + ((max - v) / (max - min)) * plotH;
  const path = days.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(d.balance).toFixed(1)}`).join(' ');
  const index = new Map(days.map((d, i) => [d.date, i]));
  const low = days.reduce((a, d) => (d.balance < a.balance ? d : a));
  return html`<figure class="money-chart balance-chart">
<div class="chart-scroll" tabindex="0" role="region" aria-label="Chart of the daily balance (scrolls sideways)"><svg viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-labelledby="balance-chart-title balance-chart-desc" focusable="false">
<title id="balance-chart-title">Daily balance</title>
<desc id="balance-chart-desc">End-of-day balance from ${days[0]!.date} to ${days.at(-1)!.date}; lowest ${money(low.balance)} on ${low.date}; ${negative.length} day${negative.length === 1 ? '' : 's'} below zero.</desc>
${ticks.map((t) => html`<line class="${t === 0 ? 'zero' : 'grid'}" x1="${LEFT}" x2="${W - RIGHT}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}"/><text class="axis" x="${LEFT - 8}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end">${moneyRounded(t)}</text>`)}
<path class="balance-line" d="${path}"/>
${negative.map((n) => html`<circle class="negative-day" cx="${x(index.get(n.date) ?? 0).toFixed(1)}" cy="${y(days[index.get(n.date) ?? 0]!.balance).toFixed(1)}" r="3.5"/>`)}
${dateTicks(days.map((d) => d.date), x).map((t) => html`<line class="grid" x1="${t.tick.toFixed(1)}" x2="${t.tick.toFixed(1)}" y1="${H - BOTTOM}" y2="${H - BOTTOM + 4}"/><text class="axis" x="${t.at.toFixed(1)}" y="${H - 8}" text-anchor="middle">${t.label}</text>`)}
</svg></div>
<figcaption class="muted">Red dots: days that ended below zero.</figcaption>
</figure>
${negative.length ? html`<details class="negative-days"${negative.length <= 12 ? html` open` : ''}><summary>${negative.length} day${negative.length === 1 ? '' : 's'} below zero</summary>
<ul class="negative-days">${negative.map((n) => html`<li><a href="/app/deals/${dealId}/statements/${n.statement + 1}${n.row === null ? '' : `#t${n.row + 1}`}">${n.date}: ${money(n.balance)}<span class="sr-only">, the transactions of that day</span></a></li>`)}</ul></details>`
    : html`<p class="muted">No day ended below zero.</p>`}`;
}
