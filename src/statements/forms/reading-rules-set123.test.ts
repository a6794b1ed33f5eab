import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { labelOf } from './labels.ts';

// Set 123 (questionnaires: numbered questions written as sentences, answered on the line under them): each rule on a
// small self-made questionnaire.

type Doc = PDFKit.PDFDocument;
let y = 40;
function ask(doc: Doc, n: number, question: string, answer: string | null, options?: [string[], number]) {
  doc.font('Helvetica').fontSize(9).text(`${n}. ${question}`, 50, y, { lineBreak: false });
  y += 13;
  if (options) {
    options[0].forEach((o, i) => {
      doc.lineWidth(0.6).rect(60 + i * 60, y, 7, 7).stroke();
      if (i === options[1]) doc.font('ZapfDingbats').fontSize(8).text('4', 60.5 + i * 60, y - 0.5, { lineBreak: false });
      doc.font('Helvetica').fontSize(9).text(o, 71 + i * 60, y, { lineBreak: false });
    });
    y += 16;
  }
  if (answer !== null) { doc.font('Courier').fontSize(10).text(answer, 80, y, { lineBreak: false }); y += 18; }
}

describe('set 123: questionnaires', () => {
  it('questions are read as labels, their answers under them, whatever section a question names', async () => {
    y = 40;
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(13).text('Small Business Funding Questionnaire', 50, 20, { lineBreak: false });
    ask(doc, 1, 'What is the legal name of your business, exactly as it appears on your tax return?', 'Copper Kettle Catering, LLC');
    ask(doc, 2, 'Does the business operate under a different name (a DBA or trade name)?', null, [['Yes', 'No'], 0]);
    ask(doc, 3, 'If yes, what name do your customers know the business by?', 'Kettle & Crumb');
    ask(doc, 4, 'What is the business\'s Federal Tax ID number (EIN)? Sole proprietors without an EIN may give their Social Security Number.', '912345678');
    ask(doc, 5, 'How much funding are you asking for?', '$64,000');
    ask(doc, 6, 'What payment could the business comfortably make each period?', '$1,250.00');
    ask(doc, 7, 'Does the business have any cash advances open right now?', null, [['Yes', 'No'], 0]);
    ask(doc, 8, 'If yes, which company, what balance is left, and what is the payment?', 'Ridgeway Capital - balance $12,400, $310 daily');
    ask(doc, 9, 'What is this owner\'s full legal name?', 'Lena Okafor');
    ask(doc, 10, 'What percentage of the business does this owner own?', '100%');
    const a = (await parseStatements([{ name: 'q.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.trade_name, a?.business_tax_id, a?.business_tax_id_type, a?.requested_amount, a?.requested_payment])
      .toEqual(['Copper Kettle Catering, LLC', 'Kettle & Crumb', '912345678', 'EIN', 64000, 1250]);
    expect(a?.applicants?.map((o) => [o.first_name, o.last_name, o.ownership])).toEqual([['Lena', 'Okafor', 100]]);
  });

  it('a note after a question is no answer; an answer after it is', () => {
    expect(labelOf('What is the street address where the business operates? (No P.O. boxes, please.)', true)?.end).toBe(80);
    expect(labelOf('Legal name? Acme Corp', true)).toMatchObject({ field: 'legal_name', end: 11 });
  });

  it('an e-mail\'s bulleted lines: a dash bullet is no word of a label, an entity type answered after its colon is the answer', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const lines = ['Hi team, a new file below.', 'MERCHANT INFORMATION', '- Legal Name: Harbor Dental Group Ltd.', '- Type of Business Entity: Incorporated',
      '- Province: ON', '', 'OWNER 1 of 2', '  - Name: Maria Santos', '  - Title: President', '  - Ownership: 60%', '', 'OWNER 2 of 2', '  - Name: Daniel Cho',
      '  - Title:', '  - Ownership: 40 %', '  - DOB: 1980-02-03'];
    lines.forEach((t, i) => doc.font('Helvetica').fontSize(10).text(t, 50, 40 + i * 14, { lineBreak: false }));
    const app = (await parseStatements([{ name: 'mail.pdf', bytes: await collect(doc) }])).application;
    expect(app?.applicants?.map((a) => [a.first_name, a.role, a.ownership])).toEqual([['Maria', 'President', 60], ['Daniel', null, 40]]);
    expect(app?.type_of_entity).toBe('ca_corporation');
    expect(labelOf('- Ownership: 40 %', true, false, false)?.field).toBe('owner_ownership');
  });
});
