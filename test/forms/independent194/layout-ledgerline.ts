// Ledgerline Capital Partners: a one-page form copied from the IRS W-9. Numbered lines, the tax classification as a
// checkbox row with an LLC classification letter, the requester box holding the ISO, "list account numbers" holding the
// bank account, the TIN in comb cells split SSN / EIN, and the owners as a numbered grid repeated per owner.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Look, Sheet } from './sheet.ts';
import {
  A, AUTHORIZATION, O, creditText, dba, dobText, entityText, homeText, industryFields, legalName, nameText, ownerNameFields, pctText,
  personalId, printDate, stateFields, taxFields,
} from './common.ts';
import { commas, fmtMoney, type MoneyFormat } from './formats.ts';

export const LEDGERLINE_LOOK: Look = {
  caption: 'Helvetica', captionBold: 'Helvetica-Bold', captionSize: 6, captionColor: 'black', typed: 'Helvetica', typedSize: 10,
  hand: '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', handSize: 13.5, ink: '#14224f', mark: 'X', rule: 0.6,
  fieldName: (_k, n, kind) => `topmostSubform[0].Page1[0].${kind === 'check' ? 'c1_' : 'f1_'}${String(n).padStart(2, '0')}[0]`,
  onState: '1',
};

const L = 30, R = 582, W = R - L;
const CLASSES: [string, string][] = [['Sole proprietor', 'sole_proprietorship'], ['C Corp', 'c_corporation'], ['S Corp', 's_corporation'],
  ['Partnership', 'general_partnership'], ['Trust', 'trust'], ['LLC', 'llc']];
const MONEY: MoneyFormat[] = ['#,###', '#,###', '####', '#,###'];

function band(s: Sheet, y: number, part: string, title: string): void {
  s.doc.rect(L, y, 44, 11).fill('black');
  s.label(part, L + 4, y + 2.2, { size: 7.5, bold: true, color: 'white' });
  s.label(title, L + 50, y + 2.2, { size: 7.5, bold: true });
  s.doc.lineWidth(1.2).moveTo(L, y).lineTo(R, y).stroke();
}

function header(s: Sheet): void {
  const d = s.doc;
  s.label('Form', L, 30, { size: 6 });
  s.label('LCP-7', L + 16, 27, { size: 17, bold: true });
  s.label('(Rev. March 2025)', L, 48, { size: 5.5 });
  s.label('Ledgerline Capital Partners, LLC', L, 56, { size: 5.5 });
  d.lineWidth(0.6).moveTo(L + 100, 26).lineTo(L + 100, 74).stroke().moveTo(R - 110, 26).lineTo(R - 110, 74).stroke();
  s.label('Merchant Funding Application and', L + 100, 30, { size: 12, bold: true, width: R - 110 - L - 100, align: 'center' });
  s.label('Certification of Taxpayer Identification', L + 100, 45, { size: 12, bold: true, width: R - 110 - L - 100, align: 'center' });
  s.label('Go to www.ledgerlinecp.com/apply for instructions and the latest information.', L + 100, 63, { size: 6, width: R - 110 - L - 100, align: 'center' });
  s.label('Give form to your funding advisor. Do not send to the IRS.', R - 105, 34, { size: 7.5, bold: true, width: 100 });
  d.lineWidth(1.6).moveTo(L, 75).lineTo(R, 75).stroke();
}

function business(s: Sheet, m: Model, pr: Rng): void {
  const legal = legalName(m);
  s.value(s.box(L, 76, W, 26, '1  Legal name of business (or owner\'s name if sole proprietor). Name is required on this line; do not leave this line blank.'), 'legal_name', legal, { [A('legal_name')]: legal });
  const t = dba(pr, m);
  s.value(s.box(L, 102, W, 26, '2  Business name/DBA, if different from above'), 'dba', t.text, t.value === null ? null : { [A('trade_name')]: t.value });
  const cls = s.box(L, 128, 440, 50, '3  Check the appropriate box for federal tax classification of the business. Check only ONE of the following boxes.');
  const picked = CLASSES.find(([, id]) => id === m.entity);
  const ent = { [A('type_of_entity')]: m.entity };
  s.checks(cls.x + 4, cls.y + 2, CLASSES.slice(0, 5).map(([l]) => l), picked && picked[1] !== 'llc' ? picked[0] : null, 'entity', () => ent, 12);
  const llcBox = s.check(cls.x + 4, cls.y + 15, 'LLC', 'entity.llc', m.entity === 'llc', m.entity === 'llc' ? ent : null);
  const llcX = llcBox + 2 + s.doc.font('Helvetica').fontSize(6.8).widthOfString('. Enter the tax classification (C=C corporation, S=S corporation, P=Partnership)');
  s.label('. Enter the tax classification (C=C corporation, S=S corporation, P=Partnership)', llcBox, cls.y + 16.4, { size: 6.8 });
  // The classification letter is the LLC's tax election, not its entity: a decoy beside the checked LLC box.
  const letter = m.entity === 'llc' ? pr.pick(['S', 'C', 'P', 'P', '']) : '';
  s.arrow(llcX + 3, cls.y + 16.5, 5);
  s.value(s.box(llcX + 12, cls.y + 12.5, 22, 12, '', { capH: 0 }), 'llc_tax_class', letter, null, { size: 9 });
  const other = !picked;
  const oX = s.check(cls.x + 4, cls.y + 28, 'Other (see instructions)', 'entity.other', other, other ? ent : null);
  s.arrow(oX + 3, cls.y + 29.5, 5);
  s.doc.lineWidth(0.4).moveTo(oX + 12, cls.y + 37).lineTo(oX + 212, cls.y + 37).stroke();
  s.value({ x: oX + 12, y: cls.y + 25, w: 200, h: 12 }, 'entity_other', other ? entityText(pr, m) : '', other ? ent : null, { size: 9 });
  const ex = s.box(470, 128, R - 470, 50, '4  Exemptions (see instructions)');
  s.label('Exempt payee code (if any)', ex.x + 2, ex.y + 12, { size: 5.5 });
  s.label('FATCA exemption code (if any)', ex.x + 2, ex.y + 24, { size: 5.5 });
  const street = `${m.address.street}${m.address.unit ? `, ${m.address.unit}` : ''}`;
  s.value(s.box(L, 178, 360, 26, '5  Address (number, street, and apt. or suite no.) See instructions.'), 'street', street, null);
  const city = `${m.address.city}, ${m.address.state} ${m.address.zip}`;
  s.value(s.box(L, 204, 360, 26, '6  City, state, and ZIP code'), 'city_state_zip', city, stateFields(m));
  const req = s.box(390, 178, R - 390, 52, 'Requester\'s name and address (optional)');
  s.value({ x: req.x, y: req.y + 2, w: req.w, h: 16 }, 'iso.company', m.iso.company, null);
  s.value({ x: req.x, y: req.y + 20, w: req.w, h: 16 }, 'iso.rep', `Attn: ${m.iso.rep}  ${m.iso.phone}`, null);
  s.value(s.box(L, 230, W, 24, '7  List account number(s) here (optional)'), 'bank_account', `${m.bank.name} Business Checking  acct ${m.bank.account}`, null);
}

function tin(s: Sheet, m: Model): void {
  band(s, 256, 'Part I', 'Taxpayer Identification Number (TIN)');
  s.label('Enter your TIN in the appropriate box. The TIN provided must match the name given on line 1. For individuals, this is generally ' +
    'your social security number (SSN). However, for a resident alien or sole proprietor, see the instructions. For other entities, it is ' +
    'your employer identification number (EIN). If you do not have a number, see How to get a TIN.', L, 272, { size: 6.5, width: 330 });
  const f = taxFields(m);
  const d = m.taxId.digits;
  const personal = m.taxId.type !== 'EIN';
  const cw = 13, h = 17;
  s.box(372, 268, R - 372, 30, 'Social security number');
  const groups = (x: number, y: number, sizes: number[], digits: string, key: string): void => {
    let at = 0, gx = x;
    sizes.forEach((n, gi) => {
      s.comb(gx, y, cw, h, digits ? digits.slice(at, at + n) : '', `${key}.${gi + 1}`, digits ? f : null, n);
      at += n; gx += cw * n;
      if (gi < sizes.length - 1) { s.label('\u2013', gx + 2.5, y + 4, { size: 9, bold: true }); gx += 12; }
    });
  };
  groups(378, 278, [3, 2, 4], personal ? d : '', 'ssn');
  s.label('or', 372, 302, { size: 7, bold: true });
  s.box(372, 310, R - 372, 30, 'Employer identification number');
  groups(378, 320, [2, 7], personal ? '' : d, 'ein');
}

function funding(s: Sheet, m: Model, pr: Rng): void {
  band(s, 344, 'Part II', 'Funding Request and Business Profile');
  const money = pr.pick(MONEY);
  const dollar = (x: number, y: number, w: number, cap: string, key: string, v: number | null, field: string | null): void => {
    const a = s.box(x, y, w, 28, cap);
    s.label('$', a.x + 2, a.y + 4, { size: 9 });
    s.value({ ...a, x: a.x + 9, w: a.w - 9 }, key, v === null ? '' : fmtMoney(v, money), field ? { [A(field)]: v } : null, { align: 'right' });
  };
  dollar(L, 356, 130, '8a  Amount requested', 'requested_amount', m.amount, 'requested_amount');
  s.value(s.box(160, 356, 150, 28, '8b  Use of funds'), 'use_of_funds', m.use, null);
  const started = pr.chance(0.9) ? printDate(pr, m.start, false) : '';
  s.value(s.box(310, 356, 120, 28, '8c  Date business started'), 'business_start_date', started, { [A('business_start_date')]: m.start });
  const ind = pr.chance(0.92) ? m.industryText : '';
  s.value(s.box(430, 356, R - 430, 28, '8d  Type of business'), 'industry', ind, industryFields(m));
  const terms = pr.chance(0.6);
  dollar(L, 384, 110, '9a  Requested payment', 'requested_payment', terms ? m.payment : null, 'requested_payment');
  s.value(s.box(140, 384, 80, 28, '9b  No. of payments'), 'number_of_payments', terms ? String(m.payments) : '', { [A('number_of_payments')]: m.payments }, { align: 'center' });
  const sched = s.box(220, 384, 270, 28, '9c  Payment schedule (check one)');
  const labels: Record<string, string> = { daily: 'Daily (business days)', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };
  const freq = pr.chance(0.85) ? labels[m.freq]! : null;
  s.checks(sched.x + 4, sched.y + 4, Object.values(labels), freq, 'frequency', () => ({ [A('payment_frequency')]: m.freq }), 10);
  s.value(s.box(490, 384, R - 490, 28, '9d  No. of employees'), 'employees', String(m.employees), null, { align: 'center' });
  dollar(L, 412, 110, '10  Average monthly sales', 'monthly_sales', m.monthlySales, null);
  dollar(140, 412, 110, '11  Gross annual revenue', 'annual_revenue', m.annualRevenue, null);
  s.value(s.box(250, 412, 80, 28, '12  State of incorporation'), 'state_of_incorporation', m.incorporatedIn, null, { align: 'center' });
  s.value(s.box(330, 412, 100, 28, '13  Business phone'), 'phone', m.phone, null);
  s.value(s.box(430, 412, R - 430, 28, '14  Business e-mail'), 'email', m.email, null);
  s.value(s.box(L, 440, 200, 28, '15  Landlord or mortgage holder'), 'landlord', m.landlord, null);
  dollar(230, 440, 90, '16  Monthly rent', 'rent', m.rent, null);
  const ref = m.references[0]!;
  s.value(s.box(320, 440, R - 320, 28, '17  Trade reference (company, contact, phone)'), 'reference', `${ref.name}, ${ref.contact} ${ref.phone}`, null);
  const adv = s.box(L, 468, W, 30, '18  Existing advances or loans (funder, balance, payment)');
  const text = m.funders.length ? m.funders.map((f) => `${f.name}  bal $${commas(f.balance)}  pmt $${f.payment.toFixed(2)} ${f.freq}`).join(';  ') : 'None';
  s.value(adv, 'existing_advances', text, null, { size: 9 });
}

function owners(s: Sheet, m: Model, pr: Rng): number {
  band(s, 502, 'Part III', 'Principal Owners (every owner of 20% or more)');
  let y = 514;
  m.owners.forEach((o, i) => {
    const n = 19 + i;
    s.doc.rect(L, y, 18, 56).fill('#d9d9d9');
    s.doc.save().rotate(-90, { origin: [L + 12, y + 48] }).font('Helvetica-Bold').fontSize(6.5).fillColor('black').text(`OWNER ${i + 1}`, L + 12, y + 48, { lineBreak: false }).restore();
    s.doc.lineWidth(0.6).rect(L, y, 18, 56).stroke();
    const nm = nameText(pr, o, 0.15);
    s.value(s.box(L + 18, y, 250, 28, `${n}a  Name (first, middle initial, last)`), `owner${i + 1}.name`, nm.text, ownerNameFields(i, o));
    s.value(s.box(L + 268, y, 120, 28, `${n}b  Title`), `owner${i + 1}.title`, pr.chance(0.94) ? o.title : '', { [O(i, 'role')]: o.title });
    s.value(s.box(L + 388, y, 70, 28, `${n}c  Ownership %`), `owner${i + 1}.ownership`, pr.chance(0.95) ? pctText(pr, o.pct) : '', { [O(i, 'ownership')]: o.pct }, { align: 'center' });
    const cs = creditText(pr, o);
    s.value(s.box(L + 458, y, W - 458, 28, `${n}d  Credit score (if known)`), `owner${i + 1}.credit_score`, cs, /^\d+$/.test(cs) ? { [O(i, 'credit_score')]: o.credit } : null, { align: 'center' });
    const id = personalId(pr, o, i, false);
    s.value(s.box(L + 18, y + 28, 130, 28, `${n}e  Social security number`), `owner${i + 1}.ssn`, id.text, id.fields);
    const dob = dobText(pr, o);
    s.value(s.box(L + 148, y + 28, 100, 28, `${n}f  Date of birth`), `owner${i + 1}.dob`, dob.text, dob.masked ? null : { [O(i, 'date_of_birth')]: o.dob });
    s.value(s.box(L + 248, y + 28, W - 248, 28, `${n}g  Home address (street, city, state, ZIP)`), `owner${i + 1}.home`, homeText(o), null);
    y += 60;
  });
  return y;
}

export function drawLedgerline(s: Sheet, m: Model, pr: Rng): void {
  header(s);
  business(s, m, pr);
  tin(s, m);
  funding(s, m, pr);
  let y = owners(s, m, pr);
  band(s, y + 2, 'Part IV', 'Certification');
  s.label(`Under penalties of perjury, I certify that the number shown on this form is the correct taxpayer identification number of the business. ${AUTHORIZATION}`,
    L, y + 16, { size: 6, width: W });
  y += 56;
  m.owners.forEach((o, i) => {
    s.doc.rect(L, y, 40, 26).fill('#d9d9d9');
    s.label('Sign', L + 4, y + 4, { size: 8, bold: true });
    s.label('Here', L + 4, y + 14, { size: 8, bold: true });
    s.doc.lineWidth(0.6).rect(L, y, W, 26).stroke();
    s.label('Signature of owner \u25B6', L + 44, y + 4, { size: 6, bold: true });
    s.signature({ x: L + 120, y: y + 1, w: 280, h: 24 }, `${o.name.first} ${o.name.last}`, `owner${i + 1}.signature`);
    s.label('Date \u25B6', 440, y + 4, { size: 6, bold: true });
    s.value({ x: 466, y: y + 6, w: R - 468, h: 18 }, `owner${i + 1}.signed`, printDate(pr, m.signed, false), null);
    y += 28;
  });
  s.label('Cat. No. 19411L', 260, 760, { size: 6 });
  s.label('Form LCP-7 (Rev. 3-2025)', R - 90, 760, { size: 6, bold: true });
}
