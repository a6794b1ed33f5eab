// Whether a page is read by OCR, decided from its text layer alone (light: the OCR engine is loaded only for a page
// that needs it). A page whose layer reads as text keeps it; a page whose layer lies (garbage from a scanner's bad OCR,
// or a font mapping its glyphs to the wrong characters: ../layer-trust.ts) is read again, and `lie` says why; a page
// without text is read only in a scanned document (an image page inside a text statement, a check image or a logo
// page, is seconds of OCR for noise).
import type { PageText } from '../../types.ts';
import { judgeLayer, lyingFontReason } from '../layer-trust.ts';
import type { OcrSettings } from './settings.ts';

export function needsOcr(native: PageText, s: OcrSettings, scanned: boolean): { ocr: boolean; garbage: boolean; lie: string | null } {
  if (!s.enabled) return { ocr: false, garbage: false, lie: null };
  // A page whose figures contradicted the page as drawn (the pipeline's second reading) is read as drawn.
  // A page whose layer reads as text as a whole is judged font by font too: one font may lie under the others' truth.
  const lie = s.lyingPages?.get(native.page) ?? judgeLayer(native, s).reason ?? lyingFontReason(native, s);
  if (lie) return { ocr: true, garbage: true, lie };
  const chars = native.items.reduce((n, it) => n + it.str.trim().length, 0);
  return { ocr: chars < s.minTextChars && scanned, garbage: false, lie: null };
}
