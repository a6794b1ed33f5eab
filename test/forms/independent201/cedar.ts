// Cedar & Pike Funding Group: a serif three-page form. Dotted label-value pairs, the entity written as free text,
// check boxes ticked (☐ with ✓), owners in a table (name as "Last, First", % owned, SSN, DOB, estimated FICO) with
// room for one row; the second owner is on Schedule A, and officers who own nothing have their own table.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Person } from './model.ts';
import type { Sheet } from './sheet.ts';
import { flow } from './flow.ts';
import { FREQ_LABELS, LEGAL, dbaFields, dobFields, entityFields, ficoFields, fmtDate, fmtMoney, industryFields, nameFields,
  pickFormats, printedName, roleFields, shareFields, ssnPrinted, stateFields, taxIdFields, taxIdText, dashedEin, type Formats } from './format.ts';

const COLS = [40, 190, 280, 330, 420, 500, 572];

function head(s: Sheet, deal: Deal, n: number, title: string): number {
  s.addPage();
  s.label('CEDAR & PIKE', 40, 32, 18, true, '#2f4f2f');
  s.label('FUNDING GROUP', 40, 52, 8, true, '#2f4f2f');
  s.label(title, 250, 40, 10, true);
  s.label(`Page ${n} of 3`, 520, 58, 7);
  s.line(40, 68, 572, 68, 0.8);
  const fw = s.label('Cedar & Pike Funding Group LLC · 48 Wall Street, New York, NY 10005 · EIN', 40, 768, 6);
  s.printed('decoy.funder_ein', dashedEin(deal.funderEin), 40 + fw + 3, 768);
  return 78;
}

function pair(s: Sheet, label: string, key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}): void {
  const lw = s.label(label, x, y + 3, 8);
  s.doc.moveTo(x + lw + 3, y + 12).lineTo(x + w, y + 12).dash(1, { space: 2 }).lineWidth(0.5).stroke().undash();
  s.value(key, text, x + lw + 6, y + 1, w - lw - 8, fields);
}

function tableHead(s: Sheet, y: number): number {
  const heads = ['Name (Last, First)', 'Title', '% Owned', 'SSN', 'Date of Birth', 'Est. FICO'];
  s.rect(COLS[0]!, y, 532, 14, 0.5, '#e6ece3');
  heads.forEach((h, i) => s.label(h, COLS[i]! + 3, y + 3, 7, true));
  return y + 14;
}

function ownerRow(s: Sheet, p: Person, i: number, y: number, f: Formats): number {
  s.rect(COLS[0]!, y, 532, 20, 0.4);
  for (const c of COLS.slice(1, -1)) s.line(c, y, c, y + 20, 0.4);
  const ssn = ssnPrinted(i, p);
  s.value(`owner${i}.name`, printedName(p, 'last'), COLS[0]! + 3, y + 5, 145, nameFields(i, p), 8);
  s.value(`owner${i}.title`, p.title, COLS[1]! + 3, y + 5, 85, roleFields(i, p), 8);
  s.value(`owner${i}.pct`, `${p.ownership}%`, COLS[2]! + 3, y + 5, 45, shareFields(i, p), 8);
  s.value(`owner${i}.ssn`, ssn.text, COLS[3]! + 3, y + 5, 85, ssn.fields, 8);
  s.value(`owner${i}.dob`, fmtDate(p.dob, f.dob), COLS[4]! + 3, y + 5, 75, dobFields(i, p), 8);
  s.value(`owner${i}.fico`, String(p.fico), COLS[5]! + 3, y + 5, 65, ficoFields(i, p), 8);
  return y + 20;
}

export function cedarPike(s: Sheet, deal: Deal, rng: Rng): void {
  const f = pickFormats(rng, ['short', 'us', 'dash'], ['plain', 'bare']);
  let y = head(s, deal, 1, 'Business Funding Application');
  s.label('I.  THE COMPANY', 40, y, 9, true); y += 16;
  pair(s, 'Legal Company Name', 'legal', deal.legal, 40, y, 532, { 'application.legal_name': deal.legal }); y += 20;
  pair(s, 'Trading As (d/b/a)', 'dba', deal.dbaPrinted, 40, y, 532, dbaFields(deal)); y += 20;
  pair(s, 'Form of Organization', 'entity', deal.entityPrinted, 40, y, 260, entityFields(deal.entityPrinted));
  pair(s, 'Incorporated in (State)', 'decoy.state_of_inc', deal.stateOfInc, 310, y, 262); y += 20;
  pair(s, deal.taxIdType === 'EIN' ? 'Federal Tax ID' : 'Federal Tax ID / SSN', 'taxid', taxIdText(deal), 40, y, 260, taxIdFields(deal, true));
  pair(s, 'Date Started', 'start', fmtDate(deal.start, f.date), 310, y, 262, { 'application.business_start_date': deal.start }); y += 20;
  pair(s, 'Street', 'decoy.street', deal.street, 40, y, 532); y += 20;
  pair(s, 'City', 'decoy.city', deal.city, 40, y, 230); pair(s, 'State', 'state', deal.state, 280, y, 120, stateFields(deal)); pair(s, 'Zip', 'decoy.zip', deal.zip, 410, y, 162); y += 20;
  pair(s, 'Telephone', 'decoy.phone', deal.phone, 40, y, 230); pair(s, 'Web', 'decoy.website', deal.website, 280, y, 292); y += 20;
  pair(s, 'Principal Line of Business', 'industry', deal.industryText, 40, y, 532, industryFields(deal)); y += 20;
  pair(s, 'Average Monthly Deposits', 'decoy.monthly_sales', fmtMoney(deal.monthlySales, f.money), 40, y, 260);
  pair(s, 'Full-time Employees', 'decoy.employees', String(deal.employees), 310, y, 262); y += 26;
  s.label('II.  THE REQUEST', 40, y, 9, true); y += 16;
  pair(s, 'Funding Amount Sought', 'amount', fmtMoney(deal.amount, f.money), 40, y, 260, { 'application.requested_amount': deal.amount });
  pair(s, 'Preferred Payment', 'payment', fmtMoney(deal.payment, f.money), 310, y, 262, { 'application.requested_payment': deal.payment }); y += 20;
  s.label('Payment Frequency:', 40, y + 2, 8);
  let x = 130;
  for (const [k, lab] of Object.entries(FREQ_LABELS)) x = s.check('frequency', lab, x, y, k === deal.frequency, 'tick', { 'application.payment_frequency': k }, 8);
  y += 26;
  y = s.para(`${LEGAL.purchase} ${LEGAL.auth}`, 40, y, 532, 6.4) + 6;
  y = s.para(LEGAL.disclosure, 40, y, 532, 6.4) + 10;
  s.label('Premises are:', 40, y + 2, 8);
  x = s.check('decoy.own', 'Owned', 110, y, false, 'tick', {}, 8); s.check('decoy.rent', 'Leased', x, y, true, 'tick', {}, 8); y += 18;
  pair(s, 'Landlord', 'decoy.landlord', deal.landlord, 40, y, 330); pair(s, 'Landlord Tel.', 'decoy.landlord_phone', deal.landlordPhone, 380, y, 192); y += 20;
  pair(s, 'Company Accountant', 'decoy.accountant', deal.accountant, 40, y, 330); pair(s, 'Tel.', 'decoy.accountant_phone', deal.accountantPhone, 380, y, 192);

  y = head(s, deal, 2, 'Ownership, Officers and Guaranty');
  s.label('III.  OWNERS OF 20% OR MORE (additional owners: use Schedule A on page 3)', 40, y, 9, true); y += 14;
  y = ownerRow(s, deal.owners[0]!, 0, tableHead(s, y), f) + 8;
  s.label('IV.  OFFICERS WHO ARE NOT OWNERS', 40, y, 9, true); y += 14;
  y = tableHead(s, y);
  s.rect(COLS[0]!, y, 532, 20, 0.4);
  const off = deal.officer;
  s.value('decoy.officer.name', printedName(off, 'last'), COLS[0]! + 3, y + 5, 145, {}, 8);
  s.value('decoy.officer.title', off.title, COLS[1]! + 3, y + 5, 85, {}, 8);
  s.value('decoy.officer.pct', '0%', COLS[2]! + 3, y + 5, 45, {}, 8); y += 28;
  y = s.para(LEGAL.guaranty, 40, y, 532, 6.4) + 8;
  const o1 = deal.owners[0]!;
  y = flow(s, ['Guarantor', { key: 'owner0.name_again', text: printedName(o1, 'first'), w: 150, fields: nameFields(0, o1) },
    ', owner of', { key: 'owner0.pct_again', text: `${o1.ownership}%`, w: 40, fields: shareFields(0, o1) },
    'of the Company, has read the Guaranty above and agrees to it in full.'], 40, y, 532, 8);
  s.label('Has the Company or any owner been the subject of a bankruptcy petition?', 40, y + 2, 8);
  x = s.check('decoy.bk', 'Yes', 360, y, true, 'tick', {}, 8); s.check('decoy.bk', 'No', x, y, false, 'tick', {}, 8); y += 20;
  pair(s, 'Date of filing', 'decoy.bankruptcy_date', fmtDate(deal.bankruptcyDate, f.date), 40, y, 230);
  pair(s, 'Chapter', 'decoy.chapter', rng.pick(['7', '11', '13']), 280, y, 120); y += 30;
  y = s.para(`${LEGAL.accuracy} ${LEGAL.privacy}`, 40, y, 532, 6.4) + 20;
  s.line(40, y + 12, 300, y + 12); s.line(330, y + 12, 572, y + 12);
  s.label('Signature of Guarantor', 40, y + 15, 7); s.label('Dated', 330, y + 15, 7);
  s.value('decoy.sign_date1', fmtDate(deal.signDate, f.sign), 334, y, 200);

  y = head(s, deal, 3, 'Schedule A — Additional Owners');
  s.label('Additional owners of 20% or more (continuation of Section III)', 40, y, 9, true); y += 14;
  y = tableHead(s, y);
  const o2 = deal.owners[1];
  if (o2) y = ownerRow(s, o2, 1, y, f);
  else { s.rect(COLS[0]!, y, 532, 20, 0.4); y += 20; }
  s.rect(COLS[0]!, y, 532, 20, 0.4); y += 30;
  s.label('Business bank account for remittances', 40, y, 9, true); y += 16;
  pair(s, 'Bank', 'decoy.bank', deal.bankName, 40, y, 200); pair(s, 'ABA', 'decoy.routing', deal.routing, 250, y, 140); pair(s, 'Acct', 'decoy.account', deal.account, 400, y, 172); y += 26;
  s.label('Referred by', 40, y, 9, true); y += 16;
  pair(s, 'ISO / Broker Contact', 'decoy.iso', deal.isoRep, 40, y, 330); pair(s, 'Tel.', 'decoy.iso_phone', deal.isoPhone, 380, y, 192); y += 26;
  s.para(LEGAL.accuracy, 40, y, 532, 6.4);
}
