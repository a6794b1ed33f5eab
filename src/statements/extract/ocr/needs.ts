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
  const chars = native.items.reduce((n, it) => n + it.str.trim().length, 0);
  // (So is a page whose words are drawn as outlines its layer does not hold (../pdfium-outlines.ts): one with no text
  // at all, printed as curves; or a form whose outlined glyphs are a large share of what it shows, its values flattened
  // into curves. A statement's outlined logo, banner or footer leaves its text layer to be read: its rows are text.)
  const outlined = native.outlines && (chars < s.minTextChars || (native.form && native.outlines >= 0.4 * chars))
    ? `${native.outlines} glyph shapes are drawn as outlines its text layer does not hold` : null;
  const lie = s.lyingPages?.get(native.page) ?? judgeLayer(native, s).reason ?? lyingFontReason(native, s) ?? outlined;
  if (lie) return { ocr: true, garbage: true, lie };
  return { ocr: chars < s.minTextChars && scanned, garbage: false, lie: null };
}
