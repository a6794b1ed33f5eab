import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { spacedWords } from '../extract/letter-spaced.ts';
import { collect } from './test-forms-rules.ts';

// Rules learnt at the eighty-second author's design-heavy forms (issue 36): labels set letter-spaced in small capitals
// ("L E G A L   B U S I N E S S   N A M E"), which a text layer hands over as letters parted by spaces.

/** A one-page application whose labels are tracked `spacing` points apart, each over its typed value. */
async function trackedForm(spacing: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.font('Helvetica-Bold').fontSize(14).text('Harbor & Vine', 40, 36, { lineBreak: false });
  const rows: [string, string][] = [['LEGAL BUSINESS NAME', 'Foxglove Trading, LLC'], ['DBA', 'Foxglove Pets'], ['EIN', '12-3456789'],
    ['WHAT DOES THE BUSINESS DO?', 'Pet grooming salon'], ['AMOUNT REQUESTED', '$45,000'], ['OWNER NAME', 'Keiko Tanaka'], ['OWNERSHIP', '100%']];
  rows.forEach(([label, value], i) => {
    doc.font('Helvetica-Bold').fontSize(6.5).text(label, 50, 80 + i * 34, { lineBreak: false, characterSpacing: spacing });
    doc.font('Courier').fontSize(9.5).text(value, 48, 92 + i * 34, { lineBreak: false });
  });
  doc.font('Helvetica').fontSize(7).text('Signature of applicant', 50, 330, { lineBreak: false });
  return collect(doc);
}

describe('letter-spaced labels read as words (issue 36, set 82)', () => {
  it('labels tracked a point and more apart, "L E G A L  B U S I N E S S  N A M E": the labels a person reads, and their values', async () => {
    const r = await parseStatements([{ name: 'tracked.pdf', bytes: await trackedForm(1.1) }]);
    const a = r.application;
    expect([a?.legal_name, a?.trade_name, a?.business_tax_id, a?.requested_amount, a?.applicants?.[0]?.first_name, a?.applicants?.[0]?.ownership])
      .toEqual(['Foxglove Trading, LLC', 'Foxglove Pets', '123456789', 45000, 'Keiko', 100]);
  });

  it('the gaps inside a word are alike (a kerned pair closer), a wider one parts words; plain words and spread figures stay', () => {
    const run = (s: string, gaps: number[]) => [...s].map((ch, k) => ({ ch, gap: k ? gaps[k - 1]! : null }));
    // "YOUR BUSINESS" at 8 pt tracked 1.1: "YO" kerned to 0.5, the word gap 4.4.
    expect(spacedWords(run('YOURBUSINESS', [0.54, 1.1, 1.1, 4.4, 1.0, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1]), 8, 0.82)).toBe('YOUR BUSINESS');
    expect(spacedWords(run('TAX', [0.5, 1.1]), 6.5, 0.66)).toBe('TAX');
    expect(spacedWords(run('Iam', [2, 0]), 8, 0.82)).toBeNull();
    expect(spacedWords(run('ab', [2]), 10, 1.02)).toBeNull();
    expect(spacedWords(run('Name', [0, 0.1, 0]), 8, 0.82)).toBeNull();
    expect(spacedWords(run('1234', [1.1, 1.1, 1.1]), 8, 0.82)).toBeNull();
  });
});
