// SQL for a deal's corrections and activity log. `data` holds what was corrected (a transaction's description, the
// before and after, the note) and is encrypted with the data key, like the deal's uploads; rows are always read
// scoped to the organization.
import { sql } from 'kysely';
import type { Db } from '../platform/db/index.ts';
import type { FieldCipher } from '../platform/crypto.ts';
import { deepFreeze, Lru } from '../platform/lru.ts';

export interface StoredCorrection { id: string; org_id: string; deal_id: string; kind: string; data: Record<string, unknown>; actor: string; created_at: string }
export type ActivityEntry = StoredCorrection & { type: string; by: string };

/** Decrypted log entries kept per process (an entry never changes): the deal page shows the log on every view, and a
 *  decryption costs ~0.1 ms (a decipher per entry), a quarter of a view's server CPU before this cache. */
export const ENTRIES_CACHED = 5000;

export function correctionsRepository(db: Db, cipher: FieldCipher) {
  const seal = (data: Record<string, unknown>) => cipher.encrypt(JSON.stringify(data));
  const open = (text: string) => JSON.parse(cipher.decrypt(text)) as Record<string, unknown>;
  // Keyed by organization and id: an entry is only found by the organization that read it.
  const entries = new Lru<string, Record<string, unknown>>(ENTRIES_CACHED);
  const openEntry = (orgId: string, id: string, text: string) => {
    const key = `${orgId}:${id}`;
    let data = entries.get(key);
    if (!data) entries.set(key, (data = deepFreeze(open(text))), 1);
    return data;
  };
  return {
    async insertCorrection(tx: Db, c: StoredCorrection) {
      await tx.insertInto('deal_corrections').values({ ...c, data: seal(c.data) }).execute();
    },
    /** The deal's corrections, oldest first (a later one on the same target wins). */
    async correctionsOf(orgId: string, dealId: string, tx: Db = db): Promise<StoredCorrection[]> {
      const rows = await tx.selectFrom('deal_corrections').selectAll().where('org_id', '=', orgId).where('deal_id', '=', dealId)
        .orderBy('created_at').orderBy('id').execute();
      return rows.map((r) => ({ ...r, data: open(r.data) }));
    },
    async insertActivity(tx: Db, a: { id: string; org_id: string; deal_id: string; type: string; data: Record<string, unknown>; actor: string; created_at: string }) {
      await tx.insertInto('deal_activity').values({ ...a, data: seal(a.data) }).execute();
    },
    /** The deal's activity, newest first. */
    async activityOf(orgId: string, dealId: string, limit: number, tx: Db = db): Promise<ActivityEntry[]> {
      // A user is named by the e-mail of that user of the same organization; a key and the worker by what they are.
      const rows = await tx.selectFrom('deal_activity')
        .leftJoin('users', (j) => j.on(sql`'user:' || users.id`, '=', sql.ref('deal_activity.actor')).on('users.org_id', '=', orgId))
        .selectAll('deal_activity').select('users.email')
        .where('deal_activity.org_id', '=', orgId).where('deal_activity.deal_id', '=', dealId)
        .orderBy('deal_activity.created_at', 'desc').orderBy('deal_activity.id', 'desc').limit(limit).execute();
      return rows.map(({ email, ...r }) => ({ ...r, kind: r.type, data: openEntry(orgId, r.id, r.data),
        by: email ?? (r.actor.startsWith('key:') ? 'API key' : r.actor === 'system' ? 'System' : 'A former user') }));
    },
  };
}

export type CorrectionsRepository = ReturnType<typeof correctionsRepository>;
