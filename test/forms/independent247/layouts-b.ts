// Layouts 3 and 4: Harborline Merchant Services (US, two columns on dotted leaders, "City, State, Zip" in one value,
// payment terms, owners as table rows written "Last, First M.") and Crescent & Vale Commercial Finance (US, three narrow columns of label-over-value, EIN beside the routing number, years in business instead of a date,
// credentials after owners' names, free-text entity type).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, oneLine, type Deal } from './data.ts';
import { A, P, bizTaxF, CONSENT_US, dbaF, finePrint, freqLabel, inline, money, nameF, NOTICE, options, printedName, section, taxF, yesNo, type F } from './kit.ts';
import type { Sheet } from './sheet.ts';

export function harborline(s: Sheet, d: Deal, r: Rng): void {
  const B = 'Harborline Merchant Services', X = 24, W = 564, cw = (W - 16) / 2, c2 = X + cw + 16, rh = 10.2;
  s.label(X, 16, 'HARBORLINE', 14, { bold: true, color: '#0c3c60' });
  s.label(X + 100, 18, 'MERCHANT SERVICES', 7, { bold: true, color: '#0c3c60' });
  s.label(X + 100, 26, 'Small Business Working Capital Application', 5.8);
  s.rect(X + 330, 14, 234, 22, 0.5);
  s.label(X + 333, 16, 'FOR OFFICE USE - ISO / AGENT', 4.8, { bold: true });
  inline(s, X + 333, 23, 120, 'Agent:', 'rep', d.rep.name, {}, { ls: 5.5, vs: 6.5 });
  inline(s, X + 456, 23, 52, 'ID:', 'rep_id', d.rep.id, {}, { ls: 5.5, vs: 6.5 });
  inline(s, X + 510, 23, 52, 'Ph:', 'rep_phone', d.rep.phone.slice(-8), {}, { ls: 5.5, vs: 6.5 });
  const L = (x: number, yy: number, w: number, label: string, key: string, v: string, f: F = {}): void =>
    inline(s, x, yy, w, label, key, v, f, { ls: 6, vs: 6.8, gap: 1.5, leader: true, bold: false });
  let y = section(s, X, 42, W, 'MERCHANT INFORMATION', '#0c3c60', '#fff', 6.2) + 3;
  const csz = `${d.address.city}, ${d.address.region} ${d.address.postal}`;
  const left: [string, string, string, F][] = [
    ['Legal Name of Business', 'legal_name', d.legal, { [P('legal_name')]: d.legal }], ['Doing Business As', 'dba', d.dba ?? '', dbaF(d)],
    ['Legal Entity (LLC, Corp, etc.)', 'entity', d.entity.printed, { [P('type_of_entity')]: d.entity.id }],
    ['Federal Tax ID #', 'ein', d.tax.printed, bizTaxF(d)], ['Date Business Started', 'start', fmtDate(d.start, r), { [P('business_start_date')]: d.start }],
    ['Industry / Type of Business', 'industry', d.industryText, { [P('industry')]: d.industry }], ['Business Address', 'street', d.address.street, {}],
    ['City, State, Zip', 'csz', csz, { [P('state_region')]: d.address.region }],
  ];
  const right: [string, string, string][] = [
    ['Business Phone', 'phone', d.phone], ['Business Email', 'email', d.email], ['Website', 'website', d.website],
    ['State of Incorporation', 'state_inc', d.incRegion], ['Gross Monthly Revenue', 'sales', fmtMoney(d.monthlySales, r, 'US')],
    ['Number of Employees', 'employees', String(d.employees)], ['Landlord / Mortgage Holder', 'landlord', d.landlord.name],
    ['Landlord Phone / Rent', 'landlord_phone', `${d.landlord.phone}  /  ${fmtMoney(d.landlord.rent, r, 'US')}`],
  ];
  for (let i = 0; i < left.length; i++) {
    const [l, k, v, f] = left[i]!, [l2, k2, v2] = right[i]!;
    L(X, y, cw, l, k, v, f); L(c2, y, cw, l2, k2, v2); y += rh;
  }
  y = section(s, X, y + 2, W, 'FUNDING REQUEST', '#0c3c60', '#fff', 6.2) + 3;
  const amount = fmtMoney(d.amount, r, 'US');
  const terms = r.chance(0.75);
  L(X, y, cw * 0.5, 'Amount Requested', 'amount', amount, { [P('requested_amount')]: money(amount) });
  L(X + cw * 0.52, y, cw * 0.48, 'Use of Funds', 'use', d.use);
  const pay = fmtMoney(d.payment, r, 'US');
  L(c2, y, cw * 0.5, 'Requested Payment', 'payment', terms ? pay : '', terms ? { [P('requested_payment')]: money(pay) } : {});
  L(c2 + cw * 0.52, y, cw * 0.48, '# of Payments', 'payments', terms ? String(d.payments) : '', terms ? { [P('number_of_payments')]: d.payments } : {});
  y += rh + 1;
  s.label(X, y, 'Remittance Schedule:', 6);
  const fl = freqLabel(d.frequency, r);
  options(s, X + 62, y, 'freq', ['Daily', 'Weekly', fl === 'Biweekly' ? 'Biweekly' : 'Bi-Weekly', 'Monthly'],
    terms ? fl : null, terms ? { [P('payment_frequency')]: d.frequency } : {}, 6, 6);
  s.label(c2, y, 'Bank:', 6); s.value('bank', c2 + 18, y - 0.5, 90, d.bank.name, {}, 6.8);
  s.label(c2 + 112, y, 'Rtg:', 6); s.value('routing', c2 + 126, y - 0.5, 48, d.bank.routing, {}, 6.8);
  s.label(c2 + 176, y, 'Acct:', 6); s.value('account', c2 + 192, y - 0.5, 82, d.bank.account, {}, 6.8);
  y += rh + 2;
  y = section(s, X, y, W, 'OWNERSHIP (LIST ALL OWNERS 20% OR GREATER)', '#0c3c60', '#fff', 6.2);
  const cols: [string, number][] = [['Name (Last, First MI)', 112], ['Title', 62], ['Own %', 28], ['SSN / ITIN', 58], ['DOB', 50], ['FICO', 26], ['Home Address', 228]];
  let x = X;
  for (const [h, w] of cols) { s.fill(x, y, w, 8, '#dde7ef'); s.rect(x, y, w, 8, 0.3); s.label(x + 1.5, y + 1.5, h, 5.2, { bold: true }); x += w; }
  y += 8;
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i];
    const vals: [string, string, F][] = o ? [
      ['owner_name', printedName(o, true), nameF(i, o)], ['owner_title', o.role, { [A(i, 'role')]: o.role }], ['owner_pct', `${o.pct}%`, { [A(i, 'ownership')]: o.pct }],
      ['owner_ssn', o.tax.printed, taxF(i, o)], ['owner_dob', fmtDate(o.dob, r), { [A(i, 'date_of_birth')]: o.dob }],
      ['owner_fico', o.credit ? String(o.credit) : '', o.credit ? { [A(i, 'credit_score')]: o.credit } : {}], ['owner_home', oneLine(o.home), {}],
    ] : cols.map(() => ['blank', '', {}] as [string, string, F]);
    x = X;
    cols.forEach(([, w], j) => { s.rect(x, y, w, 11, 0.3); s.value(vals[j]![0], x + 1.5, y + 2.5, w - 3, vals[j]![1], vals[j]![2], 6.5); x += w; });
    y += 11;
  }
  y = section(s, X, y + 4, W, 'OUTSTANDING BALANCES / TRADE REFERENCES', '#0c3c60', '#fff', 6.2) + 3;
  for (let i = 0; i < 3; i++) {
    const f = d.funders[i], t = d.refs[i]!;
    L(X, y, cw * 0.55, `Lender ${i + 1}`, 'funder', f?.name ?? '');
    L(X + cw * 0.57, y, cw * 0.43, 'Balance', 'funder_balance', f ? fmtMoney(f.balance, r, 'US') : '');
    L(c2, y, cw * 0.6, `Trade Ref ${i + 1}`, 'ref_name', t.name);
    L(c2 + cw * 0.62, y, cw * 0.38, 'Ph', 'ref_phone', t.phone); y += rh;
  }
  y += 2;
  const qs: [string, string, number][] = [['Does the business have any open tax liens?', 'q_liens', 0.15], ['Has any owner ever filed bankruptcy?', 'q_bk', 0.08],
    ['Any judgments, UCC filings or lawsuits?', 'q_judg', 0.1], ['Is the business current on rent / mortgage?', 'q_rent', 0.95],
    ['Has the business been declined for funding (90 days)?', 'q_decl', 0.2], ['Is the business home-based?', 'q_home', 0.1]];
  qs.forEach(([q, k, p], i) => yesNo(s, i % 2 ? c2 : X, y + Math.floor(i / 2) * 8.5, cw, q, k, r.chance(p), 5.8));
  y += 28;
  const text = `${CONSENT_US} ${NOTICE}`.replaceAll('{B}', B);
  s.doc.font('Helvetica').fontSize(5).fillColor('#111').text(text, X, y, { width: W, columns: 2, columnGap: 12, height: 95, align: 'justify' });
  y += 100;
  finePrint(s, X, y, W, 735, 3, 5);
  y = 735;
  for (let i = 0; i < Math.max(2, d.owners.length); i++) {
    const xx = X + i * (W / 3);
    s.line(xx, y + 14, xx + W / 3 - 14, y + 14, 0.4);
    s.label(xx, y + 16, `X  Owner ${i + 1} signature / title / date`, 5.2);
  }
  s.label(X, 780, 'HMS-WC-11 | Rev 2024.2 | Do not send originals by fax', 4.8);
}

export function crescent(s: Sheet, d: Deal, r: Rng): void {
  const B = 'Crescent & Vale Commercial Finance', X = 20, W = 572, gap = 8, cw = (W - 2 * gap) / 3;
  s.label(X, 16, 'Crescent & Vale', 13, { font: 'Times-BoldItalic' });
  s.label(X + 105, 20, 'COMMERCIAL FINANCE', 6.5, { bold: true });
  s.label(X, 31, 'Revenue-Based Funding Intake  -  complete every field; write N/A where not applicable', 5.8);
  s.label(X + 380, 18, 'One Crescent Plaza, Floor 9, Miami, FL 33131', 5.5);
  s.label(X + 380, 26, 'P 305-555-0110  F 305-555-0111  deals@crescentvale.example', 5.5);
  s.line(X, 40, X + W, 40, 1.2);
  const col = (i: number): number => X + i * (cw + gap);
  /** Label over value: a grey 5.5 pt label, the value on an underline below it. */
  const LV = (x: number, y: number, w: number, label: string, key: string, v: string, f: F = {}): void => {
    s.label(x, y, label, 5.3, { color: '#555' });
    s.line(x, y + 15, x + w, y + 15, 0.35);
    s.value(key, x + 1, y + 6.5, w - 2, v, f, 7.3);
  };
  const RH = 17.5;
  let y = 45;
  const heads = ['1  COMPANY', '2  TAX, BANKING & REQUEST', '3  PREMISES & REFERENCES'];
  heads.forEach((h, i) => { s.label(col(i), y, h, 6.8, { bold: true }); s.line(col(i), y + 8.5, col(i) + cw, y + 8.5, 0.6); });
  y += 12;
  const years = r.chance(0.35);
  const ty = Math.max(1, 2025 - Number(d.start.slice(0, 4)));
  const c1: [string, string, string, F][] = [
    ['Company legal name (as filed with IRS)', 'legal_name', d.legal, { [P('legal_name')]: d.legal }], ['D/B/A (trade name)', 'dba', d.dba ?? 'N/A', dbaF(d)],
    ['Entity type', 'entity', d.entity.printed, { [P('type_of_entity')]: d.entity.id }],
    ['Nature of business', 'industry', d.industryText, { [P('industry')]: d.industry }],
    years ? ['Years in business', 'years', `${ty} yrs`, {}] : ['Date of formation', 'start', fmtDate(d.start, r), { [P('business_start_date')]: d.start }],
    ['State of incorporation / organization', 'state_inc', d.incRegion, {}], ['Street address of business', 'street', d.address.street, {}],
  ];
  const c2: [string, string, string, F][] = [
    ['Business bank', 'bank', d.bank.name, {}], ['Monthly gross sales', 'sales', fmtMoney(d.monthlySales, r, 'US')],
    ['Account number', 'account', d.bank.account], ['Funding amount sought', 'amount', '', {}], ['Purpose', 'use', d.use, {}],
    ['Business phone / e-mail', 'phone', `${d.phone}  ${d.email}`, {}],
  ].map((e) => [e[0], e[1], e[2], e[3] ?? {}] as [string, string, string, F]);
  const amount = fmtMoney(d.amount, r, 'US');
  c2[3] = ['Funding amount sought', 'amount', amount, { [P('requested_amount')]: money(amount) }];
  const c3: [string, string, string][] = [
    ['Landlord / mortgage company', 'landlord', d.landlord.name], ['Landlord phone', 'landlord_phone', d.landlord.phone],
    ['Monthly rent', 'rent', fmtMoney(d.landlord.rent, r, 'US')], ...d.refs.map((t, i) => [`Trade reference ${i + 1} (name / phone)`, 'ref', `${t.name} / ${t.phone}`] as [string, string, string]),
    ['Current funder(s)', 'funder', d.funders.map((f) => f.name).join('; ') || 'None'],
  ];
  const y0 = y;
  c1.forEach(([l, k, v, f], i) => LV(col(0), y0 + i * RH, cw, l, k, v, f));
  // The tax ID shares its row with the routing number: two half cells.
  c2.forEach(([l, k, v, f], i) => LV(col(1), y0 + (i + 1) * RH, cw, l, k, v, f));
  LV(col(1), y0, cw * 0.48, 'Federal Tax ID (EIN)', 'ein', d.tax.printed, bizTaxF(d));
  LV(col(1) + cw * 0.52, y0, cw * 0.48, 'Routing (ABA)', 'routing', d.bank.routing);
  c3.forEach(([l, k, v], i) => LV(col(2), y0 + i * RH, cw, l, k, v));
  y = y0 + 7 * RH;
  LV(col(0), y, cw * 0.55, 'City', 'city', d.address.city);
  LV(col(0) + cw * 0.58, y, cw * 0.16, 'State', 'state', d.address.region, { [P('state_region')]: d.address.region });
  LV(col(0) + cw * 0.77, y, cw * 0.23, 'ZIP', 'zip', d.address.postal);
  s.label(col(1), y, 'Preferred remittance:', 5.8);
  options(s, col(1) + 58, y, 'remit', ['Daily', 'Weekly'], r.pick(['Daily', 'Weekly', null]), {}, 5.8, 4);
  s.label(col(2), y, 'Premises:', 5.8);
  options(s, col(2) + 30, y, 'premises', ['Own', 'Lease', 'Home-based'], r.pick(['Own', 'Lease', 'Lease']), {}, 5.8, 4);
  y += RH + 6;
  heads.splice(0, 3, 'PRINCIPAL 1', 'PRINCIPAL 2', 'PRINCIPAL 3');
  heads.forEach((h, i) => { s.fill(col(i), y, cw, 9, '#e8e3d3'); s.label(col(i) + 2, y + 1.8, h, 6.2, { bold: true }); });
  y += 12;
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i], x = col(i);
    const rows: [string, string, string, F, number, number][] = [
      ['Full name', 'owner_name', o ? printedName(o, false) : '', o ? nameF(i, o) : {}, 0, 1],
      ['Title', 'owner_title', o?.role ?? '', o ? { [A(i, 'role')]: o.role } : {}, 0, 0.62], ['Ownership', 'owner_pct', o ? `${o.pct} %` : '', o ? { [A(i, 'ownership')]: o.pct } : {}, 0.66, 0.34],
      ['Social Security #', 'owner_ssn', o?.tax.printed ?? '', o ? taxF(i, o) : {}, 0, 0.5], ['Date of birth', 'owner_dob', o ? fmtDate(o.dob, r) : '', o ? { [A(i, 'date_of_birth')]: o.dob } : {}, 0.54, 0.46],
      ['Residence address', 'owner_home', o ? oneLine(o.home) : '', {}, 0, 1],
      ['Credit score (self-reported)', 'owner_fico', o?.credit ? String(o.credit) : '', o?.credit ? { [A(i, 'credit_score')]: o.credit } : {}, 0, 0.5], ['Cell', 'owner_cell', o?.phone ?? '', {}, 0.54, 0.46],
    ];
    let yy = y;
    for (const [l, k, v, f, off, w] of rows) {
      LV(x + off * cw, yy, w * cw, l, k, v, f);
      if (off + w > 0.99) yy += RH;
    }
  }
  y += 5 * RH + 4;
  yesNo(s, col(0), y, cw, 'Open federal or state tax lien?', 'q_liens', r.chance(0.15), 6);
  yesNo(s, col(1), y, cw, 'Bankruptcy (business or owner), 7 yrs?', 'q_bk', r.chance(0.08), 6);
  yesNo(s, col(2), y, cw, 'Open judgments / collections?', 'q_judg', r.chance(0.1), 6);
  y += 12;
  const text = `${CONSENT_US} ${NOTICE}`.replaceAll('{B}', B);
  s.doc.font('Times-Roman').fontSize(6).fillColor('#111').text(text, X, y, { width: W, columns: 3, columnGap: gap, height: 110, align: 'justify' });
  y += 112;
  finePrint(s, X, y, W, 738, 3, 6, 'Times-Roman');
  y = 738;
  for (let i = 0; i < d.owners.length; i++) {
    s.line(col(i), y + 16, col(i) + cw, y + 16, 0.4);
    s.label(col(i), y + 18, `Principal ${i + 1}: signature and date`, 5.3, { color: '#555' });
  }
  s.label(X, 770, `${B} | CVCF-INT-5 | All information is confidential`, 5);
}
