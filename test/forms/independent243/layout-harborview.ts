// Layout "harborview_loan": Harborview Commercial Lending's three-page business loan & advance application (US or
// Canadian). Two dense columns, free-text entity type, owners as table rows, a separate home-address table, a
// personal financial statement per owner side by side, collateral and equipment schedules.
import type { Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';
import { A, anyMoney, bizTaxFields, dbaFields, entityFields, fmtDate, fmtMoney, iso, nameFields, ownerName, ownerTax, regionFields, type DateFmt } from './fmt.ts';
import { AUTH_CA, AUTH_US, debtRows, line, row, table } from './kit.ts';

const SLATE = '#334155';
const ENTITY_TEXT: Record<string, string[]> = {
  llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'C Corp', 'C-Corp'], s_corporation: ['S Corp', 'S-Corp', 'S Corporation'],
  general_partnership: ['Partnership', 'General Partnership'], pllc: ['PLLC', 'Professional LLC'], limited_partnership: ['Limited Partnership', 'LP'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], ca_corporation: ['Corporation', 'Corp.', 'Incorporated'], ca_ulc: ['ULC', 'Unlimited Liability Corporation'],
};

function header(s: Sheet, page: number, ca: boolean): void {
  s.doc.circle(58, 44, 20).fill(SLATE);
  s.doc.moveTo(40, 50).bezierCurveTo(48, 40, 56, 58, 64, 48).bezierCurveTo(70, 42, 74, 46, 77, 48).lineWidth(2).strokeColor('#fff').stroke();
  s.doc.polygon([50, 36], [58, 26], [66, 36]).fill('#94a3b8');
  s.bold(88, 28, 'HARBORVIEW', 17, SLATE);
  s.text(88, 47, 'COMMERCIAL LENDING', 8, { color: '#64748b', font: 'Helvetica-Bold' });
  s.text(330, 28, 'BUSINESS LOAN & ADVANCE APPLICATION', 10, { font: 'Helvetica-Bold', color: SLATE });
  s.text(330, 42, ca ? 'Canadian applicants - all amounts in CAD' : 'Equal Credit Opportunity Act notice on page 3', 7, { color: '#64748b' });
  s.text(530, 56, `p. ${page} / 3`, 7, { color: '#64748b' });
  s.rule(36, 70, 576, SLATE, 0.8);
}
function head(s: Sheet, x: number, y: number, w: number, t: string): number { s.band(x, y, w, 13, '#e2e8f0', t, SLATE, 8); return y + 17; }

export function harborview(s: Sheet, m: Merchant): void {
  const r = s.rng;
  const ca = m.country === 'CA';
  const df: DateFmt = ca ? r.pick(['dmy_ca', 'long', 'iso']) : r.pick(['mdy', 'mdyy', 'long', 'iso']);
  const mf = ca ? r.pick(['cad', 'dollar'] as const) : r.pick(['dollar', 'cents', 'plain'] as const);
  header(s, 1, ca);
  // left column: the business; right column: request and premises
  let y = head(s, 36, 78, 300, 'BUSINESS');
  const L = 36, R = 346;
  y = row(s, y, [['Legal name', 300, m.legal, 'legal_name', { 'application.legal_name': m.legal }]], L);
  y = row(s, y, [[ca ? 'Operating as (O/A)' : 'Doing business as', 300, m.dbaPrinted ?? '', 'dba', dbaFields(m)]], L);
  const entText = r.pick(ENTITY_TEXT[m.entityId] ?? [m.entityLabel]);
  y = row(s, y, [['Type of entity', 150, entText, 'entity', entityFields(m)], [ca ? 'Incorporated in' : 'State of formation', 150, m.incState, 'inc_state']], L);
  y = row(s, y, [[ca ? 'Business Number / program account' : 'Tax ID (EIN / SSN)', 150, m.taxId, 'tax_id', bizTaxFields(m)],
    ['Date business started', 150, fmtDate(m.start, df), 'start', { 'application.business_start_date': iso(m.start) }]], L);
  y = row(s, y, [['Business street address', 300, m.address.street, 'street']], L);
  y = row(s, y, [['City', 140, m.address.city, 'city'], [ca ? 'Prov.' : 'State', 60, m.address.region, 'state', regionFields(m)], [ca ? 'Postal code' : 'ZIP', 100, m.address.zip, 'zip']], L);
  y = row(s, y, [['Country', 120, r.chance(0.5) ? (ca ? 'Canada' : 'USA') : '', 'country', { 'application.country': ca ? 'Canada' : 'United States' }], ['Phone', 180, m.phone, 'phone']], L);
  y = row(s, y, [['Describe your business', 300, m.industryText, 'industry', { 'application.industry': m.industryId }]], L);
  const yL = row(s, y, [['Full-time employees', 150, String(m.employees), 'employees'], ['Fiscal year end', 150, r.pick(['December', 'June 30', 'March 31']), 'fye']], L);

  let yr = head(s, R, 78, 230, 'REQUEST');
  yr = row(s, yr, [['Loan / advance amount requested', 230, fmtMoney(m.amount, mf), 'amount', { 'application.requested_amount': m.amount }]], R);
  yr = row(s, yr, [['Term desired', 110, r.pick(['6 months', '12 months', '18 months', '24 months']), 'term'], ['Years at location', 120, String(r.int(1, 15)), 'years_loc']], R);
  s.text(R, yr, 'Use of proceeds', 6, { color: '#444' });
  yr = table(s, R, yr + 8, [['Purpose', 140], ['Amount', 90]], m.proceeds.map(([p, a]) => [p, fmtMoney(a, mf)]), 'proceeds', '#e2e8f0');
  yr = head(s, R, yr, 230, 'PREMISES');
  let x = s.check('own', R, yr, 'Owned', m.rentOwn === 'Own');
  s.check('lease', x, yr, 'Leased', m.rentOwn === 'Rent');
  yr = row(s, yr + 12, [['Landlord / mortgage holder', 230, m.rentOwn === 'Rent' ? m.landlord.name : m.bank.name, 'landlord']], R);
  yr = row(s, yr, [['Phone', 120, m.landlord.phone, 'landlord_p'], ['Monthly rent/mortgage', 110, fmtMoney(m.landlord.rent, mf), 'rent']], R);
  yr = row(s, yr, [['Lease expires', 230, fmtDate(new Date(Date.UTC(2026 + r.int(0, 4), r.int(0, 11), 1)), df), 'lease_exp']], R);

  y = Math.max(yL, yr) + 4;
  y = head(s, 36, y, 540, ca ? 'PRINCIPALS (each owner of 20% or more; SIN optional)' : 'PRINCIPALS (each owner of 20% or more)');
  const rows = m.owners.map((o, i) => ({ o, i, tax: ownerTax(i, o, r) }));
  const cols: [string, number][] = [['Name', 170], ['Title', 90], ['% owned', 55], [ca ? 'SIN' : 'SSN', 90], ['Date of birth', 75], ['Credit score', 60]];
  y = table(s, 36, y, cols, [], 'owners_head', '#e2e8f0') - 6;
  for (const { o, i, tax } of rows) {
    s.box(36, y, 540, 16, '#999');
    let cx = 36;
    const cells: [string, Record<string, string | number | null>][] = [[ownerName(o, r.chance(0.3)), nameFields(i, o)], [o.title, { [A(i, 'role')]: o.title }],
      [`${o.pct}%`, { [A(i, 'ownership')]: o.pct }], tax, [fmtDate(o.dob, df), { [A(i, 'date_of_birth')]: iso(o.dob) }],
      [o.credit !== null ? String(o.credit) : '', o.credit !== null ? { [A(i, 'credit_score')]: o.credit } : {}]];
    cells.forEach(([v, f], j) => { s.value(`owner${i}_${j}`, cx + 1, y + 4, cols[j]![1] - 4, v, f, 8); cx += cols[j]![1]; });
    y += 16;
  }
  y += 6;
  s.text(36, y, 'Residence of each principal', 7, { font: 'Helvetica-Bold' });
  y = table(s, 36, y + 10, [['Principal', 140], ['Home street', 180], ['City', 110], [ca ? 'Prov.' : 'State', 40], [ca ? 'Postal' : 'ZIP', 70]],
    m.owners.map((o, i) => [`Principal ${i + 1}`, o.home.street, o.home.city, o.home.region, o.home.zip]), 'homes', '#e2e8f0');
  s.para(36, 748, 540, 'Harborview Commercial Lending may present this application to one or more lenders or purchasers of receivables. Page 1 must be completed in full.', 6);

  // ---- page 2: debt, collateral, equipment, personal financial statements ----
  s.newPage();
  header(s, 2, ca);
  y = head(s, 36, 78, 540, 'BUSINESS DEBT SCHEDULE');
  y = table(s, 36, y, [['Creditor', 160], ['Type', 80], ['Original amount', 100], ['Present balance', 100], ['Monthly payment', 100]], debtRows(m, r, 2), 'debt', '#e2e8f0');
  y = head(s, 36, y, 540, 'COLLATERAL OFFERED');
  y = table(s, 36, y, [['Description', 300], ['Est. market value', 120], ['Existing lien holder', 120]],
    [[m.collateral.item, fmtMoney(m.collateral.value, mf), r.chance(0.5) ? m.debts[0]!.lender : 'None']], 'collateral', '#e2e8f0');
  y = head(s, 36, y, 540, 'EQUIPMENT TO BE PURCHASED');
  y = row(s, y, [['Equipment', 200, m.equipment.item, 'equip'], ['Vendor name', 160, m.equipment.vendor, 'vendor'], ['Invoice / quote price', 100, fmtMoney(m.equipment.price, mf), 'equip_price'],
    ['New/Used', 80, r.pick(['New', 'Used']), 'equip_new']]);
  y = head(s, 36, y, 540, 'PERSONAL FINANCIAL STATEMENT (one column per principal)');
  const pcols: [string, number][] = [['', 160], ...m.owners.map((_, i) => [`Principal ${i + 1}`, 120] as [string, number])];
  const scale = m.owners.map(() => r.float(0.4, 1.3));
  const lines: [string, (k: number) => number][] = [['Cash & savings', (k) => m.pfs.cash * k], ['Real estate', (k) => m.pfs.realEstate * k],
    ['Retirement / investments', (k) => m.pfs.retirement * k], ['Mortgages', (k) => m.pfs.mortgage * k], ['Credit cards & loans', (k) => m.pfs.cards * k]];
  y = table(s, 36, y, pcols, lines.map(([l, f]) => [l, ...scale.map((k) => anyMoney(Math.round(f(k)), r))]), 'pfs', '#e2e8f0');
  s.text(36, y, 'Contingent liabilities (guarantees, lawsuits):', 7.5);
  x = s.check('contingent_yes', 220, y, 'Yes', false);
  s.check('contingent_no', x, y, 'No', true);
  y += 14;
  s.text(36, y, 'Has the business or any principal ever filed for bankruptcy?', 7.5);
  x = s.check('bk_yes', 270, y, 'Yes', m.bankruptcy);
  s.check('bk_no', x, y, 'No', !m.bankruptcy);

  // ---- page 3: references, authorisation, signatures ----
  s.newPage();
  header(s, 3, ca);
  y = head(s, 36, 78, 540, 'BANK & TRADE REFERENCES');
  y = line(s, y, [['Bank:', 200, m.bank.name, 'bank'], [ca ? 'Transit/Inst.:' : 'Routing:', 150, m.bank.routing, 'routing'], ['Acct:', 190, m.bank.account, 'account']]);
  for (const [i, t] of m.tradeRefs.entries()) y = line(s, y, [[`Trade ref. ${i + 1}:`, 220, t.name, `tref${i}`], ['Contact:', 170, t.contact, `tref${i}_c`], ['Phone:', 150, t.phone, `tref${i}_p`]]);
  y = head(s, 36, y + 4, 540, 'AUTHORIZATION');
  y = s.para(36, y, 540, ca ? AUTH_CA : AUTH_US, 6.8) + 4;
  if (!ca) y = s.para(36, y, 540, 'ECOA NOTICE: The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status or age.', 6.2) + 10;
  m.owners.forEach((o, i) => {
    s.signature(40, y + 12, 150);
    s.rule(36, y + 18, 220);
    s.text(36, y + 21, `Principal ${i + 1} signature`, 6, { color: '#555' });
    s.value(`sign${i}_name`, 232, y + 6, 180, ownerName(o, false), nameFields(i, o), 8.5);
    s.rule(232, y + 18, 412);
    s.text(232, y + 21, 'Printed name / title', 6, { color: '#555' });
    s.value(`sign${i}_date`, 424, y + 6, 150, fmtDate(m.signDate, df), {}, 8.5);
    s.rule(424, y + 18, 576);
    s.text(424, y + 21, 'Date', 6, { color: '#555' });
    y += 34;
  });
  y = head(s, 36, y + 6, 540, 'BROKER / REFERRAL SOURCE');
  line(s, y, [['Name:', 180, m.iso.name, 'iso_name'], ['Phone:', 150, m.iso.phone, 'iso_phone'], ['E-mail:', 210, m.iso.email, 'iso_email']]);
}
