// Owners in the order a person reads them on a page parted into columns. A page whose fields stand in columns with a
// gutter from its top to its foot (head-columns.ts gutters: a landscape form of four columns, two pages printed side
// by side on one sheet) is read down each column before the next; its lines, read across the gutter, give an owner
// printed high in the right column ("Additional owner 1" on a 2-up sheet's second page) before one printed lower in
// the left ("Principal owner" on its first). Owners whose labels number them are in their numbers' order already
// (owners.ts byNumber), and are left so.
import type { FormApplicant } from '../types.ts';
import type { OwnerPlaces } from './owners.ts';

/** `owners` (in the lines' order) by page, then by column of the page's gutters, the lines' order kept within. */
export function byColumns(owners: FormApplicant[], places: OwnerPlaces, gutters: Map<number, number[]>): FormApplicant[] {
  const at = owners.map((o, i) => {
    const p = places.get(o);
    return { o, i, p: p?.page ?? 0, c: p ? (gutters.get(p.page) ?? []).filter((g) => g < p.x0).length : 0, y: p?.y0 ?? 0, h: p ? p.y1 - p.y0 : 0 };
  });
  // (Not cards set side by side in rows, two owners in two columns at one height: their rows are read across, the
  // lines' order.)
  if (at.some((a) => at.some((b) => a.p === b.p && a.c !== b.c && Math.abs(a.y - b.y) < 3 * Math.max(a.h, b.h, 4)))) return owners;
  return at.sort((a, b) => a.p - b.p || a.c - b.c || a.i - b.i).map((x) => x.o);
}
