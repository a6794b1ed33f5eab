import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

// Rules learnt at the forty-eighth author's forms (issue 36): large funders' dense one-page applications, tiny labels
// in each box's corner, owners in grids, and owners' names as they really come; each on a self-made page here.

describe('a name\'s suffix asked in a box of its own (issue 36, set 48)', () => {
  it('"First Name | MI | Last Name | Suffix" twice side by side, the second owner blank: "Suffix" is a caption, no surname', () => {
    const r = read(pageOf([item('Legal / Corporate Name', 26, 60, 'F1', 5.5, 60), item('Copper Canyon Motors LLC', 27, 70, 'F3', 8, 120),
      item('SECTION 3 - OWNERS / OFFICERS (all owners of 20% or more)', 27, 230, 'F2', 7, 194),
      item('OWNER / OFFICER #1', 24, 239, 'F2', 6, 62), item('OWNER / OFFICER #2', 309, 239, 'F2', 6, 62),
      item('First Name', 26, 246, 'F1', 5.5, 24), item('MI', 134, 246, 'F1', 5.5, 5), item('Last Name', 156, 246, 'F1', 5.5, 24), item('Suffix', 273, 246, 'F1', 5.5, 13),
      item('First Name', 311, 246, 'F1', 5.5, 24), item('MI', 419, 246, 'F1', 5.5, 5), item('Last Name', 441, 246, 'F1', 5.5, 24), item('Suffix', 558, 246, 'F1', 5.5, 13),
      item('Thanh', 27, 255, 'F3', 8, 24), item('A', 135, 255, 'F3', 8, 4), item('Rossi', 157, 255, 'F3', 8, 24),
      item('Title', 26, 264, 'F1', 5.5, 9), item('% Ownership', 104, 264, 'F1', 5.5, 30), item('Date of Birth', 153, 264, 'F1', 5.5, 28), item('SSN', 221, 264, 'F1', 5.5, 11),
      item('Title', 311, 264, 'F1', 5.5, 9), item('% Ownership', 389, 264, 'F1', 5.5, 30), item('Date of Birth', 438, 264, 'F1', 5.5, 28), item('SSN', 506, 264, 'F1', 5.5, 11),
      item('Managing Member', 27, 273, 'F3', 8, 72), item('100%', 105, 273, 'F3', 8, 19), item('01/21/1987', 154, 273, 'F3', 8, 48), item('063-03-1831', 222, 273, 'F3', 8, 53)],
    { boxes: [[24, 132], [132, 155], [154, 272], [271, 303], [309, 417], [417, 440], [439, 557], [556, 588]].map(([x0, x1]) => ({ x0: x0!, y0: 241, x1: x1!, y1: 259 }))
      .concat([[24, 103], [102, 152], [151, 220], [219, 303], [309, 388], [387, 437], [436, 505], [504, 588]].map(([x0, x1]) => ({ x0: x0!, y0: 259, x1: x1!, y1: 277 }))),
    width: 612, height: 1008 }));
    expect(owners(r)).toEqual([['Thanh', 'Rossi', 'Managing Member', 100, '063031831']]);
  });
});
