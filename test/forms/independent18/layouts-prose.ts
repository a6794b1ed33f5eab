// Two layouts where the merchant's data sits inside sentences: an agreement's first page with fill-ins and a guaranty
// page, and numbered paragraphs with footnotes.
import type { TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { FINE, address, flow, fullTruth, noTerms, ownerTaxLabel, region, taxLabel, type Piece } from './blocks.ts';
import type { Merchant, Owner } from './data.ts';
import type { Sheet } from './sheet.ts';

function funderHead(s: Sheet, m: Merchant, title: string): number {
  s.t(m.funder.name.toUpperCase(), 50, 40, { size: 13, font: 'Times-Bold' });
  s.t(`${m.funder.address}  |  EIN ${m.funder.ein}`, 50, 58, { size: 7.5 });
  s.decoys.push(m.funder.name, m.funder.address, m.funder.ein);
  s.line(50, 70, 562, 70, 1);
  s.t(title, 50, 80, { size: 12, font: 'Times-Bold', width: 512, align: 'center' });
  return 108;
}

function agreementPage(s: Sheet, m: Merchant, r: Rng, app: TruthApplication): void {
  let y = funderHead(s, m, r.pick(['REVENUE PURCHASE AGREEMENT', 'MERCHANT AGREEMENT', 'AGREEMENT FOR THE PURCHASE AND SALE OF FUTURE RECEIVABLES']));
  const dba: Piece = { v: m.dba, w: 120 };
  y = flow(s, ['THIS AGREEMENT is made on', { v: m.agreementDate, w: 80, d: true }, `between ${m.funder.name} ("Funder") and`, { v: m.legal, w: 170 },
    '(the "Merchant"), a', { v: m.entity.text, w: 80 }, `organized under the laws of the ${region(m)} of`, { v: m.incState, w: 50, d: true },
    ', doing business as', dba, ', with its principal place of business at', { v: address(m), w: 230 }, `, ${taxLabel(m)}`, { v: m.taxText, w: 90 },
    '. The Merchant is engaged in the business of', { v: m.industryText, w: 130 }, 'and has operated that business continuously since', { v: m.startText, w: 80 }, '.'], 50, y, 512);
  y += 4;
  const ask = r.chance(0.5);
  if (!ask) app.requested_amount = null;
  const terms: Piece[] = ['Funder agrees to pay the Purchase Price of', { v: m.purchasePrice, w: 80, d: true }, 'for the Purchased Amount of', { v: m.purchasedAmount, w: 80, d: true },
    ', to be delivered by the Merchant at the Specified Percentage of', { v: m.specifiedPct, w: 40, d: true }, 'of all Future Receipts.'];
  if (ask) terms.push('The Merchant applied for funding in the amount of', { v: m.amountText, w: 80 }, '(the "Requested Amount").');
  y = flow(s, terms, 50, y, 512);
  y += 6;
  for (const p of r.shuffle([...FINE]).slice(0, 4)) y = s.para(p, 50, y, 512, 8);
  y = flow(s, ['Remittances shall be paid to Funder\'s account at', { v: m.funder.bank, w: 110, d: true }, 'ABA', { v: m.funder.routing, w: 70, d: true },
    'Account No.', { v: m.funder.account, w: 80, d: true }, '. Merchant\'s depository account: routing', { v: m.bankRouting, w: 70, d: true },
    'account', { v: m.bankAccount, w: 80, d: true }, '.'], 50, y + 4, 512, 8.5);
  if (m.ca) s.para('PIPEDA consent: the Merchant and each Guarantor consent to the collection, use and disclosure of their personal information as described herein.', 50, y + 2, 512, 7);
}

function guarantor(s: Sheet, m: Merchant, o: Owner | null, i: number, y: number): number {
  s.t(`GUARANTOR ${i + 1}`, 50, y, { size: 9, font: 'Times-Bold' });
  y = flow(s, ['Name:', { v: o?.printed ?? '', w: 170 }, 'Title:', { v: o?.title ?? '', w: 100 }, 'Ownership %:', { v: o?.pctText ?? '', w: 45 },
    `${ownerTaxLabel(m)}:`, { v: o?.taxText ?? '', w: 90 }, 'Date of Birth:', { v: o?.dobText ?? '', w: 90 }, 'Home Address:', { v: o?.home ?? '', w: 260 },
    'Mobile:', { v: o?.phone ?? '', w: 90 }], 50, y + 14, 512);
  s.t('Signature: ______________________________    Date: _______________', 50, y + 4, { size: 8.5 });
  return y + 34;
}

export function agreementFillins(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const app = fullTruth(m);
  noTerms(app, false);
  app.applicants.forEach((a) => { a.credit_score = null; });
  agreementPage(s, m, r, app);
  s.addPage();
  let y = funderHead(s, m, 'PERSONAL GUARANTY OF PERFORMANCE');
  y = s.para(FINE[3]!, 50, y, 512, 8.5);
  const slots = Math.max(m.owners.length, r.pick([2, 3]));
  for (let i = 0; i < slots; i++) y = guarantor(s, m, m.owners[i] ?? null, i, y);
  flow(s, ['Witness:', { v: m.witness, w: 150, d: true }, 'Funder representative:', { v: m.brokerRep, w: 150, d: true }], 50, Math.min(y, 730), 512);
  return app;
}

function footnotes(s: Sheet, m: Merchant, notes: string[]): void {
  s.line(50, 700, 250, 700, 0.5);
  let y = 705;
  notes.forEach((n, i) => { y = s.t(`${i + 1} ${n}`, 50, y, { size: 6.5, font: 'Times-Roman', width: 512 }); });
  s.decoys.push(m.funder.ein, m.broker, m.brokerRep);
}

function ownersPara(s: Sheet, m: Merchant, y: number): number {
  y = flow(s, ['4. Principals. The following persons own the Merchant and sign this Agreement as Guarantors:'], 50, y, 512);
  for (const o of m.owners) {
    if (y > 640) { s.addPage(); y = 50; }
    const parts: Piece[] = ['(', o.printed ? { v: o.printed, w: 130 } : '', '), whose title is', { v: o.title, w: 90 }, ', owning', { v: o.pctText, w: 40 },
      'of the Merchant,', `${ownerTaxLabel(m)}`, { v: o.taxText, w: 85 }, ', born', { v: o.dobText, w: 80 }, ', residing at', { v: o.home, w: 240 }];
    if (o.credit !== null) parts.push(', self-reported credit score', { v: String(o.credit), w: 35 });
    y = flow(s, [...parts, '.'], 70, y, 492) + 2;
  }
  return y;
}

export function numberedFootnotes(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const app = fullTruth(m);
  let y = 40;
  s.t(r.pick(['SECURED MERCHANT AGREEMENT', 'FUTURE RECEIVABLES SALE AGREEMENT']), 50, y, { size: 12, font: 'Times-Bold', width: 512, align: 'center' });
  s.t(`${m.funder.name}, ${m.funder.address}`, 50, y + 16, { size: 8, width: 512, align: 'center' });
  s.decoys.push(m.funder.name, m.funder.address);
  y = flow(s, ['1. Merchant. The Merchant\'s legal name is', { v: m.legal, w: 170 }, '\u00b9, doing business as', { v: m.dba, w: 130 }, ', a', { v: m.entity.text, w: 80 },
    `organized in the ${region(m)} of`, { v: m.incState, w: 50, d: true }, '.'], 50, y + 40, 512);
  y = flow(s, ['2. Business. Type of business:', { v: m.industryText, w: 140 }, '; business start date:', { v: m.startText, w: 80 }, '; location:',
    { v: address(m), w: 240 }, `; ${taxLabel(m)}`, { v: m.taxText, w: 95 }, '\u00b2.'], 50, y, 512);
  y = flow(s, ['3. Funding. The Merchant requests an advance of', { v: m.amountText, w: 80 }, 'repaid in', { v: String(m.nPayments), w: 35 }, 'payments of',
    { v: m.paymentText, w: 70 }, 'each, debited', { v: m.freqText.toLowerCase(), w: 60 }, '\u00b3. The Purchase Price is', { v: m.purchasePrice, w: 75, d: true },
    'and the Purchased Amount is', { v: m.purchasedAmount, w: 80, d: true }, '.'], 50, y, 512);
  y = ownersPara(s, m, y);
  if (y > 560) { s.addPage(); y = 50; }
  y = flow(s, ['5. Prior funding. The Merchant discloses an existing advance from', { v: m.prevFunder, w: 170, d: true }, 'with a balance of', { v: `$${m.prevBalance}`, w: 70, d: true },
    '.'], 50, y, 512);
  for (const p of r.shuffle([...FINE]).slice(0, y > 560 ? 1 : 2)) y = s.para(`6. ${p}`, 50, y, 512, 8);
  footnotes(s, m, [`As on the Merchant's ${m.ca ? 'CRA registration' : 'IRS Form SS-4'}.`, `Funder's own EIN, ${m.funder.ein}, is not the Merchant's.`,
    `Payment terms proposed by the ISO, ${m.broker} (rep. ${m.brokerRep}), subject to underwriting.`]);
  return app;
}
