// Documents of another kind told apart: a credit-card statement is named as one, in its issuer's words or another's.
import { describe, expect, it } from 'vitest';
import { page } from '../read/test-pages.ts';
import { parseLinesExplained } from '../read/document.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { cardCues } from './noise.ts';

describe('credit-card statements', () => {
  it('counts what a card statement prints: balance owed, minimum due, due date, credit limit', () => {
    const card = page([[['LAST MONTH\'S BALANCE', 40], ['412.16', 500]], [['PAYMENT DUE DATE', 40], ['TOTAL CREDIT LIMIT', 200]], [['TOTAL MINIMUM DUE', 40], ['25.00', 500]]]);
    expect(cardCues(card, DEFAULT_SETTINGS.layout)).toBe(4);
    const account = page([[['Beginning balance', 40], ['1,000.00', 500]], [['Overdraft credit limit', 40], ['500.00', 500]], [['Ending balance', 40], ['900.00', 500]]]);
    expect(cardCues(account, DEFAULT_SETTINGS.layout)).toBe(1);
  });
  it('knows a card statement\'s activity page by its own words: credit line, "Payment Thank You", interest charged', () => {
    const page2 = page([[['You are over your credit line by $3,135.94', 40]], [['11/21', 40], ['Payment Thank You - Web', 100], ['-2,000.00', 500]],
      [['Total interest charged in 2021', 40], ['$0.00', 500]], [['TRANSACTIONS THIS CYCLE (CARD 1111)', 40], ['$493.35', 500]]]);
    expect(cardCues(page2, DEFAULT_SETTINGS.layout)).toBe(4);
  });
  it('a document read as no statement that prints them is named a credit-card statement', () => {
    const card = page([
      [['STATEMENT DATE', 40], ['PAYMENT DUE DATE', 150], ['TOTAL CREDIT LIMIT', 300]],
      [['LAST MONTH\'S BALANCE', 40], ['412.16', 500]],
      [['02 JUL', 40], ['GRAB *RIDE SINGAPORE', 100], ['12.40', 500]],
      [['TOTAL MINIMUM DUE', 40], ['50.00', 500]],
    ]);
    expect(parseLinesExplained(card, DEFAULT_SETTINGS).explain.winner).toBe('none: credit-card statement');
  });
});
