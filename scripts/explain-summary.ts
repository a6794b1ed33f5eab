// One line per document of what `mca parse --explain` says: the reading chosen per section, whether it verified,
// what was derived rather than printed, the warnings, and whether dated amounts were seen but no row returned (the
// "never zero rows" check). For the closing notes' per-document table and for spotting zero-row documents in a folder.
// Usage: node scripts/explain-summary.ts DIR|FILE... [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createEngines, extractDocument } from '../src/statements/index.ts';
import { pdfsUnder } from './lib/pdfs.ts';
import { reconciles } from '../src/statements/verify/choose.ts';

const args = process.argv.slice(2);
const asJson = args.includes('--json');

const engines = createEngines();
let zero = 0;
let docs = 0;
for (const file of args.filter((a) => !a.startsWith('--')).flatMap(pdfsUnder)) {
  const doc = await extractDocument({ name: path.basename(file), bytes: readFileSync(file) }, { engines, explain: true });
  const e = doc.explain;
  const rows = doc.statements.reduce((n, s) => n + s.transactions.length, 0);
  // A document named as another kind (a credit-card statement) is told apart, not a zero-row failure.
  const zeroRows = rows === 0 && (e?.dated_money_lines ?? 0) > 0 && !/^none: .+ statement$/.test(e?.winner ?? '');
  docs++; if (zeroRows) zero++;
  const row = {
    file: path.relative(process.cwd(), file),
    statements: doc.statements.length,
    reconciled: doc.statements.filter((s) => reconciles(s).ok).length,
    rows,
    dated_money_lines: e?.dated_money_lines ?? 0,
    readings: [...new Set((e?.sections ?? []).map((s) => `${s.winner}${s.verified ? '' : ' (unverified)'}`))],
    derived: [...new Set(doc.statements.flatMap((s) => s.derived ?? []))],
    warnings: doc.warnings,
    zero_rows: zeroRows,
  };
  if (asJson) console.log(JSON.stringify(row));
  else console.log(`${row.file}: ${row.statements} statement(s), ${row.reconciled} reconciled, ${row.rows} rows; ${e?.winner ?? '-'}: ${row.readings.join('; ') || '-'}; derived ${row.derived.join(',') || 'none'}; warnings ${row.warnings.join(',') || 'none'}${zeroRows ? '; ZERO ROWS' : ''}`);
}
await engines.close();
console.log(`${docs} documents, ${zero} with dated amounts but zero rows`);
