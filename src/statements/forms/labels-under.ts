// Which way a page reads (issue 36): labels printed over their values, or under them (a signature block's style
// used for every field), told by where its labels sit against the rules values are written on.
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { question } from './guards.ts';
import { notValue, valueUnder } from './value-of.ts';
import { hangs, headsCell } from './hangs.ts';
import { onRuleAbove, ruleOver } from './value-rules.ts';
import { valueOverCaption } from './captions-under.ts';
import { kindSide } from './kind-fit.ts';

const SIGNED = /\bsign|\bsignature|\bsigned|\bprint(?:ed)?\s+name|\bdate\b|\btitle\b|\bwitness/i;

/**
 * Whether the page prints its labels under their values (a signature block's style used for every field): more of
 * its labels sit right under a rule with a value written on it than have a value just under them, three at least.
 * (Label, value, rule, label... reads both ways: the label hugs the rule it is printed under.) `before`: the page before
 * read so.
 */
export function labelsUnder(pieces: Piece[], rules: Rect[], boxes: Rect[] = [], before = false): boolean {
  // Counted by line: a table's header row (every label with its column under it) is one line, as is a row of cells.
  const over: Piece[] = [], under: Piece[] = [];
  // (Labels whose own kind of value, a tax number, a date, an amount, is under them and not on the rule over them
  // read over their values, and the other way round: what the values are outweighs how near the rules are.)
  let kindUnder = 0, kindOver = 0;
  for (const p of pieces) {
    const side = p.text ? kindSide(p, pieces, rules) : null;
    if (side === 'under') kindUnder++; else if (side === 'over') kindOver++;
    const l = p.text ? labelOf(p.text, true, false, false) : null;
    // (A note in brackets after the label is the label's: "Business Legal Name (as shown on IRS filings)".)
    // (Another party's caption says which way the page reads as much, "Business bank" under "Regions Bank"; not a
    // signature's, printed under its line on forms of either way.)
    if (!l || (l.field === 'decoy' && SIGNED.test(p.text)) || l.field === 'other' || p.text.slice(l.end).replace(/^\s*\([^)]*\)/, '').trim()) continue;
    // (A hand's value written larger beside it, its middle lower than the label's but the label's line within its own
    // height, is beside it too: "Operating Name (O/A)  Four Corners Pizza" written on the row's rule.)
    const along = (q: Piece) => sameLine(p, q) || sameLine(q, p);
    if (pieces.some((q) => q !== p && q.text && along(q) && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 40 && !notValue(q))) continue;
    // (Nor one with a value further along its line, nothing between them: a table of labels and values whose rows'
    // lines a scan kept and whose columns' sides it lost says nothing of labels under values.)
    const across = pieces.filter((q) => q !== p && q.text && along(q) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0)[0];
    if (across && across.x0 - p.x1 < 260 && !notValue(across)) continue;
    const next = valueUnder(p, pieces);
    // (A label heading its drawn cell says nothing of labels under values.)
    const rule = ruleOver(p, rules);
    if (rule && headsCell(p, rule, boxes)) continue;
    // (A caption in small type right under a value set larger says labels are under values, no rule drawn: captions.)
    if (!rule && valueOverCaption(p, pieces)) { if (!over.some((o) => sameLine(o, p))) over.push(p); continue; }
    // (A question is asked before its answer: with an answer under it, it says the page reads labels over values,
    // though it hangs from the rule of the answer before it.)
    const hugsRule = hangs(p, pieces, rules, boxes) && !(question(p.text) && next);
    if (hugsRule && onRuleAbove(p, pieces, rules)) { if (!over.some((o) => sameLine(o, p))) over.push(p); }
    // (A label hugging an empty rule, a value left blank, says nothing of which way the page reads: the piece under
    // it is then the next row's value.)
    else if (!hugsRule && next && !under.some((o) => sameLine(o, p))) under.push(p);
  }
  // (A form's pages read one way: after a page read so, two lines of labels under their values are enough, a page
  // holding one principal's two rows of boxes.)
  // (As many lines each way or about, a hand's values written low onto the captions under them: the values' kinds say
  // which, when three or more say it and none says the other.)
  if (process.env.FORMS_DEBUG) console.error(`labels under: over ${over.map((p) => p.text).join(" / ")}; under ${under.map((p) => p.text).join(" / ")}; kinds over ${kindOver} under ${kindUnder}`);
  // (Or four values or more of their captions' kinds over them and none under, the lines too tight to tell by the rules:
  // a hand's values written down onto the captions under them, "Redstone Animal Care" over "Doing Business As".)
  const kinds = kindOver > kindUnder && (over.length === under.length || (kindUnder === 0 && kindOver >= 3 && over.length >= 0.75 * under.length) || (kindUnder === 0 && kindOver >= 4));
  return over.length >= (before ? 2 : 3) && (over.length > under.length || kinds) && kindUnder <= kindOver;
}
