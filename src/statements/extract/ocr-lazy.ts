// The OCR (ocr/) loaded only when a page needs it (ocr/needs.ts): it brings pdf.js and tesseract-wasm, whose modules cost
// a process about half a second of CPU to load, and a text-layer statement needs neither. extract.ts offers every page
// to `read`; until one needs OCR this run is empty (no pages OCR'd, no warnings, statements unchanged). The module and
// its engines are the caller's (engines.ts), loaded through them on the first page that needs OCR.
import type { OcrProgress, OcrRun, OcrSettings } from './ocr/index.ts';
import { OCR_SETTINGS } from './ocr/settings.ts';
import { needsOcr } from './ocr/needs.ts';
import type { Engines } from './engines.ts';

export type { OcrProgress, OcrRun, OcrSettings };

export function ocrRun(engines: Engines, settings: Partial<OcrSettings> = {}, onPage?: (p: OcrProgress) => void): OcrRun {
  let real: OcrRun | null = null;
  const none: never[] = [];
  const resolved: OcrSettings = { ...OCR_SETTINGS, ...settings };
  return {
    get used() { return real?.used ?? false; },
    get warnings() { return real?.warnings ?? none; },
    get replaced() { return real?.replaced ?? none; },
    get kept() { return real?.kept ?? none; },
    async read(pdf, native, pages, remainingMs, scanned = true) {
      // Decided before loading: a text statement's pages (and its image pages) never load the OCR engine.
      if (!needsOcr(native, resolved, scanned).ocr) return native;
      if (!real) {
        const loaded = await engines.ocr();
        real ??= loaded.ocrRun(loaded.pool, settings, onPage);
      }
      return real.read(pdf, native, pages, remainingMs, scanned);
    },
    finish(statements) { return real ? real.finish(statements) : statements; },
  };
}
