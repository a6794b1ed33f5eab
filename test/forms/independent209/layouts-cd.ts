// Layouts C and D of set 209. C (Meridian Lane Advance): a serif letterhead, values over the line with the label
// under it, free-text entity and payment schedule, principals stacked, references on page 2. D (Brightwater ISO
// Group): one dense page, small-caps labels above the line in three columns, owners side by side.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { asDecoy, BLANK, type F, type Merchant, type Owner, type OwnerField } from './data.ts';
import { AUTH, entityPick, freeEntity, freqFields, freqIndex, row } from './parts.ts';
import { USES } from './words.ts';

function headC(c: Canvas, title: string, y: number): number {
  c.text(title, 36, y, { font: c.t.bold, size: 11, color: c.t.accent });
  c.line(36, y + 15, 540, c.t.accent, 1.2);
  c.line(36, y + 17.5, 540, c.t.accent, 0.4);
  return y + 26;
}

function principalC(c: Canvas, o: Owner | null, n: number, y: number): number {
  const e: Partial<Owner> = o ?? {};
  const g = (k: OwnerField, decoy = false): F => (e[k] ? (decoy ? asDecoy(e[k]) : e[k]) : BLANK);
  c.text(`Principal ${n}${n === 2 ? ' (if applicable)' : ''}`, 36, y, { font: c.t.bold, size: 9 });
  y += 14;
  row(c, 'below', y, [['Name (First, M.I., Last)', `p${n}.name`, g('name'), 250], ['Title', `p${n}.title`, g('title'), 140], ['% Owned', `p${n}.pct`, g('pct'), 0]]); y += 30;
  row(c, 'below', y, [['Social Security No.', `p${n}.ssn`, g('ssn'), 150], ['Date of Birth', `p${n}.dob`, g('dob'), 120], ['Mobile', `p${n}.cell`, g('cell', true), 120], ['FICO (est.)', `p${n}.score`, g('score'), 0]]); y += 30;
  row(c, 'below', y, [['Residence Address', `p${n}.home`, g('home', true), 260], ['City, State, Zip', `p${n}.homeCity`, g('homeCity', true), 0]]);
  return y + 36;
}

export function layoutC(c: Canvas, m: Merchant, pr: Rng): void {
  c.text('Meridian Lane Advance', 36, 34, { font: c.t.bold, size: 20, color: c.t.accent });
  c.text('Revenue-Based Funding for Main Street', 36, 58, { font: c.t.label, size: 9, color: '#555' });
  c.text('APPLICATION FOR BUSINESS FUNDING', 330, 36, { font: c.t.bold, size: 10, w: 246, align: 'right' });
  c.text('1120 Commerce Plaza, Suite 300  |  apps@meridianlane.example', 330, 52, { size: 7.5, w: 246, align: 'right', color: '#555' });
  let y = headC(c, 'I. Company Profile', 84);
  const einBare = m.ein.fields['application.business_tax_id_type'] === 'EIN' && pr.chance(0.4);
  const ein: F = einBare ? { text: String(m.ein.fields['application.business_tax_id']), fields: m.ein.fields } : m.ein;
  row(c, 'below', y, [['Legal Name of Business', 'legal_name', m.legal, 330], ['Legal Entity (LLC, Corp., etc.)', 'entity', freeEntity(m, (xs) => pr.pick(xs)), 0]]); y += 30;
  row(c, 'below', y, [['Trade Name / DBA', 'dba', m.dba, 330], ['Federal Tax ID (EIN)', 'ein', ein, 0]]); y += 30;
  row(c, 'below', y, [['Street Address of Business', 'street', asDecoy(m.street), 330], ['Date Established', 'start', m.start, 0]]); y += 30;
  row(c, 'below', y, [['City', 'city', asDecoy(m.city), 160], ['State', 'state', m.state, 100], ['Zip Code', 'zip', asDecoy(m.zip), 60], ['State of Organization', 'state_inc', asDecoy(m.stateInc), 0]]); y += 30;
  row(c, 'below', y, [['Nature of Business', 'industry', m.industry, 230], ['Business Phone', 'phone', asDecoy(m.phone), 130], ['E-mail', 'email', asDecoy(m.email), 0]]); y += 30;
  row(c, 'below', y, [['Website', 'web', asDecoy(m.website), 230], ['Average Monthly Revenue', 'monthly', m.monthly, 130], ['No. of Employees', 'emp', asDecoy(m.employees), 0]]); y += 36;
  y = headC(c, 'II. Principal(s)', y);
  y = principalC(c, m.owners[0] ?? null, 1, y);
  y = principalC(c, m.owners[1] ?? null, 2, y);
  c.para('Each individual owning 20% or more of the business must be listed and must sign below.', 36, y - 4, 540, 7, 'Times-Italic');
  c.text('Meridian Lane Advance  |  Page 1 of 2', 36, 760, { size: 7, color: '#888', w: 540, align: 'center' });
  c.newPage();
  y = headC(c, 'III. Capital Request', 40);
  const sched: F = m.freq ? { text: pr.pick({ daily: ['Daily', 'Daily (M-F)'], weekly: ['Weekly'], biweekly: ['Bi-weekly', 'Biweekly'], monthly: ['Monthly'] }[m.freq]),
    fields: freqFields(m) ?? {} } : BLANK;
  row(c, 'below', y, [['Amount Requested', 'amount', m.amount, 140], ['Proposed Payment', 'payment', m.payment, 120], ['Payment Schedule', 'schedule', sched, 110], ['No. of Payments', 'npay', m.nPayments, 0]]); y += 30;
  row(c, 'below', y, [['Intended Use of Proceeds', 'use', { text: m.use.map((u) => USES[u]).join(' / '), fields: {} }, 0]]); y += 36;
  y = headC(c, 'IV. Premises & References', y);
  row(c, 'below', y, [['Landlord or Mortgage Holder', 'landlord', m.landlord.name, 250], ['Landlord Phone', 'landlord_phone', m.landlord.phone, 130], ['Monthly Rent / Mortgage', 'rent', m.landlord.rent, 0]]); y += 30;
  m.refs.forEach((r, i) => { row(c, 'below', y, [[`Trade Reference ${i + 1}`, `ref${i}`, r.name, 330], ['Phone', `ref${i}.phone`, r.phone, 0]]); y += 30; });
  row(c, 'below', y, [['Business Bank', 'bank', m.bank.name, 220], ['Routing No.', 'routing', m.bank.routing, 130], ['Account No.', 'account', m.bank.account, 0]]); y += 36;
  y = headC(c, 'V. Outstanding Advances', y);
  for (let i = 0; i < 2; i++) {
    const a = m.advances[i];
    row(c, 'below', y, [['Funding Company', `adv${i}`, a ? a.funder : BLANK, 250], ['Remaining Balance', `adv${i}.bal`, a ? a.balance : BLANK, 130], ['Payment', `adv${i}.pay`, a ? a.payment : BLANK, 0]]);
    y += 30;
  }
  y = headC(c, 'VI. Certification', y + 4);
  y = c.para(AUTH[2]!, 36, y, 540, 7.5, 'Times-Roman') + 20;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = 36 + i * 280;
    c.scribble(x + 6, y + 14, 160);
    c.line(x, y + 18, 250); c.text('Signature of Principal', x, y + 21, { size: 7 });
    c.value(`sig${i}.name`, o.sigName, x + 2, y + 34, 200); c.line(x, y + 46, 250); c.text('Printed Name', x, y + 49, { size: 7 });
    c.line(x, y + 74, 120); c.text('Date', x, y + 77, { size: 7 });
  });
  c.text('Meridian Lane Advance  |  Page 2 of 2', 36, 760, { size: 7, color: '#888', w: 540, align: 'center' });
}

export function layoutD(c: Canvas, m: Merchant, pr: Rng): void {
  c.rect(0, 0, 612, 8, { fill: c.t.accent });
  c.rect(36, 22, 30, 30, { fill: c.t.accent });
  c.text('B', 44, 26, { font: c.t.bold, size: 20, color: '#fff' });
  c.text('BRIGHTWATER', 74, 22, { font: c.t.bold, size: 15, color: '#333' });
  c.text('ISO GROUP', 74, 40, { font: c.t.label, size: 9, color: c.t.accent });
  c.text('Merchant Application', 330, 26, { font: c.t.bold, size: 13, color: '#333', w: 246, align: 'right' });
  c.text(`ISO Rep: ${m.rep.name.text}   Rep Email: ${m.rep.email.text}`, 300, 44, { size: 7, color: '#555', w: 276, align: 'right' });
  c.decoys.push({ key: 'iso_rep.email', text: m.rep.email.text, page: 1, box: [300, 738, 576, 748], fields: {}, via: 'text' });
  const sec = (t: string, y: number): number => { c.text(t, 36, y, { font: c.t.bold, size: 9, color: c.t.accent }); c.line(36 + c.width(t, c.t.bold, 9) + 6, y + 5, 540 - c.width(t, c.t.bold, 9) - 6, '#bbb'); return y + 14; };
  let y = sec('BUSINESS', 64);
  row(c, 'above', y, [['Legal / Corporate Name', 'legal_name', m.legal, 300], ['DBA', 'dba', m.dba, 0]], 36, 576, 12); y += 28;
  row(c, 'above', y, [['Physical Address', 'street', asDecoy(m.street), 230], ['City', 'city', asDecoy(m.city), 110], ['State', 'state', m.state, 80], ['Zip', 'zip', asDecoy(m.zip), 0]], 36, 576, 12); y += 28;
  row(c, 'above', y, [['Tax ID (EIN)', 'ein', m.ein, 110], ['Date Business Started', 'start', m.start, 110], ['Years in Business', 'years', m.years, 70], ['Industry', 'industry', m.industry, 0]], 36, 576, 12); y += 28;
  row(c, 'above', y, [['Business Phone', 'phone', asDecoy(m.phone), 110], ['Business Email', 'email', asDecoy(m.email), 190], ['Gross Monthly Sales', 'monthly', m.monthly, 0]], 36, 576, 12); y += 30;
  const opts = ['Corp', 'LLC', 'LP', 'Partnership', 'Sole Proprietorship', 'Other'];
  const ent = entityPick(m, opts, ['corp', 'llc', 'lp', 'partnership', 'sole', null], (xs) => pr.pick(xs));
  c.text('ENTITY', 36, y + 1, { size: 6.5, color: c.t.accent, font: c.t.bold });
  const ox = c.checks('entity', opts, ent.checked, ent.fields, 76, y, 10, 7.5);
  c.line(ox - 6, y + 10, 576 - ox + 6);
  c.value('entity_other', ent.other, ox - 4, y, 576 - ox);
  y += 20;
  y = sec('FUNDING', y);
  row(c, 'above', y, [['Requested Amount', 'amount', m.amount, 120], ['Est. Payment', 'payment', m.payment, 100], ['# of Payments', 'npay', m.nPayments, 70], ['Use of Funds', 'use', { text: m.use.map((u) => USES[u]).join(', '), fields: {} }, 0]], 36, 576, 12); y += 28;
  c.text('PAYMENT FREQUENCY', 36, y + 1, { size: 6.5, color: c.t.accent, font: c.t.bold });
  c.checks('frequency', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], freqIndex(m), freqFields(m), 124, y, 14, 7.5);
  y += 18;
  y = sec('OWNERSHIP', y);
  [0, 1].forEach((i) => {
    const o = m.owners[i];
    const x = 36 + i * 276;
    const g = (k: OwnerField, d = false): F => (o ? (d ? asDecoy(o[k]) : o[k]) : BLANK);
    c.text(i === 0 ? 'Owner / Officer #1' : 'Owner #2 (if any)', x, y, { font: c.t.bold, size: 7.5 });
    let yy = y + 12;
    row(c, 'above', yy, [['Name', `o${i}.name`, g('name'), 170], ['Title', `o${i}.title`, g('title'), 0]], x, x + 264, 10); yy += 28;
    row(c, 'above', yy, [['Ownership', `o${i}.pct`, g('pct'), 60], ['SSN', `o${i}.ssn`, g('ssn'), 100], ['DOB', `o${i}.dob`, g('dob'), 0]], x, x + 264, 10); yy += 28;
    row(c, 'above', yy, [['Home Address', `o${i}.home`, g('home', true), 264]], x, x + 264, 10); yy += 28;
    row(c, 'above', yy, [['City / State / Zip', `o${i}.hc`, g('homeCity', true), 170], ['Credit Score', `o${i}.score`, g('score'), 0]], x, x + 264, 10);
  });
  y += 12 + 28 * 4 + 4;
  y = sec('BANK', y);
  row(c, 'above', y, [['Bank Name', 'bank', m.bank.name, 180], ['Routing Number', 'routing', m.bank.routing, 120], ['Account Number', 'account', m.bank.account, 110], ['Open Advances (Funder)', 'adv0', m.advances[0]?.funder ?? BLANK, 0]], 36, 576, 12); y += 32;
  y = c.para(AUTH[pr.int(0, 1)]!, 36, y, 540, 6) + 14;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x = 36 + i * 276;
    c.scribble(x + 4, y + 10, 120);
    c.line(x, y + 14, 150); c.text('SIGNATURE', x, y + 16, { size: 6, color: c.t.accent, font: c.t.bold });
    c.value(`sig${i}.name`, o.sigName, x + 160, y + 2, 104); c.line(x + 158, y + 14, 106); c.text('PRINTED NAME', x + 158, y + 16, { size: 6, color: c.t.accent, font: c.t.bold });
  });
  c.text('Brightwater ISO Group LLC is a broker of commercial financing and does not make funding decisions.', 36, 770, { size: 6, color: '#999' });
}
