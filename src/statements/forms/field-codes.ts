// A system's field codes printed beside its labels (issue 36, set 46): an export lists each field as its code, its
// label and its value ("APP_DBA_NM  Doing Business As  Topline Roofing", "OWN[1].SSN  Social Security Number ...").
// A person reads the label and its value and passes over the code; left in, a code is read as the label before it
// ("APP_DBA_NM" a DBA's label) or as a value (the next row's "APP_ENTITY_CD" under it taken as the trade name).
import type { Piece } from './pieces.ts';
import { labelOf } from './labels.ts';

// One identifier in capitals, its words joined by underscores, dots or an index in brackets: "APP_TAX_ID_TYP",
// "OWN[1].FICO_SELF", "POS[1].BAL_AMT" (an underscore or a bracket in it: "EIN" or "U.S.A." is no code).
const CODE = /^[A-Z][A-Z0-9]*(?:[_.][A-Z0-9]+|\[\d+\])+$/;
const isCode = (t: string) => CODE.test(t) && /[_[]/.test(t);

/** The pieces without a column of field codes: three or more codes one under another, each with words after it on
 *  its line (its label). A single code-like word, or codes as a header line's column names, stay. */
export function withoutFieldCodes(pieces: Piece[]): Piece[] {
  const codes = pieces.filter((p) => isCode(p.text.trim()) && pieces.some((q) => q !== p && q.text && !isCode(q.text.trim()) && q.x0 > p.x1 && Math.min(q.y1, p.y1) - Math.max(q.y0, p.y0) > (p.y1 - p.y0) / 2));
  if (codes.length < 3) return pieces;
  const column = new Set(codes.filter((p) => codes.filter((o) => o !== p && Math.abs(o.x0 - p.x0) < 3).length >= 2));
  // (Only codes each with a label after it: codes with their values alone after them, "LEGAL_NAME ...... Acme Corp.",
  // are the export's labels, read as their words.)
  const next = (p: Piece) => pieces.filter((q) => q !== p && q.text && q.x0 > p.x1 && Math.min(q.y1, p.y1) - Math.max(q.y0, p.y0) > (p.y1 - p.y0) / 2).sort((a, b) => a.x0 - b.x0)[0];
  const labelled = [...column].filter((p) => { const q = next(p); return !!q && !!labelOf(q.text, true, false, false); }).length;
  return column.size && 2 * labelled >= column.size ? pieces.filter((p) => !column.has(p)) : pieces;
}
