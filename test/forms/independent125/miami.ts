// Layout es_us_miami: "Capital Puente Financiamiento", a Miami ISO serving Hispanic merchants on the East Coast and in
// Illinois. Two pages, all Spanish, a teal banner, underlined fields, an entity check-box row, owners in boxes with
// separate given-name and surname lines, DD/MM/AAAA dates.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Look, Sheet } from './draw.ts';
import { makeMerchant, type Merchant } from './data.ts';
import { day, fmtDate, fmtEin, fmtMoney, iso, type MoneyStyle } from './numbers.ts';
import { A, dbaChoice, lineField, ownerTaxId, pctText } from './parts.ts';
import { entityOf, industryOf, regionName } from './reference.ts';
import { US_EAST } from './words.ts';

const TEAL = '#0f6b6b';
const X0 = 36, W = 540;

export const miami = {
  broker: 'Capital Puente Financiamiento',
  country: 'US' as const,
  title: 'Solicitud de Financiamiento Comercial',
  look: (rng: Rng): Look => ({ valueFont: rng.pick(['Helvetica', 'Courier']), valueSize: 9.5, valueColor: '#111827', ink: rng.pick(['#1c2f8c', '#1f1f2e']),
    mark: rng.pick(['x', 'check'] as const) }),
  draw,
};

function section(s: Sheet, title: string, y: number): void {
  s.rect(X0, y, W, 14, { fill: '#e1f0f0' });
  s.rect(X0, y, 4, 14, { fill: TEAL });
  s.text(title, X0 + 9, y + 3.5, { size: 8.5, font: 'Helvetica-Bold', color: TEAL });
}

function draw(s: Sheet, rng: Rng): void {
  const entity = rng.weighted([['Corporación', 28], ['LLC', 34], ['Sociedad', 8], ['Propietario único', 15], ['Otro', 8], ['', 7]] as const);
  const other = entity === 'Otro' ? rng.pick(['S Corp', 'PLLC', 'LP', 'LLP']) : null;
  const entityId = entityOf(other ?? entity, 'US') ?? rng.pick(['llc', 'c_corporation']);
  const m = makeMerchant(rng.fork('merchant'), { lang: 'es', entityId, cities: US_EAST, awayCities: US_EAST, separateNames: true, personalTaxId: false });
  const money: MoneyStyle = rng.pick(['us', 'us_round', 'es_dots']);
  const r = rng.fork('filler');
  s.addPage();
  s.rect(0, 0, 612, 62, { fill: TEAL });
  s.text(miami.broker, X0, 14, { size: 17, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text('Solicitud de Financiamiento Comercial', X0, 37, { size: 11, color: '#ffffff' });
  s.text('Tel. (305) 555-0142  ·  solicitudes@capitalpuente.com', 336, 20, { size: 7.5, color: '#ffffff', width: 240, align: 'right' });
  s.text('2750 SW 8th St, Suite 210, Miami, FL', 336, 32, { size: 7.5, color: '#ffffff', width: 240, align: 'right' });
  lineField(s, 'Representante (ISO):', 'representante', m.iso, X0, 68, 260);
  lineField(s, 'Fecha de solicitud:', 'fecha_solicitud', fmtDate(day(r, 2026, 2026), 'dmy', 'es'), 316, 68, 260);

  section(s, '1. INFORMACIÓN DEL NEGOCIO', 92);
  lineField(s, 'Razón social / Nombre legal del negocio:', 'razon_social', m.legal, X0, 108, W, { legal_name: m.legal });
  const dba = dbaChoice(r, m.legal, m.dba, m.entityId === 'sole_proprietorship');
  lineField(s, 'Nombre comercial (DBA):', 'dba', dba.printed, X0, 128, 340, dba.truth ? { trade_name: dba.truth } : {});
  lineField(s, 'Número de empleados:', 'empleados', r.chance(0.85) ? String(m.employees) : null, 386, 128, 190);
  s.text('Tipo de entidad:', X0, 154, { size: 7.5 });
  const labels = ['Corporación', 'LLC', 'Sociedad', 'Propietario único', 'Otro:'];
  const xs = [108, 178, 218, 280, 368];
  const chosen = entity === '' ? null : labels.indexOf(entity === 'Otro' ? 'Otro:' : entity);
  s.checks('tipo_entidad', labels.map((label, i) => ({ label, x: xs[i]!, y: 153, on: ['Corporacion', 'LLC', 'Sociedad', 'PropietarioUnico', 'Otro'][i]! })),
    chosen, other || chosen == null ? {} : { type_of_entity: entityOf(entity, 'US')! });
  s.line(400, 162, 576, 162, '#6b6b6b');
  s.value('tipo_entidad_otro', other, 402, 149, 170, other ? { type_of_entity: entityOf(other, 'US')! } : {});

  const taxForm = r.weighted([['dash', 80], ['bare', 15], ['blank', 5]] as const);
  const taxText = taxForm === 'dash' ? fmtEin(m.taxId) : taxForm === 'bare' ? m.taxId : null;
  lineField(s, 'Número de identificación patronal (EIN):', 'ein', taxText, X0, 168, 300,
    { business_tax_id: m.taxId, business_tax_id_type: 'EIN', business_tax_id_country: 'US' });
  lineField(s, 'Estado de constitución:', 'estado_constitucion', r.chance(0.85) ? regionName(m.incorporation, 'US') : null, 346, 168, 230);
  const startForm = r.weighted([['dmy', 70], ['long', 15], ['blank', 15]] as const);
  lineField(s, 'Fecha de inicio del negocio (DD/MM/AAAA):', 'fecha_inicio', startForm === 'blank' ? null : fmtDate(m.start, startForm, 'es'), X0, 188, 300,
    { business_start_date: iso(m.start) });
  lineField(s, 'Años en el negocio:', 'anos', r.chance(0.6) ? String(2026 - m.start.y) : null, 346, 188, 230);
  lineField(s, 'Dirección del negocio:', 'direccion', m.address.street, X0, 208, W);
  lineField(s, 'Ciudad:', 'ciudad', m.address.city, X0, 228, 220);
  lineField(s, 'Estado:', 'estado', m.address.region, 266, 228, 100, { state_region: m.address.region, country: 'United States' });
  lineField(s, 'Código postal:', 'codigo_postal', m.address.postal, 376, 228, 200);
  lineField(s, 'Teléfono del negocio:', 'telefono', m.phone, X0, 248, 250);
  lineField(s, 'Correo electrónico:', 'correo', r.chance(0.8) ? m.email : null, 296, 248, 280);
  const trade = r.chance(0.92) ? m.trade : null;
  lineField(s, 'Tipo de negocio / Industria:', 'tipo_negocio', trade, X0, 268, 330, trade && industryOf(trade) ? { industry: industryOf(trade)! } : {});
  lineField(s, 'Sitio web:', 'sitio_web', r.chance(0.5) ? m.website : null, 376, 268, 200);
  s.text('Local:', X0, 294, { size: 7.5 });
  s.checks('local', [{ label: 'Propio', x: 66, y: 293, on: 'Propio' }, { label: 'Alquilado', x: 112, y: 293, on: 'Alquilado' }], m.landlord ? 1 : 0);
  lineField(s, 'Arrendador:', 'arrendador', m.landlord?.name ?? null, 170, 288, 190);
  lineField(s, 'Tel.:', 'tel_arrendador', m.landlord?.phone ?? null, 366, 288, 100);
  lineField(s, 'Renta mensual:', 'renta', m.landlord ? fmtMoney(m.landlord.rent, money) : null, 472, 288, 104);

  section(s, '2. SOLICITUD DE FONDOS', 314);
  const amt = r.chance(0.93) ? fmtMoney(m.amount, money) : null;
  lineField(s, 'Monto solicitado:', 'monto', amt, X0, 330, 250, { requested_amount: m.amount });
  lineField(s, 'Uso de los fondos:', 'uso_fondos', m.use, 296, 330, 280);
  lineField(s, 'Ventas mensuales promedio:', 'ventas_mensuales', fmtMoney(m.monthlySales, money), X0, 350, 250);
  lineField(s, 'Ventas anuales (año anterior):', 'ventas_anuales', r.chance(0.7) ? fmtMoney(m.monthlySales * 12 - r.int(0, 40000), money) : null, 296, 350, 280);

  section(s, '3. DUEÑO / PROPIETARIO', 376);
  ownerBlock(s, r, m, 0, 392);
  ownerBlock(s, r, m, 1, 484);
  section(s, '4. INFORMACIÓN BANCARIA', 578);
  lineField(s, 'Banco:', 'banco', m.bank.name, X0, 594, 200);
  lineField(s, 'Número de ruta (ABA):', 'ruta', m.bank.routing, 246, 594, 160);
  lineField(s, 'Número de cuenta:', 'cuenta', m.bank.account, 416, 594, 160);
  section(s, '5. ADELANTOS O PRÉSTAMOS EXISTENTES', 620);
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    lineField(s, 'Compañía:', `adelanto${i + 1}_compania`, a?.funder ?? null, X0, 636 + i * 20, 240);
    lineField(s, 'Saldo:', `adelanto${i + 1}_saldo`, a ? fmtMoney(a.balance, money) : null, 286, 636 + i * 20, 140);
    lineField(s, 'Pago diario:', `adelanto${i + 1}_pago`, a ? fmtMoney(a.payment, money) : null, 436, 636 + i * 20, 140);
  }
  s.text('Capital Puente Financiamiento  ·  Solicitud de financiamiento  ·  Página 1 de 2', X0, 760, { size: 6.5, color: '#666666', width: W, align: 'center' });

  s.addPage();
  s.rect(0, 0, 612, 30, { fill: TEAL });
  s.text(`${miami.broker}  —  Solicitud (continuación)`, X0, 10, { size: 10, font: 'Helvetica-Bold', color: '#ffffff' });
  section(s, '3. DUEÑO / PROPIETARIO (continuación)', 42);
  ownerBlock(s, r, m, 2, 58);
  ownerBlock(s, r, m, 3, 150);
  section(s, '6. REFERENCIAS COMERCIALES', 246);
  m.refs.forEach((ref, i) => {
    lineField(s, 'Nombre:', `referencia${i + 1}`, ref.name, X0, 262 + i * 20, 330);
    lineField(s, 'Teléfono:', `referencia${i + 1}_tel`, ref.phone, 376, 262 + i * 20, 200);
  });
  section(s, '7. AUTORIZACIÓN', 310);
  s.text('Cada firmante certifica que la información de esta solicitud es verdadera y completa, y autoriza a Capital Puente ' +
    'Financiamiento y a sus socios financieros a obtener reportes de crédito comerciales y personales, verificar referencias ' +
    'bancarias y comerciales, y compartir esta solicitud con posibles fuentes de financiamiento. Esta autorización sigue ' +
    'vigente mientras exista una solicitud o un saldo pendiente. Una copia o fotocopia de esta autorización es tan válida como el original.',
  X0, 330, { size: 7.5, width: W, align: 'justify' });
  m.owners.forEach((o, i) => {
    const x = X0 + (i % 2) * 280, y = 410 + Math.floor(i / 2) * 80;
    s.line(x + 40, y + 16, x + 250, y + 16, '#333333');
    s.text('Firma:', x, y + 8, { size: 7.5 });
    s.signature(x + 44, y + 14, 200);
    lineField(s, 'Nombre:', `firma${i + 1}_nombre`, `${o.first} ${o.last}`, x, y + 24, 250);
    lineField(s, 'Fecha:', `firma${i + 1}_fecha`, fmtDate(day(r, 2026, 2026), 'dmy', 'es'), x, y + 44, 250);
  });
  s.text('Capital Puente Financiamiento  ·  Solicitud de financiamiento  ·  Página 2 de 2', X0, 760, { size: 6.5, color: '#666666', width: W, align: 'center' });
}

function ownerBlock(s: Sheet, r: Rng, m: Merchant, i: number, y: number): void {
  const o = m.owners[i];
  s.rect(X0, y, W, 86, { stroke: '#b5d6d6', lw: 0.7 });
  s.text(`Propietario ${i + 1}`, X0 + 5, y + 4, { size: 7.5, font: 'Helvetica-Bold', color: TEAL });
  const v = <T>(f: (o: NonNullable<typeof m.owners[number]>) => T): T | null => (o ? f(o) : null);
  lineField(s, 'Nombre(s):', `prop${i + 1}_nombre`, v((o) => o.first), X0 + 5, y + 10, 200, { [A(i, 'first_name')]: o?.first ?? '' });
  lineField(s, 'Apellido(s):', `prop${i + 1}_apellido`, v((o) => o.last), X0 + 215, y + 10, 210, { [A(i, 'last_name')]: o?.last ?? '' });
  lineField(s, '% de propiedad:', `prop${i + 1}_porcentaje`, o && r.chance(0.95) ? pctText(r, o.pct, 'es') : null, X0 + 435, y + 10, 100,
    { [A(i, 'ownership')]: o?.pct ?? 0 });
  lineField(s, 'Cargo:', `prop${i + 1}_cargo`, o && r.chance(0.92) ? o.role : null, X0 + 5, y + 30, 150, { [A(i, 'role')]: o?.role ?? '' });
  const tax = o ? ownerTaxId(r, o, i, 0.35, 0.08, true) : { printed: null, fields: {} };
  lineField(s, 'Número de Seguro Social:', `prop${i + 1}_ssn`, tax.printed, X0 + 165, y + 30, 200, tax.fields);
  const dob = o && r.chance(0.9) ? fmtDate(o.dob, 'dmy', 'es') : null;
  lineField(s, 'Fecha de nac. (DD/MM/AAAA):', `prop${i + 1}_nacimiento`, dob, X0 + 375, y + 30, 160, { [A(i, 'date_of_birth')]: o ? iso(o.dob) : '' });
  lineField(s, 'Dirección particular:', `prop${i + 1}_direccion`, v((o) => `${o.home.street}, ${o.home.city}`), X0 + 5, y + 50, 330);
  lineField(s, 'Estado:', `prop${i + 1}_estado`, v((o) => o.home.region), X0 + 345, y + 50, 80);
  lineField(s, 'C.P.:', `prop${i + 1}_cp`, v((o) => o.home.postal), X0 + 435, y + 50, 100);
  lineField(s, 'Celular:', `prop${i + 1}_celular`, v((o) => o.phone), X0 + 5, y + 68, 200);
  lineField(s, 'Puntaje de crédito (aprox.):', `prop${i + 1}_credito`, o && r.chance(0.5) ? String(o.credit) : null, X0 + 215, y + 68, 180,
    { [A(i, 'credit_score')]: o?.credit ?? 0 });
}
