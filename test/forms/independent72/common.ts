// Blocks that several set-72 brokers share, each drawn with the broker's own wording: the header, the entity-type
// checkbox row, the payment-frequency row, the funder's box, tables, the fine print and signature lines.
import type { Merchant } from './data.ts';
import type { Dec, Own } from './parts.ts';
import { entityOf } from './rules.ts';
import type { Sheet, V } from './sheet.ts';

export function header(s: Sheet, name: string, sub: string, title: string, page: string, o: { color?: string; size?: number } = {}): void {
  s.text(36, 30, name, o.size ?? 15, { bold: true, color: o.color ?? '#000' });
  s.text(36, 49, sub, 7, { color: '#444' });
  s.text(330, 32, title, 9.5, { bold: true, width: 246, align: 'right' });
  s.text(330, 47, page, 7, { width: 246, align: 'right', color: '#444' });
  s.hline(36, 60, 540, 1.2);
}

/** Entity checkboxes; the merchant's type is checked, or "Other" with its text on the line. Returns the row's end. */
export function entityRow(s: Sheet, x: number, y: number, labels: string[], otherLabel: string, m: Merchant, size = 7.5): void {
  const hit = labels.find((l) => entityOf(l) === m.entityId);
  let cx = x;
  for (const l of labels) cx += s.check(cx, y, l, l === hit, { f: { type_of_entity: entityOf(l) }, key: `entity_${l.replace(/\W/g, '')}` }, size);
  const w = s.check(cx, y, otherLabel, !hit, { f: 'ctx', key: 'entity_other' }, size);
  s.hline(cx + w - 8, y + 9.5, 576 - (cx + w - 8));
  s.value(cx + w - 8, y - 0.5, 576 - (cx + w - 8), { text: hit ? '' : m.entityText, f: { type_of_entity: entityOf(m.entityText) }, key: 'entity_other_text' }, 8.5);
}

const FREQ: [string, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
export function freqRow(s: Sheet, x: number, y: number, label: string, m: Merchant, o: { upper?: boolean; size?: number } = {}): void {
  s.text(x, y + 1, label, o.size ?? 7.5);
  s.doc.font(s.labelFont).fontSize(o.size ?? 7.5);
  let cx = x + s.doc.widthOfString(label) + 6;
  for (const [id, l] of FREQ) {
    const text = o.upper ? l.toUpperCase() : l;
    cx += s.check(cx, y, text, m.freq === id, { f: { payment_frequency: id }, key: `frequency_${id}` }, o.size ?? 7.5);
  }
}

/** The "FOR FUNDER USE ONLY" box: the underwriter's figures, all decoys. */
export function funderBox(s: Sheet, x: number, y: number, w: number, title: string, items: [string, V][], o: { cols?: number } = {}): number {
  const cols = o.cols ?? 2, rows = Math.ceil(items.length / cols), h = 18 + rows * 17;
  s.rect(x, y, w, h, { fill: '#eeeeee', lw: 1, dash: true });
  s.text(x, y + 4, title, 7.5, { bold: true, width: w, align: 'center' });
  const cw = (w - 12) / cols;
  items.forEach(([l, v], i) => s.line(x + 6 + (i % cols) * cw, y + 16 + Math.floor(i / cols) * 17, cw - 8, l, v, { size: 6.8, vsize: 8.5 }));
  return h;
}

/** A ruled table: a header row of titles, then one row per entry (missing cells left blank). */
export function table(s: Sheet, x: number, y: number, cols: { t: string; w: number }[], rows: (V | null)[][], o: { rowH?: number; min?: number; fill?: string } = {}): number {
  const rh = o.rowH ?? 17, n = Math.max(rows.length, o.min ?? rows.length), w = cols.reduce((a, c) => a + c.w, 0);
  s.rect(x, y, w, 13, { fill: o.fill ?? '#d9dee6', lw: 0.5 });
  let cx = x;
  for (const c of cols) { s.text(cx + 2, y + 3.5, c.t, 6.3, { bold: true }); cx += c.w; }
  for (let r = 0; r < n; r++) {
    cx = x;
    const ry = y + 13 + r * rh;
    for (const [ci, c] of cols.entries()) {
      s.rect(cx, ry, c.w, rh, { lw: 0.4 });
      const v = rows[r]?.[ci];
      if (v) s.value(cx + 1, ry + rh - 12, c.w - 2, v, 8.5);
      cx += c.w;
    }
  }
  return 13 + n * rh;
}

export function ownersTable(s: Sheet, x: number, y: number, owners: Own[], cols: [string, keyof Own, number][], min = 3): number {
  return table(s, x, y, cols.map(([t, , w]) => ({ t, w })), owners.map((o) => cols.map(([, k]) => o[k])), { min });
}

export function existing(s: Sheet, x: number, y: number, d: Dec, titles: [string, string, string], w = 540): number {
  const c = [w * 0.5, w * 0.25, w * 0.25];
  return table(s, x, y, [{ t: titles[0], w: c[0]! }, { t: titles[1], w: c[1]! }, { t: titles[2], w: c[2]! }],
    d.funderRows.map((r) => [r.name, r.balance, r.payment]), { min: 2, rowH: 15 });
}

/** Signature lines, one set per owner: signature, printed name, title and date. */
export function signatures(s: Sheet, y: number, owners: Own[], labels: { sig: string; name: string; date: string; title?: string }, date: V, cols = 2): number {
  const w = 540 / cols;
  owners.forEach((o, i) => {
    const x = 36 + (i % cols) * w, yy = y + Math.floor(i / cols) * 62;
    s.signature(x, yy, w - 20, true);
    s.text(x, yy + 16, labels.sig, 6.5);
    s.line(x, yy + 28, (w - 20) * (labels.title ? 0.6 : 0.62), labels.name, o.printed, { size: 6.8 });
    if (labels.title) s.line(x + (w - 20) * 0.62, yy + 28, (w - 20) * 0.38, labels.title, { ...o.title, f: 'ctx', key: `${o.title.key}_sig` }, { size: 6.8 });
    s.line(x, yy + 43, (w - 20) * 0.62, labels.date, { ...date, key: `${date.key}_${i + 1}` }, { size: 6.8 });
  });
  return Math.ceil(owners.length / cols) * 62;
}

export function footer(s: Sheet, text: string): void {
  s.hline(36, 752, 540, 0.5);
  s.text(36, 757, text, 6.3, { color: '#555', width: 540, align: 'center' });
}
