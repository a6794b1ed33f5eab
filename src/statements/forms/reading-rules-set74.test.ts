import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the seventy-fourth author's forms (issue 36): bilingual Spanish/English forms of brokers serving
// Hispanic-owned businesses: captions in two languages, two surnames, compound given names; each on a self-made page.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);
const business = [lab('Legal Business Name', 30, 60), val('Los Arcos Meat Market Inc.', 30, 72), lab('Federal Tax ID (EIN)', 300, 60), val('30-2436839', 300, 72)];
const heading = (y: number) => item('3. PROPIETARIOS / OWNERS', 30, y, 'F3', 10, 150);

describe('entity rows printed in two languages (issue 36, set 74)', () => {
  const row = (y: number, marked: string, written = '') => {
    const opts = ['Corporation (Corporación)', 'Partnership (Sociedad colectiva)', 'S Corp (Corporación S)', 'Other (Otro)'];
    let x = 110;
    return [lab('Entity (Entidad):', 30, y), ...opts.flatMap((o) => {
      const at = x; x += o.length * 3.2 + 20;
      return [lab(o, at, y), ...(o === marked ? [val('X', at - 9, y)] : []), ...(o === marked && written ? [val(written, at + o.length * 3.2 + 4, y)] : [])];
    })];
  };
  it('"X S Corp (Corporación S)": the English wording before the bracket names the entity', () => {
    expect(v(read(pageOf([...business, ...row(100, 'S Corp (Corporación S)')])), 'type_of_entity')).toEqual(['s_corporation']);
  });
  it('"X Other (Otro)  PLLC": an "Other" with its translation in brackets takes the entity written after it', () => {
    expect(v(read(pageOf([...business, ...row(100, 'Other (Otro)', 'PLLC')])), 'type_of_entity')).toEqual(['pllc']);
  });
  it('"Nombre comercial (DBA) / Doing Business As": one caption in two languages (a DBA), no menu of entity kinds', () => {
    const r = read(pageOf([lab('Nombre legal del negocio / Legal Business Name', 30, 60), val('Moreno & Rodríguez Plumbing', 30, 72),
      lab('Nombre comercial (DBA) / Doing Business As', 300, 60), val('Casa San Judas', 300, 72)]));
    expect(v(r, 'trade_name', 'type_of_entity')).toEqual(['Casa San Judas', null]);
  });
});

describe('the business\'s tax number under a Spanish or a two-line caption (issue 36, set 74)', () => {
  it('"Núm. patronal  235882409": the employer\'s number, an EIN', () => {
    const r = read(pageOf([lab('Company Legal Name', 30, 60), val('El Norteño Car Wash, LLC', 30, 72), lab('Núm. patronal', 30, 100), val('235882409', 30, 112)]));
    expect(v(r, 'business_tax_id', 'business_tax_id_type')).toEqual(['235882409', 'EIN']);
  });
  it('"EIN" printed over "Tax ID", "340390049" under both: one caption, the number an EIN', () => {
    const r = read(pageOf([lab('Legal business name', 30, 60), val('Villaseñor & Medina Restaurant', 30, 72), lab('EIN', 30, 100), lab('Tax ID', 30, 108), val('340390049', 30, 120)]));
    expect(v(r, 'business_tax_id', 'business_tax_id_type')).toEqual(['340390049', 'EIN']);
  });
});

describe('owners\' names asked the Hispanic way (issue 36, set 74)', () => {
  it('"Paternal surname | Maternal surname" cells on one row: one last name, joined in printed order', () => {
    const cols = [['First name(s)', 30], ['Paternal surname', 150], ['Maternal surname', 270], ['Title', 390], ['Ownership', 480]] as const;
    const row = (y: number, vals: string[]) => vals.map((s, i) => val(s, cols[i]![1], y));
    const r = read(pageOf([...business, heading(100), ...cols.map(([s, x]) => lab(s, x, 120)), ...row(132, ['Marisol', 'Ruiz', 'Gutiérrez', 'Member', '50 %']),
      ...cols.map(([s, x]) => lab(s, x, 160)), ...row(172, ['Itzel', 'de la Garza', 'Mendoza', 'Directora', '50 %'])]));
    expect(owners(r)).toEqual([['Marisol', 'Ruiz Gutiérrez', 'Member', 50, null], ['Itzel', 'de la Garza Mendoza', 'Directora', 50, null]]);
  });
  it('"Owners: list everyone with 20% or more" beside the heading: an instruction, no owner named "list ... more"', () => {
    const r = read(pageOf([...business, heading(100), lab('Owners: list everyone with 20% or more', 200, 100),
      lab('Name', 30, 120), val('Marisol Ruiz', 30, 132), lab('Title', 200, 120), val('Member', 200, 132)]));
    expect(owners(r)).toEqual([['Marisol', 'Ruiz', 'Member', null, null]]);
  });
  it('"Nombre completo" (and "Full Name (Nombre completo)"): the words after the given name are both surnames', () => {
    const one = (label: string, name: string) => owners(read(pageOf([...business, heading(100), lab(label, 30, 120), val(name, 40 + label.length * 3.2, 120)])))[0]?.slice(0, 2);
    expect(one('Propietario 1 - Nombre completo:', 'Ramón Gutiérrez Vásquez')).toEqual(['Ramón', 'Gutiérrez Vásquez']);
    expect(one('Full Name (Nombre completo)', 'Ana Gómez del Valle')).toEqual(['Ana', 'Gómez del Valle']);
    expect(one('Full Name (Nombre completo)', 'Juan C. García López')).toEqual(['Juan', 'García López']);
    expect(one('Owner Name - Last, First (Apellidos, Nombre)', 'De León, Rosa Isela')).toEqual(['Rosa Isela', 'De León']);
    // (An English caption keeps the project's reading: a middle name is neither, "Tomasz Avery Fitzgerald".)
    expect(one('Full Name', 'Tomasz Avery Fitzgerald')).toEqual(['Tomasz', 'Fitzgerald']);
  });
  it('"Nombre  Luis Ángel" over "Apellidos  Flores-Gutiérrez": the name is the given names whole', () => {
    const r = read(pageOf([...business, heading(100), lab('Nombre', 30, 120), val('Luis Ángel', 120, 120), lab('Apellidos', 30, 132), val('Flores-Gutiérrez', 120, 132),
      lab('Puesto', 30, 144), val('Socio', 120, 144), lab('% de participación', 30, 156), val('30 %', 120, 156)]));
    expect(owners(r)).toEqual([['Luis Ángel', 'Flores-Gutiérrez', 'Socio', 30, null]]);
  });
  it('"Nombre(s)" over "First name(s)", "Juan Carlos" under both; "Last names": the compound given name once, the surnames', () => {
    const r = read(pageOf([...business, heading(100), lab('Nombre(s)', 30, 120), lab('First name(s)', 30, 128), val('Juan Carlos', 30, 140),
      lab('Apellidos', 200, 120), lab('Last names', 200, 128), val('de la Garza Gutiérrez', 200, 140), lab('Cargo', 380, 120), lab('Title', 380, 128), val('Gerente General', 380, 140)]));
    expect(owners(r)).toEqual([['Juan Carlos', 'de la Garza Gutiérrez', 'Gerente General', null, null]]);
  });
  it('"First Name  Juan Carlos": a compound given name is the first name whole; a middle initial is dropped ("John M.")', () => {
    const one = (first: string) => owners(read(pageOf([...business, heading(100), lab('First Name', 30, 120), val(first, 120, 120), lab('Last Name', 30, 132), val('Whitaker', 120, 132)])));
    expect(one('Juan Carlos')).toEqual([['Juan Carlos', 'Whitaker', null, null, null]]);
    expect(one('John M.')).toEqual([['John', 'Whitaker', null, null, null]]);
  });
});
