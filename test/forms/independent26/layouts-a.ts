// Layouts 1-3 of set 26: a bilingual boxed grid (Spanish over English), a bilingual lined form with slash labels,
// and a Spanish-only form.
import { type Merchant, dmy, mdy, money, fullName } from './data.ts';
import type { Pen } from './pen.ts';
import { L, R, W, row, agentBox, advances, bizTax, decoyBlock, entityOptions, freqOptions, maskPlan, nameLastFirst, ownerTax, signatures, usd, type Printed } from './common.ts';

const USES = ['Inventario / Inventory', 'Equipo / Equipment', 'Capital de trabajo / Working capital', 'Remodelación / Renovation', 'Nómina / Payroll'];

export function header(p: Pen, broker: string, title: string, sub: string): void {
  const d = p.doc;
  d.rect(L, 30, W, 46).fill('#eef3f8'); d.fillColor('#000');
  p.text(broker, L + 8, 36, 15, 'Helvetica-Bold');
  p.text(`${p.rng.int(100, 9999)} ${p.rng.pick(['NW 7th St, Miami, FL 33125', 'Westheimer Rd, Houston, TX 77057', 'Whittier Blvd, Los Angeles, CA 90022'])}  ·  Tel. (800) 555-${p.rng.int(1000, 9999)}`, L + 8, 55, 7.5);
  const ein = `${p.rng.int(81, 88)}-${p.rng.int(1000000, 9999999)}`;
  p.decoys.push(ein);
  p.text(`EIN del corredor / Broker EIN: ${ein}`, L + 8, 65, 6.5);
  p.text(title, R - 250, 38, 10, 'Helvetica-Bold', { width: 242, align: 'right' });
  p.text(sub, R - 250, 52, 8, 'Helvetica-Oblique', { width: 242, align: 'right' });
}

function grid1(p: Pen, m: Merchant, y: number): number {
  const dba = m.dba ?? p.rng.pick(['SAME', 'N/A', '']);
  y = row(p, y, 30, [[['Nombre Legal del Negocio', 'Business Legal Name'], m.legal, 3], [['Nombre Comercial (DBA)', 'Doing Business As'], dba, 2]]);
  y = row(p, y, 30, [[['Dirección del Negocio', 'Business Address'], m.street, 3], [['Ciudad', 'City'], m.city, 1.6], [['Estado', 'State'], m.state, 0.7], [['Código Postal', 'Zip'], m.zip, 0.9]]);
  y = row(p, y, 30, [[['Teléfono', 'Phone'], m.phone, 1.4], [['Correo Electrónico', 'Email'], m.email, 2.2], [['No. de Identificación Fiscal (EIN/SSN)', 'Federal Tax ID'], bizTax(m), 1.8]]);
  return row(p, y, 30, [[['Fecha de Inicio del Negocio (dd/mm/aaaa)', 'Business Start Date (dd/mm/yyyy)'], dmy(m.start), 2], [['Estado de Incorporación', 'State of Incorporation'], m.incState, 1.2, true],
    [['Tipo de Negocio', 'Type of Business'], m.industryEn, 2]]);
}

function owners1(p: Pen, m: Merchant, y: number, hide: boolean[]): number {
  m.owners.forEach((o, i) => {
    p.text(`Dueño ${i + 1} / Owner ${i + 1}`, L, y + 2, 8, 'Helvetica-Bold'); y += 12;
    y = row(p, y, 28, [[['Nombre', 'First Name'], o.first, 2], [['Apellido(s)', 'Last Name'], o.last, 2], [['Cargo', 'Title'], o.role, 1.4], [['Porcentaje de Propiedad', 'Ownership %'], `${o.pct}%`, 1.2]]);
    y = row(p, y, 28, [[['Seguro Social / ITIN', 'SSN / ITIN'], ownerTax(o, hide[i]!, p), 1.5], [['Fecha de Nacimiento (dd/mm/aaaa)', 'Date of Birth'], dmy(o.dob), 1.5],
      [['Puntaje de Crédito', 'Credit Score'], String(o.score), 1], [['Dirección de Casa', 'Home Address'], o.home, 3, true]]) + 4;
  });
  return y;
}

/** Layout 1: Spanish over English in every boxed cell, two pages, checkbox rows for entity and frequency. */
export async function familia(p: Pen, m: Merchant): Promise<Printed> {
  const B = 'Financiera La Familia';
  header(p, B, 'SOLICITUD DE FINANCIAMIENTO COMERCIAL', 'Business Funding Application');
  p.band('INFORMACIÓN DEL NEGOCIO / BUSINESS INFORMATION', L, 84, W);
  let y = grid1(p, m, 100);
  p.label(['Tipo de Entidad', 'Entity Type'], L, y + 5, 7); const eo = entityOptions(m);
  p.options(L + 80, y + 4, eo.slice(0, 3), 8, 6.8); p.options(L + 80, y + 16, eo.slice(3), 8, 6.8); y += 32;
  p.band('SOLICITUD DE FONDOS / FUNDING REQUEST', L, y, W); y += 16;
  y = row(p, y, 30, [[['Monto Solicitado', 'Amount Requested'], usd(m.amount, p), 1.5], [['Uso de los Fondos', 'Use of Funds'], p.rng.pick(USES), 2.2],
    [['Ventas Mensuales Promedio', 'Avg. Monthly Sales'], money(m.monthly), 1.5, true]]);
  p.label(['Frecuencia de Pago Preferida', 'Preferred Payment Frequency'], L, y + 5, 7); p.options(L + 130, y + 6, freqOptions(m), 14); y += 30;
  p.para('Por favor adjunte los últimos 4 meses de estados de cuenta bancarios, una copia de su licencia de conducir y un cheque anulado. / Please attach the last 4 months of bank statements, a copy of your driver license and a voided check.', L, y, W, 7);
  y = advances(p, m, y + 24);
  agentBox(p, m, y + 4, B);
  p.doc.addPage();
  p.band('INFORMACIÓN DE LOS DUEÑOS / OWNER INFORMATION', L, 36, W);
  const hide = maskPlan(p, m, 0.35);
  y = owners1(p, m, 54, hide);
  y = decoyBlock(p, m, y + 4);
  signatures(p, m, y + 8, B, dmy);
  return { dba: true, entity: m.entity.id, industry: m.industry.id, payment: false, nPayments: false, freq: true, roles: true, score: true, dob: true, masked: hide };
}

/** Layout 2: one line per value, labels side by side with a slash, US dates, free-text entity in English. */
export async function fondosUnidos(p: Pen, m: Merchant): Promise<Printed> {
  const B = 'Fondos Unidos Capital Group';
  header(p, B, 'Solicitud de Financiamiento Comercial', 'Merchant Cash Advance Application');
  p.text('Escriba con letra de molde / Please print clearly. Todas las secciones son obligatorias / All sections required.', L, 82, 7, 'Helvetica-Oblique');
  let y = 96;
  const ln = (l: [string, string], v: string, x: number, w: number, decoy = false): void => p.line(l, v, x, y, w, decoy);
  p.band('1. NEGOCIO / BUSINESS', L, y, W, '#7a1f1f'); y += 20;
  ln(['Nombre Legal del Negocio', 'Business Legal Name'], m.legal, L, W); y += 18;
  ln(['Nombre Comercial', 'DBA'], m.dba ?? '', L, 300); ln(['Tipo de Entidad', 'Entity'], m.entity.en, L + 310, W - 310); y += 18;
  ln(['Dirección', 'Address'], `${m.street}, ${m.city}, ${m.state} ${m.zip}`, L, W); y += 18;
  ln(['Tax ID (EIN)', 'No. Fiscal'], bizTax(m), L, 250); ln(['Teléfono', 'Phone'], m.phone, L + 260, W - 260); y += 18;
  ln(['Fecha de Inicio (mm/dd/aaaa)', 'Start Date'], mdy(m.start), L, 250); ln(['Industria', 'Industry'], m.industryEn, L + 260, W - 260); y += 18;
  ln(['Estado donde se Incorporó', 'State Incorporated'], m.incState, L, 250, true); ln(['Sitio Web', 'Website'], `www.${m.email.split('@')[1]}`, L + 260, W - 260); y += 24;
  p.band('2. FINANCIAMIENTO / FUNDING', L, y, W, '#7a1f1f'); y += 20;
  ln(['Monto Solicitado', 'Amount Requested'], usd(m.amount, p), L, 250); ln(['Pago Estimado', 'Est. Payment'], money(m.payment), L + 260, W - 260); y += 18;
  ln(['Número de Pagos', 'No. of Payments'], String(m.nPayments), L, 250); y += 16;
  p.text('Frecuencia / Frequency:', L, y + 1, 7.5, 'Helvetica-Bold'); p.options(L + 95, y, freqOptions(m), 14); y += 22;
  y = advances(p, m, y);
  p.band('3. DUEÑOS / OWNERS (20% o más / 20% or more)', L, y, W, '#7a1f1f'); y += 20;
  const hide = maskPlan(p, m, 0.5);
  m.owners.forEach((o, i) => {
    ln(['Nombre Completo', 'Full Name'], fullName(o), L, 300); ln(['Cargo', 'Title'], o.role, L + 310, 130); ln(['% Propiedad', '% Owned'], String(o.pct), L + 450, W - 450); y += 18;
    ln(['SSN / ITIN', 'Seguro Social'], ownerTax(o, hide[i]!, p), L, 200); ln(['Dirección Particular', 'Home Address'], o.home, L + 210, W - 210, true); y += 22;
  });
  y = decoyBlock(p, m, y);
  if (y > 560) { p.doc.addPage(); y = 36; }
  y = agentBox(p, m, y + 6, B);
  signatures(p, m, y + 4, B, mdy);
  return { dba: true, entity: m.entity.id, industry: m.industry.id, payment: true, nPayments: true, freq: true, roles: true, score: false, dob: false, masked: hide };
}

/** Layout 3: Spanish only; the merchant wrote the industry in Spanish; entity options carry their English abbreviation. */
export async function soloEspanol(p: Pen, m: Merchant): Promise<Printed> {
  const B = 'Préstamos Comerciales Amigo';
  header(p, B, 'SOLICITUD DE FINANCIAMIENTO', 'Adelanto en Efectivo para Comerciantes');
  p.band('DATOS DEL NEGOCIO', L, 84, W, '#2e6b2e');
  let y = row(p, 100, 28, [['Razón Social (Nombre Legal)', m.legal, 3], ['Nombre Comercial', m.dba ?? '', 2]]);
  y = row(p, y, 28, [['Domicilio del Negocio', `${m.street}`, 3], ['Ciudad', m.city, 1.5], ['Estado', m.state, 0.7], ['Código Postal', m.zip, 0.9]]);
  y = row(p, y, 28, [['Número de Identificación Patronal (EIN) o Seguro Social', bizTax(m), 2.4], ['Teléfono', m.phone, 1.4], ['Giro del Negocio', m.industry.answer, 2]]);
  y = row(p, y, 28, [['Fecha de Inicio del Negocio (día/mes/año)', dmy(m.start), 2], ['Estado de Constitución', m.incState, 1.2, true], ['Correo Electrónico', m.email, 2.2]]);
  const ent: [string, boolean][] = [['Corporación (Corp.)', 'c_corporation'], ['Compañía de Responsabilidad Limitada (LLC)', 'llc'], ['Sociedad (Partnership)', 'general_partnership'],
    ['Propietario Único (Sole Prop.)', 'sole_proprietorship'], ['Corporación S (S Corp)', 's_corporation']].map(([t, id]) => [t!, id === m.entity.id]);
  p.text('Tipo de Entidad:', L, y + 6, 7.5, 'Helvetica-Bold'); p.options(L + 70, y + 6, ent.slice(0, 3), 10); p.options(L + 70, y + 20, ent.slice(3), 10); y += 36;
  p.band('FINANCIAMIENTO SOLICITADO', L, y, W, '#2e6b2e');
  y = row(p, y + 16, 28, [['Monto Solicitado', usd(m.amount, p), 1.5], ['Pago Solicitado', money(m.payment), 1.3], ['Número de Pagos', String(m.nPayments), 1], ['Destino de los Fondos', 'Mercancía', 1.8]]);
  y = advances(p, m, y + 8);
  p.band('DUEÑOS DEL NEGOCIO', L, y, W, '#2e6b2e'); y += 16;
  const hide = maskPlan(p, m, 0.4);
  m.owners.forEach((o, i) => {
    y = row(p, y, 28, [[`Dueño ${i + 1}: Apellido(s), Nombre`, nameLastFirst(o), 2.6], ['Cargo', o.role, 1.2], ['Porcentaje de Propiedad', `${o.pct} %`, 1.2],
      ['Seguro Social / ITIN', ownerTax(o, hide[i]!, p), 1.6]]);
  });
  p.doc.addPage();
  let y2 = decoyBlock(p, m, 36);
  y2 = agentBox(p, m, y2 + 8, B);
  signatures(p, m, y2 + 6, B, dmy);
  return { dba: true, entity: m.entity.id, industry: m.industry.answerId, payment: true, nPayments: true, freq: false, roles: true, score: false, dob: false, masked: hide };
}
