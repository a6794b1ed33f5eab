// A row asking which kind of tax number is written, its number on the same row (issue 36, set 106): "TAX NUMBER TYPE
// [X] BN [ ] SIN (sole proprietor)   780762969". A person reads the number written after the kinds as the tax number,
// of the kind ticked.
import type { PageText } from '../types.ts';
import type { Label, Section } from './labels.ts';
import { onLineAfter, type Piece } from './pieces.ts';
import { checkedOptions, TIN_KIND } from './marks.ts';

const KIND_ASKED = /^\s*(?:(?:(?:business|company)\s+)?(?:tax|tin)(?:\s+(?:id(?:entification)?|number|no\.?|#))?|id)\s+(?:type|kind)\s*:?\s*$|^\s*(?:type|kind)\s+of\s+(?:tax\s+)?(?:id|number|no\.?)\s*:?\s*$/i;

/** Caption `p` asking a tax number's kind, kinds to tick after it on its line and a number written after them: the
 *  tax number's label (an owner's in the owners' section), the number, and the kind ticked. */
export function kindsRow(p: Piece, section: Section, page: PageText, pieces: Piece[]): { label: Label; value: Piece; ticked: string } | null {
  if (p.source !== 'text' || !KIND_ASKED.test(p.text)) return null;
  const after = onLineAfter(p, pieces);
  const kinds = after.filter((q) => TIN_KIND.test(q.text));
  if (!kinds.length) return null;
  // (The number after the kinds, a tax number's nine digits or more: a BN with its program account, an SSN dashed.)
  const value = after.find((q) => q.x0 >= kinds[kinds.length - 1]!.x1 - 1 && /^[\d\s-]+(?:RC\s*\d{4})?$/i.test(q.text.trim()) && (q.text.match(/\d/g) ?? []).length >= 9);
  if (!value) return null;
  const ticked = checkedOptions(page, pieces).find((o) => kinds.includes(o.at) || (kinds.some((k) => k.text === o.text) && TIN_KIND.test(o.text)))?.text ?? '';
  return { label: { field: section === 'owner' ? 'owner_tax_id' : 'business_tax_id', end: p.text.length, explicit: false }, value, ticked };
}
