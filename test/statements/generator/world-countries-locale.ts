// Countries of the world-countries layouts (world-countries*.ts): Spain, Italy, Quebec, Singapore, Malaysia, Nigeria,
// Kenya, Poland, the UAE and Ireland. As in world-extra-locale.ts, the content model is re-dressed (company, address,
// bank, currency, account number and every description in the country's banking words); amounts, directions,
// categories and balances are kept (or all multiplied by one integer where a currency counts in much smaller units:
// NGN, KES), so statements still reconcile. Everything here is fictional; payment-system words (SEPA, GIRO, FAST,
// DuitNow, NIP, M-PESA, BLIK) are generic, not any bank's text. Polish is printed without diacritics (as systems limited
// to Windows-1252 print it: `Saldo poczatkowe`), since pdfkit's standard fonts lack `ą ę ł ś ż`.

import type { Rng } from './prng.ts';
import type { Content, ModelTxn } from './model.ts';
import { CA_FUNDERS } from './names.ts';
import { kindOf, redressAccount, type Kind } from './world-locale.ts';

export type CLocale = 'ES' | 'IT' | 'QC' | 'SG' | 'MY' | 'NG' | 'KE' | 'PL' | 'AE' | 'IE';

export interface CDef {
  country: string; currency: string; banks: readonly string[]; names: readonly string[]; suffixes: readonly string[];
  /** [street line, city line, region for the truth (null where the address prints none)] */
  address: (rng: Rng) => [string, string, string | null]; account: (rng: Rng) => string;
  /** entity-types id for a suffix (only Canadian forms have one in the reference) */
  entity?: (suffix: string) => string | null;
  /** [canonical, as printed]; `known`: the funders are in the project's lender list */
  funders: readonly (readonly [string, string])[]; known?: boolean;
  customers: readonly string[]; shops: readonly string[]; processors: readonly string[]; people: readonly string[]; landlords: readonly string[];
  /** every amount and balance is multiplied by this (a currency of small units) */
  scale?: number;
  t: Record<Kind, readonly string[]>;
}

const SEPA_OUT = (w: string) => [`${w} {CUST} {REF}`];

export const CLOCALES: Record<CLocale, CDef> = {
  ES: {
    country: 'Spain', currency: 'EUR', banks: ['Banco del Guadalquivir', 'Caja Rural del Ebro', 'Banco Cantábrico'],
    names: ['Panadería Hermanos García', 'Talleres Martínez', 'Construcciones Ruiz', 'Restaurante El Olivo', 'Transportes López', 'Ferretería La Plaza'],
    suffixes: ['S.L.', 'S.L.U.', 'S.A.', 'SL'],
    address: (rng) => [`${rng.pick(['Calle Mayor', 'Avda. de la Constitución', 'Calle Real', 'Paseo de Gracia', 'Calle Alcalá'])}, ${rng.int(1, 180)}`, rng.pick(['28013 Madrid', '08007 Barcelona', '46002 Valencia', '41001 Sevilla', '50001 Zaragoza']), null],
    account: (rng) => `ES${rng.digits(2)}${rng.digits(20)}`,
    funders: [['YouLend', 'YOULEND LIMITED'], ['Silvr', 'SILVR SAS'], ['Capchase', 'CAPCHASE'], ['Financiación Rápida', 'FINANCIACION RAPIDA SL']],
    customers: ['DISTRIBUCIONES NORTE SA', 'HOTEL LAS PALMERAS', 'AYUNTAMIENTO DE ALCORCON', 'GRUPO LEVANTE SL', 'CLINICA SANTA ANA', 'SUMINISTROS IBERICOS SL'],
    shops: ['MERCADONA', 'LEROY MERLIN', 'REPSOL', 'AMAZON EU SARL', 'MAKRO'], processors: ['REDSYS', 'SUMUP', 'STRIPE', 'COMERCIA GLOBAL PAY'],
    people: ['GARCIA LOPEZ MARIA', 'FERNANDEZ RUIZ JOSE', 'SANCHEZ MORENO ANA', 'JIMENEZ DIAZ PEDRO'], landlords: ['INMOBILIARIA CENTRO SL', 'GESTION DE ALQUILERES SA'],
    t: {
      card_settlement: ['ABONO TPV {N} {PROC}', 'LIQUIDACION TPV COMERCIO {N}'], customer: ['TRANSFERENCIA A SU FAVOR {CUST} FRA {N}', 'TRANSF SEPA DE {CUST}'],
      cash: ['INGRESO EN EFECTIVO {N}', 'INGRESO CHEQUE {N}'], p2p: ['BIZUM DE {PERSON}'], wire_in: ['TRANSFERENCIA INTERNACIONAL {CUST} {REF}'],
      refund: ['DEVOLUCION COMPRA {SHOP}'], funding: ['TRANSFERENCIA A SU FAVOR {FUNDER} FINANCIACION {REF}'], funder: ['RECIBO {FUNDER} REF {REF}', 'ADEUDO SEPA {FUNDER} {N}'],
      interest: ['LIQUIDACION INTERESES A SU FAVOR'], transfer_in: ['TRASPASO DESDE CTA {N}'], transfer_out: ['TRASPASO A CTA {N}'],
      nsf: ['COMISION DEVOLUCION RECIBO', 'COMISION RECLAMACION DESCUBIERTO'], bank_fee: ['COMISION MANTENIMIENTO', 'COMISIÓN ADMINISTRACIÓN'], fee: ['COMISION TPV {PROC} {N}'],
      loan: ['CUOTA PRESTAMO {N}', 'RECIBO RENTING {N}'], cheque: ['PAGO CHEQUE {N}'], payroll: ['TRANSFERENCIA NOMINAS {N}'], rent: ['RECIBO {LANDLORD} ALQUILER'],
      card: ['COMPRA TARJ. {CARD} {SHOP}', 'PAGO CON TARJETA {SHOP}'], bill: ['RECIBO IBERDROLA', 'RECIBO TELEFONICA', 'RECIBO TGSS SEGUROS SOCIALES'],
      tax: ['IMPUESTOS AEAT MOD 303 {N}'], wire_out: SEPA_OUT('TRANSFERENCIA EMITIDA'),
    },
  },
  IT: {
    country: 'Italy', currency: 'EUR', banks: ['Banca Popolare del Tirreno', 'Cassa di Risparmio di Val d\'Arno', 'Banca Agricola Padana'],
    names: ['Ristorante Da Mario', 'Autofficina Rossi', 'Panificio Bianchi', 'Edilizia Ferrari', 'Trasporti Esposito', 'Pizzeria Bella Napoli'],
    suffixes: ['S.r.l.', 'S.R.L.', 'S.n.c.', 'S.p.A.', 'S.r.l.s.'],
    // The province code printed after the town (`20121 MILANO MI`) is the address's region.
    address: (rng) => {
      const [city, pr] = rng.pick([['20121 MILANO', 'MI'], ['00184 ROMA', 'RM'], ['10121 TORINO', 'TO'], ['80133 NAPOLI', 'NA'], ['40121 BOLOGNA', 'BO']] as const);
      return [`${rng.pick(['Via Roma', 'Corso Garibaldi', 'Via Dante', 'Piazza Mazzini', 'Viale Europa'])}, ${rng.int(1, 160)}`, `${city} ${pr}`, pr];
    },
    account: (rng) => `IT${rng.digits(2)}${rng.pick(['X', 'K', 'M'])}${rng.digits(10)}${rng.digits(12)}`,
    funders: [['YouLend', 'YOULEND LIMITED'], ['Credimi', 'CREDIMI SPA'], ['Banca AideXa', 'AIDEXA'], ['Opyn', 'OPYN SRL']],
    customers: ['COMUNE DI BERGAMO', 'HOTEL BELVEDERE SRL', 'ALFA DISTRIBUZIONE SPA', 'STUDIO TECNICO VERDI', 'MARCHI ALIMENTARI SRL', 'GAMMA IMPIANTI SNC'],
    shops: ['ESSELUNGA', 'METRO ITALIA', 'ENI STATION', 'AMAZON EU', 'LEROY MERLIN'], processors: ['NEXI', 'SUMUP', 'SATISPAY', 'AXERVE'],
    people: ['ROSSI MARCO', 'BIANCHI GIULIA', 'ROMANO LUCA', 'COLOMBO SARA'], landlords: ['IMMOBILIARE DEL CORSO SRL', 'GESTIONI IMMOBILIARI SPA'],
    t: {
      card_settlement: ['ACCREDITO INCASSI POS {PROC} {N}', 'ACCREDITO {PROC} PAGAMENTI {N}'], customer: ['BONIFICO A VOSTRO FAVORE DA {CUST} FATT. {N}', 'BONIFICO SEPA DA {CUST} RIF. {REF}'],
      cash: ['VERSAMENTO CONTANTI {N}', 'VERSAMENTO ASSEGNI {N}'], p2p: ['BONIFICO ISTANTANEO DA {PERSON}'], wire_in: ['BONIFICO ESTERO DA {CUST} {REF}'],
      refund: ['STORNO PAGAMENTO POS {SHOP}'], funding: ['BONIFICO A VOSTRO FAVORE DA {FUNDER} EROGAZIONE {REF}'], funder: ['ADDEBITO SDD CORE {FUNDER} MANDATO {REF}', 'ADDEBITO DIRETTO {FUNDER} {N}'],
      interest: ['INTERESSI CREDITORI'], transfer_in: ['GIROCONTO DA C/C {N}'], transfer_out: ['GIROCONTO A C/C {N}'],
      nsf: ['COMMISSIONI INSOLUTO SDD', 'COMMISSIONE ASSEGNO INSOLUTO'], bank_fee: ['CANONE MENSILE CONTO', 'COMMISSIONI E SPESE', 'IMPOSTA DI BOLLO'], fee: ['COMMISSIONI {PROC} {N}'],
      loan: ['RATA MUTUO N. {N}', 'ADDEBITO CANONE LEASING {N}'], cheque: ['ASSEGNO N. {N}'], payroll: ['BONIFICI STIPENDI {N}'], rent: ['BONIFICO A {LANDLORD} AFFITTO'],
      card: ['PAGAMENTO POS {SHOP}', 'PAGAMENTO CARTA {CARD} {SHOP}'], bill: ['ADDEBITO SDD ENEL ENERGIA', 'ADDEBITO SDD TIM', 'ADDEBITO INPS CONTRIBUTI'],
      tax: ['PAGAMENTO F24 DELEGA {N}'], wire_out: SEPA_OUT('BONIFICO A FAVORE DI'),
    },
  },
  QC: {
    country: 'Canada', currency: 'CAD', banks: ['Caisse populaire du Vieux-Port', 'Banque Saint-Laurent', 'Caisse Desrivières'],
    names: ['Boulangerie Tremblay', 'Les Entreprises Gagnon', 'Garage Roy et Fils', 'Traiteur Côté', 'Rénovations Bouchard', 'Dépanneur Lavoie'],
    suffixes: ['inc.', 'Inc.', 'ltée', 'Ltée'],
    address: (rng) => [`${rng.int(10, 9800)}, ${rng.pick(['rue Saint-Denis', 'boulevard René-Lévesque', 'rue Principale', 'chemin Sainte-Foy', 'rue King Ouest'])}`,
      rng.pick(['Montréal (Québec)  H2X 3K4', 'Québec (Québec)  G1R 2L3', 'Laval (Québec)  H7N 5H9', 'Sherbrooke (Québec)  J1H 1Z3', 'Gatineau QC  J8X 2K1']), 'QC'],
    account: (rng) => `${rng.digits(5)}-${rng.digits(3)}-${rng.digits(7)}`,
    entity: () => 'ca_corporation',
    funders: CA_FUNDERS.map((f) => [f.canonical, f.descriptor] as const), known: true,
    customers: ['HYDRO-SHERBROOKE', 'CONSTRUCTION PELLETIER', 'VILLE DE LAVAL', 'GROUPE BOISVERT', 'RESTO LE CARTIER', 'CENTRE DENTAIRE ST-ROCH'],
    shops: ['METRO PLUS', 'RONA', 'COSTCO WHOLESALE', 'ESSO', 'CANADIAN TIRE'], processors: ['MONERIS', 'GLOBAL PAYMENTS', 'SQUARE CANADA', 'CLOVER'],
    people: ['JEAN TREMBLAY', 'MARIE GAGNON', 'LUC PELLETIER', 'SOPHIE BEAULIEU'], landlords: ['GESTION IMMOBILIERE LAPOINTE', 'IMMEUBLES BOISBRIAND'],
    t: {
      card_settlement: ['Dépôt {PROC} {N}', 'DEPOT DIRECT {PROC} REGLEMENT'], customer: ['Virement reçu {CUST}', 'Dépôt direct {CUST} FACT {N}'],
      cash: ['Dépôt au comptoir {N}', 'Dépôt GA {N}'], p2p: ['Virement Interac reçu {PERSON}'], wire_in: ['Virement télégraphique reçu {CUST}'],
      refund: ['Remboursement {SHOP}'], funding: ['Dépôt direct {FUNDER} FINANCEMENT'], funder: ['Paiement préautorisé {FUNDER}', 'PPA {FUNDER} {N}'],
      interest: ['Intérêts créditeurs'], transfer_in: ['Virement de EOP {N}'], transfer_out: ['Virement à EOP {N}'],
      nsf: ['Frais effet retourné', 'Frais chèque sans provision'], bank_fee: ['Frais de service', 'Frais mensuels forfait'], fee: ['Frais {PROC} {N}'],
      loan: ['Remboursement prêt {N}', 'Paiement location {N}'], cheque: ['Chèque no {N}'], payroll: ['Paie employés {N}', 'Salaires virement groupé {N}'], rent: ['Paiement préautorisé {LANDLORD} loyer'],
      card: ['Achat Interac {SHOP}', 'Achat direct {SHOP}'], bill: ['Paiement facture Hydro-Québec', 'Paiement facture Vidéotron', 'Paiement CNESST'],
      tax: ['Paiement Revenu Québec TVQ {N}', 'Paiement ARC TPS {N}'], wire_out: ['Virement envoyé {CUST}'],
    },
  },
  SG: {
    country: 'Singapore', currency: 'SGD', banks: ['Straits Commercial Bank', 'Merlion Trust Bank', 'Raffles Union Bank'],
    names: ['Lion City Trading', 'Tanjong Pagar Kopitiam', 'Orchid Engineering', 'Jurong Logistics', 'Bukit Timah Renovation'],
    suffixes: ['Pte. Ltd.', 'PTE LTD', 'Pte Ltd'],
    address: (rng) => [`${rng.int(1, 300)} ${rng.pick(['Anson Road #12-05', 'Ubi Avenue 1 #03-21', 'Tampines Street 92 #01-10', 'Jalan Besar #02-08'])}`, `Singapore ${rng.digits(6)}`, null],
    account: (rng) => `${rng.digits(3)}-${rng.digits(6)}-${rng.digits(1)}`,
    funders: [['Funding Societies', 'FUNDING SOCIETIES'], ['Validus', 'VALIDUS CAPITAL'], ['Aspire', 'ASPIRE FT PTE'], ['Capital Match', 'CAPITAL MATCH']],
    customers: ['SENG HENG HARDWARE', 'ORCHARD HOTEL MGMT', 'KIM ENG FOODS PTE', 'NANYANG SUPPLIES', 'HDB BRANCH CONTRACT', 'SUNRISE F&B PTE'],
    shops: ['NTUC FAIRPRICE', 'SHENG SIONG', 'SHELL SINGAPORE', 'LAZADA', 'SP DIGITAL'], processors: ['NETS', 'STRIPE SG', 'GRAB FINANCIAL', 'ADYEN SG'],
    people: ['TAN WEI MING', 'LIM HUI LING', 'MUHAMMAD RIZAL', 'RAJESH KUMAR'], landlords: ['JTC CORPORATION', 'MAPLETREE PROPERTY MGMT'],
    t: {
      card_settlement: ['{PROC} SETTLEMENT {N}', 'MERCHANT CREDIT {PROC} {N}'], customer: ['FAST PAYMENT {CUST} {REF}', 'GIRO CREDIT {CUST} INV {N}'],
      cash: ['CASH DEPOSIT {N}', 'CHEQUE DEPOSIT {N}'], p2p: ['PAYNOW TRANSFER {PERSON}'], wire_in: ['INWARD TELEGRAPHIC TRANSFER {CUST}'],
      refund: ['REFUND {SHOP}'], funding: ['FAST PAYMENT {FUNDER} LOAN DISB'], funder: ['GIRO PAYMENT {FUNDER} {REF}', 'DIRECT DEBIT {FUNDER} {N}'],
      interest: ['INTEREST CREDIT'], transfer_in: ['FUNDS TRANSFER FROM {N}'], transfer_out: ['FUNDS TRANSFER TO {N}'],
      nsf: ['RETURNED GIRO CHARGE', 'CHEQUE RETURN CHARGE'], bank_fee: ['SERVICE CHARGE', 'FALL BELOW FEE'], fee: ['{PROC} MDR CHARGES {N}'],
      loan: ['LOAN INSTALMENT {N}', 'HIRE PURCHASE {N}'], cheque: ['CHEQUE {N}'], payroll: ['GIRO SALARY {N}', 'CPF CONTRIBUTION {N}'], rent: ['GIRO {LANDLORD} RENTAL'],
      card: ['POS {SHOP}', 'NETS PURCHASE {SHOP}'], bill: ['GIRO SP SERVICES', 'GIRO SINGTEL', 'GIRO TOWN COUNCIL'], tax: ['GIRO IRAS GST {N}'], wire_out: ['FAST PAYMENT TO {CUST} {REF}'],
    },
  },
  MY: {
    country: 'Malaysia', currency: 'MYR', banks: ['Bank Semenanjung Berhad', 'Malacca Straits Bank Berhad', 'Bank Borneo Niaga'],
    names: ['Kedai Runcit Ah Seng', 'Restoran Nasi Kandar Jaya', 'Syarikat Logistik Harmoni', 'Bengkel Kereta Maju', 'Perniagaan Mutiara'],
    suffixes: ['Sdn. Bhd.', 'SDN BHD', 'Sdn Bhd'],
    address: (rng) => {
      const [city, st] = rng.pick([['47300 Petaling Jaya, Selangor', 'Selangor'], ['50450 Kuala Lumpur', 'Wilayah Persekutuan'], ['10200 George Town, Pulau Pinang', 'Pulau Pinang'], ['80000 Johor Bahru, Johor', 'Johor']] as const);
      return [`No. ${rng.int(1, 88)}, ${rng.pick(['Jalan SS 2/24', 'Jalan Ampang', 'Jalan Tun Razak', 'Lorong Maju 3'])}`, city, st];
    },
    account: (rng) => rng.digits(12),
    funders: [['Funding Societies', 'FUNDING SOCIETIES MY'], ['Fundaztic', 'FUNDAZTIC'], ['CapBay', 'CAPBAY'], ['B2B Finpal', 'B2B FINPAL']],
    customers: ['SYARIKAT PERABOT CEMERLANG', 'HOTEL SRI MELAKA', 'MAJLIS BANDARAYA PJ', 'TECH HUB SDN BHD', 'KLINIK SEJAHTERA'],
    shops: ['MYDIN', 'AEON BIG', 'PETRONAS', 'SHOPEE', 'TNB'], processors: ['DUITNOW QR MERCHANT', 'IPAY88', 'GHL EPAYMENTS', 'REVENUE MONSTER'],
    people: ['AHMAD BIN ISMAIL', 'TAN CHEE KEONG', 'NURUL AINI', 'SURESH A/L RAMAN'], landlords: ['PROPERTI JAYA SDN BHD', 'SUNWAY PROPERTY MGMT'],
    t: {
      card_settlement: ['{PROC} SETTLEMENT {N}', 'CARD SETTLEMENT {PROC} {N}'], customer: ['IBG CREDIT {CUST} {REF}', 'DUITNOW TRANSFER CR {CUST}'],
      cash: ['CASH DEPOSIT {N}', 'CDM CASH DEPOSIT {N}'], p2p: ['DUITNOW QR {PERSON}'], wire_in: ['INWARD REMITTANCE {CUST}'],
      refund: ['REFUND {SHOP}'], funding: ['IBG CREDIT {FUNDER} DISBURSEMENT'], funder: ['DIRECT DEBIT {FUNDER} {N}', 'FPX DEBIT {FUNDER} {REF}'],
      interest: ['PROFIT PAID'], transfer_in: ['TRANSFER FROM A/C {N}'], transfer_out: ['TRANSFER TO A/C {N}'],
      nsf: ['DISHONOURED CHEQUE CHARGE', 'RETURNED DIRECT DEBIT FEE'], bank_fee: ['SERVICE CHARGE', 'STAMP DUTY CHEQUE BOOK'], fee: ['{PROC} MDR {N}'],
      loan: ['LOAN REPAYMENT {N}', 'HIRE PURCHASE {N}'], cheque: ['CHEQUE {N}'], payroll: ['SALARY PAYMENT {N}', 'KWSP EPF {N}'], rent: ['IBG {LANDLORD} SEWA'],
      card: ['POS PURCHASE {SHOP}', 'DEBIT CARD {SHOP}'], bill: ['JOMPAY TNB', 'JOMPAY UNIFI', 'JOMPAY AIR SELANGOR'], tax: ['LHDN PAYMENT {N}', 'SST PAYMENT {N}'], wire_out: ['IBG DEBIT {CUST} {REF}'],
    },
  },
  NG: {
    country: 'Nigeria', currency: 'NGN', banks: ['Niger Delta Commercial Bank', 'Lagoon Trust Bank Plc', 'Savannah Merchant Bank'], scale: 1537,
    names: ['Adebayo Ventures', 'Chukwu & Sons Enterprises', 'Mama Put Kitchen', 'Zenith Autos', 'Ikeja Pharmacy'],
    suffixes: ['Ltd', 'Limited', 'Nig. Ltd', 'Nigeria Limited'],
    address: (rng) => {
      const [city, st] = rng.pick([['Ikeja, Lagos State', 'Lagos'], ['Victoria Island, Lagos', 'Lagos'], ['Garki, Abuja FCT', 'FCT'], ['Port Harcourt, Rivers State', 'Rivers']] as const);
      return [`${rng.int(1, 120)}, ${rng.pick(['Allen Avenue', 'Awolowo Road', 'Adeola Odeku Street', 'Aminu Kano Crescent'])}`, city, st];
    },
    account: (rng) => `${rng.int(0, 3)}${rng.digits(9)}`,
    funders: [['Lidya', 'LIDYA NIGERIA'], ['Carbon', 'CARBON MFB'], ['Moniepoint', 'MONIEPOINT CREDIT'], ['Renmoney', 'RENMONEY MFB']],
    customers: ['DANGOTE DISTRIBUTORS', 'SHOPRITE LEKKI', 'OLAM NIGERIA', 'MTN DEALER IKEJA', 'JUMIA NIGERIA'],
    shops: ['SHOPRITE', 'TOTAL FILLING STN', 'SPAR LEKKI', 'JUMIA', 'IKEDC PREPAID'], processors: ['PAYSTACK', 'FLUTTERWAVE', 'INTERSWITCH', 'OPAY POS'],
    people: ['ADEBAYO OLUWASEUN', 'CHIOMA OKAFOR', 'IBRAHIM MUSA', 'NGOZI EZE'], landlords: ['LAGOS PROPERTIES LTD', 'ALPHA ESTATES'],
    t: {
      card_settlement: ['{PROC} SETTLEMENT {N}', 'POS SETTLEMENT {PROC} {N}'], customer: ['NIP TRANSFER FROM {CUST} {REF}', 'TRANSFER FROM {CUST} INV {N}'],
      cash: ['CASH DEPOSIT BY {PERSON}', 'CHQ LODGEMENT {N}'], p2p: ['USSD TRANSFER FROM {PERSON}'], wire_in: ['INWARD SWIFT {CUST}'],
      refund: ['REVERSAL POS {SHOP}'], funding: ['NIP TRANSFER FROM {FUNDER} LOAN DISB'], funder: ['DIRECT DEBIT {FUNDER} {REF}', 'NIP TRANSFER TO {FUNDER} REPAYMENT'],
      interest: ['CREDIT INTEREST'], transfer_in: ['TRANSFER FROM DOM ACCT {N}'], transfer_out: ['TRANSFER TO SAVINGS {N}'],
      nsf: ['RETURNED CHEQUE CHARGE', 'DISHONOURED DD CHARGE'], bank_fee: ['SMS ALERT CHARGES', 'COT CHARGE', 'ACCOUNT MAINTENANCE FEE'], fee: ['{PROC} CHARGES {N}'],
      loan: ['LOAN REPAYMENT {N}'], cheque: ['CHQ PAID {N}'], payroll: ['SALARY {N}'], rent: ['NIP TRANSFER TO {LANDLORD} RENT'],
      card: ['POS PURCHASE {SHOP}', 'WEB PURCHASE {SHOP}'], bill: ['IKEDC BILL PAYMENT', 'MTN AIRTIME', 'DSTV SUBSCRIPTION'], tax: ['FIRS VAT {N}', 'LIRS PAYE {N}'], wire_out: ['NIP TRANSFER TO {CUST} {REF}'],
    },
  },
  KE: {
    country: 'Kenya', currency: 'KES', banks: ['Rift Valley Commercial Bank', 'Savanna Bank Kenya', 'Coastline Trust Bank'], scale: 131,
    names: ['Kilimanjaro Traders', 'Mombasa Spice Imports', 'Nairobi Hardware Supplies', 'Mama Njeri Restaurant', 'Kisumu Agrovet'],
    suffixes: ['Ltd', 'Limited', 'LTD'],
    address: (rng) => [`P.O. Box ${rng.int(1000, 99999)}-00${rng.pick(['100', '200', '500', '606'])}`, rng.pick(['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru']), null],
    account: (rng) => rng.digits(13),
    funders: [['Pezesha', 'PEZESHA AFRICA'], ['4G Capital', '4G CAPITAL'], ['Asante', 'ASANTE FINANCIAL'], ['Tenakata', 'TENAKATA']],
    customers: ['NAIVAS SUPERMARKET', 'KENYA POWER DEPOT', 'TWIGA FOODS', 'JAVA HOUSE AFRICA', 'COUNTY GOVT NAKURU'],
    shops: ['NAIVAS', 'CARREFOUR KE', 'RUBIS ENERGY', 'JUMIA KE', 'QUICKMART'], processors: ['MPESA TILL', 'PESAPAL', 'CELLULANT', 'LIPA NA MPESA'],
    people: ['JOHN KAMAU', 'MARY WANJIKU', 'PETER OTIENO', 'GRACE AKINYI'], landlords: ['WESTLANDS PROPERTIES', 'KARIBU ESTATES'],
    t: {
      card_settlement: ['MPESA C2B {PROC} {N}', '{PROC} SETTLEMENT {N}'], customer: ['PESALINK FROM {CUST} {REF}', 'RTGS CR {CUST} {REF}'],
      cash: ['CASH DEPOSIT {N}', 'CHEQUE DEPOSIT {N}'], p2p: ['MPESA B2B FROM {PERSON}'], wire_in: ['SWIFT INWARD {CUST}'],
      refund: ['REFUND {SHOP}'], funding: ['PESALINK FROM {FUNDER} LOAN'], funder: ['STANDING ORDER {FUNDER} {N}', 'MPESA PAYBILL {FUNDER} {REF}'],
      interest: ['CREDIT INTEREST'], transfer_in: ['FT FROM A/C {N}'], transfer_out: ['FT TO A/C {N}'],
      nsf: ['UNPAID CHEQUE CHARGE', 'DD RETURN CHARGE'], bank_fee: ['LEDGER FEE', 'EXCISE DUTY', 'SMS ALERT FEE'], fee: ['{PROC} CHARGES {N}'],
      loan: ['LOAN REPAYMENT {N}', 'ASSET FINANCE {N}'], cheque: ['CHQ {N}'], payroll: ['SALARIES {N}', 'NSSF {N}'], rent: ['STANDING ORDER {LANDLORD} RENT'],
      card: ['POS {SHOP}', 'MPESA BUY GOODS {SHOP}'], bill: ['KPLC PREPAID', 'SAFARICOM POSTPAY', 'NAIROBI WATER'], tax: ['KRA VAT {N}', 'KRA PAYE {N}'], wire_out: ['PESALINK TO {CUST} {REF}'],
    },
  },
  PL: {
    country: 'Poland', currency: 'PLN', banks: ['Bank Mazowiecki S.A.', 'Baltycki Bank Handlowy', 'Bank Spoldzielczy w Krakowie'],
    names: ['Piekarnia Nowak', 'Kowalski Transport', 'Zaklad Stolarski Wisniewski', 'Restauracja Pod Debem', 'Hurtownia Zielinski'],
    suffixes: ['Sp. z o.o.', 'SP. Z O.O.', 'S.A.', 'Sp.j.'],
    address: (rng) => [`ul. ${rng.pick(['Marszalkowska', 'Dluga', 'Pilsudskiego', 'Krakowska', 'Polna'])} ${rng.int(1, 140)}`, rng.pick(['00-950 Warszawa', '30-001 Krakow', '80-001 Gdansk', '50-001 Wroclaw', '60-001 Poznan']), null],
    account: (rng) => `PL${rng.digits(2)}${rng.digits(24)}`,
    funders: [['Wealthon', 'WEALTHON SP Z O O'], ['Finea', 'FINEA'], ['SMEO', 'SMEO SA'], ['YouLend', 'YOULEND LIMITED']],
    customers: ['PHU MAREK', 'BUDIMEX SERWIS', 'URZAD MIASTA LODZ', 'HOTEL POD ZAMKIEM', 'DROGERIA ALFA SP Z O O'],
    shops: ['BIEDRONKA', 'ORLEN STACJA', 'CASTORAMA', 'ALLEGRO', 'MAKRO CASH'], processors: ['PAYU', 'PRZELEWY24', 'ESERVICE', 'POLCARD'],
    people: ['JAN KOWALSKI', 'ANNA NOWAK', 'PIOTR WISNIEWSKI', 'KATARZYNA WOJCIK'], landlords: ['ZARZAD NIERUCHOMOSCI SP Z O O', 'CENTRUM BIUROWE'],
    t: {
      card_settlement: ['PRZELEW PRZYCHODZACY {PROC} ROZLICZENIE {N}', 'UZNANIE {PROC} {N}'], customer: ['PRZELEW PRZYCHODZACY {CUST} FV {N}', 'PRZELEW OD {CUST} TYTUL FAKTURA {N}'],
      cash: ['WPLATA GOTOWKOWA {N}', 'WPLATOMAT {N}'], p2p: ['PRZELEW BLIK OD {PERSON}'], wire_in: ['PRZELEW ZAGRANICZNY {CUST}'],
      refund: ['ZWROT {SHOP}'], funding: ['PRZELEW PRZYCHODZACY {FUNDER} WYPLATA POZYCZKI'], funder: ['POLECENIE ZAPLATY {FUNDER} {N}', 'PRZELEW WYCHODZACY {FUNDER} RATA {N}'],
      interest: ['KAPITALIZACJA ODSETEK'], transfer_in: ['PRZELEW WLASNY Z RACHUNKU {N}'], transfer_out: ['PRZELEW WLASNY NA RACHUNEK {N}'],
      nsf: ['OPLATA ZA ZWROT POLECENIA ZAPLATY', 'OPLATA ZA DEBET NIEAUTORYZOWANY'], bank_fee: ['OPLATA ZA PROWADZENIE RACHUNKU', 'PROWIZJA ZA PRZELEW'], fee: ['PROWIZJA {PROC} {N}'],
      loan: ['SPLATA RATY KREDYTU {N}', 'RATA LEASINGOWA {N}'], cheque: ['REALIZACJA CZEKU NR {N}'], payroll: ['PRZELEW WYNAGRODZENIA {N}', 'ZUS SKLADKI {N}'], rent: ['PRZELEW WYCHODZACY {LANDLORD} CZYNSZ'],
      card: ['PLATNOSC KARTA {SHOP}', 'TRANSAKCJA KARTOWA {SHOP}'], bill: ['POLECENIE ZAPLATY PGE', 'ORANGE POLSKA FAKTURA', 'PRZELEW ZUS'], tax: ['PRZELEW DO US VAT-7 {N}', 'MIKRORACHUNEK PODATKOWY {N}'], wire_out: ['PRZELEW WYCHODZACY {CUST} {REF}'],
    },
  },
  AE: {
    country: 'United Arab Emirates', currency: 'AED', banks: ['Gulf Pearl Bank PJSC', 'Emirates Falcon Bank', 'Dhow Commercial Bank'],
    names: ['Al Noor Trading', 'Desert Rose Restaurant', 'Marina General Contracting', 'Al Baraka Foodstuff', 'Creek Technical Services'],
    suffixes: ['LLC', 'L.L.C', 'FZE', 'FZ-LLC', 'Trading LLC'],
    address: (rng) => [`Office ${rng.int(101, 2408)}, ${rng.pick(['Al Maktoum Road', 'Sheikh Zayed Road', 'Khalidiya Street', 'Al Qasimia Street'])}`, `P.O. Box ${rng.int(1000, 99999)}, ${rng.pick(['Dubai', 'Abu Dhabi', 'Sharjah'])}`, null],
    account: (rng) => rng.digits(13),
    funders: [['Beehive', 'BEEHIVE FZ LLC'], ['YAP Credit', 'YAP CREDIT'], ['Funding Souq', 'FUNDING SOUQ'], ['Sadad Capital', 'SADAD CAPITAL']],
    customers: ['AL FUTTAIM MOTORS', 'EMAAR HOSPITALITY', 'CARREFOUR MAF', 'DUBAI MUNICIPALITY', 'NOON AD HOLDINGS'],
    shops: ['LULU HYPERMARKET', 'ENOC', 'ACE HARDWARE', 'AMAZON.AE', 'DEWA'], processors: ['NETWORK INTERNATIONAL', 'MAGNATI', 'CHECKOUT.COM', 'TELR'],
    people: ['MOHAMMED AL MANSOORI', 'FATIMA HASSAN', 'RAJESH NAIR', 'AHMED KHAN'], landlords: ['NAKHEEL LEASING', 'AL WASL PROPERTIES'],
    t: {
      card_settlement: ['POS SETTLEMENT {PROC} {N}', 'MERCHANT CREDIT {PROC} {N}'], customer: ['INWARD TT {CUST} {REF}', 'IPP TRANSFER FROM {CUST}', 'FUNDS TRANSFER FROM {CUST}'],
      cash: ['CASH DEPOSIT CDM {N}', 'CHEQUE DEPOSIT {N}'], p2p: ['AANI TRANSFER FROM {PERSON}'], wire_in: ['INWARD SWIFT {CUST} {REF}'],
      refund: ['REFUND {SHOP}'], funding: ['INWARD TT {FUNDER} FINANCE DISB'], funder: ['DDS DEBIT {FUNDER} {REF}', 'FUNDS TRANSFER TO {FUNDER} {N}'],
      interest: ['PROFIT CREDIT'], transfer_in: ['TRANSFER FROM CALL A/C {N}'], transfer_out: ['TRANSFER TO CALL A/C {N}'],
      nsf: ['RETURNED CHEQUE CHARGES', 'DDS RETURN CHARGES'], bank_fee: ['MONTHLY MAINTENANCE FEE', 'FALL BELOW MIN BAL CHG'], fee: ['{PROC} COMMISSION {N}'],
      loan: ['LOAN INSTALMENT {N}', 'VEHICLE FINANCE {N}'], cheque: ['CLEARING CHEQUE'], payroll: ['WPS SALARY TRANSFER {N}'], rent: ['CHEQUE TO {LANDLORD} RENT'],
      card: ['POS PURCHASE {SHOP}', 'DEBIT CARD {SHOP}'], bill: ['DEWA BILL PAYMENT', 'ETISALAT BILL PAYMENT', 'SALIK RECHARGE'], tax: ['FTA VAT PAYMENT {N}'], wire_out: ['OUTWARD TT {CUST} {REF}'],
    },
  },
  IE: {
    country: 'Ireland', currency: 'EUR', banks: ['Liffey Commercial Bank', 'Shannon Credit Bank', 'Munster & Leinster Bank'],
    names: ['Murphy Plumbing', 'O\'Brien Catering', 'Kelly Motors', 'Walsh Building Contractors', 'Byrne\'s Bakery'],
    suffixes: ['Ltd', 'Limited', 'DAC', 'LTD'],
    address: (rng) => [`${rng.int(1, 200)} ${rng.pick(['Main Street', 'O\'Connell Street', 'Patrick Street', 'Shop Street'])}`, rng.pick(['Dublin 2, D02 X285', 'Cork, T12 R2NC', 'Galway, H91 E2K3', 'Limerick, V94 T9PX']), null],
    account: (rng) => `IE${rng.digits(2)}${rng.pick(['LCBK', 'SHCB', 'MLBK'])}${rng.digits(14)}`,
    funders: [['YouLend', 'YOULEND LIMITED'], ['Flender', 'FLENDER LTD'], ['Capitalflow', 'CAPITALFLOW'], ['Fexco', 'FEXCO MERCHANT']],
    customers: ['DUNNES STORES', 'HSE SOUTH', 'CITY OF DUBLIN ETB', 'GLANBIA PLC', 'CLAYTON HOTELS'],
    shops: ['TESCO IRELAND', 'CIRCLE K', 'WOODIES DIY', 'AMAZON EU', 'SUPERVALU'], processors: ['ELAVON', 'SUMUP', 'STRIPE IE', 'FISERV MERCHANT'],
    people: ['SEAN MURPHY', 'AOIFE KELLY', 'CIARAN WALSH', 'NIAMH BYRNE'], landlords: ['GRAFTON PROPERTIES', 'LIFFEY ESTATES'],
    t: {
      card_settlement: ['{PROC} SETTLEMENT {N}', 'CARD SETT {PROC} {N}'], customer: ['SEPA CREDIT {CUST} {REF}', 'BANK GIRO CREDIT {CUST}'],
      cash: ['LODGEMENT {N}', 'CASH LODGEMENT {N}'], p2p: ['365 ONLINE {PERSON}'], wire_in: ['INTL PAYMENT {CUST} {REF}'],
      refund: ['REFUND {SHOP}'], funding: ['SEPA CREDIT {FUNDER} ADVANCE'], funder: ['D/D {FUNDER} {REF}', 'SEPA DD {FUNDER} {N}'],
      interest: ['INTEREST'], transfer_in: ['TRANSFER FROM DEPOSIT {N}'], transfer_out: ['TRANSFER TO DEPOSIT {N}'],
      nsf: ['UNPAID ITEM FEE', 'REFER TO DRAWER FEE'], bank_fee: ['MAINTENANCE FEE', 'TRANSACTION FEES', 'GOVT STAMP DUTY'], fee: ['{PROC} FEES {N}'],
      loan: ['LOAN REPAYMENT {N}', 'D/D LEASE {N}'], cheque: ['CHQ {N}'], payroll: ['PAYROLL {N}'], rent: ['S/O {LANDLORD} RENT'],
      card: ['POS {SHOP}', 'VDP-{SHOP}'], bill: ['D/D ELECTRIC IRELAND', 'D/D EIR', 'D/D IRISH WATER'], tax: ['ROS REVENUE VAT {N}'], wire_out: ['SEPA CREDIT TRF {CUST} {REF}'],
    },
  },
};

/** Re-dress `c` as a business of `loc`; `upper` prints descriptions in capitals. Returns the locale's definition. */
export function dressC(rng: Rng, c: Content, loc: CLocale, upper: boolean): CDef {
  const L = CLOCALES[loc];
  const sfx = rng.pick(L.suffixes);
  const legal = `${rng.pick(L.names)} ${sfx}`;
  const [street, city, region] = L.address(rng);
  c.business = { legalName: rng.chance(0.5) ? legal.toUpperCase() : legal, tradeName: null, entity: L.entity?.(sfx) ?? null, street, city, region, postal: '', country: L.country };
  c.bankName = rng.pick(L.banks);
  const pool = rng.shuffle([...L.funders]);
  const funderMap = new Map<string, readonly [string, string]>();
  const funderFor = (key: string) => {
    let f = funderMap.get(key);
    if (!f) { f = pool[funderMap.size % pool.length]!; funderMap.set(key, f); }
    return f;
  };
  const procs = rng.shuffle([...L.processors]).slice(0, 2);
  const landlord = rng.pick(L.landlords);
  const card = `${rng.digits(4)}XXXXXX${rng.digits(4)}`;
  const k = L.scale ?? 1;
  const byAccount = new Map<string, string>();
  for (const s of c.statements) {
    redressAccount(rng, s, c.bankName, L, byAccount);
    s.beginning *= k;
    s.ending *= k;
    for (const t of s.txns) {
      t.cents *= k;
      t.balanceAfter *= k;
      t.description = describe(rng, t, L, { funderFor, procs, landlord, card, upper });
    }
  }
  return L;
}

function describe(rng: Rng, t: ModelTxn, L: CDef, o: { funderFor: (k: string) => readonly [string, string]; procs: string[]; landlord: string; card: string; upper: boolean }): string {
  const kind = kindOf(t);
  let funder = '';
  if (kind === 'funder' && t.funder) {
    const f = o.funderFor(t.funder);
    t.funder = f[0];
    t.knownLender = L.known ?? false;
    funder = f[1];
  } else if (kind === 'funding') funder = o.funderFor(`funding:${t.cents}`)[1];
  if (kind === 'cheque') t.checkNumber = null;
  const desc = rng.pick(L.t[kind]).replace(/\{(\w+)\}/g, (_, key: string) => {
    switch (key) {
      case 'CUST': return rng.pick(L.customers);
      case 'SHOP': return rng.pick(L.shops);
      case 'PROC': return rng.pick(o.procs);
      case 'FUNDER': return funder;
      case 'REF': return rng.alnum(rng.int(8, 12));
      case 'N': return rng.digits(rng.int(4, 9));
      case 'PERSON': return rng.pick(L.people);
      case 'LANDLORD': return o.landlord;
      case 'CARD': return o.card;
      default: return key;
    }
  });
  return o.upper ? desc.toUpperCase() : desc;
}
