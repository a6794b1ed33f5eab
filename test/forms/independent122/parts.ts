// How set 122 prints a merchant's values, each with the truth applications.md reads from that print, and the truth
// assembled from what the pen actually drew.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { fmtDate, fmtMoney, type DateFmt, type MoneyFmt } from './data.ts';
import type { Merchant, Owner } from './model.ts';
import type { Drawn } from './pen.ts';

export type T = Record<string, unknown>;
export const ap = (i: number, k: string) => `applicants.${i}.${k}`;

/** An owner's name as printed (`First M. Last`, `Last, First`, `First Last, CPA` ...) and its first and last names. */
export function ownerName(r: Rng, o: Owner, i: number): [string, T] {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const text = r.weighted([[`${o.first}${mid} ${o.last}`, 6], [`${o.last}, ${o.first}${mid}`, 2], [`${o.first} ${o.last}${o.cred ? `, ${o.cred}` : ''}`, 3]]);
  return [text, { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }];
}

/** An owner's SSN / ITIN / SIN: full or masked. A masked number gives no digits but keeps its type (the label and the
 *  format say what it is). */
export function ownerTax(r: Rng, o: Owner, i: number, maskP: number): [string, T] {
  // An ITIN is never masked here: masked, a number under an `SSN / ITIN` label would not say which it is.
  const masked = r.chance(maskP) && o.taxType !== 'ITIN';
  const digits = o.taxId.replace(/\D/g, '');
  let text: string;
  if (o.taxType === 'SIN') {
    const g = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    const sep = r.pick([' ', '-']);
    text = masked ? `${r.pick(['XXX', '***'])}${sep}${r.pick(['XXX', '***'])}${sep}${g[2]}` : g.join(sep);
  } else {
    text = masked ? `${r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${digits.slice(5)}` : o.taxId;
  }
  const type = o.taxType === 'SIN' ? 'SIN' : masked ? 'SSN' : digits.startsWith('9') ? 'ITIN' : 'SSN';
  return [text, { [ap(i, 'tax_id')]: masked ? null : digits, [ap(i, 'tax_id_type')]: type, [ap(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' }];
}

export function ownerPct(r: Rng, o: Owner, i: number): [string, T] {
  return [r.weighted([[`${o.pct}%`, 5], [`${o.pct}`, 2], [`${o.pct} %`, 1]]), { [ap(i, 'ownership')]: o.pct }];
}
export function ownerDob(o: Owner, i: number, f: DateFmt): [string, T] {
  return [fmtDate(o.dob, f), { [ap(i, 'date_of_birth')]: o.dob }];
}
export function ownerScore(o: Owner, i: number): [string | null, T] {
  return o.score === null ? [null, {}] : [String(o.score), { [ap(i, 'credit_score')]: o.score }];
}
export const ownerRole = (o: Owner, i: number): [string, T] => [o.role, { [ap(i, 'role')]: o.role }];
export const homeLine = (o: Owner) => `${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}`;

/** The DBA / operating name line: the name, or blank, `SAME`, `N/A` (no trade name). */
export function dbaText(r: Rng, m: Merchant): [string | null, T] {
  if (m.dba) return [m.dba, { trade_name: m.dba }];
  const t = r.weighted([[null, 5], ['SAME', 2], ['N/A', 2], [m.legal, 1]] as const);
  return [t, t === null ? {} : { trade_name: null }];
}

/** The business tax id as printed: EIN `NN-NNNNNNN` (or bare digits under an EIN label), the owner's SSN for a sole
 *  proprietor, or a BN with its program account. */
export function bizTax(r: Rng, m: Merchant): [string, T] {
  const digits = m.taxId.replace(/\D/g, '');
  if (m.taxType === 'BN') {
    const withProgram = r.chance(0.75);
    const text = withProgram ? r.pick([`${digits} ${m.program}`, `${digits}${m.program}`, `${digits} ${m.program!.slice(0, 2)} ${m.program!.slice(2)}`]) : digits;
    return [text, { business_tax_id: withProgram ? digits + m.program : digits, business_tax_id_type: 'BN', business_tax_id_country: 'CA' }];
  }
  const text = m.taxType === 'EIN' && r.chance(0.15) ? digits : m.taxId;
  return [text, { business_tax_id: digits, business_tax_id_type: m.taxType === 'EIN' ? 'EIN' : digits.startsWith('9') ? 'ITIN' : 'SSN', business_tax_id_country: 'US' }];
}

export function money(v: number, f: MoneyFmt, path: string): [string, T] { return [fmtMoney(v, f), { [path]: v }]; }
export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** The truth from what was drawn: only drawn values are non-null; the country from the state and tax id. */
export function assemble(drawn: Drawn[], country: 'US' | 'CA'): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const d of drawn) {
    for (const [path, v] of Object.entries(d.truth)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (!a) { (app as unknown as T)[path] = v; continue; }
      const i = Number(a[1]);
      while (app.applicants.length <= i) {
        app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
          tax_id_country: null, date_of_birth: null } satisfies TruthApplicant);
      }
      (app.applicants[i] as unknown as T)[a[2]!] = v;
    }
  }
  if (app.state_region || app.business_tax_id) app.country = country === 'CA' ? 'Canada' : 'United States';
  return app;
}
