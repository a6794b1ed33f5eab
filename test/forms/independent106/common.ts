// Printed values of set 106 with the truth paths each gives, shared by the seven layouts. Each choice of wording that
// changes what is printed is drawn from the layout's data rng (`r`), never from the style.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, Option, Val } from './form.ts';
import { fmtDate, fmtEin, fmtSin, fmtSsn, FREQ_LABEL, money, ownerName } from './data.ts';
import type { DateFmt, EntityKind, Freq, Merchant, Owner } from './data.ts';

export const A = (f: string): string => `application.${f}`;
export const P = (i: number, f: string): string => `application.applicants[${i}].${f}`;
export const val = (text: string, fields: Record<string, string | number | null> = {}): Val => ({ text, fields });
export const decoy = (text: string): Val => ({ text, decoy: true });

const ENTITY_WORDS: Record<string, Record<string, readonly string[]>> = {
  US: { corp: ['Corporation', 'Inc.', 'C-Corp', 'Corp'], scorp: ['S-Corp', 'S Corp', 'S Corporation'], llc: ['LLC', 'L.L.C.', 'Limited Liability Company'],
    pllc: ['PLLC'], partnership: ['Partnership', 'General Partnership'], llp: ['LLP'], lp: ['LP', 'Limited Partnership'],
    sole: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'] },
  CA: { corp: ['Corporation', 'Inc.', 'Ltd.', 'Corp.'], sole: ['Sole Proprietorship', 'Sole Proprietor'], partnership: ['Partnership'],
    ulc: ['ULC'], coop: ['Co-operative', 'Cooperative'] },
};
const KIND_ID: Record<EntityKind, string> = { corp: 'c_corporation', scorp: 's_corporation', llc: 'llc', pllc: 'pllc', partnership: 'general_partnership',
  llp: 'llp', lp: 'limited_partnership', sole: 'sole_proprietorship', ulc: 'ca_ulc', coop: 'cooperative' };
export const entityId = (m: Merchant, kind: EntityKind = m.kind): string => (kind === 'corp' && m.country === 'CA' ? 'ca_corporation' : KIND_ID[kind]);

/** The entity type as free text. */
export function entityText(m: Merchant, r: Rng): Val {
  return val(r.pick(ENTITY_WORDS[m.country]![m.kind]!), { [A('type_of_entity')]: entityId(m) });
}

/** An entity checkbox row: each option names the kinds it stands for; a kind with no box goes on the Other line. */
export function entityChecks(f: Form, m: Merchant, r: Rng, caption: string, opts: [string, EntityKind[]][], otherLabel: string | null): void {
  const options: Option[] = opts.map(([label, kinds]) => ({ label, fields: kinds.includes(m.kind) ? { [A('type_of_entity')]: entityId(m) } : {} }));
  let idx: number | null = opts.findIndex(([, kinds]) => kinds.includes(m.kind));
  if (idx < 0) idx = null;
  if (otherLabel) options.push({ label: otherLabel });
  const other = idx === null && otherLabel ? entityText(m, r) : val('');
  f.checks(caption, options, idx === null && otherLabel ? options.length - 1 : idx, otherLabel ? { text: other } : undefined);
}

export function freqChecks(f: Form, m: Merchant, caption: string, labels: Partial<Record<Freq, string>> = {}): void {
  const order: Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
  f.checks(caption, order.map((q) => ({ label: labels[q] ?? FREQ_LABEL[q], fields: q === m.freq ? { [A('payment_frequency')]: q } : {} })), order.indexOf(m.freq));
}

export const legal = (m: Merchant): Val => val(m.legal, { [A('legal_name')]: m.legal });
/** The DBA: a trade name, or (none) blank, SAME, N/A or the legal name again. */
export function dba(m: Merchant, r: Rng): Val {
  if (m.dba) return val(m.dba, { [A('trade_name')]: m.dba });
  return val(r.pick(['', '', 'SAME', 'N/A', m.legal]));
}
export const industry = (m: Merchant): Val => val(m.industryText, { [A('industry')]: m.industryId });
export const start = (m: Merchant, fmt: DateFmt): Val => val(fmtDate(m.start, fmt), { [A('business_start_date')]: m.start });

/** The business tax ID as a form prints it; `bare` prints nine digits with no dash (the label must then say what it is). */
export function taxId(m: Merchant, bare = false): Val {
  const country = m.country;
  const id = m.program ? m.taxId + m.program : m.taxId;
  const text = m.taxType === 'EIN' ? (bare ? m.taxId : fmtEin(m.taxId)) : m.taxType === 'SSN' ? fmtSsn(m.taxId, false)
    : m.taxType === 'SIN' ? (bare ? m.taxId : fmtSin(m.taxId, false)) : bare ? m.taxId : `${m.taxId} ${m.program}`;
  return val(text, { [A('business_tax_id')]: m.taxType === 'BN' && bare ? m.taxId : id, [A('business_tax_id_type')]: m.taxType,
    [A('business_tax_id_country')]: country });
}

export function region(m: Merchant, full = false): Val {
  return val(full ? m.addr.stName : m.addr.st, { [A('state_region')]: m.addr.st, [A('country')]: m.country === 'US' ? 'United States' : 'Canada' });
}
export const countryV = (m: Merchant): Val => val(m.country === 'US' ? 'United States' : 'Canada', { [A('country')]: m.country === 'US' ? 'United States' : 'Canada' });
export function amount(m: Merchant, r: Rng): Val {
  const text = m.country === 'CA' && r.chance(0.4) ? `${money(m.amount)} CAD` : r.chance(0.3) ? money(m.amount, true) : money(m.amount);
  return val(text, { [A('requested_amount')]: m.amount });
}
export const payment = (m: Merchant): Val => val(money(m.payment, true), { [A('requested_payment')]: m.payment });
export const count = (m: Merchant): Val => val(String(m.count), { [A('number_of_payments')]: m.count });

// ---- owners ----
export function fullName(o: Owner, i: number, order: 'first' | 'last' = 'first'): Val {
  return val(ownerName(o, order), { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last });
}
export const firstV = (o: Owner, i: number): Val => val(o.middle ? `${o.first} ${o.middle}` : o.first, { [P(i, 'first_name')]: o.first });
export const lastV = (o: Owner, i: number): Val => val(o.last, { [P(i, 'last_name')]: o.last });
export const role = (o: Owner, i: number): Val => val(o.role, { [P(i, 'role')]: o.role });
export const pct = (o: Owner, i: number): Val => val(`${o.pct}%`, { [P(i, 'ownership')]: o.pct });
export const score = (o: Owner, i: number): Val => val(String(o.score), { [P(i, 'credit_score')]: o.score });
export const dob = (o: Owner, i: number, fmt: DateFmt): Val => val(fmtDate(o.dob, fmt), { [P(i, 'date_of_birth')]: o.dob });
/** SSN or SIN, masked or whole; a masked number still says its type and country by its label (README). */
export function ownerTax(o: Owner, i: number, masked: boolean): Val {
  const text = o.taxType === 'SSN' ? fmtSsn(o.taxId, masked) : fmtSin(o.taxId, masked);
  return val(text, { [P(i, 'tax_id')]: masked ? null : o.taxId, [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: o.taxType === 'SSN' ? 'US' : 'CA' });
}
export const home = (o: Owner): Val => decoy(`${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}`);
export const homeStreet = (o: Owner): Val => decoy(o.home.street);

/** The usual decoy blocks: bank, landlord, trade references, an existing advance, each as one row. */
export function bankRow(f: Form, m: Merchant, labels: [string, string, string] = ['Business Bank', 'Routing / Transit No.', 'Account No.']): void {
  f.row([{ label: labels[0], w: 1.3, v: decoy(m.bank) }, { label: labels[1], v: decoy(m.routing) }, { label: labels[2], v: decoy(m.account) }]);
}
export function landlordRow(f: Form, m: Merchant): void {
  f.row([{ label: 'Own / Rent', w: 0.5, v: val(m.rent) }, { label: 'Landlord / Mortgage Holder', w: 1.4, v: m.rent === 'Rent' ? decoy(m.landlord) : val('') },
    { label: 'Landlord Phone', v: m.rent === 'Rent' ? decoy(m.landlordPhone) : val('') }]);
}
export function advanceRow(f: Form, m: Merchant, has: boolean): void {
  f.row([{ label: 'Existing Advance / Lender', w: 1.4, v: has ? decoy(m.funder) : val('None') }, { label: 'Balance', v: has ? decoy(money(m.funderBalance, true)) : null },
    { label: 'Payment', v: has ? decoy(money(Math.round(m.funderBalance / 37), true)) : null }]);
}
export function refsRow(f: Form, m: Merchant): void {
  f.row([{ label: 'Trade Reference 1', v: decoy(m.refs[0]!) }, { label: 'Trade Reference 2', v: decoy(m.refs[1]!) }]);
}
export const SIGN_DATE = (r: Rng, fmt: DateFmt): Val => val(fmtDate(`2026-${String(r.int(1, 2)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`, fmt));
