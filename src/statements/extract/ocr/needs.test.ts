import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { needsOcr } from './needs.ts';
import { OCR_SETTINGS } from './settings.ts';
import { extractDocument } from '../../index.ts';
import type { PageText } from '../../types.ts';

const page = (words: string[]): PageText => ({ page: 1, width: 612, height: 792, items: words.map((str, k) => ({ str, x: 40 + k * 60, y: 100, w: 50, h: 10, font: 'f' })) });
const good = page(['Beginning', 'balance', '$1,000.00', '12/01/2024', 'Deposit', 'Withdrawal', 'Ending', 'balance']);
const garbage = page(['Bcg1nn1ng', 'ba1ancc', 'Dcp0s1ts', '&nd', 'o1hcr', 'cr3d1ts', 'Wl1hdr4w', 'x7q!zz']);

describe('which pages are read by OCR', () => {
  it('a page with good text never; a garbage text layer always; a page without text only in a scanned document', () => {
    expect(needsOcr(good, OCR_SETTINGS, true).ocr).toBe(false);
    expect(needsOcr(garbage, OCR_SETTINGS, false)).toMatchObject({ ocr: true, garbage: true, lie: expect.stringMatching(/tokens are shaped like words/) });
    expect(needsOcr(page([]), OCR_SETTINGS, true).ocr).toBe(true);
    // A French page: accented words and comma-decimal amounts are text, not a scanner's garbage.
    expect(needsOcr(page(['DÉPÔT', 'DIRECT', 'Relevé', '1.139,68', '-22,32', '31.12.2026', 'FRAIS', 'RETOURNÉ']), OCR_SETTINGS, false).ocr).toBe(false);
    expect(needsOcr(page([]), OCR_SETTINGS, false).ocr).toBe(false);
    expect(needsOcr(page([]), { ...OCR_SETTINGS, enabled: false }, true).ocr).toBe(false);
  });

  it('an image page inside a text statement is not OCR\'d (it cost seconds of CPU for a logo or check images)', async () => {
    const pages: number[] = [];
    const bytes = new Uint8Array(readFileSync(new URL('../../../../../shared/corpus/real/m_and_t_business_checking_sample.pdf', import.meta.url)));
    const doc = await extractDocument({ name: 'mt.pdf', bytes }, { onOcrPage: (p) => pages.push(p.page) });
    expect(doc.pages).toBe(3);
    expect(pages).toEqual([]);
    expect(doc.warnings).not.toContain('ocr');
    expect(doc.statements.length).toBeGreaterThan(0);
  });
});
