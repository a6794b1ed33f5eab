// A label wrapped onto a second line, read as one label (one mechanism for what two menders built apart: set 92's
// label in its narrow cell and set 91's caption wrapped beside its value). Both find the line under a label the same
// way (`lineUnder`: starting where it starts, in its size, right under it, no figure in it); they differ in what says
// the two lines are one: the cell's own value (`inCell`) or the value written beside both lines (`besideBoth`).
import { labelOf, sectionOf } from './labels.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import type { Rect } from '../types.ts';

type IsLabel = (t: string, loose: boolean) => { end: number } | null;

/** Labels wrapped in their cells, then captions wrapped beside their values, each joined into one piece. */
export function wrappedLabels(pieces: Piece[], isLabel: IsLabel, cells: Rect[] = []): Piece[] {
  return joined(joined(joined(pieces, (p, all) => inCell(p, all, isLabel, cells)), besideBoth), noteUnder);
}

/** Each piece `p` followed by the line `second(p)` names, as one piece. */
/** The line under a piece that continues it, and whether it is the piece's other language (read after a slash). */
type Second = { q: Piece; tongue: boolean } | undefined;

function joined(pieces: Piece[], second: (p: Piece, all: Piece[]) => Second): Piece[] {
  const gone = new Set<Piece>();
  const out: Piece[] = [];
  for (const p of pieces) {
    if (gone.has(p)) continue;
    const next = p.source === 'text' && p.text ? second(p, pieces) : undefined;
    const q = next?.q;
    if (!q || gone.has(q)) { out.push(p); continue; }
    gone.add(q);
    // (A caption's other language is read after a slash, as a bilingual caption on one line is: "First Name / Nombre".)
    const sep = next.tongue ? ' / ' : ' ';
    out.push({ ...p, text: `${p.text.trim()}${sep}${q.text.trim()}`, x1: Math.max(p.x1, q.x1), y1: q.y1, words: [...(p.words ?? []), ...(q.words ?? [])] });
  }
  return out;
}


/** The line right under `p` that may continue it: starting where it starts, in its size, begun no higher than `top`
 *  (a fraction of p's height from p's top) and at most `gap` of its height under it; no figure in it. */
function lineUnder(p: Piece, pieces: Piece[], top: number, gap: number, sameCase: boolean): Piece | undefined {
  const h = p.y1 - p.y0;
  const caps = (t: string) => t === t.toUpperCase();
  return pieces.find((q) => q !== p && q.source === 'text' && q.page === p.page && q.text.trim() && Math.abs(q.x0 - p.x0) < 3
    && q.y0 >= p.y0 + top * h && q.y0 - p.y1 < gap * h && Math.abs((q.y1 - q.y0) - h) < 0.15 * h && !/\d/.test(q.text)
    && (!sameCase || caps(q.text) === caps(p.text)));
}

/** A label wrapped in its narrow cell ("LEGAL / CORPORATE" over "NAME", "NAME (LAST, FIRST" over "MIDDLE)"), its value
 *  beside or under it, in the same case, with nothing written on its own line (a value beside the cell sits on the
 *  first line's); read together the two lines are a label that the first alone is not (no label however loosely
 *  read, or a bracket left open). */
function inCell(p: Piece, pieces: Piece[], isLabel: IsLabel, cells: Rect[]): Second {
  if (p.leader || /[:?]\s*$/.test(p.text) || /\d/.test(p.text)) return undefined;
  const q = lineUnder(p, pieces, 1 - 2 / Math.max(p.y1 - p.y0, 1e-9), 0.6, true);
  if (!q) return undefined;
  const open = (t: string) => (t.match(/\(/g) ?? []).length > (t.match(/\)/g) ?? []).length;
  const text = `${p.text} ${q.text}`;
  const whole = isLabel(text, false);
  if (!whole) return undefined;
  // (The cell the caption's: the two lines in its type alone in it, the value beside it just past its side. Not a
  // caption over its value in their cell, "Operating Name (O/A)" over "Silver Pine Animal Care"; nor a decoy's caption,
  // which reads on over any words.)
  const beside = (c: Rect) => pieces.some((v) => v !== p && v !== q && v.text && v.x0 >= c.x1 - 2 && v.x0 - c.x1 < 40 && (v.y0 + v.y1) / 2 > p.y0 && (v.y0 + v.y1) / 2 < q.y1 + 2
    && !labelOf(v.text, true, false, false));
  const own = Math.abs((q.y1 - q.y0) - (p.y1 - p.y0)) <= 0.05 * (p.y1 - p.y0) && !['decoy', 'other'].includes(labelOf(text, true, false, false)?.field ?? 'other')
    && cells.some((c) => inside(p, c) && inside(q, c) && !pieces.some((r) => r !== p && r !== q && r.text && inside(r, c)) && beside(c));
  // (Its own value: the first piece right of it is another than the first line's, begun under that line's middle. A
  // hand's value or a field's box beside the cell may reach down over the line under.)
  const right = (r: Piece) => pieces.filter((o) => o.x0 >= r.x1 - 2 && o.y0 < r.y1 && o.y1 > r.y0).sort((a, b) => a.x0 - b.x0)[0];
  const o = right(q);
  // (Unless the two lines have a drawn cell to themselves, the label's, its value in the next: "Legal Name / Raison" over
  // "sociale" in a shaded cell, the value beside the cell between the two lines' heights.)
  if (o && o !== right(p) && o.y0 >= (p.y0 + p.y1) / 2 && !own) return undefined;
  // (Its bracket closed on the line under: the label and its note, nothing more.)
  const closed = open(p.text) && !open(text) && !text.slice(whole.end).replace(/\([^)]*\)|[\s:]/g, '');
  // (A first line that is a label alone goes on into the second only in a cell of their own: "Business Number (BN)
  // incl." over "program account".)
  // (Its second line a caption asking the same, "% Owned" over "% détenu", is its other language: read after a slash.)
  const first = isLabel(p.text, true), second = labelOf(q.text.trim(), true, false, false);
  const tongue = own && !!first && !!second && labelOf(p.text, true, false, false)?.field === second.field;
  // (Nor need it, where its second line is the one word that ends the same label, nothing more: "BUSINESS START" over
  // "DATE", "FEDERAL TAX" over "ID", each caption of a row of captions wrapped so, their values under them.)
  return closed || (whole.end > p.text.length && (!first || own || lastWordUnder(p.text, q.text))) ? { q, tongue } : undefined;
}

/** A caption wrapped onto a second line, set tight under the first, its value written beside both lines, whichever
 *  the hand's writing sits nearer: "Legal Name /" over "Dénomination" (a slash says the caption's other language
 *  follows), "Number of" over "Remittances" (the second line ends the label's words). (Not two captions each
 *  answered on its own line: rows set tight.) */
function besideBoth(p: Piece, pieces: Piece[]): Second {
  const t = p.text.trim();
  // (A caption ending in its colon or question mark is whole; a figure is no caption's word.)
  if (/[:?]$/.test(t) || /\d/.test(t)) return undefined;
  const q = lineUnder(p, pieces, 0.5, 0.3, false);
  if (!q) return undefined;
  const joinedLabel = labelOf(`${t} ${q.text.trim()}`, true, false, false);
  const own = labelOf(t, true, false, false);
  const open = /\/$/.test(t) || /\b(?:of|in|for|to|and|de|du|des|del)$/i.test(t);
  // (A first line that is a label of its own, "DBA / Trade Name", is whole: what is set tight under it is its value,
  // unless it ends on a slash or on a word no label ends on, "Number of".)
  // (Nor does a section's heading go on into the caption under it: "CURRENT FUNDING POSITIONS" over "Funder / Lender".)
  if (!open && sectionOf(t) && (!own || own.field === 'decoy')) return undefined;
  // (Or the caption's other language set tight under it, asking the same: "First Name" over "Nombre", "Title" over
  // "Cargo", one value beside both, a hand's written nearer either.)
  const other = labelOf(q.text.trim(), true, false, false);
  // (Answered beside the two lines: a table's column captions in two languages, their values under them, are read
  // by the table.)
  const end = Math.max(p.x1, q.x1);
  const answered = pieces.some((o) => o !== p && o !== q && o.text && o.x0 >= end - 2 && o.x0 - end < 200 && (o.y0 + o.y1) / 2 < q.y1 && (o.y0 + o.y1) / 2 > p.y0 && !labelOf(o.text, true, false, false));
  const tongue = !!own && !!other && answered && !q.text.trim().slice(other.end).replace(/\([^)]*\)|[\s:.]/g, '') && sameAsk(own.field, other.field);
  // (A first line that is a label but for its last word, the line under: "Business Start" over "Date:".)
  if (!tongue && (!joinedLabel || !(open || lastWordUnder(t, q.text) || (!own && joinedLabel.end > t.length + 1)))) return undefined;
  // (Each line answered on its own, the next piece along the first line beside it only and the next along the second
  // beside that only: two rows set tight. The next column's captions there are no answers.)
  const beside = (a: Piece, b: Piece) => {
    const r = pieces.filter((o) => o !== a && o !== b && o.text && o.x0 >= a.x1 - 2 && sameLine(o, a)).sort((x, y) => x.x0 - y.x0)[0];
    return !!r && r.x0 - a.x1 < 200 && !sameLine(r, b) && !labelOf(r.text, true, false, false);
  };
  return beside(p, q) && beside(q, p) ? undefined : { q, tongue };
}

/** A label's note in brackets set in smaller type right under it, where it starts: its other language or its form,
 *  "Legal Name" over "(Nombre Legal)", "Date of Birth" over "(MM/DD/YYYY)". A person reads it with the label; read
 *  apart, it stood nearer the label than its value and was read as the value. (No figure in it: a value in brackets
 *  under its caption is its own, "(555) 201-3344".) */
function noteUnder(p: Piece, pieces: Piece[]): Second {
  const h = p.y1 - p.y0;
  if (!labelOf(p.text.trim(), true, false, false)) return undefined;
  const q = pieces.find((o) => o !== p && o.source === 'text' && o.page === p.page && /^\(\s*[^()\d]+\)$/.test(o.text.trim()) && Math.abs(o.x0 - p.x0) < 3
    && o.y0 >= p.y0 + 0.5 * h && o.y0 - p.y1 < 0.6 * h && o.y1 - o.y0 <= 0.95 * h);
  return q ? { q, tongue: false } : undefined;
}

/** A label's last word set alone on the line under it, the two lines one label of the first's field and nothing more:
 *  "BUSINESS START" over "DATE", "Business Start" over "Date:" (both joiners read it so). */
function lastWordUnder(first: string, second: string): boolean {
  const joined = `${first.trim()} ${second.trim()}`.replace(/\s*:\s*$/, '');
  const own = labelOf(first, true, false, false), whole = labelOf(joined, true, false, false);
  return !!own && /^\s*\p{L}+\s*:?\s*$/u.test(second) && whole?.field === own.field && whole.end >= joined.length;
}

/** Two captions asking the same: one field, or a person's name and a part of it. */
function sameAsk(a: string, b: string): boolean {
  const name = (f: string) => /^owner_(?:name|first|last)$/.test(f);
  return a !== 'other' && a !== 'decoy' && (a === b || (name(a) && name(b)));
}
