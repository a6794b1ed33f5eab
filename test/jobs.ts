// Waiting on jobs without sleeping: the worker's `finished` event, or the row when it already finished.
import type { AppContext } from '../src/context.ts';

export async function waitForJob(ctx: AppContext, id: string, timeoutMs = 60_000): Promise<string> {
  const done = (status: string | undefined) => status === 'completed' || status === 'failed';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { cleanup(); reject(new Error(`job ${id} did not finish in ${timeoutMs} ms`)); }, timeoutMs);
    const onFinished = (e: { id: string; status: string }) => { if (e.id === id) { cleanup(); resolve(e.status); } };
    const cleanup = () => { clearTimeout(timer); ctx.worker.events.off('finished', onFinished); };
    ctx.worker.events.on('finished', onFinished);
    void ctx.jobs.find(id).then((row) => { if (row && done(row.status)) { cleanup(); resolve(row.status); } });
  });
}
