// The Spanish-language layouts: a Miami broker's Spanish-only form, a Texas funder's two-page bilingual form with
// checkbox rows and an owners' table, and a San Juan broker's form (state PR, sole proprietors filing with an SSN).
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, money, dateAs } from './draw.ts';
import { merchant } from './model.ts';
import { blanks, ownerPrinted, maskedId, truthOf, digits } from './common.ts';

const zipUS = (rng: Rng, lo: number, hi: number) => () => String(rng.int(lo, hi)).padStart(5, '0');

/** Capital Puente Hispano (Miami): Spanish only, entity as free text, owners stacked in blocks, landlord and bank decoys. */
export function esSolicitud(f: Form, rng: Rng): TruthApplication {
  const m = merchant(rng, 'es', { state: 'FL', cities: ['Miami', 'Hialeah', 'Doral', 'Kissimmee'], zip: zipUS(rng, 32003, 34997), canada: false },
    [['LLC', 'llc', 'LLC'], ['Corp.', 'c_corporation', 'Corp.'], ['S Corp', 's_corporation', 'Inc.'], ['Partnership', 'general_partnership', 'Partners']], ['Presidente', 'Socio', 'Gerente', 'Vicepresidente'], 2);
  const b = blanks(rng, m);
  f.label(40, 30, 'CAPITAL PUENTE HISPANO', { size: 16, font: 'Helvetica-Bold' });
  f.label(40, 50, 'Solicitud de Financiamiento Comercial  ·  Adelanto de efectivo para comercios', { size: 9 });
  f.rect(40, 68, 532, 14, '#d9e4f0'); f.label(46, 71, 'INFORMACIÓN DEL NEGOCIO', { size: 8, font: 'Helvetica-Bold' });
  f.field(40, 88, 330, 'Razón social', m.legal);
  f.field(380, 88, 192, 'Tipo de entidad', b.entity ? null : m.entity.text);
  f.field(40, 116, 330, 'Nombre comercial (DBA)', m.dba);
  f.field(380, 116, 192, 'Número de identificación fiscal (EIN)', m.taxId);
  f.field(40, 144, 250, 'Dirección comercial', m.street);
  f.field(300, 144, 130, 'Ciudad', m.city);
  f.field(440, 144, 50, 'Estado', m.state);
  f.field(500, 144, 72, 'Código postal', m.zip);
  f.field(40, 172, 200, 'Tipo de negocio', m.industry.text);
  f.field(250, 172, 160, 'Fecha de inicio (MM/DD/AAAA)', b.start ? null : dateAs(m.start, 'mdy'));
  f.field(420, 172, 152, 'Estado de incorporación', m.incState, { decoy: true });
  f.field(40, 200, 180, 'Teléfono', m.phone);
  f.field(230, 200, 180, 'Arrendador (dueño del local)', m.landlord, { decoy: true });
  f.field(420, 200, 152, 'Tel. del arrendador', m.landlordPhone, { decoy: true });
  f.field(40, 228, 200, 'Monto solicitado', b.amount ? null : `$${money(m.amount)}`);
  f.field(250, 228, 322, 'Uso de los fondos', rng.pick(['Inventario', 'Capital de trabajo', 'Equipo nuevo', 'Remodelación']));
  let y = 262;
  for (const [i, o] of m.owners.entries()) {
    f.rect(40, y, 532, 14, '#d9e4f0'); f.label(46, y + 3, `PROPIETARIO ${i + 1}`, { size: 8, font: 'Helvetica-Bold' });
    f.field(40, y + 20, 250, 'Nombre completo', ownerPrinted(o, b.lastFirst));
    f.field(300, y + 20, 140, 'Cargo', o.title);
    f.field(450, y + 20, 122, 'Porcentaje de propiedad', `${o.pct}%`);
    f.field(40, y + 48, 160, 'Seguro social', b.ssnMasked[i] ? maskedId(o.ssn) : o.ssn);
    f.field(210, y + 48, 130, 'Fecha de nacimiento', b.dob[i] ? null : dateAs(o.dob, 'mdy'));
    f.field(350, y + 48, 222, 'Dirección residencial', `${o.home}, ${o.homeState}`, { decoy: true });
    y += 86;
  }
  f.rect(40, y, 532, 14, '#d9e4f0'); f.label(46, y + 3, 'INFORMACIÓN BANCARIA', { size: 8, font: 'Helvetica-Bold' });
  f.field(40, y + 20, 180, 'Banco', m.bank, { decoy: true });
  f.field(230, y + 20, 150, 'Número de ruta', m.routing, { decoy: true });
  f.field(390, y + 20, 182, 'Número de cuenta', m.account, { decoy: true });
  f.label(40, y + 60, 'Al firmar, el/los solicitante(s) autoriza(n) a Capital Puente Hispano y a sus financiadores a obtener informes de crédito ' +
    'comerciales y personales y a verificar la información proporcionada en esta solicitud.', { size: 7, width: 532 });
  f.field(40, y + 90, 250, 'Firma', null); f.field(320, y + 90, 120, 'Fecha', null);
  f.label(40, 760, `Representante: ${m.rep}  ·  (305) 555-0142`, { size: 7 });
  f.drawn.push({ text: m.rep, decoy: true, field: null });
  return truthOf(m, b, { country: 'US', taxType: 'EIN', taxId: digits(m.taxId), freq: false, payment: false, count: false, credit: false, dob: true });
}

/** Lone Star Hispanic Funding (San Antonio): two pages, labels 'Español / English' side by side, checkbox rows, owners' table. */
export function bilingualEsEn(f: Form, rng: Rng): TruthApplication {
  const m = merchant(rng, 'es', { state: 'TX', cities: ['San Antonio', 'El Paso', 'Laredo', 'McAllen'], zip: zipUS(rng, 75001, 79999), canada: false },
    [['LLC', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'], ['Partnership', 'general_partnership', 'Partners'], ['Sole Proprietor', 'sole_proprietorship', ''], ['PLLC', 'pllc', 'PLLC']],
    ['Dueño / Owner', 'Socio / Partner', 'Gerente / Manager', 'Vicepresidente / VP'], 4);
  const b = blanks(rng, m);
  f.label(40, 28, 'LONE STAR HISPANIC FUNDING', { size: 15, font: 'Times-Bold' });
  f.label(40, 47, 'Solicitud de Adelanto Comercial / Merchant Cash Advance Application    Página 1 de 2 / Page 1 of 2', { size: 8.5 });
  const L = (x: number, y: number, w: number, es: string, en: string, v: string | null, decoy = false) => f.field(x, y, w, `${es} / ${en}`, v, { decoy });
  L(40, 72, 330, 'Razón social', 'Legal Name', m.legal);
  L(380, 72, 192, 'Nombre comercial', 'DBA', m.dba);
  L(40, 100, 200, 'Número de identificación fiscal', 'Federal Tax ID', m.taxId);
  L(250, 100, 160, 'Fecha de inicio', 'Start Date', b.start ? null : dateAs(m.start, 'mdy2'));
  L(420, 100, 152, 'Estado de incorporación', 'State of Inc.', m.incState, true);
  L(40, 128, 240, 'Dirección', 'Address', m.street);
  L(290, 128, 130, 'Ciudad', 'City', m.city);
  L(430, 128, 50, 'Estado', 'State', m.state);
  L(490, 128, 82, 'Código postal', 'Zip', m.zip);
  L(40, 156, 260, 'Tipo de negocio', 'Type of Business', m.industry.text);
  L(310, 156, 262, 'Correo electrónico', 'E-mail', m.email);
  f.label(40, 188, 'Tipo de entidad / Entity Type:', { size: 7.5, font: 'Helvetica-Bold' });
  let x = 170;
  const ents: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];
  for (const [t, id] of ents) x = f.check(x, 187, t, !b.entity && m.entity.id === id);
  x = f.check(x, 187, 'Otro / Other:', !b.entity && m.entity.id === 'pllc');
  f.line(x - 8, 197, 60); if (!b.entity && m.entity.id === 'pllc') f.value(x - 6, 186, 50, 'PLLC');
  L(40, 210, 170, 'Monto solicitado', 'Amount Requested', b.amount ? null : `$${money(m.amount)}`);
  L(220, 210, 150, 'Pago', 'Payment', `$${money(m.payment)}`);
  L(380, 210, 192, 'Número de pagos', 'No. of Payments', String(m.count));
  f.label(40, 244, 'Frecuencia de pago / Payment Frequency:', { size: 7.5, font: 'Helvetica-Bold' });
  x = 200;
  for (const [t, id] of [['Diario / Daily', 'daily'], ['Semanal / Weekly', 'weekly'], ['Quincenal / Bi-Weekly', 'biweekly'], ['Mensual / Monthly', 'monthly']]) x = f.check(x, 243, t!, m.freq === id);
  f.rect(40, 270, 532, 14, '#eee'); f.label(46, 273, 'Adelantos vigentes / Existing Advances', { size: 8, font: 'Helvetica-Bold' });
  ['Financiador / Funder', 'Saldo / Balance', 'Pago / Payment'].forEach((h, i) => f.label(46 + i * 180, 290, h, { size: 7.5 }));
  for (const [i, e] of m.funders.entries()) {
    f.value(46, 304 + i * 16, 170, e.name, { decoy: true }); f.value(226, 304 + i * 16, 150, `$${money(e.balance)}`, { decoy: true }); f.value(406, 304 + i * 16, 150, `$${money(e.payment)}`, { decoy: true });
  }
  L(40, 350, 260, 'Banco', 'Bank', m.bank, true); L(310, 350, 130, 'Ruta', 'Routing', m.routing, true); L(450, 350, 122, 'Cuenta', 'Account', m.account, true);
  f.page();
  f.label(40, 28, 'Página 2 de 2 / Page 2 of 2  ·  Propietarios / Owners (20% o más / 20% or more)', { size: 9, font: 'Helvetica-Bold' });
  const cols: [string, number, number][] = [['Nombre / Name', 40, 150], ['Cargo / Title', 190, 90], ['% Propiedad / Ownership', 280, 70], ['Seguro social / SSN', 350, 85],
    ['Fecha de nac. / DOB', 435, 65], ['Crédito / FICO', 500, 72]];
  for (const [h, cx, w] of cols) { f.rect(cx, 48, w, 16, '#eee'); f.label(cx + 3, 53, h, { size: 6.5 }); }
  for (const [i, o] of m.owners.entries()) {
    const ry = 64 + i * 22;
    for (const [, cx, w] of cols) f.rect(cx, ry, w, 22);
    f.value(cols[0]![1] + 2, ry + 6, 144, ownerPrinted(o, b.lastFirst)); f.value(192, ry + 6, 86, o.title); f.value(282, ry + 6, 66, `${o.pct}%`);
    f.value(352, ry + 6, 81, b.ssnMasked[i] ? maskedId(o.ssn) : o.ssn); f.value(437, ry + 6, 61, b.dob[i] ? null : dateAs(o.dob, 'mdy'));
    f.value(502, ry + 6, 68, b.credit[i] ? null : String(o.credit));
  }
  let y = 64 + m.owners.length * 22 + 20;
  f.label(40, y, 'Referencias comerciales / Trade References', { size: 8, font: 'Helvetica-Bold' });
  for (const [i, r] of m.refs.entries()) { L(40, y + 14 + i * 28, 300, 'Nombre', 'Name', r.name, true); L(350, y + 14 + i * 28, 222, 'Teléfono', 'Phone', r.phone, true); }
  y += 80;
  f.label(40, y, 'Autorización / Authorization: El solicitante autoriza la verificación de crédito. / The applicant authorizes credit inquiries and ' +
    'verification of the information above.', { size: 7, width: 532 });
  L(40, y + 30, 250, 'Firma', 'Signature', null); L(320, y + 30, 120, 'Fecha', 'Date', null);
  L(40, y + 64, 250, 'Agente ISO', 'ISO Rep', m.rep, true);
  return truthOf(m, b, { country: 'US', taxType: 'EIN', taxId: digits(m.taxId), freq: true, payment: true, count: true, credit: true, dob: true });
}
