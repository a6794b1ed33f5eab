// Layouts 6-7 of set 39: an ISO's two-page healthcare form with checkbox rows and "Last, First" owners, and an
// Ontario / Quebec professional corporation's Canadian application (BN with program account, SIN, PIPEDA).
import type { Sheet } from './sheet.ts';
import type { Merchant } from './data.ts';
import { money } from './data.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { A, P, row, line, legalF, dbaF, einF, stateF, startF, amountF, nameF, roleF, pctF, dobF, scoreF, ssnOf, dateText, maybe, cash, signatures, footer } from './parts.ts';
import { luhn9, showDate } from './numbers.ts';

const PRACTICE: [string, string, string][] = [['Medical Office', 'medical_practice', 'medical'], ['Dental Office', 'dental_practice', 'dental'],
  ['Veterinarian', 'veterinary', 'vet'], ['Chiropractor', 'medical_practice', 'chiro'], ['Physical Therapy', 'medical_practice', 'pt']];
const ENTITIES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['PC / PA', ''], ['PLLC', 'pllc'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];

/** HealthLine Merchant Services: an ISO's two-page form, checkbox rows for practice and entity, owners on page 2. */
export function healthLine(s: Sheet, m: Merchant, r: Rng): void {
  const x = 40, W = 532, blue = '#0b5ea8';
  s.label('HealthLine', x, 28, { size: 19, bold: true, color: blue });
  s.label('MERCHANT SERVICES', x + 108, 35, { size: 8, color: '#666' });
  s.label('Healthcare Business Funding Application  -  Page 1 of 2', 330, 34, { size: 8.5, bold: true });
  s.line(x, 54, x + W, 54, 2, blue);
  let y = 64 + r.int(0, 4);
  y = line(s, x, y, [['Business Legal Name', 'legal', m.legal, legalF(m), W]]);
  y = line(s, x, y, [['DBA', 'dba', m.dba ?? r.pick([null, 'SAME']), dbaF(m), 300], ['Tax ID', 'ein', m.ein, einF(m), 232]]);
  s.label('Practice type:', x, y + 1, { bold: true });
  let cx = x + 64;
  for (const [lab, id, kind] of PRACTICE) cx = s.check(`type_${kind}`, lab, kind === m.kind, cx, y, { [A('industry')]: id });
  y += 17;
  s.label('Entity:', x, y + 1, { bold: true });
  cx = x + 64;
  const pc = m.entityId === 'professional_corporation';
  for (const [lab, id] of ENTITIES) {
    const on = lab === 'PC / PA' ? pc : id === m.entityId || (id === 'c_corporation' && m.entityId === 's_corporation');
    cx = s.check(`entity_${id || 'pcpa'}`, lab, on, cx, y, lab === 'PC / PA' ? { [A('type_of_entity')]: 'professional_corporation' } : { [A('type_of_entity')]: id });
  }
  y += 17;
  y = line(s, x, y, [['Business Start Date', 'start', maybe(r, dateText(m.start, 'us')), startF(m), 200], ['State of Inc.', 'inc_state', m.incState, {}, 120], ['# Employees', 'emp', String(m.employees), {}, 212]]);
  y = line(s, x, y, [['Address', 'street', m.street, {}, 250], ['City', 'city', m.city, {}, 130], ['State', 'state', m.state, stateF(m), 70], ['Zip', 'zip', m.zip, {}, 82]]);
  y = line(s, x, y, [['Business Phone', 'phone', m.phone, {}, 200], ['Contact (if not owner)', 'manager', `${m.manager.name} - Office Mgr`, {}, 332]]);
  y = line(s, x, y, [['Own / Rent', 'own', 'Rent', {}, 130], ['Landlord', 'landlord', m.landlord.name, {}, 250], ['Rent/Mo', 'rent', m.rent, {}, 152]]);
  y = line(s, x, y, [['Billing Company', 'billing', m.billing.name, {}, 300], ['Software', 'software', m.software, {}, 232]]);
  y += 6;
  s.band('FUNDING REQUEST', x, y, W, blue); y += 18;
  y = line(s, x, y, [['Requested Amount', 'amount', cash(m.amount, r), amountF(m), 220], ['Monthly Revenue', 'monthly', m.monthly, {}, 312]]);
  const freq = r.pick(['daily', 'weekly', 'biweekly']), n = freq === 'daily' ? r.pick([120, 160, 200]) : r.pick([24, 36, 52]);
  const pay = Math.round(m.amount * 1.4 / n), terms = r.chance(0.7);
  y = line(s, x, y, [['Desired Payment', 'payment', terms ? money(pay, true) : null, { [A('requested_payment')]: pay }, 220], ['Term (# of payments)', 'n', terms ? String(n) : null, { [A('number_of_payments')]: n }, 312]]);
  s.label('Payment schedule:', x, y + 1, { bold: true });
  cx = x + 84;
  for (const [lab, f] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']]) cx = s.check(`sched_${f}`, lab!, terms && f === freq, cx, y, { [A('payment_frequency')]: f });
  y += 22;
  s.band('OPEN POSITIONS', x, y, W, blue); y += 18;
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    y = line(s, x, y, [[`${i + 1}. Funder`, `fund${i}`, f?.name ?? null, {}, 230], ['Balance', `bal${i}`, f?.balance ?? null, {}, 150], ['Payment', `pmt${i}`, f?.payment ?? null, {}, 152]]);
  }
  y += 6;
  s.band('BANK', x, y, W, blue); y += 18;
  line(s, x, y, [['Bank', 'bank', m.bank, {}, 200], ['Routing #', 'routing', m.routing, {}, 160], ['Account #', 'account', m.account, {}, 172]]);
  s.label(`ISO Rep: ${r.pick(['Dana Whitlock', 'Jordan Pierce', 'Alexis Monroe'])}   Rep ID ${r.digits(5)}   ${r.pick(['submissions', 'deals'])}@healthlinems.com`, x, 760, { size: 7, color: '#555' });
  s.addPage();
  healthLineOwners(s, m, r, x, W, blue);
}

function healthLineOwners(s: Sheet, m: Merchant, r: Rng, x: number, W: number, blue: string): void {
  s.label('HealthLine Merchant Services  -  Page 2 of 2', x, 30, { size: 8.5, bold: true, color: blue });
  let y = 50;
  m.owners.forEach((o, i) => {
    s.band(`OWNER / PRINCIPAL #${i + 1}`, x, y, W, blue); y += 18;
    const [ssn, sf] = ssnOf(i, o, r.chance(0.3));
    y = line(s, x, y, [['Name (Last, First)', `o${i}_name`, `${o.last}, ${o.first}`, nameF(i, o), 260], ['Credentials', `o${i}_cred`, o.cred, {}, 110], ['Ownership %', `o${i}_pct`, String(o.pct), pctF(i, o), 162]]);
    y = line(s, x, y, [['Title', `o${i}_title`, o.role, roleF(i, o), 230], ['SSN', `o${i}_ssn`, ssn, sf, 150], ['DOB', `o${i}_dob`, maybe(r, dateText(o.dob, 'us')), dobF(i, o), 152]]);
    y = line(s, x, y, [['NPI', `o${i}_npi`, o.npi, {}, 150], ['DEA #', `o${i}_dea`, m.kind !== 'chiro' && m.kind !== 'pt' ? o.dea : null, {}, 150],
      ['Credit Score', `o${i}_score`, maybe(r, String(o.score), 0.5), scoreF(i, o), 232]]);
    y = line(s, x, y, [['Home Address', `o${i}_home`, o.home, {}, 360], ['Cell', `o${i}_cell`, o.cell, {}, 172]]) + 6;
  });
  signatures(s, m, x, y + 6, W, 'Each signer certifies that the information in this application is true, and authorizes HealthLine Merchant Services and any funder to which it is submitted to obtain credit reports, verify information with banks, billing companies, payers and landlords, and to share this application with funding partners. Signer acknowledges HealthLine is an ISO, not a lender.');
  footer(s, `HealthLine Merchant Services  -  HLMS-HC-APP 08/2025  -  Page 2 of 2`);
}

const ON_PLACES: [string, string, string][] = [['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Ottawa', 'ON', 'K1P'], ['London', 'ON', 'N6A'], ['Hamilton', 'ON', 'L8P'], ['Markham', 'ON', 'L3R']];
const COLLEGE: Record<string, string> = { medical: 'CPSO', dental: 'RCDSO', vet: 'CVO', law: 'LSO' };

/** Maple Health Practice Finance: a Canadian professional corporation's application (Ontario). */
export function maple(s: Sheet, m: Merchant, r: Rng): void {
  const x = 40, W = 532, red = '#a4161a';
  const [city, prov, fsa] = r.pick(ON_PLACES), o0 = m.owners[0]!;
  const college = COLLEGE[m.kind] ?? 'CPSO';
  const word = { medical: 'Medicine', dental: 'Dentistry', vet: 'Veterinary', law: 'Law' }[m.kind as 'medical'] ?? 'Medicine';
  const legal = r.chance(0.5) ? `Dr. ${o0.first} ${o0.last} ${word} Professional Corporation` : `${o0.last} ${word} Professional Corporation`;
  const bn = luhn9(r, r.pick(['7', '8'])), prog = `RC000${r.int(1, 2)}`;
  s.doc.rect(x, 24, 6, 44).fill(red);
  s.label('Maple Health Practice Finance', x + 14, 26, { size: 16, bold: true });
  s.label('Application for Business Financing - Regulated Health & Professional Corporations', x + 14, 46, { size: 8 });
  s.label('All amounts in Canadian dollars (CAD)  -  Ontario', x + 14, 58, { size: 7, color: '#555' });
  let y = 82 + r.int(0, 4);
  s.band('CORPORATION', x, y, W, red); y += 15;
  y = row(s, x, y, [['Legal Name of Corporation', 'legal', legal, { [A('legal_name')]: legal }, 340], ['Operating Name (O/A)', 'dba', m.dba, dbaF(m), 192]]);
  y = row(s, x, y, [['Business Number (BN) / Program Account', 'bn', `${bn} ${prog}`, { [A('business_tax_id')]: `${bn}${prog}`, [A('business_tax_id_type')]: 'BN', [A('business_tax_id_country')]: 'CA' }, 190],
    ['Legal Form', 'entity', 'Professional Corporation', { [A('type_of_entity')]: 'ca_professional_corporation' }, 150], ['Date of Incorporation', 'start', maybe(r, showDate(m.start, r.pick(['ca', 'long']))), startF(m), 192]]);
  y = row(s, x, y, [['Street Address', 'street', m.street.replace('Suite', 'Unit'), {}, 220], ['City', 'city', city, {}, 110], ['Province', 'prov', prov, { [A('state_region')]: prov, [A('country')]: 'Canada' }, 60],
    ['Postal Code', 'postal', `${fsa} ${r.int(1, 9)}${r.pick(['A', 'C', 'E', 'K', 'R'])}${r.int(1, 9)}`, {}, 70], ['Country', 'country', 'Canada', { [A('country')]: 'Canada' }, 72]]);
  y = row(s, x, y, [['Nature of Practice', 'industry', m.industryText, { [A('industry')]: m.industryId }, 220], ['OHIP / Billing Number', 'ohip', m.kind === 'medical' ? r.digits(6) : 'N/A', {}, 110],
    ['Practice Software', 'software', r.pick(['Accuro EMR', 'OSCAR Pro', 'PS Suite', 'ABELDent', 'Jane']), {}, 202]]);
  y = row(s, x, y, [['Clinic Manager', 'manager', m.manager.name, {}, 180], ['Manager Phone', 'manager_phone', m.manager.phone, {}, 120], ['Landlord / Medical Building', 'landlord', m.landlord.name.replace('LLC', 'Inc.'), {}, 232]]);
  s.band('FINANCING REQUESTED', x, y, W, red); y += 15;
  y = row(s, x, y, [['Amount Requested (CAD)', 'amount', `${money(m.amount)} CAD`, amountF(m), 180], ['Avg. Monthly Deposits', 'monthly', m.monthly, {}, 170], ['Financial Institution / Transit-Institution', 'bank',
    `${r.pick(['RBC', 'TD Canada Trust', 'BMO', 'Scotiabank', 'Desjardins'])} ${r.digits(5)}-${r.pick(['003', '004', '001', '002', '815'])}`, {}, 182]]);
  m.owners.slice(0, 3).forEach((o, i) => {
    s.band(`SHAREHOLDER / DIRECTOR ${i + 1}`, x, y, W, red); y += 15;
    const full = r.chance(0.5), sin = luhn9(r, r.pick(['1', '2', '4', '5', '6']));
    const sinText = full ? `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` : `XXX XXX ${sin.slice(6)}`;
    const sf = full ? { [P(i, 'tax_id')]: sin, [P(i, 'tax_id_type')]: 'SIN', [P(i, 'tax_id_country')]: 'CA' } : {};
    y = row(s, x, y, [['Name', `o${i}_name`, `Dr. ${o.first} ${o.last}`, nameF(i, o), 180], ['Position', `o${i}_title`, o.role, roleF(i, o), 130], ['% Shares', `o${i}_pct`, `${o.pct}%`, pctF(i, o), 60],
      ['SIN', `o${i}_sin`, sinText, sf, 90], ['DOB (YYYY-MM-DD)', `o${i}_dob`, maybe(r, o.dob), dobF(i, o), 72]]);
    y = row(s, x, y, [['Home Address', `o${i}_home`, `${r.int(10, 999)} ${r.pick(['Maple Ave', 'Bloor St W', 'Queen St E'])}, ${city}`, {}, 300],
      [`${college} Registration #`, `o${i}_reg`, r.digits(5), {}, 110], ['Credit Score', `o${i}_score`, maybe(r, String(o.score), 0.6), scoreF(i, o), 122]]);
  });
  signatures(s, m, x, y + 8, W, 'Consent (PIPEDA): I consent to the collection, use and disclosure of my personal information, including my credit report from Equifax Canada or TransUnion Canada, by Maple Health Practice Finance and its lending partners to assess this application. No patient or client health information is to be provided. The professional corporation remains subject to the rules of its regulatory College.', 'Signature of Director');
  footer(s, `Maple Health Practice Finance Inc.  -  ${r.pick(['100 King St W, Toronto ON M5X 1C7', '55 Metcalfe St, Ottawa ON K1P 6L5'])}  -  1-888-555-${r.digits(4)}`);
}
