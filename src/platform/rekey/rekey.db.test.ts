// Data-key rotation end to end: values written under key A read under key B while A is the previous key; `rekey`
// re-encrypts them all; afterwards B alone reads everything and A alone reads nothing.
import { UNREADABLE } from '../../deals/repository.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { databaseBlobStore } from '../../parsing/blobs.ts';
import { createContext } from '../../context.ts';
import { createLogger } from '../log.ts';
import { rekey } from './service.ts';

const SAMPLE = new URL('../../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp({ MCA_DATA_KEY: A }); broker = await t.org('broker'); });
afterAll(() => t.close());

const withKeys = async <T>(key: string, previous: string | null, fn: (ctx: Awaited<ReturnType<typeof createContext>>) => Promise<T>) => {
  const ctx = await createContext({ ...t.config, dataKey: key, dataKeyPrevious: previous }, { logger: createLogger('silent'), migrate: false });
  try { return await fn(ctx); } finally { await ctx.close(); }
};

describe('data key rotation', () => {
  it('reads old values with the previous key, re-encrypts them all, then needs only the new key', async () => {
    const deal = (await t.request('POST', '/v1/deals', { key: broker.key, headers: { 'idempotency-key': 'rot-1' },
      body: { application: { legal_name: 'Rotate LLC', business_tax_id: '12-3456789',
        applicants: [{ first_name: 'Ann', tax_id: '512-44-9087', date_of_birth: '1979-04-23' }] } } })).json();
    const hook = await t.ctx.webhooks.create(broker.orgId, 'http://127.0.0.1:9/hook');
    const auth = (await t.ctx.orgs.authenticate(broker.key))!;
    const read = (ctx: Awaited<ReturnType<typeof createContext>>) => ctx.deals.get(auth, deal.deal_id);
    // An upload whose job has not run (no worker here): 2.5 MB stored in 3 chunks, plus a file stored whole the way
    // rows were written before chunking.
    const pdf = Buffer.concat([readFileSync(SAMPLE), Buffer.alloc(2.5 * 1024 * 1024, 32)]);
    const m = multipart([{ name: 'files', filename: 'kept.pdf', value: pdf }]);
    const job = (await t.request('POST', '/v1/parse/parsing', { key: broker.key, payload: m.payload, headers: m.headers })).json();
    await t.ctx.db.insertInto('job_files').values({ job_id: job.parsing_id, idx: 1, file_name: 'old.pdf', sha256: '0'.repeat(64),
      size: 7, content: t.ctx.cipher.encryptBytes(Buffer.from('%PDF-1.')), pages: null }).execute();
    const files = (ctx: Awaited<ReturnType<typeof createContext>>) => databaseBlobStore(ctx.db, ctx.cipher).get(job.parsing_id);

    await withKeys(B, A, async (ctx) => {
      expect((await read(ctx)).application.business_tax_id).toBe('123456789');
      const report = await rekey(ctx.db, ctx.cipher);
      expect(report.deals).toBeGreaterThanOrEqual(1);
      expect(report.webhook_endpoints).toBe(1);
      expect(report.idempotent_answers).toBe(1);
      expect(report.job_file_chunks).toBe(3);
      expect(report.job_files).toBe(1);
    });
    await withKeys(B, null, async (ctx) => {
      expect((await read(ctx)).application.business_tax_id).toBe('123456789');
      // An applicant's tax ID and date of birth (issue 36) are re-encrypted too.
      expect((await read(ctx)).application.applicants).toEqual([expect.objectContaining({ tax_id: '512449087', date_of_birth: '1979-04-23' })]);
      const row = await ctx.db.selectFrom('webhook_endpoints').select('secret').where('id', '=', hook.endpoint_id).executeTakeFirstOrThrow();
      expect(ctx.cipher.decrypt(row.secret)).toBe(hook.secret);
      const answer = await ctx.db.selectFrom('idempotency_keys').select('response_body').where('key', '=', 'rot-1').executeTakeFirstOrThrow();
      expect(JSON.parse(ctx.cipher.decrypt(answer.response_body!)).deal_id).toBe(deal.deal_id);
      const [kept, old] = await files(ctx);
      expect(Buffer.from(kept!.bytes).equals(pdf)).toBe(true);
      expect(Buffer.from(old!.bytes).toString()).toBe('%PDF-1.');
    });
    await withKeys(A, null, async (ctx) => {
      // Without the key a tax ID is not read: the deal is served without it, flagged (issue 37), never in clear.
      const unread = await read(ctx);
      expect(unread.application).not.toHaveProperty('business_tax_id');
      expect(unread.review_flags).toContainEqual(expect.objectContaining({ field: 'application.business_tax_id', reason: UNREADABLE }));
      expect(unread.application.applicants![0]).not.toHaveProperty('date_of_birth');
      expect(unread.review_flags).toContainEqual(expect.objectContaining({ field: 'application.applicants[0].date_of_birth', reason: UNREADABLE }));
      await expect(files(ctx)).rejects.toThrow();
    });
  });
});
