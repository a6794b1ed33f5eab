// What of a row's words is the item's text (metrics.md: "the description: the full text of the item"). Every column's
// words are, in column order (a channel or reference column too, as the challenge set's truth keeps them), except
// words that only label the item, which a person reading the table does not take for its text:
//  - a column whose header says it classifies the item, printed after its text column: its type or category ("Type",
//    "TRN type", "Category"), the kind of posting the bank or an aggregator assigns ("ACH credit", "Fee", "Income")
//    printed beside the text, as the real printout's and portal report's hand-checked truths leave it out. A type
//    column printed before the text column reads as the text's first words and stays (the L9 exports' truth keeps it);
//  - where the column header names no description column but reference or type columns, the row line holds the
//    item's fields (references, codes) and the text is printed on a line of its own under it (a narrative): the lines
//    under the row are the text (a row printed without one keeps its line).
// Both are read from the table's own column header, never from a layout's words or positions.
import type { ParseSettings } from '../settings.ts';
import type { Section, TxRecord } from './records.ts';
import type { TextToken } from './tokens.ts';

/** A header word naming a column that classifies the item. */
const KIND = /^((trn|transaction|txn)\s+)?(type|category|kategorie|typ|status)$/i;
/** A header word naming the item's text. */
/** A header word naming an item's field: a reference or a type code. */
const FIELD = /\b(ref(erence)?|type)\b/i;
/** One name of a document or reference number column (English, Spanish, Portuguese), or of a cheque number beside one. */
const NUMBER_PART = /^(n[oº°]\.?\s*)?(ref(erence)?|referencia|refer[eê]ncia|documento?|doc|chq|cheque)\.?(\s*(no|n[oº°]|#)\.?)?$/i;
const REFERENCE = /^(n[oº°]\.?\s*)?(ref|doc)/i;
/** A header cell naming a reference number column: "Ref. No.", "Chq./Ref.No.", "Ref No./Cheque No." (never a cheque column alone). */
const numberColumn = (label: string): boolean => {
  const parts = label.trim().split(/\s*\/\s*/);
  return parts.every((p) => NUMBER_PART.test(p)) && parts.some((p) => REFERENCE.test(p));
};
const TEXT = /\b(description|details?|particulars|narrative|narration|memo|payee|transaction|beschreibung|verwendungszweck|buchungstext|libell[eé]|concepto|descrizione|omschrijving)\b/i;

export interface ItemFields {
  /** x ranges of the classifying columns (from their header word to the next header word). */
  kinds: { x0: number; x1: number }[];
  /** The header names no description column, only fields (references, type codes): the text is under the row. */
  fieldsOnly: boolean;
  /** Where the section's core system cuts the text into lines mid-word (at a field's width), or null: see cutEdge. */
  cutEdge: number | null;
}

/** The classifying columns and whether a description column is named, from the section's column headers. */
export function itemFields(s: Section, P: ParseSettings): ItemFields {
  const pad = P.records.indentPad;
  const kinds: ItemFields['kinds'] = [];
  let described = false;
  let fields = false;
  for (const h of s.headers) {
    const words = [...h.text].sort((a, b) => a.x0 - b.x0);
    // Where the item's text column is named, a type column printed before it reads as the text's first words ("ACH
    // credit  SHOPIFY PAYOUT ..."); one printed after it is a label beside the text, as a person reads the line.
    const textAt = words.find((x) => TEXT.test(x.text))?.x0 ?? Infinity;
    words.forEach((w, k) => {
      if (TEXT.test(w.text)) described = true;
      if (FIELD.test(w.text)) fields = true;
      const numbers = numberColumn(w.text) || numberColumn(`${over(s, w, pad)} ${w.text}`);
      // One of two columns named as the item's text ("Details" beside "Description"): it may be a kind of posting.
      const second = TEXT.test(w.text) && words.filter((x) => TEXT.test(x.text)).length > 1;
      if (!(KIND.test(w.text.trim()) && w.x1 > textAt) && !numbers && !second) return;
      const next = words.slice(k + 1).find((x) => x.x0 > w.x1);
      const nextMoney = h.money.filter((m) => m.x0 > w.x1).map((m) => m.x0);
      const range = { x0: w.x0 - pad, x1: Math.min(next?.x0 ?? Infinity, ...nextMoney) - pad };
      if (numbers ? bareNumbers(s, range, P) : !second || fewValues(s, range, P)) kinds.push(range);
    });
  }
  const fieldsOnly = fields && !described;
  return { kinds, fieldsOnly, cutEdge: cutEdge(s, { kinds, fieldsOnly, cutEdge: null }, P) };
}

/**
 * Some core systems print an item's text in lines of a fixed width, cut mid-word ("NACH DR LENDINGKAR" / "T FINANCE"):
 * joined with nothing, not a space. One wrapped line cannot show it, the section can, weighing each wrapped line as
 * evidence: a word wrap leaves a gap at the line's end anywhere up to a space and the next line's first word (the
 * word did not fit), a cut leaves at most about a character. A line ending that close to the section's right edge is
 * evidence for a cut as strong as the word-wrap gap it would otherwise have been drawn from is wide (the odds
 * ratio); one ending further in is evidence against. The edge is returned when the sum clears `cutEvidence`.
 */
function cutEdge(s: Section, f: ItemFields, P: ParseSettings): number | null {
  const R = P.records;
  const ends = wrappedEnds(s, f);
  if (ends.length < R.cutMinLines) return null;
  const edge = Math.max(...ends.map((e) => e.x1));
  let evidence = 0;
  for (const e of ends) {
    const tight = R.cutTight * e.h;
    const gap = edge - e.x1;
    const reach = e.next + R.cutSpace * e.h;
    if (gap <= tight) evidence += Math.log(Math.max(reach, tight) / tight);
    else if (gap <= reach) evidence += Math.log(R.cutMissOdds);
  }
  return evidence >= R.cutEvidence ? edge : null;
}

/**
 * Each wrapped line's end and the width of the next line's first word. Lines of one shape (letters and digits
 * alike) count once: a payee or the holder's name repeated, fields of fixed width (`Orig ID:5184925264`) in a
 * fixed-pitch font end at one place whatever the wrapping.
 */
function wrappedEnds(s: Section, f: ItemFields): { x1: number; next: number; h: number }[] {
  const byShape = new Map<string, { x1: number; next: number; h: number }>();
  for (const r of s.records) {
    const lines = textLines(r, f).filter((l) => l.length);
    lines.slice(0, -1).forEach((l, k) => {
      const first = lines[k + 1]![0]!;
      const word = first.text.split(' ')[0]!;
      const next = (first.x1 - first.x0) * (word.length / Math.max(1, first.text.length));
      byShape.set(l.map((t) => t.text).join(' ').replace(/[\p{L}\p{N}]/gu, 'x'), { x1: l[l.length - 1]!.x1, next, h: r.h });
    });
  }
  return [...byShape.values()];
}

/** The words of a two-line header's upper line standing over a header word. */
function over(s: Section, w: TextToken, pad: number): string {
  return (s.headerTops ?? []).flatMap((t) => t.text).filter((u) => u.x0 < w.x1 + pad && u.x1 > w.x0 - pad).map((u) => u.text).join(' ');
}

/**
 * A reference column that prints bare document numbers on the rows ("REFERENCIA 1725091", "Documento 676402") labels
 * the item like a type column; one printing codes of letters and digits (`BR260803V6TE`) is the item's text.
 */
function bareNumbers(s: Section, range: { x0: number; x1: number }, P: ParseSettings): boolean {
  const cells = s.records.flatMap((r) => r.text[0] ?? []).filter((t) => t.x0 >= range.x0 && t.x0 < range.x1);
  return cells.length >= P.records.traitMinRows && cells.every((t) => /^\d+$/.test(t.text));
}

/**
 * A column of a few values repeated down the rows ("CREDIT", "DEBIT", "CHECK") labels the item, however its header
 * names it: a kind of posting, not its text.
 */
function fewValues(s: Section, range: { x0: number; x1: number }, P: ParseSettings): boolean {
  const cells = s.records.flatMap((r) => r.text[0] ?? []).filter((t) => t.x0 >= range.x0 && t.x0 < range.x1).map((t) => t.text.trim().toUpperCase());
  const values = new Set(cells).size;
  return cells.length >= P.records.traitMinRows && values <= P.records.kindMaxValues && values * P.records.kindMaxValues <= cells.length;
}

/** The lines' words joined by spaces, lines cut at the section's edge joined with nothing. */
function joined(lines: TextToken[][], edge: number | null, slack: number): string {
  const parts = lines.filter((l) => l.length).map((line, k, all) => {
    const cut = edge !== null && k < all.length - 1 && edge - line[line.length - 1]!.x1 <= slack;
    return line.map((t) => t.text).join(' ') + (cut ? '' : ' ');
  });
  return parts.join('').replace(/(^|\s)[|¦](?=\s|$)/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The row's lines of text: less the classifying columns, the narrative alone where the row line holds fields only. */
function textLines(r: TxRecord, f: ItemFields): TextToken[][] {
  const lines = f.fieldsOnly && r.text.length > 1 && r.text.slice(1).some((l) => l.length) ? r.text.slice(1) : r.text;
  if (!f.kinds.length) return lines;
  const inKind = (t: TextToken) => f.kinds.some((k) => t.x0 >= k.x0 && t.x0 < k.x1);
  const kept = lines.map((line) => line.filter((t) => !inKind(t)));
  // A row whose every word stands in a classifying column keeps them (nothing else names it).
  return kept.some((l) => l.length) ? kept : lines;
}

/** The row's text: its words less the classifying columns, the narrative alone where the row line holds fields only. */
export function itemText(r: TxRecord, f: ItemFields, P: ParseSettings): string {
  return joined(textLines(r, f), f.cutEdge, P.records.cutSlack * r.h);
}
