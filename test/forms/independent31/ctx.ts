// What a layout gets to draw one application: the paper, the deal, its values as this form prints them.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import { text, type Look } from './draw.ts';
import type { Pen, Sheet } from './sheet.ts';
import type { Biz, Fmt, OwnerV } from './values.ts';

export interface Ctx { s: Sheet; d: Deal; b: Biz; owners: OwnerV[]; rng: Rng; fm: Fmt }

export interface Layout {
  name: string;
  company: string;
  /** Share of Canadian deals (only the cross-border funder takes them). */
  canada?: number;
  pen(rng: Rng): Pen;
  build(c: Ctx): void;
}

export const PAGE_W = 612;
export const PAGE_H = 792;

/** A footer line: form code at left, page of pages at right. */
export function footer(c: Ctx, L: Look, left: string, page: number, total: number, y = PAGE_H - 28): void {
  c.s.doc.lineWidth(0.4).strokeColor('#888').moveTo(36, y - 4).lineTo(PAGE_W - 36, y - 4).stroke();
  text(c.s, L, left, 36, y, { size: 6, color: '#555' });
  text(c.s, L, `Page ${page} of ${total}`, PAGE_W - 136, y, { size: 6.5, color: '#333', width: 100, align: 'right' });
}

export function penOf(rng: Rng, typed: Pen['typed'][]): Pen {
  return { typed: rng.pick(typed), typedSize: rng.pick([8.5, 9, 9.5]), hand: rng.pick(['kalam', 'patrick'] as const),
    ink: rng.pick(['#15206b', '#1c1c1c', '#0d2a80', '#222244']), mark: rng.pick(['x', 'check', 'strokes'] as const) };
}
