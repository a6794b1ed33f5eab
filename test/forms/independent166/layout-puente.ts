// Puente Capital Group (a broker in Houston): one page of boxed cells, each with its Spanish label in bold and the
// English under it in grey; owners in a table (full name in one cell, `First M. Last` or `Last, First M.`), existing
// advances and bank in tables, US-style dates and money.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, Fields } from './canvas.ts';
import type { Layout } from './index.ts';
import { makeMerchant } from './model.ts';
import * as P from './parts.ts';
import { fmtDate, fmtMoney } from './fmt.ts';

const TEAL = '#0f5560';
const ENTITY_BOXES: readonly (readonly [string | null, string])[] = [['c_corporation', 'Corporación / Corporation'], ['s_corporation', 'S-Corp'],
  ['llc', 'LLC'], ['general_partnership', 'Sociedad / Partnership'], ['sole_proprietorship', 'Propietario único / Sole Proprietor'], [null, 'Otro / Other:']];
const USES = ['Inventario / Inventory', 'Equipo / Equipment', 'Capital de trabajo / Working capital', 'Expansión / Expansion', 'Nómina / Payroll'];

function cell(c: Canvas, x: number, y: number, w: number, es: string, en: string, h = 27): void {
  c.rect(x, y, w, h, { stroke: '#7a9aa0' });
  c.text(x + 3, y + 2, es, { size: 6.5, bold: true, color: TEAL });
  c.text(x + 3, y + 9.5, en, { size: 5.5, color: '#6d6d6d' });
}
function filled(c: Canvas, key: string, x: number, y: number, w: number, es: string, en: string, v: { text: string; fields: Fields | null | false } | null): void {
  cell(c, x, y, w, es, en);
  if (v) c.value(key, x + 3, y + 16, w - 6, v.text, v.fields && !Object.keys(v.fields).length ? null : v.fields, `${es} / ${en}`, 8.5);
}
function heading(c: Canvas, y: number, s: string): void {
  c.rect(36, y, 540, 13, { fill: TEAL });
  c.text(42, y + 3, s, { size: 7.5, bold: true, color: '#ffffff' });
}

function draw(c: Canvas, rng: Rng): { country: 'US' | 'CA' } {
  const order: P.NameOrder = rng.chance(0.35) ? 'last-first' : 'first-last';
  const m = makeMerchant(rng.fork('merchant'), { doubleSurnames: order === 'last-first' });
  const showTerms = rng.chance(0.6), showScore = rng.chance(0.5), masked = rng.chance(0.2);
  const dobFmt = rng.pick(['mdy', 'mdy-short'] as const), amtFmt = rng.pick(['us$', 'us$cents', 'us'] as const);
  c.addPage();
  c.rect(0, 0, 612, 58, { fill: TEAL });
  c.text(36, 14, 'PUENTE CAPITAL GROUP', { size: 17, bold: true, color: '#ffffff' });
  c.text(36, 36, 'Solicitud de financiamiento comercial  ·  Business Funding Application', { size: 9, color: '#d8eef0' });
  c.text(420, 18, 'Tel. (713) 555-0148\nsolicitudes@puentecapital.example', { size: 7, color: '#ffffff', width: 160, align: 'right' });

  let y = 68;
  heading(c, y, 'INFORMACIÓN DEL NEGOCIO / BUSINESS INFORMATION');
  y += 16;
  filled(c, 'legal_name', 36, y, 330, 'Nombre legal del negocio', 'Legal business name', P.legal(m));
  filled(c, 'dba', 366, y, 210, 'Nombre comercial (DBA)', 'Doing business as', P.dba(m, rng));
  y += 27;
  filled(c, 'street', 36, y, 230, 'Dirección del negocio', 'Business address', { text: m.street, fields: null });
  filled(c, 'city', 266, y, 130, 'Ciudad', 'City', { text: m.city.city, fields: null });
  filled(c, 'state', 396, y, 80, 'Estado', 'State', P.state(m, rng, true));
  filled(c, 'zip', 476, y, 100, 'Código postal', 'ZIP code', { text: m.zip, fields: null });
  y += 27;
  filled(c, 'phone', 36, y, 120, 'Teléfono', 'Phone', { text: m.phone, fields: null });
  filled(c, 'email', 156, y, 190, 'Correo electrónico', 'E-mail', { text: m.email, fields: null });
  filled(c, 'tax_id', 346, y, 230, 'Número de identificación fiscal (EIN)', 'Federal Tax ID (EIN)', P.bizTax(m, rng, true));
  y += 27;
  filled(c, 'start', 36, y, 150, 'Fecha de inicio (MM/DD/AAAA)', 'Business start date (MM/DD/YYYY)', P.start(m, rng.pick(['mdy', 'mdy-short'] as const)));
  filled(c, 'incorp_state', 186, y, 120, 'Estado de constitución', 'State of incorporation',
    m.entityId === 'sole_proprietorship' ? null : { text: m.incorpState, fields: null });
  filled(c, 'industry', 306, y, 270, 'Tipo de negocio', 'Type of business', P.industry(m));
  y += 27;
  cell(c, 36, y, 540, 'Tipo de entidad', 'Entity type', 30);
  let x = 44;
  const listed = ENTITY_BOXES.some(([id]) => id === m.entityId);
  for (const [id, label] of ENTITY_BOXES) {
    const checked = id === null ? !listed : id === m.entityId;
    x += c.check(id ? `entity` : 'entity_other_box', x, y + 18, label, checked, id ? P.entityFields(id) : null) + 12;
  }
  if (!listed) c.value('entity', x - 2, y + 17, 576 - x, P.entityText(m.entityId, rng), P.entityFields(m.entityId), 'Otro / Other:', 8);
  c.rule(x - 4, y + 27, 570, y + 27, '#999999');
  y += 36;

  heading(c, y, 'SOLICITUD / FUNDING REQUEST');
  y += 16;
  filled(c, 'amount', 36, y, 150, 'Monto solicitado', 'Amount requested', P.money(m.amount, amtFmt, 'requested_amount'));
  filled(c, 'use', 186, y, 200, 'Uso de fondos', 'Use of funds', { text: rng.pick(USES), fields: null });
  filled(c, 'monthly_sales', 386, y, 190, 'Ventas mensuales promedio', 'Average monthly sales', { text: fmtMoney(m.monthlySales, amtFmt), fields: null });
  y += 27;
  cell(c, 36, y, 300, 'Frecuencia de pago', 'Payment frequency');
  x = 42;
  for (const [f, label] of P.FREQ_LABELS.bilingual) {
    x += c.check('freq', x, y + 17, label, showTerms && f === m.freq, { 'application.payment_frequency': f }, { size: 6.5 }) + 7;
  }
  filled(c, 'payment', 336, y, 130, 'Pago estimado', 'Est. payment', showTerms ? P.money(m.payment, 'us$cents', 'requested_payment') : null);
  filled(c, 'npay', 466, y, 110, 'Número de pagos', 'No. of payments', showTerms ? P.npay(m) : null);
  y += 33;

  heading(c, y, 'DUEÑOS (20% O MÁS) / OWNERS (20% OR MORE)');
  y += 14;
  const cols: [number, string, string][] = [[150, 'Nombre completo', 'Full name'], [80, 'Cargo', 'Title'], [52, '% Propiedad', 'Ownership'],
    [88, 'Seguro Social o ITIN', 'SSN or ITIN'], [90, 'Fecha de nacimiento', 'DOB (MM/DD/YYYY)'], [80, 'Puntaje de crédito', 'Credit score']];
  x = 36;
  for (const [w, es, en] of cols) { cell(c, x, y, w, es, en, 18); x += w; }
  y += 18;
  for (let r = 0; r < 4; r++) {
    x = 36;
    for (const [w] of cols) { c.rect(x, y, w, 17, { stroke: '#7a9aa0' }); x += w; }
    const o = m.owners[r];
    if (o) {
      const lbl = (k: number): string => `${cols[k]![1]} / ${cols[k]![2]}`;
      const n = P.ownerName(o, r, order, true), t = P.ownerTax(o, r, masked, rng);
      c.value(`owner${r}.name`, 38, y + 4, 146, n.text, n.fields, lbl(0), 8);
      const roleText = m.entityId === 'sole_proprietorship' ? rng.pick(['Dueño / Owner', 'Owner', 'Propietario'])
        : rng.pick(['Dueño / Owner', 'Presidente', 'Socio gerente', 'CEO', 'Managing Member', 'Vicepresidenta', 'Owner']);
      c.value(`owner${r}.role`, 188, y + 4, 76, roleText, P.role(roleText, r).fields, lbl(1), 8);
      c.value(`owner${r}.pct`, 268, y + 4, 48, P.pct(o, r, true).text, P.pct(o, r, true).fields, lbl(2), 8);
      c.value(`owner${r}.tax`, 320, y + 4, 84, t.text, Object.keys(t.fields).length ? t.fields : null, lbl(3), 8);
      const d = P.dob(o, r, dobFmt);
      c.value(`owner${r}.dob`, 408, y + 4, 86, d.text, d.fields, lbl(4), 8);
      if (showScore) c.value(`owner${r}.score`, 498, y + 4, 76, String(o.score), P.score(o, r).fields, lbl(5), 8);
    }
    y += 17;
  }
  y += 6;

  heading(c, y, 'ADELANTOS EXISTENTES / EXISTING ADVANCES  ·  BANCO / BANK');
  y += 14;
  const acols: [number, string, string][] = [[170, 'Compañía', 'Funder'], [100, 'Saldo', 'Balance'], [90, 'Pago', 'Payment']];
  x = 36;
  for (const [w, es, en] of acols) { cell(c, x, y, w, es, en, 18); x += w; }
  for (let r = 0; r < 2; r++) {
    const yy = y + 18 + r * 16, a = m.advances[r];
    x = 36;
    for (const [w] of acols) { c.rect(x, yy, w, 16, { stroke: '#7a9aa0' }); x += w; }
    if (a) {
      c.value('advance.funder', 38, yy + 3.5, 166, a.funder, null, 'Compañía / Funder', 8);
      c.value('advance.balance', 208, yy + 3.5, 96, fmtMoney(a.balance, 'us$'), null, 'Saldo / Balance', 8);
      c.value('advance.payment', 308, yy + 3.5, 86, fmtMoney(a.payment, 'us$cents'), null, 'Pago / Payment', 8);
    }
  }
  filled(c, 'bank.name', 406, y, 170, 'Banco', 'Bank name', { text: m.bank.name, fields: null });
  filled(c, 'bank.routing', 406, y + 27, 85, 'Núm. de ruta', 'Routing no.', { text: m.bank.routing, fields: null });
  filled(c, 'bank.account', 491, y + 27, 85, 'Núm. de cuenta', 'Account no.', { text: m.bank.account, fields: null });
  y += 62;

  heading(c, y, 'AUTORIZACIÓN / AUTHORIZATION');
  c.text(36, y + 17, 'Cada firmante certifica que la información es verdadera y autoriza a Puente Capital Group y a sus socios financieros a ' +
    'obtener informes de crédito e información bancaria. / Each signer certifies that the information above is true and authorizes Puente ' +
    'Capital Group and its funding partners to obtain credit reports and bank information.', { size: 6.5, width: 540, color: '#333333' });
  y += 50;
  for (let r = 0; r < Math.min(2, m.owners.length); r++) {
    const x0 = 36 + r * 275;
    c.signature(x0 + 5, y, 150);
    c.rule(x0, y + 16, x0 + 170, y + 16);
    c.rule(x0 + 180, y + 16, x0 + 260, y + 16);
    c.text(x0, y + 19, 'Firma del dueño / Owner signature', { size: 6 });
    c.text(x0 + 180, y + 19, 'Fecha / Date', { size: 6 });
    c.value('signed_date', x0 + 182, y + 4, 78, fmtDate(m.signed, 'mdy'), null, 'Fecha / Date', 8);
  }
  c.text(36, 760, 'Puente Capital Group · 2900 Bissonnet St, Houston, TX 77005 · Formulario PCG-ES-07', { size: 6, color: '#888888' });
  return { country: m.country };
}

export const puente: Layout = { broker: 'Puente Capital Group', title: 'Puente Capital Group - Solicitud', genericFields: false,
  typedFont: 'Helvetica', draw };
