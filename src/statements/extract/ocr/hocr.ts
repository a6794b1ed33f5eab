// Tesseract's hOCR -> our words. Each line's title carries its box, its baseline ("baseline slope offset": from the
// box's bottom-left corner) and its row attributes (x_size: x-height plus ascenders; x_descenders), each word's its
// box and confidence (x_wconf, 0-100): what the layout needs (tesseract.js's blocks gave the same).
import type { OcrWord } from './engine.ts';

const LINE = /<span class='ocr_(?:line|header|textfloat|caption)'[^>]*title="bbox (\d+) (\d+) (\d+) (\d+);\s*baseline (-?[\d.]+) (-?[\d.]+);\s*x_size ([\d.]+);\s*x_descenders ([\d.]+)/y;
const WORD = /<span class='ocrx_word'[^>]*title='bbox (\d+) (\d+) (\d+) (\d+);\s*x_wconf (\d+)'[^>]*>(.*?)<\/span>/y;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

export function parseHocr(hocr: string): OcrWord[] {
  const out: OcrWord[] = [];
  let line: { x0: number; bottom: number; slope: number; offset: number; size: number } | null = null;
  for (let i = hocr.indexOf('<span'); i >= 0; i = hocr.indexOf('<span', i + 5)) {
    LINE.lastIndex = i;
    const l = LINE.exec(hocr);
    if (l) {
      const n = l.slice(1).map(Number);
      line = { x0: n[0]!, bottom: n[3]!, slope: n[4]!, offset: n[5]!, size: n[6]! + n[7]! || n[3]! - n[1]! };
      continue;
    }
    WORD.lastIndex = i;
    const w = WORD.exec(hocr);
    if (!w || !line) continue;
    const [x0, y0, x1, y1, conf] = w.slice(1, 6).map(Number) as [number, number, number, number, number];
    const text = w[6]!.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, e: string) => ENTITIES[e]!).trim();
    if (!text) continue;
    const cx = (x0 + x1) / 2;
    out.push({ text, x0, x1, y0, y1, baseline: line.bottom + line.offset + (cx - line.x0) * line.slope, size: line.size, conf: conf / 100 });
  }
  return out;
}
