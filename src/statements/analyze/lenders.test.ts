import { describe, expect, it } from 'vitest';
import { lenderNames, matchLender } from './lenders.ts';
import { categorize } from './categories.ts';

const name = (d: string) => matchLender(d)?.name ?? null;

describe('lender library', () => {
  it('holds at least 150 MCA funders and alternative lenders', () => {
    expect(lenderNames('mca').length).toBeGreaterThanOrEqual(150);
    for (const n of ['Kapitus', 'OnDeck', 'Fora Financial', 'Credibly', 'Rapid Finance', 'Libertas Funding',
      'Yellowstone Capital', 'Pearl Capital', 'Mantis Funding', 'Bitty Advance', 'Kalamata Capital', 'Forward Financing',
      'CFG Merchant Solutions', 'Everest Business Funding', 'Itria Ventures', 'Fundbox', 'BlueVine', 'Kabbage',
      'Square Capital', 'Shopify Capital', 'PayPal Working Capital', 'Amazon Lending', 'Stripe Capital']) {
      expect(lenderNames()).toContain(n);
    }
  });

  it('matches names cut by the bank, with or without spaces, in any case', () => {
    expect(name('Orig CO Name:Kapitus Servicin Orig ID:123')).toBe('Kapitus');
    expect(name('KAPITUS SERVICIN')).toBe('Kapitus');
    expect(name('FORWARDFINUSA 8885551212')).toBe('Forward Financing');
    expect(name('FORWARD FINANC ACH')).toBe('Forward Financing');
    expect(name('KalamataCapital Selec')).toBe('Kalamata Capital');
    expect(name('ACH DEBIT ONDECK CAPITAL 260601')).toBe('OnDeck');
    expect(name('Business to Business ACH Debit - Ondeck Capital Payment')).toBe('OnDeck');
    expect(name('ON DECK CAPITAL INC')).toBe('OnDeck');
    expect(name('credibly payment 123')).toBe('Credibly');
    expect(name('RAPID FINANC WEB PMT')).toBe('Rapid Finance');
    expect(name('LIBERTAS FUNDIN')).toBe('Libertas Funding');
    expect(name('YELLOWSTONE CAP ACH')).toBe('Yellowstone Capital');
    expect(name('SQ CAPITAL 1234')).toBe('Square Capital');
    expect(name('PAYPAL WORKING CA')).toBe('PayPal Working Capital');
    expect(name('EVEREST BUSINESS F')).toBe('Everest Business Funding');
  });

  it('does not fire on common words or processors settlements', () => {
    expect(name('Orig CO Name:Rapid Refrigeration Sv Orig ID:1')).toBeNull();
    expect(name('Pearl Street Properties Rent')).toBeNull();
    expect(name('RAPID FINE FOODS')).toBeNull();
    expect(name('BONDECKER SUPPLY')).toBeNull();
    expect(name('Square INC 260601P2 Glenwood')).toBeNull();
    expect(name('SHOPIFY PAYOUT 1234')).toBeNull();
    expect(name('AMAZON MKTPL')).toBeNull();
    expect(name('YELLOWSTONE NATIONAL PARK')).toBeNull();
    expect(name('KALAMATA OLIVE CO')).toBeNull();
    expect(name('FORWARD AIR CORP')).toBeNull();
    expect(name('5/3 ONLINE PYMT TO GREATAMERI')).toBeNull();
    expect(name('EVEREST COFFEE')).toBeNull();
    expect(name('FISERV MERCH DEPOSIT 123456')).toBeNull();
    expect(name('NATIONAL FUNERAL HOME')).toBeNull();
    expect(name('NATIONALFUNERAL')).toBeNull();
  });

  it('knows lenders outside the US by the names their banks print', () => {
    // UK and Ireland: direct debits behind "DD", payees cut to 18 characters.
    expect(name('DD YOULEND LTD 2606')).toBe('YouLend');
    expect(name('DIRECT DEBIT LIBERIS LIMITED')).toBe('Liberis');
    expect(name('DD IWOCA LTD REF 88213')).toBe('iwoca');
    expect(name('iwoca Deutschland GmbH Lastschrift')).toBe('iwoca');
    expect(name('CAPIFY UK DD')).toBe('Capify');
    expect(name('365 BUSINESS FINAN')).toBe('365 Business Finance');
    expect(name('BOOST CAPITAL LTD')).toBe('Boost Capital');
    expect(name('MERCHANT MONEY LTD DD')).toBe('Merchant Money');
    expect(name('UNCAPPED LIMITED')).toBe('Uncapped');
    // Australia and New Zealand.
    expect(name('DIRECT DEBIT PROSPA ADVANCE PTY')).toBe('Prospa');
    expect(name('MOULA MONEY PTY LTD 123456')).toBe('Moula');
    expect(name('BIZCAP AU PTY LTD')).toBe('Bizcap');
    expect(name('DD LUMI PTY LTD')).toBe('Lumi');
    expect(name('ONDECK AUSTRALIA PTY')).toBe('OnDeck Australia');
    expect(name('ONDECK AU PTY LTD')).toBe('OnDeck Australia');
    expect(name('ONDECK CAPITAL 260601')).toBe('OnDeck');
    // Canada and other markets.
    expect(name('PREAUTHORIZED DEBIT MERCHANT GROWTH')).toBe('Merchant Growth');
    expect(name('EVOLOCITY FINANCIAL GROUP PAD')).toBe('Evolocity Financial Group');
    expect(name('QRED AB AUTOGIRO')).toBe('Qred');
    expect(name('NACH DR NEOGROWTH CREDIT PVT')).toBe('NeoGrowth');
    expect(name('DOMICILIACION KONFIO')).toBe('Konfio');
    for (const n of ['YouLend', 'Liberis', 'iwoca', 'Capify', '365 Business Finance', 'Bizcap', 'Prospa', 'Moula', 'Lumi',
      'OnDeck Australia', 'Merchant Growth', 'iCapital Canada', 'Uncapped']) {
      expect(lenderNames('mca')).toContain(n);
    }
  });

  it('a short lender name is a whole word: it never swallows an ordinary payee', () => {
    expect(name('LUMINOUS LIGHTING PTY')).toBeNull();
    expect(name('ILLUMINATE SIGNS')).toBeNull();
    expect(name('LUMINA CAFE')).toBeNull();
    expect(name('MOULAGE STUDIO')).toBeNull();
    expect(name('QREDIBLE PAYMENTS')).toBeNull();
    expect(name('SILVRETTA HOTEL')).toBeNull();
    expect(name('FRODAS BAKERY')).toBeNull();
    expect(name('TORRONE ITALIANO')).toBeNull();
    expect(name('ITRIAL BIKES')).toBeNull();
    expect(name('BIWOCA TRADING')).toBeNull();
    expect(name('NATIONAL GRID ELECTRICITY')).toBeNull();
    expect(name('SHIFT TRADES STAFFING')).toBeNull();
    expect(name('GET CAP SERVICES')).toBeNull();
    // A name written as one word is one printed word: `BIZ CAP` is an abbreviation, not Bizcap.
    expect(name('REDWATER BIZ CAP')).toBeNull();
    expect(name('REDWATER BIZ CAPITAL')).toBeNull();
    expect(name('BizCap AU')).toBe('Bizcap');
    expect(name('BizCap 123456')).toBe('Bizcap');
    // Glued to digits (a reference) or a camel-case hump is still a word's end.
    expect(name('LUMI123456')).toBe('Lumi');
    expect(name('LumiFinancial')).toBe('Lumi');
    expect(name('ITRIA VENTURES')).toBe('Itria Ventures');
  });

  it('detects funding deposits and lender debits', () => {
    const c = (description: string, direction: 'credit' | 'debit') => categorize({ description, direction, section: null });
    expect(c('Orig CO Name:Fora Financial CO Entry Descr:Funding', 'credit')).toBe('loan_proceeds');
    expect(c('SBA LOAN DISBURSEMENT', 'credit')).toBe('loan_proceeds');
    expect(c('SBAD TREAS 310 MISC PAY EIDL', 'credit')).toBe('loan_proceeds');
    expect(c('SQUARE CAPITAL LOAN', 'credit')).toBe('loan_proceeds');
    expect(c('Square INC 260601P2', 'credit')).toBe('revenue');
    expect(c('KAPITUS SERVICIN', 'debit')).toBe('mca_payment');
    expect(c('Navitas Credit Corp Lease Pmt', 'debit')).toBe('loan_payment');
    expect(c('5/3 COMMRCL LN', 'debit')).toBe('loan_payment');
    expect(c('DD YOULEND LTD', 'debit')).toBe('mca_payment');
    expect(c('DD LUMINOUS LIGHTING', 'debit')).not.toBe('mca_payment');
  });
});
