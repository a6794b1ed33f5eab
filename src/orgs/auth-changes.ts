// How a process learns that access was taken away elsewhere (a key revoked, a plan accepted by bin/mca or another
// node), without a database read per request:
//  - SQLite: `PRAGMA data_version` changes whenever another connection commits (any write). Asking starts a read
//    transaction (file locks, system calls), so it is asked once per turn of the event loop, by the first request of
//    that turn: the requests read in the same turn share the answer, and a change is seen from the next turn on, as
//    PostgreSQL's announcement is seen when the turn that reads it comes.
//  - PostgreSQL: the change is announced with NOTIFY mca_auth in the same transaction; one LISTEN connection per
//    process counts the announcements. While that connection is not up (starting, lost), every request reads the
//    auth_state version row instead, so no revocation is ever missed.
// The stamp only has to change when access may have changed; the cache is dropped whenever it does.
import pg from 'pg';
import { oncePerTurn, type DatabaseHandle } from '../platform/db/index.ts';
import type { OrgsRepository } from './repository.ts';

export const AUTH_CHANNEL = 'mca_auth';

export interface AuthChanges {
  stamp(): number | Promise<number>;
  /** Resolves once this process has heard of the next change (at once where the stamp is read, not announced). */
  heard?(): Promise<void>;
  close(): Promise<void>;
}

export function authChanges(handle: DatabaseHandle, repo: OrgsRepository, databaseUrl: string | null): AuthChanges {
  if (handle.changeStamp) {
    const read = handle.changeStamp;
    const stamp = oncePerTurn(read);
    let closed = false;
    return {
      stamp,
      // The next change made elsewhere, once visible to this connection, in a later turn than any answer from before it.
      heard: () => {
        const before = read();
        return new Promise<void>((resolve) => {
          const check = () => { if (closed || read() !== before) setImmediate(resolve); else setImmediate(check); };
          setImmediate(check);
        });
      },
      close: async () => { closed = true; },
    };
  }
  let heard = 0;
  let listening = false;
  const waiting: (() => void)[] = [];
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const connect = async () => {
    if (closed || !databaseUrl) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('notification', () => { heard++; for (const w of waiting.splice(0)) w(); });
    const lost = () => {
      if (!listening && client !== c) return;
      listening = false;
      heard++;
      if (!closed) { timer = setTimeout(() => { void connect(); }, 1000); timer.unref(); }
    };
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANNEL}`);
      heard++;            // anything missed while not listening is covered: the cache is dropped once
      listening = true;
    } catch { lost(); }
  };
  void connect();
  let read: Promise<number> | null = null;
  return {
    stamp: () => (listening ? heard : (read ??= repo.authVersion().then((v) => v * 1_000_003 + heard).finally(() => { read = null; }))),
    // Not listening, every request reads the version row: a change is seen at once.
    heard: () => (listening ? new Promise<void>((resolve) => { waiting.push(resolve); }) : Promise.resolve()),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listening = false;
      for (const w of waiting.splice(0)) w();
      await client?.end().catch(() => {});
    },
  };
}
