import { describe, expect, it } from 'vitest';
import { duration, progressText, progressView } from './progress.ts';

const p = { file: 0, files: 1, page: 3, pages: 12, ocr_pages: 3, ms_per_page: 2450, eta_ms: 22_050 };

describe('upload progress in words', () => {
  it('says the page, the OCR count and pace, and the time left', () => {
    expect(progressText(p)).toBe('Page 3 of 12 read, 3 by OCR (about 2.5 s a page); about 20 s left.');
  });
  it('names the file when there are several, and says the estimate is for that file', () => {
    expect(progressText({ ...p, file: 1, files: 3 })).toBe('File 2 of 3: page 3 of 12 read, 3 by OCR (about 2.5 s a page); about 20 s left for this file.');
  });
  it('has no estimate on the last page, and says when a page could not be read', () => {
    expect(progressText({ ...p, page: 12, eta_ms: 0 })).toBe('Page 12 of 12 read, 3 by OCR (about 2.5 s a page).');
    expect(progressText({ ...p, error: 'ocr_timeout' })).toMatch(/ Page 3 could not be read and is skipped\.$/);
  });
  it('rounds estimates as people say them', () => {
    expect([400, 4_400, 12_600, 61_000, 89_000, 95_000, 400_000].map(duration)).toEqual(['1 s', '4 s', '15 s', '60 s', '90 s', '2 min', '7 min']);
  });
  it('counts files from 1 for people, and is null without progress', () => {
    expect(progressView({ ...p, file: 1, files: 2 })).toMatchObject({ file: 2, files: 2, page: 3, pages: 12, text: expect.stringContaining('File 2 of 2') });
    expect(progressView(null)).toBeNull();
  });
});
