import type { Kysely } from 'kysely';

// Text timestamps and JSON-as-text on both databases: see src/platform/db/schema.ts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('funder_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('areas', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('effective_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plans_org').on('plans').columns(['org_id', 'status']).execute();

  await db.schema.createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('lookup', 'text', (c) => c.notNull().unique())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();

  await db.schema.createTable('deals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('auto_submit', 'text', (c) => c.notNull())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('financials', 'text', (c) => c.notNull())
    .addColumn('reconciliation', 'text', (c) => c.notNull())
    .addColumn('review_flags', 'text', (c) => c.notNull())
    .addColumn('active_match_run_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deals_org').on('deals').columns(['org_id', 'created_at']).execute();

  await db.schema.createTable('idempotency_keys')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('owner_token', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['org_id', 'endpoint', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_expiry').on('idempotency_keys').column('expires_at').execute();

  await db.schema.createTable('funders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('funder_selections')
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('funder_id', 'text', (c) => c.notNull().references('funders.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('funder_selections_pk', ['org_id', 'funder_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['funder_selections', 'funders', 'idempotency_keys', 'deals', 'api_keys', 'plans', 'organizations']) {
    await db.schema.dropTable(t).execute();
  }
}
