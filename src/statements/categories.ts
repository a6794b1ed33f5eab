// Category of each transaction, per the table in metrics.md. Rules are tried in a fixed order; the first that
// fits wins. Only revenue, transfer_in, loan_proceeds, reversal, interest (credits) and mca_payment, nsf_fee
// (debits) change a metric; the other debit categories are for the reader.
//
// The layout hint (`section`) comes first for debits: a checks table gives `check`, a service-fees section gives
// `fee` (real-corpus convention), whatever the text says (BofA prints `CHECKCARD ...` lines in its fees section).
// Recurring unnamed fixed debits are re-categorised `mca_payment` later, by positions.ts, because that needs the
// whole history.
import type { Category, Direction, SectionHint } from './types.ts';
import { matchLender } from './lenders.ts';

export interface CategoryInput { description: string; direction: Direction; section: SectionHint }

const P2P = /\b(ZELLE|VENMO|CASH\s*APP|CASHAPP|PAYPAL|APPLE\s*CASH|SQUARE\s*CASH)\b/;

// Credit unions pay "dividends" on share accounts: the same thing as interest.
const INTEREST = /\b(INTEREST|DIVIDENDS?)\s+(PAYMENT|EARNED|PAID|CREDIT|DEPOSIT)\b|^\s*(INTEREST|DIVIDENDS?)\s*$|\b(INT|DIV)\s+(EARNED|PAID|PMT)\b|^(INTEREST|DIVIDENDS?)\b/;
const REVERSAL = /\bREVERSAL\b|\bREVERSED\b|\bRETURN(ED|S)?\b|\bREFUND(ED)?\b|\bADJUSTMENT\s+CREDIT\b|\bCREDIT\s+ADJUSTMENT\b|\bCHARGEBACK\s+REV|\bFEE\s+REVERSAL\b|\bERROR\s+CORRECTION\b|\bRETURN\s+ITEM\b/;
const LOAN_WORDS = /\b(FUNDING|FUNDED|ADVANCE|LOAN|PROCEEDS|DISBURSEMENT|DISB|DRAWDOWN|DRAW)\b/;
const LOAN_CREDIT = /\bSBA\s+LOAN\b|\bEIDL\b|\bSBAD\s+TREAS\b|\bLOAN\s+(PROCEEDS|DISB|DISBURSEMENT|ADVANCE|FUNDING)\b|\b(LINE\s+OF\s+CREDIT|LOC)\s+(ADVANCE|ADV|DRAW)\b|\bCREDIT\s+LINE\s+(ADVANCE|DRAW)\b/;
const TRANSFER_IN = /\b(TRANSFER|XFER|TRANSFERRED|TRSF|TFR)\s+(CREDIT\s+)?FROM\b|\bFROM\s+(CHK|CHECKING|SAV|SAVINGS|MMA|MONEY\s+MARKET)\b|\b(INTERNAL|BOOK|INTRABANK|ACCOUNT|ACCT)\s+(TRANSFER|XFER|TRF)\b|\bOVERDRAFT\s+(PROTECTION\s+)?(TRANSFER|XFER)\b|\bSWEEP\s+(FROM|TRANSFER|CREDIT)\b/;

const NSF = /\bNSF\b|\bINSUFFICIENT\s+FUNDS?\b|\bRETURN(ED)?\s+ITEM\s+(FEE|CHARGE|CHG)\b|\bRETURN(ED)?\s+(CHECK|CHK|ACH)\s+(FEE|CHARGE|CHG)\b|\b(OVERDRAFT|OD)\s+((ITEM|PRIVILEGE|HANDLING|COURTESY|PAID|PAYMENT)\s+)?(FEE|CHARGE|CHG)\b|\bOVERDRAWN\s+(ITEM\s+)?(FEE|CHARGE)\b|\b(EXTENDED|CONTINUOUS|DAILY|SUSTAINED)\s+(OVERDRAFT|OD)\b|\bUNPAID\s+ITEM\s+(FEE|CHARGE)\b|\bPAID\s+ITEM\s+FEE\b/;
const LOAN_PAYMENT = /\b(LOAN|LN)\s*(PMT|PAYMENT|PYMT|PYMNT|PAY)\b|\bCOMM(E)?RC?I?A?L\s+LN\b|\bCOMMRCL\s+LN\b|\bLEASE\s+(PMT|PAYMENT|PYMT)\b|\bMORTGAGE\b|\bMTG\s+(PMT|PAYMENT)\b|\bINSTALL?MENT\s+(LOAN|PMT)\b/;
// Credit unions call checks "share drafts" ("DRAFT 1519").
const CHECK = /^\s*(CHECK|CHK|CHEQUE|CK)\b(?!\s*(ORDER|PRINT|CARD|FEE))|^\s*(SHARE\s+)?DRAFTS?\s*(#|NO\.?)?\s*\d+\s*$|^\s*\d+\s+(CHECK|CHK)\s*$|^\s*(SUBSTITUTE|REPRESENTED|DEPOSITED)?\s*CHECK\s*(#|NO\.?|NUMBER)?\s*\d*\s*$/;
const TRANSFER_OUT = /\b(TRANSFER|XFER|TRANSFERRED|TRSF|TFR)\s+(DEBIT\s+)?TO\b|\bTO\s+(CHK|CHECKING|SAV|SAVINGS|MMA|MONEY\s+MARKET)\b|\b(INTERNAL|BOOK|INTRABANK|ACCOUNT|ACCT)\s+(TRANSFER|XFER|TRF)\b|\bKEEP\s+THE\s+CHANGE\b|\bMONEYLINK\b|\bBROKERAGE\b|\bSWEEP\s+(TO|TRANSFER|DEBIT)\b/;
const FEE = /\bFEES?\b|\b(OVERDRAFT|OD)\s+INTEREST\b|\bINTEREST\s+(CHARGE|CHARGED|ON\s+OVERDRAFT)\b|\bSERVICE\s+(CHARGE|CHG)S?\b|\bSVC\s+(CHG|CHARGE)\b|\b(ANALYSIS|MAINTENANCE|MAINT|MONTHLY)\s+(CHARGE|CHG)\b|\bCHECK\s+(ORDER|PRINTING)\b|\bSTOP\s+PAYMENT\b/;

/** Upper-cased description with runs of whitespace collapsed. */
function norm(s: string): string {
  return s.toUpperCase().replace(/\s+/g, ' ').trim();
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
  if (P2P.test(d)) return 'revenue';
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
  if (CHECK.test(d)) return 'check';
  if (FEE.test(d)) return 'fee';
  // Money sent by P2P goes to someone else, not to the merchant's own account.
  if (P2P.test(d)) return 'other';
  if (TRANSFER_OUT.test(d)) return 'transfer_out';
  return 'other';
}

/** Categories that make a credit not "true" revenue (metrics.md months.total_true_credits). */
export const NON_TRUE_CREDIT: ReadonlySet<Category> = new Set(['transfer_in', 'loan_proceeds', 'reversal', 'interest']);
