import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categorize } from './categories.ts';

const c = (description: string, direction: 'credit' | 'debit', section: 'check' | 'fee' | null = null) =>
  categorize({ description, direction, section });

describe('categories (metrics.md table)', () => {
  it('credits', () => {
    expect(c('ONLINE TRANSFER FROM SAV ...1234', 'credit')).toBe('transfer_in');
    // The abbreviations banks print: TFR-FR (from), TFR-TO.
    expect(c('TFR-FR 6896013', 'credit')).toBe('transfer_in');
    expect(c('TFR-TO 6896013', 'debit')).toBe('transfer_out');
    expect(c('XFER FROM CHK 5678', 'credit')).toBe('transfer_in');
    expect(c('BOOK TRANSFER CREDIT', 'credit')).toBe('transfer_in');
    expect(c('Zelle Transfer Conf# 123; Maria', 'credit')).toBe('revenue');
    expect(c('PURCHASE RETURN 06/12 WALMART', 'credit')).toBe('reversal');
    expect(c('OVERDRAFT FEE REFUND', 'credit')).toBe('reversal');
    expect(c('ADJUSTMENT CREDIT', 'credit')).toBe('reversal');
    expect(c('INTEREST PAYMENT', 'credit')).toBe('interest');
    expect(c('Interest Earned', 'credit')).toBe('interest');
    expect(c('BANKCARD DEP', 'credit')).toBe('revenue');
    expect(c('BONUS PAYMENT', 'credit')).toBe('revenue');
    expect(c('DIVIDEND EARNED', 'credit')).toBe('interest');
    expect(c('Dividends Paid', 'credit')).toBe('interest');
  });

  it('credit-union and overdraft wordings', () => {
    expect(c('DRAFT 1519', 'debit')).toBe('check');
    expect(c('SHARE DRAFT #2044', 'debit')).toBe('check');
    expect(c('OVERDRAFT PRIVILEGE FEE', 'debit')).toBe('nsf_fee');
    expect(c('OVERDRAFT HANDLING FEE', 'debit')).toBe('nsf_fee');
    expect(c('OVERDRAFT INTEREST', 'debit')).toBe('fee');
    expect(c('OVERDRAFT PROTECTION TRANSFER FEE', 'debit')).not.toBe('nsf_fee');
  });

  it('debits', () => {
    expect(c('NSF FEE', 'debit')).toBe('nsf_fee');
    expect(c('Overdraft Fee For A $45.00 Item', 'debit')).toBe('nsf_fee');
    expect(c('RETURNED ITEM FEE', 'debit')).toBe('nsf_fee');
    expect(c('OD ITEM FEE', 'debit')).toBe('nsf_fee');
    expect(c('Insufficient Funds Fee For A $1,200.00 Item', 'debit')).toBe('nsf_fee');
    expect(c('Monthly Service Fee', 'debit')).toBe('fee');
    expect(c('INCOMING WIRE TRANSFER FEE', 'debit')).toBe('fee');
    expect(c('CHECK 1045', 'debit')).toBe('check');
    expect(c('1045 Check', 'debit')).toBe('check');
    expect(c('CHECKCARD 0622 WAWA', 'debit')).toBe('other');
    expect(c('ONLINE TRANSFER TO SAV ...1234', 'debit')).toBe('transfer_out');
    expect(c('Zelle Transfer Conf# 1; John', 'debit')).toBe('other');
    expect(c('Purchase authorized on 06/01 Shell Oil', 'debit')).toBe('other');
  });

  it('a card processor\'s own debit is its fees; a sale it pays in is revenue', () => {
    expect(c('Business PAD MONERIS', 'debit')).toBe('fee');
    expect(c('PREAUTHORIZED DEBIT FIRST DATA CORP', 'debit')).toBe('fee');
    expect(c('MONERIS SETTLEMENT 4410', 'credit')).toBe('revenue');
  });
  it('the layout section decides where it leaves no doubt', () => {
    expect(c('CHECKCARD', 'debit', 'fee')).toBe('fee');
    expect(c('OVERDRAFT ITEM FEE', 'debit', 'fee')).toBe('nsf_fee');
    expect(c('1234', 'debit', 'check')).toBe('check');
  });

  it('a credit is never given a debit category and vice versa', () => {
    const credit = new Set(['revenue', 'transfer_in', 'loan_proceeds', 'reversal', 'interest']);
    fc.assert(fc.property(fc.string(), fc.constantFrom('credit', 'debit') as fc.Arbitrary<'credit' | 'debit'>,
      (d, dir) => credit.has(c(d, dir)) === (dir === 'credit')));
  });
});
