// Lakeshore Funding Co.: two pages of rounded teal panels, checkbox rows for nearly every choice (structure, time in
// business, schedule, credit range), owners' names in First / M.I. / Last boxes. Amounts as "$75K", "$1.2M" or
// "$75,000", start dates as "Mar 4th 2015" or "03/04/2015", "EIN: 12-3456789", "50.00%", SSNs dashed, spaced or
// masked ("xxx xx 1234"), a credit range instead of a score, phones as "(555)123-4567" or "555 123 4567".
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import * as F from './formats.ts';
import { cell, decoy, finePrint, put, signature, type LayoutDef } from './kit.ts';
import type { Frequency, Merchant } from './model.ts';
import * as V from './values.ts';

const TEAL = '#0e7c7b';
const PALE = '#e3f2f1';
const L = 36, W = 540;
const ENTITIES = ['LLC', 'Corporation', 'S Corporation', 'Partnership', 'Sole Proprietorship', 'LLP'] as const;
const CREDIT_RANGES = [['Below 550', 0, 549], ['550-619', 550, 619], ['620-679', 620, 679], ['680-739', 680, 739], ['740+', 740, 900]] as const;

function panel(s: Sheet, title: string, y: number, h: number): number {
  s.box(L, y, W, h, { fill: PALE, stroke: TEAL, radius: 8, lw: 1 });
  s.text(title, L + 12, y + 7, { size: 9.5, bold: true, color: TEAL });
  return y + 22;
}

function business(s: Sheet, m: Merchant, rng: Rng, y0: number): number {
  let y = panel(s, 'About the business', y0, 198);
  let c = cell(s, 'Legal business name', L + 10, y, 300, 26, { fill: '#fff' });
  put(s, 'legal_name', V.legal(m), c.x, c.y, c.w);
  c = cell(s, 'DBA', L + 310, y, 220, 26, { fill: '#fff' });
  put(s, 'dba', V.dba(m, rng.pick<V.DbaFmt>(['name', 'name', 'same', 'blank'])), c.x, c.y, c.w);
  y += 32;
  s.text('Structure:', L + 12, y + 1, { size: 7.5, bold: true });
  const opt = V.entityOptions(m, ENTITIES);
  let x = L + 62;
  for (const label of ENTITIES) x = s.check(`entity_${label}`, label, x, y, opt.checked === label, { type_of_entity: m.entity.id });
  x = s.check('entity_other', 'Other', x, y, opt.other !== null);
  s.rule(x - 6, y + 9, L + W - 12, y + 9);
  if (opt.other) s.value('entity_other_text', opt.other, x - 4, y - 1, L + W - 12 - x, { type_of_entity: m.entity.id }, 8);
  y += 16;
  c = cell(s, 'Federal tax ID', L + 10, y, 170, 26, { fill: '#fff' });
  put(s, 'tax_id', V.businessTaxId(m, m.ein ? rng.pick<F.EinFmt>(['colonPrefix', 'dash']) : 'dash', null), c.x, c.y, c.w);
  c = cell(s, 'Date business started', L + 180, y, 150, 26, { fill: '#fff' });
  put(s, 'start', V.startDate(m.start, rng.pick<F.DateFmt>(['abbrOrd', 'mdy'])), c.x, c.y, c.w);
  c = cell(s, 'What does the business do?', L + 330, y, 200, 26, { fill: '#fff' });
  put(s, 'industry', V.industry(m), c.x, c.y, c.w);
  y += 32;
  c = cell(s, 'Street address', L + 10, y, 300, 26, { fill: '#fff' });
  decoy(s, 'street', m.address.street, c.x, c.y, c.w);
  c = cell(s, 'City, State ZIP', L + 310, y, 220, 26, { fill: '#fff' });
  put(s, 'city_line', V.region(m, 'cityLine'), c.x, c.y, c.w);
  y += 32;
  c = cell(s, 'Business phone', L + 10, y, 170, 26, { fill: '#fff' });
  decoy(s, 'phone', F.phone(m.phone, 'parenTight'), c.x, c.y, c.w);
  c = cell(s, 'Email', L + 180, y, 200, 26, { fill: '#fff' });
  decoy(s, 'email', m.email, c.x, c.y, c.w, 8);
  c = cell(s, 'State of formation', L + 380, y, 150, 26, { fill: '#fff' });
  decoy(s, 'inc', m.incRegion, c.x, c.y, c.w);
  y += 34;
  s.text('Time in business:', L + 12, y + 1, { size: 7.5, bold: true });
  const years = 2024 - Number(m.start.slice(0, 4));
  x = L + 90;
  for (const [label, lo, hi] of [['Under 1 yr', 0, 0], ['1-2 yrs', 1, 2], ['3-5 yrs', 3, 5], ['6-10 yrs', 6, 10], ['Over 10 yrs', 11, 99]] as const) {
    x = s.check(`tib_${label}`, label, x, y, years >= lo && years <= hi);
  }
  return y0 + 208;
}

function request(s: Sheet, m: Merchant, rng: Rng, y0: number): number {
  let y = panel(s, 'The request', y0, 100);
  const fmt = rng.weighted<F.MoneyFmt>([['K', 3], ['M', 1], ['dollar', 3]]);
  const amount = V.amountFor(rng, fmt, m.amount);
  let c = cell(s, 'How much do you need?', L + 10, y, 170, 26, { fill: '#fff' });
  put(s, 'amount', V.amount(amount, fmt), c.x, c.y, c.w);
  c = cell(s, 'Preferred payment', L + 180, y, 150, 26, { fill: '#fff' });
  if (rng.chance(0.65)) put(s, 'payment', V.payment(m.payment, m.frequency, rng.pick<V.PaymentFmt>(['plain', 'cents'])), c.x, c.y, c.w);
  c = cell(s, 'Number of payments', L + 330, y, 200, 26, { fill: '#fff' });
  if (rng.chance(0.55)) put(s, 'n', V.payments(m.nPayments, rng.chance(0.5)), c.x, c.y, c.w);
  y += 34;
  s.text('Payment schedule:', L + 12, y + 1, { size: 7.5, bold: true });
  const ticked = rng.chance(0.85);
  let x = L + 95;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as Frequency[]) x = s.check(`sched_${f}`, V.FREQ_LABELS[f], x, y, ticked && m.frequency === f, { payment_frequency: f });
  y += 16;
  s.text('Use of funds:', L + 12, y + 1, { size: 7.5, bold: true });
  x = L + 95;
  const use = rng.int(0, 3);
  ['Inventory', 'Equipment', 'Payroll', 'Expansion'].forEach((u, i) => { x = s.check(`use_${u}`, u, x, y, i === use); });
  return y0 + 110;
}

function owner(s: Sheet, m: Merchant, rng: Rng, i: number, y0: number): number {
  const o = m.owners[i]!;
  let y = panel(s, `Owner ${i + 1}`, y0, 138);
  let c = cell(s, 'First name', L + 10, y, 160, 26, { fill: '#fff' });
  s.value(`o${i}_first`, o.person.first, c.x, c.y, c.w, { [`applicants[${i}].first_name`]: o.person.first });
  c = cell(s, 'M.I.', L + 170, y, 40, 26, { fill: '#fff' });
  if (o.person.middle) decoy(s, `o${i}_mi`, o.person.middle.replace('.', ''), c.x, c.y, c.w);
  c = cell(s, 'Last name', L + 210, y, 180, 26, { fill: '#fff' });
  s.value(`o${i}_last`, o.person.last, c.x, c.y, c.w, { [`applicants[${i}].last_name`]: o.person.last });
  c = cell(s, 'Title', L + 390, y, 140, 26, { fill: '#fff' });
  put(s, `o${i}_title`, V.role(i, o.title), c.x, c.y, c.w);
  y += 32;
  c = cell(s, '% owned', L + 10, y, 90, 26, { fill: '#fff' });
  put(s, `o${i}_own`, V.ownership(i, o.ownership, 'dec'), c.x, c.y, c.w);
  c = cell(s, 'SSN', L + 100, y, 130, 26, { fill: '#fff' });
  put(s, `o${i}_ssn`, V.ownerTaxId(i, o, V.ownerTaxFmt(rng, m, i, ['dash', 'space', 'maskSpace'] as const)), c.x, c.y, c.w);
  c = cell(s, 'Date of birth', L + 230, y, 110, 26, { fill: '#fff' });
  if (rng.chance(0.9)) put(s, `o${i}_dob`, V.dob(i, o.dob, 'mdy'), c.x, c.y, c.w);
  c = cell(s, 'Mobile', L + 340, y, 190, 26, { fill: '#fff' });
  decoy(s, `o${i}_cell`, F.phone(o.cell, rng.pick(['spaces', 'parenTight'] as const)), c.x, c.y, c.w);
  y += 32;
  c = cell(s, 'Home address', L + 10, y, 520, 26, { fill: '#fff' });
  decoy(s, `o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.regionName} ${o.home.postal}`, c.x, c.y, c.w);
  y += 34;
  s.text('Estimated credit:', L + 12, y + 1, { size: 7.5, bold: true });
  const tick = rng.chance(0.8);
  let x = L + 90;
  for (const [label, lo, hi] of CREDIT_RANGES) x = s.check(`o${i}_credit_${label}`, label, x, y, tick && o.credit >= lo && o.credit <= hi);
  return y0 + 146;
}

export const lakeshore: LayoutDef = {
  name: 'lakeshore-checkboxes',
  broker: 'Lakeshore Funding Co.',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', hand: 'kalam', ink: '#1f47a8', accent: TEAL, typedMark: 'stroke' },
  merchant: { country: 'US', maxOwners: 3 },
  draw(s, m, rng) {
    s.box(L, 26, 30, 30, { fill: TEAL, radius: 15 });
    s.text('LF', L + 7, 35, { size: 12, bold: true, color: '#fff' });
    s.text('Lakeshore Funding Co.', L + 40, 28, { size: 16, bold: true, color: TEAL });
    s.text('Business funding application  ·  takes about 5 minutes', L + 40, 47, { size: 8, color: '#555' });
    let y = business(s, m, rng, 70);
    y = request(s, m, rng, y);
    y = panel(s, 'Current advances & bank', y, 92);
    m.funders.forEach((f, i) => {
      decoy(s, `funder${i}`, `${f.name}   balance ${F.money(f.balance, 'K')}   payment ${F.money(f.payment, 'dollar')}${f.frequency === 'daily' ? '/day' : '/week'}`, L + 14, y + i * 14, 500, 8.5);
    });
    if (!m.funders.length) decoy(s, 'funders', 'No current advances', L + 14, y, 300, 8.5);
    decoy(s, 'bank', `${m.bank.name}  ·  routing ${m.bank.routing}  ·  acct ${m.bank.account}`, L + 14, y + 32, 500, 8.5);
    decoy(s, 'landlord', `Landlord: ${m.landlord.name} ${F.phone(m.landlord.phone, 'parenTight')}`, L + 14, y + 48, 500, 8.5);
    s.text('Your funding specialist:', L, 740, { size: 7.5 });
    decoy(s, 'iso', `${m.isoRep.name} ${F.phone(m.isoRep.phone, 'spaces')}`, L + 95, 739, 300, 8.5);
    s.addPage();
    s.text('Lakeshore Funding Co.  ·  Owners', L, 30, { size: 12, bold: true, color: TEAL });
    y = 52;
    m.owners.forEach((_, i) => { y = owner(s, m, rng, i, y); });
    s.text('Please read before you sign', L, y + 2, { size: 8.5, bold: true, color: TEAL });
    y = finePrint(s, L, y + 15, W, undefined, 6.5) + 8;
    m.owners.forEach((o, i) => signature(s, rng, o, L + (i % 2) * 275, y + Math.floor(i / 2) * 34, 255, i));
  },
};
