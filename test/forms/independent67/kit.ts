// Shared pieces of the seven layouts: a labelled field in four placements, tables, entity and schedule options.
import type { Merchant } from './merchant.ts';
import type { Opt, Painter } from './painter.ts';
import { decoy, entityText, info, money, type V } from './values.ts';

export type Place = 'left' | 'above' | 'below' | 'inside';
export interface CellOpts { lw?: number; h?: number; align?: 'left' | 'center' | 'right'; multiline?: boolean; size?: number; box?: boolean; comb?: number; thick?: number[] }

/** A label and its value area, the label left of, above, below or inside the area. */
export function cell(p: Painter, place: Place, label: string, val: V, desc: string, x: number, y: number, w: number, o: CellOpts = {}): void {
  const ls = o.size ?? p.look.size, h = o.h ?? 14;
  let ax = x, ay = y, aw = w;
  if (place === 'left') {
    const lw = o.lw ?? p.doc.font(p.look.label).fontSize(ls).widthOfString(label) + 4;
    p.text(label, x, y + h - ls - 2, { size: ls });
    ax = x + lw; aw = w - lw;
  } else if (place === 'above') {
    p.text(label, x, y, { size: ls });
    ay = y + ls + 2;
  } else if (place === 'below') {
    p.text(label, x, y + h + 1.5, { size: ls });
  } else {
    p.rect(x, y, w, h + ls);
    p.text(label, x + 2, y + 1.5, { size: ls });
    ay = y + ls; ax = x + 1; aw = w - 2;
  }
  if (o.comb) { p.comb(val, desc, ax + 1, ay + 1, o.comb, Math.min(15, (aw - 2) / o.comb), h - 2, o.thick ?? []); return; }
  if (place !== 'inside') { if (o.box) p.rect(ax, ay, aw, h); else p.hline(ax, ax + aw, ay + h); }
  p.put(val, desc, ax, ay, aw, h, { ...(o.align ? { align: o.align } : {}), ...(o.multiline ? { multiline: true } : {}) });
}

/** Entity options: [label, on-state, reference id]; "Other" gets the printed entity text on its line. */
export function entityOpts(m: Merchant, defs: readonly (readonly [string, string, string])[], at: (i: number) => [number, number], otherOn: string): { opts: Opt[]; chosen: number } {
  const opts: Opt[] = defs.map(([label, on, id], i) => ({ label, on, x: at(i)[0], y: at(i)[1], truth: [['type_of_entity', id]] }));
  let chosen = defs.findIndex((d) => d[2] === m.entityId);
  const k = defs.length;
  opts.push({ label: 'Other:', on: otherOn, x: at(k)[0], y: at(k)[1], other: entityText(m) });
  if (chosen < 0) chosen = k;
  return { opts, chosen };
}

/** Schedule options: [label, on-state, frequency]; none checked when the merchant's schedule is not offered. */
export function freqOpts(m: Merchant, defs: readonly (readonly [string, string, string])[], at: (i: number) => [number, number]): { opts: Opt[]; chosen: number } {
  const opts: Opt[] = defs.map(([label, on, f], i) => ({ label, on, x: at(i)[0], y: at(i)[1], truth: [['payment_frequency', f]] }));
  return { opts, chosen: defs.findIndex((d) => d[2] === m.freq) };
}

/** A ruled table: header row then rows of values (each V placed in its column). */
export function table(p: Painter, x: number, y: number, cols: { head: string; w: number; align?: 'left' | 'center' | 'right' }[], rows: { vals: V[]; desc: string[] }[], o: { rh?: number; head?: string; size?: number } = {}): number {
  const rh = o.rh ?? 16, total = cols.reduce((s, c) => s + c.w, 0), size = o.size ?? p.look.size;
  p.rect(x, y, total, rh, { fill: o.head ?? '#e6e6e6' });
  let cx = x;
  for (const c of cols) { p.text(c.head, cx + 2, y + (rh - size) / 2, { size, font: p.look.bold }); cx += c.w; }
  rows.forEach((row, r) => {
    cx = x;
    const ry = y + rh * (r + 1);
    cols.forEach((c, i) => {
      p.rect(cx, ry, c.w, rh);
      p.put(row.vals[i] ?? info(''), row.desc[i] ?? `R${r}C${i}`, cx + 1, ry + 1, c.w - 2, rh - 2, c.align ? { align: c.align } : {});
      cx += c.w;
    });
  });
  return y + rh * (rows.length + 1);
}

/** Existing-advances rows (decoys): funder, balance, payment, padded to n rows. */
export function funderRows(m: Merchant, n: number, pfx: string): { vals: V[]; desc: string[] }[] {
  return Array.from({ length: n }, (_, i) => {
    const f = m.funders[i];
    return { vals: f ? [decoy(f.name), decoy(money(f.balance, 0)), decoy(money(f.payment, 0))] : [info(''), info(''), info('')],
      desc: [`${pfx}Funder${i + 1}`, `${pfx}Balance${i + 1}`, `${pfx}Payment${i + 1}`] };
  });
}

/** Trade-reference rows (decoys). */
export function refRows(m: Merchant, n: number, pfx: string): { vals: V[]; desc: string[] }[] {
  return m.refs.slice(0, n).map((rf, i) => ({ vals: [decoy(rf.name), decoy(rf.phone)], desc: [`${pfx}RefName${i + 1}`, `${pfx}RefPhone${i + 1}`] }));
}

/** The authorisation paragraph, wrapped in the width. */
export function paragraph(p: Painter, s: string, x: number, y: number, w: number, size = 6.5): number {
  p.doc.font(p.look.label).fontSize(size).fillColor('#333333').text(s, x, y, { width: w, lineGap: 0.5 });
  return p.doc.y;
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) certifies that all information and documents '
  + 'submitted in connection with this application are true, accurate and complete, and authorizes the funder, its agents and assigns to '
  + 'obtain consumer and business credit reports, bank references and any other information needed to evaluate this request. A photocopy, '
  + 'fax or electronic copy of this authorization shall be as valid as the original.';

export interface LayoutDef {
  name: string; broker: string; maxOwners: number; pages: number; look: import('./painter.ts').Look;
  draw(p: Painter, m: Merchant, r: import('../../statements/generator/prng.ts').Rng): void;
}

export function newPage(p: Painter): void {
  p.doc.addPage({ size: 'LETTER', margin: 0 });
  p.page++;
}
