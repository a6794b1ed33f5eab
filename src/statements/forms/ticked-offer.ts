// Priced options to choose from (issue 36): a renewal letter or an offer sheet lists its options one to a line, each
// opened by its name, "Option A:  Funding USD 210,000.00  daily  payments of $1,640.63  x 160", and the merchant
// ticks one. A person reads the ticked line's terms as the request; the lines not ticked are offers not taken, and
// none of their figures is the request (nor, with none ticked, any line's).
import type { PageText } from '../types.ts';
import { frequency, pageMarks } from './marks.ts';
import type { OwnerFound } from './owners.ts';
import { sameLine, type Piece } from './pieces.ts';

/** An option's name opening its line: "Option A:", "Offer 2", "Plan B", "Tier 1)". */
const NAME = /^(?:option|offer|plan|tier|choice|program)\s*(?:[A-H]|\d{1,2})\s*[:.)–-]?$/i;
const MONEY = /(?:(?:USD|CAD|US\$|C\$|\$)\s*)?(?:\d{1,3}(?:,\d{3})+|\d{4,})(?:\.\d{2})?|\$\s*\d+(?:\.\d{2})?/i;

/** The ticked option's terms, found as amended values (they replace any other reading), and every option line's
 *  pieces, read no more. Two names at least, one under the other at one left edge. */
export function tickedOffer(page: PageText, pieces: Piece[]): { found: OwnerFound[]; used: Set<Piece> } {
  const found: OwnerFound[] = [], used = new Set<Piece>();
  const names = pieces.filter((p) => NAME.test(p.text.trim()));
  const listed = names.filter((n) => names.some((o) => o !== n && Math.abs(o.x0 - n.x0) < 8 && !sameLine(o, n) && Math.abs(o.y0 - n.y0) < 4 * (n.y1 - n.y0)));
  if (listed.length < 2) return { found, used };
  const marks = pageMarks(page, pieces);
  const lineOf = (n: Piece) => pieces.filter((q) => q !== n && q.text && sameLine(q, n) && q.x0 >= n.x1 - 2).sort((a, b) => a.x0 - b.x0);
  for (const n of listed) for (const q of [n, ...lineOf(n)]) used.add(q);
  const ticked = listed.filter((n) => marks.some((m) => sameLine(m, n) && m.x0 < n.x0 && n.x0 - m.x1 < 40 && !lineOf(n).includes(m as Piece)));
  if (ticked.length !== 1) return { found, used };
  const name = ticked[0]!, line = lineOf(name);
  const add = (field: string, text: string, piece: Piece) => found.push({ field, text, label: name.text.trim(), piece, confidence: 0.85, source: piece.source, amended: true });
  const at = (text: string) => line.find((q) => q.text.includes(text)) ?? name;
  let paying = false;
  for (const q of line) {
    const t = q.text.trim();
    // (A payment's words come before its figure, in its piece or the one before: "payments of $1,640.63".)
    const payWords = /\b(?:payments?|pmts?|remittances?|installments?)\b(?:\s+of)?/i.test(t);
    const money = MONEY.exec(t)?.[0];
    const count = /(?:^|\s)[x×]\s*(\d{1,4})\s*$/i.exec(t)?.[1] ?? /^(\d{1,4})\s*(?:payments|pmts)$/i.exec(t)?.[1] ?? (/^[x×]$/i.test(line[line.indexOf(q) - 1]?.text.trim() ?? '') && /^\d{1,4}$/.test(t) ? t : undefined);
    if (count) add('number_of_payments', count, q);
    else if (money && (paying || payWords)) add('requested_payment', money, at(money));
    else if (money && !found.some((f) => f.field === 'requested_amount')) add('requested_amount', money, q);
    else if (!money && frequency(t)) add('payment_frequency', t, q);
    paying = payWords && !money;
  }
  return { found, used };
}
