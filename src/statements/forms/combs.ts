// Values written one character to a box (issue 36): a bank-style form's "comb" fields print a tax ID, a ZIP code, a
// state or a share as evenly spaced single characters ("8 9 7 4 5 9 3 8 9", "M A", "1 0 0"), and a date as three
// combs side by side with their parts named under them ("0 2 | 2 6 | 2 0 1 8" over "MM DD YYYY"). A person reads
// each as the one value it is.
import type { Rect } from '../types.ts';
import type { Piece } from './pieces.ts';

/** An upright side drawn on the page (a box's, a lone line's). */
export interface Side { x: number; y0: number; y1: number }

// (pieces.ts's sameLine: not imported, pieces.ts imports this module.)
const sameLine = (a: Piece, b: Piece) => Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) < Math.max(4, (a.y1 - a.y0) * 0.6);

/** A piece of two or more single characters, evenly spaced, digits (or a mask's X) or a two-letter code; or digits
 *  in groups a hand ran together ("6 90 9") inside boxes a character wide. */
function comb(p: Piece, sides: Side[]): boolean {
  const ws = p.words ?? [];
  if (ws.length >= 2 && ws.every((w) => /^[\dXx*]{1,3}$/.test(w.text)) && ws.some((w) => w.text.length > 1)) {
    const chars = ws.reduce((n, w) => n + w.text.length, 0);
    return combBoxes(p.x0, p.x1, (p.y0 + p.y1) / 2, (p.x1 - p.x0) / chars, sides);
  }
  if (ws.length < 2 || ws.some((w) => [...w.text].length !== 1)) return false;
  if (!ws.every((w) => /[\dXx*]/.test(w.text)) && !(ws.length === 2 && ws.every((w) => /\p{Lu}/u.test(w.text)))) return false;
  const steps = ws.slice(1).map((w, i) => w.x0 - ws[i]!.x0);
  const mean = steps.reduce((a, b) => a + b, 0) / steps.length;
  return steps.every((s) => Math.abs(s - mean) <= Math.max(1.5, mean * 0.3));
}

/** The parts a date's combs are named by, under them: month, day, year in the form's order (MM DD YYYY, JJ MM AAAA). */
function partsUnder(group: Piece[], pieces: Piece[]): ('m' | 'd' | 'y')[] | null {
  const parts = group.map((g) => {
    // (Under it: starting below its middle, a handwritten value may reach down over its caption's top.)
    // (Or centred under it: "YYYY" under a field wider than its four digits.)
    // (Or their middles nearer than the wider one's width: a hand's "09" or "14" written a little right of "Month", "Day".)
    const centred = (q: Piece) => ((q.x0 + q.x1) / 2 >= g.x0 && (q.x0 + q.x1) / 2 <= g.x1) || Math.abs(q.x0 + q.x1 - g.x0 - g.x1) / 2 < Math.max(q.x1 - q.x0, g.x1 - g.x0);
    // (The nearest such caption on the first line under it: a wide year's box has the day's caption within its width
    // too, and the next row's label, "Routing number", may start under the day's box.)
    const gap = (q: Piece) => Math.abs(q.x0 + q.x1 - g.x0 - g.x1);
    const cap = pieces.filter((q) => q !== g && q.y0 > (g.y0 + g.y1) / 2 && q.y0 - g.y1 < 10 && (Math.abs(q.x0 - g.x0) < 8 || centred(q))).sort((a, b) => (Math.abs(a.y0 - b.y0) > 2 ? a.y0 - b.y0 : gap(a) - gap(b)))[0];
    const t = cap?.text.trim().toUpperCase() ?? '';
    // (Or the parts' words, a web form's "Month | Day | Year" under its three boxes.)
    return /^(?:MM|MOIS|MES|MONTH)$/.test(t) ? 'm' : /^(?:DD|JJ|DAY|JOUR|D[IÍ]A)$/.test(t) ? 'd' : /^(?:YY|YYYY|AAAA|AA|YEAR|ANN[EÉ]E|AÑO)$/.test(t) ? 'y' : null;
  });
  return parts.every((x) => x) ? (parts as ('m' | 'd' | 'y')[]) : null;
}

/** Comb values joined: each comb one word, and a date's three combs one date, in ISO form. Three date parts written
 *  in boxes of their own without being combs ("02 | 26 | 2018") are joined only where their names are printed under them. */
export function joinCombs(pieces: Piece[], sides: Side[] = []): Piece[] {
  const combs = new Set<Piece>();
  const joined: Piece[] = pieces.map((p) => {
    if (!comb(p, sides)) return p;
    const text = p.text.replace(/\s+/g, '');
    const q = { ...p, text, words: [{ text, x0: p.x0, x1: p.x1 }] };
    combs.add(q);
    return q;
  });
  const mergedRuns = lettersJoined(spacedJoined(runsJoined(joined, combs, sides), combs, sides), combs, sides).map((q) => datedField(q, joined) ?? q);
  joined.splice(0, joined.length, ...mergedRuns);
  const part = (q: Piece) => /^\d{2}$|^\d{4}$/.test(q.text);
  const dates: Piece[] = [];
  const used = new Set<Piece>();
  for (const p of [...joined].sort((a, b) => a.x0 - b.x0)) {
    if (used.has(p) || !part(p)) continue;
    const group = [p];
    while (group.length < 3) {
      const last = group[group.length - 1]!;
      // (Parts named under them may stand in boxes further apart: "01 | 28 | 2010" over "Month | Day | Year".)
      const next = joined.filter((q) => !used.has(q) && !group.includes(q) && sameLine(last, q) && q.x0 > last.x1 && q.x0 - last.x1 < 50 && part(q))
        .sort((a, b) => a.x0 - b.x0)[0];
      if (!next) break;
      group.push(next);
    }
    const lens = group.map((g) => g.text.length).join(',');
    const named = group.length === 3 ? partsUnder(group, joined) : null;
    const wide = group.some((g, i) => i > 0 && g.x0 - group[i - 1]!.x1 >= 30);
    if (group.length !== 3 || !['2,2,4', '4,2,2'].includes(lens) || (!named && (wide || !group.every((g) => combs.has(g))))) continue;
    const parts = named ?? (lens === '4,2,2' ? ['y', 'm', 'd'] : ['m', 'd', 'y']);
    const v = (c: 'm' | 'd' | 'y') => group[parts.indexOf(c)]?.text ?? '';
    const text = `${v('y')}-${v('m')}-${v('d')}`;
    for (const g of group) used.add(g);
    dates.push(joinedAs(group, text));
  }
  const out = [...joined.filter((q) => !used.has(q)), ...dates].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  return out;
}

/** A comb written by hand: its characters come as runs of digits side by side ("89" "745" "9389"), at one pitch, the
 *  gaps between them no wider than a box or two. Joined into one comb. A dash in a box of its own ("2 0 1 - 7 9 -
 *  0 1 6 2", "0 4 / 0 2 / 2 0 0 6") is the number's separator. (A run's pitch is a box's over a character's width at most: two characters
 *  read as one piece span a box and a character.) */
function runsJoined(given: Piece[], combs: Set<Piece>, sides: Side[]): Piece[] {
  // (A hand's characters read a box apart with separators among them, "3 6 6 -" then "77-0699", "042-08" then
  // "- 9 6 4 8", "1 2 /" then "2019": each group is the comb's characters, read as one run: "366-77-0699".)
  const spaced = new Map<Piece, Piece>();
  const pieces = given.map((q) => {
    // (Or single characters a box apart, capitals among digits: a BN's program account, "4 R C 0" of "...554 RC0001".)
    const boxed = /^(?:[\dA-Z] )+[\dA-Z]$/.test(q.text) && /\d/.test(q.text);
    if (q.source === 'field' || (!boxed && !/^[-/]?(?:\s*[\dXx*]{1,4}\s*[-/]?)+$/.test(q.text)) || /^[\dXx*]+$/.test(q.text)) return q;
    const c = { ...q, text: q.text.replace(/\s+/g, '') };
    spaced.set(c, q);
    return c;
  });
  // (A fillable field holds its whole value: two fields side by side, "40" and "35", are two owners' shares.)
  const digits = (q: Piece) => q.source !== 'field' && (/^[\dXx*]+$/.test(q.text) || spaced.has(q));
  const part = (q: Piece) => digits(q) || (q.source !== 'field' && /^[-/]$/.test(q.text));
  const pitch = (q: Piece) => (q.x1 - q.x0) / q.text.length;
  const used = new Set<Piece>();
  const out: Piece[] = [];
  for (const p of [...pieces].sort((a, b) => a.x0 - b.x0)) {
    if (used.has(p)) continue;
    const run = [p];
    while (digits(p)) {
      const last = run[run.length - 1]!;
      // (A separator is narrower than a digit: the pitch is the digits', and a separator printed in the gap
      // between two groups of boxes, "4 5 - 7 6 4 ...", is as narrow as the font makes it: its own width says nothing.)
      // (The run's digits together: a narrow "1" alone would make the next box's digit look too far.)
      const ds = run.filter(digits);
      const w = Math.max(ds.reduce((n, q) => n + q.x1 - q.x0, 0) / ds.reduce((n, q) => n + q.text.length, 0), 4);
      // (Or a hand's narrow characters each in the next box of a comb wider than two of them: boxes.)
      const next = pieces.filter((q) => !used.has(q) && !run.includes(q) && part(q) && sameLine(last, q) && q.x0 > last.x1
        && ((q.x0 - last.x1 < w * 2 && (!digits(q) || Math.abs(pitch(q) - w) < w * 0.5 + (q.text.length > 1 ? w * 0.5 : 0))
          && combBetween(last, q, w, sides, digits(q) && digits(last) ? 0 : w * 2)) || (digits(q) && digits(last) && nextBox(last, q, sides))) && !wall(last, q, sides)
          && !unboxed(q, w, sides))
        .sort((a, b) => a.x0 - b.x0)[0];
      if (!next) break;
      run.push(next);
    }
    while (run.length > 1 && !digits(run[run.length - 1]!)) run.pop();
    if (run.length < 2) { out.push(spaced.get(p) ?? p); continue; }
    for (const q of run) used.add(q);
    const text = run.map((q) => q.text).join('');
    const q = joinedAs(run, text);
    combs.add(q);
    out.push(q);
  }
  return out.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** A value written at its own small pitch where no box's side runs through it: four characters or more under half the
 *  comb's pitch ("2010-03-06" in the next box after a BN's comb, a hand's gap after its last "1"). A hand's characters
 *  run together in a comb's boxes still span a box each, bar the last; this one is the next field's. */
function unboxed(q: Piece, pitch: number, sides: Side[]): boolean {
  const y = (q.y0 + q.y1) / 2;
  return q.text.length >= 4 && (q.x1 - q.x0) / q.text.length < pitch * 0.5 && !sides.some((e) => e.y0 <= y && e.y1 >= y && e.x > q.x0 + 2 && e.x < q.x1 - 2);
}

/** A side between two runs far taller than the comb's own ticks: a table's cell wall, two owners' combs side by side
 *  in their columns ("132489475" | "XXXXX1906"), whose ticks run on at one pitch across it. */
function wall(a: Piece, b: Piece, sides: Side[]): boolean {
  const y = (a.y0 + a.y1) / 2;
  const near = sides.filter((e) => e.y0 <= y && e.y1 >= y && e.x > a.x0 - 30 && e.x < b.x1 + 30);
  const between = near.filter((e) => e.x > a.x1 - 1 && e.x < b.x0 + 1), ticks = near.filter((e) => !between.includes(e)).map((e) => e.y1 - e.y0).sort((m, n) => m - n);
  const tick = ticks[ticks.length >> 1];
  return tick !== undefined && between.some((e) => e.y1 - e.y0 > 1.6 * tick);
}

/** Boxes a character wide or a few drawn along [x0, x1] at height y: three sides or more (a box's side and the next
 *  one's, a point apart, are one), two gaps at least of one width, that width under four characters' and under 0.4 inch
 *  (a table's columns are far wider). */
function combBoxes(x0: number, x1: number, y: number, pitch: number, sides: Side[]): boolean {
  const xs = sides.filter((e) => e.y0 <= y && e.y1 >= y && e.x >= x0 - pitch * 2.5 && e.x <= x1 + pitch * 2.5).map((e) => e.x).sort((a, b) => a - b);
  const merged = xs.filter((x, i) => i === 0 || x - xs[i - 1]! > 2);
  if (merged.length < 3) return false;
  const gaps = merged.slice(1).map((x, i) => x - merged[i]!);
  const mid = [...gaps].sort((a, b) => a - b)[gaps.length >> 1]!;
  return mid < Math.min(pitch * 4, 29) && gaps.filter((g) => Math.abs(g - mid) <= mid * 0.25).length >= 2;
}

/** Two runs of a comb: a box's side drawn in the gap between them, in a row of character-wide boxes. `reach`: how far
 *  past the gap to look for the boxes (a separator printed in the narrow gap between two groups of boxes, "[4][5] -
 *  [7][6]...", has one group's last side on one hand and the next's first on the other: the groups are further out). */
function combBetween(a: Piece, b: Piece, pitch: number, sides: Side[], reach = 0): boolean {
  const y = (a.y0 + a.y1) / 2;
  return sides.some((e) => e.y0 <= y && e.y1 >= y && e.x >= a.x1 - 1 && e.x <= b.x0 + 1) && combBoxes(a.x1 - reach, b.x0 + reach, y, pitch, sides);
}

/** Two runs of digits in boxes side by side: one side drawn between them, the boxes either side of it of one width, a
 *  character's (under 29 pt), each run within its own. A hand writes a comb's characters narrower than its boxes, and
 *  where it likes in each: the gap between two runs is near a box's width, more than twice a character's. (Two sides
 *  between them, a comb's end and the next one's start, part two values: an SSN's comb and a birth date's. A box's
 *  side and the next one's, a thick line's width apart, are one.) */
function nextBox(a: Piece, b: Piece, sides: Side[]): boolean {
  const y = (a.y0 + a.y1) / 2;
  const xs = sides.filter((e) => e.y0 <= y && e.y1 >= y && e.x > a.x0 - 30 && e.x < b.x1 + 30).map((e) => e.x).sort((p, q) => p - q)
    .filter((x, i, all) => i === 0 || x - all[i - 1]! > 3);
  const between = xs.filter((x) => x > a.x1 - 1 && x < b.x0 + 1);
  if (between.length !== 1) return false;
  const x = between[0]!, before = xs.filter((s) => s < x).at(-1), after = xs.find((s) => s > x);
  if (before === undefined || after === undefined) return false;
  const w = x - before;
  return w >= 6 && w < 29 && Math.abs(after - x - w) <= 2 && a.x1 - before <= w + 1 && b.x0 >= x - 1 && b.x0 - x < w && (b.x1 - b.x0) / b.text.length < w;
}

/** One field holding a date's digits over its parts' names ("02262018" over "MM DD YYYY"): the date, in ISO form. */
function datedField(p: Piece, pieces: Piece[]): Piece | null {
  if (!/^\d{8}$/.test(p.text)) return null;
  const caps = pieces.filter((q) => q !== p && q.y0 > (p.y0 + p.y1) / 2 && q.y0 - p.y1 < 10 && q.x0 >= p.x0 - 8 && q.x0 < p.x1
    && /^(?:MM|DD|JJ|YYYY|AAAA)$/.test(q.text.trim().toUpperCase())).sort((a, b) => a.x0 - b.x0);
  if (caps.length !== 3) return null;
  const names = caps.map((c) => c.text.trim().toUpperCase().replace('JJ', 'DD').replace('AAAA', 'YYYY'));
  if (new Set(names).size !== 3) return null;
  let at = 0;
  const parts: Record<string, string> = {};
  for (const n of names) { parts[n] = p.text.slice(at, at + n.length); at += n.length; }
  const text = `${parts.YYYY}-${parts.MM}-${parts.DD}`;
  return { ...p, text, words: [{ text, x0: p.x0, x1: p.x1 }] };
}

/** A comb whose boxes are marked by ticks under its characters only: each character comes as a piece of its own, four
 *  or more single digits (or a mask's X) in a row at one even pitch ("1 1 1 6 1 9 6 9" under "DATE OF BIRTH
 *  (MMDDYYYY)"). Joined into one comb, as a person reads it. */
function spacedJoined(pieces: Piece[], combs: Set<Piece>, sides: Side[]): Piece[] {
  const single = (q: Piece) => q.source !== 'field' && /^[\dXx*]$/.test(q.text.trim());
  // (A side drawn between two characters where none parts the run's first two is a box's end: the next box's comb,
  // two owners' SSNs side by side at one pitch, is another value.)
  // (A tick marking a comb's box rises only part of the way.)
  const parted = (a: Piece, b: Piece) => sides.some((e) => e.y0 <= a.y0 + 2 && e.y1 >= a.y1 - 2 && e.x > a.x1 && e.x < b.x0);
  const used = new Set<Piece>();
  const out: Piece[] = [];
  for (const p of [...pieces].sort((a, b) => a.x0 - b.x0)) {
    if (used.has(p)) continue;
    const run = [p];
    while (single(p)) {
      const last = run[run.length - 1]!;
      const step = run.length > 1 ? last.x0 - run[run.length - 2]!.x0 : 0;
      const next = pieces.filter((q) => !used.has(q) && !run.includes(q) && single(q) && sameLine(last, q) && q.x0 > last.x1 && q.x0 - last.x0 < 25
        && (!step || Math.abs(q.x0 - last.x0 - step) <= Math.max(1.5, step * 0.2)) && !(run.length > 1 && parted(last, q) && !parted(run[0]!, run[1]!)))
        .sort((a, b) => a.x0 - b.x0)[0];
      if (!next) break;
      run.push(next);
    }
    if (run.length < 4) { out.push(p); continue; }
    for (const q of run) used.add(q);
    const text = run.map((q) => q.text.trim()).join('');
    const q = joinedAs(run, text);
    combs.add(q);
    out.push(q);
  }
  return out.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** Capital letters written one to a box of a comb, each a piece of its own ("O" | "H" in a state's two boxes, "S" |
 *  "M" | "I" | "T" | "H"): one word, as a person reads the boxes. */
function lettersJoined(pieces: Piece[], combs: Set<Piece>, sides: Side[]): Piece[] {
  const letter = (q: Piece) => q.source !== 'field' && /^\p{Lu}$/u.test(q.text.trim());
  const used = new Set<Piece>(), out: Piece[] = [];
  for (const p of [...pieces].sort((a, b) => a.x0 - b.x0)) {
    if (used.has(p)) continue;
    const run = [p];
    while (letter(p)) {
      const last = run[run.length - 1]!;
      const next = pieces.find((q) => !used.has(q) && !run.includes(q) && letter(q) && sameLine(last, q) && q.x0 > last.x1 && nextBox(last, q, sides));
      if (!next) break;
      run.push(next);
    }
    if (run.length < 2) { out.push(p); continue; }
    for (const q of run) used.add(q);
    const q = joinedAs(run, run.map((r) => r.text.trim()).join(''));
    combs.add(q);
    out.push(q);
  }
  return out.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** A box's line holding only runs of digits a hand wrote into its comb ("30" "82125" "25" in a tax ID's frame
 *  whose ticks mark no full sides): one value, six to eleven digits, as a person reads the box. */
export function boxedDigits(pieces: Piece[], boxes: Rect[]): Piece[] {
  const within = (q: Piece, b: Rect) => q.x0 >= b.x0 - 1 && q.x1 <= b.x1 + 1 && q.y0 >= b.y0 - 4 && q.y1 <= b.y1 + 4;
  const drop = new Set<Piece>(), add: Piece[] = [];
  for (const b of boxes.filter((b) => b.x1 - b.x0 > 40 && b.y1 - b.y0 < 30)) {
    // (The box's label may be printed in it, over the line the digits are written on.)
    const first = pieces.find((q) => q.text && within(q, b) && /^[\dXx*]+$/.test(q.text));
    const held = first ? pieces.filter((q) => q.text && within(q, b) && sameLine(q, first)).sort((a, c) => a.x0 - c.x0) : [];
    if (held.length < 2 || held.some((q) => q.source === 'field' || drop.has(q) || !/^[\dXx*]+$/.test(q.text))) continue;
    const text = held.map((q) => q.text).join('');
    if (text.length < 6 || text.length > 11) continue;
    // (Runs a box or two apart, as a comb's are: three owners' scores spread along a table's row band, "548 ... 736
    // ... 658", are three values.)
    const perChar = held.reduce((n, q) => n + q.x1 - q.x0, 0) / text.length;
    if (held.some((q, i) => i > 0 && q.x0 - held[i - 1]!.x1 > 3 * perChar)) continue;
    for (const q of held) drop.add(q);
    add.push(joinedAs(held, text));
  }
  return add.length ? [...pieces.filter((q) => !drop.has(q)), ...add].sort((a, c) => a.y0 - c.y0 || a.x0 - c.x0) : pieces;
}

/** Pieces read as one value, left to right: one piece spanning them, `text` its one word. */
export function joinedAs(run: Piece[], text: string): Piece {
  const first = run[0]!, last = run[run.length - 1]!;
  return { ...first, text, x1: last.x1, y0: Math.min(...run.map((r) => r.y0)), y1: Math.max(...run.map((r) => r.y1)), words: [{ text, x0: first.x0, x1: last.x1 }] };
}
