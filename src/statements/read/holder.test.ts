// The holder, account number and bank as a person reads a statement's header (issue 20, item 8): each mechanism on
// its own, on lines built the way the layout builds them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { itemsToWords, wordsToLines, type Line } from '../layout/layout.ts';
import { findBankName } from './bank-name.ts';
import { findCurrency } from './currency.ts';
import { findHolder, findHolderByLabel, findHolderNearAccount, hasLegalForm, readHolder } from './holder.ts';
import { resolveSettings } from '../settings.ts';
import { findLast4 } from './account.ts';
import type { TextItem } from '../types.ts';
import { LineAmounts } from './amounts.ts';

const S = DEFAULT_SETTINGS;
const A = new LineAmounts();
type C = [string, number] | [string, number, number];
/** Lines from rows of cells ([text, x] or [text, x, font size]), 12 points apart from y = 60. */
const page = (...rows: C[][]): Line[] => rows.flatMap((cells, i) => wordsToLines(itemsToWords(cells.map(([str, x, h = 9]): TextItem => ({ str, x, y: 60 + i * 12, w: str.length * h * 0.5, h, font: 'f1' })), S.layout), 1, 612, 792, S.layout));

describe('account number', () => {
  it('an IBAN gives its last four digits', () => {
    expect(findLast4(page([['IBAN DE11 0108 9397 8492 6809 27', 300]]), A).last4).toBe('0927');
  });
  it('a masked number beside the account\'s name, only when asked (descriptions print masked card numbers)', () => {
    const lines = page([['BUSINESS CHOICE CHECKING (...2283)', 40]]);
    expect(findLast4(lines, A).last4).toBeNull();
    expect(findLast4(lines, A, true).last4).toBe('2283');
  });
});

describe('account number, labelled', () => {
  it('"Account ending in 9408" gives its digits', () => {
    expect(findLast4(page([['Old Ferry Bank & Trust', 40], ['Account ending in 9408', 400]]), A).last4).toBe('9408');
  });
  it('a masked number in the value cell beside an "Account" label, on an info block line that also prints a figure', () => {
    expect(findLast4(page([['Account', 40], ['Business Checking ...1598', 140], ['Money in', 340], ['182,235.78', 460]]), A).last4).toBe('1598');
  });
});

describe('holder', () => {
  it('a European mailing block: street name then number, postal code then city', () => {
    const lines = page([['Keller Autoservice GmbH & Co. KG', 40], ['IBAN DE11 0108 9397 8492 6809 27', 320]], [['Hauptstraße 15', 40]], [['80331 München', 40]]);
    expect(findHolder(lines, S, A).holder).toBe('Keller Autoservice GmbH & Co. KG');
  });
  it('a letterhead in larger type right above the block is not part of the name', () => {
    const lines = page([['Pennine Building Society', 40, 13]], [['SUMMIT SALON LTD', 40]], [['105 CHURCH LANE', 40]], [['CROYDON CR0 7RZ', 40]]);
    expect(findHolder(lines, S, A).holder).toBe('SUMMIT SALON LTD');
  });
  it('a company\'s name may carry "Service" (a bank\'s service lines may not)', () => {
    const lines = page([['Oakhurst Tire And Service LLC', 40], ['Available by phone 24 hours a day', 300]], [['611 Main St', 40]], [['Charlotte NC 28202', 40]]);
    expect(findHolder(lines, S, A).holder).toBe('Oakhurst Tire And Service LLC');
    const service = page([['Customer Service', 40]], [['611 Main St', 40]], [['Charlotte NC 28202', 40]]);
    expect(findHolder(service, S, A).holder).toBeNull();
  });
  it('a legal name and its DBA on one line, the trade name ending in "Service"', () => {
    const lines = page([['GRANGER AUTOMOTIVE INC DBA QUICKLANE SERVICE', 40]], [['8975 HARBOR WAY STE 312', 40]], [['DENVER CO 80202', 40]]);
    expect(findHolder(lines, S, A)).toMatchObject({ holder: 'GRANGER AUTOMOTIVE INC', block: ['GRANGER AUTOMOTIVE INC DBA QUICKLANE SERVICE', '8975 HARBOR WAY STE 312', 'DENVER CO 80202'] });
  });
  it('an address ending with its country, no postal code printed', () => {
    const lines = page([['MAPLE LEAF ENGINEERING LIMITED', 40]], [['UNIT 2B, 1/F HARBOUR CENTRE', 40]], [['KOWLOON, HONG KONG', 40]]);
    expect(findHolder(lines, S, A).holder).toBe('MAPLE LEAF ENGINEERING LIMITED');
  });
  it('no address below the table: a row\'s description lines are not a mailing block', () => {
    const lines = page([['Date', 40], ['Description', 100], ['Amount', 400]], [['12/01', 40], ['TESCO STORES', 100], ['12.00', 400]],
      [['Lindenallee 11', 100]], [['ACH CREDIT PAYPAL 1234', 100]]);
    expect(findHolder(lines, S, A).holder).toBeNull();
  });
  it('the name on the line above a masked account line', () => {
    const lines = page([['STONEBRIDGE PLUMBING LLC', 40]], [['BUSINESS CHOICE CHECKING (...2283)', 40]], [['Showing: Month to date', 40]]);
    expect(findHolderNearAccount(lines, S, A).holder).toBe('STONEBRIDGE PLUMBING LLC');
  });
});

describe('holder confidence: a labelled field > the name block above an address > a name beside the account number > a guess', () => {
  const label = page([['Account Name', 40], ['COLDSPRING DISTRIBUTORS', 160]], [['Statement period 03/01/2026 - 03/31/2026', 40]]);
  const block = page([['COLDSPRING DISTRIBUTORS', 40]], [['415 MILL ROAD', 40]], [['TOLEDO OH 43604', 40]]);
  const cityOnly = page([['COLDSPRING DISTRIBUTORS', 40]], [['TOLEDO OH 43604', 40]]);
  const beside = page([['COLDSPRING DISTRIBUTORS', 40]], [['Account number 1234567890', 40]]);
  const guess = page([['Account number 1234567890', 40]], [['Business checking', 40]], [['COLDSPRING DISTRIBUTORS', 40]]);
  it('each mechanism says how sure it is, in that order', () => {
    const c = [findHolderByLabel(label, S), findHolder(block, S, A), findHolder(cityOnly, S, A), findHolderNearAccount(beside, S, A), findHolderNearAccount(guess, S, A)];
    expect(c.map((r) => r.holder)).toEqual(Array(5).fill('COLDSPRING DISTRIBUTORS'));
    expect(c.map((r) => r.evidence)).toEqual(['label', 'address_block', 'address_block', 'account_line', 'guess']);
    const conf = c.map((r) => r.confidence!);
    for (let i = 1; i < conf.length; i++) expect(conf[i]).toBeLessThanOrEqual(conf[i - 1]!);
    expect(conf[0]).toBeGreaterThan(conf[1]!);
    expect(conf[1]).toBeGreaterThan(conf[2]!);
    expect(conf[3]).toBeGreaterThan(conf[4]!);
  });
  it('a name ending in a legal form is surer; a bare name a few lines off the account number is not', () => {
    expect(hasLegalForm('Keller Autoservice GmbH & Co. KG')).toBe(true);
    expect(hasLegalForm('SUMMIT SALON LTD.')).toBe(true);
    expect(hasLegalForm('Lumber Company')).toBe(true);
    expect(hasLegalForm('JOHN SMITH')).toBe(false);
    const llc = page([['Account number 1234567890', 40]], [['Business checking', 40]], [['COLDSPRING DISTRIBUTORS LLC', 40]]);
    const r = findHolderNearAccount(llc, S, A);
    expect(r.evidence).toBe('account_line');
    expect(r.confidence).toBeGreaterThan(findHolderNearAccount(guess, S, A).confidence!);
  });
  it('a guess is left empty rather than risk a wrong name; the threshold is a setting', () => {
    expect(readHolder(guess, S, A)).toMatchObject({ holder: null, confidence: null, block: [] });
    expect(readHolder(guess, resolveSettings({ header: { holderMinConfidence: 0 } }), A)).toMatchObject({ holder: 'COLDSPRING DISTRIBUTORS', evidence: 'guess' });
    expect(readHolder(beside, S, A).holder).toBe('COLDSPRING DISTRIBUTORS');
    expect(readHolder(page(), S, A)).toMatchObject({ holder: null, confidence: null });
  });
  it('the first mechanism tried that reads a name is kept; another reading the same name makes it surer', () => {
    const both = page([['COLDSPRING DISTRIBUTORS', 40]], [['415 MILL ROAD', 40]], [['TOLEDO OH 43604', 40]], [['Account Name', 40], ['COLDSPRING DISTRIBUTORS', 160]]);
    const r = readHolder(both, S, A);
    expect(r).toMatchObject({ holder: 'COLDSPRING DISTRIBUTORS', evidence: 'address_block' });
    expect(r.confidence).toBeCloseTo(S.header.holderBlockConfidence + S.header.holderAgreementBonus);
    // Two names: the mailing block's is kept, with no more than its own confidence.
    const differ = page([['MAPLE ROW BAKERY', 40]], [['415 MILL ROAD', 40]], [['TOLEDO OH 43604', 40]], [['Account Name', 40], ['COLDSPRING DISTRIBUTORS', 160]]);
    expect(readHolder(differ, S, A)).toMatchObject({ holder: 'MAPLE ROW BAKERY', confidence: S.header.holderBlockConfidence });
    // Alike but for type case: the mailing block's text and address are kept.
    const cased = page([['WESTFIELD BAKERY LLC', 40]], [['415 MILL ROAD', 40]], [['TOLEDO OH 43604', 40]], [['Account Name', 40], ['Westfield Bakery Llc', 160]]);
    expect(readHolder(cased, S, A)).toMatchObject({ holder: 'WESTFIELD BAKERY LLC', block: ['WESTFIELD BAKERY LLC', '415 MILL ROAD', 'TOLEDO OH 43604'], confidence: 1 });
  });
  it('a name read with its label in front ("Name: X" over the address) is the name without the label', () => {
    const lines = page([['Account: 4417 2290 15', 40]], [['Name: TREMBLAY & KIM CLEANING INC', 40]], [['12 Rue Principale, Laval QC H7N 1A1', 40]]);
    expect(readHolder(lines, S, A).holder).toBe('TREMBLAY & KIM CLEANING INC');
    // A name that begins with a label's word and no colon is a name ("CLIENT FIRST SERVICES LLC").
    expect(readHolder(page([['CLIENT FIRST SERVICES LLC', 40]], [['415 MILL ROAD', 40]], [['TOLEDO OH 43604', 40]]), S, A).holder).toBe('CLIENT FIRST SERVICES LLC');
  });
  it('a bare "Name:" label (rows print "Orig CO Name:") is less sure than "Account name"', () => {
    const bare = findHolderByLabel(page([['Name:SQUARE INC', 40], ['Additions  $20,734.53', 300]]), S);
    expect(bare).toMatchObject({ holder: 'SQUARE INC', evidence: 'label' });
    expect(bare.confidence).toBeLessThan(findHolderByLabel(label, S).confidence!);
  });
});

describe('bank name', () => {
  it('a name formed as one word (-bank) in the letterhead, and a building society', () => {
    expect(findBankName(page([['Hanseatische Handelsbank', 40], ['Kontoauszug 3/2026 Blatt 1', 400]]), S, A)).toBe('Hanseatische Handelsbank');
    expect(findBankName(page([['Volksbank Mittelfranken eG', 40]]), S, A)).toBe('Volksbank Mittelfranken eG');
    expect(findBankName(page([['Pennine Building Society', 40], ['Integrated Account Statement', 400]]), S, A)).toBe('Pennine Building Society');
  });
});

describe('currency', () => {
  it('a symbol of one currency in the header names it; a bare $ names none', () => {
    const cur = (text: string) => findCurrency(page([[text, 40]]), [], S, A);
    expect(cur('Valores em R$')).toBe('BRL');
    expect(cur('Balance (HK$)')).toBe('HKD');
    expect(cur('All amounts in ₹')).toBe('INR');
    expect(cur('Currency: EUR')).toBe('EUR');
    expect(cur('Amounts in $')).toBeNull();
  });
});
