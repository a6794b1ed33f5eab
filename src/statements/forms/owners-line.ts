// An owner written on one line after a numbered label (issue 36): "Owner 1: St. Pierre, Colin, Managing Member - 70%",
// "Owner 2: Gwen Van Houten (CEO), 40%, SIN 351 538 186, Beacon 594", an e-mail's or a short form's way of listing
// its owners. A person reads the name first (its surname first when a comma parts it from a given name alone), the
// title after it or in its brackets, the share by its sign, and each other part by its own word.
import { labelOf } from './labels.ts';
import { NAME } from './owners-listed.ts';
import type { OwnerFound } from './owners.ts';
import { sameLine, type Piece } from './pieces.ts';

/** The line's label: an owner's word with the owner's number (the number says it is one owner's line, not a list);
 *  or the word alone with its colon, a sole owner's line ("Owner: Derek Nguyen - Sole Proprietor - 100%"). */
const LABEL = /^\s*[*•·\-–]?\s*(?:((?:owner|principal|partner|guarantor|shareholder|officer)\s*#?\s*\d)\s*[:\-–—]|((?:owner|principal|guarantor))\s*:)\s*/i;
/** An office's word: an owner's title holds one ("Managing Member", "Owner/Operator"). */
/** The owner's word with its number alone in its piece, no colon: "Owner 1", "Principal #2". */
const ALONE = /^\s*((?:owner|principal|partner|guarantor|shareholder|officer)\s*#?\s*\d)\s*$/i;
export const ROLE = /\b(?:owner|partner|member|president|ceo|cfo|coo|cto|manager|director|officer|secretary|treasurer|principal|founder|vp|chair\w*|proprietor|shareholder|operator|pres|mgr|mbr|mng|gm|dir|treas)\b/i;
const SHARE = /^(\d{1,3}(?:\.\d+)?)\s*%$/;
/** An SSN or ITIN (3-2-4) or a SIN (3-3-3), full or masked, dashed, spaced or bare. */
const PERSONS_NUMBER = /^(?:[\dXx*•]{3}([- ]?)[\dXx*•]{2}\1\d{4}|[\dXx*•]{3}([- ]?)[\dXx*•]{3}\2\d{3})$/;

/** The line's text from piece `p` on: `own` (what `p` holds right of a label), and the pieces after it on its line. */
function lineAfter(p: Piece, own: string, pieces: Piece[]): { text: string; parts: Piece[] } {
  const rest = pieces.filter((q) => q !== p && q.text.trim() && q.page === p.page && sameLine(p, q) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0);
  // (Pieces set a cell apart are parts apart, as a bar between them says: "Gregory D. Fitzgerald | Owner/Operator".)
  const h = p.y1 - p.y0;
  // (Not where the words themselves part them: "Gurpreet Wong" then "- General Partner".)
  // (Nor on a line of labels each with its value, "Title: Managing Member  %: 60  SS#: ...": read as it was.)
  const labelled = rest.some((q) => /:\s*$/.test(q.text));
  // (Nor so far where the piece after is a part of its own whole, a title, a share or a detail's caption: a hand's
  // cells "Hector E. Brennan" "COO" "50" "Soc" a few points apart, the bars between them drawn, not typed.)
  const whole = (q: Piece) => (ROLE.test(q.text) && /^\s*\p{L}[\p{L} .&/-]*$/u.test(q.text)) || /^\s*\d{1,3}(?:\.\d+)?\s*%?\s*$/.test(q.text) || !!detailLabel(q.text);
  // (Not after a detail's caption: "FICO" "671" is one part.)
  const afterCaption = (t: string) => { const last = t.split(/[,;|]|\s[-–—]\s/).pop()!.trim(), l = labelOf(last, true, false, false); return !!l && l.end >= last.length - 1; };
  const bar = (t: string, q: Piece, gap: number) => !labelled && !!t && gap > (whole(q) && !afterCaption(t) ? 0.3 : 0.8) * h && !/[-–—,;|:]\s*$/.test(t) && !/^\s*[-–—,;|%]/.test(q.text);
  const text = rest.reduce((t, q, i) => { const gap = q.x0 - (i ? rest[i - 1]! : p).x1; return `${t}${bar(t, q, gap) ? ' | ' : ' '}${q.text.trim()}`; }, own).trim();
  return { text, parts: [p, ...rest] };
}

/** The owner a numbered owner's line writes, each value found; null when `p` is no such line or names nobody. */
export function ownerLine(p: Piece, pieces: Piece[]): { found: OwnerFound[]; used: Piece[] } | null {
  const alone = ALONE.exec(p.text);
  const m = LABEL.exec(p.text) ?? alone;
  if (!m) return null;
  const { text, parts: used } = lineAfter(p, p.text.slice(m[0].length).trim(), pieces);
  // (A label alone in its cell, "Owner 1" in a table's field column, is an owner's line only when the cells after it
  // read as one owner's name and two details at least: "Hector E. Brennan | COO | 50 | Soc 425-30-3607".)
  // (Not a row of captions each with its value, "Owner 2  Kevin Delgado  Ttl  CEO  Own %  25": read label by label.)
  if (alone && !LABEL.test(p.text)) {
    if (captioned(used.slice(1))) return null;
    const found = ownerDetails(text, used, alone[1]!);
    return found && found.length >= 3 ? { found, used } : null;
  }
  // (A caption after the label is a table's row, "Owner 1 - Name | ...": no owner's line.)
  const own = p.text.slice(m[0].length).trim(), caption = own ? labelOf(own, true, false, false) : null;
  if (caption && caption.field !== 'other') return null;
  const found = ownerDetails(text, used, m[1] ?? m[2]!);
  return found ? { found, used } : null;
}

/** An owner's details written in one run, "Whitfield, Naomi - Owner/Operator - 75 - SS# xxx-xx-5669 - DOB 07/07/1976":
 *  each value found (at the piece of `used` holding it); null when a part is no owner's detail, or no name leads. */
export function ownerDetails(text: string, used: Piece[], label: string): OwnerFound[] | null {
  // (A share written after the title with no comma is a part of its own: "Gurpreet Wong - General Partner  30 %".)
  // (Not at a date's comma, "DOB February 16, 1980".)
  // (Nor is what follows the share: "55% ***-**-5910", a hand's parts run together.)
  let parts = text.split(/\s*(?:,(?!\s*\d{4}\b)|[;|])\s*|\s+[-–—]\s+|(?<=\p{L})\s+(?=\d{1,3}(?:\.\d+)?\s*%(?![\p{L}\d]))|(?<=\d\s*%)\s+(?=[\p{L}\dXx*•])/u).map((s) => s.trim()).filter(Boolean);
  if (!parts.length) return null;
  // (The title in brackets after the name: "Gwen Van Houten (CEO)".)
  const bracket = /^(.*?)\s*\(([^)]+)\)$/.exec(parts[0]!);
  let name = bracket ? bracket[1]!.trim() : parts[0]!;
  let role = bracket && !/\d/.test(bracket[2]!) ? bracket[2]!.trim() : null;
  // A single word after the first part that is no title is the given name after the surname ("St. Pierre, Colin").
  // (In cells apart, the name's two parts in their order, "Michael | Washington" over "First name | Last name".)
  const apart = /^\s*\|/.test(text.slice(text.indexOf(parts[0]!) + parts[0]!.length));
  // (The title run on after the given name, a hand's words run together: "O'Connor, Anne-Marie Treasurer 20 %".)
  // (Only after a surname's comma: "Managing Member" after "James Nguyen |" is the title whole.)
  const comma = /^\s*,/.test(text.slice(text.indexOf(parts[0]!) + parts[0]!.length));
  const run = !bracket && comma && parts[1] ? /^(\p{Lu}[\p{L}'’-]+)\s+(\p{L}[\p{L} .&/-]{1,40})$/u.exec(parts[1]) : null;
  if (run && ROLE.test(run[2]!) && !ROLE.test(run[1]!)) parts = [parts[0]!, run[1]!, run[2]!, ...parts.slice(2)];
  if (!bracket && parts[1] && /^\p{Lu}[\p{L}'’-]+$/u.test(parts[1]) && !ROLE.test(parts[1]) && parts.length > 2) { name = apart ? `${parts[0]} ${parts[1]}` : `${parts[0]}, ${parts[1]}`; parts = parts.slice(1); }
  // (The title run on after a name with no mark between, a hand's words run together: "Connor T. von Hagen Secretary".)
  const trailing = !bracket && !comma && !parts.slice(1).some((q) => ROLE.test(q) && !/\d/.test(q)) ? /^(\S+(?:\s+\S+)+?)\s+((?:managing\s+|general\s+|vice\s+)?\p{L}+)$/iu.exec(name) : null;
  if (trailing && ROLE.test(trailing[2]!) && !ROLE.test(trailing[1]!) && NAME.test(trailing[1]!)) { name = trailing[1]!; role = trailing[2]!; }
  if (!NAME.test(name.replace(/,/g, '')) && !/^\p{Lu}[\p{L}'’.-]+,\s*\p{Lu}/u.test(name)) return null;
  const at = (s: string) => used.find((q) => q.text.includes(s)) ?? used[used.length > 1 ? 1 : 0]!;
  const out: OwnerFound[] = [];
  const add = (field: string, value: string, said = label) => { const piece = at(value); out.push({ field, text: value, label: said, piece, confidence: 0.7, source: piece.source }); };
  add('owner_name', name);
  if (labelOf(name, true, false, false)) return null;
  for (const part of parts.slice(1)) {
    const share = SHARE.exec(part);
    const l = share ? null : detailLabel(part);
    const value = l ? part.slice(l.end).replace(/^[\s:#-]+/, '') : '';
    if (share) add('owner_ownership', part);
    else if (l && l.field.startsWith('owner_') && value) add(l.field, value, part.slice(0, l.end).trim());
    // ("Soc 987-83-5544": a Social Security number by its short word.)
    else if (/^soc\.?\s+(?=[\dXx*])/i.test(part)) add('owner_tax_id', part.replace(/^soc\.?\s+/i, ''), 'Soc');
    // (A labelled detail the reader keeps elsewhere, "D.O.B. 09/23/1978", "Cell (555) 201-3344": the owner's still.)
    else if (l && value && l.field !== 'decoy') continue;
    else if (!role && (!l || !value) && ROLE.test(part) && /^\p{L}[\p{L} .&/-]{1,40}$/u.test(part)) role = part;
    // (A number shaped as a person's, full or masked, "***-**-5910", "123 456 789": the owner's number.)
    else if (PERSONS_NUMBER.test(part) && !out.some((f) => f.field === 'owner_tax_id')) add('owner_tax_id', part);
    // (A bare figure up to 100 among the details, "Owner | 49 | SSN ...", is the share.)
    else if (/^\d{1,3}$/.test(part) && Number(part) <= 100 && !out.some((f) => f.field === 'owner_ownership')) add('owner_ownership', part);
    // Every part is an owner's detail: a word the line cannot read ("the", "owning 20% of Merchant") makes it a
    // sentence, read as one (a detail said with its date, "born 05/17/1978", is one).
    else if (!/^\p{L}+\s+[\d/.-]{6,10}$/u.test(part)) return null;
  }
  if (role) add('owner_title', role);
  return out;
}

/** Whether any of `parts` is a caption of an owner's name, title or share ("Ttl", "Own %", "Title"). */
const captioned = (parts: Piece[]) => parts.some((q) => /^owner_(?:title|ownership|name|first|last)$/.test(labelOf(q.text, true, false, false)?.field ?? ''));

/** Whether `q` is on a numbered owner's line (its label's piece, or a value written after it). */
export function ownerLineAt(q: Piece, pieces: Piece[]): boolean {
  return pieces.some((p) => p.page === q.page && (p === q || (sameLine(p, q) && p.x0 <= q.x0)) && LABEL.test(p.text) && !!ownerLine(p, pieces)?.found.length);
}

/** Owners answered one to a line under a question asking them ("Owners: name, title, %, SSN, credit score, DOB" over
 *  "Whitfield, Naomi - Owner/Operator - 75 - SS# xxx-xx-5669" and "Andre Patel - Member - 25 % - ..."): each line, set
 *  where the first starts, read as an owner's details (a name and two details at least). */
export function ownersUnder(v: Piece, pieces: Piece[], label: string): { found: OwnerFound[]; used: Piece[] } | null {
  const found: OwnerFound[] = [], used: Piece[] = [];
  for (let line: Piece | undefined = v; line; ) {
    // (The line's pieces after its first, a hand's values between printed dashes and captions: "Travis Dubois" "-"
    // "COO" "-" "50%" "- Soc" "616-34-7057".)
    // (Not a line of captions each with its value, "Full Name  Rivera-Soto, Malik  Title  President": read label by label.)
    const after = lineAfter(line, line.text.trim(), pieces), { text, parts } = captioned(after.parts.slice(1)) ? { text: line.text, parts: [line] } : after;
    const d = ownerDetails(text, parts, label);
    if (!d || d.length < 3) break;
    found.push(...d); used.push(...parts);
    const last: Piece = line;
    line = pieces.find((q) => q.page === last.page && q.text && Math.abs(q.x0 - v.x0) < 4 && q.y0 >= last.y1 - 1 && q.y0 - last.y1 < 0.8 * (last.y1 - last.y0));
  }
  return found.length ? { found, used } : null;
}

/** The people a heading of added owners names. */
const PEOPLE = String.raw`(?:owners?|principals?|guarantors?|partners?|shareholders?|officers?)(?:\s*\(s\))?`;
/** A heading over owners added after the form's own ("Add'l owner(s) -->", "Additional owners", "Other principals",
 *  "+ 3rd owner (added per call w/ merchant):"). */
const ADDED = new RegExp(String.raw`^\s*\+?\s*(?:add(?:'l|itional|\.|l\.?)?|other|more|further|extra|\d(?:st|nd|rd|th))\s+${PEOPLE}(?![\p{L}])`, 'iu');
/** Only the heading's words on its line, a bracketed note and an arrow or colon after them. */
const ADDED_ALONE = new RegExp(String.raw`^[^:]*?${PEOPLE}(?:\s*\([^)]*\))?[\s:.\-–—>→)]*$`, 'iu');

/** A line saying alone that owners follow: "more owners ->", "Additional owners:", a hand's note, no heading's type. */
export const addedAlone = (text: string) => ADDED.test(text) && ADDED_ALONE.test(text.trim());

/** Owners added one to a line under a heading of their own, written by hand with no captions over them (the printed
 *  blocks held too few): each line under the heading that reads as an owner's details (a name and two details at
 *  least), the lines a hand's spacing apart. */
export function ownersAfterHeading(h: Piece, pieces: Piece[]): { found: OwnerFound[]; used: Piece[] } | null {
  if (!ADDED.test(h.text)) return null;
  const found: OwnerFound[] = [], used: Piece[] = [];
  for (let last: Piece = h; ;) {
    const size = last.y1 - last.y0, below = (q: Piece) => q !== h && q.page === h.page && !!q.text.trim() && q.x0 >= h.x0 - 4 && !used.includes(q);
    const next = pieces.filter((q) => below(q) && q.y0 >= last.y1 - 1 && q.y0 - last.y1 < 2 * size).sort((a, b) => a.y0 - b.y0)[0];
    const first = next && pieces.filter((q) => below(q) && sameLine(q, next)).sort((a, b) => a.x0 - b.x0)[0];
    const rows = first ? ownersUnder(first, pieces, h.text) : null;
    if (!rows) break;
    found.push(...rows.found); used.push(...rows.used);
    last = rows.used.reduce((a, b) => (b.y1 > a.y1 ? b : a));
  }
  return found.length ? { found, used } : null;
}

/** A detail's caption before its value, "SS# xxx-xx-5669", "DOB 07/07/1976", "FICO 682": the words before the first
 *  figure or mask, when they are a label whole. */
function detailLabel(part: string): { field: string; end: number } | null {
  const whole = labelOf(part, true, false, false);
  if (whole) return whole;
  const at = /\s+(?=[\dXx*•(]{2}|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/i.exec(part);
  const l = at ? labelOf(part.slice(0, at.index), true, false, false) : null;
  return l && l.end >= at!.index - 1 ? { field: l.field, end: at!.index } : null;
}
