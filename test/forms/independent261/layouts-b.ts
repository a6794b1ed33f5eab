// Redline Merchant Services (values on rules, labels under them, owners in a table) and Harborview Business Funding
// (`Label: ____` lines, owner names in first / MI / last boxes, owners side by side, a credit score).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import type { Sheet } from './draw.ts';
import { A, AUTH, addressLine, ap, einFields, entityFields, inline, lineUnder, nameFields, sectionBar, signature, ssnFields } from './parts.ts';

/** Redline: a red rule and wordmark, a paper form of rules with small labels under them; owners in a four-row table. */
export function redline(s: Sheet, m: Merchant, r: Rng, yearsOnly: boolean): void {
  const red = '#b3131b';
  s.doc.rect(36, 30, 8, 36).fill(red);
  s.label('REDLINE', 52, 30, { size: 20, bold: true, color: red });
  s.label('MERCHANT SERVICES', 52, 52, { size: 8, bold: true, color: '#333333' });
  s.label('APPLICATION FOR BUSINESS CASH ADVANCE', 300, 34, { size: 10, bold: true, width: 276, align: 'right' });
  s.label('Return with last 4 months bank statements', 300, 50, { size: 7, width: 276, align: 'right', color: '#555555' });
  s.doc.lineWidth(2).strokeColor(red).moveTo(36, 72).lineTo(576, 72).stroke();
  let y = 82;
  const sub = (t: string): void => { s.label(t, 36, y, { size: 8.5, bold: true, color: red }); y += 14; };
  sub('BUSINESS');
  lineUnder(s, 36, y, 330, 'Business Legal Name', 'legal_name', m.legal, { [`${A}legal_name`]: m.legal });
  lineUnder(s, 376, y, 200, 'D/B/A', 'trade_name', m.dba.text, { [`${A}trade_name`]: m.dba.value }); y += 28;
  lineUnder(s, 36, y, 380, 'Business Address (Street, City, State, Zip)', 'business_address', addressLine(m),
    { [`${A}state_region`]: m.state.value, [`${A}country`]: 'United States' });
  lineUnder(s, 426, y, 150, 'Business Phone', 'business_phone', m.phone, {}, true); y += 28;
  lineUnder(s, 36, y, 150, 'Type of Entity', 'type_of_entity', m.entity.text, entityFields(m));
  lineUnder(s, 196, y, 130, 'Tax ID # (EIN)', 'business_tax_id', m.ein.text, einFields(m));
  if (yearsOnly) lineUnder(s, 336, y, 100, 'Years in Business', 'years_in_business', m.years, {}, true);
  else lineUnder(s, 336, y, 100, 'Date Business Started', 'business_start_date', m.start.text, { [`${A}business_start_date`]: m.start.value });
  lineUnder(s, 446, y, 130, 'State of Incorporation', 'state_of_incorporation', m.incState, {}, true); y += 28;
  lineUnder(s, 36, y, 200, 'Type of Business / Products Sold', 'industry', m.industry.text, { [`${A}industry`]: m.industry.value });
  lineUnder(s, 246, y, 100, 'Gross Monthly Sales', 'monthly_sales', m.monthlySales, {}, true);
  lineUnder(s, 356, y, 220, 'E-mail', 'business_email', m.email, {}, true); y += 28;
  lineUnder(s, 36, y, 170, 'Landlord / Mortgage Co.', 'landlord', m.landlord, {}, true);
  lineUnder(s, 216, y, 110, 'Landlord Phone', 'landlord_phone', m.landlordPhone, {}, true);
  lineUnder(s, 336, y, 110, 'Monthly Rent', 'rent', m.rent, {}, true);
  lineUnder(s, 456, y, 120, 'Own or Rent', 'rent_or_own', m.rentOrOwn, {}, true); y += 32;
  sub('FUNDING');
  lineUnder(s, 36, y, 110, 'Amount Requested', 'requested_amount', m.amount.text, { [`${A}requested_amount`]: m.amount.value });
  const t = m.terms;
  if (t) {
    lineUnder(s, 156, y, 100, 'Est. Payment', 'requested_payment', t.payment.text, { [`${A}requested_payment`]: t.payment.value });
    lineUnder(s, 266, y, 70, 'No. of Payments', 'number_of_payments', t.count.text, { [`${A}number_of_payments`]: t.count.value });
    lineUnder(s, 346, y, 80, 'Frequency', 'payment_frequency', t.frequency.text, { [`${A}payment_frequency`]: t.frequency.value });
  }
  lineUnder(s, 436, y, 140, 'Use of Funds', 'use_of_funds', m.use, {}, true); y += 32;
  sub('OWNERS / OFFICERS (ALL OWNERS OF 20% OR MORE)');
  const cols: [string, number][] = [['Name', 170], ['Title', 90], ['% Own', 50], ['SSN', 90], ['Date of Birth', 80], ['Cell Phone', 60]];
  s.doc.rect(36, y, 540, 12).fill('#eeeeee');
  let x = 36;
  for (const [c, w] of cols) { s.label(c, x + 3, y + 3, { size: 6.5, bold: true }); x += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    s.doc.lineWidth(0.4).strokeColor('#999999').rect(36, y, 540, 18).stroke();
    x = 36;
    for (const [, w] of cols.slice(0, -1)) { x += w; s.doc.moveTo(x, y).lineTo(x, y + 18).stroke(); }
    if (o) {
      x = 36;
      const cells: [string, string, Record<string, string | number | null>, boolean][] = [
        ['name', o.printed, nameFields(i, o), false], ['role', o.role, { [ap(i, 'role')]: o.role }, false],
        ['ownership', o.ownership.text, { [ap(i, 'ownership')]: o.ownership.value }, false], ['ssn', o.ssn.text, ssnFields(i, o), false],
        ['dob', o.dob.text, { [ap(i, 'date_of_birth')]: o.dob.value }, false], ['phone', o.phone, {}, true]];
      cells.forEach(([k, text, f, d], c) => { const w = cols[c]![1]; s.value(`owner${i}.${k}`, text, x, y + 2, w, 15, f, d); x += w; });
    }
    y += 18;
  }
  y += 8;
  sub('BANK / EXISTING ADVANCES');
  lineUnder(s, 36, y, 140, 'Bank Name', 'bank_name', m.bank, {}, true);
  lineUnder(s, 186, y, 110, 'ABA Routing #', 'bank_routing', m.routing, {}, true);
  lineUnder(s, 306, y, 120, 'Account #', 'bank_account', m.account, {}, true);
  const a = m.advances[0];
  lineUnder(s, 436, y, 140, 'Current Funder / Balance', 'advance0', a ? `${a.funder} ${a.balance}` : 'None', {}, true); y += 32;
  sub('AUTHORIZATION');
  s.label(AUTH, 36, y, { size: 6, width: 540 }); y += 50;
  m.owners.slice(0, 2).forEach((o, i) => { signature(s, 40, y, i, o, m, r.int(0, 99)); y += 30; });
  s.label('ISO Rep:', 36, 744, { size: 6.5 });
  s.decoy('iso_rep', r.pick(['K. Feldman', 'Rosa Nunez', 'Tom Bracco']), 70, 740, 120, 12);
  s.label('Redline Merchant Services · 1 Exchange Place, Jersey City NJ', 36, 760, { size: 6, width: 540, align: 'right', color: '#777777' });
}

/** Harborview: a boxed title, `Label: ____` lines two to a row, an entity checkbox row with S-Corp, owners side by side. */
export function harborview(s: Sheet, m: Merchant, r: Rng): void {
  const green = '#1e5631';
  const head = (page: number): void => {
    s.doc.lineWidth(1.2).strokeColor(green).rect(36, 28, 540, 44).stroke();
    s.doc.polygon([48, 62], [60, 38], [72, 62]).fill(green);
    s.label('HARBORVIEW BUSINESS FUNDING', 82, 36, { size: 14, bold: true, color: green });
    s.label('A division of Harborview Financial Holdings  ·  Tel 305-555-0177', 82, 55, { size: 7, color: '#444444' });
    s.label(`Merchant Cash Advance Application — page ${page}`, 380, 38, { size: 7.5, width: 190, align: 'right' });
  };
  head(1);
  let y = 82;
  sectionBar(s, 36, y, 540, 'Company Information', '#dfe9e1', green); y += 18;
  inline(s, 36, y, 540, 'Legal Business Name', 'legal_name', m.legal, { [`${A}legal_name`]: m.legal }); y += 18;
  inline(s, 36, y, 540, 'Doing Business As', 'trade_name', m.dba.text, { [`${A}trade_name`]: m.dba.value }); y += 18;
  inline(s, 36, y, 300, 'Street', 'street', m.street, {}, true);
  inline(s, 346, y, 230, 'City', 'city', m.city, {}, true); y += 18;
  inline(s, 36, y, 140, 'State', 'state_region', m.state.text, { [`${A}state_region`]: m.state.value, [`${A}country`]: 'United States' });
  inline(s, 186, y, 110, 'Zip', 'zip', m.zip, {}, true);
  inline(s, 306, y, 270, 'Phone', 'business_phone', m.phone, {}, true); y += 18;
  inline(s, 36, y, 260, 'Fed. Tax ID (EIN)', 'business_tax_id', m.ein.text, einFields(m));
  inline(s, 306, y, 270, 'Date Established', 'business_start_date', m.start.text, { [`${A}business_start_date`]: m.start.value }); y += 18;
  inline(s, 36, y, 260, 'Nature of Business', 'industry', m.industry.text, { [`${A}industry`]: m.industry.value });
  inline(s, 306, y, 270, 'Incorporated in (State)', 'state_of_incorporation', m.incState, {}, true); y += 20;
  s.label('Business Type:', 36, y + 1, { size: 7.5 });
  const opts: [string, string][] = [['Corporation', 'Corporation'], ['S-Corp', 's_corporation'], ['LLC', 'LLC'], ['Partnership', 'Partnership'],
    ['Sole Proprietor', 'Sole Proprietor'], ['Non-Profit', 'Non-Profit']];
  let x = 96;
  let checkedAny = false;
  for (const [lab, match] of opts) {
    const on = m.entity.checkbox === match || (match === 's_corporation' && m.entity.id === 's_corporation');
    checkedAny ||= on;
    s.check(`type_of_entity.${lab}`, lab, x, y, on, on ? entityFields(m) : {});
    x += s.doc.font(s.font).fontSize(7.5).widthOfString(lab) + 18;
  }
  s.check('type_of_entity.other', 'Other', x, y, !checkedAny, {});
  s.doc.lineWidth(0.5).strokeColor('#555555').moveTo(x + 36, y + 9).lineTo(576, y + 9).stroke();
  if (!checkedAny) s.value('type_of_entity', m.entity.text, x + 36, y - 4, 576 - x - 36, 13, entityFields(m));
  y += 18;
  sectionBar(s, 36, y, 540, 'Funding Request', '#dfe9e1', green); y += 18;
  inline(s, 36, y, 180, 'Amount Requested', 'requested_amount', m.amount.text, { [`${A}requested_amount`]: m.amount.value });
  inline(s, 226, y, 350, 'Purpose', 'use_of_funds', m.use, {}, true); y += 18;
  if (m.terms) {
    inline(s, 36, y, 180, 'Desired Payment', 'requested_payment', m.terms.payment.text, { [`${A}requested_payment`]: m.terms.payment.value });
    inline(s, 226, y, 150, 'Term (# payments)', 'number_of_payments', m.terms.count.text, { [`${A}number_of_payments`]: m.terms.count.value });
    inline(s, 386, y, 190, 'Paid (daily/weekly)', 'payment_frequency', m.terms.frequency.text, { [`${A}payment_frequency`]: m.terms.frequency.value });
    y += 18;
  }
  inline(s, 36, y, 260, 'Existing Funder(s)', 'advance0', m.advances.map((a) => a.funder).join(', ') || 'None', {}, true);
  inline(s, 306, y, 270, 'Balance(s)', 'advance0.balance', m.advances.map((a) => a.balance).join(' / '), {}, true); y += 22;
  const ownersBlock = (from: number, yy: number): number => {
    sectionBar(s, 36, yy, 540, 'Principal Owners', '#dfe9e1', green); yy += 18;
    let bottom = yy;
    m.owners.slice(from, from + 2).forEach((o, k) => {
      const i = from + k; const x0 = 36 + k * 275; let oy = yy;
      const w = 265;
      s.label(`Owner #${i + 1}`, x0, oy, { size: 7.5, bold: true, color: green }); oy += 12;
      inline(s, x0, oy, 115, 'First', `owner${i}.first`, o.first, { [ap(i, 'first_name')]: o.first });
      inline(s, x0 + 120, oy, 35, 'MI', `owner${i}.middle`, o.middle, {});
      inline(s, x0 + 160, oy, w - 160, 'Last', `owner${i}.last`, o.last, { [ap(i, 'last_name')]: o.last }); oy += 18;
      inline(s, x0, oy, 150, 'Title', `owner${i}.role`, o.role, { [ap(i, 'role')]: o.role });
      inline(s, x0 + 155, oy, w - 155, 'Own %', `owner${i}.ownership`, o.ownership.text, { [ap(i, 'ownership')]: o.ownership.value }); oy += 18;
      inline(s, x0, oy, 150, 'SS#', `owner${i}.ssn`, o.ssn.text, ssnFields(i, o));
      inline(s, x0 + 155, oy, w - 155, 'FICO (est.)', `owner${i}.credit`, o.credit.text, { [ap(i, 'credit_score')]: o.credit.value }); oy += 18;
      inline(s, x0, oy, w, 'DOB', `owner${i}.dob`, o.dob.text, { [ap(i, 'date_of_birth')]: o.dob.value }); oy += 18;
      inline(s, x0, oy, w, 'Home Addr.', `owner${i}.home`, o.home, {}, true); oy += 18;
      bottom = Math.max(bottom, oy);
    });
    return bottom + 4;
  };
  y = ownersBlock(0, y);
  if (m.owners.length > 2) { s.newPage(); head(2); y = ownersBlock(2, 84); }
  sectionBar(s, 36, y, 540, 'Bank & Trade References', '#dfe9e1', green); y += 18;
  inline(s, 36, y, 180, 'Bank', 'bank_name', m.bank, {}, true);
  inline(s, 226, y, 160, 'Routing', 'bank_routing', m.routing, {}, true);
  inline(s, 396, y, 180, 'Acct', 'bank_account', m.account, {}, true); y += 18;
  inline(s, 36, y, 260, 'Trade Ref.', 'trade_ref0.name', m.refs[0]!.name, {}, true);
  inline(s, 306, y, 270, 'Ref. Phone', 'trade_ref0.phone', m.refs[0]!.phone, {}, true); y += 22;
  s.label(AUTH, 36, y, { size: 5.8, width: 540 }); y += 48;
  m.owners.slice(0, 2).forEach((o, i) => { signature(s, 40, y, i, o, m, r.int(0, 99)); y += 28; });
  s.label('Submitted by ISO:', 36, y + 6, { size: 7 });
  s.decoy('iso_rep', r.pick(['Gulf Coast Funding Brokers', 'Apex Merchant Advisors', 'Pinnacle ISO Group']), 110, y + 2, 200, 13);
}
