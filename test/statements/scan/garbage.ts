// A bad scanner's OCR layer, for fixtures: the page's own words at their places, with letters and digits swapped
// for look-alikes and words run together, the way a poor engine reads a noisy page ("Bcg1nn1ng ba1ancc").
import { openPdf, readPage } from '../../../src/statements/extract/pdf.ts';
import { createEngines } from '../../../src/statements/extract/engines.ts';
import { DEFAULT_SETTINGS } from '../../../src/statements/settings.ts';
import type { Rng } from '../generator/prng.ts';

export interface HiddenWord { str: string; x: number; y: number; h: number }

const LOOKALIKE: Record<string, string> = {
  a: '&', e: 'c', i: '1', l: '1', o: '0', s: '5', t: '1', n: 'rn', m: 'nn', B: '8', S: '$', O: '0', I: '|', '0': 'O', '1': 'l', '5': 'S', '8': 'B', '.': ',', ',': '.',
};

export async function garbledWords(pdf: Uint8Array, rng: Rng): Promise<HiddenWord[][]> {
  const engines = createEngines();
  const opened = await openPdf(pdf, engines, DEFAULT_SETTINGS.extract);
  if ('error' in opened) throw new Error(opened.message);
  const out: HiddenWord[][] = [];
  try {
    for (let p = 1; p <= opened.info.pages; p++) {
      const page = await readPage(opened.doc, p);
      out.push(page.items.map((it) => ({
        str: [...it.str].map((c) => (LOOKALIKE[c] && rng.float(0, 1) < 0.45 ? LOOKALIKE[c] : c === ' ' && rng.float(0, 1) < 0.5 ? '' : c)).join(''),
        x: it.x, y: it.y, h: it.h,
      })));
    }
  } finally {
    await opened.close();
    await engines.close();
  }
  return out;
}
