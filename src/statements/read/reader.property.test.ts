// The hypothesis reader never throws and never invents money: whatever lines it is given, every transaction it
// returns carries an amount printed on one of those lines, and a statement it says reconciles does.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { itemsToWords, wordsToLines } from '../layout/layout.ts';
import type { TextItem } from '../types.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { readHypotheses } from './reader.ts';
import { reconciles } from '../verify/choose.ts';
import { LineAmounts, parseMoney } from './amounts.ts';

const token = fc.oneof(
  fc.constantFrom('06/01', '06/15', '6/30/2026', '02JUN26', 'Jun 3', '31/05/2026', 'Opening balance', 'Closing balance',
    'Balance forward', 'Total', 'Deposits', 'Withdrawals', 'CHECK', 'Date', 'Description', 'Amount', 'Balance', 'CR', 'DR'),
  fc.integer({ min: 0, max: 9_999_999 }).map((c) => `${(c / 100).toFixed(2)}`),
  fc.integer({ min: 0, max: 999_999 }).map((c) => `(${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })})`),
  fc.integer({ min: 0, max: 999_999 }).map((c) => `${(c / 100).toFixed(2)}-`),
  fc.stringMatching(/^[A-Z][A-Z ]{0,20}$/),
);
const row = fc.array(fc.tuple(token, fc.integer({ min: 20, max: 560 })), { minLength: 1, maxLength: 6 });

describe('hypothesis reader on arbitrary lines', () => {
  it('never throws, never invents amounts, and means it when it says a statement reconciles', () => {
    fc.assert(fc.property(fc.array(row, { minLength: 1, maxLength: 40 }), (rows) => {
      const items: TextItem[] = rows.flatMap((cells, k) => cells.map(([str, x]) => ({ str, x, y: 60 + (k % 50) * 14, w: str.length * 5, h: 10, font: 'f' })));
      const lines = wordsToLines(itemsToWords(items, DEFAULT_SETTINGS.layout), 1, 612, 792, DEFAULT_SETTINGS.layout);
      const printed = new Set<number>();
      for (const l of lines) for (const c of l.cells) for (const w of c.text.split(/\s+/)) { const m = parseMoney(w); if (m) printed.add(m.cents); }
      const r = readHypotheses(lines, { bank: null, holder: { holder: null, block: [] }, period: { start: '2026-06-01', end: '2026-06-30' } }, DEFAULT_SETTINGS, new LineAmounts());
      for (const st of r.statements) {
        for (const t of st.transactions) {
          expect(t.amount).toBeGreaterThan(0);
          expect(printed.has(Math.round(t.amount * 100)), `amount ${t.amount} was printed`).toBe(true);
          expect(['credit', 'debit']).toContain(t.direction);
          expect(/^\d{4}-\d{2}-\d{2}$/.test(t.date)).toBe(true);
        }
        const rec = reconciles(st);
        if (rec.ok) expect(rec.difference).toBe(0);
      }
    }), { numRuns: 300 });
  });
});
