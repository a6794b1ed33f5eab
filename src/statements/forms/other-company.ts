// Values on another company's line (issue 36): "PARENT/HOLDING CO.: Prairie Holdings, LLC   ITS EIN: 38-7354082
// % OWNED: 51%", a company owner's "Owner Name  Seaside Family Holdings, LLC  Title Member  Ownership 60%  EIN ...".
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import type { OwnerFound } from './owners.ts';
import { companyName } from './values.ts';

/** Fields a company's line goes on to ask of that company. */
const ASKED: ReadonlySet<string> = new Set(['business_tax_id', 'owner_ownership', 'owner_title', 'owner_tax_id', 'owner_credit']);

/**
 * A person reads a line left to right: the number, share or title asked after another company's name on its line
 * (a parent's, an affiliate's, a company among the owners) is that company's, neither the business's nor an owner's.
 * The company is named after a label of another company (a decoy's) or of an owner; the business's own name ("Legal
 * Name  Acme LLC   EIN 12-3456789") is the business's, and its number with it. `apart` tells two pieces in columns
 * side by side.
 */
export function otherCompanies(found: OwnerFound[], pieces: Piece[], apart: (a: Piece, b: Piece) => boolean = () => false): void {
  for (const f of found) {
    const at = f.at;
    if (!at || !ASKED.has(f.field) || at === f.piece) continue;
    // (A line runs only as far as its column: a landlord named in a two-column form's left column is not on the line
    // of an owner's SSN in the right one.)
    const before = pieces.filter((q) => q !== at && q.text && q.page === at.page && sameLine(q, at) && q.x1 <= at.x0 + 1 && !apart(q, at)).sort((a, b) => b.x0 - a.x0);
    // (A line asking a share owned is an owner's: a company named on it, under whatever label, "Entity Name" or "If
    // yes, company:", owns part of the business; its EIN and share are that company's.)
    const share = f.field === 'owner_ownership' || pieces.some((q) => q.text && q.page === at.page && sameLine(q, at) && !apart(q, at) && labelOf(q.text, true, false, false)?.field === 'owner_ownership');
    for (const [i, q] of before.entries()) {
      // (Not a label of what is asked of the company, read loosely: "ITS EIN:" asks its number, no name.)
      const l = labelOf(q.text, true, false, false) ?? (share && /:\s*$/.test(q.text) && !ASKED.has(labelOf(q.text)?.field ?? '') ? { field: 'owner_name', end: q.text.length } : null);
      // The nearest name's label on the line: whose name it asks, and the name written after it.
      if (!l || !['decoy', 'owner_name', 'legal_name', 'trade_name'].includes(l.field)) continue;
      // (A bracket's note after the label is no name written: "Owner name (person or company)" heading a column.)
      const name = q.text.slice(l.end).replace(/^[\s:.-]*\([^)]*\)\s*$/, '').replace(/^[\s:.-]+/, '') || (before[i - 1]?.text ?? '');
      if ((l.field === 'decoy' || l.field === 'owner_name' || (share && l.field === 'legal_name')) && companyName(name)) f.field = 'decoy';
      break;
    }
  }
}
