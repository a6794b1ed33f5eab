// Layout "puente_two_page": English-first labels with the Spanish after a slash, values on underlines; checkbox rows
// for entity type, own/rent and payment frequency; page 2 holds the owners' table (one "Full Name" cell), the
// existing-advances table, landlord, trade references, bank and the rep.
import { fmtDate, fullName, type DateStyle } from './formats.ts';
import type { Merchant } from './model.ts';
import { F, FREQS, authorization, band, logo, money, ownerTaxText, printedState, signatures, type Fields } from './parts.ts';
import type { Sheet } from './sheet.ts';

const BLUE = '#1f3a93';
const ENTITY_BOXES: [string, string][] = [['Corporation', 'Corporación'], ['LLC', 'LLC'], ['S Corporation', 'S Corp'], ['Partnership', 'Sociedad'], ['Sole Proprietor', 'Propietario Único']];

function line(s: Sheet, key: string, label: string, text: string | null, x: number, y: number, w: number, f: Fields = {}): void {
  s.t(label, x, y + 6, { size: 6.8 });
  const lw = s.doc.font('Helvetica').fontSize(6.8).widthOfString(label) + 4;
  s.doc.lineWidth(0.5).moveTo(x + lw, y + 15).lineTo(x + w - 6, y + 15).stroke('#555');
  if (text) s.value(key, text, x + lw + 2, y + 4, w - lw - 10, f);
}

function page1(s: Sheet, m: Merchant, ds: DateStyle): void {
  const r = s.rng;
  logo(s, 'bridge', 40, 28, BLUE, '#c0392b');
  s.t('PUENTE', 92, 28, { size: 20, bold: true, color: BLUE });
  s.t('BUSINESS FUNDING', 92, 50, { size: 8, bold: true, color: '#c0392b' });
  s.t('Merchant Application / Solicitud del Comerciante', 300, 32, { size: 11, bold: true, width: 276, align: 'right' });
  s.t('Page 1 of 2 / Página 1 de 2', 300, 48, { size: 6.5, width: 276, align: 'right', color: '#666' });
  let y = 76;
  band(s, y, 'BUSINESS INFORMATION / INFORMACIÓN DEL NEGOCIO', BLUE);
  y += 18;
  line(s, 'legal_name', 'Legal Business Name / Nombre Legal:', m.legal, 36, y, 330, F.legal(m));
  const dba = m.dba ?? (r.chance(0.35) ? r.pick(['N/A', 'Same', 'Mismo']) : null);
  line(s, 'dba', 'DBA / Nombre Comercial:', dba, 366, y, 210, m.dba ? F.dba(m) : {});
  y += 20;
  line(s, 'address', 'Physical Address / Dirección:', m.street, 36, y, 260);
  line(s, 'city', 'City / Ciudad:', m.city, 296, y, 130);
  line(s, 'state', 'State / Estado:', printedState(m.state, r), 426, y, 80, F.state(m));
  line(s, 'zip', 'Zip:', m.zip, 506, y, 70);
  y += 20;
  line(s, 'tax_id', 'Federal Tax ID / No. Fiscal:', m.tax.printed, 36, y, 200, F.tax(m));
  const sd = r.chance(0.85) ? fmtDate(m.start, ds) : null;
  line(s, 'start_date', 'Start Date / Fecha de Inicio:', sd, 236, y, 190, sd ? F.start(m) : {});
  line(s, 'state_of_inc', 'State of Inc. / Estado de Inc.:', m.entity.id === 'sole_proprietorship' ? null : m.stateOfInc, 426, y, 150);
  y += 20;
  line(s, 'phone', 'Business Phone / Teléfono:', m.phone, 36, y, 200);
  line(s, 'industry', 'Type of Business / Giro del Negocio:', m.industryText, 236, y, 340, F.industry(m));
  y += 24;
  s.t('Entity Type / Tipo de Entidad:', 36, y, { size: 6.8, bold: true });
  y += 12;
  const other = m.entity.printed === 'L.L.C.' && r.chance(0.5);
  let x = 40;
  for (const [en, es] of ENTITY_BOXES) {
    const checked = !other && m.entity.box === en;
    s.check(`entity_${en}`, x, y, checked, en, checked ? F.entity(m) : {});
    const label = en === es ? en : `${en} / ${es}`;
    s.t(label, x + 11, y + 1, { size: 6.5 });
    x += s.doc.font('Helvetica').fontSize(6.5).widthOfString(label) + 20;
  }
  s.check('entity_other', x, y, other, 'Other', {});
  s.t('Other / Otro:', x + 11, y + 1, { size: 6.5 });
  s.doc.lineWidth(0.5).moveTo(x + 56, y + 9).lineTo(576, y + 9).stroke();
  if (other) s.value('entity_other_text', m.entity.printed, x + 58, y - 2, 576 - x - 60, F.entity(m));
  y += 18;
  s.t('Business Location / Local:', 36, y, { size: 6.8, bold: true });
  const rent = r.chance(0.7);
  s.check('own', 150, y, !rent, 'Own / Propio');
  s.t('Own / Propio', 161, y + 1, { size: 6.5 });
  s.check('rent', 220, y, rent, 'Rent / Renta');
  s.t('Rent / Renta', 231, y + 1, { size: 6.5 });
  if (rent) {
    line(s, 'landlord', 'Landlord / Arrendador:', m.landlord.name, 290, y - 6, 200);
    line(s, 'rent_amount', 'Rent / Renta:', money(m.landlord.rent, r), 490, y - 6, 86);
    y += 16;
    line(s, 'landlord_phone', 'Landlord Phone / Tel. del Arrendador:', m.landlord.phone, 290, y - 6, 286);
  }
  y += 22;
  band(s, y, 'FUNDING REQUEST / SOLICITUD DE FONDOS', BLUE);
  y += 18;
  line(s, 'amount', 'Amount Requested / Monto Solicitado:', money(m.amount, r), 36, y, 270, F.amount(m));
  line(s, 'monthly_sales', 'Avg. Monthly Sales / Ventas Mensuales:', money(m.monthlySales, r), 306, y, 270);
  y += 22;
  const withTerms = r.chance(0.7);
  s.t('Payment Frequency / Frecuencia de Pago:', 36, y, { size: 6.8, bold: true });
  x = 200;
  for (const [id, es, en] of FREQS) {
    const checked = withTerms && m.freq === id;
    s.check(`freq_${id}`, x, y, checked, en, checked ? F.freq(m) : {});
    s.t(`${es} / ${en}`, x + 11, y + 1, { size: 6.5 });
    x += 92;
  }
  y += 14;
  line(s, 'payment', 'Payment Amount / Monto del Pago:', withTerms ? money(m.payment, r) : null, 36, y, 270, F.payment(m));
  line(s, 'n_payments', 'Number of Payments / Número de Pagos:', withTerms ? String(m.nPayments) : null, 306, y, 270, F.count(m));
  y += 26;
  band(s, y, 'EXISTING ADVANCES / FINANCIAMIENTOS ACTUALES', BLUE);
  y += 18;
  const cols = [['Funder / Financiador', 36], ['Balance / Saldo', 260], ['Payment / Pago', 380], ['Frequency / Frecuencia', 480]] as const;
  for (const [t, cx] of cols) s.t(t, cx, y, { size: 6.5, bold: true });
  y += 10;
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    s.doc.lineWidth(0.4).moveTo(36, y + 13).lineTo(576, y + 13).stroke('#999');
    if (f) {
      s.value(`funder${i}_name`, f.name, 38, y + 1, 210);
      s.value(`funder${i}_balance`, money(f.balance, r), 262, y + 1, 110);
      s.value(`funder${i}_payment`, money(f.payment, r), 382, y + 1, 90);
      s.value(`funder${i}_freq`, r.pick(['Daily', 'Diario', 'Weekly', 'Semanal']), 482, y + 1, 90);
    }
    y += 15;
  }
  s.t('Puente Business Funding is a broker, not a lender. / Puente Business Funding es un corredor, no un prestamista.', 36, 760, { size: 6, width: 540, align: 'center', color: '#777' });
}

function page2(s: Sheet, m: Merchant, ds: DateStyle): void {
  const r = s.rng;
  s.t('PUENTE BUSINESS FUNDING · Merchant Application (continued / continuación)', 36, 30, { size: 8, bold: true, color: BLUE });
  s.t('Page 2 of 2 / Página 2 de 2', 300, 30, { size: 6.5, width: 276, align: 'right', color: '#666' });
  let y = 48;
  band(s, y, 'OWNERS / PROPIETARIOS', BLUE);
  y += 18;
  const cols = [['Full Name / Nombre Completo', 36, 170], ['Title / Cargo', 208, 80], ['Owner % / Propiedad', 290, 60], ['SSN / ITIN', 352, 72], ['Date of Birth / Nacimiento', 426, 80], ['Credit Score', 508, 68]] as const;
  for (const [t, cx, w] of cols) s.t(t, cx, y, { size: 6, bold: true, width: w });
  y += 16;
  m.owners.forEach((o, i) => {
    s.doc.lineWidth(0.4).rect(36, y - 3, 540, 18).stroke('#999');
    s.value(`owner${i}_name`, fullName(o, !o.simple || r.chance(0.3)), 38, y, 166, F.name(o, i));
    s.value(`owner${i}_title`, o.title, 210, y, 76, F.role(o, i));
    s.value(`owner${i}_pct`, r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]), 292, y, 56, F.pct(o, i));
    s.value(`owner${i}_tax`, ownerTaxText(o, r), 354, y, 70, F.ownerTax(o, i));
    if (r.chance(0.8)) s.value(`owner${i}_dob`, fmtDate(o.dob, ds), 428, y, 76, F.dob(o, i));
    if (o.credit !== null) s.value(`owner${i}_credit`, String(o.credit), 510, y, 60, F.credit(o, i));
    y += 18;
  });
  y += 8;
  m.owners.forEach((o, i) => {
    line(s, `owner${i}_home`, `Home Address Owner ${i + 1} / Domicilio:`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, 36, y, 540);
    y += 18;
  });
  y += 6;
  band(s, y, 'TRADE REFERENCES / REFERENCIAS COMERCIALES', BLUE);
  y += 18;
  m.refs.forEach((ref, i) => {
    line(s, `ref${i}_name`, `Name / Nombre ${i + 1}:`, ref.name, 36, y, 300);
    line(s, `ref${i}_phone`, 'Phone / Teléfono:', ref.phone, 336, y, 240);
    y += 18;
  });
  y += 6;
  band(s, y, 'BANK / BANCO', BLUE);
  y += 18;
  line(s, 'bank_name', 'Bank / Banco:', m.bank.name, 36, y, 200);
  line(s, 'bank_routing', 'Routing / Ruta:', m.bank.routing, 236, y, 150);
  line(s, 'bank_account', 'Account / Cuenta:', m.bank.account, 386, y, 190);
  y += 28;
  y = authorization(s, y, false);
  signatures(s, m, y + 6, ds, false);
  s.doc.save().rect(36, 720, 540, 30).fill('#eef1fa').restore();
  s.t('For office use / Uso de oficina — ISO Rep:', 42, 726, { size: 6.5, bold: true });
  s.value('iso_rep', m.rep.name, 200, 724, 120, {}, 8);
  s.value('iso_phone', m.rep.phone, 330, 724, 100, {}, 8);
  s.value('iso_email', m.rep.email, 440, 724, 130, {}, 8);
}

export function puente(s: Sheet, m: Merchant): void {
  const ds = s.rng.pick<DateStyle>(['mdy', 'mdy', 'mdy2', 'long_en']);
  page1(s, m, ds);
  s.addPage();
  page2(s, m, ds);
}
