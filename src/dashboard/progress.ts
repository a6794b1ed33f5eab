// A running upload's progress in words (issue 23, item 7): which file, which page, how many OCR'd, and for a scan
// how long the rest of the file should take. From the parse worker's ParseProgress (src/parsing/pool.ts), which is
// reported after each OCR'd page only: a text-layer PDF reads in milliseconds a page and never shows progress.
import type { ParseProgress } from '../parsing/pool.ts';

/** "20 s", "2 min": a rough estimate reads best rounded (5 s steps past 10 s, whole minutes past 90 s). */
export function duration(ms: number): string {
  const s = ms / 1000;
  if (s < 10) return `${Math.max(1, Math.round(s))} s`;
  if (s < 90) return `${Math.round(s / 5) * 5} s`;
  return `${Math.round(s / 60)} min`;
}

/** "File 2 of 3: page 4 of 11 read, 4 by OCR (about 2.5 s a page); about 20 s left for this file." */
export function progressText(p: ParseProgress): string {
  const several = p.files > 1;
  const where = `${several ? `File ${p.file + 1} of ${p.files}: page` : 'Page'} ${p.page} of ${p.pages} read`;
  const ocr = p.ocr_pages > 0 ? `, ${p.ocr_pages} by OCR (about ${(p.ms_per_page / 1000).toFixed(1)} s a page)` : '';
  const left = p.page < p.pages && p.eta_ms > 0 ? `; about ${duration(p.eta_ms)} left${several ? ' for this file' : ''}` : '';
  const failed = p.error ? ` Page ${p.page} could not be read and is skipped.` : '';
  return `${where}${ocr}${left}.${failed}`;
}

/** What the status route and the job's page give of a running job's progress (null when there is none to show). */
export function progressView(p: ParseProgress | null) {
  if (!p) return null;
  return { file: p.file + 1, files: p.files, page: p.page, pages: p.pages, ocr_pages: p.ocr_pages, eta_ms: p.eta_ms, text: progressText(p) };
}
