// Issue 37: one stored value that does not decrypt (a damaged byte, or a key this process does not have) must not
// turn the list of deals into a 500. The deal is served without that field and a review flag saying why, the
// failure is logged and counted, and a later write of the deal keeps the stored value.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { UNREADABLE } from './repository.ts';

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); });
afterAll(() => t.close());

const application = (n: number) => ({ legal_name: `Unreadable ${n} LLC`, business_tax_id: '12-3456789', country: 'US',
  applicants: [{ first_name: 'Ann', last_name: 'Lee', tax_id: '123-45-6789' }] });

describe('a stored field that does not decrypt', () => {
  it('is left out with a review flag on the list and the deal; logged, counted; a later write keeps the stored value', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const r = await t.request('POST', '/v1/deals', { key: broker.key, body: { external_id: `unreadable-${n}`, application: application(n) } });
      expect(r.statusCode).toBe(201);
      ids.push(r.json().deal_id);
    }
    // One character of the middle deal's encrypted tax ID changed, as an edited backup once did.
    const row = await t.ctx.db.selectFrom('deals').select('application').where('id', '=', ids[1]!).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.application);
    const enc: string = stored.business_tax_id;
    const i = enc.length - 6;
    stored.business_tax_id = enc.slice(0, i) + (enc[i] === 'A' ? 'B' : 'A') + enc.slice(i + 1);
    await sql`update deals set application = ${JSON.stringify(stored)} where id = ${ids[1]!}`.execute(t.ctx.db);

    const errors = vi.spyOn(t.ctx.log, 'error');
    const before = t.ctx.unreadableFields();
    const list = await t.request('GET', '/v1/deals', { key: broker.key });
    expect(list.statusCode, list.body).toBe(200);
    const deals = list.json().data as Array<{ deal_id: string; application: Record<string, unknown>; review_flags: unknown[] }>;
    expect(deals.map((d) => d.deal_id).sort()).toEqual([...ids].sort());
    const bad = deals.find((d) => d.deal_id === ids[1])!;
    expect(bad.application).not.toHaveProperty('business_tax_id');
    expect((bad.application.applicants as Array<{ tax_id: string }>)[0]!.tax_id).toBe('123456789');
    expect(bad.review_flags).toContainEqual({ field: 'application.business_tax_id', value: '', reason: UNREADABLE });
    for (const d of deals.filter((x) => x.deal_id !== ids[1])) expect(d.application.business_tax_id).toBe('123456789');

    const one = await t.request('GET', `/v1/deals/${ids[1]}`, { key: broker.key });
    expect(one.statusCode).toBe(200);
    expect(one.json().review_flags).toContainEqual({ field: 'application.business_tax_id', value: '', reason: UNREADABLE });
    expect(t.ctx.unreadableFields()).toBeGreaterThan(before);
    expect(errors.mock.calls.some(([o]) => (o as { event?: string }).event === 'field_unreadable')).toBe(true);
    errors.mockRestore();

    // A write of another field stores neither the null nor the flag: the damaged value stays as it was.
    const patched = await t.request('PATCH', `/v1/deals/${ids[1]}`, { key: broker.key, body: { application: { trade_name: 'Still Here' } } });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await t.ctx.db.selectFrom('deals').select(['application', 'review_flags']).where('id', '=', ids[1]!).executeTakeFirstOrThrow();
    expect(JSON.parse(after.application).business_tax_id).toBe(stored.business_tax_id);
    expect(after.review_flags).not.toContain('unreadable');
  });
});
