// `mca parse --explain --svg DIR`: one picture per page of what the reader read as what, after pdfplumber's
// debug_tablefinder. Each text cell is a box coloured by its line's class (hover: the class and why), the amount
// columns found are translucent bands labelled with their role, and each returned transaction's lines are outlined
// with its number "statement.transaction". Plain SVG text: no canvas, no native dependency, opens in any browser.
import type { ExtractedDocument, LineClass, LineTrace, ReadingTrace, TraceLine } from '../types.ts';
import { rowLabels } from './trace-lines.ts';

type Shown = LineClass | '-';

/** One colour per class, told apart at a glance: rows green, balances teal, headings violet, non-rows grey or yellow. */
export const CLASS_COLOURS: Record<Shown, string> = {
  noise: '#9e9e9e', sidebar: '#a1887f', header: '#8e24aa', title: '#3949ab', skip: '#78909c',
  opening: '#00897b', closing: '#004d40', checkpoint: '#26a69a', total: '#6d4c41', pending: '#ffa000',
  grid: '#d81b60', row: '#2e7d32', row_start: '#9ccc65', amounts: '#1e88e5', continuation: '#4fc3f7',
  above: '#ce93d8', skipped: '#b0bec5', text: '#fdd835', '-': '#e0e0e0',
};

const ROLE_COLOURS: Record<string, string> = { credit: '#43a047', debit: '#e53935', amount: '#1e88e5', balance: '#8e24aa', none: '#757575' };
const ROW_COLOUR = '#d50000';
// A cell's box around its baseline: ascenders above (0.85 of the size), descenders below (0.25).
const ASCENT = 0.85;
const BOX = 1.1;
const LEGEND_ROW = 12;

const n = (v: number) => String(Math.round(v * 100) / 100);

/** Text safe in XML content and in attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** One SVG per page of the trace, in page order; none when the document was not read. */
export function traceSvgs(doc: ExtractedDocument): { page: number; svg: string }[] {
  const trace = doc.explain?.trace;
  if (!trace) return [];
  const decisions = new Map(trace.classes.map((c) => [c.line, c]));
  const labels = rowLabels(trace);
  return trace.pages.map((p) => ({ page: p.page, svg: pageSvg(trace, p, decisions, labels) }));
}

function pageSvg(trace: ReadingTrace, p: ReadingTrace['pages'][number], decisions: Map<number, LineTrace>, labels: Map<number, string[]>): string {
  const onPage = trace.lines.map((l, i) => ({ l, i })).filter(({ l }) => l.page === p.page);
  const shown = new Set<Shown>(onPage.map(({ i }) => decisions.get(i)?.class ?? '-'));
  const legend = legendSvg([...shown], p.width, p.height);
  const height = p.height + legend.height;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(p.width)}" height="${n(height)}" viewBox="0 0 ${n(p.width)} ${n(height)}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>page ${p.page}: lines coloured by class, amount columns, transactions outlined</title>`,
    `<rect x="0" y="0" width="${n(p.width)}" height="${n(height)}" fill="#ffffff"/>`,
    `<line x1="0" y1="${n(p.height)}" x2="${n(p.width)}" y2="${n(p.height)}" stroke="#616161" stroke-width="0.5"/>`,
    ...columnsSvg(trace, p.page, p.height),
    ...onPage.flatMap(({ l, i }) => cellsSvg(l, i, decisions.get(i), labels.get(i))),
    ...rowsSvg(trace, p.page),
    legend.svg,
    '</svg>',
  ].join('\n');
}

/** The amount columns that apply to this page: translucent bands over the page's full height, the role on top. */
function columnsSvg(trace: ReadingTrace, page: number, height: number): string[] {
  return trace.columns.filter((c) => c.page_from <= page && page <= c.page_to).map((c) => {
    const colour = ROLE_COLOURS[c.role ?? 'none'];
    const role = c.role ?? 'no role';
    const tip = `section ${c.section + 1}: ${role} column ${n(c.x0)}-${n(c.x1)}, pages ${c.page_from}-${c.page_to}`;
    return `<g class="column"><title>${escapeXml(tip)}</title>`
      + `<rect x="${n(c.x0)}" y="0" width="${n(Math.max(c.x1 - c.x0, 1))}" height="${n(height)}" fill="${colour}" fill-opacity="0.1" stroke="${colour}" stroke-opacity="0.5" stroke-width="0.5" stroke-dasharray="3 2"/>`
      + `<text x="${n((c.x0 + c.x1) / 2)}" y="8" font-size="6" text-anchor="middle" fill="${colour}">${escapeXml(role)}</text></g>`;
  });
}

/** Each cell a box in its line's class colour with its text inside; the hover title says the class, why (and why a
 *  record read from it was set apart) and row. */
function cellsSvg(l: TraceLine, index: number, decision: LineTrace | undefined, rows: string[] | undefined): string[] {
  const cls: Shown = decision?.class ?? '-';
  const colour = CLASS_COLOURS[cls];
  const top = l.y - l.h * ASCENT;
  const size = Math.max(l.h * 0.8, 2);
  const tip = `line ${index}: ${cls}${decision?.why ? ` (${decision.why})` : ''}${decision?.dropped ? `; set apart: ${decision.dropped}` : ''}${rows ? ` -> row ${rows.join(', ')}` : ''}`;
  return l.cells.map((c) => {
    const w = Math.max(c.x1 - c.x0, 0.5);
    // textLength fits the text to the box the PDF gave it, whatever font the viewer substitutes.
    return `<g class="cell ${cls}"><title>${escapeXml(tip)}</title>`
      + `<rect x="${n(c.x0)}" y="${n(top)}" width="${n(w)}" height="${n(l.h * BOX)}" fill="${colour}" fill-opacity="0.35" stroke="${colour}" stroke-width="0.5"/>`
      + `<text x="${n(c.x0)}" y="${n(l.y)}" font-size="${n(size)}" textLength="${n(w)}" lengthAdjust="spacingAndGlyphs" fill="#212121">${escapeXml(c.text)}</text></g>`;
  });
}

/**
 * Each returned transaction's box on this page (the union of its lines' cells), with its number at the left. Several
 * transactions read from the same lines (a checks grid) share one box and one label listing them all.
 */
function rowsSvg(trace: ReadingTrace, page: number): string[] {
  const boxes = new Map<string, { x0: number; y0: number; x1: number; y1: number; labels: string[]; lines: number[] }>();
  for (const r of trace.rows) {
    const lines = r.lines.map((i) => trace.lines[i]).filter((l): l is TraceLine => l !== undefined && l.page === page && l.cells.length > 0);
    if (!lines.length) continue;
    const x0 = Math.min(...lines.flatMap((l) => l.cells.map((c) => c.x0))) - 1.5;
    const x1 = Math.max(...lines.flatMap((l) => l.cells.map((c) => c.x1))) + 1.5;
    const y0 = Math.min(...lines.map((l) => l.y - l.h * ASCENT)) - 1;
    const y1 = Math.max(...lines.map((l) => l.y - l.h * ASCENT + l.h * BOX)) + 1;
    const key = [x0, y0, x1, y1].map(n).join(',');
    const box = boxes.get(key) ?? { x0, y0, x1, y1, labels: [], lines: r.lines };
    box.labels.push(`${r.statement + 1}.${r.transaction + 1}`);
    boxes.set(key, box);
  }
  return [...boxes.values()].map(({ x0, y0, x1, y1, labels, lines }) => {
    const label = labels.join(', ');
    return `<g class="row"><title>transaction ${label}: lines ${lines.join(', ')}</title>`
      + `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="none" stroke="${ROW_COLOUR}" stroke-width="0.8"/>`
      + `<text x="${n(x0 - 1.5)}" y="${n(y0 + Math.min(y1 - y0, 8) - 1)}" font-size="6" text-anchor="end" fill="${ROW_COLOUR}">${label}</text></g>`;
  });
}

/** The classes seen on the page, as swatches in a strip below it (the page's own coordinates stay as printed). */
function legendSvg(shown: Shown[], width: number, top: number): { svg: string; height: number } {
  const order = Object.keys(CLASS_COLOURS) as Shown[];
  const items = order.filter((c) => shown.includes(c));
  const perRow = Math.max(1, Math.floor((width - 8) / 80));
  const rows = Math.ceil(items.length / perRow) + 1;
  const parts = items.map((c, k) => {
    const x = 8 + (k % perRow) * 80;
    const y = top + 6 + Math.floor(k / perRow) * LEGEND_ROW;
    const label = c === '-' ? 'no decision' : c;
    return `<rect x="${x}" y="${n(y)}" width="10" height="8" fill="${CLASS_COLOURS[c]}" fill-opacity="0.6" stroke="${CLASS_COLOURS[c]}" stroke-width="0.5"/>`
      + `<text x="${x + 13}" y="${n(y + 7)}" font-size="7" fill="#212121">${escapeXml(label)}</text>`;
  });
  const y = top + 6 + (rows - 1) * LEGEND_ROW;
  parts.push(`<rect x="8" y="${n(y)}" width="10" height="8" fill="none" stroke="${ROW_COLOUR}" stroke-width="0.8"/>`
    + `<text x="21" y="${n(y + 7)}" font-size="7" fill="#212121">transaction s.t (statement.transaction)</text>`);
  return { svg: `<g class="legend">${parts.join('')}</g>`, height: rows * LEGEND_ROW + 8 };
}
