import { describe, expect, it } from 'vitest';
import {
  entityTypeById, industryById, normalizeCountry, normalizeEntityType, normalizeIndustry, normalizeStateRegion,
  provinceById, regionById, riskCategoryOf, stateById,
} from './normalize.ts';

describe('normalizeCountry', () => {
  it.each(['US', 'us', 'USA', 'U.S.A.', 'U.S.', 'United States', ' united  states ', 'United States of America', 'America', 'États-Unis'])(
    '%s is the United States', (v) => {
      expect(normalizeCountry(v)).toEqual({ id: 'US', label: 'United States' });
    });

  it.each(['CA', 'ca', 'CAN', 'Canada', 'CANADA', 'CDN', 'Can.'])('%s is Canada', (v) => {
    expect(normalizeCountry(v)).toEqual({ id: 'CA', label: 'Canada' });
  });

  it('reads a U.S. territory sent as a country as the United States, naming the territory', () => {
    expect(normalizeCountry('Puerto Rico')).toEqual({ id: 'US', label: 'United States', territory: 'PR' });
    expect(normalizeCountry('PRI')).toEqual({ id: 'US', label: 'United States', territory: 'PR' });
    expect(normalizeCountry('GU')?.territory).toBe('GU');
  });

  it.each(['Mexico', 'UK', '', '   ', 'Texas', 'California', 'USSR'])('%s is not a supported country', (v) => {
    expect(normalizeCountry(v)).toBeNull();
  });
});

describe('normalizeStateRegion', () => {
  it('reads codes, names and aliases in any case and punctuation', () => {
    for (const v of ['TX', 'tx', 'Texas', 'TEXAS', 'Tex.', 'US-TX']) expect(normalizeStateRegion(v)?.id).toBe('TX');
    expect(normalizeStateRegion('n.y.')).toEqual({ id: 'NY', label: 'New York', country: 'US' });
    expect(normalizeStateRegion('Washington, D.C.')?.id).toBe('DC');
    expect(normalizeStateRegion('Washington')?.id).toBe('WA');
    expect(normalizeStateRegion("Hawai'i")?.id).toBe('HI');
  });

  it('reads CA with the country: California in the US, no province in Canada', () => {
    expect(normalizeStateRegion('CA', 'US')).toEqual({ id: 'CA', label: 'California', country: 'US' });
    expect(normalizeStateRegion('CA', 'CA')).toBeNull();
    expect(normalizeStateRegion('CA')?.label).toBe('California');
  });

  it('reads provinces by code, English and French names and legacy codes', () => {
    expect(normalizeStateRegion('ON')).toEqual({ id: 'ON', label: 'Ontario', country: 'CA' });
    for (const v of ['QC', 'Québec', 'quebec', 'PQ', 'P.Q.', 'Que.']) expect(normalizeStateRegion(v, 'CA')?.id).toBe('QC');
    for (const v of ['NF', 'LB', 'Newfoundland', 'Terre-Neuve-et-Labrador', 'Newfoundland & Labrador']) {
      expect(normalizeStateRegion(v)?.id).toBe('NL');
    }
    expect(normalizeStateRegion('Colombie-Britannique')?.id).toBe('BC');
    expect(normalizeStateRegion('YK')?.id).toBe('YT');
    expect(normalizeStateRegion('Île-du-Prince-Édouard')?.id).toBe('PE');
  });

  it('keeps the French abbreviations that would read as U.S. codes out (NE is Nebraska, TN Tennessee)', () => {
    expect(normalizeStateRegion('N.-É.')?.id).toBe('NE');
    expect(normalizeStateRegion('NE', 'CA')).toBeNull();
    expect(normalizeStateRegion('T.-N.')?.id).toBe('TN');
  });

  it("reads only the given country's list", () => {
    expect(normalizeStateRegion('Ontario', 'US')).toBeNull();
    expect(normalizeStateRegion('Texas', 'CA')).toBeNull();
    expect(normalizeStateRegion('Ontario', null)?.id).toBe('ON');
  });

  it('serves the territories but not the other USPS codes', () => {
    for (const code of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(normalizeStateRegion(code, 'US')?.id).toBe(code);
    for (const code of ['UM', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP', '', 'XX']) expect(normalizeStateRegion(code)).toBeNull();
    expect(normalizeStateRegion('O.')).toBeNull();
  });
});

describe('normalizeEntityType', () => {
  it.each([
    ['LLC', 'llc'], ['l.l.c.', 'llc'], ['Limited Liability Company', 'llc'], ['PLLC', 'pllc'], ['S Corp', 's_corporation'],
    ['s-corp', 's_corporation'], ['C Corp', 'c_corporation'], ['c_corporation', 'c_corporation'],
    ['Sole Prop', 'sole_proprietorship'], ['DBA', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
    ['LP', 'limited_partnership'], ['LLP', 'llp'], ['Non-Profit', 'nonprofit_corporation'], ['ULC', 'ca_ulc'],
  ])('%s is %s', (value, id) => {
    expect(normalizeEntityType(value)?.id).toBe(id);
  });

  it('reads Inc/Corp/Ltd with the country, and as the generic corporation without one', () => {
    for (const v of ['Inc', 'Inc.', 'Corp', 'Corporation', 'Incorporated', 'Ltd', 'Limited']) {
      expect(normalizeEntityType(v, 'US')?.id, v).toBe('c_corporation');
      expect(normalizeEntityType(v, 'CA')?.id, v).toBe('ca_corporation');
      expect(normalizeEntityType(v)?.id, v).toBe('corporation');
    }
    expect(normalizeEntityType('corporation', 'US')?.id).toBe('c_corporation');
    expect(normalizeEntityType('Ltée', 'CA')?.id).toBe('ca_corporation');
    expect(normalizeEntityType('Ltée')?.id).toBe('ca_corporation');
  });

  it('reads a professional corporation by country, the U.S. one without a country', () => {
    expect(normalizeEntityType('PC', 'CA')?.id).toBe('ca_professional_corporation');
    expect(normalizeEntityType('PC', 'US')?.id).toBe('professional_corporation');
    expect(normalizeEntityType('Professional Corporation')?.id).toBe('professional_corporation');
  });

  it('keeps a one-country form whatever the country', () => {
    expect(normalizeEntityType('LLC', 'CA')?.id).toBe('llc');
    expect(normalizeEntityType('ULC', 'US')?.id).toBe('ca_ulc');
  });

  it.each(['widgets', '', 'B Corp (legal form)', 'SPC'])('%s is unrecognized', (v) => {
    expect(normalizeEntityType(v)).toBeNull();
  });
});

describe('normalizeIndustry', () => {
  it('reads ids, labels and aliases with the risk category', () => {
    expect(normalizeIndustry('restaurant')).toEqual({ id: 'restaurant', label: 'Restaurant / cafe', risk_category: 'medium' });
    expect(normalizeIndustry('Restaurant / Cafe')?.id).toBe('restaurant');
    expect(normalizeIndustry('auto repair')?.id).toBe('auto_repair');
    expect(normalizeIndustry('Auto-Repair')?.id).toBe('auto_repair');
    expect(normalizeIndustry('DISPENSARY')).toMatchObject({ id: 'cannabis', risk_category: 'prohibited' });
    expect(normalizeIndustry('e-commerce')?.id).toBe('ecommerce');
    expect(normalizeIndustry('B&B')?.id).toBe('hotel_motel');
    expect(normalizeIndustry('trucking_long_haul')?.risk_category).toBe('high');
    expect(normalizeIndustry('dentist')?.risk_category).toBe('low');
  });

  it('leaves ambiguous words unrecognized rather than guess', () => {
    for (const v of ['developer', 'plant', 'lab', 'widget making', '']) expect(normalizeIndustry(v), v).toBeNull();
  });
});

describe('values of the wrong type', () => {
  it('match nothing and do not throw', () => {
    const odd = [42, null, undefined, {}] as unknown as string[];
    for (const v of odd) {
      expect(normalizeCountry(v)).toBeNull();
      expect(normalizeStateRegion(v)).toBeNull();
      expect(normalizeEntityType(v)).toBeNull();
      expect(normalizeIndustry(v)).toBeNull();
    }
  });
});

describe('look-ups by id', () => {
  it('finds exact ids only', () => {
    expect(stateById('TX')?.label).toBe('Texas');
    expect(stateById('tx')).toBeNull();
    expect(stateById('ON')).toBeNull();
    expect(provinceById('ON')?.country).toBe('CA');
    expect(regionById('ON')?.label).toBe('Ontario');
    expect(regionById('WA')?.label).toBe('Washington');
    expect(entityTypeById('llc')?.countries).toEqual(['US']);
    expect(industryById('cannabis')?.risk_category).toBe('prohibited');
    expect(industryById('Cannabis')).toBeNull();
    expect(riskCategoryOf('gas_station')).toBe('high');
    expect(riskCategoryOf('widget making')).toBeNull();
  });
});

describe('plural industry names', () => {
  it('reads a plural as its singular when only the singular is known', () => {
    expect(normalizeIndustry('Restaurants')?.id).toBe('restaurant');
    expect(normalizeIndustry('widget makings')).toBeNull();
  });
});
