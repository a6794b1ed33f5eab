// puente: Puente Capital Group, a Miami ISO serving Spanish-speaking owners. US form, every label in Spanish and
// English side by side ("Nombre Legal / Legal Name"), the label small in the top of each box; entity type and payment
// frequency as boxes marked with an X; dates follow the caption printed with them, which on this form may say
// (DD/MM/AAAA); owners' given names and surnames in separate boxes (compound names: "José Luis", "García Pérez").
import type { Rng } from '../../statements/generator/prng.ts';
import { entityOf, industryOf, type DateFmt, type Merchant } from './data.ts';
import { firstVal, type Layout } from './common.ts';
import type { Opt, Sheet, Val } from './kit.ts';
import { amountVal, AUTH, countVal, creditVal, dbaVal, decoy, dobVal, funderLine, homeVal, idVal, lastVal, legalVal, paymentVal, pctVal, regionVal,
  startVal, taxVal, titleVal } from './common.ts';

const M = 40, W = 612, H = 27;
type Box = [w: number, label: string, v: Val];

function boxes(s: Sheet, y: number, cells: readonly Box[]): number {
  let x = M;
  for (const [w, label, v] of cells) {
    s.rect(x, y, w, H, 0.5);
    s.text(x + 3, y + 2.5, label, { size: 5.8, color: '#333333' });
    s.put(x + 4, y + 10, w - 8, H - 12, v, 9.5);
    x += w;
  }
  return y + H;
}
function section(s: Sheet, y: number, title: string): number {
  s.rect(M, y, W - 2 * M, 13, 0.5, '#d9d9d9');
  s.text(M + 5, y + 3.2, title, { size: 8, font: 'Helvetica-Bold' });
  return y + 13;
}
const ENTITIES: readonly [string, string][] = [['Corporación / Corporation', 'Corporation'], ['S-Corp', 'S-Corp'], ['LLC', 'LLC'],
  ['Sociedad / Partnership', 'Partnership'], ['Empresario Individual / Sole Proprietor', 'Sole Proprietor']];
const FREQS: readonly [string, string][] = [['Diario / Daily', 'daily'], ['Semanal / Weekly', 'weekly'], ['Cada dos semanas / Bi-weekly', 'biweekly'], ['Mensual / Monthly', 'monthly']];
const SPANISH: Record<string, string> = { 'Hair salon': 'Salón de belleza', Pizzeria: 'Pizzería', 'Coffee shop': 'Cafetería', 'Bakery cafe': 'Panadería',
  'Tire shop': 'Llantera', 'Car wash': 'Lavado de autos', 'Food truck': 'Lonchera', 'Dry cleaner': 'Tintorería', Florist: 'Florería', 'Nail salon': 'Salón de uñas' };
const CAPTION: Record<string, string> = { dmy: '(DD/MM/AAAA)', mdy: '(MM/DD/AAAA)' };

function draw(s: Sheet, m: Merchant, r: Rng): void {
  const dob: DateFmt = r.chance(0.65) ? 'dmy' : 'mdy', start: DateFmt = r.chance(0.4) ? 'dmy' : 'mdy';
  s.text(M, 30, 'Puente Capital Group', { size: 16, font: 'Helvetica-Bold' });
  s.text(M, 49, '2290 NW 7th St, Miami, FL 33125  \u00b7  (305) 555-0177  \u00b7  solicitudes@puentecapital.com', { size: 7 });
  s.text(W - M - 260, 30, 'Solicitud de Anticipo Comercial', { size: 11, font: 'Helvetica-Bold', width: 260, align: 'right' });
  s.text(W - M - 260, 44, 'Merchant Cash Advance Application', { size: 9, width: 260, align: 'right' });
  s.text(M, 64, 'Escriba con letra de molde. / Please print.  Todos los campos son obligatorios salvo indicación. / All fields required unless noted.', { size: 6.8 });
  let y = section(s, 76, 'INFORMACIÓN DEL NEGOCIO / BUSINESS INFORMATION');
  y = boxes(s, y, [[330, 'Nombre Legal / Legal Name', legalVal(m)], [202, 'Nombre Comercial (DBA) / Trade Name', dbaVal(m)]]);
  y = boxes(s, y, [[240, 'Dirección / Street Address', decoy('street', m.address.street)], [140, 'Ciudad / City', decoy('city', m.address.city)],
    [60, 'Estado / State', regionVal(m)], [92, 'Código Postal / ZIP', decoy('zip', m.address.postal)]]);
  y = boxes(s, y, [[170, 'Núm. de Identificación Fiscal / Federal Tax ID (EIN)', taxVal(m)], [170, `Fecha de Inicio / Business Start Date ${CAPTION[start]}`, startVal(m, start)],
    [192, 'Estado de Constitución / State of Incorporation', decoy('incorporated', m.incorporated)]]);
  const es = SPANISH[m.industryText], trade = es && r.chance(0.7) ? `${es} / ${m.industryText}` : m.industryText;
  y = boxes(s, y, [[250, 'Tipo de Negocio / Type of Business', { key: 'industry', text: trade, fields: { industry: industryOf(trade) } }],
    [120, 'Teléfono / Phone', decoy('phone', m.phone)], [162, 'Correo Electrónico / E-mail', decoy('email', m.email)]]);
  s.rect(M, y, W - 2 * M, H, 0.5);
  s.text(M + 3, y + 2.5, 'Tipo de Entidad / Entity Type', { size: 5.8, color: '#333333' });
  const chosen = r.chance(0.07) ? null : { corp: 0, scorp: 1, llc: 2, partnership: 3, sole: 4, ulc: null }[m.kind];
  s.ticks(M + 8, y + 13, 'entity', ENTITIES.map(([l, en]): Opt => ({ label: l, fields: { type_of_entity: entityOf(en, 'US') } })), chosen, { boxes: true, size: 7.5, gap: 14 });
  y += H;
  const rent = r.chance(0.7);
  y = boxes(s, y, [[110, '¿Propio o Alquilado? / Own or Rent', decoy('own_rent', rent ? 'Alquilado / Rent' : 'Propio / Own')],
    [252, 'Arrendador / Landlord', decoy('landlord', rent ? m.landlord : null)], [170, 'Teléfono del Arrendador / Landlord Phone', decoy('landlord_phone', rent ? m.landlordPhone : null)]]);
  y = section(s, y + 10, 'SOLICITUD DE FONDOS / FUNDING REQUEST');
  y = boxes(s, y, [[140, 'Monto Solicitado / Amount Requested', amountVal(m, r)], [130, 'Pago Propuesto / Proposed Payment', paymentVal(m, r)],
    [110, 'Número de Pagos / No. of Payments', countVal(m)], [152, 'Uso de Fondos / Use of Funds', decoy('use', m.useOfFunds)]]);
  s.rect(M, y, W - 2 * M, H, 0.5);
  s.text(M + 3, y + 2.5, 'Frecuencia de Pago / Payment Frequency', { size: 5.8, color: '#333333' });
  const f = FREQS.findIndex(([, id]) => id === m.frequency);
  s.ticks(M + 8, y + 13, 'payment_frequency', FREQS.map(([l, id]): Opt => ({ label: l, fields: { payment_frequency: id } })), f < 0 ? null : f, { boxes: true, size: 7.5, gap: 20 });
  y += H;
  y = boxes(s, y, [[200, 'Ventas Mensuales Promedio / Avg. Monthly Sales', decoy('monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`)],
    [332, 'Anticipos Existentes / Existing Advances (funder, balance)', decoy('funder', funderLine(m, r))]]);
  y = section(s, y + 10, 'INFORMACIÓN BANCARIA Y REFERENCIAS / BANK INFORMATION AND REFERENCES');
  y = boxes(s, y, [[200, 'Banco / Bank', decoy('bank', m.bank)], [150, 'Número de Ruta / Routing Number', decoy('routing', m.routing)],
    [182, 'Número de Cuenta / Account Number', decoy('account', m.account)]]);
  y = boxes(s, y, [[266, 'Referencia Comercial 1 / Trade Reference 1', decoy('reference1', m.refs[0]!)], [266, 'Referencia Comercial 2 / Trade Reference 2', decoy('reference2', m.refs[1]!)]]);
  boxes(s, y + 10, [[266, 'Agente / ISO Representative', decoy('iso_rep', m.isoRep)]]);

  s.addPage();
  y = section(s, 36, 'PROPIETARIOS / OWNERS  (todos con 20% o más / all owners of 20% or more)');
  for (let j = 0; j < Math.max(2, m.owners.length); j++) {
    const o = m.owners[j], b = (k: string): Val => ({ key: `owner${j + 1}_${k}`, text: null });
    s.text(M, y + 6, `Propietario ${j + 1} / Owner ${j + 1}`, { size: 8, font: 'Helvetica-Bold' });
    y += 17;
    y = boxes(s, y, [[150, 'Nombre(s) / First Name(s)', o ? firstVal(j, o, r.chance(0.3)) : b('first')], [170, 'Apellido(s) / Last Name(s)', o ? lastVal(j, o) : b('last')],
      [110, 'Cargo / Title', o ? titleVal(j, o) : b('title')], [102, '% de Propiedad / % Ownership', o ? pctVal(j, o, r) : b('pct')]]);
    y = boxes(s, y, [[140, 'Seguro Social o ITIN / SSN or ITIN', o ? idVal(j, o) : b('taxid')], [170, `Fecha de Nacimiento / Date of Birth ${CAPTION[dob]}`, o ? dobVal(j, o, dob) : b('dob')],
      [110, 'Puntaje de Crédito / Credit Score', o ? creditVal(j, o) : b('credit')], [112, 'Teléfono Celular / Cell Phone', b('cell')]]);
    y = boxes(s, y, [[W - 2 * M, 'Domicilio Particular / Home Address', o ? homeVal(j, o) : b('home')]]);
  }
  y = section(s, y + 12, 'AUTORIZACIÓN / AUTHORIZATION');
  s.text(M, y + 5, 'Al firmar, cada propietario certifica que la información es verdadera y autoriza la verificación de crédito y referencias.', { size: 7, width: W - 2 * M });
  s.text(M, y + 16, AUTH, { size: 6.8, width: W - 2 * M });
  y += 78;
  for (let k = 0; k < 2; k++) {
    s.rule(M + k * 270, y, M + k * 270 + 170, 0.6); s.rule(M + k * 270 + 180, y, M + k * 270 + 250, 0.6);
    s.text(M + k * 270, y + 3, `Firma / Signature (Propietario ${k + 1})`, { size: 6.3 }); s.text(M + k * 270 + 180, y + 3, 'Fecha / Date', { size: 6.3 });
  }
  s.everyPage((p, n) => s.text(M, 756, `PCG-SOL-2 (ES/EN)  \u00b7  Página ${p} de ${n} / Page ${p} of ${n}`, { size: 6.5, width: W - 2 * M, align: 'right' }));
}

export const PUENTE: Layout = { name: 'puente', broker: 'Puente Capital Group', landscape: false, countries: ['US'], maxOwners: 4, typedFont: 'Helvetica', draw };
