import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

// Rules learnt at the sixty-fifth author's forms (issue 36): Midwest brokers' compact applications; each on a
// self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.9);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.3);

/** A compact owners' block: numbered "Name | Title | Ownership %" rows under a heading with its instruction. */
const ownersUnder = (heading: string) => pageOf([lab('Business Legal Name:', 54, 90), val('Prairie Paws Grooming Inc.', 154, 90),
  item(heading, 54, 210, 'F3', 9, heading.length * 4.4),
  lab('1. Name:', 54, 228), val('Obermeyer, Terrence J.', 100, 227.5), lab('Title:', 324, 228), val('President', 352, 227.5),
  lab('Ownership %:', 470, 228), val('100', 530, 227.5),
  lab('SS#:', 66, 247), val('461-82-0347', 92, 246.5), lab('DOB:', 204, 247), val('1990-08-09', 230, 246.5),
  lab('2. Name:', 54, 272), lab('Title:', 324, 272), lab('Ownership %:', 470, 272), lab('SS#:', 66, 291), lab('DOB:', 204, 291)]);

describe('a section heading with an instruction after its dash (issue 36, set 65)', () => {
  it('"OWNERSHIP — list owners Last, First": the owners\' heading, no share\'s label with the instruction its value', () => {
    expect(owners(read(ownersUnder('OWNERSHIP — list owners Last, First')))).toEqual([['Terrence', 'Obermeyer', 'President', 100, '461820347']]);
  });
  it('"OWNERSHIP: list owners Last, First", the instruction after a colon: the same heading', () => {
    expect(owners(read(ownersUnder('OWNERSHIP: list owners Last, First')))).toEqual([['Terrence', 'Obermeyer', 'President', 100, '461820347']]);
  });
});
