// Drawing pieces shared by the layouts: boxed grid cells with tiny-caps labels, label-and-underline fields, rows of
// checkbox options, YYYY/MM/DD digit boxes, section bars, fine print and the logos drawn as shapes.
import { fmtMoney, handMoney, type MoneyFmt } from './ids.ts';
import type { Paper, ValueOpts } from './paper.ts';

export interface CellOpts extends ValueOpts { labelSize?: number; labelColor?: string; shade?: string; border?: string; caps?: boolean; labelFont?: string }

/** A grid cell: hairline box, label in small caps at its top left, the value under it (no value when `name` is empty). */
export function cell(p: Paper, label: string, name: string, v: string | null, x: number, y: number, w: number, h: number, o: CellOpts = {}): void {
  const d = p.doc;
  if (o.shade) d.save().rect(x, y, w, h).fill(o.shade).restore();
  d.save().lineWidth(0.5).strokeColor(o.border ?? '#000000').rect(x, y, w, h).stroke().restore();
  const ls = o.labelSize ?? 5.6;
  p.text(o.caps === false ? label : label.toUpperCase(), x + 2, y + 1.6, { size: ls, color: o.labelColor ?? '#222222', font: o.labelFont });
  if (name) p.value(name, v, x + 1, y + ls + 1.5, w - 2, h - ls - 2, o);
}

export interface GridCell { label: string; name: string; v: string | null; w: number; o?: CellOpts }

/** Cells side by side from x; returns the x after the last. */
export function gridRow(p: Paper, x: number, y: number, h: number, cells: GridCell[], base: CellOpts = {}): number {
  let cx = x;
  for (const c of cells) { cell(p, c.label, c.name, c.v, cx, y, c.w, h, { ...base, ...c.o }); cx += c.w; }
  return cx;
}

/** Money as typed in the layout's format, or as a person writes it by hand. */
export function moneyFor(p: Paper, v: number, f: MoneyFmt): string {
  return p.style === 'handwritten' ? handMoney(v, f === 'fr') : fmtMoney(v, f);
}

/** `Label ____________` with the value written on the line. Returns the x where the line ends. */
export function lineField(p: Paper, label: string, name: string, v: string | null, x: number, y: number, w: number, o: ValueOpts & { labelSize?: number; labelFont?: string } = {}): number {
  const size = o.labelSize ?? 7.5;
  p.text(label, x, y + 4, { size, font: o.labelFont });
  const lw = p.doc.font(o.labelFont ?? p.labelFont).fontSize(size).widthOfString(label) + 4;
  p.doc.save().lineWidth(0.5).moveTo(x + lw, y + 12).lineTo(x + w, y + 12).stroke().restore();
  p.value(name, v, x + lw, y - 1, w - lw, 13, o);
  return x + w;
}

export interface Option { label: string; on: boolean; state?: string }

/** A row of checkbox options (`[x] Corporation [ ] Partnership ...`). Radio group when `radio` and fillable. */
export function options(p: Paper, name: string, items: Option[], x: number, y: number, o: { size?: number; gap?: number; radio?: boolean; box?: number } = {}): number {
  const size = o.size ?? 7, box = o.box ?? 7, gap = o.gap ?? 10;
  let cx = x;
  const radio: { state: string; x: number; y: number; on: boolean }[] = [];
  for (const it of items) {
    const state = it.state ?? it.label.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
    if (o.radio) radio.push({ state, x: cx, y, on: it.on });
    else p.check(`${name}_${state}`, it.on, cx, y, box);
    p.text(it.label, cx + box + 3, y + (box - size) / 2 + 0.6, { size });
    cx += box + 3 + p.doc.font(p.labelFont).fontSize(size).widthOfString(it.label) + gap;
  }
  if (o.radio) p.radio(name, radio, box);
  return cx;
}

/** A date in digit boxes grouped YYYY | MM | DD with the captions under them. */
export function dateBoxes(p: Paper, name: string, iso: string | null, x: number, y: number, cw = 9, h = 12): number {
  const parts = iso ? iso.split('-') : [null, null, null];
  const groups: [string, number][] = [['YYYY', 4], ['MM', 2], ['DD', 2]];
  let cx = x;
  groups.forEach(([cap, n], gi) => {
    for (let i = 0; i < n; i++) p.doc.save().lineWidth(0.5).rect(cx + i * cw, y, cw, h).stroke().restore();
    p.text(cap, cx, y + h + 1, { size: 4.8, width: n * cw, align: 'center', color: '#444444' });
    p.cells(`${name}_${cap.toLowerCase()}`, parts[gi] ?? null, cx, y, cw, h, n);
    cx += n * cw + 4;
  });
  return cx;
}

export function section(p: Paper, title: string, x: number, y: number, w: number, o: { fill?: string; color?: string; size?: number; h?: number } = {}): void {
  const h = o.h ?? 11;
  p.doc.save().rect(x, y, w, h).fill(o.fill ?? '#000000').restore();
  p.text(title, x + 4, y + (h - (o.size ?? 7)) / 2 + 0.5, { size: o.size ?? 7, font: 'Helvetica-Bold', color: o.color ?? '#ffffff' });
}

export function fine(p: Paper, s: string, x: number, y: number, w: number, size = 5.4): number {
  p.text(s, x, y, { size, width: w, color: '#333333' });
  return p.doc.y;
}

/** A maple leaf (11 points, stylised) centred at (cx, cy). */
export function mapleLeaf(p: Paper, cx: number, cy: number, s: number, color: string): void {
  const pts = [[0, -1], [0.18, -0.62], [0.4, -0.72], [0.34, -0.3], [0.78, -0.5], [0.66, -0.12], [0.86, 0.02], [0.42, 0.34], [0.46, 0.5],
    [0.06, 0.42], [0.06, 0.86], [-0.06, 0.86], [-0.06, 0.42], [-0.46, 0.5], [-0.42, 0.34], [-0.86, 0.02], [-0.66, -0.12], [-0.78, -0.5],
    [-0.34, -0.3], [-0.4, -0.72], [-0.18, -0.62]] as const;
  const d = p.doc.save().moveTo(cx + pts[0][0] * s, cy + pts[0][1] * s);
  for (const [px, py] of pts.slice(1)) d.lineTo(cx + px * s, cy + py * s);
  d.closePath().fill(color).restore();
}

/** Mountains with a snow line (west), a wave (coast), a lighthouse (Atlantic), a fleur-de-lis-like lily (Quebec). */
export function mountains(p: Paper, x: number, y: number, w: number, h: number, color: string): void {
  p.doc.save().moveTo(x, y + h).lineTo(x + w * 0.3, y).lineTo(x + w * 0.5, y + h * 0.5).lineTo(x + w * 0.68, y + h * 0.2).lineTo(x + w, y + h)
    .closePath().fill(color).restore();
  p.doc.save().moveTo(x + w * 0.22, y + h * 0.27).lineTo(x + w * 0.3, y).lineTo(x + w * 0.38, y + h * 0.27).closePath().fill('#ffffff').restore();
}

export function wave(p: Paper, x: number, y: number, w: number, color: string): void {
  const d = p.doc.save().lineWidth(2).strokeColor(color).moveTo(x, y);
  for (let i = 0; i < 4; i++) d.quadraticCurveTo(x + (i + 0.25) * w / 4, y - 6, x + (i + 0.5) * w / 4, y).quadraticCurveTo(x + (i + 0.75) * w / 4, y + 6, x + (i + 1) * w / 4, y);
  d.stroke().restore();
}

export function lighthouse(p: Paper, x: number, y: number, h: number, color: string): void {
  const d = p.doc.save();
  d.moveTo(x - h * 0.12, y + h).lineTo(x - h * 0.07, y + h * 0.25).lineTo(x + h * 0.07, y + h * 0.25).lineTo(x + h * 0.12, y + h).closePath().fill(color);
  d.rect(x - h * 0.09, y + h * 0.1, h * 0.18, h * 0.13).fill('#e8b400');
  d.moveTo(x - h * 0.11, y + h * 0.1).lineTo(x, y).lineTo(x + h * 0.11, y + h * 0.1).closePath().fill(color);
  d.rect(x - h * 0.1, y + h * 0.5, h * 0.2, h * 0.1).fill('#ffffff').restore();
}

export function lily(p: Paper, cx: number, cy: number, s: number, color: string): void {
  const d = p.doc.save().fillColor(color);
  d.moveTo(cx, cy - s).bezierCurveTo(cx + s * 0.35, cy - s * 0.5, cx + s * 0.2, cy, cx, cy + s * 0.2).bezierCurveTo(cx - s * 0.2, cy, cx - s * 0.35, cy - s * 0.5, cx, cy - s).fill();
  for (const k of [-1, 1]) {
    d.moveTo(cx + k * s * 0.1, cy + s * 0.05).bezierCurveTo(cx + k * s * 0.9, cy - s * 0.6, cx + k * s * 0.9, cy + s * 0.3, cx + k * s * 0.45, cy + s * 0.2)
      .lineTo(cx, cy + s * 0.2).fill();
  }
  d.rect(cx - s * 0.5, cy + s * 0.22, s, s * 0.12).fill();
  d.moveTo(cx - s * 0.12, cy + s * 0.34).lineTo(cx + s * 0.12, cy + s * 0.34).lineTo(cx, cy + s * 0.75).closePath().fill().restore();
}
