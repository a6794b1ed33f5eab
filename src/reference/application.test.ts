import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeApplication, normalizeCountry, normalizeEntityType, normalizeIndustry, normalizeStateRegion,
} from './normalize.ts';
import { countries } from './tables/countries.ts';
import { entityTypes } from './tables/entity-types.ts';
import { industries } from './tables/industries.ts';
import { provinces } from './tables/provinces.ts';
import { states } from './tables/states.ts';

describe('normalizeApplication', () => {
  it('stores the country label, the region code and the entity and industry ids', () => {
    const { application, review_flags } = normalizeApplication({
      legal_name: 'ACME INC', country: 'USA', state_region: 'california', type_of_entity: 'Inc.', industry: 'Pizzeria',
      requested_amount: 50000, applicants: [{ first_name: 'Ann', credit_score: 700 }],
    });
    expect(application).toEqual({
      legal_name: 'ACME INC', country: 'United States', state_region: 'CA', type_of_entity: 'c_corporation',
      industry: 'restaurant', requested_amount: 50000, applicants: [{ first_name: 'Ann', credit_score: 700 }],
    });
    expect(review_flags).toEqual([]);
  });

  it('reads CA as Canada in country, and a Canadian Inc as ca_corporation', () => {
    const { application } = normalizeApplication({ country: 'CA', state_region: 'Ontario', type_of_entity: 'Inc' });
    expect(application).toEqual({ country: 'Canada', state_region: 'ON', type_of_entity: 'ca_corporation' });
  });

  it('keeps unknown values as sent and flags each one with its field path', () => {
    const app = { country: 'Mexico', state_region: 'Jalisco', type_of_entity: 'SA de CV', industry: 'widget making' };
    const { application, review_flags } = normalizeApplication(app);
    expect(application).toEqual(app);
    expect(review_flags).toEqual([
      { field: 'application.country', value: 'Mexico', reason: 'unrecognized' },
      { field: 'application.state_region', value: 'Jalisco', reason: 'unrecognized' },
      { field: 'application.type_of_entity', value: 'SA de CV', reason: 'unrecognized' },
      { field: 'application.industry', value: 'widget making', reason: 'unrecognized' },
    ]);
  });

  it('flags a region that does not belong to the country sent', () => {
    const { application, review_flags } = normalizeApplication({ country: 'Canada', state_region: 'CA' });
    expect(application).toEqual({ country: 'Canada', state_region: 'CA' });
    expect(review_flags).toEqual([{ field: 'application.state_region', value: 'CA', reason: 'unrecognized' }]);
  });

  it('uses the path it is given for flags', () => {
    expect(normalizeApplication({ industry: 'nope' }, 'body.application').review_flags[0]?.field).toBe('body.application.industry');
  });

  it('leaves absent, null, blank and non-string values alone', () => {
    const app = { country: null, state_region: '  ', industry: 42, legal_name: 'X' };
    expect(normalizeApplication(app)).toEqual({ application: app, review_flags: [] });
    expect(normalizeApplication({})).toEqual({ application: {}, review_flags: [] });
  });

  it('does not change the object it is given', () => {
    const app = { country: 'usa', industry: 'bar' };
    normalizeApplication(app);
    expect(app).toEqual({ country: 'usa', industry: 'bar' });
  });

  it('turns a territory sent as the country into the United States with that territory as region', () => {
    expect(normalizeApplication({ country: 'Puerto Rico' }).application).toEqual({ country: 'United States', state_region: 'PR' });
    expect(normalizeApplication({ country: 'Puerto Rico', state_region: 'San Juan' }).review_flags).toHaveLength(1);
  });

  it('reads an Inc without a country by its region, else as the generic corporation', () => {
    expect(normalizeApplication({ state_region: 'QC', type_of_entity: 'inc' }).application.type_of_entity).toBe('ca_corporation');
    expect(normalizeApplication({ state_region: 'TX', type_of_entity: 'inc' }).application.type_of_entity).toBe('c_corporation');
    expect(normalizeApplication({ type_of_entity: 'INC' }).application.type_of_entity).toBe('corporation');
  });

  it('is idempotent', () => {
    const once = normalizeApplication({ country: 'u.s.', state_region: 'N.Y.', type_of_entity: 'S-Corp', industry: 'Nail Salon' });
    const twice = normalizeApplication(once.application);
    expect(twice).toEqual({ application: once.application, review_flags: [] });
  });
});

// Every name an entry answers to, as a caller might send it: any case, extra spaces, trailing dot.
const spellings = (names: string[]) =>
  fc.tuple(fc.constantFrom(...names), fc.constantFrom('lower', 'upper', 'asis'), fc.constantFrom('', ' ', '.'))
    .map(([n, c, end]) => ` ${c === 'lower' ? n.toLowerCase() : c === 'upper' ? n.toUpperCase() : n}${end}`);

describe('every id, label and alias normalises to its entry', () => {
  it('countries', () => {
    for (const c of countries) for (const n of [c.id, c.label, ...c.aliases]) expect(normalizeCountry(n)?.id, n).toBe(c.id);
  });

  it('states and provinces, with and without their country', () => {
    for (const r of [...states, ...provinces]) for (const n of [r.id, r.label, ...r.aliases]) {
      expect(normalizeStateRegion(n)?.id, n).toBe(r.id);
      expect(normalizeStateRegion(n, r.country)?.id, n).toBe(r.id);
    }
  });

  it('entity types, read with one of their countries', () => {
    for (const e of entityTypes) for (const n of [e.id, e.label, ...e.aliases]) {
      const country = e.countries.length === 1 ? e.countries[0] : null;
      expect(normalizeEntityType(n, country)?.id, n).toBe(e.id);
    }
  });

  it('industries', () => {
    for (const i of industries) for (const n of [i.id, i.label, ...i.aliases]) expect(normalizeIndustry(n)?.id, n).toBe(i.id);
  });

  it('whatever the case, spacing and trailing dot (property)', () => {
    const entry = fc.constantFrom(...industries);
    fc.assert(fc.property(entry.chain((i) => spellings([i.id, i.label, ...i.aliases]).map((s) => [i.id, s] as const)),
      ([id, sent]) => normalizeIndustry(sent)?.id === id));
    const region = fc.constantFrom(...states, ...provinces);
    fc.assert(fc.property(region.chain((r) => spellings([r.id, r.label, ...r.aliases]).map((s) => [r, s] as const)),
      ([r, sent]) => normalizeStateRegion(sent, r.country)?.id === r.id));
  });
});

describe('normalisation is idempotent (property)', () => {
  it('an id maps to itself, and any string maps to a fixed point', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const i = normalizeIndustry(s);
      const r = normalizeStateRegion(s);
      const e = normalizeEntityType(s);
      const c = normalizeCountry(s);
      return (i === null || normalizeIndustry(i.id)?.id === i.id)
        && (r === null || normalizeStateRegion(r.id, r.country)?.id === r.id)
        && (e === null || normalizeEntityType(e.id)?.id === e.id)
        && (c === null || normalizeCountry(c.label)?.id === c.id);
    }));
  });

  it('applications: an entity read under one country and normalised again stays what it was read as', () => {
    const app = { country: 'Canada', state_region: '', type_of_entity: 'pA', industry: '' };
    const once = normalizeApplication(app);
    expect(normalizeApplication(once.application).application).toEqual(once.application);
  });

  it('applications: normalising twice changes nothing more and flags the same fields', () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('US', 'CA', 'Canada', 'Texas', 'QC', 'Inc', 'LLC', 'bar', 'PR'));
    fc.assert(fc.property(fc.record({ country: value, state_region: value, type_of_entity: value, industry: value }), (app) => {
      const once = normalizeApplication(app);
      const twice = normalizeApplication(once.application);
      expect(twice.application).toEqual(once.application);
      expect(twice.review_flags).toEqual(once.review_flags);
    }));
  });
});
