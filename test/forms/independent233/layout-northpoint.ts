// Layout `northpoint_sidebar`: Northpoint Capital Solutions, two pages with a teal step sidebar, captions above
// rounded value boxes, payment-frequency pills, owners as cards with separate First / MI / Last boxes, landlord,
// bank and open-advances boxes on page 2 next to the owners.
import type { Pen } from './pen.ts';
import { fmtDate, fmtMoney, FREQ_LABEL, type Merchant } from './model.ts';
import * as F from './fields.ts';
import { put, signatures } from './draw.ts';
import { REPS } from './names.ts';
import { phone } from './model.ts';

const TEAL = '#0f6e6e';
const X0 = 150, W = 426;

function sidebar(pen: Pen, active: number): void {
  const d = pen.doc;
  d.rect(0, 0, 126, 792).fill(TEAL);
  d.polygon([63, 30], [75, 62], [63, 55], [51, 62]).fill('white');
  d.circle(63, 72, 3).fill('#9fe0d8');
  pen.label('NORTHPOINT', 14, 86, 12, { bold: true, color: 'white' });
  pen.label('Capital Solutions', 14, 101, 8, { color: '#cdeeea' });
  ['Business', 'Request', 'Owners', 'Sign'].forEach((s, i) => {
    const y = 160 + i * 60;
    d.circle(30, y, 11).fill(i === active ? 'white' : '#2b8c8c');
    pen.label(String(i + 1), 26.5, y - 5, 10, { bold: true, color: i === active ? TEAL : 'white' });
    pen.label(s, 48, y - 4, 9, { color: 'white', bold: i === active });
  });
  pen.label('Questions? Call your Northpoint advisor. Applications are reviewed within one business day.', 14, 700, 6.5, { color: '#cdeeea', width: 100 });
}

type Area = [number, number, number, number];
/** Caption above, rounded value box below; returns the value area. */
function field(pen: Pen, cap: string, x: number, y: number, w: number): Area {
  pen.label(cap, x, y, 6.8, { color: '#3d5a5a' });
  pen.doc.roundedRect(x, y + 9, w, 17, 4).lineWidth(0.6).stroke('#7fb2b2');
  return [x + 2, y + 10, w - 4, 15];
}

function title(pen: Pen, t: string, y: number): number {
  pen.label(t, X0, y, 13, { bold: true, color: TEAL });
  pen.doc.moveTo(X0, y + 18).lineTo(X0 + W, y + 18).lineWidth(0.8).stroke('#bfdcdc');
  return y + 26;
}

export function northpoint(pen: Pen, m: Merchant): void {
  const r = pen.rng;
  const v = (key: string, p: F.Printed, a: Area) => put(pen, key, p, ...a);
  const d = (key: string, t: string, a: Area) => pen.decoy(key, t, ...a);
  sidebar(pen, 0);
  pen.label('Merchant Cash Advance Application', X0, 30, 16, { bold: true, color: '#173c3c' });
  pen.label('Please complete every section. Incomplete applications delay funding.', X0, 50, 7.5, { oblique: true, color: '#555' });
  let y = title(pen, 'Business', 72);
  v('legal_name', F.legal(m), field(pen, 'Legal name of business (as filed with the IRS)', X0, y, 270));
  v('dba', F.dba(m), field(pen, 'Operating / DBA name', X0 + 280, y, 146)); y += 32;
  v('entity', F.entity(m), field(pen, 'Legal structure', X0, y, 130));
  v('tax_id', F.taxId(r, m, false), field(pen, 'EIN (or SSN if sole prop.)', X0 + 140, y, 130));
  const start = r.chance(0.85);
  v('start_date', start ? F.startDate(r, m) : { text: '', fields: {} }, field(pen, 'In business since', X0 + 280, y, 146)); y += 32;
  d('biz_street', m.addr.street, field(pen, 'Street address', X0, y, 200));
  d('city', m.addr.city, field(pen, 'City', X0 + 210, y, 100));
  v('state', F.state(m), field(pen, 'State', X0 + 320, y, 40));
  d('zip', m.addr.zip, field(pen, 'ZIP', X0 + 370, y, 56)); y += 32;
  v('industry', F.industry(m), field(pen, 'What does the business do?', X0, y, 200));
  d('biz_phone', m.phone, field(pen, 'Business phone', X0 + 210, y, 100));
  d('state_of_inc', m.stateOfInc, field(pen, 'State of formation', X0 + 320, y, 106)); y += 32;
  d('website', r.chance(0.6) ? m.website : '', field(pen, 'Website', X0, y, 200));
  d('biz_email', m.email, field(pen, 'E-mail', X0 + 210, y, 216)); y += 40;

  y = title(pen, 'Request', y);
  v('amount', F.amount(r, m), field(pen, 'How much funding do you need?', X0, y, 140));
  d('use', m.use, field(pen, 'What will the funds be used for?', X0 + 150, y, 276)); y += 34;
  const terms = r.chance(0.65);
  pen.label('Preferred payment schedule', X0, y, 6.8, { color: '#3d5a5a' });
  let x = X0;
  for (const [k, lab] of Object.entries(FREQ_LABEL)) {
    const on = terms && k === m.freq;
    x = pen.check(`freq_${k}`, lab, x, y + 11, on, on ? { 'application.payment_frequency': k } : null, 9);
  }
  v('payment', terms ? F.payment(r, m) : { text: '', fields: {} }, field(pen, 'Target payment', X0 + 250, y, 80));
  v('num_payments', terms ? F.numPayments(m) : { text: '', fields: {} }, field(pen, 'Number of payments', X0 + 340, y, 86)); y += 34;
  d('monthly_sales', fmtMoney(r, m.monthlySales), field(pen, 'Average monthly revenue', X0, y, 140));
  d('card_volume', fmtMoney(r, Math.round(m.monthlySales * 0.55)), field(pen, 'Monthly card sales', X0 + 150, y, 130));
  d('processor', r.pick(['Square', 'Clover', 'Heartland', 'Stripe', 'Worldpay']), field(pen, 'Card processor', X0 + 290, y, 136)); y += 34;
  pen.label('Open advances or business loans', X0, y, 8, { bold: true, color: '#173c3c' }); y += 12;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    d(`funder_${i}`, f ? f.name : '', field(pen, 'Funder', X0, y, 180));
    d(`funder_${i}_balance`, f ? fmtMoney(r, f.balance) : '', field(pen, 'Balance', X0 + 190, y, 110));
    d(`funder_${i}_payment`, f ? `${fmtMoney(r, f.payment)} ${f.freq.toLowerCase()}` : '', field(pen, 'Payment', X0 + 310, y, 116)); y += 30;
  }
  pen.label('Page 1 of 2', X0, 770, 6.5, { color: '#777' });

  pen.addPage();
  sidebar(pen, 2);
  y = title(pen, 'Owners', 30);
  m.owners.forEach((o, i) => {
    pen.doc.roundedRect(X0 - 6, y - 4, W + 12, 100, 6).lineWidth(0.8).stroke('#bfdcdc');
    pen.label(`Owner ${i + 1}${i === 0 ? ' (primary contact)' : ''}`, X0, y, 8.5, { bold: true, color: TEAL }); y += 12;
    v(`owner${i}_first`, F.firstName(i, o), field(pen, 'First name', X0, y, 120));
    d(`owner${i}_mi`, o.middle ?? '', field(pen, 'MI', X0 + 126, y, 26));
    v(`owner${i}_last`, F.lastName(i, o), field(pen, 'Last name', X0 + 158, y, 140));
    v(`owner${i}_title`, F.role(i, o), field(pen, 'Title', X0 + 304, y, 122)); y += 28;
    v(`owner${i}_pct`, F.share(r, i, o, false), field(pen, 'Ownership (%)', X0, y, 70));
    v(`owner${i}_ssn`, F.ownerTax(r, i, o), field(pen, 'SSN / ITIN', X0 + 78, y, 96));
    v(`owner${i}_dob`, F.dob(r, i, o), field(pen, 'Date of birth', X0 + 182, y, 110));
    v(`owner${i}_credit`, F.credit(i, o), field(pen, 'Credit score (if known)', X0 + 300, y, 126)); y += 28;
    d(`owner${i}_home`, F.homeLine(o), field(pen, 'Home address', X0, y, 300));
    d(`owner${i}_cell`, o.cell, field(pen, 'Mobile', X0 + 310, y, 116)); y += 38;
  });
  y = title(pen, 'Premises & Bank', y);
  const rent = m.ownRent === 'Rent';
  d('landlord', rent ? m.landlord : 'Owned', field(pen, 'Landlord or mortgage holder', X0, y, 200));
  d('landlord_phone', rent ? m.landlordPhone : '', field(pen, 'Landlord phone', X0 + 210, y, 100));
  d('rent', rent ? fmtMoney(r, m.rent) : '', field(pen, 'Monthly rent', X0 + 320, y, 106)); y += 32;
  d('bank', m.bank.name, field(pen, 'Bank', X0, y, 140));
  d('routing', m.bank.routing, field(pen, 'Routing number', X0 + 150, y, 120));
  d('account', m.bank.account, field(pen, 'Account number', X0 + 280, y, 146)); y += 40;
  y = title(pen, 'Sign', y);
  y = pen.para(F.AUTH, X0, y, W, 6.2) + 8;
  const date = fmtDate(r, [2025, r.int(1, 5), r.int(1, 28)]);
  signatures(pen, m.owners.map((_, i) => `Owner ${i + 1}`), [], date, X0, y, W, pen.style === 'handwritten');
  pen.label('ISO representative:', X0, 752, 6.5, { color: '#555' });
  pen.decoy('iso_rep', `${r.pick(REPS)}  ${phone(r)}`, X0 + 66, 748, 220, 11, 7);
  pen.label('Page 2 of 2', X0, 770, 6.5, { color: '#777' });
}
