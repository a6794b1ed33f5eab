// Copperline Funding Partners: a boxed grid (label in the top-left corner of each cell), navy bands, a row of entity
// boxes, a tax-ID cell with its own EIN / SSN / ITIN boxes, and two partner columns side by side.
import type { Rng } from '../../../statements/generator/prng.ts';
import { dashed, money, type TaxNum } from '../ids.ts';
import { amountGives, biz, dbaOut, dobOut, entityBox, industryOut, legalOut, own, ownerTax, pctOut, scoreOut, startOut, stateGives,
  titleOut, type Out } from '../common.ts';
import type { Merchant, Owner } from '../model.ts';
import type { Gives, Sheet } from '../sheet.ts';
import { LETTER, type Layout } from './types.ts';

const NAVY = '#1f3a5f', L = 36, R = 576, H = 25;

function cell(s: Sheet, label: string, name: string, text: string, x: number, y: number, w: number, gives: Gives | null = null): void {
  s.rect(x, y, w, H, { stroke: '#7a8797', width: 0.5 });
  s.label(label.toUpperCase(), x + 3, y + 2.5, { font: 'Helvetica-Bold', size: 5.8, color: '#4a5868' });
  s.value(name, text, x + 2, y + 10, w - 4, gives, { size: 9 });
}

function band(s: Sheet, text: string, y: number): void {
  s.rect(L, y, R - L, 14, { fill: NAVY });
  s.label(text, L + 6, y + 3.5, { font: 'Helvetica-Bold', size: 8, color: '#fff' });
}

/** The business's tax-ID cell: the number and which box is checked. Bare digits are read from the box. */
function taxCell(s: Sheet, m: Merchant, rng: Rng, x: number, y: number, w: number): void {
  const t: TaxNum | null = m.ein ?? (m.kind === 'sole' || m.kind === 'smllc' ? m.owners[0]!.tax : null);
  const pending = !t || rng.chance(0.1);
  const bare = rng.chance(0.5);
  const text = pending ? rng.pick(['Applied for', 'Pending', '']) : bare ? t.digits : dashed(t);
  const gives: Gives | null = pending ? null : biz({ business_tax_id: t.digits, business_tax_id_type: t.type, business_tax_id_country: 'US' });
  s.rect(x, y, w, H, { stroke: '#7a8797', width: 0.5 });
  s.label('FEDERAL TAX ID', x + 3, y + 2.5, { font: 'Helvetica-Bold', size: 5.8, color: '#4a5868' });
  let bx = x + 58;
  for (const type of ['EIN', 'SSN', 'ITIN'] as const) {
    s.check(`taxid_is_${type.toLowerCase()}`, bx, y + 2, !pending && t.type === type, null, 6);
    s.label(type, bx + 8, y + 2.5, { font: 'Helvetica', size: 5.8, color: '#4a5868' });
    bx += 30;
  }
  s.value('federal_tax_id', text, x + 2, y + 10, w - 4, gives, { size: 9 });
}

function partner(s: Sheet, m: Merchant, o: Owner | undefined, i: number, x: number, y: number, rng: Rng): void {
  const w = 264, half = w / 2;
  const n = (k: string) => `p${i + 1}_${k}`;
  s.rect(x, y, w, 13, { fill: '#dde5ee' });
  s.label(`PARTNER / OWNER ${i + 1}`, x + 4, y + 3.5, { font: 'Helvetica-Bold', size: 7, color: NAVY });
  const blank: Out = { text: '', gives: null };
  const first: Out = o ? { text: o.first, gives: own(i, { first_name: o.first }) } : blank;
  const last: Out = o ? { text: o.last, gives: own(i, { last_name: o.last }) } : blank;
  cell(s, 'First name', n('first'), first.text, x, y + 13, half, first.gives);
  cell(s, 'Last name', n('last'), last.text, x + half, y + 13, half, last.gives);
  const title = o ? titleOut(i, m.kind, rng) : blank;
  const pct = o ? pctOut(i, o, rng, 0.1) : blank;
  cell(s, 'Title', n('title'), title.text, x, y + 38, half, title.gives);
  cell(s, 'Ownership %', n('pct'), pct.text, x + half, y + 38, half, pct.gives);
  const tax = o ? ownerTax(i, o.tax, rng, { maskP: 0.5, label: 'SSN_ITIN' }) : blank;
  const dob = o ? dobOut(i, o, rng) : blank;
  cell(s, 'SSN / ITIN', n('ssn'), tax.text, x, y + 63, half, tax.gives);
  cell(s, 'Date of birth', n('dob'), dob.text, x + half, y + 63, half, dob.gives);
  const home = !o ? '' : o.homeSameAsBusiness ? rng.pick(['Same as business', 'Same as above', 'SAME']) : `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`;
  cell(s, 'Home address', n('home'), home, x, y + 88, w);
  const sc = o && rng.chance(0.6) ? scoreOut(i, o) : blank;
  cell(s, 'Cell phone', n('cell'), o?.cell ?? '', x, y + 113, half);
  cell(s, 'Credit score (est.)', n('fico'), sc.text, x + half, y + 113, half, sc.gives);
}

function draw(m: Merchant, s: Sheet, rng: Rng): void {
  s.addPage();
  s.rect(0, 0, 612, 62, { fill: NAVY });
  s.label('COPPERLINE', L, 16, { font: 'Helvetica-Bold', size: 20, color: '#e8b27a' });
  s.label('FUNDING PARTNERS', L, 39, { font: 'Helvetica', size: 9, color: '#fff' });
  s.label('Small Business & Partnership Application', 300, 18, { font: 'Helvetica-Bold', size: 11, color: '#fff', width: R - 300, align: 'right' });
  s.label(`Submission # CFP-${rng.digits(5)}   ·   Fax or e-mail to deals@copperline.example`, 300, 36, { size: 7, color: '#cfd8e3', width: R - 300,
    align: 'right' });

  band(s, 'BUSINESS INFORMATION', 74);
  const legal = legalOut(m), dba = dbaOut(m, rng);
  cell(s, 'Legal name of business (as filed with IRS)', 'legal_name', legal.text, L, 88, 300, legal.gives);
  cell(s, 'DBA / trade name', 'dba', dba.text, L + 300, 88, R - L - 300, dba.gives);
  s.rect(L, 113, R - L, 18, { stroke: '#7a8797', width: 0.5 });
  s.label('ENTITY TYPE', L + 3, 119, { font: 'Helvetica-Bold', size: 5.8, color: '#4a5868' });
  const boxes: [string, string][] = [['Sole Prop', 'sole'], ['Partnership', 'partnership'], ['LLC', 'smllc'], ['Corporation', 'corp']];
  let x = L + 60;
  for (const [lbl, kind] of boxes) {
    s.check(`entity_${kind}`, x, 118, m.kind === kind, entityBox(lbl), 7);
    s.label(lbl, x + 10, 118.5, { size: 7.5 });
    x += 80;
  }
  s.check('entity_other', x, 118, false, null, 7);
  s.label('Other: ____________', x + 10, 118.5, { size: 7.5 });
  taxCell(s, m, rng, L, 131, 200);
  const start = startOut(m, rng), ind = industryOut(m);
  cell(s, 'Business start date', 'start_date', start.text, L + 200, 131, 110, start.gives);
  cell(s, 'Type of business', 'industry', ind.text, L + 310, 131, R - L - 310, ind.gives);
  cell(s, 'Physical address', 'street', m.address.street, L, 156, 230);
  cell(s, 'City', 'city', m.address.city, L + 230, 156, 150);
  cell(s, 'State', 'state', m.address.state, L + 380, 156, 60, stateGives(m.address));
  cell(s, 'Zip', 'zip', m.address.zip, L + 440, 156, R - L - 440);
  cell(s, 'Business phone', 'phone', m.phone, L, 181, 130);
  cell(s, 'E-mail', 'email', m.email, L + 130, 181, 200);
  cell(s, '# of employees', 'employees', String(m.employees), L + 330, 181, 80);
  cell(s, 'Own / rent', 'own_rent', m.landlord ? 'Rent' : 'Own', L + 410, 181, R - L - 410);
  cell(s, 'Landlord / mortgage holder', 'landlord', m.landlord?.name ?? '', L, 206, 300);
  cell(s, 'Landlord phone', 'landlord_phone', m.landlord?.phone ?? '', L + 300, 206, 130);
  cell(s, 'Monthly rent', 'rent', m.landlord ? money(m.landlord.rent) : '', L + 430, 206, R - L - 430);

  band(s, 'FUNDING REQUEST', 240);
  cell(s, 'Amount requested', 'amount', money(m.amount, rng.pick(['plain', 'cents', 'bare'] as const)), L, 254, 150, amountGives(m.amount));
  cell(s, 'Use of funds', 'use', m.useOfFunds, L + 150, 254, 240);
  cell(s, 'Avg. monthly sales', 'sales', money(m.monthlySales), L + 390, 254, R - L - 390);

  band(s, 'PARTNERS / OWNERS  (every owner of 20% or more)', 288);
  for (let i = 0; i < 2; i++) partner(s, m, m.owners[i], i, L + i * 276, 304, rng);

  band(s, 'BANKING & EXISTING ADVANCES', 452);
  cell(s, 'Bank', 'bank', m.bank.name, L, 466, 180);
  cell(s, 'Routing #', 'routing', m.bank.routing, L + 180, 466, 150);
  cell(s, 'Account #', 'account', m.bank.account, L + 330, 466, R - L - 330);
  for (let k = 0; k < 2; k++) {
    const a = m.advances[k];
    cell(s, `Current funder ${k + 1}`, `adv${k + 1}_funder`, a?.funder ?? '', L, 491 + k * 25, 240);
    cell(s, 'Balance', `adv${k + 1}_balance`, a ? money(a.balance) : '', L + 240, 491 + k * 25, 150);
    cell(s, 'Payment', `adv${k + 1}_payment`, a ? money(a.payment) : '', L + 390, 491 + k * 25, R - L - 390);
  }

  s.label('Each undersigned partner or owner certifies that the information in this application is true and complete, and authorizes '
    + 'Copperline Funding Partners and any funder it presents this application to, to obtain credit reports, bank statements and trade references, '
    + 'and to share this information with those funders.', L, 552, { size: 7.2, width: R - L, color: '#333' });
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x0 = L + i * 276;
    cell(s, `Signature — partner / owner ${i + 1}`, `sig${i + 1}`, '', x0, 590, 264);
    if (o) s.signature(x0 + 14, 608, 200);
    cell(s, 'Date', `sig${i + 1}_date`, o ? `0${rng.int(1, 9)}/${rng.int(10, 28)}/2025` : '', x0, 615, 264);
  }
  s.label(`Copperline rep: ${m.rep.name}   ${m.rep.phone}   ${m.rep.email}`, L, 652, { size: 7.5, color: NAVY });
  s.label('CFP-APP rev. 2023-09', L, 760, { size: 6, color: '#777' });
}

export const copperline: Layout = {
  name: 'copperline-partners', broker: 'Copperline Funding Partners', typedFont: 'Helvetica', size: LETTER, draw,
  profile: { kinds: [['partnership', 6], ['sole', 2], ['smllc', 2]], trades: ['lawn', 'food', 'clean', 'barber', 'home'] },
};
