// Bluegrass Capital Solutions: two pages of right-aligned labels with values on rules to their right, plain grey
// headings. A generic "Tax ID No." (a bare number is typed only by the EIN/SSN box beside it), start dates in ISO,
// month and year ("03-2015") or year only ("since 2015"), "USD 75,000", ownership as a fraction ("1/2"), ISO dates
// of birth, SSNs dashed, spaced or bare, phones with dashes, sometimes a term in months instead of a payment count.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import * as F from './formats.ts';
import { decoy, finePrint, homeLine, put, signature, type LayoutDef } from './kit.ts';
import type { Merchant } from './model.ts';
import * as V from './values.ts';

const BLUE = '#24527a';
const LABEL_END = 168;

/** A right-aligned label ending at `end`, a rule from there to `to`; returns where the value goes. */
function field(s: Sheet, label: string, y: number, end = LABEL_END, to = 572): { x: number; y: number; w: number } {
  s.text(label, end - 160, y + 1, { size: 8, width: 156, align: 'right', color: '#333' });
  s.rule(end + 4, y + 11, to, y + 11, '#888', 0.5);
  return { x: end + 6, y, w: to - end - 10 };
}

function heading(s: Sheet, text: string, y: number): number {
  s.text(text, 40, y, { size: 10, bold: true, color: '#666' });
  s.rule(40, y + 13, 572, y + 13, '#bbb', 0.5);
  return y + 20;
}

function taxId(s: Sheet, m: Merchant, rng: Rng, y: number): void {
  const d = m.ein || m.owners[0]!.taxId;
  const actual = m.ein ? 'EIN' : d.startsWith('9') ? 'ITIN' : 'SSN';
  const bare = rng.chance(0.55);
  const boxed = rng.chance(0.6);
  const f = field(s, 'Tax ID No.:', y, LABEL_END, 400);
  put(s, 'tax_id', V.businessTaxId(m, bare ? 'bare' : 'dash', boxed ? actual : null), f.x, f.y, f.w);
  let x = 410;
  for (const [label, kinds] of [['EIN', ['EIN']], ['SSN/ITIN', ['SSN', 'ITIN']]] as const) {
    const on = boxed && (kinds as readonly string[]).includes(actual);
    x = s.check(`tax_type_${label}`, label, x, y + 1, on, { business_tax_id_type: actual });
  }
}

function business(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'Business Information', y);
  let f = field(s, 'Business Legal Name:', y);
  put(s, 'legal_name', V.legal(m), f.x, f.y, f.w);
  y += 18;
  f = field(s, 'DBA / Trade Name:', y);
  put(s, 'dba', V.dba(m, rng.pick<V.DbaFmt>(['name', 'same', 'legal', 'blank'])), f.x, f.y, f.w);
  y += 18;
  f = field(s, 'Entity Type:', y, LABEL_END, 360);
  put(s, 'entity', V.entityText(rng, m), f.x, f.y, f.w);
  f = field(s, 'Employees:', y, 440);
  decoy(s, 'employees', String(m.employees), f.x, f.y, f.w);
  y += 18;
  taxId(s, m, rng, y);
  y += 18;
  f = field(s, 'Business Start Date:', y, LABEL_END, 360);
  const startFmt = rng.pick<F.DateFmt>(['iso', 'iso', 'monthYearNum', 'since']);
  put(s, 'start', V.startDate(m.start, startFmt), f.x, f.y, f.w);
  f = field(s, 'Years in Business:', y, 440);
  if (rng.chance(0.5)) decoy(s, 'years', String(2024 - Number(m.start.slice(0, 4))), f.x, f.y, f.w);
  y += 18;
  f = field(s, 'Industry / Description:', y);
  put(s, 'industry', V.industry(m), f.x, f.y, f.w);
  y += 18;
  f = field(s, 'Physical Address:', y);
  decoy(s, 'street', `${m.address.street}, ${m.address.city}`, f.x, f.y, f.w);
  y += 18;
  f = field(s, 'State:', y, LABEL_END, 300);
  put(s, 'state', V.region(m, rng.pick(['code', 'name'] as const)), f.x, f.y, f.w);
  f = field(s, 'ZIP:', y, 340, 420);
  decoy(s, 'zip', m.address.postal, f.x, f.y, f.w);
  f = field(s, 'Phone:', y, 460);
  decoy(s, 'phone', F.phone(m.phone, 'dashes'), f.x, f.y, f.w);
  return y + 26;
}

function funding(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'Funding Request', y);
  let f = field(s, 'Amount Requested:', y, LABEL_END, 360);
  put(s, 'amount', V.amount(m.amount, rng.pick<F.MoneyFmt>(['usd', 'dollar'])), f.x, f.y, f.w);
  f = field(s, 'Payment Amount:', y, 440);
  if (rng.chance(0.6)) put(s, 'payment', V.payment(m.payment, m.frequency, 'plain'), f.x, f.y, f.w);
  y += 18;
  f = field(s, 'Payment Frequency:', y, LABEL_END, 360);
  if (rng.chance(0.75)) put(s, 'frequency', V.frequency(rng, m.frequency), f.x, f.y, f.w);
  if (rng.chance(0.6)) {
    f = field(s, 'Number of Payments:', y, 440);
    put(s, 'n', V.payments(m.nPayments, false), f.x, f.y, f.w);
  } else {
    f = field(s, 'Term (months):', y, 440);
    decoy(s, 'term', String(rng.pick([4, 6, 8, 9, 12])), f.x, f.y, f.w);
  }
  y += 24;
  s.text('Existing business funding (MCA, loans, lines of credit):', 40, y, { size: 8, bold: true });
  y += 12;
  const cols = [['Funder', 40, 200], ['Balance', 240, 110], ['Payment', 350, 110], ['Frequency', 460, 112]] as const;
  for (const [label, x, w] of cols) { s.box(x, y, w, 14, { fill: '#eef2f6', stroke: '#999' }); s.text(label, x + 4, y + 4, { size: 7, bold: true }); }
  for (let r = 0; r < 2; r++) {
    const fu = m.funders[r];
    for (const [, x, w] of cols) s.box(x, y + 14 + r * 16, w, 16, { stroke: '#999' });
    if (!fu) continue;
    decoy(s, `funder${r}`, fu.name, 44, y + 18 + r * 16, 192, 8);
    decoy(s, `funder${r}_bal`, F.money(fu.balance, 'usd'), 244, y + 18 + r * 16, 102, 8);
    decoy(s, `funder${r}_pay`, F.money(fu.payment, 'dollar'), 354, y + 18 + r * 16, 102, 8);
    decoy(s, `funder${r}_freq`, V.FREQ_LABELS[fu.frequency], 464, y + 18 + r * 16, 104, 8);
  }
  return y + 56;
}

function owners(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = heading(s, 'Owner / Officer Information', y);
  m.owners.forEach((o, i) => {
    s.text(`Owner #${i + 1}`, 40, y, { size: 8, bold: true, color: BLUE });
    y += 12;
    let f = field(s, 'Owner Name:', y, LABEL_END, 380);
    put(s, `o${i}_name`, V.ownerName(i, o.person, 'firstLast'), f.x, f.y, f.w);
    f = field(s, 'Title:', y, 430);
    put(s, `o${i}_title`, V.role(i, o.title), f.x, f.y, f.w);
    y += 18;
    f = field(s, 'Ownership Share:', y, LABEL_END, 280);
    put(s, `o${i}_own`, V.ownership(i, o.ownership, 'frac'), f.x, f.y, f.w);
    f = field(s, 'SSN:', y, 320, 440);
    put(s, `o${i}_ssn`, V.ownerTaxId(i, o, V.ownerTaxFmt(rng, m, i, ['dash', 'bare', 'space'] as const)), f.x, f.y, f.w);
    f = field(s, 'DOB:', y, 475);
    put(s, `o${i}_dob`, V.dob(i, o.dob, 'iso'), f.x, f.y, f.w);
    y += 18;
    f = field(s, 'Home Address:', y, LABEL_END, 430);
    decoy(s, `o${i}_home`, homeLine(o), f.x, f.y, f.w);
    f = field(s, 'Cell:', y, 470);
    decoy(s, `o${i}_cell`, F.phone(o.cell, 'dashes'), f.x, f.y, f.w);
    y += 24;
  });
  return y;
}

export const bluegrass: LayoutDef = {
  name: 'bluegrass-two-page',
  broker: 'Bluegrass Capital Solutions',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', hand: 'kalam', ink: '#2a4aa0', accent: BLUE, typedMark: 'X' },
  merchant: { country: 'US', maxOwners: 3, fractions: true },
  draw(s, m, rng) {
    s.doc.save().circle(58, 44, 16).fill(BLUE).restore();
    s.text('BC', 49, 38, { size: 11, bold: true, color: '#fff' });
    s.text('Bluegrass Capital Solutions', 82, 32, { size: 15, bold: true, color: BLUE });
    s.text('Small Business Funding Application  —  please print clearly', 82, 51, { size: 8, color: '#555' });
    let y = business(s, m, rng, 80);
    y = funding(s, m, rng, y);
    y = heading(s, 'Bank & Landlord', y);
    let f = field(s, 'Bank / Routing / Account:', y);
    decoy(s, 'bank', `${m.bank.name}  ${m.bank.routing}  ${m.bank.account}`, f.x, f.y, f.w);
    y += 18;
    f = field(s, 'Landlord & Phone:', y, LABEL_END, 400);
    decoy(s, 'landlord', `${m.landlord.name}  ${F.phone(m.landlord.phone, 'dashes')}`, f.x, f.y, f.w);
    f = field(s, 'Monthly Rent:', y, 470);
    decoy(s, 'rent', F.money(m.landlord.rent, 'usd'), f.x, f.y, f.w);
    s.text('Submitting Rep:', 40, y + 30, { size: 8 });
    decoy(s, 'iso', `${m.isoRep.name}  ${F.phone(m.isoRep.phone, 'dashes')}  ${m.isoRep.email}`, 110, y + 29, 400, 8.5);
    s.text('Continued on page 2', 480, 760, { size: 7, color: '#888' });
    s.addPage();
    s.text('Bluegrass Capital Solutions  —  Application (page 2)', 40, 32, { size: 10, bold: true, color: BLUE });
    y = owners(s, m, rng, 56);
    y = heading(s, 'Signatures', y + 6);
    y = finePrint(s, 40, y, 532, undefined, 6.5) + 8;
    m.owners.forEach((o, i) => signature(s, rng, o, 40 + (i % 2) * 272, y + Math.floor(i / 2) * 34, 250, i));
  },
};
