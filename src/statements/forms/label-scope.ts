// Where a label's value is not the applicant's (moved out of reader.ts, which had grown past its size): a request's
// label captioning other parties' terms, an owner's label outside the owners or in a signature block.
import type { Label, Section } from './labels.ts';
import type { Piece } from './pieces.ts';
import { ownerAbove } from './owners.ts';
import { advancesHeader, onlyTitle, partysPayment, signatureBlock } from './guards.ts';
import { headOver, type Heading } from './headings.ts';

/** A request's label that captions other parties' terms: an existing advances table's header ("Funder | Balance |
 *  Payment | Frequency") heads columns of other funders' terms, wherever the table is printed (under a heading not
 *  read as theirs); a payment in a row of captions opened by a landlord's is the rent's (guards.ts). (The column's own
 *  header: not a table's captions on the label's line under another column's heading.) */
export function othersTerms(p: Piece, field: string, pieces: Piece[], heads: Heading[]): boolean {
  if (!/^(?:requested_|number_of_payments|payment_frequency)/.test(field)) return false;
  // (Under no heading, a label keeps to no heading's column but one set out to its right: its line is read up to
  // there, "Funder: ... Balance: ... Pmt:" under the page's title, not a table headed in the next column.)
  const own = headOver(p, heads);
  const column = pieces.filter((q) => { const h = headOver(q, heads); return !h || (own ? p.x0 >= h.x0 && p.x0 < h.x1 : h.x0 <= p.x0); });
  return advancesHeader(p, column) || (field === 'requested_payment' && partysPayment(p, column));
}

/** A label whose value is no owner's (or no business's) here: an owner's label outside the owners, a signature
 *  block's title, date or share (the signer's, printed again), an owner's home address. */
export function notOwnersHere(p: Piece, l: Label, section: Section, pieces: Piece[]): boolean {
  if (l.field.startsWith('owner_') && section !== 'owner' && !l.explicit && !ownerAbove(p, pieces)) return true;
  // (Not a credit score or a tax number: a signature block asks neither, a guarantor's block may print them beside it.)
  // (But a title asked nowhere else on the page, a fast app's, is the signer's only title: guards.ts.)
  if (l.field.startsWith('owner_') && !['owner_name', 'owner_credit', 'owner_tax_id'].includes(l.field) && signatureBlock(p, pieces) && !onlyTitle(p, l.field, pieces)) return true;
  return l.field === 'address' && (section === 'owner' || ownerAbove(p, pieces));
}
