// The OpenAPI document as the server serves it (GET /v1/openapi.json), without a server: the app is built on a
// throw-away SQLite database, asked for its document, and closed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app.ts';
import { createContext } from '../../src/context.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/log.ts';

export async function openapiDocument(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'mca-openapi-'));
  try {
    const config = loadConfig({ MCA_DATA_DIR: dir, LOG_LEVEL: 'silent', MCA_WORKER: 'off', MCA_DATA_KEY: 'a'.repeat(64), MCA_RATE_LIMIT: '0' });
    const ctx = await createContext(config, { logger: createLogger('silent') });
    try {
      const app = await buildApp(ctx);
      await app.ready();
      const document = app.swagger() as unknown as Record<string, unknown>;
      await app.close();
      return document;
    } finally {
      await ctx.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
