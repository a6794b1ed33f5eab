// Harborline Funding Group (US): a two-page form whose labels are printed UNDER the rules (the value sits above its
// label), "circle one" rows for the entity and the payment frequency, a comb for the start date, an existing-advances
// table and trade references on page 1, and a principals table (Last, First) on page 2. Hard: label below value,
// circled words, tables with a funder's balance and payment next to the requested payment, names reversed.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, F, moneyText, nameText, pctText } from './fields.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet, Slot } from './sheet.ts';

const ENTITY: [string, string][] = [['CORP', 'c_corporation'], ['S-CORP', 's_corporation'], ['LLC', 'llc'], ['LLP', 'llp'],
  ['PARTNERSHIP', 'general_partnership'], ['SOLE PROP', 'sole_proprietorship']];
const FREQ: [string, string][] = [['DAILY', 'daily'], ['WEEKLY', 'weekly'], ['BI-WEEKLY', 'biweekly'], ['MONTHLY', 'monthly']];

export const HARBORLINE = { name: 'harborline-two-page', broker: 'Harborline Funding Group', country: 'US' as const, maxOwners: 4, draw };

function section(s: Sheet, title: string, y: number): void {
  s.rect(36, y, 540, 13, '#d6d6d6', 0.5);
  s.label(title, 40, y + 3, 7.5, { bold: true });
}

function head(s: Sheet, page: number): void {
  s.doc.circle(52, 44, 15).lineWidth(2).strokeColor('#000').stroke();
  s.label('H', 46, 36, 15, { bold: true });
  s.label('HARBORLINE FUNDING GROUP', 74, 32, 13, { bold: true });
  s.label('Working capital for Main Street  -  (877) 555-0190', 74, 48, 7);
  s.rect(430, 28, 146, 34);
  s.label('OFFICE USE ONLY', 434, 31, 5.8, { bold: true });
  s.label('Submission #', 434, 41, 5.8);
  s.label('Received', 434, 51, 5.8);
  s.label(`HFG-MCA-7   ${page} of 2`, 36, 764, 6, { color: '#444' });
}

/** A table: header labels over columns, `rows` empty rows; returns each row's cell slots. */
function table(s: Sheet, y: number, cols: [string, number][], rows: number, h = 20): Slot[][] {
  const total = cols.reduce((a, [, w]) => a + w, 0);
  s.rect(36, y, total, 11, '#efefef', 0.5);
  let x = 36;
  const out: Slot[][] = Array.from({ length: rows }, () => []);
  for (const [label, w] of cols) {
    s.label(label, x + 2, y + 3, 5.8, { bold: true });
    for (let r = 0; r < rows; r++) { s.rect(x, y + 11 + r * h, w, h, undefined, 0.5); out[r]!.push({ x: x + 3, y: y + 11 + (r + 1) * h - 5, w: w - 6 }); }
    x += w;
  }
  return out;
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const L = 36;
  head(s, 1);
  s.label('MERCHANT CASH ADVANCE APPLICATION', 36, 76, 11, { bold: true, width: 540, align: 'center' });
  section(s, 'SECTION A  -  BUSINESS', 94);
  s.write('legal_name', m.legal, s.under('BUSINESS LEGAL NAME (as shown on tax return)', L, 134, 320), F.legal(m));
  s.write('dba', m.dbaText, s.under('DOING BUSINESS AS (DBA)', 366, 134, 210), m.dbaText ? F.dba(m) : null);
  s.label('ENTITY (circle one):', L, 150, 6.5, { bold: true });
  const opts = [...ENTITY, ['OTHER', '']].map(([label], i) => ({ label: label!, x: 112 + i * 58, y: 150 }));
  const idx = m.entity ? ENTITY.findIndex(([, id]) => id === m.entity!.id) : -1;
  s.choose('entity', opts, !m.entity ? null : idx >= 0 ? idx : opts.length - 1, m.entity ? F.entity(m) : null, 'circle', 7);
  const other = { x: 112 + 6 * 58 + 32, y: 158, w: 576 - (112 + 6 * 58 + 32) };
  s.line(other.x, 576, other.y);
  if (m.entity && idx < 0) s.write('entity_other', m.entity.free, other, F.entity(m));

  s.write('tax_id', m.taxId?.printed ?? null, s.under('FEDERAL TAX ID (EIN)  -  SSN IF SOLE PROP.', L, 190, 180), F.taxId(m));
  const start = m.start;
  s.comb('start_date', start ? `${String(start.m).padStart(2, '0')}/${String(start.d).padStart(2, '0')}/${start.y}` : null, 230, 176,
    [2, 2, 4], ['/', '/'], F.start(m), 10, 13);
  s.label('DATE BUSINESS STARTED (MM/DD/YYYY)', 230, 191.8, 5.8, { color: '#222' });
  s.write('state_of_inc', m.stateOfInc, s.under('STATE OF INCORPORATION', 400, 190, 176), null);
  s.write('street', m.street, s.under('BUSINESS ADDRESS (NO P.O. BOXES)', L, 218, 264), null);
  s.write('city', m.place.city, s.under('CITY', 306, 218, 130), null);
  s.write('state', m.statePrinted, s.under('STATE', 442, 218, 58), F.state(m));
  s.write('zip', m.place.zip, s.under('ZIP', 506, 218, 70), null);
  s.write('phone', m.phone, s.under('BUSINESS PHONE', L, 246, 140), null);
  s.write('email', rng.chance(0.8) ? m.email : null, s.under('E-MAIL', 182, 246, 220), null);
  s.write('website', m.website, s.under('WEBSITE', 408, 246, 168), null);
  s.write('industry', m.industryText, s.under('TYPE OF BUSINESS / PRODUCTS SOLD', L, 274, 300), F.industry(m));
  s.write('employees', String(m.employees), s.under('# EMPLOYEES', 342, 274, 80), null);
  s.write('monthly_sales', moneyText(m, m.monthlySales), s.under('AVG. MONTHLY DEPOSITS $', 428, 274, 148), null);

  section(s, 'SECTION B  -  FUNDING REQUEST', 292);
  // Not every owner fills in the terms they want: each is printed or left blank on its own.
  const pay = rng.chance(0.7), count = rng.chance(0.65), freq = rng.chance(0.8);
  s.write('amount', moneyText(m, m.amount), s.under('AMOUNT REQUESTED $', L, 332, 170), F.amount(m));
  s.write('payment', pay ? moneyText(m, m.payment.amount) : null, s.under('REQUESTED PAYMENT $', 212, 332, 150), F.payment(m));
  s.write('count', count ? String(m.payment.count) : null, s.under('NUMBER OF PAYMENTS', 368, 332, 100), F.count(m));
  s.write('use_of_funds', m.use, s.under('USE OF FUNDS', 474, 332, 102), null);
  s.label('PAYMENT FREQUENCY (circle one):', L, 348, 6.5, { bold: true });
  const fi = FREQ.findIndex(([, id]) => id === m.payment.freq);
  s.choose('frequency', FREQ.map(([label], i) => ({ label, x: 160 + i * 70, y: 348 })), freq ? fi : null, freq ? F.freq(m) : null, 'circle', 7);

  section(s, 'SECTION C  -  EXISTING ADVANCES / LOANS (include all open positions)', 366);
  const adv = table(s, 384, [['FUNDER / LENDER', 220], ['CURRENT BALANCE', 110], ['PAYMENT', 100], ['FREQUENCY', 110]], 3);
  if (!m.funders.length && rng.chance(0.5)) s.write('funder1', 'NONE', adv[0]![0]!, null);
  m.funders.forEach((f, i) => {
    s.write(`funder${i + 1}`, f.name, adv[i]![0]!, null);
    s.write(`funder${i + 1}.balance`, moneyText(m, f.balance), adv[i]![1]!, null);
    s.write(`funder${i + 1}.payment`, moneyText(m, f.payment), adv[i]![2]!, null);
    s.write(`funder${i + 1}.frequency`, rng.pick(['Daily', 'Weekly']), adv[i]![3]!, null);
  });
  section(s, 'SECTION D  -  TRADE REFERENCES', 466);
  const refs = table(s, 484, [['COMPANY', 240], ['CONTACT', 150], ['PHONE', 150]], 2);
  m.refs.forEach((r, i) => {
    if (i === 1 && rng.chance(0.4)) return;
    s.write(`ref${i + 1}`, r.name, refs[i]![0]!, null);
    s.write(`ref${i + 1}.phone`, r.phone, refs[i]![2]!, null);
  });
  s.write('bank', m.bank.name, s.under('BUSINESS BANK', L, 552, 200), null);
  s.write('routing', m.bank.routing, s.under('ROUTING #', 242, 552, 150), null);
  s.write('account', m.bank.account, s.under('ACCOUNT #', 398, 552, 178), null);

  s.newPage();
  head(s, 2);
  section(s, 'SECTION E  -  PRINCIPALS / GUARANTORS (all owners of 20% or more)', 76);
  const form = rng.chance(0.6) ? 'last-first' as const : 'first-last' as const;
  const rows = table(s, 94, [['#', 16], ['NAME (LAST, FIRST)', 150], ['TITLE', 80], ['OWN %', 44], ['SSN', 84], ['DATE OF BIRTH', 84],
    ['FICO (est.)', 82]], 4, 24);
  const naRows = rng.chance(0.4);
  for (let i = 0; i < 4; i++) {
    const r = rows[i]!, o = m.owners[i];
    s.label(String(i + 1), 40, 94 + 11 + i * 24 + 8, 7);
    if (!o) {
      if (naRows && i === m.owners.length) s.write(`owner${i + 1}.na`, 'N/A', r[1]!, null);
      continue;
    }
    s.write(`owner${i + 1}.name`, nameText(o, form), r[1]!, F.name(o, i));
    s.write(`owner${i + 1}.title`, o.title, r[2]!, F.title(o, i));
    s.write(`owner${i + 1}.pct`, pctText(o, i), r[3]!, F.pct(o, i));
    s.write(`owner${i + 1}.ssn`, o.taxText, r[4]!, F.tax(o, i));
    s.write(`owner${i + 1}.dob`, dateText(m, o.dob), r[5]!, F.dob(o, i));
    s.write(`owner${i + 1}.credit`, o.credit === null ? null : String(o.credit), r[6]!, F.credit(o, i));
  }
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    s.write(`owner${i + 1}.home`, o ? o.home : null, s.under(`HOME ADDRESS OF PRINCIPAL #${i + 1} (street, city, state, zip)`, L, 236 + i * 28, 380), null);
    s.write(`owner${i + 1}.cell`, o ? o.cell : null, s.under('MOBILE PHONE', 424, 236 + i * 28, 152), null);
  }
  section(s, 'SECTION F  -  AUTHORIZATION AND SIGNATURES', 286);
  s.label('By signing below, each of the above principals certifies that all information and documents submitted are true, correct and '
    + 'complete; authorizes Harborline Funding Group and any funding source it presents this application to, to obtain business and '
    + 'personal credit reports and to contact the references, landlord and financial institutions listed; and acknowledges that '
    + 'Harborline is a broker and not a funder. Each principal agrees that a copy of this application has the same effect as the '
    + 'original and that this authorization remains valid for the life of any funding obtained.', L, 304, 6.8, { width: 540 });
  for (let i = 0; i < 2; i++) {
    const y = 390 + i * 40, o = m.owners[i];
    const sig = s.under(`SIGNATURE OF PRINCIPAL #${i + 1}`, L, y, 220);
    if (o) s.sign(sig);
    s.write(`owner${i + 1}.signed`, o ? dateText(m, m.signed) : null, s.under('DATE', 264, y, 110), null);
  }
}
