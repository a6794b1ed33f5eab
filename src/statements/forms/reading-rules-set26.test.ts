import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the twenty-sixth author's brokers (issue 36): US brokers serving Hispanic merchants, their forms in
// Spanish, or in Spanish and English (stacked, or after a slash), each rule on a self-made form here.

describe('Spanish and bilingual brokers\' forms (issue 36, set 26)', () => {
  it('labels in two languages one over the other, their values in a column right of them: no line a heading', () => {
    // (A lender the broker means to send the file to, first: its words, "MCA", no heading of what follows.)
    const pair = (es: string, en: string, value: string, y: number) => [item(es, 40, y, 'F1', 8), item(en, 40, y + 8, 'F1', 8), item(value, 230, y + 1, 'F3', 11)];
    const r = read(pageOf([
      ...pair('Prestamista preferido', 'Preferred lender', 'Harbor MCA', 90), ...pair('Comisión del corredor', 'Broker commission', '5 pts', 111),
      ...pair('Razón Social', 'Legal Name', 'Panadería Sol LLC', 132), ...pair('Número Fiscal Federal', 'Federal Tax ID', '12-3456789', 153),
      ...pair('Domicilio del Negocio', 'Business Address', '12 Main St, Dallas, TX 75201', 174), ...pair('Monto Solicitado', 'Amount Requested', '$50,000.00 USD', 195),
    ]));
    expect(v(r, 'legal_name', 'business_tax_id', 'state_region', 'requested_amount')).toEqual(['Panadería Sol LLC', '123456789', 'TX', 50000]);
  });

  it('Spanish labels: the payment asked, a tax number "(EIN) o Seguro Social", a date "(día/mes/año)", a sole owner', () => {
    const r = read(pageOf([
      item('Número de Identificación Patronal (EIN) o Seguro Social', 40, 100, 'F1', 8), item('12-3456789', 40, 112, 'F3', 11),
      item('Fecha de Inicio del Negocio (día/mes/año)', 330, 100, 'F1', 8), item('03/09/2005', 330, 112, 'F3', 11),
      item('Monto Solicitado', 40, 140, 'F1', 8), item('$80,000', 40, 152, 'F3', 11),
      item('Pago Solicitado', 330, 140, 'F1', 8), item('$1,250.50', 330, 152, 'F3', 11),
      item('Tipo de Entidad:', 40, 180, 'F1', 8), item('Propietario Único (Sole Prop.)', 120, 180, 'F3', 11),
    ]));
    expect(v(r, 'business_tax_id', 'business_start_date', 'requested_payment', 'type_of_entity')).toEqual(['123456789', '2005-09-03', 1250.5, 'sole_proprietorship']);
  });

  it('the broker\'s own EIN in the letterhead ("EIN del corredor") is never the business\'s; "Tax ID (EIN) / No. Fiscal:" is', () => {
    const r = read(pageOf([
      item('Préstamos del Valle', 40, 30, 'F2', 14), item('EIN del corredor / Broker EIN: 85-7923088', 40, 50, 'F1', 8),
      item('Nombre Legal / Legal Name:', 40, 120, 'F1', 8, 110), item('Taquería Luna LLC', 160, 120, 'F3', 11, 90),
      item('Tax ID (EIN) / No. Fiscal:', 40, 140, 'F1', 8, 100), item('46-2448131', 160, 140, 'F3', 11, 60),
    ]));
    expect(v(r, 'business_tax_id')).toEqual(['462448131']);
  });

  it('owners asked in Spanish: "Dueño 1: Apellido(s), Nombre", "Cargo / % de Propiedad" answered at once', () => {
    const r = read(pageOf([
      item('DUEÑOS DEL NEGOCIO', 40, 80, 'F2', 10),
      item('Dueño 1: Apellido(s), Nombre', 40, 100, 'F1', 8), item('Ramírez, José', 40, 112, 'F3', 11),
      item('Cargo / % de Propiedad', 250, 100, 'F1', 8), item('Socio / 60%', 250, 112, 'F3', 11),
    ]));
    expect(owners(r)).toEqual([['José', 'Ramírez', 'Socio', 60, null]]);
  });

  it('owners in a table headed "Dueño / Owner", a share\'s sign run into the next label; "Nombre" beside "Apellido"', () => {
    const r = read(pageOf([
      item('Dueño / Owner', 38, 215, 'F1', 8, 42), item('Cargo / Title', 188, 215, 'F1', 8, 34), item('Propiedad / Own. %SSN/ITIN / SSN', 268, 215, 'F1', 8, 98),
      item('Crédito / Score', 493, 215, 'F1', 8, 43),
      item('Ana Vargas', 39, 234, 'F3', 10, 51), item('Member', 189, 234, 'F3', 10, 31), item('100%', 269, 234, 'F3', 10, 20), item('965-70-2182', 324, 234, 'F3', 10, 56),
      item('645', 494, 234, 'F3', 10, 15),
    ]));
    expect(owners(r)).toEqual([['Ana', 'Vargas', 'Member', 100, '965702182']]);
    const t = read(pageOf([
      item('DUEÑOS / OWNERS', 40, 80, 'F2', 10),
      item('Nombre / First Name', 40, 100, 'F1', 8), item('Itzel', 200, 100, 'F3', 10),
      item('Apellido / Last Name', 40, 120, 'F1', 8), item('López', 200, 120, 'F3', 10),
      item('Cargo / Title', 40, 140, 'F1', 8), item('Presidente', 200, 140, 'F3', 10),
    ]));
    expect(owners(t)).toEqual([['Itzel', 'López', 'Presidente', null, null]]);
  });

  it('a value under a two-line label is its value, not a heading ("Sociedad entre socios"); "Corporación S (S Corp)" one option', () => {
    const cell = (es: string, en: string, value: string, x: number, y: number) => [item(es, x, y, 'F1', 8), item(en, x, y + 8, 'F1', 8), item(value, x + 1, y + 18, 'F3', 10)];
    const r = read(pageOf([item('EL NEGOCIO / THE BUSINESS', 40, 60, 'F2', 10),
      ...cell('Tipo de Entidad', 'Type of Entity', 'Sociedad entre socios', 40, 80), ...cell('Estado', 'State', 'NC', 300, 80),
      ...cell('Fecha de Inicio', 'Start Date', '05/14/2016', 40, 120), ...cell('Código Postal', 'Zip Code', '28447', 300, 120)]));
    expect(v(r, 'state_region', 'business_start_date')).toEqual(['NC', '2016-05-14']);
    const e = read(pageOf([...cell('Tipo de Entidad', 'Type of Entity', 'Corporación S (S Corp)', 40, 80), ...cell('Empleados', 'Employees', '6', 300, 80)]));
    expect(v(e, 'type_of_entity')).toEqual(['s_corporation']);
  });

  it('owners named by number after the advances table and the request, with no heading of their own', () => {
    const pair = (es: string, en: string, value: string, y: number) => [item(es, 40, y, 'F1', 8), item(en, 40, y + 8, 'F1', 8), item(value, 230, y + 1, 'F3', 11)];
    const r = read(pageOf([
      ...pair('Monto Solicitado', 'Amount Requested', '$90,000.00', 100),
      item('Compañía', 40, 130, 'F1', 8), item('Saldo', 230, 130, 'F1', 8), item('Pago', 330, 130, 'F1', 8),
      item('Harbor Merchant Funding', 40, 140, 'F3', 10), item('$39,200.00', 230, 140, 'F3', 10), item('$913.50', 330, 140, 'F3', 10),
      ...pair('Dueño 1 (Apellido, Nombre)', 'Owner 1 (Last, First)', 'López, Raúl', 170), ...pair('Cargo / % de Propiedad', 'Title / Ownership', 'President / 34%', 191),
      ...pair('Dueño 2 (Apellido, Nombre)', 'Owner 2 (Last, First)', 'Cruz, Rosa', 212), ...pair('Cargo / % de Propiedad', 'Title / Ownership', 'Socia / 66%', 233),
    ]));
    expect(owners(r)).toEqual([['Raúl', 'López', 'President', 34, null], ['Rosa', 'Cruz', 'Socia', 66, null]]);
  });

  it('a row of entity options each in two languages ("Corporación S / S Corp"): options to mark, none of them a value', () => {
    const r = read(pageOf([item('Entity Type', 36, 239, 'F1', 8, 30), item('Propietario Único / Sole Proprietor', 127, 243, 'F1', 8, 103),
      item('Corporación S / S Corp', 249, 243, 'F1', 8, 71), item('Monto Solicitado', 36, 270, 'F1', 8), item('$40,000', 36, 282, 'F3', 10)]));
    expect(v(r, 'type_of_entity', 'requested_amount')).toEqual([null, 40000]);
  });
});
