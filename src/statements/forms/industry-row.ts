// A row of boxes to tick, each naming a kind of business, under a label we do not know (issue 36).
import type { PageText } from '../types.ts';
import { sameLine, type Piece } from './pieces.ts';
import { boxBefore, frequency } from './marks.ts';
import { entityType, industry } from './values.ts';

/** The option `option` ticked in a row of three or more boxes each naming a kind of business ("[ ] Full-service
 *  restaurant  [X] Quick service / fast food  [ ] Bar / pub"), however the row is called ("Concept", "Category",
 *  "We are a..."): the row asks what the business does, the option ticked is its industry. Every option of the row
 *  names one (no entity type, no schedule, no yes or no among them). */
export function industryRow(option: Piece, pieces: Piece[], page: PageText): boolean {
  const row = pieces.filter((q) => q.text && sameLine(q, option) && !/^[xX✓✔☒☑■]$/.test(q.text.trim()) && boxBefore(q, page));
  return row.length >= 3 && row.includes(option) && row.every((q) => industry(q.text) !== null && entityType(q.text, null) === null && frequency(q.text) === null);
}
