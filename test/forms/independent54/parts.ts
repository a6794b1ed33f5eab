// How one merchant's values are printed and which truth fields each printed text gives (applications.md's rules).
import type { Merchant, Owner } from './model.ts';
import { fmtDate, money } from './model.ts';
import type { Sets } from './pen.ts';

export const FREQ_TEXT = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;
export const countryName = (m: Merchant) => (m.country === 'CA' ? 'Canada' : 'United States');

/** 0 "First M. Last", 1 "First Last", 2 "Last, First"; a credential is printed after the name and dropped from it. */
export function ownerName(o: Owner, f: number): string {
  const n = f === 2 ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : f === 0 && o.middle ? `${o.first} ${o.middle} ${o.last}` : `${o.first} ${o.last}`;
  return o.credential && f !== 2 ? `${n}, ${o.credential}` : n;
}
export const nameSets = (i: number, o: Owner): Sets => ({ [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last });

export function bizTaxText(m: Merchant): string { return m.taxId; }
export function bizTaxSets(m: Merchant): Sets {
  return { business_tax_id: m.taxId.replace(/[^0-9A-Z]/g, ''), business_tax_id_type: m.taxType, business_tax_id_country: m.country };
}

/** An owner's tax ID as printed: full, or masked (then no truth: tax id, its type and country stay null). */
export function ownerTax(i: number, o: Owner, masked: boolean): { text: string; sets: Sets | null } {
  if (!masked) return { text: o.taxId, sets: { [`applicants.${i}.tax_id`]: o.taxId.replace(/\D/g, ''), [`applicants.${i}.tax_id_type`]: o.taxType, [`applicants.${i}.tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' } };
  const last = o.taxId.replace(/\D/g, '').slice(-4);
  return { text: o.taxType === 'SIN' ? `*** *** ${last.slice(1)}` : `XXX-XX-${last}`, sets: null };
}

export const legalSets = (m: Merchant): Sets => ({ legal_name: m.legal });
/** The DBA as printed: null prints nothing, or "SAME" / "N/A" (both give a null trade name). */
export function dbaText(m: Merchant, blankWord: string | null): { text: string | null; sets: Sets | null } {
  if (m.dba) return { text: m.dba, sets: { trade_name: m.dba } };
  return { text: blankWord, sets: null };
}
export const stateSets = (m: Merchant): Sets => ({ state_region: m.addr.state, country: countryName(m) });
export const cityLine = (m: Merchant) => `${m.addr.city}, ${m.addr.state} ${m.addr.zip}`;
export const homeLine = (o: Owner) => `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`;
export const startSets = (m: Merchant): Sets => ({ business_start_date: m.start });
export const dateText = (iso: string, f: number) => fmtDate(iso, f);

/** Whole years between the start date and the forms' era (2025-06-01). */
export function yearsIn(m: Merchant): number { return 2025 - Number(m.start.slice(0, 4)) - (m.start.slice(5) > '06-01' ? 1 : 0); }

export function amountText(n: number, f: number, ca = false): string {
  const s = f === 1 ? money(n, true) : f === 2 ? n.toLocaleString('en-US') : money(n);
  return ca && f !== 2 ? `CAD ${s}` : s;
}
export const payText = (m: Merchant) => money(m.payment, true);

export function ownerSets(i: number, o: Owner, what: 'role' | 'ownership' | 'credit_score' | 'date_of_birth'): Sets {
  const v = what === 'role' ? o.title : what === 'ownership' ? o.pct : what === 'credit_score' ? o.credit : o.dob;
  return { [`applicants.${i}.${what}`]: v };
}
