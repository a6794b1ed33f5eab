// Small guards of the form reader's page loop (issue 36): words that look like a field's label or an owner where a
// person sees none, and a page that starts an application afresh.
import type { PageText } from '../types.ts';
import type { Section } from './labels.ts';
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';

/** "Own" as one of a premises question's options, "Rent" beside it: no owner's share. */
export const ownOrRent = (p: Piece, field: string, pieces: Piece[]) => field === 'owner_ownership' && /^\s*own(?:ed)?\s*$/i.test(p.text)
  && pieces.some((q) => q !== p && sameLine(p, q) && /^\s*(?:rent(?:ed)?|lease[ds]?)\s*$/i.test(q.text));

/** A bare "Owner:" in the page's header strip, over no owners' section: a CRM print's record owner, the broker's user
 *  ("GRIDIRON MERCHANT PARTNERS ... Owner: Carlos Nguyen"), no owner of the business. */
export const recordOwner = (p: Piece, field: string, section: Section, page: PageText) => field === 'owner_name' && section !== 'owner'
  && /^\s*owner\s*:/i.test(p.text) && page.height > 0 && p.y1 < 0.08 * page.height;

/** A page titled as an application at its top (an ISO's cover sheet's bank line before "CONFIDENTIAL MERCHANT PROFILE
 *  & FUNDING APP."): it starts one, whatever decoy's part the page before ended in. */
export const titledApplication = (pieces: Piece[], page: PageText) => pieces.some((p) => p.text && page.height > 0 && p.y1 < 0.15 * page.height
  && p.text.split(/\s+/).length <= 12 && /\b(?:application|app\.|solicitud|demande)(?!\p{L})/iu.test(p.text));

/** A bare "Nom" on the line of "Prénom": the surname, the given name asked beside it ("Prénom : Réjean   Nom : Tremblay"). */
export const surnameBesideGiven = (p: Piece, field: string, pieces: Piece[]) => field === 'owner_name' && /^\s*nom\s*:?\s*$/i.test(p.text)
  && pieces.some((q) => q !== p && q.text && sameLine(p, q) && labelOf(q.text, true, false, false)?.field === 'owner_first');
