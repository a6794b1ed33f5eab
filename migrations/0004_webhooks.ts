import type { Kysely } from 'kysely';

// Webhook endpoints (secrets encrypted with the field cipher), one delivery row per event x endpoint (created in the
// event's own transaction, so a committed event always has its deliveries), and one row per HTTP attempt.
// An endpoint is enabled while disabled_at is null.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_org').on('webhook_endpoints').columns(['org_id']).execute();

  await db.schema.createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('webhook_deliveries_event_endpoint', ['event_id', 'endpoint_id'])
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();

  await db.schema.createTable('webhook_attempts')
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('webhook_deliveries.id'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('webhook_attempts_pk', ['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['webhook_attempts', 'webhook_deliveries', 'webhook_endpoints']) await db.schema.dropTable(t).execute();
}
