// Shared pieces of the set-19 layouts: page flow, inline paragraphs with filled-in values, the business's printed bits.
import type { Pen } from './draw.ts';
import type { Merchant, Owner, Place } from './data.ts';
import { ownerName } from './data.ts';

export const addrLine = (a: Place): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
export const US_BOXES = ['Sole Proprietor', 'Partnership', 'LP', 'LLP', 'LLC', 'Corporation', 'S-Corp', 'Non-Profit', 'Other'];
export const CA_BOXES = ['Sole Proprietor', 'Partnership', 'Corporation', 'Other'];
export const FREQS = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
export const boxes = (m: Merchant): string[] => (m.ca ? CA_BOXES : US_BOXES);
export const taxLabel = (o: Owner): string => (o.taxType === 'SIN' ? 'SIN' : o.taxType === 'ITIN' ? 'ITIN' : 'SSN');

/** A vertical cursor that starts a new page when the next block does not fit. */
export class Flow {
  y: number;
  private readonly top: number;
  private readonly bottom: number;
  private readonly onPage: () => void;
  constructor(y: number, bottom: number, onPage: () => void = () => undefined, top = 50) {
    this.y = y; this.bottom = bottom; this.onPage = onPage; this.top = top;
  }
  need(pen: Pen, h: number): number {
    if (this.y + h > this.bottom) {
      pen.doc.addPage({ size: [612, 792], margin: 0 });
      this.onPage();
      this.y = this.top;
    }
    const y = this.y;
    this.y += h;
    return y;
  }
}

export type Seg = string | { key: string; text: string };

/** Words and filled-in values laid out as running prose; returns the y below the paragraph. */
export function para(pen: Pen, segs: Seg[], x: number, y: number, width: number, size = 10.5, lead = 17): number {
  let cx = x;
  let cy = y;
  const d = pen.doc;
  for (const seg of segs) {
    const units = typeof seg === 'string' ? seg.split(/(?<= )/) : [seg];
    for (const u of units) {
      const w = typeof u === 'string' ? d.font('Times-Roman').fontSize(size).widthOfString(u) : pen.measure(u.text, size - 0.5) + (pen.style === 'fillable' ? 10 : 4);
      if (cx + w > x + width && cx > x) { cx = x; cy += lead; }
      if (typeof u === 'string') { pen.label(u, cx, cy, { size, font: 'Times-Roman' }); cx += w; } else { pen.value(u.key, u.text, cx + 1, cy - 1, { size: size - 0.5, max: x + width - cx }); cx += w + 2; }
    }
  }
  return cy + lead;
}

export const nameOf = (o: Owner): string => ownerName(o);
export const v = (key: string, text: string): Seg => ({ key, text });
