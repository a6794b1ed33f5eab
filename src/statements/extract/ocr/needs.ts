// Whether a page is read by OCR, decided from its text layer alone (light: the OCR engine is loaded only for a page
// that needs it). A page with good text keeps it; a page whose text is garbage (a scanner's bad OCR layer) is read
// again; a page without text is read only in a scanned document (an image page inside a text statement, a check
// image or a logo page, is seconds of OCR for noise).
import type { PageText } from '../../types.ts';
import { textQuality } from './garbage.ts';
import type { OcrSettings } from './settings.ts';

export function needsOcr(native: PageText, s: OcrSettings, scanned: boolean): { ocr: boolean; garbage: boolean } {
  if (!s.enabled) return { ocr: false, garbage: false };
  const chars = native.items.reduce((n, it) => n + it.str.trim().length, 0);
  const garbage = chars >= s.minTextChars && textQuality(native, s) < s.minTextQuality;
  if (chars >= s.minTextChars && !garbage) return { ocr: false, garbage };
  return { ocr: scanned || garbage, garbage };
}
