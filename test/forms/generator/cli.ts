// Write generated application forms and upload papers to a folder:
//   node test/forms/generator/cli.ts --out DIR [--count N] [--seed S] [--layout NAME|dev|held-out|blind|fresh|unseen|all[,...]] [--style typed|handwritten|fillable | --all-styles] [--scan] [--documents]
// Writes NAME_SEED[_STYLE][_scan].pdf + .truth.json pairs: N seeds (S, S+1, ...) of every chosen layout. Without
// --layout: every form layout, and with --documents also the other papers (check, ID card, tax forms, invoice).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BLIND_LAYOUT_NAMES, DOCUMENT_NAMES, FORM_LAYOUT_NAMES, FRESH_LAYOUT_NAMES, generate, HELD_OUT_LAYOUT_NAMES, layoutsOf, STYLES, UNSEEN_LAYOUT_NAMES } from './index.ts';
import type { Style } from './canvas.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    count: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    layout: { type: 'string' },
    style: { type: 'string' },
    scan: { type: 'boolean', default: false },
    documents: { type: 'boolean', default: false },
    'all-styles': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values.out) {
  process.stderr.write('usage: node test/forms/generator/cli.ts --out DIR [--count N] [--seed S] [--layout NAME|dev|held-out|blind|fresh|unseen|all[,...]] [--style STYLE | --all-styles] [--scan] [--documents]\n' +
    `form layouts: ${FORM_LAYOUT_NAMES.join(', ')}\nheld-out layouts (--layout held-out): ${HELD_OUT_LAYOUT_NAMES.join(', ')}\nblind layouts (--layout blind): ${BLIND_LAYOUT_NAMES.join(', ')}\nfresh layouts (--layout fresh): ${FRESH_LAYOUT_NAMES.join(', ')}\nunseen layouts (--layout unseen): ${UNSEEN_LAYOUT_NAMES.join(', ')}\ndocuments (--documents or --layout): ${DOCUMENT_NAMES.join(', ')}\nstyles: ${STYLES.join(', ')} (default: picked by the seed)\n`);
  process.exit(values.help ? 0 : 2);
}
let chosen: string[];
try {
  chosen = values.layout ? layoutsOf(values.layout) : [...FORM_LAYOUT_NAMES, ...(values.documents ? DOCUMENT_NAMES : [])];
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(2);
}
if (values.style && !STYLES.includes(values.style as Style)) {
  process.stderr.write(`unknown style ${values.style}; known: ${STYLES.join(', ')}\n`);
  process.exit(2);
}
const count = Number(values.count), seed0 = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed0)) {
  process.stderr.write('--count and --seed must be integers\n');
  process.exit(2);
}
fs.mkdirSync(values.out, { recursive: true });
const t0 = Date.now();
let n = 0;
for (const layout of chosen) {
  const isForm = FORM_LAYOUT_NAMES.includes(layout);
  const styles: (Style | undefined)[] = isForm && values['all-styles'] ? [...STYLES] : [values.style as Style | undefined];
  for (let seed = seed0; seed < seed0 + count; seed++) for (const style of styles) {
    const name = [layout, seed, isForm && style ? style : '', values.scan ? 'scan' : ''].filter(Boolean).join('_');
    const g = await generate(layout, seed, { style, scan: values.scan, fileName: `${name}.pdf` });
    fs.writeFileSync(path.join(values.out, `${name}.pdf`), g.pdf);
    fs.writeFileSync(path.join(values.out, `${name}.truth.json`), `${JSON.stringify(g.truth, null, 2)}\n`);
    n++;
    process.stderr.write(`${name}.pdf  ${g.truth.kind}${g.truth.generator.style ? ` (${g.truth.generator.style})` : ''}, ${g.truth.locations.length} values\n`);
  }
}
process.stderr.write(`wrote ${n} PDF + truth pairs to ${values.out} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
