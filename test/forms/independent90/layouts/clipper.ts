// Clipper Capital Group: a bordered one-page "Quick App" of numbered questions, the answer written on a rule
// under each question; the business in one column, "You (and your partner)" in the other, "The money" below.
import type { Rng } from '../../../statements/generator/prng.ts';
import { money } from '../ids.ts';
import { amountGives, biz, bizTax, cityLine, dbaOut, dobOut, entityWords, industryOut, legalOut, nameOut, ownerTax, pctOut, startOut,
  stateGives, titleOut, type Out } from '../common.ts';
import type { Merchant } from '../model.ts';
import type { Gives, Sheet } from '../sheet.ts';
import { LETTER, type Layout } from './types.ts';

const COL = [46, 316], CW = 250, QH = 33;

function q(s: Sheet, n: number, question: string, name: string, text: string, x: number, y: number, gives: Gives | null = null): void {
  s.doc.circle(x + 7, y + 5, 7).fill('#111');
  s.label(String(n), x + (n < 10 ? 4.5 : 2), y + 1.5, { font: 'Courier-Bold', size: 8, color: '#fff' });
  s.label(question, x + 18, y + 1.5, { size: 7.8, color: '#111' });
  s.rule(x + 18, y + 27, x + CW, y + 27, '#333', 0.5);
  s.value(name, text, x + 18, y + 13, CW - 18, gives, { size: 9.5 });
}

function draw(m: Merchant, s: Sheet, rng: Rng): void {
  s.addPage();
  s.rect(24, 24, 564, 744, { stroke: '#111', width: 2.2 });
  s.label('CLIPPER CAPITAL GROUP', 46, 40, { font: 'Courier-Bold', size: 20 });
  s.label('QUICK APP  —  takes 5 minutes. Answer what you can; we will call you for the rest.', 46, 64, { size: 8.5, color: '#333' });
  s.label(`App # ${rng.digits(6)}`, 470, 44, { font: 'Courier', size: 9 });
  s.rule(46, 80, 566, 80, '#111', 1.2);
  const o = m.owners[0]!, p = m.owners[1];
  const blank: Out = { text: '', gives: null };

  s.label('THE BUSINESS', COL[0]!, 90, { font: 'Helvetica-Bold', size: 9.5 });
  let y = 106, x = COL[0]!;
  const legal = legalOut(m), dba = dbaOut(m, rng);
  q(s, 1, 'Legal name of the business (sole proprietors: your own name)', 'q1_legal', legal.text, x, y, legal.gives); y += QH;
  q(s, 2, 'Trade name / DBA (write N/A if none)', 'q2_dba', dba.text, x, y, dba.gives); y += QH;
  // Decision (README): "Husband & wife" names no entity type, so the type is null.
  const ent = entityWords(m.kind, rng, { partnership: ['Partnership', 'General Partnership', 'Husband & wife'], sole: ['Sole Proprietor', 'Sole Prop',
    'Individual', 'Self-employed'] });
  q(s, 3, 'How is the business set up? (sole prop, partnership, LLC ...)', 'q3_entity', ent.text, x, y, ent.gives); y += QH;
  s.doc.circle(x + 7, y + 5, 7).fill('#111');
  s.label('4', x + 4.5, y + 1.5, { font: 'Courier-Bold', size: 8, color: '#fff' });
  s.label('Do you have an EIN?', x + 18, y + 1.5, { size: 7.8 });
  s.check('q4_yes', x + 110, y + 1, !!m.ein, null, 8);
  s.label('Yes', x + 121, y + 1.5, { size: 7.8 });
  s.check('q4_no', x + 146, y + 1, !m.ein, null, 8);
  s.label('No', x + 157, y + 1.5, { size: 7.8 });
  y += 18;
  const t = m.ein ?? (m.kind === 'sole' || m.kind === 'smllc' ? o.tax : null);
  const tax: Out = t ? bizTax(t, rng, { label: null, maskP: 0.15 }) : { text: rng.pick(['N/A', 'applied for']), gives: null };
  q(s, 5, 'Tax ID you file under (EIN, or your SSN/ITIN if no EIN)', 'q5_taxid', tax.text, x, y, tax.gives); y += QH;
  const ind = industryOut(m);
  q(s, 6, 'What kind of business is it?', 'q6_industry', ind.text, x, y, ind.gives); y += QH;
  const yrs = new Date(Date.UTC(2025, 4, 1)).getUTCFullYear() - m.start.y;
  const start: Out = rng.chance(0.8) ? startOut(m, rng) : { text: `about ${yrs} yrs`, gives: null };
  q(s, 7, 'When did you open? (date)', 'q7_start', start.text, x, y, start.gives); y += QH;
  q(s, 8, 'Business street address', 'q8_street', m.address.street, x, y); y += QH;
  q(s, 9, 'City / State / ZIP', 'q9_city', cityLine(m.address), x, y, stateGives(m.address)); y += QH;
  q(s, 10, 'Business phone', 'q10_phone', rng.chance(0.6) ? m.phone : 'same as cell', x, y);

  s.label('YOU (AND YOUR PARTNER, IF ANY)', COL[1]!, 90, { font: 'Helvetica-Bold', size: 9.5 });
  y = 106; x = COL[1]!;
  const name = nameOut(0, o, rng), title = titleOut(0, m.kind, rng), pct = pctOut(0, o, rng, 0.15);
  q(s, 11, 'Your name', 'q11_name', name.text, x, y, name.gives); y += QH;
  q(s, 12, 'Your title (owner, proprietor, partner ...)', 'q12_title', title.text, x, y, title.gives); y += QH;
  q(s, 13, '% of the business you own', 'q13_pct', pct.text, x, y, pct.gives); y += QH;
  const tax1 = ownerTax(0, o.tax, rng, { maskP: 0.5, label: 'SSN_ITIN' }), dob1 = dobOut(0, o, rng);
  q(s, 14, 'Your SSN (or ITIN)', 'q14_ssn', tax1.text, x, y, tax1.gives); y += QH;
  q(s, 15, 'Your date of birth', 'q15_dob', dob1.text, x, y, dob1.gives); y += QH;
  q(s, 16, 'Home address (or "same" if you work from home)', 'q16_home', o.homeSameAsBusiness ? rng.pick(['same', 'Same']) : `${o.home.street}, ${cityLine(o.home)}`,
    x, y); y += QH;
  const pn = p ? nameOut(1, p, rng) : blank, pt = p ? titleOut(1, m.kind, rng) : blank, pp = p ? pctOut(1, p, rng) : blank;
  const ps = p ? ownerTax(1, p.tax, rng, { maskP: 0.5, label: 'SSN_ITIN' }) : blank, pd = p ? dobOut(1, p, rng) : blank;
  q(s, 17, "Partner's name (if any)", 'q17_pname', pn.text, x, y, pn.gives); y += QH;
  q(s, 18, "Partner's title", 'q18_ptitle', pt.text, x, y, pt.gives); y += QH;
  q(s, 19, "Partner's % owned", 'q19_ppct', pp.text, x, y, pp.gives); y += QH;
  q(s, 20, "Partner's SSN", 'q20_pssn', ps.text, x, y, ps.gives); y += QH;
  q(s, 21, "Partner's date of birth", 'q21_pdob', pd.text, x, y, pd.gives);

  s.rule(46, 482, 566, 482, '#111', 1.2);
  s.label('THE MONEY', COL[0]!, 490, { font: 'Helvetica-Bold', size: 9.5 });
  y = 506; x = COL[0]!;
  q(s, 22, 'How much do you need?', 'q22_amount', money(m.amount, rng.pick(['plain', 'bare'] as const)), x, y, amountGives(m.amount)); y += QH;
  const freqWord = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.freq];
  q(s, 23, 'How often would you like to pay? (daily / weekly ...)', 'q23_freq', freqWord, x, y, biz({ payment_frequency: m.freq })); y += QH;
  q(s, 24, 'Who referred you to Clipper?', 'q24_rep', m.rep.name, x, y);
  y = 506; x = COL[1]!;
  q(s, 25, 'Bank you deposit into', 'q25_bank', m.bank.name, x, y); y += QH;
  const adv = m.advances[0];
  q(s, 26, 'Any other advances right now? Who, and how much is left?', 'q26_adv', adv ? `Yes - ${adv.funder}, ${money(adv.balance)} left` : 'No', x, y); y += QH;
  q(s, 27, 'Average monthly deposits', 'q27_sales', money(m.monthlySales), x, y);

  s.label('By signing I confirm the answers above are true and let Clipper Capital Group and its funders check my credit and bank history. '
    + 'This is not a loan application and there is no cost to apply.', 46, 622, { size: 7.5, width: 520, color: '#333' });
  s.label('Signature', 46, 668, { size: 8 });
  s.rule(90, 678, 330, 678);
  s.signature(100, 674, 200);
  s.label('Date', 350, 668, { size: 8 });
  s.rule(372, 678, 566, 678);
  s.value('sign_date', `${rng.int(1, 12)}/${rng.int(1, 28)}/25`, 374, 664, 190);
  s.label('Clipper Capital Group  ·  We fund barbers, food trucks and the people who keep this town clean.', 46, 740, { font: 'Courier', size: 7.5,
    width: 520, align: 'center', color: '#444' });
}

export const clipper: Layout = {
  name: 'clipper-quick-app', broker: 'Clipper Capital Group', typedFont: 'Courier', size: LETTER, draw,
  profile: { kinds: [['sole', 6], ['smllc', 2], ['partnership', 2]], trades: ['barber', 'food', 'clean'] },
};
