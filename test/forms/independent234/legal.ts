// The agreement pages of a funder's packet: printed legal text naming the funder and the deal's terms (decoys), the
// merchant's name and the guarantor filled in again (repeats), and the ACH authorisation's bank numbers (decoys).
import type { Canvas } from './canvas.ts';
import { printedName, type Merchant } from './model.ts';

export interface Funder { name: string; address: string; ein: string; bank: string; routing: string; account: string; phone: string; accent: string }

export function signature(c: Canvas, x: number, y: number, w: number): void {
  const d = c.doc, r = c.rng;
  d.save().lineWidth(0.9).strokeColor('#1a2a6c');
  d.moveTo(x, y + r.float(-3, 3));
  let cx = x;
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    const nx = cx + w / n;
    d.bezierCurveTo(cx + r.float(0, 10), y - r.float(4, 12), nx - r.float(0, 10), y + r.float(2, 8), nx, y + r.float(-3, 3));
    cx = nx;
  }
  d.stroke().restore();
}

const LEGAL = [
  (f: Funder) => `1. SALE OF FUTURE RECEIPTS. Merchant hereby sells, assigns and transfers to ${f.name} ("Purchaser") (making Purchaser the absolute owner) in consideration of the "Purchase Price" specified above, all of Merchant's future accounts, contract rights and other entitlements arising from or relating to the payment of monies from Merchant's customers and/or other third party payors (the "Receipts") for the payments due to Merchant as a result of Merchant's sale of goods and/or services until the "Purchased Amount" has been delivered by Merchant to Purchaser.`,
  () => `2. SPECIFIED PERCENTAGE. Merchant authorizes Purchaser to debit the Specified Percentage of Receipts, initially estimated by the Remittance shown above, from the account designated in the ACH Authorization. This is not a loan: there is no interest rate or payment schedule and no time period during which the Purchased Amount must be collected. Merchant may request a reconciliation at any time if the Remittance does not reflect the Specified Percentage of actual Receipts.`,
  () => `3. RECONCILIATION. Merchant may give notice to Purchaser requesting that Purchaser conduct a reconciliation in order to ensure that the amount debited equals the Specified Percentage of the Receipts. Purchaser shall complete each reconciliation within five (5) Business Days after receipt of the bank statements requested.`,
  (f: Funder) => `4. FEES. Merchant shall pay an origination fee, a UCC fee and an ACH program fee as shown in the Appendix. Purchaser's tax identification number is ${f.ein}; notices to Purchaser shall be sent to ${f.address}.`,
  () => `5. EVENTS OF DEFAULT. The occurrence of any of the following events shall constitute an "Event of Default": (a) Merchant interferes with Purchaser's right to collect the Receipts; (b) Merchant changes its depository account without consent; (c) any representation made by Merchant in the Merchant Application proves to have been incorrect, false or misleading in any material respect.`,
  () => `6. GOVERNING LAW. This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to any applicable principles of conflicts of law. Any suit arising out of this Agreement shall be commenced in any court in the County of Nassau.`,
];

const GUARANTY = (f: Funder): string => `PERSONAL GUARANTY OF PERFORMANCE. As an additional inducement for ${f.name} to enter into this Agreement, the undersigned Guarantor(s) hereby guarantee(s) Merchant's performance of all of the representations, warranties and covenants made by Merchant in this Agreement. Guarantor's obligations are limited to the performance covenants and are not a guarantee of collection of the Purchased Amount.`;
const ACH = (f: Funder): string => `ACH AUTHORIZATION. Merchant authorizes ${f.name} and its servicer to initiate ACH debit entries to the account below for the Remittance, and credit entries for the Purchase Price (less fees). Purchaser's receiving account: ${f.bank}, ABA ${f.routing}, Acct. ${f.account}. This authorization remains in effect until the Purchased Amount is remitted in full.`;

/** Draws the agreement from `y` on; returns nothing. Adds a page when the legal text runs out of room. */
export function drawAgreement(c: Canvas, m: Merchant, f: Funder, y0: number, o: { lastFirst?: boolean; ach: boolean }): void {
  const r = c.rng;
  let y = y0;
  c.rect(36, y, 540, 18, { fill: f.accent });
  c.text('MERCHANT AGREEMENT  -  PURCHASE AND SALE OF FUTURE RECEIVABLES', 44, y + 5, { size: 9, font: 'Helvetica-Bold', color: '#fff' });
  y += 26;
  c.text("Merchant's Legal Name:", 40, y + 4, { size: 7.5, font: 'Helvetica-Bold' });
  c.line(132, y + 14, 370, y + 14);
  c.fill('agreement.merchant_legal_name', m.legal, 132, y, 238, {});
  c.text('D/B/A:', 380, y + 4, { size: 7.5, font: 'Helvetica-Bold' });
  c.line(410, y + 14, 576, y + 14);
  if (m.dba) c.fill('agreement.merchant_dba', m.dba, 410, y, 166, {});
  y += 22;
  c.text('Purchaser:', 40, y + 2, { size: 7.5, font: 'Helvetica-Bold' });
  c.printedDecoy('funder.name', f.name, 86, y + 2, { size: 8 });
  c.printedDecoy('funder.address', f.address, 280, y + 2, { size: 7.5 });
  y += 16;
  const price = Math.round(m.amount * r.float(0.6, 0.95) / 500) * 500;
  const factor = r.pick([1.29, 1.35, 1.42, 1.49]);
  const purchased = Math.round(price * factor * 100) / 100;
  const pct = r.pick([8, 10, 12, 15, 18]);
  const daily = Math.round(purchased / r.pick([100, 120, 140]) * 100) / 100;
  const money = (n: number): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const terms: [string, string, string][] = [['Purchase Price', money(price), 'terms.purchase_price'], ['Purchased Amount', money(purchased), 'terms.purchased_amount'],
    ['Specified Percentage', `${pct}%`, 'terms.specified_percentage'], ['Initial Daily Remittance', money(daily), 'terms.daily_remittance']];
  terms.forEach(([label, v, key], i) => {
    const x = 40 + i * 134;
    c.rect(x, y, 130, 30, { stroke: '#555' });
    c.text(label, x + 4, y + 3, { size: 6.5, font: 'Helvetica-Bold' });
    c.fill(key, v, x + 2, y + 13, 124, null);
  });
  y += 38;
  for (const p of LEGAL) {
    const h = c.text(p(f), 40, y, { size: 6.6, font: 'Times-Roman', width: 532, align: 'justify' });
    y += h + 4;
    if (y > 700) { c.newPage(); y = 40; }
  }
  if (y > 560) { c.newPage(); y = 40; }
  y += 4;
  y += c.text(GUARANTY(f), 40, y, { size: 6.6, font: 'Times-Roman', width: 532, align: 'justify' }) + 8;
  m.owners.forEach((ow, i) => {
    if (i > 1) return;
    const x = 40 + i * 270;
    signature(c, x + 10, y + 14, 120);
    c.line(x, y + 20, x + 240, y + 20);
    c.text(`Guarantor #${i + 1} Signature`, x, y + 23, { size: 6.5 });
    c.text('Guarantor Name:', x, y + 38, { size: 7 });
    c.line(x + 62, y + 46, x + 240, y + 46);
    c.fill(`agreement.guarantor_${i + 1}`, printedName(ow, o.lastFirst ?? false), x + 62, y + 32, 178, {});
    c.text('Date:', x, y + 54, { size: 7 });
    c.fill(`agreement.guarantor_${i + 1}_date`, `0${r.int(1, 3)}/${10 + r.int(0, 18)}/2025`, x + 22, y + 48, 80, null);
  });
  y += 70;
  if (!o.ach) return;
  if (y > 640) { c.newPage(); y = 40; }
  y += c.text(ACH(f), 40, y, { size: 6.6, font: 'Times-Roman', width: 532, align: 'justify' }) + 6;
  c.decoys.push({ key: 'funder.bank', text: `${f.bank} ${f.routing} ${f.account}`, page: c.page, box: c.box(40, y - 20, 532, 16) });
  const cols: [string, string, string][] = [['Bank Name', m.bank, 'ach.bank'], ['ABA Routing #', m.routing, 'ach.routing'], ['Account #', m.account, 'ach.account']];
  cols.forEach(([label, v, key], i) => {
    const x = 40 + i * 180;
    c.text(label, x, y + 16, { size: 6.5 });
    c.line(x, y + 14, x + 170, y + 14);
    c.fill(key, v, x, y, 170, null);
  });
}
