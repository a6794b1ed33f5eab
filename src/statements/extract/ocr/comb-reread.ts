// A value written a character to a box, read as a person reads it: letter by letter, then as the word they make. The
// page's reading gets such a value wrong even with the comb's teeth erased (comb-teeth.ts): letters a box apart are
// no word to the recogniser ("S I L V E R" read "85°", a month's "1 2" lost). Here each comb's boxes holding ink are
// cut out and set side by side as a word is printed (an empty box between them a space), and that line is read. The
// comb itself then judges the reading: it must give one character for each box written in, else the page's reading
// stays.
import type { OcrPool, OcrWord } from './engine.ts';
import { combBox, type Comb } from './comb-teeth.ts';
import { encodePgm, otsu, type Gray } from './raster.ts';
import type { OcrSettings } from './settings.ts';

const MAX_COMBS = 40; // a page of combs holds a few dozen values; each read costs ~30-60 ms

interface Glyph { x0: number; y0: number; x1: number; y1: number }

/** `words` with every comb's written boxes read again as one line (page pixels of `img`, the page as OCR read it). */
export async function rereadCombs(pool: OcrPool, img: Gray, dpi: number, words: OcrWord[], combs: Comb[], s: OcrSettings, deadline: number, local = false): Promise<OcrWord[]> {
  const t = otsu(img) + Math.round((255 - otsu(img)) * 0.45);
  let out = words;
  const done: Glyph[] = [];
  const readOnes: Read[] = [];
  for (const comb of combs.slice(0, MAX_COMBS)) {
    const cells = glyphsOf(img, comb, t);
    const written = cells.filter((c): c is Glyph => c !== null);
    if (written.length < 2) continue;
    // (The characters' line: the middle of their tops and feet, a box that caught a rule's fringe aside.)
    const mid = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1]!;
    const area = { x0: comb.xs[0]!, x1: comb.xs[comb.xs.length - 1]!, y0: mid(written.map((g) => g.y0)), y1: mid(written.map((g) => g.y1)) };
    // (A box read from both its rules, its teeth standing on one and hanging from the other, is read once.)
    if (done.some((d) => d.x0 < area.x1 && area.x0 < d.x1 && d.y0 < area.y1 && area.y0 < d.y1)) continue;
    const line = compose(img, cells);
    let read: OcrWord[];
    try { read = await pool.recognize(encodePgm(line.img), deadline, dpi, s.engines, s.idleMs, local); } catch { break; }
    // (A box's letter alone has no neighbours to tell its size by: a capital C, O, S read as small is a capital among
    // capitals, as a comb is printed.)
    const raw = read.map((w) => w.text).join('').replace(/\s+/g, '');
    const text = /\p{Lu}/u.test(raw) && /^[^\p{Ll}]*(?:[cosvwxzuk][^\p{Ll}]*)+$/u.test(raw) ? raw.toUpperCase() : raw;
    if (process.env.COMB_DEBUG) console.error('comb', comb.xs[0], comb.edge, written.length, JSON.stringify(read.map((w) => w.text).join(' ')), process.env.COMB_DEBUG === '2' ? JSON.stringify(cells.map((c) => c && [c.x0, c.x1, c.y0, c.y1, inkOf(img, c, t)])) + ' ' + comb.xs.join(',') : '');
    if ([...text].length !== written.length) continue;
    done.push(area);
    const conf = read.reduce((n, w) => n + w.conf, 0) / read.length;
    // Each character at its box, as a comb's text layer holds it: the form reader reads the comb's boxes (handed
    // on with the page's drawing: form-geometry.ts) as one value, separators and a date's parts as on a text page.
    // (A mark of punctuation, a box of its own, goes with the character before it: alone it is a speck to the page's
    // words, and dropped.)
    const chars = [...text];
    // (A word's size is its line's, as the recogniser gives it: x-height and ascenders with the descenders, about a
    // third more than a capital's height.)
    const size = Math.round((area.y1 - area.y0 + 1) * 1.3);
    const fresh: OcrWord[] = [];
    written.forEach((g, i) => {
      const last = fresh[fresh.length - 1];
      if (last && /^[.,'’\-/]$/.test(chars[i]!) && cells.indexOf(g) === cells.indexOf(written[i - 1]!) + 1) { last.text += chars[i]; last.x1 = g.x1; return; }
      fresh.push({ text: chars[i]!, x0: g.x0, x1: g.x1, y0: area.y0, y1: area.y1, baseline: area.y1, size, conf });
    });
    // The page's words standing in the comb give way to its reading (the labels over and under it stay).
    const box = combBox(comb);
    const inside = (w: OcrWord) => { const mx = (w.x0 + w.x1) / 2, my = (w.y0 + w.y1) / 2; return mx >= area.x0 && mx <= area.x1 && my >= Math.min(area.y0, box.y0) - 2 && my <= Math.max(area.y1, box.y1) + 2; };
    out = [...out.filter((w) => !inside(w)), ...fresh];
    comb.read = true;
    readOnes.push({ comb, box, conf, baseline: area.y1, size });
  }
  return [...out, ...separators(img, readOnes, t)];
}

/** The dash printed between two combs side by side that were read ("[74]-[6709744]", "[417]-[41]-[3393]"), as a word
 *  between them (the page's reading of it went with the combs' words). */
interface Read { comb: Comb; box: Glyph; conf: number; baseline: number; size: number }

function separators(img: Gray, combs: Read[], t: number): OcrWord[] {
  const out: OcrWord[] = [];
  const sorted = [...combs].sort((a, b) => a.box.x0 - b.box.x0);
  for (const a of sorted) {
    const b = sorted.find((c) => c !== a && c.comb.dir === a.comb.dir && Math.abs(c.comb.edge - a.comb.edge) <= 0.2 * a.comb.pitch
      && c.box.x0 > a.box.x1 && c.box.x0 - a.box.x1 <= 2.5 * a.comb.pitch);
    if (!b) continue;
    // (Clear of the boxes' sides, whose blur the erasing leaves.)
    const g = glyphIn(img, { x0: a.box.x1 + 5, x1: b.box.x0 - 5, y0: Math.min(a.box.y0, b.box.y0) + 2, y1: Math.max(a.box.y1, b.box.y1) - 2 }, t);
    const tall = a.box.y1 - a.box.y0;
    if (g && g.x1 - g.x0 + 1 >= 1.5 * (g.y1 - g.y0 + 1) && g.y1 - g.y0 + 1 <= 0.3 * tall) {
      out.push({ text: '-', x0: g.x0, x1: g.x1, y0: a.baseline - a.size + 1, y1: a.baseline, baseline: a.baseline, size: a.size, conf: Math.min(a.conf, b.conf) });
    }
  }
  return out;
}

/** The ink's bounds within `r` (rows of a rule's width left out); null for paper. */
function glyphIn(img: Gray, r: Glyph, t: number): Glyph | null {
  let g: Glyph | null = null;
  for (let y = Math.max(0, r.y0); y <= Math.min(img.height - 1, r.y1); y++) {
    let n = 0, lo = -1, hi = -1;
    for (let x = Math.max(0, r.x0); x <= Math.min(img.width - 1, r.x1); x++) if (img.data[y * img.width + x]! <= t) { n++; if (lo < 0) lo = x; hi = x; }
    if (!n || n > 0.8 * (r.x1 - r.x0 + 1)) continue;
    g = g ? { x0: Math.min(g.x0, lo), x1: Math.max(g.x1, hi), y0: Math.min(g.y0, y), y1: Math.max(g.y1, y) } : { x0: lo, x1: hi, y0: y, y1: y };
  }
  return g;
}

/** Each box's written ink (null for a box left empty): the ink between two bounds, on the teeth's side of the rule,
 *  up to a box's height, rows that are a rule's (ink across the box) left out. */
function glyphsOf(img: Gray, comb: Comb, t: number): (Glyph | null)[] {
  // (Short of the box's far rule: what its erasing leaves, a fringe of grey, is no character.)
  const box = combBox(comb), h = Math.round(0.85 * (box.y1 - box.y0));
  // (Nor the rows at the teeth's rule, where their flare is left beside each erased tooth.)
  const foot = Math.round(0.1 * h);
  const [ya, yb] = comb.dir < 0 ? [comb.edge - h, comb.edge - foot] : [comb.edge + foot, comb.edge + h];
  const out: (Glyph | null)[] = [];
  for (let i = 1; i < comb.xs.length; i++) {
    const xa = comb.xs[i - 1]! + 3, xb = comb.xs[i]! - 3;
    const g = glyphIn(img, { x0: xa, x1: xb, y0: ya, y1: yb }, t);
    // (A speck of the scan is no character: a character, a hyphen or a comma too, has some ink to it.)
    out.push(g && inkOf(img, g, t) >= Math.max(8, comb.pitch * comb.pitch * 0.015) ? g : null);
  }
  return out;
}

const inkOf = (img: Gray, g: Glyph, t: number) => {
  let n = 0;
  for (let y = g.y0; y <= g.y1; y++) for (let x = g.x0; x <= g.x1; x++) if (img.data[y * img.width + x]! <= t) n++;
  return n;
};

/** The written boxes' characters set side by side as type is (a quarter of a character apart, an empty box between
 *  words a space), on paper, each at its height in its box. */
function compose(img: Gray, cells: (Glyph | null)[]): { img: Gray } {
  const written = cells.filter((c): c is Glyph => c !== null);
  const top = Math.min(...written.map((g) => g.y0)), bottom = Math.max(...written.map((g) => g.y1));
  const w = Math.round(written.reduce((n, g) => n + g.x1 - g.x0 + 1, 0) / written.length);
  const pad = Math.max(8, Math.round((bottom - top) * 0.6));
  const gap = Math.max(2, Math.round(w * 0.25));
  const xs: number[] = [];
  let x = pad, blank = false;
  for (const c of cells) {
    if (!c) { blank = xs.length > 0; continue; }
    if (blank) x += w;
    blank = false;
    xs.push(x);
    x += c.x1 - c.x0 + 1 + gap;
  }
  const width = x + pad, height = bottom - top + 1 + 2 * pad;
  const data = new Uint8Array(width * height).fill(255);
  written.forEach((g, i) => {
    for (let y = g.y0; y <= g.y1; y++) for (let xx = g.x0; xx <= g.x1; xx++) data[(y - top + pad) * width + xs[i]! + xx - g.x0] = img.data[y * img.width + xx]!;
  });
  return { img: { width, height, data } };
}
