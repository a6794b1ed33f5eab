// One form being drawn: printed furniture (labels, rules, boxes) is the same in every style; a value is typed text,
// handwriting (rotated, jittered, in ink) or an AcroForm field with its own appearance stream, and each one is
// recorded with the truth fields it gives (or as a decoy that gives none). Coordinates in: pdfkit's (top left,
// y down); boxes out: PDF points, origin bottom left.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;

export interface Placed {
  key: string; page: number; box: Box; text: string;
  via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  /** Truth paths this printed value gives ('application.legal_name' -> value); empty for a decoy. */
  fields: Record<string, FieldValue>;
  acroform_field?: string;
  acroform_value?: string;
}

export interface Look {
  typedFont: string; typedSize: number;
  /** A handwriting font file and its size. */
  handFont: string; handSize: number; ink: string;
  /** How the broker's fillable PDF names its fields (meaningful, generic 'Texte12', English ...). */
  fieldName: (key: string, n: number) => string;
  /** A typed checkbox's mark: a letter X or a check glyph (a Dingbats font's '4'). */
  typedMark: 'x' | 'check';
  /** A fillable checkbox's on-state ('Yes', 'Oui', 'On' ...). */
  onState: string;
}

export const PAGE_W = 612, PAGE_H = 792;

function pdfString(s: string): string {
  // Appearance streams use Helvetica with WinAnsi: Latin-1 characters are the same bytes.
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private fieldCount = 0;
  private readonly names = new Set<string>();

  readonly style: Style;
  readonly look: Look;
  private readonly jitter: Rng;

  constructor(style: Style, look: Look, jitter: Rng, title: string) {
    this.style = style;
    this.look = look;
    this.jitter = jitter;
    // A fixed date: pdfkit derives the file ID from it, and one seed must give the same bytes.
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'PDF Forms', Creator: title, CreationDate: new Date(Date.UTC(2025, 10, 3)) } });
    this.doc.registerFont('hand', look.handFont);
    // pdfkit writes its standard ZapfDingbats with WinAnsi (no check glyph); URW's clone, embedded, maps '4' to the check.
    this.doc.registerFont('dingbats', '/usr/share/fonts/opentype/urw-base35/D050000L.otf');
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      // We draw every appearance ourselves, so a viewer need not (and the value is not in the page's text).
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Printed text (labels, headings, paragraphs): the same in every style. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number } = {}): void {
    this.doc.save().lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000');
    if (o.dash) this.doc.dash(o.dash, { space: o.dash });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
    this.doc.restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; width?: number } = {}): void {
    this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  /** A filled-in value in the area (x, y, w, h); nothing is drawn for '' (fillable: an empty field). */
  value(key: string, fields: Record<string, FieldValue>, s: string, x: number, y: number, w: number, o: { h?: number; size?: number } = {}): void {
    this.put(this.placed, key, fields, s, x, y, w, o.h ?? 14, o.size);
  }

  /** A value of the merchant's that is no field of ours and no trap either (street, phone, e-mail): drawn, not recorded. */
  other(s: string, x: number, y: number, w: number, o: { h?: number; size?: number } = {}): void {
    this.put([], 'other', {}, s, x, y, w, o.h ?? 14, o.size);
  }

  /** A printed value that is not the application's (bank, landlord, NEQ, funder ...). */
  decoy(key: string, s: string, x: number, y: number, w: number, o: { h?: number; size?: number } = {}): void {
    this.put(this.decoys, key, {}, s, x, y, w, o.h ?? 14, o.size);
  }

  private put(into: Placed[], key: string, fields: Record<string, FieldValue>, s: string, x: number, y: number, w: number, h: number, size?: number): void {
    if (this.style === 'fillable') {
      const name = this.textField(key, s, x, y, w, h, size ?? Math.min(10, h - 4));
      if (s) into.push({ key, page: this.page, box: [x, PAGE_H - y - h, x + w, PAGE_H - y], text: s, via: 'acroform', fields, acroform_field: name });
      return;
    }
    if (!s) return;
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.look.typedFont;
    let sz = size ?? (hand ? this.look.handSize : this.look.typedSize);
    this.doc.font(font);
    while (sz > 5 && this.doc.fontSize(sz).widthOfString(s) > w - 6) sz -= 0.5;
    const tw = this.doc.fontSize(sz).widthOfString(s);
    const asc = ((this.doc as any)._font.ascender / 1000) * sz;
    const angle = hand ? this.jitter.float(-2.2, 2.2) : 0;
    const bx = x + 2 + (hand ? this.jitter.float(0, Math.max(0, Math.min(8, w - tw - 6))) : 0);
    const by = y + h - 3 + (hand ? this.jitter.float(-1.2, 1) : 0);
    this.doc.save();
    if (angle) this.doc.rotate(angle, { origin: [bx, by] });
    this.doc.fillColor(hand ? this.look.ink : '#000000').text(s, bx, by - asc, { lineBreak: false });
    this.doc.restore();
    // The text's rectangle, turned as it was drawn, then its bounds (pdfkit's rotate is clockwise on the page).
    const rad = (angle * Math.PI) / 180, c = Math.cos(rad), sn = Math.sin(rad);
    const corners = [[0, -sz * 0.95], [tw, -sz * 0.95], [0, sz * 0.3], [tw, sz * 0.3]].map(([dx, dy]) => [bx + dx! * c - dy! * sn, by + dx! * sn + dy! * c]);
    const xs = corners.map((p) => p[0]!), ys = corners.map((p) => p[1]!);
    into.push({ key, page: this.page, box: [Math.min(...xs) - 1, PAGE_H - Math.max(...ys) - 1, Math.max(...xs) + 1, PAGE_H - Math.min(...ys) + 1],
      text: s, via: 'text', fields });
  }

  private uniqueName(key: string): string {
    let name = this.look.fieldName(key, ++this.fieldCount);
    while (this.names.has(name)) name = `${name}_${this.fieldCount}`;
    this.names.add(name);
    return name;
  }

  private textField(key: string, s: string, x: number, y: number, w: number, h: number, size: number): string {
    const doc = this.doc as any;
    const name = this.uniqueName(key);
    doc.font('Helvetica');
    let sz = size;
    while (sz > 5 && doc.fontSize(sz).widthOfString(s) > w - 5) sz -= 0.5;
    const font = doc._font;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(s ? `/Tx BMC q BT /${font.id} ${sz} Tf 0 g 2 ${((h - sz * 0.7) / 2).toFixed(2)} Td ${pdfString(s)} Tj ET Q EMC` : '/Tx BMC EMC');
    doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), ...(s ? { V: new String(s) } : {}),
      DA: new String(`/${font.id} ${sz} Tf 0 g`), AP: { N: ap }, F: 4, MK: { BG: [0.93, 0.95, 1] }, color: [0.6, 0.6, 0.8] });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
    return name;
  }

  /** A checkbox square at (x, y) with its printed label; a checked box with fields is a placed value. */
  checkbox(key: string, fields: Record<string, FieldValue> | null, x: number, y: number, s: number, checked: boolean, label: string,
    o: { size?: number; font?: string } = {}): void {
    this.rect(x, y, s, s, { width: 0.7 });
    const size = o.size ?? 7.5;
    this.text(label, x + s + 3, y + (s - size) / 2 + 0.5, { size, font: o.font ?? 'Helvetica' });
    const lw = this.doc.font(o.font ?? 'Helvetica').fontSize(size).widthOfString(label);
    const box: Box = [x - 1, PAGE_H - y - s - 2, x + s + 3 + lw + 2, PAGE_H - y + 1];
    if (this.style === 'fillable') {
      const name = this.uniqueName(key);
      const on = this.look.onState;
      const doc = this.doc as any;
      const yes = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      yes.end(`q 0 g 0 G 1.2 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q`);
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off',
        AP: { N: { [on]: yes, Off: off } }, MK: { CA: new String('8') }, F: 4, color: [0.3, 0.3, 0.3] });
      doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
      if (checked && fields) this.placed.push({ key, page: this.page, box, text: label, via: 'acroform_checkbox', fields, acroform_field: name, acroform_value: on });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      if (this.look.typedMark === 'x') this.text('X', x + s * 0.18, y + s * 0.1, { size: s * 0.95, font: 'Helvetica-Bold' });
      else this.text('4', x + s * 0.1, y + s * 0.05, { size: s * 0.95, font: 'dingbats' });
    } else {
      // Handwriting: a drawn X or tick, no text at all, a little off the square.
      const j = (): number => this.jitter.float(-1.2, 1.2);
      this.doc.save().lineWidth(1.3).strokeColor(this.look.ink).lineCap('round');
      if (this.jitter.chance(0.5)) {
        this.doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
        this.doc.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
      } else {
        this.doc.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s - 1 + j()).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      }
      this.doc.restore();
    }
    if (fields) this.placed.push({ key, page: this.page, box, text: label, via: 'checkbox', fields });
  }

  /** A wet signature: a few loops of ink, whatever the style (no text, no field). */
  signature(x: number, y: number, w: number): void {
    const j = (a: number): number => this.jitter.float(-a, a);
    this.doc.save().lineWidth(0.9).strokeColor(this.look.ink).lineCap('round').moveTo(x, y + 12 + j(2));
    const n = 4 + this.jitter.int(0, 3);
    for (let k = 1; k <= n; k++) {
      const px = x + (w * k) / n;
      this.doc.bezierCurveTo(px - w / n + j(6), y - 2 + j(4), px - w / (2 * n) + j(6), y + 20 + j(4), px, y + 10 + j(4));
    }
    this.doc.stroke().restore();
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
