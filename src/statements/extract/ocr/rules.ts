// Table rules and box edges removed before OCR: a figure printed just under a box's top edge is read together with
// the line as nonsense ("$35,974.98" came out as "eee" in a generated layout's summary box). A rule is a run of ink
// far longer than any stroke of a letter: horizontal runs longer than half an inch and vertical ones longer than 0.4
// inch (settings: ocr.ruleMinWidth, ruleMinHeight) are painted white, with the greyish fringe a scan's blur leaves on either side of them.
import { otsu, type Gray } from './raster.ts';
import type { OcrTolerances } from '../../settings.ts';

/** A copy of `img` without its long horizontal and vertical lines. */
export function removeRules(img: Gray, dpi: number, s: OcrTolerances): Gray {
  const { width: w, height: h } = img;
  const src = img.data;
  // Thin rules print grey, and a scan's blur greys them more: a rule pixel is anything clearly darker than paper;
  // the fringe, a pixel beside one that is still a little darker than paper.
  const ink = otsu(img);
  const t = ink + Math.round((255 - ink) * s.ruleInk);
  const fringe = Math.min(s.ruleFringeMaxGrey, ink + Math.round((255 - ink) * s.ruleFringe));
  const out = new Uint8Array(src);
  const minH = Math.round(dpi * s.ruleMinWidth), minV = Math.round(dpi * s.ruleMinHeight);
  const clear = (i: number) => { out[i] = 255; };
  for (let y = 0; y < h; y++) {
    let start = -1;
    for (let x = 0; x <= w; x++) {
      const dark = x < w && src[y * w + x]! <= t;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        if (x - start >= minH) {
          for (let k = start; k < x; k++) {
            clear(y * w + k);
            for (const dy of [-2, -1, 1, 2]) {
              const yy = y + dy;
              if (yy >= 0 && yy < h && src[yy * w + k]! <= fringe && src[yy * w + k]! > t) clear(yy * w + k);
            }
          }
        }
        start = -1;
      }
    }
  }
  // Vertical runs row by row (one start per column), so that the image is read in memory order, not down columns.
  const start = new Int32Array(w).fill(-1);
  const endRun = (x: number, y: number) => {
    if (y - start[x]! >= minV) {
      for (let k = start[x]!; k < y; k++) {
        clear(k * w + x);
        for (const dx of [-2, -1, 1, 2]) {
          const xx = x + dx;
          if (xx >= 0 && xx < w && src[k * w + xx]! <= fringe && src[k * w + xx]! > t) clear(k * w + xx);
        }
      }
    }
    start[x] = -1;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0, i = y * w; x < w; x++, i++) {
      if (src[i]! <= t) { if (start[x]! < 0) start[x] = y; } else if (start[x]! >= 0) endRun(x, y);
    }
  }
  for (let x = 0; x < w; x++) if (start[x]! >= 0) endRun(x, h);
  return { width: w, height: h, data: out };
}
