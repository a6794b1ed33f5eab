// How values get printed on Canadian forms, and the truth value each printed form gives.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './data.ts';
import type { FieldValue } from './canvas.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export const iso = (d: Date): string => d.toISOString().slice(0, 10);

export type DateFmt = 'iso' | 'ymd_slash' | 'dmy' | 'long' | 'mon' | 'dmon' | 'dmon_upper';
/** A date as printed. `dmy` is only used under a "(DD/MM/YYYY)" label: Canadian forms print both orders. */
export function fmtDate(d: Date, f: DateFmt): string {
  const y = d.getUTCFullYear(), m = d.getUTCMonth(), day = d.getUTCDate();
  switch (f) {
    case 'iso': return `${y}-${p2(m + 1)}-${p2(day)}`;
    case 'ymd_slash': return `${y}/${p2(m + 1)}/${p2(day)}`;
    case 'dmy': return `${p2(day)}/${p2(m + 1)}/${y}`;
    case 'long': return `${MONTHS[m]} ${day}, ${y}`;
    case 'mon': return `${MONTHS[m]!.slice(0, 3)}${m === 4 ? '' : '.'} ${day}, ${y}`;
    case 'dmon': return `${p2(day)}-${MONTHS[m]!.slice(0, 3)}-${y}`;
    case 'dmon_upper': return `${day} ${MONTHS[m]!.slice(0, 3).toUpperCase()} ${y}`;
  }
}

/** CAD money in one of the ways brokers print it; the truth is the number. */
export function fmtMoney(n: number, rng: Rng, withSymbol = true): string {
  const cents = !Number.isInteger(n) || rng.chance(0.3);
  const s = n.toLocaleString('en-CA', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  if (!withSymbol) return s;
  return rng.weighted([[`$${s}`, 4], [`$${s} CAD`, 1], [`CAD ${s}`, 1], [`${s}`, 1], [`C$${s}`, 1]]);
}

/** The Business Number with its program account as one string, in a printed variant. */
export function fmtBn(bn: string, program: string, rng: Rng): string {
  const acct = program.slice(2);
  return rng.pick([`${bn}${program}`, `${bn} ${program}`, `${bn} RC ${acct}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${program}`, `${bn}-${program}`]);
}
export const bnTruth = (d: Deal): Record<string, FieldValue> => ({ 'application.business_tax_id': `${d.bn}${d.program}`,
  'application.business_tax_id_type': 'BN', 'application.business_tax_id_country': 'CA' });

/** A SIN printed whole or masked (last three digits only); a masked one gives no tax_id. */
export function fmtSin(o: Owner, rng: Rng): string {
  const s = o.sin;
  if (!o.sinMasked) return rng.pick([`${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`, `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`, s]);
  return rng.pick([`XXX-XXX-${s.slice(6)}`, `***-***-${s.slice(6)}`, `*** *** ${s.slice(6)}`, `xxx xxx ${s.slice(6)}`]);
}
export function sinTruth(o: Owner, i: number): Record<string, FieldValue> {
  return { [`application.applicants[${i}].tax_id`]: o.sinMasked ? null : o.sin, [`application.applicants[${i}].tax_id_type`]: 'SIN',
    [`application.applicants[${i}].tax_id_country`]: 'CA' };
}

export const fullName = (o: Owner): string => `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}`;
export const nameTruth = (o: Owner, i: number): Record<string, FieldValue> => ({ [`application.applicants[${i}].first_name`]: o.first,
  [`application.applicants[${i}].last_name`]: o.last });
export const ap = (i: number, field: string, v: FieldValue): Record<string, FieldValue> => ({ [`application.applicants[${i}].${field}`]: v });
export const app = (field: string, v: FieldValue): Record<string, FieldValue> => ({ [`application.${field}`]: v });

/** The operating name field: blank, SAME, N/A and the legal name itself give a null trade_name. */
export function tradeTruth(d: Deal): FieldValue {
  const o = d.operating;
  return !o || /^(same|n\/a)$/i.test(o) || o === d.legal ? null : o;
}

/** Province of the business address: the code, the name or the usual abbreviation; gives state_region and country. */
export function fmtProv(d: Deal, rng: Rng, allowed: ('code' | 'name' | 'alias')[]): string {
  const f = rng.pick(allowed);
  return f === 'code' ? d.prov.code : f === 'name' ? d.prov.name : d.prov.alias;
}
export const provTruth = (d: Deal): Record<string, FieldValue> => ({ 'application.state_region': d.prov.code, 'application.country': 'Canada' });

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

const suffix = (legal: string): string => /(Ltd\.|Inc\.|Limited|Corp\.)$/.exec(legal)?.[1] ?? 'Corporation';

/** Entity type as free text, in the words owners write, with the reference id the text maps to. */
export function entityText(d: Deal, rng: Rng): [string, string] {
  switch (d.kind) {
    // A corporation's owner writes "Corporation" or the suffix of its own name.
    case 'numbered': return rng.pick([['Corporation', 'ca_corporation'], ['Numbered company', 'ca_corporation'], [suffix(d.legal), 'ca_corporation']]);
    case 'corp': return rng.pick([['Corporation', 'ca_corporation'], ['Incorporated', 'ca_corporation'], [suffix(d.legal), 'ca_corporation']]);
    case 'sole': return rng.pick([['Sole Proprietorship', 'sole_proprietorship'], ['Sole Prop', 'sole_proprietorship'], ['Sole Proprietor', 'sole_proprietorship']]);
    case 'partnership': return rng.pick([['Partnership', 'general_partnership'], ['General Partnership', 'general_partnership']]);
    case 'ulc': return rng.pick([['ULC', 'ca_ulc'], ['Unlimited Liability Company', 'ca_ulc']]);
    case 'lp': return rng.pick([['Limited Partnership', 'limited_partnership'], ['LP', 'limited_partnership']]);
  }
}
/** The checkbox a form's fixed list offers for the entity: [label, id]; `null` label means "Other:" with text. */
export function entityBox(d: Deal): string {
  return { numbered: 'Corporation', corp: 'Corporation', sole: 'Sole Proprietorship', partnership: 'Partnership', ulc: 'Other', lp: 'Other' }[d.kind];
}
