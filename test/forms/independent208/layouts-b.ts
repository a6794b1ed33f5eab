// Two more funders' sheets: Harbor & Pine Merchant Services (a Google Sheets label/value grid with a row of TRUE/FALSE
// entity columns and an owners table on page 1) and Northgate Ledger Advance (a ledger: line numbers, items, an
// entry column and a right-hand amount column, years in business instead of a date on some deals).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import { advancesSheet } from './layouts-a.ts';
import * as P from './print.ts';
import { formatDate, formatMoney } from './rules.ts';
import { Grid, type Book, type Cell } from './sheet.ts';

const GREEN = '#d9ead3';

export function harborPine(book: Book, d: Deal, r: Rng): void {
  book.addPage('Merchant App', [1, 2]);
  const g = new Grid(book, [96, 166, 96, 160]);
  g.row([{ t: 'Harbor & Pine Merchant Services - Funding Application', span: 4, bold: true, size: 10 }], 22);
  g.row([{ t: 'Business', span: 4, bold: true, fill: GREEN }]);
  g.row([{ t: 'Business Legal Name' }, { v: P.legalName(d) }, { t: 'Doing Business As' }, { v: P.dba(d) }]);
  g.row([{ t: 'Tax ID #' }, { v: P.taxId(d, false, null) }, { t: 'Date Established' }, { v: P.startDate(d, 'dmonY') }]);
  g.row([{ t: 'Address' }, { v: P.note('street', d.street) }, { t: 'City / Zip' }, { v: P.note('city', `${d.city} ${d.zip}`) }]);
  const stateAsName = r.chance(0.5);
  g.row([{ t: 'State' }, { v: P.state(d, stateAsName) }, { t: 'Website' }, { v: P.note('website', d.website) }]);
  g.row([{ t: 'Industry / Description' }, { v: P.industry(d) }, { t: 'Landlord' }, { v: P.decoy('landlord_name', d.landlord.name) }]);
  const opts = P.ENTITY_OPTIONS;
  // A second range of the same sheet, printed below with its own headings (a "print selection" of two ranges).
  const eg = new Grid(book, [70, 70, 70, 80, 90, 138], 1, g.y + 10);
  eg.row([{ t: 'Entity (TRUE for one)', span: 6, bold: true, fill: GREEN }]);
  eg.row(opts.map((t) => ({ t: t === 'Other' ? 'Other:' : t, bold: true, align: 'c' as const })));
  eg.row(opts.map((o): Cell => ({ check: P.entityCheck(d, o) })));
  eg.row([{ t: 'If Other, describe:', span: 3, align: 'r' }, { v: P.entityOther(d) ?? P.note('other', ''), span: 3 }]);
  eg.row([{ t: 'Request', span: 6, bold: true, fill: GREEN }]);
  eg.row([{ t: 'Amount', span: 2 }, { v: P.moneyValue('requested_amount', 'requested_amount', d.amount, 'dollar'), span: 1 },
    { t: 'Remit Schedule', align: 'r' }, { v: P.frequencyText(d), span: 2 }]);
  eg.row([{ t: 'Use of Proceeds', span: 2 }, { v: P.note('use', d.useOfFunds), span: 4 }]);
  const og = new Grid(book, [150, 78, 54, 80, 70, 86], 1, eg.y + 12);
  og.row([{ t: 'Owners', span: 6, bold: true, fill: GREEN }]);
  og.row(['Name', 'Title', '% Owned', 'SSN', 'Birth Date', 'Cell Phone'].map((t) => ({ t, bold: true })));
  d.owners.forEach((w, i) => og.row([{ v: P.ownerName(w, i, false) }, { v: P.ownerTitle(w, i) }, { v: P.ownerShare(w, i, 'pct2') }, { v: P.ownerTaxId(w, i) },
    { v: P.ownerDob(w, i, 'dmonY') }, { v: P.decoy(`owner${i}_cell`, `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`) }]));
  og.row([{ t: 'Signed', bold: true }, { span: 3 }, { t: 'Dated', bold: true }, { v: P.decoy('signature_date', formatDate(d.signed, 'dmonY')) }], 22);
  book.addPage('Advances', [2, 2]);
  advancesSheet(book, d, [190, 110, 110, 108], true);
}

export function northgate(book: Book, d: Deal, r: Rng): void {
  book.addPage('Ledger', [1, 3]);
  const g = new Grid(book, [40, 170, 190, 118]);
  g.row([{ t: 'NORTHGATE LEDGER ADVANCE', span: 2, bold: true, size: 10 }, { t: 'Application ledger (rev. 2024-11)', span: 2, align: 'r' }], 22);
  g.row([{ t: 'Line', bold: true, fill: '#ededed' }, { t: 'Item', bold: true, fill: '#ededed' }, { t: 'Entry', bold: true, fill: '#ededed' },
    { t: 'Amount (USD)', bold: true, fill: '#ededed', align: 'r' }]);
  const years = r.chance(0.5);
  const lines: [string, Cell, Cell?][] = [
    ['Legal name of business', { v: P.legalName(d) }], ['Trade name (d/b/a)', { v: P.dba(d) }], ['Form of organization', { v: P.entityText(d) }],
    ['Nature of business', { v: P.industry(d) }], [d.taxKind === 'EIN' ? 'Employer ID No.' : 'Taxpayer ID (SSN/ITIN)', { v: P.taxId(d, false, null) }],
    years ? ['Years in business', { v: P.note('years_in_business', String(d.yearsInBusiness), 'r') }] : ['Date business started', { v: P.startDate(d, 'mdyy') }],
    ['State of organization', { v: P.decoy('state_of_incorporation', d.incState) }],
    ['Street address', { v: P.note('street', d.street) }], ['City', { v: P.note('city', d.city) }], ['State', { v: P.state(d, true) }], ['ZIP', { v: P.note('zip', d.zip) }],
    ['Advance requested', {}, { v: P.moneyValue('requested_amount', 'requested_amount', d.amount, 'accounting') }],
    ['Remittance frequency', { v: P.frequencyText(d) }],
    ['Remittance amount', {}, { v: P.moneyValue('requested_payment', 'requested_payment', d.payment, 'accounting') }],
    ['Number of remittances', { v: P.payments(d) }],
    ['Gross monthly deposits', {}, { v: { ...P.decoy('monthly_sales', formatMoney(d.monthlySales, 'accounting'), 'r'), prefix: '$' } }],
    ['Monthly rent / mortgage', {}, { v: { ...P.decoy('landlord_rent', formatMoney(d.landlord.rent, 'accounting'), 'r'), prefix: '$' } }],
  ];
  lines.forEach(([item, entry, amount], i) => {
    const sect = i < 7 ? 1 : i < 11 ? 2 : 3;
    const n = i < 7 ? i + 1 : i < 11 ? i - 6 : i - 10;
    g.row([{ t: `${sect}.${String(n).padStart(2, '0')}`, align: 'c' }, { t: item }, entry, amount ?? {}]);
  });
  g.row([{}, { t: 'Total requested + fees', bold: true }, { t: 'see funder terms' }, { t: '-', align: 'r' }]);
  book.addPage('Principals', [2, 3]);
  const o = new Grid(book, [40, 130, 80, 50, 80, 60, 78]);
  o.row([{ t: 'Line', bold: true }, { t: 'Principal (Last, First)', bold: true }, { t: 'Position', bold: true }, { t: 'Own %', bold: true, align: 'r' },
    { t: 'SSN', bold: true }, { t: 'Birth', bold: true, align: 'r' }, { t: 'Credit', bold: true, align: 'r' }]);
  d.owners.forEach((w, i) => o.row([{ t: `4.0${i + 1}`, align: 'c' }, { v: P.ownerName(w, i, true) }, { v: P.ownerTitle(w, i) }, { v: P.ownerShare(w, i, 'bare') },
    { v: P.ownerTaxId(w, i) }, { v: P.ownerDob(w, i, 'mdyy') }, { v: P.ownerScore(w, i) }]));
  o.skip(3);
  o.row([{ t: '5.01', align: 'c' }, { t: 'Home address (principal 1)', span: 2 }, { v: P.decoy('owner0_home', d.owners[0]!.home), span: 4 }]);
  o.row([{ t: '5.02', align: 'c' }, { t: 'Broker of record', span: 2 }, { v: P.decoy('iso_name', d.iso.name), span: 4 }]);
  o.row([{ t: '5.03', align: 'c' }, { t: 'Date signed', span: 2 }, { v: P.decoy('signature_date', formatDate(d.signed, 'mdyy')), span: 4 }]);
  book.addPage('Positions', [3, 3]);
  advancesSheet(book, d, [190, 110, 110, 108], r.chance(0.5));
}
