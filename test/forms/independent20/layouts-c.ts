// Set 20 layout 5: an e-commerce seller's application as shaded two-column tables, entity and frequency written as text.
import type { Sheet } from './kit.ts';
import type { IndustrySpec, Merchant } from './merchant.ts';
import { cityLine, fullName, letters, money, nDigits, oneLine, pad, person, phone } from './data.ts';
import { addrF, amountF, consent, dbaF, industryF, legalF, nameF, one, ownerTaxF, pctText, row, signatures, startF, taxF } from './parts.ts';

export const ECOMMERCE: IndustrySpec = {
  countries: ['US', 'US', 'CA'],
  industries: [['Online store - home goods', 'ecommerce'], ['Amazon seller (FBA), kitchenware', 'ecommerce'], ['Shopify store, apparel', 'ecommerce'],
    ['E-commerce / online retail', 'ecommerce'], ['Dropshipping', 'ecommerce']],
  stems: ['Cedar & Pine Goods', 'Nimbus Supply Co', 'Brightleaf Home', '{L} Outfitters', 'Pixel Pantry'],
  us: [{ text: 'LLC', id: 'llc', suffix: ' LLC' }, { text: 'Single-Member LLC', id: 'llc', suffix: ' LLC' }, { text: 'Inc.', id: 'c_corporation', suffix: ' Inc.' },
    { text: 'S Corp', id: 's_corporation', suffix: ', Inc.' }, { text: 'Sole Proprietor', id: 'sole_proprietorship', suffix: '' }],
  ca: [{ text: 'Inc.', id: 'ca_corporation', suffix: ' Inc.' }, { text: 'Corporation', id: 'ca_corporation', suffix: ' Corp.' },
    { text: 'Sole Proprietorship', id: 'sole_proprietorship', suffix: '' }],
  titles: ['Founder', 'CEO', 'Owner', 'Managing Member', 'COO'],
};
const FREQ_TEXT: Record<string, string[]> = { daily: ['Daily', 'Daily (M-F)'], weekly: ['Weekly'], biweekly: ['Bi-weekly', 'Biweekly'], monthly: ['Monthly'] };

function business(s: Sheet, m: Merchant, x: number, y: number): number {
  const r = s.rng, lw = 120, vw = 156;
  const left: [string, string, Parameters<typeof row>[7]][] = [
    ['Legal Entity Name', m.legal, legalF(m)], ['Store / Brand Name', m.dba.text, dbaF(m)], ['Entity Type', m.entity.text, { type_of_entity: m.entity.id }],
    [m.taxLabel, m.tax.text, taxF(m)], ['Nature of Business', m.industry.text, industryF(m)],
    [m.start ? 'Start Date' : 'Time in Business', m.start?.text ?? `${m.years} yrs`, m.start ? startF(m) : 'decoy'],
    ['Registered Office', m.addr.street, 'decoy'], ['City / Region / Postal', cityLine(m.addr), addrF(m)]];
  const right: [string, string][] = [['Store URL', `https://${m.web.slice(4)}`], ['Amazon Seller ID', `A${letters(r, 2)}${nDigits(r, 4)}${letters(r, 3)}${nDigits(r, 3)}`],
    ['Shopify Payouts / mo', money(r, r.int(8, 120) * 1000, m.country)], ['Monthly Online Sales', money(r, r.int(15, 250) * 1000, m.country)],
    ['Stripe Account', `acct_${letters(r, 4).toLowerCase()}${nDigits(r, 8)}`], ['3PL / Prep Center', r.pick(['ShipBob', 'Deliverr', 'Red Stag Fulfillment', 'PrepPros'])],
    ['Business Phone', m.phone], ['Support E-mail', m.email]];
  left.forEach(([l, v, f], i) => row(s, x, y + i * 16, lw, vw, l, v, f));
  right.forEach(([l, v], i) => row(s, x + lw + vw, y + i * 16, 110, 166, l, v));
  return y + 8 * 16 + 8;
}

function ownersTable(s: Sheet, m: Merchant, x: number, y: number): number {
  const lw = 100, vw = 176;
  m.owners.forEach((o, i) => {
    const cx = x + (i % 2) * (lw + vw), cy = y + Math.floor(i / 2) * 104;
    s.rect(cx, cy, lw + vw, 14, '#2f5496').text(`Principal ${i + 1}`, cx + 4, cy + 3.5, 8, 'Helvetica-Bold', '#ffffff');
    const rows: [string, string, Parameters<typeof row>[7]][] = [['Name', o.printedName, nameF(o, i)], ['Title', o.title, one(i, 'role', o.title)],
      ['Ownership', pctText(s, o), one(i, 'ownership', o.pct)], [m.country === 'CA' ? 'SIN' : 'SSN', o.tax.text, ownerTaxF(o, i)],
      ['Date of Birth', o.dob?.text ?? '', one(i, 'date_of_birth', o.dob?.iso ?? null)], ['Home Address', oneLine(o.home), 'decoy']];
    rows.forEach(([l, v, f], k) => row(s, cx, cy + 14 + k * 15, lw, vw, l, v, f));
  });
  return y + Math.ceil(m.owners.length / 2) * 104 + 4;
}

export function ecommerce(s: Sheet, m: Merchant): void {
  const r = s.rng, x = 30;
  s.rect(x, 26, 552, 34, '#2f5496').text('SHOPFRONT ADVANCE', x + 10, 32, 15, 'Helvetica-Bold', '#ffffff')
    .text('Revenue-Based Funding Application for Online Sellers', x + 10, 49, 8, 'Helvetica', '#ffffff');
  s.text(`App # ${letters(r, 2)}-${nDigits(r, 6)}`, 480, 40, 8, 'Helvetica', '#ffffff');
  let y = business(s, m, x, 70);
  s.bold('FUNDING', x, y, 9); y += 12;
  const freq = r.pick(FREQ_TEXT[m.freq]!);
  row(s, x, y, 120, 156, 'Amount Requested', m.requested.text, amountF(m));
  row(s, x + 276, y, 110, 166, 'Remittance Frequency', freq, { payment_frequency: m.freq }); y += 16;
  row(s, x, y, 120, 156, 'Est. Remittance', m.payment.text, { requested_payment: m.payment.n });
  row(s, x + 276, y, 110, 166, 'Use of Funds', r.pick(['Q4 inventory purchase', 'Ad spend (Meta/Google)', 'New product line'])); y += 24;
  s.bold('PRINCIPALS', x, y, 9);
  y = ownersTable(s, m, x, y + 12);
  s.bold('ISO / BROKER INFORMATION (office use)', x, y, 9); y += 12;
  const iso: [string, string][] = [['Broker Company', r.pick(['Lighthouse Funding Advisors LLC', 'Northstar Merchant Partners'])], ['Broker EIN', `${pad(r.int(20, 66), 2)}-${nDigits(r, 7)}`],
    ['ISO Rep', fullName(person(r))], ['Rep Phone', phone(r)]];
  iso.forEach(([l, v], i) => row(s, x + (i % 2) * 276, y + Math.floor(i / 2) * 16, i % 2 ? 110 : 120, i % 2 ? 166 : 156, l, v));
  y += 40;
  signatures(s, x, Math.max(y, 640), m, consent(m));
}
