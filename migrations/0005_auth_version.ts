import type { Kysely } from 'kysely';

// One row whose version goes up in the same transaction as any change that can take access away (a key revoked, a
// plan accepted). Every process reads it with each request's cached authentication, so a revocation made by
// another process (bin/mca) applies to the very next request, without waiting out a cache lifetime.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('auth_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('auth_state').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_state').execute();
}
