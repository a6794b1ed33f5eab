// Several monthly statements of one account drawn one after the other in one file, as test/e2e/seed.ts and
// bench/dashboard.ts ask the generator for them (a single-table layout with `months` > 1): the next statement starts
// on the page where the last one ended, or on a new page when its header and summary do not fit. Every statement must
// come back exactly as the truth has it, with no warning, at every density. `bench-dashboard` at density 2.6 lost its
// Dec-Jan statement without a warning: its header ran over the footer and its summary fell below the page (so its
// ending balance was printed nowhere a reader sees), and the parser merged it into January or dropped it.

import { afterAll, describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../../src/statements/index.ts';
import { generateCached } from './fixture-cache.ts';
import { scoreParse } from './score-report.ts';

// One warm PDFium for the file, as a parse worker has.
const engines = createEngines();
afterAll(() => engines.close());

const CASES: [seed: string | number, density: number][] = [
  ['bench-dashboard', 2.0], ['bench-dashboard', 2.4], ['bench-dashboard', 2.6], ['bench-dashboard', 2.8],
  [1, 1.0], [1, 2.6], [2, 1.0], [2, 2.4], [3, 1.6], [3, 2.8], [4, 2.0], [5, 2.4], [7, 2.6], [9, 2.8],
];

describe('generated multi-month files (credits_debits_running, 4 months)', () => {
  for (const [seed, density] of CASES) {
    it(`seed ${seed}, density ${density}: every statement, exactly`, async () => {
      const g = await generateCached('credits_debits_running', seed, { content: { months: 4, density, accounts: 1, country: 'US' } });
      const result = await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines });
      const score = scoreParse(g.truth, result);
      const doc = result.parsing_details.documents[0]!;
      const problems = [...score.problems, ...score.statements.flatMap((s) => s.problems.map((p) => `#${s.truthIndex}: ${p}`)),
        ...(doc.warning_details ?? []).map((w) => `${w.code}: ${w.message}`)];
      expect(result.parsing_details.statements.length, problems.join('\n')).toBe(g.truth.statements.length);
      expect(score.statements.every((s) => s.exact), problems.join('\n')).toBe(true);
      expect(doc.warnings, problems.join('\n')).toEqual([]);
    });
  }
});
