// Harborview Merchant Services: a serif, letter-like form of "Label: ______" lines, the principals first, then the
// company, then the request. Money in thousands or millions ("$75K", "75k", "$1.2M"), start dates as "March 4, 2015"
// or month and year only ("March 2015"), the EIN spaced ("12 3456789") or bare under an "(EIN)" label, SSNs with
// spaces, "50 %", dates of birth written out, phones with dots.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import * as F from './formats.ts';
import { decoy, finePrint, homeLine, lineField, put, signature, type LayoutDef } from './kit.ts';
import type { Merchant } from './model.ts';
import * as V from './values.ts';

const NAVY = '#14305c';

function heading(s: Sheet, text: string, y: number): number {
  s.text(text, 40, y, { size: 11, bold: true, color: NAVY });
  s.rule(40, y + 14, 572, y + 14, NAVY, 1.2);
  return y + 22;
}

function principals(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'I.  Principal(s)', y);
  m.owners.forEach((o, i) => {
    s.text(`Principal ${i + 1}`, 40, y, { size: 8, bold: true });
    y += 13;
    let f = lineField(s, 'Name:', 40, y, 300);
    put(s, `o${i}_name`, V.ownerName(i, o.person, 'firstLast'), f.x, f.y, f.w);
    f = lineField(s, 'Title:', 350, y, 222);
    put(s, `o${i}_title`, V.role(i, o.title), f.x, f.y, f.w);
    y += 18;
    f = lineField(s, 'Percent of Ownership:', 40, y, 170);
    put(s, `o${i}_own`, V.ownership(i, o.ownership, 'spaced'), f.x, f.y, f.w);
    f = lineField(s, 'Social Security #:', 220, y, 170);
    put(s, `o${i}_ssn`, V.ownerTaxId(i, o, V.ownerTaxFmt(rng, m, i, ['space', 'space', 'dash'] as const)), f.x, f.y, f.w);
    f = lineField(s, 'Date of Birth:', 400, y, 172);
    if (rng.chance(0.85)) put(s, `o${i}_dob`, V.dob(i, o.dob, rng.pick<F.DateFmt>(['long', 'long', 'mdy'])), f.x, f.y, f.w);
    y += 18;
    f = lineField(s, 'Residence:', 40, y, 350);
    decoy(s, `o${i}_home`, homeLine(o), f.x, f.y, f.w, 8.5);
    f = lineField(s, 'Mobile:', 400, y, 172);
    decoy(s, `o${i}_cell`, F.phone(o.cell, 'dots'), f.x, f.y, f.w);
    y += 22;
  });
  return y;
}

function company(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'II.  Company Profile', y);
  let f = lineField(s, 'Legal Name of Business:', 40, y, 532);
  put(s, 'legal_name', V.legal(m), f.x, f.y, f.w);
  y += 18;
  f = lineField(s, 'Doing Business As:', 40, y, 300);
  put(s, 'dba', V.dba(m, rng.pick<V.DbaFmt>(['name', 'name', 'same', 'na', 'legal'])), f.x, f.y, f.w);
  f = lineField(s, 'Form of Business:', 350, y, 222);
  put(s, 'entity', V.entityText(rng, m), f.x, f.y, f.w);
  y += 18;
  f = lineField(s, 'Street Address:', 40, y, 300);
  decoy(s, 'street', m.address.street, f.x, f.y, f.w);
  f = lineField(s, 'City, State, Zip:', 350, y, 222);
  put(s, 'city_line', V.region(m, rng.pick(['cityLineName', 'cityLine'] as const)), f.x, f.y, f.w);
  y += 18;
  f = lineField(s, 'Federal Tax ID (EIN):', 40, y, 200);
  put(s, 'tax_id', V.businessTaxId(m, rng.pick<F.EinFmt>(['space', 'bare']), 'EIN'), f.x, f.y, f.w);
  f = lineField(s, 'Date Business Started:', 250, y, 190);
  put(s, 'start_date', V.startDate(m.start, rng.pick<F.DateFmt>(['monthYear', 'long'])), f.x, f.y, f.w);
  f = lineField(s, 'State Inc.:', 450, y, 122);
  decoy(s, 'inc_state', m.incRegion, f.x, f.y, f.w);
  y += 18;
  f = lineField(s, 'Nature of Business:', 40, y, 300);
  put(s, 'industry', V.industry(m), f.x, f.y, f.w);
  f = lineField(s, 'Telephone:', 350, y, 222);
  decoy(s, 'phone', F.phone(m.phone, 'dots'), f.x, f.y, f.w);
  y += 18;
  f = lineField(s, 'Fax:', 40, y, 160);
  decoy(s, 'fax', F.phone(m.fax, 'dots'), f.x, f.y, f.w);
  f = lineField(s, 'E-mail:', 210, y, 200);
  decoy(s, 'email', m.email, f.x, f.y, f.w, 8.5);
  f = lineField(s, 'Employees:', 420, y, 152);
  decoy(s, 'employees', String(m.employees), f.x, f.y, f.w);
  return y + 26;
}

function capital(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'III.  Capital Request', y);
  const fmt = rng.weighted<F.MoneyFmt>([['K', 4], ['k', 3], ['M', 1]]);
  const amount = V.amountFor(rng, fmt, m.amount);
  let f = lineField(s, 'Amount Sought:', 40, y, 180);
  put(s, 'amount', V.amount(amount, fmt), f.x, f.y, f.w);
  f = lineField(s, 'Remittance:', 230, y, 160);
  if (rng.chance(0.7)) put(s, 'frequency', V.frequency(rng, m.frequency), f.x, f.y, f.w);
  f = lineField(s, 'No. of Remittances:', 400, y, 172);
  if (rng.chance(0.6)) put(s, 'n_payments', V.payments(m.nPayments, true), f.x, f.y, f.w);
  y += 18;
  f = lineField(s, 'Monthly Gross Sales:', 40, y, 180);
  decoy(s, 'monthly_sales', F.money(Math.round(m.monthlySales / 1000) * 1000, 'K'), f.x, f.y, f.w);
  f = lineField(s, 'Current Lender(s):', 230, y, 342);
  decoy(s, 'funders', m.funders.map((x) => `${x.name} (bal. ${F.money(Math.round(x.balance / 1000) * 1000, 'k')})`).join('; ') || 'none', f.x, f.y, f.w, 8.5);
  y += 18;
  f = lineField(s, 'Bank:', 40, y, 180);
  decoy(s, 'bank', m.bank.name, f.x, f.y, f.w);
  f = lineField(s, 'ABA:', 230, y, 160);
  decoy(s, 'routing', m.bank.routing, f.x, f.y, f.w);
  f = lineField(s, 'Acct.:', 400, y, 172);
  decoy(s, 'account', m.bank.account, f.x, f.y, f.w);
  y += 18;
  f = lineField(s, 'Landlord:', 40, y, 300);
  decoy(s, 'landlord', `${m.landlord.name}  ${F.phone(m.landlord.phone, 'dots')}`, f.x, f.y, f.w);
  return y + 26;
}

export const harborview: LayoutDef = {
  name: 'harborview-letter',
  broker: 'Harborview Merchant Services',
  look: { font: 'Times-Roman', bold: 'Times-Bold', typed: 'Helvetica', hand: 'patrick', ink: '#233f8c', accent: NAVY, typedMark: 'stroke' },
  merchant: { country: 'US', maxOwners: 2, soleProp: false },
  draw(s, m, rng) {
    s.text('Harborview', 40, 30, { size: 24, font: 'Times-BoldItalic', color: NAVY });
    s.text('MERCHANT SERVICES', 170, 40, { size: 9, bold: true, color: '#7a8aa8' });
    s.text('Working Capital Application', 400, 32, { size: 12, bold: true, color: NAVY });
    s.text('100 Harbor Plaza, Suite 6  ·  apply@harborviewms.example', 400, 48, { size: 7, color: '#555' });
    let y = principals(s, m, rng, 76);
    y = company(s, m, rng, y + 4);
    y = capital(s, m, rng, y);
    y = heading(s, 'IV.  Certification', y);
    y = finePrint(s, 40, y, 532, undefined, 7) + 8;
    for (let i = 0; i < m.owners.length; i++) signature(s, rng, m.owners[i]!, 40 + i * 272, y, 250, i);
    s.text('Referred by:', 40, 752, { size: 8 });
    decoy(s, 'iso', `${m.isoRep.shop} - ${m.isoRep.name} ${F.phone(m.isoRep.phone, 'dots')}`, 95, 751, 320, 8.5);
  },
};
