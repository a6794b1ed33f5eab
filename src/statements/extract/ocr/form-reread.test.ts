// A form page's weak runs read again alone (form-reread.ts): which words make a run, which crop is read, and when
// the new reading is kept; the engine is a stand-in that answers each crop as told.
import { describe, expect, it } from 'vitest';
import { rereadWeakRuns, untangled, weakRuns } from './form-reread.ts';
import type { OcrPool, OcrWord } from './engine.ts';
import { OCR_SETTINGS } from './settings.ts';
import type { Gray } from './raster.ts';

const s = { ...OCR_SETTINGS };
const img: Gray = { width: 1000, height: 400, data: new Uint8Array(1000 * 400).fill(240) };
const word = (text: string, x0: number, x1: number, y0: number, conf: number): OcrWord => ({ text, x0, x1, y0, y1: y0 + 24, baseline: y0 + 20, size: 24, conf });

/** An engine that answers every crop with `answer` (crop pixels), and keeps the crops' sizes it was given. */
function pool(answer: (w: number, h: number) => OcrWord[]): OcrPool & { crops: [number, number][] } {
  const crops: [number, number][] = [];
  return {
    crops,
    async recognize(image) {
      const m = /^P5\s+(\d+)\s+(\d+)/.exec(new TextDecoder('latin1').decode(image.subarray(0, 32)))!;
      const [w, h] = [Number(m[1]), Number(m[2])];
      crops.push([w, h]);
      return answer(w, h);
    },
    running: () => 0,
    close: async () => {},
  };
}

describe('rereadWeakRuns', () => {
  it('groups weak words by line and nearness; good words make no run', () => {
    const runs = weakRuns([word('Business', 10, 100, 10, 0.95), word('oe', 120, 150, 10, 0.3), word('Sighs', 300, 360, 100, 0.2),
      word('Beee', 370, 420, 100, 0.1), word('far', 900, 950, 100, 0.4)], s);
    expect(runs.map((r) => r.map((w) => w.text))).toEqual([['oe'], ['Sighs', 'Beee'], ['far']]);
  });

  it('keeps a crop\'s reading clearly more confident, with the words it touched; keeps the old one otherwise', async () => {
    const words = [word('DBA', 100, 150, 10, 0.95), word('oe', 170, 220, 10, 0.3), word('Title', 10, 60, 200, 0.9), word('Pyesident', 80, 200, 200, 0.55)];
    const engine = pool((w, h) => (w < 200 && h < 60 ? [word('DBA', 10, 60, 10, 0.96), word('SAME', 80, 140, 10, 0.96)] : [word('President', 10, 120, 10, 0.6)]));
    const out = await rereadWeakRuns(engine, img, 200, words, s, Date.now() + 10_000);
    expect(engine.crops).toHaveLength(2);
    // The first crop ("DBA oe", from x 90) came back "DBA SAME" at 0.96: kept, placed back in the page's pixels; the
    // second ("Title Pyesident", 0.73) came back "President" at 0.6: the old reading stays.
    expect(out.map((w) => w.text).sort()).toEqual(['DBA', 'Pyesident', 'SAME', 'Title']);
    expect(out.find((w) => w.text === 'SAME')!.x0).toBe(170);
  });
});

describe('a crop\'s reading placed back', () => {
  it('keeps a bilingual label\'s slash on its word, the line\'s size and baseline, and the good words round the run', async () => {
    const words = [word('Nombre', 100, 170, 10, 0.9), word('completo/', 180, 270, 10, 0.0), word('Fullname', 280, 360, 10, 0.0), word('James', 400, 460, 10, 0.95)];
    // The crop (from x 90) reads the run's words apart: "completo" "/" "Fullname", on a line it sizes anew.
    const engine = pool(() => [word('completo', 90, 170, 14, 0.7), word('/', 172, 180, 14, 0.4), word('Fullname', 190, 270, 14, 0.95)].map((w) => ({ ...w, size: 40 })));
    const out = await rereadWeakRuns(engine, img, 200, words, s, Date.now() + 10_000);
    expect(out.map((w) => w.text)).toEqual(['Nombre', 'James', 'completo/', 'Fullname']);
    expect(out.every((w) => w.size === 24 && w.baseline === 30)).toBe(true);
  });
});

describe('untangled', () => {
  it('one place read twice, two words over each other: spliced where the one ends as the other starts, else the surer kept', () => {
    // (Set 107's scanned chesapeake: a crop read "$3,433" at 0.95 and "433.12" at 0 over "$3,433.12", and "Requsced"
    // at 0 over "equesicd"; the field read 3433433.12.)
    const got = untangled([word('Requsced', 212, 248, 100, 0), word('equesicd', 216, 249, 100, 0.21), word('Payment', 251, 281, 100, 0.96),
      word('$3,433', 292, 323, 100, 0.95), word('433.12', 304, 339, 100, 0), word('40', 457, 467, 100, 0.8)]);
    expect(got.map((w) => [w.text, w.x0, w.x1])).toEqual([['equesicd', 216, 249], ['Payment', 251, 281], ['$3,433.12', 292, 339], ['40', 457, 467]]);
  });

  it('words side by side, or one over the other on two lines, are left as they are', () => {
    const ws = [word('Name', 10, 60, 100, 0.9), word('Jane', 62, 100, 100, 0.9), word('Doe', 40, 80, 140, 0.9)];
    expect(untangled(ws).map((w) => w.text)).toEqual(['Name', 'Doe', 'Jane']);
  });
});

