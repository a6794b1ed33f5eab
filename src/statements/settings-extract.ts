// The extraction's defaults: the text layer (limits, pdf.js's run factors) and the OCR of scans. Data only: the
// documented table (docs/parsing.md "Settings") is written from these comments; settings.ts types and validates them.

export const EXTRACT_DEFAULTS = {
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
    /** Decoded bytes one page's (or form's) content may have before the file is refused unparsed (a content byte can cost ~80 bytes of PDFium's memory). */
    maxContentBytes: 2 * 1024 * 1024,
    /** Text runs (pdfium-runs.ts, as pdf.js builds its items): a gap wider than this many font sizes between two characters puts a space in the run (pdf.js's TRACKING_SPACE_FACTOR). */
    runSpaceGap: 0.102,
    /** A gap of at most this many font sizes is no space at all: the space check starts over (pdf.js's NOT_A_SPACE_FACTOR). */
    runNoSpaceGap: 0.03,
    /** A step back of more than this many font sizes ends the run (pdf.js's NEGATIVE_SPACE_FACTOR, -0.2). */
    runStepBack: 0.2,
    /** A gap wider than this many font sizes ends the run (pdf.js's SPACE_IN_FLOW_MAX_FACTOR). */
    runBreakGap: 0.6,
    /** A baseline moved by more than this many font sizes (of the run) ends the run (pdf.js's VERTICAL_SHIFT_RATIO). */
    runBaselineShift: 0.25,
    /** A step back with the baseline moved by more than this many font sizes is a new line, not a run going on. */
    runNewLineShift: 0.5,
    /** Text turned more than this (its matrix's skew over its scale: 0.035 is about 2 degrees) is set at a slant, a stamp or watermark over the page or a vertical label: left out. */
    rotatedSlope: 0.035,
    /** Font size given to a character whose text matrix and box tell none, in PDF points. */
    defaultFontSize: 10,
    /** A glyph whose ink differs from the page drawn under it by less than this (grey levels of 255, its alpha applied) is not seen by a person: not read (white text on white paper). Only glyphs that would not show on white paper are checked. */
    hiddenInkContrast: 32,
    /** ... against the page drawn at this resolution, once, on the first such glyph of a page. */
    hiddenCheckDpi: 72,
    /** A page of a document whose reading fails its printed figures is read again by OCR when at least this many of its amounts have shapes no amount has (a zero leading "0137.45", a bracket inside "1)234.56": extract/figure-lies.ts). */
    figureLieMinSigns: 2,
  },
  ocr: {
    /** A page with fewer native text characters than this has no usable text layer and is OCR'd. */
    minTextChars: 20,
    /** A page whose text has fewer word-, number- or date-shaped tokens than this share is garbage: OCR'd again. */
    minTextQuality: 0.6,
    /** Tokens shorter than this many characters are not judged for that share ... */
    garbageMinChars: 3,
    /** ... and a word without a vowel is word-shaped up to this many letters (an abbreviation). */
    vowellessMaxChars: 4,
    /** Text layer check (extract/layer-trust.ts): a page with at least this share of private-use, control or replacement characters lies about its text: OCR'd. */
    layerBadCharShare: 0.05,
    /** ... or with at least this share of its glyphs mapped to no character ... */
    layerUnmappedShare: 0.2,
    /** ... or, with at least this many words of three letters or more, ... */
    layerMinWords: 12,
    /** ... fewer than this share of them in the dictionary of statement words (extract/layer-words.ts) ... */
    layerMinKnownShare: 0.15,
    /** ... and fewer than this share of their letter pairs among the pairs those words make. */
    layerMinPairShare: 0.8,
    /** ... or with at least this many figures printed with letters where digits go ("l,ZEA.Sb"), more than its figures printed with digits. */
    layerLetterFigures: 3,
    /** At most this many pages of one document are OCR'd; later image pages are skipped (`too_many_pages`). */
    maxPages: 50,
    /** Hard limit for one page's recognition; the OCR engine is stopped and restarted when it overruns. */
    pageTimeoutMs: 20_000,
    /** OCR engines are stopped (their memory given back) when no page came for this long. */
    idleMs: 30_000,
    /** A page whose mean word confidence is below this has a crop read in the other three turns, and the page read again in one that reads clearly better; the better reading stays. */
    flipBelowConfidence: 0.55,
    /** Images are resampled to about this many dots per inch before recognition (Tesseract reads best near 300). */
    targetDpi: 300,
    /** Below this many dots per inch an image is upsampled to targetDpi; from it up it is read at its own (a 150 dpi phone photo upsampled read worse, at 1.5x the CPU). */
    minDpi: 120,
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
    /** Below that share too, a weak run is read again on a line holding a well-read word of a type this many times as tall (a statement's header further down the page) ... */
    rereadLargerType: 1.6,
    /** ... and one weak word alone is read again when it is this many times as wide as it is tall (a phrase read as one word). */
    rereadPhraseWidth: 8,
    /** Date reread (date-reread.ts): at most this many weak words in a page's date column are read again ... */
    maxDateRereads: 6,
    /** ... from their line's start enlarged this many times. */
    dateRereadScale: 2,
    /** Close-up (form-closeup.ts): on a form page, a word read with less than this confidence is read again enlarged ... */
    closeUpBelowConfidence: 0.94,
    /** ... when it has at most this many characters (a label, a value; not a paragraph read as one word) ... */
    closeUpMaxChars: 24,
    /** ... at most this many a page, the least sure first ... */
    maxCloseUps: 48,
    /** ... enlarged this many times ... */
    closeUpScale: 2,
    /** ... and its new reading kept when each of its words is surer than the old word by this much. */
    closeUpMargin: 0.03,
    /** Balance repair of OCR'd amounts: amounts tried per statement ... */
    repairMaxAmounts: 40,
    /** ... and readings tried per amount (a bounded search). */
    repairMaxVariants: 24,
    /** Orientation (orient.ts): a page with fewer inked pixels than this is blank, not judged. */
    orientMinInk: 500,
    /** A page with more than this share of its pixels inked is a photo: neither turned nor straightened. */
    maxInkShare: 0.5,
    /** Ink profiles are smoothed over the page's shorter side divided by this (about a stroke's width; at least 2 pixels). */
    strokeDivisor: 400,
    /** A page is sideways when its column profile is this many times sharper than its row profile. */
    sidewaysSharpness: 1.2,
    /** A page is upside down when more ink hangs below its lines than rises above them, by more than this share of both. */
    upsideDownShare: 0.6,
    /** A row is part of a line of text when its ink is over this share of the page's width (at least 2 pixels). */
    lineInkShare: 0.002,
    /** Lines of text from this many pixels tall ... */
    lineMinPx: 6,
    /** ... to this many are judged for orientation. */
    lineMaxPx: 120,
    /** A line's x-height band: its rows with at least this share of its peak ink. */
    xHeightInk: 0.5,
    /** Skew (raster.ts): every k-th pixel is sampled, k the page's width divided by this (at least 2). */
    skewColumns: 800,
    /** A page with fewer sampled inked pixels than this is blank: not straightened. */
    skewMinInk: 200,
    /** The coarse skew search steps by this many degrees; the fine one by skewStepDeg, within one coarse step of the best. */
    skewCoarseStepDeg: 0.5,
    /** Uneven light (background.ts): the paper level is judged in square tiles this many inches wide ... */
    paperTileInches: 0.125,
    /** ... as the grey level this share of a tile's pixels are darker than ... */
    paperPercentile: 0.9,
    /** ... and the page is evened out only when a whole row or column of tiles (its median) is this many grey levels darker than the page's light paper (95th percentile) ... */
    paperMinRange: 24,
    /** ... dividing by no level more than this many grey levels darker than the page's light paper (a dark fill is not a shadow). */
    paperMaxShadow: 120,
    /** Rules (rules.ts): a pixel darker than the ink threshold plus this share of the way to white is part of a rule ... */
    ruleInk: 0.55,
    /** ... a pixel beside one, darker than this share of the way, is its fringe ... */
    ruleFringe: 0.85,
    /** ... but never one lighter than this grey level (0-255). */
    ruleFringeMaxGrey: 250,
    /** A horizontal run of ink at least this many inches long is a table rule ... */
    ruleMinWidth: 0.5,
    /** ... and a vertical one this many inches. */
    ruleMinHeight: 0.4,
    /** Bands (bands.ts): a page image lower than this many pixels is read in one band. */
    bandMinPx: 200,
    /** A cut between bands is looked for within this share of a band's height from the even split. */
    bandReach: 0.25,
    /** Rows with at most this many inked pixels each (sampled every second pixel) are blank enough to cut between. */
    bandCutMaxInk: 3,
    /** Header reread (header.ts): weak words whose baselines are within this many font sizes are one run. */
    rereadLineGap: 0.5,
    /** A reread crop reaches an inch divided by this around its words. */
    rereadPadDivisor: 20,
    /** A crop narrower or lower than this many pixels is not read again. */
    rereadMinPx: 8,
    /** Two capitals ("OD", "CR") are kept down to this confidence (other words of one or two letters: minShortWordConfidence). */
    capitalsConfidence: 0.3,
    /** An image finer than this many times targetDpi is resampled to targetDpi. */
    maxDpiOverTarget: 1.5,
    /** Clean dates of the pages read before, kept to mend a later page's date column (words.ts). */
    datesKept: 200,
    /** Word mending (words.ts): a word of at least this many characters, half of them dashes, is a dashed rule: dropped. */
    dashRuleMinChars: 4,
    /** A run of vocabulary words glued together is split when it has at least this many letters ... */
    gluedMinLetters: 5,
    /** ... into at most this many words. */
    gluedMaxWords: 4,
    /** A column of dates or amounts mends its neighbours when it has at least this many well-formed ones. */
    mendColumnMin: 3,
    /** A date stands in a column when its left edge is within this many font sizes of the column's dates. */
    dateColumnAlign: 0.5,
    /** An amount stands in a column when its right edge is within this many font sizes of the column's amounts ... */
    moneyColumnAlign: 0.35,
    /** ... and it is mended only below one of them by this many font sizes (not a header line above the table). */
    moneyColumnBelow: 0.5,
    /** Two pieces of an amount cut in two are on one line when their baselines are within this many font sizes ... */
    splitMoneyLine: 0.3,
    /** ... and the second starts less than this many font sizes after the first ends. */
    splitMoneyGap: 0.6,
  },
};
