// Print too faint for the page's reading, read again up close (faint-print.ts): which ink makes a line to read, and
// which words read there are kept; the engine is a stand-in that answers each crop as told.
import { describe, expect, it } from 'vitest';
import { faintLines, rereadFaintPrint } from './faint-print.ts';
import type { OcrPool, OcrWord } from './engine.ts';
import { OCR_SETTINGS } from './settings.ts';
import type { Gray } from './raster.ts';

const s = { ...OCR_SETTINGS };
const W = 1200, H = 400, DPI = 150;

/** A page of paper at 240 with `glyphs` drawn as small blocks of grey `ink` (x, y top-left, w, h in pixels). */
function page(glyphs: [number, number, number, number, number][], fill?: [number, number, number, number, number]): Gray {
  const data = new Uint8Array(W * H).fill(240);
  const paint = ([x, y, w, h, v]: [number, number, number, number, number]) => { for (let j = y; j < y + h; j++) data.fill(v, j * W + x, j * W + x + w); };
  if (fill) paint(fill);
  glyphs.forEach(paint);
  return { width: W, height: H, data };
}
/** A caption of `n` letters 7 px high in grey `ink`, from x: each letter 5 px wide, 2 px apart. */
const caption = (x: number, y: number, n: number, ink: number) => Array.from({ length: n }, (_, i) => [x + i * 7, y, 5, 7, ink] as [number, number, number, number, number]);
const word = (text: string, x0: number, x1: number, y0: number, y1: number, conf = 0.95): OcrWord => ({ text, x0, x1, y0, y1, baseline: y1 - 2, size: y1 - y0, conf });

/** An engine that answers every crop with `answer` (crop pixels) and keeps the crops' sizes. */
function pool(answer: (w: number, h: number) => OcrWord[]): OcrPool & { crops: [number, number][] } {
  const crops: [number, number][] = [];
  return {
    crops,
    async recognize(image) {
      const m = /^P5\s+(\d+)\s+(\d+)/.exec(new TextDecoder('latin1').decode(image.subarray(0, 32)))!;
      crops.push([Number(m[1]), Number(m[2])]);
      return answer(Number(m[1]), Number(m[2]));
    },
    running: () => 0,
    close: async () => {},
  };
}

describe('faintLines', () => {
  it('finds a caption in light grey that no word covers, on white or on a card\'s grey fill; not a read word, a speck or a rule', () => {
    const img = page([
      ...caption(100, 50, 10, 180), // a light caption on the paper
      ...caption(100, 120, 8, 30), // a value in black, read already (a word over it)
      [600, 200, 400, 2, 150], // a card's edge: a rule, no glyph
      [900, 60, 3, 3, 150], // a speck
      ...caption(620, 300, 6, 170), // a caption on a card's fill at 215
    ], [600, 280, 400, 60, 215]);
    const lines = faintLines(img, DPI, [word('Harbor', 98, 158, 118, 129)]);
    expect(lines.map((l) => [l.x0, l.y0])).toEqual([[100, 50], [620, 300]]);
  });

  it('follows a caption on where its letters touch a drawn edge (one speck with it, too large for a glyph)', () => {
    const img = page([...caption(100, 50, 3, 180), [121, 50, 60, 7, 180], ...caption(184, 50, 4, 180)]);
    const [line] = faintLines(img, DPI, []);
    expect([line!.x0, line!.x1]).toEqual([100, 209]);
  });
});

describe('rereadFaintPrint', () => {
  it('adds the sure words read on a faint line, in the page\'s whole pixels; leaves out weak ones and those over a word read already', async () => {
    const img = page(caption(100, 50, 10, 180));
    // The crop is enlarged (7 px letters to a readable height): the engine answers in the crop's pixels.
    const engine = pool((w) => [word('LEGAL', 10, w / 2 - 5, 8, 40, 0.93), word('NAME', w / 2 + 5, w - 10, 8, 40, 0.9), word('~.', w - 8, w - 2, 8, 40, 0.3)]);
    const out = await rereadFaintPrint(engine, img, DPI, [], s, Date.now() + 10_000);
    expect(engine.crops).toHaveLength(1);
    expect(out.map((w) => w.text)).toEqual(['LEGAL', 'NAME']);
    expect(out.every((w) => Number.isInteger(w.x0) && Number.isInteger(w.y1) && w.x0 >= 95 && w.x1 <= 175 && w.y0 >= 45 && w.y1 <= 62)).toBe(true);
  });

  it('a caption tight over its value, inside the value\'s box as the recogniser drew it, is still added (its baseline a line higher)', async () => {
    const img = page(caption(100, 50, 10, 180));
    const value = word('$127,500', 98, 180, 54, 90);
    const engine = pool((w) => [word('REQUESTED', 8, w - 8, 8, 40, 0.91)]);
    const out = await rereadFaintPrint(engine, img, DPI, [value], s, Date.now() + 10_000);
    expect(out.map((w) => w.text)).toEqual(['$127,500', 'REQUESTED']);
  });

  it('leaves a statement\'s page as it is (a page of many amounts)', async () => {
    const img = page(caption(100, 50, 10, 180));
    const amounts = Array.from({ length: 12 }, (_, i) => word(`${i + 1},204.50`, 900, 980, 100 + i * 20, 115));
    const engine = pool(() => [word('WATERMARK', 8, 60, 8, 40, 0.95)]);
    const out = await rereadFaintPrint(engine, img, DPI, amounts, s, Date.now() + 10_000);
    expect(engine.crops).toHaveLength(0);
    expect(out).toHaveLength(12);
  });
});
