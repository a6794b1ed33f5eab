// The PostgreSQL side of `mca backup` and `mca restore`.
// Backup: one REPEATABLE READ transaction exports its snapshot, counts every table in it, and pg_dump dumps that same
// snapshot (--snapshot), so the counts sealed with the dump are the dump's.
// Restore: one psql session, one transaction that we end ourselves. It drops what the database holds, loads the
// dump (pg_restore turns it into SQL), and before anything is committed we ask the session for its row, index and
// constraint counts and a few encrypted values, compare them with the backup's and decrypt them; only then we send
// COMMIT. On any failure (pg_restore dies, the input is cut, a check differs) psql is killed before COMMIT was sent
// and PostgreSQL rolls the whole transaction back: the live database is as it was. (Before issue 37 psql ran with
// --single-transaction, which commits at the end of its input, and a pg_restore that died mid-way was an end of
// input: a cut backup committed the DROP SCHEMA and half a load.)
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../errors.ts';
import type { Inner } from './format.ts';

const fail = (message: string) => new DomainError('invalid_request', message);
const redact = (s: string) => s.replace(/postgres(ql)?:\/\/[^\s]*/g, '<database>');
const OURS = "n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'";

/** Rows per table, indexes and constraints of every schema but PostgreSQL's own, as one JSON text. */
export const STATS_SQL = `SELECT json_build_object(
  'tables', (SELECT coalesce(json_object_agg(n.nspname || '.' || c.relname,
      (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I.%I', n.nspname, c.relname), false, true, '')))[1]::text::bigint), '{}')
    FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND ${OURS}),
  'indexes', (SELECT count(*) FROM pg_catalog.pg_index i JOIN pg_catalog.pg_class c ON c.oid = i.indexrelid
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE ${OURS}),
  'constraints', (SELECT count(*) FROM pg_catalog.pg_constraint co JOIN pg_catalog.pg_namespace n ON n.oid = co.connamespace WHERE ${OURS})
)::jsonb::text`;

/** Encrypted text values to try the key on, by table; only tables the restored database has are asked. */
const SAMPLES: Array<{ table: string; field: string; column: string }> = [
  { table: 'public.deals', field: 'deals.application (tax id)', column: "application::json ->> 'business_tax_id'" },
  { table: 'public.webhook_endpoints', field: 'webhook_endpoints.secret', column: 'secret' },
  { table: 'public.jobs', field: 'jobs.result', column: 'result' },
  { table: 'public.idempotency_keys', field: 'idempotency_keys.response_body', column: 'response_body' },
];

function samplesSql(tables: string[]): string {
  const parts = SAMPLES.filter((s) => tables.includes(s.table)).map((s) =>
    `SELECT ${`'${s.field}'`} AS field, v AS value FROM (SELECT ${s.column} AS v FROM ${s.table}) x WHERE v LIKE 'enc:%' LIMIT 3`);
  const union = parts.length ? parts.map((p) => `(${p})`).join(' UNION ALL ') : "SELECT ''::text AS field, ''::text AS value WHERE false";
  // jsonb's text is one line (json_agg's puts a newline between elements), and psql's answer is read by lines.
  return `SELECT coalesce(jsonb_agg(s), '[]')::text FROM (${union}) s`;
}

/** pg_dump of one snapshot, and that snapshot's counts. `dump` receives pg_dump's output; its end is awaited. */
export async function dumpPostgres(url: string, dump: (stats: Inner, output: Readable) => Promise<void>): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS s')).rows[0].s as string;
    const stats = JSON.parse((await client.query(`${STATS_SQL} AS stats`)).rows[0].stats) as Inner;
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--dbname=${url}`],
      { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = exitOf(child, 'pg_dump');
    const stderr = collect(child);
    try {
      await dump(stats, child.stdout!);
    } catch (e) {
      child.kill('SIGKILL');
      await exited.catch(() => {});
      throw e;
    }
    const code = await exited;
    if (code !== 0) throw fail(`pg_dump failed (exit ${code}): ${redact(stderr()).split('\n')[0]}`);
  } finally {
    await client.query('COMMIT').catch(() => {});
    await client.end().catch(() => {});
  }
}

function collect(child: ChildProcess): () => string {
  let text = '';
  child.stderr!.on('data', (d: Buffer) => { text = (text + d.toString()).slice(-4000); });
  return () => text.trim();
}

function exitOf(child: ChildProcess, name: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', (e) => reject(fail(`cannot run ${name}: ${e.message}`)));
    child.once('close', (code) => resolve(code));
  });
}

/** pg_restore reads a whole dump (to SQL it throws away): a cut or damaged dump fails here. */
export async function readDump(payload: Readable): Promise<void> {
  const child = spawn('pg_restore', ['--file=/dev/null'], { stdio: ['pipe', 'ignore', 'pipe'] });
  const stderr = collect(child);
  const exited = exitOf(child, 'pg_restore');
  child.stdin!.on('error', () => {});
  await pipeline(payload, child.stdin!).catch(() => {});
  const code = await exited;
  if (code !== 0) throw fail(`pg_restore cannot read the dump (exit ${code}): ${stderr().split('\n')[0]}`);
}

export interface PgCheck {
  /** Throws when the loaded database's counts differ from the backup's. */
  stats(found: Inner): void;
  /** Throws when a sample does not decrypt. */
  samples(found: Array<{ field: string; value: string }>): void;
}

/** Loads `payload` (pg_dump's custom format) in place of what the database holds, committing only if `check` passes. */
export async function restorePostgres(url: string, schemas: string[], payload: AsyncIterable<Buffer>, check: PgCheck): Promise<void> {
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--no-align', '--tuples-only', '--set=ON_ERROR_STOP=1', `--dbname=${url}`],
    { stdio: ['pipe', 'pipe', 'pipe'] });
  const psqlErr = collect(psql);
  const psqlExit = exitOf(psql, 'psql');
  psql.stdin!.on('error', () => {}); // psql gone: its exit says why
  const answers = markers(psql);
  let toSql: ChildProcess | null = null;
  try {
    // A server still connected holds locks that DROP SCHEMA would wait on forever: give up after 15 s instead.
    const drops = schemas.map((n) => `DROP SCHEMA IF EXISTS "${n.replace(/"/g, '""')}" CASCADE;`).join('\n');
    psql.stdin!.write(`BEGIN;\nSET lock_timeout = '15s';\n${drops}\nCREATE SCHEMA public;\n`);
    toSql = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const restoreErr = collect(toSql);
    const restoreExit = exitOf(toSql, 'pg_restore');
    toSql.stdin!.on('error', () => {});
    const feeding = pipeline(Readable.from(payload), toSql.stdin!);
    toSql.stdout!.pipe(psql.stdin!, { end: false });
    const outputEnded = once(toSql.stdout!, 'end');
    const gone = psqlExit.then((code) => { throw fail(`the restore failed in PostgreSQL (psql exit ${code}): ${redact(psqlErr()).split('\n')[0]}`); });
    gone.catch(() => {}); // psql also exits after COMMIT: only the races below listen
    const [fed, code] = await Promise.race([Promise.all([feeding.then(() => null, (e: unknown) => e), restoreExit, outputEnded]), gone]);
    // The file failing its authentication says more than pg_restore's complaint about the input it then lacked; a
    // pg_restore that stopped reading (EPIPE on its input) is explained by its own message.
    if (fed instanceof DomainError) throw fed;
    if (code !== 0) throw fail(`pg_restore failed (exit ${code}): ${redact(restoreErr()).split('\n')[0]}`);
    if (fed) throw fail(`the backup could not be read: ${(fed as Error).message}`);

    psql.stdin!.write(`SELECT 'MCA-STATS ' || (${STATS_SQL});\n`);
    const stats = JSON.parse(await Promise.race([answers('MCA-STATS '), gone])) as Inner;
    check.stats(stats);
    psql.stdin!.write(`SELECT 'MCA-SAMPLES ' || (${samplesSql(Object.keys(stats.tables))});\n`);
    check.samples(JSON.parse(await Promise.race([answers('MCA-SAMPLES '), gone])));
    // Everything checked: the switch.
    psql.stdin!.end('COMMIT;\n');
    const end = await psqlExit;
    if (end !== 0) throw fail(`the restore's COMMIT failed (psql exit ${end}): ${redact(psqlErr()).split('\n')[0]}`);
  } catch (e) {
    // Nothing was committed: killing psql closes its connection and PostgreSQL rolls the transaction back.
    psql.kill('SIGKILL');
    toSql?.kill('SIGKILL');
    await psqlExit.catch(() => {});
    throw e;
  }
}

/** Waits for psql's output line that starts with a marker; the other lines (pg_restore's own selects) are skipped. */
function markers(psql: ChildProcess): (marker: string) => Promise<string> {
  const seen: string[] = [];
  const waiting: Array<{ marker: string; resolve: (v: string) => void }> = [];
  createInterface({ input: psql.stdout! }).on('line', (line) => {
    const w = waiting.find((x) => line.startsWith(x.marker));
    if (w) { waiting.splice(waiting.indexOf(w), 1); w.resolve(line.slice(w.marker.length)); } else if (line.startsWith('MCA-')) seen.push(line);
  });
  return (marker) => new Promise((resolve) => {
    const i = seen.findIndex((l) => l.startsWith(marker));
    if (i >= 0) resolve(seen.splice(i, 1)[0]!.slice(marker.length)); else waiting.push({ marker, resolve });
  });
}
