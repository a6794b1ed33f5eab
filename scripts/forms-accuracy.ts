// The application-form reader against generated forms it was not written on (test/forms/generator, another author's
// layouts): fields right, wrong, missed and invented (a value where the truth has none), per layout and style, and
// the kind each document of the upload was given.
//   node scripts/forms-accuracy.ts [--count N] [--seed S] [--documents]
import { parseArgs } from 'node:util';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { DOCUMENT_NAMES, FORM_LAYOUT_NAMES, STYLES, generate } from '../test/forms/generator/index.ts';
import { scoreApplication } from '../test/forms/generator/score.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '3' }, seed: { type: 'string', default: '700000' }, documents: { type: 'boolean', default: false } } });
const count = Number(values.count);
const seed0 = Number(values.seed);
const engines = createEngines();
const total = { fields: 0, right: 0, wrong: 0, missed: 0, invented: 0 };
const kinds = { right: 0, all: 0 };
console.log('layout                    style         forms  fields  right   wrong  missed  invented');
for (const layout of FORM_LAYOUT_NAMES) {
  for (const style of STYLES) {
    const t = { fields: 0, right: 0, wrong: 0, missed: 0, invented: 0 };
    for (let i = 0; i < count; i++) {
      const g = await generate(layout, seed0 + i, { style });
      const r = await parseStatements([{ name: g.truth.file, bytes: g.pdf }], { engines });
      kinds.all++; if (r.parsing_details.documents[0]?.kind === g.truth.kind) kinds.right++;
      const s = scoreApplication(g.truth.application!, r.application as unknown as Record<string, unknown>, ['date_of_birth']);
      for (const k of Object.keys(t) as (keyof typeof t)[]) { t[k] += s[k]; total[k] += s[k]; }
    }
    const pct = (n: number) => `${((100 * n) / Math.max(1, t.fields)).toFixed(1)}%`.padStart(7);
    console.log(`${layout.padEnd(25)} ${style.padEnd(12)} ${String(count).padStart(6)} ${String(t.fields).padStart(7)} ${pct(t.right)} ${pct(t.wrong)} ${pct(t.missed)} ${pct(t.invented)}`);
  }
}
if (values.documents) {
  for (const name of DOCUMENT_NAMES) {
    for (let i = 0; i < count; i++) {
      const g = await generate(name, seed0 + i);
      const r = await parseStatements([{ name: g.truth.file, bytes: g.pdf }], { engines });
      kinds.all++; if (r.parsing_details.documents[0]?.kind === g.truth.kind) kinds.right++;
    }
  }
}
const p = (n: number) => `${((100 * n) / Math.max(1, total.fields)).toFixed(1)}%`;
console.log(`overall: ${total.fields} fields, right ${p(total.right)}, wrong ${p(total.wrong)}, missed ${p(total.missed)}, invented ${p(total.invented)}; kind right ${kinds.right}/${kinds.all}`);
await engines.close();
