// The owner named after a label's words ("SSN - Guarantor 1", "Name (Last, First) - Guarantor 1", "Title (Owner 2)"),
// as a landscape sheet captions each of a guarantor's cells: that owner's label, the whole piece, as the owner's number
// before it is ("Owner 1 - Title", labels.ts OWNER_FIRST).
import type { Label } from './labels.ts';

const OWNER_AFTER = /\s*(?:[-–—:,]\s*|\(\s*)(?:owner|principal|guarantor|officer|co-?borrower|partner)\s*#?\s*\d{1,2}\s*\)?\s*:?\s*$/i;

/** The owner's label of `text` when an owner's number ends it and the words before are a label and nothing more (a
 *  note in brackets may follow them); `read` reads a label. Another field's label is that owner's detail we do not
 *  keep ("Date of Birth - Guarantor 1"): 'other', never the business's. */
export function ownerAfter(text: string, read: (t: string) => Label | null): Label | null {
  const whose = OWNER_AFTER.exec(text);
  if (!whose) return null;
  const head = text.slice(0, whose.index), l = read(head);
  if (!l || head.slice(l.end).replace(/\([^)]*\)/g, '').replace(/[\s:#.?]/g, '')) return null;
  return { field: l.field.startsWith('owner_') || l.field === 'decoy' ? l.field : 'other', end: text.length, explicit: true };
}
