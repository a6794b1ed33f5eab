// Form building blocks (boxed grids, underlined rows, checkbox rows, tables) and the printed formats of values.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';
import type { Pen } from './pen.ts';

export type Paths = Record<string, string | number>;
export interface Cell { label: string; w: number; text?: string | null; paths?: Paths; hint?: string }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const A = (k: string): string => `application.${k}`;
export const P = (i: number, k: string): string => `application.applicants[${i}].${k}`;

export function money(r: Rng, n: number): string {
  const whole = Number.isInteger(n);
  const s = n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return r.weighted([[`$${s}`, 5], [s, 2], [`$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`, 2]] as const);
}
export function date(r: Rng, iso: string, ca = false): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  if (ca) return r.pick([iso, `${MONTHS[m - 1]} ${d}, ${y}`]);
  return r.weighted([[`${mm}/${dd}/${y}`, 5], [`${m}/${d}/${String(y).slice(2)}`, 2], [`${MONTHS[m - 1]} ${d}, ${y}`, 2], [`${m}/${d}/${y}`, 2]] as const);
}
export function ownerName(r: Rng, o: Owner): string {
  const mode = r.weighted([['plain', 6], ['middle', 2], ['lastfirst', 2]] as const);
  const cred = o.cred ? `, ${o.cred}` : '';
  if (mode === 'lastfirst') return `${o.last}, ${o.first}`;
  if (mode === 'middle' && o.middle) return `${o.first} ${o.middle} ${o.last}${cred}`;
  return `${o.first} ${o.last}${cred}`;
}
export function digits(s: string): string {
  return s.replace(/\D/g, '');
}
/** The truth of an owner's tax ID as printed (masked gives nothing). */
export function taxPaths(i: number, o: Owner, masked: boolean): Paths {
  if (masked) return {};
  return { [P(i, 'tax_id')]: digits(o.taxId), [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' };
}
export function namePaths(i: number, o: Owner): Paths {
  return { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last };
}
export function bizTaxPaths(m: Merchant): Paths {
  return { [A('business_tax_id')]: m.taxType === 'BN' ? m.taxId.toUpperCase() : digits(m.taxId), [A('business_tax_id_type')]: m.taxType,
    [A('business_tax_id_country')]: m.country };
}
export function dbaText(m: Merchant): { text: string | null; paths: Paths } {
  if (m.dba === null) return { text: null, paths: {} };
  const real = m.dba !== 'SAME' && m.dba !== 'N/A' && m.dba !== m.legal;
  return { text: m.dba, paths: real ? { [A('trade_name')]: m.dba } : {} };
}
export function pct(r: Rng, n: number): string {
  return r.chance(0.75) ? `${n}%` : String(n);
}
export function cityLine(m: Merchant): string {
  return `${m.addr.city}, ${m.addr.region} ${m.addr.zip}`;
}

/** Boxed cells with a small caption at the top left and the value below it. */
export function gridRow(p: Pen, x: number, y: number, h: number, cells: Cell[], capSize = 6.5): number {
  let cx = x;
  for (const c of cells) {
    p.rect(cx, y, c.w, h, { stroke: '#555' });
    p.label(cx + 3, y + 2.5, c.label, capSize, { color: '#333' });
    if (c.text) p.value(cx + 5, y + h - 13, c.w - 8, c.text, c.paths ?? {}, c.hint ?? c.label);
    cx += c.w;
  }
  return y + h;
}

/** "Label: ________" cells on one line, values sitting on the rule. */
export function lineRow(p: Pen, x: number, y: number, cells: Cell[], size = 8): number {
  let cx = x;
  for (const c of cells) {
    p.label(cx, y + 3, c.label, size);
    const lw = p.doc.font('Helvetica').fontSize(size).widthOfString(c.label) + 4;
    p.hline(cx + lw, cx + c.w - 8, y + 13);
    if (c.text) p.value(cx + lw + 3, y + 1, c.w - lw - 12, c.text, c.paths ?? {}, c.hint ?? c.label);
    cx += c.w;
  }
  return y + 22;
}

/** A row of checkbox options; chosen < 0 checks none. "Other" gets its text written on a line. */
export function checkRow(p: Pen, x: number, y: number, label: string, options: string[], chosen: number, paths: Paths, other?: { text: string; paths: Paths }): number {
  p.label(x, y, label, 8);
  let cx = x + p.doc.font('Helvetica').fontSize(8).widthOfString(label) + 8;
  options.forEach((o, i) => {
    const on = i === chosen;
    p.option(cx, y - 0.5, o, on, other ? {} : paths);
    p.label(cx + 11, y, o, 8);
    cx += 11 + p.doc.font('Helvetica').fontSize(8).widthOfString(o) + 10;
  });
  if (other) {
    p.hline(cx, cx + 90, y + 9);
    p.value(cx + 3, y - 2, 85, other.text, other.paths, 'Other');
  }
  return y + 18;
}

/** A ruled table: header cells then rows of (text, paths). */
export function table(p: Pen, x: number, y: number, widths: number[], heads: string[], rows: { text: string; paths: Paths; hint?: string }[][], rh = 18): number {
  let cx = x;
  const total = widths.reduce((a, b) => a + b, 0);
  p.rect(x, y, total, 14, { fill: '#e6e9ef' });
  heads.forEach((h, i) => { p.label(cx + 3, y + 4, h, 7, { bold: true }); cx += widths[i]!; });
  let cy = y + 14;
  for (const row of rows) {
    cx = x;
    row.forEach((c, i) => {
      p.rect(cx, cy, widths[i]!, rh, { stroke: '#777' });
      if (c.text) p.value(cx + 4, cy + rh / 2 - 5, widths[i]! - 8, c.text, c.paths, c.hint ?? heads[i]);
      cx += widths[i]!;
    });
    cy += rh;
  }
  return cy;
}
