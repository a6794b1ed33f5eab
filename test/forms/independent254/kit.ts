// The drawing kit: labels are always page text; values go through the style (typed text, handwriting, AcroForm field).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const W = 612;
export const H = 792;

/** One printed value: the truth paths it gives (empty for a decoy). */
export interface Placed { key: string; text: string; page: number; fields: Record<string, unknown>; acroform?: string; kind: 'text' | 'check' }

interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Internals {
  _font: { id: string; ref(): Ref };
  page: { annotations: Ref[]; dictionary: Ref };
  _root: { data: { AcroForm: { data: { Fields: Ref[]; NeedAppearances: boolean } } } };
  ref(data: Record<string, unknown>): Ref;
}

const pdfString = (s: string): string => s.replace(/[\\()]/g, '\\$&');

export class Kit {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  private n = 0;
  private readonly ink: string;
  private readonly typedFont: string;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, opts: { typedFont?: string; title: string }) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: opts.title, Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2024, 4, 2)) } });
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      (this.doc as unknown as Internals)._root.data.AcroForm.data.NeedAppearances = false;
    }
    this.ink = rng.pick(['#14246b', '#101010', '#1f3f99', '#2a2a55', '#0d3b66']);
    this.typedFont = opts.typedFont ?? 'Helvetica';
  }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): this {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(text, x, y, { lineBreak: false });
    return this;
  }

  /** A value of the application: printed per style; `fields` are the truth paths it gives. Blank text prints nothing. */
  value(key: string, text: string | null | undefined, x: number, y: number, w: number, fields: Record<string, unknown> = {}): void {
    if (!text) return;
    const acroform = this.put(key, text, x, y, w);
    this.placed.push({ key, text, page: this.page, fields, kind: 'text', ...(acroform ? { acroform } : {}) });
  }

  /** A printed value that is not the application's (landlord, reference, bank, ISO rep ...). */
  decoy(key: string, text: string | null | undefined, x: number, y: number, w: number): void { this.value(key, text, x, y, w, {}); }

  private put(key: string, text: string, x: number, y: number, w: number): string | undefined {
    const d = this.doc;
    if (this.style === 'typed') {
      let size = this.typedFont === 'Courier' ? 8.5 : 9.5;
      while (size > 5.5 && d.font(this.typedFont).fontSize(size).widthOfString(text) > w) size -= 0.5;
      d.font(this.typedFont).fontSize(size).fillColor('#000').text(text, x, y + (9.5 - size) / 2, { lineBreak: false });
      return undefined;
    }
    if (this.style === 'handwritten') {
      const r = this.rng;
      let size = r.float(10, 12.5);
      while (size > 6.5 && d.font('hand').fontSize(size).widthOfString(text) > w + 8) size -= 0.5;
      const [jx, jy] = [r.float(-1.5, 2.5), r.float(-2.5, 0.5)];
      d.save().rotate(r.float(-2.2, 2.2), { origin: [x, y + 6] });
      d.font('hand').fontSize(size).fillColor(this.ink).text(text, x + jx, y + jy - 1, { lineBreak: false });
      d.restore();
      return undefined;
    }
    return this.textField(`${key}_${++this.n}`, text, x - 1, y - 2.5, w, 12.5);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number): string {
    const d = this.doc;
    d.font('Helvetica');
    let size = 9;
    while (size > 5 && d.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    const internals = d as unknown as Internals;
    const font = internals._font;
    const ap = internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td (${pdfString(text)}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap },
      MK: { BG: [0.93, 0.95, 1] } }, x, y, w, h);
    return name;
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const internals = this.doc as unknown as Internals;
    const ref = internals.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, P: internals.page.dictionary, Rect: [x, H - y - h, x + w, H - y], ...dict });
    internals.page.annotations.push(ref);
    internals._root.data.AcroForm.data.Fields.push(ref);
    ref.end();
  }

  /** A checkbox and its label; when checked, its fields are truth (a checked decoy has none). */
  check(key: string, label: string, x: number, y: number, on: boolean, fields: Record<string, unknown> = {}, size = 8): void {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#000').rect(x, y, size, size).stroke();
    this.label(label, x + size + 3, y + 0.5, { size: 7.5 });
    if (this.style === 'fillable') {
      const name = `${key}_${++this.n}`;
      const internals = d as unknown as Internals;
      const yes = internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      yes.end(`q 0 g 0 G 1.1 w 1.5 1.5 m ${size - 1.5} ${size - 1.5} l S 1.5 ${size - 1.5} m ${size - 1.5} 1.5 l S Q`);
      const off = internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      off.end('');
      this.widget({ FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } },
        x, y, size, size);
      if (on) this.placed.push({ key, text: label, page: this.page, fields, kind: 'check', acroform: name });
      return;
    }
    if (!on) return;
    if (this.style === 'typed') d.font('Helvetica-Bold').fontSize(size + 1).fillColor('#000').text('X', x + 1, y - 0.5, { lineBreak: false });
    else {
      const r = this.rng;
      d.save().lineWidth(r.float(0.9, 1.5)).strokeColor(this.ink).lineCap('round');
      if (r.chance(0.5)) d.moveTo(x - 1, y + size * 0.5).lineTo(x + size * 0.4, y + size + 0.5).lineTo(x + size + 2, y - 3).stroke();
      else d.moveTo(x - 1, y - 1).lineTo(x + size + 1, y + size + 1).moveTo(x + size + 1, y - 1).lineTo(x - 1, y + size + 1).stroke();
      d.restore();
    }
    this.placed.push({ key, text: label, page: this.page, fields, kind: 'check' });
  }

  hline(x1: number, x2: number, y: number, color = '#000', w = 0.5): this { this.doc.lineWidth(w).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke(); return this; }
  box(x: number, y: number, w: number, h: number, color = '#000', lw = 0.5): this { this.doc.lineWidth(lw).strokeColor(color).rect(x, y, w, h).stroke(); return this; }
  fill(x: number, y: number, w: number, h: number, color: string): this { this.doc.rect(x, y, w, h).fillColor(color).fill(); this.doc.fillColor('#000'); return this; }

  /** A labelled line: label above or left, a rule under the value. */
  field(key: string, label: string, text: string | null | undefined, x: number, y: number, w: number, fields: Record<string, unknown> = {}, labelLeft = false): void {
    if (labelLeft) {
      this.label(label, x, y + 2);
      const lw = this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 4;
      this.hline(x + lw, x + w, y + 11, '#555');
      this.value(key, text, x + lw + 2, y, w - lw - 4, fields);
    } else {
      this.label(label, x, y, { size: 6.5, color: '#333' });
      this.hline(x, x + w - 6, y + 21, '#555');
      this.value(key, text, x + 2, y + 9, w - 10, fields);
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  finish(): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
