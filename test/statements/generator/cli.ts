// Write generated statements to a folder:
//   node test/statements/generator/cli.ts --out DIR --count N --seed S [--layout NAME[,NAME...]] [--world | --traits]
// Writes NAME.pdf + NAME.truth.json pairs. With one --layout, seeds S..S+N-1 of it; with several (comma-separated),
// or without --layout, the files cycle through the layouts (the main set, the world set with --world, the trait set
// with --traits) and each layout gets seeds S, S+1, ... (`--traits --count 20 --per-layout` writes 20 seeds of each.)

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_LAYOUT_NAMES, generate, LAYOUT_NAMES, TRAIT_LAYOUT_NAMES, WORLD_LAYOUT_NAMES } from './index.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    count: { type: 'string', default: '12' },
    seed: { type: 'string', default: '1' },
    layout: { type: 'string' },
    world: { type: 'boolean', default: false },
    traits: { type: 'boolean', default: false },
    'per-layout': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values.out) {
  process.stderr.write(`usage: node test/statements/generator/cli.ts --out DIR --count N --seed S [--layout NAME[,NAME...]] [--world | --traits] [--per-layout]\n` +
    `  --per-layout: N seeds of every chosen layout (else N files in all, cycling through the layouts)\n` +
    `layouts: ${LAYOUT_NAMES.join(', ')}\nworld layouts (--world): ${WORLD_LAYOUT_NAMES.join(', ')}\ntrait layouts (--traits): ${TRAIT_LAYOUT_NAMES.join(', ')}\n`);
  process.exit(values.help ? 0 : 2);
}
const chosen = values.layout ? values.layout.split(',').map((x) => x.trim()).filter(Boolean) : null;
const unknown = (chosen ?? []).filter((x) => !ALL_LAYOUT_NAMES.includes(x));
if (unknown.length) {
  process.stderr.write(`unknown layout ${unknown.join(', ')}; known: ${ALL_LAYOUT_NAMES.join(', ')}\n`);
  process.exit(2);
}
const cycle: readonly string[] = chosen ?? (values.traits ? TRAIT_LAYOUT_NAMES : values.world ? WORLD_LAYOUT_NAMES : LAYOUT_NAMES);

const out = values.out;
const perLayout = Number(values.count);
const count = values['per-layout'] ? perLayout * cycle.length : perLayout;
const seed0 = Number(values.seed);
if (!Number.isInteger(perLayout) || perLayout < 1 || !Number.isInteger(seed0)) {
  process.stderr.write('--count and --seed must be integers\n');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
const t0 = Date.now();
for (let i = 0; i < count; i++) {
  const layout = cycle[i % cycle.length] as string;
  const seed = seed0 + Math.floor(i / cycle.length);
  const name = `${layout}_${seed}`;
  const g = await generate(layout, seed, { fileName: `${name}.pdf` });
  fs.writeFileSync(path.join(out, `${name}.pdf`), g.pdf);
  fs.writeFileSync(path.join(out, `${name}.truth.json`), `${JSON.stringify(g.truth, null, 2)}\n`);
  const txns = g.truth.statements.reduce((s, x) => s + x.transactions.length, 0);
  // A credit-card document has no bank statement: its rows are in the truth's `card` (world-cards*.ts).
  const card = g.truth.card ? `, card: ${g.truth.card.transactions.length} rows` : '';
  process.stderr.write(`[${i + 1}/${count}] ${name}.pdf  ${g.truth.statements.length} statement(s), ${txns} transactions${card}\n`);
}
process.stderr.write(`wrote ${count} PDF + truth pairs to ${out} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
