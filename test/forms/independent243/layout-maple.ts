// Layout "maple_north_credit": Maple North Business Funding's two-page Canadian commercial credit application. Inline
// "Label: ____" lines, Operating Name (O/A), BN with program account beside a GST/HST number, SIN, PIPEDA consent.
import type { Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';
import { A, anyMoney, bizTaxFields, dbaFields, fmtDate, fmtMoney, iso, nameFields, ownerName, ownerTax, regionFields, type DateFmt } from './fmt.ts';
import { AUTH_CA, debtRows, entityRow, line, table } from './kit.ts';

const RED = '#b22222';

function leaf(s: Sheet, cx: number, cy: number, r: number): void {
  const pts: [number, number][] = [];
  for (let i = 0; i < 22; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 22;
    const rr = i % 2 ? r * 0.5 : r * (i % 4 === 0 ? 1 : 0.78);
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  s.doc.polygon(...pts).fill(RED);
  s.doc.rect(cx - 1.2, cy + r * 0.4, 2.4, r * 0.7).fill(RED);
}

function header(s: Sheet, page: number): void {
  leaf(s, 58, 46, 20);
  s.bold(86, 28, 'Maple North Business Funding Inc.', 15, RED);
  s.text(86, 47, 'Commercial Credit & Equipment Financing Application  /  Demande de crédit commercial', 8, { color: '#444' });
  s.text(86, 58, '200 Bay Street, Suite 1410, Toronto, ON M5J 2J2  |  1-877-555-0143  |  credit@maplenorthfunding.ca', 6.5, { color: '#666' });
  s.text(520, 28, `Page ${page}/2`, 7, { color: '#666' });
  s.rule(36, 72, 576, RED, 2);
}
function section(s: Sheet, y: number, t: string): number {
  s.bold(36, y, t.toUpperCase(), 9, RED);
  s.rule(36, y + 11, 576, RED, 0.6);
  return y + 17;
}

export function mapleNorth(s: Sheet, m: Merchant): void {
  const r = s.rng;
  const df: DateFmt = r.pick(['dmy_ca', 'long', 'iso', 'short_mon']);
  header(s, 1);
  let y = section(s, 82, 'A. Business Information');
  y = line(s, y, [['Legal Name of Business:', 540, m.legal, 'legal_name', { 'application.legal_name': m.legal }]]);
  y = line(s, y, [['Operating Name (O/A):', 540, m.dbaPrinted ?? '', 'operating_name', dbaFields(m)]]);
  const bn9 = m.taxId.slice(0, 9);
  y = line(s, y, [['Business Number (BN):', 250, m.taxId, 'bn', bizTaxFields(m)],
    ['GST/HST Registration #:', 290, r.chance(0.7) ? `${bn9} RT0001` : '', 'gst']]);
  const showStart = r.chance(0.8);
  y = line(s, y, [[showStart ? 'Date Established:' : 'Years in Operation:', 200, showStart ? fmtDate(m.start, df) : String(2025 - m.start.getUTCFullYear()), 'start',
    showStart ? { 'application.business_start_date': iso(m.start) } : {}],
  ['Jurisdiction of Incorporation:', 190, r.chance(0.4) ? 'Federal (CBCA)' : m.incState, 'inc_juris'], ['Employees:', 150, String(m.employees), 'employees']]);
  y = entityRow(s, m, 36, y + 2, ['Corporation', 'Partnership', 'Sole Proprietor']);
  y = line(s, y, [['Street Address:', 540, m.address.street, 'street']]);
  y = line(s, y, [['City:', 200, m.address.city, 'city'], ['Province:', 130, m.address.region, 'province', regionFields(m)],
    ['Postal Code:', 210, m.address.zip, 'postal']]);
  y = line(s, y, [['Telephone:', 200, m.phone, 'phone'], ['E-mail:', 340, m.email, 'email']]);
  y = line(s, y, [['Nature of Business:', 300, m.industryText, 'industry', { 'application.industry': m.industryId }], ['Website:', 240, m.website ?? '', 'website']]);
  let x = s.check('own', 36, y + 2, 'Premises owned', m.rentOwn === 'Own');
  x = s.check('lease', x, y + 2, 'Premises leased', m.rentOwn === 'Rent');
  y = line(s, y, [['Landlord:', 250, m.rentOwn === 'Rent' ? m.landlord.name : '', 'landlord'], ['Monthly rent:', 160, m.rentOwn === 'Rent' ? anyMoney(m.landlord.rent, r) : '', 'rent']], x + 10);

  y = section(s, y + 6, 'B. Financing Requested');
  const mf = r.pick(['dollar', 'cad', 'cents'] as const);
  y = line(s, y, [['Amount Requested:', 220, fmtMoney(m.amount, mf), 'amount', { 'application.requested_amount': m.amount }],
    ['Purpose:', 320, m.proceeds.map(([p]) => p).join(', '), 'purpose']]);
  y = line(s, y, [['Equipment description:', 260, m.equipment.item, 'equip'], ['Vendor:', 160, m.equipment.vendor, 'vendor'], ['Price:', 120, fmtMoney(m.equipment.price, mf), 'equip_price']]);
  y = line(s, y, [['Average monthly deposits:', 260, anyMoney(Math.round(m.amount * r.float(0.5, 1.3)), r), 'avg_dep'],
    ['Annual revenue (last fiscal year):', 280, anyMoney(Math.round(m.amount * r.float(8, 15)), r), 'annual']]);

  y = section(s, y + 6, 'C. Principals / Guarantors');
  m.owners.forEach((o, i) => {
    const [tax, taxF] = ownerTax(i, o, r);
    s.bold(36, y + 2, `${i + 1}.`, 8);
    y = line(s, y, [['Full Name:', 260, ownerName(o, false), `owner${i}_name`, nameFields(i, o)], ['Position:', 140, o.title, `owner${i}_title`, { [A(i, 'role')]: o.title }],
      ['% Owned:', 120, `${o.pct}`, `owner${i}_pct`, { [A(i, 'ownership')]: o.pct }]], 48);
    y = line(s, y, [['SIN:', 150, tax, `owner${i}_sin`, taxF], ['Date of Birth:', 150, fmtDate(o.dob, df), `owner${i}_dob`, { [A(i, 'date_of_birth')]: iso(o.dob) }],
      ['Home Address:', 228, `${o.home.street}, ${o.home.city}, ${o.home.region}`, `owner${i}_home`]], 48);
    y += 3;
  });
  s.para(36, 748, 540, 'Social Insurance Numbers are requested only to obtain credit bureau reports and will not be used for any other purpose. ' +
    'Providing your SIN is optional; your file may be matched by name, address and date of birth instead.', 6);

  s.newPage();
  header(s, 2);
  y = section(s, 82, 'D. Existing Business Debt & Leases');
  y = table(s, 36, y, [['Lender / Lessor', 170], ['Type', 90], ['Original', 90], ['Balance Owing', 95], ['Monthly Pmt', 95]], debtRows(m, r), 'debt', '#f6e3e3');
  y = section(s, y, 'E. Banking & Trade References');
  y = line(s, y, [['Financial Institution:', 230, m.bank.name, 'bank'], ['Transit-Inst. #:', 150, m.bank.routing, 'transit'], ['Account #:', 160, m.bank.account, 'account']]);
  for (const [i, t] of m.tradeRefs.entries()) {
    y = line(s, y, [[`Supplier ${i + 1}:`, 220, t.name, `tref${i}`], ['Contact:', 170, t.contact, `tref${i}_c`], ['Tel:', 150, t.phone, `tref${i}_p`]]);
  }
  y = section(s, y + 4, 'F. Personal Net Worth (Principal 1)');
  y = line(s, y, [['Cash & investments:', 180, anyMoney(m.pfs.cash + m.pfs.retirement, r), 'pnw_cash'], ['Real estate:', 180, anyMoney(m.pfs.realEstate, r), 'pnw_re'],
    ['Mortgage(s):', 180, anyMoney(m.pfs.mortgage, r), 'pnw_mort']]);
  y = line(s, y, [['Other debts:', 180, anyMoney(m.pfs.cards, r), 'pnw_other'], ['Security offered:', 360, `${m.collateral.item} (${anyMoney(m.collateral.value, r)})`, 'security']]);
  s.text(36, y + 2, 'Has the business or any principal ever declared bankruptcy or made a proposal to creditors?', 7.5);
  x = s.check('bk_yes', 380, y + 2, 'Yes', m.bankruptcy);
  s.check('bk_no', x, y + 2, 'No', !m.bankruptcy);
  y += 18;
  y = section(s, y, 'G. Consent (PIPEDA) & Signatures');
  y = s.para(36, y, 540, AUTH_CA, 6.8) + 4;
  y = s.para(36, y, 540, 'Le(s) soussigné(s) consent(ent) à la collecte, à l\'utilisation et à la communication de renseignements personnels aux fins ' +
    'de l\'évaluation de la présente demande.', 6.5) + 12;
  m.owners.forEach((o, i) => {
    s.signature(40, y + 12, 150);
    s.rule(36, y + 18, 226);
    s.text(36, y + 21, 'Signature', 6, { color: '#666' });
    s.value(`sign${i}_name`, 240, y + 6, 170, ownerName(o, false), nameFields(i, o), 8.5);
    s.rule(240, y + 18, 410);
    s.text(240, y + 21, 'Print name', 6, { color: '#666' });
    s.value(`sign${i}_date`, 424, y + 6, 150, fmtDate(m.signDate, df), {}, 8.5);
    s.rule(424, y + 18, 576);
    s.text(424, y + 21, 'Date', 6, { color: '#666' });
    y += 34;
  });
  s.box(36, y + 6, 540, 30, '#bbb', '#fbf3f3');
  s.bold(40, y + 9, 'Submitted by (agent / broker):', 7);
  s.value('iso_name', 40, y + 20, 170, m.iso.name, {}, 8);
  s.value('iso_phone', 220, y + 20, 130, m.iso.phone, {}, 8);
  s.value('iso_email', 360, y + 20, 200, m.iso.email, {}, 8);
}
