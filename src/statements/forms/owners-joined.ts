// Owners named together on one line ("Maria Lopez & James Chen") and their shares written as one split ("50/50",
// "60/40"): a quick application's single owner field holding several owners.
import type { FormApplicant } from '../types.ts';
import { personName } from './values.ts';

/** The names of owners joined on one line, in printed order; null for one person ("Mr. & Mrs. Lee" is not two). */
export function joinedNames(text: string): string[] | null {
  const parts = text.trim().split(/\s+(?:&|and|\+|\/)\s+|\s*;\s*/i).map((t) => t.trim()).filter(Boolean);
  if (parts.length < 2) return null;
  // A given name alone shares the surname written after the last one's ("Maria & James Lopez").
  const surname = personName(parts[parts.length - 1]!)?.last;
  const full = parts.map((t) => (/^\p{Lu}[\p{Ll}'’-]+$/u.test(t) && surname ? `${t} ${surname}` : t));
  return full.every((t) => personName(t) && !/,/.test(t)) ? full : null;
}

/** The shares of a split written in one field ("51/49", "40 / 30 / 30", "50%-50%"): parts that add up to the whole. */
export function splitShares(text: string): number[] | null {
  const m = /^\s*\d{1,3}(?:\.\d+)?\s*%?(?:\s*[/-]\s*\d{1,3}(?:\.\d+)?\s*%?){1,4}\s*$/.exec(text);
  if (!m) return null;
  const parts = text.split(/[/-]/).map((t) => Number(t.replace(/[%\s]/g, '')));
  const sum = parts.reduce((a, b) => a + b, 0);
  return parts.every((n) => n > 0 && n <= 100) && Math.abs(sum - 100) <= 2 ? parts : null;
}

/** Shares printed as fractions of one, a spreadsheet's percent cell exported raw ("0.25" for each of four owners, "1"
 *  for a sole owner): every share read at most 1 and together at most the whole, they are read in percent. (A share of
 *  1% beside others adds up past 1: "1" and "99" stay as printed.) */
export function fractionShares(owners: FormApplicant[]): FormApplicant[] {
  const shares = owners.map((o) => o.ownership?.value).filter((v): v is number => typeof v === 'number');
  // (A fraction of one beside shares in percent, ".6" beside "forty percent", says neither 60 nor 0.6 for sure: null.)
  if (shares.some((v) => v > 1)) return owners.map((o) => (o.ownership && o.ownership.value > 0 && o.ownership.value < 1 ? { ...o, ownership: null } : o));
  if (!shares.length || shares.some((v) => v <= 0) || shares.reduce((a, b) => a + b, 0) > 1.001) return owners;
  return owners.map((o) => (o.ownership ? { ...o, ownership: { ...o.ownership, value: Math.round(o.ownership.value * 10000) / 100 } } : o));
}

/** A share written as a fraction of the business, "3/4", "2/5": its percent (75, 40), as the owner meant it. (Only a
 *  part of a whole: a numerator past its denominator, or a denominator past 100, is no share.) */
export function fractionShare(text: string): number | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{1,3})\s*$/.exec(text);
  if (!m) return null;
  const a = Number(m[1]), b = Number(m[2]);
  return b >= 2 && b <= 100 && a >= 1 && a <= b ? Math.round((a / b) * 10000) / 100 : null;
}

/** A share written with a decimal comma, as French and most of Europe write it, "33,5 %": 33.5 (a comma before one
 *  or two digits only; "1,000" is a thousand). */
export function commaShare(text: string): number | null {
  const m = /^\s*(\d{1,3}),(\d{1,2})\s*%?\s*$/.exec(text);
  const n = m ? Number(`${m[1]}.${m[2]}`) : null;
  return n !== null && n <= 100 ? n : null;
}

/** An officer's title: the words a form's owners are titled by. */
const TITLE_WORD = /\b(?:owner|partner|member|president|ceo|cfo|coo|cto|manager|director|officer|secretary|treasurer|principal|founder|vp|vice|chair\w*|proprietor|shareholder|managing|general)\b/i;

/** A name written with its title after it in one field asked for both ("Owner Name / Title": "Ana Whitaker / Member",
 *  "Hannah Smith-Jones - Secretary", "Maria Lopez, CEO"): the name and the title, else null. (A hyphen inside a name,
 *  "Smith-Jones", parts nothing: only a spaced one, a slash or a comma does.) */
export function nameAndTitle(text: string): [string, string] | null {
  const m = /^(.*\S)\s*(?:\s[-–—/]\s|\/|,\s)\s*([\p{L}][\p{L} .&'-]{1,40})$/u.exec(text.trim());
  if (!m || !TITLE_WORD.test(m[2]!) || m[2]!.trim().split(/\s+/).length > 4 || !/\p{L}+\s+\p{L}/u.test(m[1]!)) return null;
  return [m[1]!.trim(), m[2]!.trim()];
}

/** A share written as a decimal fraction of one, ".6", "0.25": that fraction (fractionShares reads it in percent). */
export function decimalShare(text: string): number | null {
  const m = /^\s*0?\.(\d{1,4})\s*$/.exec(text);
  return m ? Number(`0.${m[1]}`) : null;
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A share written in words, "fifty-one percent", "forty %", "one hundred percent": its number. */
export function wordShare(text: string): number | null {
  const m = /^\s*([a-z]+(?:[\s-]+[a-z]+)?)\s*(?:percent|per cent|pct\.?|%)\s*$/i.exec(text);
  if (!m) return null;
  const w = m[1]!.toLowerCase().split(/[\s-]+/);
  if (w.join(' ') === 'one hundred' || (w.length === 1 && w[0] === 'hundred')) return 100;
  const tens = TENS.indexOf(w[0]!), unit = (x: string | undefined) => (x === undefined ? 0 : UNITS.indexOf(x));
  if (tens >= 2 && unit(w[1]) >= 0 && unit(w[1]) <= 9) return tens * 10 + unit(w[1]);
  return w.length === 1 && UNITS.indexOf(w[0]!) > 0 ? UNITS.indexOf(w[0]!) : null;
}
