// The share columns of a returning merchant's owners table (issue 36): the share as filed with the last deal and the
// share as it is now, side by side ("% On File | % Now", "% on File | Correct %"). A person reads the owner's share
// from the current column where it is written, else from the one on file (confirmed by leaving the other blank).
import type { Rect } from '../types.ts';

const THEN = /^\s*(?:%|percent(?:age)?|share|ownership)\s*(?:on file|as filed|previous(?:ly)?|prior|old|before)\s*$|^\s*(?:previous|prior|old|filed)\s*(?:%|share|ownership)\s*$/i;
const NOW = /^\s*(?:%|percent(?:age)?|share|ownership)\s*(?:now|today|current|corrected|updated|new)\s*$|^\s*(?:correct(?:ed)?|current|updated|new|actual)\s*(?:%|share|ownership)\s*%?\s*$/i;

/** Whether a header cell heads a share as filed or as now ("% On File", "Correct %"): an owner's share either way. */
export const shareThenOrNow = (text: string) => THEN.test(text) || NOW.test(text);

/** A row's cells without its share as filed when the share now is written on the row. */
export function currentShare<C extends { field: string; head?: Rect & { text: string } }>(row: C[]): C[] {
  const now = row.some((c) => c.field === 'owner_ownership' && !!c.head && NOW.test(c.head.text));
  return now ? row.filter((c) => !(c.field === 'owner_ownership' && c.head && THEN.test(c.head.text))) : row;
}
