// `mca parse --explain=lines`: every line of a document with what the reader took it for and why, and which returned
// transaction it became; the text a maintainer greps when a row is missing or read twice.
import type { ExtractedDocument, ReadingTrace } from '../types.ts';

// Wide enough for a row's date, description and amounts; the why after it stays on one terminal line with most rows.
const TEXT_WIDTH = 70;
const CLASS_WIDTH = 12;

/** "s.t" per line: the returned transactions read from it (statement and transaction numbers, 1-based). */
export function rowLabels(trace: ReadingTrace): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const r of trace.rows) {
    const label = `${r.statement + 1}.${r.transaction + 1}`;
    for (const i of r.lines) {
      const list = out.get(i);
      if (list) list.push(label); else out.set(i, [label]);
    }
  }
  return out;
}

const clip = (s: string) => (s.length > TEXT_WIDTH ? `${s.slice(0, TEXT_WIDTH - 3)}...` : s);

/** One line per document line: index, page, class (`-` where the reader left no decision), text, row, why (and why a
 *  record read from it was set apart). */
export function formatLines(doc: ExtractedDocument): string {
  const trace = doc.explain?.trace;
  const head = `Lines of ${doc.file_name}`;
  if (!trace) return `${head}: none (not read, see warnings)`;
  const decisions = new Map(trace.classes.map((c) => [c.line, c]));
  const rows = rowLabels(trace);
  const digits = String(Math.max(0, trace.lines.length - 1)).length;
  const out = [`${head} (${trace.lines.length} lines; row s.t = statement.transaction)`];
  trace.lines.forEach((l, i) => {
    const d = decisions.get(i);
    const text = clip(l.cells.map((c) => c.text).join('  '));
    const row = rows.get(i)?.map((r) => `#${r}`).join(',') ?? '';
    const why = d?.dropped ? `${d.why}; set apart: ${d.dropped}` : d?.why ?? '';
    const parts = [String(i).padStart(digits), `p${l.page}`, (d?.class ?? '-').padEnd(CLASS_WIDTH), text.padEnd(TEXT_WIDTH), row.padEnd(8), why];
    out.push(`  ${parts.join(' ')}`.trimEnd());
  });
  return out.join('\n');
}
