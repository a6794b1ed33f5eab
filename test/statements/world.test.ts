// The reader on the documents merchants really send, generated with exact truth by layouts written from issue 20's
// words by someone who had not read the parser (test/statements/generator/world-*.ts): activity printouts, portal and
// aggregator reports, UK, European, South African, consolidated multi-currency statements, year rollovers and two-digit
// years. Fixed seeds that are not the ones the reader was developed against (scripts: 1-5 and 100-104).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../../src/statements/index.ts';
import type { ParseResult } from '../../src/statements/types.ts';
import { CARD_LAYOUT_NAMES, WORLD_LAYOUT_NAMES } from './generator/index.ts';
import { generateCached } from './fixture-cache.ts';
import { formatSummaryTable, scoreParse, summarize, type ResultScore, type LayoutSummary } from './score-report.ts';
import { bankMatches } from './score.ts';

const SEEDS = [2001, 2002, 2003];
// Dates, amounts and directions here; descriptions are asserted below for the layouts that print a Type, Category or
// reference column (src/statements/read/describe.ts).
const MIN_TXN_F1 = 0.97;
// Layouts the reader does not yet meet the threshold on, printed but not asserted (remove a name once it passes).
// The layouts of world-countries*.ts and world-kinds*.ts came after the reader and were below the threshold when added
// (kinds, F1 on seeds 2001-2003: fintech 82.1%, spreadsheet export 64.6%, pending in table 96.8%, passbook savings 44.4%);
// those four read at 100% on seeds 600000-600019 since the reader splits statements at a box of balances or a new
// printed period, sets pending rows apart by their status cell, drops a printed sheet's row numbers, reads General-format
// figures and lets the balances decide that a memo row posted nothing. The country layouts (es, it, ca_fr, sg/my, pl, ie)
// read since the reader learnt their balance words, brought-forward balances in the middle of a day or under a new
// statement period, and tables whose columns move between statements.
const KNOWN_GAPS: ReadonlySet<string> = new Set<string>([]);
// Layouts on which the reader still returns no rows (or says not_a_statement) for some of the seeds: the second check
// is skipped for them too (remove a name once it passes). The world-extra layouts read since the reader learnt other
// countries' number and date formats, balance words and printed subtotals (F1 on seeds 600000-600019 went from
// fr 27.4%, mx 32.1%, br 19.1%, nl 22.9% to 100%).
const KNOWN_NO_ROWS: ReadonlySet<string> = new Set<string>([]);

// One warm PDFium for the file, as a parse worker has.
const engines = createEngines();
afterAll(() => engines.close());
const summaries: LayoutSummary[] = [];
afterAll(() => { if (summaries.length) console.log(`\nreader on world layouts (${SEEDS.length} PDFs each)\n${formatSummaryTable(summaries)}`); });

// Documents that are not bank statements (world-kinds3.ts and world-cards*.ts: credit-card statements, whose truth has
// no statement and says `document_kind`): not scored as statements; the first is asserted below to give none.
const NOT_BANK_STATEMENTS: ReadonlySet<string> = new Set(CARD_LAYOUT_NAMES);

for (const layout of WORLD_LAYOUT_NAMES.filter((l) => !NOT_BANK_STATEMENTS.has(l))) {
  describe(`world layout ${layout}`, () => {
    let summary: LayoutSummary;
    const results: ParseResult[] = [];
    // Per document, whether its truth has any posted row (a passbook that did not move prints only a memo line).
    const posted: boolean[] = [];
    beforeAll(async () => {
      const docs: ResultScore[] = [];
      for (const seed of SEEDS) {
        const g = await generateCached(layout, seed);
        const result = await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines });
        results.push(result);
        posted.push(g.truth.statements.some((st) => st.transactions.length > 0));
        docs.push(scoreParse(g.truth, result));
      }
      summary = summarize(layout, docs);
      summaries.push(summary);
    }, 120_000);

    (KNOWN_GAPS.has(layout) ? it.skip : it)('reads the rows: dates, amounts and directions', () => {
      expect(summary.f1, `transaction F1\n${formatSummaryTable([summary])}\n  ${summary.examples.join('\n  ')}`).toBeGreaterThanOrEqual(MIN_TXN_F1);
    });

    (KNOWN_NO_ROWS.has(layout) ? it.skip : it)('never returns zero rows where dated amounts were printed, and says what it derived', () => {
      for (const [k, r] of results.entries()) {
        if (posted[k]) expect(r.parsing_details.statements.reduce((n, s) => n + s.transactions.length, 0)).toBeGreaterThan(0);
        else expect(r.parsing_details.statements.length).toBeGreaterThan(0);
        const doc = r.parsing_details.documents[0]!;
        expect(doc.warnings).not.toContain('not_a_statement');
        for (const code of ['balances_derived', 'period_derived'] as const) {
          if (doc.warnings.includes(code)) expect(doc.warning_details?.some((d) => d.code === code)).toBe(true);
        }
      }
    });
  });
}

describe('a business credit-card statement is not a bank statement', () => {
  it('is read as a card (what the holder owes is negative) and counts in no figure', async () => {
    for (const seed of SEEDS) {
      const g = await generateCached('credit_card_statement', seed);
      expect(g.truth.document_kind).toBe('credit_card');
      const r = await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines });
      expect(r.parsing_details.documents[0]!.kind, `seed ${seed}`).toBe('card_statement');
      const cards = r.parsing_details.statements;
      expect(cards.every((st) => st.account_type === 'credit_card'), `seed ${seed}`).toBe(true);
      // No bank figure comes from a card (docs/metrics-choices.md).
      expect(r.financials.months, `seed ${seed}`).toEqual([]);
      expect(r.financials.avg_monthly_revenue ?? 0, `seed ${seed}`).toBe(0);
    }
  });
});

describe('printouts print no period and no opening balance', () => {
  it('the statement is read from its rows, and the derived figures are said', async () => {
    const g = await generateCached('activity_printout', 2001);
    const r = await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines });
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
      const g = await generateCached('activity_printout', seed);
      const truth = g.truth.statements[0]! as typeof g.truth.statements[0] & { pending_transactions?: { amount: number; direction: string }[] };
      const st = (await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines })).parsing_details.statements[0]!;
      const key = (t: { amount: number; direction: string }) => `${t.direction}:${t.amount.toFixed(2)}`;
      expect((st.pending_transactions ?? []).map(key).sort()).toEqual((truth.pending_transactions ?? []).map(key).sort());
      // Never counted: the posted rows are exactly the truth's, pending ones not among them.
      expect(st.transactions.length).toBe(truth.transactions.length);
    }
  });
});

describe('a portal report of an overdrawn account', () => {
  // The generator printed balances without their sign (an overdrawn day read as a credit balance that no printed
  // amount sign could chain to); a real portal prints -1,234.56 as it prints its debit amounts.
  it('prints the overdrawn balances with their minus, and the reader chains them', async () => {
    const g = await generateCached('portal_activity_report', 500009);
    const truth = g.truth.statements[0]!;
    expect(truth.beginning_balance).toBeLessThan(0);
    const st = (await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines })).parsing_details.statements[0]!;
    expect(st.beginning_balance).toBe(truth.beginning_balance);
    expect(st.ending_balance).toBe(truth.ending_balance);
    expect(st.reconciled).toBe(true);
  });
});

describe('descriptions are the item\'s text (metrics.md), not the columns that label it', () => {
  // A Type or Category column (the printout's "ACH credit", the aggregator's "Income") and, where the header names only
  // reference and type fields, the row line's references: the truths leave them out, as the real printout's and
  // portal report's hand-checked truths do (the challenge set's Channel and Reference columns stay: see describe.ts).
  for (const layout of ['activity_printout', 'aggregator_report', 'portal_activity_report'] as const) {
    it(`${layout}: every paired row's description is the truth's`, async () => {
      for (const seed of SEEDS) {
        const g = await generateCached(layout, seed);
        const s = summarize(layout, [scoreParse(g.truth, await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines }))]);
        expect(s.descriptionAccuracy, `${layout} ${seed}\n  ${s.examples.join('\n  ')}`).toBe(1);
      }
    });
  }
});

describe('a UK statement prints only its date: the dated BROUGHT FORWARD row starts the period', () => {
  it('period start is the brought-forward date, and the rows before the 1st of the month are read', async () => {
    for (const seed of [600000, ...SEEDS]) {
      const g = await generateCached('uk_current_account', seed);
      const truth = g.truth.statements[0]!;
      const st = (await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines })).parsing_details.statements[0]!;
      expect(st.period_start, `seed ${seed}`).toBe(truth.period_start);
      expect(st.transactions.length, `seed ${seed}`).toBe(truth.transactions.length);
    }
  });
});

describe('a real portal report: the "Narrative" line under each row is its text', () => {
  it('reads the hand-checked descriptions of real-extra/hsbcnet_account_activity_report.pdf', async () => {
    const dir = new URL('../../../shared/corpus/real-extra/', import.meta.url);
    const bytes = new Uint8Array(readFileSync(new URL('hsbcnet_account_activity_report.pdf', dir)));
    const truth = JSON.parse(readFileSync(new URL('hsbcnet_account_activity_report.truth.json', dir), 'utf8')) as { statements: { transactions: { description: string }[] }[] };
    const st = (await parseStatements([{ name: 'hsbcnet.pdf', bytes }], { engines })).parsing_details.statements[0]!;
    expect(st.transactions.map((t) => t.description).sort()).toEqual(truth.statements[0]!.transactions.map((t) => t.description).sort());
  });
});

/** Each statement's holder, last four digits and bank are the truth's (paired by last four, else by order). */
function headerFieldsTest(layouts: readonly string[]): void {
  for (const layout of layouts) {
    it(`${layout}: account_holder, last4 and bank_name are the truth's`, async () => {
      for (const seed of SEEDS) {
        const g = await generateCached(layout, seed);
        const got = (await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines })).parsing_details.statements;
        for (const [i, t] of g.truth.statements.entries()) {
          const st = got.find((s) => s.account_number_last4 === t.account_number_last4) ?? got[i];
          expect(st?.account_holder, `${layout} ${seed} #${i}`).toBe(t.account_holder);
          expect(st?.account_number_last4, `${layout} ${seed} #${i}`).toBe(t.account_number_last4);
          expect(bankMatches(t.bank_name, st?.bank_name), `${layout} ${seed} #${i}: ${st?.bank_name}`).toBe(true);
        }
      }
    });
  }
}

describe('holder, account and bank read from the header as a person reads it', () => {
  // The name above a masked account line (printout), a European address and IBAN, a letterhead above a UK or Hong Kong
  // address that ends with its country (read/holder.ts, account.ts, bank-name.ts).
  headerFieldsTest(['activity_printout', 'european_haben_soll', 'consolidated_accounts']);
});

describe('header fields of more countries and kinds of document (issue 20 item 8)', () => {
  // A town line under a street, an account title, a town line followed by an IBAN line, a town over its postal code
  // (read/holder.ts, account.ts), on layouts whose statements are all found (the wallet's pockets are not yet).
  headerFieldsTest(['pending_in_table', 'two_line_rows', 'ng_ke_statement', 'year_rollover']);
});

describe('a foreign amount quoted on the line under a purchase abroad is words of its description', () => {
  it('UK statements: "SHOPIFY* SUPPLIES" / "2,777.45 EUR" is one row with that description, not a second row', async () => {
    for (const seed of [600007, 600016]) {
      const g = await generateCached('uk_current_account', seed);
      const s = summarize('uk', [scoreParse(g.truth, await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines }))]);
      expect(s.descriptionAccuracy, `seed ${seed}\n  ${s.examples.join('\n  ')}`).toBe(1);
      if (seed === 600007) expect(s.f1, `seed ${seed}`).toBe(1);
    }
  });
});

describe('a stamp printed at a slant over the table is not read into the rows', () => {
  it('South African statements: descriptions carry no stamp words ("STAMP / STEMPEL", a branch, a date)', async () => {
    for (const seed of [600006, 600009, 600011, 600013]) {
      const g = await generateCached('za_business_cheque', seed);
      const s = summarize('za', [scoreParse(g.truth, await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines }))]);
      expect(s.descriptionAccuracy, `seed ${seed}\n  ${s.examples.join('\n  ')}`).toBe(1);
    }
  });
});
