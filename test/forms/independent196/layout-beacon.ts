// Beacon Street Funding: a two-page Word-style underline form ("Label: ________") in Times, values written on the
// lines; up to 4 owners (3 and 4 on page 2). Hard: owner names asked as "Last, First", ownership without %, either a
// start date or only "Years in Business" (no date to read), the requested payment / number of payments / frequency
// checkbox row, a label broken over two lines beside its line, existing advances, trade references, landlord and bank
// on page 2 next to the owners, signature blocks with printed dates.
import { Rng } from '../../statements/generator/prng.ts';
import { A, FREQ, P, addressLine, dobField, nameFields, pctText, ssnFields, ssnText, taxFields, taxText, tradeName } from './fields.ts';
import { iso, money, ownerName, printDate, type Merchant, type Owner } from './model.ts';
import type { FieldValue, Sheet } from './sheet.ts';

const X0 = 50, X1 = 562;
const ENTITY_BOXES = ['Sole Proprietor', 'Partnership', 'LP', 'LLC', 'Corporation', 'S-Corp', 'Other'];

/** "Label: ______" with the value on the line; returns the x after the line. */
function line(s: Sheet, key: string, label: string, text: string, x: number, y: number, w: number,
  fields?: Record<string, FieldValue>): number {
  s.label(label, x, y, 8.5, 'Times-Bold');
  const lx = x + s.doc.font('Times-Bold').fontSize(8.5).widthOfString(label) + 3;
  s.rule(lx, y + 10, x + w, y + 10, 0.5);
  s.value(key, text, lx + 2, y - 1, x + w - lx - 4, fields ? { fields } : {});
  return x + w + 8;
}

function ownerBlock(s: Sheet, o: Owner, i: number, y: number, r: Rng): number {
  s.label(`OWNER / GUARANTOR #${i + 1}`, X0, y, 9, 'Times-Bold');
  y += 14;
  let x = line(s, `o${i}_name`, 'Name (Last, First):', ownerName(o, true), X0, y, 300, nameFields(i, o));
  line(s, `o${i}_title`, 'Title:', o.title, x, y, X1 - x, { [P(i, 'role')]: o.title });
  y += 18;
  x = line(s, `o${i}_pct`, 'Ownership:', pctText(o, false), X0, y, 110, { [P(i, 'ownership')]: o.pct });
  x = line(s, `o${i}_ssn`, 'Social Security #:', ssnText(o, i), x, y, 190, ssnFields(i, o));
  line(s, `o${i}_dob`, 'D.O.B.:', printDate(o.dob, r.pick([0, 2, 3])), x, y, X1 - x, dobField(i, o));
  y += 18;
  x = line(s, `o${i}_home`, 'Home Address:', addressLine(o.home), X0, y, 360);
  line(s, `o${i}_cell`, 'Cell:', o.phone, x, y, X1 - x);
  y += 18;
  x = line(s, `o${i}_email`, 'E-mail:', o.email, X0, y, 250);
  // "FICO (if known)" is often left blank; when written it is a self-reported score.
  line(s, `o${i}_credit`, 'Credit Score (if known):', o.credit === null ? '' : String(o.credit), x, y, X1 - x,
    o.credit === null ? undefined : { [P(i, 'credit_score')]: o.credit });
  return y + 24;
}

export function drawBeacon(s: Sheet, m: Merchant, seed: number): void {
  const r = new Rng(`independent196:beacon:${seed}`);
  s.label('Beacon Street Funding', X0, 40, 20, 'Times-BoldItalic');
  s.label('Small Business Funding Application', X0, 64, 11, 'Times-Roman');
  s.label('Boston, MA  ·  617-555-0144  ·  apps@beaconstreetfunding.com', 360, 48, 8, 'Times-Roman');
  s.rule(X0, 80, X1, 80, 1.5);
  let y = 90;
  s.label('SECTION 1 - BUSINESS INFORMATION', X0, y, 10, 'Times-Bold'); y += 16;
  line(s, 'legal_name', 'Business Legal Name:', m.legal, X0, y, X1 - X0, { [A('legal_name')]: m.legal }); y += 18;
  line(s, 'trade_name', 'DBA:', m.dbaPrinted, X0, y, X1 - X0, tradeName(m)); y += 18;
  let x = line(s, 'biz_street', 'Physical Address:', m.address.street, X0, y, 260);
  x = line(s, 'biz_city', 'City:', m.address.city, x, y, 110);
  x = line(s, 'state', 'State:', m.address.state, x, y, 55, { [A('state_region')]: m.address.state });
  line(s, 'biz_zip', 'Zip:', m.address.zip, x, y, X1 - x); y += 18;
  x = line(s, 'tax_id', 'Federal Tax ID #:', taxText(m, false), X0, y, 200, taxFields(m));
  const years = r.chance(0.35);
  if (years) {
    // Only the years are asked: no date is printed, so business_start_date stays null.
    x = line(s, 'years', 'Years in Business:', String(2025 - m.start.y), x, y, 130);
  } else {
    // The label is broken over two lines beside a short line, as when a Word cell is too narrow.
    s.label('Business Start', x, y - 5, 8.5, 'Times-Bold');
    s.label('Date:', x, y + 4, 8.5, 'Times-Bold');
    s.rule(x + 60, y + 10, x + 150, y + 10, 0.5);
    s.value('start', printDate(m.start, r.int(0, 4)), x + 62, y - 1, 88, { fields: { [A('business_start_date')]: iso(m.start) } });
    x += 158;
  }
  line(s, 'inc_state', 'State of Inc.:', m.incState, x, y, X1 - x); y += 20;
  s.label('Entity Type:', X0, y, 8.5, 'Times-Bold');
  const other = m.entity.box === 'Other';
  const ef = { [A('type_of_entity')]: m.entity.id };
  y = s.checks('entity', ENTITY_BOXES, m.entity.box, X0 + 60, y, X1, other ? null : ef);
  if (other) s.value('entity_other', m.entity.text, X1 - 90, y - 14, 80, { fields: ef });
  x = line(s, 'industry', 'Type of Business:', m.industryText, X0, y + 2, 300, { [A('industry')]: m.industryId });
  line(s, 'biz_phone', 'Business Phone:', m.phone, x, y + 2, X1 - x); y += 20;
  x = line(s, 'biz_email', 'E-mail:', m.email, X0, y, 260);
  line(s, 'website', 'Website:', m.website ?? '', x, y, X1 - x); y += 26;
  s.label('SECTION 2 - FUNDING REQUEST', X0, y, 10, 'Times-Bold'); y += 16;
  x = line(s, 'amount', 'Amount Requested: ', money(m.amount, r.chance(0.5)), X0, y, 200, { [A('requested_amount')]: m.amount });
  line(s, 'use', 'Use of Funds:', m.use, x, y, X1 - x); y += 18;
  const cents = r.chance(0.7);
  x = line(s, 'payment', 'Requested Payment:', m.payment === null ? '' : money(m.payment, cents), X0, y, 200,
    m.payment === null ? undefined : { [A('requested_payment')]: m.payment });
  line(s, 'count', '# of Payments:', m.count === null ? '' : String(m.count), x, y, 120,
    m.count === null ? undefined : { [A('number_of_payments')]: m.count });
  y += 18;
  s.label('Payment Frequency:', X0, y, 8.5, 'Times-Bold');
  y = s.checks('frequency', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.frequency, X0 + 90, y, X1,
    m.frequency ? { [A('payment_frequency')]: FREQ[m.frequency]! } : null) + 8;
  x = line(s, 'sales', 'Avg. Monthly Sales:', money(m.monthlySales, false), X0, y, 220);
  line(s, 'employees', '# Employees:', String(m.employees), x, y, 120); y += 28;
  s.label('SECTION 3 - OWNERSHIP', X0, y, 10, 'Times-Bold'); y += 16;
  m.owners.slice(0, 2).forEach((o, i) => { y = ownerBlock(s, o, i, y, r); });
  s.label('Page 1 of 2', 290, 760, 7, 'Times-Italic');
  s.newPage();
  y = 40;
  if (m.owners.length > 2) {
    s.label('SECTION 3 - OWNERSHIP (CONTINUED)', X0, y, 10, 'Times-Bold'); y += 16;
    m.owners.slice(2).forEach((o, k) => { y = ownerBlock(s, o, k + 2, y, r); });
  }
  y = page2(s, m, y);
  s.label('Page 2 of 2', 290, 760, 7, 'Times-Italic');
}

function page2(s: Sheet, m: Merchant, y: number): number {
  s.label('SECTION 4 - BANK, LANDLORD & REFERENCES', X0, y, 10, 'Times-Bold'); y += 16;
  let x = line(s, 'bank', 'Business Bank:', m.bank.name, X0, y, 170);
  x = line(s, 'routing', 'ABA / Routing #:', m.bank.routing, x, y, 160);
  line(s, 'account', 'Acct #:', m.bank.account, x, y, X1 - x); y += 18;
  x = line(s, 'landlord', 'Landlord / Mortgage Holder:', m.landlord.name, X0, y, 320);
  line(s, 'landlord_phone', 'Phone:', m.landlord.phone, x, y, X1 - x); y += 18;
  m.references.forEach((ref, i) => {
    const x2 = line(s, `ref${i}_name`, `Trade Reference ${i + 1}:`, ref.name, X0, y, 320);
    line(s, `ref${i}_phone`, 'Phone:', ref.phone, x2, y, X1 - x2); y += 18;
  });
  y += 8;
  s.label('SECTION 5 - EXISTING ADVANCES / LOANS', X0, y, 10, 'Times-Bold'); y += 14;
  s.label('Do you currently have any cash advances or business loans?', X0, y, 8.5, 'Times-Roman');
  s.checks('has_advances', ['Yes', 'No'], m.advances.length ? 'Yes' : 'No', X0 + 250, y, X1, null); y += 16;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    x = line(s, `adv${i}_funder`, 'Funding Co.:', a?.funder ?? '', X0, y, 220);
    x = line(s, `adv${i}_balance`, 'Balance:', a ? money(a.balance, false) : '', x, y, 130);
    line(s, `adv${i}_payment`, 'Payment:', a ? money(a.payment, false) : '', x, y, X1 - x); y += 18;
  }
  y += 10;
  s.label('SECTION 6 - AUTHORIZATION', X0, y, 10, 'Times-Bold'); y += 14;
  y = s.para('The undersigned certify that they are owners or officers of the business named above and that the information in this '
    + 'application is true and correct. The undersigned authorize Beacon Street Funding and any funding source it presents this '
    + 'application to, to obtain credit reports, verify bank and trade references, and contact the landlord listed. This '
    + 'authorization is valid for renewals. A photocopy or electronic copy of this authorization is as valid as the original.',
  X0, y, X1 - X0, 7.5) + 16;
  m.owners.forEach((o, i) => {
    s.scribble(X0 + 10, y + 12, 140);
    s.rule(X0, y + 16, X0 + 200, y + 16, 0.5);
    s.label(`Signature (Owner #${i + 1})`, X0, y + 19, 7, 'Times-Roman');
    s.rule(X0 + 340, y + 16, X1, y + 16, 0.5);
    s.label('Date', X0 + 340, y + 19, 7, 'Times-Roman');
    s.value(`o${i}_signed`, printDate(m.signed, 2), X0 + 345, y + 4, 150);
    y += 36;
  });
  s.label(`ISO: ${'Beacon Street Funding'}  Rep:`, X0, y + 10, 7, 'Times-Italic');
  s.value('iso_rep', m.rep.name, X0 + 140, y + 8, 150, { size: 8 });
  return y;
}
