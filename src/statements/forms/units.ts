// A unit sign printed after a figure (issue 36): "75 %", the form's own "%" set after the cell a share is typed in.
import { sameLine, type Piece } from './pieces.ts';

/**
 * A piece that starts with a lone "%" run on into the next value ("% 695 221 630", the unit printed touching the
 * number written after it) while a bare number ends just before it on its line ("75"): the "%" is that number's
 * ("75 %"), and the rest is a value of its own. A person reads the sign with the figure it follows. (So is a lone "%"
 * after "25": no label of a share, but the share's sign.)
 */
export function unitsBack(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const m = /^%(?:\s+(\S.*))?$/.exec(p.text.trim());
    const num = m && p.source === 'text' && p.words?.[0]?.text === '%'
      ? out.find((q) => q.source === 'text' && /^\d{1,3}(?:[.,]\d+)?$/.test(q.text) && sameLine(q, p) && p.x0 - q.x1 >= -1 && p.x0 - q.x1 < (p.y1 - p.y0) * 1.5)
      : undefined;
    if (!num) { out.push(p); continue; }
    const sign = p.words![0]!;
    const i = out.indexOf(num);
    out[i] = { ...num, text: `${num.text} %`, x1: sign.x1, words: [...(num.words ?? []), sign] };
    const rest = p.words!.slice(1);
    if (rest.length && m![1]) out.push({ ...p, text: m![1]!, x0: rest[0]!.x0, words: rest });
  }
  return out;
}
