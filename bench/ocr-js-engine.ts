// tesseract.js 7 as an OCR backend, for the benchmarks only (bench/ocr-engines.ts, bench/ocr-profile.ts --backend js):
// the product read scans with it until tesseract-wasm measured cheaper on the same images (docs/parsing.md, OCR).
// The relaxed-SIMD LSTM build of tesseract.js-core, one worker_thread per engine, the vendored model read
// gzip-compressed from its folder.
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { MODEL, type Backend, type OcrWord } from '../src/statements/extract/ocr/engine.ts';

export const JS_BACKEND: Backend = {
  async start() {
    // cacheMethod 'none': no copy of the model written to the working directory.
    const w = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, { langPath: path.dirname(MODEL), gzip: true, cacheMethod: 'none' });
    // PSM 6, one uniform block: statements are lines of text and table rows; the automatic layout analysis (PSM 3)
    // cost ~20% more and split rows into columns that ran dates together ("01Jun2026"), measured in issue 22.
    // tessedit_do_invert off: Tesseract reads each poorly read line a second time inverted (white on black), which
    // statements do not print; it cost ~8% of recognition (bench/ocr-profile.ts).
    await w.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK, tessedit_do_invert: '0' });
    let dpiSet = 0;
    return {
      async recognize(image, dpi) {
        // The resolution is known from the page; PGM carries none, and Tesseract's guess would scale its heuristics wrongly.
        if (dpiSet !== dpi) { await w.setParameters({ user_defined_dpi: String(Math.round(dpi)) }); dpiSet = dpi; }
        const res = await w.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { blocks: true, text: false });
        return wordsOf(res.data);
      },
      async terminate() { await w.terminate(); },
    };
  },
};

function wordsOf(page: Tesseract.Page): OcrWord[] {
  const out: OcrWord[] = [];
  for (const block of page.blocks ?? []) {
    for (const par of block.paragraphs) {
      for (const line of par.lines) {
        const b = line.baseline;
        const slope = b && b.x1 !== b.x0 ? (b.y1 - b.y0) / (b.x1 - b.x0) : 0;
        // Row height (x-height + ascenders) plus descenders: the font's body size in pixels.
        const size = line.rowAttributes?.rowHeight ? line.rowAttributes.rowHeight + Math.abs(line.rowAttributes.descenders ?? 0) : line.bbox.y1 - line.bbox.y0;
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          const cx = (word.bbox.x0 + word.bbox.x1) / 2;
          const baseline = b && (b as { has_baseline?: boolean }).has_baseline !== false ? b.y0 + (cx - b.x0) * slope : word.bbox.y1;
          out.push({ text, x0: word.bbox.x0, x1: word.bbox.x1, y0: word.bbox.y0, y1: word.bbox.y1, baseline, size, conf: word.confidence / 100 });
        }
      }
    }
  }
  return out;
}
