// Harborview (a three-page, SBA-loan-like long form: the owners on page 2) and Maple Crest (Canadian: O/A name, BN with
// program account, province, postal code, SIN, PIPEDA consent; label and value on one line with wide gaps).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import { money } from './model.ts';
import { AUTH_CA, AUTH_US, cell, signatures, title } from './common.ts';
import { amountText, bizTaxSets, dateText, dbaText, FREQ_TEXT, homeLine, legalSets, nameSets, ownerName, ownerSets,
  ownerTax, payText, startSets, stateSets, yearsIn } from './parts.ts';
import type { Pen, Sets } from './pen.ts';

const PROV: Record<string, string> = { ON: 'Ontario', BC: 'British Columbia', AB: 'Alberta', QC: 'Quebec', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' };

/** Harborview Merchant Services: boxed cells with small labels above the values (a bank's long form), three pages. */
export function harborview(p: Pen, m: Merchant, r: Rng): void {
  const d = p.doc, X = 40, W = 532, H = 26;
  const header = (n: number) => {
    p.label('HARBORVIEW MERCHANT SERVICES', X, 28, { bold: true, size: 12 });
    p.label('Business Financing Application - Long Form (HMS-1919)', X, 43, { size: 8.5 });
    p.label(`Page ${n} of 3`, X + W - 60, 30, { size: 8 });
    p.line(X, 56, X + W, 56, 1.2);
  };
  const sect = (t: string, y: number) => { p.fill(X, y, W, 14, '#000000'); p.label(t, X + 4, y + 3.5, { bold: true, size: 8.5, color: 'white' }); return y + 14; };
  header(1);
  let y = sect('SECTION I - APPLICANT BUSINESS', 64);
  cell(p, X, y, 320, H, '1. Applicant Legal Name', m.legal, legalSets(m), { bold: false });
  const dba = dbaText(m, r.pick(['N/A', null]));
  cell(p, X + 320, y, 212, H, '2. DBA / Tradename', dba.text, dba.sets, { bold: false }); y += H;
  cell(p, X, y, 180, H, '3. Type of Business Entity', m.entityText, { type_of_entity: m.entityId }, { bold: false });
  cell(p, X + 180, y, 150, H, m.soleProp ? '4. EIN / SSN' : '4. Employer ID Number (EIN)', m.taxId, bizTaxSets(m), { bold: false });
  cell(p, X + 330, y, 202, H, '5. State of Organization', m.soleProp ? 'N/A' : m.stateOfInc, null, { bold: false, decoy: 'state_of_incorporation' }); y += H;
  cell(p, X, y, 250, H, '6. Business Street Address', m.addr.street, null, { bold: false });
  cell(p, X + 250, y, 130, H, '7. City', m.addr.city, null, { bold: false });
  cell(p, X + 380, y, 60, H, '8. State', m.addr.state, stateSets(m), { bold: false });
  cell(p, X + 440, y, 92, H, '9. Zip', m.addr.zip, null, { bold: false }); y += H;
  const yrs = r.chance(0.3);
  cell(p, X, y, 150, H, yrs ? '10. Years in Operation' : '10. Date Business Established', yrs ? String(yearsIn(m)) : dateText(m.start, r.pick([0, 2])),
    yrs ? null : startSets(m), { bold: false });
  cell(p, X + 150, y, 120, H, '11. Number of Employees', String(m.employees), null, { bold: false });
  cell(p, X + 270, y, 130, H, '12. Business Phone', m.phone, null, { bold: false });
  cell(p, X + 400, y, 132, H, '13. Website', m.website ?? 'none', null, { bold: false }); y += H;
  cell(p, X, y, 330, H, '14. Primary Business Activity (describe)', m.industryText, { industry: m.industryId }, { bold: false });
  cell(p, X + 330, y, 202, H, '15. Primary Contact E-mail', m.email, null, { bold: false }); y += H + 10;
  y = sect('SECTION II - FINANCING REQUEST', y);
  cell(p, X, y, 180, H, '16. Total Amount Requested', amountText(m.amount, 1), { requested_amount: m.amount }, { bold: false });
  cell(p, X + 180, y, 352, H, '17. Purpose of Financing', m.use, null, { bold: false }); y += H;
  const a1 = Math.round(m.amount * r.float(0.45, 0.7) / 500) * 500, a2 = m.amount - a1;
  p.rect(X, y, W, 44);
  p.label('18. Use of Proceeds (itemize)', X + 3, y + 3, { size: 6.8 });
  const uses: [string, number][] = [['Working capital', a1], [r.pick(['Equipment', 'Inventory', 'Debt refinance']), a2]];
  uses.forEach(([u, a], k) => { p.label(u, X + 20, y + 15 + k * 13, { size: 8 }); p.decoy(`use_amount_${k}`, money(a), X + 180, y + 15 + k * 13, 90, { size: 8.5 }); });
  y += 44;
  const showPay = r.chance(0.7);
  cell(p, X, y, 180, H, '19. Requested Payment Amount', showPay ? payText(m) : null, showPay ? { requested_payment: m.payment } : null, { bold: false });
  cell(p, X + 180, y, 170, H, '20. Payment Frequency', FREQ_TEXT[m.freq], { payment_frequency: m.freq }, { bold: false });
  cell(p, X + 350, y, 182, H, '21. Number of Payments', showPay ? String(m.nPayments) : null, showPay ? { number_of_payments: m.nPayments } : null, { bold: false });
  y += H + 10;
  y = sect('SECTION III - BUSINESS QUESTIONS', y);
  const qs: [string, boolean][] = [['22. Is the business a franchise?', r.chance(0.15)], ['23. Has the business or any affiliate ever filed for bankruptcy?', false],
    ['24. Is the business a party to any pending lawsuit?', r.chance(0.1)], ['25. Does the business have outstanding tax liens?', false],
    ['26. Does the business currently have a cash advance or business loan?', m.funders.length > 0], ['27. Is the business seasonal?', r.chance(0.2)]];
  qs.forEach(([q, a], k) => { p.rect(X, y, W, 17); p.label(q, X + 4, y + 5, { size: 8 }); p.yn(X + W - 50, y + 4.5, a, `q${k}`); y += 17; });
  y += 10;
  y = sect('SECTION IV - AVERAGE MONTHLY FINANCIALS (last 6 months)', y);
  cell(p, X, y, 177, H, '28. Avg. Monthly Deposits', money(m.monthlySales), null, { bold: false, decoy: 'monthly_sales' });
  cell(p, X + 177, y, 177, H, '29. Annual Gross Revenue', money(m.annualRevenue), null, { bold: false, decoy: 'annual_revenue' });
  cell(p, X + 354, y, 178, H, '30. Monthly Rent / Mortgage', m.own === 'Rent' ? money(m.landlord.rent) : 'Owned', null, { bold: false, decoy: 'rent' });
  d.addPage(); header(2);
  y = sect('SECTION V - OWNERSHIP / GUARANTORS (each owner of 20% or more)', 64);
  const mask = r.chance(0.25), credit = r.chance(0.5);
  m.owners.forEach((o, i) => {
    p.fill(X, y, W, 13, '#e7e6e6'); p.rect(X, y, W, 13);
    p.label(`Owner / Guarantor ${i + 1}`, X + 4, y + 3, { bold: true, size: 8 }); y += 13;
    cell(p, X, y, 250, H, 'Full Legal Name (First, Middle, Last)', ownerName(o, 0), nameSets(i, o), { bold: false });
    cell(p, X + 250, y, 150, H, 'Title', o.title, ownerSets(i, o, 'role'), { bold: false });
    cell(p, X + 400, y, 132, H, '% Ownership', `${o.pct}%`, ownerSets(i, o, 'ownership'), { bold: false }); y += H;
    const t = ownerTax(i, o, mask);
    cell(p, X, y, 150, H, o.taxType === 'ITIN' ? 'SSN / ITIN' : 'Social Security Number', t.text, t.sets, { bold: false });
    cell(p, X + 150, y, 120, H, 'Date of Birth', dateText(o.dob, r.pick([0, 2])), ownerSets(i, o, 'date_of_birth'), { bold: false });
    cell(p, X + 270, y, 130, H, 'Mobile Phone', o.cell, null, { bold: false });
    cell(p, X + 400, y, 132, H, 'Est. Credit Score', credit ? String(o.credit) : null, credit ? ownerSets(i, o, 'credit_score') : null, { bold: false }); y += H;
    cell(p, X, y, W, H, 'Home Address (Street, City, State, Zip)', homeLine(o), null, { bold: false, decoy: `home_${i}` }); y += H;
    const oq: [string, boolean][] = [['U.S. Citizen or Lawful Permanent Resident?', true], ['Personally guaranteeing this request?', true],
      ['Subject to any indictment or criminal charge?', false]];
    oq.forEach(([q, a], k) => { p.rect(X, y, W, 16); p.label(q, X + 4, y + 5, { size: 7.8 }); p.yn(X + W - 50, y + 4, a, `o${i}q${k}`); y += 16; });
    y += 10;
  });
  if (m.owners.length < 3) {
    p.label('Additional owners: attach a separate page.', X, y, { italic: true, size: 8 });
  }
  d.addPage(); header(3);
  y = sect('SECTION VI - BUSINESS DEBT SCHEDULE', 64);
  const DC = [190, 110, 110, 122];
  let x = X;
  ['Creditor / Funder', 'Current Balance', 'Payment', 'Frequency'].forEach((h, k) => { p.rect(x, y, DC[k]!, 14, 0.5, '#f2f2f2'); p.label(h, x + 3, y + 4, { bold: true, size: 7.5 }); x += DC[k]!; });
  y += 14;
  for (let k = 0; k < 3; k++) {
    const f = m.funders[k];
    const vals: (string | null)[] = f ? [f.name, money(f.balance), money(f.payment, true), f.freq] : [null, null, null, null];
    x = X;
    vals.forEach((v, c) => {
      p.rect(x, y, DC[c]!, 17);
      if (c === 3) p.value(v, x + 3, y + 4.5, DC[c]! - 6, null, { size: 8.5, name: `debt_${k}_freq` });
      else p.decoy(`debt_${k}_${c}`, v, x + 3, y + 4.5, DC[c]! - 6, { size: 8.5 });
      x += DC[c]!;
    });
    y += 17;
  }
  y += 10; y = sect('SECTION VII - BANKING AND LANDLORD', y);
  cell(p, X, y, 200, H, 'Depository Bank', m.bank.name, null, { bold: false, decoy: 'bank_name' });
  cell(p, X + 200, y, 160, H, 'ABA Routing Number', m.bank.routing, null, { bold: false, decoy: 'routing' });
  cell(p, X + 360, y, 172, H, 'Account Number', m.bank.account, null, { bold: false, decoy: 'account' }); y += H;
  cell(p, X, y, 300, H, 'Landlord / Mortgage Company', m.own === 'Rent' ? m.landlord.name : null, null, { bold: false, decoy: 'landlord' });
  cell(p, X + 300, y, 232, H, 'Landlord Phone', m.own === 'Rent' ? m.landlord.phone : null, null, { bold: false, decoy: 'landlord_phone' }); y += H + 10;
  y = sect('SECTION VIII - TRADE REFERENCES AND REFERRAL SOURCE', y);
  m.refs.forEach((rf, k) => {
    cell(p, X, y, 300, H, `Trade Reference ${k + 1}`, rf.name, null, { bold: false, decoy: `ref_${k}` });
    cell(p, X + 300, y, 232, H, 'Phone', rf.phone, null, { bold: false, decoy: `ref_phone_${k}` }); y += H;
  });
  cell(p, X, y, 200, H, 'Referring ISO / Broker', m.iso.company, null, { bold: false, decoy: 'iso_company' });
  cell(p, X + 200, y, 160, H, 'ISO Representative', m.iso.rep, null, { bold: false, decoy: 'iso_rep' });
  cell(p, X + 360, y, 172, H, 'ISO Phone', m.iso.phone, null, { bold: false, decoy: 'iso_phone' }); y += H + 10;
  y = sect('SECTION IX - CERTIFICATION AND AUTHORIZATION', y);
  signatures(p, m, r, X, y + 6, W, AUTH_US);
}

/** Maple Crest Capital (Canada): underlined ALL-CAPS section titles, "Label:" in bold and the value far to its right on
 *  the same line (two such pairs per line), amounts in CAD, BN with its program account, SIN, PIPEDA consent. */
export function maplecrest(p: Pen, m: Merchant, r: Rng): void {
  const X = 48;
  p.label('MAPLE CREST CAPITAL INC.', X, 36, { bold: true, size: 14, color: '#7b1e1e' });
  p.label('Small Business Funding Application  /  Demande de financement', X, 54, { size: 9 });
  p.label('Toronto, Ontario  |  1-888-555-0163', 400, 40, { size: 8 });
  let y = 80;
  const gapL = 122, gapR = 92;
  const pair = (col: 0 | 1, label: string, v: string | null, sets: Sets | null, decoy?: string, w = 150) => {
    const x = col ? 330 : X, vx = x + (col ? gapR : gapL);
    p.label(label, x, y, { bold: true, size: 8.5 });
    if (decoy) p.decoy(decoy, v, vx, y, w, { size: 9 }); else p.value(v, vx, y, w, sets, { size: 9 });
  };
  title(p, 'Business Information', X, y); y += 20;
  pair(0, 'Legal Name:', m.legal, legalSets(m), undefined, 380); y += 17;
  const dba = dbaText(m, r.pick(['Same as above', null]));
  pair(0, 'Operating Name (O/A):', dba.text === 'Same as above' ? 'SAME' : dba.text, dba.sets, undefined, 380); y += 17;
  pair(0, 'Business Number (BN):', m.taxId, bizTaxSets(m));
  pair(1, 'Entity Type:', m.entityText, { type_of_entity: m.entityId }); y += 17;
  pair(0, 'Street Address:', m.addr.street, null);
  pair(1, 'City:', m.addr.city, null); y += 17;
  const full = r.chance(0.4);
  pair(0, 'Province:', full ? PROV[m.addr.state]! : m.addr.state, stateSets(m));
  pair(1, 'Postal Code:', m.addr.zip, null); y += 17;
  pair(0, 'Business Phone:', m.phone, null);
  pair(1, 'E-mail:', m.email, null); y += 17;
  const yrs = r.chance(0.3);
  pair(0, yrs ? 'Years in Business:' : 'Date of Incorporation:', yrs ? String(yearsIn(m)) : dateText(m.start, r.pick([2, 3, 0])), yrs ? null : startSets(m));
  pair(1, 'Incorporated in:', m.soleProp ? 'N/A' : r.chance(0.3) ? 'Federal (CBCA)' : PROV[m.stateOfInc]!, null, 'jurisdiction'); y += 17;
  pair(0, 'Nature of Business:', m.industryText, { industry: m.industryId });
  pair(1, 'GST/HST Registered:', 'Yes', null); y += 26;
  title(p, 'Funding Request', X, y); y += 20;
  pair(0, 'Amount Requested:', amountText(m.amount, r.int(0, 1), true), { requested_amount: m.amount });
  pair(1, 'Repayment:', FREQ_TEXT[m.freq], { payment_frequency: m.freq }); y += 17;
  pair(0, 'Purpose:', m.use, null);
  pair(1, 'Monthly Sales:', `CAD ${money(m.monthlySales)}`, null, 'monthly_sales'); y += 26;
  title(p, 'Principal / Owner Information', X, y); y += 20;
  const mask = r.chance(0.4), credit = r.chance(0.4);
  m.owners.forEach((o, i) => {
    p.label(`Principal ${i + 1}`, X, y, { bold: true, italic: true, size: 9, underline: true }); y += 15;
    pair(0, 'Full Name:', ownerName(o, r.pick([0, 1])), nameSets(i, o));
    pair(1, 'Position:', o.title, ownerSets(i, o, 'role')); y += 16;
    pair(0, 'Ownership:', `${o.pct}%`, ownerSets(i, o, 'ownership'));
    pair(1, 'Date of Birth:', dateText(o.dob, r.pick([3, 2])), ownerSets(i, o, 'date_of_birth')); y += 16;
    const t = ownerTax(i, o, mask);
    pair(0, 'SIN:', t.text, t.sets);
    pair(1, 'Credit Score:', credit ? String(o.credit) : null, credit ? ownerSets(i, o, 'credit_score') : null); y += 16;
    pair(0, 'Home Address:', `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, null, `home_${i}`, 380); y += 20;
  });
  title(p, 'Banking', X, y); y += 20;
  pair(0, 'Financial Institution:', m.bank.name, null, 'bank_name');
  pair(1, 'Transit / Inst. No.:', m.bank.routing, null, 'routing'); y += 17;
  pair(0, 'Account No.:', m.bank.account, null, 'account');
  pair(1, 'Current Lender:', m.funders[0]?.name ?? 'None', null, 'funder_0'); y += 26;
  if (y > 630) { p.doc.addPage(); y = 50; }
  title(p, 'Consent and Signature', X, y); y += 18;
  signatures(p, m, r, X, y, 516, AUTH_CA);
}
