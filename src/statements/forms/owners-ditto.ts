// Ditto marks in owners' rows (issue 36): a hand repeating the row above writes `"` (or `''`, `〃`, "do.", "ditto")
// under the value it repeats, as anyone filling a paper grid does: the second owner's surname or title under the
// first's. A person reads the mark as the value above it.
import type { FormApplicant } from '../types.ts';

/** A ditto mark alone in a cell. */
export const DITTO = /^\s*(?:["“”″〃]|'{2}|’{2}|do\.|ditto)\s*$/iu;

/** Each owner's name or title written as a ditto mark takes the owner's above (a mark under no owner is nothing). */
export function dittoRepeated(owners: FormApplicant[]): void {
  owners.forEach((o, i) => {
    for (const k of ['first_name', 'last_name', 'role'] as const) {
      const v = o[k];
      if (!v || typeof v.value !== 'string' || !DITTO.test(v.value)) continue;
      const above = owners.slice(0, i).reverse().find((a) => a[k] && !DITTO.test(String(a[k]!.value)))?.[k];
      o[k] = above ? { ...v, value: above.value } : null;
    }
  });
}
