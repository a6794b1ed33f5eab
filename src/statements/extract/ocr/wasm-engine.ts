// tesseract-wasm as an OCR backend: one worker_thread per engine (wasm-worker.ts) holding Tesseract 5.3 built to
// WebAssembly with SIMD, given the vendored model's bytes. Images go in as PGM; words come back parsed from hOCR.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { MODEL, type Backend, type OcrWord } from './engine.ts';

export const WASM_BACKEND: Backend = {
  start() {
    const worker = new Worker(new URL('./wasm-worker.ts', import.meta.url), { workerData: { model: gunzipSync(readFileSync(MODEL)) } });
    worker.unref();
    let next = 1;
    const waiting = new Map<number, { resolve: (w: OcrWord[]) => void; reject: (e: Error) => void }>();
    // A thread that died (an abort inside the wasm, out of memory) fails what it held and what comes after.
    let dead: Error | null = null;
    const failAll = (err: Error) => { dead ??= err; for (const p of waiting.values()) p.reject(err); waiting.clear(); };
    worker.on('message', (m: { id: number; words?: OcrWord[]; error?: string }) => {
      const p = waiting.get(m.id);
      if (!p) return;
      waiting.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.words!);
    });
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('ocr engine stopped')));
    return Promise.resolve({
      recognize(image, dpi, local) {
        const id = next++;
        return new Promise<OcrWord[]>((resolve, reject) => {
          if (dead) { reject(dead); return; }
          waiting.set(id, { resolve, reject });
          worker.postMessage({ id, image, dpi, local });
        });
      },
      async terminate() { await worker.terminate(); },
    });
  },
};
