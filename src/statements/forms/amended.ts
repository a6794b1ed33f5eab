// Values an amendment restates (issue 36). An addendum signed after the application changes what the application
// said: "1. The Requested Amount stated in Section 2 of the application is amended to:  $85,000". A person takes the
// amended value over the one the form printed (even over a correction made on the form itself), and an owner's
// value amended by name, "2. The ownership of  Michael Quintero  is amended to:  40%", over that owner's.
import type { FormApplicant } from '../types.ts';
import { labelOf } from './labels.ts';
import { addOwner, type OwnerFound } from './owners.ts';
import { sameLine, type Piece } from './pieces.ts';
import type { PageText } from '../types.ts';
import { tickedOffer } from './ticked-offer.ts';

/** The words that say a value was changed, and to what: "is amended to", "shall be changed to", "is hereby increased to". */
/** (And an e-mail's correction of what an earlier message said: "Sorry, the EIN is actually 72-2541777", "the start
 *  date should be 03/04/2015".) */
const AMENDED = /\b(?:(?:is|are|shall be|has been|have been|to be)\s+(?:hereby\s+)?(?:amended|changed|corrected|revised|increased|decreased|reduced|raised|lowered|updated)\s+to|(?:is|are)\s+actually|should\s+(?:be|read|have\s+been))\b\s*:?\s*/i;

/** The field a sentence's subject names: its first run of words that is a label and nothing more ("The Requested
 *  Amount stated in Section 2" names the amount requested), and the person it names after "of", if any. */
function subjectOf(subject: string): { field: string; owner: string | null } | null {
  const words = subject.replace(/^\s*(?:\d{1,2}|[a-z])[.)]\s*/i, '').split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(5, words.length - i); n >= 1; n--) {
      const w = words.slice(i, i + n).join(' ');
      const l = labelOf(w, true, true, false);
      if (!l || l.end < w.replace(/[\s:.]+$/, '').length || ['decoy', 'other'].includes(l.field)) continue;
      const of = /^of\s+(.+)$/i.exec(words.slice(i + n).join(' '));
      return { field: l.field, owner: l.field.startsWith('owner_') && of ? of[1]!.trim() : null };
    }
  }
  return null;
}

/** The page's amended values (each found as its field, an owner's with the name it amends) and the pieces they were
 *  read from, which say nothing else: said in sentences, or set in a box of changes (changesBox). */
export function amendments(pieces: Piece[]): { found: OwnerFound[]; used: Set<Piece> } {
  const { found, used } = changesBox(pieces);
  for (const p of pieces) {
    if (!p.text || used.has(p)) continue;
    const m = AMENDED.exec(p.text);
    if (!m) continue;
    const line = pieces.filter((q) => q.text && q.page === p.page && sameLine(p, q)).sort((a, b) => a.x0 - b.x0);
    const before = line.filter((q) => q.x1 <= p.x0 + 2);
    const after = line.filter((q) => q.x0 >= p.x1 - 2);
    const rest = p.text.slice(m.index + m[0].length).trim();
    // (A note after the value in brackets is the writer's, "(typo in my last email)".)
    const bare = (t: string) => t.replace(/\.$/, '').replace(/\s*\([^)]*\)\s*\.?$/, '').trim();
    const value = rest ? { text: bare(rest), piece: p } : after[0] && { text: bare(after[0].text), piece: after[0] };
    if (!value) continue;
    const subject = [...before.map((q) => q.text), p.text.slice(0, m.index)].join(' ').trim();
    const s = subjectOf(subject);
    if (!s || (s.field.startsWith('owner_') && !s.owner)) continue;
    for (const q of [...before, p, ...(value.piece === p ? [] : [value.piece])]) used.add(q);
    found.push({ field: s.field, text: value.text, label: subject, piece: value.piece, confidence: 0.9, source: value.piece.source, amended: true, ...(s.owner ? { amends: s.owner } : {}) });
  }
  return { found, used };
}

/** What the page says replaces the form's values: its amendments, and the priced option ticked (ticked-offer.ts). */
export function restated(page: PageText, pieces: Piece[]): { found: OwnerFound[]; used: Set<Piece> } {
  const a = amendments(pieces), o = tickedOffer(page, pieces);
  return { found: [...a.found, ...o.found], used: new Set([...a.used, ...o.used]) };
}

/** A box of the changes since the application on file: "CHANGES SINCE LAST APPLICATION", "Corrections", "Updated
 *  information". */
const CHANGES = /^(?:changes?|corrections?|updates?|updated\s+(?:information|details|info)|what(?:'s|\s+has)\s+changed)(?:\s+(?:since|to|from|on)\b[^:]*)?\s*:?$/i;

/** The values of a box of changes, a field's caption and its new value to a row ("Owner 2 %  25", "Legal name  Copper
 *  Kettle Company LLC"), read under the box's heading down to the first row that is neither (its header row, "Field |
 *  New information", before the first is passed): each replaces the value printed before, an owner's by the owner's
 *  number in its caption. */
function changesBox(pieces: Piece[]): { found: OwnerFound[]; used: Set<Piece> } {
  const found: OwnerFound[] = [], used = new Set<Piece>();
  for (const h of pieces.filter((p) => CHANGES.test(p.text.trim()))) {
    const rows = pieces.filter((q) => q.page === h.page && q.text && q.y0 >= h.y1 - 1 && q.x0 >= h.x0 - 6).sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
    for (let last: Piece = h, k = 0; k < rows.length;) {
      const first = rows[k]!, line = rows.filter((q) => sameLine(q, first)).sort((a, b) => a.x0 - b.x0);
      if (first.y0 - last.y1 > 2 * (last.y1 - last.y0)) break;
      k += line.length;
      const l = labelOf(line[0]!.text, true, true, false), value = line[1];
      const caption = !!l && l.end >= line[0]!.text.trim().length - 1 && !['other', 'decoy'].includes(l.field);
      if (!caption || !value || labelOf(value.text, true, true, false)) { if (found.length) break; last = line[line.length - 1]!; continue; }
      const nth = /\b(\d)\b/.exec(line[0]!.text)?.[1];
      if (l.field.startsWith('owner_') && !nth) { last = line[line.length - 1]!; continue; }
      for (const q of line) used.add(q);
      found.push({ field: l.field, text: value.text.trim(), label: line[0]!.text.trim(), piece: value, confidence: 0.9, source: value.source, amended: true, ...(nth && l.field.startsWith('owner_') ? { amendsNth: Number(nth) } : {}) });
      last = line[line.length - 1]!;
    }
  }
  return { found, used };
}

/** The applicant's keys each owner field sets. */
const KEYS: Record<string, (keyof FormApplicant)[]> = {
  owner_ownership: ['ownership'], owner_title: ['role'], owner_credit: ['credit_score'], owner_tax_id: ['tax_id', 'tax_id_type', 'tax_id_country'],
};

/** Each owner's value amended by name replaces the one read for them (the owner named by their first and last name). */
export function amendOwners(owners: FormApplicant[], found: OwnerFound[]): void {
  for (const f of found) {
    if ((!f.amends && !f.amendsNth) || !KEYS[f.field]) continue;
    // (Named, or numbered as the form numbers its owners: "Owner 2 %" in a box of changes.)
    const words = (f.amends ?? '').toLowerCase().split(/[\s,]+/);
    const i = f.amendsNth ? (f.amendsNth <= owners.length ? f.amendsNth - 1 : -1) : owners.findIndex((o) => !!o.first_name && !!o.last_name && words.includes(String(o.first_name.value).toLowerCase())
      && String(o.last_name.value).toLowerCase().split(/\s+/).every((w) => words.includes(w)));
    if (i < 0) continue;
    const keep = { ...owners[i]! };
    for (const k of KEYS[f.field]!) (owners[i] as unknown as Record<string, unknown>)[k] = null;
    addOwner(owners, { ...f, nth: i + 1 }, new Map());
    // (An amendment read as nothing, "40 percent" unread, leaves the owner as printed.)
    if (owners[i]![KEYS[f.field]![0]!] === null) owners[i] = keep;
  }
}
