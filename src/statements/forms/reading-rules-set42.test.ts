import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the forty-second author's forms (issue 36): one-person broker shops' forms typed in Word or Google
// Docs (labels with typos and abbreviations, values typed over underscores, tab-aligned pairs), each on a self-made
// page here.

describe('a value typed over a blank\'s underscores (issue 36, set 42)', () => {
  it('the underscores starting under the value\'s first word part no words of it ("Blue" ___ "Ridge Yoga LLC")', () => {
    const r = read(pageOf([item('SECTION 1: BUSINESS', 44, 126, 'F2', 9, 96),
      item('Legal Name of Business:', 40, 142, 'F1', 9, 101), item('Blue', 140, 142, 'F3', 10, 19),
      item('_'.repeat(90), 145, 142, 'F1', 9, 425), item('Ridge Yoga LLC', 164, 142, 'F3', 10, 69)]));
    expect(v(r, 'legal_name')).toEqual(['Blue Ridge Yoga LLC']);
  });
});

describe('a name asked first and last together (issue 36, set 42)', () => {
  it('"First & Last Name" asks the whole name, not the last name alone', () => {
    const r = read(pageOf([item('Legal Name', 40, 60, 'F1', 9, 50), item('Blue Ridge Yoga LLC', 100, 60, 'F3', 10, 90),
      item('OWNER 1', 44, 100, 'F2', 9, 41),
      item('First & Last Name', 40, 116, 'F1', 9, 74), item('Priya Washington', 117, 116, 'F3', 10, 77),
      item('Title', 350, 116, 'F1', 9, 21), item('VP', 376, 116, 'F3', 10, 13)]));
    expect(owners(r)).toEqual([['Priya', 'Washington', 'VP', null, null]]);
  });
});
