// How text reaches the page, per region: the theme's broken text layers. `plain` is an honest text layer; `nomap` is
// LiberationSans embedded as a Type0 font whose codes are subset glyph ids (a private encoding) with its /ToUnicode
// dropped; `cipher` keeps a /ToUnicode that maps each glyph to a shifted letter/digit (plausible but wrong); `scramble`
// maps glyphs to a permutation of the alphabet; `stdcipher` is Helvetica with an injected /ToUnicode that shifts
// letters; `outline` draws the glyphs' paths (no text at all). A legible Ink turns every mode into `plain`.
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Mode = 'plain' | 'nomap' | 'cipher' | 'scramble' | 'stdcipher' | 'outline';
export type Face = 'regular' | 'bold' | 'italic';
type Doc = PDFKit.PDFDocument & Record<string, any>;

const require = createRequire(import.meta.url);
const TTF: Record<Face, string> = {
  regular: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
  bold: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf'),
  italic: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf'),
};
const STD: Record<Face, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

function shiftChar(c: number, k: number): number {
  if (c >= 65 && c <= 90) return 65 + ((c - 65 + k) % 26);
  if (c >= 97 && c <= 122) return 97 + ((c - 97 + k) % 26);
  if (c >= 48 && c <= 57) return 48 + ((c - 48 + k) % 10);
  return c;
}

export interface TextOpts { size: number; face?: Face; color?: string; rotate?: number; width?: number; align?: 'left' | 'right' | 'center' }

export class Ink {
  readonly legible: boolean;
  private readonly shift: number;
  private readonly perm: number[];
  private readonly fonts = new Map<string, any>();
  readonly doc: Doc;
  constructor(doc: Doc, seed: string, legible: boolean) {
    this.doc = doc;
    this.legible = legible;
    const r = new Rng(`ink:${seed}`);
    this.shift = r.int(1, 25);
    const letters = Array.from({ length: 26 }, (_, i) => i);
    this.perm = r.shuffle(letters);
  }

  /** The pdfkit font for a mode and face: a private instance each (pdfkit would share one per font file). */
  private font(mode: Mode, face: Face): string {
    const key = `${mode}-${face}`;
    if (this.fonts.has(key)) return key;
    const doc = this.doc;
    const std = mode === 'plain' || mode === 'stdcipher';
    doc.font(std ? STD[face] : TTF[face]);
    const base = doc._font;
    const id = `F${++doc._fontCount}`;
    const f = std ? Object.assign(Object.create(Object.getPrototypeOf(base)), base, { id, dictionary: null, embedded: false })
      : new base.constructor(doc, base.font, id);
    const embed = f.embed.bind(f);
    if (mode === 'nomap') {
      f.toUnicodeCmap = () => undefined;
      f.embed = () => { const d = f.ref(); const end = d.end.bind(d); d.end = (...a: unknown[]) => { delete d.data.ToUnicode; return (end as (...x: unknown[]) => unknown)(...a); }; return embed(); };
    } else if (mode === 'cipher' || mode === 'scramble') {
      const map = (c: number) => mode === 'cipher' ? shiftChar(c, this.shift)
        : c >= 65 && c <= 90 ? 65 + this.perm[c - 65]! : c >= 97 && c <= 122 ? 97 + this.perm[c - 97]! : c >= 48 && c <= 57 ? 48 + ((this.perm[c - 48]! + 3) % 10) : c;
      f.embed = () => { f.unicode = f.unicode.map((cps: number[]) => cps.map(map)); return embed(); };
    } else if (mode === 'stdcipher') {
      const cmap = doc.ref({});
      const dst = Array.from({ length: 95 }, (_, i) => `<${shiftChar(32 + i, this.shift).toString(16).padStart(4, '0')}>`);
      cmap.end(`/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n` +
        `/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<00> <ff>\nendcodespacerange\n1 beginbfrange\n<20> <7e> [${dst.join(' ')}]\nendbfrange\n` +
        `endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`);
      f.embed = () => { const d = f.ref(); const end = d.end.bind(d); d.end = (...a: unknown[]) => { d.data.ToUnicode = cmap; return end(...a); }; return embed(); };
    }
    doc._fontFamilies[key] = f;
    this.fonts.set(key, f);
    return key;
  }

  private fontkit(face: Face): any {
    this.doc.font(TTF[face]);
    return this.doc._font.font;
  }

  width(str: string, o: TextOpts): number {
    this.doc.font(this.font('plain', o.face ?? 'regular')).fontSize(o.size);
    return this.doc.widthOfString(str);
  }

  /** One line of text at (x, y) (top of the line, pdfkit's coordinates). */
  text(mode: Mode, str: string, x: number, y: number, o: TextOpts): void {
    if (!str) return;
    const doc = this.doc;
    const m: Mode = this.legible ? 'plain' : mode;
    const face = o.face ?? 'regular';
    const w = this.width(str, o);
    let x0 = x;
    if (o.width && o.align === 'right') x0 = x + o.width - w;
    if (o.width && o.align === 'center') x0 = x + (o.width - w) / 2;
    doc.save();
    if (o.rotate) doc.rotate(o.rotate, { origin: [x0, y + o.size] });
    doc.fillColor(o.color ?? '#111');
    if (m === 'outline') {
      const fk = this.fontkit(face);
      const s = o.size / fk.unitsPerEm;
      const run = fk.layout(str);
      let cx = x0;
      const base = y + (fk.ascent / fk.unitsPerEm) * o.size;
      for (let i = 0; i < run.glyphs.length; i++) {
        const svg = run.glyphs[i].path.toSVG();
        if (svg) { doc.save().translate(cx, base).scale(s, -s); doc.path(svg).fill(o.color ?? '#111'); doc.restore(); }
        cx += run.positions[i].xAdvance * s;
      }
    } else {
      doc.font(this.font(m, face)).fontSize(o.size).text(str, x0, y, { lineBreak: false });
    }
    doc.restore();
  }

  /** A paragraph (wrapped), for consent and authorisation text. */
  para(mode: Mode, str: string, x: number, y: number, width: number, size: number): number {
    const doc = this.doc;
    const m: Mode = this.legible ? 'plain' : mode;
    if (m === 'outline') {
      // wrap by words with the plain font's metrics, then draw each line as outlines
      const words = str.split(' ');
      let line = '', cy = y;
      for (const w of words) {
        const t = line ? `${line} ${w}` : w;
        if (this.width(t, { size }) > width && line) { this.text('outline', line, x, cy, { size }); cy += size * 1.25; line = w; } else line = t;
      }
      if (line) { this.text('outline', line, x, cy, { size }); cy += size * 1.25; }
      return cy;
    }
    doc.font(this.font(m, 'regular')).fontSize(size).fillColor('#222').text(str, x, y, { width, lineGap: 1 });
    return doc.y;
  }
}
