import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

// Rules learnt at the fifty-eighth author's forms (issue 36): renewal and add-on applications a funder sends a merchant
// it already funded (values pre-printed from the funder's system, a "Correct?" box and a correction beside each); each
// on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
const val = (s: string, x: number, y: number) => item(s, x, y - 1, 'F2', 10, s.length * 4.8);

describe('an owner\'s share run into the title before it (issue 36, set 58)', () => {
  it('"Name | Title | %" over "Dana Whitfield | Managing Member 60%": the role and the share apart', () => {
    const r = read(pageOf([lab('Business name', 40, 80), val('Crestview Tile LLC', 150, 80),
      item('CURRENT OWNERS', 40, 200, 'F3', 10, 90),
      lab('Name', 40, 220), lab('Title', 200, 220), lab('%', 300, 220),
      val('Dana Whitfield', 40, 234), val('Managing Member 60%', 200, 234),
      lab('Name', 40, 260), lab('Title', 200, 260), lab('%', 300, 260),
      val('Luis Ortega', 40, 274), val('Member 40', 200, 274)]));
    expect(owners(r)).toEqual([['Dana', 'Whitfield', 'Managing Member', 60, null], ['Luis', 'Ortega', 'Member', 40, null]]);
  });
});
