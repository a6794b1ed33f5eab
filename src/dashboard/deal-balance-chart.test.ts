// The daily balance chart: a line over every day, the days below zero marked and listed, each linked to the row that
// ended it on its statement's page; drawn once per frozen result.
import { describe, expect, it } from 'vitest';
import type { ParseResult, Transaction } from '../statements/types.ts';
import { balanceChart, X_LABEL_GAP, Y_LABEL_GAP } from './pages/deal-balance-chart.ts';

const tx = (date: string, amount: number, direction: 'credit' | 'debit'): Transaction => ({ date, description: 'X', amount, direction, balance: null, category: 'other' });

function result(): ParseResult {
  return {
    application: {} as never, financials: {} as never,
    parsing_details: { documents: [], statements: [{
      document: 0, bank_name: null, account_holder: null, account_number_last4: null, period_start: '2026-06-01', period_end: '2026-06-05',
      month: '2026-06', beginning_balance: 100, ending_balance: 50, total_credits: 0, total_debits: 0, reconciled: true, reconciliation_difference: 0,
      transactions: [tx('2026-06-02', 150, 'debit'), tx('2026-06-04', 100, 'credit')],
      daily_balances: [{ date: '2026-06-01', balance: 100 }, { date: '2026-06-02', balance: -50 }, { date: '2026-06-03', balance: -50 },
        { date: '2026-06-04', balance: 50 }, { date: '2026-06-05', balance: 50 }],
    }] },
  } as ParseResult;
}

describe('balanceChart', () => {
  it('draws the line, marks the two negative days and links each to the row that ended it', () => {
    const out = String(balanceChart('d1', result()));
    expect(out).toContain('<title id="balance-chart-title">Daily balance</title>');
    expect(out).toContain('lowest -$50.00 on 2026-06-02; 2 days below zero.');
    expect(out.match(/class="negative-day"/g)).toHaveLength(2);
    expect(out).toContain('<a href="/app/deals/d1/statements/1#t1">2026-06-02: -$50.00');
    expect(out).toContain('<a href="/app/deals/d1/statements/1#t1">2026-06-03: -$50.00');
  });

  it('says so when no day ended below zero, and draws a frozen result once', () => {
    const r = result();
    for (const d of r.parsing_details.statements[0]!.daily_balances) d.balance = Math.abs(d.balance);
    Object.freeze(r);
    const first = balanceChart('d1', r);
    expect(String(first)).toContain('No day ended below zero.');
    expect(balanceChart('d1', r)).toBe(first);
  });
});

describe('the balance chart\u2019s axes (issue 34, item 5)', () => {
  /** 200 days from 2026-01-01: a small dip below zero under a large balance, the case whose labels met. */
  function long(): ParseResult {
    const r = result();
    const start = Date.UTC(2026, 0, 1);
    r.parsing_details.statements[0]!.daily_balances = Array.from({ length: 200 }, (_, i) => ({
      date: new Date(start + i * 86_400_000).toISOString().slice(0, 10), balance: i === 50 ? -50 : 100_000 + i }));
    return r;
  }
  const labels = (svg: string, anchor: string) => [...svg.matchAll(new RegExp(`<text class="axis" x="([\\d.]+)" y="([\\d.]+)"[^>]*text-anchor="${anchor}">([^<]+)</text>`, 'g'))]
    .map((m) => ({ x: Number(m[1]), y: Number(m[2]), text: m[3]! }));

  it('never puts two value labels nearer than a line apart, zero among them', () => {
    const ys = labels(String(balanceChart('d2', long())), 'end');
    expect(ys.map((l) => l.text)).toContain('$0');
    const sorted = ys.map((l) => l.y).sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(Y_LABEL_GAP);
  });

  it('shows dates along the axis, month by month for a long series, never overlapping', () => {
    const xs = labels(String(balanceChart('d2', long())), 'middle');
    expect(xs.map((l) => l.text)).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026']);
    for (let i = 1; i < xs.length; i++) expect(xs[i]!.x - xs[i - 1]!.x).toBeGreaterThanOrEqual(X_LABEL_GAP);
    const week = labels(String(balanceChart('d3', result())), 'middle');
    expect(week.map((l) => l.text)).toEqual(['Jun 1']);
  });
});
