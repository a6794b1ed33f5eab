// The four Spanish-language US brokers' forms (Florida, Texas, California, New York).
import type { Sheet } from './sheet.ts';
import type { Merchant } from './data.ts';
import { bankDecoy, date, entityRow, field, freqRow, fundersDecoy, hint, isoDecoy, landlordDecoy, money, ownerBlock, ownerTable, referencesDecoy, sets, signatures, type Place } from './blocks.ts';

const OWNER_ES = { first: 'Nombre(s)', last: 'Apellido(s)', name: 'Nombre completo', role: 'Cargo / Título', pct: 'Porcentaje de propiedad', tax: 'Seguro Social (SSN) o ITIN',
  dob: 'Fecha de nacimiento', score: 'Puntaje de crédito', home: 'Dirección residencial' };
const AUTH_ES = 'Al firmar, el/los solicitante(s) certifican que la información es verdadera y completa, y autorizan al corredor y a sus compañías de financiamiento a obtener informes de crédito personales y comerciales, verificar referencias y estados de cuenta bancarios, y compartir esta solicitud con terceros con el fin de evaluar la solicitud de financiamiento.';
const ENTITY_TEXT: Record<string, string> = { llc: 'LLC', c_corporation: 'Corporación', sole_proprietorship: 'Empresa unipersonal', general_partnership: 'Sociedad colectiva', s_corporation: 'S Corp' };

function incState(s: Sheet, m: Merchant, p: Place, label: string, x: number, y: number, w: number): number {
  return m.incState === m.state ? field(s, p, label, x, y, w, m.incState) : field(s, p, label, x, y, w, m.incState, {}, true);
}
function header(s: Sheet, broker: string, sub: string, color: string): void {
  s.doc.rect(0, 0, 612, 62).fillColor(color).fill().fillColor('#000');
  s.label(broker, 36, 16, { size: 17, bold: true, color: '#fff' });
  s.label(sub, 36, 38, { size: 8.5, color: '#fff' });
}

/** Florida: one page, labels left of the line, entity checkboxes, owners' blocks, bank and landlord decoys. */
export function solCapital(s: Sheet, m: Merchant): void {
  const p: Place = 'left', r = s.r;
  header(s, 'Sol Capital Financiero', '1450 Brickell Ave, Suite 1900, Miami, FL 33131  ·  (305) 555-0142  ·  Solicitud de Financiamiento Comercial', '#d9822b');
  let y = 74;
  s.band('INFORMACIÓN DEL NEGOCIO', 36, y, 540, '#8a4b0f'); y += 20;
  y += field(s, p, 'Nombre legal del negocio:', 36, y, 540, m.legal, sets.legal(m));
  y += field(s, p, 'Nombre comercial (DBA):', 36, y, 540, m.dba, sets.dba(m));
  y += entityRow(s, m, 36, y + 2, 540, 'Tipo de entidad:');
  field(s, p, 'Número de identificación patronal (EIN):', 36, y, 300, m.taxPrinted, sets.tax(m));
  y += incState(s, m, p, 'Estado de incorporación:', 346, y, 230);
  field(s, p, `Fecha de inicio ${hint(m)}:`, 36, y, 300, r.chance(0.92) ? date(m, m.startIso) : null, sets.start(m));
  y += field(s, p, 'Tipo de negocio:', 346, y, 230, m.industryText, sets.industry(m));
  y += field(s, p, 'Dirección física:', 36, y, 540, m.street);
  field(s, p, 'Ciudad:', 36, y, 220, m.city);
  field(s, p, 'Estado:', 266, y, 120, m.state, sets.state(m));
  y += field(s, p, 'Código postal:', 396, y, 180, m.zip);
  field(s, p, 'Teléfono:', 36, y, 220, m.phone);
  y += field(s, p, 'Correo electrónico:', 266, y, 310, m.email);
  s.band('SOLICITUD', 36, y + 2, 540, '#8a4b0f'); y += 22;
  field(s, p, 'Monto solicitado:', 36, y, 220, money(m, m.amount), sets.amount(m));
  y += field(s, p, 'Uso de los fondos:', 266, y, 310, m.useOfFunds);
  s.band('DUEÑO / SOCIO (todos con 20% o más)', 36, y + 2, 540, '#8a4b0f'); y += 22;
  m.owners.forEach((_, i) => { s.label(`Dueño ${i + 1}`, 36, y, { bold: true, size: 7.5 }); y += 11 + ownerBlock(s, m, i, p, 36, y + 11, 540, 'full', OWNER_ES) + 2; });
  s.band('BANCO Y LOCAL', 36, y, 540, '#8a4b0f'); y += 20;
  y += bankDecoy(s, m, p, 36, y, 540);
  y += landlordDecoy(s, m, p, 36, y, 540);
  s.para(AUTH_ES, 36, y + 2, 540); y += 34;
  signatures(s, m, 36, y, 540);
}

/** Texas: labels above boxes, entity written out, payment terms with frequency, owners' table, references and funders. */
export function fronteraFondos(s: Sheet, m: Merchant): void {
  const p: Place = 'above', r = s.r;
  s.label('FRONTERA FONDOS COMERCIALES', 36, 30, { size: 15, bold: true, color: '#14532d' });
  s.label('Houston · San Antonio · Laredo   |   Tel. (713) 555-0190   |   solicitudes@fronterafondos.com', 36, 49, { size: 7.5 });
  s.label('Solicitud de Financiamiento Comercial', 36, 64, { size: 11, bold: true, width: 540, align: 'right' });
  let y = 84;
  field(s, p, 'Nombre legal del negocio', 36, y, 300, m.legal, sets.legal(m));
  y += field(s, p, 'Nombre comercial (DBA)', 346, y, 230, m.dba, sets.dba(m));
  field(s, p, 'Tipo de entidad', 36, y, 170, ENTITY_TEXT[m.entityId], { type_of_entity: m.entityId });
  field(s, p, 'Número de identificación patronal (EIN)', 216, y, 180, m.taxPrinted, sets.tax(m));
  y += field(s, p, `Fecha de inicio ${hint(m)}`, 406, y, 170, date(m, m.startIso), sets.start(m));
  field(s, p, 'Dirección del negocio', 36, y, 260, m.street);
  field(s, p, 'Ciudad', 306, y, 120, m.city);
  field(s, p, 'Estado', 436, y, 50, m.state, sets.state(m));
  y += field(s, p, 'Código postal', 496, y, 80, m.zip);
  field(s, p, 'Teléfono', 36, y, 160, m.phone);
  field(s, p, 'Tipo de negocio', 206, y, 200, r.chance(0.9) ? m.industryText : null, sets.industry(m));
  y += incState(s, m, p, 'Estado de incorporación', 416, y, 160);
  s.band('FINANCIAMIENTO SOLICITADO', 36, y + 2, 540, '#14532d'); y += 22;
  field(s, p, 'Monto solicitado', 36, y, 170, money(m, m.amount), sets.amount(m));
  field(s, p, 'Pago solicitado', 216, y, 170, money(m, m.payment), sets.payment(m));
  y += field(s, p, 'Número de pagos', 396, y, 180, String(m.nPayments), sets.count(m));
  y += freqRow(s, m, 36, y + 2, 'Frecuencia de pago:') + 4;
  s.band('DUEÑOS / SOCIOS', 36, y, 540, '#14532d'); y += 18;
  y += ownerTable(s, m, 36, y, [['Nombre completo', 150], ['Cargo', 70], ['% propiedad', 55], ['SSN / ITIN', 95], [`Fecha nac. ${hint(m)}`, 100], ['Puntaje', 70]], Math.max(3, m.owners.length), 'full') + 8;
  y += referencesDecoy(s, m, 36, y, 540) + 4;
  y += fundersDecoy(s, m, 36, y, 540) + 6;
  s.para(AUTH_ES, 36, y, 540); y += 34;
  signatures(s, m, 36, y, 540);
}

/** California: two pages, labels under the line, frequency checkboxes; owners on page 2 with split names; ISO rep and bank. */
export function pacificoPuente(s: Sheet, m: Merchant): void {
  const p: Place = 'below', r = s.r;
  s.label('Pacífico Puente Capital', 36, 30, { size: 20, color: '#0e4c7a' });
  s.label('Solicitud de Financiamiento Comercial — Página 1 de 2', 36, 56, { size: 9 });
  s.line(36, 70, 540);
  let y = 82;
  y += field(s, p, 'Nombre legal del negocio (como aparece en su declaración de impuestos)', 36, y, 540, m.legal, sets.legal(m));
  y += field(s, p, 'Nombre comercial / DBA', 36, y, 540, m.dba, sets.dba(m));
  y += entityRow(s, m, 36, y, 540, 'Estructura legal:') + 4;
  field(s, p, 'Número de identificación patronal (EIN)', 36, y, 260, m.taxPrinted, sets.tax(m));
  y += field(s, p, `Fecha en que inició el negocio ${hint(m)}`, 316, y, 260, date(m, m.startIso), sets.start(m));
  y += field(s, p, 'Dirección (no apartado postal)', 36, y, 540, `${m.street}, ${m.city}`);
  field(s, p, 'Estado', 36, y, 100, m.state, sets.state(m));
  field(s, p, 'Código postal', 146, y, 120, m.zip);
  y += field(s, p, 'Teléfono del negocio', 276, y, 300, m.phone);
  y += field(s, p, 'Describa su negocio', 36, y, 540, m.industryText, sets.industry(m));
  s.band('FINANCIAMIENTO', 36, y + 4, 540, '#0e4c7a'); y += 26;
  field(s, p, 'Monto solicitado', 36, y, 170, money(m, m.amount), sets.amount(m));
  const terms = r.chance(0.6);
  field(s, p, 'Pago propuesto', 216, y, 170, terms ? money(m, m.payment) : null, sets.payment(m));
  y += field(s, p, 'Número de pagos', 396, y, 180, terms ? String(m.nPayments) : null, sets.count(m));
  y += freqRow(s, m, 36, y + 2, 'Frecuencia de pago:') + 6;
  y += field(s, p, 'Uso de los fondos', 36, y, 540, m.useOfFunds) + 6;
  y += bankDecoy(s, m, p, 36, y, 540) + 6;
  isoDecoy(s, m, p, 36, y, 540, 'Pacífico Puente');
  s.page();
  s.label('Solicitud de Financiamiento Comercial — Página 2 de 2', 36, 36, { size: 9 });
  y = 56;
  m.owners.forEach((_, i) => {
    s.band(`DUEÑO / SOCIO ${i + 1}`, 36, y, 540, '#0e4c7a');
    y += 22 + ownerBlock(s, m, i, p, 36, y + 20, 540, 'split', OWNER_ES) + 8;
  });
  s.para(AUTH_ES, 36, y + 4, 540); y += 40;
  signatures(s, m, 36, y, 540);
}

/** New York: labels inside boxes, owners' table as "Apellido, Nombre", landlord and references. */
export function quintaAvenida(s: Sheet, m: Merchant): void {
  const p: Place = 'inside';
  s.box(36, 28, 540, 40, '#f3e9f7');
  s.label('QUINTA AVENIDA FONDEO', 46, 36, { size: 14, bold: true, color: '#5b2176' });
  s.label('Bronx, NY 10451 · (718) 555-0117', 46, 54, { size: 7.5 });
  s.label('SOLICITUD DE FINANCIAMIENTO COMERCIAL', 300, 44, { size: 10, bold: true, width: 266, align: 'right' });
  let y = 78;
  field(s, p, 'Nombre legal del negocio', 36, y, 330, m.legal, sets.legal(m));
  y += field(s, p, 'Nombre comercial (DBA)', 366, y, 210, m.dba, sets.dba(m));
  field(s, p, 'Número de identificación patronal (EIN)', 36, y, 200, m.taxPrinted, sets.tax(m));
  field(s, p, `Fecha de inicio ${hint(m)}`, 236, y, 170, date(m, m.startIso), sets.start(m));
  y += incState(s, m, p, 'Estado de incorporación', 406, y, 170);
  field(s, p, 'Dirección', 36, y, 250, m.street);
  field(s, p, 'Ciudad', 286, y, 130, m.city);
  field(s, p, 'Estado', 416, y, 60, m.state, sets.state(m));
  y += field(s, p, 'Código postal', 476, y, 100, m.zip);
  field(s, p, 'Tipo de negocio', 36, y, 250, m.industryText, sets.industry(m));
  field(s, p, 'Teléfono', 286, y, 130, m.phone);
  y += field(s, p, 'Monto solicitado', 416, y, 160, money(m, m.amount), sets.amount(m));
  y += 6 + entityRow(s, m, 36, y + 6, 540, 'Tipo de entidad:');
  y += freqRow(s, m, 36, y + 2, 'Frecuencia de pago preferida:') + 8;
  s.label('DUEÑO / SOCIO', 36, y, { bold: true, size: 9, color: '#5b2176' }); y += 12;
  y += ownerTable(s, m, 36, y, [['Apellido, Nombre', 160], ['Cargo', 70], ['Porcentaje', 55], ['SSN / ITIN', 95], [`Nacimiento ${hint(m)}`, 95], ['Crédito', 65]], m.owners.length + 1, 'lastfirst') + 10;
  y += landlordDecoy(s, m, p, 36, y, 540) + 6;
  y += referencesDecoy(s, m, 36, y, 540) + 4;
  s.para(AUTH_ES, 36, y, 540); y += 34;
  signatures(s, m, 36, y, 540);
}
