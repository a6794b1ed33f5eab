// Fonts whose digits copy as something else, all alike: as the letters they resemble ("l,ZEA.Sb": layer-trust.ts
// letterFigures), or as other digits (a permutation: no shape and no glyph tells; figure-lies.ts impossibleDates and
// figure-probe.ts, which looks at a few figures as drawn). Made by another author's generator
// (test/statements/generator/unseen-traits*.ts); each document is read by OCR where its layer lies.
import { afterAll, describe, expect, it } from 'vitest';
import type { PageText } from '../types.ts';
import { createEngines } from './engines.ts';
import { parseStatements } from '../pipeline.ts';
import { impossibleDates } from './figure-lies.ts';
import { letterFigures } from './layer-trust.ts';
import { generate } from '../../../test/statements/generator/index.ts';
import { scoreParse, summarize } from '../../../test/statements/score-report.ts';

const engines = createEngines();
afterAll(() => engines.close());
const OCR = { pageTimeoutMs: 300_000 };
const page = (...strs: string[]): PageText => ({ page: 1, width: 612, height: 792, items: strs.map((str, i) => ({ str, x: 0, y: 12 * i, w: 50, h: 10, font: 'f' })) });

describe('signs of digits that copy as something else', () => {
  it('figures with letters where digits go; honest figures, words and codes are none', () => {
    expect(letterFigures(page('l,ZEA.Sb', '-TSl.OE', 'OT/Ol/ZOZS', 'BOE.EZ'))).toMatchObject({ count: 3, figures: 0 });
    expect(letterFigures(page('1,234.56', 'Inc.', 'U.S.', 'A.B', 'No. 12', 'ID:1O2', 'Acct. No.', 'S.A.', 'B.V.'))).toMatchObject({ count: 0, figures: 1 });
  });

  it('numeric dates no calendar has; real ones, in any order, are none', () => {
    expect(impossibleDates(page('72/67/8781', '72/66/8781 Card Purchase', '13/45/2026')).count).toBe(3);
    expect(impossibleDates(page('Dec 71', 'Closing balance January 43, 1219', '43 Jan')).count).toBe(3);
    expect(impossibleDates(page('Dec 01', 'January 31, 2026', 'may 5 items', '12 Mar')).count).toBe(0);
    expect(impossibleDates(page('01/31/2026', '31/01/2026', '2026-01-31', '12/31/99', 'Ref 1234/5678')).count).toBe(0);
    // Other calendars' years: Solar Hijri, Buddhist Era.
    expect(impossibleDates(page('1405/01/02', '1404/12/29', '15/03/2567')).count).toBe(0);
    // An application's tax numbers are no dates: an SSN, a SIN (a typed form was OCR'd for two SSNs).
    expect(impossibleDates(page('SSN 185-02-7315', '612-48-9031', 'SIN 046-454-286')).count).toBe(0);
  });
});

describe('statements whose digits lie, read as drawn', () => {
  // Seed 1 prints day-first dates whose OCR misreads five days (its rows all found): F1 0.94 there.
  for (const [layout, seed, f1] of [['unseen_lie_lookalike', 2, 0.98], ['unseen_lie_digits', 3, 0.98], ['unseen_lie_digits', 1, 0.93]] as const) {
    it(`${layout} seed ${seed}: its rows read (F1 >= ${f1}), the month figures right`, async () => {
      const g = await generate(layout, seed);
      const r = await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines, ocr: OCR });
      const s = summarize(layout, [scoreParse(g.truth, r)]);
      expect(r.parsing_details.documents[0]?.text_layer).toBe('replaced_by_ocr');
      expect(s.f1).toBeGreaterThanOrEqual(f1);
      expect(s.monthAccuracy).toBe(1);
    }, 600_000);
  }
});
