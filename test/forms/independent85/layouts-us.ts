// US English/Spanish layouts, part one: Puente Capital Advisors (stacked labels in a boxed grid) and Solana Funding
// Group (English / Spanish labels side by side with a slash, on ruled lines).
import type { Rng } from '../../statements/generator/prng.ts';
import { businessValues, cell, checkRow, FREQ_LABELS, L, lab, ownerValues, type Cfg } from './common.ts';
import type { Sheet } from './kit.ts';
import type { Merchant } from './merchant.ts';

const US_ENT = ['llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'limited_partnership'];
const US_ENT_LABELS = ['LLC', 'Corporation / Corporación', 'S Corp / Corporación S', 'Sole Proprietor / Propietario Único',
  'Partnership / Sociedad', 'LP / Sociedad en Comandita'];

const AUTH_ES = 'Al firmar, cada propietario certifica que la información es verdadera y autoriza a la compañía y a sus financiadores a '
  + 'obtener informes de crédito y verificar la información proporcionada.';
const AUTH_EN = 'By signing below, each owner certifies that the information above is true and complete and authorizes the broker and its '
  + 'funding partners to obtain consumer and business credit reports and to verify the information provided.';

export function puente(s: Sheet, m: Merchant, r: Rng): void {
  const c: Cfg = { date: r.pick(['mdy', 'mdy2'] as const), dob: 'mdy', money: 'usd', payMoney: 'usd', stateName: r.chance(0.3),
    industry: 'both', pct: '%' };
  const b = businessValues(m, r, c);
  const X = 36, W = 540;
  s.rect(0, 0, 612, 62, '#0f4c5c', '#0f4c5c');
  s.label('PUENTE CAPITAL ADVISORS', X, 16, { bold: true, size: 17, color: '#ffffff' });
  s.label('Merchant Funding Application  |  Solicitud de Financiamiento Comercial', X, 38, { size: 9, color: '#ffffff' });
  s.label('ISO #PCA-2291   Tel. (786) 555-0142   apps@puentecapital.example', X, 38, { size: 7, color: '#ffffff', w: W, align: 'right' });
  const row = (y: number, cells: [string, number][], h = 27) => {
    let x = X;
    for (const [k, w] of cells) { const [en, es] = lab(k, 'es'); cell(s, k, x, y, w, h, en, es, 'stacked', b[k]); x += w; }
  };
  let y = 72;
  s.band('BUSINESS INFORMATION / INFORMACIÓN DEL NEGOCIO', X, y, W, '#c9e4ea'); y += 14;
  row(y, [['legal', 330], ['dba', 210]]); y += 27;
  row(y, [['taxid', 150], ['start', 120], ['industry', 270]]); y += 27;
  row(y, [['street', 250], ['city', 120], ['state', 64], ['zip', 106]]); y += 27;
  row(y, [['phone', 130], ['email', 210], ['website', 200]]); y += 27;
  s.label('Entity Type / Tipo de Entidad:', X, y + 1, { bold: true, size: 7 });
  checkRow(s, 'entity', X + 112, y, US_ENT_LABELS.slice(0, 3), US_ENT.indexOf(m.entity.id), { type_of_entity: m.entity.id });
  checkRow(s, 'entity_b', X + 112, y + 11, US_ENT_LABELS.slice(3), US_ENT.indexOf(m.entity.id) - 3, { type_of_entity: m.entity.id });
  y += 27;
  row(y, [['inc', 150], ['employees', 100], ['sales', 140], ['revenue', 150]]); y += 30;
  s.band('FUNDING REQUEST / SOLICITUD DE FONDOS', X, y, W, '#c9e4ea'); y += 14;
  row(y, [['amount', 180], ['use', 360]]); y += 30;
  s.band('OWNERS / PROPIETARIOS (20% or more / 20% o más)', X, y, W, '#c9e4ea'); y += 14;
  m.owners.forEach((o, i) => {
    const ov = ownerValues(o, i, m, r, c, 'natural');
    const orow = (yy: number, cells: [string, number][]) => {
      let x = X;
      for (const [k, w] of cells) {
        const [en, es] = k === 'name' ? [`Owner ${i + 1} Full Name`, `Nombre Completo del Propietario ${i + 1}`] : lab(k, 'es');
        cell(s, `o${i + 1}_${k}`, x, yy, w, 25, en, es, 'stacked', ov[k]); x += w;
      }
    };
    orow(y, [['name', 210], ['title', 110], ['pct', 80], ['credit', 140]]);
    orow(y + 25, [['ssn', 130], ['dob', 110], ['home', 300]]);
    y += 54;
  });
  y += 4;
  s.band('BANK INFORMATION / INFORMACIÓN BANCARIA', X, y, W, '#c9e4ea'); y += 14;
  row(y, [['bank', 200], ['routing', 160], ['account', 180]], 25); y += 30;
  s.para(AUTH_EN, X, y, W, 6.5);
  s.para(AUTH_ES, X, y + 17, W, 6.5, true);
  y += 38;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    const x = X + i * 272;
    s.line(x, y + 18, x + 160, y + 18);
    s.scrawl(x + 8, y + 14, 110);
    s.label('Signature / Firma', x, y + 21, { size: 6 });
    s.line(x + 170, y + 18, x + 250, y + 18);
    s.label('Date / Fecha', x + 170, y + 21, { size: 6 });
  }
}

export function solana(s: Sheet, m: Merchant, r: Rng): void {
  const c: Cfg = { date: r.pick(['long_en', 'long_es'] as const), dob: r.pick(['mdy2', 'mdy'] as const), money: 'usd0', payMoney: 'usd',
    stateName: r.chance(0.5), industry: r.pick(['en', 'both'] as const), pct: '%' };
  const b = businessValues(m, r, c);
  const X = 40, W = 532;
  s.label('Solana Funding Group', X, 30, { font: 'Times-Bold', size: 20, color: '#b5541b' });
  s.label('Business Cash Advance Application / Solicitud de Adelanto de Efectivo', X, 54, { font: 'Times-Italic', size: 10 });
  s.line(X, 68, X + W, 68, 1.5, '#b5541b');
  s.label('2100 Ponce de Leon Blvd, Coral Gables FL  ·  (305) 555-0177', X, 30, { size: 7, w: W, align: 'right' });
  const line = (k: string, x: number, y: number, w: number, en?: string, es?: string) => {
    const [a, bb] = lab(k, 'es');
    cell(s, k, x, y, w, 14, en ?? a, es ?? bb, 'slash', b[k]);
  };
  let y = 80;
  s.label('1. Business / Negocio', X, y, { bold: true, size: 10 }); y += 16;
  line('legal', X, y, W); y += 18;
  line('dba', X, y, W, 'Doing Business As (DBA)', 'Nombre Comercial'); y += 18;
  line('taxid', X, y, 260, 'Federal Tax ID', 'No. de Identificación Fiscal');
  line('entity', X + 272, y, 260, 'Entity Type', 'Tipo de Entidad'); y += 18;
  line('start', X, y, 260, 'Date Business Started', 'Fecha de Inicio');
  line('inc', X + 272, y, 260); y += 18;
  line('industry', X, y, W, 'Nature of Business', 'Giro del Negocio'); y += 18;
  line('street', X, y, W, 'Physical Address', 'Dirección Física'); y += 18;
  line('city', X, y, 200); line('state', X + 210, y, 130); line('zip', X + 350, y, 182); y += 18;
  line('phone', X, y, 260); line('email', X + 272, y, 260); y += 24;
  s.label('2. Funding / Financiamiento', X, y, { bold: true, size: 10 }); y += 16;
  line('amount', X, y, 260, 'Funding Amount Requested', 'Monto Solicitado');
  line('sales', X + 272, y, 260, 'Monthly Sales', 'Ventas Mensuales'); y += 18;
  line('payment', X, y, 260, 'Desired Payment', 'Pago Deseado');
  line('n', X + 272, y, 260, '# of Payments', 'Núm. de Pagos'); y += 18;
  s.label('Payment Schedule / Frecuencia de Pago:', X, y + 1, { size: 7.2 });
  const fk = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  checkRow(s, 'freq', X + 150, y, fk.map((k) => `${FREQ_LABELS[k][0]} / ${FREQ_LABELS[k][1]}`), r.chance(0.85) ? fk.indexOf(m.freq) : -1,
    { payment_frequency: m.freq });
  y += 24;
  s.label('3. Owners / Dueños', X, y, { bold: true, size: 10 }); y += 14;
  const cols: [string, string, number][] = [['Last Name(s), First Name / Apellido(s), Nombre', 'name', 170], ['Title / Cargo', 'title', 70],
    ['% Own. / Prop.', 'pct', 44], ['SSN / ITIN', 'ssn', 78], ['DOB / Fecha Nac.', 'dob', 70], ['FICO', 'credit', 40], ['Cell / Celular', 'cell', 60]];
  let x = X;
  s.rect(X, y, W, 14, '#f3e2d6', '#b5541b');
  for (const [t, , w] of cols) { s.label(t, x + 2, y + 4, { size: 5.6, bold: true }); x += w; }
  y += 14;
  m.owners.forEach((o, i) => {
    const ov = ownerValues(o, i, m, r, c, 'lastFirst');
    x = X;
    s.rect(X, y, W, 18, undefined, '#b5541b');
    for (const [, k, w] of cols) { s.value(`o${i + 1}_${k}`, x + 2, y + 5, w - 4, ov[k]!.text, ov[k]!.fields, { size: k === 'name' ? 8.5 : 7.5 }); x += w; }
    y += 18;
  });
  for (let i = m.owners.length; i < 4; i++) { s.rect(X, y, W, 18, undefined, '#b5541b'); y += 18; }
  y += 12;
  s.label('4. Landlord & Bank / Arrendador y Banco', X, y, { bold: true, size: 10 }); y += 16;
  line('landlord', X, y, 260); line('landlordPhone', X + 272, y, 260); y += 18;
  line('bank', X, y, 170); line('routing', X + 180, y, 170); line('account', X + 360, y, 172); y += 18;
  line('use', X, y, W); y += 26;
  s.para(`${AUTH_EN} ${AUTH_ES}`, X, y, W, 6.3);
  y += 40;
  s.line(X, y + 14, X + 220, y + 14); s.scrawl(X + 10, y + 10, 120);
  s.label('Owner Signature / Firma del Dueño', X, y + 17, { size: 6.5 });
  s.line(X + 300, y + 14, X + 420, y + 14);
  s.label('Date / Fecha', X + 300, y + 17, { size: 6.5 });
  s.label(`Broker: Solana Funding Group · ${L.legal![0]} must match IRS records / debe coincidir con el IRS`, X, 760, { size: 6, color: '#666666' });
}
