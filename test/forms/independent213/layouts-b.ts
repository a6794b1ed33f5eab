// Ironbound Merchant Funding (Newark, NJ): labels printed under the value line, frequency and entity checkbox rows.
// Lone Star Bridge Capital (Houston, TX): a ruled four-column table with shaded label cells, principals in columns.
import type { Sheet } from './sheet.ts';
import type { Model } from './model.ts';
import * as F from './fields.ts';

const W = 564, X0 = 24;
type Fields = Parameters<Sheet['value']>[6];

function ul(sh: Sheet, label: string, x: number, y: number, w: number, key: string, text: string, fields: Fields): void {
  sh.value(key, text, x, y, w - 6, 11, fields, 8);
  sh.line(x, y + 11, x + w - 6, y + 11, 0.4);
  sh.label(label, x, y + 12.5, 5.3, false, '#333');
}

function band(sh: Sheet, text: string, y: number): number {
  sh.rect(X0, y, W, 11, '#e4ecf7', '#2a4d8f');
  sh.label(text, X0 + 4, y + 2.8, 6.5, true, '#2a4d8f');
  return y + 15;
}

export function ironbound(sh: Sheet, m: Model): void {
  sh.doc.polygon([X0, 46], [X0 + 14, 22], [X0 + 28, 46]).fill('#2a4d8f');
  sh.label('IRONBOUND MERCHANT FUNDING', X0 + 34, 24, 11, true, '#2a4d8f');
  sh.label('Ferry St. Plaza, 2nd Fl., Newark NJ 07105  *  973-555-0177  *  submissions@ironboundmf.com', X0 + 34, 38, 5.8);
  sh.label('APPLICATION FOR PURCHASE OF FUTURE RECEIVABLES', 360, 26, 6.5, true);
  sh.label('Rep:', 440, 38, 5.8); sh.value('iso_rep', m.rep, 456, 34, 132, 10, null, 6.5);
  let y = band(sh, 'A. MERCHANT', 56);
  const c3 = W / 3;
  ul(sh, 'Legal / Corp Name', X0, y, 2 * c3, 'legal', m.legal, F.legalF(m));
  ul(sh, 'DBA (if different)', X0 + 2 * c3, y, c3, 'dba', m.dba, F.dbaF(m)); y += 22;
  ul(sh, 'Business Street Address', X0, y, 250, 'street', m.street, 'context'); ul(sh, 'City', X0 + 250, y, 150, 'city', m.city, 'context');
  ul(sh, 'State', X0 + 400, y, 70, 'state', m.stateText, F.stateF(m)); ul(sh, 'Zip', X0 + 470, y, 94, 'zip', m.zip, 'context'); y += 22;
  const tax = F.taxText(m, true);
  ul(sh, 'Federal Tax ID / EIN', X0, y, c3, 'tax_id', tax, tax ? F.taxF(tax, 'EIN') : null);
  ul(sh, m.start ? 'Bus. Start Date (mm/dd/yyyy)' : 'Years in Business', X0 + c3, y, c3, m.start ? 'start' : 'years', m.start || m.yrs,
    m.start ? F.startF(m.start) : 'context');
  ul(sh, 'Bus. Phone', X0 + 2 * c3, y, c3, 'phone', m.phone, 'context'); y += 22;
  ul(sh, 'Type of Business', X0, y, c3, 'industry', m.bizType, m.bizType ? F.industryF(m.bizType) : null);
  ul(sh, 'E-mail', X0 + c3, y, c3, 'email', m.email, 'context'); ul(sh, 'State of Incorporation', X0 + 2 * c3, y, c3, 'inc_state', m.incState, null);
  y += 24;
  sh.label('Entity:', X0, y + 0.5, 6.3, true);
  const group = { corp: 'Corporation', llc: 'LLC', lp: 'LP', partnership: 'Partnership', sole: 'Sole Proprietor', nonprofit: 'Non-Profit' } as const;
  const pick = F.entityBox(m.entity, group);
  let x = X0 + 30;
  for (const label of Object.values(group)) x = sh.check(`entity_${label}`, label, x, y, pick.label === label, pick.label === label ? F.entityF(label) : null);
  x = sh.check('entity_other', 'Other', x, y, !!pick.other, pick.other ? F.entityF(pick.other) : null);
  sh.value('entity_other_text', pick.other, x - 4, y - 3, 90, 10, pick.other ? F.entityF(pick.other) : null, 7);
  sh.line(x - 4, y + 7, x + 86, y + 7, 0.4);
  y = band(sh, 'B. FUNDING REQUEST', y + 14);
  ul(sh, 'Amt Requested ($)', X0, y, 140, 'amount', m.amount, m.amount ? F.amountF(m.amount) : null);
  ul(sh, 'Est. Pmt ($)', X0 + 140, y, 120, 'payment', m.payment, m.payment ? F.paymentF(m.payment) : null);
  ul(sh, '# of Pmts', X0 + 260, y, 70, 'n_payments', m.nPay, m.nPay ? F.nPayF(m.nPay) : null);
  ul(sh, 'Use of Funds', X0 + 330, y, 234, 'use', m.use, 'context'); y += 24;
  sh.label('Pmt Schedule:', X0, y + 0.5, 6.3, true);
  x = X0 + 50;
  for (const f of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) x = sh.check(`freq_${f}`, f, x, y, m.freq === f, m.freq === f ? F.freqF(f) : null);
  sh.label('Avg Mthly Sales:', X0 + 320, y + 0.5, 6.3, true); sh.value('sales', m.sales, X0 + 378, y - 3, 90, 10, null, 7.5);
  y = band(sh, 'C. OWNERS / GUARANTORS', y + 14);
  const cols: [string, number][] = [['Name', 128], ['Title', 64], ['Own%', 34], ['SSN/ITIN', 66], ['D.O.B.', 60], ['Credit Score', 42], ['Home Address', 170]];
  x = X0;
  for (const [l, w] of cols) { sh.label(l, x + 1, y, 5.8, true); x += w; }
  y += 8;
  for (let i = 0; i < Math.max(2, m.owners.length); i++) {
    const o = m.owners[i];
    const vals: [string, string, Fields][] = o ? [['name', o.name, F.nameF(i, o)], ['title', o.title, F.titleF(i, o)], ['pct', o.pct, F.pctF(i, o)],
      ['ssn', o.ssn, F.ssnF(i, o)], ['dob', o.dob, o.dob ? F.dobF(i, o) : null], ['fico', o.fico, o.fico ? F.ficoF(i, o) : null], ['home', o.home, null]] : [];
    x = X0;
    cols.forEach(([, w], c) => { const v = vals[c]; if (v) sh.value(`owner${i + 1}_${v[0]}`, v[1], x, y, w - 3, 11, v[2], 7.5); x += w; });
    sh.line(X0, y + 12, X0 + W, y + 12, 0.3, '#666'); y += 14;
  }
  y = band(sh, 'D. BANK / LANDLORD / OTHER FUNDING', y + 6);
  ul(sh, 'Business Bank', X0, y, 150, 'bank', m.bank, null); ul(sh, 'Routing No.', X0 + 150, y, 110, 'routing', m.routing, null);
  ul(sh, 'Account No.', X0 + 260, y, 120, 'account', m.account, null);
  ul(sh, 'Landlord', X0 + 380, y, 184, 'landlord', m.landlord, null); y += 22;
  m.advances.forEach((a, i) => {
    ul(sh, `Existing Funder ${i + 1}`, X0, y, 200, `adv${i + 1}_funder`, a.funder, null);
    ul(sh, 'Balance', X0 + 200, y, 120, `adv${i + 1}_bal`, a.bal, null); ul(sh, 'Pmt', X0 + 320, y, 120, `adv${i + 1}_pmt`, a.pmt, null); y += 22;
  });
  y = sh.para(CONSENT_IB, X0, y + 4, W, 5.2) + 10;
  for (let i = 0; i < m.owners.length; i++) {
    const xx = X0 + (i % 2) * 290;
    sh.line(xx, y + 12, xx + 180, y + 12); sh.label('Owner Signature', xx, y + 13.5, 5.3);
    sh.line(xx + 190, y + 12, xx + 270, y + 12); sh.label('Date', xx + 190, y + 13.5, 5.3);
    if (i % 2 === 1) y += 26;
  }
}

const CONSENT_IB = 'AUTHORIZATION: Merchant and Owner(s) certify that the information on this application is true and correct and authorize '
  + 'Ironbound Merchant Funding and its assigns to obtain personal and business credit reports and to verify any information given, '
  + 'including with the bank and landlord listed. Owner(s) consent to be contacted at the numbers given, including by text message.';

function grid(sh: Sheet, y: number, cells: [string, string, string, Fields][], h = 14): number {
  const lw = 82, vw = W / 2 - lw;
  cells.forEach(([label, key, text, fields], i) => {
    const x = X0 + (i % 2) * (W / 2);
    sh.rect(x, y, lw, h, '#d9d9d9'); sh.label(label, x + 2, y + 4, 5.8, true);
    sh.rect(x + lw, y, vw, h);
    sh.value(key, text, x + lw, y + 1, vw, h - 1, fields, 7.8);
    if (i % 2 === 1) y += h;
  });
  return cells.length % 2 ? y + h : y;
}

function title(sh: Sheet, text: string, y: number): number {
  sh.label(text, X0, y, 7, true, '#8a4b00');
  return y + 10;
}

export function lonestar(sh: Sheet, m: Model): void {
  sh.doc.polygon([X0 + 13, 20], [X0 + 17, 31], [X0 + 28, 31], [X0 + 19, 38], [X0 + 22, 49], [X0 + 13, 42], [X0 + 4, 49], [X0 + 7, 38],
    [X0 - 2, 31], [X0 + 9, 31]).fill('#8a4b00');
  sh.label('LONE STAR BRIDGE CAPITAL, LLC', X0 + 36, 22, 11, true, '#8a4b00');
  sh.label('9800 Richmond Ave, Ste 210, Houston TX 77042  ~  (713) 555-0121  ~  deals@lonestarbridge.co', X0 + 36, 36, 5.8);
  sh.label('MCA APPLICATION', 488, 22, 8, true);
  let y = title(sh, 'BUSINESS', 58);
  const tax = F.taxText(m, false);
  y = grid(sh, y, [
    ['Corp Name', 'legal', m.legal, F.legalF(m)], ['DBA', 'dba', m.dba, F.dbaF(m)],
    ['Address', 'address', F.addr1(m), F.stateF(m)], ['Bus. Phone', 'phone', m.phone, 'context'],
    ['Fed Tax ID', 'tax_id', tax, tax ? F.taxF(tax, 'EIN') : null], ['Entity (Corp/LLC/etc.)', 'entity', m.entity.free, m.entity.free ? F.entityF(m.entity.free) : null],
    [m.start ? 'Bus. Start Date' : 'Yrs in Bus.', m.start ? 'start' : 'years', m.start || m.yrs, m.start ? F.startF(m.start) : 'context'],
    ['State of Inc.', 'inc_state', m.incState, null],
    ['Industry', 'industry', m.bizType, m.bizType ? F.industryF(m.bizType) : null], ['Email', 'email', m.email, 'context'],
    ['Own / Rent', 'own_rent', m.ownRent, 'context'], ['Landlord', 'landlord', m.landlord, null],
  ]);
  y = title(sh, 'FUNDING', y + 6);
  y = grid(sh, y, [
    ['Amt Requested', 'amount', m.amount, m.amount ? F.amountF(m.amount) : null], ['Est. Payment', 'payment', m.payment, m.payment ? F.paymentF(m.payment) : null],
    ['# of Pmts', 'n_payments', m.nPay, m.nPay ? F.nPayF(m.nPay) : null], ['Pmt Freq.', 'frequency', m.freq, m.freq ? F.freqF(m.freq) : null],
    ['Mthly Sales', 'sales', m.sales, null], ['Annual Rev.', 'revenue', m.revenue, null],
  ]);
  y = title(sh, 'PRINCIPALS', y + 6);
  const lw = 90, cw = (W - lw) / 3;
  const rows: [string, string, (i: number) => [string, Fields]][] = [
    ['Name', 'name', (i) => [m.owners[i]!.name, F.nameF(i, m.owners[i]!)]], ['Title', 'title', (i) => [m.owners[i]!.title, F.titleF(i, m.owners[i]!)]],
    ['Ownership %', 'pct', (i) => [m.owners[i]!.pct, F.pctF(i, m.owners[i]!)]], ['SSN', 'ssn', (i) => [m.owners[i]!.ssn, F.ssnF(i, m.owners[i]!)]],
    ['DOB', 'dob', (i) => [m.owners[i]!.dob, m.owners[i]!.dob ? F.dobF(i, m.owners[i]!) : null]],
    ['Credit Score (est.)', 'fico', (i) => [m.owners[i]!.fico, m.owners[i]!.fico ? F.ficoF(i, m.owners[i]!) : null]],
    ['Home Address', 'home', (i) => [m.owners[i]!.home, null]], ['Cell', 'cell', (i) => [m.owners[i]!.cell, null]],
  ];
  sh.rect(X0, y, lw, 12, '#8a4b00');
  for (let i = 0; i < 3; i++) { sh.rect(X0 + lw + i * cw, y, cw, 12, '#8a4b00'); sh.label(`Principal ${i + 1}`, X0 + lw + i * cw + 3, y + 3, 6, true, '#fff'); }
  y += 12;
  for (const [label, key, get] of rows) {
    sh.rect(X0, y, lw, 14, '#d9d9d9'); sh.label(label, X0 + 2, y + 4, 5.8, true);
    for (let i = 0; i < 3; i++) {
      const x = X0 + lw + i * cw;
      sh.rect(x, y, cw, 14);
      if (m.owners[i]) { const [t, f] = get(i); sh.value(`owner${i + 1}_${key}`, t, x, y + 1, cw, 13, f, 7.5); }
    }
    y += 14;
  }
  y = title(sh, 'BANK & OPEN BALANCES', y + 6);
  const adv = m.advances.map((a) => `${a.funder} bal ${a.bal} pmt ${a.pmt}`).join('; ');
  y = grid(sh, y, [['Bank Name', 'bank', m.bank, null], ['Routing', 'routing', m.routing, null], ['Account #', 'account', m.account, null],
    ['Open MCA / Loans', 'advances', adv || 'None', null]]);
  y = sh.para(CONSENT_LS, X0, y + 8, W, 5.4) + 10;
  sh.line(X0, y + 14, X0 + 200, y + 14); sh.label('Signature of Owner', X0, y + 16, 5.5);
  sh.line(X0 + 230, y + 14, X0 + 400, y + 14); sh.label('Signature of Co-Owner (if any)', X0 + 230, y + 16, 5.5);
  sh.line(X0 + 430, y + 14, X0 + W, y + 14); sh.label('Date', X0 + 430, y + 16, 5.5);
  sh.label('Submitted by ISO:', X0, y + 32, 5.8, true); sh.value('iso_rep', m.rep, X0 + 56, y + 28, 140, 10, null, 7);
  sh.value('iso_phone', m.repPh, X0 + 200, y + 28, 100, 10, null, 7);
}

const CONSENT_LS = 'Each undersigned principal authorizes Lone Star Bridge Capital, LLC and its funding partners to obtain business and '
  + 'personal credit reports and to verify bank, landlord and trade information. Applicant certifies that the above is true and that '
  + 'the business is not in bankruptcy. Funding is a purchase of future receivables at a discount and is not a loan.';
