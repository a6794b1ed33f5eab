import { describe, expect, it } from 'vitest';
import { labelOf } from './labels.ts';
import { spanishName } from './owners-surnames.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the eighty-fifth author's bilingual forms (issue 36): U.S. English/Spanish and Canadian
// English/French applications, each label printed in both languages; each on a self-made page here.

const lab = (t: string, x: number, y: number) => item(t, x, y, 'F1', 8, t.length * 3.6);
const es = (t: string, x: number, y: number) => item(t, x, y, 'F4', 7, t.length * 3.2);
const val = (t: string, x: number, y: number) => item(t, x, y, 'F2', 10, t.length * 5);

describe('an owners\' table headed in two languages (issue 36, set 85)', () => {
  it('"Owner 1 Full Name | Title" over "Nombre Completo del Propietario 1 | Cargo": one header, no owner "Cargo"; the name asked in Spanish', () => {
    const r = read(pageOf([lab('Legal Business Name', 40, 40), val('Pueblo Viejo Cocina, Inc.', 40, 54),
      item('OWNERS / PROPIETARIOS (20% or more / 20% o más)', 40, 84, 'F3', 10, 260),
      lab('Owner 1 Full Name', 40, 100), lab('Title', 240, 100), lab('Ownership %', 340, 100), lab('Credit Score', 440, 100),
      es('Nombre Completo del Propietario 1', 40, 109), es('Cargo', 240, 109), es('% de Propiedad', 340, 109), es('Puntaje de Crédito', 440, 109),
      val('Luis Vargas Rodríguez', 41, 124), val('Presidente', 241, 124), val('51%', 341, 124), val('606', 441, 124)]));
    expect(owners(r)).toEqual([['Luis', 'Vargas Rodríguez', 'Presidente', 51, null]]);
  });

  it('a column\'s label going on under it in its other language ("Ownership %" over "% de Propiedad", the others side by side): the header\'s', () => {
    const r = read(pageOf([lab('Legal Business Name', 38, 40), val('Casa Blanca Cleaning Co LLC', 39, 52),
      item('SECTION F · OWNERS / GUARANTORS · SECCIÓN F · DUEÑOS / GARANTES', 40, 84, 'F3', 10, 295),
      lab('Owner 1 / Dueño 1', 36, 96),
      lab('First Name', 38, 107), es('Nombre(s)', 176, 107), lab('Last Name(s)', 208, 107), es('Apellido(s)', 386, 107),
      lab('Title', 418, 107), es('Cargo', 498, 107), lab('Ownership %', 518, 107), es('% de Propiedad', 518, 113),
      val('Robert', 39, 120), val('Wilson', 209, 120), val('Member', 419, 120), val('60', 519, 122)], { width: 612 }));
    expect(owners(r)).toEqual([['Robert', 'Wilson', 'Member', 60, null]]);
  });
});

describe('bilingual labels (issue 36, set 85)', () => {
  it('"de", "del", "du" qualify a label as "of" does: "Nom du propriétaire 1" is an owner\'s name; the business\'s name is the legal name', () => {
    expect(labelOf('Nom du propriétaire 1', true)?.field).toBe('owner_name');
    expect(labelOf('Nombre Completo del Propietario 1', true)?.field).toBe('owner_name');
    expect(labelOf('Nombre del Negocio', true)?.field).toBe('legal_name');
    expect(labelOf("Nom de l'entreprise", true)?.field).toBe('legal_name');
    expect(labelOf('Nombre del Banco', true)?.field).toBe('decoy');
  });

  it('"Edo." beside "State" in its box is the state\'s Spanish label (Estado), no value', () => {
    const r = read(pageOf([lab('Legal Business Name', 38, 40), val('Casa Blanca Cleaning Co LLC', 39, 52),
      lab('Business Address', 38, 144), lab('City', 278, 144), es('Ciudad', 385, 144), lab('State', 408, 144), es('Edo.', 452, 144), lab('Zip Code', 468, 144),
      val('3274 Avenida Cesar Chavez', 39, 157), val('Cicero', 279, 157), val('IL', 409, 157), val('60863', 469, 157)]));
    expect(v(r, 'state_region')).toEqual(['IL']);
  });

  it('an option\'s bracketed note is no word of it: "Société par actions (inc.) / Corporation" first in a row, the marked one read', () => {
    const box = (x: number) => ({ x0: x, y0: 204, x1: x + 6, y1: 212 });
    const r = read(pageOf([lab('Raison sociale', 38, 40), val('Boréal Boulangerie S.E.N.C.', 39, 52),
      lab('Forme juridique', 39, 201), es('Legal form', 98, 201),
      lab('Société par actions (inc.) / Corporation', 49, 213), lab('Entreprise individuelle / Sole Proprietorship', 183, 213),
      val('X', 308, 213), lab('S.E.N.C. / Partnership', 317, 213), lab('S.E.C. / Limited Partnership', 451, 213)],
    { boxes: [box(40), box(174), box(307), box(442)] }));
    expect(v(r, 'type_of_entity')).toEqual(['general_partnership']);
  });
});

describe('names as the caption asks them (issue 36, set 85)', () => {
  it('under "Nom, Prénom" the given names after the comma are the first name whole', () => {
    expect(spanishName('Zúñiga, Miguel Ángel', 'Nom, Prénom / Last Name, First Name')).toEqual({ first: 'Miguel Ángel', last: 'Zúñiga' });
    const r = read(pageOf([lab('Raison sociale', 38, 40), val('Boréal Boulangerie inc.', 39, 52),
      item('5. PROPRIÉTAIRES (25 % ET PLUS)', 40, 80, 'F3', 10, 140),
      lab('Nom, Prénom', 38, 103), lab('Titre', 278, 103), lab('% de propriété', 408, 103), lab('Cote de crédit', 478, 103),
      es('Last Name, First Name', 38, 109), es('Title', 278, 109), es('Ownership %', 408, 109), es('Credit Score', 478, 109),
      val('Zúñiga, Miguel Ángel', 39, 120), val('Propriétaire', 279, 120), val('100%', 409, 120)]));
    expect(owners(r)).toEqual([['Miguel Ángel', 'Zúñiga', 'Propriétaire', 100, null]]);
  });

  it('a full name asked in Spanish whose surnames are joined by a hyphen: the words before are the given names', () => {
    expect(spanishName('Miguel Ángel Gómez-González', 'Owner 1 Full Name / Nombre Completo del Propietario 1')).toEqual({ first: 'Miguel Ángel', last: 'Gómez-González' });
    expect(spanishName('Luis Vargas Rodríguez', 'Nombre completo')).toEqual({ first: 'Luis', last: 'Vargas Rodríguez' });
  });
});

describe('a hand\'s value run over its box\'s side (issue 36, set 85)', () => {
  it('"12 de noviembre de 2016" overflowing its box to where "48-6718209" starts in the next: two cells', () => {
    const hand = (t: string, x: number, w: number) => item(t, x, 182, 'F5', 10, w);
    const r = read(pageOf([lab('Legal Name', 42, 110), val('La Esperanza Mini Mart LLC', 46, 126),
      lab('Fecha de Inicio del Negocio', 42, 163), lab('Núm. Fiscal (EIN o SSN/ITIN)', 152, 163),
      es('Business Start Date', 42, 170), es('Tax ID (EIN or SSN/ITIN)', 152, 170),
      hand('12', 43, 9), hand('de', 57, 10), hand('noviembre', 72, 43), hand('de', 120, 10), hand('2016', 134, 20), hand('48-6718209', 154, 54)],
    { boxes: [{ x0: 39, y0: 151, x1: 149, y1: 188 }, { x0: 151, y0: 151, x1: 299, y1: 188 }] }));
    expect(v(r, 'business_start_date', 'business_tax_id')).toEqual(['2016-11-12', '486718209']);
  });
});
