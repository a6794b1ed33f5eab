// Where OCR misreads (issue 22): a generated statement scanned as bench/ocr.ts scans it, OCR'd page by page, and each
// text-layer line set beside the OCR line nearest to it; lines whose money and date tokens differ are marked '!'.
// The bench says how much is lost; this says which figures and why (a lost minus, a slash, a split amount ...).
// Usage: node bench/ocr-diff.ts LAYOUT [SEED] [--phone] [--small] [--all] ['{"removeRules":false}' (OcrSettings)]
//   --small: the scanned.test.ts density (0.05) instead of the bench's (0.3); --all: every line, not only differences.
// Writes both readings to /tmp/ocrdbg/LAYOUT-SEED.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { generate } from '../test/statements/generator/index.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../test/statements/scan/scan.ts';
import { openPdf, readPage } from '../src/statements/extract/pdf.ts';
import type { PageText } from '../src/statements/types.ts';
import { createOcrPool, ocrRun } from '../src/statements/extract/ocr/index.ts';
import { createEngines } from '../src/statements/extract/engines.ts';
import { DEFAULT_SETTINGS } from '../src/statements/settings.ts';

const [layout = 'signed_minus', seedArg = '22'] = process.argv.slice(2).filter((a) => !a.startsWith('--') && !a.startsWith('{'));
const seed = Number(seedArg);
const all = process.argv.includes('--all');
const g = await generate(layout, seed, { content: { months: 1, density: process.argv.includes('--small') ? 0.05 : 0.3 } });
const scan = await scanPdf(g.pdf, { ...(process.argv.includes('--phone') ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` });
function lines(p: PageText): { y: number; s: string }[] {
  const its = [...p.items].sort((a, b) => a.y - b.y || a.x - b.x);
  const out: { y: number; items: typeof its }[] = [];
  for (const it of its) {
    const l = out.find((o) => Math.abs(o.y - it.y) < Math.max(3, it.h * 0.4));
    if (l) l.items.push(it); else out.push({ y: it.y, items: [it] });
  }
  return out.map((l) => ({ y: l.y, s: l.items.sort((a, b) => a.x - b.x).map((i) => i.str).join(' ') })).sort((a, b) => a.y - b.y);
}
const toks = (s: string) => (s.match(/[-$(]*\d[\d,]*\.\d\d\)?-?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*\.? ?\d{1,2}\b/g) ?? []).join(' ');
const engines = createEngines();
const pool = createOcrPool();
const t = await openPdf(g.pdf, engines, DEFAULT_SETTINGS.extract), o = await openPdf(scan.pdf, engines, DEFAULT_SETTINGS.extract);
if ('error' in t || 'error' in o) throw new Error('open');
const extra = JSON.parse(process.argv.find((a) => a.startsWith('{')) ?? '{}');
const run = ocrRun(pool, { pageTimeoutMs: 600_000, ...extra });
const dump: unknown[] = [];
let bad = 0, total = 0;
for (let p = 1; p <= t.info.pages; p++) {
  const tl = lines(await readPage(t.doc, p));
  const op = await run.read(o.doc, await readPage(o.doc, p), o.info.pages, 1e9, true);
  const ol = lines(op);
  dump.push({ page: p, text: tl, ocr: ol });
  console.log(`--- page ${p}: ${tl.length} text lines, ${ol.length} ocr lines`);
  for (const l of tl) {
    const near = ol.reduce((b, x) => (Math.abs(x.y - l.y) < Math.abs(b.y - l.y) ? x : b), ol[0] ?? { y: 1e9, s: '' });
    const a = toks(l.s), b = toks(near.s);
    if (a) total++;
    if (a !== b || all) { if (a !== b) bad++; console.log(`${a === b ? ' ' : '!'} T ${l.y.toFixed(0)} ${l.s}\n  O ${near.y.toFixed(0)} ${near.s}`); }
  }
}
console.log(`${bad} of ${total} token lines differ`);
mkdirSync('/tmp/ocrdbg', { recursive: true });
writeFileSync(`/tmp/ocrdbg/${layout}-${seed}.json`, JSON.stringify(dump));
await pool.close(); await engines.close(); await t.close(); await o.close();
