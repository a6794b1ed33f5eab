// Pieces worded like a section that are no heading (issue 36): an option to tick, a label over its other language, a
// record's value among keyed values, a bare "Guarantor" beside a name. (Out of headings.ts, which had grown past its size.)
import { labelOf, sectionOf } from './labels.ts';
import { QUESTION } from './label-words.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import type { Rect } from '../types.ts';
import { frequency, markedOption } from './marks.ts';
import { entityType, personName } from './values.ts';
import { notValue } from './value-of.ts';

export const caps = (t: string) => /\p{Lu}{3}/u.test(t) && t === t.toUpperCase();

/** A label and its value in one piece ("Zip: 33638", as OCR or a typist's run gives them). */
export const paired = (k: Piece) => { const l = labelOf(k.text, true, false, false); return !!l && /^\s*:\s*\S/.test(k.text.slice(l.end)); };

/** An option in a list of them one under the other ("Sole Proprietor" over "Partnership" under "Entity type"): an
 *  answer to mark, never the owners' heading. */
function listedOption(p: Piece, pieces: Piece[]): boolean {
  const option = (t: string) => t.split(/\s+/).length <= 3 && (entityType(t.replace(/^\W+/, ''), null) !== null || frequency(t) !== null);
  const h = p.y1 - p.y0;
  return option(p.text) && pieces.some((q) => q !== p && q.text && Math.abs(q.x0 - p.x0) < 3 && Math.abs(q.y0 - p.y1) < h && option(q.text));
}

/** Words that are never a heading, whatever section they name: an option marked ("X SOLE PROPRIETOR") or listed, a
 *  sentence's line (six words or more ending in its full stop), a company's name (a funder's in a table of advances,
 *  "Pinnacle Advance Co."), one label printed in two languages. */
export function noHeading(p: Piece, pieces: Piece[]): boolean {
  if (markedOption(p.text) || (/\p{Ll}\.\s*$/u.test(p.text) && p.text.split(/\s+/).length >= 6)) return true;
  // (Nor the words of a sentence after a blank, ", hereby requests an advance of $", "% of the business. My", ". Our
  // company, a": a heading never opens on a comma, on "% of" after a share's blank or on a sentence's full stop.)
  // (Not a caption of its own, "% of ownership": words a sentence goes on with after it.)
  if (/^[,;]\s*\p{Ll}|^%\s*of\b.*[,.;]|^\.\s+\p{L}/u.test(p.text.trim())) return true;
  if (captionUnder(p, pieces)) return true;
  // (Nor a sentence's start whose line goes on after its blank, "El negocio [Beatriz Morales]" then ", que opera como".)
  if (pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 && /^[,;]\s*\p{Ll}/u.test(q.text.trim()))) return true;
  // (Nor a numbered question in small letters asking for a field, "16. How much funding are you asking for?": a
  // questionnaire's question, answered under it, though it names a section.)
  if (QUESTION.test(p.text) && /\p{Ll}.*\?\s*$/u.test(p.text) && labelOf(p.text, true, false, false)) return true;
  if (/\s(?:co|inc|llc|l\.l\.c|ltd|corp|lp|llp|plc)\.?\s*$/i.test(p.text) && /\p{Ll}/u.test(p.text)) return true;
  return stackedLabel(p, pieces) || listedOption(p, pieces) || rowOption(p, pieces) || amongValues(p, pieces) || namedBeside(p, pieces) || amongTags(p, pieces);
}

/** A caption set small in small letters under a sentence's blank ("landlord" under "leases from [Summit Realty
 *  Group]"): it names the value over it, no section below it. A heading is set as large as the lines round it. */
export function captionUnder(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  if (!/^\p{Ll}/u.test(p.text.trim())) return false;
  const line = pieces.filter((q) => q !== p && q.text && q.page === p.page && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < q.y1 - q.y0 && h < 0.75 * (q.y1 - q.y0));
  // (Over it its value, or the blank left empty: the line's words on both sides of it, "leases from [ ] .".)
  const over = line.find((q) => q.x0 < p.x1 && q.x1 > p.x0) ?? line.find((q) => q.x1 <= p.x0 && line.some((o) => sameLine(o, q) && o.x0 >= p.x1));
  // (The line over it a sentence's: words between blanks on it, "leases from", ", the".)
  return !!over && pieces.some((q) => q.text && sameLine(q, over) && q !== over && (/^[,.;:]/.test(q.text.trim()) || /^\p{Ll}/u.test(q.text.trim())));
}

/** A tag in a row of tags, words of its size close on both sides of it ("Dental  2nd position  Needs bank stmts  FL"
 *  across a deal's record): a word among words, no heading, whatever its words name. A heading stands clear on its
 *  line; the words beside it here are neither labels nor headings. */
function amongTags(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  const tag = (q: Piece) => q.text.trim().split(/\s+/).length <= 3 && !/:/.test(q.text) && Math.abs(q.y1 - q.y0 - h) < 0.15 * h;
  const other = (q: Piece) => q !== p && !!q.text && sameLine(p, q) && tag(q) && !labelOf(q.text, true, false, false) && !sectionOf(q.text);
  const left = pieces.some((q) => other(q) && q.x1 <= p.x0 + 2 && p.x0 - q.x1 < 60);
  const right = pieces.some((q) => other(q) && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 60);
  return tag(p) && left && right;
}

/** A key or its value in a record's row: a label cell drawn inside its row's box, the value written in the row beside
 *  it ("Opportunity Owner | Fatima Patel", "Lead Source | ISO partner"). Neither is a heading, whatever its words. */
export function recordRow(p: Piece, pieces: Piece[], boxes: Rect[]): boolean {
  const h = p.y1 - p.y0;
  const rows = boxes.filter((r) => inside(p, r) && r.y1 - r.y0 < 3 * h);
  const cells = (r: Rect) => boxes.filter((c) => c !== r && inside(c, r) && r.x1 - r.x0 > c.x1 - c.x0 + 10 && c.x0 - r.x0 < 5);
  const beside = (a: Piece, c: Rect, r: Rect) => pieces.some((q) => q !== a && q.text && sameLine(a, q) && inside(q, r) && !inside(q, c) && q.x0 >= c.x1 - 2);
  const keyIn = (c: Rect) => pieces.some((k) => k !== p && k.text && sameLine(k, p) && inside(k, c));
  return rows.some((r) => cells(r).some((c) => (inside(p, c) && beside(p, c, r)) || (!inside(p, c) && p.x0 >= c.x1 - 2 && keyIn(c))));
}

/** A page's title naming an advance ("Northgate Tire - MCA 3", a deal's record): printed above every label, the
 *  largest type there, larger than the labels' type (a hand's values may be larger still), it names the document; it
 *  heads no other funders' advances. */
export function pageTitle(p: Piece, pieces: Piece[]): boolean {
  const size = (q: Piece) => q.y1 - q.y0;
  const labels = pieces.filter((q) => q !== p && q.text && !!labelOf(q.text, true, false, false));
  const top = Math.min(...labels.map((q) => q.y0));
  const median = labels.map(size).sort((a, b) => a - b)[Math.floor(labels.length / 2)];
  return median !== undefined && p.y1 <= top && size(p) >= 1.3 * median && pieces.every((q) => q === p || !q.text || q.y0 >= top || size(q) < size(p))
    && !headingsAlike(p, pieces);
}

/** Other pieces set as `p` is (its size, its left edge) naming sections below it: `p` is the first of the page's
 *  section headings, not its title ("Open advances and loans" at the top of a form's second page, over "Bank
 *  reference" and "Trade references" in its type). */
function headingsAlike(p: Piece, pieces: Piece[]): boolean {
  const size = p.y1 - p.y0;
  return pieces.some((q) => q !== p && q.text && q.y0 > p.y1 && Math.abs(q.y1 - q.y0 - size) < size * 0.1 && Math.abs(q.x0 - p.x0) < 4 && !!sectionOf(q.text));
}

/** A piece on a bar printed from the page's very top edge (no printed form's section bar leaves no margin): a web
 *  app's title bar or a letterhead's banner, which names the tool or its owner ("Broker Pipeline" over a merchant's
 *  record), not a section of the form. */
export function titleBar(p: Piece, boxes: Rect[]): boolean {
  return boxes.some((b) => b.y0 <= 1 && b.x1 - b.x0 >= 300 && b.y1 - b.y0 < 3 * (p.y1 - p.y0) && inside(p, b));
}

/** A bare "Guarantor" (or Principal, Officer) with a person's name typed beside it ("Guarantor   James Whitfield"):
 *  the label of that person's name (label-context.ts), not a heading over the owners' columns. */
function namedBeside(p: Piece, pieces: Piece[]): boolean {
  if (p.source !== 'text' || !/^(?:principal|guarantor|officer)\s*:?$/i.test(p.text.trim())) return false;
  const r = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0)[0];
  return !!r && r.x0 - p.x1 < 60 && !notValue(r) && /^\p{Lu}/u.test(r.text) && !!personName(r.text);
}

/** A piece in a column of values, each after its key on its line ("Stage   Submitted to Funder" between "Last Modified
 *  2026-11-17" and "Lead Source  UCC List"): a record's value, whatever its words, no heading. A heading starts its
 *  column; the lines above and below it there are labels, not values. */
function amongValues(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  // (A value that is itself a word and its answer, "Referral: Kevin Patel" after "Lead Source", is a value too.)
  const worded = (q: Piece) => !labelOf(q.text, true, false, false) || paired(q);
  // (Its key is the nearest piece left of it. A label with its own value, "Zip: 33638" in the left-hand column of a
  // two-column scan whose OCR joined each label to its value, keys nothing further along its line.)
  const keyed = (q: Piece) => {
    const k = pieces.filter((o) => o !== q && o.text && sameLine(o, q) && o.x1 <= q.x0 + 2).sort((a, b) => b.x1 - a.x1)[0];
    return !!k && !sectionOf(k.text) && !paired(k);
  };
  const value = (q: Piece) => worded(q) && !sectionOf(q.text) && keyed(q);
  const near = (up: boolean) => pieces.filter((q) => q !== p && q.text && Math.abs(q.x0 - p.x0) < 3 && (up ? p.y0 - q.y1 : q.y0 - p.y1) > -2
    && (up ? p.y0 - q.y1 : q.y0 - p.y1) < 2 * h).sort((a, b) => (up ? b.y0 - a.y0 : a.y0 - b.y0))[0];
  const above = near(true), below = near(false);
  return keyed(p) && !!above && !!below && value(above) && value(below);
}

/** An entity type in a row of them to tick ("Corporation  LLC  S-Corp  Sole Proprietor  Partnership"): an answer to
 *  mark, never the owners' heading. */
function rowOption(p: Piece, pieces: Piece[]): boolean {
  const entity = (t: string) => t.split(/\s+/).length <= 3 && entityType(t.replace(/^\W+/, ''), null) !== null;
  return entity(p.text) && pieces.filter((q) => q !== p && q.text && sameLine(p, q) && entity(q.text)).length >= 2;
}

/** One label printed on two lines, a language under the other ("Landlord" over "Locateur", "Type of business" over
 *  "Genre d'entreprise"), with its value under them: a label, neither line a heading of what follows. */
function stackedLabel(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  const other = otherLanguage(p, pieces);
  if (!other) return false;
  const lower = other.y0 > p.y0 ? other : p;
  // (Or its value beside the two lines, a sheet's column of values right of its column of labels: "Redwood MCA" right
  // of "Financiador sugerido" over "Target funder".)
  return pieces.some((v) => v !== p && v !== other && v.text && ((v.y0 >= lower.y1 - 2 && v.y0 - lower.y1 < 1.2 * h && Math.abs(v.x0 - p.x0) < 15
    && !sectionOf(v.text)) || besidePair(v, p, other)) && !labelOf(v.text, true, false, false) && !notValue(v));
}

/** Two wordings of one label are of a length: not a heading with its instruction ("REP SECTION — completed by the
 *  sales representative (rep is paid on a 1099)") over a field's label ("Rep Name:"). */
const alike = (a: string, b: string) => { const n = (t: string) => t.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length || 1; return Math.max(n(a), n(b)) <= 3 * Math.min(n(a), n(b)); };

/** The other line of one label printed in two languages, one over the other, if `p` is one of them. */
export function otherLanguage(p: Piece, pieces: Piece[]): Piece | undefined {
  const h = p.y1 - p.y0;
  // (Both lines labels of one field: "Owner 1" over "Owner Name", "Owners" over "Owner 1", are headings.)
  const kind = (t: string) => labelOf(t, true, false, false)?.field ?? null;
  // (Set alike: a heading in capitals over a label in small letters is a heading, "FUNDING REQUEST" over "Requested
  // Amount".)
  const stacked = (a: Piece, b: Piece) => b.y0 >= a.y1 - 2 && b.y0 - a.y1 < 0.6 * h && Math.abs(a.x0 - b.x0) < 4 && Math.abs((a.y1 - a.y0) - (b.y1 - b.y0)) <= 0.2 * h
    && caps(a.text) === caps(b.text) && alike(a.text, b.text);
  // (Neither line holding a value of its own: "City: Tampa" over "Phone: (813) 249-5979" are two fields.)
  if (!kind(p.text) || paired(p)) return undefined;
  return pieces.find((q) => q !== p && q.text && (stacked(p, q) || stacked(q, p)) && kind(q.text) === kind(p.text) && !paired(q));
}

/** Written on the line under a two-line label, at its left edge. */
export function underPair(v: Piece, a: Piece, b: Piece): boolean {
  const foot = Math.max(a.y1, b.y1);
  return v.y0 >= foot - 2 && v.y0 - foot < 1.2 * (a.y1 - a.y0) && Math.abs(v.x0 - a.x0) < 15;
}

/** Written right of a two-line label, level with its lines (not under them, not in another row). */
export function besidePair(v: Piece, a: Piece, b: Piece): boolean {
  const x = Math.max(a.x1, b.x1), mid = (v.y0 + v.y1) / 2;
  return v.x0 >= x - 2 && v.x0 - x < 200 && mid > Math.min(a.y0, b.y0) && mid < Math.max(a.y1, b.y1);
}

/** A line of explanation set beside a section's heading in clearly smaller type ("About you  Everyone who owns 20% or
 *  more of the business", "Your business  Tell us who we are funding"): the heading's, neither a value that makes the
 *  heading a label nor a heading of its own, whatever section its words name. (A value beside a label is a name, a
 *  figure or a few capitalised words; a phrase has words in small letters, not a name's particles: "de la Cruz".) */
export function tagline(q: Piece, head: Piece): boolean {
  if (q === head || !q.text || !head.text || !sameLine(q, head) || q.x0 < head.x1 - 2 || q.x0 - head.x1 >= 40) return false;
  if (q.y1 - q.y0 > 0.8 * (head.y1 - head.y0) || !sectionOf(head.text)) return false;
  // (Or the heading in the form's other language, "FINANCING REQUEST  Demande de financement": one heading, said twice.)
  if (sectionOf(q.text) === sectionOf(head.text) && !/\d/.test(q.text)) return true;
  const small = q.text.trim().split(/\s+/).filter((w) => /^\p{Ll}/u.test(w) && !/^(?:de|del|la|le|van|von|der|den|da|di|du|dos|das|st\.?)$/.test(w));
  return small.length >= 2 && /^\p{Lu}/u.test(q.text.trim()) && !labelOf(q.text, true, false, false);
}

/** A word of an app's menu or tab strip ("Deals  Contacts  Funders  Reports" across a CRM's top bar, its bar lost
 *  on a scan): among three or more other short capitalised words on its line, with no label above it on the page. It
 *  heads nothing; the record under it is read as its own labels say. */
export function menuItem(p: Piece, pieces: Piece[]): boolean {
  const short = (q: Piece) => /^\p{Lu}[\p{L}'’]*(?:\s+\p{Lu}[\p{L}'’]*){0,2}$/u.test(q.text.trim());
  if (!short(p) || pieces.filter((q) => q !== p && q.text && sameLine(p, q) && short(q)).length < 3) return false;
  const label = (q: Piece) => !!q.text && !!labelOf(q.text, true, false, false);
  return pieces.some((q) => label(q) && q.y0 > p.y1) && !pieces.some((q) => q !== p && label(q) && q.y1 <= p.y0 + 2);
}

/** A caption in a row of captions each hanging under its own value, set larger ("Equipment vendor / supplier | Vendor
 *  phone | Amount to be financed" under what was written for them): a field's caption, whatever section its words
 *  name; it heads nothing. */
export function captionsRow(p: Piece, pieces: Piece[]): boolean {
  // (A label over it is no value: "ISO Rep  Rep Ph.  ISO #" over a row of bands "BUS. INFO  LOCATION  DEAL".)
  const valued = (c: Piece) => pieces.some((v) => v !== c && v.text && v.y1 <= c.y0 + 1 && c.y0 - v.y1 < 1.5 * (c.y1 - c.y0) && Math.abs(v.x0 - c.x0) < 8
    && v.y1 - v.y0 > 1.15 * (c.y1 - c.y0) && !labelOf(v.text, true, false, false));
  return valued(p) && pieces.filter((q) => q !== p && q.text && sameLine(p, q) && valued(q)).length >= 2;
}

/** A cell of a table's row: on its line two other cells or more, it and two of them each starting where a cell of
 *  the row just over it starts (three cells or more there: the table's captions or its previous row). A funder's
 *  name in another funders' advances ("Rapid Advance Partners  10/22/2026  $114,100  $2,292 daily") names no
 *  section, whatever its words; nor does a caption of a row of captions over such a row of values ("Company  Date
 *  funded  Balance  Payment"): a column's caption. */
export function tableCell(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  // (On its line both ways: smaller captions set just under a heading, their tops past its middle, are the next line.)
  const line = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && sameLine(q, p));
  if (line.length < 2) return false;
  const aligned = (row: Piece[]) => {
    const under = (c: Piece) => row.some((r) => Math.abs(r.x0 - c.x0) < 4);
    return row.length >= 3 && under(p) && line.filter(under).length >= 2;
  };
  const nearest = (near: Piece[], pick: (ys: number[]) => number) => {
    const y = pick(near.map((q) => q.y0));
    return near.filter((q) => Math.abs(q.y0 - y) < h * 0.5);
  };
  const above = pieces.filter((q) => q.text && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 2.5 * h && !sameLine(p, q));
  const below = pieces.filter((q) => q !== p && q.text && q.y0 >= Math.min(p.y1 - 1, (p.y0 + p.y1) / 2) && q.y0 - p.y1 < 2.5 * h && !line.includes(q));
  // (Under captions the row holds values: three section headings side by side have their columns' labels under them.)
  const values = nearest(below, (ys) => Math.min(...ys));
  return (above.length > 0 && aligned(nearest(above, (ys) => Math.max(...ys))))
    || (values.length > 0 && values.every((q) => !labelOf(q.text, true, false, false)) && aligned(values));
}

/** A row of a list of labels and values (a review page's "Legal name   Acme Ltd." pairs, set in columns): a piece with
 *  a value beside it, in a column of known labels each with its own value beside it, starting where its value starts.
 *  A person reads "Requested   $150,000.00" under "Funding" as the request's label, like the rows round it, not as a
 *  heading because its word names a section. */
export function listRow(p: Piece, pieces: Piece[], boxes: Rect[] = []): boolean {
  const h = p.y1 - p.y0;
  const valueBeside = (k: Piece) => pieces.filter((q) => q !== k && q.text && sameLine(k, q) && q.x0 >= k.x1 - 2 && q.x0 - k.x1 < 200)
    .sort((a, b) => a.x0 - b.x0)[0];
  const v = valueBeside(p);
  if (!v || labelOf(v.text, true, false, false) || notValue(v) || tagline(v, p)) return false;
  // (A list's row is a label and one value: a cell after the value that is no label makes it a table's row, "Harbor
  // Merchant Funding  $39,200.00  $913.50" under an advances table's header.)
  // (Not a piece past the side of the panel the row is printed in: "60,000.00" in the request's box beside the
  // current advance's "Advance funded  $ 40,000 on May. 14, 2024".)
  const next = valueBeside(v);
  const parted = !!next && boxes.some((b) => inside(p, b) && inside(v, b) && !inside(next, b) && b.x1 < next.x0 + 1);
  if (next && !parted && !labelOf(next.text, true, false, false)) return false;
  // (Its neighbours in the column, a line or two over or under it, set in its size: labels whose values start where
  // its value starts. A heading is set larger than the labels under it, "PRINCIPALS  Dirigeants" over "Full Name".)
  return pieces.some((r) => r !== p && r.text && Math.abs(r.x0 - p.x0) < 3 && Math.abs(r.y0 - p.y0) < 3.5 * h && !sameLine(r, p) && Math.abs(r.y1 - r.y0 - h) <= 0.2 * h
    && !!labelOf(r.text, true, false, false) && (() => { const w = valueBeside(r); return !!w && Math.abs(w.x0 - v.x0) < 3; })());
}

/** The value of a key's row in a list of keys and values set in two columns ("Lead Source  Partner ISO" in a CRM's
 *  Field | Value export): a key on its left on its line, not worded as a part, and two rows or more a line or two
 *  over or under it whose keys and values start where its key and it start. A value, however it is worded. */
export function listValue(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  const keyOf = (v: Piece) => pieces.filter((q) => q !== v && q.text && sameLine(v, q) && q.x1 <= v.x0 - 4 && v.x0 - q.x1 < 250).sort((a, b) => b.x1 - a.x1)[0];
  const key = keyOf(p);
  if (!key || sectionOf(key.text) || caps(p.text)) return false;
  const rows = pieces.filter((r) => r !== p && r.text && Math.abs(r.x0 - p.x0) < 3 && Math.abs(r.y0 - p.y0) < 3.5 * h && !sameLine(r, p)
    && (() => { const k = keyOf(r); return !!k && Math.abs(k.x0 - key.x0) < 3; })());
  return rows.length >= 2;
}

/** A piece worded like a label set as the page's headings are ("Financement demandé / Funding requested" in the type of
 *  "Entreprise / Business" and "Actionnaires / Shareholders"): alone on its line, at the left edge two headings worded
 *  as nothing else start at, as tall as they are and taller than the page's labels. A heading unless a value goes with
 *  it, as one in capitals is. */
export function headingStyled(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  // (Its section's number in a badge before it, "6  Trade reference", is no other word on its line.)
  const numbered = (a: Piece, r: Piece) => r.x1 <= a.x0 && a.x0 - r.x1 < 30 && /^\(?\d{1,2}[.)]?$/.test(r.text.trim()) && sameLine(a, r);
  const beside = (a: Piece) => pieces.some((r) => r !== a && r.text && sameLine(a, r) && !numbered(a, r));
  if (beside(p)) return false;
  // (The page's other headings in its type: sections by name, or numbered as it is.)
  const badge = (a: Piece) => pieces.some((r) => r !== a && r.text && numbered(a, r));
  const pure = pieces.filter((q) => q !== p && q.text && Math.abs(q.x0 - p.x0) < 4 && Math.abs(q.y1 - q.y0 - h) < 0.1 * h
    && !labelOf(q.text, true, false, false) && (!!sectionOf(q.text) || (badge(p) && badge(q))) && !beside(q));
  if (pure.length < 2) return false;
  const labels = pieces.filter((q) => q.text && q !== p && !!labelOf(q.text, true, false, false)).map((q) => q.y1 - q.y0).sort((a, b) => a - b);
  return labels.length >= 3 && h > 1.15 * labels[Math.floor(labels.length / 2)]!;
}

/** One of a list of entity types to choose from, "LLC / Corporation / S Corp / Partnership / Sole Proprietor / Other"
 *  stacked or in a row: an option, though "Sole Proprietor" names an owner too. */
export function entityOption(p: Piece, pieces: Piece[]): boolean {
  if (!entityType(p.text.trim(), null)) return false;
  const h = p.y1 - p.y0;
  const near = (q: Piece) => (sameLine(p, q) && Math.abs(q.x0 - p.x0) < 250) || (Math.abs(q.x0 - p.x0) < 2 * h && Math.abs(q.y0 - p.y0) < 4 * h);
  return pieces.filter((q) => q !== p && q.page === p.page && q.text && near(q) && !!entityType(q.text.trim(), null)).length >= 2;
}
