// Words printed letter-spaced (a designer's tracked small labels, "L E G A L   N A M E"): a text layer hands them over
// as letters parted by spaces, since each letter stands a tracking gap from the one before it. A person reads them as
// words: the gaps between the letters of one word are all alike (the tracking, a kerned pair a little less), and a
// wider gap (a space's width more) parts two words. Read on a run's characters where the run is built, so every reader
// sees the words.

/** The least tracking, in font sizes, a run's letters are read by (a plain run's letters touch: gaps under 0.03). */
const LIGHT_TRACKING = 0.06;

/** One character of a run and the gap before it, in the run's text-space units (null: the run's first character;
 *  Infinity: a space character was printed before it). */
export interface Spaced { ch: string; gap: number | null }

/**
 * The run's text read as words when it is letter-spaced, else null. Letter-spaced: three letters or more, most of
 * them standing apart by more than `spaceGap` (the gap a text layer turns into a space) but less than half the font
 * size (with only three, their gaps alike; two letters a gap apart may as well be two words); each gap wider than the
 * usual one by more than 0.15 of the font size (about half a space) parts words.
 */
export function spacedWords(chars: Spaced[], tf: number, spaceGap: number): string | null {
  const gaps = chars.slice(1).map((c) => c.gap).filter((g): g is number => g !== null && Number.isFinite(g));
  if (chars.length < 3 || gaps.length < 2) return null;
  const sorted = [...gaps].sort((a, b) => a - b);
  // (Tracked lightly, a little under the gap a text layer turns into a space, a letter's gap crosses it now and then by
  // its sidebearings, "TA X ID", "BU SINES S": its word is still one, parted only where a space's width more stands.)
  const usual = trackingOf(sorted, Math.min(spaceGap, LIGHT_TRACKING * tf), tf);
  if (usual === null) return null;
  // (Three letters, "E I N", "TA X": apart, their gaps alike (a kerned pair a little closer); too few to tell a
  // word's gap by. A space printed after them parts a word of their own: "O W N  %".)
  if (gaps.length < 3 && (sorted[sorted.length - 1]! <= spaceGap || sorted[sorted.length - 1]! - sorted[0]! > 0.15 * tf || chars.slice(1).some((c) => c.gap === null))) return null;
  // (Letters only: a row of figures a little apart is a table's, not a word.)
  if (chars.filter((c) => /\p{L}/u.test(c.ch)).length < 0.6 * chars.length) return null;
  return chars.map((c, k) => (k && (c.gap === null || c.gap > usual + 0.15 * tf) ? ' ' : '') + c.ch).join('');
}

/** The usual gap between letters of gaps `sorted` (ascending) when it is a tracking (over `spaceGap`, under half the
 *  font size), else null. */
function trackingOf(sorted: number[], spaceGap: number, tf: number): number | null {
  const usual = sorted[Math.floor(sorted.length / 2)]!;
  return usual <= spaceGap || usual >= tf * 0.5 ? null : usual;
}

/**
 * The tracking of a run begun letter-spaced (three letters or more, their gaps alike and over `spaceGap`), else null.
 * Tracked wide, a word's gap is a space and two trackings (the space's own and its letter's), past the gap that ends a
 * run: the run goes on across it ("AMOUNT  REQUESTED" is one label, tracked by a third of its size: pdfium-runs.ts), and
 * the words are parted where the run is read (spacedWords).
 */
export function runTracking(chars: Spaced[], tf: number, spaceGap: number): number | null {
  const gaps = chars.slice(1).map((c) => c.gap).filter((g): g is number => g !== null && Number.isFinite(g));
  if (gaps.length < 2 || chars.filter((c) => /\p{L}/u.test(c.ch)).length < 3) return null;
  const sorted = [...gaps].sort((a, b) => a - b);
  const usual = trackingOf(sorted, spaceGap, tf);
  return usual !== null && sorted[sorted.length - 1]! - sorted[0]! <= 0.15 * tf ? usual : null;
}
