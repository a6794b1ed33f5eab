// Keystone Merchant Funding: a three-page renewal application. Labels above the lines, a grey "account on file" box
// the funder pre-prints, a current-versus-requested grid, an owners table on page 2, a personal guaranty on page 3.
import type { Sheet } from '../canvas.ts';
import { FREQ_LABEL, type Merchant } from '../data.ts';
import { oneLine } from '../formats.ts';
import { AUTH, F, field, fine, GUARANTY, checks, signature, table, v } from '../parts.ts';

const ACCENT = '#0b4f6c';

function header(s: Sheet, sub: string): void {
  s.rect(0, 0, 612, 58, { fill: ACCENT, stroke: 'none' });
  s.text('KEYSTONE MERCHANT FUNDING', 36, 16, 16, { bold: true, color: '#fff' });
  s.text('1200 Liberty Ave, Floor 8, Pittsburgh PA 15222  |  renewals@keystonemf.example  |  (412) 555-0190', 36, 38, 7, { color: '#dbe9ef' });
  s.text(sub, 36, 70, 11, { bold: true, color: ACCENT });
}

function section(s: Sheet, title: string, y: number): number {
  s.rect(36, y, 540, 13, { fill: '#dfe9ee', stroke: 'none' });
  s.text(title.toUpperCase(), 40, y + 3, 7.5, { bold: true, color: ACCENT });
  return y + 18;
}

function page1(s: Sheet, m: Merchant): void {
  header(s, 'RENEWAL / ADDITIONAL FUNDING APPLICATION');
  s.rect(36, 90, 540, 58, { fill: '#f0f0f0', stroke: '#999' });
  s.text('ACCOUNT ON FILE (pre-printed by Keystone - do not alter)', 42, 94, 6.5, { bold: true });
  const c = m.cur;
  const onFile: [string, string, string][] = [['Merchant ID', 'cur.id', c.merchantId], ['Original Funded Amount', 'cur.original', c.original],
    ['Funding Date', 'cur.funded', c.funded], ['Current Balance', 'cur.balance', c.balance], [`Current ${FREQ_LABEL[c.freq]} Payment`, 'cur.payment', c.payment],
    ['Remaining Payments', 'cur.remaining', c.remaining]];
  onFile.forEach(([label, key, text], i) => {
    const x = 42 + (i % 3) * 178, y = 106 + Math.floor(i / 3) * 20;
    s.text(`${label}:`, x, y, 6.5);
    s.preprinted(key, text, x + s.doc.widthOfString(`${label}:`) + 4, y - 1, 8);
  });
  let y = section(s, 'Business Information', 158);
  field(s, 'above', 'Legal Business Name (as shown on tax return)', 36, y, 320, v('legal', m.legal, F.legal(m)));
  field(s, 'above', 'DBA / Trade Name', 366, y, 210, v('dba', m.dbaText, F.dba(m)));
  y += 32;
  field(s, 'above', m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID (EIN or SSN)', 36, y, 150, v('taxid', m.taxText, F.tax(m)));
  field(s, 'above', 'Entity Type (LLC, Corp., etc.)', 196, y, 150, v('entity', m.entityText, F.entity(m)));
  field(s, 'above', 'Business Start Date', 356, y, 110, v('start', m.startText, F.start(m)));
  field(s, 'above', 'State of Inc.', 476, y, 100, v('state_inc', m.stateInc));
  y += 32;
  field(s, 'above', 'Physical Business Address (no P.O. boxes)', 36, y, 250, v('street', m.addr.street));
  field(s, 'above', 'City', 296, y, 120, v('city', m.addr.city));
  field(s, 'above', 'State', 426, y, 60, v('state', m.stateText, F.state(m)));
  field(s, 'above', 'Zip', 496, y, 80, v('zip', m.addr.zip));
  y += 32;
  field(s, 'above', 'Business Phone', 36, y, 150, v('phone', m.phone));
  field(s, 'above', 'Business Email', 196, y, 200, v('email', m.email));
  field(s, 'above', 'Website', 406, y, 170, v('website', m.website));
  y += 32;
  field(s, 'above', 'Type of Business / Products Sold', 36, y, 250, v('industry', m.industryText, F.industry(m)));
  field(s, 'above', '# of Employees', 296, y, 90, v('employees', String(m.employees)));
  field(s, 'above', 'Avg. Monthly Gross Sales', 396, y, 180, v('sales', m.monthlySales));
  y = section(s, 'Current Position vs. Requested Renewal', y + 40);
  s.text('Left column is from our records. Complete the right column with the terms you are requesting.', 36, y, 6.5, { color: '#444' });
  y += 12;
  table(s, 36, y, [{ title: '', w: 160 }, { title: 'CURRENT (ON FILE)', w: 180 }, { title: 'REQUESTED', w: 200 }], [], { head: '#dfe9ee' });
  const rows: [string, string, string, string | null, Record<string, string | number | null>][] = [
    ['Funding Amount', 'cur.amt2', c.original, m.amountText, F.amount(m)],
    ['Payment Amount', 'cur.pay2', c.payment, m.paymentText, F.payment(m)],
    ['Number of Payments', 'cur.n2', `${c.remaining} remaining`, m.nText, F.count(m)],
  ];
  rows.forEach(([label, key, cur, req, fields], i) => {
    const ry = y + 14 + i * 20;
    s.rect(36, ry, 160, 20, { lw: 0.4 }); s.rect(196, ry, 180, 20, { lw: 0.4 }); s.rect(376, ry, 200, 20, { lw: 0.4 });
    s.text(label, 40, ry + 6, 8);
    s.preprinted(key, cur, 200, ry + 6);
    if (req) s.value(`req.${key.slice(4)}`, req, 378, ry + 2, 196, 16, fields);
  });
  const fy = y + 14 + 60;
  s.rect(36, fy, 160, 20, { lw: 0.4 }); s.rect(196, fy, 180, 20, { lw: 0.4 }); s.rect(376, fy, 200, 20, { lw: 0.4 });
  s.text('Payment Frequency', 40, fy + 6, 8);
  s.preprinted('cur.freq', FREQ_LABEL[c.freq], 200, fy + 6);
  checks(s, 'req.freq', 380, fy + 6, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freqPrinted ? FREQ_LABEL[m.freq] : null, F.freq(m.freq), 6.5, 5);
  y = fy + 28;
  field(s, 'above', 'Use of Proceeds', 36, y, 300, v('use', m.useOfFunds));
  s.text('Est. payoff of current balance:', 350, y + 2, 6.5);
  s.preprinted('cur.payoff', c.payoff, 460, y + 1, 8);
  s.text('Est. net to merchant:', 350, y + 15, 6.5);
  s.preprinted('cur.net', c.net, 460, y + 14, 8);
  s.text('Page 1 of 3   KMF-REN-0425', 36, 760, 6, { color: '#666' });
}

function page2(s: Sheet, m: Merchant): void {
  header(s, 'OWNERS / OFFICERS (all owners of 20% or more)');
  let y = 92;
  const owners = m.owners.map((o, i) => [v(`o${i}.name`, o.full, F.name(o, i)), v(`o${i}.title`, o.role, F.role(o, i)),
    v(`o${i}.pct`, o.pctText, F.pct(o, i)), v(`o${i}.ssn`, o.taxText, F.ssn(o, i)), v(`o${i}.dob`, o.dobText, F.dob(o, i)),
    v(`o${i}.home`, oneLine(o.home)), v(`o${i}.cell`, o.cell)]);
  y += table(s, 36, y, [{ title: 'Full Name', w: 105 }, { title: 'Title', w: 62 }, { title: 'Own %', w: 38 }, { title: 'SSN', w: 68 },
    { title: 'Date of Birth', w: 62 }, { title: 'Home Address', w: 140 }, { title: 'Cell Phone', w: 65 }], owners, { head: '#dfe9ee', rowH: 20 }) + 12;
  y = section(s, 'Landlord / Mortgage Holder', y);
  checks(s, 'premises', 40, y + 2, ['Own', 'Rent'], m.ownRent, {});
  field(s, 'above', m.ownRent === 'Own' ? 'Mortgage Company' : 'Landlord Name', 150, y - 2, 180, v('landlord', m.landlord.name));
  field(s, 'above', 'Phone', 340, y - 2, 110, v('landlord.phone', m.landlord.phone));
  field(s, 'above', 'Monthly Rent / Mortgage', 460, y - 2, 116, v('landlord.rent', m.landlord.rent));
  y = section(s, 'Bank Account for Remittance (ACH)', y + 36);
  field(s, 'above', 'Bank Name', 36, y, 200, v('bank', m.bank.name));
  field(s, 'above', 'ABA Routing #', 246, y, 150, v('routing', m.bank.routing));
  field(s, 'above', 'Account #', 406, y, 170, v('account', m.bank.account));
  y = section(s, 'Authorization', y + 40);
  y = fine(s, 36, y, 540, AUTH, 6.5) + 10;
  m.owners.forEach((o, i) => {
    signature(s, 36, y, 170, `Signature of Owner ${i + 1}`, true, i);
    field(s, 'under', 'Print Name', 216, y + 2, 150, v(`sig${i}.name`, o.full, F.name(o, i)));
    field(s, 'under', 'Title', 376, y + 2, 100, v(`sig${i}.title`, o.role, F.role(o, i)));
    field(s, 'under', 'Date', 486, y + 2, 90, v(`sig${i}.date`, '06/02/2025'));
    y += 40;
  });
  s.text('Page 2 of 3   KMF-REN-0425', 36, 760, 6, { color: '#666' });
}

function page3(s: Sheet, m: Merchant): void {
  header(s, 'PERSONAL GUARANTY OF PERFORMANCE');
  let y = 92;
  field(s, 'beside', 'Merchant (legal name):', 36, y, 360, v('g.legal', m.legal, F.legal(m)));
  s.text('Merchant ID:', 410, y + 6, 7.5);
  s.preprinted('g.id', m.cur.merchantId, 460, y + 5);
  y = fine(s, 36, y + 30, 540, GUARANTY, 7) + 14;
  m.owners.forEach((o, i) => {
    s.text(`GUARANTOR ${i + 1}`, 36, y, 8, { bold: true, color: ACCENT });
    field(s, 'above', 'Guarantor Name', 36, y + 12, 200, v(`g${i}.name`, o.full, F.name(o, i)));
    field(s, 'above', 'Home Address', 246, y + 12, 330, v(`g${i}.home`, oneLine(o.home)));
    signature(s, 36, y + 46, 200, 'Guarantor Signature', true, i + 3);
    field(s, 'above', 'Date', 300, y + 42, 100, v(`g${i}.date`, '06/02/2025'));
    y += 92;
  });
  fine(s, 36, 700, 540, 'Keystone Merchant Funding is not a lender. This guaranty survives any renewal, refinance or additional advance. ' +
    'A photocopy or electronic image of this guaranty is as valid as the original.', 6);
  s.text('Page 3 of 3   KMF-REN-0425', 36, 760, 6, { color: '#666' });
}

export function keystone(s: Sheet, m: Merchant): void {
  s.newPage(); page1(s, m);
  s.newPage(); page2(s, m);
  s.newPage(); page3(s, m);
}
