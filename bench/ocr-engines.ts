// Recognisers side by side on the very images we hand to recognition (issue 22): tesseract.js (the engine before),
// tesseract-wasm (the product's, a leaner Tesseract 5.3 WebAssembly build) and Debian's native tesseract (one thread, a reference
// only), image by image, alternating, in one run. CPU seconds per page (process CPU, threads included; native: the
// child's), and money and date tokens against the page's text version (recall / precision).
// Usage: node bench/ocr-engines.ts [LAYOUT[,LAYOUT...]] [--seed N] [--rounds N] [--no-native]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from '../test/statements/generator/index.ts';
import { OFFICE_SCANNER, scanPdf } from '../test/statements/scan/scan.ts';
import { openPdf } from '../src/statements/extract/pdf.ts';
import { OCR_SETTINGS } from '../src/statements/extract/ocr/index.ts';
import { createPool } from '../src/statements/extract/ocr/engine.ts';
import { JS_BACKEND } from './ocr-js-engine.ts';
import { createEngines } from '../src/statements/extract/engines.ts';
import { DEFAULT_SETTINGS } from '../src/statements/settings.ts';
import { composePage, type ImagePageProxy } from '../src/statements/extract/ocr/images.ts';
import { encodePgm, type Gray } from '../src/statements/extract/ocr/raster.ts';
import { preparePage } from '../src/statements/extract/ocr/page.ts';
import { childCpuMs, hasNativeTesseract, median, processCpuMs, readNative, table } from './lib.ts';
import { WASM_BACKEND } from '../src/statements/extract/ocr/wasm-engine.ts';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const layouts = (process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--')) ?? 'credits_debits_running,signed_minus,sectioned_iso').split(',');
const seed = Number(arg('--seed') ?? 22);
const rounds = Number(arg('--rounds') ?? 1);
const native = hasNativeTesseract();
const s = { ...DEFAULT_SETTINGS.ocr, ...OCR_SETTINGS, engines: 1, bands: 1, pageTimeoutMs: 600_000 };
const tmp = mkdtempSync(path.join(tmpdir(), 'ocr-engines-'));

const MONEY = /^[-(]?\$?\d{1,3}(,\d{3})*\.\d\d[-)]?$/;
const DATE = /^\d{1,4}[/.-]\d{1,2}([/.-]\d{2,4})?$/;
const tokens = (words: string[], re: RegExp) => words.map((w) => w.replace(/[-()$]/g, '')).filter((w) => re.test(w));
interface Score { hit: number; truth: number; read: number }
const add = (a: Score, truth: string[], read: string[]) => {
  const left = new Map<string, number>();
  for (const t of truth) left.set(t, (left.get(t) ?? 0) + 1);
  for (const r of read) { const n = left.get(r) ?? 0; if (n > 0) { a.hit++; left.set(r, n - 1); } }
  a.truth += truth.length;
  a.read += read.length;
};

interface Engine { name: string; read(img: Gray, dpi: number): Promise<string[]> }
const js = createPool(JS_BACKEND);
const wasm = createPool(WASM_BACKEND);
const engines: Engine[] = [
  { name: 'tesseract.js 7', read: async (img, dpi) => (await js.recognize(encodePgm(img), Date.now() + 600_000, dpi, 1, 600_000)).map((w) => w.text) },
  { name: 'tesseract-wasm 0.11 (ours)', read: async (img, dpi) => (await wasm.recognize(encodePgm(img), Date.now() + 600_000, dpi, 1, 600_000)).map((w) => w.text) },
];
if (native) {
  engines.push({
    name: 'native tesseract 5.3 (1 thread)',
    read: async (img, dpi) => {
      const file = path.join(tmp, 'p.pgm');
      writeFileSync(file, encodePgm(img));
      return readNative(file, dpi).words;
    },
  });
}
const stats = new Map(engines.map((e) => [e.name, { cpu: [] as number[], money: { hit: 0, truth: 0, read: 0 }, dates: { hit: 0, truth: 0, read: 0 } }]));

const pdfEngines = createEngines();
// Warm both: an engine's start is not a page's cost.
const blank: Gray = { width: 64, height: 64, data: new Uint8Array(64 * 64).fill(255) };
for (const e of engines) await e.read(blank, 200);
let pages = 0;
for (const layout of layouts) {
  const g = await generate(layout, seed, { content: { months: 1, density: 0.3 } });
  const scan = await scanPdf(g.pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` });
  const o = await openPdf(scan.pdf, pdfEngines, DEFAULT_SETTINGS.extract);
  const t = await openPdf(g.pdf, pdfEngines, DEFAULT_SETTINGS.extract);
  if ('error' in o || 'error' in t) throw new Error('open');
  for (let p = 1; p <= o.info.pages; p++) {
    const page = (await o.doc.getPage(p)) as ImagePageProxy;
    const img = await composePage(page, s);
    if (!img) continue;
    // The image the product hands to recognition (page.ts), the same for every engine.
    const { clean } = preparePage(img, s);
    const text = (await (await t.doc.getPage(p) as unknown as { getTextContent(): Promise<{ items: { str: string }[] }> }).getTextContent()).items.flatMap((i) => i.str.split(/\s+/)).filter(Boolean);
    pages++;
    for (let r = 0; r < rounds; r++) {
      // Alternating: each round starts with the next engine, so no engine always runs first.
      for (let k = 0; k < engines.length; k++) {
        const e = engines[(k + pages + r) % engines.length]!;
        const st = stats.get(e.name)!;
        const c0 = processCpuMs(), n0 = childCpuMs();
        const words = await e.read(clean, img.dpi);
        st.cpu.push(processCpuMs() - c0 + childCpuMs() - n0);
        if (r === 0) { add(st.money, tokens(text, MONEY), tokens(words, MONEY)); add(st.dates, tokens(text, DATE), tokens(words, DATE)); }
      }
    }
  }
  await o.close();
  await t.close();
}
await js.close();
await wasm.close();
await pdfEngines.close();
rmSync(tmp, { recursive: true, force: true });
const nat = native ? median(stats.get(engines[2]!.name)!.cpu) : NaN;
console.log(table(engines.map((e) => {
  const st = stats.get(e.name)!;
  const m = median(st.cpu);
  return {
    engine: e.name, cpu_s_page_median: (m / 1000).toFixed(2), cpu_s_page_mean: (st.cpu.reduce((a, b) => a + b, 0) / st.cpu.length / 1000).toFixed(2),
    ratio_to_native: (m / nat).toFixed(2),
    money_recall: (st.money.hit / st.money.truth).toFixed(3), money_precision: (st.money.hit / st.money.read).toFixed(3),
    dates_recall: (st.dates.hit / st.dates.truth).toFixed(3),
  };
})));
console.log(`${pages} pages x ${rounds} rounds`);
