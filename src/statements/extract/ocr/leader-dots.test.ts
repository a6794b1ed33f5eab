// Dotted leaders a value is written on, found dot by dot (leader-dots.ts), on pictures drawn here: a leader with a
// hand's letters standing on its dots and a dot or two between its words, beside a label whose periods stay.
import { describe, expect, it } from 'vitest';
import { eraseLeaderDots, leaderRows, specks } from './leader-dots.ts';
import type { Gray } from './raster.ts';

const DPI = 200;

function page() {
  const g: Gray = { width: 1700, height: 300, data: new Uint8Array(1700 * 300).fill(245) };
  const rect = (x0: number, y0: number, x1: number, y1: number) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * g.width + x] = 30; };
  return { g, rect };
}

describe('leader dots', () => {
  it('erases a leader\'s dots under and between a value\'s words, not its letters nor a label\'s periods', () => {
    const { g, rect } = page();
    // A label "No." with its period (x 104: off the leader's pitch), then a leader from x 300, a dot every 8 pixels.
    rect(60, 90, 90, 120); rect(104, 116, 108, 120);
    const dots: number[] = [];
    for (let x = 300; x < 1400; x += 8) dots.push(x);
    // A value's two words stand on the leader (x 500-640 and 664-800): the dots under them join their letters; the one
    // dot between them (x 652) is no row of its own.
    for (const x of dots) if (!(x >= 492 && x < 652) && !(x >= 660 && x < 804)) rect(x, 116, x + 4, 120);
    rect(500, 80, 640, 121); rect(664, 80, 800, 121);
    const found = leaderRows(specks(g, DPI, 128), DPI);
    const clean = eraseLeaderDots(g, found);
    const at = (x: number, y: number) => clean.data[y * clean.width + x]!;
    expect(at(302, 118)).toBe(255); // a dot of the leader before the value
    expect(at(1302, 118)).toBe(255); // ... after it
    expect(at(654, 118)).toBe(255); // ... between its words
    expect(at(570, 100)).toBe(30); // the value's letters stay
    expect(at(106, 118)).toBe(30); // the label's period stays (off the leader's pitch)
  });

  it('a value\'s own periods and an ellipsis are no leader', () => {
    const { g, rect } = page();
    for (const x of [200, 260, 330]) rect(x, 116, x + 4, 120); // periods of "Inc. Co. No."
    for (const x of [600, 608, 616]) rect(x, 116, x + 4, 120); // "..."
    expect(leaderRows(specks(g, DPI, 128), DPI)).toEqual([]);
  });
});
