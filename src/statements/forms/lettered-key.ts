// Letters keyed once (issue 36, set 140): a questionnaire tells what each letter asks in one line, "For each owner
// answer (a) full legal name (b) title (c) percentage owned (d) Social Security Number ...", and each owner's block
// then prints only the letters, "(a) Priya de la Cruz  (b) CEO  (c) 40%". A person reads "(b)" as "title" by the key;
// left as they are, the letters are labels of nothing and the answers values with no label.
import { sameLine, type Piece } from './pieces.ts';

const ITEM = /\(([a-h])\)\s*([^()]+?)\s*(?=\([a-h]\)|$)/g;
const LETTER = /^\s*\(([a-h])\)\s*$/;

/** What each letter asks, from a piece keying three letters or more in order from (a); null when it keys none. */
function keyOf(text: string): Map<string, string> | null {
  const items = [...text.matchAll(ITEM)].map((m) => [m[1]!, m[2]!.replace(/[.,;:]+$/, '').trim()] as const);
  if (items.length < 3 || items.some(([l], i) => l !== String.fromCharCode(97 + i)) || items.some(([, w]) => !/\p{L}{2}/u.test(w) || w.length > 40)) return null;
  return new Map(items);
}

/** Every page's pieces with each letter standing alone read as what the key printed last before it says it asks (the
 *  keys' own pieces left out): only where a key is printed and three of its letters or more stand alone after it. */
export function letteredKey(pages: Piece[][]): Piece[][] {
  const all = pages.flat();
  const order = (a: Piece, b: Piece) => a.page - b.page || a.y0 - b.y0;
  const keys = all.filter((p) => p.source === 'text' && keyOf(p.text.replace(/^[^(]*/, ''))).sort(order).map((p) => ({ piece: p, key: keyOf(p.text.replace(/^[^(]*/, ''))! }));
  if (!keys.length) return pages;
  const asked = new Map<Piece, string>();
  for (const p of all) {
    const letter = p.source === 'text' ? LETTER.exec(p.text)?.[1] : undefined;
    const k = letter ? keys.filter((k) => order(k.piece, p) < 0).pop() : undefined;
    const words = k?.key.get(letter!);
    if (words) asked.set(p, words);
  }
  if (asked.size < 3) return pages;
  const used = new Set(keys.map((k) => k.piece));
  // (The words take the letter's place, with the answer written just after it on its line, as a label and its value
  // printed in one piece are read: "full legal name: Priya T. de la Cruz".)
  const answer = (p: Piece) => all.filter((q) => q !== p && q.page === p.page && q.text && !asked.has(q) && sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 3 * (p.y1 - p.y0))
    .sort((a, b) => a.x0 - b.x0)[0];
  const merged = new Map<Piece, Piece>();
  for (const [p, words] of asked) {
    const a = answer(p);
    merged.set(p, a ? { ...p, text: `${words}: ${a.text}`, x1: a.x1, y0: Math.min(p.y0, a.y0), y1: Math.max(p.y1, a.y1) } : { ...p, text: `${words}:` });
    if (a) used.add(a);
  }
  return pages.map((page) => page.filter((p) => !used.has(p)).map((p) => merged.get(p) ?? p));
}
