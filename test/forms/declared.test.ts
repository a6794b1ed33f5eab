// The declared figures of generated application forms (issue 36 item 3: what the statements can confirm): average
// monthly sales (annual revenue / 12 where only that is printed, never card sales alone) and the existing advances
// listed, against the generator's exact truth. Never a wrong value; a value may be missed (then nothing is compared).
// Measured on seeds 200-202 (not developed on): sales 34 of 36 read, none wrong; advances 34 of 36 lists whole.
import { describe, expect, it } from 'vitest';
import { createEngines, extractDocument, resolveSettings } from '../../src/statements/index.ts';
import { BLIND_LAYOUT_NAMES, FORM_LAYOUT_NAMES, FRESH_LAYOUT_NAMES, generate, UNSEEN_LAYOUT_NAMES } from './generator/index.ts';

// Not the blind, fresh or unseen layouts: nobody working on the reader reads them or tests it on them (docs/forms-generator.md).
const LAYOUTS = FORM_LAYOUT_NAMES.filter((l) => !BLIND_LAYOUT_NAMES.includes(l) && !FRESH_LAYOUT_NAMES.includes(l) && !UNSEEN_LAYOUT_NAMES.includes(l));

const amount = (t: string) => Number(t.replace(/[$,\s]|CAD/g, ''));

describe('declared monthly sales and existing advances of generated forms', () => {
  it('reads them as printed, or not at all', async () => {
    const engines = createEngines();
    const settings = resolveSettings();
    let sales = 0, salesRead = 0, advances = 0, advancesRead = 0;
    try {
      for (const layout of LAYOUTS) {
        for (const [seed, style] of [[11, 'typed'], [12, 'fillable'], [13, 'handwritten']] as const) {
          const g = await generate(layout, seed, { style });
          const doc = await extractDocument({ name: `${layout}.pdf`, bytes: g.pdf }, { engines, settings });
          const d = doc.form?.declared;
          const decoys = g.truth.decoys as Array<{ key: string; text: string }>;
          const monthly = decoys.find((x) => x.key === 'monthly_sales');
          const annual = decoys.find((x) => x.key === 'annual_revenue');
          // Card sales are not the whole revenue: a form that prints only "Monthly card sales" (this layout's label, in
          // test/forms/generator/layouts.ts) is compared by its annual figure.
          const cardOnly = layout === 'crestline_two_column';
          const want = monthly && !cardOnly ? amount(monthly.text) : annual ? Math.round((amount(annual.text) / 12) * 100) / 100 : null;
          if (want !== null) { sales++; if (d?.monthly_sales) { salesRead++; expect(d.monthly_sales.value, `${layout} ${seed}`).toBe(want); } }
          else expect(d?.monthly_sales ?? null, `${layout} ${seed}`).toBeNull();
          const funders = decoys.filter((x) => /^advances\.\d+\.0$/.test(x.key)).map((x) => x.text);
          // A funder read is always one the form lists (a handwritten value the page's text loses is missed, not
          // replaced); the whole list is read on nearly every form.
          if (funders.length) {
            advances++;
            for (const v of d?.existing_advances ?? []) expect(funders, `${layout} ${seed}`).toContain(v.value);
            if (JSON.stringify(d?.existing_advances?.map((v) => v.value)) === JSON.stringify(funders)) advancesRead++;
          }
          else expect(d?.existing_advances ?? null, `${layout} ${seed}`).toBeNull();
        }
      }
    } finally {
      await engines.close();
    }
    expect(salesRead / sales).toBeGreaterThanOrEqual(0.9);
    // 6 of 7 here (the one missed: a handwritten row the page text does not hold).
    expect(advancesRead / advances).toBeGreaterThanOrEqual(0.8);
  // (A limit against a hang, not a speed test: every layout read whole in three styles took 130-148 s in CI on a loaded
  // machine on 2026-12-07, 126-133 s here with another such file beside it; speed is measured by `npm run bench`.)
  }, 300_000);
});
