// Prints, per truth file of the shared corpus, transaction precision/recall/F1 (date+amount+direction, and also
// with description) and header-field accuracy, then totals.
// Usage: node scripts/parse-corpus.ts [--verbose] [--dir DIR] [filter]   (--dir scores NAME.pdf + NAME.truth.json pairs
// of any folder, e.g. the output of test/statements/generator/cli.ts)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngines, extractDocument } from '../src/statements/index.ts';
import { corpusCases, loadTruth, scoreDocument, prf } from '../test/statements/score.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(repo, '..', 'shared');
const verbose = process.argv.includes('--verbose');
// --dump FILE: every statement's rows as text, to diff two versions of the reader exactly (scores round).
const dumpIdx = process.argv.indexOf('--dump');
const dump: string[] = [];
const dirIdx = process.argv.indexOf('--dir');
const dir = dirIdx > 0 ? process.argv[dirIdx + 1] : undefined;
const filter = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--dir' && all[i - 1] !== '--dump');
const cases = dir
  ? readdirSync(dir).filter((f) => f.endsWith('.pdf')).sort().map((f) => ({
      pdf: path.join(dir, f), truth: path.join(dir, f.replace(/\.pdf$/, '.truth.json')), name: `gen/${f}`,
    }))
  : corpusCases(shared);

const pct = (x: number) => (100 * x).toFixed(1).padStart(5);
const groups = new Map<string, { m: number; md: number; g: number; t: number; h: number; ht: number }>();
console.log(`${'file'.padEnd(62)}  P     R     F1   | F1+desc | header`);
// One warm PDFium (and OCR pool) for the whole run, as a parse worker has.
const engines = createEngines();
for (const c of cases) {
  if (filter && !c.name.includes(filter)) continue;
  const doc = await extractDocument({ name: path.basename(c.pdf), bytes: readFileSync(c.pdf) }, { engines });
  for (const st of doc.statements) {
    dump.push(`${c.name} ${st.bank_name ?? "-"} | ${st.account_holder ?? "-"} | ${st.account_number_last4 ?? "-"} | ${st.period_start}..${st.period_end}`);
    for (const t of st.transactions) dump.push(`  ${t.date} ${t.direction} ${t.amount} ${t.description}`);
  }
  if (!c.truth) {
    console.log(`${c.name.padEnd(62)}  (no truth) warnings=${doc.warnings.join(',') || '-'} statements=${doc.statements.length}`);
    continue;
  }
  const s = scoreDocument(c.name, loadTruth(c.truth), doc);
  const a = prf(s.tx.matched, s.tx.got, s.tx.truth);
  const d = prf(s.tx.matchedDesc, s.tx.got, s.tx.truth);
  console.log(`${c.name.padEnd(62)} ${pct(a.p)} ${pct(a.r)} ${pct(a.f1)} | ${pct(d.f1)}   | ${s.headerOk}/${s.headerTotal}`);
  if (verbose) for (const f of s.failedFields) console.log(`      ${f}`);
  const gk = dir ? 'generated' : (c.name.split('/')[1] ?? 'other');
  const g = groups.get(gk) ?? { m: 0, md: 0, g: 0, t: 0, h: 0, ht: 0 };
  g.m += s.tx.matched; g.md += s.tx.matchedDesc; g.g += s.tx.got; g.t += s.tx.truth; g.h += s.headerOk; g.ht += s.headerTotal;
  groups.set(gk, g);
}
await engines.close();
if (dumpIdx > 0) writeFileSync(process.argv[dumpIdx + 1]!, dump.join('\n') + '\n');
for (const [k, g] of groups) {
  const a = prf(g.m, g.g, g.t);
  const d = prf(g.md, g.g, g.t);
  console.log(`TOTAL ${k.padEnd(56)} ${pct(a.p)} ${pct(a.r)} ${pct(a.f1)} | ${pct(d.f1)}   | ${g.h}/${g.ht} (${pct(g.h / g.ht)}%)  [${g.m}/${g.t} tx]`);
}
