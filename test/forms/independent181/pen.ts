// Drawing a form's printed values in one of three styles and recording where each lands. Layouts draw the form's
// own furniture (labels, bands, boxes) with plain pdfkit calls and hand every value to put() or mark(), so the three
// styles share one layout and one truth.
//   typed        the value as page text in a plain font
//   handwritten  the value in a script font, slightly turned and shifted; checkbox marks drawn as strokes, no text
//   fillable     an AcroForm field holding the value in /V with its own appearance stream; nothing in the page text
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rng } from '../../statements/generator/prng.ts';
import type { FieldValue, Val } from './values.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed {
  key: string;
  /** 1-based. */
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
  box: Box;
  /** As printed; for a checkbox the checked option's label. */
  text: string;
  /** Truth paths (`application.legal_name`) and the value this printed text gives; empty for decoys. */
  fields: Record<string, FieldValue>;
  via: 'text' | 'mark' | 'acroform' | 'acroform_checkbox';
  acroform_field?: string;
}

const PAGE_H = 792;
const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf',
  fileURLToPath(new URL('../../../node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff', import.meta.url))];

/** The handwriting font pdfkit can embed: URW Z003 as OpenType (pdfkit cannot read the Type 1 .t1), else Kalam. */
export function handFont(): string {
  const f = HAND_FONTS.find((p) => existsSync(p));
  if (!f) throw new Error('no handwriting font found');
  return f;
}

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Pen {
  page = 1;
  placed: Placed[] = [];
  decoys: Placed[] = [];
  private names = new Map<string, number>();
  private ink: string;
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  /** Randomness for the style only (handwriting offsets, ink, signatures): never used for what is printed. */
  readonly jitter: Rng;
  private valueFont: string;

  constructor(doc: PDFKit.PDFDocument, style: Style, jitter: Rng, valueFont: 'Helvetica' | 'Courier') {
    this.doc = doc;
    this.style = style;
    this.jitter = jitter;
    this.valueFont = valueFont;
    this.ink = style === 'handwritten' ? jitter.pick(['#14286e', '#101010', '#1d3f8f']) : '#000000';
    if (style === 'handwritten') doc.registerFont('Hand', handFont());
    if (style === 'fillable') {
      doc.font('Helvetica');
      doc.initForm();
      // Every field brings its own appearance stream, as a form saved by a PDF editor does.
      (doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** A unique field name the way form editors make them: `Name`, `Name_2`, `Name_3` ... */
  fieldName(base: string): string {
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  private record(v: Val, box: Box, via: Placed['via'], text = v.text, field?: string): void {
    const p: Placed = { key: v.key, page: this.page, box, text, fields: v.fields, via, ...(field ? { acroform_field: field } : {}) };
    (Object.keys(v.fields).length ? this.placed : this.decoys).push(p);
  }

  /** A value in the area (x, y, w, h) (top-left coordinates), sitting on the area's bottom. */
  put(v: Val | null, x: number, y: number, w: number, h: number, fieldBase: string, size = 9): void {
    const doc = this.doc;
    if (this.style === 'fillable') return this.field(v, x, y, w, h, fieldBase, size);
    if (!v || !v.text) return;
    const hand = this.style === 'handwritten';
    doc.font(hand ? 'Hand' : this.valueFont);
    let s = hand ? Math.min(size + 2.5, h * 0.8) : size;
    while (s > 6 && doc.fontSize(s).widthOfString(v.text) > w - 4) s -= 0.5;
    doc.fontSize(s);
    const tw = doc.widthOfString(v.text);
    // The baseline sits just above the area's bottom (pdfkit puts it one ascender below the y it is given).
    const base = y + h - s * 0.24 - (hand ? this.jitter.float(-0.5, 1.5) : 0.5);
    const ty = base - ((doc as any)._font.ascender / 1000) * s;
    const tx = x + (hand ? this.jitter.float(1.5, Math.max(2, Math.min(8, w - tw - 2))) : 2.5);
    // A hand drifts a little off the line; a long line less, or its end would climb into the label above.
    const maxDeg = Math.min(2.2, (Math.atan2(2.5, tw) * 180) / Math.PI);
    const deg = hand ? this.jitter.float(-maxDeg, maxDeg) : 0;
    doc.save().fillColor(this.ink);
    if (deg) doc.rotate(deg, { origin: [tx, base] });
    doc.text(v.text, tx, ty, { lineBreak: false });
    doc.restore();
    this.record(v, this.turnedBox(tx, base, tw, s, deg), 'text');
  }

  /** The page box of the ink of a text of width tw and size s on baseline (tx, base), turned by deg about the
   *  baseline's start as pdfkit's rotate() does: from the cap height to the descender. */
  private turnedBox(tx: number, base: number, tw: number, s: number, deg: number): Box {
    const r = (deg * Math.PI) / 180, c = Math.cos(r), sn = Math.sin(r);
    const top = base - 0.78 * s, bottom = base + 0.24 * s;
    const pts = [[tx, top], [tx + tw, top], [tx, bottom], [tx + tw, bottom]].map(([px, py]) =>
      [tx + c * (px! - tx) - sn * (py! - base), base + sn * (px! - tx) + c * (py! - base)] as const);
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    const pad = 0.5;
    return [Math.min(...xs) - pad, PAGE_H - Math.max(...ys) - pad, Math.max(...xs) + pad, PAGE_H - Math.min(...ys) + pad]
      .map((n) => Math.round(n * 100) / 100) as Box;
  }

  /** A text field with /V and an appearance stream; an empty field where the value is blank. */
  private field(v: Val | null, x: number, y: number, w: number, h: number, fieldBase: string, size: number): void {
    const doc = this.doc;
    const name = this.fieldName(fieldBase);
    const fx = x + 1, fy = y + 1, fw = w - 2, fh = Math.max(8, h - 2);
    doc.font('Helvetica');
    const font = (doc as any)._font;
    let s = size;
    const text = v?.text ?? '';
    while (s > 6 && doc.fontSize(s).widthOfString(text) > fw - 4) s -= 0.5;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, fw, fh], Resources: { Font: { [font.id]: font.ref() } } });
    const body = text ? `/Tx BMC q BT /${font.id} ${s} Tf 0 g 2 ${Math.max(1.5, (fh - s) / 2 + 1).toFixed(2)} Td (${esc(text)}) Tj ET Q EMC` : '/Tx BMC EMC';
    ap.end(Buffer.from(body, 'latin1'));
    doc.annotate(fx, fy, fw, fh, { Subtype: 'Widget', FT: 'Tx', T: new String(name), ...(text ? { V: new String(text) } : {}),
      DA: new String(`/${font.id} ${s} Tf 0 g`), AP: { N: ap }, F: 4, MK: {} } as any);
    (doc as any)._root.data.AcroForm.data.Fields.push((doc as any).page.annotations.at(-1));
    if (v && text) this.record(v, [fx, PAGE_H - fy - fh, fx + fw, PAGE_H - fy].map((n) => Math.round(n * 100) / 100) as Box, 'acroform', text, name);
  }

  /** A checkbox square at (x, y) of side sz; when checked, the mark in the style's way. v: what the mark gives. */
  mark(v: Val | null, label: string, checked: boolean, x: number, y: number, sz: number, fieldBase: string): void {
    const doc = this.doc;
    doc.save().lineWidth(0.6).strokeColor('#000').rect(x, y, sz, sz).stroke().restore();
    const box: Box = [x, PAGE_H - y - sz, x + sz, PAGE_H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(fieldBase);
      const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
      on.end(`q 0 g 0 G 1.1 w 1.8 1.8 m ${sz - 1.8} ${sz - 1.8} l S 1.8 ${sz - 1.8} m ${sz - 1.8} 1.8 l S Q`);
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
      off.end('');
      doc.annotate(x, y, sz, sz, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } }, F: 4, MK: { CA: new String('8') } } as any);
      (doc as any)._root.data.AcroForm.data.Fields.push((doc as any).page.annotations.at(-1));
      if (checked && v) this.record(v, box, 'acroform_checkbox', label, name);
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      doc.font('Helvetica-Bold').fontSize(sz * 1.05).fillColor('#000');
      const w = doc.widthOfString('X');
      doc.text('X', x + (sz - w) / 2, y + sz * 0.02, { lineBreak: false });
    } else {
      // A pen mark: an X of two strokes or a tick, a little off the box.
      const j = () => this.jitter.float(-1, 1);
      doc.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
      if (this.jitter.chance(0.5)) {
        doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + sz - 1 + j(), y + sz - 1 + j()).stroke();
        doc.moveTo(x + sz - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + sz - 1 + j()).stroke();
      } else {
        doc.moveTo(x + 1 + j(), y + sz * 0.55).lineTo(x + sz * 0.4, y + sz - 1 + j()).lineTo(x + sz + 2 + j(), y - 2 + j()).stroke();
      }
      doc.restore();
    }
    if (v) this.record(v, box, 'mark', label);
  }
}
