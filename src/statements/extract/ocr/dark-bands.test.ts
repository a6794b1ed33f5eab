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

  it('a light grey bar with dark letters (its grey under the ink threshold) is written back the right way round, its grey and border made paper', () => {
    const { g, rect } = page();
    // A bar of light grey with a dark border, dark letters in it; a caption's letters just under its border.
    rect(100, 100, 1600, 140, 215);
    for (let y = 100; y < 140; y++) for (let x = 100; x < 1600; x += 7) g.data[y * 1700 + x + (y % 7)] = 232; // a scan's noise
    rect(100, 100, 1600, 102, 120); rect(100, 138, 1600, 140, 120);
    for (let i = 0; i < 12; i++) rect(130 + i * 20, 108, 134 + i * 20, 132, 40);
    for (let i = 0; i < 12; i++) rect(130 + i * 20, 142, 133 + i * 20, 156, 60);
    // Rule removal took the bar's rows away in the picture read: the letters are given back from the picture straightened.
    const clean: Gray = { ...g, data: new Uint8Array(g.data) };
    for (let y = 100; y < 140; y++) for (let x = 100; x < 1600; x++) clean.data[y * 1700 + x] = 245;
    const bands = darkBands(g, DPI, 224);
    expect(bands.map((b) => [b.y0, b.light])).toEqual([[100, false]]);
    const out = invertBands(clean, g, bands);
    expect(out.data[120 * 1700 + 131]).toBeLessThan(60); // a letter's stroke: dark, as printed
    expect(out.data[120 * 1700 + 141]).toBe(255); // the bar's grey between letters: paper
    expect(out.data[139 * 1700 + 500]).toBe(255); // its border: paper
    expect(out.data[150 * 1700 + 131]).toBe(60); // the caption under it as it was
  });

  it('a dark band\'s grain (a scan\'s noise a few levels either side of its shade) turns over to paper, not to a grey strip read as words', () => {
    const { g, rect } = page();
    rect(100, 100, 1600, 140);
    // The grain: every other pixel a little lighter or darker than the band's shade (40).
    for (let y = 100; y < 140; y++) for (let x = 100; x < 1600; x++) g.data[y * 1700 + x] = 40 + (((x * 7 + y * 13) % 5) - 2) * 8;
    for (let i = 0; i < 12; i++) rect(130 + i * 20, 108, 134 + i * 20, 132, 240);
    const bands = darkBands(g, DPI, 128);
    expect(bands).toHaveLength(1);
    const out = invertBands(g, g, bands);
    let grey = 0;
    for (let y = 104; y < 136; y++) for (let x = 600; x < 1500; x++) if (out.data[y * 1700 + x]! < 255) grey++;
    expect(grey).toBe(0); // the band past its letters: all paper
    expect(out.data[120 * 1700 + 131]).toBeLessThan(40); // a letter's stroke: dark
  });
});
