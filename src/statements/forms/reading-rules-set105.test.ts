import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import type { Piece } from './pieces.ts';
import { figureBefore } from './units.ts';

// Set 105 (ISO deal submission sheets and funders' intake forms): the merchant's boxes sit among the ISO's and the
// funder's. A renewal's prior advance and the funder's offer print dates, terms and payments a person never takes for
// the merchant's; the merchant's own labels carry notes and offices written as people write them.

type Run = [string, number, number, ('label' | 'value' | 'head')?];

/** A page of runs at (x, y): labels small in Helvetica, values in Courier, headings bold. */
async function sheet(...pages: Run[][]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  pages.forEach((runs, i) => {
    if (i) doc.addPage();
    for (const [t, x, y, kind = 'label'] of runs) {
      if (kind === 'head') doc.font('Helvetica-Bold').fontSize(10);
      else if (kind === 'value') doc.font('Courier').fontSize(10);
      else doc.font('Helvetica').fontSize(8);
      doc.text(t, x, y, { lineBreak: false });
    }
  });
  return collect(doc);
}

const read = async (bytes: Uint8Array) => (await parseStatements([{ name: 'f.pdf', bytes }])).application;

/** The merchant's block: label at 40, value at 170, one row every 16 points from `y`. */
const merchant = (y: number, rows: [string, string][]): Run[] => rows.flatMap(([l, v], i): Run[] => [[l, 40, y + 16 * i], [v, 170, y + 16 * i - 1, 'value']]);

describe('set 105: ISO submission sheets and funders\' intake forms', () => {
  it('a bracketed note after an abbreviated label is the label\'s: "Business No. (BN/RC)" asks the business number', async () => {
    const a = await read(await sheet([['DEAL SUMMARY', 40, 40, 'head'], ...merchant(70, [['Legal Name', 'Bright Star Cantina Inc.'],
      ['Business No. (BN/RC)', '84446 5591 RC0002'], ['Province', 'Ontario'], ['Amount Requested', '$220,000']])]));
    expect([a?.legal_name, a?.business_tax_id]).toEqual(['Bright Star Cantina Inc.', '844465591RC0002']);
  });

  it('"Funded", when a prior advance was paid out, is no "Founded": its date is no start of the business', async () => {
    const a = await read(await sheet([['DEAL TRANSMITTAL', 40, 40, 'head'], ...merchant(70, [['Legal name', 'Bright Star Cantina Inc.'],
      ['Amount requested', '$220,000']]),
    ['RENEWAL / RENOUVELLEMENT - previous advance with the submitting ISO', 40, 130, 'head'],
    ...['Contract #', 'Funded', 'Original Advance', 'Balance Owing', 'Paid-in %'].map((t, i): Run => [t, 40 + 110 * i, 150]),
    ...['VA-73328', '2024-06-15', '$41,000', '$15,265', '49%'].map((t, i): Run => [t, 40 + 110 * i, 158, 'value'])],
    [['DEAL SUMMARY', 40, 40, 'head'], ...merchant(70, [['Legal Name', 'Bright Star Cantina Inc.'], ['Operating Name (O/A)', 'Red Oak Cantina'],
      ['Entity', 'Corporation'], ['In business since', '2015-04-04'], ['Province', 'Ontario'], ['Amount Requested', '$220,000']])]));
    expect(a?.business_start_date).toBe('2015-04-04');
  });

  it("the funder's offer (offer amount, term, payment) under its response box is never the merchant's request", async () => {
    const a = await read(await sheet([['QUICK SUBMIT', 40, 40, 'head'], ...merchant(70, [['Business Legal Name', 'Silverline Drain & Sewer Inc.'],
      ['Entity Type', 'S-Corp'], ['Amount Requested', '$27,500.00']]),
    ['FUNDER RESPONSE (funder completes and returns to broker)', 40, 150, 'head'],
    ...['Offer Amount', 'Factor', 'Term (pmts)', 'Payment'].map((t, i): Run => [t, 40 + 110 * i, 161]),
    ...['$18,500', '1.31', '36', '$672.31'].map((t, i): Run => [t, 40 + 110 * i, 169, 'value'])]));
    expect([a?.requested_amount, a?.requested_payment ?? null, a?.number_of_payments ?? null]).toEqual([27500, null, null]);
  });

  it("an approved term is the funder's, not the number of payments asked", async () => {
    const a = await read(await sheet([['APPLICATION', 40, 40, 'head'], ...merchant(70, [['Legal Name', 'Red Oak Event Hall LLC'],
      ['Amount Requested', '$20,000'], ['Approved Term (pmts)', '100'], ['Payment Approved', '$210.42']])]));
    expect([a?.requested_amount, a?.number_of_payments ?? null, a?.requested_payment ?? null]).toEqual([20000, null, null]);
  });

  it('two offices held together after the owner\'s name on its numbered line are the title: "Owner/Operator"', async () => {
    const a = await read(await sheet([['MERCHANT DEAL SUMMARY', 40, 40, 'head'], ...merchant(70, [['Legal Name', 'Red Oak Event Hall LLC'],
      ['Amount Requested', '$20,000']]),
    ['OWNERS', 40, 120, 'head'], ['Owner 1', 40, 140], ['Dmitri Tremblay', 110, 139, 'value'], ['Owner/Operator', 280, 139, 'value'],
    ['Ownership', 40, 156], ['100%', 110, 155, 'value'], ['SSN', 200, 156], ['635-86-9474', 240, 155, 'value']]));
    expect((a?.applicants ?? []).map((o) => [o.first_name, o.last_name, o.role, o.ownership])).toEqual([['Dmitri', 'Tremblay', 'Owner/Operator', 100]]);
  });

  it("owners' cards side by side: each name's line ends where the next card's owner number starts", async () => {
    const card = (x: number, n: number, name: string, title: string, share: string): Run[] => [[`Owner ${n}`, x, 140], [name, x + 40, 139, 'value'],
      [title, x + 160, 139, 'value'], ['Ownership', x, 156], [share, x + 50, 155, 'value']];
    const a = await read(await sheet([['MERCHANT DEAL SUMMARY', 40, 40, 'head'], ...merchant(70, [['Legal Name', 'Red Oak Event Hall LLC'],
      ['Amount Requested', '$20,000']]),
    ['OWNERS', 40, 120, 'head'], ...card(40, 1, 'Daniel Whitfield', 'Managing Member', '60%'), ...card(310, 2, 'Priya Szabo', 'Co-Owner', '40%')]));
    expect((a?.applicants ?? []).map((o) => [o.last_name, o.role, o.ownership])).toEqual([['Whitfield', 'Managing Member', 60], ['Szabo', 'Co-Owner', 40]]);
  });

  it('a share caption with its own figure right after it is read before it: the figure before is no share', () => {
    // (Two guarantor cards side by side: "Credit Score  656" ends the first card's line just before the second's
    // "% Owned  40"; a share written before its sign, "80  % owned", still reads.)
    const at = (text: string, x0: number, x1: number, y0 = 309, y1 = 320): Piece => ({ page: 1, text, source: 'text', x0, x1, y0, y1 });
    const owned = at('% Owned', 310, 340, 312, 321);
    expect(figureBefore(owned, [at('Credit Score', 232, 271, 312, 321), at('656', 277, 293), owned, at('40', 346, 357)])).toBeUndefined();
    expect(figureBefore(owned, [at('656', 277, 293), owned])).toBeUndefined();
    expect(figureBefore(owned, [at('80', 290, 302), owned])?.text).toBe('80');
  });
});
