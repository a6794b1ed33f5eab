// Financiera Sol Naciente (a funder in San Juan and Miami): two pages entirely in Spanish, labels followed by a ruled
// line. Dates are DD/MM/AAAA and money is written `25.000` / `1.234,56`, as the labels say; owners get separate
// Nombre(s) / Apellido(s) lines, so two unhyphenated surnames stay one last name.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import type { Layout } from './index.ts';
import { makeMerchant } from './model.ts';
import * as P from './parts.ts';
import { fmtDate, fmtMoney } from './fmt.ts';
import { ROLES_ES } from './data.ts';
import { line } from './ui.ts';

const SUN = '#d9661f';
function section(c: Canvas, y: number, s: string): void {
  c.text(40, y, s, { size: 9, bold: true, color: SUN });
  c.rule(40, y + 12, 572, y + 12, SUN, 1);
}
function header(c: Canvas, page: number): void {
  c.doc.save().circle(58, 40, 16).fillColor(SUN).fill().restore();
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    c.rule(58 + 19 * Math.cos(a), 40 + 19 * Math.sin(a), 58 + 25 * Math.cos(a), 40 + 25 * Math.sin(a), SUN, 2);
  }
  c.text(92, 24, 'FINANCIERA SOL NACIENTE', { size: 16, bold: true, color: '#5b2a0c' });
  c.text(92, 44, 'Solicitud de adelanto comercial  ·  San Juan · Miami · Houston', { size: 8.5, color: '#5b2a0c' });
  c.text(470, 26, `Página ${page} de 2`, { size: 7.5, color: '#666666', width: 100, align: 'right' });
}

function draw(c: Canvas, rng: Rng): { country: 'US' | 'CA' } {
  const m = makeMerchant(rng.fork('merchant'), { doubleSurnames: true });
  const showScore = rng.chance(0.55), masked = rng.chance(0.15), showTerms = rng.chance(0.75);
  c.addPage();
  header(c, 1);
  let y = 78;
  c.text(40, y, 'Por favor escriba en letra de molde. Todos los montos en dólares estadounidenses (US$).', { size: 7, italic: true, color: '#555555' });
  y += 16;
  section(c, y, '1. DATOS DEL NEGOCIO');
  y += 22;
  line(c, 'legal_name', 40, y, 572, 'Razón social (nombre legal):', P.legal(m));
  y += 20;
  line(c, 'dba', 40, y, 572, 'Nombre comercial:', P.dba(m, rng));
  y += 20;
  line(c, 'entity', 40, y, 300, 'Tipo de entidad (LLC, Corp., etc.):', { text: P.entityText(m.entityId, rng), fields: P.entityFields(m.entityId) });
  line(c, 'tax_id', 310, y, 572, 'Núm. de identificación fiscal (EIN):', P.bizTax(m, rng, true));
  y += 20;
  line(c, 'industry', 40, y, 572, 'Giro o actividad del negocio:', P.industry(m));
  y += 20;
  line(c, 'start', 40, y, 300, 'Fecha de inicio (DD/MM/AAAA):', P.start(m, 'dmy'));
  line(c, 'incorp_state', 310, y, 572, 'Estado donde se constituyó:', m.entityId === 'sole_proprietorship' ? null : { text: m.incorpState, fields: null });
  y += 20;
  line(c, 'street', 40, y, 572, 'Dirección física del negocio:', { text: m.street, fields: null });
  y += 20;
  line(c, 'city', 40, y, 260, 'Ciudad:', { text: m.city.city, fields: null });
  line(c, 'state', 270, y, 420, 'Estado:', P.state(m, rng, true));
  line(c, 'zip', 430, y, 572, 'Código postal:', { text: m.zip, fields: null });
  y += 20;
  line(c, 'phone', 40, y, 260, 'Teléfono:', { text: m.phone, fields: null });
  line(c, 'email', 270, y, 572, 'Correo electrónico:', { text: m.email, fields: null });
  y += 20;
  const rents = rng.chance(0.7);
  c.text(40, y, 'El local es:', { size: 7.5 });
  c.check('premises', 95, y, 'Propio', !rents, null);
  c.check('premises', 150, y, 'Alquilado', rents, null);
  y += 26;

  section(c, y, '2. FINANCIAMIENTO SOLICITADO');
  y += 22;
  line(c, 'amount', 40, y, 300, 'Monto solicitado (US$, formato 25.000):', P.money(m.amount, 'eu', 'requested_amount'));
  line(c, 'monthly_sales', 310, y, 572, 'Ventas mensuales promedio (US$, formato 25.000):', { text: fmtMoney(m.monthlySales, 'eu'), fields: null });
  y += 20;
  line(c, 'payment', 40, y, 300, 'Pago propuesto (US$, formato 1.234,56):', showTerms ? P.money(m.payment, 'eu', 'requested_payment') : null);
  line(c, 'npay', 310, y, 572, 'Número de pagos:', showTerms ? P.npay(m) : null);
  y += 20;
  c.text(40, y, 'Frecuencia de pago:', { size: 7.5 });
  let x = 125;
  for (const [f, label] of P.FREQ_LABELS.spanish) {
    x += c.check('freq', x, y, label, showTerms && f === m.freq, { 'application.payment_frequency': f }, { onState: 'Si' }) + 14;
  }
  y += 20;
  line(c, 'use', 40, y, 572, 'Uso de los fondos:', { text: rng.pick(['Compra de inventario', 'Equipo nuevo', 'Remodelación del local', 'Capital de trabajo']), fields: null });
  y += 28;
  section(c, y, '3. ARRENDADOR (si el local es alquilado)');
  y += 22;
  line(c, 'landlord.name', 40, y, 330, 'Nombre del arrendador:', rents ? { text: m.landlord.name, fields: null } : null);
  line(c, 'landlord.phone', 340, y, 572, 'Teléfono:', rents ? { text: m.landlord.phone, fields: null } : null);
  y += 20;
  line(c, 'landlord.rent', 40, y, 330, 'Renta mensual (US$, formato 25.000):', rents ? { text: fmtMoney(m.landlord.rent, 'eu'), fields: null } : null);
  y += 28;
  section(c, y, '4. ADELANTOS O PRÉSTAMOS VIGENTES');
  y += 22;
  for (let r = 0; r < 2; r++) {
    const a = m.advances[r];
    line(c, 'advance.funder', 40, y, 260, 'Compañía:', a ? { text: a.funder, fields: null } : null);
    line(c, 'advance.balance', 270, y, 420, 'Saldo (US$):', a ? { text: fmtMoney(a.balance, 'eu'), fields: null } : null);
    line(c, 'advance.payment', 430, y, 572, 'Pago (US$):', a ? { text: fmtMoney(a.payment, 'eu'), fields: null } : null);
    y += 20;
  }
  c.text(40, 760, 'Financiera Sol Naciente, LLC · Ave. Ponce de León 1250, San Juan, PR 00907 · FSN-SOL-2', { size: 6, color: '#888888' });

  c.addPage();
  header(c, 2);
  y = 78;
  section(c, y, '5. PROPIETARIOS (20% o más de participación)');
  y += 20;
  const sole = m.entityId === 'sole_proprietorship';
  for (let r = 0; r < 4; r++) {
    const o = m.owners[r];
    c.text(40, y, `Propietario ${r + 1}`, { size: 8, bold: true });
    y += 14;
    const first = o ? { text: `${o.first}${o.mi ? ` ${o.mi}` : ''}`, fields: { [P.ap(r, 'first_name')]: o.first } } : null;
    line(c, `owner${r}.first`, 40, y, 300, 'Nombre(s):', first);
    line(c, `owner${r}.last`, 310, y, 572, 'Apellido(s):', o ? { text: o.last, fields: { [P.ap(r, 'last_name')]: o.last } } : null);
    y += 18;
    const roleText = sole ? rng.pick(['Dueño', 'Dueña', 'Propietario']) : rng.pick(ROLES_ES);
    line(c, `owner${r}.role`, 40, y, 300, 'Cargo:', o ? P.role(roleText, r) : null);
    line(c, `owner${r}.pct`, 310, y, 572, '% de propiedad:', o ? P.pct(o, r, rng.chance(0.6)) : null);
    y += 18;
    line(c, `owner${r}.tax`, 40, y, 300, 'Núm. de Seguro Social / ITIN:', o ? P.ownerTax(o, r, masked, rng) : null);
    line(c, `owner${r}.dob`, 310, y, 572, 'Fecha de nacimiento (DD/MM/AAAA):', o ? P.dob(o, r, 'dmy') : null);
    y += 18;
    line(c, 'owner.home', 40, y, 420, 'Dirección residencial:',
      o ? { text: `${o.home.street}, ${o.home.city.city}, ${o.home.city.state} ${o.home.zip}`, fields: null } : null, 7);
    line(c, `owner${r}.score`, 430, y, 572, 'Puntaje de crédito:', o && showScore ? P.score(o, r) : null, 7);
    y += 22;
  }
  section(c, y, '6. CUENTA BANCARIA DEL NEGOCIO');
  y += 22;
  line(c, 'bank.name', 40, y, 220, 'Banco:', { text: m.bank.name, fields: null });
  line(c, 'bank.routing', 230, y, 400, 'Número de ruta:', { text: m.bank.routing, fields: null });
  line(c, 'bank.account', 410, y, 572, 'Número de cuenta:', { text: m.bank.account, fields: null });
  y += 26;
  section(c, y, '7. REFERENCIAS COMERCIALES');
  y += 22;
  for (const ref of m.refs) {
    line(c, 'ref.name', 40, y, 260, 'Nombre:', { text: ref.name, fields: null });
    line(c, 'ref.contact', 270, y, 420, 'Contacto:', { text: ref.contact, fields: null });
    line(c, 'ref.phone', 430, y, 572, 'Teléfono:', { text: ref.phone, fields: null });
    y += 18;
  }
  y += 10;
  section(c, y, '8. AUTORIZACIÓN');
  c.text(40, y + 18, 'Al firmar, cada propietario declara que la información de esta solicitud es correcta y autoriza a Financiera Sol ' +
    'Naciente a verificarla, a obtener su historial de crédito personal y comercial y a compartirla con sus socios financieros.',
  { size: 7, width: 532, color: '#333333' });
  y += 52;
  for (let r = 0; r < Math.min(2, m.owners.length); r++) {
    const x0 = 40 + r * 270;
    c.signature(x0 + 10, y - 6, 140);
    c.rule(x0, y + 10, x0 + 160, y + 10);
    c.text(x0, y + 13, `Firma del propietario ${r + 1}`, { size: 6.5 });
    line(c, 'signed_date', x0 + 168, y, x0 + 262, 'Fecha:', { text: fmtDate(m.signed, 'dmy'), fields: null }, 6.5);
  }
  return { country: m.country };
}

export const solNaciente: Layout = { broker: 'Financiera Sol Naciente', title: 'Solicitud de adelanto comercial', genericFields: true,
  typedFont: 'Courier', draw };
