// An e-mail's quoted earlier message (issue 36, set 138): a broker's submission printed from a mail client ends with
// the message it answers, "On Fri, Jan 15, 2025 at 5:11 PM Marcus Haddad <...> wrote:" and, set in under it, that
// message's own "Business Name: ... Owner 1: ...": another file's values. A person reads the message written now and
// passes over the quoted one, unless the message written now names no business of its own ("see the file below").
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';

/** The line that opens a quoted reply: "On <date> <name> wrote:", "-----Original Message-----", and their French and
 *  Spanish forms. */
const QUOTE_HEAD = /^\s*(?:on\s.{4,160}\swrote\s*:|-{2,}\s*original message\s*-{2,}|le\s.{4,160}\sa\s+écrit\s*:|el\s.{4,160}\sescribió\s*:)\s*$/iu;

/** Every page's pieces without the quoted message's: the pieces after its opening line set in further than it, down to
 *  the first line set back at its edge (the rest of the print, an attachment's page). */
export function withoutQuotedReply(pages: Piece[][]): Piece[][] {
  const order = (ps: Piece[]) => [...ps].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  let head: Piece | undefined;
  const before: Piece[] = [];
  for (const ps of pages) {
    const sorted = order(ps);
    const k = sorted.findIndex((p) => QUOTE_HEAD.test(p.text));
    if (k >= 0) { head = sorted[k]; before.push(...sorted.slice(0, k)); break; }
    before.push(...sorted);
  }
  // (A message naming its own business: the quoted one is another's. One naming none forwards the quoted file.)
  if (!head || !before.some((p) => labelOf(p.text, false, false, false)?.field === 'legal_name')) return pages;
  const quoted = new Set<Piece>([head]);
  let open = true;
  for (const ps of pages.slice(pages.findIndex((ps) => ps.includes(head)))) {
    for (const p of order(ps)) {
      if (!open) break;
      if (p.page === head.page && p.y0 <= head.y0) continue;
      if (p.x0 > head.x0 + 4) quoted.add(p); else open = false;
    }
  }
  return pages.map((ps) => ps.filter((p) => !quoted.has(p)));
}
