import type { Kysely } from 'kysely';

// Matching results are stored apart from the deal (brief 2.1 rule 2): one row per completed matching job. A deal's
// active_match_run_id points at its newest run; the job's GET reads its run by matching_id.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('match_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('matching_id', 'text', (c) => c.notNull().unique().references('jobs.id'))
    .addColumn('deal_id', 'text')
    .addColumn('results', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('match_runs_deal').on('match_runs').columns(['deal_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('match_runs').execute();
}
