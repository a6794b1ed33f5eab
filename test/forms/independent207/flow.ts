// A cursor down the page that starts a new page when the next block would not fit.
import { PAGE_H, type Part, type Sheet } from './canvas.ts';

export class Flow {
  y: number;
  readonly sheet: Sheet;
  readonly top: number;
  readonly bottom: number;

  constructor(sheet: Sheet, top = 48, bottom = PAGE_H - 48) {
    this.sheet = sheet;
    this.top = top;
    this.bottom = bottom;
    this.y = top;
  }

  /** Makes room for a block of height h, on a new page if needed. */
  need(h: number): void {
    if (this.y + h > this.bottom) {
      this.sheet.newPage();
      this.y = this.top;
    }
  }
}

/** Joins groups of parts with a separator label: [a, ' - ', 'SSN ', b, ...], skipping absent groups. */
export function joined(items: (Part | Part[] | null | undefined | false)[], sep: string): Part[] {
  const out: Part[] = [];
  for (const it of items) {
    if (it === null || it === undefined || it === false) continue;
    if (out.length) out.push(sep);
    out.push(...(Array.isArray(it) ? it : [it]));
  }
  return out;
}
