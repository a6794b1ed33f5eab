import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';

// Rules learnt again at the sixth author's forms (issue 36): a two-column sheet of labels left of their values.

describe('a value that only names its kind is no label of its own (issue 36, set 6)', () => {
  const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
  const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.5);
  const opt = (s: string, x: number) => item(s, x, 326, 'F1', 8, s.length * 3.6);
  const form = () => pageOf([
    item('BUSINESS', 311, 67, 'F2', 9, 41),
    lab('Business Legal Name', 306, 86), val('Harbor Fitness Corp.', 396, 86),
    lab('Amount Requested', 306, 248), val('$100,000', 396, 248),
    lab('Bank', 306, 266), val('First Prairie Bank', 396, 266),
    lab('Trade Reference 1', 306, 284), val('Sysco - (800) 461-1250', 396, 284),
    lab('Trade Reference 2', 306, 302), val('Metro Wholesale - (528) 706-5479', 396, 302),
    lab('Entity', 306, 326), opt('LLC', 351), opt('Corp.', 386), opt('S-Corp', 425), opt('Partnership', 470), opt('Sole Prop', 529)],
  { marks: [{ x0: 373, x1: 381, y0: 318, y1: 327 }] });
  it('"First Prairie Bank", the bank\'s name written beside "Bank", answers it: "Bank" opens no section of other funders and the entity ticked under it is read', () => {
    const r = read(form());
    expect(v(r, 'legal_name', 'type_of_entity')).toEqual(['Harbor Fitness Corp.', 'corporation']);
  });
});
