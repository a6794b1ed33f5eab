// Where an OCR'd page's CPU goes (issue 22): each step of the page's image work timed on its own (process CPU, so
// tesseract.js's threads count), one engine, one band, against Debian's native tesseract (one thread) on the very
// image we hand to recognition, side by side in one run. The bench (bench/ocr.ts) gives the totals; this says which
// step to make cheaper.
// Usage: node bench/ocr-profile.ts [LAYOUT[,LAYOUT...]] [--seed N] [--backend wasm|js] [--no-native] [--keep DIR] [--phone]
//   (--phone: the harder tier's scans, PHONE_PHOTO; --keep also writes each image as PNG, to look at)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from '../test/statements/generator/index.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../test/statements/scan/scan.ts';
import { openPdf } from '../src/statements/extract/pdf.ts';
import { createOcrPool, OCR_SETTINGS } from '../src/statements/extract/ocr/index.ts';
import { JS_BACKEND } from './ocr-js-engine.ts';
import { createEngines } from '../src/statements/extract/engines.ts';
import { DEFAULT_SETTINGS } from '../src/statements/settings.ts';
import { composeGray, composePage, maxScanPixels, type ImagePageProxy } from '../src/statements/extract/ocr/images.ts';
import { deskew, encodePgm, encodePng, estimateSkew } from '../src/statements/extract/ocr/raster.ts';
import { orientation, turn } from '../src/statements/extract/ocr/orient.ts';
import { removeRules } from '../src/statements/extract/ocr/rules.ts';
import { flattenBackground } from '../src/statements/extract/ocr/background.ts';
import { cutBands } from '../src/statements/extract/ocr/bands.ts';
import { hasNativeTesseract, processCpuMs, readNative, table } from './lib.ts';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const layouts = (process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !['--seed', '--keep', '--backend'].includes(all[i - 1]!)) ?? 'credits_debits_running,signed_minus,sectioned_iso').split(',');
const seed = Number(arg('--seed') ?? 22);
// --keep DIR: the images handed to recognition are kept there (to try engine settings on them).
const keep = arg('--keep');
const native = hasNativeTesseract();
const s = { ...DEFAULT_SETTINGS.ocr, ...OCR_SETTINGS, engines: 1, bands: 1, pageTimeoutMs: 600_000 };
const tmp = mkdtempSync(path.join(tmpdir(), 'ocr-profile-'));
const totals = new Map<string, number>();
async function step<T>(name: string, f: () => T | Promise<T>): Promise<T> {
  const c0 = processCpuMs();
  const r = await f();
  totals.set(name, (totals.get(name) ?? 0) + processCpuMs() - c0);
  return r;
}

// Warm: the engine's start is not a page's cost.
const backend = arg('--backend') === 'js' ? 'js' : 'wasm';
const pool = createOcrPool(backend === 'js' ? JS_BACKEND : undefined);
const engines = createEngines();
await pool.recognize(encodePgm({ width: 64, height: 64, data: new Uint8Array(64 * 64).fill(255) }), Date.now() + 60_000, 200, 1, 600_000);
let pages = 0;
for (const layout of layouts) {
  const g = await generate(layout, seed, { content: { months: 1, density: 0.3 } });
  const scan = await scanPdf(g.pdf, { ...(process.argv.includes('--phone') ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` });
  const o = await openPdf(scan.pdf, engines, DEFAULT_SETTINGS.extract);
  if ('error' in o) throw new Error(o.error);
  for (let p = 1; p <= o.info.pages; p++) {
    pages++;
    // The page's picture both ways: pdf.js (the fallback: masks, forms, turned pages) and PDFium (what a plain scan gets).
    const page = await step('pdf.js getPage (fallback)', () => o.doc.getPage(p) as Promise<ImagePageProxy>);
    await step('pdf.js decode + compose (fallback)', () => composePage(page, s));
    const { width, height } = o.doc.text.readPage(p);
    const img = await step('PDFium decode + compose', () => {
      const plain = o.doc.pageImages(p, maxScanPixels(width, height, s));
      return plain && composeGray(plain, width, height, s);
    });
    if (!img) continue;
    const even = await step('background', () => flattenBackground(img.gray, img.dpi, s));
    const t = await step('orientation', () => orientation(even, s));
    const up = await step('turn', () => turn(even, t));
    const skew = await step('skew estimate', () => estimateSkew(up, s));
    const straight = await step('deskew', () => deskew(up, skew));
    const clean = await step('rule removal', () => removeRules(straight, img.dpi, s));
    // One band, as the product cuts it (not cropped); native reads the whole page too.
    const band = await step('bands', () => cutBands(clean, 1, s)[0]!);
    const pgm = await step('encode', () => encodePgm(band.gray));
    await step(`recognise (${backend === 'js' ? 'tesseract.js' : 'tesseract-wasm'}, 1 thread)`, () => pool.recognize(pgm, Date.now() + 600_000, img.dpi, 1, 600_000));
    if (keep) { writeFileSync(path.join(keep, `${layout}-${p}.pgm`), pgm); writeFileSync(path.join(keep, `${layout}-${p}.png`), encodePng(band.gray)); }
    if (native) {
      const file = path.join(tmp, 'p.pgm');
      writeFileSync(file, encodePgm(clean));
      totals.set('native tesseract (same image)', (totals.get('native tesseract (same image)') ?? 0) + readNative(file, img.dpi).cpuMs);
    }
  }
  await o.close();
}
await pool.close();
await engines.close();
rmSync(tmp, { recursive: true, force: true });
const ours = [...totals].filter(([k]) => !k.startsWith('native') && !k.includes('fallback')).reduce((a, [, v]) => a + v, 0);
console.log(table([...totals].map(([k, v]) => ({ step: k, cpu_ms_page: (v / pages).toFixed(0), share_of_ours: k.startsWith('native') || k.includes('fallback') ? '' : `${((100 * v) / ours).toFixed(1)}%` }))));
console.log(`${pages} pages; ours ${(ours / pages).toFixed(0)} ms/page` + (native ? `, native ${((totals.get('native tesseract (same image)') ?? 0) / pages).toFixed(0)} ms/page, ratio ${(ours / (totals.get('native tesseract (same image)') ?? 1)).toFixed(2)}` : ''));
