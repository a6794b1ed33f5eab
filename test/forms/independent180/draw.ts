// One form being drawn in one style, and the record of where every value went. Layouts work in pdfkit's coordinates
// (points, origin top left); each record's box is converted to PDF's (origin bottom left) as the truth wants.
// typed: values in a plain font. handwritten: a script font, rotated a little, ink colour, marks drawn as strokes.
// fillable: values only in AcroForm fields (/V plus an appearance stream), never in the page's own text.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Fields = Record<string, string | number | null>;

export interface Placed {
  /** What the value is (`legal_name`, `owner2_ssn`, `landlord_name` ...). */
  key: string;
  /** 1-based page number. */
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
  box: Box;
  /** The text as printed; for a checkbox the checked option's label. */
  text: string;
  /** Truth paths this value gives (`application.legal_name` ...); empty for a decoy. */
  fields: Fields;
  via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  acroform_field?: string;
  acroform_value?: string;
}

export interface Cell { x: number; y: number; w: number; h: number }
/** A value's role: truth fields, a decoy (not the application's, a reader must not take it), or context (neither). */
export type Role = Fields | 'decoy' | 'context';

export interface SheetOptions {
  style: Style;
  /** Draws for handwriting jitter only, so the merchant's draws never depend on the style. */
  jitter: Rng;
  typedFont: 'Helvetica' | 'Courier' | 'Times-Roman';
  typedSize: number;
  /** Typed checkbox mark: a letter X or a ZapfDingbats check. Handwriting always strokes its marks. */
  typedMark: 'x' | 'check';
  /** AcroForm names: meaningful (`owner1_ssn`) or a tool's generic `Text12`. */
  genericNames: boolean;
  /** A checked AcroForm box's on-state: `Yes`, or the option's own name. */
  onStateLabel: boolean;
  title: string;
}

const require = createRequire(import.meta.url);
/** URW Z003 (a Zapf Chancery clone) where the system has it, else Kalam from npm, else an oblique sans. */
function handFont(): string {
  for (const p of ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf']) if (existsSync(p)) return p;
  try { return require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'); } catch { return 'Helvetica-Oblique'; }
}
const HAND = handFont();
/** A font with a check glyph for typed ticks; without one the typed mark is a letter X. */
const TICK = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find((p) => existsSync(p)) ?? null;

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  readonly W = 612;
  readonly H = 792;
  private counter = 0;
  private names = new Set<string>();
  private chunks: Buffer[] = [];
  private ink: [number, number, number];
  readonly o: SheetOptions;

  constructor(o: SheetOptions) {
    this.o = o;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: o.title, Producer: 'pdfkit', Creator: o.style === 'fillable' ? 'Form designer' : 'Application', CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.ink = o.jitter.pick([[15, 30, 110], [20, 20, 25], [10, 45, 140]] as [number, number, number][]);
    if (HAND.includes('/')) this.doc.registerFont('Hand', HAND);
    if (TICK) this.doc.registerFont('Tick', TICK);
    this.doc.font(o.typedFont);
    if (o.style === 'fillable') {
      this.doc.initForm();
      // The appearance streams are the form's look: a viewer must not rebuild them from the field values.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Static form text (labels, headings, paragraphs): page text in every style. */
  label(s: string, x: number, y: number, size = 6.5, font = 'Helvetica', opts: { color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number } = {}): void {
    this.doc.font(font).fontSize(size).fillColor(opts.color ?? '#000');
    if (opts.width) this.doc.text(s, x, y, { width: opts.width, align: opts.align ?? 'left', lineGap: opts.lineGap ?? 0.5 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  /** Static form text that is still a value a reader must not take (the broker's own address): page text in every
   *  style, recorded as a decoy. */
  staticDecoy(key: string, text: string, x: number, y: number, size: number, font: string, color = '#000'): void {
    this.label(text, x, y, size, font, { color });
    const w = this.doc.widthOfString(text);
    this.record(key, 'decoy', text, this.toPdf(x - 1, y - 1, x + w + 1, y + size * 1.2), 'text');
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.6, color = '#000'): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  private toPdf(x0: number, y0: number, x1: number, y1: number): Box {
    const r = (v: number): number => Math.round(v * 100) / 100;
    return [r(x0), r(this.H - y1), r(x1), r(this.H - y0)];
  }

  private fieldName(key: string, kind: 'Text' | 'Check Box'): string {
    this.counter++;
    const name = this.o.genericNames ? `${kind}${this.counter}` : key.replace(/[^A-Za-z0-9_]/g, '');
    // Two widgets with one name would be one field with one value.
    if (this.names.has(name)) throw new Error(`duplicate AcroForm field ${name}`);
    this.names.add(name);
    return name;
  }

  private record(key: string, role: Role, text: string, box: Box, via: Placed['via'], acro?: { field: string; value?: string }): void {
    if (role === 'context') return;
    const p: Placed = { key, page: this.page, box, text, fields: role === 'decoy' ? {} : role, via,
      ...(acro ? { acroform_field: acro.field } : {}), ...(acro?.value ? { acroform_value: acro.value } : {}) };
    (role === 'decoy' ? this.decoys : this.placed).push(p);
  }

  /** A value written into the area `c` (below or beside its label). Blank values draw nothing, except an empty field. */
  value(key: string, text: string | null, c: Cell, role: Role, align: 'left' | 'center' = 'left'): void {
    const doc = this.doc;
    if (this.o.style === 'fillable') {
      const name = this.fieldName(key, 'Text');
      doc.font(this.o.typedFont);
      const size = this.fit(text ?? '', c.w - 4, this.o.typedSize);
      const font = (doc as any)._font;
      const tw = doc.widthOfString(text ?? '');
      const tx = align === 'center' ? (c.w - tw) / 2 : 2;
      const ap = this.xobject(c.w, c.h, text ? `/Tx BMC q BT /${font.id} ${size} Tf 0 g ${tx.toFixed(2)} ${((c.h - size * 0.7) / 2).toFixed(2)} Td (${esc(text)}) Tj ET Q EMC` : '/Tx BMC EMC',
        { Font: { [font.id]: font.ref() } });
      this.widget(name, 'text', c, { value: text ?? '', align }, { DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap } });
      if (text) this.record(key, role, text, this.toPdf(c.x, c.y, c.x + c.w, c.y + c.h), 'acroform', { field: name });
      return;
    }
    if (!text) return;
    if (this.o.style === 'typed') {
      doc.font(this.o.typedFont);
      const size = this.fit(text, c.w - 4, this.o.typedSize);
      const w = doc.widthOfString(text);
      const x = align === 'center' ? c.x + (c.w - w) / 2 : c.x + 2.5;
      const y = c.y + c.h - size - 1.5;
      doc.fillColor('#000').text(text, x, y, { lineBreak: false });
      this.record(key, role, text, this.toPdf(x - 1, y - 1, x + w + 1, y + size * 1.15 + 1), 'text');
      return;
    }
    this.hand(key, text, c, role);
  }

  /** Handwriting: bigger, drifting and a little rotated; the box is the rotated text's bounds. */
  private hand(key: string, text: string, c: Cell, role: Role): void {
    const doc = this.doc, j = this.o.jitter;
    doc.font(HAND.includes('/') ? 'Hand' : HAND);
    const size = this.fit(text, c.w - 6, j.float(10.5, 12.5));
    const w = doc.widthOfString(text);
    const x = c.x + j.float(2, Math.max(2.5, Math.min(14, c.w - w - 2)));
    const y = c.y + c.h - size * 1.05 + j.float(-1.5, 1);
    const angle = j.float(-2.2, 2.2);
    doc.save().rotate(angle, { origin: [x, y] }).fillColor(this.ink).text(text, x, y, { lineBreak: false });
    doc.restore();
    const rad = (angle * Math.PI) / 180, cos = Math.cos(rad), sin = Math.sin(rad);
    const pts = [[x, y - 1], [x + w, y - 1], [x, y + size * 1.2], [x + w, y + size * 1.2]].map(([px, py]) =>
      [x + (px! - x) * cos - (py! - y) * sin, y + (px! - x) * sin + (py! - y) * cos] as const);
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    this.record(key, role, text, this.toPdf(Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1), 'text');
  }

  /** A form XObject (an appearance stream). */
  private xobject(w: number, h: number, content: string, resources?: object): unknown {
    const ref = (this.doc as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(resources ? { Resources: resources } : {}) });
    ref.end(content);
    return ref;
  }

  /** pdfkit's formAnnotation, with the appearance and state put in before pdfkit writes the widget (it ends the
   *  annotation's object at once, so nothing can be added afterwards). */
  private widget(name: string, type: 'text' | 'checkbox', c: Cell, options: object, extra: object): void {
    const doc = this.doc as any;
    const dict = doc._fieldDict(name, type, options);
    Object.assign(dict, { Subtype: 'Widget', F: 4 }, extra);
    doc.annotate(c.x, c.y, c.w, c.h, dict);
    doc._addToParent(doc.page.annotations.at(-1));
  }

  /** Largest size up to `max` at which `text` fits `width` in the current font. */
  private fit(text: string, width: number, max: number): number {
    let size = max;
    this.doc.fontSize(size);
    while (size > 5.5 && this.doc.widthOfString(text) > width) this.doc.fontSize((size -= 0.25));
    return size;
  }

  /** A checkbox with its label to the right; a checked box records the label as the value it gives. */
  check(key: string, label: string, x: number, y: number, checked: boolean, role: Role, o: { size?: number; labelSize?: number; font?: string } = {}): number {
    const s = o.size ?? 7.5, doc = this.doc;
    this.rect(x, y, s, s, { lw: 0.6 });
    this.label(label, x + s + 2.5, y + (s - (o.labelSize ?? 7)) / 2 + 0.5, o.labelSize ?? 7, o.font ?? 'Helvetica');
    doc.font(o.font ?? 'Helvetica').fontSize(o.labelSize ?? 7);
    const end = x + s + 2.5 + doc.widthOfString(label);
    const box = this.toPdf(x - 0.5, y - 1, end + 1, y + s + 1);
    if (this.o.style === 'fillable') {
      const name = this.fieldName(key, 'Check Box');
      const on = this.o.onStateLabel ? label.replace(/[^A-Za-z0-9]/g, '') || 'Yes' : 'Yes';
      const yes = this.xobject(s, s, `q 0 g 0 G 1 w 1.2 ${(s * 0.5).toFixed(2)} m ${(s * 0.4).toFixed(2)} 1.2 l ${(s - 1).toFixed(2)} ${(s - 1).toFixed(2)} l S Q`);
      const off = this.xobject(s, s, ' ');
      this.widget(name, 'checkbox', { x, y, w: s, h: s }, {}, { AP: { N: { [on]: yes, Off: off } }, V: checked ? on : 'Off', AS: checked ? on : 'Off', MK: { CA: new String('4') } });
      if (checked) this.record(key, role, label, box, 'acroform_checkbox', { field: name, ...(on !== 'Yes' ? { value: on } : {}) });
      return end;
    }
    if (!checked) return end;
    if (this.o.style === 'typed') {
      if (this.o.typedMark === 'check' && TICK) doc.font('Tick').fontSize(s * 1.1).fillColor('#000').text('\u2713', x + s * 0.05, y - s * 0.1, { lineBreak: false });
      else doc.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.17, y + s * 0.08, { lineBreak: false });
    } else {
      // A pen stroke, no text at all: an X or a tick that overshoots the box.
      const j = this.o.jitter, d = (): number => j.float(-1.2, 1.2);
      doc.save().lineWidth(j.float(0.9, 1.4)).strokeColor(this.ink).lineCap('round');
      if (j.chance(0.5)) {
        doc.moveTo(x - 1 + d(), y - 1 + d()).lineTo(x + s + 1 + d(), y + s + 1 + d()).stroke();
        doc.moveTo(x + s + 1 + d(), y - 1 + d()).lineTo(x - 1 + d(), y + s + 1 + d()).stroke();
      } else {
        doc.moveTo(x + d(), y + s * 0.5 + d()).lineTo(x + s * 0.4, y + s + d()).lineTo(x + s + 2 + d(), y - 2 + d()).stroke();
      }
      doc.restore();
    }
    this.record(key, role, label, box, 'checkbox');
    return end;
  }

  /** A signature: loops of ink, never text. Fillable forms arrive unsigned. */
  signature(x: number, y: number, w: number): void {
    if (this.o.style === 'fillable') return;
    const j = this.o.jitter, doc = this.doc;
    doc.save().lineWidth(0.9).strokeColor(this.o.style === 'typed' ? '#1a1a60' : this.ink).moveTo(x, y);
    let cx = x;
    const end = x + w * j.float(0.45, 0.8);
    while (cx < end) {
      const nx = cx + j.float(8, 18);
      doc.bezierCurveTo(cx + j.float(0, 6), y - j.float(4, 12), nx - j.float(0, 6), y + j.float(2, 7), nx, y - j.float(-2, 3));
      cx = nx;
    }
    doc.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
