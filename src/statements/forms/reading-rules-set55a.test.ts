import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-fifth author's forms (issue 36): dense credit applications in the look of a tax form,
// boxes numbered "1a", "3c", "18a"; each on a self-made page here.

describe('a box numbered with a digit and a small letter (issue 36, set 55)', () => {
  it('"2b Company name", "7c Owner\'s full name": the label after the box\'s number, the number only ordering the form', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 5.2);
    const r = read(pageOf([
      item('PART 2 - THE COMPANY', 40, 90, 'F2', 10, 120),
      lab('2b Company name', 40, 110), val('Harbor Lane Bakery LLC', 170, 110),
      lab('2c Employer ID number', 40, 130), val('41-7723905', 170, 130),
      item('PART 7 - THE OWNER', 40, 300, 'F2', 10, 110),
      lab('7c Owner\'s full name', 40, 320), val('Priya Lindqvist', 170, 320),
      lab('7d Percent owned', 40, 340), val('100%', 170, 340),
      lab('7e Social Security number', 40, 360), val('512-44-9087', 170, 360)]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Harbor Lane Bakery LLC', '417723905']);
    expect(owners(r)).toEqual([['Priya', 'Lindqvist', null, 100, '512449087']]);
  });
});

describe('an application with its terms in a narrow column beside the fields (issue 36, set 55)', () => {
  // The column's lines are short: one naming the revenue service holds as many capitals as small letters.
  const terms = [
    'The applicant agrees that the funder may verify every statement made',
    'here with its bank, its landlord and any credit agency it chooses and',
    'may order a transcript of each tax return that the business has filed',
    'from the Internal Revenue Service (IRS Form 4506-C) for its Tax Years,',
    'that a copy of this signed page is as good as the signed original of it.',
  ];
  it('is an application: a line of the column\'s paragraph is prose, however capitalised', () => {
    const page = pageOf([item('Equipment Lease Application', 40, 40, 'F2', 14), item('Legal Business Name', 40, 80), item('Birchwood Dental PLLC', 130, 80, 'F3'),
      item('DBA', 40, 96), item('Federal Tax ID', 40, 112), item('81-4420917', 130, 112, 'F3'), item('Amount Requested', 40, 128), item('$90,000', 130, 128, 'F3'),
      item('Owner Name', 220, 80), item('Ownership %', 220, 96), item('SSN', 220, 112), item('Date of Birth', 220, 128),
      ...terms.map((t, i) => item(t, 420, 80 + 8 * i, 'F1', 6, 190)), item('Signature', 40, 300)], { width: 792, height: 612 });
    expect(classifyDocument([page], 0, null).kind).toBe('application_form');
  });
});

describe('captions printed under the rules their values are written on, numbered as boxes (issue 36, set 55)', () => {
  // A value typed on a rule, its numbered caption in small type under the rule.
  const cell = (value: string, caption: string, x: number, y: number, w = 150) => ({
    items: [item(value, x + 2, y, 'F3', 9, value.length * 4.8), item(caption, x, y + 9, 'F1', 6, caption.length * 2.7)],
    rule: { x0: x, y0: y + 2, x1: x + w, y1: y + 2 },
  });
  const page = (cells: ReturnType<typeof cell>[], more: ReturnType<typeof item>[] = []) =>
    pageOf([...cells.flatMap((c) => c.items), ...more], { rules: cells.map((c) => c.rule), width: 792, height: 612 });
  it('"12k Company name", "12m Federal tax ID": a box lettered past "h" is numbered all the same', () => {
    const r = read(page([cell('Orchard Hill Farms LLC', '12k Company name', 40, 100), cell('38-5521907', '12m Federal tax ID', 200, 100)]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Orchard Hill Farms LLC', '385521907']);
  });
  it('"LLC" over "6e Business structure": a field\'s caption, though its words name the business\'s section', () => {
    const r = read(page([cell('Orchard Hill Farms LLC', '6a Legal name', 40, 100), cell('38-5521907', '6b Federal tax ID', 200, 100),
      cell('Hood River', '6c City', 40, 122), cell('Oregon', '6d State', 200, 122),
      cell('LLC', '6e Business structure', 40, 144)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'state_region', 'type_of_entity')).toEqual(['Orchard Hill Farms LLC', '385521907', 'OR', 'llc']);
  });
  it('a row of amounts each over its own caption is fields side by side, not a menu of amounts to pick from', () => {
    const r = read(page([cell('Orchard Hill Farms LLC', '6a Legal name', 40, 100), cell('38-5521907', '6b Federal tax ID', 200, 100), cell('Hood River', '6c City', 40, 122),
      cell('$48,000.00', '9a Price of equipment', 40, 200, 120), cell('$8,000', '9b Down payment', 170, 200, 120), cell('$40,000', '9c Amount requested', 300, 200, 120)]));
    expect(v(r, 'requested_amount')).toEqual([40000]);
  });
  it('so is a row of hand-written amounts reaching down past their rule to their captions\' tops', () => {
    const low = (c: ReturnType<typeof cell>) => ({ ...c, items: [{ ...c.items[0]!, y: c.items[0]!.y + 3, h: 12 }, c.items[1]!] });
    const r = read(page([cell('Orchard Hill Farms LLC', '6a Legal name', 40, 100), cell('38-5521907', '6b Federal tax ID', 200, 100), cell('Hood River', '6c City', 40, 122),
      low(cell('$48,000.00', '9a Price of equipment', 40, 200, 120)), low(cell('$8,000', '9b Down payment', 170, 200, 120)), low(cell('$40,000', '9c Amount requested', 300, 200, 120))]));
    expect(v(r, 'requested_amount')).toEqual([40000]);
  });
});

describe('a request\'s label on one line with another column\'s table of loans (issue 36, set 55)', () => {
  it('"Amount to finance" beside "Lender | Balance | Payment" captioned in the column to its right is the request', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.8);
    const r = read(pageOf([item('THE COMPANY', 30, 60, 'F2', 8, 60), item('CURRENT LENDERS', 330, 60, 'F2', 8, 80),
      lab('Legal name', 30, 80), val('Copperline Dental PLLC', 90, 80), lab('Federal tax ID', 30, 96), val('61-2290457', 90, 96),
      lab('Amount to finance', 30, 140), val('$60,000.00', 100, 140), lab('Lender', 330, 140), lab('Balance', 430, 140), lab('Payment', 500, 140),
      val('Rivermark Bank', 330, 156), val('$12,400.00', 430, 156), val('$610.00', 500, 156)], { width: 792, height: 612 }));
    expect(v(r, 'legal_name', 'requested_amount')).toEqual(['Copperline Dental PLLC', 60000]);
  });
});

describe('a bare "Payments" label (issue 36, set 55)', () => {
  const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
  const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.8);
  it('asks how many: "Payments  48" is the number of payments; "Payments  $1,250.00" is no count', () => {
    const page = (answer: string) => pageOf([lab('Legal name', 30, 80), val('Copperline Dental PLLC', 90, 80), lab('Amount to finance', 30, 100), val('$60,000.00', 100, 100),
      lab('Payments', 30, 120), val(answer, 100, 120)]);
    expect([v(read(page('48')), 'number_of_payments'), v(read(page('$1,250.00')), 'number_of_payments')]).toEqual([[48], [null]]);
  });
});

describe('a processor\'s name ending in "Payments" over an unlabelled merchant ID (issue 36, set 44 after set 55)', () => {
  const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
  const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.8);
  it('"Global Payments" names a processor, no "Payments" label: the 12-digit MID under it counts no payments', () => {
    const r = read(pageOf([lab('Legal Entity Name', 36, 108), val('Red Rock Bistro, Inc.', 102, 108), lab('Current Processor', 314, 108), val('Global Payments', 380, 108),
      lab('Operating As (DBA)', 36, 127), val('SAME', 107, 127), lab('MID', 314, 127), val('882227734568', 333, 127),
      lab('Funding Amount Requested $', 36, 200), val('45,000', 150, 200)]));
    expect(v(r, 'legal_name', 'requested_amount', 'number_of_payments')).toEqual(['Red Rock Bistro, Inc.', 45000, null]);
  });
  it('a count of payments is a small whole number: "# of Payments  160" counts, a 12-digit number under it never does', () => {
    const page = (answer: string) => pageOf([lab('Legal name', 30, 80), val('Copperline Dental PLLC', 90, 80), lab('# of Payments', 30, 120), val(answer, 100, 120)]);
    expect([v(read(page('160')), 'number_of_payments'), v(read(page('882227734568')), 'number_of_payments')]).toEqual([[160], [null]]);
  });
});
