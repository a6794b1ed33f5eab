// Harborview Merchant Services: a dense one-page inline form, small Arial-like labels followed by short underlines,
// two to four fields per line, typed values in Courier; up to 3 owners. Hard: values running past their short lines
// into the next label, the entity and frequency as free text, "Years in business" next to the start date, the
// sole proprietor who writes his SSN as the tax ID (legal name = owner name), an "Other: ___" business type, bank and
// existing advances on the same lines as the funding request, owner credentials (", DC") and home addresses.
import { Rng } from '../../statements/generator/prng.ts';
import { A, FREQ, P, addressLine, dobField, nameFields, pctText, ssnFields, ssnText, taxFields, taxText, tradeName } from './fields.ts';
import { iso, money, ownerName, printDate, type Merchant } from './model.ts';
import type { FieldValue, Sheet } from './sheet.ts';

const X0 = 30, X1 = 582, LS = 7;

/** Label then an underline of width w; the value starts on the line and may run past it. */
function inline(s: Sheet, key: string, label: string, text: string, x: number, y: number, w: number,
  fields?: Record<string, FieldValue>): number {
  s.label(label, x, y + 1, LS);
  const lx = x + s.doc.font('Helvetica').fontSize(LS).widthOfString(label) + 2;
  s.rule(lx, y + 9, lx + w, y + 9, 0.4);
  s.value(key, text, lx + 1, y, w, fields ? { fields, size: 8 } : { size: 8 });
  return lx + w + 6;
}

export function drawHarborview(s: Sheet, m: Merchant, seed: number): void {
  const r = new Rng(`independent196:harborview:${seed}`);
  s.label('HARBORVIEW', X0, 28, 14, 'Helvetica-Bold');
  s.label('MERCHANT SERVICES', X0 + 98, 32, 9, 'Helvetica');
  s.label('Merchant Cash Advance / Business Funding Application', X0, 46, 8, 'Helvetica-Oblique');
  s.label('Fax: (954) 555-0170   Email: deals@harborviewms.com', 400, 30, 6.5);
  s.label('Rep:', 400, 40, 6.5);
  s.value('iso_rep', m.rep.name, 416, 38.5, 100, { size: 7.5 });
  s.rule(X0, 58, X1, 58, 1);
  let y = 64;
  s.label('BUSINESS', X0, y, 8, 'Helvetica-Bold'); y += 12;
  let x = inline(s, 'legal_name', 'Legal Name:', m.legal, X0, y, 190, { [A('legal_name')]: m.legal });
  inline(s, 'trade_name', 'DBA:', m.dbaPrinted, x, y, X1 - x - 22, tradeName(m)); y += 14;
  x = inline(s, 'biz_street', 'Address:', m.address.street, X0, y, 150);
  x = inline(s, 'biz_city', 'City:', m.address.city, x, y, 80);
  x = inline(s, 'state', 'ST:', m.address.state, x, y, 22, { [A('state_region')]: m.address.state });
  x = inline(s, 'biz_zip', 'Zip:', m.address.zip, x, y, 45);
  inline(s, 'biz_phone', 'Ph:', m.phone, x, y, X1 - x - 14); y += 14;
  x = inline(s, 'tax_id', m.taxIdType === 'EIN' ? 'Tax ID:' : 'Tax ID / SSN:', taxText(m, false), X0, y, 70, taxFields(m));
  const showStart = r.chance(0.75);
  x = inline(s, 'start', 'Start Date:', showStart ? printDate(m.start, r.int(0, 4)) : '', x, y, 62,
    showStart ? { [A('business_start_date')]: iso(m.start) } : undefined);
  x = inline(s, 'years', 'Yrs in Bus.:', String(2025 - m.start.y), x, y, 22);
  x = inline(s, 'inc_state', 'State Inc.:', m.incState, x, y, 50);
  inline(s, 'entity', 'Entity:', m.entity.text, x, y, X1 - x - 30, { [A('type_of_entity')]: m.entity.id }); y += 14;
  x = inline(s, 'industry', 'Type of Business:', m.industryText, X0, y, 150, { [A('industry')]: m.industryId });
  x = inline(s, 'biz_email', 'Email:', m.email, x, y, 140);
  inline(s, 'website', 'Web:', m.website ?? '', x, y, X1 - x - 20); y += 14;
  x = inline(s, 'rent', 'Rent/Mtg Pmt:', money(m.monthlyRent, false), X0, y, 50);
  x = inline(s, 'landlord', 'Landlord:', m.landlord.name, x, y, 140);
  x = inline(s, 'landlord_phone', 'Ph:', m.landlord.phone, x, y, 70);
  inline(s, 'employees', '# Empl.:', String(m.employees), x, y, X1 - x - 34); y += 20;
  s.label('FUNDING & BANKING', X0, y, 8, 'Helvetica-Bold'); y += 12;
  x = inline(s, 'amount', 'Amount Requested:', money(m.amount, r.chance(0.5)), X0, y, 70, { [A('requested_amount')]: m.amount });
  x = inline(s, 'payment', 'Desired Pmt:', m.payment === null ? '' : money(m.payment, true), x, y, 55,
    m.payment === null ? undefined : { [A('requested_payment')]: m.payment });
  x = inline(s, 'count', '# Pmts:', m.count === null ? '' : String(m.count), x, y, 28,
    m.count === null ? undefined : { [A('number_of_payments')]: m.count });
  const freqText = m.frequency === null ? '' : r.pick([m.frequency, m.frequency.toUpperCase()]);
  x = inline(s, 'frequency', 'Pmt Freq.:', freqText, x, y, 45, m.frequency ? { [A('payment_frequency')]: FREQ[m.frequency]! } : undefined);
  inline(s, 'use', 'Use:', m.use, x, y, X1 - x - 20); y += 14;
  x = inline(s, 'bank', 'Bank:', m.bank.name, X0, y, 90);
  x = inline(s, 'routing', 'Routing:', m.bank.routing, x, y, 70);
  x = inline(s, 'account', 'Acct:', m.bank.account, x, y, 80);
  inline(s, 'sales', 'Monthly Sales:', money(m.monthlySales, false), x, y, X1 - x - 60); y += 14;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    x = inline(s, `adv${i}_funder`, `Current Advance ${i + 1} - Funder:`, a?.funder ?? (i === 0 ? 'NONE' : ''), X0, y, 130);
    x = inline(s, `adv${i}_balance`, 'Bal:', a ? money(a.balance, false) : '', x, y, 60);
    inline(s, `adv${i}_payment`, 'Pmt:', a ? money(a.payment, false) : '', x, y, 60); y += 14;
  }
  y += 6;
  const sign = r.chance(0.5);
  m.owners.forEach((o, i) => {
    s.label(`OWNER ${i + 1}`, X0, y, 8, 'Helvetica-Bold'); y += 12;
    x = inline(s, `o${i}_name`, 'Name:', ownerName(o, false), X0, y, 150, nameFields(i, o));
    x = inline(s, `o${i}_title`, 'Title:', o.title, x, y, 70, { [P(i, 'role')]: o.title });
    x = inline(s, `o${i}_pct`, 'Own %:', pctText(o, sign), x, y, 28, { [P(i, 'ownership')]: o.pct });
    x = inline(s, `o${i}_ssn`, 'SS#:', ssnText(o, 2), x, y, 70, ssnFields(i, o));
    inline(s, `o${i}_dob`, 'DOB:', printDate(o.dob, 0), x, y, X1 - x - 22, dobField(i, o)); y += 14;
    x = inline(s, `o${i}_home`, 'Home Addr:', addressLine(o.home), X0, y, 250);
    x = inline(s, `o${i}_cell`, 'Cell:', o.phone, x, y, 70);
    inline(s, `o${i}_credit`, 'FICO:', o.credit === null ? '' : String(o.credit), x, y, X1 - x - 24,
      o.credit === null ? undefined : { [P(i, 'credit_score')]: o.credit });
    y += 18;
  });
  y = s.para('AUTHORIZATION: The merchant and each owner signing below certify that all information and documents submitted '
    + 'are true, accurate and complete, authorize Harborview Merchant Services and its funding partners to receive and share this '
    + 'application, to obtain credit reports (including consumer reports on each owner), bank statements and processing history, '
    + 'and to contact any reference, landlord or creditor listed. Harborview Merchant Services is an independent sales '
    + 'organization and is not a funder.', X0, y + 4, X1 - X0, 6) + 14;
  m.owners.forEach((o, i) => {
    const sx = X0 + i * 185;
    s.scribble(sx + 6, y + 12, 110);
    s.rule(sx, y + 16, sx + 170, y + 16, 0.5);
    s.label(`Owner ${i + 1} Signature / Date`, sx, y + 19, 6);
    s.value(`o${i}_signed`, printDate(m.signed, 1), sx + 120, y + 5, 50, { size: 7 });
  });
}
