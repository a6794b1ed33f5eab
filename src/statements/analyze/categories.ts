// Category of each transaction, per the table in metrics.md. Rules are tried in a fixed order; the first that
// fits wins. Only revenue, transfer_in, loan_proceeds, reversal, interest (credits) and mca_payment, nsf_fee
// (debits) change a metric; the other debit categories are for the reader.
//
// The layout hint (`section`) comes first for debits: a checks table gives `check`, a service-fees section gives
// `fee` (real-corpus convention), whatever the text says (BofA prints `CHECKCARD ...` lines in its fees section).
// Recurring unnamed fixed debits are re-categorised `mca_payment` later, by positions.ts, because that needs the
// whole history.
import type { Category, Direction, SectionHint } from '../types.ts';
import { matchLender } from './lenders.ts';
import { termsFor } from './vocabulary.ts';

export interface CategoryInput { description: string; direction: Direction; section: SectionHint }

/** One regular expression from named alternatives, so each rule reads as a line of its own. */
function anyOf(...alternatives: string[]): RegExp {
  return new RegExp(alternatives.join('|'));
}
const TRANSFER_WORD = String.raw`(TRANSFER|XFER|TRANSFERRED|TRSF|TFR)`;
const OWN_ACCOUNT = String.raw`(CHK|CHECKING|SAV|SAVINGS|MMA|MONEY\s+MARKET)`;
const BOOK_TRANSFER = String.raw`\b(INTERNAL|BOOK|INTRABANK|ACCOUNT|ACCT)\s+(TRANSFER|XFER|TRF)\b`;
const FEE_WORD = String.raw`(FEE|CHARGE|CHG)`;

const P2P = /\b(ZELLE|VENMO|CASH\s*APP|CASHAPP|PAYPAL|APPLE\s*CASH|SQUARE\s*CASH)\b/;
// Interbank instant-payment rails of other countries (Nigeria's NIP and USSD transfers, the UAE's AANI and IPP, Kenya's
// PesaLink and M-PESA, Malaysia's DuitNow, Singapore's PayNow, the Philippines' InstaPay, Spain's Bizum, Poland's BLIK):
// like P2P, a "TRANSFER FROM/TO" over them is a payment from or to someone else, unless it says it is the holder's own.
const RAIL = /\b(NIP|AANI|IPP|USSD|PESALINK|M-?PESA|DUITNOW|PAYNOW|INSTAPAY|BIZUM|BLIK)\b/;
// A credit that quotes an invoice number is a customer paying it, whatever the bank calls the transfer.
const INVOICE_REF = /\b(INV|INVOICE|FACTURA|FACTURE|FATTURA|FATT|RECHNUNG|FAKTURA|FV)\.?\s*(NO\.?|NR\.?|N\.?|#|:)?\s*[A-Z]{0,3}[-/]?\d/;
// A cheque paid, however the bank orders the words and references: numbers and number marks aside, only a cheque word
// and words that say it was cleared or paid ("FT1500567619 CHQ 86280", "CLEARING 000108 CHEQUE", "REALIZACJA CZEKU NR 1").
const CHEQUE_WORDS: ReadonlySet<string> = new Set(['CHEQUE', 'CHQ', 'CHECK', 'CK', 'ASSEGNO', 'CZEK', 'CZEKU', 'CEK', 'HUNDI', 'SCHECK']);
const CHEQUE_MARKS: ReadonlySet<string> = new Set(['CLEARING', 'INWARD', 'HOUSE', 'PAID', 'PRESENTED', 'CLEARED', 'DEBIT', 'NO', 'NR', 'N',
  'REALIZACJA', 'WYPLATA', 'PAGO', 'ADDEBITO', 'PAGAMENTO', 'DE', 'DI', 'NUMBER']);

// Credit unions pay "dividends" on share accounts: the same thing as interest.
const INTEREST = anyOf(
  String.raw`\b(INTEREST|DIVIDENDS?)\s+(PAYMENT|EARNED|PAID|CREDIT|DEPOSIT)\b`,
  String.raw`^\s*(INTEREST|DIVIDENDS?)\s*$`,
  String.raw`\b(INT|DIV)\s+(EARNED|PAID|PMT)\b`,
  String.raw`^(INTEREST|DIVIDENDS?)\b`, ...termsFor('interest'),
);
const REVERSAL = anyOf(
  String.raw`\bREVERSAL\b`, String.raw`\bREVERSED\b`, String.raw`\bRETURN(ED|S)?\b`, String.raw`\bREFUND(ED)?\b`,
  String.raw`\bADJUSTMENT\s+CREDIT\b`, String.raw`\bCREDIT\s+ADJUSTMENT\b`, String.raw`\bCHARGEBACK\s+REV`,
  String.raw`\bFEE\s+REVERSAL\b`, String.raw`\bERROR\s+CORRECTION\b`, String.raw`\bRETURN\s+ITEM\b`,
  ...termsFor('reversal'),
);
const LOAN_WORDS = /\b(FUNDING|FUNDED|ADVANCE|LOAN|PROCEEDS|DISBURSEMENT|DISB|DRAWDOWN|DRAW)\b/;
const LOAN_CREDIT = anyOf(
  String.raw`\bSBA\s+LOAN\b`, String.raw`\bEIDL\b`, String.raw`\bSBAD\s+TREAS\b`,
  String.raw`\bLOAN\s+(PROCEEDS|DISB|DISBURSEMENT|ADVANCE|FUNDING)\b`,
  String.raw`\b(LINE\s+OF\s+CREDIT|LOC)\s+(ADVANCE|ADV|DRAW)\b`, String.raw`\bCREDIT\s+LINE\s+(ADVANCE|DRAW)\b`,
  // A credit whose text ends in LOAN or ADVANCE (then at most a reference with digits), or says DRAWDOWN: a lender
  // the list does not know, paying out ("DIRECT CREDIT <LENDER> LOAN", "FPI <LENDER> ADVANCE 7AKXLWS4").
  String.raw`\b(LOAN|ADVANCE)(\s+[A-Z]*\d[A-Z0-9]*)?$`, String.raw`\bDRAWDOWN\b`,
  ...termsFor('loan_proceeds'),
);
const TRANSFER_IN = anyOf(
  String.raw`\b${TRANSFER_WORD}\s+(CREDIT\s+)?FROM\b`, String.raw`\b${TRANSFER_WORD}[\s-]+FR\b`, String.raw`\bFROM\s+${OWN_ACCOUNT}\b`, BOOK_TRANSFER,
  String.raw`\bOVERDRAFT\s+(PROTECTION\s+)?(TRANSFER|XFER)\b`, String.raw`\bSWEEP\s+(FROM|TRANSFER|CREDIT)\b`,
  ...termsFor('transfer_in'), ...termsFor('own_transfer'),
);

const OWN_TRANSFER = anyOf(String.raw`\bOWN\s+(A\/?C|ACCOUNT|ACCT)\b`, ...termsFor('own_transfer'));

const NSF = anyOf(
  String.raw`\bNSF\b`, String.raw`\bINSUFFICIENT\s+FUNDS?\b`,
  String.raw`\bRETURN(ED)?\s+ITEM\s+${FEE_WORD}\b`, String.raw`\bRETURN(ED)?\s+(CHECK|CHK|ACH)\s+${FEE_WORD}\b`,
  String.raw`\b(OVERDRAFT|OD)\s+((ITEM|PRIVILEGE|HANDLING|COURTESY|PAID|PAYMENT)\s+)?${FEE_WORD}\b`,
  String.raw`\bOVERDRAWN\s+(ITEM\s+)?(FEE|CHARGE)\b`, String.raw`\b(EXTENDED|CONTINUOUS|DAILY|SUSTAINED)\s+(OVERDRAFT|OD)\b`,
  String.raw`\bUNPAID\s+ITEM\s+(FEE|CHARGE)\b`, String.raw`\bPAID\s+ITEM\s+FEE\b`,
  ...termsFor('nsf_fee'),
);
const LOAN_PAYMENT = anyOf(
  String.raw`\b(LOAN|LN)\s*(PMT|PAYMENT|PYMT|PYMNT|PAY)\b`, String.raw`\bCOMM(E)?RC?I?A?L\s+LN\b`, String.raw`\bCOMMRCL\s+LN\b`,
  String.raw`\bLEASE\s+(PMT|PAYMENT|PYMT)\b`, String.raw`\bMORTGAGE\b`, String.raw`\bMTG\s+(PMT|PAYMENT)\b`,
  String.raw`\bINSTALL?MENT\s+(LOAN|PMT)\b`,
  ...termsFor('loan_payment'),
);
const CHECK = anyOf(
  String.raw`^\s*(CHECK|CHK|CHEQUE|CK)\b(?!\s*(ORDER|PRINT|CARD|FEE))`,
  String.raw`^\s*(SHARE\s+)?DRAFTS?\s*(#|NO\.?)?\s*\d+\s*$`,          // credit unions' "share drafts" ("DRAFT 1519")
  String.raw`^\s*\d+\s+(CHECK|CHK)\s*$`,
  String.raw`^\s*(SUBSTITUTE|REPRESENTED|DEPOSITED)?\s*CHECK\s*(#|NO\.?|NUMBER)?\s*\d*\s*$`,
  ...termsFor('check'),
);
const TRANSFER_OUT = anyOf(
  String.raw`\b${TRANSFER_WORD}\s+(DEBIT\s+)?TO\b`, String.raw`\b${TRANSFER_WORD}-TO\b`, String.raw`\bTO\s+${OWN_ACCOUNT}\b`, BOOK_TRANSFER,
  String.raw`\bKEEP\s+THE\s+CHANGE\b`, String.raw`\bMONEYLINK\b`, String.raw`\bBROKERAGE\b`, String.raw`\bSWEEP\s+(TO|TRANSFER|DEBIT)\b`,
  ...termsFor('transfer_out'), ...termsFor('own_transfer'),
);
const FEE = anyOf(
  String.raw`\bFEES?\b`, String.raw`\b(OVERDRAFT|OD)\s+INTEREST\b`, String.raw`\bINTEREST\s+(CHARGE|CHARGED|ON\s+OVERDRAFT)\b`,
  String.raw`\bSERVICE\s+(CHARGE|CHG)S?\b`, String.raw`\bSVC\s+(CHG|CHARGE)\b`, String.raw`\b(ANALYSIS|MAINTENANCE|MAINT|MONTHLY)\s+(CHARGE|CHG)\b`,
  String.raw`\bCHECK\s+(ORDER|PRINTING)\b`, String.raw`\bSTOP\s+PAYMENT\b`,
  // A card processor's own debit (its lending descriptors matched first) is its fees: "Business PAD MONERIS".
  String.raw`\b(MONERIS|FIRST\s+DATA|GLOBAL\s+PAYMENTS|HEARTLAND\s+PAYMENT|WORLDPAY|ELAVON|TSYS|PAYMENTECH|CLOVER\s+MERCH)\b`,
  ...termsFor('fee'),
);

// Letters that carry no combining accent in Unicode, read as the Latin letter they are written with (Polish `Ł`).
const PLAIN_LETTERS: Record<string, string> = { Ł: 'L', ł: 'L', Ø: 'O', ø: 'O', Đ: 'D', đ: 'D', ß: 'SS', Æ: 'AE', æ: 'AE', ı: 'I' };

/** Upper-cased description with accents removed (vocabulary.ts) and runs of whitespace collapsed. */
function norm(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[ŁłØøĐđßÆæı]/g, (ch) => PLAIN_LETTERS[ch]!)
    .toUpperCase().replace(/\s+/g, ' ').trim();
}

function chequeOnly(d: string): boolean {
  const words = d.replace(/[#.:]/g, ' ').split(' ').filter((w) => w && !/\d/.test(w));
  return words.some((w) => CHEQUE_WORDS.has(w)) && words.every((w) => CHEQUE_WORDS.has(w) || CHEQUE_MARKS.has(w));
}

/** Category from the row alone (text, direction and layout section). */
export function categorize(t: CategoryInput): Category {
  const d = norm(t.description);
  if (t.direction === 'credit') return creditCategory(d);
  return debitCategory(d, t.section);
}

function creditCategory(d: string): Category {
  if (INTEREST.test(d)) return 'interest';
  if (REVERSAL.test(d)) return 'reversal';
  const lender = matchLender(d);
  // Money from a lender is its funding; processor-lenders only match their lending descriptors (lenders-data.ts).
  if (lender && (lender.kind === 'mca' || LOAN_WORDS.test(d))) return 'loan_proceeds';
  if (LOAN_CREDIT.test(d)) return 'loan_proceeds';
  // P2P credits come from other people (metrics.md: Zelle, Venmo from others are revenue) even when the bank
  // calls them a "transfer".
  if (P2P.test(d) || (RAIL.test(d) && !OWN_TRANSFER.test(d)) || INVOICE_REF.test(d)) return 'revenue';
  if (TRANSFER_IN.test(d)) return 'transfer_in';
  return 'revenue';
}

function debitCategory(d: string, section: SectionHint): Category {
  if (section === 'check') return 'check';
  if (section === 'fee') return NSF.test(d) ? 'nsf_fee' : 'fee';
  if (NSF.test(d)) return 'nsf_fee';
  const lender = matchLender(d);
  if (lender) return lender.kind === 'mca' ? 'mca_payment' : 'loan_payment';
  if (LOAN_PAYMENT.test(d)) return 'loan_payment';
  if (CHECK.test(d) || chequeOnly(d)) return 'check';
  if (FEE.test(d)) return 'fee';
  // Money sent by P2P (or over a payment rail) goes to someone else, not to the merchant's own account.
  if (P2P.test(d) || (RAIL.test(d) && !OWN_TRANSFER.test(d))) return 'other';
  if (TRANSFER_OUT.test(d)) return 'transfer_out';
  return 'other';
}

/** Categories that make a credit not "true" revenue (metrics.md months.total_true_credits). */
export const NON_TRUE_CREDIT: ReadonlySet<Category> = new Set(['transfer_in', 'loan_proceeds', 'reversal', 'interest']);
