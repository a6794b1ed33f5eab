// Spellings and truth pieces the seven layouts share: what a form prints for a merchant's value and what that print
// gives under applications.md's rules.
import type { Rng } from '../../statements/generator/prng.ts';
import { digits, fmtDate, fmtName, maskId, type Merchant, type Owner } from './data.ts';
import type { TruthVals } from './pen.ts';

const COUNTRY = { US: 'United States', CA: 'Canada' } as const;

/** The DBA as printed and its truth: a blank, SAME or N/A gives null. */
export function dbaOf(m: Merchant, r: Rng): [string, TruthVals] {
  if (m.dba && m.dba !== m.legal) return [m.dba, { trade_name: m.dba }];
  return [r.pick(['', 'SAME', 'N/A', 'Same as above']), {}];
}

/** Free-text entity type as a broker types it. */
export function entityText(m: Merchant, r: Rng): [string, TruthVals] {
  const texts: Record<string, string[]> = {
    llc: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Single-Member LLC'], c_corporation: ['Corporation', 'Inc.', 'C-Corp', 'Corp'],
    s_corporation: ['S-Corp', 'S Corporation', 'S Corp'], limited_partnership: ['LP', 'Limited Partnership', 'L.P.'],
    sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], ca_corporation: ['Corporation', 'Incorporated', 'Ltd.', 'Corp.'],
  };
  return [r.pick(texts[m.entity]!), { type_of_entity: m.entity }];
}

/** A checkbox row's options: label and the entity id it gives. */
export const US_ENTITY_BOXES: readonly (readonly [string, string])[] = [['Sole Prop.', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
  ['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['LP', 'limited_partnership'], ['Non-Profit', 'nonprofit_corporation']];

/** Which box is checked, or 'Other' with the text on its line (an LLC sometimes writes "Multi-Member LLC" there). */
export function entityBox(m: Merchant, r: Rng, boxes = US_ENTITY_BOXES): { checked: string; other: string } {
  const box = boxes.find(([, id]) => id === m.entity);
  if (!box || (m.entity === 'llc' && r.chance(0.2))) return { checked: 'Other', other: m.entity === 'llc' ? r.pick(['Multi-Member LLC', 'SMLLC']) : entityText(m, r)[0] };
  return { checked: box[0], other: '' };
}

/** The business tax id as printed and its truth (EIN; a sole proprietor's SSN; a BN with or without program account). */
export function taxOf(m: Merchant, r: Rng, useSsn = false): [string, TruthVals] {
  if (m.country === 'CA') {
    const bn = m.bn;
    if (r.chance(0.3)) return [bn, { business_tax_id: bn, business_tax_id_type: 'BN', business_tax_id_country: 'CA' }];
    const printed = r.pick([`${bn} ${m.bnProgram}`, `${bn}${m.bnProgram}`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${m.bnProgram}`]);
    return [printed, { business_tax_id: bn + m.bnProgram, business_tax_id_type: 'BN', business_tax_id_country: 'CA' }];
  }
  const o = m.owners[0]!;
  if (useSsn) return [o.taxId, { business_tax_id: digits(o.taxId), business_tax_id_type: o.taxType, business_tax_id_country: 'US' }];
  return [m.ein, { business_tax_id: digits(m.ein), business_tax_id_type: 'EIN', business_tax_id_country: 'US' }];
}
/** The business's state or province (code, or in some forms the name) with the country it implies. */
export function regionOf(m: Merchant, byName = false): [string, TruthVals] {
  return [byName ? m.address.regionName : m.address.region, { state_region: m.address.region, country: COUNTRY[m.country] }];
}

export const freqLabel = (f: string) => ({ daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' })[f]!;
export const FREQ_BOXES: readonly (readonly [string, string])[] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

/** An owner's values as one form prints them (name form, masked id) and the truth each gives. */
export interface OwnerPrint {
  name: [string, TruthVals]; first: [string, TruthVals]; last: [string, TruthVals]; title: [string, TruthVals]; pct: [string, TruthVals];
  taxId: [string, TruthVals]; dob: [string, TruthVals]; credit: [string, TruthVals];
}
export function ownerPrint(o: Owner, i: number, r: Rng, dateForm: number, nameForm = r.int(0, 2)): OwnerPrint {
  const a = `applicants[${i}].`;
  const tax: [string, TruthVals] = o.masked ? [maskId(o.taxId, r), {}]
    : [o.taxId, { [`${a}tax_id`]: digits(o.taxId), [`${a}tax_id_type`]: o.taxType, [`${a}tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' }];
  const pct = r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]);
  return {
    name: [fmtName(o, nameForm), { [`${a}first_name`]: o.first, [`${a}last_name`]: o.last }],
    first: [o.first, { [`${a}first_name`]: o.first }], last: [o.last, { [`${a}last_name`]: o.last }],
    title: [o.title, { [`${a}role`]: o.title }], pct: [pct, { [`${a}ownership`]: o.pct }], taxId: tax,
    dob: [fmtDate(o.dob, dateForm % 4 === 1 ? 0 : dateForm), { [`${a}date_of_birth`]: o.dob }],
    credit: o.credit === null ? ['', {}] : [String(o.credit), { [`${a}credit_score`]: o.credit }],
  };
}
