// One-off generator: reads the researched drafts in ../shared/reference and writes the project's own tables to
// src/reference/tables/*.ts. The corrections below are the review of the draft (docs/reference.md says why);
// re-run after changing them: `node scripts/build-reference.ts`. Nothing reads ../shared at run time.
// (The folder is `tables/`, not `data/`: the project's .gitignore ignores every `data/` directory.)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lookupKey } from '../src/reference/keys.ts';
import type { CountryEntry, EntityTypeEntry, IndustryEntry, RegionEntry, RiskCategory } from '../src/reference/types.ts';

const root = join(import.meta.dirname, '..');
const draftDir = join(root, '..', 'shared', 'reference');
const outDir = join(root, 'src', 'reference', 'tables');

interface Draft<T> { items: T[] }
function draft<T>(name: string): T[] {
  return (JSON.parse(readFileSync(join(draftDir, name), 'utf8')) as Draft<T>).items;
}

/** Aliases without the id, the label and repeats (by lookup key): the id and label always match anyway. */
function cleanAliases(id: string, label: string, aliases: string[], drop: string[] = []): string[] {
  const seen = new Set([lookupKey(id), lookupKey(label)]);
  const dropped = new Set(drop.map(lookupKey));
  const out: string[] = [];
  for (const alias of aliases) {
    const key = lookupKey(alias);
    if (key === '' || seen.has(key) || dropped.has(key)) continue;
    seen.add(key);
    out.push(alias);
  }
  return out;
}

// ---- countries: only the two the service accepts ----
interface DraftCountry { alpha2: string; alpha3: string; name: string; name_fr: string; aliases: string[] }
const draftCountries = draft<DraftCountry>('countries.json');
const countryExtra: Record<string, string[]> = {
  US: ['US', 'United States', 'U.S.', 'U.S.A.', 'USA', 'United States of America', 'America', 'US of A', 'Etats-Unis'],
  CA: ['CA', 'CAN', 'CDN', 'Can.'],
};
const countries: CountryEntry[] = (['US', 'CA'] as const).map((id) => {
  const c = draftCountries.find((x) => x.alpha2 === id);
  if (!c) throw new Error(`country ${id} missing from the draft`);
  const label = id === 'US' ? 'United States' : 'Canada';
  return { id, label, aliases: cleanAliases(id, label, [c.alpha3, ...c.aliases, c.name, c.name_fr, ...(countryExtra[id] ?? [])]) };
});

// ---- states: 50 states, DC and the five inhabited territories (not UM, freely associated states, APO codes) ----
interface DraftState { code: string; name: string; type: string; iso_3166_2: string | null; aliases: string[] }
const served = new Set(['state', 'district', 'territory']);
const territoryAlpha3: Record<string, string> = { PR: 'PRI', GU: 'GUM', VI: 'VIR', AS: 'ASM', MP: 'MNP' };
const stateDrop: Record<string, string[]> = { OH: ['O.'] }; // a bare letter is not an abbreviation anyone sends
const stateExtra: Record<string, string[]> = { GU: ['Territory of Guam'] };
const states: RegionEntry[] = draft<DraftState>('states.json')
  .filter((s) => served.has(s.type))
  .map((s) => ({
    id: s.code,
    label: s.name,
    aliases: cleanAliases(s.code, s.name, [
      ...s.aliases, ...(stateExtra[s.code] ?? []), ...(s.iso_3166_2 ? [s.iso_3166_2] : []),
      ...(territoryAlpha3[s.code] ? [territoryAlpha3[s.code] as string] : []),
    ], stateDrop[s.code]),
    country: 'US',
    type: s.type as RegionEntry['type'],
  }));

// ---- provinces: 10 provinces and 3 territories, French names and legacy codes as aliases ----
interface DraftProvince { code: string; name: string; name_fr: string; type: string; iso_3166_2: string; aliases: string[] }
const usCodes = new Set(states.map((s) => lookupKey(s.id)));
const provinces: RegionEntry[] = draft<DraftProvince>('provinces.json').map((p) => ({
  id: p.code,
  label: p.name,
  // French abbreviations that compact to a U.S. code (N.-É. = NE Nebraska, T.-N. = TN Tennessee) are dropped:
  // US and Canadian codes must never meet, or a state read without its country would be a guess.
  aliases: cleanAliases(p.code, p.name, [p.name_fr, ...p.aliases, p.iso_3166_2]).filter((a) => !usCodes.has(lookupKey(a))),
  country: 'CA',
  type: p.type === 'territory' ? 'territory' : 'province',
}));

// ---- entity types ----
interface DraftEntity { id: string; label: string; countries: ('US' | 'CA')[]; category: string; aliases: string[]; name_suffixes: string[] }
const entityFix: Record<string, { label?: string; countries?: ('US' | 'CA')[]; add?: string[]; drop?: string[] }> = {
  c_corporation: { add: ['C Corporation', 'Limited'] },
  s_corporation: { add: ['S-Corporation'] },
  // Canada has its own ca_professional_corporation; "Professional Association" is a U.S. form only.
  professional_corporation: { countries: ['US'], add: ['Service Corporation'], drop: ['SC (Service Corporation)'] },
  // "B Corp" is a certification, and an SPC (social purpose corporation) is a different legal form.
  benefit_corporation: { add: ['Benefit Corporation'], drop: ['B Corp (legal form)', 'SPC'] },
  ca_corporation: { label: 'Corporation (Canada)', add: ['Ltd', 'Inc', 'Corp', 'Canadian Corporation'] },
  ca_professional_corporation: { add: ['P.C.'] },
};
// A corporation whose country is not known (the real-statement corpus gives `corporation` for an "INC" holder
// without an address). With a country, the same words resolve to c_corporation or ca_corporation.
const genericCorporation: EntityTypeEntry = {
  id: 'corporation', label: 'Corporation (country not specified)', countries: ['US', 'CA'], category: 'corporation',
  aliases: ['Corporation', 'Corp', 'Corp.', 'Inc', 'Inc.', 'Incorporated', 'Ltd', 'Ltd.', 'Limited'],
  suffixes: ['Inc.', 'Incorporated', 'Corp.', 'Corporation', 'Ltd.', 'Limited'],
};
const entityTypes: EntityTypeEntry[] = [];
for (const e of draft<DraftEntity>('entity-types.json')) {
  const fix = entityFix[e.id] ?? {};
  const label = fix.label ?? e.label;
  entityTypes.push({
    id: e.id, label, aliases: cleanAliases(e.id, label, [...e.aliases, ...(fix.add ?? [])], fix.drop),
    countries: fix.countries ?? e.countries, category: e.category, suffixes: e.name_suffixes,
  });
  if (e.id === 'c_corporation') entityTypes.push(genericCorporation);
}

// ---- industries ----
interface DraftIndustry { id: string; label: string; risk_category: RiskCategory; sector: string; naics_2022: string[]; aliases: string[] }
// Added: the plain words of a label that people send alone. Dropped: words that name another trade as often
// ("developer" is as often software; "plant" a nursery; "lab" anything), better flagged for review than misfiled.
const industryAdd: Record<string, string[]> = {
  medical_practice: ['medical', 'medical practice', 'medical clinic', 'healthcare'],
  dental_practice: ['dental', 'dentistry', 'dental clinic'],
  veterinary: ['veterinary clinic', 'vet clinic'],
  pharmacy: ['pharmacies', 'drug stores'],
  professional_services: ['professional services', 'accounting', 'engineering', 'architecture', 'marketing'],
  grocery: ['grocery store', 'bakery', 'specialty food store'],
  auto_repair: ['auto repair shop', 'automotive repair'],
  personal_care: ['beauty salon', 'nail salon', 'barber shop'],
  childcare: ['child care', 'childcare'],
  liquor_store: ['liquor', 'beer store'],
  ecommerce: ['online retail', 'online retailer'],
  it_software: ['IT', 'information technology', 'software development'],
  pet_services: ['pet grooming', 'pet store'],
  trucking_long_haul: ['long haul'],
  freight_logistics: ['freight brokerage'],
  vape_smoke_shop: ['vape', 'tobacco'],
  crypto: ['cryptocurrency'],
  firearms: ['firearms', 'guns', 'gun dealer'],
  gambling: ['gaming'],
  pawn_shop: ['pawn'],
  bail_bonds: ['bail bond'],
  insurance_agency: ['insurance'],
  lending_financial_institution: ['lending', 'mortgage lender', 'payday loans'],
  mlm_pyramid: ['multilevel marketing'],
};
const industryDrop: Record<string, string[]> = {
  real_estate_investor_developer: ['developer'], manufacturing: ['plant'], medical_practice: ['lab'],
};
const industries: IndustryEntry[] = draft<DraftIndustry>('industries.json').map((i) => ({
  id: i.id, label: i.label,
  aliases: cleanAliases(i.id, i.label, [...i.aliases, ...(industryAdd[i.id] ?? [])], industryDrop[i.id]),
  risk_category: i.risk_category, sector: i.sector, naics: i.naics_2022,
}));

// ---- checks: every key must name one entry (entity types may split by country, see normalize.ts) ----
function collisions(name: string, entries: { id: string; label: string; aliases: string[] }[]): string[] {
  const owners = new Map<string, Set<string>>();
  for (const e of entries) for (const v of [e.id, e.label, ...e.aliases]) {
    const key = lookupKey(v);
    owners.set(key, (owners.get(key) ?? new Set()).add(e.id));
  }
  return [...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${name}: "${key}" -> ${[...ids].join(', ')}`);
}
const hard = [
  ...collisions('countries', countries), ...collisions('regions', [...states, ...provinces]), ...collisions('industries', industries),
];
if (hard.length > 0) throw new Error(`ambiguous reference keys:\n${hard.join('\n')}`);
for (const line of collisions('entity-types', entityTypes)) console.error(`country-resolved: ${line}`);
if (states.length !== 56 || provinces.length !== 13) throw new Error(`expected 56 states and 13 provinces`);

// ---- write ----
function write(file: string, typeName: string, constName: string, rows: unknown[]): void {
  const body = `// Generated by scripts/build-reference.ts from ../shared/reference (reviewed; see docs/reference.md). Do not edit:
// change the script and run \`node scripts/build-reference.ts\`.
import type { ${typeName} } from '../types.ts';

export const ${constName}: readonly ${typeName}[] = ${JSON.stringify(rows, null, 2)};
`;
  writeFileSync(join(outDir, file), body);
}
mkdirSync(outDir, { recursive: true });
write('countries.ts', 'CountryEntry', 'countries', countries);
write('states.ts', 'RegionEntry', 'states', states);
write('provinces.ts', 'RegionEntry', 'provinces', provinces);
write('entity-types.ts', 'EntityTypeEntry', 'entityTypes', entityTypes);
write('industries.ts', 'IndustryEntry', 'industries', industries);
console.error(`wrote ${countries.length} countries, ${states.length} states, ${provinces.length} provinces, ` +
  `${entityTypes.length} entity types, ${industries.length} industries to ${outDir}`);
