import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { canadianForm, fillableForm, flattenedForm, invoiceLines, licenceLines, taxReturnLines, textPage, twoColumnForm, voidedCheck } from './test-forms.ts';

describe('application forms (issue 36)', () => {
  it('a fillable form: values read from its AcroForm fields, a masked SSN null, no entity asked none guessed from the name, the landlord and ISO rep never read', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await fillableForm() }]);
    const doc = r.parsing_details.documents[0]!;
    expect(doc.kind).toBe('application_form');
    expect(doc.warnings).not.toContain('parser_error');
    expect(r.application).toMatchObject({
      legal_name: 'Harbor Point Dental Group, PLLC', trade_name: 'Harbor Point Smiles', type_of_entity: null,
      business_tax_id: '471234567', business_tax_id_type: 'EIN', business_tax_id_country: 'US',
      business_start_date: '2014-03-15', state_region: 'FL', country: 'United States', requested_amount: 75000,
      industry: 'dental_practice',
    });
    expect(r.application.applicants).toEqual([{ first_name: 'Maria', last_name: 'Gonzalez', role: 'Managing Member', ownership: 100,
      credit_score: 712, tax_id: null, tax_id_type: null, tax_id_country: null }]);
    expect(doc.form!.fields.legal_name).toMatchObject({ page: 1, source: 'field', label: 'Business Legal Name' });
    expect(JSON.stringify(r.application)).not.toMatch(/Gulf Realty|Peter Broker/);
  }, 60000);

  it('a flattened form: boxed cells, underlined rows, a drawn X on the checkbox rows, two owners, decoys skipped', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await flattenedForm() }]);
    expect(r.parsing_details.documents[0]!.kind).toBe('application_form');
    expect(r.application).toMatchObject({
      legal_name: 'Summit Ridge Builders, Inc.', type_of_entity: 'c_corporation', business_tax_id: '830412579',
      business_tax_id_type: 'EIN', business_start_date: '2009-09-12', state_region: 'CO', country: 'United States',
      requested_amount: 120000, requested_payment: 1150, payment_frequency: 'weekly',
    });
    expect(r.application.trade_name ?? null).toBeNull();
    expect(r.application.applicants).toEqual([
      { first_name: 'Daniel', last_name: 'Whitaker', role: 'President', ownership: 60, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null },
      { first_name: 'Anna', last_name: 'Whitaker-Lee', role: 'Vice President', ownership: 40, credit_score: null, tax_id: '512449087', tax_id_type: 'SSN', tax_id_country: 'US' },
    ]);
    expect(JSON.stringify(r.application)).not.toMatch(/Rocky Flats|102000021|First Mountain/);
  }, 60000);

  it.each([
    ['a driver licence', licenceLines, 'identity_document'], ['a tax return', taxReturnLines, 'tax_form'], ['an invoice', invoiceLines, 'other'],
  ])('%s is classified as what it is, with a reason, and gives no application', async (_n, lines, kind) => {
    const r = await parseStatements([{ name: 'x.pdf', bytes: await textPage(lines) }]);
    expect(r.parsing_details.documents[0]).toMatchObject({ kind, kind_reason: expect.any(String) });
    expect(r.parsing_details.documents[0]!.form).toBeUndefined();
    expect(r.application.legal_name).toBeNull();
  }, 60000);

  it('a voided check is told apart from a form and a statement, with its reason', async () => {
    const r = await parseStatements([{ name: 'check.pdf', bytes: await voidedCheck() }]);
    expect(r.parsing_details.documents[0]).toMatchObject({ kind: 'voided_check' });
    expect(r.parsing_details.documents[0]!.kind_reason).toMatch(/pay to the order of/);
  }, 60000);
});

describe('a Canadian form with an owners table and letter/glyph marks (issue 36)', () => {
  it('reads the BN with its program account, the province, the table\'s owners (a masked SIN null), the checked options; the funder is no owner', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await canadianForm() }]);
    expect(r.parsing_details.documents[0]!.kind).toBe('application_form');
    expect(r.application).toMatchObject({
      legal_name: 'Maple Leaf Bistro Ltd.', trade_name: 'Maple Leaf Bistro', type_of_entity: 'ca_corporation',
      business_tax_id: '807021415RC0001', business_tax_id_type: 'BN', business_tax_id_country: 'CA',
      state_region: 'ON', country: 'Canada', business_start_date: '2016-11-15', requested_amount: 45000,
      payment_frequency: 'daily', industry: 'restaurant',
    });
    expect(r.application.applicants).toEqual([
      { first_name: 'Jean-Luc', last_name: 'Tremblay', role: 'President', ownership: 55, credit_score: 690, tax_id: '046454286', tax_id_type: 'SIN', tax_id_country: 'CA' },
      { first_name: 'Sophie', last_name: 'van der Berg', role: 'Secretary', ownership: 45, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null },
    ]);
  }, 60000);
});

describe('a two-column fillable form (issue 36)', () => {
  it('reads owners side by side, labels above their fields, a longer label, a checked AcroForm box; the funder is none of it', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await twoColumnForm() }]);
    expect(r.application).toMatchObject({
      legal_name: 'Blue Heron Landscaping', type_of_entity: 'llc', business_tax_id: '912345678', business_tax_id_type: 'EIN',
      requested_amount: 35000, state_region: 'TX', country: 'United States',
    });
    expect(r.application.trade_name ?? null).toBeNull();
    expect(r.application.applicants).toEqual([
      { first_name: 'Grace', last_name: 'Okafor', role: 'Managing Member', ownership: 70, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null },
      { first_name: 'Luis', last_name: 'Ortega', role: 'Member', ownership: 30, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null },
    ]);
    expect(JSON.stringify(r.application)).not.toMatch(/Prairie/);
  }, 60000);
});
