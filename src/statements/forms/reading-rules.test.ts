import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { labelOf, sectionOf } from './labels.ts';
import { isoDate, money, personName, stateOf, taxId } from './values.ts';
import { filledMarksForm, labelBelowForm, lastNameFirstForm, overleafForm, ownersTableForm, twoColumnDecoyForm, wordingsForm } from './test-forms-rules.ts';

describe('form reading rules (issue 36)', () => {
  it('labels in other wordings: alternatives, a label among words, a question; a value holding label words is a value', () => {
    expect(labelOf('EIN / Tax ID')?.field).toBe('business_tax_id');
    expect(labelOf('Corporate / Legal Name')?.field).toBe('legal_name');
    expect(labelOf('Advance Amount Requested')?.field).toBe('requested_amount');
    expect(labelOf('Business Number (BN) incl. program account')?.field).toBe('business_tax_id');
    expect(labelOf('What does the business do?')?.field).toBe('industry');
    expect(labelOf('Soc. Sec. #')?.field).toBe('owner_tax_id');
    expect(labelOf('Amount')).toBeNull();
    expect(labelOf('Amount', true, true)?.field).toBe('requested_amount');
    expect(labelOf('Westfield Street Eats', true, false, false)).toBeNull();
    // A label with its value glued on (a scan's one run) is no label-only piece: its words are not a label's.
    expect(labelOf('Trade name Copperfield Tech Solutions, L.L.C.')).toBeNull();
    expect(labelOf('Legal Name of Business')?.field).toBe('legal_name');
    expect(labelOf('Freq.')?.field).toBe('payment_frequency');
    expect(labelOf('Page 2 of 2 - Ownership & Authorization')).toBeNull();
  });

  it('French and bilingual labels of Canadian forms', () => {
    expect(labelOf('Raison sociale')?.field).toBe('legal_name');
    expect(labelOf('Legal Name / Nom légal')?.field).toBe('legal_name');
    expect(labelOf('Numéro d\'entreprise (NE)')?.field).toBe('business_tax_id');
    expect(labelOf('Date de début des activités')?.field).toBe('business_start_date');
    expect(labelOf('Montant demandé')?.field).toBe('requested_amount');
    expect(labelOf('NAS')?.field).toBe('owner_tax_id');
    expect(labelOf('Institution financière')?.field).toBe('decoy');
    expect(sectionOf('Propriétaires')).toBe('owner');
    expect(isoDate('12 septembre 2009')).toBe('2009-09-12');
    expect(isoDate('26/12/2011')).toBe('2011-12-26');
    expect(money('75 000,00 $')).toBe(75000);
    expect(personName('Dr. Jane Smith')).toEqual({ first: 'Jane', last: 'Smith' });
  });

  it('headings: a bracketed note is the heading\'s, a label ends in a colon, a sentence is no heading', () => {
    expect(sectionOf('5. Owners (all owners of 20% or more)')).toBe('owner');
    expect(sectionOf('TERMS WANTED')).toBe('funding');
    expect(sectionOf('CURRENT POSITIONS (MCA / LOANS)')).toBe('decoy');
    expect(sectionOf('Landlord / Mortgage Co.:')).toBeNull();
    expect(sectionOf('5. Signatures')).toBe('decoy');
    expect(sectionOf('Application and Authorization')).toBeNull();
    expect(sectionOf('Fax or e-mail with last 4 months of business bank statements')).toBeNull();
  });

  it('values: a state written out, a tax ID never gathered from an address', () => {
    expect(stateOf('Boise, Idaho 83774')).toEqual({ state: 'ID', country: 'US' });
    expect(taxId('9738 Commerce Dr, Columbus, OH 43295', 'SSN')).toBeNull();
    expect(taxId('755 304 813', 'Social Insurance Number')).toMatchObject({ value: '755304813', type: 'SIN' });
  });

  it('reads worded labels, a funding block of bare cells, tilted handwriting; a blank row stays blank; positions are no request', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await wordingsForm() }]);
    expect(r.application).toMatchObject({
      legal_name: 'Westfield Street Eats Ltd.', business_start_date: '2013-03-08', industry: 'food_truck_catering',
      business_tax_id: '361582324', business_tax_id_type: 'EIN', state_region: 'ID', requested_amount: 85000,
      number_of_payments: 120, payment_frequency: 'weekly', requested_payment: 2880.94,
    });
    expect(r.application.trade_name ?? null).toBeNull();
  }, 60000);

  it('a two-column page: the right column\'s bank block does not silence the left column', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await twoColumnDecoyForm() }]);
    expect(r.application).toMatchObject({ legal_name: 'Summit Ridge Greenscapes Inc.', requested_amount: 30000, industry: 'landscaping', state_region: 'FL' });
    expect(JSON.stringify(r.application)).not.toMatch(/Granite|499666229/);
  }, 60000);

  it('an owners\' table: every row, merged header cells and touching values parted, the paragraph under it no owner', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await ownersTableForm() }]);
    expect(r.application.applicants).toMatchObject([
      { first_name: 'Chloe', last_name: 'Hartley', role: 'President', ownership: 50, credit_score: 634, tax_id: '820491754', tax_id_type: 'SSN', tax_id_country: 'US' },
      { first_name: 'Daniel', last_name: 'Van Buren', role: 'Owner', ownership: 25, credit_score: 543, tax_id: '769269935', tax_id_type: 'SSN', tax_id_country: 'US' },
      { first_name: 'Grace', last_name: 'Nguyen', role: 'Secretary', ownership: 25, credit_score: 547, tax_id: '029936757', tax_id_type: 'SSN', tax_id_country: 'US' },
    ]);
  }, 60000);

  it('labels printed under their values\' rules: each value is the one written over its label; a blank stays blank', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await labelBelowForm() }]);
    expect(r.parsing_details.documents[0]!.kind).toBe('application_form');
    expect(r.application).toMatchObject({
      legal_name: 'Copper Kettle Bakery LLC', business_tax_id: '842210937', business_start_date: '2015-05-14',
      state_region: 'OR', requested_amount: 40000,
    });
    expect(r.application.trade_name ?? null).toBeNull();
    expect(r.application.applicants).toEqual([{ first_name: 'Priya', last_name: 'Raman', role: 'Managing Member', ownership: 100,
      credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null }]);
  }, 60000);

  it('checkbox rows marked by a filled square or a radio dot; white-filled boxes are not marks', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await filledMarksForm() }]);
    expect(r.application).toMatchObject({ legal_name: 'Copper Kettle Bakery', type_of_entity: 'llc', payment_frequency: 'monthly' });
  }, 60000);

  it('owners continued overleaf stay owners; a schedule checked under existing advances is not the request\'s', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await overleafForm() }]);
    expect(r.application.legal_name).toBe('Harborview Marine Supply Inc.');
    expect(r.application.payment_frequency ?? null).toBeNull();
    expect((r.application.applicants ?? []).map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([
      ['Marcus', 'Bell', 'President', 60], ['Lena', 'Ortiz', 'Vice President', 40]]);
  }, 60000);

  it('a "$" printed before the value is no value; owners asked last name first', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await lastNameFirstForm() }]);
    expect(r.application.requested_amount).toBe(75000);
    expect((r.application.applicants ?? []).map((a) => [a.first_name, a.last_name])).toEqual([['Marcus', 'Bell'], ['Lena', 'Ortiz']]);
  }, 60000);
});
