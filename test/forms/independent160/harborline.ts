// Layout 1, Harborline Capital Funding (a funder): a 4-5 page boxed application. Page 1 opens with an office-use
// summary box restating the legal name and the requested amount beside the ISO that sent it; the business grid,
// the request and premises, the existing positions, the owners, the references, the ISO and the signatures follow.
// Pages 2 and on carry `Applicant: <legal name> - page n of N` in the footer.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH_US, bizTax, F, money, ownerName, ownerTax, positions, premises, references, signatures, type NameStyle } from './common.ts';
import { fmtDate, fmtMoney, type DateStyle } from './fmt.ts';
import { makeMerchant, type Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';
import type { Layout } from './layout.ts';

const NAVY = '#16365c';
const X = 36, W = 540;

function letterhead(s: Sheet): void {
  s.text(X, 28, 'HARBORLINE CAPITAL FUNDING', { size: 17, bold: true, color: NAVY });
  s.text(X, 34, 'Merchant Cash Advance Application', { size: 9, right: W, color: NAVY });
  s.printed(X, 50, '1200 Atlantic Ave, Suite 400, Boston, MA 02110  |  (617) 555-0142  |  underwriting@harborlinecap.com',
    { key: 'decoy.funder.address' }, { size: 6.5, color: '#555' });
  s.line(X, 60, X + W, 60, 1.2, NAVY);
}

function business(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  s.bar(X, y, W, '1. BUSINESS INFORMATION', NAVY);
  y += 16;
  s.cell(X, y, 330, 24, 'Business legal name (as shown on tax return)', m.legal, { key: 'legal_name', fields: F.legal(m) });
  s.cell(X + 330, y, 210, 24, 'DBA / trade name', m.dbaPrinted, { key: 'trade_name', fields: F.dba(m) });
  y += 24;
  const tax = bizTax(rng, m, 0.08);
  const startStyle = rng.pick<DateStyle>(['mdy', 'mdy2', 'long', 'short', 'iso']);
  s.cell(X, y, 130, 24, 'Legal entity type', rng.chance(0.95) ? rng.pick(m.entity.texts) : null, { key: 'entity', fields: F.entity(m) });
  s.cell(X + 130, y, 140, 24, tax.label, tax.text, { key: 'tax_id', fields: tax.fields, label: tax.label });
  s.cell(X + 270, y, 130, 24, 'Date business started', rng.chance(0.92) ? fmtDate(m.start, startStyle) : null, { key: 'start_date', fields: F.start(m) });
  s.cell(X + 400, y, 140, 24, 'State of incorporation', m.incState, { key: 'decoy.inc_state' });
  y += 24;
  s.cell(X, y, 270, 24, 'Business street address (no P.O. boxes)', m.street, { key: 'decoy.street' });
  s.cell(X + 270, y, 120, 24, 'City', m.city.city, { key: 'decoy.city' });
  s.cell(X + 390, y, 60, 24, 'State', rng.chance(0.2) ? m.city.name : m.city.code, { key: 'state', fields: F.state(m) });
  s.cell(X + 450, y, 90, 24, 'ZIP', m.zip, { key: 'decoy.zip' });
  y += 24;
  s.cell(X, y, 130, 24, 'Business phone', m.phone, { key: 'decoy.biz.phone' });
  s.cell(X + 130, y, 200, 24, 'Business e-mail', m.email, { key: 'decoy.biz.email' });
  s.cell(X + 330, y, 210, 24, 'Website', m.website, { key: 'decoy.biz.web' });
  y += 24;
  s.cell(X, y, 240, 24, 'Type of business / products sold', rng.chance(0.95) ? m.industryText : null, { key: 'industry', fields: F.industry(m) });
  s.cell(X + 240, y, 80, 24, '# of employees', String(m.employees), { key: 'decoy.employees' });
  s.cell(X + 320, y, 110, 24, 'Average monthly sales', fmtMoney(m.monthlySales, 'usd0'), { key: 'decoy.monthly_sales' });
  s.cell(X + 430, y, 110, 24, 'Gross annual revenue', fmtMoney(m.annualRevenue, 'usd0'), { key: 'decoy.annual_revenue' });
  return y + 30;
}

function owners(s: Sheet, m: Merchant, rng: Rng, y: number, style: NameStyle): number {
  s.bar(X, y, W, '5. OWNERS / PERSONAL GUARANTORS (all owners of 20% or more)', NAVY);
  y += 16;
  const credit = rng.chance(0.6), dobStyle = rng.pick<DateStyle>(['mdy', 'long', 'iso']);
  for (const [i, o] of m.owners.entries()) {
    s.text(X, y + 1, `Owner ${i + 1}`, { size: 7, bold: true, color: NAVY });
    y += 10;
    s.cell(X, y, 200, 24, style === 'lf' ? 'Name (last, first, middle initial)' : 'Full name (first, middle initial, last)', ownerName(o, style), { key: `owner.${i}.name`, fields: F.name(i, o) });
    s.cell(X + 200, y, 110, 24, 'Title', o.title, { key: `owner.${i}.title`, fields: F.role(i, o) });
    s.cell(X + 310, y, 70, 24, 'Ownership %', rng.chance(0.6) ? `${o.pct}%` : String(o.pct), { key: `owner.${i}.pct`, fields: F.pct(i, o) });
    s.cell(X + 380, y, 70, 24, 'Credit score (est.)', credit ? String(o.credit) : null, { key: `owner.${i}.credit`, fields: F.credit(i, o) });
    s.cell(X + 450, y, 90, 24, 'Date of birth', fmtDate(o.dob, dobStyle), { key: `owner.${i}.dob`, fields: F.dob(i, o) });
    y += 24;
    const t = ownerTax(rng, i, o, 0.25);
    s.cell(X, y, 110, 24, t.label, t.text, { key: `owner.${i}.tax_id`, fields: t.fields, label: t.label });
    s.cell(X + 110, y, 300, 24, 'Home address', o.home, { key: `decoy.owner.${i}.home` });
    s.cell(X + 410, y, 130, 24, 'Cell phone', o.phone, { key: `decoy.owner.${i}.phone` });
    y += 30;
  }
  return y;
}

function iso(s: Sheet, m: Merchant, y: number): number {
  s.bar(X, y, W, '7. ISO / BROKER INFORMATION (completed by the submitting office)', NAVY);
  y += 16;
  s.cell(X, y, 200, 24, 'ISO company', m.iso.name, { key: 'decoy.iso.name' });
  s.cell(X + 200, y, 130, 24, 'ISO representative', m.iso.rep, { key: 'decoy.iso.rep' });
  s.cell(X + 330, y, 100, 24, 'ISO phone', m.iso.phone, { key: 'decoy.iso.phone' });
  s.cell(X + 430, y, 110, 24, 'ISO tax ID (EIN)', m.iso.ein, { key: 'decoy.iso.ein' });
  y += 24;
  s.cell(X, y, 330, 24, 'ISO e-mail for funding correspondence', m.iso.email, { key: 'decoy.iso.email' });
  s.cell(X + 330, y, 210, 24, 'Date submitted', fmtDate(m.submitted, 'mdy'), { key: 'decoy.iso.date' });
  return y + 32;
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const style: NameStyle = rng.chance(0.7) ? 'fl' : 'lf';
  const five = m.owners.length >= 3;
  s.addPage();
  letterhead(s);
  s.rect(X, 68, W, 66, { fill: '#eef2f8', stroke: NAVY, width: 1 });
  s.text(X + 6, 72, 'APPLICATION SUMMARY  (office use: must agree with the detail pages)', { size: 7.5, bold: true, color: NAVY });
  s.cell(X + 6, 84, 290, 22, 'Applicant (legal name)', m.legal, { key: 'legal_name', fields: F.legal(m) });
  s.cell(X + 296, 84, 120, 22, 'Amount requested', money(m.amount, m, rng), { key: 'amount', fields: F.amount(m) });
  s.cell(X + 416, 84, 118, 22, 'Date received', fmtDate(m.submitted, 'mdy'), { key: 'decoy.summary.received' });
  s.cell(X + 6, 106, 290, 22, 'Submitting ISO', m.iso.name, { key: 'decoy.summary.iso' });
  s.cell(X + 296, 106, 120, 22, 'ISO representative', m.iso.rep, { key: 'decoy.summary.rep' });
  s.cell(X + 416, 106, 118, 22, 'Deal #', `HC-${rng.digits(6)}`, { key: 'decoy.summary.deal' });
  let y = business(s, m, rng, 144);
  s.para(X, y, W, 'All sections must be completed. Incomplete applications delay funding. Continue on page 2.', 6.5);

  s.addPage();
  y = 36;
  s.bar(X, y, W, '2. FUNDING REQUEST', NAVY);
  y += 16;
  s.cell(X, y, 150, 24, 'Amount requested', money(m.amount, m, rng), { key: 'amount', fields: F.amount(m) });
  s.cell(X + 150, y, 390, 24, 'Use of funds (describe)', m.uses.map((u) => u[0]).join(', '), { key: 'decoy.use.text' });
  y += 24;
  for (const [i, [u, v]] of m.uses.entries()) {
    s.cell(X + i * 180, y, 110, 22, `Use ${i + 1}`, u, { key: `decoy.use.${i}.name` });
    s.cell(X + i * 180 + 110, y, 70, 22, 'Amount', fmtMoney(v, 'usd0'), { key: `decoy.use.${i}.amount` });
  }
  y += 34;
  s.bar(X, y, W, '3. BUSINESS PREMISES', NAVY);
  y = premises(s, X, y + 18, W, m, rng) + 8;
  s.bar(X, y, W, '4. EXISTING ADVANCES, LOANS AND POSITIONS (list all open balances)', NAVY);
  y = positions(s, X, y + 16, W, m, rng) + 10;
  s.para(X, y, W, 'Stacking disclosure: the Applicant confirms that the positions above are all the receivable purchases, loans and advances '
    + 'outstanding today, and will not take another position while this advance is open without written consent.', 6.3);

  s.addPage();
  y = owners(s, m, rng, 36, style);
  if (five) { s.addPage(); y = 36; }
  s.bar(X, y, W, '6. BANK AND TRADE REFERENCES', NAVY);
  y = references(s, X, y + 16, W, m, false);
  if (!five) { s.addPage(); y = 36; }
  y = iso(s, m, y + 6);
  if (five) { s.addPage(); y = 36; }
  s.bar(X, y, W, '8. AUTHORIZATION AND SIGNATURES', NAVY);
  y = s.para(X, y + 18, W, AUTH_US, 6.8) + 8;
  signatures(s, X, y, W, m, rng.chance(0.5) ? style : 'fl', 'mdy');

  s.eachPage((p, n) => {
    s.line(X, 760, X + W, 760, 0.5, NAVY);
    s.text(X, 765, 'Harborline Capital Funding  |  Form HC-APP-7 (rev. 03/2025)', { size: 6.2, color: '#555' });
    if (p === 1) return;
    s.text(X + 290, 765, 'Applicant:', { size: 6.5, color: '#333' });
    s.value(X + 324, 762, 150, 12, m.legal, { key: 'legal_name', fields: F.legal(m) });
    s.text(X, 765, `- page ${p} of ${n}`, { size: 6.5, right: W, color: '#333' });
  });
}

export const HARBORLINE: Layout = {
  name: 'harborline_capital_full',
  broker: 'Harborline Capital Funding',
  font: 'Helvetica',
  merchant: (rng) => makeMerchant(rng, 'US', 4),
  draw,
};
