// Running text with filled blanks: the terms and guaranty pages print legal prose in which a few values (the
// merchant's name, an amount, a state) sit on underlined blanks mid-sentence, as real broker disclosures do.
import { PAGE_H, type Sheet, type Target } from './canvas.ts';

export interface Blank extends Target { key: string; value: string; min: number; by?: 'merchant' | 'broker' }
export type Part = string | Blank;

interface Token { text: string; blank?: Blank; w: number; glue: boolean }

export interface FlowOptions { font?: string; size?: number; lineGap?: number; color?: string }

/** Lays `parts` out from (x, y) within width `w`; returns the y below the last line. */
export function flow(s: Sheet, parts: readonly Part[], x: number, y: number, w: number, o: FlowOptions = {}): number {
  const font = o.font ?? 'Times-Roman', size = o.size ?? 7, gap = o.lineGap ?? 1.2;
  const space = s.width(' ', font, size);
  const tokens: Token[] = [];
  for (const p of parts) {
    if (typeof p === 'string') {
      // Punctuation right after a blank stays on it ("____, a Texas ..."), as typeset text would.
      p.split(/\s+/).filter(Boolean).forEach((t, i) => tokens.push({ text: t, w: s.width(t, font, size), glue: i === 0 && /^[,.;:)]/.test(p) }));
    } else {
      const vw = s.width(p.value, s.o.typedFont, size + 1) * 1.2 + 8;
      tokens.push({ text: '', blank: p, w: Math.min(w, Math.max(p.min, vw)), glue: false });
    }
  }
  let line: Token[] = [], used = 0, cy = y;
  const flush = () => {
    const tall = line.some((t) => t.blank);
    if (tall) cy += size * 0.35;
    let cx = x, run = '';
    const out = () => { if (run) { s.text(run, cx, cy, { font, size, color: o.color ?? '#000000' }); cx += s.width(run, font, size); run = ''; } };
    for (const [i, t] of line.entries()) {
      const sep = i > 0 && !t.glue ? ' ' : '';
      if (!t.blank) { run += sep + t.text; continue; }
      run += sep;
      out();
      const b = t.blank;
      s.line(cx, cy + size + 0.6, cx + t.w, cy + size + 0.6, { width: 0.5 });
      s.fill(b.key, b.value, cx + 3, cy - 1.2, t.w - 5, { ...b, size: size + 1 });
      cx += t.w;
    }
    out();
    cy += size + gap + (tall ? size * 0.35 : 0);
    line = []; used = 0;
  };
  for (const t of tokens) {
    const add = (line.length && !t.glue ? space : 0) + t.w;
    if (line.length && used + add > w) flush();
    used += (line.length && !t.glue ? space : 0) + t.w;
    line.push(t);
  }
  if (line.length) flush();
  if (cy > PAGE_H - 20) throw new Error('flow ran off the page');
  return cy;
}

/** Plain paragraphs in balanced columns (a paragraph is not split); returns the y below the longest column. */
export function columns(s: Sheet, paras: readonly string[], x: number, y: number, w: number, cols: number, bottom: number,
  o: FlowOptions = {}): number {
  const font = o.font ?? 'Times-Roman', size = o.size ?? 6.5, gutter = 14, lineGap = o.lineGap ?? 0.6;
  const cw = (w - gutter * (cols - 1)) / cols;
  const heights = paras.map((p) => s.doc.font(font).fontSize(size).heightOfString(p, { width: cw, align: 'justify', lineGap }) + size * 0.6);
  const target = Math.min(bottom - y, heights.reduce((a, b) => a + b, 0) / cols);
  let c = 0, cy = y, maxY = y;
  for (const [i, p] of paras.entries()) {
    const h = heights[i]!;
    if (cy > y && (cy + h > bottom || (cy - y + h / 2 > target && c < cols - 1))) { c++; cy = y; }
    if (c >= cols || cy + h > bottom) break;
    s.text(p, x + c * (cw + gutter), cy, { font, size, width: cw, align: 'justify', lineGap, color: o.color ?? '#111111' });
    cy += h;
    maxY = Math.max(maxY, cy);
  }
  return maxY;
}
