// Printed formats of set 239 (dates, money, names, tax IDs) and the truth built from what was placed.
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { FieldValues, Placed239 } from './canvas.ts';
import type { Merchant, Owner } from './model.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');

export function isoDate(d: { y: number; m: number; d: number }): string {
  return `${d.y}-${p2(d.m)}-${p2(d.d)}`;
}

/** A full date as a US (month first) or Canadian (unambiguous) form prints it. */
export function fmtDate(rng: Rng, d: { y: number; m: number; d: number }, country: 'US' | 'CA'): string {
  const opts = country === 'US'
    ? [`${p2(d.m)}/${p2(d.d)}/${d.y}`, `${d.m}/${d.d}/${String(d.y).slice(2)}`, `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`, `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`]
    : [isoDate(d), `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`, `${d.d} ${MONTHS[d.m - 1]} ${d.y}`];
  return rng.pick(opts);
}

export function fmtMoney(rng: Rng, n: number, o: { k?: boolean; cad?: boolean } = {}): string {
  const commas = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(x) ? 0 : 2 });
  const opts = [`$${commas(n)}`, `${commas(n)}.00`.replace(/\.(\d\d)\.00$/, '.$1'), `$ ${commas(n)}`];
  if (Number.isInteger(n)) opts.push(`$${n}`);
  if (o.k && n % 1000 === 0) opts.push(`$${n / 1000}K`, `${n / 1000}k`);
  if (o.cad) opts.push(`CAD ${commas(n)}`, `$${commas(n)} CAD`);
  return rng.pick(opts);
}

/** The owner's name as printed, and the first / last name the truth takes from it. */
export function printedName(rng: Rng, o: Owner, allowSwap = true): string {
  const mi = o.middle ? ` ${o.middle}.` : '';
  if (allowSwap && rng.chance(0.25)) return `${o.last}, ${o.first}${mi}`;
  return `${o.first}${mi} ${o.last}${o.credential ?? ''}`;
}

export function ownerPath(i: number, k: keyof TruthApplicant): string {
  return `application.applicants[${i}].${k}`;
}

export function nameFields(i: number, o: Owner): FieldValues {
  return { [ownerPath(i, 'first_name')]: o.first, [ownerPath(i, 'last_name')]: o.last };
}

/** The personal tax ID as printed: full (a value) or masked (nothing: digits null, and no type without digits). */
export function personalTaxId(rng: Rng, i: number, o: Owner, maskP: number): { text: string; fields: FieldValues } {
  const t = o.taxId;
  if (rng.chance(maskP)) {
    const last = o.taxType === 'SIN' ? t.slice(6) : t.slice(5);
    return { text: o.taxType === 'SIN' ? rng.pick([`***-***-${last}`, `XXX XXX ${last}`]) : rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`]), fields: {} };
  }
  const text = o.taxType === 'SIN' ? rng.pick([`${t.slice(0, 3)}-${t.slice(3, 6)}-${t.slice(6)}`, `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`])
    : `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  return { text, fields: { [ownerPath(i, 'tax_id')]: t, [ownerPath(i, 'tax_id_type')]: o.taxType, [ownerPath(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

export function businessTaxFields(m: Merchant): FieldValues {
  return { 'application.business_tax_id': m.taxId, 'application.business_tax_id_type': m.taxType, 'application.business_tax_id_country': m.country };
}

export function regionFields(m: Merchant): FieldValues {
  return { 'application.state_region': m.region, 'application.country': m.country === 'US' ? 'United States' : 'Canada' };
}

/** What a filler in an optional blank looks like (never a value). */
export function filler(rng: Rng): string {
  return rng.pick(['N/A', 'n/a', '\u2014', 'none', 'NONE', '-', '--']);
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export function truthFrom(placed: Placed239[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [k, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(k);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[k.slice('application.'.length)] = v;
    }
  }
  return app;
}
