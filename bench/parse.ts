// Extraction benchmark: pages/s on one core, ms per statement (median, p95), peak RSS, and pdfjs text extraction
// alone (getTextContent for every page) as the baseline in the same run, with our share of the total time.
// Corpus: ../shared/corpus (real + samples) and, when the generator exists, a generated set written to a temp dir.
// Usage: node bench/parse.ts [--rounds N] [--generated N]
import { readFileSync, readdirSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { extractDocument } from '../src/statements/extract/extract.ts';
import { openPdf } from '../src/statements/extract/pdf.ts';
import { percentile } from './lib.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(repo, '..', 'shared');
const arg = (name: string, d: number) => { const i = process.argv.indexOf(name); return i > 0 ? Number(process.argv[i + 1]) : d; };
const rounds = arg('--rounds', 3);
// Text-layer reading only: the corpus's scans would be OCR'd at seconds a page, which bench/ocr.ts measures on its own.
const NO_OCR = { ocr: { enabled: false } };
const genCount = arg('--generated', 24);

function pdfsIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const f of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, f.name);
    if (f.isDirectory()) out.push(...pdfsIn(p));
    else if (f.name.endsWith('.pdf')) out.push(p);
  }
  return out.sort();
}

const files = [...pdfsIn(path.join(shared, 'corpus', 'real')), ...pdfsIn(path.join(shared, 'corpus', 'samples'))];
let genDir: string | null = null;
const gen = path.join(repo, 'test', 'statements', 'generator', 'cli.ts');
if (existsSync(gen) && genCount > 0) {
  genDir = mkdtempSync(path.join(tmpdir(), 'bench-gen-'));
  execFileSync(process.execPath, [gen, '--out', genDir, '--count', String(genCount), '--seed', '11'], { stdio: 'ignore' });
  files.push(...pdfsIn(genDir));
}
const inputs = files.map((f) => ({ name: path.basename(f), bytes: new Uint8Array(readFileSync(f)) }));

// pdf.js alone: every page's text content straight from pdf.js (getTextContent), none of our code (readPage's item
// cap and coordinate conversion count on our side).
async function baseline(bytes: Uint8Array): Promise<number> {
  const o = await openPdf(bytes);
  if ('error' in o) return 0;
  const doc = o.doc as unknown as { getPage(n: number): Promise<{ getTextContent(): Promise<unknown>; cleanup(): boolean }> };
  for (let p = 1; p <= o.info.pages; p++) {
    const page = await doc.getPage(p).catch(() => null);
    await page?.getTextContent().catch(() => null);
    page?.cleanup();
  }
  await o.close();
  return o.info.pages;
}

let peak = process.memoryUsage().rss;
const sample = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);

// Warm-up (JIT, font data) so the first file does not dominate.
for (const i of inputs.slice(0, 3)) { await extractDocument(i, NO_OCR); await baseline(i.bytes); }

let pages = 0;
let tFull = 0;
let tBase = 0;
const perStatement: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const i of inputs) {
    // Alternate the order so caching effects do not favour one side.
    const t0 = performance.now();
    const doc = await extractDocument(i, NO_OCR);
    const t1 = performance.now();
    await baseline(i.bytes);
    const t2 = performance.now();
    tFull += t1 - t0;
    tBase += t2 - t1;
    pages += doc.pages;
    if (doc.statements.length) {
      const per = (t1 - t0) / doc.statements.length;
      for (let k = 0; k < doc.statements.length; k++) perStatement.push(per);
    }
  }
}
clearInterval(sample);
peak = Math.max(peak, process.memoryUsage().rss);
if (genDir) rmSync(genDir, { recursive: true, force: true });

perStatement.sort((a, b) => a - b);
const q = (p: number) => (perStatement.length ? percentile(perStatement, p * 100) : 0);
const ours = tFull - tBase;
console.log(`files: ${inputs.length} (${genDir ? `${genCount} generated + ` : ''}corpus), rounds: ${rounds}, pages: ${pages}`);
console.log(`extractDocument: ${(pages / (tFull / 1000)).toFixed(1)} pages/s (one core), ${(tFull / pages).toFixed(2)} ms/page`);
console.log(`ms per statement: median ${q(0.5).toFixed(1)}, p95 ${q(0.95).toFixed(1)} (${perStatement.length} statements)`);
console.log(`pdfjs baseline (getTextContent only): ${(pages / (tBase / 1000)).toFixed(1)} pages/s`);
console.log(`our share of total time: ${((100 * ours) / tFull).toFixed(1)}% (ours ${ours.toFixed(0)} ms of ${tFull.toFixed(0)} ms)`);
console.log(`peak RSS: ${(peak / 1024 / 1024).toFixed(0)} MB`);
mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
writeFileSync(path.join(repo, 'bench/results/parse.json'), JSON.stringify({
  bench: 'parse', node: process.version, cpus: availableParallelism(), date: new Date().toISOString(), load: loadavg()[0],
  files: inputs.length, generated: genDir ? genCount : 0, rounds, pages, statements: perStatement.length,
  pages_per_second: Math.round((pages / (tFull / 1000)) * 10) / 10, ms_per_page: Math.round((tFull / pages) * 100) / 100,
  ms_per_statement: { median: Math.round(q(0.5) * 10) / 10, p95: Math.round(q(0.95) * 10) / 10 },
  baseline_pdfjs_pages_per_second: Math.round((pages / (tBase / 1000)) * 10) / 10,
  our_share_percent: Math.round((1000 * ours) / tFull) / 10, peak_rss_mb: Math.round(peak / 1024 / 1024),
}, null, 2));
