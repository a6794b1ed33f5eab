// Bluewater Merchant Funding: a four-page form of underlined rows and bracket marks ('[X]'). The business tax id is
// a bare nine-digit number whose kind is the checked [EIN]/[SSN] box; the first owner is named as "Last, First" in
// the guaranty sentence; the second owner, the non-owner officer and the ISO block are on the addendum page.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Person } from './model.ts';
import type { Sheet } from './sheet.ts';
import { flow } from './flow.ts';
import { FREQ_LABELS, LEGAL, dbaFields, dobFields, entityFields, fmtDate, fmtMoney, industryFields, nameFields, pickFormats,
  printedName, roleFields, shareFields, ssnPrinted, stateFields, dashedEin, type Formats } from './format.ts';

const ENTITY_ROW = ['Corp.', 'LLC', 'LP', 'Partnership', 'Sole Prop.', 'PLLC'];
// The row's short labels, as the entity-types reference spells them (the truth is read from the printed label).
const ROW_OF: Record<string, string> = { Corporation: 'Corp.', LLC: 'LLC', Partnership: 'Partnership', 'Sole Proprietor': 'Sole Prop.', PLLC: 'PLLC' };

function top(s: Sheet, deal: Deal, n: number, title: string): number {
  s.addPage();
  s.label('Bluewater Merchant Funding', 40, 34, 16, true, '#0b3d6b');
  s.label(title, 40, 54, 8);
  s.label(`${n} / 4`, 548, 40, 8);
  s.line(40, 66, 572, 66, 1.5);
  const fw = s.label('Bluewater Merchant Funding, Inc., 2200 Biscayne Blvd., Miami, FL 33137 · Funder Tax ID', 40, 766, 6);
  s.printed('decoy.funder_ein', dashedEin(deal.funderEin), 40 + fw + 3, 766);
  return 76;
}

function owner(s: Sheet, p: Person, i: number, y: number, f: Formats): number {
  const ssn = ssnPrinted(i, p);
  y = flow(s, ['The undersigned,', { key: `owner${i}.name`, text: printedName(p, 'last'), w: 150, fields: nameFields(i, p) },
    ', who holds', { key: `owner${i}.pct`, text: String(p.ownership), w: 34, fields: shareFields(i, p) },
    'percent of the ownership interests of the Merchant and serves as its', { key: `owner${i}.title`, text: p.title, w: 90, fields: roleFields(i, p) },
    ', personally guarantees the Merchant\'s performance as set out in the Guaranty below and authorizes the credit inquiries described in this application.'], 40, y, 532);
  s.row('Social Security No. / ITIN', `owner${i}.ssn`, ssn.text, 40, y, 250, ssn.fields);
  s.row('Date of Birth', `owner${i}.dob`, fmtDate(p.dob, f.dob), 310, y, 262, dobFields(i, p)); y += 20;
  s.row('Home Address', `decoy.owner${i}.home`, `${p.home}, ${p.homeCity}, ${p.homeState} ${p.homeZip}`, 40, y, 532); y += 20;
  return y + 6;
}

export function bluewater(s: Sheet, deal: Deal, rng: Rng): void {
  const f = pickFormats(rng, ['long', 'us'], ['usd', 'cents']);
  let y = top(s, deal, 1, 'Merchant Cash Advance Application — Business Profile');
  const row = (label: string, key: string, text: string, x: number, w: number, fields: Record<string, unknown> = {}): void => {
    s.row(label, key, text, x, y, w, fields, 8);
  };
  row('Business Legal Name:', 'legal', deal.legal, 40, 532, { 'application.legal_name': deal.legal }); y += 22;
  row('D/B/A:', 'dba', deal.dbaPrinted, 40, 532, dbaFields(deal)); y += 22;
  s.label('Entity Type:', 40, y + 2, 8);
  let x = 100;
  const mine = ROW_OF[deal.entityCheckbox];
  for (const opt of ENTITY_ROW) x = s.check('entity', opt, x, y, opt === mine, 'bracket', entityFields(opt), 8);
  x = s.check('entity', 'Other', x, y, !mine, 'bracket', {}, 8);
  s.line(x - 6, y + 11, 572, y + 11);
  if (!mine) s.value('entity_other', deal.entityPrinted, x - 4, y, 572 - x, entityFields(deal.entityPrinted)); y += 22;
  s.label('Tax ID Type:', 40, y + 2, 8);
  const ein = deal.taxIdType === 'EIN';
  x = s.check('taxid_type', 'EIN', 100, y, ein, 'bracket', ein ? { 'application.business_tax_id_type': 'EIN' } : {}, 8);
  x = s.check('taxid_type', 'SSN / ITIN', x, y, !ein, 'bracket', ein ? {} : { 'application.business_tax_id_type': deal.taxIdType }, 8);
  // A bare nine digits: the type comes from the checked box (applications.md); an ITIN is told by its leading 9.
  s.row('Tax ID # (9 digits, no dashes):', 'taxid', deal.taxId, x + 10, y, 572 - x - 10,
    { 'application.business_tax_id': deal.taxId, 'application.business_tax_id_country': 'US' }, 8); y += 22;
  row('Date Business Established:', 'start', fmtDate(deal.start, f.date), 40, 260, { 'application.business_start_date': deal.start });
  row('State of Organization:', 'decoy.state_of_inc', deal.stateOfInc, 310, 262); y += 22;
  row('Business Street Address:', 'decoy.street', deal.street, 40, 532); y += 22;
  row('City:', 'decoy.city', deal.city, 40, 250); row('State:', 'state', deal.state, 300, 110, stateFields(deal)); row('Zip:', 'decoy.zip', deal.zip, 420, 152); y += 22;
  row('Business Phone:', 'decoy.phone', deal.phone, 40, 250); row('Email:', 'decoy.email', deal.email, 300, 272); y += 22;
  row('Nature of Business:', 'industry', deal.industryText, 40, 532, industryFields(deal)); y += 22;
  row('Gross Annual Revenue:', 'decoy.revenue', fmtMoney(deal.annualRevenue, f.money), 40, 260); row('Number of Employees:', 'decoy.employees', String(deal.employees), 310, 262); y += 30;
  y = s.para(`${LEGAL.auth} ${LEGAL.privacy}`, 40, y, 532) + 6;
  s.para(`${LEGAL.disclosure} ${LEGAL.purchase}`, 40, y, 532);

  y = top(s, deal, 2, 'Funding Request · Existing Obligations · Banking');
  s.label('FUNDING REQUEST', 40, y, 9, true); y += 14;
  row('Requested Advance:', 'amount', fmtMoney(deal.amount, f.money), 40, 260, { 'application.requested_amount': deal.amount });
  row('Proposed Remittance:', 'payment', fmtMoney(deal.payment, f.money), 310, 262, { 'application.requested_payment': deal.payment }); y += 22;
  row('Number of Remittances:', 'payments', String(deal.payments), 40, 260, { 'application.number_of_payments': deal.payments });
  y += 22;
  s.label('Remittance Schedule:', 40, y + 2, 8);
  x = 130;
  for (const [k, lab] of Object.entries(FREQ_LABELS)) x = s.check('frequency', lab, x, y, k === deal.frequency, 'bracket', { 'application.payment_frequency': k }, 7.5);
  y += 24;
  row('Purpose of Funds:', 'decoy.use', deal.useOfFunds, 40, 532); y += 30;
  s.label('EXISTING ADVANCES / LOANS (list all open balances)', 40, y, 9, true); y += 14;
  const cols = [40, 240, 380, 480];
  ['Funder / Lender', 'Current Balance', 'Daily/Weekly Pmt', 'Paid Off?'].forEach((h, i) => s.label(h, cols[i]! + 3, y + 3, 7, true));
  s.rect(40, y, 532, 14, 0.5, '#e8eef4'); y += 14;
  for (let r = 0; r < 3; r++) {
    s.rect(40, y, 532, 18, 0.4);
    const fu = deal.funders[r];
    if (fu) {
      s.value(`decoy.funder${r}`, fu.name, cols[0]! + 3, y + 3, 190); s.value(`decoy.funder${r}_balance`, fmtMoney(fu.balance, f.money), cols[1]! + 3, y + 3, 130);
      s.value(`decoy.funder${r}_payment`, fmtMoney(fu.payment, f.money), cols[2]! + 3, y + 3, 90); s.value(`decoy.funder${r}_paid`, 'No', cols[3]! + 3, y + 3, 80);
    }
    y += 18;
  }
  y += 14;
  s.label('BANKING', 40, y, 9, true); y += 14;
  row('Bank Name:', 'decoy.bank', deal.bankName, 40, 532); y += 22;
  row('ABA Routing #:', 'decoy.routing', deal.routing, 40, 250); row('Account #:', 'decoy.account', deal.account, 300, 272); y += 30;
  s.label('TRADE REFERENCES', 40, y, 9, true); y += 14;
  for (const [k, r] of deal.references.entries()) { row(`Reference ${k + 1}:`, `decoy.ref${k}`, r.name, 40, 330); row('Phone:', `decoy.ref${k}_phone`, r.phone, 380, 192); y += 22; }
  s.para(LEGAL.accuracy, 40, y + 8, 532);

  y = top(s, deal, 3, 'Principal Owner · Guaranty · Premises');
  y = s.para(LEGAL.guaranty, 40, y, 532) + 8;
  s.label('PRINCIPAL OWNER (Guarantor)', 40, y, 9, true); y += 14;
  y = owner(s, deal.owners[0]!, 0, y, f);
  s.label('PREMISES', 40, y, 9, true); y += 14;
  row('Landlord / Mortgage Co.:', 'decoy.landlord', deal.landlord, 40, 330); row('Phone:', 'decoy.landlord_phone', deal.landlordPhone, 380, 192); y += 22;
  row('Monthly Rent / Mortgage:', 'decoy.rent', fmtMoney(deal.rent, f.money), 40, 260); y += 22;
  row('Outside Accountant:', 'decoy.accountant', deal.accountant, 40, 330); row('Phone:', 'decoy.accountant_phone', deal.accountantPhone, 380, 192); y += 26;
  s.label('Any bankruptcy filed by the business or its owners in the last 10 years?', 40, y + 2, 8);
  x = s.check('decoy.bk', 'Yes', 340, y, true, 'bracket', {}, 8); s.check('decoy.bk', 'No', x, y, false, 'bracket', {}, 8); y += 18;
  row('If yes, date filed:', 'decoy.bankruptcy_date', fmtDate(deal.bankruptcyDate, f.date), 40, 260); y += 30;
  y = s.para(LEGAL.accuracy, 40, y, 532) + 20;
  s.line(40, y + 12, 300, y + 12); s.line(330, y + 12, 572, y + 12);
  s.label('Guarantor Signature', 40, y + 15, 7); s.label('Date Signed', 330, y + 15, 7);
  s.value('decoy.sign_date1', fmtDate(deal.signDate, f.sign), 334, y, 200);

  y = top(s, deal, 4, 'Addendum B — Additional Principal · Officers · Submitting ISO');
  s.label('ADDITIONAL PRINCIPAL (owner of 20% or more)', 40, y, 9, true); y += 14;
  const o2 = deal.owners[1];
  if (o2) y = owner(s, o2, 1, y, f);
  else { s.label('None.', 44, y + 3, 8); y += 60; }
  s.label('OFFICER (not an owner; 0% ownership)', 40, y, 9, true); y += 14;
  row('Officer Name:', 'decoy.officer.name', printedName(deal.officer, 'first'), 40, 330); row('Title:', 'decoy.officer.title', deal.officer.title, 380, 192); y += 22;
  row('Ownership %:', 'decoy.officer.pct', '0', 40, 160); y += 30;
  s.label('SUBMITTING ISO / BROKER', 40, y, 9, true); y += 14;
  row('ISO Representative:', 'decoy.iso', deal.isoRep, 40, 330); row('Phone:', 'decoy.iso_phone', deal.isoPhone, 380, 192); y += 30;
  s.para(LEGAL.privacy, 40, y, 532);
}
