// The OCR path's own rules, without the OCR engine: word mending, balance repair, skew estimation, encoders.
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { normalizeWord } from './words.ts';
import { confusable, repairStatement } from './repair.ts';
import { deskew, encodePgm, encodePng, estimateSkew, type Gray } from './raster.ts';
import type { ExtractedStatement, ExtractedTransaction } from '../../types.ts';
import { DEFAULT_SETTINGS } from '../../settings.ts';

const O = DEFAULT_SETTINGS.ocr;

describe('normalizeWord', () => {
  it.each([
    ['1,234.56', '1,234.56'],
    ['1.234.56', '1,234.56'],     // thousands comma read as a point
    ['1,234,56', '1,234.56'],     // decimal point read as a comma
    ['1,23456', '1,234.56'],      // decimal point dropped after a thousands group
    ['l,2O4.5O', '1,204.50'],     // letters for digits
    ['S8.5O', '58.50'],
    ['142.50~', '142.50-'],       // trailing minus read as a tilde
    ['(B9.10)', '(89.10)'],
    ['1O/O5', '10/05'],           // a date
    ['|56.00|', '56.00'],         // table rules glued to the word
    ['"$37,917.83', '$37,917.83'], // a speck before the figure read as a quote
    ['2;115.71', '2,115.71'],      // a comma read as a semicolon
    ['05/09/2024.', '05/09/2024'], // a speck after a date
    ['=32.40', '-32.40'],          // a leading minus read as an equals sign
    ['"=2,342.18', '-2,342.18'],   // ... after a speck read as a quote
    ['-3.,993.56', '-3,993.56'],   // a separator read twice
    ['74,.97-', '74.97-'],         // ... before the cents
    ['“3/25.', '3/25'],            // specks before and after a date
    ['2026-12-18.', '2026-12-18'], // ... an ISO date too
    ['1,271.39.', '1,271.39'],     // a speck after an amount
    ['(253.95),', '(253.95)'],
    ['32.91"', '32.91'],
    ['832.65:', '832.65'],
  ])('%s -> %s', (raw, want) => { expect(normalizeWord(raw, O)).toBe(want); });

  it.each(['POS', 'DEPOSIT', 'Sold', 'I0S', 'BOB', 'ID 83204', '12345'])('leaves %s alone', (w) => {
    expect(normalizeWord(w, O)).toBe(w);
  });

  it('drops specks and dashed rules', () => {
    expect(normalizeWord('|', O)).toBe('');
    expect(normalizeWord('---------ooeo', O)).toBe('');
  });
});

describe('confusable', () => {
  it('accepts one or two digits OCR mixes up, nothing else', () => {
    expect(confusable(183600, 133600)).toBe(true);   // 8 read for 3
    expect(confusable(5000, 6000)).toBe(true);
    expect(confusable(12345, 12395)).toBe(false);    // 4 and 9 are not confused
    expect(confusable(888, 333)).toBe(false);        // three digits
    expect(confusable(15704610, 5704610)).toBe(true); // a stray 1 from a rule beside the figure
    expect(confusable(100, 100)).toBe(false);
    expect(confusable(113, 1113)).toBe(true);         // two thin 1s run together into one
    expect(confusable(4500, 45500)).toBe(true);       // 55 read as one 5
    expect(confusable(4500, 45800)).toBe(false);      // a lost 8 beside no other 8
    expect(confusable(113, 1113, 1)).toBe(false);     // one equation alone does not vouch for a lost digit
  });
});

const tx = (amount: number, direction: 'credit' | 'debit', balance: number | null, date = '2024-03-05'): ExtractedTransaction =>
  ({ date, description: 'x', amount, direction, balance, section: null, page: 1 });

function statement(beginning: number, ending: number, transactions: ExtractedTransaction[]): ExtractedStatement {
  return {
    bank_name: null, account_holder: null, holder_block: [], account_number_last4: null, account_type: null,
    period_start: '2024-03-01', period_end: '2024-03-31', beginning_balance: beginning, ending_balance: ending,
    printed_total_credits: null, printed_total_debits: null, transactions, pages: [1, 1], amount_fonts: {},
  };
}

const sure = { confOf: () => 0.9, maxFixes: 10 };

describe('repairStatement', () => {
  it('re-reads a misread amount so the running balances chain', () => {
    // 1,386.00 printed, read as 1,836.00.
    const st = statement(1000, 2386, [tx(1836, 'credit', 2386), tx(100, 'debit', 2286), tx(100, 'credit', 2386)]);
    const fixes = repairStatement(st, sure);
    expect(st.transactions[0]!.amount).toBe(1386);
    expect(fixes).toEqual(['p1: amount 1836.00 -> 1386.00']);
  });

  it('gives an amount back the digit its two like digits lost when they ran together, where the balances chain', () => {
    // 11.13 printed, read as 1.13.
    const st = statement(1000, 988.87, [tx(1.13, 'debit', 988.87), tx(5, 'credit', 993.87), tx(5, 'debit', 988.87)]);
    expect(repairStatement(st, sure)).toEqual(['p1: amount 1.13 -> 11.13']);
  });

  it('re-reads a misread balance when the next link confirms it', () => {
    // 1,300.00 is the balance after row 2 (1,500 - 200); printed "1,800.00" is an 8 for a 3.
    const st = statement(1000, 1300, [tx(500, 'credit', 1500), tx(200, 'debit', 1800), tx(0.5, 'debit', 1299.5), tx(0.5, 'credit', 1300)]);
    expect(repairStatement(st, sure)).toEqual(['p1: balance 1800.00 -> 1300.00']);
    expect(st.transactions[1]!.balance).toBe(1300);
  });

  it('re-reads the least confident of two amounts that would each close the gap', () => {
    // No running balances: 0 + 8.00 - 6.00 should be 3.00. A 9 read as 8, or a 5 read as 6: confidence decides.
    const run = (lowCents: number) => {
      const st = statement(0, 3, [tx(8, 'credit', null), tx(6, 'debit', null)]);
      repairStatement(st, { confOf: (_p, cents) => (cents === lowCents ? 0.3 : 0.9), maxFixes: 10 });
      return st.transactions.map((t) => t.amount);
    };
    expect(run(600)).toEqual([8, 5]);
    expect(run(800)).toEqual([9, 6]);
  });

  it('gives a row whose minus sign was lost, or read as a 7, its sign back', () => {
    // -1,768.39 read as 1,768.39 (a credit); -71.00 read as 771.00.
    const st = statement(2000, 160.61, [tx(1768.39, 'credit', 231.61), tx(771, 'credit', 160.61)]);
    expect(repairStatement(st, sure)).toEqual(['p1: sign of 1768.39 -> debit 1768.39', 'p1: sign of 771.00 -> debit 71.00']);
    expect(st.transactions.map((t) => [t.direction, t.amount])).toEqual([['debit', 1768.39], ['debit', 71]]);
  });

  it('gives a balance its lost minus back, and the row the reader turned by it its direction, when the next link agrees', () => {
    // -1,695.67 read as 1,695.67: the reader took the -36.00 fee for a credit (the balance rose).
    const st = statement(-1659.67, -1731.67, [tx(36, 'credit', 1695.67), tx(36, 'debit', -1731.67)]);
    expect(repairStatement(st, sure)).toEqual(['p1: balance 1695.67 -> -1695.67', 'p1: sign of 36.00 -> debit 36.00 (by the balance\'s lost minus)']);
    expect(st.transactions.map((t) => [t.direction, t.balance])).toEqual([['debit', -1695.67], ['debit', -1731.67]]);
    // Two balances in a row that lost their minus: each judged by the chain after it.
    const two = statement(-1582.9, -1806.69, [tx(76.77, 'debit', 1659.67), tx(36, 'credit', 1695.67), tx(75.02, 'debit', -1770.69), tx(36, 'debit', -1806.69)]);
    repairStatement(two, sure);
    expect(two.transactions.map((t) => [t.direction, t.balance])).toEqual([['debit', -1659.67], ['debit', -1695.67], ['debit', -1770.69], ['debit', -1806.69]]);
    // Without the next link to agree, the balance is left as read.
    const alone = statement(-1659.67, 5, [tx(36, 'credit', 1695.67), tx(36, 'debit', 900)]);
    expect(repairStatement(alone, sure).some((f) => f.includes('-1695.67'))).toBe(false);
  });

  it('without running balances, changes one digit at most (the totals alone cannot say which row had two wrong)', () => {
    // 43.11 read as 43.73 (3 is not a misread 1): 54.78 -> 54.16 would also close the gap, by two digits: left alone.
    const st = statement(1000, 1000 - 43.11 - 54.78, [tx(43.73, 'debit', null), tx(54.78, 'debit', null)]);
    expect(repairStatement(st, sure)).toEqual([]);
    expect(st.transactions.map((t) => t.amount)).toEqual([43.73, 54.78]);
  });

  it('leaves a break nothing plausible explains', () => {
    const st = statement(1000, 1100, [tx(100, 'credit', 1100), tx(12.34, 'debit', 1000), tx(12.34, 'credit', 1100)]);
    expect(repairStatement(st, sure)).toEqual([]);
    expect(st.transactions[1]!.amount).toBe(12.34);
  });

  it('drops a row read twice', () => {
    const st = statement(1000, 300, [tx(700, 'debit', 300, '2024-03-26'), tx(700, 'debit', null, '2024-03-26')]);
    repairStatement(st, sure);
    expect(st.transactions).toHaveLength(1);
  });

  it('is bounded', () => {
    const rows = Array.from({ length: 300 }, (_, i) => tx(8, 'debit', 10_000 - 3 * (i + 1)));
    const st = statement(10_000, 10_000 - 900, rows);
    const t = Date.now();
    const fixes = repairStatement(st, { confOf: () => 0.5, maxFixes: 40 });
    expect(fixes.length).toBeLessThanOrEqual(40);
    expect(Date.now() - t).toBeLessThan(2000);
  });
});

function lines(w: number, h: number): Gray {
  const data = new Uint8Array(w * h).fill(255);
  for (let y = 60; y < h - 60; y += 30) for (let dy = 0; dy < 6; dy++) for (let x = 40; x < w - 40; x++) if ((x >> 3) % 3) data[(y + dy) * w + x] = 0;
  return { width: w, height: h, data };
}

describe('raster', () => {
  it.each([2, -3.5, 0.8])('finds a skew of %s degrees', (deg) => {
    const turned = deskew(lines(800, 1000), -deg);
    expect(Math.abs(estimateSkew(turned, O) - deg)).toBeLessThanOrEqual(0.2);
  });

  it('finds no skew on a straight or blank page', () => {
    expect(Math.abs(estimateSkew(lines(800, 1000), O))).toBeLessThanOrEqual(0.1);
    expect(estimateSkew({ width: 100, height: 100, data: new Uint8Array(10_000).fill(255) }, O)).toBe(0);
  });

  it('encodes PGM and PNG that hold the same pixels', () => {
    const img: Gray = { width: 3, height: 2, data: new Uint8Array([0, 100, 255, 1, 2, 3]) };
    const pgm = encodePgm(img);
    expect(Buffer.from(pgm.subarray(0, 11)).toString('latin1')).toBe('P5\n3 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([...img.data]);
    const png = Buffer.from(encodePng(img));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect([...raw]).toEqual([0, 0, 100, 255, 0, 1, 2, 3]);
  });
});
