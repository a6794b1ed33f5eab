// Questions answered by number (issue 36, set 139): a questionnaire lists its questions numbered ("Q1.  Legal name of
// the business", "Q2.  Doing business as ...") with nothing written beside them, and the answers elsewhere, on an
// answer sheet further down or overleaf, each after its question's number alone ("#1  Fox Hollow Landscapes", "A2",
// "2."). A person reads an answer by looking its number up in the list of questions: the number before the answer is
// its label. Left as they are, the questions are labels with nothing beside them and the answers values with no label.
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';

/** A question's or an answer's number: "Q7.", "#7", "A7", "7.", "7)", "No. 7". (A scan's digits read as the letters
 *  they look like after its mark, "Qi." for "Q1.", "#i9" for "#19": a column's order mends the rest, `columns`.) */
const NUMBER = /^\s*(Q|A|#|No\.?\s?)?\s?([\dilI|oOsSzZ]{1,3})\s?[.):]?\s*$/i;
const DIGIT: Readonly<Record<string, string>> = { i: '1', l: '1', I: '1', '|': '1', o: '0', O: '0', s: '5', S: '5', z: '2', Z: '2' };
function numberOf(p: Piece): number {
  const m = p.source === 'text' ? NUMBER.exec(p.text) : null;
  if (!m || (!/\d/.test(m[2]!) && (!m[1] || m[2]!.length > 1))) return NaN;
  return Number(m[2]!.replace(/\D/g, (c) => DIGIT[c] ?? c));
}
/** A number and its words read as one piece, as OCR often gives them ("Q7. Street address of the business", "#1 Fox
 *  Hollow Landscapes"): parted where the number ends, each part's width in proportion to its letters. */
function numberApart(p: Piece): Piece[] {
  const m = /^(\s*(?:Q|A|#|No\.?\s?)\s?[\dilI|oOsSzZ]{1,3}[.):]?)\s+(\S.*)$/.exec(p.text);
  if (!m || p.source !== 'text' || !/\d/.test(m[1]!.replace(/^\s*No/, '')) && !/^\s*[QA#]\s?[\dilI|]/.test(m[1]!)) return [p];
  const at = p.x0 + ((p.x1 - p.x0) * m[1]!.length) / p.text.length;
  return [{ ...p, text: m[1]!.trim(), x1: at }, { ...p, text: m[2]!, x0: at + ((p.x1 - p.x0) * (p.text.length - m[1]!.length - m[2]!.length)) / p.text.length }];
}

const style = (e: { number: Piece }) => e.number.text.trim().replace(/^(Q|A|#|No\.?\s?)?(\s?)[\dilI|oOsSzZ]{1,3}/i, '$1$20').toUpperCase();
interface Entry { number: Piece; n: number; words?: Piece; page: number }

/** Each number on a page with what is written just after it on its line (nothing when left blank). */
function entriesOf(pieces: Piece[]): Entry[] {
  const out: Entry[] = [];
  for (const p of pieces) {
    const n = numberOf(p);
    if (Number.isNaN(n)) continue;
    const h = p.y1 - p.y0;
    const words = pieces.filter((q) => q !== p && q.page === p.page && q.text && sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 6 * h && (Number.isNaN(numberOf(q)) || /^\s*\d+\s*$/.test(q.text)))
      .sort((a, b) => a.x0 - b.x0)[0];
    out.push({ number: p, n, page: p.page, ...(words ? { words } : {}) });
  }
  return out;
}

/** The entries in columns: numbers one under another at one left edge, three or more, counting up by one mostly. */
function columns(entries: Entry[]): Entry[][] {
  const out: Entry[][] = [];
  for (const e of entries) {
    if (out.some((c) => c.includes(e))) continue;
    // (Numbered alike: the questions' "Q7." and the answers' "#7" printed down one edge are two columns.)
    const column = entries.filter((o) => o.page === e.page && Math.abs(o.number.x0 - e.number.x0) < 3 && style(o) === style(e)).sort((a, b) => a.number.y0 - b.number.y0);
    // (A number misread between its neighbours counting up by one is the one between them: a scan's "Qs." for "Q8.".)
    for (let i = 1; i + 1 < column.length; i++) if (column[i]!.n !== column[i - 1]!.n + 1 && column[i + 1]!.n === column[i - 1]!.n + 2) column[i]!.n = column[i - 1]!.n + 1;
    // (At the column's end, one read from letters out of order: the one after the number over it.)
    const last = column[column.length - 1], before = column[column.length - 2];
    if (last && before && last.n <= before.n && /[^\d]\W*$/.test(last.number.text.replace(/[.):\s]+$/, ''))) last.n = before.n + 1;
    const steps = column.slice(1).map((o, i) => o.n - column[i]!.n);
    // (Counting up by one mostly: a scan may lose a number or two, "#3  #5".)
    if (column.length >= 3 && steps.every((d) => d > 0) && steps.filter((d) => d === 1).length >= 0.6 * steps.length) out.push(column);
  }
  return out;
}

/** A question of the list: words asking something ("Legal name of the business", "What does the business do?"), and
 *  no answer after them on their line but the next question's number. */
function asks(e: Entry, pieces: Piece[]): boolean {
  const w = e.words;
  if (!w || !/\p{L}{3}/u.test(w.text) || !(labelOf(w.text, true, false, true) || /\?\s*$/.test(w.text))) return false;
  const after = pieces.filter((q) => q !== w && q.page === w.page && q.text && sameLine(w, q) && q.x0 >= w.x1 - 1).sort((a, b) => a.x0 - b.x0)[0];
  return !after || !Number.isNaN(numberOf(after));
}

/** Every page's pieces with each answer's number read as its question (the list of questions left out): only where a
 *  list of five questions or more is answered by number, most of them, in columns of their own. */
export function answeredByNumber(pages: Piece[][]): Piece[][] {
  return byNumber(pages.map((page) => page.flatMap(numberApart))) ?? pages;
}

function byNumber(pages: Piece[][]): Piece[][] | null {
  const all = pages.flat();
  const cols = columns(entriesOf(all));
  const keyCols = cols.filter((c) => c.filter((e) => asks(e, all)).length >= 0.6 * c.length);
  const key = new Map<number, Entry>();
  for (const c of keyCols) for (const e of c) if (e.words && !key.has(e.n)) key.set(e.n, e);
  if (key.size < 5) return null;
  const answers = cols.filter((c) => !keyCols.includes(c)).flat().filter((e) => key.has(e.n));
  // (Most questions answered so, each number once: a table's row numbers, 1 to 3 beside owners, are no answer sheet.)
  if (answers.length < 0.5 * key.size || new Set(answers.map((e) => e.n)).size !== answers.length) return null;
  // (An answer sheet apart from the questions: answers each set under its own question, "Q1. ...?" over "A1. ...",
  // are read as questions answered on the line under them.)
  const keys = [...key.values()];
  const among = (a: Entry) => keys.some((k) => k.page === a.page && k.number.y0 < a.number.y0 && Math.abs(k.number.x0 - a.number.x0) < 50)
    && keys.some((k) => k.page === a.page && k.number.y0 > a.number.y0 && Math.abs(k.number.x0 - a.number.x0) < 50);
  if (answers.some(among)) return null;
  const used = new Set([...key.values()].flatMap((e) => [e.number, e.words!]));
  const asked = new Map(answers.map((e) => [e.number, key.get(e.n)!.words!]));
  const level = offLine(answers, all);
  return pages.map((page) => page.filter((p) => !used.has(p)).map((p) => level.get(p) ?? p)).map((pieces) => pieces.map((p) => {
    const words = asked.get(p);
    if (!words) return p;
    // (The question takes its number's place, up to the answer written after it: half way, a mark typed before the
    // answer's first option nearer the option than the label.)
    const next = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 1).sort((a, b) => a.x0 - b.x0)[0];
    const x1 = Math.max(p.x1, Math.min(p.x0 + (words.x1 - words.x0), next ? next.x0 - Math.max(2, (next.x0 - p.x1) / 2) : Infinity));
    return { ...p, text: words.text, x1 };
  }));
}

/** A hand's answer written a little high or low beside its number, overlapping its line by 0.4 of a line or more but
 *  not level with it (the reader's rows want it level) (set 139's handwritten answer sheet): read on its number's line, as a person reads it. Each such
 *  piece moved level with its number; the number overlapped most takes it. */
function offLine(answers: Entry[], all: Piece[]): Map<Piece, Piece> {
  const out = new Map<Piece, Piece>();
  const numbers = new Set(answers.map((e) => e.number));
  const overlap = (a: Piece, b: Piece) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  for (const e of answers) {
    const n = e.number, h = n.y1 - n.y0;
    const q = e.words ?? all.filter((q) => q.page === e.page && q.text && !numbers.has(q) && !out.has(q) && q.x0 >= n.x1 - 1 && q.x0 - n.x1 < 6 * h
      && overlap(q, n) >= 0.4 * Math.min(h, q.y1 - q.y0)).sort((a, b) => a.x0 - b.x0)[0];
    if (!q) continue;
    const rival = answers.find((o) => o !== e && o.page === e.page && Math.abs(o.number.x0 - n.x0) < 3 && overlap(q, o.number) > overlap(q, n));
    const mid = (r: Piece) => (r.y0 + r.y1) / 2;
    if (!rival && Math.abs(mid(q) - mid(n)) > 0.15 * h) out.set(q, { ...q, y0: n.y0 + (n.y1 - n.y0) / 2 - (q.y1 - q.y0) / 2, y1: n.y0 + (n.y1 - n.y0) / 2 + (q.y1 - q.y0) / 2 });
  }
  return out;
}
