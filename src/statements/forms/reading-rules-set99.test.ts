import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 99 (applications answered in printed e-mails): the merchant's answers are "Label: value" lines, owners one to a
// numbered line, the amount and the terms in sentences, and a later message corrects an earlier one.

/** A printed e-mail's body: each line of text under the one before, at the body's left edge. */
async function mail(lines: string[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.font('Helvetica').fontSize(10);
  lines.forEach((l, i) => doc.text(l, 48, 60 + 14 * i, { lineBreak: false }));
  return collect(doc);
}

const BUSINESS = ['Here you go:', 'Business Name: Pinecrest Roofing Corp.', 'DBA: Old Mill Roofing', 'Federal Tax ID (EIN): 31-7935614',
  'Address: 2929 Mill St, Plano, TX 75070', 'Business start date: 08/19/2018'];
const people = (a: { applicants?: { first_name: string | null; last_name: string | null; role: string | null; ownership: number | null }[] } | null | undefined) =>
  (a?.applicants ?? []).map((o) => [o.first_name, o.last_name, o.role, o.ownership]);

describe('set 99: applications answered in printed e-mails', () => {
  it("an owner's numbered line gives the owner's name (surname first before a comma), title and share", async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await mail([...BUSINESS, 'Owners:',
      ' * Owner 1: St. Pierre, Colin, Managing Member - 70%', '   SSN: XXX-XX-7905', '   Credit score: 770',
      ' * Owner 2: Renee Molina (VP Operations), 30%, SSN 163-28-5086']) }])).application;
    expect(people(a)).toEqual([['Colin', 'St. Pierre', 'Managing Member', 70], ['Renee', 'Molina', 'VP Operations', 30]]);
  });
});
