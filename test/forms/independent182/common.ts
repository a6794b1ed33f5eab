// Pieces the four layouts share: how an owner's name, SIN, a BN, a province or an entity is written on a form, each
// with the truth fields that writing gives under applications.md (a masked SIN gives nothing; `Last, First` is
// swapped; a middle initial and a credential are dropped).
import type { Rng } from '../../statements/generator/prng.ts';
import type { FieldValue } from './draw.ts';
import type { Merchant, Owner } from './data.ts';
import { entityOf, maskedSin, nine, type NineStyle } from './format.ts';

export type Fields = Record<string, FieldValue>;
export const app = (k: string): string => `application.${k}`;
export const own = (i: number, k: string): string => `application.applicants[${i}].${k}`;

export const PROVINCE_NAMES: Record<string, [string, string]> = {
  QC: ['Quebec', 'Québec'], ON: ['Ontario', 'Ontario'], BC: ['British Columbia', 'Colombie-Britannique'], AB: ['Alberta', 'Alberta'],
  MB: ['Manitoba', 'Manitoba'], SK: ['Saskatchewan', 'Saskatchewan'], NB: ['New Brunswick', 'Nouveau-Brunswick'],
  NS: ['Nova Scotia', 'Nouvelle-Écosse'], NL: ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  PE: ['Prince Edward Island', 'Île-du-Prince-Édouard'], YT: ['Yukon', 'Yukon'], NT: ['Northwest Territories', 'Territoires du Nord-Ouest'],
};
const PROVINCE_ABBR: Record<string, string> = { QC: 'Qué.', NB: 'N.-B.', NS: 'N.-É.', ON: 'Ont.', AB: 'Alta.', BC: 'C.-B.', MB: 'Man.', SK: 'Sask.',
  NL: 'T.-N.-L.', PE: 'Î.-P.-É.', YT: 'Yuk.', NT: 'T.N.-O.' };

/** The business province as written (code, English or French name, a traditional abbreviation): it gives the
 *  province and, Canada's being the only ones, the country. */
export function province(code: string, how: 'code' | 'en' | 'fr' | 'abbr'): [string, Fields] {
  const text = how === 'code' ? code : how === 'abbr' ? PROVINCE_ABBR[code]! : PROVINCE_NAMES[code]![how === 'en' ? 0 : 1];
  return [text, { [app('state_region')]: code, [app('country')]: 'Canada' }];
}

/** A BN as written, with or without its program account; the truth is 9 digits + program, no separators. */
export function bn(m: Merchant, rng: Rng): [string, Fields] {
  const digits = nine(m.bn, rng.pick<NineStyle>(['bare', 'spaced', 'cra', 'bare']));
  const program = rng.chance(0.7);
  const sep = rng.pick([' ', ' ', '', ' - ']);
  const text = program ? `${digits}${sep}${rng.chance(0.2) ? `${m.program.slice(0, 2)} ${m.program.slice(2)}` : m.program}` : digits;
  return [text, { [app('business_tax_id')]: program ? `${m.bn}${m.program}` : m.bn, [app('business_tax_id_type')]: 'BN',
    [app('business_tax_id_country')]: 'CA' }];
}

export type NameHow = 'full' | 'lastFirst';

/** An owner's name as written; `lastFirst` where the label asks for `Nom, Prénom / Last, First`. */
export function ownerName(o: Owner, i: number, how: NameHow): [string, Fields] {
  const first = o.middle ? `${o.first} ${o.middle}` : o.first;
  const text = how === 'lastFirst' ? `${o.last}, ${first}` : `${first} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
  return [text, { [own(i, 'first_name')]: o.first, [own(i, 'last_name')]: o.last }];
}

export type SinHow = 'full' | 'masked' | 'blank';

/** The owner's SIN: in full (digits, SIN, CA), masked (nothing: no number, so no type either) or left blank. */
export function sin(o: Owner, i: number, how: SinHow, rng: Rng): [string, Fields] {
  if (how === 'blank') return ['', {}];
  if (how === 'masked') return [maskedSin(o.sin, rng.pick(['x', 'star'] as const)), {}];
  return [nine(o.sin, rng.pick<NineStyle>(['spaced', 'dashed', 'spaced', 'bare'])),
    { [own(i, 'tax_id')]: o.sin, [own(i, 'tax_id_type')]: 'SIN', [own(i, 'tax_id_country')]: 'CA' }];
}

export function sinHow(rng: Rng): SinHow {
  return rng.weighted<SinHow>([['full', 5], ['masked', 3], ['blank', 1]]);
}

/** Entity written as free text: the suffix people put (`Inc.`, `Ltée`, `S.E.N.C.`) or the words. */
export function entityWords(m: Merchant, rng: Rng): [string, Fields] {
  const options: Record<Merchant['entity'], string[]> = {
    ca_corporation: ['Inc.', 'Corporation', 'Ltée', 'Corp.', 'Société par actions', 'Ltd.', 'Incorporated'],
    general_partnership: ['Partnership', 'S.E.N.C.', 'Société en nom collectif', 'General Partnership'],
    sole_proprietorship: ['Sole Proprietorship', 'Entreprise individuelle', 'Sole Proprietor', 'Travailleur autonome'],
    limited_partnership: ['S.E.C.', 'Limited Partnership', 'Société en commandite'],
  };
  const text = rng.pick(options[m.entity]);
  return [text, { [app('type_of_entity')]: entityOf(text) }];
}

/** Trade name as written: the operating name, or a blank / `SAME` / `N/A` / the legal name again. Those last three
 *  are printed in the trade-name slot and give it, as null: they are recorded as such, not as decoys. */
export function tradeName(m: Merchant, rng: Rng): [string, Fields] {
  const none = { [app('trade_name')]: null };
  if (m.operating === m.legal) return [rng.pick(['SAME', 'N/A']), none];
  const k = rng.weighted([['name', 8], ['blank', 1], ['same', 1], ['na', 0.7], ['legal', 0.5]] as const);
  if (k === 'name') return [m.operating, { [app('trade_name')]: m.operating }];
  if (k === 'blank') return ['', {}];
  return [k === 'same' ? rng.pick(['SAME', 'Same']) : k === 'na' ? 'N/A' : m.legal, none];
}

export function legalName(m: Merchant): [string, Fields] {
  return [m.legal, { [app('legal_name')]: m.legal }];
}

export function industry(m: Merchant): [string, Fields] {
  return [m.industryText, { [app('industry')]: m.industry }];
}

export function addressLine(a: { street: string; city: string; province: string; postal: string }): string {
  return `${a.street}, ${a.city} ${a.province} ${a.postal}`;
}

export const FREQUENCY_LABELS: [Merchant['frequency'], string][] = [['daily', 'Quotidien / Daily'], ['weekly', 'Hebdomadaire / Weekly'],
  ['biweekly', 'Aux deux semaines / Bi-weekly'], ['monthly', 'Mensuel / Monthly']];
