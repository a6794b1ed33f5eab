import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { parseStatements } from '../index.ts';
import { generateIndependent49 } from '../../../test/forms/independent49/index.ts';
import { generateIndependent50 } from '../../../test/forms/independent50/index.ts';
import { generate as generateForm } from '../../../test/forms/generator/index.ts';

// Rules learnt at the fiftieth author's forms (issue 36): fintech-style applications, labels small and grey inside
// rounded boxes, step headings with a line of explanation beside them, owners' cards two across; each on a
// self-made page here.

describe('a section\'s heading with a line of explanation beside it (issue 36, set 50)', () => {
  const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6.5, s.length * 3);
  const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.5);
  const head = (s: string, x: number, y: number) => item(s, x, y, 'F2', 12, s.length * 6.5);
  const tag = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.8);
  const form = () => pageOf([
    head('Your business', 64, 102), tag('Tell us who we are funding', 153, 101),
    lab('Legal business name', 56, 131), lab('Doing business as (DBA)', 319, 131),
    val('Riverbend Hauling Partners', 56, 146), val('Riverbend Hauling', 319, 146),
    head('About you', 64, 360), tag('Everyone who owns 20% or more of the business', 131, 359),
    item('Owner 1 (primary)', 71, 387, 'F2', 9, 77), item('Owner 2', 346, 387, 'F2', 9, 36),
    lab('Full legal name', 54, 405), lab('Full legal name', 329, 405),
    val('Olivia M. Whitfield', 54, 420), val('Elena Lindqvist', 329, 420),
    lab('Title', 54, 441), lab('Ownership', 184, 441), lab('Title', 329, 441), lab('Ownership', 459, 441),
    val('Partner', 54, 456), val('30%', 184, 456), val('Partner', 329, 456), val('70%', 459, 456),
    lab('SSN / ITIN', 184, 477), lab('SSN / ITIN', 459, 477),
    val('732-96-7265', 184, 492), val('694-59-6263', 459, 492)]);
  it('"About you" with "Everyone who owns 20% or more of the business" beside it in smaller type heads the owners: the first card\'s "Full legal name", left of its own small heading, is that owner\'s', () => {
    const r = read(form());
    expect(v(r, 'legal_name', 'trade_name')).toEqual(['Riverbend Hauling Partners', 'Riverbend Hauling']);
    expect(owners(r)).toEqual([['Olivia', 'Whitfield', 'Partner', 30, '732967265'], ['Elena', 'Lindqvist', 'Partner', 70, '694596263']]);
  });
});

describe('a referral partner\'s section asked as a question (issue 36, set 50)', () => {
  it('"Referred by a partner?" over "Partner name | Partner company": the partner who referred the business is no owner', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6.5, s.length * 3);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.5);
    const r = read(pageOf([lab('Legal business name', 56, 131), val('Bayside Dental Group', 56, 146),
      item('Owners', 56, 200, 'F2', 12, 45),
      lab('Full legal name', 54, 230), val('Fatima T. Lopez', 54, 245), lab('Title', 254, 230), val('CEO', 254, 245),
      item('Referred by a partner?', 36, 385, 'F2', 9, 96),
      lab('Partner name', 44, 398), lab('Partner company', 319, 398),
      val('Jasmine Garcia-Ramos', 44, 414), val('Bayview Distributors', 319, 414)]));
    expect(owners(r)).toEqual([['Fatima', 'Lopez', 'CEO', null, null]]);
  });
});

describe('a tick drawn over the start of the option it picks (issue 36, set 50)', () => {
  const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6.5, s.length * 3);
  const opt = (s: string, x: number, w: number) => item(s, x, 217, 'F1', 7.5, w);
  const form = (mark: { x0: number; x1: number }) => pageOf([lab('Legal business name', 56, 131), item('Riverbend Hauling Partners', 56, 146, 'F3', 9, 117),
    lab('Business type', 48, 215), opt('LLC', 119, 14), opt('Corporation', 159, 40), opt('S-Corp', 225, 24), opt('Partnership', 275, 38), opt('Sole Prop', 340, 33)],
  { marks: [{ ...mark, y0: 204, y1: 222 }] });
  it('a pill\'s outline not drawn as a box, the tick across "Partnership"\'s first letters picks it, not "S-Corp" before it', () => {
    expect(v(read(form({ x0: 267, x1: 286 })), 'type_of_entity')).toEqual(['general_partnership']);
  });
  it('the tick across "S-Corp"\'s first letters picks it, not "Corporation" before it', () => {
    expect(v(read(form({ x0: 219, x1: 236 })), 'type_of_entity')).toEqual(['s_corporation']);
  });
  it('an X drawn just before "Partnership", its right arm over the first letter, picks it, not "S-Corp" further before it', () => {
    expect(v(read(form({ x0: 262, x1: 278 })), 'type_of_entity')).toEqual(['general_partnership']);
  });
});

describe('captions in small type under the values they name, a note under a caption (issue 36, set 50)', () => {
  const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6.5, s.length * 3);
  const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 5.4);
  it('values in boxes the reader does not see, each caption under its box: "Exactly as registered with the IRS" under "Legal name of business" is its note, no value', () => {
    const r = read(pageOf([item('Your business', 85, 89, 'F2', 11, 74),
      val('Andre Abernathy', 56, 121), val('Abernathy Grill', 366, 121),
      cap('Legal name of business', 51, 136), cap('Trade name / DBA', 361, 136), cap('Exactly as registered with the IRS', 51, 144),
      val('67-7608849', 56, 203), val('February 28, 2004', 186, 203), val('Full-service restaurant', 286, 203),
      cap('Tax ID (EIN/SSN)', 51, 218), cap('Date established', 181, 218), cap('Industry / type of business', 281, 218),
      val('6102 Lakeshore Blvd, Baltimore, MD 21249', 56, 245), cap('Business address (street, city, state, ZIP)', 51, 260),
      val('$132,500.00', 56, 513), val('36', 296, 513), cap('Amount requested', 51, 528), cap('# of payments', 291, 528)]));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id', 'business_start_date', 'industry', 'state_region', 'requested_amount'))
      .toEqual(['Andre Abernathy', 'Abernathy Grill', '677608849', '2004-02-28', 'restaurant', 'MD', 132500]);
  });
});

describe('a section\'s heading over a label, on a page of captions under values (issue 36, sets 49 and 50 together)', () => {
  // (Another author's web-form printout, as drawn: a self-made page did not bring the page's reading together.)
  it('"Owner Information" in larger type over "Owner Name" is the section\'s heading, no name: the owner is the one in the inputs over "First Name | Last Name"', async () => {
    const g = await generateIndependent49('lumen_web_form', 500000, { style: 'typed', scan: false });
    const r = await parseStatements([{ name: 'lumen.pdf', bytes: g.pdf }]);
    expect(r.application.applicants?.map((a) => [a.first_name, a.last_name])).toEqual(g.truth.applicants.map((a) => [a.first_name, a.last_name]));
  });

  it('a value over a value in the same type is no label of its own: "Bank Name  Granite State Credit Union" over the routing number answers "Bank Name", and the schedule under them is read', async () => {
    const g = await generateForm('tabula_key_value', 960002, { style: 'typed' });
    const r = await parseStatements([{ name: 'tabula.pdf', bytes: g.pdf }]);
    expect(r.application.payment_frequency).toBe(g.truth.application!.payment_frequency);
  });

  it('"Referred by a partner?" heads the referral card though the card is a box: "Partner name" under it is the card\'s first field, no answer of the heading, and the partner no owner', async () => {
    const g = await generateIndependent50('lumora-capital', 500000, { style: 'typed', scan: false });
    const r = await parseStatements([{ name: 'lumora.pdf', bytes: g.pdf }]);
    expect(r.application.applicants?.map((a) => [a.first_name, a.last_name])).toEqual(g.truth.applicants.map((a) => [a.first_name, a.last_name]));
  });
});

describe('owners as columns beside a side panel (issue 36, set 50)', () => {
  it('the sidebar\'s contact lines between the grid\'s rows, left of its labels, neither join nor end the grid: both owners read', () => {
    const lab = (s: string, y: number) => item(s, 178, y, 'F1', 7.5, s.length * 3.6);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.6);
    const side = (s: string, y: number) => item(s, 24, y, 'F1', 7.5, s.length * 3.6);
    const r = read(pageOf([item('Legal name', 178, 120, 'F1', 7.5, 36), val('Silver Creek Dental PLLC', 272, 121),
      item('About you', 192, 300, 'F2', 11, 50),
      item('Owner 1', 274, 328, 'F2', 7.5, 28), item('Owner 2', 378, 328, 'F2', 7.5, 28), item('Owner 3', 482, 328, 'F2', 7.5, 28),
      side("Grace O'Connor", 320), side('(214) 271-9944', 337), side('grace@silvercreek.com', 355),
      lab('Owner name', 349), val('Bianca L. Brennan', 272, 349), val('Omar M. Baptiste', 376, 349),
      lab('Title', 373), val('Treasurer', 272, 373), val('COO', 376, 373),
      lab('Ownership %', 397), val('75%', 272, 397), val('25%', 376, 397),
      lab('SSN', 421), val('775-74-3071', 272, 421), val('716-86-4071', 376, 421)]));
    expect(owners(r)).toEqual([['Bianca', 'Brennan', 'Treasurer', 75, '775743071'], ['Omar', 'Baptiste', 'COO', 25, '716864071']]);
  });
});
