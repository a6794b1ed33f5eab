import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the twenty-fifth independent author's page geometry (issue 36): values ranged far right at the end
// of dotted leaders, and fillable forms on pages turned sideways or upside down, each on a self-made form here.

/** A small fillable application drawn on a landscape frame turned `turn` on its sheet (`rotate`: the page says /Rotate 90). */
async function turnedForm(turn: 90 | 180, rotate: boolean): Promise<Uint8Array> {
  const [W, H] = turn === 90 ? [792, 612] : [612, 792];
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false });
  doc.initForm();
  doc.addPage({ size: 'LETTER', margin: 0 });
  if (rotate) (doc.page.dictionary as unknown as { data: Record<string, unknown> }).data.Rotate = 90;
  // The frame's point (x, y) on the sheet, both from the top-left.
  const at = (x: number, y: number): [number, number] => (turn === 90 ? [y, 792 - x] : [W - x, H - y]);
  const rows: [string, string, string][] = [['Legal Business Name', 'legal', 'Harbor Light Bakery LLC'], ['Federal Tax ID', 'ein', '12-3456789'],
    ['Requested Amount', 'amount', '$50,000'], ['Owner Name', 'owner', 'Jane Smith'], ['Ownership %', 'pct', '100%']];
  doc.save();
  if (turn === 90) doc.transform(0, -1, 1, 0, 0, 792); else doc.transform(-1, 0, 0, -1, W, H);
  doc.font('Helvetica-Bold').fontSize(14).text('BUSINESS FUNDING APPLICATION', 40, 40, { lineBreak: false });
  doc.font('Helvetica').fontSize(9);
  rows.forEach(([label], i) => doc.text(label, 40, 100 + i * 30, { lineBreak: false }));
  doc.text('Signature of applicant', 40, 280, { lineBreak: false }).moveTo(170, 292).lineTo(400, 292).stroke();
  doc.restore();
  rows.forEach(([, name, value], i) => {
    // A field's box on the sheet: the frame's box (170, y, 200 x 12) turned with it.
    const [a, b] = at(170, 97 + i * 30), [c, d] = at(370, 109 + i * 30);
    doc.formText(name, Math.min(a, c), Math.min(b, d), Math.abs(c - a), Math.abs(d - b), { value });
  });
  return collect(doc);
}

describe('page geometry: leaders, turned pages (issue 36)', () => {
  it('a dotted leader leads to its value however far across the line (values ranged on the right margin)', () => {
    const dots = '.'.repeat(90);
    const r = read(pageOf([item('LEDGER FUNDING - MERCHANT PROFILE', 40, 40, 'F2', 12, 250),
      item(`Business Legal Name ${dots}`, 70, 84, 'F1', 8, 360), item('Northstar Services, Inc', 446, 83, 'F3', 9, 124),
      item(`Tax ID # ${dots}`, 70, 100, 'F1', 8, 360), item('88-8904370', 516, 99, 'F3', 9, 54),
      item(`Requested Funding Amount ${dots}`, 70, 116, 'F1', 8, 360), item('$136,500', 527, 115, 'F3', 9, 43)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'requested_amount')).toEqual(['Northstar Services, Inc', '888904370', 136500]);
  });

  it.each([[90, false], [90, true], [180, false]] as const)('a fillable form turned %i degrees on its sheet (/Rotate %s) is read upright, fields and all', async (turn, rotate) => {
    const r = await parseStatements([{ name: 'turned.pdf', bytes: await turnedForm(turn, rotate) }]);
    const a = r.application;
    expect([a?.legal_name, a?.requested_amount, a?.applicants?.[0]?.first_name, a?.applicants?.[0]?.ownership]).toEqual(['Harbor Light Bakery LLC', 50000, 'Jane', 100]);
  });
  it('a label worded loosely, with its own value beside it, is the next row, not the value of the label over it', () => {
    const r = read(pageOf([item('COMMERCE CAPITAL - APPLICATION', 30, 30, 'F2', 12, 250),
      item('Corporate / Legal Name', 30, 79, 'F1', 9, 80), item('Silver Maple Services, PLLC', 147, 79, 'F3', 11, 146),
      item('City/State/Zip', 402, 79, 'F1', 9, 45), item('Austin, TX 78701', 519, 79, 'F3', 11, 86),
      item('Main Phone #', 402, 96, 'F1', 9, 46), item('(874) 980-9791', 519, 96, 'F3', 11, 76),
      item('Business Description', 402, 130, 'F1', 9, 70), item('Hair salon', 519, 130, 'F3', 11, 54),
      item('Funding Amount Needed', 402, 147, 'F1', 9, 83), item('$129,000.00', 519, 147, 'F3', 11, 59)]));
    expect(v(r, 'industry', 'state_region')).toEqual(['personal_care', 'TX']);
  });

  it('owners as columns under a corner cell worded for them all ("OWNERS / GUARANTORS | Owner 1 | Owner 2 | Owner 3")', () => {
    const cols = [154, 358, 562];
    const row = (label: string, y: number, values: string[]) => [item(label, 33, y, 'F1', 9, label.length * 4), ...values.map((s, k) => item(s, cols[k]!, y - 1, 'F3', 11, s.length * 5.5))];
    const r = read(pageOf([item('COMMERCE CAPITAL - APPLICATION', 30, 30, 'F2', 12, 250),
      item('OWNERS / GUARANTORS', 33, 250, 'F2', 9, 87), ...cols.map((x, k) => item(`Owner ${k + 1}`, x, 250, 'F2', 9, 30)),
      ...row('Principal Name', 265, ['Vincent Fairbanks', 'Okafor, Colleen', 'Grace Brennan']),
      ...row('Title / Role', 282, ['Owner', 'Vice President', 'Managing Member']),
      ...row('Percent Ownership', 299, ['50%', '25%', '25%']),
      ...row('SSN', 316, ['625-97-4775', '690-79-6273', '512-33-6372'])]));
    expect(owners(r)).toEqual([['Vincent', 'Fairbanks', 'Owner', 50, '625974775'], ['Colleen', 'Okafor', 'Vice President', 25, '690796273'],
      ['Grace', 'Brennan', 'Managing Member', 25, '512336372']]);
  });

  it('an owner\'s rows listed under "Owner Name" answered on its line are that owner\'s, with no heading over them', () => {
    const dots = '.'.repeat(60);
    const r = read(pageOf([item('LEDGER FUNDING GROUP', 40, 40, 'F2', 12, 200), item('Confidential Profile', 40, 55, 'F1', 9, 100),
      item(`Owner Name ${dots}`, 70, 84, 'F1', 8, 300), item('Omar Whitfield', 494, 83, 'F3', 9, 76),
      item(`Position ${dots}`, 70, 100, 'F1', 8, 300), item('Managing Member', 489, 99, 'F3', 9, 81),
      item(`% Owned ${dots}`, 70, 116, 'F1', 8, 300), item('100%', 548, 115, 'F3', 9, 22)]));
    expect(owners(r)).toEqual([['Omar', 'Whitfield', 'Managing Member', 100, null]]);
  });
  it('the premises\' rent or mortgage payment is the business\'s cost, never the advance\'s payment', () => {
    const r = read(pageOf([item('QUADRANT STREET CAPITAL', 30, 35, 'F2', 15, 216), item('Supplement: references & authorization', 30, 48, 'F1', 9, 157),
      item('Landlord Name', 30, 79, 'F1', 7.5, 51), item('Harbor Property Mgmt', 192, 79, 'F3', 9, 108),
      item('Landlord Tel.', 30, 96, 'F1', 7.5, 42), item('(824) 555-1599', 192, 96, 'F3', 9, 76),
      item('Rent / Mortgage Pmt', 30, 113, 'F1', 7.5, 69), item('$2,350', 192, 113, 'F3', 9, 32),
      item('Operating Bank', 30, 130, 'F1', 7.5, 52), item('ATB Financial', 192, 130, 'F3', 9, 70),
      item('Transit No.', 30, 147, 'F1', 7.5, 35), item('003322481', 192, 147, 'F3', 9, 49)]));
    expect(v(r, 'requested_payment')).toEqual([null]);
  });
  it('a label ending in a bracket ("Payments (count)") and a self-reported FICO are labels of their values', () => {
    const r = read(pageOf([item('FUNDING REQUEST', 40, 40, 'F2', 12, 120),
      item('Payment Amount', 40, 298, 'F1', 7.5, 57), item('$720.00', 192, 298, 'F3', 9, 38),
      item('Payments (count)', 40, 315, 'F1', 7.5, 58), item('120', 192, 315, 'F3', 9, 16),
      item('OWNER 1', 40, 360, 'F2', 9, 40), item('Owner Name', 40, 380, 'F1', 7.5, 42), item('Omar Castillo', 192, 380, 'F3', 9, 70),
      item('Self-reported FICO', 40, 397, 'F1', 7.5, 60), item('713', 192, 397, 'F3', 9, 16)]));
    expect([...v(r, 'number_of_payments'), r.applicants[0]?.credit_score?.value]).toEqual([120, 713]);
  });
});
