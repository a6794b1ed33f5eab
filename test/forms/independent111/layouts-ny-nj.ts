// Knickerbocker Commercial Funding Corp. (New York) and Passaic Valley Business Capital (Clifton, NJ).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import { fmt, type Merchant } from './merchant.ts';
import { T, O, ownerName, ownerTax, bizTax, FREQ_LABEL } from './parts.ts';

const AUTH = 'THE UNDERSIGNED AUTHORIZES KNICKERBOCKER COMMERCIAL FUNDING CORP. AND ITS ASSIGNS, AGENTS AND FUNDING SOURCES TO OBTAIN ' +
  'CONSUMER AND BUSINESS CREDIT REPORTS, TO VERIFY ALL INFORMATION GIVEN HEREIN WITH ANY BANK, LANDLORD OR TRADE REFERENCE, AND ' +
  'CERTIFIES THAT ALL STATEMENTS MADE ARE TRUE AND COMPLETE. THIS IS NOT A COMMITMENT TO FUND. A PHOTOCOPY OR FAX OF THIS ' +
  'AUTHORIZATION SHALL BE AS VALID AS THE ORIGINAL.';

/** A 1990s typewriter form, re-keyed in Word: Courier, ALL CAPS, numbered questions, underlined blanks. */
export function knickerbocker(f: Form, m: Merchant, r: Rng): void {
  const L = 28, R = 584, s = 8;
  f.text('KNICKERBOCKER COMMERCIAL FUNDING CORP.', L, 26, { size: 13, font: 'Courier-Bold', w: R - L, align: 'center' });
  f.text('225 BROADWAY - SUITE 1406 - NEW YORK, N.Y. 10007 * TEL (212) 555-0148 * FAX (212) 555-0149 * EST. 1988', L, 44, { size: 7, w: R - L, align: 'center' });
  f.text('M E R C H A N T   A P P L I C A T I O N', L, 60, { size: 10, font: 'Courier-Bold', w: R - L, align: 'center' });
  f.text('FORM KCF-7 (REV. 04/19)', R - 120, 74, { size: 6 });
  f.line(L, 84, R, 84, 1.2);
  let y = 94;
  const q = (n: number, label: string, x = L, w = R - L): number => f.blank(`${n}. ${label}`, x, y, w, { size: s });
  f.value('legal', m.legal, q(1, 'LEGAL NAME OF BUSINESS:'), y - 1, { fields: T.legal(m) }); y += 15;
  f.value('dba', m.dbaWritten, q(2, 'D/B/A (TRADE NAME):'), y - 1, { fields: T.trade(m) }); y += 15;
  f.value('street', m.street, q(3, 'BUSINESS ADDRESS:', L, 330), y - 1);
  f.value('city', m.city, f.blank('CITY:', 336, y, 478), y - 1);
  f.value('state', m.stateCode, f.blank('ST:', 482, y, 520), y - 1, { fields: T.state(m) });
  f.value('zip', m.zip, f.blank('ZIP:', 524, y, R), y - 1); y += 15;
  f.value('phone', fmt.phone(m.phone), q(4, 'BUSINESS TELEPHONE:', L, 300), y - 1);
  f.value('taxid', bizTax(m), q(5, 'FED. I.D. # (OR SS# IF SOLE PROP.):', 306), y - 1, { fields: T.tax(m) }); y += 16;
  f.text('6. TYPE OF ENTITY:', L, y, { size: s });
  let x = L + 100;
  const opts: [string, string][] = [['CORPORATION', 'c_corporation'], ['S-CORP', 's_corporation'], ['LLC', 'llc'], ['PARTNERSHIP', 'general_partnership'], ['SOLE PROPRIETOR', 'sole_proprietorship']];
  for (const [label, id] of opts) x = f.check('entity', label, m.entity === id, x, y, { size: s, fields: T.entity(m) });
  const other = !opts.some(([, id]) => id === m.entity);
  f.check('entity_other', 'OTHER', false, x, y, { size: s });
  f.line(x + 45, y + s, R, y + s);
  if (other) f.value('entity', m.entityLabel, x + 48, y - 1, { fields: T.entity(m) });
  y += 16;
  f.value('start', fmt.mdy(m.start), q(7, 'DATE BUSINESS STARTED (MM/DD/YYYY):', L, 330), y - 1, { fields: T.start(m) });
  f.incState(m.incState, m.stateCode, q(8, 'STATE OF INCORPORATION:', 336), y - 1); y += 15;
  f.value('industry', m.industryText, q(9, 'NATURE OF BUSINESS:', L, 330), y - 1, { fields: T.industry(m) });
  f.value('employees', String(m.employees), q(10, 'NO. OF EMPLOYEES:', 336), y - 1); y += 15;
  f.value('amount', fmt.money(m.amount, false), q(11, 'AMOUNT REQUESTED:', L, 250), y - 1, { fields: T.amount(m) });
  f.value('use', m.useOfFunds.toUpperCase(), q(12, 'USE OF PROCEEDS:', 256), y - 1); y += 15;
  f.decoy('sales', fmt.money(m.monthlySales), q(13, 'AVERAGE MONTHLY GROSS SALES:', L, 330), y - 1);
  f.text('14. OWN / RENT:', 336, y, { size: s });
  f.check('own', 'OWN', !m.rent, 420, y, { size: s });
  f.check('rent', 'RENT', m.rent, 460, y, { size: s }); y += 15;
  if (m.rent) {
    f.decoy('landlord', m.landlord.name, q(15, 'LANDLORD / MGMT. CO.:', L, 380), y - 1);
    f.decoy('landlord_phone', fmt.phone(m.landlord.phone), f.blank('PHONE:', 386, y, R), y - 1);
  } else q(15, 'LANDLORD / MGMT. CO.:');
  y += 15;
  f.decoy('bank', m.bank.name, q(16, 'BUSINESS BANK:', L, 230), y - 1);
  f.decoy('routing', m.bank.routing, f.blank('ABA #:', 236, y, 380), y - 1);
  f.decoy('account', m.bank.account, f.blank('ACCT #:', 386, y, R), y - 1); y += 20;
  f.rect(L, y - 3, R - L, 11, { fill: '#d9d9d9', stroke: false });
  f.text('OWNER / OFFICER INFORMATION (ALL OWNERS OF 20% OR MORE)', L + 4, y - 1, { size: s, font: 'Courier-Bold' }); y += 14;
  m.owners.forEach((o, i) => {
    f.text(`${String.fromCharCode(65 + i)}.`, L, y, { size: s, font: 'Courier-Bold' });
    f.value(`owner${i}_name`, ownerName(o), f.blank('NAME:', L + 14, y, 300), y - 1, { fields: O.name(i, o) });
    f.value(`owner${i}_title`, o.title, f.blank('TITLE:', 306, y, 470), y - 1, { fields: O.role(i, o) });
    f.value(`owner${i}_pct`, `${o.pct}%`, f.blank('% OWNED:', 476, y, R), y - 1, { fields: O.pct(i, o) }); y += 13;
    f.value(`owner${i}_ssn`, ownerTax(o, 'US'), f.blank('S.S. #:', L + 14, y, 190), y - 1, { fields: O.tax(i, o, 'US') });
    f.value(`owner${i}_dob`, fmt.mdy(o.dob), f.blank('D.O.B.:', 196, y, 300), y - 1, { fields: O.dob(i, o) });
    f.decoy(`owner${i}_home`, `${o.home}, ${o.homeCity}`, f.blank('HOME ADDR.:', 306, y, R), y - 1); y += 13;
    f.decoy(`owner${i}_cell`, fmt.phone(o.cell), f.blank('CELL:', L + 14, y, 190), y - 1);
    f.value(`owner${i}_fico`, o.credit === null ? '' : String(o.credit), f.blank('APPROX. CREDIT SCORE:', 196, y, 330), y - 1, { fields: O.credit(i, o) });
    y += 17;
  });
  f.text('TRADE REFERENCES:', L, y, { size: s, font: 'Courier-Bold' }); y += 12;
  m.refs.forEach((ref, i) => {
    f.decoy(`ref${i}`, ref.name, f.blank(`${i + 1})`, L, y, 330), y - 1);
    f.decoy(`ref${i}_phone`, fmt.phone(ref.phone), f.blank('TEL:', 336, y, R), y - 1); y += 13;
  });
  y += 4;
  f.text(AUTH, L, y, { size: 5.5, w: R - L }); y += 30;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x0 = L + i * 280;
    f.line(x0, y + 14, x0 + 250, y + 14);
    f.text(`SIGNATURE OF OWNER ${String.fromCharCode(65 + i)}                DATE`, x0, y + 16, { size: 6 });
    f.value(`sig${i}_print`, ownerName(o), x0, y + 26, { size: 7 });
  });
  y += 40;
  f.rect(L, Math.min(y, 740), R - L, 34);
  f.text('FOR OFFICE USE ONLY   REP: __________   REP CODE: ______   DATE REC\'D: ________   SUBMITTED TO: ______________', L + 4, Math.min(y, 740) + 4, { size: 6 });
  f.decoy('rep', m.rep.name, L + 50, Math.min(y, 740) + 16, { size: 7 });
  void r;
}

/** Clifton, NJ: a plain Word document with dotted leaders, Times labels, typed values; terms on the form. */
export function passaic(f: Form, m: Merchant, r: Rng): void {
  const L = 36, R = 576, TR = 'Times-Roman', s = 9.5;
  f.text('PASSAIC VALLEY BUSINESS CAPITAL, INC.', L, 30, { size: 14, font: 'Times-Bold', w: R - L, align: 'center' });
  f.text('1030 Clifton Avenue, Clifton, New Jersey 07013  |  973-555-0182  |  apps@pvbcapital.net', L, 48, { size: 8, font: TR, w: R - L, align: 'center' });
  f.text('Application for Business Funding', L, 64, { size: 11, font: 'Times-Italic', w: R - L, align: 'center' });
  let y = 86;
  const sec = (t: string): void => { f.text(t, L, y, { size: 10, font: 'Times-Bold' }); f.line(L, y + 11, R, y + 11, 0.8); y += 17; };
  const row = (label: string, x = L, w = 300): number => f.leader(label, x, y, w, { size: s, font: TR });
  sec('SECTION A  -  BUSINESS INFORMATION');
  f.value('legal', m.legal, row('Legal Name', L, 150), y, { fields: T.legal(m) }); y += 14;
  f.value('dba', m.dbaWritten, row('Trade Name / DBA', L, 150), y, { fields: T.trade(m) }); y += 14;
  const words: Record<string, string> = { llc: 'Limited Liability Company', c_corporation: 'Corporation', s_corporation: 'S Corporation',
    general_partnership: 'General Partnership', limited_partnership: 'Limited Partnership', sole_proprietorship: 'Sole Proprietor' };
  f.value('entity', words[m.entity] ?? m.entityLabel, row('Business Structure', L, 150), y, { fields: T.entity(m) });
  f.incState(m.incState, m.stateCode, row('State of Formation', 330, 110), y); y += 14;
  const taxLabel = m.taxIdType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (SSN if no EIN)';
  f.value('taxid', bizTax(m), row(taxLabel, L, 150), y, { fields: T.tax(m) });
  f.value('start', fmt.long(m.start), row('Date Business Started', 330, 110), y, { fields: T.start(m) }); y += 14;
  f.value('street', m.street, row('Business Address', L, 150), y); y += 14;
  f.value('city', `${m.city}, ${m.stateName} ${m.zip}`, row('City, State, Zip', L, 150), y, { fields: T.state(m) }); y += 14;
  f.value('phone', fmt.phoneDots(m.phone), row('Telephone', L, 150), y);
  f.value('email', m.email, row('E-mail', 330, 60), y); y += 14;
  f.value('web', m.website ?? '', row('Website', L, 150), y);
  f.value('employees', String(m.employees), row('Employees', 330, 60), y); y += 14;
  f.value('industry', m.industryText.charAt(0) + m.industryText.slice(1).toLowerCase(), row('Type of Business', L, 150), y, { fields: T.industry(m) }); y += 20;
  sec('SECTION B  -  FUNDING REQUEST');
  f.value('amount', fmt.money(m.amount), row('Funding Amount Needed', L, 150), y, { fields: T.amount(m) });
  f.value('use', m.useOfFunds, row('Purpose', 330, 60), y); y += 14;
  const terms = r.chance(0.7);
  f.value('payment', terms ? fmt.money(m.payment) : '', row('Proposed Payment', L, 150), y, { fields: T.payment(m) });
  f.value('count', terms ? String(m.numPayments) : '', row('No. of Payments', 330, 110), y, { fields: T.count(m) }); y += 14;
  f.value('freq', terms ? FREQ_LABEL[m.frequency] : '', row('Payment Schedule', L, 150), y, { fields: T.freq(m) });
  f.decoy('sales', fmt.money(m.monthlySales, false), row('Avg. Monthly Sales', 330, 110), y); y += 20;
  sec('SECTION C  -  PRINCIPALS  (list every owner of 20% or more)');
  m.owners.forEach((o, i) => {
    if (y > 640) { f.text('(continued on page 2)', R - 100, 760, { size: 7, font: TR }); f.newPage(); y = 40; }
    f.text(`Principal #${i + 1}`, L, y, { size: s, font: 'Times-BoldItalic' }); y += 13;
    f.value(`owner${i}_name`, ownerName(o), row('Full Name', L, 150), y, { fields: O.name(i, o) });
    f.value(`owner${i}_title`, o.title, row('Title', 330, 60), y, { fields: O.role(i, o) }); y += 13;
    f.value(`owner${i}_pct`, `${o.pct}`, row('% Ownership', L, 150), y, { fields: O.pct(i, o) });
    f.value(`owner${i}_ssn`, ownerTax(o, 'US'), row('SS#', 330, 60), y, { fields: O.tax(i, o, 'US') }); y += 13;
    f.value(`owner${i}_dob`, fmt.mdy(o.dob), row('Date of Birth', L, 150), y, { fields: O.dob(i, o) });
    f.value(`owner${i}_fico`, o.credit === null ? '' : String(o.credit), row('Est. FICO', 330, 60), y, { fields: O.credit(i, o) }); y += 13;
    f.decoy(`owner${i}_home`, `${o.home}, ${o.homeCity}`, row('Home Address', L, 150), y); y += 16;
  });
  if (y > 600) { f.newPage(); y = 40; }
  sec('SECTION D  -  CURRENT BALANCES WITH OTHER FUNDING COMPANIES');
  f.text('Company                          Balance              Payment', L, y, { size: s - 1, font: 'Times-Bold' }); y += 12;
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    f.line(L, y + 9, R - 200, y + 9, 0.3);
    if (a) { f.decoy(`adv${i}`, a.funder, L, y); f.decoy(`adv${i}_bal`, fmt.money(a.balance), L + 150, y); f.decoy(`adv${i}_pay`, fmt.money(a.payment), L + 250, y); }
    y += 12;
  }
  y += 8;
  f.text('By signing below, each of the above principals certifies that the information in this application is true and correct and ' +
    'authorizes Passaic Valley Business Capital, Inc. and its funding partners to obtain credit reports, bank references and any other ' +
    'information deemed necessary. Merchant acknowledges that funding is subject to underwriting and is not a loan.', L, y, { size: 6.5, font: TR, w: R - L });
  y += 34;
  f.line(L, y + 10, L + 230, y + 10); f.line(L + 280, y + 10, R, y + 10);
  f.text('Signature', L, y + 12, { size: 7, font: TR }); f.text('Date', L + 280, y + 12, { size: 7, font: TR });
  f.text('PV-APP 2/2012 (retyped)', L, Math.min(y + 30, 760), { size: 6, font: TR });
}
