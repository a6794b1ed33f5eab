// Each field as one form prints it, with the truth applications.md's rules give for that printed text. A layout picks
// where to draw a Val; the sheet records `paths` only when `text` is not empty. Blanks and formats come from the Rng.
import type { Rng } from '../../statements/generator/prng.ts';
import * as F from './formats.ts';
import type { Merchant, Owner } from './merchant.ts';
import { ownerName } from './merchant.ts';

export interface Val { text: string; paths?: Record<string, unknown>; decoy?: string }
export const blank: Val = { text: '' };
export const decoy = (key: string, text: string): Val => ({ text, decoy: key });

/** The formats one form uses throughout (a program prints every date alike). */
export interface Look { date: F.DateFormat; money: F.MoneyFormat; dob: F.DateFormat }
export function look(m: Merchant, r: Rng): Look {
  const dates = m.country === 'US' ? F.US_DATE_FORMATS : F.CA_DATE_FORMATS;
  const date = r.pick(dates);
  return { date, dob: r.chance(0.7) ? date : r.pick(dates), money: r.pick(m.country === 'US' ? F.US_MONEY : F.CA_MONEY) };
}

export const legal = (m: Merchant): Val => ({ text: m.legal, paths: { legal_name: m.legal } });

/** The DBA / operating name, or what a form prints when there is none (truth null for all of them). */
export function dba(m: Merchant, r: Rng): Val {
  if (m.dba) return { text: m.dba, paths: { trade_name: m.dba } };
  return { text: r.pick(['', 'SAME', 'N/A', 'Same as above', m.legal, 'n/a']) };
}

export const entity = (m: Merchant): Val => ({ text: m.entityText, paths: { type_of_entity: m.entityId } });
export const industry = (m: Merchant): Val => ({ text: m.trade.text, paths: { industry: m.trade.id } });

/** The business tax ID. `labelled` says the label names the kind (EIN / BN), so a bare 9-digit number is read by it. */
export function taxId(m: Merchant, r: Rng, labelled: boolean): Val {
  const country = m.country;
  if (m.taxType === 'BN') {
    const prog = labelled && r.chance(0.25) ? null : m.program;
    const text = F.formatBn(m.taxId, prog, r.chance(0.35));
    return { text, paths: { business_tax_id: m.taxId + (prog ?? ''), business_tax_id_type: 'BN', business_tax_id_country: country } };
  }
  const text = m.taxType === 'EIN' ? F.formatEin(m.taxId, labelled && r.chance(0.3)) : F.formatSsn(m.taxId);
  return { text, paths: { business_tax_id: m.taxId, business_tax_id_type: m.taxType, business_tax_id_country: country } };
}

export const street = (m: Merchant): Val => ({ text: m.address.street });
export const city = (m: Merchant): Val => ({ text: m.address.city });
export const region = (m: Merchant): Val => ({ text: m.address.region, paths: { state_region: m.address.region } });
export const postal = (m: Merchant): Val => ({ text: m.address.postal });
/** The whole address on one line; it gives the state. */
export const fullAddress = (m: Merchant): Val => ({
  text: `${m.address.street}, ${m.address.city}, ${m.address.region} ${m.address.postal}`, paths: { state_region: m.address.region } });

export function start(m: Merchant, lk: Look): Val {
  return { text: F.formatDate(m.start, lk.date), paths: { business_start_date: m.start } };
}
/** "Years in business" instead of a date: context, not a field. */
export const years = (m: Merchant): Val => ({ text: `${2026 - Number(m.start.slice(0, 4))}` });

export const money = (n: number, lk: Look, path: string): Val => ({ text: F.formatMoney(n, lk.money), paths: { [path]: n } });
export const amount = (m: Merchant, lk: Look): Val => money(m.amount, lk, 'requested_amount');
export const payment = (m: Merchant, lk: Look): Val => money(m.payment, lk, 'requested_payment');
export const nPayments = (m: Merchant): Val => ({ text: String(m.nPayments), paths: { number_of_payments: m.nPayments } });
export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const frequency = (m: Merchant): Val => ({ text: FREQ_LABEL[m.frequency]!, paths: { payment_frequency: m.frequency } });

export const plain = (n: number): string => n.toLocaleString('en-US');

/** One owner's values as a form prints them; `blanks` is how often an optional answer is left empty. */
export interface OwnerVals { name: Val; first: Val; last: Val; title: Val; pct: Val; tax: Val; dob: Val; fico: Val; home: Val; homeRegion: Val; email: Val; cell: Val }
export function owner(m: Merchant, i: number, r: Rng, lk: Look, o: { swap: boolean; blanks: number }): OwnerVals {
  const w: Owner = m.owners[i]!;
  const p = `applicants.${i}.`;
  const full = ownerName(w, r, o.swap);
  const skip = (): boolean => r.chance(o.blanks);
  const masked = w.taxType !== 'ITIN' && r.chance(0.35);
  const country = m.country;
  const taxText = w.taxType === 'SIN' ? (masked ? F.maskSin(w.taxId, r) : F.formatSin(w.taxId, r.chance(0.4)))
    : masked ? F.maskSsn(w.taxId, r) : F.formatSsn(w.taxId);
  const tax: Val = skip() ? blank : { text: taxText, paths: { [`${p}tax_id`]: masked ? null : w.taxId, [`${p}tax_id_type`]: w.taxType, [`${p}tax_id_country`]: country } };
  const h = w.home;
  return {
    name: { text: full, paths: { [`${p}first_name`]: w.first, [`${p}last_name`]: w.last } },
    first: { text: w.first, paths: { [`${p}first_name`]: w.first } },
    last: { text: w.last, paths: { [`${p}last_name`]: w.last } },
    title: r.chance(o.blanks / 2) ? blank : { text: w.title, paths: { [`${p}role`]: w.title } },
    pct: r.chance(o.blanks / 3) ? blank : { text: F.formatShare(w.pct, r), paths: { [`${p}ownership`]: w.pct } },
    tax,
    dob: skip() ? blank : { text: F.formatDate(w.dob, lk.dob), paths: { [`${p}date_of_birth`]: w.dob } },
    fico: r.chance(0.45) ? blank : { text: String(w.fico), paths: { [`${p}credit_score`]: w.fico } },
    home: decoy(`owner${i + 1}_home`, `${h.street}, ${h.city}, ${h.region} ${h.postal}`),
    homeRegion: decoy(`owner${i + 1}_home_state`, h.region),
    email: decoy(`owner${i + 1}_email`, w.email),
    cell: decoy(`owner${i + 1}_cell`, w.cell),
  };
}

/** applications.md: the country is read from the state and the tax ID even where the form does not print it. */
export function settle(app: { state_region: string | null; business_tax_id: string | null; country: string | null }, m: Merchant): void {
  if (app.state_region || app.business_tax_id) app.country = m.country === 'US' ? 'United States' : 'Canada';
}
