// One file, several papers: a broker's deal package is often a single PDF (the signed application, then the months of
// statements, a voided check, the owner's licence). The statement reader finds its statements wherever their rows
// verify; the pages no statement covers are looked at one by one, as a person leafing through the file would, and a
// run of pages that is plainly another kind of paper becomes a part of its own: an application's pages are read by the
// form reader, the others are named. Nothing in the file is silently dropped.
import { applicationLabels, classifyDocument, type Classification } from './classify.ts';
import type { DocumentKind, DocumentPart, PageText } from '../types.ts';

/** Kinds a page can be told apart as inside a statement's file. */
const OTHER_PAPERS: ReadonlySet<DocumentKind> = new Set<DocumentKind>(['application_form', 'voided_check', 'identity_document', 'tax_form']);

/** What one page is, seen alone. An application's page naming a licence number or a date of birth stays the
 *  application's: its labels say so. */
function pageKind(page: PageText): Classification | null {
  const c = classifyDocument([page], 0, null);
  if (!OTHER_PAPERS.has(c.kind)) return null;
  // A voided check is one blank check: a page of several checks, or of a check written out (its amount in words) and
  // not voided, is a statement's images of checks paid.
  if (c.kind === 'voided_check' && paidChecks(textOf(page))) return null;
  const labels = applicationLabels([page]);
  if (c.kind !== 'application_form' && labels >= 4 && c.kind !== 'tax_form') return null;
  // A page of a statement (a summary, a notice) is never an application for a word or two: an application's page
  // prints several of its fields' labels.
  if (c.kind === 'application_form' && labels < 3) return null;
  return c;
}

/**
 * The parts of a file the statement reader read statements from (`statementPages`: each statement's first and last
 * page), or null when the whole file is the statements' (`docKind`). Pages outside every statement that are alone
 * another kind of paper make parts; a page no kind claims goes with the part before it (an application's signature
 * page, a statement's notice page).
 */
export function partsOf(pages: PageText[], statementPages: [number, number][], docKind: Classification): DocumentPart[] | null {
  if (pages.length < 2) return null;
  const inStatement = (n: number) => statementPages.some(([a, b]) => n >= a && n <= b);
  const statement = pages.map((p) => inStatement(p.page));
  // (Most statement files: every page is a statement's, and no page is looked at again.)
  if (statement.every(Boolean)) return null;
  // A page continuing a statement's own numbering ("Page 7 of 8" after its "Page 6 of 8", or before its next) is the
  // statement's, whatever it shows (images of checks paid, a notice): the bank's numbering is a judge.
  const numbers = pages.map(pageNumber);
  const follows = (a: number, b: number) => { const x = numbers[a], y = numbers[b]; return !!x && !!y && x.of === y.of && y.n === x.n + 1; };
  for (let i = 1; i < pages.length; i++) if (statement[i - 1] && follows(i - 1, i)) statement[i] = true;
  for (let i = pages.length - 2; i >= 0; i--) if (statement[i + 1] && follows(i, i + 1)) statement[i] = true;
  const seen = pages.map((p, i) => ({ page: p.page, c: statement[i] ? null : pageKind(p), statement: statement[i]! }));
  if (!seen.some((s) => s.c)) return null;
  const parts: DocumentPart[] = [];
  for (const s of seen) {
    const c = s.c ?? (s.statement || !parts.length ? docKind : null);
    const last = parts.at(-1);
    // A page no kind claims continues the part before it; a page of the same kind continues its part.
    if (last && (!c || (c.kind === last.kind && last.pages[1] === s.page - 1))) {
      last.pages[1] = s.page;
      if (c) last.kind_confidence = Math.min(last.kind_confidence, c.confidence);
      continue;
    }
    const k = c ?? docKind;
    parts.push({ pages: [s.page, s.page], kind: k.kind, kind_confidence: k.confidence, kind_reason: k.reason });
  }
  return parts.length > 1 ? parts : null;
}

const textOf = (page: PageText) => page.items.map((i) => i.str).join(' ');

/** Whether a page of checks shows checks paid: several, or one written out ("... and 25/100") and not voided. */
function paidChecks(text: string): boolean {
  if ((text.match(/pay\s+to\s+the\s+order\s+of/gi)?.length ?? 0) > 1) return true;
  return /\band\s+\d{2}\s*\/\s*100\b/i.test(text) && !/\bvoid\b/i.test(text);
}

/** The page's own number and count as printed ("Page 7 of 8", "7 of 8", "Page 7/8", "Page 7": count null), or null. */
function pageNumber(page: PageText): { n: number; of: number | null } | null {
  const text = textOf(page);
  const m = /\b(?:page|p\.|pg\.?)\s*(\d{1,3})\s*(?:of|\/)\s*(\d{1,3})\b/i.exec(text) ?? /(?:^|\s)(\d{1,3})\s+of\s+(\d{1,3})(?:\s|$)/.exec(text);
  if (m) {
    const n = Number(m[1]), of = Number(m[2]);
    return n >= 1 && n <= of ? { n, of } : null;
  }
  const alone = /\bpage\s+(\d{1,3})(?![\d/])(?!\s*of)/i.exec(text);
  return alone ? { n: Number(alone[1]), of: null } : null;
}

/** The pages of the parts of one kind. */
export function pagesOfKind(pages: PageText[], parts: DocumentPart[], kind: DocumentKind): PageText[] {
  const ranges = parts.filter((p) => p.kind === kind).map((p) => p.pages);
  return pages.filter((p) => ranges.some(([a, b]) => p.page >= a && p.page <= b));
}

/** The parts in words, for the document's reason: "pages 1-2 an application form, pages 3-11 a bank statement". */
export function partsInWords(parts: DocumentPart[]): string {
  const name = (k: DocumentKind) => k.replace(/_/g, ' ');
  return parts.map((p) => `${p.pages[0] === p.pages[1] ? `page ${p.pages[0]}` : `pages ${p.pages[0]}-${p.pages[1]}`} ${name(p.kind)}`).join(', ');
}
