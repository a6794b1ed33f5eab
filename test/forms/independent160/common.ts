// What the four layouts share: the truth fields each printed value gives (applications.md's rules applied to what
// is printed), printed variants of names and tax IDs, and the long form's third-party sections (all decoys).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtEin, fmtMoney, fmtNine, fmtSsn, mask, type MoneyStyle } from './fmt.ts';
import type { Merchant, Owner } from './model.ts';
import type { FieldValues, Sheet } from './sheet.ts';

const A = 'application.';
const P = (i: number, f: string): string => `${A}applicants[${i}].${f}`;

export const F = {
  legal: (m: Merchant): FieldValues => ({ [`${A}legal_name`]: m.legal }),
  dba: (m: Merchant): FieldValues => ({ [`${A}trade_name`]: m.dba }),
  entity: (m: Merchant): FieldValues => ({ [`${A}type_of_entity`]: m.entity.id }),
  industry: (m: Merchant): FieldValues => ({ [`${A}industry`]: m.industry }),
  state: (m: Merchant): FieldValues => ({ [`${A}state_region`]: m.city.code, [`${A}country`]: m.countryLabel }),
  country: (m: Merchant): FieldValues => ({ [`${A}country`]: m.countryLabel }),
  amount: (m: Merchant): FieldValues => ({ [`${A}requested_amount`]: m.amount }),
  payment: (m: Merchant): FieldValues => ({ [`${A}requested_payment`]: m.payment }),
  nPayments: (m: Merchant): FieldValues => ({ [`${A}number_of_payments`]: m.nPayments }),
  freq: (m: Merchant): FieldValues => ({ [`${A}payment_frequency`]: m.freq }),
  start: (m: Merchant): FieldValues => ({ [`${A}business_start_date`]: m.start }),
  first: (i: number, o: Owner): FieldValues => ({ [P(i, 'first_name')]: o.first }),
  last: (i: number, o: Owner): FieldValues => ({ [P(i, 'last_name')]: o.last }),
  name: (i: number, o: Owner): FieldValues => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner): FieldValues => ({ [P(i, 'role')]: o.title }),
  pct: (i: number, o: Owner): FieldValues => ({ [P(i, 'ownership')]: o.pct }),
  credit: (i: number, o: Owner): FieldValues => ({ [P(i, 'credit_score')]: o.credit }),
  dob: (i: number, o: Owner): FieldValues => ({ [P(i, 'date_of_birth')]: o.dob }),
};

export type NameStyle = 'fl' | 'lf';

/** An owner's name as printed: `First M. Last[, DC]` or `Last, First M.`. */
export function ownerName(o: Owner, style: NameStyle): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return style === 'lf' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}

export interface Printed { text: string; label: string; fields: FieldValues }

/** The business tax ID as printed with its label, and what the rule reads from it. */
export function bizTax(rng: Rng, m: Merchant, maskP: number): Printed {
  const c = m.country;
  const put = (id: string | null, type: string | null): FieldValues =>
    ({ [`${A}business_tax_id`]: id, [`${A}business_tax_id_type`]: type, [`${A}business_tax_id_country`]: id ? c : null });
  if (m.taxType === 'BN') {
    if (rng.chance(maskP)) return { text: mask(m.tax, 'X'), label: 'Business Number (BN)', fields: put(null, null) };
    const v = rng.int(0, 2);
    if (v === 0) return { text: m.tax, label: 'Business Number (BN)', fields: put(m.tax, 'BN') };
    return { text: `${m.tax}${v === 1 ? ' ' : ''}${m.program}`, label: rng.pick(['Business Number (BN)', 'BN / Program Account']), fields: put(m.tax + m.program, 'BN') };
  }
  if (m.taxType !== 'EIN') {
    const text = fmtSsn(m.tax);
    return rng.chance(maskP) ? { text: mask(text, '*'), label: 'Tax ID (SSN if no EIN)', fields: put(null, null) }
      : { text, label: 'Tax ID (SSN if no EIN)', fields: put(m.tax, m.taxType) };
  }
  if (rng.chance(maskP)) return { text: mask(fmtEin(m.tax), rng.pick(['*', 'X'])), label: 'Federal Tax ID', fields: put(null, null) };
  if (rng.chance(0.3)) return { text: m.tax, label: 'Federal Tax ID (EIN)', fields: put(m.tax, 'EIN') };
  return { text: fmtEin(m.tax), label: rng.pick(['Federal Tax ID', 'EIN', 'Tax ID #', 'FEIN']), fields: put(m.tax, 'EIN') };
}

/** An owner's SSN / ITIN / SIN as printed. */
export function ownerTax(rng: Rng, i: number, o: Owner, maskP: number): Printed {
  const put = (id: string | null): FieldValues => ({ [P(i, 'tax_id')]: id, [P(i, 'tax_id_type')]: id ? o.taxType : null,
    [P(i, 'tax_id_country')]: id ? (o.taxType === 'SIN' ? 'CA' : 'US') : null });
  if (o.taxType === 'SIN') {
    const text = fmtNine(o.tax, rng.pick([' ', '-']));
    return rng.chance(maskP) ? { text: mask(text, 'X', 3), label: 'SIN', fields: put(null) } : { text, label: 'SIN', fields: put(o.tax) };
  }
  const text = fmtSsn(o.tax), label = o.taxType === 'ITIN' ? 'SSN / ITIN' : 'SSN';
  if (rng.chance(maskP)) return { text: mask(text, rng.pick(['X', '*'])), label, fields: put(null) };
  if (o.taxType === 'SSN' && rng.chance(0.2)) return { text: o.tax, label: 'SSN', fields: put(o.tax) };
  return { text, label, fields: put(o.tax) };
}

export const money = (v: number, m: Merchant, rng: Rng): string =>
  fmtMoney(v, m.country === 'CA' ? rng.pick<MoneyStyle>(['cad_pre', 'cad_post', 'usd0']) : rng.pick<MoneyStyle>(['usd', 'usd0', 'spaced']));

const FREQ_TEXT = { daily: ['Daily', 'Daily (M-F)'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Biweekly'], monthly: ['Monthly'] };
export const freqText = (m: Merchant, rng: Rng): string => rng.pick(FREQ_TEXT[m.freq]);

// ---- third-party sections (decoys) --------------------------------------------------------------------------------

/** Existing advances: funder, funded date, original amount, balance, payment, frequency. Returns the next y. */
export function positions(s: Sheet, x: number, y: number, w: number, m: Merchant, rng: Rng): number {
  const cols: [string, number][] = [['Funder', 0.28], ['Funded', 0.13], ['Original amount', 0.16], ['Current balance', 0.16], ['Payment', 0.14], ['Frequency', 0.13]];
  let cx = x;
  for (const [label, f] of cols) { s.rect(cx, y, w * f, 11, { fill: '#e6e6e6', stroke: '#777', width: 0.5 }); s.text(cx + 2, y + 2.5, label, { size: 6.2, bold: true }); cx += w * f; }
  y += 11;
  const rows = Math.max(3, m.positions.length);
  for (let r = 0; r < rows; r++) {
    const p = m.positions[r];
    const vals = p ? [p.funder, fmtDate(p.date, 'mdy'), money(p.funded, m, rng), money(p.balance, m, rng), fmtMoney(p.payment, 'usd'), p.freq] : [];
    cx = x;
    for (const [c, [, f]] of cols.entries()) {
      s.cell(cx, y, w * f, 15, '', vals[c] ?? null, { key: `decoy.position.${r}.${['funder', 'date', 'funded', 'balance', 'payment', 'freq'][c]}` });
      cx += w * f;
    }
    y += 15;
  }
  if (!m.positions.length) s.text(x + 4, y + 3, 'No existing advances or loans reported.', { size: 6.5, color: '#666' });
  return y + (m.positions.length ? 4 : 14);
}

/** Bank reference and two trade references. */
export function references(s: Sheet, x: number, y: number, w: number, m: Merchant, ca: boolean): number {
  const q = w / 4;
  s.cell(x, y, q * 1.4, 22, 'Bank name', m.bank.name, { key: 'decoy.bank.name' });
  s.cell(x + q * 1.4, y, q * 0.9, 22, ca ? 'Transit / institution' : 'ABA routing #', m.bank.routing, { key: 'decoy.bank.routing' });
  s.cell(x + q * 2.3, y, q * 0.9, 22, 'Account #', m.bank.account, { key: 'decoy.bank.account' });
  s.cell(x + q * 3.2, y, q * 0.8, 22, 'Branch contact', m.bank.contact, { key: 'decoy.bank.contact' });
  y += 26;
  for (const [i, t] of m.trade.entries()) {
    s.cell(x, y, q * 1.6, 22, `Trade reference ${i + 1}`, t.name, { key: `decoy.trade.${i}.name` });
    s.cell(x + q * 1.6, y, q * 1.4, 22, 'Contact', t.contact, { key: `decoy.trade.${i}.contact` });
    s.cell(x + q * 3, y, q, 22, 'Phone', t.phone, { key: `decoy.trade.${i}.phone` });
    y += 22;
  }
  return y + 4;
}

/** Own / rent, the landlord or mortgage holder, its phone and the monthly payment. */
export function premises(s: Sheet, x: number, y: number, w: number, m: Merchant, rng: Rng): number {
  s.text(x, y + 1, 'Business premises:', { size: 7.2, bold: true });
  s.checks(x + 80, y, ['Own', 'Rent / Lease'], m.own ? 0 : 1, { key: 'decoy.premises.own' }, 'premises');
  y += 13;
  const q = w / 4;
  s.cell(x, y, q * 1.6, 22, m.own ? 'Mortgage holder' : 'Landlord / property manager', m.premises.name, { key: 'decoy.premises.name' });
  s.cell(x + q * 1.6, y, q * 0.9, 22, 'Phone', m.premises.phone, { key: 'decoy.premises.phone' });
  s.cell(x + q * 2.5, y, q * 0.8, 22, m.own ? 'Monthly mortgage' : 'Monthly rent', money(m.premises.monthly, m, rng), { key: 'decoy.premises.monthly' });
  s.cell(x + q * 3.3, y, q * 0.7, 22, m.own ? 'Purchased' : 'Lease start', fmtDate(m.premises.since, 'mdy'), { key: 'decoy.premises.since' });
  return y + 26;
}

/** Signature blocks: ink, printed name and title (restating the owners), date (a decoy). */
export function signatures(s: Sheet, x: number, y: number, w: number, m: Merchant, style: NameStyle, dateStyle: 'mdy' | 'iso'): number {
  for (const [i, o] of m.owners.entries()) {
    s.line(x, y + 22, x + w * 0.34, y + 22);
    s.sign(x, y + 16, w * 0.34);
    s.text(x, y + 24, `Signature of owner / guarantor ${i + 1}`, { size: 5.8, color: '#555' });
    s.under(x + w * 0.37, y + 8, 'Print name', 40, x + w * 0.37 + w * 0.3 - x - w * 0.37, ownerName(o, style), { key: `sign.${i}.name`, fields: F.name(i, o) });
    s.under(x + w * 0.7, y + 8, 'Title', 22, w * 0.16, o.title, { key: `sign.${i}.title`, fields: F.role(i, o) });
    s.under(x + w * 0.87, y + 8, 'Date', 20, w * 0.13, fmtDate(m.signDate, dateStyle), { key: `decoy.sign.${i}.date` });
    y += 38;
  }
  return y;
}

export const AUTH_US = 'By signing below, each of the above (individually and on behalf of the Applicant) certifies that all information in this '
  + 'application is true and complete, and authorizes the funder, its assigns, agents and any ISO to obtain consumer and business credit '
  + 'reports, to verify bank, landlord and trade references, and to share this application with prospective funders. A photocopy or '
  + 'electronic copy of this authorization is as valid as the original.';
export const AUTH_CA = 'Consent (PIPEDA): each signatory consents to the collection, use and disclosure of the personal information in this '
  + 'application, including a credit report from Equifax Canada or TransUnion Canada, to assess the request and to verify references, '
  + 'under the Personal Information Protection and Electronic Documents Act. / Chaque signataire consent à la collecte et à la vérification.';
