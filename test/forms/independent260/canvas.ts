// Drawing for set 260: printed form text, values in the chosen style (typed text, handwriting, or AcroForm widgets
// with their own appearance streams), checkboxes, and the person's marks: strike-throughs with initials, values over
// a printed N/A, margin notes, highlighter bands and a sticky note.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export const HW_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed { key: string; text: string; page: number; box: [number, number, number, number]; acroform_field?: string }

type Ref = ReturnType<PDFKit.PDFDocument['ref']>;
const H = 792;

function pdfEsc(s: string): string { return s.replace(/[\\()]/g, (c) => `\\${c}`); }

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private fields: Ref[] = [];
  private helv: Ref | null = null;
  private names = new Map<string, number>();
  ink: string;
  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;

  constructor(style: Style, rng: Rng, typedFont: string, title: string) {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormDesk 4.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 2, 3)) } });
    this.doc.registerFont('hw', HW_FONT);
    this.ink = rng.pick(['#1a2a78', '#111111', '#203060', '#0d1f5c']);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Printed form text (labels, headings, fine print), top-left coordinates. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    else d.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    d.restore();
  }
  line(x0: number, y0: number, x1: number, y1: number, color = '#000', lw = 0.6): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  private fieldName(key: string): string {
    const base = key.replace(/^application\./, '').replace(/[[\].]+/g, '_').replace(/_+$/, '');
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  private helvRef(): Ref {
    if (!this.helv) { this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }); this.helv.end(''); }
    return this.helv;
  }

  private widget(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as unknown as { ref: PDFKit.PDFDocument['ref']; page: { annotations: Ref[]; dictionary: Ref } };
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helvRef() } } });
    ap.write(`/Tx BMC q 1 1 ${w - 2} ${h - 2} re W n BT /Helv ${size} Tf 0 0 0.35 rg 2 ${((h - size) / 2 + size * 0.22).toFixed(2)} Td (${pdfEsc(value)}) Tj ET Q EMC`);
    ap.end('');
    const annot = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DV: new String(''),
      Rect: [x, H - y - h, x + w, H - y], F: 4, Ff: 0, DA: new String(`/Helv ${size} Tf 0 0 0.35 rg`), AP: { N: ap }, P: d.page.dictionary,
      MK: { BG: [0.93, 0.95, 1] } });
    annot.end('');
    d.page.annotations.push(annot);
    this.fields.push(annot);
  }

  private checkWidget(name: string, on: boolean, x: number, y: number, s: number): void {
    const d = this.doc as unknown as { ref: PDFKit.PDFDocument['ref']; page: { annotations: Ref[]; dictionary: Ref } };
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.write(`q 0 0 0.35 RG 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    yes.end('');
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.write('q Q');
    off.end('');
    const annot = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      Rect: [x, H - y - s, x + s, H - y], F: 4, AP: { N: { Yes: yes, Off: off } }, P: d.page.dictionary, MK: { CA: new String('8') },
      DA: new String('/ZaDb 0 Tf 0 g') });
    annot.end('');
    d.page.annotations.push(annot);
    this.fields.push(annot);
  }

  /** A value written in the form's style; y is the top of the writing line's text. Returns the drawn width. */
  value(key: string, s: string, x: number, y: number, o: { w?: number; decoy?: boolean; size?: number; forceText?: boolean } = {}): number {
    const d = this.doc;
    const size = o.size ?? 9;
    let box: [number, number, number, number];
    let field: string | undefined;
    if (this.style === 'fillable' && !o.forceText) {
      d.font('Helvetica').fontSize(size);
      const w = Math.max(o.w ?? 0, d.widthOfString(s) + 6);
      field = this.fieldName(key);
      this.widget(field, s, x - 2, y - 2, w, size + 5, size);
      box = [x - 2, H - y - size - 3, x - 2 + w, H - y + 2];
      if (o.decoy) this.decoys.push({ key, text: s, page: this.page, box, acroform_field: field });
      else if (!key.startsWith('info.')) this.placed.push({ key, text: s, page: this.page, box, acroform_field: field });
      return w - 4;
    }
    let w: number;
    if (this.style === 'handwritten' && !o.forceText) {
      const sz = size + 2.5 + this.rng.float(-1, 1.2);
      const dy = this.rng.float(-2.2, 1.2), ang = this.rng.float(-2, 2);
      d.font('hw').fontSize(sz);
      w = d.widthOfString(s);
      d.save().rotate(ang, { origin: [x, y + sz] }).fillColor(this.ink).text(s, x + this.rng.float(0, 3), y - 3 + dy, { lineBreak: false }).restore();
      box = [x, H - y - sz + dy, x + w + 3, H - y + 3 + dy];
    } else {
      d.font(this.typedFont).fontSize(size).fillColor('#000');
      w = d.widthOfString(s);
      d.text(s, x, y, { lineBreak: false });
      box = [x, H - y - size, x + w, H - y];
    }
    if (o.decoy) this.decoys.push({ key, text: s, page: this.page, box });
    else if (!key.startsWith('info.')) this.placed.push({ key, text: s, page: this.page, box });
    return w;
  }

  /** A checkbox with its printed label; a checked one is placed under key with the label as its text. */
  check(key: string, label: string, x: number, y: number, on: boolean, o: { size?: number; labelSize?: number } = {}): number {
    const s = o.size ?? 8;
    this.rect(x, y, s, s, { lw: 0.7 });
    this.text(label, x + s + 3, y + 0.5, { size: o.labelSize ?? 7.5 });
    const d = this.doc;
    let field: string | undefined;
    if (this.style === 'fillable') {
      field = this.fieldName(`${key}_${label.replace(/[^A-Za-z0-9]+/g, '_')}`);
      this.checkWidget(field, on, x, y, s);
    } else if (on) {
      if (this.style === 'handwritten') {
        const j = () => this.rng.float(-1.4, 1.4);
        d.save().lineWidth(1.3).strokeColor(this.ink);
        if (this.rng.chance(0.5)) {
          d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1.5 + j(), y + s + 1 + j()).stroke();
          d.moveTo(x + s + 1 + j(), y - 1.5 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
        } else {
          d.moveTo(x + 0.5, y + s * 0.5).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3, y - 3 + j()).stroke();
        }
        d.restore();
      } else {
        d.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000').text('X', x + 1, y - 0.3, { lineBreak: false });
      }
    }
    d.font('Helvetica').fontSize(o.labelSize ?? 7.5);
    const lw = d.widthOfString(label);
    if (on && !key.startsWith('info.')) this.placed.push({ key, text: label, page: this.page, box: [x, H - y - s, x + s + 3 + lw, H - y], ...(field ? { acroform_field: field } : {}) });
    return s + 3 + lw;
  }

  /** Handwriting that is no value of ours (notes, initials): page text in the handwriting font. */
  scribble(s: string, x: number, y: number, o: { size?: number; color?: string; angle?: number; decoyKey?: string } = {}): number {
    const d = this.doc;
    const sz = o.size ?? 10;
    d.font('hw').fontSize(sz);
    const w = d.widthOfString(s);
    d.save().rotate(o.angle ?? 0, { origin: [x, y + sz] }).fillColor(o.color ?? this.ink).text(s, x, y, { lineBreak: false }).restore();
    if (o.decoyKey) this.decoys.push({ key: o.decoyKey, text: s, page: this.page, box: [x, H - y - sz, x + w, H - y] });
    return w;
  }

  /**
   * A corrected value: the old one written and struck through, the new one beside or above it with the merchant's
   * initials. The struck value is a decoy.
   */
  corrected(key: string, oldText: string, newText: string, x: number, y: number, initials: string, o: { above?: boolean; size?: number; w?: number } = {}): void {
    const size = o.size ?? 9;
    // the old value as first filled in (page text in every style: in a fillable form it was typed before the fields were made)
    const ow = this.value(`${key}.struck`, oldText, x, y, { decoy: true, size, forceText: this.style === 'fillable' });
    const pen = this.rng.pick(['#b01515', this.ink, '#1a2a78']);
    const sy = y + size * 0.55;
    this.doc.save().lineWidth(1.1).moveTo(x - 2, sy + this.rng.float(-1, 1)).lineTo(x + ow + 3, sy + this.rng.float(-1.5, 1)).stroke(pen);
    if (this.rng.chance(0.35)) this.doc.moveTo(x - 2, sy + 2).lineTo(x + ow + 3, sy + 1.5).stroke(pen);
    this.doc.restore();
    const above = o.above ?? false;
    const nx = above ? x + 4 : x + ow + 8;
    const ny = above ? y - size - 2 : y;
    if (above) this.scribble('^', x + 1, y + 3, { size: 9, color: pen });
    const nw = this.value(key, newText, nx, ny, { size, w: Math.min(o.w ?? 0, 140) });
    this.scribble(initials, nx + nw + 5, ny + (above ? 0 : 1), { size: 8, color: pen, angle: -4, decoyKey: 'initials' });
  }

  /** A value written over a printed "N/A" (which is crossed out with a quick stroke). */
  overNA(key: string, s: string, x: number, y: number, o: { size?: number; w?: number } = {}): void {
    this.text('N/A', x, y + 1, { size: 8, font: 'Helvetica-Bold', color: '#555' });
    this.line(x - 1, y + 9, x + 17, y + 1, this.ink, 0.9);
    this.value(key, s, x + 6, y - 2, { size: o.size, w: o.w });
  }

  highlight(x: number, y: number, w: number, h: number): void {
    const c = this.rng.pick(['#fff200', '#ffe94d', '#b6ff6a', '#ffb3e6']);
    this.doc.save().fillOpacity(0.33).rect(x, y, w, h).fill(c).restore();
  }

  note(s: string, x: number, y: number, angle: number): void {
    this.scribble(s, x, y, { size: 10.5, color: this.rng.pick(['#c41818', '#1650c8', '#0b6b2b']), angle, decoyKey: 'margin_note' });
  }

  sticky(lines: string[], x: number, y: number): void {
    const d = this.doc;
    const w = 118, h = 18 + lines.length * 14, ang = this.rng.float(-4, 4);
    d.save().rotate(ang, { origin: [x, y] });
    d.fillOpacity(0.25).rect(x + 2.5, y + 3, w, h).fill('#777777');
    d.fillOpacity(1).rect(x, y, w, h).fill('#fdf08a');
    d.fillOpacity(0.6).rect(x, y, w, 8).fill('#f4dc55');
    d.restore();
    lines.forEach((l, i) => this.scribble(l, x + 8, y + 11 + i * 14, { size: 11, color: '#222266', angle: ang, decoyKey: 'sticky_note' }));
  }

  /** pdfkit's finished bytes (the AcroForm written first when there are fields). */
  async finish(): Promise<Uint8Array> {
    const d = this.doc as unknown as PDFKit.PDFDocument & { _root: { data: Record<string, unknown> } };
    if (this.fields.length) {
      const zadb = d.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
      zadb.end('');
      const form = d.ref({ Fields: this.fields, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.helvRef(), ZaDb: zadb } } });
      d._root.data.AcroForm = form; // pdfkit ends the form and its fields
      (d as unknown as { _acroform: unknown })._acroform = { fonts: {}, defaultFont: true };
    }
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => d.on('end', () => r()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
