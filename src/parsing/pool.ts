// A small pool of worker threads for parsing. Each task has a hard time limit: a worker that overruns it (a PDF that
// hangs pdf.js) is terminated and replaced, and the task fails with `parse_timeout`. The limit runs from the last
// sign of progress: a scan reports each OCR'd page (each with its own limit, src/statements/extract/ocr), so a long
// scan is read to its end while a hung worker is still stopped. A worker that dies (out of memory) fails its task
// with a retryable error.
import { Worker } from 'node:worker_threads';
import type { ExtractedDocument, InputFile, OcrSettings, ParseResult, ParsedDocuments } from '../statements/index.ts';
import { JobFailure, RetryableJobError } from '../platform/jobs/runner.ts';

/**
 * What a running parse reports after each OCR'd page (text pages are not reported: milliseconds each). `file`: index
 * of the file in the upload, of `files`; `page` of `pages`: the page just read in that file; `ocr_pages`: pages of
 * that file OCR'd so far; `ms_per_page`: median time of the job's OCR'd pages so far; `eta_ms`: the estimate for the
 * rest of this file at that pace; `error`: this page could not be read (`ocr_timeout`), the parse goes on.
 */
export interface ParseProgress {
  file: number; files: number; page: number; pages: number; ocr_pages: number; ms_per_page: number; eta_ms: number; error?: string;
}

interface Task {
  id: number; files: InputFile[]; prior: ExtractedDocument[]; onProgress?: (p: ParseProgress) => void;
  resolve(r: ParsedDocuments): void; reject(e: Error): void;
}
interface Slot { worker: Worker; task: Task | null; timer: NodeJS.Timeout | null }

export interface ParsePool {
  /** Parses the files, analysed together with `prior` (documents extracted earlier, listed first): the result and
   *  every document it was analysed from. */
  parse(files: InputFile[], prior?: ExtractedDocument[], onProgress?: (p: ParseProgress) => void): Promise<ParsedDocuments>;
  close(): Promise<void>;
}

/** `ocr`: OCR settings for the workers (tests and benchmarks on a loaded machine lift the per-page limit). */
export function createParsePool(options: { size: number; timeoutMs: number; maxMemoryMb?: number; ocr?: Partial<OcrSettings> }): ParsePool {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 1536 },
      ...(options.ocr ? { workerData: { ocr: options.ocr } } : {}),
    });
    const slot: Slot = { worker, task: null, timer: null };
    worker.on('message', (msg: { id: number; result?: ParseResult; documents?: ExtractedDocument[]; error?: string; progress?: ParseProgress }) => {
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      if (msg.progress) { arm(slot, task); task.onProgress?.(msg.progress); return; }
      settle(slot);
      if (msg.error !== undefined) task.reject(new JobFailure('parse_error', 'the statements could not be parsed', msg.error));
      else task.resolve({ result: msg.result!, documents: msg.documents! });
      next();
    });
    worker.on('error', (error) => {
      const task = slot.task;
      replace(slot);
      // "JS heap out of memory" and the like are for the log, not for the caller. A file that ran the worker out of
      // memory will do it again: it fails at once instead of being retried.
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        task?.reject(new JobFailure('file_too_complex', 'reading this upload needed more memory than a parser is given', error.message));
      } else {
        task?.reject(new RetryableJobError('worker_crashed', 'the parsing worker stopped while reading this upload', error.message));
      }
    });
    worker.unref();
    return slot;
  }

  function settle(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
  }

  function replace(slot: Slot) {
    settle(slot);
    void slot.worker.terminate();
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    if (!closed) next();
  }

  /** (Re)starts the task's time limit: at the start, and at each sign of progress. */
  function arm(slot: Slot, task: Task) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      replace(slot);
      task.reject(new JobFailure('parse_timeout', `parsing made no progress for ${Math.round(options.timeoutMs / 1000)} s and was stopped`));
    }, options.timeoutMs);
  }

  function next() {
    while (queue.length > 0 && !closed) {
      let slot = slots.find((s) => s.task === null);
      if (!slot && slots.length < options.size) { slot = spawn(); slots.push(slot); }
      if (!slot) return;
      const task = queue.shift()!;
      slot.task = task;
      arm(slot, task);
      // Transferred to the thread, not cloned. A view into a larger (pooled) buffer is copied first, so that only its
      // own bytes move; the caller must not use the buffers afterwards.
      const files = task.files.map((f) => ({ name: f.name,
        bytes: f.bytes.byteOffset === 0 && f.bytes.byteLength === f.bytes.buffer.byteLength ? f.bytes : new Uint8Array(f.bytes) }));
      // Earlier documents (an existing deal's) are cloned: plain data, a fraction of the PDFs' size.
      slot.worker.postMessage({ id: task.id, files, ...(task.prior.length ? { prior: task.prior } : {}) }, files.map((f) => f.bytes.buffer as ArrayBuffer));
    }
  }

  return {
    parse(files, prior = [], onProgress) {
      if (closed) return Promise.reject(new Error('parse pool is closed'));
      return new Promise((resolve, reject) => { queue.push({ id: nextId++, files, prior, ...(onProgress ? { onProgress } : {}), resolve, reject }); next(); });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
      slots.length = 0;
    },
  };
}
