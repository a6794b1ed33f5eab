// A unit sign printed after a figure (issue 36): "75 %", the form's own "%" set after the cell a share is typed in.
import type { Rect } from '../types.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import { labelOf } from './labels.ts';
import { otherTongue } from './tongues.ts';

/**
 * A piece that starts with a lone "%" run on into the next value ("% 695 221 630", the unit printed touching the
 * number written after it) while a bare number ends just before it on its line ("75"): the "%" is that number's
 * ("75 %"), and the rest is a value of its own. A person reads the sign with the figure it follows. (So is a lone "%"
 * after "25": no label of a share, but the share's sign.) But a "%" opening words that are a label with it, "% of the
 * business you own" after a question's number "13", is the label's: the question asks a share, the number orders it.
 */
export function unitsBack(pieces: Piece[], isLabel: (text: string) => boolean): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const m = /^%(?:\s+(\S.*))?$/.exec(p.text.trim());
    const num = m && p.source === 'text' && p.words?.[0]?.text === '%' && !(m[1] && /^\p{L}/u.test(m[1]) && isLabel(p.text))
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

/**
 * A hand's values written over a label that stands between them ("100 %" written across "NAS", then "519 353 072"
 * after it, run into one piece in the hand's font): parted where the label ends. The words after the label are its
 * value, as a person reads them; the words before are the value of the label before. Only a label lying wholly in the
 * piece's span, after its first word's start and before its next word's: two texts written one over the other.
 */
export function partedAtLabels(pieces: Piece[], isLabel: (text: string) => boolean): Piece[] {
  const list = pieces.filter((p) => p.source === 'text' && (p.words?.length ?? 0) <= 6 && isLabel(p.text)), labels = new Set(list);
  return pieces.flatMap((p) => {
    const ws = p.words;
    if (!ws || ws.length < 2 || p.source !== 'text' || labels.has(p)) return [p];
    const l = list.find((q) => q.page === p.page && sameLine(q, p) && q.x0 > ws[0]!.x0 && q.x1 < p.x1 && ws.some((w) => w.x0 >= q.x1 - 1 && w.x0 - q.x1 < 3 * (q.y1 - q.y0)));
    const k = l ? ws.findIndex((w) => w.x0 >= l.x1 - 1) : -1;
    if (k <= 0) return [p];
    const part = (w: typeof ws): Piece => ({ ...p, text: w.map((x) => x.text).join(' '), x0: w[0]!.x0, x1: w[w.length - 1]!.x1, words: w });
    return [part(ws.slice(0, k)), part(ws.slice(k))];
  });
}

/**
 * A spreadsheet's accounting format: the currency sign set at the cell's left side, the figure at its right ("$" ...
 * "25,000.00" in one drawn cell). The sign is the figure's: one value "$25,000.00", starting where the sign does.
 */
export function signsJoined(pieces: Piece[], cells: Rect[]): Piece[] {
  const gone = new Set<Piece>();
  const out = pieces.map((p) => {
    if (p.source !== 'text' || !/^[$€£]$/.test(p.text.trim())) return p;
    const cell = cells.filter((b) => inside(p, b)).sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0];
    const amount = (q: Piece) => q !== p && sameLine(q, p) && q.x0 > p.x1 && /^\(?\d[\d,]*(?:\.\d+)?\)?$/.test(q.text.trim());
    // (Or a fillable field's figure, its box begun right after the sign printed before it: "$ [115000]".)
    const figure = (cell && pieces.find((q) => amount(q) && q.source === 'text' && inside(q, cell)))
      || pieces.find((q) => amount(q) && q.source === 'field' && q.x0 - p.x1 < 8);
    if (!figure) return p;
    gone.add(figure);
    return { ...figure, text: `${p.text.trim()}${figure.text.trim()}`, x0: p.x0, words: [...(p.words ?? []), ...(figure.words ?? [])] };
  });
  return out.filter((p) => !gone.has(p));
}

/**
 * A hand's values written under a row of captions, one value under each, run into one piece where the first ran up
 * to the next caption's start ("(637) 578-2647" under "Cell" and "764" under "Est. FICO", a letter apart): parted
 * where a word starts under a caption's start, as a person reads the columns. Only where the piece starts under
 * another caption of the row, and the word starts within a few points of that caption's left edge.
 */
export function partedUnderCaptions(pieces: Piece[], isLabel: (text: string) => boolean): Piece[] {
  const labels = pieces.filter((p) => p.source === 'text' && (p.words?.length ?? 0) <= 6 && isLabel(p.text));
  return pieces.flatMap((p) => {
    const ws = p.words;
    // (Values only: a label's own words, "Amount requested ($ CA)", are no values run together.)
    if (!ws || ws.length < 2 || p.source !== 'text' || labels.includes(p) || isLabel(p.text)) return [p];
    const h = p.y1 - p.y0;
    // (The line of captions right over it only: a caption of the row before, further up, heads no column here.)
    const over = labels.filter((q) => q.page === p.page && q.y1 <= p.y0 + 2 && p.y0 - q.y1 < 1.5 * h);
    const nearest = over.sort((a, b) => b.y1 - a.y1)[0];
    const row = nearest ? over.filter((q) => sameLine(q, nearest)) : [];
    if (!row.some((r) => Math.abs(r.x0 - ws[0]!.x0) < 8)) return [p];
    // (A caption's other language set right after it, "Nom légal  Legal name", starts no column of its own.)
    const tongue = (q: Piece) => { const f = labelOf(q.text, true, false, false)?.field; return !!f && otherTongue(q, f, row); };
    const k = ws.findIndex((w, i) => i > 0 && row.some((q) => q.x0 > ws[0]!.x0 + 10 && w.x0 >= q.x0 - 3 && w.x0 <= q.x0 + 6 && ws[i - 1]!.x0 < q.x0 - 10 && !tongue(q)));
    if (k <= 0) return [p];
    const part = (w: typeof ws): Piece => ({ ...p, text: w.map((x) => x.text).join(' '), x0: w[0]!.x0, x1: w[w.length - 1]!.x1, words: w });
    return [part(ws.slice(0, k)), part(ws.slice(k))];
  });
}

/**
 * A share's figure typed into the blank before its caption, in the caption's own type ("Title: Member   80 % owned"):
 * one run, a figure and then a label that opens with its unit sign. Parted into the figure and its caption, as a person
 * reads "80" in the blank before "% owned".
 */
export function figuresBeforeCaptions(pieces: Piece[], isLabel: (text: string) => boolean): Piece[] {
  return pieces.flatMap((p) => {
    const ws = p.words;
    if (!ws || ws.length < 3 || p.source !== 'text' || !/^\d{1,3}(?:[.,]\d+)?$/.test(ws[0]!.text) || !ws[1]!.text.startsWith('%')) return [p];
    const rest = ws.slice(1), caption = rest.map((w) => w.text).join(' ');
    if (!isLabel(caption)) return [p];
    return [{ ...p, text: ws[0]!.text, x1: ws[0]!.x1, words: [ws[0]!] }, { ...p, text: caption, x0: rest[0]!.x0, words: rest }];
  });
}

/** The figure just before a caption that opens with its unit sign ("80" in the blank or field before "% owned"): the
 *  caption's value, printed before it as a share is written before its sign. */
export function figureBefore(p: Piece, pieces: Piece[]): Piece | undefined {
  // (Or the sign read back into a hand's figure written up against it, "20 %" then "owned": unitsBack.)
  const signed = (q: Piece) => p.text.trim().startsWith('%') || /%$/.test(q.text.trim());
  const h = p.y1 - p.y0;
  // (Not a question's number, "13" before "% of the business you own": a column of numbers counting by one.)
  const numbered = (q: Piece) => pieces.some((o) => o !== q && o.page === q.page && Math.abs(o.x0 - q.x0) < 2 && !sameLine(o, q)
    && Math.abs(Number(o.text.replace(/[.)]$/, '')) - Number(q.text)) === 1);
  // (Nor when the caption's own figure is written right after it, "Credit Score 656   % Owned 40": it is a label
  // before its value, the figure before it another caption's; and a share is never over a hundred.)
  const share = (q: Piece) => /^\d{1,3}(?:[.,]\d+)?\s*%?$/.test(q.text.trim());
  if (pieces.some((q) => q !== p && sameLine(q, p) && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 2 * h && share(q))) return undefined;
  // (Nor when the next thing on its line, however far, is a share standing alone, "51%  Ownership %      49": a row of
  // cells, each caption before its own; a share followed by a caption like this one, "20% owned  30% owned", is not.)
  const next = pieces.filter((q) => q !== p && q.text && sameLine(q, p) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0)[0];
  const same = (o: Piece) => o.text.trim().toLowerCase() === p.text.trim().toLowerCase() || o.text.trim().startsWith('%');
  if (next && share(next) && !pieces.some((o) => o !== next && sameLine(o, next) && o.x0 >= next.x1 - 2 && o.x0 - next.x1 < 2 * h && same(o))) return undefined;
  return pieces.filter((q) => q !== p && sameLine(q, p) && /^\d{1,3}(?:[.,]\d+)?\s*%?$/.test(q.text.trim()) && parseFloat(q.text.replace(',', '.')) <= 100 && signed(q) && q.x1 <= p.x0 + 2 && p.x0 - q.x1 < 2 * h && !numbered(q))
    .sort((a, b) => b.x1 - a.x1)[0];
}

/** Two numbered captions run into one piece, set close in a row of them ("3a-3 Ownership % 3a-4 Credit score"): parted
 *  at the second's number, where the words before it are a caption that opened with a number of the same kind and the
 *  words from it are one too. */
export function numberedCaptionsApart(pieces: Piece[], isLabel: (text: string) => boolean): Piece[] {
  const ITEM = /^\d{1,2}[a-hA-H]?(?:[-.]\d{1,2}[a-hA-H]?)?$/;
  return pieces.flatMap((p) => {
    const ws = p.words;
    if (!ws || ws.length < 4 || p.source !== 'text' || !ITEM.test(ws[0]!.text)) return [p];
    const k = ws.findIndex((w, i) => i >= 2 && ITEM.test(w.text) && !/\d/.test(ws[i - 1]!.text) && i < ws.length - 1);
    if (k < 0) return [p];
    const part = (w: typeof ws): Piece => ({ ...p, text: w.map((x) => x.text).join(' '), x0: w[0]!.x0, x1: w[w.length - 1]!.x1, words: w });
    const a = part(ws.slice(0, k)), b = part(ws.slice(k));
    return isLabel(a.text) && isLabel(b.text) ? [a, ...numberedCaptionsApart([b], isLabel)] : [p];
  });
}

/** Pairs on one line of dot leaders, values typed over their leaders and read into one run ("City: ......Tempe State:
 *  ......AZ Zip: ......55386"): parted into one piece a pair, each its label, its leader and its value, as a person
 *  reads the template. The next label is the longest run of words before a leader that reads as a label (or the one
 *  word before it closing with a colon). Only where every pair parts so. */
export function leaderPairsApart(pieces: Piece[], labelEnds: (text: string) => number | null): Piece[] {
  return pieces.flatMap((p) => {
    if (p.source !== 'text') return [p];
    const leaders = [...p.text.matchAll(/[.…·]{4,}/g)];
    if (leaders.length < 2) return [p];
    const cuts: number[] = [0];
    for (let i = 1; i < leaders.length; i++) {
      const from = leaders[i - 1]!.index! + leaders[i - 1]![0].length, to = leaders[i]!.index!;
      const seg = p.text.slice(from, to);
      const starts = [...seg.matchAll(/\S+/g)].map((m) => m.index!);
      // (A value first: a label may not start the segment.)
      const k = starts.slice(1).find((s) => { const cand = seg.slice(s).trim(); const e = labelEnds(cand); return e !== null && e >= cand.replace(/[\s:]+$/, '').length; })
        ?? (starts.length > 1 && /:\s*$/.test(seg) ? starts[starts.length - 1] : undefined);
      if (k === undefined) return [p];
      cuts.push(from + k);
    }
    const w = (p.x1 - p.x0) / Math.max(1, p.text.length);
    return cuts.map((c, i) => {
      const end = cuts[i + 1] ?? p.text.length, text = p.text.slice(c, end).trim();
      return { ...p, text, x0: p.x0 + c * w, x1: p.x0 + end * w, words: undefined };
    });
  });
}
