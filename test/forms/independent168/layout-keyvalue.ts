// Layout "ledgerline": Ledgerline Capital Partners, a broker whose form is nothing but two-column key/value tables,
// the owners transposed (an owner a column) on page 2, and bank details as a third key/value table.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import { dec, type Model } from './model.ts';
import { fmtDate } from './formats.ts';
import { heading, kv, ownerRows, ownersTransposed, paragraph, signatures, type Row } from './tables.ts';

export function drawLedgerline(sh: Sheet, m: Model, rng: Rng): void {
  const ca = m.country === 'CA';
  const d = m.decoys;
  sh.typedFont = rng.pick(['Helvetica', 'Courier']);
  sh.newPage();
  sh.rect(36, 30, 540, 46, '#1f3350');
  sh.text('LEDGERLINE CAPITAL PARTNERS', 48, 40, { size: 15, bold: true, color: '#ffffff' });
  sh.text('Working Capital Application  |  deals@ledgerline-cap.com  |  (646) 555-0182', 48, 60, { size: 8, color: '#dde4f0' });
  let y = heading(sh, 'A.  BUSINESS INFORMATION', 36, 90, 540);
  const startRow: Row = m.start && rng.chance(0.85) ? { label: 'Business Start Date', key: 'start', val: m.start }
    : { label: 'Years in Business', key: 'years', plain: m.years };
  const addressSplit = rng.chance(0.5);
  const rows: Row[] = [
    { label: 'Legal Business Name', key: 'legal', val: m.legal },
    { label: ca ? 'Operating Name (O/A)' : rng.pick(['DBA', 'DBA / Trade Name', 'Doing Business As']), key: 'dba', val: m.dba },
    { label: 'Entity Type', key: 'entity', val: m.entityFree },
    { label: m.taxLabel, key: 'tax_id', val: m.taxId },
    startRow,
    { label: ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', key: 'state_of_inc', val: d.stateOfInc },
    ...(addressSplit
      ? [{ label: 'Business Address', key: 'address', val: m.fullAddress }]
      : [{ label: 'Street Address', key: 'street', plain: m.street }, { label: ca ? 'City, Province, Postal Code' : 'City, State ZIP', key: 'city', val: m.cityLine }]),
    { label: 'Business Phone', key: 'phone', plain: m.phone },
    { label: 'E-mail', key: 'email', plain: m.email },
    { label: 'Website', key: 'web', plain: rng.chance(0.7) ? m.website : null },
    { label: rng.pick(['Type of Business', 'Nature of Business', 'Industry']), key: 'industry', val: m.industry },
    { label: 'Own or Rent Premises', key: 'own', plain: rng.pick(['Rent', 'Lease', 'Own']) },
    { label: 'Landlord / Mortgage Holder', key: 'landlord', val: d.landlord },
    { label: 'Landlord Phone', key: 'landlord_phone', val: d.landlordPhone },
    { label: 'Monthly Rent', key: 'rent', val: d.rent },
  ];
  // The middle of the table comes in one of two orders: a reader must go by the label, not the line.
  if (rng.chance(0.5)) rows.splice(4, 2, rows[5]!, rows[4]!);
  y = kv(sh, 36, y, 540, 170, rows, { h: 19 });
  y = heading(sh, 'B.  FUNDING REQUEST', 36, y + 14, 540);
  const money: Row[] = [
    { label: 'Amount Requested', key: 'amount', val: m.amount },
    { label: 'Use of Funds', key: 'use', plain: m.useOfFunds },
    { label: 'Average Monthly Sales', key: 'monthly_sales', val: d.monthlySales },
    { label: 'Annual Gross Revenue', key: 'annual', val: d.annualRevenue },
  ];
  if (rng.chance(0.4)) money.push({ label: 'Requested Payment Frequency', key: 'freq', val: m.freqVal });
  y = kv(sh, 36, y, 540, 170, money, { h: 19 });
  y = heading(sh, 'C.  SUBMITTED BY', 36, y + 14, 540);
  kv(sh, 36, y, 540, 100, [
    { label: 'ISO / Broker', key: 'iso_shop', val: d.iso.shop }, { label: 'Rep Name', key: 'iso_rep', val: d.iso.rep },
    { label: 'ISO Number', key: 'iso_id', val: d.iso.id }, { label: 'Rep Phone', key: 'iso_phone', plain: '(646) 555-0199' },
  ], { pairs: 2, h: 18 });
  sh.text('Page 1 of 2', 36, 760, { size: 7, color: '#666' });

  sh.newPage();
  y = heading(sh, 'D.  OWNERS / GUARANTORS (each owner of 20% or more)', 36, 40, 540);
  const cols = Math.max(m.owners.length, rng.pick([2, 3, 4]));
  y = ownersTransposed(sh, m, 36, y, 540, cols, ownerRows(m, rng.chance(0.6)), { labelW: 84, h: 22 });
  y = heading(sh, 'E.  BUSINESS BANK ACCOUNT', 36, y + 16, 540);
  const bank: Row[] = ca
    ? [{ label: 'Financial Institution', key: 'bank', val: d.bank }, { label: 'Institution No.', key: 'institution', val: d.institution },
        { label: 'Transit No.', key: 'transit', val: d.transit }, { label: 'Account No.', key: 'account', val: d.account }]
    : [{ label: 'Bank Name', key: 'bank', val: d.bank }, { label: 'Routing Number (ABA)', key: 'routing', val: d.routing },
        { label: 'Account Number', key: 'account', val: d.account }];
  y = kv(sh, 36, y, 540, 170, bank, { h: 19 });
  y = heading(sh, 'F.  AUTHORIZATION', 36, y + 16, 540);
  const consent = ca
    ? 'By signing, each owner consents under PIPEDA to Ledgerline Capital Partners and its funding partners collecting, using and disclosing the personal information above, including obtaining consumer and commercial credit reports, to evaluate this request.'
    : 'Each undersigned owner certifies that the information above is true and complete and authorizes Ledgerline Capital Partners and its funding partners to obtain consumer and business credit reports and to verify any information provided, now and for as long as any funding remains outstanding.';
  y = paragraph(sh, consent, 40, y + 6, 530);
  signatures(sh, m, 40, y + 10, 530, dec(fmtDate(rng, { y: 2025, m: rng.int(8, 11), d: rng.int(1, 28) }, m.country)));
  sh.text('Page 2 of 2', 36, 760, { size: 7, color: '#666' });
}
