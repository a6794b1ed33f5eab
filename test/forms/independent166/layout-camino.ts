// El Camino Merchant Services (an ISO in Los Angeles): a two-page grid heavy with checkbox rows (entity with an
// "Otro / Other" line, premises, frequency, use of funds, "any advances?"), start date MM/DD/AA, owners in a 2x2 grid of
// blocks on page 2 with separate first and last names. Its fillable version names fields `Text12` / `Check Box7`.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import type { Layout } from './index.ts';
import { makeMerchant, type Merchant } from './model.ts';
import * as P from './parts.ts';
import { fmtDate, fmtMoney } from './fmt.ts';
import { ROLES_BILINGUAL } from './data.ts';
import type { V } from './ui.ts';

type Cell = [w: number, label: string, key: string, v: V];
const ENTITY: readonly (readonly [string | null, string, string])[] = [['c_corporation', 'Corp.', 'Corp'], ['s_corporation', 'S Corp', 'SCorp'],
  ['llc', 'LLC', 'LLC'], ['limited_partnership', 'LP', 'LP'], ['sole_proprietorship', 'Propietario único / Sole Prop.', 'SoleProp'],
  [null, 'Otro / Other:', 'Other']];

/** A row of cells from x0: label strip on top (uppercase, 5.8 pt), value under it. */
function row(c: Canvas, y: number, cells: Cell[], x0 = 36, h = 26): void {
  let x = x0;
  for (const [w, label, key, v] of cells) {
    c.rect(x, y, w, h, { stroke: '#000000', width: 0.7 });
    c.rect(x + 0.4, y + 0.4, w - 0.8, 8.5, { fill: '#e6e6e6' });
    c.text(x + 2.5, y + 2, label.toUpperCase(), { size: 5.8, bold: true });
    if (v) c.value(key, x + 3, y + 12.5, w - 6, v.text, v.fields && !Object.keys(v.fields).length ? null : v.fields, label, 8.5);
    x += w;
  }
}
function band(c: Canvas, y: number, s: string): void {
  c.rect(36, y, 540, 13, { fill: '#111111' });
  c.text(40, y + 3, s, { size: 7.5, bold: true, color: '#ffffff' });
}
const d = (text: string): V => ({ text, fields: null });

function ownerBlock(c: Canvas, m: Merchant, r: number, x: number, y: number, rng: Rng, showScore: boolean): void {
  const o = m.owners[r];
  c.rect(x, y, 268, 12, { fill: '#444444' });
  c.text(x + 4, y + 3, `DUEÑO / OWNER #${r + 1}`, { size: 7, bold: true, color: '#ffffff' });
  const roleText = m.entityId === 'sole_proprietorship' ? 'Owner' : rng.pick(ROLES_BILINGUAL);
  row(c, y + 12, [[124, 'Nombre / First name', `owner${r}.first`, o ? { text: `${o.first}${o.mi ? ` ${o.mi}` : ''}`, fields: { [P.ap(r, 'first_name')]: o.first } } : null],
    [144, 'Apellido(s) / Last name', `owner${r}.last`, o ? { text: o.last, fields: { [P.ap(r, 'last_name')]: o.last } } : null]], x);
  row(c, y + 38, [[150, 'Cargo / Title', `owner${r}.role`, o ? P.role(roleText, r) : null],
    [118, '% de propiedad / Ownership', `owner${r}.pct`, o ? P.pct(o, r, rng.chance(0.5)) : null]], x);
  row(c, y + 64, [[134, 'Seguro Social o ITIN / SSN or ITIN', `owner${r}.tax`, o ? P.ownerTax(o, r, rng.chance(0.1), rng) : null],
    [134, 'Nacimiento / DOB (MM/DD/AAAA)', `owner${r}.dob`, o ? P.dob(o, r, 'mdy') : null]], x);
  row(c, y + 90, [[134, 'Puntaje de crédito / Credit score', `owner${r}.score`, o && showScore ? P.score(o, r) : null],
    [134, 'Celular / Cell phone', 'owner.cell', o ? d(`(${m.city.area}) ${rng.int(201, 989)}-${rng.digits(4)}`) : null]], x);
  row(c, y + 116, [[268, 'Domicilio / Home address', 'owner.home', o ? d(`${o.home.street}, ${o.home.city.city}, ${o.home.city.state} ${o.home.zip}`) : null]], x);
}

function draw(c: Canvas, rng: Rng): { country: 'US' | 'CA' } {
  const m = makeMerchant(rng.fork('merchant'), { doubleSurnames: true });
  const showScore = rng.chance(0.7), rents = rng.chance(0.75);
  c.addPage();
  c.text(36, 24, 'EL CAMINO', { size: 20, bold: true });
  c.text(36, 46, 'MERCHANT SERVICES  ·  Los Angeles, CA', { size: 8, bold: true, color: '#b22222' });
  c.text(300, 24, 'SOLICITUD DE CAPITAL / CAPITAL APPLICATION', { size: 10, bold: true, width: 276, align: 'right' });
  c.text(300, 40, 'Escriba con letra clara · Please print clearly', { size: 7, width: 276, align: 'right', color: '#555555' });
  let y = 64;
  band(c, y, '1. DATOS DEL NEGOCIO / BUSINESS DATA');
  y += 13;
  row(c, y, [[360, 'Nombre legal / Legal name', 'legal_name', P.legal(m)], [180, 'Fecha de inicio / Start date (MM/DD/AA)', 'start', P.start(m, 'mdy2')]]);
  y += 26;
  row(c, y, [[270, 'Nombre comercial / DBA', 'dba', P.dba(m, rng)], [270, 'Tipo de negocio / Business type', 'industry', P.industry(m)]]);
  y += 26;
  row(c, y, [[240, 'Dirección / Street address', 'street', d(m.street)], [130, 'Ciudad / City', 'city', d(m.city.city)],
    [70, 'Estado / State', 'state', P.state(m, rng, false)], [100, 'C.P. / ZIP', 'zip', d(m.zip)]]);
  y += 26;
  row(c, y, [[130, 'Teléfono / Phone', 'phone', d(m.phone)], [160, 'Correo / E-mail', 'email', d(m.email)],
    [250, 'Núm. de identificación fiscal (EIN) / Federal Tax ID', 'tax_id', P.bizTax(m, rng, true)]]);
  y += 26;
  row(c, y, [[540, 'Tipo de entidad / Entity type', '', null]], 36, 24);
  let x = 42;
  const listed = ENTITY.some(([id]) => id === m.entityId);
  for (const [id, label, on] of ENTITY) {
    const checked = id === null ? !listed : id === m.entityId;
    x += c.check(id ? 'entity' : 'entity_other_box', x, y + 12, label, checked, id ? P.entityFields(id) : null, { onState: on }) + 14;
  }
  if (!listed) c.value('entity', x - 10, y + 11, 570 - x, P.entityText(m.entityId, rng), P.entityFields(m.entityId), 'Otro / Other:', 8);
  y += 24;
  row(c, y, [[150, 'Local / Premises', '', null], [250, 'Arrendador / Landlord', 'landlord.name', rents ? d(m.landlord.name) : null],
    [140, 'Renta mensual / Monthly rent', 'landlord.rent', rents ? d(fmtMoney(m.landlord.rent, 'us$')) : null]]);
  c.check('premises', 42, y + 13, 'Propio / Own', !rents, null, { onState: 'Own' });
  c.check('premises', 100, y + 13, 'Renta / Rent', rents, null, { onState: 'Rent' });
  y += 34;
  band(c, y, '2. FINANCIAMIENTO / FUNDING');
  y += 13;
  row(c, y, [[180, 'Monto solicitado / Amount requested', 'amount', P.money(m.amount, 'us$', 'requested_amount')],
    [180, 'Pago / Payment amount', 'payment', P.money(m.payment, 'us$cents', 'requested_payment')],
    [180, 'Núm. de pagos / # of payments', 'npay', P.npay(m)]]);
  y += 26;
  row(c, y, [[540, 'Frecuencia de pago / Payment frequency', '', null]], 36, 24);
  x = 42;
  for (const [f, label] of P.FREQ_LABELS.bilingual) x += c.check('freq', x, y + 12, label, f === m.freq, { 'application.payment_frequency': f }, { onState: f }) + 18;
  y += 24;
  row(c, y, [[540, 'Uso de fondos / Use of funds', '', null]], 36, 24);
  x = 42;
  const use = rng.int(0, 4);
  ['Inventario / Inventory', 'Equipo / Equipment', 'Nómina / Payroll', 'Deudas / Debt', 'Expansión / Expansion'].forEach((u, i) => {
    x += c.check('use', x, y + 12, u, i === use, null) + 16;
  });
  y += 32;
  band(c, y, '3. VENTAS Y ADELANTOS / SALES AND ADVANCES');
  y += 13;
  row(c, y, [[180, 'Ventas mensuales / Monthly sales', 'monthly_sales', d(fmtMoney(m.monthlySales, 'us$'))],
    [180, 'Ventas con tarjeta / Card sales', 'card_sales', d(fmtMoney(Math.round(m.monthlySales * 0.6 / 100) * 100 + 50, 'us$'))],
    [180, 'Procesador / Processor', 'processor', d(rng.pick(['Clover', 'Square', 'First Data', 'Toast']))]]);
  y += 26;
  c.text(42, y + 6, '¿Tiene adelantos actuales? / Any current advances?', { size: 7 });
  c.check('has_advances', 250, y + 5, 'Sí / Yes', m.advances.length > 0, null, { onState: 'Si' });
  c.check('has_advances', 300, y + 5, 'No', m.advances.length === 0, null, { onState: 'No' });
  y += 20;
  for (let r = 0; r < 2; r++) {
    const a = m.advances[r];
    row(c, y, [[240, 'Compañía / Funder', 'advance.funder', a ? d(a.funder) : null], [150, 'Saldo / Balance', 'advance.balance', a ? d(fmtMoney(a.balance, 'us$')) : null],
      [150, 'Pago / Payment', 'advance.payment', a ? d(fmtMoney(a.payment, 'us$cents')) : null]]);
    y += 26;
  }
  y += 8;
  row(c, y, [[270, 'Agente / Agent', 'iso.name', d(m.iso.name)], [270, 'Tel. del agente / Agent phone', 'iso.phone', d(m.iso.phone)]]);
  c.text(36, 760, 'El Camino Merchant Services · ECMS-2P rev. 03 · Página 1 de 2', { size: 6, color: '#777777' });

  c.addPage();
  band(c, 36, '4. DUEÑOS (20% O MÁS) / OWNERS (20% OR MORE)');
  for (let r = 0; r < 4; r++) ownerBlock(c, m, r, r % 2 ? 308 : 36, 54 + Math.floor(r / 2) * 152, rng, showScore);
  y = 364;
  band(c, y, '5. REFERENCIAS COMERCIALES / TRADE REFERENCES');
  y += 13;
  for (const ref of m.refs) {
    row(c, y, [[240, 'Nombre / Name', 'ref.name', d(ref.name)], [150, 'Contacto / Contact', 'ref.contact', d(ref.contact)], [150, 'Teléfono / Phone', 'ref.phone', d(ref.phone)]]);
    y += 26;
  }
  y += 8;
  band(c, y, '6. AUTORIZACIÓN Y FIRMAS / AUTHORIZATION AND SIGNATURES');
  c.text(36, y + 18, 'Los abajo firmantes autorizan a El Camino Merchant Services y a sus financiadores a verificar esta información y a ' +
    'obtener reportes de crédito. The undersigned authorize El Camino Merchant Services and its funders to verify this information and ' +
    'to obtain credit reports.', { size: 6.8, width: 540, color: '#333333' });
  y += 56;
  for (let r = 0; r < m.owners.length; r++) {
    const x0 = 36 + (r % 2) * 275, y0 = y + Math.floor(r / 2) * 40;
    c.signature(x0 + 8, y0, 140);
    c.rule(x0, y0 + 16, x0 + 170, y0 + 16);
    c.rule(x0 + 180, y0 + 16, x0 + 262, y0 + 16);
    c.text(x0, y0 + 19, `Firma / Signature #${r + 1}`, { size: 6 });
    c.text(x0 + 180, y0 + 19, 'Fecha / Date', { size: 6 });
    c.value('signed_date', x0 + 182, y0 + 4, 80, fmtDate(m.signed, 'mdy2'), null, 'Fecha / Date', 8);
  }
  c.text(36, 760, 'El Camino Merchant Services · ECMS-2P rev. 03 · Página 2 de 2', { size: 6, color: '#777777' });
  return { country: m.country };
}

export const camino: Layout = { broker: 'El Camino Merchant Services', title: 'ECMS Capital Application', genericFields: true,
  typedFont: 'Helvetica', draw };
