import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the forty-fourth author's forms (issue 36): card-processing ISOs' combined processing and advance
// applications, each on a self-made page here.

describe('a dotted leader after a label\'s bracketed note (issue 36, set 44)', () => {
  it('"NAME (LAST, FIRST).... Morales, Elena": the leader leads to the name beside it, read surname first', () => {
    const r = read(pageOf([item('LEGAL NAME............', 40, 96, 'F1', 8, 105.6), item('Golden Collision, Inc.', 153, 96.5, 'F3', 9.5, 125),
      item('PRINCIPAL #1', 40, 130, 'F1', 8, 58),
      item('NAME (LAST, FIRST)....', 40, 150, 'F1', 8, 105.6), item('Morales, Elena', 153, 150.5, 'F3', 9.5, 80),
      item('OWNERSHIP.............', 40, 166, 'F1', 8, 105.6), item('51', 153, 166.5, 'F3', 9.5, 11)]));
    expect(v(r, 'legal_name')).toEqual(['Golden Collision, Inc.']);
    expect(owners(r)).toEqual([['Elena', 'Morales', null, 51, null]]);
  });
});
