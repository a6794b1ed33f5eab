// Pieces the four layouts share: a vertical flow with page breaks, a value-or-decoy-or-context cell, and the checkbox
// rows (entity type, payment frequency) with the "Other: ___" line.
import type { Item, Mark, Sheet } from './sheet.ts';
import type { Deal } from './model.ts';
import { FREQ_BOXES } from './model.ts';
import { ENTITY_BOXES } from './tables.ts';

export type V = Item | { key: string; decoy: string } | { ctx: string };
export const dk = (key: string, decoy: string): V => ({ key, decoy });
export const cx = (ctx: string): V => ({ ctx });

/** Draws one cell: an application value, a decoy, or context text. `blank` is what the system prints for no answer. */
export function put(s: Sheet, v: V, x: number, y: number, w: number, o: { size?: number; h?: number; blank?: string; font?: string } = {}): void {
  if ('fields' in v) {
    if (!v.text && o.blank && s.style !== 'fillable') s.text(o.blank, x, y, { size: o.size ?? 8.5, color: '#888' });
    s.value(v, x, y, w, o);
  } else if ('decoy' in v) s.decoy(v.key, v.decoy, x, y, w, o);
  else s.echo('context', v.ctx, x, y, w, o);
}

/** Vertical flow: `need(h)` starts a new page (and calls `header`) when h does not fit. */
export class Flow {
  y = 0;
  private s: Sheet; private top: number; private bottom: number; private header: (page: number) => void;
  constructor(s: Sheet, top: number, bottom: number, header: (page: number) => void) { this.s = s; this.top = top; this.bottom = bottom; this.header = header; }
  start(): void { this.s.addPage(); this.header(this.s.page); this.y = this.top; }
  need(h: number): void { if (this.y + h > this.bottom) this.start(); }
}

/** Entity-type checkbox row; ids outside the row go to "Other:" with the printed text on its line. Returns the y after. */
export function entityBoxes(s: Sheet, d: Deal, x: number, y: number, w: number, o: { mark?: Mark; round?: boolean; font?: string } = {}): number {
  const boxes = ENTITY_BOXES[d.country];
  const hit = boxes.find((b) => b[1] === d.entityId);
  let cxp = x, cy = y;
  for (const [label] of boxes) {
    if (cxp > x + w - 90) { cxp = x; cy += 14; }
    const it = hit && hit[0] === label ? { key: 'entity', text: label, fields: d.entity.fields } : null;
    cxp = s.box(cxp, cy, label, !!it, it, o);
  }
  if (cxp > x + w - 150) { cxp = x; cy += 14; }
  const ox = s.box(cxp, cy, 'Other:', !hit, null, o);
  s.line(ox - 10, cy + 9, ox + 80, cy + 9, '#666');
  if (!hit) s.value(d.entity, ox - 8, cy - 1, 88, { size: 8.5, h: 12 });
  else if (s.style === 'fillable') s.field('entity_other', '', ox - 8, cy - 1, 88, 12, 8.5);
  return cy + 16;
}

/** Payment frequency checkbox row (nothing checked when not given). */
export function freqBoxes(s: Sheet, d: Deal, x: number, y: number, o: { mark?: Mark; round?: boolean; font?: string } = {}): number {
  const want = d.freq.text.replace(/^Biweekly$/, 'Bi-Weekly');
  let cxp = x;
  for (const label of FREQ_BOXES) {
    const it = want === label ? { key: 'frequency', text: label, fields: d.freq.fields } : null;
    cxp = s.box(cxp, y, label, !!it, it, o);
  }
  return cxp;
}
