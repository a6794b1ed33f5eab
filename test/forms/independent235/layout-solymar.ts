// Layout "sol_y_mar": a funder's two-column form, "Español / English:" labels left of each value; the ISO rep's box at
// the top right; owners by full name in one field (sometimes "Apellidos, Nombre"); start date often a Spanish long
// date ("15 de marzo de 2014"); payment frequency written as free text ("Semanal", "Weekly", "Diario").
import { fmtDate, fullName, type DateStyle } from './formats.ts';
import type { Merchant } from './model.ts';
import { F, FREQS, authorization, logo, money, ownerTaxText, printedState, signatures, type Fields } from './parts.ts';
import type { Sheet } from './sheet.ts';

const TEAL = '#00838f';
const SAND = '#f6efe0';

/** Label above, value under it, thin rule: a 2-row item. */
function item(s: Sheet, key: string, label: string, text: string | null, x: number, y: number, w: number, f: Fields = {}): void {
  s.t(label, x, y, { size: 6.2, color: TEAL, bold: true });
  s.doc.lineWidth(0.4).moveTo(x, y + 22).lineTo(x + w - 8, y + 22).stroke('#9aa');
  if (text) s.value(key, text, x + 1, y + 10, w - 10, f);
}

function heading(s: Sheet, y: number, es: string, en: string): void {
  s.doc.save().rect(36, y, 4, 14).fill('#ff7043').restore();
  s.t(es, 44, y + 1, { size: 9, bold: true, color: TEAL });
  const w = s.doc.font('Helvetica-Bold').fontSize(9).widthOfString(es);
  s.t(en, 50 + w, y + 3, { size: 7, italic: true, color: '#888' });
}

function business(s: Sheet, m: Merchant, y: number): number {
  const r = s.rng;
  heading(s, y, 'Datos del Negocio', 'Business Details');
  y += 20;
  item(s, 'legal_name', 'Nombre Legal del Negocio / Legal Business Name', m.legal, 36, y, 330, F.legal(m));
  item(s, 'dba', 'Nombre Comercial / DBA', m.dba, 366, y, 210, F.dba(m));
  y += 28;
  item(s, 'entity', 'Tipo de Entidad / Entity Type', m.entity.printed, 36, y, 140, F.entity(m));
  item(s, 'tax_id', m.tax.type === 'EIN' ? 'EIN / No. de Identificación Fiscal' : 'Tax ID (EIN, SSN o ITIN)', m.tax.printed, 176, y, 150, F.tax(m));
  const ds = r.pick<DateStyle>(['long_es', 'long_es', 'long_en', 'mdy', 'mdy2']);
  const started = r.chance(0.8);
  item(s, 'start_date', 'Fecha de Inicio / Start Date', started ? fmtDate(m.start, ds) : null, 326, y, 150, F.start(m));
  item(s, 'years', 'Años en Operación / Years', String(2025 - m.start.y), 476, y, 100);
  y += 28;
  item(s, 'address', 'Dirección / Street Address', m.street, 36, y, 230);
  item(s, 'city', 'Ciudad / City', m.city, 266, y, 120);
  item(s, 'state', 'Estado / State', printedState(m.state, r), 386, y, 90, F.state(m));
  item(s, 'zip', 'Código Postal / ZIP', m.zip, 476, y, 100);
  y += 28;
  item(s, 'industry', 'Giro o Tipo de Negocio / Industry', m.industryText, 36, y, 230, F.industry(m));
  item(s, 'phone', 'Teléfono / Phone', m.phone, 266, y, 120);
  item(s, 'email', 'Correo / E-mail', m.email, 386, y, 190);
  return y + 34;
}

function request(s: Sheet, m: Merchant, y: number): number {
  const r = s.rng;
  heading(s, y, 'Financiamiento Solicitado', 'Funding Requested');
  y += 20;
  item(s, 'amount', 'Monto Solicitado / Amount Requested', money(m.amount, r), 36, y, 170, F.amount(m));
  const terms = r.chance(0.75);
  const freqText = FREQS.find((f) => f[0] === m.freq)!;
  item(s, 'freq', 'Frecuencia de Pago / Payment Frequency', terms ? r.pick([freqText[1], freqText[2], `${freqText[1]} (${freqText[2]})`]) : null, 206, y, 170, F.freq(m));
  item(s, 'payment', 'Pago Solicitado / Payment', terms ? money(m.payment, r) : null, 376, y, 110, F.payment(m));
  item(s, 'n_payments', 'Núm. de Pagos / Payments', terms && r.chance(0.8) ? String(m.nPayments) : null, 486, y, 90, F.count(m));
  y += 28;
  item(s, 'revenue', 'Ingresos Anuales / Annual Revenue', money(m.monthlySales * 12, r), 36, y, 170);
  const f = m.funders[0];
  item(s, 'funder', '¿Adelantos actuales? Con quién / Current advance with', f ? f.name : r.pick(['No', 'Ninguno']), 206, y, 210);
  item(s, 'funder_balance', 'Saldo / Balance', f ? money(f.balance, r) : null, 416, y, 160);
  return y + 34;
}

function owners(s: Sheet, m: Merchant, y: number): number {
  const r = s.rng;
  heading(s, y, 'Propietarios', 'Owners / Principals');
  y += 20;
  m.owners.forEach((o, i) => {
    s.doc.save().roundedRect(36, y - 4, 540, 64, 4).fill(SAND).restore();
    const lastFirst = !o.simple || r.chance(0.25);
    item(s, `owner${i}_name`, lastFirst ? 'Apellidos, Nombre / Last, First Name' : 'Nombre Completo / Full Name', fullName(o, lastFirst), 42, y, 230, F.name(o, i));
    item(s, `owner${i}_title`, 'Cargo / Title', o.title, 272, y, 110, F.role(o, i));
    item(s, `owner${i}_pct`, '% de Propiedad / Ownership', `${o.pct}%`, 382, y, 90, F.pct(o, i));
    item(s, `owner${i}_credit`, 'Crédito / FICO', o.credit === null ? null : String(o.credit), 472, y, 100, F.credit(o, i));
    y += 30;
    item(s, `owner${i}_tax`, 'Seguro Social / SSN o ITIN', ownerTaxText(o, r), 42, y, 120, F.ownerTax(o, i));
    const dob = r.chance(0.7);
    item(s, `owner${i}_dob`, 'Fecha de Nacimiento / DOB', dob ? fmtDate(o.dob, 'mdy') : null, 162, y, 110, F.dob(o, i));
    item(s, `owner${i}_home`, 'Domicilio / Home Address', `${o.home.street}, ${o.home.city}, ${o.home.state}`, 272, y, 300);
    y += 40;
  });
  return y;
}

export function solYMar(s: Sheet, m: Merchant): void {
  const r = s.rng;
  s.doc.save().rect(0, 0, 612, 8).fill(TEAL).restore();
  logo(s, 'star', 36, 22, '#ff7043', TEAL);
  s.t('Sol y Mar Capital', 80, 24, { size: 17, bold: true, color: TEAL });
  s.t('Solicitud de Adelanto Comercial · Merchant Cash Advance Application', 80, 44, { size: 7.5, color: '#555' });
  s.doc.lineWidth(0.6).rect(400, 20, 176, 44).stroke(TEAL);
  s.t('Representante ISO / ISO Representative', 404, 23, { size: 6, bold: true, color: TEAL });
  s.value('iso_rep', m.rep.name, 404, 32, 168, {}, 7.5);
  s.value('iso_contact', `${m.rep.phone}  ${m.rep.email}`, 404, 44, 168, {}, 7);
  s.t(`ISO # ${r.int(1000, 9999)}`, 404, 55, { size: 6, color: '#777' });
  let y = business(s, m, 78);
  y = request(s, m, y);
  if (m.owners.length > 1) {
    s.t('Continúa en la página 2 / Continued on page 2', 36, 760, { size: 6.5, italic: true, color: '#777' });
    s.addPage();
    s.doc.save().rect(0, 0, 612, 8).fill(TEAL).restore();
    s.t('Sol y Mar Capital — Solicitud (página 2) / Application (page 2)', 36, 18, { size: 8, bold: true, color: TEAL });
    y = 40;
  }
  y = owners(s, m, y);
  s.t('Cuenta de depósito / Deposit account:', 36, y, { size: 6.2, bold: true, color: TEAL });
  s.value('bank', `${m.bank.name} · Ruta ${m.bank.routing} · Cta ${m.bank.account}`, 170, y - 2, 400, {}, 8);
  y += 18;
  y = authorization(s, y, true);
  signatures(s, m, y, r.pick<DateStyle>(['mdy', 'long_es']), true);
  s.t('Sol y Mar Capital LLC · 801 Brickell Ave, Miami, FL 33131 · Compra de cuentas por cobrar futuras, no es un préstamo.', 36, 770, { size: 5.8, width: 540, align: 'center', color: '#888' });
}
