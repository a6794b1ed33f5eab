// Preview one form: node preview.ts LAYOUT SEED STYLE  (writes /tmp/i164-LAYOUT-SEED-STYLE.pdf, prints the truth).
import { writeFileSync } from 'node:fs';
import { generateIndependent164, INDEPENDENT164_LAYOUT_NAMES } from './index.ts';
const [layout = INDEPENDENT164_LAYOUT_NAMES[0]!, seed = '1', style = 'typed'] = process.argv.slice(2);
const r = await generateIndependent164(layout, Number(seed), { style: style as 'typed' });
writeFileSync(`/tmp/i164-${layout}-${seed}-${style}.pdf`, r.pdf);
console.log(JSON.stringify(r.truth, null, 1), r.pages, r.placed.length, r.decoys.length);
