// Drawing kit of set 127: caption boxes (label in tiny caps at the top-left or bottom-left corner of the box),
// zebra rows, vertical section bars, check boxes, and the three ways a value reaches the page: typed text,
// handwriting (Z003, ink, +-2 degrees, shifted) or an AcroForm field with its appearance stream.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

/** One printed value: the fields it gives (path under `application.`, empty for a decoy) and how it was printed. */
export interface Rec { key: string; text: string; page: number; fields: Record<string, unknown>; via: 'text' | 'mark' | 'acroform'; acroform_field?: string }
export interface Theme {
  labelFont: string; labelSize: number; valueFont: string; valueSize: number; labelPos: 'top' | 'bottom';
  rule: string; zebra: string; accent: string; barText: string;
}
type Ref = { data: Record<string, unknown>; end(chunk?: string): void };
type Internals = { _font: { id: string; ref(): Ref }; page: { annotations: Ref[] }; _root: { data: { AcroForm?: Ref } }; ref(d: Record<string, unknown>): Ref };

const pdfStr = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly recs: Rec[] = [];
  page = 1;
  private n = 0;
  private readonly ink: string;
  readonly style: Style;
  readonly theme: Theme;
  private readonly jit: Rng;

  constructor(style: Style, theme: Theme, jit: Rng, title: string) {
    this.style = style; this.theme = theme; this.jit = jit;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Producer: 'FormForge 4.2', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.registerFont('hand', HAND_FONT);
    this.ink = jit.pick(['#1c2b50', '#101010', '#17234a', '#222222', '#0f1f45']);
    if (style === 'fillable') {
      this.doc.font('Helvetica').initForm();
      this.int()._root.data.AcroForm!.data['NeedAppearances'] = false;
    }
  }

  private int(): Internals { return this.doc as unknown as Internals; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static text of the form itself (labels, fine print, headings). */
  say(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right'; spacing?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, ...(o.width !== undefined ? { width: o.width } : {}), align: o.align ?? 'left', characterSpacing: o.spacing ?? 0 });
  }

  /** A caption box: frame, optional shade, label in small caps in a corner. Returns the value area. */
  cap(x: number, y: number, w: number, h: number, label: string, fill?: string): { x: number; y: number; w: number; h: number } {
    const t = this.theme, d = this.doc;
    if (fill) d.rect(x, y, w, h).fill(fill);
    d.lineWidth(0.5).strokeColor(t.rule).rect(x, y, w, h).stroke();
    const ls = t.labelSize;
    const ly = t.labelPos === 'top' ? y + 1.6 : y + h - ls - 1.4;
    this.say(label.toUpperCase(), x + 2.2, ly, { font: t.labelFont, size: ls, color: '#333', spacing: 0.25 });
    return t.labelPos === 'top' ? { x: x + 3, y: y + ls + 2, w: w - 6, h: h - ls - 3 } : { x: x + 3, y: y + 1, w: w - 6, h: h - ls - 3 };
  }

  /** A caption box holding a value (null: left blank). `fields` empty makes the value a decoy. */
  cell(x: number, y: number, w: number, h: number, label: string, text: string | null, key: string, fields: Record<string, unknown> = {}, fill?: string): void {
    const a = this.cap(x, y, w, h, label, fill);
    this.value(a.x, a.y, a.w, a.h, text, key, fields);
  }

  value(x: number, y: number, w: number, h: number, text: string | null, key: string, fields: Record<string, unknown>): void {
    const d = this.doc, t = this.theme;
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      this.textField(name, x, y, w, h, text ?? '');
      if (text) this.recs.push({ key, text, page: this.page, fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      let size = Math.min(t.valueSize, h * 0.85);
      d.font(t.valueFont);
      while (size > 5 && d.fontSize(size).widthOfString(text) > w) size -= 0.5;
      d.fillColor('#000').text(text, x, y + (h - size) / 2, { lineBreak: false });
    } else {
      let size = Math.min(t.valueSize + 2.5, h * 1.05);
      d.font('hand');
      while (size > 4.5 && d.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      const dx = this.jit.float(0, Math.max(0.5, Math.min(10, w - 4 - d.widthOfString(text)))), dy = this.jit.float(-1.5, 1.5);
      const ang = this.jit.float(-2, 2);
      const ox = x + dx, oy = y + (h - size) / 2 + dy + size * 0.12;
      d.save().rotate(ang, { origin: [ox, oy + size / 2] }).fillColor(this.ink).text(text, ox, oy, { lineBreak: false }).restore();
    }
    this.recs.push({ key, text, page: this.page, fields, via: 'text' });
  }

  /** A square check box followed by its label; the mark is a letter X (typed), pen strokes (handwritten) or a
   *  check-box field (fillable). */
  check(x: number, y: number, label: string, checked: boolean, key: string, fields: Record<string, unknown> = {}, size = 7): number {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#222').rect(x, y, size, size).stroke();
    this.say(label, x + size + 2.5, y + (size - 6.5) / 2 + 0.3, { font: this.theme.labelFont, size: 6.5, color: '#111' });
    const end = x + size + 2.5 + d.widthOfString(label) + 7;
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      this.widget(x, y, size, size, { FT: 'Btn', T: new String(name), AS: checked ? 'Yes' : 'Off', V: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: this.markAp(size), Off: this.xobj(size, size, '') } }, MK: { CA: new String('4') } });
      if (checked) this.recs.push({ key, text: label, page: this.page, fields, via: 'acroform', acroform_field: name });
      return end;
    }
    if (!checked) return end;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(size + 1).fillColor('#000').text('X', x + 0.6, y - 0.2, { lineBreak: false });
    } else {
      const j = (): number => this.jit.float(-0.8, 0.8);
      d.save().lineWidth(1.1).strokeColor(this.ink).lineCap('round');
      if (this.jit.chance(0.5)) {
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).stroke();
        d.moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1 + j()).stroke();
      } else {
        d.moveTo(x + j(), y + size * 0.55).lineTo(x + size * 0.4, y + size + 0.5 + j()).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
      }
      d.restore();
    }
    this.recs.push({ key, text: label, page: this.page, fields, via: 'mark' });
    return end;
  }

  /** Mutually exclusive boxes: a radio group when fillable, plain check boxes otherwise. */
  choice(opts: { x: number; y: number; label: string; value: string }[], chosen: string | null, key: string, fields: Record<string, unknown>, size = 7): void {
    if (this.style !== 'fillable') {
      for (const o of opts) this.check(o.x, o.y, o.label, o.value === chosen, key, o.value === chosen ? fields : {}, size);
      return;
    }
    const d = this.doc;
    const name = `${key}_${++this.n}`;
    const parent = this.int().ref({ FT: 'Btn', T: new String(name), Ff: 49152, V: chosen ?? 'Off', Kids: [] });
    (this.int()._root.data.AcroForm!.data['Fields'] as Ref[]).push(parent);
    for (const o of opts) {
      d.lineWidth(0.6).strokeColor('#222').rect(o.x, o.y, size, size).stroke();
      this.say(o.label, o.x + size + 2.5, o.y + (size - 6.5) / 2 + 0.3, { font: this.theme.labelFont, size: 6.5, color: '#111' });
      const kid = this.widget(o.x, o.y, size, size, { Parent: parent, AS: o.value === chosen ? o.value : 'Off',
        AP: { N: { [o.value]: this.markAp(size), Off: this.xobj(size, size, '') } }, MK: { CA: new String('l') } }, false);
      (parent.data['Kids'] as Ref[]).push(kid);
      if (o.value === chosen) this.recs.push({ key, text: o.label, page: this.page, fields, via: 'acroform', acroform_field: name });
    }
  }

  /** A section name printed vertically (bottom to top) in a filled bar at the left edge of a section. */
  vbar(x: number, y: number, w: number, h: number, name: string): void {
    const d = this.doc;
    let size = Math.min(w - 4, 8);
    d.rect(x, y, w, h).fill(this.theme.accent);
    const cx = x + w / 2, cy = y + h / 2;
    d.font('Helvetica-Bold');
    while (size > 4 && d.fontSize(size).widthOfString(name, { characterSpacing: 1 }) > h - 4) size -= 0.5;
    const len = d.widthOfString(name, { characterSpacing: 1 });
    d.save().rotate(-90, { origin: [cx, cy] }).fillColor(this.theme.barText).text(name, cx - len / 2, cy - size / 2 + 0.5, { lineBreak: false, characterSpacing: 1 }).restore();
  }

  /** A row of caption boxes whose widths are shares of `w`. */
  row(x: number, y: number, w: number, h: number, cells: [number, string, string | null, string, Record<string, unknown>?][], fill?: string): void {
    const total = cells.reduce((s, c) => s + c[0], 0);
    let cx = x;
    for (const [share, label, text, key, fields] of cells) {
      const cw = (w * share) / total;
      this.cell(cx, y, cw, h, label, text, key, fields ?? {}, fill);
      cx += cw;
    }
  }

  /** A widget annotation with its whole dictionary given up front (pdfkit ends the object at once). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>, top = true): Ref {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const a = this.int().page.annotations, ref = a[a.length - 1]!;
    if (top) (this.int()._root.data.AcroForm!.data['Fields'] as Ref[]).push(ref);
    return ref;
  }

  private xobj(w: number, h: number, content: string, font?: { id: string; ref: Ref }): Ref {
    const r = this.int().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: font ? { Font: { [font.id]: font.ref } } : {} });
    r.end(content);
    return r;
  }

  private markAp(s: number): Ref {
    return this.xobj(s, s, `q 0 g 0 G 1.1 w 1 J ${(s * 0.18).toFixed(2)} ${(s * 0.5).toFixed(2)} m ${(s * 0.42).toFixed(2)} ${(s * 0.15).toFixed(2)} l ${(s * 0.85).toFixed(2)} ${(s * 0.88).toFixed(2)} l S Q`);
  }

  private textField(name: string, x: number, y: number, w: number, h: number, value: string): void {
    const d = this.doc;
    d.font('Helvetica');
    let size = Math.min(this.theme.valueSize, h * 0.8);
    while (size > 5 && d.fontSize(size).widthOfString(value) > w - 3) size -= 0.5;
    const f = this.int()._font;
    const base = ((h - size) / 2 + size * 0.22).toFixed(2);
    const body = value ? `/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${base} Td (${pdfStr(value)}) Tj ET Q EMC` : '/Tx BMC EMC';
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${size} Tf 0 g`),
      AP: { N: this.xobj(w, h, body, { id: f.id, ref: f.ref() }) } });
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
