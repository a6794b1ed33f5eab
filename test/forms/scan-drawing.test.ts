// The drawing read from a scanned form's picture (src/statements/extract/ocr/form-geometry.ts), on an independent
// author's layout scanned by the test scanner: a grid whose label cells are shaded grey.
import { describe, expect, it } from 'vitest';
import { createEngines } from '../../src/statements/index.ts';
import { settingsOf } from '../../src/statements/extract/extract.ts';
import { openPdf } from '../../src/statements/extract/pdf.ts';
import { readDrawing } from '../../src/statements/extract/ocr/form-geometry.ts';
import { generateIndependent9 } from './independent9/index.ts';

describe('a scanned grid with shaded label cells', () => {
  it('finds its cells, and no side inside a shaded cell (its grey, taken for ink, is no line)', async () => {
    const form = await generateIndependent9('summit_grid', 500000, { style: 'typed', scan: true });
    const engines = createEngines();
    try {
      const o = await openPdf(form.pdf, engines, settingsOf({}).extract);
      if (!('doc' in o)) throw new Error('not opened');
      const img = o.doc.render(1, 200)!;
      await o.close();
      const d = readDrawing({ width: img.width, height: img.height, data: img.data }, 200);
      // Three columns of label and value cells, seven rows: tens of cells (skewed a little), not hundreds.
      expect(d.cells.length).toBeGreaterThanOrEqual(8);
      expect(d.cells.length).toBeLessThanOrEqual(60);
      // (No two sides a few pixels apart along the same rows: a shaded cell's grey made such a comb of them.)
      const close = d.sides.filter((v) => d.sides.some((w) => w !== v && Math.abs(w.at - v.at) <= 12 && w.from < v.to && v.from < w.to));
      expect(close).toEqual([]);
    } finally {
      await engines.close();
    }
  }, 60_000);
});
