// Owners listed one a line, each line an item of a list (issue 36, set 156): "1.  Mei Patel (Managing Member) - 55%",
// "Connor Y. McAllister (Managing Member) owns 45%", "Maria de la Cruz, CEO, owns 25% of the business". A person
// reads each line as one owner: the name, the title in its brackets or between its commas, the share after it.
import { labelOf, sectionOf } from './labels.ts';
import { personName } from './values.ts';
import { ROLE } from './owners-line.ts';
import { NAME } from './owners-listed.ts';
import type { OwnerFound } from './owners.ts';
import { sameLine, type Piece } from './pieces.ts';
import type { Section } from './section-of.ts';

const SHARE = String.raw`(\d{1,3}(?:\.\d+)?)\s*%`;
const ITEM = new RegExp(String.raw`^\s*(?:\d{1,2}[.)]\s+)?([^(),\d]+?)\s*(?:\(([^()\d]{2,40})\)|,\s*([^,\d]{2,40}?)\s*,)\s*(?:(?:owns|holds|owning)\s+${SHARE}(?:\s+of\s+(?:the\s+)?(?:business|company|shares?))?|[-–—]\s*${SHARE}|${SHARE})?\s*\.?\s*$`, 'iu');

/** The owner a list's line names, as its name, title and share found; null for a line that is no such item. A line
 *  numbered as an item of a list ("1." printed before it) or in the owners' section. */
export function ownerItem(p: Piece, pieces: Piece[], section: Section | null): OwnerFound[] | null {
  if (section === 'decoy') return null;
  const m = ITEM.exec(p.text);
  if (!m) return null;
  const name = m[1]!.trim(), role = (m[2] ?? m[3])?.trim() ?? null, share = m[4] ?? m[5] ?? m[6];
  // (A caption with its note is none: "SPOUSE NAME (not an owner)".)
  // (Nor a heading with its note, "B. THE OWNERS (each owner completes one statement)": a person's name, a title of a
  // few words.)
  if (!NAME.test(name) || !role || (!share && !ROLE.test(role)) || /\b(?:not|non|no)\b/i.test(role) || role.split(/\s+/).length > 4
    || labelOf(name, true, false, false) || sectionOf(name) || !personName(name)) return null;
  const numbered = /^\s*\d{1,2}[.)]\s/.test(p.text) || pieces.some((q) => q !== p && sameLine(p, q) && q.x1 <= p.x0 + 1 && p.x0 - q.x1 < 24 && /^\s*\d{1,2}[.)]\s*$/.test(q.text));
  if (!numbered && section !== 'owner') return null;
  const out: OwnerFound[] = [];
  const add = (field: string, text: string) => out.push({ field, text, label: 'owner', piece: p, confidence: 0.7, source: p.source });
  add('owner_name', name);
  add('owner_title', role);
  if (share) add('owner_ownership', `${share}%`);
  return out;
}
