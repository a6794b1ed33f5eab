// Terms and the amount asked said in a sentence (issue 36), as a merchant writes them in an e-mail or a thread: "They
// asked for $8,067 monthly over 6 payments", "$1,350.00 Weekly works, 40 payments max", "3) $279 / Daily / 140 pmts",
// "we need about $35K". A person reads the amount before the count of payments as each payment, the schedule's word
// beside them as how often, and the amount someone says they need as the amount asked.
import type { OwnerFound } from './owners.ts';
import { sameLine, type Piece } from './pieces.ts';

const MONEY = String.raw`\$\s?\d[\d,]*(?:\.\d{2})?(?![\d,]*\s*[kKmM]\b)`;
const SCHEDULE = String.raw`daily|weekly|bi-?\s?weekly|semi-?\s?monthly|monthly`;
/** An amount, then (a few words on, the schedule's word among them or not) the count of payments. */
const TERMS = new RegExp(String.raw`(${MONEY})(?:\s*(?:/|per|a|an|each)?\s*(?:payment)?)?[^$.;]{0,30}?\b(?:(${SCHEDULE})\b[^$.;]{0,20}?)?\b(\d{1,3})\s*(?:(?:${SCHEDULE})\s+)?(?:payments?|pmts?|installments?|remittances?)\b`, 'i');
/** "52 weekly payments of $3,383.00": the count first. */
const COUNT_FIRST = new RegExp(String.raw`\b(\d{1,3})\s+(${SCHEDULE})\s+(?:re)?payments?\s+of\s+(${MONEY})`, 'i');
/** A sentence's blanks filled in: "We propose to repay it in [224] [Daily] payments of [$164.82] each", any of them left
 *  blank, its payment's "$" too; a count or a schedule at least. */
const REPAY = new RegExp(String.raw`\b(?:re)?pa(?:y|id)(?: (?:it|us|back|the advance|the funding))*(?: back)? (?:in|over|with|by)\s+(?:(\d{1,3})\s+)?(?:(${SCHEDULE})\s+)?(?:re)?payments?(?:\s+of\s+((?:\$\s?)?\d[\d,]*(?:\.\d{2})?))?`, 'i');
/** The amount someone says they need: "we need about $35K", "we are looking for $15,000", "we need 30,000 now". */
const NEED = /\b(?:need(?:s|ed)?|looking for|requesting|request(?:ed)?|asking for|would like|want(?:s|ed)?)\s+(?:about|around|approx(?:imately|\.)?|roughly|only|just|up to)?\s*((?:\$|CAD\s?|USD\s?)?\s?\d[\d,]*(?:\.\d+)?\s*(?:[kKmM]\b)?(?:\s*(?:CAD|USD))?)/;
/** The words of a correction: "sorry", "correction", "actually", "not the amount I wrote earlier", "instead of". */
const CORRECTS = /\b(?:sorry|correction|corrected|actually|instead of|rather than|not the (?:amount|number|one)|(?:wrote|said|sent) (?:earlier|before)|typo)\b/i;
/** Another party's money: a balance owed, a rent, a deposit, an existing advance's payment. */
const OTHERS = /\b(?:bal(?:ance)?|owe[sd]?|remaining|rent|lease|deposits?|revenue|sales|payroll|open positions?|existing|current(?:ly)?\s+pay(?:ing)?)\b/i;

/** The payment, its schedule and count a sentence states, if it states them. */
export function termsIn(text: string): { payment: string | null; frequency: string | null; count: string | null; said: string } | null {
  const c = COUNT_FIRST.exec(text);
  if (c) return { payment: c[3]!, frequency: c[2]!, count: c[1]!, said: c[0] };
  const r = REPAY.exec(text);
  if (r && (r[1] || r[2]) && !OTHERS.test(text)) return { payment: r[3] ?? null, frequency: r[2] ?? null, count: r[1] ?? null, said: r[0] };
  const t = TERMS.exec(text);
  if (!t || OTHERS.test(text.slice(0, t.index + t[0].length))) return null;
  const frequency = t[2] ?? new RegExp(String.raw`\b(${SCHEDULE})\b`, 'i').exec(text)?.[1] ?? null;
  return { payment: t[1]!, frequency, count: t[3]!, said: t[0] };
}

/** The amount a sentence says is needed, if any ("$35K", "30,000"). */
export function neededIn(text: string): string | null {
  const n = NEED.exec(text);
  if (!n || OTHERS.test(text) || !/\d{2}|[kKmM]\b/.test(n[1]!)) return null;
  // (A bare number is an amount only when big enough to be one, or marked: "30,000", "$15,000", "75k".)
  return /[$kKmM,]|CAD|USD|\d{4}/.test(n[1]!) ? n[1]!.trim() : null;
}

/** The line `p` starts (nothing before it on its line), as one text, and its pieces. A sentence's words run on a
 *  space apart: a piece set further along (over two of the line's heights) is another cell's, not the sentence's
 *  ("$210.94  160" under their captions beside "PAYMENT SCHEDULE  Daily  Weekly" is a row of cells). */
function lineFrom(p: Piece, pieces: Piece[]): { text: string; used: Piece[] } | null {
  const on = pieces.filter((q) => q.text.trim() && q.page === p.page && sameLine(p, q));
  if (on.some((q) => q.x0 < p.x0 - 1)) return null;
  const sorted = on.sort((a, b) => a.x0 - b.x0);
  // (A sentence whose blanks a hand or a field filled in runs on past them: its words after the values go on in small
  // letters, "We propose to repay it in  224  Daily  payments of  $164.82  each.")
  if (sorted.length >= 3 && /^\p{Lu}\p{Ll}*(?:\s+\p{L}+){2,}\s*$/u.test(sorted[0]!.text.trim()) && sorted.slice(2).some((q) => /^\p{Ll}+(?:\s+\p{Ll}+)*[.]?$/u.test(q.text.trim()))) {
    return { text: sorted.map((q) => q.text.trim()).join(' '), used: sorted };
  }
  const used = [sorted[0]!];
  for (const q of sorted.slice(1)) {
    const last = used[used.length - 1]!;
    if (q.x0 - last.x1 > 2 * (last.y1 - last.y0)) break;
    used.push(q);
  }
  return { text: used.map((q) => q.text.trim()).join(' '), used };
}

/** A funder's offer said before terms: "Counter at", "counter-offer", "approved for". */
const COUNTERED = /\bcounter(?:[- ]?offer(?:ed)?|ed|ing)?\b|\bapproved (?:for|at)\b/i;

/** The terms and amount a sentence on `p`'s line says, each found as its field's value; null when it says none. */
export function termsSaid(p: Piece, pieces: Piece[]): { found: OwnerFound[]; used: Piece[] } | null {
  if (!/\d/.test(p.text) && !/\b(?:need|looking|request|asking|want|would|take|handle|asked|can|do|repay|pay)\b/i.test(p.text)) return null;
  const line = lineFrom(p, pieces);
  if (!line) return null;
  const at = (s: string) => line.used.find((q) => q.text.includes(s.trim())) ?? p;
  const found: OwnerFound[] = [];
  const add = (field: string, text: string, label: string) => { const piece = at(text); found.push({ field, text, label, piece, confidence: 0.6, source: piece.source, ...(field === 'requested_amount' ? { secondary: true } : {}) }); };
  // (Terms a funder counters with, "Counter at $57,500 (1.38 factor), 120 daily payments of $661", are its offer, not
  // what the merchant asks: set 138's underwriter's note.)
  const said = termsIn(line.text);
  const terms = said && !COUNTERED.test(line.text.slice(0, line.text.indexOf(said.said)).split(/[.;!?]\s/).pop() ?? '') ? said : null;
  if (terms) {
    if (terms.payment) add('requested_payment', terms.payment, terms.said);
    if (terms.count) add('number_of_payments', terms.count, terms.said);
    if (terms.frequency) add('payment_frequency', terms.frequency, terms.said);
  }
  const need = neededIn(terms ? line.text.replace(terms.said, '') : line.text);
  // (The amount someone says they need comes after the form's labelled amount, a broker's "is asking for $216,000"
  // before the merchant's application; terms said in a thread stay first, a funder's offer restating them.)
  if (need) add('requested_amount', need, line.text);
  // A sentence that says it corrects what was written before ("Sorry, we need $30,000 now, not the amount I wrote
  // earlier") replaces that value, wherever the thread prints it (a newer message may be printed above the older).
  if (CORRECTS.test(line.text)) for (const f of found) f.amended = true;
  return found.length ? { found, used: line.used } : null;
}
