// The app for a browser test: Chromium and the real app listening on a free port, its embedded worker running.
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp, type TestOrg } from '../app.ts';
import { freePort, launchChromium } from './browser.ts';

/**
 * Chromium and the app listening on a free port with its embedded worker and an organization `broker`; the reason
 * instead when Chromium does not start (each test then fails with it).
 */
export async function startBrowserApp(): Promise<{ browser: Browser; t: TestApp; origin: string; broker: TestOrg } | { missing: unknown }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let browser: Browser;
  try { browser = await launchChromium(); } catch (error) { return { missing: error }; }
  const t = await startTestApp({ PORT: String(port), HOST: '127.0.0.1', MCA_WORKER: 'embedded' });
  await t.app.listen({ port, host: '127.0.0.1' });
  await t.ctx.startWorker();
  return { browser, t, origin, broker: await t.org('broker') };
}
