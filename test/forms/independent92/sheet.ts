// Drawing a form in one of the three styles, and recording every printed value with the truth paths it gives:
// typed (values as text), handwritten (a handwriting font in blue-ish ink, each value slightly turned and shifted,
// checks as strokes), fillable (values only in AcroForm fields, checkboxes with V set).
import PDFDocument from 'pdfkit';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** A truth path (`legal_name`, `applicants.1.first_name`) and its value. */
export type Fields = Record<string, string | number>;

export interface Put { key: string; text: string; lines: string[]; page: number; fields: Fields; decoy: boolean }
export interface CheckPut { key: string; label: string; checked: boolean; page: number; fields: Fields }

const FONTS = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/@fontsource');
const HANDS = { kalam: join(FONTS, 'kalam/files/kalam-latin-400-normal.woff'), patrick: join(FONTS, 'patrick-hand/files/patrick-hand-latin-400-normal.woff') };
const INKS = ['#1b2f8f', '#22349c', '#123a7a', '#2a2a86', '#0f2f6b'];

export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number }
export interface ValueOpts { size?: number; fields?: Fields; decoy?: boolean; maxLines?: number; lineGap?: number; align?: 'left' | 'center' | 'right' }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly puts: Put[] = [];
  readonly checks: CheckPut[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly ink: string;
  private readonly hand: string;
  readonly style: Style;
  readonly typedFont: string;
  readonly size: [number, number];
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, typedFont: string, size: [number, number], title: string) {
    this.style = style; this.rng = rng; this.typedFont = typedFont; this.size = size;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'independent92', Creator: 'independent92', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.hand = rng.chance(0.5) ? 'kalam' : 'patrick';
    this.doc.registerFont('hand', HANDS[this.hand as keyof typeof HANDS]);
    this.ink = rng.pick(INKS);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  addPage(): void { this.doc.addPage({ size: this.size, margin: 0 }); this.page++; }

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; lw?: number; dash?: number } = {}): void {
    this.doc.lineWidth(o.lw ?? 0.5).moveTo(x1, y1).lineTo(x2, y2);
    if (o.dash) this.doc.dash(o.dash, { space: o.dash });
    this.doc.stroke(o.color ?? '#000000');
    if (o.dash) this.doc.undash();
  }

  /** The lines a value takes in `w` at `size` (broken at spaces only). */
  private wrap(s: string, w: number, size: number, font: string): string[] {
    this.doc.font(font).fontSize(size);
    const out: string[] = [];
    let cur = '';
    for (const word of s.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && this.doc.widthOfString(next) > w) { out.push(cur); cur = word; } else cur = next;
    }
    if (cur) out.push(cur);
    return out;
  }

  /** A filled-in value, `y` the top of its text; blank values are recorded and draw nothing (an empty field). */
  value(key: string, s: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.typedFont;
    let size = (o.size ?? 9) * (hand ? 1.12 : 1);
    const maxLines = o.maxLines ?? 1;
    let lines = this.wrap(s, w, size, font);
    while (size > 5 && (lines.length > maxLines || lines.some((l) => this.doc.widthOfString(l) > w))) { size -= 0.5; lines = this.wrap(s, w, size, font); }
    if (maxLines === 1) lines = s ? [s] : [];
    this.puts.push({ key, text: s, lines, page: this.page, fields: o.fields ?? {}, decoy: o.decoy ?? false });
    if (this.style === 'fillable') {
      const h = maxLines > 1 ? (size + (o.lineGap ?? 2)) * maxLines + 2 : size + 4;
      this.doc.font(this.typedFont).fontSize(size);
      this.doc.formText(key, x, y - 2, w, h, { value: s, fontSize: size, multiline: maxLines > 1, align: o.align ?? 'left' });
      return;
    }
    this.doc.font(font).fontSize(size).fillColor(hand ? this.ink : '#000000');
    lines.forEach((line, i) => {
      const ly = y + i * (size + (o.lineGap ?? 2)) - (hand ? size * 0.3 : 0);
      const lw = this.doc.widthOfString(line);
      const lx = o.align === 'right' ? x + w - lw : o.align === 'center' ? x + (w - lw) / 2 : x;
      if (!hand) { this.doc.text(line, lx, ly, { lineBreak: false }); return; }
      const jx = this.rng.float(-1.5, 1.5), jy = this.rng.float(-1.2, 1.2), angle = this.rng.float(-1.6, 1.6);
      this.doc.save().rotate(angle, { origin: [lx + jx, ly + jy] }).text(line, lx + jx, ly + jy, { lineBreak: false }).restore();
    });
  }

  /** A checkbox: the square is printed; the mark is an `X` (typed), a pen stroke (handwritten) or the field's V. */
  check(key: string, label: string, x: number, y: number, s: number, checked: boolean, fields: Fields = {}): void {
    this.checks.push({ key, label, checked, page: this.page, fields: checked ? fields : {} });
    if (this.style === 'fillable') {
      this.rect(x, y, s, s);
      // pdfkit writes a field's dictionary at once and maps `value` to a string: add V and AS (names) on the way in.
      const doc = this.doc as unknown as { annotate: (x: number, y: number, w: number, h: number, o: object) => unknown };
      const annotate = doc.annotate;
      const state = checked ? 'Yes' : 'Off';
      doc.annotate = function (this: unknown, ax: number, ay: number, aw: number, ah: number, o: object) {
        return annotate.call(this, ax, ay, aw, ah, { ...o, V: state, AS: state });
      };
      try { this.doc.formCheckbox(key, x, y, s, s, {}); } finally { doc.annotate = annotate; }
      return;
    }
    this.rect(x, y, s, s);
    if (!checked) return;
    if (this.style === 'typed') { this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.17, y + s * 0.08, { lineBreak: false }); return; }
    const r = () => this.rng.float(-0.8, 0.8);
    this.doc.lineWidth(1.3).moveTo(x + s * 0.1 + r(), y + s * 0.5 + r()).lineTo(x + s * 0.4 + r(), y + s * 0.9 + r())
      .lineTo(x + s * 1.15 + r(), y - s * 0.2 + r()).stroke(this.ink);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
