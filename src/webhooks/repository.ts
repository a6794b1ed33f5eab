// SQL for webhook endpoints, deliveries and attempts. A delivery is claimed with a lease (locked_by, locked_until)
// like a job: a worker that dies mid-request stops holding it once the lease runs out, and the delivery is sent again
// (at-least-once). Finishing an attempt is conditional on still holding the lease.
import { sql } from 'kysely';
import type { Db, Dialect } from '../platform/db/index.ts';
import type { EventsTable, WebhookAttemptsTable, WebhookDeliveriesTable, WebhookEndpointsTable } from '../platform/db/schema.ts';

export type EndpointRow = WebhookEndpointsTable;
export type DeliveryRow = WebhookDeliveriesTable;
export type AttemptRow = WebhookAttemptsTable;

/** A claimed delivery with what sending it needs: the event and the endpoint (secrets still encrypted). */
export interface ClaimedDelivery extends DeliveryRow {
  type: string; data: string; event_created_at: string; org_id: string;
  url: string; secret: string; previous_secret: string | null; previous_secret_until: string | null;
}

/** The outbox's SQL (outbox.ts): always in the caller's transaction, so it needs no repository instance. */
export const outboxSql = {
  insertEvent: (tx: Db, row: EventsTable) => tx.insertInto('events').values(row).execute(),
  /** Only the organization's own endpoints: events never cross organizations. */
  enabledEndpointIds: async (tx: Db, orgId: string) =>
    (await tx.selectFrom('webhook_endpoints').select('id').where('org_id', '=', orgId).where('disabled_at', 'is', null).execute()).map((r) => r.id),
  insertDeliveries: (tx: Db, rows: DeliveryRow[]) => tx.insertInto('webhook_deliveries').values(rows).execute(),
};

export function webhooksRepository(db: Db, dialect: Dialect) {
  return {
    insertEndpoint: (row: EndpointRow, tx: Db = db) => tx.insertInto('webhook_endpoints').values(row).execute(),
    findEndpoint: (id: string, tx: Db = db) => tx.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst(),
    listEndpoints: (orgId: string) =>
      db.selectFrom('webhook_endpoints').selectAll().where('org_id', '=', orgId).orderBy('created_at').orderBy('id').execute(),
    orgExists: async (orgId: string) => !!(await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst()),

    async rotateSecret(id: string, secret: string, previous: string, previousUntil: string, tx: Db = db) {
      await tx.updateTable('webhook_endpoints').set({ secret, previous_secret: previous, previous_secret_until: previousUntil })
        .where('id', '=', id).execute();
    },

    /** Disables an endpoint and fails its pending deliveries (they would never be sent). The lease columns are left
     *  alone so a request in flight can still record its attempt. */
    async disableEndpoint(tx: Db, id: string, reason: string, nowIso: string) {
      await tx.updateTable('webhook_endpoints').set({ disabled_at: nowIso, disabled_reason: reason })
        .where('id', '=', id).where('disabled_at', 'is', null).execute();
      await tx.updateTable('webhook_deliveries')
        .set({ status: 'failed', next_attempt_at: null, last_error: `endpoint disabled: ${reason}` })
        .where('endpoint_id', '=', id).where('status', '=', 'pending').execute();
    },
    endpointDisabled: async (tx: Db, id: string) =>
      (await tx.selectFrom('webhook_endpoints').select('disabled_at').where('id', '=', id).executeTakeFirst())?.disabled_at != null,

    /** Leases up to `limit` due deliveries (pending, next attempt reached, lease free or expired). */
    async claim(workerId: string, nowIso: string, untilIso: string, limit: number): Promise<ClaimedDelivery[]> {
      const skipLocked = dialect === 'postgres' ? sql` for update skip locked` : sql``;
      const claimed = await sql<{ id: string }>`
        update webhook_deliveries set locked_by = ${workerId}, locked_until = ${untilIso}
        where id in (
          select id from webhook_deliveries
          where status = 'pending' and next_attempt_at <= ${nowIso} and (locked_until is null or locked_until < ${nowIso})
          order by next_attempt_at limit ${limit}${skipLocked})
          and status = 'pending' and (locked_until is null or locked_until < ${nowIso})
        returning id`.execute(db);
      const ids = claimed.rows.map((r) => r.id);
      if (ids.length === 0) return [];
      return db.selectFrom('webhook_deliveries as d')
        .innerJoin('events as e', 'e.id', 'd.event_id')
        .innerJoin('webhook_endpoints as p', 'p.id', 'd.endpoint_id')
        .selectAll('d')
        .select(['e.type', 'e.data', 'e.created_at as event_created_at', 'e.org_id', 'p.url', 'p.secret', 'p.previous_secret', 'p.previous_secret_until'])
        .where('d.id', 'in', ids).where('d.locked_by', '=', workerId)
        .execute();
    },

    /** Records one attempt and its outcome; false when the lease was lost (another worker owns the delivery now). */
    async finishAttempt(tx: Db, workerId: string, attempt: AttemptRow,
      outcome: Pick<DeliveryRow, 'status' | 'next_attempt_at' | 'last_status' | 'last_error' | 'delivered_at'>): Promise<boolean> {
      const r = await tx.updateTable('webhook_deliveries')
        .set({ ...outcome, attempts: attempt.attempt, locked_by: null, locked_until: null })
        .where('id', '=', attempt.delivery_id).where('locked_by', '=', workerId).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await tx.insertInto('webhook_attempts').values(attempt).execute();
      return true;
    },

    /** Hands a claimed delivery back untouched (graceful stop before sending). */
    release: (id: string, workerId: string) =>
      db.updateTable('webhook_deliveries').set({ locked_by: null, locked_until: null })
        .where('id', '=', id).where('locked_by', '=', workerId).execute(),

    listDeliveries(filter: { endpointId?: string; orgId?: string; limit: number }) {
      let q = db.selectFrom('webhook_deliveries as d')
        .innerJoin('events as e', 'e.id', 'd.event_id')
        .innerJoin('webhook_endpoints as p', 'p.id', 'd.endpoint_id')
        .selectAll('d').select(['e.type', 'p.org_id']);
      if (filter.endpointId) q = q.where('d.endpoint_id', '=', filter.endpointId);
      if (filter.orgId) q = q.where('p.org_id', '=', filter.orgId);
      return q.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(filter.limit).execute();
    },

    /** A delivery with its endpoint's organization and state (for an organization's resend). */
    findDelivery: (id: string) =>
      db.selectFrom('webhook_deliveries as d').innerJoin('webhook_endpoints as p', 'p.id', 'd.endpoint_id')
        .select(['d.id', 'd.status', 'd.locked_until', 'p.org_id', 'p.disabled_at']).where('d.id', '=', id).executeTakeFirst(),

    /** Due again at once, whatever it ended as: the worker claims it like any pending delivery and records a new
     *  attempt (numbered after the last). Not while a worker holds its lease (false then). */
    async requeueDelivery(id: string, nowIso: string): Promise<boolean> {
      const r = await db.updateTable('webhook_deliveries').set({ status: 'pending', next_attempt_at: nowIso, delivered_at: null })
        .where('id', '=', id).where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    attemptsOf: (deliveryIds: string[]) => deliveryIds.length === 0 ? Promise.resolve([] as AttemptRow[])
      : db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', deliveryIds).orderBy('delivery_id').orderBy('attempt').execute(),
  };
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
