// Owners written in a sentence (issue 36): "The owners are Dmitri Adeyemi (President, 35%), Yusuf Chen (Partner, 35%)
// and Beatriz Brennan (Vice President, 10%). Dmitri's spouse, Yusuf Adeyemi, is not an owner." A person reads each
// name of the list with the title and share in its brackets; whoever the sentences after it name is no owner.
import { NAME } from './owners-listed.ts';
import type { Piece } from './pieces.ts';
import type { OwnerFound } from './owners.ts';

/** The words that open the list: "The owners are", "The sole owner is", "is owned by". */
const OPENS = /\b(?:the (?:sole |only )?(?:owners?|principals?|shareholders?|members?|partners?|guarantors?) (?:is|are)|(?:is|are) (?:wholly |jointly )?owned by)\s+/i;

/** One item of the list: a name, its brackets, and what parts it from the next item. */
const ITEM = /^([^(),;]+?)\s*\(([^()]*)\)(\s*(?:,\s*(?:and\s+)?|\s+and\s+|;\s*))?/u;

/** The paragraph a piece opens: the lines under it at its left edge, each right under the one before. */
function paragraph(p: Piece, pieces: Piece[]): string {
  const lines = [p];
  for (;;) {
    const last = lines[lines.length - 1]!, h = last.y1 - last.y0;
    const next = pieces.find((q) => q.page === p.page && q.text && Math.abs(q.x0 - p.x0) < 4 && q.y0 > last.y0 + 0.5 * h && q.y0 - last.y1 < 0.8 * h);
    if (!next || lines.length >= 6) break;
    lines.push(next);
  }
  return lines.map((l) => l.text.trim()).join(' ');
}

/** The owners a sentence of `p`'s paragraph lists, each as its name, title and share found; null if it lists none. */
export function sentenceOwners(p: Piece, pieces: Piece[]): OwnerFound[] | null {
  const open = OPENS.exec(p.text);
  if (!open) return null;
  const text = paragraph(p, pieces);
  let rest = text.slice(text.indexOf(open[0]) + open[0].length);
  const found: OwnerFound[] = [];
  const label = open[0].trim();
  for (let m = ITEM.exec(rest); m; m = ITEM.exec(rest)) {
    const name = m[1]!.trim();
    if (!NAME.test(name)) break;
    // Each owner found at a place of its own, so that its title and share go with its name.
    const piece: Piece = { ...p, text: m[0], x0: p.x0 + found.length, x1: p.x0 + found.length + 1 };
    const add = (field: string, value: string) => found.push({ field, text: value, label, piece, confidence: 0.7, source: p.source });
    add('owner_name', name);
    const parts = m[2]!.split(/\s*[,;]\s*/);
    const share = parts.map((s) => /^(\d{1,3}(?:\.\d+)?)\s*%$/.exec(s)).find((s) => s);
    const title = parts.find((s) => /^\p{L}[\p{L} .&/-]{1,40}$/u.test(s));
    if (title) add('owner_title', title);
    if (share) add('owner_ownership', `${share[1]}%`);
    if (!m[3]) break;
    rest = rest.slice(m[0].length);
  }
  return found.length ? found : null;
}
