// The OCR engine: one Tesseract (tesseract.js, WebAssembly) per process, started on first use and kept warm for the
// next page. Everything it loads comes from node_modules: the core wasm (tesseract.js-core, which tesseract.js
// requires itself in Node) and the English LSTM model from @tesseract.js-data/eng, read gzip-compressed as shipped
// with cacheMethod 'none' (no copy written to the working directory). Nothing is fetched at run time.
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

/** One recognised word in image pixels; `baseline` is the y of its line's baseline under the word's centre. */
export interface OcrWord { text: string; x0: number; x1: number; y0: number; y1: number; baseline: number; size: number; conf: number }

let worker: Promise<Tesseract.Worker> | null = null;
let idle: NodeJS.Timeout | null = null;
// A warm engine holds ~100-200 MB of wasm memory: give it back when no page came for this long.
const IDLE_MS = 30_000;

function engine(): Promise<Tesseract.Worker> {
  worker ??= (async () => {
    const w = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: LANG_PATH, gzip: true, cacheMethod: 'none',
    });
    await w.setParameters({
      // Automatic page segmentation: statements mix a header block, address blocks and a table.
      tessedit_pageseg_mode: Tesseract.PSM.AUTO,
    });
    return w;
  })();
  worker.catch(() => { worker = null; });
  return worker;
}

/** Stops the engine (tests, the CLI at exit, or after a page overran its time limit). */
export async function closeOcr(): Promise<void> {
  if (idle) clearTimeout(idle);
  idle = null;
  const w = worker;
  worker = null;
  if (w) await (await w.catch(() => null))?.terminate().catch(() => {});
}

/**
 * Recognises one encoded image (PGM). Rejects with Error('ocr_timeout') after `timeoutMs`; the engine is then
 * stopped (a wasm call cannot be interrupted) and the next page starts a fresh one.
 */
export async function recognize(image: Uint8Array, timeoutMs: number, dpi: number): Promise<OcrWord[]> {
  if (idle) clearTimeout(idle);
  const w = await engine();
  // The resolution is known from the page; PGM carries none, and Tesseract's guess would scale its heuristics wrongly.
  await w.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('ocr_timeout')), timeoutMs); });
  try {
    const res = await Promise.race([w.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { blocks: true, text: false }), limit]);
    return wordsOf(res.data);
  } catch (err) {
    if ((err as Error)?.message === 'ocr_timeout') await closeOcr();
    throw err;
  } finally {
    clearTimeout(timer);
    if (worker) { idle = setTimeout(() => void closeOcr(), IDLE_MS); idle.unref(); }
  }
}

function wordsOf(page: Tesseract.Page): OcrWord[] {
  const out: OcrWord[] = [];
  for (const block of page.blocks ?? []) {
    for (const par of block.paragraphs) {
      for (const line of par.lines) {
        const b = line.baseline;
        const slope = b && b.x1 !== b.x0 ? (b.y1 - b.y0) / (b.x1 - b.x0) : 0;
        // Row height (x-height + ascenders) plus descenders: the font's body size in pixels.
        const size = line.rowAttributes?.rowHeight ? line.rowAttributes.rowHeight + Math.abs(line.rowAttributes.descenders ?? 0) : line.bbox.y1 - line.bbox.y0;
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          const cx = (word.bbox.x0 + word.bbox.x1) / 2;
          const baseline = b && (b as { has_baseline?: boolean }).has_baseline !== false ? b.y0 + (cx - b.x0) * slope : word.bbox.y1;
          out.push({ text, x0: word.bbox.x0, x1: word.bbox.x1, y0: word.bbox.y0, y1: word.bbox.y1, baseline, size, conf: word.confidence / 100 });
        }
      }
    }
  }
  return out;
}
