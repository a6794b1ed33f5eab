// Layouts 4-5: La Familia Merchant Services (Spanish only, numbered underlined fields, DD/MM/AAAA) and Caribe Commercial
// Capital (English bold with Spanish beneath, two pages, years in business only, owners as columns).
import type { Pen, Truthy } from './pen.ts';
import { type Case, money, mdy, dmy, iso, lastName, maskTax } from './data.ts';
import type { LayoutDef } from './layouts-a.ts';
import { A, authorization, bizTaxT, bizTaxText, checks, checksAt, entityOpts, FREQS, freqOpts, lab, nameT, ownerTaxT, ownRent, pct, row, signatures, dobT } from './sections.ts';

/** "label: ______" with the value on the line; returns the x after the line. */
function lineField(p: Pen, label: string, name: string, v: string | null, x: number, y: number, w: number, o: { truth?: Truthy; decoy?: boolean; bold?: boolean } = {}): number {
  p.text(label, x, y, { size: 7.5, bold: o.bold });
  p.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
  const lx = x + p.doc.widthOfString(label) + 4;
  p.line(lx, y + 9, x + w - 6, y + 9);
  p.value(name, v, lx + 3, y - 1.5, x + w - lx - 10, { ...o, size: 8.5 });
  return x + w;
}

const familia = (p: Pen, c: Case): void => {
  p.rect(30, 24, 552, 58, { fill: '#fbeee0', stroke: '#a33b20', lw: 1 });
  p.text('La Familia', 44, 32, { size: 24, bold: true, italic: true, color: '#a33b20' });
  p.text('MERCHANT SERVICES', 46, 60, { size: 8, bold: true, color: '#444' });
  p.text('SOLICITUD DE CAPITAL PARA SU NEGOCIO', 290, 34, { size: 11, bold: true });
  p.text('1850 E. César Chávez Ave., Los Ángeles, CA 90033 · (323) 555-0172', 290, 52, { size: 7 });
  p.text('Escriba con letra de molde. Fechas en formato DD/MM/AAAA.', 290, 64, { size: 7, italic: true, color: '#a33b20' });
  let y = 94;
  p.text('I. INFORMACIÓN DEL NEGOCIO', 30, y, { size: 9, bold: true, color: '#a33b20' });
  y += 16;
  lineField(p, '1. Nombre legal del negocio:', 'nombre_legal', c.legal, 30, y, 552, { truth: { legal_name: c.legal } });
  y += 18;
  lineField(p, '2. Nombre comercial (si es diferente):', 'nombre_comercial', c.dba, 30, y, 552, { truth: c.dbaTruth ? { trade_name: c.dbaTruth } : undefined });
  y += 18;
  lineField(p, '3. Dirección:', 'direccion', c.street, 30, y, 260);
  lineField(p, 'Ciudad:', 'ciudad', c.city, 290, y, 130);
  lineField(p, 'Estado:', 'estado', c.state, 420, y, 70, { truth: { state_region: c.state } });
  lineField(p, 'C.P.:', 'cp', c.zip, 490, y, 92);
  y += 18;
  lineField(p, '4. Número de identificación fiscal (EIN o Seguro Social):', 'ein', bizTaxText(c), 30, y, 330, { truth: bizTaxT(c) });
  lineField(p, '5. Fecha de inicio (DD/MM/AAAA):', 'fecha_inicio', dmy(c.start), 360, y, 222, { truth: { business_start_date: iso(c.start) } });
  y += 18;
  lineField(p, '6. Tipo de negocio:', 'giro', c.industryText, 30, y, 330, { truth: { industry: c.industryId } });
  lineField(p, '7. Número de empleados:', 'empleados', String(c.employees), 360, y, 222);
  y += 20;
  p.text('8. Tipo de entidad:', 30, y, { size: 7.5 });
  const { opts, otherText } = entityOpts(c, 'entidad_', true);
  const first = opts.slice(0, 3), rest = opts.slice(3);
  checks(p, 'es', 110, y, first, 7.5);
  const ex = checks(p, 'es', 110, y + 14, rest, 7.5);
  p.text(':', ex - 8, y + 14, { size: 7.5 });
  p.line(ex, y + 23, ex + 100, y + 23);
  p.value('entidad_otro_texto', otherText, ex + 4, y + 12.5, 95, { truth: otherText ? { type_of_entity: c.entity.id } : undefined, size: 8.5 });
  y += 32;
  p.text('9. El local es:', 30, y, { size: 7.5 });
  checks(p, 'es', 110, y, ownRent(c, 'local_'), 7.5);
  lineField(p, 'Nombre del dueño del local:', 'arrendador', c.own ? null : c.landlord, 250, y, 332, { decoy: true });
  y += 26;
  p.text('II. FINANCIAMIENTO', 30, y, { size: 9, bold: true, color: '#a33b20' });
  y += 16;
  lineField(p, '10. Cantidad solicitada:', 'cantidad', c.amount === null ? null : money(c.amount, p.r), 30, y, 200, { truth: c.amount === null ? undefined : { requested_amount: c.amount } });
  lineField(p, '11. ¿Para qué usará el dinero?', 'uso', c.useEs, 230, y, 352);
  y += 18;
  p.text('12. Forma de pago:', 30, y, { size: 7.5 });
  const fx = checks(p, 'es', 110, y, freqOpts(c, 'pago_').map((o) => (o.name.endsWith('biweekly') ? { ...o, es: 'Cada dos semanas' } : o)), 7.5);
  lineField(p, 'Número de pagos:', 'num_pagos', String(c.numPayments), fx, y, 582 - fx, { truth: { number_of_payments: c.numPayments } });
  y += 18;
  lineField(p, '13. Ventas mensuales promedio:', 'ventas', money(c.monthlySales, p.r), 30, y, 270);
  lineField(p, 'Banco:', 'banco', c.bank, 300, y, 282, { decoy: true });
  y += 26;
  p.text('III. PROPIETARIOS', 30, y, { size: 9, bold: true, color: '#a33b20' });
  y += 14;
  c.owners.forEach((o, i) => {
    p.rect(30, y - 4, 552, 50, { stroke: '#d9b8a8', lw: 0.5 });
    lineField(p, `Propietario ${i + 1} - Nombre completo:`, `prop${i + 1}_nombre`, `${o.first} ${lastName(o)}`, 36, y, 330, { truth: nameT(i, o), bold: true });
    lineField(p, 'Cargo:', `prop${i + 1}_cargo`, o.title, 366, y, 130, { truth: { [A(i, 'role')]: o.title } });
    lineField(p, '% :', `prop${i + 1}_pct`, pct(o.ownership, p), 496, y, 82, { truth: { [A(i, 'ownership')]: o.ownership } });
    lineField(p, 'Seguro Social / ITIN:', `prop${i + 1}_ss`, o.masked ? maskTax(o.taxId, p.r) : o.taxId, 36, y + 15, 190, { truth: ownerTaxT(i, o) });
    lineField(p, 'Fecha de nacimiento:', `prop${i + 1}_fnac`, o.dob && dmy(o.dob), 226, y + 15, 170, { truth: dobT(i, o) });
    lineField(p, 'Teléfono:', `prop${i + 1}_tel`, o.phone, 396, y + 15, 182);
    lineField(p, 'Domicilio:', `prop${i + 1}_domicilio`, `${o.street}, ${o.city}, ${o.state} ${o.zip}`, 36, y + 30, 542, { decoy: true });
    y += 56;
  });
  y = authorization(p, 'es', 'La Familia Merchant Services', 30, y + 4, 552);
  signatures(p, 'es', c, 30, y, 552, dmy(new Date(Date.UTC(2025, 2, 27))));
};

const caribe = (p: Pen, c: Case): void => {
  const L = 'enstack';
  p.rect(0, 0, 612, 70, { fill: '#0a3d62', stroke: 'none' });
  p.text('CARIBE COMMERCIAL CAPITAL', 30, 20, { size: 16, bold: true, color: '#fff' });
  p.text('San Juan · Bronx · Paterson', 30, 42, { size: 8, color: '#9cc7e8' });
  p.text('Business Funding Application', 360, 20, { size: 11, bold: true, color: '#fff', align: 'right', width: 222 });
  p.text('Solicitud de financiamiento comercial', 360, 36, { size: 8, italic: true, color: '#cfe3f3', align: 'right', width: 222 });
  let y = 84;
  const head = (t: string, es: string): void => { p.text(t, 30, y, { size: 9, bold: true, color: '#0a3d62' }); p.text(es, 30, y + 11, { size: 6.5, italic: true, color: '#0a3d62' }); p.line(30, y + 20, 582, y + 20, '#0a3d62', 1); y += 24; };
  head('SECTION A - COMPANY', 'Sección A - Compañía');
  y = row(p, L, 30, y, [
    { es: 'Nombre legal', en: 'Company Legal Name', name: 'A1_LegalName', v: c.legal, w: 330, truth: { legal_name: c.legal } },
    { es: 'Nombre comercial', en: 'D/B/A', name: 'A2_DBA', v: c.dba, w: 222, truth: c.dbaTruth ? { trade_name: c.dbaTruth } : undefined }], 30);
  y = row(p, L, 30, y, [
    { es: 'Dirección física', en: 'Business Location', name: 'A3_Street', v: c.street, w: 220 },
    { es: 'Ciudad / Municipio', en: 'City', name: 'A4_City', v: c.city, w: 120 },
    { es: 'Estado / Territorio', en: 'State', name: 'A5_State', v: c.state, w: 80, truth: { state_region: c.state } },
    { es: 'Código postal', en: 'ZIP', name: 'A6_Zip', v: c.zip, w: 132 }], 30);
  y = row(p, L, 30, y, [
    { es: 'Núm. patronal', en: 'EIN', name: 'A7_EIN', v: bizTaxText(c), w: 130, truth: bizTaxT(c) },
    { es: 'Años en el negocio', en: 'Years in Business', name: 'A8_Years', v: String(c.years), w: 100 },
    { es: 'Descripción del negocio', en: 'Nature of Business', name: 'A9_Nature', v: c.industryText, w: 322, truth: { industry: c.industryId } }], 30);
  lab(p, L, 'Estructura legal', 'Legal Structure', 32, y + 6);
  const { opts, otherText } = entityOpts(c, 'A10_', false);
  const e = checksAt(p, L, 110, y + 8, opts.map((o) => (o.es.startsWith('Sociedad de') ? { ...o, es: 'Soc. de Resp. Limitada' } : o)), 6.5, 510);
  p.line(e.x, e.y + 8, e.x + 60, e.y + 8);
  p.value('A10_OtherText', otherText, e.x + 3, e.y - 2, 55, { truth: otherText ? { type_of_entity: c.entity.id } : undefined, size: 8 });
  y = e.y + 22;
  head('SECTION B - FUNDING REQUEST', 'Sección B - Solicitud');
  y = row(p, L, 30, y, [
    { es: 'Cantidad deseada', en: 'Amount Desired', name: 'B1_Amount', v: c.amount === null ? null : money(c.amount, p.r), w: 140, truth: c.amount === null ? undefined : { requested_amount: c.amount } },
    { es: 'Pago propuesto', en: 'Proposed Payment', name: 'B2_Payment', v: money(c.payment, p.r), w: 130, truth: { requested_payment: c.payment } },
    { es: 'Núm. de pagos', en: 'No. of Payments', name: 'B3_Count', v: String(c.numPayments), w: 100, truth: { number_of_payments: c.numPayments } },
    { es: 'Ventas mensuales', en: 'Monthly Sales', name: 'B4_Sales', v: money(c.monthlySales, p.r), w: 182 }], 30);
  lab(p, L, 'Frecuencia', 'Schedule', 32, y + 6);
  checks(p, L, 110, y + 8, FREQS.map(([f, es, en]) => ({ es, en, name: `B5_${f}`, checked: c.freq === f, truth: { payment_frequency: f } })));
  y += 28;
  head('SECTION C - OWNERSHIP', 'Sección C - Dueños');
  const rows: [string, string, (i: number) => { v: string | null; truth?: Truthy; decoy?: boolean }][] = [
    ['First Name', 'Nombre', (i) => ({ v: c.owners[i]!.first, truth: { [A(i, 'first_name')]: c.owners[i]!.first } })],
    ['Last Name(s)', 'Apellidos', (i) => ({ v: lastName(c.owners[i]!), truth: { [A(i, 'last_name')]: lastName(c.owners[i]!) } })],
    ['Title', 'Puesto', (i) => ({ v: c.owners[i]!.title, truth: { [A(i, 'role')]: c.owners[i]!.title } })],
    ['Ownership %', '% de participación', (i) => ({ v: pct(c.owners[i]!.ownership, p), truth: { [A(i, 'ownership')]: c.owners[i]!.ownership } })],
    ['SSN', 'Seguro Social', (i) => ({ v: c.owners[i]!.masked ? maskTax(c.owners[i]!.taxId, p.r) : c.owners[i]!.taxId, truth: ownerTaxT(i, c.owners[i]!) })],
    ['Date of Birth', 'Fecha de nac. (MM/DD/AAAA)', (i) => ({ v: c.owners[i]!.dob && mdy(c.owners[i]!.dob!), truth: dobT(i, c.owners[i]!) })],
    ['Home Address', 'Dirección residencial', (i) => ({ v: `${c.owners[i]!.street}, ${c.owners[i]!.city}`, decoy: true })],
  ];
  const colW = 424 / 3;
  for (let i = 0; i < 3; i++) { p.rect(158 + i * colW, y, colW, 14, { fill: '#dbe8f3', stroke: '#0a3d62' }); p.text(`Owner ${i + 1} / Dueño ${i + 1}`, 162 + i * colW, y + 4, { size: 7, bold: true }); }
  y += 14;
  for (const [en, es, f] of rows) {
    p.rect(30, y, 128, 22, { lw: 0.5 });
    lab(p, L, es, en, 33, y + 3);
    for (let i = 0; i < 3; i++) {
      p.rect(158 + i * colW, y, colW, 22, { lw: 0.5 });
      const cell = i < c.owners.length ? f(i) : { v: null };
      p.value(`C_${en.replace(/\W/g, '')}_${i + 1}`, cell.v, 162 + i * colW, y + 8, colW - 8, { truth: cell.truth, decoy: cell.decoy, size: 8 });
    }
    y += 22;
  }
  p.text('Page 1 of 2 · Página 1 de 2', 30, 760, { size: 6.5, color: '#777' });
  p.addPage();
  y = 30;
  head('SECTION D - PROPERTY, BANK AND REFERENCES', 'Sección D - Local, banco y referencias');
  p.text('Premises / Local:', 32, y + 2, { size: 7, bold: true });
  checks(p, L, 110, y + 2, ownRent(c, 'D1_'));
  y = row(p, L, 30, y + 16, [
    { es: 'Arrendador', en: 'Landlord / Mortgage Holder', name: 'D2_Landlord', v: c.own ? null : c.landlord, w: 260, decoy: true },
    { es: 'Teléfono', en: 'Phone', name: 'D3_LandlordPhone', v: c.own ? null : c.landlordPhone, w: 140, decoy: true },
    { es: 'Renta', en: 'Monthly Rent', name: 'D4_Rent', v: c.own ? null : money(c.rent, p.r), w: 152 }], 30);
  y = row(p, L, 30, y, [
    { es: 'Banco', en: 'Bank', name: 'D5_Bank', v: c.bank, w: 200, decoy: true },
    { es: 'Ruta', en: 'Routing No.', name: 'D6_Routing', v: c.routing, w: 170, decoy: true },
    { es: 'Cuenta', en: 'Account No.', name: 'D7_Account', v: c.account, w: 182, decoy: true }], 30);
  c.refs.forEach((r, k) => { y = row(p, L, 30, y, [
    { es: 'Referencia comercial', en: `Trade Reference ${k + 1}`, name: `D8_Ref${k + 1}`, v: r.name, w: 330, decoy: true },
    { es: 'Teléfono', en: 'Phone', name: `D9_Ref${k + 1}Phone`, v: r.phone, w: 222, decoy: true }], 30); });
  y = row(p, L, 30, y, [
    { es: 'Financiador actual', en: 'Current Funder', name: 'D10_Funder', v: c.funders[0]?.name ?? null, w: 260, decoy: true },
    { es: 'Saldo', en: 'Balance', name: 'D11_Balance', v: c.funders[0] ? money(c.funders[0].balance, p.r) : null, w: 140, decoy: true },
    { es: 'Agente', en: 'ISO Agent', name: 'D12_ISO', v: c.iso, w: 152, decoy: true }], 30);
  y += 10;
  head('SECTION E - AUTHORIZATION', 'Sección E - Autorización');
  y = authorization(p, L, 'Caribe Commercial Capital', 30, y, 552);
  signatures(p, L, c, 30, y + 4, 552, mdy(new Date(Date.UTC(2025, 6, 8))));
  p.text('Page 2 of 2 · Página 2 de 2', 30, 760, { size: 6.5, color: '#777' });
};

const base = { spanishTitles: 0.6, allowCompound: true, allowHyphen: true, allowMiddle: false };
export const LAYOUTS_B: Record<string, LayoutDef> = {
  la_familia: { broker: 'La Familia Merchant Services', opts: { ...base, states: ['CA', 'CA', 'AZ'], spanishTitles: 1, allowCompound: false }, mark: 'stroke', onState: 'Si', draw: familia },
  caribe_commercial: { broker: 'Caribe Commercial Capital', opts: { ...base, states: ['PR', 'PR', 'NY', 'NJ', 'FL'] }, mark: 'check', draw: caribe },
};
