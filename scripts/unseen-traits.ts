// The parser on the unseen trait layouts (test/statements/generator/unseen-traits.ts), written without reading it:
//   node scripts/unseen-traits.ts [--seeds 1..3] [--layout NAME[,NAME]] [--keep DIR]
// Per layout: transaction F1, months exactly right (every month figure of the truth), opening / closing balances
// right, and one line per failing document saying why (rows missed or invented, directions flipped, dates or amounts
// misread, a statement not found). Reports only; the exit code is 0 whatever the scores.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { generate, UNSEEN_TRAIT_LAYOUT_NAMES } from '../test/statements/generator/index.ts';
import type { Truth } from '../test/statements/generator/index.ts';
import { scoreParse, summarize, type ResultScore } from '../test/statements/score-report.ts';
import { cents, normText, pairRows, pairStatements, type Row } from '../test/statements/score.ts';
import type { ParseResult } from '../src/statements/types.ts';

const { values } = parseArgs({ options: { seeds: { type: 'string', default: '1..3' }, layout: { type: 'string' }, keep: { type: 'string' } } });
const [lo, hi] = values.seeds.split('..').map(Number) as [number, number];
const layouts = values.layout ? values.layout.split(',') : [...UNSEEN_TRAIT_LAYOUT_NAMES];

/** Why a document's rows are wrong, from the rows left unpaired: the same amount on the same date in the other
 *  direction is a flipped direction; the same amount and direction on another date a wrong date. */
function rowReasons(truth: Truth, result: ParseResult): string[] {
  const got = result.parsing_details.statements;
  const paired = pairStatements(truth.statements, got);
  const out: string[] = [];
  let missed = 0, extra = 0, flipped = 0, dated = 0, notFound = 0, described = 0;
  let example = '';
  const extraStatements = got.filter((g) => !paired.includes(g)).length;
  truth.statements.forEach((t, i) => {
    const g = paired[i];
    if (!g) { notFound++; missed += t.transactions.length; return; }
    const p = pairRows<Row, Row>(t.transactions, g.transactions as Row[]);
    for (const { t: a, g: b } of p.pairs) {
      if (normText(a.description) === normText(b.description)) continue;
      described++;
      if (!example) {
        // Around the first character that differs, so the example shows the misreading itself.
        const x = normText(a.description), y = normText(b.description);
        let k = 0;
        while (k < x.length && x[k] === y[k]) k++;
        const from = Math.max(0, k - 20);
        example = ` (e.g. "…${x.slice(from, from + 40)}" read "…${y.slice(from, from + 40)}")`;
      }
    }
    const left = [...p.extra];
    for (const m of p.missed) {
      const f = left.findIndex((x) => x.date === m.date && cents(x.amount) === cents(m.amount));
      if (f >= 0) { flipped++; left.splice(f, 1); continue; }
      const d = left.findIndex((x) => x.direction === m.direction && cents(x.amount) === cents(m.amount));
      if (d >= 0) { dated++; left.splice(d, 1); continue; }
      missed++;
    }
    extra += left.length;
  });
  if (notFound) out.push(`${notFound} statement(s) not found`);
  if (extraStatements) out.push(`${extraStatements} statement(s) read that are not there`);
  if (missed) out.push(`${missed} rows missed`);
  if (extra) out.push(`${extra} rows invented or misread`);
  if (flipped) out.push(`${flipped} directions flipped`);
  if (dated) out.push(`${dated} wrong dates`);
  if (described) out.push(`${described} descriptions differ${example}`);
  return out;
}

const engines = createEngines();
const lines: string[] = [];
const table: string[] = ['layout                    docs  txns   txnF1  months-exact  open-ok  close-ok  exact'];
for (const layout of layouts) {
  const docs: ResultScore[] = [];
  const errors: string[] = [];
  let monthsExact = 0, stmts = 0, openOk = 0, closeOk = 0;
  for (let seed = lo; seed <= hi; seed++) {
    const g = await generate(layout, seed);
    if (values.keep) {
      fs.mkdirSync(values.keep, { recursive: true });
      fs.writeFileSync(path.join(values.keep, g.fileName), g.pdf);
      fs.writeFileSync(path.join(values.keep, g.fileName.replace(/\.pdf$/, '.truth.json')), `${JSON.stringify(g.truth, null, 2)}\n`);
    }
    let result: ParseResult;
    try {
      result = await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines });
    } catch (e) {
      errors.push(`${g.fileName}: parser threw ${(e as Error).message}`);
      lines.push(`  ${g.fileName}: parser threw ${(e as Error).message.slice(0, 120)}`);
      stmts += g.truth.statements.length;
      continue;
    }
    const sc = scoreParse(g.truth, result);
    docs.push(sc);
    if (sc.monthOk === sc.monthTotal) monthsExact++;
    const paired = pairStatements(g.truth.statements, result.parsing_details.statements);
    g.truth.statements.forEach((t, i) => {
      stmts++;
      if (cents(paired[i]?.beginning_balance) === cents(t.beginning_balance)) openOk++;
      if (cents(paired[i]?.ending_balance) === cents(t.ending_balance)) closeOk++;
    });
    const why = rowReasons(g.truth, result);
    const heads = sc.statements.flatMap((s) => s.failedFields.filter((f) => /balance|period/.test(f))).slice(0, 2);
    const months = sc.monthOk === sc.monthTotal ? [] : [`months ${sc.monthOk}/${sc.monthTotal} figures right`];
    const all = [...why, ...months, ...heads];
    if (all.length) lines.push(`  ${g.fileName}: ${all.join('; ')}`);
  }
  const s = summarize(layout, docs, errors);
  const n = hi - lo + 1;
  table.push(`${layout.padEnd(25)} ${String(n).padStart(4)} ${String(s.transactions).padStart(5)}  ${(100 * s.f1).toFixed(1).padStart(5)}%  ` +
    `${`${monthsExact}/${n}`.padStart(12)}  ${`${openOk}/${stmts}`.padStart(7)}  ${`${closeOk}/${stmts}`.padStart(8)}  ${(100 * s.exactShare).toFixed(0).padStart(4)}%`);
  process.stderr.write(`${layout}: F1 ${(100 * s.f1).toFixed(1)}%\n`);
}
await engines.close();
console.log(`unseen trait layouts, seeds ${lo}..${hi}`);
console.log(table.join('\n'));
console.log('\nfailures:');
console.log(lines.length ? lines.join('\n') : '  none');
