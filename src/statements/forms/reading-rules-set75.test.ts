import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the seventy-fifth author's forms (issue 36): Canadian brokers' applications, French-only and
// bilingual (a Quebec form's typeset apostrophes, « Exploitée sous le nom de », an owners' table's « Part »), and an
// English one's principals in blocks numbered "Principal 1", "Principal 2"; each on a self-made page here.

const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
const put = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 5.2);

describe('a French-only Canadian form (issue 36, set 75)', () => {
  it('"Montant de l’avance" and "Secteur d’activité" with a typeset apostrophe: the amount asked and the industry', () => {
    const r = read(pageOf([item('ENTREPRISE', 40, 60, 'F3', 10, 60),
      cap('Dénomination sociale', 36, 80), put('Tundra Motel Corp.', 38, 92),
      cap('Secteur d’activité', 36, 112), put('Salon de coiffure', 38, 124),
      item('MODALITÉS DEMANDÉES', 40, 150, 'F3', 10, 100),
      cap('Montant de l’avance', 36, 170), put('51 000 $ CAD', 38, 182), cap('Nombre de versements', 346, 170), put('12', 348, 182)]));
    expect(v(r, 'requested_amount', 'industry', 'number_of_payments')).toEqual([51000, 'personal_care', 12]);
  });

  it('"Exploitée sous le nom de" over "Tundra Motel": the operating name, not an owner\'s', () => {
    const r = read(pageOf([item('ENTREPRISE', 40, 60, 'F3', 10, 60),
      cap('Dénomination sociale', 36, 80), cap('Exploitée sous le nom de', 336, 80),
      put('Northern Lights Lodging Corp.', 38, 92), put('Tundra Motel', 338, 92)]));
    expect(v(r, 'legal_name', 'trade_name')).toEqual(['Northern Lights Lodging Corp.', 'Tundra Motel']);
    expect(r.applicants).toEqual([]);
  });

  it('an owners\' table "Nom, Prénom | Fonction | Part | NAS": each row an owner with its share', () => {
    const r = read(pageOf([item('PROPRIÉTAIRES', 40, 280, 'F3', 10, 70),
      cap('Nom, Prénom', 39, 296), cap('Fonction', 189, 296), cap('Part', 304, 296), cap('NAS', 349, 296), cap('Cote de crédit', 509, 296),
      put('Patel, Aisha', 40, 314), put('Président', 190, 314), put('70 %', 305, 314), put('*** *** 501', 350, 314), put('586', 510, 314),
      put('St-Pierre, Ravi', 40, 334), put('Secrétaire-trésorier', 190, 334), put('30 %', 305, 334), put('657032843', 350, 334)]));
    expect(owners(r)).toEqual([['Aisha', 'Patel', 'Président', 70, null], ['Ravi', 'St-Pierre', 'Secrétaire-trésorier', 30, '657032843']]);
  });
});

describe('an English Canadian form (issue 36, set 75)', () => {
  it('"Gym and personal training": a gym by its alias, not "training" of another label\'s alternatives', () => {
    const r = read(pageOf([item('A. APPLICANT BUSINESS', 40, 60, 'F3', 10, 110),
      cap('Corporate / Legal Name', 36, 80), put('Maple Ridge Fitness Corp.', 38, 92),
      cap('Type of Business', 36, 112), put('Gym and personal training', 38, 124)]));
    expect(v(r, 'industry')).toEqual(['fitness']);
  });

  it('"Principal 1 | Position | Ownership | SIN" over each principal\'s row: the number captions the name', () => {
    const block = (n: number, y: number, name: string, title: string, share: string, sin: string) => [
      cap(`Principal ${n}`, 36, y), cap('Position', 250, y), cap('Ownership', 390, y), cap('SIN', 460, y),
      put(name, 38, y + 14), put(title, 252, y + 14), put(share, 392, y + 14), put(sin, 462, y + 14),
      cap('Date of Birth (Month Day, Year)', 36, y + 34), cap('Home Address', 250, y + 34),
      put('July 22, 1985', 38, y + 48), put('458 King St W, Victoria, BC V6K 3A8', 252, y + 48)];
    const r = read(pageOf([item('C. PRINCIPALS', 40, 300, 'F3', 10, 70),
      ...block(1, 320, 'Marie Gagnon', 'President', '60%', '754 681 401'),
      ...block(2, 390, 'Ravi Nguyen', 'Secretary-Treasurer', '40%', '774969356')]));
    expect(owners(r)).toEqual([['Marie', 'Gagnon', 'President', 60, '754681401'], ['Ravi', 'Nguyen', 'Secretary-Treasurer', 40, '774969356']]);
  });
});
