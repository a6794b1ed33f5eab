// An upload's progress on the dashboard (issue 23, item 7), on the real app with the job worker and a real scan: while
// its pages are OCR'd, the job's status route (what upload.js polls) and the job's page say which page of
// how many is read, how many by OCR, and the time left; the page count advances; once the job ends there is no
// progress; another organization's job is a 404.
// The scan is the first 3 of the 11 pages of the corpus's real scan, cut out as they are (PDFium): the progress of a
// multi-page scan is what is tested here, its reading is scanned-real.test.ts's; 11 pages of OCR on each database
// cost about 13 CPU-seconds more.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { signIn, type Browser } from '../../test/signin.ts';
import { cutPages } from '../../test/statements/scan/render.ts';

const REAL_SCAN = new URL('../../../shared/corpus/real/first_security_bank_scanned.pdf', import.meta.url).pathname;
const PAGES = 3;

let t: TestApp;
let org: TestOrg;
let me: Browser;
let stranger: Browser;
let scan: Uint8Array;

beforeAll(async () => {
  scan = await cutPages(new Uint8Array(readFileSync(REAL_SCAN)), `1-${PAGES}`);
  t = await startTestApp();
  org = await t.org('broker', { areas: ['deals', 'parse'] });
  await t.ctx.startWorker();
  const u = await t.ctx.users.create({ orgId: org.orgId, email: 'watcher@example.test', role: 'viewer' });
  me = await signIn(t.app, u.email, u.password, { remoteAddress: '10.7.0.1' });
  const other = await t.org('broker');
  const v = await t.ctx.users.create({ orgId: other.orgId, email: 'other@example.test' });
  stranger = await signIn(t.app, v.email, v.password, { remoteAddress: '10.7.0.2' });
});
afterAll(() => t.close());

interface Progress { file: number; files: number; page: number; pages: number; ocr_pages: number; eta_ms: number; text: string }

describe('an upload\'s progress', () => {
  it(`says page N of ${PAGES} read by OCR with the time left while the scan is read, advancing, and nothing once done`, async () => {
    const body = multipart([{ name: 'files', filename: 'scan.pdf', value: scan }]);
    const res = await t.request('POST', '/v1/parse/parsing', { key: org.key, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(202);
    const id = res.json().parsing_id as string;
    const seen: Progress[] = [];
    let page = '';
    // Poll as upload.js does (faster), until two different pages have been reported.
    for (let i = 0; i < 1200 && new Set(seen.map((p) => p.page)).size < 2; i++) {
      const status = (await me.get(`/app/parsings/${id}/status`)).json();
      if (status.status === 'completed' || status.status === 'failed') break;
      if (status.progress) {
        seen.push(status.progress);
        if (!page) page = (await me.get(`/app/parsings/${id}`)).body;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen.length).toBeGreaterThan(0);
    const first = seen[0]!;
    expect(first).toMatchObject({ file: 1, files: 1, pages: PAGES });
    expect(first.page).toBeGreaterThanOrEqual(1);
    expect(first.ocr_pages).toBeGreaterThanOrEqual(1);
    expect(first.text).toMatch(new RegExp(`^Page \\d+ of ${PAGES} read, \\d+ by OCR \\(about \\d+\\.\\d s a page\\); about \\d+ (s|min) left\\.$`));
    expect(seen.at(-1)!.page).toBeGreaterThan(first.page);
    // The job's page (without script) shows the progress as of its request, outside the live status region.
    expect(page).toMatch(new RegExp(`<progress id="job-progress" max="${PAGES}" value="\\d+" aria-label="Pages read"`));
    expect(page).toMatch(new RegExp(`<p id="job-progress-text" data-job-progress-text>Page \\d+ of ${PAGES} read`));
    expect((await stranger.get(`/app/parsings/${id}/status`)).statusCode).toBe(404);

    expect(await waitForJob(t.ctx, id, 180_000)).toMatch(/completed|failed/);
    const end = (await me.get(`/app/parsings/${id}/status`)).json();
    expect(end.progress).toBeNull();
    expect((await me.get(`/app/parsings/${id}`)).body).toContain('data-job-progress hidden');
  }, 240_000);
});
