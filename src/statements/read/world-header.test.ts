// A statement's header read the way a person reads it in any language: the bank's name opened by a bank word of
// its language, the holder by its label or over an address whose postal code follows a comma, the holder printed
// on the account number's own line, and an IBAN read within its cell.
import { describe, expect, it } from 'vitest';
import { page } from './test-pages.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import { tokenize } from './tokens.ts';
import { findBankName } from './bank-name.ts';
import { findHolder, findHolderByLabel, findHolderInAccountTitle, findHolderNearAccount } from './holder.ts';
import { findLast4 } from './account.ts';
import { findPeriod } from './period.ts';

const S = DEFAULT_SETTINGS;
const A = new LineAmounts();

describe('header fields of other languages', () => {
  it('names the bank from a letterhead cell opened by a bank word, with its small joining words', () => {
    expect(findBankName(page([[['Banque du Val de Loire', 40], ['RELEVÉ DE COMPTE', 350]]]), S, A)).toBe('Banque du Val de Loire');
    expect(findBankName(page([[['Extrato para simples conferência', 40]], [['Caixa Mercantil do Sul', 40]]]), S, A)).toBe('Caixa Mercantil do Sul');
    expect(findBankName(page([[['Crédit Armoricain', 40], ['RELEVÉ DE COMPTE', 350]]]), S, A)).toBe('Crédit Armoricain');
    expect(findBankName(page([[['Account statement 8/2024 Sheet 1', 40]], [['Bank Zürichsee AG', 40]]]), S, A)).toBe('Bank Zürichsee AG');
    // A column header's cell and a title are no bank's name.
    expect(findBankName(page([[['Date', 40], ['Description', 100], ['Credit Value', 300], ['Balance', 450]], [['Bank Statement', 40]]]), S, A)).toBeNull();
  });
  it('reads the IBAN within its cell when an address beside it starts with digits', () => {
    const lines = page([[['IBAN FR76 5060 9352 7177 3560 7224 219', 40], ['20 boulevard Victor Hugo', 330]]]);
    expect(findLast4(lines, A).last4).toBe('4219');
  });
  it('reads a holder after its label in Portuguese, Spanish or French', () => {
    expect(findHolderByLabel(page([[['Cliente: AUTO PEÇAS SILVA EIRELI', 40]]]), S).holder).toBe('AUTO PEÇAS SILVA EIRELI');
    expect(findHolderByLabel(page([[['Titulaire du compte', 40], ['GARAGE DU CENTRE SASU', 200]]]), S).holder).toBe('GARAGE DU CENTRE SASU');
  });
  it('takes a mailing block whose city line has its postal code after a comma, lines below it or not', () => {
    const lines = page([
      [['COMERCIALIZADORA DEL VALLE S. DE R.L. DE C.V.', 40], ['CHEQUES EMPRESARIAL', 400]],
      [['Blvd. Hidalgo 431', 40], ['No. de Cuenta 4927186914', 400]],
      [['Col. Centro, 44100 Guadalajara, Jal.', 40], ['CLABE 831162144927186914', 400]],
      [['R.F.C. SDA592023LK1', 40]],
    ]);
    expect(findHolder(lines, S, A).holder).toBe('COMERCIALIZADORA DEL VALLE S. DE R.L. DE C.V.');
  });
  it('ends a block with no postal code at a "DISTRICT, REGION" line in capitals right under its street line', () => {
    const lines = page([
      [['Harbor Point Restaurant Company Limited', 40], ['Statement date 30 Apr 2024', 400]],
      [['UNIT 4A, 3/F HARBOUR CENTRE', 40], ['Customer number 904559594', 400]],
      [['SHA TIN, NEW TERRITORIES', 40]],
    ]);
    expect(findHolder(lines, S, A).holder).toBe('Harbor Point Restaurant Company Limited');
    // A name printed surname first is no such line: nothing under a street there.
    expect(findHolder(page([[['Pearl River Bank', 40]], [['DOE, JOHN', 40]], [['Customer number 904559594', 40]]]), S, A).holder).toBeNull();
  });
  it('takes the holder printed on the account number line, without a form of address', () => {
    const lines = page([[['DECCAN COMMERCIAL BANK', 40]], [['M/S. LAKSHMI HARDWARE', 40], ['Account No :', 330], ['10632338204198', 420]], [['236, MG Road', 40], ['IFSC :', 330]]]);
    expect(findHolderNearAccount(lines, S, A).holder).toBe('LAKSHMI HARDWARE');
  });
});

describe('a column header known by its shape', () => {
  const label = (cells: [string, number][]) => tokenize(page([cells])[0]!, 0, S.lines, A).label;
  it('reads several short cells of words, most naming a column, as a header, "Closing Balance" among them', () => {
    expect(label([['Date', 40], ['Narration', 90], ['Chq./Ref.No.', 220], ['Value Dt', 300], ['Withdrawal Amt.', 360], ['Deposit Amt.', 450], ['Closing Balance', 520]])).toBe('header');
  });
  it('keeps a balance line with its amount, and a line of few cells, what they were', () => {
    expect(label([['Closing Balance', 40], ['1,234.56', 500]])).toBe('closing');
    expect(label([['Closing Balance', 40], ['as of', 200], ['March', 300]])).not.toBe('header');
  });
});

describe('header fields of more languages (issue 20, item 8)', () => {
  it('a holder label over the name is no part of it, and a street with a comma before its number ends the name', () => {
    const it1 = page([[['Banca Popolare del Tirreno', 40], ['ESTRATTO CONTO N. 4/2026', 380]], [['Filiale', 40], ['BOLOGNA 3', 100], ['Intestato a:', 330]],
      [['Conto corrente 824010422190', 40], ['TRASPORTI ESPOSITO S.R.L.S.', 330]], [['IBAN', 40], ['IT86 K195 3428 9228 2401 0422 190', 100], ['Viale Europa, 13', 330]],
      [['P.IVA', 40], ['97648528599', 100], ['40121 BOLOGNA BO', 330]]]);
    expect(findHolder(it1, S, A).holder).toBe('TRASPORTI ESPOSITO S.R.L.S.');
    const es = page([[['FERRETERÍA LA PLAZA S.L.', 300]], [['Calle Mayor, 61', 300]], [['28013 Madrid', 300]], [['Titular:', 40], ['FERRETERÍA LA PLAZA S.L.', 120]]]);
    expect(findHolder(es, S, A).holder).toBe('FERRETERÍA LA PLAZA S.L.');
  });
  it('takes a city line with a hyphenated postal code, or a Canadian one after the province in parentheses, a line below or not', () => {
    const pl = page([[['Piekarnia Nowak Sp.j.', 40], ['za okres od 01.02.2024 do 29.02.2024', 350]], [['ul. Polna 77', 40]], [['50-001 Wroclaw', 40]], [['NIP:', 40], ['774-921-67-10', 100]]]);
    expect(findHolder(pl, S, A).holder).toBe('Piekarnia Nowak Sp.j.');
    const qc = page([[['Boulangerie Tremblay inc.', 40]], [['2627, rue Saint-Denis', 40]], [['Montréal (Québec)  H2X 3K4', 40], ['Institution : 463', 330]]]);
    expect(findHolder(qc, S, A).holder).toBe('Boulangerie Tremblay inc.');
  });
  it('a town line under a street line is never a holder; the labelled name is', () => {
    const ng = page([[['SAVANNAH MERCHANT BANK', 40]], [['Account Name:', 40], ['Chukwu & Sons Enterprises Limited', 150]], [['Address:', 40], ['70, Adeola Odeku Street', 150]],
      [['Garki, Abuja FCT', 150]], [['Account Number:', 40], ['0009658349', 150]]]);
    expect(findHolderNearAccount(ng, S, A).holder).toBeNull();
    expect(findHolderByLabel(ng, S).holder).toBe('Chukwu & Sons Enterprises Limited');
  });
  it('names banks opened by more bank words: in capitals, with a kind in lower case, an elided word, a Polish joiner', () => {
    const bank = (t: string) => findBankName(page([[[t, 40], ['STATEMENT OF ACCOUNT', 380]]]), S, A);
    expect(bank("Cassa di Risparmio di Val d'Arno")).toBe("Cassa di Risparmio di Val d'Arno");
    expect(bank('Caisse populaire du Vieux-Port')).toBe('Caisse populaire du Vieux-Port');
    expect(bank('BANK BORNEO NIAGA')).toBe('BANK BORNEO NIAGA');
    expect(bank('Bank Spoldzielczy w Krakowie')).toBe('Bank Spoldzielczy w Krakowie');
  });
  it('reads an IBAN printed without its label, and a Quebec folio', () => {
    expect(findLast4(page([[['Numer rachunku:', 40], ['PL35 8583 1456 3317 4306 0230 9480', 150]]]), A).last4).toBe('9480');
    expect(findLast4(page([[['Transit :', 300], ['34252', 380]], [['Institution :', 300], ['463', 380]], [['Folio :', 300], ['7350122', 380]]]), A).last4).toBe('0122');
  });
  it('reads a Polish "od ... do" period and a French first of the month', () => {
    expect(findPeriod(page([[['za okres od 01.02.2024 do 29.02.2024', 40]]]), null, S)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(findPeriod(page([[['Période du 1er décembre 2025 au 31 décembre 2025', 40]]]), null, S)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});

describe('header fields of exports, wallets and fintechs (issue 20, item 8)', () => {
  it('reads the holder and the number from an account title "Account: NAME - Product ...1234"', () => {
    const lines = page([[['Summitcrest National Bank - Download', 40]], [['Account: ROSSI & SMITH CLEANING SERVICES INC. - Business Checking (422807938729)', 40], ['Downloaded 7/29/2025', 450]]]);
    expect(findHolderInAccountTitle(lines, S).holder).toBe('ROSSI & SMITH CLEANING SERVICES INC.');
    expect(findLast4(lines, A).last4).toBe('8729');
    const cells = page([[['Account:', 40], ['COPPER KETTLE TAX SERVICES CORP - Business Complete Checking ...5274', 120]]]);
    expect(findHolderInAccountTitle(cells, S).holder).toBe('COPPER KETTLE TAX SERVICES CORP');
    expect(findLast4(cells, A).last4).toBe('5274');
    // No product after a dash: no title.
    expect(findHolderInAccountTitle(page([[['Account: Summary - Page 2', 40]]]), S).holder).toBeNull();
  });
  it('names the institution that describes itself in its legal line, not its partner bank nor a payee', () => {
    const lines = page([[['Lumora', 40]], [['Mar 02', 40], ['Square Inc - Payout', 100], ['+$2,145.72', 480]],
      [['Lumora is a financial technology company, not a bank. Banking services provided by First Meridian Bank, Member FDIC.', 40]]]);
    expect(findBankName(lines, S, A)).toBe('Lumora');
    expect(findBankName(page([[['Wayfarer is authorised as an electronic money institution. Money held is safeguarded.', 40]]]), S, A)).toBe('Wayfarer');
  });
  it('ends an IBAN before a BIC printed after it', () => {
    expect(findLast4(page([[['IBAN BE30 3513 2545 6640   BIC TRWIBEB1XXX', 40]]]), A).last4).toBe('6640');
  });
  it('a country line is no holder; a town line followed by a labelled field still ends its block', () => {
    const uk = page([[['QUARRY LANE CATERING LTD', 40]], [['19 High Street', 40]], [['Manchester M1 7RZ', 40]], [['United Kingdom', 40]], [['Account number 86666203 Sort code 51-61-69', 40]]]);
    expect(findHolderNearAccount(uk, S, A).holder).toBeNull();
    expect(findHolder(uk, S, A).holder).toBe('QUARRY LANE CATERING LTD');
    const de = page([[['Fischer Gebäudereinigung GmbH', 40]], [['Marktplatz 112', 40]], [['90402 Nürnberg', 40]], [['IBAN DE79 1786 2813 0559 1678 44 Period 01.12.2026 - 31.12.2026 EUR', 40]]]);
    expect(findHolder(de, S, A).holder).toBe('Fischer Gebäudereinigung GmbH');
  });
  it('reads a period whose dates carry a time zone', () => {
    expect(findPeriod(page([[['01/04/2024 [GMT] - 30/04/2024 [GMT]', 40]]]), null, S)).toEqual({ start: '2024-04-01', end: '2024-04-30' });
  });
});

describe('more address shapes (issue 20, item 8)', () => {
  it('a town over its postal code on a line of its own ends the block', () => {
    const lines = page([[['Pinegate Federal Bank', 40]], [['Account 2520154575', 40]], [['Luis Nguyen', 40], ['Period 04 Dec - 03 Jan', 380]], [['1341 Commerce Dr', 40]], [['Brooklyn', 40]], [['11250', 40]]]);
    expect(findHolder(lines, S, A).holder).toBe('Luis Nguyen');
  });
  it('a street opened by a house number label ends the name', () => {
    const lines = page([[['Restoran Nasi Kandar Jaya Sdn. Bhd.', 40]], [['NO. 54, JALAN SS 2/24', 40]], [['50450 KUALA LUMPUR', 40]], [['Company No. 202201082313 (1594324-K)', 40]]]);
    expect(findHolder(lines, S, A).holder).toBe('Restoran Nasi Kandar Jaya Sdn. Bhd.');
    const region = page([[['Kedai Runcit Ah Seng Sdn Bhd', 40]], [['No. 7, Lorong Maju 3', 40]], [['47300 Petaling Jaya, Selangor', 40]], [['Company No. 202201082313 (1594324-K)', 40]]]);
    expect(findHolder(region, S, A).holder).toBe('Kedai Runcit Ah Seng Sdn Bhd');
  });
});
