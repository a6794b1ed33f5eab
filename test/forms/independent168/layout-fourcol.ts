// Layout "maple": Maple & Meridian Merchant Funding, a mostly Canadian funder whose form is a four-column grid
// (label | value | label | value) with checkbox rows, the owners transposed as "Principal" columns, then banking,
// existing advances, references and the ISO on page 2, and a PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './sheet.ts';
import { dec, type Model } from './model.ts';
import { fmtDate } from './formats.ts';
import { decoyTable, entityChecks, heading, kv, ownerRows, ownersTransposed, paragraph, signatures, type Row } from './tables.ts';

export function drawMaple(sh: Sheet, m: Model, rng: Rng): void {
  const ca = m.country === 'CA';
  const d = m.decoys;
  sh.typedFont = rng.pick(['Helvetica', 'Courier']);
  sh.newPage();
  sh.rect(36, 30, 8, 40, '#8c1c13');
  sh.text('Maple & Meridian', 52, 30, { size: 18, bold: true, color: '#8c1c13' });
  sh.text(`MERCHANT FUNDING  -  ${ca ? 'Application for Business Financing / Demande de financement' : 'Business Funding Application'}`, 52, 52, { size: 8.5 });
  sh.text(ca ? 'Toronto  |  Calgary  |  Halifax' : 'Buffalo  |  Detroit', 440, 34, { size: 7.5, color: '#555' });
  let y = heading(sh, ca ? 'SECTION 1 - BUSINESS / ENTREPRISE' : 'SECTION 1 - BUSINESS', 36, 82, 540, '#f0d9d6');
  const country = { text: ca ? 'Canada' : rng.pick(['USA', 'United States']), fields: { 'application.country': ca ? 'Canada' : 'United States' } };
  const start: Row = m.start ? { label: ca ? 'Date of Incorporation' : 'Business Start Date', key: 'start', val: m.start }
    : { label: 'Years in Business', key: 'years', plain: m.years };
  const rows: Row[] = [
    { label: ca ? 'Legal Name (Dénomination)' : 'Legal Business Name', key: 'legal', val: m.legal, wide: true },
    { label: ca ? 'Operating Name (O/A)' : 'DBA Name', key: 'dba', val: m.dba, wide: true },
    { label: m.taxLabel, key: 'tax_id', val: m.taxId }, start,
    { label: 'Business Structure', key: 'entity', checks: entityChecks(m, (xs) => rng.pick(xs)), wide: true },
    { label: 'Street Address', key: 'street', plain: m.street }, { label: 'City', key: 'city', plain: m.city },
    { label: ca ? 'Province' : 'State', key: 'state', val: m.stateVal }, { label: ca ? 'Postal Code' : 'ZIP Code', key: 'zip', plain: m.zip },
    { label: 'Country', key: 'country', val: rng.chance(0.6) ? country : null },
    { label: ca ? 'Incorporated in' : 'State of Incorporation', key: 'state_of_inc', val: d.stateOfInc },
    { label: 'Business Phone', key: 'phone', plain: m.phone }, { label: 'E-mail', key: 'email', plain: m.email },
    { label: 'Nature of Business', key: 'industry', val: m.industry, wide: true },
    { label: 'Premises', key: 'premises', checks: { options: ['Own', 'Rent', 'Home-based'], checked: rng.int(0, 2), fields: null } },
    { label: 'Years at Location', key: 'years_loc', plain: String(rng.int(1, 15)) },
    { label: 'Landlord', key: 'landlord', val: d.landlord }, { label: 'Landlord Phone', key: 'landlord_phone', val: d.landlordPhone },
  ];
  y = kv(sh, 36, y, 540, 92, rows, { pairs: 2, h: 20, shade: '#f8eeec' });
  y = heading(sh, ca ? 'SECTION 2 - FINANCING REQUEST / DEMANDE' : 'SECTION 2 - FUNDING REQUEST', 36, y + 12, 540, '#f0d9d6');
  y = kv(sh, 36, y, 540, 92, [
    { label: 'Amount Requested', key: 'amount', val: m.amount }, { label: 'Use of Funds', key: 'use', plain: m.useOfFunds },
    { label: 'Monthly Card Sales', key: 'card_sales', val: d.monthlySales }, { label: 'Annual Revenue', key: 'annual', val: d.annualRevenue },
  ], { pairs: 2, h: 20, shade: '#f8eeec' });
  y = heading(sh, ca ? 'SECTION 3 - PRINCIPALS / DIRIGEANTS' : 'SECTION 3 - PRINCIPALS', 36, y + 12, 540, '#f0d9d6');
  const cols = Math.max(m.owners.length, rng.pick([2, 3, 4]));
  ownersTransposed(sh, m, 36, y, 540, cols, ownerRows(m, false), { labelW: 76, h: 21, head: (i) => `Principal ${i + 1}` });
  sh.text('Page 1 of 2', 36, 760, { size: 7, color: '#666' });

  sh.newPage();
  y = heading(sh, ca ? 'SECTION 4 - BANKING / RENSEIGNEMENTS BANCAIRES' : 'SECTION 4 - BANKING', 36, 40, 540, '#f0d9d6');
  y = kv(sh, 36, y, 540, 92, ca
    ? [{ label: 'Institution', key: 'bank', val: d.bank }, { label: 'Institution No.', key: 'institution', val: d.institution },
        { label: 'Transit No.', key: 'transit', val: d.transit }, { label: 'Account No.', key: 'account', val: d.account }]
    : [{ label: 'Bank', key: 'bank', val: d.bank }, { label: 'ABA Routing', key: 'routing', val: d.routing },
        { label: 'Account No.', key: 'account', val: d.account }], { pairs: 2, h: 20, shade: '#f8eeec' });
  y = heading(sh, 'SECTION 5 - CURRENT FINANCING / ADVANCES', 36, y + 12, 540, '#f0d9d6');
  y = decoyTable(sh, 36, y, [['Funder', 220], ['Balance Owing', 160], ['Payment', 160]], d.funders.map((f) => [f.name, f.balance, f.payment]), 'funder');
  y = heading(sh, 'SECTION 6 - TRADE REFERENCES', 36, y + 12, 540, '#f0d9d6');
  y = decoyTable(sh, 36, y, [['Supplier', 320], ['Telephone', 220]], d.refs.map((r) => [r.name, r.phone]), 'reference');
  y = heading(sh, 'SECTION 7 - BROKER / ISO', 36, y + 12, 540, '#f0d9d6');
  y = kv(sh, 36, y, 540, 92, [{ label: 'ISO Company', key: 'iso_shop', val: d.iso.shop }, { label: 'ISO Rep', key: 'iso_rep', val: d.iso.rep },
    { label: 'ISO ID', key: 'iso_id', val: d.iso.id }], { pairs: 2, h: 20, shade: '#f8eeec' });
  y = heading(sh, ca ? 'SECTION 8 - CONSENT (PIPEDA)' : 'SECTION 8 - AUTHORIZATION', 36, y + 12, 540, '#f0d9d6');
  const text = ca
    ? 'Each principal consents, under the Personal Information Protection and Electronic Documents Act (PIPEDA), to Maple & Meridian Merchant Funding collecting, using and disclosing the information in this application, including credit bureau reports, to assess and administer the financing requested.'
    : 'Each principal authorizes Maple & Meridian Merchant Funding to obtain credit reports and verify the information in this application, and certifies that it is true and complete.';
  y = paragraph(sh, text, 40, y + 6, 530);
  signatures(sh, m, 40, y + 6, 530, dec(fmtDate(rng, { y: 2025, m: rng.int(8, 11), d: rng.int(1, 28) }, m.country)));
  sh.text('Page 2 of 2', 36, 760, { size: 7, color: '#666' });
}
