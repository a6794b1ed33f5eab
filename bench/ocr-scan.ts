// A generated statement scanned as the OCR bench scans it, read with `--explain=lines` (what the reader took each
// line for) beside its text version, with no page time limit (a loaded machine's slowness does not decide what is
// read), and every difference of each reading from the truth. Writes LAYOUT-SEED.{scan.pdf,text.pdf,truth.json,scan.lines,text.lines} to OUTDIR.
// Usage: node bench/ocr-scan.ts LAYOUT [SEED] [OUTDIR] [--phone] (--phone: the harder tier's scan, PHONE_PHOTO)
//   [--dense] (--dense: the bench's dense statement, two months of a busy account)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '../test/statements/generator/index.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../test/statements/scan/scan.ts';
import { createEngines, extractDocument, formatLines, resolveSettings } from '../src/statements/index.ts';

const engines = createEngines();
import { parseWithDocuments } from '../src/statements/pipeline.ts';
import { scoreParse } from '../test/statements/score-report.ts';

const [layout = 'signed_minus', seedArg = '22', out = '/tmp/ocr-scans'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const scanner = process.argv.includes('--phone') ? PHONE_PHOTO : OFFICE_SCANNER;
const seed = Number(seedArg);
const g = await generate(layout, seed, { content: process.argv.includes('--dense') ? { months: 2, density: 3 } : { months: 1, density: 0.3 } });
const scan = await scanPdf(g.pdf, { ...scanner, seed: `${layout}:${seed}` });
mkdirSync(out, { recursive: true });
const base = path.join(out, `${layout}-${seed}`);
writeFileSync(`${base}.scan.pdf`, scan.pdf);
writeFileSync(`${base}.text.pdf`, g.pdf);
writeFileSync(`${base}.truth.json`, JSON.stringify(g.truth, null, 1));
const settings = resolveSettings({ ocr: { pageTimeoutMs: 600_000 } });
for (const [kind, bytes] of [['scan', scan.pdf], ['text', g.pdf]] as const) {
  const doc = await extractDocument({ name: `${layout}-${seed}.${kind}.pdf`, bytes }, { explain: true, settings, engines });
  writeFileSync(`${base}.${kind}.lines`, formatLines(doc));
  // Every difference from the truth (the bench prints the first few).
  const { explain: _explain, ...plain } = doc;
  const d = scoreParse(g.truth, (await parseWithDocuments([], [plain], { settings })).result);
  console.log(`${kind}: ${[...d.problems, ...d.statements.flatMap((x) => x.problems)].join('\n  ') || 'exact'}`);
}
await engines.close();
console.log(`${base}.{scan,text}.lines`);
