import { describe, expect, it } from 'vitest';
import type { PageText, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { classifyDocument } from './classify.ts';
import { readForm } from './reader.ts';
import { blankAfter } from './sentences.ts';
import { personName, stateOf } from './values.ts';

// Rules learnt on a third independent author's brokers (test/forms/independent3), each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
const pageOf = (items: TextItem[]): PageText =>
  ({ page: 1, width: 792, height: 612, items, form: { fields: [], marks: [], rules: [], boxes: [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());

describe('a form written as sentences to fill in (issue 36)', () => {
  it('reads each blank by the phrase before it; a label is no sentence', () => {
    expect(blankAfter(', doing business as')).toBe('trade_name');
    expect(blankAfter('The Business requests an advance of')).toBe('requested_amount');
    expect(blankAfter(', hold')).toBe('owner_ownership');
    expect(blankAfter('I,')).toBe('owner_name');
    expect(blankAfter('Doing Business As')).toBeNull();
    expect(blankAfter('Hold')).toBeNull();
  });

  it('the business, its request and an owner\'s statement', () => {
    const r = read(pageOf([item('1. The Business', 40, 80, 'F2', 10),
      item('Harbor Grounds LLC', 43, 100, 'F3'), item(', doing business as', 140, 100), item('Tall Pines Grounds', 230, 100, 'F3'), item(', is a', 330, 100),
      item('LLC', 43, 120, 'F3'), item(', with Federal Employer Identification No.', 70, 120),
      item('52-5930132', 43, 140, 'F3'), item('. It has operated since', 100, 140), item('05/16/2005', 200, 140, 'F3'),
      item('business from its premises at', 40, 160), item('6072 Route 9', 170, 160, 'F3'), item(',', 230, 160), item('Mesa', 240, 160, 'F3'), item(',', 265, 160), item('AZ 85201', 275, 160, 'F3'), item('.', 320, 160),
      item('2. The Request', 40, 190, 'F2', 10),
      item('The Business requests an advance of', 40, 210), item('$25,000', 200, 210, 'F3'), item(', to be remitted in', 240, 210), item('120', 320, 210, 'F3'),
      item('daily', 340, 210, 'F3'), item('payments of', 370, 210), item('$260.67', 430, 210, 'F3'),
      item('3. The Owners', 40, 240, 'F2', 10),
      item('I,', 52, 260), item('Tomasz Abernathy Jr.', 64, 260, 'F3'), item(', hold', 160, 260), item('50 %', 190, 260, 'F3'), item('of the shares of', 215, 260),
      item('Harbor Grounds LLC', 55, 280, 'F3'), item('as its', 140, 280), item('Managing Member', 170, 280, 'F3'), item('. My Social Security number is', 250, 280),
      item('123-45-6789', 55, 300, 'F3')]));
    const v = (k: keyof typeof r.fields) => r.fields[k]?.value;
    expect([v('legal_name'), v('trade_name'), v('type_of_entity'), v('business_tax_id'), v('business_start_date'), v('state_region')])
      .toEqual(['Harbor Grounds LLC', 'Tall Pines Grounds', 'llc', '525930132', '2005-05-16', 'AZ']);
    expect([v('requested_amount'), v('number_of_payments'), v('payment_frequency'), v('requested_payment')]).toEqual([25000, 120, 'daily', 260.67]);
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.ownership?.value, a.role?.value, a.tax_id?.value]))
      .toEqual([['Tomasz', 'Abernathy', 50, 'Managing Member', '123456789']]);
  });
});

describe('names, places and kinds (issue 36)', () => {
  it('a generation\'s suffix and a middle name are no part of the surname; particles are', () => {
    expect(personName('Tomasz Avery Fitzgerald II')).toEqual({ first: 'Tomasz', last: 'Fitzgerald' });
    expect(personName('Emeka Whitlock Jr.')).toEqual({ first: 'Emeka', last: 'Whitlock' });
    expect(personName('Desmond C. de la Cruz')).toEqual({ first: 'Desmond', last: 'de la Cruz' });
    expect(personName('Ouellet, Nathalie')).toEqual({ first: 'Nathalie', last: 'Ouellet' });
  });

  it('a province written with its accents', () => {
    expect(stateOf('Québec')).toEqual({ state: 'QC', country: 'CA' });
    expect(stateOf('Montréal, Québec H2X 1Y4')).toEqual({ state: 'QC', country: 'CA' });
  });

  it('an application printed in French only is an application form', () => {
    const page = pageOf(['Demande de financement', 'Raison sociale', 'Nom commercial', 'Numéro d\'entreprise (NE)', 'Date de début des activités',
      'Montant demandé', 'Nom, prénom', 'NAS'].map((t, k) => item(t, 40, 60 + 20 * k)));
    expect(classifyDocument([page], 0, null).kind).toBe('application_form');
  });

  it('two owners of one name whose values differ are two; the same one printed again is one', () => {
    const r = read(pageOf([item('PROPRIÉTAIRES', 40, 60, 'F2', 10), item('Nom, prénom: Ouellet, Nathalie', 40, 80), item('Titre: Propriétaire', 40, 96),
      item('Nom, prénom: Ouellet, Nathalie', 40, 120), item('Titre: Associée', 40, 136), item('Signatures', 40, 170, 'F2', 10), item('Nom, prénom: Ouellet, Nathalie', 40, 190)]));
    expect(r.applicants.map((a) => a.role?.value)).toEqual(['Propriétaire', 'Associée']);
  });
});
