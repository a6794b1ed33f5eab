// Conversational intakes printed to PDF: Maple Bridge's web-chat transcript ("Bot: ..." / "You: ...", letter size)
// and QuickLine's text-message thread (phone screens, grey and blue bubbles). Questions are labels; each answer is a
// value (a text field when fillable).
import type { Merchant } from './merchant.ts';
import { A, type Pen, type VOpts } from './draw.ts';

interface Turn { q: string; a: string | null; o: VOpts; pre?: string }

/** The questions both conversations ask, in order, with the answers of this merchant. */
function turns(m: Merchant, pen: Pen, casual: boolean): Turn[] {
  const r = pen.rng, ca = m.country === 'CA', t: Turn[] = [];
  const ask = (q: string, a: string | null, o: VOpts = {}, pre?: string) => t.push({ q, a, o, ...(pre ? { pre } : {}) });
  ask(casual ? 'whats the legal name on your tax return?' : "What is your business's legal name?", m.legal, { paths: ['legal_name'], name: 'legal' });
  ask(casual ? 'any dba / trade name?' : ca ? 'Do you operate under another name (O/A)?' : 'Do you operate under a DBA?', m.dbaText ?? r.pick(['No', 'nope', 'No, just the legal name']), m.dbaText ? { paths: ['trade_name'], name: 'dba' } : { name: 'dba' });
  ask(casual ? 'llc, corp or sole prop?' : 'What type of entity is the business?', m.entityText, { paths: ['type_of_entity'], name: 'entity' });
  ask(ca ? 'What is your CRA Business Number, with the program account (e.g. RC0001)?' : m.taxType === 'SSN' ? 'What is the federal tax ID (EIN, or SSN if you have none)?' : 'What is the business EIN?', m.taxText, { paths: ['business_tax_id'], name: 'tax_id' });
  if (m.yearsText) ask('How long have you been in business?', `about ${m.yearsText}`, { name: 'years' });
  else ask(casual ? 'when did you open?' : 'When did the business start?', m.startText, { paths: ['business_start_date'], name: 'start' });
  ask(casual ? 'what kind of business is it?' : 'What does the business do?', m.industryText, { paths: ['industry'], name: 'industry' });
  ask(casual ? 'business address?' : "What's the business address?", `${m.street}, ${m.city}, ${m.region} ${m.postal}`, { paths: ['state_region'], name: 'address' });
  ask(casual ? 'how much are you looking for?' : 'How much funding are you looking for?', m.amountText, { paths: ['requested_amount'], name: 'amount' });
  if (m.freq) ask('Would you prefer to pay daily, weekly, bi-weekly or monthly?', { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.freq], { paths: ['payment_frequency'], name: 'freq' });
  m.owners.forEach((o, i) => {
    const who = i === 0 ? (casual ? 'your full name?' : "What is the owner's full name?") : (casual ? 'their name?' : "What is the other owner's full name?");
    ask(who, o.full, { paths: [A(i, 'first_name'), A(i, 'last_name')], name: `o${i}_name` });
    ask(casual ? 'title?' : 'And the title?', o.title, { paths: [A(i, 'role')], name: `o${i}_title` });
    ask(casual ? 'what % do they own?' : 'What percentage of the business is owned?', `${o.pct}%`, { paths: [A(i, 'ownership')], name: `o${i}_pct` });
    ask(ca ? 'SIN, for the credit check?' : 'SSN, for the soft credit pull?', o.taxText ?? "I'd rather not send that here", o.taxText ? { paths: [A(i, 'tax_id')], name: `o${i}_ssn` } : { name: `o${i}_ssn` });
    if (o.dobText) ask('Date of birth?', o.dobText, { paths: [A(i, 'date_of_birth')], name: `o${i}_dob` });
    if (o.credit !== null) ask('Roughly what is the credit score?', String(o.credit), { paths: [A(i, 'credit_score')], name: `o${i}_fico` });
    if (i < m.owners.length - 1) ask(casual ? 'anyone else own 20% or more?' : 'Does anyone else own 20% or more?', 'Yes', { name: `o${i}_more` });
  });
  ask(casual ? 'who referred you to us?' : 'How did you hear about us?', m.decoys.referrer, { decoy: true, name: 'referrer' }, casual ? undefined : 'referral from');
  const adv = r.chance(0.6);
  ask(casual ? 'any current advances or loans?' : 'Do you currently have any advances or business loans?', adv ? m.decoys.funder : 'No', { decoy: adv, name: 'funder' }, adv ? 'yes, with' : undefined);
  if (adv) ask('What is the balance left, roughly?', m.decoys.funderBalance, { decoy: true, name: 'funder_bal' }, 'about');
  ask(casual ? 'which bank do you use?' : 'Which bank is the business account with?', m.decoys.bank, { decoy: true, name: 'bank' });
  if (r.chance(0.6)) ask('Do you rent your location? Who is the landlord?', m.decoys.landlord, { decoy: true, name: 'landlord' }, 'yes, from');
  if (ca) ask('Do you consent to the collection and use of your personal information as described in our PIPEDA privacy notice?', 'Yes, I agree', { name: 'pipeda' });
  return t;
}

/** Maple Bridge Capital: a web-chat transcript exported to PDF (letter). */
export function maplechat(m: Merchant, pen: Pen): void {
  const d = pen.doc, list = turns(m, pen, false);
  let y = 0, min = 2 * 60 + pen.rng.int(0, 50);
  const clock = () => { min += pen.rng.int(0, 2); return `${9 + Math.floor(min / 60)}:${String(min % 60).padStart(2, '0')} AM`; };
  const page = () => {
    pen.page(612, 792);
    pen.label('Maple Bridge Capital - Live Chat Transcript', 40, 30, { size: 13, bold: true, color: '#8c1c13' });
    pen.label(`Conversation #${48000 + pen.rng.int(0, 999)}  |  Exported Mar 11, 2025  |  Agent: Ava (virtual assistant)`, 40, 48, { size: 8, color: '#555' });
    d.lineWidth(0.5).strokeColor('#aaa').moveTo(40, 62).lineTo(572, 62).stroke();
    y = 76;
  };
  page();
  pen.label(`[${clock()}] Bot: Hi! I'm Ava. I'll collect a few details and your specialist, ${m.decoys.rep}, will follow up at ${m.decoys.repPhone}.`, 40, y, { size: 9.5, width: 520 });
  pen.note(m.decoys.rep); pen.note(m.decoys.repPhone);
  y += 30;
  for (const t of list) {
    if (y > 720) page();
    pen.label(`[${clock()}] Bot: ${t.q}`, 40, y, { size: 9.5, width: 520 });
    y += d.heightOfString(`[00:00 AM] Bot: ${t.q}`, { width: 520 }) + 4;
    d.fillColor('#eef3ff').roundedRect(250, y - 2, 322, 18, 6).fill().fillColor('#000');
    pen.label(`[${clock()}] You:`, 256, y + 2, { size: 9.5, bold: true });
    const px = 256 + d.font('Helvetica-Bold').fontSize(9.5).widthOfString('[00:00 AM] You: ');
    if (t.pre) pen.label(t.pre, px, y + 2, { size: 9.5 });
    const vx = t.pre ? px + d.font('Helvetica').fontSize(9.5).widthOfString(`${t.pre} `) : px;
    pen.value(t.a, vx, y + 2, { size: 9.5, w: 560 - vx, h: 13, ...t.o });
    y += 26;
  }
  pen.label(`[${clock()}] Bot: Thanks! Please upload your last 4 months of business bank statements to finish.`, 40, y, { size: 9.5, width: 520 });
}

/** QuickLine Funding: an SMS thread (390x844 screens), agent on the left, merchant's blue bubbles on the right. */
export function textline(m: Merchant, pen: Pen): void {
  const d = pen.doc, list = turns(m, pen, true), W = 390;
  let y = 0;
  const screen = () => {
    pen.page(W, 844);
    pen.label('9:14', 24, 12, { size: 11, bold: true });
    d.fillColor('#cfd3da').circle(W / 2, 44, 14).fill().fillColor('#000');
    pen.label('QuickLine Funding', 0, 62, { size: 10, width: W, align: 'center' });
    pen.label('Text Message - Today 9:14 AM', 0, 82, { size: 8, width: W, align: 'center', color: '#888' });
    y = 102;
  };
  screen();
  pen.label(`hi this is ${m.decoys.rep} w/ QuickLine. few quick q's for your app`, 26, y + 6, { size: 12, width: 240 });
  d.lineWidth(0.5).strokeColor('#d0d0d6').roundedRect(16, y, 260, 44, 14).stroke();
  pen.note(m.decoys.rep);
  y += 54;
  for (const t of list) {
    const qh = d.font('Helvetica').fontSize(12).heightOfString(t.q, { width: 240 }) + 12;
    if (y + qh + 40 > 820) screen();
    d.fillColor('#e9e9eb').roundedRect(16, y, 260, qh, 14).fill().fillColor('#000');
    pen.label(t.q, 26, y + 6, { size: 12, width: 240 });
    y += qh + 6;
    const text = `${t.pre ? `${t.pre} ` : ''}${t.a ?? ''}`;
    const bw = Math.min(300, d.font(pen.style === 'handwritten' ? 'hand' : 'Helvetica').fontSize(13).widthOfString(text) + 34);
    d.fillColor(pen.style === 'typed' ? '#0a84ff' : '#d7e8ff').roundedRect(W - 16 - bw, y, bw, 26, 13).fill().fillColor('#000');
    let x = W - 16 - bw + 12;
    const col = pen.style === 'typed' ? '#ffffff' : '#000';
    if (t.pre) { pen.label(t.pre, x, y + 7, { size: 13, color: col }); x += d.font('Helvetica').fontSize(13).widthOfString(`${t.pre} `); }
    pen.value(t.a, x, y + 7, { size: 13, w: W - 22 - x, h: 16, color: col, ...t.o });
    y += 34;
  }
  d.fillColor('#e9e9eb').roundedRect(16, y, 260, 30, 14).fill().fillColor('#000');
  pen.label('perfect, sending the contract shortly', 26, y + 8, { size: 12 });
}
