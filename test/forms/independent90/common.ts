// What the independent90 layouts share: how a value is written on a small merchant's form and the truth it gives.
// Every choice of wording that changes the truth (masked, N/A, bare digits, "same as") is made here, once.
import type { Rng } from '../../statements/generator/prng.ts';
import { dashed, fmtDate, iso, masked, type DateStyle, type TaxNum, type TaxType, type Ymd } from './ids.ts';
import { entityFromText, industryFromText } from './match.ts';
import type { Address, Kind, Merchant, Owner } from './model.ts';
import type { Gives } from './sheet.ts';

export const US = 'United States';
export interface Out { text: string; gives: Gives | null }

export const biz = (app: NonNullable<Gives['app']>): Gives => ({ app });
export const own = (i: number, v: NonNullable<Gives['owner']>['v']): Gives => ({ owner: { i, v } });

/** What the tax-ID line's label says the number is: one type, "SSN or ITIN" (told apart by the leading 9), or
 *  nothing that decides (e.g. "Tax ID (EIN or SSN)"). */
export type TaxLabel = TaxType | 'SSN_ITIN' | null;

/** The type applications.md reads from a printed number: its format, else its label or checked box. */
export function taxTypeOf(text: string, label: TaxLabel): TaxType | null {
  if (/^\d{2}-\d{7}$/.test(text)) return 'EIN';
  if (/^\d{3}-\d{2}-\d{4}$/.test(text)) return text.startsWith('9') ? 'ITIN' : 'SSN';
  if (!/^\d{9}$/.test(text)) return null;
  if (label === 'SSN_ITIN') return text.startsWith('9') ? 'ITIN' : 'SSN';
  return label;
}

/** The business's tax-ID line: dashed, bare or masked. Masked gives nothing (README: no digits, no type, no country). */
export function bizTax(t: TaxNum, rng: Rng, o: { maskP?: number; bareP?: number; label: TaxLabel }): Out {
  if (rng.chance(o.maskP ?? 0)) return { text: masked(t, rng), gives: null };
  const text = rng.chance(o.bareP ?? 0) ? t.digits : dashed(t);
  return { text, gives: biz({ business_tax_id: t.digits, business_tax_id_type: taxTypeOf(text, o.label), business_tax_id_country: 'US' }) };
}

/** An owner's SSN/ITIN line, often masked. */
export function ownerTax(i: number, t: TaxNum, rng: Rng, o: { maskP: number; bareP?: number; label: TaxLabel }): Out {
  if (rng.chance(o.maskP)) return { text: masked(t, rng), gives: null };
  const text = rng.chance(o.bareP ?? 0) ? t.digits : dashed(t);
  return { text, gives: own(i, { tax_id: t.digits, tax_id_type: taxTypeOf(text, o.label), tax_id_country: 'US' }) };
}

/** Words written where the business has no number of its own. */
export const NO_NUMBER = ['N/A', 'n/a', 'None', 'Applied for', 'Pending', ''] as const;

export function dbaOut(m: Merchant, rng: Rng): Out {
  if (m.dba) return { text: m.dba, gives: biz({ trade_name: m.dba }) };
  return { text: rng.pick(['N/A', 'SAME', '', 'n/a', 'Same', m.legal]), gives: null };
}

export const legalOut = (m: Merchant): Out => ({ text: m.legal, gives: biz({ legal_name: m.legal }) });

export function industryOut(m: Merchant): Out {
  return { text: m.industryText, gives: biz({ industry: industryFromText(m.industryText) }) };
}

/** An entity answer written in words (free-text line or "Other:" line). */
export function entityWords(kind: Kind, rng: Rng, choices?: Partial<Record<Kind, readonly string[]>>): Out {
  const base: Record<Kind, readonly string[]> = {
    sole: ['Sole Proprietor', 'Sole Proprietorship', 'Individual', 'Sole Prop', 'Self-employed'],
    partnership: ['Partnership', 'General Partnership', 'GP'],
    smllc: ['LLC', 'Single-Member LLC', 'SMLLC', 'L.L.C.'],
    corp: ['Inc.', 'Corporation', 'S Corp', 'S-Corp', 'C Corp', 'Corp'],
  };
  const text = rng.pick(choices?.[kind] ?? base[kind]);
  return { text, gives: biz({ type_of_entity: entityFromText(text) }) };
}

/** The checked box's truth: the entity its label names (see match.ts for "A / B" labels). */
export const entityBox = (label: string): Gives => biz({ type_of_entity: entityFromText(label) });

export function dateOut(v: Ymd, rng: Rng, styles: readonly DateStyle[] = ['mdy', 'mdy2', 'long', 'short', 'dash']): { text: string; iso: string } {
  return { text: fmtDate(v, rng.pick(styles)), iso: iso(v) };
}

export const startOut = (m: Merchant, rng: Rng): Out => {
  const d = dateOut(m.start, rng);
  return { text: d.text, gives: biz({ business_start_date: d.iso }) };
};

export const dobOut = (i: number, o: Owner, rng: Rng): Out => {
  const d = dateOut(o.dob, rng, ['mdy', 'mdy2', 'dash']);
  return { text: d.text, gives: own(i, { date_of_birth: d.iso }) };
};

/** The owner's name as one printed line: "First [M.] Last", or "Last, First [M.]". */
export function nameOut(i: number, o: Owner, rng: Rng, order: 'natural' | 'lastFirst' = 'natural'): Out {
  const mid = o.middle && rng.chance(0.6) ? ` ${o.middle}` : '';
  const text = order === 'natural' ? `${o.first}${mid} ${o.last}` : `${o.last}, ${o.first}${mid}`;
  return { text, gives: own(i, { first_name: o.first, last_name: o.last }) };
}

export function titleOut(i: number, kind: Kind, rng: Rng): Out {
  const t: Record<Kind, readonly string[]> = {
    sole: ['Owner', 'Proprietor', 'Sole Proprietor', 'Owner/Operator', 'Owner'],
    partnership: ['Partner', 'General Partner', 'Co-Owner', 'Managing Partner', 'Partner'],
    smllc: ['Member', 'Managing Member', 'Owner', 'Sole Member'],
    corp: ['President', 'CEO', 'Owner', 'Secretary', 'Vice President'],
  };
  const text = rng.pick(t[kind]);
  return { text, gives: own(i, { role: text }) };
}

export function pctOut(i: number, o: Owner, rng: Rng, blankP = 0): Out {
  if (rng.chance(blankP)) return { text: '', gives: null };
  const text = rng.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]);
  return { text, gives: own(i, { ownership: o.pct }) };
}

export function scoreOut(i: number, o: Owner): Out {
  return o.score === null ? { text: '', gives: null } : { text: String(o.score), gives: own(i, { credit_score: o.score }) };
}

/** "City, ST 12345" on one line: gives the business state when it is the business's address. */
export const cityLine = (a: Address) => `${a.city}, ${a.state} ${a.zip}`;
export const stateGives = (a: Address): Gives => biz({ state_region: a.state, country: US });

export const amountGives = (n: number): Gives => biz({ requested_amount: n });
