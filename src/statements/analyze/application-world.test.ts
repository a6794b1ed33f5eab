// Application fields of holders outside the US and Canada (issue 20).
import { afterAll, describe, expect, it } from 'vitest';
import { addressOf, entityTypeOf, holderName, readApplication, splitDba } from './application.ts';
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

describe('countries of issue 20\'s second round: postal shapes, region lines, legal forms, currencies', () => {
  it('an Italian province code, a Malaysian or Nigerian state, an emirate and an Irish county are regions', () => {
    expect(addressOf(['X S.R.L.S.', 'Viale Europa, 13', '40121 BOLOGNA BO'])).toEqual({ state: 'BO', country: 'Italy' });
    expect(addressOf(['X', 'Via Roma 1', '20121 Milano (MI)'])).toEqual({ state: 'MI', country: 'Italy' });
    expect(addressOf(['X SDN BHD', 'No. 3, Jalan Ampang', '47300 Petaling Jaya, Selangor'])).toEqual({ state: 'Selangor', country: 'Malaysia' });
    expect(addressOf(['X', '10200 George Town, Penang, Malaysia'])).toEqual({ state: 'Pulau Pinang', country: 'Malaysia' });
    // A federal territory is one town: the town printed is the region.
    expect(addressOf(['X SDN BHD', 'Jalan Tun Razak', '50450 Kuala Lumpur'])).toEqual({ state: 'Kuala Lumpur', country: 'Malaysia' });
    expect(addressOf(['X LTD', '12, Allen Avenue', 'Ikeja, Lagos State'])).toEqual({ state: 'Lagos', country: 'Nigeria' });
    expect(addressOf(['X LTD', 'Victoria Island, Lagos'])).toEqual({ state: 'Lagos', country: 'Nigeria' });
    expect(addressOf(['X LTD', 'Garki, Abuja FCT'])).toEqual({ state: 'FCT', country: 'Nigeria' });
    expect(addressOf(['X LTD', 'Port Harcourt, Rivers State'])).toEqual({ state: 'Rivers', country: 'Nigeria' });
    expect(addressOf(['X LLC', 'Office 1203, Sheikh Zayed Road', 'P.O. Box 12345, Dubai'])).toEqual({ state: null, country: 'United Arab Emirates' });
    expect(addressOf(['X LLC', 'Deira, Dubai'])).toEqual({ state: 'Dubai', country: 'United Arab Emirates' });
    expect(addressOf(['X LTD', 'Main Street', 'Ballincollig, Co. Cork'])).toEqual({ state: 'Cork', country: 'Ireland' });
    expect(addressOf(['LAKSHMI HARDWARE LLP', '236, MG Road', 'Pune 411001', 'MAHARASHTRA INDIA'])).toEqual({ state: 'MH', country: 'India' });
    expect(addressOf(['X PVT LTD', 'Mumbai 400001, Maharashtra'])).toEqual({ state: 'MH', country: 'India' });
    expect(addressOf(['X SDN BHD', 'Johor Bahru', 'Johor, Malaysia'])).toEqual({ state: 'Johor', country: 'Malaysia' });
  });

  it('a town alone is no region; postal shapes of one country name it', () => {
    expect(addressOf(['X S.L.', 'Calle Mayor, 61', '28013 Madrid'], 'X S.L.')).toEqual({ state: null, country: 'Spain' });
    expect(addressOf(['X SA', 'Calle Mayor, 61', '28013 Madrid'], 'X SA', 'EUR')).toEqual({ state: null, country: null });
    expect(addressOf(['X Sp. z o.o.', 'ul. Polna 3', '00-950 Warszawa'])).toEqual({ state: null, country: 'Poland' });
    expect(addressOf(['X DAC', '3 Main Street', 'Dublin 2, D02 X285'])).toEqual({ state: null, country: 'Ireland' });
    expect(addressOf(['X LTD', 'Cork, T12 R2NC'])).toEqual({ state: null, country: 'Ireland' });
    expect(addressOf(['X PTE LTD', '1 Anson Road #12-05', 'Singapore 079906'])).toEqual({ state: null, country: 'Singapore' });
    expect(addressOf(['X LTD', 'P.O. Box 50657-00606', 'Mombasa'])).toEqual({ state: null, country: 'Kenya' });
    expect(addressOf(['X LTD', 'Moi Avenue', 'Nairobi, Kenya'])).toEqual({ state: null, country: 'Kenya' });
  });

  it('Quebec from the province reference, English or French, in brackets or not', () => {
    expect(addressOf(['X inc.', '120, rue Saint-Denis', 'Montréal (Québec)  H2X 3K4'])).toEqual({ state: 'QC', country: 'Canada' });
    expect(addressOf(['X inc.', 'Gatineau QC  J8X 2K1'])).toEqual({ state: 'QC', country: 'Canada' });
  });

  it('with no address read: the legal form of one country, then the currency; never a US state from card purchases', () => {
    const app = (holder: string, block: string[], currency?: string) =>
      readApplication([stmt({ account_holder: holder, holder_block: block, ...(currency ? { currency } : {}) })]);
    expect(app('SYARIKAT HARMONI SDN BHD', ['SYARIKAT HARMONI SDN BHD'])).toMatchObject({ country: 'Malaysia', type_of_entity: null });
    expect(app("Byrne's Bakery DAC", ["Byrne's Bakery DAC"], 'EUR')).toMatchObject({ country: 'Ireland', type_of_entity: null });
    expect(app('Desert Rose Restaurant FZ-LLC', [])).toMatchObject({ country: 'United Arab Emirates', type_of_entity: null });
    expect(app('Chukwu & Sons (Nig.) Ltd', [])).toMatchObject({ country: 'Nigeria' });
    expect(app('Kisumu Agrovet Ltd', [], 'KES')).toMatchObject({ country: 'Kenya', type_of_entity: null });
    expect(app('Kisumu Agrovet Ltd', [])).toMatchObject({ country: null, type_of_entity: null });
    const italian = stmt({ account_holder: 'X S.R.L.', holder_block: ['X S.R.L.'], currency: 'EUR',
      transactions: Array.from({ length: 6 }, (_, i) => ({ date: `2025-01-0${i + 1}`, description: `PAGAMENTO POS CARD BAR ${i} MI`,
        amount: 5, direction: 'debit' as const, balance: null, section: null, page: 1 })) });
    expect(readApplication([italian]).state_region).toBeNull();
  });

  it('a DBA printed after the legal name on the block\'s name line is the trade name', () => {
    const app = readApplication([stmt({ account_holder: 'GRANGER AUTOMOTIVE INC', holder_block: ['GRANGER AUTOMOTIVE INC DBA QUICKLANE SERVICE', '8975 HARBOR WAY STE 312', 'DENVER CO 80202'] })]);
    expect(app).toMatchObject({ legal_name: 'GRANGER AUTOMOTIVE INC', trade_name: 'QUICKLANE SERVICE', state_region: 'CO' });
  });

  it('the holder as read, less a label and the street lines the reader took with it; an address is no name', () => {
    expect(holderName('Intestato a: TRASPORTI ESPOSITO S.R.L.S. Viale Europa, 13',
      ['Intestato a:', 'TRASPORTI ESPOSITO S.R.L.S.', 'Viale Europa, 13', '40121 BOLOGNA BO'])).toBe('TRASPORTI ESPOSITO S.R.L.S.');
    expect(holderName('FERRETERÍA LA PLAZA S.L. Calle Mayor, 61', ['FERRETERÍA LA PLAZA S.L.', 'Calle Mayor, 61', '28013 Madrid']))
      .toBe('FERRETERÍA LA PLAZA S.L.');
    expect(holderName('JOHN SMITH T/A SMITH PLUMBING', ['JOHN SMITH', 'T/A SMITH PLUMBING'])).toBe('JOHN SMITH T/A SMITH PLUMBING');
    expect(holderName('ACME LLC DBA: ACME TOOLS', [])).toBe('ACME LLC DBA: ACME TOOLS');
    expect(holderName('Garki, Abuja FCT', ['Garki, Abuja FCT'])).toBeNull();
    expect(holderName('United Kingdom', ['QUARRY LANE CATERING LTD', 'United Kingdom'])).toBeNull();
    expect(readApplication([stmt({ account_holder: 'Garki, Abuja FCT', holder_block: ['Garki, Abuja FCT'] })]))
      .toMatchObject({ legal_name: null, state_region: 'FCT', country: 'Nigeria' });
  });
});

describe('entity type and trade name outside North America', () => {
  it('the reference entity types are US and Canadian: none for a holder elsewhere or another law\'s legal form', () => {
    expect(entityTypeOf('SILVER OAK MOTORS LTD', 'United Kingdom')).toBeNull();
    expect(entityTypeOf('LAKSHMI HARDWARE LLP', 'India')).toBeNull();
    expect(entityTypeOf('FOUR CORNERS CATERING (PTY) LTD', null)).toBeNull();
    expect(entityTypeOf('SHREE GANESH TRADERS PVT LTD', null)).toBeNull();
    // LTD and LIMITED are the Commonwealth's: with no country read, no entity type (a Kenyan "Limited" is no US corporation).
    expect(entityTypeOf('ACME LTD', null)).toBeNull();
    expect(entityTypeOf('ACME LTD', 'United States')).toBe('c_corporation');
    expect(entityTypeOf('Les Entreprises Gagnon Ltée', null)).toBe('ca_corporation');
    expect(entityTypeOf('ACME INC', null)).toBe('c_corporation');
    expect(entityTypeOf('Creek Technical Services LLC', 'United Arab Emirates')).toBeNull();
    expect(entityTypeOf('Desert Rose Restaurant FZ-LLC', null)).toBeNull();
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
