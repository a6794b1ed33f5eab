// An owners' table (issue 36): a header line of owner columns (name, title, ownership, SSN/SIN, credit score) and a
// row per owner below it, each value under the column whose left edge it starts at, as a person reads a grid.
import { addedAlone } from './owners-line.ts';
import type { Rect } from '../types.ts';
import { labelOf, sectionOf, type Label } from './labels.ts';
import { addressRow, captionLine, cellWords, colOfHeader, type Column, OWNER_KIND, paragraph, translation, underItsValues, width } from './owners-table-rows.ts';
import { ownerNumber } from './owner-number.ts';
import { contactsLeft } from './owners-contacts.ts';
import { currentShare, shareThenOrNow } from './share-columns.ts';
import { sentenceLine } from './sentences.ts';
import { byColumn, namePart, slashJoined, splitHeader } from './table-split.ts';
import { namedByRow, NUMBER_COLUMN } from './owners-named-row.ts';
import { inOrder } from './packed-captions.ts';

export interface TablePiece extends Rect { page: number; text: string; source: 'text' | 'field'; words?: { text: string; x0: number; x1: number }[]; parts?: TablePiece[] }
/** A cell: its field, its column's label, the piece; `nth`, the owner's number its row gives (a details table). */
export interface OwnerTable { header: TablePiece[]; cells: { field: string; label: string; piece: TablePiece; nth?: number; head?: TablePiece }[]; line: TablePiece[] }

// (A caption set tiny over a column, a hand's value written big up across it: no line of theirs, the caption's middle
// high in the value's height, its top 30% (half of it took a set-40 caption row and a practice layout's owners). Words
// of unlike sizes on one line stand lower: "1" before a hand's row, a short value beside a cell's value wrapped onto
// two lines, measured by its first line.)
const sameLine = (a: TablePiece, b: TablePiece) => {
  const [small, tall] = a.y1 - a.y0 <= b.y1 - b.y0 ? [a, b] : [b, a], line = tall.parts?.[0] ?? tall, th = line.y1 - line.y0;
  if (th >= 1.5 * (small.y1 - small.y0) && (small.y0 + small.y1) / 2 < line.y0 + 0.3 * th) return false;
  return Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) < Math.max(4, (a.y1 - a.y0) * 0.6);
};

/** Pieces grouped into lines, top to bottom. */
function linesOf(pieces: TablePiece[]): TablePiece[][] {
  const lines: TablePiece[][] = [];
  for (const p of [...pieces].sort((a, b) => a.y0 - b.y0)) {
    const line = lines.find((l) => sameLine(l[0]!, p));
    if (line) line.push(p); else lines.push([p]);
  }
  return lines.map((l) => l.sort((a, b) => a.x0 - b.x0)).sort((a, b) => a[0]!.y0 - b[0]!.y0);
}

// (In Spanish too: "Dueño / Owner", "Socio", "Titular".)
// (Or the next of them, numbered: "Additional Owner 2", "Co-Owner", "Second Principal".)
const PERSON = /^\s*(?:(?:additional|other|second|third|next|co-?)\s*)?(?:owner|shareholder|stockholder|director|principal|guarantor|partner|officer|proprietor|member|actionnaire|propriétaire|administrateur|dirigeant|socio|socia|accionista|dueño|dueña|propietario|propietaria|titular|garante)s?(?:\s*#?\s*\d)?(?:\s*\((?:if any|optional)\))?(?:\s*\/\s*[\p{L} ]{3,30})?\s*$/iu;

/** A caption of a number no field of ours keeps: "Individual NPI", "License #", "DEA No.". */
/** A column of the people's birth dates or home addresses ("Date of birth", "Birth", "Home address"). */
const BORN = /^\s*(?:date of birth|birth ?date|birth|d\.?o\.?b\.?|(?:home|residential|residence) address)\s*:?\s*$/i;
const ID_CAPTION = /^[^\d]{0,30}(?:#|\b(?:no\.?|number|id|npi|dea|licen[cs]e|permit|code))$/i;

/** A name's part headed by its bare word ("First", "Last", "Surname"). */
const NAME_PART = /^\s*(?:first|given|last|surname|family)\s*$/i;

/** A name's parts headed by their bare words beside two owners' columns or more ("First | MI | Last | Title |
 *  Ownership", a funder's schedule of owners): a person's first and last names (the initial's column no part). */
function namePartsBare(cols: { piece: TablePiece; l: Label | null }[]): void {
  if (cols.filter((c) => c.l?.field.startsWith('owner_')).length < 2 || !cols.some((c) => !c.l && /^\s*first\s*$/i.test(c.piece.text))) return;
  for (const c of cols) if (!c.l && NAME_PART.test(c.piece.text)) c.l = { field: /first|given/i.test(c.piece.text) ? 'owner_first' : 'owner_last', end: c.piece.text.length, explicit: true };
}

/** A partner's share as a partnership's schedule states it, "Profit %", "Capital %", "Equity %" (a K-1's): the
 *  owner's share in a row of owners; the first such column is read, the next ("Capital %" after "Profit %") is the
 *  same share again. */
const SHARE_OF = /^\s*(?:profit|capital|equity|interest|stock|voting)(?:\s+share)?\s*(?:%|percent(?:age)?|\(%\))\s*$/i;

/** A header: three or more owner columns on one line, each a bare label; every piece of the line is a column (one we
 *  do not keep, "Date of Birth", "Mobile", bounds the one before it). */
function headerOf(line: TablePiece[], next: TablePiece[] = []): { piece: TablePiece; field: string }[] | null {
  // A column headed by the person it lists ("Shareholder", "Director", "Owner") holds their names.
  // (A share's column headed "OWN." in a row of owners' columns: "Own" alone is no label elsewhere, an own/rent box.)
  // (Not one right after a title's label: "Title   Member" is a title written, not a column of members.)
  const titled = (all: TablePiece[], i: number) => i > 0 && labelOf(all[i - 1]!.text, true)?.field === 'owner_title';
  // (A spreadsheet's pivot heads its rows' own names "Row Labels": people, beside their title and share columns.)
  const cols = slashJoined(line).flatMap((p) => splitHeader(p, next.map((q) => q.x0))).map((p, i, all) => ({ piece: p, l: labelOf(p.text, true) ?? ((PERSON.test(p.text) && !titled(all, i)) || /^\s*row labels\s*$/i.test(p.text) ? { field: 'owner_name', end: p.text.length, explicit: true }
    : /^\s*own(?:ed)?\.?\s*$/i.test(p.text) ? { field: 'owner_ownership', end: p.text.length, explicit: true }
    : SHARE_OF.test(p.text) ? { field: all.slice(0, i).some((q) => SHARE_OF.test(q.text)) ? 'other' : 'owner_ownership', end: p.text.length, explicit: true }
    : shareThenOrNow(p.text) ? { field: 'owner_ownership', end: p.text.length, explicit: true } : null) }));
  namedByRow(cols, next);
  namePartsBare(cols);
  // (A column saying which kind of owner each row is, "Indiv. / Entity", asks no business's type of entity.)
  for (const c of cols) if (c.l?.field === 'type_of_entity' && OWNER_KIND.test(c.piece.text)) c.l = { ...c.l, field: 'other' };
  // A column asking an SSN or an EIN among owners' columns ("SSN / EIN": an owner may be a company) holds each
  // owner's number, not the business's: a record's header naming the business's own fields keeps it the business's.
  if (!cols.some((c) => c.l && BUSINESS.includes(c.l.field) && c.l.field !== 'business_tax_id')) {
    for (const c of cols) if (c.l?.field === 'business_tax_id' && /\b(?:ssn|itin|sin|tin)\b|\bss ?#/i.test(c.piece.text)) c.l = { ...c.l, field: 'owner_tax_id' };
  }
  // (A note saying the column may be left blank, "Social Insurance No. (SIN) - optional", asks the same field; its
  // dash read as the label's colon, the note is all that is left after the label.)
  // (Nor does the caption said again in another language after a slash, "Name (Last, First) / Nom (Nom, Prénom)".)
  const bare = (c: (typeof cols)[number]) => c.l && !sameAgain(c.piece.text.slice(c.l.end), c.l.field).replace(/\([^)]*\)|(?:[-–—:]|^)\s*(?:optional|if (?:any|applicable|known))\s*$/gi, '').replace(/[\s:#%?]/g, '');
  const fields = new Set(cols.filter((c) => bare(c) && c.l!.field.startsWith('owner_')).map((c) => c.l!.field));
  // (Or a table of owners' details without their names, its rows numbered as the owners are numbered elsewhere:
  // "No. | SSN | Date of birth | Home address", "match by No. from Table A".)
  const named = fields.has('owner_name') || fields.has('owner_first');
  // (A column of the people's birth dates or home addresses is a person's column too: "Individual name | Prong | %
  // Owned | Date of birth", a beneficial-ownership certification's; "Principal Name | Home Address | Est. Credit Score".)
  const born = cols.some((c) => BORN.test(c.piece.text)) ? 1 : 0;
  if (named ? fields.size + born < 3 : !(fields.size >= 1 && NUMBER_COLUMN.test(cols[0]?.piece.text ?? ''))) return null;
  // Labels each with its value right beside it ("Name  Renee Fitzgerald   Title  Partner") are a row of fields, not
  // a header over columns: a header's next label is a column away.
  // (A narrow column's label close after the one before, "Credit Score  Home Province", is a label still.)
  // (Nor a column of the rows' numbers, "#" after "Credit score": a heading too.)
  if (cols.some((c) => c.l && line.some((q) => !labelOf(q.text, true) && !NAME_PART.test(q.text) && !NUMBER_COLUMN.test(q.text) && !ID_CAPTION.test(q.text.trim()) && q.x0 >= c.piece.x1 - 1 && q.x0 - c.piece.x1 < 12))) return null;
  // Nor is a line holding figures that are no label ("16. Owner 1 title?  Partner   17. Percent owned?  100%"): a
  // header holds labels only ("Partner" there is a title written, not a column of partners).
  if (line.some((q) => /\d/.test(q.text) && !labelOf(q.text, true) && !/^\s*(?:(?:additional|other|co-?)\s*)?(?:owner|principal|guarantor|partner|officer)\s*#?\s*\d+(?:\s*\((?:if any|optional)\))?\s*$/i.test(q.text))) return null;
  // Nor are captions printed on the line their values are written on ("Castillo, Derek ____ name   100 ____ title").
  // (Captions of numbers we do not keep, "Individual NPI", "License #", are captions all the same.)
  // (Nor a sheet's "Line" column of the rows' numbers, nor a "Birth" column: known captions of no value kept here.)
  if (cols.filter((c) => !c.l && !ID_CAPTION.test(c.piece.text.trim()) && !NUMBER_COLUMN.test(c.piece.text) && !BORN.test(c.piece.text)).length >= 2) return null;
  // Nor is a line with a hand's value written on it, lower than every label ("Owner 1 name  Yolanda Lindqvist  Title"):
  // a row of fields, each label with its value after it. (Or higher than every label: a hand's value written on the
  // rule over its caption, "Victor van der Berg" over "Owner 1 Name", its line run into the captions'.)
  // (A person's word alone, "Owner/Operator", may be a title written there: the labels are those worded as labels.)
  const labels = cols.filter((c) => c.l && labelOf(c.piece.text, true)).map((c) => c.piece);
  if (cols.some((c) => !c.l && labels.every((q) => Math.abs(c.piece.y0 - q.y0) > 0.3 * (q.y1 - q.y0)))) return null;
  // (A bare "Nom" beside "Prénom", "Name" beside "First name", is the surname.)
  const first = fields.has('owner_first');
  const record = businessColumns(cols.filter((c) => bare(c)).map((c) => c.l!.field));
  return cols.map((c) => ({ piece: c.piece, field: bare(c) && (c.l!.field.startsWith('owner_') || record.has(c.l!.field)) ? (first && c.l!.field === 'owner_name' && /^\s*(?:nom|name|nombre)\s*:?\s*$/i.test(c.piece.text) ? 'owner_last' : namePart(c.piece.text, c.l!.field)) : 'other' }));
}

/** A caption's rest without the caption said again after a slash, in another language: "(Last, First) / Nom (Nom,
 *  Prénom)" after "Name" is its note alone. */
function sameAgain(rest: string, field: string): string {
  const m = /^(\s*(?:\([^)]*\)\s*)?)\/\s*(.+)$/.exec(rest);
  return m && labelOf(m[2]!, true)?.field === field ? m[1]! : rest;
}

/** A record's header naming the business's fields beside its owner's (a spreadsheet's row of a deal: LEGAL NAME,
 *  FEIN, ... OWNER1 NAME, OWNER1 SSN): its row is the deal's, the business's columns read too. Two business fields at
 *  least, so that an owners' table with a column of no owner's label of its own ("Address": the owner's home) is read
 *  as before. */
const BUSINESS = ['legal_name', 'trade_name', 'business_tax_id', 'industry', 'type_of_entity', 'business_start_date', 'requested_amount'];
function businessColumns(fields: string[]): Set<string> {
  const named = new Set(fields.filter((f) => BUSINESS.includes(f)));
  // (One business field asked in a row of owners' cells, "Owner(s) | Ownership | SIN | In business since" on a quick
  // form, is the business's still: no owner has a start date or an EIN of their own.)
  return named.size >= 2 ? new Set([...named, 'address', 'requested_payment', 'number_of_payments', 'payment_frequency']) : named;
}

/** A question of three words or more: no owner's value. */
const QUESTION_ASKED = /\S+\s+\S+\s+\S+.*\?\s*:?\s*$/;

/** A line holding one detail of the owner above it (a label and its value, "Home address: 1298 Main St, Raleigh"),
 *  with the next owner's row right under it: values, no label among them, in three columns or more. */
function detailBetween(row: TablePiece[], next: TablePiece[] | undefined, colOf: (x: number) => unknown, after?: TablePiece[]): boolean {
  // (A label we do not know, "Home:", is a detail's too.)
  const labelAt = (p: TablePiece) => labelOf(p.text, true, false, false) ?? (/^\p{L}[^:]{0,40}:$/u.test(p.text.trim()) ? { field: 'other' } : null);
  // (Two details on the line, each after its label: "Home Address: 1720 Lakeview Dr ...   Cell: 416-555-0130"; or
  // one with its caption after it, "3001 Pine Ridge Ct, Savannah, GA 31465 ..... home address".)
  const byX = [...row].sort((a, b) => a.x0 - b.x0);
  const l = labelAt(byX[0]!) ?? (row.length === 2 ? labelAt(byX[1]!) : null);
  // (Or a last label left blank after them: "Home city/state/zip: Mesa, AL 66608   FICO (self-reported):".)
  const pairs = (row.length === 4 || row.length === 3) && byX.every((p, i) => { const k = labelAt(p); return i % 2 ? !k : !!k && k.field !== 'decoy' && !/^owner_(?:name|first|last)$/.test(k.field); });
  if ((row.length > 2 && !pairs) || !l || l.field === 'decoy' || /^owner_(?:name|first|last)$/.test(l.field) || !next) return false;
  // (Its value set a little lower than its label, a line of its own: "Home Address" over-left of "1772 Route 9 ...";
  // the owner's row is the one after it.)
  const value = next.length === 1 && row.length === 1 && !labelAt(next[0]!) && next[0]!.x0 >= row[0]!.x1 - 2 && next[0]!.y0 - row[0]!.y1 < (row[0]!.y1 - row[0]!.y0) * 0.8;
  if (value) return !!after && detailBetween([...row, ...next], after, colOf);
  if (Math.min(...next.map((p) => p.y0)) - row[0]!.y1 > (row[0]!.y1 - row[0]!.y0) * 2) return false;
  // (No owner's row asks a question: "Other owners with 20% or more?" after the caption's own value.)
  return next.length >= 3 && next.some((p) => /\d/.test(p.text)) && next.every((p) => !labelOf(p.text, true, false, false) && !QUESTION_ASKED.test(p.text)) && new Set(next.map((p) => colOf(p.x0))).size >= 3;
}

/** A line's first piece a label with words qualifying it ("Home address of principal owner", "Date of birth of
 *  guarantor"), read whole, and its value after it on the line: the form's next field, which ends a table too. */
function qualifiedLabel(row: TablePiece[]): boolean {
  const first = row[0]!, l = labelOf(first.text, false, false, true);
  return row.length >= 2 && !!l && /\s(?:of|for)\s/i.test(first.text) && l.end >= first.text.trim().length && !/\d/.test(first.text);
}

/** The column of the page a piece is printed in (a heading's column bounded by another beside it or by its band). */
export type RegionOf = (p: TablePiece) => { x0: number; x1: number } | undefined;

/**
 * Every owners' table of a page's pieces. On a page of columns side by side (regionOf), a line is read within its
 * column: a table in the middle column is not headed by labels of the left one, nor ended by a sentence in the right.
 */
export function ownerTables(pieces: TablePiece[], regionOf: RegionOf = () => undefined, boxes: Rect[] = []): OwnerTable[] {
  const lines = linesOf(wrappedCells(pieces, boxes));
  const starts = cellStarts(pieces, boxes);
  const out: OwnerTable[] = [];
  const headed = new Set<TablePiece[]>();
  lines.forEach((whole, k) => {
    if (headed.has(whole)) return;
    const parts = new Map<ReturnType<RegionOf>, TablePiece[]>();
    // (A piece under no bounded heading goes with the column whose span holds it: a label printed a point lower than
    // the band over its row's values is in that band's column.)
    const spans = [...new Set(whole.map(regionOf).filter((r) => !!r))];
    for (const p of whole) { const r = regionOf(p) ?? spans.find((x) => p.x0 >= x!.x0 && p.x0 < x!.x1); parts.set(r, [...(parts.get(r) ?? []), p]); }
    for (const [r, part] of parts) {
      // (A field's box drawn a point or two left of its column's edge is in the column: "Schmidt, Andre C." at 39 under
      // a heading at 40.)
      const within = (p: TablePiece) => !r || ((p.x0 >= r.x0 || (p.x0 >= r.x0 - 3 && p.x1 > r.x0 + 10)) && p.x0 < r.x1);
      const t = tableAt(part, lines.slice(k + 1, k + 12).map((l) => l.filter(within)).filter((l) => l.length), headed, lines, starts);
      if (t) out.push(t);
    }
  });
  return out;
}

/** Where each caption's column starts when the caption is set at the right or in the middle of a drawn cell of its
 *  own ("LAST NAME" at the right end of the cell "Delgado" is written in from its left): the cell's left side. */
function cellStarts(pieces: TablePiece[], boxes: Rect[]): Map<TablePiece, number> {
  const out = new Map<TablePiece, number>();
  const within = (p: TablePiece, b: Rect) => p.x0 >= b.x0 - 1 && p.x1 <= b.x1 + 1 && p.y0 >= b.y0 - 2 && p.y1 <= b.y1 + 2;
  for (const p of pieces) {
    if (!p.text || !labelOf(p.text, true)) continue;
    const b = boxes.filter((r) => within(p, r) && r.y1 - r.y0 < 60 && r.x1 - r.x0 < 400).sort((a, c) => (a.x1 - a.x0) - (c.x1 - c.x0))[0];
    if (b && p.x0 - b.x0 > 6 && !pieces.some((q) => q !== p && q.text && within(q, b) && labelOf(q.text, true))) out.set(p, b.x0 + 1);
  }
  return out;
}

/** A drawn cell's value wrapped onto two lines or three ("Olusegun" over "Nguyen", "Managing" over "Member" in a
 *  row of taller cells): one value, its lines joined, centred as the row's single-line cells are (`parts`: the
 *  pieces it was read from). A cell holding a label keeps its pieces apart (a caption over its value). */
function wrappedCells(pieces: TablePiece[], boxes: Rect[]): TablePiece[] {
  const within = (p: TablePiece, b: Rect) => p.x0 >= b.x0 - 1 && p.x1 <= b.x1 + 1 && p.y0 >= b.y0 - 2 && p.y1 <= b.y1 + 2;
  const merged = new Map<TablePiece, TablePiece>();
  for (const b of boxes) {
    const inBox = pieces.filter((p) => within(p, b)).sort((a, c) => a.y0 - c.y0);
    const h = inBox[0] ? inBox[0].y1 - inBox[0].y0 : 0;
    if (inBox.length < 2 || inBox.length > 3 || b.y1 - b.y0 > 5 * h || inBox.some((p) => merged.has(p) || labelOf(p.text, true))) continue;
    if (!inBox.every((p, i) => i === 0 || (p.y0 >= inBox[i - 1]!.y1 - 2 && p.y0 - inBox[i - 1]!.y1 < h))) continue;
    // (A caption in small type over its value, "Naissance / Birth" over "1965-10-30", is no value wrapped: a wrapped
    // value's lines are of one size.)
    if (inBox.some((p) => Math.abs((p.y1 - p.y0) - h) > 0.25 * h)) continue;
    const one: TablePiece = { ...inBox[0]!, text: inBox.map((p) => p.text).join(' '), x1: Math.max(...inBox.map((p) => p.x1)), y1: inBox[inBox.length - 1]!.y1,
      words: inBox.flatMap((p) => p.words ?? []), parts: inBox };
    for (const p of inBox) merged.set(p, one);
  }
  return merged.size ? [...new Set(pieces.map((p) => merged.get(p) ?? p))] : pieces;
}

/** A row's pieces into the cells of the columns they start under. */
function fillRow(row: TablePiece[], o: { colOf: (x: number) => { piece: TablePiece; field: string }; cols: { piece: TablePiece; field: string }[]; left: number; under: TablePiece[]; nth: string | undefined; named: Map<TablePiece, string> }, cells: OwnerTable['cells']): void {
  const { colOf, left, under, nth, named } = o;
  const filled = new Set<unknown>(), start = cells.length;
  const source = new Map<TablePiece, TablePiece>();
  const parts = row.flatMap((q) => byColumn(q, colOf).map((part) => { source.set(part, q); return part; })), kept = parts.filter((p) => !ownerNumber(p.text) && p.x1 > left + 1);
  // (Captions packed at the row's left over values set out across it, "Full Name | Position | % Owned": in order.)
  const ordered = inOrder(o.cols, kept.map((p) => colOf(p.x0)));
  for (const p of parts) {
    // (Nor is a piece ending before the first column starts: the row's number in the margin, "1" beside the owner's
    // row, or another block's value on its line, owners side by side, each block a table.)
    if (ownerNumber(p.text) || p.x1 <= left + 1) continue;
    // (The columns the row's other values are read under are theirs: see underHeader.)
    const taken = new Set(kept.filter((q) => source.get(q) !== source.get(p)).map((q) => underHeader(q, colOf(q.x0), o.cols)));
    const col = ordered?.[kept.indexOf(p)] ?? underHeader(p, colOf(p.x0), o.cols, taken);
    // An initial or two after its column's value on the row is a column whose heading was not read (a scan's
    // small "MI" lost): no second owner.
    if (filled.has(col) && p.text.replace(/[^\p{L}]/gu, '').length <= 2 && !/\d/.test(p.text)) continue;
    // (A name a hand wrote with a gap after its comma, "Washington," "Victor", is one name in its column.)
    const last = cells.length > start ? cells[cells.length - 1]! : undefined;
    if (filled.has(col) && last?.head === col.piece && /,\s*$/.test(last.piece.text) && !/\d/.test(p.text)) {
      cells[cells.length - 1] = { ...last, piece: { ...last.piece, text: `${last.piece.text.trim()} ${p.text.trim()}`, x1: p.x1 } };
      continue;
    }
    filled.add(col);
    // (A record's business columns are read on its first row: the deal's, once.)
    if (col.field !== 'other' && (col.field.startsWith('owner_') || !cells.some((c) => c.piece.y0 < row[0]!.y0 - 2))) cells.push({ field: captionedPart(col.field, p, under), label: named.get(col.piece) ?? col.piece.text, piece: p, head: col.piece, ...(nth ? { nth: Number(nth) } : {}) });
  }
  cells.push(...currentShare(cells.splice(start))); // (The share now, where written, over the one on file.)
}

/** The column a row's piece stands under: the one it starts under, unless it runs under none of that header's words
 *  and under another's (a field's box set wider than its column's right-aligned header, "60.00%" in a box starting
 *  left of "Ownership"): that one, the header it overlaps most. */
function underHeader<C extends { piece: TablePiece }>(p: TablePiece, col: C, cols: C[], taken: Set<unknown> = new Set()): C {
  const over = (c: C) => Math.min(p.x1, c.piece.x1) - Math.max(p.x0, c.piece.x0);
  if (over(col) > 0) return col;
  // (Not a column another of the row's values is read under: a hand's first name written right in its cell and on
  // past the side under "Last Name", "Yolanda" beside "Abernathy", is the first name still.)
  const best = cols.filter((c) => over(c) > 0 && !taken.has(c)).sort((a, b) => over(b) - over(a))[0];
  return best ?? col;
}

/** A row holding a label's words (not a header's, nor a cell's words read as one): a label's line, past the table. */
function labelledRow(row: TablePiece[], cols: { piece: TablePiece; field: string }[]): boolean {
  return row.some((p) => (labelOf(p.text, false, false, false) || /^\p{L}[^:]{0,40}:$/u.test(p.text.trim())) && !cols.some((c) => c.piece === p)
    && p.text.replace(/[^\p{L}]/gu, '').length > 2 && !cellWords(p, row, cols)) || qualifiedLabel(row);
}

/** Captions ending in a colon, each answered just after it, its value's line a few points off the caption's ("First
 *  name:  Hannah   Last name:  Goldberg   Position:  CEO", the values set a little higher): a row of fields, no header. */
function answeredBeside(header: TablePiece[], all: TablePiece[]): boolean {
  const asked = header.filter((p) => /:\s*$/.test(p.text));
  const beside = (p: TablePiece) => all.some((q) => q !== p && q.text.trim() && !labelOf(q.text, true) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 14
    && Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0) >= 0.5 * Math.min(p.y1 - p.y0, q.y1 - q.y0));
  return asked.length >= 2 && asked.filter(beside).length >= 2;
}

function tableAt(line: TablePiece[], after: TablePiece[][], headed: Set<TablePiece[]>, lines: TablePiece[][], starts = new Map<TablePiece, number>()): OwnerTable | null {
  const cols = headerOf(line, after[0]);
  if (!cols || underItsValues(line, lines) || answeredBeside(cols.map((c) => c.piece), lines.flat())) return null;
  const header = cols.map((c) => c.piece);
  const byNumber = !cols.some((c) => c.field === 'owner_name' || c.field === 'owner_first');
  const cells: OwnerTable['cells'] = [];
  const rows: number[] = [];
  const named = new Map<TablePiece, string>(), left = cols[0]!.piece.x0, span = (Math.max(...line.map((p) => p.x1)) - left) / cols.length;
  let last = line[0]!;
  // (In a right-hand column, the left column's words on its rows' lines, "DBA (DOING BUSINESS AS)", are no cells.)
  const own = after.map((r) => r.filter((p) => p.x1 > left - 20)).filter((r) => r.length);
  for (const row of own) {
    const h = last.y1 - last.y0;
    // The table ends at a gap of more than two rows, at a label's or a heading's line, or at a sentence across its
    // columns (the authorisation). A value worded as a heading ("Owner" as a title) does not: a heading stands alone.
    // (A word of two letters read as a label's is no label's line: a scan's "St" of an address parted from it.)
    const labelled = labelledRow(row, cols);
    // (A decoy's heading read in pieces ends it too: "OPEN ADVANCES" "LOANS".)
    const decoy = sectionOf(row.map((p) => p.text).join(' ')) === 'decoy';
    // A header printed in two languages, the second under the first ("Full Name" over "Nom complet"): one header, each
    // column's label read in both ("Owner 1 Full Name / Nombre Completo del Propietario 1" asks a name in Spanish).
    if (!cells.length && translation(row, cols)) {
      headed.add(lines.find((l) => l.includes(row[0]!)) ?? row); line = [...line, ...row]; last = row[0]!;
      for (const p of row) { const c = colOfHeader(cols, p.x0); named.set(c.piece, `${named.get(c.piece) ?? c.piece.text} / ${p.text}`); }
      continue;
    }
    // (A header's second line of other captions tight under its first, "HOME ADDRESS ... YRS AT RES." under "NAME
    // ... E-MAIL": each row's second line's, the owner's details on file; the rows follow under it.)
    if (!cells.length && labelled && !decoy && row[0]!.y0 - last.y1 < 0.8 * h && !row.some((p) => /\d/.test(p.text))) { last = row[0]!; continue; }
    // (Not an owner's detail on a line of its own between two owners' rows, "Home address: 1298 Main St ...": the
    // rows go on under it.)
    // (A caption set at its drawn cell's right or middle heads the cell from its left side: starts.)
    const colOf = (x: number) => colOfHeader(cols, x, (c) => starts.get(c.piece) ?? c.piece.x0);
    if (labelled && !decoy && cells.length && detailBetween(row, own[own.indexOf(row) + 1], colOf, own[own.indexOf(row) + 2])) { last = row[0]!; continue; }
    // A row's caption on a line of its own ("Owner 1" in a cell spanning the row and its detail): no value.
    if (cells.length && row.every((p) => ownerNumber(p.text))) continue;
    // (Nor is a pivot's total row an owner, "Grand Total  100.00%  684": the sum of the rows above.)
    if (/^\s*(?:grand )?total\s*$|\S\s+total\s*$/i.test(row[0]!.text)) continue;
    if (endsAt(row, { cols, header, line, last, h, span, left, colOf, started: cells.length > 0 }) || decoy || labelled) break;
    // A value with a decoy's label printed right under it ("Delta Properties" over "Landlord") is the landlord's,
    // not an owner's row: the table has ended.
    const under = own[own.indexOf(row) + 1] ?? [];
    if (overDecoyCaption(row, under)) break;
    // (A row whose name is an address is the owner's home, its caption lost: no owner's row. The rows go on under it.)
    if (cells.length && addressRow(row, colOf)) { last = row[0]!; continue; }
    // (A details table's row starts with its owner's number: a row without one ends it.)
    const nth = byNumber ? /^\s*(\d{1,2})\s*$/.exec(row[0]!.text)?.[1] : undefined;
    if (byNumber && (!nth || colOf(row[0]!.x0) !== cols[0])) break;
    rows.push(cells.length);
    fillRow(row, { colOf, cols, left, under, nth, named }, cells);
    last = row[0]!;
  }
  return { header, cells: contactsLeft(cells, rows), line };
}

/** The line a table ends at: a gap of more than two rows, a heading's line, a question or a sentence across its
 *  columns (the authorisation), a row of captions over other values, a paragraph. */
function endsAt(row: TablePiece[], o: { cols: Column[]; header: TablePiece[]; line: TablePiece[]; last: TablePiece; h: number; span: number; left: number;
  colOf: (x: number) => Column; started: boolean }): boolean {
  const { cols, header, line, last, h, span, left, colOf, started } = o;
  // (Words alone on their line running over a column's side, "Adresses domiciliaires / Home addresses" under the
  // last empty row, are the next block's heading, no owner's row.)
  const across = row.length === 1 && !/\d/.test(row[0]!.text) && colOf(row[0]!.x0 + width(row[0]!) - 2) !== colOf(Math.max(row[0]!.x0, left));
  // (Or at a paragraph's line with its blanks filled: the authorisation repeating an owner's name and title.)
  // (Or at a question of several words asked under the rows, "Any change in ownership since your last funding?"
  // with its Yes / No beside it: a question to answer, no owner's name.)
  // (Anywhere on the line: "don't know" under its own caption, then "Other owners with 20% or more?  [ ] Yes  [x] No".)
  const asked = row.some((p) => QUESTION_ASKED.test(p.text));
  // A row set in the header's small type under an owner's row in larger type is a row of captions over other
  // values ("Total assets | Annual income" over their sums), not an owner's row: the table has ended.
  // (Or at a hand's note that more owners follow, "more owners ->": they are written after it, out of the columns.)
  return row[0]!.y0 - last.y1 > Math.max(h, 8) * 2.5 || asked || across || (row.length === 1 && addedAlone(row[0]!.text)) || nextHeading(row, header, last, started) || (row.length === 1 && (!!sectionOf(row[0]!.text) || captionAlone(row[0]!.text)))
    || sentenceLine(row) || (started && captions(row, line, last)) || paragraph(row, cols, span, colOf) || captionLine(row, cols, colOf);
}

/** Words alone on their line that are a caption, in the plural maybe ("Home Addresses" over "Owner 1 Home Address"):
 *  the next block's title, no owner's name, whatever type it is set in. */
function captionAlone(text: string): boolean {
  const t = text.trim().replace(/:$/, '');
  return !/\d/.test(t) && [t, t.replace(/(?<=\p{L}{3})s$/u, ''), t.replace(/(?<=\p{L}{3})es$/u, '')].some((w) => { const l = labelOf(w, true, false, false); return !!l && l.field !== 'owner_name' && l.end >= w.length - 1; });
}

/** A line alone in larger type than the rows: the next block's heading ("Transaction list" under the contacts). (A
 *  hand's rows may be as tall as it: larger than the header's labels and a row's height apart from the rows. Under the
 *  header with no row read yet, a value is set larger than the captions over it: a line alone there is a heading only
 *  when a row's height apart, an owner's name alone right under "Full Name" is the owner's row.) */
function nextHeading(row: TablePiece[], header: TablePiece[], last: TablePiece, started: boolean): boolean {
  const h = last.y1 - last.y0;
  const big = (k: number) => row[0]!.y1 - row[0]!.y0 > 1.15 * Math.max(k, ...header.map((p) => p.y1 - p.y0));
  // (Or a numbered step's heading, "STEP 3" beside "Funding" in larger type: the next section's, in pieces.)
  if (started && row.length <= 3 && !!sectionOf(row.map((p) => p.text).join(' ')) && Math.max(...row.map((p) => p.y1 - p.y0)) > 1.15 * h) return true;
  return row.length === 1 && !/\d/.test(row[0]!.text) && ((started && big(h)) || (big(0) && row[0]!.y0 - last.y1 > h));
}

/** A row with a decoy's caption printed right under it ("Delta Properties" over "Landlord"): the landlord's. (A row
 *  filling three columns or more is an owner's, whatever follows it; a caption is a label alone: "Bank: TD Bank" under
 *  the last row is a line of its own with its value after it.) */
function overDecoyCaption(row: TablePiece[], under: TablePiece[]): boolean {
  const caption = (q: TablePiece) => { const l = labelOf(q.text, false, false, false); return l?.field === 'decoy' && !/[\p{L}\d]/u.test(q.text.slice(l.end)); };
  return row.length < 3 && row.some((p) => under.some((q) => Math.abs(q.x0 - p.x0) < 14 && q.y0 - p.y1 < (p.y1 - p.y0) * 0.6 && caption(q)));
}

/** Every piece of the row in the header's type, clearly smaller than the type of the row before it. */
function captions(row: TablePiece[], header: TablePiece[], last: TablePiece): boolean {
  const hh = Math.max(...header.map((p) => p.y1 - p.y0)), vh = last.y1 - last.y0;
  return row.every((p) => p.source === 'text' && p.y1 - p.y0 <= hh * 1.1 && p.y1 - p.y0 < 0.8 * vh);
}

/** A name's part named by the caption right under its box ("Colleen | McAllister" over "First Name | Last Name", both
 *  under one "Owner Name"): that part, as a person reads a web form's sub-labels. */
function captionedPart(field: string, p: TablePiece, under: TablePiece[]): string {
  if (field !== 'owner_name') return field;
  // (A hand starts a little into its box: its caption starts at the box's side.)
  const cap = under.find((q) => q.x0 < p.x0 + 4 && p.x0 - q.x0 < 12 && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < (p.y1 - p.y0) * 1.2);
  const l = cap ? labelOf(cap.text, true, false, false) : null;
  return l && (l.field === 'owner_first' || l.field === 'owner_last') && cap!.text.slice(l.end).trim() === '' ? l.field : field;
}
