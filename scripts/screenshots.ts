// npm run screenshots — the dashboard's main pages as PNGs in docs/screenshots/ (shown in the README's tour): a fresh
// SQLite server with the demo funders, a deal made from three real sample statements parsed by the embedded worker
// and matched, a few deals made through the API (one with a value to review), an upload through the page, then
// Chromium at laptop width (1280) and one page at phone width (390). Look at each PNG after a run.
// Usage: node scripts/screenshots.ts [--only deal,settings]
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, launchChromium, watchProblems } from '../test/e2e/browser.ts';
import { matchParsing, mca, serveFresh, signInCookie, uploadAndParse } from '../test/e2e/seed.ts';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'docs/screenshots');
const samples = join(root, '../shared/corpus/samples');
const onlyIdx = process.argv.indexOf('--only');
const only = onlyIdx > 0 ? new Set(process.argv[onlyIdx + 1]!.split(',')) : null;
const pdf = (group: string, name: string) => ({ name, bytes: readFileSync(join(samples, group, name)) });

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function main() {
  // Port 3000 when free, so the deal's link in the pictures reads as it does after `npm start`.
  const port = (await isFree(3000)) ? 3000 : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { env, stop } = await serveFresh('mca-screenshots-', port);
  let browser: Browser | undefined;
  try {
    const demo = mca(['demo'], env);
    const key = demo.broker.api_key as string;
    const user = mca(['user', 'create', '--org', demo.broker.org_id, '--email', 'ann@quarry-brokers.example'], env);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<any>;
    };

    process.stderr.write('screenshots: seeding deals...\n');
    await post('/v1/deals', { external_id: 'crm-1038', application: { legal_name: 'Lone Star Smokehouse LLC', type_of_entity: 'LLC',
      industry: 'restaurant', country: 'USA', state_region: 'Texas', requested_amount: 60000 }, financials: { avg_monthly_revenue: 62000 } });
    await post('/v1/deals', { external_id: 'crm-1040', application: { legal_name: 'Bright Path Dental PLLC', trade_name: 'Bright Path',
      type_of_entity: 'PLLC', industry: 'dentist', country: 'USA', state_region: 'NY', requested_amount: 120000 } });
    const flagged = await post('/v1/deals', { external_id: 'crm-1041', application: { legal_name: 'Acme Widgets LLC', type_of_entity: 'LLC',
      industry: 'widget making', country: 'USA', state_region: 'tx', requested_amount: 45000 } });
    const parsing = await uploadAndParse(base, key, ['s01_statement_2026-06.pdf', 's01_statement_2026-07.pdf', 's01_statement_2026-08.pdf']
      .map((f) => pdf('s01', f)), 'crm-1042');
    await matchParsing(base, key, parsing.parsing_id, { industry: 'auto repair', requested_amount: 75000, business_start_date: '2016-09-12',
      business_tax_id: '59-1234567', applicants: [{ first_name: 'Dana', last_name: 'Ortiz', ownership: 100, credit_score: 640 }] });
    const cookie = await signInCookie(base, user.email, user.password);
    const [name, value] = cookie.split('=') as [string, string];

    browser = await launchChromium();
    mkdirSync(out, { recursive: true });
    const shoot = async (file: string, width: number, go: (page: Page) => Promise<void>, options: { signedIn?: boolean; fullPage?: boolean } = {}) => {
      if (only && !only.has(file)) return;
      const context = await browser!.newContext({ viewport: { width, height: width < 600 ? 844 : 860 }, deviceScaleFactor: 1 });
      const problems = watchProblems(context);
      if (options.signedIn !== false) await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/app', httpOnly: true, sameSite: 'Lax' }]);
      const page = await context.newPage();
      await go(page);
      await page.screenshot({ path: join(out, `${file}.png`), fullPage: options.fullPage ?? true });
      if (problems.length) process.stderr.write(`  ${file}: the page reported ${problems.join('; ')}\n`);
      process.stderr.write(`  docs/screenshots/${file}.png\n`);
      await context.close();
    };

    process.stderr.write('screenshots: Chromium...\n');
    await shoot('sign-in', 1280, async (page) => { await page.goto(`${base}/app/login`); }, { signedIn: false, fullPage: false });
    await shoot('deals', 1280, async (page) => { await page.goto(`${base}/app/deals`); }, { fullPage: false });
    await shoot('deal', 1280, async (page) => { await page.goto(`${base}/app/deals/${parsing.deal_id}`); });
    await shoot('deal-review', 1280, async (page) => { await page.goto(`${base}/app/deals/${flagged.deal_id}#application`); }, { fullPage: false });
    await shoot('drill-down', 1280, async (page) => {
      await page.goto(`${base}/app/deals/${parsing.deal_id}`);
      await page.getByRole('link', { name: /: revenue of Jul 2026/i }).click();
      await page.waitForURL(/months\/2026-07\/revenue/);
    }, { fullPage: false });
    await shoot('upload', 1280, async (page) => {
      await page.goto(`${base}/app/upload`);
      await page.getByLabel('Bank statement PDFs').setInputFiles(['s02_statement_2026-06.pdf', 's02_statement_2026-07.pdf']
        .map((f) => join(samples, 's02', f)));
      await page.getByLabel(/External id/).fill('crm-1043');
      await page.getByRole('button', { name: 'Upload' }).click();
      await page.getByRole('link', { name: 'Open the deal' }).waitFor({ state: 'visible', timeout: 60_000 });
    }, { fullPage: false });
    await shoot('settings', 1280, async (page) => { await page.goto(`${base}/app/settings`); });
    // At phone width: the month chart and the table (which scrolls sideways inside its frame, not the page).
    await shoot('deal-phone', 390, async (page) => { await page.goto(`${base}/app/deals/${parsing.deal_id}#financials-heading`); }, { fullPage: false });
  } finally {
    await browser?.close();
    stop();
  }
}

await main();
