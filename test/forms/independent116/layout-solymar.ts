// Sol y Mar Business Capital LLC (Miami, FL): English/Spanish labels stacked at the left of each underline, entity
// checkboxes "Corporation / Corporación", sole proprietors writing an SSN or ITIN as the tax ID, separate "Nombre" and
// "Apellido(s)" fields (double Spanish surnames), MM/DD/YYYY dates, "Sí / No" questions, Latin-style amounts now and
// then, merchants in FL, TX, CA and other states with a state of incorporation that may differ (decoy).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import { BIZ_ES, bizNames, ein, fmtDate, fmtEin, fmtMoney, fmtSsn, isoDate, masked, phoneUs, usPlace } from './data.ts';
import { bilingualEntityId, entityId, industryId } from './refs.ts';
import { dbaChoice, existingAdvances, makeOwners, ownerCount, request } from './model.ts';

const ORANGE = '#c2571a', DARK = '#1d3b4f';
const L = 36, W = 540;

/** Stacked label (English bold, Spanish grey italic) at the left, value on an underline to its right. */
function row(s: Sheet, x: number, y: number, w: number, lw: number, en: string, es: string): [number, number, number, number] {
  s.text(en, x, y + 1, { size: 6.5, font: 'bold', color: DARK });
  s.text(es, x, y + 9, { size: 6, font: 'italic', color: '#666' });
  s.line(x + lw, y + 16, x + w - 6, y + 16, 0.5);
  return [x + lw, y + 2, w - lw - 8, 14];
}
function head(s: Sheet, y: number, en: string, es: string): void {
  s.text(en, L, y, { size: 9, font: 'bold', color: ORANGE });
  const w = s.doc.font('bold').fontSize(9).widthOfString(en);
  s.text(' | ' + es, L + w, y + 0.5, { size: 8, font: 'italic', color: '#666' });
  s.line(L, y + 12, L + W, y + 12, 1, ORANGE);
}

const ENT: [string, string][] = [['Corporation', 'Corporación'], ['LLC', 'Compañía de Responsabilidad Limitada'], ['Sole Proprietor', 'Dueño único'],
  ['Partnership', 'Sociedad'], ['S-Corp', 'Corporación S']];

export function drawSolymar(s: Sheet, rng: Rng): void {
  s.valueFont = rng.pick(['sans', 'narrow', 'mono']);
  const st = rng.weighted([['FL', 5], ['TX', 3], ['CA', 3], ['AZ', 0.6], ['NM', 0.4], ['IL', 0.5], ['NJ', 0.5], ['NY', 0.5], ['GA', 0.4], ['NV', 0.4]] as const);
  const k = rng.weighted([[0, 2], [1, 5], [2, 2], [3, 0.7], [4, 1], [5, 0.6]] as const);
  const other = k === 5 ? rng.pick(['PLLC', 'Non-Profit', 'LLP', 'Professional Association']) : null;
  const n = k === 2 ? 1 : k === 3 || other === 'LLP' ? Math.max(2, ownerCount(rng)) : ownerCount(rng);
  const owners = makeOwners(rng, n, { langs: ['es', 'es', 'es', 'en-us'], country: 'US', oneTokenFirst: false, region: st });
  const { stem, dba } = bizNames(rng, 'es');
  const o0 = owners[0]!;
  const legal = k === 0 ? `${stem}, ${rng.pick(['Inc.', 'Corp.', 'Inc'])}` : k === 1 ? `${stem} ${rng.pick(['LLC', 'L.L.C.', 'LLC'])}` : k === 2 ? `${o0.p.first} ${o0.p.last}`
    : k === 3 ? `${stem} Partners` : k === 4 ? `${stem}, Inc.` : other === 'PLLC' ? `${stem} PLLC` : other === 'LLP' ? `${stem} LLP`
      : other === 'Professional Association' ? `${o0.p.last} Dental, P.A.` : `Fundación ${stem}, Inc.`;
  const dbaC = dbaChoice(rng, legal, dba, 'es');
  const place = usPlace(rng, st);
  const req = request(rng);
  const money = (v: number): string => fmtMoney(rng, v, 'es');
  const biz = rng.pick(BIZ_ES);
  const soleSsn = k === 2 && rng.chance(0.7);
  const einD = ein(rng);

  // ---- page 1 ----
  s.doc.circle(L + 14, 44, 12).fill('#f2a33a');
  s.doc.lineWidth(1.6).strokeColor('#1f7ea8').moveTo(L, 56).bezierCurveTo(L + 8, 50, L + 18, 62, L + 30, 55).stroke().strokeColor('#000').fillColor('#000');
  s.text('Sol y Mar', L + 36, 28, { size: 17, font: 'serifb', color: DARK });
  s.text('BUSINESS CAPITAL LLC', L + 36, 47, { size: 7.5, font: 'gothicb', color: ORANGE });
  s.text('1401 Brickell Ave, Suite 800, Miami, FL 33131  ·  (305) 555-0148  ·  Se habla español', L + 36, 58, { size: 6.5 });
  s.text('BUSINESS FUNDING APPLICATION', 320, 30, { size: 11, font: 'bold', width: 256, align: 'right', color: DARK });
  s.text('Solicitud de Financiamiento Comercial', 320, 44, { size: 9, font: 'italic', width: 256, align: 'right', color: '#555' });
  s.text('Agent / Agente:', 430, 58, { size: 6.5, font: 'bold' });
  s.value('agent', rng.pick(['Yanet Morales #SM-114', 'Carlos Ibarra #SM-092', 'Diana Pérez #SM-131']), 482, 53, 96, 12, null, { size: 7 });

  let y = 76;
  head(s, y, 'BUSINESS INFORMATION', 'INFORMACIÓN DEL NEGOCIO'); y += 18;
  s.value('legal', legal, ...row(s, L, y, W, 110, 'Legal Business Name', 'Nombre legal del negocio'), { legal_name: legal }); y += 21;
  s.value('dba', dbaC.text, ...row(s, L, y, W, 110, 'DBA', 'Nombre comercial'), dbaC.truth ? { trade_name: dbaC.truth } : null); y += 21;
  s.text('Entity Type', L, y + 1, { size: 6.5, font: 'bold', color: DARK }); s.text('Tipo de entidad', L, y + 9, { size: 6, font: 'italic', color: '#666' });
  ENT.forEach(([en, es], i) => {
    const x = L + 110 + (i % 3) * 145, yy = y + Math.floor(i / 3) * 11;
    const label = `${en} / ${es}`;
    s.check(`ent_${i}`, x, yy, 7, k === i, label, k === i ? { type_of_entity: bilingualEntityId([en, es], 'US') } : null);
    s.text(label, x + 10, yy + 0.5, { size: 6.2 });
  });
  s.check('ent_other', L + 110 + 2 * 145, y + 11, 7, k === 5, 'Other / Otro', null);
  s.text('Other / Otro:', L + 110 + 2 * 145 + 10, y + 11.5, { size: 6.2 });
  s.line(L + 110 + 2 * 145 + 56, y + 19, L + W, y + 19, 0.4);
  s.value('ent_other_text', other, L + 110 + 2 * 145 + 56, y + 8, 85, 11, other ? { type_of_entity: entityId(other, 'US') } : null, { size: 8 }); y += 25;
  const taxD = soleSsn ? o0.taxId : einD;
  const taxText = soleSsn ? fmtSsn(taxD) : fmtEin(taxD);
  s.value('taxid', taxText, ...row(s, L, y, 280, 110, 'Federal Tax ID (EIN)', 'Núm. de identificación fiscal'),
    { business_tax_id: taxD, business_tax_id_type: soleSsn ? (taxD.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN', business_tax_id_country: 'US' });
  const start = [rng.int(1995, 2022), rng.int(1, 12), rng.int(1, 28)] as [number, number, number];
  s.value('start', rng.chance(0.88) ? fmtDate(start, 'mdy') : fmtDate(start, 'es-words'),
    ...row(s, L + 280, y, 260, 110, 'Business Start Date', 'Fecha de inicio (MM/DD/AAAA)'), { business_start_date: isoDate(...start) }); y += 21;
  s.value('street', place.street, ...row(s, L, y, W, 110, 'Physical Address', 'Dirección física (no P.O. Box)'), null); y += 21;
  s.value('city', place.city, ...row(s, L, y, 250, 110, 'City', 'Ciudad'), null);
  s.value('state', place.region, ...row(s, L + 250, y, 130, 60, 'State', 'Estado'), { state_region: place.region, country: 'United States' });
  s.value('zip', place.postal, ...row(s, L + 380, y, 160, 70, 'ZIP', 'Código postal'), null); y += 21;
  s.value('phone', phoneUs(rng), ...row(s, L, y, 250, 110, 'Business Phone', 'Teléfono del negocio'), null);
  s.value('email', rng.chance(0.8) ? o0.email : null, ...row(s, L + 250, y, 290, 70, 'Email', 'Correo electrónico'), null); y += 21;
  s.value('type', biz, ...row(s, L, y, 330, 110, 'Type of Business', 'Tipo de negocio'), { industry: industryId(biz) });
  const inc = k === 0 || k === 1 || k === 4 ? (rng.chance(0.35) ? rng.pick(['DE', 'Delaware', 'WY', 'NV']) : st) : null;
  s.value('inc_state', inc, ...row(s, L + 330, y, 210, 100, 'State of Incorporation', 'Estado de constitución'), null); y += 21;
  const rent = rng.chance(0.75);
  s.text('Own or rent?', L, y + 1, { size: 6.5, font: 'bold', color: DARK }); s.text('¿Propio o alquilado?', L, y + 9, { size: 6, font: 'italic', color: '#666' });
  s.check('own', L + 110, y + 3, 7, !rent, 'Own / Propio', null); s.text('Own / Propio', L + 120, y + 3.5, { size: 6.2 });
  s.check('rent', L + 170, y + 3, 7, rent, 'Rent / Alquilado', null); s.text('Rent / Alquilado', L + 180, y + 3.5, { size: 6.2 });
  s.value('landlord', rent ? rng.pick(['Coral Way Plaza LLC', 'Brickell Holdings Group', 'Westchester Mall Mgmt', 'Plaza del Sol Realty']) : null,
    ...row(s, L + 250, y, 290, 70, 'Landlord', 'Arrendador'), null); y += 21;
  s.value('rent_amt', rent ? money(rng.int(12, 90) * 100) : null, ...row(s, L, y, 250, 110, 'Monthly Rent', 'Renta mensual'), null);
  s.value('employees', String(rng.int(1, 35)), ...row(s, L + 250, y, 290, 70, 'Employees', 'Empleados'), null); y += 26;

  head(s, y, 'FUNDING REQUEST', 'SOLICITUD DE FONDOS'); y += 18;
  s.value('amount', money(req.amount), ...row(s, L, y, 250, 110, 'Amount Requested', 'Cantidad solicitada'), { requested_amount: req.amount });
  s.value('sales', money(rng.int(20, 300) * 1000), ...row(s, L + 250, y, 290, 100, 'Avg. Monthly Sales', 'Ventas mensuales promedio'), null); y += 21;
  s.value('use', rng.pick(['Inventario / Inventory', 'Equipo nuevo', 'Working capital', 'Remodelación del local', 'Nómina / Payroll', 'Second location']),
    ...row(s, L, y, W, 110, 'Use of Funds', 'Uso de los fondos'), null); y += 24;
  const adv = existingAdvances(rng, false);
  s.text('Any open advances or loans?  /  ¿Tiene adelantos o préstamos abiertos?', L, y, { size: 6.8, font: 'bold', color: DARK });
  s.check('adv_si', L + 270, y - 1, 7, adv.length > 0, 'Sí / Yes', null); s.text('Sí / Yes', L + 280, y, { size: 6.5 });
  s.check('adv_no', L + 320, y - 1, 7, adv.length === 0, 'No', null); s.text('No', L + 330, y, { size: 6.5 }); y += 12;
  const cols: [string, number][] = [['Funder / Compañía', 240], ['Balance / Saldo', 150], ['Payment / Pago', 150]];
  let x = L;
  for (const [h, w] of cols) { s.fill(x, y, w, 11, '#f6e3d6'); s.box(x, y, w, 11, 0.4); s.text(h, x + 3, y + 2.5, { size: 6.3, font: 'bold' }); x += w; }
  y += 11;
  for (let r = 0; r < 2; r++) {
    const a = adv[r];
    x = L;
    cols.forEach(([, w], j) => {
      s.box(x, y, w, 16, 0.4);
      s.value(`adv${r}_${j}`, a ? (j === 0 ? a.funder : money(j === 1 ? a.balance : a.payment)) : null, x + 1, y + 1, w - 2, 14, null, { size: 8.5 });
      x += w;
    });
    y += 16;
  }
  y += 8;
  s.text('Has the business or any owner filed for bankruptcy?  /  ¿Ha declarado bancarrota el negocio o algún dueño?', L, y, { size: 6.8, font: 'bold', color: DARK });
  const bk = rng.chance(0.08);
  s.check('bk_si', L + 370, y - 1, 7, bk, 'Sí / Yes', null); s.text('Sí / Yes', L + 380, y, { size: 6.5 });
  s.check('bk_no', L + 420, y - 1, 7, !bk, 'No', null); s.text('No', L + 430, y, { size: 6.5 }); y += 18;
  head(s, y, 'BANK INFORMATION', 'INFORMACIÓN BANCARIA'); y += 18;
  s.value('bank', rng.pick(['Bank of America', 'Chase', 'Wells Fargo', 'BBVA USA', 'Amerant Bank', 'International Bank of Commerce']),
    ...row(s, L, y, 200, 60, 'Bank', 'Banco'), null);
  s.value('routing', rng.pick(['0', '1', '2']) + rng.digits(8), ...row(s, L + 200, y, 160, 60, 'Routing #', 'Número de ruta'), null);
  s.value('account', rng.digits(rng.int(9, 12)), ...row(s, L + 360, y, 180, 60, 'Account #', 'Número de cuenta'), null);
  s.text('SMBC-APP-ES 03/2024', L, 762, { size: 6, color: '#777' }); s.text('Página 1 de 2 / Page 1 of 2', L, 762, { size: 6, color: '#777', width: W, align: 'right' });

  // ---- page 2 ----
  s.newPage();
  y = 36;
  head(s, y, 'OWNER INFORMATION (ALL OWNERS 20%+)', 'INFORMACIÓN DE LOS PROPIETARIOS (20% O MÁS)'); y += 18;
  for (let i = 0; i < 4; i++) {
    const o = owners[i], a = `applicants[${i}]`;
    s.text(`Owner ${i + 1} / Propietario ${i + 1}`, L, y, { size: 7.5, font: 'bold', color: ORANGE }); y += 11;
    s.value(`o${i}_first`, o?.p.first ?? null, ...row(s, L, y, 200, 64, 'First Name', 'Nombre'), o ? { [`${a}.first_name`]: o.p.first } : null);
    s.value(`o${i}_last`, o?.p.last ?? null, ...row(s, L + 200, y, 200, 64, 'Last Name(s)', 'Apellido(s)'), o ? { [`${a}.last_name`]: o.p.last } : null);
    s.value(`o${i}_pct`, o ? `${o.pct}%` : null, ...row(s, L + 400, y, 140, 70, '% Ownership', '% de propiedad'), o ? { [`${a}.ownership`]: o.pct } : null); y += 21;
    s.value(`o${i}_title`, o?.title ?? null, ...row(s, L, y, 200, 64, 'Title', 'Cargo'), o ? { [`${a}.role`]: o.title } : null);
    const tt = o ? (o.taxType === 'ITIN' ? 'ITIN' : 'SSN') : null;
    s.value(`o${i}_ssn`, o ? (o.masked ? masked(rng, o.taxId, 'ssn') : fmtSsn(o.taxId)) : null, ...row(s, L + 200, y, 200, 64, 'SSN or ITIN', 'Seguro Social o ITIN'),
      o && !o.masked ? { [`${a}.tax_id`]: o.taxId, [`${a}.tax_id_type`]: tt, [`${a}.tax_id_country`]: 'US' } : null);
    s.value(`o${i}_score`, o?.score ? String(o.score) : null, ...row(s, L + 400, y, 140, 70, 'Credit Score', 'Puntaje de crédito'), o?.score ? { [`${a}.credit_score`]: o.score } : null); y += 21;
    s.value(`o${i}_dob`, o ? fmtDate(o.dob, 'mdy') : null, ...row(s, L, y, 200, 64, 'DOB (MM/DD/YYYY)', 'Fecha de nacimiento'), o ? { [`${a}.date_of_birth`]: isoDate(...o.dob) } : null);
    s.value(`o${i}_home`, o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : null, ...row(s, L + 200, y, 340, 64, 'Home Address', 'Dirección de casa'), null); y += 21;
    s.value(`o${i}_cell`, o?.cell ?? null, ...row(s, L, y, 200, 64, 'Cell Phone', 'Celular'), null);
    s.value(`o${i}_mail`, o?.email ?? null, ...row(s, L + 200, y, 340, 64, 'Email', 'Correo electrónico'), null); y += 26;
  }
  head(s, y, 'TRADE REFERENCES', 'REFERENCIAS COMERCIALES'); y += 18;
  for (let r = 0; r < 2; r++) {
    s.value(`ref${r}`, rng.pick(['Restaurant Depot', 'Sysco South Florida', 'Goya Foods', 'Cintas', 'Jetro Cash & Carry', 'US Foods']),
      ...row(s, L, y, 300, 64, 'Company', 'Compañía'), null);
    s.value(`ref${r}_ph`, phoneUs(rng), ...row(s, L + 300, y, 240, 64, 'Phone', 'Teléfono'), null); y += 21;
  }
  y += 6;
  s.text('AUTHORIZATION. Each undersigned owner certifies that all information is true and authorizes Sol y Mar Business Capital LLC and its funding ' +
    'partners to obtain consumer and business credit reports, verify bank accounts and contact references. A photocopy or electronic copy of this ' +
    'authorization is as valid as the original.', L, y, { size: 6.2, width: W, wrap: true }); y += 28;
  s.text('AUTORIZACIÓN. Cada propietario firmante certifica que toda la información es verdadera y autoriza a Sol y Mar Business Capital LLC y a sus ' +
    'socios financieros a obtener informes de crédito personales y comerciales, verificar cuentas bancarias y contactar referencias.', L, y,
  { size: 6.2, width: W, wrap: true, font: 'italic', color: '#444' }); y += 26;
  for (let i = 0; i < Math.min(2, owners.length) || i < 1; i++) {
    const sx = L + i * 275;
    s.line(sx, y + 18, sx + 175, y + 18); s.line(sx + 185, y + 18, sx + 265, y + 18);
    s.text(`Signature / Firma (Owner ${i + 1})`, sx, y + 20, { size: 6 }); s.text('Date / Fecha', sx + 185, y + 20, { size: 6 });
    if (s.style !== 'fillable') s.signature(sx + 8, y + 12, 150);
  }
  s.text('Spanish translation provided for convenience; the English version governs. / La traducción al español se ofrece por conveniencia; rige la versión en inglés.',
    L, 748, { size: 5.8, font: 'italic', width: W, color: '#555' });
  s.text('SMBC-APP-ES 03/2024', L, 762, { size: 6, color: '#777' }); s.text('Página 2 de 2 / Page 2 of 2', L, 762, { size: 6, color: '#777', width: W, align: 'right' });
}
