// Ironwood Business Capital: a four-page form written as sentences. The business is described in one recital with
// blanks (legal name, d/b/a, entity, state of organisation as a decoy, address, EIN, line of business, start date);
// the request is a sentence; owners are named in guaranty sentences with SSN and date of birth in separate boxes;
// an officer certifies owning nothing; the second guarantor is on the continuation page.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Person } from './model.ts';
import type { Sheet } from './sheet.ts';
import { flow } from './flow.ts';
import { FREQ_LABELS, LEGAL, dbaFields, dobFields, entityFields, fmtDate, fmtMoney, industryFields, nameFields, pickFormats,
  printedName, roleFields, shareFields, ssnPrinted, stateFields, taxIdFields, taxIdText, dashedEin, type Formats } from './format.ts';
import { stateName } from './ref.ts';

function page(s: Sheet, deal: Deal, n: number, title: string): number {
  s.addPage();
  s.rect(0, 0, 612, 22, 0.1, '#3b3b3b');
  s.label('IRONWOOD BUSINESS CAPITAL', 40, 6, 9, true, '#ffffff');
  s.label(`Revenue Purchase Application · ${title}`, 240, 7, 7.5, false, '#ffffff');
  s.label(`Sheet ${n} of 4`, 530, 7, 7, false, '#ffffff');
  const fw = s.label('Ironwood Business Capital, LLC is a purchaser of future receivables. Ironwood FEIN', 40, 770, 6);
  s.printed('decoy.funder_ein', dashedEin(deal.funderEin), 40 + fw + 3, 770);
  return 40;
}

function guarantor(s: Sheet, p: Person, i: number, y: number, f: Formats): number {
  const ssn = ssnPrinted(i, p);
  y = flow(s, ['I,', { key: `owner${i}.name`, text: printedName(p, rngOrder(i)), w: 150, fields: nameFields(i, p) },
    ', being the', { key: `owner${i}.title`, text: p.title, w: 90, fields: roleFields(i, p) },
    'of the Merchant and the holder of', { key: `owner${i}.pct`, text: `${p.ownership}%`, w: 40, fields: shareFields(i, p) },
    'of its equity, hereby (a) personally and unconditionally guarantee the Merchant\'s performance, (b) authorize Ironwood and its assigns to obtain my consumer credit report now and at any time while any obligation remains outstanding, and (c) certify that the statements in this application are true.'], 40, y, 532);
  s.rect(40, y, 160, 30); s.label('SOCIAL SECURITY NUMBER', 44, y + 3, 5.8);
  s.value(`owner${i}.ssn`, ssn.text, 46, y + 14, 150, ssn.fields);
  s.rect(210, y, 120, 30); s.label('DATE OF BIRTH', 214, y + 3, 5.8);
  s.value(`owner${i}.dob`, fmtDate(p.dob, f.dob), 216, y + 14, 110, dobFields(i, p));
  s.rect(340, y, 232, 30); s.label('RESIDENCE (not the business address)', 344, y + 3, 5.8);
  s.value(`decoy.owner${i}.home`, `${p.home}, ${p.homeCity}, ${p.homeState} ${p.homeZip}`, 346, y + 14, 222, {}, 8);
  return y + 40;
}
// The first guarantor signs as "First Last", a continuation guarantor as "Last, First" (the page is a sworn list).
const rngOrder = (i: number): 'first' | 'last' => (i === 0 ? 'first' : 'last');

export function ironwood(s: Sheet, deal: Deal, rng: Rng): void {
  const f = pickFormats(rng, ['long', 'iso', 'us'], ['cents', 'plain']);
  let y = page(s, deal, 1, 'The Merchant and the Request');
  y = s.para(`${LEGAL.purchase}`, 40, y, 532, 6.6) + 8;
  s.label('1. RECITAL OF THE MERCHANT', 40, y, 8.5, true); y += 14;
  y = flow(s, ['This Application is made by', { key: 'legal', text: deal.legal, w: 180, fields: { 'application.legal_name': deal.legal } },
    '(the "Merchant"), doing business under the name', { key: 'dba', text: deal.dbaPrinted, w: 150, fields: dbaFields(deal) },
    ', a', { key: 'entity', text: deal.entityPrinted, w: 90, fields: entityFields(deal.entityPrinted) },
    'organized under the laws of the State of', { key: 'decoy.state_of_inc', text: stateName(deal.stateOfInc), w: 90 },
    ', with its principal place of business at', { key: 'decoy.street', text: `${deal.street}, ${deal.city}`, w: 200 },
    ', State', { key: 'state', text: deal.state, w: 36, fields: stateFields(deal) }, ', Zip', { key: 'decoy.zip', text: deal.zip, w: 50 },
    ', Federal Employer Identification No.', { key: 'taxid', text: taxIdText(deal), w: 90, fields: taxIdFields(deal, true) },
    ', which is engaged in the business of', { key: 'industry', text: deal.industryText, w: 160, fields: industryFields(deal) },
    'and which commenced operations on', { key: 'start', text: fmtDate(deal.start, f.date), w: 100, fields: { 'application.business_start_date': deal.start } },
    '.'], 40, y, 532, 8) + 6;
  s.label('2. THE REQUEST', 40, y, 8.5, true); y += 14;
  y = flow(s, ['The Merchant offers to sell future receivables to Ironwood for a purchase price of', { key: 'amount', text: fmtMoney(deal.amount, f.money), w: 90, fields: { 'application.requested_amount': deal.amount } },
    'and proposes to remit', { key: 'payment', text: fmtMoney(deal.payment, f.money), w: 80, fields: { 'application.requested_payment': deal.payment } },
    'per remittance over', { key: 'payments', text: String(deal.payments), w: 36, fields: { 'application.number_of_payments': deal.payments } },
    'remittances, collected on the schedule checked below.'], 40, y, 532, 8);
  let x = 44;
  for (const [k, lab] of Object.entries(FREQ_LABELS)) x = s.check('frequency', lab, x, y, k === deal.frequency, 'ballot', { 'application.payment_frequency': k }, 8);
  y += 24;
  y = flow(s, ['The Merchant\'s average monthly gross sales are approximately', { key: 'decoy.monthly_sales', text: fmtMoney(deal.monthlySales, f.money), w: 90 },
    'and it employs', { key: 'decoy.employees', text: String(deal.employees), w: 30 }, 'persons.'], 40, y, 532, 8) + 4;
  s.para(`${LEGAL.disclosure} ${LEGAL.auth}`, 40, y, 532, 6.6);

  y = page(s, deal, 2, 'Premises, Advisers, Banking, History');
  y = s.para(LEGAL.privacy, 40, y, 532, 6.6) + 8;
  s.label('3. PREMISES AND ADVISERS', 40, y, 8.5, true); y += 14;
  y = flow(s, ['The Merchant leases its premises from', { key: 'decoy.landlord', text: deal.landlord, w: 150 }, ', telephone',
    { key: 'decoy.landlord_phone', text: deal.landlordPhone, w: 90 }, ', at a monthly rent of', { key: 'decoy.rent', text: fmtMoney(deal.rent, f.money), w: 70 },
    '. Its books are kept by', { key: 'decoy.accountant', text: deal.accountant, w: 150 }, ', telephone', { key: 'decoy.accountant_phone', text: deal.accountantPhone, w: 90 }, '.'], 40, y, 532, 8) + 4;
  s.label('4. DEPOSITORY ACCOUNT', 40, y, 8.5, true); y += 14;
  y = flow(s, ['Remittances will be debited from account no.', { key: 'decoy.account', text: deal.account, w: 100 }, 'at',
    { key: 'decoy.bank', text: deal.bankName, w: 120 }, ', ABA routing no.', { key: 'decoy.routing', text: deal.routing, w: 90 }, '.'], 40, y, 532, 8) + 4;
  s.label('5. HISTORY', 40, y, 8.5, true); y += 14;
  s.label('Has the Merchant or any guarantor ever filed a petition in bankruptcy?', 44, y + 1, 8);
  x = s.check('decoy.bk', 'Yes', 330, y, true, 'ballot', {}, 8); s.check('decoy.bk', 'No', x, y, false, 'ballot', {}, 8); y += 16;
  y = flow(s, ['If yes, the case was discharged or dismissed on', { key: 'decoy.bankruptcy_date', text: fmtDate(deal.bankruptcyDate, f.date), w: 100 }, '.'], 40, y, 532, 8);
  y = flow(s, ['Other funding currently outstanding (funder and balance):', { key: 'decoy.funder0', text: deal.funders[0] ? `${deal.funders[0].name}, ${fmtMoney(deal.funders[0].balance, f.money)}` : 'None', w: 200 }],
    40, y, 532, 8) + 4;
  s.para(LEGAL.accuracy, 40, y, 532, 6.6);

  y = page(s, deal, 3, 'Guaranty and Officer Certification');
  y = s.para(LEGAL.guaranty, 40, y, 532, 6.6) + 8;
  s.label('6. PRINCIPAL GUARANTOR', 40, y, 8.5, true); y += 14;
  y = guarantor(s, deal.owners[0]!, 0, y, f);
  s.line(40, y + 12, 300, y + 12); s.line(330, y + 12, 572, y + 12);
  s.label('Signature', 40, y + 15, 7); s.label('Date', 330, y + 15, 7);
  s.value('decoy.sign_date1', fmtDate(deal.signDate, f.sign), 334, y, 200); y += 34;
  s.label('7. CERTIFICATION OF OFFICER (an officer who holds no equity signs here, not as a guarantor)', 40, y, 8.5, true); y += 14;
  y = flow(s, ['I,', { key: 'decoy.officer.name', text: printedName(deal.officer, 'first'), w: 150 }, ', the', { key: 'decoy.officer.title', text: deal.officer.title, w: 100 },
    'of the Merchant, own', { key: 'decoy.officer.pct', text: '0%', w: 36 }, 'of its equity and certify that I am authorized to sign this application on its behalf.'], 40, y, 532, 8) + 6;
  s.para(LEGAL.privacy, 40, y, 532, 6.6);

  y = page(s, deal, 4, 'Continuation — Additional Guarantor');
  s.label('8. ADDITIONAL GUARANTOR (each further owner of 20% or more)', 40, y, 8.5, true); y += 14;
  const o2 = deal.owners[1];
  if (o2) y = guarantor(s, o2, 1, y, f);
  else { s.label('None — the Principal Guarantor owns all of the Merchant\'s equity, or the remaining owners each hold less than 20%.', 44, y + 2, 8); y += 30; }
  y = s.para(LEGAL.accuracy, 40, y + 6, 532, 6.6) + 14;
  s.label('Submitted through (ISO):', 40, y + 2, 8);
  s.value('decoy.iso', `${deal.isoRep}  ${deal.isoPhone}`, 140, y, 300);
}
