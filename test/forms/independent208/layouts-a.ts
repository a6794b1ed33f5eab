// Two funders' sheets: Ledgerline Capital (a tall key/value form sheet with TRUE/FALSE check columns) and Brightwater
// Funding Group (one wide record row whose columns wrap onto a second printed page, as Excel prints "over, then down").
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './deal.ts';
import * as P from './print.ts';
import { formatMoney } from './rules.ts';
import { Grid, type Book, type Cell } from './sheet.ts';

const SECTION = '#d9e1f2';
const TITLE = '#1f4e78';
const sec = (t: string, span: number): Cell => ({ t, span, bold: true, fill: SECTION });

/** Third sheet of both: existing advances, bank, landlord, references, ISO: all decoys. */
export function advancesSheet(book: Book, d: Deal, cols: number[], negatives: boolean): void {
  const g = new Grid(book, cols);
  g.row([sec('EXISTING ADVANCES / POSITIONS', 4)]);
  g.row([{ t: 'Funder', bold: true }, { t: 'Balance', bold: true, align: 'r' }, { t: 'Payment', bold: true, align: 'r' }, { t: 'Frequency', bold: true }]);
  if (!d.advances.length) g.row([{ t: 'None' }, {}, {}, {}]);
  d.advances.forEach((a, i) => g.row([{ v: P.decoy(`advance${i}_funder`, a.funder) }, { v: P.decoy(`advance${i}_balance`, formatMoney(a.balance, 'accounting'), 'r') },
    { v: negatives ? P.outflow(`advance${i}_payment`, a.payment) : P.decoy(`advance${i}_payment`, formatMoney(a.payment, 'accounting'), 'r') },
    { v: P.decoy(`advance${i}_frequency`, a.frequency) }]));
  g.row([{ span: 4 }], 8);
  g.row([sec('BANK ACCOUNT (deposits)', 4)]);
  g.row([{ t: 'Bank Name', bold: true }, { t: 'Routing #', bold: true }, { t: 'Account #', bold: true, span: 2 }]);
  g.row([{ v: P.decoy('bank_name', d.bank.name) }, { v: P.decoy('bank_routing', d.bank.routing) }, { v: P.decoy('bank_account', d.bank.account), span: 2 }]);
  g.row([{ span: 4 }], 8);
  g.row([sec('LANDLORD / MORTGAGE HOLDER', 4)]);
  g.row([{ v: P.decoy('landlord_name', d.landlord.name) }, { v: P.decoy('landlord_phone', d.landlord.phone) }, { t: 'Monthly Rent', align: 'r' },
    { v: P.decoy('landlord_rent', formatMoney(d.landlord.rent, 'accounting'), 'r') }]);
  g.row([sec('TRADE REFERENCES', 4)]);
  d.references.forEach((ref, i) => g.row([{ v: P.decoy(`reference${i}_name`, ref.name), span: 2 }, { v: P.decoy(`reference${i}_phone`, ref.phone), span: 2 }]));
  g.row([sec('SUBMITTED BY (ISO)', 4)]);
  g.row([{ v: P.decoy('iso_name', d.iso.name) }, { v: P.decoy('iso_rep', d.iso.rep) }, { v: P.decoy('iso_phone', d.iso.phone), span: 2 }]);
}

export function ledgerline(book: Book, d: Deal, r: Rng): void {
  book.addPage('Application', [1, 3]);
  const g = new Grid(book, [140, 190, 100, 88]);
  g.row([{ t: 'LEDGERLINE CAPITAL  |  Merchant Cash Advance Application', span: 4, bold: true, fill: TITLE, size: 10 }], 22);
  g.row([sec('BUSINESS INFORMATION', 4)]);
  g.row([{ t: 'Legal / Corporate Name' }, { v: P.legalName(d), span: 3 }]);
  g.row([{ t: 'DBA' }, { v: P.dba(d), span: 3 }]);
  g.row([{ t: 'Federal Tax ID (EIN or SSN)' }, { v: P.taxId(d, false, null) }, { t: 'State of Incorporation' }, { v: P.decoy('state_of_incorporation', d.incState) }]);
  g.row([{ t: 'Business Start Date' }, { v: P.startDate(d, 'mdy') }, { t: '# Employees' }, { v: P.note('employees', String(d.employees), 'r') }]);
  g.row([{ t: 'Physical Address' }, { v: P.note('street', d.street), span: 3 }]);
  g.row([{ t: 'City' }, { v: P.note('city', d.city) }, { t: 'State' }, { v: P.state(d, false) }]);
  g.row([{ t: 'Zip' }, { v: P.note('zip', d.zip) }, { t: 'Business Phone' }, { v: P.note('phone', d.phone) }]);
  g.row([{ t: 'Email' }, { v: P.note('email', d.email), span: 3 }]);
  g.row([{ t: 'Type of Business' }, { v: P.industry(d), span: 3 }]);
  g.row([sec('ENTITY TYPE  (mark TRUE for one)', 4)]);
  for (const opt of P.ENTITY_OPTIONS) {
    const other = opt === 'Other' ? P.entityOther(d) : undefined;
    g.row([{ t: opt === 'Other' ? 'Other (describe)' : opt }, { check: P.entityCheck(d, opt) }, opt === 'Other' ? { v: other ?? P.note('other', ''), span: 2 } : { span: 2 }]);
  }
  g.row([sec('FUNDING REQUEST', 4)]);
  g.row([{ t: 'Amount Requested' }, { v: P.moneyValue('requested_amount', 'requested_amount', d.amount, 'accounting') }, { t: 'Use of Funds' }, { v: P.note('use', d.useOfFunds) }]);
  const showPayment = r.chance(0.7);
  g.row([{ t: 'Est. Payment' }, { v: showPayment ? P.moneyValue('requested_payment', 'requested_payment', d.payment, 'accounting') : P.note('payment', '') },
    { t: '# of Payments' }, { v: showPayment ? P.payments(d) : P.note('payments', '') }]);
  g.row([{ t: 'Daily', align: 'c', bold: true }, { t: 'Weekly', align: 'c', bold: true }, { t: 'Bi-Weekly', align: 'c', bold: true }, { t: 'Monthly', align: 'c', bold: true }]);
  g.row(P.FREQ_LABELS.map(([f, l]) => ({ check: P.frequencyCheck(d, f, l) })));
  g.row([{ t: 'Avg. Monthly Sales' }, { v: { ...P.decoy('monthly_sales', formatMoney(d.monthlySales, 'accounting'), 'r'), prefix: '$' } }, { t: 'Annual Revenue' },
    { v: P.decoy('annual_revenue', formatMoney(d.annualRevenue, 'accounting'), 'r') }]);

  book.addPage('Owners', [2, 3]);
  const o = new Grid(book, [104, 62, 52, 72, 60, 44, 124]);
  o.row([sec('OWNERS / OFFICERS  (all owners of 20% or more)', 7)]);
  o.row(['Owner Name', 'Title', 'Own %', 'SSN', 'DOB', 'FICO', 'Home Address'].map((t) => ({ t, bold: true, fill: '#f2f2f2' })));
  d.owners.forEach((w, i) => o.row([{ v: P.ownerName(w, i, false) }, { v: P.ownerTitle(w, i) }, { v: P.ownerShare(w, i, 'pct') }, { v: P.ownerTaxId(w, i) },
    { v: P.ownerDob(w, i, 'mdy') }, { v: P.ownerScore(w, i) }, { v: P.decoy(`owner${i}_home`, w.home) }]));
  o.row(Array.from({ length: 7 }, () => ({})));
  o.row([{ t: 'Signature', bold: true }, { span: 3 }, { t: 'Date', bold: true }, { v: P.decoy('signature_date', d.signed.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$2/$3/$1')), span: 2 }], 22);

  book.addPage('Advances & Bank', [3, 3]);
  advancesSheet(book, d, [190, 110, 110, 108], false);
}

export function brightwater(book: Book, d: Deal, r: Rng): void {
  const fein = d.taxKind === 'EIN';
  // Columns A-P of one record; Excel prints A-H on page 1 and I-P on page 2, each with the same row numbers.
  const wide: [string, Cell][] = [
    ['Legal Name', { v: P.legalName(d) }], ['DBA Name', { v: P.dba(d) }],
    [fein ? 'FEIN' : 'FEIN / SSN', { v: P.taxId(d, fein, fein ? 'EIN' : null), align: 'r' }], ['Entity Type', { v: P.entityText(d) }],
    ['Industry', { v: P.industry(d) }], ['Start Date', { v: P.startDate(d, 'iso') }], ['Street', { v: P.note('street', d.street) }], ['City', { v: P.note('city', d.city) }],
    ['State', { v: P.state(d, false) }], ['Zip', { v: P.note('zip', d.zip) }], ['Funding Amt', { v: P.moneyValue('requested_amount', 'requested_amount', d.amount, 'plain') }],
    ['Payment', { v: P.moneyValue('requested_payment', 'requested_payment', d.payment, 'plain') }], ['# Pmts', { v: P.payments(d) }],
    ...P.FREQ_LABELS.map(([f, l]): [string, Cell] => [l, { check: P.frequencyCheck(d, f, l) }]),
  ];
  const widths = [135, 110, 70, 68, 120, 62, 125, 85, 44, 50, 80, 75, 48, 52, 52, 60, 56];
  const halves: [number, number][] = [[0, 7], [7, 17]];
  const incAsText = r.chance(0.5);
  halves.forEach(([a, b], p) => {
    book.addPage('Deal_Intake', [p + 1, 4], true);
    const g = new Grid(book, widths.slice(a, b), 1, 40, a);
    g.row([{ t: p === 0 ? 'BRIGHTWATER FUNDING GROUP - DEAL INTAKE (one row per merchant)' : '', span: b - a, bold: true, fill: '#fce4d6', size: 9 }], 20);
    g.row(wide.slice(a, b).map(([t]) => ({ t, bold: true, fill: '#f2f2f2' })));
    g.row(wide.slice(a, b).map(([, c]) => c), 18);
    g.row(Array.from({ length: b - a }, () => ({})));
    if (p === 0) {
      g.row([{ t: 'Inc. State', bold: true }, { v: P.decoy('state_of_incorporation', incAsText ? d.incState : `${d.incState} (foreign filing)`) }, { t: 'Phone', bold: true },
        { v: P.note('phone', d.phone), span: 2 }, { t: 'Monthly Sales', bold: true }, { v: P.decoy('monthly_sales', formatMoney(d.monthlySales, 'plain'), 'r') }]);
    } else {
      g.row([{ t: 'Rep', bold: true }, { v: P.decoy('iso_rep', d.iso.rep), span: 4 }, { t: 'Date', bold: true }, { v: P.decoy('signature_date', d.signed), span: 4 }]);
    }
  });
  book.addPage('Owners', [3, 4], true);
  const o = new Grid(book, [90, 100, 80, 50, 80, 70, 50, 200]);
  o.row(['First', 'Last', 'Title', 'Own %', 'SSN/ITIN', 'DOB', 'Score', 'Home Address'].map((t) => ({ t, bold: true, fill: '#f2f2f2' })));
  d.owners.forEach((w, i) => o.row([{ v: P.ownerFirst(w, i) }, { v: P.ownerLast(w, i) }, { v: P.ownerTitle(w, i) }, { v: P.ownerShare(w, i, 'bare') },
    { v: P.ownerTaxId(w, i) }, { v: P.ownerDob(w, i, 'iso') }, { v: P.ownerScore(w, i) }, { v: P.decoy(`owner${i}_home`, w.home) }]));
  book.addPage('Existing_Advances', [4, 4], true);
  advancesSheet(book, d, [260, 150, 150, 160], true);
}
