// Tests of the credit-card kinds of world-cards.ts and world-cards2.ts: each renders, its truth follows the card
// convention (no bank statement, `document_kind: "credit_card"`) and adds up (previous balance - payments - credits +
// charges = new balance, the rows by kind give the summary figures), the printed text carries the kind's labels, its
// figures in the kind's number format and every row's amount, and the traits each kind is for turn up across seeds.

import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CARD_LAYOUT_NAMES, generate, WORLD_LAYOUT_NAMES, type Truth } from './index.ts';
import { memoGenerate } from './memo.ts';
import { num, NUM } from './world-format.ts';
import { lakh } from './world-extra-locale.ts';

const c = (x: number) => Math.round(x * 100);
const KINDS: Record<string, { labels: string[]; fig: (cents: number) => string; currency: string; traits: string[] }> = {
  card_fatura_br: { labels: ['Resumo da fatura', 'Total da fatura', 'Pagamento mínimo', 'Vencimento', 'Lançamentos', 'Cartão final'], fig: (x) => num(x, NUM.eu), currency: 'BRL',
    traits: ['installment_markers', 'installment_original_date', 'foreign_amount_column', 'installment_offer_table', 'dates_from_previous_year', 'dd_mm_dates', 'dd_mon_portuguese_dates', 'payments_in_first_card_list'] },
  card_statement_in: { labels: ['Total Amount Due', 'Minimum Amount Due', 'Payment Due Date', 'Reward Points Summary', 'Amount (in Rs.)'], fig: lakh, currency: 'INR',
    traits: ['lakh_grouping', 'cr_suffix_credits', 'gst_on_charges', 'fuel_surcharge_and_waiver', 'dr_suffix_debits', 'unmarked_debits'] },
  card_statement_us_issuer: { labels: ['ACCOUNT SUMMARY', 'Previous Balance', 'Payment', 'Balance Transfers', 'Cash Advances', 'Fees Charged', 'Interest Charged', 'New Balance',
    'Minimum Payment Due', 'PAYMENTS AND OTHER CREDITS', 'PURCHASE', 'FEES CHARGED', 'INTEREST CHARGED', 'TOTAL FEES FOR THIS PERIOD', 'TOTAL INTEREST FOR THIS PERIOD',
    'Totals Year-to-Date', 'Merchant Name or Transaction Description', '$ Amount'], fig: (x) => num(x), currency: 'USD', traits: ['cash_advance', 'balance_transfer', 'section_totals_for_this_period'] },
  card_statement_uk: { labels: ['Previous balance', 'New balance', 'Minimum payment', 'Please pay by', 'Your balance by interest rate', 'Total for card ending'], fig: (x) => num(x), currency: 'GBP',
    traits: ['cr_marked_credits', 'dd_mon_dates', 'foreign_amount_line', 'non_sterling_fee', 'trans_and_post_dates'] },
};
const NAMES = Object.keys(KINDS);

async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) for (const it of (await (await doc.getPage(p)).getTextContent()).items) if ('str' in it) parts.push(it.str);
  const pages = doc.numPages;
  await task.destroy();
  return { text: parts.join('\n'), pages };
}

/** The card truth adds up and keeps the convention; throws (expect) otherwise. */
function checkCardTruth(t: Truth): void {
  expect(t.document_kind).toBe('credit_card');
  expect(t.statements).toEqual([]);
  expect(t.financials.months).toEqual([]);
  const k = t.card!;
  expect(k, 'card block').toBeDefined();
  const owed = c(k.previous_balance) - c(k.payments) - c(k.other_credits) + c(k.purchases) + c(k.cash_advances) + c(k.balance_transfers) + c(k.fees) + c(k.interest);
  expect(owed, 'previous - payments - credits + charges = new balance').toBe(c(k.new_balance));
  const by = (...kinds: string[]) => k.transactions.filter((x) => kinds.includes(x.kind)).reduce((a, x) => a + c(x.amount), 0);
  expect(by('payment')).toBe(c(k.payments));
  expect(by('refund')).toBe(c(k.other_credits));
  expect(by('purchase')).toBe(c(k.purchases));
  expect(by('cash_advance')).toBe(c(k.cash_advances));
  expect(by('balance_transfer')).toBe(c(k.balance_transfers));
  expect(by('fee', 'tax')).toBe(c(k.fees));
  expect(by('interest')).toBe(c(k.interest));
  expect(k.minimum_due).toBeGreaterThan(0);
  expect(c(k.minimum_due)).toBeLessThanOrEqual(c(k.new_balance));
  expect(c(k.credit_limit)).toBeGreaterThan(c(k.new_balance));
  expect(k.payment_due_date > k.period_end).toBe(true);
  for (const x of k.transactions) {
    expect(x.amount).toBeGreaterThan(0);
    expect(x.direction).toBe(x.kind === 'payment' || x.kind === 'refund' ? 'credit' : 'debit');
    expect(x.description).toBe(x.description.replace(/\s+/g, ' ').trim());
    expect(x.date <= k.period_end, `${x.date} after the closing date`).toBe(true);
    // Only an installment is dated before the cycle (its original purchase); every other row is inside it.
    if (x.installment === null) expect(x.date >= k.period_start, `${x.date} ${x.description}`).toBe(true);
    else expect(x.description).toContain(x.installment);
    if (x.post_date) expect(x.post_date >= x.date && x.post_date <= k.period_end).toBe(true);
    if (x.card_last4 !== null) expect(k.card_last4).toContain(x.card_last4);
  }
}

const cached = memoGenerate();

describe('credit-card kinds (world-cards*.ts)', () => {
  it('are world layouts, listed as card kinds with the older one', () => {
    for (const n of NAMES) { expect(WORLD_LAYOUT_NAMES).toContain(n); expect(CARD_LAYOUT_NAMES).toContain(n); }
    expect(CARD_LAYOUT_NAMES).toContain('credit_card_statement');
  });

  for (const layout of NAMES) {
    it(`${layout}: truth adds up, same seed same bytes, labels and every figure in the text`, async () => {
      const K = KINDS[layout]!;
      for (const seed of [1, 2, 3]) {
        const g = await cached(layout, seed);
        checkCardTruth(g.truth);
        expect(g.truth.card!.currency).toBe(K.currency);
        const again = await generate(layout, seed);
        expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf)), 'same seed, same bytes').toBe(true);
        const { text } = await pdfText(g.pdf);
        for (const l of K.labels) expect(text, l).toContain(l);
        const k = g.truth.card!;
        for (const f of [k.previous_balance, k.new_balance, k.minimum_due]) expect(text, `${f}`).toContain(K.fig(c(f)));
        expect(k.transactions.filter((x) => !text.includes(K.fig(c(x.amount)))).map((x) => x.amount), 'row amounts absent from the text').toEqual([]);
        expect(text).toContain(k.issuer);
      }
    }, 60_000);
  }

  it('vary across seeds: rows, card holders, pages, and the traits each kind is for', async () => {
    for (const layout of NAMES) {
      const seen = new Set<string>(), rows = new Set<number>(), holders = new Set<number>(), pages = new Set<number>();
      for (let seed = 1; seed <= 12; seed++) {
        const g = await cached(layout, seed);
        checkCardTruth(g.truth);
        for (const t of g.truth.generator.traits ?? []) seen.add(t);
        rows.add(g.truth.card!.transactions.length);
        holders.add(g.truth.card!.card_last4.length);
        pages.add((await pdfText(g.pdf)).pages);
      }
      expect(rows.size, `${layout} row counts`).toBeGreaterThan(5);
      expect(holders.size, `${layout} card holders`).toBeGreaterThan(1);
      expect(pages.size, `${layout} page counts`).toBeGreaterThan(1);
      for (const t of KINDS[layout]!.traits) expect(seen.has(t), `${layout} ${t}`).toBe(true);
    }
  }, 180_000);

  it('the truth check fails on figures that do not add up', async () => {
    const g = await cached('card_statement_uk', 1);
    const broken = structuredClone(g.truth);
    broken.card!.new_balance += 0.01;
    expect(() => checkCardTruth(broken)).toThrow();
    const row = structuredClone(g.truth);
    row.card!.transactions[0]!.amount += 1;
    expect(() => checkCardTruth(row)).toThrow();
  });
});
