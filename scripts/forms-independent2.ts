// Measures the project's form reader on the second independent generator's forms (test/forms/independent2: brokers'
// layouts written from applications.md without reading the reader): per layout and style, fields right, wrong,
// missed and invented.
//   node scripts/forms-independent2.ts [--layouts a,b] [--styles typed,handwritten,fillable] [--count N] [--seed S] [--scan] [--details]
import { parseArgs } from 'node:util';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { scoreApplication, type FieldScore } from '../test/forms/generator/score.ts';
import { generateIndependent2, INDEPENDENT2_LAYOUT_NAMES, STYLES, type Style } from '../test/forms/independent2/index.ts';

interface Tally { forms: number; fields: number; right: number; wrong: number; missed: number; invented: number }
const zero = (): Tally => ({ forms: 0, fields: 0, right: 0, wrong: 0, missed: 0, invented: 0 });

function line(name: string, t: Tally): string {
  const pct = (n: number) => (t.fields ? `${((100 * n) / t.fields).toFixed(1)}%` : '-');
  const cell = (n: number) => `${n} (${pct(n)})`.padEnd(14);
  return `${name.padEnd(34)} ${String(t.forms).padEnd(6)} ${String(t.fields).padEnd(7)} ${cell(t.right)} ${cell(t.wrong)} ${cell(t.missed)} ${cell(t.invented)}`;
}

function add(into: Tally, s: Omit<Tally, 'forms'>, forms = 1): void {
  into.forms += forms;
  for (const k of ['fields', 'right', 'wrong', 'missed', 'invented'] as const) into[k] += s[k];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { layouts: { type: 'string' }, styles: { type: 'string' }, count: { type: 'string' },
    seed: { type: 'string' }, scan: { type: 'boolean' }, details: { type: 'boolean' } } });
  const layouts = values.layouts ? values.layouts.split(',') : INDEPENDENT2_LAYOUT_NAMES;
  const styles = (values.styles ? values.styles.split(',') : STYLES) as Style[];
  const count = Number(values.count ?? 3);
  const seed0 = Number(values.seed ?? 1);
  const engines = createEngines();
  const total = zero();
  console.log(`${'layout / style'.padEnd(34)} ${'forms'.padEnd(6)} ${'fields'.padEnd(7)} ${'right'.padEnd(14)} ${'wrong'.padEnd(14)} ${'missed'.padEnd(14)} invented`);
  try {
    for (const layout of layouts) {
      for (const style of styles) {
        const tally = zero();
        const details: string[] = [];
        for (let i = 0; i < count; i++) {
          const seed = seed0 + i;
          const f = await generateIndependent2(layout, seed, { style, scan: values.scan ?? false });
          const name = `${layout}-${style}-${seed}${values.scan ? '-scan' : ''}.pdf`;
          const r = await parseStatements([{ name, bytes: f.pdf }], { engines });
          const s = scoreApplication(f.truth, (r.application ?? null) as unknown as Record<string, unknown> | null, ['date_of_birth']);
          add(tally, s);
          const bad = s.details.filter((d: FieldScore) => d.verdict !== 'right');
          for (const d of bad) details.push(`    ${name} ${d.verdict.padEnd(8)} ${d.field}: truth ${JSON.stringify(d.truth)} read ${JSON.stringify(d.read)}`);
        }
        add(total, tally, tally.forms);
        console.log(line(`${layout} / ${style}${values.scan ? ' (scan)' : ''}`, tally));
        if (values.details) for (const d of details) console.log(d);
      }
    }
    console.log(line('TOTAL', total));
  } finally {
    await (engines as { close?: () => Promise<void> | void }).close?.();
  }
}

await main();
