// Drawing kit for set 252: comb boxes, checkbox rows, section bars, and the three value styles (typed page text,
// handwriting-like page text, AcroForm fields with their own appearance streams). Every value drawn is recorded with
// the truth paths it gives, so the truth is built from what was printed and nothing else.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export type MarkStyle = 'letter' | 'stroke' | 'check';

export interface Placed {
  key: string;
  /** The value as a person reads it (checkbox: the checked label). */
  text: string;
  /** The strings actually drawn as page text (typed / handwritten), one per comb segment. */
  chunks: string[];
  /** AcroForm fields holding the value (fillable). */
  acro: { name: string; value: string }[];
  fields: Fields;
  decoy: boolean;
  page: number;
  /** [x0, y0, x1, y1], PDF points, origin bottom left. */
  box: [number, number, number, number];
}

export interface ValueOpts { fields?: Fields; decoy?: boolean; text?: string }

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1b2a6b', '#0d0d3f', '#262626', '#15408f', '#2b2b55'];

interface PdfRef { write(s: string): void; end(): void }
interface Internals {
  _font: { id: string; ref(): unknown };
  _root: { data: { AcroForm: { data: { Fields: unknown[] } } } };
  page: { annotations: unknown[] };
  ref(d: object): PdfRef;
}

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => '\\' + c);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 0;
  /** Typed values' font (a layout may type in Courier, as an old form-filler does). */
  typedFont = 'Helvetica';
  markStyle: MarkStyle = 'letter';
  private readonly ink: string;
  private readonly out: Buffer[] = [];
  private readonly done: Promise<void>;
  private n = 0;

  readonly style: Style;
  readonly rng: Rng;
  readonly W: number;
  readonly H: number;

  constructor(style: Style, rng: Rng, title: string, W = 612, H = 792) {
    this.style = style; this.rng = rng; this.W = W; this.H = H;
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true,
      info: { Title: title, Producer: 'FormDesk 4.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 4, 12)) } });
    this.doc.on('data', (c: Buffer) => this.out.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', HAND_FONT);
    this.ink = rng.pick(INKS);
    this.newPage();
    if (style === 'fillable') {
      this.doc.font('Helvetica').initForm();
      // Every field carries its own appearance stream: a viewer must not rebuild them.
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: [this.W, this.H], margin: 0 }); this.page++; }

  async finish(): Promise<Uint8Array> { this.doc.end(); await this.done; return new Uint8Array(Buffer.concat(this.out)); }

  // ---- printed form (page text, never a value) ----
  label(t: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; w?: number; align?: 'left' | 'center' | 'right'; italic?: boolean } = {}): number {
    const d = this.doc;
    d.font(o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? 'black');
    if (o.w) d.text(t, x, y, { width: o.w, align: o.align ?? 'left', lineGap: 0.5 });
    else d.text(t, x, y, { lineBreak: false });
    return d.widthOfString(t);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; lw?: number; stroke?: string | null } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== null) d.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke ?? 'black');
    else if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    else d.rect(x, y, w, h).stroke(o.stroke ?? 'black');
    d.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, lw = 0.6, color = 'black'): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  /** A section bar: `A` in a box, then the title. */
  bar(letter: string, title: string, x: number, y: number, w: number, o: { fill?: string; color?: string; h?: number } = {}): void {
    const h = o.h ?? 12;
    this.rect(x, y, w, h, { fill: o.fill ?? 'black', stroke: null });
    if (letter) { this.rect(x + 2, y + 1.5, h - 3, h - 3, { fill: 'white', stroke: null }); this.label(letter, x + 2, y + 3, { bold: true, size: 8, w: h - 3, align: 'center' }); }
    this.label(title, x + (letter ? h + 4 : 4), y + 2.8, { bold: true, size: 7.5, color: o.color ?? 'white' });
  }

  // ---- values ----
  private record(key: string, text: string, chunks: string[], acro: Placed['acro'], x: number, y: number, w: number, h: number, o: ValueOpts): void {
    this.placed.push({ key, text: o.text ?? text, chunks, acro, fields: o.fields ?? {}, decoy: !!o.decoy, page: this.page,
      box: [+x.toFixed(1), +(this.H - y - h).toFixed(1), +(x + w).toFixed(1), +(this.H - y).toFixed(1)] });
  }

  /** Draws `t` as page text in a cell (typed or handwritten). */
  private ink1(t: string, x: number, y: number, w: number, h: number, center: boolean): void {
    const d = this.doc, r = this.rng;
    if (this.style === 'handwritten') {
      let size = Math.min(h * 0.95, 14) * r.float(0.88, 1.08);
      d.font('Hand').fontSize(size).fillColor(this.ink);
      if (!center && d.widthOfString(t) > w - 4) d.fontSize(size = size * (w - 4) / d.widthOfString(t));
      const tw = d.widthOfString(t);
      const tx = (center ? x + (w - tw) / 2 : x + 2) + r.float(-0.8, 0.8), ty = y + h - size * 0.92 + r.float(-1.2, 0.6);
      d.save().rotate(r.float(-3.5, 3.5), { origin: [tx, ty + size / 2] });
      d.text(t, tx, ty, { lineBreak: false });
      d.restore();
    } else {
      let size = Math.min(h * 0.72, 9.5);
      d.font(this.typedFont).fontSize(size).fillColor('black');
      if (!center && d.widthOfString(t) > w - 4) d.fontSize(size = size * (w - 4) / d.widthOfString(t));
      const tw = d.widthOfString(t);
      d.text(t, center ? x + (w - tw) / 2 : x + 2, y + (h - size) / 2 + 0.6, { lineBreak: false });
    }
  }

  private acroText(name: string, x: number, y: number, w: number, h: number, value: string, comb = 0): void {
    const d = this.doc as unknown as Internals & PDFKit.PDFDocument;
    d.font('Helvetica');
    const f = d._font, size = Math.min(h * 0.7, 9.5);
    d.fontSize(size);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
    const ty = ((h - size * 0.7) / 2).toFixed(2);
    let body = '';
    if (comb) {
      const cw = w / comb;
      [...value].forEach((c, i) => { body += `BT /${f.id} ${size} Tf 0 g ${(i * cw + (cw - d.widthOfString(c)) / 2).toFixed(2)} ${ty} Td (${esc(c)}) Tj ET\n`; });
    } else body = `BT /${f.id} ${size} Tf 0 g 2 ${ty} Td (${esc(value)}) Tj ET`;
    ap.write(`/Tx BMC q ${body} Q EMC`);
    ap.end();
    const dict: Record<string, unknown> = { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${size} Tf 0 g`),
      F: 4, AP: { N: ap }, MK: {} };
    if (comb) { dict.Ff = 1 << 24; dict.MaxLen = comb; }
    d.annotate(x, y, w, h, dict as unknown as PDFKit.Mixins.AnnotationOption);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private acroCheck(name: string, x: number, y: number, s: number, on: boolean): void {
    const d = this.doc as unknown as Internals & PDFKit.PDFDocument;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.write(`q 0 g 0 G 1.1 w ${s * 0.2} ${s * 0.5} m ${s * 0.42} ${s * 0.2} l ${s * 0.82} ${s * 0.85} l S Q`);
    yes.end();
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.write('q Q');
    off.end();
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', F: 4,
      AP: { N: { Yes: yes, Off: off } } } as unknown as PDFKit.Mixins.AnnotationOption);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private fieldName(key: string): string { return `${key.replace(/[^A-Za-z0-9]+/g, '_')}_${++this.n}`; }

  /** Free text on a line or in a box. */
  write(key: string, x: number, y: number, w: number, h: number, value: string | null, o: ValueOpts = {}): void {
    if (value === null || value === '') return;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.acroText(name, x, y, w, h, value);
      this.record(key, value, [], [{ name, value }], x, y, w, h, o);
    } else {
      this.ink1(value, x, y, w, h, false);
      this.record(key, value, [value], [], x, y, w, h, o);
    }
  }

  /**
   * A comb: segments of `segs[i]` cells with pre-printed separators between them (`-`, `/`, `)` ...). `value[i]` fills
   * segment i, one character per cell (left-aligned, or right-aligned for amounts); null leaves the comb empty.
   */
  comb(key: string, x: number, y: number, segs: number[], value: string[] | null,
    o: ValueOpts & { cw?: number; h?: number; seps?: string[]; right?: boolean; pre?: string; under?: string[] } = {}): number {
    const cw = o.cw ?? 11, h = o.h ?? 14;
    let cx = x;
    if (o.pre) { this.label(o.pre, cx, y + h / 2 - 3.5, { size: 8, bold: true }); cx += 9; }
    const starts: number[] = [];
    segs.forEach((n, i) => {
      starts.push(cx);
      this.rect(cx, y, n * cw, h, { lw: 0.8 });
      for (let k = 1; k < n; k++) this.line(cx + k * cw, y + h * 0.45, cx + k * cw, y + h, 0.5);
      if (o.under?.[i]) this.label(o.under[i]!, cx, y + h + 1, { size: 5, w: n * cw, align: 'center' });
      cx += n * cw;
      const sep = o.seps?.[i];
      if (sep !== undefined && i < segs.length - 1) { this.label(sep, cx, y + h / 2 - 4, { size: 9, bold: true, w: 9, align: 'center' }); cx += 9; }
      else if (i < segs.length - 1) cx += 4;
    });
    if (!value) return cx;
    const chunks: string[] = [], acro: Placed['acro'] = [];
    segs.forEach((n, i) => {
      const v = (value[i] ?? '').slice(0, n);
      if (!v) return;
      const off = o.right ? n - v.length : 0;
      if (this.style === 'fillable') {
        const name = this.fieldName(`${key}_${i + 1}`);
        this.acroText(name, starts[i]! + off * cw, y, v.length * cw, h, v, v.length);
        acro.push({ name, value: v });
      } else {
        [...v].forEach((c, k) => { if (c !== ' ') this.ink1(c, starts[i]! + (off + k) * cw, y, cw, h, true); });
        chunks.push(v);
      }
    });
    this.record(key, value.filter(Boolean).join(o.seps?.[0] ?? ' '), chunks, acro, x, y, cx - x, h, o);
    return cx;
  }

  /** One checkbox with its label; returns the x after it. */
  check(key: string, x: number, y: number, label: string, on: boolean, o: ValueOpts & { s?: number; size?: number } = {}): number {
    const s = o.s ?? 8, d = this.doc;
    const lw = this.label(label, x + s + 3, y + (s - (o.size ?? 7)) / 2 + 0.5, { size: o.size ?? 7 });
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.acroCheck(name, x, y, s, on);
      this.rect(x, y, s, s, { lw: 0.7 });
      if (on) this.record(key, label, [], [{ name, value: 'Yes' }], x, y, s, s, o);
      return x + s + lw + 12;
    }
    this.rect(x, y, s, s, { lw: 0.7 });
    if (!on) return x + s + lw + 12;
    const r = this.rng;
    if (this.style === 'handwritten') {
      const j = (): number => r.float(-1.2, 1.2);
      d.save().lineWidth(r.float(1, 1.6)).strokeColor(this.ink).lineCap('round');
      if (r.chance(0.5)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1.5 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1.5 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      else d.moveTo(x + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 0.5 + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      d.restore();
      this.record(key, label, [], [], x, y, s, s, o);
    } else if (this.markStyle === 'letter') {
      d.font('Helvetica-Bold').fontSize(s * 0.95).fillColor('black').text('X', x + s * 0.17, y + s * 0.08, { lineBreak: false });
      this.record(key, label, ['X'], [], x, y, s, s, o);
    } else if (this.markStyle === 'check') {
      d.save().lineWidth(1.2).moveTo(x + s * 0.18, y + s * 0.5).lineTo(x + s * 0.42, y + s * 0.85).lineTo(x + s * 0.85, y + s * 0.15).stroke('black').restore();
      this.record(key, label, [], [], x, y, s, s, o);
    } else {
      d.save().lineWidth(0.9).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke('black').restore();
      this.record(key, label, [], [], x, y, s, s, o);
    }
    return x + s + lw + 12;
  }

  /** A checkbox row; `chosen` is the index checked (or -1). Returns the checked box's x-end for an "Other" line. */
  checkRow(key: string, x: number, y: number, labels: string[], chosen: number, o: ValueOpts & { s?: number; size?: number; gap?: number } = {}): number[] {
    const xs: number[] = [];
    let cx = x;
    labels.forEach((l, i) => { cx = this.check(`${key}:${l}`, cx, y, l, i === chosen, i === chosen ? o : { s: o.s, size: o.size }); xs.push(cx - 12); cx += o.gap ?? 0; });
    return xs;
  }
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from the recorded values: every path a printed value gives, nothing else. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    if (p.decoy) continue;
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return app;
}
