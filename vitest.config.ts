import { defineConfig } from 'vitest/config';

// Pure tests (`*.test.ts`) run once. Database tests (`*.db.test.ts`) run twice: on SQLite and on PostgreSQL;
// each test file creates its own fresh database (see test/db.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['**/*.db.test.ts', 'node_modules/**'] } },
      { test: { name: 'sqlite', include: ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'], env: { MCA_TEST_DB: 'sqlite' } } },
      { test: { name: 'postgres', include: ['src/**/*.db.test.ts', 'test/**/*.db.test.ts'], env: { MCA_TEST_DB: 'postgres' } } },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
