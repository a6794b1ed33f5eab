// Owners the form itself says are owners no more (issue 36). A renewal's or add-on's form lists the owners on file and
// marks the one who left: a box ticked "Owner no longer with company" or "Removed", "No" marked under "Still an
// owner?", a stamp written across the block ("NO LONGER AN OWNER"), or a role written "Former owner". A person reads
// the others as the applicants, and the one marked as none.
import type { FormApplicant, PageText, Rect } from '../types.ts';
import type { OwnerFound, OwnerPlaces } from './owners.ts';
import { MARK, sameLine, type Piece } from './pieces.ts';
import { labelOf } from './labels.ts';
import { ownerNumber } from './owner-number.ts';
import { personName } from './values.ts';

/** An option's or a stamp's words saying a person has left the business. */
const GONE = /\b(?:no\s+longer|removed|former\s+(?:owner|partner|member|officer|guarantor|principal)|not\s+(?:an?\s+)?(?:current\s+)?(?:owner|partner|member)|sold\s+(?:(?:his|her|their|my)\s+)?(?:interest|shares?|stake))\b/i;
/** A column's question whose "No" says the same: "Still an owner?", "Current owner?", "Active?". */
const STILL = /\b(?:still\s+(?:an?\s+)?(?:owner|partner|member|guarantor|with)|current(?:ly)?\s+(?:an?\s+)?(?:owner|partner|member)|active\s+(?:owner|partner|member)|remains?\s+(?:an?\s+)?owner)\b/i;
/** A stamp is short: the words alone in their piece, not a sentence of instructions ("check the box if this person is no
 *  longer an owner"). */
const STAMP = /^[\s*—–-]*(?:no\s+longer\s+(?:an?\s+)?(?:owner|partner|member|guarantor|with\s+(?:the\s+)?(?:company|business))|removed(?:\s+owner)?|former\s+(?:owner|partner|member)|sold\s+interest)[\s*.!—–-]*$/i;

/** A role's words, read as a name by the name's shape alone ("Managing Partner", "Silent Partner"). */
const ROLE = /\b(?:owner|partner|member|president|ceo|cfo|coo|manager|director|officer|secretary|treasurer|investor|principal|guarantor|founder|vp|chair\w*|proprietor|shareholder|agent)\b/i;

const overlapsX = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1;

/** The places on a page that say a person there is an owner no more: a marked option saying so ("Owner no longer with
 *  company", "Removed"), a marked "No" under a "Still an owner?" caption, or a stamp with no box before it (a box's
 *  caption printed for every owner is a question, not its answer). */
export function removalCues(page: PageText, pieces: Piece[], marked: OwnerFound[]): OwnerFound[] {
  // (A "No" answers its row: the person on that row, or none when the row was withdrawn, struck through.)
  const cue = (p: Piece, text: string, row = false): OwnerFound[] => { const names = namesOf(p, pieces).filter((q) => !row || sameLine(q, p)); return names.length ? [{ field: 'gone', text, label: '', piece: p, confidence: 0.85, source: 'mark', names }] : []; };
  const out: OwnerFound[] = [];
  for (const f of marked) {
    if (GONE.test(f.text)) out.push(...cue(f.piece, f.text));
    else if (/^\s*no\s*$/i.test(f.text) && stillAbove(f.piece, pieces)) out.push(...cue(f.piece, f.text, true));
  }
  // (A column captioned "Removed" ticked on a row: that row's person, as a "No" under "Still an owner?".)
  for (const t of ticksUnderGone(page, pieces)) out.push(...cue(t, 'removed', true));
  const boxes = [...(page.form?.boxes ?? []), ...(page.form?.fields ?? []).map((x) => x.rect)];
  for (const p of pieces) {
    if (!p.text || !STAMP.test(stampAt(p, pieces))) continue;
    // (Nor a table's column caption, "Removed" among "Title | Own % | SSN": a header row's others are labels.)
    if (pieces.some((q) => q !== p && q.text && sameLine(q, p) && labelOf(q.text, true, false, false))) continue;
    const h = p.y1 - p.y0;
    if (boxes.some((b) => b.x1 <= p.x0 + 2 && p.x0 - b.x1 < 1.5 * h && b.y0 < p.y1 && b.y1 > p.y0 && b.x1 - b.x0 < 2 * h)) continue;
    out.push(...cue(p, p.text));
  }
  return out;
}

/** The words of a stamp from piece `p` on: a stamp laid over a table's cells is cut at their walls and at the values
 *  under it ("NO LONGER" | "AN" | "OWNER"), its pieces of one size and one line, a space or so apart. */
function stampAt(p: Piece, pieces: Piece[]): string {
  const h = p.y1 - p.y0;
  let text = p.text.trim(), last = p;
  for (let n = 0; n < 4 && !STAMP.test(text); n++) {
    const next = pieces.filter((q) => q.text && Math.abs(q.y0 - p.y0) < 1.5 && Math.abs(q.y1 - q.y0 - h) < 1.5 && q.x0 > last.x1 - 1 && q.x0 - last.x1 < h)
      .sort((a, b) => a.x0 - b.x0)[0];
    if (!next) break;
    text = `${text} ${next.text.trim()}`;
    last = next;
  }
  return text;
}

/** A table's column caption saying its tick removes the row's person ("Removed", "No longer an owner?"), on a line of
 *  other captions. */
const GONE_CAPTION = /^\s*(?:removed|no\s+longer\s+(?:an?\s+)?(?:owner|partner|member)|former(?:\s+owner)?|sold|inactive)\s*\??\s*$/i;

/** The ticks (a letter X typed, a drawn mark, a checked box) under a "Removed" column's caption, as pieces where they
 *  are. */
function ticksUnderGone(page: PageText, pieces: Piece[]): Piece[] {
  const heads = pieces.filter((q) => q.text && GONE_CAPTION.test(q.text) && pieces.some((o) => o !== q && o.text && sameLine(o, q) && labelOf(o.text, true, false, false)));
  if (!heads.length) return [];
  const drawn = [...(page.form?.marks ?? []), ...(page.form?.fields ?? []).filter((f) => f.checked).map((f) => f.rect)].map((r) => ({ ...r, text: 'X', page: page.page }) as Piece);
  const ticks = [...pieces.filter((q) => MARK.test(q.text.trim())), ...drawn];
  // (A tick on a row struck through whose words were withdrawn with it (struck.ts) is that row's: no other person's,
  // a hand's line tilted near it.)
  const lines = [...(page.form?.strokes ?? []), ...(page.form?.rules ?? [])].filter((l) => l.x1 - l.x0 > 200);
  const across = (l: Rect, r: Rect) => l.x0 < r.x0 && l.x1 > r.x1 && l.y0 > r.y0 + 1 && l.y1 < r.y1 - 1;
  const withdrawn = (t: Piece) => lines.some((l) => across(l, t) && !pieces.some((q) => q.text && q !== t && q.x1 < t.x0 && across(l, q)));
  return ticks.filter((t) => !withdrawn(t) && heads.some((h) => t.y0 >= h.y1 - 1 && t.y0 - h.y1 < 200 && overlapsX({ ...h, x0: h.x0 - 10, x1: h.x1 + 10 }, t)));
}

/** A "Still an owner?" caption over the marked "No", in its column (the table's header, any rows above). */
function stillAbove(p: Piece, pieces: Piece[]): boolean {
  return pieces.some((q) => q.text && STILL.test(q.text) && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 200 && overlapsX({ ...q, x0: q.x0 - 10, x1: q.x1 + 10 }, p));
}

/** The people whose block may hold cue `c`: of the people's names printed on its page, those on the nearest line up
 *  or down (a table's row, a block's heading line over the name) starting before it. Of them, the owner read (not a
 *  role read as a name on the row, "Silent Partner"), the rightmost (owners side by side, a column each). A person's
 *  row the form struck, and so left unread, still owns its cue. */
function namesOf(c: Piece, pieces: Piece[]): Piece[] {
  const near = pieces.filter((q) => q.text && q !== c && q.x0 <= c.x0 + 6 && q.y0 - c.y1 < 60 && c.y0 - q.y1 < 140 && !ownerNumber(q.text)
    && !labelOf(q.text, true, false, false) && !STAMP.test(q.text) && !/\d/.test(q.text) && !ROLE.test(q.text) && personName(q.text.trim()) !== null);
  const dy = (r: Piece) => (sameLine(r, c) ? 0 : Math.abs((r.y0 + r.y1) / 2 - (c.y0 + c.y1) / 2));
  const best = Math.min(...near.map(dy));
  return near.filter((q) => dy(q) - best < 4).sort((a, b) => b.x0 - a.x0);
}

/** The owners without those the form marks as gone (and any whose role is written as a former owner's). */
export function withoutFormer(owners: FormApplicant[], places: OwnerPlaces, found: OwnerFound[]): FormApplicant[] {
  const at = (q: Piece) => owners.find((a) => { const p = places.get(a); return !!p && q.page === p.page && Math.abs(q.x0 - p.x0) < 4 && Math.abs(q.y0 - p.y0) < 4; });
  const gone = new Set<FormApplicant>();
  for (const f of found) {
    if (f.field !== 'gone') continue;
    const names = f.names ?? [];
    const owner = names.map(at).find((a) => a);
    if (owner) gone.add(owner);
  }
  return owners.filter((a) => !gone.has(a) && !/^\s*(?:former|ex-)\s*(?:owner|partner|member)|\bno\s+longer\b/i.test(String(a.role?.value ?? '')));
}
