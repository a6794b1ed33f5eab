import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { ownerColumns } from './owners-columns.ts';
import type { Piece } from './pieces.ts';
import { blank } from './values.ts';

// Set 126 (owners laid out unusually: columns of owners each with its own captions, cards, an addendum page).

describe('set 126: owners in columns, each column captioned', () => {
  it('an empty owner\'s column reads nothing: its captions are no values of the column beside, its note no name', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const t = (s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
    t('BUSINESS FINANCING APPLICATION', 36, 24, 'Helvetica-Bold', 12);
    t('Legal Business Name', 36, 44); t('Maple Ridge Fitness Inc.', 38, 54, 'Courier', 10);
    t('Amount Requested (CAD)', 300, 44); t('$79,000', 302, 54, 'Courier', 10);
    t('PRINCIPAL OWNER', 36, 76, 'Helvetica-Bold', 10);
    t('Legal Name of Owner', 36, 92); t('Grace A. Di Marco', 38, 101, 'Courier', 10);
    t('Title', 36, 116); t('Percent of Ownership', 300, 116); t('100%', 302, 125, 'Courier', 10);
    doc.addPage({ size: 'LETTER', margin: 0 });
    t('ADDITIONAL OWNERS', 36, 80, 'Helvetica-Bold', 10);
    const rows: [string, string][] = [['Legal Name of Owner', 'name'], ['Title', 'title'], ['Percent of Ownership', 'share'], ['SIN', 'sin']];
    const column = (x: number, n: number, v: Record<string, string> | null) => {
      t(`Owner ${n}`, x, 98, 'Helvetica-Bold', 9); t('(leave blank if not applicable)', x + 56, 99, 'Helvetica-Oblique', 7);
      rows.forEach(([caption, key], i) => { t(caption, x, 114 + i * 26); if (v?.[key]) t(v[key]!, x + 2, 123 + i * 26, 'Courier', 10); });
    };
    column(36, 2, { name: 'Lorena Santos-Pereira', title: 'Director', share: '25%', sin: '752 853 762' });
    column(222, 3, null);
    column(408, 4, null);
    const app = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id])).toEqual([['Grace', 'Di Marco', null, 100, null],
      ['Lorena', 'Santos-Pereira', 'Director', 25, '752853762']]);
  });

  it('a caption repeated over each column ("Legal Name of Owner") heads no owner\'s column; a note how to fill a column in is a blank', () => {
    const piece = (text: string, x0: number, y0: number): Piece => ({ page: 1, text, source: 'text', x0, x1: x0 + text.length * 3.6, y0, y1: y0 + 8 });
    const pieces = [36, 222, 408].flatMap((x) => ['Legal Name of Owner', 'Title', 'Percent of Ownership', 'SIN', 'Date of Birth'].map((c, i) => piece(c, x, 88 + i * 26)));
    expect(ownerColumns(pieces)).toEqual([]);
    expect(blank('(leave blank if not applicable)')).toBe(true);
    expect(blank('(optional)')).toBe(true);
  });
});
