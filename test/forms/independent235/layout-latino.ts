// Layout "capital_latino": Spanish-first boxed grid, the English label in small grey type under each Spanish one;
// every date is declared day-first ("DD/MM/AAAA") on the form; separate Nombre(s) / Apellido(s) cells per owner.
import { fmtDate } from './formats.ts';
import type { Merchant } from './model.ts';
import { F, authorization, band, logo, money, ownerTaxText, printedState, signatures, type Fields } from './parts.ts';
import type { Sheet } from './sheet.ts';

const GREEN = '#0b6e4f';

function cell(s: Sheet, x: number, y: number, w: number, es: string, en: string): void {
  s.doc.lineWidth(0.5).rect(x, y, w, 28).stroke('#333');
  s.t(es, x + 2, y + 1.5, { size: 6, bold: true });
  s.t(en, x + 2, y + 8, { size: 4.8, color: '#777' });
}

function put(s: Sheet, key: string, text: string | null, x: number, y: number, w: number, es: string, en: string, f: Fields = {}): void {
  cell(s, x, y, w, es, en);
  if (text) s.value(key, text, x + 3, y + 15, w - 6, f);
}

export function capitalLatino(s: Sheet, m: Merchant): void {
  const r = s.rng;
  logo(s, 'sun', 36, 30, '#f39c12', GREEN);
  s.t('CAPITAL LATINO FUNDING', 80, 32, { size: 16, bold: true, color: GREEN });
  s.t('Su socio en el crecimiento de su negocio  ·  Your partner in business growth', 80, 51, { size: 7, italic: true, color: '#555' });
  s.t('SOLICITUD DE FINANCIAMIENTO COMERCIAL', 360, 32, { size: 9, bold: true, width: 216, align: 'right' });
  s.t('Business Funding Application', 360, 43, { size: 7, width: 216, align: 'right', color: '#777' });
  s.t('Agente / Agent:', 360, 56, { size: 6.5, width: 120 });
  s.value('iso_rep', `${m.rep.name} ${m.rep.phone}`, 412, 55, 164, {}, 7.5);
  let y = 78;
  band(s, y, '1. INFORMACIÓN DEL NEGOCIO   /   BUSINESS INFORMATION', GREEN);
  y += 16;
  put(s, 'legal_name', m.legal, 36, y, 320, 'Nombre Legal del Negocio', 'Legal Business Name', F.legal(m));
  const dba = m.dba ?? (r.chance(0.4) ? r.pick(['N/A', 'Mismo', 'SAME']) : null);
  put(s, 'dba', dba, 356, y, 220, 'Nombre Comercial (DBA)', 'Doing Business As', m.dba ? F.dba(m) : {});
  y += 28;
  put(s, 'address', m.street, 36, y, 250, 'Dirección Física del Negocio', 'Business Physical Address');
  put(s, 'city', m.city, 286, y, 130, 'Ciudad', 'City');
  put(s, 'state', printedState(m.state, r), 416, y, 80, 'Estado', 'State', F.state(m));
  put(s, 'zip', m.zip, 496, y, 80, 'Código Postal', 'Zip Code');
  y += 28;
  put(s, 'phone', m.phone, 36, y, 130, 'Teléfono', 'Phone');
  put(s, 'email', r.chance(0.8) ? m.email : null, 166, y, 170, 'Correo Electrónico', 'E-mail');
  put(s, 'industry', m.industryText, 336, y, 240, 'Tipo de Negocio', 'Type of Business', F.industry(m));
  y += 28;
  const taxLabel = m.tax.type === 'EIN' ? ['Número de Identificación Patronal (EIN)', 'Federal Tax ID (EIN)'] : ['No. de Identificación Fiscal (EIN / SSN / ITIN)', 'Tax ID (EIN / SSN / ITIN)'];
  put(s, 'tax_id', m.tax.printed, 36, y, 170, taxLabel[0]!, taxLabel[1]!, F.tax(m));
  const startPrinted = r.chance(0.85);
  put(s, 'start_date', startPrinted ? fmtDate(m.start, 'dmy') : null, 206, y, 120, 'Fecha de Inicio (DD/MM/AAAA)', 'Business Start Date (DD/MM/YYYY)', F.start(m));
  put(s, 'state_of_inc', m.entity.id === 'sole_proprietorship' ? null : m.stateOfInc, 326, y, 110, 'Estado de Incorporación', 'State of Incorporation');
  put(s, 'entity', m.entity.printed, 436, y, 140, 'Tipo de Entidad', 'Entity Type', F.entity(m));
  y += 34;
  band(s, y, '2. SOLICITUD   /   FUNDING REQUEST', GREEN);
  y += 16;
  put(s, 'amount', money(m.amount, r), 36, y, 150, 'Monto Solicitado', 'Amount Requested', F.amount(m));
  put(s, 'use_of_funds', r.pick(['Inventario / inventory', 'Equipo nuevo', 'Capital de trabajo', 'Remodelación del local']), 186, y, 200, 'Uso de los Fondos', 'Use of Funds');
  put(s, 'monthly_sales', money(m.monthlySales, r), 386, y, 190, 'Ventas Mensuales Promedio', 'Average Monthly Sales');
  y += 34;
  band(s, y, '3. PROPIETARIOS (20% O MÁS)   /   OWNERS (20% OR MORE)', GREEN);
  y += 16;
  m.owners.forEach((o, i) => {
    s.t(`Propietario ${i + 1} / Owner ${i + 1}`, 36, y, { size: 6.5, bold: true, color: GREEN });
    y += 9;
    put(s, `owner${i}_first`, o.middle ? `${o.first} ${o.middle}` : o.first, 36, y, 150, 'Nombre(s)', 'First Name', F.first(o, i));
    put(s, `owner${i}_last`, o.last, 186, y, 170, 'Apellido(s)', 'Last Name(s)', F.last(o, i));
    put(s, `owner${i}_title`, o.title, 356, y, 130, 'Cargo', 'Title', F.role(o, i));
    put(s, `owner${i}_pct`, `${o.pct}%`, 486, y, 90, 'Porcentaje de Propiedad', 'Ownership %', F.pct(o, i));
    y += 28;
    put(s, `owner${i}_tax`, ownerTaxText(o, r), 36, y, 110, 'Seguro Social / ITIN', 'SSN / ITIN', F.ownerTax(o, i));
    const dob = r.chance(0.85);
    put(s, `owner${i}_dob`, dob ? fmtDate(o.dob, 'dmy') : null, 146, y, 90, 'Nacimiento (DD/MM/AAAA)', 'Date of Birth', dob ? F.dob(o, i) : {});
    put(s, `owner${i}_credit`, o.credit === null ? null : String(o.credit), 236, y, 70, 'Puntaje de Crédito', 'Credit Score', F.credit(o, i));
    put(s, `owner${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, 306, y, 270, 'Domicilio Particular', 'Home Address');
    y += 32;
  });
  band(s, y, '4. INFORMACIÓN BANCARIA   /   BANK INFORMATION', GREEN);
  y += 16;
  put(s, 'bank_name', m.bank.name, 36, y, 200, 'Banco', 'Bank Name');
  put(s, 'bank_routing', m.bank.routing, 236, y, 150, 'Número de Ruta', 'Routing Number');
  put(s, 'bank_account', m.bank.account, 386, y, 190, 'Número de Cuenta', 'Account Number');
  y += 34;
  if (y > 640) { s.addPage(); y = 40; }
  y = authorization(s, y, true);
  signatures(s, m, y, 'dmy', true);
  s.t('Capital Latino Funding · 2100 Coral Way, Miami, FL 33145 · (305) 555-0142 · solicitudes@capitallatino.example', 36, 760, { size: 6, width: 540, align: 'center', color: '#777' });
}
