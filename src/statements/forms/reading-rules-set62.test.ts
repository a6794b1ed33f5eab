import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

// Rules learnt at the sixty-second author's forms (issue 36): applications with many owners (schedules as tables, a
// K-1's register of partners, owners written in a sentence, owners side by side); each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.6);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);

describe('a partnership\'s register of partners, as a K-1 states them (issue 36, set 62)', () => {
  it('"Partner | Capacity | Type | TIN | Profit % | Capital %": each partner\'s share and TIN, the company no applicant', () => {
    const row = (y: number, cells: string[]) => cells.map((c, i) => val(c, [40, 200, 290, 350, 440, 500][i]!, y)).filter((p) => p.str);
    const r = read(pageOf([lab('Legal Name', 40, 80), val('Ironwood Vet Care LLC', 40, 92),
      item('OWNERSHIP BREAKDOWN', 40, 200, 'F3', 10, 120),
      lab('Partner / Shareholder (Last, First)', 40, 220), lab('Capacity', 200, 220), lab('Type', 290, 220), lab('TIN', 350, 220),
      lab('Profit %', 440, 220), lab('Capital %', 500, 220),
      ...row(236, ['St. Germain, Tomasz', 'CEO', 'Individual', '080-08-8612', '60.00', '60.00']),
      ...row(252, ['Cedar Point Capital Group LLC', '', 'Entity', '53-0304402', '40.00', '40.00'])]));
    expect(owners(r)).toEqual([['Tomasz', 'St. Germain', 'CEO', 60, '080088612']]);
  });
});

describe('an owners\' schedule whose name column notes who may be listed (issue 36, set 62)', () => {
  it('"Owner name (person or company) | Title | % | SSN / EIN": a person\'s row keeps its title, share and SSN', () => {
    const row = (y: number, cells: string[]) => cells.map((c, i) => val(c, [40, 230, 330, 380][i]!, y));
    const r = read(pageOf([lab('Legal Name', 40, 80), val('Blue Heron Studio Partners', 40, 92),
      item('2. OWNERS\' SCHEDULE', 40, 200, 'F3', 10, 120),
      lab('Owner name (person or company)', 40, 220), lab('Title', 230, 220), lab('%', 330, 220), lab('SSN / EIN', 380, 220),
      ...row(236, ['Nadia L. Patel', 'CEO', '60%', '890-55-4875']), ...row(252, ['Keisha Abernathy', 'Director', '40%', '897-31-8972'])]));
    expect(owners(r)).toEqual([['Nadia', 'Patel', 'CEO', 60, '890554875'], ['Keisha', 'Abernathy', 'Director', 40, '897318972']]);
  });
});

describe('owners written in a sentence (issue 36, set 62)', () => {
  it('"The owners are A (President, 35%), B (Partner, 35%) and C (Director, 30%)." over two lines: three owners, no spouse', () => {
    const r = read(pageOf([lab('Legal Name', 40, 80), val('Red Maple Little Learners, LLC', 40, 92),
      item('OWNERSHIP STATEMENT - describe every owner with title and percentage:', 40, 200, 'F3', 9, 330),
      val('The owners are Dmitri Adeyemi (President, 35%), Yusuf E. Chen-Watanabe (Partner, 35%) and Beatriz', 40, 216),
      val('Brennan (Director, 30%). Dmitri\'s spouse, Yusuf Adeyemi, is not an owner. Keisha Delgado (General Manager) holds no equity.', 40, 227)]));
    expect(owners(r)).toEqual([['Dmitri', 'Adeyemi', 'President', 35, null], ['Yusuf', 'Chen-Watanabe', 'Partner', 35, null], ['Beatriz', 'Brennan', 'Director', 30, null]]);
  });
});

describe('owners in columns side by side, their names the first row (issue 36, set 62)', () => {
  it('"Name  Marcus O\'Neill  Rafael Abernathy" over "Title  President  COO" and so on: two owners, each its column', () => {
    const row = (y: number, l: string, a: string, b: string) => [lab(l, 40, y), val(a, 109, y), val(b, 266, y)];
    const r = read(pageOf([lab('LEGAL NAME', 40, 80), val('Blue Heron Collision, L.L.C.', 40, 92),
      item('OWNERS (person owners only)', 40, 160, 'F3', 10, 150),
      ...row(180, 'Name', 'Marcus O\'Neill', 'Rafael Abernathy'), ...row(200, 'Title', 'President', 'COO'),
      ...row(220, 'Ownership', '40 %', '20 %'), ...row(240, 'SSN', '478-64-4231', '982-80-5095')]));
    expect(owners(r)).toEqual([['Marcus', 'O\'Neill', 'President', 40, '478644231'], ['Rafael', 'Abernathy', 'COO', 20, '982805095']]);
  });
});

describe('a block of officers its heading says own nothing (issue 36, set 62)', () => {
  it('"OFFICERS WHO ARE NOT OWNERS" over "Name  Dmitri Patel  Title  Operations Manager": no applicant', () => {
    const r = read(pageOf([lab('Legal Name', 40, 80), val('Bayside Mechanical LLC', 40, 92),
      item('OWNER 1', 40, 140, 'F3', 10, 50), lab('Full Name', 40, 156), val('Maria Reyes', 40, 168), lab('Title', 240, 156), val('Director', 240, 168),
      item('OFFICERS WHO ARE NOT OWNERS', 40, 220, 'F3', 10, 170),
      lab('Name', 40, 240), val('Dmitri Patel', 80, 240), lab('Title', 300, 240), val('Operations Manager', 330, 240)]));
    expect(owners(r)).toEqual([['Maria', 'Reyes', 'Director', null, null]]);
  });
});

describe('a heading saying its people own no share (issue 36, set 62)', () => {
  it('"OFFICERS / MANAGERS WITH NO OWNERSHIP (not guarantors)" over "Colleen Abernathy  Controller": no applicant', () => {
    const rule = (x: number, y: number) => ({ x0: x, y0: y, x1: x + 180, y1: y + 0.5 });
    const r = read(pageOf([val('Bayside Mechanical LLC', 40, 80), lab('Legal Name', 40, 92), val('Plumbing', 240, 80), lab('Type of Business', 240, 92),
      val('12-3456789', 40, 110), lab('Federal Tax ID', 40, 122), val('2012-06-27', 240, 110), lab('Business Start Date', 240, 122),
      item('GUARANTOR 2', 40, 140, 'F3', 10, 70), val('Maria Reyes', 40, 156), val('Director', 240, 156), lab('Full Name', 40, 168), lab('Title', 240, 168),
      item('OFFICERS / MANAGERS WITH NO OWNERSHIP (not guarantors)', 40, 220, 'F3', 10, 280),
      val('Colleen Abernathy', 40, 240), val('Controller', 240, 240), lab('Name', 40, 252), lab('Title', 240, 252)],
    { rules: [rule(38, 90), rule(238, 90), rule(38, 120), rule(238, 120), rule(38, 166), rule(238, 166), rule(38, 250), rule(238, 250)] }));
    expect(owners(r)).toEqual([['Maria', 'Reyes', 'Director', null, null]]);
  });
});
