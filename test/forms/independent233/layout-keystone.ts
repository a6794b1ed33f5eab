// Layout `keystone_lines`: Keystone Merchant Funding, two pages of underlined `Caption: ______` rows, entity and
// payment-frequency checkbox rows, an existing-advances table (payments and frequencies that are not the request's),
// owners on page 2 as `Name (Last, First, MI)`.
import type { Pen } from './pen.ts';
import { fmtDate, fmtMoney, FREQ_LABEL, type Merchant } from './model.ts';
import * as F from './fields.ts';
import { line, put, signatures } from './draw.ts';
import { REPS } from './names.ts';

const MAROON = '#7a1f2b';
const ENTITY_BOXES = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'S Corp'];
const BOX_OF: Record<string, string> = { 'Limited Liability Company': 'LLC', Corp: 'Corporation' };

function header(pen: Pen, page: number, rep: string, isoNo: string): void {
  const d = pen.doc;
  d.polygon([36, 58], [44, 26], [68, 26], [76, 58]).fill(MAROON);
  d.polygon([50, 58], [53, 44], [59, 44], [62, 58]).fill('white');
  pen.label('KEYSTONE', 84, 27, 16, { bold: true, color: MAROON });
  pen.label('MERCHANT FUNDING', 85, 45, 8, { color: '#555' });
  pen.label(page === 1 ? 'BUSINESS FUNDING APPLICATION' : 'BUSINESS FUNDING APPLICATION (continued)', 300, 28, 10, { bold: true, width: 276, align: 'right' });
  pen.label('ISO / Broker Rep:', 380, 44, 7);
  pen.decoy('iso_rep', rep, 440, 40, 136, 12, 8);
  pen.label('ISO #:', 380, 56, 7);
  pen.decoy('iso_number', isoNo, 440, 52, 136, 12, 8);
  d.moveTo(36, 70).lineTo(576, 70).lineWidth(1.5).stroke(MAROON);
}

function heading(pen: Pen, t: string, y: number): number {
  pen.label(t, 36, y, 9.5, { bold: true, color: MAROON });
  pen.doc.moveTo(36, y + 12).lineTo(576, y + 12).lineWidth(0.4).stroke(MAROON);
  return y + 18;
}

export function keystone(pen: Pen, m: Merchant): void {
  const r = pen.rng, rep = r.pick(REPS), isoNo = `K-${r.digits(4)}`;
  const v = (key: string, p: F.Printed, a: [number, number, number, number]) => put(pen, key, p, ...a);
  const d = (key: string, t: string, a: [number, number, number, number]) => pen.decoy(key, t, ...a);
  header(pen, 1, rep, isoNo);
  let y = heading(pen, '1. Business Information', 80);
  v('legal_name', F.legal(m), line(pen, 'Business Legal Name:', 36, y, 540)); y += 19;
  v('dba', F.dba(m), line(pen, 'DBA:', 36, y, 260));
  v('industry', F.industry(m), line(pen, 'Type of Business / Industry:', 306, y, 270)); y += 21;
  pen.label('Entity Type:', 36, y + 1, 8);
  const boxLabel = BOX_OF[m.entity.text] ?? m.entity.text;
  const inBoxes = ENTITY_BOXES.includes(boxLabel);
  let x = 90;
  for (const b of ENTITY_BOXES) {
    const on = inBoxes && b === boxLabel;
    x = pen.check(`entity_${b}`, b, x, y, on, on ? { 'application.type_of_entity': m.entity.id } : null);
  }
  x = pen.check('entity_other', 'Other:', x, y, !inBoxes, null);
  const otherArea: [number, number, number, number] = [x - 8, y - 3, 576 - x + 8, 13];
  pen.doc.moveTo(x - 8, y + 9).lineTo(576, y + 9).lineWidth(0.5).stroke('#444');
  if (!inBoxes) v('entity_other_text', F.entity(m), otherArea);
  y += 19;
  v('tax_id', F.taxId(r, m, true), line(pen, 'Federal Tax ID (EIN):', 36, y, 190));
  v('start_date', F.startDate(r, m), line(pen, 'Date Business Started:', 236, y, 170));
  d('state_of_inc', m.stateOfInc, line(pen, 'State of Inc.:', 416, y, 160)); y += 19;
  d('biz_street', m.addr.street, line(pen, 'Physical Address:', 36, y, 260));
  d('city', m.addr.city, line(pen, 'City:', 306, y, 120));
  v('state', F.state(m), line(pen, 'State:', 436, y, 60));
  d('zip', m.addr.zip, line(pen, 'Zip:', 506, y, 70)); y += 19;
  d('biz_phone', m.phone, line(pen, 'Business Phone:', 36, y, 190));
  d('biz_email', m.email, line(pen, 'E-mail:', 236, y, 200));
  d('employees', String(m.employees), line(pen, 'No. of Employees:', 446, y, 130)); y += 19;
  const rent = m.ownRent === 'Rent';
  x = pen.check('own', 'Own', 36, y + 2, !rent, null);
  x = pen.check('rent', 'Rent', x, y + 2, rent, null);
  d('landlord', rent ? m.landlord : '', line(pen, 'Landlord / Mortgage Co.:', x, y, 250));
  d('landlord_phone', rent ? m.landlordPhone : '', line(pen, 'Phone:', x + 260, y, 576 - x - 260)); y += 24;

  y = heading(pen, '2. Funding Request', y);
  v('amount', F.amount(r, m), line(pen, 'Amount Requested: ', 36, y, 190));
  d('use', m.use, line(pen, 'Use of Proceeds:', 236, y, 340)); y += 19;
  const terms = r.chance(0.7);
  const pay = terms ? F.payment(r, m) : { text: '', fields: {} };
  const num = terms ? F.numPayments(m) : { text: '', fields: {} };
  v('payment', pay, line(pen, 'Requested Payment:', 36, y, 170));
  v('num_payments', num, line(pen, 'No. of Payments:', 216, y, 110));
  pen.label('Frequency:', 336, y + 4, 8);
  x = 382;
  for (const [k, lab] of Object.entries(FREQ_LABEL)) {
    const on = terms && k === m.freq;
    x = pen.check(`freq_${k}`, lab, x, y + 3, on, on ? { 'application.payment_frequency': k } : null);
  }
  y += 18;
  d('monthly_sales', fmtMoney(r, m.monthlySales), line(pen, 'Average Monthly Sales:', 36, y, 250));
  d('annual', fmtMoney(r, m.annual), line(pen, 'Annual Gross Revenue:', 306, y, 270)); y += 24;

  y = heading(pen, '3. Existing Advances / Business Loans', y);
  const cols: [string, number][] = [['Funder / Lender', 190], ['Original Amount', 90], ['Balance', 90], ['Payment', 90], ['Frequency', 80]];
  let cx = 36;
  pen.doc.rect(36, y, 540, 13).fill('#f1e4e6');
  for (const [c, w] of cols) { pen.label(c, cx + 3, y + 3, 7, { bold: true }); cx += w; }
  y += 13;
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    cx = 36;
    const vals = f ? [f.name, fmtMoney(r, Math.round(f.balance * 1.6 / 100) * 100), fmtMoney(r, f.balance), fmtMoney(r, f.payment), f.freq] : ['', '', '', '', ''];
    cols.forEach(([, w], j) => {
      pen.doc.rect(cx, y, w, 15).lineWidth(0.4).stroke('#999');
      pen.decoy(`funder_${i}_${j}`, vals[j]!, cx, y + 1, w, 13, 8);
      cx += w;
    });
    y += 15;
  }
  y = heading(pen, '4. Business Bank Account', y + 8);
  d('bank', m.bank.name, line(pen, 'Bank Name:', 36, y, 190));
  d('routing', m.bank.routing, line(pen, 'Routing (ABA) #:', 236, y, 160));
  d('account', m.bank.account, line(pen, 'Account #:', 406, y, 170));
  pen.label('Keystone Merchant Funding  |  Page 1 of 2  |  KMF-APP rev. 3', 36, 760, 6, { color: '#777' });

  pen.addPage();
  header(pen, 2, rep, isoNo);
  y = heading(pen, '5. Owner / Guarantor Information', 80);
  m.owners.forEach((o, i) => {
    pen.label(`Owner #${i + 1}`, 36, y, 8.5, { bold: true });
    y += 13;
    v(`owner${i}_name`, F.ownerName(i, o, 'lf'), line(pen, 'Name (Last, First, MI):', 36, y, 300));
    v(`owner${i}_title`, F.role(i, o), line(pen, 'Title:', 346, y, 120));
    v(`owner${i}_pct`, F.share(r, i, o), line(pen, '% Ownership:', 476, y, 100)); y += 19;
    v(`owner${i}_ssn`, F.ownerTax(r, i, o), line(pen, 'SSN / ITIN:', 36, y, 170));
    v(`owner${i}_dob`, F.dob(r, i, o), line(pen, 'Date of Birth:', 216, y, 170));
    v(`owner${i}_credit`, F.credit(i, o), line(pen, 'Est. Credit Score:', 396, y, 180)); y += 19;
    d(`owner${i}_home`, F.homeLine(o), line(pen, 'Home Address:', 36, y, 360));
    d(`owner${i}_cell`, o.cell, line(pen, 'Cell:', 406, y, 170)); y += 24;
  });
  y = heading(pen, '6. Trade References', y);
  m.refs.forEach((t, i) => {
    d(`ref_${i}_name`, t.name, line(pen, `Reference ${i + 1}:`, 36, y, 330));
    d(`ref_${i}_phone`, t.phone, line(pen, 'Phone:', 376, y, 200)); y += 19;
  });
  y = heading(pen, '7. Authorization & Signatures', y + 6);
  y = pen.para(F.AUTH + ' Each owner signing below personally guarantees the performance (not the payment) of the business.', 36, y, 540, 6.5) + 10;
  const date = fmtDate(r, [2025, r.int(1, 5), r.int(1, 28)]);
  signatures(pen, m.owners.map((_, i) => `Owner #${i + 1}`), [], date, 36, y, 540, pen.style === 'handwritten');
  pen.label('Keystone Merchant Funding  |  Page 2 of 2  |  KMF-APP rev. 3', 36, 760, 6, { color: '#777' });
}
