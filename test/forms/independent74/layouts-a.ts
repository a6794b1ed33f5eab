// Layouts 1-3: Puente Capital (es / en slashes), Sol Financiero (Spanish first, English small print, DD/MM/AAAA),
// Frontera Business Funding (English (Spanish), two pages, owners "Last, First", existing advances).
import type { Pen } from './pen.ts';
import { type Case, type CaseOpts, money, dotMoney, mdy, dmy, iso, lastName, maskTax } from './data.ts';
import { A, authorization, bizTaxT, bizTaxText, checks, checksAt, entityOpts, freqOpts, lab, nameT, ownerTaxT, ownRent, pct, row, signatures, dobT } from './sections.ts';

export interface LayoutDef { broker: string; opts: CaseOpts; mark: 'X' | 'check' | 'stroke'; onState?: string; draw: (p: Pen, c: Case) => void }

function bar(p: Pen, t: string, y: number, fill: string, color = '#fff'): number {
  p.rect(30, y, 552, 13, { fill, stroke: 'none' });
  p.text(t, 34, y + 3, { size: 7.5, bold: true, color });
  return y + 15;
}

function entityRow(p: Pen, c: Case, lang: Parameters<typeof checks>[1], x: number, y: number, prefix: string, withS = true): number {
  const { opts, otherText } = entityOpts(c, prefix, withS);
  const e = checksAt(p, lang, x, y, opts, 6.5, 510);
  p.line(e.x, e.y + 8, e.x + 70, e.y + 8);
  p.value(`${prefix}other_text`, otherText, e.x + 3, e.y - 1, 65, { truth: otherText ? { type_of_entity: c.entity.id } : undefined, size: 8 });
  return e.y - y;
}

const puente = (p: Pen, c: Case): void => {
  const L = 'slash';
  p.rect(30, 26, 552, 44, { fill: '#0b5d4b', stroke: 'none' });
  p.text('PUENTE CAPITAL GROUP', 40, 33, { size: 17, bold: true, color: '#fff' });
  p.text('Financiamiento para negocios hispanos · Business funding for Hispanic entrepreneurs', 40, 54, { size: 7.5, color: '#d7f0e9' });
  p.text('2200 Navigation Blvd, Houston, TX 77003 · (713) 555-0148', 400, 36, { size: 6.5, color: '#fff' });
  p.text('SOLICITUD DE FINANCIAMIENTO / FUNDING APPLICATION', 30, 78, { size: 11, bold: true });
  let y = bar(p, 'INFORMACIÓN DEL NEGOCIO / BUSINESS INFORMATION', 96, '#0b5d4b');
  y = row(p, L, 30, y, [
    { es: 'Nombre legal del negocio', en: 'Legal Business Name', name: 'legal_name', v: c.legal, w: 320, truth: { legal_name: c.legal } },
    { es: 'Nombre comercial (DBA)', en: 'Doing Business As', name: 'dba', v: c.dba, w: 232, truth: c.dbaTruth ? { trade_name: c.dbaTruth } : undefined }]);
  y = row(p, L, 30, y, [
    { es: 'Dirección física', en: 'Physical Address', name: 'address', v: c.street, w: 210 },
    { es: 'Ciudad', en: 'City', name: 'city', v: c.city, w: 110 },
    { es: 'Estado', en: 'State', name: 'state', v: c.state, w: 60, truth: { state_region: c.state } },
    { es: 'Código postal', en: 'Zip', name: 'zip', v: c.zip, w: 72 },
    { es: 'Teléfono', en: 'Phone', name: 'phone', v: c.phone, w: 100 }]);
  const inc = c.stateOfInc !== c.state;
  y = row(p, L, 30, y, [
    { es: 'EIN / SSN', en: 'Federal Tax ID', name: 'ein', v: bizTaxText(c), w: 130, truth: bizTaxT(c) },
    { es: 'Fecha de inicio', en: 'Start Date (MM/DD/YYYY)', name: 'start_date', v: mdy(c.start), w: 150, truth: { business_start_date: iso(c.start) } },
    { es: 'Estado de incorporación', en: 'State of Inc.', name: 'state_inc', v: c.stateOfInc, w: 132, decoy: inc },
    { es: 'Empleados', en: 'Employees', name: 'employees', v: String(c.employees), w: 60 },
    { es: 'Sitio web', en: 'Website', name: 'website', v: c.website, w: 80 }]);
  y = row(p, L, 30, y, [
    { es: 'Tipo de negocio', en: 'Type of Business', name: 'industry', v: c.industryText, w: 300, truth: { industry: c.industryId } },
    { es: 'Correo electrónico', en: 'E-mail', name: 'email', v: c.email, w: 252 }]);
  lab(p, L, 'Tipo de entidad', 'Entity Type:', 32, y + 6, 7);
  y += entityRow(p, c, L, 32, y + 17, 'ent_', false);
  p.text('Local / Premises:', 32, y + 35, { size: 7, bold: true });
  checks(p, L, 110, y + 35, ownRent(c, 'prem_'));
  y = row(p, L, 250, y + 30, [
    { es: 'Arrendador', en: 'Landlord', name: 'landlord', v: c.own ? null : c.landlord, w: 190, decoy: true },
    { es: 'Renta mensual', en: 'Monthly Rent', name: 'rent', v: c.own ? null : money(c.rent, p.r), w: 142 }], 22, false);
  y = bar(p, 'SOLICITUD DE FONDOS / FUNDING REQUEST', y + 8, '#0b5d4b');
  y = row(p, L, 30, y, [
    { es: 'Monto solicitado', en: 'Amount Requested', name: 'amount', v: c.amount === null ? null : money(c.amount, p.r), w: 150, truth: c.amount === null ? undefined : { requested_amount: c.amount } },
    { es: 'Uso de los fondos', en: 'Use of Funds', name: 'use', v: `${c.useEs} / ${c.useEn}`, w: 240 },
    { es: 'Ventas mensuales promedio', en: 'Avg. Monthly Sales', name: 'sales', v: money(c.monthlySales, p.r), w: 162 }]);
  y = bar(p, 'PROPIETARIOS (20% O MÁS) / OWNERS (20% OR MORE)', y + 6, '#0b5d4b');
  c.owners.forEach((o, i) => {
    y = row(p, L, 30, y, [
      { es: 'Nombre(s)', en: 'First Name', name: `o${i}_first`, v: o.first, w: 110, truth: { [A(i, 'first_name')]: o.first } },
      { es: 'Apellidos', en: 'Last Name(s)', name: `o${i}_last`, v: lastName(o), w: 130, truth: { [A(i, 'last_name')]: lastName(o) } },
      { es: 'Título', en: 'Title', name: `o${i}_title`, v: o.title, w: 92, truth: { [A(i, 'role')]: o.title } },
      { es: '% Propiedad', en: 'Own.', name: `o${i}_pct`, v: pct(o.ownership, p), w: 60, truth: { [A(i, 'ownership')]: o.ownership } },
      { es: 'SSN / ITIN', en: 'Tax ID', name: `o${i}_ssn`, v: o.masked ? maskTax(o.taxId, p.r) : o.taxId, w: 80, truth: ownerTaxT(i, o) },
      { es: 'Nacimiento', en: 'DOB', name: `o${i}_dob`, v: o.dob && mdy(o.dob), w: 80, truth: dobT(i, o) }]);
    y = row(p, L, 30, y, [
      { es: 'Domicilio particular', en: 'Home Address', name: `o${i}_home`, v: `${o.street}, ${o.city}, ${o.state} ${o.zip}`, w: 300, decoy: true },
      { es: 'Celular', en: 'Cell', name: `o${i}_cell`, v: o.phone, w: 130 },
      { es: 'Puntaje de crédito', en: 'Credit Score', name: `o${i}_fico`, v: o.credit === null ? null : String(o.credit), w: 122, truth: o.credit === null ? undefined : { [A(i, 'credit_score')]: o.credit } }], 22);
    y += 4;
  });
  y = bar(p, 'INFORMACIÓN BANCARIA / BANK INFORMATION', y + 2, '#0b5d4b');
  y = row(p, L, 30, y, [
    { es: 'Banco', en: 'Bank', name: 'bank', v: c.bank, w: 180, decoy: true },
    { es: 'Número de ruta', en: 'Routing #', name: 'routing', v: c.routing, w: 170, decoy: true },
    { es: 'Número de cuenta', en: 'Account #', name: 'account', v: c.account, w: 202, decoy: true }]);
  y = authorization(p, L, 'Puente Capital Group', 30, y + 8, 552);
  signatures(p, L, c, 30, y, 552, mdy(new Date(Date.UTC(2025, 3, 14))));
};

const sol = (p: Pen, c: Case): void => {
  const L = 'stack';
  p.text('Sol Financiero', 30, 28, { size: 22, bold: true, color: '#d9822b' });
  p.text('ADVANCE · Capital para su negocio', 32, 52, { size: 8, color: '#7a4a12' });
  p.text('Solicitud de Adelanto Comercial', 330, 30, { size: 12, bold: true, align: 'right', width: 252 });
  p.text('Merchant Cash Advance Application · 1401 SW 8th St, Miami, FL 33135', 330, 46, { size: 6.5, italic: true, align: 'right', width: 252 });
  p.line(30, 66, 582, 66, '#d9822b', 2);
  p.text('Todas las fechas en formato DD/MM/AAAA (día/mes/año) · All dates DD/MM/YYYY', 30, 71, { size: 7, italic: true, color: '#7a4a12' });
  let y = 84;
  p.text('1. DATOS DEL NEGOCIO', 30, y, { size: 9, bold: true, color: '#d9822b' });
  y = row(p, L, 30, y + 10, [
    { es: 'Nombre legal del negocio', en: 'Legal Business Name', name: 'NombreLegal', v: c.legal, w: 300, truth: { legal_name: c.legal } },
    { es: 'Nombre comercial', en: 'DBA / Trade Name', name: 'NombreComercial', v: c.dba, w: 252, truth: c.dbaTruth ? { trade_name: c.dbaTruth } : undefined }], 30, false);
  y = row(p, L, 30, y, [
    { es: 'Dirección del negocio', en: 'Business Address', name: 'Direccion', v: `${c.street}, ${c.city}`, w: 300 },
    { es: 'Estado', en: 'State', name: 'Estado', v: c.state, w: 70, truth: { state_region: c.state } },
    { es: 'Código postal', en: 'Zip Code', name: 'CP', v: c.zip, w: 80 },
    { es: 'Teléfono', en: 'Phone', name: 'Tel', v: c.phone, w: 102 }], 30, false);
  y = row(p, L, 30, y, [
    { es: 'Número de identificación patronal (EIN)', en: 'Federal Tax ID', name: 'EIN', v: bizTaxText(c), w: 180, truth: bizTaxT(c) },
    { es: 'Fecha de inicio (DD/MM/AAAA)', en: 'Business Start Date', name: 'FechaInicio', v: dmy(c.start), w: 150, truth: { business_start_date: iso(c.start) } },
    { es: 'Giro del negocio', en: 'Type of Business', name: 'Giro', v: c.industryText, w: 222, truth: { industry: c.industryId } }], 30, false);
  lab(p, L, 'Tipo de entidad', 'Entity type', 32, y + 6);
  y += entityRow(p, c, L, 110, y + 8, 'chkEnt_', true);
  lab(p, L, 'El local es', 'Premises', 32, y + 26);
  const ox = checks(p, L, 110, y + 28, ownRent(c, 'chkLocal_'));
  p.text('Arrendador / Landlord:', ox + 6, y + 28, { size: 6.5 });
  p.line(ox + 80, y + 37, 582, y + 37);
  p.value('Arrendador', c.own ? null : `${c.landlord} ${c.landlordPhone}`, ox + 84, y + 27, 582 - ox - 90, { decoy: true, size: 8 });
  y += 48;
  p.text('2. FINANCIAMIENTO SOLICITADO', 30, y, { size: 9, bold: true, color: '#d9822b' });
  const paid = c.amount !== null;
  y = row(p, L, 30, y + 10, [
    { es: 'Monto solicitado', en: 'Requested amount', name: 'Monto', v: paid ? money(c.amount!, p.r) : null, w: 140, truth: paid ? { requested_amount: c.amount } : undefined },
    { es: 'Pago solicitado', en: 'Requested payment', name: 'Pago', v: money(c.payment, p.r), w: 130, truth: { requested_payment: c.payment } },
    { es: 'Número de pagos', en: 'Number of payments', name: 'NumPagos', v: String(c.numPayments), w: 110, truth: { number_of_payments: c.numPayments } },
    { es: 'Ventas mensuales', en: 'Monthly sales', name: 'Ventas', v: dotMoney(c.monthlySales), w: 172 }], 30, false);
  lab(p, L, 'Frecuencia de pago', 'Payment schedule', 32, y + 6);
  checks(p, L, 130, y + 8, freqOpts(c, 'chkFrec_'));
  y += 30;
  p.text('3. PROPIETARIOS', 30, y, { size: 9, bold: true, color: '#d9822b' });
  p.text('Owners: list everyone with 20% or more', 125, y + 1.5, { size: 6.5, italic: true, color: '#555' });
  y += 10;
  c.owners.forEach((o, i) => {
    y = row(p, L, 30, y, [
      { es: 'Nombre(s)', en: 'First name(s)', name: `Prop${i + 1}Nombre`, v: o.first, w: 120, truth: { [A(i, 'first_name')]: o.first } },
      { es: 'Apellido paterno', en: 'Paternal surname', name: `Prop${i + 1}ApPaterno`, v: o.sur1, w: 110, truth: { [A(i, 'last_name')]: lastName(o) } },
      { es: 'Apellido materno', en: 'Maternal surname', name: `Prop${i + 1}ApMaterno`, v: o.sur2, w: 110 },
      { es: 'Cargo', en: 'Title', name: `Prop${i + 1}Cargo`, v: o.title, w: 100, truth: { [A(i, 'role')]: o.title } },
      { es: '% de propiedad', en: 'Ownership', name: `Prop${i + 1}Pct`, v: pct(o.ownership, p), w: 112, truth: { [A(i, 'ownership')]: o.ownership } }], 28, false);
    y = row(p, L, 30, y, [
      { es: 'Seguro Social / ITIN', en: 'SSN / ITIN', name: `Prop${i + 1}SSN`, v: o.masked ? maskTax(o.taxId, p.r) : o.taxId, w: 120, truth: ownerTaxT(i, o) },
      { es: 'Fecha de nacimiento', en: 'Date of birth (DD/MM/YYYY)', name: `Prop${i + 1}FNac`, v: o.dob && dmy(o.dob), w: 110, truth: dobT(i, o) },
      { es: 'Domicilio', en: 'Home address', name: `Prop${i + 1}Domicilio`, v: `${o.street}, ${o.city} ${o.state}`, w: 322, decoy: true }], 28, false);
    y += 4;
  });
  p.text('4. CUENTA BANCARIA', 30, y + 4, { size: 9, bold: true, color: '#d9822b' });
  y = row(p, L, 30, y + 14, [
    { es: 'Banco', en: 'Bank', name: 'Banco', v: c.bank, w: 170, decoy: true },
    { es: 'Ruta', en: 'Routing', name: 'Ruta', v: c.routing, w: 150, decoy: true },
    { es: 'Cuenta', en: 'Account', name: 'Cuenta', v: c.account, w: 232, decoy: true }], 28, false);
  y = authorization(p, L, 'Sol Financiero Advance', 30, y + 8, 552);
  signatures(p, L, c, 30, y, 552, dmy(new Date(Date.UTC(2025, 4, 22))));
};

const frontera = (p: Pen, c: Case): void => {
  const L = 'paren';
  p.rect(30, 24, 552, 50, { stroke: '#8c2d19', lw: 1.5 });
  p.text('FRONTERA', 42, 32, { size: 20, bold: true, color: '#8c2d19' });
  p.text('BUSINESS FUNDING', 44, 54, { size: 9, bold: true, color: '#c06a2b' });
  p.text('Merchant Application (Solicitud del Comerciante)', 300, 34, { size: 10, bold: true });
  p.text('El Paso · Las Cruces · Tucson — Se habla español', 300, 50, { size: 7, color: '#555' });
  let y = bar(p, 'Business Information (Información del negocio)', 84, '#8c2d19');
  y = row(p, L, 30, y, [
    { es: 'Razón social', en: 'Legal Name', name: 'BusinessLegalName', v: c.legal, w: 300, truth: { legal_name: c.legal } },
    { es: 'Nombre comercial', en: 'DBA', name: 'BusinessDBA', v: c.dba, w: 252, truth: c.dbaTruth ? { trade_name: c.dbaTruth } : undefined }], 26);
  y = row(p, L, 30, y, [
    { es: 'Dirección', en: 'Street Address', name: 'BusinessStreet', v: c.street, w: 230 },
    { es: 'Ciudad', en: 'City', name: 'BusinessCity', v: c.city, w: 120 },
    { es: 'Estado', en: 'State', name: 'BusinessState', v: c.state, w: 70, truth: { state_region: c.state } },
    { es: 'C.P.', en: 'Zip', name: 'BusinessZip', v: c.zip, w: 132 }], 26);
  y = row(p, L, 30, y, [
    { es: 'EIN', en: 'Federal Tax ID', name: 'FederalTaxID', v: bizTaxText(c), w: 150, truth: bizTaxT(c) },
    { es: 'Fecha de inicio MM/DD/AAAA', en: 'Date Started', name: 'DateStarted', v: mdy(c.start), w: 180, truth: { business_start_date: iso(c.start) } },
    { es: 'Industria', en: 'Industry', name: 'Industry', v: c.industryText, w: 222, truth: { industry: c.industryId } }], 26);
  p.text('Entity (Entidad):', 32, y + 7, { size: 7, bold: true });
  y += entityRow(p, c, L, 100, y + 7, 'Entity_', true);
  y = bar(p, 'Funding Request (Solicitud de fondos)', y + 24, '#8c2d19');
  y = row(p, L, 30, y, [
    { es: 'Monto', en: 'Amount Requested', name: 'AmountRequested', v: c.amount === null ? null : money(c.amount, p.r), w: 160, truth: c.amount === null ? undefined : { requested_amount: c.amount } },
    { es: 'Uso', en: 'Use of Proceeds', name: 'UseOfProceeds', v: c.useEn, w: 200 },
    { es: 'Ingresos anuales', en: 'Annual Revenue', name: 'AnnualRevenue', v: money(c.annual, p.r), w: 192 }], 26);
  y = bar(p, 'Existing Advances (Adelantos actuales)', y + 8, '#8c2d19');
  const cols: [string, number][] = [['Funder (Financiador)', 250], ['Balance (Saldo)', 150], ['Payment (Pago)', 152]];
  let cx = 30;
  for (const [t, w] of cols) { p.rect(cx, y, w, 12, { fill: '#f3e3d9', stroke: '#8c2d19' }); p.text(t, cx + 3, y + 3, { size: 6.5, bold: true }); cx += w; }
  for (let k = 0; k < 3; k++) {
    const f = c.funders[k], yy = y + 12 + k * 16;
    p.rect(30, yy, 250, 16, { lw: 0.4 }); p.rect(280, yy, 150, 16, { lw: 0.4 }); p.rect(430, yy, 152, 16, { lw: 0.4 });
    p.value(`Funder${k + 1}`, f?.name ?? null, 34, yy + 4, 240, { decoy: true });
    p.value(`Balance${k + 1}`, f ? money(f.balance, p.r) : null, 284, yy + 4, 140, { decoy: true });
    p.value(`FunderPayment${k + 1}`, f ? money(f.payment, p.r) : null, 434, yy + 4, 140, { decoy: true });
  }
  y = bar(p, 'Trade References (Referencias comerciales)', y + 64, '#8c2d19');
  c.refs.forEach((r, k) => { y = row(p, L, 30, y, [
    { es: 'Nombre', en: 'Name', name: `Ref${k + 1}Name`, v: r.name, w: 300, decoy: true },
    { es: 'Teléfono', en: 'Phone', name: `Ref${k + 1}Phone`, v: r.phone, w: 252, decoy: true }], 22); });
  p.text('ISO / Sales Rep (Representante):', 32, y + 10, { size: 7, bold: true });
  p.value('ISORep', `${c.iso} ${c.isoPhone}`, 160, y + 9, 250, { decoy: true });
  p.text('Page 1 of 2 (Página 1 de 2)', 30, 760, { size: 6.5, color: '#777' });
  p.addPage();
  y = bar(p, 'Owner / Principal Information (Información de los propietarios)', 30, '#8c2d19');
  c.owners.forEach((o, i) => {
    y = row(p, L, 30, y, [
      { es: 'Apellidos, Nombre', en: 'Owner Name - Last, First', name: `Owner${i + 1}Name`, v: `${lastName(o)}, ${o.first}`, w: 250, truth: nameT(i, o) },
      { es: 'Cargo', en: 'Title', name: `Owner${i + 1}Title`, v: o.title, w: 120, truth: { [A(i, 'role')]: o.title } },
      { es: '% propiedad', en: 'Ownership %', name: `Owner${i + 1}Pct`, v: pct(o.ownership, p), w: 90, truth: { [A(i, 'ownership')]: o.ownership } },
      { es: 'FICO', en: 'Credit Score', name: `Owner${i + 1}FICO`, v: o.credit === null ? null : String(o.credit), w: 92, truth: o.credit === null ? undefined : { [A(i, 'credit_score')]: o.credit } }], 26);
    y = row(p, L, 30, y, [
      { es: 'Seguro Social', en: 'SSN', name: `Owner${i + 1}SSN`, v: o.masked ? maskTax(o.taxId, p.r) : o.taxId, w: 130, truth: ownerTaxT(i, o) },
      { es: 'Nacimiento', en: 'DOB MM/DD/YYYY', name: `Owner${i + 1}DOB`, v: o.dob && mdy(o.dob), w: 120, truth: dobT(i, o) },
      { es: 'Domicilio', en: 'Home Address', name: `Owner${i + 1}Home`, v: `${o.street}, ${o.city}, ${o.state} ${o.zip}`, w: 302, decoy: true }], 26);
    y += 8;
  });
  y = bar(p, 'Bank (Banco)', y + 4, '#8c2d19');
  y = row(p, L, 30, y, [
    { es: 'Banco', en: 'Bank Name', name: 'BankName', v: c.bank, w: 200, decoy: true },
    { es: 'Ruta', en: 'ABA Routing', name: 'ABA', v: c.routing, w: 160, decoy: true },
    { es: 'Cuenta', en: 'Account', name: 'AcctNo', v: c.account, w: 192, decoy: true }], 26);
  y = authorization(p, L, 'Frontera Business Funding', 30, y + 10, 552);
  signatures(p, L, c, 30, y + 6, 552, mdy(new Date(Date.UTC(2025, 5, 3))));
  p.text('Page 2 of 2 (Página 2 de 2)', 30, 760, { size: 6.5, color: '#777' });
};

const base = { spanishTitles: 0.6, allowCompound: true, allowHyphen: true, allowMiddle: false };
export const LAYOUTS_A: Record<string, LayoutDef> = {
  puente_capital: { broker: 'Puente Capital Group', opts: { ...base, states: ['TX', 'TX', 'NM'] }, mark: 'X', draw: puente },
  sol_financiero: { broker: 'Sol Financiero Advance', opts: { ...base, states: ['FL', 'FL', 'PR', 'NY'], spanishTitles: 0.8, allowHyphen: false }, mark: 'check', onState: 'Si', draw: sol },
  frontera_funding: { broker: 'Frontera Business Funding', opts: { ...base, states: ['TX', 'NM', 'AZ'], spanishTitles: 0.3 }, mark: 'X', draw: frontera },
};
