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
    // A scan's words come one at a time: its lines are read as lines.
    const words = ['Demande de financement', 'Raison sociale', 'Nom commercial', 'Numéro d\'entreprise (NE)', 'Date de début des activités', 'Montant demandé']
      .flatMap((t, k) => t.split(' ').map((w, j) => item(w, 40 + 60 * j, 60 + 20 * k)));
    expect(classifyDocument([pageOf(words)], 0, null).kind).toBe('application_form');
  });

  it('two owners of one name whose values differ are two; the same one printed again is one', () => {
    const r = read(pageOf([item('PROPRIÉTAIRES', 40, 60, 'F2', 10), item('Nom, prénom: Ouellet, Nathalie', 40, 80), item('Titre: Propriétaire', 40, 96),
      item('Nom, prénom: Ouellet, Nathalie', 40, 120), item('Titre: Associée', 40, 136), item('Signatures', 40, 170, 'F2', 10), item('Nom, prénom: Ouellet, Nathalie', 40, 190)]));
    expect(r.applicants.map((a) => a.role?.value)).toEqual(['Propriétaire', 'Associée']);
  });
});

describe('owners\' columns with their labels between them (issue 36)', () => {
  it('each label\'s row takes the value nearest its line in each owner\'s column; the business\'s rows are its own', () => {
    const r = read(pageOf([item('THE BUSINESS', 30, 60, 'F2', 10), item('OWNER 1', 400, 60, 'F2', 10), item('OWNER 2', 640, 60, 'F2', 10),
      item('Legal name', 30, 78), item('Harbor Grounds, Inc.', 132, 77, 'F3'), item('Harold', 517, 80, 'F3'), item('First name', 575, 80), item('Ingrid', 642, 79, 'F3'),
      item('DBA', 30, 97), item('Harbor Beans', 132, 96, 'F3'), item('Pemberton', 500, 101, 'F3'), item('Last name', 575, 104), item('Nakamura', 642, 106, 'F3'),
      item('Pres./CEO', 501, 127, 'F3'), item('Title', 586, 128), item('Partner', 642, 126, 'F3'),
      item('75', 534, 151, 'F3'), item('% owned', 578, 152), item('25', 642, 150, 'F3')]));
    expect(r.fields.legal_name?.value).toBe('Harbor Grounds, Inc.');
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]))
      .toEqual([['Harold', 'Pemberton', 'Pres./CEO', 75], ['Ingrid', 'Nakamura', 'Partner', 25]]);
  });

  it('an amount circled in a menu of amounts is the request; a row of three fields is no menu', () => {
    const page = (rings: { x0: number; y0: number; x1: number; y1: number }[]) => ({ ...pageOf([item('Legal name: Oak LLC', 40, 40),
      item('AMOUNT REQUESTED (circle one)', 40, 247), ...['$15,000', '$25,000', '$50,000'].map((a, k) => item(a, 50 + 86 * k, 263, 'F3'))]),
    form: { fields: [], marks: [], rules: [], boxes: [], vrules: [], tilted: [], rings } }) as unknown as PageText;
    expect(read(page([{ x0: 130, y0: 250, x1: 182, y1: 268 }])).fields.requested_amount?.value).toBe(25000);
    expect(read(page([])).fields.requested_amount ?? null).toBeNull();
    const fields = read(pageOf([item('Amount Requested', 40, 80), item('$30,000.00', 108, 80, 'F3'), item('Desired Payment', 223, 80), item('$268.48', 285, 80, 'F3')]));
    expect(fields.fields.requested_amount?.value).toBe(30000);
  });
});
