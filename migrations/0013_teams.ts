import type { Kysely } from 'kysely';

// Teams (issue 23, item 6): a user's role in their organization, invitations by one-time link, and the
// organization's team log. Every user there before this migration keeps what they could do: admin.
// Invitations keep only the SHA-256 of the link's token; e-mails are account identifiers like users.email (plain
// text, needed to sign in), not deal data, so they are not encrypted (docs/dashboard.md).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('role', 'text', (c) => c.notNull().defaultTo('admin')).execute();
  await db.schema.createTable('org_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_user_id', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('org_invitations_org').on('org_invitations').columns(['org_id', 'created_at']).execute();
  await db.schema.createTable('org_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('org_audit_org').on('org_audit').columns(['org_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('org_audit').execute();
  await db.schema.dropTable('org_invitations').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
