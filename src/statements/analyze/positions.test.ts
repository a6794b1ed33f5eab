import { describe, expect, it } from 'vitest';
import { counterpartyOf, findRecurringDebits, isActive, isRecurringRun, paymentFrequency, remitPercentage } from './positions.ts';
import { analyze } from './analyze.ts';
import { balanced, doc, tx } from '../../../test/statements/builders.ts';

describe('recurring fixed debits', () => {
  it('5 business days in a row, across a weekend', () => {
    // Thu 2026-03-05, Fri 06, Mon 09, Tue 10, Wed 11.
    expect(isRecurringRun(['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11'])).toBe(true);
  });
  it('4 business days are not enough', () => {
    expect(isRecurringRun(['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10'])).toBe(false);
  });
  it('a skipped business day breaks the run', () => {
    expect(isRecurringRun(['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06', '2026-03-09'])).toBe(false);
  });
  it('3 consecutive weeks', () => {
    expect(isRecurringRun(['2026-03-02', '2026-03-09', '2026-03-16'])).toBe(true);
    expect(isRecurringRun(['2026-03-02', '2026-03-09'])).toBe(false);
    expect(isRecurringRun(['2026-03-02', '2026-03-16', '2026-03-30'])).toBe(false);
  });

  const daily = (amounts: number[], name = 'ACH DEBIT NORTHBRIDGE MRCH SVC PAYMENT') => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09'];
    return amounts.map((a, i) => tx(days[i]!, a, 'debit', `${name} 26030${i} 77${i}`));
  };
  const run = (rows: ReturnType<typeof tx>[]) =>
    analyze([doc([balanced({ beginning_balance: 10000, transactions: [tx('2026-03-02', 9000, 'credit', 'DEPOSIT'), ...rows] })])]);

  it('same counterparty and amount within 1% on 5 business days is an unnamed position, categorised mca_payment', () => {
    const r = run(daily([96.29, 96.29, 96.8, 96.29, 96.5]));
    expect(r.financials.positions.map((p) => p.name)).toEqual(['NORTHBRIDGE MRCH SVC']);
    expect(r.parsing_details.statements[0]!.transactions.filter((t) => t.category === 'mca_payment')).toHaveLength(5);
  });
  it('an amount more than 1% off breaks the group', () => {
    const r = run(daily([96.29, 96.29, 99.0, 96.29, 96.29]));
    expect(r.financials.positions).toEqual([]);
    expect(r.parsing_details.statements[0]!.transactions.every((t) => t.category !== 'mca_payment')).toBe(true);
  });
  it('4 days do not make a position', () => {
    expect(run(daily([50, 50, 50, 50])).financials.positions).toEqual([]);
  });
  it('cleans the counterparty', () => {
    expect(counterpartyOf('Business to Business ACH Debit - Northbridge Mrch Svc Payment 260601 6668207 Glenwood'))
      .toBe('NORTHBRIDGE MRCH SVC');
    expect(counterpartyOf('Orig CO Name:Acme Funding Grp Orig ID:123 Desc Date:260601')).toBe('ACME FUNDING GRP');
    expect(counterpartyOf('Purchase authorized on 06/01 Shell Oil')).toBe('');
  });
});

describe('frequency, active window, remit', () => {
  it('daily up to 1.5 business days (weekends do not count)', () => {
    expect(paymentFrequency(['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10'])).toBe('daily');
    // Every other business day: median gap 2 -> weekly (calendar gap 2 <= 9).
    expect(paymentFrequency(['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-10'])).toBe('weekly');
  });
  it('weekly up to 9 days, biweekly up to 18, else monthly', () => {
    expect(paymentFrequency(['2026-03-02', '2026-03-09', '2026-03-16'])).toBe('weekly');
    expect(paymentFrequency(['2026-03-02', '2026-03-11', '2026-03-20'])).toBe('weekly');
    expect(paymentFrequency(['2026-03-02', '2026-03-12', '2026-03-22'])).toBe('biweekly');
    expect(paymentFrequency(['2026-03-02', '2026-03-16', '2026-03-30'])).toBe('biweekly');
    expect(paymentFrequency(['2026-03-02', '2026-03-21', '2026-04-09'])).toBe('monthly');
    expect(paymentFrequency(['2026-01-15', '2026-02-15', '2026-03-15'])).toBe('monthly');
  });
  it('active: last debit on or after period_end - 13 days', () => {
    expect(isActive('2026-03-18', '2026-03-31')).toBe(true);
    expect(isActive('2026-03-17', '2026-03-31')).toBe(false);
  });
  it('remit = 100 * median(last 5) * factor / avg true revenue', () => {
    expect(remitPercentage([125.54], 'daily', 60364.11)).toBe(4.37);
    expect(remitPercentage([880], 'weekly', 60364.11)).toBe(6.32);
    expect(remitPercentage([500], 'biweekly', 10000)).toBe(10.83);
    expect(remitPercentage([1000], 'monthly', 10000)).toBe(10);
    expect(remitPercentage([100, 100, 200, 200, 100], 'daily', 21000)).toBe(10);
    expect(remitPercentage([100], 'daily', 0)).toBe(0);
  });
  it('a known lender debited once is categorised but is no position', () => {
    const r = analyze([doc([balanced({ beginning_balance: 5000, transactions: [tx('2026-03-05', 300, 'debit', 'KAPITUS SERVICIN')] })])]);
    expect(r.parsing_details.statements[0]!.transactions[0]!.category).toBe('mca_payment');
    expect(r.financials.positions).toEqual([]);
  });
});

describe('unnamed funders', () => {
  it('reads the counterparty before DES: (Bank of America style)', () => {
    expect(counterpartyOf('NORTHBRIDGE MRCH SVC DES:ACH PMT ID:JNYKZHWCLD INDN:QUICK LUBE EXPRESS')).toBe('NORTHBRIDGE MRCH SVC');
  });
  it('a funding credit from a funder found by its recurring debits is loan proceeds', () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
    const rows = [tx('2026-03-02', 20000, 'credit', 'ACH CREDIT QUILLSTONE ADV FUNDING 2057798'),
      ...days.map((d) => tx(d, 250, 'debit', `QUILLSTONE ADV DES:DEBIT ID:ABCDEF${d.slice(-1)} INDN:ACME`))];
    const r = analyze([doc([balanced({ beginning_balance: 100, transactions: rows })])]);
    expect(r.parsing_details.statements[0]!.transactions[0]!.category).toBe('loan_proceeds');
    expect(r.financials.positions.map((p) => p.name)).toEqual(['QUILLSTONE ADV']);
  });
});

describe('recurring debits that are not funders', () => {
  const weekly = (description: string) => ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'].map((date) => ({
    account: 'a', date, description, amount: 250, direction: 'debit' as const, category: 'other' as const,
  }));

  it('does not turn a weekly payroll-service fee or an insurance premium into a position', () => {
    expect(findRecurringDebits(weekly('ADP PAYROLL FEES ADP - FEES')).size).toBe(0);
    expect(findRecurringDebits(weekly('STATE FARM RO 27 SFPP')).size).toBe(0);
    expect(findRecurringDebits(weekly('IRS USATAXPYMT')).size).toBe(0);
  });

  it('still finds an unnamed funder, also one whose name contains a listed word', () => {
    expect(findRecurringDebits(weekly('Business to Business ACH Debit - Northbridge Mrch Svc Payment')).size).toBe(4);
    expect(findRecurringDebits(weekly('POWER FUNDING LLC ACH DEBIT')).size).toBe(4);
    expect(findRecurringDebits(weekly('WATERFORD GROUP ACH DEBIT')).size).toBe(4);
  });
});
