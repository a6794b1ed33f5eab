// Is a page's text layer worth reading? A scanner that OCRs badly leaves an invisible text layer of garbage over the
// picture ("Bcg1nn1ng ba1 ancc", "Dcposits &nd o1hcr"): the text reader would read nothing, or worse, plausible
// wrong numbers. Such a page is OCR'd again by us; a page with good text never is (docs/parsing.md, OCR).
import type { PageText } from '../../types.ts';
import type { OcrTolerances } from '../../settings.ts';

// Shapes a token of a statement takes: money, a number, a date, a word (with at most a trailing punctuation mark).
// Amounts in the comma-decimal style too ("1.234,56", "-22,32": a space-grouped "1 139,68" splits into "1" and
// "139,68"), dates day.month.year and ISO; words with accented letters ("DÉPÔT", "Relevé").
const MONEY = /^[($-]*\$?-?\d{1,3}(?:,\d{3})*(?:\.\d{2})?[)-]?$|^\d+\.\d{2}-?$|^[(-]?\d{1,3}(?:\.\d{3})*,\d{2}[)-]?$/;
const DATE = /^\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?[,.]?$|^\d{4}-\d{2}-\d{2}$/;
const WORD = /^[("'#]?(?:\p{Lu}?\p{Ll}+|\p{Lu}+|\p{Lu}\p{Ll}*(?:['’]\p{Ll}+)?)(?:[-'’.&/]\p{L}+)*[)"',.:;!?]?$/u;
const VOWEL = /[aeiouyAEIOUYÀ-ÆÈ-ÏÒ-ÖØ-Ýà-æè-ïò-öø-ýÿ]/;
// A word of a script without letter case (Arabic, Hebrew, the Indian scripts, Thai, CJK): letters of one kind, with
// their marks. A scanner's garbage is Latin letters and digits in the wrong places, never this.
const CASELESS = /^[("'#]?[\p{Lo}\p{M}]+(?:[-'’.&/][\p{Lo}\p{M}]+)*[)"',.:;!?،]?$/u;

/** Share of a page's tokens (of garbageMinChars or more) shaped like words, numbers or dates; 1 for a page with none. */
export function textQuality(page: PageText, s: OcrTolerances): number {
  let n = 0, ok = 0;
  for (const it of page.items) {
    for (const t of it.str.split(/\s+/)) {
      if (t.length < s.garbageMinChars) continue;
      n++;
      if (letters(t, s) ?? plausible(t, s)) ok++;
    }
  }
  return n ? ok / n : 1;
}

/**
 * The verdict on a token of plain letters a-z, A-Z (most of a page's tokens), as `plausible` gives it, without its
 * regular expressions (every page of every document passes here: docs/parsing.md, "Text layers that lie", cost);
 * null for any other token. Word-shaped: lowercase, or one capital then lowercase, with a vowel or short; capitals.
 */
function letters(t: string, s: OcrTolerances): boolean | null {
  let upper = 0, vowel = false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    const u = c >= 65 && c <= 90;
    if (!u && !(c >= 97 && c <= 122)) return null;
    if (u) upper++;
    if (VOWELS.has(c | 0x20)) vowel = true;
  }
  // Capitals only are a code ("L26RQKGAMH" without its digits) when they are no word.
  if (upper === t.length) return true;
  const cased = upper === 0 || (upper === 1 && t.charCodeAt(0) <= 90);
  return cased && (vowel || t.length <= s.vowellessMaxChars);
}
const VOWELS: ReadonlySet<number> = new Set([...'aeiouy'].map((c) => c.charCodeAt(0)));

function plausible(t: string, s: OcrTolerances): boolean {
  // "Name:EVERGREEN", "Trace#:818496605496787": a label glued to its value.
  if (/[:#]./.test(t)) return t.split(/[:#]+/).every((p) => !p || p.length < s.garbageMinChars || plausible(p, s));
  // A data file printed as it is (a CSV export from a text editor): a line of fields joined by commas, column names
  // joined by underscores with their number ("owner1_first_name"), a row of dashes under a column's name, an e-mail
  // address. Each part is judged as a token of its own, so a scanner's garbage stays garbage.
  if (/^[-=_]{3,}$/.test(t) || /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+[,;]?$/.test(t)) return true;
  if (/[,_]./.test(t)) return t.split(/[,_"]+/).every((p) => !p || p.length < s.garbageMinChars || plausible(/^\p{Ll}+\d{1,2}$/u.test(p) ? p.replace(/\d+$/, '') : p, s));
  return MONEY.test(t) || DATE.test(t) || CASELESS.test(t) || (WORD.test(t) && (VOWEL.test(t) || t.length <= s.vowellessMaxChars)) || /^[*xX•.]*\d{3,}[,.:;]?$/.test(t)
    // Reference numbers and codes in capitals with digits ("L26RQKGAMH", "REF#0623696", "1-800-555-0157").
    || /^[A-Z0-9#*:./-]+$/.test(t);
}
