// Shared by the browser test, the screenshots script and bench:dashboard: Debian's Chromium driven by playwright-core
// (which downloads no browser), launched with the flags this machine needs (docs/dashboard.md, "Tests").
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { TEST_CHROMIUM } from '../services.ts';

export const CHROMIUM = TEST_CHROMIUM;

// No sandbox (CI runs as root); no GPU; and no background traffic: the machine's network is closed, and Chromium's
// update, sync and QUIC probes would be refused many at a time at every start.
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

/** Chromium, headless, with a fresh profile per context. Missing Chromium is an error (the test skips before asking). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: the browser tests need Debian's chromium package ` +
      '(apt-get install chromium; .ci/run installs it), or MCA_CHROMIUM=/path/to/chromium');
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A port that was free a moment ago. The server needs its port before it starts: the deals' `dashboard_url` is built
 * from it (the default MCA_DASHBOARD_URL), and the test opens a deal through that link.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Signs in through the form, as a person would. */
export async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/app/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/app/login'));
}

/**
 * A desktop-sized context with a page signed in as the user, and the problems its pages report. A missing control fails
 * its step with the locator's name, before the test's own timeout.
 */
export async function signedInPage(browser: Browser, origin: string, user: { email: string; password: string }, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(10_000);
  const problems = watchProblems(context);
  const page = await context.newPage();
  await signIn(page, origin, user.email, user.password);
  return { context, page, problems };
}

/** Problems the page reported: script errors and console errors (a CSP refusal of an inline script shows here). */
export function watchProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('page', (page) => attach(page));
  for (const page of context.pages()) attach(page);
  function attach(page: Page) {
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // The status of a page itself (a 404 page, a 422 form) is the test's to check; any other failed load is a problem.
      const ownStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
      if (message.type() === 'error' && !ownStatus) problems.push(`${page.url()}: ${message.text()} (${message.location().url})`);
    });
  }
  return problems;
}
