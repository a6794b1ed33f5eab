// Drawing a form: section bars, labelled boxes, checkbox rows and tables, each region with its own text mode, and
// the values typed, handwritten or in AcroForm fields (with an appearance stream, so viewers and scanners show them).
import type { Rng } from '../../statements/generator/prng.ts';
import { Ink, type Mode } from './ink.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Modes { header: Mode; label: Mode; value: Mode; decoy: Mode; fine: Mode }
export interface Look { accent: string; boxed: boolean; bar: boolean; labelSize: number; valueSize: number }
/** One cell of a row: label, the value as printed, relative width. */
export type Cell = [label: string, value: string, width?: number];

function pdfString(s: string): string {
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

export class Form {
  private n = 0;
  /** A fillable form as a viewer prints it (for a scan: PDFium draws no widgets without a form handle). */
  printed = false;
  private helv: any = null;
  readonly ink: Ink; readonly style: Style; readonly modes: Modes; readonly look: Look; private readonly hand: Rng;
  constructor(ink: Ink, style: Style, modes: Modes, look: Look, hand: Rng) { this.ink = ink; this.style = style; this.modes = modes; this.look = look; this.hand = hand; }
  get doc() { return this.ink.doc; }

  /** A value: typed text, a handwriting-like line (italic, tilted, jittered, blue) or an AcroForm field. */
  value(str: string, x: number, y: number, w: number, h: number, decoy = false): void {
    if (!str) return;
    const mode = decoy ? this.modes.decoy : this.modes.value;
    const size = Math.min(this.look.valueSize, h - 2);
    if (this.style === 'fillable' && this.printed) { this.ink.text('plain', str, x + 3, y + (h - size) / 2 + 0.5, { size }); return; }
    if (this.style === 'fillable') { this.field(str, x, y, w, h, size); return; }
    if (this.style === 'handwritten') {
      const sz = size + 1;
      this.ink.text(mode, str, x + 2 + this.hand.float(0, 4), y + (h - sz) / 2 + this.hand.float(-1.2, 1.2),
        { size: sz, face: 'italic', color: this.hand.pick(['#1b2a8c', '#14206b', '#222']), rotate: this.hand.float(-2.2, 2.2) });
      return;
    }
    this.ink.text(mode, str, x + 3, y + (h - size) / 2 + 0.5, { size });
  }

  private field(str: string, x: number, y: number, w: number, h: number, size: number): void {
    const doc = this.doc as any;
    if (!doc._root.data.AcroForm) { doc.font('Helvetica'); doc.initForm(); doc._root.data.AcroForm.data.NeedAppearances = false; }
    if (!this.helv) { doc.font('Helvetica'); this.helv = doc._font.ref(); }
    doc.font('Helvetica').fontSize(size);
    const name = `f${++this.n}`;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w - 2, h - 2], Resources: { Font: { Helv: this.helv } } });
    const enc = str.replace(/[^\x20-\x7e]/g, '?');
    ap.end(`/Tx BMC\nq\nBT\n/Helv ${size} Tf\n0 g\n2 ${((h - 2 - size) / 2 + size * 0.22).toFixed(2)} Td\n${pdfString(enc)} Tj\nET\nQ\nEMC`);
    // pdfkit writes the widget at once: its appearance goes in through the field dictionary
    const own = doc._fieldDict;
    doc._fieldDict = (...a: unknown[]) => ({ ...own.apply(doc, a), AP: { N: ap } });
    try { doc.formText(name, x + 1, y + 1, w - 2, h - 2, { value: str, fontSize: size }); } finally { delete doc._fieldDict; }
  }

  label(str: string, x: number, y: number, size = this.look.labelSize, mode = this.modes.label): void {
    this.ink.text(mode, str, x, y, { size, color: '#333' });
  }

  /** A section title: a coloured bar with white letters, or a rule under dark letters. */
  section(title: string, x: number, y: number, w: number): number {
    const doc = this.doc;
    if (this.look.bar) {
      doc.rect(x, y, w, 14).fill(this.look.accent);
      this.ink.text(this.modes.header, title.toUpperCase(), x + 5, y + 3, { size: 8.5, face: 'bold', color: '#fff' });
    } else {
      this.ink.text(this.modes.header, title.toUpperCase(), x, y + 1, { size: 9, face: 'bold', color: this.look.accent });
      doc.moveTo(x, y + 13).lineTo(x + w, y + 13).lineWidth(1).strokeColor(this.look.accent).stroke();
    }
    return y + 17;
  }

  /** A row of labelled cells; returns the y below it. */
  row(cells: Cell[], x: number, y: number, w: number, h = 24, decoy: boolean[] = []): number {
    const doc = this.doc;
    const total = cells.reduce((s, c) => s + (c[2] ?? 1), 0);
    let cx = x;
    cells.forEach(([label, value, wt], i) => {
      const cw = (w * (wt ?? 1)) / total;
      if (this.look.boxed) doc.rect(cx, y, cw, h).lineWidth(0.6).strokeColor('#555').stroke();
      else doc.moveTo(cx + 2, y + h).lineTo(cx + cw - 4, y + h).lineWidth(0.5).strokeColor('#666').stroke();
      this.label(label, cx + 2.5, y + 2);
      this.value(value, cx + 1, y + this.look.labelSize + 2, cw - 2, h - this.look.labelSize - 2, decoy[i] ?? false);
      cx += cw;
    });
    return y + h + (this.look.boxed ? 0 : 4);
  }

  /** Checkbox options; the chosen one gets a drawn X (lines, no text). */
  checks(label: string, options: string[], chosen: string, x: number, y: number, w: number): number {
    this.label(label, x + 2, y + 3, this.look.labelSize + 0.5);
    let cx = x + this.ink.width(label, { size: this.look.labelSize + 0.5 }) + 12;
    const doc = this.doc;
    for (const o of options) {
      doc.rect(cx, y + 2, 8, 8).lineWidth(0.7).strokeColor('#222').stroke();
      if (o === chosen) {
        if (this.ink.legible) this.ink.text('plain', 'X', cx + 1.3, y + 2.3, { size: 7.5 });
        else doc.moveTo(cx + 1.2, y + 3.2).lineTo(cx + 6.8, y + 8.8).moveTo(cx + 6.8, y + 3.2).lineTo(cx + 1.2, y + 8.8).lineWidth(1.2).strokeColor('#111').stroke();
      }
      this.label(o, cx + 11, y + 3, this.look.labelSize + 0.5);
      cx += 11 + this.ink.width(o, { size: this.look.labelSize + 0.5 }) + 12;
      if (cx > x + w) break;
    }
    return y + 16;
  }

  /** A table: header cells and value rows; decoy tables mark every value as a decoy. */
  table(head: string[], rows: string[][], x: number, y: number, widths: number[], decoy: boolean, rh = 17): number {
    const doc = this.doc;
    const total = widths.reduce((a, b) => a + b, 0);
    let cx = x;
    doc.rect(x, y, total, 13).fill('#e6e6e6');
    head.forEach((hd, i) => { this.label(hd, cx + 3, y + 3); cx += widths[i]!; });
    let cy = y + 13;
    for (const r of rows) {
      cx = x;
      r.forEach((v, i) => {
        doc.rect(cx, cy, widths[i]!, rh).lineWidth(0.5).strokeColor('#777').stroke();
        this.value(v, cx, cy, widths[i]!, rh, decoy);
        cx += widths[i]!;
      });
      cy += rh;
    }
    return cy + 6;
  }

  signature(name: string, date: string, x: number, y: number): number {
    const doc = this.doc;
    doc.moveTo(x, y + 22).lineTo(x + 190, y + 22).moveTo(x + 215, y + 22).lineTo(x + 320, y + 22).lineWidth(0.6).strokeColor('#333').stroke();
    // a scribble for the signature: curves, no text
    const s = this.hand;
    doc.save().moveTo(x + 8, y + 18);
    for (let i = 0; i < 6; i++) doc.bezierCurveTo(x + 14 + i * 16, y + s.float(2, 8), x + 20 + i * 16, y + s.float(18, 24), x + 26 + i * 16, y + s.float(10, 16));
    doc.lineWidth(1).strokeColor('#1b2a8c').stroke().restore();
    this.label(`Signature - ${name}`, x, y + 25);
    this.label('Date', x + 215, y + 25);
    this.value(date, x + 212, y + 5, 105, 16, true);
    return y + 38;
  }
}
