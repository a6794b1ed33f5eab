// The drawing surface of the fax set: labels are always page text; a value goes where the style says (typed page text,
// handwriting-like text, or only an AcroForm field with its own appearance stream); every placed value and decoy is
// recorded, and the truth is set only from placed values.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export interface Placed { fields: Record<string, string | number>; text: string; page: number; via: 'text' | 'handwriting' | 'acroform' | 'mark' | 'acroform_checkbox'; acroform_field?: string }
export interface DecoyOut { key: string; text: string; page: number; acroform_field?: string }
export interface ValueOpts { size?: number; name?: string; font?: string; align?: 'left' | 'right' }

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };
const INKS = [[20, 30, 120], [15, 15, 20], [40, 40, 90], [10, 50, 110]] as const;
/** A PDF literal string in WinAnsi (Latin-1 for the accents used here), escaped. */
const pdfStr = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: DecoyOut[] = [];
  readonly app: TruthApplication = emptyApplication();
  page = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly names = new Set<string>();
  private readonly ink: readonly [number, number, number];
  private fieldNo = 0;
  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'Fax Gateway', Creator: 'eFax Messenger', CreationDate: new Date(Date.UTC(2025, 2, 14)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      // The fields carry their own appearance streams: a viewer must show them, not rebuild them.
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
    this.ink = rng.pick(INKS);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static page text (labels, headings, fine print, fax furniture). */
  label(text: string, x: number, y: number, o: { size?: number; font?: string; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? 'black');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  line(x0: number, y0: number, x1: number, y1: number, w = 0.6): void { this.doc.moveTo(x0, y0).lineTo(x1, y1).lineWidth(w).strokeColor('black').stroke(); }
  rect(x: number, y: number, w: number, h: number, lw = 0.6, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillColor(fill).fill();
    this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor('black').stroke();
  }

  /** A filled-in value: y is the baseline area's top; w the room it has. */
  value(fields: Record<string, string | number | null>, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    if (!text) return;
    const set: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(fields)) if (v !== null) { set[k] = v; this.setTruth(k, v); }
    const via = this.draw(text, x, y, w, o);
    this.placed.push({ fields: set, text, page: this.page, via: via.via, ...(via.name ? { acroform_field: via.name } : {}) });
  }

  /** A filled-in value that is not the application's (landlord, bank, references, ISO rep ...). */
  decoy(key: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    if (!text) return;
    const via = this.draw(text, x, y, w, o);
    this.decoys.push({ key, text, page: this.page, ...(via.name ? { acroform_field: via.name } : {}) });
  }

  /** Printed furniture that is a decoy (fax headers, cover sheet): always page text. */
  printedDecoy(key: string, text: string, x: number, y: number, o: { size?: number; font?: string } = {}): void {
    this.label(text, x, y, { size: o.size ?? 8, font: o.font ?? 'Courier' });
    this.decoys.push({ key, text, page: this.page });
  }

  /** A checkbox with its label; a checked box may give fields. */
  check(label: string, x: number, y: number, checked: boolean, fields: Record<string, string | number> = {}, o: { name?: string; size?: number } = {}): void {
    const s = o.size ?? 7.5;
    this.doc.rect(x, y, s, s).lineWidth(0.6).strokeColor('black').stroke();
    this.label(label, x + s + 3, y + 0.5, { size: 7.5 });
    if (this.style === 'fillable') {
      const name = this.fieldName(o.name ?? `Check Box ${label.replace(/[^A-Za-z0-9]+/g, ' ').trim()}`);
      this.checkbox(name, x, y, s, checked);
      if (checked) this.record(fields, label, 'acroform_checkbox', name);
      return;
    }
    if (!checked) return;
    const d = this.doc;
    if (this.style === 'handwritten') {
      const j = (): number => this.rng.float(-1.2, 1.2);
      d.save().lineWidth(this.rng.float(0.9, 1.5)).strokeColor(this.ink as unknown as string).lineCap('round');
      if (this.rng.chance(0.5)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      else d.moveTo(x + j(), y + s * 0.5).lineTo(x + s * 0.4, y + s + j() * 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      d.restore();
    } else {
      d.font('Helvetica-Bold').fontSize(s + 1).fillColor('black').text('X', x + 0.8, y - 0.2, { lineBreak: false });
    }
    this.record(fields, label, 'mark');
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private record(fields: Record<string, string | number>, text: string, via: Placed['via'], name?: string): void {
    for (const [k, v] of Object.entries(fields)) this.setTruth(k, v);
    this.placed.push({ fields, text, page: this.page, via, ...(name ? { acroform_field: name } : {}) });
  }

  private setTruth(path: string, v: string | number): void {
    const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (this.app.applicants.length <= i) this.app.applicants.push({ ...EMPTY });
      (this.app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else {
      if (!(path in this.app)) throw new Error(`unknown truth path ${path}`);
      (this.app as unknown as Record<string, unknown>)[path] = v;
    }
  }

  private fieldName(base: string): string {
    let n = base, i = 2;
    while (this.names.has(n)) n = `${base}_${i++}`;
    this.names.add(n);
    return n;
  }

  private draw(text: string, x: number, y: number, w: number, o: ValueOpts): { via: Placed['via']; name?: string } {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(o.name ?? `Text${++this.fieldNo}`);
      this.textField(name, text, x, y - 2, w, (o.size ?? 9) + 4, o.size ?? 9);
      return { via: 'acroform', name };
    }
    if (this.style === 'typed') {
      let size = o.size ?? 9;
      d.font(o.font ?? 'Helvetica').fontSize(size);
      while (size > 5 && d.widthOfString(text) > w) d.fontSize(--size);
      const tx = o.align === 'right' ? x + w - d.widthOfString(text) : x;
      d.fillColor('black').text(text, tx, y, { lineBreak: false });
      return { via: 'text' };
    }
    let size = (o.size ?? 9) * this.rng.float(1.05, 1.35);
    d.font('hand').fontSize(size);
    while (size > 6 && d.widthOfString(text) > w) d.fontSize(size -= 0.5);
    const angle = this.rng.float(-2.2, 2.2), jx = this.rng.float(0, 4), jy = this.rng.float(-2.5, 0.5);
    d.save().rotate(angle, { origin: [x + jx, y + size] });
    d.fillColor(this.ink as unknown as string).text(text, x + jx, y + jy - size * 0.25, { lineBreak: false });
    d.restore();
    return { via: 'handwriting' };
  }

  /** Helvetica's resource name and reference (the AcroForm's default resources hold the same). */
  private helv(): [string, unknown] {
    this.doc.font('Helvetica');
    const f = (this.doc as unknown as { _font: { id: string; ref(): unknown } })._font;
    return [f.id, f.ref()];
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc;
    d.font('Helvetica').fontSize(size);
    while (size > 5 && d.widthOfString(text) > w - 4) d.fontSize(--size);
    const [fid, fref] = this.helv();
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [fid]: fref } } });
    ap.end(`/Tx BMC q BT /${fid} ${size} Tf 0 g 2 ${((h - size) / 2 + 1).toFixed(2)} Td (${pdfStr(text)}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${fid} ${size} Tf 0 g`), AP: { N: ap },
      MK: { BC: [0.6, 0.6, 0.8] } }, x, y, w, h);
  }

  /** A widget annotation that is its own field, written with the dictionary given (pdfkit's helpers drop AP / AS). */
  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as { _convertRect(x: number, y: number, w: number, h: number): number[]; page: { annotations: unknown[] };
      _root: { data: { AcroForm: { data: { Fields: unknown[] } } } }; ref(o: object): { end(): void } };
    const ref = d.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, Rect: d._convertRect(x, y, w, h), ...dict });
    d.page.annotations.push(ref);
    d._root.data.AcroForm.data.Fields.push(ref);
    ref.end();
  }

  private checkbox(name: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    on.end(`q 0 g 0.9 w 1 1 m ${s - 1} ${s - 1} l S ${s - 1} 1 m 1 ${s - 1} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('');
    this.widget({ FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } },
      MK: { CA: new String('8') } }, x, y, s, s);
  }
}
