// Drawing surface of independent set 154: labels, values in three styles (typed, handwritten, fillable AcroForm),
// checkboxes and decoys, each value recorded where it was put.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean; decoy?: boolean }
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface LayoutFonts { label: string; bold: string; value: string }

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Italic.ttf'];
/** Embedded fonts a layout may name as its label or value font. */
const EMBEDDED: Record<string, string> = {
  DejaVu: '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf',
  'DejaVu-Bold': '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf',
  Gothic: '/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf',
  'Gothic-Bold': '/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf',
};

type Doc = PDFKit.PDFDocument & Record<string, any>;

export class Canvas {
  readonly doc: Doc;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private acroN = 0;
  private formReady = false;
  private readonly style: Style;
  private readonly rng: Rng;
  private readonly fonts: LayoutFonts;

  constructor(style: Style, rng: Rng, fonts: LayoutFonts, meta: { title: string; author: string }) {
    this.style = style;
    this.rng = rng;
    this.fonts = fonts;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { Title: meta.title, Author: meta.author, Producer: meta.author, Creator: meta.author, CreationDate: new Date(Date.UTC(2025, 2, 3, 14, 0, 0)) } }) as Doc;
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    for (const [name, path] of Object.entries(EMBEDDED)) this.doc.registerFont(name, path);
    const hand = HAND_FONTS.find((p) => existsSync(p)) ?? HAND_FONTS[0]!;
    this.doc.registerFont('Hand', hand);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static page text (labels, headings, paragraphs) in the layout's font. */
  text(x: number, y: number, s: string, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    const d = this.doc;
    d.fillColor(o.color ?? '#000').font(o.font ?? (o.bold ? this.fonts.bold : this.fonts.label)).fontSize(o.size ?? 7.5);
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else d.text(s, x, y, { lineBreak: false });
    d.fillColor('#000');
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    else d.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    d.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#555', lw = 0.5): void {
    this.doc.save().lineWidth(lw).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }

  /** A printed value of the application. Empty text prints nothing (an empty AcroForm field when fillable). */
  value(key: string, x: number, y: number, w: number, text: string, fields: Record<string, unknown>, o: { acro?: string; size?: number } = {}): void {
    const acro = this.put(x, y, w, text, o);
    if (text) this.placed.push({ key, text, fields, page: this.page, ...(acro ? { acro } : {}) });
  }

  /** A printed value that is not the application's (landlord, reference, bank number ...). */
  decoy(key: string, x: number, y: number, w: number, text: string, o: { acro?: string; size?: number } = {}): void {
    const acro = this.put(x, y, w, text, o);
    if (text) this.decoys.push({ key, text, fields: {}, page: this.page, decoy: true, ...(acro ? { acro } : {}) });
  }

  /** Static page text that is a value of someone else (the broker's own address): a decoy in every style. */
  decoyText(key: string, x: number, y: number, text: string, o: { size?: number; color?: string } = {}): void {
    this.text(x, y, text, o);
    this.decoys.push({ key, text, fields: {}, page: this.page, decoy: true });
  }

  /** A checkbox with its label to the right; a checked box is recorded with the label as its text. */
  check(key: string, x: number, y: number, label: string, checked: boolean, fields: Record<string, unknown>,
    o: { acro?: string; on?: string; size?: number; decoy?: boolean } = {}): number {
    const s = 7.5;
    this.rect(x, y, s, s, { lw: 0.5 });
    this.text(x + s + 3, y, label, { size: o.size ?? 7 });
    const labelW = this.doc.font(this.fonts.label).fontSize(o.size ?? 7).widthOfString(label);
    let acro: string | undefined;
    if (this.style === 'fillable') {
      acro = o.acro ?? `Check Box${++this.acroN}`;
      this.acroCheck(acro, x, y, s, checked ? (o.on ?? 'Yes') : null, o.on ?? 'Yes');
    } else if (checked) this.mark(x, y, s);
    if (checked) {
      const p: Placed = { key, text: label, fields, page: this.page, check: true, ...(acro ? { acro } : {}) };
      if (o.decoy) this.decoys.push({ ...p, fields: {}, decoy: true }); else this.placed.push(p);
    }
    return x + s + 3 + labelW;
  }

  private mark(x: number, y: number, s: number): void {
    const d = this.doc;
    if (this.style === 'typed') {
      if (this.rng.chance(0.5)) d.font(this.fonts.value).fontSize(8).text('X', x + 1.3, y + 0.2, { lineBreak: false });
      else d.font('DejaVu').fontSize(8).text(this.rng.pick(['✓', '✔']), x + 0.8, y - 0.6, { lineBreak: false });
      return;
    }
    const kind = this.rng.pick(['x', 'tick', 'ring'] as const);
    const j = (): number => this.rng.float(-1, 1);
    d.save().lineWidth(1.1).strokeColor('#1b2a6b').lineCap('round');
    if (kind === 'x') d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1).stroke();
    else if (kind === 'tick') d.moveTo(x + j(), y + s * 0.5).lineTo(x + s * 0.4, y + s + 1 + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
    else d.ellipse(x + s / 2 + j(), y + s / 2, s * 0.95, s * 0.8).stroke();
    d.restore();
  }

  /** Draws the text (or its AcroForm field) and returns the field name when fillable. */
  private put(x: number, y: number, w: number, text: string, o: { acro?: string; size?: number }): string | undefined {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = o.acro ?? `Text${++this.acroN}`;
      this.acroText(name, x, y - 2, w, 12, text, o.size ?? 9);
      return name;
    }
    if (!text) return undefined;
    if (this.style === 'typed') {
      let size = o.size ?? 9;
      d.font(this.fonts.value);
      while (size > 5 && d.fontSize(size).widthOfString(text) > w) size -= 0.5;
      d.fillColor('#000').fontSize(size).text(text, x + 1, y, { lineBreak: false });
      return undefined;
    }
    let size = (o.size ?? 9) + 3.5;
    d.font('Hand');
    while (size > 6 && d.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    const dx = this.rng.float(0, 4), dy = this.rng.float(-1.5, 1), rot = this.rng.float(-2.5, 2.5);
    d.save().rotate(rot, { origin: [x + dx, y + dy + size * 0.6] });
    d.fillColor('#14245e').fontSize(size).text(text, x + dx, y + dy - 1, { lineBreak: false });
    d.restore().fillColor('#000');
    return undefined;
  }

  private ensureForm(): { id: string; ref: unknown; font: any } {
    const d = this.doc;
    d.font('Helvetica');
    const font = d._font;
    if (!this.formReady) {
      d.initForm();
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.formReady = true;
    }
    return { id: font.id, ref: font.ref(), font };
  }

  private acroText(name: string, x: number, y: number, w: number, h: number, value: string, size0: number): void {
    const d = this.doc;
    const f = this.ensureForm();
    let size = size0;
    while (size > 5 && f.font.widthOfString(value, size) > w - 4) size -= 0.5;
    const hex = (f.font.encode(value)[0] as string[]).join('');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref } } });
    ap.end(value ? `/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${(h - size * 0.7) / 2} Td <${hex}> Tj ET Q EMC` : '/Tx BMC EMC');
    const dict: Record<string, unknown> = { Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), F: 4, Border: [0, 0, 0],
      Rect: d._convertRect(x, y, w, h), DA: new String(`/${f.id} ${size} Tf 0 g`), MK: { BC: [0.6, 0.6, 0.75], BG: [0.93, 0.95, 1] }, AP: { N: ap } };
    if (value) dict.V = new String(value);
    this.widget(dict);
  }

  private acroCheck(name: string, x: number, y: number, s: number, on: string | null, onName: string): void {
    const d = this.doc;
    this.ensureForm();
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    onAp.end(`q 0 g 1 w 1.2 ${s / 2} m ${s * 0.42} 1.2 l ${s - 1} ${s - 1.2} l S Q`);
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    offAp.end('% off');
    this.widget({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, Border: [0, 0, 0], Rect: d._convertRect(x, y, s, s),
      V: on ?? 'Off', AS: on ?? 'Off', AP: { N: { [onName]: onAp, Off: offAp } } });
  }

  private widget(dict: Record<string, unknown>): void {
    const d = this.doc;
    dict.P = d.page.dictionary;
    const ref = d.ref(dict);
    ref.end(null);
    d.page.annotations.push(ref);
    d._root.data.AcroForm.data.Fields.push(ref);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
