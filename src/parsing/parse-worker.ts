// Runs the parsing engine in a worker thread, so the API's event loop stays responsive while PDFs are parsed. A task
// may carry documents extracted earlier (an existing deal's earlier uploads): they are analysed together with the
// files, here too, and every document analysed comes back with the result (src/statements/index.ts).
import { parentPort } from 'node:worker_threads';
import { parseWithDocuments, type ExtractedDocument } from '../statements/index.ts';
import { pdfium } from '../statements/extract/pdfium.ts';

// The text extractor is started when the thread starts, not with its first upload: compiling PDFium's WebAssembly
// costs ~130 ms of CPU, paid once per thread; every task after uses the same warm instance (extract/pdfium.ts).
void pdfium().catch(() => { /* the first document retries, and fails as that document's error */ });

parentPort!.on('message', async (task: { id: number; files: Array<{ name: string; bytes: Uint8Array }>; prior?: ExtractedDocument[] }) => {
  try {
    const { result, documents } = await parseWithDocuments(task.files, task.prior ?? []);
    parentPort!.postMessage({ id: task.id, result, documents });
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: (error as Error)?.message ?? String(error) });
  }
});
