// Keystone Merchant Services: for single-member LLCs and closely held corporations. Captions sit UNDER the value
// lines (government-form style), a state of formation that is not where the business operates, a ruled owners /
// officers / members table, home addresses in a table of their own, and an office-use strip.
import type { Rng } from '../../../statements/generator/prng.ts';
import { money } from '../ids.ts';
import { amountGives, biz, bizTax, dbaOut, dobOut, entityWords, industryOut, legalOut, nameOut, ownerTax, pctOut, scoreOut, startOut,
  stateGives, titleOut, type Out } from '../common.ts';
import type { Merchant } from '../model.ts';
import type { Gives, Sheet } from '../sheet.ts';
import { LETTER, type Layout } from './types.ts';

const L = 42, R = 570, SLATE = '#3d4650';

function under(s: Sheet, caption: string, name: string, text: string, x: number, y: number, w: number, gives: Gives | null = null): void {
  s.value(name, text, x, y, w - 8, gives, { size: 9.5 });
  s.rule(x, y + 15, x + w - 8, y + 15, SLATE, 0.6);
  s.label(caption.toUpperCase(), x, y + 17.5, { size: 5.8, color: '#6b7580' });
}

function section(s: Sheet, text: string, y: number): void {
  s.rect(L, y, R - L, 13, { fill: '#d9dde2' });
  s.label(text, L + 5, y + 3.3, { font: 'Times-Bold', size: 8.5, color: SLATE });
}

function cells(s: Sheet, y: number, cols: number[], texts: [string, Gives | null][], names: string[]): void {
  let x = L;
  cols.forEach((w, i) => {
    s.rect(x, y, w, 17, { stroke: '#a3abb4', width: 0.5 });
    const [t, g] = texts[i] ?? ['', null];
    s.value(names[i]!, t, x + 1, y + 3, w - 3, g, { size: 8.5 });
    x += w;
  });
}

function draw(m: Merchant, s: Sheet, rng: Rng): void {
  s.addPage();
  s.doc.moveTo(L, 52).lineTo(L + 8, 24).lineTo(L + 30, 24).lineTo(L + 38, 52).closePath().fill(SLATE);
  s.label('KEYSTONE', L + 46, 24, { font: 'Times-Bold', size: 20, color: SLATE });
  s.label('MERCHANT SERVICES', L + 47, 44, { font: 'Times-Roman', size: 8, color: SLATE });
  s.label('MERCHANT FUNDING APPLICATION', 330, 26, { font: 'Times-Bold', size: 11, width: R - 330, align: 'right' });
  s.label('For LLCs, corporations and other small companies', 330, 41, { font: 'Times-Italic', size: 8, width: R - 330, align: 'right' });

  section(s, 'I.  COMPANY', 64);
  const legal = legalOut(m), dba = dbaOut(m, rng);
  const ent = entityWords(m.kind, rng, { sole: ['Sole Proprietorship', 'Sole Proprietor'] });
  under(s, 'Legal company name', 'legal_name', legal.text, L, 82, 340, legal.gives);
  under(s, 'Entity type (LLC, S Corp, Inc ...)', 'entity', ent.text, L + 340, 82, R - L - 340, ent.gives);
  const formState = rng.chance(0.45) ? rng.pick(['DE', 'WY', 'NV', 'FL', 'TX']) : m.address.state;
  const start = startOut(m, rng);
  under(s, 'DBA / trade name', 'dba', dba.text, L, 112, 260, dba.gives);
  under(s, 'State of formation', 'formation_state', m.kind === 'sole' ? 'N/A' : formState, L + 260, 112, 110);
  under(s, 'Business start date', 'start_date', start.text, L + 370, 112, R - L - 370, start.gives);
  const tax: Out = m.ein ? bizTax(m.ein, rng, { label: 'EIN', bareP: 0.3 }) : { text: rng.pick(['N/A', 'n/a', 'None']), gives: null };
  under(s, 'Federal EIN', 'ein', tax.text, L, 142, 160, tax.gives);
  under(s, 'Business phone', 'phone', m.phone, L + 160, 142, 150);
  under(s, 'Website', 'website', rng.pick(['', 'N/A', `www.${m.email.split('@')[0]}.com`]), L + 310, 142, R - L - 310);
  under(s, 'Street address (no P.O. boxes)', 'street', m.address.street, L, 172, 230);
  under(s, 'City', 'city', m.address.city, L + 230, 172, 140);
  under(s, 'State', 'state', m.address.state, L + 370, 172, 60, stateGives(m.address));
  under(s, 'ZIP', 'zip', m.address.zip, L + 430, 172, R - L - 430);
  const ind = industryOut(m);
  under(s, 'Nature of business', 'industry', ind.text, L, 202, 260, ind.gives);
  under(s, 'No. of employees', 'employees', m.employees === 0 ? rng.pick(['0 (owner only)', '1 - owner']) : String(m.employees), L + 260, 202, 110);
  under(s, 'Monthly rent / mortgage', 'rent', m.landlord ? money(m.landlord.rent) : '', L + 370, 202, R - L - 370);

  section(s, 'II.  FINANCING REQUEST', 236);
  const showPay = rng.chance(0.7);
  const freqWord = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[m.freq];
  under(s, 'Requested amount', 'amount', money(m.amount, 'cents'), L, 254, 140, amountGives(m.amount));
  under(s, 'Payment amount', 'payment', showPay ? money(m.payment, 'cents') : '', L + 140, 254, 130, showPay ? biz({ requested_payment: m.payment }) : null);
  under(s, 'No. of payments', 'count', showPay ? String(m.count) : '', L + 270, 254, 100, showPay ? biz({ number_of_payments: m.count }) : null);
  under(s, 'Frequency', 'frequency', freqWord, L + 370, 254, R - L - 370, biz({ payment_frequency: m.freq }));
  under(s, 'Use of proceeds', 'use', m.useOfFunds, L, 284, 260);
  under(s, 'Avg. monthly revenue', 'monthly', money(m.monthlySales), L + 260, 284, 130);
  under(s, 'Annual revenue', 'annual', money(m.monthlySales * 12), L + 390, 284, R - L - 390);

  section(s, 'III.  OWNERS / OFFICERS / MEMBERS  (all with 20% or more)', 318);
  const cols = [150, 88, 44, 92, 90, 64];
  let x = L;
  ['Name', 'Title', 'Own %', 'SSN', 'Date of birth', 'FICO (est.)'].forEach((h, i) => {
    s.label(h.toUpperCase(), x + 2, 336, { font: 'Helvetica-Bold', size: 6, color: SLATE });
    x += cols[i]!;
  });
  const blank: Out = { text: '', gives: null };
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const row: Out[] = o ? [nameOut(i, o, rng, rng.chance(0.3) ? 'lastFirst' : 'natural'), titleOut(i, m.kind, rng), pctOut(i, o, rng),
      ownerTax(i, o.tax, rng, { maskP: 0.6, label: 'SSN' }), dobOut(i, o, rng), rng.chance(0.5) ? scoreOut(i, o) : blank] : Array(6).fill(blank);
    cells(s, 345 + i * 17, cols, row.map((r) => [r.text, r.gives]), ['name', 'title', 'pct', 'ssn', 'dob', 'fico'].map((k) => `owner${i + 1}_${k}`));
  }
  s.label('HOME ADDRESSES OF THE OWNERS LISTED ABOVE', L, 404, { font: 'Helvetica-Bold', size: 6, color: SLATE });
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const home = !o ? '' : o.homeSameAsBusiness ? 'Same as company address' : `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`;
    cells(s, 413 + i * 17, [20, 360, 148], [[o ? String(i + 1) : '', null], [home, null], [o?.cell ?? '', null]],
      [`home${i + 1}_n`, `home${i + 1}_addr`, `home${i + 1}_cell`]);
  }

  section(s, 'IV.  LANDLORD AND BANK', 472);
  under(s, 'Landlord / mortgage company', 'landlord', m.landlord?.name ?? 'N/A - owns', L, 490, 260);
  under(s, 'Landlord phone', 'landlord_phone', m.landlord?.phone ?? '', L + 260, 490, R - L - 260);
  under(s, 'Operating bank', 'bank', m.bank.name, L, 520, 180);
  under(s, 'ABA routing no.', 'routing', m.bank.routing, L + 180, 520, 150);
  under(s, 'Account no.', 'account', m.bank.account, L + 330, 520, R - L - 330);

  section(s, 'V.  CERTIFICATION', 554);
  s.label('The undersigned officers, members or owners certify that the statements in this application are true and correct and authorize '
    + 'Keystone Merchant Services and its assigns to obtain consumer and commercial credit reports, to verify the information given with any '
    + 'bank, landlord or creditor, and to furnish it to prospective funding sources.', L, 572, { font: 'Times-Roman', size: 8, width: R - L });
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    const y = 612 + i * 34;
    s.rule(L, y + 15, L + 250, y + 15, SLATE, 0.6);
    s.signature(L + 10, y + 10, 180);
    s.label('SIGNATURE', L, y + 17.5, { size: 5.8, color: '#6b7580' });
    under(s, 'Date', `sig${i + 1}_date`, `${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, L + 270, y, 120);
  }
  s.rect(L, 700, R - L, 40, { fill: '#f1f2f4', stroke: '#a3abb4', width: 0.5 });
  s.label('OFFICE USE ONLY', L + 5, 704, { font: 'Helvetica-Bold', size: 6, color: SLATE });
  under(s, 'ISO / rep', 'office_rep', m.rep.name, L + 5, 716, 160);
  under(s, 'Rep phone', 'office_rep_phone', m.rep.phone, L + 165, 716, 130);
  under(s, 'Received', 'office_received', `${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, L + 295, 716, 100);
}

export const keystone: Layout = {
  name: 'keystone-small-company', broker: 'Keystone Merchant Services', typedFont: 'Times-Roman', size: LETTER, draw,
  profile: { kinds: [['smllc', 4.5], ['corp', 4.5], ['sole', 1]], trades: ['lawn', 'clean', 'truck', 'food', 'home'] },
};
