// Main Street Micro Capital: a one-page "Sole Proprietor & Self-Employed" application in a serif face, owner first
// ("About You"), then the business, with "Do you have an EIN?" and a "Same as home address" box.
import type { Rng } from '../../../statements/generator/prng.ts';
import { money } from '../ids.ts';
import { amountGives, biz, bizTax, cityLine, dbaOut, dobOut, entityBox, industryOut, legalOut, nameOut, NO_NUMBER, ownerTax, pctOut, scoreOut,
  startOut, stateGives, titleOut } from '../common.ts';
import type { Merchant } from '../model.ts';
import type { Gives, Sheet } from '../sheet.ts';
import { LETTER, type Layout } from './types.ts';

const L = 54, R = 558;

function line(s: Sheet, label: string, name: string, text: string, x: number, y: number, w: number, gives: Gives | null = null): void {
  s.label(label, x, y + 3, { font: 'Times-Roman', size: 9.5 });
  const lw = s.doc.font('Times-Roman').fontSize(9.5).widthOfString(label) + 4;
  s.rule(x + lw, y + 13, x + w, y + 13, '#444', 0.5);
  s.value(name, text, x + lw, y, w - lw, gives);
}

function heading(s: Sheet, text: string, y: number): void {
  s.label(text, L, y, { font: 'Times-Bold', size: 11.5 });
  s.rule(L, y + 14, R, y + 14, '#000', 1);
}

function draw(m: Merchant, s: Sheet, rng: Rng): void {
  const o = m.owners[0]!;
  s.addPage();
  s.label('MAIN STREET MICRO CAPITAL', L, 36, { font: 'Times-Bold', size: 17, width: R - L, align: 'center' });
  s.label('Sole Proprietor & Self-Employed Funding Application', L, 57, { font: 'Times-Italic', size: 11, width: R - L, align: 'center' });
  s.rule(L, 75, R, 75, '#000', 1.2);
  s.rule(L, 78, R, 78, '#000', 0.4);

  heading(s, '1. About You (the owner)', 90);
  const name = nameOut(0, o, rng);
  line(s, 'Full name:', 'owner_name', name.text, L, 112, 330, name.gives);
  const title = titleOut(0, m.kind, rng);
  line(s, 'Title:', 'owner_title', title.text, 392, 112, R - 392, title.gives);
  const dob = dobOut(0, o, rng);
  line(s, 'Date of birth:', 'owner_dob', dob.text, L, 134, 170, dob.gives);
  const tax = ownerTax(0, o.tax, rng, { maskP: 0.4, label: 'SSN_ITIN' });
  line(s, 'SSN or ITIN:', 'owner_ssn', tax.text, 232, 134, 170, tax.gives);
  const pct = pctOut(0, o, rng, 0.3);
  line(s, '% owned:', 'owner_pct', pct.text, 410, 134, R - 410, pct.gives);
  const homeIsBiz = o.homeSameAsBusiness;
  // Decision (README): when the business address is "same as home", the home address printed here is the business's.
  line(s, 'Home address:', 'home_street', o.home.street, L, 156, 250, null);
  line(s, 'City / State / ZIP:', 'home_city', cityLine(o.home), 312, 156, R - 312, homeIsBiz ? stateGives(o.home) : null);
  line(s, 'Cell phone:', 'owner_cell', o.cell, L, 178, 200);
  line(s, 'Email:', 'owner_email', o.email, 262, 178, R - 262);
  const sc = scoreOut(0, o);
  line(s, 'Estimated credit score (optional):', 'owner_fico', rng.chance(0.7) ? sc.text : '', L, 200, 250, sc.gives);

  heading(s, '2. About Your Business', 228);
  const legal = legalOut(m);
  line(s, 'Business legal name (sole proprietors: your own name):', 'legal_name', legal.text, L, 250, R - L, legal.gives);
  const dba = dbaOut(m, rng);
  line(s, 'Doing business as (DBA):', 'dba', dba.text, L, 272, R - L, dba.gives);
  s.label('Business structure:', L, 297, { font: 'Times-Roman', size: 9.5 });
  const opts: [string, string][] = [['Individual / Sole Proprietor', 'sole'], ['Single-Member LLC', 'smllc'], ['Partnership', 'partnership'],
    ['Corporation', 'corp']];
  let x = 140;
  for (const [lbl, kind] of opts) {
    s.check(`structure_${kind}`, x, 297, m.kind === kind, entityBox(lbl), 9);
    s.label(lbl, x + 13, 297, { font: 'Times-Roman', size: 9.5 });
    x += s.doc.font('Times-Roman').fontSize(9.5).widthOfString(lbl) + 30;
  }
  s.label('Do you have an EIN (federal employer ID number)?', L, 320, { font: 'Times-Roman', size: 9.5 });
  s.check('has_ein_yes', 270, 320, !!m.ein, null, 9);
  s.label('Yes', 283, 320, { font: 'Times-Roman', size: 9.5 });
  s.check('has_ein_no', 310, 320, !m.ein, null, 9);
  s.label('No', 323, 320, { font: 'Times-Roman', size: 9.5 });
  const einLine = m.ein ? bizTax(m.ein, rng, { label: 'EIN', bareP: 0.3 }) : { text: rng.pick(NO_NUMBER), gives: null };
  line(s, 'If yes, EIN:', 'ein', einLine.text, L, 340, 220, einLine.gives);
  const fileUnder = m.ein ? { text: rng.pick(['N/A', '']), gives: null } : bizTax(o.tax, rng, { label: 'SSN_ITIN', maskP: 0.25 });
  line(s, 'If no, the SSN or ITIN you file taxes under:', 'file_under', fileUnder.text, 284, 340, R - 284, fileUnder.gives);

  s.label('Business address:', L, 365, { font: 'Times-Roman', size: 9.5 });
  s.check('same_as_home', 140, 365, homeIsBiz, null, 9);
  s.label('Same as home address (home-based business)', 153, 365, { font: 'Times-Roman', size: 9.5 });
  line(s, 'Street:', 'biz_street', homeIsBiz ? '' : m.address.street, L, 384, 250);
  line(s, 'City / State / ZIP:', 'biz_city', homeIsBiz ? '' : cityLine(m.address), 312, 384, R - 312, homeIsBiz ? null : stateGives(m.address));
  const ind = industryOut(m);
  line(s, 'What does your business do?', 'industry', ind.text, L, 406, 330, ind.gives);
  const start = startOut(m, rng);
  line(s, 'Date started:', 'start_date', start.text, 392, 406, R - 392, start.gives);
  line(s, 'Business phone:', 'biz_phone', rng.chance(0.5) ? m.phone : 'Same as cell', L, 428, 220);
  line(s, 'Employees besides you:', 'employees', m.employees === 0 ? rng.pick(['0 - just me', 'None', '0']) : String(m.employees), 284, 428, R - 284);

  heading(s, '3. Your Request', 456);
  const amt = money(m.amount, rng.pick(['plain', 'cents'] as const));
  line(s, 'Amount you would like:', 'amount', amt, L, 478, 240, amountGives(m.amount));
  line(s, 'What is it for?', 'use', m.useOfFunds, 304, 478, R - 304);
  s.label('How would you like to pay it back?', L, 503, { font: 'Times-Roman', size: 9.5 });
  const showFreq = m.freq === 'daily' || m.freq === 'weekly';
  for (const [i, f] of (['daily', 'weekly'] as const).entries()) {
    s.check(`pay_${f}`, 225 + i * 70, 503, showFreq && m.freq === f, biz({ payment_frequency: f }), 9);
    s.label(f === 'daily' ? 'Daily' : 'Weekly', 238 + i * 70, 503, { font: 'Times-Roman', size: 9.5 });
  }
  line(s, 'Average monthly deposits:', 'monthly_sales', money(m.monthlySales), 365, 500, R - 365);

  heading(s, '4. Where You Bank & Who Helped You', 530);
  line(s, 'Bank name:', 'bank_name', m.bank.name, L, 552, 160);
  line(s, 'Routing #:', 'bank_routing', m.bank.routing, 222, 552, 150);
  line(s, 'Account #:', 'bank_account', m.bank.account, 380, 552, R - 380);
  line(s, 'Referred by (Main Street advisor):', 'rep_name', m.rep.name, L, 574, 290);
  line(s, 'Advisor phone:', 'rep_phone', m.rep.phone, 352, 574, R - 352);
  const ll = m.landlord;
  line(s, 'Landlord or mortgage company:', 'landlord', ll ? ll.name : 'Own home', L, 596, 300);
  line(s, 'Phone:', 'landlord_phone', ll ? ll.phone : '', 362, 596, R - 362);

  s.label('By signing below I certify the information above is true and authorize Main Street Micro Capital and its funding partners to '
    + 'obtain consumer and business credit reports, verify my bank records and contact the references I have given. I understand this is an '
    + 'application and not a commitment to fund.', L, 628, { font: 'Times-Italic', size: 8.5, width: R - L });
  line(s, 'Signature:', 'signature', '', L, 690, 250);
  line(s, 'Print name:', 'print_name', name.text, 312, 690, R - 312, name.gives);
  line(s, 'Date:', 'sign_date', `${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, L, 712, 160);
  s.label('Main Street Micro Capital  |  Serving the self-employed since 2011  |  Form MS-SP 04/2024', L, 752, { size: 7, color: '#555', width: R - L,
    align: 'center' });
}

export const mainstreet: Layout = {
  name: 'mainstreet-solo', broker: 'Main Street Micro Capital', typedFont: 'Courier', size: LETTER, draw,
  profile: { kinds: [['sole', 8], ['smllc', 2]], trades: ['food', 'barber', 'lawn', 'clean', 'home', 'truck'] },
};
