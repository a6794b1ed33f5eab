// Reading what callers send in application fields against the reference tables. Pure: no I/O, tables are
// module constants. Every value is compared by lookupKey (case, accents, spaces and punctuation ignored).
import { lookupKey } from './keys.ts';
import { countries } from './tables/countries.ts';
import { entityTypes } from './tables/entity-types.ts';
import { industries } from './tables/industries.ts';
import { provinces } from './tables/provinces.ts';
import { states } from './tables/states.ts';
import type { CountryEntry, CountryId, EntityTypeEntry, IndustryEntry, RegionEntry, RiskCategory } from './types.ts';

type Named = { id: string; label: string; aliases: readonly string[] };

/** key -> entries that answer to it (id, label or alias). */
function index<T extends Named>(entries: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const entry of entries) {
    for (const name of [entry.id, entry.label, ...entry.aliases]) {
      const key = lookupKey(name);
      const list = map.get(key) ?? [];
      if (!list.includes(entry)) list.push(entry);
      map.set(key, list);
    }
  }
  return map;
}

const countryIndex = index(countries);
const usIndex = index(states);
const caIndex = index(provinces);
const entityIndex = index(entityTypes);
const industryIndex = index(industries);

const byId = <T extends { id: string }>(entries: readonly T[]): Map<string, T> => new Map(entries.map((e) => [e.id, e]));
const countryById = byId(countries);
const stateIds = byId(states);
const provinceIds = byId(provinces);
const entityIds = byId(entityTypes);
const industryIds = byId(industries);

export interface CountryMatch { id: CountryId; label: string; territory?: string }
export interface RegionMatch { id: string; label: string; country: CountryId }
export interface EntityTypeMatch { id: string; label: string }
export interface IndustryMatch { id: string; label: string; risk_category: RiskCategory }

/**
 * `US`, `USA`, `United States`, `U.S.A.`, `America` ... -> United States; `CA`, `CAN`, `Canada` -> Canada.
 * A U.S. territory sent as a country (`Puerto Rico`, `PR`, `PRI`) is the United States; `territory` then names
 * it, so the application can keep it as its state_region.
 */
export function normalizeCountry(value: string): CountryMatch | null {
  const key = lookupKey(value);
  const country = countryIndex.get(key)?.[0];
  if (country) return { id: country.id, label: country.label };
  const territory = usIndex.get(key)?.find((s) => s.type === 'territory');
  const us = countryById.get('US') as CountryEntry;
  return territory ? { id: us.id, label: us.label, territory: territory.id } : null;
}

/**
 * A state, DC, territory, province or Canadian territory by code, name or alias. With a country, only that
 * country's list is read (`CA` with US = California; with CA it is no province, so null). Without one, both lists
 * are read; U.S. and Canadian codes, names and aliases never share a key (the build checks it).
 */
export function normalizeStateRegion(value: string, countryId?: CountryId | null): RegionMatch | null {
  const key = lookupKey(value);
  if (key === '') return null;
  const found =
    countryId === 'US' ? usIndex.get(key)?.[0]
    : countryId === 'CA' ? caIndex.get(key)?.[0]
    : (usIndex.get(key)?.[0] ?? caIndex.get(key)?.[0]);
  return found ? region(found) : null;
}

function region(entry: RegionEntry): RegionMatch {
  return { id: entry.id, label: entry.label, country: entry.country };
}

/**
 * An entity type by id, label or alias. Some words name a form in both countries ("Inc", "Corp", "Ltd",
 * "Professional Corporation"): the country decides (c_corporation / ca_corporation); without a country the entry
 * valid in both wins (`corporation`), else the U.S. one. A form of one country only ("LLC") is returned whatever
 * the country, so a Canadian "LLC" is still read as an LLC.
 */
export function normalizeEntityType(value: string, countryId?: CountryId | null): EntityTypeMatch | null {
  const candidates = entityIndex.get(lookupKey(value)) ?? [];
  // A one-country form's id is itself whatever the country (normalising twice changes nothing: "professional_corporation",
  // read from "P.A." under Canada, is not then Canada's own professional corporation); a generic id ("corporation")
  // still takes the country's form.
  const chosen = candidates.find((e) => e.id === value.trim() && e.countries.length === 1) ?? pickByCountry(candidates, countryId ?? null);
  return chosen ? { id: chosen.id, label: chosen.label } : null;
}

function pickByCountry(candidates: EntityTypeEntry[], countryId: CountryId | null): EntityTypeEntry | undefined {
  if (candidates.length <= 1) return candidates[0];
  const only = (c: CountryId) => candidates.filter((e) => e.countries.length === 1 && e.countries[0] === c);
  const neutral = candidates.filter((e) => e.countries.length > 1);
  if (countryId) {
    const specific = only(countryId);
    if (specific.length === 1) return specific[0];
  }
  if (neutral.length === 1) return neutral[0];
  if (!countryId) {
    const us = only('US');
    if (us.length === 1) return us[0];
  }
  return undefined;
}

/** An industry by id, label or alias, with its risk category. */
export function normalizeIndustry(value: string): IndustryMatch | null {
  const key = lookupKey(value);
  // CRMs often send the plural ("Restaurants", "Salons"); try the singular when the word itself is not known.
  const found = industryIndex.get(key)?.[0] ?? (key.endsWith('s') ? industryIndex.get(key.slice(0, -1))?.[0] : undefined);
  return found ? industryMatch(found) : null;
}

function industryMatch(entry: IndustryEntry): IndustryMatch {
  return { id: entry.id, label: entry.label, risk_category: entry.risk_category };
}

// ---- look-ups by id (exact ids only, for stored and already normalized values) ----
export function countryByIdOrNull(id: string): CountryEntry | null { return countryById.get(id as CountryId) ?? null; }
export function stateById(id: string): RegionEntry | null { return stateIds.get(id) ?? null; }
export function provinceById(id: string): RegionEntry | null { return provinceIds.get(id) ?? null; }
/** A state or a province by code (codes never overlap). */
export function regionById(id: string): RegionEntry | null { return stateIds.get(id) ?? provinceIds.get(id) ?? null; }
export function entityTypeById(id: string): EntityTypeEntry | null { return entityIds.get(id) ?? null; }
export function industryById(id: string): IndustryEntry | null { return industryIds.get(id) ?? null; }
/** The risk category of an industry id, or null for an id that is not in the table (e.g. a flagged value). */
export function riskCategoryOf(industryId: string): RiskCategory | null { return industryIds.get(industryId)?.risk_category ?? null; }

// ---- the application object ----
export interface ReviewFlag { field: string; value: string; reason: 'unrecognized' }
export interface NormalizedApplication<T extends Record<string, unknown>> { application: T; review_flags: ReviewFlag[] }

/**
 * A copy of an application with its reference fields in canonical form: `country` the label (`United States`,
 * `Canada`), `state_region` the code, `type_of_entity` and `industry` the ids. A value that matches nothing is
 * kept as sent and listed in review_flags (the request still succeeds). Absent, null, non-string and blank values
 * are left alone and not flagged. Other fields are copied untouched.
 */
export function normalizeApplication<T extends Record<string, unknown>>(app: T, path = 'application'): NormalizedApplication<T> {
  const out: Record<string, unknown> = { ...app };
  const flags: ReviewFlag[] = [];
  const flag = (field: string, value: string) => flags.push({ field: `${path}.${field}`, value, reason: 'unrecognized' });
  const text = (field: string): string | null => {
    const v = app[field];
    return typeof v === 'string' && v.trim() !== '' ? v : null;
  };

  let countryId: CountryId | null = null;
  const country = text('country');
  if (country !== null) {
    const match = normalizeCountry(country);
    if (match) {
      countryId = match.id;
      out.country = match.label;
      // "Puerto Rico" sent as the country: the country is the United States and the territory its region.
      if (match.territory && text('state_region') === null) out.state_region = match.territory;
    } else flag('country', country);
  }

  const state = text('state_region');
  if (state !== null) {
    const match = normalizeStateRegion(state, countryId);
    if (match) out.state_region = match.id;
    else flag('state_region', state);
  }

  const entity = text('type_of_entity');
  if (entity !== null) {
    const match = normalizeEntityType(entity, countryId ?? regionCountry(out.state_region));
    if (match) out.type_of_entity = match.id;
    else flag('type_of_entity', entity);
  }

  const industry = text('industry');
  if (industry !== null) {
    const match = normalizeIndustry(industry);
    if (match) out.industry = match.id;
    else flag('industry', industry);
  }

  return { application: out as T, review_flags: flags };
}

/** Without a country, a recognised province or state still tells which country an "Inc" belongs to. */
function regionCountry(stateRegion: unknown): CountryId | null {
  return typeof stateRegion === 'string' ? (regionById(stateRegion)?.country ?? null) : null;
}
