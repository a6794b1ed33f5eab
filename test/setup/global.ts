// Vitest's global setup, once per run before any test file: finds (or starts) the PostgreSQL the database tests use,
// looks for Redis, Chromium and pg_dump, says in a few lines what it found and what is skipped for want of it, and passes
// its findings to the test files through the environment (MCA_TEST_PG_URL, MCA_TEST_HAS; see test/services.ts), and
// migrates the databases each test file's fresh database is copied from (MCA_TEST_*_TEMPLATE; see test/db.ts).
//
// MCA_TEST_REQUIRE=postgres,redis,chromium (CI sets it) turns a missing one into a failed run instead of
// skipped tests; "postgres" there means a real server, not the embedded one.
import type { TestProject } from 'vitest/node';
import { chromiumPresent, pgDumpPresent, redisAnswers, TEST_CHROMIUM, TEST_REDIS_URL, type Service } from '../services.ts';
import { migratedTemplates } from '../db.ts';
import { testPostgres, type TestPostgres } from './postgres.ts';

interface Optional { name: Service; label: string; found: boolean; project: string; skipped: string; install: string }

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const projects = new Set(project.vitest.projects.map((p) => p.name));
  const required = new Set((process.env.MCA_TEST_REQUIRE ?? '').split(',').map((s) => s.trim()).filter(Boolean));

  let postgres: TestPostgres | null = null;
  if (projects.has('postgres')) {
    postgres = await testPostgres();
    process.env.MCA_TEST_PG_URL = postgres.url;
  }
  // Migrated once here; each test file's fresh database is a copy (test/db.ts).
  const templates = projects.has('sqlite') || projects.has('postgres') ? await migratedTemplates(postgres?.url ?? null) : null;
  Object.assign(process.env, templates?.env);
  const stop = async () => { await templates?.drop(); await postgres?.stop(); };

  const optional: Optional[] = [
    { name: 'redis', label: 'Redis', found: await redisAnswers(), project: 'sqlite,postgres',
      skipped: 'the rate limit shared between nodes through Redis (src/platform/http/protection.db.test.ts)',
      install: `nothing answers at ${TEST_REDIS_URL}: apt-get install redis-server, or MCA_TEST_REDIS_URL` },
    { name: 'chromium', label: 'Chromium', found: chromiumPresent(), project: 'e2e',
      skipped: 'the dashboard in a browser (test/e2e: dashboard, desk and team)',
      install: `no ${TEST_CHROMIUM}: apt-get install chromium, or MCA_CHROMIUM=/path/to/chromium` },
    { name: 'pg_dump', label: 'pg_dump', found: pgDumpPresent(), project: 'postgres',
      skipped: 'mca backup and restore on PostgreSQL (src/cli/backup.db.test.ts)',
      install: 'no pg_dump and pg_restore on the PATH: apt-get install postgresql-client' },
  ];
  process.env.MCA_TEST_HAS = optional.filter((o) => o.found).map((o) => o.name).join(',');

  const pgLine = postgres ? `PostgreSQL ${postgres.description}` : 'PostgreSQL not needed (no postgres project in this run)';
  const lines = [`tests: ${pgLine}; ${optional.map((o) => `${o.label} ${o.found ? 'yes' : 'no'}`).join(', ')}`];
  for (const o of optional) {
    if (!o.found && o.project.split(',').some((p) => projects.has(p))) lines.push(`tests: skipped: ${o.skipped}: ${o.install}`);
  }
  console.log(lines.join('\n'));

  const missing = optional.filter((o) => required.has(o.name) && !o.found).map((o) => o.label);
  if (required.has('postgres') && postgres?.kind === 'embedded') missing.push('a real PostgreSQL');
  if (missing.length) {
    await stop();
    throw new Error(`MCA_TEST_REQUIRE asks for ${missing.join(', ')}, which this machine does not offer`);
  }
  return stop;
}
