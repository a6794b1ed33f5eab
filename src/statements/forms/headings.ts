// Headings of a form's page (issue 36): section bars and headings worded as sections ("Business Information",
// "OWNERS"), the columns they head, and the section each piece is read in.
import { ownerItem } from './owners-items.ts';
import { ownerLine } from './owners-line.ts';
import type { Rect } from '../types.ts';
import { labelOf, QUESTION, sectionOf, type Section } from './labels.ts';
import { PLAIN_TAX_ID } from './label-words.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import { answeredAlike, headingValue } from './heading-value.ts';
import { HOW_TO, labelLike, notValue, SHEET_NOTE, valueOf, valueUnder } from './value-of.ts';
import { captionRule, captionUnderValue, onRuleAbove } from './value-rules.ts';
import { headingRule } from './heading-rule.ts';
import { level, rowCaption, rowOfCells } from './cells.ts';
import { gridCell } from './grid-rows.ts';
import { nameAfterNumber, nameUnderNumber } from './owner-number.ts';
import { inInputBox } from './input-box.ts';
import { namedAfter } from './label-after.ts';
import { valueRaisedBeside } from './icon-caption.ts';
import { boxedCaption } from './cell-caption.ts';
import { columns } from './head-columns.ts';
import { listRowEnds, ownersGoOn, questionEnds } from './section-ends.ts';
import { besidePair, caps, captionsRow, entityOption, headingStyled, listRow, listValue, menuItem, noHeading, otherLanguage, pageTitle, recordRow, tableCell, tagline, titleBar, underPair } from './not-heading.ts';

/** `y1`: a panel's foot, where a heading printed in a side panel stops heading (none: to the next heading). */
export interface Heading { piece: Piece; section: Section; x0: number; x1: number; y1?: number }

/**
 * The page's section headings, each over its column: from its left edge to the next heading printed beside it (a
 * two-column form's "Funding" heads the right column only). A heading stands alone: a piece with a value beside or
 * under it is a label ("Landlord  Delta Properties", a cell "Bank Routing Number" over its number).
 */
/** The section a piece's words name. (A question that a decoy's table answers, "33. Trade references:" with nothing
 *  after it, opens a decoy's section.) */
function sectionNamed(p: Piece, pieces: Piece[], boxes: Rect[]): Section | null {
  return sectionOf(p.text) ?? (/:\s*$/.test(p.text) && !pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 100)
    && sectionOf(p.text.replace(/:\s*$/, '')) === 'decoy' ? 'decoy' : null) ?? bandSection(p, pieces, boxes);
}

/** A piece naming a section that heads none: not a heading by its look (noHeading), a decoy's words that are the
 *  page's title or a broker's asked number ("ISO #" over its value), a heading's tagline beside it. */
function silenced(p: Piece, s: Section, pieces: Piece[], boxes: Rect[]): boolean {
  // (Nor a label whose dotted leader leads to its value, "Advance amount requested (whole dollars) ......".)
  // (A heading set between dashes, "-- OWNER 1 --", is no label: it heads.)
  return (!!p.leader && !!labelOf(p.text, true, true, true)) || sumsMoney(p.text) || WEB_ADDRESS.test(p.text.trim()) || furniture(p, pieces) || noHeading(p, pieces) || menuItem(p, pieces) || entityOption(p, pieces) || captionsRow(p, pieces) || (s !== 'decoy' && s !== 'owner' && tableCell(p, pieces)) || (s === 'decoy' && (titleOnly(p, pieces, boxes) || !!askedNumber(p, pieces) || pieces.some((o) => askedNumber(o, pieces) === p)))
    || pieces.some((h) => tagline(p, h));
}

/** A web address alone, a printed page's footer or a portal's link ("go.harborvine.com/app?step=1&iso=ISO-1594"):
 *  what a browser prints, heading nothing, whatever words its path holds. */
const WEB_ADDRESS = /^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/** A sum of money among its words (not in a bracketed note, "FUNDING REQUEST (minimum $5,000)"): an answer, no
 *  heading: "Samson MCA - $11,000.00 left, $109/day" under a question, "Fox Business Funding bal 21k" beside its label. */
const sumsMoney = (t: string) => /[$€£]\s?\d|\d\s?[kK]\b/.test(t.replace(/\([^()]*\)/g, ''));

/** A page's running footer: the page's last line, that numbers the page ("Gridiron Funding - Intake - Page 1 of 1"),
 *  and what is printed on it, a workbook's sheet tabs ("Application | Directors & Shareholders | Banking"). It names
 *  the document's parts on every page, heading none of them. (A heading at a page's top may share its line with the
 *  page's number: "OWNER INFORMATION   Page 2 of 3" heads what is under it.) */
const PAGE_NUMBER = /\bpage\s+\d{1,3}\s*(?:of|\/)\s*\d{1,3}\b/i;
const furniture = (p: Piece, pieces: Piece[]) => (PAGE_NUMBER.test(p.text) || pieces.some((q) => q !== p && sameLine(p, q) && PAGE_NUMBER.test(q.text)))
  && !pieces.some((q) => q.text && q.y0 > p.y1 && !sameLine(p, q));

/** Beside a heading, though written half a line off: a typewriter's or a hand's "Tariq V. Brennan" over "OWNER 2"'s foot. */
const besideHeading = (p: Piece, q: Piece) => sameLine(p, q) || Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0) >= 0.4 * Math.min(p.y1 - p.y0, q.y1 - q.y0);

export function headings(pieces: Piece[], boxes: Rect[], rules: Rect[] = []): Heading[] {
  const out: Heading[] = [];
  for (const p of pieces) {
    const s = p.text ? sectionNamed(p, pieces, boxes) : null;
    if (!s || silenced(p, s, pieces, boxes)) continue;
    if (p.band) { out.push({ piece: p, section: s, x0: p.x0 - 12, x1: Infinity }); continue; }
    // (A note telling how to fill it in, "PRINCIPAL(S)  (Print name LAST, FIRST)", or numbering its sheet, "(Owner #1 of 3)", is its own.)
    if (pieces.some((q) => q !== p && besideHeading(p, q) && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 30 && !labelOf(q.text, true, false, false) && !tagline(q, p) && !HOW_TO.test(q.text.trim()) && !SHEET_NOTE.test(q.text.trim()))) continue;
    // (An owner's number with the owner's name written after it, "Principal 1  Bethany Greer", however far along the
    // line, or opening a row of that owner's captions over the name, "Owner 1 | Title | % Own": a label of the name.)
    // (Nor one whose line reads as its owner's details, "Owner 1 | Hector E. Brennan | COO | 50": owners-line.ts.)
    if (nameAfterNumber(p, pieces) || nameUnderNumber(p, pieces) || (s === 'owner' && ownerLine(p, pieces))) continue;
    // (Nor is a list's line naming an owner, "1.  Mei Patel (Managing Member) - 55%": owners-items.ts.)
    if (ownerItem(p, pieces, s)) continue;
    // A caption after the rule its value is written on ("Stonebridge LLC ______ Landlord name & phone") is a label.
    if (captionRule(p, pieces, rules) || captionUnderValue(p, pieces, rules)) continue;
    // (Nor a key or its value in a record's row of cells: recordRow.)
    // (Nor a field's caption in a grid of boxed fields, left blank: boxedCaption.)
    // (Nor a value in a list of keys and values, "Lead Source  Partner ISO": listValue.)
    // (Nor a row of a list of labels each with its value beside it: listRow. But a row that opens an owner's or another
    // party's block, "Dueño 1 (Apellido, Nombre)  López, Raúl", an advances table's "Compañía  Saldo", still heads it:
    // what follows is not the business's.)
    if (aValue(p, s, pieces, boxes) || gridCell(p, pieces, { boxes, rules }) || recordRow(p, pieces, boxes) || boxedCaption(p, pieces, boxes)
      || (s !== 'owner' && s !== 'decoy' && listRow(p, pieces, boxes)) || listValue(p, pieces)) continue;
    // Nor is a value written on the rule a label is printed under ("Freight broker" over "Nature of business").
    // (A label with its value written beside it, "Corporate Name  Granite Peak Inc.", has no value over it: the rule
    // there is the heading's band.)
    // (Not a heading in capitals alone on a band across the page, a sheet's shaded row: labels hang from the band's
    // foot, no value is written on it; nor one over labels answered under them, "COMPANY INFORMATION" underlined.)
    // (Nor a label hanging from the heading's own rule: "Name" over "Yolanda Mbeki" under the rule across the page
    // under "Co-Signer", "Ownership %" at that rule's right end under "Principal", "Name" under "SPOUSE" underlined.)
    // (A heading in capitals over a table's row of column captions reaching well past it, "OPEN ADVANCES" over
    // "Company  Bal. owed  Payment", heads that table: a value's caption is one.)
    // (Or one numbered as a part of the form, "Section III - Owners, Officers ..." over its table's captions.)
    // (A part so numbered needs no reach: "SECTION D - CURRENT BALANCES WITH OTHER FUNDING COMPANIES" over "Company
    // Balance  Payment", though a hand wrote the values under them off their captions' edges.)
    const numbered = /^\s*(?:section|part|step)\s+(?:\d+|[A-Z]|[IVX]+)\b/i.test(p.text);
    // (A part numbered before its name in capitals, "4. OWNERS, DIRECTORS AND GUARANTORS (20% or more)", is no value
    // a hand wrote over a label under it, though a hand's "50 %" stands on its line.)
    // (So is one whose number OCR read as a piece of its own before it, "2." "Funding Request" on a scan's band.)
    const numberBefore = pieces.some((q) => q !== p && sameLine(p, q) && q.x1 <= p.x0 + 1 && p.x0 - q.x1 < 12 && /^\s*\d{1,2}[.)]\s*$/.test(q.text));
    const part = (/^\s*\d{1,2}[.)]\s+\p{Lu}{3}[\p{Lu}\s,&/-]*(?:\([^()]*\))?\s*$/u.test(p.text) || (numberBefore && /^\s*\p{Lu}[\p{L}\s,&/-]*$/u.test(p.text))) && !!sectionOf(p.text);
    if (!part && !((capsTitle(p.text) || numbered) && (alone(p, pieces, boxes) || headerRowUnder(p, pieces, numbered ? -Infinity : 50))) && pieces.some((q) => q !== p && q.text && q.y0 > p.y0 && q.y0 - p.y1 < 10 && labelOf(q.text, true, false, false) && onRuleAbove(q, pieces, rules) === p
      && !headingRule(p, q, pieces, rules) && !pieces.some((r) => r !== q && r.text && sameLine(q, r) && r.x0 >= q.x1 - 2 && r.x0 - q.x1 < 120 && !notValue(r)) && !valueUnder(q, pieces))) continue;
    // A field's label ("Owner Name" over its column) is no heading; a decoy's or another label is one when no value
    // goes with it ("Trade References" over its table).
    // (A value found only loosely under it, with no box around them, is the section's first row: confidence 0.6.)
    // A cell's label in a row of other fields' labels ("FEIN | BANK ABA / ROUTING NO. | DATE ESTABLISHED") heads
    // only its own cell.
    // (Labels of its own row only: not another column's heading or label far across the page, nor a label a few
    // points lower that the heading's taller band reaches.)
    if (pieces.some((q) => q !== p && q.text && level(p, q) && (q.x0 >= p.x1 ? q.x0 - p.x1 : p.x0 - q.x1) < 150 && !sectionOf(q.text)
      && !['decoy', 'other'].includes(labelOf(q.text, false, false, false)?.field ?? 'decoy'))) continue;
    if (answeredLabel(p, pieces, boxes, rules)) continue;
    out.push({ piece: p, section: s, x0: columnStart(p, pieces) - 12, x1: Infinity });
  }
  const heads = columns(smallLabels(out, pieces), boxes, pieces, rules);
  for (const h of heads) { questionEnds(h, pieces); listRowEnds(h, pieces); if (h.section === 'decoy') bandEnds(h, pieces, boxes); }
  return [...heads, ...ownersResume(pieces, heads)];
}

/** Alone on its line over a label answered on its own line ("Funding Requested" over "Amount: 63,000   Payment:
 *  $1,102.82", a caption set into its box's border): what is under it is the next field, not its answer. */
function overAnsweredLabels(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  if (pieces.some((q) => q !== p && q.text && sameLine(p, q))) return false;
  const near = pieces.filter((q) => q.text && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < 1.6 * h && q.x1 > p.x0 - 15 && q.x0 < p.x1).sort((a, b) => a.y0 - b.y0)[0];
  // (The line's first piece: a hand's value on it may stand a point higher than its caption.)
  const under = near && pieces.filter((q) => q.text && sameLine(q, near) && q.x1 > p.x0 - 15).sort((a, b) => a.x0 - b.x0)[0];
  if (!under || !notValue(under) || Math.abs(under.x0 - p.x0) > 15) return false;
  return pieces.some((q) => q !== under && q.text && sameLine(q, under) && q.x0 >= under.x1 - 2 && q.x0 - under.x1 < 150 && !notValue(q));
}

/** A title in capitals, a bracketed note in small letters after them too: "DIRECTORS & SHAREHOLDERS (20% or more)". */
const capsTitle = (t: string) => caps(t.replace(/\s*\([^()]*\)\s*$/, ''));

/** A label worded like a heading that a value goes with: no heading (`headings`). */
function answeredLabel(p: Piece, pieces: Piece[], boxes: Rect[], rules: Rect[]): boolean {
  const l = labelOf(p.text);
  // (A decoy's words over a table's row of captions head that table: "Existing Bluewater Position (from our servicing
  // system)" over "Contract No. | Funded | Balance | Payment".)
  if (l?.field === 'decoy' && tableUnder(p, pieces)) return false;
  // A numbered heading worded like a label ("2. Funding Requested") or one in capitals ("FUNDING REQUESTED") is a
  // heading unless a value goes with it.
  // (A field's code, "A13 Nature of business", numbers a field within its section, not a section.)
  // (So is one numbered as a part of the form, "Section C - Ownership".)
  // (A heading in capitals keeps its bracketed note in small letters: "OWNERSHIP (list every owner of 20% or more)".)
  // (A title naming a section with a label's word only among its other words, "Granite State Funding - Owner
  // Information": the words name the section, not a field.)
  const weak = (QUESTION.test(p.text) && !/^\s*[A-H]\d/.test(p.text)) || caps(p.text.replace(/\s*\([^()]*\)\s*$/, '')) || /^\s*(?:section|part)\s+(?:\d+|[A-Z]|[IVX]+)\s*[-–—:.)]/i.test(p.text)
    || (!!l && !labelOf(p.text, true, false, false))
    // (Or one set alone on a band across the page as the form's other sections are: "Financement demandé / Funding
    // requested" on its shaded bar, its fields in their own boxes under it.)
    || alone(p, pieces, boxes) || (!!l && headingStyled(p, pieces)) || overAnsweredLabels(p, pieces);
  // (Nor is a caption under a band's heading its value: "FINANCING REQUESTED" on its band over "Amount | CAD 132,500.00".)
  const found = l ? headingValue(p, l, pieces, boxes, rules) : null;
  const v = found && found.piece !== p && alone(p, pieces, boxes) && (notValue(found.piece) || !!labelOf(found.piece.text, true, sectionOf(p.text) === 'funding')) ? null : found;
  // (A heading styled as the page's others, "6  Trade reference" in their large type, is answered by a value, not by
  // a rule left empty under it.)
  if (l && ((!weak && !['decoy', 'other'].includes(l.field)) || ((v?.confidence ?? 0) > 0.6 && (!!v?.text || !headingStyled(p, pieces))))) return true;
  if (l && v && answeredUnder(p, l.field, v.piece, pieces)) return true;
  // (Nor one answered under it as the form's other labels are: "Landlord" over "PALMETTO PROPERTIES".)
  if (l && v && v.piece !== p && answeredAlike(p, v.piece, pieces)) return true;
  // (Nor a question answered in an input box of its own right under it: "WHAT DOES THE BUSINESS DO?" over its box.)
  if (l && v && v.piece !== p && !['decoy', 'other'].includes(l.field) && inInputBox(p, v.piece, boxes)) return true;
  // Nor is one of a row of labels each over its value ("LEGAL NAME ... DOING BUSINESS AS" over their two values),
  // however far apart the row's cells are.
  // (A label of a field we do not read, "Years in business" over "14" in such a row, too.)
  const h = p.y1 - p.y0;
  const under = v && v.piece !== p ? v.piece : !l ? pieces.find((q) => q.text && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < h * 1.2 && Math.abs(q.x0 - p.x0) < 15 && !notValue(q)) : undefined;
  if ((under && l?.field !== 'decoy' && rowOfCells(p, under, pieces, boxes, rules)) || ((!l || l.field === 'other') && rowCaption(p, pieces, 1))) return true;
  return false;
}

/** Where a heading's column starts: at the heading, or at the first cell of a table's header row it stands in ("Field |
 *  Owner 1": a corner cell that is no label, with labels under it), or at the section's number before it ("3  Owner 1"
 *  in a badge). */
function columnStart(p: Piece, pieces: Piece[]): number {
  const corner = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x1 < p.x0);
  // (A table's corner is a column's width from it, not a page's: "Where is it located?" on the first of three phone
  // screens side by side is no corner of "Consent (PIPEDA)" on the third.)
  const c = corner.length === 1 && p.x0 - corner[0]!.x1 < 200 && !labelOf(corner[0]!.text, true, false, false) && !sectionOf(corner[0]!.text) ? corner[0]! : null;
  const labelled = c && pieces.filter((q) => q.y0 > c.y1 - 1 && Math.abs(q.x0 - c.x0) < 6).sort((a, b) => a.y0 - b.y0).slice(0, 2);
  // (So is its part's name before it, "Part IV" in the margin before "Owners, Partners or Officers".)
  const number = corner.length === 1 && (/^\(?\d{1,2}[.)]?$/.test(corner[0]!.text.trim()) || /^(?:part|section|step|schedule)\s+(?:\d{1,2}|[IVX]{1,4}|[A-H])[.:]?$/i.test(corner[0]!.text.trim()))
    && p.x0 - corner[0]!.x1 < 30 ? corner[0]! : null;
  return number ? number.x0 : c && labelled && labelled.length === 2 && labelled.every((q) => labelOf(q.text, true, false, false)) ? c.x0 : p.x0;
}

/** A label naming an owner by number ("Owner 1 (Last, First)", "Dueño 1: Apellido, Nombre") printed after a decoy's
 *  table (the other funders' advances, a funder's name in it read as a heading) or the funding request, with no
 *  heading of its own: the owners' section starts there. Read as a heading over the page's width, though the label
 *  itself is still read (a copy of it heads). */
function ownersResume(pieces: Piece[], heads: Heading[]): Heading[] {
  const out: Heading[] = [];
  for (const p of pieces) {
    if (!p.text || !OWNER_NUMBERED.test(p.text) || !labelOf(p.text, true, false, false)?.field.startsWith('owner_')) continue;
    if (['decoy', 'funding'].includes(sectionAt(p, [...heads, ...out], 'business'))) out.push({ piece: { ...p }, section: 'owner', x0: p.x0 - 12, x1: Infinity });
  }
  return out;
}
const OWNER_NUMBERED = /^\s*(?:owner|principal|guarantor|officer|dueñ[oa]|propietari[oa]|soci[oa]|garante|propriétaire|associée?)\s*#?\s*\d{1,2}(?![\d])/iu;

/** A caption with its value typed right under it: a field's label, however it is set ("DOING BUSINESS AS" over "Union
 *  Street Pet Grooming"); a numbered question with its answer indented under it ("5. CRA Business Number" over "821
 *  846 318"); a decoy's caption in a row of captions ("LANDLORD / PROPERTY MANAGER" beside "LANDLORD PHONE") heads its
 *  own cell, not the funding request's row under it. */
function answeredUnder(p: Piece, field: string, v: Piece, pieces: Piece[]): boolean {
  const captions = field === 'decoy' && pieces.some((q) => q !== p && q.text && sameLine(p, q) && labelOf(q.text, true, false, false));
  // (Indented under it as far as a question's answer, a decoy's caption in a row: "Landlord / Mortgage Holder:" over
  // "    Bernadette Ashdown".)
  return v !== p && (!['decoy', 'other'].includes(field) || captions) && v.x0 - p.x0 > -8 && v.x0 - p.x0 < (QUESTION.test(p.text) || captions ? 30 : 8)
    && v.y0 - p.y1 < 0.5 * (p.y1 - p.y0) && !sectionOf(v.text);
}

/** A value, though worded like a section: written beside its label or under it, a caption under its value. */
function aValue(p: Piece, s: Section, pieces: Piece[], boxes: Rect[]): boolean {
  // (Or beside a label printed in two languages, one line over the other: "Redwood MCA" right of "Financiador sugerido"
  // over "Target funder".)
  if (pieces.some((q) => q !== p && q.text && q.x1 <= p.x0 && (() => { const o = otherLanguage(q, pieces); return !!o && besidePair(p, q, o); })())) return true;
  // (Or under such a label, in its column: "Sociedad entre socios" under "Tipo de Entidad" over "Type of Entity".)
  // (Not one answered beside already, "Frequency / Fréquence" before its options: what is under it is the next part's.)
  const answered = (q: Piece, o: Piece) => pieces.some((r) => r !== p && r !== q && r !== o && r.text && besidePair(r, q, o) && !notValue(r));
  if (pieces.some((q) => q !== p && q.text && q.y1 <= p.y0 + 2 && (() => { const o = otherLanguage(q, pieces); return !!o && underPair(p, q, o) && !answered(q, o); })())) return true;
  // Written beside its label ("Title: Owner", "Funding Solutions LLC", "Other: Unlimited Liability Company").
  if (pieces.some((q) => q !== p && q.text && sameLine(p, q) && p.x0 >= q.x1 - 2 && p.x0 - q.x1 < 30 && (labelOf(q.text, true, false, false) || labelLike(q.text)))) return true;
  // Nor is a caption printed in smaller type right under its value ("Reference" under a comb's "0 0 0 3").
  if (pieces.some((q) => q !== p && q.text && q.y1 <= p.y0 + 2 && p.y0 - q.y1 < 0.8 * (p.y1 - p.y0) && Math.abs(q.x0 - p.x0) < 6
    && q.y1 - q.y0 > 1.6 * (p.y1 - p.y0) && !notValue(q))) return true;
  // Nor is a value written just under its label or right of it ("Nature of Business" over "Freight broker").
  // (A decoy's words only, "Freight broker", "Bank of the West": a business's or owners' heading under a label's row
  // is read as the heading it looks like.)
  // Nor is a value its label's reading finds across its line ("Title .......... Owner" in a table of two columns).
  const before = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x1 <= p.x0 + 2).sort((a, b) => b.x1 - a.x1)[0];
  const bl = before && labelOf(before.text, true, false, false);
  if (before && bl && !['decoy', 'other'].includes(bl.field) && valueOf(before, bl, pieces, boxes)?.piece === p) return true;
  // (Nor a value its label follows in its cell, label-after.ts, nor a caption with its value raised beside it, icon-caption.ts.)
  if (namedAfter(p, pieces, boxes, notValue, (t) => !!labelOf(t, true, false, false)) || valueRaisedBeside(p, pieces, notValue)) return true;
  // (Nor is a title written under its label, "Partner" or "Owner" under "Job title": the owners' words are titles too;
  // nor an entity written under its label, "Limited Liability Company" under "Form of Organization".)
  // (An entity's name worded as an owners' heading, "Sole Proprietor" under "Legal structure", too.)
  const under = (l: { field: string }) => s === 'decoy' || l.field === 'owner_title' || l.field === 'type_of_entity' || (s === 'business' && !['decoy', 'other'].includes(l.field) && !l.field.startsWith('owner_'));
  // (Its top a little over the label's foot too: a viewer's text box placed a shade high in its cell.)
  if (pieces.some((q) => q !== p && q.text && q.y1 <= p.y0 + Math.max(2, 0.35 * (p.y1 - p.y0)) && q.y0 < p.y0 - 2 && p.y0 - q.y1 < (p.y1 - p.y0) * 0.8 && Math.abs(p.x0 - q.x0) < 8
    && !answersBeside(q, pieces) && (() => { const l = labelOf(q.text, true, false, false); return !!l && under(l) && valueOf(q, l, pieces, boxes)?.piece === p; })())) return true;
  return false;
}

/** A row of three or more captions right under `p` (within a line; two of them labels, "Bal. owed" may be none), the
 *  first at its left edge, reaching well past its right end (`reach` points). */
/** A table right under `p`: a row of three pieces at least, and a row under it with pieces starting where three of
 *  them start (its captions and its first row of values). */
function tableUnder(p: Piece, pieces: Piece[]): boolean {
  const first = firstUnder(p, pieces);
  const row = first ? pieces.filter((q) => q.text && sameLine(q, first) && q.x0 >= first.x0 - 1) : [];
  if (row.length < 3) return false;
  const next = pieces.find((q) => q.text && q.y0 >= first!.y1 - 1 && q.y0 - first!.y1 < 1.5 * (first!.y1 - first!.y0) && Math.abs(q.x0 - first!.x0) < 4 && !sameLine(q, first!));
  const values = next ? pieces.filter((q) => q.text && sameLine(q, next)) : [];
  return row.filter((c) => values.some((q) => Math.abs(q.x0 - c.x0) < 4)).length >= 3;
}

/** The piece starting the line right under `p`, where `p` starts. */
const firstUnder = (p: Piece, pieces: Piece[]) => pieces.find((q) => q !== p && q.text && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < p.y1 - p.y0 && Math.abs(q.x0 - p.x0) < 6);

function headerRowUnder(p: Piece, pieces: Piece[], reach = 50): boolean {
  const h = p.y1 - p.y0;
  const first = firstUnder(p, pieces);
  const row = first ? pieces.filter((q) => q.text && sameLine(q, first) && q.x0 >= first.x0) : [];
  const captions = (r: Piece[]) => r.length >= 3 && r.filter((q) => labelOf(q.text, true, false, false)).length >= 2;
  if (first) return captions(row) && Math.max(...row.map((q) => q.x1)) > p.x1 + reach;
  // (Or centred over the row, a merged cell's title over its table: "DIRECTORS & SHAREHOLDERS" over "Name | Position
  // | % Owned | SIN ...", the row reaching past it on both sides.)
  const under = pieces.find((q) => q !== p && q.text && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < h && q.x1 > p.x0 && q.x0 < p.x1);
  const line = under ? pieces.filter((q) => q.text && sameLine(q, under)) : [];
  if (!captions(line)) return false;
  const x0 = Math.min(...line.map((q) => q.x0)), x1 = Math.max(...line.map((q) => q.x1));
  return x0 < p.x0 - reach && x1 > p.x1 + reach && Math.abs((x0 + x1) / 2 - (p.x0 + p.x1) / 2) < 0.15 * (x1 - x0);
}

/** A label in a column of labels each answered on its own line ("Name  Camille Whitfield" over "Title  Managing
 *  Member"): the form writes values beside its labels, so what is printed under one left blank is the next row, not
 *  its value ("OPEN ADVANCES" under owner 2's blank "Residence" heads the advances' table). */
function answersBeside(q: Piece, pieces: Piece[]): boolean {
  const beside = (o: Piece) => pieces.some((r) => r !== o && r.text && sameLine(o, r) && r.x0 >= o.x1 - 2 && r.x0 - o.x1 < 60 && !notValue(r) && !labelOf(r.text, true, false, false));
  const column = pieces.filter((o) => o !== q && o.text && Math.abs(o.x0 - q.x0) < 3 && !!labelOf(o.text, true, false, false));
  // (More of them so than under their labels: "Requested Amount:  $80,000" lower in a column of labels each over its
  // value, "Entity Type" over "Sole Proprietor", is the funding block's own way.)
  const n = column.filter(beside).length, under = column.filter((o) => !beside(o) && valueUnder(o, pieces)).length;
  return !beside(q) && n >= 2 && n > under;
}

/** A form's headings share one style: a heading worded like a label ("REQUESTED FUNDING AMOUNT") in type clearly
 *  smaller than two of the page's headings worded as nothing else ("FUNDING REQUEST", "OWNER 1") is a field's caption
 *  in a row of them, not a heading. */
function smallLabels(heads: Heading[], pieces: Piece[]): Heading[] {
  const size = (h: Heading) => h.piece.y1 - h.piece.y0;
  const field = (h: Heading) => !['decoy', 'other'].includes(labelOf(h.piece.text, true, false, false)?.field ?? 'other');
  // (The sections' headings, not the form's title or the funder's name over it: printed above every field's label,
  // they are set larger than any section's heading on any form.)
  const firstLabel = Math.min(...pieces.filter((q) => q.text && !heads.some((h) => h.piece === q) && labelOf(q.text, true, false, false)).map((q) => q.y0));
  const pure = heads.filter((h) => !labelOf(h.piece.text, true, false, false) && h.piece.y0 > firstLabel);
  return heads.filter((h) => !field(h) || pure.filter((o) => size(o) >= 1.3 * size(h)).length < 2);
}

/** A page's title, naming the document, no decoy's heading. (A heading alone on a band across the page, at a page's
 *  top too, heads its section: "CO-SIGNER / PERSONAL GUARANTOR (NOT AN OWNER)" on page 2's first bar; not an app's
 *  title bar, from the page's very top edge: "Broker Pipeline".) */
const titleOnly = (p: Piece, pieces: Piece[], boxes: Rect[]) => pageTitle(p, pieces) && (!alone(p, pieces, boxes, 1.5) || titleBar(p, boxes));

/** A decoy's label asking one number ("ISO #", "Ref. No.") with its value just under it: a field, no section, nor is
 *  its value ("ISO-6117") one (a broker's number printed in a corner silences its own value, not the column of the
 *  merchant's fields under it). Returns the value. */
const askedNumber = (p: Piece, pieces: Piece[]) => (p.text && /(?:#|\bno\.?|\bnumber)\s*:?\s*$/i.test(p.text) && labelOf(p.text, true, false, false)?.field === 'decoy'
  && (pieces.find((q) => q !== p && q.text && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < p.y1 - p.y0 && Math.abs(q.x0 - p.x0) < 8 && (/\d/.test(q.text) || !labelOf(q.text, true, false, false)))
    // (Or answered on its line with a figure, "ISO #  ISO-9985" on its rule.)
    ?? pieces.find((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 100 && /\d{3}/.test(q.text)))) || null;

/** Alone in a box across the page, a band a line or two high. */
const alone = (p: Piece, pieces: Piece[], boxes: Rect[], wider = 3) => boxes.some((b) => b.x1 - b.x0 >= Math.max(300, wider * (p.x1 - p.x0)) && b.y1 - b.y0 < 3 * (p.y1 - p.y0)
  && inside(p, b) && !pieces.some((q) => q !== p && q.text && inside(q, b)));

/** A section's heading worded as a field's question, alone on a band across the page ("HOW MUCH DO YOU NEED?" on a
 *  shaded bar): the section of that field, the request's or the owners'. */
function bandSection(p: Piece, pieces: Piece[], boxes: Rect[]): Section | null {
  if (!alone(p, pieces, boxes)) return null;
  const f = labelOf(p.text)?.field ?? '';
  return /^(?:requested_|number_of_payments|payment_frequency)/.test(f) ? 'funding' : f.startsWith('owner_') ? 'owner' : null;
}

/** The heading over a piece's column: the last one above it whose column holds it. */
export const headOver = (p: Piece, heads: Heading[]) => heads.filter((h) => covers(h, p)).sort((a, b) => b.piece.y0 - a.piece.y0)[0];
const covers = (h: Heading, p: Piece) => h.piece.y0 <= p.y0 + 1 && p.x0 >= h.x0 && p.x0 < h.x1 && p.y0 < (h.y1 ?? Infinity);
/** Two headings heading columns side by side. */
export const besideColumns = (a: Heading | undefined, b: Heading | undefined) => !!a && !!b && a !== b && (a.x1 <= b.x0 || b.x1 <= a.x0);

/** The section a piece is in: the last heading above it over its column; a page starts in the section the page
 *  before ended in (an owners' section continued overleaf), the first page with the business. */
export function sectionAt(p: Piece, heads: Heading[], carried: Section): Section {
  let best: Heading | null = null;
  for (const h of heads) if (covers(h, p) && (!best || h.piece.y0 >= best.piece.y0)) best = h;
  return best?.section ?? carried;
}

/** An owner's page naming the business it belongs to: "Business Legal Name" over "Full Legal Name", "Ownership", "SSN"
 *  and "Credit Score", a person's details under it before any other business-only label. The owners' section goes on. */
function businessNamedForOwner(b: Piece, field: string, pieces: Piece[]): boolean {
  if (field !== 'legal_name' && field !== 'trade_name') return false;
  const h = b.y1 - b.y0, under = pieces.filter((q) => q.page === b.page && q.text && q.y0 > b.y1 && q.y0 - b.y1 < 10 * h).sort((x, y) => x.y0 - y.y0);
  const at = (fields: string[]) => under.findIndex((q) => fields.includes(labelOf(q.text, true, false, false)?.field ?? ''));
  const person = at(['owner_ownership', 'owner_credit', 'owner_tax_id']), business = at([...BUSINESS_ONLY]);
  return person >= 0 && (business < 0 || business > person);
}

/** Labels only a business has: where one is printed in an owners' section, the business's section has begun. */
const BUSINESS_ONLY: ReadonlySet<string> = new Set(['legal_name', 'trade_name', 'business_tax_id', 'type_of_entity', 'industry', 'business_start_date']);

/**
 * Owners' sections that end where the business's labels begin: a piece under an owners' heading (or a page that
 * opened in the owners' section) is the business's once a business-only label has been printed above it, below that
 * heading, over its column. (A company owner's line, its name and EIN beside its share owned, is an owner's.)
 */
export function businessResumes(pieces: Piece[], heads: Heading[], carried: Section, option: (p: Piece) => boolean): (p: Piece, s: Section) => Section {
  const headAt = (p: Piece) => headOver(p, heads);
  const starts = pieces.filter((p) => {
    // (Not an option to tick, "Owner type: [ ] Individual [X] Entity": a box's word asks nothing.)
    if (!p.text || sectionAt(p, heads, carried) !== 'owner' || option(p)) return false;
    const l = labelOf(p.text, false, false, false);
    // (A plain "Tax ID" in an owner's block is the owner's: reader.ts.)
    return !!l && BUSINESS_ONLY.has(l.field) && !(l.field === 'business_tax_id' && PLAIN_TAX_ID.test(p.text.slice(0, l.end).trim())) && !ownersGoOn(p, pieces)
      && !businessNamedForOwner(p, l.field, pieces);
  });
  return (p, s) => {
    if (s !== 'owner' || !starts.length) return s;
    const from = headAt(p)?.piece.y0 ?? -Infinity;
    return starts.some((b) => b.y0 > from && b.y0 <= p.y0 + 1 && headAt(b) === headAt(p)) ? 'business' : s;
  };
}

/** Whether a heading over the piece's column names its section (not only the page's start). */
export const sectionHeaded = (p: Piece, heads: Heading[]) => heads.some((h) => covers(h, p));

/** A decoy's heading ends at a band across the page under it holding a heading of its own ("ISO / Sales Rep" in the
 *  letterhead's corner over the band "A. CONTRACTOR"): a new part of the form, whatever its words. */
function bandEnds(h: Heading, pieces: Piece[], boxes: Rect[]): void {
  // (A letterhead's band from the page's top edge, "Revenue-Based Funding Application | Broker Form NAP-7" on it:
  // what is printed on it heads nothing under it.)
  const letterhead = boxes.find((b) => b.y0 <= 1 && b.x1 - b.x0 >= 300 && b.y1 - b.y0 < 120 && inside(h.piece, b));
  if (letterhead) h.y1 = Math.min(h.y1 ?? Infinity, letterhead.y1);
  const band = boxes.filter((b) => b.y0 >= h.piece.y1 - 1 && b.x0 <= h.piece.x0 && b.x1 >= h.piece.x1 && pieces.some((q) => q !== h.piece && q.text && inside(q, b) && alone(q, pieces, boxes)))
    .sort((a, b) => a.y0 - b.y0)[0];
  if (band) h.y1 = Math.min(h.y1 ?? Infinity, band.y0);
  // (A decoy's caption in a cell of a row of cells, "Referred by" beside "Amount Requested", its value left blank,
  // heads its own cell: the row under it is no referrer's.)
  // (Not a band beside another section's band, "A. BUSINESS" and "FILE SUMMARY (office use)" each shaded over its column.)
  const band2 = (o: Rect) => pieces.some((q) => q !== h.piece && q.text && inside(q, o) && !!sectionOf(q.text));
  const cell = boxes.find((b) => inside(h.piece, b) && b.y1 - b.y0 < 40 && boxes.some((o) => o !== b && Math.abs(o.y0 - b.y0) < 3 && Math.abs(o.y1 - b.y1) < 3 && !band2(o)));
  if (cell) h.y1 = Math.min(h.y1 ?? Infinity, cell.y1);
}
