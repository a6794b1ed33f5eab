// What every set-194 layout decides the same way: the truth paths, what a printed value gives under applications.md's
// rules, and the per-seed choices of what to print (drawn from the seed's print generator, never the style's).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './sheet.ts';
import type { Model, Owner } from './model.ts';
import { dashEin, dashSsn, fmtDate, fmtName, maskedId, spacedSin, type DateFormat, type NameOrder } from './formats.ts';
import { ENTITY_TEXTS } from './vocab.ts';

export const A = (k: string): string => `application.${k}`;
export const O = (i: number, k: string): string => `application.applicants[${i}].${k}`;

export function countryLabel(m: Model): string {
  return m.country === 'US' ? 'United States' : 'Canada';
}

/** The business address's state or province: state_region, and the country it implies. */
export function stateFields(m: Model): Fields {
  return { [A('state_region')]: m.address.state, [A('country')]: countryLabel(m) };
}

export function taxFields(m: Model): Fields {
  const digits = m.taxId.digits + m.taxId.program;
  return { [A('business_tax_id')]: digits, [A('business_tax_id_type')]: m.taxId.type, [A('business_tax_id_country')]: m.country };
}

/** The legal name as printed: a sole proprietor's is the owner's own name. */
export function legalName(m: Model): string {
  return m.entity === 'sole_proprietorship' ? fmtName({ ...m.owners[0]!.name, credential: '' }, 'first-last') : m.business;
}

/** What the DBA box holds, and the trade_name it gives (null for blank, SAME, N/A or the legal name repeated). */
export function dba(rng: Rng, m: Model): { text: string; value: string | null } {
  const legal = legalName(m);
  if (m.entity === 'sole_proprietorship' || /^\d{7}/.test(m.business)) return { text: m.base, value: m.base };
  const kind = rng.weighted([['base', 30], ['other', 15], ['same', 14], ['na', 10], ['blank', 21], ['legal', 10]] as const);
  if (kind === 'base') return { text: m.base, value: m.base };
  if (kind === 'other') { const t = `${m.base.split(' ')[0]} ${rng.pick(['Express', 'on Main', 'Two', 'Plus', 'Co.'])}`; return { text: t, value: t }; }
  if (kind === 'same') return { text: rng.pick(['SAME', 'Same', 'Same as above']), value: null };
  if (kind === 'na') return { text: rng.pick(['N/A', 'n/a']), value: null };
  if (kind === 'legal') return { text: legal, value: null };
  return { text: '', value: null };
}

/** An entity printed as free text (or on an "Other" line): one of the texts the reference maps to the model's entity. */
export function entityText(rng: Rng, m: Model): string {
  return rng.pick(ENTITY_TEXTS[m.country][m.entity]!);
}

export function industryFields(m: Model): Fields {
  return { [A('industry')]: m.industryId };
}

export function dateFormat(rng: Rng, birth: boolean): DateFormat {
  return rng.pick<DateFormat>(birth ? ['MM/DD/YYYY', 'M/D/YY', 'MM/DD/YYYY', 'MMM D, YYYY', 'MM-DD-YYYY']
    : ['MM/DD/YYYY', 'M/D/YY', 'MMMM D, YYYY', 'MMM D, YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD', 'D-MMM-YYYY', 'MM.DD.YYYY']);
}

/** Two-digit years only where no reader can misplace them: businesses 2000-2025, births before 2000. */
export function printDate(rng: Rng, iso: string, birth: boolean): string {
  let f = dateFormat(rng, birth);
  const y = Number(iso.slice(0, 4));
  if (f === 'M/D/YY' && (birth ? y >= 2000 : y < 2000)) f = 'MM/DD/YYYY';
  return fmtDate(iso, f);
}

export function ownerNameFields(i: number, o: Owner): Fields {
  return { [O(i, 'first_name')]: o.name.first, [O(i, 'last_name')]: o.name.last };
}

export function nameText(rng: Rng, o: Owner, lastFirstShare = 0.3): { text: string; order: NameOrder } {
  const order: NameOrder = !o.name.credential && rng.chance(lastFirstShare) ? 'last-first' : 'first-last';
  return { text: fmtName(o.name, order), order };
}

export function pctText(rng: Rng, pct: number): string {
  return rng.pick([`${pct}%`, `${pct}%`, `${pct} %`, String(pct), `${pct}.0%`]);
}

/** An owner's SSN / ITIN / SIN as printed: full (gives the tax ID), masked, or blank (both give nothing). */
export function personalId(rng: Rng, o: Owner, i: number, ca: boolean): { text: string; fields: Fields | null } {
  const kind = rng.weighted([['full', 50], ['masked', 35], ['blank', 15]] as const);
  if (kind === 'blank') return { text: '', fields: null };
  if (kind === 'masked') return { text: maskedId(rng, o.id.digits, ca), fields: null };
  const text = ca ? rng.pick([spacedSin(o.id.digits), `${o.id.digits.slice(0, 3)}-${o.id.digits.slice(3, 6)}-${o.id.digits.slice(6)}`]) : dashSsn(o.id.digits);
  return { text, fields: { [O(i, 'tax_id')]: o.id.digits, [O(i, 'tax_id_type')]: o.id.type, [O(i, 'tax_id_country')]: ca ? 'CA' : 'US' } };
}

/** A credit score box: a number, or blank / "Unknown" (null). */
export function creditText(rng: Rng, o: Owner): string {
  if (o.credit === null) return rng.pick(['', '', 'Unknown', 'N/A']);
  return String(o.credit);
}

export function einText(m: Model): string {
  return dashEin(m.taxId.digits);
}

/** A date of birth: printed (a field), masked (a decoy) or blank. */
export function dobText(rng: Rng, o: Owner): { text: string; masked: boolean } {
  const kind = rng.weighted([['full', 80], ['masked', 8], ['blank', 12]] as const);
  if (kind === 'blank') return { text: '', masked: false };
  if (kind === 'masked') return { text: `**/**/${o.dob.slice(0, 4)}`, masked: true };
  return { text: printDate(rng, o.dob, true), masked: false };
}

export function homeText(o: Owner): string {
  const h = o.home;
  return `${h.street}${h.unit ? ` ${h.unit}` : ''}, ${h.city}, ${h.state} ${h.zip}`;
}

export function freqLabel(f: string, labels: Record<string, string>): string {
  return labels[f]!;
}

/** The shared authorisation text (abridged from real broker forms). */
export const AUTHORIZATION = 'By signing below, each of the above owners certifies that the information on this application is true and complete and ' +
  'authorizes the broker, its assigns and any prospective funder to obtain business and consumer credit reports, bank references, and ' +
  'other information to verify it, now and for any update, renewal or extension. Each owner consents to receive calls and e-mails about ' +
  'this request. A photocopy or electronic copy of this authorization is as valid as the original.';
