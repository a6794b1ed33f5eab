// Rules learnt at the eightieth author's forms (issue 36): bank-style and CDFI small-business credit applications (a
// borrower and co-borrowers under captions hung below their lines, a landscape broker's sheet naming the guarantor
// after each caption, a shaded header row of the request's captions, the business's start asked twice, a borrower
// and an affiliate co-borrower side by side); each on a small self-made PDF here.
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

type Doc = PDFKit.PDFDocument;
const cap = (d: Doc, s: string, x: number, y: number) => d.font('Times-Roman').fontSize(7).fillColor('black').text(s, x, y, { lineBreak: false });
const typed = (d: Doc, s: string, x: number, y: number) => d.font('Courier').fontSize(10).fillColor('black').text(s, x, y, { lineBreak: false });

/** A form's top: its title and the business's first fields, label beside value. */
function top(d: Doc): void {
  d.font('Times-Bold').fontSize(13).text('MICROLOAN APPLICATION', 36, 30, { lineBreak: false });
  cap(d, 'Business legal name', 36, 64); typed(d, 'Lakeshore Mechanical LLC', 120, 60);
  cap(d, 'Tax ID (EIN)', 330, 64); typed(d, '87-6163803', 390, 60);
}

/** An owner's block: caption at the left of the line the value is typed on, then title and share on it. */
function ownerBlock(d: Doc, y: number, nameCaption: string, name: string, title: string, share: string, ssn: string): void {
  cap(d, nameCaption, 36, y + 4); typed(d, name, 150, y);
  cap(d, 'Title', 330, y + 4); typed(d, title, 360, y);
  cap(d, 'Ownership %', 470, y + 4); typed(d, share, 520, y);
  cap(d, 'Social Security No.', 36, y + 26); typed(d, ssn, 150, y + 22);
}

async function read(draw: (d: Doc) => void) {
  const d = new PDFDocument({ size: 'LETTER', margin: 36 });
  draw(d);
  const r = await parseStatements([{ name: 'set80.pdf', bytes: await collect(d) }]);
  return r.application!;
}
const people = (a: Awaited<ReturnType<typeof read>>) => (a.applicants ?? []).map((p) => [p.first_name, p.last_name, p.role, p.ownership, p.tax_id]);

describe('a bank\'s borrower and co-borrowers are the owners (issue 36, set 80)', () => {
  it('"Borrower - Full Name" and "Co-Borrower 1 - Full Name" each start an owner, as "Owner 1 - Full Name" does', async () => {
    const a = await read((d) => {
      top(d);
      d.font('Times-Bold').fontSize(10).text('Section 3. Owners', 36, 120, { lineBreak: false });
      ownerBlock(d, 140, 'Borrower - Full Name', 'Roberto Brennan', 'Owner', '40%', '545-56-9392');
      ownerBlock(d, 200, 'Co-Borrower 1 - Full Name', 'Victor De la Cruz', 'Member', '60%', '768-81-0833');
    });
    expect(people(a)).toEqual([['Roberto', 'Brennan', 'Owner', 40, '545569392'], ['Victor', 'De la Cruz', 'Member', 60, '768810833']]);
  });

  it('a heading whose note says its people are owners of a share or more, "(owners of 20% or more)", heads owners', async () => {
    const a = await read((d) => {
      top(d);
      d.font('Times-Bold').fontSize(10).text('Section 3. Borrower and Co-Borrowers (owners of 20% or more)', 36, 120, { lineBreak: false });
      ownerBlock(d, 140, 'Full Name', 'Roberto Brennan', 'Owner', '40%', '545-56-9392');
      ownerBlock(d, 200, 'Full Name', 'Victor De la Cruz', 'Member', '60%', '768-81-0833');
    });
    expect(people(a)).toEqual([['Roberto', 'Brennan', 'Owner', 40, '545569392'], ['Victor', 'De la Cruz', 'Member', 60, '768810833']]);
  });
});

describe('the owner named after the caption (issue 36, set 80)', () => {
  it('"Name (Last, First) - Guarantor 1" over its value, "SSN - Guarantor 1", ...: that guarantor\'s fields', async () => {
    const a = await read((d) => {
      top(d);
      d.font('Helvetica-Bold').fontSize(9).text('GUARANTORS (ALL OWNERS OF 20% OR MORE; ONE COLUMN EACH)', 36, 120, { lineBreak: false });
      const rows: [string, string][] = [['Name (Last, First) - Guarantor 1', 'Kowalski, Darnell'], ['Title - Guarantor 1', 'Owner'],
        ['Ownership - Guarantor 1', '100%'], ['SSN - Guarantor 1', '486-33-3864'], ['FICO (self-reported) - Guarantor 1', '667']];
      rows.forEach(([c, v], i) => {
        const y = 140 + i * 24;
        d.rect(36, y, 220, 22).lineWidth(0.5).stroke();
        d.font('Helvetica').fontSize(5.5).text(c, 38, y + 2, { lineBreak: false });
        typed(d, v, 38, y + 10);
      });
    });
    expect(people(a)).toEqual([['Darnell', 'Kowalski', 'Owner', 100, '486333864']]);
    expect(a.applicants?.[0]?.credit_score).toBe(667);
  });
});

describe('a shaded header row of captions over the row of their values (issue 36, set 80)', () => {
  it('"Loan Amount Requested | Term (months) | Proposed Rate" in one band: the amount is in the row under its caption', async () => {
    const a = await read((d) => {
      top(d);
      d.font('Times-Bold').fontSize(10).text('Section 2. Loan Request', 36, 120, { lineBreak: false });
      d.rect(36, 136, 540, 11).fillColor('#e8e0d8').fill();
      d.font('Times-Bold').fontSize(6.5).fillColor('black');
      [['Loan Amount Requested', 38], ['Term (months)', 173], ['Proposed Rate', 308], ['Collateral', 443]].forEach(([s, x]) => d.text(String(s), Number(x), 138, { lineBreak: false }));
      d.rect(36, 147, 540, 16).lineWidth(0.5).stroke();
      [['$180,000.00', 38], ['6', 173], ['8.25%', 308], ['2nd lien on residence', 443]].forEach(([s, x]) => typed(d, String(s), Number(x), 151));
    });
    expect(a.requested_amount).toBe(180000);
  });
});

describe('the business\'s start asked as a year and as a date (issue 36, set 80)', () => {
  it('"Year of Establishment 2022" before "Date Business Started 12/03/2022": the date, told exactly', async () => {
    const a = await read((d) => {
      top(d);
      cap(d, '3. Year of Establishment', 36, 104); typed(d, '2022', 150, 100);
      cap(d, '4. Business Address', 36, 134); typed(d, '8407 Lincoln Way, Duluth, MN 55826', 150, 130);
      cap(d, '8. Date Business Started (MM/DD/YYYY)', 36, 164); typed(d, '12/03/2022', 200, 160);
    });
    expect(a.business_start_date).toBe('2022-12-03');
  });
});

describe('a borrower and its co-borrower side by side (issue 36, set 80)', () => {
  it('"Entity Type  LLC ... LLC", one under "Borrower" and one under "Co-Borrower": the borrower\'s entity, no menu', async () => {
    const a = await read((d) => {
      d.font('Helvetica-Bold').fontSize(13).text('COMMERCIAL CREDIT APPLICATION', 36, 30, { lineBreak: false });
      d.font('Helvetica-Bold').fontSize(9).text('Borrower', 180, 80, { lineBreak: false }).text('Co-Borrower (affiliate, if any)', 400, 80, { lineBreak: false });
      const rows: [string, string, string][] = [['Legal Name', 'Westgate Fitness LLC', 'Riverbend Holdings, LLC'], ['Tax ID Number', '16-1023407', '24-2432522'],
        ['Entity Type', 'LLC', 'LLC'], ['Street Address', '5682 Washington St', '5682 Washington St']];
      rows.forEach(([c, b, o], i) => {
        const y = 100 + i * 16;
        d.font('Helvetica').fontSize(8).text(c, 36, y, { lineBreak: false });
        typed(d, b, 180, y - 1); typed(d, o, 400, y - 1);
      });
    });
    expect(a.type_of_entity).toBe('llc');
  });
});
