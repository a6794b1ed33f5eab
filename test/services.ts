// What the machine offers the tests beyond Node: Redis, Chromium, and PostgreSQL's pg_dump and pg_restore (the embedded
// server brings neither; `mca backup` on PostgreSQL runs them). The global setup (test/setup/global.ts) looks once
// per run and passes its findings to the test files in MCA_TEST_HAS; a test that needs what is absent is skipped, and
// the run says so in one line at its start. Without the global setup (a script importing this) everything counts as
// present, so a missing service fails loudly there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

export const TEST_REDIS_URL = process.env.MCA_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
export const TEST_CHROMIUM = process.env.MCA_CHROMIUM || '/usr/bin/chromium';

export type Service = 'redis' | 'chromium' | 'pg_dump';

/** Whether the run found `service` (false only when the global setup looked and did not find it). */
export function has(service: Service): boolean {
  const found = process.env.MCA_TEST_HAS;
  return found === undefined || found.split(',').includes(service);
}

/** Whether Redis at `url` answers PING within a second. */
export function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 6379) });
    const done = (ok: boolean) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export function chromiumPresent(): boolean {
  return existsSync(TEST_CHROMIUM);
}

/** Whether pg_dump and pg_restore run from the PATH (`mca backup` and `mca restore` on PostgreSQL). */
export function pgDumpPresent(): boolean {
  return ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0);
}
