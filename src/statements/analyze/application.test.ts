import { describe, expect, it } from 'vitest';
import { addressOf, entityTypeOf, readApplication, splitDba, stateFromPurchases } from './application.ts';
import { stmt, tx } from '../../../test/statements/builders.ts';

describe('application from statements', () => {
  it('entity type from the suffix, as entity-types reference ids', () => {
    expect(entityTypeOf('QUARRY LANE COLLISION CENTER LLC', 'United States')).toBe('llc');
    expect(entityTypeOf('Acme, L.L.C.', null)).toBe('llc');
    expect(entityTypeOf('WILDFLOWER PHYSICAL THERAPY PLLC', 'United States')).toBe('pllc');
    expect(entityTypeOf('GLENWOOD LAWN AND GARDEN INC', 'United States')).toBe('c_corporation');
    expect(entityTypeOf('Maple Leaf Foods Ltd.', 'Canada')).toBe('ca_corporation');
    expect(entityTypeOf('Acme Corp.', null)).toBe('c_corporation');
    expect(entityTypeOf('Smith & Jones LLP', null)).toBe('llp');
    expect(entityTypeOf('Northern ULC', 'Canada')).toBe('ca_ulc');
    expect(entityTypeOf('JOHN SMITH', 'United States')).toBeNull();
    expect(entityTypeOf(null, null)).toBeNull();
  });

  it('DBA split', () => {
    expect(splitDba('QUARRY LANE  COLLISION CENTER LLC DBA METRO AUTO CARE'))
      .toEqual({ legal: 'QUARRY LANE COLLISION CENTER LLC', trade: 'METRO AUTO CARE' });
    expect(splitDba('ACME INC d/b/a Acme Tools')).toEqual({ legal: 'ACME INC', trade: 'Acme Tools' });
    expect(splitDba('ACME INC')).toEqual({ legal: 'ACME INC', trade: null });
  });

  it('state and country from the mailing address', () => {
    expect(addressOf(['ACME', '8540 BROAD ST', 'MIAMI FL 33130'])).toEqual({ state: 'FL', country: 'United States' });
    expect(addressOf(['X', 'San Diego, CA 94577-3037'])).toEqual({ state: 'CA', country: 'United States' });
    expect(addressOf(['X', '100 King St W', 'Toronto ON M5X 1A9'])).toEqual({ state: 'ON', country: 'Canada' });
    expect(addressOf(['X', 'Vancouver, BC V6B1A1', 'CANADA'])).toEqual({ state: 'BC', country: 'Canada' });
    expect(addressOf(['Your Name', 'Your Adress'])).toEqual({ state: null, country: null });
    expect(addressOf(['X', 'SOMEWHERE ZZ 12345'])).toEqual({ state: null, country: null });
  });

  it('several statements: the most common values; trade name from the holder block', () => {
    const a = stmt({ account_holder: 'ACME LLC', holder_block: ['ACME LLC', 'DBA ACME TOOLS', '1 MAIN ST', 'AUSTIN TX 78701'] });
    const b = stmt({ account_holder: 'ACME LLC', holder_block: [] });
    const c = stmt({ account_holder: 'ACME L.L.C', holder_block: [] });
    expect(readApplication([c, a, b])).toEqual({ legal_name: 'ACME LLC', trade_name: 'ACME TOOLS', type_of_entity: 'llc',
      state_region: 'TX', country: 'United States' });
    expect(readApplication([])).toEqual({ legal_name: null, trade_name: null, type_of_entity: null, state_region: null, country: null });
  });
});

describe('state from card purchases when no address is printed', () => {
  const purchase = (d: string) => tx('2026-03-02', 10, 'debit', d);
  it('takes the state most purchases name', () => {
    const s = stmt({ holder_block: [], transactions: ['CARD PURCHASE TARGET MI', 'CARD PURCHASE SHELL OIL MI', 'POS PURCHASE AUTOZONE MI', 'CARD PURCHASE UBER TRIP MI', 'CARD PURCHASE USPS PO MI', 'CARD PURCHASE AMAZON WA'].map(purchase) });
    expect(stateFromPurchases([s])).toEqual({ state: 'MI', country: 'United States' });
    expect(readApplication([s])).toMatchObject({ state_region: 'MI', country: 'United States' });
  });
  it('says nothing on few or mixed purchases, and an address wins', () => {
    expect(stateFromPurchases([stmt({ transactions: ['CARD PURCHASE TARGET MI', 'CARD PURCHASE SHELL TX'].map(purchase) })]).state).toBeNull();
    const mixed = ['MI', 'TX', 'MI', 'TX', 'OH', 'MI'].map((c) => purchase(`CARD PURCHASE STORE ${c}`));
    expect(stateFromPurchases([stmt({ transactions: mixed })]).state).toBeNull();
    const withAddress = stmt({ holder_block: ['ACME LLC', '1 MAIN ST', 'AUSTIN TX 78701'], transactions: Array(6).fill(purchase('CARD PURCHASE TARGET MI')) });
    expect(readApplication([withAddress]).state_region).toBe('TX');
  });
});
