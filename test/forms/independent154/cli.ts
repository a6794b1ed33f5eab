// Writes sample forms of set 154: node test/forms/independent154/cli.ts OUT_DIR [seeds=3] [--scan]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INDEPENDENT154_LAYOUT_NAMES, generateIndependent154 } from './index.ts';

const out = process.argv[2] ?? '.tmp/independent154';
const seeds = Number(process.argv[3] ?? 3);
const scan = process.argv.includes('--scan');
mkdirSync(out, { recursive: true });
for (const layout of INDEPENDENT154_LAYOUT_NAMES) {
  for (let seed = 1; seed <= seeds; seed++) {
    for (const style of ['typed', 'handwritten', 'fillable'] as const) {
      if (scan && style === 'fillable') continue;
      const r = await generateIndependent154(layout, seed, { style, scan });
      const name = `${layout}-${seed}-${style}${scan ? '-scan' : ''}`;
      writeFileSync(join(out, `${name}.pdf`), r.pdf);
      writeFileSync(join(out, `${name}.json`), JSON.stringify({ broker: r.broker, country: r.country, pages: r.pages, truth: r.truth, placed: r.placed, decoys: r.decoys }, null, 1));
    }
  }
}
console.log(`wrote ${out}`);
