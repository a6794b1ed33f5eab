// Tests of the generator itself: truth reconciles, same seed gives the same bytes, every layout renders a PDF whose
// text layer carries the truth's amounts.

import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generate, LAYOUT_NAMES } from './index.ts';
import { memoGenerate } from './memo.ts';
import { money } from './render.ts';
import { Rng } from './prng.ts';
import type { Truth } from './truth.ts';

const CREDIT = new Set(['revenue', 'transfer_in', 'loan_proceeds', 'reversal', 'interest']);
const DEBIT = new Set(['mca_payment', 'nsf_fee', 'transfer_out', 'loan_payment', 'fee', 'check', 'other']);
const ENTITY_IDS = new Set(['llc', 'pllc', 'c_corporation', 'ca_corporation', 'sole_proprietorship']);
const c = (x: number) => Math.round(x * 100);

function checkTruth(t: Truth): void {
  expect(t.schema).toBe('statement-truth/1');
  expect(t.statements.length).toBeGreaterThan(0);
  for (const s of t.statements) {
    expect(s.transactions_complete).toBe(true);
    expect(s.period_start <= s.period_end).toBe(true);
    let cr = 0, db = 0;
    let prevDate = '';
    for (const x of s.transactions) {
      expect(x.date >= s.period_start && x.date <= s.period_end, `${x.date} in ${s.period_start}..${s.period_end}`).toBe(true);
      expect(x.date >= prevDate, 'transactions in date order').toBe(true);
      prevDate = x.date;
      expect(x.amount).toBeGreaterThan(0);
      expect(c(x.amount) / 100).toBe(x.amount);
      expect(x.description).toBe(x.description.replace(/\s+/g, ' ').trim());
      expect(x.description.length).toBeGreaterThan(0);
      expect((x.direction === 'credit' ? CREDIT : DEBIT).has(x.category), `${x.category} for ${x.direction}`).toBe(true);
      if (x.direction === 'credit') cr += c(x.amount); else db += c(x.amount);
    }
    expect(cr).toBe(c(s.total_credits));
    expect(db).toBe(c(s.total_debits));
    expect(c(s.beginning_balance) + cr - db).toBe(c(s.ending_balance));
    // printed balances agree with the running balance in truth order (single-table layouts print in that order)
    let bal = c(s.beginning_balance);
    for (const x of s.transactions) {
      bal += x.direction === 'credit' ? c(x.amount) : -c(x.amount);
      if (x.balance !== null) {
        const sameDay = s.transactions.filter((y) => y.date === x.date);
        // a day's last row always shows the end-of-day balance; other rows the balance after them
        if (sameDay[sameDay.length - 1] === x) expect(c(x.balance)).toBe(bal);
      }
    }
  }
  expect(ENTITY_IDS.has(t.application.type_of_entity ?? '')).toBe(true);
  expect(['United States', 'Canada']).toContain(t.application.country);
  expect(t.application.state_region).toMatch(/^[A-Z]{2}$/);
  // month figures are the statement sums by period_end month
  const byMonth = new Map<string, number>();
  for (const s of t.statements) byMonth.set(s.month, (byMonth.get(s.month) ?? 0) + c(s.total_credits));
  expect(t.financials.months.map((m) => m.date)).toEqual([...byMonth.keys()].sort());
  for (const m of t.financials.months) {
    expect(c(m.total_credits)).toBe(byMonth.get(m.date));
    expect(m.total_true_credits).toBeLessThanOrEqual(m.total_credits);
    const nsf = t.statements.filter((s) => s.month === m.date).flatMap((s) => s.transactions).filter((x) => x.category === 'nsf_fee').length;
    expect(m.nsf_count).toBe(nsf);
  }
}

async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    for (const it of tc.items) if ('str' in it) parts.push(it.str);
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text: parts.join('\n') };
}

describe('prng', () => {
  it('is deterministic and roughly uniform', () => {
    const a = new Rng('x'), b = new Rng('x');
    const xs = Array.from({ length: 2000 }, () => a.next());
    expect(xs).toEqual(Array.from({ length: 2000 }, () => b.next()));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.03);
    expect(new Rng('y').next()).not.toBe(new Rng('x').next());
  });
});

// The seed-4 comparison and the checks below reuse this file's documents (memo.ts).
const cached = memoGenerate();

describe('generator', () => {
  it('has at least 10 layouts', () => {
    expect(LAYOUT_NAMES.length).toBeGreaterThanOrEqual(10);
  });

  for (const layout of LAYOUT_NAMES) {
    it(`${layout}: truth reconciles, deterministic, PDF text carries the amounts`, async () => {
      for (const seed of [1, 2, 3]) {
        const g = await cached(layout, seed);
        checkTruth(g.truth);
        const again = await generate(layout, seed);
        expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf)), 'same seed, same bytes').toBe(true);
        expect(again.truth).toEqual(g.truth);
        const { pages, text } = await pdfText(g.pdf);
        const squeezed = text.replace(/\s+/g, '');
        const sq = (x: string) => x.replace(/\s+/g, '');
        expect(pages).toBeGreaterThan(0);
        expect(new TextDecoder().decode(g.pdf.slice(0, 5))).toBe('%PDF-');
        for (const s of g.truth.statements) {
          // A bank printed only as its web address (logo-only layouts) still spells the name's letters.
          const letters = (x: string) => x.toLowerCase().replace(/[^a-z0-9]/g, '');
          expect(letters(squeezed)).toContain(letters(s.bank_name));
          const missing = s.transactions.filter((x) => !text.includes(money(c(x.amount)))).map((x) => x.amount);
          expect(missing, 'amounts absent from the text layer').toEqual([]);
        }
        expect(squeezed).toContain(sq(g.truth.application.legal_name));
      }
      const other = await cached(layout, 4);
      expect(other.truth).not.toEqual((await cached(layout, 1)).truth);
    });
  }

  it('covers the content traps over a batch', async () => {
    const seen = { dba: 0, canada: 0, yearBoundary: 0, offcycle: 0, nsf: 0, mca: 0, unknownLender: 0, funding: 0, check: 0, multi: 0 };
    for (const layout of LAYOUT_NAMES) {
      for (let seed = 1; seed <= 6; seed++) {
        const t = (await cached(layout, seed)).truth;
        if (t.application.trade_name) seen.dba++;
        if (t.application.country === 'Canada') seen.canada++;
        if (t.statements.length > 1) seen.multi++;
        for (const s of t.statements) {
          if (s.period_start.slice(0, 4) !== s.period_end.slice(0, 4)) seen.yearBoundary++;
          if (s.period_start.slice(8) !== '01') seen.offcycle++;
          for (const x of s.transactions) {
            if (x.category === 'nsf_fee') seen.nsf++;
            if (x.category === 'mca_payment') seen.mca++;
            if (x.category === 'loan_proceeds') seen.funding++;
            if (x.category === 'check') seen.check++;
          }
        }
        if (t.financials.positions.some((p) => !p.known_lender)) seen.unknownLender++;
      }
    }
    for (const [k, v] of Object.entries(seen)) expect(v, k).toBeGreaterThan(0);
  }, 60_000);
});
