// The supported values of the application's reference fields, as the deal page offers them in a <select>. Each
// option's value is the form the deal stores after normalisation (country label, state or province code, entity
// type id, industry id), so the stored value selects itself and a chosen one is stored as it is.
import { listReference } from '../../reference/service.ts';
import { countryByIdOrNull, entityTypeById, industryById, normalizeCountry, regionById } from '../../reference/normalize.ts';
import type { CountryId } from '../../reference/types.ts';
import { deepFreeze } from '../../platform/lru.ts';
import { html, type Html } from '../html.ts';

export const REFERENCE_FIELDS = ['country', 'state_region', 'type_of_entity', 'industry'] as const;
export type ReferenceField = (typeof REFERENCE_FIELDS)[number];

export const isReferenceField = (name: string): name is ReferenceField => (REFERENCE_FIELDS as readonly string[]).includes(name);

interface Option { value: string; label: string }
interface Group { label: string | null; options: Option[] }

const SECTORS: Record<string, string> = { real_estate: 'Real estate', regulated: 'Regulated trades' };
const sectorLabel = (s: string) => SECTORS[s] ?? s.charAt(0).toUpperCase() + s.slice(1);
const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'en');

/** The country an application's stored values place it in (for narrowing states and entity types), or null. */
export function countryOf(app: Record<string, unknown>): CountryId | null {
  if (typeof app.country === 'string') {
    const c = normalizeCountry(app.country);
    if (c) return c.id;
  }
  return typeof app.state_region === 'string' ? (regionById(app.state_region)?.country ?? null) : null;
}

// The reference data is fixed for the process's life, so each field's groups (per country) are built once: the deal
// page offers four of these selects on every view, and sorting the industries by label was most of their cost.
const groupsCache = new Map<string, Group[]>();

/** The option groups of a reference field; with a country, only the values valid there. Frozen: they are shared. */
export function referenceGroups(field: ReferenceField, country: CountryId | null): Group[] {
  const key = `${field}:${country ?? ''}`;
  let groups = groupsCache.get(key);
  if (!groups) groupsCache.set(key, (groups = deepFreeze(buildGroups(field, country))));
  return groups;
}

function buildGroups(field: ReferenceField, country: CountryId | null): Group[] {
  switch (field) {
    case 'country':
      return [{ label: null, options: listReference('countries').data.map((c) => ({ value: c.label, label: c.label })) }];
    case 'state_region': {
      const states = { label: 'United States', options: listReference('states').data.map((s) => ({ value: s.id, label: `${s.label} (${s.id})` })) };
      const provinces = { label: 'Canada', options: listReference('provinces').data.map((p) => ({ value: p.id, label: `${p.label} (${p.id})` })) };
      return country === 'US' ? [states] : country === 'CA' ? [provinces] : [states, provinces];
    }
    case 'type_of_entity':
      return [{ label: null, options: listReference('entity-types').data
        .filter((e) => !country || e.countries.includes(country))
        .map((e) => ({ value: e.id, label: e.countries.length === 1 ? `${e.label} (${e.countries[0]})` : e.label })) }];
    case 'industry': {
      const groups = new Map<string, Option[]>();
      for (const i of listReference('industries').data) {
        const list = groups.get(i.sector) ?? [];
        list.push({ value: i.id, label: i.label });
        groups.set(i.sector, list);
      }
      return [...groups].map(([sector, options]) => ({ label: sectorLabel(sector), options: options.sort(byLabel) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en'));
    }
  }
}

/** Whether a value is one of the field's supported values (in the stored form). */
export function isSupported(field: ReferenceField, value: string, country: CountryId | null): boolean {
  return referenceGroups(field, country).some((g) => g.options.some((o) => o.value === value));
}

/**
 * The <option>s of a reference field with `selected` chosen. A stored value the reference does not know (a flagged
 * one) is offered first, marked, so an unchanged form sends it back unchanged.
 */
export function referenceOptions(field: ReferenceField, selected: string, country: CountryId | null, blank: string): Html {
  const groups = referenceGroups(field, country);
  const known = groups.some((g) => g.options.some((o) => o.value === selected));
  const option = (o: Option) => html`<option value="${o.value}"${o.value === selected ? html` selected` : ''}>${o.label}</option>`;
  return html`<option value=""${selected === '' ? html` selected` : ''}>${blank}</option>${
    selected !== '' && !known ? html`<option value="${selected}" selected>${selected} (not recognized)</option>` : ''}${
    groups.map((g) => (g.label === null ? g.options.map(option) : html`<optgroup label="${g.label}">${g.options.map(option)}</optgroup>`))}`;
}

/** A stored reference value in words: "Restaurant", "New York (NY)"; an unknown value as it is. */
export function referenceLabel(field: string, value: string): string {
  switch (field) {
    case 'state_region': {
      const r = regionById(value);
      return r ? `${r.label} (${r.id})` : value;
    }
    case 'type_of_entity': return entityTypeById(value)?.label ?? value;
    case 'industry': return industryById(value)?.label ?? value;
    case 'country': return countryByIdOrNull(value)?.label ?? value;
    default: return value;
  }
}
