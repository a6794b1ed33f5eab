// The test's own reading of a printed value (applications.md's rules, applied to the text the kit printed), and the
// comparison of decoys with truth values. Kept apart from the generator's code so the test does not trust it.
import { entityOf, industryOf, REF } from './rules.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export function readDate(t: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return t;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${p2(Number(m[1]))}-${p2(Number(m[2]))}`;
  m = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(t);
  if (m) {
    const i = MONTHS.findIndex((x) => x.startsWith(m![1]!.toLowerCase()));
    if (i >= 0) return `${m[3]}-${p2(i + 1)}-${p2(Number(m[2]))}`;
  }
  return null;
}

export const readMoney = (t: string): number => Number(t.replace(/CAD|\$|,|\s/g, ''));

function readTaxType(t: string, person: boolean): string | null {
  if (/^\d{2}-\d{7}$/.test(t) || (!person && /^\d{9}$/.test(t))) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(t)) return t.startsWith('9') ? 'ITIN' : 'SSN';
  if (/^\d{9}\s?R[A-Z]\d{4}$/.test(t)) return 'BN';
  if (/^\d{3}[- ]\d{3}[- ]\d{3}$/.test(t)) return 'SIN';
  return null;
}

/** What a printed text gives for a truth path (the field's last segment), by the rules. */
export function readAs(path: string, t: string, country: 'US' | 'CA'): string | number | null {
  const key = path.replace(/^.*\./, '');
  switch (key) {
    case 'type_of_entity': return entityOf(t, country);
    case 'industry': return industryOf(t);
    case 'business_tax_id': return t.toUpperCase().replace(/[^0-9A-Z]/g, '');
    case 'tax_id': return t.replace(/\D/g, '');
    case 'business_tax_id_type': return readTaxType(t, false);
    case 'tax_id_type': return readTaxType(t, true);
    case 'business_tax_id_country': return readTaxType(t, false) === 'BN' ? 'CA' : 'US';
    case 'tax_id_country': return readTaxType(t, true) === 'SIN' ? 'CA' : 'US';
    case 'requested_amount': case 'requested_payment': return readMoney(t);
    case 'number_of_payments': case 'credit_score': return Number(t);
    case 'ownership': return Number(t.replace('%', ''));
    case 'payment_frequency': return /^(daily|weekly|bi-?weekly|monthly)/i.exec(t)?.[1]!.toLowerCase().replace('-', '') ?? null;
    case 'business_start_date': case 'date_of_birth': return readDate(t);
    default: return t;
  }
}

/** Whether a printed text gives the state (its code as a word, or its name). */
export function namesState(t: string, code: string): boolean {
  const name = [...REF.states, ...REF.provinces].find((s) => s[0] === code)?.[1] ?? code;
  return new RegExp(`(^|[^A-Z])${code}([^A-Z]|$)`).test(t) || t.includes(name);
}

/** Whether a printed name holds the first and last name (in either order). */
export const namesPerson = (t: string, v: string): boolean => new RegExp(`(^|[ ,])${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[ ,])`).test(t);

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a decoy could be taken for a truth value: the same words, the same long number, or the same money. */
export function decoyHits(decoy: string, value: string | number): boolean {
  const v = String(value);
  if (norm(decoy) && norm(decoy) === norm(v)) return true;
  const dd = decoy.replace(/\D/g, ''), vd = v.replace(/\D/g, '');
  if (dd.length >= 6 && dd === vd) return true;
  return typeof value === 'number' && /^\$/.test(decoy) && readMoney(decoy.split(' ')[0]!) === value;
}
