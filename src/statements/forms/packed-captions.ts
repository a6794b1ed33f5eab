// Captions packed together at a box's top, each naming one of the values set out across the box under them
// (issue 36, set 255): "Remittance | Schedule | No. of Remittances" over "$9,619.00 ... Weekly ... 40", a fieldset's
// legend listing the box's fields. A person reads the captions in order and the values in order, the first caption's
// the first value, as the box's thin rules part them. Read as labels here (packedCaptions) and, for an owners' table
// whose header is packed so, by its rows (inOrder, used by owners-table.ts): one rule of what packed means.
import { labelOf, type Section } from './labels.ts';
import { onLineAfter, sameLine, type Piece } from './pieces.ts';
import type { OwnerFound } from './owners.ts';
import { notValue } from './value-of.ts';

/** Captions this close are one packed run (a bar or a few spaces between them). */
const PACKED_GAP = 14;
const packedTo = (a: { x1: number }, b: { x0: number }) => b.x0 - a.x1 < PACKED_GAP;
/** An address's parts, each a caption of its own: joined into the one address. */
const ADDRESS_PART = /\b(?:street|address|city|town|state|prov(?:ince)?\.?|postal|zip)\b/i;

interface Run { captions: Piece[]; values: Piece[] }

/** The packed run caption `p` belongs to, with its values: two captions or more, the values as many, set out over
 *  a width well past the captions' own (captions over their own values are read as labels are). */
function runOf(p: Piece, pieces: Piece[]): Run | null {
  const line = pieces.filter((q) => q.text && q.page === p.page && sameLine(q, p)).sort((a, b) => a.x0 - b.x0);
  const k = line.indexOf(p);
  if (k < 0 || !labelOf(p.text, true, true, true)) return null;
  let a = k, b = k;
  while (a > 0 && p.x0 - line[a - 1]!.x1 < PACKED_GAP * 3 && packedTo(line[a - 1]!, line[a]!) && labelOf(line[a - 1]!.text, true, true, true)) a--;
  while (b < line.length - 1 && packedTo(line[b]!, line[b + 1]!) && labelOf(line[b + 1]!.text, true, true, true)) b++;
  const captions = line.slice(a, b + 1);
  // (Not a caption said in two languages about a slash, "Title /" "Titre": one caption, one field.)
  // (Nor one said in two languages side by side, "Nom légal  Legal name": two captions of one field, an address's parts
  // apart.)
  const fields = captions.filter((c) => !ADDRESS_PART.test(c.text)).map((c) => labelOf(c.text, true, true, true)!.field).filter((f) => f !== 'other');
  if (captions.length < 2 || captions.some((c) => /\/\s*$|^\s*\//.test(c.text)) || new Set(fields).size < fields.length) return null;
  const left = captions[0]!.x0 - 10, right = line[b + 1]?.x0 ?? Infinity, top = Math.max(...captions.map((c) => c.y1));
  const below = pieces.filter((q) => q.text && q.page === p.page && q.y0 >= top - 1 && q.y0 - top < 20 && q.x0 >= left && q.x0 < right && !captions.includes(q));
  const first = below.sort((x, y) => x.y0 - y.y0)[0];
  const values = first ? below.filter((q) => sameLine(q, first)).sort((x, y) => x.x0 - y.x0) : [];
  const spread = values.length ? values[values.length - 1]!.x1 - values[0]!.x0 : 0, packed = captions[captions.length - 1]!.x1 - captions[0]!.x0;
  if (values.length !== captions.length || values.some(notValue) || spread < 1.5 * packed) return null;
  return { captions, values };
}

/** A label naming two fields or more with slashes, each a field of its own ("Payment / Frequency / # Pmts"), its
 *  values set out along its line as many, no other label among them ("$ 14,798  Bi-Weekly  26"): the run its words
 *  make, each word's value in order. (A label said in two languages, "Nom / Last name", names one field: none.) */
function slashedRun(p: Piece, pieces: Piece[], section: Section): { parts: string[]; values: Piece[] } | null {
  const parts = p.text.trim().split(/\s+\/\s+/);
  if (parts.length < 2) return null;
  const fields = parts.map((t) => labelOf(t, section === 'owner', section === 'funding', true)?.field);
  if (fields.some((f) => !f) || new Set(fields).size < parts.length) return null;
  const values: Piece[] = [];
  for (const q of onLineAfter(p, pieces)) { if (notValue(q)) break; values.push(q); }
  return values.length === parts.length ? { parts, values } : null;
}

/** What a packed run's first caption reads for the run (its other captions read nothing: `[]`); null where `p` is in
 *  no such run. */
export function packedCaptions(p: Piece, pieces: Piece[], section: Section): OwnerFound[] | null {
  const slashed = slashedRun(p, pieces, section);
  const run = slashed ? { captions: slashed.parts.map((text) => ({ ...p, text })), values: slashed.values } : runOf(p, pieces);
  if (!run) return null;
  if (!slashed && run.captions[0] !== p) return [];
  const out: OwnerFound[] = [];
  const found = (field: string, label: string, v: Piece, text = v.text): OwnerFound => ({ field, text, label, piece: v, confidence: 0.75, source: v.source, at: p });
  const address = run.captions.map((c, i) => [c, run.values[i]!] as const).filter(([c]) => ADDRESS_PART.test(c.text));
  if (address.length >= 2) out.push(found('address', address.map(([c]) => c.text).join(' | '), address[0]![1], address.map(([, v]) => v.text.trim()).join(', ').replace(/,\s*(\S+)$/, ' $1')));
  run.captions.forEach((c, i) => {
    if (address.length >= 2 && address.some(([a]) => a === c)) return;
    const l = labelOf(c.text, section === 'owner', section === 'funding', true);
    if (l && !['other', 'decoy'].includes(l.field)) out.push(found(l.field, c.text, run.values[i]!));
  });
  return out;
}

/** An owners' table's header packed the same way at its row's left, "Full Name | Position | % Owned" over values set
 *  out across the row: the columns a row's values are read against in order, one to each, where their places (`under`,
 *  the column each value stands under) give one column two values and leave another none. Null where each value's
 *  place is its column: also where a column left without a value stands apart from the next, its values a box's
 *  options both under "Still an Owner?" ("Yes" "No"). */
export function inOrder<C extends { piece: { x0: number; x1: number } }>(cols: C[], under: C[]): C[] | null {
  const empty = cols.filter((c) => !under.includes(c));
  const packed = empty.length > 0 && empty.every((c) => { const n = cols[cols.indexOf(c) + 1]; return !!n && packedTo(c.piece, n.piece); });
  return packed && under.length === cols.length && new Set(under).size < under.length ? cols : null;
}
