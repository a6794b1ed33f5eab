// Application fields of holders outside the US and Canada (issue 20).
import { afterAll, describe, expect, it } from 'vitest';
import { addressOf, entityTypeOf, readApplication, splitDba } from './application.ts';
import { createEngines, parseStatements } from '../index.ts';
import { stmt } from '../../../test/statements/builders.ts';
import { generate } from '../../../test/statements/generator/index.ts';

describe('country and region from an address outside North America', () => {
  it('postal shapes that name one country', () => {
    expect(addressOf(['SILVER OAK MOTORS LTD', '132 Church Lane', 'Cardiff CF10 1AB'], 'SILVER OAK MOTORS LTD'))
      .toEqual({ state: null, country: 'United Kingdom' });
    expect(addressOf(['X PTY LTD', '293 QUEEN ST', 'MELBOURNE VIC 3000'], 'X PTY LTD')).toEqual({ state: 'VIC', country: 'Australia' });
    expect(addressOf(['X', 'Kerkstraat 106', '1012 AB Amsterdam'])).toEqual({ state: null, country: 'Netherlands' });
    expect(addressOf(['X', 'Av. Paulista, 900', 'São Paulo - SP 01310-100'])).toEqual({ state: null, country: 'Brazil' });
    expect(addressOf(['X LIMITED', 'Unit 3A, 12/F Harbour Centre', 'Kowloon, Hong Kong'])).toEqual({ state: null, country: 'Hong Kong' });
  });

  it('a shape several countries share is settled by the legal form, then the currency, else left empty', () => {
    expect(addressOf(['Keller GmbH & Co. KG', 'Hauptstraße 15', '80331 München'], 'Keller GmbH & Co. KG'))
      .toEqual({ state: null, country: 'Germany' });
    expect(addressOf(['Transports Girard SARL', '107 boulevard Victor Hugo', '33000 Bordeaux'], 'Transports Girard SARL'))
      .toEqual({ state: null, country: 'France' });
    expect(addressOf(['Meier AG', 'Seestrasse 4', '8001 Zürich'], 'Meier AG', 'CHF')).toEqual({ state: null, country: 'Switzerland' });
    expect(addressOf(['JEAN MARTIN', '33000 Bordeaux'], 'JEAN MARTIN', 'EUR')).toEqual({ state: null, country: null });
    expect(addressOf(['REDSTONE TRADING (PTY) LTD', '55 MAIN ROAD', 'CAPE TOWN 8001'], 'REDSTONE TRADING (PTY) LTD'))
      .toEqual({ state: null, country: 'South Africa' });
  });

  it('never a foreign country for a North American line, nor for a box number', () => {
    expect(addressOf(['ACME LTD', 'PO BOX 1234'], 'ACME LTD')).toEqual({ state: null, country: null });
    expect(addressOf(['ACME LTD', 'SEATTLE WA 98104'], 'ACME LTD')).toEqual({ state: 'WA', country: 'United States' });
  });
});

describe('entity type and trade name outside North America', () => {
  it('the reference entity types are US and Canadian: none for a holder elsewhere or another law\'s legal form', () => {
    expect(entityTypeOf('SILVER OAK MOTORS LTD', 'United Kingdom')).toBeNull();
    expect(entityTypeOf('LAKSHMI HARDWARE LLP', 'India')).toBeNull();
    expect(entityTypeOf('FOUR CORNERS CATERING (PTY) LTD', null)).toBeNull();
    expect(entityTypeOf('SHREE GANESH TRADERS PVT LTD', null)).toBeNull();
    expect(entityTypeOf('ACME LTD', null)).toBe('c_corporation');
  });

  it('"trading as" introduces the trade name', () => {
    expect(splitDba('JOHN SMITH T/A SMITH PLUMBING')).toEqual({ legal: 'JOHN SMITH', trade: 'SMITH PLUMBING' });
    expect(splitDba('Acme Ltd trading as Acme Tools')).toEqual({ legal: 'Acme Ltd', trade: 'Acme Tools' });
  });

  it('reads a UK holder whole; a currency one country issues names the country when no address does', () => {
    const uk = stmt({ account_holder: 'JOHN SMITH', holder_block: ['JOHN SMITH', 'T/A SMITH PLUMBING', '1 HIGH ST', 'LEEDS LS2 7QT'] });
    expect(readApplication([uk])).toEqual({ legal_name: 'JOHN SMITH', trade_name: 'SMITH PLUMBING', type_of_entity: null,
      state_region: null, country: 'United Kingdom' });
    const hk = stmt({ account_holder: 'WESTFIELD LOGISTICS LIMITED', holder_block: ['WESTFIELD LOGISTICS LIMITED'], currency: 'HKD' });
    expect(readApplication([hk])).toEqual({ legal_name: 'WESTFIELD LOGISTICS LIMITED', trade_name: null, type_of_entity: null,
      state_region: null, country: 'Hong Kong' });
  });
});

describe('generated statements of other countries: the application is the truth\'s', () => {
  // Layouts that print the holder's address (or only a currency one country issues); seeds the code was not tuned on.
  const engines = createEngines();
  afterAll(() => engines.close());
  const layouts = ['uk_current_account', 'european_haben_soll', 'za_business_cheque', 'two_digit_dmy', 'fr_releve_compte',
    'nl_rekeningafschrift', 'portal_activity_report', 'consolidated_accounts'] as const;
  for (const layout of layouts) {
    it(layout, async () => {
      for (const seed of [2001, 2002, 2003]) {
        const g = await generate(layout, seed);
        const r = await parseStatements([{ name: g.fileName, bytes: g.pdf }], { engines });
        expect(r.application, `${layout} ${seed}`).toEqual(g.truth.application);
      }
    });
  }
});
