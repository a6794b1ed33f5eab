import type { Kysely } from 'kysely';

// Corrections of a deal's parsed figures (a transaction recategorised, a position marked not MCA or added) and the
// deal's activity log (uploads, corrections, notes, stage changes, match runs, API changes). Both are append-only;
// what was corrected, before and after, and notes are in `data`, encrypted with the data key like the deal's uploads
// (src/deals/corrections-repository.ts). `deals.corrected` lists the deal's figures that corrections changed (JSON
// array, null when none), so a read of the deal says so without another query.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('deal_corrections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_corrections_deal').on('deal_corrections').columns(['deal_id', 'created_at']).execute();
  await db.schema.createTable('deal_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_activity_deal').on('deal_activity').columns(['deal_id', 'created_at']).execute();
  await db.schema.alterTable('deals').addColumn('corrected', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deals').dropColumn('corrected').execute();
  await db.schema.dropTable('deal_activity').execute();
  await db.schema.dropTable('deal_corrections').execute();
}
