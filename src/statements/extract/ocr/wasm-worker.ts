// One OCR engine in its own thread: tesseract-wasm's build of Tesseract 5.3 (WebAssembly, SIMD), the vendored
// tessdata_fast English model, page segmentation mode 6. Started by wasm-engine.ts with the model's bytes (checked
// there); reads one PGM image a message and answers with its words (hOCR parsed here, off the caller's thread).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createOCREngine, type OCREngine, type RgbaImage } from 'tesseract-wasm';
import { parseHocr } from './hocr.ts';

// Tesseract's own diagnostics ("Image too small to scale!!", "Line cannot be recognized!!" for a speck) come through
// Emscripten's printErr, console.warn here: they are no warnings of ours, and a CLI user read them as errors. This
// thread runs only the engine, so its console.warn says nothing (failures still come back as errors).
console.warn = () => {};

const require = createRequire(import.meta.url);
const wasmFile = path.join(path.dirname(require.resolve('tesseract-wasm')), 'tesseract-core.wasm');

const start = (async (): Promise<OCREngine> => {
  const engine = await createOCREngine({ wasmBinary: readFileSync(wasmFile) });
  engine.loadModel((workerData as { model: Uint8Array }).model);
  return engine;
})();

interface Job { id: number; image: Uint8Array; dpi: number; local: boolean }

parentPort!.on('message', async (job: Job) => {
  try {
    const engine = await start;
    engine.loadImage(rgbaOfPgm(job.image));
    // Set after loadImage, which sets the automatic page segmentation again. PSM 6 (one uniform block), the dpi the
    // page gives (PGM carries none), no second inverted reading of poor lines (statements print no white on black).
    engine.setVariable('tessedit_pageseg_mode', '6');
    engine.setVariable('user_defined_dpi', String(Math.round(job.dpi)));
    engine.setVariable('tessedit_do_invert', '0');
    // A page whose light was uneven (a phone's photo) gets Sauvola's local threshold instead of Otsu's one for the
    // image: its grain, shadow and grey rules put Otsu's threshold near the paper (206 on a phone page), and every
    // speck and rule remnant between a description and its amounts was read as words ("Pelee aah"). An even scan
    // keeps Otsu: Sauvola read a shaded column header of one flatbed layout worse (docs/parsing.md, OCR).
    engine.setVariable('thresholding_method', job.local ? '2' : '0');
    const words = parseHocr(engine.getHOCR());
    engine.clearImage();
    parentPort!.postMessage({ id: job.id, words });
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: (err as Error)?.message ?? String(err) });
  }
});

/** Binary PGM (P5, 8 bits) -> the RGBA pixels tesseract-wasm takes. */
function rgbaOfPgm(pgm: Uint8Array): RgbaImage {
  const head = new TextDecoder('latin1').decode(pgm.subarray(0, 64));
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!m) throw new Error('not an 8-bit PGM image');
  const width = Number(m[1]), height = Number(m[2]), off = m[0].length;
  const out = new Uint8ClampedArray(width * height * 4);
  const u32 = new Uint32Array(out.buffer);
  // The grey level in all four bytes, alpha too: tesseract-wasm hands the bytes to Leptonica, which reads them in its
  // own channel order, so an opaque alpha (255) was taken for a colour and washed the page out (a row's "1,237.13"
  // read "P2se14"; bench/ocr-scan.ts credits_debits_running).
  for (let i = 0; i < width * height; i++) u32[i] = Math.imul(pgm[off + i]!, 0x01010101);
  return { width, height, data: out };
}
