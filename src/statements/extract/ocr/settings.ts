// The OCR path's settings: its tolerances are the `ocr` part of the parser's one settings object (../../settings.ts,
// documented and validated there); beside them, switches and the machine's resources that are not tolerances.
import { availableParallelism } from 'node:os';
import { DEFAULT_SETTINGS, type OcrTolerances } from '../../settings.ts';

// Engines (threads) at most by default, however many cores: each holds ~60-90 MB of wasm memory.
const MAX_ENGINES = 8;

export interface OcrSettings extends OcrTolerances {
  /** OCR is attempted at all (off: scans give `no_text_layer` as before). */
  enabled: boolean;
  /** OCR engines (threads) one parse worker runs at once: every core by default. */
  engines: number;
  /** Each page is cut into this many horizontal bands at blank rows, read on the engines at once (default: engines). */
  bands: number;
  /** Long horizontal and vertical lines (table rules, box edges) are painted white before reading (rules.ts). */
  removeRules: boolean;
  /** Pages to read by OCR whatever their layer, with why: the pipeline's second reading of a document whose figures
   *  contradicted the page as drawn (../figure-lies.ts, pipeline.ts). */
  lyingPages?: ReadonlyMap<number, string>;
}

// Frozen: the defaults every parse lays its own options over, never changed in place.
export const OCR_SETTINGS: Readonly<OcrSettings> = Object.freeze({
  ...DEFAULT_SETTINGS.ocr,
  enabled: true,
  engines: Math.max(1, Math.min(MAX_ENGINES, availableParallelism())),
  bands: Math.max(1, Math.min(MAX_ENGINES, availableParallelism())),
  removeRules: true,
});
