// What happens to a set-95 page on its way to the broker, on grey pixels and deterministic for a seed: a phone photo
// (the sheet on a desk, seen at an angle: perspective, slight rotation, a light falloff and a hand's shadow, lower
// resolution, blur, noise; JPEG later) or a fax (200 x 100 dpi: rows merged in pairs, pure black and white, a turn
// of the feed, dropped scan lines, a dirty-glass streak, specks).
import type { Rng } from '../../statements/generator/prng.ts';

export interface Gray { width: number; height: number; data: Uint8Array }

/** Homography taking the 4 points `from` to `to` (x' = (a x + b y + c) / (g x + h y + 1) ...). */
function homography(from: [number, number][], to: [number, number][]): number[] {
  const M: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!, [u, v] = to[i]!;
    M.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    M.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k < 9; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  return M.map((row, i) => row[8]! / row[i]!);
}

function sample(g: Gray, x: number, y: number): number {
  const x0 = Math.floor(x), y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= g.width || y0 + 1 >= g.height) return -1;
  const tx = x - x0, ty = y - y0, i = y0 * g.width + x0, d = g.data;
  return (d[i]! * (1 - tx) + d[i + 1]! * tx) * (1 - ty) + (d[i + g.width]! * (1 - tx) + d[i + g.width + 1]! * tx) * ty;
}

function boxBlur(g: Gray): Gray {
  const { width: w, height: h, data } = g, out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    let s = 0, n = 0;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      const yy = y + dy, xx = x + dx;
      if (yy >= 0 && yy < h && xx >= 0 && xx < w) { const k = dx === 0 && dy === 0 ? 4 : dx === 0 || dy === 0 ? 2 : 1; s += data[yy * w + xx]! * k; n += k; }
    }
    out[y * w + x] = s / n;
  }
  return { width: w, height: h, data: out };
}

/** A phone photo of the page rendered at `srcDpi`, as a picture at `outDpi` of the same page size. */
export function phonePhoto(src: Gray, srcDpi: number, outDpi: number, r: Rng): Gray {
  const s = boxBlur(src);
  const scale = outDpi / srcDpi, W = Math.round(src.width * scale), H = Math.round(src.height * scale);
  // Where the sheet's corners land in the picture: a margin of desk, the top farther away (narrower), a small turn.
  const m = () => r.float(0.025, 0.05), keyst = r.float(0.015, 0.04), ang = (r.float(-1.6, 1.6) * Math.PI) / 180;
  const quad: [number, number][] = [[W * (m() + keyst), H * m()], [W * (1 - m() - keyst), H * m()], [W * (1 - m()), H * (1 - m())], [W * m(), H * (1 - m())]];
  const cx = W / 2, cy = H / 2;
  const turned = quad.map(([x, y]) => [cx + (x - cx) * Math.cos(ang) - (y - cy) * Math.sin(ang), cy + (x - cx) * Math.sin(ang) + (y - cy) * Math.cos(ang)] as [number, number]);
  const h = homography(turned, [[0, 0], [src.width - 1, 0], [src.width - 1, src.height - 1], [0, src.height - 1]]);
  // Light: brighter toward one corner, a soft shadow (the phone and hand) over another part of the sheet.
  const lx = r.float(0, W), ly = r.float(0, H * 0.3), fall = r.float(0.12, 0.22);
  const sx = r.float(W * 0.2, W * 0.9), sy = r.float(H * 0.55, H * 1.1), sr = r.float(W * 0.35, W * 0.6), sd = r.float(0.12, 0.22);
  const desk = r.int(60, 110), paper = r.float(0.9, 0.96), out = new Uint8Array(W * H);
  const diag = Math.hypot(W, H);
  for (let Y = 0; Y < H; Y++) for (let X = 0; X < W; X++) {
    const den = h[6]! * X + h[7]! * Y + 1;
    const v = sample(s, (h[0]! * X + h[1]! * Y + h[2]!) / den, (h[3]! * X + h[4]! * Y + h[5]!) / den);
    const light = 1 - fall * (Math.hypot(X - lx, Y - ly) / diag) - sd * Math.exp(-((Math.hypot(X - sx, Y - sy) / sr) ** 2));
    const base = v < 0 ? desk + ((X * 7 + Y * 13) % 17) : v * paper;
    out[Y * W + X] = Math.max(0, Math.min(255, base * light + r.float(-7, 7)));
  }
  return { width: W, height: H, data: out };
}

/** A faxed page from a page rendered at 200 dpi: stays 200 x 200 pixels per inch, with the 100 dpi rows doubled. */
export function fax(src: Gray, r: Rng): Gray {
  const { width: w, height: h } = src;
  const ang = (r.float(-0.6, 0.6) * Math.PI) / 180, cos = Math.cos(ang), sin = Math.sin(ang);
  const cut = r.int(132, 165), rows = Math.floor(h / 2), out = new Uint8Array(w * h);
  const streak = r.chance(0.7) ? r.int(40, w - 40) : -1, streak2 = r.chance(0.3) ? r.int(40, w - 40) : -1;
  const dropped = new Set<number>();
  for (let k = 0, n = r.int(2, 7); k < n; k++) dropped.add(r.int(30, rows - 1));
  const cx = w / 2, cy = h / 2;
  for (let R = 0; R < rows; R++) {
    const drop = dropped.has(R);
    for (let X = 0; X < w; X++) {
      let v = 0;
      for (const Y of [2 * R, 2 * R + 1]) {
        const x = cx + (X - cx) * cos + (Y - cy) * sin, y = cy - (X - cx) * sin + (Y - cy) * cos;
        const s = sample(src, x, y);
        v += s < 0 ? 255 : s;
      }
      let black = v / 2 < cut;
      if (drop) black = false;
      if ((X === streak || X === streak2) && (R % 97) < 70) black = true;
      if (r.next() < 0.0004) black = !black;
      out[2 * R * w + X] = out[(2 * R + 1) * w + X] = black ? 0 : 255;
    }
  }
  return { width: w, height: h, data: out };
}
