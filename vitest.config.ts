import { defineConfig } from 'vitest/config';

// Pure tests (`*.test.ts`) run once. Database tests (`*.db.test.ts`) run twice: on SQLite and on PostgreSQL;
// each test file creates its own fresh database (see test/db.ts). Browser tests (`*.e2e.test.ts`: the dashboard in
// Debian's Chromium) run once, on SQLite; `vitest run --project e2e` runs them alone.
// The global setup runs once per run: it finds or starts PostgreSQL (an embedded one when none is configured or
// reachable), looks for Redis and Chromium, and prints what it found and what is skipped (test/setup/global.ts).
export default defineConfig({
  test: {
    globalSetup: ['test/setup/global.ts'],
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['**/*.db.test.ts', '**/*.e2e.test.ts', 'node_modules/**'] } },
      { test: { name: 'sqlite', include: ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'], env: { MCA_TEST_DB: 'sqlite' } } },
      { test: { name: 'e2e', include: ['test/e2e/**/*.e2e.test.ts'], env: { MCA_TEST_DB: 'sqlite' } } },
      { test: { name: 'postgres', include: ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'], env: { MCA_TEST_DB: 'postgres' } } },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
