// A label piece read with its value: what field it asks, told by its words, its place and how it is answered, and the
// value written for it (reader.ts walks the pages and calls `labelled` on each piece that is no owner's table).
import type { PageText, Rect } from '../types.ts';
import { FIGURES, labelOf, type Label, type Section } from './labels.ts';
import { PLAIN_TAX_ID } from './label-words.ts';
import { inside, type Piece } from './pieces.ts';
import { answeredAfter } from './value-rules.ts';
import { boxBefore, checkboxRow, manyOptions, optionColumn, optionLine, optionRow } from './marks.ts';
import { amountMenu } from './amount-menu.ts';
import { type OwnerFound } from './owners.ts';
import { otherTongue } from './tongues.ts';
import { alongItsLine, countUnit, wrapped } from './along.ts';
import { captionOver, contextLabel } from './label-context.ts';
import { kindsRow } from './kinds-row.ts';
import { blank } from './values.ts';
import { letterhead, signatureBlock } from './guards.ts';
import { signerOf } from './signed-titles.ts';
import { captionUnder } from './not-heading.ts';
import { ownOrRent, surnameBesideGiven } from './reader-guards.ts';
import { valueOf, type Value } from './value-of.ts';
import { tableRowValue } from './table-row.ts';
import { labelsUnder } from './labels-under.ts';
import { besideColumns, headOver, type Heading } from './headings.ts';
import { wrappedCell, wrappedInBox } from './grid-rows.ts';
import { claimed } from './claimed.ts';
import { correctionOf } from './corrections.ts';
import { markedAfter } from './circled.ts';
import { industryGrid, scheduleAfter, scheduleUnder, toTick } from './reader-options.ts';
import { notOwnersHere, othersTerms } from './label-scope.ts';
import { requestColumn } from './request-column.ts';
import { valueFirst } from './values-first.ts';


type Found = OwnerFound;

/** The label piece `p` is, read by its words and its place, with the kind of number a mark ticked before it; null when
 *  it is none of the applicant's (a decoy's, a caption under a sentence's blank, an option's word). */
function labelHere(p: Piece, section: Section, page: PageText, pieces: Piece[], heads: Heading[]): { l: Label; ticked: string; kinds: ReturnType<typeof kindsRow>; column?: ReturnType<typeof requestColumn> } | null {
  // A piece written where a label's value goes is a value, whatever words it holds ("Main Street Payments").
  let l = labelOf(p.text, section === 'owner', section === 'funding', !claimed(p, pieces, heads));
  let ticked = '';
  // (A row asking the tax number's kind with the number written after its kinds: kinds-row.ts.)
  const kinds = !l ? kindsRow(p, section, page, pieces) : null;
  if (kinds) { l = kinds.label; ticked = kinds.ticked; }
  if (!l || l.field === 'other') { const c = contextLabel(p, l, section, page, pieces, heads); l = c.label; ticked = c.ticked; }
  // (A decoy's box may set the merchant's request beside its own terms, "Submitted | Merchant Asked": the row is read
  // in the request's column, request-column.ts.)
  // (Its row labels are the request's words, read as in a request's section: "Advance", "# Pmts".)
  const grid = section === 'decoy' ? l ?? labelOf(p.text, false, true) : null;
  const column = grid && GRID_FIELDS.has(grid.field) ? requestColumn(p, pieces) : undefined;
  const asked = !!column;
  if (asked) l = grid;
  if (!l || (section === 'decoy' && !asked) || l.field === 'decoy' || l.field === 'other' || otherTongue(p, l.field, pieces) || ownOrRent(p, l.field, pieces)) return null;
  // (A caption set small under a sentence's blank names the value over it, read with the sentence: none under it.)
  if (captionUnder(p, pieces)) return null;
  if (section === 'owner' && l.field === 'business_tax_id' && PLAIN_TAX_ID.test(p.text.slice(0, l.end).trim())) l = { ...l, field: 'owner_tax_id' }; // an owner's "Tax ID"
  if (surnameBesideGiven(p, l.field, pieces)) l = { ...l, field: 'owner_last' };
  return { l, ticked, kinds, column };
}

/** What piece `p` says as a label in `section`: its value found, an unanswered checkbox row, or nothing. */
export function labelled(p: Piece, section: Section, page: PageText, pieces: Piece[], heads: Heading[], below: ReturnType<typeof labelsUnder>, flipped: boolean): Found | null {
  const here = labelHere(p, section, page, pieces, heads);
  if (!here) return null;
  let { l } = here;
  let { ticked } = here;
  const { kinds } = here;
  if (toTick(p, page, pieces) || (l.field === 'number_of_payments' && countUnit(p, pieces))) return null;
  // A correction written beside a pre-printed value is the value (corrections.ts), whatever the row's boxes.
  const fix = correctionOf(p, pieces);
  l = { ...l, field: askedByAnswer(p, l, pieces) };
  // (A comparison grid's row reads its request column: request-column.ts.)
  if (GRID_FIELDS.has(l.field)) {
    const grid = here.column ?? requestColumn(p, pieces);
    if (grid === null) return null;
    if (grid) return { field: l.field, text: grid.text, label: p.text.slice(0, l.end).trim(), piece: grid.piece, confidence: grid.confidence, source: grid.piece.source, at: p };
  }
  const options = l.field === 'type_of_entity' || l.field === 'payment_frequency';
  const asked = options && !fix ? optionsAsked(p, l.field, page, pieces) : undefined;
  if (asked !== undefined) return asked;
  // (A signature block's title is kept apart with the signer's name, for the owner of that name: signed-titles.ts.)
  if (notOwnersHere(p, l, section, pieces)) { if (l.field !== 'owner_title' || !signatureBlock(p, pieces)) return null; l = { ...l, field: 'signed_title' }; }
  if (othersTerms(p, l.field, pieces, heads)) return null;
  // A value is written in its label's column: not across in the column another heading heads (a rule ending just
  // before a right-hand column's label is the left column's).
  const own = headOver(p, heads);
  // (A label closing with its colon answered right after it on its line is answered there, across a column's edge:
  // "Title:  Managing Member" on an owner's line under a grid of owners' columns.)
  const answered = answeredAfter(p, pieces);
  const inColumn = (r: Rect) => !own || r === answered || !besideColumns(own, headOver(r as Piece, heads));
  // (On a page whose labels follow their values, the value on the label's left: values-first.ts.)
  let v = kinds ? { piece: kinds.value, text: kinds.value.text, confidence: 0.85 } : flipped && !captionInBox(p, page) ? valueFirst(p, pieces)
    : valueOf(p, l, pieces.filter(inColumn), page.form?.boxes ?? [], (page.form?.rules ?? []).filter(inColumn), below);
  // (A table's caption reads its row: the one its check column ticks, else its first; table-row.ts.)
  const row = tableRowValue(p, v, pieces.filter(inColumn), page); if (row !== undefined) v = row;
  if (v && printedOption(v, p, l.field, options, pieces, page)) v = null;
  if (l.field === 'industry' && industryGrid(p, v?.piece, pieces, page)) return { field: 'asked', text: 'industry', label: p.text, piece: p, confidence: 1, source: 'text' };
  // (A grid's cell wrapped onto the line under it is one value: "Harbor Light" over "Fitness Inc."; so is a name in its box.)
  if (v && v.piece !== p) v = wrappedInBox(wrappedCell(alongItsLine(v, l.field, pieces, page.form?.boxes), pieces, { boxes: page.form?.boxes ?? [], rules: page.form?.rules ?? [] }), p, l.field, pieces, page.form?.boxes ?? []);
  if (!v || blank(v.text)) v = wrapped(p, l.field, pieces) ?? v;
  // (A row of answers printed after the label, one circled or ticked: that one, "Title: Owner (President) Member".)
  // (Not over a figure a label asking one was answered with: "Desired Payment: $ 3,212.04" before the schedule's boxes.)
  const ring = v?.piece !== p && !options && !(FIGURES.has(l.field) && /\d/.test(v?.text ?? '')) ? markedAfter(p, pieces, page) : null;
  if (ring) v = { confidence: 0.85, ...v, piece: ring, text: ring.text };
  // A bracketed note after the label is the label's ("Employer ID No. (EIN)": it types a bare 9-digit number).
  // (The kind ticked before a bare "Number" is the label's: "SIN Number".)
  if (fix) v = fix;
  // (So is the caption's other language printed over it: "EIN" over "Tax ID".)
  if (l.field === 'business_tax_id') ticked = `${ticked} ${captionOver(p, l.field, pieces)}`.trim();
  const label = `${ticked} ${p.text.slice(0, l.end)}${/^\s*\([^)]*\)/.exec(p.text.slice(l.end))?.[0] ?? ''}`.trim();
  // The issuer's own tax number in its letterhead or footer is no value of the merchant's.
  if (v && v.piece === p && l.field === 'business_tax_id' && letterhead(p, pieces, page.height)) return null;
  // (Nor is the same caption printed again, the next column's: "Legal Name of Owner" beside an empty owner's column.)
  if (v && !blank(v.text) && !(v.piece !== p && (sameCaption(v.text, l.field) || norm(v.text) === norm(p.text)))) {
    const signer = l.field === 'signed_title' ? signerOf(v.piece, pieces) : undefined;
    return { field: l.field, text: v.text, label, piece: v.piece, confidence: v.confidence, source: v.piece.source, at: p, ...(signer ? { names: [signer] } : {}), ...(v === fix ? { corrected: true } : {}) };
  }
  if (v && l.field === 'trade_name') return { field: l.field, text: '', label: p.text.slice(0, l.end).trim(), piece: v.piece, confidence: v.confidence, source: 'text' };
  if (process.env.FORMS_DEBUG) console.error(`no value ${l.field} (${p.text})${v ? ` blank ${JSON.stringify(v.text)}` : ''}`);
  return null;
}

/** The field a label asks, told by how it is answered. A bare "Remittance" or "Payment" answered with a schedule's words
 *  (written after it or under it, or a row of them to mark) asks for the schedule (not one naming an amount, "Payment
 *  Amount", with another field's label after it, "Average Monthly Revenue"; nor one answered with an amount in its own
 *  piece, "Desired Payment: $ 3,212.04", the schedule's boxes after it). "Business Type" asks for an entity type on
 *  some forms, an industry on others: a row of entity types says which. */
function askedByAnswer(p: Piece, l: Label, pieces: Piece[]): string {
  if (l.field === 'requested_payment' && !/amount|montant|monto|\$/i.test(p.text.slice(0, l.end)) && !/^[\s:]*\$\s*\d/.test(p.text.slice(l.end))
    && (scheduleAfter(p, pieces) || scheduleUnder(p, pieces))) return 'payment_frequency';
  if (l.field === 'industry' && optionRow(p, 'type_of_entity', pieces)) return 'type_of_entity';
  return l.field;
}

/** A checkbox row's label: its value is the option marked, not the first option printed (or a column of options under
 *  it, one under the other): the question asked where boxes are drawn (if none is marked, it went unanswered), nothing
 *  where options are only printed (a scan's guess); undefined when no options follow the label. */
function optionsAsked(p: Piece, field: string, page: PageText, pieces: Piece[]): Found | null | undefined {
  const column = optionColumn(p, field, pieces);
  if (!checkboxRow(p, page, pieces) && !optionRow(p, field, pieces) && !column) return undefined;
  const drawn = checkboxRow(p, page, pieces) || (!!column && boxBefore(column, page));
  return drawn ? { field: 'asked', text: field, label: p.text, piece: p, confidence: 1, source: 'text' } : null;
}

/** A caption within a drawn box (not a checkbox): the box holds its value, read by it (value-of.ts), whichever side
 *  of the caption the value is written. */
const captionInBox = (p: Piece, page: PageText) => (page.form?.boxes ?? []).some((b) => b.x1 - b.x0 > 40 && inside(p, b));
// The fields a comparison grid's row reads from its request column (request-column.ts): the terms asked, and the
// business's own fields in a grid of the applicant beside its parent or affiliate company.
const GRID_FIELDS: ReadonlySet<string> = new Set(['requested_amount', 'requested_payment', 'number_of_payments', 'payment_frequency',
  'legal_name', 'trade_name', 'type_of_entity', 'business_tax_id', 'business_start_date', 'industry', 'address', 'owner_ownership']);
const norm = (t: string) => t.trim().toLowerCase().replace(/[\s:]+$/, '');
/** Whether `text` is a caption asking field `field` and nothing more. */
const sameCaption = (text: string, field: string) => { const c = labelOf(text, true, false, false); return c?.field === field && !text.slice(c.end).replace(/[\s:#.*]/g, ''); };

/** A value found for label `p` that is one of the options printed to mark, no answer (the marked one is read as the
 *  row's: markedOptions). ("Business Type" over a row of entity types, "LLC | Corp | Sole Prop": an entity asked.) Any
 *  other question answered by ticking one of a row of boxes ("Estimated credit score: ( ) Under 550 (•) 550-619"): the
 *  option beside the first box. A menu of amounts to circle or tick: its first amount. */
function printedOption(v: Value, p: Piece, field: string, options: boolean, pieces: Piece[], page: PageText): boolean {
  if (options && ((v.piece !== p && optionLine(v.piece, field, pieces, page)) || manyOptions(v.text, field))) return true;
  if (v.piece === p) return false;
  return (field === 'industry' && optionLine(v.piece, 'type_of_entity', pieces, page)) || (!options && checkboxRow(p, page, pieces) && boxBefore(v.piece, page))
    || (/^requested_(?:amount|payment)$/.test(field) && amountMenu(v.piece, pieces));
}

