import type { Kysely } from 'kysely';

// GET /v1/deals pages through an organization's deals in (updated_at, id) order, optionally from `updated_since`:
// this index answers each page with a range read, whatever the number of deals (src/deals/repository.ts pageOwned).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('deals_org_updated').on('deals').columns(['org_id', 'updated_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deals_org_updated').execute();
}
