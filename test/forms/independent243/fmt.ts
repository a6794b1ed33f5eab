// Printing conventions of set 243 (dates, money, names, tax IDs) and the truth built from what was placed.
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication, type Decoy } from '../generator/truth.ts';
import type { Merchant, Owner } from './model.ts';
import type { Placed } from './sheet.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export type DateFmt = 'mdy' | 'mdyy' | 'long' | 'iso' | 'dmy_ca' | 'short_mon';
export function fmtDate(d: Date, f: DateFmt): string {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, day = d.getUTCDate();
  switch (f) {
    case 'mdy': return `${p2(m)}/${p2(day)}/${y}`;
    case 'mdyy': return `${m}/${day}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${day}, ${y}`;
    case 'iso': return `${y}-${p2(m)}-${p2(day)}`;
    case 'short_mon': return `${MONTHS[m - 1]!.slice(0, 3)} ${day}, ${y}`;
    case 'dmy_ca': return `${y}/${p2(m)}/${p2(day)}`;
  }
}
export const iso = (d: Date): string => d.toISOString().slice(0, 10);

export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'spaced' | 'cad';
export function fmtMoney(n: number, f: MoneyFmt): string {
  const c = n.toLocaleString('en-US');
  switch (f) {
    case 'dollar': return `$${c}`;
    case 'cents': return `$${c}.00`;
    case 'plain': return c;
    case 'spaced': return `$ ${c}`;
    case 'cad': return `${c} CAD`;
  }
}
export const anyMoney = (n: number, r: Rng): string => fmtMoney(n, r.pick(['dollar', 'cents', 'plain'] as const));

/** The owner's name as printed: `First M. Last[, DC]` or `Last, First M.`; the truth drops initials and credentials. */
export function ownerName(o: Owner, lastFirst: boolean): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}
export const nameFields = (i: number, o: Owner): Placed['fields'] => ({ [`application.applicants[${i}].first_name`]: o.first, [`application.applicants[${i}].last_name`]: o.last });
export const A = (i: number, k: keyof TruthApplicant): string => `application.applicants[${i}].${k}`;

/** An owner's tax ID as printed, and its truth fields (all null when masked). */
export function ownerTax(i: number, o: Owner, r: Rng): [string, Placed['fields']] {
  if (o.taxMasked) {
    const last4 = o.taxId.replace(/\D/g, '').slice(-4);
    const s = o.taxType === 'SIN' ? `*** *** ${last4.slice(1)}` : r.pick([`XXX-XX-${last4}`, `***-**-${last4}`]);
    return [s, {}];
  }
  return [o.taxId, { [A(i, 'tax_id')]: o.taxId.replace(/\D/g, ''), [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' }];
}

export const bizTaxFields = (m: Merchant): Placed['fields'] => ({
  'application.business_tax_id': m.taxDigits, 'application.business_tax_id_type': m.taxType,
  'application.business_tax_id_country': m.country,
});
export const regionFields = (m: Merchant): Placed['fields'] => ({
  'application.state_region': m.address.region, 'application.country': m.country === 'US' ? 'United States' : 'Canada',
});
/** DBA as printed; truth null for SAME / N/A / the legal name (still a location, not a decoy). */
export function dbaFields(m: Merchant): Placed['fields'] {
  return { 'application.trade_name': m.dba };
}
export const entityFields = (m: Merchant): Placed['fields'] => ({ 'application.type_of_entity': m.entityId });

export interface Truth { application: TruthApplication; decoys: Decoy[] }
/** The application exactly from the placed values (a path placed twice must agree); the rest are decoys. */
export function truthFrom(placed: Placed[]): Truth {
  const app = emptyApplication();
  const decoys: Decoy[] = [];
  const seen = new Map<string, unknown>();
  for (const p of placed) {
    const paths = Object.entries(p.fields);
    if (!paths.length) {
      if (p.text) decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
      continue;
    }
    for (const [path, v] of paths) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} placed twice with different values`);
      seen.set(path, v);
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) {
          app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        }
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return { application: app, decoys };
}
