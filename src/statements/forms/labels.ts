// Labels by meaning: the words brokers' forms print before a value, whatever the form's layout or field names. A label
// is matched at the start of a piece of text; `end` is where its value may begin (the same cell, after a colon).
// Decoy labels (a landlord, a reference, the ISO rep, a bank's routing number, an existing funder) name people and
// numbers that are not the applicant's: read as decoys so their values are never taken.
import { gluedValue } from './glued.ts';
import { QUESTION } from './label-words.ts';
import { ownerAfter } from './owner-after.ts';
import { shareOfOther } from './synonyms.ts';
import { DATE_FORMAT, OWNER_ROLE_WORDS, spoken, unabbreviate } from './label-words.ts';
import { bareSurname, entityType } from './values.ts';
import { NOT_OWNER, toldHeading } from './section-of.ts';
import { LABELS, WHOLE_CAPTION } from './label-table.ts';
export interface Label { field: string; end: number; explicit: boolean }


/** Bare words a funding section's cells print ("Amount", "Term"): the request's, only under a funding heading. */
// (Also an amount the applicant may pin down within a range ticked: "Exact amount, if known", "Approximate amount"; or "How much?".)
// (And one-word captions of a request's cells, alone: "Request", "Count" of payments, "Every" week or month.)
// (French and Spanish forms print the bare word too: "Montant", "Monto".)
const FUNDING: [string, RegExp][] = [['requested_amount', /^(?:(?:(?:exact|actual|specific|precise|approximate|approx\.?)\s+)?(?:amount|funding|advance|montant|monto)\b|how much\b\s*\??\s*$)/i],
  ['requested_amount', /^request(?:ed)?(?=\s*[:.]?\s*$)/i], ['number_of_payments', /^count(?=\s*[:.]?\s*$)/i], ['payment_frequency', /^every(?=\s*[:.]?\s*$)/i]];

const IN_WORDS = /^\s*\p{L}[\p{L}\s-]*\s(?:percent|per cent|dollars?)\s*\(\s*\$?\s*\d[\d,. ]*%?\s*\)\s*$/iu;

// Each label found anywhere in a label-only piece ("Advance Amount Requested", "Legal Name of Business").
const LOOSE = LABELS.map(([f, re, e]) => [f, new RegExp(re.source.replace(/(?<!\[)\^/g, String.raw`(?<![\w/])`), 'gi'), e] as [string, RegExp, boolean?]);

/** The label a piece of text starts with, if any; `ownerSection`: a plain "Name" is an owner's there. `loose`: also a
 *  label among other words; off when asking whether a piece is a value ("Westfield Street Eats" is a name, not a
 *  "Street" label). */
export function labelOf(text: string, ownerSection = true, funding = false, loose = true): Label | null {
  text = typeset(text);
  // A list's bullet before a label is no word of it ("• Company (legal):", "- Title:" typed in an e-mail): the label
  // after it, its end in the text.
  const bullet = /^\s*(?:[•▪◦‣]|[-–*](?=\s+\p{L}))\s*/u.exec(text);
  if (bullet) { const l = labelOf(text.slice(bullet[0].length), ownerSection, funding, loose); return l && { ...l, end: l.end + bullet[0].length }; }
  // A figure written out in words with its figures after it, "eighty percent (80%)", is an answer, as a cheque's
  // amount is: no label, though "percent" opens one.
  if (IN_WORDS.test(text)) return null;
  // A required field's asterisk after the label's words ("Legal Business Name* (as shown on tax return)", "Your name? *") is no part of
  // the answer: read as a space (kept to the text's length), so that a note after it stays the label's.
  text = text.replace(/(?<=[\p{L}.)]|\?\s?)\*+(?=\s|$|:)/u, (m) => ' '.repeat(m.length));
  // A spaced dash after a label's words ends it as a colon does ("Legal name -", "BN –"), as notes are typed.
  // (Kept to the text's length: a label's end indexes the printed text.)
  text = text.replace(/(?<=[\p{L}.)%#])\s+[-–—]\s*$/u, (m) => `:${' '.repeat(m.length - 1)}`);
  // A currency sign after the label says the value's unit ("Amount Requested $", "Monthly Rev $"): the label's own
  // (right after its words: "Versement : 1 079,50 $" is a label and its value).
  // (Or its currency named in brackets: "Amt Req. (CAD)", "Amount (USD)".)
  // (Or named after it, as an export's column is: "REQ_AMOUNT_CAD".)
  const unit = /\s+[$€£]\s*$|\s*\(\s*(?:[$€£]|cad|usd|eur|us\$|c\$|ca\$)\s*\)\s*$|[\s_]+(?:cad|usd)\s*:?\s*$/i.exec(text);
  if (unit) { const u = labelAt(text.slice(0, unit.index), ownerSection, funding, loose); if (u && !text.slice(u.end, unit.index).replace(/[\s:#.]/g, '')) return { ...u, end: text.length }; }
  // (A term's label with "requested" after it asks the same: "Number of payments requested", "Payment amount requested".)
  const asked = /\s+(?:requested|desired|proposed|sought|needed|wanted)\s*:?\s*$/i.exec(text);
  if (asked) { const a = labelAt(text.slice(0, asked.index), ownerSection, funding, false); if (a && /^(?:requested_payment|number_of_payments|payment_frequency)$/.test(a.field) && a.end >= asked.index - 1) return { ...a, end: text.length }; }
  // A label naming the entity kinds to choose from, "Corp/LLC/Sole Prop:", asks the entity's type. (Kinds that differ:
  // one said in two languages, "Nombre comercial (DBA) / Doing Business As" (DBA a sole proprietor's word), is a caption.)
  // (Or asked in a text message, "llc or corp?".)
  const said = /^([^:?]{3,50}?)\s*(?::|\?\s*$|$)/.exec(text), kinds = said?.[1]!.split(/\s*[/,]\s*|\s+or\s+/i);
  // (A list left open, "LLC/Corp/etc:", names its kinds; a bracket's, "Legal Entity (LLC, Corp, etc.) LLP", does not.)
  if (kinds && kinds[kinds.length - 1] && /^(?:etc\.?|other|\.\.\.)$/i.test(kinds[kinds.length - 1]!)) kinds.pop();
  if (kinds && kinds.length >= 2 && kinds.every((k) => entityType(k, null) && !/[()]/.test(k)) && new Set(kinds.map((k) => entityType(k, null))).size >= 2) return { field: 'type_of_entity', end: said![0].length, explicit: false };
  // A short caption naming the schedules to write in its brackets, "PAID (DAILY/WEEKLY...)", asks the schedule.
  const schedules = /^[\p{L} .]{2,20}\(([^)]*)\)\s*:?\s*$/u.exec(text)?.[1]!.match(/\b(?:daily|weekly|bi-?weekly|semi-?monthly|monthly)\b/gi);
  if (schedules && new Set(schedules.map((w) => w.toLowerCase())).size >= 2) return { field: 'payment_frequency', end: text.length, explicit: false };
  // The owner named after the label's words, "SSN - Guarantor 1" (owner-after.ts), or before it, "Primary owner: Title".
  const whose = aboutOwner(text, funding) ?? ownerAfter(text, (t) => labelOf(t, true, funding, loose)); if (whose) return whose;
  // (A section's heading with an instruction after it, "OWNERSHIP — list owners Last, First", is no share's label.)
  if (toldHeading(text)) return null;
  // ("Social" alone, "Social #", asks an owner's Social Security number: the word as printed, never near it, "Socia".)
  if (/^\s*social\s*(?:#|no\.?)?\s*:?\s*$/i.test(text)) return { field: 'owner_tax_id', end: text.length, explicit: true };
  // ("Company:" and "Location:" in a broker's note, a name or an address after their colons, name the business and
  // say where it is: "Company: Redwood Cleaning Services, Inc.". Bare, "Company" heads a column of other funders.)
  const note = ownerSection ? null : /^\s*(company|location)\s*:/i.exec(text);
  if (note) return { field: /^c/i.test(note[1]!) ? 'legal_name' : 'address', end: note[0].length, explicit: false };
  let l = labelAt(text, ownerSection, funding, loose);
  // A caption said in two languages, its plural's "(s)" between them ("Apellido(s) / Last Name(s)"): the other's
  // words asking the same field are the label's too.
  // (Or the date's format named between them, "Start date (JJ/MM/AAAA) | Date de début"; a bar between them as a slash.)
  const tongue = l ? /^\s*(?:\([^)]{0,3}\)|\((?:[ymdja]{1,4}[\s/.-]*){3}\))?\s*[/|]\s*(\S.*)$/i.exec(text.slice(l.end)) : null;
  if (l && tongue) { const o = labelAt(tongue[1]!, ownerSection, funding, loose); if (o?.field === l.field && !tongue[1]!.slice(o.end).replace(/\([^)]{0,3}\)|[\s:]/g, '')) l = { ...l, end: text.length }; }
  // Words saying there is no share ("Officers / managers with no ownership") ask for none: a heading of people who
  // own nothing, not a share's label.
  if (l?.field === 'owner_ownership' && NOT_OWNER.test(text.slice(0, l.end))) return null;
  // A business's name asked "if different from above" is a second name, the one it trades under: a tax form's
  // "Business name/disregarded entity name, if different from above" under the legal name. (Not one worded legal,
  // nor a bare "(if different)", which may follow an owner's name as well.)
  const other = l?.field === 'legal_name' ? /\bif (?:different|other) (?:from|than) (?:the )?(?:above|name above|legal(?: business)? name)\b/i.exec(text) : null;
  if (other && !/\b(?:legal|registered|incorporated|corporate|official)\b/i.test(text.slice(0, other.index))) return { ...l!, field: 'trade_name', end: text.length };
  return l && (instruction(text.slice(l.end)) || captionsListed(text.slice(l.end))) ? { ...l, end: text.length } : l;
}

/** The owner a caption is about named before its colon, the caption after it: "Primary owner: Title", "Second owner:
 *  Social Security Number" (a survey's questions about each owner in turn) ask that owner's title and number. (A
 *  caption after it that is no owner's field here, "Primary owner: Home Address", is a decoy's.) */
function aboutOwner(text: string, funding: boolean): Label | null {
  const about = OWNER_ABOUT.exec(text);
  const r = about ? labelOf(text.slice(about[0].length), true, funding, false) : null;
  return r && { ...r, field: r.field.startsWith('owner_') || r.field === 'other' ? r.field : 'decoy', end: r.end + about![0].length, explicit: true };
}

/** A person a caption is about, before its colon or dash: "Primary owner:", "Second owner -", "Co-applicant:". */
const OWNER_ABOUT = /^\s*(?:(?:primary|main|principal|first|second|third|fourth|1st|2nd|3rd|4th|additional|other|co-?)\s*(?:owner|principal|guarantor|partner|officer|applicant|signer|member)|(?:owner|principal|guarantor|partner|officer|applicant|member)\s*#?\s*\d)\s*[:–—-]\s*(?=\p{L})/iu;

/** The details a question asks listed after its colon, "Owners: name, title, %, SSN, credit score, DOB": what to write,
 *  no answer (three or more, most of them captions). */
function captionsListed(tail: string): boolean {
  const items = /^\s*:\s*(.+)$/.exec(tail)?.[1]?.split(/\s*,\s*/).filter(Boolean) ?? [];
  return items.length >= 3 && items.filter((t) => t === '%' || /^(?:name|title|dob)$/i.test(t) || !!labelOf(t, true, false, false)).length >= 0.6 * items.length;
}

/** A typeset apostrophe is the typed one ("Montant de l’avance"), a middle dot between a caption's parts a slash
 *  ("City · Province · Postal code"): the same label, one character for one (a label's end indexes the text). */
// (And a word spelt in dotted capitals, "F.I.C.O.", "S.S. #", "D.O.B.", "I.D.", is the word: its dots moved after it.)
const typeset = (text: string) => text.replace(/[’‘ʼ]/g, "'").replace(/(?<=\s)[·•](?=\s)/g, '/')
  .replace(/(?<![\p{L}.])(?:\p{Lu}\.){2,}(?!\p{L})/gu, (m) => m.replace(/\./g, '').padEnd(m.length, ' '));

/** An instruction after a label, the label's too ("(DBA)? If so, please enter it here."): no value. (So is another
 *  kind of number asked in its case after a dash: "FEDERAL TAX ID (EIN) - SSN IF SOLE PROP.") */
const instruction = (tail: string) => /^\s*(?:\([^)]*\))?\s*[?:]?\s*(?:if (?:so|yes|any|applicable|different)|please)\b/i.test(tail)
  || /^\s*[-–—:]\s*(?:ssn|sin|itin|tin|ein|bn|nas)\b[^:]{0,12}\bif\s+\p{L}/iu.test(tail)
  // (Or a spaced dash and what not to write: "Business location (street, city, state, ZIP) - no P.O. boxes".)
  || /^\s*(?:\([^)]*\))?\s*[-–—]\s+(?:no|not|do not|don't|never|optional|required)\b[^:]{0,30}$/i.test(tail);

function labelAt(text: string, ownerSection: boolean, funding: boolean, loose: boolean): Label | null {
  // A numbered question ("1. Legal name:", "12) Title", "Q3. Tax ID", "(4) EIN", "B. Start date") is its label; the
  // number only orders the form.
  const n = QUESTION.exec(text);
  if (n) {
    const l = labelOf(text.slice(n[0].length), ownerSection, funding, loose);
    return l ? { ...l, end: l.end + n[0].length } : null;
  }
  // A caption's bare line number before its capitalised words ("16 Amount requested", "7b SSN (sole proprietor)"): the
  // number only orders the form, when the words after it are a label and nothing more (a note in brackets, a colon),
  // so an address ("5 State Street") stays a value; a count before small letters ("9 digits / reference") is a note.
  // (Numbered by part and item too: "3a-1 Full name", "4.2 Title".)
  const bare = /^\s*\d{1,2}[a-hA-H]?(?:[-.]\d{1,2}[a-hA-H]?)?\s+(?=\p{Lu})/u.exec(text);
  if (bare) {
    const rest = text.slice(bare[0].length), l = labelOf(rest, ownerSection, funding, false);
    // (Or an instruction of a sentence or more after it, as a tax form's line prints: "1 Legal name of business (or
    // owner's name if sole proprietor). Name is required on this line; do not leave this line blank.")
    const after = l ? rest.slice(l.end).replace(/^\s*\([^)]*\)/, '').replace(/^\s*:/, '').trim() : '';
    if (l && (!after || instruction(after) || (/^\.\s+\p{Lu}[^:]*[.;]$/u.test(after) && after.split(/\s+/).length >= 4))) return { ...l, end: rest.length + bare[0].length };
  }
  const question = questionLabel(text, ownerSection, funding, loose); if (question) return question;
  // A person's detail asked by their name or role ("Daniel's last name", "Partner's first name"): an owner's.
  const whose = /^\s*\p{Lu}[\p{L}-]{1,20}'s\s+(?=\p{L})/u.exec(text);
  const theirs = whose ? labelOf(text.slice(whose[0].length), true, funding, false) : null;
  if (theirs?.field.startsWith('owner_') && theirs.field !== 'owner_name') return { ...theirs, end: theirs.end + whose![0].length, explicit: true };
  // An owner's number before the question ("Owner 1: title / ownership %", "Guarantor 2 - ITIN and date of birth"):
  // the owner's label, whatever its words after (an owner's address is theirs, not the business's).
  // (A note saying which kind of owner the line names, "Owner 1 (Entity):", "Owner 2 (Individual):": that owner's name.)
  const kind = OWNER_KIND.exec(text); if (kind) return { field: 'owner_name', end: kind[0].length, explicit: true };
  const o = OWNER_FIRST.exec(text);
  if (o) {
    const l = labelOf(text.slice(o[0].length), true, funding, loose);
    if (l) return { field: l.field.startsWith('owner_') || l.field === 'decoy' ? l.field : 'other', end: l.end + o[0].length, explicit: true };
    // (A person's name after the owner's number and its colon, "Owner 1: James Castellanos": that owner's name.)
    // (Credentials after it are the person's: "Owner 2: Connor Abernathy, PE".)
    if (/:\s*$/.test(o[0]) && /^\p{Lu}[\p{L}'’.-]+(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|la|del|van|der|den|von|da|di|le|du))+\s*$/u.test(bareSurname(text.slice(o[0].length)))) return { field: 'owner_name', end: o[0].length, explicit: true };
  }
  // A dense form abbreviates its labels ("AMT REQ.", "NATURE OF BUS.", "CITY/ST/ZIP", "PMT FREQ:"): read written out,
  // when the words written out are a label and nothing more (its value, if any, after a colon or a dotted leader run
  // on to it in one run, "AMT REQUESTED.......308,000").
  const colon = text.indexOf(':'), lead = colon < 0 ? /\s*[.…]{3,}|\s+\.(?:\s+\.)+\s/.exec(text)?.index : undefined;
  const stop = colon >= 0 ? colon + 1 : lead || text.length, head = text.slice(0, colon >= 0 ? colon : stop);
  const written = (long: string) => {
    const e = long !== head ? asPrinted(long, ownerSection, funding, loose) : null;
    // (A bracketed note after it is the label's: "Amt Req. (CAD)" its currency, "Est. (YYYY-MM-DD)" the date's format,
    // "Business No. (BN/RC)" the number's other names; a note of words only, no figures.)
    return e && !long.slice(e.end).replace(DATE_FORMAT, '').replace(/^\s*\([^()\d]{1,30}\)/, '').replace(/[\s:#.?%]/g, '') ? { ...e, end: stop } : null;
  };
  // A word read as a typo only when the words as printed are no label ("Stake" asks a share, no "State"), and a word
  // alone with no colon only when asked as a label, not when asking whether it is a value ("Salem", a city).
  const typos = loose || colon >= 0 || !!lead || /\S\s+\S/.test(head.trim());
  const said = spoken(head);
  const plain = written(unabbreviate(said, false));
  if (plain || !typos || asPrinted(text, ownerSection, funding, false)) return plain ?? asPrinted(text, ownerSection, funding, loose);
  return written(unabbreviate(said)) ?? asPrinted(text, ownerSection, funding, loose);
}

function asPrinted(text: string, ownerSection: boolean, funding: boolean, loose: boolean): Label | null {
  const strict = matchLabel(text, ownerSection, false, LABELS) ?? matchLabel(text, ownerSection, true, LABELS);
  // A label that names its owner ("Owner 1 - title") says whose it is wherever it is printed.
  if (strict?.field.startsWith('owner_') && /^\s*(?:owner|principal|guarantor|officer)\b/i.test(text)) return { ...strict, explicit: true };
  // (A name's part in the label's other language, "Nom / Last name", says which part it asks: labelOnly.)
  // (Two languages only, one slash: "First / middle / last name" asks the whole name in its order.)
  const part = strict?.field === 'owner_name' && !strict.explicit && text.split('/').length === 2 ? labelOnly(text, ownerSection, false) : null;
  if (part && ['owner_first', 'owner_last'].includes(part.field)) return part;
  if (strict) return strict;
  if (funding) { const f = matchLabel(text, ownerSection, false, FUNDING) ?? twoTongues(text, ownerSection); if (f) return f; }
  return labelOnly(text, ownerSection, loose);
}

/** A funding section's bare word printed in two languages, "Montant / Amount", "Monto / Amount": either one's word,
 *  the whole caption the label. */
function twoTongues(text: string, ownerSection: boolean): Label | null {
  const parts = text.replace(/\s*:\s*$/, '').split(/\s*\/\s*/);
  if (parts.length !== 2 || /[\d$]/.test(text)) return null;
  const m = parts.map((x) => matchLabel(x, ownerSection, false, FUNDING)).find((l, i) => l && l.end === parts[i]!.trimEnd().length);
  return m ? { ...m, end: text.length } : null;
}

/** A question put in a sentence ("What is the legal name of your business as it appears on your tax documents?",
 *  "In a few words, what does your business do?", "What is their title or role in the company?"): its words after
 *  the asking, read as a label. */
function questionLabel(text: string, ownerSection: boolean, funding: boolean, loose: boolean): Label | null {
  // (A clause before it, "In a few words,", is no part of it either.)
  // (A note may follow the question, "...(EIN)? Sole proprietors without an EIN may give their SSN.": the question
  // is read, the label's end the whole text's.)
  // (A note, not an answer: in brackets, or a sentence of four words or more to its full stop. "Legal name? Acme
  // Corp" is answered there.)
  const asked = /^[^?]{8,}\?/u.exec(text)?.[0], note = asked ? text.slice(asked.length).trim() : '';
  if (asked && (/^\([^)]*\)$/.test(note) || (/^\p{Lu}[^?]*\.$/u.test(note) && note.split(/\s+/).length >= 4))) { const a = labelOf(asked, ownerSection, funding, loose); if (a) return { ...a, end: text.length }; }
  // (A question about the business's advances open, "If yes, which company, what balance is left, and what is the
  // payment?", asks about another company's: a decoy's.)
  if (/\?\s*$/.test(text) && /\b(?:balance|which (?:company|funder|lender)|what (?:company|funder|lender))\b/i.test(text)) return { field: 'decoy', end: text.length, explicit: false };
  if (/\?\s*$/.test(text)) {
    // "What type of entity is the business?": its kind asked ("type of entity").
    const kind = /^(?:what|which)\s+((?:type|kind|form|sort)\s+of\s+[\p{L} ]+?)\s+(?:is|does|has)\s+(?:the|your|this)\s+(?:business|company|merchant)\b[^?]*\?\s*$/iu.exec(text);
    const k = kind ? labelOf(kind[1]!, ownerSection, funding, loose) : null;
    if (k) return { ...k, end: text.length };
    const q = spokenQuestion(text);
    // "What percentage of Northstar Family Health, LLC do you own?": a share asked of the business by its name.
    if (/^(?:what|which|how much)\s+(?:(?:percent(?:age)?|%|share|portion|part)\s+)?of\s+.{1,80}?\s+(?:do|does)\s+(?:you|he|she|they|this (?:owner|person|guarantor)|the owner|each owner|\p{Lu}\p{Ll}+)\s+own\s*\?\s*$/iu.test(q)) return { field: 'owner_ownership', end: text.length, explicit: true };
    const lead = QUESTION_LEAD.exec(q)?.[0] ?? '';
    const l = q !== text || (lead && lead.length < q.length) ? labelOf(q.slice(lead.length), ownerSection, funding, loose) : null;
    // (A person's detail asked of "you", "And your last name?", is the one filling it in: an owner's, whatever
    // the page's heading.)
    if (l) return { ...l, end: text.length, explicit: l.explicit || (l.field.startsWith('owner_') && /\byour\b/i.test(q)) };
  }
  return null;
}

const PROSE_END = /\b(?:the|a|an|of|to|and|or|that|which|any|if|is|are|be|by|with|at any time|from|such|its|their)\s*$/i;
const OWNER_KIND = /^\s*(?:owner|principal|shareholder|member|partner)\s*#?\s*\d{1,2}\s*\(\s*(?:entity|company|corporat(?:e|ion)|business|individual|person|natural person|trust|holding(?: company| entity)?)(?: owner)?\s*\)\s*:/i;
// (Or a question's word before what it asks, "What percentage of the business does this owner own?".)
const QUESTION_LEAD = /^(?:(?:what|which)(?:'s | (?:is|are|was) )(?:the |your |their |its |his |her |this |this owner's |the owner's |each owner's |the business's |your business's )*|(?:what|which) (?=percent(?:age)? of |share of |(?:re)?payment\b)|(?:(?:and|so|now) )?(?:your |the business's )(?=\p{L}))/iu;
// (In Spanish and French too: "Dueño 1: Apellido(s), Nombre", "Propriétaire 2 - Titre".)
const OWNER_FIRST = new RegExp(String.raw`^\s*(?:${OWNER_ROLE_WORDS})\s*#?\s*\d{1,2}\s*[:\-–—]\s*(?=\p{L})`, 'iu');

/** A question as a conversational form asks it, its talk peeled off: a clause or sentence before it ("First things
 *  first: what's your first name?", "Nice to meet you, Andre. What's your title?", "In a few words, what does..."), the
 *  person it is asked of after it ("And your last name, Andre?"). */
function spokenQuestion(text: string): string {
  const q = text.replace(/^(?:[^?.!:]{1,40}(?:[.!:]|,(?=\s*(?:what|which|how|when|where|who|and|your)\b))\s+)+(?=\p{L})/iu, '');
  return q.replace(/,\s*\p{Lu}\p{Ll}+\s*(?=\?\s*$)/u, '');
}

/**
 * A piece that is only a label, however it is worded: alternatives ("EIN / Tax ID", "Corporate / Legal Name") and
 * a known label among a few more words ("Advance Amount Requested"). Its value is beside or below it, never in it.
 */
function labelOnly(text: string, ownerSection: boolean, loose: boolean): Label | null {
  const colon = text.indexOf(':');
  const head = (colon >= 0 ? text.slice(0, colon) : text).replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  const end = colon >= 0 ? colon + 1 : text.length;
  // A bilingual label prints each language after a slash: each part is a few words.
  // (Alternatives are worded with "or" too, in any language: "SSN or ITIN", "Seguro Social o ITIN".)
  const ALTERNATIVES = /\s*\/\s*|\s+(?:or|o|ou|u)\s+/i;
  if (!head || head.split(ALTERNATIVES).some((x) => x.split(' ').length > 8) || /\d(?<!(?:#|owner|principal|guarantor|dueñ[oa]|propietari[oa]|soci[oa]|garante|propriétaire|associée?)\s*\d)|[$@]|\b(?:l\.?l\.?c|inc|ltd|corp|co|l\.?l\.?p|p\.?c)\.?$/i.test(head)) return null;
  // A bracketed note may say what the label asks ("Term (# of payments)"): it is one more way the label is worded.
  const notes = [...(colon >= 0 ? text.slice(0, colon) : text).matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!.trim()).filter((n) => !/\d/.test(n.replace(/#/g, '')));
  let other: Label | null = null, name: Label | null = null;
  const parts = head.split(ALTERNATIVES);
  // A word before a slash shares the noun the wording after it ends on ("Trade / Operating Name" is "Trade Name /
  // Operating Name", not a trade asked): read so when both then name one field.
  const noun = parts.length === 2 && /^\p{L}+$/u.test(parts[0]!) && /\s(\p{L}+)$/u.exec(parts[1]!)?.[1];
  if (noun) {
    const a = matchLabel(`${parts[0]} ${noun}`, ownerSection, false, LABELS), b = matchLabel(parts[1]!, ownerSection, false, LABELS);
    if (a && b && a.field === b.field && a.field !== 'other') return { ...a, end };
  }
  for (const part of [...parts, ...notes]) {
    // (A one-word caption is a label as the whole caption only: "LEGAL / CORPORATE", wrapped over "NAME" in its cell,
    // is no legal name's label by its first word.)
    if (part !== head && WHOLE_CAPTION.test(part)) continue;
    const m = matchLabel(part, ownerSection, false, LABELS);
    // A name in one language and its part in the other ("Nom / Last name", French "nom" being the surname beside
    // "prénom"): the part, the narrower word saying which the form asks.
    if (m?.field === 'owner_name' && !m.explicit && part !== head) { name ??= { ...m, end }; continue; }
    if (m && name && !['owner_first', 'owner_last'].includes(m.field)) return name;
    if (m && m.field !== 'other') return { ...m, end };
    // A label of a value we do not keep, in one of its languages ("Teléfono / Phone"): still a label, never a value.
    if (m && part !== head) other ??= { ...m, end };
  }
  if (name) return name;
  return loose ? looseLabel(text, head, end, ownerSection, other) : other;
}

/** A label read loosely, once no part of it is a label as printed: two labels asked at once, or a known label among
 *  words that only qualify it. `other`: the label of a value we do not keep, if one was found. */
function looseLabel(text: string, head: string, end: number, ownerSection: boolean, other: Label | null): Label | null {
  // Two labels asked at once ("ITIN and date of birth"): the first's, its answer written first.
  const two = head.split(/\s+(?:and|&)\s+/);
  if (two.length === 2) {
    const a = matchLabel(two[0]!, ownerSection, false, LABELS), b = matchLabel(two[1]!, ownerSection, false, LABELS);
    if (a && b && a.field !== 'decoy') return { ...a, end };
  }
  // (A line of an agreement's prose, wrapped mid-sentence, is no label that a word of it names: it starts in small
  // letters and ends on a word a label never ends on, or runs over a sentence's end: "processing statements. If the
  // remittance exceeds the".)
  if (/^\p{Ll}/u.test(head) && head.split(' ').length >= 5 && (PROSE_END.test(head) || /\p{Ll}{3,}\.\s+"?\p{Lu}/u.test(head))) return other;
  for (const [field, re, explicit] of LOOSE) {
    if (field === 'owner_name' && !explicit && !ownerSection) continue;
    // A label first and other words after it is a label with its value ("Trade name Copperfield Tech"), unless the
    // words only qualify it ("Legal Name of Business", "Business Number incl. program account").
    const qualified = (m: RegExpExecArray) => {
      const after = head.slice(m.index + m[0].length).trim();
      // (Or say what it is used for: "Taxpayer ID used for the business", "Name filed under".)
      const qualifies = !after.replace(/^[.:#?]+/, '') || /^(?:of|for|the|to|as|in|on|if|and|et|y|incl\.?|including|per|by|\/|#|no\b|(?:de|del|du|des)\b|d')/i.test(after)
        || /^(?:used|filed|registered|issued|held)\s+(?:for|under|with|by|in)\b/i.test(after);
      // (A label's word in the middle of a name in capitals, "GARDEN STATE BUSINESS FUNDING", is the name's.)
      const named = m.index > 0 && !qualifies && head === head.toUpperCase() && !/[:?]/.test(text) && !/^(?:number|num|no|code|id|name|date|amount|type|%)\b/i.test(after);
      return !shareOfOther(field, m[0], head.slice(0, m.index)) && (m.index > 0 || qualifies) && !named;
    };
    // Every match, overlapping ones too ("Advance Amount Requested": "advance amount", then "amount requested").
    for (let at = 0; at < head.length; at++) {
      re.lastIndex = at;
      const m = re.exec(head);
      if (!m) break;
      if (qualified(m)) return { field, end, explicit: !!explicit };
      at = m.index;
    }
  }
  return other;
}

/**
 * `relaxed`: a known label with a few more words before its colon ("Requested Funding Amount:") is that label; tried
 * only when no label matches as printed, so "Date Established:" is a start date before it is a "Date:".
 */
function matchLabel(text: string, ownerSection: boolean, relaxed: boolean, labels: [string, RegExp, boolean?][]): Label | null {
  const t = text.trimStart();
  for (const [field, re, explicit] of labels) {
    const m = re.exec(t);
    if (!m) continue;
    if (field === 'owner_name' && !explicit && !ownerSection) continue;
    // Words glued to a label without a colon are a sentence, not a label and its value.
    const after = t.slice(m[0].length);
    // A note on how to fill the label in is the label's ("Business Number (BN) with program account, e.g. 123456789
    // RC0001", "DBA, if any"): its example is no value; the value is written where the label's goes (or after a colon).
    const hint = HINT.exec(after);
    if (hint && field !== 'decoy') {
      const colon = after.indexOf(':', hint[0].length);
      return { field, end: text.length - t.length + m[0].length + (colon >= 0 ? colon + 1 : after.length), explicit: !!explicit };
    }
    // A bracketed note and the label's other wording after it ("Tax ID (EIN) / No. Fiscal:", "Número de Identificación
    // Patronal (EIN) o Seguro Social"): all of it the label, its value after the colon or beside it.
    const alt = /^\s*\([^)]*\)\s*(?:\/|(?:or|o|ou|u)\s)\s*[^:\d$@()]{0,40}(?::|$)/i.exec(after);
    if (alt && field !== 'decoy') return { field, end: text.length - t.length + m[0].length + alt[0].length, explicit: !!explicit };
    // (Its other wording after a slash with a note after that, "Trade name / doing business as, if different from line
    // 1": the same field asked twice, the note the label's.)
    // (Or a bar between them, "Industry | Secteur d'activité".)
    const slash = field !== 'decoy' ? /^\s*[/|]\s*([^:/|]{2,80})$/.exec(after) : null;
    const again = slash ? matchLabel(slash[1]!, ownerSection, relaxed, labels) : null;
    if (again?.field === field) return { field, end: text.length - t.length + m[0].length + (after.length - slash![1]!.length) + again.end, explicit: !!explicit };
    // A value glued to its label, typed in the label's own font and size ("State Arizona", "Date Established
    // 06/04/2020"): the label's value when it is one of that label's kind (a state for a state, figures for figures).
    if (gluedValue(field, m[0], after)) return { field, end: text.length - t.length + m[0].length, explicit: !!explicit };
    // A dotted leader or a blank line after the label ("Legal Name ........", "Tax ID ____") leads to its value.
    if (after && !/^\s*[:#*%)?]|^\s*\.?\s*$|^\s{2,}|^\s*[._…]{3,}/.test(after) && !/^\s*\(/.test(after)) {
      if (field === 'decoy') return { field, end: t.length, explicit: true };
      // (Its words run on to a question's mark, "How often would you like to make payments?", or a figure's "$".)
      const more = relaxed ? /^[\w\s()/#%.'-]{1,30}?(?::|\$\s*$)|^[\w\s()/#%.',-]{1,80}\?\s*:?/.exec(after) : null;
      if (more && field !== 'other') return { field, end: text.length - t.length + m[0].length + more[0].length, explicit: !!explicit };
      continue;
    }
    return { field, end: text.length - t.length + m[0].length + (/^\s*[%?]/.test(after) ? after.search(/[%?]/) + 1 : 0), explicit: !!explicit };
  }
  return null;
}

// A value glued to its label and a state's label's code are judged in glued.ts (this file had grown past its size).
export { FIGURES, stateForLabel } from './glued.ts';

// (Or the paper the value is copied from: "Full legal name, as shown on a driver's license or passport".)
const HINT = /^\s*[,;–-]?\s*(?:(?:with|incl(?:uding|\.)?|and)\s[^:]{0,40}?[\s,(]+)?\(?\s*(?:e\.\s?g\.|ex\.|example|for example|such as|format\b|\d{1,2}\s*(?:digits?|chiffres?|characters?|caractères)\b|if (?:any|applicable|different|known|none)\b|(?:exactly )?as (?:it )?(?:is )?(?:shown|printed|written|appears|listed) (?:on|in)\b)/i;

export { QUESTION }; // (a question's number before its label: label-words.ts)
// Section headings are read in section-of.ts (this file had grown past its size).
export { sectionOf, type Section } from './section-of.ts';
