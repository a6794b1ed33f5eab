// US English/Spanish layouts, part two: Camino Real Business Funding (two pages, English label left and Spanish label
// right in each box) and Aurora Merchant Partners (Spanish first, English under it).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtMoney } from './data.ts';
import { businessValues, cell, checkRow, FREQ_LABELS, lab, ownerValues, type Cfg, type CellMode, type V } from './common.ts';
import type { Sheet } from './kit.ts';
import type { Merchant } from './merchant.ts';

function grid(s: Sheet, vals: Record<string, V>, mode: CellMode, X: number, y: number, cells: [string, number][], h = 24, prefix = '',
  labels: Record<string, [string, string]> = {}): void {
  let x = X;
  for (const [k, w] of cells) {
    const [en, es] = labels[k] ?? lab(k, 'es');
    cell(s, `${prefix}${k}`, x, y, w, h, en, es, mode, vals[k]);
    x += w;
  }
}

export function camino(s: Sheet, m: Merchant, r: Rng): void {
  const c: Cfg = { date: r.pick(['mdy', 'mon_en'] as const), dob: r.pick(['mon_en', 'mdy'] as const), money: 'usd', payMoney: 'usd',
    stateName: false, industry: r.pick(['both', 'en'] as const), pct: 'bare' };
  const b = businessValues(m, r, c);
  const X = 36, W = 540;
  const head = (p: number) => {
    s.rect(X, 24, W, 40, '#fff4d6', '#8a6d1d', 1.2);
    s.label('CAMINO REAL BUSINESS FUNDING', X + 10, 31, { font: 'Times-Bold', size: 15, color: '#5a4510' });
    s.label('Application for Business Funding · Solicitud de Financiamiento Empresarial', X + 10, 50, { size: 7.5 });
    s.label(`Page ${p} of 2 / Página ${p} de 2`, X, 50, { size: 7, w: W - 10, align: 'right' });
  };
  head(1);
  let y = 74;
  s.band('SECTION A · BUSINESS  /  SECCIÓN A · NEGOCIO', X, y, W, '#8a6d1d', '#ffffff'); y += 14;
  grid(s, b, 'split', X, y, [['legal', 340], ['entity', 200]], 24, '', { entity: ['Legal Entity', 'Tipo de Entidad'] }); y += 24;
  grid(s, b, 'split', X, y, [['dba', 340], ['taxid', 200]]); y += 24;
  grid(s, b, 'split', X, y, [['street', 240], ['city', 130], ['state', 60], ['zip', 110]], 24, '', { state: ['State', 'Edo.'] }); y += 24;
  grid(s, b, 'split', X, y, [['start', 140], ['industry', 250], ['phone', 150]]); y += 24;
  grid(s, b, 'split', X, y, [['email', 200], ['website', 170], ['inc', 170]]); y += 30;
  s.band('SECTION B · FUNDING REQUEST  /  SECCIÓN B · SOLICITUD', X, y, W, '#8a6d1d', '#ffffff'); y += 14;
  grid(s, b, 'split', X, y, [['amount', 180], ['payment', 180], ['n', 180]]); y += 24;
  grid(s, b, 'split', X, y, [['use', 270], ['sales', 270]]); y += 28;
  s.label('Payment frequency / Frecuencia de pago:', X, y + 1, { size: 7, bold: true });
  const fk = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  checkRow(s, 'frequency', X + 160, y, fk.map((k) => `${FREQ_LABELS[k][0]} (${FREQ_LABELS[k][1]})`), fk.indexOf(m.freq),
    { payment_frequency: m.freq }, 92);
  y += 20;
  s.band('SECTION C · EXISTING ADVANCES  /  SECCIÓN C · ADELANTOS EXISTENTES', X, y, W, '#8a6d1d', '#ffffff'); y += 14;
  const cols: [string, number][] = [['Funder / Financiador', 220], ['Balance / Saldo', 160], ['Payment / Pago', 160]];
  let x = X;
  for (const [t, w] of cols) { s.rect(x, y, w, 13, '#f2ead2'); s.label(t, x + 3, y + 3.5, { size: 6.5, bold: true }); x += w; }
  y += 13;
  for (let i = 0; i < 3; i++) {
    const f = m.decoy.funders[i];
    x = X;
    const texts = f ? [f.name, fmtMoney(f.balance, 'usd'), fmtMoney(f.payment, 'usd')] : [null, null, null];
    cols.forEach(([, w], j) => { s.rect(x, y, w, 15); s.value(`adv${i + 1}_${j}`, x + 3, y + 4, w - 6, texts[j] ?? null, {}, { size: 8 }); x += w; });
    y += 15;
  }
  y += 8;
  s.band('SECTION D · TRADE REFERENCES  /  SECCIÓN D · REFERENCIAS COMERCIALES', X, y, W, '#8a6d1d', '#ffffff'); y += 14;
  m.decoy.refs.forEach((ref, i) => {
    cell(s, `ref${i + 1}_name`, X, y, 340, 22, 'Company', 'Compañía', 'split', { text: ref.name, fields: {} });
    cell(s, `ref${i + 1}_phone`, X + 340, y, 200, 22, 'Phone', 'Teléfono', 'split', { text: ref.phone, fields: {} });
    y += 22;
  });
  y += 8;
  s.band('SECTION E · LANDLORD  /  SECCIÓN E · ARRENDADOR', X, y, W, '#8a6d1d', '#ffffff'); y += 14;
  grid(s, b, 'split', X, y, [['landlord', 340], ['landlordPhone', 200]]);
  s.label('Continued on page 2 / Continúa en la página 2', X, 760, { size: 7, italic: true });

  s.newPage();
  head(2);
  y = 74;
  s.band('SECTION F · OWNERS / GUARANTORS  ·  SECCIÓN F · DUEÑOS / GARANTES', X, y, W, '#8a6d1d', '#ffffff'); y += 14;
  m.owners.forEach((o, i) => {
    const ov = ownerValues(o, i, m, r, c, 'split');
    s.label(`Owner ${i + 1} / Dueño ${i + 1}`, X, y + 1, { bold: true, size: 7.5, color: '#5a4510' }); y += 11;
    const p = `owner${i + 1}_`;
    grid(s, ov, 'split', X, y, [['first', 170], ['last', 210], ['title', 100], ['pct', 60]], 24, p); y += 24;
    grid(s, ov, 'split', X, y, [['ssn', 140], ['dob', 130], ['credit', 100], ['cell', 170]], 24, p); y += 24;
    grid(s, ov, 'split', X, y, [['home', 340], ['email', 200]], 24, p); y += 30;
  });
  y = Math.max(y, 400);
  s.band('SECTION G · BANK  /  SECCIÓN G · BANCO', X, y, W, '#8a6d1d', '#ffffff'); y += 14;
  grid(s, b, 'split', X, y, [['bank', 200], ['routing', 160], ['account', 180]]); y += 32;
  s.para('AUTHORIZATION: Each undersigned owner authorizes Camino Real Business Funding and its funders to obtain credit reports, '
    + 'bank information and any other information about the business and its owners, and certifies the information is correct.', X, y, W, 6.8);
  s.para('AUTORIZACIÓN: Cada dueño firmante autoriza a Camino Real Business Funding y a sus financiadores a obtener reportes de crédito e '
    + 'información bancaria, y certifica que la información es correcta.', X, y + 20, W, 6.8, true);
  y += 46;
  m.owners.forEach((o, i) => {
    const yy = y + i * 30;
    s.line(X, yy + 16, X + 200, yy + 16); s.scrawl(X + 8, yy + 12, 120);
    s.label(`Signature Owner ${i + 1} / Firma Dueño ${i + 1}`, X, yy + 19, { size: 6 });
    s.line(X + 220, yy + 16, X + 400, yy + 16);
    s.label('Print Name / Nombre en letra de molde', X + 220, yy + 19, { size: 6 });
    s.line(X + 420, yy + 16, X + 540, yy + 16);
    s.label('Date / Fecha', X + 420, yy + 19, { size: 6 });
  });
}

const ENT_ES = ['Corporación / Corporation', 'Corporación S / S Corp', 'LLC', 'Sociedad / Partnership', 'Dueño Único / Sole Proprietor', 'Otro / Other:'];
const ENT_ID = ['c_corporation', 's_corporation', 'llc', 'general_partnership', 'sole_proprietorship'];

export function aurora(s: Sheet, m: Merchant, r: Rng): void {
  const c: Cfg = { date: r.pick(['long_es', 'mdy'] as const), dob: r.pick(['mdy', 'long_es'] as const), money: 'plain', payMoney: 'plain',
    stateName: r.chance(0.4), industry: 'otherFirst', pct: '%' };
  const b = businessValues(m, r, c);
  const useYears = r.chance(0.35);
  const X = 40, W = 532;
  s.label('AURORA', X, 28, { font: 'Helvetica-Bold', size: 24, color: '#7b2d8b' });
  s.label('MERCHANT PARTNERS', X + 108, 36, { size: 10, color: '#7b2d8b' });
  s.label('Solicitud de Capital de Trabajo', X, 58, { bold: true, size: 11 });
  s.label('Working Capital Application', X, 71, { italic: true, size: 9, color: '#444444' });
  s.label('Cantidades en dólares (USD) / Amounts in US dollars', X, 71, { size: 7, w: W, align: 'right' });
  const g = (y: number, cells: [string, number][], vals: Record<string, V> = b, prefix = '', labels: Record<string, [string, string]> = {}) => {
    let x = X;
    for (const [k, w] of cells) {
      const [en, es] = labels[k] ?? lab(k, 'es');
      cell(s, `${prefix}${k}`, x, y, w, 27, en, es, 'stackedOther', vals[k]);
      x += w;
    }
  };
  let y = 88;
  s.band('Información del Negocio / Business Information', X, y, W, '#e7d3ec'); y += 14;
  g(y, [['legal', 332], ['dba', 200]], b, '', { legal: ['Legal Name', 'Nombre Legal'], dba: ['Trade Name (DBA)', 'Nombre Comercial'] }); y += 27;
  g(y, [['street', 262], ['city', 120], ['state', 60], ['zip', 90]]); y += 27;
  g(y, [useYears ? ['years', 110] : ['start', 110], ['taxid', 150], ['industry', 272]], b, '',
    { taxid: ['Tax ID (EIN or SSN/ITIN)', 'Núm. Fiscal (EIN o SSN/ITIN)'] }); y += 27;
  g(y, [['phone', 150], ['email', 232], ['employees', 150]]); y += 28;
  s.label('Tipo de Entidad / Entity Type:', X, y + 1, { bold: true, size: 7 });
  const ei = ENT_ID.indexOf(m.entity.id);
  checkRow(s, 'tipo', X + 115, y, ENT_ES.slice(0, 3), ei, { type_of_entity: m.entity.id });
  const other = ei < 0;
  const end = checkRow(s, 'tipo_b', X + 115, y + 11, ENT_ES.slice(3), other ? 2 : ei - 3, other ? {} : { type_of_entity: m.entity.id });
  s.line(end - 16, y + 19, end + 90, y + 19);
  s.value('tipo_otro', end - 14, y + 10, 100, other ? b.entity!.text : null, b.entity!.fields, { size: 8 });
  y += 28;
  s.band('Solicitud de Fondos / Funding Request', X, y, W, '#e7d3ec'); y += 14;
  g(y, [['amount', 140], ['payment', 130], ['n', 110], ['sales', 152]], b, '', { amount: ['Amount Requested ($)', 'Cantidad Solicitada ($)'],
    payment: ['Payment ($)', 'Pago ($)'], sales: ['Monthly Sales ($)', 'Ventas Mensuales ($)'] }); y += 28;
  s.label('Frecuencia / Frequency:', X, y + 1, { bold: true, size: 7 });
  const fk = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  checkRow(s, 'frecuencia', X + 95, y, fk.map((k) => `${FREQ_LABELS[k][1]} / ${FREQ_LABELS[k][0]}`), fk.indexOf(m.freq), { payment_frequency: m.freq });
  y += 20;
  s.band('Propietarios / Owners', X, y, W, '#e7d3ec'); y += 14;
  m.owners.forEach((o, i) => {
    const ov = ownerValues(o, i, m, r, c, 'natural');
    const p = `prop${i + 1}_`;
    g(y, [['name', 220], ['title', 110], ['pct', 80], ['credit', 122]], ov, p, { name: ['Full Name', 'Nombre Completo'] }); y += 27;
    g(y, [['ssn', 130], ['dob', 130], ['home', 272]], ov, p); y += 31;
  });
  y += 4;
  s.band('Banco / Bank', X, y, W, '#e7d3ec'); y += 14;
  g(y, [['bank', 200], ['routing', 150], ['account', 182]]); y += 32;
  s.para('Autorizo a Aurora Merchant Partners y a sus socios financieros a verificar la información de esta solicitud y a obtener mi '
    + 'historial de crédito. I authorize Aurora Merchant Partners and its funding partners to verify this application and obtain my credit history.',
  X, y, W, 6.6);
  y += 28;
  s.line(X, y + 14, X + 230, y + 14); s.scrawl(X + 10, y + 10, 130);
  s.label('Firma / Signature', X, y + 17, { size: 6.5 });
  s.line(X + 300, y + 14, X + 430, y + 14);
  s.label('Fecha / Date', X + 300, y + 17, { size: 6.5 });
}
