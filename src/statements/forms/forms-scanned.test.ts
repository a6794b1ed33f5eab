// A flattened application form scanned (rendered, skewed, blurred, noised, JPEG: test/statements/scan) and read
// through the same OCR the statements use: its boxes and drawn marks are pixels now, its labels and values words.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../index.ts';
import { OFFICE_SCANNER, scanPdf } from '../../../test/statements/scan/scan.ts';
import { OCR } from '../../../test/statements/scan/cases.ts';
import { flattenedForm } from './test-forms.ts';

const engines = createEngines();
afterAll(() => engines.close());

describe('a scanned application form (issue 36)', () => {
  it('reads the labelled values through OCR; a checkbox row whose marks are pixels gives null, never its first option', async () => {
    const scan = await scanPdf(await flattenedForm(), { ...OFFICE_SCANNER, dpi: 300, seed: 'form' } as never);
    const r = await parseStatements([{ name: 'scan.pdf', bytes: scan.pdf }], { ocr: OCR, engines });
    expect(r.parsing_details.documents[0]!.kind).toBe('application_form');
    expect(r.application).toMatchObject({
      legal_name: 'Summit Ridge Builders, Inc.', business_tax_id: '830412579', business_start_date: '2009-09-12',
      state_region: 'CO', requested_amount: 120000,
    });
    expect(r.application.payment_frequency ?? null).not.toBe('daily');
    expect(r.application.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Daniel', 'Whitaker', 60], ['Anna', 'Whitaker-Lee', 40]]);
    expect(JSON.stringify(r.application)).not.toMatch(/Rocky Flats|102000021/);
  }, 300000);
});
