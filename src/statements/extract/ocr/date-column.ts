// The column of dates down a statement's page, as the judge of a misread date. Dates stand at one left edge and run
// in order (oldest or newest first), so a date token OCR got wrong can be mended from the dates around it: its lost
// separators given back in the column's form, a digit too many dropped, a character misread ("61/07/26",
// "@1/15/26", "01/23/26" between 01/13 and 01/14) put right, each only when exactly one reading fits.
import type { OcrTolerances } from '../../settings.ts';
import { DATE, type PlacedWord } from './words.ts';

/** Every mend of the date column, in order: lost separators given back in the column's form, a column that lost
 *  every slash read as dates, then one misread character put right against the (now mended) neighbours. */
export function mendDates(words: PlacedWord[], s: OcrTolerances, earlier: PlacedWord[] = []): void {
  mendDateColumn(words, s, earlier);
  mendSlashlessColumn(words, s);
  mendMisreadDates(words, s, earlier);
}

/** The well-formed dates among `words` (kept by the caller to mend the next pages' columns). */
export function datesOf(words: PlacedWord[]): PlacedWord[] {
  return words.filter((w) => DATE.test(w.str)).map((w) => ({ str: w.str, x: w.x, h: w.h }));
}

/**
 * Dates whose separators OCR lost ("0116" for 01/16, "01162026" for 01/16/2026) or read as a stroke ("12724" for
 * 12/24): a run of digits standing at the left edge of a column of dates (three or more well-formed dates starting
 * at the same x) is given the separators of that column's dates, when its digits then make a valid month and day.
 * A page whose own column has fewer than three clean dates (a short last page, dates printed once a day) borrows
 * the column from the document's earlier pages (`earlier`, in the same units). Mends `words` in place; returns how many.
 */
export function mendDateColumn(words: PlacedWord[], s: OcrTolerances, earlier: PlacedWord[] = []): number {
  const own = words.filter((w) => DATE.test(w.str));
  if (own.length + earlier.length < s.mendColumnMin) return 0;
  let mended = 0;
  for (const w of words) {
    if (!/^\d[\d/-]*\d$/.test(w.str) || DATE.test(w.str)) continue;
    let digits = w.str.replace(/\D/g, '');
    const column = columnOf(w, own, earlier, s);
    if (column.length < s.mendColumnMin) continue;
    const form = formOf(column);
    // A slash read twice, as a 1 or 7 and a slash ("127/14" for 12/14): the stroke before the slash goes.
    const sep = form.search(/[/-]/);
    if (w.str.length === form.length + 1 && sep > 0 && /[17]/.test(w.str[sep]!) && w.str[sep + 1] === form[sep]) {
      digits = (w.str.slice(0, sep) + w.str.slice(sep + 1)).replace(/\D/g, '');
    }
    // A slash read as a 1 or 7 in its place ("12724", "01721/26"): the stroke is the separator.
    if (w.str.length === form.length && [...form].every((c, i) => c === '9' ? /\d/.test(w.str[i]!) : w.str[i] === c || /[17]/.test(w.str[i]!))) {
      digits = [...w.str].filter((_, i) => form[i] === '9').join('');
    }
    const need = form.replace(/\D/g, '').length;
    // One digit too many (a speck read as a digit: "03/022" for 03/02): the digit whose removal gives the date that
    // fits between the column's dates above and below it (dates run in order down a column).
    if (digits.length === need + 1) digits = dropExtraDigit(w, form, column) ?? digits;
    if (need !== digits.length) continue;
    let k = 0;
    const out = [...form].map((c) => (c === '9' ? digits[k++]! : c)).join('');
    const [a = 0, b = 0] = out.split(/[/-]/).map(Number);
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) continue;
    w.str = out;
    mended++;
  }
  return mended;
}

/** The dates of `w`'s column: the same left edge within half a character, on this page, or on the pages before
 *  when this one has too few. */
function columnOf(w: PlacedWord, own: PlacedWord[], earlier: PlacedWord[], s: OcrTolerances): PlacedWord[] {
  const near = (d: PlacedWord) => Math.abs(d.x - w.x) <= Math.max(d.h, w.h) * s.dateColumnAlign;
  const column = own.filter(near);
  return column.length < s.mendColumnMin ? [...column, ...earlier.filter(near)] : column;
}

/** The column's most common form, as a template of digit and separator positions ("99/99/99"). */
export function formOf(column: readonly { str: string }[]): string {
  const forms = new Map<string, number>();
  for (const d of column) { const f = d.str.replace(/\d/g, '9'); forms.set(f, (forms.get(f) ?? 0) + 1); }
  return [...forms.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Month and day of a date of the column's form as one sortable number (day first when the column says so). */
function dateKey(d: string, dayFirst: boolean): number {
  const [a = 0, b = 0] = d.split(/[/-]/).map(Number);
  return dayFirst ? b * 100 + a : a * 100 + b;
}

/**
 * `w` of the column's form with one digit more ("03/022"): its digits without the one digit whose removal gives the
 * date that keeps the column in its order (oldest or newest first, as most of its dates run) against the dates just
 * above and below it; a section starting anew between them breaks one of the two, so each kept counts; the nearest
 * breaks a tie. Null when two fit as well, or the word has no neighbours on its page.
 */
function dropExtraDigit(w: PlacedWord, form: string, column: PlacedWord[]): string | null {
  if (w.y === undefined) return null;
  const shape = w.str.replace(/\d/g, '9');
  const dayFirst = daysFirst(column);
  const fill = (digits: string) => { let k = 0; return [...form].map((c) => (c === '9' ? digits[k++]! : c)).join(''); };
  const order = orderAround(w, column, dayFirst);
  if (!order) return null;
  const digits = w.str.replace(/\D/g, '');
  const fits: [string, number, number][] = [];
  for (let i = 0; i < w.str.length; i++) {
    // The extra digit stands where the word's shape has one more digit than the form.
    if (!/\d/.test(w.str[i]!) || shape.slice(0, i) + shape.slice(i + 1) !== form) continue;
    const k = w.str.slice(0, i).replace(/\D/g, '').length;
    const rest = digits.slice(0, k) + digits.slice(k + 1);
    if (fits.some((f) => f[0] === rest) || !isDate(fill(rest), dayFirst)) continue;
    const key = dateKey(fill(rest), dayFirst);
    fits.push([rest, order.kept(key), order.distance(key)]);
  }
  const best = fits.sort((x, y) => y[1] - x[1] || x[2] - y[2]);
  return best[0] && (best.length === 1 || best[0][1] > best[1]![1] || best[0][2] < best[1]![2]) ? best[0][0] : null;
}

/**
 * Dates of the column with one character misread: a digit read as a sign ("@1/15/26", "§1/19/26"), or a digit read
 * as another one so that the date is no date ("61/07/26", month 61) or falls outside the two neighbours around it
 * that keep the column's order ("01/23/26" between 01/13 and 01/14). The one character is replaced by the digit that makes a date
 * fitting in order between the column's dates just above and below it on the page; the nearest fit wins, and a tie
 * leaves the word as read. Mends `words` in place; returns how many.
 */
export function mendMisreadDates(words: PlacedWord[], s: OcrTolerances, earlier: PlacedWord[] = []): number {
  const own = words.filter((w) => DATE.test(w.str));
  let mended = 0;
  for (const w of words) {
    if (w.y === undefined) continue;
    const column = columnOf(w, own, earlier, s);
    if (column.length < s.mendColumnMin) continue;
    const form = formOf(column);
    // The column's form, character for character, but for one position that may hold anything but a separator.
    if (w.str.length !== form.length || ![...form].every((c, i) => (c === '9' ? !/[/-]/.test(w.str[i]!) : w.str[i] === c))) continue;
    const signs = [...w.str].flatMap((c, i) => (form[i] === '9' && !/\d/.test(c) ? [i] : []));
    if (signs.length > 1) continue;
    const dayFirst = daysFirst(column);
    const order = orderAround(w, column.filter((d) => d !== w && isDate(d.str, dayFirst)), dayFirst);
    if (!order) continue;
    const fitsAll = (str: string) => order.kept(dateKey(str, dayFirst)) === order.neighbours;
    if (!signs.length && isDate(w.str, dayFirst)) {
      // A well-formed date is mended only when it falls outside the two neighbours around it, which keep the order
      // themselves (so the column runs through here, no new section starts).
      if (order.neighbours < 2 || !order.inOrder || fitsAll(w.str)) continue;
    }
    const fits: [string, number][] = [];
    for (const i of signs.length ? signs : [...form].flatMap((c, k) => (c === '9' ? [k] : []))) {
      for (let d = 0; d <= 9; d++) {
        const str = w.str.slice(0, i) + d + w.str.slice(i + 1);
        if (str !== w.str && isDate(str, dayFirst) && fitsAll(str)) fits.push([str, order.distance(dateKey(str, dayFirst))]);
      }
    }
    fits.sort((a, b) => a[1] - b[1]);
    if (!fits.length || (fits.length > 1 && fits[0]![1] === fits[1]![1])) continue;
    w.str = fits[0]![0];
    mended++;
  }
  return mended;
}

/** Whether the column prints the day first: one of its dates starts with 13-31 before a month (a misread "61/07"
 *  says nothing). */
function daysFirst(column: PlacedWord[]): boolean {
  return column.some((d) => { const [a = 0, b = 0] = d.str.split(/[/-]/).map(Number); return a > 12 && a <= 31 && b >= 1 && b <= 12; });
}

/** Whether a token of the column's form is a real month and day. */
function isDate(str: string, dayFirst: boolean): boolean {
  if (!DATE.test(str)) return false;
  const [a = 0, b = 0] = str.split(/[/-]/).map(Number);
  const [month, day] = dayFirst ? [b, a] : [a, b];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** The column's dates on this page just above and below `w` (by baseline), the way the column runs, and how a date
 *  key would keep the order with them; null when `w` has no neighbour on its page. */
function orderAround(w: PlacedWord, column: PlacedWord[], dayFirst: boolean) {
  const onPage = column.filter((d) => d.y !== undefined).sort((a, b) => a.y! - b.y!).map((d) => ({ y: d.y!, key: dateKey(d.str, dayFirst) }));
  let rising = 0;
  for (let i = 1; i < onPage.length; i++) rising += Math.sign(onPage[i]!.key - onPage[i - 1]!.key);
  const dir = rising < 0 ? -1 : 1;
  const above = onPage.filter((d) => d.y < w.y!).at(-1), below = onPage.find((d) => d.y > w.y!);
  if (!above && !below) return null;
  return {
    neighbours: (above ? 1 : 0) + (below ? 1 : 0),
    inOrder: !!above && !!below && (below.key - above.key) * dir >= 0,
    kept: (key: number) => (above && (key - above.key) * dir >= 0 ? 1 : 0) + (below && (below.key - key) * dir >= 0 ? 1 : 0),
    distance: (key: number) => Math.min(...[above, below].filter((d) => d).map((d) => Math.abs(d!.key - key))),
  };
}

/**
 * A column of dates whose every slash OCR lost ("1201", "1202", "1203" down a page printing 12/01, 12/02, 12/03 in a
 * thin type): with no clean date to give the column's form, four-digit words at one left edge, each leading its
 * line with no other date on it, are read as month and day (or day and month) when at least three of them are
 * real dates that run in order down the page, and nine in ten of the column's words are. The reading in which
 * more of them are dates in order wins; a column of check numbers that also reads so is followed by its own date
 * on each line, and left alone. Mends `words` in place; returns how many.
 */
export function mendSlashlessColumn(words: PlacedWord[], s: OcrTolerances): number {
  const lone = words.filter((w) => w.y !== undefined && /^\d{4}[.,:;'`"’”°]*$/.test(w.str) &&
    !words.some((o) => o !== w && o.y !== undefined && Math.abs(o.y - w.y!) < Math.max(o.h, w.h) * 0.5 && (DATE.test(o.str) || (o.x < w.x && /\d/.test(o.str)))));
  let mended = 0;
  const done = new Set<PlacedWord>();
  for (const w of lone) {
    if (done.has(w)) continue;
    const column = lone.filter((d) => Math.abs(d.x - w.x) <= Math.max(d.h, w.h) * s.dateColumnAlign).sort((a, b) => a.y! - b.y!);
    column.forEach((d) => done.add(d));
    if (column.length < s.mendColumnMin) continue;
    const reading = (dayFirst: boolean) => {
      const keys = column.map((d) => { const str = `${d.str.slice(0, 2)}/${d.str.slice(2, 4)}`; return isDate(str, dayFirst) ? dateKey(str, dayFirst) : null; });
      const valid = keys.filter((k): k is number => k !== null);
      let up = 0, down = 0;
      for (let i = 1; i < valid.length; i++) { if (valid[i]! >= valid[i - 1]!) up++; if (valid[i]! <= valid[i - 1]!) down++; }
      return { keys, valid: valid.length, ordered: Math.max(up, down) + 1 };
    };
    const best = [reading(false), reading(true)].filter((r) => r.valid >= s.mendColumnMin && r.valid >= column.length * 0.9 && r.ordered >= r.valid * 0.9)
      .sort((a, b) => b.ordered - a.ordered)[0];
    if (!best) continue;
    column.forEach((d, i) => { if (best.keys[i] !== null) { d.str = `${d.str.slice(0, 2)}/${d.str.slice(2, 4)}`; mended++; } });
  }
  return mended;
}
