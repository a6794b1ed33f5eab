// The pen of set 21: a pdfkit document that draws a form's printed labels and its filled values in the requested
// style (typed text, a handwriting-like slanted font, or AcroForm fields), plus the office-template furniture:
// dot leaders, rules, table cells and checkboxes.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { type Merchant, type Owner } from './merchant.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Opts { style: Style; scan: boolean }
type Font = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique' | 'Times-Roman' | 'Times-Bold' | 'Times-Italic' | 'Courier' | 'Courier-Bold' | 'Courier-Oblique';

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  /** Values live in AcroForm fields (a fillable form that is not scanned). */
  readonly fields: boolean;
  /** Printed values that are not the application's. */
  readonly decoys: string[] = [];
  labelFont: Font = 'Helvetica';
  boldFont: Font = 'Helvetica-Bold';
  private readonly hand: Font;
  private readonly typed: Font;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private formReady = false;

  readonly o: Opts;
  /** The layout's choices (the same for every style). */
  readonly r: Rng;
  /** The hand's jitter and the checkmarks' kind. */
  private readonly jit: Rng;

  constructor(o: Opts, seed: string, title: string) {
    this.o = o;
    this.r = new Rng(`${seed}:layout`);
    this.jit = new Rng(`${seed}:${o.style}:jitter`);
    const r = this.jit;
    this.fields = o.style === 'fillable' && !o.scan;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: false, info: { Title: title, Creator: 'Microsoft Word', Producer: 'Microsoft: Print To PDF', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.hand = r.pick(['Times-Italic', 'Helvetica-Oblique', 'Courier-Oblique'] as const);
    this.typed = r.pick(['Helvetica', 'Courier', 'Times-Roman'] as const);
  }

  page(landscape = false): void {
    this.doc.addPage({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 36 });
    if (this.fields && !this.formReady) { this.doc.font('Helvetica'); this.doc.initForm(); this.formReady = true; }
  }

  text(s: string, x: number, y: number, size = 9, font: Font = this.labelFont, opts: PDFKit.Mixins.TextOptions = {}): number {
    this.doc.font(font).fontSize(size).fillColor('black').text(s, x, y, { lineBreak: false, ...opts });
    return this.doc.widthOfString(s);
  }

  bold(s: string, x: number, y: number, size = 10): number { return this.text(s, x, y, size, this.boldFont); }

  para(s: string, x: number, y: number, w: number, size = 7): number {
    this.doc.font(this.labelFont).fontSize(size).fillColor('black').text(s, x, y, { width: w, lineGap: 1 });
    return this.doc.y;
  }

  /** A filled value: `name` is the AcroForm field's name. */
  val(name: string, s: string, x: number, y: number, w: number, size = 9.5): void {
    if (!s) return;
    if (this.fields) {
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(name, x, y - 2, w, size + 5, { value: s, fontSize: size });
      return;
    }
    if (this.o.style === 'handwritten') {
      const a = this.jit.float(-2, 2), dy = this.jit.float(-1.8, 1.2), dx = this.jit.float(0, 5);
      this.doc.save().rotate(a, { origin: [x + dx, y] });
      this.doc.font(this.hand).fontSize(size + 1.5).fillColor('#1a2a6c').text(s, x + dx, y - 1.5 + dy, { lineBreak: false });
      this.doc.restore().fillColor('black');
      return;
    }
    this.doc.font(this.typed).fontSize(size).fillColor('black').text(s, x, y, { lineBreak: false });
  }

  /** A printed value that is not the merchant's (landlord, reference, ISO rep, funder, bank). */
  decoy(name: string, s: string, x: number, y: number, w: number, size = 9.5): void {
    this.decoys.push(s);
    this.val(name, s, x, y, w, size);
  }

  /** The funder's or broker's own printed details (address, phone): printed text, not a filled value. */
  fixed(s: string, x: number, y: number, size = 8.5): void {
    this.decoys.push(s);
    this.text(s, x, y, size);
  }

  leader(x0: number, x1: number, y: number): void {
    if (x1 - x0 < 6) return;
    const n = Math.floor((x1 - x0) / 2.6);
    this.text('.'.repeat(n), x0, y, 8, 'Helvetica');
  }

  rule(x0: number, x1: number, y: number, width = 0.5, dash = false): void {
    this.doc.save().lineWidth(width);
    if (dash) this.doc.dash(1, { space: 1.5 });
    this.doc.moveTo(x0, y).lineTo(x1, y).strokeColor('black').stroke().undash().restore();
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    this.doc.save().lineWidth(0.6);
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, 'black'); else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore().fillColor('black');
  }

  /** A checkbox with its label after it; a checked box is a drawn X, a letter X or a check glyph (or a field). */
  box(name: string, label: string, x: number, y: number, checked: boolean, size = 8.5): number {
    const s = 7.5;
    this.rect(x, y, s, s);
    if (this.fields) {
      // pdfkit's formCheckbox writes no state: the widget is built whole (value, state, appearances) and listed.
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 1 w 1 1 m ${s - 1} ${s - 1} l 1 ${s - 1} m ${s - 1} 1 l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      const state = checked ? 'Yes' : 'Off';
      this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: state, AS: state, AP: { N: { Yes: on, Off: off } }, MK: {} } as never);
      const annots = (this.doc.page as unknown as { annotations: unknown[] }).annotations;
      (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
    } else if (checked) {
      const mark = this.jit.int(0, 2);
      if (mark === 0) {
        this.doc.save().lineWidth(1.1).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke().restore();
      } else if (mark === 1) {
        this.doc.font(this.o.style === 'handwritten' ? this.hand : 'Helvetica-Bold').fontSize(9).text('X', x + 0.8, y - 0.5, { lineBreak: false });
      } else {
        this.doc.font('ZapfDingbats').fontSize(8).text('4', x + 0.5, y, { lineBreak: false });
      }
    }
    return s + 3 + this.text(label, x + s + 3, y, size);
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

// Truth helpers shared by the layouts.
export interface OwnerShown { role: boolean; pct: boolean; credit: boolean; ssn: 'full' | 'masked' | 'none'; dob: boolean }

export function applicant(o: Owner, s: OwnerShown): TruthApplicant {
  return { first_name: o.first, last_name: o.last, role: s.role ? o.title : null, ownership: s.pct ? o.pct : null,
    credit_score: s.credit ? o.credit : null, tax_id: s.ssn === 'full' ? o.ssn.replace(/\D/g, '') : null,
    tax_id_type: s.ssn === 'none' ? null : 'SSN', tax_id_country: s.ssn === 'none' ? null : 'US', date_of_birth: s.dob ? o.dob : null };
}

/** The business part every layout prints (legal name, DBA, entity, industry, tax ID, address state, request). */
export function business(m: Merchant, shown: { dba?: boolean; start?: boolean; payment?: boolean; freq?: boolean; count?: boolean }): TruthApplication {
  const t = emptyApplication();
  t.legal_name = m.legal;
  t.trade_name = shown.dba === false ? null : m.dba;
  t.type_of_entity = m.entityId;
  t.industry = m.industryId;
  const soleSsn = m.soleSsnAsTaxId;
  t.business_tax_id = (soleSsn ? m.owners[0]!.ssn : m.ein).replace(/\D/g, '');
  t.business_tax_id_type = soleSsn ? 'SSN' : 'EIN';
  t.business_tax_id_country = 'US';
  t.state_region = m.state;
  t.country = 'United States';
  t.requested_amount = m.amount;
  if (shown.payment) t.requested_payment = m.payment;
  if (shown.count) t.number_of_payments = m.payments;
  if (shown.freq) t.payment_frequency = m.freq;
  if (shown.start) t.business_start_date = m.start;
  return t;
}

/** The business tax ID as printed. */
export const taxIdText = (m: Merchant): string => (m.soleSsnAsTaxId ? m.owners[0]!.ssn : m.ein);

const BOXES: Record<string, string> = { llc: 'LLC', c_corporation: 'Corporation', s_corporation: 'S-Corp', general_partnership: 'Partnership', sole_proprietorship: 'Sole Proprietor' };

/** A row of entity checkboxes (LLC, Corporation, S-Corp, Partnership, Sole Proprietor, Other: ___); returns the y after. */
export function entityBoxes(pen: Pen, m: Merchant, x: number, y: number, maxX: number, prefix = 'entity'): number {
  const own = BOXES[m.entityId];
  let cx = x, cy = y;
  for (const [id, label] of Object.entries(BOXES)) {
    const w = 14 + pen.doc.font(pen.labelFont).fontSize(8.5).widthOfString(label);
    if (cx + w > maxX) { cx = x; cy += 13; }
    pen.box(`${prefix}_${id}`, label, cx, cy, id === m.entityId);
    cx += w + 8;
  }
  if (cx + 110 > maxX) { cx = x; cy += 13; }
  const ow = pen.box(`${prefix}_other`, 'Other:', cx, cy, !own);
  pen.rule(cx + ow + 2, Math.min(cx + ow + 80, maxX), cy + 9);
  if (!own) pen.val(`${prefix}_other_text`, m.entityText, cx + ow + 4, cy, 70, 8.5);
  return cy + 14;
}

/** A row of payment-frequency checkboxes. */
export function freqBoxes(pen: Pen, m: Merchant, x: number, y: number, prefix = 'freq'): number {
  let cx = x;
  for (const [f, label] of [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']] as const) cx += pen.box(`${prefix}_${f}`, label, cx, y, m.freq === f) + 10;
  return cx;
}
