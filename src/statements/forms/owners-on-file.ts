// Owners the funder holds on file (issue 36): a renewal pre-prints them ("Owner(s) on file", "Owner of record") and
// asks the merchant to write a new owner's block only when the ownership changed.
import type { FormApplicant } from '../types.ts';

/** The words of a label naming the owners a funder has on record: "Owners on file", "Owner of record (previous)". */
const ON_FILE = /\b(?:on file|of record)\b/i;

/** The owners who own the business now: the owners on file stand until the merchant writes another owner beside them
 *  (a new owner's block filled in after "Has the ownership changed? [X] Yes"): then they are the ones who left. */
export function onFileOwners(owners: FormApplicant[]): FormApplicant[] {
  const written = owners.filter((a) => !onFile(a) && (a.last_name || a.first_name));
  return written.length && written.length < owners.length ? owners.filter((a) => !onFile(a)) : owners;
}

const label = (a: FormApplicant) => a.last_name?.label ?? a.first_name?.label ?? '';
const onFile = (a: FormApplicant) => ON_FILE.test(label(a));
/** Whether every owner read was read under an on-file label (none written by the merchant). */
export const onlyOnFile = (owners: FormApplicant[]) => owners.every(onFile);
