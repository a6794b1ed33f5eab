// Layouts 1-3 of set 39: a medical/dental funder's gridded one-pager, a dental broker's ruled intake form, and a
// veterinary funder's offer-terms application.
import type { Sheet } from './sheet.ts';
import type { Merchant } from './data.ts';
import { money, fullName } from './data.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { A, row, line, legalF, dbaF, einF, stateF, startF, amountF, industryF, entityF, nameF, roleF, pctF, dobF, scoreF, ssnOf,
  dateText, maybe, cash, signatures, footer } from './parts.ts';

const AUTH = 'By signing below, each of the above (individually and on behalf of the practice) certifies that the information provided is true and complete, and authorizes the recipient, its assigns and agents to obtain consumer and business credit reports, verify bank, payer and licensure information, and contact any references, billing company or landlord listed. This application does not constitute a commitment to fund. Protected health information must not be included.';

/** MedDent Capital: a navy-banded funder one-pager in ruled cells, entity checkboxes with an "Other" line. */
export function medDent(s: Sheet, m: Merchant, r: Rng): void {
  const x = 36, W = 540, navy = '#1d3557';
  s.doc.rect(0, 0, 612, 58).fill(navy);
  s.label('MEDDENT CAPITAL', x, 16, { size: 18, bold: true, color: '#fff' });
  s.label('Practice Growth Funding Application  |  Medical & Dental', x, 38, { size: 9, color: '#dbe7f3' });
  s.label('Funder use only - Deal #: __________', 430, 22, { size: 7.5, color: '#fff' });
  let y = 68 + r.int(0, 6);
  s.band('1. PRACTICE INFORMATION', x, y, W, navy); y += 15;
  y = row(s, x, y, [['Legal Name of Practice (as on tax return)', 'legal', m.legal, legalF(m), 320], ['DBA / Practice Name', 'dba', m.dba ?? r.pick([null, 'SAME']), dbaF(m), 220]]);
  y = row(s, x, y, [['Specialty / Type of Practice', 'industry', m.industryText, industryF(m), 200], ['Federal Tax ID (EIN)', 'ein', m.ein, einF(m), 120],
    ['Date Practice Established', 'start', maybe(r, dateText(m.start, 'us')), startF(m), 110], ['State of Incorporation', 'inc_state', m.incState, {}, 110]]);
  y = row(s, x, y, [['Practice Address', 'street', m.street, {}, 250], ['City', 'city', m.city, {}, 130], ['State', 'state', m.state, stateF(m), 60], ['ZIP', 'zip', m.zip, {}, 100]]);
  y = row(s, x, y, [['Practice Phone', 'phone', m.phone, {}, 120], ['Group NPI (Type 2)', 'group_npi', m.groupNpi, {}, 120], ['# Providers', 'providers', String(m.providers), {}, 70],
    ['Practice Management / EHR Software', 'software', m.software, {}, 230]]);
  s.label('Entity:', x + 2, y + 6, { bold: true });
  let cx = x + 40;
  const opts = ['PC', 'PA', 'PLLC', 'LLC', 'S Corp'];
  for (const o of opts) cx = s.check(`entity_${o}`, o, o === m.entity, cx, y + 5, o === m.entity ? entityF(m) : {});
  const other = !opts.includes(m.entity);
  cx = s.check('entity_other', 'Other:', other, cx, y + 5);
  s.line(cx - 4, y + 15, cx + 150, y + 15);
  s.value('entity_other_text', other ? m.entity : null, cx - 2, y + 5, 150, other ? entityF(m) : {});
  y += 24;
  s.band('2. FUNDING REQUEST', x, y, W, navy); y += 15;
  y = row(s, x, y, [['Amount Requested', 'amount', cash(m.amount, r), amountF(m), 130], ['Use of Proceeds', 'use', r.pick(['CBCT / imaging equipment', 'Hire associate provider', 'Payroll during payer delays', 'Second location build-out']), {}, 230],
    ['Avg. Monthly Collections', 'monthly', m.monthly, {}, 180]]);
  m.owners.slice(0, 2).forEach((o, i) => {
    s.band(`${3 + i}. PROVIDER / OWNER ${i + 1}`, x, y, W, navy); y += 15;
    const [ssn, sf] = ssnOf(i, o, r.chance(0.3));
    y = row(s, x, y, [['Owner Name (with credentials)', `o${i}_name`, fullName(o, r.pick(['dr', 'cred'])), nameF(i, o), 200], ['Title', `o${i}_title`, o.role, roleF(i, o), 150],
      ['Ownership %', `o${i}_pct`, `${o.pct}%`, pctF(i, o), 70], ['Date of Birth', `o${i}_dob`, maybe(r, dateText(o.dob, 'us')), dobF(i, o), 120]]);
    y = row(s, x, y, [['SSN', `o${i}_ssn`, ssn, sf, 100], ['Individual NPI', `o${i}_npi`, o.npi, {}, 100], ['State License #', `o${i}_lic`, o.licence, {}, 100],
      ['DEA #', `o${i}_dea`, m.kind === 'medical' || m.kind === 'dental' ? o.dea : 'N/A', {}, 100], ['Mobile', `o${i}_cell`, o.cell, {}, 140]]);
    y = row(s, x, y, [['Home Address', `o${i}_home`, o.home, {}, 540]]);
  });
  s.band(`${3 + Math.min(2, m.owners.length)}. PRACTICE OPERATIONS & BANKING`, x, y, W, navy); y += 15;
  y = row(s, x, y, [['Payer Mix (top 3)', 'payers', m.payers, {}, 300], ['Billing Company (if outsourced)', 'billing', m.billing.name, {}, 240]]);
  y = row(s, x, y, [['Office Manager (contact)', 'manager', m.manager.name, {}, 180], ['Office Manager Phone', 'manager_phone', m.manager.phone, {}, 120],
    ['Landlord / Medical Building', 'landlord', m.landlord.name, {}, 240]]);
  y = row(s, x, y, [['Operating Bank', 'bank', m.bank, {}, 180], ['Routing #', 'routing', m.routing, {}, 120], ['Account #', 'account', m.account, {}, 120], ['Monthly Rent', 'rent', m.rent, {}, 120]]);
  signatures(s, m, x, y + 8, W, AUTH);
  footer(s, `MedDent Capital, LLC  -  ${r.pick(['One Penn Plaza, New York, NY', '401 E Las Olas Blvd, Fort Lauderdale, FL'])}  -  Fax submissions: (888) 555-${r.digits(4)}  -  Form MDC-APP rev. ${r.int(1, 12)}/2025`);
}

/** DentalBridge Funding: a dental broker's ruled two-column intake with an owners table and existing advances. */
export function dentalBridge(s: Sheet, m: Merchant, r: Rng): void {
  const x = 40 + r.int(-3, 3), teal = '#0f766e';
  s.labelFont = 'Helvetica';
  s.label('DentalBridge', x, 30, { size: 20, bold: true, color: teal });
  s.label('FUNDING', x + 132, 36, { size: 11, color: '#555' });
  s.label('Dental Practice Working Capital Application', 330, 30, { size: 10, bold: true });
  s.label('Submit with 4 months of business bank statements', 330, 44, { size: 7 });
  s.line(x, 58, 572, 58, 1.5, teal);
  let y = 68;
  s.label('PRACTICE', x, y, { bold: true, size: 9, color: teal }); y += 14;
  y = line(s, x, y, [['Practice Legal Name:', 'legal', m.legal, legalF(m), 532]]);
  y = line(s, x, y, [['Trade Name / DBA:', 'dba', m.dba ?? r.pick([null, 'N/A']), dbaF(m), 300], ['Business Entity:', 'entity', m.entity, entityF(m), 232]]);
  y = line(s, x, y, [['Tax ID #:', 'ein', m.ein, einF(m), 180], ['Business Start Date:', 'start', maybe(r, dateText(m.start, 'short')), startF(m), 180], ['Employees:', 'emp', String(m.employees), {}, 172]]);
  y = line(s, x, y, [['Type of Practice:', 'industry', m.industryText, industryF(m), 270], ['Practice Software:', 'software', m.software, {}, 262]]);
  y = line(s, x, y, [['Street:', 'street', m.street, {}, 260], ['City:', 'city', m.city, {}, 130], ['State:', 'state', m.state, stateF(m), 70], ['Zip:', 'zip', m.zip, {}, 72]]);
  y = line(s, x, y, [['Landlord / Bldg Mgmt:', 'landlord', m.landlord.name, {}, 300], ['Landlord Phone:', 'landlord_phone', m.landlord.phone, {}, 232]]);
  y = line(s, x, y, [['Dental Lab Used:', 'lab', r.pick(['Glidewell Dental Lab', 'Keating Dental Arts', 'DDS Lab', 'Burbank Dental Lab']), {}, 270], ['Supply Vendor Acct #:', 'supply', `${r.pick(['HS', 'PD', 'BN'])}-${r.digits(7)}`, {}, 262]]);
  y += 6;
  s.label('FUNDING', x, y, { bold: true, size: 9, color: teal }); y += 14;
  y = line(s, x, y, [['Amount Requested:', 'amount', cash(m.amount, r), amountF(m), 200], ['Monthly Collections:', 'monthly', m.monthly, {}, 170], ['% Insurance:', 'ins', `${r.int(55, 90)}%`, {}, 162]]);
  y += 6;
  s.label('OWNERS / DOCTORS (list all owners of 20% or more)', x, y, { bold: true, size: 9, color: teal }); y += 13;
  const cols: [string, number][] = [['Name', 150], ['Title', 90], ['Own %', 42], ['SSN', 80], ['DOB', 62], ['FICO', 38], ['Lic. #', 70]];
  let cx = x;
  for (const [c, w] of cols) { s.cell(c, `h_${c}`, null, cx, y, w, {}, 12); cx += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const [ssn, sf] = o ? ssnOf(i, o, r.chance(0.45)) : [null, {}];
    const vals: [string | null, object][] = o ? [[fullName(o, 'cred'), nameF(i, o)], [o.role, roleF(i, o)], [`${o.pct}%`, pctF(i, o)], [ssn, sf],
      [maybe(r, dateText(o.dob, 'us')), dobF(i, o)], [maybe(r, String(o.score), 0.5), scoreF(i, o)], [o.licence, {}]] : cols.map(() => [null, {}]);
    cx = x;
    vals.forEach(([t, f], j) => { s.cell('', `o${i}_${j}`, t, cx, y, cols[j]![1], f as Record<string, unknown>, 17); cx += cols[j]![1]; });
    y += 17;
  }
  y += 8;
  s.label('EXISTING ADVANCES / LOANS', x, y, { bold: true, size: 9, color: teal }); y += 13;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    y = line(s, x, y, [['Funder:', `fund${i}`, f?.name ?? null, {}, 220], ['Balance:', `bal${i}`, f?.balance ?? null, {}, 150], ['Daily/Weekly Pmt:', `pmt${i}`, f?.payment ?? null, {}, 162]]);
  }
  y += 4;
  y = line(s, x, y, [['Office Manager:', 'manager', m.manager.name, {}, 280], ['Direct Line:', 'manager_phone', m.manager.phone, {}, 252]]);
  y = line(s, x, y, [['Bank Name:', 'bank', m.bank, {}, 180], ['ABA Routing:', 'routing', m.routing, {}, 170], ['Account #:', 'account', m.account, {}, 182]]);
  signatures(s, m, x, y + 10, 532, AUTH.replace('Protected health information must not be included.', 'DentalBridge Funding is a broker and may share this application with funding partners.'));
  footer(s, `DentalBridge Funding  |  apps@dentalbridgefunding.com  |  Rep: ${r.pick(['Megan Castle', 'Luis Ortega', 'Paul Hinton'])} ext. ${r.int(100, 299)}`);
}

/** VetCare Advance: a green funder form in boxed cells with the offer terms and a frequency row. */
export function vetCare(s: Sheet, m: Merchant, r: Rng): void {
  const x = 36, W = 540, green = '#2f6b3a';
  s.doc.roundedRect(x, 24, W, 46, 6).fill('#e8f1e9');
  s.label('VetCare Advance', x + 12, 32, { size: 17, bold: true, color: green });
  s.label('Revenue-Based Funding for Animal Hospitals & Veterinary Practices', x + 12, 52, { size: 8, color: '#333' });
  s.label(`ISO / Referral Partner: ${r.pick(['Kyle Brandt', 'Monica Reyes', 'Tariq Ellison'])}  ISO #${r.digits(4)}`, 380, 40, { size: 7 });
  let y = 80 + r.int(0, 5);
  s.label('BUSINESS', x, y, { bold: true, color: green, size: 9 }); y += 12;
  y = row(s, x, y, [['Hospital / Business Legal Name', 'legal', m.legal, legalF(m), 330], ['Doing Business As', 'dba', m.dba, dbaF(m), 210]]);
  y = row(s, x, y, [['Legal Structure', 'entity', m.entity, entityF(m), 140], ['EIN', 'ein', m.ein, einF(m), 110], ['In Business Since', 'start', maybe(r, dateText(m.start, 'long')), startF(m), 140],
    ['Type of Practice', 'industry', m.industryText, industryF(m), 150]]);
  y = row(s, x, y, [['Physical Address', 'street', m.street, {}, 230], ['City', 'city', m.city, {}, 120], ['State', 'state', m.state, stateF(m), 50], ['Zip', 'zip', m.zip, {}, 60], ['Phone', 'phone', m.phone, {}, 80]]);
  y = row(s, x, y, [['Practice Software', 'software', m.software, {}, 140], ['Distributor Acct # (MWI/Covetrus)', 'distributor', `${r.int(100000, 999999)}`, {}, 170], ['Vets on staff', 'providers', String(m.providers), {}, 80],
    ['Landlord', 'landlord', m.landlord.name, {}, 150]]);
  y += 8;
  s.label('ADVANCE TERMS REQUESTED', x, y, { bold: true, color: green, size: 9 }); y += 12;
  const n = r.pick([60, 90, 120, 150, 180]), freq = r.pick(['daily', 'weekly']) as 'daily' | 'weekly';
  const pay = Math.round((m.amount * 1.35) / n);
  const showTerms = r.chance(0.75);
  y = row(s, x, y, [['Requested Advance', 'amount', cash(m.amount, r), amountF(m), 140], ['Est. Payment', 'payment', showTerms ? money(pay, true) : null, { [A('requested_payment')]: pay }, 120],
    ['# of Payments', 'n', showTerms ? String(n) : null, { [A('number_of_payments')]: n }, 100], ['Monthly Card Volume', 'card', m.monthly, {}, 180]]);
  s.label('Remittance:', x + 2, y + 6, { bold: true });
  let cx = x + 56;
  for (const f of ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']) cx = s.check(`freq_${f}`, f, showTerms && f.toLowerCase() === freq, cx, y + 5, { [A('payment_frequency')]: freq });
  y += 22;
  m.owners.slice(0, 3).forEach((o, i) => {
    y += 4;
    s.label(`OWNER ${i + 1}`, x, y, { bold: true, color: green, size: 9 }); y += 12;
    const [ssn, sf] = ssnOf(i, o, r.chance(0.35));
    y = row(s, x, y, [['Full Name', `o${i}_name`, fullName(o, 'cred'), nameF(i, o), 190], ['Title', `o${i}_title`, o.role, roleF(i, o), 130], ['% Owned', `o${i}_pct`, `${o.pct}`, pctF(i, o), 60],
      ['SSN', `o${i}_ssn`, ssn, sf, 90], ['DOB', `o${i}_dob`, maybe(r, dateText(o.dob, 'us')), dobF(i, o), 70]]);
    y = row(s, x, y, [['Home Address', `o${i}_home`, o.home, {}, 250], ['State Vet License #', `o${i}_lic`, o.licence, {}, 110], ['DEA Registration', `o${i}_dea`, o.dea, {}, 100],
      ['Credit Score (est.)', `o${i}_score`, maybe(r, String(o.score), 0.6), scoreF(i, o), 80]]);
  });
  y = row(s, x, y + 6, [['Bank', 'bank', m.bank, {}, 160], ['Routing', 'routing', m.routing, {}, 110], ['Account', 'account', m.account, {}, 120], ['Practice Manager', 'manager', m.manager.name, {}, 150]]);
  signatures(s, m, x, y + 10, W, AUTH.replace('Protected health information', 'Client or patient records'), 'Authorized Signature');
  footer(s, `VetCare Advance is a purchaser of future receivables, not a lender.  Questions: (877) 555-${r.digits(4)}  -  VCA-${r.int(100, 999)}`);
}
