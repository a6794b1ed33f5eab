// Formats and truth-path helpers shared by the independent110 layouts.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, Paths } from './draw.ts';
import type { Merchant, Person, Ymd } from './model.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');
export const iso = (d: Ymd): string => `${d.y}-${p2(d.m)}-${p2(d.d)}`;
export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'iso' | 'dmon';
export function fmtDate(d: Ymd, f: DateFmt): string {
  if (f === 'mdy') return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
  if (f === 'mdy2') return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
  if (f === 'long') return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
  if (f === 'dmon') return `${d.d} ${MONTHS[d.m - 1]!.slice(0, 3)} ${d.y}`;
  return iso(d);
}
export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'cad' | 'fr';
export function fmtMoney(v: number, f: MoneyFmt): string {
  const c = v.toLocaleString('en-US');
  if (f === 'cents') return `$${c}.00`;
  if (f === 'plain') return String(v);
  if (f === 'cad') return `CAD ${c}`;
  if (f === 'fr') return `${c.replace(/,/g, ' ')} $`;
  return `$${c}`;
}
export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export function bp(m: Merchant, ...fields: (keyof typeof BIZ)[]): Paths {
  const out: Paths = {};
  for (const f of fields) for (const [k, v] of Object.entries(BIZ[f](m))) out[`application.${k}`] = v;
  return out;
}
const countryName = (m: Merchant): string => (m.country === 'US' ? 'United States' : 'Canada');
const BIZ = {
  legal: (m: Merchant): Paths => ({ legal_name: m.legal }),
  dba: (m: Merchant): Paths => ({ trade_name: m.dba }),
  entity: (m: Merchant): Paths => ({ type_of_entity: m.entityId }),
  industry: (m: Merchant): Paths => ({ industry: m.industryId }),
  tax: (m: Merchant): Paths => ({ business_tax_id: m.taxDigits, business_tax_id_type: m.country === 'US' ? 'EIN' : 'BN', business_tax_id_country: m.country }),
  state: (m: Merchant): Paths => ({ state_region: m.state, country: countryName(m) }),
  country: (m: Merchant): Paths => ({ country: countryName(m) }),
  amount: (m: Merchant): Paths => ({ requested_amount: m.requested }),
  payment: (m: Merchant): Paths => ({ requested_payment: m.payment }),
  count: (m: Merchant): Paths => ({ number_of_payments: m.nPayments }),
  freq: (m: Merchant): Paths => ({ payment_frequency: m.freq }),
  start: (m: Merchant): Paths => ({ business_start_date: iso(m.start) }),
};

const A = (i: number, f: string): string => `application.applicants[${i}].${f}`;
export type NameFmt = 'FL' | 'FML' | 'LF' | 'LFM';
/** An owner's printed name (a credential such as `, DDS` after a first-last name) and the first/last name paths it gives. */
export function ownerName(p: Person, i: number, f: NameFmt): [string, Paths] {
  const mi = p.middle ? ` ${p.middle}.` : '';
  const cr = p.cred ? `, ${p.cred}` : '';
  const text = f === 'FL' ? `${p.first} ${p.last}${cr}` : f === 'FML' ? `${p.first}${mi} ${p.last}${cr}` : f === 'LF' ? `${p.last}, ${p.first}` : `${p.last}, ${p.first}${mi}`;
  return [text, { [A(i, 'first_name')]: p.first, [A(i, 'last_name')]: p.last }];
}
export const firstOnly = (p: Person, i: number): Paths => ({ [A(i, 'first_name')]: p.first });
export const lastOnly = (p: Person, i: number): Paths => ({ [A(i, 'last_name')]: p.last });
export const roleP = (p: Person, i: number): Paths => ({ [A(i, 'role')]: p.title });
export const dobP = (p: Person, i: number): Paths => ({ [A(i, 'date_of_birth')]: iso(p.dob) });
export const creditP = (p: Person, i: number): Paths => ({ [A(i, 'credit_score')]: p.credit });
/** The printed ownership share (blank when the owner left it empty) and its path. */
export function pct(p: Person, i: number, style: 'pct' | 'bare' | 'dec'): [string | null, Paths] {
  if (p.pct === null) return [null, {}];
  const t = style === 'bare' ? String(p.pct) : style === 'dec' && Number.isInteger(p.pct) ? `${p.pct}.0%` : `${p.pct}%`;
  return [t, { [A(i, 'ownership')]: p.pct }];
}
/** The owner's tax ID as printed (full or masked) and its paths: digits, or null when masked, with its kind. */
export function ownerTax(p: Person, i: number, mask: 'X' | '*'): [string, Paths] {
  const d = p.taxId;
  let text: string;
  if (p.taxType === 'SIN') text = p.masked ? `${mask.repeat(3)} ${mask.repeat(3)} ${d.slice(6)}` : `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  else text = p.masked ? `${mask.repeat(3)}-${mask.repeat(2)}-${d.slice(5)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  return [text, { [A(i, 'tax_id')]: p.masked ? null : d, [A(i, 'tax_id_type')]: p.taxType, [A(i, 'tax_id_country')]: p.taxType === 'SIN' ? 'CA' : 'US' }];
}

/** Owners in printed order, the entity owner in its place; `i` is the applicant index of a person (-1 for the entity). */
export function ownerRows(m: Merchant): { person: Person | null; i: number }[] {
  const rows: { person: Person | null; i: number }[] = m.persons.map((p, i) => ({ person: p, i }));
  if (m.entityOwner) rows.splice(m.entityOwnerAt, 0, { person: null, i: -1 });
  return rows;
}

/** The usual decoys: bank, landlord, references, existing advances, ISO rep; placed by the layout at (x, y). */
export function bankBlock(c: Canvas, m: Merchant, x: number, y: number, w: number, ca: boolean): void {
  const cw = w / 3;
  c.field('Bank Name', m.bank, x, y, cw - 6, 'bank_name', { pos: 'above' });
  c.field(ca ? 'Transit / Institution #' : 'Routing #', m.routing, x + cw, y, cw - 6, 'routing', { pos: 'above' });
  c.field('Account #', m.account, x + 2 * cw, y, cw, 'account', { pos: 'above' });
}
export function signature(c: Canvas, x: number, y: number, w: number, r: Rng, label = 'Signature'): void {
  const d = c.doc;
  d.save().lineWidth(0.9).strokeColor(c.style === 'handwritten' ? '#1b2a8a' : '#222');
  if (c.style !== 'fillable') {
    d.moveTo(x + 6, y - 3);
    for (let k = 0; k < 6; k++) d.bezierCurveTo(x + 12 + k * 14, y - 16 + r.float(-3, 3), x + 18 + k * 14, y + 2, x + 22 + k * 14, y - 6);
    d.stroke();
  }
  d.restore();
  c.line(x, y + 2, x + w, y + 2, '#333');
  c.text(label, x, y + 4, { size: 6.5, color: '#444' });
}
export const PLAIN_FINE = 'By signing below, each of the above (individually and on behalf of the business) certifies that the information provided is true and complete and authorizes {B} and its assigns, funders and agents to obtain consumer and business credit reports, verify bank statements and tax records, and contact references and landlords. This is not a loan application; funding is the purchase of future receivables.';
