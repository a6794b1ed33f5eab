// The text layer check (src/statements/extract/layer-trust.ts) on every page of a set of PDFs: which pages would be
// OCR'd as lying, and how far the others are from the limits. With --scramble, each page is also judged with its
// letters mapped through random permutations (what a subset font with a wrong ToUnicode map gives): those should all
// fail. Generated statements are included with --generated (the layouts and seeds of test/statements'
// generated-layouts.ts and world.test.ts).
//   node scripts/layer-check.ts [--generated] [--scramble N] [DIR|FILE...]   (default: ../shared/corpus, unless --generated)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPdf, readPage } from '../src/statements/extract/pdf.ts';
import { createEngines } from '../src/statements/extract/engines.ts';
import { judgeLayer } from '../src/statements/extract/layer-trust.ts';
import { DEFAULT_SETTINGS } from '../src/statements/settings.ts';
import type { PageText } from '../src/statements/types.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (n: string) => { const i = args.indexOf(n); if (i < 0) return null; args.splice(i, 1); return true; };
const generated = flag('--generated');
const si = args.indexOf('--scramble');
const scrambles = si >= 0 ? Number(args.splice(si, 2)[1]) : 0;
const dirs = args.length || generated ? args : [path.join(repo, '..', 'shared', 'corpus')];
const s = DEFAULT_SETTINGS.ocr;

function pdfsIn(p: string): string[] {
  if (statSync(p).isFile()) return p.endsWith('.pdf') ? [p] : [];
  return readdirSync(p).sort().flatMap((f) => pdfsIn(path.join(p, f)));
}

async function inputs(): Promise<{ name: string; bytes: Uint8Array }[]> {
  const out: { name: string; bytes: Uint8Array }[] = dirs.flatMap(pdfsIn).map((f) => ({ name: path.relative(repo, f), bytes: new Uint8Array(readFileSync(f)) }));
  if (!generated) return out;
  const { LAYOUT_NAMES, WORLD_LAYOUT_NAMES } = await import('../test/statements/generator/index.ts');
  const { generateCached } = await import('../test/statements/fixture-cache.ts');
  for (const layout of LAYOUT_NAMES) for (let i = 0; i < 18; i++) out.push({ name: `${layout}#${1000 + i}`, bytes: (await generateCached(layout, 1000 + i)).pdf });
  for (const layout of WORLD_LAYOUT_NAMES) for (const seed of [2001, 2002, 2003]) out.push({ name: `${layout}#${seed}`, bytes: (await generateCached(layout, seed)).pdf });
  return out;
}

/** A random permutation of a-z applied to the page's letters (case kept). */
function scrambled(page: PageText, seed: number): PageText {
  let x = seed * 2654435761 >>> 0;
  const rnd = () => ((x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const abc = [...'abcdefghijklmnopqrstuvwxyz'];
  for (let i = abc.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [abc[i], abc[j]] = [abc[j]!, abc[i]!]; }
  const map = (c: string) => { const k = c.toLowerCase().charCodeAt(0) - 97; if (k < 0 || k > 25) return c; return c === c.toLowerCase() ? abc[k]! : abc[k]!.toUpperCase(); };
  return { ...page, items: page.items.map((it) => ({ ...it, str: [...it.str].map(map).join('') })) };
}

const engines = createEngines();
let pages = 0, failed = 0, judgedMs = 0, scrambledPass = 0, scrambledAll = 0;
let minKnown = 1, minPairs = 1;
for (const input of await inputs()) {
  const o = await openPdf(input.bytes, engines, DEFAULT_SETTINGS.extract);
  if ('error' in o) continue;
  for (let p = 1; p <= o.info.pages; p++) {
    let page: PageText;
    try { page = await readPage(o.doc, p); } catch { continue; }
    // CPU time, not wall time: the machine is shared.
    const t = process.cpuUsage();
    const j = judgeLayer(page, s);
    const d = process.cpuUsage(t);
    judgedMs += (d.user + d.system) / 1000;
    pages++;
    if (j.reason) { failed++; console.log(`LIES ${input.name} p${p}: ${j.reason}`); }
    else if (j.words >= s.layerMinWords) { minKnown = Math.min(minKnown, j.known / j.words); minPairs = Math.min(minPairs, j.pairShare); }
    if (j.reason || j.words < s.layerMinWords) continue;
    if (j.known / j.words < 0.15 || j.pairShare < 0.85) console.log(`near ${input.name} p${p}: known ${j.known}/${j.words}, pairs ${j.pairShare.toFixed(3)}`);
    for (let k = 1; k <= scrambles; k++) {
      const sj = judgeLayer(scrambled(page, p * 1000 + k), s);
      scrambledAll++;
      if (!sj.reason) { scrambledPass++; console.log(`  scrambled ${input.name} p${p} #${k} passes: known ${sj.known}/${sj.words}, pairs ${sj.pairShare.toFixed(3)}`); }
    }
  }
  await o.close();
}
await engines.close();
console.log(`pages ${pages}, judged lying ${failed}; of the rest (with ${s.layerMinWords}+ words) lowest known-word share ${minKnown.toFixed(3)}, lowest pair share ${minPairs.toFixed(3)}`);
console.log(`judging: ${(judgedMs / Math.max(1, pages)).toFixed(3)} ms of CPU a page (the garbage shape check's share included)`);
if (scrambles) console.log(`scrambled pages judged honest: ${scrambledPass} of ${scrambledAll}`);
