// Granite Harbor Capital: a funder's three-page long form. Boxed cells with corner captions, ballot-glyph check
// boxes (☐ ☒), the first owner named only inside a consent sentence, SSN and date of birth in separate boxes, a
// non-owner officer, and the second owner only on the continuation sheet. The funder's own EIN sits in every footer.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Person } from './model.ts';
import type { Sheet } from './sheet.ts';
import { flow } from './flow.ts';
import { LEGAL, dbaFields, dobFields, entityFields, fmtDate, fmtMoney, industryFields, nameFields, pickFormats, printedName,
  roleFields, shareFields, ssnPrinted, stateFields, taxIdFields, taxIdText, dashedEin } from './format.ts';

const ENTITY_ROW = ['Corporation', 'S Corp', 'LLC', 'Partnership', 'LLP', 'Sole Proprietor'];

function header(s: Sheet, title: string, page: number, deal: Deal): void {
  s.addPage();
  s.rect(36, 30, 540, 34, 0.8, '#dfe6ee');
  s.label('GRANITE HARBOR CAPITAL', 46, 37, 13, true);
  s.label(title, 46, 53, 7.5);
  s.label(`Page ${page} of 3`, 520, 53, 7);
  // The funder's own tax id: a number a reader must not take as the merchant's.
  const fw = s.label('Granite Harbor Capital Funding LLC  ·  100 Federal Street, 19th Floor, Boston, MA 02110  ·  Federal EIN', 36, 760, 6);
  s.printed('decoy.funder_ein', dashedEin(deal.funderEin), 36 + fw + 3, 760);
  s.label('Form GHC-LF-07 (rev. 03/2025)', 470, 770, 5.5);
}

function ownerBlock(s: Sheet, deal: Deal, p: Person, i: number, y: number, fmt: { dob: string }): number {
  const ssn = ssnPrinted(i, p);
  y = flow(s, ['I,', { key: `owner${i}.name`, text: printedName(p, 'first'), w: 150, fields: nameFields(i, p) },
    ', in my capacity as', { key: `owner${i}.title`, text: p.title, w: 90, fields: roleFields(i, p) },
    'of the Merchant and as the beneficial owner of', { key: `owner${i}.pct`, text: `${p.ownership}%`, w: 40, fields: shareFields(i, p) },
    'of its outstanding equity, certify the information in this application and consent to the credit inquiries described above, and I agree to be bound as a Guarantor.'], 40, y, 530);
  s.cell('SOCIAL SECURITY NO.', `owner${i}.ssn`, ssn.text, 40, y, 130, 26, ssn.fields);
  s.cell('DATE OF BIRTH', `owner${i}.dob`, fmtDate(p.dob, fmt.dob as never), 176, y, 100, 26, dobFields(i, p));
  s.cell('HOME ADDRESS (street, city, state, zip)', `decoy.owner${i}.home`, `${p.home}, ${p.homeCity}, ${p.homeState} ${p.homeZip}`, 282, y, 210, 26);
  s.cell('CELL PHONE', `decoy.owner${i}.phone`, p.phone, 498, y, 74, 26);
  return y + 34;
}

export function granite(s: Sheet, deal: Deal, rng: Rng): void {
  const f = pickFormats(rng, ['us', 'dash', 'long'], ['plain', 'cents']);
  const o1 = deal.owners[0]!;
  // Page 1: the business and the request.
  header(s, 'MERCHANT APPLICATION — LONG FORM  ·  Please complete all sections; incomplete applications delay review.', 1, deal);
  let y = 74;
  s.label('SECTION 1 — BUSINESS INFORMATION', 36, y, 8, true); y += 12;
  s.cell('LEGAL / CORPORATE NAME (as shown on tax return)', 'legal', deal.legal, 36, y, 330, 28, { 'application.legal_name': deal.legal });
  s.cell('DBA / TRADE NAME', 'dba', deal.dbaPrinted, 366, y, 210, 28, dbaFields(deal)); y += 28;
  s.cell('FEDERAL TAX ID (EIN)', 'taxid', taxIdText(deal), 36, y, 150, 28, taxIdFields(deal, true));
  s.cell('BUSINESS START DATE', 'start', fmtDate(deal.start, f.date), 186, y, 130, 28, { 'application.business_start_date': deal.start });
  s.cell('STATE OF INCORPORATION', 'decoy.state_of_inc', deal.stateOfInc, 316, y, 110, 28);
  s.cell('NO. OF EMPLOYEES', 'decoy.employees', String(deal.employees), 426, y, 150, 28); y += 28;
  s.cell('PHYSICAL ADDRESS (no P.O. boxes)', 'decoy.street', deal.street, 36, y, 250, 28);
  s.cell('CITY', 'decoy.city', deal.city, 286, y, 140, 28);
  s.cell('STATE', 'state', deal.state, 426, y, 60, 28, stateFields(deal));
  s.cell('ZIP', 'decoy.zip', deal.zip, 486, y, 90, 28); y += 28;
  s.cell('BUSINESS PHONE', 'decoy.phone', deal.phone, 36, y, 150, 28);
  s.cell('E-MAIL', 'decoy.email', deal.email, 186, y, 220, 28);
  s.cell('WEBSITE', 'decoy.website', deal.website, 406, y, 170, 28); y += 28;
  s.cell('TYPE OF BUSINESS / PRODUCTS OR SERVICES SOLD', 'industry', deal.industryText, 36, y, 330, 28, industryFields(deal));
  s.cell('MONTHLY RENT', 'decoy.rent', fmtMoney(deal.rent, f.money), 366, y, 210, 28); y += 34;
  s.label('ENTITY TYPE (check one):', 36, y + 1, 7, true);
  let x = 140;
  const inRow = ENTITY_ROW.includes(deal.entityCheckbox);
  for (const opt of ENTITY_ROW) x = s.check('entity', opt, x, y, opt === deal.entityCheckbox, 'ballot', entityFields(opt));
  x = s.check('entity', 'Other:', x, y, !inRow, 'ballot', {});
  s.line(x - 8, y + 10, 576, y + 10);
  if (!inRow) s.value('entity_other', deal.entityPrinted, x - 6, y - 1, 576 - x, entityFields(deal.entityPrinted));
  y += 22;
  s.label('SECTION 2 — FUNDING REQUEST', 36, y, 8, true); y += 12;
  s.cell('AMOUNT REQUESTED', 'amount', fmtMoney(deal.amount, f.money), 36, y, 150, 28, { 'application.requested_amount': deal.amount });
  s.cell('USE OF PROCEEDS', 'decoy.use', deal.useOfFunds, 186, y, 190, 28);
  s.cell('AVERAGE MONTHLY GROSS SALES', 'decoy.monthly_sales', fmtMoney(deal.monthlySales, f.money), 376, y, 200, 28); y += 36;
  s.label('SECTION 3 — PREMISES', 36, y, 8, true); y += 12;
  s.label('Do you:', 36, y + 1, 7);
  s.check('decoy.own', 'Own', 70, y, false, 'ballot'); s.check('decoy.rent', 'Lease', 110, y, true, 'ballot'); y += 14;
  s.cell("LANDLORD / MORTGAGE HOLDER'S NAME", 'decoy.landlord', deal.landlord, 36, y, 270, 28);
  s.cell("LANDLORD'S PHONE", 'decoy.landlord_phone', deal.landlordPhone, 306, y, 140, 28);
  s.cell('LEASE EXPIRES', 'decoy.lease_end', fmtDate('2027-08-31', f.date), 446, y, 130, 28); y += 36;
  y = s.para(`${LEGAL.purchase} ${LEGAL.disclosure}`, 36, y, 540);
  s.para(LEGAL.privacy, 36, y + 4, 540);

  // Page 2: the first owner inside the consent, the officer who owns nothing, bankruptcy history.
  header(s, 'OWNER / GUARANTOR CERTIFICATION AND CREDIT AUTHORIZATION', 2, deal);
  y = s.para(`${LEGAL.auth} ${LEGAL.accuracy}`, 36, 76, 540) + 8;
  s.label('OWNER / GUARANTOR #1', 36, y, 8, true); y += 12;
  y = ownerBlock(s, deal, o1, 0, y, f);
  s.label('CORPORATE OFFICER OR AUTHORIZED SIGNER WHO IS NOT AN OWNER (if any)', 36, y, 8, true); y += 12;
  const off = deal.officer;
  s.cell('NAME', 'decoy.officer.name', printedName(off, 'first'), 36, y, 200, 28);
  s.cell('TITLE', 'decoy.officer.title', off.title, 236, y, 130, 28);
  s.cell('% OWNERSHIP', 'decoy.officer.pct', '0%', 366, y, 70, 28);
  s.cell('SSN', 'decoy.officer.ssn', `XXX-XX-${off.ssn.slice(5)}`, 436, y, 140, 28); y += 36;
  y = s.para('Officers listed above sign in a representative capacity only and are not Guarantors unless they also sign Section 4 as owners.', 36, y, 540) + 6;
  s.label('Has the Merchant or any owner ever filed for bankruptcy protection?', 36, y + 1, 7);
  s.check('decoy.bk_no', 'No', 300, y, false, 'ballot'); s.check('decoy.bk_yes', 'Yes', 335, y, true, 'ballot');
  s.label('If yes, date of discharge:', 380, y + 1, 7);
  s.line(470, y + 10, 576, y + 10);
  s.value('decoy.bankruptcy_date', fmtDate(deal.bankruptcyDate, f.date), 472, y - 1, 100); y += 20;
  y = s.para(LEGAL.guaranty, 36, y, 540) + 14;
  s.line(36, y + 14, 300, y + 14); s.line(360, y + 14, 576, y + 14);
  s.label('Signature of Owner / Guarantor #1', 36, y + 17, 6); s.label('Date', 360, y + 17, 6);
  s.value('decoy.sign_date1', fmtDate(deal.signDate, f.sign), 362, y + 2, 120);

  // Page 3: continuation sheet (second owner), accountant, bank.
  header(s, 'CONTINUATION SHEET — ADDITIONAL OWNERS (20% OR MORE) AND REFERENCES', 3, deal);
  y = 78;
  s.label('OWNER / GUARANTOR #2  (complete only if a second person owns 20% or more)', 36, y, 8, true); y += 12;
  const o2 = deal.owners[1];
  if (o2) y = ownerBlock(s, deal, o2, 1, y, f);
  else { s.para('No additional owner of 20% or more.  (Leave blank if not applicable.)', 40, y + 4, 530, 7); y += 60; }
  s.label('ACCOUNTANT / BOOKKEEPER', 36, y, 8, true); y += 12;
  s.cell('FIRM OR NAME', 'decoy.accountant', deal.accountant, 36, y, 300, 28);
  s.cell('PHONE', 'decoy.accountant_phone', deal.accountantPhone, 336, y, 240, 28); y += 36;
  s.label('OPERATING BANK ACCOUNT', 36, y, 8, true); y += 12;
  s.cell('BANK NAME', 'decoy.bank', deal.bankName, 36, y, 200, 28);
  s.cell('ROUTING NO.', 'decoy.routing', deal.routing, 236, y, 140, 28);
  s.cell('ACCOUNT NO.', 'decoy.account', deal.account, 376, y, 200, 28); y += 36;
  s.label('TRADE REFERENCES', 36, y, 8, true); y += 12;
  for (const [k, r] of deal.references.entries()) {
    s.cell('COMPANY', `decoy.ref${k}`, r.name, 36, y, 300, 28); s.cell('PHONE', `decoy.ref${k}_phone`, r.phone, 336, y, 240, 28); y += 28;
  }
  y = s.para(LEGAL.accuracy, 36, y + 8, 540) + 14;
  s.line(36, y + 14, 300, y + 14); s.line(360, y + 14, 576, y + 14);
  s.label('Signature of Owner / Guarantor #2', 36, y + 17, 6); s.label('Date', 360, y + 17, 6);
  if (o2) s.value('decoy.sign_date2', fmtDate(deal.signDate, f.sign), 362, y + 2, 120);
}
