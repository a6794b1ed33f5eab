// The outbox: an event row and one delivery row per enabled endpoint of the event's organization, written in the
// caller's transaction (the job's completion). A committed event therefore always has its deliveries, a rolled-back
// one has none, and a crash after commit loses nothing: the delivery rows wait for the next worker.
import type { Db } from '../platform/db/index.ts';
import { uuidv7 } from '../platform/ids.ts';
import { outboxSql } from './repository.ts';

export interface OutboxEvent { id: string; org_id: string; type: string; data: unknown; created_at: string }

/** Inserts the event and its deliveries (due at once); returns how many deliveries were created. */
export async function recordEvent(tx: Db, event: OutboxEvent): Promise<number> {
  await outboxSql.insertEvent(tx, { ...event, data: JSON.stringify(event.data) });
  const endpointIds = await outboxSql.enabledEndpointIds(tx, event.org_id);
  if (endpointIds.length === 0) return 0;
  await outboxSql.insertDeliveries(tx, endpointIds.map((endpointId) => ({
    id: uuidv7(), event_id: event.id, endpoint_id: endpointId, status: 'pending' as const, attempts: 0,
    next_attempt_at: event.created_at, locked_by: null, locked_until: null, last_status: null, last_error: null,
    created_at: event.created_at, delivered_at: null,
  })));
  return endpointIds.length;
}
