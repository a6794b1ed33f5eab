// Parts of a label's reading (issue 36): a schedule's row after a label, an option to tick, an industry's grid, an
// "Other" cell and the page's checked options (moved out of reader.ts, which had grown past its size).
import { OFFICE } from './along.ts';
import type { PageText, Rect } from '../types.ts';
import { labelOf, type Section } from './labels.ts';
import { onLineAfter, sameLine, type Piece } from './pieces.ts';
import { boxBefore, checkboxes, checkedOptions, frequency, TIN_KIND } from './marks.ts';
import { type OwnerFound } from './owners.ts';
import { industryRow } from './industry-row.ts';
import { entityType, industry, money } from './values.ts';
import { columnOfValues } from './guards.ts';
import { notValue, valueUnder } from './value-of.ts';
import { sectionAt, type Heading } from './headings.ts';
import { otherEntity } from './cells.ts';
import { inputBoxUnder } from './input-box.ts';
import { legendMeaning } from './legend.ts';

type Found = OwnerFound;

/** The first piece after a label on its line is a schedule's word ("Remittance  [X] Daily [ ] Weekly"). */
export function scheduleAfter(p: Piece, pieces: Piece[]): boolean {
  const next = onLineAfter(p, pieces).find((q) => q.x0 - p.x1 < 200 && !/^[xX✓✔☒☑■]$/.test(q.text));
  // (Not the next cell's caption naming the schedules it asks, "Estimated Payment  Payment Schedule
  // (daily/weekly/monthly)": a label, no answer of this one.)
  return !!next && frequency(next.text) !== null && money(next.text) === null && labelOf(next.text, false)?.field !== 'payment_frequency';
}

/** The piece written under a label is one schedule's word alone ("Remittance" over "Weekly"): the label asks it. */
export function scheduleUnder(p: Piece, pieces: Piece[]): boolean {
  const q = valueUnder(p, pieces);
  // (Written alone: a word of a row of schedules to mark, "Daily  Weekly  Bi-Weekly" under a label printed under its
  // own value or beside it, answers nothing.)
  const one = (o: Piece) => /^\s*\p{L}+(?:-\p{L}+)?\s*$/u.test(o.text) && frequency(o.text) !== null;
  return !!q && one(q) && !pieces.some((o) => o !== q && o.page === q.page && sameLine(o, q) && one(o));
}

/** An option to tick, not a label of what follows it: "[X] BN  [ ] SIN", a kind of number beside its checkbox (the
 *  mark may be typed: "X SIN / NAS"); an item of a checklist, "[ ] Proof of ownership (SOS print / K-1)", a box to
 *  tick before it (not a comb's). */
export function toTick(p: Piece, page: PageText, pieces: Piece[]): boolean {
  const tick = [...checkboxes(page), ...pieces.filter((q) => /^[xX✓✔☒☑■]$/.test(q.text.trim()))];
  // (Not a label over an input box of its own, no other box to tick after it on its line: the small drawing before it
  // is its icon, "[building] LEGAL NAME", "[card] EIN"; the answer is written in the box.)
  // (The next label's icon after it is no box to tick: "[pin] STATE  [pin] ZIP", each over its own box.)
  const boxes = page.form?.boxes ?? [];
  const icon = (b: Rect) => pieces.some((q) => q !== p && q.text && sameLine(q, b) && q.x0 >= b.x1 - 1 && q.x0 - b.x1 < 12 && !!labelOf(q.text, true, false, false) && !!inputBoxUnder(q, boxes));
  if (inputBoxUnder(p, boxes) && !tick.some((b) => sameLine(p, b) && b.x0 >= p.x1 - 2 && b.x0 - p.x1 < 60 && !icon(b))) return false;
  // (A box with the next box touching it is a comb's first, "SSN [3][6][6]-...": the number is written in them.)
  const combs = (b: Rect) => tick.some((o) => o !== b && sameLine(o, b) && Math.min(Math.abs(o.x1 - b.x0), Math.abs(b.x1 - o.x0)) < 3);
  // (Nor a column of icons, one before each record's tag, "[card] EIN  429351982" over "[pin] ADDR  3881 Oak Blvd":
  // boxes one under another, each with a caption after it and that caption's value after the caption.)
  const tagged = (b: Rect) => pieces.some((q) => q.text && sameLine(q, b) && q.x0 >= b.x1 - 1 && q.x0 - b.x1 < 12 && !!labelOf(q.text, true, false, false)
    && pieces.some((v) => v !== q && v.text && sameLine(v, q) && v.x0 > q.x1 + 4 && !notValue(v)));
  const iconColumn = (b: Rect) => tagged(b) && tick.filter((o) => o !== b && Math.abs(o.x0 - b.x0) < 2 && !sameLine(o, b) && tagged(o)).length >= 2;
  if (TIN_KIND.test(p.text) && tick.some((b) => sameLine(p, b) && (Math.abs(b.x1 - p.x0) < 12 || Math.abs(p.x1 - b.x0) < 12) && !combs(b) && !iconColumn(b))) return true;
  // (Not a line of notes bulleted with squares, "[ ] Legal name - Red Maple Ltd.": its answer is right after it.)
  // (Nor a record's property after its type's icon, "[ ] Entity" with "S Corp" in the column of values beside.)
  const answered = pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2 && !notValue(q) && (q.x0 - p.x1 < 40 || (q.x0 - p.x1 < 200 && columnOfValues(q, pieces))));
  return !answered && tick.some((b) => sameLine(p, b) && b.x1 <= p.x0 + 1 && p.x0 - b.x1 < 12 && !combs(b));
}

/** An industry asked with a grid of boxes to tick ("INDUSTRY (CHECK ONE)" over "[ ] AUTO REPAIR SHOP  [X] PET
 *  GROOMING"): the box ticked answers it (markedOptions, readForm), not the first one printed; or nothing read for it,
 *  its grid of boxes starting right under it. */
export function industryGrid(p: Piece, v: Piece | undefined, pieces: Piece[], page: PageText): boolean {
  // (Or its first of a row of three kinds of business or more, whatever their boxes: drawn after the words, or none,
  // the answer circled.)
  if (v) return v !== p && (boxBefore(v, page) || industryLine(v, pieces));
  // (Or starting on its own line after it, "INDUSTRY:  [ ] Restaurant / Cafe  [ ] Retail Store", two boxed kinds of
  // business at least.)
  const along = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2 && boxBefore(q, page) && industry(q.text) !== null);
  return along.length >= 2 || pieces.some((q) => q !== p && q.text && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < 2 * (p.y1 - p.y0) && q.x0 >= p.x0 - 20 && q.x0 < p.x0 + 60 && boxBefore(q, page));
}

/** A line of three kinds of business or more printed side by side, the piece among them: a grid's row of options,
 *  no answer written (no entity type, no schedule among them). */
function industryLine(v: Piece, pieces: Piece[]): boolean {
  const kind = (q: Piece) => industry(q.text) !== null && entityType(q.text, null) === null && frequency(q.text) === null;
  // (Not a line of fields, "Line of business  Florist   Bank name  First Prairie Bank": a label among them.)
  const line = pieces.filter((q) => q.text && sameLine(q, v));
  // (Nor a record's row of values, "Cedar Point Dental Group, Inc. | Red Maple Dental Group | 98-0919390 | 2010-10-26 |
  // Dental office": a date or a tax number among them; a grid's options are words.)
  const figures = line.some((q) => /\d{2,}[-/.]\d{2,}/.test(q.text));
  return kind(v) && !figures && line.filter(kind).length >= 3 && !line.some((q) => q.x0 > v.x0 && labelOf(q.text, true));
}

/** An "Other" cell's entity type (cells.ts), as found. */
export function otherFound(p: Piece, section: Section, page: PageText, pieces: Piece[]): Found | null {
  const o = otherEntity(p, section, page, pieces);
  return o && { field: 'type_of_entity', text: o.text, label: p.text, piece: o.piece, confidence: o.confidence, source: o.piece.source };
}

/** The page's checked options, each under the label of its row (decoy sections' boxes left out). */
export function markedOptions(page: PageText, pieces: Piece[], heads: Heading[], carried: Section): Found[] {
  const out: Found[] = [];
  for (const ticked of checkedOptions(page, pieces.filter((p) => p.text))) {
    // (A code ticked is read through the key printed with it: "C" with "C=C Corp" under the row; legend.ts.)
    const meant = legendMeaning(ticked.text, ticked.at, pieces);
    const o = meant ? { ...ticked, text: meant } : ticked;
    // A box checked in a decoy's section (an existing advance's "Daily") is not the request's.
    // A row belongs where its label is printed (a row running across both columns of a two-column form).
    if (sectionAt(o.row ?? o.at, heads, carried) === 'decoy') continue;
    // (Nor is a premises question's first option its row's label: "Own" before "[X] Rent" asks no share.)
    const row = o.row && !(/^\s*own(?:ed)?\s*:?\s*$/i.test(o.row.text) && /^\s*(?:rent|lease)/i.test(o.text)) ? labelOf(o.row.text) : null;
    // A schedule's word checked is the schedule, whatever its row is called ("Remittance:", "Payments made:"); an
    // entity type checked is the entity, under a row label read as another field's.
    const own = row && !(frequency(o.text) && row.field !== 'type_of_entity') && !(entityType(o.text, null) && !['type_of_entity', 'industry'].includes(row.field));
    // (A row of offices with one marked and no label before it, "[ ] Owner [X] President [ ] CEO [ ] Partner", in an
    // owner's block: the owner's title, as a person reads the menu.)
    // (Its "Other" marked, the title written after it: "[X] Other [SENIOR PARTNER]".)
    const offices = !row && pieces.filter((q) => q.text && q.page === o.at.page && sameLine(q, o.at) && OFFICE.test(q.text.trim())).length >= 3;
    // (The marks' reading gives it as "Other: SENIOR PARTNER".)
    const written = offices ? /^other\s*:\s*(\p{L}.*)$/iu.exec(o.text.trim())?.[1] : undefined;
    if (written && !labelOf(written, true)) { out.push({ field: 'owner_title', text: written, label: '', piece: o.at, confidence: 0.85, source: 'mark' }); continue; }
    const titles = offices && OFFICE.test(o.text.trim());
    const field = row && own ? row.field : titles ? 'owner_title' : !row && industryRow(o.at, pieces, page) ? 'industry' : 'option';
    out.push({ field, text: o.text, label: o.row?.text ?? '', piece: o.at, confidence: 0.85, source: 'mark' });
  }
  return out;
}
