// How set 94 puts a string on the page as odd PDF software does: whole, word by word, one text object per character,
// split into pieces at odd places, letter-spaced (Tc), horizontally scaled (Tz) or as small caps made of two sizes.
// Each piece is positioned exactly where it would be if the string were drawn at once, so a person sees the plain string.
import type { Rng } from '../../statements/generator/prng.ts';

export type LabelFx = 'plain' | 'spaced' | 'scaled' | 'wide' | 'smallcaps' | 'chars' | 'pieces';
export type ValueFx = 'whole' | 'words' | 'chars' | 'pieces' | 'reversed';
export interface Piece { str: string; dx: number; font: string; size: number; cs: number; tz: number }
type TextOpts = PDFKit.Mixins.TextOptions & { horizontalScaling?: number };

export function widthOf(doc: PDFKit.PDFDocument, str: string, font: string, size: number, cs = 0, tz = 100): number {
  return ((doc.font(font).fontSize(size).widthOfString(str) + cs * str.length) * tz) / 100;
}

/** Cut points at odd places (inside words), at least one, never at the ends. */
function cuts(rng: Rng, n: number): number[] {
  if (n < 3) return [];
  const k = Math.min(n - 1, rng.int(1, 3));
  const set = new Set<number>();
  while (set.size < k) set.add(rng.int(1, n - 1));
  return [...set].sort((a, b) => a - b);
}

function runs(str: string, how: 'whole' | 'words' | 'chars' | 'pieces', rng: Rng): { s: string; at: number }[] {
  if (how === 'whole') return [{ s: str, at: 0 }];
  const out: { s: string; at: number }[] = [];
  if (how === 'chars') { for (let i = 0; i < str.length; i++) if (str[i] !== ' ') out.push({ s: str[i]!, at: i }); return out; }
  if (how === 'words') { const re = /\S+/g; let m: RegExpExecArray | null; while ((m = re.exec(str))) out.push({ s: m[0], at: m.index }); return out; }
  let prev = 0;
  for (const c of [...cuts(rng, str.length), str.length]) { out.push({ s: str.slice(prev, c), at: prev }); prev = c; }
  return out;
}

/** Pieces of a plain string in one font (values, and labels other than small caps). */
export function plainPieces(doc: PDFKit.PDFDocument, str: string, font: string, size: number, how: 'whole' | 'words' | 'chars' | 'pieces',
  rng: Rng, cs = 0, tz = 100): Piece[] {
  // Each piece starts where the previous pieces, drawn as they are, and the gaps between them end: kerning and
  // ligatures inside a piece never push a later piece onto it.
  let dx = 0, end = 0;
  return runs(str, how, rng).map((r) => {
    if (r.at > end) dx += widthOf(doc, str.slice(end, r.at), font, size, cs, tz);
    const p = { str: r.s, dx, font, size, cs, tz };
    dx += widthOf(doc, r.s, font, size, cs, tz);
    end = r.at + r.s.length;
    return p;
  });
}

/** Small caps: each word's first letter at the full size, the rest upper-cased at a smaller size, as separate objects. */
function smallCaps(doc: PDFKit.PDFDocument, str: string, font: string, size: number): Piece[] {
  const out: Piece[] = [];
  let dx = 0;
  const small = Math.round(size * 0.76 * 10) / 10;
  for (const m of str.matchAll(/(\s+)|(\p{L})([\p{Ll}'’.]*)|([^\s\p{L}]+)/gu)) {
    if (m[1]) { dx += widthOf(doc, m[1], font, size); continue; }
    const parts: [string, number][] = m[2] ? [[m[2].toUpperCase(), size], [m[3]!.toUpperCase(), small]] : [[m[0], size]];
    for (const [s, z] of parts) { if (!s) continue; out.push({ str: s, dx, font, size: z, cs: 0, tz: 100 }); dx += widthOf(doc, s, font, z); }
  }
  return out;
}

export function labelPieces(doc: PDFKit.PDFDocument, str: string, font: string, size: number, fx: LabelFx, rng: Rng): Piece[] {
  switch (fx) {
    case 'plain': return plainPieces(doc, str, font, size, 'whole', rng);
    case 'spaced': return plainPieces(doc, str, font, size, 'whole', rng, Math.round(size * 0.32 * 100) / 100);
    case 'scaled': return plainPieces(doc, str, font, size, 'whole', rng, 0, 72);
    case 'wide': return plainPieces(doc, str, font, size, 'whole', rng, 0.5, 122);
    case 'smallcaps': return smallCaps(doc, str, font, size);
    case 'chars': return plainPieces(doc, str, font, size, 'chars', rng);
    case 'pieces': return plainPieces(doc, str, font, size, 'pieces', rng);
  }
}

export function piecesWidth(doc: PDFKit.PDFDocument, ps: Piece[]): number {
  return ps.reduce((m, p) => Math.max(m, p.dx + widthOf(doc, p.str, p.font, p.size, p.cs, p.tz)), 0);
}

/** Draw pieces at baseline (x, y) in the top-left coordinates pdfkit uses, rotated by `angle` degrees about (x, y). */
export function drawPieces(doc: PDFKit.PDFDocument, ps: Piece[], x: number, y: number, color: string, angle = 0): void {
  if (angle) doc.save().rotate(angle, { origin: [x, y] });
  for (const p of ps) {
    const o: TextOpts = { lineBreak: false, baseline: 'alphabetic' };
    if (p.cs) o.characterSpacing = p.cs;
    if (p.tz !== 100) o.horizontalScaling = p.tz;
    doc.font(p.font).fontSize(p.size).fillColor(color).text(p.str, x + p.dx, y, o);
  }
  if (angle) doc.restore();
}

/** The bounding box in PDF coordinates (origin bottom left) of a run of width w at baseline (x, y), rotated by angle. */
export function boxOf(x: number, y: number, w: number, size: number, angle: number, pageH: number): [number, number, number, number] {
  const r = (angle * Math.PI) / 180, c = Math.cos(r), s = Math.sin(r);
  const pts = [[0, -size * 0.85], [w, -size * 0.85], [0, size * 0.25], [w, size * 0.25]].map(([px, py]) =>
    [x + c * px! - s * py!, y + s * px! + c * py!] as const);
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  return [Math.min(...xs), pageH - Math.max(...ys), Math.max(...xs), pageH - Math.min(...ys)];
}
