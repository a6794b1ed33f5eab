import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { industry } from './values.ts';

// Rules learnt on held-out seeds of earlier sets and on sets 33-36 at first sight (issue 36), each on a self-made page.
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const business = [item('Legal Name', 36, 80, 'F1', 8, 40), item('Riverbend Janitorial LLC', 100, 80, 'F3', 10, 120)];

describe('held-out seeds and sets 33-36 (issue 36)', () => {
  it('a tax ID\'s kind ticked with a long note after it ("[✔] NAS (entreprise individuelle sans NE)") types the bare number', () => {
    const r = read(pageOf([...business, item('Numéro fiscal :', 46, 151, 'F1', 9, 47), item('NE (ARC)', 112, 151, 'F1', 9, 30),
      item('NAS (entreprise individuelle sans NE)', 160, 151, 'F1', 9, 108), item('No :', 346, 151, 'F1', 9, 13), item('267 419 653', 365, 151, 'F3', 10, 45),
      item('✔', 151, 152, 'F4', 9, 6)],
    { boxes: [box(100, 142, 109, 151), box(150, 142, 157, 151)] }));
    expect(v(r, 'business_tax_id', 'business_tax_id_type', 'business_tax_id_country')).toEqual(['267419653', 'SIN', 'CA']);
  });
  it('a spaced dash after a label\'s words ends it as a colon does ("Legal name - ", "BN - ", notes typed on a call)', () => {
    const r = read(pageOf([item('Business', 150, 112, 'F2', 12), item('Legal name -', 163, 128, 'F1', 10, 64), item('Red Maple Chiropractor Ltd.', 229, 128, 'F3', 10, 140),
      item('BN -', 163, 147, 'F1', 10, 22), item('740421235', 187, 147, 'F3', 10, 60)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'business_tax_id_type')).toEqual(['Red Maple Chiropractor Ltd.', '740421235', 'BN']);
  });

  it('a fillable field\'s answer heads no column: the address in the field beside its label, not the label under it', () => {
    const field = (text: string, x0: number, y0: number, x1: number) => ({ name: `f${x0}${y0}`, label: null, value: text, checked: null, rect: box(x0, y0, x1, y0 + 17) });
    const p = pageOf([item('Legal name', 163, 207, 'F1', 10, 50), item('Address', 163, 226, 'F1', 10, 36), item('Incorporated in', 163, 245, 'F1', 10, 70)]);
    (p.form as unknown as { fields: unknown[] }).fields = [field('Red Maple Chiropractor Ltd.', 229, 193, 375), field('5105 Market St Suite 383, Truro, NS B8M 3P0', 203, 212, 427),
      field('Manitoba', 207, 231, 254)];
    expect(v(read(p), 'legal_name', 'state_region')).toEqual(['Red Maple Chiropractor Ltd.', 'NS']);
  });

  it('an online form\'s "No answer" under a question left unanswered is no value', () => {
    const r = read(pageOf([item('Legal business name', 86, 204, 'F1', 10, 113), item('Evergreen Design Ltd.', 86, 226, 'F3', 10, 107),
      item('Operating name (O/A), if different', 86, 264, 'F1', 10, 165), item('No answer', 86, 283, 'F1', 10, 43)]));
    expect(v(r, 'legal_name', 'trade_name')).toEqual(['Evergreen Design Ltd.', null]);
  });

  it('two answers to a label asking two things ("SIN and date of birth": "741-199-962 | February 10, 1986"): the tax ID is the part that is one', () => {
    const p = pageOf([...business, item('Owner 1: full name', 86, 140, 'F1', 10, 100), item('James Delgado', 86, 160, 'F3', 10, 77),
      item('Owner 1: SIN and date of birth', 86, 190, 'F1', 10, 150)]);
    // (A fillable field's answer: one piece, as typed.)
    (p.form as unknown as { fields: unknown[] }).fields = [{ name: 'q7', label: null, value: '741-199-962  |  February 10, 1986', checked: null, rect: box(84, 197, 244, 213) }];
    const r = read(p);
    expect(owners(r)).toEqual([['James', 'Delgado', null, null, '741199962']]);
  });
  it('a filler set off by dashes ("-- none --") is no DBA, and in an unused owner\'s row names nobody', () => {
    const r = read(pageOf([item('LEGAL NAME', 39, 110, 'F1', 7, 50), item('Red Oak Cleaners, L.L.C.', 40, 122, 'F3', 10, 104),
      item('DBA (IF ANY)', 39, 137, 'F1', 7, 40), item('-- none --', 40, 149, 'F3', 10, 60),
      item('OWNERS', 36, 300, 'F2', 9, 40), item('OWNER NAME', 39, 318, 'F1', 7, 50), item('Linh O\'Brien', 40, 330, 'F3', 10, 60),
      item('OWNER NAME', 39, 343, 'F1', 7, 50), item('-- none --', 40, 355, 'F3', 10, 60)]));
    expect([v(r, 'legal_name', 'trade_name'), owners(r)]).toEqual([['Red Oak Cleaners, L.L.C.', null], [['Linh', 'O\'Brien', null, null, null]]]);
  });

  it('an item of a checklist with its box before it ("[ ] Proof of ownership") is no label of what is printed under it', () => {
    const r = read(pageOf([...business, item('Voided business check', 48, 160, 'F1', 8, 76), item('Proof of ownership (SOS print / K-1)', 408, 160, 'F1', 8, 120),
      item('Landlord verification', 48, 175, 'F1', 8, 67), item('Tax return (deals over $100k)', 408, 175, 'F1', 8, 97)],
    { boxes: [box(37, 152, 44, 159), box(397, 152, 404, 159), box(37, 167, 44, 174), box(397, 167, 404, 174)] }));
    expect(r.applicants).toEqual([]);
  });
  it('an industry\'s name printed with its bracketed note ("Bakery (retail)") is that name, longer than "retail" alone', () => {
    expect([industry('Bakery (retail)'), industry('Bakery'), industry('Veterinary clinic')]).toEqual(['grocery', 'grocery', 'veterinary']);
  });
  it('"CIVIC ADDRESS" asks for the address: no operating name when the box over it is left empty', () => {
    const r = read(pageOf([item('REGISTERED (LEGAL) NAME', 38, 63, 'F1', 6, 69), item('Crescent Ventures Ltd.', 43, 76, 'F3', 10, 119),
      item('OPERATING NAME (O/A)', 38, 85, 'F1', 6, 58), item('CIVIC ADDRESS', 38, 107, 'F1', 6, 39), item('PROV.', 398, 107, 'F1', 6, 15),
      item('1317 Bridge Rd', 39, 118, 'F3', 10, 76), item('NS', 403, 119, 'F3', 10, 11)],
    { boxes: [box(36, 55, 356, 77), box(36, 77, 356, 99), box(36, 99, 266, 121), box(396, 99, 446, 121)] }));
    expect(v(r, 'legal_name', 'trade_name', 'state_region')).toEqual(['Crescent Ventures Ltd.', null, 'NS']);
  });
  it('a bilingual "Other / Autre:" ticked is what is written on its line ("Co-operative")', () => {
    const r = read(pageOf([...business, item('Legal form / Forme juridique:', 48, 283, 'F1', 8, 97), item('Corporation / Société par actions', 161, 283, 'F1', 8, 102),
      item('Sole Proprietorship / Entreprise individuelle', 286, 283, 'F1', 8, 134), item('X', 152, 297, 'F3', 10, 5), item('Other / Autre:', 161, 297, 'F1', 8, 42),
      item('Co-operative', 211, 296, 'F3', 10, 72)],
    { boxes: [box(151, 276, 158, 283), box(276, 276, 283, 283), box(151, 290, 158, 297)] }));
    expect(v(r, 'type_of_entity')).toEqual(['cooperative']);
  });
  it('a row of values under a row of labels: "12" under "NUMBER OF PAYMENTS" is its value, though "Monthly" before it is worded like a label', () => {
    const r = read(pageOf([...business, item('ESTIMATED PAYMENT', 170, 242, 'F1', 7, 63), item('FREQUENCY', 310, 242, 'F1', 7, 38), item('NUMBER OF PAYMENTS', 410, 242, 'F1', 7, 69),
      item('$8,437.50', 172, 253, 'F3', 10, 51), item('Monthly', 312, 253, 'F3', 10, 40), item('12', 412, 253, 'F3', 10, 11)]));
    expect(v(r, 'requested_payment', 'payment_frequency', 'number_of_payments')).toEqual([8437.5, 'monthly', 12]);
  });
  it('a header row of boxed labels, one we do not know ("Frequency | Factor"), reads each label\'s value under it', () => {
    const cells = [[140, 242], [240, 310], [310, 400], [400, 460]];
    const r = read(pageOf([...business, item('Payment', 143, 166, 'F1', 8, 28), item('# of Pmts', 243, 166, 'F1', 8, 31), item('Frequency', 313, 166, 'F1', 8, 34),
      item('Factor', 403, 166, 'F1', 8, 21), item('$12,829.85', 143, 181, 'F3', 10, 43), item('13', 243, 181, 'F3', 10, 9), item('Bi-Weekly', 313, 181, 'F3', 10, 38),
      item('1.33', 403, 181, 'F3', 10, 17)],
    { boxes: cells.flatMap(([x0, x1]) => [box(x0!, 156, x1!, 169), box(x0!, 169, x1!, 185)]) }));
    expect(v(r, 'requested_payment', 'number_of_payments', 'payment_frequency')).toEqual([12829.85, 13, 'biweekly']);
  });
  it('a line of notes bulleted with a square ("[ ] Legal name - Red Maple Chiropractor Ltd.") is a label with its answer, no checklist item', () => {
    const r = read(pageOf([item('Legal name -', 163, 128, 'F1', 10, 64), item('Red Maple Chiropractor Ltd.', 229, 128, 'F3', 10, 140),
      item('BN -', 163, 147, 'F1', 10, 22), item('740421235', 187, 147, 'F3', 10, 60)],
    { boxes: [box(150, 121, 158, 129), box(150, 140, 158, 148)] }));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Red Maple Chiropractor Ltd.', '740421235']);
  });
});
