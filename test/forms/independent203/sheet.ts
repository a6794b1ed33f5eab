// A page-drawing helper over pdfkit that prints each value in one of three styles and records where it went, so the
// truth is built from what was actually placed (typed text, handwriting, or AcroForm fields with appearances).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, string | number | null>;
  via: 'text' | 'acroform' | 'drawn'; acroform_field?: string; acroform_value?: string;
}
export type ValueFont = 'Courier' | 'Helvetica' | 'Times-Roman';

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const SANS_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
export const W = 612, H = 792;

// The few pdfkit internals needed to write widgets with our own appearance streams (its own form API forces
// NeedAppearances true, and the brief wants readers to get appearances, not to make them).
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Internals {
  _root: Ref; _acroform?: { fonts: Record<string, Ref>; defaultFont: string }; page: { annotations: Ref[]; dictionary: Ref }; ref(d: Record<string, unknown>): Ref;
  _font: { id: string; ref(): Ref; encode(t: string): [string[], unknown] };
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 0;
  private readonly ink: Rng;
  private readonly widgets: Ref[] = [];
  private readonly names = new Map<string, number>();
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly valueFont: ValueFont;
  readonly captionFont: 'Helvetica' | 'Times-Roman' | 'DejaVu';

  constructor(style: Style, valueFont: ValueFont, captionFont: Sheet['captionFont'], inkSeed: string) {
    this.style = style; this.valueFont = valueFont; this.captionFont = captionFont;
    // A fixed date: the same deal must give the same bytes.
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, info: { Producer: 'FormWriter', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.registerFont('hand', HAND);
    this.doc.registerFont('DejaVu', SANS);
    this.doc.registerFont('DejaVu-Bold', SANS_BOLD);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    // The ink's wobble has its own generator, so handwriting never shifts the deal's draws.
    this.ink = new Rng(inkSeed);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  private capFont(bold: boolean): string {
    if (this.captionFont === 'DejaVu') return bold ? 'DejaVu-Bold' : 'DejaVu';
    if (this.captionFont === 'Times-Roman') return bold ? 'Times-Bold' : 'Times-Roman';
    return bold ? 'Helvetica-Bold' : 'Helvetica';
  }

  /** Printed form text (captions, headings): part of the blank form in every style. */
  caption(text: string, x: number, y: number, size = 7, bold = false, color = '#000000'): number {
    this.doc.font(this.capFont(bold)).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
    this.doc.fillColor('#000000');
    return this.doc.widthOfString(text);
  }

  para(text: string, x: number, y: number, width: number, size = 6.5): number {
    this.doc.font(this.capFont(false)).fontSize(size).text(text, x, y, { width, lineGap: 0.5 });
    return this.doc.y;
  }

  textWidth(text: string, size: number, bold = false): number {
    return this.doc.font(this.capFont(bold)).fontSize(size).widthOfString(text);
  }

  hline(x0: number, x1: number, y: number, width = 0.5): void {
    this.doc.lineWidth(width).moveTo(x0, y).lineTo(x1, y).stroke();
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#000000');
    else this.doc.lineWidth(0.6).rect(x, y, w, h).stroke();
    this.doc.fillColor('#000000');
  }

  band(text: string, x: number, y: number, w: number, fill: string, color = '#ffffff'): void {
    this.doc.rect(x, y, w, 13).fill(fill);
    this.caption(text, x + 4, y + 3, 8, true, color);
  }

  /** One filled-in value at (x, y) (top left, pdfkit's coordinates); a blank text places nothing. `fields` empty
   *  makes it a decoy. `w` is the field's width for a fillable form. */
  value(key: string, text: string, x: number, y: number, fields: Placed['fields'] = {}, size = 9.5, w = 0): void {
    if (!text) return;
    const d = this.doc;
    // A long value is written smaller to stay inside its blank, as a person or a form's auto-size would.
    if (w > 0) {
      const font = this.style === 'handwritten' ? 'hand' : this.valueFont, k = this.style === 'handwritten' ? 1.2 : 1;
      const tw = d.font(font).fontSize(size * k).widthOfString(text) + (this.style === 'fillable' ? 6 : 0);
      if (tw > w) size = Math.max(5.5, (size * w) / tw);
    }
    if (this.style === 'fillable') {
      const width = Math.max(w, d.font(this.valueFont).fontSize(size).widthOfString(text) + 6);
      const name = this.fieldName(key);
      const rect: Box = [x - 2, H - (y + size * 1.25), x - 2 + width, H - y + 2];
      const font = this.fontRef(this.valueFont);
      const hex = font.encode(text)[0].map((c) => c.padStart(2, '0')).join('');
      const ap = this.internals().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, rect[2] - rect[0], rect[3] - rect[1]], Resources: { Font: { FV: font.ref() } } });
      ap.end(`/Tx BMC q BT /FV ${size} Tf 0 g 2 ${(size * 0.35).toFixed(2)} Td <${hex}> Tj ET Q EMC`);
      this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/FV ${size} Tf 0 g`), Rect: rect, AP: { N: ap } });
      this.placed.push({ key, text, page: this.page, box: rect, fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (this.style === 'typed') {
      d.font(this.valueFont).fontSize(size).text(text, x, y, { lineBreak: false, width: 1000 });
      const tw = d.widthOfString(text);
      this.placed.push({ key, text, page: this.page, box: [x, H - (y + size * 1.15), x + tw, H - y], fields, via: 'text' });
      return;
    }
    const hs = size * 1.2, angle = this.ink.float(-1.8, 1.8), dx = this.ink.float(-1.5, 1.5), dy = this.ink.float(-1.5, 1);
    d.save().rotate(angle, { origin: [x + dx, y + dy] });
    d.font('hand').fontSize(hs).text(text, x + dx, y + dy - 1, { lineBreak: false, width: 1000 });
    d.restore();
    const tw = d.font('hand').fontSize(hs).widthOfString(text), lift = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw;
    this.placed.push({ key, text, page: this.page, box: [x + dx, H - (y + dy + hs * 1.2 + lift), x + dx + tw, H - (y + dy - 1 - lift)], fields, via: 'text' });
  }

  /** A check box with its caption; a checked one is the value `label` stands for. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Placed['fields'] = {}, size = 7.5): number {
    const d = this.doc, s = 8.5;
    d.lineWidth(0.6).rect(x, y, s, s).stroke();
    const lw = this.caption(label, x + s + 3, y + 1, size);
    if (this.style === 'fillable') {
      const name = this.fieldName(key), on = 'Si';
      const rect: Box = [x, H - (y + s), x + s, H - y];
      const font = this.fontRef('Helvetica');
      const onAp = this.internals().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: { Font: { FV: font.ref() } } });
      onAp.end(`q BT /FV 8 Tf 0 g 1.6 1.6 Td <58> Tj ET Q`);
      const offAp = this.internals().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      offAp.end('');
      this.widget({ FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off', Rect: rect, AP: { N: { [on]: onAp, Off: offAp } }, MK: { CA: new String('8') } });
      if (checked) this.placed.push({ key, text: label, page: this.page, box: rect, fields, via: 'acroform', acroform_field: name, acroform_value: on });
    } else if (checked && this.style === 'typed') {
      d.font(this.valueFont).fontSize(9).text('X', x + 1.4, y + 0.2, { lineBreak: false });
      this.placed.push({ key, text: label, page: this.page, box: [x, H - (y + s), x + s + 3 + lw, H - y], fields, via: 'text' });
    } else if (checked) {
      // A pen's tick: two strokes, no text at all.
      const j = (): number => this.ink.float(-0.8, 0.8);
      d.save().lineWidth(1.3).strokeColor('#1a2a6c');
      d.moveTo(x - 1 + j(), y + 4 + j()).lineTo(x + 3.5 + j(), y + s + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      d.restore();
      this.placed.push({ key, text: label, page: this.page, box: [x - 2, H - (y + s + 1), x + s + 3 + lw, H - y + 3], fields, via: 'drawn' });
    }
    return s + 3 + lw;
  }

  private internals(): Internals {
    return this.doc as unknown as Internals;
  }

  private fontRef(name: string): Internals['_font'] {
    this.doc.font(name);
    return this.internals()._font;
  }

  private fieldName(key: string): string {
    const n = (this.names.get(key) ?? 0) + 1;
    this.names.set(key, n);
    return n === 1 ? key : `${key}_${n}`;
  }

  private widget(dict: Record<string, unknown>): void {
    const i = this.internals();
    const ref = i.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, P: i.page.dictionary, ...dict });
    i.page.annotations.push(ref);
    this.widgets.push(ref);
    ref.end();
  }

  async finish(): Promise<Uint8Array> {
    const i = this.internals();
    if (this.style === 'fillable') {
      const font = this.fontRef(this.valueFont);
      const form = i.ref({ Fields: this.widgets, NeedAppearances: false, DA: new String('/FV 0 Tf 0 g'), DR: { Font: { FV: font.ref() } } });
      i._root.data.AcroForm = form;
      // pdfkit ends the form itself at doc.end() once it sees its form bookkeeping.
      i._acroform = { fonts: {}, defaultFont: this.valueFont };
    }
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was placed: a value's fields go in, a placed value with no fields is a decoy. */
export function truthFrom(placed: Placed[]): { truth: TruthApplication; decoys: Placed[] } {
  const app = emptyApplication();
  const decoys: Placed[] = [];
  for (const p of placed) {
    if (!Object.keys(p.fields).length) { decoys.push(p); continue; }
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const n = Number(a[1]);
        while (app.applicants.length <= n) app.applicants.push({ ...EMPTY });
        (app.applicants[n] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return { truth: app, decoys };
}
