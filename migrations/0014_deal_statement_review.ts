import type { Kysely } from 'kysely';

// The review summary of a deal's statements (src/deals/statement-review.ts), JSON, null for a deal with no parsed
// statements. Written when an upload completes into the deal, so a read of the deal and the deals list carry it
// without decrypting the stored parse result.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deals').addColumn('statement_review', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deals').dropColumn('statement_review').execute();
}
