// Ironbark Merchant Funding (US funder): the ISO submission sheet printed "with row and column headings": column
// letters across the top and row numbers down the side (noise digits next to every value), a key/value block where the
// whole business address sits in one merged cell, owners as COLUMNS (Owner 1 | Owner 2 | Owner 3) rather than rows,
// an underwriting block of context numbers and the ISO's own contact and payout details.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Ctx } from './ctx.ts';
import type { Merchant } from './model.ts';
import { AUTH_US, finePrint, positions, signatures } from './parts.ts';
import { Sheet, logo, type Cell } from './sheet.ts';
import { dbaVal, dv, freqVal, fv, moneyVal, ownerVals, pickFmt, region, startVal, taxVal } from './vals.ts';

const COLS = [120, 140, 140, 140];
const ROWH = 13;

export function drawIronbark(c: Ctx, m: Merchant, r: Rng): void {
  const f = pickFmt(r);
  const I = '#7f3f00', L = '#fce4d6';
  c.newPage();
  logo(c, 3, 50, 24, 'IRONBARK', 'Merchant Funding  |  ISO Submission Sheet', I);
  c.text(`Submission #: IB-${r.int(100000, 999999)}`, 420, 30, { size: 7, bold: true });
  c.text(`Received: ${r.pick(['04/14/2025', '2025-04-15', '4/16/25'])}`, 420, 41, { size: 7 });
  const x0 = 50, y0 = 66;
  // Column headings A..D and row numbers: the printout's spreadsheet furniture.
  let cx = x0;
  COLS.forEach((w, i) => { c.doc.rect(cx, y0, w, 10).fill('#efefef'); c.text('ABCD'[i]!, cx, y0 + 2, { size: 6.5, w, align: 'center', color: '#666' }); cx += w; });
  const s = new Sheet(c, x0, y0 + 10, COLS, ROWH, '#c6c6c6');
  let rowNo = 1;
  const rowN = (cells: Cell[], h = ROWH): void => {
    c.doc.rect(x0 - 14, s.y, 14, h).fill('#efefef');
    c.text(String(rowNo++), x0 - 14, s.y + (h - 6.5) / 2, { size: 6, w: 14, align: 'center', color: '#666' });
    s.row(cells, h);
  };
  const kv = (label: string, v: Cell['v'], label2?: string, v2?: Cell['v'], a: 'left' | 'right' = 'left', a2: 'left' | 'right' = 'left'): void =>
    rowN(label2 === undefined ? [{ t: label, fill: L, bold: true }, { v, span: 3, align: a }]
      : [{ t: label, fill: L, bold: true }, { v, align: a }, { t: label2, fill: L, bold: true }, { v: v2, align: a2 }]);
  rowN([{ t: 'MERCHANT INFORMATION', span: 4, fill: I, color: '#fff', bold: true }]);
  kv('Business Legal Name', fv('legal_name', m.legal, { legal_name: m.legal }));
  kv('DBA', dbaVal(m, r));
  kv('Business Address', fv('biz_address', `${m.street}, ${m.city}, ${m.region} ${m.zip}`, region(m)));
  kv('Entity Type', fv('entity', m.entityText, { type_of_entity: m.entityId }), 'State of Formation',
    m.entityId === 'sole_proprietorship' ? null : dv('state_of_inc', m.incRegion));
  kv(m.taxType === 'EIN' ? 'EIN' : 'Tax ID (SSN if no EIN)', taxVal(m, f), 'Date Established', startVal(m, f, r), 'right', 'right');
  kv('Industry / SIC Desc.', fv('industry', m.industryText, { industry: m.industryId }), 'Time in Business', dv('years', `${m.years} yrs`), 'left', 'right');
  kv('Business Phone', dv('biz_phone', m.phone), 'Website', m.website ? dv('website', m.website) : null);
  rowN([{ t: 'DEAL REQUEST', span: 4, fill: I, color: '#fff', bold: true }]);
  const terms = r.chance(0.6);
  kv('Requested Funding', moneyVal('requested', m.requested, f, 'requested_amount'), 'Remit Frequency', terms ? freqVal(m, r) : null, 'right');
  kv('Est. Remittance', terms && m.payment ? moneyVal('payment', m.payment, f, 'requested_payment') : null, 'Term (# pmts)',
    terms && m.numPayments ? fv('num_payments', String(m.numPayments), { number_of_payments: m.numPayments }) : null, 'right', 'right');
  kv('Avg Monthly Revenue', moneyVal('monthly_sales', m.monthlySales, f, null), 'Annual Revenue', moneyVal('annual_sales', m.annual, f, null), 'right', 'right');
  kv('Avg Daily Balance', moneyVal('adb', r.int(2, 80) * 250, f, null), 'NSFs (last 90d)', dv('nsf', String(r.int(0, 6))), 'right', 'right');
  rowN([{ t: 'PRINCIPALS', span: 4, fill: I, color: '#fff', bold: true }]);
  const rows = m.owners.map((ow, i) => ownerVals(ow, i, f, m));
  const split = r.chance(0.5);
  rowN([{ t: 'Field', fill: L, bold: true }, ...[0, 1, 2].map((i) => ({ t: `Owner ${i + 1}`, fill: L, bold: true }))]);
  const line = (label: string, pick: (v: (typeof rows)[number]) => Cell['v'], a: 'left' | 'right' = 'left'): void =>
    rowN([{ t: label }, ...[0, 1, 2].map((i) => ({ v: rows[i] ? pick(rows[i]) : null, align: a }))]);
  if (split) { line('First Name', (v) => v.first); line('M.I.', (v) => v.mi); line('Last Name', (v) => v.last); }
  else line('Full Name', (v) => v.full);
  line('Title', (v) => v.title);
  line('Ownership %', (v) => v.pct, 'right');
  line('SSN / ITIN', (v) => v.tax, 'right');
  line('Date of Birth', (v) => v.dob, 'right');
  line('Credit Score (self)', (v) => v.credit, 'right');
  line('Home Street', (v) => v.homeStreet);
  line('Home City/ST/Zip', (v) => v.homeCity);
  line('Mobile', (v) => v.phone);
  rowN([{ t: 'BANKING & POSITIONS', span: 4, fill: I, color: '#fff', bold: true }]);
  kv('Operating Bank', dv('bank_name', m.bank.name), 'Routing', dv('bank_routing', m.bank.routing), 'left', 'right');
  kv('Account #', dv('bank_account', m.bank.account), 'Landlord', dv('landlord', m.landlord.name), 'right');
  const p = new Sheet(c, x0, s.y, [120, 140, 140, 140], ROWH, '#c6c6c6');
  positions(p, m, f, L, 2);
  const q = new Sheet(c, x0, p.y, COLS, ROWH, '#c6c6c6');
  q.row([{ t: 'ISO CONTACT', span: 4, fill: I, color: '#fff', bold: true }]);
  q.row([{ t: 'ISO / Office', fill: L, bold: true }, { v: dv('iso_office', 'Crestline Merchant Partners') }, { t: 'Rep', fill: L, bold: true },
    { v: dv('iso_rep', m.rep.name) }]);
  q.row([{ t: 'Rep Phone', fill: L, bold: true }, { v: dv('iso_phone', m.rep.phone) }, { t: 'Payout Tax ID', fill: L, bold: true },
    { v: dv('iso_ein', `${r.int(20, 48)}-${r.int(1000000, 9999999)}`), align: 'right' }]);
  let y = finePrint(c, AUTH_US, x0 - 14, q.y + 6, 554);
  y = signatures(c, m, f, x0 - 14, y + 2, 554, `2025-04-${r.int(10, 28)}`);
  c.text('Ironbark Merchant Funding LLC  -  ISO Submission  -  Sheet: Submission  -  Page 1 of 1', x0 - 14, Math.min(y + 4, 772), { size: 6, color: '#777' });
}
