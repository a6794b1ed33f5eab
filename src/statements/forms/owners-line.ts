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
export const ROLE = /\b(?:owner|partner|member|president|ceo|cfo|coo|cto|manager|director|officer|secretary|treasurer|principal|founder|vp|chair\w*|proprietor|shareholder|operator)\b/i;
const SHARE = /^(\d{1,3}(?:\.\d+)?)\s*%$/;

/** The line's text right of the label: the label's own piece's rest, and the pieces after it on its line. */
function lineAfter(p: Piece, label: RegExpExecArray, pieces: Piece[]): { text: string; parts: Piece[] } {
  const rest = pieces.filter((q) => q !== p && q.text.trim() && q.page === p.page && sameLine(p, q) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0);
  const own = p.text.slice(label[0].length).trim();
  return { text: [own, ...rest.map((q) => q.text.trim())].filter(Boolean).join(' '), parts: [p, ...rest] };
}

/** The owner a numbered owner's line writes, each value found; null when `p` is no such line or names nobody. */
export function ownerLine(p: Piece, pieces: Piece[]): { found: OwnerFound[]; used: Piece[] } | null {
  const m = LABEL.exec(p.text);
  if (!m) return null;
  const { text, parts: used } = lineAfter(p, m, pieces);
  // (A share written after the title with no comma is a part of its own: "Gurpreet Wong - General Partner  30 %".)
  let parts = text.split(/\s*[,;]\s*|\s+[-–—]\s+|(?<=\p{L})\s+(?=\d{1,3}(?:\.\d+)?\s*%(?![\p{L}\d]))/u).map((s) => s.trim()).filter(Boolean);
  if (!parts.length) return null;
  // (The title in brackets after the name: "Gwen Van Houten (CEO)".)
  const bracket = /^(.*?)\s*\(([^)]+)\)$/.exec(parts[0]!);
  let name = bracket ? bracket[1]!.trim() : parts[0]!;
  let role = bracket && !/\d/.test(bracket[2]!) ? bracket[2]!.trim() : null;
  // A single word after the first part that is no title is the given name after the surname ("St. Pierre, Colin").
  if (!bracket && parts[1] && /^\p{Lu}[\p{L}'’-]+$/u.test(parts[1]) && !ROLE.test(parts[1]) && parts.length > 2) { name = `${parts[0]}, ${parts[1]}`; parts = parts.slice(1); }
  if (!NAME.test(name.replace(/,/g, '')) && !/^\p{Lu}[\p{L}'’.-]+,\s*\p{Lu}/u.test(name)) return null;
  const label = m[1] ?? m[2]!;
  const at = (s: string) => used.find((q) => q.text.includes(s)) ?? used[used.length > 1 ? 1 : 0]!;
  const out: OwnerFound[] = [];
  const add = (field: string, value: string, said = label) => { const piece = at(value); out.push({ field, text: value, label: said, piece, confidence: 0.7, source: piece.source }); };
  add('owner_name', name);
  // (A caption after the label is a table's row, "Owner 1 - Name | ...": no owner's line.)
  const own = p.text.slice(m[0].length).trim(), caption = labelOf(own || name, true, false, false);
  if (caption && caption.field !== 'other') return null;
  for (const part of parts.slice(1)) {
    const share = SHARE.exec(part);
    const l = share ? null : labelOf(part, true, false, false);
    const value = l ? part.slice(l.end).replace(/^[\s:#-]+/, '') : '';
    if (share) add('owner_ownership', part);
    else if (l && l.field.startsWith('owner_') && value) add(l.field, value, part.slice(0, l.end).trim());
    else if (!role && !l && ROLE.test(part) && /^\p{L}[\p{L} .&/-]{1,40}$/u.test(part)) role = part;
    // Every part is an owner's detail: a word the line cannot read ("the", "owning 20% of Merchant") makes it a
    // sentence, read as one (a detail said with its date, "born 05/17/1978", is one).
    else if (!/^\p{L}+\s+[\d/.-]{6,10}$/u.test(part)) return null;
  }
  if (role) add('owner_title', role);
  return { found: out, used };
}

/** Whether `q` is on a numbered owner's line (its label's piece, or a value written after it). */
export function ownerLineAt(q: Piece, pieces: Piece[]): boolean {
  return pieces.some((p) => p.page === q.page && (p === q || (sameLine(p, q) && p.x0 <= q.x0)) && LABEL.test(p.text) && !!ownerLine(p, pieces)?.found.length);
}
