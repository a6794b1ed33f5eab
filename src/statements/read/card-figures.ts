// What a credit-card statement's summary prints: the balance owed before the period (previous balance) and after it
// (new balance, total amount due). Card summaries print these beside their labels, under them in a box of columns, or
// as a formula ("Previous Balance - Payments + Purchases = Total Due") over a row of figures. Every place a figure may
// stand is a candidate: the rows decide which pair is the statement's (card.ts), so a wrong candidate costs nothing.
import type { Line } from '../layout/layout.ts';
import { parseMoney, type LineAmounts } from './amounts.ts';

/** The balance owed before the period. English and Portuguese card vocabularies, as data. */
const PREVIOUS: readonly RegExp[] = [
  /\b(previous|opening|prior|last)\s+(statement\s+)?(balance|amount\s+due|dues|outstanding)\b/i,
  /\bbalance\s+(from\s+)?(last|previous|prior)\s+statement\b/i, /\bbalance\s+(brought\s+)?forward\b/i,
  /^\s*opening\s*$/i, /\bfatura\s+anterior\b/i, /\bsaldo\s+anterior\b/i,
  /\blast\s+month'?s\s+balance\b/i, /\bsaldo\s+da\s+[uú]ltima\s+fatura\b/i,
];
/** The balance owed at the statement's date. */
const NEW: readonly RegExp[] = [
  /\bnew\s+balance\b/i, /\bclosing\s+balance\b/i, /\btotal\s+(amount\s+|payment\s+)?due\b/i, /\btotal\s+dues\b/i,
  /\btotal\s+outstanding\b/i, /\bstatement\s+balance\b/i, /\btotal\s+a\s+pagar\b/i, /\btotal\s+d[ae]s?s?[ae]?\s+(sua\s+)?fatura\b/i,
  /\bvalor\s+(total\s+)?da\s+fatura\b/i, /\bfatura\s+atual\b/i,
];

/** Figures owed, in cents: positive is owed by the holder, negative a credit balance (printed CR). */
export interface CardFigures { previous: number[]; fresh: number[] }

/** Lines a box's figures may stand below their label. */
const BELOW_LINES = 4;

/**
 * Every figure printed for the previous and new balance, in the order found (beside the label first, then below it).
 * A figure marked CR is a credit balance; one with a bare sign may be a formula's operator ("7,879.62 -"), so both
 * readings are kept.
 */
export function cardFigures(lines: Line[], amounts: LineAmounts, scan: number): CardFigures {
  const out: CardFigures = { previous: [], fresh: [] };
  for (let i = 0; i < Math.min(lines.length, scan); i++) {
    const l = lines[i]!;
    for (const [res, into] of [[PREVIOUS, out.previous], [NEW, out.fresh]] as const) {
      for (const c of l.cells) {
        const at = firstMatch(c.text, res);
        if (at < 0) continue;
        // Where the label stands on the line: its share of the cell's text (a formula prints several labels in one cell).
        const x = c.x0 + (c.x1 - c.x0) * (at / Math.max(1, c.text.length));
        for (const t of figuresFor(lines, i, c.x1, x, amounts)) for (const v of owed(t)) if (!into.includes(v)) into.push(v);
      }
    }
  }
  return out;
}

function firstMatch(text: string, res: readonly RegExp[]): number {
  let best = -1;
  for (const re of res) {
    const m = re.exec(text);
    if (m && (best < 0 || m.index < best)) best = m.index;
  }
  return best;
}

/** The figure right of the label on its line, and on each of the few lines below the one nearest the label's place. */
function figuresFor(lines: Line[], i: number, labelEnd: number, x: number, amounts: LineAmounts): Fig[] {
  const l = lines[i]!;
  const found: Fig[] = [];
  const beside = figuresOn(l, amounts).find((a) => a.x0 >= labelEnd - 1);
  if (beside) found.push(beside);
  for (let j = i + 1; j < lines.length && j <= i + BELOW_LINES; j++) {
    const nx = lines[j]!;
    if (nx.page !== l.page) break;
    const near = figuresOn(nx, amounts).sort((a, b) => Math.abs((a.x0 + a.x1) / 2 - x) - Math.abs((b.x0 + b.x1) / 2 - x))[0];
    if (near && Math.abs((near.x0 + near.x1) / 2 - x) < l.pageWidth / 6) found.push(near);
  }
  return found;
}

/** The owed readings of a printed balance: CR is a credit balance, DR or no mark owed, a bare sign either. */
function owed(t: Fig): number[] {
  if (/cr\b|\bc$/i.test(t.text) && t.sign === 1) return [-t.cents];
  if (/dr\b/i.test(t.text) || t.sign === 0) return [t.cents];
  return [t.cents, -t.cents];
}

/** A printed figure: its cents, sign and text as amounts.ts reads them, and where it stands. */
interface Fig { cents: number; sign: 1 | -1 | 0; text: string; x0: number; x1: number }

/** A figure run into a currency's letters ("Rs.40320.63", "r80,393.10", "₹ 1,061.00"), which amounts.ts leaves as text. */
const PREFIXED = /(?:^|\s)(?:rs\.?|inr|r|₹)\s?(\d[\d,]*\.\d{2}(?:\s?(?:cr|dr)\b)?)/gi;

/** The line's figures: its amounts, and the ones a currency's letters run into. */
function figuresOn(l: Line, amounts: LineAmounts): Fig[] {
  const out: Fig[] = amounts.of(l);
  for (const c of l.cells) {
    for (const m of c.text.matchAll(PREFIXED)) {
      const money = parseMoney(m[1]!);
      if (!money) continue;
      const at = c.x0 + (c.x1 - c.x0) * ((m.index ?? 0) / Math.max(1, c.text.length));
      if (!out.some((f) => f.cents === money.cents && Math.abs(f.x0 - at) < l.h * 4)) out.push({ ...money, text: m[0].trim(), x0: at, x1: c.x1 });
    }
  }
  return out;
}
