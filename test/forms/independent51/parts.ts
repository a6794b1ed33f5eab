// Pieces the seven layouts share: the layout shape, checkbox rows for entity type and payment frequency, grid cells
// with the label inside / below / left of the value, section bars.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet, SheetOptions } from './sheet.ts';

type Truth = Record<string, string | number>;
export interface Layout {
  name: string;
  country: 'US' | 'CA';
  maxOwners: number;
  entities: string[];
  maskRate: number;
  sheet: SheetOptions;
  draw: (s: Sheet, m: Merchant, r: Rng) => void;
}

export const US_ENTITIES = ['llc', 'llc', 'llc', 'c_corporation', 's_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'pllc', 'limited_partnership'];
export const CA_ENTITIES = ['ca_corporation', 'ca_corporation', 'ca_corporation', 'sole_proprietorship', 'general_partnership'];

/** How a merchant writes its entity type by hand on a free-text line. */
const FREE: Record<string, string[]> = { llc: ['LLC', 'L.L.C.', 'Limited Liability Co.'], c_corporation: ['Corp', 'C-Corp', 'Corporation', 'Inc.'],
  s_corporation: ['S-Corp', 'S Corp'], sole_proprietorship: ['Sole Prop', 'Sole Proprietor'], general_partnership: ['Partnership', 'GP'],
  limited_partnership: ['LP', 'L.P.'], pllc: ['PLLC'], ca_corporation: ['Corp.', 'Inc.', 'Ltd.'] };
export const entityFree = (m: Merchant, r: Rng) => r.pick(FREE[m.entity]!);

export type Opt = [label: string, id: string];

/** A row of entity-type boxes; an entity not among them checks "Other" and writes its own words on the line. */
export function entityBoxes(s: Sheet, m: Merchant, r: Rng, x: number, y: number, opts: Opt[], o: { box?: number; size?: number; gap?: number; otherW?: number; vertical?: number; wrapAt?: number } = {}): void {
  const box = o.box ?? 7, size = o.size ?? 6.5, gap = o.gap ?? 7;
  let cx = x, cy = y;
  const step = (label: string) => {
    if (o.vertical) cy += o.vertical;
    else { s.doc.font('Helvetica').fontSize(size); cx += box + 3 + s.doc.widthOfString(label) + gap; }
  };
  const fit = (w: number) => { if (o.wrapAt && cx + w > o.wrapAt) { cx = x; cy += box + 5; } };
  for (const [label, id] of opts) {
    s.doc.font('Helvetica').fontSize(size);
    fit(box + 3 + s.doc.widthOfString(label));
    s.check(cx, cy, box, m.entity === id, label, { type_of_entity: id });
    s.label(label, cx + box + 3, cy + (box - size) / 2 + 0.5, { size });
    step(label);
  }
  const other = !opts.some(([, id]) => id === m.entity);
  s.doc.font('Helvetica').fontSize(size);
  fit(box + 5 + s.doc.widthOfString('Other:') + (o.otherW ?? 55));
  s.check(cx, cy, box, other, 'Other');
  s.label('Other:', cx + box + 3, cy + (box - size) / 2 + 0.5, { size });
  s.doc.font('Helvetica').fontSize(size);
  const lx = cx + box + 5 + s.doc.widthOfString('Other:'), w = o.otherW ?? 55;
  s.doc.save().lineWidth(0.4).moveTo(lx, cy + box + 0.5).lineTo(lx + w, cy + box + 0.5).stroke().restore();
  s.put(other ? entityFree(m, r) : '', lx + 1, cy - 1, w, { size: size + 1.5, h: box + 3, truth: other ? { type_of_entity: m.entity } : undefined });
}

const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
/** Payment-frequency boxes, labels given in the order daily, weekly, bi-weekly, monthly; a radio group when `group`. */
export function freqBoxes(s: Sheet, m: Merchant, x: number, y: number, labels: string[], o: { box?: number; size?: number; gap?: number; group?: string } = {}): void {
  const box = o.box ?? 7, size = o.size ?? 6.5, gap = o.gap ?? 6;
  let cx = x;
  const opts = labels.map((label, i) => {
    const p = { x: cx, y, label, value: label.replace(/[^A-Za-z]/g, ''), on: m.freq === FREQS[i], truth: { payment_frequency: FREQS[i]! } as Truth };
    s.label(label, cx + box + 2.5, y + (box - size) / 2 + 0.5, { size });
    s.doc.font('Helvetica').fontSize(size);
    cx += box + 2.5 + s.doc.widthOfString(label) + gap;
    return p;
  });
  if (o.group) s.radio(o.group, opts, box);
  else for (const p of opts) s.check(p.x, p.y, box, p.on, p.label, p.truth);
}

export interface Cell { label: string; w: number; value?: string | null; truth?: Truth; decoy?: boolean; draw?: (x: number, y: number, w: number, h: number) => void }

/** A grid row of boxed cells, the label small inside the top-left corner, the value below it. */
export function gridRow(s: Sheet, x: number, y: number, h: number, cells: Cell[], o: { labelSize?: number; size?: number; shade?: boolean } = {}): number {
  let cx = x;
  for (const c of cells) {
    s.doc.save().lineWidth(0.5).strokeColor('#333').rect(cx, y, c.w, h).stroke().restore();
    s.label(c.label, cx + 2, y + 1.6, { size: o.labelSize ?? 5.5, color: '#333' });
    if (c.draw) c.draw(cx, y, c.w, h);
    else s.put(c.value, cx + 3, y + h - (o.size ?? 8.5) - 2.5, c.w - 5, { size: o.size ?? 8.5, h: (o.size ?? 8.5) + 4, truth: c.truth, decoy: c.decoy });
    cx += c.w;
  }
  return y + h;
}

/** Fields on underlines with the label printed BELOW the line, left to right. */
export function underRow(s: Sheet, x: number, y: number, cells: Cell[], o: { size?: number; labelSize?: number; gap?: number } = {}): number {
  let cx = x;
  const size = o.size ?? 9;
  for (const c of cells) {
    const w = c.w - (o.gap ?? 10);
    s.doc.save().lineWidth(0.5).moveTo(cx, y + size + 3).lineTo(cx + w, y + size + 3).stroke().restore();
    s.label(c.label, cx, y + size + 5, { size: o.labelSize ?? 6 });
    if (c.draw) c.draw(cx, y, w, size + 3);
    else s.put(c.value, cx + 2, y + 1, w - 4, { size, h: size + 3, truth: c.truth, decoy: c.decoy });
    cx += c.w;
  }
  return y + size + 16;
}

/** Fields with the label LEFT of an underline: "Corp Name: ________". */
export function leftRow(s: Sheet, x: number, y: number, cells: Cell[], o: { size?: number; labelSize?: number; font?: string } = {}): number {
  let cx = x;
  const size = o.size ?? 9, ls = o.labelSize ?? 7.5;
  for (const c of cells) {
    s.doc.font(o.font ?? 'Helvetica-Bold').fontSize(ls);
    const lw = s.doc.widthOfString(c.label) + 4;
    s.label(c.label, cx, y + size - ls + 1, { size: ls, font: o.font ?? 'Helvetica-Bold' });
    s.doc.save().lineWidth(0.5).moveTo(cx + lw, y + size + 2).lineTo(cx + c.w - 6, y + size + 2).stroke().restore();
    if (c.draw) c.draw(cx + lw, y, c.w - lw - 6, size + 2);
    else s.put(c.value, cx + lw + 2, y, c.w - lw - 9, { size, h: size + 3, truth: c.truth, decoy: c.decoy });
    cx += c.w;
  }
  return y + size + 9;
}

export function bar(s: Sheet, x: number, y: number, w: number, text: string, o: { h?: number; fill?: string; color?: string; size?: number } = {}): number {
  const h = o.h ?? 11;
  s.doc.save().rect(x, y, w, h).fill(o.fill ?? '#222').restore();
  s.label(text, x + 4, y + (h - (o.size ?? 7)) / 2 + 0.5, { size: o.size ?? 7, font: 'Helvetica-Bold', color: o.color ?? 'white' });
  return y + h;
}
