// Runs the parsing engine in a worker thread, so the API's event loop stays responsive while PDFs are parsed.
import { parentPort } from 'node:worker_threads';
import { parseStatements } from '../statements/index.ts';

parentPort!.on('message', async (task: { id: number; files: Array<{ name: string; bytes: Uint8Array }> }) => {
  try {
    const result = await parseStatements(task.files);
    parentPort!.postMessage({ id: task.id, result });
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: (error as Error)?.message ?? String(error) });
  }
});
