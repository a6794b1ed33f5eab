// Where a value is not taken (issue 36): guards of the form reader against reading another label's value, a signature
// block's repeat, another funder's terms or a printed question as the applicant's. A value where the truth is none is
// worse than a miss: each guard says which piece is not the label's value.
import { labelOf, QUESTION, sectionOf } from './labels.ts';
import { oneColumn } from './head-columns.ts';
import { ownerNumber } from './owner-number.ts';
import { sameLine, type Piece } from './pieces.ts';
import { frequency } from './marks.ts';
import { optionRow } from './option-row.ts';
import { entityType } from './values.ts';

/** A question printed on the form, known or not ("Q14. Who referred you?", "Do you rent?"): asked, not answered. */
export const question = (t: string) => /\?\s*:?\s*$/.test(t) || (QUESTION.test(t) && /^\s*(?:q(?:uestion)?\s*)?\(?\d{1,2}[a-z]?[.)]\s+\p{L}/iu.test(t) && !/\d/.test(t.replace(QUESTION, '')));

/** A numbered section's heading ("3. PROPRIÉTAIRES (20 % ET PLUS)", "D. BANKING AND REFERENCES") or an owner's
 *  ("Principal 2"): it starts a block of its own, never a label's value or the rest of one. */
export const blockHeading = (t: string) => ownerNumber(t) || (!!sectionOf(t) && /^\s*(?:[A-Z]|\d{1,2})[.)]\s/.test(t));

/** A piece whose nearest piece before it on its line is a label: that label's value. */
export function besideItsLabel(q: Piece, pieces: Piece[]): boolean {
  const before = pieces.filter((o) => o !== q && o.text && sameLine(o, q) && o.x1 <= q.x0 + 2).sort((a, b) => b.x1 - a.x1)[0];
  // (Its colon is the label's: "ADDRESS:".)
  if (!before || q.x0 - before.x1 >= 200 || !labelOf(before.text, true, false, false) || before.text.slice(labelOf(before.text, true, false, false)!.end).replace(/^[\s:#*.]+/, '')) return false;
  // (Not a word worded like a label that is itself the value under its column's label: "Monthly" under "FREQUENCY"
  // in a row of values; or indented under it, "Monthly" 17 points in under "14a. Payment frequency".)
  const h = before.y1 - before.y0;
  const over = (o: Piece) => Math.abs(o.x0 - before.x0) < 8 || (o.x0 < before.x0 && before.x0 - o.x0 < 2 * h && before.x0 < o.x1);
  return !pieces.some((o) => o !== before && o !== q && o.text && (o.y1 <= before.y0 + 2 || (o.y0 + o.y1) / 2 < before.y0) && before.y0 - o.y1 < h && over(o) && !!labelOf(o.text, true, false, false)
    && !pieces.some((r) => r !== o && r.text && sameLine(r, o) && r.x0 >= o.x1 - 2 && r.x0 - o.x1 < 20));
}

/** A label in the header row of a table of other funders' advances: a funder's column and a balance's on its line. */
export function advancesHeader(p: Piece, pieces: Piece[]): boolean {
  // (A label saying it is what is asked for, "Requested Advance Amount", is the request's, though an existing advance's
  // balance and funder are asked beside it on its line.)
  if (/\b(?:request(?:ed)?|desired|needed|sought)\b/i.test(p.text)) return false;
  const line = pieces.filter((q) => q !== p && q.text && sameLine(p, q));
  // (An advance's kind may be named before its funder: "Current Advance Funder (if any)", "Existing MCA Lender".)
  // (Or numbered, "Current Advance 1 — Funder:"; or headed by its section's own words: "Existing Financing / MCA Provider".)
  // (Either half of a caption printed in two languages, "Compañía / Funder".)
  const advance = (q: Piece) => [q.text.trim(), ...q.text.split(/\s+\/\s+/).slice(1)].some((t) => /^(?:(?:current |existing |other )?(?:(?:cash )?advance(?:\s*#?\d{1,2})?\s*[-–—:]?\s*|mca |loan )?(?:funder|lender|creditor)s?|funding company|company name|name of (?:funder|lender))\b/i.test(t.trim())
    || /^(?:current|existing|other|open|outstanding)\s+(?:financing|advances?|loans?|debts?|positions?|obligations?)\b/i.test(t.trim()));
  // (A table's columns are captions apart: one caption asking both, "Current Advances (funder / balance)", is one
  // cell of the request's row, answered on one line, "None".)
  // (A balance's column abbreviated as a home-made form's header does, "Funder | Orig. Amt | Bal. | Pmt | Freq".)
  const owed = /\b(?:balance|bal\b\.?|owed|payoff)/i;
  const both = (q: Piece) => /\b(?:funder|lender|creditor)s?\b/i.test(q.text) && owed.test(q.text);
  // (A row of cells opening with the request's own captions, the open advance's after them: "Amount Requested |
  // Requested Payment | No. of Payments | Existing Lender | Balance". A caption among the request's is the request's.)
  const requestBefore = line.some((q) => q.x1 <= p.x0 && /\b(?:request(?:ed)?|desired|needed|sought)\b/i.test(q.text));
  if (requestBefore && !line.some((q) => q.x1 <= p.x0 && (advance(q) || owed.test(q.text)))) return false;
  // (An amount said funded, in the past, beside what is owed on it, "Funded amount | Total paid | Balance remaining |
  // Payoff": the advance being renewed, its summary printed over the renewal's options.)
  if (/^(?:funded\s+amount|amount\s+funded)\b/i.test(p.text.trim()) && line.some((q) => owed.test(q.text))) return true;
  return line.some((q) => advance(q) && !both(q)) && line.some((q) => owed.test(q.text) && !both(q))
    // (Or a payment asked beside a balance owed, "Balance(s): $76,237.00   Payment(s): $1,805.50 weekly", under "Open
    // cash advance(s)?": an advance's terms, not the request's.)
    || (line.some((q) => /^(?:current |outstanding |remaining |open )?balances?(?:\s*\(s\))?\s*(?:owed|owing|due|remaining)?\s*[:#]/i.test(q.text.trim()))
      && /^(?:payments?|pmts?)(?:\s*\(s\))?\s*(?:amount)?\s*[:#]/i.test(p.text.trim()));
}

/** A payment's caption in a row of captions opening with a decoy's party ("Landlord or Mortgage Company | Their Phone |
 *  Monthly Payment", the values written over them): the row asks about that party, its payment the rent or the
 *  mortgage's, not the request's. (A row of labels beside their values, "Landlord  Summit Realty  Rent  $900", is
 *  read label by label.) */
export function partysPayment(p: Piece, pieces: Piece[]): boolean {
  if (/\b(?:request(?:ed)?|desired|needed|sought|proposed)\b/i.test(p.text)) return false;
  const line = pieces.filter((q) => q.text && sameLine(p, q)).sort((a, b) => a.x0 - b.x0);
  if (line.length >= 2 && line[0] !== p && labelOf(line[0]!.text, true, false, false)?.field === 'decoy' && line.every((q) => !!labelOf(q.text))) return true;
  // (Or read label by label with no request's label between: "Landlord  Curtis Pruitt Properties  Phone  (434) 566-1993
  // Monthly payment  $4,600", the party's phone on the way: its payment is the rent.)
  for (const q of line.filter((o) => o !== p && o.x1 <= p.x0 + 2).reverse()) {
    const f = labelOf(q.text, true, false, false)?.field;
    if (f && f !== 'other') return f === 'decoy';
  }
  return false;
}

/** A label in a signature block: "Signature" or "Print name" printed on its line or the line just over it. */
export function signatureBlock(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  // (A guarantor's block, its printed name over the guarantor's details, asks them of the owner it names, its
  // signature's line between: "Printed Name | Title" / "X ____ Signature" / "SSN | Date of Birth | Ownership %".)
  if (pieces.some((q) => q !== p && q.page === p.page && PRINTED_NAME.test(q.text.trim()) && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 6 * h && ownersDetails(q, pieces))) return false;
  return pieces.some((q) => q !== p && /^(?:(?:authori[sz]ed |owner'?s? |guarantor'?s? |applicant'?s? )?signature|sign here|print(?:ed)? name|name \(print(?:ed)?\))\b/i.test(q.text.trim())
    && (sameLine(p, q) || (q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 2.5 * h)) && !(PRINTED_NAME.test(q.text.trim()) && ownersDetails(q, pieces))
    // (A signature's caption across a gutter signs the column it stands in: a landscape form's owner's title beside
    // the next column's signature lines is the owner's.)
    && oneColumn(p, q, pieces));
}

/** A signature block's "Title" beside the signer's printed name, on a page that asks the owner's title nowhere else (a
 *  fast app's owner line asks name, share and SSN only): the named signer's title is that owner's role, printed there
 *  alone. (A title with no name printed beside it says whose it is no more than the signature does.)
 *  (Only on a page that asks the owners too: a longer form's page of signatures, one block per owner, repeats the
 *  names and titles its owners' pages asked; a signer named again there is no owner more.) */
export function onlyTitle(p: Piece, field: string, pieces: Piece[]): boolean {
  const asked = (re: RegExp) => pieces.some((q) => q !== p && q.text && re.test(labelOf(q.text, true, false, false)?.field ?? '') && !signatureBlock(q, pieces));
  return field === 'owner_title' && pieces.some((q) => q !== p && sameLine(p, q) && PRINTED_NAME.test(q.text.trim()))
    && !asked(/^owner_title$/) && asked(/^owner_(?:name|first|last)$/);
}

export const PRINTED_NAME = /^(?:print(?:ed)? name|name \(print(?:ed)?\))\b/i;

/** A "Printed Name" over an owner's details (a guarantor's block asking ownership, SSN/SIN, date of birth, home
 *  address on the next lines): the owner's name, not a signature's. A signature block asks none of them. (The
 *  signature's own line may stand between: a row of details three lines down, the printed name's value and the
 *  signature's caption over it.) */
export function ownersDetails(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  return pieces.some((q) => q !== p && q.text && q.y0 >= p.y0 - 1 && q.y0 - p.y1 < 5 * h && q.x0 < p.x0 + 400 && (/^(?:date of birth|d\.?o\.?b\.?|home address)\b/i.test(q.text.trim())
    || ['owner_ownership', 'owner_tax_id'].includes(labelOf(q.text, true, false, false)?.field ?? '')));
}

/** Contact details as a letterhead prints them: a phone or fax number, an e-mail, a web address, a street address. */
const CONTACT = [/\(?\d{3}\)?[\s.-]?\d{3}-\d{4}/, /\S@\S+\.\w/, /\bwww\.|\.com\b/i, /\d+\s+\p{L}[\p{L}\s.]*\b(?:street|st|avenue|ave|suite|ste|blvd|boulevard|road|rd|drive|dr|way|lane|ln|plaza|parkway|pkwy)\b/iu];

/**
 * A number printed with its label in one run ("EIN 46-5633101") in the letterhead or the footer (the page's top or
 * bottom strip), among the issuer's contact details stacked with it or on its line (address, phone, e-mail): the
 * broker's or funder's own number, not the merchant's.
 */
export function letterhead(p: Piece, pieces: Piece[], height: number): boolean {
  if (!height || (p.y0 > 0.18 * height && p.y1 < 0.9 * height)) return false;
  // (Not one asked under the business's name in a short form's first lines, "Legal Bus. Name: ..." over "Fed Tax ID#:
  // 26-9758511" and "Bus. Addr.: ...": a letterhead is printed over the form, the merchant's own contact lines in it.)
  if (p.y0 <= 0.18 * height && pieces.some((q) => q.text && q.page === p.page && q.y1 <= p.y0 + 1 && !sameLine(p, q) && labelOf(q.text, false, false, false)?.field === 'legal_name')) return false;
  const block = pieces.filter((q) => q !== p && q.text && Math.abs(q.y0 - p.y0) < 45 && (sameLine(p, q) || Math.abs(q.x1 - p.x1) < 4 || Math.abs(q.x0 - p.x0) < 4));
  // (A contact line stacked with it printed in parts, "765 Palm Dr ...  (431) 342-4755  deals@...": all its parts.)
  const lines = pieces.filter((q) => q.text && Math.abs(q.y0 - p.y0) < 45 && block.some((b) => b !== q && sameLine(b, q)));
  const signals = CONTACT.filter((re) => re.test(p.text) || [...block, ...lines].some((q) => re.test(q.text))).length;
  return signals >= 2;
}

/** A piece in a column of values, each after its label on its line ("S Corp" among "164684534" and "8/8/2021" right of
 *  "Entity", "EIN", "Business Started"): a record's value, however far right of its label the column stands. */
export function columnOfValues(q: Piece, pieces: Piece[]): boolean {
  const keyed = (o: Piece) => { const k = pieces.filter((b) => b !== o && b.text && sameLine(b, o) && b.x1 <= o.x0 + 2).sort((a, b) => b.x1 - a.x1)[0]; return !!k && !!labelOf(k.text, true, false, false); };
  return pieces.filter((o) => o !== q && o.text && !sameLine(o, q) && Math.abs(o.x0 - q.x0) < 6 && keyed(o)).length >= 2;
}

/** One of the choices of a checkbox row whose own label starts its line further left ("LLC" among "3. Legal Structure
 *  [ ] Sole Proprietor ... [ ] LLC"): that label's option, no value of a label over it (a DBA's cell left blank). */
export function anothersOption(q: Piece, field: string, pieces: Piece[]): boolean {
  const row = pieces.filter((o) => o !== q && o.text && sameLine(o, q) && o.x1 <= q.x0 + 1).sort((a, b) => a.x0 - b.x0)[0];
  const asked = row && labelOf(row.text, true, false, false)?.field;
  if (!row || !asked || asked === field || !['type_of_entity', 'payment_frequency'].includes(asked)) return false;
  const word = q.text.replace(/^\W+/, '');
  return (asked === 'payment_frequency' ? frequency(word) : entityType(word, null)) !== null && optionRow(row, asked, pieces);
}
