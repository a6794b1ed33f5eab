// Owners listed in a line of text after a label (issue 36): "Other owners: Wei Kowalski (Secretary) thirty-five
// percent (35%); Thomas Santos (Vice President) 25%", a short form's way of naming the owners it has no rows for.
import { sameLine, type Piece } from './pieces.ts';
import type { OwnerFound } from './owners.ts';

const LISTED = /^\s*(?:other|additional|remaining|further|co-?)\s*(?:owners?|principals?|guarantors?|shareholders?|partners?)\b\s*(?:\([^)]*\))?\s*[:\-–—]?\s*/i;

// (A particle may be joined to the name by a hyphen, "al-Rashid", "el-Amin".)
export const NAME = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|la|del|los|van|der|den|von|da|di|le|du|st\.?|bin|al|(?:al|el|ad|bin|ibn|de|da|di|du|le|la)-\p{Lu}[\p{L}'’.-]*))+$/u;

/** The owners a "Other owners:" label lists, each as its name, title and share found (none for "None", "N/A"). */
export function listedOwners(p: Piece, pieces: Piece[]): OwnerFound[] | null {
  const m = LISTED.exec(p.text);
  // (A label: a colon or dash after it, or nothing but it in its piece; not a sentence's "co-owner ... is".)
  if (!m || !(/[:\-–—]\s*$/.test(m[0]) || !p.text.slice(m[0].length).trim())) return null;
  const h = p.y1 - p.y0;
  const after = p.text.slice(m[0].length).trim();
  const right = after ? p : pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 12 * h).sort((a, b) => a.x0 - b.x0)[0];
  const text = after || right?.text || '';
  // (Nor a pointer to where they are listed, "SEE CONTINUATION PAGE (2)", "see attached", "on page 2".)
  if (!right || !/\p{L}{2}/u.test(text) || /^(?:none|n\/?a|no|nil|-+)\b/i.test(text) || /^(?:see|refer to|attached|as attached|on (?:the )?(?:next |following )?page|continued|cont\.)\b/i.test(text)) return [];
  const out: OwnerFound[] = [];
  const label = p.text.slice(0, m[0].length).trim();
  // Each listed owner found at its own place along the line, so that its title and share go with its name.
  const width = right.x1 - right.x0, from = after ? right.text.length - after.length : 0;
  let at = 0;
  for (const part of text.split(/\s*;\s*/)) {
    const start = text.indexOf(part, at);
    at = start + part.length;
    const x0 = right.x0 + (width * (from + start)) / right.text.length;
    const piece: Piece = { ...right, text: part, x0, x1: x0 + (width * part.length) / right.text.length };
    const found = (field: string, value: string) => out.push({ field, text: value, label, piece, confidence: 0.7, source: right.source });
    const named = /^([^()\d%,]+)\s*(?:\(([^)]*\p{L}[^)]*)\)|,\s*([\p{L} ]{2,30}?)(?=\s*[,\d(]|\s*$))?\s*(.*)$/u.exec(part);
    // (A person's name: words in capitals, a surname's particles apart; not an instruction, "attach sheet.")
    if (!named || !NAME.test(named[1]!.trim())) continue;
    found('owner_name', named[1]!.trim());
    const role = named[2] ?? named[3];
    if (role) found('owner_title', role.trim());
    const share = /(\d{1,3}(?:\.\d+)?)\s*%/.exec(named[4] ?? '') ?? /^\s*(\d{1,3}(?:\.\d+)?)\s*$/.exec(named[4] ?? '');
    if (share) found('owner_ownership', `${share[1]}%`);
  }
  return out;
}
