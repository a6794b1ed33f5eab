// Generated application forms scanned (image only: 200 dpi, skew, noise, JPEG) and read through OCR: their drawing
// (cells, checkboxes and the marks in them) is read from the pixels (src/statements/extract/ocr/form-geometry.ts) and
// their words mended (src/statements/forms/scan-pieces.ts), so that a scan reads as its text version does.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../../src/statements/index.ts';
import { generate } from './generator/index.ts';

const engines = createEngines();
afterAll(() => engines.close());

async function read(layout: string, seed: number) {
  const g = await generate(layout, seed, { style: 'typed', scan: true });
  const r = await parseStatements([{ name: g.truth.file, bytes: g.pdf }], { engines });
  expect(r.parsing_details.documents[0]!.kind).toBe('application_form');
  return { truth: g.truth.application!, got: r.application };
}

describe('scanned application forms', () => {
  it('reads the option checked by a tick drawn in a box, and the values boxed cells frame (their sides no letters)', async () => {
    const { truth, got } = await read('bluewater_two_page', 700000);
    expect(truth).toMatchObject({ type_of_entity: 's_corporation', payment_frequency: 'biweekly', requested_payment: 3614, number_of_payments: 12 });
    expect(got).toMatchObject({ type_of_entity: 's_corporation', payment_frequency: 'biweekly', requested_payment: 3614, number_of_payments: 12 });
  }, 120000);

  it('reads a typed figure OCR misread (an EIN\'s dash as "="), and an owner\'s name a typewriter\'s spaces parted', async () => {
    const { got } = await read('summit_boxes', 700000);
    expect(got.business_tax_id).toBe('807153702');
    expect(got.applicants?.map((a) => [a.first_name, a.last_name])).toEqual([['Chloe', 'Abernathy']]);
  }, 120000);

  it('reads values written on dotted leaders (their dots no letters), and never takes a landlord for an owner', async () => {
    const tall = await read('tallgrass_guarantors', 700000);
    expect(tall.got).toMatchObject({ legal_name: tall.truth.legal_name, requested_amount: 75000, business_start_date: '2003-03-13' });
  }, 120000);

  // Its header reads "NAS | 3/ SIN | CoteScore. Cellulaire/Cell" off the scan: a speck before a label is dropped
  // (scan-pieces.ts fuzzyLabel), so two cells that are no labels do not unmake the header.
  it('reads the shareholders of a scanned bilingual form whose table header OCR ran together', async () => {
    const aurora = await read('aurora_ca_bilingual', 700001);
    expect(aurora.got.applicants?.length).toBe(aurora.truth.applicants.length);
  }, 120000);
});
