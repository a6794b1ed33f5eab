// Glyphs that copy as a digit but are drawn as something else: a font whose ToUnicode map sends its "$" to "3" prints
// "$137.45" and copies "3137.45", a plausible figure no shape check sees. PDFium shows it: in one font at one size,
// every glyph that copies as "3" should be the same drawing, so the same box; a "3" whose drawn box is taller or wider
// than the font's other "3"s is another glyph mapped to that digit. Read only for a document whose reading already
// fails its printed figures (src/statements/pipeline.ts): it opens the file once more and reads each digit's box.
import type { Engines } from './engines.ts';

export interface GlyphLies { page: number; signs: number; example: string }

/** A figure with cents: what an amount looks like, whatever its separators. */
const AMOUNT = /\d[.,]\d\d(?!\d)/;

/** A glyph's drawn box differs from its group's by more than this share of the group's (height or width). */
const SHAPE_SLACK = 0.12;

/** Per page: the digits drawn with a glyph unlike the one their font draws for that digit (pages with none left out). */
export async function mismatchedDigits(bytes: Uint8Array, engines: Engines, maxPages: number): Promise<GlyphLies[]> {
  const p = await engines.pdfium();
  const f = p.fn;
  const buf = p.malloc(Math.max(1, bytes.length));
  p.heap().u8.set(bytes, buf);
  const doc = f.FPDF_LoadMemDocument!(buf, bytes.length, 0);
  const out: GlyphLies[] = [];
  try {
    if (!doc) return out;
    const pages = Math.min(f.FPDF_GetPageCount!(doc), maxPages);
    for (let n = 1; n <= pages; n++) {
      const page = f.FPDF_LoadPage!(doc, n - 1);
      if (!page) continue;
      const tp = f.FPDFText_LoadPage!(page);
      try {
        const lies = tp ? pageLies(p.fn, p.heap, p.scratch, tp) : null;
        if (lies) out.push({ page: n, ...lies });
      } finally {
        if (tp) f.FPDFText_ClosePage!(tp);
        f.FPDF_ClosePage!(page);
      }
    }
  } finally {
    if (doc) f.FPDF_CloseDocument!(doc);
    p.free(buf);
  }
  return out;
}

type Fn = (...a: number[]) => number;
interface Drawn { h: number; w: number; at: number }

/** One text page's digits grouped by font, size and digit; the glyphs unlike their group's middle one counted. */
function pageLies(f: Record<string, Fn>, heap: () => { f64: Float64Array }, s: number, tp: number): { signs: number; example: string } | null {
  const groups = new Map<string, Drawn[]>();
  const count = f.FPDFText_CountChars!(tp);
  for (let i = 0; i < count; i++) {
    const u = f.FPDFText_GetUnicode!(tp, i);
    if (u < 0x30 || u > 0x39) continue;
    const obj = f.FPDFText_GetTextObject!(tp, i);
    if (!obj || !f.FPDFText_GetCharBox!(tp, i, s, s + 8, s + 16, s + 24)) continue;
    const d = heap().f64;
    const [l, r, b, t] = [d[s >> 3]!, d[(s >> 3) + 1]!, d[(s >> 3) + 2]!, d[(s >> 3) + 3]!];
    const key = `${f.FPDFTextObj_GetFont!(obj)}/${f.FPDFText_GetFontSize!(tp, i).toFixed(1)}/${u}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push({ h: Math.abs(t - b), w: Math.abs(r - l), at: i });
  }
  const odd: number[] = [];
  for (const g of groups.values()) {
    if (g.length < 3) continue;
    const mid = (k: 'h' | 'w') => g.map((x) => x[k]).sort((a, b) => a - b)[g.length >> 1]!;
    const [h, w] = [mid('h'), mid('w')];
    for (const x of g) {
      if (Math.abs(x.h - h) > SHAPE_SLACK * h || Math.abs(x.w - w) > SHAPE_SLACK * Math.max(w, 0.3 * h)) {
        odd.push(x.at);
      }
    }
  }
  // Only odd glyphs inside amounts count: a lie in the figures is what makes a reading fail (a barcode line or a
  // reference set in another cut of the digits is no sign).
  const figures = odd.sort((a, b) => a - b).map((i) => around(f, tp, i, count)).filter((t) => AMOUNT.test(t));
  return figures.length ? { signs: figures.length, example: figures[0]! } : null;
}

/** The figure character i sits in (its run of non-space characters), for the user's message. */
function around(f: Record<string, Fn>, tp: number, i: number, count: number): string {
  const ch = (j: number) => String.fromCharCode(f.FPDFText_GetUnicode!(tp, j));
  let a = i, b = i;
  while (a > 0 && i - a < 16 && !/\s/.test(ch(a - 1))) a--;
  while (b + 1 < count && b - i < 16 && !/\s/.test(ch(b + 1))) b++;
  let out = '';
  for (let j = a; j <= b; j++) out += ch(j);
  return out;
}
