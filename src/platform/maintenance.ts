// Housekeeping every serving or working process does on a timer: expired Idempotency-Keys (kept 24 hours) and
// expired dashboard sessions are deleted. Several processes may sweep at once; the deletes are idempotent.
import type { Logger } from 'pino';
import type { Db } from './db/index.ts';

export async function sweepExpired(db: Db, now = new Date()): Promise<number> {
  const r = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  // Expired dashboard sessions are refused on read already; this only keeps the table small.
  await db.deleteFrom('user_sessions').where('expires_at', '<=', now.toISOString()).execute();
  return Number(r.numDeletedRows);
}

export function startMaintenance(db: Db, log: Logger, everyMs = 3600_000): () => void {
  const run = () => void sweepExpired(db).then(
    (n) => { if (n > 0) log.info({ deleted: n }, 'expired idempotency keys deleted'); },
    (err) => log.warn({ err }, 'maintenance sweep failed'));
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
