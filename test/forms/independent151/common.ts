// Owners, entities and the decoy blocks every layout prints (bank, open positions, landlord, references, ISO rep).
import type { Rng } from '../../statements/generator/prng.ts';
import { address, bn, contact, dateText, ein, isoDate, itin, masked, phone, sin, ssn, taxFields, taxText, nameFields, people, shares,
  type Address, type DateStyle, type Person, type Place, type TaxId } from './data.ts';
import type { FieldValue } from './kit.ts';

export interface Owner {
  p: Person; pct: number; tax: TaxId; shown: 'full' | 'masked' | 'blank'; dob: string | null; home: Address;
  score: number | null; cell: string; title: string;
}

export function makeOwners(rng: Rng, n: number, place: Place, titles: readonly string[], scoreP = 0.45): Owner[] {
  const ps = people(rng, n), pcts = shares(rng, n);
  return ps.map((p, i) => {
    const tax = place.country === 'CA' ? sin(rng) : rng.chance(0.1) ? itin(rng) : ssn(rng);
    return { p, pct: pcts[i]!, tax, shown: rng.weighted([['full', 55], ['masked', 30], ['blank', 15]] as const),
      dob: rng.chance(0.85) ? isoDate(rng, 1956, 1996) : null, home: address(rng, place),
      score: rng.chance(scoreP) ? rng.int(560, 805) : null, cell: phone(rng, place.area, rng.int(0, 2)),
      title: i === 0 ? titles[0]! : rng.pick(titles.slice(1)) };
  });
}

/** Printed SSN/SIN text and its fields (null when masked or blank). */
export function ownerTax(rng: Rng, i: number, o: Owner): { text: string; fields: Record<string, FieldValue> } {
  if (o.shown === 'blank') return { text: '', fields: {} };
  if (o.shown === 'masked') return { text: masked(o.tax, rng), fields: {} };
  return { text: taxText(o.tax), fields: taxFields(`applicants[${i}].`, o.tax, false) };
}
export function dobText(o: Owner, style: DateStyle): string { return o.dob ? dateText(o.dob, style === 'mdy2' ? 'mdy' : style) : ''; }
export const dobFields = (i: number, o: Owner): Record<string, FieldValue> => ({ [`applicants[${i}].date_of_birth`]: o.dob });
export const pctFields = (i: number, o: Owner): Record<string, FieldValue> => ({ [`applicants[${i}].ownership`]: o.pct });
export const roleFields = (i: number, o: Owner): Record<string, FieldValue> => ({ [`applicants[${i}].role`]: o.title });
export const scoreFields = (i: number, o: Owner): Record<string, FieldValue> => ({ [`applicants[${i}].credit_score`]: o.score });
export { nameFields };
export const homeText = (a: Address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

/** A business tax id: EIN/BN, or the owner's SSN/SIN for a sole proprietor who has no EIN/BN. */
export function businessTax(rng: Rng, ca: boolean, sole: boolean, owner: Owner): TaxId {
  if (sole && rng.chance(0.45)) return owner.tax;
  return ca ? bn(rng) : ein(rng);
}

export interface Entity { id: string; text: string }
/** Legal name for an entity from a trade-flavoured base name (a sole proprietor's legal name is the owner's name). */
export function legalName(rng: Rng, id: string, base: string, owners: Owner[], place: Place): string {
  const o = owners[0]!.p;
  switch (id) {
    case 'sole_proprietorship': return o.middle && rng.chance(0.5) ? `${o.first} ${o.middle} ${o.last}` : `${o.first} ${o.last}`;
    case 'llc': return `${base} ${rng.pick(['LLC', 'LLC', 'L.L.C.'])}`;
    case 'pllc': return `${base} ${rng.pick(['PLLC', 'P.L.L.C.'])}`;
    case 'professional_corporation': return `${base}, ${rng.pick(['P.C.', 'PC', 'P.A.'])}`;
    case 'limited_partnership': return `${base} ${rng.pick(['LP', 'L.P.'])}`;
    case 'general_partnership': return `${o.last} & ${owners[1]?.p.last ?? 'Partners'} ${base.split(' ').pop()}`;
    case 'ca_corporation': return rng.chance(0.4) ? `${rng.int(1000000, 2799999)} ${place.stateName} Inc.` : `${base} ${rng.pick(['Ltd.', 'Inc.', 'Limited'])}`;
    default: return `${base}${rng.pick([', Inc.', ' Inc.', ', Inc', ' Corp.', ' Corporation'])}`;
  }
}

/** A DBA as printed and its field: blank, SAME/N/A (null), or another name. */
export function dbaOf(rng: Rng, legal: string, other: string, must = false): { text: string; value: string | null } {
  if (must) return { text: other, value: other };
  const r = rng.weighted([['name', 45], ['blank', 35], ['same', 12], ['na', 8]] as const);
  if (r === 'name') return { text: other, value: other === legal ? null : other };
  return { text: r === 'blank' ? '' : r === 'same' ? rng.pick(['SAME', 'Same', 'Same as above']) : rng.pick(['N/A', 'n/a', 'None']), value: null };
}

const FUNDERS = ['Rapid Finance', 'Mulligan Funding', 'Fox Business Funding', 'Pearl Capital', 'Kapitus', 'Forward Financing',
  'Everest Business Funding', 'Velocity Capital Group', 'Greenbox Capital', 'Fundfi Merchant Funding', 'Libertas Funding', 'Bizfund'];
export interface Position { funder: string; balance: number; payment: number; freq: string }
export function positions(rng: Rng, max: number): Position[] {
  const n = rng.weighted([[0, 40], [1, 35], [2, 18], [3, 7]].filter(([k]) => k! <= max) as [number, number][]);
  return rng.shuffle([...FUNDERS]).slice(0, n).map((funder) => {
    const balance = rng.int(40, 900) * 100, daily = rng.chance(0.6);
    return { funder, balance, payment: Math.round(balance / (daily ? rng.int(60, 140) : rng.int(14, 30))), freq: daily ? 'Daily' : 'Weekly' };
  });
}

const US_BANKS = ['JPMorgan Chase', 'Wells Fargo', 'Regions Bank', 'TD Bank', 'PNC Bank', 'Truist', 'Fifth Third Bank', 'Bank of America', 'Huntington'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'BMO', 'Scotiabank', 'Desjardins', 'CIBC'];
export interface Bank { name: string; routing: string; account: string }
export function bank(rng: Rng, ca: boolean): Bank {
  return ca ? { name: rng.pick(CA_BANKS), routing: `${rng.digits(5)}-${rng.pick(['003', '004', '001', '815', '010'])}`, account: rng.digits(7) }
    : { name: rng.pick(US_BANKS), routing: `${rng.pick(['0', '1', '2'])}${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)) };
}

const LANDLORDS = ['Parkview Realty Group', 'Crestline Properties', 'Harbor Point Holdings', 'Westgate Commercial', 'Brookfield Plaza LP',
  'Tri-County Industrial Park', 'Meridian Asset Mgmt', 'First Street Partners'];
export interface Landlord { name: string; contact: string; phone: string; rent: number }
export function landlord(rng: Rng, area: string): Landlord {
  return { name: rng.pick(LANDLORDS), contact: contact(rng), phone: phone(rng, area), rent: rng.int(18, 160) * 100 };
}

export interface Rep { name: string; id: string; phone: string; email: string }
export function rep(rng: Rng, prefix: string, domain: string): Rep {
  const name = contact(rng);
  return { name, id: `${prefix}-${rng.int(1000, 9999)}`, phone: phone(rng, rng.pick(['212', '646', '305', '516', '718']), 1),
    email: `${name.split(' ')[0]!.toLowerCase()}@${domain}` };
}
export { contact, phone };
