// The hypothesis reader on small hand-built pages: each test is one convention the balances must settle.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { parseLinesExplained } from './document.ts';
import { groupSections } from './sections.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { tokenize } from './tokens.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME LLC', block: [] }, period: { start: '2026-06-01', end: '2026-06-30' } };
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts());
const dirs = (lines: Line[], k = 0) => read(lines).statements[k]!.transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`);

describe('tokens', () => {
  it('splits a date glued to its text and names balance labels', () => {
    const [l] = page([[['06/01 Previous Balance', 40], at('1,000.00', 500)]]);
    const t = tokenize(l!, 0, DEFAULT_SETTINGS.lines, new LineAmounts());
    expect(t.dates.map((d) => d.text)).toEqual(['06/01']);
    expect(t.label).toBe('opening');
    expect(t.money.map((m) => m.cents)).toEqual([100000]);
  });
  it('knows a carried-forward balance from an opening one', () => {
    const [l] = page([[['Balance carried forward', 40], at('1,000.00', 500)]]);
    expect(tokenize(l!, 0, DEFAULT_SETTINGS.lines, new LineAmounts())).toMatchObject({ label: 'closing', carry: true });
  });
});

describe('the balance column decides directions, whatever the headers say', () => {
  const rows: Cell[][] = [
    [['Opening balance', 40], at('1,000.00', 500)],
    [['06/01', 40], ['CUSTOMER PAYMENT', 90], at('100.00', 400), at('1,100.00', 500)],
    [['06/02', 40], ['RENT', 90], at('50.00', 400), at('1,050.00', 500)],
    [['06/03', 40], ['CARD SALES', 90], at('25.00', 400), at('1,075.00', 500)],
    [['Closing balance', 40], at('1,075.00', 500)],
  ];
  it('one unlabelled amount column', () => {
    expect(dirs(page(rows))).toEqual(['2026-06-01 credit 100', '2026-06-02 debit 50', '2026-06-03 credit 25']);
  });
  it('a stray mark between rows (an icon glyph) does not cut a dateless row off the row above', () => {
    // Rows far apart (a printout's spacing): the mark is too far below the row to be its wrapped text.
    const marked: Cell[][] = [
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/01', 40], ['CUSTOMER PAYMENT', 90], at('100.00', 400), at('1,100.00', 500)],
      [['CARD SALES', 90], at('25.00', 400), at('1,125.00', 500)],
      [], [], [['C', 250]], [], [],
      [['MOBILE DEPOSIT', 90], at('30.00', 400), at('1,155.00', 500)],
      [['Closing balance', 40], at('1,155.00', 500)],
    ];
    expect(dirs(page(marked))).toEqual(['2026-06-01 credit 100', '2026-06-01 credit 25', '2026-06-01 credit 30']);
  });
  it('dates printed without a year anywhere take the year of the document\'s anchor (its creation date), not none', () => {
    const yearless: Cell[][] = [
      [['Date', 40], ['Description', 90], ['Amount', 370], ['Balance', 460]],
      [['10/02', 40], ['POS PURCHASE', 90], at('4.23', 400), at('65.73', 500)],
      [['11/09', 40], ['PREAUTHORIZED CREDIT', 90], at('763.01', 400), at('828.74', 500)],
    ];
    const noPeriod: DocContext = { ...ctx, period: { start: null, end: null }, anchor: '2009-02-06' };
    const dates = readHypotheses(page(yearless), noPeriod, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!.transactions.map((t) => t.date);
    expect(dates).toEqual(['2008-10-02', '2008-11-09']);
  });
  it('reads a newest-first list by chaining it in reverse', () => {
    const newest: Cell[][] = [
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/03', 40], ['CARD SALES', 90], at('25.00', 400), at('1,075.00', 500)],
      [['06/02', 40], ['RENT', 90], at('50.00', 400), at('1,050.00', 500)],
      [['06/01', 40], ['CUSTOMER PAYMENT', 90], at('100.00', 400), at('1,100.00', 500)],
      [['Closing balance', 40], at('1,075.00', 500)],
    ];
    const r = read(page(newest));
    expect(r.sections[0]!.winner).toContain('newest-first');
    expect(r.statements[0]!.transactions.map((t) => `${t.direction} ${t.amount}`)).toEqual(['credit 100', 'debit 50', 'credit 25']);
  });
  it('takes the posting date, not a value date printed beside it', () => {
    const two: Cell[][] = [
      [['Post Date', 40], ['Value Date', 90], ['Description', 150], ['Amount', 370], ['Balance', 460]],
      [['Opening balance', 40], at('1,000.00', 500)],
      [['02JUN26', 40], ['29MAY26', 90], ['CARD PURCHASE', 150], at('10.00', 400), at('990.00', 500)],
      [['03JUN26', 40], ['03JUN26', 90], ['DEPOSIT', 150], at('20.00', 400), at('1,010.00', 500)],
      [['Closing balance', 40], at('1,010.00', 500)],
    ];
    const st = read(page(two)).statements[0]!;
    expect(st.transactions.map((t) => t.date)).toEqual(['2026-06-02', '2026-06-03']);
    expect(st.transactions[0]!.description).toBe('CARD PURCHASE');
  });
  it('joins a record whose amounts come on the line below its date', () => {
    const multi: Cell[][] = [
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/01', 40], ['WIRE IN', 90]],
      [['ACME SUPPLY CO', 90], at('300.00', 400), at('1,300.00', 500)],
      [['Closing balance', 40], at('1,300.00', 500)],
    ];
    const st = read(page(multi)).statements[0]!;
    expect(st.transactions).toHaveLength(1);
    expect(st.transactions[0]).toMatchObject({ date: '2026-06-01', amount: 300, direction: 'credit', description: 'WIRE IN ACME SUPPLY CO' });
  });
});

describe('sign conventions and column orders', () => {
  it('balances going negative printed as OD, DR, a trailing minus or parentheses', () => {
    for (const neg of ['50.00 OD', '50.00 DR', '50.00-', '(50.00)']) {
      const lines = page([
        [['Opening balance', 40], at('100.00', 500)],
        [['06/01', 40], ['RENT', 90], at('150.00', 400), at(neg, 500)],
        [['06/02', 40], ['DEPOSIT', 90], at('80.00', 400), at('30.00', 500)],
        [['Closing balance', 40], at('30.00', 500)],
      ]);
      expect(dirs(lines), neg).toEqual(['2026-06-01 debit 150', '2026-06-02 credit 80']);
    }
  });
  it('the date printed last, after the amounts, and amounts without thousands separators', () => {
    const lines = page([
      [['Opening balance', 40], at('1000.00', 400)],
      [['CARD SALES', 40], at('2500.00', 300), at('3500.00', 400), ['06/03', 450]],
      [['PAYROLL', 40], at('1200.00', 300), at('2300.00', 400), ['06/04', 450]],
      [['Closing balance', 40], at('2300.00', 400)],
    ]);
    const st = read(lines).statements[0]!;
    expect(st.transactions.map((t) => `${t.date} ${t.direction} ${t.amount} ${t.description}`)).toEqual([
      '2026-06-03 credit 2500 CARD SALES', '2026-06-04 debit 1200 PAYROLL',
    ]);
  });
  it('left-aligned amount columns (right edges do not line up)', () => {
    const lines = page([
      [['Opening balance', 40], ['1,000.00', 450]],
      [['06/01', 40], ['CUSTOMER PAYMENT', 90], ['12,345.67', 330], ['13,345.67', 450]],
      [['06/02', 40], ['RENT', 90], ['5.00', 330], ['13,340.67', 450]],
      [['06/03', 40], ['FEE', 90], ['340.67', 330], ['13,000.00', 450]],
      [['Closing balance', 40], ['13,000.00', 450]],
    ]);
    expect(dirs(lines)).toEqual(['2026-06-01 credit 12345.67', '2026-06-02 debit 5', '2026-06-03 debit 340.67']);
  });
  it('separate debit and credit columns whose header words are swapped: the balances win', () => {
    const lines = page([
      [['Date', 40], ['Description', 90], ['Deposits', 330], ['Withdrawals', 390], ['Balance', 460]],
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/01', 40], ['ACH PAYMENT VENDOR', 90], at('200.00', 360), at('800.00', 500)],
      [['06/02', 40], ['MOBILE DEPOSIT', 90], at('300.00', 430), at('1,100.00', 500)],
      [['Closing balance', 40], at('1,100.00', 500)],
    ]);
    expect(dirs(lines)).toEqual(['2026-06-01 debit 200', '2026-06-02 credit 300']);
  });
});

describe('sections', () => {
  it('one statement per sub-account, each between its own opening and closing balance', () => {
    const lines = page([
      [['SHARE SAVINGS - Account ****1111', 40]],
      [['06/01', 40], ['Previous Balance', 90], at('500.00', 500)],
      [['06/30', 40], ['DIVIDEND EARNED', 90], at('1.00', 400), at('501.00', 500)],
      [['06/30', 40], ['New Balance', 90], at('501.00', 500)],
      [['CHECKING - Account ****2222', 40]],
      [['06/01', 40], ['Previous Balance', 90], at('200.00', 500)],
      [['06/02', 40], ['POS PURCHASE', 90], at('20.00', 400), at('180.00', 500)],
      [['06/30', 40], ['New Balance', 90], at('180.00', 500)],
    ]);
    const sts = read(lines).statements;
    expect(sts.map((s) => [s.account_number_last4, s.beginning_balance, s.ending_balance, s.transactions.length])).toEqual([
      ['1111', 500, 501, 1], ['2222', 200, 180, 1],
    ]);
  });
  it('a summary box and the table printing the same opening balance make one statement with the box closing', () => {
    const lines = page([
      [['Beginning balance', 300], at('1,000.00', 500)],
      [['Ending balance', 300], at('1,095.00', 500)],
      [['06/01', 40], ['Opening balance', 90], at('1,000.00', 500)],
      [['06/02', 40], ['DEPOSIT', 90], at('100.00', 400), at('1,100.00', 500)],
      [['06/03', 40], ['FEE', 90], at('5.00', 400), at('1,095.00', 500)],
    ]);
    const sts = read(lines).statements;
    expect(sts.map((st) => [st.beginning_balance, st.ending_balance, st.transactions.length])).toEqual([[1000, 1095, 2]]);
  });
  it('a balance brought forward on the next page continues the same list', () => {
    const p1 = page([
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/01', 40], ['DEPOSIT', 90], at('100.00', 400), at('1,100.00', 500)],
      [['Balance carried forward', 40], at('1,100.00', 500)],
    ]);
    const p2 = page([
      [['Balance brought forward', 40], at('1,100.00', 500)],
      [['06/02', 40], ['FEE', 90], at('5.00', 400), at('1,095.00', 500)],
      [['Closing balance', 40], at('1,095.00', 500)],
    ], 2);
    expect(groupSections([...p1, ...p2], { settings: DEFAULT_SETTINGS, amounts: new LineAmounts() }).sections).toHaveLength(1);
    expect(dirs([...p1, ...p2])).toEqual(['2026-06-01 credit 100', '2026-06-02 debit 5']);
  });
  it('a previous balance repeating the running balance under a new statement period opens the next statement', () => {
    // June prints no closing balance; July (a new period printed since June's last row) opens at June's last balance.
    const lines = page([
      [['Statement period 06/01/2026 - 06/30/2026', 40]],
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/01', 40], ['DEPOSIT', 90], at('100.00', 400), at('1,100.00', 500)],
      [['06/02', 40], ['FEE', 90], at('5.00', 400), at('1,095.00', 500)],
      [['Statement period 07/01/2026 - 07/31/2026', 40]],
      [['Previous balance', 40], at('1,095.00', 500)],
      [['07/01', 40], ['RENT', 90], at('95.00', 400), at('1,000.00', 500)],
      [['Closing balance', 40], at('1,000.00', 500)],
    ]);
    expect(groupSections(lines, { settings: DEFAULT_SETTINGS, amounts: new LineAmounts(), periodAt: (i) => (i < 4 ? 'june' : 'july') }).sections).toHaveLength(2);
    const sts = read(lines).statements;
    // June's closing balance is the one printed on its last row, since every step of the chain verifies.
    expect(sts.map((st) => [st.period_end, st.beginning_balance, st.ending_balance, st.transactions.length])).toEqual([
      ['2026-06-30', 1000, 1095, 2], ['2026-07-31', 1095, 1000, 1]]);
  });
  it('no closing balance is taken from a chain that does not verify', () => {
    const r = read(page([
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/01', 40], ['DEPOSIT', 90], at('100.00', 400), at('1,100.00', 500)],
      [['06/02', 40], ['FEE', 90], at('5.00', 400), at('1,085.00', 500)],
    ]));
    expect(r.statements[0]!.ending_balance).toBeNull();
  });
  it('the next statement\'s period right under a row is no wrapped line of it', () => {
    const sts = read(page([
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/01', 40], ['DEPOSIT', 90], at('100.00', 400), at('1,100.00', 500)],
      [['Statement period: 07/01/2026 - 07/31/2026', 300]],
    ])).statements;
    expect(sts[0]!.transactions.map((t) => t.description)).toEqual(['DEPOSIT']);
  });
  it('a list no reading verifies is still read, and says so', () => {
    const r = read(page([
      [['Opening balance', 40], at('1,000.00', 500)],
      [['06/01', 40], ['DEPOSIT', 90], at('100.00', 400), at('1,300.00', 500)],
      [['Closing balance', 40], at('1,300.00', 500)],
    ]));
    expect(r.statements[0]!.transactions).toHaveLength(1);
    expect(r.sections[0]!.tried.every((t) => !t.includes('reconciles') || t.includes('does not'))).toBe(true);
  });
});

describe('a count of the postings under the list', () => {
  it('is a printed figure, not the last row\'s text; a deposit\'s own "3 ITEMS" line stays its text', () => {
    const lines = page([
      [['Opening balance', 40], at('100.00', 500)],
      [['06/01', 40], ['BRANCH DEPOSIT', 90], at('80.00', 400), at('180.00', 500)],
      [['3 ITEMS', 90]],
      [['06/02', 40], ['ONLINE TRANSFER FROM SAVINGS', 90], at('20.00', 400), at('200.00', 500)],
      [['2 posted transactions (2 money in, 0 money out)', 90]],
      [['Closing balance', 40], at('200.00', 500)],
    ]);
    expect(read(lines).statements[0]!.transactions.map((t) => t.description)).toEqual(['BRANCH DEPOSIT 3 ITEMS', 'ONLINE TRANSFER FROM SAVINGS']);
  });
});

describe('a title\'s words under a dated line awaiting its amounts', () => {
  it('are that record\'s text, not a section title that would turn the rows under it', () => {
    const lines = page([
      [['Opening balance', 40], at('100.00', 500)],
      [['06/04', 40], ['HARDWARE STORE 7170', 90], at('20.00', 400), at('80.00', 500)],
      [['06/07', 40], ['Operations Centre Transfer', 90]],
      [['Fee Refund', 90]],
      [['REF 4471', 90], at('1.10', 440), at('81.10', 500)],
      [['06/08', 40], ['CONVENIENCE STORE', 90], at('6.40', 400), at('74.70', 500)],
      [['Closing balance', 40], at('74.70', 500)],
    ]);
    const classes = parseLinesExplained(lines, DEFAULT_SETTINGS).explain.trace!.classes.map((c) => c.class);
    expect(classes).toEqual(['opening', 'row', 'row_start', 'continuation', 'amounts', 'row', 'closing']);
  });
});

describe('a payment abroad quoting its foreign amount', () => {
  it('keeps the figure with a currency code in its text and reads the amount in the statement\'s currency', () => {
    const rows: Cell[][] = [[['Opening balance', 40], at('1,000.00', 540)]];
    let bal = 100000;
    for (const [d, foreign, local] of [['06/18', 'EUR200.00', 25141], ['06/24', 'EUR210.00', 26366], ['06/25', '109.50 EUR', 13414]] as [string, string, number][]) {
      bal -= local;
      rows.push([[d, 40], ['Wdl ATM ABROAD', 90]], [[foreign, 90], at((local / 100).toFixed(2), 390), at((bal / 100).toFixed(2), 540)]);
      rows.push([[d, 40], ['International Fee', 90], at('3.00', 390), at(((bal - 300) / 100).toFixed(2), 540)]);
      bal -= 300;
    }
    rows.push([['Closing balance', 40], at((bal / 100).toFixed(2), 540)]);
    const st = read(page(rows)).statements[0]!;
    expect(st.transactions.filter((t) => /ABROAD/.test(t.description)).map((t) => `${t.amount} ${t.description}`))
      .toEqual(['251.41 Wdl ATM ABROAD EUR200.00', '263.66 Wdl ATM ABROAD EUR210.00', '134.14 Wdl ATM ABROAD 109.50 EUR']);
  });
});
