// Layouts with the merchant's data in schedules and tables: Schedule A after two pages of terms, and a landscape
// owners' schedule with many columns.
import type { TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { FINE, cell, entityRow, freqRow, fullTruth, labeled, noTerms, ownerTaxLabel, premisesRow, region, table, taxLabel } from './blocks.ts';
import type { Merchant, Owner } from './data.ts';
import type { Sheet } from './sheet.ts';

function termsPages(s: Sheet, m: Merchant, r: Rng, pages: number): number {
  let y = 40;
  s.t(`${m.funder.name} - STANDARD TERMS AND CONDITIONS`, 40, y, { size: 10, font: 'Times-Bold', width: 532, align: 'center' });
  s.decoys.push(m.funder.name);
  y += 22;
  let n = 1;
  for (let p = 0; p < pages; p++) {
    if (p > 0) { s.addPage(); y = 40; }
    for (const para of r.shuffle([...FINE, ...FINE.slice(0, 3)])) {
      if (y > 700) break;
      y = s.para(`${n}. ${para}`, 40, y, 532, 7);
      n++;
    }
  }
  return y;
}

const ownerRow = (o: Owner | undefined): { v: string }[] =>
  [o?.printed, o?.title, o?.pctText, o?.taxText, o?.dobText, o?.home, o?.credit != null ? String(o.credit) : ''].map((v) => ({ v: v ?? '' }));

function scheduleBusiness(s: Sheet, m: Merchant, y: number, app: TruthApplication, r: Rng): number {
  const rows: [string, string, string, string][] = [
    ['Legal Name of Merchant', m.legal, 'DBA / Trade Name', m.dba],
    [taxLabel(m), m.taxText, 'Business Start Date', m.startText],
    ['Physical Address', m.street, `City / ${region(m)} / ${m.ca ? 'Postal Code' : 'Zip'}`, `${m.city}, ${m.state} ${m.zip}`],
    ['Business Phone', m.phone, 'E-mail', m.email],
    ['Type of Business', m.industryText, 'Number of Employees', m.employees],
  ];
  const terms = r.chance(0.6);
  if (!terms) noTerms(app, false);
  rows.push(['Amount Requested', m.amountText, 'Use of Funds', m.useOfFunds]);
  if (terms) rows.push(['Requested Payment', m.paymentText, 'Number of Payments', String(m.nPayments)]);
  for (const [a, b, c, d] of rows) { cell(s, a, b, 40, y, 266, 22); cell(s, c, d, 306, y, 266, 22); y += 22; }
  y = entityRow(s, m, 40, y + 6, 7);
  if (terms) y = freqRow(s, m, 40, y, 'Requested payment schedule:', 7);
  return premisesRow(s, m, 40, y, 7);
}

export function scheduleA(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const app = fullTruth(m);
  termsPages(s, m, r, r.int(1, 2));
  s.addPage();
  s.t('SCHEDULE A - MERCHANT INFORMATION', 40, 36, { size: 10, font: 'Helvetica-Bold' });
  s.t('(to be completed by the Merchant; forms part of the Agreement)', 40, 48, { size: 7 });
  let y = scheduleBusiness(s, m, 62, app, r);
  s.t('PRINCIPALS / GUARANTORS', 40, y + 2, { size: 8, font: 'Helvetica-Bold' });
  const rows = [0, 1, 2, 3].map((i) => ownerRow(m.owners[i]));
  y = table(s, 40, y + 12, [100, 62, 34, 66, 56, 170, 44], ['Name', 'Title', 'Own %', ownerTaxLabel(m), 'Date of Birth', 'Home Address', 'Credit Score'], rows, 6.5, 16);
  s.t('MERCHANT DEPOSITORY ACCOUNT (for ACH remittances)', 40, y + 8, { size: 8, font: 'Helvetica-Bold' });
  y = table(s, 40, y + 18, [180, 150, 202], ['Bank', m.ca ? 'Transit / Institution' : 'ABA Routing No.', 'Account No.'],
    [[{ v: m.bankName, d: true }, { v: m.bankRouting, d: true }, { v: m.bankAccount, d: true }]], 7, 16);
  s.t('TRADE REFERENCES', 40, y + 8, { size: 8, font: 'Helvetica-Bold' });
  y = table(s, 40, y + 18, [266, 266], ['Company', 'Phone'], [[{ v: m.landlord.replace(/Realty|Property Management|Properties LLC/, 'Supply Co.'), d: true }, { v: m.brokerPhone, d: true }]], 7, 16);
  s.t(`Submitted by ISO: ${m.broker}, ${m.brokerRep}`, 40, y + 10, { size: 7 });
  s.decoys.push(m.broker, m.brokerRep);
  s.t('Merchant signature: ______________________________   Date: ____________', 40, y + 40, { size: 8 });
  return app;
}

function infoPage(s: Sheet, m: Merchant, r: Rng, app: TruthApplication): void {
  s.t('APPLICATION AND SCHEDULE OF MERCHANT INFORMATION', 40, 40, { size: 12, font: 'Times-Bold' });
  s.t(`Prepared for ${m.funder.name} by ${m.broker}`, 40, 56, { size: 8 });
  s.decoys.push(m.funder.name, m.broker);
  let y = 80;
  const L: [string, string, number][] = [['Legal Business Name:', m.legal, 532], [m.ca ? 'Operating Name (O/A):' : 'DBA:', m.dba, 532],
    ['Business Address:', `${m.street}, ${m.city}`, 360], [`${region(m)}:`, m.state, 70], [m.ca ? 'Postal Code:' : 'Zip:', m.zip, 85],
    [`${taxLabel(m)}:`, m.taxText, 260], ['Date Business Started:', m.startText, 264], ['Industry / Type of Business:', m.industryText, 532],
    ['State of Incorporation:', m.incState, 200], ['Website:', m.website, 324]];
  let x = 40;
  for (const [l, v, w] of L) {
    if (x + w > 580) { x = 40; y += 22; }
    x = labeled(s, l, v, x, y, w, 8, l.startsWith('State of Inc'));
  }
  y = entityRow(s, m, 40, y + 26, 7.5);
  const terms = r.chance(0.5);
  if (!terms) noTerms(app, r.chance(0.4));
  if (app.requested_amount !== null) labeled(s, 'Funding Amount Requested:', m.amountText, 40, y, 250);
  if (terms) {
    labeled(s, 'Desired Payment:', m.paymentText, 300, y, 140);
    labeled(s, '# of Payments:', String(m.nPayments), 450, y, 122);
    y = freqRow(s, m, 40, y + 22);
  }
  y += 24;
  for (const p of FINE.slice(4, 7)) y = s.para(p, 40, y, 532, 7.5);
  s.t('Owner and guarantor details are set out in Schedule B (landscape) on the next page.', 40, y + 6, { size: 8, font: 'Times-Italic' });
}

export function landscapeOwners(s: Sheet, m: Merchant, r: Rng): TruthApplication {
  const app = fullTruth(m);
  infoPage(s, m, r, app);
  s.addPage(true);
  s.t('SCHEDULE B - OWNERS / OFFICERS / GUARANTORS (all owners of 20% or more)', 30, 30, { size: 10, font: 'Helvetica-Bold' });
  const split = (o: Owner | undefined): [string, string] => { const i = o ? o.home.indexOf(', ') : -1; return o ? [o.home.slice(0, i), o.home.slice(i + 2)] : ['', '']; };
  const rows = [0, 1, 2, 3].map((i) => {
    const o = m.owners[i];
    const [st, cz] = split(o);
    return [String(i + 1), o?.printed ?? '', o?.title ?? '', o?.pctText ?? '', o?.taxText ?? '', o?.dobText ?? '', st, cz, o?.phone ?? '', o?.email ?? '',
      o?.credit != null ? String(o.credit) : ''].map((v) => ({ v }));
  });
  let y = table(s, 30, 48, [16, 96, 70, 34, 66, 60, 88, 100, 70, 120, 32], ['#', 'Full Name', 'Title', 'Own %', ownerTaxLabel(m), 'DOB', 'Home Street',
    'City, St, Zip', 'Cell', 'E-mail', 'FICO'], rows, 6.5, 20);
  s.t('EXISTING ADVANCES / LOANS (must be disclosed)', 30, y + 12, { size: 9, font: 'Helvetica-Bold' });
  y = table(s, 30, y + 24, [220, 120, 120, 120], ['Funder / Lender', 'Balance', 'Payment', 'Frequency'],
    [[{ v: m.prevFunder, d: true }, { v: `$${m.prevBalance}`, d: true }, { v: `$${m.rent}`, d: true }, { v: 'Daily' }]], 7, 18);
  s.t('TRADE REFERENCES', 30, y + 12, { size: 9, font: 'Helvetica-Bold' });
  y = table(s, 30, y + 24, [220, 120], ['Name', 'Phone'], [[{ v: m.landlord, d: true }, { v: m.landlordPhone, d: true }]], 7, 18);
  s.para(FINE[4]!, 30, y + 14, 732, 7.5);
  s.t('Signature of each guarantor: ____________________   ____________________   ____________________   ____________________', 30, y + 60, { size: 8 });
  return app;
}
