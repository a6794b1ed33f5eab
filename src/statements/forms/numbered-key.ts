// A key to numbered boxes (issue 36, set 100): a form prints only a small number in each box's corner and, elsewhere
// on the page (a margin, a shaded panel), a key listing each number with the box's label ("1  Legal Business Name",
// "2  DBA / Trade Name" ...). A person reads a box by looking its number up in the key: the number in the box is its
// label. Left as they are, the boxes' numbers are no labels and the key is a column of labels with nothing beside
// them, so nothing is read.
import { sameLine, type Piece } from './pieces.ts';

const NUMBER = /^\d{1,3}$/;

/** The key's entries on a page: printed numbers one under another at one left edge (three or more, counting up by
 *  one), each with words just after it on its line. (A column of values that happen to be figures, a form's answers,
 *  counts up by leaps.) */
function keyEntries(pieces: Piece[]): Map<string, { number: Piece; words: Piece }> {
  const entries: { number: Piece; words: Piece }[] = [];
  for (const p of pieces) {
    if (p.source !== 'text' || !NUMBER.test(p.text.trim())) continue;
    const h = p.y1 - p.y0;
    const words = pieces.filter((q) => q !== p && q.page === p.page && /\p{L}/u.test(q.text) && sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 4 * h)
      .sort((a, b) => a.x0 - b.x0)[0];
    if (words) entries.push({ number: p, words });
  }
  const key = new Map<string, { number: Piece; words: Piece }>();
  for (const e of entries) {
    // (Its column: the entries whose numbers and words start where this one's do.)
    const column = entries.filter((o) => o.number.page === e.number.page && Math.abs(o.number.x0 - e.number.x0) < 3 && Math.abs(o.words.x0 - e.words.x0) < 3)
      .sort((a, b) => a.number.y0 - b.number.y0);
    const steps = column.slice(1).map((o, i) => Number(o.number.text) - Number(column[i]!.number.text));
    const counts = steps.every((d) => d > 0) && steps.filter((d) => d === 1).length >= 0.8 * steps.length;
    if (column.length >= 3 && counts) key.set(`${e.number.page}:${e.number.text.trim()}`, e);
  }
  return key;
}

/** The pieces with each box's number read as its label from the page's key, and the key itself left out (it is read
 *  through the boxes). Only when most of the key's numbers are printed again alone on the page (the boxes'): a
 *  column of numbered lines with no twins (a spreadsheet's row numbers, a numbered list) stays as it is. */
export function keyedBoxes(pieces: Piece[]): Piece[] {
  const key = keyEntries(pieces);
  if (!key.size) return pieces;
  const used = new Set([...key.values()].flatMap((e) => [e.number, e.words]));
  // A box's number: the same number alone, no words just after it on its line (the box's value is under it, or
  // further along its row).
  const twins = new Map<Piece, Piece>();
  for (const p of pieces) {
    const entry = key.get(`${p.page}:${p.text.trim()}`);
    if (!entry || used.has(p)) continue;
    // (Printed as the key's numbers are, no larger: a value that is a figure, "9" employees, is no box's number.)
    const h = p.y1 - p.y0;
    if (p.source !== 'text' || h > 1.3 * (entry.number.y1 - entry.number.y0)) continue;
    if (pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 2 * h)) continue;
    twins.set(p, entry.words);
  }
  // (Each box has its own number: a number printed alone twice or more, "3" down a column of counts, is a value.)
  const twice = new Set([...twins.values()].filter((w, i, all) => all.indexOf(w) !== i));
  for (const [p, words] of [...twins]) if (twice.has(words)) twins.delete(p);
  const pages = new Set([...key.values()].map((e) => e.number.page));
  for (const page of pages) {
    const entries = [...key.values()].filter((e) => e.number.page === page);
    const named = new Set([...twins.values()].filter((w) => w.page === page)).size;
    if (named * 2 < entries.length) for (const e of entries) { used.delete(e.number); used.delete(e.words); }
  }
  if (!twins.size || !used.size) return pieces;
  const out: Piece[] = [];
  for (const p of pieces) {
    if (used.has(p)) continue;
    const words = twins.get(p);
    if (!words || !used.has(words)) { out.push(p); continue; }
    // (The label takes the number's place, as wide as the key prints it, up to the next piece on its line.)
    const next = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1).sort((a, b) => a.x0 - b.x0)[0];
    const x1 = Math.min(p.x0 + (words.x1 - words.x0), next ? next.x0 - 2 : Infinity);
    const { words: _digits, ...box } = p;
    out.push({ ...box, text: words.text, x1: Math.max(p.x1, x1) });
  }
  return out;
}
