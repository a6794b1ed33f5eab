// Runs the parsing engine in a worker thread, so the API's event loop stays responsive while PDFs are parsed. A task
// may carry documents extracted earlier (an existing deal's earlier uploads): they are analysed together with the
// files, here too, and every document analysed comes back with the result (src/statements/index.ts).
import { parentPort } from 'node:worker_threads';
import { parseWithDocuments, type ExtractedDocument } from '../statements/index.ts';

parentPort!.on('message', async (task: { id: number; files: Array<{ name: string; bytes: Uint8Array }>; prior?: ExtractedDocument[] }) => {
  try {
    const { result, documents } = await parseWithDocuments(task.files, task.prior ?? []);
    parentPort!.postMessage({ id: task.id, result, documents });
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: (error as Error)?.message ?? String(error) });
  }
});
