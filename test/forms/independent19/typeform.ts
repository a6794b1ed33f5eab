// Layout 3: a Typeform / Jotform-style submission summary: one question per row, the long question on the left in
// small caps, the answer on the right, thin rules between rows; Canadian forms ask for the BN and O/A name.
import type { Pen } from './draw.ts';
import type { Merchant } from './data.ts';
import { Flow, addrLine, nameOf, taxLabel } from './kit.ts';

function row(p: Pen, f: Flow, question: string, key: string, answer: string): void {
  const d = p.doc.font('Helvetica').fontSize(7.5);
  const qh = d.heightOfString(question.toUpperCase(), { width: 230, characterSpacing: 0.6 });
  const y = f.need(p, Math.max(26, qh + 14));
  p.doc.font('Helvetica').fontSize(7.5).fillColor('#6b6b6b').text(question.toUpperCase(), 50, y + 7, { width: 230, characterSpacing: 0.6 });
  if (answer) p.value(key, answer, 300, y + 6, { size: 10, max: 255 });
  else p.label('-', 300, y + 6, { size: 10, color: '#aaaaaa' });
  p.doc.save().lineWidth(0.4).strokeColor('#dddddd').moveTo(50, y + Math.max(26, qh + 14) - 2).lineTo(562, y + Math.max(26, qh + 14) - 2).stroke().restore();
}
function head(p: Pen, f: Flow, t: string): void {
  const y = f.need(p, 34);
  p.label(t, 50, y + 14, { size: 12, font: 'Helvetica-Bold', color: '#262627' });
}

function business(p: Pen, f: Flow, m: Merchant): void {
  head(p, f, 'Your business');
  row(p, f, 'What is the legal name of your business as it appears on your tax documents?', 'legal_name', m.legal);
  row(p, f, m.ca ? 'Does your business operate under another name (O/A)? If so, what is it?' : 'Do you operate under a trade name (DBA)? If so, please enter it here.', 'trade_name', m.dbaPrinted);
  row(p, f, 'How is your business legally structured (LLC, corporation, partnership, sole proprietor...)?', 'type_of_entity', m.entity.printed);
  row(p, f, 'In a few words, what does your business do?', 'industry', m.industryText);
  row(p, f, m.ca ? 'What is your 9-digit Business Number (BN), with program account if you have one?' : `What is your business's ${m.taxLabel}?`, 'business_tax_id', m.taxPrinted);
  row(p, f, 'On what date did your business officially start operating?', 'business_start_date', m.startPrinted);
  row(p, f, `In which ${m.ca ? 'province' : 'state'} was the business originally registered or incorporated?`, 'decoy.inc', m.d.incState);
  row(p, f, 'What is the street address where the business operates day to day?', 'state_region', addrLine(m.addr));
  row(p, f, 'What is the best phone number to reach the business?', 'decoy.phone', m.phone);
  row(p, f, 'Do you own or rent that location? If you rent, who is your landlord?', 'decoy.landlord', m.own ? 'Own' : `Rent - ${m.d.landlord}, ${m.d.landlordPhone}`);
  row(p, f, 'Roughly how much does the business deposit in an average month?', 'decoy.sales', m.monthlySales);
}
function funding(p: Pen, f: Flow, m: Merchant): void {
  head(p, f, 'Funding');
  row(p, f, 'How much working capital would you like to request today?', 'requested_amount', m.amountPrinted);
  row(p, f, 'What will you use the money for?', 'decoy.use', m.use);
  row(p, f, 'Do you have any other business advances or loans open right now? Who with, and what is the balance?', 'decoy.funder', `Yes, ${m.d.funder}, about ${m.d.balance} left`);
  row(p, f, 'Which bank does the business use? (routing and account number)', 'decoy.bank', `${m.d.bank} ${m.d.routing} / ${m.d.account}`);
}
function owners(p: Pen, f: Flow, m: Merchant): void {
  m.owners.forEach((o, i) => {
    head(p, f, `Owner ${i + 1} of ${m.owners.length}`);
    row(p, f, "What is this owner's full legal name?", `owner${i}.name`, nameOf(o));
    row(p, f, 'What is their title or role in the company?', `owner${i}.title`, o.title);
    row(p, f, 'What percentage of the business do they own?', `owner${i}.pct`, `${o.pct}%`);
    row(p, f, `What is their ${o.taxType === 'SIN' ? 'Social Insurance Number (SIN)' : 'Social Security Number (or ITIN)'}?`, `owner${i}.tax`, o.taxPrinted);
    row(p, f, 'What is their date of birth?', `owner${i}.dob`, o.dobPrinted);
    row(p, f, 'What is their home address?', 'decoy.home', addrLine(o.home));
    row(p, f, 'If you know it, what is their approximate personal credit score?', `owner${i}.credit`, o.credit ? String(o.credit) : '');
  });
}

export function typeform(p: Pen, m: Merchant): void {
  const f = new Flow(40, 750);
  p.doc.rect(0, 0, 612, 6).fill(p.r.pick(['#0445af', '#191919', '#e4572e']));
  p.label('Submission summary', 50, 30, { size: 9, color: '#888888' });
  p.label(`${m.d.isoCompany}: Quick Funding Questionnaire`, 50, 44, { size: 16, font: 'Helvetica-Bold', color: '#262627' });
  p.label(`Powered by a free online form builder  .  Shared with ${m.d.iso} (${m.d.isoEmail})`, 50, 66, { size: 8, color: '#888888' });
  f.y = 80;
  business(p, f, m);
  funding(p, f, m);
  owners(p, f, m);
  const y = f.need(p, 40);
  p.check('consent', 50, y + 12, true, { mark: 'tick', s: 10 });
  p.label(m.ca ? 'I consent to the collection and use of my personal information under PIPEDA for this credit request.' : `I authorize ${m.d.isoCompany} and its funding partners to obtain credit reports on the owners (${taxLabel(m.owners[0]!)} above).`, 66, y + 13, { size: 8, width: 490 });
}
