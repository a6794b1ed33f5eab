// Credit-card statements read as statements (issue 32), each layout alone on small hand-built pages: the balances are
// what the holder has (owed is negative), purchases, fees and interest are debits, payments and refunds credits, and
// the printed previous and new balances judge the reading. A guide that explains a card statement gets no rows.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { parseLinesExplained } from './document.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';

const read = (lines: Line[]) => parseLinesExplained(lines, DEFAULT_SETTINGS).statements
  .map((s) => `${s.account_type} ${s.period_end} ${s.beginning_balance}->${s.ending_balance} ${s.transactions.map((t) => `${t.direction === 'credit' ? '+' : '-'}${t.amount}`).join(' ')}${s.unverified ? ' unverified' : ''}`);

const head: Cell[][] = [
  [['Business Platinum Card', 40]],
  [['Statement Closing Date 03/21/2026', 40], ['Payment Due Date 04/15/2026', 330]],
  [['Credit Limit $10,000.00', 40], ['Minimum Payment Due $35.00', 330]],
];

describe('a card statement', () => {
  it('with a sign column: a payment printed with a trailing minus is a credit, a purchase a debit', () => {
    const lines = page([...head,
      [['Previous Balance', 40], at('$1,200.00', 300)],
      [['New Balance', 40], at('$1,035.40', 300)],
      [['Date', 40], ['Description', 120], at('Amount', 560)],
      [['02/25', 40], ['PAYMENT RECEIVED THANK YOU', 120], at('1,200.00-', 565)],
      [['02/27', 40], ['OFFICE DEPOT 1142', 120], at('812.15', 560)],
      [['03/02', 40], ['SHELL OIL 5521', 120], at('98.25', 560)],
      [['03/10', 40], ['ADOBE SYSTEMS', 120], at('125.00', 560)],
    ]);
    expect(read(lines)).toEqual(['credit_card 2026-03-21 -1200->-1035.4 +1200 -812.15 -98.25 -125']);
  });

  it('with CR marks and a summary box of columns: a refund marked CR is a credit', () => {
    const lines = page([...head,
      [['Previous Balance', 40], ['Payments/Credits', 160], ['Purchases', 290], ['New Balance', 420]],
      [at('640.00', 120), at('700.00 CR', 255), at('1,310.50', 360), at('1,250.50', 500)],
      [['Date', 40], ['Description', 120], at('Amount', 560)],
      [['02/24', 40], ['ONLINE PAYMENT', 120], at('640.00 CR', 575)],
      [['02/28', 40], ['DELTA AIR LINES', 120], at('1,150.00', 560)],
      [['03/03', 40], ['UBER TRIP', 120], at('60.00', 560)],
      [['03/06', 40], ['DELTA AIR LINES REFUND', 120], at('60.00 CR', 575)],
      [['03/12', 40], ['STAPLES 0042', 120], at('100.50', 560)],
    ]);
    expect(read(lines)).toEqual(['credit_card 2026-03-21 -640->-1250.5 +640 -1150 -60 +60 -100.5']);
  });

  it('with separate sections: payments and credits, purchases, fees and interest under their titles', () => {
    const lines = page([...head,
      [['Previous Balance', 40], at('$2,000.00', 300)],
      [['New Balance', 40], at('$1,386.97', 300)],
      [['Date', 40], ['Description', 120], at('Amount', 560)],
      [['PAYMENTS AND CREDITS', 40]],
      [['02/26', 40], ['AUTOPAY PAYMENT', 120], at('2,000.00', 560)],
      [['03/04', 40], ['RETURN AMAZON MKTPLACE', 120], at('45.00', 560)],
      [['PURCHASES', 40]],
      [['02/27', 40], ['HOME DEPOT 6621', 120], at('1,250.00', 560)],
      [['03/09', 40], ['COSTCO WHSE 0118', 120], at('140.00', 560)],
      [['FEES', 40]],
      [['03/21', 40], ['LATE FEE', 120], at('29.00', 560)],
      [['INTEREST CHARGED', 40]],
      [['03/21', 40], ['INTEREST CHARGE ON PURCHASES', 120], at('12.97', 560)],
    ]);
    expect(read(lines)).toEqual(['credit_card 2026-03-21 -2000->-1386.97 +2000 +45 -1250 -140 -29 -12.97']);
    // A title under a row is not its description.
    expect(parseLinesExplained(lines, DEFAULT_SETTINGS).statements[0]!.transactions.map((t) => t.description)).toEqual([
      'AUTOPAY PAYMENT', 'RETURN AMAZON MKTPLACE', 'HOME DEPOT 6621', 'COSTCO WHSE 0118', 'LATE FEE', 'INTEREST CHARGE ON PURCHASES']);
  });

  it('overpaid: a new balance printed CR is what the holder has, positive', () => {
    const lines = page([...head,
      [['Previous Balance', 40], at('$300.00', 300)],
      [['New Balance', 40], at('$25.00 CR', 315)],
      [['Date', 40], ['Description', 120], at('Amount', 560)],
      [['02/25', 40], ['PAYMENT THANK YOU', 120], at('400.00-', 565)],
      [['03/01', 40], ['OFFICE DEPOT 1142', 120], at('75.00', 560)],
    ]);
    expect(read(lines)).toEqual(['credit_card 2026-03-21 -300->25 +400 -75']);
  });

  it('without a summary box: the previous and new balance printed as the list\'s first and last lines', () => {
    const lines = page([
      [['Visa Business Card', 40]],
      [['Statement Date 21 March 2026', 40], ['Minimum Payment $25.00', 330]],
      [['Payment Due Date 15 April 2026', 40], ['Credit Limit $5,000.00', 330]],
      [['Date', 40], ['Transaction Details', 120], at('Amount', 560)],
      [['Previous Balance', 120], at('410.00', 560)],
      [['24 Feb', 40], ['PAYMENT RECEIVED, THANK YOU', 120], at('410.00-', 565)],
      [['02 Mar', 40], ['TELSTRA SERVICES', 120], at('89.95', 560)],
      [['11 Mar', 40], ['OFFICEWORKS 0231', 120], at('212.40', 560)],
      [['New Balance', 120], at('302.35', 560)],
    ]);
    expect(read(lines)).toEqual(['credit_card 2026-03-21 -410->-302.35 +410 -89.95 -212.4']);
  });

  it('titled as a card\'s statement, with an opening and closing balance box and no "New Balance": still a card', () => {
    const lines = page([
      [['Visa Statement', 40]],
      [['Statement begins 24 July 2026', 40]],
      [['Statement ends 24 August 2026', 40]],
      [['Minimum amount due $31.00', 40], ['Credit limit $2,000', 330]],
      [['Opening Balance', 40], ['New Charges', 160], ['Payments/Refunds', 290], ['Closing Balance', 420]],
      [at('$1,990.32', 120), at('+ $599.07', 240), at('- $1,000.00', 370), at('= $1,589.39', 500)],
      [['Date', 40], ['Transaction Details', 120], at('Amount', 560)],
      [['27 Jul', 40], ['PAYMENT RECEIVED, THANK YOU', 120], at('1,000.00-', 565)],
      [['28 Jul', 40], ['WWW UNWIRED COM SYDNEY', 120], at('529.95', 560)],
      [['14 Aug', 40], ['DECC HURSTVILLE', 120], at('69.12', 560)],
    ]);
    expect(read(lines)).toEqual(['credit_card 2026-08-24 -1990.32->-1589.39 +1000 -529.95 -69.12']);
  });

  it('whose rows do not reconcile its balances is returned unverified, still a card', () => {
    const lines = page([...head,
      [['Previous Balance', 40], at('$1,000.00', 300)],
      [['New Balance', 40], at('$1,500.00', 300)],
      [['Date', 40], ['Description', 120], at('Amount', 560)],
      [['02/27', 40], ['OFFICE DEPOT 1142', 120], at('812.15', 560)],
      [['03/02', 40], ['SHELL OIL 5521', 120], at('98.25', 560)],
    ]);
    const [st] = read(lines);
    expect(st).toMatch(/^credit_card 2026-03-21 -1000->-1500 .* unverified$/);
  });
});

describe('a guide that explains a card statement', () => {
  it('gets no rows, however statement-like its example figures', () => {
    const lines = page([
      [['A quick guide to understanding your credit card statement', 40]],
      [['1  Previous Balance: the amount you owed at the start of the statement period.', 40]],
      [['2  New Balance: the total amount owing at the end of the statement period.', 40]],
      [['Previous Balance', 40], at('$500.00', 300), ['Minimum Payment Due $25.00', 330]],
      [['New Balance', 40], at('$620.00', 300), ['Payment Due Date 15 April 2026', 330]],
      [['Credit Limit $5,000.00', 40]],
      [['Date', 40], ['Description', 120], at('Amount', 560)],
      [['02/25', 40], ['PAYMENT THANK YOU (a payment you made)', 120], at('500.00-', 565)],
      [['03/01', 40], ['SUPERMARKET (a purchase)', 120], at('620.00', 560)],
    ]);
    const r = parseLinesExplained(lines, DEFAULT_SETTINGS);
    expect(r.statements).toEqual([]);
    expect(r.explain.winner).toBe('none: a guide that explains card statements');
  });
});
