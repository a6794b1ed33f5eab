// Set 20 layouts 6-7: a salon / spa with booth renters (labels above underlined values) and an auto repair shop on a
// landscape page in three columns (landlord and floor-plan lender as decoys).
import type { Sheet } from './kit.ts';
import { CA_ENTITIES, US_ENTITIES, type IndustrySpec, type Merchant } from './merchant.ts';
import { cityLine, fullName, letters, money, nDigits, oneLine, person, phone, tenDigits } from './data.ts';
import { addrF, amountF, cell, consent, dbaF, entityRow, freqRow, industryF, legalF, nameF, one, ownerCells, ownerTaxF, ownRent, pctText,
  signatures, startF, taxF } from './parts.ts';
import type { Fields } from './kit.ts';

export const SALON: IndustrySpec = {
  countries: ['US', 'CA'],
  industries: [['Hair salon', 'personal_care'], ['Day spa', 'personal_care'], ['Nail salon', 'personal_care'], ['Barbershop', 'personal_care'],
    ['Beauty salon & spa', 'personal_care'], ['Lash and brow studio', 'personal_care']],
  stems: ['Velvet Chair Salon', 'Serenity Day Spa', '{L} Hair Studio', 'Polished Nail Bar', 'Fade Factory Barbers'],
  us: US_ENTITIES, ca: CA_ENTITIES, titles: ['Owner', 'Owner / Stylist', 'President', 'Member', 'Co-owner'],
};

function above(s: Sheet, x: number, y: number, w: number, label: string, text: string, f: Fields | 'decoy' = 'decoy'): void {
  s.text(label.toUpperCase(), x, y, 6, 'Helvetica-Bold', '#7a1f5c');
  s.value(x + 1, y + 9, w - 4, text, f);
  s.hline(x, y + 20, w - 6, '#7a1f5c');
}

export function salon(s: Sheet, m: Merchant): void {
  const r = s.rng, x = 34;
  s.text('Salon & Spa Merchant Application', x, 28, 16, 'Times-Bold', '#7a1f5c').text('LUXE CAPITAL FUNDING  -  beauty industry specialists', x, 48, 8);
  let y = 66;
  above(s, x, y, 300, 'Legal business name', m.legal, legalF(m));
  above(s, x + 300, y, 244, 'Salon name (DBA)', m.dba.text, dbaF(m)); y += 26;
  above(s, x, y, 180, 'Type of business', m.industry.text, industryF(m));
  above(s, x + 180, y, 180, m.taxLabel, m.tax.text, taxF(m));
  above(s, x + 360, y, 184, m.start ? 'Opened on' : 'Years in business', m.start?.text ?? String(m.years), m.start ? startF(m) : 'decoy'); y += 28;
  y = entityRow(s, x, y, m.country === 'US' ? ['Corporation', 'LLC', 'S-Corp', 'Sole Proprietor'] : ['Corporation', 'Sole Proprietorship'], m, 90) + 4;
  above(s, x, y, 240, 'Salon address', m.addr.street);
  above(s, x + 240, y, 180, 'City / state / zip', cityLine(m.addr), addrF(m));
  above(s, x + 420, y, 124, 'Salon phone', m.phone); y += 26;
  above(s, x, y, 140, 'Stations / chairs', String(r.int(4, 18)));
  above(s, x + 140, y, 200, 'Establishment licence #', r.chance(0.5) ? tenDigits(r) : `EST${nDigits(r, 7)}`);
  above(s, x + 340, y, 204, 'Salon manager (not an owner)', fullName(person(r))); y += 28;
  ownRent(s, x, y, true);
  above(s, x + 150, y - 8, 200, 'Landlord / property manager', r.pick(['Crescent Retail Partners', 'Oakview Commons LLC', fullName(person(r))]));
  above(s, x + 350, y - 8, 194, 'Landlord phone', phone(r)); y += 24;
  above(s, x, y, 140, 'Funding requested', m.requested.text, amountF(m));
  above(s, x + 140, y, 140, 'Proposed payment', m.payment.text, { requested_payment: m.payment.n });
  s.text('PAYMENT SCHEDULE', x + 290, y, 6, 'Helvetica-Bold', '#7a1f5c');
  freqRow(s, x + 290, y + 10, m); y += 30;
  s.text('BOOTH / CHAIR RENTERS (independent contractors, not owners)', x, y, 7.5, 'Helvetica-Bold', '#7a1f5c'); y += 11;
  const n = r.int(2, 4);
  for (let k = 0; k < n; k++) {
    above(s, x, y, 190, 'Renter name', fullName(person(r)));
    above(s, x + 190, y, 80, 'Booth #', String(k + 1 + r.int(0, 3)));
    above(s, x + 270, y, 120, 'Weekly rent', money(r, r.int(12, 40) * 10, m.country));
    above(s, x + 390, y, 154, 'Cosmetology licence', nDigits(r, r.pick([8, 9, 10]))); y += 23;
  }
  y += 4;
  m.owners.forEach((_, i) => { y = ownerCells(s, x - 4, y, m, i, `OWNER ${i + 1}`) + 2; });
  signatures(s, x, Math.max(y + 2, 672), m, consent(m));
}

export const AUTO: IndustrySpec = {
  countries: ['US', 'US', 'CA'],
  industries: [['Auto repair / body shop', 'auto_repair'], ['Collision repair', 'auto_repair'], ['Tire shop', 'auto_repair'],
    ['Mechanic / auto service', 'auto_repair'], ['Used car dealer', 'auto_dealer_used']],
  stems: ['{L} Auto Care', 'Precision Collision', 'Northgate Tire & Lube', 'Eastside Motorworks', 'Gearhead Garage'],
  us: [{ text: 'Inc', id: 'c_corporation', suffix: ' Inc' }, { text: 'Corp', id: 'c_corporation', suffix: ' Corp' }, ...US_ENTITIES.slice(1, 4)],
  ca: [{ text: 'Ltd', id: 'ca_corporation', suffix: ' Ltd' }, { text: 'Inc.', id: 'ca_corporation', suffix: ' Inc.' }, CA_ENTITIES[1]!],
  titles: ['Owner', 'President', 'Member', 'Shop Owner', 'Secretary'],
};

function autoOwner(s: Sheet, m: Merchant, i: number, x: number, y: number, w: number): number {
  const o = m.owners[i]!, k = w / 264, W = (n: number): number => Math.round(n * k);
  cell(s, x, y, W(140), `Owner ${i + 1} name`, o.printedName, nameF(o, i));
  cell(s, x + W(140), y, W(80), 'Title', o.title, one(i, 'role', o.title));
  cell(s, x + W(220), y, w - W(220), '% own', pctText(s, o), one(i, 'ownership', o.pct));
  y += 24;
  cell(s, x, y, W(90), m.country === 'CA' ? 'SIN' : 'SSN', o.tax.text, ownerTaxF(o, i));
  cell(s, x + W(90), y, W(80), 'DOB', o.dob?.text ?? '', one(i, 'date_of_birth', o.dob?.iso ?? null));
  cell(s, x + W(170), y, w - W(170), 'Credit score', o.score === null ? '' : String(o.score), one(i, 'credit_score', o.score));
  y += 24;
  cell(s, x, y, w, 'Home address', oneLine(o.home));
  return y + 28;
}

export function auto(s: Sheet, m: Merchant): void {
  const r = s.rng, c1 = 24, c2 = 288, c3 = 552, w = 258;
  s.bold('GARAGELINE FUNDING  -  Auto Service Merchant Funding Application', c1, 22, 13);
  s.text('Repair shops, body shops, tire & lube, dealers. Complete all sections.', c1, 38, 7.5);
  let y = 52;
  s.band('A. SHOP', c1, y, w); y += 14;
  cell(s, c1, y, w, 'Legal name', m.legal, legalF(m)); y += 24;
  cell(s, c1, y, w, 'DBA / shop name', m.dba.text, dbaF(m)); y += 24;
  cell(s, c1, y, 110, 'Entity (Inc, LLC, ...)', m.entity.text, { type_of_entity: m.entity.id });
  cell(s, c1 + 110, y, 148, m.taxLabel, m.tax.text, taxF(m)); y += 24;
  cell(s, c1, y, w, 'Type of business', m.industry.text, industryF(m)); y += 24;
  cell(s, c1, y, w, 'Shop address', m.addr.street); y += 24;
  cell(s, c1, y, 160, 'City / State / ZIP', cityLine(m.addr), addrF(m));
  cell(s, c1 + 160, y, 98, 'Bays', String(r.int(2, 14))); y += 24;
  cell(s, c1, y, 130, m.start ? 'In business since' : 'Years in business', m.start?.text ?? String(m.years), m.start ? startF(m) : 'decoy');
  cell(s, c1 + 130, y, 128, 'Phone', m.phone); y += 24;
  cell(s, c1, y, 130, 'Repair facility reg. #', tenDigits(r));
  cell(s, c1 + 130, y, 128, 'ASE shop cert. #', `${nDigits(r, 9)}`); y += 24;
  cell(s, c1, y, w, 'Service manager (not owner)', `${fullName(person(r))}  ${phone(r)}`); y += 30;
  s.band('B. REQUEST', c1, y, w); y += 14;
  cell(s, c1, y, 129, 'Amount requested', m.requested.text, amountF(m));
  cell(s, c1 + 129, y, 129, 'Number of payments', String(m.nPayments), { number_of_payments: m.nPayments }); y += 26;
  freqRow(s, c1, y, m);
  let y2 = 52;
  s.band('C. PREMISES & LENDERS', c2, y2, w); y2 += 14;
  ownRent(s, c2, y2 + 2, true); y2 += 14;
  cell(s, c2, y2, w, 'Landlord', r.pick(['Route 9 Properties LLC', 'Harlan Family Trust', fullName(person(r))])); y2 += 24;
  cell(s, c2, y2, 130, 'Landlord phone', phone(r));
  cell(s, c2 + 130, y2, 128, 'Monthly rent', money(r, r.int(20, 120) * 100, m.country)); y2 += 24;
  cell(s, c2, y2, w, 'Floor-plan lender', r.pick(['NextGear Capital', 'AFC Floorplan', 'Westlake Flooring', 'Kinetic Advantage'])); y2 += 24;
  cell(s, c2, y2, 130, 'Floor-plan acct #', nDigits(r, 10));
  cell(s, c2 + 130, y2, 128, 'Credit line', money(r, r.int(50, 500) * 1000, m.country)); y2 += 24;
  cell(s, c2, y2, w, 'Parts supplier (trade ref.)', `${r.pick(['NAPA Auto Parts', 'O\'Reilly Pro', 'LKQ', 'Advance Pro'])}  acct ${nDigits(r, 7)}`); y2 += 24;
  cell(s, c2, y2, 130, 'Bank routing #', m.country === 'CA' ? `${nDigits(r, 5)}-${nDigits(r, 3)}` : nDigits(r, 9));
  cell(s, c2 + 130, y2, 128, 'Account #', nDigits(r, 11)); y2 += 24;
  cell(s, c2, y2, w, 'Garage liability policy', `${letters(r, 3)}${nDigits(r, 8)}`); y2 += 30;
  s.band('D. OWNERS', c2, y2, w); y2 += 14;
  m.owners.slice(0, 2).forEach((_, i) => { y2 = autoOwner(s, m, i, c2, y2, w); });
  let y3 = 52;
  if (m.owners.length > 2) {
    s.band('D. OWNERS (cont.)', c3, y3, 216); y3 += 14;
    m.owners.slice(2).forEach((_, k) => { y3 = autoOwner(s, m, k + 2, c3, y3, 216); });
  }
  const py = s.para(consent(m), c3, Math.max(y3 + 6, 360), 216);
  m.owners.forEach((o, i) => {
    s.hline(c3, py + 22 + i * 26, 96).text('Signature', c3, py + 24 + i * 26, 6);
    s.value(c3 + 100, py + 11 + i * 26, 116, `${o.first} ${o.last}`, nameF(o, i));
  });
}
