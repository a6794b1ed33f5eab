// The reference lists as the API serves them, each with a strong ETag computed once: the tables are constants,
// so the hash changes only when a new build ships different data (clients revalidate with If-None-Match).
import { createHash } from 'node:crypto';
import { countries } from './tables/countries.ts';
import { entityTypes } from './tables/entity-types.ts';
import { industries } from './tables/industries.ts';
import { provinces } from './tables/provinces.ts';
import { states } from './tables/states.ts';
import type { CountryEntry, EntityTypeEntry, IndustryEntry, ReferenceKind, RegionEntry } from './types.ts';

export const referenceKinds: readonly ReferenceKind[] = ['countries', 'states', 'provinces', 'entity-types', 'industries'];

type EntryOf = {
  countries: CountryEntry; states: RegionEntry; provinces: RegionEntry; 'entity-types': EntityTypeEntry; industries: IndustryEntry;
};

export interface ReferenceList<K extends ReferenceKind> {
  data: readonly EntryOf[K][];
  /** Quoted strong validator, e.g. `"r1-3q2b..."`, ready for the ETag header. */
  etag: string;
}

const tables: { [K in ReferenceKind]: readonly EntryOf[K][] } = {
  countries, states, provinces, 'entity-types': entityTypes, industries,
};

const cache = new Map<ReferenceKind, ReferenceList<ReferenceKind>>();

export function isReferenceKind(value: string): value is ReferenceKind {
  return (referenceKinds as readonly string[]).includes(value);
}

export function listReference<K extends ReferenceKind>(kind: K): ReferenceList<K> {
  let list = cache.get(kind);
  if (!list) {
    const data = tables[kind];
    const hash = createHash('sha256').update(JSON.stringify({ data })).digest('base64url').slice(0, 27);
    list = { data, etag: `"${hash}"` };
    cache.set(kind, list);
  }
  return list as ReferenceList<K>;
}
