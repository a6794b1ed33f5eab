// Layouts 1 and 2: Keystone Bridge Capital (US, a grid of boxed cells in three columns, owners side by side with
// first / MI / last in separate cells) and Maple Ledger Advance (Canada, two columns of inline "Label: value" rules
// with the value touching its label, BN with program account, SIN, PIPEDA consent).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, oneLine, type Deal } from './data.ts';
import { A, P, bizTaxF, cell, CONSENT_CA, CONSENT_US, dbaF, finePrint, inline, money, nameF, NOTICE, options, printedName, section, taxF, yesNo, type F } from './kit.ts';
import type { Sheet } from './sheet.ts';

const dateF = (path: string, iso: string): F => ({ [path]: iso });

export function keystone(s: Sheet, d: Deal, r: Rng): void {
  const B = 'Keystone Bridge Capital', X = 22, W = 568;
  s.label(X, 16, 'KEYSTONE BRIDGE CAPITAL', 11, { bold: true });
  s.label(X, 29, 'Merchant Funding Application  |  Form KBC-APP-07 (rev. 03/24)', 5.5);
  s.label(X + 330, 17, '1200 Liberty Ave, Ste 400, Pittsburgh, PA 15222  |  Tel (412) 555-0148', 5.5);
  s.label(X + 330, 25, 'Submit with 4 months bank statements to subs@keystonebridge.example', 5.5);
  const H = 16;
  let y = section(s, X, 38, W, 'SECTION 1 - BUSINESS INFORMATION');
  const row = (cells: [number, string, string, string, F?][]): void => {
    let x = X;
    for (const [w, label, key, value, f] of cells) { cell(s, x, y, w, H, label, key, value, f ?? {}); x += w; }
    y += H;
  };
  const start = fmtDate(d.start, r), amount = fmtMoney(d.amount, r, 'US');
  row([[250, 'Legal / Corporate Name', 'legal_name', d.legal, { [P('legal_name')]: d.legal }], [220, 'DBA', 'dba', d.dba ?? '', dbaF(d)],
    [98, 'Business Start Date', 'start', start, dateF(P('business_start_date'), d.start)]]);
  row([[220, 'Physical Address (no P.O. Box)', 'street', d.address.street], [120, 'City', 'city', d.address.city], [36, 'State', 'state', d.address.region, { [P('state_region')]: d.address.region }],
    [56, 'Zip', 'zip', d.address.postal], [136, 'Business Phone', 'phone', d.phone]]);
  row([[100, 'Federal Tax ID', 'ein', d.tax.printed, bizTaxF(d)], [52, 'State of Inc.', 'state_inc', d.incRegion], [168, 'Business Email', 'email', d.email],
    [148, 'Website', 'website', d.website], [100, '# of Employees', 'employees', String(d.employees)]]);
  row([[250, 'Type of Business / Products Sold', 'industry', d.industryText, { [P('industry')]: d.industry }], [120, 'Avg. Monthly Sales', 'sales', fmtMoney(d.monthlySales, r, 'US')],
    [198, 'Landlord / Mortgage Co.', 'landlord', d.landlord.name]]);
  s.label(X + 2, y + 3, 'ENTITY:', 6, { bold: true });
  const opts = ['Sole Prop', 'Partnership', 'LLC', 'Corporation', 'S Corp', 'LP', 'Non-Profit'];
  const inOpts = opts.includes(d.entity.box) && d.entity.id !== 'pllc';
  const ex = options(s, X + 32, y + 3, 'entity', [...opts, 'Other'], inOpts ? d.entity.box : 'Other', inOpts ? { [P('type_of_entity')]: d.entity.id } : {});
  s.line(ex, y + 9.5, ex + 50, y + 9.5, 0.35);
  if (!inOpts) s.value('entity_other', ex + 1, y + 2.5, 48, d.entity.printed, { [P('type_of_entity')]: d.entity.id }, 6.5);
  s.label(ex + 60, y + 3, 'Property:', 6, { bold: true });
  options(s, ex + 92, y + 3, 'property', ['Own', 'Rent'], r.chance(0.7) ? 'Rent' : 'Own', {});
  y += 13;
  y = section(s, X, y, W, 'SECTION 2 - FUNDING REQUEST / BANKING');
  row([[110, 'Amount Requested', 'amount', amount, { [P('requested_amount')]: money(amount) }], [160, 'Use of Proceeds', 'use', d.use],
    [120, 'Business Bank', 'bank', d.bank.name], [86, 'ABA Routing #', 'routing', d.bank.routing], [92, 'Account #', 'account', d.bank.account]]);
  s.label(X + 2, y + 2, 'OPEN ADVANCES / LOANS', 5.5, { bold: true });
  for (let i = 0; i < 3; i++) {
    const f = d.funders[i];
    const yy = y + 8 + i * 9;
    s.label(X + 2, yy, `${i + 1}. Funder:`, 5.5); s.line(X + 30, yy + 6.5, X + 200, yy + 6.5, 0.3);
    s.label(X + 205, yy, 'Balance:', 5.5); s.line(X + 230, yy + 6.5, X + 300, yy + 6.5, 0.3);
    s.label(X + 305, yy, 'Payment:', 5.5); s.line(X + 331, yy + 6.5, X + 400, yy + 6.5, 0.3);
    if (f) {
      s.value('funder', X + 31, yy - 0.5, 168, f.name, {}, 6.5);
      s.value('funder_balance', X + 231, yy - 0.5, 68, fmtMoney(f.balance, r, 'US'), {}, 6.5);
      s.value('funder_payment', X + 332, yy - 0.5, 66, `${fmtMoney(f.payment, r, 'US')}/${r.pick(['day', 'wk'])}`, {}, 6.5);
    }
  }
  yesNo(s, X + 410, y + 2, 158, 'Open tax liens (federal/state)?', 'q_liens', r.chance(0.15));
  yesNo(s, X + 410, y + 10, 158, 'Bankruptcy in the past 7 years?', 'q_bk', r.chance(0.08));
  yesNo(s, X + 410, y + 18, 158, 'Judgments or pending lawsuits?', 'q_judg', r.chance(0.1));
  yesNo(s, X + 410, y + 26, 158, 'Business for sale / moving?', 'q_sale', false);
  y += 37;
  y = section(s, X, y, W, 'SECTION 3 - OWNERS / OFFICERS (ALL OWNERS OF 20% OR MORE)');
  const cw = W / 3;
  const y0 = y;
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i], x = X + i * cw;
    y = y0;
    s.label(x + 2, y + 1.5, `OWNER ${i + 1}`, 5.8, { bold: true });
    y += 8;
    const c = (cells: [number, string, string, string, F?][]): void => {
      let xx = x;
      for (const [w, label, key, value, f] of cells) { cell(s, xx, y, w * cw, H, label, key, o ? value : '', f ?? {}); xx += w * cw; }
      y += H;
    };
    const dob = o ? fmtDate(o.dob, r) : '';
    c([[0.42, 'First Name', 'owner_first', o?.first ?? '', o ? { [A(i, 'first_name')]: o.first } : {}], [0.12, 'M.I.', 'owner_mi', o?.middle.replace('.', '') ?? ''],
      [0.46, 'Last Name', 'owner_last', o?.last ?? '', o ? { [A(i, 'last_name')]: o.last } : {}]]);
    c([[0.44, 'Title', 'owner_title', o?.role ?? '', o ? { [A(i, 'role')]: o.role } : {}], [0.26, 'Ownership %', 'owner_pct', o ? `${o.pct}%` : '', o ? { [A(i, 'ownership')]: o.pct } : {}],
      [0.3, 'Est. FICO', 'owner_fico', o?.credit ? String(o.credit) : '', o?.credit ? { [A(i, 'credit_score')]: o.credit } : {}]]);
    c([[0.5, 'SSN', 'owner_ssn', o?.tax.printed ?? '', o ? taxF(i, o) : {}], [0.5, 'Date of Birth', 'owner_dob', dob, o ? { [A(i, 'date_of_birth')]: o.dob } : {}]]);
    c([[1, 'Home Address', 'owner_home', o ? oneLine(o.home) : '']]);
    c([[0.45, 'Mobile', 'owner_cell', o?.phone ?? ''], [0.55, 'Email', 'owner_email', o?.email ?? '']]);
  }
  y = section(s, X, y + 3, W, 'SECTION 4 - TRADE / LANDLORD REFERENCES', '#d9d9d9', '#000');
  for (let i = 0; i < 2; i++) {
    const t = d.refs[i]!;
    row([[200, `Trade Reference ${i + 1}`, 'ref_name', t.name], [130, 'Contact', 'ref_contact', t.contact], [100, 'Phone', 'ref_phone', t.phone],
      [138, i === 0 ? 'Landlord Phone' : 'Monthly Rent / Mortgage', i === 0 ? 'landlord_phone' : 'rent', i === 0 ? d.landlord.phone : fmtMoney(d.landlord.rent, r, 'US')]]);
  }
  y = s.para(X, y + 4, W, CONSENT_US.replaceAll('{B}', B), 5.3) + 2;
  y = s.para(X, y, W, NOTICE, 5.3, 'Helvetica-Bold') + 4;
  finePrint(s, X, y, W, 728, 3, 5.2);
  y = 728;
  for (let i = 0; i < d.owners.length; i++) {
    const x = X + i * cw;
    s.line(x, y + 14, x + cw - 60, y + 14, 0.4); s.line(x + cw - 55, y + 14, x + cw - 8, y + 14, 0.4);
    s.label(x, y + 16, `Owner ${i + 1} Signature`, 5); s.label(x + cw - 55, y + 16, 'Date', 5);
    s.value('signed_date', x + cw - 54, y + 6, 46, fmtDate(`2025-0${r.int(1, 4)}-${String(r.int(10, 28))}`, r), {}, 6.5);
  }
  s.label(X, 778, `${B} is a broker (ISO). Applicant information is shared with funding partners.  Page 1 of 1`, 5);
}

export function maple(s: Sheet, d: Deal, r: Rng): void {
  const B = 'Maple Ledger Advance Inc.', X = 26, W = 560, cw = (W - 14) / 2;
  s.fill(X, 16, W, 24, '#7a1f1f');
  s.label(X + 6, 20, 'MAPLE LEDGER ADVANCE', 12, { bold: true, color: '#fff' });
  s.label(X + 6, 33, 'Business Funding Application / Demande de financement', 5.5, { color: '#fff' });
  s.label(X + 380, 21, '77 King St W, Suite 2100, Toronto, ON M5K 1A1', 5.5, { color: '#fff' });
  s.label(X + 380, 29, 'Toll free 1-888-555-0199  |  apps@mapleledger.example', 5.5, { color: '#fff' });
  let y = 46;
  const L = (x: number, yy: number, w: number, label: string, key: string, v: string, f: F = {}): void =>
    inline(s, x, yy, w, label, key, v, f, { ls: 6.3, vs: 7, gap: 0.8 });
  y = section(s, X, y, W, 'A. BUSINESS', '#7a1f1f', '#fff', 6.3) + 3;
  const c2 = X + cw + 14, rh = 11;
  const amount = fmtMoney(d.amount, r, 'CA');
  const rows: [string, string, string, F, string, string, string, F][] = [
    ['Legal Business Name:', 'legal_name', d.legal, { [P('legal_name')]: d.legal }, 'Operating Name (O/A):', 'dba', d.dba ?? '', dbaF(d)],
    ['Business Number (BN):', 'bn', d.tax.printed, bizTaxF(d), 'Jurisdiction of Incorporation:', 'inc', d.incRegion, {}],
    ['Street Address:', 'street', d.address.street, {}, 'City:', 'city', d.address.city, {}],
    ['Province:', 'province', d.address.region, { [P('state_region')]: d.address.region }, 'Postal Code:', 'postal', d.address.postal, {}],
    ['Country:', 'country', 'Canada', { [P('country')]: 'Canada' }, 'Date Established:', 'start', fmtDate(d.start, r), { [P('business_start_date')]: d.start }],
    ['Nature of Business:', 'industry', d.industryText, { [P('industry')]: d.industry }, 'Telephone:', 'phone', d.phone, {}],
    ['E-mail:', 'email', d.email, {}, 'Website:', 'website', d.website, {}],
  ];
  for (const [l1, k1, v1, f1, l2, k2, v2, f2] of rows) { L(X, y, cw, l1, k1, v1, f1); L(c2, y, cw, l2, k2, v2, f2); y += rh; }
  s.label(X, y, 'Legal Structure:', 6.3, { bold: true });
  const opts = ['Corporation', 'Sole Proprietor', 'Partnership', 'Other'];
  const ex = options(s, X + 52, y, 'structure', opts, d.entity.box, d.entity.box === 'Other' ? {} : { [P('type_of_entity')]: d.entity.id }, 6.3, 5);
  s.line(ex, y + 7, ex + 60, y + 7, 0.35);
  if (d.entity.box === 'Other') s.value('structure_other', ex + 1, y - 0.5, 58, d.entity.printed, { [P('type_of_entity')]: d.entity.id }, 7);
  L(c2 + 60, y, cw - 60, 'Employees:', 'employees', String(d.employees));
  y += rh + 2;
  y = section(s, X, y, W, 'B. FINANCING REQUESTED & BANKING', '#7a1f1f', '#fff', 6.3) + 3;
  L(X, y, cw, 'Amount Requested (CAD):', 'amount', amount, { [P('requested_amount')]: money(amount) });
  L(c2, y, cw, 'Purpose of Funds:', 'use', d.use); y += rh;
  L(X, y, cw, 'Avg. Monthly Deposits:', 'sales', fmtMoney(d.monthlySales, r, 'CA'));
  L(c2, y, cw, 'Financial Institution:', 'bank', d.bank.name); y += rh;
  L(X, y, cw, 'Transit / Institution No.:', 'transit', d.bank.routing);
  L(c2, y, cw, 'Account No.:', 'account', d.bank.account); y += rh;
  L(X, y, cw, 'Landlord:', 'landlord', d.landlord.name);
  L(c2, y, cw, 'Landlord Tel.:', 'landlord_phone', d.landlord.phone); y += rh;
  const f0 = d.funders[0];
  L(X, y, cw, 'Existing Financing With:', 'funder', f0?.name ?? (r.chance(0.5) ? 'None' : ''));
  L(c2, y, cw, 'Balance Owing:', 'funder_balance', f0 ? fmtMoney(f0.balance, r, 'CA') : ''); y += rh + 1;
  yesNo(s, X, y, cw, 'Any arrears with CRA (HST / source deductions)?', 'q_cra', r.chance(0.1), 6);
  yesNo(s, c2, y, cw, 'Bankruptcy or consumer proposal (any principal)?', 'q_bk', r.chance(0.05), 6); y += 9;
  yesNo(s, X, y, cw, 'Any liens, judgments or legal actions outstanding?', 'q_liens', r.chance(0.1), 6);
  yesNo(s, c2, y, cw, 'Is the business seasonal?', 'q_season', r.chance(0.3), 6); y += 11;
  y = section(s, X, y, W, 'C. PRINCIPALS (ALL SHAREHOLDERS 20%+)', '#7a1f1f', '#fff', 6.3) + 3;
  for (let i = 0; i < d.owners.length; i++) {
    const o = d.owners[i]!;
    s.label(X, y, `Principal ${i + 1}`, 6.3, { bold: true, color: '#7a1f1f' }); y += 8;
    L(X, y, cw, 'Full Name:', 'owner_name', printedName(o, false), nameF(i, o));
    L(c2, y, cw * 0.55, 'Title:', 'owner_title', o.role, { [A(i, 'role')]: o.role });
    L(c2 + cw * 0.58, y, cw * 0.42, '% Owned:', 'owner_pct', `${o.pct}`, { [A(i, 'ownership')]: o.pct }); y += rh;
    L(X, y, cw * 0.55, 'SIN:', 'owner_sin', o.tax.printed, taxF(i, o));
    L(X + cw * 0.58, y, cw * 0.42, 'Date of Birth:', 'owner_dob', fmtDate(o.dob, r), { [A(i, 'date_of_birth')]: o.dob });
    L(c2, y, cw, 'Home Address:', 'owner_home', oneLine(o.home)); y += rh;
    L(X, y, cw * 0.55, 'Cell:', 'owner_cell', o.phone);
    L(X + cw * 0.58, y, cw * 0.42, 'Beacon Score:', 'owner_fico', o.credit ? String(o.credit) : '', o.credit ? { [A(i, 'credit_score')]: o.credit } : {});
    L(c2, y, cw, 'E-mail:', 'owner_email', o.email); y += rh + 2;
  }
  y = section(s, X, y + 2, W, 'D. CONSENT / CONSENTEMENT', '#7a1f1f', '#fff', 6.3) + 3;
  y = s.para(X, y, W, CONSENT_CA.replaceAll('{B}', B), 5.6) + 3;
  y = s.para(X, y, W, NOTICE, 5.6) + 4;
  finePrint(s, X, y, W, 722, 2, 5.6, 'Times-Roman');
  y = 724;
  for (let i = 0; i < d.owners.length; i++) {
    const x = X + i * (W / 3);
    s.line(x, y + 12, x + W / 3 - 12, y + 12, 0.4);
    s.label(x, y + 14, `Signature - Principal ${i + 1}          Date`, 5.5);
  }
  y += 26;
  L(X, y, cw, 'Referring Agent:', 'rep', d.rep.name);
  L(c2, y, cw, 'Agent Code:', 'rep_id', d.rep.id);
  s.label(X, 780, 'MLA-CA-02  Page 1/1  |  Confidential once completed', 5);
}
