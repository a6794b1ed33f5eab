// Values struck out (issue 36): a person who finds a line drawn through a written value reads it as withdrawn, and
// reads the value written beside or above it instead. A line strikes a word when it runs across most of the word's
// width through its middle: between the top of its small letters and its baseline, never at its foot, where a
// rule underlines a value written on it.
import type { PageText, Rect } from '../types.ts';
import type { Word } from '../layout/layout.ts';
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { ON_DARK } from './placeholders.ts';

/** Whether a line crosses the word through its middle along most of its width. A hand's stroke may run low, just
 *  over the baseline; a printed rule must run clear of it (a value is written with its foot on its rule), though a
 *  strike a program draws through small letters runs low in them, a point over the baseline (set 121's options
 *  struck out but the one chosen). */
function crosses(l: Rect, w: Word, hand: boolean): boolean {
  const width = w.x1 - w.x0;
  if (width <= 0 || w.h <= 0) return false;
  const over = Math.min(l.x1, w.x1) - Math.max(l.x0, w.x0);
  const mid = (l.y0 + l.y1) / 2;
  // (w.y is the baseline, w.h the size: a line lower than the baseline underlines, higher than the letters overlines.)
  // (Low in the letters only for drawn text: a field's word is its widget's box, its foot a guess.)
  const low = w.font ? 0.12 : 0.2;
  // (A hand's stroke may run as low as the baseline itself, through the figures' feet, "$70,000" struck at its foot: a
  // stroke is a slanted line of its own, no printed rule underlining a value.)
  return over >= 0.7 * width && mid >= w.y - (hand ? 0.8 : 0.7) * w.h && mid <= w.y - (hand ? 0 : low) * w.h;
}

/** The words of a cell struck out on the page. A striking line is drawn over what it strikes and no further: its
 *  ends lie near the ends of the words it crosses. (A form's printed rule runs on across its field; a hand's value
 *  written over a rule, above the row it corrects, is not struck by it.) */
export function struckWords(page: PageText): (words: Word[]) => Set<Word> {
  // (A rule drawn dashed or dotted is printed, a row's line: no hand strikes a value out with one.)
  const dashed = page.form?.dashed ?? [], same = (a: Rect, b: Rect) => a.x0 === b.x0 && a.x1 === b.x1 && a.y0 === b.y0 && a.y1 === b.y1;
  const strokes = page.form?.strokes ?? [], rules = (page.form?.rules ?? []).filter((l) => !dashed.some((d) => same(d, l)));
  if (!strokes.length && !rules.length) return () => new Set();
  return (words) => {
    const out = new Set<Word>();
    for (const [l, hand] of [...strokes.map((l) => [l, true] as const), ...rules.map((l) => [l, false] as const)]) {
      const crossed = words.filter((w) => crosses(l, w, hand));
      if (!crossed.length) continue;
      // (A row struck out whole, a removed owner's line drawn through every cell of a table's row, may run on to the
      // table's sides: three words crossed or more, the line past them by a quarter of its length at most.)
      // (A hand's line may start on the option's box before it, "[v] ~~Sole Proprietorship~~" crossed out with its tick.)
      const h = Math.max(...crossed.map((w) => w.h)), reach = crossed.length >= 3 ? Math.max(40, 0.25 * (l.x1 - l.x0)) : (hand ? 2 : 1.5) * h;
      if (l.x0 < Math.min(...crossed.map((w) => w.x0)) - reach || l.x1 > Math.max(...crossed.map((w) => w.x1)) + reach) continue;
      // (A table's own ruling is no strike, though a hand's values written high or low cross it: a rule of the table's
      // length among others of it, a row's height from the nearest, where a row struck whole is crossed in its middle,
      // half a row from its neighbours.)
      if (!hand && crossed.length >= 3 && ruling(l, rules, h)) continue;
      for (const w of crossed) out.add(w);
    }
    return out;
  };
}

/** Whether printed line `l` is one of a ruled table's rules: two others or more of its length, and the nearest as far
 *  from it as the table's rows are from each other (or one other, farther than the crossed words' size `h`). */
function ruling(l: Rect, rules: Rect[], h: number): boolean {
  const ys = rules.filter((r) => Math.abs(r.x0 - l.x0) < 4 && Math.abs(r.x1 - l.x1) < 4 && Math.abs(r.y0 - l.y0) > 2).map((r) => r.y0).sort((a, b) => a - b);
  // (A table of one row, its header's rule and its foot's: the other a row's height away, more than the words' size; a
  // strike through that row stands half of it from each.)
  if (ys.length === 1) return Math.abs(ys[0]! - l.y0) > 1.2 * h;
  if (ys.length < 2) return false;
  const steps = ys.slice(1).map((y, i) => y - ys[i]!).filter((d) => d > 2).sort((a, b) => a - b);
  // (The least: the line itself left out of its grid parts two rows' steps into one.)
  const row = steps[0];
  const near = Math.min(...ys.map((y) => Math.abs(y - l.y0)));
  return row !== undefined && near > 0.75 * row;
}

/** A cell's side drawn between a piece and the struck value under it: the piece is the row above's own value, in its
 *  own cell ("Stonebridge Bookkeeping LLC" on a label stuck in the Legal Name cell, over the DBA struck out). */
function walled(q: Rect, w: Rect, boxes: Rect[], pieces: Piece[]): boolean {
  const within = (r: Rect, b: Rect) => r.x0 >= b.x0 - 2 && r.x1 <= b.x1 + 2 && r.y0 >= b.y0 - 2 && r.y1 <= b.y1 + 2;
  // (Not a section's band, its heading printed light on its dark fill: it holds no value of its own, and a hand squeezed
  // for room writes a correction over it, "$20500" in the DEAL band over "Requested $5,500" struck.)
  const band = (b: Rect) => pieces.some((p) => (p.light ?? 0) >= ON_DARK && within(p, b));
  // (Written wholly in a cell the struck value is not in; a correction written across a row's side, over the struck
  // one, is the struck one's.)
  return boxes.some((b) => b.x1 - b.x0 > 40 && within(q, b) && !within(w, b) && !band(b));
}

/** The box of the words struck out in a cell. */
export function spanOf(words: Word[]): Rect {
  return { x0: Math.min(...words.map((w) => w.x0)), x1: Math.max(...words.map((w) => w.x1)),
    y0: Math.min(...words.map((w) => w.y - w.h)), y1: Math.max(...words.map((w) => w.y + w.h * 0.25)) };
}

/** A value struck out with nothing written right after it on its line, but a value written just over it (its foot
 *  on the struck one's top, or a little above it, across it): the correction written above, read in the struck one's
 *  place. The initials written small beside a correction (acknowledging it), or circled, are no value. */
export function corrected(pieces: Piece[], withdrawn: Rect[], rings: Rect[] = [], boxes: Rect[] = []): Piece[] {
  if (!withdrawn.length) return pieces;
  const moved = new Map<Piece, Piece>(), initials = new Set<Piece>(), blanks: Piece[] = [];
  for (const w of withdrawn) {
    const h = w.y1 - w.y0;
    let fix = pieces.find((q) => sameLine(q, w) && q.x0 >= w.x1 - 2 && q.x0 - w.x1 < 2 * h);
    // (Not a label or a heading over the row: "Owner / Guarantor #3" over an owner struck out.)
    // (A correction written in the narrow space over a table's row, its foot a little above the struck name's top:
    // "Hannah Nakamura" over "Hannah Nakamure" struck; or written big, its middle a quarter of a line or more over the struck
    // one's: "40%" over "50%".)
    // (Not over a row struck through whole, three cells or more: a row withdrawn, an owner removed, and the words over
    // it are the row above's, written tall in a hand.)
    const above = fix || withdrawn.filter((o) => sameLine(o, w)).length >= 3 ? undefined : pieces.filter((q) => !moved.has(q) && q.source === 'text' && q.x0 < w.x1 && q.x1 > w.x0 && q.y0 < w.y0 && q.y1 > w.y0 - 0.4 * h
      && q.y1 <= w.y1 && (q.y0 + q.y1) / 2 < (w.y0 + w.y1) / 2 - 0.25 * h && !labelOf(q.text, true, false, false) && !walled(q, w, boxes, pieces)).sort((a, b) => b.y1 - a.y1)[0];
    if (above) moved.set(above, { ...above, y0: w.y0, y1: w.y1 });
    fix ??= above;
    const f = fix;
    // (Struck with no correction: the value was withdrawn, and a person reads its place as left blank, not as a gap
    // that turns the labels of its row into a table's header.)
    if (!f) { blanks.push({ page: pieces[0]?.page ?? 1, text: '—', source: 'text', struck: true, ...w }); continue; }
    // (Two or three capitals, smaller than the correction or circled, a little after its end and raised or beside it:
    // "DO", "L.K.", "(HN)".)
    const fh = f.y1 - f.y0;
    for (const q of pieces) {
      if (q !== f && /^(?:[A-Z]\.?){2,3}$/.test(q.text) && (q.y1 - q.y0 < 0.85 * fh || rings.some((r) => inRing(q, r))) && q.x0 >= f.x1 - 2 && q.x0 - f.x1 < 1.5 * fh
        && q.y1 <= f.y1 + 1 && q.y1 > f.y0 - fh) initials.add(q);
    }
  }
  if (!moved.size && !initials.size && !blanks.length) return pieces;
  const out = pieces.filter((p) => !initials.has(p)).map((p) => moved.get(p) ?? p);
  // (Each in its place in reading order: before the first piece after it on its line, or the first below it.)
  for (const b of blanks) {
    const i = out.findIndex((q) => (sameLine(q, b) && q.x0 > b.x0) || q.y0 > b.y1);
    out.splice(i < 0 ? out.length : i, 0, b);
  }
  return out;
}

/** Whether a ring is drawn round a piece: its middle inside, the ring not much bigger than it. */
const inRing = (q: Rect, r: Rect) => (q.x0 + q.x1) / 2 > r.x0 && (q.x0 + q.x1) / 2 < r.x1 && (q.y0 + q.y1) / 2 > r.y0 && (q.y0 + q.y1) / 2 < r.y1
  && r.x1 - r.x0 < 3 * (q.x1 - q.x0) + 20;

/** A fillable field as the words a strike through it would cross: its value on its foot, the field's height; or, where
 *  the form rules two writing lines or more across the field (a narrow column's long value wraps onto a second line),
 *  a line of words on each rule. (A rule drawn under the first line runs through the field's middle: it underlines
 *  the first line, it strikes nothing.) */
export function fieldWords(f: { value: string; rect: Rect }, rules: Rect[]): Word[] {
  const r = f.rect, w = r.x1 - r.x0;
  const word = (top: number, foot: number): Word => ({ text: f.value, x0: r.x0, x1: r.x1, y: foot - 2, h: foot - top - 2, font: '' });
  const lines = rules.filter((l) => (l.y0 + l.y1) / 2 > r.y0 + 4 && (l.y0 + l.y1) / 2 <= r.y1 + 1
    && Math.min(l.x1, r.x1) - Math.max(l.x0, r.x0) >= 0.9 * w).map((l) => (l.y0 + l.y1) / 2).sort((a, b) => a - b);
  if (lines.length < 2) return [word(r.y0, r.y1)];
  return lines.map((y, i) => word(i ? lines[i - 1]! : r.y0, y));
}

/** The rules a form prints through its fields' middles: each runs across one field, end to end and no further (the
 *  field laid over the form's printed line), on four fields of the page or more. A person reads these as the form's
 *  lines, not as values struck out; a row struck out is struck by a line of its own across its cells. */
export function fieldsOwnRules(fields: { rect: Rect }[], rules: Rect[]): Set<Rect> {
  const own = rules.filter((l) => {
    const mid = (l.y0 + l.y1) / 2;
    const on = fields.filter((f) => mid > f.rect.y0 && mid < f.rect.y1 && Math.min(l.x1, f.rect.x1) - Math.max(l.x0, f.rect.x0) > 0);
    return on.length === 1 && Math.abs(l.x0 - on[0]!.rect.x0) <= 3 && Math.abs(l.x1 - on[0]!.rect.x1) <= 3;
  });
  return new Set(own.length >= 4 ? own : []);
}

/** A fillable field's value struck through by hand, the right value written after the strike within the field: the
 *  written one is the value, as on paper ("~~45,000~~ $50K" over a field printed with 45,000). The strike runs from
 *  the field's start across its value (a field is wider than what it holds), the hand's words start just after it. */
export function struckField(f: { value: string; rect: Rect }, strokes: Rect[], pieces: Piece[]): Rect | null {
  const r = f.rect, h = r.y1 - r.y0;
  const l = strokes.find((l) => {
    const mid = (l.y0 + l.y1) / 2;
    if (mid < r.y0 || mid > r.y1 || l.x0 < r.x0 - h || l.x0 > r.x0 + h || l.x1 > r.x1) return false;
    // (Or written just over the strike, across it: "60%" over "~~40~~".)
    const beside = (q: Piece) => sameLine(q, r as Piece) && q.x0 >= l.x1 - 2 && q.x0 - l.x1 < 3 * h && q.x0 < r.x1;
    const over = (q: Piece) => q.x0 < l.x1 && q.x1 > l.x0 && q.y1 > r.y0 - h && q.y1 <= mid && q.y0 < r.y0;
    return pieces.some((q) => q.source === 'text' && q.text.trim() && (beside(q) || over(q)) && !labelOf(q.text, true, false, false));
  });
  // (The value's place, the strike's length on the field's line: the correction is read there, corrected().)
  return l ? { x0: l.x0, x1: l.x1, y0: r.y0, y1: r.y1 } : null;
}
