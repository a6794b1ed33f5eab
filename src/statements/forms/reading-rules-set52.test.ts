import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { item, owners, pageOf, read } from './test-page.ts';

// Rules learnt at the fifty-second author's forms (issue 36): paper-first forms printed to be filled by pen: CIRCLE
// ONE lists, numbered questions, boxes for each character, an authorisation paragraph with blanks; each on a
// self-made page here.

describe('an authorisation sentence with blanks right under an owners\' table (issue 36, set 52)', () => {
  it('"By signing, I, ___, in my capacity as ___ of ___," filled: a sentence\'s line, no owner\'s row', () => {
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.6);
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.4);
    const r = read(pageOf([lab('Business legal name', 36, 80), val('Golden Crust Yoga, Inc.', 116, 82),
      item('OWNERS (list all owners)', 36, 340, 'F2', 8, 110),
      lab('#', 41, 352), lab('Owner name', 55, 352), lab('Title', 195, 352), lab('% own', 275, 352), lab('SSN', 319, 352), lab('Date of birth', 407, 352),
      lab('1', 41, 365), val('Rosa B. Castillo', 55, 367), val('CEO', 195, 367), val('65', 275, 367), val('301-55-5970', 319, 367), val('04/18/1991', 407, 367),
      lab('2', 41, 385), val('Connor Patel-Shah', 55, 387), val('President', 195, 387), val('35', 275, 387), val('302-66-8225', 319, 387), val('12/24/1975', 407, 387),
      item('By signing, I,', 36, 412, 'F1', 8, 46), val('Rosa B. Castillo', 87, 414), item(', in my capacity as', 216, 412, 'F1', 8, 66), val('CEO', 287, 414),
      item('of', 376, 412, 'F1', 8, 7), val('Golden Crust Yoga, Inc.', 388, 414), item(',', 557, 412, 'F1', 8, 3),
      item('certify that the information above is accurate and authorize the funder to obtain credit reports.', 36, 428, 'F1', 8, 400)]));
    expect(owners(r)).toEqual([['Rosa', 'Castillo', 'CEO', 65, '301555970'], ['Connor', 'Patel-Shah', 'President', 35, '302668225']]);
  });
});

describe('a numbered question whose words start with a sign (issue 36, set 52)', () => {
  it('"18. % owned:" is the share\'s label, its number only ordering the form', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 9, s.length * 3.7);
    const val = (s: string, x: number, y: number) => item(s, x, y + 3, 'F3', 9, s.length * 5.4);
    const r = read(pageOf([lab('1. Legal name of business:', 40, 112), val('Golden Crust Cleaning, Inc.', 147, 112),
      item('SECTION B - OWNERS', 40, 384, 'F2', 10, 120),
      lab('16. Owner 1 full name:', 40, 403), val('Marcus McAllister', 134, 403), lab('17. Title:', 370, 403), val('Owner', 410, 403),
      lab('18. % owned:', 40, 426), val('50%', 98, 426), lab('19. Social Security #:', 150, 426), val('785-06-1286', 238, 426)]));
    expect(owners(r)).toEqual([['Marcus', 'McAllister', 'Owner', 50, '785061286']]);
  });
});

describe('a hyphen printed in the gap between two groups of boxes (issue 36, set 52)', () => {
  // Boxes 13 points wide in groups, a digit typed in each, the groups' hyphen printed between them, outside any box.
  const comb = (digits: string[], x: number, y: number) => {
    const items = [], boxes = [];
    for (const group of digits) {
      for (const ch of group) { boxes.push({ x0: x, y0: y - 12, x1: x + 13, y1: y + 6 }); items.push(item(ch, x + 4, y, 'F3', 10, 6)); x += 13; }
      items.push(item('-', x + 1, y, 'F1', 10, 3)); x += 7;
    }
    items.pop();
    return { items, boxes };
  };
  it('"[4][5] - [7][6][4][5][3][6][3]" after "Federal tax ID:" is one tax ID, and "[4][5][4] - [7][4] - [0][7][7][9]" one SSN', () => {
    const tax = comb(['45', '7645363'], 184, 175), ssn = comb(['454', '74', '0779'], 129, 351);
    const r = read(pageOf([item('Legal name of business', 36, 104, 'F1', 7, 69), item('Crescent Plumbing, PLLC', 39, 95, 'F3', 10, 109),
      item('Federal tax ID:', 36, 175, 'F1', 9, 55), ...tax.items,
      item('OWNER / GUARANTOR', 40, 305, 'F2', 9, 88), item('Connor Okafor', 39, 327, 'F3', 10, 62), item('Full name', 36, 336, 'F1', 7, 29),
      item('Social Security No.', 36, 351, 'F1', 9, 72), ...ssn.items], { boxes: [...tax.boxes, ...ssn.boxes] }));
    expect([r.fields.business_tax_id?.value ?? null, r.applicants[0]?.tax_id?.value ?? null]).toEqual(['457645363', '454740779']);
  });
});

describe('a narrow "1" written in a box of a comb (issue 36, set 52)', () => {
  it('"[2][7] - [4][2][7][1][0][4][2]" by hand: the box after the "1" is the same number\'s, however narrow the "1"', () => {
    const items = [], boxes = [];
    let x = 184;
    for (const [k, group] of ['27', '4271042'].entries()) {
      if (k) { items.push(item('-', x + 1, 175, 'F1', 10, 3)); x += 7; }
      for (const ch of group) {
        boxes.push({ x0: x, y0: 163, x1: x + 13, y1: 181 });
        items.push(item(ch, x + (ch === '1' ? 5.5 : 3.5), 176, 'F4', 11, ch === '1' ? 3.5 : 6.8));
        x += 13;
      }
    }
    const r = read(pageOf([item('Legal name of business', 36, 104, 'F1', 7, 69), item('Crescent Plumbing, PLLC', 39, 95, 'F4', 11, 109),
      item('Federal tax ID:', 36, 175, 'F1', 9, 55), ...items], { boxes }));
    expect(r.fields.business_tax_id?.value ?? null).toBe('274271042');
  });
});

describe('a state\'s code on the rule over its "State" caption (issue 36, set 52)', () => {
  it('"MI" over "State" is Michigan, though "MI" also abbreviates a middle initial', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.4);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 10, s.length * 5.6);
    const rules = [[35, 381, 95], [389, 577, 95], [35, 301, 121], [309, 441, 121], [449, 501, 121], [509, 577, 121]].map(([x0, x1, y]) => ({ x0: x0!, y0: y!, x1: x1!, y1: y! + 1.5 }));
    const r = read(pageOf([val('Crescent Plumbing, PLLC', 39, 94), cap('Legal name of business', 36, 103), val('Crescent Plumbing', 393, 94), cap('Trade name / DBA', 390, 103),
      val('9328 Elm Ave', 39, 120), cap('Street address', 36, 129), val('Lansing', 313, 120), cap('City', 310, 129),
      val('MI', 453, 120), cap('State', 450, 129), val('48900', 513, 120), cap('ZIP', 510, 129)], { rules }));
    expect(r.fields.state_region?.value ?? null).toBe('MI');
  });
});

describe('an option circled by a hand drawing short straight strokes (issue 36, set 52)', () => {
  /** A numbered question's CIRCLE ONE row, the chosen option ringed by a tilted ellipse drawn as 48 short lines that
   *  overshoot its start (a pen's path as a tablet records it). */
  async function circled(chosen: number): Promise<Uint8Array> {
    const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
    doc.font('Times-Roman').fontSize(10).text('1. Legal name of business:', 40, 112, { lineBreak: false });
    doc.font('Helvetica').fontSize(11).text('Golden Crust Cleaning, Inc.', 150, 112, { lineBreak: false });
    doc.font('Times-Roman').fontSize(10).text('2. Federal Tax ID #:', 40, 136, { lineBreak: false });
    doc.font('Helvetica').fontSize(11).text('52-8095230', 150, 136, { lineBreak: false });
    doc.font('Times-Roman').fontSize(10).text('3. CIRCLE ONE:', 40, 160, { lineBreak: false });
    const options = ['LLC', 'Corp', 'S-Corp', 'Sole Prop', 'Partnership'];
    let x = 130;
    options.forEach((o, i) => {
      const w = doc.widthOfString(o);
      doc.text(o, x, 160, { lineBreak: false });
      if (i === chosen) {
        const cx = x + w / 2, cy = 165, rx = w / 2 + 6, ry = 9, tilt = 0.05;
        doc.lineWidth(1.1).strokeColor('#1a3a8a');
        for (let k = 0; k <= 48; k++) {
          const a = 0.7 + (Math.PI * 2 * 1.1 * k) / 48, g = 1 + 0.07 * (k / 48);
          const px = rx * g * Math.cos(a), py = ry * g * Math.sin(a);
          const qx = cx + px * Math.cos(tilt) - py * Math.sin(tilt), qy = cy + px * Math.sin(tilt) + py * Math.cos(tilt);
          if (k === 0) doc.moveTo(qx, qy); else doc.lineTo(qx, qy);
        }
        doc.stroke().strokeColor('black');
      }
      x += w + 22;
    });
    doc.font('Times-Roman').fontSize(10).text('4. Amount requested: $', 40, 184, { lineBreak: false });
    doc.font('Helvetica').fontSize(11).text('30,000', 160, 184, { lineBreak: false });
    doc.font('Times-Roman').fontSize(10).text('5. Owner full name:', 40, 208, { lineBreak: false });
    doc.font('Helvetica').fontSize(11).text('Marcus McAllister', 150, 208, { lineBreak: false });
    return collect(doc);
  }
  it.each([[2, 's_corporation'], [3, 'sole_proprietorship']] as const)('option %i ringed: its entity type', async (chosen, want) => {
    const r = await parseStatements([{ name: 'circled.pdf', bytes: await circled(chosen) }]);
    expect(r.application?.type_of_entity).toBe(want);
  });
});

describe('a CIRCLE ONE row answered by striking out the others (issue 36, set 52)', () => {
  it('"LLC", "Corp", "S-Corp" and "Partnership" struck through, "Sole Prop" left standing: a sole proprietorship', () => {
    const opts: [string, number, number][] = [['LLC', 130, 18], ['Corp', 170, 19], ['S-Corp', 211, 27], ['Sole Prop', 260, 38], ['Partnership', 320, 43]];
    const r = read(pageOf([item('1. Legal name of business:', 40, 121, 'F1', 10, 101), item('Bright Star Collision', 147, 123, 'F3', 10, 100),
      item('3. CIRCLE ONE:', 40, 168, 'F1', 10, 68), ...opts.map(([s, x, w]) => item(s, x, 168, 'F1', 10, w)),
      item('4. Federal Tax ID #:', 40, 190, 'F1', 10, 76), item('694-29-8025', 122, 192, 'F3', 10, 63)],
    { rules: opts.filter(([s]) => s !== 'Sole Prop').map(([, x, w]) => ({ x0: x - 1, y0: 163.5, x1: x + w + 1, y1: 164.4 })) }));
    expect(r.fields.type_of_entity?.value ?? null).toBe('sole_proprietorship');
  });
});
