// Every corpus PDF is a test. With a truth file: transactions (date, amount, direction) must equal the truth as a
// multiset, descriptions must match on at least the listed share (known convention gaps are listed below), and
// header fields must equal the truth except the listed known misses. Without truth: a warning, not a crash.
// The shared folder is found beside the repository (../shared), as in the CI clone.
import { afterAll, describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from './pipeline.ts';
import { createEngines } from './extract/engines.ts';
import { corpusCases, loadTruth, pairStatements, scoreTransactions, fieldMatches, HEADER_FIELDS } from '../../test/statements/score.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = path.resolve(repo, '..', 'shared');

// Header fields we know we miss, with why. Anything else failing is a regression.
const KNOWN_HEADER_MISSES: Record<string, string[]> = {
  // bank name printed only in a logo image (M&T's is found from "VISIT MTB.COM"; 53.com names no bank by letters)
  'fifth_third_business_sample.pdf': ['0.bank_name'],
  'frost_business_checking_sample.pdf': ['0.bank_name'],
  // holder printed as a placeholder without an address block / on an inner page only
  'bank_of_america_sample_2016.pdf': ['0.account_holder'],
  'first_republic_business_checking_sample.pdf': ['0.account_holder'],
  // savings account number printed only in the combined summary table
  'wells_fargo_combined_statement_of_accounts_sample.pdf': ['1.account_number_last4'],
};
// Minimum share of transactions whose description also matches (conventions differ, e.g. "2081 Check" printed
// vs "Check 2081" in the real truth; stray redaction leftovers).
const MIN_DESC = 0.85;

const cases = existsSync(shared) ? corpusCases(shared) : [];
// One warm PDFium for the file, as a parse worker has.
const engines = createEngines();
afterAll(() => engines.close());

describe('corpus', () => {
  it('finds the shared corpus', () => {
    expect(cases.length).toBeGreaterThan(10);
  });
  for (const c of cases) {
    it(c.name, async () => {
      // The text-layer reading; scans are OCR'd and checked in test/statements/scanned.test.ts.
      const doc = await extractDocument({ name: path.basename(c.pdf), bytes: readFileSync(c.pdf) }, { ocr: { enabled: false }, engines });
      if (!c.truth) {
        // A credit-card statement without truth is read as one (issue 32): named a card statement, its statements
        // cards (they count in no figure). Any other is said unread.
        if (doc.kind === 'card_statement' && doc.statements.length) {
          expect(doc.statements.every((st) => st.account_type === 'credit_card')).toBe(true);
          return;
        }
        expect(doc.warnings.some((w) => w === 'no_text_layer' || w === 'not_a_statement')).toBe(true);
        expect(doc.statements).toEqual([]);
        return;
      }
      const truth = loadTruth(c.truth);
      expect(doc.warnings).not.toContain('not_a_statement');
      expect(doc.statements.length).toBe(truth.statements.length);
      const pairs = pairStatements(truth.statements, doc.statements);
      const known = KNOWN_HEADER_MISSES[path.basename(c.pdf)] ?? [];
      truth.statements.forEach((t, i) => {
        const g = pairs[i];
        expect(g, `statement ${i}`).toBeDefined();
        for (const f of HEADER_FIELDS) {
          if (known.includes(`${i}.${f}`)) continue;
          expect(fieldMatches(f, t, g), `${i}.${f}: want ${JSON.stringify(t[f])} got ${JSON.stringify(g?.[f])}`).toBe(true);
        }
        // Incomplete statements (rows removed by the publisher) still list every printed row we can see.
        const s = scoreTransactions(t.transactions, g!.transactions);
        expect(s.matched, `statement ${i} rows matched`).toBe(t.transactions.length);
        expect(s.got, `statement ${i} rows extracted`).toBe(t.transactions.length);
        expect(s.matchedDesc / Math.max(1, s.truth)).toBeGreaterThanOrEqual(MIN_DESC);
      });
    });
  }
});
