// Canadian business names: incorporated names with English or French legal elements, numbered companies as each
// registry words them (`2745193 Ontario Inc.`, `1234567 B.C. Ltd.`, `9123-4567 Québec inc.`), partnerships
// (`Tremblay et Gagnon S.E.N.C.`), and the operating names (O/A) businesses trade under.
import type { Rng } from '../../statements/generator/prng.ts';
import { NAME_WORDS_EN, NAME_WORDS_FR } from './people.ts';

export type EntityKind = 'corp' | 'numbered' | 'sole' | 'gp' | 'lp' | 'ulc';

export const ENTITY_ID: Record<EntityKind, string> = {
  corp: 'ca_corporation', numbered: 'ca_corporation', sole: 'sole_proprietorship', gp: 'general_partnership', lp: 'limited_partnership', ulc: 'ca_ulc',
};

const NOUNS: Record<string, [string[], string[]]> = {
  restaurant: [['Kitchen', 'Grill', 'Bistro', 'Eatery'], ['Resto', 'Bistro', 'Cuisine']],
  personal_care: [['Salon', 'Studio', 'Beauty Bar'], ['Salon', 'Studio', 'Beauté']],
  auto_repair: [['Auto Care', 'Automotive', 'Collision'], ['Mécanique', 'Auto', 'Garage']],
  specialty_trade_contractor: [['Mechanical', 'Electric', 'Roofing', 'Plumbing'], ['Plomberie', 'Électrique', 'Toitures']],
  landscaping: [['Landscape', 'Yard Works', 'Grounds'], ['Paysagement', 'Terrassement']],
  trucking_local: [['Hauling', 'Transport', 'Movers'], ['Transport', 'Déménagement']],
  trucking_long_haul: [['Transport', 'Freightways', 'Carriers'], ['Transport', 'Camionnage']],
  retail_general: [['Trading Post', 'Supply', 'Boutique', 'Outfitters'], ['Boutique', 'Comptoir']],
  grocery: [['Market', 'Fine Foods', 'Grocer'], ['Marché', 'Épicerie fine']],
  professional_services: [['Advisory', 'Consulting', 'Creative'], ['Conseil', 'Services-conseils']],
};
const GENERIC: [string[], string[]] = [['Enterprises', 'Services', 'Group', 'Industries', 'Co.'], ['Entreprises', 'Services', 'Groupe']];

export function noun(rng: Rng, industryId: string, fr: boolean): string {
  const [en, f] = NOUNS[industryId] ?? GENERIC;
  return rng.pick(fr ? f : en);
}

/** An operating (trade) name: `Cedar Kitchen`, `Bistro Boréal`, `Nguyen's Auto Care`. */
export function tradeName(rng: Rng, industryId: string, fr: boolean, ownerLast: string): string {
  const n = noun(rng, industryId, fr);
  if (fr) return rng.chance(0.5) ? `${n} ${rng.pick(NAME_WORDS_FR)}` : `${n} ${ownerLast}`;
  return rng.chance(0.7) ? `${rng.pick(NAME_WORDS_EN)} ${n}` : `${ownerLast}'s ${n}`;
}

const NUMBERED: Record<string, (rng: Rng, year: number) => string> = {
  ON: (r, y) => `${y >= 2021 ? '100' + r.digits(7) : String(r.int(1000000, 2899999))} Ontario Inc.`,
  BC: (r) => `${r.int(1000000, 1399999)} B.C. Ltd.`,
  AB: (r) => `${r.int(1800000, 2499999)} Alberta Ltd.`,
  QC: (r) => `${r.int(9000, 9499)}-${r.digits(4)} Québec inc.`,
  NS: (r) => `${r.int(3200000, 3399999)} Nova Scotia Limited`,
  NB: (r) => `${r.int(500000, 729999)} N.B. Inc.`,
  PE: (r) => `${r.int(100000, 109999)} P.E.I. Inc.`,
  NL: (r) => `${r.int(10000, 99999)} Newfoundland and Labrador Inc.`,
  MB: (r) => `${r.int(5000000, 10999999)} Manitoba Ltd.`,
  SK: (r) => `${r.int(101000000, 102999999)} Saskatchewan Ltd.`,
  CA: (r) => `${r.int(1000000, 15999999)} Canada Inc.`,
};

/** A numbered company's name for its jurisdiction (`CA` = federal, CBCA). */
export function numberedName(rng: Rng, jurisdiction: string, year: number): string {
  return (NUMBERED[jurisdiction] ?? NUMBERED.CA!)(rng, year);
}

function corpSuffix(rng: Rng, prov: string, fr: boolean): string {
  if (fr) return rng.pick(['inc.', 'inc.', 'ltée', 'Inc.']);
  if (prov === 'NS' || prov === 'NL') return rng.pick(['Limited', 'Limited', 'Ltd.', 'Inc.', 'Incorporated']);
  if (prov === 'BC' || prov === 'AB') return rng.pick(['Ltd.', 'Ltd.', 'Inc.', 'Corp.']);
  return rng.pick(['Inc.', 'Inc.', 'Ltd.', 'Corp.', 'Incorporated', 'Limited', 'Corporation']);
}

/** A named corporation: `Granite Mechanical Ltd.`, `Les Entreprises Gagnon ltée`. */
export function corpName(rng: Rng, industryId: string, prov: string, fr: boolean, ownerLast: string): string {
  const suffix = corpSuffix(rng, prov, fr);
  if (fr) {
    const core = rng.pick([`Les Entreprises ${ownerLast}`, `Groupe ${rng.pick(NAME_WORDS_FR)}`, `${noun(rng, industryId, true)} ${ownerLast}`]);
    return `${core} ${suffix}`;
  }
  const core = rng.chance(0.7) ? `${rng.pick(NAME_WORDS_EN)} ${noun(rng, industryId, false)}` : `${ownerLast} ${noun(rng, industryId, false)}`;
  return `${core.replace(/ Co\.$/, '')} ${suffix}`;
}

/** A partnership's registered name: `Gill & Sandhu`, `Tremblay et Gagnon S.E.N.C.`, `Tamarack Hospitality LP`. */
export function partnershipName(rng: Rng, kind: 'gp' | 'lp', fr: boolean, lasts: string[], industryId: string): string {
  const [a, b] = [lasts[0] ?? 'Roy', lasts[1] ?? lasts[0] ?? 'Roy'];
  if (kind === 'lp') {
    return fr ? `${noun(rng, industryId, true)} ${rng.pick(NAME_WORDS_FR)} S.E.C.` : `${rng.pick(NAME_WORDS_EN)} ${noun(rng, industryId, false)} LP`;
  }
  if (fr) return `${a} et ${b} S.E.N.C.`;
  return rng.pick([`${a} & ${b}`, `${a} & ${b} Partnership`, `${rng.pick(NAME_WORDS_EN)} ${noun(rng, industryId, false)} Partners`]);
}

export const FUNDERS = ['Northern Lights Capital', 'Beaver Creek Funding', 'Prairie Sky Advance', 'Rideau Merchant Capital', 'Bluenose Business Cash',
  'Cascadia Advance Corp.', 'Caribou Capital Inc.', 'Kootenay Working Capital', 'Fundmore Canada', 'Capitaux Fleuve Inc.', 'Chinook Cash Flow Ltd.'];
export const ISO_COMPANIES = ['Loonie Lane Financial Inc.', 'Greatlakes Funding Advisors', 'Westcoast Merchant Brokers Ltd.', 'Courtage PME Québec inc.',
  'Maritime Business Capital Group', 'Polar Bear Capital Partners', 'Lionsgate Commercial Finance'];
export const LANDLORDS = ['Brookfield Plaza Holdings', 'Gestion Immobilière Dorval inc.', 'Hillcrest Property Management', 'Harbourside Realty Ltd.',
  'Sunridge Commercial Properties', 'Placements Bellerive ltée', 'Oakville Centre Leasing Corp.'];
