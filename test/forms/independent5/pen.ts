// The fifth set's pen: draws a layout's labels, values and checkbox rows in one of three styles and writes the truth
// from what it draws. A value is given with the truth keys it prints (`legal_name`, `a0.first_name` ...); the pen copies
// those keys from the merchant's full truth, so the truth holds exactly the printed values and nothing else. A value
// with no keys is a decoy (landlord, bank, references, ISO rep, funders, home address, state of incorporation).
//   typed:       values as page text in a plain font;
//   handwritten: values in a handwriting font, each slightly turned and shifted;
//   fillable:    values only in AcroForm widgets (with their own appearance streams), labels only on the page.
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Merchant } from './merchant.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How a checked box is marked on a flattened form. */
export type Mark = 'x-lines' | 'x-letter' | 'check-glyph' | 'check-drawn' | 'filled';
export interface Printed { text: string; keys: string[]; page: number; field?: string; check?: boolean }
export interface TextOpts { font?: string; size?: number; w?: number; align?: 'left' | 'center' | 'right'; color?: string }
export interface ValueOpts { size?: number; h?: number; align?: 'left' | 'center'; name?: string }
export interface CheckOpts { gap?: number; box?: number; size?: number; font?: string; name?: string }

const FONT_DIR = '../../../node_modules/@fontsource/';
const HANDS = [['Kalam', 'kalam/files/kalam-latin-400-normal.woff'], ['PatrickHand', 'patrick-hand/files/patrick-hand-latin-400-normal.woff']] as const;

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  readonly decoys: Printed[] = [];
  private page = 1;
  get pageCount(): number { return this.page; }
  private n = 0;
  private readonly rng: Rng;
  private readonly hand: string;
  private readonly m: Merchant;
  readonly style: Style;
  private readonly mark: Mark;
  private readonly valueFont: string;

  /** A fillable form to be scanned is printed first: the widgets' values are drawn on the page too, as a viewer prints
   *  them (the scanner's renderer draws page content only). */
  private readonly printFields: boolean;

  constructor(m: Merchant, style: Style, seed: string, mark: Mark, valueFont = 'Helvetica', printFields = false) {
    this.printFields = printFields;
    this.m = m;
    this.style = style;
    this.mark = mark;
    this.valueFont = valueFont;
    // A fixed date: the same inputs give the same bytes (pdfkit derives the file id from the info dictionary).
    const when = new Date(Date.UTC(2026, 0, 15, 12, 0, 0));
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, info: { CreationDate: when, ModDate: when, Producer: 'FormWorks', Creator: 'FormWorks' } });
    this.rng = new Rng(`pen:${seed}`);
    for (const [name, file] of HANDS) this.doc.registerFont(name, fileURLToPath(new URL(FONT_DIR + file, import.meta.url)));
    this.hand = this.rng.pick(HANDS)[0];
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      // Every widget carries its own appearance, so viewers need not make one (poppler's would ask for ZapfDingbats).
      delete (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances;
    }
  }

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    d.text(s, x, y, { lineBreak: o.w !== undefined, width: o.w, align: o.align ?? 'left' });
    d.fillColor('#000');
  }
  rule(x1: number, y1: number, x2: number, y2: number, o: { w?: number; color?: string; dash?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.w ?? 0.6).strokeColor(o.color ?? '#000');
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    else d.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    d.restore();
  }
  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** A value in a slot of width w whose top is y; `keys` are the truth keys it prints (none: a decoy). */
  value(text: string, x: number, y: number, w: number, keys: string[], o: ValueOpts = {}): void {
    if (!text) return;
    const rec: Printed = { text, keys, page: this.page };
    for (const k of keys) this.setTruth(k);
    (keys.length ? this.printed : this.decoys).push(rec);
    const field = this.put(text, x, y, w, o);
    if (field) rec.field = field;
  }
  decoy(text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    this.value(text, x, y, w, [], o);
  }
  /** A filled-in value that is neither a field of ours nor a decoy (street, e-mail, employees ...). */
  info(text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    if (text) this.put(text, x, y, w, o);
  }

  private put(text: string, x: number, y: number, w: number, o: ValueOpts): string | undefined {
    const size = this.fit(text, w, o.size ?? 9.5);
    if (this.style === 'fillable') {
      const field = o.name ?? `Text${++this.n}`;
      this.widgetText(field, text, x, y - 2, w, o.h ?? size + 5, size);
      if (this.printFields) this.doc.font('Helvetica').fontSize(size).text(text, x + 2, y - 2 + ((o.h ?? size + 5) - size) / 2, { lineBreak: false });
      return field;
    }
    if (this.style === 'typed') {
      this.doc.font(this.valueFont).fontSize(size).fillColor('#000').text(text, x, y, { lineBreak: false, width: o.align === 'center' ? w : w + 40, align: o.align ?? 'left' });
      return undefined;
    }
    const r = this.rng;
    const [dx, dy, turn] = [r.float(-1.5, 3), r.float(-2, 1), r.float(-2.2, 2.2)];
    const d = this.doc.save().rotate(turn, { origin: [x + dx, y + dy] });
    d.font(this.hand).fontSize(size + 1.5).fillColor('#1b2a6b').text(text, x + dx, y + dy - 2, { lineBreak: false });
    d.restore().fillColor('#000');
    return undefined;
  }

  /** A row of boxes with labels after them; the `on` option is the one marked. Returns the x after the row. */
  checks(options: { label: string; on: boolean }[], x: number, y: number, keys: string[], o: CheckOpts = {}): number {
    const s = o.box ?? 8;
    let cx = x;
    for (const opt of options) {
      const name = o.name ? `${o.name} ${opt.label}` : `Check Box${++this.n}`;
      // A checked box gives its keys; a row of no field of ours (own/rent) or an "Other:" box records nothing.
      if (opt.on && keys.length) {
        for (const k of keys) this.setTruth(k);
        this.printed.push({ text: opt.label, keys, page: this.page, check: true, ...(this.style === 'fillable' ? { field: name } : {}) });
      }
      if (this.style === 'fillable') {
        this.widgetCheck(name, cx, y, s, opt.on);
        if (opt.on && this.printFields) this.drawMark(cx, y, s, 'x-lines');
      }
      else {
        this.rect(cx, y, s, s, { lw: 0.7 });
        if (opt.on) this.drawMark(cx, y, s);
      }
      this.text(opt.label, cx + s + 3, y + (s - (o.size ?? 8)) / 2 + 0.5, { size: o.size ?? 8, font: o.font });
      cx += s + 3 + this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).widthOfString(opt.label) + (o.gap ?? 12);
    }
    return cx;
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  private setTruth(key: string): void {
    const a = /^a(\d)\.(\w+)$/.exec(key);
    if (!a) {
      (this.truth as unknown as Record<string, unknown>)[key] = (this.m.full as unknown as Record<string, unknown>)[key];
      return;
    }
    const i = Number(a[1]);
    while (this.truth.applicants.length <= i) {
      this.truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
        tax_id_type: null, tax_id_country: null, date_of_birth: null });
    }
    const src = this.m.full.applicants[i] as unknown as Record<string, unknown>;
    (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = src[a[2]!];
  }

  private fit(text: string, w: number, size: number): number {
    const font = this.style === 'handwritten' ? this.hand : this.style === 'fillable' ? 'Helvetica' : this.valueFont;
    const width = this.doc.font(font).fontSize(size).widthOfString(text);
    return width > w ? Math.max(5.5, (size * w) / width) : size;
  }

  private drawMark(x: number, y: number, s: number, mark: Mark = this.mark): void {
    const d = this.doc;
    const j = () => (this.style === 'handwritten' ? this.rng.float(-1, 1) : 0);
    d.save().lineWidth(1.2).strokeColor('#111').fillColor('#111');
    if (mark === 'x-lines') {
      d.moveTo(x + 1.5 + j(), y + 1.5 + j()).lineTo(x + s - 1.5 + j(), y + s - 1.5 + j()).stroke();
      d.moveTo(x + s - 1.5 + j(), y + 1.5 + j()).lineTo(x + 1.5 + j(), y + s - 1.5 + j()).stroke();
    } else if (mark === 'check-drawn') {
      d.moveTo(x + 1 + j(), y + s * 0.5).lineTo(x + s * 0.4, y + s - 1).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
    } else if (mark === 'filled') {
      d.rect(x + 1.5, y + 1.5, s - 3, s - 3).fill();
    } else if (mark === 'x-letter') {
      const font = this.style === 'handwritten' ? this.hand : this.valueFont;
      d.font(font).fontSize(s + 1).text('X', x + s / 2 - d.widthOfString('X') / 2 + j(), y - 0.5, { lineBreak: false });
    } else {
      d.font('ZapfDingbats').fontSize(s + 1).text('4', x + 0.5, y + s - 1.5, { lineBreak: false, baseline: 'alphabetic' });
    }
    d.restore();
  }

  private widgetText(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const doc = this.doc;
    const font = (doc.font('Helvetica') as unknown as { _font: { id: string; ref(): PDFKit.PDFKitReference } })._font;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    const safe = text.replace(/[\\()]/g, (c) => `\\${c}`);
    ap.end(`/Tx BMC q BT /${font.id} ${size.toFixed(2)} Tf 0 g 2 ${((h - size) / 2 + size * 0.22).toFixed(2)} Td (${safe}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${size.toFixed(2)} Tf 0 g`), AP: { N: ap } });
  }

  private widgetCheck(name: string, x: number, y: number, s: number, on: boolean): void {
    const yes = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.end(`q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end(' ');
    this.rect(x, y, s, s, { lw: 0.7 });
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc as unknown as PDFKit.PDFDocument & { page: { annotations: PDFKit.PDFKitReference[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, MK: {}, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations.at(-1));
  }
}
