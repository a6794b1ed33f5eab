// OCR benchmark: seconds per OCR'd page on one core (median, p95) and the process's peak RSS, on the real scan of the
// corpus (11 pages) and, when pdftoppm is there, generated statements rasterised into scans. The baseline in the
// same run is the text-layer reading of the same generated statements, so the ratio shows what OCR costs.
// Usage: node bench/ocr.ts
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../src/statements/extract/extract.ts';
import { closeOcr, type OcrProgress } from '../src/statements/extract/ocr/index.ts';
import { generate } from '../test/statements/generator/index.ts';
import { hasPdftoppm, scanPdf } from '../test/statements/scan/scan.ts';
import { percentile } from './lib.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scan = path.resolve(repo, '..', 'shared', 'corpus', 'real', 'first_security_bank_scanned.pdf');
const pages: OcrProgress[] = [];
let peak = process.memoryUsage().rss;
const sample = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);

const inputs: { name: string; bytes: Uint8Array; native?: Uint8Array }[] = [];
if (existsSync(scan)) inputs.push({ name: 'first_security_bank_scanned.pdf', bytes: new Uint8Array(readFileSync(scan)) });
if (hasPdftoppm()) {
  for (const [layout, seed] of [['credits_debits_running', 504], ['signed_trailing', 507], ['signed_minus', 501]] as const) {
    const g = await generate(layout, seed, { content: { months: 1, density: 0.05 } });
    inputs.push({ name: g.fileName, bytes: (await scanPdf(g.pdf, { dpi: 200, maxSkewDeg: 2, seed: `${layout}:${seed}` })).pdf, native: g.pdf });
  }
}
let nativeMs = 0;
let nativePages = 0;
for (const i of inputs) {
  process.stderr.write(`ocr: ${i.name}\n`);
  await extractDocument({ name: i.name, bytes: i.bytes }, { onOcrPage: (p) => { pages.push(p); process.stderr.write(`  page ${p.page}/${p.pages} ${(p.ms / 1000).toFixed(2)} s\n`); } });
  if (i.native) {
    const t0 = performance.now();
    const d = await extractDocument({ name: i.name, bytes: i.native });
    nativeMs += performance.now() - t0;
    nativePages += d.pages;
  }
}
clearInterval(sample);
await closeOcr();
const secs = pages.filter((p) => !p.error).map((p) => p.ms / 1000).sort((a, b) => a - b);
console.log(`OCR pages: ${secs.length}; seconds per page median ${percentile(secs, 50).toFixed(2)}, p95 ${percentile(secs, 95).toFixed(2)}; ` +
  `mean confidence ${(100 * pages.reduce((s, p) => s + p.confidence, 0) / Math.max(1, pages.length)).toFixed(1)}%`);
if (nativePages) console.log(`baseline: the same generated statements from their text layer: ${(nativeMs / nativePages / 1000).toFixed(3)} s per page`);
console.log(`peak RSS (process, OCR engine included): ${Math.round(peak / 1048576)} MB`);
mkdirSync(path.join(repo, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(repo, 'bench', 'results', 'ocr.json'), JSON.stringify({
  pages: secs.length, seconds_per_page_median: percentile(secs, 50), seconds_per_page_p95: percentile(secs, 95),
  baseline_text_layer_seconds_per_page: nativePages ? nativeMs / nativePages / 1000 : null, peak_rss_mb: Math.round(peak / 1048576),
}, null, 2));
