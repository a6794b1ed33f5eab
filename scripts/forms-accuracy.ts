// The application-form reader against generated forms it was not written on (test/forms/generator, another author's
// layouts): fields right, wrong, missed and invented (a value where the truth has none), per layout and style, and
// the kind each document of the upload was given. `--layouts held-out` measures on the layouts kept apart from the
// reader's development (test/forms/generator/layouts-held-out.ts); `blind` on the layouts nobody working on the reader
// has read (layouts-blind.ts: the final measure once the held-out ones have been used); `fresh` on a fourth set
// written the same way (layouts-fresh.ts: for once the blind ones have been used); `unseen` on a fifth (layouts-unseen.ts);
// `dev` on the others.
import { parseArgs } from 'node:util';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { BLIND_LAYOUT_NAMES, DOCUMENT_NAMES, FRESH_LAYOUT_NAMES, HELD_OUT_LAYOUT_NAMES, layoutsOf, STYLES, generate, UNSEEN_LAYOUT_NAMES } from '../test/forms/generator/index.ts';
import type { Style } from '../test/forms/generator/canvas.ts';
import { scoreApplication } from '../test/forms/generator/score.ts';
import { generate as generateStatement, LAYOUT_NAMES as STATEMENT_LAYOUTS } from '../test/statements/generator/index.ts';
import { joinPdfs } from '../src/statements/forms/package.test-util.ts';

const USAGE = `usage: node scripts/forms-accuracy.ts [--layouts dev|held-out|blind|fresh|unseen|all|NAME,...] [--styles typed,handwritten,fillable]
                                    [--count N] [--seed S] [--scan] [--documents] [--details]
  --layouts    which form layouts (default dev: the layouts the reader may be developed on; held-out: ${HELD_OUT_LAYOUT_NAMES.join(', ')};
               blind: ${BLIND_LAYOUT_NAMES.join(', ')}; fresh: ${FRESH_LAYOUT_NAMES.join(', ')};
               unseen: ${UNSEEN_LAYOUT_NAMES.join(', ')})
  --styles     value styles, comma-separated (default all; with --scan a fillable form is printed, so drawn as typed)
  --count/--seed  N seeds from S (default 3 from 700000)
  --scan       image-only scans of the forms (OCR; slow)
  --documents  also the other papers (check, ID, tax forms, invoice): their kind only
  --package    each form inside a deal package (one PDF: a generated statement, another paper, the form first, in the
               middle or last by seed): the application is scored as alone, and the statement's rows must read as alone
  --details    per layout, the fields wrong / missed / invented and how often
`;
const { values } = parseArgs({ options: { count: { type: 'string', default: '3' }, seed: { type: 'string', default: '700000' },
  documents: { type: 'boolean', default: false }, layouts: { type: 'string', default: 'dev' }, styles: { type: 'string' },
  scan: { type: 'boolean', default: false }, package: { type: 'boolean', default: false }, details: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } });
if (values.help) { process.stdout.write(USAGE); process.exit(0); }
const count = Number(values.count);
const seed0 = Number(values.seed);
let layouts: string[], styles: Style[];
try {
  layouts = layoutsOf(values.layouts).filter((l) => !DOCUMENT_NAMES.includes(l));
  styles = (values.styles ?? STYLES.join(',')).split(',').map((s) => {
    if (!STYLES.includes(s as Style)) throw new Error(`unknown style ${s}; known: ${STYLES.join(', ')}`);
    return s as Style;
  });
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}
const engines = createEngines();
type Tally = { fields: number; right: number; wrong: number; missed: number; invented: number };
const zero = (): Tally => ({ fields: 0, right: 0, wrong: 0, missed: 0, invented: 0 });
const total = zero();
const kinds = { right: 0, all: 0 };
const statementsLike = { same: 0, all: 0 };
/** The form joined with a statement and another paper into one file, the form first, between or last (by seed). */
async function inPackage(form: Uint8Array, seed: number) {
  const st = await generateStatement(STATEMENT_LAYOUTS[seed % STATEMENT_LAYOUTS.length]!, seed);
  const other = (await generate(DOCUMENT_NAMES[seed % DOCUMENT_NAMES.length]!, seed, {})).pdf;
  const alone = await parseStatements([{ name: 'statement.pdf', bytes: st.pdf }], { engines });
  const order = [[form, st.pdf, other], [st.pdf, form, other], [other, st.pdf, form]][seed % 3]!;
  const r = await parseStatements([{ name: 'package.pdf', bytes: await joinPdfs(order, engines) }], { engines });
  const rows = (x: typeof r) => JSON.stringify(x.parsing_details.statements.map((t) => t.transactions.map((y) => [y.date, y.amount, y.direction])));
  statementsLike.all++; if (rows(alone) === rows(r)) statementsLike.same++;
  return r;
}
const row = (name: string, style: string, forms: number, t: Tally) => {
  const cell = (n: number) => `${String(n).padStart(4)} ${`${((100 * n) / Math.max(1, t.fields)).toFixed(1)}%`.padStart(6)}`;
  console.log(`${name.padEnd(25)} ${style.padEnd(12)} ${String(forms).padStart(5)} ${String(t.fields).padStart(6)} ${cell(t.right)} ${cell(t.wrong)} ${cell(t.missed)} ${cell(t.invented)}`);
};
console.log(`layouts: ${values.layouts}${values.scan ? ' (scanned)' : ''}, seeds ${seed0}..${seed0 + count - 1}`);
console.log('layout                    style        forms fields       right       wrong      missed    invented');
for (const layout of layouts) {
  const lt = zero();
  const misses = new Map<string, number>();
  for (const style of styles) {
    const t = zero();
    for (let i = 0; i < count; i++) {
      const g = await generate(layout, seed0 + i, { style, scan: values.scan });
      const r = values.package ? await inPackage(g.pdf, seed0 + i) : await parseStatements([{ name: g.truth.file, bytes: g.pdf }], { engines });
      kinds.all++; if ((values.package ? r.parsing_details.documents[0]?.parts?.find((p) => p.kind === g.truth.kind) : r.parsing_details.documents[0])?.kind === g.truth.kind) kinds.right++;
      const s = scoreApplication(g.truth.application!, r.application as unknown as Record<string, unknown>, ['date_of_birth']);
      for (const k of Object.keys(t) as (keyof Tally)[]) { t[k] += s[k]; lt[k] += s[k]; total[k] += s[k]; }
      for (const d of s.details) if (d.verdict !== 'right') {
        const k = `${d.verdict} ${d.field.replace(/^applicants\[\d+\]/, 'applicants[]')}`;
        misses.set(k, (misses.get(k) ?? 0) + 1);
      }
    }
    row(layout, style, count, t);
  }
  if (styles.length > 1) row(layout, 'all', count * styles.length, lt);
  if (values.details && misses.size) {
    console.log(`    ${[...misses].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} x${n}`).join('; ')}`);
  }
}
if (values.documents) {
  for (const name of DOCUMENT_NAMES) {
    for (let i = 0; i < count; i++) {
      const g = await generate(name, seed0 + i, { scan: values.scan });
      const r = await parseStatements([{ name: g.truth.file, bytes: g.pdf }], { engines });
      kinds.all++; if (r.parsing_details.documents[0]?.kind === g.truth.kind) kinds.right++;
    }
  }
}
const p = (n: number) => `${n} (${((100 * n) / Math.max(1, total.fields)).toFixed(1)}%)`;
console.log(`overall: ${total.fields} fields, right ${p(total.right)}, wrong ${p(total.wrong)}, missed ${p(total.missed)}, invented ${p(total.invented)}; kind right ${kinds.right}/${kinds.all}${values.package ? `; packages whose statements read as alone ${statementsLike.same}/${statementsLike.all}` : ''}`);
await engines.close();
