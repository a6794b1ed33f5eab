// Issue 24's fault tests that fit in CI time (the longer ones are scripts/outages.ts, figures in docs/operations.md):
// - a full disk under SQLite (made with PRAGMA max_page_count, which fails writes with SQLITE_FULL exactly as a full
//   filesystem does): writes answer 503 with Retry-After, reads still answer, nothing stored is damaged, and writes
//   succeed again once there is room, without a restart;
// - the API process killed with SIGKILL during a burst of writes: after a restart every write acknowledged with 201
//   is there (both databases).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';
import { testDialect } from '../../../test/db.ts';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

let t: TestApp;
let broker: TestOrg;
const children: ChildProcess[] = [];
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); });
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))));
  await t.close();
});

const deal = (name: string) => t.request('POST', '/v1/deals', { key: broker.key, body: { external_id: name, application: { legal_name: `${name} LLC`, business_tax_id: '12-3456789' } } });

describe.runIf(testDialect() === 'sqlite')('a full disk (SQLite)', () => {
  it('writes answer 503 with Retry-After and store nothing; reads answer; writes work again when there is room', async () => {
    const before = await deal('before-full');
    expect(before.statusCode).toBe(201);
    const pages = Number((await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.ctx.db)).rows[0]!.page_count);
    await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(t.ctx.db);
    try {
      let refused = 0;
      for (let i = 0; i < 40; i++) {
        // Larger bodies, so a page is needed soon whatever room the last page had.
        const r = await t.request('POST', '/v1/deals', { key: broker.key, body: { external_id: `full-${i}`, application: { legal_name: 'x'.repeat(190), trade_name: 'y'.repeat(190) } } });
        expect([201, 503], r.body).toContain(r.statusCode);
        if (r.statusCode === 503) {
          refused++;
          expect(r.json().error.code).toBe('service_unavailable');
          expect(r.json().error.message).toMatch(/out of storage space/);
          expect(r.headers['retry-after']).toBeTruthy();
          expect(await t.ctx.db.selectFrom('deals').select('id').where('external_id', '=', `full-${i}`).executeTakeFirst()).toBeUndefined();
        }
      }
      expect(refused).toBeGreaterThan(0);
      const read = await t.request('GET', `/v1/deals/${before.json().deal_id}`, { key: broker.key });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(before.json());
    } finally {
      await sql.raw('PRAGMA max_page_count = 1073741823').execute(t.ctx.db);
    }
    expect((await deal('after-full')).statusCode).toBe(201);
    const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(t.ctx.db);
    expect(check.rows.map((r) => r.integrity_check)).toEqual(['ok']);
  });
});

describe('the API killed during a write burst', () => {
  it('every deal acknowledged with 201 before the SIGKILL is there after a restart', async () => {
    const port = await freePort();
    const env = { ...process.env, MCA_DATA_DIR: t.database.dataDir, DATABASE_URL: t.database.databaseUrl ?? '', LOG_LEVEL: 'info',
      MCA_DATA_KEY: 'a'.repeat(64), MCA_WORKER: 'off', MCA_RATE_LIMIT: '0', PORT: String(port), HOST: '127.0.0.1' };
    const child = spawn('bin/mca', ['serve'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stderr!.on('data', (d: Buffer) => { out += d.toString(); if (out.includes('listening on')) resolve(); });
      child.once('exit', (code) => reject(new Error(`mca serve exited ${code}: ${out}`)));
    });
    const acked: string[] = [];
    let n = 0;
    let firing = true;
    const killed = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const client = async () => {
      while (firing) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/v1/deals`, { method: 'POST', headers: { authorization: `Bearer ${broker.key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ external_id: `burst-${n++}`, application: { legal_name: 'Burst LLC', business_tax_id: '12-3456789' } }) });
          if (res.status === 201) acked.push(((await res.json()) as { deal_id: string }).deal_id);
          if (acked.length === 150) child.kill('SIGKILL');
        } catch { /* the process is gone: no answer, nothing acknowledged */ }
      }
    };
    const clients = Array.from({ length: 8 }, () => client());
    await killed;
    firing = false;
    await Promise.all(clients);
    expect(acked.length).toBeGreaterThanOrEqual(150);
    // The test's own context reads the same database the killed process wrote (a restart of the service).
    const found = await t.ctx.db.selectFrom('deals').select('id').where('id', 'in', acked).execute();
    expect(found.length).toBe(acked.length);
    for (const id of acked.slice(0, 5)) expect((await t.request('GET', `/v1/deals/${id}`, { key: broker.key })).statusCode).toBe(200);
  }, 120_000);
});
