import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify.ts';
import { item, pageOf, read } from './test-page.ts';

// Rules learnt at the session of 2026-12-01 (issue 36), before and while four more authors' forms were read; each on
// a self-made page here.

describe('an application whose consent speaks of the IRS (issue 36)', () => {
  const consent = [
    'By signing below, each applicant authorizes the funder and its assigns to obtain a transcript of any tax return',
    'filed by the business from the Internal Revenue Service, including by executing IRS Form 4506-C on the applicant\'s',
    'behalf, and to verify the information provided in this application with any bank, landlord or credit agency.',
  ];
  it('is an application: the tax form\'s words are in its prose, not in its title', () => {
    const page = pageOf([item('Working Capital Application', 40, 40, 'F2', 14), item('Legal Business Name', 40, 80), item('Birchwood Dental PLLC', 160, 80, 'F3'),
      item('DBA', 40, 96), item('Federal Tax ID', 40, 112), item('81-4420917', 160, 112, 'F3'), item('Amount Requested', 40, 128), item('$90,000', 160, 128, 'F3'),
      item('Owner Name', 40, 160), item('Ownership %', 300, 160), item('SSN', 40, 176), item('Date of Birth', 300, 176),
      ...consent.map((t, i) => item(t, 40, 600 + 9 * i, 'F1', 6, t.length * 2.7)), item('Signature', 40, 700)]);
    expect(classifyDocument([page], 0, null).kind).toBe('application_form');
  });
  it('a tax form naming the IRS in its header stays a tax form', () => {
    const page = pageOf([item('Form W-9', 40, 40, 'F2', 14), item('Request for Taxpayer Identification Number and Certification', 150, 40, 'F2', 12),
      item('Department of the Treasury Internal Revenue Service', 40, 60, 'F1', 7), item('Name (as shown on your income tax return)', 40, 90),
      item('Business name/disregarded entity name, if different from above', 40, 110), item('Employer identification number', 400, 300), item('Signature of U.S. person', 40, 600)]);
    expect(classifyDocument([page], 0, null).kind).toBe('tax_form');
  });
});

describe('an equipment deal\'s terms under captions hanging from their rules (issue 36)', () => {
  // Values typed on rules, each caption in small type under its rule; a row of them under a section's heading.
  const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 10, s.length * 5);
  const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
  const rule = (x0: number, x1: number, y: number) => ({ x0, y0: y, x1, y1: y + 0.5 });
  it('"Equipment dealer / supplier" in a row of captions heads nothing; the amount financed and the estimated payment are the request', () => {
    const page = pageOf([
      val('Canyon Ridge Excavating LLC', 32, 60), cap('Legal name of business', 30, 74), val('48-1937720', 300, 60), cap('Federal Tax ID', 298, 74),
      item('C. EQUIPMENT AND TERMS', 32, 100, 'F2', 9, 130),
      val('Summit Tractor Supply', 32, 120), val('$58,000', 250, 120), val('$8,000', 350, 120), val('$50,000', 450, 120),
      cap('Equipment dealer / supplier', 30, 134), cap('Equipment cost', 248, 134), cap('Down payment', 348, 134), cap('Amount financed', 448, 134),
      val('48', 32, 156), val('$1,190.22', 150, 156), cap('Number of payments', 30, 170), cap('Est. monthly payment', 148, 170),
    ], { rules: [rule(30, 230, 123), rule(248, 340, 123), rule(348, 440, 123), rule(448, 560, 123), rule(30, 130, 159), rule(148, 260, 159), rule(30, 280, 63), rule(298, 400, 63)] });
    const r = read(page);
    expect([r.fields.requested_amount?.value, r.fields.requested_payment?.value, r.fields.number_of_payments?.value]).toEqual([50000, 1190.22, 48]);
  });
});
