// A data file printed as it is (issue 36): a CSV export opened in a text editor and printed, its header line of column
// names over its record's line, each soft-wrapped at its commas onto the lines under it, an editor's line numbers in
// the gutter. A person reads it by position: the n-th value of the record is the n-th column's ("legal_name" ->
// "Core Physio, LLP", a quoted value keeping its comma).
import { labelOf } from './labels.ts';
import type { OwnerFound } from './owners.ts';
import { sameLine, type Piece } from './pieces.ts';

/** A column's name: a word or words joined by underscores, no space ("legal_name", "owner1_ssn", "dba"). */
const NAME = /^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*$/;

/** The page's CSV record read by its header: each value with its column's label, as a label and its value are; `used`,
 *  the pieces of its lines (gutter numbers too), read no other way. */
export function csvRecord(pieces: Piece[]): { found: OwnerFound[]; used: Set<Piece> } {
  const lines = linesOf(pieces);
  const out: OwnerFound[] = [], used = new Set<Piece>();
  for (let i = 0; i < lines.length; i++) {
    const head = record(lines, i);
    // A header: five columns or more, every one a column's name, its line opening a record (a gutter's number or none).
    if (!head || head.cells.length < 5 || !head.cells.every((c) => NAME.test(c)) || !head.cells.some((c) => c.includes('_'))) continue;
    const data = record(lines, head.next);
    if (!data || data.cells.length > head.cells.length + 1 || data.cells.length < head.cells.length * 0.8) continue;
    head.cells.forEach((name, k) => {
      const text = data.cells[k]?.trim() ?? '';
      const l = labelOf(name.replace(/_/g, ' '), true, false, false) ?? labelOf(name, true, false, false);
      if (!text || !l || l.end < name.length - 1 || ['decoy', 'other'].includes(l.field)) return;
      const piece = data.pieces.find((p) => p.text.includes(text)) ?? data.pieces[0]!;
      out.push({ field: l.field, text, label: name, piece, confidence: 0.8, source: 'text', at: head.pieces[0] });
    });
    for (const l of lines.slice(i, data.next)) for (const p of l.all) used.add(p);
    i = data.next - 1;
  }
  return { found: out, used };
}

interface Line { text: string; pieces: Piece[]; all: Piece[]; numbered: boolean }

/** The page's lines of text, top to bottom, an editor's line number (a bare number alone at a line's left) set aside. */
function linesOf(pieces: Piece[]): Line[] {
  const rows: Piece[][] = [];
  for (const p of [...pieces].filter((q) => q.text).sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)) {
    const row = rows.find((r) => sameLine(r[0]!, p));
    if (row) row.push(p); else rows.push([p]);
  }
  const bare = (r: Piece[]) => /^\d{1,4}$/.test(r[0]!.text.trim());
  for (const r of rows) r.sort((a, b) => a.x0 - b.x0);
  // (The gutter: numbers alone left of their lines' text; a line left empty shows its number alone.)
  const gutter = Math.max(-1, ...rows.filter((r) => r.length > 1 && bare(r) && r[1]!.x0 - r[0]!.x1 > 4).map((r) => r[0]!.x1));
  return rows.map((r) => {
    const numbered = bare(r) && r[0]!.x1 <= gutter + 1 && (r.length === 1 || r[1]!.x0 - r[0]!.x1 > 4);
    const body = numbered ? r.slice(1) : r;
    // (A byte-order mark shown as the editor decodes it, "ï»¿record_id", is no part of the first name.)
    return { text: body.map((p) => p.text).join(' ').replace(/^(?:ï»¿|\uFEFF)/, ''), pieces: body, all: r, numbered };
  });
}

/** One record from line `i`: its line and the lines soft-wrapped after it (a line ending in a comma goes on; so does
 *  the next line without a gutter number, in a numbered file), split at commas outside quotes. */
function record(lines: Line[], i: number): { cells: string[]; pieces: Piece[]; next: number } | null {
  const first = lines[i];
  if (!first || !first.text.includes(',')) return null;
  let text = first.text, j = i + 1;
  const numbered = lines.some((l) => l.numbered);
  while (j < lines.length && lines[j]!.text && (numbered ? !lines[j]!.numbered : /,\s*$/.test(text))) { text += lines[j]!.text; j++; }
  return { cells: splitCsv(text), pieces: lines.slice(i, j).flatMap((l) => l.pieces), next: j };
}

/** A CSV line's values: parted at commas outside double quotes, quotes off ("Core Physio, LLP" is one value). */
function splitCsv(t: string): string[] {
  const out: string[] = [];
  let cur = '', quoted = false;
  for (let k = 0; k < t.length; k++) {
    const c = t[k]!;
    if (c === '"') { if (quoted && t[k + 1] === '"') { cur += '"'; k++; } else quoted = !quoted; } else if (c === ',' && !quoted) { out.push(cur); cur = ''; } else cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim());
}
