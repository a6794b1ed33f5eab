// Values written one character to a box (issue 36): a bank-style form's "comb" fields print a tax ID, a ZIP code, a
// state or a share as evenly spaced single characters ("8 9 7 4 5 9 3 8 9", "M A", "1 0 0"), and a date as three
// combs side by side with their parts named under them ("0 2 | 2 6 | 2 0 1 8" over "MM DD YYYY"). A person reads
// each as the one value it is.
import type { Piece } from './pieces.ts';

const sameLine = (a: Piece, b: Piece) => Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) < Math.max(4, (a.y1 - a.y0) * 0.6);

/** A piece of two or more single characters, evenly spaced, digits (or a mask's X) or a two-letter code. */
function comb(p: Piece): boolean {
  const ws = p.words ?? [];
  if (ws.length < 2 || ws.some((w) => [...w.text].length !== 1)) return false;
  if (!ws.every((w) => /[\dXx*]/.test(w.text)) && !(ws.length === 2 && ws.every((w) => /\p{Lu}/u.test(w.text)))) return false;
  const steps = ws.slice(1).map((w, i) => w.x0 - ws[i]!.x0);
  const mean = steps.reduce((a, b) => a + b, 0) / steps.length;
  return steps.every((s) => Math.abs(s - mean) <= Math.max(1.5, mean * 0.3));
}

/** The parts a date's combs are named by, under them: month, day, year in the form's order (MM DD YYYY, JJ MM AAAA). */
function partsUnder(group: Piece[], pieces: Piece[]): ('m' | 'd' | 'y')[] | null {
  const parts = group.map((g) => {
    const cap = pieces.find((q) => q.y0 >= g.y1 - 1 && q.y0 - g.y1 < 10 && Math.abs(q.x0 - g.x0) < 8);
    const t = cap?.text.trim().toUpperCase() ?? '';
    return /^(?:MM|MOIS|MES)$/.test(t) ? 'm' : /^(?:DD|JJ)$/.test(t) ? 'd' : /^(?:YY|YYYY|AAAA|AA)$/.test(t) ? 'y' : null;
  });
  return parts.every((x) => x) ? (parts as ('m' | 'd' | 'y')[]) : null;
}

/** Comb values joined: each comb one word, and a date's three combs one date, in ISO form. Three date parts written
 *  in boxes of their own without being combs ("02 | 26 | 2018") are joined only where their names are printed under them. */
export function joinCombs(pieces: Piece[]): Piece[] {
  const combs = new Set<Piece>();
  const joined = pieces.map((p) => {
    if (!comb(p)) return p;
    const text = p.text.replace(/\s+/g, '');
    const q = { ...p, text, words: [{ text, x0: p.x0, x1: p.x1 }] };
    combs.add(q);
    return q;
  });
  const part = (q: Piece) => /^\d{2}$|^\d{4}$/.test(q.text);
  const out: Piece[] = [];
  const used = new Set<Piece>();
  for (const p of joined) {
    if (used.has(p)) continue;
    const group = [p];
    while (part(p) && group.length < 3) {
      const last = group[group.length - 1]!;
      const next = joined.filter((q) => !used.has(q) && !group.includes(q) && sameLine(last, q) && q.x0 > last.x1 && q.x0 - last.x1 < 30 && part(q))
        .sort((a, b) => a.x0 - b.x0)[0];
      if (!next) break;
      group.push(next);
    }
    const lens = group.map((g) => g.text.length).join(',');
    const named = group.length === 3 ? partsUnder(group, joined) : null;
    if (group.length !== 3 || !['2,2,4', '4,2,2'].includes(lens) || (!named && !group.every((g) => combs.has(g)))) { out.push(p); continue; }
    const parts = named ?? (lens === '4,2,2' ? ['y', 'm', 'd'] : ['m', 'd', 'y']);
    const v = (c: 'm' | 'd' | 'y') => group[parts.indexOf(c)]?.text ?? '';
    const text = `${v('y')}-${v('m')}-${v('d')}`;
    for (const g of group) used.add(g);
    out.push({ ...p, text, x1: group[2]!.x1, words: [{ text, x0: p.x0, x1: group[2]!.x1 }] });
  }
  return out;
}
