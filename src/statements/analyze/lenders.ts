// Matching transaction descriptions against the lender library (lenders-data.ts).
//
// Banks print lender names cut to ~16 characters (`KAPITUS SERVICIN`), with spaces dropped (`FORWARDFINUSA`,
// `KalamataCapital`) or kept, in any case. So we compare a "compact" form (upper case, letters and digits only)
// of the description against the compact form of each pattern, starting only at the first letter of a word of the
// description (so `BONDECKER` never matches `ONDECK`).
// A match is either the whole pattern, or a truncation of it: the description stops agreeing with the pattern only
// after the whole first word plus at least 3 letters of the next one, after at least 8 letters, and at a word
// boundary. That accepts `FORWARD FIN`(ANCING) and `RAPID FIN`(ANCE) but not `RAPID REFRIGERATION`,
// `PEARL STREET` or `FISERV MERCH` (once wrongly taken for `FISERV MERCHANT CASH`).
import { LENDERS, type LenderKind } from './lenders-data.ts';

export interface LenderMatch { name: string; kind: LenderKind }

interface CompiledPattern {
  name: string; kind: LenderKind; compact: string; firstWordLen: number; lastWordLen: number; multiWord: boolean;
}


// A whole pattern whose last word has at least RUN_ON_ENDING letters may run on into more text (`KAPITUSSERVICIN`);
// a cut name (the bank truncated it) must keep CUT_MIN_LETTERS letters and CUT_PAST_FIRST_WORD past its first word.
const RUN_ON_ENDING = 4;
// A one-word pattern shorter than this is a whole word or nothing: `LUMI` (an Australian lender) is not `LUMINOUS
// LIGHTING`, `QRED` not `QREDIT...`, `MOULA` not `MOULAGE`; a longer one may run on (`KAPITUSSERVICIN`).
const SHORT_WORD_MAX = 5;
const CUT_MIN_LETTERS = 8;
const CUT_PAST_FIRST_WORD = 3;

/** The lenders' patterns compiled once, when the module loads; longest first so the most specific entry wins (e.g.
 *  `RAPID FINANCE` before a shorter one). */
function compilePatterns(): CompiledPattern[] {
  const out: CompiledPattern[] = [];
  for (const [name, kind, ...patterns] of LENDERS) {
    for (const p of patterns) {
      const words = p.toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);
      out.push({
        name, kind, compact: words.join(''), firstWordLen: words[0]?.length ?? 0,
        lastWordLen: words[words.length - 1]?.length ?? 0, multiWord: words.length > 1,
      });
    }
  }
  return out.sort((a, b) => b.compact.length - a.compact.length);
}
const PATTERNS: readonly CompiledPattern[] = compilePatterns();

// Every match agrees on at least the pattern's first two letters (a whole pattern is 2+ letters long, a truncation
// 8+), so only the patterns filed under the two letters a description word starts with can match there.
// Each list holds indices into PATTERNS in ascending order.
function byPrefix(patterns: readonly CompiledPattern[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  patterns.forEach((p, i) => {
    if (p.compact.length < 2) throw new Error(`lender pattern too short: ${p.name}`);
    const k = p.compact.slice(0, 2);
    const list = out.get(k);
    if (list) list.push(i); else out.set(k, [i]);
  });
  return out;
}
const BY_PREFIX: ReadonlyMap<string, readonly number[]> = byPrefix(PATTERNS);

/** Compact form of a description plus the compact offsets where a word starts (`spaced`: those after a separator,
 *  not at a camel-case hump). */
function wordStarts(description: string): { compact: string; starts: number[]; spaced: Set<number> } {
  let compact = '';
  const starts: number[] = [];
  const spaced = new Set<number>();
  let prevAlnum = false;
  let prevLower = false;
  for (const ch of description) {
    const u = ch.toUpperCase();
    const alnum = /[A-Z0-9]/.test(u);
    if (alnum) {
      const isUpperLetter = ch !== ch.toLowerCase() && ch === u;
      // A new word starts after a separator, or at a camel-case hump (`KalamataCapital`).
      if (!prevAlnum || (prevLower && isUpperLetter)) starts.push(compact.length);
      if (!prevAlnum && compact.length > 0) spaced.add(compact.length);
      compact += u;
      prevLower = ch !== u;
    } else {
      prevLower = false;
    }
    prevAlnum = alnum;
  }
  return { compact, starts, spaced };
}

/** A separator inside compact[from, to): the text there is more than one printed word. */
function spansWords(spaced: Set<number>, from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) if (spaced.has(i)) return true;
  return false;
}

function commonPrefix(a: string, aFrom: number, b: string): number {
  let n = 0;
  while (n < b.length && aFrom + n < a.length && a[aFrom + n] === b[n]) n++;
  return n;
}

/** The lender named in a description, or null. */
export function matchLender(description: string): LenderMatch | null {
  const { compact, starts, spaced } = wordStarts(description);
  if (!compact) return null;
  const wordStart = new Set(starts);
  // The candidate patterns, in PATTERNS order so that the first match is the one a full scan would find.
  const prefixes = new Set(starts.map((s) => compact.slice(s, s + 2)));
  const candidates: number[] = [];
  for (const k of prefixes) candidates.push(...(BY_PREFIX.get(k) ?? []));
  candidates.sort((a, b) => a - b);
  for (const i of candidates) {
    const p = PATTERNS[i]!;
    for (const s of starts) {
      if (compact[s] !== p.compact[0] || compact[s + 1] !== p.compact[1]) continue;
      const n = commonPrefix(compact, s, p.compact);
      // A name written as one word is one printed word (camel-case humps allowed: `BizCap`): `BIZCAP` is not the
      // `BIZ CAP` of `REDWATER BIZ CAP`; its spaced form, where banks print one, is a pattern of its own.
      if (!p.multiWord && spansWords(spaced, s, s + n)) continue;
      const atEnd = s + n >= compact.length;
      const boundary = atEnd || wordStart.has(s + n) || /[0-9]/.test(compact[s + n] ?? '');
      // A whole pattern ending in a short word (`RAPID FIN`), or a short name of one word (`LUMI`), must end at a word
      // boundary: `RAPID FINE FOODS` and `LUMINOUS LIGHTING` are no lenders. Longer endings may run on
      // (`KAPITUSSERVICIN`, `FORAFINANCIAL`).
      const runOn = p.lastWordLen >= RUN_ON_ENDING && (p.multiWord || p.compact.length > SHORT_WORD_MAX);
      if (n === p.compact.length && (boundary || runOn)) return { name: p.name, kind: p.kind };
      // Truncation: only for multi-word patterns, and only when the description stops agreeing at a word boundary
      // (the bank cut the name, it did not print another one).
      if (p.multiWord && n >= CUT_MIN_LETTERS && n >= p.firstWordLen + CUT_PAST_FIRST_WORD) {
        // A cut name glued to more text (`FORWARDFINUSA`) is not accepted here: `NATIONALFUNERAL` would pass too.
        // Such descriptors are listed as patterns of their own.
        if (boundary) return { name: p.name, kind: p.kind };
      }
    }
  }
  return null;
}

/** Canonical lender names in the library (for tests and documentation). */
export function lenderNames(kind?: LenderKind): string[] {
  return [...new Set(LENDERS.filter((l) => !kind || l[1] === kind).map((l) => l[0]))];
}
