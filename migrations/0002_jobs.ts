import { sql, type Kysely } from 'kysely';

// Jobs are rows and the source of truth (parsing and matching share one table). Uploaded files are stored in the
// database next to their job before the 202 is sent. Events are an outbox, written in the job's completing
// transaction, for webhook delivery.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = /postgres/i.test(db.getExecutor().adapter.constructor.name);
  await db.schema.createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('deal_id', 'text')
    .addColumn('parsing_id', 'text')
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_runnable').on('jobs').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('jobs_org').on('jobs').columns(['org_id', 'kind']).execute();

  await db.schema.createTable('job_files')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', postgres ? sql`bytea` : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_files_pk', ['job_id', 'idx'])
    .execute();

  await db.schema.createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_org').on('events').columns(['org_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['events', 'job_files', 'jobs']) await db.schema.dropTable(t).execute();
}
