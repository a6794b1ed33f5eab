// The loop both workers share (jobs and webhook deliveries): claim work up to a concurrency limit, run each item,
// claim again as slots free up, wake on notify() or on a poll timer, and on stop() wait for work in flight.
import type { Logger } from 'pino';

export interface ClaimLoopOptions<T> {
  concurrency: number;
  pollMs: number;
  /** Keep the process alive with the poll timer (a standalone worker process); otherwise the timer is unref'd. */
  keepAlive: boolean;
  log: Logger;
  what: string;
  claim(slots: number): Promise<T[]>;
  run(item: T): Promise<void>;
}

export interface ClaimLoop<T> {
  notify(): void;
  start(): void;
  /** Stops claiming and waits up to graceMs; returns the items still running then. */
  stop(graceMs: number): Promise<T[]>;
  readonly activeCount: number;
}

export function createClaimLoop<T>(options: ClaimLoopOptions<T>): ClaimLoop<T> {
  const active = new Map<Promise<void>, T>();
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let pumping: Promise<void> | null = null;
  let again = false;

  function pump(): Promise<void> {
    if (pumping) { again = true; return pumping; }
    pumping = drain().finally(() => { pumping = null; });
    return pumping;
  }

  async function drain() {
    try {
      do {
        again = false;
        while (running && active.size < options.concurrency) {
          const items = await options.claim(options.concurrency - active.size);
          if (items.length === 0) break;
          for (const item of items) {
            const p: Promise<void> = options.run(item)
              .catch((error) => options.log.error({ err: error }, `${options.what} failed`))
              .finally(() => { active.delete(p); if (running) void pump(); });
            active.set(p, item);
          }
        }
      } while (again && running);
    } catch (error) {
      options.log.error({ err: error }, `${options.what} claim failed`);
    }
  }

  return {
    notify() { if (running) void pump(); },
    start() {
      if (running) return;
      running = true;
      timer = setInterval(() => void pump(), options.pollMs);
      if (!options.keepAlive) timer.unref();
      void pump();
    },
    async stop(graceMs) {
      running = false;
      if (timer) clearInterval(timer);
      // A claim already sent may return work (on PostgreSQL it can even see rows committed after this call began):
      // wait for it, so that when stop() returns nothing more starts.
      if (pumping) await pumping;
      const settled = Promise.allSettled([...active.keys()]).then(() => true);
      const done = await Promise.race([settled, new Promise<boolean>((r) => setTimeout(() => r(false), graceMs).unref())]);
      return done ? [] : [...active.values()];
    },
    get activeCount() { return active.size; },
  };
}
