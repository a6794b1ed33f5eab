// Strings out of PDFium (WebAssembly): its calls that fill a caller's buffer with UTF-16 take the buffer's length and
// return the length they need, so each is called twice, once to measure and once to fill.
import type { Pdfium } from './pdfium.ts';

/** The UTF-16 text a two-call PDFium function gives (`call(buffer, length)` returns the bytes it needs, with its
 *  terminating zero), or null when it gives none. */
export function utf16(p: Pdfium, call: (out: number, len: number) => number): string | null {
  const len = call(0, 0);
  if (len <= 2) return null;
  const out = p.malloc(len);
  try {
    call(out, len);
    const u16 = p.heap().u16;
    let s = '';
    for (let i = 0; i < (len >> 1) - 1; i++) s += String.fromCharCode(u16[(out >> 1) + i]!);
    return s;
  } finally {
    p.free(out);
  }
}

/** A key of the annotation's dictionary as text (a string or a name), or null when absent. */
export function annotString(p: Pdfium, annot: number, key: string): string | null {
  const k = p.malloc(key.length + 1);
  const u8 = p.heap().u8;
  for (let i = 0; i < key.length; i++) u8[k + i] = key.charCodeAt(i);
  u8[k + key.length] = 0;
  try {
    return utf16(p, (out, len) => p.fn.FPDFAnnot_GetStringValue!(annot, k, out, len));
  } finally {
    p.free(k);
  }
}
