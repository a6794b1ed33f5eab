// A real statement whose publisher cut rows prints its own daily-balance table: the figures come from the table
// (metrics.md "End-of-day balances"), not from the incomplete rows (ADB 42,476.15 and no negative day before).
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from './pipeline.ts';
import { createEngines } from './extract/engines.ts';
import { analyze } from './analyze/analyze.ts';

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared');
const file = path.join(shared, 'corpus', 'real', 'fifth_third_business_sample.pdf');
const engines = createEngines();
afterAll(() => engines.close());

describe.runIf(existsSync(file))('printed end-of-day balances on a real statement with rows cut', () => {
  it('takes average daily balance and negative days from the daily-balance table', async () => {
    const doc = await extractDocument({ name: path.basename(file), bytes: readFileSync(file) }, { ocr: { enabled: false }, engines });
    const r = analyze([doc]);
    const s = r.parsing_details.statements[0]!;
    expect(s.reconciled).toBe(false); // the rows are incomplete
    // The table prints 09/20 at (835.42), carried over the weekend to 09/22: three negative days.
    expect(r.financials.months[0]!.negative_days_count).toBe(3);
    expect(s.daily_balances.filter((d) => d.balance < 0).map((d) => d.date)).toEqual(['2024-09-20', '2024-09-21', '2024-09-22']);
    expect(r.financials.avg_daily_balance).toBe(32152.06);
  });
});
