// A row's number in the margin before the person written on the row (issue 36, set 111): a typewriter's owners' rows
// "1. Kowalski, Theresa" over the captions "Name  Title  Own %". A person reads the number as the row's and the name as
// the value over "Name"; read as one piece, the name starts left of its caption, in the margin.
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { personName } from './values.ts';
import { sectionOf } from './section-of.ts';

const NUMBERED = /^(\d{1,2}[.)])\s+(\p{Lu}.*)$/u;
/** A part's heading in capitals (its bracketed note aside): "FUNDING REQUEST", "OWNERS (20% or more)". */
const partHeading = (t: string) => { const u = t.replace(/\s*\([^()]*\)\s*$/, ''); return !!sectionOf(t) && u === u.toUpperCase(); };

/** The pieces with a row's number parted from the person's name after it (not a part's number from its heading in capitals, "2.
 *  FUNDING REQUEST", which reads as two capitalised words too). */
export function rowNumbersApart(pieces: Piece[]): Piece[] {
  return pieces.flatMap((p) => {
    const m = p.source === 'text' ? NUMBERED.exec(p.text) : null;
    const words = p.words ?? [];
    if (!m || words.length < 2 || words[0]!.text !== m[1] || labelOf(m[2]!, true, false, true) || !personName(m[2]!) || partHeading(m[2]!)) return [p];
    return [{ ...p, text: m[1]!, x1: words[0]!.x1, words: words.slice(0, 1) }, { ...p, text: m[2]!, x0: words[1]!.x0, words: words.slice(1) }];
  });
}
