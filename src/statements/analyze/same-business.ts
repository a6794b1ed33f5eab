// Whether two printings name the same business (issue 36): the bank's account holder and the application form's legal
// name or DBA. Case, accents, punctuation, `&`, a leading "The" and legal suffixes are ignored; a holder that prints
// the name with more words, or cut short by the bank, still names it. Pure; used by the merge of a form's values
// (application-form.ts) and the deal's review flags (src/deals/form-review.ts).

const SUFFIX = /\b(?:l\s?l\s?c|l\s?l\s?l?\s?p|p\s?l\s?l\s?c|inc|incorporated|corp|corporation|co|company|ltd|limited|lp|pc|pa|ltee|limitee|plc|ulc)$/;

/** A business name for comparison: case, accents, punctuation, `&`, a leading "The" and legal suffixes ignored. */
export function comparableName(name: string): string {
  let s = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/&/g, ' and ').replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ').trim().replace(/^the /, '');
  // Suffixes may stack ("Acme Holdings Co. Ltd."): drop them all.
  for (let before = ''; before !== s;) { before = s; s = s.replace(SUFFIX, '').trim(); }
  return s;
}

/** Whether the holder names one of `names`: the same name, or one printed inside the other (banks cut long names, at
 *  15 characters or more, and some print the DBA after the legal name). */
export function sameBusiness(holder: string, names: string[]): boolean {
  const h = comparableName(holder);
  if (!h) return true;
  return names.map(comparableName).filter(Boolean).some((n) => n === h || ` ${h} `.includes(` ${n} `)
    || (h.length >= 10 && ` ${n} `.includes(` ${h} `)) || (h.length >= 15 && n.startsWith(h)));
}
