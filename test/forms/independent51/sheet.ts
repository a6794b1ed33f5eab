// The page a layout draws on, in one of three styles, and the truth recorded as each value is drawn: a value enters
// the truth only through put() / check() / radio(), so the truth cannot drift from the page.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Merchant, Owner, Ymd } from './merchant.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Where a truth value is printed: its text, and for a fillable form the field and (checkbox/radio) its on-state. */
export interface Loc { paths: string[]; text: string; page: number; field?: string; on?: string }
export interface Naming { text: (n: number) => string; check: (n: number) => string }
type Truth = Record<string, string | number>;

const req = createRequire(import.meta.url);
const HANDS = { kalam: req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  patrick: req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff') };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');
export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'short' | 'iso' | 'dash';
export function fmtDate(d: Ymd, f: DateFmt): string {
  if (f === 'mdy') return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
  if (f === 'mdy2') return `${d.m}/${d.d}/${p2(d.y % 100)}`;
  if (f === 'long') return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
  if (f === 'short') return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
  if (f === 'iso') return `${d.y}-${p2(d.m)}-${p2(d.d)}`;
  return `${p2(d.m)}-${p2(d.d)}-${d.y}`;
}
export const isoDate = (d: Ymd) => fmtDate(d, 'iso');
export function money(n: number, o: { dollar?: boolean; cents?: boolean } = {}): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: o.cents ? 2 : 0, maximumFractionDigits: o.cents ? 2 : 0 });
  return `${o.dollar === false ? '' : '$'}${s}`;
}
export function fmtTax(digits: string, type: string): string {
  if (type === 'EIN') return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  if (type === 'SIN') return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  if (type === 'BN') return `${digits.slice(0, 9)} ${digits.slice(9)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
export const maskTax = (o: Owner) => (o.taxType === 'SIN' ? `XXX XXX ${o.taxId.slice(6)}` : `XXX-XX-${o.taxId.slice(5)}`);
export const fullName = (o: Owner) => `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;

// Truth pieces, keyed by path ('legal_name', 'applicants.0.first_name').
export const nameT = (o: Owner, i: number): Truth => ({ [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last });
export const ownerTaxT = (o: Owner, i: number): Truth => (o.masked ? {} : { [`applicants.${i}.tax_id`]: o.taxId,
  [`applicants.${i}.tax_id_type`]: o.taxType, [`applicants.${i}.tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' });
export const ownerTaxText = (o: Owner) => (o.masked ? maskTax(o) : fmtTax(o.taxId, o.taxType));
export const bizTaxT = (m: Merchant): Truth => ({ business_tax_id: m.taxId, business_tax_id_type: m.taxType, business_tax_id_country: m.country });
export const stateT = (m: Merchant): Truth => ({ state_region: m.addr.state, country: m.country === 'CA' ? 'Canada' : 'United States' });
export const dbaT = (m: Merchant): Truth => (m.dba ? { trade_name: m.dba } : {});
export const at = (i: number, f: string, v: string | number): Truth => ({ [`applicants.${i}.${f}`]: v });

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export interface SheetOptions { size: [number, number]; naming: Naming; typed?: string; hand?: 'kalam' | 'patrick'; ink?: string; producer?: string }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = emptyApplication();
  readonly locs: Loc[] = [];
  readonly decoys: string[] = [];
  page = 1;
  private nText = 0;
  private nCheck = 0;
  private readonly jit: Rng;
  private readonly typed: string;
  private readonly ink: string;
  private marks = new Map<number, { on: PDFKit.PDFKitReference; off: PDFKit.PDFKitReference }>();

  readonly style: Style;
  readonly o: SheetOptions;

  constructor(style: Style, key: string, o: SheetOptions) {
    this.style = style;
    this.o = o;
    this.jit = new Rng(`hand:${key}`);
    this.typed = o.typed ?? 'Helvetica';
    this.ink = o.ink ?? '#1d2b7a';
    this.doc = new PDFDocument({ size: o.size, margin: 0, info: { CreationDate: new Date(0), Producer: o.producer ?? 'pdfkit', Creator: o.producer ?? 'pdfkit' } });
    this.doc.registerFont('hand', HANDS[o.hand ?? 'kalam']);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(size?: [number, number]): void { this.doc.addPage({ size: size ?? this.o.size, margin: 0 }); this.page++; }

  label(t: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 6.5).fillColor(o.color ?? 'black')
      .text(t, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
  }

  /** A paragraph of printed form text (authorisation, consent): never a value. */
  para(t: string, x: number, y: number, w: number, size = 6.5, font = 'Helvetica'): void {
    this.doc.font(font).fontSize(size).fillColor('black').text(t, x, y, { width: w, align: 'justify', lineGap: 0.5 });
  }

  private set(path: string, v: string | number): void {
    const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (this.app.applicants.length <= i) this.app.applicants.push({ ...EMPTY });
      (this.app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (this.app as unknown as Record<string, unknown>)[path] = v;
  }

  private record(text: string, truth: Truth | undefined, extra: Partial<Loc>): void {
    if (!truth || !Object.keys(truth).length) return;
    for (const [k, v] of Object.entries(truth)) this.set(k, v);
    this.locs.push({ paths: Object.keys(truth), text, page: this.page, ...extra });
  }

  /** A value written at (x, y) in a slot w wide (top-left origin); in a fillable form a text field of w x h. */
  put(text: string | null | undefined, x: number, y: number, w: number, o: { size?: number; h?: number; truth?: Truth; decoy?: boolean } = {}): void {
    const size = o.size ?? 9;
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.o.naming.text(++this.nText);
      d.font('Helvetica');
      d.formText(name, x - 1, y - 2, w, o.h ?? size + 5, text ? { value: text, fontSize: 0 } : {});
      if (!text) return;
      this.record(text, o.truth, { field: name });
    } else {
      if (!text) return;
      if (this.style === 'typed') d.font(this.typed).fontSize(size).fillColor('black').text(text, x, y, { lineBreak: false });
      else {
        d.save().rotate(this.jit.float(-1.8, 1.8), { origin: [x, y + size / 2] });
        d.font('hand').fontSize(size * 1.12).fillColor(this.ink).text(text, x + this.jit.float(-1, 2), y - size * 0.3 + this.jit.float(-1.2, 1), { lineBreak: false });
        d.restore();
      }
      this.record(text, o.truth, {});
    }
    if (o.decoy) this.decoys.push(text);
  }

  private appearances(s: number): { on: PDFKit.PDFKitReference; off: PDFKit.PDFKitReference } {
    let m = this.marks.get(s);
    if (!m) {
      const xo = (content: string) => { const r = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} }); r.end(content); return r; };
      const k = s * 0.22;
      m = { on: xo(`0 g 0 G 1.2 w ${k} ${k} m ${s - k} ${s - k} l S ${k} ${s - k} m ${s - k} ${k} l S`), off: xo('') };
      this.marks.set(s, m);
    }
    return m;
  }

  /** A widget written whole (pdfkit ends an annotation's object at once, so nothing can be added to it later). */
  private widget(x: number, y: number, s: number, dict: Record<string, unknown>, parent?: { data: Record<string, unknown> }): void {
    const d = this.doc as unknown as { annotate: (...a: unknown[]) => void; page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, s, s, { Subtype: 'Widget', F: 4, ...dict, ...(parent ? { Parent: parent } : {}) });
    const ref = d.page.annotations[d.page.annotations.length - 1];
    if (parent) ((parent.data.Kids ??= []) as unknown[]).push(ref);
    else d._root.data.AcroForm.data.Fields.push(ref);
  }

  /** The printed mark in a box (typed: a letter X; handwritten: a drawn X or check, no text). */
  private mark(x: number, y: number, s: number): void {
    const d = this.doc;
    if (this.style === 'typed') { d.font('Helvetica-Bold').fontSize(s * 1.05).fillColor('black').text('X', x + s * 0.17, y + s * 0.05, { lineBreak: false }); return; }
    const j = () => this.jit.float(-0.8, 0.8);
    d.save().strokeColor(this.ink).lineWidth(1.3);
    if (this.jit.chance(0.5)) d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
    else d.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
    d.restore();
  }

  /** A checkbox at (x, y) of size s; `label` is its printed option, `truth` what checking it says. */
  check(x: number, y: number, s: number, on: boolean, label: string, truth?: Truth): void {
    const d = this.doc;
    d.save().lineWidth(0.6).strokeColor('black').rect(x, y, s, s).stroke().restore();
    if (this.style === 'fillable') {
      const name = this.o.naming.check(++this.nCheck);
      const ap = this.appearances(s);
      this.widget(x, y, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: ap.on, Off: ap.off } } });
      if (on) this.record(label, truth, { field: name, on: 'Yes' });
      return;
    }
    if (on) { this.mark(x, y, s); this.record(label, truth, {}); }
  }

  /** A row of exclusive options: a radio group in a fillable form (on-states named after the options), boxes otherwise. */
  radio(group: string, opts: { x: number; y: number; label: string; value: string; on: boolean; truth?: Truth }[], s: number): void {
    if (this.style !== 'fillable') { for (const p of opts) this.check(p.x, p.y, s, p.on, p.label, p.truth); return; }
    const d = this.doc;
    const chosen = opts.find((p) => p.on);
    const parent = d.formField(group, {}) as unknown as { data: Record<string, unknown> };
    parent.data.FT = 'Btn';
    parent.data.Ff = (1 << 15) | (1 << 14);
    parent.data.V = chosen ? chosen.value : 'Off';
    for (const p of opts) {
      d.save().lineWidth(0.6).strokeColor('black').circle(p.x + s / 2, p.y + s / 2, s / 2).stroke().restore();
      const ap = this.appearances(s);
      this.widget(p.x, p.y, s, { AS: p.on ? p.value : 'Off', AP: { N: { [p.value]: ap.on, Off: ap.off } } }, parent);
      if (p.on) this.record(p.label, p.truth, { field: group, on: p.value });
    }
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
