// The header reread (header.ts) below the page's top share: a statement that starts mid-page prints its bank's name
// large beside its period in small type, and PSM 6 reads that small text as nonsense ("May 1, 2026 thi ih 31, 2026").
// A recogniser standing in for Tesseract answers each crop with the words a clean crop gives, placed in the crop.
import { describe, expect, it } from 'vitest';
import type { OcrPool, OcrWord } from './engine.ts';
import { rereadHeader } from './header.ts';
import { OCR_SETTINGS } from './settings.ts';

const w = (text: string, x0: number, x1: number, y0: number, y1: number, conf: number): OcrWord =>
  ({ text, x0, x1, y0, y1, baseline: y1, size: y1 - y0, conf });
const img = { width: 1700, height: 2200, data: new Uint8Array(1700 * 2200).fill(255) };

/** A pool whose every crop reads "May 1, 2026 through May 31, 2026" across its width; it keeps the crops' widths. */
function stubPool(widths: number[]): OcrPool {
  return {
    async recognize(pgm: Uint8Array) {
      const [, cw = 0, ch = 0] = /^P5\s+(\d+)\s+(\d+)/.exec(new TextDecoder('latin1').decode(pgm.subarray(0, 32)))!.map(Number);
      widths.push(cw);
      const texts = ['May', '1,', '2026', 'through', 'May', '31,', '2026'];
      return texts.map((t, i) => w(t, 10 + (i * (cw - 20)) / texts.length, 10 + ((i + 0.8) * (cw - 20)) / texts.length, 10, ch - 10, 0.96));
    },
  } as unknown as OcrPool;
}

// The line at a third of the page down (below the top share): the bank's name large, the period small and weak.
const line = [
  w('Pinegate', 116, 292, 715, 756, 0.92), w('Federal', 307, 455, 714, 748, 0.96), w('Bank', 472, 575, 715, 748, 0.96),
  w('May', 1298, 1313, 716, 732, 0.96), w('”', 1314, 1335, 720, 736, 0.24), w('1,', 1343, 1357, 717, 734, 0.96),
  w('2026', 1365, 1411, 716, 732, 0.96), w('thi', 1417, 1433, 716, 732, 0.93), w('ae', 1435, 1531, 716, 737, 0.34),
  w('31,', 1538, 1565, 716, 734, 0.96), w('2026', 1573, 1618, 716, 732, 0.96),
];

describe('a weak run beside a larger type, below the top of the page', () => {
  it('is read again, from a crop holding the whole small-type phrase (not cut through its first and last words)', async () => {
    const widths: number[] = [];
    const out = await rereadHeader(stubPool(widths), img, 200, line, OCR_SETTINGS, Date.now() + 60_000);
    expect(widths).toHaveLength(1);
    // From "May" (1298) to "2026" (1618) and a pad: the words beside the weak ones are in the crop.
    expect(widths[0]).toBeGreaterThanOrEqual(1618 - 1298);
    const small = out.filter((x) => x.x0 > 1200).sort((a, b) => a.x0 - b.x0).map((x) => x.text).join(' ');
    expect(small).toBe('May 1, 2026 through May 31, 2026');
    expect(out.filter((x) => x.x0 < 600).map((x) => x.text)).toEqual(['Pinegate', 'Federal', 'Bank']);
  });

  it('a weak run on a line of one type size below the top share is left as read', async () => {
    const plain = line.filter((x) => x.x0 > 1200);
    const widths: number[] = [];
    const out = await rereadHeader(stubPool(widths), img, 200, plain, OCR_SETTINGS, Date.now() + 60_000);
    expect(widths).toEqual([]);
    expect(out).toBe(plain);
  });
});
