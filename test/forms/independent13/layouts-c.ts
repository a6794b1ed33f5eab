// Layouts 5-7: Cobalt Creek Advance (every section a numbered list of questions, the amount in words), Harborline
// Capital Partners (two pages, the funding request on page 2) and Summit Ledger Funding (captions under the lines,
// 'circle one' choices, an SSN comb per owner).
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, amount, bar, dba, entity, entityBoxes, frequencyBoxes, industry, legal, payment, payments, region, startDate, taxId, US_ENTITY_BOXES, type Layout, type Value } from './common.ts';
import { addressLine, date, FREQ_LABEL, money, moneyWords, nameTruth, ownerId, ownerName } from './fmt.ts';
import type { Merchant } from './model.ts';
import { own, type Sheet } from './sheet.ts';

const NONE: Value = { text: '', truth: {} };

function cobalt(s: Sheet, m: Merchant, r: Rng): void {
  s.label('Cobalt Creek Advance', 40, 28, { size: 17, bold: true, color: '#1d3f8f' });
  s.label('Questionnaire for a purchase of future receivables. Answer each question on the line below it.', 40, 50, { size: 7.5 });
  let y = 66;
  const section = (t: string): void => { y += 4; bar(s, t, 40, y, 532, 13, '#dfe7fb'); y += 18; };
  const q = (key: string, n: string, question: string, v: Value, decoy = false): void => {
    s.label(`${n}.`, 40, y, { size: 7.5, bold: true });
    s.label(question, 62, y, { size: 7.5 });
    s.hline(62, 572, y + 21);
    if (decoy) s.decoy(key, v.text, 64, y + 8, 506, 14);
    else s.value(key, v.text, 64, y + 8, 506, 14, v.truth);
    y += 25;
  };
  section('A. ABOUT THE BUSINESS');
  q('legal_name', 'A1', 'What is the full legal name of the business, exactly as on its tax return?', legal(m));
  q('dba', 'A2', 'Does it trade under another name (DBA)? If so, which?', dba(m));
  q('entity', 'A3', 'What kind of legal entity is it?', entity(m));
  q('tax_id', 'A4', m.taxType === 'EIN' ? 'What is its federal tax ID (EIN)?' : 'What is its federal tax ID (EIN, or the owner\u2019s SSN if none)?', taxId(m));
  q('start', 'A5', 'On what date did the business start?', startDate(m, r.pick(['long', 'us', 'us2'] as const)));
  q('address', 'A6', 'Where is the business located (street and city)?', { text: `${m.address.street}, ${m.address.city}`, truth: {} });
  q('state', 'A7', 'In which state is that?', region(m));
  q('inc_state', 'A8', 'In which state was it incorporated or organized?', { text: m.stateOfInc, truth: {} }, true);
  q('industry', 'A9', 'What does the business do?', industry(m));
  section('B. ABOUT THE REQUEST');
  q('amount', 'B1', 'How much funding are you asking for (in words and figures)?', m.amount ? { text: moneyWords(m.amount), truth: { requested_amount: m.amount } } : NONE);
  q('freq', 'B2', 'How often would you remit (daily, weekly, bi-weekly or monthly)?', m.frequency ? { text: FREQ_LABEL[m.frequency]!, truth: { payment_frequency: m.frequency } } : NONE);
  q('payments', 'B3', 'Over how many remittances?', payments(m));
  q('payment', 'B4', 'What amount per remittance did your broker quote?', payment(m));
  q('funders', 'B5', 'Do you have open advances? Name each funder and its balance.', { text: m.funders.map((f) => `${f.name} ${money(f.balance)}`).join('; ') || 'None', truth: {} }, true);
  section('C. ABOUT THE OWNERS (everyone owning 20% or more)');
  const dob = r.pick(['us', 'long'] as const);
  m.owners.forEach((o, i) => {
    const id = ownerId(o, i);
    s.label(`C${i + 1}.`, 40, y, { size: 7.5, bold: true });
    s.label(`Who is owner ${i + 1}? Give name, title, share, SSN, date of birth and, if known, credit score.`, 62, y, { size: 7.5 });
    const parts: [string, string, Value, number][] = [
      ['name', 'Name', { text: ownerName(o), truth: own(i, nameTruth(o)) }, 150], ['title', 'Title', { text: o.title, truth: own(i, { role: o.title }) }, 80],
      ['pct', 'Share', { text: `${o.pct}%`, truth: own(i, { ownership: o.pct }) }, 40], ['ssn', 'SSN', { text: id.text, truth: own(i, id.truth) }, 80],
      ['dob', 'Born', o.dob ? { text: date(o.dob, dob), truth: own(i, { date_of_birth: date(o.dob, 'iso') }) } : NONE, 80],
      ['score', 'Score', o.score ? { text: String(o.score), truth: own(i, { credit_score: o.score }) } : NONE, 40]];
    let x = 62;
    for (const [k, l, v, w] of parts) {
      s.label(l, x, y + 24, { size: 5.5, color: '#555' });
      s.hline(x, x + w - 4, y + 22);
      s.value(`o${i}_${k}`, v.text, x, y + 9, w - 4, 14, v.truth, { size: 8 });
      x += w;
    }
    y += 34;
  });
  section('D. OTHER');
  q('landlord', 'D1', 'Who is your landlord, and their phone number?', { text: `${m.landlord.name}, ${m.landlord.phone}`, truth: {} }, true);
  q('iso', 'D2', 'Which representative referred you to us?', { text: `${m.iso.name} (${m.iso.company})`, truth: {} }, true);
  s.label(AUTH, 40, y + 2, { size: 6, width: 532 });
}

function harborline(s: Sheet, m: Merchant, r: Rng): void {
  const head = (p: number): void => {
    s.label('HARBORLINE CAPITAL PARTNERS', 36, 26, { size: 13, bold: true });
    s.label(`Merchant Application \u2014 page ${p} of 2`, 430, 30, { size: 8 });
    s.hline(36, 576, 44, 1.5);
  };
  head(1);
  bar(s, 'BUSINESS PROFILE', 36, 54, 540);
  // A two-column grid: shaded label cells left of value cells.
  const cell = (key: string, label: string, v: Value, col: number, row: number, decoy = false): void => {
    const x = 36 + col * 270, y = 70 + row * 20;
    s.rect(x, y, 90, 20, '#eef2f2'); s.rect(x + 90, y, 180, 20);
    s.label(label, x + 3, y + 7, { size: 6.5 });
    if (decoy) s.decoy(key, v.text, x + 91, y + 3, 178, 16, { size: 8.5 });
    else s.value(key, v.text, x + 91, y + 3, 178, 16, v.truth, { size: 8.5 });
  };
  cell('legal_name', 'Legal name', legal(m), 0, 0); cell('dba', 'DBA', dba(m), 1, 0);
  cell('tax_id', 'Federal tax ID', taxId(m), 0, 1); cell('start', 'Date started', startDate(m, r.pick(['us', 'us2', 'iso'] as const)), 1, 1);
  cell('street', 'Address', { text: m.address.street, truth: {} }, 0, 2); cell('city', 'City', { text: m.address.city, truth: {} }, 1, 2);
  cell('state', 'State', region(m), 0, 3); cell('zip', 'Zip code', { text: m.address.postal, truth: {} }, 1, 3);
  cell('industry', 'Industry', industry(m), 0, 4); cell('inc_state', 'Incorporated in', { text: m.stateOfInc, truth: {} }, 1, 4, true);
  cell('phone', 'Phone', { text: m.phone, truth: {} }, 0, 5); cell('email', 'E-mail', { text: m.email, truth: {} }, 1, 5);
  s.label('Entity type:', 36, 196, { size: 7.5, bold: true });
  entityBoxes(s, m, 96, 195, 7, US_ENTITY_BOXES, 120, 4);
  bar(s, 'OWNERS AND OFFICERS', 36, 236, 540);
  const dob = r.pick(['us', 'long'] as const);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], x = 36 + (i % 2) * 275, y = 254 + Math.floor(i / 2) * 150;
    s.rect(x, y, 265, 140);
    s.label(`Owner ${i + 1}`, x + 4, y + 4, { size: 8, bold: true });
    const id = o ? ownerId(o, i + 1) : NONE;
    const line = (k: string, label: string, v: Value, j: number, decoy = false): void => {
      s.label(label, x + 6, y + 22 + j * 17, { size: 6.5 });
      s.hline(x + 70, x + 258, y + 31 + j * 17);
      if (decoy) s.decoy(`o${i}_${k}`, v.text, x + 70, y + 18 + j * 17, 188, 14, { size: 8 });
      else s.value(`o${i}_${k}`, v.text, x + 70, y + 18 + j * 17, 188, 14, v.truth, { size: 8.5 });
    };
    line('name', 'Name', o ? { text: ownerName(o), truth: own(i, nameTruth(o)) } : NONE, 0);
    line('title', 'Title', o ? { text: o.title, truth: own(i, { role: o.title }) } : NONE, 1);
    line('pct', 'Ownership %', o ? { text: `${o.pct}`, truth: own(i, { ownership: o.pct }) } : NONE, 2);
    line('ssn', 'SSN', o ? { text: id.text, truth: own(i, id.truth) } : NONE, 3);
    line('dob', 'Date of birth', o?.dob ? { text: date(o.dob, dob), truth: own(i, { date_of_birth: date(o.dob, 'iso') }) } : NONE, 4);
    line('score', 'FICO (approx.)', o?.score ? { text: String(o.score), truth: own(i, { credit_score: o.score }) } : NONE, 5);
    line('home', 'Home address', o ? { text: addressLine(o.home), truth: {} } : NONE, 6, true);
  }
  s.label('Continued on page 2: funding request, existing advances, bank, references and signatures.', 36, 560, { size: 7, color: '#555' });

  s.newPage();
  head(2);
  bar(s, 'FUNDING REQUEST', 36, 54, 540);
  cell('amount', 'Amount requested', amount(m, r.chance(0.5)), 0, 0); cell('use', 'Use of funds', { text: m.useOfFunds, truth: {} }, 1, 0);
  cell('payment', 'Payment amount', payment(m), 0, 1); cell('payments', 'No. of payments', payments(m), 1, 1);
  s.label('Payment frequency:', 36, 116, { size: 7.5, bold: true });
  frequencyBoxes(s, m, 130, 115, 12);
  bar(s, 'EXISTING ADVANCES / LOANS', 36, 140, 540);
  const cols: [string, number][] = [['Funder', 240], ['Balance', 150], ['Daily/weekly payment', 150]];
  let x = 36;
  for (const [h, w] of cols) { s.rect(x, 156, w, 14, '#eef2f2'); s.label(h, x + 3, 160, { size: 6.5, bold: true }); x += w; }
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i], y = 170 + i * 18;
    s.rect(36, y, 240, 18); s.rect(276, y, 150, 18); s.rect(426, y, 150, 18);
    s.decoy(`funder${i}`, f?.name ?? '', 37, y + 2, 238, 15, { size: 8 });
    s.decoy(`funder${i}_bal`, f ? money(f.balance) : '', 277, y + 2, 148, 15, { size: 8 });
    s.decoy(`funder${i}_pay`, f ? money(f.payment) : '', 427, y + 2, 148, 15, { size: 8 });
  }
  bar(s, 'BANK, LANDLORD AND TRADE REFERENCES', 36, 232, 540);
  const g = (k: string, l: string, t: string, col: number, row: number): void => {
    const cx = 36 + col * 270, cy = 248 + row * 20;
    s.rect(cx, cy, 90, 20, '#eef2f2'); s.rect(cx + 90, cy, 180, 20);
    s.label(l, cx + 3, cy + 7, { size: 6.5 });
    s.decoy(k, t, cx + 91, cy + 3, 178, 16, { size: 8.5 });
  };
  g('bank', 'Bank', m.bank.name, 0, 0); g('routing', 'Routing number', m.bank.routing, 1, 0);
  g('account', 'Account number', m.bank.account, 0, 1); g('landlord', 'Landlord', m.landlord.name, 1, 1);
  g('ref0', 'Trade reference', m.refs[0]!.name, 0, 2); g('ref0_phone', 'Reference phone', m.refs[0]!.phone, 1, 2);
  g('ref1', 'Trade reference', m.refs[1]!.name, 0, 3); g('ref1_contact', 'Contact', m.refs[1]!.contact, 1, 3);
  s.label(AUTH, 36, 340, { size: 6.5, width: 540 });
  for (let i = 0; i < Math.max(1, m.owners.length); i++) {
    const y = 400 + i * 40;
    s.hline(36, 300, y); s.hline(330, 576, y);
    s.label(`Owner ${i + 1} signature`, 36, y + 3, { size: 6 }); s.label('Date', 330, y + 3, { size: 6 });
  }
  s.rect(36, 700, 540, 40, '#f7f7f7');
  s.label('FOR OFFICE USE \u2014 submitted by ISO', 40, 704, { size: 6.5, bold: true });
  s.decoy('iso_name', m.iso.name, 40, 716, 170, 18);
  s.decoy('iso_company', m.iso.company, 220, 716, 190, 18);
  s.decoy('iso_email', m.iso.email, 420, 716, 150, 18);
}

function summit(s: Sheet, m: Merchant, r: Rng): void {
  s.label('SUMMIT LEDGER FUNDING', 40, 30, { size: 15, bold: true });
  s.label('Application for a merchant cash advance. Write on the line; the caption below says what goes there.', 40, 50, { size: 7.5 });
  let y = 78;
  // Captions under the lines, in small italics.
  const cap = (key: string, caption: string, v: Value, x: number, w: number, decoy = false): void => {
    s.hline(x, x + w, y + 14);
    s.label(caption, x, y + 17, { size: 5.8, font: s.font === 'Courier' ? 'Courier-Oblique' : 'Helvetica-Oblique', color: '#444' });
    if (decoy) s.decoy(key, v.text, x, y - 1, w, 15);
    else s.value(key, v.text, x, y - 1, w, 15, v.truth);
  };
  bar(s, 'BUSINESS', 40, y - 16, 532, 12, '#ececec');
  cap('legal_name', 'legal name of business', legal(m), 40, 300); cap('dba', 'd/b/a (if any)', dba(m), 352, 220); y += 32;
  cap('street', 'street', { text: m.address.street, truth: {} }, 40, 200); cap('city', 'city', { text: m.address.city, truth: {} }, 252, 140);
  cap('state', 'state', region(m), 404, 50); cap('zip', 'zip', { text: m.address.postal, truth: {} }, 466, 106); y += 32;
  cap('tax_id', m.taxType === 'EIN' ? 'federal employer ID (EIN)' : 'tax ID (EIN / SSN)', taxId(m, r.chance(0.3)), 40, 130);
  cap('start', 'date business began', startDate(m, r.pick(['us', 'long', 'us2'] as const)), 182, 120);
  cap('entity', 'form of entity (LLC, corporation, ...)', entity(m), 314, 120);
  cap('inc_state', 'state of organization', { text: m.stateOfInc, truth: {} }, 446, 126, true); y += 32;
  cap('industry', 'type of business', industry(m), 40, 250); cap('phone', 'business phone', { text: m.phone, truth: {} }, 302, 130);
  cap('employees', 'employees', { text: String(m.employees), truth: {} }, 444, 128); y += 40;
  bar(s, 'REQUEST', 40, y - 16, 532, 12, '#ececec');
  cap('amount', 'amount requested', amount(m, true), 40, 140); cap('payment', 'payment per period', payment(m), 192, 120);
  cap('payments', 'number of payments', payments(m), 324, 100); y += 34;
  s.label('Payment period (circle one):', 40, y, { size: 7.5 });
  let cx = 160;
  for (const [label, id] of [['DAILY', 'daily'], ['WEEKLY', 'weekly'], ['BI-WEEKLY', 'biweekly'], ['MONTHLY', 'monthly']] as const) {
    cx += s.circle(`freq_${id}`, label, cx, y, m.frequency === id, { payment_frequency: id }) + 10;
  }
  y += 34;
  bar(s, 'OWNERS', 40, y - 16, 532, 12, '#ececec');
  const dob = r.pick(['us', 'us2'] as const);
  m.owners.forEach((o, i) => {
    const id = ownerId(o, i);
    cap(`o${i}_name`, `owner ${i + 1}: name`, { text: ownerName(o), truth: own(i, nameTruth(o)) }, 40, 190);
    cap(`o${i}_title`, 'title', { text: o.title, truth: own(i, { role: o.title }) }, 242, 100);
    cap(`o${i}_pct`, '% owned', { text: `${o.pct}%`, truth: own(i, { ownership: o.pct }) }, 354, 50);
    cap(`o${i}_dob`, 'date of birth', o.dob ? { text: date(o.dob, dob), truth: own(i, { date_of_birth: date(o.dob, 'iso') }) } : NONE, 416, 80);
    cap(`o${i}_score`, 'credit score', o.score ? { text: String(o.score), truth: own(i, { credit_score: o.score }) } : NONE, 508, 64);
    y += 30;
    s.label('SSN', 40, y + 4, { size: 6.5 });
    s.comb(`o${i}_ssn`, id.text, 62, y, 12, 11, 15, own(i, id.truth));
    cap(`o${i}_home`, 'home address', { text: addressLine(o.home), truth: {} }, 210, 362, true);
    y += 34;
  });
  bar(s, 'LANDLORD AND BANK (not owners)', 40, y - 10, 532, 12, '#ececec');
  y += 12;
  cap('landlord', 'landlord', { text: m.landlord.name, truth: {} }, 40, 160, true); cap('bank', 'bank', { text: m.bank.name, truth: {} }, 212, 150, true);
  cap('routing', 'routing no.', { text: m.bank.routing, truth: {} }, 374, 90, true); cap('account', 'account no.', { text: m.bank.account, truth: {} }, 476, 96, true);
  s.label(AUTH, 40, y + 34, { size: 6, width: 532 });
}

export const LAYOUTS_C: Record<string, Layout> = {
  cobalt_numbered_questions: { country: 'US', draw: cobalt },
  harborline_two_page: { country: 'US', draw: harborline },
  summit_captions_below: { country: 'US', draw: summit },
};
