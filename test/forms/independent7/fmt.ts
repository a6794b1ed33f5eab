// How values are printed (dates, names, tax ids, money) and the truth paths each printed value gives.
import type { Fields, Printed } from './canvas.ts';
import type { Merchant, Owner } from './merchant.ts';
import { money, pad } from './merchant.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateKind = 'mdy' | 'mdy2' | 'long' | 'iso' | 'mon';

export function date(iso: string, kind: DateKind): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (kind === 'mdy') return `${pad(m)}/${pad(d)}/${y}`;
  if (kind === 'mdy2') return `${m}/${d}/${String(y).slice(2)}`;
  if (kind === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (kind === 'mon') return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  return iso;
}

export const usd = (n: number, cents = false): string => `$${money(n, cents)}`;
export const ein = (m: Merchant): string => `${m.ein.slice(0, 2)}-${m.ein.slice(2)}`;
export const ssn = (o: Owner): string => `${o.ssn.slice(0, 3)}-${o.ssn.slice(3, 5)}-${o.ssn.slice(5)}`;
export const masked = (o: Owner): string => `XXX-XX-${o.ssn.slice(5)}`;
export const sin = (o: Owner): string => `${o.ssn.slice(0, 3)} ${o.ssn.slice(3, 6)} ${o.ssn.slice(6)}`;
export const bn = (m: Merchant): string => `${m.bn} RC0001`;

/** The owner's name as printed: full ("First M. Last Jr.", "First Last, DC") or swapped ("Last, First M."). */
export function fullName(o: Owner, swapped = false): string {
  const first = o.middle ? `${o.first} ${o.middle}.` : o.first;
  return swapped ? `${o.last}, ${first}` : `${first} ${o.last}${o.suffix}`;
}

const A = (i: number, k: string): string => `application.applicants[${i}].${k}`;
export const nameF = (i: number, o: Owner): Fields => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
export const firstF = (i: number, o: Owner): Fields => ({ [A(i, 'first_name')]: o.first });
export const lastF = (i: number, o: Owner): Fields => ({ [A(i, 'last_name')]: o.last });
export const roleF = (i: number, o: Owner): Fields => ({ [A(i, 'role')]: o.title });
export const pctF = (i: number, o: Owner): Fields => ({ [A(i, 'ownership')]: o.pct });
export const scoreF = (i: number, o: Owner): Fields => ({ [A(i, 'credit_score')]: o.score });
export const dobF = (i: number, o: Owner): Fields => ({ [A(i, 'date_of_birth')]: o.dob });
export const ssnF = (i: number, o: Owner, country = 'US'): Fields =>
  ({ [A(i, 'tax_id')]: o.ssn, [A(i, 'tax_id_type')]: country === 'US' ? 'SSN' : 'SIN', [A(i, 'tax_id_country')]: country });
/** A masked number gives no id; its type and country go with it (nothing to type). */
export const maskedF = (): Fields => ({});

const P = (k: string): string => `application.${k}`;
export const F = (k: string, v: string | number | null): Fields => ({ [P(k)]: v });
export const regionF = (m: Merchant): Fields =>
  ({ [P('state_region')]: m.addr.region, [P('country')]: m.country === 'US' ? 'United States' : 'Canada' });
export const einF = (m: Merchant): Fields =>
  ({ [P('business_tax_id')]: m.ein, [P('business_tax_id_type')]: 'EIN', [P('business_tax_id_country')]: 'US' });
export const bnF = (m: Merchant): Fields =>
  ({ [P('business_tax_id')]: `${m.bn}RC0001`, [P('business_tax_id_type')]: 'BN', [P('business_tax_id_country')]: 'CA' });

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

const NO_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The truth from what was printed: every value not printed stays null. */
export function truthOf(printed: Printed[]): TruthApplication {
  const app = emptyApplication() as unknown as Record<string, unknown>;
  const applicants: Record<string, unknown>[] = [];
  for (const p of printed) for (const [path, v] of Object.entries(p.fields)) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (!a) { app[path.slice('application.'.length)] = v; continue; }
    const i = Number(a[1]);
    while (applicants.length <= i) applicants.push({ ...NO_APPLICANT });
    applicants[i]![a[2]!] = v;
  }
  app['applicants'] = applicants;
  return app as unknown as TruthApplication;
}
