// A document's strings and fonts as PDFium gives them (moved out of pdfium-text.ts, which had grown past its size):
// metadata text, a font's base name, and the page's font key that a text run carries.
import type { Pdfium } from './pdfium.ts';

export interface PageFont { key: string; name: string; type3: boolean }

export function metaText(p: Pdfium, doc: number, tag: string): string | null {
  const f = p.fn;
  const tagPtr = p.malloc(tag.length + 1);
  const u8 = p.heap().u8;
  for (let i = 0; i < tag.length; i++) u8[tagPtr + i] = tag.charCodeAt(i);
  u8[tagPtr + tag.length] = 0;
  try {
    const len = f.FPDF_GetMetaText!(doc, tagPtr, 0, 0);
    if (len <= 2) return null;
    const out = p.malloc(len);
    f.FPDF_GetMetaText!(doc, tagPtr, out, len);
    const s = utf16(p.heap().u16, out, (len >> 1) - 1);
    p.free(out);
    return s.trim() ? s.trim() : null;
  } finally {
    p.free(tagPtr);
  }
}

function utf16(u16: Uint16Array, ptr: number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(u16[(ptr >> 1) + i]!);
  return s;
}

function fontName(p: Pdfium, font: number): string {
  const len = p.fn.FPDFFont_GetBaseFontName!(font, 0, 0);
  if (len <= 1) return '';
  const out = p.malloc(len);
  p.fn.FPDFFont_GetBaseFontName!(font, out, len);
  const u8 = p.heap().u8;
  const s = Buffer.from(u8.subarray(out, out + len - 1)).toString('utf8');
  p.free(out);
  return s;
}

/** A PDFium font (fp, 0 for none) as the page's font: its key is one per name and flags across the document. */
export function fontOf(p: Pdfium, fp: number, docFonts: Map<string, string>, pageFonts: Map<number, PageFont>): PageFont {
  let font = pageFonts.get(fp);
  if (font === undefined) {
    const name = fp ? fontName(p, fp) : '';
    const id = `${name}/${fp ? p.fn.FPDFFont_GetFlags!(fp) : 0}`;
    let key = docFonts.get(id);
    if (key === undefined) { key = `f${docFonts.size + 1}:${name}`; docFonts.set(id, key); }
    font = { key, name, type3: fp !== 0 && isType3(p, fp) };
    pageFonts.set(fp, font);
  }
  return font;
}

/** A Type3 font: PDFium counts it as embedded, yet it has no font program. */
function isType3(p: Pdfium, font: number): boolean {
  if (!p.fn.FPDFFont_GetIsEmbedded!(font)) return false;
  const s = p.scratch;
  if (!p.fn.FPDFFont_GetFontData!(font, 0, 0, s)) return true;
  return new Uint32Array(p.heap().u8.buffer, s, 1)[0] === 0;
}
