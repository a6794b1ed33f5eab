// Other countries for the world layouts: the content model (US business, US-style transactions in integer cents,
// balances that chain) is re-dressed as a UK, German, Swiss, South African, Hong Kong or Australian business:
// company name and address, bank, currency, account number format and every description in that country's banking
// words. Amounts, directions, categories and balances are kept, so the statement still reconciles; funder debits
// get a local funder (positions follow: `ModelTxn.funder` is rewritten too). Everything here is fictional.

import type { Rng } from './prng.ts';
import type { Content, ModelStatement, ModelTxn } from './model.ts';
import { BUSINESS_FIRST, CUSTOMERS, PERSON_FIRST, PERSON_LAST, UNKNOWN_LENDERS, US_FUNDERS, US_PROCESSORS } from './names.ts';
import { num, NUM, type NumFmt } from './world-format.ts';

export type Locale = 'UK' | 'DE' | 'CH' | 'ZA' | 'HK' | 'AU';

interface LocaleDef {
  country: string;
  currency: string;
  banks: readonly string[];
  suffixes: readonly string[];
  trades: readonly string[];
  /** [street line, city line, region] */
  address: (rng: Rng) => [string, string, string | null];
  account: (rng: Rng) => string;
  /** [canonical name, as printed] */
  funders: readonly (readonly [string, string])[];
  shops: readonly string[];
  processors: readonly string[];
  /** description templates per kind; {CUST} {SHOP} {PROC} {FUNDER} {REF} {N} {HOLDER} {CUR} are filled in */
  t: Record<Kind, readonly string[]>;
  fmt: NumFmt;
}

export type Kind = 'card_settlement' | 'customer' | 'cash' | 'p2p' | 'wire_in' | 'refund' | 'funding' | 'funder' | 'interest'
  | 'transfer_in' | 'transfer_out' | 'nsf' | 'bank_fee' | 'fee' | 'loan' | 'cheque' | 'payroll' | 'rent' | 'card' | 'bill'
  | 'tax' | 'wire_out';

const UK_STREETS = ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Road'];
const DE_STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Industriestraße', 'Lindenallee', 'Marktplatz'];

export const LOCALES: Record<Locale, LocaleDef> = {
  UK: {
    country: 'United Kingdom', currency: 'GBP', fmt: NUM.us,
    banks: ['Thamesgate Bank', 'Northern Rock Mutual Bank', 'Albion Co-operative Bank', 'Pennine Building Society'],
    suffixes: ['Ltd', 'Limited', 'LTD'], trades: ['Plumbing', 'Catering', 'Builders', 'Motors', 'Bakery', 'Cleaning Services', 'Salon'],
    address: (rng) => [`${rng.int(1, 240)} ${rng.pick(UK_STREETS)}`, `${rng.pick(['Manchester M1', 'Leeds LS2', 'Bristol BS1', 'Croydon CR0', 'Cardiff CF10'])} ${rng.int(1, 9)}${rng.pick(['AB', 'QT', 'HX', 'RZ'])}`, null],
    account: (rng) => rng.digits(8),
    funders: [['YouLend', 'YOULEND LIMITED'], ['Liberis', 'LIBERIS LTD'], ['iwoca', 'IWOCA LTD'], ['365 Business Finance', '365 FINANCE']],
    shops: ['TESCO STORES 3458', 'SAINSBURYS S/MKTS', 'BOOKER WHOLESALE', 'SCREWFIX DIRECT', 'TFL TRAVEL CH', 'AMAZON.CO.UK*2K4'],
    processors: ['WORLDPAY', 'SUMUP PAYMENTS', 'STRIPE PAYMENTS UK', 'DOJO'],
    t: {
      card_settlement: ['{PROC} SETTLEMENT {N}', 'BGC {PROC} {N}'], customer: ['FASTER PAYMENT {CUST} INV {N}', 'BGC {CUST} REF {REF}'],
      cash: ['CASH DEPOSIT {N}', 'COUNTER CREDIT {N}'], p2p: ['FPI {PERSON} {REF}'], wire_in: ['CHAPS IN {CUST} {REF}'],
      refund: ['REFUND {SHOP}'], funding: ['FPI {FUNDER} ADVANCE {REF}'], funder: ['DD {FUNDER} {REF}', '{FUNDER} DIRECT DEBIT {N}'],
      interest: ['INTEREST PAID'], transfer_in: ['TFR FROM RESERVE ACCOUNT {N}'], transfer_out: ['TFR TO RESERVE ACCOUNT {N}'],
      nsf: ['UNPAID ITEM CHARGE', 'UNARRANGED OVERDRAFT FEE'], bank_fee: ['ACCOUNT FEE', 'SERVICE CHARGES'], fee: ['{PROC} FEES {N}'],
      loan: ['DD FUNDING CIRCLE {N}', 'DD CLOSE BROS ASSET FIN'], cheque: ['CHQ {N}'], payroll: ['BACS PAYROLL {N}'],
      rent: ['SO {LANDLORD} RENT'], card: ['{SHOP}'], bill: ['DD BRITISH GAS BUSINESS', 'DD BT GROUP PLC', 'DD THAMES WATER'],
      tax: ['HMRC VAT {REF}', 'HMRC PAYE {REF}'], wire_out: ['CHAPS OUT {CUST} {REF}', 'FPO {CUST} {REF}'],
    },
  },
  DE: {
    country: 'Germany', currency: 'EUR', fmt: NUM.eu,
    banks: ['Rheintal Sparkasse', 'Volksbank Mittelfranken eG', 'Hanseatische Handelsbank', 'Alpenland Bank AG'],
    suffixes: ['GmbH', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)'], trades: ['Bäckerei', 'Gebäudereinigung', 'Elektrotechnik', 'Gastronomie', 'Autoservice', 'Malerbetrieb'],
    address: (rng) => [`${rng.pick(DE_STREETS)} ${rng.int(1, 120)}`, `${rng.pick(['10115 Berlin', '80331 München', '50667 Köln', '20095 Hamburg', '90402 Nürnberg'])}`, null],
    account: (rng) => `DE${rng.digits(2)}${rng.digits(8)}${rng.digits(10)}`,
    funders: [['YouLend', 'YouLend Limited'], ['Liberis', 'Liberis Europe'], ['Banxware', 'Banxware GmbH']],
    shops: ['REWE SAGT DANKE', 'METRO Cash+Carry', 'BAUHAUS', 'Shell Deutschland', 'DB Vertrieb GmbH', 'OBI Markt'],
    processors: ['SumUp Payments', 'Concardis', 'Payone GmbH', 'Adyen N.V.'],
    t: {
      card_settlement: ['Gutschrift {PROC} Auszahlung {N}', 'Kartenumsätze {PROC} Abrechnung {N}'], customer: ['Gutschrift Überweisung {CUST} RE {N}', 'SEPA-Gutschrift {CUST} Rechnung {N}'],
      cash: ['Bareinzahlung Filiale {N}'], p2p: ['Gutschrift {PERSON} {REF}'], wire_in: ['Auslandsgutschrift {CUST} {REF}'],
      refund: ['Erstattung {SHOP}'], funding: ['Gutschrift {FUNDER} Auszahlung {REF}'], funder: ['SEPA-Lastschrift {FUNDER} MREF {REF}', 'Lastschrift {FUNDER} Rate {N}'],
      interest: ['Habenzinsen'], transfer_in: ['Umbuchung vom Tagesgeld {N}'], transfer_out: ['Umbuchung auf Tagesgeld {N}'],
      nsf: ['Entgelt Rücklastschrift', 'Entgelt Überziehung'], bank_fee: ['Kontoführungsentgelt', 'Entgelt Buchungsposten'], fee: ['Lastschrift {PROC} Gebühren {N}'],
      loan: ['Darlehen Rate {N}', 'Leasingrate {N}'], cheque: ['Überweisung {CUST} {N}'], payroll: ['Lohn/Gehalt Sammelüberweisung {N}'],
      rent: ['Dauerauftrag Miete {LANDLORD}'], card: ['Kartenzahlung {SHOP}'], bill: ['Lastschrift Telekom Deutschland', 'Lastschrift Stadtwerke', 'Lastschrift AOK Beitrag'],
      tax: ['Finanzamt USt-VZ {N}'], wire_out: ['Überweisung {CUST} {REF}'],
    },
  },
  CH: {
    country: 'Switzerland', currency: 'CHF', fmt: NUM.swiss,
    banks: ['Bank Zürichsee AG', 'Berner Kantonalbank Ost', 'Alpina Privatbank'],
    suffixes: ['AG', 'GmbH', 'Sàrl'], trades: ['Bäckerei', 'Schreinerei', 'Treuhand', 'Gastro', 'Garage'],
    address: (rng) => [`${rng.pick(['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse'])} ${rng.int(1, 90)}`, rng.pick(['8001 Zürich', '3011 Bern', '4051 Basel', '6003 Luzern']), null],
    account: (rng) => `CH${rng.digits(2)}${rng.digits(17)}`,
    funders: [['YouLend', 'YouLend Limited'], ['Swisspeers', 'swisspeers AG']],
    shops: ['Migros', 'Coop Pronto', 'SBB CFF FFS', 'Landi', 'Jumbo Markt'],
    processors: ['SIX Payment', 'Worldline Schweiz', 'SumUp'],
    t: {
      card_settlement: ['Gutschrift {PROC} {N}'], customer: ['Gutschrift {CUST} Rechnung {N}'], cash: ['Einzahlung {N}'], p2p: ['TWINT Gutschrift {PERSON}'],
      wire_in: ['Zahlungseingang {CUST} {REF}'], refund: ['Rückvergütung {SHOP}'], funding: ['Gutschrift {FUNDER} {REF}'], funder: ['LSV {FUNDER} {REF}'],
      interest: ['Zinsgutschrift'], transfer_in: ['Übertrag Sparkonto {N}'], transfer_out: ['Übertrag auf Sparkonto {N}'], nsf: ['Spesen Rückweisung'],
      bank_fee: ['Kontoführungsspesen'], fee: ['{PROC} Kommission {N}'], loan: ['Leasing Rate {N}'], cheque: ['Zahlung {CUST} {N}'],
      payroll: ['Lohnzahlungen {N}'], rent: ['Dauerauftrag Miete {LANDLORD}'], card: ['Debitkarte {SHOP}'], bill: ['eBill Swisscom', 'LSV SVA Beitrag'],
      tax: ['ESTV MWST {N}'], wire_out: ['Zahlung {CUST} {REF}'],
    },
  },
  ZA: {
    country: 'South Africa', currency: 'ZAR', fmt: NUM.space,
    banks: ['Highveld Commercial Bank', 'Cape Mercantile Bank', 'Karoo First Bank'],
    suffixes: ['(Pty) Ltd', '(PTY) LTD'], trades: ['Trading', 'Construction', 'Motors', 'Catering', 'Logistics'],
    address: (rng) => [`${rng.int(1, 300)} ${rng.pick(['Main Road', 'Voortrekker Road', 'Jan Smuts Avenue', 'Long Street'])}`, rng.pick(['Cape Town 8001', 'Sandton 2196', 'Durban 4001', 'Pretoria 0002']), null],
    account: (rng) => rng.digits(11),
    funders: [['Retail Capital', 'RETAIL CAPITAL'], ['Lula', 'LULALEND'], ['Merchant Capital', 'MERCHANT CAPITAL'], ['Bridgement', 'BRIDGEMENT']],
    shops: ['CHECKERS HYPER', 'MAKRO', 'BUILDERS WAREHOUSE', 'ENGEN', 'PICK N PAY', 'TAKEALOT'],
    processors: ['YOCO', 'IKHOKHA', 'SPEEDPOINT', 'PAYFAST'],
    t: {
      card_settlement: ['MAGTAPE CREDIT {PROC} {N}', '{PROC} SETTLEMENT {N}'], customer: ['ACB CREDIT {CUST} {N}', 'IMMEDIATE TRF CR {CUST}'],
      cash: ['CASH DEPOSIT BRANCH {N}', 'ATM CASH DEPOSIT {N}'], p2p: ['PAYSHAP CREDIT {PERSON}'], wire_in: ['SWIFT CREDIT {CUST} {REF}'],
      refund: ['POS REFUND {SHOP}'], funding: ['ACB CREDIT {FUNDER} ADVANCE'], funder: ['DEBIT ORDER {FUNDER} {N}', '{FUNDER} DEBIT ORDER {REF}'],
      interest: ['CREDIT INTEREST'], transfer_in: ['INTERNET TRF FROM SAVINGS {N}'], transfer_out: ['INTERNET TRF TO SAVINGS {N}'],
      nsf: ['UNPAID DEBIT ORDER FEE', 'HONOURING FEE'], bank_fee: ['MONTHLY ACCOUNT FEE', 'CASH HANDLING FEE'], fee: ['{PROC} MERCHANT FEE {N}'],
      loan: ['DEBIT ORDER WESBANK {N}', 'DEBIT ORDER VEHICLE FIN {N}'], cheque: ['CHEQUE {N}'], payroll: ['SALARIES BATCH {N}'],
      rent: ['DEBIT ORDER {LANDLORD} RENTAL'], card: ['POS PURCHASE {SHOP}'], bill: ['DEBIT ORDER TELKOM', 'CITY OF CT MUNICIPAL', 'ESKOM PREPAID'],
      tax: ['SARS VAT {REF}', 'SARS PAYE {REF}'], wire_out: ['INTERNET TRF TO {CUST} {REF}'],
    },
  },
  HK: {
    country: 'Hong Kong', currency: 'HKD', fmt: NUM.us,
    banks: ['Victoria Harbour Bank', 'Pearl River Commercial Bank', 'Kowloon Trust Bank'],
    suffixes: ['Limited', 'LIMITED', 'Company Limited'], trades: ['Trading', 'Logistics', 'Restaurant', 'Engineering', 'Garments'],
    address: (rng) => [`Unit ${rng.int(1, 28)}${rng.pick(['A', 'B', 'C'])}, ${rng.int(1, 40)}/F ${rng.pick(['Harbour Centre', 'Nathan Plaza', 'Kwun Tong Tower'])}`, rng.pick(['Kowloon, Hong Kong', 'Wan Chai, Hong Kong', 'Sha Tin, New Territories']), null],
    account: (rng) => `${rng.digits(3)}-${rng.digits(6)}-${rng.digits(3)}`,
    funders: [['Aspire', 'ASPIRE CAPITAL'], ['Funding Societies', 'FUNDING SOCIETIES'], ['Velotrade', 'VELOTRADE']],
    shops: ['PARKNSHOP', 'WELLCOME', 'OCTOPUS ADD VALUE', 'HKBN', 'CLP POWER'],
    processors: ['OCTOPUS', 'EPS SETTLEMENT', 'GLOBAL PAYMENTS HK', 'FPS MERCHANT'],
    t: {
      card_settlement: ['{PROC} SETTLEMENT {N}', 'MERCHANT CREDIT {PROC} {N}'], customer: ['FPS CREDIT {CUST} {REF}', 'CHATS IN {CUST} {REF}'],
      cash: ['CASH DEPOSIT {N}', 'CHEQUE DEPOSIT {N}'], p2p: ['FPS CREDIT {PERSON}'], wire_in: ['TT CREDIT {CUST} {REF}'],
      refund: ['REFUND {SHOP}'], funding: ['FPS CREDIT {FUNDER} DRAWDOWN'], funder: ['AUTOPAY {FUNDER} {N}', 'DDA DEBIT {FUNDER} {REF}'],
      interest: ['CREDIT INTEREST'], transfer_in: ['TRANSFER FROM SAVINGS {N}'], transfer_out: ['TRANSFER TO SAVINGS {N}'],
      nsf: ['RETURNED AUTOPAY CHARGE', 'OVERDRAFT CHARGE'], bank_fee: ['SERVICE CHARGE', 'LOW BALANCE FEE'], fee: ['{PROC} MDR CHARGE {N}'],
      loan: ['LOAN REPAYMENT {N}', 'SME LOAN INSTALMENT {N}'], cheque: ['CHEQUE {N}'], payroll: ['MPF CONTRIBUTION {N}', 'PAYROLL AUTOPAY {N}'],
      rent: ['AUTOPAY {LANDLORD} RENT'], card: ['EPS PURCHASE {SHOP}'], bill: ['AUTOPAY CLP POWER', 'AUTOPAY HKBN', 'AUTOPAY WATER SUPPLIES'],
      tax: ['IRD PROFITS TAX {N}'], wire_out: ['TT DEBIT {CUST} {REF}', 'FPS DEBIT {CUST}'],
    },
  },
  AU: {
    country: 'Australia', currency: 'AUD', fmt: NUM.us,
    banks: ['Southern Cross Bank', 'Coral Coast Bank', 'Eureka Savings Bank'],
    suffixes: ['Pty Ltd', 'PTY LTD'], trades: ['Plumbing', 'Cafe', 'Electrical', 'Landscaping', 'Transport'],
    address: (rng) => {
      const [city, st] = rng.pick([['SYDNEY NSW 2000', 'NSW'], ['MELBOURNE VIC 3000', 'VIC'], ['BRISBANE QLD 4000', 'QLD'], ['PERTH WA 6000', 'WA']] as const);
      return [`${rng.int(1, 300)} ${rng.pick(['George St', 'Pitt St', 'Queen St', 'Hay St'])}`, city, st];
    },
    account: (rng) => rng.digits(9),
    funders: [['Prospa', 'PROSPA'], ['Moula', 'MOULA MONEY'], ['Shift', 'SHIFT FINANCIAL'], ['OnDeck Australia', 'ONDECK AUSTRALIA']],
    shops: ['WOOLWORTHS', 'BUNNINGS', 'COLES EXPRESS', 'OFFICEWORKS', 'AMPOL'],
    processors: ['TYRO', 'SQUARE AU', 'EFTPOS SETTLEMENT', 'STRIPE AU'],
    t: {
      card_settlement: ['{PROC} SETTLEMENT {N}', 'MERCHANT SETTLEMENT {PROC}'], customer: ['DIRECT CREDIT {CUST} {N}', 'OSKO PAYMENT FROM {CUST}'],
      cash: ['CASH DEPOSIT {N}'], p2p: ['OSKO PAYMENT FROM {PERSON}'], wire_in: ['TELEGRAPHIC TRANSFER {CUST} {REF}'],
      refund: ['REFUND {SHOP}'], funding: ['DIRECT CREDIT {FUNDER} LOAN'], funder: ['DIRECT DEBIT {FUNDER} {N}'],
      interest: ['INTEREST CREDIT'], transfer_in: ['TRANSFER FROM SAVER {N}'], transfer_out: ['TRANSFER TO SAVER {N}'],
      nsf: ['DISHONOUR FEE', 'OVERDRAWN FEE'], bank_fee: ['ACCOUNT KEEPING FEE', 'MONTHLY FEE'], fee: ['{PROC} MERCHANT FEES {N}'],
      loan: ['DIRECT DEBIT EQUIPMENT FIN {N}'], cheque: ['CHEQUE {N}'], payroll: ['PAYROLL {N}'], rent: ['BPAY {LANDLORD} RENT'],
      card: ['EFTPOS {SHOP}', 'VISA PURCHASE {SHOP}'], bill: ['BPAY ORIGIN ENERGY', 'BPAY TELSTRA', 'DIRECT DEBIT AAMI INS'],
      tax: ['BPAY ATO {REF}'], wire_out: ['INTERNET TRANSFER {CUST} {REF}'],
    },
  },
};

/** The kind of a model transaction, from its category and the words of its US description. */
export function kindOf(t: ModelTxn): Kind {
  const d = t.description.toUpperCase();
  switch (t.category) {
    case 'revenue':
      if (US_PROCESSORS.some((p) => d.includes(p))) return 'card_settlement';
      if (/ZELLE|E-TRANSFER/.test(d)) return 'p2p';
      if (d.includes('WIRE')) return 'wire_in';
      if (d.includes('DEPOSIT')) return 'cash';
      return 'customer';
    case 'loan_proceeds': return 'funding';
    case 'mca_payment': return 'funder';
    case 'reversal': return 'refund';
    case 'interest': return 'interest';
    case 'transfer_in': return 'transfer_in';
    case 'transfer_out': return 'transfer_out';
    case 'nsf_fee': return 'nsf';
    case 'fee': return t.bankFee ? 'bank_fee' : 'fee';
    case 'loan_payment': return 'loan';
    case 'check': return 'cheque';
    default:
      if (/PAYROLL/.test(d)) return 'payroll';
      if (/RENT/.test(d)) return 'rent';
      if (/USATAXPYMT|\bIRS\b|GST\/HST/.test(d)) return 'tax';
      if (/WIRE/.test(d)) return 'wire_out';
      if (/PURCHASE|POS DEBIT|CARD/.test(d)) return 'card';
      return 'bill';
  }
}

const CASE = (upper: boolean, s: string) => (upper ? s.toUpperCase() : s);

/** The US funder (or unknown lender) a funding deposit names. */
function fundingKey(t: ModelTxn): string | null {
  const d = t.description.toUpperCase();
  const f = US_FUNDERS.find((x) => d.includes(x.descriptor.toUpperCase()));
  if (f) return f.canonical;
  return UNKNOWN_LENDERS.find((x) => d.includes(x)) ?? null;
}

export interface Localised { locale: Locale; def: LocaleDef; holderShort: string }

/**
 * A statement re-dressed to the locale's bank and currency, its account number the locale's (one per account of the
 * model, drawn the first time it is seen, so a file's months keep one number).
 */
export function redressAccount(rng: Rng, s: ModelStatement, bankName: string, L: { currency: string; account: (rng: Rng) => string }, byAccount: Map<string, string>): void {
  s.bankName = bankName;
  s.currency = L.currency;
  let acct = byAccount.get(s.accountNumber);
  if (!acct) { acct = L.account(rng); byAccount.set(s.accountNumber, acct); }
  s.accountNumber = acct;
  s.last4 = acct.replace(/\D/g, '').slice(-4);
}

/**
 * Re-dress the content as a business of `loc`. `foreignCards` is the share of card purchases abroad, whose narrative
 * carries the foreign amount (`AMAZON.COM USD 14.80`): the row's own amount is the converted one.
 */
export function localise(rng: Rng, c: Content, loc: Locale, o: { foreignCards?: number } = {}): Localised {
  const L = LOCALES[loc];
  const upper = loc === 'UK' || loc === 'ZA' || loc === 'HK' ? rng.chance(0.8) : loc === 'AU' ? rng.chance(0.6) : rng.chance(0.1);
  const base = loc === 'DE' || loc === 'CH' ? `${rng.pick(['Müller', 'Schneider', 'Fischer', 'Weber', 'Keller', 'Brunner'])} ${rng.pick(L.trades)}` : `${rng.pick(BUSINESS_FIRST)} ${rng.pick(L.trades)}`;
  const legal = `${base} ${rng.pick(L.suffixes)}`;
  const [street, cityLine, region] = L.address(rng);
  c.business = { legalName: CASE(upper && loc !== 'DE' && loc !== 'CH', legal), tradeName: null, entity: null, street, city: cityLine, region, postal: '', country: L.country };
  c.bankName = rng.pick(L.banks);
  const holderShort = base.split(' ')[0]!.toUpperCase();
  const byAccount = new Map<string, string>();
  const funderMap = new Map<string, readonly [string, string]>();
  const pool = rng.shuffle([...L.funders]);
  const funderFor = (key: string) => {
    let f = funderMap.get(key);
    if (!f) { f = pool[funderMap.size % pool.length]!; funderMap.set(key, f); }
    return f;
  };
  const landlord = rng.pick(['HARBOUR ESTATES', 'KINGSWAY PROPERTIES', 'CITY CENTRE LETTINGS']);
  const procs = rng.shuffle([...L.processors]).slice(0, 2);
  for (const s of c.statements) {
    redressAccount(rng, s, c.bankName, L, byAccount);
    for (const t of s.txns) {
      const kind = kindOf(t);
      let funder = '';
      if (kind === 'funder' && t.funder) {
        const f = funderFor(t.funder);
        t.funder = f[0];
        t.knownLender = false;
        funder = f[1];
      } else if (kind === 'funding') {
        const key = fundingKey(t);
        funder = key ? funderFor(key)[1] : pool[0]![1];
      }
      const fill = (tpl: string) => tpl.replace(/\{(\w+)\}/g, (_, k: string) => {
        switch (k) {
          case 'CUST': return rng.pick(CUSTOMERS);
          case 'SHOP': return rng.pick(L.shops);
          case 'PROC': return rng.pick(procs);
          case 'FUNDER': return funder;
          case 'REF': return rng.alnum(8);
          case 'N': return rng.digits(rng.int(4, 7));
          case 'PERSON': return `${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}`.toUpperCase();
          case 'LANDLORD': return landlord;
          case 'HOLDER': return holderShort;
          default: return k;
        }
      });
      let desc = fill(rng.pick(L.t[kind]));
      if (kind === 'cheque') t.checkNumber = null;
      if (kind === 'card' && rng.chance(o.foreignCards ?? 0)) desc = foreignPurchase(rng, t.cents, L.fmt, loc);
      t.description = CASE(upper || /^[A-Z0-9 *./&-]+$/.test(desc), desc);
    }
  }
  return { locale: loc, def: L, holderShort };
}

/** A card purchase abroad: the narrative prints the amount in the foreign currency (not the row's amount). */
function foreignPurchase(rng: Rng, cents: number, f: NumFmt, loc: Locale): string {
  const rates: readonly (readonly [string, number])[] = loc === 'UK' ? [['USD', 1.27], ['EUR', 1.17]] : loc === 'DE' || loc === 'CH' ? [['USD', 1.08], ['GBP', 0.86]] : [['USD', 0.055], ['EUR', 0.05]];
  const [cur, rate] = rng.pick(rates);
  const foreign = Math.max(1, Math.round(cents * rate * rng.float(0.98, 1.02)));
  const shop = rng.pick(['AMAZON.COM', 'APPLE.COM/BILL', 'ALIEXPRESS', 'SHOPIFY* SUPPLIES', 'ZOOM.US']);
  return rng.pick([`${shop} ${cur} ${num(foreign, f)}`, `${shop} ${num(foreign, f)} ${cur}`]);
}

/** Recompute the running balances of one account's statements (after rows were added or removed), oldest first. */
export function rechain(statements: ModelStatement[]): void {
  let carry: number | null = null;
  for (const s of statements) {
    if (carry !== null) s.beginning = carry;
    let bal = s.beginning;
    for (const t of s.txns) { bal += t.direction === 'credit' ? t.cents : -t.cents; t.balanceAfter = bal; }
    s.ending = bal;
    carry = bal;
  }
}

/** Insert a row after each row `pick` chooses (e.g. a non-sterling fee after a purchase abroad), then rechain. */
export function insertAfter(statements: ModelStatement[], pick: (t: ModelTxn) => Omit<ModelTxn, 'balanceAfter' | 'date'> | null): number {
  let n = 0;
  for (const s of statements) {
    const out: ModelTxn[] = [];
    for (const t of s.txns) {
      out.push(t);
      const extra = pick(t);
      if (extra) { out.push({ ...extra, date: t.date, balanceAfter: 0 }); n++; }
    }
    s.txns = out;
  }
  rechain(statements);
  return n;
}

/** US content printed by a world layout: a check row says its number (`CHECK 1234` / `Check 1234`). */
export function numberChecks(c: Content): void {
  for (const s of c.statements) for (const t of s.txns) if (t.checkNumber !== null && t.description === 'CHECK') {
    const upper = s.txns.some((x) => x.description === x.description.toUpperCase() && /[A-Z]{4}/.test(x.description) && x.checkNumber === null);
    t.description = `${upper ? 'CHECK' : 'Check'} ${t.checkNumber}`;
  }
}
