// Drawing for set 256: labels are always page text; values go where the style puts them (typed page text,
// handwriting-like page text, or AcroForm widgets with their own appearance streams), and every value is recorded
// with the truth paths it gives (none for a decoy).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed { key: string; text: string; page: number; box: Box; fields: Record<string, unknown>; acroform_field?: string }
export interface ValueOpts { size?: number; font?: string; h?: number; align?: 'left' | 'center' }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1a2a8c', '#0b0b3b', '#222222', '#123f91'];
const W = 612, H = 792;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 0;
  private readonly fields: PDFKit.PDFKitReference[] = [];
  private readonly helv: PDFKit.PDFKitReference;
  private readonly ink: string;
  private readonly handSize: number;
  private names = new Set<string>();

  readonly style: Style;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'Broker Forms', CreationDate: new Date(Date.UTC(2025, 2, 3)) } });
    this.doc.registerFont('hand', HAND);
    this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
    this.helv.end('');
    this.ink = rng.pick(INKS);
    this.handSize = rng.float(10.5, 12.5);
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static printed text (a label, a heading, a paragraph). */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): number {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    if (o.width) { this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 1 }); return this.doc.y; }
    this.doc.text(s, x, y, { lineBreak: false });
    return y + (o.size ?? 8) * 1.2;
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_'), i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in a w x h slot whose top-left is (x, y): fields maps truth paths to the values this text gives. */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}, o: ValueOpts = {}): void {
    if (!text) return;
    const h = o.h ?? 13;
    const p: Placed = { key, text, page: this.page, box: [x, H - y - h, x + w, H - y], fields };
    if (this.style === 'fillable') {
      p.acroform_field = this.textField(key, text, x, y, w, h, o.size ?? 9);
    } else if (this.style === 'typed') {
      let size = o.size ?? 9;
      this.doc.font(o.font ?? 'Helvetica').fontSize(size);
      while (size > 5 && this.doc.widthOfString(text) > w - 2) this.doc.fontSize(--size);
      const dx = o.align === 'center' ? Math.max(0, (w - this.doc.widthOfString(text)) / 2) : 2;
      this.doc.fillColor('#000000').text(text, x + dx, y + h - size - 1.5, { lineBreak: false });
    } else {
      const r = this.rng;
      let size = this.handSize * r.float(0.9, 1.08);
      this.doc.font('hand').fontSize(size);
      while (size > 6 && this.doc.widthOfString(text) > w - 4) this.doc.fontSize(size -= 0.5);
      const tx = x + r.float(2, 7), ty = y + h - size - r.float(-0.5, 2.2);
      this.doc.save().rotate(r.float(-2.2, 2.2), { origin: [tx, ty + size] });
      this.doc.fillColor(this.ink).text(text, tx, ty, { lineBreak: false });
      this.doc.restore();
    }
    this.placed.push(p);
  }

  /** Agreement text that repeats values: merged into the printed paragraph when typed; written on fill-in lines
   *  above a generic paragraph when handwritten or fillable (a hand cannot write inside printed prose). */
  merged(parts: (string | { key: string; text: string; label: string; ref: string; fields?: Record<string, unknown> })[], x: number, y: number, w: number, size = 8): number {
    if (this.style === 'typed') {
      const s = parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
      const end = this.text(s, x, y, { size, width: w, lineGap: 2 });
      for (const p of parts) if (typeof p !== 'string') this.placed.push({ key: p.key, text: p.text, page: this.page, box: [x, H - end, x + w, H - y], fields: p.fields ?? {} });
      return end;
    }
    let yy = y;
    for (const p of parts) {
      if (typeof p === 'string') continue;
      this.text(`${p.label}:`, x, yy + 4, { size });
      const lx = x + this.doc.font('Helvetica').fontSize(size).widthOfString(`${p.label}:`) + 6;
      this.line(lx, yy + 14, x + w, yy + 14, 0.5);
      this.value(p.key, p.text, lx, yy, x + w - lx, p.fields ?? {});
      yy += 17;
    }
    const out: string[] = [];
    for (const p of parts) {
      if (typeof p === 'string') out.push(p);
      else if (p.ref) out.push(p.ref);
      else if (/^(, | and | d\/b\/a )$/.test(out[out.length - 1] ?? '')) out.pop();
    }
    const s = out.join('');
    return this.text(s, x, yy + 4, { size, width: w, lineGap: 2 });
  }

  /** A checkbox (s x s at x, y), with its label printed to the right; a checked box gives `fields`. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> = {}, s = 8, labelSize = 8): number {
    this.rect(x, y, s, s, { lw: 0.7 });
    const end = this.text(label, x + s + 3, y + (s - labelSize) / 2 + 0.5, { size: labelSize });
    void end;
    const lw = this.doc.font('Helvetica').fontSize(labelSize).widthOfString(label);
    if (this.style === 'fillable') {
      const name = this.checkField(key, x, y, s, checked);
      if (checked) this.placed.push({ key, text: label, page: this.page, box: [x, H - y - s, x + s, H - y], fields, acroform_field: name });
    } else if (checked) {
      if (this.style === 'typed') {
        this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.18, y + s * 0.08, { lineBreak: false });
      } else {
        const r = this.rng, j = (): number => r.float(-1.2, 1.2);
        this.doc.save().lineWidth(r.float(1, 1.6)).strokeColor(this.ink).lineCap('round');
        if (r.chance(0.5)) {
          this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
          this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
        } else {
          this.doc.moveTo(x + 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
        }
        this.doc.restore();
      }
      this.placed.push({ key, text: label, page: this.page, box: [x, H - y - s, x + s, H - y], fields });
    }
    return x + s + 3 + lw + 10;
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): PDFKit.PDFKitReference {
    const ref = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', Rect: [x, H - y - h, x + w, H - y], F: 4,
      P: this.doc.page.dictionary, ...dict });
    ref.end('');
    (this.doc.page as unknown as { annotations: PDFKit.PDFKitReference[] }).annotations.push(ref);
    this.fields.push(ref);
    return ref;
  }

  private stream(w: number, h: number, body: string, font: boolean): PDFKit.PDFKitReference {
    const s = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { Helv: this.helv } } } : {}) });
    s.write(body);
    s.end('');
    return s;
  }

  private textField(key: string, text: string, x: number, y: number, w: number, h: number, size: number): string {
    const name = this.fieldName(key);
    this.doc.font('Helvetica').fontSize(size);
    let fs = size;
    while (fs > 5 && this.doc.fontSize(fs).widthOfString(text) > w - 4) fs--;
    const esc = text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
    const ap = this.stream(w, h, `/Tx BMC q 1 1 ${w - 2} ${h - 2} re W n BT /Helv ${fs} Tf 0 g 2 ${((h - fs) / 2 + 1).toFixed(2)} Td (${esc}) Tj ET Q EMC`, true);
    // eslint-disable-next-line @typescript-eslint/no-wrapper-object-types
    const str = (v: string): String => new String(v);
    this.widget({ FT: 'Tx', T: str(name), V: str(text), DA: str(`/Helv ${fs} Tf 0 g`), AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.6] } }, x, y, w, h);
    return name;
  }

  private checkField(key: string, x: number, y: number, s: number, checked: boolean): string {
    const name = this.fieldName(key);
    const on = this.stream(s, s, `q 0 g 0 G 1.1 w ${s * 0.2} ${s * 0.2} m ${s * 0.8} ${s * 0.8} l S ${s * 0.2} ${s * 0.8} m ${s * 0.8} ${s * 0.2} l S Q`, false);
    const off = this.stream(s, s, '', false);
    // eslint-disable-next-line @typescript-eslint/no-wrapper-object-types
    const str = (v: string): String => new String(v);
    this.widget({ FT: 'Btn', T: str(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } },
      MK: { CA: str('8') } }, x, y, s, s);
    return name;
  }

  /** The finished PDF (with the AcroForm dictionary when there are fields). */
  async finish(): Promise<Uint8Array> {
    if (this.fields.length) {
      const form = this.doc.ref({ Fields: this.fields, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.helv } } });
      // pdfkit ends the AcroForm dictionary itself (endAcroForm) once it sees one in the catalog.
      const d = this.doc as unknown as { _root: { data: Record<string, unknown> }; _acroform: unknown };
      d._acroform = { fonts: {}, defaultFont: 'Helv' };
      d._root.data.AcroForm = form;
    }
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export const PAGE_W = W, PAGE_H = H;
