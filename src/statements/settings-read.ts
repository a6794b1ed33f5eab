// The reading's defaults: layout, what a line says, the header fields, records, the hypotheses and verification. Data
// only: the documented table (docs/parsing.md "Settings") is written from these comments; settings.ts types and
// validates them.

export const READ_DEFAULTS = {
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
    /** A page's first lines, where a line repeated word for word at the same height of most pages is furniture outside the margins too. */
    runningHeadLines: 8,
    /** Letters in a word from which it is several words glued together (a broken text layer). */
    gluedWordLetters: 16,
    /** Lines from the top searched for a credit card's words ("New Balance", "Minimum Payment"). */
    cardScanLines: 300,
    /** A document read as no statement that prints this many of a card statement's cues is named a credit-card statement. */
    cardMinCues: 3,
    /** A text layer scoring above this (glued words, shuffled glyphs; 0..1) is refused as garbled. */
    garbledMaxScore: 0.35,
    /** Single letters stacked one per line at one x (vertical text at a page's edge) from this many on are no words of the lines they cross. */
    glyphStackMin: 4,
    /** Lines that repeat a row's shape side by side (two column blocks: layout/columns.ts) a gutter needs before the page is read block by block. */
    columnMinRows: 2,
    /** A line further than this many line heights from a column block's nearest line is not part of the block. */
    columnLineGap: 3,
  },
  lines: {
    /** An amount ending a cell ("Sec:CCD 1,547.61") counts as a column amount right of this share of the page width. */
    amountColumnMinX: 0.45,
    /** Amounts starting a cell with words run into them ("1.376,23 ACCREDITO ...") are a column's when at least this many, of at least two widths, end at one edge ... */
    leadColumnMin: 3,
    /** ... within this many font sizes of each other (their right edges are estimated within their cells). */
    leadColumnAlign: 0.8,
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
    /** Short cells of words a line needs to be a column header by its shape alone, most of them holding a column word. */
    headerShapeMinCells: 5,
    /** Words a cell of a column header by shape may have ("Withdrawal Amt.", "Closing Balance"). */
    headerCellMaxWords: 3,
    /** Amounts with a decimal comma a document needs before it is a decimal-comma document ("12.04" a date, not money). */
    commaStyleMin: 3,
    /** ... and they must outnumber the amounts with a decimal point this many times. */
    commaStyleRatio: 4,
    /** Whole cells printing a figure with one decimal ("10489.3", a spreadsheet's General format) that make whole numbers in the amount columns money. */
    generalStyleMin: 3,
    /** Whole cells of thousands-grouped whole numbers ("23,717,881") that make a document one of whole amounts (a currency without minor units) ... */
    wholeStyleMin: 6,
    /** ... when they outnumber the figures with decimals this many times. */
    wholeStyleRatio: 10,
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
    /** A line above a mailing block in type this many times larger than its city line is a letterhead, not the holder. */
    blockLargerType: 1.15,
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
    /** A statement period labelled as one of other things (an analysis or fee period) scores this much less than an unlabelled range; one labelled "statement" or "period" scores 1 more. */
    otherPeriodPenalty: 2,
    /** Bank name ranking, where a name printed once scores 1: a name in the letterhead (bankTopShare) scores this much more. */
    bankTopScore: 1,
    /** A bank name followed by "Statement", "Deposit", "Account" or "Error" ("X Bank Statement" in a sentence) scores this instead of 1. */
    bankPhraseScore: 0.3,
    /** Characters after a bank name looked at for those words. */
    bankPhraseChars: 25,
    /** A bank name shorter than this many characters is none. */
    bankNameMinChars: 3,
    /** A bank named after "provided by" or "issued by" (a fintech's partner bank) scores this instead of 1. */
    bankProvidedByScore: 0.2,
    /** A web domain (x.com, "visit X.COM") scores this as the bank's name. */
    bankDomainScore: 0.5,
    /** An "X Inc." in the letterhead scores this in a fintech's statement ("services provided by" a bank) ... */
    fintechTopScore: 3,
    /** ... this in any other statement ... */
    incTopScore: 0.2,
    /** ... and every "X Inc." of a fintech's statement scores this more. */
    fintechIncScore: 2,
    /** Holder ranking near an account number: a name ending in a company suffix (LLC, Inc, Corp) scores this ... */
    holderSuffixScore: 2,
    /** ... and each line between the name and the account number costs it this much. */
    holderLinePenalty: 0.1,
    /** Holder confidence (0..1) of a name read from a labelled field ("Account name", "Titular"). */
    holderLabelConfidence: 0.9,
    /** Holder confidence of a name after a bare "Name" label (rows print "Orig CO Name:" too). */
    holderBareLabelConfidence: 0.6,
    /** Holder confidence of the name block above a street line and a city line (a mailing address). */
    holderBlockConfidence: 0.8,
    /** Holder confidence of a name block above a city line with no street line. */
    holderCityOnlyConfidence: 0.6,
    /** Holder confidence of a name beside the account number (its line's first cell, the line next to it) or a company's name near it. */
    holderAccountLineConfidence: 0.6,
    /** Holder confidence of a bare name a few lines from the account number: a guess. */
    holderGuessConfidence: 0.4,
    /** A holder's name ending in a company's legal form (LLC, Ltd, GmbH) is this much surer. */
    holderLegalFormBonus: 0.1,
    /** A holder's name two mechanisms read alike (a label and a mailing block) is this much surer. */
    holderAgreementBonus: 0.1,
    /** A holder less sure than this is left empty (null) rather than risk a wrong name. */
    holderMinConfidence: 0.5,
    /** Lines nearest above a statement searched for its currency ("Currency: USD"), before the document's. */
    currencyNearLines: 12,
    /** Lines from the top of the document searched for its currency when the statement's own header says none. */
    currencyScanLines: 40,
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
    /** A line labelled as the item's text ("Narrative ...") belongs to the row at most this many line heights above it. */
    labelledGap: 4,
    /** Records a layout trait (amounts printed last, narrative lines under rows) needs before the document has it. */
    traitMinRows: 3,
    /** Lines led by a whole number counting up by one (a printed spreadsheet's row numbers) needed to drop those numbers ... */
    rowNumberMinRun: 4,
    /** ... when the count starts at most here (the top of a sheet; a list of checks in number order starts at its checks' numbers). */
    rowNumberMaxStart: 10,
    /** A column printing at most this many distinct values, each repeated on this many rows on average, classifies the item (describe.ts). */
    kindMaxValues: 6,
    /** A line of one cell of at most this many characters between rows, continuing nothing, is a stray mark (an icon). */
    strayMaxChars: 2,
    /** Wrapped lines of different shapes a section needs before it can be judged to cut its text mid-word ... */
    cutMinLines: 5,
    /** ... a line ending within this many font sizes of the section's right edge is as a cut leaves it (a character) ... */
    cutTight: 0.7,
    /** ... a word wrap's gap reaches a space (this many font sizes) and the next line's first word ... */
    cutSpace: 0.25,
    /** ... a line ending further in (but within that reach) weighs this odds ratio against a cut ... */
    cutMissOdds: 0.1,
    /** ... and the section cuts when the lines' log odds add up to this (e^7: about a thousand to one). */
    cutEvidence: 7,
    /** Then a line ending within this many font sizes of that edge is cut (joined with nothing). */
    cutSlack: 1.7,
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
    /** A dateless line is a printed subtotal when each of its figures is the sum of its column over at least this many rows above. */
    subtotalMinRows: 2,
    /** A brought-forward balance continues the list above when it is the last printed balance plus or minus each amount of the rows since (a day going on past a page break), over at most this many rows. */
    carryMaxRows: 14,
    /** A day's next item may print its text over at most this many lines above the line with its amounts (a purchase abroad: payee, place, foreign amount and rate). */
    aboveMaxLines: 5,
    /** Words at the end of a description looked at for a date run into it (a row's date printed by a narrow gap). */
    gluedDateWords: 3,
    /** Reading the rows' dates (which date column, day or month first), where a date inside the period scores 1: a row whose date cannot be read that way costs this much. */
    dateUnreadPenalty: 2,
    /** A date in order after (or before) the row above scores this; the better direction of the two counts. */
    dateOrderScore: 0.5,
    /** The reading that takes the value date instead of the posting date loses this much (ties go to the posting date). */
    valueDatePenalty: 0.1,
    /** The day-first reading loses this much (ties go to month first). */
    dayFirstPenalty: 0.05,
    /** The document's date order (read/date-order.ts): dates only one order reads decide when that side has more than this many times the other's. */
    dateOrderMajority: 4,
    /** Rows of a list read in the right date order are at most this many days apart from the row above (in either direction). */
    dateCloseDays: 7,
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
    /** With nothing verified, each credit/debit reading of the amount columns no header names is proposed, up to this many columns. */
    roleReadingMaxColumns: 3,
    /** Without a verified reading, each credit/debit reading of whole lists (deposits, withdrawals, checks ...) is proposed, up to this many lists. */
    listReadingMaxLists: 6,
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
