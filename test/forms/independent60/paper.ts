// Letter-size paper forms: Harbor Lane (a paper form filled in a phone "fill & sign" app: values dropped near, not on,
// the line, sometimes over the label, a typed signature) and Keystone (boxed grid, labels inside the boxes, values
// typed on a phone keyboard: lowercase, no punctuation).
import type { Merchant } from './merchant.ts';
import { A, optionFor, type Pen, type VOpts } from './draw.ts';

/** Harbor Lane Funding, filled in "QuillSign": label then underline; the value floats near the line. */
export function harborlane(m: Merchant, pen: Pen): void {
  const d = pen.doc, r = pen.rng;
  const line = (label: string, x: number, y: number, w: number, v: string | null, o: VOpts) => {
    pen.label(label, x, y, { size: 8.5 });
    const lx = x + d.widthOfString(label) + 4;
    d.lineWidth(0.6).strokeColor('#000').moveTo(lx, y + 9).lineTo(x + w, y + 9).stroke();
    // fill & sign: dropped by a finger, up to 22 pt left (over the label) or right, a little above or below the line
    const over = r.chance(0.2) ? -r.float(8, 22) : r.float(2, 30);
    pen.value(v, lx + over, y - r.float(4, -3), { size: r.pick([9, 10, 11]), w: Math.max(60, w - (lx - x) - 10), h: 13, color: r.pick(['#000', '#0a3d91']), ...o });
  };
  pen.page(612, 792);
  pen.label('HARBOR LANE FUNDING', 40, 36, { size: 16, bold: true });
  pen.label('Business Funding Application', 40, 56, { size: 11 });
  line('Sales Rep:', 400, 40, 170, m.decoys.rep, { name: 'rep', decoy: true });
  line('Rep Phone:', 400, 58, 170, m.decoys.repPhone, { name: 'rep_phone', decoy: true });
  d.lineWidth(1.2).moveTo(40, 78).lineTo(572, 78).stroke();
  pen.label('BUSINESS INFORMATION', 40, 88, { size: 10, bold: true });
  let y = 108;
  line('Legal Business Name:', 40, y, 532, m.legal, { paths: ['legal_name'], name: 'legal' }); y += 24;
  line('DBA:', 40, y, 300, m.dbaText, { paths: ['trade_name'], name: 'dba' });
  line('Federal Tax ID:', 350, y, 222, m.taxText, { paths: ['business_tax_id'], name: 'tax_id' }); y += 24;
  pen.label('Entity Type:', 40, y, { size: 8.5 });
  const opts: [string, string[]][] = m.country === 'CA'
    ? [['Corporation', ['ca_corporation']], ['Partnership', ['general_partnership']], ['Sole Proprietorship', ['sole_proprietorship']], ['Other', []]]
    : [['Corporation', ['c_corporation']], ['LLC', ['llc']], ['Partnership', ['general_partnership']], ['Sole Proprietor', ['sole_proprietorship']], ['Other', []]];
  const sel = optionFor(m.entityId, opts);
  let x = 100;
  opts.forEach(([l], i) => {
    // the app's "X" lands near the box, not in it
    const on = i === sel, jx = on && pen.style === 'typed' ? r.float(-3, 4) : 0;
    d.lineWidth(0.7).rect(x, y, 9, 9).stroke();
    pen.check(x + jx, y + (on ? r.float(-2, 2) : 0), 9, on, `entity_${l}`, l, i < opts.length - 1 ? ['type_of_entity'] : [], false);
    pen.label(l, x + 13, y + 1, { size: 8.5 });
    x += d.widthOfString(l) + 30;
  });
  if (sel === opts.length - 1) pen.value(m.entityText, x - 8, y - 3, { paths: ['type_of_entity'], name: 'entity_other', w: 70, size: 10 });
  y += 24;
  line('State of Incorporation:', 40, y, 260, m.decoys.incState, { name: 'inc_state', decoy: true });
  line(m.yearsText ? 'Years in Business:' : 'Business Start Date:', 310, y, 262, m.yearsText ?? m.startText, { paths: m.yearsText ? [] : ['business_start_date'], name: 'start' }); y += 24;
  line('Physical Address:', 40, y, 532, m.street, { name: 'street' }); y += 24;
  line('City:', 40, y, 220, m.city, { name: 'city' });
  line(m.country === 'CA' ? 'Province:' : 'State:', 270, y, 120, m.region, { paths: ['state_region'], name: 'state' });
  line(m.country === 'CA' ? 'Postal Code:' : 'Zip:', 400, y, 172, m.postal, { name: 'zip' }); y += 24;
  line('Business Phone:', 40, y, 260, m.phone, { name: 'phone' });
  line('Email:', 310, y, 262, m.email, { name: 'email' }); y += 24;
  line('Type of Business:', 40, y, 300, m.industryText, { paths: ['industry'], name: 'industry' });
  line('# Employees:', 350, y, 222, m.employees, { name: 'employees' }); y += 30;
  pen.label('FUNDING REQUEST', 40, y, { size: 10, bold: true }); y += 20;
  line('Amount Requested:', 40, y, 260, m.amountText, { paths: ['requested_amount'], name: 'amount' });
  line('Use of Funds:', 310, y, 262, m.useOfFunds, { name: 'use' }); y += 24;
  line('Avg. Monthly Sales:', 40, y, 260, m.monthlySales, { name: 'sales', decoy: true }); y += 30;
  pen.label('OWNER / GUARANTOR INFORMATION', 40, y, { size: 10, bold: true }); y += 20;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    line(`Owner ${i + 1} Name:`, 40, y, 330, o?.full ?? null, { paths: [A(i, 'first_name'), A(i, 'last_name')], name: `o${i}_name` });
    line('Title:', 380, y, 192, o?.title ?? null, { paths: [A(i, 'role')], name: `o${i}_title` }); y += 24;
    line('Ownership %:', 40, y, 150, o ? `${o.pct}%` : null, { paths: [A(i, 'ownership')], name: `o${i}_pct` });
    line(m.country === 'CA' ? 'SIN:' : 'SSN:', 200, y, 180, o?.taxText ?? null, { paths: [A(i, 'tax_id')], name: `o${i}_ssn` });
    line('DOB:', 390, y, 182, o?.dobText ?? null, { paths: [A(i, 'date_of_birth')], name: `o${i}_dob` }); y += 24;
    line('Home Address:', 40, y, 380, o?.home ?? null, { name: `o${i}_home`, decoy: true });
    line('Credit Score:', 430, y, 142, o?.credit == null ? null : String(o.credit), { paths: [A(i, 'credit_score')], name: `o${i}_fico` }); y += 30;
  }
  pen.label('page 1 of 2', 280, 760, { size: 7, color: '#666' });
  pen.page(612, 792);
  y = 40;
  pen.label('PROPERTY', 40, y, { size: 10, bold: true }); y += 20;
  line('Landlord / Mortgage Holder:', 40, y, 330, m.decoys.landlord, { name: 'landlord', decoy: true });
  line('Phone:', 380, y, 192, m.decoys.landlordPhone, { name: 'landlord_phone', decoy: true }); y += 24;
  line('Monthly Rent:', 40, y, 200, m.decoys.rent, { name: 'rent', decoy: true }); y += 30;
  pen.label('BUSINESS BANK / EXISTING ADVANCES', 40, y, { size: 10, bold: true }); y += 20;
  line('Bank:', 40, y, 180, m.decoys.bank, { name: 'bank', decoy: true });
  line('Routing:', 230, y, 160, m.decoys.routing, { name: 'routing', decoy: true });
  line('Account:', 400, y, 172, m.decoys.account, { name: 'account', decoy: true }); y += 24;
  const adv = r.chance(0.6);
  line('Current Funder:', 40, y, 240, adv ? m.decoys.funder : null, { name: 'funder', decoy: true });
  line('Balance:', 290, y, 140, adv ? m.decoys.funderBalance : null, { name: 'funder_bal', decoy: true });
  line('Payment:', 440, y, 132, adv ? m.decoys.funderPayment : null, { name: 'funder_pmt', decoy: true }); y += 34;
  pen.label('AUTHORIZATION', 40, y, { size: 10, bold: true }); y += 16;
  pen.label('By signing below, each of the above-listed business and owners (individually and collectively, "Applicant") certifies that all information is true and complete and authorizes Harbor Lane Funding, its assigns and agents to obtain consumer and business credit reports, to verify the information with any bank or creditor, and to share it with funding partners.', 40, y, { size: 8.5, width: 532 });
  y += 60;
  pen.value(m.owners[0]!.full, 60, y, { size: 20, name: 'signature', color: '#0a3d91' });
  d.lineWidth(0.6).moveTo(40, y + 24).lineTo(300, y + 24).stroke();
  pen.label('Signature', 40, y + 28, { size: 8 });
  pen.value('03/11/2025', 340, y + 8, { size: 10, name: 'sign_date' });
  d.moveTo(330, y + 24).lineTo(470, y + 24).stroke();
  pen.label('Date', 330, y + 28, { size: 8 });
  pen.label('Signed with QuillSign - 3/11/2025 10:04 AM - iPhone', 40, 760, { size: 7, color: '#888' });
  pen.label('page 2 of 2', 280, 772, { size: 7, color: '#666' });
}

/** Keystone Merchant Funding: a boxed grid, labels inside the top-left of each box, phone-typed lowercase values. */
export function keystone(m: Merchant, pen: Pen): void {
  const d = pen.doc;
  const box = (label: string, x: number, y: number, w: number, v: string | null, o: VOpts = {}) => {
    d.lineWidth(0.7).strokeColor('#000').rect(x, y, w, 28).stroke();
    pen.label(label.toUpperCase(), x + 3, y + 2, { size: 6.5, color: '#444' });
    pen.value(v, x + 5, y + 13, { size: 10, w: w - 10, h: 13, ...o });
  };
  const bar = (t: string, y: number) => { d.fillColor('#1d3b5c').rect(36, y, 540, 15).fill(); pen.label(t, 40, y + 3, { size: 8.5, bold: true, color: '#ffffff' }); };
  pen.page(612, 792);
  pen.label('KEYSTONE MERCHANT FUNDING', 36, 30, { size: 15, bold: true, color: '#1d3b5c' });
  pen.label('Merchant Application  |  fax 888-555-0142  |  apps@keystonemf.example', 36, 50, { size: 8 });
  bar('BUSINESS', 70);
  let y = 88;
  box('Legal / corporate name', 36, y, 340, m.legal, { paths: ['legal_name'], name: 'legal' });
  box('Entity type', 376, y, 200, m.entityText, { paths: ['type_of_entity'], name: 'entity' }); y += 28;
  box('dba', 36, y, 340, m.dbaText, { paths: ['trade_name'], name: 'dba' });
  box(m.country === 'CA' ? 'business number' : m.taxType === 'SSN' ? 'tax id (ein/ssn)' : 'federal tax id (ein)', 376, y, 200, m.taxText, { paths: ['business_tax_id'], name: 'tax_id' }); y += 28;
  box('Physical address', 36, y, 250, m.street, { name: 'street' });
  box('city', 286, y, 120, m.city, { name: 'city' });
  box(m.country === 'CA' ? 'prov' : 'state', 406, y, 60, m.region, { paths: ['state_region'], name: 'state' });
  box(m.country === 'CA' ? 'postal' : 'zip', 466, y, 110, m.postal, { name: 'zip' }); y += 28;
  box('Business phone', 36, y, 180, m.phone, { name: 'phone' });
  box('email', 216, y, 220, m.email, { name: 'email' });
  box(m.yearsText ? 'time in business' : 'date business started', 436, y, 140, m.yearsText ?? m.startText, { paths: m.yearsText ? [] : ['business_start_date'], name: 'start' }); y += 28;
  box('Type of business / industry', 36, y, 300, m.industryText, { paths: ['industry'], name: 'industry' });
  box('website', 336, y, 240, m.website, { name: 'website' }); y += 36;
  pen.label('Location:', 40, y, { size: 8.5 });
  const rent = pen.rng.chance(0.65);
  pen.check(90, y - 1, 9, !rent, 'own', 'Own'); pen.label('Own', 102, y, { size: 8.5 });
  pen.check(130, y - 1, 9, rent, 'rent', 'Rent'); pen.label('Rent', 142, y, { size: 8.5 });
  y += 18;
  bar('FUNDING REQUEST', y); y += 18;
  box('Amount requested', 36, y, 160, m.amountText, { paths: ['requested_amount'], name: 'amount' });
  box('use of funds', 196, y, 200, m.useOfFunds, { name: 'use' });
  box('avg monthly deposits', 396, y, 180, m.monthlySales, { name: 'sales', decoy: true }); y += 34;
  pen.label('Repayment:', 40, y, { size: 8.5 });
  const fo: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  fo.forEach(([l, f], i) => { pen.check(100 + i * 70, y - 1, 9, m.freq === f, `freq_${f}`, l, ['payment_frequency']); pen.label(l, 112 + i * 70, y, { size: 8.5 }); });
  y += 18;
  bar('OWNERS (all owners of 20% or more)', y); y += 15;
  const cols: [string, number][] = [['name', 150], ['title', 80], ['own %', 45], [m.country === 'CA' ? 'sin' : 'ssn', 90], ['dob', 70], ['home address', 105]];
  let x = 36;
  for (const [c, w] of cols) { d.rect(x, y, w, 14).stroke(); pen.label(c.toUpperCase(), x + 3, y + 4, { size: 6.5 }); x += w; }
  y += 14;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const v = [o?.full, o?.title, o ? `${o.pct}` : null, o?.taxText, o?.dobText, o?.home];
    const p = [[A(i, 'first_name'), A(i, 'last_name')], [A(i, 'role')], [A(i, 'ownership')], [A(i, 'tax_id')], [A(i, 'date_of_birth')], []];
    x = 36;
    cols.forEach(([, w], j) => { d.rect(x, y, w, 22).stroke(); pen.value(v[j] ?? null, x + 3, y + 7, { size: 9, w: w - 6, h: 12, paths: p[j], name: `o${i}_${j}`, decoy: j === 5 }); x += w; });
    y += 22;
  }
  pen.label('page 1', 300, 770, { size: 7 });
  pen.page(612, 792);
  y = 36;
  bar('BANK', y); y += 18;
  box('bank name', 36, y, 200, m.decoys.bank, { name: 'bank', decoy: true });
  box(m.country === 'CA' ? 'transit-institution' : 'routing #', 236, y, 160, m.decoys.routing, { name: 'routing', decoy: true });
  box('account #', 396, y, 180, m.decoys.account, { name: 'account', decoy: true }); y += 36;
  bar('LANDLORD / MORTGAGE', y); y += 18;
  box('landlord name', 36, y, 260, rent ? m.decoys.landlord : null, { name: 'landlord', decoy: true });
  box('phone', 296, y, 140, rent ? m.decoys.landlordPhone : null, { name: 'landlord_phone', decoy: true });
  box('monthly rent', 436, y, 140, rent ? m.decoys.rent : null, { name: 'rent', decoy: true }); y += 36;
  bar('TRADE REFERENCES', y); y += 18;
  for (let i = 0; i < 2; i++) {
    box(`reference ${i + 1}`, 36, y, 340, m.decoys.refs[i]!, { name: `ref${i}`, decoy: true });
    box('phone', 376, y, 200, m.decoys.refPhones[i]!, { name: `ref${i}_phone`, decoy: true }); y += 28;
  }
  y += 8;
  bar('OPEN ADVANCES / LOANS', y); y += 18;
  const adv = pen.rng.chance(0.7);
  box('funder', 36, y, 240, adv ? m.decoys.funder : null, { name: 'funder', decoy: true });
  box('balance', 276, y, 150, adv ? m.decoys.funderBalance : null, { name: 'funder_bal', decoy: true });
  box('payment', 426, y, 150, adv ? m.decoys.funderPayment : null, { name: 'funder_pmt', decoy: true }); y += 40;
  pen.label('The merchant and owner(s) certify the information on this application is true and authorize Keystone Merchant Funding and its partners to obtain credit reports and bank verifications, now and for as long as any obligation remains.', 36, y, { size: 8, width: 540 });
  y += 40;
  box('signature', 36, y, 240, m.owners[0]!.full, { name: 'signature' });
  box('print name', 276, y, 180, m.owners[0]!.full, { name: 'print_name' });
  box('date', 456, y, 120, '3/11/25', { name: 'sign_date' }); y += 40;
  box('iso / rep', 36, y, 240, m.decoys.rep, { name: 'rep', decoy: true });
  pen.label('page 2', 300, 770, { size: 7 });
}
