// Vantage Ledger Funding (US funder): monochrome with electric blue, big "01 / 02 / 03" step numerals, uppercase
// labels above square-cornered boxes, business and funding cards side by side, owners in a table with SSNs masked
// (no truth) and self-reported FICO, existing positions and bank as decoys. One page.
import type { Form } from './kit.ts';
import { money, type Kind, type Merchant } from './merchant.ts';
import * as P from './parts.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const ENTITIES: [string, Kind][] = [['LLC', 'llc'], ['C-Corp', 'corp'], ['S-Corp', 'scorp'], ['Partnership', 'partnership'], ['Sole Prop.', 'soleprop']];
const BLUE = '#2563eb';

function numeral(f: Form, n: string, title: string, x: number, y: number): void {
  f.text(n, x, y, { size: 22, bold: true, color: BLUE });
  f.text(title.toUpperCase(), x + 34, y + 8, { size: 9, bold: true, color: '#0a0a0a' });
}

function draw(f: Form, m: Merchant, r: Rng): void {
  f.rect(436, 26, 140, 24, { r: 0, fill: '#0a0a0a' });
  f.text('VANTAGE LEDGER', 446, 34, { size: 9, bold: true, color: '#ffffff' });
  f.text('Funding application', 36, 26, { size: 22, bold: true, color: '#0a0a0a' });
  f.text('Revenue-based financing for established businesses', 36, 52, { size: 8, color: f.t.grey });
  f.rect(36, 68, 540, 2, { r: 0, fill: '#0a0a0a' });
  const up = (x: number, y: number, w: number, label: string, v: [string, P.Fields] | string | null, o: { decoy?: string; helper?: string } = {}) =>
    f.field(x, y, w, 20, label.toUpperCase(), typeof v === 'string' || v === null ? v : v[0], { kind: 'above', fields: Array.isArray(v) ? v[1] : undefined, ...o });
  // 01 business (left card) and 02 funding (right card)
  numeral(f, '01', 'Your business', 36, 82);
  f.rect(36, 112, 340, 262, { r: 4, stroke: '#d4d4d4', fill: '#ffffff' });
  up(48, 132, 316, 'Legal entity name', P.legal(m), { helper: 'As shown on your tax return' });
  up(48, 172, 316, 'DBA / trade name', P.dba(m, r.pick(['', 'N/A', 'SAME'] as const)));
  up(48, 212, 150, m.kind === 'soleprop' ? 'Tax ID (EIN / SSN)' : 'EIN', P.taxId(m));
  up(208, 212, 156, 'Business inception date', P.start(m, 'mdy'));
  up(48, 252, 316, 'Industry', P.industry(m));
  f.text('ENTITY', 50, 282, { size: 7, bold: true });
  f.pills(48, 292, ENTITIES.map((e) => e[0]), P.chosenEntity(m, ENTITIES), P.entityFields(m), { shape: 'segment', w: 63, h: 18, size: 7, radio: 'Entity' });
  up(48, 332, 316, 'Business address', P.addressLine(m));
  numeral(f, '02', 'Funding', 392, 82);
  f.rect(392, 112, 184, 262, { r: 4, fill: '#eff4ff' });
  up(404, 132, 160, 'Requested amount', P.amount(m, { cents: true }));
  up(404, 172, 160, 'Avg. monthly deposits', money(m.monthlySales, { cents: true }));
  f.text('PAYMENT FREQUENCY', 406, 202, { size: 7, bold: true });
  const freqs = ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'];
  [0, 1].forEach((row) => f.pills(404, 212 + row * 22, freqs.slice(row * 2, row * 2 + 2), P.freqIndex(m) - row * 2 >= 0 && P.freqIndex(m) - row * 2 < 2 ? P.freqIndex(m) - row * 2 : -1,
    P.freqFields(m), { w: 76, h: 17, gap: 8, hint: 'Frequency' }));
  up(404, 272, 160, 'Bank name', m.bank.name, { decoy: 'bank_name' });
  up(404, 312, 160, 'Account number', m.bank.account, { decoy: 'account_number' });
  f.text('Attach 4 months of business bank statements.', 404, 342, { size: 6.5, color: f.t.grey, w: 160 });
  // 03 owners
  numeral(f, '03', 'About you', 36, 390);
  f.text('Owners with 20% or more. Full SSNs are collected on the secure portal only.', 200, 399, { size: 7, color: f.t.grey });
  const cols: [string, number][] = [['NAME', 170], ['TITLE', 100], ['OWNERSHIP', 66], ['SSN', 82], ['DATE OF BIRTH', 70], ['EST. FICO', 52]];
  let y = 420;
  f.rect(36, y, 540, 16, { r: 0, fill: '#0a0a0a' });
  let x = 36;
  for (const [c, w] of cols) { f.text(c, x + 6, y + 5, { size: 6, bold: true, color: '#ffffff' }); x += w; }
  y += 16;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    f.rect(36, y + i * 22, 540, 22, { r: 0, stroke: '#d4d4d4', fill: i % 2 ? '#fafafa' : '#ffffff' });
    if (!o) continue;
    const cells = [P.ownerName(o, i, 'first m last'), P.role(o, i), P.pct(o, i), P.ownerTax(o, i, r.pick(['XXX-XX-', '***-**-'])), P.dob(o, i, 'mdy'), P.score(o, i)];
    x = 36;
    cells.forEach(([text, fields], j) => { f.value(text, x + 6, y + i * 22 + 7, cols[j]![1] - 10, { fields, hint: `${cols[j]![0]} ${i + 1}`, size: 8.5 }); x += cols[j]![1]; });
  }
  y += 4 * 22 + 20;
  numeral(f, '04', 'Existing positions', 36, y);
  y += 30;
  const rows = [0, 1].map((i) => m.advances[i]);
  f.rect(36, y, 540, 16, { r: 0, fill: '#e5e7eb' });
  [['FUNDER', 36], ['CURRENT BALANCE', 256], ['PAYMENT', 376], ['FREQUENCY', 476]].forEach(([c, cx]) => f.text(String(c), Number(cx) + 6, y + 5, { size: 6, bold: true }));
  rows.forEach((a, i) => {
    const ry = y + 16 + i * 20;
    f.rect(36, ry, 540, 20, { r: 0, stroke: '#d4d4d4' });
    if (!a) return;
    f.value(a.funder, 42, ry + 6, 200, { decoy: 'advance_funder', size: 8.5 });
    f.value(money(a.balance), 262, ry + 6, 100, { decoy: 'advance_balance', size: 8.5 });
    f.value(money(a.payment, { cents: true }), 382, ry + 6, 90, { decoy: 'advance_payment', size: 8.5 });
    f.value('Daily', 482, ry + 6, 80, { size: 8.5 });
  });
  y += 16 + 40 + 16;
  f.legal('AUTHORIZATION. The undersigned, individually and on behalf of the business, certifies that the statements in this ' +
    'application are true and authorizes Vantage Ledger Funding, LLC and its assignees to request consumer and business credit ' +
    'reports, tax transcripts and bank records, and to contact any source named here. This authorization remains in effect until ' +
    'all obligations are paid in full.', 36, y, 540, 6.5, '#404040');
  y += 44;
  f.doc.save().lineWidth(0.8).moveTo(36, y + 16).lineTo(250, y + 16).moveTo(270, y + 16).lineTo(440, y + 16).moveTo(460, y + 16).lineTo(576, y + 16).stroke('#0a0a0a').restore();
  f.text('SIGNATURE', 36, y + 20, { size: 6, bold: true });
  f.value(`${m.owners[0]!.first} ${m.owners[0]!.last}`, 272, y + 2, 160, { hint: 'PRINT NAME' });
  f.text('PRINT NAME', 270, y + 20, { size: 6, bold: true });
  f.value(`0${r.int(1, 6)}/${10 + r.int(0, 18)}/2025`, 462, y + 2, 100, { hint: 'DATE' });
  f.text('DATE', 460, y + 20, { size: 6, bold: true });
  f.legal('Vantage Ledger Funding, LLC | 1001 Brickell Bay Dr, Miami, FL 33131 | apply@vantageledger.example', 36, 762, 540, 5.8, '#737373');
}

export const vantage: P.Layout = {
  name: 'vantage-ledger-funding', country: 'US', kinds: ['llc', 'llc', 'corp', 'scorp', 'partnership', 'soleprop'], title: 'Funding application', producer: 'Vantage Ledger', draw,
  theme: { brand: BLUE, soft: '#f4f4f5', ink: '#0a0a0a', grey: '#737373', line: '#a3a3a3', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Courier-Bold', valueSize: 9, radius: 2, name: (i) => `Field${String(i).padStart(3, '0')}`, on: 'Yes', radioOn: (i) => `Choice${i + 1}`, mark: 'x' },
};
