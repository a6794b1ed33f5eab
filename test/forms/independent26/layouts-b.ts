// Layouts 4-7 of set 26: Spanish answers on a bilingual form, a three-column Español | English | Respuesta table,
// a one-page express form, and an ISO submission sheet.
import { type Merchant, dmy, mdy, money, fullName } from './data.ts';
import type { Lbl, Pen } from './pen.ts';
import { L, R, W, row, agentBox, advances, bizTax, decoyBlock, entityOptions, freqOptions, maskPlan, ownerTax, signatures, usd, FREQ, type Printed } from './common.ts';
import { header } from './layouts-a.ts';

/** Layout 4: bilingual stacked labels, the merchant's answers in Spanish words. */
export async function respuestas(p: Pen, m: Merchant): Promise<Printed> {
  const B = 'Capital Hispano Funding';
  header(p, B, 'SOLICITUD DE FINANCIAMIENTO COMERCIAL', 'Commercial Financing Application');
  p.band('EL NEGOCIO / THE BUSINESS', L, 84, W, '#8a5a00');
  let y = row(p, 100, 30, [[['Nombre Legal del Negocio', 'Business Legal Name'], m.legal, 3], [['Nombre Comercial', 'DBA'], m.dba ?? p.rng.pick(['N/A', '']), 2]]);
  y = row(p, y, 30, [[['Tipo de Entidad', 'Type of Entity'], m.entity.answer, 2.6], [['Tipo de Negocio', 'Type of Business'], m.industry.answer, 2], [['Empleados', 'Employees'], String(p.rng.int(2, 40)), 0.8]]);
  y = row(p, y, 30, [[['Dirección', 'Street Address'], m.street, 2.6], [['Ciudad', 'City'], m.city, 1.4], [['Estado', 'State'], m.state, 0.6], [['Código Postal', 'Zip Code'], m.zip, 0.9]]);
  y = row(p, y, 30, [[['Número de Identificación Fiscal', 'Tax ID Number'], bizTax(m), 1.8], [['Fecha de Inicio del Negocio (dd/mm/aaaa)', 'Business Start Date (dd/mm/yyyy)'], dmy(m.start), 2.2],
    [['¿Renta o es Dueño del Local?', 'Rent or Own?'], p.rng.pick(['Renta', 'Rento el local']), 1.4]]);
  p.band('FONDOS / FUNDS', L, y + 6, W, '#8a5a00'); y += 22;
  y = row(p, y, 30, [[['Monto Solicitado', 'Amount Requested'], usd(m.amount, p), 1.5], [['¿Para qué usará los fondos?', 'Use of funds'], p.rng.pick(['Comprar equipo', 'Inventario', 'Arreglar el local']), 2.5]]);
  p.label(['Frecuencia de Pago', 'Payment Frequency'], L, y + 5, 7); p.options(L + 90, y + 6, freqOptions(m), 14); y += 30;
  y = advances(p, m, y);
  p.band('DUEÑOS / OWNERS', L, y, W, '#8a5a00'); y += 16;
  const hide = maskPlan(p, m, 0.3);
  m.owners.forEach((o, i) => {
    y = row(p, y, 30, [[['Nombre Completo', 'Full Name'], fullName(o), 2.4], [['Cargo', 'Title'], o.role, 1.1], [['Porcentaje de Propiedad', 'Ownership'], `${o.pct}%`, 1.1],
      [['Seguro Social', 'SSN'], ownerTax(o, hide[i]!, p), 1.4], [['Puntaje de Crédito', 'FICO'], String(o.score), 0.9]]);
  });
  p.doc.addPage();
  y = decoyBlock(p, m, 36);
  y = agentBox(p, m, y + 8, B);
  signatures(p, m, y + 6, B, dmy);
  return { dba: true, entity: m.entity.answerId, industry: m.industry.answerId, payment: false, nPayments: false, freq: true, roles: true, score: true, dob: false, masked: hide };
}

function tableRow(p: Pen, y: number, es: string, en: string, v: string, decoy = false): number {
  p.doc.lineWidth(0.4).rect(L, y, 150, 18).stroke().rect(L + 150, y, 150, 18).stroke().rect(L + 300, y, W - 300, 18).stroke();
  p.text(es, L + 3, y + 5, 7.5, 'Helvetica-Bold'); p.text(en, L + 153, y + 5, 7.5, 'Helvetica-Oblique');
  if (decoy) p.decoy(v, L + 304, y + 4, W - 308, 9); else p.value(v, L + 304, y + 4, W - 308, 9);
  return y + 18;
}

/** Layout 5: a three-column table (Español | English | Respuesta); owners side by side in columns. */
export async function impulso(p: Pen, m: Merchant): Promise<Printed> {
  const B = 'Impulso Business Funding';
  header(p, B, 'Solicitud / Application', 'Financiamiento para su negocio');
  let y = 86;
  p.doc.rect(L, y, W, 16).fill('#333'); p.doc.fillColor('#fff');
  p.text('Español', L + 3, y + 4, 8, 'Helvetica-Bold'); p.text('English', L + 153, y + 4, 8, 'Helvetica-Bold'); p.text('Respuesta / Answer', L + 303, y + 4, 8, 'Helvetica-Bold');
  p.doc.fillColor('#000'); y += 16;
  const f = FREQ.find((x) => x[2] === m.freq)!;
  const rows: [string, string, string, boolean?][] = [['Nombre Legal del Negocio', 'Business Legal Name', m.legal], ['Nombre Comercial', 'Trade Name / DBA', m.dba ?? 'N/A'],
    ['Tipo de Entidad', 'Entity Type', m.entity.en], ['Industria', 'Industry', m.industryEn], ['Número Fiscal (EIN)', 'Federal Tax ID', bizTax(m)],
    ['Fecha de Inicio (mm/dd/aaaa)', 'Date Business Started', mdy(m.start)], ['Estado de Incorporación', 'State of Incorporation', m.incState, true],
    ['Dirección', 'Business Address', `${m.street}, ${m.city}, ${m.state} ${m.zip}`], ['Teléfono', 'Phone', m.phone],
    ['Monto Solicitado', 'Requested Amount', usd(m.amount, p)], ['Frecuencia de Pago', 'Payment Frequency', `${f[0]} / ${f[1]}`],
    ['Ventas Mensuales', 'Monthly Sales', money(m.monthly), true], ['Banco Principal', 'Primary Bank', p.rng.pick(['Banco Popular', 'Chase', 'BBVA', 'Wells Fargo']), true]];
  for (const [es, en, v, d] of rows) y = tableRow(p, y, es, en, v, d ?? false);
  y += 10;
  const hide = maskPlan(p, m, 0.4);
  const cw = (W - 150) / 3;
  const orow = (lab: string, vals: string[], decoy = false): void => {
    p.doc.lineWidth(0.4).rect(L, y, 150, 18).stroke(); p.text(lab, L + 3, y + 5, 7, 'Helvetica-Bold');
    vals.forEach((v, i) => { p.doc.rect(L + 150 + i * cw, y, cw, 18).stroke(); if (decoy) p.decoy(v, L + 153 + i * cw, y + 4, cw - 6, 8.5); else p.value(v, L + 153 + i * cw, y + 4, cw - 6, 8.5); });
    for (let i = vals.length; i < 3; i++) p.doc.rect(L + 150 + i * cw, y, cw, 18).stroke();
    y += 18;
  };
  p.text('Dueño 1 / Owner 1', L + 153, y + 2, 7.5, 'Helvetica-Bold'); p.text('Dueño 2 / Owner 2', L + 153 + cw, y + 2, 7.5, 'Helvetica-Bold'); p.text('Dueño 3 / Owner 3', L + 153 + 2 * cw, y + 2, 7.5, 'Helvetica-Bold'); y += 12;
  orow('Nombre / First Name', m.owners.map((o) => o.first)); orow('Apellido / Last Name', m.owners.map((o) => o.last)); orow('Cargo / Title', m.owners.map((o) => o.role));
  orow('% de Propiedad / % Ownership', m.owners.map((o) => `${o.pct}%`)); orow('SSN / ITIN', m.owners.map((o, i) => ownerTax(o, hide[i]!, p)));
  orow('Fecha de Nac. / DOB (mm/dd/yyyy)', m.owners.map((o) => mdy(o.dob))); orow('Dirección / Home Address', m.owners.map((o) => o.home), true);
  p.doc.addPage();
  y = advances(p, m, 36);
  y = decoyBlock(p, m, y + 6);
  y = agentBox(p, m, y + 8, B);
  signatures(p, m, y + 6, B, mdy);
  return { dba: true, entity: m.entity.id, industry: m.industry.id, payment: false, nPayments: false, freq: true, roles: true, score: false, dob: true, masked: hide };
}

/** Layout 6: one dense page, slash labels, owners as table rows, payment terms. */
export async function express(p: Pen, m: Merchant): Promise<Printed> {
  const B = 'Avance Express Brokers';
  header(p, B, 'Solicitud Rápida / Quick Application', 'Respuesta en 24 horas / Answer in 24 hours');
  let y = row(p, 84, 26, [[['Nombre Legal del Negocio', 'Business Legal Name'], m.legal, 3], [['DBA', 'Nombre Comercial'], m.dba ?? '', 2], [['Estado', 'State'], m.state, 0.7]]);
  y = row(p, y, 26, [[['Dirección', 'Address'], `${m.street}, ${m.city} ${m.zip}`, 3], [['EIN / No. Fiscal', 'Tax ID'], bizTax(m), 1.6], [['Fecha de Inicio', 'Start Date (mm/dd/yyyy)'], mdy(m.start), 1.5]]);
  y = row(p, y, 26, [[['Giro / Industria', 'Industry'], m.industryEn, 2], [['Monto Solicitado', 'Amount Requested'], usd(m.amount, p), 1.6], [['Pago', 'Payment'], money(m.payment), 1.2], [['Núm. de Pagos', '# Payments'], String(m.nPayments), 1]]);
  const eo = entityOptions(m);
  p.text('Entidad / Entity:', L, y + 6, 7, 'Helvetica-Bold'); p.options(L + 62, y + 6, eo.slice(0, 3), 6, 6.3); p.options(L + 62, y + 18, eo.slice(3), 6, 6.3); y += 30;
  p.text('Frecuencia / Frequency:', L, y + 6, 7, 'Helvetica-Bold'); p.options(L + 90, y + 6, freqOptions(m), 14); y += 22;
  const cols: [Lbl, number][] = [[['Dueño', 'Owner'], 150], [['Cargo', 'Title'], 80], [['Propiedad', 'Own. %'], 55], [['SSN/ITIN', 'SSN'], 90], [['Nacimiento', 'DOB mm/dd/yyyy'], 80], [['Crédito', 'Score'], 85]];
  let x = L;
  for (const [l, w] of cols) { p.doc.rect(x, y, w, 18).fill('#e6e6e6'); p.doc.fillColor('#000'); p.label(l, x + 2, y + 3, 6); x += w; }
  y += 18;
  const hide = maskPlan(p, m, 0.5);
  m.owners.forEach((o, i) => {
    const vals = [fullName(o), o.role, `${o.pct}%`, ownerTax(o, hide[i]!, p), mdy(o.dob), String(o.score)];
    x = L; cols.forEach(([, w], j) => { p.doc.lineWidth(0.4).rect(x, y, w, 18).stroke(); p.value(vals[j]!, x + 2, y + 5, w - 4, 8.5); x += w; });
    y += 18;
  });
  y = advances(p, m, y + 8);
  y = decoyBlock(p, m, y);
  y = agentBox(p, m, y + 4, B);
  signatures(p, { ...m, owners: m.owners.slice(0, 1) }, y, B, mdy);
  return { dba: true, entity: m.entity.id, industry: m.industry.id, payment: true, nPayments: true, freq: true, roles: true, score: true, dob: true, masked: hide };
}

/** Layout 7: an ISO submission sheet: label column (Spanish over English), value column, funder and commission decoys. */
export async function puente(p: Pen, m: Merchant): Promise<Printed> {
  const B = 'Puente Capital ISO';
  header(p, B, 'HOJA DE ENVÍO / SUBMISSION SHEET', 'Solicitud de Financiamiento Comercial');
  let y = 86;
  const kv = (l: Lbl, v: string, decoy = false): void => {
    p.label(l, L, y, 7, 170); p.hline(L + 175, R, y + 14, 0.4);
    if (decoy) p.decoy(v, L + 178, y + 3, W - 180); else p.value(v, L + 178, y + 3, W - 180);
    y += 21;
  };
  kv(['Financiador sugerido', 'Target funder'], p.rng.pick(['Cobalt Funding Partners', 'Redwood MCA', 'Bluestone Capital']), true);
  kv(['Comisión del ISO', 'ISO commission'], `${p.rng.int(6, 12)} pts`, true);
  kv(['Nombre Legal del Negocio', 'Business Legal Name'], m.legal);
  kv(['Nombre Comercial', 'DBA'], m.dba ?? 'N/A');
  kv(['Tipo de Entidad', 'Entity Type'], m.entity.en);
  kv(['Tipo de Negocio', 'Type of Business'], m.industryEn);
  kv(['Número Fiscal Federal', 'Federal Tax ID'], bizTax(m));
  kv(['Fecha de Inicio del Negocio', 'Business Start Date (dd/mm/yyyy)'], dmy(m.start));
  kv(['Domicilio del Negocio', 'Business Address'], `${m.street}, ${m.city}, ${m.state} ${m.zip}`);
  kv(['Monto Solicitado', 'Amount Requested'], usd(m.amount, p));
  kv(['Ventas Mensuales Promedio', 'Avg Monthly Deposits'], money(m.monthly), true);
  y = advances(p, m, y + 4);
  const hide = maskPlan(p, m, 0.6);
  m.owners.forEach((o, i) => {
    kv([`Dueño ${i + 1} (Apellido, Nombre)`, `Owner ${i + 1} (Last, First)`], `${o.last}, ${o.first}`);
    kv(['Cargo / % de Propiedad', 'Title / Ownership'], `${o.role} / ${o.pct}%`);
    kv(['Seguro Social o ITIN', 'SSN or ITIN'], ownerTax(o, hide[i]!, p));
  });
  p.doc.addPage();
  y = decoyBlock(p, m, 36);
  y = agentBox(p, m, y + 8, B);
  signatures(p, m, y + 6, B, dmy);
  return { dba: true, entity: m.entity.id, industry: m.industry.id, payment: false, nPayments: false, freq: false, roles: true, score: false, dob: false, masked: hide };
}
