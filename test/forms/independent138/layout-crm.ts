// Layout 2: Maple Ridge Capital (Canadian broker). An opportunity record exported from a CRM: one two-column
// `Field | Value` table with a dark header row (repeated on each page), zebra shading, owners as numbered rows with
// `Last, First` names, a BN with its program account, CAD amounts, the CRM's own ids, dates and rep as decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { v, type Deal, type Val } from './deal.ts';
import type { Sheet } from './sheet.ts';

type Row = [string, Val | { decoy: string; text: string }];
const X0 = 48, X1 = 250, X2 = 564, ROW = 17, TOP = 118, BOTTOM = 748;

function rows(d: Deal, rng: Rng): Row[] {
  const created = `2025-0${rng.int(1, 9)}-${String(rng.int(10, 28))} ${rng.int(8, 17)}:${rng.pick(['05', '17', '32', '48'])}`;
  const r: Row[] = [
    ['Opportunity ID', { decoy: 'CRM record id', text: `OPP-${rng.digits(6)}` }],
    ['Created', { decoy: 'CRM created date', text: created }],
    ['Opportunity Owner', { decoy: 'ISO representative', text: d.iso.name }],
    ['Lead Source', { decoy: 'lead source', text: rng.pick(['Referral', 'Web form', 'Cold call', 'Partner ISO']) }],
    ['Legal Name', d.legal],
    [rng.pick(['Operating Name (O/A)', 'Operating As', 'Trade Name (O/A)']), d.dba],
    ['Legal Structure', v(d.entity.text, { type_of_entity: d.entity.id })],
    [d.taxLabel, d.tax],
    ['Jurisdiction of Incorporation', { decoy: 'jurisdiction of incorporation', text: d.incState }],
    ['Street Address', { decoy: 'street address', text: d.street }],
    ['City', { decoy: 'city', text: d.addr.city }],
    ['Province', d.region],
    ['Postal Code', { decoy: 'postal code', text: d.addr.postal }],
    ['Main Phone', { decoy: 'business phone', text: d.phone }],
    ['Industry', d.industry],
    ['Date Established', d.start],
    ['Funding Requested', d.amount],
  ];
  if (d.freq.text) r.push(['Proposed Payment', d.payment], ['Number of Payments', d.nPayments], ['Payment Frequency', d.freq]);
  r.push(['Use of Funds', { decoy: 'use of funds', text: d.useOfFunds }],
    ['Avg. Monthly Revenue', { decoy: 'average monthly revenue', text: d.monthlySales }]);
  d.owners.forEach((o, i) => {
    const p = `Owner ${i + 1}`;
    r.push([`${p} - Name`, rng.chance(0.7) ? o.swapped : o.name], [`${p} - Title`, o.title], [`${p} - Ownership %`, o.pct],
      [`${p} - SIN`, o.tax], [`${p} - Date of Birth`, o.dob], [`${p} - Home Address`, { decoy: 'owner home address', text: o.home }],
      [`${p} - Beacon Score (stated)`, o.score]);
  });
  r.push(['Bank', { decoy: 'bank name', text: d.bank.name }], ['Transit / Institution', { decoy: 'transit number', text: d.bank.routing }],
    ['Account Number', { decoy: 'account number', text: d.bank.account }]);
  d.funders.forEach((f, i) => r.push([`Existing Advance ${i + 1}`, { decoy: 'existing funder', text: `${f.name} - bal. ${f.balance}` }]));
  r.push(['PIPEDA Consent', { decoy: 'consent flag', text: `Yes (e-signed ${created.slice(0, 10)})` }]);
  return r;
}

function header(s: Sheet, y: number, page: number): void {
  s.doc.rect(X0, y, X2 - X0, ROW + 2).fill('#23395b');
  s.label('Field', X0 + 6, y + 5, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
  s.label('Value', X1 + 6, y + 5, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
  s.label(`Page ${page}`, X2 - 40, 760, { size: 7, color: '#777777' });
}

export function drawCrm(s: Sheet, d: Deal, rng: Rng): void {
  const all = rows(d, rng);
  let page = 1;
  s.doc.addPage({ size: 'LETTER', margin: 0 });
  s.label('Maple Ridge Capital', X0, 40, { font: 'Helvetica-Bold', size: 15, color: '#23395b' });
  s.label('Salesfolio CRM  |  Opportunity export  |  Merchant Cash Advance - Canada', X0, 60, { size: 8.5, color: '#555555' });
  s.label(`Exported ${rng.int(1, 28)}/${rng.int(1, 12)}/2025 by ${d.iso.name}`, X0, 73, { size: 8, color: '#555555' });
  s.label('Record: Opportunity details', X0, 96, { font: 'Helvetica-Bold', size: 10 });
  let y = TOP;
  header(s, y, page);
  y += ROW + 2;
  all.forEach(([label, item], i) => {
    if (y + ROW > BOTTOM) {
      s.doc.addPage({ size: 'LETTER', margin: 0 });
      page += 1;
      y = 50;
      header(s, y, page);
      y += ROW + 2;
    }
    if (i % 2 === 1) s.doc.rect(X0, y, X2 - X0, ROW).fill('#e9eef5');
    s.doc.lineWidth(0.4).strokeColor('#b8c2d0').moveTo(X1, y).lineTo(X1, y + ROW).stroke();
    s.label(label, X0 + 6, y + 5, { size: 8.5, color: '#333333' });
    if ('decoy' in item) s.decoy(item.decoy, item.text, X1 + 6, y + 5, X2 - X1 - 12, { size: 9 });
    else s.value(item, X1 + 6, y + 5, X2 - X1 - 12, { size: 9 });
    y += ROW;
  });
  s.doc.lineWidth(0.6).strokeColor('#23395b').rect(X0, TOP, X2 - X0, 0.1).stroke();
}
