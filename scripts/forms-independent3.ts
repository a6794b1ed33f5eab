// Measures the project's form reader on the third independent generator's forms (test/forms/independent3: seven
// brokers' layouts written from applications.md by an author who read neither the reader nor the other generators):
// per layout and style, fields right, wrong, missed and invented.
//   node scripts/forms-independent3.ts [--layouts a,b] [--styles typed,handwritten,fillable] [--count N] [--seed S] [--scan] [--details]
import { parseArgs } from 'node:util';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { scoreApplication, type FieldScore } from '../test/forms/generator/score.ts';
import { generateIndependent3, INDEPENDENT3_LAYOUT_NAMES, INDEPENDENT3_STYLES } from '../test/forms/independent3/index.ts';
import type { Style } from '../test/forms/independent3/sheet.ts';

interface Tally { forms: number; fields: number; right: number; wrong: number; missed: number; invented: number }
const zero = (): Tally => ({ forms: 0, fields: 0, right: 0, wrong: 0, missed: 0, invented: 0 });

function row(name: string, t: Tally): string {
  const pct = (n: number) => (t.fields ? `${((100 * n) / t.fields).toFixed(1)}%` : '-');
  const cell = (n: number) => `${n} (${pct(n)})`.padEnd(15);
  return `${name.padEnd(32)} ${String(t.forms).padEnd(6)} ${String(t.fields).padEnd(7)} ${cell(t.right)} ${cell(t.wrong)} ${cell(t.missed)} ${cell(t.invented)}`;
}

function add(into: Tally, s: Omit<Tally, 'forms'>, forms = 1): void {
  into.forms += forms;
  for (const k of ['fields', 'right', 'wrong', 'missed', 'invented'] as const) into[k] += s[k];
}

function pickList<T extends string>(arg: string | undefined, all: readonly T[], what: string): T[] {
  if (!arg) return [...all];
  const list = arg.split(',').map((s) => s.trim()).filter(Boolean) as T[];
  for (const x of list) if (!all.includes(x)) throw new Error(`unknown ${what} ${x} (known: ${all.join(', ')})`);
  return list;
}

const show = (v: unknown) => (v === null || v === undefined ? 'null' : JSON.stringify(v));

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { layouts: { type: 'string' }, styles: { type: 'string' }, count: { type: 'string' },
    seed: { type: 'string' }, scan: { type: 'boolean' }, details: { type: 'boolean' } } });
  const layouts = pickList(values.layouts, INDEPENDENT3_LAYOUT_NAMES, 'layout');
  const styles = pickList<Style>(values.styles, INDEPENDENT3_STYLES, 'style');
  const count = Number(values.count ?? 5);
  const seed0 = Number(values.seed ?? 1);
  const scan = values.scan === true;
  const engines = createEngines();
  const total = zero();
  console.log(`${'layout / style'.padEnd(32)} ${'forms'.padEnd(6)} ${'fields'.padEnd(7)} ${'right'.padEnd(15)} ${'wrong'.padEnd(15)} ${'missed'.padEnd(15)} invented`);
  try {
    for (const layout of layouts) {
      for (const style of styles) {
        const tally = zero();
        const notes: string[] = [];
        for (let i = 0; i < count; i++) {
          const seed = seed0 + i;
          const form = await generateIndependent3(layout, seed, { style, scan });
          const name = `${layout}-${style}-${seed}${scan ? '-scan' : ''}.pdf`;
          const r = await parseStatements([{ name, bytes: form.pdf }], { engines });
          const score = scoreApplication(form.truth, (r.application ?? null) as unknown as Record<string, unknown> | null, ['date_of_birth']);
          add(tally, score);
          if (values.details) notes.push(...score.details.filter((d: FieldScore) => d.verdict !== 'right')
            .map((d) => `    seed ${seed} ${d.verdict.padEnd(8)} ${d.field}: truth ${show(d.truth)} read ${show(d.read)}`));
        }
        add(total, tally, tally.forms);
        console.log(row(`${layout} / ${style}${scan ? ' (scan)' : ''}`, tally));
        for (const n of notes) console.log(n);
      }
    }
    console.log(row('TOTAL', total));
  } finally {
    await (engines as { close?: () => Promise<void> }).close?.();
  }
}

await main();
