// Layout es_us_texas: "Fondos del Valle Capital", a McAllen broker for Texas and the Southwest. Two pages of boxed
// cells under black bars (the classic MCA grid), all Spanish: entity type as free text, a sole proprietor's SSN or
// ITIN as the tax id, payment terms with a frequency row, an existing-advances table, owners in a table with full
// names ("Nombre Apellido" or "Apellido, Nombre"), dates written out ("12 de marzo de 2015") or DD/MM/AAAA.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Look, Sheet } from './draw.ts';
import { makeMerchant, type Freq } from './data.ts';
import { day, fmtDate, fmtEin, fmtMoney, fmtSsn, iso, type MoneyStyle } from './numbers.ts';
import { A, bar, cellField, cellRow, dbaChoice, grid, ownerTaxId, pctText } from './parts.ts';
import { entityOf, industryOf, regionName } from './reference.ts';
import { US_WEST } from './words.ts';

const X0 = 36, W = 540, H = 24;

export const texas = {
  broker: 'Fondos del Valle Capital',
  country: 'US' as const,
  title: 'Solicitud de Adelanto de Capital',
  look: (rng: Rng): Look => ({ valueFont: rng.pick(['Helvetica', 'Times-Roman']), valueSize: 10, valueColor: '#000000', ink: rng.pick(['#15308f', '#262626']),
    mark: rng.pick(['x', 'check'] as const) }),
  draw,
};

const ENTITY_TEXT = [['LLC', 22], ['L.L.C.', 5], ['Corporación', 12], ['Corp.', 6], ['Inc.', 8], ['S Corp', 7], ['Propietario único', 18],
  ['Sociedad colectiva', 7], ['PLLC', 3], ['', 6]] as const;
const FREQS: [string, Freq, string][] = [['Diario', 'daily', 'Diario'], ['Semanal', 'weekly', 'Semanal'], ['Cada dos semanas', 'biweekly', 'CadaDosSemanas'],
  ['Mensual', 'monthly', 'Mensual']];

function draw(s: Sheet, rng: Rng): void {
  const entity = rng.weighted(ENTITY_TEXT);
  const entityId = entityOf(entity, 'US') ?? 'llc';
  const m = makeMerchant(rng.fork('merchant'), { lang: 'es', entityId, cities: US_WEST, awayCities: US_WEST, separateNames: false, personalTaxId: true });
  const money: MoneyStyle = rng.pick(['us', 'us', 'us_round', 'es_dots']);
  const r = rng.fork('filler');
  const dates = r.chance(0.6) ? 'long' : 'dmy';
  const hint = dates === 'dmy' ? ' (DD/MM/AAAA)' : '';
  const commaNames = r.chance(0.4);
  s.addPage();
  s.rect(X0, 28, 40, 40, { fill: '#111111', radius: 4 });
  s.text('FV', X0 + 7, 40, { size: 17, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text(texas.broker, 84, 30, { size: 15, font: 'Helvetica-Bold' });
  s.text('Financiamiento para pequeños negocios  ·  McAllen, TX  ·  (956) 555-0178', 84, 50, { size: 7.5, color: '#444444' });
  s.text('SOLICITUD DE ADELANTO DE CAPITAL', 356, 30, { size: 10, font: 'Helvetica-Bold', width: 220, align: 'right' });
  cellField(s, 'Representante / Agente ISO', 'agente_iso', m.iso, 396, 44, 180, 24);

  bar(s, 'INFORMACIÓN DEL NEGOCIO', 80, '#111111');
  const dba = dbaChoice(r, m.legal, m.dba, m.entityId === 'sole_proprietorship');
  let y = 93;
  cellRow(s, X0, y, H, [['Razón social (nombre legal)', 'razon_social', m.legal, 300, { legal_name: m.legal }],
    ['Nombre comercial (DBA)', 'dba', dba.printed, 240, dba.truth ? { trade_name: dba.truth } : {}]]);
  y += H;
  const personal = m.taxKind === 'SSN' || m.taxKind === 'ITIN';
  const taxText = r.chance(0.95) ? (personal ? fmtSsn(m.taxId) : fmtEin(m.taxId)) : null;
  const start = r.chance(0.88) ? fmtDate(m.start, dates, 'es') : null;
  cellRow(s, X0, y, H, [['Tipo de entidad', 'tipo_entidad', entity || null, 120, entity ? { type_of_entity: entityOf(entity, 'US')! } : {}],
    ['EIN (o SSN / ITIN si no tiene EIN)', 'tax_id', taxText, 140, { business_tax_id: m.taxId, business_tax_id_type: m.taxKind, business_tax_id_country: 'US' }],
    [`Fecha de inicio del negocio${hint}`, 'fecha_inicio', start, 150, { business_start_date: iso(m.start) }],
    ['Estado de incorporación', 'estado_incorporacion', personal || m.entityId === 'sole_proprietorship' ? 'N/A' : regionName(m.incorporation, 'US'), 130]]);
  y += H;
  const stateText = r.chance(0.7) ? m.address.region : regionName(m.address.region, 'US');
  cellRow(s, X0, y, H, [['Dirección física del negocio (no P.O. Box)', 'direccion', m.address.street, 260], ['Ciudad', 'ciudad', m.address.city, 120],
    ['Estado', 'estado', stateText, 60, { state_region: m.address.region, country: 'United States' }], ['Código postal', 'cp', m.address.postal, 100]]);
  y += H;
  cellRow(s, X0, y, H, [['Teléfono del negocio', 'telefono', m.phone, 130], ['Correo electrónico', 'correo', r.chance(0.8) ? m.email : null, 200],
    ['Sitio web', 'web', r.chance(0.4) ? m.website : null, 210]]);
  y += H;
  const trade = r.chance(0.93) ? m.trade : null;
  cellRow(s, X0, y, H, [['Tipo de negocio', 'tipo_negocio', trade, 220, trade && industryOf(trade) ? { industry: industryOf(trade)! } : {}],
    ['No. de empleados', 'empleados', String(m.employees), 80], ['¿Propio o rentado?', 'propio_rentado', m.landlord ? 'Rentado' : 'Propio', 100],
    ['Renta / hipoteca mensual', 'renta', m.landlord ? fmtMoney(m.landlord.rent, money) : null, 140]]);
  y += H;
  cellRow(s, X0, y, H, [['Arrendador (dueño del local) o compañía hipotecaria', 'arrendador', m.landlord?.name ?? null, 300],
    ['Teléfono del arrendador', 'tel_arrendador', m.landlord?.phone ?? null, 240]]);
  y += H + 8;

  bar(s, 'SOLICITUD DE FONDOS', y, '#111111');
  y += 13;
  const showPay = r.chance(0.7), showN = r.chance(0.65), showF = r.chance(0.85);
  cellRow(s, X0, y, H, [['Monto solicitado', 'monto', r.chance(0.95) ? fmtMoney(m.amount, money) : null, 140, { requested_amount: m.amount }],
    ['Pago propuesto', 'pago', showPay ? fmtMoney(m.payment, money) : null, 120, { requested_payment: m.payment }],
    ['Número de pagos', 'numero_pagos', showN ? String(m.payments) : null, 100, { number_of_payments: m.payments }],
    ['Uso de los fondos', 'uso', m.use, 180]]);
  y += H;
  s.rect(X0, y, W, 20, { lw: 0.6, stroke: '#2a2a2a' });
  s.text('Frecuencia de pago:', X0 + 4, y + 6.5, { size: 7.5, font: 'Helvetica-Bold' });
  const fi = FREQS.findIndex(([, f]) => f === m.freq);
  s.checks('frecuencia', FREQS.map(([label, , on], i) => ({ label, x: X0 + 100 + i * 100, y: y + 6, on })), showF ? fi : null,
    { payment_frequency: m.freq }, { radio: true });
  y += 28;

  bar(s, 'INFORMACIÓN FINANCIERA', y, '#111111');
  y += 13;
  cellRow(s, X0, y, H, [['Ventas mensuales promedio', 'ventas', fmtMoney(m.monthlySales, money), 180],
    ['Ventas mensuales con tarjeta', 'ventas_tarjeta', r.chance(0.6) ? fmtMoney(Math.round(m.monthlySales * r.float(0.3, 0.8)), money) : null, 180],
    ['Procesador de tarjetas', 'procesador', r.pick(['PagoRed', 'Swipe Central', 'TerminalPlus', null]), 180]]);
  y += H + 8;
  bar(s, 'ADELANTOS O PRÉSTAMOS EXISTENTES', y, '#111111');
  const tops = grid(s, X0, y + 15, [['Compañía', 200], ['Saldo pendiente', 120], ['Pago', 110], ['Frecuencia', 110]], 3, 18);
  tops.forEach((ty, i) => {
    const a = m.advances[i];
    s.value(`adelanto${i + 1}_compania`, a?.funder, X0 + 3, ty + 3, 194);
    s.value(`adelanto${i + 1}_saldo`, a ? fmtMoney(a.balance, money) : null, X0 + 203, ty + 3, 114);
    s.value(`adelanto${i + 1}_pago`, a ? fmtMoney(a.payment, money) : null, X0 + 323, ty + 3, 104);
    s.value(`adelanto${i + 1}_frecuencia`, a ? r.pick(['Diario', 'Semanal']) : null, X0 + 433, ty + 3, 104);
  });
  s.text('Fondos del Valle Capital — Solicitud — Página 1 de 2', X0, 760, { size: 6.5, color: '#555555', width: W, align: 'center' });
  page2(s, r, m, money, dates, commaNames);
}

function page2(s: Sheet, r: Rng, m: ReturnType<typeof makeMerchant>, money: MoneyStyle, dates: 'long' | 'dmy', commaNames: boolean): void {
  s.addPage();
  bar(s, 'PROPIETARIOS (todos los dueños con 20% o más de participación)', 36, '#111111');
  const heads: [string, number][] = [['Nombre completo', 150], ['Cargo', 85], ['% de propiedad', 55], ['SSN / ITIN', 85],
    [`Fecha de nac.${dates === 'dmy' ? ' (DD/MM/AAAA)' : ''}`, 100], ['Puntaje de crédito', 65]];
  const tops = grid(s, X0, 51, heads, 4, 20);
  tops.forEach((ty, i) => {
    const o = m.owners[i];
    if (!o) return;
    const name = commaNames ? `${o.last}, ${o.first}${o.initial ? ` ${o.initial}` : ''}` : `${o.first}${o.initial ? ` ${o.initial}` : ''} ${o.last}`;
    s.value(`prop${i + 1}_nombre`, name, X0 + 2, ty + 4, 146, { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
    s.value(`prop${i + 1}_cargo`, r.chance(0.9) ? o.role : null, X0 + 152, ty + 4, 81, { [A(i, 'role')]: o.role });
    s.value(`prop${i + 1}_porcentaje`, pctText(r, o.pct, 'es'), X0 + 237, ty + 4, 51, { [A(i, 'ownership')]: o.pct });
    const tax = ownerTaxId(r, o, i, 0, 0.06);
    s.value(`prop${i + 1}_ssn`, tax.printed, X0 + 292, ty + 4, 81, tax.fields);
    s.value(`prop${i + 1}_nacimiento`, r.chance(0.9) ? fmtDate(o.dob, dates, 'es') : null, X0 + 377, ty + 4, 96, { [A(i, 'date_of_birth')]: iso(o.dob) });
    s.value(`prop${i + 1}_credito`, r.chance(0.55) ? String(o.credit) : null, X0 + 477, ty + 4, 61, { [A(i, 'credit_score')]: o.credit });
  });
  s.text('Dirección particular de cada propietario', X0, 149, { size: 7.5, font: 'Helvetica-Bold' });
  const homes = grid(s, X0, 160, [['#', 25], ['Dirección', 235], ['Ciudad', 120], ['Estado', 60], ['Código postal', 100]], 4, 18);
  homes.forEach((ty, i) => {
    const o = m.owners[i];
    s.text(String(i + 1), X0 + 9, ty + 6, { size: 7.5 });
    if (!o) return;
    s.value(`prop${i + 1}_direccion`, o.home.street, X0 + 28, ty + 3, 229);
    s.value(`prop${i + 1}_ciudad`, o.home.city, X0 + 263, ty + 3, 114);
    s.value(`prop${i + 1}_estado`, o.home.region, X0 + 383, ty + 3, 54);
    s.value(`prop${i + 1}_cp`, o.home.postal, X0 + 443, ty + 3, 94);
  });
  bar(s, 'INFORMACIÓN BANCARIA (cuenta de negocio)', 254, '#111111');
  cellRow(s, X0, 267, H, [['Nombre del banco', 'banco', m.bank.name, 200], ['Número de ruta', 'ruta', m.bank.routing, 160],
    ['Número de cuenta', 'cuenta', m.bank.account, 180]]);
  bar(s, 'REFERENCIAS COMERCIALES', 299, '#111111');
  m.refs.forEach((ref, i) => cellRow(s, X0, 312 + i * H, H, [['Proveedor / referencia', `referencia${i + 1}`, ref.name, 340],
    ['Teléfono', `referencia${i + 1}_tel`, ref.phone, 200]]));
  bar(s, 'AUTORIZACIÓN Y FIRMAS', 368, '#111111');
  s.text('Al firmar, cada propietario declara que la información anterior es correcta y autoriza a Fondos del Valle Capital, a sus ' +
    'agentes y a las compañías de financiamiento con las que trabaja, a obtener su historial de crédito personal y del negocio, ' +
    'a verificar la información con bancos, arrendadores y proveedores, y a recibir copias de los estados de cuenta bancarios. ' +
    'El solicitante entiende que un adelanto de capital es la compra de ventas futuras y no un préstamo.', X0, 388, { size: 7.5, width: W, align: 'justify' });
  m.owners.forEach((o, i) => {
    const x = X0 + (i % 2) * 280, y = 450 + Math.floor(i / 2) * 70;
    s.line(x, y + 18, x + 250, y + 18, '#222222');
    s.signature(x + 10, y + 16, 200);
    s.text('Firma del propietario', x, y + 21, { size: 6.5 });
    s.value(`firma${i + 1}_nombre`, `${o.first} ${o.last}`, x, y + 30, 160);
    s.line(x, y + 44, x + 160, y + 44, '#222222');
    s.text('Nombre en letra de molde', x, y + 47, { size: 6.5 });
    s.value(`firma${i + 1}_fecha`, fmtDate(day(r, 2026, 2026), 'dmy', 'es'), x + 170, y + 30, 80);
    s.line(x + 170, y + 44, x + 250, y + 44, '#222222');
    s.text('Fecha', x + 170, y + 47, { size: 6.5 });
  });
  s.text('Fondos del Valle Capital — Solicitud — Página 2 de 2', X0, 760, { size: 6.5, color: '#555555', width: W, align: 'center' });
}
