// Keystone Capital Partners (labels inside cells, at their left) and Bluewater Funding Group (labels above boxes,
// checkbox rows, owners side by side).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import type { Sheet } from './draw.ts';
import { A, AUTH, ap, boxAbove, cellLeft, einFields, entityFields, nameFields, sectionBar, signature, ssnFields } from './parts.ts';

/** Keystone: navy band with a keystone logo; a grid of cells, label left in each; owners stacked (two a page). */
export function keystone(s: Sheet, m: Merchant, r: Rng): void {
  const navy = '#14284b';
  const band = (title: string): void => {
    s.doc.rect(0, 0, 612, 62).fill(navy);
    s.doc.polygon([40, 14], [70, 14], [64, 48], [46, 48]).fill('#d4a017');
    s.label('KEYSTONE CAPITAL PARTNERS', 80, 18, { size: 16, bold: true, color: '#ffffff' });
    s.label('Small business funding  |  (888) 555-0142  |  submissions@keystonecp.example', 80, 40, { size: 7.5, color: '#c9d3e6' });
    s.label(title, 380, 18, { size: 10, bold: true, color: '#ffffff', width: 200, align: 'right' });
  };
  band('MERCHANT APPLICATION');
  let y = 72;
  s.label('ISO / Rep:', 36, y + 2, { size: 7 });
  s.decoy('iso_rep', r.pick(['Jason Marlow', 'Tina Okoro', 'Brett Kaplan', 'Dana Whitfield']), 80, y - 2, 150, 13);
  y += 16;
  sectionBar(s, 36, y, 540, 'BUSINESS INFORMATION', navy); y += 15;
  const h = 19;
  cellLeft(s, 36, y, 540, h, 'Legal / Corporate Name', 'legal_name', m.legal, { [`${A}legal_name`]: m.legal }); y += h;
  cellLeft(s, 36, y, 300, h, 'DBA', 'trade_name', m.dba.text, { [`${A}trade_name`]: m.dba.value });
  cellLeft(s, 336, y, 240, h, 'Entity Type', 'type_of_entity', m.entity.text, entityFields(m)); y += h;
  cellLeft(s, 36, y, 540, h, 'Physical Address', 'street', m.street, {}, true); y += h;
  cellLeft(s, 36, y, 220, h, 'City', 'city', m.city, {}, true);
  cellLeft(s, 256, y, 150, h, 'State', 'state_region', m.state.text, { [`${A}state_region`]: m.state.value, [`${A}country`]: 'United States' });
  cellLeft(s, 406, y, 170, h, 'Zip', 'zip', m.zip, {}, true); y += h;
  cellLeft(s, 36, y, 220, h, 'Federal Tax ID (EIN)', 'business_tax_id', m.ein.text, einFields(m));
  cellLeft(s, 256, y, 150, h, 'Business Start Date', 'business_start_date', m.start.text, { [`${A}business_start_date`]: m.start.value });
  cellLeft(s, 406, y, 170, h, 'State of Inc.', 'state_of_incorporation', m.incState, {}, true); y += h;
  cellLeft(s, 36, y, 220, h, 'Business Phone', 'business_phone', m.phone, {}, true);
  cellLeft(s, 256, y, 320, h, 'Email', 'business_email', m.email, {}, true); y += h;
  cellLeft(s, 36, y, 300, h, 'Type of Business', 'industry', m.industry.text, { [`${A}industry`]: m.industry.value });
  cellLeft(s, 336, y, 240, h, 'Website', 'website', m.website, {}, true); y += h;
  cellLeft(s, 36, y, 180, h, 'Monthly Sales', 'monthly_sales', m.monthlySales, {}, true);
  cellLeft(s, 216, y, 120, h, 'Employees', 'employees', m.employees, {}, true);
  cellLeft(s, 336, y, 240, h, m.rentOrOwn === 'Rent' ? 'Landlord (if rent)' : 'Mortgage Co. (if own)', 'landlord', m.landlord, {}, true); y += h + 6;
  sectionBar(s, 36, y, 540, 'FUNDING REQUEST', navy); y += 15;
  cellLeft(s, 36, y, 220, h, 'Amount Requested', 'requested_amount', m.amount.text, { [`${A}requested_amount`]: m.amount.value });
  cellLeft(s, 256, y, 320, h, 'Use of Funds', 'use_of_funds', m.use, {}, true); y += h + 6;
  const owner = (i: number, yy: number): number => {
    const o = m.owners[i]!;
    sectionBar(s, 36, yy, 540, `OWNER / OFFICER ${i + 1}`, '#4a6fa5'); yy += 15;
    cellLeft(s, 36, yy, 320, h, 'Full Name', `owner${i}.name`, o.printed, nameFields(i, o));
    cellLeft(s, 356, yy, 220, h, 'Title', `owner${i}.role`, o.role, { [ap(i, 'role')]: o.role }); yy += h;
    cellLeft(s, 36, yy, 180, h, 'Ownership %', `owner${i}.ownership`, o.ownership.text, { [ap(i, 'ownership')]: o.ownership.value });
    cellLeft(s, 216, yy, 180, h, 'SSN', `owner${i}.ssn`, o.ssn.text, ssnFields(i, o));
    cellLeft(s, 396, yy, 180, h, 'Date of Birth', `owner${i}.dob`, o.dob.text, { [ap(i, 'date_of_birth')]: o.dob.value }); yy += h;
    cellLeft(s, 36, yy, 360, h, 'Home Address', `owner${i}.home`, o.home, {}, true);
    cellLeft(s, 396, yy, 180, h, 'Cell', `owner${i}.phone`, o.phone, {}, true);
    return yy + h + 6;
  };
  y = owner(0, y);
  if (m.owners.length > 1) y = owner(1, y);
  const rest = m.owners.slice(2);
  if (rest.length) {
    s.newPage(); band('MERCHANT APPLICATION (CONT.)'); y = 76;
    rest.forEach((_, k) => { y = owner(k + 2, y); });
  }
  y += 2;
  sectionBar(s, 36, y, 540, 'AUTHORIZATION', navy); y += 16;
  s.label(AUTH, 36, y, { size: 6, width: 540 }); y += 50;
  m.owners.slice(0, 2).forEach((o, i) => { signature(s, 40, y, i, o, m, r.int(0, 99)); y += 30; });
}

/** Bluewater: teal wave logo, labels above rounded boxes, three to a row; checkbox rows; owners side by side; two pages. */
export function bluewater(s: Sheet, m: Merchant, r: Rng): void {
  const teal = '#0f6e7a';
  s.doc.circle(52, 40, 18).fill(teal);
  s.doc.lineWidth(2).strokeColor('#ffffff').moveTo(38, 42).bezierCurveTo(45, 34, 52, 50, 66, 40).stroke();
  s.label('Bluewater Funding Group', 78, 26, { size: 18, bold: true, color: teal });
  s.label('Business Funding Application  ·  fax (646) 555-0199  ·  deals@bluewaterfg.example', 78, 48, { size: 7.5, color: '#555555' });
  s.doc.lineWidth(1.5).strokeColor(teal).moveTo(36, 66).lineTo(576, 66).stroke();
  let y = 74;
  const sec = (t: string): void => { s.label(t, 36, y, { size: 9, bold: true, color: teal }); y += 13; };
  sec('1. Business');
  boxAbove(s, 36, y, 300, 'Business legal name', 'legal_name', m.legal, { [`${A}legal_name`]: m.legal });
  boxAbove(s, 346, y, 230, 'DBA (doing business as)', 'trade_name', m.dba.text, { [`${A}trade_name`]: m.dba.value }); y += 30;
  s.label('ENTITY:', 36, y + 1, { size: 6.5, bold: true, color: '#1d4e75' });
  const opts = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit'];
  let x = 74;
  for (const o of opts) {
    s.check(`type_of_entity.${o}`, o, x, y, m.entity.checkbox === o, m.entity.checkbox === o ? entityFields(m) : {});
    x += s.doc.font(s.font).fontSize(7.5).widthOfString(o) + 20;
  }
  const other = m.entity.checkbox === null;
  s.check('type_of_entity.other', 'Other:', x, y, other, {});
  s.doc.lineWidth(0.5).strokeColor('#000000').moveTo(x + 38, y + 9).lineTo(576, y + 9).stroke();
  if (other) s.value('type_of_entity', m.entity.text, x + 38, y - 4, 576 - x - 38, 13, entityFields(m));
  y += 16;
  boxAbove(s, 36, y, 260, 'Street address (no P.O. boxes)', 'street', m.street, {}, true);
  boxAbove(s, 306, y, 130, 'City', 'city', m.city, {}, true);
  boxAbove(s, 446, y, 60, 'State', 'state_region', m.state.text, { [`${A}state_region`]: m.state.value, [`${A}country`]: 'United States' });
  boxAbove(s, 516, y, 60, 'Zip', 'zip', m.zip, {}, true); y += 30;
  boxAbove(s, 36, y, 170, 'Federal Tax ID (EIN)', 'business_tax_id', m.ein.text, einFields(m));
  boxAbove(s, 216, y, 170, 'Business start date', 'business_start_date', m.start.text, { [`${A}business_start_date`]: m.start.value });
  boxAbove(s, 396, y, 180, 'State of incorporation', 'state_of_incorporation', m.incState, {}, true); y += 30;
  boxAbove(s, 36, y, 170, 'Industry / type of business', 'industry', m.industry.text, { [`${A}industry`]: m.industry.value });
  boxAbove(s, 216, y, 170, 'Business phone', 'business_phone', m.phone, {}, true);
  boxAbove(s, 396, y, 180, 'Email', 'business_email', m.email, {}, true); y += 34;
  sec('2. Funding request');
  boxAbove(s, 36, y, 130, 'Amount requested', 'requested_amount', m.amount.text, { [`${A}requested_amount`]: m.amount.value });
  boxAbove(s, 176, y, 130, 'Payment amount', 'requested_payment', m.terms?.payment.text ?? '', { [`${A}requested_payment`]: m.terms?.payment.value ?? null });
  boxAbove(s, 316, y, 90, '# of payments', 'number_of_payments', m.terms?.count.text ?? '', { [`${A}number_of_payments`]: m.terms?.count.value ?? null });
  boxAbove(s, 416, y, 160, 'Use of proceeds', 'use_of_funds', m.use, {}, true); y += 30;
  s.label('PAYMENT FREQUENCY:', 36, y + 1, { size: 6.5, bold: true, color: '#1d4e75' });
  x = 120;
  for (const [lab, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    const on = m.terms?.frequency.value === v;
    s.check(`payment_frequency.${v}`, lab, x, y, on, on ? { [`${A}payment_frequency`]: v } : {});
    x += 70;
  }
  y += 18;
  sec('3. Owners / guarantors');
  const colW = 265;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x0 = 36 + i * (colW + 10);
    let yy = y;
    s.label(`OWNER ${i + 1}`, x0, yy, { size: 7, bold: true }); yy += 10;
    boxAbove(s, x0, yy, colW, 'Full name', `owner${i}.name`, o.printed, nameFields(i, o)); yy += 28;
    boxAbove(s, x0, yy, 150, 'Title', `owner${i}.role`, o.role, { [ap(i, 'role')]: o.role });
    boxAbove(s, x0 + 160, yy, colW - 160, '% ownership', `owner${i}.ownership`, o.ownership.text, { [ap(i, 'ownership')]: o.ownership.value }); yy += 28;
    boxAbove(s, x0, yy, 130, 'SSN', `owner${i}.ssn`, o.ssn.text, ssnFields(i, o));
    boxAbove(s, x0 + 140, yy, colW - 140, 'Date of birth', `owner${i}.dob`, o.dob.text, { [ap(i, 'date_of_birth')]: o.dob.value }); yy += 28;
    boxAbove(s, x0, yy, colW, 'Home address', `owner${i}.home`, o.home, {}, true);
  });
  s.label('Page 1 of 2', 36, 760, { size: 6, width: 540, align: 'right' });
  s.newPage();
  y = 40;
  s.label('Bluewater Funding Group  —  Business Funding Application (continued)', 36, y, { size: 9, bold: true, color: teal }); y += 20;
  sec('4. Bank & references');
  boxAbove(s, 36, y, 170, 'Bank name', 'bank_name', m.bank, {}, true);
  boxAbove(s, 216, y, 170, 'Routing #', 'bank_routing', m.routing, {}, true);
  boxAbove(s, 396, y, 180, 'Account #', 'bank_account', m.account, {}, true); y += 30;
  m.refs.forEach((t, k) => {
    boxAbove(s, 36, y, 300, `Trade reference ${k + 1}`, `trade_ref${k}.name`, t.name, {}, true);
    boxAbove(s, 346, y, 230, 'Phone', `trade_ref${k}.phone`, t.phone, {}, true); y += 30;
  });
  boxAbove(s, 36, y, 300, m.rentOrOwn === 'Rent' ? 'Landlord / property manager' : 'Mortgage holder', 'landlord', m.landlord, {}, true);
  boxAbove(s, 346, y, 230, 'Monthly rent / mortgage', 'rent', m.rent, {}, true); y += 34;
  sec('5. Current advances / loans');
  for (let k = 0; k < 2; k++) {
    const a = m.advances[k];
    boxAbove(s, 36, y, 250, 'Funder', `advance${k}.funder`, a?.funder ?? '', {}, true);
    boxAbove(s, 296, y, 130, 'Balance', `advance${k}.balance`, a?.balance ?? '', {}, true);
    boxAbove(s, 436, y, 140, 'Payment', `advance${k}.payment`, a?.payment ?? '', {}, true); y += 30;
  }
  y += 6;
  sec('6. Authorization');
  s.label(AUTH, 36, y, { size: 6.2, width: 540 }); y += 56;
  m.owners.slice(0, 2).forEach((o, i) => { signature(s, 40, y, i, o, m, r.int(0, 99)); y += 32; });
  y += 8;
  s.label('Broker / ISO:', 36, y + 4, { size: 7 });
  s.decoy('iso_rep', r.pick(['Marcus Levy', 'Andrea Quinn', 'Sam Petrakis']), 90, y, 150, 13);
  s.label('Page 2 of 2', 36, 760, { size: 6, width: 540, align: 'right' });
}
