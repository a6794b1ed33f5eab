// What a form says about how it is read (issue 36): the order its dates are written in, and which of its name labels
// asks the legal name. (Out of reader.ts, which had grown past its size.)
import type { PageText } from '../types.ts';
import { QUESTION } from './labels.ts';
import type { OwnerFound as Found } from './owners.ts';
import { blank } from './values.ts';

/** A label that asks for the registered name itself, not the name a business is known by. */
const LEGAL_WORD = /\b(?:legal|registered|corporate|incorporated|official|as registered)\b|raison sociale|dénomination|razón social|denominación/i;

// A form's note of its dates' order, day first or month first, in English, French and Spanish.
const DAY_FIRST = /\b(?:JJ|DD)\s*[/.-]\s*MM\s*[/.-]\s*(?:AAAA|YYYY|AA|YY)\b|(?<![\p{L}])(?:d[ií]a|jour|day)\s*[/.-]\s*(?:mes|mois|month)\s*[/.-]\s*(?:año|ano|année|annee|year)(?![\p{L}])/iu;
// (Not a year-first format's "MM-DD": "(YYYY-MM-DD)" says nothing of the order of day and month written after it.)
const MONTH_FIRST = /(?<!(?:YYYY|AAAA|YY|AA)\s*[/.-]\s*)\bMM\s*[/.-]\s*(?:DD|JJ)\b|(?<![\p{L}])(?:mes|mois|month)\s*[/.-]\s*(?:d[ií]a|jour|day)(?![\p{L}])/iu;

/** The legal name printed under a legal name's label; a form asking for both a legal name and a plain "Business
 *  name" means the second for the name it trades under (only a plain name label: "Business name", "Company name"). */
export function legalNamed(found: Found[]): Found | undefined {
  const legal = found.filter((f) => f.field === 'legal_name' && !blank(f.text));
  const named = legal.find((f) => LEGAL_WORD.test(f.label));
  const plain = (t: string) => /^(?:(?:business|company|merchant|store|shop)\s+)?name[\s:.#*]*$/i.test(t.replace(QUESTION, '').trim());
  if (named) for (const f of legal) if (f !== named && !LEGAL_WORD.test(f.label) && plain(f.label) && f.text !== named.text) f.field = 'trade_name';
  return named;
}

/** The order a date's own label gives ("Start Date (DD/MM/YYYY)"): day first (true), month first (false), or none
 *  said (null); it decides that date whatever the rest of the form's notes say. */
export const labelDayFirst = (label: string): boolean | null => (DAY_FIRST.test(label) ? true : MONTH_FIRST.test(label) ? false : null);

/** Whether the form says its dates are written day first ("Date de fondation (JJ/MM/AAAA)", "All dates DD/MM/YYYY",
 *  "(día/mes/año)"), and nowhere month first. */
export function writesDayFirst(pages: PageText[]): boolean {
  return pages.some((p) => p.items.some((i) => DAY_FIRST.test(i.str))) && !pages.some((p) => p.items.some((i) => MONTH_FIRST.test(i.str)));
}
