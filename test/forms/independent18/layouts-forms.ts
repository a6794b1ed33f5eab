// Layouts of boxes and blocks: two-column fine print with data boxes between paragraphs, a personal guaranty with a
// block per guarantor, and a form whose owners' section continues on the next page.
import type { TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { FINE, address, cell, entityRow, freqRow, fullTruth, labeled, noTerms, ownerTaxLabel, premisesRow, region, taxLabel } from './blocks.ts';
import type { Merchant, Owner } from './data.ts';
import type { Sheet } from './sheet.ts';

type Box = [string, string, boolean?];

/** Two columns; each item is a paragraph or a stack of boxes; a full column moves on (and a full page adds one). */
function columns(s: Sheet, items: (string | Box[])[]): void {
  const W = 258, xs = [40, 314];
  let c = 0, y = 70, top = 70;
  const room = (h: number): void => {
    if (y + h <= 750) return;
    if (c === 0) { c = 1; y = top; return; }
    s.addPage(); c = 0; y = top = 50;
  };
  for (const it of items) {
    if (typeof it === 'string') {
      const h = s.doc.font('Times-Roman').fontSize(7).heightOfString(it, { width: W, lineGap: 1 }) + 6;
      room(h);
      y = s.para(it, xs[c]!, y, W, 7);
      continue;
    }
    room(it.length * 21 + 6);
    for (const [l, v, d] of it) { cell(s, l, v, xs[c]!, y, W, 21, 8, d ?? false); y += 21; }
    y += 6;
  }
}

export function twoColumn(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const app = fullTruth(m);
  noTerms(app, false);
  app.applicants.forEach((a) => { a.credit_score = null; });
  s.t(`${m.funder.name.toUpperCase()}  -  MERCHANT AGREEMENT`, 40, 36, { size: 11, font: 'Times-Bold', width: 532, align: 'center' });
  s.t(`${m.funder.address}   Funder EIN ${m.funder.ein}`, 40, 52, { size: 7, width: 532, align: 'center' });
  s.decoys.push(m.funder.name, m.funder.address, m.funder.ein);
  const fine = r.shuffle([...FINE]);
  const owners: Box[][] = m.owners.map((o, i) => [[`Guarantor ${i + 1} - Name`, o.printed], ['Title', o.title], ['Percentage of Ownership', o.pctText],
    [ownerTaxLabel(m), o.taxText], ['Date of Birth', o.dobText], ['Residence Address', o.home]]);
  const ask = r.chance(0.6);
  if (!ask) app.requested_amount = null;
  columns(s, [fine[0]!, [['Merchant\'s Legal Name', m.legal], [m.ca ? 'Operating Name' : 'D/B/A', m.dba], ['Form of Organization', m.entity.text],
    [taxLabel(m), m.taxText], ['Principal Business Address', address(m)], ['Nature of Business', m.industryText], ['Date Business Commenced', m.startText],
    ['State of Formation', m.incState, true]],
  fine[1]!, [['Purchase Price', m.purchasePrice, true], ['Purchased Amount', m.purchasedAmount, true], ['Specified Percentage', m.specifiedPct, true],
    ...(ask ? [['Amount Requested by Merchant', m.amountText] as Box] : [])],
  fine[2]!, ...owners.flatMap((b, i) => (i === 1 ? [fine[3]!, b] : [b])), fine[4]!,
  [['Prior / Existing Funder', m.prevFunder, true], ['Balance Owed', `$${m.prevBalance}`, true]], fine[5]!,
  [['Funder\'s Bank', m.funder.bank, true], ['Funder ABA', m.funder.routing, true], ['Funder Account', m.funder.account, true]],
  [['Witness', m.witness, true], ['Date', m.agreementDate, true]]]);
  return app;
}

function guarantorBlock(s: Sheet, m: Merchant, o: Owner, i: number, y: number): number {
  s.rect(40, y, 532, 96, 0.8);
  s.t(`GUARANTOR #${i + 1}`, 46, y + 5, { size: 8.5, font: 'Helvetica-Bold' });
  labeled(s, 'Printed Name:', o.printed, 46, y + 20, 300);
  labeled(s, 'Title:', o.title, 356, y + 20, 210);
  labeled(s, 'Ownership:', o.pctText, 46, y + 38, 120);
  labeled(s, `${ownerTaxLabel(m)}:`, o.taxText, 176, y + 38, 180);
  labeled(s, 'Date of Birth:', o.dobText, 366, y + 38, 200);
  labeled(s, 'Home Address:', o.home, 46, y + 56, 520);
  if (o.credit !== null) labeled(s, 'Credit score (self-reported):', String(o.credit), 46, y + 74, 200);
  s.t('Signature: ________________________', 356, y + 76, { size: 8 });
  return y + 104;
}

export function guaranty(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const app = fullTruth(m);
  noTerms(app, true);
  s.t('PERSONAL GUARANTY OF PERFORMANCE', 40, 36, { size: 13, font: 'Times-Bold', width: 532, align: 'center' });
  let y = s.para(`This Guaranty is given to ${m.funder.name}, ${m.funder.address} ("Funder"), in connection with the Merchant Agreement dated ${m.agreementDate} under which Funder paid a Purchase Price of ${m.purchasePrice} for ${m.purchasedAmount} of the Merchant's future receipts.`, 40, 60, 532, 8.5);
  s.decoys.push(m.funder.name, m.agreementDate, m.purchasePrice, m.purchasedAmount);
  s.t('THE MERCHANT', 40, y + 4, { size: 9, font: 'Helvetica-Bold' });
  y += 20;
  labeled(s, 'Legal name:', m.legal, 40, y, 300); labeled(s, m.ca ? 'O/A:' : 'DBA:', m.dba, 350, y, 222);
  labeled(s, `${taxLabel(m)}:`, m.taxText, 40, y + 18, 250); labeled(s, 'In business since:', m.startText, 300, y + 18, 272);
  labeled(s, 'Address:', address(m), 40, y + 36, 532);
  labeled(s, 'Industry:', m.industryText, 40, y + 54, 300); labeled(s, `${m.ca ? 'Province' : 'State'} of incorporation:`, m.incState, 350, y + 54, 222, 8, true);
  y = entityRow(s, m, 40, y + 74);
  y = s.para(FINE[3]!, 40, y + 4, 532, 8);
  for (const [i, o] of m.owners.entries()) {
    if (y + 100 > 760) { s.addPage(); y = 40; }
    y = guarantorBlock(s, m, o, i, y);
  }
  if (y + 80 > 770) { s.addPage(); y = 40; }
  s.t('NOTARY ACKNOWLEDGMENT', 40, y + 4, { size: 8.5, font: 'Helvetica-Bold' });
  labeled(s, 'Notary Public:', m.witness, 40, y + 20, 280, 8, true);
  labeled(s, 'Commission No.:', r.digits(8), 330, y + 20, 242, 8, true);
  labeled(s, 'County of:', r.pick(['Kings', 'Nassau', 'Suffolk', 'Queens']), 40, y + 40, 200);
  return app;
}

function ownerSlot(s: Sheet, m: Merchant, o: Owner | undefined, i: number, y: number): number {
  s.t(`Owner ${i + 1}`, 40, y, { size: 9, font: 'Helvetica-Bold' });
  labeled(s, 'Name:', o?.printed ?? '', 40, y + 14, 280); labeled(s, 'Title:', o?.title ?? '', 330, y + 14, 130); labeled(s, '% Owned:', o?.pctText ?? '', 470, y + 14, 102);
  labeled(s, `${ownerTaxLabel(m)}:`, o?.taxText ?? '', 40, y + 32, 200); labeled(s, 'DOB:', o?.dobText ?? '', 250, y + 32, 140);
  labeled(s, 'Credit Score:', o?.credit != null ? String(o.credit) : '', 400, y + 32, 172);
  labeled(s, 'Home Address:', o?.home ?? '', 40, y + 50, 380); labeled(s, 'Cell:', o?.phone ?? '', 430, y + 50, 142);
  return y + 74;
}

export function ownersContinued(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const app = fullTruth(m);
  s.t(`${m.funder.name}`, 40, 30, { size: 14, font: 'Times-Bold' });
  s.t('MERCHANT FUNDING APPLICATION AND AGREEMENT', 40, 48, { size: 10, font: 'Helvetica-Bold' });
  s.decoys.push(m.funder.name);
  let y = 72;
  for (const p of FINE.slice(0, 2)) y = s.para(p, 40, y, 532, 7.5);
  const L: [string, string, number][] = [['Legal Name:', m.legal, 532], ['Trade Name:', m.dba, 532], ['Address:', `${m.street}, ${m.city}`, 330],
    [`${region(m)}:`, m.state, 80], [m.ca ? 'Postal:' : 'Zip:', m.zip, 114], [`${taxLabel(m)}:`, m.taxText, 300], ['Start Date:', m.startText, 224],
    ['Business Type:', m.industryText, 300], ['Phone:', m.phone, 224]];
  let x = 40;
  y += 6;
  for (const [l, v, w] of L) { if (x + w > 580) { x = 40; y += 20; } x = labeled(s, l, v, x, y, w); }
  y = entityRow(s, m, 40, y + 24);
  y = premisesRow(s, m, 40, y);
  labeled(s, 'Amount Requested:', m.amountText, 40, y, 200); labeled(s, 'Payment:', m.paymentText, 250, y, 150); labeled(s, 'No. of Payments:', String(m.nPayments), 410, y, 162);
  y = freqRow(s, m, 40, y + 20);
  s.t('OWNERS / PRINCIPALS', 40, y + 6, { size: 10, font: 'Helvetica-Bold' });
  y += 22;
  let i = 0;
  const first = r.pick([1, 2]);
  for (; i < first && y + 74 < 770; i++) y = ownerSlot(s, m, m.owners[i], i, y);
  s.addPage();
  s.t('Owners (continued)', 40, 40, { size: 10, font: 'Helvetica-Bold' });
  y = 58;
  for (; i < 4; i++) y = ownerSlot(s, m, m.owners[i], i, y);
  y = s.para(FINE[4]!, 40, y + 6, 532, 7.5);
  labeled(s, 'ISO / Broker:', m.broker, 40, y + 6, 260, 8, true); labeled(s, 'Rep:', m.brokerRep, 310, y + 6, 262, 8, true);
  labeled(s, 'Merchant bank:', m.bankName, 40, y + 26, 200, 8, true); labeled(s, 'Routing:', m.bankRouting, 250, y + 26, 150, 8, true);
  labeled(s, 'Account:', m.bankAccount, 410, y + 26, 162, 8, true);
  if (m.ca) s.para('PIPEDA: I consent to the collection, use and disclosure of my personal information for the purposes of this application.', 40, y + 50, 532, 7);
  return app;
}
