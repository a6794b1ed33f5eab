import type { Kysely } from 'kysely';

// Jobs are looked up by their deal on the worker's path: an upload to an existing deal reads the deal's newest
// completed parsing before it is parsed and again when it completes (src/parsing/service.ts), and the deal page
// lists the deal's parsings. Without this index each lookup scans every job of every organization.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('jobs_deal').on('jobs').column('deal_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_deal').execute();
}
