// Owners printed without labels (issue 36): a renewal pre-prints the owners its funder holds under an owners' heading
// ("OWNERS ON FILE"), each as a name with its share beside it and the title under the name. A person reads them as the
// owners when the form gives no other owner (its blocks for new owners left blank): nobody else is named.
import { labelOf, type Section } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { companyName, personName } from './values.ts';
import type { OwnerFound } from './owners.ts';

/** An officer's title as it is printed alone under a name: "Managing Member", "President", "CEO". */
const TITLE = /^(?:(?:managing|general|limited|senior|founding|sole|majority|minority)\s+)?(?:members?|partners?|owners?|co-owners?|president|vice[\s-]president|ceo|cfo|coo|secretary|treasurer|directors?|manager|principal|proprietor|shareholders?|officer|chair(?:man|person)?|founder)(?:\s*[/&,]\s*\p{L}[\p{L} ]{1,20})?$/iu;
const SHARE = /^\s*(\d{1,3}(?:\.\d+)?)\s*(%?)\s*$/;

/** The unlabelled owners in the page's owners' sections, as found (field "on_file:owner_…", taken only when no other
 *  owner was read: ownersOnFile). */
export function unlabelledOwners(pieces: Piece[], sectionOf: (p: Piece) => Section, used: Set<Piece>): OwnerFound[] {
  const out: OwnerFound[] = [];
  for (const p of pieces) {
    // (Its section may be told by the owners-on-file caption right over it, read as a label rather than a heading.)
    // (Any owner of its list: the caption a few rows up the same column.)
    const captioned = pieces.some((q) => q !== p && q.text && Math.abs(q.x0 - p.x0) < 10 && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 8 * (p.y1 - p.y0) && /\b(?:owners?|principals?)\b.*\b(?:on file|of record)\b/i.test(q.text));
    if (!p.text || used.has(p) || (sectionOf(p) !== 'owner' && !captioned) || labelOf(p.text, true, false, false) || TITLE.test(p.text.trim())) continue;
    if (!personName(p.text) || !/^\p{Lu}/u.test(p.text.trim()) || /\d|:/.test(p.text)) continue;
    // (The share right of the name on its line, the nearest piece after it: "Okafor, Fatima   50%".)
    const next = pieces.filter((q) => q !== p && q.text && q.page === p.page && sameLine(p, q) && q.x0 >= p.x1 - 2).sort((a, b) => a.x0 - b.x0)[0];
    const m = next && SHARE.exec(next.text), share = m?.[1];
    if (!share || Number(share) > 100 || next!.x0 - p.x1 > 200) continue;
    const h = p.y1 - p.y0;
    const title = pieces.find((q) => q.text && q.page === p.page && Math.abs(q.x0 - p.x0) < 6 && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < h && TITLE.test(q.text.trim()));
    // (A bare figure, "100", is a share only with a title under the name: "Luis Whitfield  100" over "Owner".)
    if (!m![2] && !title) continue;
    const found = (field: string, q: Piece, text: string) => out.push({ field: `on_file:${field}`, text, label: '', piece: q, confidence: 0.7, source: q.source });
    found('owner_name', p, p.text.trim());
    found('owner_ownership', next!, share);
    if (title) found('owner_title', title, title.text.trim());
  }
  return out;
}

/** The owners printed on file, as owners' values, when no owner was read otherwise. */
export function ownersOnFile<T extends OwnerFound>(found: T[], none: boolean, replace: () => void): T[] {
  const out = none ? found.filter((f) => f.field.startsWith('on_file:')).map((f) => ({ ...f, field: f.field.slice('on_file:'.length) })) : [];
  // (They replace the names an on-file label read alone.)
  if (out.length) replace();
  return out;
}

/** Owners' cards: a name with its share beside it, printed without a label, over a row of small captions with that
 *  owner's title, SSN and birth date under them ("Keiko MacAllister  60%" over "TITLE  SSN  BIRTH DATE"). The name
 *  and share start the owner whose details are printed under them, in its column: placed before the first of them. */
export function cardOwners<T extends OwnerFound>(found: T[], onFile: T[]): T[] {
  const out = [...found], taken = new Set<T>();
  for (const n of onFile.filter((f) => f.field === 'on_file:owner_name')) {
    const p = n.piece, h = p.y1 - p.y0;
    // (Not a name already read under its label, "Owner 1 Name" over it: that owner is started there.)
    // (Nor a company's row over the people, "Copperline Ventures, Inc. Parent co.  20%": a card is a person's.)
    // (Nor a value read under its own label, "Directeur général" under "TITRE / FONCTION": a title, no name.)
    if (companyName(p.text) || found.some((f) => (/^owner_(?:name|first|last)$/.test(f.field) && (f.piece === p || f.text.trim() === p.text.trim())) || (f.piece === p && !!f.label && !f.field.startsWith('on_file:')))) continue;
    const share = onFile.find((f) => f.field === 'on_file:owner_ownership' && f.piece.page === p.page && sameLine(f.piece, p) && f.piece.x0 >= p.x1 - 2 && f.piece.x0 - p.x1 < 200);
    const right = (share?.piece.x1 ?? p.x1) + 20;
    const under = (f: T) => /^owner_(?!name|first|last)/.test(f.field) && f.piece.page === p.page && f.piece.y0 >= p.y1 - 1 && f.piece.y0 - p.y1 < 3 * h
      && f.piece.x0 >= p.x0 - 30 && f.piece.x0 < right;
    const i = out.findIndex(under);
    if (i < 0) continue;
    out.splice(i, 0, { ...n, field: 'owner_name' }, ...(share ? [{ ...share, field: 'owner_ownership' }] : []));
    taken.add(n);
    if (share) taken.add(share);
  }
  return [...out, ...onFile.filter((f) => !taken.has(f))];
}
