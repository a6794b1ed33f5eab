// Labels' words as a person reads them (issue 36): abbreviations written out, words run together parted, and small
// typos read as the word meant.
import { industries } from '../../reference/tables/industries.ts';

/** Abbreviations forms print in their labels, written out. */
const ABBREVIATIONS: [RegExp, string][] = [
  // ("Est." alone, a label of its own, is when the business was established: "Est.: 11/08/2010"; so is it with only
  // the date's format after it, "Est. (YYYY-MM-DD):".)
  [/^\s*est(?:ab|\x27d|d)?\.?(?=\s*(?:\((?:[ymdja]{1,4}[\s/.-]*){3}\))?\s*$)/gi, 'established'],
  // (And after the business's word, ending the label: "BUS EST:", "Business Estab." is when it was established.)
  [/\b(?:bus|busn?\.|biz|business)\s*est(?:ab|\x27d|d)?\b\.?(?=\s*(?:\((?:[ymdja]{1,4}[\s/.-]*){3}\))?\s*(?::|$))/gi, 'business established'],
  [/\bdate est(?:ab)?\b\.?|\best(?:ab)?\.? date\b/gi, 'date established'], [/\b(?:yr|year)s?\.? est(?:ab)?\b\.?/gi, 'year established'],
  // ("NM" a name only after the word it names, "CORP NM", "DBA NM", or its owner's number, "Own. 1 Nm": alone it is
  // New Mexico; "Nm" in its small letters, a caption alone, is a name too.)
  [/(?<=[\p{L}\d]\.?\s+)nm\b\.?/giu, 'name'], [/^\s*Nm\b\.?/gu, 'Name'],
  [/\bbus\b\.?|\bbusn?\.|\bbiz\b/gi, 'business'], [/\bamt\b\.?/gi, 'amount'], [/\breq(?:'?d|uested)?\b\.?/gi, 'requested'],
  [/\bp(?:y)?mts\b\.?/gi, 'payments'], [/\bp(?:y)?mt\b\.?/gi, 'payment'], [/\bfreq\b\.?/gi, 'frequency'],
  [/\bst\b\.?(?=\s*(?:\/|,|&|of\b|zip\b|$))/gi, 'state'], [/\b(?:no|num|nbr)\b\.?(?!\s*of\b)/gi, 'number'], [/\bdesc\b\.?/gi, 'description'],
  [/\best\b\.?/gi, 'estimated'], [/\byrs\b\.?/gi, 'years'], [/(?<=\b(?:of|state|date|yr|year)\s+)inc\b\.?(?=\s*$)/gi, 'incorporation'], [/\bincorp\b\.?/gi, 'incorporation'], [/\borg\b\.?(?=\s*$)/gi, 'organization'], [/\baddr\b\.?/gi, 'address'], [/\bu\b(?=[^?]*\?\s*$)/gi, 'you'], [/\bur\b(?=[^?]*\?\s*$)/gi, 'your'], [/\bc\/?s\/?z\b(?=\s*:?\s*$)/gi, 'city/state/zip'],
  [/\bfed\b\.?/gi, 'federal'], [/\bprov\b\.?/gi, 'province'], [/\bedo\b\.?(?=\s*(?:\/|,|$))/gi, 'estado'], [/\bcorp\b\.?(?=\s+name)/gi, 'corporate'], [/\bco\b\.?(?=\s+name)/gi, 'company'], [/\bph\b\.?|\btel\b\.?/gi, 'phone'],
  // (A back office's shortest words, each a label only where no word follows it: "Ttl" is an owner's title, but "Ttl
  // Deposits" a total; "Pos." a position, "Ind." the industry, "IND. (TYPE OF BUSINESS)" too; "Ent. Type" an entity's;
  // "Own." with its dot an owner's share, the premises' answer "Own" having none; but an owner before the number
  // that counts owners, "Own. 1 Nm".)
  [/\bttl\b\.?(?!\s*\p{L})/giu, 'title'], [/\bpos\b\.?(?!\s*\p{L})/giu, 'position'], [/\bind\b\.?(?!\s*\p{L})/giu, 'industry'], [/\bent\b\.?(?=\s*type\b)|^\s*ent\.(?=\s*:?\s*$)/gi, 'entity'],
  // (A principal's number run onto its abbreviation, a system's field name: "Prin1 Name", "Prin 2 SIN"; a date's
  // "Dt", a credit bureau's score.)
  [/\bprin(?:c|cipal)?\.?\s*(?=#?\d{1,2}\b)/gi, 'principal '], [/\bdt\b\.?/gi, 'date'], [/\bincept\b\.?/gi, 'inception'], [/\bbureau score\b/gi, 'credit score'],
  [/\bsoc(?:ial)?\.? sec\b\.?/gi, 'social security'], [/\b([a-z])\.([a-z])\.(?:([a-z])\.?)?(?=\s|$)/gi, '$1$2$3'], [/\bi\.?d\.(?=\s)/gi, 'id'], [/\bown\b\.?(?=\s*%)/gi, 'ownership'], [/\bown\b\.?(?=\s*#?\d{1,2}\s+\p{L})/giu, 'owner'], [/\bown\.(?!\s*\p{L})/giu, 'ownership'], [/\bpct\b\.?|\bperc\b\.?/gi, 'percent'],
];
/** A date's format in brackets after a label, "(YYYY-MM-DD)", "(JJ/MM/AAAA)": the label's. */
export const DATE_FORMAT = /^\s*\((?:[ymdja]{1,4}[\s/.-]*){3}\)/i;

/** `typos`: read small typos as the label word meant too (not when asking whether a word standing alone is a value:
 *  "Salem", a city, is no "Sales"). */
export const unabbreviate = (t: string, typos = true) => ABBREVIATIONS.reduce((s, [re, w]) => s.replace(re, w), unglue(typos ? respelled(t) : t)).replace(/\s+/g, ' ').trim();

// Words of labels, to part words a scan's OCR ran together ("Fullname:", "Dateofbirth", "Paymentfrequency").
const LABEL_WORDS: ReadonlySet<string> = new Set(('full name date of birth business legal payment frequency amount requested federal tax social security start type entity ' +
  'owner ownership title position number trade doing as state city zip address phone inception nature funding credit score percent owned ' +
  'street company organization first last home residence employer identification operating requested insurance').split(' '));

/** A word made of two or three label words run together, parted; any other word as it is. */
function unglue(t: string): string {
  const part = (w: string, n: number): string[] | null => {
    if (LABEL_WORDS.has(w)) return [w];
    if (n === 1) return null;
    for (let i = w.length - 2; i >= 2; i--) {
      const head = w.slice(0, i);
      const rest = LABEL_WORDS.has(head) ? part(w.slice(i), n - 1) : null;
      if (rest) return [head, ...rest];
    }
    return null;
  };
  return t.replace(/\p{L}{7,}/gu, (w) => (LABEL_WORDS.has(w.toLowerCase()) ? w : part(w.toLowerCase(), 3)?.join(' ') ?? w));
}

// More words labels are made of, that a typo may hide ("Buisness Name", "Adress", "Industy").
const MORE_WORDS = ('industry incorporation incorporated established corporation description structure signature province postal ' +
  'telephone mobile email average monthly revenue sales purpose proceeds guarantor principal officer percentage applicant merchant ' +
  'registered number payments remittance daily weekly estimated years since opened founded organized partner member').split(' ');
const VOCABULARY: ReadonlySet<string> = new Set([...LABEL_WORDS, ...MORE_WORDS]);
/** The label words a typo is read against: five letters or more. */
const LONG_WORDS: readonly string[] = [...VOCABULARY].filter((v) => v.length >= 5);
// Words a form's values are made of, spelt right though one slip from a label's word: an industry's ("CONVENIENCE
// STORE" is no "convenience score", a row of industries to tick no credit score's label).
// (And a deal's own words a record prints, "Stage" of a pipeline, no "State"; "Funded", when an advance was paid out,
// no "Founded": a prior advance's date is no start of the business.)
const VALUE_WORDS: ReadonlySet<string> = new Set([...industries.flatMap((e) => [e.label, ...e.aliases]).flatMap((t) => t.toLowerCase().split(/[^\p{L}]+/u)), 'stage', 'funded']);

/** Two words one slip apart: a letter left out, one too many, one wrong, or two side by side swapped. */
function oneSlip(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A label's word misspelt by one slip read as the label word it plainly means ("Buisness Name" is "business
 *  name", "Adress" "address"): only a word of five letters or more that is no label word itself, and only when one
 *  label word is that near (a person reads a typo so; a word near two is left as printed). */
export function respelled(t: string): string {
  return t.replace(/\p{L}{5,}/gu, (w) => {
    const low = w.toLowerCase();
    // (A label word's plural or singular is spelt right: "remittances" is no typo of "remittance".)
    if (VOCABULARY.has(low) || VALUE_WORDS.has(low) || [low.replace(/e?s$/, ''), low.replace(/s$/, ''), `${low}s`].some((x) => VOCABULARY.has(x))) return w;
    const near = LONG_WORDS.filter((v) => oneSlip(low, v));
    return near.length === 1 ? near[0]! : w;
  });
}

/** A field's name written as an identifier, the way a spreadsheet's column or a database's field is named
 *  ("LEGAL_NAME", "OWNER2_SSN", "BizStartDate", "req-amt"), is read as the words it joins: a person reads it so. Only a
 *  lone word that is plainly joined (an underscore, a small letter before a capital, a letter before a figure). */
export function spoken(head: string): string {
  const t = head.trim();
  if (!/^[\p{L}][\p{L}\d]*(?:[_.-][\p{L}\d]+)*$/u.test(t)) return head;
  if (!/_|\p{Ll}\p{Lu}|\p{L}\d/u.test(t)) return head;
  return t.replace(/[_.-]+/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\d)/gu, '$1 $2').replace(/(\d)(\p{L})/gu, '$1 $2');
}

// (Also a section's letter and the question's number, "A1 Legal name", "B3 Number of payments", "C2."; and a tax
// form's bare line number before its capitals, "1 LEGAL NAME OF BUSINESS", "16A NAME OF OWNER"; and a question whose
// words open with a sign, "18. % owned:", "7. # of employees"; and a box's number with its small letter before a
// caption in any case, "1a Legal name", "18a Name (last, first)", as a tax form numbers its boxes; and a number with a
// dash before a capital, "6 - State of organization", as some forms number them and as OCR reads a wide gap.)
export const QUESTION = /^\s*(?:[Qq](?:uestion|UESTION)?\s*)?(?:\(\d{1,2}[a-zA-Z]?\)|\d{1,2}[a-zA-Z]?[.)]|[a-hA-H][.)](?=\s+[A-Z])|[A-H]\d{1,2}[.)]?(?=\s+\p{Lu})|\d{1,2}[A-H]?(?=\s+\p{Lu}{2,})|\d{1,2}[a-z](?=\s+\p{Lu})|\d{1,2}[a-zA-Z]?\s*[-–—](?=\s+\p{Lu}))\s+(?=\p{L}|[%#]\s*\p{L})/u;

/** The words an owner's number follows, in each language the forms use ("Owner 1", "Guarantor #2", "Dueño 1",
 *  "Propriétaire 2"): one list for an owner's number standing alone (owner-number.ts) and one opening a label (labels.ts). */
/** A tax number's caption naming no business's kind of number (no EIN, BN or "business"): a person's where a person
 *  is asked, in an owner's block. */
export const PLAIN_TAX_ID = /^\s*(?:tax\s*i\.?d\.?(?:entification)?|tin|taxpayer\s+id(?:entification)?|tax\s+(?:number|no\.?|#))(?:\s*(?:number|no\.?|#))?\s*[:#.]?\s*$/i;
/** A question's number standing alone as a piece: `6.`, `6a)`, `(12)`. */
export const QUESTION_NUMBER = /^\(?\d{1,2}[a-zA-Z]?[.)]$/;
export const OWNER_ROLE_WORDS = 'owner|principal|guarantor|officer|partner|co-?borrower|dueñ[oa]|propietari[oa]|soci[oa]|propriétaire|actionnaire|dirigeant|associée?|garante?';
