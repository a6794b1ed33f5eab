// Long open lines a hand draws on a form (issue 36): an arrow's shaft from a value written in the margin to the blank
// it belongs in. Kept by its two ends on the page (from the page box's top-left), for the form reader (arrows.ts).
import type { Pdfium } from './pdfium.ts';
import type { Rect } from '../types.ts';

const MOVETO = 2; // FPDF_SEGMENT_MOVETO

interface PageBoxLike { left: number; top: number }

/** The two ends of an open path of curves drawn in one stroke (no move inside it), far apart: most of its span. */
export function openEnds(p: Pdfium, obj: number, box: PageBoxLike, r: Rect): { ax: number; ay: number; bx: number; by: number } | null {
  const f = p.fn, s = p.scratch;
  const n = f.FPDFPath_CountSegments!(obj);
  if (n < 2 || n > 64) return null;
  const point = (i: number) => { const seg = f.FPDFPath_GetPathSegment!(obj, i); return seg && f.FPDFPathSegment_GetPoint!(seg, s, s + 4) ? [p.heap().f32[s >> 2]!, p.heap().f32[(s >> 2) + 1]!] as const : null; };
  for (let i = 1; i < n; i++) { const seg = f.FPDFPath_GetPathSegment!(obj, i); if (!seg || f.FPDFPathSegment_GetType!(seg) === MOVETO) return null; }
  const a = point(0), b = point(n - 1);
  if (!a || !b || !f.FPDFPageObj_GetMatrix || !f.FPDFPageObj_GetMatrix(obj, s)) return null;
  // (The points are in the path's own space: its matrix puts them on the page, then from the box's top-left.)
  const [ma, mb, mc, md, me, mf] = Array.from(p.heap().f32.subarray(s >> 2, (s >> 2) + 6)) as [number, number, number, number, number, number];
  const at = (q: readonly [number, number]) => [ma * q[0] + mc * q[1] + me - box.left, box.top - (mb * q[0] + md * q[1] + mf)] as const;
  const [A, B] = [at(a), at(b)];
  if (Math.hypot(B[0] - A[0], B[1] - A[1]) < 0.8 * Math.max(r.x1 - r.x0, r.y1 - r.y0)) return null;
  return { ax: A[0], ay: A[1], bx: B[0], by: B[1] };
}
