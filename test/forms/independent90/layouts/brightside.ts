// Brightside Business Funding: a two-page form of shaded "label | value" table rows under teal section bars, a
// seven-way entity checklist, yes/no questions (home-based? only employee?), payment-frequency boxes, and the
// owners on page 2 with bank, references and the authorisation.
import type { Rng } from '../../../statements/generator/prng.ts';
import { money } from '../ids.ts';
import { amountGives, biz, bizTax, dbaOut, dobOut, entityBox, industryOut, legalOut, nameOut, ownerTax, pctOut, scoreOut, startOut,
  stateGives, titleOut, type Out } from '../common.ts';
import { businessTax, type Merchant } from '../model.ts';
import type { Gives, Sheet } from '../sheet.ts';
import { LETTER, type Layout } from './types.ts';

const TEAL = '#177e7a', L = 40, R = 572, RH = 19;
type Pair = [label: string, name: string, text: string, gives?: Gives | null];

function kv(s: Sheet, y: number, pairs: Pair[], labelW = 150): number {
  const w = (R - L) / pairs.length;
  pairs.forEach(([label, name, text, gives], i) => {
    const x = L + i * w, lw = Math.min(labelW, w * 0.42);
    s.rect(x, y, lw, RH, { fill: '#eaf5f4', stroke: '#9cc7c4', width: 0.5 });
    s.rect(x + lw, y, w - lw, RH, { stroke: '#9cc7c4', width: 0.5 });
    s.label(label, x + 4, y + 6, { size: 7.4, color: '#20403e', width: lw - 6 });
    s.value(name, text, x + lw + 2, y + 3.5, w - lw - 4, gives ?? null, { size: 9 });
  });
  return y + RH;
}

function bar(s: Sheet, text: string, y: number): number {
  s.rect(L, y, R - L, 16, { fill: TEAL });
  s.label(text, L + 6, y + 4.5, { font: 'Helvetica-Bold', size: 8.5, color: '#fff' });
  return y + 20;
}

function yesNo(s: Sheet, name: string, question: string, yes: boolean, y: number, x = L): void {
  s.label(question, x + 4, y + 1, { size: 7.6, color: '#20403e' });
  const qx = x + 4 + s.doc.font('Helvetica').fontSize(7.6).widthOfString(question) + 10;
  s.check(`${name}_yes`, qx, y, yes, null, 8);
  s.label('Yes', qx + 11, y + 1, { size: 7.6 });
  s.check(`${name}_no`, qx + 36, y, !yes, null, 8);
  s.label('No', qx + 47, y + 1, { size: 7.6 });
}

function header(s: Sheet, page: number): void {
  s.doc.circle(L + 11, 34, 10).fill('#f2a93b');
  s.label('brightside', L + 27, 22, { font: 'Helvetica-Bold', size: 21, color: TEAL });
  s.label('BUSINESS FUNDING', L + 29, 45, { size: 7, color: '#555' });
  s.label(`Business Funding Application  ·  Page ${page} of 2`, 300, 30, { font: 'Helvetica-Oblique', size: 9, color: '#333', width: R - 300,
    align: 'right' });
  s.rule(L, 62, R, 62, TEAL, 1.5);
}

function page1(m: Merchant, s: Sheet, rng: Rng): void {
  s.addPage();
  header(s, 1);
  let y = bar(s, 'SECTION A — ABOUT THE BUSINESS', 72);
  const legal = legalOut(m), dba = dbaOut(m, rng);
  y = kv(s, y, [['Legal / registered name', 'legal_name', legal.text, legal.gives]]);
  y = kv(s, y, [['Trade name (DBA), if any', 'dba', dba.text, dba.gives]]);
  s.label('Business structure (check one):', L + 4, y + 6, { size: 7.6, color: '#20403e' });
  const corpLabel = rng.chance(0.5) ? 'S Corporation' : 'C Corporation';
  const opts: [string, boolean][] = [['Individual / Sole Proprietor', m.kind === 'sole'], ['General Partnership', m.kind === 'partnership'],
    ['Single-Member LLC', m.kind === 'smllc'], ['Multi-Member LLC', false], ['S Corporation', m.kind === 'corp' && corpLabel === 'S Corporation'],
    ['C Corporation', m.kind === 'corp' && corpLabel === 'C Corporation'], ['Other: ______________', false]];
  opts.forEach(([lbl, on], i) => {
    const x = L + 118 + (i % 4) * 100, yy = y + 5 + Math.floor(i / 4) * 14;
    s.check(`structure_${i}`, x, yy, on, on ? entityBox(lbl) : null, 8);
    s.label(lbl, x + 11, yy + 1, { size: 7.4 });
  });
  y += 36;
  const t = businessTax(m);
  // Decision (README): under "EIN, or SSN/ITIN for sole proprietors" a bare 9-digit number has no readable type.
  const tax: Out = t && rng.chance(0.92) ? bizTax(t, rng, { label: null, bareP: 0.15, maskP: 0.08 }) : { text: rng.pick(['Pending', 'N/A']), gives: null };
  y = kv(s, y, [['Business tax ID (EIN, or SSN/ITIN for sole proprietors)', 'tax_id', tax.text, tax.gives]], 215);
  y = kv(s, y, [['Street address', 'street', m.address.street]]);
  y = kv(s, y, [['City', 'city', m.address.city], ['State', 'state', m.address.state, stateGives(m.address)], ['ZIP', 'zip', m.address.zip]]);
  yesNo(s, 'home_based', 'Is the business run from your home?', m.owners[0]!.homeSameAsBusiness, y + 5);
  yesNo(s, 'only_employee', 'Are you (the owner) the only employee?', m.employees === 0, y + 5, 306);
  y += 19;
  const ind = industryOut(m), start = startOut(m, rng);
  y = kv(s, y, [['Describe your business', 'industry', ind.text, ind.gives], ['Date business started', 'start_date', start.text, start.gives]]);
  y = kv(s, y, [['Employees (incl. you)', 'employees', String(m.employees + 1)], ['Business phone', 'phone', m.phone]]);
  y = kv(s, y, [['E-mail', 'email', m.email], ['Website', 'website', rng.pick(['none', 'N/A', '', 'facebook page'])]]);
  y = bar(s, 'SECTION B — YOUR FUNDING REQUEST', y + 12);
  y = kv(s, y, [['Amount requested', 'amount', money(m.amount, 'cents'), amountGives(m.amount)], ['Use of funds', 'use', m.useOfFunds]]);
  s.label('Payment frequency:', L + 4, y + 6, { size: 7.6, color: '#20403e' });
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) => {
    s.check(`freq_${f}`, L + 110 + i * 80, y + 5, m.freq === f, biz({ payment_frequency: f }), 8);
    s.label(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'][i]!, L + 121 + i * 80, y + 6, { size: 7.4 });
  });
  y += 20;
  const showPay = rng.chance(0.6);
  y = kv(s, y, [['Proposed payment', 'payment', showPay ? money(m.payment, 'cents') : '', showPay ? biz({ requested_payment: m.payment }) : null],
    ['Number of payments', 'count', showPay ? String(m.count) : '', showPay ? biz({ number_of_payments: m.count }) : null]]);
  y = bar(s, 'SECTION C — CURRENT ADVANCES OR LOANS (write "None" if none)', y + 12);
  for (let k = 0; k < 3; k++) {
    const a = m.advances[k];
    const none = k === 0 && !a;
    y = kv(s, y, [['Funder / lender', `adv${k}_funder`, none ? 'None' : a?.funder ?? ''], ['Balance', `adv${k}_bal`, a ? money(a.balance) : ''],
      ['Payment', `adv${k}_pay`, a ? `${money(a.payment)} ${rng.pick(['daily', 'weekly'])}` : '']]);
  }
  y = kv(s, y, [['Average monthly sales', 'sales', money(m.monthlySales)], ['Landlord (if you rent)', 'landlord', m.landlord?.name ?? 'Own']]);
  s.label('Continue on page 2 >>', L, y + 14, { font: 'Helvetica-Oblique', size: 8, color: TEAL, width: R - L, align: 'right' });
}

function page2(m: Merchant, s: Sheet, rng: Rng): void {
  s.addPage();
  header(s, 2);
  let y = bar(s, 'SECTION D — OWNERS (all owners of 20% or more)', 72);
  const blank: Out = { text: '', gives: null };
  for (let i = 0; i < Math.max(2, m.owners.length); i++) {
    const o = m.owners[i];
    s.label(i === 0 ? 'Owner 1' : `Owner ${i + 1} (if any)`, L + 2, y + 2, { font: 'Helvetica-Bold', size: 8, color: TEAL });
    y += 13;
    const name = o ? nameOut(i, o, rng) : blank, title = o ? titleOut(i, m.kind, rng) : blank;
    y = kv(s, y, [['Full name', `o${i}_name`, name.text, name.gives], ['Title', `o${i}_title`, title.text, title.gives]]);
    const pct = o ? pctOut(i, o, rng) : blank, dob = o ? dobOut(i, o, rng) : blank;
    y = kv(s, y, [['Ownership %', `o${i}_pct`, pct.text, pct.gives], ['Date of birth', `o${i}_dob`, dob.text, dob.gives]]);
    const tax = o ? ownerTax(i, o.tax, rng, { maskP: 0.5, label: 'SSN_ITIN' }) : blank;
    const sc = o && rng.chance(0.5) ? scoreOut(i, o) : blank;
    y = kv(s, y, [['SSN / ITIN', `o${i}_ssn`, tax.text, tax.gives], ['Est. credit score', `o${i}_fico`, sc.text, sc.gives]]);
    const home = !o ? '' : o.homeSameAsBusiness ? rng.pick(['Same as business address', 'Same as above']) : `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`;
    y = kv(s, y, [['Home address', `o${i}_home`, home]]);
    y = kv(s, y, [['Cell phone', `o${i}_cell`, o?.cell ?? ''], ['Personal e-mail', `o${i}_email`, o?.email ?? '']]);
    y += 8;
  }
  y = bar(s, 'SECTION E — BANK AND TRADE REFERENCES', y + 4);
  y = kv(s, y, [['Business bank', 'bank', m.bank.name], ['Routing #', 'routing', m.bank.routing], ['Account #', 'account', m.bank.account]]);
  for (const [k, r] of m.refs.entries()) y = kv(s, y, [[`Trade reference ${k + 1}`, `ref${k}`, r.name], ['Phone', `ref${k}_phone`, r.phone]]);
  y = bar(s, 'SECTION F — AUTHORIZATION', y + 12);
  s.label('By signing, each owner (1) certifies that everything in this application is true and complete; (2) authorizes Brightside Business '
    + 'Funding, LLC and the funders it works with to obtain business and personal credit reports, to verify the bank, landlord and trade '
    + 'information given, and to contact the references listed; and (3) agrees that this application and any documents provided may be '
    + 'shared with those funders. A copy of this authorization is as valid as the original.', L, y, { size: 7.3, width: R - L, color: '#333' });
  y += 52;
  for (let i = 0; i < Math.min(2, Math.max(1, m.owners.length)); i++) {
    const x = L + i * 270;
    s.rule(x, y + 22, x + 250, y + 22);
    s.signature(x + 10, y + 16, 180);
    s.label(`Signature of owner ${i + 1}`, x, y + 25, { size: 6.8, color: '#555' });
    s.value(`sig${i}_date`, `${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, x + 180, y + 26, 70);
  }
  s.label(`Brightside ISO partner: ${m.rep.name}  ·  ${m.rep.phone}  ·  ${m.rep.email}`, L, 752, { size: 7, color: '#666' });
}

export const brightside: Layout = {
  name: 'brightside-two-page', broker: 'Brightside Business Funding', typedFont: 'Helvetica', size: LETTER,
  draw: (m, s, rng) => { page1(m, s, rng); page2(m, s, rng); },
  profile: { kinds: [['sole', 4], ['smllc', 3], ['partnership', 1.5], ['corp', 1.5]], trades: ['clean', 'home', 'barber'] },
};
