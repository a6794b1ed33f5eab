// Shared shapes of the statement-parsing engine. Extraction (pdf -> statements) produces ExtractedDocument;
// analysis (categories, metrics, positions, application, tamper signals) turns those into a ParseResult,
// which is exactly the `application`, `financials` and `parsing_details` of contract.md / metrics.md.

export type Direction = 'credit' | 'debit';

export type Category =
  | 'revenue' | 'transfer_in' | 'loan_proceeds' | 'reversal' | 'interest'
  | 'mca_payment' | 'nsf_fee' | 'transfer_out' | 'loan_payment' | 'fee' | 'check' | 'other';

/** What the layout says about a row's kind, independent of its text (a checks table, a fees section). */
export type SectionHint = 'check' | 'fee' | null;

export interface ExtractedTransaction {
  date: string;              // YYYY-MM-DD posting date
  description: string;       // continuation lines joined with single spaces
  amount: number;            // positive, 2 decimals
  direction: Direction;
  balance: number | null;    // running balance printed on the row, else null
  section: SectionHint;
  page: number;              // 1-based page it was read from
}

export interface ExtractedStatement {
  bank_name: string | null;
  account_holder: string | null;      // legal name as printed, without "DBA ..."
  /** How sure the holder's reading is, 0..1 (read/holder.ts); null with no holder. */
  account_holder_confidence?: number | null;
  holder_block: string[];             // raw lines of the holder/mailing block (name, DBA, street, city/state/zip)
  account_number_last4: string | null;
  account_type: string | null;        // checking, savings ... when printed
  period_start: string | null;
  period_end: string | null;
  beginning_balance: number | null;
  ending_balance: number | null;
  printed_total_credits: number | null;
  printed_total_debits: number | null;
  transactions: ExtractedTransaction[];
  pages: [number, number];            // first and last page of the statement in its document
  /** Font names used on the lines that carry amounts, with how many amount lines used each (tamper signal input). */
  amount_fonts: Record<string, number>;
  /** Set when the statement was read from OCR'd pages (src/statements/ocr). */
  ocr?: OcrReading;
  /** Figures not printed but derived from the rows (running balances, posted dates): said in warning_details. */
  derived?: DerivedField[];
  /** Returned as the best reading although it does not verify: what failed, in figures. */
  unverified?: string;
  /** ISO 4217 code of the statement's currency where the document prints one (a code or a £/€ sign), else absent. */
  currency?: string;
  /** Rows printed as pending (not posted yet): shown apart, never in transactions or any figure. */
  pending_transactions?: PendingTransaction[];
  /** A daily-balance table the statement prints (dates and end-of-day balances), where one was read. */
  printed_daily_balances?: DailyBalance[];
}

/** A row the document prints as pending: its description, amount and direction as printed; no posting date. */
export interface PendingTransaction { description: string; amount: number; direction: Direction; page: number }

/** A figure the document does not print, derived from its rows (the oldest row's balance before it, the newest balance, first to last posted date). */
export type DerivedField = 'beginning_balance' | 'ending_balance' | 'period';

/** How an OCR'd statement was read: mean word confidence (0..1), pages OCR'd, figures the balance repair changed. */
export interface OcrReading { mean_confidence: number; pages: number; repairs: string[] }

/** A note on one statement. `ocr`: read from a scan, with the OCR's mean word confidence. */
export interface StatementWarning { code: 'ocr'; message: string; mean_confidence: number }

export type DocumentWarning =
  | 'no_text_layer' | 'encrypted' | 'corrupt' | 'unreconciled' | 'duplicate_statement' | 'not_a_statement'
  | 'too_many_pages' | 'timeout' | 'parser_error' | 'rows_not_read' | 'ocr' | 'file_too_complex'
  | 'balances_derived' | 'period_derived' | 'partial_months_only';

/** A document's text layer: none (a scan: false), read (true), or found lying on some pages and replaced there by
 *  their OCR reading ("replaced_by_ocr"; extract/layer-trust.ts). */
export type TextLayer = boolean | 'replaced_by_ocr';

export interface ExtractedDocument {
  file_name: string;
  pages: number;
  text_layer: TextLayer;
  producer: string | null;
  creator: string | null;
  creation_date: string | null;       // ISO timestamp from the PDF info dictionary
  mod_date: string | null;
  warnings: DocumentWarning[];
  /** Human-readable detail for warnings that carry a figure ("rows_not_read": how many). */
  warning_details?: { code: DocumentWarning; message: string }[];
  statements: ExtractedStatement[];
  /** Only with ExtractOptions.explain: the readings tried and why the winner won (`mca parse --explain`). */
  explain?: ReadingExplain;
  /** What the document is (forms/classify.ts): absent on documents stored before issue 36. */
  kind?: DocumentKind;
  kind_confidence?: number;
  kind_reason?: string;
  /** An application form's values, each with where it was read (forms/): on `application_form` documents, and on a
   *  file whose `parts` hold an application's pages. */
  form?: FormReading;
  /** A file holding several papers (a deal package): its runs of pages and what each is (forms/parts.ts). */
  parts?: DocumentPart[];
}

/** A run of pages of one file that is one paper: the first and last page, what it is, how sure, why. */
export interface DocumentPart { pages: [number, number]; kind: DocumentKind; kind_confidence: number; kind_reason: string }

/** The kinds of paper a broker's upload holds (issue 36). */
export type DocumentKind =
  | 'bank_statement' | 'activity_printout' | 'card_statement' | 'application_form' | 'voided_check'
  | 'identity_document' | 'tax_form' | 'other';

/** One value read from a form: the value, the label it was read under, where (page, box in points from the page's
 *  top-left) and how sure the reading is (0..1). */
export interface FormValue<T = string | number> {
  value: T; label: string; page: number; box: [number, number, number, number]; confidence: number;
  /** `field`: an AcroForm field's value; `text`: printed text; `mark`: a checked box (drawn, a letter or a glyph). */
  source: 'field' | 'text' | 'mark';
}

export interface FormApplicant {
  first_name: FormValue<string> | null; last_name: FormValue<string> | null; role: FormValue<string> | null;
  ownership: FormValue<number> | null; credit_score: FormValue<number> | null; tax_id: FormValue<string> | null;
  tax_id_type: string | null; tax_id_country: string | null;
  /** ISO date, where a reader reads it: sensitive like the tax ID (encrypted on the deal, masked on its page). */
  date_of_birth?: FormValue<string> | null;
}

/** What the merchant declared that the statements can confirm (issue 36 item 3): not application fields, compared
 *  with the statements' figures into review flags (src/deals/form-review.ts). */
export interface FormDeclared {
  /** Average monthly sales or revenue as declared (an annual figure divided by 12). */
  monthly_sales?: FormValue<number> | null;
  /** The existing advances the form lists: one value per funder named (its name), or a printed count. */
  existing_advances?: FormValue<string>[] | null;
  /** A printed number of open advances/positions, where the form asks for it instead of listing them. */
  existing_advances_count?: FormValue<number> | null;
}

/** An application form's reading: every field of `application` it printed, with its evidence. */
export interface FormReading {
  fields: Partial<Record<FormField, FormValue>>;
  applicants: FormApplicant[];
  /** Declared figures the statements can confirm; absent where the reader read none. */
  declared?: FormDeclared;
  /** Fields the form asks as a row of drawn checkboxes with none marked (the merchant's answer is not among them):
   *  not printed, so not guessed from elsewhere either (a legal name's suffix). */
  unanswered?: FormField[];
}

export type FormField =
  | 'legal_name' | 'trade_name' | 'type_of_entity' | 'industry' | 'business_tax_id' | 'business_tax_id_type'
  | 'business_tax_id_country' | 'state_region' | 'country' | 'requested_amount' | 'requested_payment'
  | 'number_of_payments' | 'payment_frequency' | 'business_start_date';

export interface ReadingExplain {
  readers: { name: string; statements: number; reconciled: number; transactions: number; verified_transactions: number }[];
  winner: string;
  sections: { lines: [number, number]; records: number; opening: number | null; closing: number | null; tried: string[]; winner: string; first: boolean; verified: boolean; figures?: string[] }[];
  dated_money_lines: number;
  /** Day first or month first for the whole document, and the judge that decided (read/date-order.ts). */
  date_order?: string;
  /** Every decision of the reader per line and per row, with the geometry to draw them (`--explain=lines`, `--svg`). */
  trace?: ReadingTrace;
}

/** What the reader took a line for. */
export type LineClass =
  | 'noise'         // page furniture (running header or footer), never a row
  | 'sidebar'       // a block beside the table sharing lines with its rows
  | 'header'        // a column header
  | 'title'         // a section title (its direction is a prior for the rows below)
  | 'skip'          // a title of a table without postings (daily balances, summaries, pending items)
  | 'opening'       // an opening balance (or a balance brought forward that opens a list)
  | 'closing'       // a closing balance
  | 'checkpoint'    // a balance printed between rows: a link of the running-balance chain
  | 'total'         // a total line
  | 'pending'       // a row not posted yet
  | 'grid'          // several postings on one line (a checks grid)
  | 'row'           // a dated row with amounts: one transaction
  | 'row_start'     // a dated line whose amounts come on a later line
  | 'amounts'       // amounts without a date: the record above's date, or a row started above
  | 'continuation'  // a wrapped description line of the record above
  | 'above'         // text printed above the record it describes
  | 'skipped'       // under a title of a table without postings
  | 'text';         // none of these: not part of any record

export interface LineTrace {
  line: number; class: LineClass; why: string;
  /** Why the record read from this line is not a transaction (a filter after the classification set it apart). */
  dropped?: string;
}

/** A line as drawn: page coordinates in PDF points from the page's top-left. */
export interface TraceLine { page: number; y: number; h: number; cells: { x0: number; x1: number; text: string }[] }

export interface ReadingTrace {
  pages: { page: number; width: number; height: number }[];
  /** The document's lines in reading order; LineTrace.line and rows' lines index into it. */
  lines: TraceLine[];
  classes: LineTrace[];
  /** Amount columns the reader found, with the role the winning reading gave each. */
  columns: { section: number; page_from: number; page_to: number; x0: number; x1: number; role: 'credit' | 'debit' | 'amount' | 'balance' | null }[];
  /** Each returned transaction and the lines it was read from. */
  rows: { statement: number; transaction: number; lines: number[] }[];
}

export interface Transaction {
  date: string;
  description: string;
  amount: number;
  direction: Direction;
  balance: number | null;
  category: Category;
}

export interface DailyBalance { date: string; balance: number }

export interface StatementResult {
  document: number;                   // index into documents[]
  bank_name: string | null;
  account_holder: string | null;
  /** Extension: how sure the holder's reading is, 0..1; null with no holder (docs/parsing.md, Holder names). Every
   *  new parse sets it; results stored before it existed have none. */
  account_holder_confidence?: number | null;
  account_number_last4: string | null;
  period_start: string | null;
  period_end: string | null;
  month: string | null;               // YYYY-MM of period_end
  beginning_balance: number | null;
  ending_balance: number | null;
  total_credits: number;
  total_debits: number;
  reconciled: boolean;
  reconciliation_difference: number;  // (beginning + credits - debits) - ending, 0 when reconciled
  transactions: Transaction[];
  daily_balances: DailyBalance[];
  /** ISO 4217 code, where the statement prints its currency. */
  currency?: string;
  /** Extension (issue 32): `credit_card` on a credit-card statement. Its balances are what the holder has (an amount
   *  owed is negative), it has no daily balances, and it counts in no figure of `financials` (docs/metrics-choices.md). */
  account_type?: 'credit_card';
  /** Rows printed as pending: shown apart, never counted. */
  pending_transactions?: { description: string; amount: number; direction: Direction }[];
  warnings?: StatementWarning[];      // only when there is something to say (today: read by OCR)
}

export interface TamperSignal { code: string; message: string; statement?: number }

export interface DocumentResult {
  file_name: string;
  pages: number;
  text_layer: TextLayer;
  producer: string | null;
  creator: string | null;
  warnings: DocumentWarning[];
  warning_details?: { code: DocumentWarning; message: string }[];
  tamper_signals: TamperSignal[];
  /** What the document is, how sure and why (forms/classify.ts). */
  kind?: DocumentKind;
  kind_confidence?: number;
  kind_reason?: string;
  /** An application form's values with where each was read (page, box) and a confidence. */
  form?: FormReading;
  /** A file holding several papers: its parts (forms/parts.ts). */
  parts?: DocumentPart[];
}

export interface MonthFigures {
  date: string;                       // YYYY-MM
  total_credits: number;
  total_true_credits: number;
  negative_days_count: number;
  nsf_count: number;
  deposit_count: number;
  /** Extension: days of the month the statements cover (several accounts: the largest account's). */
  days_covered: number;
  /** Extension: days_covered < 25 (a month-to-date printout, a long report's edges); averages leave it out. */
  partial: boolean;
}

export interface Position {
  name: string;
  active: boolean;
  payment_frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  remit_percentage: number;
  // Extensions (analysis): what the position was computed from.
  payment_amount?: number;            // median of its last 5 debits
  debit_count?: number;
  first_debit?: string;
  last_debit?: string;
  known_lender?: boolean;             // named by the lender library (false: found by recurring fixed debits)
}

export interface Financials {
  avg_monthly_revenue: number;
  avg_monthly_true_revenue: number;
  avg_daily_balance: number;
  avg_negative_days_count: number;
  avg_nsf_count: number;
  total_positions_count: number;
  remit_percentage: number;
  months: MonthFigures[];
  positions: Position[];
  /** The currency the figures are in, where the statements print one; statements in other currencies are not counted. */
  currency?: string;
}

export interface ParsedApplication {
  legal_name: string | null;
  trade_name: string | null;
  type_of_entity: string | null;      // entity-types reference id
  state_region: string | null;        // two-letter code
  country: string | null;             // "United States" | "Canada"
  // Read from an application form (issue 36): present only when a form printed them.
  industry?: string | null;
  business_tax_id?: string | null;
  business_tax_id_type?: string | null;
  business_tax_id_country?: string | null;
  requested_amount?: number | null;
  requested_payment?: number | null;
  number_of_payments?: number | null;
  payment_frequency?: string | null;
  business_start_date?: string | null;
  applicants?: ParsedApplicant[];
}

export interface ParsedApplicant {
  first_name: string | null; last_name: string | null; role: string | null; ownership: number | null;
  credit_score: number | null; tax_id: string | null; tax_id_type: string | null; tax_id_country: string | null;
  /** ISO date, only when a form printed it (sensitive: encrypted at rest on the deal, masked in the dashboard). */
  date_of_birth?: string | null;
}

export interface ParseResult {
  application: ParsedApplication;
  financials: Financials;
  parsing_details: { documents: DocumentResult[]; statements: StatementResult[] };
}

export interface InputFile { name: string; bytes: Uint8Array }

// What extraction gives the layout: a page's text runs with positions in a top-left coordinate system (y grows
// downwards), from the PDF's text layer or from OCR. Here, not in extract/, since every later stage reads them.

/** One text run converted to top-left coordinates. */
export interface TextItem {
  str: string;
  x: number;       // left edge
  y: number;       // baseline, from the top of the page
  w: number;       // width
  h: number;       // font size (height)
  font: string;    // font identity (resource + name); used for tamper signals, never for parsing decisions
  conf?: number;   // OCR word confidence 0..1 (src/statements/ocr); absent for the native text layer
  /** How light the run's ink shows on white paper, 0-255, when it is a mid grey or lighter (native text layer only;
   *  absent for dark text): a form's light grey placeholder in an empty input is no value (forms/placeholders.ts). */
  light?: number;
  /** The run's baseline slope (across over along) when it is set a little off level (native text layer only; absent
   *  for level text): two hands' values that touch are parted where their slopes differ (forms/runs-rejoined.ts). */
  slope?: number;
  /** A run turned a quarter turn (PageForm.turned): true when it reads bottom to top, false top to bottom. A caption
   *  wrapped onto two turned lines reads its lines in the order its letters' tops face (forms/turned-captions.ts). */
  up?: boolean;
}

export interface PageText {
  page: number; width: number; height: number; items: TextItem[];
  /** Text items the extractor counted, blank and rotated ones and the gaps between runs included (native pages;
   *  what the item caps count). */
  rawItems?: number;
  /** Glyphs drawn on the page that map to no character (native pages; the text layer check, extract/layer-trust.ts). */
  unmapped?: number;
  /** Glyph shapes drawn as filled outlines where the text layer holds nothing, when enough to be words a person reads
   *  (native pages: extract/pdfium-outlines.ts); such a page is read from its drawing. */
  outlines?: number;
  /** A form's drawing and fields (native pages that look like a form: extract/pdfium-form.ts). */
  form?: PageForm;
}

/** A rectangle in points from the page's top-left. */
export interface Rect { x0: number; y0: number; x1: number; y1: number }

/** What a form draws besides its text: AcroForm widgets with their values, drawn marks (an X of two strokes, a tick),
 *  horizontal rules (underlined rows) and boxes (cells, checkboxes). */
export interface PageForm {
  fields: { name: string; label: string | null; value: string; checked: boolean | null; rect: Rect }[];
  marks: Rect[];
  rules: Rect[];
  /** The rules drawn dashed or dotted (printed lines, never a hand's strike); absent on pages read before they were kept. */
  dashed?: Rect[];
  boxes: Rect[];
  /** Upright lines drawn alone (a table's column sides); absent on pages read before they were kept. */
  vrules?: Rect[];
  /** Closed curves drawn round printed words (an answer circled); absent on pages read before they were kept. */
  rings?: Rect[];
  /** Straight lines drawn nearly level but not flat, longer than a mark (a value struck through by hand), each as its
   *  bounds; absent on pages read before they were kept. */
  strokes?: Rect[];
  /** Zigzags drawn by hand the size of a checkbox (a mark scribbled out); absent on pages read before they were kept. */
  scribbles?: Rect[];
  /** Long open lines drawn by hand (an arrow's shaft, a value in the margin led to its field), each by its two ends;
   *  absent on pages read before they were kept and on pages read turned. */
  leads?: { ax: number; ay: number; bx: number; by: number }[];
  /** Text set a few degrees off level (handwritten values), which the page's items leave out; the form reader reads it. */
  tilted?: TextItem[];
  /** Text set turned a quarter turn (a section's name down a side band), each run as its bounds: `x`, `y` its top-left
   *  corner, `w` across the letters, `h` along them; the form reader reads it as a heading over its band. */
  turned?: TextItem[];
  /** Text a PDF viewer's tools typed on the page as annotations (FreeText: Fill & Sign, Preview, a typewriter tool),
   *  where it is drawn; the form reader reads it, the statements' reading does not (a comment is no transaction). */
  notes?: TextItem[];
}
