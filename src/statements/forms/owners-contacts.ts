// A table of the people a business deals with, its owners among them (issue 36, set 46): a bookkeeping tool's
// "Contact persons" lists the owners with their shares and the bookkeeper or the AP contact without.
import type { FormApplicant } from '../types.ts';
import type { OwnerTable } from './owners-table.ts';
import type { OwnerFound } from './owners.ts';
import { personName } from './values.ts';

// The jobs of people who keep a business's books or answer for it, no office an owner holds. (Not "Secretary" nor
// "Administrator": a corporation's officer, a French company's director.)
const STAFF = /\b(?:bookkeep\w*|accountant|cpa|controller|office manager|a\/?[pr] (?:contact|clerk)|accounts? (?:payable|receivable)|billing|payroll|assistant|receptionist)\b/i;

/** The cells without the rows of contacts: in a table of people with their titles, a row whose title is a job of
 *  the books or the office, with neither a share nor a tax number, is a person the business deals with, no owner
 *  ("Kyle Brandt | Bookkeeper", "Tia Brooks | AP Contact" among "Tyrone Santos | Owner | 60%"): only its name is
 *  kept, as a member of the staff (`staff`). A row with a name alone stays an owner's, its cells left blank. `rows`:
 *  where each row's cells start. */
export function contactsLeft(cells: OwnerTable['cells'], rows: number[]): OwnerTable['cells'] {
  const of = rows.map((start, i) => cells.slice(start, rows[i + 1] ?? cells.length));
  const contact = (row: OwnerTable['cells']) => row.some((c) => c.field === 'owner_title' && STAFF.test(c.piece.text))
    && !row.some((c) => c.field === 'owner_ownership' || c.field === 'owner_tax_id');
  const named = (c: OwnerTable['cells'][number]) => /^owner_(?:name|first|last)$/.test(c.field);
  return of.some(contact) ? of.flatMap((r) => (contact(r) ? r.filter(named).map((c) => ({ ...c, field: 'staff' })) : r)) : cells;
}

/** The owners without the staff named elsewhere as a contact only: the customer record's primary contact "Ms. Vince
 *  Abruzzo", listed among the contacts as the bookkeeper, is no owner (one with a share or a tax number stays). */
export function withoutStaff(owners: FormApplicant[], found: OwnerFound[]): FormApplicant[] {
  const key = (first: unknown, last: unknown) => `${String(first)} ${String(last)}`.toLowerCase();
  const staff = new Set(found.filter((f) => f.field === 'staff').map((f) => personName(f.text)).filter((n) => !!n).map((n) => key(n!.first, n!.last)));
  // (A contact listed with the owners by name and job alone, "Contact Name: Lori Lindqvist  Title: Bookkeeper", is
  // the books' keeper, as in a table: a share, a tax number, a birth date or a score would make an owner of her.)
  const kept = owners.filter((o) => o.ownership || o.tax_id || o.credit_score || o.date_of_birth || !STAFF.test(String(o.role?.value ?? '')));
  if (!staff.size) return kept;
  return kept.filter((o) => o.ownership || o.tax_id || o.credit_score || !staff.has(key(o.first_name?.value, o.last_name?.value)));
}
