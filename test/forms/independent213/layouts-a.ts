// Palmetto Bay Capital Group (Miami, FL): one dense page of boxed cells, tiny labels inside the top-left of each cell.
// Hudson Yard Funding Partners (Brooklyn, NY): two pages, "Label: ____" lines, principals as stacked blocks.
import type { Sheet } from './sheet.ts';
import type { Model } from './model.ts';
import * as F from './fields.ts';

const W = 564, X0 = 24;

function cell(sh: Sheet, label: string, x: number, y: number, w: number, h: number, key: string, text: string,
  fields: Parameters<Sheet['value']>[6]): void {
  sh.rect(x, y, w, h);
  sh.label(label, x + 2, y + 1.5, 5.2);
  sh.value(key, text, x, y + 6, w, h - 6, fields, 7.5);
}

function bar(sh: Sheet, text: string, y: number): number {
  sh.rect(X0, y, W, 10, '#111', '');
  sh.label(text, X0 + 4, y + 2.2, 6.5, true, '#fff');
  return y + 10;
}

export function palmetto(sh: Sheet, m: Model): void {
  sh.rect(X0, 22, 30, 30, '#0d6e6e', '');
  sh.label('PB', X0 + 5, 31, 12, true, '#fff');
  sh.label('PALMETTO BAY CAPITAL GROUP', X0 + 36, 24, 11, true, '#0d6e6e');
  sh.label('1450 Brickell Ave, Ste 1900 | Miami, FL 33131 | (305) 555-0190 | apps@palmettobaycap.com', X0 + 36, 38, 5.8);
  sh.label('MERCHANT CASH ADVANCE APPLICATION', 400, 24, 7.5, true);
  sh.label('ISO Rep:', 400, 36, 5.8); sh.value('iso_rep', m.rep, 424, 32, 90, 10, null, 6.5);
  sh.label('Ph:', 516, 36, 5.8); sh.value('iso_phone', m.repPh, 526, 32, 62, 10, null, 6.5);
  let y = bar(sh, 'BUSINESS INFORMATION', 58);
  const h = 18;
  cell(sh, 'Corp Name (Legal)', X0, y, 282, h, 'legal', m.legal, F.legalF(m));
  cell(sh, 'DBA', X0 + 282, y, 282, h, 'dba', m.dba, F.dbaF(m)); y += h;
  cell(sh, 'Physical Address (no P.O. Box)', X0, y, 376, h, 'address', F.addr1(m), F.stateF(m));
  cell(sh, 'Bus. Phone', X0 + 376, y, 188, h, 'phone', m.phone, 'context'); y += h;
  const tax = F.taxText(m, false);
  cell(sh, 'Fed Tax ID', X0, y, 141, h, 'tax_id', tax, tax ? F.taxF(tax, 'EIN') : null);
  cell(sh, 'Bus. Start Date', X0 + 141, y, 141, h, 'start', m.start, m.start ? F.startF(m.start) : null);
  cell(sh, 'State of Inc.', X0 + 282, y, 94, h, 'inc_state', m.incState, null);
  cell(sh, '# Employees', X0 + 376, y, 94, h, 'employees', m.employees, 'context');
  cell(sh, 'Yrs in Bus.', X0 + 470, y, 94, h, 'years', m.start ? '' : m.yrs, 'context'); y += h;
  sh.rect(X0, y, W, 13);
  sh.label('Entity:', X0 + 3, y + 3.5, 6, true);
  const group = { corp: 'Corp', llc: 'LLC', scorp: 'S-Corp', partnership: 'Partnership', sole: 'Sole Prop', nonprofit: 'Non-Profit' } as const;
  const pick = F.entityBox(m.entity, group);
  let x = X0 + 34;
  for (const label of Object.values(group)) x = sh.check(`entity_${label}`, label, x, y + 3, pick.label === label, pick.label === label ? F.entityF(label) : null);
  x = sh.check('entity_other', 'Other:', x, y + 3, !!pick.other, pick.other ? F.entityF(pick.other) : null);
  sh.line(x - 4, y + 10.5, x + 110, y + 10.5, 0.4);
  sh.value('entity_other_text', pick.other, x - 4, y + 1, 114, 10, pick.other ? F.entityF(pick.other) : null, 7); y += 13;
  cell(sh, 'Type of Business / Industry', X0, y, 188, h, 'industry', m.bizType, m.bizType ? F.industryF(m.bizType) : null);
  cell(sh, 'Email', X0 + 188, y, 188, h, 'email', m.email, 'context');
  cell(sh, 'Website', X0 + 376, y, 188, h, 'web', m.web, 'context'); y += h;
  sh.rect(X0, y, 120, h);
  sh.label('Bus. Location', X0 + 2, y + 1.5, 5.2);
  sh.check('loc_own', 'Own', X0 + 6, y + 8, m.ownRent === 'Own', null, 6);
  sh.check('loc_rent', 'Rent', X0 + 50, y + 8, m.ownRent === 'Rent', null, 6);
  cell(sh, 'Landlord / Mortgage Co.', X0 + 120, y, 200, h, 'landlord', m.landlord, null);
  cell(sh, 'Landlord Ph', X0 + 320, y, 122, h, 'landlord_phone', m.landlordPh, null);
  cell(sh, 'Mthly Rent/Mtg', X0 + 442, y, 122, h, 'rent', m.rent, null); y += h;
  y = bar(sh, 'FUNDING REQUEST & FINANCIALS', y + 4);
  cell(sh, 'Amt Requested', X0, y, 141, h, 'amount', m.amount, m.amount ? F.amountF(m.amount) : null);
  cell(sh, 'Use of Funds', X0 + 141, y, 141, h, 'use', m.use, 'context');
  cell(sh, 'Avg Mthly Sales', X0 + 282, y, 141, h, 'sales', m.sales, null);
  cell(sh, 'Annual Rev.', X0 + 423, y, 141, h, 'revenue', m.revenue, null); y += h;
  const adv = m.advances[0];
  cell(sh, 'Current MCA Funder', X0, y, 188, h, 'adv_funder', adv?.funder ?? 'None', null);
  cell(sh, 'Bal. Owed', X0 + 188, y, 188, h, 'adv_balance', adv?.bal ?? '', null);
  cell(sh, 'Daily/Wkly Pmt', X0 + 376, y, 188, h, 'adv_payment', adv?.pmt ?? '', null); y += h;
  y = ownersTable(sh, m, bar(sh, 'OWNER / OFFICER INFORMATION (all owners of 20% or more)', y + 4));
  y = bar(sh, 'BANK', y + 4);
  cell(sh, 'Bank Name', X0, y, 188, h, 'bank', m.bank, null);
  cell(sh, 'Routing #', X0 + 188, y, 188, h, 'routing', m.routing, null);
  cell(sh, 'Acct #', X0 + 376, y, 188, h, 'account', m.account, null); y += h + 6;
  y = sh.para(CONSENT_PB, X0, y, W, 5.3) + 8;
  for (let i = 0; i < m.owners.length; i++) {
    sh.line(X0, y + 14, X0 + 220, y + 14); sh.label(`Signature (Owner ${i + 1})`, X0, y + 16, 5.5);
    sh.line(X0 + 240, y + 14, X0 + 460, y + 14); sh.label('Title', X0 + 240, y + 16, 5.5);
    sh.line(X0 + 480, y + 14, X0 + W, y + 14); sh.label('Date', X0 + 480, y + 16, 5.5);
    y += 26;
  }
  sh.label('PBCG-APP rev. 03/2024', X0, 770, 5, false, '#666');
}

const OWNER_COLS: [string, number][] = [['Owner Name', 132], ['Title', 62], ['Own %', 36], ['SSN', 66], ['DOB', 56], ['FICO', 32], ['Home Address', 180]];

function ownersTable(sh: Sheet, m: Model, y0: number): number {
  let x = X0;
  for (const [label, w] of OWNER_COLS) { sh.rect(x, y0, w, 10, '#ddd'); sh.label(label, x + 2, y0 + 2.5, 5.6, true); x += w; }
  let y = y0 + 10;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const vals: [string, string, Parameters<Sheet['value']>[6]][] = o ? [
      ['name', o.name, F.nameF(i, o)], ['title', o.title, F.titleF(i, o)], ['pct', o.pct, F.pctF(i, o)], ['ssn', o.ssn, F.ssnF(i, o)],
      ['dob', o.dob, o.dob ? F.dobF(i, o) : null], ['fico', o.fico, o.fico ? F.ficoF(i, o) : null], ['home', o.home, null]] : [];
    x = X0;
    OWNER_COLS.forEach(([, w], c) => {
      sh.rect(x, y, w, 14);
      const v = vals[c];
      if (v) sh.value(`owner${i + 1}_${v[0]}`, v[1], x, y + 1, w, 13, v[2], 7.5);
      x += w;
    });
    y += 14;
  }
  return y;
}

const CONSENT_PB = 'By signing below, each of the above undersigned owners certifies that all information in this application is true and '
  + 'complete and authorizes Palmetto Bay Capital Group, its assigns, agents and funding partners to obtain consumer and business credit '
  + 'reports, bank statements, tax returns and any other information from any source to verify the information provided and to evaluate '
  + 'the merchant for a purchase of future receivables. This is not a loan. A photocopy or fax of this authorization is as valid as the original.';

function lv(sh: Sheet, label: string, x: number, y: number, w: number, key: string, text: string, fields: Parameters<Sheet['value']>[6]): void {
  const end = sh.label(label, x, y + 3, 6.3, true);
  sh.line(end + 2, y + 11, x + w - 4, y + 11, 0.4);
  sh.value(key, text, end + 2, y, x + w - end - 6, 11, fields, 8);
}

function head(sh: Sheet, text: string, y: number): number {
  sh.label(text, X0, y, 7.5, true, '#7a1020');
  sh.line(X0, y + 9, X0 + W, y + 9, 0.8, '#7a1020');
  return y + 13;
}

export function hudson(sh: Sheet, m: Model): void {
  sh.doc.circle(X0 + 14, 36, 14).lineWidth(1.5).stroke('#7a1020');
  sh.label('HY', X0 + 6, 31, 10, true, '#7a1020');
  sh.label('Hudson Yard Funding Partners', X0 + 34, 24, 12, true, '#7a1020');
  sh.label('Business Funding Application  |  442 Atlantic Ave, Brooklyn, NY 11217  |  Tel 718-555-0133  |  Fax 718-555-0134', X0 + 34, 40, 6);
  let y = head(sh, '1. COMPANY', 62);
  const half = W / 2, R = X0 + half;
  lv(sh, 'Corp Name:', X0, y, half, 'legal', m.legal, F.legalF(m)); lv(sh, 'DBA:', R, y, half, 'dba', m.dba, F.dbaF(m)); y += 14;
  lv(sh, 'Street:', X0, y, half, 'street', m.street, 'context'); lv(sh, 'City:', R, y, 150, 'city', m.city, 'context');
  lv(sh, 'St:', R + 150, y, 50, 'state', m.stateText, F.stateF(m)); lv(sh, 'Zip:', R + 200, y, half - 200, 'zip', m.zip, 'context'); y += 14;
  const tax = F.taxText(m, true);
  lv(sh, 'Fed Tax ID (EIN):', X0, y, half, 'tax_id', tax, tax ? F.taxF(tax, 'EIN') : null);
  lv(sh, 'Entity Type:', R, y, half, 'entity', m.entity.free, m.entity.free ? F.entityF(m.entity.free) : null); y += 14;
  if (m.start) lv(sh, 'Bus. Start Date:', X0, y, half, 'start', m.start, F.startF(m.start));
  else lv(sh, 'Yrs in Bus.:', X0, y, half, 'years', m.yrs, 'context');
  lv(sh, 'State of Inc.:', R, y, half, 'inc_state', m.incState, null); y += 14;
  lv(sh, 'Bus. Phone:', X0, y, half, 'phone', m.phone, 'context'); lv(sh, 'Email:', R, y, half, 'email', m.email, 'context'); y += 14;
  lv(sh, 'Nature of Business:', X0, y, half, 'industry', m.bizType, m.bizType ? F.industryF(m.bizType) : null);
  lv(sh, '# Empl.:', R, y, 90, 'employees', m.employees, 'context'); lv(sh, 'Website:', R + 90, y, half - 90, 'web', m.web, 'context'); y += 18;
  y = head(sh, '2. REQUEST', y);
  lv(sh, 'Amt Requested:', X0, y, 180, 'amount', m.amount, m.amount ? F.amountF(m.amount) : null);
  lv(sh, 'Use of Funds:', X0 + 180, y, 190, 'use', m.use, 'context');
  lv(sh, 'Mthly Sales:', X0 + 370, y, W - 370, 'sales', m.sales, null); y += 18;
  y = head(sh, '3. PRINCIPALS', y);
  m.owners.forEach((o, i) => {
    sh.label(`OWNER ${i + 1}`, X0, y + 3, 6, true, '#7a1020');
    lv(sh, 'Name:', X0 + 44, y, 230, `owner${i + 1}_name`, o.name, F.nameF(i, o));
    lv(sh, 'Title:', X0 + 274, y, 150, `owner${i + 1}_title`, o.title, o.title ? F.titleF(i, o) : null);
    lv(sh, 'Own %:', X0 + 424, y, W - 424, `owner${i + 1}_pct`, o.pct, o.pct ? F.pctF(i, o) : null); y += 14;
    lv(sh, 'SSN:', X0 + 44, y, 120, `owner${i + 1}_ssn`, o.ssn, o.ssn ? F.ssnF(i, o) : null);
    lv(sh, 'DOB:', X0 + 164, y, 110, `owner${i + 1}_dob`, o.dob, o.dob ? F.dobF(i, o) : null);
    lv(sh, 'FICO:', X0 + 274, y, 70, `owner${i + 1}_fico`, o.fico, o.fico ? F.ficoF(i, o) : null);
    lv(sh, 'Cell:', X0 + 344, y, W - 344, `owner${i + 1}_cell`, o.cell, null); y += 14;
    lv(sh, 'Home Addr:', X0 + 44, y, W - 44, `owner${i + 1}_home`, o.home, null); y += 18;
  });
  sh.label('Hudson Yard Funding Partners  |  Application p. 1 of 2', X0, 770, 5.5, false, '#555');
  sh.addPage();
  y = head(sh, '4. BANKING & EXISTING POSITIONS', 30);
  lv(sh, 'Bank:', X0, y, 190, 'bank', m.bank, null); lv(sh, 'ABA/Routing:', X0 + 190, y, 180, 'routing', m.routing, null);
  lv(sh, 'Acct #:', X0 + 370, y, W - 370, 'account', m.account, null); y += 18;
  sh.label('Open advances / loans (list all):', X0, y, 6.3, true); y += 10;
  const cols: [string, number][] = [['Funder', 240], ['Balance', 162], ['Payment', 162]];
  let x = X0;
  for (const [l, w] of cols) { sh.rect(x, y, w, 10, '#eee'); sh.label(l, x + 3, y + 2.5, 6, true); x += w; }
  y += 10;
  for (let r = 0; r < 3; r++) {
    const a = m.advances[r];
    x = X0;
    cols.forEach(([, w], c) => {
      sh.rect(x, y, w, 13);
      if (a) sh.value(`adv${r + 1}_${c}`, [a.funder, a.bal, a.pmt][c]!, x, y + 1, w, 12, null, 7.5);
      x += w;
    });
    y += 13;
  }
  y = head(sh, '5. TRADE REFERENCES', y + 10);
  m.refs.forEach((r, i) => {
    lv(sh, `Ref ${i + 1}:`, X0, y, 300, `ref${i + 1}`, r.name, null); lv(sh, 'Phone:', X0 + 300, y, W - 300, `ref${i + 1}_phone`, r.phone, null); y += 14;
  });
  lv(sh, 'Landlord:', X0, y, 300, 'landlord', m.landlord, null); lv(sh, 'Phone:', X0 + 300, y, W - 300, 'landlord_phone', m.landlordPh, null);
  y = head(sh, '6. AUTHORIZATION', y + 22);
  y = sh.para(CONSENT_HY, X0, y, W, 6) + 14;
  m.owners.forEach((_o, i) => {
    sh.line(X0, y + 12, X0 + 250, y + 12); sh.label(`Owner ${i + 1} Signature`, X0, y + 14, 5.8);
    sh.line(X0 + 300, y + 12, X0 + 420, y + 12); sh.label('Date', X0 + 300, y + 14, 5.8); y += 30;
  });
  sh.label('ISO / Broker:', X0, y + 10, 6.3, true); sh.value('iso_rep', m.rep, X0 + 50, y + 6, 150, 11, null);
  sh.label('Hudson Yard Funding Partners  |  Application p. 2 of 2', X0, 770, 5.5, false, '#555');
}

const CONSENT_HY = 'The Merchant and each Owner signing below represent that the information above is accurate and authorize Hudson Yard '
  + 'Funding Partners and any funder to which this application is submitted to obtain credit reports, business and personal, to contact '
  + 'any reference or bank listed, and to share this application with its funding sources. The Merchant understands that a sale of future '
  + 'receivables is not a loan and that no funding decision is made until all documents are received and verified.';
