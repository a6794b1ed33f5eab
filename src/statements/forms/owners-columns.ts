// Owners printed as columns (issue 36): a line of owner headings side by side ("Owner 1 | Owner 2", "Propietario 1 /
// Owner 1 ..."), then a row per field with its label at the left and each owner's value under that owner's heading,
// as a person reads a grid. Each column is one owner, read top to bottom, its name first.
import type { Rect } from '../types.ts';
import { labelOf, sectionOf } from './labels.ts';
import { NOT_OWNER } from './section-of.ts';
import { sameLine, type Piece } from './pieces.ts';
import { byColumn } from './table-split.ts';
import { NAME } from './owners-listed.ts';
import { blank } from './values.ts';
import { QUESTION_NUMBER } from './label-words.ts';

export interface ColumnCell { field: string; label: string; piece: Piece }
/** `business`: the cells of a column headed for the business ("Business | Owner 1 | Owner 2"), business fields. */
export interface OwnerColumns { used: Piece[]; owners: ColumnCell[][]; business: ColumnCell[] }

/** A column headed for the business beside the owners' ("BUSINESS", "Company", "Merchant"). */
const BUSINESS_HEAD = /^(?:the\s+)?(?:business|company|merchant|applicant business|entity|corporation|entreprise|negocio|empresa)$/i;

/** A row's label split where it names one field for the business and another for owners ("DBA / Title", "Start Date
 *  / DOB"); a slash inside brackets ("Tax ID (EIN / SSN)") stays. */
const alternatives = (t: string) => [t, ...t.split(/\s+\/\s+(?![^(]*\))/).filter((x) => x !== t)];

/** The field a row's label asks of an owner's column, or of the business's. */
function fieldFor(text: string, owner: boolean): { field: string; end: number } | null {
  for (const alt of alternatives(text)) {
    // (Read as in an owners' section, so a bare "Name" is a label: the business's column takes it as its name.)
    const l = labelOf(alt, true, false, false);
    if (!l || l.field === 'decoy' || l.field === 'other') continue;
    if (owner && l.field.startsWith('owner_')) return { field: l.field, end: text.indexOf(alt) + l.end };
    // One tax ID row for all columns: the owners' are their SSNs ("Tax ID (EIN / SSN)").
    if (owner && l.field === 'business_tax_id' && /\b(?:ssn|sin|itin|social)\b/i.test(text)) return { field: 'owner_tax_id', end: text.length };
    if (!owner && !l.field.startsWith('owner_')) return { field: l.field, end: text.indexOf(alt) + l.end };
    // A bare "Name" in the business's column is its legal name.
    if (!owner && l.field === 'owner_name' && /^\s*name\b/i.test(alt)) return { field: 'legal_name', end: text.indexOf(alt) + l.end };
  }
  return null;
}

/** Pieces grouped into lines, top to bottom, each left to right. */
export function linesOf(pieces: Piece[]): Piece[][] {
  const lines: Piece[][] = [];
  for (const p of [...pieces].sort((a, b) => a.y0 - b.y0)) {
    const line = lines.find((l) => sameLine(l[0]!, p));
    if (line) line.push(p); else lines.push([p]);
  }
  return lines.map((l) => l.sort((a, b) => a.x0 - b.x0));
}

/** An owner's heading: "Owner 1", "Principal #2", "Co-Owner", "Guarantor 2", a few words alone in their cell. */
// (Not an owner's caption repeated over each column, "Legal Name of Owner": a caption, though only loosely a label.)
const ownerHeading = (p: Piece) => sectionOf(p.text) === 'owner' && p.text.split(/\s+/).length <= 6 && ![false, true].some((loose) => labelOf(p.text, true, false, loose)?.field.startsWith('owner_'));

/** The first party's column beside its co-party's, a person's too: "Applicant" in "Applicant | Co-Applicant | Guarantor 2". */
const coParty = (p: Piece, line: Piece[]) => !ownerHeading(p) && /^[\p{L} ]{3,20}$/u.test(p.text.trim())
  && line.some((q) => q !== p && ownerHeading(q) && /^co-?\s*/i.test(q.text.trim()) && q.text.trim().toLowerCase().replace(/^co-?\s*/, '') === p.text.trim().toLowerCase());

/** A column's heading for someone its note says is no owner: "CO-SIGNER (NON-OWNER)", "Guarantor (not an owner)". */
// (Or one for the owner's spouse or a co-signer, beside the owners': "Spouse (if co-signing)", "Co-signer".)
const nonOwnerHeading = (p: Piece) => p.text.split(/\s+/).length <= 6 && ((sectionOf(p.text) === 'decoy' && /\([^()]*\)/.test(p.text) && NOT_OWNER.test(p.text))
  || /^(?:spouse|co-?signer|co-?signatory)\b/i.test(p.text.trim()));

/** The owner-column grids of a page's pieces (text pieces only). */
export function ownerColumns(all: Piece[]): OwnerColumns[] {
  const out: OwnerColumns[] = [];
  const allLines = linesOf(all);
  allLines.forEach((line, at) => {
    let pieces = all, lines = allLines, i = at;
    const numbered = numberedColumns(line) ?? namedColumns(line, allLines[at + 1], allLines[at - 1]);
    if (numbered) { out.push(...numberedGrid(numbered, lines.slice(i), pieces)); return; }
    const owned = titlesRow(line) ? [] : cornerless(line.filter((p) => ownerHeading(p) || coParty(p, line)), pieces);
    // A column headed for a person its note says owns nothing ("OWNER 3 | CO-SIGNER (NON-OWNER)") is a column of the
    // grid all the same (its values are no other owner's), read for no owner.
    const none = owned.length >= 2 ? line.filter((p) => !owned.includes(p) && p.x0 > owned[0]!.x0 && nonOwnerHeading(p)) : [];
    const heads = [...owned, ...none].sort((a, b) => a.x0 - b.x0);
    // Only owners' headings on the line, but a corner cell over the labels' column ("Field | Owner 1") and a box beside (sideBox).
    const side = sideBox(line, heads);
    if (owned.length < 2 || line.some((p) => !heads.includes(p) && p.x1 > heads[0]!.x0 && (!side || p.x0 < side.x0))) return;
    const cols = columnsUnder(heads, lines.slice(i + 1, i + 4), side ? side.x0 - 2 : Infinity);
    const biz = line.find((p) => !heads.includes(p) && BUSINESS_HEAD.test(p.text.trim()));
    const bizCol = biz ? { x0: biz.x0 - 12, x1: heads[0]!.x0 - 12 } : null;
    const grid: OwnerColumns = { used: [...heads, ...(biz ? [biz] : [])], owners: heads.map(() => []), business: [] };
    // (A scan's values of two owners read as one piece, "thirty percent (30%) thirty percent (30%)", are parted at the
    // column they start under.)
    const top = Math.min(...heads.map((h) => h.y0));
    const from = new Map<Piece, Piece>();
    const colOf = (x: number) => cols.findIndex((c) => x >= c.x0 && x < c.x1);
    const split = (side ? pieces.filter((q) => q.x0 < side.x0 - 2 || q.y1 < line[0]!.y0 - 2) : pieces).flatMap((p) => { const parts = p.y0 > top && colOf(p.x0) >= 0 ? byColumn(p, colOf) : [p]; if (parts.length > 1) parts.forEach((q) => from.set(q, p)); return parts; });
    if (from.size || side) {
      pieces = split;
      lines = linesOf(pieces);
      i = lines.findIndex((l) => l.includes(heads[0]!));
    }
    // Labels printed between the owners' columns: the rows are the labels' (a hand's value a few points off its
    // label's line is still that row's).
    const middle = middleRows(pieces, heads, cols, bizCol);
    if (middle) {
      grid.used.push(...middle.used);
      middle.owners.forEach((o, k) => grid.owners[k]!.push(...o));
    }
    let last: Rect = heads[0]!;
    for (const row of middle ? [] : rowsUnder(pieces, heads, lines.slice(i + 1), [...(bizCol ? [bizCol] : []), ...cols])) {
      // The grid goes on while its rows do: a gap, or a row without a label for the owners' columns, ends it.
      if (row[0]!.y0 - last.y1 > Math.max(last.y1 - last.y0, 8) * 2.5) break;
      // (A line of the business's own rows beside the grid, printed between the grid's rows, is not the grid's.)
      if (bizCol && row.every((q) => q.x1 <= bizCol.x1 + 12)) { last = row[0]!; continue; }
      const r = gridRow(row, cols, bizCol);
      if (!r) break;
      last = row[0]!;
      grid.used.push(...r.used);
      grid.business.push(...r.business);
      r.owners.forEach((c, k) => { if (c) grid.owners[k]!.push(c); });
    }
    // An owner's name first: it starts the owner, the rest of the column follows it.
    const nameFirst = (c: ColumnCell) => (/^owner_(?:name|first|last)$/.test(c.field) ? 0 : 1);
    for (const o of grid.owners) o.sort((a, b) => nameFirst(a) - nameFirst(b));
    // (A piece parted by column is used where one of its parts is.)
    grid.used.push(...new Set(grid.used.flatMap((q) => from.get(q) ?? [])));
    grid.owners = grid.owners.filter((_, k) => !none.includes(heads[k]!));
    if (grid.owners.some((o) => o.length) || grid.business.length) out.push(grid);
  });
  return out;
}

/** A row of the grid asking the owners' titles, "Title | CEO | Partner | Director": answered with offices that read as
 *  owners' headings, a row of values, no new grid. */
const titlesRow = (line: Piece[]) => labelOf(line[0]!.text, true, false, false)?.field === 'owner_title';

/** Another part's heading past the last owner's on the owners' line, a box of its own beside the grid ("Owner 3 |
 *  ISO REP"): the grid ends where that part starts, the box's pieces under the line no cells of it. */
const sideBox = (line: Piece[], heads: Piece[]) => heads.length
  ? line.find((p) => !heads.includes(p) && p.x0 > heads[heads.length - 1]!.x1 && !!sectionOf(p.text) && sectionOf(p.text) !== 'owner') : undefined;

/** A row of the owners' name whose cells are numbered ("Name  1. Rahul Abernathy  2. Kevin Castellano  3."): a deal
 *  sheet listing its owners as columns, each number heading its column (and the row its first). The numbers, in
 *  order from 1, two at least. */
function numberedColumns(line: Piece[]): Piece[] | null {
  const nums = line.slice(1).filter((p) => /^\(?\d{1,2}[.)]$/.test(p.text.trim()));
  if (nums.length < 2 || !nums.every((p, k) => Number(/\d+/.exec(p.text)![0]) === k + 1)) return null;
  return labelOf(line[0]!.text, true, false, false)?.field === 'owner_name' ? nums : null;
}

/** A row of the owners' names with no headings over it ("Name   Marcus O'Neill   Rafael Abernathy", "Title  President
 *  COO" under it): each name heads its owner's column, as a number does. Two names at least, no label among them, and
 *  the next row's values starting under them (a row of fields, "Name  Ana Ruiz  Title  CEO", has its labels between). */
function namedColumns(line: Piece[], next: Piece[] | undefined, prev: Piece[] | undefined): Piece[] | null {
  const names = line.slice(1);
  // (Not under headings of their own, "BUSINESS | OWNER 1 | OWNER 2": the headed grid's reading says whose each is.)
  if (names.filter((n) => (prev ?? []).some((h) => Math.abs(h.x0 - n.x0) < 10)).length >= 2) return null;
  if (names.length < 2 || labelOf(line[0]!.text, true, false, false)?.field !== 'owner_name' || line[0]!.text.trim().split(/\s+/).length > 3) return null;
  if (!names.every((p) => NAME.test(p.text.trim()) && !labelOf(p.text, true, false, false))) return null;
  const values = (next ?? []).slice(1);
  return values.length >= 2 && values.every((q) => names.some((n) => Math.abs(n.x0 - q.x0) < 6)) ? names : null;
}

/** The numbered columns' grid: its rows from the names' row down, each owner's value after that owner's number. */
function numberedGrid(nums: Piece[], lines: Piece[][], pieces: Piece[]): OwnerColumns[] {
  // (A hand's value starts a few points either side of the name over it: "40 %" a point left of "Jean-Paul Brennan".)
  const start = (k: number) => (k >= nums.length ? Infinity : Math.max(nums[k]!.x0 - 6, k ? nums[k - 1]!.x1 + 2 : -Infinity));
  const cols = nums.map((_, k) => ({ x0: start(k), x1: start(k + 1) }));
  const out: OwnerColumns = { used: [...nums], owners: nums.map(() => []), business: [] };
  let last: Rect = nums[0]!;
  // (Names heading their own columns are the first row's values: not taken as headings.)
  for (const row of rowsUnder(pieces, nums.filter((n) => /^\(?\d/.test(n.text.trim())), lines, cols)) {
    if (row[0]!.y0 - last.y1 > Math.max(last.y1 - last.y0, 8) * 2.5) break;
    const r = gridRow(row, cols, null);
    if (!r) break;
    last = row[0]!;
    out.used.push(...r.used);
    r.owners.forEach((c, k) => { if (c) out.owners[k]!.push(c); });
  }
  return out.owners.some((o) => o.length) ? [out] : [];
}

/** The owners' columns under their headings, each from its heading's left edge to the next one's. */
function columnsUnder(heads: Piece[], below: Piece[][], end = Infinity): Span[] {
  // (A heading centred over its column, "OWNER 1" over values written from the column's left side: the column
  // reaches half the way to the heading before.)
  const mid = (k: number) => (heads[k]!.x0 + heads[k]!.x1) / 2;
  const pitch = heads.length > 1 ? mid(1) - mid(0) : 0;
  // (A fillable field fills its cell from the cell's side, which is that half way, give or take a point's rounding.)
  const centred = heads.map((h, k) => Math.min(h.x0 - 12, mid(k) - pitch / 2 - 3));
  // (Only with the rows' labels printed left of the first column so reached: blocks side by side, "PRINCIPAL 1 |
  // PRINCIPAL 2" over their own labels, are no columns of values.)
  // (And only where values are written left of a heading's left edge: a heading set at its column's left stays so.)
  const labelsLeft = below.every((l) => l[0]!.x1 <= centred[0]! + 14) && below.some((l) => l.some((q) => q.x0 >= centred[0]! && q.x0 < heads[0]!.x0 - 12));
  const starts = labelsLeft ? centred : heads.map((h) => h.x0 - 12);
  // (Labels set flush right against the first column, "Full Name" ending a few points before "Jose Lujan" under
  // "Owner 1": the column starts past them.)
  const flush = below.map((l) => l[0]!).filter((q) => q.x1 > starts[0]! && q.x1 <= heads[0]!.x0 + 1 && q.x0 < starts[0]!);
  if (below.length >= 2 && flush.length === below.length) starts[0] = Math.max(...flush.map((q) => q.x1)) + 0.5;
  return heads.map((_, k) => ({ x0: starts[k]!, x1: starts[k + 1] ?? end }));
}

type Span = { x0: number; x1: number };

/** The owners' headings less a corner cell over the labels' column worded for them all ("OWNERS / GUARANTORS" before
 *  "Owner 1 | Owner 2"): the rows' labels stand under it, no owner's values. */
function cornerless(heads: Piece[], pieces: Piece[]): Piece[] {
  const first = heads[0];
  if (!first || heads.length < 3) return heads;
  const h = first.y1 - first.y0;
  const under = pieces.filter((q) => q.text && q.y0 >= first.y1 - 1 && q.y0 - first.y1 < 6 * h && Math.abs(q.x0 - first.x0) < 6);
  return under.length >= 2 && under.every((q) => labelOf(q.text, true, false, false)) ? heads.slice(1) : heads;
}

/**
 * The grid's rows under its headings: each line's label at the left with, in each column, the value nearest the
 * label's line within half the way to the next label's (a hand's values sit a few points under their labels' line,
 * or over it). A line with no label at the left stays a line of its own (it ends the grid: gridRow).
 */
function rowsUnder(pieces: Piece[], heads: Piece[], all: Piece[][], spans: Span[]): Piece[][] {
  const start = spans[0]!.x0;
  // (The rows' labels stand in one column: lines of a side panel further left, "(214) 271-9944" in a sidebar beside
  // the grid, are no rows of it and do not end it.)
  // (The labels nearest the columns: on a page of two columns, the owners' grid in the right one, the business's
  // labels and values of the left column share its lines.)
  const ownerLabel = (q: Piece) => q.x1 <= start + 14 && !!labelOf(q.text, true, false, false)?.field.startsWith('owner_');
  const labels = all.map((l) => l.filter(ownerLabel).pop()).filter((q): q is Piece => !!q);
  const edge = labels.length >= 2 ? Math.min(...labels.map((q) => q.x0)) : -Infinity;
  // (A question's number printed apart before its label, "17."  "Title / position", is no row's label: the label is.)
  const number = (q: Piece, l: Piece[]) => QUESTION_NUMBER.test(q.text.trim()) && l.some((o) => o !== q && o.x0 >= q.x1 - 1 && o.x0 - q.x1 < 20);
  const lines = all.map((l) => l.filter((q) => q.x1 >= edge - 4 && !number(q, l))).filter((l) => l.length);
  // (A label's note in brackets on the line under it, "Credit Score" over "(self-reported)", is no row: the values
  // beside the two lines are the label's, a field's box a few points lower than its label.)
  const note = (q: Piece) => /^\s*\([^()]*\)\s*$/.test(q.text);
  const lefts = lines.map((l) => l[0]!).filter((q) => q.x1 <= start + 14 && !note(q));
  const cy = (q: Piece) => (q.y0 + q.y1) / 2;
  const taken = new Set<Piece>(heads);
  const rows = new Map<Piece, Piece[]>();
  lefts.forEach((left, k) => {
    const gaps = [lefts[k - 1], lefts[k + 1]].filter((q): q is Piece => !!q).map((q) => Math.abs(cy(q) - cy(left)));
    const half = (gaps.length ? Math.min(...gaps) : (left.y1 - left.y0) * 3) / 2;
    const row = [left];
    for (const c of spans) {
      const v = pieces.filter((q) => q !== left && q.text && !taken.has(q) && !lefts.includes(q) && q.x0 >= c.x0 && q.x0 < c.x1 && Math.abs(cy(q) - cy(left)) < half)
        .sort((a, b) => Math.abs(cy(a) - cy(left)) - Math.abs(cy(b) - cy(left)))[0];
      if (v) { row.push(v); taken.add(v); }
    }
    rows.set(left, row);
  });
  // (A line of values only, all of them taken by the labels' rows, is no line of its own.)
  const out: Piece[][] = [];
  for (const line of lines) {
    const row = rows.get(line[0]!);
    if (row) out.push(row);
    else if (!line.every((q) => taken.has(q) || note(q))) out.push(line);
  }
  return out;
}

/**
 * One row of an owners' grid whose labels are at the left, before every column: each owner's value in that owner's
 * column, and the business's value where a business column shares the row's label. null: the row is no row of the
 * grid (a heading, a sentence, a decoy's label, a label between the columns: middleRows), which ends it.
 */
function gridRow(row: Piece[], cols: Span[], bizCol: Span | null): { used: Piece[]; business: ColumnCell[]; owners: (ColumnCell | null)[] } | null {
  const left = row[0]!;
  if (left.x1 > (bizCol ?? cols[0]!).x0 + 2) return null;
  const l = labelOf(left.text, true, false, false);
  // A row whose label we do not know ("Driver's licence #") is a row of the grid all the same: skipped, not its end.
  const unknown = !l && left.text.split(/\s+/).length <= 6 && !sectionOf(left.text) && row.length > 1;
  if ((!l && !unknown) || l?.field === 'decoy') return null;
  // (A line of its own labels and values across the columns, "Additional owner (if any):  Name: ...  Title: ...  %:
  // 25%  SSN: ...", is an owner's line under the grid, no row of it.)
  if (row.slice(1).filter((q) => /:\s*$/.test(q.text) && labelOf(q.text, true, false, false)).length >= 2) return null;
  const cell = (c: Span) => row.find((q) => q !== left && q.x0 >= c.x0 && q.x0 < c.x1 && q.text);
  const business: ColumnCell[] = [];
  const b = bizCol ? fieldFor(left.text, false) : null, bv = b && cell(bizCol!);
  if (b && bv) business.push({ field: b.field, label: left.text.slice(0, b.end).trim(), piece: bv });
  const o = fieldFor(left.text, true);
  // (An unused owner's column printed "N/A" all down holds no one: a filler is no value.)
  const owners = cols.map((c) => { const v = o && cell(c); return v && !blank(v.text) ? { field: o.field, label: left.text.slice(0, o.end).trim(), piece: v } : null; });
  return { used: row, business, owners };
}

/**
 * A grid whose labels are printed between its owners' columns, one under the other ("Harold | First name | Ingrid"):
 * each label's row takes, in each column, the value nearest its line. null when the labels are not so printed.
 */
function middleRows(pieces: Piece[], heads: Piece[], cols: Span[], bizCol: Span | null): { used: Piece[]; owners: ColumnCell[][] } | null {
  const top = Math.max(...heads.map((h) => h.y1));
  const inBiz = (q: Piece) => !!bizCol && q.x1 <= bizCol.x1 + 12;
  const below = pieces.filter((q) => q.y0 >= top - 1 && !inBiz(q) && q.text).sort((a, b) => a.y0 - b.y0);
  const first = below.find((q) => labelOf(q.text, true, false, false));
  if (!first || first.x0 < cols[0]!.x0 + 20) return null;
  const cx = (q: Piece) => (q.x0 + q.x1) / 2, cy = (q: Piece) => (q.y0 + q.y1) / 2;
  const labels: Piece[] = [];
  for (const q of below) {
    if (Math.abs(cx(q) - cx(first)) > 40 || !labelOf(q.text, true, false, false)) continue;
    const prev = labels[labels.length - 1];
    if (prev && q.y0 - prev.y1 > Math.max(prev.y1 - prev.y0, 8) * 3) break;
    labels.push(q);
  }
  if (labels.length < 2) return null;
  const pitch = (cy(labels[labels.length - 1]!) - cy(labels[0]!)) / (labels.length - 1);
  const used: Piece[] = [...labels];
  const owners: ColumnCell[][] = cols.map(() => []);
  for (const l of labels) {
    const o = fieldFor(l.text, true);
    // (An owner's column printing the labels again beside its own values, "Title" over an empty line, holds no value
    // in its label: the label is that column's, its value beside it or none.)
    const again = (q: Piece) => !!o && fieldFor(q.text, true)?.field === o.field;
    cols.forEach((c, k) => {
      const v = below.filter((q) => !labels.includes(q) && !again(q) && cx(q) >= c.x0 && cx(q) < c.x1 && Math.abs(cy(q) - cy(l)) < pitch * 0.6)
        .sort((a, b) => Math.abs(cy(a) - cy(l)) - Math.abs(cy(b) - cy(l)))[0];
      if (!v) return;
      used.push(v);
      if (o) owners[k]!.push({ field: o.field, label: l.text.slice(0, o.end).trim(), piece: v });
    });
  }
  return { used, owners };
}
