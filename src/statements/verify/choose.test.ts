// Which proposed statements the result lost: a statement present in the document is returned or named, and the rows a
// losing reading took from another table are not mistaken for a statement.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { unreturned, type Candidate } from './choose.ts';
import { balanced, stmt, tx } from '../../../test/statements/builders.ts';

/** A candidate whose transactions were read from lines from, from + 1, ... */
const cand = (statement: ReturnType<typeof stmt>, from: number): Candidate => ({ statement, rowLines: statement.transactions.map((_, k) => from + k) });
const march = balanced({ beginning_balance: 100, transactions: [tx('2026-03-02', 10, 'credit', 'A'), tx('2026-03-03', 5, 'debit', 'B')] });

describe('statements the result does not return', () => {
  it('none when every proposed statement is returned, or is another reading of the same rows', () => {
    const sections = cand(march, 10);
    const other = cand({ ...march, transactions: [...march.transactions] }, 10);
    expect(unreturned([sections, other], [march], DEFAULT_SETTINGS.verify)).toEqual([]);
  });

  it('a statement of another period whose rows no returned statement covers is named once, with its figures', () => {
    const april = stmt({ period_start: '2026-04-01', period_end: '2026-04-30', beginning_balance: 105, ending_balance: null,
      transactions: [tx('2026-04-02', 1, 'credit', 'C'), tx('2026-04-03', 2, 'debit', 'D'), tx('2026-04-04', 3, 'credit', 'E')] });
    // Both readers proposed April; the result holds March only.
    const lost = unreturned([cand(march, 10), cand(april, 30), cand({ ...april }, 30)], [march], DEFAULT_SETTINGS.verify);
    expect(lost).toEqual([{ statement: april, rows: 3, uncovered: 3 }]);
  });

  it('rows a losing reading took from a table after the statement (no running balances) are not a statement', () => {
    const withDaily = { ...march, transactions: [...march.transactions, tx('2026-03-20', 1200, 'debit', ''), tx('2026-03-21', 1300, 'debit', '')] };
    expect(unreturned([cand(march, 10), cand(withDaily, 10), { statement: withDaily, rowLines: [10, 11, 40, 41] }], [march], DEFAULT_SETTINGS.verify)).toEqual([]);
  });

  it('rows outside the returned statements whose running balances chain are postings the result lost', () => {
    const merged = stmt({ transactions: [
      tx('2026-03-02', 10, 'credit', 'A', { balance: 110 }), tx('2026-03-03', 5, 'debit', 'B', { balance: 105 }),
      tx('2026-04-01', 7, 'credit', 'C', { balance: 112 }), tx('2026-04-02', 2, 'debit', 'D', { balance: 110 }), tx('2026-04-03', 1, 'debit', 'E', { balance: 109 }),
    ] });
    const lost = unreturned([cand(march, 10), { statement: merged, rowLines: [10, 11, 30, 31, 32] }], [march], DEFAULT_SETTINGS.verify);
    expect(lost).toEqual([{ statement: merged, rows: 5, uncovered: 3 }]);
  });
});
