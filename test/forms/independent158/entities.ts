// Entity types as brokers' forms print them: the reference id, legal-name suffixes and free-text spellings.
import type { Rng } from '../../statements/generator/prng.ts';

export interface EntityKind { id: string; weight: number; suffixes: string[]; texts: string[] }

export const US_ENTITIES: EntityKind[] = [
  { id: 'llc', weight: 30, suffixes: [' LLC', ', LLC', ' L.L.C.'], texts: ['LLC', 'Limited Liability Company', 'L.L.C.', 'Multi-Member LLC'] },
  { id: 'c_corporation', weight: 18, suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation', ', Incorporated'], texts: ['Corporation', 'C Corp', 'C-Corp', 'Inc.', 'Corp'] },
  { id: 's_corporation', weight: 14, suffixes: [', Inc.', ' Inc'], texts: ['S Corp', 'S Corporation', 'S-Corp', 'Subchapter S'] },
  { id: 'sole_proprietorship', weight: 12, suffixes: [], texts: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship', 'Individual'] },
  { id: 'general_partnership', weight: 7, suffixes: [' Partners', ' & Associates'], texts: ['Partnership', 'General Partnership', 'GP'] },
  { id: 'limited_partnership', weight: 4, suffixes: [', LP', ' L.P.'], texts: ['LP', 'Limited Partnership', 'L.P.'] },
  { id: 'llp', weight: 4, suffixes: [' LLP'], texts: ['LLP', 'L.L.P.'] },
  { id: 'pllc', weight: 6, suffixes: [', PLLC'], texts: ['PLLC', 'Professional LLC', 'P.L.L.C.'] },
  { id: 'nonprofit_corporation', weight: 2, suffixes: [' Foundation', ' Community Services, Inc.'], texts: ['Non-Profit', 'Nonprofit', '501(c)(3)', 'Not-for-profit'] },
  { id: 'professional_corporation', weight: 3, suffixes: [', P.C.', ', P.A.'], texts: ['PC', 'P.C.', 'Professional Corporation', 'Professional Association'] },
];

export const CA_ENTITIES: EntityKind[] = [
  { id: 'ca_corporation', weight: 55, suffixes: [' Ltd.', ' Inc.', ' Corp.', ' Limited'], texts: ['Corporation', 'Incorporated', 'Ltd.', 'Limited', 'Inc.'] },
  { id: 'sole_proprietorship', weight: 20, suffixes: [], texts: ['Sole Proprietorship', 'Sole Proprietor'] },
  { id: 'general_partnership', weight: 10, suffixes: [' Partners', ' & Associates'], texts: ['Partnership', 'General Partnership'] },
  { id: 'ca_ulc', weight: 5, suffixes: [' ULC'], texts: ['ULC', 'Unlimited Liability Corporation'] },
  { id: 'cooperative', weight: 5, suffixes: [' Co-operative', ' Co-op'], texts: ['Co-operative', 'Co-op'] },
  { id: 'llp', weight: 5, suffixes: [' LLP'], texts: ['LLP'] },
];

/** Which checkbox of a row an entity id checks (null: 'Other', with the type written on its line). */
const OPTION_IDS: Record<string, string> = {
  'Corporation': 'c_corporation', 'C-Corp': 'c_corporation', 'S-Corp': 's_corporation', 'LLC': 'llc', 'LLP': 'llp', 'LP': 'limited_partnership',
  'Partnership': 'general_partnership', 'Sole Proprietor': 'sole_proprietorship', 'Sole Prop': 'sole_proprietorship',
  'Non-Profit': 'nonprofit_corporation',
};

export function optionFor(options: readonly string[], id: string): string | null {
  return options.find((o) => OPTION_IDS[o] === id) ?? null;
}

export function pickEntity(rng: Rng, country: 'US' | 'CA', province: string): EntityKind {
  const list = country === 'US' ? US_ENTITIES : CA_ENTITIES;
  let e = rng.weighted(list.map((k) => [k, k.weight] as const));
  if (e.id === 'ca_ulc' && !['AB', 'BC', 'NS'].includes(province)) e = CA_ENTITIES[0]!;
  return e;
}
