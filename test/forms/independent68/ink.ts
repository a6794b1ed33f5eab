// How independent68 puts a value or a checkbox mark on the page: typed text, handwriting (Kalam / Patrick Hand, ink,
// jitter, rotation), or an AcroForm widget (fillable). Marks: drawn X, drawn tick, letter X, check glyph, filled square,
// or an ellipse around the option's words.
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';

const require = createRequire(import.meta.url);
export const KALAM = require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
export const PATRICK = require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff');

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'x' | 'tick' | 'letter' | 'glyph' | 'fill' | 'circle';
export interface Box { x: number; y: number; s: number }
/** What the pen put down, for the tests: every value with its field name, every checkbox and whether it is on. */
export interface Record68 { values: { name: string; text: string }[]; checks: { name: string; label: string; on: boolean }[] }

/** ZapfDingbats with its built-in encoding ('4' is the check mark): pdfkit would give it WinAnsi, which has no check. */
function dingbats(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  doc.font('ZapfDingbats');
  const f = (doc as unknown as { _font: { embed: () => void; dictionary: { data: object; end: () => void } } })._font;
  f.embed = function embed(): void { this.dictionary.data = { Type: 'Font', BaseFont: 'ZapfDingbats', Subtype: 'Type1' }; this.dictionary.end(); };
  return doc;
}

/** The AcroForm's ZapfDingbats (ZaDb), so a viewer that redraws the checkboxes finds the font their DA names. */
export function formDingbats(doc: PDFKit.PDFDocument): void {
  const d = doc as unknown as { _font: { ref: () => unknown; name: string }; _acroform: { fonts: Record<string, unknown> } };
  const prev = d._font.name;
  dingbats(doc);
  d._acroform.fonts.ZaDb = d._font.ref();
  doc.font(prev);
}

export class Ink {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  readonly mark: Mark;
  readonly rec: Record68 = { values: [], checks: [] };
  private readonly hand: string;
  private readonly color: string;
  private readonly typedFont: string;
  private readonly names = new Map<string, number>();

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng, mark: Mark, typedFont: string) {
    this.doc = doc; this.style = style; this.rng = rng; this.mark = mark; this.typedFont = typedFont;
    (this.rec as unknown as Record<string, string>).mark = mark;
    this.hand = rng.pick(['Kalam', 'Patrick']);
    this.color = rng.pick(['#1b2f8a', '#10204f', '#222222', '#1d3f9e']);
  }

  /** A unique AcroForm field name. */
  fieldName(base: string): string {
    const k = base.replace(/[^A-Za-z0-9_]/g, '_').toLowerCase();
    const n = (this.names.get(k) ?? 0) + 1;
    this.names.set(k, n);
    return n === 1 ? k : `${k}_${n}`;
  }

  /** A value in the area [x, x+w] whose baseline sits near `base`. */
  put(text: string, x: number, base: number, w: number, size: number, name: string): void {
    const doc = this.doc;
    const field = this.fieldName(name);
    this.rec.values.push({ name: field, text });
    if (this.style === 'fillable') {
      doc.font('Helvetica').formText(field, x, base - size - 2, Math.max(w, 20), size + 5, { value: text, fontSize: size - 1 });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      doc.font(this.typedFont);
      let s = size;
      while (s > 5.5 && doc.fontSize(s).widthOfString(text) > w) s -= 0.5;
      doc.fillColor('#111').text(text, x, base - s * 0.78, { lineBreak: false });
      return;
    }
    let s = size + this.rng.float(0.5, 2.5);
    doc.font(this.hand);
    while (s > 6 && doc.fontSize(s).widthOfString(text) > w) s -= 0.5;
    const dx = this.rng.float(0, 5), dy = this.rng.float(-2.5, 1), ang = this.rng.float(-2.5, 2.5);
    doc.save().rotate(ang, { origin: [x + dx, base + dy] }).fillColor(this.color)
      .text(text, x + dx, base + dy - s * 0.95, { lineBreak: false }).restore();
  }

  /** A checkbox at `b`; `word` is the option's text block [x, y, w, h] for a circle. */
  check(b: Box, on: boolean, name: string, label: string, word: [number, number, number, number], circleOnly = false): void {
    const field = this.fieldName(name);
    this.rec.checks.push({ name: field, label, on });
    if (this.style === 'fillable') { this.widget(b, on, field); return; }
    if (!on) return;
    const m = circleOnly ? 'circle' : this.style === 'handwritten' && ['letter', 'glyph', 'fill'].includes(this.mark) ? 'x' : this.mark;
    const doc = this.doc.save();
    const c = this.style === 'handwritten' ? this.color : '#111';
    const j = (): number => (this.style === 'handwritten' ? this.rng.float(-1.2, 1.2) : 0);
    if (m === 'x') {
      doc.lineWidth(1.3).strokeColor(c).moveTo(b.x - 1 + j(), b.y - 1 + j()).lineTo(b.x + b.s + 1 + j(), b.y + b.s + 1 + j()).stroke()
        .moveTo(b.x + b.s + 1 + j(), b.y - 1 + j()).lineTo(b.x - 1 + j(), b.y + b.s + 1 + j()).stroke();
    } else if (m === 'tick') {
      doc.lineWidth(1.5).strokeColor(c).moveTo(b.x + 1 + j(), b.y + b.s * 0.5 + j()).lineTo(b.x + b.s * 0.4, b.y + b.s - 0.5)
        .lineTo(b.x + b.s + 2 + j(), b.y - 3 + j()).stroke();
    } else if (m === 'letter') {
      doc.font('Helvetica-Bold').fontSize(b.s + 1).fillColor(c).text('X', b.x + b.s / 2 - (b.s + 1) * 0.33, b.y - 0.3, { lineBreak: false });
    } else if (m === 'glyph') {
      dingbats(doc).fontSize(b.s).fillColor(c).text('4', b.x + 0.6, b.y + 1.3, { lineBreak: false });
    } else if (m === 'fill') {
      doc.rect(b.x + 1.5, b.y + 1.5, b.s - 3, b.s - 3).fill(c);
    } else {
      const [x, y, w, h] = word;
      doc.lineWidth(1).strokeColor(c).ellipse(x + w / 2 + j(), y + h / 2 + j(), w / 2 + 5, h / 2 + 4).stroke();
    }
    doc.restore();
  }

  private widget(b: Box, on: boolean, field: string): void {
    const doc = this.doc;
    const mk = (body: string): PDFKit.PDFKitReference => {
      const r = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b.s, b.s], Resources: {} });
      r.end(body);
      return r;
    };
    const s = b.s;
    const onAp = mk(`q 0 G 1.2 w 1.5 ${s / 2} m ${s * 0.42} 1.5 l ${s - 1.2} ${s - 1.5} l S Q`);
    const offAp = mk('');
    // pdfkit writes the widget at once and keeps only the keys it knows: add the state and appearances on the way in.
    type Annotate = (x: number, y: number, w: number, h: number, o: object) => PDFKit.PDFDocument;
    const d = doc as unknown as { annotate: Annotate };
    const annotate = d.annotate;
    d.annotate = (x, y, w, h, o) => annotate.call(doc, x, y, w, h,
      { ...o, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: onAp, Off: offAp } }, DA: new String('/ZaDb 0 Tf 0 g'), MK: { CA: new String('4') } });
    try { doc.font('Helvetica').formCheckbox(field, b.x, b.y, s, s, {}); } finally { d.annotate = annotate; }
  }
}
