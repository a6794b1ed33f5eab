// Layout 3, "meridian_attest": a funder's two-page short application whose first page holds only the business, the
// request and the bank; the owners appear only in the attestation blocks of page 2 ("Owner/Guarantor name (print)",
// "Title", "% owned", SSN mostly masked, home address and date as decoys).
import type { Rng } from '../../statements/generator/prng.ts';
import { Form, PAGE_W } from './canvas.ts';
import { businessTaxFields, filler, fmtDate, fmtMoney, isoDate, nameFields, ownerPath, personalTaxId, printedName, regionFields } from './fmt.ts';
import type { Merchant } from './model.ts';
import { BANKS, LANDLORDS, SUPPLIERS, finePrint, logo, repName, sectionBar, signature, usPhone } from './parts.ts';

const C = '#1d3f8f';
const FREQ: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

function header(f: Form, page: number): void {
  logo(f, 'bars', 36, 26, C);
  f.text('Meridian Merchant Funding', 72, 28, { size: 14, bold: true, color: C });
  f.text('Short Form Application  |  Form MMF-SF2', 72, 45, { size: 8, color: '#444' });
  f.text(`Page ${page} of 2`, 520, 30, { size: 7 });
  f.line(36, 62, PAGE_W - 36, 62, 0.8, C);
}

export function drawAttest(f: Form, m: Merchant, rng: Rng): void {
  header(f, 1);
  let y = 72;
  sectionBar(f, 'Business Information', y, C, { style: 'rule' }); y += 18;
  let at = f.blank('Legal Name of Business', 36, y, 300);
  f.value('legal_name', { 'application.legal_name': m.legal }, m.legal, at);
  at = f.blank('Doing Business As', 350, y, 226);
  if (m.dba) f.value('dba', { 'application.trade_name': m.dba }, m.dba, at);
  else if (rng.chance(0.5)) f.value('dba', {}, filler(rng), at, { filler: true });
  y += 30;
  at = f.blank('Entity Type', 36, y, 120);
  f.value('entity', { 'application.type_of_entity': m.entityId }, m.entityText, at);
  at = f.blank('State of Inc.', 170, y, 70);
  if (m.entityId !== 'sole_proprietorship') f.value('inc_state', {}, m.incRegion, at);
  at = f.blank('Federal Tax ID', 254, y, 130);
  if (rng.chance(0.7)) f.value('tax_id', businessTaxFields(m), m.taxPrinted, at);
  else f.strike(at);
  at = f.blank('Business Start Date', 398, y, 178);
  if (rng.chance(0.6)) f.value('start', { 'application.business_start_date': isoDate(m.start) }, fmtDate(rng, m.start, 'US'), at);
  else f.value('years', {}, `${2025 - m.start.y} yrs in business`, at);
  y += 30;
  at = f.blank('Business Address (no P.O. boxes)', 36, y, 250);
  f.value('street', {}, m.street, at);
  at = f.blank('City', 300, y, 120);
  f.value('city', {}, m.city, at);
  at = f.blank('State', 434, y, 50);
  f.value('state', regionFields(m), m.region, at);
  at = f.blank('Zip', 498, y, 78);
  f.value('zip', {}, m.zip, at);
  y += 30;
  at = f.blank('Industry / Description of Business', 36, y, 300);
  f.value('industry', { 'application.industry': m.industryId }, m.industryText, at);
  at = f.blank('Business Phone', 350, y, 226);
  f.value('phone', {}, m.phone, at);
  y += 38;
  sectionBar(f, 'Funding Request', y, C, { style: 'rule' }); y += 18;
  const terms = rng.chance(0.6);
  at = f.blank('Amount Requested', 36, y, 150);
  f.value('amount', { 'application.requested_amount': m.amount }, fmtMoney(rng, m.amount), at);
  at = f.blank('Payment Amount', 200, y, 120);
  if (terms) f.value('payment', { 'application.requested_payment': m.payment }, fmtMoney(rng, m.payment), at);
  else if (rng.chance(0.5)) f.value('payment', {}, rng.pick(['TBD', 'N/A', '\u2014']), at, { filler: true });
  at = f.blank('# of Payments', 334, y, 80);
  if (terms) f.value('n_payments', { 'application.number_of_payments': m.nPayments }, String(m.nPayments), at);
  y += 30;
  f.text('Payment schedule:', 36, y + 1, { size: 7.5 });
  let x = 120;
  for (const [label, id] of FREQ) x = f.checkbox(`freq_${id}`, label, x, y, terms && m.freq === id, { 'application.payment_frequency': id }) + 14;
  y += 20;
  sectionBar(f, 'Bank & References', y, C, { style: 'rule' }); y += 18;
  at = f.blank('Bank Name', 36, y, 160);
  f.value('bank', {}, rng.pick(BANKS), at);
  at = f.blank('Routing #', 210, y, 120);
  f.value('routing', {}, `0${rng.digits(8)}`, at);
  at = f.blank('Account #', 344, y, 232);
  f.value('account', {}, rng.digits(rng.int(9, 12)), at);
  y += 30;
  at = f.blank('Landlord / Mortgage Co.', 36, y, 250);
  f.value('landlord', {}, rng.pick(LANDLORDS), at);
  at = f.blank('Landlord Phone', 300, y, 130);
  f.value('landlord_phone', {}, usPhone(rng), at);
  at = f.blank('Monthly Rent', 444, y, 132);
  f.value('rent', {}, fmtMoney(rng, rng.int(12, 90) * 100), at);
  y += 30;
  at = f.blank('Trade Reference', 36, y, 250);
  f.value('trade_ref', {}, `${rng.pick(SUPPLIERS)} - ${repName(rng)}`, at);
  at = f.blank('Reference Phone', 300, y, 276);
  f.value('trade_ref_phone', {}, usPhone(rng), at);
  y += 40;
  f.rect(36, y, PAGE_W - 72, 40, { fill: '#eef1f8' });
  f.text('Owner / guarantor information is collected in the attestation on page 2. Every owner of 20% or more must sign.', 44, y + 8, { size: 8, bold: true, color: C });
  f.text(`ISO: ${repName(rng)}   ISO #: MMF-${rng.digits(4)}`, 44, y + 24, { size: 7.5 });
  finePrint(f, 'MMF-SF2 (06/2024). Meridian Merchant Funding LLC, 77 Water Street, 9th Floor, New York, NY 10005.', 36, 760, PAGE_W - 72, 5.5);

  f.newPage();
  header(f, 2);
  y = 72;
  sectionBar(f, 'Attestation and Authorization', y, C); y += 20;
  y = finePrint(f, 'Each undersigned owner/guarantor certifies that the information in this application is true and complete, authorizes ' +
    'Meridian Merchant Funding LLC and its assigns to obtain consumer and business credit reports, to verify the information with banks, ' +
    'landlords and trade references, and to contact the merchant at the numbers given, including by automated means. The undersigned ' +
    'acknowledges that the purchase of future receivables is not a loan. A photocopy or electronic copy of this authorization is as ' +
    'valid as the original.', 36, y, PAGE_W - 72, 7) + 14;
  const blocks = Math.max(2, m.owners.length);
  for (let i = 0; i < blocks; i++) {
    const o = m.owners[i];
    f.rect(36, y, PAGE_W - 72, 130, { stroke: '#999', lw: 0.5 });
    f.text(`Owner / Guarantor #${i + 1}`, 42, y + 5, { size: 8, bold: true, color: C });
    let at2 = f.blank('Owner/Guarantor name (print)', 42, y + 20, 250);
    if (o) f.value(`owner${i}_name`, nameFields(i, o), printedName(rng, o), at2);
    else if (rng.chance(0.5)) f.strike(at2);
    at2 = f.blank('Title', 306, y + 20, 140);
    if (o) f.value(`owner${i}_title`, { [ownerPath(i, 'role')]: o.title }, o.title, at2);
    at2 = f.blank('% owned', 460, y + 20, 104);
    if (o) f.value(`owner${i}_pct`, { [ownerPath(i, 'ownership')]: o.pct }, rng.pick([`${o.pct}%`, String(o.pct), `${o.pct} %`]), at2);
    at2 = f.blank('SSN', 42, y + 50, 140);
    if (o) { const t = personalTaxId(rng, i, o, 0.7); f.value(`owner${i}_ssn`, t.fields, t.text, at2); }
    at2 = f.blank('Home Address', 196, y + 50, 368);
    if (o) f.value(`owner${i}_home`, {}, o.home, at2);
    if (o) signature(f, 60, y + 84, rng);
    f.line(42, y + 108, 330, y + 108, 0.5);
    f.text('Signature', 42, y + 111, { size: 6.5, color: '#333' });
    f.line(360, y + 108, 564, y + 108, 0.5);
    f.text('Date', 360, y + 111, { size: 6.5, color: '#333' });
    if (o) f.value(`owner${i}_date`, {}, fmtDate(rng, { y: 2025, m: rng.int(1, 12), d: rng.int(1, 28) }, 'US'), { x: 362, y: y + 94, w: 190 });
    y += 140;
  }
  finePrint(f, 'Return the signed application with the last 4 months of business bank statements to submissions@meridianmf.example.', 36, 760, PAGE_W - 72, 6);
}
