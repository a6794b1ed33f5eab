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

/** A one-page quick app of tab-stopped pairs with no rules: labels at 40, values at 128, 18 points a row. */
const pairs = (rows: [string, string][], y0 = 120) => rows.flatMap(([l, val], i) => [item(l, 40, y0 + 18 * i, 'F1', 10, l.length * 4.6),
  ...(val ? [item(val, 128, y0 + 18 * i - 1, 'F3', 10, val.length * 5)] : [])]);

describe('a form\'s title naming the application it is (issue 36, set 42)', () => {
  it('"MCA Quick App" heads the applicant\'s own form, not other funders\' advances', () => {
    const r = read(pageOf([item('MCA Quick App (1 page)', 40, 98, 'F2', 16, 163), ...pairs([['Business Name:', 'A1 Hair Studio Inc'], ['TIN:', '12-7834547']])]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['A1 Hair Studio Inc', '127834547']);
  });
});

describe('misspelt labels (issue 36, set 42)', () => {
  it('a label word one slip from a label\'s word is read as it ("Buisness Name", "Adress")', () => {
    const r = read(pageOf(pairs([['Buisness Name', "Sal's Pizza, Inc."], ['Adress', '1506 Elm St, Atlanta, GA 30309']])));
    expect(v(r, 'legal_name', 'state_region')).toEqual(["Sal's Pizza, Inc.", 'GA']);
  });
});

describe('tab-aligned pairs with no rules (issue 36, set 42)', () => {
  it('an entity type beside "Biz Type" is its answer, not a caption over the next row\'s value ("Notes  Roofing")', () => {
    const r = read(pageOf(pairs([['Business Name', 'Sunrise Roofing Inc'], ['Biz Type', 'Corporation'], ['Notes', 'Roofing']])));
    expect(v(r, 'type_of_entity')).toEqual(['corporation']);
  });
  it('"What do they do" asks the business\'s industry', () => {
    const r = read(pageOf(pairs([['Business Name', 'Sunrise Roofing Inc'], ['What do they do', 'Roofing']])));
    expect(v(r, 'industry')).not.toEqual([null]);
  });
  it('the line under an address, starting where it starts, with no label of its own, is the address still', () => {
    const r = read(pageOf(pairs([['Business Name', 'Sunrise Roofing Inc'], ['Address', '4441 Commerce Dr Unit 8'], ['', 'Brooklyn, NY 11250'], ['Fed Tax ID', '65-1034363']])));
    expect(v(r, 'state_region')).toEqual(['NY']);
  });
});

describe('Word forms\' blanks and fields (issue 36, set 42)', () => {
  it('a value typed a little over its label\'s colon and running on past it is the label\'s ("Biz Start Date:" "02-18-2008")', () => {
    const r = read(pageOf([item('Legal Name:', 40, 120, 'F1', 9, 50), item('Lone Pine Eats LLC', 95, 120, 'F3', 10, 90),
      item('Biz Start Date:', 370, 140, 'F1', 9, 63), item('02-18-2008', 429, 139, 'F3', 10, 60)]));
    expect(v(r, 'business_start_date')).toEqual(['2008-02-18']);
  });
  it('an owner\'s number with the name typed over the blank after it: the underscores before the name are no name', () => {
    const r = read(pageOf([item('Legal Name:', 40, 120, 'F1', 9, 50), item('Lone Pine Eats LLC', 95, 120, 'F3', 10, 90),
      item('OWNER INFO', 44, 300, 'F2', 9, 59), item('Owner 1:', 40, 320, 'F1', 9, 36), item('_'.repeat(58), 80, 320, 'F1', 9, 258),
      item('Washington, Steven', 84, 319, 'F3', 10, 108), item('Title:', 350, 320, 'F1', 9, 25), item('Member', 379, 319, 'F3', 10, 36)]));
    expect(owners(r)).toEqual([['Steven', 'Washington', 'Member', null, null]]);
  });
  it('a currency sign after a label is its value\'s unit ("Amount Requested $")', () => {
    const r = read(pageOf([item('FUNDING REQUEST', 44, 270, 'F2', 9, 87), item('Amount Requested $', 40, 288, 'F1', 9, 78), item('$ 30,000', 121, 288, 'F3', 10, 48)]));
    expect(v(r, 'requested_amount')).toEqual([30000]);
  });
  it('a label naming the entity kinds to choose from asks the entity\'s type ("Corp/LLC/Sole Prop:")', () => {
    const r = read(pageOf([item('Legal Name:', 40, 120, 'F1', 9, 50), item('Lone Pine Eats LLC', 95, 120, 'F3', 10, 90),
      item('Corp/LLC/Sole Prop:', 40, 140, 'F1', 9, 82), item('LLC', 126, 140, 'F3', 10, 20)]));
    expect(v(r, 'type_of_entity')).toEqual(['llc']);
  });
});

describe('values typed at a blank\'s end in the label\'s font (issue 36, set 42)', () => {
  it('"Legal Business Name: ____Southern Pride Hair Studio Inc." is the label, its blank and the value on it', () => {
    const r = read(pageOf([item(`Legal Business Name: ${'_'.repeat(87)}Southern Pride Hair Studio Inc.`, 40, 145, 'F4', 9, 528),
      item(`CRA Business No. ${'_'.repeat(44)}243894391 RC0001`, 40, 225, 'F4', 9, 297)]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Southern Pride Hair Studio Inc.', '243894391RC0001']);
  });
});

describe('a fillable field begun under its label\'s end (issue 36, set 42)', () => {
  it('"Type of Entity:" with its field\'s box drawn from under its colon: the field is its value', () => {
    const p = pageOf([item('Legal Business Name:', 40, 145, 'F1', 9, 98), item('Type of Entity:', 40, 245, 'F1', 9, 69)]);
    const field = (value: string, x0: number, y0: number, x1: number) => ({ name: `f${x0}${y0}`, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 13 } });
    (p.form as unknown as { fields: unknown[] }).fields = [field('Southern Pride Hair Studio Inc.', 135, 134, 570), field('Inc.', 101, 234, 288)];
    expect(v(read(p), 'type_of_entity')).toEqual(['corporation']);
  });
});

describe('the entity\'s kind asked by its word and "type" (issue 36, set 42)', () => {
  it('"Corp Type  S-Corp" is the entity\'s type', () => {
    const r = read(pageOf([item('Legal Name:', 40, 120, 'F1', 9, 50), item('Crossroads Chiropractic, Inc.', 95, 120, 'F3', 10, 130),
      item('Corp Type', 250, 140, 'F1', 9, 39), item('S-Corp', 295, 140, 'F3', 10, 31)]));
    expect(v(r, 'type_of_entity')).toEqual(['s_corporation']);
  });
});

describe('a broker\'s remark written on the form (issue 36, set 42)', () => {
  // (The remark beside the title would bound the page's columns as a heading: the industry across in the right-hand
  // column would be cut off from its label.)
  const page = (remark: string) => pageOf([item('Application For Business Funding', 40, 105, 'F2', 14, 212), item(remark, 330, 108, 'F5', 11, 136),
    item('Business Name (Legal)', 40, 125, 'F1', 9, 99), item('A1 Pizza, L.L.C.', 160, 125, 'F3', 10, 80),
    item('Type of Biz', 312, 225, 'F1', 9, 46), item('Pizzeria', 385, 224, 'F3', 10, 40)]);
  it('a note begun in small letters heads no section ("pls call owner after 3pm - Mike")', () => {
    expect(v(read(page('pls call owner after 3pm - Mike')), 'industry')).toEqual(['restaurant']);
  });
  it('nor a note ending in an exclamation ("Good deal, clean stmts!")', () => {
    expect(v(read(page('Good deal, clean stmts!')), 'industry')).toEqual(['restaurant']);
  });
});

describe('a short value begun over its label\'s end (issue 36, set 42)', () => {
  it('"750" typed from under the ")" of "Credit Score (est.)", most of it past the label, is the score', () => {
    const r = read(pageOf([item('Legal Name:', 40, 120, 'F1', 9, 50), item('Lone Pine Eats LLC', 95, 120, 'F3', 10, 90),
      item('OWNER INFO', 44, 300, 'F2', 9, 59), item('Owner Name:', 40, 320, 'F1', 9, 55), item('Jose Kim', 100, 319, 'F3', 10, 45),
      item('Credit Score (est.)', 370, 340, 'F1', 9, 77), item('750', 443, 339, 'F3', 10, 18)]));
    expect(r.applicants[0]?.credit_score?.value).toBe(750);
  });
});

describe('a hand\'s value sinking below its blank (issue 36, set 42)', () => {
  it('"80" written over "# of Pmts ____" and a little below its line is the number of payments', () => {
    const r = read(pageOf([item('SECTION 2: FUNDING REQUEST', 44, 274, 'F2', 9, 140), item('# of Pmts', 410, 290, 'F1', 9, 39),
      item('_'.repeat(27), 453, 290, 'F1', 9, 116), item('80', 457, 292.5, 'F6', 12, 13)]));
    expect(v(r, 'number_of_payments')).toEqual([80]);
  });
});

describe('a row of options under a label\'s line (issue 36, set 42)', () => {
  it('"Industry  Mechanic / auto shop" over "Entity  Sole Prop  Corp  S-Corp": the options are the next row\'s, not the industry', () => {
    const box = (x0: number) => ({ x0, y0: 211, x1: x0 + 10, y1: 221 });
    const r = read(pageOf([item('Buisness Name', 40, 136, 'F1', 9, 58), item('Southern Pride Auto Care, Inc.', 108, 136, 'F3', 10, 131),
      item('Industry', 250, 196, 'F1', 9, 30), item('Mechanic / auto shop', 298, 195, 'F3', 10, 91),
      item('Entity', 40, 218, 'F1', 9, 22), item('Sole Prop', 101, 218, 'F1', 9, 35), item('Corp', 263, 218, 'F1', 9, 18), item('S-Corp', 304, 218, 'F1', 9, 26)],
    { boxes: [box(89), box(251), box(292)] }));
    expect(v(r, 'industry')).toEqual(['auto_repair']);
  });
});

describe('"Est." alone (issue 36, set 42)', () => {
  it('a label of its own, "Est.: 11/08/2010", asks when the business was established', () => {
    const r = read(pageOf([item('Business Name (Legal):', 40, 125, 'F1', 9, 101), item("Sal's Eats Inc", 170, 125, 'F3', 10, 57),
      item('Est.:', 40, 225, 'F1', 9, 19), item('11/08/2010', 164, 226, 'F3', 10, 51)]));
    expect(v(r, 'business_start_date')).toEqual(['2010-11-08']);
  });
});
