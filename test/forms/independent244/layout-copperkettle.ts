// Copper Kettle Capital: a hospitality broker's two-page boxed grid (restaurants and bars). Labels sit inside each
// box's top-left corner; the liquor licence, health permit, licensing state, distributor, insurer, landlord, bank and
// existing advances are printed beside the business's own values.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';
import { fAmount, fDba, fDob, fEntity, fIndustry, fLegal, fName, fPct, fRegion, fRole, fSsn, fStart, fTax, finePrint, signatures, fCredit } from './parts.ts';
import type { Sheet } from './sheet.ts';

const RED = '#7a1f1f';
type Fields = Record<string, unknown> | null;

function cell(s: Sheet, label: string, key: string, value: string, x: number, y: number, w: number, fields: Fields, h = 26): void {
  s.doc.lineWidth(0.6).strokeColor('#555').rect(x, y, w, h).stroke().strokeColor('black');
  s.text(label.toUpperCase(), x + 3, y + 2.5, { size: 5.8, font: 'Helvetica-Bold', color: '#6b4a3a' });
  s.value(key, value, x + 4, y + 12, w - 8, fields, 9);
}
function band(s: Sheet, title: string, y: number): number {
  s.doc.rect(36, y, 540, 14).fill(RED).fillColor('black');
  s.text(title, 42, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
  return y + 14;
}
function header(s: Sheet, page: number, pages: number): void {
  const d = s.doc;
  d.save().fillColor(RED).rect(0, 0, 612, 64).fill();
  d.fillColor('#e9b872').circle(66, 34, 17).fill();
  d.strokeColor('#e9b872').lineWidth(3).moveTo(54, 20).bezierCurveTo(56, 6, 76, 6, 78, 20).stroke();
  d.fillColor(RED).rect(52, 40, 28, 4).fill().restore();
  s.text('COPPER KETTLE CAPITAL', 92, 18, { size: 17, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text('Hospitality Working-Capital Programs  |  Restaurants - Bars - Breweries - Caterers', 92, 39, { size: 7.5, color: '#f3dcc0' });
  s.text(`Merchant Application  -  page ${page} of ${pages}`, 440, 22, { size: 8, color: '#ffffff', width: 140, align: 'right' });
}

export function drawCopperKettle(s: Sheet, m: Merchant, r: Rng, broker: string): number {
  header(s, 1, 2);
  let y = band(s, 'SECTION A  -  BUSINESS INFORMATION', 78);
  cell(s, 'Business legal name (as on tax return)', 'legal_name', m.legal, 36, y, 330, fLegal(m));
  cell(s, 'Entity type', 'entity', m.entityText, 366, y, 100, fEntity(m));
  cell(s, 'State of incorporation', 'state_of_incorporation', m.soleProp ? '' : m.incState, 466, y, 110, null);
  y += 26;
  cell(s, 'DBA / trade name', 'dba', m.dbaPrinted, 36, y, 330, fDba(m));
  cell(s, 'Type of business', 'industry', m.industryText, 366, y, 210, fIndustry(m));
  y += 26;
  cell(s, m.taxType === 'SSN' ? 'Federal tax ID / SSN (sole prop.)' : 'Federal tax ID (EIN)', 'tax_id', m.taxPrinted, 36, y, 160, fTax(m));
  cell(s, m.startIso ? 'Business start date' : 'Time in business', 'start', m.startPrinted, 196, y, 120, fStart(m));
  cell(s, 'Business phone', 'phone', m.phone, 316, y, 120, null);
  cell(s, 'Employees', 'employees', m.employees, 436, y, 60, null);
  cell(s, 'Seats / capacity', 'seats', String(r.int(30, 260)), 496, y, 80, null);
  y += 26;
  cell(s, 'Physical address (no P.O. boxes)', 'street', m.street, 36, y, 250, null);
  cell(s, 'City', 'city', m.city, 286, y, 130, null);
  cell(s, 'State', 'state', m.region, 416, y, 60, fRegion(m));
  cell(s, 'Zip', 'zip', m.postal, 476, y, 100, null);
  y += 26;
  cell(s, 'E-mail', 'email', m.email, 36, y, 250, null);
  cell(s, 'Website', 'website', r.chance(0.6) ? m.website : '', 286, y, 190, null);
  cell(s, 'Own / rent premises', 'own_rent', r.pick(['Rent', 'Lease', 'Own']), 476, y, 100, null);

  y = band(s, 'SECTION B  -  LICENCES & PERMITS (verification only)', y + 38);
  const lw = 540 / m.licences.length;
  m.licences.forEach((l, i) => cell(s, l.label, `licence_${i}`, l.value, 36 + i * lw, y, lw, null));
  y += 26;
  m.companies.forEach((c, i) => cell(s, c.label, `company_${i}`, c.value, 36 + i * 270, y, 270, null));
  y += 26;
  cell(s, 'Landlord / management co.', 'landlord', m.landlord, 36, y, 250, null);
  cell(s, 'Landlord phone', 'landlord_phone', m.landlordPhone, 286, y, 150, null);
  cell(s, 'Monthly rent', 'rent', m.rent, 436, y, 140, null);

  y = band(s, 'SECTION C  -  FUNDING REQUEST', y + 38);
  cell(s, 'Amount requested', 'amount', m.amountPrinted, 36, y, 150, fAmount(m));
  cell(s, 'Use of funds', 'use', m.useOfFunds, 186, y, 200, null);
  cell(s, 'Avg. monthly sales', 'monthly_sales', m.monthlySales, 386, y, 100, null);
  cell(s, 'Card volume / mo.', 'card_volume', r.chance(0.5) ? m.monthlySales : '', 486, y, 90, null);
  y += 40;
  s.text('Hospitality files are reviewed with the liquor licence and health permit on record; the licence holder named by the '
    + 'state may differ from the applicant. Do not enter your distributor or landlord as the business.', 36, y, { size: 6, width: 540, color: '#555' });

  s.addPage();
  header(s, 2, 2);
  y = band(s, 'SECTION D  -  OWNERS / OFFICERS (all owners of 20% or more)', 78);
  m.owners.forEach((o, i) => {
    cell(s, `Owner ${i + 1} full name`, `owner${i}_name`, o.printed, 36, y, 220, fName(o, i));
    cell(s, 'Title', `owner${i}_title`, o.title, 256, y, 110, fRole(o, i));
    cell(s, 'Ownership %', `owner${i}_pct`, o.pctText, 366, y, 70, fPct(o, i));
    cell(s, 'SSN', `owner${i}_ssn`, o.taxPrinted, 436, y, 140, fSsn(o, i));
    y += 26;
    cell(s, 'Date of birth', `owner${i}_dob`, o.dobPrinted, 36, y, 100, fDob(o, i));
    cell(s, 'Home address', `owner${i}_home`, o.home, 136, y, 180, null);
    cell(s, 'City / State / Zip', `owner${i}_homecity`, o.homeCity, 316, y, 170, null);
    cell(s, 'Credit score (est.)', `owner${i}_fico`, o.credit === null ? '' : String(o.credit), 486, y, 90, fCredit(o, i));
    y += 26;
    cell(s, 'Cell phone', `owner${i}_phone`, o.phone, 36, y, 180, null);
    cell(s, 'Personal e-mail', `owner${i}_email`, o.email, 216, y, 360, null);
    y += 32;
  });
  y = band(s, 'SECTION E  -  BUSINESS BANK ACCOUNT & EXISTING ADVANCES', y + 4);
  cell(s, 'Bank name', 'bank', m.bankName, 36, y, 200, null);
  cell(s, 'Routing #', 'routing', m.routing, 236, y, 150, null);
  cell(s, 'Account #', 'account', m.account, 386, y, 190, null);
  y += 26;
  const adv = m.advances.length ? m.advances : [{ funder: 'None', balance: '', payment: '' }];
  for (const [i, a] of adv.entries()) {
    cell(s, 'Current funder', `adv${i}_funder`, a.funder, 36, y, 250, null);
    cell(s, 'Balance', `adv${i}_balance`, a.balance, 286, y, 150, null);
    cell(s, 'Daily / weekly payment', `adv${i}_payment`, a.payment, 436, y, 140, null);
    y += 26;
  }
  y = band(s, 'AUTHORIZATION', y + 10) + 6;
  y = finePrint(s, 40, y, 530, broker, false) + 16;
  const sig = `${r.int(1, 12)}/${r.int(1, 28)}/2025`;
  signatures(s, m, 40, y, 530, m.owners.map(() => sig));
  s.text(`Submitted by ISO: ${r.pick(['Dana Whitfield', 'Marco Ruiz', 'Tess Albright'])}  |  ISO phone ${r.pick(['(646) 555-0132', '(305) 555-0178'])}  |  ISO #CK-${r.int(1000, 9999)}`,
    36, 770, { size: 6.5, color: '#555' });
  return 2;
}
