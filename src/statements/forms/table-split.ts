// Table cells run together or run over a column's side, parted as a person parts them: a header cell that runs into
// the next label ("Credit score Cell"), a share's sign glued to the next label ("Own. %SSN"), a hand's value written
// over a cell's side ("25% 021-79-0996"); or a caption said in two languages kept one column's ("Nom / Last name")
// (owners-table.ts, owners-columns.ts).
import { labelOf } from './labels.ts';
import type { TablePiece } from './owners-table.ts';

/** A header cell that runs into the next one ("Credit score Cell", no side drawn between them): two columns, each
 *  a label, parted at the word where the second label starts. `starts`: where the values of the row under the header
 *  start (a column's value starts under its caption's first word). */
export function splitHeader(p: TablePiece, starts: number[] = []): TablePiece[] {
  const ws = (p.words ?? []).flatMap((w) => unglue(w, SHARE_GLUED));
  if (ws.length < 2) return [p];
  // A whole that reads as one label is parted only at its widest gap, into two labels of different owner fields
  // ("% détenu / owned   NAS / SIN").
  const all = labelOf(p.text, true);
  // (A decoy's caption that reads whole is not parted into the decoy's word and an owner's: "Spouse Name" is the
  // spouse's, no "Spouse" column beside a "Name" one.)
  if (all?.field === 'decoy' && !p.text.slice(all.end).trim()) return [p];
  const whole = all?.field.startsWith('owner_');
  const gaps = ws.slice(1).map((w, i) => w.x0 - ws[i]!.x1);
  const widest = gaps.indexOf(Math.max(...gaps)) + 1;
  for (let i = 1; i < ws.length; i++) {
    // (Or where a share's sign ran into the next label: there is no gap there to be the widest. Or where the row under
    // starts a value under the word, two captions set as tight as their words, "Owner % / Propiedad SSN / ITIN" over
    // "70" and "XXX-XX-3387".)
    // (A hand starts its value a little into the column: up to 12 points right of the caption's first word.)
    const under = starts.some((x) => x > ws[i]!.x0 - 4 && x < ws[i]!.x0 + 12) && !starts.some((x) => x > ws[i - 1]!.x0 && x <= ws[i]!.x0 - 4);
    if (whole && i !== widest && !under && !(ws[i - 1]!.x1 === ws[i]!.x0 && ws[i - 1]!.text.endsWith('%'))) continue;
    const a = ws.slice(0, i).map((w) => w.text).join(' '), b = ws.slice(i).map((w) => w.text).join(' ');
    // (A slash joins a label to its other language, "Nom / Last name": one column.)
    // (Nor after a comma: "Nom, prénom" names one column's parts, as "Name (last, first)" does.)
    if (/\/\s*$/.test(a) || /^\s*\//.test(b) || /,\s*$/.test(a)) continue;
    // (Nor is a bracket's note parted from its label: "TIN (EIN, SSN)" is one column whose note names its kinds.)
    if ((a.match(/\(/g) ?? []).length > (a.match(/\)/g) ?? []).length) continue;
    const la = labelOf(a, true), lb = labelOf(b, true);
    if (whole ? la && lb && la.field !== lb.field && la.field.startsWith('owner_') && lb.field.startsWith('owner_') : la && lb && (la.field.startsWith('owner_') || lb.field.startsWith('owner_'))) {
      return [{ ...p, text: a, x1: ws[i - 1]!.x1, words: ws.slice(0, i) }, { ...p, text: b, x0: ws[i]!.x0, words: ws.slice(i) }];
    }
  }
  return [p];
}

/** A word whose two runs were printed with no space between them, parted where `glued`'s second group starts (by the
 *  characters' share of the word's width): a share's sign run into the next column's label ("Own. %SSN/ITIN", the
 *  cells printed too close), a title's letters run into the next column's figures ("Partner100"). */
type Word = { text: string; x0: number; x1: number };
function unglue(w: Word, glued: RegExp): Word[] {
  const m = glued.exec(w.text);
  if (!m) return [w];
  const x = w.x0 + ((w.x1 - w.x0) * m[1]!.length) / w.text.length;
  return [{ text: m[1]!, x0: w.x0, x1: x }, { text: m[2]!, x0: x, x1: w.x1 }];
}
const SHARE_GLUED = /^(.*%)(\p{L}.*)$/u, FIGURES_GLUED = /^(\p{L}{2,})(\d[\d.,]*%?)$/u;

/** A piece whose words start under two columns (handwriting run over a cell's side: "25% 021-79-0996") is one
 *  piece per column. */
export function byColumn<P extends { text: string; x0: number; x1: number; words?: { text: string; x0: number; x1: number }[] }>(p: P, colOf: (x: number) => unknown): P[] {
  // (A word's figures glued to its letters where a title ran on to the next column's value, "Managing Partner100"
  // over "Title | %": parted where the figures' column starts.)
  const ws = (p.words ?? []).flatMap((w) => { const u = unglue(w, FIGURES_GLUED); return u.length > 1 && colOf(u[0]!.x0) !== colOf(u[1]!.x0) ? u : [w]; });
  // (A value's first word begun a little before its column's side, most of it past the side, is that column's:
  // "Managing Member" from 8 points left of "Title / Titre".)
  const at = (w: { x0: number; x1: number }, k: number) => colOf(k === 0 ? (w.x0 + w.x1) / 2 : w.x0);
  if (ws.length < 2 || at(ws[0]!, 0) === colOf(ws[ws.length - 1]!.x0)) return [p];
  const out: P[] = [];
  let col: unknown;
  ws.forEach((w, k) => {
    const last = out[out.length - 1], c = at(w, k);
    if (last && col === c) { last.text += ` ${w.text}`; last.x1 = w.x1; last.words!.push(w); }
    else out.push({ ...p, text: w.text, x0: w.x0, x1: w.x1, words: [w] });
    col = c;
  });
  return out;
}

/** A caption said in two languages, printed as two pieces about a slash ("Name (last, first) /" "Nom, prénom"): one
 *  column's caption, not two columns. */
export function slashJoined(line: TablePiece[]): TablePiece[] {
  const out: TablePiece[] = [];
  for (const p of line) {
    const last = out[out.length - 1];
    const near = last && p.x0 - last.x1 < 3 * (p.y1 - p.y0) && (/\/\s*$/.test(last.text) || /^\s*\//.test(p.text));
    if (near) out[out.length - 1] = { ...last, text: `${last.text.trim()} ${p.text.trim()}`, x1: p.x1, words: [...(last.words ?? []), ...(p.words ?? [])] };
    else out.push(p);
  }
  return out;
}

/** A bilingual name column whose other language says which part of the name it holds ("1. Nom / Last name",
 *  "Prénom / First name"): that part. */
export function namePart(text: string, field: string): string {
  if (field !== 'owner_name' || !text.includes('/')) return field;
  const part = text.split('/').slice(1).map((t) => labelOf(t.trim(), true)?.field).find((f) => f === 'owner_last' || f === 'owner_first');
  return part ?? field;
}
