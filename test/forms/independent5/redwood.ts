// Redwood Bridge Capital: sections marked by a dark band down the left edge with turned titles, cells of label over
// value on thin grey lines in three columns, an entity row marked with a letter X whose "Other" line carries S corp
// or PLLC, the schedule written as a word, and 1-3 owners as repeated blocks ("Owner 2 of 3") with full names that
// may carry a suffix, home addresses (decoys) and no credit score. An ISO box "for office use" holds decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { ein, fmtDate, fullName, money, ssnText } from './format.ts';
import { BIZ_TAX, FREQ_WORD, NAME, put, STATE, TAX, type Keys, type Layout } from './kit.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

const BROWN = '#5b2c1e';
const L = 70;
const W = 502;

function cellOver(p: Pen, label: string, x: number, y: number, w: number, value: string, keys: Keys): void {
  p.text(label, x, y, { size: 7, color: '#5b5b5b' });
  put(p, value, x + 1, y + 11, w - 8, keys, { size: 9.5 });
  p.rule(x, y + 23, x + w - 8, y + 23, { w: 0.5, color: '#9a9a9a' });
}

/** A dark band at the left for a section of height h, its title turned upwards. */
function band(p: Pen, title: string, y: number, h: number): void {
  p.rect(40, y, 20, h, { fill: BROWN });
  const d = p.doc.save().rotate(-90, { origin: [54, y + h - 4] });
  d.font('Helvetica-Bold').fontSize(7.5).fillColor('#fff').text(title, 54, y + h - 4, { lineBreak: false });
  d.restore().fillColor('#000');
}

function entity(p: Pen, m: Merchant, y: number): void {
  const listed: Record<string, string> = { c_corporation: 'Corporation', llc: 'LLC', general_partnership: 'Partnership' };
  const label = listed[m.entityId];
  p.text('Entity Type', L, y, { size: 7, color: '#5b5b5b' });
  const x = p.checks([...Object.entries(listed).map(([id, l]) => ({ label: l, on: id === m.entityId })), { label: 'Sole Prop', on: false }], L, y + 11,
    ['type_of_entity'], { name: 'Entity' });
  p.checks([{ label: 'Other:', on: !label }], x, y + 11, [], { name: 'Entity' });
  p.rule(x + 38, y + 20, L + W - 8, y + 20, { w: 0.5 });
  if (!label) p.value(m.entityId === 'pllc' ? 'PLLC' : 'S-Corp', x + 42, y + 9, 80, ['type_of_entity']);
}

function company(p: Pen, m: Merchant, r: Rng, y: number): number {
  const top = y;
  const c = W / 3;
  cellOver(p, 'Company Legal Name', L, y, 2 * c, m.legal, ['legal_name']);
  cellOver(p, 'Fed ID', L + 2 * c, y, c, ein(m.tid), BIZ_TAX);
  y += 30;
  cellOver(p, 'DBA', L, y, 2 * c, m.dba, ['trade_name']);
  cellOver(p, 'Business Inception Date', L + 2 * c, y, c, fmtDate(m.start, r.pick(['dash', 'mdy'] as const)), ['business_start_date']);
  y += 30;
  entity(p, m, y);
  y += 30;
  cellOver(p, 'Business Address', L, y, c, m.addr.street, 'info');
  cellOver(p, 'City, State Zip', L + c, y, c, `${m.addr.city}, ${m.addr.region} ${m.addr.zip}`, STATE);
  cellOver(p, 'Time in Business', L + 2 * c, y, c, `${m.years} years`, 'info');
  y += 30;
  cellOver(p, 'Type of Business', L, y, c, m.industryText, ['industry']);
  cellOver(p, 'Business Phone', L + c, y, c, m.phone, 'info');
  cellOver(p, 'Website', L + 2 * c, y, c, m.website, 'info');
  y += 30;
  band(p, 'BUSINESS', top - 4, y - top);
  return y + 8;
}

function money4(p: Pen, m: Merchant, y: number): number {
  const c = W / 4;
  cellOver(p, 'Funding Amount Requested', L, y, c, money(m.amount, { cents: true }), ['requested_amount']);
  cellOver(p, 'Payment Amount', L + c, y, c, money(m.payment, { cents: true }), ['requested_payment']);
  cellOver(p, 'Number of Payments', L + 2 * c, y, c, String(m.nPayments), ['number_of_payments']);
  cellOver(p, 'Payment Frequency', L + 3 * c, y, c, FREQ_WORD[m.freq]!, ['payment_frequency']);
  band(p, 'TERMS', y - 4, 34);
  return y + 38;
}

function ownerBlock(p: Pen, m: Merchant, i: number, y: number): number {
  const o = m.owners[i]!;
  const c = W / 3;
  p.text(`Owner ${i + 1} of ${m.owners.length}`, L, y, { font: 'Helvetica-Bold', size: 8, color: BROWN });
  y += 12;
  cellOver(p, 'Full Name', L, y, c, fullName(o), NAME(i));
  cellOver(p, 'Title', L + c, y, c / 2, o.title, [`a${i}.role`]);
  cellOver(p, 'Ownership %', L + 1.5 * c, y, c / 2, String(o.pct), [`a${i}.ownership`]);
  cellOver(p, 'SSN', L + 2 * c, y, c, ssnText(o), TAX(i));
  y += 30;
  cellOver(p, 'Date of Birth', L, y, c, fmtDate(o.dob, 'long'), [`a${i}.date_of_birth`]);
  cellOver(p, 'Home Address', L + c, y, 2 * c, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.zip}`, 'decoy');
  return y + 32;
}

export const REDWOOD: Layout = {
  name: 'redwood-band', country: 'US', owners: [1, 3], entities: ['llc', 'c_corporation', 'general_partnership', 's_corporation', 'pllc'],
  mark: 'x-letter', valueFont: 'Helvetica', maskSsn: 0.5,
  draw(p, m, r) {
    p.text('REDWOOD BRIDGE CAPITAL', 40, 34, { font: 'Helvetica-Bold', size: 17, color: BROWN });
    p.text('Small Business Funding Application', 40, 54, { size: 9.5 });
    p.rect(392, 28, 180, 42, { stroke: '#888' });
    p.text('FOR OFFICE USE  -  ISO / Agent', 396, 31, { size: 6.5, color: '#666' });
    p.decoy(m.iso.name, 398, 42, 170, { size: 9 });
    p.decoy(m.iso.phone, 398, 55, 170, { size: 9 });
    let y = company(p, m, r, 86);
    y = money4(p, m, y + 4);
    const top = y;
    m.owners.forEach((_, i) => { y = ownerBlock(p, m, i, y); });
    band(p, 'OWNERS', top - 4, y - top);
    y += 6;
    const c = W / 3;
    cellOver(p, 'Bank Name', L, y, c, m.bank.name, 'decoy');
    cellOver(p, 'Routing Number', L + c, y, c, m.bank.routing, 'decoy');
    cellOver(p, 'Account Number', L + 2 * c, y, c, m.bank.account, 'decoy');
    band(p, 'BANK', y - 4, 32);
    p.text('By signing, each owner authorizes Redwood Bridge Capital and its funding sources to obtain business and personal credit ' +
      'reports and to contact the references and financial institutions named.', L, y + 40, { size: 7, w: W });
    cellOver(p, 'Signature', L, y + 66, W / 2, '', 'info');
    cellOver(p, 'Date', L + W / 2, y + 66, W / 2, '', 'info');
  },
};
