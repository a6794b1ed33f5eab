// One scanned page -> the same PageText the text layer gives: each OCR word becomes a positioned text item (page
// points, top-left origin, y = baseline) with its confidence, so layout, reading and verification are shared.
import type { PageText, TextItem } from '../../types.ts';
import { composeGray, composePage, maxScanPixels, POINTS_PER_INCH, type ImagePageProxy, type PageImage } from './images.ts';
import type { PlacedGray } from '../pdfium-images.ts';
import { deskew, encodePgm, estimateSkew, type Gray } from './raster.ts';
import type { OcrPool, OcrWord } from './engine.ts';
import { cutBands } from './bands.ts';
import { removeRules } from './rules.ts';
import { rereadCombs } from './comb-reread.ts';
import { flattenBackground } from './background.ts';
import { rereadHeader } from './header.ts';
import { orientation, turn, upsideDown, type Turn } from './orient.ts';
import { probeTurn } from './orient-probe.ts';
import { joinSplitMoney, mendMoneyColumn, normalizeWord, snapSizes, splitGlued, splitMonthWords, type PlacedWord } from './words.ts';
import { mendDates } from './date-column.ts';
import { rereadDates } from './date-reread.ts';
import { drawingForm, eraseDrawing, formLike, readDrawing, type Drawing } from './form-geometry.ts';
import type { OcrSettings } from './settings.ts';
import { invertBands } from './dark-bands.ts';
import { eraseLeaderDots, leaderRows, specks } from './leader-dots.ts';
import { mendEights } from './digit-shapes.ts';
import { rereadWeakRuns } from './form-reread.ts';
import { readCloseUp } from './form-closeup.ts';
import { rereadFaintPrint } from './faint-print.ts';

/** Where a page's picture comes from: PDFium's decoding when it can give the page plainly, else pdf.js's page. */
export interface PageSource {
  getPage(n: number): Promise<unknown>;
  pageImages?(n: number, maxPixels: number): PlacedGray[] | null;
  /** The page's size in points (its text layer's reading, from PDFium). */
  size?: { width: number; height: number };
  /** The page drawn in grey (PDFium, ../pdfium-render.ts): given only for a page whose text layer lies, read from its
   *  drawing when it holds no scan. */
  render?(n: number, dpi: number): { width: number; height: number; data: Uint8Array; dpi: number } | null;
}

/** The page's scan composited in grey, else its drawing when given (null: neither) and the page's size in points. */
async function pageImage(src: PageSource, n: number, s: OcrSettings): Promise<{ image: PageImage | null; width: number; height: number }> {
  const scan = await scanImage(src, n, s);
  if (scan.image || !src.render) return scan;
  const drawn = src.render(n, s.targetDpi);
  if (!drawn) return scan;
  const k = POINTS_PER_INCH / drawn.dpi;
  return { image: { gray: { width: drawn.width, height: drawn.height, data: drawn.data }, dpi: drawn.dpi }, width: drawn.width * k, height: drawn.height * k };
}

/** The page's scan composited in grey (null: no scan on it) and the page's size in points. */
async function scanImage(src: PageSource, n: number, s: OcrSettings): Promise<{ image: PageImage | null; width: number; height: number }> {
  if (src.size && src.pageImages) {
    const { width, height } = src.size;
    const plain = src.pageImages(n, maxScanPixels(width, height, s));
    if (plain) return { image: composeGray(plain, width, height, s), width, height };
  }
  const page = (await src.getPage(n)) as ImagePageProxy;
  const vp = page.getViewport({ scale: 1 });
  return { image: await composePage(page, s), width: vp.width, height: vp.height };
}

export interface OcrPage { text: PageText; words: number; confSum: number; skewDeg: number; dpi: number; turned: Turn }

/** OCR of one page's scan; null when the page has no image large enough to be a scan. Throws ocr_timeout.
 *  `earlierDates`: the clean dates of the document's pages read before (page points), to mend this page's column. */
export async function ocrPage(pool: OcrPool, source: PageSource, n: number, s: OcrSettings, timeoutMs: number, earlierDates: PlacedWord[] = []): Promise<OcrPage | null> {
  const deadline = Date.now() + timeoutMs;
  const { image: img, width: pageWidth, height: pageHeight } = await pageImage(source, n, s);
  if (!img) return null;
  let page = preparePage(img, s);
  // Lines running down the page: which way round is asked of the recogniser on a crop (orient-probe.ts) before the
  // page is read; the pixels tell it no better than a coin.
  if (page.turned === 90 || page.turned === 270) page = await settleSideways(pool, img, page, s, deadline);
  let drawing = formDrawing(page, img.dpi);
  let words = await readBands(pool, page.clean, img.dpi, s, deadline, page.local);
  // A poor reading may be of a page the other way up, or sideways where the pixels saw lines across it (a short page
  // of a few lines): the four turns are tried on a crop, and the page read again in one that reads clearly better.
  if (meanConf(words) < s.flipBelowConfidence) {
    const probe = await probeTurn(pool, page.clean, img.dpi, [90, 180, 270], s, deadline, page.local);
    if (probe.turn !== 0) {
      const again = preparePage(img, s, ((page.turned + probe.turn) % 360) as Turn);
      const drawn = formDrawing(again, img.dpi);
      const reread = await readBands(pool, again.clean, img.dpi, s, deadline, again.local);
      if (meanConf(reread) > meanConf(words)) [page, words, drawing] = [again, reread, drawn];
    }
  }
  // A form's weak runs read again alone (form-reread.ts), then its figures: a hand's 8 read as a 3 is told by its
  // closed lower loop (digit-shapes.ts).
  if (surelyForm(drawing)) {
    words = await rereadWeakRuns(pool, page.clean, img.dpi, words, s, deadline, page.local);
    words = await readCloseUp(pool, page.clean, img.dpi, words, s, deadline, page.local);
    if (drawing.combs?.length) words = await rereadCombs(pool, page.clean, img.dpi, words, drawing.combs, s, deadline, page.local);
    mendEights(page.clean, words);
  }
  // (Print too faint for the page's reading, read up close: faint-print.ts. Not on a page of comb boxes, whose
  // characters were read box by box already: a crop across its boxes reads the teeth as letters.)
  if (!drawing.combs?.length) words = await rereadFaintPrint(pool, page.clean, img.dpi, words, s, deadline);
  const { straight, skew, turned } = page;
  words = await rereadHeader(pool, straight, img.dpi, words, s, deadline, page.local);
  await rereadDates(pool, page.clean, img.dpi, words, s, deadline, page.local);
  // Canvas pixels -> page points. The straightened canvas is used as it is: its lines are level, which is what the
  // layout needs (mapping back through the rotation would tilt them again). A page turned by 90 degrees is read in
  // the turned page's frame: its width and height swap.
  const read = wordsToItems(words, POINTS_PER_INCH / img.dpi, s);
  // Sizes first, while each item still has its word's box (joining split figures merges items).
  snapSizes(read.items, s.sizeSnap, read.boxes);
  const items = joinSplitMoney(read.items, s);
  mendDates(items, s, earlierDates);
  mendMoneyColumn(items, s);
  const sideways = turned === 90 || turned === 270;
  const width = sideways ? pageHeight : pageWidth, height = sideways ? pageWidth : pageHeight;
  // A form's drawing (rules, cells, checkboxes and their marks) for the form reader; statements never read it.
  const form = drawingForm(drawing, POINTS_PER_INCH / img.dpi);
  return { text: { page: n, width, height, items, form }, words: items.length, confSum: read.confSum, skewDeg: skew, dpi: Math.round(img.dpi), turned };
}

/** A page's drawing read from its straightened picture, for the form reader: a page of no form's look (a statement)
 *  gives its rules only and is read as before; a form page's cells' sides and checkboxes are erased from the picture
 *  read (`page.clean`, in place): OCR reads a box's side as a letter of the value it frames. */
export function formDrawing(page: Prepared, dpi: number): PageDrawing {
  const d = readDrawing(page.straight, dpi);
  // Headings white on a dark band read the right way round (dark-bands.ts), on any page: a band is no rule.
  // (Not handed on as a box: the reader took a band over an owner's values, read by their labels under them, for
  // the owner's box, and read the next owner's address as a name.)
  page.clean = invertBands(page.clean, page.straight, d.bands);
  // A form of rules and round bubbles (no square box, no cell) has its labels under its rules: the reader needs the
  // rules to tell which way the page reads. Nothing is erased: the picture is read as a statement's is.
  if (!formLike(d)) return { ...d, cells: [], checks: [], sides: [], leaders: 0, looks: false };
  page.clean = eraseDrawing(page.clean, d);
  // Leaders a value stands on are no lines to the drawing (ink over them): their dots are found one by one, on any
  // page of a form's look (two checkboxes and a page of dotted questions reads as nonsense with its dots left).
  const rows = leaderRows(specks(page.clean, dpi, d.ink), dpi);
  page.clean = eraseLeaderDots(page.clean, rows);
  return { ...d, leaders: rows.length, looks: true };
}

/** A drawing that is surely a form's, for the steps that cost (weak runs read again, a hand's 8s): three checkboxes,
 *  six cells, or a form's look with a page of dotted leaders. Two specks of a statement's scan taken for checkboxes
 *  made one formLike, and its weak words were read again for nothing (bench:ocr, 22 more reads of one page). */
export function surelyForm(d: PageDrawing | null): boolean {
  return !!d && d.looks && (d.checks.length >= 3 || d.cells.length >= 6 || d.leaders >= LEADER_ROWS);
}
/** Leaders (rows of dots) that make a page of a form's look surely a form: a questionnaire's dotted answer lines. */
const LEADER_ROWS = 6;
type PageDrawing = Drawing & { leaders: number; looks: boolean };

/** A page's picture as recognition is given it: evened out, upright, level, without its table rules; `straight` is
 *  the same before rule removal (the header reread crops from it), `local` says its light was uneven (Sauvola). */
export function preparePage(img: PageImage, s: OcrSettings, force?: Turn): Prepared {
  // A page fed sideways is turned first (Tesseract reads upright lines only). Whether a page is upside down is judged
  // once its lines are level and its rules gone (orient.ts, upsideDown), and only on strong evidence
  // (upsideDownShare): statement pages are mostly capitals and digits, which rise above no x-height band, and upright
  // pages scored -0.48 to +0.75; 28 of the bench's 79 scored below -0.1, the old limit, and were read upside down,
  // then again the right way up (twice the CPU). A page read poorly is probed in the other turns (ocrPage).
  // `force`: the turn decided already (by the probe), not judged again.
  // Shadows and uneven light first (background.ts): every step below splits ink from paper by one threshold.
  const even = flattenBackground(img.gray, img.dpi, s);
  const local = even !== img.gray;
  const first = force ?? orientation(even, s);
  const fedSideways = first === 90 || first === 270;
  const upright = fedSideways ? turn(even, first) : even;
  // Turning by 180 degrees keeps the slope of the lines: the skew is the same either way up.
  const skew = estimateSkew(upright, s);
  let straight = deskew(upright, skew);
  // Table rules go before the judgement too: a rule under each row is ink below the lines, as descenders are.
  let clean = s.removeRules ? removeRules(straight, img.dpi, s) : straight;
  const turned: Turn = fedSideways ? first : force ?? (upsideDown(clean, s) ? 180 : 0);
  if (turned === 180) [straight, clean] = [turn(straight, 180), turn(clean, 180)];
  return { straight, clean, local, skew, turned };
}

/** A page prepared for recognition (preparePage). */
export interface Prepared { straight: Gray; clean: Gray; local: boolean; skew: number; turned: Turn }

/** A page the pixels found sideways, the right way round: prepared again the other way round when its crop reads
 *  clearly better so. Prepared again, not turned over as it is: the page turned upright is then the very picture an
 *  upright scan of it gives, straightened and cleaned alike, and reads the same (turned over after straightening, a
 *  row's minus sign read differently: tests in test/statements/scanned-turned.test.ts). */
async function settleSideways(pool: OcrPool, img: PageImage, page: Prepared, s: OcrSettings, deadline: number): Promise<Prepared> {
  const probe = await probeTurn(pool, page.clean, img.dpi, [180], s, deadline, page.local);
  return probe.turn === 180 ? preparePage(img, s, ((page.turned + 180) % 360) as Turn) : page;
}

/** Recognised words (image pixels) -> the page's text items (points, `k` points a pixel): specks dropped, number
 *  shapes mended, words run together given back their spaces. */
export function wordsToItems(words: OcrWord[], k: number, s: OcrSettings): { items: TextItem[]; confSum: number; boxes: number[] } {
  const items: TextItem[] = [];
  const boxes: number[] = [];
  let confSum = 0;
  for (const w of words) {
    if (w.conf < s.minWordConfidence) continue;
    // Specks and stray strokes beside a row read as one- or two-letter words; they break the row's first cell.
    // Two capitals ("OD", "CR", "NA") are words, read with less confidence than long ones.
    // Two capitals run into the word after them are that phrase's first word however poorly read: Tesseract gives
    // the words of one stretch of line one confidence, and "OD ITEM FEE" read at 0.1 lost its "OD" (an NSF fee).
    if (w.conf < s.minShortWordConfidence && w.text.length <= 2 && !/\d/.test(w.text) &&
      !(/^[A-Z]{2}$/.test(w.text) && (w.conf >= s.capitalsConfidence || leadsPhrase(w, words)))) continue;
    // A lone dash is kept when clearly read: it joins the two dates of a period ("June 1, 2026 - June 30, 2026").
    const str = /^[-–—]$/.test(w.text) && w.conf >= s.dashConfidence ? '-' : normalizeWord(w.text, s);
    if (!str) continue;
    // Words run together are given back their spaces, as one item: a text layer's run holds its spaces too, while
    // parts placed edge to edge would be joined again without one by the line reader ("ODITEM FEE": no NSF fee).
    // A speck before a run of capitals ('.ODITEM') is no part of it.
    const glued = splitGlued(str.replace(/^[=.,·'`]+(?=[A-Z]{2})/, ''), s);
    items.push({ str: glued ? glued.join(' ') : splitMonthWords(str) ?? str, x: w.x0 * k, y: w.baseline * k, w: (w.x1 - w.x0) * k, h: Math.max(1, w.size * k), font: 'ocr', conf: w.conf });
    boxes.push((w.y1 - w.y0) * k);
    confSum += w.conf;
  }
  return { items, confSum, boxes };
}

/** Does a capital word of letters start within a space of `w`'s end, on its line (its phrase goes on)? */
function leadsPhrase(w: OcrWord, words: OcrWord[]): boolean {
  return words.some((n) => n !== w && /^[A-Z]{2}/.test(n.text) && Math.abs(n.baseline - w.baseline) < w.size / 2 && n.x0 >= w.x1 - w.size / 4 && n.x0 - w.x1 < w.size / 2);
}

/** The page's bands (its rules removed already) read on the engines at once, words mapped back into the page's pixels. */
async function readBands(pool: OcrPool, img: Gray, dpi: number, s: OcrSettings, deadline: number, local: boolean): Promise<OcrWord[]> {
  const bands = cutBands(img, s.bands, s);
  const read = await Promise.all(bands.map((b) => pool.recognize(encodePgm(b.gray), deadline, dpi, s.engines, s.idleMs, local)));
  const out: OcrWord[] = [];
  read.forEach((words, i) => {
    const { top, left } = bands[i]!;
    for (const w of words) out.push({ ...w, x0: w.x0 + left, x1: w.x1 + left, y0: w.y0 + top, y1: w.y1 + top, baseline: w.baseline + top });
  });
  return out;
}

function meanConf(words: OcrWord[]): number {
  return words.length ? words.reduce((a, w) => a + w.conf, 0) / words.length : 0;
}
