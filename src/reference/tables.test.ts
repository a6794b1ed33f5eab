import { describe, expect, it } from 'vitest';
import { lookupKey } from './keys.ts';
import { countries } from './tables/countries.ts';
import { entityTypes } from './tables/entity-types.ts';
import { industries } from './tables/industries.ts';
import { provinces } from './tables/provinces.ts';
import { states } from './tables/states.ts';
import { riskCategories } from './types.ts';

const usStates = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
  'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'];

describe('reference tables', () => {
  it('countries are exactly the United States and Canada', () => {
    expect(countries.map((c) => [c.id, c.label])).toEqual([['US', 'United States'], ['CA', 'Canada']]);
  });

  it('states are the 50 states, DC and the five inhabited territories, all country US', () => {
    expect(states.map((s) => s.id).sort()).toEqual([...usStates, 'DC', 'PR', 'GU', 'VI', 'AS', 'MP'].sort());
    expect(states.every((s) => s.country === 'US')).toBe(true);
    expect(states.find((s) => s.id === 'DC')?.type).toBe('district');
  });

  it('provinces are the 10 provinces and 3 territories, all country CA', () => {
    expect(provinces.map((p) => p.id).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
    );
    expect(provinces.filter((p) => p.type === 'territory').map((p) => p.id).sort()).toEqual(['NT', 'NU', 'YT']);
    expect(provinces.every((p) => p.country === 'CA')).toBe(true);
  });

  it('every entry has an id, a label and an aliases array; ids are unique', () => {
    for (const table of [countries, states, provinces, entityTypes, industries]) {
      const ids = table.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const e of table) {
        expect(e.id).toMatch(/^[A-Za-z0-9_]+$/);
        expect(e.label.length).toBeGreaterThan(0);
        expect(Array.isArray(e.aliases)).toBe(true);
      }
    }
  });

  it('no U.S. key (code, name, alias) is also a Canadian key', () => {
    const keys = (list: typeof states) => new Set(list.flatMap((e) => [e.id, e.label, ...e.aliases].map(lookupKey)));
    const us = keys(states);
    expect([...keys(provinces)].filter((k) => us.has(k))).toEqual([]);
  });

  it('industry keys each name one industry', () => {
    const owner = new Map<string, string>();
    for (const i of industries) for (const k of [i.id, i.label, ...i.aliases].map(lookupKey)) {
      expect(owner.get(k) ?? i.id, `"${k}"`).toBe(i.id);
      owner.set(k, i.id);
    }
  });

  it('industries carry one of the four risk categories, and each category is used', () => {
    expect(industries.every((i) => riskCategories.includes(i.risk_category))).toBe(true);
    expect(new Set(industries.map((i) => i.risk_category))).toEqual(new Set(riskCategories));
  });

  it('has the entity-type ids the statement corpora use', () => {
    // samples/*.truth.json: llc, pllc, c_corporation (ca_corporation for a Canadian Inc);
    // real/*.truth.json: corporation for an INC holder with no address.
    const ids = new Set(entityTypes.map((e) => e.id));
    for (const id of ['llc', 'pllc', 'c_corporation', 'ca_corporation', 'corporation', 'sole_proprietorship', 's_corporation']) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('has the ids the example funder profiles use', () => {
    const ids = new Set(industries.map((i) => i.id));
    for (const id of ['cannabis', 'firearms', 'adult_entertainment', 'auto_dealer_used', 'gas_station', 'law_firm', 'restaurant']) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
