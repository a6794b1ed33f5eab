// Crescent Revenue Advance: a two-page boxed grid (captions inside the top of each cell). The request comes first,
// beside a "your current advance" box the funder pre-prints; then the business, owners with separate last and first
// name columns and a credit score column, trade references, landlord; page 2 is fine print, bank and the guaranty.
import type { Sheet } from '../canvas.ts';
import { FREQ_LABEL, type Merchant } from '../data.ts';
import { oneLine } from '../formats.ts';
import { AUTH, F, checks, field, fine, GUARANTY, signature, table, v } from '../parts.ts';

const RED = '#7a1f1f';

function title(s: Sheet, t: string, y: number, x = 36, w = 540): number {
  s.rect(x, y, w, 12, { fill: RED, stroke: 'none' });
  s.text(t, x + 4, y + 2.5, 7.5, { bold: true, color: '#fff' });
  return y + 12;
}

function page1(s: Sheet, m: Merchant): void {
  s.text('CRESCENT', 36, 30, 22, { bold: true, color: RED });
  s.text('REVENUE ADVANCE', 36, 54, 9, { bold: true, color: '#444' });
  s.text('MERCHANT RENEWAL APPLICATION', 330, 32, 13, { bold: true });
  s.text('Fax or e-mail to underwriting@crescentra.example - Tel. 305-555-0147', 330, 50, 7);
  let y = 76;
  title(s, 'YOUR CURRENT ADVANCE (FROM OUR RECORDS)', y, 36, 250);
  title(s, 'YOUR NEW REQUEST', y, 296, 280);
  const c = m.cur;
  s.rect(36, y + 12, 250, 78, { fill: '#f6eeee', stroke: '#999' });
  [['Account #', 'cur.id', c.merchantId], ['Advance funded', 'cur.original', `${c.original} on ${c.funded}`], ['Balance today', 'cur.balance', c.balance],
    ['Remittance', 'cur.payment', `${c.payment} / ${FREQ_LABEL[c.freq]}`], ['Remaining remittances', 'cur.remaining', c.remaining]]
    .forEach(([label, key, text], i) => { s.text(label!, 40, y + 17 + i * 14, 7); s.preprinted(key!, text!, 130, y + 16 + i * 14, 8); });
  field(s, 'cell', 'NEW ADVANCE AMOUNT REQUESTED', 296, y + 12, 140, v('req.amount', m.amountText, F.amount(m)));
  field(s, 'cell', 'REQUESTED REMITTANCE AMOUNT', 436, y + 12, 140, v('req.payment', m.paymentText, F.payment(m)));
  field(s, 'cell', 'NUMBER OF REMITTANCES', 296, y + 38, 140, v('req.n', m.nText, F.count(m)));
  field(s, 'cell', 'PURPOSE', 436, y + 38, 140, v('use', m.useOfFunds));
  s.rect(296, y + 64, 280, 26, { lw: 0.5 });
  s.text('REMITTANCE SCHEDULE', 298, y + 66, 6, { color: '#333' });
  checks(s, 'req.freq', 300, y + 76, Object.values(FREQ_LABEL), m.freqPrinted ? FREQ_LABEL[m.freq] : null, F.freq(m.freq), 7, 12);
  y = title(s, 'BUSINESS', y + 98);
  field(s, 'cell', 'LEGAL NAME OF BUSINESS', 36, y, 300, v('legal', m.legal, F.legal(m)));
  field(s, 'cell', 'D/B/A', 336, y, 240, v('dba', m.dbaText, F.dba(m)));
  y += 26;
  field(s, 'cell', 'STREET ADDRESS', 36, y, 230, v('street', m.addr.street));
  field(s, 'cell', 'CITY', 266, y, 120, v('city', m.addr.city));
  field(s, 'cell', 'STATE', 386, y, 80, v('state', m.stateText, F.state(m)));
  field(s, 'cell', 'ZIP', 466, y, 110, v('zip', m.addr.zip));
  y += 26;
  field(s, 'cell', m.taxType === 'EIN' ? 'FEDERAL EIN' : 'TAX ID (EIN / SSN)', 36, y, 120, v('taxid', m.taxText, F.tax(m)));
  field(s, 'cell', 'LEGAL ENTITY', 156, y, 120, v('entity', m.entityText, F.entity(m)));
  field(s, 'cell', 'STATE OF FORMATION', 276, y, 90, v('state_inc', m.stateInc));
  field(s, 'cell', 'DATE ESTABLISHED', 366, y, 100, v('start', m.startText, F.start(m)));
  field(s, 'cell', 'PHONE', 466, y, 110, v('phone', m.phone));
  y += 26;
  field(s, 'cell', 'NATURE OF BUSINESS', 36, y, 230, v('industry', m.industryText, F.industry(m)));
  field(s, 'cell', 'E-MAIL', 266, y, 200, v('email', m.email));
  field(s, 'cell', 'GROSS MONTHLY SALES', 466, y, 110, v('sales', m.monthlySales));
  y = title(s, 'OWNERS', y + 32);
  y += table(s, 36, y, [{ title: 'LAST NAME', w: 100 }, { title: 'FIRST NAME', w: 80 }, { title: 'TITLE', w: 80 }, { title: '% OWNED', w: 45 },
    { title: 'SOC. SEC. #', w: 80 }, { title: 'BIRTH DATE', w: 80 }, { title: 'CREDIT SCORE', w: 75 }],
  m.owners.map((o, i) => [v(`o${i}.last`, o.last, F.last(o, i)), v(`o${i}.first`, o.first, F.first(o, i)), v(`o${i}.title`, o.role, F.role(o, i)),
    v(`o${i}.pct`, o.pctText, F.pct(o, i)), v(`o${i}.ssn`, o.taxText, F.ssn(o, i)), v(`o${i}.dob`, o.dobText, F.dob(o, i)),
    v(`o${i}.score`, o.score === null ? null : String(o.score), F.score(o, i))]), { head: '#f0dede' }) + 4;
  table(s, 36, y, [{ title: 'OWNER HOME ADDRESS', w: 400 }, { title: 'OWNER CELL', w: 140 }],
    m.owners.map((o, i) => [v(`o${i}.home`, oneLine(o.home)), v(`o${i}.cell`, o.cell)]), { head: '#f0dede', rowH: 16 });
  y += 14 + m.owners.length * 16 + 6;
  y = title(s, 'LANDLORD / MORTGAGE', y);
  s.rect(36, y, 110, 26, { lw: 0.5 });
  checks(s, 'premises', 40, y + 9, ['Lease', 'Own'], m.ownRent === 'Own' ? 'Own' : 'Lease', {}, 7);
  field(s, 'cell', 'LANDLORD / MORTGAGE CO.', 146, y, 200, v('landlord', m.landlord.name));
  field(s, 'cell', 'PHONE', 346, y, 110, v('landlord.phone', m.landlord.phone));
  field(s, 'cell', 'MONTHLY PAYMENT', 456, y, 120, v('landlord.rent', m.landlord.rent));
  y = title(s, 'TRADE REFERENCES', y + 32);
  m.refs.forEach((r, i) => {
    field(s, 'cell', `REFERENCE ${i + 1}`, 36 + i * 270, y, 170, v(`ref${i}.name`, r.name));
    field(s, 'cell', 'PHONE', 206 + i * 270, y, 100, v(`ref${i}.phone`, r.phone));
  });
  s.text('CRA-RN-22  1/2', 520, 764, 6.5, { color: '#777' });
}

function page2(s: Sheet, m: Merchant): void {
  let y = title(s, 'DEPOSIT ACCOUNT (REMITTANCES WILL BE DEBITED FROM THIS ACCOUNT)', 36);
  field(s, 'cell', 'BANK', 36, y, 200, v('bank', m.bank.name));
  field(s, 'cell', 'ROUTING NUMBER', 236, y, 150, v('routing', m.bank.routing));
  field(s, 'cell', 'ACCOUNT NUMBER', 386, y, 190, v('account', m.bank.account));
  y = title(s, 'TERMS AND AUTHORIZATION', y + 34) + 4;
  y = fine(s, 36, y, 540, `${AUTH} Merchant acknowledges that Crescent may net the unpaid balance of the current advance shown on page 1 ` +
    'against the purchase price of the new advance, and that the amounts shown as "from our records" are for information only and may change ' +
    'with each remittance until the new advance is funded.', 6.3) + 8;
  m.owners.forEach((o, i) => {
    signature(s, 36, y, 220, `OWNER ${i + 1} SIGNATURE`, true, i);
    field(s, 'under', 'PRINT NAME', 270, y + 3, 190, v(`sig${i}.name`, o.full, F.name(o, i)));
    field(s, 'under', 'DATE', 470, y + 3, 106, v(`sig${i}.date`, '6/2/25'));
    y += 34;
  });
  y = title(s, 'PERSONAL GUARANTY', y + 6) + 4;
  y = fine(s, 36, y, 540, GUARANTY, 6.3) + 6;
  field(s, 'beside', 'Merchant:', 36, y, 330, v('g.legal', m.legal, F.legal(m)), 8);
  s.text('Account #', 380, y + 6, 8);
  s.preprinted('g.id', m.cur.merchantId, 420, y + 5);
  y += 28;
  m.owners.forEach((o, i) => {
    signature(s, 36, y, 220, `GUARANTOR ${i + 1}`, true, i + 5);
    field(s, 'under', 'GUARANTOR PRINTED NAME', 270, y + 3, 306, v(`g${i}.name`, o.full, F.name(o, i)));
    y += 34;
  });
  s.text('CRA-RN-22  2/2', 520, 764, 6.5, { color: '#777' });
}

export function crescent(s: Sheet, m: Merchant): void {
  s.newPage(); page1(s, m);
  s.newPage(); page2(s, m);
}
