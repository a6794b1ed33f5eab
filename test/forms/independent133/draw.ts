// The painter of set 133: labels as text or as curves; values as text, as glyph outlines (fontkit paths, no text at
// all), or as AcroForm fields with their own appearance; optionally a hidden (render mode 3 / opacity 0) text layer of
// stale template values under what is seen. Every value records what it was drawn as.
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields, Val } from './data.ts';

interface FkPath { transform(a: number, b: number, c: number, d: number, e: number, f: number): FkPath; toSVG(): string }
interface FkFont { unitsPerEm: number; layout(s: string): { glyphs: { path: FkPath }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] } }
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(path: string): FkFont };

const DIR = '/usr/share/fonts/opentype/urw-base35/';
export const FONT_FILES = { sans: DIR + 'NimbusSans-Regular.otf', bold: DIR + 'NimbusSans-Bold.otf', mono: DIR + 'NimbusMonoPS-Regular.otf',
  hand: DIR + 'Z003-MediumItalic.otf' } as const;
export type FontName = keyof typeof FONT_FILES;
/** The standard fonts metric-compatible with the Nimbus outlines, for real text. */
const STD: Partial<Record<FontName, string>> = { sans: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' };
const cache = new Map<FontName, FkFont>();
function fk(name: FontName): FkFont {
  let f = cache.get(name);
  if (!f) { f = fontkit.openSync(FONT_FILES[name]); cache.set(name, f); }
  return f;
}

export type DrawnAs = 'text' | 'outline' | 'field' | 'mark';
export interface Drawn { key: string; text: string; as: DrawnAs; fields: Fields; page: number; field?: string }
export interface Stale { key: string; text: string; how: 'render3' | 'opacity0'; page: number }
export type ValueMode = 'text' | 'outline' | 'field';

/** Width of a string in a font, in points. */
export function widthOf(font: FontName, text: string, size: number): number {
  const f = fk(font);
  return f.layout(text).positions.reduce((s, p) => s + p.xAdvance, 0) * size / f.unitsPerEm;
}

/** The PDF literal string of a Latin-1 text (octal escapes outside ASCII). */
function pdfString(s: string): string {
  return '(' + [...s].map((c) => {
    const n = c.charCodeAt(0);
    if (c === '(' || c === ')' || c === '\\') return '\\' + c;
    return n < 32 || n > 126 ? '\\' + (n & 255).toString(8).padStart(3, '0') : c;
  }).join('') + ')';
}

export class Painter {
  readonly drawn: Drawn[] = [];
  readonly stale: Stale[] = [];
  page = 1;
  labelsAs: 'text' | 'outline' = 'text';
  valuesAs: ValueMode = 'outline';
  /** Handwritten: values in Z003, tilted and shifted as a hand writes. */
  hand = false;
  ink: string = '#1a1a1a';
  typedFont: FontName = 'sans';
  /** A layout that keeps an old template's words under the values: key -> the stale text. */
  staleFor: ((key: string, shown: string) => string | null) | null = null;
  private fieldNo = 0;

  readonly doc: PDFKit.PDFDocument;
  readonly rng: Rng;
  constructor(doc: PDFKit.PDFDocument, rng: Rng) { this.doc = doc; this.rng = rng; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Glyph outlines of `text`, its baseline at (x, y) in pdfkit's top-left space, turned by `deg`. */
  curves(text: string, x: number, y: number, size: number, font: FontName, color: string, deg = 0): void {
    const f = fk(font), k = size / f.unitsPerEm, run = f.layout(text);
    let pen = 0, svg = '';
    run.glyphs.forEach((g, i) => {
      const p = run.positions[i]!;
      svg += g.path.transform(k, 0, 0, -k, (pen + p.xOffset) * k, -p.yOffset * k).toSVG();
      pen += p.xAdvance;
    });
    if (!svg) return;
    this.doc.save().translate(x, y);
    if (deg) this.doc.rotate(deg);
    this.doc.path(svg).fill(color);
    this.doc.restore();
  }

  /** Real text (a text layer), baseline at y. */
  text(text: string, x: number, y: number, size: number, font: FontName, color: string, deg = 0): void {
    const d = this.doc.save();
    d.font(STD[font] ?? FONT_FILES[font]).fontSize(size).fillColor(color);
    const asc = size * 0.72;
    if (deg) d.rotate(deg, { origin: [x, y] });
    d.text(text, x, y - asc, { lineBreak: false });
    d.restore();
  }

  label(text: string, x: number, y: number, size = 7, bold = false, color = '#333333'): void {
    const font: FontName = bold ? 'bold' : 'sans';
    if (this.labelsAs === 'outline') this.curves(text, x, y, size, font, color);
    else this.text(text, x, y, size, font, color);
  }

  /** A filled-in value in a box whose top left is (x, y), w x h points. Empty values leave the box empty. */
  value(key: string, val: Val, x: number, y: number, w: number, h = 16, size = 9.5): void {
    const stale = this.staleFor?.(key, val.text) ?? null;
    if (stale) {
      const how = this.rng.chance(0.7) ? 'render3' : 'opacity0';
      const d = this.doc.save();
      if (how === 'render3') d.addContent('3 Tr'); else d.fillOpacity(0);
      d.font('Helvetica').fontSize(size).fillColor('#000000').text(stale, x + 3, y + h - size - 2, { lineBreak: false });
      d.restore();
      this.stale.push({ key, text: stale, how, page: this.page });
    }
    if (!val.text) return;
    if (this.valuesAs === 'field') { this.field(key, val, x, y, w, h, size); return; }
    let s = size;
    const font: FontName = this.hand ? 'hand' : this.typedFont;
    if (this.hand) s = size * this.rng.float(1.15, 1.35);
    while (s > 5 && widthOf(font, val.text, s) > w - 4) s -= 0.5;
    const bx = x + 3 + (this.hand ? this.rng.float(-1, 4) : 0);
    const by = y + h - 4 + (this.hand ? this.rng.float(-2, 1) : 0);
    const deg = this.hand ? this.rng.float(-2.5, 2.5) : 0;
    const ink = this.hand ? this.rng.pick(['#1b2a6b', '#14213d', '#222222']) : this.ink;
    if (this.valuesAs === 'text') this.text(val.text, bx, by, s, font, ink, deg);
    else this.curves(val.text, bx, by, s, font, ink, deg);
    this.drawn.push({ key, text: val.text, as: this.valuesAs, fields: val.fields, page: this.page });
  }

  private withAnnot(extra: Record<string, unknown>, fn: () => void): void {
    const d = this.doc as unknown as { annotate: (...a: unknown[]) => unknown };
    const orig = d.annotate;
    d.annotate = function (this: unknown, ...a: unknown[]) { Object.assign(a[4] as object, extra); return orig.apply(this, a); };
    try { fn(); } finally { delete (d as { annotate?: unknown }).annotate; }
  }

  private field(key: string, val: Val, x: number, y: number, w: number, h: number, size: number): void {
    const name = `${key.replace(/[^\w]/g, '_')}_${++this.fieldNo}`;
    this.doc.font('Helvetica');
    const font = (this.doc as unknown as { _font: { id: string; ref(): unknown; widthOfString(s: string, z: number): number } })._font;
    let s = size;
    while (s > 5 && font.widthOfString(val.text, s) > w - 4) s -= 0.5;
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q BT /${font.id} ${s} Tf 0 0 0.45 rg 2 ${((h - s) / 2 + 1).toFixed(2)} Td ${pdfString(val.text)} Tj ET Q EMC`);
    this.withAnnot({ AP: { N: ap }, DA: new String(`/${font.id} ${s} Tf 0 0 0.45 rg`) }, () => {
      this.doc.formText(name, x, y, w, h, { value: val.text, fontSize: s, backgroundColor: '#eef3ff' });
    });
    this.drawn.push({ key, text: val.text, as: 'field', fields: val.fields, page: this.page, field: name });
  }

  /** A checkbox row option at (x, y) (top left), checked or not: a field, or a drawn X (no text) for flattened forms. */
  box(key: string, option: string, checked: boolean, fields: Fields, x: number, y: number, sz = 8): void {
    this.doc.save().lineWidth(0.7).rect(x, y, sz, sz).stroke('#333333').restore();
    this.label(option, x + sz + 3, y + sz - 1, 7.5);
    if (this.valuesAs === 'field') {
      const name = `${key.replace(/[^\w]/g, '_')}_${option.replace(/[^\w]/g, '')}_${++this.fieldNo}`;
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
      on.end(`q 0 0 0.45 RG 1.2 w 1.5 1.5 m ${sz - 1.5} ${sz - 1.5} l S 1.5 ${sz - 1.5} m ${sz - 1.5} 1.5 l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
      off.end('');
      this.withAnnot({ AP: { N: { Yes: on, Off: off } }, AS: checked ? 'Yes' : 'Off', V: checked ? 'Yes' : 'Off' }, () => {
        this.doc.formCheckbox(name, x, y, sz, sz, {});
      });
      if (checked) this.drawn.push({ key, text: option, as: 'mark', fields, page: this.page, field: name });
      return;
    }
    if (!checked) return;
    const j = this.hand ? () => this.rng.float(-1.2, 1.2) : () => 0;
    this.doc.save().lineWidth(this.hand ? 1.3 : 1).strokeColor(this.hand ? '#1b2a6b' : '#111111')
      .moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + sz - 1 + j(), y + sz - 1 + j())
      .moveTo(x + sz - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + sz - 1 + j()).stroke().restore();
    this.drawn.push({ key, text: option, as: 'mark', fields, page: this.page });
  }
}
