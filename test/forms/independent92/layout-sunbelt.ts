// Sunbelt Ledger Group: a landscape questionnaire in two columns of numbered questions, each answered on a ruled
// line beneath it, in a warm ochre; the start date written out ("September 12, 2009") beside a "years in business"
// answer; owners' names on one line as they appear on an ID (titles, credentials, suffixes kept by the owner).
import type { Rng } from '../../statements/generator/prng.ts';
import { creditText, dobText, f, FREQ_WORDS, ownerTaxText, ownText, type Layout } from './kit.ts';
import type { Model } from './model.ts';
import { fullName, plainName } from './names-print.ts';
import { printDate, printMoney } from './rules.ts';
import type { Fields, Sheet } from './sheet.ts';

const OCHRE = '#8a5a12';
const COLS = [36, 410], CW = 346;

class Column {
  y: number;
  n = 0;
  private readonly s: Sheet;
  private readonly x: number;
  constructor(s: Sheet, x: number, y: number) { this.s = s; this.x = x; this.y = y; }
  q(no: number, question: string, key: string, value: string, fields: Fields | 'decoy', lines = 1, w = CW, dx = 0): void {
    const s = this.s, x = this.x + dx;
    s.text(`${no}.`, x, this.y, { size: 8, font: 'Helvetica-Bold', color: OCHRE });
    s.text(question, x + 14, this.y, { size: 7.6, width: w - 14 });
    for (let i = 0; i < lines; i++) s.line(x + 14, this.y + 23 + i * 12, x + w, this.y + 23 + i * 12, { lw: 0.4, color: '#999999' });
    s.value(key, value, x + 17, this.y + 12, w - 20, { size: 9, maxLines: lines, lineGap: 3, ...(fields === 'decoy' ? { decoy: true } : { fields }) });
  }
  advance(lines = 1): void { this.y += 33 + (lines - 1) * 12; }
  head(t: string): void {
    this.s.rect(this.x, this.y, CW, 14, { fill: '#f3e6cf' });
    this.s.text(t, this.x + 4, this.y + 3.5, { size: 8, font: 'Helvetica-Bold', color: OCHRE });
    this.y += 22;
  }
}

function draw(s: Sheet, m: Model, rng: Rng): void {
  const b = m.business, r = m.request, d = m.decoys, a = b.address;
  s.rect(0, 0, 792, 46, { fill: '#f3e6cf' });
  s.text('SUNBELT LEDGER GROUP', 36, 12, { size: 15, font: 'Times-Bold', color: OCHRE });
  s.text('Merchant Questionnaire & Application for Revenue-Based Financing', 36, 30, { size: 8.5, font: 'Times-Italic' });
  s.text('Please answer every question. Write "N/A" where a question does not apply.', 470, 18, { size: 7, width: 286, align: 'right' });
  const left = new Column(s, COLS[0]!, 58), right = new Column(s, COLS[1]!, 58);
  let no = 1;
  left.head('ABOUT THE BUSINESS');
  left.q(no++, 'What is the legal name of the business, exactly as it appears on your tax return?', 'legal_name', b.legal, f.legal(b.legal), 2);
  left.advance(2);
  left.q(no++, 'Does the business operate under another name (DBA)? If so, what is it?', 'dba', b.dba, f.dba(b.dba, b.legal));
  left.advance();
  left.q(no++, 'Type of entity (LLC, Inc, sole prop...):', 'entity', b.entityText, f.entity(b.entityText, m), 1, 200);
  left.q(no++, 'Federal tax ID (EIN or SSN):', 'tax_id', b.taxIdPrinted, f.taxId(m), 1, 140, 206);
  left.advance();
  left.q(no++, 'What does the business do? (type of business)', 'industry', b.industryText, f.industry(b.industryText));
  left.advance();
  const start = b.start ? printDate(b.start, 'long') : '';
  const years = b.start ? String(2026 - Number(b.start.slice(0, 4))) : '';
  left.q(no++, 'On what date did the business open?', 'start', start, f.start(b.start), 1, 220);
  left.q(no++, 'Years in business:', 'years', years, {}, 1, 120, 226);
  left.advance();
  left.q(no++, 'Street address of the business location:', 'street', `${a.street}, ${a.city}`, {}, 1, 240);
  left.q(no++, 'State:', 'state', a.state, f.state(m), 1, 50, 246);
  left.q(no++, 'ZIP:', 'zip', a.zip, {}, 1, 50, 296);
  left.advance();
  left.q(no++, 'In which state was the business formed?', 'inc_state', b.incState, 'decoy', 1, 170);
  left.q(no++, 'Who is your landlord or mortgage company?', 'landlord', fullName(d.landlord.name, { nick: 'none', middle: 'none' }), 'decoy', 1, 176, 170);
  left.advance();
  left.head('WHAT YOU ARE ASKING FOR');
  left.q(no++, 'How much funding are you requesting?', 'amount', printMoney(r.amount, rng.pick(['dollar', 'plain'] as const)), f.amount(r.amount), 1, 170);
  left.q(no++, 'What will the funds be used for?', 'use', r.use, {}, 1, 176, 170);
  left.advance();
  left.q(no++, 'Payment you can afford:', 'payment', r.payment ? printMoney(r.payment, 'dollar') : '', f.payment(r.payment), 1, 120);
  left.q(no++, 'How often?', 'freq', r.freq ? FREQ_WORDS[r.freq]!.toLowerCase() : '', f.freq(r.freq), 1, 110, 120);
  left.q(no++, 'For how many payments?', 'count', r.count ? String(r.count) : '', f.count(r.count), 1, 116, 230);
  left.advance();
  left.q(no++, 'Do you have any open advances or loans? Lender and balance:', 'funder',
    d.funders[0] ? `${d.funders[0].name}, ${printMoney(d.funders[0].balance, 'dollar')}` : 'No', 'decoy');

  right.head('ABOUT THE OWNERS (everyone owning 20% or more)');
  const nick = rng.pick(['quotes', 'parens'] as const);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    right.q(no++, `Owner ${i + 1}: full legal name, as shown on a driver's license or passport`, `o${i}_name`, o ? fullName(o.name, { nick }) : '',
      o ? f.name(i, o, false) : {});
    right.advance();
    right.q(no++, 'Title or position:', `o${i}_title`, o?.title ?? '', o ? f.role(i, o.title) : {}, 1, 150);
    right.q(no++, 'Percent owned:', `o${i}_own`, o ? ownText(o) : '', o ? f.own(i, o) : {}, 1, 90, 150);
    right.q(no++, 'Date of birth:', `o${i}_dob`, o ? dobText(o, 'mdy') : '', o ? f.dob(i, o) : {}, 1, 106, 240);
    right.advance();
    right.q(no++, 'Social Security number:', `o${i}_ssn`, o ? ownerTaxText(o, '*') : '', o ? f.ownerTax(i, o) : {}, 1, 150);
    right.q(no++, 'Credit score, if known:', `o${i}_fico`, o ? creditText(o) : '', o ? f.credit(i, o) : {}, 1, 196, 150);
    right.advance();
    const h = o?.home;
    right.q(no++, 'Home address and cell phone:', `o${i}_home`, h && o ? `${h.street}, ${h.city}, ${h.state} ${h.zip}  ${o.phone}` : '', 'decoy');
    right.advance();
  }
  right.head('REFERENCES & BANK');
  right.q(no++, 'A supplier or business reference (name, company, phone):', 'ref0',
    `${plainName(d.refs[0]!.name)}, ${d.refs[0]!.company}, ${d.refs[0]!.phone}`, 'decoy');
  right.advance();
  right.q(no++, 'Bank, routing and account number for deposits:', 'bank', `${d.bank.name}  ${d.bank.routing}  ${d.bank.account}`, 'decoy');
  right.advance();
  right.q(no, 'Who referred you to Sunbelt Ledger Group?', 'iso_rep', `${fullName(d.iso.name, { nick: 'none' })} (${d.iso.company})`, 'decoy');
  right.advance();
  s.text('I certify the answers above are true and authorize Sunbelt Ledger Group and its funders to obtain credit reports and verify them.',
    COLS[1]!, right.y, { size: 6.8, width: CW });
  s.line(COLS[1]!, right.y + 36, COLS[1]! + 200, right.y + 36);
  s.text('Signature of owner', COLS[1]!, right.y + 39, { size: 6.5 });
  s.line(COLS[1]! + 220, right.y + 36, COLS[1]! + CW, right.y + 36);
  s.value('sig_date', 'January 5, 2026', COLS[1]! + 222, right.y + 24, 120, { size: 9, decoy: true });
}

export const SUNBELT: Layout = { name: 'sunbelt_questionnaire', broker: 'Sunbelt Ledger Group', size: [792, 612], typedFont: 'Times-Roman', draw,
  model: { country: 'US', maxOwners: 2, names: { prefix: 0.35, cred: 0.25, suffix: 0.35, nick: 0.35 } } };
