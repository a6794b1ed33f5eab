// A page-drawing helper for set 109: labels are page text; values go where the style puts them (platform text tabs,
// a pen, or AcroForm fields) and each printed value is recorded with the truth paths it gives, or as a decoy.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { key: string; text: string; page: number; fields: Record<string, unknown>; acroform?: string; check?: boolean }
export interface ValOpts { size?: number; font?: string; align?: 'left' | 'center' | 'right'; h?: number }

const req = createRequire(import.meta.url);
const PEN = [req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'), req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  readonly printed: Printed[] = [];
  readonly decoys: Printed[] = [];
  page = 0;
  /** The platform's value font for typed text tabs. */
  tabFont = 'Helvetica';
  tabColor = '#000000';
  private ink: string;
  private names = new Set<string>();
  private onPage: (s: Sheet) => void = () => undefined;

  constructor(style: Style, rng: Rng) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, info: { Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 0, 1)) } });
    this.doc.registerFont('pen', PEN[rng.int(0, 1)]!);
    this.ink = rng.pick(['#1b2a6b', '#0d1d4f', '#222222', '#1a3d8f']);
    // The form's default font is Courier so that each Helvetica field gets its own size in its DA.
    this.doc.font('Courier');
    if (style === 'fillable') this.doc.initForm();
    this.doc.font('Helvetica');
  }

  header(fn: (s: Sheet) => void): void { this.onPage = fn; }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    this.onPage(this);
  }

  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, ...(o.width !== undefined ? { width: o.width } : {}), align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#000000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_]/g, '_');
    let i = 2;
    while (this.names.has(n)) n = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** Put one value: `y` is the baseline box's top, `w` its width. An empty text prints nothing (a blank box). */
  private put(key: string, text: string, x: number, y: number, w: number, o: ValOpts): string | undefined {
    const size = o.size ?? 9;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.doc.font('Helvetica');
      this.doc.formText(name, x, y - 1, w, o.h ?? size + 4, { value: text, fontSize: size, align: o.align ?? 'left' });
      return name;
    }
    if (!text) return undefined;
    if (this.style === 'typed') {
      this.doc.font(o.font ?? this.tabFont).fontSize(size).fillColor(this.tabColor);
      this.doc.text(text, x + 1, y + 1, { lineBreak: false, width: w, align: o.align ?? 'left' });
      return undefined;
    }
    const r = this.rng;
    const dx = r.float(-2, 4), dy = r.float(-2.5, 1.5), rot = r.float(-2.2, 2.2);
    const psize = size + 2.5 + r.float(-0.5, 1);
    this.doc.save().rotate(rot, { origin: [x + dx, y + dy + psize / 2] });
    this.doc.font('pen').fontSize(psize).fillColor(this.ink).text(text, x + dx + 1, y + dy - 2.5, { lineBreak: false });
    this.doc.restore();
    return undefined;
  }

  val(key: string, text: string | null, x: number, y: number, w: number, fields: Record<string, unknown>, o: ValOpts = {}): void {
    const t = text ?? '';
    const acro = this.put(key, t, x, y, w, o);
    if (t) this.printed.push({ key, text: t, page: this.page, fields, ...(acro ? { acroform: acro } : {}) });
  }

  decoy(key: string, text: string, x: number, y: number, w: number, o: ValOpts = {}): void {
    const acro = this.put(key, text, x, y, w, o);
    if (text) this.decoys.push({ key, text, page: this.page, fields: {}, ...(acro ? { acroform: acro } : {}) });
  }

  /** A platform stamp: page text in every style, always a decoy. */
  stamp(key: string, text: string, x: number, y: number, _w: number, o: ValOpts = {}): void {
    this.text(text, x, y, { size: o.size ?? 7, font: o.font ?? 'Helvetica', color: '#222222' });
    this.decoys.push({ key, text, page: this.page, fields: {} });
  }

  /** A checkbox with its label to the right; a checked box records the label as printed text of `fields`. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> = {}, size = 8): void {
    this.rect(x, y, size, size, { lw: 0.6 });
    this.text(label, x + size + 3, y + 0.5, { size: 7.5 });
    if (!checked) return;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(size).fillColor(this.tabColor).text('X', x + 1.3, y + 0.6, { lineBreak: false });
    } else {
      const r = this.rng, j = (): number => r.float(-1.2, 1.2);
      this.doc.save().lineWidth(1.2).strokeColor(this.style === 'handwritten' ? this.ink : '#000000');
      if (r.chance(0.5)) this.doc.moveTo(x + j(), y + j()).lineTo(x + size + j(), y + size + j()).moveTo(x + size + j(), y + j()).lineTo(x + j(), y + size + j()).stroke();
      else this.doc.moveTo(x + 1 + j(), y + size * 0.55).lineTo(x + size * 0.4, y + size + j()).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
      this.doc.restore();
    }
    if (Object.keys(fields).length) this.printed.push({ key, text: label, page: this.page, fields, check: true });
  }

  /** A signature image: strokes only, never text. */
  signature(x: number, y: number, w: number, h: number, color = '#0b2a80'): void {
    const r = this.rng;
    this.doc.save().lineWidth(r.float(0.9, 1.5)).strokeColor(color).moveTo(x, y + h * 0.7);
    let cx = x;
    const n = r.int(4, 7);
    for (let i = 0; i < n; i++) {
      const nx = cx + w / n;
      this.doc.bezierCurveTo(cx + r.float(0, w / n), y + r.float(-h * 0.2, h * 0.3), nx - r.float(0, w / n), y + h * r.float(0.6, 1.1), nx, y + h * r.float(0.3, 0.8));
      cx = nx;
    }
    this.doc.stroke().moveTo(x + w * 0.1, y + h * 0.9).lineTo(x + w * r.float(0.6, 0.95), y + h * r.float(0.75, 0.95)).stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
