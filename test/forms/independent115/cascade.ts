// Cascade Capital Advisors (Canada, BC): the rep's e-mail printout first, then a one-page application of compact
// "Label: value" rows (the Business Number as a bare 9-digit BN under its label, amounts in CAD, a payment
// frequency checkbox row, owners with SIN and Beacon score), then the signed PIPEDA consent page.
import type { Rng } from '../../statements/generator/prng.ts';
import { ownerName, type Merchant } from './data.ts';
import { row } from './bayline.ts';
import { consentPage, deal, emailPage, type Broker, type Shows } from './pages.ts';
import type { Pen } from './pen.ts';

export const CASCADE: Broker = { name: 'Cascade Capital Advisors', domain: 'cascadecapital.ca', address: '1055 W Georgia St, Suite 1500, Vancouver, BC V6E 3P3', iso: 'CCA-0982', country: 'CA' };

const cad = (n: number, cents = false): string => `$${n.toLocaleString('en-CA', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;

function strip(pen: Pen, t: string, y: number): number {
  pen.box(36, y, 540, 14, 0, '#dfeef7');
  pen.text(t, 40, y + 3.5, { size: 8.5, bold: true, color: '#0b4f71' });
  return y + 18;
}

export function cascade(pen: Pen, m: Merchant, rng: Rng): Shows {
  // This form asks for the 9-digit BN only: the truth is those 9 digits (applications.md: a bare 9-digit number
  // is typed by its label).
  const bn9 = m.taxDigits.slice(0, 9);
  m.taxPrinted = rng.chance(0.5) ? bn9 : `${bn9.slice(0, 3)} ${bn9.slice(3, 6)} ${bn9.slice(6)}`;
  m.taxDigits = bn9;
  const d = deal(rng, m, CASCADE);
  emailPage(pen, m, CASCADE, d, rng);
  pen.newPage();
  pen.text('Cascade Capital Advisors', 36, 28, { size: 14, bold: true, color: '#0b4f71' });
  pen.text('Revenue-Based Financing Application (Canada)', 36, 45, { size: 9 });
  pen.text(`Advisor code ${CASCADE.iso}`, 440, 30, { size: 7.5 });
  const L = 36, R = 316, W = 260, F = 540, S = 17;
  let y = strip(pen, 'BUSINESS', 62);
  pen.value('legal_name', m.legal, ...row(pen, 'Registered Legal Name', L, y, F), { field: 'application.legal_name' }); y += S;
  pen.value('oa', m.dbaPrinted, ...row(pen, 'Operating As (O/A)', L, y, F), m.dba ? { field: 'application.trade_name' } : {}); y += S;
  pen.value('entity', m.entityPrinted, ...row(pen, 'Business Structure', L, y, W), { field: 'application.type_of_entity' });
  pen.value('bn', m.taxPrinted, ...row(pen, 'Business Number (BN9)', R, y, W), { field: 'application.business_tax_id' }); y += S;
  pen.value('industry', m.industryPrinted, ...row(pen, 'Industry', L, y, W), m.industryId ? { field: 'application.industry' } : {});
  pen.value('start', m.start?.text ?? '', ...row(pen, 'In Business Since', R, y, W), m.start ? { field: 'application.business_start_date' } : {}); y += S;
  pen.value('street', m.street, ...row(pen, 'Address', L, y, F)); y += S;
  pen.value('city', m.city, ...row(pen, 'City', L, y, 200));
  pen.value('province', m.state, ...row(pen, 'Prov.', 246, y, 100), { field: 'application.state_region' });
  pen.value('postal', m.zip, ...row(pen, 'Postal Code', 356, y, 220)); y += S;
  pen.value('phone', m.phone, ...row(pen, 'Phone', L, y, W));
  pen.value('incorp', m.stateOfInc, ...row(pen, 'Incorporated in (province)', R, y, W), { decoy: true }); y += S + 4;
  y = strip(pen, 'FINANCING', y);
  pen.value('requested', m.requested ? cad(m.requested) : '', ...row(pen, 'Amount Sought (CAD)', L, y, W), m.requested ? { field: 'application.requested_amount' } : {});
  pen.value('payment', m.payment ? cad(m.payment, true) : '', ...row(pen, 'Preferred Payment (CAD)', R, y, W), m.payment ? { field: 'application.requested_payment' } : {}); y += S;
  pen.value('payments', m.payments ? String(m.payments) : '', ...row(pen, 'Number of Payments', L, y, W), m.payments ? { field: 'application.number_of_payments' } : {});
  pen.text('Frequency:', R, y + 3, { size: 8.5, bold: true });
  let fx = R + 52;
  for (const [label, id] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']] as const)
    fx = pen.check(`freq_${id}`, label, m.frequency === id, fx, y + 3, { field: 'application.payment_frequency' });
  y += S;
  pen.value('monthly', cad(m.monthlySales), ...row(pen, 'Monthly Deposits (avg.)', L, y, W), { decoy: true });
  pen.value('bank', m.bank, ...row(pen, 'Bank', R, y, W), { decoy: true }); y += S;
  pen.value('transit', m.routing, ...row(pen, 'Transit / Institution', L, y, W), { decoy: true });
  pen.value('account', m.account, ...row(pen, 'Account', R, y, W), { decoy: true }); y += S;
  const f = m.funders[0];
  pen.value('funder', f?.name ?? '', ...row(pen, 'Current Lender / Funder', L, y, W), { decoy: true });
  pen.value('funder_bal', f ? cad(f.balance) : '', ...row(pen, 'Balance Remaining', R, y, W), { decoy: true }); y += S + 4;
  for (const [i, o] of m.owners.entries()) {
    const p = `application.applicants[${i}]`;
    y = strip(pen, `OWNER ${i + 1}`, y);
    pen.value(`o${i}_name`, ownerName(o, rng.int(0, 1)), ...row(pen, 'Name', L, y, W), { field: `${p}.first_name` });
    pen.value(`o${i}_title`, o.title, ...row(pen, 'Position', R, y, 130), { field: `${p}.role` });
    pen.value(`o${i}_pct`, `${o.pct}%`, ...row(pen, 'Owns', 456, y, 120), { field: `${p}.ownership` }); y += S;
    pen.value(`o${i}_sin`, o.taxPrinted, ...row(pen, 'SIN', L, y, 170), o.taxDigits ? { field: `${p}.tax_id` } : {});
    pen.value(`o${i}_dob`, o.dob?.text ?? '', ...row(pen, 'Birth Date', 216, y, 190), o.dob ? { field: `${p}.date_of_birth` } : {});
    pen.value(`o${i}_beacon`, o.credit ? String(o.credit) : '', ...row(pen, 'Beacon Score', 416, y, 160), o.credit ? { field: `${p}.credit_score` } : {}); y += S;
    pen.value(`o${i}_home`, o.home, ...row(pen, 'Residential Address', L, y, F), { decoy: true }); y += S + 4;
  }
  pen.text('See the attached Authorization and Consent (PIPEDA), signed by each owner.', 36, Math.min(y + 4, 730), { size: 7 });
  pen.newPage();
  consentPage(pen, m, CASCADE, rng, 'CA');
  return { dob: true, credit: true, payments: true, start: true };
}
