// Drawing surface shared by the four layouts: captions, decorations, and filled values in three styles (typed,
// handwritten, fillable AcroForm), recording where every applicant value and decoy lands.
import PDFDocument from 'pdfkit';
import type { Decoy, Location } from '../generator/truth.ts';

type Box = Location['box'];
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export type Fields = Record<string, string | number | null>;

export interface Put { key: string; text: string; fields: Fields; page: number; box: Box; via: Location['via']; acroform_field?: string; acroform_value?: string }

interface Opt { size?: number; align?: 'left' | 'right' | 'center' }

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly W = 612;
  readonly H = 792;
  page = 1;
  readonly placed: Put[] = [];
  readonly decoys: Decoy[] = [];
  private n = 0;
  private helvRef: unknown;

  readonly style: Style;
  readonly typedFont: string;
  private readonly jit: Rng;

  constructor(style: Style, jit: Rng, title: string, typedFont = 'Courier') {
    this.style = style;
    this.jit = jit;
    this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { Title: title, Producer: 'FormPress 4.2', Creator: title, CreationDate: new Date(Date.UTC(2024, 4, 2, 14, 0, 0)) } });
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as any;
      this.helvRef = d._font.ref();
      d._root.data.AcroForm.data.NeedAppearances = false;
      d._root.data.AcroForm.data.DR.Font.Helv = this.helvRef;
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** A caption or any printed form text (never a value). */
  label(text: string, x: number, y: number, o: Opt & { font?: string; color?: string; width?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    this.doc.text(text, x, y, { lineBreak: !!o.width, width: o.width, align: o.align ?? 'left' });
    this.doc.fillColor('black');
  }

  bar(text: string, x: number, y: number, w: number, color: string, o: { h?: number; textColor?: string; size?: number } = {}): void {
    const h = o.h ?? 14;
    this.doc.rect(x, y, w, h).fill(color);
    this.label(text, x + 5, y + (h - (o.size ?? 8)) / 2 + 0.5, { size: o.size ?? 8, font: 'Helvetica-Bold', color: o.textColor ?? 'white' });
  }

  rule(x0: number, y: number, x1: number, color = '#555', wd = 0.5): void {
    this.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(wd).strokeColor(color).stroke();
  }

  boxLine(x: number, y: number, w: number, h: number, color = '#777', fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, color);
    else this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(color).stroke();
  }

  private bbox(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(this.H - y - h), round(x + w), round(this.H - y)];
  }

  /** A filled value: an applicant field when `fields` has entries, a decoy when null, unrecorded when `{}`. (x, y) is the top-left of its slot. */
  value(key: string, text: string, x: number, y: number, w: number, fields: Fields | null, o: Opt = {}): void {
    if (!text) return;
    const size = o.size ?? 9;
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
    const h = size + 5;
    const box = this.bbox(x, y, w, h);
    if (this.style === 'fillable') {
      this.textField(name, text, x, y, w, h, size);
      this.record(key, text, fields, box, 'acroform', name);
      return;
    }
    const d = this.doc;
    if (this.style === 'typed') {
      d.font(this.typedFont).fontSize(size).fillColor('#111');
      d.text(text, x + 2, y + 3, { lineBreak: false, width: w - 2, align: o.align ?? 'left' });
    } else {
      const hs = size + 2 + this.jit.float(-0.5, 1);
      d.font('hand').fontSize(hs).fillColor(this.jit.pick(['#13245c', '#1b1b1b', '#0b3a8a']));
      const tx = x + 2 + this.jit.float(0, 5);
      const ty = y + 1 + this.jit.float(-1.5, 1.5);
      d.save().rotate(this.jit.float(-2.2, 2.2), { origin: [tx, ty + hs] });
      d.text(text, tx, ty, { lineBreak: false });
      d.restore();
    }
    d.fillColor('black');
    this.record(key, text, fields, box, 'text');
  }

  /** A checkbox with its caption; a checked box with `fields` is an applicant value (its text the label). */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Fields | null, o: { size?: number; labelSize?: number } = {}): number {
    const s = o.size ?? 8;
    const d = this.doc;
    d.rect(x, y, s, s).lineWidth(0.6).strokeColor('#333').stroke();
    this.label(label, x + s + 3, y + (s - (o.labelSize ?? 7)) / 2, { size: o.labelSize ?? 7 });
    const width = s + 3 + d.font('Helvetica').fontSize(o.labelSize ?? 7).widthOfString(label);
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
    if (this.style === 'fillable') {
      this.checkField(name, x, y, s, checked);
      if (checked) this.record(key, label, fields, this.bbox(x, y, width, s), 'acroform_checkbox', name, 'Oui');
      return width;
    }
    if (!checked) return width;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s + 1).fillColor('#111').text('X', x + 1.2, y - 0.2, { lineBreak: false });
      this.record(key, label, fields, this.bbox(x, y, width, s), 'text');
    } else {
      const j = () => this.jit.float(-1.2, 1.2);
      d.lineWidth(1.1).strokeColor('#13245c');
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      this.record(key, label, fields, this.bbox(x, y, width, s), 'mark');
    }
    d.strokeColor('black');
    return width;
  }

  private record(key: string, text: string, fields: Fields | null, box: Box, via: Location['via'], field?: string, on?: string): void {
    if (fields && Object.keys(fields).length) {
      this.placed.push({ key, text, fields, page: this.page, box, via, ...(field ? { acroform_field: field } : {}), ...(on ? { acroform_value: on } : {}) });
    } else if (fields === null) {
      this.decoys.push({ key, text, page: this.page, box, ...(field ? { acroform_field: field } : {}) });
    }
  }

  private xobject(w: number, h: number, content: string): unknown {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helvRef } } } as any);
    ref.write(content);
    (ref as any).end();
    return ref;
  }

  private widget(name: string, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, T: new String(name), ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const hex = [...text].map((c) => (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 63).toString(16).padStart(2, '0')).join('');
    const ap = this.xobject(w, h, `/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${round((h - size) / 2 + 1.5)} Td <${hex}> Tj ET Q EMC`);
    this.widget(name, x, y, w, h, { FT: 'Tx', V: new String(text), DA: new String(`/Helv ${size} Tf 0 g`), AP: { N: ap }, MK: {} });
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const on = this.xobject(s, s, `q 0 g 1 w 1 1 m ${s - 1} ${s - 1} l S ${s - 1} 1 m 1 ${s - 1} l S Q`);
    const off = this.xobject(s, s, '');
    this.widget(name, x, y, s, s, { FT: 'Btn', V: checked ? 'Oui' : 'Off', AS: checked ? 'Oui' : 'Off', AP: { N: { Oui: on, Off: off } },
      MK: { CA: new String('8') }, DA: new String('/ZaDb 0 Tf 0 g') });
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

const round = (v: number) => Math.round(v * 100) / 100;

/** Fine print: a paragraph in small grey type. */
export function finePrint(f: Form, text: string, x: number, y: number, w: number, size = 5.6): number {
  f.doc.font('Helvetica').fontSize(size).fillColor('#444');
  const h = f.doc.heightOfString(text, { width: w });
  f.doc.text(text, x, y, { width: w, align: 'justify' });
  f.doc.fillColor('black');
  return y + h;
}

export const AUTH_EN = 'By signing below, each of the above undersigned owners and the business (together, the "Applicant") certifies that the '
  + 'information provided in this application is true and complete and authorizes the broker, its assigns and prospective funding '
  + 'sources to obtain consumer and commercial credit reports from Equifax Canada and TransUnion Canada, to contact the financial '
  + 'institutions, landlords and references listed, and to collect, use and disclose personal information for the purpose of evaluating '
  + 'a purchase of future receivables, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA). '
  + 'This is not a loan application. Funding sources are not lenders and the transaction is a sale of future receivables.';
export const AUTH_FR = 'En signant ci-dessous, chaque propriétaire et l\'entreprise attestent que les renseignements fournis sont exacts et '
  + 'autorisent le courtier et ses sources de financement à obtenir des rapports de crédit et à communiquer avec les institutions '
  + 'financières et les références indiquées, conformément à la LPRPDE et à la Loi sur la protection des renseignements personnels dans '
  + 'le secteur privé (Québec). Ceci n\'est pas une demande de prêt.';

/** Signature block per owner: line, printed name, title, date (the name as a signature is a decoy-free repeat, not recorded). */
export function signatureLine(f: Form, x: number, y: number, w: number, cap: string): void {
  f.rule(x, y, x + w, '#333', 0.6);
  f.label(cap, x, y + 2, { size: 6 });
}
