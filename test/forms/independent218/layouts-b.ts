// Two brokers: Lone Star Ledger Advance (US, one dense page of three- and four-field rows, owners one row each with
// the ISO rep in a column at their right) and Pacific Crest Merchant Partners (US, two pages: business beside the
// funding request on page 1, owners side by side on page 2, entity checkboxes with "Other").
import type { Form, Fields } from './draw.ts';
import type { Merchant } from './data.ts';
import { DECOY, amount, authorisation, credit, dba, dob, entity, freq, industry, isoBox, legal, nPayments, ownerName, ownerTax, payment, pct, region, role,
  signatures, signedDate, start, taxId, FREQS } from './common.ts';

const RUST = '#8a3b12', TEAL = '#0f5e63';
type Cell = [string, number, string | null, Fields | null, string];

/** One row of boxed cells with captions inside their top-left; returns the next y. */
function row(f: Form, x: number, y: number, h: number, cells: Cell[]): number {
  for (const [cap, w, v, fl, key] of cells) { f.cell(x, y, w, h, cap, v, fl, key); x += w; }
  return y + h;
}

export function loneStar(f: Form, m: Merchant): void {
  const d = f.doc, L = 24, W = 564, h = 19;
  // Logo: a five-pointed star in a square.
  d.rect(L, 22, 38, 38).fill(RUST);
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) { const a = -Math.PI / 2 + (i * Math.PI) / 5, r = i % 2 ? 7 : 16; pts.push([L + 19 + r * Math.cos(a), 42 + r * Math.sin(a)]); }
  d.polygon(...pts).fill('#fff');
  f.text(L + 46, 24, 'LONE STAR LEDGER ADVANCE', 14, 'Courier-Bold', RUST);
  f.text(L + 46, 42, '4100 Congress Ave, Austin, TX 78701  *  512-555-0177  *  submissions@lonestarledger.example', 6.5, 'Courier', '#222');
  f.text(L + 46, 52, 'Fast business funding - 24 hour decisions - purchases of future receivables', 6, 'Helvetica-Oblique', '#555');
  f.text(470, 26, 'APP #', 7, 'Helvetica-Bold'); d.rect(495, 23, 93, 14).lineWidth(0.5).stroke();
  let y = 68;
  f.bar(L, y, W, 'BUSINESS', RUST, '#fff', 11); y += 12;
  y = row(f, L, y, h, [['Business Legal Name', 250, m.legal, legal(m), 'legal_name'], ['DBA', 180, m.dbaText, dba(m), 'dba'], ['Federal Tax ID #', 134, m.taxText, taxId(m), 'tax_id']]);
  y = row(f, L, y, h, [['Street Address', 200, m.street, null, 'street'], ['Landlord Name', 130, m.own === 'Rent' ? m.landlord.name : 'N/A', DECOY, 'landlord'],
    ['Landlord Phone', 100, m.own === 'Rent' ? m.landlord.phone : '', DECOY, 'landlord_phone'], ['Monthly Rent', 134, m.own === 'Rent' ? m.landlord.rent : '', DECOY, 'rent']]);
  y = row(f, L, y, h, [['City', 170, m.city, null, 'city'], ['State', 60, m.region, region(m), 'state'], ['Zip', 80, m.postal, null, 'zip'], ['Phone', 120, m.phone, null, 'phone'],
    ['Fax', 134, '', null, 'fax']]);
  y = row(f, L, y, h, [['Entity Type', 120, m.entityText, entity(m), 'entity'], ['State of Inc.', 70, m.incRegion, DECOY, 'inc'], ['Date Business Started', 120, m.startText, start(m), 'start'],
    ['Industry', 160, m.industryText, industry(m), 'industry'], ['Employees', 94, String(m.employees), null, 'employees']]);
  y = row(f, L, y, h, [['Email', 250, m.email, null, 'email'], ['Website', 180, m.website, null, 'website'], ['Gross Monthly Sales', 134, m.monthlySales, null, 'sales']]);
  y += 6;
  f.bar(L, y, W, 'FUNDING REQUEST', RUST, '#fff', 11); y += 12;
  y = row(f, L, y, h, [['Amount Requested', 110, m.amountText, amount(m), 'amount'], ['Requested Payment', 100, m.paymentText, m.paymentText ? payment(m) : null, 'payment'],
    ['No. of Payments', 80, m.nPayments === null ? null : String(m.nPayments), m.nPayments ? nPayments(m) : null, 'n_payments'],
    ['Existing Lender', 150, m.lender.name, DECOY, 'lender'], ['Balance', 124, m.lender.balance, DECOY, 'lender_bal']]);
  d.lineWidth(0.5).strokeColor('#555').rect(L, y, 290, 15).stroke();
  f.text(L + 3, y + 4.5, 'Frequency:', 6.5, 'Helvetica-Bold');
  f.checks(L + 48, y + 4, FREQS, m.freqText, m.freq ? freq(m) : null, 'freq', 8, 6.5);
  row(f, L + 290, y, 15, [['Use of Funds', 150, m.useOfFunds, null, 'use'], ['Lender Payment', 124, m.lender.payment, DECOY, 'lender_pay']]);
  y += 21;
  // Owners: one row of four per attribute group, the ISO rep's column at the right.
  const OW = 440, IX = L + OW + 6, IW = W - OW - 6;
  f.bar(L, y, OW, 'OWNER(S) / GUARANTOR(S)', RUST, '#fff', 11);
  isoBox(f, m, IX, y, IW, 'Lone Star Ledger ISO channel', '#555');
  y += 12;
  m.owners.forEach((o, i) => {
    f.text(L + 1, y + 1, `#${i + 1}`, 6, 'Helvetica-Bold', RUST);
    y = row(f, L + 10, y, h, [['Owner Name', 170, o.printedName, ownerName(o, i), `o${i + 1}_name`], ['Title', 90, o.title, role(o, i), `o${i + 1}_title`],
      ['%', 50, o.pctText, pct(o, i), `o${i + 1}_pct`], ['DOB', 120, o.dobText, dob(o, i), `o${i + 1}_dob`]]);
    y = row(f, L + 10, y, h, [['SSN / ITIN', 110, o.taxText, o.taxText ? ownerTax(o, i, 'US') : null, `o${i + 1}_ssn`], ['Home Address', 150, o.home.street, DECOY, `o${i + 1}_home`],
      ['City / State', 110, `${o.home.city}, ${o.home.region}`, DECOY, `o${i + 1}_city`], ['FICO', 60, o.credit === null ? null : String(o.credit), credit(o, i), `o${i + 1}_fico`]]) + 4;
  });
  y = Math.max(y, 0) + 4;
  f.bar(L, y, W, 'BANK & TRADE REFERENCES', RUST, '#fff', 11); y += 12;
  y = row(f, L, y, h, [['Bank', 130, m.bank.name, DECOY, 'bank'], ['Routing #', 90, m.bank.routing, DECOY, 'routing'], ['Account #', 100, m.bank.account, DECOY, 'account'],
    ['Trade Reference', 150, m.refs[0]!.name, DECOY, 'ref0'], ['Ref. Phone', 94, m.refs[0]!.phone, DECOY, 'ref0_phone']]);
  y = authorisation(f, L, y + 5, W, 'Lone Star Ledger Advance', false, 5.4) + 18;
  signatures(f, m, L, y, W, signedDate(m));
  f.text(L, 774, 'LSLA form 7 (rev. 2024)  -  Texas registered commercial sales-based financing broker  -  page 1/1', 5.5, 'Courier', '#666');
}

export function pacificCrest(f: Form, m: Merchant): void {
  const d = f.doc, L = 36, W = 540, CW = 262, R = L + CW + 16;
  // Logo: three wave crests over a sun.
  d.circle(58, 44, 13).fill('#f2a541');
  for (let i = 0; i < 3; i++) d.lineWidth(2).strokeColor(TEAL).moveTo(38, 50 + i * 5).bezierCurveTo(48, 42 + i * 5, 58, 58 + i * 5, 78, 48 + i * 5).stroke();
  f.text(88, 30, 'PACIFIC CREST', 17, 'Helvetica-Bold', TEAL);
  f.text(88, 48, 'MERCHANT PARTNERS', 8.5, 'Helvetica', TEAL, { characterSpacing: 2 });
  f.text(360, 30, 'Small Business Funding Application', 9, 'Helvetica-Bold', '#222');
  f.text(360, 42, '1520 Pacific Ave, Tacoma, WA 98402 - 253.555.0119', 6.5, 'Helvetica', '#444');
  d.rect(L, 70, W, 2).fill(TEAL);
  const lineStep = 19;
  // Left column: business with underlined values.
  let y = 80;
  f.bar(L, y, CW, 'ABOUT THE BUSINESS', TEAL); y += 18;
  const ln = (cap: string, v: string | null, fl: Fields | null, key: string, w = CW, x = L, cap2?: number): void => f.line(x, y, w, cap, v, fl, key, cap2);
  ln('Legal Name:', m.legal, legal(m), 'legal_name'); y += lineStep;
  ln('DBA:', m.dbaText, dba(m), 'dba'); y += lineStep;
  ln('Address:', m.street, null, 'street'); y += lineStep;
  ln('City:', m.city, null, 'city', 120); ln('State:', m.region, region(m), 'state', 60, L + 122); ln('Zip:', m.postal, null, 'zip', 78, L + 184); y += lineStep;
  ln('EIN / Tax ID:', m.taxText, taxId(m), 'tax_id', 150); ln('Est.:', m.startText, start(m), 'start', 110, L + 152); y += lineStep;
  ln('Phone:', m.phone, null, 'phone', 115); ln('Email:', m.email, null, 'email', 145, L + 117); y += lineStep;
  ln('Business Type / Industry:', m.industryText, industry(m), 'industry'); y += lineStep + 2;
  f.text(L, y, 'Entity:', 6.5, 'Helvetica-Bold');
  const opts = ['Corporation', 'LLC', 'LP', 'Sole Proprietor', 'Other'];
  const boxed = opts.includes(m.entityBox) ? m.entityBox : 'Other';
  f.checks(L + 28, y - 0.5, opts, boxed, boxed === 'Other' ? null : entity(m), 'entity', 5, 6.5);
  y += 11;
  ln('Other (specify):', boxed === 'Other' ? m.entityText : '', boxed === 'Other' ? entity(m) : null, 'entity_other', 160);
  ln('Inc. State:', m.incRegion, DECOY, 'inc', 98, L + 164); y += lineStep + 4;
  // Right column: the funding request, the current funder and the landlord beside it.
  let ry = 80;
  f.bar(R, ry, CW, 'FUNDING REQUEST', TEAL); ry += 18;
  const rl = (cap: string, v: string | null, fl: Fields | null, key: string, w = CW, x = R): void => f.line(x, ry, w, cap, v, fl, key);
  rl('Amount Requested:', m.amountText, amount(m), 'amount', 150); rl('Use:', m.useOfFunds, null, 'use', 110, R + 152); ry += lineStep;
  rl('Desired Payment:', m.paymentText, m.paymentText ? payment(m) : null, 'payment', 150);
  rl('# Pmts:', m.nPayments === null ? '' : String(m.nPayments), m.nPayments ? nPayments(m) : null, 'n_payments', 110, R + 152); ry += lineStep;
  f.checks(R, ry + 3, FREQS, m.freqText, m.freq ? freq(m) : null, 'freq', 9, 7); ry += lineStep + 4;
  f.bar(R, ry, CW, 'CURRENT ADVANCES / LOANS', '#777', '#fff', 11); ry += 15;
  rl('Funder:', m.lender.name, DECOY, 'lender'); ry += lineStep;
  rl('Balance:', m.lender.balance, DECOY, 'lender_bal', 130); rl('Payment:', m.lender.payment, DECOY, 'lender_pay', 130, R + 132); ry += lineStep + 4;
  f.bar(R, ry, CW, 'PROPERTY', '#777', '#fff', 11); ry += 15;
  f.checks(R, ry + 3, ['Own', 'Lease'], m.own === 'Own' ? 'Own' : 'Lease', null, 'premises', 8, 7); ry += lineStep - 4;
  rl('Landlord:', m.own === 'Rent' ? m.landlord.name : '', DECOY, 'landlord'); ry += lineStep;
  rl('Landlord Ph.:', m.own === 'Rent' ? m.landlord.phone : '', DECOY, 'landlord_phone', 150); rl('Rent:', m.own === 'Rent' ? m.landlord.rent : '', DECOY, 'rent', 110, R + 152);
  y = Math.max(y, ry + lineStep) + 6;
  f.bar(L, y, W, 'BANKING', TEAL); y += 18;
  ln('Bank:', m.bank.name, DECOY, 'bank', 180); ln('Routing:', m.bank.routing, DECOY, 'routing', 170, L + 184); ln('Account:', m.bank.account, DECOY, 'account', 182, L + 358); y += lineStep + 6;
  f.para(L, y, W, 'Please complete both pages. Owner information continues on page 2. Pacific Crest Merchant Partners arranges purchases of future receivables with third-party funders; it does not lend. Washington and California commercial financing disclosures will be provided by the funder with any offer.', 6, '#555');
  f.text(L, 770, 'PCMP-01  |  page 1 of 2', 6, 'Helvetica', '#777');
  // Page 2: owners side by side, ISO rep at the bottom right.
  f.newPage();
  f.bar(L, 36, W, 'OWNERS (all owners of 20% or more)', TEAL);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x = i === 0 ? L : R;
    y = 58;
    f.text(x, y, `OWNER ${i + 1}`, 8, 'Helvetica-Bold', TEAL); y += 12;
    const put = (cap: string, v: string | null, fl: Fields | null, key: string, w = CW, xx = x): void => f.line(xx, y, w, cap, o ? v : '', o ? fl : null, `o${i + 1}_${key}`);
    put('Name:', o?.printedName ?? '', o ? ownerName(o, i) : null, 'name'); y += lineStep;
    put('Title:', o?.title ?? '', o ? role(o, i) : null, 'title', 150); put('Own %:', o?.pctText ?? '', o ? pct(o, i) : null, 'pct', 110, x + 152); y += lineStep;
    put('SSN:', o?.taxText ?? '', o?.taxText ? ownerTax(o, i, 'US') : null, 'ssn', 150); put('DOB:', o?.dobText ?? '', o ? dob(o, i) : null, 'dob', 110, x + 152); y += lineStep;
    put('Home Address:', o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : '', DECOY, 'home'); y += lineStep;
    put('Mobile:', o?.cell ?? '', null, 'cell', 150); put('Credit Score:', o?.credit != null ? String(o.credit) : '', o ? credit(o, i) : null, 'fico', 110, x + 152);
  }
  y = 180;
  authorisation(f, L, y, W - 142, 'Pacific Crest Merchant Partners', false, 6);
  isoBox(f, m, L + W - 130, y, 130, 'PCMP partner desk', TEAL);
  signatures(f, m, L, 300, W, signedDate(m));
  f.text(L, 770, 'PCMP-01  |  page 2 of 2', 6, 'Helvetica', '#777');
}
