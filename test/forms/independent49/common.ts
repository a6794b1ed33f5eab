// What each printed value of a merchant gives the truth (applications.md's rules), shared by set 49's layouts.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtEin, fmtSin, fmtSsn, iso, maskSsn, type Merchant, type Owner } from './data.ts';
import type { Form, Truths } from './draw.ts';

export const legalT = (m: Merchant): Truths => ({ legal_name: m.legal });
/** The DBA as printed: the name, or for a merchant without one a blank, `SAME`, `N/A` or the legal name again (null). */
export function dba(m: Merchant, r: Rng): { text: string; set: Truths } {
  if (m.dba) return { text: m.dba, set: { trade_name: m.dba } };
  return { text: r.pick(['', 'SAME', 'N/A', m.legal, 'Same']), set: {} };
}
export function businessTax(m: Merchant, bare = false): { text: string; set: Truths } {
  const text = m.taxType === 'BN' ? `${m.taxId} RC0001` : bare ? m.taxId : m.taxType === 'EIN' ? fmtEin(m.taxId) : fmtSsn(m.taxId);
  const digits = m.taxType === 'BN' ? `${m.taxId}RC0001` : m.taxId;
  const type = m.taxType === 'SSN' && m.taxId.startsWith('9') ? 'ITIN' : m.taxType;
  return { text, set: { business_tax_id: digits, business_tax_id_type: type, business_tax_id_country: m.country } };
}
export const stateT = (m: Merchant): Truths => ({ state_region: m.address.region });
export const industryT = (m: Merchant): Truths => ({ industry: m.industry.id });
export const entityT = (m: Merchant): Truths => ({ type_of_entity: m.entity.id });
export const amountT = (m: Merchant): Truths => ({ requested_amount: m.requested });
export const startT = (m: Merchant): Truths => ({ business_start_date: iso(m.start) });
/** The country is not printed on US forms: applications.md has it from the state and the tax ID. */
export function country(f: Form, m: Merchant): void { f.truth.country = m.country === 'US' ? 'United States' : 'Canada'; }

const a = (i: number, k: string) => `applicants[${i}].${k}`;
export const nameT = (i: number, o: Owner): Truths => ({ [a(i, 'first_name')]: o.first, [a(i, 'last_name')]: o.last });
export const firstT = (i: number, o: Owner): Truths => ({ [a(i, 'first_name')]: o.first });
export const lastT = (i: number, o: Owner): Truths => ({ [a(i, 'last_name')]: o.last });
export const roleT = (i: number, o: Owner): Truths => ({ [a(i, 'role')]: o.title });
export const pctT = (i: number, o: Owner): Truths => ({ [a(i, 'ownership')]: o.pct });
export const scoreT = (i: number, o: Owner): Truths => ({ [a(i, 'credit_score')]: o.score });
export const dobT = (i: number, o: Owner): Truths => ({ [a(i, 'date_of_birth')]: iso(o.dob) });
/** An owner's SSN / ITIN / SIN as printed; a masked one gives nothing (tax ID, its type and country all null). */
export function ownerTax(i: number, o: Owner, masked: boolean): { text: string; set: Truths } {
  if (masked) return { text: o.taxType === 'SIN' ? `XXX XXX ${o.taxId.slice(6)}` : maskSsn(o.taxId), set: {} };
  return { text: o.taxType === 'SIN' ? fmtSin(o.taxId) : fmtSsn(o.taxId),
    set: { [a(i, 'tax_id')]: o.taxId, [a(i, 'tax_id_type')]: o.taxType, [a(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

/** Which option of a checkbox row is the merchant's entity; none fits: "Other" with the entity written on its line. */
export function entityOption(m: Merchant, options: readonly (readonly [string, string])[]): { label: string | null; other: string | null } {
  const hit = options.find(([, id]) => id === m.entity.id);
  return hit ? { label: hit[0], other: null } : { label: null, other: m.entity.text };
}
export const FREQ_WORDS: Record<string, string[]> = { daily: ['Daily'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Bi-weekly', 'Biweekly'], monthly: ['Monthly'] };

/** The authorization text most broker forms carry. */
export function authText(company: string, canada = false): string {
  return `By signing below, each of the above listed business and business owner(s)/officer(s) (individually and collectively, "you") certify that all `
    + `information and documents submitted in connection with this application are true, correct and complete. You authorize ${company}, its assigns, `
    + `agents, banks and financial institutions to obtain information about you, including credit reports${canada ? ' from Equifax Canada and TransUnion Canada' : ''}, `
    + `bank references and statements, and to share this application with funding partners. You waive and release any claims against the recipients of `
    + `this information arising from its use.${canada ? ' Your personal information is collected, used and disclosed in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA).' : ''}`;
}

export interface Cell { w: number; label: string; value?: string | null; set?: Truths; hint?: string; decoy?: boolean; align?: 'left' | 'center' | 'right' }
/** A row of a Word table: each cell bordered, its label small at the top left, the value below it. */
export function gridRow(f: Form, x: number, y: number, h: number, cells: Cell[], o: { font?: string; size?: number } = {}): number {
  let cx = x;
  for (const c of cells) {
    f.rect(cx, y, c.w, h, { lw: 0.5 });
    f.text(c.label, cx + 2.5, y + 2, { font: o.font ?? 'Times-Bold', size: o.size ?? 7 });
    if (c.value !== undefined) f.value(c.value, cx + 1, y + 9, c.w - 2, h - 10, { set: c.set, hint: c.hint ?? c.label, decoy: c.decoy, align: c.align });
    cx += c.w;
  }
  return y + h;
}
