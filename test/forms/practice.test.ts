// The form reader on its own practice layouts (test/forms/generator/layouts-practice.ts: numbered questions, dense
// capitals with abbreviations and bubbles, guarantors before the business, a Canadian form opening with the request
// and listing shareholders, labels right-aligned against their values): every field right, nothing invented. These
// are development forms; the reader's figure on unseen layouts is measured by scripts/forms-accuracy.ts.
import { describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../../src/statements/index.ts';
import { generate, PRACTICE_LAYOUT_NAMES } from './generator/index.ts';
import { scoreApplication } from './generator/score.ts';

describe('the form reader on its practice layouts (issue 36)', () => {
  it('reads every field of each layout in each style, inventing none', async () => {
    const engines = createEngines();
    try {
      for (const layout of PRACTICE_LAYOUT_NAMES) {
        for (const [seed, style] of [[31, 'typed'], [32, 'handwritten'], [33, 'fillable']] as const) {
          const g = await generate(layout, seed, { style });
          const r = await parseStatements([{ name: g.truth.file, bytes: g.pdf }], { engines });
          const s = scoreApplication(g.truth.application!, r.application as unknown as Record<string, unknown>, ['date_of_birth']);
          const bad = s.details.filter((d) => d.verdict !== 'right').map((d) => `${d.verdict} ${d.field}`);
          expect(bad, `${layout} ${seed} ${style}`).toEqual([]);
        }
      }
    } finally {
      await engines.close();
    }
  }, 180_000);
});
