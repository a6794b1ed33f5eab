// The drawing surface of set 119: blank-form primitives (cells, underlined blanks, checkbox rows) and the filled-in
// values in three styles (typed text, handwriting, AcroForm fields with appearance streams), each value recorded with
// the truth paths it gives. The truth is built only from what was recorded here, so a value not printed stays null.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { key: string; text: string; page: number; field?: string }
export type Fields = Record<string, string | number | null>;
export interface ValueOpts { decoy?: boolean; size?: number; font?: string; align?: 'left' | 'center' }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = ['#1b2a7e', '#14236b', '#22308f'];
type Doc = InstanceType<typeof PDFDocument>;
// pdfkit's reference objects (doc.ref) are not in its public types.
interface Ref { data: Record<string, unknown>; write(s: string): void; end(): void }

export class Sheet {
  readonly doc: Doc;
  page = 0;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  private readonly values = new Map<string, string | number | null>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly mark: 'lines' | 'letter' | 'check';
  private readonly ink: string;
  private helv?: Ref;
  private zadb?: Ref;

  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;

  constructor(style: Style, rng: Rng, info: { title: string; creator: string }, typedFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: info.title, Creator: info.creator, Producer: info.creator, CreationDate: new Date(Date.UTC(2026, 0, 12)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('Hand', HAND);
    this.doc.registerFont('Dings', '/usr/share/fonts/opentype/urw-base35/D050000L.otf');
    this.mark = style === 'handwritten' ? rng.pick(['lines', 'letter', 'check'] as const) : rng.pick(['letter', 'check', 'lines'] as const);
    this.ink = rng.pick(INK);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as unknown as { ref(d: object): Ref; _root: { data: { AcroForm: Ref } } };
      this.helv = d.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.zadb = d.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
      this.helv.end(); this.zadb.end();
      const dr = d._root.data.AcroForm.data.DR as { Font: Record<string, Ref> };
      dr.Font.Helv = this.helv; dr.Font.ZaDb = this.zadb;
      d._root.data.AcroForm.data.DA = new String('/Helv 0 Tf 0 g');
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Page furniture (labels, titles, fine print): never a value. */
  label(text: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, { width: o.width, align: o.align, lineBreak: o.width !== undefined, lineGap: o.lineGap ?? 0 });
  }

  private record(key: string, text: string, fields: Fields | undefined, decoy: boolean): void {
    const paths = Object.keys(fields ?? {});
    if (!paths.length) {
      this.printed.push({ key, text, page: this.page });
      if (decoy) this.decoys.push(text);
      return;
    }
    for (const p of paths) { this.printed.push({ key, text, page: this.page, field: p }); this.values.set(p, fields![p]!); }
  }

  private fit(text: string, font: string, size: number, w: number): number {
    this.doc.font(font);
    let s = size;
    while (s > 5 && this.doc.fontSize(s).widthOfString(text) > w) s -= 0.5;
    return s;
  }

  /** A filled-in value in the box (x, y, w, h), top-left origin. */
  value(key: string, text: string | null | undefined, x: number, y: number, w: number, h: number, fields?: Fields, o: ValueOpts = {}): void {
    if (text === null || text === undefined || text === '') return;
    this.record(key, text, fields, o.decoy ?? false);
    const d = this.doc;
    if (this.style === 'fillable') return this.textField(key, text, x, y, w, h);
    if (this.style === 'typed') {
      const s = this.fit(text, o.font ?? this.typedFont, o.size ?? 9, w - 4);
      d.font(o.font ?? this.typedFont).fontSize(s).fillColor('#000');
      const tx = o.align === 'center' ? x + (w - d.widthOfString(text)) / 2 : x + 2;
      d.text(text, tx, y + h - s - 1.5, { lineBreak: false });
      return;
    }
    const r = this.rng;
    const s = this.fit(text, 'Hand', o.size ?? r.float(11, 13), w - 6);
    const ang = r.float(-2.2, 2.2), dx = r.float(1, 6), dy = r.float(-1.5, 1);
    d.save();
    d.rotate(ang, { origin: [x + dx, y + h] });
    d.font('Hand').fontSize(s).fillColor(this.ink);
    d.text(text, x + dx, y + h - s * 0.95 + dy, { lineBreak: false });
    d.restore();
    d.fillColor('#000');
  }

  private escape(s: string): string { return s.replace(/[\\()]/g, (c) => '\\' + c); }

  private apStream(w: number, h: number, body: string, fonts: Record<string, Ref>): Ref {
    const ref = (this.doc as unknown as { ref(d: object): Ref }).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: fonts } });
    ref.write(body);
    ref.end();
    return ref;
  }

  private pushField(ref: Ref): void {
    (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: Ref[] } } } } })._root.data.AcroForm.data.Fields.push(ref);
  }
  private lastAnnot(): Ref { const a = (this.doc as unknown as { page: { annotations: Ref[] } }).page.annotations; return a[a.length - 1]!; }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number): void {
    const size = Math.min(9, this.fit(text, 'Helvetica', 9, w - 4));
    const ap = this.apStream(w, h, `/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${this.escape(text)}) Tj ET Q EMC`, { Helv: this.helv! });
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${size} Tf 0 g`),
      F: 4, MK: {}, AP: { N: ap } } as never);
    this.pushField(this.lastAnnot());
  }

  /** An empty AcroForm text field (a blank the merchant left). */
  blankField(name: string, x: number, y: number, w: number, h: number): void {
    if (this.style !== 'fillable') return;
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), DA: new String('/Helv 9 Tf 0 g'), F: 4 } as never);
    this.pushField(this.lastAnnot());
  }

  private markOn(s: number, radio: boolean): string {
    if (radio) { const c = s / 2, r = s * 0.28, k = r * 0.5523;
      return `q 0 g ${c + r} ${c} m ${c + r} ${c + k} ${c + k} ${c + r} ${c} ${c + r} c ${c - k} ${c + r} ${c - r} ${c + k} ${c - r} ${c} c ${c - r} ${c - k} ${c - k} ${c - r} ${c} ${c - r} c ${c + k} ${c - r} ${c + r} ${c - k} ${c + r} ${c} c f Q`; }
    return `q BT 0 g /ZaDb ${(s * 0.8).toFixed(1)} Tf ${(s * 0.12).toFixed(2)} ${(s * 0.2).toFixed(2)} Td (4) Tj ET Q`;
  }

  /** One checkbox square at (x, y); checked boxes get this document's mark (no AcroForm: drawn). */
  box(x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#000').rect(x, y, s, s).stroke();
    if (!checked || this.style === 'fillable') return;
    const hand = this.style === 'handwritten';
    const r = this.rng;
    if (this.mark === 'lines' || (hand && this.mark === 'check')) {
      d.save().lineWidth(hand ? 1.2 : 1).strokeColor(hand ? this.ink : '#000');
      const j = () => (hand ? r.float(-1.2, 1.2) : 0);
      if (this.mark === 'check') d.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s - 1 + j()).lineTo(x + s + 2 + j(), y - 2).stroke();
      else d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1).moveTo(x + s - 1 + j(), y + 1).lineTo(x + 1, y + s - 1 + j()).stroke();
      d.restore();
    } else if (this.mark === 'letter') {
      d.font(hand ? 'Hand' : 'Helvetica-Bold').fontSize(s * (hand ? 1.2 : 1)).fillColor(hand ? this.ink : '#000')
        .text('X', x + s * (hand ? 0.1 : 0.15), y - (hand ? s * 0.15 : -s * 0.05), { lineBreak: false });
      d.fillColor('#000');
    } else {
      d.font('Dings').fontSize(s).fillColor('#000').text('4', x + 0.8, y + 0.2, { lineBreak: false });
    }
  }

  /**
   * A row of options, each a box and its label; `chosen` is the checked option's index (null: none checked). The
   * checked label is recorded with `fields`. Fillable: a radio group named `key` (radio) or one checkbox per option.
   */
  choices(key: string, opts: { label: string; x: number; y: number }[], chosen: number | null, fields?: Fields, o: { size?: number; radio?: boolean; decoy?: boolean; labelSize?: number } = {}): void {
    const s = o.size ?? 8;
    for (const [i, op] of opts.entries()) {
      this.box(op.x, op.y, s, i === chosen);
      this.label(op.label, op.x + s + 3, op.y + (s - (o.labelSize ?? 7.5)) / 2 + 0.5, { size: o.labelSize ?? 7.5 });
    }
    if (chosen !== null) this.record(key, opts[chosen]!.label, fields, o.decoy ?? false);
    if (this.style !== 'fillable') return;
    const onName = (l: string) => l.replace(/[^A-Za-z0-9]/g, '') || 'On';
    const border = { BC: [0, 0, 0] };
    if (o.radio) {
      const parent = (this.doc as unknown as { ref(d: object): Ref }).ref({ FT: 'Btn', Ff: 0x8000 | 0x4000, T: new String(key), Kids: [] as Ref[],
        ...(chosen !== null ? { V: onName(opts[chosen]!.label) } : { V: 'Off' }) });
      for (const [i, op] of opts.entries()) {
        const on = onName(op.label);
        const ap = { N: { [on]: this.apStream(s, s, this.markOn(s, true), {}), Off: this.apStream(s, s, '', {}) } };
        this.doc.annotate(op.x, op.y, s, s, { Subtype: 'Widget', Parent: parent, F: 4, MK: { ...border, CA: new String('l') }, AS: i === chosen ? on : 'Off', AP: ap, DA: new String('/ZaDb 0 Tf 0 g') } as never);
        (parent.data.Kids as Ref[]).push(this.lastAnnot());
      }
      this.pushField(parent);
      return;
    }
    for (const [i, op] of opts.entries()) {
      const ap = { N: { Yes: this.apStream(s, s, this.markOn(s, false), { ZaDb: this.zadb! }), Off: this.apStream(s, s, '', {}) } };
      this.doc.annotate(op.x, op.y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(`${key}_${onName(op.label)}`), V: i === chosen ? 'Yes' : 'Off',
        AS: i === chosen ? 'Yes' : 'Off', F: 4, MK: { ...border, CA: new String('4') }, AP: ap, DA: new String('/ZaDb 0 Tf 0 g') } as never);
      this.pushField(this.lastAnnot());
    }
  }

  /** A boxed cell: small caption at the top left, the value below it. */
  cell(x: number, y: number, w: number, h: number, caption: string, key: string, text: string | null | undefined, fields?: Fields, o: ValueOpts & { capSize?: number } = {}): void {
    this.doc.lineWidth(0.5).strokeColor('#333').rect(x, y, w, h).stroke();
    this.label(caption, x + 2.5, y + 2, { size: o.capSize ?? 6, color: '#333' });
    if (text) this.value(key, text, x + 1, y + 8, w - 2, h - 9, fields, o); else this.blankField(key, x + 1, y + 8, w - 2, h - 9);
  }

  /** "Label: ________" with the value on the rule; returns the rule's end. */
  line(x: number, y: number, w: number, caption: string, key: string, text: string | null | undefined, fields?: Fields, o: ValueOpts & { capFont?: string; capSize?: number } = {}): number {
    const cs = o.capSize ?? 7.5;
    this.label(caption, x, y + 10 - cs, { size: cs, font: o.capFont ?? 'Helvetica' });
    const lx = x + this.doc.font(o.capFont ?? 'Helvetica').fontSize(cs).widthOfString(caption) + 3;
    this.doc.lineWidth(0.5).strokeColor('#000').moveTo(lx, y + 11).lineTo(x + w, y + 11).stroke();
    if (text) this.value(key, text, lx, y - 2, x + w - lx, 13, fields, o); else this.blankField(key, lx, y - 2, x + w - lx, 13);
    return x + w;
  }

  application(): TruthApplication {
    const app: Record<string, unknown> = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
      business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
      number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
    const applicants = app.applicants as TruthApplicant[];
    for (const [path, v] of this.values) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (!a) { app[path.slice('application.'.length)] = v; continue; }
      while (applicants.length <= Number(a[1])) applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
        tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      (applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
    }
    return app as unknown as TruthApplication;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
