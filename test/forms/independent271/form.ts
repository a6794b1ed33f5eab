// Drawing and recording for set 271: a pdfkit page with printed captions, and values entered one of three ways
// (typed text, pen-written text in Z003, hand-built AcroForm widgets). Every value entered is recorded with its box.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type Decoy, type Location, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Box = Location['box'];
type Via = Location['via'];
const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1b2a8c', '#14213d', '#0b3d91', '#222222', '#2a1f6e'];
export const W = 612, H = 792;

interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface PutOpts { x: number; y: number; w: number; h?: number; text: string | null | undefined; name: string; fields?: Record<string, unknown>; decoy?: string; size?: number; align?: 'left' | 'right' }
interface ChoiceOpts { x: number; y: number; labels: string[]; chosen: number | null; name: string; fields?: Record<string, unknown>; decoy?: string; size?: number; gap?: number; boxes?: boolean; record?: boolean }

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export class Form {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly truth: TruthApplication = emptyApplication();
  readonly locations: Location[] = [];
  readonly decoys: Decoy[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly fieldRefs: Ref[] = [];
  private helv: Ref | null = null;
  readonly ink: string;
  private names = new Set<string>();

  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;
  readonly labelFont: string;
  readonly labelBold: string;

  constructor(style: Style, rng: Rng, typedFont: string, labelFont: string, labelBold: string) {
    this.style = style; this.rng = rng; this.typedFont = typedFont; this.labelFont = labelFont; this.labelBold = labelBold;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'set271', Creator: 'set271' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', HAND_FONT);
    this.ink = rng.pick(INKS);
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  // ---- printed furniture ----
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? this.labelBold : this.labelFont)).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }
  hline(x: number, y: number, w: number, color = '#000', lw = 0.6): void { this.doc.save().lineWidth(lw).strokeColor(color).moveTo(x, y).lineTo(x + w, y).stroke().restore(); }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== 'none') this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke ?? '#000');
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    this.doc.restore();
  }
  bar(text: string, x: number, y: number, w: number, h: number, fill: string, color = '#fff', size = 9): void {
    this.rect(x, y, w, h, { fill, stroke: 'none' });
    this.label(text, x + 5, y + (h - size) / 2 + 1, { size, bold: true, color });
  }
  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font(this.labelFont).fontSize(size).fillColor('#000');
    this.doc.text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }
  /** A signature scribble (never text); nothing in a fillable form. */
  sign(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const r = this.rng, d = this.doc.save().lineWidth(0.9).strokeColor(this.style === 'typed' ? '#1b2a8c' : this.ink).moveTo(x + 4, y - 3);
    let cx = x + 4;
    for (let i = 0; i < 5; i++) { const nx = cx + r.float(10, w / 6); d.bezierCurveTo(cx + 3, y - r.float(8, 16), nx - 3, y + r.float(0, 4), nx, y - r.float(2, 8)); cx = nx; }
    d.stroke().restore();
  }

  // ---- recording ----
  private record(fields: Record<string, unknown> | undefined, decoy: string | undefined, name: string, box: Box, text: string, via: Via, acro?: string): void {
    const paths = Object.keys(fields ?? {});
    if (!paths.length) {
      this.decoys.push({ key: decoy ?? name, text, page: this.page, box, ...(acro ? { acroform_field: acro } : {}) });
      return;
    }
    for (const [path, v] of Object.entries(fields!)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push({ ...EMPTY });
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
    this.locations.push({ fields: paths, page: this.page, box, text, via, ...(acro ? { acroform_field: acro } : {}) });
  }
  private box(x: number, top: number, w: number, h: number, pad = 0): Box {
    const r = (n: number): number => Math.round(n * 10) / 10;
    return [r(x - pad), r(H - top - h - pad), r(x + w + pad), r(H - top + pad)];
  }
  private uniq(name: string): string { let n = name, i = 2; while (this.names.has(n)) n = `${name}_${i++}`; this.names.add(n); return n; }

  /** A value entered on a line (y = the line) `w` wide; in a widget of height h above the line when fillable. */
  put(o: PutOpts): void {
    const d = this.doc, r = this.rng, text = o.text ?? '';
    if (this.style === 'fillable') {
      const h = o.h ?? 13, name = this.uniq(o.name);
      this.widget(name, o.x, o.y - h, o.w, h, text);
      if (text) this.record(o.fields, o.decoy, name, this.box(o.x, o.y - h, o.w, h), text, 'acroform', name);
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      const size = Math.min(o.size ?? 10, 10);
      d.font(this.typedFont).fontSize(size).fillColor('#000');
      const tw = d.widthOfString(text);
      const x = Math.min(W - 10 - tw, o.align === 'right' ? Math.max(o.x + 2, o.x + o.w - tw - 3) : o.x + 3);
      d.text(text, x, o.y - size - 1.5, { lineBreak: false });
      this.record(o.fields, o.decoy, o.name, this.box(x, o.y - size - 1.5, tw, size + 1), text, 'text');
      return;
    }
    const size = o.size ?? r.float(10.5, 13);
    d.font('hand').fontSize(size);
    const tw = d.widthOfString(text);
    // narrow lines and long values: the pen starts at the left; otherwise now and then far right or too late to fit
    const k = tw > o.w * 0.85 ? 0 : o.w < 120 ? Math.min(r.next(), 0.79) : r.next();
    // where the pen started: left, far right, or so late that the value runs past the line's end
    let x = k < 0.6 ? o.x + r.float(1, 12) : k < 0.8 ? o.x + Math.max(2, o.w - tw - r.float(0, 4)) : o.x + Math.max(2, o.w - tw * r.float(0.55, 0.8));
    if (o.align === 'right') x = o.x + Math.max(2, o.w - tw - 2);
    x = Math.max(8, Math.min(x, W - 10 - tw)); // the pen stays on the paper
    const dy = r.chance(0.25) ? r.float(2, 5) : r.float(-2.5, 0.5); // > 0: the writing sags through the line
    const top = o.y - size + dy;
    const ang = r.float(-2, 2);
    d.save().rotate(ang, { origin: [x, top + size] }).font('hand').fontSize(size).fillColor(this.ink).text(text, x, top, { lineBreak: false }).restore();
    const slack = Math.abs(Math.sin((ang * Math.PI) / 180)) * tw;
    this.record(o.fields, o.decoy, o.name, this.box(x, top - slack, tw, size + slack, 1), text, 'text');
  }

  /** A row of options; the chosen one circled (pen), ticked or crossed in its square, X-ed (typed) or a checked widget. */
  choice(o: ChoiceOpts): { xs: number[]; end: number } {
    const d = this.doc, r = this.rng, size = o.size ?? 8, gap = o.gap ?? 14;
    const boxes = o.boxes || this.style === 'fillable';
    const xs: number[] = [];
    let x = o.x;
    for (const lab of o.labels) {
      if (boxes) this.rect(x, o.y - size + 0.5, size, size, { lw: 0.6 });
      const lx = x + (boxes ? size + 3 : this.style === 'typed' ? 9 : 0);
      xs.push(x);
      this.label(lab, lx, o.y - size + 1, { size });
      d.font(this.labelFont).fontSize(size);
      x = lx + d.widthOfString(lab) + gap;
    }
    for (let i = 0; i < o.labels.length; i++) {
      if (this.style !== 'fillable') continue;
      const name = this.uniq(`${o.name}.${o.labels[i]!.replace(/[^A-Za-z0-9]/g, '')}`);
      this.checkbox(name, xs[i]!, o.y - size + 0.5, size, i === o.chosen);
      if (i === o.chosen && o.record !== false) this.record(o.fields, o.decoy, name, this.box(xs[i]!, o.y - size + 0.5, size, size), o.labels[i]!, 'acroform_checkbox', name);
    }
    if (o.chosen === null || this.style === 'fillable') return { xs, end: x };
    const c = o.chosen, lab = o.labels[c]!;
    d.font(this.labelFont).fontSize(size);
    const lw = d.widthOfString(lab), bx = xs[c]!, lx = bx + (boxes ? size + 3 : this.style === 'typed' ? 9 : 0);
    let bb: Box;
    if (this.style === 'typed') {
      d.font(this.typedFont).fontSize(size + 1).fillColor('#000').text('X', bx + (boxes ? 1 : 0), o.y - size, { lineBreak: false });
      bb = this.box(bx, o.y - size, lx + lw - bx, size + 1);
      if (o.record !== false) this.record(o.fields, o.decoy, o.name, bb, lab, 'text');
      return { xs, end: x };
    }
    d.save().lineWidth(r.float(0.9, 1.4)).strokeColor(this.ink);
    if (boxes) {
      const s = size, y0 = o.y - size + 0.5, ov = r.float(0, 3);
      if (r.chance(0.5)) d.moveTo(bx - ov, y0 - ov).lineTo(bx + s + ov, y0 + s + ov).moveTo(bx + s + ov, y0 - ov).lineTo(bx - ov, y0 + s + ov).stroke();
      else d.moveTo(bx + 1, y0 + s * 0.55).lineTo(bx + s * 0.4, y0 + s + 1).lineTo(bx + s + r.float(2, 5), y0 - r.float(2, 5)).stroke();
      bb = this.box(bx, y0, lx + lw - bx, s, 2);
    } else {
      const cx = lx + lw / 2 + r.float(-1.5, 1.5), cy = o.y - size / 2 + r.float(-1, 1);
      d.ellipse(cx, cy, lw / 2 + r.float(3, 6), size / 2 + r.float(2.5, 4.5)).stroke();
      bb = this.box(lx - 5, o.y - size - 3, lw + 10, size + 6);
    }
    d.restore();
    if (o.record !== false) this.record(o.fields, o.decoy, o.name, bb, lab, 'mark');
    return { xs, end: x };
  }

  // ---- AcroForm ----
  private font(): Ref {
    if (!this.helv) { this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }) as unknown as Ref; this.helv.end(); }
    return this.helv;
  }
  private rectOf(x: number, top: number, w: number, h: number): number[] { return [x, H - top - h, x + w, H - top]; }
  private annotate(dict: Record<string, unknown>): void {
    const ref = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, P: this.doc.page.dictionary, ...dict }) as unknown as Ref;
    (this.doc.page.annotations as unknown[]).push(ref);
    this.fieldRefs.push(ref);
    ref.end();
  }
  private widget(name: string, x: number, top: number, w: number, h: number, value: string): void {
    const esc = value.replace(/[\\()]/g, (c) => `\\${c}`);
    const fs = Math.min(10, h - 3);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font() } } }) as unknown as Ref;
    ap.end(`/Tx BMC q BT /Helv ${fs} Tf 0 g 2 ${((h - fs) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    this.annotate({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${fs} Tf 0 g`), Rect: this.rectOf(x, top, w, h), AP: { N: ap }, MK: {} });
  }
  private checkbox(name: string, x: number, top: number, s: number, on: boolean): void {
    const yes = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} }) as unknown as Ref;
    yes.end(`q 0 g 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} }) as unknown as Ref;
    off.end('');
    this.annotate({ FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', DA: new String('/ZaDb 0 Tf 0 g'), Rect: this.rectOf(x, top, s, s),
      AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } });
  }

  async finish(): Promise<Uint8Array> {
    if (this.fieldRefs.length) {
      // pdfkit's end() ends the catalog's /AcroForm itself (endAcroForm) when it finds one (fields without /Kids it leaves)
      const af = this.doc.ref({ Fields: this.fieldRefs, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.font() } } }) as unknown as Ref;
      const doc = this.doc as unknown as { _root: Ref; _acroform: unknown };
      doc._root.data.AcroForm = af;
      doc._acroform = { fonts: {}, defaultFont: 'Helv' };
    }
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
