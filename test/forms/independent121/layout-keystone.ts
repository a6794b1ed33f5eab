// Keystone Merchant Funding (US): a serif, ruled-line form with square boxes the merchant ticks with a drawn check or
// crosses with a drawn X (no letter, no glyph); an "amount requested" band with the exact amount written beside it (or
// only a tick label circled); owners written "Last, First" with the credit score chosen by band (so no number).
import type { Merchant } from './merchant.ts';
import { bar, cells, entityRow, F, amountBand, ownerBlock, scheduleRow, signBlock, useRow, X0, X1, yesNoGrid, type Look } from './parts.ts';
import type { MarkKind, Sheet } from './sheet.ts';

const LOOK: Look = { accent: '#2f5d50', font: 'Times-Roman', bold: 'Times-Bold', cell: 'line', furniture: 'box' };
const KEYSTONE_ENTITIES = ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S Corp'] as const;

function header(sh: Sheet, page: number): number {
  sh.doc.save().lineWidth(2).strokeColor('#2f5d50').moveTo(X0, 64).lineTo(X1, 64).stroke().restore();
  sh.doc.save().fillColor('#2f5d50').polygon([X0, 52], [X0 + 16, 22], [X0 + 32, 52]).fill().restore();
  sh.text('Keystone Merchant Funding', X0 + 40, 24, { font: 'Times-Bold', size: 19, color: '#2f5d50' });
  sh.text('Revenue-Based Financing for Main Street', X0 + 40, 45, { font: 'Times-Italic', size: 9, color: '#555555' });
  sh.text('MERCHANT APPLICATION', 420, 24, { font: 'Times-Bold', size: 12 });
  sh.text(`Form KMF-101 (rev. 01/2026)   Page ${page}/2`, 420, 40, { font: 'Times-Roman', size: 7.5, color: '#555555' });
  sh.text('Pittsburgh, PA  -  (412) 555-0190  -  apps@keystonemf.com', 420, 50, { font: 'Times-Roman', size: 7, color: '#555555' });
  return 74;
}

export async function keystone(sh: Sheet, m: Merchant): Promise<void> {
  const main: MarkKind = sh.rng.chance(0.55) ? 'check' : 'x';
  const grid: MarkKind = sh.rng.chance(0.5) ? main : main === 'x' ? 'check' : 'x';
  let y = header(sh, 1);
  sh.text('Please print clearly. Check or cross the boxes that apply.', X0, y, { font: 'Times-Italic', size: 8 });
  y += 13;
  y = bar(sh, LOOK, '1. The Business', y);
  y = cells(sh, LOOK, y, [['Legal / Corporate Name', 'legal_name', m.legal, 310, F.legal(m)], ['Doing Business As (DBA)', 'dba', m.dbaPrinted, 0, F.dba(m)]]);
  y = cells(sh, LOOK, y, [['Street Address', 'address', m.street, 230], ['City', 'city', m.city, 130], ['State', 'state', m.region, 55, F.region(m)], ['ZIP', 'zip', m.postal, 0]]);
  const taxLabel = m.taxType === 'SSN' ? 'Tax ID (EIN, or SSN if sole prop.)' : 'Federal Tax ID (EIN)';
  y = cells(sh, LOOK, y, [[taxLabel, 'tax_id', m.taxPrinted, 150, F.tax(m)], ['Date Business Started', 'start_date', m.startPrinted, 120, F.start(m)],
    ['Years in Business', 'years', String(m.years), 90], ['Incorporated in (State)', 'state_inc', m.stateOfInc, 0, {}, m.stateOfInc !== m.region]]);
  y = cells(sh, LOOK, y, [['Business Phone', 'phone', m.phone, 140], ['E-mail', 'email', m.email, 220], ['Employees', 'employees', String(m.employees), 0]]);
  y = cells(sh, LOOK, y, [['Nature of Business (describe)', 'industry', m.industryText, 260, F.industry(m)],
    ['Monthly Gross Sales', 'monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`, 130], ['Annual Revenue', 'annual_revenue', `$${m.annualRevenue.toLocaleString('en-US')}`, 0]]);
  y += 6;
  y = entityRow(sh, LOOK, m, y, main, KEYSTONE_ENTITIES);
  y = bar(sh, LOOK, '2. Funding Requested', y + 4);
  y = amountBand(sh, LOOK, m, y + 2, main);
  y = scheduleRow(sh, LOOK, m, y, main);
  y = useRow(sh, LOOK, m, y, main);
  y = bar(sh, LOOK, '3. Questions (check Yes or No on every line)', y + 2);
  y = yesNoGrid(sh, LOOK, m, y + 2, grid);
  y = bar(sh, LOOK, '4. Operating Account', y);
  cells(sh, LOOK, y, [['Bank', 'bank_name', m.bank.name, 180], ['ABA Routing #', 'routing', m.bank.routing, 150, {}, true], ['Account #', 'account', m.bank.account, 0, {}, true]]);

  sh.newPage();
  y = header(sh, 2);
  y = bar(sh, LOOK, '5. Principals (list every owner of 20% or more)', y);
  for (let i = 0; i < m.owners.length; i++) {
    const half = (X1 - X0 - 14) / 2, x = i % 2 === 0 ? X0 : X0 + half + 14;
    const yy = ownerBlock(sh, LOOK, m, i, x, y, { lastFirst: true, credit: 'band', kind: main, w: half });
    if (i % 2 === 1 || i === m.owners.length - 1) y = yy + 4;
  }
  y = bar(sh, LOOK, '6. Certification', y + 2);
  sh.text('Broker / ISO of record:', X0, y + 2, { font: 'Times-Roman', size: 7.5 });
  sh.decoy('iso_rep', m.isoRep, X0 + 80, y - 3, 150);
  y += 16;
  signBlock(sh, LOOK, m, y, 'Each undersigned principal represents that the information above and in any attached statements is true, correct and ' +
    'complete, and authorizes Keystone Merchant Funding and any funder to which this application is presented to obtain credit reports on the business ' +
    'and on each principal, to verify deposits with the bank named above, and to share this application with its funding partners. This is an ' +
    'application for the purchase of future receivables and not a loan. A copy of this application shall be as valid as the original.');
}
