// Layout 2, Bluegrass Bridge Funding Group (an ISO): a ruled-line intake with one owner per page. Page 1 holds the
// business (entity as a checkbox row with `Other: ___`, sometimes years in business instead of a start date), the
// request and the premises under the ISO's own letterhead and rep; each owner then has a page of their own (split
// first / MI / last name, guaranty signed with a printed name); the last page lists positions, references and the
// ISO's certification with its own tax ID. Every page's footer repeats `Applicant: <legal name> - page n of N`.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH_US, bizTax, F, money, ownerName, ownerTax, positions, premises, references } from './common.ts';
import { fmtDate, fmtMoney, type DateStyle } from './fmt.ts';
import { makeMerchant, type Merchant, type Owner } from './model.ts';
import type { Sheet } from './sheet.ts';
import type { Layout } from './layout.ts';

const GREEN = '#2f5d50';
const X = 40, W = 532;
const ENTITY_BOXES: [string, string][] = [['C-Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['Sole Prop', 'sole_proprietorship'], ['Other:', '']];

function head(s: Sheet, m: Merchant, title: string): void {
  s.printed(X, 26, 'BLUEGRASS BRIDGE FUNDING GROUP', { key: 'decoy.iso.letterhead' }, { size: 14, bold: true, color: GREEN });
  s.printed(X, 44, '410 W Main St, Suite 12, Lexington, KY 40507  |  (859) 555-0190  |  ISO # BB-2231', { key: 'decoy.iso.address' },
    { size: 6.5, color: '#555' });
  s.text(X, 30, title, { size: 9, bold: true, right: W, color: GREEN });
  s.under(X + 330, 38, 'Funding specialist', 68, 202, m.iso.rep, { key: 'decoy.iso.rep' });
  s.line(X, 58, X + W, 58, 1.4, GREEN);
}

function section(s: Sheet, y: number, t: string): number {
  s.text(X, y, t, { size: 9, bold: true, color: GREEN });
  s.line(X, y + 11, X + W, y + 11, 0.8, GREEN);
  return y + 16;
}

function page1(s: Sheet, m: Merchant, rng: Rng): void {
  head(s, m, 'BUSINESS FUNDING APPLICATION');
  let y = section(s, 66, 'A. BUSINESS PROFILE');
  s.under(X, y, 'Legal business name', 82, W, m.legal, { key: 'legal_name', fields: F.legal(m) });
  y += 18;
  s.under(X, y, 'DBA (if any)', 82, W, m.dbaPrinted, { key: 'trade_name', fields: F.dba(m) });
  y += 20;
  s.text(X, y + 1, 'Entity:', { size: 7.2 });
  const idx = ENTITY_BOXES.findIndex(([, id]) => id === m.entity.id);
  const checked = idx >= 0 ? idx : ENTITY_BOXES.length - 1;
  const xs = s.checks(X + 34, y, ENTITY_BOXES.map((b) => b[0]), checked, { key: 'entity', fields: F.entity(m) }, 'entity');
  const ox = xs[xs.length - 1]! + 38;
  s.line(ox, y + 9, X + W, y + 9, 0.5, '#666');
  if (idx < 0) s.value(ox, y - 3, X + W - ox, 12, rng.pick(m.entity.texts), { key: 'entity_other', fields: F.entity(m) });
  y += 16;
  const tax = bizTax(rng, m, 0.06);
  s.under(X, y, tax.label, 110, 250, tax.text, { key: 'tax_id', fields: tax.fields, label: tax.label });
  if (rng.chance(0.2)) s.under(X + 262, y, 'Years in business', 76, W - 262, `${m.years} years`, { key: 'decoy.years' });
  else s.under(X + 262, y, 'Business start date', 76, W - 262, fmtDate(m.start, rng.pick<DateStyle>(['mdy', 'mdy2', 'long', 'short'])), { key: 'start_date', fields: F.start(m) });
  y += 18;
  s.under(X, y, 'Street', 30, 230, m.street, { key: 'decoy.street' });
  s.under(X + 236, y, 'City', 20, 140, m.city.city, { key: 'decoy.city' });
  s.under(X + 382, y, 'State', 24, 70, m.city.code, { key: 'state', fields: F.state(m) });
  s.under(X + 458, y, 'Zip', 16, W - 458, m.zip, { key: 'decoy.zip' });
  y += 18;
  s.under(X, y, 'Phone', 30, 150, m.phone, { key: 'decoy.biz.phone' });
  s.under(X + 156, y, 'E-mail', 30, 220, m.email, { key: 'decoy.biz.email' });
  s.under(X + 382, y, 'State of formation', 70, W - 382, m.incState, { key: 'decoy.inc_state' });
  y += 18;
  s.under(X, y, 'What does the business do?', 104, 340, m.industryText, { key: 'industry', fields: F.industry(m) });
  s.under(X + 346, y, 'Monthly gross sales', 76, W - 346, fmtMoney(m.monthlySales, 'usd0'), { key: 'decoy.monthly_sales' });
  y = section(s, y + 26, 'B. FUNDING REQUEST');
  s.under(X, y, 'Amount requested', 70, 200, money(m.amount, m, rng), { key: 'amount', fields: F.amount(m) });
  s.under(X + 206, y, 'Use of funds', 50, W - 206, m.uses.map((u) => u[0]).join(' / '), { key: 'decoy.use.text' });
  y += 18;
  s.under(X, y, 'Largest single use', 70, 200, m.uses[0] ? fmtMoney(m.uses[0][1], 'usd0') : null, { key: 'decoy.use.0.amount' });
  s.under(X + 206, y, 'Best time to call', 64, W - 206, rng.pick(['Mornings', 'After 2 pm', 'Any time', 'Weekdays 9-11']), { key: 'decoy.call_time' });
  y = section(s, y + 26, 'C. BUSINESS LOCATION');
  y = premises(s, X, y, W, m, rng);
  s.para(X, y + 6, W, 'Owners of 20% or more each complete an owner page (pages 2 and on). Attach the last four months of business bank statements.', 6.5);
}

function ownerPage(s: Sheet, m: Merchant, rng: Rng, i: number, o: Owner): void {
  head(s, m, `OWNER ${i + 1} OF ${m.owners.length} - PERSONAL GUARANTOR`);
  let y = section(s, 66, `D${i + 1}. OWNER INFORMATION`);
  s.under(X, y, 'First name', 44, 200, o.first, { key: `owner.${i}.first`, fields: F.first(i, o) });
  s.under(X + 206, y, 'MI', 14, 50, o.middle, { key: `decoy.owner.${i}.mi` });
  s.under(X + 262, y, 'Last name', 42, W - 262, o.last, { key: `owner.${i}.last`, fields: F.last(i, o) });
  y += 18;
  s.under(X, y, 'Title', 24, 200, o.title, { key: `owner.${i}.title`, fields: F.role(i, o) });
  s.under(X + 206, y, '% of ownership', 60, 150, rng.chance(0.5) ? `${o.pct}%` : `${o.pct} %`, { key: `owner.${i}.pct`, fields: F.pct(i, o) });
  s.under(X + 362, y, 'Credit score', 50, W - 362, rng.chance(0.55) ? String(o.credit) : null, { key: `owner.${i}.credit`, fields: F.credit(i, o) });
  y += 18;
  const t = ownerTax(rng, i, o, 0.3);
  s.under(X, y, t.label, 50, 200, t.text, { key: `owner.${i}.tax_id`, fields: t.fields, label: t.label });
  s.under(X + 206, y, 'Date of birth', 54, W - 206, fmtDate(o.dob, rng.pick<DateStyle>(['mdy', 'long', 'short'])), { key: `owner.${i}.dob`, fields: F.dob(i, o) });
  y += 18;
  s.under(X, y, 'Home address', 56, W, o.home, { key: `decoy.owner.${i}.home` });
  y += 18;
  s.under(X, y, 'Cell phone', 44, 200, o.phone, { key: `decoy.owner.${i}.phone` });
  s.under(X + 206, y, 'Personal e-mail', 62, W - 206, o.email, { key: `decoy.owner.${i}.email` });
  y += 18;
  s.under(X, y, "Driver's license #", 70, 300, o.licence, { key: `decoy.owner.${i}.licence` });
  s.text(X + 312, y + 5, 'Home:', { size: 7.2 });
  s.checks(X + 340, y + 4, ['Own', 'Rent'], rng.chance(0.6) ? 0 : 1, { key: `decoy.owner.${i}.home_own` }, `home_${i}`);
  y = section(s, y + 30, `E${i + 1}. PERSONAL GUARANTY`);
  y = s.para(X, y, W, 'The undersigned personally and unconditionally guarantees the Merchant\'s performance of every representation, warranty '
    + 'and covenant in any agreement resulting from this application, and authorizes Bluegrass Bridge Funding Group and its funding partners '
    + 'to obtain a consumer credit report on the undersigned now and while any obligation is outstanding.', 6.8) + 18;
  s.line(X, y + 14, X + 200, y + 14);
  s.sign(X, y + 8, 200);
  s.text(X, y + 16, 'Guarantor signature', { size: 5.8, color: '#555' });
  s.under(X + 212, y, 'Print name', 44, 210, ownerName(o, 'fl'), { key: `sign.${i}.name`, fields: F.name(i, o) });
  s.under(X + 430, y, 'Date', 20, W - 430, fmtDate(m.signDate, 'mdy'), { key: `decoy.sign.${i}.date` });
}

function lastPage(s: Sheet, m: Merchant, rng: Rng): void {
  head(s, m, 'POSITIONS, REFERENCES AND AUTHORIZATION');
  let y = section(s, 66, 'F. CURRENT ADVANCES AND LOANS');
  y = positions(s, X, y, W, m, rng);
  y = section(s, y + 6, 'G. BANK AND TRADE REFERENCES');
  y = references(s, X, y, W, m, false);
  y = section(s, y + 6, 'H. MERCHANT AUTHORIZATION');
  y = s.para(X, y, W, AUTH_US, 6.8) + 16;
  const o = m.owners[0]!;
  s.line(X, y + 14, X + 200, y + 14);
  s.sign(X, y + 8, 200);
  s.text(X, y + 16, 'Authorized signer', { size: 5.8, color: '#555' });
  s.under(X + 212, y, 'Print name', 44, 150, ownerName(o, 'fl'), { key: 'sign.0.name', fields: F.name(0, o) });
  s.under(X + 368, y, 'Title', 22, 96, o.title, { key: 'sign.0.title', fields: F.role(0, o) });
  s.under(X + 470, y, 'Date', 20, W - 470, fmtDate(m.signDate, 'mdy'), { key: 'decoy.sign.merchant_date' });
  y = section(s, y + 40, 'I. ISO CERTIFICATION (office use)');
  s.under(X, y, 'Submitting ISO', 60, 260, m.iso.name, { key: 'decoy.iso.name' });
  s.under(X + 266, y, 'ISO tax ID', 44, W - 266, m.iso.ein, { key: 'decoy.iso.ein' });
  y += 18;
  s.under(X, y, 'ISO rep', 34, 260, m.iso.rep, { key: 'decoy.iso.rep2' });
  s.under(X + 266, y, 'Rep phone', 44, W - 266, m.iso.phone, { key: 'decoy.iso.phone' });
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  s.addPage();
  page1(s, m, rng);
  for (const [i, o] of m.owners.entries()) { s.addPage(); ownerPage(s, m, rng, i, o); }
  s.addPage();
  lastPage(s, m, rng);
  s.eachPage((p, n) => {
    s.line(X, 762, X + W, 762, 0.5, '#999');
    s.text(X, 768, 'Applicant:', { size: 7 });
    s.value(X + 38, 765, 200, 12, m.legal, { key: 'legal_name', fields: F.legal(m) });
    s.text(X + 242, 768, `- page ${p} of ${n}`, { size: 7 });
    s.text(X, 768, 'BBFG-APP 2025.2', { size: 6, right: W, color: '#777' });
  });
}

export const BLUEGRASS: Layout = {
  name: 'bluegrass_bridge_owner_pages',
  broker: 'Bluegrass Bridge Funding Group',
  font: 'Courier',
  merchant: (rng) => makeMerchant(rng, 'US', 3),
  draw,
};
