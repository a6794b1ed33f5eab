// Every tolerance and limit of the OCR path in one place (docs/parsing.md, "OCR", explains each).
import { availableParallelism } from 'node:os';

export interface OcrSettings {
  /** OCR is attempted at all (off: scans give `no_text_layer` as before). */
  enabled: boolean;
  /** A page with fewer native text characters than this has no usable text layer and is OCR'd. */
  minTextChars: number;
  /** A page whose text has fewer word-, number- or date-shaped tokens than this share is garbage (garbage.ts):
   *  OCR'd again when it holds a scan. Good text measures 0.95 or more (every generated layout, the corpus). */
  minTextQuality: number;
  /** At most this many pages of one document are OCR'd; later image pages are skipped (`too_many_pages`). */
  maxPages: number;
  /** Hard limit for one page's recognition; the OCR engine is stopped and restarted when it overruns. */
  pageTimeoutMs: number;
  /** OCR engines (threads) one parse worker runs at once: every core by default. */
  engines: number;
  /** Engines are stopped (their memory given back) when no page came for this long. */
  idleMs: number;
  /** Each page is cut into this many horizontal bands at blank rows, read on the engines at once (default: engines). */
  bands: number;
  /** A page whose mean word confidence is below this is read again turned upside down; the better reading stays. */
  flipBelowConfidence: number;
  /** Images are resampled to about this resolution before recognition (Tesseract reads best near 300 dpi). */
  targetDpi: number;
  /** Below this resolution an image is upsampled to targetDpi; between the two it is left as is. */
  minDpi: number;
  /** An image coarser than this cannot hold readable text (a background tint, a placeholder): not OCR'd. */
  minScanDpi: number;
  /** Skew is searched within +-maxSkewDeg degrees, in steps of skewStepDeg. */
  maxSkewDeg: number;
  skewStepDeg: number;
  /** Images smaller than this share of the page area are logos or signatures, not the page: not OCR'd. */
  minImageAreaShare: number;
  /** Words below this confidence (0..1) are dropped. Low on purpose: a faint amount is still worth reading. */
  minWordConfidence: number;
  /** Long horizontal and vertical lines (table rules, box edges) are painted white before reading (rules.ts). */
  removeRules: boolean;
  /** Header check (header.ts): in the top `headerShare` of a page, a line's run of words below
   *  `rereadBelowConfidence` is read again on its own, at most `maxHeaderRereads` runs a page. */
  headerShare: number;
  rereadBelowConfidence: number;
  maxHeaderRereads: number;
  /** A lone dash read with at least this confidence is kept (a period's range sign); below, it is a speck. */
  dashConfidence: number;
  /** Words of one or two letters (no digit) below this confidence are specks or stray strokes: dropped. */
  minShortWordConfidence: number;
  /** Balance repair: amounts tried per statement and readings tried per amount (bounded search). */
  repairMaxAmounts: number;
  repairMaxVariants: number;
}

export const OCR_SETTINGS: OcrSettings = {
  enabled: true,
  minTextChars: 20,
  minTextQuality: 0.6,
  maxPages: 50,
  pageTimeoutMs: 20_000,
  engines: Math.max(1, Math.min(8, availableParallelism())),
  idleMs: 30_000,
  bands: Math.max(1, Math.min(8, availableParallelism())),
  flipBelowConfidence: 0.55,
  targetDpi: 300,
  minDpi: 200,
  minScanDpi: 50,
  maxSkewDeg: 5,
  skewStepDeg: 0.1,
  minImageAreaShare: 0.25,
  minWordConfidence: 0,
  minShortWordConfidence: 0.6,
  dashConfidence: 0.7,
  removeRules: true,
  headerShare: 0.3,
  rereadBelowConfidence: 0.6,
  maxHeaderRereads: 4,
  repairMaxAmounts: 40,
  repairMaxVariants: 24,
};
