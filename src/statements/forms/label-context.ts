// Labels only their place makes (issue 36): a bare "Name" under the business's heading, a CRM's "Account Name", a bare "Principal" or an
// owner's number ("OWNER 2") before a person's name, a bare "Number" after a row of kinds of ID to tick, a guarantor's "Printed Name" over the
// guarantor's details, a bare "Location" before the business's whole address.
import { gluedName } from './glued.ts';
import type { PageText } from '../types.ts';
import { labelOf, type Label, type Section } from './labels.ts';
import { onLineAfter, sameLine, type Piece } from './pieces.ts';
import { checkedOptions, TIN_KIND } from './marks.ts';
import { money, personName, stateOf, sumRange } from './values.ts';
import { onlyTitle, ownersDetails, PRINTED_NAME } from './guards.ts';
import { notValue } from './value-of.ts';
import { nameAfterNumber, nameUnderNumber } from './owner-number.ts';
import { sectionHeaded, type Heading } from './headings.ts';

/** A bank's label (bank, routing, account or transit number) within three lines of `p`: a bank account's block. */
function bankNear(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  return pieces.some((q) => q !== p && q.text && Math.abs(q.y0 - p.y0) < 3.5 * h && labelOf(q.text, true, false, false)?.field === 'decoy'
    && /\b(?:bank|routing|aba|transit|institution)\b/i.test(q.text));
}
// (An "Account Number" alone is no bank's: a CRM's record number sits beside "Account Name" on its record page.)

const NUMBER_WORD = /^(?:number|num[ée]ro|n[o°º]\.?)(?:\s*\/\s*(?:number|num[ée]ro|n[o°º]\.?))?\s*[:#]?$/i;

/** The label piece `p` is by its place, given what its words read as (`l`); `ticked`, the kind of number a mark
 *  picked before a bare "Number" (it types the number). */
export function contextLabel(p: Piece, l: Label | null, section: Section, page: PageText, pieces: Piece[], heads: Heading[]): { label: Label | null; ticked: string } {
  let ticked = '';
  l = businessCaption(p, l, section, pieces, heads);
  // Under an owner's heading, "First" and "Last" alone caption a name's two parts, as "Name" alone captions it whole.
  // (Here, not among the labels: "Last Name" in a table's header is one column, no "Last" and a "Name".)
  // (Or after the owner's number, a system's field name: "Owner1 First", "Owner 2 Last".)
  const part = !l && section === 'owner' ? /^(?:(?:owner|principal|guarantor|applicant)\s*#?\s*\d{1,2}\s*)?(first|last)\s*[:.]?$/i.exec(p.text.trim()) : null;
  // (Not a row of parts' captions under the parts written over them, "Ethan | Castillo" over "First | Last" under one
  // "Name": the captions of a value a name's label read whole.)
  if (part && !subCaptions(p, pieces)) l = { field: part[1]!.toLowerCase() === 'first' ? 'owner_first' : 'owner_last', end: p.text.length, explicit: false };
  // A bare "Principal" (or Guarantor, Officer) with a person's name beside it, in the owners' section, names them.
  // (Printed, not written: "Co-Owner" written as a title is a value. A dotted leader may run to its colon.)
  if (!l && section === 'owner' && p.source === 'text' && /^(?:principal|guarantor|officer)\s*(?:[.…_]{3,}\s*)?:?$/i.test(p.text.trim())) {
    const r = onLineAfter(p, pieces)[0];
    if (r && r.x0 - p.x1 < 60 && !notValue(r) && /^\p{Lu}/u.test(r.text) && personName(r.text)) l = { field: 'owner_name', end: p.text.length, explicit: false };
  }
  // A bare "Owner" too, when the owner's other labels follow the name on its line ("Owner  Terrence Ortiz  Position
  // CEO  Own % 70%"): alone it heads a section or names a role written. The line of an owner's labels says whose
  // line it is under any heading (a quick app prints no owners' heading: "Owner  Andre De La Rosa  Ttl  Own %").
  if (!l && ownerLine(p, pieces)) l = { field: 'owner_name', end: p.text.length, explicit: true };
  // An owner's number with a name typed after it on its line ("OWNER 1   Maria G. O'Donnell   TITLE  CEO"), though
  // half a line off it: that owner's name (an "Owner 1" heading has no name beside it).
  if (!l && nameAfterNumber(p, pieces)) l = { field: 'owner_name', end: p.text.length, explicit: true };
  // (Or the first of a row of that owner's captions, the name typed under it: "Principal 1 | Position | Ownership".)
  if (!l && nameUnderNumber(p, pieces)) l = { field: 'owner_name', end: p.text.length, explicit: true };
  // A bare "Number" after a row of kinds of number to tick ("ID: [X] SIN [ ] ITIN   Number ___"): the number of the
  // kind ticked (readForm types it by the mark), an owner's in the owners' section.
  // (Or a caption "Numéro / Number" over the number, the kinds to tick on the line under the captions, left of it or
  // right under the caption itself.)
  const h = p.y1 - p.y0;
  const kindsLine = (q: Piece) => sameLine(q, p) || (q.y0 >= p.y1 - 1 && q.y0 - p.y1 < 1.5 * h);
  const kindAt = (q: Piece) => kindsLine(q) && ((q.x1 <= p.x0 + 2 && p.x0 - q.x1 < 250) || (!sameLine(q, p) && q.x0 >= p.x0 - 4 && q.x0 < p.x1));
  if (!l && NUMBER_WORD.test(p.text.trim()) && pieces.some((q) => q !== p && kindAt(q) && TIN_KIND.test(q.text))) {
    l = { field: section === 'owner' ? 'owner_tax_id' : 'business_tax_id', end: p.text.length, explicit: false };
    ticked = checkedOptions(page, pieces).find((o) => kindAt(o.at) && TIN_KIND.test(o.text))?.text ?? '';
  }
  // A bare "Location" asks own or rent on many forms; with a street's whole address written after it on its line
  // ("Location  3609 Harbour Rd, Tampa, FL 33667"), outside the owners' section, it is the business's address.
  // (Or the city and its state's code alone, "Location  Fort Collins, CO": where the business is, its street asked
  // apart; own or rent is answered in words, never a state.)
  if (l?.field === 'other' && section !== 'owner' && /^location\s*:?$/i.test(p.text.trim())) {
    const r = onLineAfter(p, pieces)[0];
    const street = r && /^\s*\d+\s+\p{L}/u.test(r.text) && /\b[A-Z]{2}\.?,?\s+(?:\d{5}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b/.test(r.text);
    const city = r && /^\s*\p{Lu}[\p{L} .'-]{1,30},\s*[A-Z]{2}\.?\s*$/u.test(r.text);
    if (r && r.x0 - p.x1 < 150 && (street || city) && stateOf(r.text)) l = { field: 'address', end: p.text.length, explicit: false };
  }
  if (!l && exactAmount(p, pieces)) l = { field: 'requested_amount', end: p.text.length, explicit: false };
  if (!l) l = afterPaymentLabels(p, pieces);
  // A guarantor's "Printed Name" over the guarantor's details is the owner's name (guards.ts).
  if (l?.field === 'other' && section === 'owner' && PRINTED_NAME.test(p.text.trim()) && ownersDetails(p, pieces)) l = { field: 'owner_name', end: l.end, explicit: true };
  // (So is a signature block's printed name beside the only title the page asks: whose title it is, guards.ts.)
  if (l?.field === 'other' && PRINTED_NAME.test(p.text.trim()) && pieces.some((q) => q !== p && sameLine(p, q) && onlyTitle(q, labelOf(q.text, true, false, false)?.field ?? '', pieces))) l = { field: 'owner_name', end: l.end, explicit: true };
  return { label: l, ticked };
}

/** "Exact amount (if known)", "or exact amount" under the request's label with its brackets of sums to tick ("Amount
 *  needed: [ ] $5K-$25K [X] $25K-$50K ..."): the sum asked pinned down within them, under any heading. */
function exactAmount(p: Piece, pieces: Piece[]): boolean {
  const words = /^\s*(?:or\s+)?((?:exact|actual|specific|precise)\s+amount\b.*)$/i.exec(p.text)?.[1];
  if (!words || labelOf(words, false, true, false)?.field !== 'requested_amount') return false;
  const h = p.y1 - p.y0;
  const asked = pieces.find((q) => q !== p && q.text && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 3.5 * h && Math.abs(q.x0 - p.x0) < 12
    && labelOf(q.text, false, true, false)?.field === 'requested_amount');
  return !!asked && pieces.filter((q) => q.text && q.y0 >= asked.y0 - 2 && q.y1 <= p.y0 + 1 && q.x0 >= asked.x0 - 2 && sumRange(q.text)).length >= 2;
}

/** A bare "Owner" printed before a person's name, with the owner's other labels after the name on its line. */
export function ownerLine(p: Piece, pieces: Piece[]): boolean {
  if (p.source !== 'text' || !/^owner\s*:?$/i.test(p.text.trim())) return false;
  const [r, ...rest] = onLineAfter(p, pieces);
  return !!r && r.x0 - p.x1 < 120 && !notValue(r) && /^\p{Lu}/u.test(r.text) && !!personName(r.text)
    && rest.some((q) => labelOf(q.text, true, false, false)?.field.startsWith('owner_'));
}

/** The other line of a caption printed in two languages, one over the other in its cell ("EIN" over "Tax ID", the
 *  value under both): one caption, whose every word says what the value is (a bare 9-digit number typed by "EIN"). */
export function captionOver(p: Piece, field: string, pieces: Piece[]): string {
  const h = p.y1 - p.y0;
  const q = pieces.find((o) => o !== p && o.text && o.page === p.page && Math.abs(o.x0 - p.x0) < 3 && o.y1 <= p.y0 + 1 && p.y0 - o.y1 < 0.8 * h
    && labelOf(o.text, true, false, false)?.field === field);
  return q?.text ?? '';
}

/** A bare word after the payment's labels on its line, read on from the questions before it: "How many" (after "Est.
 *  remittance ... How often") asks how many payments, "Paid" (after "No. of Payments 160") how often. */
function afterPaymentLabels(p: Piece, pieces: Piece[]): Label | null {
  const bare = /^\s*(?:(how many|count|qty|#)|(paid))\s*[?:.]?\s*$/i.exec(p.text);
  if (!bare) return null;
  const field = bare[1] ? 'number_of_payments' : 'payment_frequency';
  const before = bare[1] ? /^(?:requested_payment|payment_frequency)$/ : /^(?:requested_payment|number_of_payments)$/;
  const asked = pieces.some((q) => q !== p && q.page === p.page && sameLine(q, p) && q.x1 <= p.x0 && before.test(labelOf(q.text, false, true, false)?.field ?? ''));
  return asked ? { field, end: p.text.length, explicit: false } : null;
}

/** A name part's caption ("First") with the other part's ("Last") on its line, each under a value written right over
 *  it: captions under a name's parts. */
function subCaptions(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  const over = (c: Piece) => pieces.some((q) => q !== c && q.text && q.y1 <= c.y0 + 1 && c.y0 - q.y1 < 1.2 * h && Math.abs(q.x0 - c.x0) < 3 * h && !labelOf(q.text, true, false, false));
  const other = pieces.find((q) => q !== p && sameLine(p, q) && /^(?:first|last)(?: name)?\s*$/i.test(q.text.trim()) && q.text.trim().toLowerCase() !== p.text.trim().toLowerCase());
  return !!other && over(p) && over(other);
}

/** Bare captions of the business's fields a record prints: "Name" under the business's heading, a CRM's "Account
 *  Name" or "Company" with the name after it, "Requested" with a sum after it. (`l`: what the words read as.) */
function businessCaption(p: Piece, l: Label | null, section: Section, pieces: Piece[], heads: Heading[]): Label | null {
  // A bare "Name" under the business's heading ("Company Information") is the business's: its legal name.
  if (!l && section === 'business' && sectionHeaded(p, heads)) { const n = /^\s*name\s*[:.]?/i.exec(p.text); if (n) l = { field: 'legal_name', end: n[0].length, explicit: false }; }
  // A CRM's bare "Account Name" is the customer the record is about, the business: its legal name (not a bank account's
  // holder, printed among the bank's name, routing and account numbers).
  // (Its name may be set tight after it, the label ranged right: "Account Name Copperline Nails & Spa Inc.".)
  const account = /^\s*account name(?:\s*[:.])?/i.exec(p.text), rest = account ? p.text.slice(account[0].length) : '';
  if (!l && section !== 'decoy' && account && (!rest.trim() || gluedName(rest)) && !bankNear(p, pieces)) l = { field: 'legal_name', end: rest.trim() ? account[0].length : p.text.length, explicit: false };
  // (So is a bare "Company" in the business's section, its name right after it on its line: a CRM's lead page,
  // "Company   Brandon Ferreira". Bare, it heads a column of other companies elsewhere.)
  const named = (!l || l.field === 'other') && section === 'business' && /^\s*company\s*:?\s*$/i.test(p.text) ? onLineAfter(p, pieces)[0] : undefined;
  if (named && named.x0 - p.x1 < 80 && !notValue(named) && /^\p{Lu}/u.test(named.text.trim()) && !bankNear(p, pieces)) l = { field: 'legal_name', end: p.text.length, explicit: false };
  // (A bare "Requested" with a sum after it on its line, a deal sheet's row "Requested  $225k": the amount asked.)
  const sum = !l && section !== 'decoy' && /^\s*requested\s*:?\s*$/i.test(p.text) ? onLineAfter(p, pieces)[0] : undefined;
  if (sum && sum.x0 - p.x1 < 200 && money(sum.text) !== null && /\d/.test(sum.text)) l = { field: 'requested_amount', end: p.text.length, explicit: false };
  return l;
}
