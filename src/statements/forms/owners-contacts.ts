// A table of the people a business deals with, its owners among them (issue 36, set 46): a bookkeeping tool's
// "Contact persons" lists the owners with their shares and the bookkeeper or the AP contact without.
import type { OwnerTable } from './owners-table.ts';

// The jobs of people who keep a business's books or answer for it, no office an owner holds. (Not "Secretary" nor
// "Administrator": a corporation's officer, a French company's director.)
const STAFF = /\b(?:bookkeep\w*|accountant|cpa|controller|office manager|a\/?[pr] (?:contact|clerk)|accounts? (?:payable|receivable)|billing|payroll|assistant|receptionist)\b/i;

/** The cells without the rows of contacts: in a table of people with their titles, a row whose title is a job of
 *  the books or the office, with neither a share nor a tax number, is a person the business deals with, no owner
 *  ("Kyle Brandt | Bookkeeper", "Tia Brooks | AP Contact" among "Tyrone Santos | Owner | 60%"). A row with a name
 *  alone stays an owner's, its cells left blank. `rows`: where each row's cells start. */
export function contactsLeft(cells: OwnerTable['cells'], rows: number[]): OwnerTable['cells'] {
  const of = rows.map((start, i) => cells.slice(start, rows[i + 1] ?? cells.length));
  const contact = (row: OwnerTable['cells']) => row.some((c) => c.field === 'owner_title' && STAFF.test(c.piece.text))
    && !row.some((c) => c.field === 'owner_ownership' || c.field === 'owner_tax_id');
  return of.some(contact) ? of.filter((r) => !contact(r)).flat() : cells;
}
