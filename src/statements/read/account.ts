// The account's number (its last four digits: a labelled number, an IBAN, a masked number beside the account's name,
// a sub-account's short id) and its type.
import { flat, type Line } from '../layout/layout.ts';
import type { LineAmounts } from './amounts.ts';
import { findDates } from './dates.ts';
import type { FieldSettings } from './balances.ts';

// A number may end in a sub-account suffix ("15112-S00": member 15112, share S00); its digits are the number.
export const ACCT_RE = /\b(?:account|acct\.?)\s*(?:number|no\.?|#|ending\s+(?:in|with))?\s*:?\s*((?:[xX*•\d][\s-]?){3,}[\dxX*•](?:-[A-Z]{1,2}\d{1,3})?)\b/i;
// The account number's label in Spanish, Portuguese, French, Dutch and German (as data): looked for only where no
// English label (nor an IBAN) is printed.
// (Polish "Numer rachunku"; Quebec's "Folio", the account's own number beside its transit and institution numbers.)
const WORLD_ACCT_RE = /\b(?:n[oº°]\.?\s*de\s+cuenta|cuenta|conta|compte|n[uú]m[eé]ro\s+de\s+compte|rekening(?:nummer)?|kontonummer|konto|(?:numer|nr)\s+rachunku|rachunek|folio)\s*(?:n[oº°]\.?|nr\.?)?\s*:?\s*((?:[xX*•\d][\s-]?){3,}[\dxX*•])\b/i;

// An IBAN is the account's number: its last four digits ("DE11 0108 9397 8492 6809 27" -> 0927).
// Groups of four, the last one shorter and in digits: a word after it ("... 6640  BIC TRWIBEB1XXX") is not part of it.
const IBAN_RE = /\bIBAN\s*:?\s*([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){1,7}(?:\s?\d{1,3})?)(?![A-Z0-9])/;
// An IBAN printed without its label ("Numer rachunku: PL35 8583 1456 ..."): a country code, two check digits and
// groups of four, 15 to 34 characters in all.
const BARE_IBAN_RE = /(?<![A-Z0-9])([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?\d{1,3})?)(?![A-Z0-9])/;

/** The last four digits of an IBAN printed bare on a header line (no amount on it: a row's description may quote the payee's). */
export function bareIbanLast4(l: Line, amounts: LineAmounts): string | null {
  if (amounts.of(l).length) return null;
  for (const c of l.cells) {
    const m = BARE_IBAN_RE.exec(c.text);
    const raw = m?.[1]?.replace(/\s/g, '') ?? '';
    if (raw.length >= 15 && raw.length <= 34 && /\d{4}$/.test(raw)) return raw.slice(-4);
  }
  return null;
}

// An account's title line: its label, the holder and product, the number last, masked or whole, maybe in parentheses
// ("Account: ROSSI & SMITH INC. - Business Checking (422807938729)", "Account name: X - Operating ...7684").
const TITLE_LABEL = /^(?:account(?:\s+name)?|konto|compte|cuenta|conto)\s*:/i;
const TITLE_NUMBER = /(?:^|[\s(])(?:\.{3}|…|[xX*•]{1,12})?\s?(\d{4,17})\)?$/;

/** The last four digits ending an account's title, its label in the cell or the cell before. */
export function titleLast4(l: Line): string | null {
  for (let k = 0; k < l.cells.length; k++) {
    if (!TITLE_LABEL.test(l.cells[k]!.text.trim())) continue;
    const own = l.cells[k]!.text.trim().replace(TITLE_LABEL, '').trim();
    const value = own || l.cells[k + 1]?.text.trim() || '';
    // The holder and product come first: a bare "Account: 1234" is ACCT_RE's.
    if (!/\s[-–]\s/.test(value)) continue;
    const m = TITLE_NUMBER.exec(value);
    if (m) return m[1]!.slice(-4);
  }
  return null;
}

// A cell that only labels the account ("Account", "Account number:") in an info block of label/value pairs.
const ACCOUNT_LABEL_CELL = /^(?:account|acct\.?)(?:\s+(?:number|no\.?|#))?\s*:?$/i;

/** The masked number in the value cell beside an account label ("Account | Business Checking ...1598 | Money in | ..."):
 *  a labelled field, whatever else the info block's line prints beside it. */
export function labelledMasked(l: Line): string | null {
  for (let k = 0; k + 1 < l.cells.length; k++) {
    if (!ACCOUNT_LABEL_CELL.test(l.cells[k]!.text.trim())) continue;
    const m = MASKED_RE.exec(l.cells[k + 1]!.text.trim());
    if (m) return m[1]!;
  }
  return null;
}

// A masked account number printed beside the account's name ("BUSINESS CHECKING (...2283)", "Checking x2283").
const MASKED_RE = /(?:^|[\s(])(?:\.{3}|…|[xX*•]{1,12})\s?(\d{4})\)?$/;

/** A line of the header (no amount, no date) ending with a masked account number: its four digits. */
export function maskedTail(l: Line, amounts: LineAmounts): string | null {
  if (amounts.of(l).length || findDates(l.text).length) return null;
  return l.cells.map((c) => MASKED_RE.exec(c.text.trim())?.[1]).find((x) => x) ?? null;
}

export function findLast4(lines: Line[], amounts: LineAmounts, masked = false): { last4: string | null; found: boolean } {
  // The statement's own header first: a running page header can still carry the previous account's number on
  // the page where the next account starts.
  const ordered = [...lines.filter((l) => !l.noise), ...lines.filter((l) => l.noise)];
  for (const l of ordered) {
    const t = flat(l);
    // The IBAN within its own cell first: a cell beside it ("20 boulevard ...") can start with digits.
    const inCell = l.cells.map((c) => IBAN_RE.exec(c.text)?.[1]).find((x) => x);
    const iban = (inCell ?? IBAN_RE.exec(t)?.[1])?.replace(/\D/g, '');
    if (iban && iban.length >= 6) return { last4: iban.slice(-4), found: true };
    const tail = masked ? maskedTail(l, amounts) : null;
    if (tail) return { last4: tail, found: true };
    const m = ACCT_RE.exec(t);
    const title = m ? null : titleLast4(l) ?? labelledMasked(l);
    if (title) return { last4: title, found: true };
    if (!m) continue;
    const raw = (m[1] ?? '').replace(/[\s-]/g, '').replace(/([\dxX*•])[A-Z]{1,2}(\d{1,3})$/, '$1$2');
    const end = raw.slice(-4);
    return { last4: /^\d{4}$/.test(end) ? end : null, found: true };
  }
  // Other languages' labels only where no English one is printed ("Estado de cuenta" heads statements too).
  for (const l of ordered) {
    const bare = bareIbanLast4(l, amounts);
    if (bare) return { last4: bare, found: true };
    const m = WORLD_ACCT_RE.exec(flat(l));
    if (!m) continue;
    const raw = (m[1] ?? '').replace(/[\s-]/g, '');
    const end = raw.slice(-4);
    return { last4: /^\d{4}$/.test(end) ? end : null, found: true };
  }
  return { last4: null, found: false };
}

// A sub-account's short id printed with its name ("REGULAR SHARE  ID S00"); the full number ends with it elsewhere.
const SHORT_ID_RE = /\bID\s*:?\s*([A-Z]{0,2}\d{1,4})$/;

/**
 * The last four digits of a sub-account known by a short id ("ID S00") over its rows: the full number printed
 * elsewhere in the document that ends with that id ("6018970-S00" -> digits 601897000 -> 7000); null when no
 * printed number ends with it.
 */
export function shortIdLast4(near: Line[], all: Line[]): string | null {
  const id = near.map((l) => SHORT_ID_RE.exec(flat(l).trim())?.[1]).find((x) => x);
  if (!id) return null;
  const full = new RegExp(`(?:^|\\s)(\\d[\\d-]{3,})-${id}(?:\\s|$)`);
  for (const l of all) {
    const m = full.exec(flat(l));
    if (m) return `${m[1]}${id}`.replace(/\D/g, '').slice(-4);
  }
  return null;
}

export function findAccountType(lines: Line[], s: FieldSettings): string | null {
  for (const l of lines.slice(0, s.header.fieldScanLines)) {
    const t = flat(l);
    if (/\bmoney\s+market\b/i.test(t)) return 'money_market';
    if (/\bsavings\b/i.test(t) && !/checking/i.test(t) && /account|summary|savings$/i.test(t)) return 'savings';
    if (/\bchecking\b/i.test(t) && /account|summary|business|checking$/i.test(t)) return 'checking';
  }
  return null;
}
