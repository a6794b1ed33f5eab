// Layout 4, Keystone Ledger Advance (a funder): a serif term-request form of `Label: ____` lines. Page 1 opens with
// the requested terms (price, remittance, number and frequency of payments) beside the ISO's submission box (its own
// EIN, rep and points), then the business; principals follow two per page (`Last, First`, FICO, emergency contact);
// then obligations, premises and references; last the agreement, signatures and a filled `funder use only` box
// whose approved amount and payment differ from the request. Each page's header repeats the applicant's legal name.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH_US, bizTax, F, freqText, money, ownerName, ownerTax, positions, premises, references, signatures } from './common.ts';
import { FIRST, LAST } from './data.ts';
import { fmtDate, fmtMoney, phone, type DateStyle } from './fmt.ts';
import { makeMerchant, type Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';
import type { Layout } from './layout.ts';

const GREEN = '#1f4d2b';
const X = 44, W = 524, HALF = 256;

function title(s: Sheet, y: number, t: string): number {
  s.text(X, y, t, { size: 10, bold: true, font: 'Times-Bold', color: GREEN });
  s.line(X, y + 12, X + W, y + 12, 0.7, GREEN);
  return y + 17;
}

function page1(s: Sheet, m: Merchant, rng: Rng): void {
  s.text(X, 30, 'KEYSTONE LEDGER ADVANCE', { size: 18, font: 'Times-Bold', color: GREEN });
  s.text(X, 50, 'Purchase of Future Receivables - Merchant Application', { size: 9, font: 'Times-Italic' });
  s.printed(X, 52, '88 Penn Square, Lancaster, PA 17603  |  (717) 555-0133', { key: 'decoy.funder.address' }, { size: 7, right: W, color: '#555' });
  let y = title(s, 70, 'REQUESTED TERMS');
  s.rect(X, y - 2, HALF, 78, { stroke: GREEN, width: 0.8 });
  s.under(X + 4, y, 'Purchase price requested:', 104, HALF - 8, money(m.amount, m, rng), { key: 'amount', fields: F.amount(m) });
  s.under(X + 4, y + 18, 'Payment frequency:', 104, HALF - 8, freqText(m, rng), { key: 'frequency', fields: F.freq(m) });
  const terms = rng.chance(0.8);
  s.under(X + 4, y + 36, 'Requested remittance:', 104, HALF - 8, terms ? fmtMoney(m.payment, rng.pick(['usd', 'plain'] as const)) : null, { key: 'payment', fields: F.payment(m) });
  s.under(X + 4, y + 54, 'Number of remittances:', 104, HALF - 8, terms ? String(m.nPayments) : null, { key: 'n_payments', fields: F.nPayments(m) });
  const bx = X + HALF + 12, bw = W - HALF - 12;
  s.rect(bx, y - 2, bw, 78, { fill: '#eef3ee', stroke: GREEN, width: 0.8 });
  s.text(bx + 4, y + 1, 'ISO SUBMISSION', { size: 7, bold: true, color: GREEN });
  s.under(bx + 4, y + 8, 'ISO:', 30, bw - 8, m.iso.name, { key: 'decoy.iso.name' });
  s.under(bx + 4, y + 24, 'ISO Tax ID:', 46, bw - 8, `${m.iso.ein.slice(0, 2)}-${m.iso.ein.slice(2)}`, { key: 'decoy.iso.ein' });
  s.under(bx + 4, y + 40, 'Rep:', 30, bw / 2, m.iso.rep, { key: 'decoy.iso.rep' });
  s.under(bx + bw / 2 + 4, y + 40, 'Points:', 30, bw / 2 - 8, `${rng.int(4, 12)} pts`, { key: 'decoy.iso.points' });
  s.under(bx + 4, y + 56, 'Rep phone:', 46, bw - 8, m.iso.phone, { key: 'decoy.iso.phone' });
  y = title(s, y + 90, 'BUSINESS');
  const row = (l: [string, number, string | null, string, Record<string, string | number | null>?, string?], r?: typeof l): void => {
    s.under(X, y, l[0], l[1], HALF, l[2], { key: l[3], ...(l[4] ? { fields: l[4] } : {}), ...(l[5] ? { label: l[5] } : {}) });
    if (r) s.under(X + HALF + 12, y, r[0], r[1], W - HALF - 12, r[2], { key: r[3], ...(r[4] ? { fields: r[4] } : {}), ...(r[5] ? { label: r[5] } : {}) });
    y += 19;
  };
  const tax = bizTax(rng, m, 0.08);
  s.under(X, y, 'Legal Name:', 54, W, m.legal, { key: 'legal_name', fields: F.legal(m) });
  y += 19;
  row(['d/b/a:', 30, m.dbaPrinted, 'trade_name', F.dba(m)], ['Entity type:', 54, rng.chance(0.93) ? rng.pick(m.entity.texts) : null, 'entity', F.entity(m)]);
  row([`${tax.label}:`, 76, tax.text, 'tax_id', tax.fields, tax.label],
    ['Date established:', 74, rng.chance(0.9) ? fmtDate(m.start, rng.pick<DateStyle>(['long', 'mdy2', 'short', 'mdy'])) : null, 'start_date', F.start(m)]);
  s.under(X, y, 'Nature of business:', 84, W, m.industryText, { key: 'industry', fields: F.industry(m) });
  y += 19;
  row(['Street:', 34, m.street, 'decoy.street'], ['City/State/Zip:', 66, `${m.city.city}, ${m.city.code} ${m.zip}`, 'state', F.state(m)]);
  row(['Phone:', 34, m.phone, 'decoy.biz.phone'], ['State of registration:', 90, m.incState, 'decoy.inc_state']);
  row(['Monthly revenue:', 74, fmtMoney(m.monthlySales, 'usd'), 'decoy.monthly_sales'], ['Website:', 40, m.website, 'decoy.biz.web']);
  y = title(s, y + 8, 'USE OF PROCEEDS');
  for (const [i, [u, v]] of m.uses.entries()) row([`${i + 1}.`, 14, u, `decoy.use.${i}.name`], ['Amount:', 40, fmtMoney(v, 'usd'), `decoy.use.${i}.amount`]);
}

function principals(s: Sheet, m: Merchant, rng: Rng, from: number): void {
  let y = title(s, 40, 'PRINCIPALS / GUARANTORS');
  const dob = rng.pick<DateStyle>(['mdy', 'long', 'short']);
  for (const i of [from, from + 1]) {
    const o = m.owners[i];
    if (!o) return;
    s.text(X, y + 2, `PRINCIPAL #${i + 1}`, { size: 8.5, font: 'Times-Bold', color: GREEN });
    y += 14;
    const t = ownerTax(rng, i, o, 0.2);
    s.under(X, y, 'Name (Last, First):', 80, W, ownerName(o, 'lf'), { key: `owner.${i}.name`, fields: F.name(i, o) });
    y += 19;
    s.under(X, y, 'Title:', 28, HALF, o.title, { key: `owner.${i}.title`, fields: F.role(i, o) });
    s.under(X + HALF + 12, y, 'Ownership:', 48, W - HALF - 12, `${o.pct}%`, { key: `owner.${i}.pct`, fields: F.pct(i, o) });
    y += 19;
    s.under(X, y, `${t.label}:`, 44, HALF, t.text, { key: `owner.${i}.tax_id`, fields: t.fields, label: t.label });
    s.under(X + HALF + 12, y, 'DOB:', 26, W - HALF - 12, fmtDate(o.dob, dob), { key: `owner.${i}.dob`, fields: F.dob(i, o) });
    y += 19;
    s.under(X, y, 'FICO:', 28, HALF, rng.chance(0.8) ? String(o.credit) : null, { key: `owner.${i}.credit`, fields: F.credit(i, o) });
    s.under(X + HALF + 12, y, 'Cell:', 26, W - HALF - 12, o.phone, { key: `decoy.owner.${i}.phone` });
    y += 19;
    s.under(X, y, 'Home address:', 62, W, o.home, { key: `decoy.owner.${i}.home` });
    y += 19;
    let contact: string;
    do contact = `${rng.pick(FIRST)} ${rng.pick(LAST)}`; while (m.owners.some((p) => contact === `${p.first} ${p.last}`));
    s.under(X, y, 'Emergency contact:', 80, HALF, contact, { key: `decoy.owner.${i}.contact` });
    s.under(X + HALF + 12, y, 'Contact phone:', 62, W - HALF - 12, phone(rng), { key: `decoy.owner.${i}.contact_phone` });
    y += 34;
  }
}

function obligations(s: Sheet, m: Merchant, rng: Rng, y: number): number {
  y = title(s, y, 'EXISTING OBLIGATIONS');
  y = positions(s, X, y, W, m, rng);
  y = title(s, y + 6, 'PREMISES');
  y = premises(s, X, y, W, m, rng);
  y = title(s, y + 6, 'REFERENCES');
  return references(s, X, y, W, m, false);
}

function agreement(s: Sheet, m: Merchant, rng: Rng, y: number): void {
  y = title(s, y, 'AGREEMENT AND SIGNATURES');
  y = s.para(X, y, W, AUTH_US, 7) + 8;
  y = signatures(s, X, y, W, m, rng.chance(0.5) ? 'lf' : 'fl', 'mdy') + 6;
  s.rect(X, y, W, 40, { fill: '#f3f3f3', stroke: '#888', width: 0.6 });
  s.text(X + 4, y + 3, 'FUNDER USE ONLY', { size: 7, bold: true });
  const approved = Math.round((m.amount * rng.float(0.55, 0.9)) / 500) * 500;
  s.under(X + 4, y + 12, 'Approved amount:', 70, 170, fmtMoney(approved, 'usd0'), { key: 'decoy.funder.approved' });
  s.under(X + 180, y + 12, 'Factor:', 30, 90, rng.pick(['1.32', '1.38', '1.42', '1.45']), { key: 'decoy.funder.factor' });
  s.under(X + 276, y + 12, 'Approved payment:', 76, W - 280, fmtMoney(Math.round(m.payment * 78) / 100, 'usd'), { key: 'decoy.funder.payment' });
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  s.addPage();
  page1(s, m, rng);
  for (let i = 0; i < m.owners.length; i += 2) { s.addPage(); principals(s, m, rng, i); }
  s.addPage();
  const y = obligations(s, m, rng, 40);
  if (m.owners.length > 2 || rng.chance(0.6)) { s.addPage(); agreement(s, m, rng, 40); } else agreement(s, m, rng, y + 8);
  s.eachPage((p, n) => {
    const lw = s.text(X, 12, 'Keystone Ledger Advance  -  Applicant:', { size: 7, font: 'Times-Roman', color: '#444' });
    s.value(X + lw + 4, 8, 220, 12, m.legal, { key: 'legal_name', fields: F.legal(m) });
    s.text(X, 12, `Page ${p} of ${n}`, { size: 7, right: W, font: 'Times-Roman', color: '#444' });
  });
}

export const KEYSTONE: Layout = {
  name: 'keystone_ledger_terms',
  broker: 'Keystone Ledger Advance',
  font: 'Times-Roman',
  merchant: (rng) => makeMerchant(rng, 'US', 4, false),
  draw,
};
