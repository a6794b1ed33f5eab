// Held-out cases (issue 36): forms of other authors' sets at seeds we did not develop on, that a rule read wrong once,
// read whole here as a broker would upload them. Each names the rule it pins; a self-made page could not reproduce
// the geometry (a numbered part's heading under the rules of the row above it).
import { describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../../src/statements/index.ts';
import { generateIndependent80 } from './independent80/index.ts';

describe('held-out cases read whole', () => {
  it('set 80 harborline_sba at 610001: "Section III - Owners, Officers, Directors and Guarantors" heads the owners\' table (headings.ts, a numbered part)', async () => {
    const engines = createEngines();
    try {
      const g = await generateIndependent80('harborline_sba', 610001, { style: 'typed', scan: false });
      const r = await parseStatements([{ name: 'harborline.pdf', bytes: g.pdf }], { engines });
      const names = (r.application?.applicants ?? []).map((a) => [a.first_name, a.last_name]);
      expect(names).toEqual(g.truth.applicants.map((a) => [a.first_name, a.last_name]));
      expect(names.length).toBe(2);
    } finally {
      await engines.close();
    }
  }, 60_000);
});
