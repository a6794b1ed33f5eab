// An e-mail's quoted earlier message (issue 36, set 138): a broker's submission printed from a mail client ends with
// the message it answers, "On Fri, Jan 15, 2025 at 5:11 PM Marcus Haddad <...> wrote:" and, set in under it, that
// message's own "Business Name: ... Owner 1: ...": another file's values. A person reads the message written now and
// passes over the quoted one, unless the message written now names no business of its own ("see the file below").
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';

/** The line that opens a quoted reply: "On <date> <name> wrote:", "-----Original Message-----", and their French and
 *  Spanish forms. */
const QUOTE_HEAD = /^\s*(?:on\s.{4,160}\swrote\s*:|-{2,}\s*original message\s*-{2,}|le\s.{4,160}\sa\s+écrit\s*:|el\s.{4,160}\sescribió\s*:)\s*$/iu;
/** The line that opens a forwarded message: "---------- Forwarded message ---------", "Begin forwarded message:". */
// (Its dashes may be read as a leader and dropped from the line's words: "Forwarded message" alone on its line.)
const FORWARD_HEAD = /^\s*(?:(?:-{2,}\s*)?forwarded message(?:\s*-{2,})?|begin forwarded message\s*:|(?:-{2,}\s*)?(?:message transféré|mensaje reenviado)(?:\s*-{2,})?)\s*$/iu;

/** Every page's pieces without the quoted message's: the pieces after its opening line set in further than it, down to
 *  the first line set back at its edge (the rest of the print, an attachment's page). */
export function withoutQuotedReply(pages: Piece[][]): Piece[][] {
  const order = (ps: Piece[]) => [...ps].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  let head: Piece | undefined;
  const before: Piece[] = [];
  for (const ps of pages) {
    const sorted = order(ps);
    const k = sorted.findIndex((p) => QUOTE_HEAD.test(p.text) || FORWARD_HEAD.test(p.text));
    if (k >= 0) { head = sorted[k]; before.push(...sorted.slice(0, k)); break; }
    before.push(...sorted);
  }
  // (A message naming its own business: the quoted one is another's. One naming none forwards the quoted file.)
  if (!head || !before.some((p) => labelOf(p.text, false, false, false)?.field === 'legal_name')) return pages;
  const quoted = new Set<Piece>([head]);
  if (FORWARD_HEAD.test(head.text)) return forwardedLeft(pages, head);
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

/** Every page's pieces without a forwarded message's: set in or not, it runs from its opening line to the end of the
 *  print, on the pages that carry the print's running header (a mail client's date and subject line at each page's
 *  top); a page without it is another document's, an attachment's. */
function forwardedLeft(pages: Piece[][], head: Piece): Piece[][] {
  const top = (ps: Piece[]) => [...ps].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)[0]?.text.trim();
  const at = pages.findIndex((ps) => ps.includes(head));
  const header = top(pages[at]!);
  let open = true;
  return pages.map((ps, i) => {
    if (i < at || !open) return ps;
    if (i === at) return ps.filter((p) => p.y0 < head.y0);
    if (!header || top(ps) !== header) { open = false; return ps; }
    return [];
  });
}
