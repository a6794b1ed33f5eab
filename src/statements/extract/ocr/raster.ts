// Small pixel work on 8-bit grey images: resampling, skew estimation, rotation, and the PGM encoding we hand to the
import { crc32, deflateSync } from 'node:zlib';
import type { OcrTolerances } from '../../settings.ts';
// OCR engine. Plain loops over typed arrays; a 2500 x 3300 page takes tens of milliseconds per step.

export interface Gray { width: number; height: number; data: Uint8Array }

/** Bilinear resampling by `scale` (both axes). */
export function resample(img: Gray, scale: number): Gray {
  const w = Math.max(1, Math.round(img.width * scale));
  const h = Math.max(1, Math.round(img.height * scale));
  if (w === img.width && h === img.height) return img;
  const out = new Uint8Array(w * h);
  const sx = img.width / w;
  const sy = img.height / h;
  // Shrinking by more than 2x: average blocks first would be kinder, but we only shrink from >400 dpi scans.
  for (let y = 0; y < h; y++) {
    const fy = Math.min(img.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(img.height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(img.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(img.width - 1, x0 + 1);
      const tx = fx - x0;
      const a = img.data[y0 * img.width + x0]!, b = img.data[y0 * img.width + x1]!;
      const c = img.data[y1 * img.width + x0]!, d = img.data[y1 * img.width + x1]!;
      out[y * w + x] = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
    }
  }
  return { width: w, height: h, data: out };
}

/** Otsu's threshold of the image's histogram: the grey level that best separates ink from paper. Ink is <= it (a
 *  1-bit scan composited to 0 and 255 gives 0). */
export function otsu(img: Gray): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < img.data.length; i++) hist[img.data[i]!]! += 1;
  const total = img.data.length;
  let sum = 0;
  for (let t = 0; t < 256; t++) sum += t * hist[t]!;
  let sumB = 0, wB = 0, best = 0, bestT = 127;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += t * hist[t]!;
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > best) { best = between; bestT = t; }
  }
  return bestT;
}

/**
 * Skew of the text lines in degrees (positive: lines fall to the right), by projection profile: the angle at which
 * ink pixels, summed along lines of that slope, pile up into the sharpest rows. Coarse search, then a fine one.
 */
export function estimateSkew(img: Gray, s: OcrTolerances): number {
  const { maxSkewDeg: maxDeg, skewStepDeg: stepDeg } = s;
  // Every 2nd pixel or coarser: 850 columns still resolve 0.1 degree, at a quarter of the cost.
  const k = Math.max(2, Math.floor(img.width / s.skewColumns));
  const t = otsu(img);
  const xs: number[] = [], ys: number[] = [];
  for (let y = 0; y < img.height; y += k) {
    for (let x = 0; x < img.width; x += k) {
      if (img.data[y * img.width + x]! <= t) { xs.push(x / k); ys.push(y / k); }
    }
  }
  // A blank page, or one so dark it is a photo: nothing to straighten.
  const n = xs.length;
  if (n < s.skewMinInk || n > (img.width / k) * (img.height / k) * s.maxInkShare) return 0;
  const rows = Math.ceil(img.height / k) + Math.ceil(img.width / k) + 2;
  const hist = new Float64Array(rows * 2);
  const score = (deg: number): number => {
    const tan = Math.tan((deg * Math.PI) / 180);
    hist.fill(0);
    for (let i = 0; i < n; i++) hist[Math.round(ys[i]! - xs[i]! * tan) + rows]!++;
    let s = 0;
    for (let i = 0; i < hist.length; i++) s += hist[i]! * hist[i]!;
    return s;
  };
  const search = (from: number, to: number, step: number): number => {
    let best = 0, bestScore = -1;
    for (let d = from; d <= to + 1e-9; d += step) {
      const s = score(d);
      if (s > bestScore) { bestScore = s; best = d; }
    }
    return best;
  };
  const coarse = search(-maxDeg, maxDeg, s.skewCoarseStepDeg);
  const fine = search(coarse - s.skewCoarseStepDeg, coarse + s.skewCoarseStepDeg, stepDeg);
  return Math.abs(fine) < stepDeg ? 0 : fine;
}

/** Rotates by -deg around the centre (undoing a skew of `deg`), same size, white where nothing maps. */
export function deskew(img: Gray, deg: number): Gray {
  if (!deg) return img;
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h).fill(255);
  const rad = (deg * Math.PI) / 180;
  const cos = Math.cos(rad), sin = Math.sin(rad);
  const cx = w / 2, cy = h / 2;
  for (let Y = 0; Y < h; Y++) {
    const dy = Y - cy;
    for (let X = 0; X < w; X++) {
      const dx = X - cx;
      const x = cx + dx * cos - dy * sin;
      const y = cy + dx * sin + dy * cos;
      const x0 = Math.floor(x), y0 = Math.floor(y);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= w || y0 + 1 >= h) continue;
      const tx = x - x0, ty = y - y0;
      const i = y0 * w + x0;
      out[Y * w + X] = (data[i]! * (1 - tx) + data[i + 1]! * tx) * (1 - ty) + (data[i + w]! * (1 - tx) + data[i + w + 1]! * tx) * ty;
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * Binary PGM (P5): a 15-byte header in front of the pixels. Leptonica (inside Tesseract) reads it natively, and
 * unlike PNG it costs no compression time on a page of several megapixels (see docs/parsing.md, OCR).
 */
export function encodePgm(img: Gray): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(header.length + img.data.length);
  out.set(header, 0);
  out.set(img.data, header.length);
  return out;
}

/** 8-bit greyscale PNG (filter 0 on every row, zlib level 1): what Leptonica reads when PNM is not built in. */
export function encodePng(img: Gray): Uint8Array {
  const raw = new Uint8Array((img.width + 1) * img.height);
  for (let y = 0; y < img.height; y++) raw.set(img.data.subarray(y * img.width, (y + 1) * img.width), y * (img.width + 1) + 1);
  const ihdr = new Uint8Array(13);
  const dv = new DataView(ihdr.buffer);
  dv.setUint32(0, img.width);
  dv.setUint32(4, img.height);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter method, no interlace
  const chunks = [chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 1 })), chunk('IEND', new Uint8Array(0))];
  const sig = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([sig, ...chunks]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  dv.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A connected speck of ink: its box, its pixel count and its middle. */
export interface Component { x0: number; y0: number; x1: number; y1: number; n: number; cx: number; cy: number }

/** The 8-connected specks of the pixels `ink(i)` says are ink (i: the pixel's index, y * width + x), in scan order. */
export function components(width: number, height: number, ink: (i: number) => boolean): Component[] {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const out: Component[] = [];
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || !ink(start)) continue;
    let n = 0, top = 0, sx = 0, sy = 0, x0 = width, y0 = height, x1 = -1, y1 = -1;
    stack[top++] = start;
    seen[start] = 1;
    while (top) {
      const i = stack[--top]!;
      const x = i % width, y = (i - x) / width;
      n++; sx += x; sy += y;
      if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (!seen[j] && ink(j)) { seen[j] = 1; stack[top++] = j; }
      }
    }
    out.push({ x0, y0, x1, y1, n, cx: sx / n, cy: sy / n });
  }
  return out;
}
