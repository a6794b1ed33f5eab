// Owners' dates of birth on an application form (issue 36 item 4: sensitive, encrypted on the deal and masked on its
// page). The form reader knows "Date of birth" as a label whose value it does not keep; this pass reads those values
// over the reader's pieces, as a label's value (`DOB: 09/07/1987`, beside it or below it in its box) or as an owners'
// table's column, in printed order, each given to the owner printed with it (withBirthDates).
import type { FormApplicant, FormValue, PageText, Rect } from '../types.ts';
import type { ParseSettings } from '../settings.ts';
import { labelOf } from './labels.ts';
import { valueOf } from './value-of.ts';
import { onLineAfter, piecesOf, sameLine, type Piece } from './pieces.ts';
import { isoDate } from './values.ts';

// English, French and Spanish ("Date de naissance", "Fecha de nac."), or a table's short header ("Birth").
// (An item's number may open it: "25. DATE OF BIRTH".)
const DOB = /^(?:\d{1,3}[a-z]?[.)]\s*)?(?:(?:owner'?s?\s+|principal'?s?\s+)?date of birth|birth ?date|birth|d\.?o\.?b\.?|date de naissance|naissance|fecha de nac(?:imiento|\.)?|nacimiento)(?=$|[\s:#(/])/i;

/** The DOB label a piece starts with, in any of its languages ("Fecha de nac. / DOB": the whole of it). */
function dobLabel(text: string): string | null {
  const t = text.trim();
  const m = DOB.exec(t);
  if (!m) return null;
  // A bilingual label prints its translation after a slash: the label runs to its end.
  const both = /^\s*\/\s*/.exec(t.slice(m[0].length));
  if (both) { const second = DOB.exec(t.slice(m[0].length + both[0].length)); if (second) return t.slice(0, m[0].length + both[0].length + second[0].length); }
  return m[0];
}

const round = (n: number) => Math.round(n * 10) / 10;
const DAY_FIRST = /\b(?:JJ|DD)\s*[/.-]\s*MM\s*[/.-]\s*(?:AAAA|YYYY|AA|YY)\b/i;

/** Every date of birth the form prints, in reading order (line by line, left to right). */
export function readBirthDates(pages: PageText[], settings: ParseSettings): FormValue<string>[] {
  const out: { piece: Piece; value: FormValue<string> }[] = [];
  for (const page of pages) {
    const pieces = piecesOf(page, settings);
    const boxes = page.form?.boxes ?? [];
    for (const p of pieces) {
      const label = dobLabel(p.text);
      if (!label) continue;
      const end = p.text.length - p.text.trimStart().length + label.length;
      // A label saying its dates are written day first ("Date of birth (DD/MM/YYYY)") is read so.
      const dayFirst = DAY_FIRST.test(p.text);
      const add = (q: Piece, text: string, confidence: number) => {
        const date = isoDate(text, dayFirst);
        if (date && !out.some((o) => o.piece === q)) out.push({ piece: q, value: { value: date, label, page: q.page, box: [round(q.x0), round(q.y0), round(q.x1), round(q.y1)], confidence, source: q.source } });
      };
      // A row of bare labels with their values beside them ("% Ownership 51  SSN 823-...  DOB 03/09/1984") is no
      // table header: its value is on its line.
      if (isTableHeader(p, pieces) && !valueBeside(p, pieces)) {
        // A cell glued to the one before it ("688-56-2718 07/14/1983" under SSN and DOB): its last date is this column's.
        for (const q of column(p, pieces)) add(q, q.x0 < p.x0 - 12 ? lastDate(q.text) : q.text, 0.8);
        continue;
      }
      const v = valueOf(p, { field: 'date_of_birth', end, explicit: true }, pieces, boxes);
      if (v) add(v.piece, v.text, v.confidence);
      // Owners printed as columns (a row per field): the row's other dates are the other owners', each in its column.
      if (v && v.piece !== p && sameLine(p, v.piece)) {
        for (const q of pieces.filter((q) => q !== v.piece && sameLine(p, q) && q.x0 > v.piece.x1 && isoDate(q.text)).sort((a, b) => a.x0 - b.x0)) {
          if (pieces.some((o) => o !== q && sameLine(p, o) && o.x0 > p.x1 && o.x0 < q.x0 && !isoDate(o.text) && o !== v.piece)) break;
          add(q, q.text, v.confidence);
        }
      }
    }
  }
  // Reading order: by line (pieces a point or two apart, handwriting, are one line), then left to right.
  const lines: { piece: Piece; value: FormValue<string> }[][] = [];
  for (const o of [...out].sort((a, b) => a.piece.page - b.piece.page || a.piece.y0 - b.piece.y0)) {
    const line = lines.find((l) => l[0]!.piece.page === o.piece.page && sameLine(l[0]!.piece, o.piece));
    if (line) line.push(o); else lines.push([o]);
  }
  return lines.flatMap((l) => l.sort((a, b) => a.piece.x0 - b.piece.x0).map((o) => o.value));
}

/** A bare "DOB" (no colon: a colon opens a value on its line) among two or more other bare labels: a table header. */
function isTableHeader(p: Piece, pieces: Piece[]): boolean {
  if (p.text.trim().slice(dobLabel(p.text)?.length ?? 0).replace(/[\s#()]/g, '')) return false;
  return pieces.filter((q) => q !== p && sameLine(p, q) && !q.text.includes(':') && labelOf(q.text, true)).length >= 2;
}

/** The next piece right of a label on its line is a date: the label's value, written beside it. */
function valueBeside(p: Piece, pieces: Piece[]): boolean {
  const next = onLineAfter(p, pieces)[0];
  return !!next && !!isoDate(next.text);
}

/** The last date printed in a text (a tax ID before it is not one: its groups are 3-2-4 digits). */
const lastDate = (t: string): string => [...t.matchAll(/\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b/g)].at(-1)?.[0] ?? '';

/** The column under a table header: the pieces starting where it starts, row after row, up to a gap. */
function column(header: Piece, pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  let last: Rect = header;
  for (const q of pieces.filter((q) => q.page === header.page && q.text && q.y0 > header.y1 - 1 && !sameLine(q, header)).sort((a, b) => a.y0 - b.y0)) {
    // The table goes on while its rows do: a row with this column left blank (an owner who did not write a date)
    // is still a row, so the gap is measured from the last row of any column.
    if (q.y0 - last.y1 > Math.max(last.y1 - last.y0, 8) * 2.5) break;
    if (q.y0 > last.y1 - 2 || q.y1 > last.y1) last = q;
    // Under the header: starting where it starts, or a wider cell reaching under it from the left.
    if (Math.abs(q.x0 - header.x0) > 12 && !(q.x0 < header.x0 && q.x1 > header.x0 + 12)) continue;
    out.push(q);
  }
  return out;
}

/**
 * Each date of birth to the owner it is printed with: the owner whose name is on its line (a table's row) or the
 * nearest above it on its page (an owner's block), the one starting nearest it across when owners sit side by side,
 * with no other date of birth between them. An owner takes one date; a date with no owner near it is given to nobody.
 */
export function withBirthDates(applicants: FormApplicant[], dates: FormValue<string>[]): void {
  const given = new Set<FormApplicant>();
  for (const d of dates) {
    let best: { a: FormApplicant; score: number } | null = null;
    for (const a of applicants) {
      const name = a.last_name ?? a.first_name;
      if (!name || given.has(a) || name.page !== d.page) continue;
      const dy = d.box[1] - name.box[1];
      if (dy < -3 || dy > 150) continue;
      // Another date of birth between the name and this date is that owner's: this one is a later owner's, whose name
      // was not read (blocks stacked down the page).
      if (dates.some((o) => o !== d && o.page === d.page && o.box[1] > name.box[1] + 3 && o.box[1] < d.box[1] - 3)) continue;
      const score = Math.max(dy, 0) + (inColumnOf(name, d, applicants) ? 0 : 0.3 * Math.abs(d.box[0] - name.box[0]));
      if (!best || score < best.score) best = { a, score };
    }
    if (best) { best.a.date_of_birth = d; given.add(best.a); }
  }
}

/** Owners' names side by side on one line head columns, each from its name to the next name: a date in the column
 *  is that owner's, though set flush right and nearer the next name's start ("5/21/77" at a sheet cell's right side). */
function inColumnOf(name: FormValue<unknown>, d: FormValue<string>, applicants: FormApplicant[]): boolean {
  const heads = applicants.map((a) => a.last_name ?? a.first_name).filter((n): n is NonNullable<typeof n> => !!n && n.page === name.page && Math.abs(n.box[1] - name.box[1]) < 3)
    .map((n) => n.box[0]).sort((a, b) => a - b);
  if (heads.length < 2) return false;
  const next = heads.find((x) => x > name.box[0] + 1) ?? Infinity;
  return d.box[0] >= name.box[0] - 12 && d.box[0] < next - 12;
}
