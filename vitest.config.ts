import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/setup/sequencer.ts';

// Pure tests (`*.test.ts`) run once. Database tests (`*.db.test.ts`) run twice: on SQLite and on PostgreSQL;
// each test file creates its own fresh database (see test/db.ts). Browser tests (`*.e2e.test.ts`: the dashboard in
// Debian's Chromium) run once, on SQLite; `vitest run --project e2e` runs them alone.
// The global setup runs once per run: it finds or starts PostgreSQL (an embedded one when none is configured or
// reachable), looks for Redis and Chromium, and prints what it found and what is skipped (test/setup/global.ts).
//
// Files run side by side, one more at a time than there are cores: Vitest's default (cores - 1) ran this suite one
// file at a time on 2 cores, and much of a database test is waiting on PostgreSQL, a child process or a timer, when
// another file can use the core. Each file still has its own fresh database, so they do not see each other.
// The longest files start first, across projects (test/setup/sequencer.ts).
//
// Test files of one project share their worker process and its loaded modules (isolate: false): a fresh process per
// file imported the whole app again each time, about 0.7 CPU-seconds per database test file (a third of a small
// file's cost), and started every JIT cold. Each file still builds its own app on its own fresh database, and no test
// mocks modules or changes process.env; fake clocks are put back after each test. Workers are per project, so a
// SQLite file and a PostgreSQL file never share one. The browser tests keep a process per file.
export default defineConfig({
  test: {
    globalSetup: ['test/setup/global.ts'],
    maxWorkers: Math.min(8, availableParallelism() + 1),
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'unit', isolate: false, include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['**/*.db.test.ts', '**/*.e2e.test.ts', 'node_modules/**'] } },
      { test: { name: 'sqlite', isolate: false, include: ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'], env: { MCA_TEST_DB: 'sqlite' } } },
      { test: { name: 'e2e', include: ['test/e2e/**/*.e2e.test.ts'], env: { MCA_TEST_DB: 'sqlite' } } },
      { test: { name: 'postgres', isolate: false, include: ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'], env: { MCA_TEST_DB: 'postgres' } } },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
