// Every tolerance of the statement parser, in one typed object with one part per stage (extract, with its OCR -> layout
// -> lines -> header -> records -> hypotheses -> verify). Resolved and validated once (`resolveSettings`, as pdfplumber's
// `TableSettings.resolve` does) and passed down through each stage's options, never read as a global: a caller can
// change one value for one parse (a test, a measurement) without touching the others. `mca parse --explain` prints
// the resolved object; docs/parsing.md ("Settings") has the table, written from the comments below.
//
// Units: PDF points (1/72 inch); font sizes and line heights are multiples of a line's (or word's) font size; a share
// is 0..1 of what the comment names; a count is a whole number.

/** The unit of a value, which also says what values are valid. */
export type Unit = 'points' | 'font sizes' | 'line heights' | 'times' | 'share' | 'count' | 'days' | 'ms' | 'bytes' | 'dpi' | 'degrees';

// The defaults, as data (resolveSettings lays a caller's values over a copy).
const DEFAULTS = {
  extract: {
    /** Pages read from one file; past it the document gets `too_many_pages`. */
    maxPages: 500,
    /** Time one file may take, checked between pages; past it the pages read so far are parsed (`timeout`). */
    timeoutMs: 60_000,
    /** Text items one page may have; past it the file is refused (`file_too_complex`). */
    maxTextItemsPerPage: 20_000,
    /** Text items the whole file may have; past it the file is refused (`file_too_complex`). */
    maxTextItemsPerFile: 400_000,
    /** Characters per page, on average, below which a document has no text layer (a scan: OCR'd). */
    minTextCharsPerPage: 20,
    /** Decoded bytes one Flate stream may have before the file is a decompression bomb (a 300 dpi page is ~25 MB). */
    maxStreamBytes: 128 * 1024 * 1024,
    /** Decoded bytes all Flate streams of a file may have together. */
    maxDecodedBytes: 512 * 1024 * 1024,
  },
  layout: {
    /** Width of one character of a text run that has no width, in font sizes (runs are split into words proportionally). */
    charWidth: 0.5,
    /** Words whose baselines differ by at most this many font sizes are on one line (superscripts, mixed fonts). */
    sameLine: 0.4,
    /** Words whose baselines differ by at most this many PDF points are on one line however small the type (the floor of `sameLine`). */
    sameLineMin: 1.5,
    /** A gap wider than this many font sizes (about three spaces) between words starts a new cell. */
    cellGap: 0.9,
    /** A gap of at most this many PDF points never starts a new cell however small the type (the floor of `cellGap`). */
    cellGapMin: 3,
    /** A gap wider than this many font sizes between two words of one cell is a space in the cell's text. */
    wordSpace: 0.12,
    /** Lines above this share of the page height (from the top) stand in the top margin (running headers). */
    topMargin: 0.08,
    /** Lines below this share of the page height (from the top) stand in the bottom margin (running footers). */
    bottomMargin: 0.93,
    /** Pages a document needs before a margin line repeated on many of them is page furniture. */
    runningMinPages: 3,
    /** A margin line repeated on at least this share of the pages is page furniture. */
    runningPageShare: 0.5,
    /** A margin line repeated on fewer pages than this is not page furniture, whatever the share. */
    runningMinRepeats: 2,
    /** Letters in a word from which it is several words glued together (a broken text layer). */
    gluedWordLetters: 16,
    /** Lines from the top searched for a credit card's words ("New Balance", "Minimum Payment"). */
    cardScanLines: 300,
    /** A text layer scoring above this (glued words, shuffled glyphs; 0..1) is refused as garbled. */
    garbledMaxScore: 0.35,
  },
  lines: {
    /** An amount ending a cell ("Sec:CCD 1,547.61") counts as a column amount right of this share of the page width. */
    amountColumnMinX: 0.45,
    /** A sign printed as its own cell ("CR", "-") belongs to the amount it follows within this many line heights. */
    signCellGap: 2.5,
    /** A sign cell may start up to this many PDF points left of the amount's right edge (estimated extents overlap). */
    signCellOverlap: 1,
    /** Words a section title may have ("Deposits and Other Credits"); more is a sentence. */
    titleMaxWords: 7,
    /** Words a title that counts its rows may have ("Deposits / Credits 76 items totaling $280,044.46"). */
    countedTitleMaxWords: 11,
    /** Cells of column words a line needs to be a table's column header. */
    headerMinCells: 2,
    /** Cells left of the rows' date column on fewer than this share of the rows are a block beside the table (read/sidebar.ts). */
    sidebarMaxShare: 0.8,
    /** Dated rows that must share one date column before a block beside it is looked for. */
    sidebarMinRows: 3,
    /** Rows with cells beside the date column that make a block beside the table. */
    sidebarMinBeside: 2,
    /** A cell ending this many PDF points left of the date column stands beside the table. */
    sidebarPad: 2,
  },
  header: {
    /** Days around a one-ended period in which a yearless date is placed. */
    yearlessSpanDays: 40,
    /** Days a statement period may span; a longer range is not a statement period. */
    maxPeriodDays: 400,
    /** A value printed under its label (a period's second date, a holder's name, a balance) is at most this many line heights below. */
    belowGap: 2.5,
    /** "Beginning Balance on" / "$508.78": a stacked label's value is on the next line, at most this many line heights below. */
    stackedGap: 1.6,
    /** Lines below a label searched for its value. */
    belowMaxLines: 4,
    /** Lines between an opening and a closing balance within which the credit and debit totals of a summary are read. */
    summaryMaxLines: 12,
    /** An amount belongs to a label when it starts at most this many PDF points left of the label. */
    labelPad: 1,
    /** A value under a label stands in its column when it ends right of this many PDF points left of the label. */
    columnPad: 2,
    /** Cells of a summary box beside the table start at most this many line heights left of its labels. */
    boxPad: 2,
    /** Lines from the top searched for a statement end date ("Statement Ending 06/30/2023"). */
    periodEndScanLines: 60,
    /** Lines from the top searched for dates with a year (the year of yearless dates). */
    yearScanLines: 400,
    /** Lines from the top searched for the account type and a labelled holder name. */
    fieldScanLines: 80,
    /** A bank name above this share of page 1's height (from the top) is in the letterhead and counts more. */
    bankTopShare: 0.25,
    /** The holder's mailing block stands above this share of page 1's height. */
    holderTopShare: 0.5,
    /** Lines of a mailing block are at most this many line heights apart. */
    blockLineGap: 2.6,
    /** Cells of one mailing block (or a label and its value) start within this many PDF points of each other. */
    blockAlign: 4,
    /** Lines a mailing block may have. */
    blockMaxLines: 6,
    /** A city and a postal code set apart in two cells are one when at most this many line heights apart. */
    postalCodeGap: 2.5,
    /** A mailing-block line with at least this share of digits is a barcode, not a name. */
    barcodeDigitShare: 0.5,
    /** Lines above and below an "Account number" line searched for the holder's name. */
    nearAccountLines: 3,
    /** A holder's name near the account number stands left of this share of the page width. */
    nearAccountMaxX: 0.5,
    /** Words a holder's name may have. */
    nameMaxWords: 7,
  },
  ocr: {
    /** A page with fewer native text characters than this has no usable text layer and is OCR'd. */
    minTextChars: 20,
    /** A page whose text has fewer word-, number- or date-shaped tokens than this share is garbage: OCR'd again. */
    minTextQuality: 0.6,
    /** At most this many pages of one document are OCR'd; later image pages are skipped (`too_many_pages`). */
    maxPages: 50,
    /** Hard limit for one page's recognition; the OCR engine is stopped and restarted when it overruns. */
    pageTimeoutMs: 20_000,
    /** OCR engines are stopped (their memory given back) when no page came for this long. */
    idleMs: 30_000,
    /** A page whose mean word confidence is below this is read again turned upside down; the better reading stays. */
    flipBelowConfidence: 0.55,
    /** Images are resampled to about this many dots per inch before recognition (Tesseract reads best near 300). */
    targetDpi: 300,
    /** Below this many dots per inch an image is upsampled to targetDpi; between the two it is left as is. */
    minDpi: 200,
    /** An image coarser than this many dots per inch cannot hold readable text (a tint, a placeholder): not OCR'd. */
    minScanDpi: 50,
    /** Skew is searched within plus or minus this many degrees ... */
    maxSkewDeg: 5,
    /** ... in steps of this many degrees. */
    skewStepDeg: 0.1,
    /** Images smaller than this share of the page area are logos or signatures, not the page: not OCR'd. */
    minImageAreaShare: 0.25,
    /** Words below this confidence are dropped (low on purpose: a faint amount is still worth reading). */
    minWordConfidence: 0,
    /** Words of one or two letters (no digit) below this confidence are specks or stray strokes: dropped. */
    minShortWordConfidence: 0.6,
    /** A lone dash read with at least this confidence is kept (a period's range sign); below, it is a speck. */
    dashConfidence: 0.7,
    /** A word's type size within this share of its page's median word size is that size (OCR's line heights vary with the line's letters). */
    sizeSnap: 0.2,
    /** Header check: in this top share of a page, a run of words below rereadBelowConfidence is read again alone ... */
    headerShare: 0.3,
    /** ... the confidence under which a header run is read again ... */
    rereadBelowConfidence: 0.6,
    /** ... at most this many runs a page. */
    maxHeaderRereads: 4,
    /** Balance repair of OCR'd amounts: amounts tried per statement ... */
    repairMaxAmounts: 40,
    /** ... and readings tried per amount (a bounded search). */
    repairMaxVariants: 24,
  },
  records: {
    /** Money tokens whose right edges lie within this many PDF points share one column (amounts are right-aligned). */
    columnSnap: 6,
    /** A text line further below its record than this many line heights is not a wrapped description line. */
    continuationGap: 2.4,
    /** Rows dated more than this many days outside the statement period are dates quoted in text, not postings. */
    periodSlackDays: 10,
    /** A wrapped line may start this many PDF points left of its record's description (a title word: right of its date). */
    indentPad: 2,
    /** A wrapped line's type is at most this many times its record's (larger type is the next statement's bank name). */
    largerType: 1.15,
    /** A wrapped line's type is at least this many times its record's (smaller type is a note under the table). */
    smallerType: 0.93,
    /** Amounts on a line below a dated line without any join it within this many line heights (a record over several lines). */
    joinGap: 4.8,
    /** Records a layout trait (amounts printed last, narrative lines under rows) needs before the document has it. */
    traitMinRows: 3,
    /** Rows that must carry a narrative line under them (left of their description) for the layout to have narratives. */
    narrativeShare: 0.5,
    /** Fewer amounts than this in the whole document: every amount makes a column of its own. */
    columnMinAmounts: 6,
    /** Amounts quoted inside descriptions (not whole cells) make a column only when at least this many line up. */
    quotedColumnMin: 3,
    /** The column edge (right, left, centre) kept is the one with the fewest columns that hold this share of the amounts. */
    columnCoverage: 0.95,
    /** An amount is in a column when its aligned edge is within this many times `columnSnap` of the column's. */
    columnMatch: 1.5,
    /** Dated records a table needs before words left of its dates on some rows are judged a block beside it. */
    besideMinRows: 4,
    /** Words left of the dates on fewer than this share of the rows are a block beside the table, not a column. */
    besideMaxShare: 0.5,
  },
  hypotheses: {
    /** A column is a balance-column candidate when at least this share of the records print a value in it (UK statements print the balance on a day's last row only). */
    balanceColumnMinShare: 0.1,
    /** A column role (credit/debit) learned from chained rows needs this share of agreeing rows. */
    roleAgreement: 0.9,
    /** A header word names the amount column whose right edge is nearest its own, among columns reaching at most this many PDF points left of the word... */
    headerReachLeft: 4,
    /** ... and starting at most this many PDF points right of it. */
    headerReachRight: 40,
  },
  verify: {
    /** Rows of undecided direction between two printed balances searched exhaustively (2^n readings). */
    maxUndecidedRun: 12,
    /** Rows of undecided direction searched exhaustively against a statement's opening and closing balances (2^n readings). */
    maxUndecidedTotals: 14,
    /** A balance not printed is derived from the rows only when at least this share of them is explained by the running balances. */
    derivedMinExplained: 0.8,
    /** A balance not printed is derived only when at most this share of balance steps break (one break is always tolerated: a row the printout cut). */
    derivedMaxBreakShare: 0.05,
    /** A reading not returned is a lost statement when more than this share of its rows lie outside every returned statement. */
    lostRowShare: 0.5,
    /** A reading not returned is also a lost statement when at least this many of its rows outside every returned statement chain by their printed running balances. */
    lostMinChained: 2,
    /** A lost reading with at least this share of its rows in a lost statement named already is that statement again, not a second one. */
    namedRowShare: 0.5,
  },
};

type Widen<T> = { readonly [P in keyof T]: { readonly [K in keyof T[P]]: number } };
/** The parser's settings: one part per stage. */
export type ParseSettings = Widen<typeof DEFAULTS>;
export type ExtractSettings = ParseSettings['extract'];
export type LayoutSettings = ParseSettings['layout'];
export type LineSettings = ParseSettings['lines'];
export type HeaderSettings = ParseSettings['header'];
export type RecordSettings = ParseSettings['records'];
export type HypothesisSettings = ParseSettings['hypotheses'];
export type VerifySettings = ParseSettings['verify'];
export type OcrTolerances = ParseSettings['ocr'];
export type DeepPartial<T> = { [P in keyof T]?: T[P] extends object ? DeepPartial<T[P]> : T[P] };

/** A copy of a two-level object (parts of values), frozen at both levels: settings are never changed in place. */
function deepFreeze<T extends object>(s: T): T {
  return Object.freeze(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Object.freeze({ ...v })]))) as T;
}

export const DEFAULT_SETTINGS: ParseSettings = deepFreeze(DEFAULTS);

/** The unit of every value: what it is measured in and so which values are valid. */
export const UNITS: { readonly [P in keyof ParseSettings]: { readonly [K in keyof ParseSettings[P]]: Unit } } = deepFreeze({
  extract: { maxPages: 'count', timeoutMs: 'ms', maxTextItemsPerPage: 'count', maxTextItemsPerFile: 'count', minTextCharsPerPage: 'count', maxStreamBytes: 'bytes', maxDecodedBytes: 'bytes' },
  layout: {
    charWidth: 'font sizes', sameLine: 'font sizes', sameLineMin: 'points', cellGap: 'font sizes', cellGapMin: 'points', wordSpace: 'font sizes',
    topMargin: 'share', bottomMargin: 'share', runningMinPages: 'count', runningPageShare: 'share', runningMinRepeats: 'count', gluedWordLetters: 'count', cardScanLines: 'count', garbledMaxScore: 'share',
  },
  lines: {
    amountColumnMinX: 'share', signCellGap: 'line heights', signCellOverlap: 'points', titleMaxWords: 'count', countedTitleMaxWords: 'count', headerMinCells: 'count',
    sidebarMaxShare: 'share', sidebarMinRows: 'count', sidebarMinBeside: 'count', sidebarPad: 'points',
  },
  header: {
    yearlessSpanDays: 'days', maxPeriodDays: 'days', belowGap: 'line heights', stackedGap: 'line heights', belowMaxLines: 'count', summaryMaxLines: 'count',
    labelPad: 'points', columnPad: 'points', boxPad: 'line heights', periodEndScanLines: 'count', yearScanLines: 'count', fieldScanLines: 'count',
    bankTopShare: 'share', holderTopShare: 'share', blockLineGap: 'line heights', blockAlign: 'points', blockMaxLines: 'count', postalCodeGap: 'line heights',
    barcodeDigitShare: 'share', nearAccountLines: 'count', nearAccountMaxX: 'share', nameMaxWords: 'count',
  },
  ocr: {
    minTextChars: 'count', minTextQuality: 'share', maxPages: 'count', pageTimeoutMs: 'ms', idleMs: 'ms', flipBelowConfidence: 'share',
    targetDpi: 'dpi', minDpi: 'dpi', minScanDpi: 'dpi', maxSkewDeg: 'degrees', skewStepDeg: 'degrees', minImageAreaShare: 'share',
    minWordConfidence: 'share', minShortWordConfidence: 'share', dashConfidence: 'share', sizeSnap: 'share', headerShare: 'share', rereadBelowConfidence: 'share',
    maxHeaderRereads: 'count', repairMaxAmounts: 'count', repairMaxVariants: 'count',
  },
  records: {
    columnSnap: 'points', continuationGap: 'line heights', periodSlackDays: 'days', indentPad: 'points', largerType: 'font sizes', smallerType: 'font sizes',
    joinGap: 'line heights', traitMinRows: 'count', narrativeShare: 'share', columnMinAmounts: 'count', quotedColumnMin: 'count', columnCoverage: 'share',
    columnMatch: 'times', besideMinRows: 'count', besideMaxShare: 'share',
  },
  hypotheses: { balanceColumnMinShare: 'share', roleAgreement: 'share', headerReachLeft: 'points', headerReachRight: 'points' },
  verify: { maxUndecidedRun: 'count', maxUndecidedTotals: 'count', derivedMinExplained: 'share', derivedMaxBreakShare: 'share', lostRowShare: 'share', lostMinChained: 'count', namedRowShare: 'share' },
});

/** Why a value is not valid for its unit, or null. */
function invalid(unit: Unit, v: unknown): string | null {
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'must be a finite number';
  if (unit === 'share') return v >= 0 && v <= 1 ? null : 'must be a share between 0 and 1';
  if (unit === 'count' || unit === 'days' || unit === 'bytes') return Number.isInteger(v) && v >= 0 ? null : 'must be a whole number >= 0';
  if (unit === 'ms') return v > 0 ? null : 'must be > 0';
  return v >= 0 ? null : 'must be >= 0';
}

/**
 * The defaults with `partial` laid over them, validated: every key must be a known setting and every value a finite
 * number valid for its unit. Throws an Error naming the bad key (`settings.layout.cellGap must be ...`).
 */
export function resolveSettings(partial: DeepPartial<ParseSettings> = {}): ParseSettings {
  if (typeof partial !== 'object' || partial === null) throw new Error('settings must be an object');
  const out: Record<string, Record<string, number>> = {};
  for (const part of Object.keys(partial)) {
    if (!Object.hasOwn(DEFAULT_SETTINGS, part)) throw new Error(`settings.${part} is not a settings part (known: ${Object.keys(DEFAULT_SETTINGS).join(', ')})`);
    const given = (partial as Record<string, unknown>)[part];
    if (given !== undefined && (typeof given !== 'object' || given === null)) throw new Error(`settings.${part} must be an object`);
  }
  for (const [part, values] of Object.entries(DEFAULT_SETTINGS) as [keyof ParseSettings, Record<string, number>][]) {
    const given = ((partial as Record<string, unknown>)[part] ?? {}) as Record<string, unknown>;
    const units = UNITS[part] as Record<string, Unit>;
    for (const key of Object.keys(given)) {
      if (!Object.hasOwn(values, key)) throw new Error(`settings.${part}.${key} is not a setting (known: ${Object.keys(values).join(', ')})`);
    }
    out[part] = { ...values };
    for (const [key, v] of Object.entries(given)) {
      if (v === undefined) continue;
      const why = invalid(units[key]!, v);
      if (why) throw new Error(`settings.${part}.${key} ${why} (${units[key]}), got ${String(v)}`);
      out[part][key] = v as number;
    }
  }
  return deepFreeze(out as unknown as ParseSettings);
}
