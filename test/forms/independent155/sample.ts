// Writes sample forms for a look by eye:
//   node test/forms/independent155/sample.ts [seed] [styles, comma-separated] [scan] [out dir]
// One PDF and one truth JSON per layout and style.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateIndependent155, INDEPENDENT155_LAYOUT_NAMES } from './index.ts';

const seed = Number(process.argv[2] ?? 1);
const styles = (process.argv[3] ?? 'typed,handwritten,fillable').split(',') as ('typed' | 'handwritten' | 'fillable')[];
const scan = process.argv[4] === 'scan';
const out = process.argv[5] ?? '/tmp/independent155';
mkdirSync(out, { recursive: true });
for (const layout of INDEPENDENT155_LAYOUT_NAMES) {
  for (const style of styles) {
    const g = await generateIndependent155(layout, seed, { style, scan: scan && style !== 'fillable' });
    const base = join(out, `${layout}-${style}-${seed}${scan ? '-scan' : ''}`);
    writeFileSync(`${base}.pdf`, g.pdf);
    writeFileSync(`${base}.json`, JSON.stringify({ broker: g.broker, country: g.country, pages: g.pages, truth: g.truth }, null, 2));
    console.log(`${base}.pdf  ${g.country}  ${g.truth.applicants.length} owner(s)`);
  }
}
