// The parsing engine top-down: for one file, extract -> layout -> read (the reader proposes readings and keeps the one
// verification judges best) -> the reading's warnings; for one upload, every file that way, then analyze.
// Each stage is a folder that imports only the stages before it (eslint.config.js, docs/parsing.md "Stages"):
// extract < layout < verify < read < analyze. This file is the only one that sees them all.
import type { DocumentWarning, ExtractedDocument, InputFile, PageText } from './types.ts';
import { addWarning, extractPages, settingsOf, type ExtractedPages, type PageOptions } from './extract/extract.ts';
import type { ParseSettings } from './settings.ts';
import type { OcrProgress } from './extract/ocr-lazy.ts';
import { withEngines } from './extract/engines.ts';
import { pageToLines, type Line } from './layout/layout.ts';
import { CARD_ACCOUNT_TYPE } from './read/card.ts';
import { parseLinesExplained, unreturnedMessage, type ParsedLines } from './read/document.ts';
import { traceGeometry } from './read/trace-geometry.ts';
import { analyze } from './analyze/analyze.ts';
import type { ParseResult } from './types.ts';
import { classifyDocument } from './forms/classify.ts';
import { pagesOfKind, partsInWords, partsOf } from './forms/parts.ts';
import { readForm } from './forms/reader.ts';
import { readDeclared } from './forms/declared.ts';
import { readBirthDates, withBirthDates } from './forms/birth-dates.ts';
import { figureLies, impossibleDates } from './extract/figure-lies.ts';
import { mismatchedDigits } from './extract/pdfium-glyphs.ts';
import { probeFigures } from './extract/figure-probe.ts';
import { verify } from './verify/choose.ts';

export interface ExtractOptions extends PageOptions {
  /** Keep the readings tried and their verification on the document (`mca parse --explain`). */
  explain?: boolean;
  /** Where a reader failure is logged (the job id travels with it); stderr-free by default. */
  onParserError?: (err: unknown) => void;
  /** Today (ISO date): the last anchor for dates printed without a year anywhere (tests fix it); the clock's by default. */
  today?: string;
}

/** One PDF -> its statements, with the document's metadata and every warning (extraction's and the reading's). */
export async function extractDocument(file: InputFile, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const settings = settingsOf(options);
  const extracted = await withEngines(options.engines, (engines) => extractPages(file, options, settings, engines));
  if (!extracted.readable) return kindOf(extracted.document, extracted.pages, { kind: null, datedMoneyLines: 0 }, settings);
  const named = { kind: null as string | null, datedMoneyLines: 0 };
  const doc = readDocument(extracted, layoutPages(extracted.pages, settings), options, settings, named);
  const drawn = await readAsDrawn(file, extracted.pages, doc, named, options, settings);
  return drawn ? kindOf(drawn.doc, drawn.pages, drawn.named, settings) : kindOf(doc, extracted.pages, named, settings);
}

/** Statements of a reading that reconcile (verify/choose.ts), and their rows. */
function verified(doc: ExtractedDocument): [number, number] {
  const v = verify(doc.statements);
  return [v.reconciled, v.verifiedTransactions];
}

/**
 * A text layer whose figures lie (docs/parsing.md, "Figures that contradict the page as drawn"): when the reading of a
 * document with dated amounts fails its judges (no statement verifies) and pages print amounts of shapes no amount has
 * (extract/figure-lies.ts), those pages are read again by OCR from their drawing, and the reading the judges prefer
 * wins: more statements verify, or as many with more rows. Otherwise the text reading stays as it was, said as before
 * (a page whose figures were drawn as they read fails the same way by OCR: tampering is never hidden). Never run for
 * a document that verifies, nor with OCR off.
 */
async function readAsDrawn(file: InputFile, pages: PageText[], doc: ExtractedDocument, named: ReaderSaw, options: ExtractOptions,
  settings: ParseSettings): Promise<{ doc: ExtractedDocument; pages: PageText[]; named: ReaderSaw } | null> {
  // A document the reader named as another kind (a card statement) had its rows set aside on purpose.
  if (options.ocr?.enabled === false || doc.text_layer !== true || named.kind !== null) return null;
  const min = settings.extract.figureLieMinSigns;
  // Dates no calendar has ("72/67/8781") leave the reader no dated row at all: they are a sign of their own.
  const badDates = pages.map((p) => ({ page: p.page, ...impossibleDates(p) })).filter((d) => d.count >= min);
  if (named.datedMoneyLines === 0 && !badDates.length) return null;
  const before = verified(doc);
  if (before[0] > 0 && before[0] === doc.statements.length) return null;
  const lying = new Map<number, string>();
  const why = 'its figures contradict the statement\'s printed figures, and';
  for (const d of badDates) lying.set(d.page, `its figures give no statement, and ${d.count} of its dates are no calendar's (${d.example})`);
  for (const page of pages) {
    const lies = lying.has(page.page) ? null : figureLies(page, min);
    if (lies) lying.set(page.page, `${why} ${lies.signs} of its amounts have shapes no amount has (${lies.example})`);
  }
  const glyphs = await withEngines(options.engines, (engines) => mismatchedDigits(file.bytes, engines, settings.extract.maxPages));
  for (const g of glyphs) {
    if (g.signs >= min && !lying.has(g.page)) lying.set(g.page, `${why} ${g.signs} of its digits are drawn with another glyph than their font draws for them (${g.example})`);
  }
  // Digits mapped to other digits, all alike, show no sign on a page whose dates stay possible: a few figures of each
  // other page are looked at as drawn (extract/figure-probe.ts).
  // Only in a document some page of which already showed a sign: the probe loads the OCR, and an honest document that
  // simply does not add up (a sample whose figures were made up, a reading gone wrong) must not pay for it.
  const drawn = lying.size === 0 ? [] : await withEngines(options.engines, (engines) => probeFigures(file.bytes, pages, engines, settings.ocr.maxPages, new Set(lying.keys())));
  for (const d of drawn) lying.set(d.page, `${why} ${d.signs} of its figures are drawn with other digits than it gives (${d.example})`);
  if (!lying.size) return null;
  const again = await withEngines(options.engines, (engines) => extractPages(file, { ...options, ocr: { ...options.ocr, lyingPages: lying } }, settings, engines));
  if (!again.readable || again.document.text_layer !== 'replaced_by_ocr') return null;
  const seen = { kind: null as string | null, datedMoneyLines: 0 };
  const read = readDocument(again, layoutPages(again.pages, settings), options, settings, seen);
  const after = verified(read);
  return after[0] > before[0] || (after[0] === before[0] && after[0] > 0 && after[1] > before[1]) ? { doc: read, pages: again.pages, named: seen } : null;
}

/** What the reader saw of a document it returned no statement from: the kind it named it, its dated money lines. */
interface ReaderSaw { kind: string | null; datedMoneyLines: number }

/** What the document is (forms/classify.ts), and an application form's values read (forms/reader.ts). */
function kindOf(doc: ExtractedDocument, pages: PageText[], named: ReaderSaw, settings: ParseSettings): ExtractedDocument {
  const unverified = doc.statements.length > 0 && doc.statements.every((st) => !!st.unverified);
  const c = classifyDocument(pages, doc.statements.length, named.kind, named.datedMoneyLines, unverified);
  // An application whose advances' table gave a few rows that verify nothing has no statement: its rows are dropped
  // and what the reading said of them with them, and it is said not to be a statement.
  if (c.kind === 'application_form' && doc.statements.length) {
    doc.statements = [];
    const reading = new Set(['period_derived', 'unreconciled', 'balances_derived', 'rows_not_read']);
    doc.warnings = doc.warnings.filter((w) => !reading.has(w));
    doc.warning_details = doc.warning_details?.filter((w) => !reading.has(w.code));
    notAStatement(doc, '');
  }
  doc.kind = c.kind;
  doc.kind_confidence = c.confidence;
  doc.kind_reason = c.reason;
  // A deal package: statements and other papers in one file (forms/parts.ts).
  const parts = doc.statements.length ? partsOf(pages, doc.statements.map((st) => st.pages), c) : null;
  if (parts) {
    doc.parts = parts;
    doc.kind_reason = `${c.reason}; the file holds several papers: ${partsInWords(parts)}`;
  }
  const formPages = c.kind === 'application_form' ? pages : parts ? pagesOfKind(pages, parts, 'application_form') : [];
  if (formPages.length) {
    try {
      doc.form = readForm(formPages, settings);
      // What the merchant declared for the statements to confirm (monthly sales, existing advances): forms/declared.ts.
      const declared = readDeclared(formPages, settings);
      if (declared) doc.form.declared = declared;
      // Owners' dates of birth (sensitive): forms/birth-dates.ts.
      withBirthDates(doc.form.applicants, readBirthDates(formPages, settings));
    } catch {}
  }
  return doc;
}

/** Parse one upload (one or more PDFs) into application, financials and parsing_details. */
export async function parseStatements(files: InputFile[], options: ExtractOptions = {}): Promise<ParseResult> {
  return (await parseWithDocuments(files, [], options)).result;
}

/** A result and the extracted documents it was analysed from (without `explain`), `prior` first. */
export interface ParsedDocuments { result: ParseResult; documents: ExtractedDocument[] }

/**
 * Parse files together with documents extracted earlier (`prior`: an existing deal's earlier uploads), as one
 * upload: `prior` comes first in `documents` and in the result, so a statement uploaded again is the duplicate.
 */
export async function parseWithDocuments(files: InputFile[], prior: ExtractedDocument[] = [], options: ExtractOptions = {}): Promise<ParsedDocuments> {
  const documents: ExtractedDocument[] = [...prior];
  // The files of one upload share one set of engines: the caller's, or this call's own.
  await withEngines(options.engines, async (engines) => {
    for (const [i, file] of files.entries()) {
      // OCR progress says which file of the upload it is about (the job's progress: src/parsing/pool.ts).
      const onOcrPage = options.onOcrPage && ((p: OcrProgress) => options.onOcrPage!({ ...p, file: i }));
      const { explain: _explain, ...doc } = await extractDocument(file, { ...options, engines, ...(onOcrPage ? { onOcrPage } : {}) });
      documents.push(doc);
    }
  });
  return { result: analyze(documents), documents };
}

/** Every page's lines, in page order. A page the layout fails on is skipped, as a page that fails to read is. */
function layoutPages(pages: PageText[], settings: ParseSettings): Line[] {
  const lines: Line[] = [];
  for (const page of pages) {
    try {
      lines.push(...pageToLines(page, settings.layout));
    } catch {}
  }
  return lines;
}

/** The lines read into statements, then what the reading could not stand behind said as warnings. */
function readDocument({ document: doc, ocr }: ExtractedPages, lines: Line[], options: ExtractOptions, settings: ParseSettings,
  named: ReaderSaw): ExtractedDocument {
  let read: ParsedLines;
  try {
    read = parseLinesExplained(lines, settings, doc.creation_date);
    // A credit-card statement read as one (read/card.ts) is named for what it is, as one set aside was.
    const cards = read.statements.length > 0 && read.statements.every((st) => st.account_type === CARD_ACCOUNT_TYPE);
    named.kind = cards ? 'credit-card statement' : /^none: (.+ statement)$/.exec(read.explain.winner)?.[1] ?? null;
    named.datedMoneyLines = read.explain.dated_money_lines;
    if (!read.statements.length && read.explain.dated_money_lines > 0 && !doc.creation_date) read = yearFromToday(lines, settings, options, doc) ?? read;
  } catch (err) {
    // A reader failure is ours, not the file's: say so, never "not a statement".
    options.onParserError?.(err);
    addWarning(doc, 'parser_error');
    return doc;
  }
  doc.statements = ocr.finish(read.statements);
  if (options.explain) {
    // The trace carries the lines' geometry so a picture can be drawn of what was read as what.
    const t = read.explain.trace;
    doc.explain = { ...read.explain, trace: { ...traceGeometry(lines), classes: t?.classes ?? [], columns: t?.columns ?? [], rows: t?.rows ?? [] } };
  }
  readingWarnings(doc, read);
  for (const w of ocr.warnings) addWarning(doc, w);
  if (!doc.statements.length) notAStatement(doc, read.explain.winner);
  return doc;
}

/**
 * No statement: said once, and where the reader knew the document for another kind (a credit-card statement) named in
 * `warning_details`, so the broker is told what was uploaded rather than only what it is not.
 */
function notAStatement(doc: ExtractedDocument, winner: string): void {
  addWarning(doc, 'not_a_statement');
  const kind = /^none: (.+ statement)$/.exec(winner)?.[1];
  if (kind) (doc.warning_details ??= []).push({ code: 'not_a_statement', message: `a ${kind}, not a bank account statement: no transactions are read from it` });
}

/**
 * Never zero rows for want of a year: a document whose dates print none, nor its period, a statement date or a
 * printed-on line, and a file without a creation date, had nothing to put its rows in a year. Such rows are read once
 * more in the latest year that puts them on or before today (a statement a merchant sends is a recent one), and the
 * assumption is said in `warning_details`. Only where the first reading returned nothing: no reading changes.
 */
function yearFromToday(lines: Line[], settings: ParseSettings, options: ExtractOptions, doc: ExtractedDocument): ParsedLines | null {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const again = parseLinesExplained(lines, settings, today);
  if (!again.statements.length) return null;
  (doc.warning_details ??= []).push({ code: 'period_derived', message: `no year is printed with the dates and the file has no creation date: they were read in the latest year that puts them on or before ${today}` });
  addWarning(doc, 'period_derived');
  return again;
}

/** Rows seen but not read, figures derived rather than printed, readings returned although they do not verify. */
function readingWarnings(doc: ExtractedDocument, read: ParsedLines): void {
  const detail = (code: DocumentWarning, message: string) => {
    addWarning(doc, code);
    (doc.warning_details ??= []).push({ code, message });
  };
  const kept = doc.statements.reduce((n, st) => n + st.transactions.length, 0);
  // A document named as another kind (a credit-card statement) had its rows seen and set aside on purpose.
  if (read.explain.dated_money_lines > 0 && kept === 0 && !/^none: .+ statement$/.test(read.explain.winner)) {
    addWarning(doc, 'rows_not_read');
    // First, before what extraction said (a lying text layer's pages: extract/layer-trust.ts), which stays.
    doc.warning_details = [{ code: 'rows_not_read', message: `${read.explain.dated_money_lines} dated lines with amounts were seen, none could be read as a verified statement` }, ...(doc.warning_details ?? [])];
  }
  for (const st of doc.statements) {
    const derivedBalances = st.derived?.filter((f) => f !== 'period') ?? [];
    if (derivedBalances.length) {
      detail('balances_derived', `${derivedBalances.map((f) => `${f.replace('_', ' ')} ${(f === 'beginning_balance' ? st.beginning_balance : st.ending_balance)?.toFixed(2)}`).join(' and ')} of the statement on pages ${st.pages[0]}-${st.pages[1]} not printed: derived from the running balances of its rows`);
    }
    if (st.derived?.includes('period')) {
      detail('period_derived', `no statement period printed for the statement on pages ${st.pages[0]}-${st.pages[1]}: ${st.period_start} to ${st.period_end} are its first and last posted dates`);
    }
    if (st.unverified) detail('unreconciled', `best reading returned unverified: ${st.unverified}`);
  }
  // A statement whose rows were read but that is not returned is said, with its figures: never a silent loss.
  for (const u of read.unreturned) detail('rows_not_read', unreturnedMessage(u));
}
