// Northern Lights Merchant Services (Canada, ON): the merchant's two-page application first (Operating Name (O/A),
// Business Number with its RC program account, province, an owners' table with SIN, a PIPEDA consent with signatures),
// then the broker's deal-submission cover sheet last.
import type { Rng } from '../../statements/generator/prng.ts';
import { ownerName, type Merchant } from './data.ts';
import { cell, entityRow } from './keystone.ts';
import { coverSheet, deal, type Broker, type Shows } from './pages.ts';
import type { Pen } from './pen.ts';

export const NORTHERN: Broker = { name: 'Northern Lights Merchant Services', domain: 'northernlightsms.ca', address: '181 Bay Street, Suite 1800, Toronto, ON M5J 2T3', iso: 'NLMS-3306', country: 'CA' };

const cad = (n: number, style: number): string => {
  const s = n.toLocaleString('en-CA');
  return style === 0 ? `CAD ${s}` : style === 1 ? `$${s} CAD` : `$${s}`;
};

function band(pen: Pen, t: string, y: number): number {
  pen.text(t, 36, y, { size: 10, bold: true, color: '#7a1020' });
  pen.line(36, y + 13, 576, y + 13, 0.8, '#7a1020');
  return y + 18;
}

export function northern(pen: Pen, m: Merchant, rng: Rng): Shows {
  const cs = rng.int(0, 2);
  pen.text('NORTHERN LIGHTS', 36, 30, { size: 18, bold: true, color: '#7a1020' });
  pen.text('MERCHANT SERVICES', 36, 50, { size: 9, bold: true, color: '#7a1020' });
  pen.text('Business Financing Application / Demande de financement', 300, 34, { size: 9, bold: true, width: 276, align: 'right' });
  pen.text(`Broker: ${NORTHERN.iso}`, 300, 48, { size: 8, width: 276, align: 'right' });
  let y = band(pen, '1. Business', 72);
  let v = cell(pen, 'Legal Name of Business', 36, y, 300); pen.value('legal_name', m.legal, ...v, { field: 'application.legal_name' });
  v = cell(pen, 'Operating Name (O/A)', 336, y, 240); pen.value('oa_name', m.dbaPrinted, ...v, m.dba ? { field: 'application.trade_name' } : {});
  y += 24;
  pen.box(36, y, 540, 20, 0.5);
  pen.text('Legal structure', 40, y + 7, { size: 6 });
  entityRow(pen, m, ['Corporation', 'Sole Proprietorship', 'Partnership'], 100, y + 6);
  y += 20;
  v = cell(pen, 'Business Number (BN) incl. program account', 36, y, 180); pen.value('bn', m.taxPrinted, ...v, { field: 'application.business_tax_id' });
  v = cell(pen, 'Jurisdiction of Incorporation', 216, y, 120); pen.value('jurisdiction', m.stateOfInc, ...v, { decoy: true });
  v = cell(pen, 'Date Established', 336, y, 100); pen.value('start', m.start?.text ?? '', ...v, m.start ? { field: 'application.business_start_date' } : {});
  v = cell(pen, 'Nature of Business', 436, y, 140); pen.value('industry', m.industryPrinted, ...v, m.industryId ? { field: 'application.industry' } : {});
  y += 24;
  v = cell(pen, 'Street Address', 36, y, 220); pen.value('street', m.street, ...v);
  v = cell(pen, 'City', 256, y, 130); pen.value('city', m.city, ...v);
  v = cell(pen, 'Province', 386, y, 80); pen.value('province', m.state, ...v, { field: 'application.state_region' });
  v = cell(pen, 'Postal Code', 466, y, 110); pen.value('postal', m.zip, ...v);
  y += 24;
  v = cell(pen, 'Telephone', 36, y, 140); pen.value('phone', m.phone, ...v);
  v = cell(pen, 'E-mail', 176, y, 200); pen.value('email', m.email, ...v);
  v = cell(pen, 'No. of Employees', 376, y, 90); pen.value('employees', String(m.employees), ...v);
  v = cell(pen, 'Monthly Rent / Mortgage', 466, y, 110); pen.value('rent_amt', cad(m.rent, cs), ...v, { decoy: true });
  y = band(pen, '2. Financing requested', y + 34);
  v = cell(pen, 'Amount Requested', 36, y, 150); pen.value('requested', m.requested ? cad(m.requested, cs) : '', ...v, m.requested ? { field: 'application.requested_amount' } : {});
  v = cell(pen, 'Purpose', 186, y, 150); pen.value('use', m.useOfFunds, ...v);
  v = cell(pen, 'Average Monthly Revenue', 336, y, 120); pen.value('monthly', cad(m.monthlySales, cs), ...v, { decoy: true });
  v = cell(pen, 'Annual Revenue', 456, y, 120); pen.value('annual', cad(m.annualRevenue, cs), ...v, { decoy: true });
  y = band(pen, '3. Banking', y + 34);
  v = cell(pen, 'Financial Institution', 36, y, 200); pen.value('bank', m.bank, ...v, { decoy: true });
  v = cell(pen, 'Transit-Institution No.', 236, y, 140); pen.value('transit', m.routing, ...v, { decoy: true });
  v = cell(pen, 'Account No.', 376, y, 200); pen.value('account', m.account, ...v, { decoy: true });
  y += 24;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    v = cell(pen, `Existing financing ${i + 1} (lender)`, 36, y, 240); pen.value(`funder${i}`, f?.name ?? '', ...v, { decoy: true });
    v = cell(pen, 'Balance owing', 276, y, 150); pen.value(`funder${i}_bal`, f ? cad(f.balance, cs) : '', ...v, { decoy: true });
    v = cell(pen, 'Payment', 426, y, 150); pen.value(`funder${i}_pay`, f ? cad(f.payment, cs) : '', ...v, { decoy: true });
    y += 24;
  }
  y = band(pen, '4. Landlord & references', y + 10);
  v = cell(pen, 'Landlord', 36, y, 270); pen.value('landlord', m.landlord, ...v, { decoy: true });
  v = cell(pen, 'Landlord telephone', 306, y, 270); pen.value('landlord_phone', m.landlordPhone, ...v, { decoy: true });
  y += 24;
  for (const [i, r] of m.refs.entries()) {
    v = cell(pen, `Supplier reference ${i + 1}`, 36, y, 270); pen.value(`ref${i}`, r.name, ...v, { decoy: true });
    v = cell(pen, 'Telephone', 306, y, 270); pen.value(`ref${i}_phone`, r.phone, ...v, { decoy: true });
    y += 24;
  }
  pen.text('Page 1 of 2', 36, 738, { size: 7, width: 540, align: 'right' });
  pen.newPage();
  y = band(pen, '5. Principals (all owners of 20% or more)', 40);
  const cols: [string, number][] = [['Name', 160], ['Title', 90], ['% Owned', 55], ['SIN', 95], ['Date of Birth', 140]];
  let x = 36;
  for (const [h, w] of cols) { pen.box(x, y, w, 16, 0.5, '#f1e4e6'); pen.text(h, x + 3, y + 5, { size: 7, bold: true }); x += w; }
  y += 16;
  const nameStyle = rng.int(0, 1);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const p = `application.applicants[${i}]`;
    const texts: [string, string, string | undefined][] = [
      ['name', o ? ownerName(o, nameStyle) : '', o ? `${p}.first_name` : undefined], ['title', o?.title ?? '', o ? `${p}.role` : undefined],
      ['pct', o ? `${o.pct}%` : '', o ? `${p}.ownership` : undefined], ['sin', o?.taxPrinted ?? '', o?.taxDigits ? `${p}.tax_id` : undefined],
      ['dob', o?.dob?.text ?? '', o?.dob ? `${p}.date_of_birth` : undefined]];
    x = 36;
    for (const [j, [k, t, f]] of texts.entries()) {
      const w = cols[j]![1];
      pen.box(x, y, w, 20, 0.5);
      pen.value(`p${i}_${k}`, t, x + 4, y + 6, w - 8, f ? { field: f } : {});
      x += w;
    }
    y += 20;
  }
  y += 10;
  pen.text('Home addresses of principals', 36, y, { size: 8, bold: true }); y += 12;
  for (const [i, o] of m.owners.entries()) {
    v = cell(pen, `Principal ${i + 1} home address`, 36, y, 380, 22); pen.value(`p${i}_home`, o.home, ...v, { decoy: true });
    v = cell(pen, 'Cell', 416, y, 160, 22); pen.value(`p${i}_cell`, o.phone, ...v, { decoy: true });
    y += 22;
  }
  y = band(pen, '6. Consent (PIPEDA)', y + 14);
  pen.text('The applicant and each principal consent to Northern Lights Merchant Services and its lending partners collecting, using and '
    + 'disclosing their personal information, including credit reports from Equifax and TransUnion, to assess this application, in '
    + 'accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA). Each principal certifies that the '
    + 'information provided is complete and accurate.', 36, y, { size: 7.5, width: 540 });
  y += 52;
  for (const [i, o] of m.owners.entries()) {
    const cx = 36 + (i % 2) * 280, cy = y + Math.floor(i / 2) * 56;
    pen.signature(cx, cy, 200);
    pen.text(`Principal ${i + 1}: ${ownerName(o, 0)}`, cx, cy + 18, { size: 7 });
    pen.text(`Date: 2026-03-${String(rng.int(1, 28)).padStart(2, '0')}`, cx + 200, cy + 8, { size: 7 });
  }
  pen.text('Page 2 of 2', 36, 738, { size: 7, width: 540, align: 'right' });
  pen.newPage();
  coverSheet(pen, m, NORTHERN, deal(rng, m, NORTHERN), rng);
  return { dob: true, credit: false, payments: false, start: true };
}
