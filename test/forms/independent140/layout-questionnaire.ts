// Keystone Bridge Capital: a numbered questionnaire. Each question is a sentence; its answer is written on the rule
// under it, several answers share a line behind "(a) (b) (c)" letters explained only in the question, and decoy
// questions (landlord, bank, references, referral, other advances) are numbered like the rest.
import type { Rng } from '../../statements/generator/prng.ts';
import { authorisation, biz, blanks, FREQ_WORD, own, signatures } from './common.ts';
import type { Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';

export function drawQuestionnaire(s: Sheet, m: Merchant, r: Rng): void {
  const B = biz(m), bl = blanks(r), d = m.decoy;
  let y = 40, qn = 0;
  s.label('KEYSTONE BRIDGE CAPITAL', 40, y, { size: 16, bold: true, color: '#7a1f1f' });
  s.label('Merchant Funding Questionnaire', 40, y + 20, { size: 11 });
  s.label('Please answer every question on the line beneath it. Write "none" where a question does not apply.', 40, y + 35, { size: 7.5, color: '#555' });
  s.rect(420, 36, 152, 42, '#f4eeee').label('FOR OFFICE USE', 426, 40, { size: 6.5, bold: true });
  s.label('Rep:', 426, 52, { size: 7 }).value(d.iso, 446, 61, 120, { size: 8, decoy: 'iso_rep' });
  s.label('File #:', 426, 66, { size: 7 }).value(`KB-${r.int(10000, 99999)}`, 452, 75, 110, { size: 8, decoy: 'file_number' });
  y = 96;
  const part = (t: string) => { s.rect(40, y, 532, 14, '#7a1f1f', '#7a1f1f').label(t, 46, y + 3.5, { size: 8, bold: true, color: 'white' }); y += 22; };
  const q = (text: string, answer: (ya: number) => void, lines = 1) => {
    s.label(`${++qn}.`, 40, y, { size: 9, bold: true }).label(text, 58, y + 0.5, { size: 8.5 });
    for (let i = 0; i < lines; i++) { const ya = y + 24 + i * 20; answer(ya); s.line(58, ya, 572, 0.5, '#777'); }
    y += 34 + (lines - 1) * 20;
  };
  const sub = (letter: string, x: number, ya: number) => s.label(`(${letter})`, x, ya - 9, { size: 7, color: '#555' });

  part('PART A  -  THE BUSINESS');
  q('What is the full legal name of the business, exactly as it appears on your tax return?', (ya) => s.value(m.legal, 58, ya, 500, { set: B.legal }));
  q('Does the business operate under any other name (DBA / trade name)? If so, what name?', (ya) => s.value(m.dbaText, 58, ya, 500, { set: B.dba }));
  q('How is the business organized? (check one)', (ya) => {
    let x = 62;
    for (const opt of ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor']) {
      s.check(x, ya - 10, m.entityBox === opt, { label: opt, set: B.entity }).label(opt, x + 12, ya - 9, { size: 8 });
      x += 24 + opt.length * 4.6;
    }
    s.check(x, ya - 10, m.entityBox === null, { label: 'Other' }).label('Other:', x + 12, ya - 9, { size: 8 });
    s.value(m.entityBox === null ? m.entityText : '', x + 42, ya, 120, { set: B.entity });
  });
  const soleSsn = m.taxType !== 'EIN';
  q(soleSsn ? "What is the business's Federal Tax ID? (a sole proprietor without an EIN writes the owner's SSN)" : "What is the business's Federal Tax ID number (EIN)?",
    (ya) => s.value(m.taxText, 58, ya, 200, { set: B.tax }));
  q('On what date did the business start (month / day / year)?', (ya) => s.value(bl.start ? '' : m.startText, 58, ya, 200, { set: B.start }));
  q('In which state was the business incorporated or registered, if different from where it operates?', (ya) => s.value(m.incState, 58, ya, 200, { decoy: 'state_of_incorporation' }));
  q('What is the street address where the business operates (street, city, state, ZIP)?', (ya) => s.value(`${m.street}, ${m.city}, ${m.stateText} ${m.zip}`, 58, ya, 500, { set: B.state }));
  q('What is the best phone number and e-mail address for the business?', (ya) => s.value(`${m.phone}    ${m.email}`, 58, ya, 500));
  q('In a few words, what does the business do or sell?', (ya) => s.value(bl.industry ? '' : m.industryText, 58, ya, 500, { set: bl.industry ? {} : B.industry }));
  q('Who is your landlord or mortgage holder, and what is the monthly rent or mortgage payment?', (ya) => s.value(`${d.landlord}, ${d.rent}/mo`, 58, ya, 500, { decoy: 'landlord' }));

  part('PART B  -  THE FUNDING YOU ARE ASKING FOR');
  q('How much funding are you requesting?', (ya) => s.value(m.amountText, 58, ya, 200, { set: B.amount }));
  q('What will the funds be used for?', (ya) => s.value(m.useOfFunds, 58, ya, 500));
  q('What payment would suit you? (a) payment amount  (b) number of payments  (c) how often', (ya) => {
    sub('a', 58, ya); s.value(bl.payment ? '' : m.paymentText, 70, ya, 90, { set: B.payment });
    sub('b', 175, ya); s.value(bl.payment ? '' : String(m.nPayments), 187, ya, 50, { set: B.n });
    sub('c', 250, ya);
    let x = 264;
    for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) {
      s.check(x, ya - 10, !bl.payment && m.freq === f, { label: FREQ_WORD[f]!, set: B.freq }).label(FREQ_WORD[f]!, x + 11, ya - 9, { size: 8 });
      x += 62;
    }
  });
  q('Does the business have any open advances or loans? Name each funder with its balance and payment.', (ya) =>
    s.value(d.funders.length ? d.funders.map((f) => `${f[0]} - bal. ${f[1]}, ${f[2]}/day`).join('; ') : 'none', 58, ya, 500, { decoy: d.funders.length ? 'existing_funder' : undefined }));
  q('What are the average monthly sales (deposits) of the business?', (ya) => s.value(m.monthlySales, 58, ya, 200));

  s.doc.addPage();
  y = 40;
  part('PART C  -  THE OWNERS (everyone owning 20% or more)');
  s.label('For each owner answer (a) full legal name  (b) title  (c) percentage owned  (d) Social Security Number  (e) date of birth  (f) estimated credit score.',
    58, y - 4, { size: 7.5, color: '#555' });
  y += 12;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], S = o ? own(i, o, m) : null;
    q(i === 0 ? 'Principal owner:' : `Owner #${i + 1} (leave blank if none):`, (ya) => {
      const first = ya === y + 24;
      if (first) {
        sub('a', 58, ya); s.value(o?.nameText ?? '', 70, ya, 230, { set: S?.name });
        sub('b', 310, ya); s.value(o?.title ?? '', 322, ya, 120, { set: S?.title });
        sub('c', 455, ya); s.value(o ? `${o.pct}%` : '', 467, ya, 60, { set: S?.pct });
      } else {
        sub('d', 58, ya); s.value(o?.taxText ?? '', 70, ya, 130, { set: S?.tax ?? {} });
        sub('e', 210, ya); s.value(o?.dobText ?? '', 222, ya, 130, { set: S?.dob });
        sub('f', 370, ya); s.value(o && o.credit !== null && !bl.credit ? String(o.credit) : '', 382, ya, 60, { set: S?.credit });
      }
    }, 2);
  }
  q("What is the principal owner's home address?", (ya) => s.value(`${m.owners[0]!.home}, ${m.city}`, 58, ya, 500, { decoy: 'home_address' }));
  q('Name two trade or supplier references with a phone number for each.', (ya) => s.value(d.refs.map((x) => `${x[0]} ${x[1]}`).join(';  '), 58, ya, 500, { decoy: 'trade_reference' }));
  q('Where is the business operating account held? Bank, routing number, account number.', (ya) => s.value(`${d.bank}  ${d.routing}  ${d.account}`, 58, ya, 500, { decoy: 'bank_account' }));
  q('Who referred you to Keystone Bridge Capital?', (ya) => s.value(`${d.iso}, ${d.isoCompany}`, 58, ya, 500, { decoy: 'iso_rep' }));
  q("Principal owner's spouse (community-property states only):", (ya) => s.value(r.chance(0.6) ? d.spouse : '', 58, ya, 300, { decoy: 'spouse' }));
  q('Do any owners own another business? Name it.', (ya) => s.value(r.chance(0.5) ? d.otherBiz : 'none', 58, ya, 500, { decoy: 'other_business' }));
  y += 6;
  s.label(authorisation(m, 'Keystone Bridge Capital'), 40, y, { size: 7.5, width: 532 });
  signatures(s, m, 40, y + 90, 532);
  s.label('KBC-Q 04/2025  -  page 2 of 2', 40, 760, { size: 6, color: '#888' });
}
