// Page furniture and text-layer quality.
//  - markNoise marks page numbers, "continued" markers, generator markers (Chase's "*start*..." tags) and
//    lines that repeat in the top or bottom margin of most pages (running headers/footers), and lines repeated
//    word for word at the same height of most pages anywhere.
//  - garbledScore measures how much of the text looks like a broken text layer (words run together), so that
//    such documents give `not_a_statement` instead of invented figures.
import type { Line } from './layout.ts';
import type { LayoutSettings } from '../settings.ts';

const norm = (s: string) => s.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** Marks page furniture with `noise` (header fields still read it; row parsing skips it). */
export function markNoise(lines: Line[], s: LayoutSettings): Line[] {
  const pages = new Set(lines.map((l) => l.page)).size;
  const counts = new Map<string, Set<number>>();
  for (const l of lines) {
    if (!inMargin(l, s)) continue;
    const k = norm(l.text);
    let seen = counts.get(k);
    if (!seen) counts.set(k, (seen = new Set()));
    seen.add(l.page);
  }
  // A line printed the same, figures and all, at the same height of most pages among the page's first lines is the
  // page's furniture, in the margin or not (a holder's name and the period's totals repeated above every page's
  // table), when it prints a figure (which would otherwise be read as a row's): a carried balance changes from page to
  // page. Only the first lines: rows of a table set on a fixed grid print the same words at the same height often
  // enough, and a column header is no figure. Amounts with cents stay out, as above.
  const same = new Map<string, { y: number; pages: Set<number> }[]>();
  const head = new Set<Line>();
  const perPage = new Map<number, number>();
  for (const l of lines) {
    const n = perPage.get(l.page) ?? 0;
    perPage.set(l.page, n + 1);
    if (n < s.runningHeadLines) head.add(l);
  }
  for (const l of head) {
    const k = l.text.replace(/\s+/g, ' ').trim();
    if (!/\d[\d,.]{3}/.test(k) || /\d\.\d\d/.test(k)) continue;
    let spots = same.get(k);
    if (!spots) same.set(k, (spots = []));
    const spot = spots.find((p) => Math.abs(p.y - l.y) <= l.h);
    if (spot) spot.pages.add(l.page); else spots.push({ y: l.y, pages: new Set([l.page]) });
  }
  const repeated = (l: Line): boolean => head.has(l) && (same.get(l.text.replace(/\s+/g, ' ').trim())?.find((p) => Math.abs(p.y - l.y) <= l.h)?.pages.size ?? 0) >= Math.max(s.runningMinRepeats, pages * s.runningPageShare);
  const isNoise = (l: Line): boolean => {
    const t = l.text.trim();
    if (/^\*(start|end)\*/i.test(t)) return true;
    if (/^page\s+\d+\s*(of\s+\d+)?$/i.test(t)) return true;
    if (/^(continued( on (the )?next page)?|\(continued\))$/i.test(t)) return true;
    if (pages < s.runningMinPages || /\d\.\d\d/.test(t)) return false;
    return inMargin(l, s) ? (counts.get(norm(l.text))?.size ?? 0) >= Math.max(s.runningMinRepeats, pages * s.runningPageShare) : repeated(l);
  };
  for (const l of lines) if (isNoise(l)) l.noise = true;
  return lines;
}

function inMargin(l: Line, s: LayoutSettings): boolean {
  return l.y < l.pageHeight * s.topMargin || l.y > l.pageHeight * s.bottomMargin;
}

/** Share of alphabetic tokens that look like several words glued together. */
export function garbledScore(lines: Line[], s: LayoutSettings): number {
  let words = 0;
  let glued = 0;
  for (const l of lines) {
    for (const w of l.text.split(/\s+/)) {
      if (!/^[A-Za-z'(),.:;"-]{4,}$/.test(w)) continue;
      words++;
      const core = w.replace(/[^A-Za-z]/g, '');
      if (core.length >= s.gluedWordLetters || /[a-z]{2}[A-Z][a-z]{2}.*[a-z][A-Z]/.test(core)) glued++;
    }
  }
  return words ? glued / words : 0;
}

/**
 * What a card statement prints and an account statement does not (or rarely, and never together): the balance owed,
 * the minimum and its due date, the credit limit. English, as data.
 */
const NEW_BALANCE = /\bnew balance\b/i;
const CARD_CUES: readonly RegExp[] = [
  NEW_BALANCE, /\bminimum (payment|amount|due)\b|\bminimum\b.*\bdue\b/i, /\bpayment due date\b/i, /\b(total )?credit limit\b/i,
  /\bavailable credit( limit)?\b/i, /\btotal amount due\b/i, /\bcash advance (limit|fee|apr)\b/i, /\bannual percentage rate\b/i,
  /\blast month'?s balance\b|\bprevious statement balance\b/i, /\bcredit (access )?line\b/i, /\bpayments?,? thank you\b/i,
  /\btotal (interest|fees) charged\b/i, /\b(this|billing) cycle\b/i, /\bmerchant credits?\b/i,
];

/** How many of the card statement's cues the document prints (each counted once). */
export function cardCues(lines: Line[], s: LayoutSettings): number {
  const text = lines.slice(0, s.cardScanLines).map((l) => l.text).join('\n');
  return CARD_CUES.filter((re) => re.test(text)).length;
}

/** A credit-card statement: "New Balance" together with a minimum payment or payment due date. */
export function looksLikeCardStatement(lines: Line[], s: LayoutSettings): boolean {
  let newBal = false;
  let due = false;
  for (const l of lines.slice(0, s.cardScanLines)) {
    if (NEW_BALANCE.test(l.text)) newBal = true;
    if (/minimum payment( due)?|payment due date|credit limit/i.test(l.text)) due = true;
  }
  return newBal && due;
}
