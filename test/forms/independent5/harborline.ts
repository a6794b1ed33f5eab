// Harborline Capital Partners: a merchant profile printed from the broker's CRM. Two columns of "Field ....... value"
// lines with dotted leaders, grey section bars, owners as repeated blocks (1-2), a requested-terms block with the
// payment, the number of payments and the schedule as words, then decoys: positions on file with balances, the bank
// on file (routing and account), the ISO rep and the state of incorporation.
import type { Rng } from '../../statements/generator/prng.ts';
import { ein, fmtDate, fullName, money, ssnText } from './format.ts';
import { BIZ_TAX, ENTITY_WORDS, FREQ_WORD, leader, NAME, STATE, TAX, type Layout } from './kit.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';

function bar(p: Pen, title: string, y: number): number {
  p.rect(36, y, 540, 13, { fill: '#d9dde3' });
  p.text(title.toUpperCase(), 40, y + 3, { font: 'Helvetica-Bold', size: 8 });
  return y + 20;
}

/** Lines of one column: [label, value, keys | 'decoy' | 'info']. */
type Row = [string, string, string[] | 'decoy' | 'info'];
function column(p: Pen, rows: Row[], x: number, y: number): number {
  for (const [label, value, keys] of rows) {
    const vx = leader(p, label, x, y, 118);
    if (keys === 'decoy') p.decoy(value, vx, y - 1, 140);
    else if (keys === 'info') p.info(value, vx, y - 1, 140);
    else p.value(value, vx, y - 1, 140, keys);
    y += 15;
  }
  return y;
}

function company(p: Pen, m: Merchant, r: Rng, y: number): number {
  const left: Row[] = [['Legal Business Name', m.legal, ['legal_name']], ['DBA', m.dba, ['trade_name']],
    ['Entity Type', r.pick(ENTITY_WORDS[m.entityId]!), ['type_of_entity']], ['Fed Tax ID', ein(m.tid), BIZ_TAX],
    ['Industry', m.industryText, ['industry']], ['Date Business Started', fmtDate(m.start, 'mdy'), ['business_start_date']]];
  const right: Row[] = [['Street', m.addr.street, 'info'], ['City / State / Zip', `${m.addr.city}, ${m.addr.region} ${m.addr.zip}`, STATE],
    ['Business Phone', m.phone, 'info'], ['Email', m.email, 'info'], ['State of Incorporation', m.incState[0], 'decoy'],
    ['Monthly Gross Sales', money(m.monthlySales), 'info']];
  return Math.max(column(p, left, 40, y), column(p, right, 312, y));
}

function owners(p: Pen, m: Merchant, y: number): number {
  m.owners.forEach((o, i) => {
    p.text(`Owner ${i + 1}`, 40, y, { font: 'Helvetica-Bold', size: 8.5 });
    y += 13;
    const left: Row[] = [['Name', fullName(o), NAME(i)], ['Title', o.title, [`a${i}.role`]], ['Ownership %', `${o.pct}%`, [`a${i}.ownership`]],
      ['SSN', ssnText(o), TAX(i)]];
    const right: Row[] = [['DOB', fmtDate(o.dob, 'mdy'), [`a${i}.date_of_birth`]], ['Home Address', `${o.home.street}, ${o.home.city}, ${o.home.region}`, 'decoy'],
      ['Mobile', o.phone, 'info']];
    if (o.score !== null) right.push(['FICO (self-reported)', String(o.score), [`a${i}.credit_score`]]);
    y = Math.max(column(p, left, 40, y), column(p, right, 312, y)) + 4;
  });
  return y;
}

function terms(p: Pen, m: Merchant, y: number): number {
  const left: Row[] = [['Amount Requested', money(m.amount), ['requested_amount']], ['Use of Funds', m.use, 'info']];
  const right: Row[] = [['Requested Payment', money(m.payment, { cents: true }), ['requested_payment']],
    ['# of Payments', String(m.nPayments), ['number_of_payments']], ['Payment Frequency', FREQ_WORD[m.freq]!, ['payment_frequency']]];
  return Math.max(column(p, left, 40, y), column(p, right, 312, y));
}

function positions(p: Pen, m: Merchant, y: number): number {
  const cols = [['Funder', 40, 180], ['Balance', 230, 90], ['Payment', 330, 90], ['Frequency', 430, 90]] as const;
  for (const [h, x] of cols) p.text(h, x, y, { font: 'Helvetica-Bold', size: 8 });
  p.rule(40, y + 11, 576, y + 11, { w: 0.4 });
  y += 15;
  for (const f of m.funders) {
    p.decoy(f.name, 40, y, 180);
    p.decoy(money(f.balance), 230, y, 90);
    p.decoy(money(f.payment), 330, y, 90);
    p.info('Daily', 430, y, 90);
    y += 14;
  }
  return y + 4;
}

export const HARBORLINE: Layout = {
  name: 'harborline-crm', country: 'US', owners: [1, 2], entities: ['llc', 'c_corporation', 's_corporation', 'general_partnership'],
  mark: 'x-lines', valueFont: 'Helvetica', maskSsn: 0.5,
  draw(p, m, r) {
    p.text('HARBORLINE CAPITAL PARTNERS', 36, 30, { font: 'Helvetica-Bold', size: 15, color: '#1f3b5c' });
    p.text('Merchant Profile  |  Record export', 36, 49, { size: 9, color: '#555' });
    p.text(`Printed 01/15/2026 10:42 AM   Record #${r.int(100000, 999999)}`, 400, 34, { size: 7.5, color: '#555' });
    p.rule(36, 62, 576, 62, { w: 1.2, color: '#1f3b5c' });
    let y = company(p, m, r, bar(p, 'Company Information', 70));
    y = terms(p, m, bar(p, 'Requested Terms', y + 4));
    y = owners(p, m, bar(p, 'Principals', y + 4));
    y = positions(p, m, bar(p, 'Open Positions (as stated by merchant)', y + 2));
    y = bar(p, 'Bank on File / Assigned Rep', y + 2);
    y = column(p, [['Bank Name', m.bank.name, 'decoy'], ['Routing #', m.bank.routing, 'decoy'], ['Account #', m.bank.account, 'decoy']], 40, y);
    column(p, [['ISO Rep', m.iso.name, 'decoy'], ['Rep Phone', m.iso.phone, 'decoy']], 312, y - 45);
    p.text('Merchant certifies the information above is true and authorizes Harborline Capital Partners and its funding partners to obtain ' +
      'consumer and business credit reports and to verify all information provided.', 40, y + 8, { size: 7, w: 530 });
    p.rule(40, y + 48, 250, y + 48);
    p.text('Signature of Principal', 40, y + 51, { size: 7 });
    p.rule(312, y + 48, 450, y + 48);
    p.text('Date', 312, y + 51, { size: 7 });
  },
};
