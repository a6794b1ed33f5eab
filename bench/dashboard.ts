// npm run bench:dashboard — the deal page of a deal with 4 statements and ~640 transactions (a generated statement,
// parsed by the embedded worker, matched against the demo funders), on SQLite, in its own server process:
// 1. page weight in Chromium: bytes transferred (HTML, CSS, JS, other) on a first load and on a load with a warm cache;
// 2. time to interactive in Chromium: navigation timing responseStart (first byte: the server's share), domInteractive,
//    domContentLoadedEventEnd and loadEventEnd,
//    the median of RUNS loads each cold (a fresh browser context) and warm (the same context again);
// 3. the server under 20 concurrent signed-in users (autocannon, the session cookie): GET the deal page, with
//    GET /healthz and GET /app/deals (the deals list) in the same run as baselines. Medians and p99 as autocannon gives,
//    and the server process's CPU time per request (/proc: Linux).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { Browser, BrowserContext } from 'playwright-core';
import { freePort, launchChromium } from '../test/e2e/browser.ts';
import { fourStatements, matchParsing, mca, serveFresh, signInCookie, uploadAndParse } from '../test/e2e/seed.ts';
import { cpuMs, machine, median, peakRssMb, table } from './lib.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const CONNECTIONS = 20;
const root = new URL('..', import.meta.url).pathname;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

interface Load { bytes: Record<string, number>; requests: number; timing: { firstByte: number; interactive: number; dcl: number; load: number } }

/** One navigation, with every response's transferred bytes (Chromium's encodedDataLength: headers + body on the wire). */
async function measure(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const bytes: Record<string, number> = { html: 0, css: 0, js: 0, other: 0 };
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    const kind = type === 'Document' ? 'html' : type === 'Stylesheet' ? 'css' : type === 'Script' ? 'js' : 'other';
    if (e.encodedDataLength > 0) requests++;
    bytes[kind]! += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  const title = await page.title();
  if (/Sign in|Not found/.test(title)) throw new Error(`${url} showed "${title}"`);
  // Evaluated in the page (a string: this project's TypeScript has no DOM types). Milliseconds from navigation start.
  const timing = await page.evaluate<Load['timing']>(`(() => {
    const n = performance.getEntriesByType('navigation')[0];
    return { firstByte: n.responseStart, interactive: n.domInteractive, dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd };
  })()`);
  await cdp.detach();
  await page.close();
  return { bytes, requests, timing };
}

async function browserLoads(browser: Browser, cookie: string, url: string) {
  const [name, value] = cookie.split('=') as [string, string];
  const cold: Load[] = [];
  const warm: Load[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/app', httpOnly: true, sameSite: 'Lax' }]);
    cold.push(await measure(context, url));
    warm.push(await measure(context, url));
    await context.close();
  }
  const summary = (loads: Load[]) => {
    const total = (l: Load) => Object.values(l.bytes).reduce((a, b) => a + b, 0);
    return {
      kb: { html: kb(median(loads.map((l) => l.bytes.html!))), css: kb(median(loads.map((l) => l.bytes.css!))),
        js: kb(median(loads.map((l) => l.bytes.js!))), other: kb(median(loads.map((l) => l.bytes.other!))), total: kb(median(loads.map(total))) },
      requests: median(loads.map((l) => l.requests)),
      ms: { first_byte: Math.round(median(loads.map((l) => l.timing.firstByte))), dom_interactive: Math.round(median(loads.map((l) => l.timing.interactive))),
        dom_content_loaded: Math.round(median(loads.map((l) => l.timing.dcl))), load: Math.round(median(loads.map((l) => l.timing.load))) },
    };
  };
  return { cold: summary(cold), warm: summary(warm) };
}

function cannon(url: string, cookie: string | null, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({ url, duration, connections: CONNECTIONS, ...(cookie ? { headers: { cookie } } : {}) },
    (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res))));
}

async function main() {
  const port = await freePort(); // other servers may be running on this machine: no fixed port
  const base = `http://127.0.0.1:${port}`;
  process.stderr.write(`bench:dashboard: ${RUNS} browser loads each way, ${DURATION}s per target at ${CONNECTIONS} connections\n`);
  const { env, server, stop } = await serveFresh('mca-bench-dashboard-', port, { MCA_RATE_LIMIT: '10000000' });
  let browser: Browser | undefined;
  try {
    const demo = mca(['demo'], env);
    const user = mca(['user', 'create', '--org', demo.broker.org_id, '--email', 'bench@broker.test'], env);
    process.stderr.write('  seeding: 4 statements parsed, funders matched...\n');
    const statement = await fourStatements();
    const parsing = await uploadAndParse(base, demo.broker.api_key, [statement], 'bench-dashboard');
    await matchParsing(base, demo.broker.api_key, parsing.parsing_id);
    const deal = (await (await fetch(`${base}/v1/deals/${parsing.deal_id}`, { headers: { authorization: `Bearer ${demo.broker.api_key}` } })).json()) as any;
    const parsed = (await (await fetch(`${base}/v1/parse/parsing/${parsing.parsing_id}`, { headers: { authorization: `Bearer ${demo.broker.api_key}` } })).json()) as any;
    const statements = parsed.parsing_details.statements as Array<{ transactions: unknown[] }>;
    const transactions = statements.reduce((n, s) => n + s.transactions.length, 0);
    const cookie = await signInCookie(base, user.email, user.password);
    const dealPage = `${base}/app/deals/${parsing.deal_id}`;
    const html = await (await fetch(dealPage, { headers: { cookie } })).text();

    process.stderr.write('  Chromium loads...\n');
    browser = await launchChromium();
    const pages = { deal: await browserLoads(browser, cookie, dealPage), deals_list: await browserLoads(browser, cookie, `${base}/app/deals`) };
    await browser.close();
    browser = undefined;

    const results: Array<[string, autocannon.Result, number]> = [];
    for (const [name, url, withCookie] of [['GET /healthz (baseline)', `${base}/healthz`, false], ['GET /app/deals (deals list)', `${base}/app/deals`, true],
      ['GET /app/deals/{id} (deal page)', dealPage, true]] as const) {
      process.stderr.write(`  ${name}...\n`);
      await cannon(url, withCookie ? cookie : null, 2); // warm-up, not recorded
      // The server's own CPU time per request: steadier than req/s on a shared machine, where autocannon (in this
      // process) and other work take turns on the same cores.
      const cpuBefore = cpuMs(server.pid!);
      const r = await cannon(url, withCookie ? cookie : null, DURATION);
      results.push([name, r, (cpuMs(server.pid!) - cpuBefore) / Math.max(1, r.requests.total)]);
    }
    const rows = results.map(([name, r, cpu]) => ({ target: name, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99, 'server CPU ms/req': Math.round(cpu * 1000) / 1000, 'non-2xx': r.non2xx, errors: r.errors }));
    const loadRows = Object.entries(pages).flatMap(([name, p]) => (['cold', 'warm'] as const).map((way) => ({
      page: name, cache: way, 'HTML KB': p[way].kb.html, 'CSS KB': p[way].kb.css, 'JS KB': p[way].kb.js, 'other KB': p[way].kb.other,
      'total KB': p[way].kb.total, requests: p[way].requests, 'first byte ms': p[way].ms.first_byte, 'interactive ms': p[way].ms.dom_interactive,
      'DOMContentLoaded ms': p[way].ms.dom_content_loaded, 'load ms': p[way].ms.load })));
    const report = { bench: 'dashboard', ...machine(), deal: { statements: statements.length, transactions,
      funder_results: (deal.funder_results ?? []).length, html_bytes: Buffer.byteLength(html), html_gzip_bytes: gzipSync(html).length },
      browser_runs: RUNS, pages,
      server: { duration_s: DURATION, connections: CONNECTIONS, rows }, peak_rss_mb: peakRssMb(server.pid!) };
    console.log(`deal: ${statements.length} statements, ${transactions} transactions, ${report.deal.funder_results} funder results; ` +
      `deal page HTML ${kb(report.deal.html_bytes)} KB as sent (the server does not compress), ${kb(report.deal.html_gzip_bytes)} KB if gzipped`);
    console.log(`Chromium, median of ${RUNS} loads (cold: a fresh context; warm: the same context again; KB transferred):`);
    console.log(table(loadRows));
    console.log(`server, ${CONNECTIONS} concurrent signed-in users, ${DURATION} s each:`);
    console.log(table(rows));
    console.log(`peak RSS of the server: ${report.peak_rss_mb} MB`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/dashboard.json'), JSON.stringify(report, null, 2));
  } finally {
    await browser?.close();
    stop();
  }
}

await main();
