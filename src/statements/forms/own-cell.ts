// The rest of a label's own cell (issue 36, moved out of value-of.ts): what is written after the label in its piece.
import { labelOf, type Label } from './labels.ts';
import type { Piece } from './pieces.ts';
import { entityType, stateOf } from './values.ts';
import { paragraph, type Value } from './value-of.ts';

/** The rest of the label's own cell after it: a value, null (an option printed, not chosen), or undefined (none). */
export function ownCell(p: Piece, l: Label): Value | null | undefined {
  // A tax number's issuer after it is the label's: "Numéro d'entreprise (NE) - ARC", "Business Number - CRA".
  if (/tax_id$/.test(l.field) && /^\s*[-–—:]?\s*(?:ARC|CRA|IRS|RQ|MRQ)\s*:?\s*$/.test(p.text.slice(l.end))) return undefined;
  // A note in brackets after the label ("(as on your tax return)") is the label's, not the value.
  // (So is a dash after it, "FICO (self-reported) -", or a dotted leader after the note, leading to the value beside it: "NAME (LAST, FIRST).... Morales, Elena".)
  let rest = p.text.slice(l.end).replace(/^[\s:#.?…-]+/, '').replace(/^\([^)]*\)\s*(?:[:#?–—-]|[._…]{2,})?\s*/, '')
    // ", if any:", "(if applicable)": the question's words, not its answer.
    .replace(/^,?\s*\(?(?:if any|if applicable|if different|if none[^)]*|if so,? (?:which|what)|optional)\)?\s*[:?]?/i, '').trim();
  // A bilingual label's other language after a slash ("Nom commercial (O/A) / Operating name") is the label's too.
  if (/^\//.test(rest) && labelOf(rest.slice(1).trim(), true)) rest = '';
  // An option beside an empty box is printed, not chosen: a checkbox row's value is its marked option.
  if (/^(?:\[\s*\]|☐)/.test(rest)) return null;
  // Another field's caption run into this one ("form of entity (LLC, ...) state of organization", two captions
  // side by side in one type) is no value: this label's is elsewhere.
  // (Not an answer after the label's colon that answers it: "Type of Business Entity: Incorporated".)
  // (Nor a state's code after a state's: "State: MI" is Michigan, though "MI" heads a middle initial's column.)
  const answers = /^\s*:/.test(p.text.slice(l.end)) && ((l.field === 'type_of_entity' && !!entityType(rest, null)) || (l.field === 'address' && /^[A-Z]{2}$/.test(rest) && !!stateOf(rest)));
  if (rest && !answers && labelOf(rest, true, false, false) && !/\d/.test(rest) && labelOf(rest, true, false, false)!.end >= rest.replace(/[\s:]+$/, '').length) return undefined;
  // How to write it, after a dash ("- 9 digits / program / reference (e.g. RC 0001)"), is the label's.
  // (Or how to fill its boxes: "- ONE LETTER PER BOX", "- block capitals".)
  if (/^\s*[-–—:]/.test(p.text.slice(l.end)) && /\b(?:\d+\s+(?:digits?|characters?)|e\.g\.|for example|format)\b/i.test(rest)) return undefined;
  // (Or when to answer it: "- only if sole proprietor without an EIN", ", if different from line 1".)
  if (/^(?:only )?(?:if|when|unless)\b[^\d]*$|^(?:only )?(?:if|when)\b.*\bline \d+$/i.test(rest)) return undefined;
  if (/^(?:(?:in |use )?(?:block (?:letters|capitals)|capital letters),?\s*)?(?:one )?(?:letter|character|digit|figure)s? (?:per|in each|to a) box\.?$|^(?:in |use )?(?:block (?:letters|capitals)|capital letters)\.?$/i.test(rest)) return undefined;
  // A currency sign printed in the label's cell ("Amount Requested: $ ____") is no value: the value follows it.
  if (rest && !/^[_$\s]+$/.test(rest)) return paragraph(rest) ? null : { piece: p, text: rest, confidence: 0.9 };
  return undefined;
}
