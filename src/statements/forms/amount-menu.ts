// A menu of amounts to circle or tick (issue 36): "AMOUNT REQUESTED (circle one)" over "$15,000  $25,000  $50,000"
// (moved out of marks.ts, which had grown past its size).
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';

export const MONEY = /^\$?\s?\d[\d,]*(?:\.\d\d)?$/;

/** A row of three amounts or more on the value's line: a menu to choose from, whose answer is the one marked. */
export function amountMenu(value: Piece, pieces: Piece[]): boolean {
  // (Three amounts side by side with nothing between them: "Amount $50,000  Payment $500  # 100" is three fields.)
  const amount = (q: Piece) => MONEY.test(q.text) && /[$,]/.test(q.text);
  const line = pieces.filter((q) => q.text && sameLine(q, value)).sort((a, b) => a.x0 - b.x0);
  const k = line.indexOf(value);
  if (k < 0 || !amount(value)) return false;
  let a = k, b = k;
  while (a > 0 && amount(line[a - 1]!)) a--;
  while (b < line.length - 1 && amount(line[b + 1]!)) b++;
  // (Amounts each under a caption of its own, "REVENUE | DEPOSITS | AMOUNT REQUESTED" over a row of figures, are
  // fields side by side, not a menu; or each over its own, a caption printed under the rule, numbered or not:
  // "$21,700 | $2,200 | $19,500" over "4c Invoice total | 4d Cash down | 4e Amount requested", a hand's figures
  // reaching down past the rule to the caption's top.)
  const h = value.y1 - value.y0;
  const caption = (c: Piece) => /^\s*(?:\d{1,2}[a-z]?[.)]?\s+)?\p{L}{3}/u.test(c.text) && !MONEY.test(c.text);
  const captioned = (q: Piece) => pieces.some((c) => c !== q && caption(c) && Math.abs(c.x0 - q.x0) < 8
    // (A hand's figure may start a point or two up into its caption's foot: "$208130" jittered up under "Monthly Card Sales".)
    && ((c.y0 < q.y0 && c.y1 <= q.y0 + 0.3 * h && q.y0 - c.y1 < 1.5 * h) || (c.y0 >= (q.y0 + q.y1) / 2 && c.y0 - q.y1 < 1.5 * h)));
  return b - a >= 2 && !line.slice(a, b + 1).every(captioned);
}

/** The label over a menu of amounts: the nearest label on the lines just above the menu's first amount. */
export function menuLabel(pieces: Piece[], option: Piece): Piece | null {
  const row = pieces.filter((q) => sameLine(q, option) && MONEY.test(q.text));
  const x0 = Math.min(...row.map((q) => q.x0));
  return pieces.filter((q) => q.y1 <= option.y0 + 1 && option.y0 - q.y1 < 20 && Math.abs(q.x0 - x0) < 20 && labelOf(q.text)).sort((a, b) => b.y1 - a.y1)[0] ?? null;
}
