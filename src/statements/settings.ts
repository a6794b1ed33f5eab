// Every tolerance of the statement parser, in one typed object with one part per stage (extract, with its OCR -> layout
// -> lines -> header -> records -> hypotheses -> verify). Resolved and validated once (`resolveSettings`, as pdfplumber's
// `TableSettings.resolve` does) and passed down through each stage's options, never read as a global: a caller can
// change one value for one parse (a test, a measurement) without touching the others. `mca parse --explain` prints
// the resolved object; docs/parsing.md ("Settings") has the table, written from the comments of the defaults
// (settings-extract.ts, settings-read.ts).
//
// Units: PDF points (1/72 inch); font sizes and line heights are multiples of a line's (or word's) font size; a share
// is 0..1 of what the comment names; a count is a whole number; a score is a weight in a ranking (which bank name,
// which holder, which reading of the dates wins), on the scale its comment names.
import { EXTRACT_DEFAULTS } from './settings-extract.ts';
import { READ_DEFAULTS } from './settings-read.ts';

/** The unit of a value, which also says what values are valid. */
export type Unit = 'points' | 'font sizes' | 'line heights' | 'times' | 'share' | 'count' | 'days' | 'ms' | 'bytes' | 'dpi' | 'degrees' | 'inches' | 'score';

// The defaults, as data (settings-extract.ts, settings-read.ts), in stage order; resolveSettings lays a caller's
// values over a copy.
const DEFAULTS = {
  extract: EXTRACT_DEFAULTS.extract,
  layout: READ_DEFAULTS.layout,
  lines: READ_DEFAULTS.lines,
  header: READ_DEFAULTS.header,
  ocr: EXTRACT_DEFAULTS.ocr,
  records: READ_DEFAULTS.records,
  hypotheses: READ_DEFAULTS.hypotheses,
  verify: READ_DEFAULTS.verify,
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
  extract: {
    maxPages: 'count', timeoutMs: 'ms', maxTextItemsPerPage: 'count', maxTextItemsPerFile: 'count', minTextCharsPerPage: 'count', maxStreamBytes: 'bytes', maxDecodedBytes: 'bytes', maxContentBytes: 'bytes',
    runSpaceGap: 'font sizes', runNoSpaceGap: 'font sizes', runStepBack: 'font sizes', runBreakGap: 'font sizes', runBaselineShift: 'font sizes', runNewLineShift: 'font sizes',
    rotatedSlope: 'times', defaultFontSize: 'points', hiddenInkContrast: 'count', hiddenCheckDpi: 'dpi', figureLieMinSigns: 'count',
  },
  layout: {
    charWidth: 'font sizes', sameLine: 'font sizes', sameLineMin: 'points', cellGap: 'font sizes', cellGapMin: 'points', wordSpace: 'font sizes',
    topMargin: 'share', bottomMargin: 'share', runningMinPages: 'count', runningPageShare: 'share', runningMinRepeats: 'count', runningHeadLines: 'count', gluedWordLetters: 'count', cardScanLines: 'count', cardMinCues: 'count', garbledMaxScore: 'share', glyphStackMin: 'count', columnMinRows: 'count', columnLineGap: 'line heights',
  },
  lines: {
    amountColumnMinX: 'share', leadColumnMin: 'count', leadColumnAlign: 'font sizes', signCellGap: 'line heights', signCellOverlap: 'points', titleMaxWords: 'count', countedTitleMaxWords: 'count', headerMinCells: 'count', headerShapeMinCells: 'count', headerCellMaxWords: 'count', commaStyleMin: 'count', commaStyleRatio: 'times', generalStyleMin: 'count', wholeStyleMin: 'count', wholeStyleRatio: 'times',
    sidebarMaxShare: 'share', sidebarMinRows: 'count', sidebarMinBeside: 'count', sidebarPad: 'points',
  },
  header: {
    yearlessSpanDays: 'days', maxPeriodDays: 'days', belowGap: 'line heights', stackedGap: 'line heights', belowMaxLines: 'count', summaryMaxLines: 'count',
    labelPad: 'points', columnPad: 'points', boxPad: 'line heights', periodEndScanLines: 'count', yearScanLines: 'count', fieldScanLines: 'count',
    bankTopShare: 'share', holderTopShare: 'share', blockLineGap: 'line heights', blockAlign: 'points', blockMaxLines: 'count', blockLargerType: 'font sizes', postalCodeGap: 'line heights',
    barcodeDigitShare: 'share', nearAccountLines: 'count', nearAccountMaxX: 'share', nameMaxWords: 'count',
    otherPeriodPenalty: 'score', bankTopScore: 'score', bankPhraseScore: 'score', bankPhraseChars: 'count', bankNameMinChars: 'count', bankProvidedByScore: 'score', bankDomainScore: 'score',
    fintechTopScore: 'score', incTopScore: 'score', fintechIncScore: 'score', holderSuffixScore: 'score', holderLinePenalty: 'score',
    holderLabelConfidence: 'share', holderBareLabelConfidence: 'share', holderBlockConfidence: 'share', holderCityOnlyConfidence: 'share', holderAccountLineConfidence: 'share', holderGuessConfidence: 'share',
    holderLegalFormBonus: 'share', holderAgreementBonus: 'share', holderMinConfidence: 'share', currencyNearLines: 'count', currencyScanLines: 'count',
  },
  ocr: {
    minTextChars: 'count', minTextQuality: 'share', garbageMinChars: 'count', vowellessMaxChars: 'count', layerBadCharShare: 'share', layerUnmappedShare: 'share', layerMinWords: 'count', layerMinKnownShare: 'share', layerMinPairShare: 'share', layerLetterFigures: 'count', maxPages: 'count', pageTimeoutMs: 'ms', idleMs: 'ms', flipBelowConfidence: 'share',
    targetDpi: 'dpi', minDpi: 'dpi', minScanDpi: 'dpi', maxSkewDeg: 'degrees', skewStepDeg: 'degrees', minImageAreaShare: 'share',
    minWordConfidence: 'share', minShortWordConfidence: 'share', dashConfidence: 'share', sizeSnap: 'share', headerShare: 'share', rereadBelowConfidence: 'share',
    maxHeaderRereads: 'count', rereadLargerType: 'times', rereadPhraseWidth: 'times', maxDateRereads: 'count', dateRereadScale: 'times', closeUpBelowConfidence: 'share', closeUpMaxChars: 'count', maxCloseUps: 'count', closeUpScale: 'times', closeUpMargin: 'share', repairMaxAmounts: 'count', repairMaxVariants: 'count',
    orientMinInk: 'count', maxInkShare: 'share', strokeDivisor: 'count', sidewaysSharpness: 'times', upsideDownShare: 'share', lineInkShare: 'share',
    lineMinPx: 'count', lineMaxPx: 'count', xHeightInk: 'share', skewColumns: 'count', skewMinInk: 'count', skewCoarseStepDeg: 'degrees',
    paperTileInches: 'inches', paperPercentile: 'share', paperMinRange: 'count', paperMaxShadow: 'count',
    ruleInk: 'share', ruleFringe: 'share', ruleFringeMaxGrey: 'count', ruleMinWidth: 'inches', ruleMinHeight: 'inches',
    bandMinPx: 'count', bandReach: 'share', bandCutMaxInk: 'count', rereadLineGap: 'font sizes', rereadPadDivisor: 'count', rereadMinPx: 'count',
    capitalsConfidence: 'share', maxDpiOverTarget: 'times', datesKept: 'count', dashRuleMinChars: 'count', gluedMinLetters: 'count', gluedMaxWords: 'count',
    mendColumnMin: 'count', dateColumnAlign: 'font sizes', moneyColumnAlign: 'font sizes', moneyColumnBelow: 'font sizes', splitMoneyLine: 'font sizes', splitMoneyGap: 'font sizes',
  },
  records: {
    columnSnap: 'points', continuationGap: 'line heights', periodSlackDays: 'days', indentPad: 'points', largerType: 'font sizes', smallerType: 'font sizes',
    joinGap: 'line heights', labelledGap: 'line heights', traitMinRows: 'count', strayMaxChars: 'count', cutMinLines: 'count', cutTight: 'font sizes', cutSpace: 'font sizes', cutMissOdds: 'times', cutEvidence: 'score', cutSlack: 'font sizes', narrativeShare: 'share', columnMinAmounts: 'count', quotedColumnMin: 'count', columnCoverage: 'share', subtotalMinRows: 'count', carryMaxRows: 'count', aboveMaxLines: 'count', rowNumberMinRun: 'count', rowNumberMaxStart: 'count', kindMaxValues: 'count',
    columnMatch: 'times', besideMinRows: 'count', besideMaxShare: 'share',
    gluedDateWords: 'count', dateUnreadPenalty: 'score', dateOrderScore: 'score', valueDatePenalty: 'score', dayFirstPenalty: 'score', dateOrderMajority: 'times', dateCloseDays: 'days',
  },
  hypotheses: { balanceColumnMinShare: 'share', roleAgreement: 'share', headerReachLeft: 'points', headerReachRight: 'points', roleReadingMaxColumns: 'count', listReadingMaxLists: 'count' },
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
