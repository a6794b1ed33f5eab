// Issue 34 in Chromium: a statement that does not reconcile (the public Fifth Third sample, $24,961.45 unaccounted
// for) shows in the deals list (on a phone too), on the deal page and before the funder table and in every funder
// row; an upload that reads nothing leaves no deal; the balance chart's labels do not meet. Screenshots of the pages
// go to $MCA_SCREENSHOTS (default: the system's temporary directory) to be looked at. Same setup as desk.e2e.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import type { TestApp, TestOrg } from '../app.ts';
import { signedInPage, signIn } from './browser.ts';
import { has } from '../services.ts';
import { startBrowserApp } from './app.ts';

let t: TestApp;
let origin: string;
let browser: Browser;
let broker: TestOrg;
let page: Page;
let problems: string[];
let user: { email: string; password: string };
let missingBrowser: unknown = null;
const noChromium = !has('chromium');
const SHOTS = process.env.MCA_SCREENSHOTS ?? tmpdir();
const FIFTH_THIRD = new URL('../../../shared/corpus/real/fifth_third_business_sample.pdf', import.meta.url).pathname;

function letterPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const d = new PDFDocument({ size: [612, 792] });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    d.on('end', () => resolve(Buffer.concat(chunks)));
    d.on('error', reject);
    d.text('Dear customer, thank you for your letter. We will reply within ten working days.');
    d.end();
  });
}

beforeAll(async () => {
  if (noChromium) return;
  const app = await startBrowserApp();
  if ('missing' in app) { missingBrowser = app.missing; return; }
  ({ browser, t, origin, broker } = app);
  await t.ctx.funders.select(broker.orgId, [
    (await t.ctx.funders.create({ name: 'Open Door Capital', criteria: [] })).id,
    (await t.ctx.funders.create({ name: 'Big Only Funding', criteria: [{ check: 'min_avg_daily_balance', value: 1e9, hard: true }] })).id,
  ]);
  user = await t.ctx.users.create({ orgId: broker.orgId, email: 'risk@broker.test' });
  ({ page, problems } = await signedInPage(browser, origin, user));
});

beforeEach(() => {
  if (missingBrowser) throw missingBrowser;
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function upload(file: { name: string; buffer: Buffer }) {
  await page.goto(`${origin}/app/upload`);
  await page.getByLabel('Bank statement PDFs').setInputFiles({ ...file, mimeType: 'application/pdf' });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('status').filter({ hasText: /^Done: the statements are read\.|^Failed/ }).waitFor({ timeout: 60_000 });
}

describe.skipIf(noChromium)('risk reaches the desk, in Chromium (issue 34)', () => {
  it('shows an unreconciled statement on the deal page, before the funder table and in every funder row', async () => {
    await upload({ name: 'fifth_third.pdf', buffer: readFileSync(FIFTH_THIRD) });
    await page.getByRole('link', { name: 'Open the deal' }).click();
    await page.waitForURL(/\/app\/deals\/[0-9a-f-]{36}$/);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect.poll(async () => {
      await page.reload();
      return summary.getByText(/Matched \d+ of \d+ funders/).textContent().catch(() => null);
    }, { timeout: 30_000 }).toContain('Matched 1 of 2 funders');
    await expect(summary.getByText('Statements verified:').isVisible()).resolves.toBe(true);
    await expect(summary.getByRole('link', { name: /does not reconcile: \$24,961\.45 not accounted for/ }).isVisible()).resolves.toBe(true);
    const results = page.getByRole('region', { name: 'Funder results' });
    const banner = results.getByRole('note').filter({ hasText: 'These results rest on unverified figures' });
    expect((await banner.boundingBox())!.y).toBeLessThan((await results.getByRole('table').first().boundingBox())!.y);
    await expect(results.getByText('Unverified figures', { exact: true }).count()).resolves.toBe(2);
    await summary.screenshot({ path: join(SHOTS, 'risk-deal-summary.png') });
    await results.screenshot({ path: join(SHOTS, 'risk-deal-results.png') });
    // The balance chart: no two labels of an axis overlap, and dates run along the bottom.
    const chart = page.getByRole('img', { name: 'Daily balance' });
    await chart.screenshot({ path: join(SHOTS, 'risk-balance-chart.png') });
    const boxes = await chart.locator('text.axis').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height, text: e.textContent }; }));
    const meet = (a: typeof boxes[number], b: typeof boxes[number]) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(meet(boxes[i]!, boxes[j]!), `${boxes[i]!.text} / ${boxes[j]!.text}`).toBe(false);
    expect(boxes.filter((b) => /^[A-Z][a-z]{2} \d{1,2}$/.test(b.text ?? '')).length).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it('counts it in the deals list, dates on one line, and shows the count on a phone', async () => {
    await page.goto(`${origin}/app/deals`);
    const row = page.getByRole('row').filter({ hasText: '1 unreconciled' });
    await expect(row.getByRole('link', { name: '1 to review' }).isVisible()).resolves.toBe(true);
    // The date's text lays out as one line box (a wrapped date gives two).
    const lines = await row.getByRole('cell').last().evaluate((e) => { const r = e.ownerDocument.createRange(); r.selectNodeContents(e); return r.getClientRects().length; });
    expect(lines).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'risk-deals.png'), fullPage: true });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const small = await phone.newPage();
    await signIn(small, origin, user.email, user.password);
    await small.goto(`${origin}/app/deals`);
    const badge = small.getByRole('link', { name: '1 to review' });
    const box = (await badge.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await small.screenshot({ path: join(SHOTS, 'risk-deals-phone.png') });
    await phone.close();
  });

  it('recategorises several credits in one action, "select every transaction shown" ticking them all', async () => {
    await page.goto(`${origin}/app/deals`);
    await page.getByRole('row').filter({ hasText: '1 unreconciled' }).getByRole('link', { name: 'Unnamed deal' }).click();
    const dealUrl = page.url().replace(/#.*$/, '');
    await page.goto(`${dealUrl}/statements/1?category=revenue`);
    const boxes = page.getByRole('checkbox', { name: /^Select transaction \d+/ });
    const all = page.getByRole('checkbox', { name: 'Select every transaction shown' });
    await all.check();
    await expect(page.locator('input[name="rows"]:checked').count()).resolves.toBe(await boxes.count());
    await all.uncheck();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByLabel('New category').selectOption({ label: 'Transfer in' });
    await page.screenshot({ path: join(SHOTS, 'risk-statement.png') });
    await page.getByRole('button', { name: 'Recategorise selected' }).click();
    await page.waitForURL(/done=corrected/);
    await page.goto(dealUrl);
    await expect(page.getByRole('region', { name: 'Notes and activity' }).getByText(/Recategorised 2 transactions to Transfer in/).isVisible()).resolves.toBe(true);
  }, 60_000);

  it('leaves no deal behind from an upload that reads nothing', async () => {
    await page.goto(`${origin}/app/deals`);
    const before = await page.locator('#count').textContent();
    await upload({ name: 'letter.pdf', buffer: await letterPdf() });
    await expect(page.getByRole('status').filter({ hasText: /^Failed\./ }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Open the deal' }).isVisible()).resolves.toBe(false);
    await page.goto(`${origin}/app/deals`);
    await expect(page.locator('#count').textContent()).resolves.toBe(before);
  }, 60_000);

  it('reported no script or console errors', () => {
    expect(problems).toEqual([]);
  });
});
