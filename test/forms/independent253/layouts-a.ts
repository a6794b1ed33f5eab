// Layouts 1 and 2: a one-page boxed grid with owners side by side (Bluewater), and a two-page underlined-rows form
// with the funding terms and an existing-advances table (Keystone).
import type { Rng } from '../../statements/generator/prng.ts';
import { cityLine, fmtMoney, type Merchant } from './data.ts';
import { AUTH, businessTax, dbaName, entityBoxes, frequencyBoxes, industry, legalName, money, ownerCredit, ownerDob, ownerName, ownerPct,
  ownerRole, ownerTax, put, signatures, startDate, stateOf, type Printed } from './common.ts';
import type { Pen } from './pen.ts';

const D = (text: string): Printed => ({ text, paths: {} });

/** A grid cell: label small in its top-left corner, value under it. */
function cell(pen: Pen, x: number, y: number, w: number, h: number, label: string, key: string, p: Printed | null, size = 9): void {
  pen.rect(x, y, w, h, { lw: 0.7 });
  pen.label(label, x + 2, y + 2, { size: 5.8, color: '#1d3557' });
  if (p) put(pen, key, p, x + 2, y + h - 13, w - 4, size, 11);
}

export function bluewater(pen: Pen, m: Merchant, r: Rng): void {
  const X = 36, W = 540, H = 22;
  pen.rect(X, 30, 140, 34, { fill: '#1d3557' });
  pen.label('BLUEWATER', X + 8, 36, { size: 13, bold: true, color: '#fff' });
  pen.label('CAPITAL PARTNERS', X + 8, 51, { size: 7, bold: true, color: '#a8dadc' });
  pen.label('Merchant Cash Advance Application', X + 190, 34, { size: 15, bold: true });
  pen.label('Fast decisions. Funding in as little as 24 hours.  |  submissions@bluewatercp.example', X + 190, 54, { size: 7, color: '#555' });
  let y = 72;
  pen.rect(X, y, W, 16, { fill: '#f1f4f8', stroke: '#1d3557' });
  pen.label('ISO Rep:', X + 4, y + 5, { size: 6.5, bold: true });
  pen.value('iso_rep', m.iso.rep, X + 40, y + 2, 150, { size: 8 });
  pen.label('Rep Phone:', X + 200, y + 5, { size: 6.5, bold: true });
  pen.value('iso_phone', m.iso.phone, X + 245, y + 2, 100, { size: 8 });
  pen.label('Office ID:', X + 380, y + 5, { size: 6.5, bold: true });
  pen.value('iso_id', m.iso.id, X + 420, y + 2, 100, { size: 8 });
  y += 24;
  const bar = (t: string): void => { pen.label(t, X, y, { size: 8.5, bold: true, color: '#1d3557' }); pen.line(X, y + 11, X + W, y + 11, '#1d3557', 1.2); y += 14; };
  bar('BUSINESS INFORMATION');
  cell(pen, X, y, 320, H, 'LEGAL / CORPORATE NAME', 'legal_name', legalName(m));
  cell(pen, X + 320, y, 220, H, 'DBA (IF DIFFERENT)', 'dba', dbaName(m)); y += H;
  cell(pen, X, y, 250, H, 'PHYSICAL ADDRESS (NO P.O. BOX)', 'street', D(m.addr.street));
  cell(pen, X + 250, y, 130, H, 'CITY', 'city', D(m.addr.city));
  cell(pen, X + 380, y, 60, H, 'STATE', 'state', stateOf(m));
  cell(pen, X + 440, y, 100, H, 'ZIP', 'zip', D(m.addr.zip)); y += H;
  const byYears = r.chance(0.3);
  cell(pen, X, y, 120, H, 'FEDERAL TAX ID', 'tax_id', businessTax(m));
  cell(pen, X + 120, y, 110, H, byYears ? 'YEARS IN BUSINESS' : 'BUSINESS START DATE', 'start', byYears ? D(String(m.years)) : startDate(r, m));
  cell(pen, X + 230, y, 70, H, 'STATE OF INC.', 'inc_state', D(m.incState));
  cell(pen, X + 300, y, 130, H, 'BUSINESS PHONE', 'phone', D(m.phone));
  cell(pen, X + 430, y, 110, H, '# OF EMPLOYEES', 'employees', D(String(m.employees))); y += H;
  cell(pen, X, y, 200, H, 'TYPE OF BUSINESS / PRODUCT SOLD', 'industry', industry(m));
  cell(pen, X + 200, y, 160, H, 'WEBSITE', 'website', m.website ? D(m.website) : null);
  cell(pen, X + 360, y, 180, H, 'BUSINESS EMAIL', 'email', D(m.email)); y += H;
  pen.rect(X, y, W, H, { lw: 0.7 });
  pen.label('ENTITY TYPE', X + 2, y + 2, { size: 5.8, color: '#1d3557' });
  entityBoxes(pen, m, [['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
    ['Sole Proprietor', 'sole_proprietorship']], X + 6, y + 11, 10, 7, 90);
  y += H;
  cell(pen, X, y, 90, H, 'OWN / RENT', 'own_rent', D(m.rent ? 'Rent' : 'Own'));
  cell(pen, X + 90, y, 190, H, 'LANDLORD / MORTGAGE CO.', 'landlord', m.rent ? D(m.landlord.name) : null);
  cell(pen, X + 280, y, 140, H, 'LANDLORD PHONE', 'landlord_phone', m.rent ? D(m.landlord.phone) : null);
  cell(pen, X + 420, y, 120, H, 'MONTHLY RENT/MORTGAGE', 'rent', D(fmtMoney(r, m.landlord.rent))); y += H + 8;
  bar('FUNDING REQUEST');
  cell(pen, X, y, 130, H, 'AMOUNT REQUESTED', 'amount', money(fmtMoney(r, m.amount), 'requested_amount', m.amount));
  cell(pen, X + 130, y, 160, H, 'USE OF FUNDS', 'use', D(m.useOfFunds));
  cell(pen, X + 290, y, 125, H, 'AVG. MONTHLY SALES', 'monthly_sales', D(fmtMoney(r, m.monthlySales)));
  cell(pen, X + 415, y, 125, H, 'GROSS ANNUAL REVENUE', 'annual', D(fmtMoney(r, m.annualRevenue))); y += H + 8;
  bar('OWNER / GUARANTOR INFORMATION');
  const n = Math.max(2, m.owners.length), cw = W / n;
  for (let i = 0; i < n; i++) {
    const o = m.owners[i], cx = X + i * cw;
    let cy = y;
    const c = (label: string, key: string, p: Printed | null, h = H): void => { cell(pen, cx, cy, cw, h, label, `owner${i + 1}_${key}`, o ? p : null, 8.5); cy += h; };
    c(`OWNER ${i + 1} - FULL NAME`, 'name', o ? ownerName(r, i, o) : null);
    c('TITLE', 'title', o ? ownerRole(i, o) : null);
    c('OWNERSHIP %', 'pct', o ? ownerPct(i, o, r.chance(0.5)) : null);
    c('SOCIAL SECURITY #', 'ssn', o ? ownerTax(i, o) : null);
    c('DATE OF BIRTH', 'dob', o ? ownerDob(r, i, o) : null);
    c('HOME ADDRESS', 'home', o ? D(o.home.street) : null);
    c('CITY, STATE, ZIP', 'home_city', o ? D(cityLine(o.home)) : null);
    c('CELL PHONE', 'cell', o ? D(o.phone) : null);
    c('CREDIT SCORE (EST.)', 'fico', o ? ownerCredit(i, o) : null);
  }
  y += 9 * H + 8;
  bar('BUSINESS BANK ACCOUNT (FOR DEPOSIT OF FUNDS)');
  cell(pen, X, y, 180, H, 'BANK NAME', 'bank', D(m.bank.name));
  cell(pen, X + 180, y, 180, H, 'ROUTING #', 'routing', D(m.bank.routing));
  cell(pen, X + 360, y, 180, H, 'ACCOUNT #', 'account', D(m.bank.account)); y += H + 6;
  pen.label(AUTH, X, y, { size: 5.6, width: W, align: 'justify' as 'left' });
  signatures(pen, m, X, y + 40, W);
}

/** An underlined row: label, then the value sitting on a line to x + w. Returns the row's right end. */
function uline(pen: Pen, label: string, x: number, y: number, w: number, key: string, p: Printed | null, size = 9): number {
  pen.label(label, x, y + 4, { size: 8 });
  const lx = x + pen.doc.font('Helvetica').fontSize(8).widthOfString(label) + 4;
  pen.line(lx, y + 13, x + w, y + 13, '#333', 0.5);
  if (p) put(pen, key, p, lx + 2, y, x + w - lx - 2, size, 12);
  return x + w;
}

export function keystone(pen: Pen, m: Merchant, r: Rng): void {
  const X = 48, W = 516;
  pen.label('KEYSTONE MERCHANT FUNDING', X, 36, { size: 16, bold: true, width: W, align: 'center', font: 'Times-Bold' });
  pen.label('Business Funding Application  -  Page 1 of 2', X, 56, { size: 9, width: W, align: 'center' });
  pen.label('Email completed application with last 4 months of bank statements to deals@keystonemf.example or fax (610) 555-0148', X, 68, { size: 7, width: W, align: 'center', color: '#444' });
  let y = 92;
  const sec = (t: string): void => { pen.label(t, X, y, { size: 10, bold: true }); pen.line(X, y + 12, X + pen.doc.font('Helvetica-Bold').fontSize(10).widthOfString(t), y + 12, '#000', 0.8); y += 20; };
  sec('Business Information');
  uline(pen, 'Business Legal Name:', X, y, W, 'legal_name', legalName(m)); y += 20;
  uline(pen, 'DBA:', X, y, 300, 'dba', dbaName(m));
  uline(pen, 'Website:', X + 310, y, W - 310, 'website', m.website ? D(m.website) : null); y += 20;
  uline(pen, 'Physical Address:', X, y, 250, 'street', D(m.addr.street));
  uline(pen, 'City:', X + 256, y, 120, 'city', D(m.addr.city));
  uline(pen, 'State:', X + 382, y, 60, 'state', stateOf(m));
  uline(pen, 'Zip:', X + 448, y, W - 448, 'zip', D(m.addr.zip)); y += 20;
  uline(pen, 'Mailing Address (if different):', X, y, W, 'mailing', m.mailing ? D(`${m.mailing.street}, ${cityLine(m.mailing)}`) : null); y += 20;
  uline(pen, 'Federal Tax ID #:', X, y, 190, 'tax_id', businessTax(m));
  uline(pen, 'Date Business Started:', X + 200, y, 190, 'start', startDate(r, m));
  uline(pen, 'State Inc.:', X + 400, y, W - 400, 'inc_state', D(m.incState)); y += 20;
  uline(pen, 'Business Phone:', X, y, 190, 'phone', D(m.phone));
  uline(pen, 'Email:', X + 200, y, W - 200, 'email', D(m.email)); y += 20;
  uline(pen, 'Industry / Type of Business:', X, y, 330, 'industry', industry(m));
  uline(pen, '# Employees:', X + 340, y, W - 340, 'employees', D(String(m.employees))); y += 22;
  pen.label('Entity:', X, y + 1, { size: 8 });
  entityBoxes(pen, m, [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'],
    ['Sole Prop.', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']], X + 32, y, 8, 8, 70);
  y += 26;
  sec('Funding Request');
  uline(pen, 'Amount Requested:', X, y, 200, 'amount', money(fmtMoney(r, m.amount), 'requested_amount', m.amount));
  uline(pen, 'Use of Funds:', X + 210, y, W - 210, 'use', D(m.useOfFunds)); y += 20;
  uline(pen, 'Est. Payment:', X, y, 160, 'payment', m.payment === null ? null : money(fmtMoney(r, m.payment), 'requested_payment', m.payment));
  uline(pen, '# of Payments:', X + 170, y, 110, 'payments', m.payments === null ? null : money(String(m.payments), 'number_of_payments', m.payments));
  frequencyBoxes(pen, m, X + 292, y + 4, 8); y += 20;
  uline(pen, 'Average Monthly Deposits:', X, y, 250, 'monthly_sales', D(fmtMoney(r, m.monthlySales)));
  uline(pen, 'Monthly Credit Card Volume:', X + 260, y, W - 260, 'cc_volume', D(fmtMoney(r, Math.round(m.monthlySales * 0.4)))); y += 26;
  sec('Current Advances / Loans');
  const cols: [string, number][] = [['Funder / Lender', 200], ['Balance', 110], ['Payment', 100], ['Frequency', 106]];
  let cx = X;
  for (const [t, w] of cols) { pen.rect(cx, y, w, 14, { fill: '#e6e6e6', stroke: '#000' }); pen.label(t, cx + 3, y + 4, { size: 7.5, bold: true }); cx += w; }
  y += 14;
  for (let k = 0; k < 3; k++) {
    const f = m.funders[k];
    cx = X;
    const vals = f ? [f.name, fmtMoney(r, f.balance), fmtMoney(r, f.payment), r.pick(['Daily', 'Weekly'])] : ['', '', '', ''];
    cols.forEach(([, w], j) => { pen.rect(cx, y, w, 15); pen.value(`advance${k + 1}_${j}`, vals[j]!, cx + 2, y + 1, w - 4, { size: 8.5 }); cx += w; });
    y += 15;
  }
  pen.label('Keystone Merchant Funding  |  ISO #KMF-2231  |  Rev. 03/2024', X, 760, { size: 6.5, color: '#666' });
  pen.newPage();
  pen.label('KEYSTONE MERCHANT FUNDING  -  Page 2 of 2', X, 36, { size: 9, bold: true });
  y = 60;
  sec('Owner / Officer Information (all owners of 20% or more)');
  m.owners.forEach((o, i) => {
    pen.label(`Owner #${i + 1}`, X, y, { size: 8.5, bold: true }); y += 13;
    uline(pen, 'Full Name:', X, y, 300, `owner${i + 1}_name`, ownerName(r, i, o));
    uline(pen, 'Title:', X + 310, y, 110, `owner${i + 1}_title`, ownerRole(i, o));
    uline(pen, '% Owned:', X + 430, y, W - 430, `owner${i + 1}_pct`, ownerPct(i, o, r.chance(0.6))); y += 19;
    uline(pen, 'SSN:', X, y, 150, `owner${i + 1}_ssn`, ownerTax(i, o));
    uline(pen, 'Date of Birth:', X + 160, y, 160, `owner${i + 1}_dob`, ownerDob(r, i, o));
    uline(pen, 'FICO (approx.):', X + 330, y, W - 330, `owner${i + 1}_fico`, ownerCredit(i, o)); y += 19;
    uline(pen, 'Home Address:', X, y, W, `owner${i + 1}_home`, D(`${o.home.street}, ${cityLine(o.home)}`)); y += 19;
    uline(pen, 'Cell:', X, y, 180, `owner${i + 1}_cell`, D(o.phone));
    uline(pen, 'Email:', X + 190, y, W - 190, `owner${i + 1}_email`, D(o.email)); y += 26;
  });
  sec('Trade References');
  m.refs.forEach((ref, k) => {
    uline(pen, `${k + 1}. Name:`, X, y, 300, `ref${k + 1}_name`, D(ref.name));
    uline(pen, 'Phone:', X + 310, y, W - 310, `ref${k + 1}_phone`, D(ref.phone)); y += 20;
  });
  y += 8;
  sec('Authorization');
  pen.label(AUTH, X, y, { size: 6.8, width: W });
  signatures(pen, m, X, y + 62, W);
  pen.label('Keystone Merchant Funding  |  ISO #KMF-2231  |  Rev. 03/2024', X, 760, { size: 6.5, color: '#666' });
}
