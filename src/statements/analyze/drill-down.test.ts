// The lists behind the figures add up to the figures, on every sample and real truth (analysis only, no PDFs).
import { describe, expect, it } from 'vitest';
import { basename } from 'node:path';
import { analyze } from './analyze.ts';
import { monthBalances, negativeDaysBehind, positionDebitsOf, totalOf, transactionsBehind } from './drill-down.ts';
import { documentsFor, readTruth, realTruthFiles, sampleTruthFiles } from '../../../test/statements/truth-fixtures.ts';

describe('drill-down lists equal their figures', () => {
  for (const path of [...sampleTruthFiles(), ...realTruthFiles()]) {
    it(basename(path), () => {
      const result = analyze(documentsFor(readTruth(path)));
      for (const m of result.financials.months) {
        expect(totalOf('revenue', transactionsBehind(result, m.date, 'revenue')), `${m.date} revenue`).toBe(m.total_credits);
        expect(totalOf('true_revenue', transactionsBehind(result, m.date, 'true_revenue')), `${m.date} true revenue`).toBe(m.total_true_credits);
        expect(totalOf('nsf', transactionsBehind(result, m.date, 'nsf')), `${m.date} nsf`).toBe(m.nsf_count);
        expect(negativeDaysBehind(result, m.date).length, `${m.date} negative days`).toBe(m.negative_days_count);
        for (const d of negativeDaysBehind(result, m.date)) expect(d.balance).toBeLessThan(0);
      }
      const debits = positionDebitsOf(result);
      for (const p of result.financials.positions) {
        const list = debits.get(p.name) ?? [];
        expect(list.length, p.name).toBe(p.debit_count);
        expect(list[0]?.tx.date, p.name).toBe(p.first_debit);
        expect(list.at(-1)?.tx.date, p.name).toBe(p.last_debit);
        expect(list.every((r) => r.tx.category === 'mca_payment' && r.tx.direction === 'debit')).toBe(true);
      }
    });
  }

  it('month balances: one statement a month gives its printed ending balance and the financials rule for the average', () => {
    const result = analyze(documentsFor(readTruth(sampleTruthFiles().find((p) => basename(p) === 's01.truth.json')!)));
    for (const s of result.parsing_details.statements) {
      const b = monthBalances(result, s.month!);
      expect(b.ending_balance).toBe(s.ending_balance);
      const days = s.daily_balances.map((d) => d.balance);
      expect(b.avg_daily_balance).toBeCloseTo(days.reduce((a, v) => a + v, 0) / days.length, 2);
    }
    expect(monthBalances(result, '1999-01')).toEqual({ avg_daily_balance: null, ending_balance: null });
  });
});
