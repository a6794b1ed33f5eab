// What of a row's words is the item's text (metrics.md: "the description: the full text of the item"). Every column's
// words are, in column order (a channel or reference column too, as the challenge set's truth keeps them), except
// words that only label the item, which a person reading the table does not take for its text:
//  - a column whose header says it classifies the item: its type or category ("Type", "TRN type", "Category"): the
//    kind of posting the bank or an aggregator assigns ("ACH credit", "Fee", "Income"), printed beside the text, as
//    the real printout's and portal report's hand-checked truths leave it out;
//  - where the column header names no description column but reference or type columns, the row line holds the
//    item's fields (references, codes) and the text is printed on a line of its own under it (a narrative): the lines
//    under the row are the text (a row printed without one keeps its line).
// Both are read from the table's own column header, never from a layout's words or positions.
import type { ParseSettings } from '../settings.ts';
import type { Section, TxRecord } from './records.ts';
import type { TextToken } from './tokens.ts';

/** A header word naming a column that classifies the item. */
const KIND = /^((trn|transaction|txn)\s+)?(type|category|kategorie|typ)$/i;
/** A header word naming the item's text. */
/** A header word naming an item's field: a reference or a type code. */
const FIELD = /\b(ref(erence)?|type)\b/i;
/** A header word naming a document or reference number column (English, Spanish, Portuguese). */
const NUMBER_COLUMN = /^(n[oº°]\.?\s*)?((chq|cheque)\.?\s*\/\s*)?(ref(erence)?|referencia|refer[eê]ncia|documento?|doc)\.?(\s*(no|n[oº°]|#)\.?)?$/i;
const TEXT = /\b(description|details?|particulars|narrative|narration|memo|payee|transaction|beschreibung|verwendungszweck|buchungstext|libell[eé]|concepto|descrizione|omschrijving)\b/i;

export interface ItemFields {
  /** x ranges of the classifying columns (from their header word to the next header word). */
  kinds: { x0: number; x1: number }[];
  /** The header names no description column, only fields (references, type codes): the text is under the row. */
  fieldsOnly: boolean;
}

/** The classifying columns and whether a description column is named, from the section's column headers. */
export function itemFields(s: Section, P: ParseSettings): ItemFields {
  const pad = P.records.indentPad;
  const kinds: ItemFields['kinds'] = [];
  let described = false;
  let fields = false;
  for (const h of s.headers) {
    const words = [...h.text].sort((a, b) => a.x0 - b.x0);
    words.forEach((w, k) => {
      if (TEXT.test(w.text)) described = true;
      if (FIELD.test(w.text)) fields = true;
      const numbers = NUMBER_COLUMN.test(w.text.trim());
      if (!KIND.test(w.text.trim()) && !numbers) return;
      const next = words.slice(k + 1).find((x) => x.x0 > w.x1);
      const nextMoney = h.money.filter((m) => m.x0 > w.x1).map((m) => m.x0);
      const range = { x0: w.x0 - pad, x1: Math.min(next?.x0 ?? Infinity, ...nextMoney) - pad };
      if (!numbers || bareNumbers(s, range, P)) kinds.push(range);
    });
  }
  return { kinds, fieldsOnly: fields && !described };
}

/**
 * A reference column that prints bare document numbers on the rows ("REFERENCIA 1725091", "Documento 676402") labels
 * the item like a type column; one printing codes of letters and digits (`BR260803V6TE`) is the item's text.
 */
function bareNumbers(s: Section, range: { x0: number; x1: number }, P: ParseSettings): boolean {
  const cells = s.records.flatMap((r) => r.text[0] ?? []).filter((t) => t.x0 >= range.x0 && t.x0 < range.x1);
  return cells.length >= P.records.traitMinRows && cells.every((t) => /^\d+$/.test(t.text));
}

const joined = (lines: TextToken[][]) => lines.map((line) => line.map((t) => t.text).join(' ')).join(' ').replace(/(^|\s)[|¦](?=\s|$)/g, ' ').replace(/\s+/g, ' ').trim();

/** The row's text: its words less the classifying columns, the narrative alone where the row line holds fields only. */
export function itemText(r: TxRecord, f: ItemFields): string {
  const lines = f.fieldsOnly && r.text.length > 1 && r.text.slice(1).some((l) => l.length) ? r.text.slice(1) : r.text;
  if (!f.kinds.length) return joined(lines);
  const inKind = (t: TextToken) => f.kinds.some((k) => t.x0 >= k.x0 && t.x0 < k.x1);
  const kept = lines.map((line) => line.filter((t) => !inKind(t)));
  // A row whose every word stands in a classifying column keeps them (nothing else names it).
  return kept.some((l) => l.length) ? joined(kept) : joined(lines);
}
