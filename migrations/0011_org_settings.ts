import type { Kysely } from 'kysely';

// An organization's dashboard settings, one row per organization that changed one: a missing row means the defaults
// (src/orgs/settings.ts). First setting: whether an upload that completes into a deal queues its matching.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('org_settings')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('match_on_upload', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('org_settings').execute();
}
