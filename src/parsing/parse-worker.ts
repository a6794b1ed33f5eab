// Runs the parsing engine in a worker thread, so the API's event loop stays responsive while PDFs are parsed. A task
// may carry documents extracted earlier (an existing deal's earlier uploads): they are analysed together with the
// files, here too, and every document analysed comes back with the result (src/statements/index.ts). Each OCR'd
// page is reported as it is read ({ id, progress }): the job's progress, and a sign of life for the pool's limit.
import { parentPort, workerData } from 'node:worker_threads';
import { createEngines, parseWithDocuments, type ExtractedDocument, type ExtractOptions } from '../statements/index.ts';
import type { ParseProgress } from './pool.ts';

// This thread's engines, created once and passed to every task: the text extractor is started when the thread starts,
// not with its first upload (compiling PDFium's WebAssembly costs ~130 ms of CPU, paid once per thread), and every
// task after uses the same warm instance and OCR engines (src/statements/extract/engines.ts).
const engines = createEngines();
void engines.pdfium().catch(() => { /* the first document retries, and fails as that document's error */ });

parentPort!.on('message', async (task: { id: number; files: Array<{ name: string; bytes: Uint8Array }>; prior?: ExtractedDocument[] }) => {
  const times: number[] = [];
  try {
    const { result, documents } = await parseWithDocuments(task.files, task.prior ?? [], {
      engines,
      ...((workerData as { ocr?: ExtractOptions['ocr'] } | null)?.ocr ? { ocr: (workerData as { ocr: ExtractOptions['ocr'] }).ocr } : {}),
      onOcrPage: (p) => {
        if (!p.error) times.push(p.ms);
        const sorted = [...times].sort((a, b) => a - b);
        const perPage = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : p.ms;
        const progress: ParseProgress = { file: p.file ?? 0, files: task.files.length, page: p.page, pages: p.pages, ocr_pages: p.ocr_pages,
          ms_per_page: Math.round(perPage), eta_ms: Math.round(Math.max(0, p.pages - p.page) * perPage), ...(p.error ? { error: p.error } : {}) };
        parentPort!.postMessage({ id: task.id, progress });
      },
    });
    parentPort!.postMessage({ id: task.id, result, documents });
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: (error as Error)?.message ?? String(error) });
  }
});
