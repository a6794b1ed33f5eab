// A printed spreadsheet: rows of cells on fixed columns, gridlines, merged cells (span), filled title rows, labels and
// values; plus drawn logos and checkbox rows.
import type { Ctx, Val } from './ctx.ts';

export interface Chk { label: string; checked: boolean; v?: Val | null; other?: Val | null }
export interface Cell {
  t?: string; v?: Val | null; span?: number; fill?: string; bold?: boolean; align?: 'left' | 'right' | 'center'; color?: string;
  size?: number; chks?: Chk[]; noGrid?: boolean;
}

export class Sheet {
  readonly c: Ctx;
  readonly x: number;
  readonly cols: number[];
  readonly rowH: number;
  readonly grid: string;
  y: number;

  constructor(c: Ctx, x: number, y: number, cols: number[], rowH = 14, grid = '#b4b4b4') {
    this.c = c; this.x = x; this.y = y; this.cols = cols; this.rowH = rowH; this.grid = grid;
  }

  get width(): number { return this.cols.reduce((a, b) => a + b, 0); }

  row(cells: Cell[], h = this.rowH): void {
    const d = this.c.doc;
    let col = 0, x = this.x;
    for (const cell of cells) {
      const span = cell.span ?? 1;
      const w = this.cols.slice(col, col + span).reduce((a, b) => a + b, 0);
      if (cell.fill) d.rect(x, this.y, w, h).fill(cell.fill);
      if (!cell.noGrid) d.lineWidth(0.35).strokeColor(this.grid).rect(x, this.y, w, h).stroke();
      const size = cell.size ?? 7.5;
      if (cell.t) {
        this.c.text(cell.t, x + 2, this.y + (h - size) / 2 + 0.5, { size, bold: cell.bold, color: cell.color, w: w - 4, align: cell.align });
      }
      if (cell.v) this.c.value(cell.v, x, this.y, w, h, cell.align ?? 'left');
      if (cell.chks) this.checks(cell.chks, x + 3, this.y, w, h);
      x += w; col += span;
    }
    this.y += h;
  }

  private checks(chks: Chk[], x: number, y: number, w: number, h: number): void {
    const step = w / chks.length;
    chks.forEach((k, i) => {
      const cx = x + i * step;
      this.c.check(k.checked ? k.v ?? null : null, k.checked, cx, y + (h - 7) / 2);
      this.c.text(k.label, cx + 10, y + (h - 7) / 2 + 0.5, { size: 7 });
      if (k.other !== undefined) {
        const lx = cx + 12 + this.c.doc.font('Helvetica').fontSize(7).widthOfString(k.label);
        const lw = step - (lx - cx) - 6;
        this.c.doc.lineWidth(0.4).strokeColor('#555').moveTo(lx, y + h - 3).lineTo(lx + lw, y + h - 3).stroke();
        this.c.value(k.other, lx, y, lw, h - 1);
      }
    });
  }

  section(title: string, fill: string, color = '#fff', h = this.rowH): void {
    this.row([{ t: title, span: this.cols.length, fill, bold: true, color, size: 8 }], h);
  }

  gap(h = 5): void { this.y += h; }
}

/** A logo drawn with shapes: a mark and the broker's name. */
export function logo(c: Ctx, kind: number, x: number, y: number, name: string, tag: string, color: string): void {
  const d = c.doc;
  d.save();
  if (kind === 0) {
    d.rect(x, y, 26, 26).fill(color);
    d.polygon([x + 4, y + 21], [x + 13, y + 5], [x + 22, y + 21]).fill('#fff');
  } else if (kind === 1) {
    d.circle(x + 13, y + 13, 13).fill(color);
    d.rect(x + 6, y + 12, 14, 3).fill('#fff');
    d.rect(x + 11.5, y + 6, 3, 14).fill('#fff');
  } else if (kind === 2) {
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) d.rect(x + i * 9, y + j * 9, 7, 7).fill(i === j ? color : '#9aa5b1');
  } else {
    d.polygon([x, y + 26], [x + 13, y], [x + 26, y + 26]).fill(color);
    d.polygon([x + 7, y + 26], [x + 13, y + 13], [x + 19, y + 26]).fill('#fff');
  }
  d.restore();
  c.text(name, x + 32, y + 2, { size: 13, bold: true, color });
  c.text(tag, x + 32, y + 17, { size: 7, color: '#555' });
}
