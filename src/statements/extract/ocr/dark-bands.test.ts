// Headings white on a dark band (dark-bands.ts), on pictures drawn here: the band found and turned over to dark
// letters on paper; a bold word, a thick rule, lines of text and
// redaction bars are no band.
import { describe, expect, it } from 'vitest';
import { darkBands, invertBands } from './dark-bands.ts';
import type { Gray } from './raster.ts';

const DPI = 200;

function page() {
  const g: Gray = { width: 1700, height: 600, data: new Uint8Array(1700 * 600).fill(245) };
  const rect = (x0: number, y0: number, x1: number, y1: number, v = 40) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * g.width + x] = v; };
  return { g, rect };
}

describe('dark bands', () => {
  it('finds a heading\'s dark band and reads its light letters dark on paper', () => {
    const { g, rect } = page();
    rect(100, 100, 1600, 140);
    // Light letters in the band: strokes 4 pixels wide.
    for (let i = 0; i < 12; i++) rect(130 + i * 20, 108, 134 + i * 20, 132, 240);
    // A thick rule (too thin for a band), a bold word (too short), lines of text (too little ink).
    rect(100, 250, 1600, 256);
    rect(100, 320, 300, 350);
    for (let i = 0; i < 60; i++) rect(100 + i * 24, 420, 110 + i * 24, 450);
    // Redactions: a solid bar of a heading's height (no letters in it), a low bar with a light cross over one line.
    rect(100, 480, 1000, 520);
    rect(100, 540, 600, 557);
    for (let i = 0; i < 500; i++) { rect(100 + i, 540 + Math.floor((i * 17) / 500), 102 + i, 541 + Math.floor((i * 17) / 500), 240); }
    const bands = darkBands(g, DPI, 128);
    expect(bands).toHaveLength(1);
    expect(bands[0]!.y0).toBe(100);
    expect(bands[0]!.y1).toBe(139);
    expect(bands[0]!.x0).toBeLessThanOrEqual(102);
    expect(bands[0]!.x1).toBeGreaterThanOrEqual(1596);
    const out = invertBands(g, g, bands);
    expect(out.data[120 * 1700 + 131]).toBeLessThan(40); // a letter's stroke: dark
    expect(out.data[120 * 1700 + 141]).toBe(255); // the band between letters: paper
    expect(out.data[330 * 1700 + 200]).toBe(40); // the bold word as it was
  });
});
