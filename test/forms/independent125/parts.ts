// Pieces the layouts share: an underlined field, a boxed cell, section bars, table grids, and the choices a filler
// makes (blank, masked, N/A) with the truth each choice gives.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields, Sheet } from './draw.ts';
import { fmtSin, fmtSsn } from './numbers.ts';
import type { Owner } from './data.ts';

/** `Label: ________` with the value on the line. */
export function lineField(s: Sheet, label: string, key: string, value: string | null, x: number, y: number, w: number,
  fields: Fields = {}, o: { size?: number; bold?: boolean; color?: string } = {}): void {
  const size = o.size ?? 7.5, font = o.bold ? 'Helvetica-Bold' : 'Helvetica';
  s.text(label, x, y + 6, { size, font, color: o.color ?? '#1a1a1a' });
  const lw = s.width(label, size, font) + 4;
  s.line(x + lw, y + 15, x + w, y + 15, '#6b6b6b', 0.5);
  s.value(key, value, x + lw + 1, y + 1, w - lw - 2, fields);
}

/** A boxed cell with its label in small type at the top left and the value below it. */
export function cellField(s: Sheet, label: string, key: string, value: string | null, x: number, y: number, w: number, h: number,
  fields: Fields = {}, labelColor = '#333333'): void {
  s.rect(x, y, w, h, { lw: 0.6, stroke: '#2a2a2a' });
  s.text(label, x + 2.5, y + 2, { size: 5.8, color: labelColor });
  s.value(key, value, x + 3, y + h - 14, w - 6, fields);
}

/** A row of cells of the given widths starting at x. */
export function cellRow(s: Sheet, x: number, y: number, h: number,
  cells: [label: string, key: string, value: string | null, w: number, fields?: Fields][], labelColor?: string): void {
  let cx = x;
  for (const [label, key, value, w, fields] of cells) {
    cellField(s, label, key, value, cx, y, w, h, fields ?? {}, labelColor);
    cx += w;
  }
}

export function bar(s: Sheet, title: string, y: number, fill: string, color = '#ffffff', x = 36, w = 540): void {
  s.rect(x, y, w, 13, { fill });
  s.text(title, x + 5, y + 3, { size: 7.8, font: 'Helvetica-Bold', color });
}

/** Table column heads and ruled rows; returns each row's top y. */
export function grid(s: Sheet, x: number, y: number, heads: [string, number][], rows: number, rowH: number, headFill = '#e6e6e6'): number[] {
  const w = heads.reduce((a, [, cw]) => a + cw, 0);
  s.rect(x, y, w, 12, { fill: headFill, stroke: '#2a2a2a', lw: 0.6 });
  let cx = x;
  for (const [h, cw] of heads) { s.text(h, cx + 2.5, y + 3, { size: 6.2, font: 'Helvetica-Bold' }); cx += cw; }
  const tops: number[] = [];
  for (let r = 0; r < rows; r++) {
    const ty = y + 12 + r * rowH;
    tops.push(ty);
    s.rect(x, ty, w, rowH, { lw: 0.5, stroke: '#2a2a2a' });
  }
  cx = x;
  for (const [, cw] of heads.slice(0, -1)) { cx += cw; s.line(cx, y, cx, y + 12 + rows * rowH, '#2a2a2a', 0.5); }
  return tops;
}

/** The trade name as a filler writes it, and what applications.md reads from it. */
export function dbaChoice(rng: Rng, legal: string, dba: string, sole: boolean): { printed: string | null; truth: string | null } {
  const c = sole ? rng.weighted([['dba', 92], ['blank', 8]] as const)
    : rng.weighted([['dba', 64], ['na', 12], ['blank', 14], ['same', 10]] as const);
  const printed = c === 'dba' ? dba : c === 'na' ? 'N/A' : c === 'same' ? legal : null;
  return { printed, truth: c === 'dba' && dba !== legal ? dba : null };
}

/** An owner's tax id as printed (full, masked or blank) and its truth: masked keeps the kind the label names. */
export function ownerTaxId(rng: Rng, o: Owner, i: number, pMask: number, pBlank: number, bare = false): { printed: string | null; fields: Fields } {
  const c = rng.next();
  if (c < pBlank) return { printed: null, fields: {} };
  const sin = o.taxKind === 'SIN';
  const country = sin ? 'CA' : 'US';
  if (c < pBlank + pMask && o.taxKind !== 'ITIN') {
    const last = sin ? o.taxId.slice(6) : o.taxId.slice(5);
    const star = rng.chance(0.5) ? 'X' : '*';
    const printed = sin ? `${star.repeat(3)} ${star.repeat(3)} ${last}` : `${star.repeat(3)}-${star.repeat(2)}-${last}`;
    return { printed, fields: { [`applicants.${i}.tax_id_type`]: o.taxKind, [`applicants.${i}.tax_id_country`]: country } };
  }
  const printed = sin ? fmtSin(o.taxId) : bare && o.taxKind === 'SSN' && rng.chance(0.15) ? o.taxId : fmtSsn(o.taxId);
  return { printed, fields: { [`applicants.${i}.tax_id`]: o.taxId, [`applicants.${i}.tax_id_type`]: o.taxKind, [`applicants.${i}.tax_id_country`]: country } };
}

/** Ownership as printed: `50%`, `50 %` or `50`. */
export function pctText(rng: Rng, pct: number, lang: 'es' | 'fr'): string {
  return lang === 'fr' ? rng.pick([`${pct} %`, `${pct} %`, `${pct}`]) : rng.pick([`${pct}%`, `${pct}%`, `${pct}`]);
}

export const A = (i: number, f: string): string => `applicants.${i}.${f}`;
