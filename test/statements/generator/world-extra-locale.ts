// More countries for the world layouts (world-extra*.ts): India, France, Mexico, Brazil, the Netherlands/Belgium.
// As in world-locale.ts, the US content model is re-dressed (names, bank, currency, account number, every description
// in the country's banking words); amounts, directions, categories and balances are kept, so statements reconcile.
// Everything here is fictional; payment-system words (NEFT, UPI, SPEI, PIX, SEPA) are generic, not any bank's text.

import type { Rng } from './prng.ts';
import type { Content, ModelTxn } from './model.ts';
import { CUSTOMERS, PERSON_FIRST, PERSON_LAST } from './names.ts';
import { kindOf, redressAccount, type Kind } from './world-locale.ts';

export type XLocale = 'IN' | 'FR' | 'MX' | 'BR' | 'NL';

interface XDef {
  country: string; currency: string; banks: readonly string[]; names: readonly string[]; suffixes: readonly string[];
  address: (rng: Rng) => [string, string, string | null]; account: (rng: Rng) => string;
  /** [canonical, as printed] */
  funders: readonly (readonly [string, string])[]; shops: readonly string[]; processors: readonly string[];
  people: readonly string[]; t: Record<Kind, readonly string[]>;
}

const LANDLORDS: Record<XLocale, readonly string[]> = { IN: ['GURU PROPERTIES', 'SHAH ESTATES'], FR: ['SCI LES TILLEULS', 'FONCIERE DU PARC'],
  MX: ['INMOBILIARIA SOL', 'BIENES RAICES DEL NORTE'], BR: ['IMOBILIARIA AURORA', 'LOCADORA PARQUE'], NL: ['Vastgoed Beheer BV', 'Woningstichting Noord'] };

export const XLOCALES: Record<XLocale, XDef> = {
  IN: {
    country: 'India', currency: 'INR', banks: ['Deccan Commercial Bank', 'Sahyadri Urban Bank Ltd', 'Narmada Mercantile Bank'],
    names: ['Shree Ganesh Traders', 'Sai Krupa Enterprises', 'Balaji Textiles', 'Annapurna Caterers', 'Om Sai Motors', 'Lakshmi Hardware'],
    suffixes: ['Pvt Ltd', 'Private Limited', 'LLP', ''],
    address: (rng) => [`${rng.int(1, 240)}, ${rng.pick(['MG Road', 'Station Road', 'Link Road', 'Nehru Nagar'])}`, rng.pick(['Pune 411001', 'Mumbai 400069', 'Bengaluru 560038', 'Ahmedabad 380009', 'Jaipur 302001']), rng.pick(['MH', 'KA', 'GJ', 'RJ'])],
    account: (rng) => `${rng.int(1, 9)}${rng.digits(13)}`,
    funders: [['Velocity', 'VELOCITY FINANCE'], ['GetVantage', 'GETVANTAGE'], ['Indifi', 'INDIFI CAPITAL'], ['Lendingkart', 'LENDINGKART FINANCE']],
    shops: ['RELIANCE SMART', 'DMART', 'INDIANOIL', 'AMAZON SELLER', 'BIGBASKET'], processors: ['PINE LABS', 'RAZORPAY', 'PAYTM PAYMENTS', 'BHARATPE'],
    people: ['RAHUL SHARMA', 'PRIYA NAIR', 'AMIT PATEL', 'SUNITA RAO'],
    t: {
      card_settlement: ['{PROC} SETTLEMENT {N}', 'NEFT CR-{IFSC}-{PROC}-SETTLEMENT {N}'], customer: ['NEFT CR-{IFSC}-{CUST}-INV {N}', 'RTGS CR-{IFSC}-{CUST}-{REF}', 'IMPS-{N}-{CUST}-PAYMENT'],
      cash: ['CASH DEPOSIT BY SELF {N}', 'CLG CHQ DEP {N}'], p2p: ['UPI/{N}/{PERSON}/PAYMENT FROM PHONE'], wire_in: ['INWARD REMITTANCE {CUST} {REF}'],
      refund: ['REFUND {SHOP} {N}'], funding: ['NEFT CR-{IFSC}-{FUNDER}-LOAN DISB {REF}'], funder: ['ACH D- {FUNDER}-{N}', 'NACH DR {FUNDER} UMRN {REF}'],
      interest: ['INT.PD:{N}'], transfer_in: ['TRF FROM OD A/C {N}'], transfer_out: ['TRF TO OD A/C {N}'], nsf: ['ECS RETURN CHGS INCL GST', 'CHQ RETURN CHARGES'],
      bank_fee: ['SMS CHARGES INCL GST', 'CASH HANDLING CHGS'], fee: ['{PROC} MDR CHARGES {N}'], loan: ['EMI {N} BUSINESS LOAN'],
      cheque: ['CHQ PAID-{CUST}'], payroll: ['SALARY BULK TRF {N}'], rent: ['NEFT DR-{IFSC}-{LANDLORD} RENT'], card: ['POS {CARD} {SHOP}', 'UPI/{N}/{SHOP} /P2M PAYMENT'],
      bill: ['BILLPAY MSEDCL ELECTRICITY', 'AIRTEL BROADBAND AUTOPAY', 'LIC PREMIUM {N}'], tax: ['GST PAYMENT CIN {N}', 'TDS PAYMENT CHALLAN {N}'], wire_out: ['RTGS DR-{IFSC}-{CUST}-{REF}'],
    },
  },
  FR: {
    country: 'France', currency: 'EUR', banks: ['Banque du Val de Loire', 'Crédit Armoricain', 'Banque Rhodanienne'],
    names: ['Boulangerie Martin', 'Garage du Centre', 'Traiteur Lefèvre', 'Plomberie Moreau', 'Bistrot des Halles', 'Transports Girard'],
    suffixes: ['SARL', 'SAS', 'EURL', 'SASU'],
    address: (rng) => [`${rng.int(1, 120)} ${rng.pick(['rue de la République', 'avenue Jean Jaurès', 'place du Marché', 'boulevard Victor Hugo'])}`, rng.pick(['69002 Lyon', '33000 Bordeaux', '44000 Nantes', '31000 Toulouse', '13001 Marseille']), null],
    account: (rng) => `FR76${rng.digits(23)}`,
    funders: [['YouLend', 'YOULEND LIMITED'], ['Silvr', 'SILVR'], ['Karmen', 'KARMEN SAS'], ['Defacto', 'DEFACTO']],
    shops: ['METRO CASH', 'LEROY MERLIN', 'TOTALENERGIES', 'AMAZON EU', 'SNCF INTERNET'], processors: ['SUMUP', 'STRIPE', 'WORLDLINE', 'PAYPLUG'],
    people: ['DUPONT JEAN', 'MARTIN SOPHIE', 'BERNARD LUC', 'PETIT CLAIRE'],
    t: {
      card_settlement: ['REMISE CB {N} {PROC}', 'VIR SEPA {PROC} PAYOUT {N}'], customer: ['VIR SEPA RECU /DE {CUST} /MOTIF FACTURE {N}', 'VIR RECU {CUST} REF {REF}'],
      cash: ['VERSEMENT ESPECES {N}', 'REMISE CHEQUES {N}'], p2p: ['VIR INST RECU /DE {PERSON}'], wire_in: ['VIR INTERNATIONAL RECU {CUST} {REF}'],
      refund: ['AVOIR CB {SHOP}'], funding: ['VIR SEPA RECU /DE {FUNDER} /MOTIF FINANCEMENT {REF}'], funder: ['PRLV SEPA {FUNDER} ECH {N} RUM {REF}', 'PRLV SEPA {FUNDER} /ICS FR{REF}'],
      interest: ['INTERETS CREDITEURS'], transfer_in: ['VIR DE COMPTE EPARGNE {N}'], transfer_out: ['VIR VERS COMPTE EPARGNE {N}'],
      nsf: ['FRAIS REJET PRLV', 'COMMISSION D INTERVENTION'], bank_fee: ['FRAIS TENUE DE COMPTE', 'COTISATION OFFRE PRO'], fee: ['FRAIS {PROC} {N}'],
      loan: ['ECHEANCE PRET {N}', 'PRLV SEPA LOCATION LONGUE DUREE {N}'], cheque: ['CHEQUE {N}'], payroll: ['VIR SALAIRES {N}'], rent: ['PRLV SEPA {LANDLORD} LOYER'],
      card: ['CB {SHOP} {DDMM}', 'PAIEMENT CB {SHOP}'], bill: ['PRLV SEPA EDF PRO', 'PRLV SEPA ORANGE', 'PRLV SEPA URSSAF'], tax: ['PRLV SEPA DGFIP TVA {N}'], wire_out: ['VIR SEPA EMIS /A {CUST} {REF}'],
    },
  },
  MX: {
    country: 'Mexico', currency: 'MXN', banks: ['Banco Sierra Madre', 'Banco Altiplano', 'Banca Mercantil de Occidente'],
    names: ['Abarrotes La Esperanza', 'Taller Mecánico Hernández', 'Comercializadora del Valle', 'Tortillería San José', 'Distribuidora Alfa'],
    suffixes: ['S.A. de C.V.', 'S. de R.L. de C.V.', 'SAPI de CV'],
    address: (rng) => [`${rng.pick(['Av. Juárez', 'Calle Morelos', 'Blvd. Hidalgo', 'Av. Reforma'])} ${rng.int(10, 980)}`, rng.pick(['Col. Centro, 44100 Guadalajara, Jal.', 'Col. Roma, 06700 CDMX', 'Col. Obispado, 64060 Monterrey, N.L.']), null],
    account: (rng) => rng.digits(10),
    funders: [['Konfio', 'KONFIO'], ['Credijusto', 'CREDIJUSTO'], ['R2 Capital', 'R2 CAPITAL'], ['Clip Capital', 'CLIP ADELANTO']],
    shops: ['OXXO', 'WALMART', 'HOME DEPOT', 'PEMEX', 'COSTCO'], processors: ['CLIP', 'BILLPOCKET', 'MERCADO PAGO', 'TPV BANCARIA'],
    people: ['JUAN PEREZ LOPEZ', 'MARIA GARCIA RUIZ', 'LUIS HERNANDEZ', 'ANA MARTINEZ'],
    t: {
      card_settlement: ['DEPOSITO {PROC} {N}', 'VENTAS TDC/TDD AFIL {N}'], customer: ['SPEI RECIBIDO {CUST} REF {N}', 'DEP CHEQUE OTRO BANCO {N}'],
      cash: ['DEPOSITO EN EFECTIVO {N}', 'DEPOSITO PRACTICAJA {N}'], p2p: ['SPEI RECIBIDO {PERSON}'], wire_in: ['TRANSFERENCIA INTERNACIONAL {CUST} {REF}'],
      refund: ['DEVOLUCION {SHOP}'], funding: ['SPEI RECIBIDO {FUNDER} DISPOSICION {REF}'], funder: ['DOMICILIACION {FUNDER} {N}', 'SPEI ENVIADO {FUNDER} PAGO {REF}'],
      interest: ['INTERESES GANADOS'], transfer_in: ['TRASPASO DE CTA {N}'], transfer_out: ['TRASPASO A CTA {N}'], nsf: ['COMISION CHEQUE DEVUELTO', 'COMISION SOBREGIRO'],
      bank_fee: ['COMISION MANEJO DE CUENTA', 'IVA COMISION'], fee: ['COMISION {PROC} {N}'], loan: ['PAGO CREDITO PYME {N}'], cheque: ['CHEQUE PAGADO {N}'],
      payroll: ['PAGO DE NOMINA {N}'], rent: ['SPEI ENVIADO {LANDLORD} RENTA'], card: ['COMPRA TDD {SHOP}', 'PAGO TARJETA {SHOP}'],
      bill: ['PAGO CFE {N}', 'PAGO TELMEX {N}', 'PAGO IMSS {N}'], tax: ['PAGO REFERENCIADO SAT {N}'], wire_out: ['SPEI ENVIADO {CUST} {REF}'],
    },
  },
  BR: {
    country: 'Brazil', currency: 'BRL', banks: ['Banco Ipê Comercial', 'Banco Cerrado S.A.', 'Caixa Mercantil do Sul'],
    names: ['Padaria Pão Dourado', 'Auto Peças Silva', 'Mercadinho Boa Vista', 'Oficina São Jorge', 'Distribuidora Central'],
    suffixes: ['LTDA', 'ME', 'EIRELI'],
    address: (rng) => [`${rng.pick(['Rua das Flores', 'Av. Paulista', 'Rua XV de Novembro', 'Av. Brasil'])}, ${rng.int(10, 2400)}`, rng.pick(['São Paulo - SP 01310-100', 'Curitiba - PR 80010-010', 'Belo Horizonte - MG 30110-000']), null],
    account: (rng) => `${rng.digits(5)}-${rng.int(0, 9)}`,
    funders: [['Tino', 'TINO CAPITAL'], ['Nexoos', 'NEXOOS'], ['Stone Capital', 'STONE CAPITAL DE GIRO'], ['Creditas PJ', 'CREDITAS PJ']],
    shops: ['ATACADAO', 'ASSAI', 'POSTO SHELL', 'LEROY MERLIN', 'MERCADO LIVRE'], processors: ['CIELO', 'REDE', 'STONE', 'GETNET'],
    people: ['JOAO SOUZA', 'ANA OLIVEIRA', 'CARLOS LIMA', 'FERNANDA COSTA'],
    t: {
      card_settlement: ['{PROC} ANTECIPACAO {N}', 'CRED {PROC} VENDAS {N}'], customer: ['PIX RECEBIDO {CUST}', 'TED RECEBIDA {CUST}', 'LIQUIDACAO BOLETO {N}'],
      cash: ['DEPOSITO DINHEIRO {N}', 'DEP CHEQUE {N}'], p2p: ['PIX RECEBIDO {PERSON}'], wire_in: ['CAMBIO RECEBIDO {CUST} {REF}'],
      refund: ['ESTORNO {SHOP}'], funding: ['TED RECEBIDA {FUNDER} CAPITAL DE GIRO'], funder: ['DEB AUTOMATICO {FUNDER} {N}', 'PAGTO BOLETO {FUNDER} {N}'],
      interest: ['REMUNERACAO APLIC AUTOMATICA'], transfer_in: ['RESGATE CDB {N}'], transfer_out: ['APLICACAO CDB {N}'], nsf: ['TARIFA DEVOL CHEQUE'],
      bank_fee: ['TARIFA PACOTE SERVICOS', 'TARIFA TED', 'JUROS CHEQUE ESPECIAL'], fee: ['TARIFA {PROC} {N}'], loan: ['PARCELA EMPRESTIMO {N}'], cheque: ['CHEQUE COMPENSADO {N}'],
      payroll: ['PAGTO SALARIOS {N}'], rent: ['PIX ENVIADO {LANDLORD} ALUGUEL'], card: ['COMPRA CARTAO {SHOP}', 'PIX ENVIADO {SHOP}'],
      bill: ['PAGTO CONTA LUZ {N}', 'PAGTO VIVO EMPRESAS', 'PAGTO DAS SIMPLES {N}'], tax: ['PAGTO DARF {N}'], wire_out: ['TED ENVIADA {CUST}', 'PIX ENVIADO {CUST}'],
    },
  },
  NL: {
    country: 'Netherlands', currency: 'EUR', banks: ['Polderbank N.V.', 'Zuiderzee Handelsbank', 'Schelde Bank NV'],
    names: ['Bakkerij De Vries', 'Van Dijk Installatietechniek', 'Café De Molen', 'Jansen Transport', 'Schildersbedrijf Bakker'],
    suffixes: ['B.V.', 'BV', 'V.O.F.'],
    address: (rng) => [`${rng.pick(['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Markt'])} ${rng.int(1, 180)}`, rng.pick(['1012 AB Amsterdam', '3011 AD Rotterdam', '3511 LK Utrecht', '2000 Antwerpen', '9000 Gent']), null],
    account: (rng) => `NL${rng.digits(2)}${rng.pick(['POLD', 'ZZHB', 'SCHB'])}0${rng.digits(9)}`,
    funders: [['YouLend', 'YouLend Limited'], ['Floryn', 'Floryn B.V.'], ['Capital Box', 'Capital Box'], ['Bridgefund', 'Bridgefund B.V.']],
    shops: ['Albert Heijn 1234', 'Makro Amsterdam', 'Gamma', 'Shell Station', 'Bol.com'], processors: ['Mollie Payments', 'Adyen N.V.', 'CCV Payment', 'SumUp'],
    people: ['J. de Jong', 'M. Visser', 'S. Peeters', 'L. Janssens'],
    t: {
      card_settlement: ['{PROC} Uitbetaling {N}', 'Creditering {PROC} {N}'], customer: ['SEPA Overboeking {CUST} Factuur {N}', 'Overboeking {CUST} Kenmerk {REF}'],
      cash: ['Storting {N}'], p2p: ['Overboeking {PERSON} {REF}'], wire_in: ['Buitenland overboeking {CUST} {REF}'], refund: ['Terugboeking {SHOP}'],
      funding: ['SEPA Overboeking {FUNDER} Uitbetaling {REF}'], funder: ['SEPA Incasso {FUNDER} Incassant ID NL{REF} Machtiging {N}', 'Incasso {FUNDER} {N}'],
      interest: ['Rente'], transfer_in: ['Van spaarrekening {N}'], transfer_out: ['Naar spaarrekening {N}'], nsf: ['Kosten gestorneerde incasso'],
      bank_fee: ['Kosten zakelijk pakket', 'Kosten betaalverkeer', 'Rente roodstand'], fee: ['{PROC} kosten {N}'], loan: ['Aflossing lening {N}', 'Lease termijn {N}'], cheque: ['Betaling {CUST} {N}'],
      payroll: ['Salarisbetaling {N}'], rent: ['Periodieke overboeking {LANDLORD} huur'], card: ['Betaalautomaat {SHOP}', 'BEA {SHOP}'],
      bill: ['SEPA Incasso Vattenfall', 'SEPA Incasso KPN Zakelijk', 'SEPA Incasso Waterschap'], tax: ['Belastingdienst omzetbelasting {N}'], wire_out: ['SEPA Overboeking {CUST} {REF}'],
    },
  },
};

/** Re-dress `c` as a business of `loc`; `upper` prints descriptions in capitals. Returns the locale's definition. */
export function dress(rng: Rng, c: Content, loc: XLocale, upper: boolean): XDef {
  const L = XLOCALES[loc];
  const sfx = rng.pick(L.suffixes);
  const legal = `${rng.pick(L.names)}${sfx ? ` ${sfx}` : ''}`;
  const [street, city, region] = L.address(rng);
  c.business = { legalName: rng.chance(0.5) ? legal.toUpperCase() : legal, tradeName: null, entity: null, street, city, region, postal: '', country: L.country };
  c.bankName = rng.pick(L.banks);
  const funderMap = new Map<string, readonly [string, string]>();
  const pool = rng.shuffle([...L.funders]);
  const funderFor = (key: string) => {
    let f = funderMap.get(key);
    if (!f) { f = pool[funderMap.size % pool.length]!; funderMap.set(key, f); }
    return f;
  };
  const byAccount = new Map<string, string>();
  const procs = rng.shuffle([...L.processors]).slice(0, 2);
  const landlord = rng.pick(LANDLORDS[loc]);
  const ifsc = `${rng.pick(['DCBK', 'SUBL', 'IVBK', 'HDFC'])}0${rng.digits(6)}`;
  const card = `${rng.digits(4)}XXXXXX${rng.digits(4)}`;
  for (const s of c.statements) {
    redressAccount(rng, s, c.bankName, L, byAccount);
    for (const t of s.txns) t.description = describe(rng, t, L, { funderFor, procs, landlord, ifsc, card, upper });
  }
  return L;
}

function describe(rng: Rng, t: ModelTxn, L: XDef, o: { funderFor: (k: string) => readonly [string, string]; procs: string[]; landlord: string; ifsc: string; card: string; upper: boolean }): string {
  const kind = kindOf(t);
  let funder = '';
  if (kind === 'funder' && t.funder) {
    const f = o.funderFor(t.funder);
    t.funder = f[0];
    t.knownLender = false;
    funder = f[1];
  } else if (kind === 'funding') funder = o.funderFor(`funding:${t.cents}`)[1];
  if (kind === 'cheque') t.checkNumber = null;
  const desc = rng.pick(L.t[kind]).replace(/\{(\w+)\}/g, (_, k: string) => {
    switch (k) {
      case 'CUST': return rng.pick(CUSTOMERS);
      case 'SHOP': return rng.pick(L.shops);
      case 'PROC': return rng.pick(o.procs);
      case 'FUNDER': return funder;
      case 'REF': return rng.alnum(rng.int(8, 12));
      case 'N': return rng.digits(rng.int(4, 9));
      case 'PERSON': return rng.chance(0.6) ? rng.pick(L.people) : `${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}`.toUpperCase();
      case 'LANDLORD': return o.landlord;
      case 'IFSC': return o.ifsc;
      case 'CARD': return o.card;
      case 'DDMM': return `${t.date.slice(8, 10)}${t.date.slice(5, 7)}`;
      default: return k;
    }
  });
  return o.upper ? desc.toUpperCase() : desc;
}

// ---------------------------------------------------------------- number formats

/** Indian grouping: 12345678 cents -> `1,23,456.78` (last three digits, then pairs). */
export function lakh(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const w = String(Math.floor(abs / 100));
  const head = w.slice(0, -3), tail = w.slice(-3);
  const whole = head ? `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}` : tail;
  return `${whole}.${String(abs % 100).padStart(2, '0')}`;
}
