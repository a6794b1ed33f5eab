// What a scanner or a phone does to a page, on grey pixels, deterministic for a seed: a small turn, a shift, a
// phone's perspective (the top of the sheet farther away than its bottom), the shadow of a fold, slight blur, grey
// noise and dust specks; and, for orientation tests, the sheet fed sideways or upside down.
import { deskew, type Gray } from '../../../src/statements/extract/ocr/raster.ts';
import { turn } from '../../../src/statements/extract/ocr/orient.ts';
import type { Rng } from '../generator/prng.ts';

export interface Faults {
  /** Turned by a random angle within +-maxSkewDeg degrees. */
  maxSkewDeg: number;
  /** Moved by up to this many pixels in x and y. */
  shiftPx: number;
  /** Gaussian blur, sigma in pixels (0: none). */
  blur: number;
  /** Grey noise amplitude (levels), and the share of pixels turned into black or white specks. */
  noise: number;
  speckle: number;
  /** A letter fold's shadow across the page at about a third of its height. */
  fold: boolean;
  /** Keystone: the top edge is narrower than the bottom by this share of the width (a phone held at an angle). */
  perspective: number;
}

export function degrade(img: Gray, rng: Rng, f: Faults, turned: 0 | 90 | 180 | 270 = 0): { img: Gray; skewDeg: number } {
  const skewDeg = Math.round(rng.float(-f.maxSkewDeg, f.maxSkewDeg) * 100) / 100;
  // deskew(img, -a) turns the page by +a: the same rotation, the other way.
  let g = deskew(img, -skewDeg);
  const dx = f.shiftPx ? rng.int(-f.shiftPx, f.shiftPx) : 0, dy = f.shiftPx ? rng.int(-f.shiftPx, f.shiftPx) : 0;
  g = warp(g, dx, dy, f.perspective);
  if (f.fold) shadow(g, Math.round(g.height * rng.float(0.3, 0.37)), rng.float(40, 70));
  if (f.blur > 0) g = gaussian(g, f.blur);
  noise(g, rng, f.noise, f.speckle);
  return { img: turn(g, turned), skewDeg };
}

/** Shift by (dx, dy) and a keystone: row y is narrowed about the centre by p * (1 - y/h); bilinear, white outside. */
function warp(img: Gray, dx: number, dy: number, p: number): Gray {
  if (!dx && !dy && !p) return img;
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h).fill(255);
  const cx = w / 2;
  for (let Y = 0; Y < h; Y++) {
    const y = Y - dy;
    const scale = 1 - p * (1 - Y / h);
    const y0 = Math.floor(y);
    if (y0 < 0 || y0 + 1 >= h) continue;
    const ty = y - y0;
    for (let X = 0; X < w; X++) {
      const x = cx + (X - cx) / scale - dx;
      const x0 = Math.floor(x);
      if (x0 < 0 || x0 + 1 >= w) continue;
      const tx = x - x0;
      const i = y0 * w + x0;
      out[Y * w + X] = (data[i]! * (1 - tx) + data[i + 1]! * tx) * (1 - ty) + (data[i + w]! * (1 - tx) + data[i + w + 1]! * tx) * ty;
    }
  }
  return { width: w, height: h, data: out };
}

/** A fold: a soft dark band `depth` levels deep at row `at`, and the light falling off toward one side. */
function shadow(img: Gray, at: number, depth: number): void {
  const { width: w, height: h, data } = img;
  const spread = h / 60;
  for (let y = 0; y < h; y++) {
    const band = depth * Math.exp(-(((y - at) / spread) ** 2));
    for (let x = 0; x < w; x++) {
      const side = 25 * (x / w);
      const i = y * w + x;
      data[i] = Math.max(0, data[i]! - band - side);
    }
  }
}

/** Separable Gaussian blur of standard deviation `sigma` pixels. */
function gaussian(img: Gray, sigma: number): Gray {
  const r = Math.max(1, Math.ceil(sigma * 2.5));
  const k: number[] = [];
  for (let i = -r; i <= r; i++) k.push(Math.exp(-(i * i) / (2 * sigma * sigma)));
  const sum = k.reduce((a, b) => a + b, 0);
  for (let i = 0; i < k.length; i++) k[i]! /= sum;
  const { width: w, height: h, data } = img;
  const tmp = new Float32Array(w * h);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let i = -r; i <= r; i++) s += data[y * w + Math.min(w - 1, Math.max(0, x + i))]! * k[i + r]!;
      tmp[y * w + x] = s;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let i = -r; i <= r; i++) s += tmp[Math.min(h - 1, Math.max(0, y + i)) * w + x]! * k[i + r]!;
      out[y * w + x] = Math.round(s);
    }
  }
  return { width: w, height: h, data: out };
}

/** Grey noise and specks, from a small fast generator (mulberry32) seeded by the fixture's Rng: millions of draws. */
function noise(img: Gray, rng: Rng, amp: number, speckle: number): void {
  const d = img.data;
  let state = rng.int(1, 2 ** 31 - 1);
  const rand = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = 0; i < d.length; i++) {
    let v = d[i]! + (rand() + rand() - 1) * 2 * amp;
    if (rand() < speckle) v = rand() < 0.5 ? 0 : 255;
    d[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
}
