import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify.ts';
import { item, pageOf } from './test-page.ts';

// Rules learnt at the fifty-fifth author's forms (issue 36, second half of the set): numbered captions under the
// rules, an owner's block left blank, range checkboxes with an exact amount beside them; each on a self-made page here.


describe('a consent sentence naming states and the IRS (issue 36, set 55)', () => {
  it('a line of twenty words is prose whatever its capitals: the application stays an application', () => {
    const consent = [
      'The Applicant lets the Funder request from the Internal Revenue Service a transcript by IRS Form 4506-C; Arizona, Maine, Oregon, Idaho, Nevada and Utah',
      'Residents: Disclosures Required By State Law Will Be Provided With Any Offer Made To The Applicant By The Funder Or Its Assigns.',
    ];
    const page = pageOf([item('Working Capital Application', 40, 40, 'F2', 14), item('Legal Business Name', 40, 80), item('Birchwood Dental PLLC', 160, 80, 'F3'),
      item('DBA', 40, 96), item('Federal Tax ID', 40, 112), item('81-4420917', 160, 112, 'F3'), item('Amount Requested', 40, 128), item('$90,000', 160, 128, 'F3'),
      item('Owner Name', 40, 160), item('Ownership %', 300, 160), item('SSN', 40, 176), item('Date of Birth', 300, 176),
      ...consent.map((t, i) => item(t, 40, 600 + 9 * i, 'F1', 6, t.length * 2.7)), item('Signature', 40, 700)]);
    expect(classifyDocument([page], 0, null).kind).toBe('application_form');
  });
});
