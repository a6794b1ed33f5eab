// Whole-pipeline accuracy on groups of statements with truth (the challenge set, the samples): each group's PDFs
// are parsed together, as an upload would be, and scored against the group truth on transactions, descriptions,
// categories, header fields, application, month figures and financials/positions.
// Usage: node scripts/truth-accuracy.ts [DIR]   (default ../shared/corpus/challenge; each subfolder with GROUP.truth.json)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { formatSummaryTable, scoreParse, summarize, type LayoutSummary } from '../test/statements/score-report.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
const root = path.resolve(dirArg ?? path.join(repo, '..', 'shared', 'corpus', 'challenge'));
const rows: LayoutSummary[] = [];
const engines = createEngines();
for (const group of readdirSync(root).sort()) {
  const truthPath = path.join(root, group, `${group}.truth.json`);
  if (!existsSync(truthPath)) continue;
  const truth = JSON.parse(readFileSync(truthPath, 'utf8'));
  const files: string[] = truth.files ?? readdirSync(path.join(root, group)).filter((f) => f.endsWith('.pdf')).sort();
  const inputs = files.map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(path.join(root, group, f))) }));
  const result = await parseStatements(inputs, { engines });
  const d = scoreParse({ ...truth, file: group }, result);
  rows.push(summarize(`${group}${truth.layout ? ` (${truth.layout})` : ''}`, [d]));
  if (process.argv.includes('--verbose')) {
    for (const p of d.problems.slice(0, 10)) console.log(`  ${group}: ${p}`);
    for (const s of d.statements) for (const p of s.problems) console.log(`  ${group}#${s.truthIndex}: ${p}`);
  }
}
await engines.close();
console.log(formatSummaryTable(rows));
