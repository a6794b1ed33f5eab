// Extraction benchmark, CPU time measured (a shared machine moves wall time with whatever else runs):
//  1. In one process, per file, alternated: our whole pipeline (extractDocument: PDFium text, layout, reading), pdf.js
//     text extraction alone (getTextContent for every page, our options) and PDFium alone (FPDFText_GetText for every
//     page): pages per CPU-second of each, same run, and ms per statement, peak RSS.
//  2. Whole processes, alternated over --process-rounds rounds: `mca parse --each --json` over the public statement sets' text
//     PDFs (real, samples, challenge, families, real-extra; scans left out, OCR is bench/ocr.ts's) against a process
//     doing pdf.js text extraction alone over the same files, and one doing PDFium alone: CPU seconds (user + system,
//     /usr/bin/time), medians, and the ratio the issue sets (at most 0.8 times pdf.js alone).
// Corpus for 1: ../shared/corpus (real + samples) and, when the generator exists, a generated set in a temp dir.
// Usage: node bench/parse.ts [--rounds N] [--generated N] [--process-rounds N]   (pin with taskset -c 1 to use one core)
import { readFileSync, readdirSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync, spawnSync } from 'node:child_process';
import { createEngines, extractDocument } from '../src/statements/index.ts';
import { openPdfJs } from '../src/statements/extract/pdfjs-text.ts';
import { pdfiumRaw } from './pdfium-raw.ts';
import { median, percentile } from './lib.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(repo, '..', 'shared');
const arg = (name: string, d: number) => { const i = process.argv.indexOf(name); return i > 0 ? Number(process.argv[i + 1]) : d; };
const rounds = arg('--rounds', 3);
const processRounds = arg('--process-rounds', 3);
// Text-layer reading only: the corpus's scans would be OCR'd at seconds a page, which bench/ocr.ts measures on its own.
// One warm PDFium for every run of the process, as a parse worker has (its own per thread).
const engines = createEngines();
const NO_OCR = { ocr: { enabled: false }, engines };
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

// pdf.js alone: every page's text content straight from pdf.js (getTextContent), none of our code.
async function pdfjsAlone(bytes: Uint8Array): Promise<number> {
  const o = await openPdfJs(bytes);
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

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

let peak = process.memoryUsage().rss;
const sample = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);

// Warm-up (JIT, font data, PDFium's module) so the first file does not dominate.
for (const i of inputs.slice(0, 3)) { await extractDocument(i, NO_OCR); await pdfjsAlone(i.bytes); pdfiumRaw(await engines.pdfium(), i.bytes); }

let pages = 0;
let tFull = 0;
let tBase = 0;
let tPdfium = 0;
const perStatement: number[] = [];
const roundRatios: number[] = [];
for (let r = 0; r < rounds; r++) {
  let full = 0; let base = 0;
  for (const i of inputs) {
    // The order rotates with the round so that caching and the machine's load do not favour one side.
    const runs: Array<[() => Promise<unknown>, (ms: number, v: unknown) => void]> = [
      [() => extractDocument(i, NO_OCR), (ms, v) => {
        const doc = v as Awaited<ReturnType<typeof extractDocument>>;
        full += ms; pages += doc.pages;
        for (let k = 0; k < doc.statements.length; k++) perStatement.push(ms / doc.statements.length);
      }],
      [() => pdfjsAlone(i.bytes), (ms) => { base += ms; }],
      [async () => pdfiumRaw(await engines.pdfium(), i.bytes), (ms) => { tPdfium += ms; }],
    ];
    for (let k = 0; k < runs.length; k++) {
      const [run, done] = runs[(k + r) % runs.length]!;
      const t0 = cpu();
      const v = await run();
      done(cpu() - t0, v);
    }
  }
  tFull += full; tBase += base;
  roundRatios.push(full / base);
}
clearInterval(sample);
peak = Math.max(peak, process.memoryUsage().rss);
if (genDir) rmSync(genDir, { recursive: true, force: true });

perStatement.sort((a, b) => a - b);
const q = (p: number) => (perStatement.length ? percentile(perStatement, p * 100) : 0);
const rate = (ms: number) => pages / (ms / 1000);
console.log(`files: ${inputs.length} (${genDir ? `${genCount} generated + ` : ''}corpus), rounds: ${rounds}, pages: ${pages}; CPU time, in one process`);
console.log(`our pipeline (extractDocument): ${rate(tFull).toFixed(1)} pages/CPU-s, ${(tFull / pages).toFixed(2)} ms/page`);
console.log(`pdf.js text extraction alone:   ${rate(tBase).toFixed(1)} pages/CPU-s`);
console.log(`PDFium text extraction alone:   ${rate(tPdfium).toFixed(1)} pages/CPU-s`);
console.log(`pipeline / pdf.js alone: ${median(roundRatios).toFixed(2)} (median of rounds ${roundRatios.map((x) => x.toFixed(2)).join(', ')})`);
console.log(`ms per statement: median ${q(0.5).toFixed(1)}, p95 ${q(0.95).toFixed(1)} (${perStatement.length} statements)`);
console.log(`peak RSS: ${(peak / 1024 / 1024).toFixed(0)} MB`);

// 2. Whole processes over the public statement sets' text PDFs.
const publicSets = ['real', 'samples', 'challenge', 'families', 'real-extra'].flatMap((d) => pdfsIn(path.join(shared, 'corpus', d)));
const textPdfs: string[] = [];
for (const f of publicSets) {
  const doc = await extractDocument({ name: path.basename(f), bytes: new Uint8Array(readFileSync(f)) }, NO_OCR);
  if (doc.text_layer) textPdfs.push(f);
}
const node = process.execPath;
const commands: Record<string, string[]> = {
  'mca parse --each --json': [path.join(repo, 'bin/mca'), 'parse', '--each', '--json', ...textPdfs],
  'pdf.js alone': [node, '--disable-warning=ExperimentalWarning', path.join(repo, 'bench/extract-only.ts'), 'pdfjs', ...textPdfs],
  'PDFium alone': [node, '--disable-warning=ExperimentalWarning', path.join(repo, 'bench/extract-only.ts'), 'pdfium', ...textPdfs],
};
// Every process with the same on-disk compile cache (what bin/mca sets up), filled by a first run left out of the figures.
const env = { ...process.env, NODE_COMPILE_CACHE: mkdtempSync(path.join(tmpdir(), 'bench-cc-')) };
/** CPU seconds (user + system) and peak RSS of one whole process, from GNU time. */
function measure(argv: string[]): { cpu: number; rssMb: number } {
  const r = spawnSync('/usr/bin/time', ['-f', 'TIME %U %S %M', ...argv], { encoding: 'utf8', env, maxBuffer: 256 * 1024 * 1024 });
  const m = /TIME ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`${argv.slice(0, 4).join(' ')} failed: ${r.stderr.slice(-500)}`);
  return { cpu: Number(m[1]) + Number(m[2]), rssMb: Math.round(Number(m[3]) / 1024) };
}
const cpuOf: Record<string, number[]> = {};
const rssOf: Record<string, number[]> = {};
const ratios: number[] = [];
const names = Object.keys(commands);
for (const name of names) measure([...commands[name]!.slice(0, 4), ...textPdfs.slice(0, 2)]);
for (let r = 0; r < processRounds; r++) {
  const got: Record<string, number> = {};
  for (let k = 0; k < names.length; k++) {
    const name = names[(k + r) % names.length]!;
    const m = measure(commands[name]!);
    (cpuOf[name] ??= []).push(m.cpu); (rssOf[name] ??= []).push(m.rssMb);
    got[name] = m.cpu;
  }
  ratios.push(got['mca parse --each --json']! / got['pdf.js alone']!);
}
console.log(`\nwhole processes over ${textPdfs.length} text PDFs of the public sets (${processRounds} rounds, alternated; CPU s = user + system):`);
for (const name of names) console.log(`  ${name.padEnd(18)} CPU median ${median(cpuOf[name]!).toFixed(2)} s (${cpuOf[name]!.map((x) => x.toFixed(2)).join(', ')}), peak RSS ${median(rssOf[name]!)} MB`);
console.log(`  mca parse / pdf.js alone: ${median(ratios).toFixed(2)} (median of rounds ${ratios.map((x) => x.toFixed(2)).join(', ')}; must be at most 0.8)`);
mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
writeFileSync(path.join(repo, 'bench/results/parse.json'), JSON.stringify({
  bench: 'parse', node: process.version, cpus: availableParallelism(), date: new Date().toISOString(), load: loadavg()[0],
  files: inputs.length, generated: genDir ? genCount : 0, rounds, pages, statements: perStatement.length,
  pages_per_cpu_second: Math.round(rate(tFull) * 10) / 10, ms_per_page: Math.round((tFull / pages) * 100) / 100,
  ms_per_statement: { median: Math.round(q(0.5) * 10) / 10, p95: Math.round(q(0.95) * 10) / 10 },
  pdfjs_alone_pages_per_cpu_second: Math.round(rate(tBase) * 10) / 10,
  pdfium_alone_pages_per_cpu_second: Math.round(rate(tPdfium) * 10) / 10,
  pipeline_vs_pdfjs: Math.round(median(roundRatios) * 100) / 100, peak_rss_mb: Math.round(peak / 1024 / 1024),
  processes: { files: textPdfs.length, rounds: processRounds,
    cpu_seconds_median: Object.fromEntries(names.map((n) => [n, Math.round(median(cpuOf[n]!) * 100) / 100])),
    peak_rss_mb_median: Object.fromEntries(names.map((n) => [n, median(rssOf[n]!)])),
    mca_vs_pdfjs: Math.round(median(ratios) * 100) / 100 },
}, null, 2));
