import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { labelOf, sectionOf } from './labels.ts';
import { cellsAndColumnsForm, coOwnerColumnsForm, labelsUnderBilingualForm } from './test-forms-rules2.ts';

describe('form reading rules for brokers\' forms not seen before (issue 36)', () => {
  it('business-form wordings, bilingual labels, dotted leaders, bracketed notes', () => {
    expect(labelOf('Tax I.D. No.:')?.field).toBe('business_tax_id');
    expect(labelOf('TIN (EIN or SSN)')?.field).toBe('business_tax_id');
    expect(labelOf('Term (# of payments)')?.field).toBe('number_of_payments');
    expect(labelOf('CAPITAL REQUESTED')?.field).toBe('requested_amount');
    expect(labelOf('PRODUCTS / SERVICES SOLD')?.field).toBe('industry');
    expect(labelOf('TRADING AS (D/B/A)')?.field).toBe('trade_name');
    expect(labelOf('Company (as registered):')?.field).toBe('legal_name');
    expect(labelOf('CITY, STATE ZIP')?.field).toBe('address');
    expect(labelOf('Numéro d\'entreprise et compte de programme / BN and program account')?.field).toBe('business_tax_id');
    expect(labelOf('Identificación fiscal / Tax ID')?.field).toBe('business_tax_id');
    expect(labelOf('% détenu')?.field).toBe('owner_ownership');
    expect(labelOf('Cote / Score')?.field).toBe('owner_credit');
    // A label of a value we do not keep, in two languages, is still a label: never an empty field's value.
    expect(labelOf('Teléfono / Phone', true, false, false)?.field).toBe('other');
    expect(labelOf('Legal Name ...........', true, false, false)?.field).toBe('legal_name');
  });

  it('Spanish labels and headings (general business-form vocabulary)', () => {
    expect(labelOf('Razón social')?.field).toBe('legal_name');
    expect(labelOf('Nombre comercial')?.field).toBe('trade_name');
    expect(labelOf('Identificación fiscal')?.field).toBe('business_tax_id');
    expect(labelOf('Fecha de inicio')?.field).toBe('business_start_date');
    expect(labelOf('Giro del negocio')?.field).toBe('industry');
    expect(labelOf('Monto solicitado')?.field).toBe('requested_amount');
    expect(labelOf('Número de pagos')?.field).toBe('number_of_payments');
    expect(labelOf('Arrendador')?.field).toBe('decoy');
    expect(labelOf('Teléfono', true, false, false)?.field).toBe('other');
    expect(sectionOf('5. Propietarios')).toBe('owner');
    expect(sectionOf('3. Adelantos y préstamos actuales')).toBe('decoy');
  });

  it('reads shaded label cells, owners printed as columns, and never the routing number, phone or landlord', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await cellsAndColumnsForm() }]);
    expect(r.application).toMatchObject({ legal_name: 'Blue Heron Rehab, LLC', business_tax_id: '750045142', business_tax_id_type: 'EIN',
      state_region: 'NJ', requested_amount: 75000 });
    expect(r.application.trade_name ?? null).toBeNull();
    expect(r.application.applicants).toMatchObject([
      { first_name: 'Andre', last_name: 'da Silva', role: 'President', ownership: 50, tax_id: '888835660', credit_score: 641, date_of_birth: '1960-08-26' },
      { first_name: 'Nadia', last_name: 'Alvarez', role: 'Owner', ownership: 50, tax_id: '801447636', credit_score: 722, date_of_birth: '1956-12-22' },
    ]);
  });

  it('reads labels under their rules in two languages; a heading worded like a label and the landlord give nothing', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await labelsUnderBilingualForm() }]);
    expect(r.application).toMatchObject({ legal_name: 'Ironwood Builders Corp.', business_tax_id: '477860761RT0001', business_tax_id_type: 'BN',
      state_region: 'SK', business_start_date: '2023-02-23', requested_amount: 150000, requested_payment: 3782.29 });
    expect(r.application.trade_name ?? null).toBeNull();
    expect(r.application.applicants).toMatchObject([{ first_name: 'Fatima', last_name: 'Okafor', role: 'President', ownership: 100, credit_score: 701 }]);
    expect(r.application.applicants).toHaveLength(1);
  });

  it('reads owners as columns headed "Owner | Co-Owner" under a corner cell; a masked SSN is null', async () => {
    const r = await parseStatements([{ name: 'app.pdf', bytes: await coOwnerColumnsForm() }]);
    expect(r.application.legal_name).toBe('Copper Kettle Bakery LLC');
    expect(r.application.applicants).toMatchObject([
      { first_name: 'Jane', last_name: 'Smith', role: 'Managing Member', ownership: 60, tax_id: '512449032' },
      { first_name: 'Roberto', last_name: 'Diaz', role: 'Member', ownership: 40, tax_id: null },
    ]);
  });
});
