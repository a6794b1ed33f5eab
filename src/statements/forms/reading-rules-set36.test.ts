import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the thirty-sixth author's forms (issue 36): multi-product lenders' applications with a spouse or
// co-signer who owns nothing, personal financial statements, and labels set small over their rules where a label is
// too long for its line, each on a self-made page here.
const rule = (x0: number, x1: number, y: number, thick = 0.8): Rect => ({ x0, x1, y0: y, y1: y + thick });

/** An owner's block: "Full Name  <name> ... Title  <title>  Ownership %" with the share under its small label. */
const ownerLines = (y: number, name: string, title: string, share: string) => [
  item('Ownership %', 498, y - 10, 'F1', 7.5, 36), item('Full Name', 40, y, 'F1', 7.5, 32), item(name, 78, y, 'F3', 10, 75),
  item('Title', 380, y, 'F1', 7.5, 14), item(title, 400, y, 'F3', 10, 40), item(share, 500, y, 'F3', 10, 22)];

describe('people who own nothing (issue 36, set 36)', () => {
  it('a heading whose note says its person is no owner ("Spouse of Applicant (non-owner): ...") heads no applicant', () => {
    const r = read(pageOf([item('OWNER / GUARANTOR', 41, 116, 'F2', 9, 94), item('Full Name', 40, 128, 'F1', 7, 29), item('Title', 383, 128, 'F1', 7, 13),
      item('Ownership %', 503, 128, 'F1', 7, 38), item('Robert R. Takahashi', 40, 142, 'F3', 10, 85), item('General Partner', 384, 142, 'F3', 10, 67),
      item('100%', 503, 142, 'F3', 10, 25),
      item('SPOUSE OF APPLICANT (NON-OWNER): COMMUNITY PROPERTY STATES', 41, 176, 'F2', 9, 303), item('Name', 40, 188, 'F1', 7, 17),
      item('Relationship', 270, 188, 'F1', 7, 36), item('Omar Takahashi', 40, 202, 'F3', 10, 69), item('Spouse', 271, 202, 'F3', 10, 32)]));
    expect(owners(r)).toEqual([['Robert', 'Takahashi', 'General Partner', 100, null]]);
  });
});

describe('labels set small over their rules (issue 36, set 36)', () => {
  it('a value with its own label printed small over it is that label\'s, not the caption of the label after its rule', () => {
    const r = read(pageOf([item('Registered Legal Name', 40, 141, 'F1', 7.5, 71), item('Redline Mechanical Ltd.', 117, 141, 'F3', 10, 94),
      item('Business Number (BN) incl. program account', 40, 154, 'F1', 7.5, 120), item('859202962 RC0001', 42, 166, 'F3', 10, 77),
      item('Date Established', 217, 166, 'F1', 7.5, 51), item('June 13, 2019', 274, 166, 'F3', 10, 53)],
    { rules: [rule(114, 354, 146), rule(40, 212, 171), rule(271, 389, 171)] }));
    expect(v(r, 'legal_name', 'business_tax_id', 'business_start_date')).toEqual(['Redline Mechanical Ltd.', '859202962RC0001', '2019-06-13']);
  });

  it('a share on an owner\'s name line is that owner\'s, though its label is printed over the line before the name\'s', () => {
    const r = read(pageOf([item('Principal #1', 40, 536, 'F2', 11, 60), ...ownerLines(560, 'McAllister, Victor', 'CEO', '40%'),
      item('Principal #2', 40, 600, 'F2', 11, 60), ...ownerLines(624, 'Nguyen, James', 'Director', '35%'),
      item('Principal #3', 40, 664, 'F2', 11, 60), ...ownerLines(688, 'McAllister, Maria', 'Secretary', '25%')],
    { rules: [rule(39, 573, 540, 2), rule(75, 374, 565), rule(397, 493, 565), rule(498, 567, 565), rule(39, 573, 604, 2), rule(75, 374, 629),
      rule(397, 493, 629), rule(498, 567, 629), rule(39, 573, 668, 2), rule(75, 374, 693), rule(397, 493, 693), rule(498, 567, 693)] }));
    expect(owners(r).map((o) => o[3])).toEqual([40, 35, 25]);
  });
});

describe('a heading over its own rule (issue 36, set 36)', () => {
  it('a label hanging from the rule across the page under a heading leaves the heading a heading: "Principal"', () => {
    const r = read(pageOf([item('Legal Business Name', 40, 100, 'F1', 7.5, 70), item('Redline Mechanical Ltd.', 117, 100, 'F3', 10, 94),
      item('Principal', 40, 536, 'F2', 12, 41), ...ownerLines(560, 'Rivera-Soto, Malik', 'President', '100%')],
    { rules: [rule(114, 354, 104), rule(39, 573, 540, 2), rule(75, 374, 565), rule(397, 493, 565), rule(498, 567, 565)] }));
    expect(owners(r)).toEqual([['Malik', 'Rivera-Soto', 'President', 100, null]]);
  });

  it('nor a label over its value under the rule across the page (a long heading\'s too), or under the heading\'s underline', () => {
    const page = (underline: boolean) => pageOf([item('Owners & Guarantors', 35, 86, 'F2', 11, 100), item('Owner Name', 38, 100, 'F1', 7.5, 40), item('Title', 270, 100, 'F1', 7.5, 14),
      item('Ownership %', 425, 100, 'F1', 7.5, 36), item('Omar Mbeki', 38, 112, 'F3', 10, 50), item('Owner', 270, 112, 'F3', 10, 27), item('100%', 425, 112, 'F3', 10, 22),
      underline ? item('CO-SIGNER / PERSONAL GUARANTOR (NOT AN OWNER)', 35, 366, 'F2', 11, 212) : item('Spouse of Applicant (non-owner): community property states', 35, 366, 'F2', 11, 274),
      item('Name', 38, 382, 'F1', 7.5, 16), item('Relationship', 270, 382, 'F1', 7.5, 35), item('Yolanda Mbeki', 38, 396, 'F3', 10, 58),
      item('Co-signer (parent)', 270, 396, 'F3', 10, 70)],
    { rules: [underline ? rule(34, 247, 370, 2) : rule(34, 578, 370, 2)] });
    expect(owners(read(page(false)))).toEqual([['Omar', 'Mbeki', 'Owner', 100, null]]);
    expect(owners(read(page(true)))).toEqual([['Omar', 'Mbeki', 'Owner', 100, null]]);
  });
});

describe('an entity written beside its label (issue 36, set 36)', () => {
  it('another field\'s value under its own label on the line ("CO" under "State of Incorporation") is no option of a row', () => {
    const r = read(pageOf([item('Legal Entity', 40, 241, 'F1', 7.5, 37), item('Partnership', 83, 239, 'F3', 10, 62),
      item('State of Incorporation / Registration', 253, 230, 'F1', 7.5, 94), item('CO', 255, 239, 'F3', 10, 11)]));
    expect(v(r, 'type_of_entity')).toEqual(['general_partnership']);
  });
});
