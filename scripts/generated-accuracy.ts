// Parser accuracy on generated statements, per layout (nightly-sized):
//   node scripts/generated-accuracy.ts --count 2000 [--seed 500000] [--layout NAME[,NAME] | --world | --traits] [--json FILE] [--examples]
// --world scores the world layouts (issue 20: other countries, printouts, portal and aggregator reports) instead;
// --traits the trait layouts (issues 32 and 33: sectioned US statements, rotated pages, lying fonts ...).
// Prints per-layout transaction F1, description / category / header / month accuracy and the share of statements
// parsed exactly right. Exit code is 0 whatever the scores (it reports; the test suite asserts).

import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { generate, LAYOUT_NAMES, TRAIT_LAYOUT_NAMES, WORLD_LAYOUT_NAMES } from '../test/statements/generator/index.ts';
import { formatSummaryTable, scoreParse, summarize, type ResultScore, type LayoutSummary } from '../test/statements/score-report.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '500000' },
    layout: { type: 'string' },
    json: { type: 'string' },
    examples: { type: 'boolean', default: false },
    world: { type: 'boolean', default: false },
    traits: { type: 'boolean', default: false },
  },
});
const layouts = values.layout ? values.layout.split(',') : values.traits ? [...TRAIT_LAYOUT_NAMES] : values.world ? [...WORLD_LAYOUT_NAMES] : [...LAYOUT_NAMES];
const count = Number(values.count);
const seed0 = Number(values.seed);
const per = Math.max(1, Math.round(count / layouts.length));
const t0 = Date.now();
const summaries: LayoutSummary[] = [];
const engines = createEngines();
for (const layout of layouts) {
  const docs: ResultScore[] = [];
  const errors: string[] = [];
  for (let i = 0; i < per; i++) {
    const g = await generate(layout, seed0 + i);
    try {
      docs.push(scoreParse(g.truth, await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines })));
    } catch (e) {
      errors.push(`${g.fileName}: parser threw ${(e as Error).message}`);
    }
    if ((i + 1) % 50 === 0) process.stderr.write(`${layout}: ${i + 1}/${per}\n`);
  }
  const s = summarize(layout, docs, errors);
  summaries.push(s);
  process.stderr.write(`${layout}: F1 ${(100 * s.f1).toFixed(2)}%, exact ${(100 * s.exactShare).toFixed(1)}%\n`);
}
await engines.close();
const all = summaries.reduce((acc, s) => ({ st: acc.st + s.statements, ex: acc.ex + s.exactShare * s.statements }), { st: 0, ex: 0 });
console.log(`parser accuracy on ${per * layouts.length} generated PDFs (${per} per layout, seeds ${seed0}..${seed0 + per - 1})`);
console.log(formatSummaryTable(summaries));
console.log(`overall: ${all.st} statements, ${(100 * all.ex / Math.max(1, all.st)).toFixed(1)}% exactly right; ${((Date.now() - t0) / 1000).toFixed(0)} s`);
if (values.examples) for (const s of summaries) if (s.examples.length) console.log(`\n${s.layout}:\n  ${s.examples.join('\n  ')}`);
if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(summaries, null, 2)}\n`);
