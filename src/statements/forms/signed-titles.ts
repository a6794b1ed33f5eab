// Owners' titles printed only where they sign (issue 36): a guaranty page's blocks, "Keisha Johnson | General Partner"
// over "Signature | Print Name | Title", on a form whose owners' section asked no title. A person reads the block's
// title as the role of the owner whose name is printed beside it; read as an owner's block on its own, it would make
// each signer an owner again. So a signature block's title is kept apart, with the signer's printed name, and given to
// the owner of that name who has no title of their own (`signedTitles`).
import type { FormApplicant, FormValue } from '../types.ts';
import { labelOf } from './labels.ts';
import { NAME } from './owners-listed.ts';
import { sameLine, type Piece } from './pieces.ts';
import type { OwnerFound } from './owners.ts';

/** The signer's printed name beside a signature block's title value: the nearest words before it on its line that
 *  are a person's name, no label. */
export function signerOf(title: Piece, pieces: Piece[]): Piece | undefined {
  return pieces.filter((q) => q !== title && q.page === title.page && q.text && sameLine(q, title) && q.x1 <= title.x0 + 1
    && NAME.test(q.text.trim()) && !labelOf(q.text, true, false, false))
    .sort((a, b) => b.x1 - a.x1)[0];
}

const words = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^\p{L}]+/u).filter(Boolean);

/** Each signed title given to the owner named beside it, where that owner's own title was not asked. */
export function signedTitles(owners: FormApplicant[], found: OwnerFound[]): void {
  for (const f of found) {
    const signer = f.field === 'signed_title' ? f.names?.[0] : undefined;
    if (!signer || !f.text.trim()) continue;
    const said = words(signer.text);
    const owner = owners.find((o) => !o.role && o.first_name && o.last_name
      && [...words(o.first_name.value), ...words(o.last_name.value)].every((w) => said.includes(w)));
    if (!owner) continue;
    const value: FormValue<string> = { value: f.text.trim(), label: f.label, page: f.piece.page, box: [f.piece.x0, f.piece.y0, f.piece.x1, f.piece.y1].map((n) => Math.round(n * 10) / 10) as [number, number, number, number], confidence: Math.min(f.confidence, 0.7), source: f.source };
    owner.role = value;
  }
}
