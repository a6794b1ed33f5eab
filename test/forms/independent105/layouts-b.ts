// Two Canadian sheets: Maplewood's own merchant intake form with the ISO block on top, and Prairie Lane's (an ISO)
// bilingual transmittal page followed by a deal summary.
import { FREQ_LABEL, fmtDate, money, type Deal } from './data.ts';
import { T, freqBoxes, ownerCols, ownersGrid, stackTable, uwBox, uwItems, type Paths } from './common.ts';
import type { Ctx, Layout } from './layouts-a.ts';

const PROVINCES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', QC: 'Quebec', MB: 'Manitoba', NS: 'Nova Scotia',
  SK: 'Saskatchewan', NB: 'New Brunswick' };
const cad = (n: number, v: number, cents = false): string => (v === 0 ? `CAD ${money(n, cents).slice(1)}` : v === 1 ? `${money(n, cents)} CAD` : money(n, cents));
/** A BN with program account that is not the merchant's (the ISO's own). */
const isoBn = (d: Deal): string => `${String(Number(d.taxIdDigits.slice(0, 9)) + 131).padStart(9, '0').slice(0, 9)} RC0001`;

function maplewood({ s, d, r }: Ctx): void {
  const X = 32, W = 548, red = '#8c1c13';
  const v = r.int(0, 2);
  s.rect(X, 24, W, 40, { fill: red, stroke: 'none' });
  s.label('MAPLEWOOD MERCHANT FUNDING CORP.', X + 10, 30, { size: 14, bold: true, color: '#ffffff' });
  s.label('MERCHANT INTAKE FORM  /  FORMULAIRE D\'ADMISSION DU COMMERÇANT', X + 10, 49, { size: 7.5, color: '#ffe9e6' });
  s.label('Deal #', X + 440, 30, { size: 6.5, color: '#ffe9e6' });
  s.value(null, 'deal_no', `MW-${r.digits(6)}`, X + 440, 38, 100, 12, { name: 'Deal Number' });

  let y = 72;
  s.rect(X, y, W, 64, { fill: '#f6f6f6', stroke: '#999999' });
  s.label('SECTION A  -  SUBMITTING ISO / BROKER (completed by the ISO, not the merchant)', X + 4, y + 3, { size: 7, bold: true, color: red });
  y += 12;
  s.cell('ISO / Broker Name', null, 'iso_name', d.iso.company, X + 4, y, 170);
  s.cell('ISO Partner ID', null, 'iso_id', d.iso.isoId, X + 174, y, 80);
  s.cell('ISO Business Number (BN)', null, 'iso_bn', isoBn(d), X + 254, y, 120);
  s.cell('ISO Rep', null, 'iso_rep', `${d.iso.repFirst} ${d.iso.repLast}`, X + 374, y, 170);
  y += 24;
  s.cell('ISO Phone', null, 'iso_phone', d.iso.phone, X + 4, y, 110);
  s.cell('ISO E-mail', null, 'iso_email', d.iso.email, X + 114, y, 190);
  s.cell('Commission Requested (pts)', null, 'iso_points', String(d.iso.points), X + 304, y, 110);
  s.cell('Broker Fee to Merchant', null, 'iso_fee', cad(d.iso.upsell * 500 + 495, v), X + 414, y, 130);
  y += 34;

  s.bar('SECTION B  -  BUSINESS INFORMATION / RENSEIGNEMENTS SUR L\'ENTREPRISE', X, y, W, red);
  y += 12;
  s.cell('Legal Business Name / Dénomination sociale', T.legal(d), 'legal', d.legal, X, y, 280, 22, { name: 'Legal Name' });
  s.cell('Operating Name (O/A)', T.dba(d), 'dba', d.dbaPrinted, X + 280, y, 268, 22, { name: 'Operating Name' });
  y += 22;
  s.cell('Business Number (BN) with program account', T.taxId(d), 'taxid', d.taxId, X, y, 190, 22, { name: 'Business Number' });
  s.rect(X + 190, y, 358, 22, { stroke: '#8a8a8a', lw: 0.5 });
  s.label('Type of Business Entity', X + 192, y + 1.8, { size: 5.6 });
  let cx = X + 194;
  for (const b of ['Corporation', 'Sole Proprietorship', 'Partnership']) cx = s.check(d.entityBox === b ? T.entity(d) : null, 'entity', b, d.entityBox === b, cx, y + 11);
  s.check(null, 'entity', 'Other:', false, cx, y + 11);
  y += 22;
  s.cell('Industry / Nature of Business', T.industry(d), 'industry', d.industryText, X, y, 190, 22, { name: 'Industry' });
  s.cell('Date Business Started', T.start(d), 'start', fmtDate(d.start, v === 2 ? 'long' : 'iso'), X + 190, y, 110, 22, { name: 'Start Date' });
  s.cell('Jurisdiction of Incorporation', null, 'inc', d.incState, X + 300, y, 120, 22);
  s.cell('Business Phone', {}, 'phone', d.phone, X + 420, y, 128, 22);
  y += 22;
  s.cell('Street Address', {}, 'street', d.addr.street, X, y, 210, 22);
  s.cell('City', {}, 'city', d.addr.city, X + 210, y, 120, 22);
  s.cell('Province', T.state(d), 'province', d.addr.state, X + 330, y, 60, 22, { name: 'Province' });
  s.cell('Postal Code', {}, 'postal', d.addr.zip, X + 390, y, 70, 22);
  s.cell('Employees', {}, 'emp', String(d.employees), X + 460, y, 88, 22);
  y += 28;

  s.bar('SECTION C  -  FUNDING REQUESTED BY MERCHANT', X, y, W, red);
  y += 12;
  s.cell('Amount Requested (CAD)', T.amount(d), 'amount', cad(d.amount, v), X, y, 130, 24, { name: 'Amount Requested' });
  s.cell('Requested Remittance', T.payment(d), 'payment', cad(d.payment, v, true), X + 130, y, 110, 24, { name: 'Requested Remittance' });
  s.cell('Number of Remittances', T.n(d), 'npay', String(d.nPayments), X + 240, y, 80, 24, { name: 'Number of Remittances' });
  s.rect(X + 320, y, 228, 24, { stroke: '#8a8a8a', lw: 0.5 });
  s.label('Remittance Frequency', X + 322, y + 2, { size: 5.6 });
  freqBoxes(s, d, X + 325, y + 12);
  y += 30;

  s.bar('SECTION D  -  PRINCIPALS / GUARANTORS', X, y, W, red);
  y = ownersGrid(s, d, X, y + 12, ownerCols(d, W, { nameStyle: 'full', dob: 'iso', taxHead: 'SIN', home: true }), 4, 16, '#f3dedc') + 6;

  s.bar('SECTION E  -  PREVIOUS ADVANCE (renewals) AND OTHER OPEN POSITIONS', X, y, W, '#555555');
  y += 12;
  const p = d.prior;
  const prev: [string, string, number][] = [['Previous Funder', p.funder, 150], ['Date Funded', fmtDate(p.date, 'iso'), 80], ['Amount Funded', cad(p.funded, v), 100],
    ['Balance Remaining', cad(p.balance, v), 110], ['Remittance', cad(p.payment, v, true), 108]];
  cx = X;
  for (const [l, val, w] of prev) { s.cell(l, null, `prior_${l.replace(/\W/g, '')}`, val, cx, y, w); cx += w; }
  y = stackTable(s, d, X, y + 26, W, 2, 'iso') + 6;

  y = s.para('PIPEDA CONSENT. The undersigned consent to Maplewood Merchant Funding Corp. and its submitting ISO collecting, using and disclosing their personal information, including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this request, verify identity and administer any agreement, in accordance with the Personal Information Protection and Electronic Documents Act.', X, y, W, 6.5) + 10;
  s.line(X, y + 12, X + 200, y + 12); s.label('Signature of Principal', X, y + 15, { size: 6 });
  s.line(X + 260, y + 12, X + 380, y + 12); s.label('Date (YYYY-MM-DD)', X + 260, y + 15, { size: 6 });
  y += 28;
  uwBox(s, d, X, y, W, 'OFFICE USE ONLY  -  MAPLEWOOD UNDERWRITING (not the merchant\'s request)', uwItems(d, 'Remittance Approved'), 5, '#fbeeee');
}

function prairie({ s, d, r }: Ctx): void {
  const X = 48, W = 516, green = '#3d5a1e';
  const v = r.int(0, 2);
  const funder = r.pick(['Maplewood Merchant Funding Corp.', 'Northern Lights Capital', 'Fundamental Receivables Canada']);
  const head = (t: string): void => {
    s.label('PRAIRIE LANE', X, 30, { size: 18, bold: true, color: green });
    s.label('BUSINESS FUNDING LTD.', X + 140, 36, { size: 8, color: green });
    s.label(t, X, 54, { size: 11, bold: true, color: '#111111' });
    s.line(X, 70, X + W, 70, green, 1.5);
  };
  head('DEAL TRANSMITTAL  /  BORDEREAU DE TRANSMISSION');
  let y = 84;
  const tl = (lbl: string, p: Paths | null, key: string, val: string, x: number, w = 250): void => s.lined(lbl, p, key, val, x, y, w, { lw: 95, name: `Transmittal ${lbl}` });
  tl('To / À:', null, 'to', funder, X); tl('Date:', null, 'date', fmtDate({ y: 2025, m: r.int(1, 10), d: r.int(1, 28) }, 'iso'), X + 266); y += 18;
  tl('From / De:', null, 'iso_rep', `${d.iso.repFirst} ${d.iso.repLast}`, X); tl('ISO Ref #:', null, 'iso_id', d.iso.isoId, X + 266); y += 18;
  tl('ISO Phone:', null, 'iso_phone', d.iso.phone, X); tl('ISO E-mail:', null, 'iso_email', d.iso.email, X + 266); y += 18;
  tl('Pages:', null, 'pages', '2 + statements', X); tl('Points requested:', null, 'iso_points', `${d.iso.points} pts`, X + 266); y += 30;
  s.label('MERCHANT / COMMERÇANT', X, y, { size: 8, bold: true, color: green }); y += 12;
  s.lined('Legal name:', T.legal(d), 'legal', d.legal, X, y, X + W - X, { lw: 95, name: 'Transmittal Legal Name' }); y += 18;
  s.lined('Amount requested:', T.amount(d), 'amount', cad(d.amount, v), X, y, 250, { lw: 95, name: 'Transmittal Amount' }); y += 30;
  s.label('ENCLOSED / PIÈCES JOINTES', X, y, { size: 8, bold: true, color: green }); y += 13;
  let cx = X;
  for (const [lbl, on] of [['Signed application', true], ['4 months statements', true], ['Void cheque', r.chance(0.8)], ['Photo ID', true], ['Tax return', false]] as [string, boolean][]) cx = s.check(null, 'enclosed', lbl, on, cx, y);
  y += 24;
  s.label('RENEWAL / RENOUVELLEMENT  -  previous advance with the submitting ISO', X, y, { size: 8, bold: true, color: green }); y += 12;
  cx = X;
  for (const [l, val, w] of [['Prior Funder', d.prior.funder, 150], ['Funded', fmtDate(d.prior.date, 'iso'), 80], ['Original Advance', cad(d.prior.funded, v), 96],
    ['Balance Owing', cad(d.prior.balance, v), 96], ['Paid-in %', `${r.int(40, 85)}%`, 94]] as [string, string, number][]) { s.cell(l, null, `prior_${l.replace(/\W/g, '')}`, val, cx, y, w); cx += w; }
  y += 34;
  y = s.para('Notes from ISO: merchant is a renewal candidate in good standing. Please quote net of payoff. All offers to be sent to the ISO representative above; do not contact the merchant without the ISO on copy.', X, y, W, 8) + 8;

  s.addPage();
  head('DEAL SUMMARY  /  SOMMAIRE DU DOSSIER');
  y = 80;
  const prov = r.chance(0.5) ? PROVINCES[d.addr.state] ?? d.addr.state : d.addr.state;
  const rows: [string, Paths | null, string, string][] = [
    ['Legal Name / Dénomination', T.legal(d), 'legal', d.legal], ['Operating Name (O/A)', T.dba(d), 'dba', d.dbaPrinted],
    ['Business No. (BN/RC)', T.taxId(d), 'taxid', d.taxId], ['Entity / Forme juridique', T.entity(d), 'entity', d.entityText],
    ['Industry / Secteur', T.industry(d), 'industry', d.industryText], ['In business since / Depuis', T.start(d), 'start', fmtDate(d.start, v === 1 ? 'abbr' : 'iso')],
    ['Address / Adresse', {}, 'street', `${d.addr.street}, ${d.addr.city}`], ['Province', T.state(d), 'province', prov], ['Postal Code', {}, 'postal', d.addr.zip],
    ['Amount Requested / Montant', T.amount(d), 'amount', cad(d.amount, v)], ['Requested Payment / Versement', T.payment(d), 'payment', cad(d.payment, v, true)],
    ['Term (no. of payments)', T.n(d), 'npay', `${d.nPayments}`], ['Frequency / Fréquence', T.freq(d), 'freq', FREQ_LABEL[d.freq]],
    ['Use of Funds', {}, 'use', d.use], ['Monthly Deposits (avg)', {}, 'monthly', cad(d.monthly, v)], ['Bank / Institution', null, 'bank', d.bank.name],
    ['Transit-Institution / Account', null, 'acct', `${d.bank.routing} / ${d.bank.account}`], ['Incorporated in', null, 'inc', d.incState]];
  const half = Math.ceil(rows.length / 2);
  rows.forEach(([l, p, k, val], i) => {
    const cx2 = X + (i < half ? 0 : 260), yy = y + (i % half) * 18;
    s.rect(cx2, yy, 256, 18, { stroke: '#b7c4a8', lw: 0.5 });
    s.rect(cx2, yy, 100, 18, { fill: '#eef2e8', stroke: 'none' });
    s.label(l, cx2 + 3, yy + 6, { size: 6.3, bold: true });
    s.value(p, k, val, cx2 + 102, yy + 3, 152, 13, { name: `Summary ${l.split(' /')[0]}` });
  });
  y += half * 18 + 12;
  s.label('PRINCIPALS / ACTIONNAIRES', X, y, { size: 8, bold: true, color: green });
  const cols = ownerCols(d, W, { nameStyle: r.chance(0.5) ? 'lastfirst' : 'plain', dob: 'iso', taxHead: 'SIN / NAS' });
  y = ownersGrid(s, d, X, y + 11, cols, Math.max(2, d.owners.length), 16, '#e3ead8') + 10;
  s.label('OTHER OPEN ADVANCES / AUTRES AVANCES', X, y, { size: 8, bold: true, color: green });
  y = stackTable(s, d, X, y + 11, W, d.stack.length, 'iso') + 10;
  uwBox(s, d, X, y, W, 'FUNDER USE ONLY  /  RÉSERVÉ AU BAILLEUR DE FONDS', uwItems(d, 'Payment Approved'), 5, '#f1f1ea');
}

export const LAYOUTS_B: Layout[] = [
  { name: 'maplewood_funder_intake_ca', broker: 'Maplewood Merchant Funding Corp.', country: 'CA', kind: 'funder', draw: maplewood },
  { name: 'prairie_transmittal_ca', broker: 'Prairie Lane Business Funding Ltd.', country: 'CA', kind: 'iso', draw: prairie },
];
