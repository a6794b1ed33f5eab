// Bayline Funding Partners (US, FL): the rep's e-mail printout first, then a two-page application of "Label: value"
// rows on underlines (entity type and industry in free text, a repayment request with frequency checkboxes), owners as
// blocks on the second page with the bank, landlord and trade references.
import type { Rng } from '../../statements/generator/prng.ts';
import { money, ownerName, type Merchant } from './data.ts';
import { deal, emailPage, type Broker, type Shows } from './pages.ts';
import type { Pen } from './pen.ts';

export const BAYLINE: Broker = { name: 'Bayline Funding Partners', domain: 'baylinefunding.com', address: '2200 N Westshore Blvd, Floor 4, Tampa, FL 33607', iso: 'BFP-22871', country: 'US' };

/** A "Label: value" row on an underline from x to x + w; returns where the value goes. */
export function row(pen: Pen, label: string, x: number, y: number, w: number): [number, number, number] {
  pen.text(`${label}:`, x, y + 3, { size: 8.5, bold: true });
  pen.doc.font('Helvetica-Bold').fontSize(8.5);
  const lx = x + pen.doc.widthOfString(`${label}:`) + 5;
  pen.line(lx, y + 13, x + w, y + 13, 0.4, '#555');
  return [lx + 2, y + 2, x + w - lx - 2];
}

function heading(pen: Pen, t: string, y: number): number {
  pen.text(t.toUpperCase(), 36, y, { size: 10, bold: true, color: '#0d5c63' });
  pen.line(36, y + 13, 576, y + 13, 1.2, '#0d5c63');
  return y + 22;
}

export function bayline(pen: Pen, m: Merchant, rng: Rng): Shows {
  const d = deal(rng, m, BAYLINE);
  emailPage(pen, m, BAYLINE, d, rng);
  pen.newPage();
  pen.text('Bayline Funding Partners', 36, 34, { size: 18, bold: true, color: '#0d5c63' });
  pen.text('Merchant Application  \u2022  Page 1 of 2', 36, 56, { size: 9 });
  pen.text(`ISO ${BAYLINE.iso}`, 480, 40, { size: 8 });
  let y = heading(pen, 'Business Profile', 80);
  const L = 36, R = 316, W = 260, F = 540;
  pen.value('legal_name', m.legal, ...row(pen, 'Legal Name of Business', L, y, F), { field: 'application.legal_name' }); y += 20;
  pen.value('dba', m.dbaPrinted, ...row(pen, 'DBA', L, y, F), m.dba ? { field: 'application.trade_name' } : {}); y += 20;
  pen.value('entity', m.entityPrinted, ...row(pen, 'Type of Entity', L, y, W), { field: 'application.type_of_entity' });
  pen.value('state_of_inc', m.stateOfInc, ...row(pen, 'State of Incorporation', R, y, W), { decoy: true }); y += 20;
  pen.value('tax_id', m.taxPrinted, ...row(pen, 'Federal Tax ID', L, y, W), { field: 'application.business_tax_id' });
  pen.value('start', m.start?.text ?? '', ...row(pen, 'Date Business Started', R, y, W), m.start ? { field: 'application.business_start_date' } : {}); y += 20;
  pen.value('industry', m.industryPrinted, ...row(pen, 'Type of Business', L, y, W), m.industryId ? { field: 'application.industry' } : {});
  pen.value('employees', String(m.employees), ...row(pen, 'No. of Employees', R, y, W)); y += 20;
  pen.value('street', m.street, ...row(pen, 'Physical Address', L, y, F)); y += 20;
  pen.value('city', m.city, ...row(pen, 'City', L, y, 230));
  pen.value('state', m.state, ...row(pen, 'State', 276, y, 120), { field: 'application.state_region' });
  pen.value('zip', m.zip, ...row(pen, 'Zip', 406, y, 170)); y += 20;
  pen.value('phone', m.phone, ...row(pen, 'Business Phone', L, y, W));
  pen.value('email', m.email, ...row(pen, 'Business E-mail', R, y, W)); y += 20;
  pen.value('website', m.website, ...row(pen, 'Website', L, y, W));
  pen.text('Location:', R, y + 3, { size: 8.5, bold: true });
  const x = pen.check('own', 'Own', m.ownRent === 'Own', R + 50, y + 3);
  pen.check('rent', 'Lease', m.ownRent === 'Rent', x, y + 3);
  y = heading(pen, 'Funding Request', y + 34);
  pen.value('requested', m.requested ? money(m.requested) : '', ...row(pen, 'Amount Requested', L, y, W), m.requested ? { field: 'application.requested_amount' } : {});
  pen.value('use', m.useOfFunds, ...row(pen, 'Use of Proceeds', R, y, W)); y += 20;
  pen.value('payment', m.payment ? money(m.payment, true) : '', ...row(pen, 'Desired Payment', L, y, W), m.payment ? { field: 'application.requested_payment' } : {});
  pen.value('payments', m.payments ? String(m.payments) : '', ...row(pen, 'Number of Payments', R, y, W), m.payments ? { field: 'application.number_of_payments' } : {}); y += 20;
  pen.text('Payment Frequency:', L, y + 3, { size: 8.5, bold: true });
  let fx = L + 95;
  for (const [label, id] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const)
    fx = pen.check(`freq_${id}`, label, m.frequency === id, fx, y + 3, { field: 'application.payment_frequency' });
  y = heading(pen, 'Financial Information', y + 34);
  pen.value('monthly', money(m.monthlySales), ...row(pen, 'Average Monthly Deposits', L, y, W), { decoy: true });
  pen.value('annual', money(m.annualRevenue), ...row(pen, 'Gross Annual Sales', R, y, W), { decoy: true }); y += 20;
  pen.value('cc', money(Math.round(m.monthlySales * 0.4)), ...row(pen, 'Monthly Card Volume', L, y, W), { decoy: true });
  pen.value('processor', rng.pick(['Clover', 'Square', 'Heartland', 'Worldpay']), ...row(pen, 'Card Processor', R, y, W)); y += 28;
  pen.text('Open advances / loans:', L, y, { size: 8.5, bold: true }); y += 14;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    pen.value(`funder${i}`, f?.name ?? '', ...row(pen, `Funder ${i + 1}`, L, y, 220), { decoy: true });
    pen.value(`funder${i}_bal`, f ? money(f.balance) : '', ...row(pen, 'Balance', 266, y, 150), { decoy: true });
    pen.value(`funder${i}_pay`, f ? money(f.payment) : '', ...row(pen, 'Payment', 426, y, 150), { decoy: true }); y += 20;
  }
  pen.text('Continued on page 2', 36, 740, { size: 7, color: '#555' });
  pen.newPage();
  pen.text('Bayline Funding Partners', 36, 34, { size: 12, bold: true, color: '#0d5c63' });
  pen.text('Merchant Application  \u2022  Page 2 of 2', 36, 50, { size: 9 });
  y = 72;
  for (const [i, o] of m.owners.entries()) {
    const p = `application.applicants[${i}]`;
    y = heading(pen, `Owner / Guarantor ${i + 1}`, y);
    pen.value(`o${i}_name`, ownerName(o, rng.int(0, 1)), ...row(pen, 'Full Name', L, y, W), { field: `${p}.first_name` });
    pen.value(`o${i}_title`, o.title, ...row(pen, 'Title', R, y, W), { field: `${p}.role` }); y += 20;
    pen.value(`o${i}_pct`, `${o.pct}%`, ...row(pen, 'Ownership', L, y, W), { field: `${p}.ownership` });
    pen.value(`o${i}_ssn`, o.taxPrinted, ...row(pen, 'SSN / ITIN', R, y, W), o.taxDigits ? { field: `${p}.tax_id` } : {}); y += 20;
    pen.value(`o${i}_dob`, o.dob?.text ?? '', ...row(pen, 'Date of Birth', L, y, W), o.dob ? { field: `${p}.date_of_birth` } : {});
    pen.value(`o${i}_cell`, o.phone, ...row(pen, 'Mobile', R, y, W), { decoy: true }); y += 20;
    pen.value(`o${i}_home`, o.home, ...row(pen, 'Home Address', L, y, F), { decoy: true }); y += 26;
  }
  y = heading(pen, 'Bank, Landlord & Trade References', y);
  pen.value('bank', m.bank, ...row(pen, 'Bank Name', L, y, W), { decoy: true });
  pen.value('routing', m.routing, ...row(pen, 'Routing No.', R, y, W), { decoy: true }); y += 20;
  pen.value('account', m.account, ...row(pen, 'Account No.', L, y, W), { decoy: true });
  pen.value('landlord', m.landlord, ...row(pen, 'Landlord', R, y, W), { decoy: true }); y += 20;
  for (const [i, r] of m.refs.entries()) {
    pen.value(`ref${i}`, r.name, ...row(pen, `Trade Reference ${i + 1}`, L, y, W), { decoy: true });
    pen.value(`ref${i}_phone`, r.phone, ...row(pen, 'Phone', R, y, W), { decoy: true }); y += 20;
  }
  pen.text('The merchant and each owner certify the above is true and authorize Bayline Funding Partners and its funders to obtain '
    + 'credit reports and verify all information, including with the bank and landlord listed.', 36, y + 8, { size: 7, width: 540 });
  for (const i of m.owners.slice(0, 2).keys()) {
    pen.signature(36 + i * 280, y + 34, 220);
    pen.text(`Authorized signature (owner ${i + 1})`, 36 + i * 280, y + 50, { size: 6.5 });
  }
  return { dob: true, credit: false, payments: true, start: true };
}
