// Raíces Funding (a broker in Miami with a Toronto desk): inline labels `Español / English:` on ruled lines. The
// address is one line (the state is read from it), dates are written out (`12 de septiembre de 2009`,
// `September 12, 2009`) or MM/DD/AAAA where the label says so, some forms give only years in business, owners'
// numbers are often masked. About a third of the deals are Canadian: O/A name, BN with program account, SIN, PIPEDA.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import type { Layout } from './index.ts';
import { makeMerchant, type Merchant } from './model.ts';
import * as P from './parts.ts';
import { fmtDate, fmtMoney, type DateFmt } from './fmt.ts';
import { ROLES_BILINGUAL } from './data.ts';
import { line } from './ui.ts';

const GREEN = '#2f6b2f';

function bar(c: Canvas, y: number, s: string): void {
  c.rect(36, y, 540, 14, { fill: '#e4efe0' });
  c.rule(36, y + 14, 576, y + 14, GREEN, 1);
  c.text(40, y + 3.5, s, { size: 8, bold: true, color: GREEN });
}

function ownerBlock(c: Canvas, m: Merchant, r: number, y: number, rng: Rng, f: { order: P.NameOrder; masked: boolean; dobFmt: DateFmt }): number {
  const o = m.owners[r]!, ca = m.country === 'CA';
  line(c, `owner${r}.name`, 36, y, 330, `Dueño ${r + 1} / Owner ${r + 1}:`, P.ownerName(o, r, f.order, true));
  const roleText = m.entityId === 'sole_proprietorship' ? rng.pick(['Dueño / Owner', 'Owner', 'Propietario']) : rng.pick(ROLES_BILINGUAL);
  line(c, `owner${r}.role`, 340, y, 480, 'Cargo / Title:', P.role(roleText, r));
  line(c, `owner${r}.pct`, 486, y, 576, 'Propiedad / Own.:', P.pct(o, r, true));
  y += 18;
  line(c, `owner${r}.tax`, 36, y, 250, ca ? 'SIN / Núm. de seguro social:' : 'SSN / ITIN:', P.ownerTax(o, r, f.masked && rng.chance(0.8), rng));
  const dobLabel = f.dobFmt === 'mdy' ? 'Fecha de nacimiento / DOB (MM/DD/AAAA):' : 'Fecha de nacimiento / Date of birth:';
  line(c, `owner${r}.dob`, 260, y, 576, dobLabel, P.dob(o, r, f.dobFmt));
  y += 18;
  line(c, 'owner.home', 36, y, 576, 'Domicilio / Home address:', { text: `${o.home.street}, ${o.home.city.city}, ${o.home.city.state} ${o.home.zip}`, fields: null });
  return y + 24;
}

function draw(c: Canvas, rng: Rng): { country: 'US' | 'CA' } {
  const order: P.NameOrder = rng.chance(0.4) ? 'last-first' : 'first-last';
  const m = makeMerchant(rng.fork('merchant'), { canada: 0.33, doubleSurnames: order === 'last-first' });
  const ca = m.country === 'CA';
  const startFmt = rng.pick(['long-es', 'long-es', 'long-en', 'mdy', 'years'] as const);
  const f = { order, masked: rng.chance(0.35), dobFmt: rng.pick(['long-es', 'mdy', 'long-en'] as const) };
  c.addPage();
  c.text(36, 26, 'RAÍCES', { size: 22, bold: true, color: GREEN });
  c.text(128, 30, 'FUNDING', { size: 14, color: '#6b8f3a' });
  c.text(36, 52, 'Solicitud de capital para negocios / Business Capital Application', { size: 9.5, color: '#333333' });
  c.text(400, 28, 'Miami · Toronto\nwww.raicesfunding.example\n1-888-555-0199', { size: 7, color: '#555555', width: 176, align: 'right' });
  let y = 72;
  bar(c, y, 'EL NEGOCIO / THE BUSINESS');
  y += 24;
  line(c, 'legal_name', 36, y, 576, 'Nombre legal del negocio / Legal business name:', P.legal(m));
  y += 18;
  line(c, 'dba', 36, y, 576, ca ? 'Nombre operativo (O/A) / Operating name:' : 'Nombre comercial / Trade name (DBA):', P.dba(m, rng));
  y += 18;
  line(c, 'entity', 36, y, 250, 'Tipo de entidad / Entity type:', { text: P.entityText(m.entityId, rng), fields: P.entityFields(m.entityId) });
  line(c, 'industry', 260, y, 576, 'Tipo de negocio / Type of business:', P.industry(m));
  y += 18;
  line(c, 'tax_id', 36, y, 330, ca ? 'Número de empresa / Business Number (BN):' : 'Identificación fiscal / Tax ID (EIN/SSN/ITIN):', P.bizTax(m, rng, false));
  line(c, 'incorp_state', 340, y, 576, 'Constituida en / Incorporated in:', m.entityId === 'sole_proprietorship' ? null : { text: m.incorpState, fields: null });
  y += 18;
  const startLabel = startFmt === 'mdy' ? 'Fecha de inicio / Start date (MM/DD/AAAA):' : 'Fecha de inicio / Business start date:';
  line(c, 'start', 36, y, 330, startLabel, startFmt === 'years' ? null : P.start(m, startFmt));
  line(c, 'years', 340, y, 576, 'Años en operación / Years in business:', startFmt === 'years' || rng.chance(0.3) ? { text: `${m.years} años`, fields: null } : null);
  y += 18;
  line(c, 'address', 36, y, 576, 'Dirección / Business address:', P.addressLine(m));
  y += 18;
  line(c, 'phone', 36, y, 200, 'Teléfono / Phone:', { text: m.phone, fields: null });
  line(c, 'email', 210, y, 576, 'Correo electrónico / E-mail:', { text: m.email, fields: null });
  y += 26;

  bar(c, y, 'LA SOLICITUD / THE REQUEST');
  y += 24;
  line(c, 'amount', 36, y, 270, 'Monto solicitado / Amount requested:', P.money(m.amount, ca ? 'cad' : 'us$', 'requested_amount'));
  line(c, 'monthly_sales', 280, y, 576, 'Ventas mensuales / Monthly sales:', { text: fmtMoney(m.monthlySales, ca ? 'cad' : 'us$'), fields: null });
  y += 18;
  line(c, 'use', 36, y, 576, '¿Para qué usará los fondos? / Use of funds:', { text: rng.pick(['Inventario para la temporada', 'Camión nuevo / new truck', 'Nómina y renta', 'Expansion']), fields: null });
  y += 18;
  for (let r = 0; r < 2; r++) {
    const a = m.advances[r];
    line(c, 'advance.funder', 36, y, 330, `Adelanto actual ${r + 1} / Current advance ${r + 1}:`, a ? { text: a.funder, fields: null } : null);
    line(c, 'advance.balance', 340, y, 576, 'Saldo / Balance:', a ? { text: fmtMoney(a.balance, ca ? 'cad' : 'us$'), fields: null } : null);
    y += 18;
  }
  y += 8;
  bar(c, y, 'DUEÑOS / OWNERS');
  y += 24;
  const firstPage = Math.min(2, m.owners.length);
  for (let r = 0; r < firstPage; r++) y = ownerBlock(c, m, r, y, rng, f);
  if (m.owners.length > 2) {
    c.text(36, y, 'Continúa en la página 2 / Continued on page 2', { size: 7, italic: true, color: '#555555' });
    c.addPage();
    y = 40;
    bar(c, y, 'DUEÑOS (CONT.) / OWNERS (CONT.)');
    y += 24;
    for (let r = 2; r < m.owners.length; r++) y = ownerBlock(c, m, r, y, rng, f);
  }
  bar(c, y, 'USO INTERNO / OFFICE USE ONLY');
  y += 22;
  line(c, 'iso.name', 36, y, 250, 'Representante / Rep:', { text: m.iso.name, fields: null });
  line(c, 'iso.phone', 260, y, 400, 'Tel.:', { text: m.iso.phone, fields: null });
  line(c, 'iso.email', 410, y, 576, 'E-mail:', { text: m.iso.email, fields: null });
  y += 26;
  const consent = ca
    ? 'Consentimiento (PIPEDA) / Consent (PIPEDA): cada firmante consiente que Raíces Funding recopile, use y comparta su información personal ' +
      'con agencias de crédito y financiadores, conforme a la Personal Information Protection and Electronic Documents Act.'
    : 'Autorización / Authorization: los firmantes certifican que la información es correcta y autorizan a Raíces Funding y a sus ' +
      'financiadores a obtener informes de crédito personales y comerciales. The signers certify this information and authorize credit inquiries.';
  c.text(36, y, consent, { size: 6.8, width: 540, color: '#333333' });
  y += 42;
  c.signature(46, y - 8, 150);
  c.rule(36, y + 8, 236, y + 8);
  c.text(36, y + 11, 'Firma / Signature', { size: 6.5 });
  line(c, 'signed_date', 260, y, 420, 'Fecha / Date:', { text: fmtDate(m.signed, 'long-es'), fields: null });
  return { country: m.country };
}

export const raices: Layout = { broker: 'Raíces Funding', title: 'Raices Funding Application', genericFields: false, typedFont: 'Times-Roman', draw };
