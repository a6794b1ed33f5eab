// SQL of the data-key rotation: every column that holds a value encrypted with the data key, read and rewritten.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

interface ChunkKey { job_id: string; idx: number; seq: number }

// Every call takes the transaction it runs in: the rotation rewrites all of these in one.
export function rekeyRepository() {
  return {
    deals: (tx: Db) => tx.selectFrom('deals').select(['id', 'application']).execute(),
    setDealApplication: (tx: Db, id: string, application: string) => tx.updateTable('deals').set({ application }).where('id', '=', id).execute(),
    endpoints: (tx: Db) => tx.selectFrom('webhook_endpoints').select(['id', 'secret', 'previous_secret']).execute(),
    setEndpointSecrets: (tx: Db, id: string, secret: string, previous: string | null) =>
      tx.updateTable('webhook_endpoints').set({ secret, previous_secret: previous }).where('id', '=', id).execute(),
    jobResults: (tx: Db) => tx.selectFrom('jobs').select(['id', 'result']).where('result', 'is not', null).execute(),
    setJobResult: (tx: Db, id: string, result: string) => tx.updateTable('jobs').set({ result }).where('id', '=', id).execute(),
    // Uploads written before chunking hold their bytes in job_files.content (empty once erased, and for chunked files).
    files: (tx: Db) => tx.selectFrom('job_files').select(['job_id', 'idx']).where(sql<boolean>`length(content) > 0`).execute(),
    file: (tx: Db, jobId: string, idx: number) =>
      tx.selectFrom('job_files').select('content').where('job_id', '=', jobId).where('idx', '=', idx).executeTakeFirstOrThrow(),
    setFile: (tx: Db, jobId: string, idx: number, content: Uint8Array) =>
      tx.updateTable('job_files').set({ content }).where('job_id', '=', jobId).where('idx', '=', idx).execute(),
    // Chunks are listed by key and read one at a time: kept uploads can be large, and memory holds one chunk.
    chunkKeys: (tx: Db) => tx.selectFrom('job_file_chunks').select(['job_id', 'idx', 'seq']).execute(),
    chunk: (tx: Db, k: ChunkKey) => tx.selectFrom('job_file_chunks').select('content')
      .where('job_id', '=', k.job_id).where('idx', '=', k.idx).where('seq', '=', k.seq).executeTakeFirstOrThrow(),
    setChunk: (tx: Db, k: ChunkKey, content: Uint8Array) => tx.updateTable('job_file_chunks').set({ content })
      .where('job_id', '=', k.job_id).where('idx', '=', k.idx).where('seq', '=', k.seq).execute(),
    /** Corrections and the activity log of deals (migration 0012): `data` is encrypted. */
    dealNotes: (tx: Db, table: 'deal_corrections' | 'deal_activity') => tx.selectFrom(table).select(['id', 'data']).execute(),
    setDealNote: (tx: Db, table: 'deal_corrections' | 'deal_activity', id: string, data: string) =>
      tx.updateTable(table).set({ data }).where('id', '=', id).execute(),
    answers: (tx: Db) => tx.selectFrom('idempotency_keys').select(['org_id', 'endpoint', 'key', 'response_body']).where('response_body', 'is not', null).execute(),
    setAnswer: (tx: Db, k: { org_id: string; endpoint: string; key: string }, body: string) =>
      tx.updateTable('idempotency_keys').set({ response_body: body }).where('org_id', '=', k.org_id).where('endpoint', '=', k.endpoint).where('key', '=', k.key).execute(),
  };
}
