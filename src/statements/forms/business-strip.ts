// The business's own numbers set apart at a page's foot (issue 36, set 189): a strip across the page after the last
// section, "Federal Tax ID (EIN) or SSN | Business Start Date | State of Incorporation", under the bank's or the
// landlord's block. A person reads the strip's captions, which name the business's tax number and its start, not the
// bank's: the strip is the business's, whatever section was last headed above it.
import { headOver, type Heading } from './headings.ts';
import { labelOf, type Section } from './labels.ts';
import { PLAIN_TAX_ID } from './label-words.ts';
import type { Piece } from './pieces.ts';
import { SAMPLE_HEAD } from './section-of.ts';

/** A caption that names the business's own number or start date, no other party's: "Federal Tax ID (EIN)", "Business
 *  Number (BN)", "Business Start Date", "Date Established". */
function businessCaption(p: Piece): boolean {
  const l = labelOf(p.text, false, false, false);
  if (!l) return false;
  const said = p.text.slice(0, l.end);
  if (l.field === 'business_tax_id') return !PLAIN_TAX_ID.test(said.trim());
  return l.field === 'business_start_date' && /\b(?:business|company|established|incorporat\w*|inception|started)\b/i.test(said);
}

/** The section each piece is read in, a decoy's block left for the business's where such a caption is printed in it,
 *  from that caption's line down (over its heading's column). */
export function businessStrip(pieces: Piece[], heads: Heading[], sectionAt: (p: Piece) => Section): (p: Piece, s: Section) => Section {
  // (Not in a worked example of the form: its "Federal Tax ID: 12-3456789" is the example's.)
  const starts = pieces.filter((p) => p.text && sectionAt(p) === 'decoy' && businessCaption(p) && !SAMPLE_HEAD.test(headOver(p, heads)?.piece.text ?? ''));
  if (!starts.length) return (_p, s) => s;
  return (p, s) => {
    if (s !== 'decoy') return s;
    const head = headOver(p, heads);
    return starts.some((b) => b.y0 <= p.y0 + 1 && headOver(b, heads) === head) ? 'business' : s;
  };
}
