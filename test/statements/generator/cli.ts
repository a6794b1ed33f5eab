// Write generated statements to a folder:
//   node test/statements/generator/cli.ts --out DIR --count N --seed S [--layout NAME]
// Writes NAME.pdf + NAME.truth.json pairs; without --layout the statements cycle through every layout.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate, LAYOUT_NAMES } from './index.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    count: { type: 'string', default: '12' },
    seed: { type: 'string', default: '1' },
    layout: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values.out) {
  process.stderr.write(`usage: node test/statements/generator/cli.ts --out DIR --count N --seed S [--layout NAME]\nlayouts: ${LAYOUT_NAMES.join(', ')}\n`);
  process.exit(values.help ? 0 : 2);
}
if (values.layout && !LAYOUT_NAMES.includes(values.layout)) {
  process.stderr.write(`unknown layout ${values.layout}; known: ${LAYOUT_NAMES.join(', ')}\n`);
  process.exit(2);
}

const out = values.out;
const count = Number(values.count);
const seed0 = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed0)) {
  process.stderr.write('--count and --seed must be integers\n');
  process.exit(2);
}
fs.mkdirSync(out, { recursive: true });
const t0 = Date.now();
for (let i = 0; i < count; i++) {
  const layout = values.layout ?? (LAYOUT_NAMES[i % LAYOUT_NAMES.length] as string);
  const seed = values.layout ? seed0 + i : seed0 + Math.floor(i / LAYOUT_NAMES.length);
  const name = `${layout}_${seed}`;
  const g = await generate(layout, seed, { fileName: `${name}.pdf` });
  fs.writeFileSync(path.join(out, `${name}.pdf`), g.pdf);
  fs.writeFileSync(path.join(out, `${name}.truth.json`), `${JSON.stringify(g.truth, null, 2)}\n`);
  const txns = g.truth.statements.reduce((s, x) => s + x.transactions.length, 0);
  process.stderr.write(`[${i + 1}/${count}] ${name}.pdf  ${g.truth.statements.length} statement(s), ${txns} transactions\n`);
}
process.stderr.write(`wrote ${count} PDF + truth pairs to ${out} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
