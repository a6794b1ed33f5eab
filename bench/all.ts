// npm run bench — every area's bench, one after another, each in its own process (api, parse, match, jobs, webhooks,
// uploads, ocr, dashboard),
// then one report: bench/results/report.json and bench/results/report.md, with each area's figures and the baseline
// it measured in the same run, the machine (cores, memory, CPU model, Node), the date and the load average at start.
// Each bench writes bench/results/<name>.json; its printed output is kept in bench/results/<name>.txt.
// Usage: node bench/all.ts [--only api,jobs]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { machine as machineFacts } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'bench/results');
const BENCHES: Array<{ name: string; area: string; baseline: string }> = [
  { name: 'api', area: 'HTTP API (SQLite, autocannon, 50 connections)', baseline: 'a bare Fastify route in its own process (`vs bare`)' },
  { name: 'parse', area: 'Parsing engine (one core)', baseline: 'pdf.js text extraction alone on the same files (`baseline_pdfjs_pages_per_second`)' },
  { name: 'match', area: 'Matching engine and POST /v1/match/matching', baseline: 'the ideal 10x per 10x funders (`ratio_to_previous`)' },
  { name: 'jobs', area: 'Parsing jobs end to end (embedded SQLite; PostgreSQL workers)', baseline: 'GET /v1/deals/{id} idle vs while parsing; 1 worker vs 2' },
  { name: 'webhooks', area: 'Webhook delivery (embedded SQLite, local receiver)', baseline: 'none: absolute delays and rates' },
  { name: 'uploads', area: 'Heavy and hostile uploads (embedded SQLite)', baseline: 'the same server after start-up and one small upload' },
  { name: 'ocr', area: 'OCR of scanned statements (tesseract.js, one core)', baseline: 'the same generated statements read from their text layer' },
  { name: 'dashboard', area: 'Dashboard deal page (4 statements, ~640 transactions; Chromium and 20 signed-in users)', baseline: 'GET /healthz and the deals list in the same run; a warm cache vs a cold one' },
];
const onlyIdx = process.argv.indexOf('--only');
const only = onlyIdx > 0 ? new Set(process.argv[onlyIdx + 1]!.split(',')) : null;

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const { loadavg: loadavg_at_start, ...facts } = machineFacts();
const machine = { ...facts, loadavg_at_start };
mkdirSync(out, { recursive: true });
process.stderr.write(`bench: ${machine.cores} cores, ${machine.memory_gb} GB, ${machine.cpu}, Node ${machine.node}, load average ${machine.loadavg_at_start.join(' ')}\n`);

function runBench(name: string): Promise<{ code: number | null; seconds: number; stdout: string }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', join(root, `bench/${name}.ts`)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); process.stderr.write(d); });
    child.on('exit', (code) => resolve({ code, seconds: round((performance.now() - t0) / 1000), stdout }));
  });
}

const areas: Array<Record<string, unknown>> = [];
for (const b of BENCHES) {
  if (only && !only.has(b.name)) continue;
  process.stderr.write(`\n== bench ${b.name} ==\n`);
  const started = Date.now();
  const load = loadavg().map((l) => round(l, 2));
  const r = await runBench(b.name);
  writeFileSync(join(out, `${b.name}.txt`), r.stdout);
  const file = join(out, `${b.name}.json`);
  // Only this run's file counts: a stale one from an earlier run is not reported as a figure.
  const fresh = existsSync(file) && statSync(file).mtimeMs >= started;
  areas.push({ name: b.name, area: b.area, baseline: b.baseline, exit_code: r.code, seconds: r.seconds, loadavg_at_start: load,
    figures: fresh ? JSON.parse(readFileSync(file, 'utf8')) : null, output: r.stdout.trim() });
  process.stderr.write(`== ${b.name}: exit ${r.code} in ${r.seconds} s${fresh ? '' : ' (no JSON written)'}\n`);
}

const report = { machine, loadavg_at_end: loadavg().map((l) => round(l, 2)), areas };
writeFileSync(join(out, 'report.json'), JSON.stringify(report, null, 2));

// Markdown: each area's printed table (it names the baselines) and its figures flattened.
function flatten(value: unknown, prefix = '', rows: Array<[string, string]> = []): Array<[string, string]> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, rows);
  } else if (Array.isArray(value) && value.every((v) => v !== null && typeof v === 'object')) {
    value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, rows));
  } else {
    rows.push([prefix, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return rows;
}
const skip = /^(bench|node|cpus|date)$/;
const md = [
  '# Benchmark report', '',
  `- date: ${machine.date}`,
  `- machine: ${machine.cores} cores, ${machine.memory_gb} GB, ${machine.cpu}`,
  `- Node: ${machine.node}`,
  `- load average at start: ${machine.loadavg_at_start.join(' ')}, at end: ${report.loadavg_at_end.join(' ')} ` +
    '(the cores are shared with other work: latency percentiles and ratios mean more than absolute rates)', '',
  ...areas.flatMap((a) => [
    `## ${a.name}: ${a.area}`, '',
    `Baseline: ${a.baseline}. Exit code ${a.exit_code}, ${a.seconds} s, load average at start ${(a.loadavg_at_start as number[]).join(' ')}.`, '',
    '```', String(a.output), '```', '',
    ...(a.figures ? ['| figure | value |', '|---|---|', ...flatten(a.figures).filter(([k]) => !skip.test(k)).map(([k, v]) => `| ${k} | ${v} |`), '']
      : ['(this bench wrote no JSON in this run)', '']),
  ]),
].join('\n');
writeFileSync(join(out, 'report.md'), md);
process.stderr.write(`\nbench: wrote ${join(out, 'report.json')} and ${join(out, 'report.md')}\n`);
process.exit(areas.every((a) => a.exit_code === 0) ? 0 : 1);
