// Keystone Fiscal Advance: a dense one-page form dressed as a tax return. Reversed title block, every box numbered in a
// black badge, money in dollars | cents columns, dates in MM DD YYYY comb cells, the entity as free text, the
// ISO's block at the top, a mailing address in another state, and the owners as numbered rows repeated per owner.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Area, Fields, Look, Sheet } from './sheet.ts';
import {
  A, AUTHORIZATION, O, creditText, dba, entityText, homeText, industryFields, legalName, nameText, ownerNameFields, pctText, personalId,
  printDate, stateFields, taxFields,
} from './common.ts';
import { dashEin, dashSsn, dollarsCents } from './formats.ts';

export const KEYSTONE_LOOK: Look = {
  caption: 'Helvetica', captionBold: 'Helvetica-Bold', captionSize: 5.5, captionColor: 'black', typed: 'Courier', typedSize: 10.5,
  hand: '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', handSize: 13, ink: '#111111', mark: 'X', rule: 0.75,
  fieldName: (k, _n, kind) => `kfa1.${k}${kind === 'check' ? '.cb' : ''}`, onState: 'X',
};

const L = 28, R = 584, W = R - L;

/** A box whose caption starts with its line number in a black badge. */
function nbox(s: Sheet, x: number, y: number, w: number, h: number, n: string, caption: string): Area {
  const a = s.box(x, y, w, h, '', { capH: 9 });
  const bw = n ? 4 + n.length * 3.6 : -2;
  if (n) {
    s.doc.rect(x + 1, y + 1, bw, 7).fill('black');
    s.label(n, x + 3, y + 1.9, { size: 5.5, bold: true, color: 'white' });
  }
  s.label(caption, x + bw + 3, y + 1.9, { size: 5.5 });
  return a;
}

function part(s: Sheet, y: number, title: string): number {
  s.doc.rect(L, y, W, 10).fill('#c8c8c8');
  s.doc.lineWidth(1.5).moveTo(L, y).lineTo(R, y).stroke();
  s.label(title, L + 3, y + 2.2, { size: 7, bold: true });
  return y + 10;
}

/** Money in a dollars | cents box: two recorded values giving one field. */
function money(s: Sheet, pr: Rng, a: Area, key: string, v: number | null, field: string | null): void {
  const cx = a.x + a.w - 16;
  s.doc.lineWidth(0.5).moveTo(cx, a.y - 2).lineTo(cx, a.y + a.h + 1).stroke();
  s.label('$', a.x + 1, a.y + 2, { size: 8 });
  const [d, c] = v === null ? ['', ''] : dollarsCents(v);
  const f: Fields | null = field ? { [A(field)]: v } : null;
  s.value({ x: a.x + 8, y: a.y, w: cx - a.x - 9, h: a.h }, key, pr.chance(0.8) ? d : d.replace(/,/g, ''), f, { align: 'right' });
  s.value({ x: cx + 1, y: a.y, w: 14, h: a.h }, `${key}.cents`, c === '00' && pr.chance(0.3) ? '' : c, f, { align: 'center', size: 9 });
}

/** A date as MM DD YYYY comb cells. */
function dateComb(s: Sheet, a: Area, iso: string, key: string, fields: Fields | null): void {
  const parts = iso ? [iso.slice(5, 7), iso.slice(8, 10), iso.slice(0, 4)] : ['', '', ''];
  let x = a.x + 3;
  ['MM', 'DD', 'YYYY'].forEach((cap, i) => {
    const n = cap.length;
    s.comb(x, a.y, 10, a.h - 5, parts[i]!, `${key}.${cap.toLowerCase()}`, iso ? fields : null, n);
    s.label(cap, x + (n * 10) / 2 - 4, a.y + a.h - 4.5, { size: 4 });
    x += n * 10 + 5;
  });
}

function top(s: Sheet, m: Model, pr: Rng): void {
  s.doc.rect(L, 22, 300, 42).fill('black');
  s.label('Form KFA-1', L + 6, 26, { size: 7, bold: true, color: 'white' });
  s.label('KEYSTONE FISCAL ADVANCE', L + 6, 35, { size: 14, bold: true, color: 'white' });
  s.label('Merchant Cash Advance Application  -  Purchase of Future Receivables', L + 6, 53, { size: 6.5, color: 'white' });
  s.doc.rect(L + 304, 22, W - 304, 42).fill('#e3e3e3');
  s.label('FOR ISO USE ONLY', L + 308, 23.5, { size: 5.5, bold: true });
  const iso = s.box(L + 304, 30, 150, 17, 'ISO name', { capH: 6.5 });
  s.value(iso, 'iso.company', m.iso.company, null, { size: 8 });
  s.value(s.box(L + 454, 30, W - 454, 17, 'ISO #', { capH: 6.5 }), 'iso.code', m.iso.code, null, { size: 8 });
  s.value(s.box(L + 304, 47, 150, 17, 'Rep name / phone', { capH: 6.5 }), 'iso.rep', `${m.iso.rep} ${m.iso.phone}`, null, { size: 8 });
  s.value(s.box(L + 454, 47, W - 454, 17, 'Date submitted', { capH: 6.5 }), 'iso.date', printDate(pr, m.signed, false), null, { size: 8 });
  s.label('Type or print in black ink. Enter money in dollars and cents. Enter dates as MM DD YYYY. Attach 4 months of bank statements.', L, 67, { size: 6 });
}

function business(s: Sheet, m: Model, pr: Rng): number {
  let y = part(s, 76, 'Part A     Business');
  const legal = legalName(m);
  const t = dba(pr, m);
  s.value(nbox(s, L, y, 330, 26, '1', 'Legal name of business (as shown on tax return)'), 'legal_name', legal, { [A('legal_name')]: legal });
  s.value(nbox(s, L + 330, y, W - 330, 26, '2', 'Trade name / DBA'), 'dba', t.text, t.value === null ? null : { [A('trade_name')]: t.value });
  y += 26;
  s.value(nbox(s, L, y, 110, 26, '3', 'Type of entity'), 'entity', entityText(pr, m), { [A('type_of_entity')]: m.entity });
  const tin = m.taxId.type === 'EIN' ? dashEin(m.taxId.digits) : dashSsn(m.taxId.digits);
  s.value(nbox(s, L + 110, y, 120, 26, '4', 'Taxpayer ID no. (EIN or SSN)'), 'business_tax_id', tin, taxFields(m));
  s.value(nbox(s, L + 230, y, 200, 26, '5', 'Nature of business'), 'industry', pr.chance(0.92) ? m.industryText : '', industryFields(m));
  s.value(nbox(s, L + 430, y, W - 430, 26, '6', 'State of organization'), 'state_of_organization', m.incorporatedIn, null, { align: 'center' });
  y += 26;
  // Either the start date or only the years in business (which gives no date).
  const dated = pr.chance(0.75);
  dateComb(s, nbox(s, L, y, 120, 30, '7', 'Date business started'), dated ? m.start : '', 'business_start_date', { [A('business_start_date')]: m.start });
  s.value(nbox(s, L + 120, y, 60, 30, '8', 'Years in bus.'), 'years_in_business', dated && pr.chance(0.6) ? '' : String(2025 - Number(m.start.slice(0, 4))), null, { align: 'center' });
  const ad = m.address;
  const line = `${ad.street}${ad.unit ? `, ${ad.unit}` : ''}, ${ad.city}, ${ad.state} ${ad.zip}`;
  s.value(nbox(s, L + 180, y, W - 180, 30, '9', 'Business location (number, street, suite, city, state, ZIP) - no P.O. boxes'), 'business_address', line, stateFields(m));
  y += 30;
  const mail = m.mailing;
  s.value(nbox(s, L, y, 330, 26, '10', 'Mailing address, if different'), 'mailing_address', pr.chance(0.7) ? `${mail.street}, ${mail.city}, ${mail.state} ${mail.zip}` : '', null);
  s.value(nbox(s, L + 330, y, 130, 26, '11', 'Business telephone'), 'phone', m.phone, null);
  s.value(nbox(s, L + 460, y, W - 460, 26, '12', 'No. of employees'), 'employees', String(m.employees), null, { align: 'center' });
  return y + 30;
}

function request(s: Sheet, m: Model, pr: Rng, y0: number): number {
  let y = part(s, y0, 'Part B     Funding request and financial information');
  const terms = pr.chance(0.6);
  money(s, pr, nbox(s, L, y, 140, 28, '13', 'Amount requested'), 'requested_amount', m.amount, 'requested_amount');
  money(s, pr, nbox(s, L + 140, y, 130, 28, '14', 'Requested payment'), 'requested_payment', terms ? m.payment : null, 'requested_payment');
  s.value(nbox(s, L + 270, y, 70, 28, '15', 'No. of payments'), 'number_of_payments', terms ? String(m.payments) : '', { [A('number_of_payments')]: m.payments }, { align: 'center' });
  const fr = nbox(s, L + 340, y, W - 340, 28, '16', 'Payment frequency (check one)');
  const labels: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };
  s.checks(fr.x + 4, fr.y + 5, Object.values(labels), pr.chance(0.85) ? labels[m.freq]! : null, 'frequency', () => ({ [A('payment_frequency')]: m.freq }), 12);
  y += 28;
  money(s, pr, nbox(s, L, y, 140, 28, '17', 'Average monthly gross sales'), 'monthly_sales', m.monthlySales, null);
  money(s, pr, nbox(s, L + 140, y, 130, 28, '18', 'Monthly rent or mortgage'), 'rent', m.rent, null);
  s.value(nbox(s, L + 270, y, 150, 28, '19', 'Landlord or mortgage company'), 'landlord', m.landlord, null);
  const ref = m.references[0]!;
  s.value(nbox(s, L + 420, y, W - 420, 28, '19a', 'Trade reference and phone'), 'reference', `${ref.name} ${ref.phone}`, null);
  y += 28;
  s.value(nbox(s, L, y, 150, 28, '20', 'Bank name'), 'bank_name', m.bank.name, null);
  const rt = nbox(s, L + 150, y, 110, 28, '21', 'Routing number');
  s.comb(rt.x + 4, rt.y + 1, 11, rt.h - 2, m.bank.routing, 'bank_routing', null);
  s.value(nbox(s, L + 260, y, 130, 28, '22', 'Account number'), 'bank_account', m.bank.account, null);
  s.value(nbox(s, L + 390, y, W - 390, 28, '23', 'Use of funds'), 'use_of_funds', m.use, null);
  y += 28;
  for (let r = 0; r < 2; r++) {
    const f = m.funders[r];
    s.value(nbox(s, L, y, 230, 26, `24${'ab'[r]}`, r ? 'Second open advance / loan' : 'Open advance / loan: funder name (enter NONE if none)'), `advance${r + 1}.funder`,
      f ? f.name : r === 0 ? 'NONE' : '', null);
    money(s, pr, nbox(s, L + 230, y, 140, 26, '', 'Balance'), `advance${r + 1}.balance`, f ? f.balance : null, null);
    money(s, pr, nbox(s, L + 370, y, 120, 26, '', 'Payment'), `advance${r + 1}.payment`, f ? f.payment : null, null);
    s.value(nbox(s, L + 490, y, W - 490, 26, '', 'Frequency'), `advance${r + 1}.freq`, f ? f.freq.toUpperCase() : '', null, { align: 'center' });
    y += 26;
  }
  return y + 4;
}

function owners(s: Sheet, m: Model, pr: Rng, y0: number): number {
  let y = part(s, y0, 'Part C     Owners and officers (every owner of 20% or more; attach a sheet for more)');
  m.owners.forEach((o, i) => {
    const n = `25${'abc'[i]}`;
    s.doc.rect(L, y, 14, 58).fill('black');
    s.label(String(i + 1), L + 3.5, y + 22, { size: 11, bold: true, color: 'white' });
    const nm = nameText(pr, o, 0);
    s.value(nbox(s, L + 14, y, 276, 29, `${n}.1`, 'Name (first, middle initial, last, suffix)'), `owner${i + 1}.name`, nm.text, ownerNameFields(i, o));
    s.value(nbox(s, L + 290, y, 120, 29, `${n}.2`, 'Title'), `owner${i + 1}.title`, pr.chance(0.95) ? o.title : '', { [O(i, 'role')]: o.title });
    s.value(nbox(s, L + 410, y, 70, 29, `${n}.3`, '% owned'), `owner${i + 1}.ownership`, pr.chance(0.95) ? pctText(pr, o.pct) : '', { [O(i, 'ownership')]: o.pct }, { align: 'center' });
    const cs = creditText(pr, o);
    s.value(nbox(s, L + 480, y, W - 480, 29, `${n}.4`, 'Credit score'), `owner${i + 1}.credit_score`, cs, /^\d+$/.test(cs) ? { [O(i, 'credit_score')]: o.credit } : null, { align: 'center' });
    const id = personalId(pr, o, i, false);
    s.value(nbox(s, L + 14, y + 29, 130, 29, `${n}.5`, 'SSN or ITIN'), `owner${i + 1}.ssn`, id.text, id.fields);
    const dobShown = pr.chance(0.88);
    dateComb(s, nbox(s, L + 144, y + 29, 116, 29, `${n}.6`, 'Date of birth'), dobShown ? o.dob : '', `owner${i + 1}.dob`, { [O(i, 'date_of_birth')]: o.dob });
    s.value(nbox(s, L + 260, y + 29, W - 260, 29, `${n}.7`, 'Home address (street, city, state, ZIP)'), `owner${i + 1}.home`, homeText(o), null);
    y += 60;
  });
  return y;
}

export function drawKeystone(s: Sheet, m: Model, pr: Rng): void {
  top(s, m, pr);
  let y = business(s, m, pr);
  y = request(s, m, pr, y);
  y = owners(s, m, pr, y);
  y = part(s, y + 2, 'Part D     Signatures');
  s.label(`${AUTHORIZATION} Each signer personally guarantees the truth of the statements above. A copy of this form is as good as the original.`,
    L, y + 3, { size: 5.8, width: W });
  y += 30;
  m.owners.forEach((o, i) => {
    s.label('Sign here', L, y + 9, { size: 7, bold: true });
    s.arrow(L + 34, y + 9.5, 6);
    s.signature(nbox(s, L + 44, y, 330, 26, '', `Signature of owner ${i + 1}`), `${o.name.first} ${o.name.last}`, `owner${i + 1}.signature`);
    s.value(nbox(s, L + 374, y, W - 374, 26, '', 'Date'), `owner${i + 1}.signed`, printDate(pr, m.signed, false), null);
    y += 26;
  });
  s.label('Form KFA-1 (2025)', L, 764, { size: 6, bold: true });
  s.label('Keystone Fiscal Advance  |  1-888-555-0199  |  apply@keystonefiscal.com', 230, 764, { size: 6 });
}
