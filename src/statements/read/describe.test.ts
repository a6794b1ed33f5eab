// What of a row's words is its description, each mechanism alone on small hand-built pages: a reference column named
// by a header printed over two lines, and text that a core system cuts into lines mid-word at a fixed width.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2025-11-01', end: '2025-11-30' } };
const descriptions = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!.transactions.map((t) => t.description);

/** Rows of a running-balance table: each item's text lines (first beside the date), one debit each. */
function table(items: string[][], opts: { ref?: boolean; firstWidth?: number } = {}): Line[] {
  const rows: Cell[][] = [];
  if (opts.ref) rows.push([['Ref No./Cheque', 240]]);
  rows.push([['Date', 30], ['Description', 100], ...(opts.ref ? [['No.', 240] as Cell] : []), ['Debit', 330], ['Balance', 420]]);
  rows.push([['01/11/2025', 30], ['OPENING BALANCE', 100], at('10,000.00', 460)]);
  let bal = 1_000_000;
  items.forEach((text, k) => {
    bal -= 1000 + k;
    const cents = (c: number) => `${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;
    rows.push([[`${String(k + 2).padStart(2, '0')}/11/2025`, 30], [text[0]!, 100, opts.firstWidth], ...(opts.ref ? [[String(602085721675 + k * 7919), 240] as Cell] : []), at(cents(1000 + k), 370), at(cents(bal), 460)]);
    for (const more of text.slice(1)) rows.push([[more, 100]]);
  });
  return page(rows);
}

describe('descriptions', () => {
  it('leaves out a reference column of bare numbers named by a header over two lines ("Ref No./Cheque" over "No.")', () => {
    const d = descriptions(table([['NEFT TO SUPPLIER'], ['CASH WITHDRAWAL'], ['RENT NOVEMBER'], ['INSURANCE PREMIUM']], { ref: true }));
    expect(d).toEqual(['NEFT TO SUPPLIER', 'CASH WITHDRAWAL', 'RENT NOVEMBER', 'INSURANCE PREMIUM']);
  });

  it('joins lines cut mid-word at a fixed width with nothing, and word-wrapped lines with a space', () => {
    // Every first line as wide as the field (in a proportional font: 16 to 20 characters), cut anywhere: the section
    // cuts mid-word.
    const cut = ['NACH DR LENDINGKA|RT FINANCE UMRN', 'BHARATPE SETTLEMEN|T 86251172', 'BILLPAY MSEDCL ELEC|TRICITY', 'UPI/74200/DMART /P2M|PAYMENT',
      'CASH DEPOSIT B|Y SELF 9445', 'LIC PREMIUM 9124538|86', 'NEFT DR-SUBL06321|54-GURU RENT', 'POS 0773XXXX|XX9325 DMART'];
    expect(descriptions(table(cut.map((s) => s.split('|')), { firstWidth: 95 }))).toEqual(cut.map((s) => s.replace('|', '')));
    // The same lines in a fixed-pitch font end where their lengths end: nothing shows a cut, a space joins them.
    expect(descriptions(table(cut.map((s) => s.split('|'))))).toEqual(cut.map((s) => s.replace('|', ' ')));
    // Word-wrapped lines end where their last word ends: a space between the lines.
    const wrapped = ['NACH DR LENDINGKART|FINANCE UMRN', 'BHARATPE|SETTLEMENT 86251172', 'BILLPAY MSEDCL|ELECTRICITY', 'UPI/74200/DMART|/P2M PAYMENT',
      'CASH DEPOSIT BY|SELF 9445', 'LIC PREMIUM|91245388', 'NEFT DR-SUBL0632154|GURU RENT', 'POS 0773XXXXXX9325|DMART'];
    expect(descriptions(table(wrapped.map((s) => s.split('|'))))).toEqual(wrapped.map((s) => s.replace('|', ' ')));
  });

  it('does not take rows repeating a text that wraps at one place for a cut (a payee, the holder name)', () => {
    const same = Array.from({ length: 8 }, (_, k) => [`CARD PURCHASE ${1000 + k} LAS VEGAS`, 'NV']);
    expect(descriptions(table(same))).toEqual(same.map((l) => l.join(' ')));
  });
});
