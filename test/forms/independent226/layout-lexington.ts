// Lexington Professional Capital: a serif, letterhead-style form for law, accounting and medical firms: a two-
// column grid of ruled cells, bar / licence numbers and an IOLTA trust account beside the operating account, a
// proposed-terms row, owners in one table (name, title, credential, %, SSN, DOB, FICO) and a broker-only box.
import type { Canvas } from './canvas.ts';
import { fmtDate, money, ownerName, ownerTax, type Practice } from './data.ts';
import { f } from './fields.ts';

const INK = '#1d2733', GOLD = '#a8842c';
const FREQ = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' } as const;

function row(c: Canvas, cells: [string, string, string, Record<string, unknown> | null, number][], x: number, y: number): void {
  let cx = x;
  for (const [label, key, text, fields, w] of cells) {
    c.line(cx, y + 22, cx + w - 6, y + 22, '#8c8c8c');
    c.label(label, cx, y + 24, 6, { font: 'Times-Italic', color: '#555' });
    c.value(key, text, cx, y + 10, w - 8, fields, 9);
    cx += w;
  }
}

function title(c: Canvas, text: string, y: number): void {
  c.label(text, 30, y, 10, { font: 'Times-Bold', color: INK });
  c.line(30, y + 13, 582, y + 13, GOLD, 0.8);
}

export function drawLexington(c: Canvas, p: Practice): void {
  const d = c.doc;
  d.save().rect(30, 24, 34, 34).fill(INK).restore();
  c.label('LPC', 33, 34, 13, { font: 'Times-Bold', color: GOLD });
  c.label('Lexington Professional Capital', 74, 24, 19, { font: 'Times-Roman', color: INK });
  c.label('Receivables financing for law firms, CPA firms and medical groups  ·  Lexington, KY  ·  (859) 555-0110', 74, 47, 7, { font: 'Times-Italic', color: '#555' });
  c.line(30, 66, 582, 66, GOLD, 2);
  c.label('CONFIDENTIAL FIRM APPLICATION', 30, 72, 8, { font: 'Times-Bold', color: GOLD, align: 'right', width: 552 });
  let y = 88;
  title(c, 'I.  The Firm', y); y += 16;
  row(c, [['Legal name of firm', 'legal_name', p.legal, f.legal(p), 340], ['Trade name (if different)', 'trade_name', p.dbaText, p.dbaText ? f.dba(p) : null, 212]], 30, y); y += 34;
  row(c, [['Form of organization', 'type_of_entity', p.entityText, f.entity(p.entityId), 130], [p.einBare ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', 'business_tax_id', p.einBare ? p.ein.replace('-', '') : p.ein, f.ein(p), 110],
    [p.kind === 'law' ? 'Attorney bar # (managing)' : p.kind === 'cpa' ? 'Firm permit / CPA license #' : 'Group NPI', 'license_number', p.kind === 'law' || p.kind === 'cpa' ? p.owners[0]!.license : p.groupNpi, null, 130],
    ['Practice area / type of business', 'industry', p.industryText, f.industry(p), 182]], 30, y); y += 34;
  row(c, [['Principal office - street', 'address', p.addr.street, null, 230], ['City', 'city', p.addr.city, null, 120], ['State', 'state_region', p.addr.state, f.state(p), 50], ['ZIP', 'zip', p.addr.zip, null, 60],
    ['Organized under laws of', 'state_of_incorporation', p.incState, null, 92]], 30, y); y += 34;
  row(c, [[p.yearsOnly ? 'Years established' : 'Date established', 'start', p.yearsOnly ? String(p.years) : fmtDate(p.start, p.startMode), p.yearsOnly ? null : f.start(p), 110], ['Telephone', 'phone', p.phone, null, 110],
    ['E-mail', 'email', p.email, null, 190], ['Staff (incl. associates)', 'employees', String(p.employees), null, 142]], 30, y); y += 38;
  title(c, 'II.  Proposed Terms', y); y += 16;
  const pp = p.paymentPrinted;
  row(c, [['Advance requested', 'requested_amount', money(p.requested, p.amountMode), f.amount(p), 130], ['Proposed remittance', 'requested_payment', pp ? money(p.payment, 1) : '', f.payment(p), 120],
    ['Frequency', 'payment_frequency', pp ? FREQ[p.freq] : '', f.freq(p), 90], ['No. of remittances', 'number_of_payments', pp ? String(p.nPayments) : '', f.count(p), 90], ['Purpose', 'use_of_funds', p.useOfFunds, null, 122]], 30, y); y += 38;
  title(c, 'III.  Banking & Obligations', y); y += 16;
  row(c, [['Operating bank', 'bank_name', p.bank.name, null, 150], ['ABA routing', 'routing', p.bank.routing, null, 100], ['Operating account', 'account', p.bank.account, null, 110],
    [p.kind === 'law' ? 'IOLTA / trust account (not pledged)' : 'Payroll account', 'trust_account', `${p.bank.routing.slice(0, 4)}${p.bank.account.slice(-5)}77`, null, 192]], 30, y); y += 34;
  const ex = p.existing[0];
  row(c, [['Existing advance / funder', 'funder_0', ex ? ex.funder : 'None', null, 200], ['Balance', 'funder_balance_0', ex ? money(ex.balance, 0) : '', null, 110], ['Payment', 'funder_payment_0', ex ? money(ex.payment, 0) : '', null, 100],
    ['Avg. monthly fee collections', 'avg_collections', money(p.collections[1]!.amount, 0), null, 142]], 30, y); y += 38;
  title(c, 'IV.  Principals (each owner of 20% or more)', y); y += 18;
  const cols: [string, number][] = [['Name', 150], ['Title', 96], ['Credential', 52], ['% Owned', 46], ['SSN / ITIN', 80], ['Date of birth', 70], ['FICO', 58]];
  let cx = 30;
  c.rect(30, y, 552, 13, INK, 0.5, '#eef0f3');
  for (const [h, w] of cols) { c.label(h, cx + 3, y + 3, 7, { font: 'Times-Bold' }); cx += w; }
  for (let i = 0; i < 3; i++) {
    const ry = y + 13 + i * 17, o = p.owners[i];
    c.rect(30, ry, 552, 17, '#999', 0.4);
    if (!o) continue;
    const vals: [string, Record<string, unknown> | null][] = [[ownerName(o, 2), f.name(o, i)], [o.role, f.role(o, i)], [o.cred, null], [o.ownershipText, f.own(o, i)],
      [ownerTax(o, i), f.tax(o, i)], [o.dob ? fmtDate(o.dob, 3) : '', f.dob(o, i)], [o.credit ? String(o.credit) : '', f.credit(o, i)]];
    cx = 30;
    vals.forEach(([text, fl], k) => { c.value(`owner${i}_${k}`, text, cx + 1, ry + 4, cols[k]![1] - 4, fl, 8.5); cx += cols[k]![1]; });
  }
  y += 13 + 3 * 17 + 6;
  row(c, [['Firm administrator / office manager (not a principal)', 'office_manager', `${p.manager.name}  ${p.manager.email}`, null, 330], ['Administrator phone', 'manager_phone', p.manager.phone, null, 222]], 30, y); y += 38;
  y = c.fine('The firm and each principal certify that the statements made herein are true and authorize Lexington Professional Capital and its funding partners to obtain credit reports and to make such inquiries as they deem necessary, including with licensing authorities and the institutions named above. Client trust (IOLTA) funds are never the subject of any purchase of receivables. This application and its attachments remain confidential.', 30, y, 552) + 12;
  p.owners.forEach((o, i) => {
    const x = 30 + i * 184;
    c.line(x, y + 14, x + 170, y + 14, '#333');
    c.label(`Principal ${i + 1} - signature & date`, x, y + 16, 6, { font: 'Times-Italic' });
  });
  y += 30;
  c.rect(30, y, 552, 26, GOLD, 0.8);
  c.label('FOR BROKER USE ONLY', 36, y + 3, 6.5, { font: 'Times-Bold', color: GOLD });
  c.value('iso_rep', `${p.iso.name}  ${p.iso.phone}`, 36, y + 12, 250, null, 8);
  c.value('iso_id', p.iso.id, 300, y + 12, 120, null, 8);
}
