// Layouts 6-7 of set 21: a questionnaire whose labels are questions, and a two-page form in "Part I / Part II".
import type { TruthApplication } from '../generator/truth.ts';
import { applicant, business, entityBoxes, freqBoxes, type Pen, taxIdText } from './draw.ts';
import { date, fullName, masked, money, type Merchant, FREQ_LABEL } from './merchant.ts';

/** 6. "Lantern Hill Funding": every label is a question, the answer on the rule under it, two answers a line. */
export function questions(pen: Pen, m: Merchant): TruthApplication {
  pen.labelFont = 'Times-Roman'; pen.boldFont = 'Times-Bold';
  pen.page();
  pen.text('Lantern Hill Funding', 36, 36, 18, 'Times-Bold');
  pen.text('Tell us about your business. It takes about five minutes.', 36, 58, 10, 'Times-Italic');
  let y = 84;
  const q = (x: number, w: number, question: string, name: string, answer: string, decoy = false): void => {
    pen.text(question, x, y, 9.5);
    pen.rule(x, x + w, y + 27, 0.5, true);
    if (decoy) pen.decoy(name, answer, x + 4, y + 15, w - 8, 10); else pen.val(name, answer, x + 4, y + 15, w - 8, 10);
  };
  const line = (): void => { y += 36; if (y > 730) { pen.page(); y = 48; } };
  const head = (s: string): void => { y += 4; pen.bold(s, 36, y, 12); y += 20; };
  const showFico = pen.r.chance(0.5);
  head('About the business');
  q(36, 540, 'What is the full legal name of the business?', 'legal_name', m.legal); line();
  q(36, 260, 'Does it operate under another name (DBA)?', 'dba', m.dba ?? 'N/A'); q(316, 260, 'How is the business organized?', 'entity', m.entityText); line();
  q(36, 260, m.soleSsnAsTaxId ? 'What is the business Tax ID or your SSN?' : 'What is the Federal Tax ID (EIN)?', 'tax_id', taxIdText(m));
  q(316, 260, 'When did the business open?', 'start', date(m.start, 'mdy')); line();
  q(36, 540, 'Where is the business located?', 'addr', `${m.street}, ${m.city}, ${m.stateName} ${m.zip}`); line();
  q(36, 260, 'What does the business do?', 'industry', m.industryText); q(316, 260, 'What is the best phone number?', 'phone', m.phone); line();
  q(36, 260, 'Do you rent or own the location?', 'rent_own', m.rentOwn);
  if (m.rentOwn === 'Rent') q(316, 260, "Who is your landlord, and the landlord's phone?", 'landlord', `${m.landlord.name}, ${m.landlord.phone}`, true);
  if (m.rentOwn === 'Rent') pen.decoys.push(m.landlord.name, m.landlord.phone);
  line();
  head('About the funding');
  q(36, 260, 'How much funding are you looking for?', 'amount', money(m.amount)); q(316, 260, 'What will the funds be used for?', 'use', m.use); line();
  pen.text('How would you prefer to repay?', 36, y, 9.5);
  freqBoxes(pen, m, 40, y + 15); line();
  const has = m.funders.length > 0;
  q(36, 540, 'Do you have any open cash advances or loans? If yes, with whom and what balance?', 'advances', m.funders.map((f) => `${f.name} ${money(f.balance)}`).join('; '));
  if (has) pen.decoys.push(...m.funders.map((f) => f.name));
  line();
  head(m.owners.length > 1 ? 'About the owners' : 'About the owner');
  m.owners.forEach((o, i) => {
    q(36, 260, `Owner ${i + 1}: what is the owner's full name?`, `o${i}_name`, fullName(o)); q(316, 260, 'What is his or her title?', `o${i}_title`, o.title); line();
    q(36, 160, 'What percentage is owned?', `o${i}_pct`, `${o.pct}%`); q(216, 160, 'Social Security Number?', `o${i}_ssn`, masked(o.ssn));
    q(416, 160, 'Date of birth?', `o${i}_dob`, date(o.dob, 'long')); line();
    if (showFico) { q(36, 260, 'Estimated personal credit score?', `o${i}_fico`, String(o.credit)); line(); }
  });
  head('One last thing');
  q(36, 540, 'Who referred you to Lantern Hill?', 'iso', `${m.iso.name} of ${m.iso.company}`, true); line();
  pen.decoys.push(m.iso.name, m.iso.company);
  if (y > 680) { pen.page(); y = 48; }
  y = pen.para('By signing, you confirm the answers above are true and allow Lantern Hill Funding and its partners to check business and '
    + 'personal credit and to contact your bank, landlord and references.', 36, y, 540, 8.5) + 20;
  pen.text('Signature ______________________________        Date ______________', 36, y, 10);
  const t = business(m, { start: true, freq: true });
  t.applicants = m.owners.map((o) => applicant(o, { role: true, pct: true, credit: showFico, ssn: 'masked', dob: true }));
  return t;
}

/** 7. "Ridgeway Commercial Funding": numbered lines grouped in Part I .. Part VI over two pages. */
export function parts(pen: Pen, m: Merchant): TruthApplication {
  pen.page();
  pen.text('RIDGEWAY COMMERCIAL FUNDING, LLC', 36, 34, 13, 'Times-Bold');
  pen.text('Application for Purchase of Future Receivables', 36, 51, 10, 'Times-Roman');
  pen.fixed('77 Foundry Lane, Hartford, CT 06103', 400, 36, 8.5);
  pen.fixed('(860) 555-0122', 400, 48, 8.5);
  let y = 72;
  let n = 0;
  const part = (roman: string, title: string): void => {
    if (y > 690) { pen.page(); y = 40; }
    pen.rect(36, y, 540, 15, '#000000');
    pen.doc.font('Helvetica-Bold').fontSize(9).fillColor('white').text(`Part ${roman}`, 40, y + 4, { lineBreak: false });
    pen.doc.text(title, 100, y + 4, { lineBreak: false }).fillColor('black');
    y += 20;
  };
  const ln = (x: number, w: number, label: string, name: string, value: string, decoy = false): void => {
    n++;
    pen.text(`${n}`, x, y, 8, 'Helvetica-Bold');
    pen.text(label, x + 12, y, 7.5);
    pen.rule(x + 12, x + w - 6, y + 22);
    if (decoy) pen.decoy(name, value, x + 14, y + 11, w - 22, 9.5); else pen.val(name, value, x + 14, y + 11, w - 22, 9.5);
  };
  const row = (): void => { y += 28; if (y > 730) { pen.page(); y = 40; } };
  part('I', 'Business Information');
  ln(36, 540, 'Legal name of business (as shown on income tax return)', 'legal_name', m.legal); row();
  ln(36, 300, 'Trade name / DBA, if different from line 1', 'dba', m.dba ?? ''); ln(336, 240, 'Employer identification number', 'tax_id', taxIdText(m)); row();
  n++; pen.text(`${n}`, 36, y, 8, 'Helvetica-Bold'); pen.text('Check the business structure:', 48, y, 7.5);
  y = entityBoxes(pen, m, 48, y + 11, 570) + 2;
  ln(36, 200, 'Date business commenced', 'start', date(m.start, 'mdy')); ln(236, 200, 'State of organization', 'inc_state', m.incState, true);
  ln(436, 140, 'Number of employees', 'emp', String(m.employees)); row();
  ln(36, 540, 'Principal business address (number, street, suite)', 'street', m.street); row();
  ln(36, 240, 'City', 'city', m.city); ln(276, 100, 'State', 'state', m.state); ln(376, 200, 'ZIP code', 'zip', m.zip); row();
  ln(36, 300, 'Principal product or service', 'industry', m.industryText); ln(336, 240, 'Business telephone', 'phone', m.phone); row();
  part('II', 'Owners and Officers');
  const ssnFull = m.soleSsnAsTaxId || pen.r.chance(0.4);
  m.owners.forEach((o, i) => {
    pen.text(`Owner ${String.fromCharCode(65 + i)}`, 36, y, 8, 'Helvetica-Bold'); y += 11;
    ln(36, 300, 'Name', `o${i}_name`, fullName(o)); ln(336, 140, 'Title', `o${i}_title`, o.title); ln(476, 100, 'Ownership %', `o${i}_pct`, `${o.pct}`); row();
    ln(36, 180, 'Social security number', `o${i}_ssn`, ssnFull ? o.ssn : masked(o.ssn)); ln(216, 140, 'Date of birth', `o${i}_dob`, date(o.dob, 'dash'));
    ln(356, 220, 'Home city and state', `o${i}_home`, `${o.city}, ${o.state}`); row();
  });
  part('III', 'Funding Request');
  ln(36, 180, 'Purchase price requested', 'amount', money(m.amount, true)); ln(216, 180, 'Remittance amount', 'payment', money(m.payment, true));
  ln(396, 180, 'Number of remittances', 'payments', String(m.payments)); row();
  n++; pen.text(`${n}`, 36, y, 8, 'Helvetica-Bold'); pen.text('Remittance schedule:', 48, y, 7.5); freqBoxes(pen, m, 140, y - 1); y += 20;
  part('IV', 'Depository Account');
  ln(36, 200, 'Bank name', 'bank', m.bank.name, true); ln(236, 160, 'ABA routing number', 'routing', m.bank.routing, true); ln(396, 180, 'Account number', 'account', m.bank.account, true); row();
  part('V', 'Existing Obligations');
  m.funders.forEach((f, i) => {
    ln(36, 260, 'Funder / lender', `fund${i}`, f.name, true); ln(296, 140, 'Balance', `fund${i}_bal`, money(f.balance), true);
    ln(436, 140, 'Payment', `fund${i}_pay`, `${money(f.payment)} ${FREQ_LABEL.daily}`); row();
  });
  part('VI', 'Certification');
  if (y > 690) { pen.page(); y = 40; }
  y = pen.para('Under penalties of perjury, I certify that the information in Parts I through V is true, correct and complete, and I authorize '
    + 'Ridgeway Commercial Funding, LLC to obtain consumer and commercial credit reports on the business and each owner listed in Part II.', 36, y, 540, 8) + 20;
  pen.text('Sign here  ______________________________   Date ____________', 36, y, 10);
  const t = business(m, { start: true, payment: true, count: true, freq: true });
  t.applicants = m.owners.map((o) => applicant(o, { role: true, pct: true, credit: false, ssn: ssnFull ? 'full' : 'masked', dob: true }));
  return t;
}
