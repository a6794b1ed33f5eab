// The OCR engines: tesseract.js (WebAssembly) instances, one per core this process may use, started on first use and
// kept warm for the next page, in a pool its owner creates and closes (createOcrPool; extract/engines.ts). Each runs in
// its own thread (tesseract.js spawns a worker_thread per instance), so the bands of one page are read at once. Everything they load comes from the project: the core wasm (tesseract.js-core,
// which tesseract.js requires itself in Node) and the `tessdata_fast` English model vendored in vendor/tessdata-fast
// (its README says where it comes from; its SHA-256 is checked here before the first use). Nothing is fetched.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import Tesseract from 'tesseract.js';

const MODEL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'vendor', 'tessdata-fast', 'eng.traineddata.gz');
/** SHA-256 of the uncompressed model: tessdata_fast's eng.traineddata (4.1.0), the same file Debian's tesseract-ocr-eng ships. */
export const MODEL_SHA256 = '7d4322bd2a7749724879683fc3912cb542f19906c83bcc1a52132556427170b2';

/** One recognised word in image pixels; `baseline` is the y of its line's baseline under the word's centre. */
export interface OcrWord { text: string; x0: number; x1: number; y0: number; y1: number; baseline: number; size: number; conf: number }

/** The vendored model is checked once per pool, before its first engine: a truncated or replaced file fails here,
 *  loudly, not as pages read badly. (tesseract.js then reads the same file itself from langPath.) */
export function checkModel(): void {
  const sum = createHash('sha256').update(gunzipSync(readFileSync(MODEL))).digest('hex');
  if (sum !== MODEL_SHA256) throw new Error(`OCR model ${MODEL} has SHA-256 ${sum}, expected ${MODEL_SHA256}`);
}

/** A pool of warm OCR engines, owned by whoever created it (extract/engines.ts: one per worker thread or CLI run). */
export interface OcrPool {
  /**
   * Recognises one encoded image (PGM) on the next free engine, of at most `engineCount`. Rejects with
   * Error('ocr_timeout') when `deadline` (epoch ms) passes; the engine is then stopped and a fresh one takes its place.
   * Engines are stopped when no image came for `keepMs`.
   */
  recognize(image: Uint8Array, deadline: number, dpi: number, engineCount: number, keepMs: number): Promise<OcrWord[]>;
  /** Engines running now (for tests and the benchmark). */
  running(): number;
  /** Stops every engine (tests, the CLI at exit, a worker closing); the next image starts a fresh one. */
  close(): Promise<void>;
}

interface Engine { worker: Promise<Tesseract.Worker>; busy: boolean; dpi: number }

/** What one pool holds: its engines, the bands waiting for one, the idle timer, and its limits (set by each call). */
interface PoolState {
  engines: Engine[];
  waiting: Array<(e: Engine) => void>;
  idle: NodeJS.Timeout | null;
  /** Warm engines hold ~60-90 MB of wasm memory each: given back when no page came for `idleMs` (settings.ts). */
  idleMs: number;
  maxEngines: number;
  modelChecked: boolean;
}

export function createOcrPool(): OcrPool {
  const st: PoolState = { engines: [], waiting: [], idle: null, idleMs: 0, maxEngines: 1, modelChecked: false };
  return {
    async recognize(image, deadline, dpi, engineCount, keepMs) {
      st.maxEngines = Math.max(1, engineCount);
      st.idleMs = keepMs;
      return recognizeOn(st, await acquire(st), image, deadline, dpi);
    },
    running: () => st.engines.length,
    close: () => closeAll(st),
  };
}

function start(st: PoolState): Engine {
  const worker = (async () => {
    if (!st.modelChecked) { checkModel(); st.modelChecked = true; }
    // Read gzip-compressed as vendored, with cacheMethod 'none' (no copy written to the working directory).
    const w = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, { langPath: path.dirname(MODEL), gzip: true, cacheMethod: 'none' });
    // PSM 6, one uniform block: statements are lines of text and table rows; the automatic layout analysis (PSM 3)
    // cost ~20% more and split rows into columns that ran dates together ("01Jun2026"), measured in issue 22.
    // tessedit_do_invert off: Tesseract reads each poorly read line a second time inverted (white on black), which
    // statements do not print; it cost ~8% of recognition (bench/ocr-profile.ts).
    await w.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK, tessedit_do_invert: '0' });
    return w;
  })();
  const e: Engine = { worker, busy: false, dpi: 0 };
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

async function recognizeOn(st: PoolState, e: Engine, image: Uint8Array, deadline: number, dpi: number): Promise<OcrWord[]> {
  let timer: NodeJS.Timeout | undefined;
  let overran = false;
  try {
    const left = deadline - Date.now();
    if (left <= 0) { overran = true; throw new Error('ocr_timeout'); }
    const limit = new Promise<never>((_, reject) => { timer = setTimeout(() => { overran = true; reject(new Error('ocr_timeout')); }, left); });
    const w = await Promise.race([e.worker, limit]);
    // The resolution is known from the page; PGM carries none, and Tesseract's guess would scale its heuristics wrongly.
    if (e.dpi !== dpi) { await Promise.race([w.setParameters({ user_defined_dpi: String(Math.round(dpi)) }), limit]); e.dpi = dpi; }
    const res = await Promise.race([w.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { blocks: true, text: false }), limit]);
    return wordsOf(res.data);
  } finally {
    clearTimeout(timer);
    if (overran) await kill(st, e);
    release(st, e, !overran);
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
