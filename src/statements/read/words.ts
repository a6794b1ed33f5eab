// The words a statement prints for the direction of money, its totals and its balances, one list per language (as
// analyze/vocabulary.ts keeps the banking words of descriptions): data, never a bank's layout. Terms are regular
// expression sources matched case-insensitively on whole words, accents as printed or left out.

export type WordLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'nl' | 'it';

interface Words {
  /** Money coming in: a credits total or a deposits list ("Deposits and other credits", "Abonos"). */
  credit: readonly string[];
  /** Money going out: a debits total or a withdrawals, checks or fees list. */
  debit: readonly string[];
  /** A total ("Total", "Suma", "Summe"). */
  total: readonly string[];
  /** A figure for the rows above it, not the whole list: a page's total, a subtotal, a total carried to the next page. */
  subtotal: readonly string[];
  /** Items counted ("12 items", "37 transactions"). */
  items: readonly string[];
  /** A balance, and what is no figure of the account's postings (an average, a minimum, a rate, year to date). */
  balance: readonly string[];
  other: readonly string[];
}

const WORDS: Record<WordLanguage, Words> = {
  en: {
    credit: ['deposits?', 'credits?', 'additions?', 'paid\\s+in', 'money\\s+in', 'receipts?'],
    debit: ['withdrawals?', 'debits?', 'subtractions?', 'checks?', 'cheques?', 'payments?', 'fees?', 'charges?', 'paid\\s+out', 'money\\s+out'],
    total: ['total', 'totals', 'subtotal', 'sum'],
    subtotal: ['sub-?totals?', 'this\\s+page', 'page\\s+totals?', 'carried\\s+forward', 'brought\\s+forward', '[cb]/f'],
    items: ['items?', 'transactions?', 'entries', 'postings', 'number\\s+of'],
    balance: ['balance'],
    other: ['average', 'minimum', 'maximum', 'rate', 'ytd', 'year[\\s-]+to[\\s-]+date', 'annual', 'apy', 'available', 'pending', 'limit', 'overdraft', 'interest', 'earned'],
  },
  es: {
    credit: ['abonos?', 'cr[ée]ditos?', 'dep[óo]sitos?', 'ingresos?'],
    debit: ['cargos?', 'd[ée]bitos?', 'retiros?', 'egresos?', 'comisiones'],
    total: ['total', 'suma'],
    subtotal: ['subtotal(?:es)?', 'suma\\s+y\\s+sigue', 'transporte', 'esta\\s+p[áa]gina'],
    items: ['partidas', 'movimientos', 'operaciones', 'n[úu]mero\\s+de'],
    balance: ['saldo'],
    other: ['promedio', 'm[íi]nimo', 'tasa', 'disponible'],
  },
  fr: {
    credit: ['cr[ée]dits?', 'versements?'],
    debit: ['d[ée]bits?', 'pr[ée]l[èe]vements?', 'retraits?'],
    total: ['total', 'totaux'],
    subtotal: ['sous-?totaux', 'sous-?total', '[àa]\\s+reporter', 'cette\\s+page'],
    items: ['op[ée]rations', '[ée]critures', 'nombre\\s+de'],
    balance: ['solde'],
    other: ['moyen', 'minimum', 'taux', 'disponible'],
  },
  de: {
    credit: ['gutschriften?', 'haben', 'einzahlungen?', 'eing[äa]nge'],
    debit: ['lastschriften?', 'belastungen?', 'soll', 'auszahlungen?', 'ausg[äa]nge'],
    total: ['summe', 'gesamt', 'total'],
    subtotal: ['zwischensummen?', 'seitensummen?', '[üu]bertrag'],
    items: ['buchungen', 'posten', 'anzahl'],
    balance: ['saldo', 'kontostand'],
    other: ['durchschnitt\\w*', 'zinssatz', 'verf[üu]gbar'],
  },
  pt: {
    credit: ['cr[ée]ditos?', 'dep[óo]sitos?', 'entradas?'],
    debit: ['d[ée]bitos?', 'sa[íi]das?', 'saques?'],
    total: ['total'],
    subtotal: ['subtotal', 'a\\s+transportar', 'transporte', 'nesta\\s+p[áa]gina'],
    items: ['lan[çc]amentos', 'movimentos', 'n[úu]mero\\s+de'],
    balance: ['saldo'],
    other: ['m[ée]dio', 'dispon[íi]vel', 'taxa'],
  },
  nl: {
    credit: ['bij', 'ontvangsten', 'stortingen'],
    debit: ['af', 'betalingen', 'opnames?'],
    total: ['totaal'],
    subtotal: ['subtotaal', 'transport', 'deze\\s+pagina'],
    items: ['posten', 'transacties', 'aantal'],
    balance: ['saldo'],
    other: ['gemiddeld\\w*', 'beschikbaar'],
  },
  it: {
    credit: ['accrediti', 'avere', 'versamenti'],
    debit: ['addebiti', 'dare', 'prelievi'],
    total: ['totale', 'totali'],
    subtotal: ['subtotale', 'a\\s+riportare', 'riporto', 'questa\\s+pagina'],
    items: ['movimenti', 'operazioni', 'numero\\s+di'],
    balance: ['saldo'],
    other: ['medio', 'disponibile'],
  },
};

const anyOf = (k: keyof Words) => new RegExp(String.raw`(?<![\p{L}\d])(?:${Object.values(WORDS).flatMap((w) => w[k]).join('|')})(?![\p{L}\d])`, 'iu');
const CREDIT = anyOf('credit');
const DEBIT = anyOf('debit');
const TOTAL = anyOf('total');
const BALANCE = anyOf('balance');
const OTHER = anyOf('other');
const SUBTOTAL = anyOf('subtotal');
const ITEMS = anyOf('items');

/** The direction a label's words name (credits or debits), null when it names none or both. */
export function labelDirection(label: string): 'credit' | 'debit' | null {
  const c = CREDIT.test(label);
  const d = DEBIT.test(label);
  return c === d ? null : c ? 'credit' : 'debit';
}

export const namesTotal = (label: string) => TOTAL.test(label);
export const namesBalance = (label: string) => BALANCE.test(label);
/** A figure of something other than the account's postings (an average or minimum balance, a rate, year to date). */
export const namesOther = (label: string) => OTHER.test(label);
/** A figure for the rows above it on the page or since the last one ("Total credits this page", "Subtotal", "à reporter"). */
export const namesSubtotal = (label: string) => SUBTOTAL.test(label);
/** Words of an item count ("items", "transactions", "number of"). */
export const namesItems = (label: string) => ITEMS.test(label);
