import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { formatSummary } from './format.ts';
import { documentsFor, readTruth, SAMPLES } from '../../../test/statements/truth-fixtures.ts';
import { join } from 'node:path';
import { existsSync } from 'node:fs';

describe('formatSummary', () => {
  const path = join(SAMPLES, 's02/s02.truth.json');
  it.skipIf(!existsSync(path))('prints statements, financials and positions', () => {
    const text = formatSummary(analyze(documentsFor(readTruth(path))));
    expect(text).toContain('Prairie Ridge Trust Bank ...5184 - GLENWOOD LAWN AND GARDEN INC');
    expect(text).toContain('2026-06-01 to 2026-06-30 (2026-06)');
    expect(text).toContain('reconciled  yes');
    expect(text).toContain('avg monthly revenue       60,421.45');
    expect(text).toContain('NORTHBRIDGE MRCH SVC: daily, active');
    expect(text).toContain('Credibly: daily, inactive');
  });
});
