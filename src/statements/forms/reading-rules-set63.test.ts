import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';

// Rules learnt at the sixty-third author's forms (issue 36): applications written wholly in Spanish (U.S. merchants)
// or in French (Canadian merchants); each on a self-made page here, in words other than the author's.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
const val = (s: string, x: number, y: number) => item(s, x, y - 2, 'F2', 10, s.length * 4.8);
/** A page of labels, each with its value beside it. */
const rows = (pairs: [string, string][]) => pageOf(pairs.flatMap(([l, x], i) => [lab(l, 40, 100 + i * 22), val(x, 220, 100 + i * 22)]));

describe('a payment schedule written in Spanish or French (issue 36, set 63)', () => {
  it('"Frecuencia de pagos: Semanal" is weekly, "Quincenal" biweekly', () => {
    const r = read(rows([['Razón social', 'Panadería La Espiga LLC'], ['Frecuencia de pagos', 'Semanal']]));
    expect(v(r, 'payment_frequency')).toEqual(['weekly']);
    const q = read(rows([['Razón social', 'Panadería La Espiga LLC'], ['Frecuencia de pagos', 'Quincenal']]));
    expect(v(q, 'payment_frequency')).toEqual(['biweekly']);
  });
  it('"Fréquence des versements : Toutes les deux semaines" is biweekly', () => {
    const r = read(rows([['Raison sociale', 'Boulangerie Belle-Rive inc.'], ['Fréquence des versements', 'Toutes les deux semaines']]));
    expect(v(r, 'payment_frequency')).toEqual(['biweekly']);
  });
});

describe('a date written out in Spanish (issue 36, set 63)', () => {
  it('"7 de agosto de 2015" and "1.º de diciembre del 2010" are dates', () => {
    const r = read(rows([['Razón social', 'Taller Los Pinos LLC'], ['Fecha de inicio', '7 de agosto de 2015']]));
    expect(v(r, 'business_start_date')).toEqual(['2015-08-07']);
    const q = read(rows([['Razón social', 'Taller Los Pinos LLC'], ['Fecha de inicio', '1.º de diciembre del 2010']]));
    expect(v(q, 'business_start_date')).toEqual(['2010-12-01']);
  });
});

describe('the kind of entity named in Spanish or French (issue 36, set 63)', () => {
  it('"Propietario único" is a sole proprietorship, "Sociedad colectiva" a partnership, "Sociedad anónima" a corporation', () => {
    const one = (s: string) => v(read(rows([['Razón social', 'Taller Los Pinos'], ['Tipo de entidad', s]])), 'type_of_entity')[0];
    expect([one('Propietario único'), one('Sociedad colectiva'), one('Sociedad de responsabilidad limitada')]).toEqual(['sole_proprietorship', 'general_partnership', 'llc']);
    expect(one('Sociedad anónima')).toMatch(/corporation/);
  });
  it('"Organisme sans but lucratif" is a non-profit', () => {
    const r = read(rows([['Raison sociale', 'Centre communautaire Belle-Rive'], ['Forme juridique', 'Organisme sans but lucratif']]));
    expect(v(r, 'type_of_entity')).toEqual(['nonprofit_corporation']);
  });
});

describe('"the same" written in Spanish or French for a trade name (issue 36, set 63)', () => {
  it('"Nombre comercial: Igual" and "Nom commercial : Même" leave no trade name', () => {
    const r = read(rows([['Razón social', 'Taller Los Pinos LLC'], ['Nombre comercial', 'Igual']]));
    expect(v(r, 'legal_name', 'trade_name')).toEqual(['Taller Los Pinos LLC', null]);
    const q = read(rows([['Raison sociale', 'Boulangerie Belle-Rive inc.'], ['Nom commercial', 'Même']]));
    expect(v(q, 'legal_name', 'trade_name')).toEqual(['Boulangerie Belle-Rive inc.', null]);
  });
});

describe('an owner\'s credit score under a Spanish label (issue 36, set 63)', () => {
  it('"Crédito" beside an owner\'s name is the owner\'s score', () => {
    const r = read(rows([['Razón social', 'Taller Los Pinos LLC'], ['Nombre del dueño', 'Rosa Ibarra'], ['Crédito', '702']]));
    expect(r.applicants.map((a) => a.credit_score?.value)).toEqual([702]);
  });
});

describe('an owner\'s share under "% propriété" (issue 36, set 63)', () => {
  it('"% propriété: 60 %" is the owner\'s share', () => {
    const r = read(rows([['Raison sociale', 'Boulangerie Belle-Rive inc.'], ['Nom du propriétaire', 'Luc Gagnon'], ['% propriété', '60 %']]));
    expect(r.applicants.map((a) => a.ownership?.value)).toEqual([60]);
  });
});

describe('a start date asked in Spanish or French words (issue 36, set 63)', () => {
  it('"Fecha en que comenzó el negocio" and "Début des activités" ask the start date', () => {
    const r = read(rows([['Razón social', 'Taller Los Pinos LLC'], ['Fecha en que comenzó el negocio', '03/15/2016']]));
    expect(v(r, 'business_start_date')).toEqual(['2016-03-15']);
    const q = read(rows([['Raison sociale', 'Boulangerie Belle-Rive inc.'], ['Début des activités', '2016-03-15']]));
    expect(v(q, 'business_start_date')).toEqual(['2016-03-15']);
  });
});

describe('a business number asked as "Numéro d\'entreprise" (issue 36, set 63)', () => {
  it('nine digits under "Numéro d\'entreprise" are a Canadian BN', () => {
    const r = read(rows([['Raison sociale', 'Boulangerie Belle-Rive inc.'], ['Numéro d\'entreprise', '812345678']]));
    expect(v(r, 'business_tax_id', 'business_tax_id_type', 'business_tax_id_country')).toEqual(['812345678', 'BN', 'CA']);
  });
});

describe('the business described, asked in Spanish or French (issue 36, set 63)', () => {
  it('"Describa su negocio" and "Décrivez votre entreprise" ask the industry', () => {
    const r = read(rows([['Razón social', 'Estética Rosa LLC'], ['Describa su negocio', 'Beauty salon']]));
    const q = read(rows([['Raison sociale', 'Boulangerie Belle-Rive inc.'], ['Décrivez votre entreprise', 'Beauty salon']]));
    expect([...v(r, 'industry'), ...v(q, 'industry')]).toEqual(['personal_care', 'personal_care']);
  });
});

describe('a "%" printed after the share, run on into the value after it (issue 36, set 63)', () => {
  it('"Pourcentage de propriété 60" + "% 512 334 876" under "NAS": the share is 60, the SIN the number after the sign', () => {
    const r = read(pageOf([lab('Raison sociale', 40, 80), val('Boulangerie Belle-Rive inc.', 180, 80),
      lab('Nom complet', 40, 120), val('Luc Gagnon', 180, 120),
      lab('Pourcentage de propriété', 40, 140), val('60', 133, 140), item('%', 150, 138, 'F2', 10, 6),
      item('512 334 876', 168, 138, 'F2', 10, 60), item('NAS', 147, 139, 'F1', 8, 16.4)]));
    expect(r.applicants.map((a) => [a.ownership?.value, a.tax_id?.value ?? null])).toEqual([[60, '512334876']]);
  });
  it('a lone "%" after "40" is the share\'s sign, no label of its own', () => {
    const r = read(pageOf([lab('Raison sociale', 40, 80), val('Boulangerie Belle-Rive inc.', 180, 80),
      lab('Nom complet', 40, 120), val('Luc Gagnon', 180, 120),
      lab('Pourcentage de propriété', 40, 140), val('40', 133, 140), item('%', 150, 138, 'F2', 10, 6), item('NAS', 147, 139, 'F1', 8, 16.4)]));
    expect(r.applicants.map((a) => a.ownership?.value)).toEqual([40]);
  });
});

describe('a share past the whole (issue 36, set 63)', () => {
  it('"Pourcentage de propriété" left blank, the SIN "200 758 787" read after it: no share of 200', () => {
    const r = read(pageOf([lab('Raison sociale', 40, 80), val('Boulangerie Belle-Rive inc.', 180, 80),
      lab('Nom complet', 40, 120), val('Luc Gagnon', 180, 120),
      lab('Pourcentage de propriété', 40, 140), val('200 758 787', 180, 140)]));
    expect(r.applicants.map((a) => a.ownership?.value).filter((x) => x != null)).toEqual([]);
  });
});
