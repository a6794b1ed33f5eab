// Issue 36: what each document of the public corpora is classified as, against what it is. Every statement of
// real, samples, challenge, families and families2 must stay a statement kind; the wild pool's non-statements,
// activity printouts and card statements (its MANIFEST `kind`; measurement only) should be what they are.
// Usage: node scripts/kinds-corpus.ts [--wild] [--dump FILE]   (--dump: every statement's rows, to diff readers)
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngines, extractDocument } from '../src/statements/index.ts';

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'corpus');
const engines = createEngines();
const dumpIdx = process.argv.indexOf('--dump');
const dump: string[] = [];
const counts = new Map<string, number>();
const wrong: string[] = [];

function pdfs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? pdfs(p) : f.endsWith('.pdf') ? [p] : [];
  });
}

async function kindOf(file: string) {
  const doc = await extractDocument({ name: path.basename(file), bytes: readFileSync(file) }, { engines });
  for (const st of doc.statements) {
    dump.push(`${path.relative(corpus, file)} ${st.bank_name ?? '-'} | ${st.account_holder ?? '-'} | ${st.period_start}..${st.period_end} ${st.beginning_balance} ${st.ending_balance}`);
    for (const t of st.transactions) dump.push(`  ${t.date} ${t.direction} ${t.amount} ${t.balance} ${t.description}`);
  }
  return doc;
}

const STATEMENT_KINDS = new Set(['bank_statement', 'activity_printout', 'card_statement']);
if (!process.argv.includes('--wild')) {
  for (const set of ['real', 'samples', 'challenge', 'families', 'families2']) {
    for (const file of pdfs(path.join(corpus, set))) {
      const doc = await kindOf(file);
      const expected = /credit|card/i.test(path.basename(file)) ? 'card_statement' : 'statement';
      counts.set(`${set} ${doc.kind}`, (counts.get(`${set} ${doc.kind}`) ?? 0) + 1);
      if (!STATEMENT_KINDS.has(doc.kind!)) wrong.push(`${path.relative(corpus, file)}: ${doc.kind} (${doc.kind_reason}) expected ${expected}`);
      // One statement file is one paper: parts found in it (forms/parts.ts) would be a page taken for another paper.
      if (doc.parts) wrong.push(`${path.relative(corpus, file)}: parts ${doc.parts.map((p) => `${p.pages.join('-')} ${p.kind}`).join(', ')}`);
    }
  }
} else {
  const manifest = JSON.parse(readFileSync(path.join(corpus, 'wild', 'MANIFEST.json'), 'utf8')) as { file: string; kind: string }[];
  for (const m of manifest.filter((x) => ['not_a_statement', 'activity_printout', 'credit_card_statement'].includes(x.kind))) {
    const file = pdfs(path.join(corpus, 'wild')).find((p) => path.basename(p) === m.file);
    if (!file) continue;
    const doc = await kindOf(file);
    counts.set(`${m.kind} -> ${doc.kind}`, (counts.get(`${m.kind} -> ${doc.kind}`) ?? 0) + 1);
    if (doc.parts) wrong.push(`${m.file}: parts ${doc.parts.map((p) => `${p.pages.join('-')} ${p.kind}`).join(', ')}`);
    console.log(`${m.file.slice(0, 50).padEnd(50)} ${m.kind.padEnd(22)} ${String(doc.kind).padEnd(18)} ${doc.kind_confidence} ${doc.kind_reason}`);
  }
  // Every statement of the pool: one paper each, so a part found in one is a page taken for another paper.
  let n = 0;
  for (const m of manifest.filter((x) => !['not_a_statement', 'activity_printout', 'credit_card_statement'].includes(x.kind))) {
    const file = pdfs(path.join(corpus, 'wild')).find((p) => path.basename(p) === m.file);
    if (!file) continue;
    const doc = await kindOf(file);
    n++;
    if (doc.parts) wrong.push(`${m.file}: parts ${doc.parts.map((p) => `${p.pages.join('-')} ${p.kind}`).join(', ')}`);
  }
  counts.set('statements looked at for parts', n);
}
await engines.close();
for (const [k, n] of [...counts.entries()].sort()) console.log(`${k.padEnd(40)} ${n}`);
for (const w of wrong) console.log(`WRONG: ${w}`);
if (dumpIdx > 0) writeFileSync(process.argv[dumpIdx + 1]!, dump.join('\n') + '\n');
