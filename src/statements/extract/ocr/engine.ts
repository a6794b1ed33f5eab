// The OCR engines: Tesseract instances (WebAssembly), one per core this process may use, started on first use and kept
// warm for the next page, in a pool its owner creates and closes (createOcrPool in index.ts; extract/engines.ts). Each
// runs in its own worker_thread, so the bands of one page are read at once. The engine itself is a Backend:
// tesseract-wasm in the product (wasm-engine.ts), tesseract.js in the benchmarks that compare them
// (bench/ocr-js-engine.ts). Everything they load comes from the project: the engine's wasm (from its npm package)
// and the `tessdata_fast` English model vendored in vendor/tessdata-fast (its README says where it comes from; its
// SHA-256 is checked here before the first use). Nothing is fetched.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const MODEL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'vendor', 'tessdata-fast', 'eng.traineddata.gz');
/** SHA-256 of the uncompressed model: tessdata_fast's eng.traineddata (4.1.0), the same file Debian's tesseract-ocr-eng ships. */
export const MODEL_SHA256 = '7d4322bd2a7749724879683fc3912cb542f19906c83bcc1a52132556427170b2';

/** One recognised word in image pixels; `baseline` is the y of its line's baseline under the word's centre. */
export interface OcrWord { text: string; x0: number; x1: number; y0: number; y1: number; baseline: number; size: number; conf: number }

/** The vendored model is checked once per pool, before its first engine: a truncated or replaced file fails here,
 *  loudly, not as pages read badly. */
export function checkModel(): void {
  const sum = createHash('sha256').update(gunzipSync(readFileSync(MODEL))).digest('hex');
  if (sum !== MODEL_SHA256) throw new Error(`OCR model ${MODEL} has SHA-256 ${sum}, expected ${MODEL_SHA256}`);
}

/** A pool of warm OCR engines, owned by whoever created it (extract/engines.ts: one per worker thread or CLI run). */
export interface OcrPool {
  /**
   * Recognises one encoded image (PGM) on the next free engine, of at most `engineCount`. Rejects with
   * Error('ocr_timeout') when `deadline` (epoch ms) passes; the engine is then stopped and a fresh one takes its place.
   * Engines are stopped when no image came for `keepMs`. `local`: each pixel is judged against its neighbourhood
   * (Sauvola) instead of by one threshold for the image (Otsu): for pages whose light was uneven (page.ts).
   */
  recognize(image: Uint8Array, deadline: number, dpi: number, engineCount: number, keepMs: number, local?: boolean): Promise<OcrWord[]>;
  /** Engines running now (for tests and the benchmark). */
  running(): number;
  /** Stops every engine (tests, the CLI at exit, a worker closing); the next image starts a fresh one. */
  close(): Promise<void>;
}

/** One OCR engine's life, as the pool drives it: started in its own thread, given one image at a time, stopped. */
export interface Backend {
  start(): Promise<EngineHandle>;
}
export interface EngineHandle {
  recognize(image: Uint8Array, dpi: number, local: boolean): Promise<OcrWord[]>;
  terminate(): Promise<void>;
}

interface Engine { worker: Promise<EngineHandle>; busy: boolean }

/** What one pool holds: its engines, the bands waiting for one, the idle timer, and its limits (set by each call). */
interface PoolState {
  engines: Engine[];
  waiting: Array<(e: Engine) => void>;
  idle: NodeJS.Timeout | null;
  /** Warm engines hold ~60-90 MB of wasm memory each: given back when no page came for `idleMs` (settings.ts). */
  idleMs: number;
  maxEngines: number;
  modelChecked: boolean;
  backend: Backend;
}

export function createPool(backend: Backend): OcrPool {
  const st: PoolState = { engines: [], waiting: [], idle: null, idleMs: 0, maxEngines: 1, modelChecked: false, backend };
  return {
    async recognize(image, deadline, dpi, engineCount, keepMs, local = false) {
      st.maxEngines = Math.max(1, engineCount);
      st.idleMs = keepMs;
      return recognizeOn(st, await acquire(st), image, deadline, dpi, local);
    },
    running: () => st.engines.length,
    close: () => closeAll(st),
  };
}

function start(st: PoolState): Engine {
  const worker = (async () => {
    if (!st.modelChecked) { checkModel(); st.modelChecked = true; }
    return st.backend.start();
  })();
  const e: Engine = { worker, busy: false };
  worker.catch(() => { const i = st.engines.indexOf(e); if (i >= 0) st.engines.splice(i, 1); });
  return e;
}

/** An idle engine, starting one while fewer than `maxEngines` exist; otherwise waits for one to come free. */
function acquire(st: PoolState): Promise<Engine> {
  if (st.idle) { clearTimeout(st.idle); st.idle = null; }
  const free = st.engines.find((e) => !e.busy);
  if (free) { free.busy = true; return Promise.resolve(free); }
  if (st.engines.length < st.maxEngines) { const e = start(st); st.engines.push(e); e.busy = true; return Promise.resolve(e); }
  return new Promise((resolve) => st.waiting.push(resolve));
}

/** Hands the engine to the next band waiting, or a fresh one in place of an engine that was stopped. */
function release(st: PoolState, e: Engine, alive: boolean): void {
  const next = st.waiting.shift();
  if (next) {
    if (alive) { next(e); return; }
    const f = start(st);
    st.engines.push(f);
    f.busy = true;
    next(f);
    return;
  }
  e.busy = false;
  if (st.engines.length && st.engines.every((x) => !x.busy)) { st.idle = setTimeout(() => void closeAll(st), st.idleMs); st.idle.unref(); }
}

/** Stops one engine (it overran its time: a wasm call cannot be interrupted); the next band starts a fresh one. */
async function kill(st: PoolState, e: Engine): Promise<void> {
  const i = st.engines.indexOf(e);
  if (i >= 0) st.engines.splice(i, 1);
  await (await e.worker.catch(() => null))?.terminate().catch(() => {});
}

async function closeAll(st: PoolState): Promise<void> {
  if (st.idle) clearTimeout(st.idle);
  st.idle = null;
  const all = st.engines.splice(0);
  await Promise.all(all.map(async (e) => (await e.worker.catch(() => null))?.terminate().catch(() => {})));
}

async function recognizeOn(st: PoolState, e: Engine, image: Uint8Array, deadline: number, dpi: number, local: boolean): Promise<OcrWord[]> {
  let timer: NodeJS.Timeout | undefined;
  let overran = false;
  try {
    const left = deadline - Date.now();
    if (left <= 0) { overran = true; throw new Error('ocr_timeout'); }
    const limit = new Promise<never>((_, reject) => { timer = setTimeout(() => { overran = true; reject(new Error('ocr_timeout')); }, left); });
    const w = await Promise.race([e.worker, limit]);
    return await Promise.race([w.recognize(image, dpi, local), limit]);
  } finally {
    clearTimeout(timer);
    if (overran) await kill(st, e);
    release(st, e, !overran);
  }
}
