// Labelled blanks in the ways set 89's layouts place their labels: left of the line, above it, under it, in the
// corner of a ruled cell, or right-aligned with a colon in a label column. And signature scribbles.
import type { Fill } from './fills.ts';
import type { Frame, Sheet, ValueOpts } from './sheet.ts';

export type Placement = 'left' | 'above' | 'below' | 'cell' | 'colon';
export interface Look {
  place: Placement;
  font: string;
  size: number;
  color: string;
  line?: string;
  /** 'left': fixed label width (else the label's own width + 4); 'colon': the label column's width. */
  labelW?: number;
  upper?: boolean;
  dotted?: boolean;
  boxed?: boolean;
  cellH?: number;
}

export interface Blank { key: string; label: string; fill: Fill | string; decoy?: boolean; opts?: ValueOpts }

/** Height one blank of this look takes. */
export function rowH(look: Look): number {
  return look.place === 'cell' ? look.cellH ?? 24 : look.place === 'above' ? 24 : look.place === 'below' ? 22 : 17;
}

/** A labelled blank at (x, y) (top left of its row), `w` wide, its value written in. */
export function blank(s: Sheet, f: Frame, look: Look, x: number, y: number, w: number, b: Blank): void {
  const label = look.upper ? b.label.toUpperCase() : b.label;
  const t = { font: look.font, size: look.size, color: look.color };
  const lc = look.line ?? '#000000';
  let vx = x, vw = w, vy = y;
  switch (look.place) {
    case 'left': {
      s.doc.font(look.font).fontSize(look.size);
      const lw = look.labelW ?? s.doc.widthOfString(label) + 4;
      s.text(f, x, y + 14 - look.size, label, t);
      vx = x + lw; vw = w - lw; vy = y + 14;
      s.line(f, vx, vy, x + w, vy, 0.5, lc, look.dotted ? 1 : undefined);
      break;
    }
    case 'colon': {
      const lw = look.labelW ?? 110;
      s.text(f, x, y + 14 - look.size, `${label}:`, { ...t, align: 'right', width: lw - 5 });
      vx = x + lw; vw = w - lw; vy = y + 14;
      s.line(f, vx, vy, x + w, vy, 0.5, lc);
      break;
    }
    case 'above':
      s.text(f, x + (look.boxed ? 1 : 0), y, label, t);
      vy = y + look.size + 13;
      if (look.boxed) { s.rect(f, x, y + look.size + 1.5, w, 14, { stroke: lc, width: 0.6 }); vy += 2; } else s.line(f, x, vy, x + w, vy, 0.5, lc);
      break;
    case 'below':
      vy = y + 11;
      s.line(f, x, vy, x + w, vy, 0.6, lc);
      s.text(f, x, vy + 1.5, label, t);
      break;
    case 'cell': {
      const h = look.cellH ?? 24;
      s.rect(f, x, y, w, h, { stroke: lc, width: 0.5 });
      s.text(f, x + 2, y + 1.8, label, t);
      vx = x + 1; vw = w - 2; vy = y + h - 3;
      break;
    }
  }
  const fill = typeof b.fill === 'string' ? { text: b.fill, vals: {} } : b.fill;
  if (b.decoy) s.decoy(f, b.key, vx, vy, vw, fill.text, b.opts);
  else s.value(f, b.key, vx, vy, vw, fill.text, fill.vals, b.opts);
}

/** Blanks side by side on one row, with widths in proportion to `weights`. */
export function row(s: Sheet, f: Frame, look: Look, x: number, y: number, w: number, blanks: Blank[], weights?: number[], gap = 8): number {
  const ws = weights ?? blanks.map(() => 1);
  const total = ws.reduce((a, b) => a + b, 0);
  const g = look.place === 'cell' ? 0 : gap;
  const free = w - g * (blanks.length - 1);
  let cx = x;
  blanks.forEach((b, i) => {
    const bw = (free * ws[i]!) / total;
    blank(s, f, look, cx, y, bw, b);
    cx += bw + g;
  });
  return y + rowH(look) + (look.place === 'cell' ? 0 : 3);
}

/** A signature: a pen scribble (never text) over the line at (x, yLine), in handwriting and typed styles alike. */
export function scribble(s: Sheet, f: Frame, x: number, yLine: number, w: number, seed: number): void {
  if (s.mode === 'field') return;
  let r = seed;
  const nx = () => { r = (r * 1103515245 + 12345) % 2147483648; return r / 2147483648; };
  const pts: [number, number][] = [];
  for (let i = 0; i <= 9; i++) pts.push([x + 6 + (i * w * 0.5) / 9 + nx() * 4, yLine - 3 - nx() * 11]);
  s.polyline(f, pts, '#1b3a8f');
}
