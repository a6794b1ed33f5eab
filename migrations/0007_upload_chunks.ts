import { sql, type Kysely } from 'kysely';

// Uploaded files are stored in pieces (one encrypted row per MiB of plaintext, written from the upload's temporary
// file one piece at a time) instead of one row holding the whole encrypted file: neither the API storing an upload
// nor `mca rekey` needs a whole file in memory. `job_files` keeps the metadata; its `content` stays for rows written
// before this migration. `pages` keeps each file's page count once its job has completed, after the bytes are erased.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = /postgres/i.test(db.getExecutor().adapter.constructor.name);
  await db.schema.createTable('job_file_chunks')
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('content', postgres ? sql`bytea` : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_file_chunks_pk', ['job_id', 'idx', 'seq'])
    .addForeignKeyConstraint('job_file_chunks_file', ['job_id', 'idx'], 'job_files', ['job_id', 'idx'])
    .execute();
  await db.schema.alterTable('job_files').addColumn('pages', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_files').dropColumn('pages').execute();
  await db.schema.dropTable('job_file_chunks').execute();
}
