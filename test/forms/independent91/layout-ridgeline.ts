// Ridgeline Funding Group: a boxed grid with small-capital labels inside each cell, a dark green header band,
// numbered section bars, two owner blocks side by side. Money with or without cents, "$1,250/day" payments,
// MM/DD/YYYY or "Mar 4th 2015" dates, dashed EINs and SSNs (sometimes masked XXX-XX-1234), "50%" or "50.00%".
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import * as F from './formats.ts';
import { AUTH_TEXT, bar, cell, decoy, finePrint, homeLine, put, signature, type LayoutDef } from './kit.ts';
import type { Merchant } from './model.ts';
import * as V from './values.ts';

const GREEN = '#1f4d3a';
const ENTITY_BOXES = ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Prop', 'Non-Profit'] as const;

function business(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  const L = 36;
  bar(s, '1.  BUSINESS INFORMATION', L, y, 540, GREEN);
  y += 15;
  let c = cell(s, 'Legal / Corporate Name', L, y, 330, 26);
  put(s, 'legal_name', V.legal(m), c.x, c.y, c.w);
  c = cell(s, 'DBA (if different)', L + 330, y, 210, 26);
  put(s, 'dba', V.dba(m, rng.pick<V.DbaFmt>(['name', 'name', 'same', 'blank'])), c.x, c.y, c.w);
  y += 26;
  c = cell(s, 'Physical Address (no P.O. boxes)', L, y, 250, 26);
  decoy(s, 'street', m.address.street, c.x, c.y, c.w);
  c = cell(s, 'City', L + 250, y, 120, 26);
  decoy(s, 'city', m.address.city, c.x, c.y, c.w);
  c = cell(s, 'State', L + 370, y, 60, 26);
  put(s, 'state', V.region(m, 'code'), c.x, c.y, c.w);
  c = cell(s, 'Zip', L + 430, y, 110, 26);
  decoy(s, 'zip', m.address.postal, c.x, c.y, c.w);
  y += 26;
  c = cell(s, 'Federal Tax ID (EIN)', L, y, 140, 26);
  put(s, 'tax_id', V.businessTaxId(m, 'dash', 'EIN'), c.x, c.y, c.w);
  c = cell(s, 'Business Start Date', L + 140, y, 130, 26);
  put(s, 'start_date', V.startDate(m.start, rng.pick<F.DateFmt>(['mdy', 'abbrOrd'])), c.x, c.y, c.w);
  c = cell(s, 'Business Phone', L + 270, y, 130, 26);
  decoy(s, 'phone', F.phone(m.phone, 'paren'), c.x, c.y, c.w);
  c = cell(s, 'State of Incorporation', L + 400, y, 140, 26);
  decoy(s, 'inc_state', m.incRegion, c.x, c.y, c.w);
  y += 26;
  c = cell(s, 'Type of Business / Industry', L, y, 200, 26);
  put(s, 'industry', V.industry(m), c.x, c.y, c.w);
  c = cell(s, 'Business Email', L + 200, y, 170, 26);
  decoy(s, 'email', m.email, c.x, c.y, c.w, 8);
  c = cell(s, 'Website', L + 370, y, 170, 26);
  decoy(s, 'website', m.website, c.x, c.y, c.w, 8);
  y += 26;
  s.box(L, y, 540, 20, { stroke: '#666' });
  s.text('ENTITY TYPE:', L + 4, y + 7, { size: 6.5, bold: true });
  const opt = V.entityOptions(m, ENTITY_BOXES);
  let x = L + 60;
  for (const label of ENTITY_BOXES) x = s.check(`entity_${label}`, label, x, y + 6, opt.checked === label, { type_of_entity: m.entity.id });
  x = s.check('entity_other', 'Other:', x, y + 6, opt.other !== null, {});
  s.rule(x - 6, y + 15, L + 536, y + 15);
  if (opt.other) s.value('entity_other_text', opt.other, x - 4, y + 5, L + 536 - x, { type_of_entity: m.entity.id }, 8);
  return y + 26;
}

function request(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  const L = 36;
  bar(s, '2.  FUNDING REQUEST', L, y, 540, GREEN);
  y += 15;
  const fmt = rng.pick<F.MoneyFmt>(['dollar', 'cents']);
  let c = cell(s, 'Amount Requested', L, y, 135, 26);
  put(s, 'amount', V.amount(m.amount, fmt), c.x, c.y, c.w);
  c = cell(s, 'Requested Payment', L + 135, y, 135, 26);
  const payFmt: V.PaymentFmt = m.frequency === 'daily' ? 'perDay' : m.frequency === 'weekly' ? 'perWeek' : 'cents';
  if (rng.chance(0.75)) put(s, 'payment', V.payment(m.payment, m.frequency, payFmt), c.x, c.y, c.w);
  c = cell(s, '# of Payments', L + 270, y, 90, 26);
  if (rng.chance(0.6)) put(s, 'n_payments', V.payments(m.nPayments, false), c.x, c.y, c.w);
  c = cell(s, 'Use of Funds', L + 360, y, 180, 26);
  decoy(s, 'use', rng.pick(['Inventory', 'Payroll & expansion', 'Equipment purchase', 'Working capital', 'Marketing']), c.x, c.y, c.w);
  y += 26;
  c = cell(s, 'Avg. Monthly Sales', L, y, 135, 26);
  decoy(s, 'monthly_sales', F.money(m.monthlySales, 'dollar'), c.x, c.y, c.w);
  c = cell(s, 'Gross Annual Revenue', L + 135, y, 135, 26);
  decoy(s, 'annual_revenue', F.money(m.annualRevenue, 'dollar'), c.x, c.y, c.w);
  c = cell(s, 'Open Advances (Funder / Balance / Payment)', L + 270, y, 270, 26);
  const f = m.funders[0];
  if (f) decoy(s, 'funder0', `${f.name} / ${F.money(f.balance, 'dollar')} / ${F.money(f.payment, 'dollar')}/day`, c.x, c.y, c.w, 8);
  else decoy(s, 'funder0', 'None', c.x, c.y, c.w);
  return y + 32;
}

function owners(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  const L = 36;
  bar(s, '3.  OWNER / GUARANTOR INFORMATION', L, y, 540, GREEN);
  y += 15;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x = L + i * 270, w = 270;
    s.text(`OWNER ${i + 1}`, x + 3, y + 2, { size: 6.5, bold: true, color: GREEN });
    let yy = y + 10;
    let c = cell(s, 'Full Name', x, yy, 170, 24);
    if (o) put(s, `o${i}_name`, V.ownerName(i, o.person, 'firstLast'), c.x, c.y, c.w);
    c = cell(s, 'Title', x + 170, yy, w - 170, 24);
    if (o) put(s, `o${i}_title`, V.role(i, o.title), c.x, c.y, c.w);
    yy += 24;
    c = cell(s, 'Ownership %', x, yy, 80, 24);
    if (o) put(s, `o${i}_own`, V.ownership(i, o.ownership, rng.pick<F.PctFmt>(['pct', 'dec'])), c.x, c.y, c.w);
    c = cell(s, 'SSN / ITIN', x + 80, yy, 100, 24);
    if (o) put(s, `o${i}_ssn`, V.ownerTaxId(i, o, V.ownerTaxFmt(rng, m, i, ['dash', 'dash', 'maskX'] as const)), c.x, c.y, c.w);
    c = cell(s, 'Date of Birth', x + 180, yy, w - 180, 24);
    if (o && rng.chance(0.9)) put(s, `o${i}_dob`, V.dob(i, o.dob, 'mdy'), c.x, c.y, c.w);
    yy += 24;
    c = cell(s, 'Home Address', x, yy, 190, 24);
    if (o) decoy(s, `o${i}_home`, homeLine(o), c.x, c.y, c.w, 7.5);
    c = cell(s, 'Credit Score', x + 190, yy, w - 190, 24);
    if (o && rng.chance(0.5)) put(s, `o${i}_credit`, V.credit(i, o.credit, 'plain'), c.x, c.y, c.w);
    yy += 24;
    c = cell(s, 'Cell Phone', x, yy, 120, 24);
    if (o) decoy(s, `o${i}_cell`, F.phone(o.cell, 'paren'), c.x, c.y, c.w);
    c = cell(s, 'Email', x + 120, yy, w - 120, 24);
    if (o) decoy(s, `o${i}_email`, o.email, c.x, c.y, c.w, 7.5);
  }
  return y + 112;
}

function references(s: Sheet, m: Merchant, y: number): number {
  const L = 36;
  bar(s, '4.  BANK, LANDLORD & TRADE REFERENCES', L, y, 540, GREEN);
  y += 15;
  let c = cell(s, 'Bank Name', L, y, 200, 24);
  decoy(s, 'bank', m.bank.name, c.x, c.y, c.w);
  c = cell(s, 'Routing (ABA) #', L + 200, y, 150, 24);
  decoy(s, 'routing', m.bank.routing, c.x, c.y, c.w);
  c = cell(s, 'Account #', L + 350, y, 190, 24);
  decoy(s, 'account', m.bank.account, c.x, c.y, c.w);
  y += 24;
  c = cell(s, 'Landlord / Mortgage Co.', L, y, 200, 24);
  decoy(s, 'landlord', m.landlord.name, c.x, c.y, c.w);
  c = cell(s, 'Landlord Phone', L + 200, y, 150, 24);
  decoy(s, 'landlord_phone', F.phone(m.landlord.phone, 'paren'), c.x, c.y, c.w);
  c = cell(s, 'Monthly Rent', L + 350, y, 190, 24);
  decoy(s, 'rent', F.money(m.landlord.rent, 'dollar'), c.x, c.y, c.w);
  y += 24;
  m.refs.forEach((r, i) => {
    const c1 = cell(s, `Trade Reference ${i + 1}`, L + i * 270, y, 160, 24);
    decoy(s, `ref${i}`, `${r.name} (${r.contact})`, c1.x, c1.y, c1.w, 7.5);
    const c2 = cell(s, 'Phone', L + i * 270 + 160, y, 110, 24);
    decoy(s, `ref${i}_phone`, F.phone(r.phone, 'paren'), c2.x, c2.y, c2.w);
  });
  return y + 30;
}

export const ridgeline: LayoutDef = {
  name: 'ridgeline-grid',
  broker: 'Ridgeline Funding Group',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier', hand: 'kalam', ink: '#1b3c8f', accent: GREEN, typedMark: 'X' },
  merchant: { country: 'US', maxOwners: 2 },
  draw(s, m, rng) {
    s.box(0, 0, 612, 58, { fill: GREEN });
    s.text('RIDGELINE FUNDING GROUP', 36, 14, { size: 17, bold: true, color: '#fff' });
    s.text('Business Cash Advance Application', 36, 36, { size: 9, color: '#d7e8dd' });
    s.text('Submit to: deals@ridgelinefg.example   |   (888) 555-0142', 330, 38, { size: 7.5, color: '#d7e8dd' });
    let y = business(s, m, rng, 70);
    y = request(s, m, rng, y);
    y = owners(s, m, rng, y);
    y = references(s, m, y);
    bar(s, '5.  AUTHORIZATION', 36, y, 540, GREEN);
    y = finePrint(s, 36, y + 17, 540, AUTH_TEXT, 6) + 6;
    for (let i = 0; i < 2; i++) signature(s, rng, m.owners[i] ?? null, 36 + i * 275, y, 260, i);
    s.text('ISO / Sales Rep:', 36, 762, { size: 7 });
    decoy(s, 'iso_rep', `${m.isoRep.name}, ${m.isoRep.shop}`, 100, 761, 220, 8);
    s.text('Rep Phone:', 340, 762, { size: 7 });
    decoy(s, 'iso_phone', F.phone(m.isoRep.phone, 'paren'), 384, 761, 120, 8);
  },
};
