// A key printed with a row of coded options (issue 36, set 131): a busy form lets the merchant circle or tick a code,
// "[X] C  [ ] S  [ ] P", and prints what each code means in small type under the row, "LLC=Ltd Liab Co C=C Corp
// S=S Corp P=Partnership". A person reads the ticked code through its key.
import type { Piece } from './pieces.ts';

/** What the key printed beside option `code` (ticked at `at`) says it means; undefined with no such key. The key is
 *  two pairs or more of "CODE=words", over or under the option within two lines, reaching across it. */
export function legendMeaning(code: string, at: Piece, pieces: Piece[]): string | undefined {
  const c = code.trim().toLowerCase();
  if (!/^[a-z]{1,4}$/.test(c)) return undefined;
  const h = at.y1 - at.y0;
  for (const q of pieces) {
    if (q === at || q.page !== at.page || !q.text.includes('=') || q.x0 > at.x0 + 2 || q.x1 < at.x1 - 2) continue;
    if (q.y0 >= at.y1 - 1 ? q.y0 - at.y1 > 2 * h : at.y0 - q.y1 > 2 * h) continue;
    const pairs = [...q.text.matchAll(/(?:^|\s)([A-Za-z]{1,4})\s*=\s*(.+?)(?=\s+[A-Za-z]{1,4}\s*=|\s*$)/g)];
    if (pairs.length < 2) continue;
    const hit = pairs.find((m) => m[1]!.toLowerCase() === c);
    if (hit) return hit[2]!.trim();
  }
  return undefined;
}
