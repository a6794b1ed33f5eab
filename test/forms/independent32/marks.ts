// The marks in a checkbox or radio circle: a flattened field's crisp check, cross or dot, a pen's looser stroke
// (it may overshoot the box), and the appearance stream a live checkbox shows when on.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Mark } from './kit.ts';

export interface MarkPath { d: string; fill: boolean; lw: number }

const f = (n: number) => n.toFixed(2);

/** An SVG path (page coordinates, y down) for a mark in the s x s box at (x, y); with a pen (rng) it wobbles. */
export function markPath(mark: Mark, x: number, y: number, s: number, pen: Rng | null): MarkPath {
  const j = (v: number) => v + (pen ? pen.float(-s * 0.09, s * 0.09) : 0);
  if (mark === 'dot') {
    const r = s * 0.28, cx = x + s / 2, cy = y + s / 2;
    return { d: `M ${f(cx - r)} ${f(cy)} A ${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)} A ${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)} Z`, fill: true, lw: 0 };
  }
  if (mark === 'cross' || mark === 'X') {
    const o = pen ? s * 0.05 : s * 0.2;
    return { d: `M ${f(j(x + o))} ${f(j(y + o))} L ${f(j(x + s - o))} ${f(j(y + s - o))} M ${f(j(x + s - o))} ${f(j(y + o))} L ${f(j(x + o))} ${f(j(y + s - o))}`,
      fill: false, lw: pen ? 1.2 : s * 0.12 };
  }
  const top = pen ? y - s * 0.25 : y + s * 0.15;
  return { d: `M ${f(j(x + s * 0.18))} ${f(j(y + s * 0.52))} L ${f(j(x + s * 0.42))} ${f(j(y + s * 0.8))} L ${f(j(x + s * (pen ? 1.05 : 0.84)))} ${f(j(top))}`,
    fill: false, lw: pen ? 1.3 : s * 0.13 };
}

/** Content of a widget's "on" appearance (PDF coordinates, y up). */
export function widgetAppearance(w: number, h: number, mark: Mark): string {
  const s = Math.min(w, h);
  if (mark === 'dot') {
    const r = s * 0.28, cx = w / 2, cy = h / 2, k = r * 0.5523;
    return `0 g ${f(cx + r)} ${f(cy)} m ${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)} c `
      + `${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)} c ${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)} c `
      + `${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)} c f`;
  }
  if (mark === 'cross' || mark === 'X') {
    const o = s * 0.2;
    return `0 G ${f(s * 0.12)} w ${f(o)} ${f(o)} m ${f(w - o)} ${f(h - o)} l S ${f(w - o)} ${f(o)} m ${f(o)} ${f(h - o)} l S`;
  }
  return `0 G ${f(s * 0.13)} w 1 J 1 j ${f(s * 0.18)} ${f(h - s * 0.52)} m ${f(s * 0.42)} ${f(h - s * 0.8)} l ${f(s * 0.84)} ${f(h - s * 0.15)} l S`;
}
