// The extraction's resources, held by the one who creates them and passed down explicitly (ExtractOptions.engines),
// never kept in a module: a warm PDFium (compiling its 4.6 MB WebAssembly costs ~130 ms of CPU) and, loaded only when
// a page needs OCR, the OCR module and its pool of tesseract-wasm engines (threads, ~60-90 MB each).
// Who creates one: the parse worker, once per worker thread (src/parsing/parse-worker.ts); `mca parse`, once per run;
// scripts, benchmarks and tests, once per file or run. Each closes it when done (`close` stops the OCR threads).
// A parse without one (ExtractOptions.engines unset) creates its own for that call and closes it after: correct,
// but it pays PDFium's start-up for every upload.
import { pdfiumWasm, startPdfium, type Pdfium } from './pdfium.ts';
import type { OcrPool, OcrRun, OcrProgress, OcrSettings } from './ocr/index.ts';

/** The OCR module, loaded on the first page that needs it, and its engines. */
export interface LoadedOcr {
  ocrRun(pool: OcrPool, settings?: Partial<OcrSettings>, onPage?: (p: OcrProgress) => void): OcrRun;
  pool: OcrPool;
}

export interface Engines {
  /** The owner's PDFium: started on the first call, the same warm instance after; one that died (a wasm abort on a
   *  hostile file) is replaced by a new one on the next call. */
  pdfium(): Promise<Pdfium>;
  /** The OCR module and its engine pool, loaded on the first call (a text statement never makes it). */
  ocr(): Promise<LoadedOcr>;
  /** Stops the OCR engines and lets PDFium go; a later call starts them again. */
  close(): Promise<void>;
}

export function createEngines(): Engines {
  let wasm: Uint8Array | null = null;
  let pdfium: Promise<Pdfium> | null = null;
  let ocr: Promise<LoadedOcr> | null = null;
  const engines: Engines = {
    pdfium() {
      if (pdfium) {
        return pdfium.then((p) => {
          if (!p.dead) return p;
          pdfium = null;
          return engines.pdfium();
        });
      }
      const started = startPdfium((wasm ??= pdfiumWasm()));
      pdfium = started;
      started.catch(() => { if (pdfium === started) pdfium = null; });
      return started;
    },
    ocr() {
      if (!ocr) {
        const loading = import('./ocr/index.ts').then((m) => ({ ocrRun: m.ocrRun, pool: m.createOcrPool() }));
        ocr = loading;
        loading.catch(() => { if (ocr === loading) ocr = null; });
      }
      return ocr;
    },
    async close() {
      const o = ocr;
      ocr = null;
      pdfium = null;
      if (o) await (await o.catch(() => null))?.pool.close();
    },
  };
  return engines;
}

/** `fn` with the caller's engines, or with engines of its own for this call, closed after. */
export async function withEngines<T>(given: Engines | undefined, fn: (e: Engines) => Promise<T>): Promise<T> {
  if (given) return fn(given);
  const own = createEngines();
  try {
    return await fn(own);
  } finally {
    await own.close();
  }
}
