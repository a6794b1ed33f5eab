// The printed form itself (labels, rules, boxes, headings, paragraphs): static ink, the same in every style.
type Doc = PDFKit.PDFDocument;

export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number }

export function label(doc: Doc, text: string, x: number, y: number, o: TextOpts = {}): void {
  doc.save().font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#333333');
  doc.text(text, x, y, { lineBreak: o.width !== undefined, ...(o.width !== undefined ? { width: o.width } : {}), align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
  doc.restore();
}

export function rule(doc: Doc, x1: number, x2: number, y: number, color = '#444444', width = 0.6): void {
  doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

export function box(doc: Doc, x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; radius?: number; width?: number } = {}): void {
  doc.save().lineWidth(o.width ?? 0.6);
  const shape = () => (o.radius ? doc.roundedRect(x, y, w, h, o.radius) : doc.rect(x, y, w, h));
  if (o.fill) { shape(); doc.fillColor(o.fill).fill(); }
  if (o.stroke !== 'none') { shape(); doc.strokeColor(o.stroke ?? '#444444').stroke(); }
  doc.restore();
}

export function band(doc: Doc, text: string, x: number, y: number, w: number, h: number, fill: string, o: TextOpts = {}): void {
  box(doc, x, y, w, h, { fill, stroke: 'none' });
  label(doc, text, x + 6, y + (h - (o.size ?? 9) * 1.15) / 2 + 1, { size: o.size ?? 9, font: o.font ?? 'Helvetica-Bold', color: o.color ?? '#ffffff' });
}

export function para(doc: Doc, text: string, x: number, y: number, w: number, o: TextOpts = {}): number {
  doc.save().font(o.font ?? 'Helvetica').fontSize(o.size ?? 6.5).fillColor(o.color ?? '#222222');
  doc.text(text, x, y, { width: w, align: o.align ?? 'justify', lineGap: o.lineGap ?? 0.6 });
  const end = doc.y;
  doc.restore();
  return end;
}

export function textWidth(doc: Doc, text: string, size: number, font = 'Helvetica'): number {
  doc.save().font(font).fontSize(size);
  const w = doc.widthOfString(text);
  doc.restore();
  return w;
}

/** x positions for a row of options (mark, gap, label), each starting after the previous label. */
export function optionRow(doc: Doc, labels: readonly string[], x0: number, size: number, font = 'Helvetica', gap = 14, mark = 12): number[] {
  let x = x0;
  return labels.map((l) => { const at = x; x += mark + textWidth(doc, l, size, font) + gap; return at; });
}
