import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';

// Rules learnt on the nineteenth independent author's brokers (forms made with free online tools: a web form's
// response print, a questionnaire's summary, a phone's note, a letter, numbered cards; issue 36), each on a self-made
// form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8, w = str.length * h * 0.45): TextItem => ({ str, x, y, w, h, font });
const pageOf = (items: TextItem[], d: { boxes?: Rect[]; marks?: Rect[] } = {}): PageText =>
  ({ page: 1, width: 612, height: 792, items, form: { fields: [], marks: d.marks ?? [], rules: [], boxes: d.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]);
const v = (r: ReturnType<typeof read>, ...keys: (keyof ReturnType<typeof read>['fields'])[]) => keys.map((k) => r.fields[k]?.value ?? null);

describe('a note\'s and a web form\'s ways (issue 36)', () => {
  it('a sign instead of a colon ("Legal name = ...", "Addr -> ...", "Legal name ->" apart from its value); "Ask"; "%"', () => {
    const r = read(pageOf([item('Business', 150, 112, 'F2', 14), item('Legal name = Harborview Center LLC', 150, 128, 'F1', 11), item('EIN ->', 150, 147, 'F1', 11),
      item('27-3450206', 188, 146, 'F3', 12), item('Addr -> 5841 Industrial Pkwy, Dayton, OH 45402', 150, 166, 'F1', 11), item('Deal', 150, 200, 'F2', 14),
      item('Ask: 109500', 150, 218, 'F1', 11), item('Owner 1', 150, 250, 'F2', 14), item('Name = Wesley Smith-Jones', 150, 268, 'F1', 11),
      item('Title = Owner', 150, 287, 'F1', 11), item('% = 75%', 150, 306, 'F1', 11)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'state_region', 'requested_amount')).toEqual(['Harborview Center LLC', '273450206', 'OH', 109500]);
    expect(owners(r)).toEqual([['Wesley', 'Smith-Jones', 'Owner', 75]]);
  });

  it('a heading with a dash in it ("Contact - Owner 1") stays a heading: only a kept field\'s label takes a sign for its colon', () => {
    const r = read(pageOf([item('Contact - Owner 1', 176, 297, 'F2', 10), item('Owner Name', 178, 314), item('Grace Gonzalez', 258, 314, 'F3'), item('Title', 383, 314),
      item('President', 463, 314, 'F3'), item('Ownership %', 178, 329), item('100%', 258, 329, 'F3')]));
    expect(owners(r)).toEqual([['Grace', 'Gonzalez', 'President', 100]]);
  });

  it('a required field\'s asterisk after its label; options listed one under the other, the filled one chosen', () => {
    const r = read(pageOf([item('Legal business name *', 86, 204, 'F1', 10), item('Harborview Grooming Inc.', 86, 223, 'F3', 10),
      item('Business address *', 86, 264, 'F1', 10), item('635 Market St Suite 142, Mesa, AZ 85009', 86, 283, 'F3', 10),
      item('Business entity type', 86, 324, 'F1', 10), ...['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'Non-Profit'].map((o, i) => item(o, 106, 344 + i * 16, 'F3', 10)),
      item('Preferred payment schedule', 86, 460, 'F1', 10), ...['Daily', 'Weekly', 'Monthly'].map((o, i) => item(o, 106, 480 + i * 16, 'F3', 10))],
    { boxes: [...[0, 1, 2, 3, 4].map((i) => ({ x0: 86, y0: 336 + i * 16, x1: 96, y1: 346 + i * 16 })), ...[0, 1, 2].map((i) => ({ x0: 86, y0: 472 + i * 16, x1: 96, y1: 482 + i * 16 }))],
      marks: [{ x0: 88, y0: 386, x1: 94, y1: 392 }] }));
    expect(v(r, 'legal_name', 'type_of_entity', 'payment_frequency')).toEqual(['Harborview Grooming Inc.', 'c_corporation', null]);
  });

  it('a question over two lines, its asking and its instruction no part of what it asks; an owner\'s question of two answers', () => {
    const r = read(pageOf([item('WHAT IS THE LEGAL NAME OF YOUR BUSINESS AS IT', 50, 126), item('Summit Store Corp.', 300, 127, 'F3', 10),
      item('APPEARS ON YOUR TAX DOCUMENTS?', 50, 135), item('DO YOU OPERATE UNDER A TRADE NAME (DBA)? IF', 50, 158), item('Summit Express', 300, 159, 'F3', 10),
      item('SO, PLEASE ENTER IT HERE.', 50, 166), item('IN A FEW WORDS, WHAT DOES YOUR BUSINESS DO?', 50, 220), item('Boutique clothing store', 300, 221, 'F3', 10),
      item('IN WHICH STATE WAS THE BUSINESS ORIGINALLY', 50, 304), item('Arizona', 300, 305, 'F3', 10), item('REGISTERED OR INCORPORATED?', 50, 312),
      item('WHAT IS THE STREET ADDRESS WHERE THE', 50, 335), item('1810 Main St Suite 270, Peoria, IL 64704', 300, 336, 'F3', 10), item('BUSINESS OPERATES DAY TO DAY?', 50, 343),
      item('Owners', 50, 400, 'F2', 12), item('Owner 1: full name *', 86, 430, 'F1', 10), item('Mei C. Okafor', 86, 449, 'F3', 10),
      item('Owner 1: title / ownership %', 86, 490, 'F1', 10), item('Owner / 100%', 86, 509, 'F3', 10)]));
    expect(v(r, 'legal_name', 'trade_name', 'industry', 'state_region')).toEqual(['Summit Store Corp.', 'Summit Express', 'retail_general', 'IL']);
    expect(owners(r)).toEqual([['Mei', 'Okafor', 'Owner', 100]]);
  });

  it('a letter\'s sentences: "Our business,", "We run a", "business at", "and operating since", "We respectfully request"', () => {
    const r = read(pageOf([item('Dear Funding Team,', 60, 203), item('Our business,', 60, 225), item('Copper Kettle Truck L.L.C.', 121, 224, 'F3', 10, 116),
      item(', is an', 242, 225), item('LLC', 270, 224, 'F3', 10), item('formed in', 296, 225), item('North Carolina', 341, 224, 'F3', 10, 64), item('and operating since', 413, 225),
      item('January 26, 2022', 61, 241, 'F3', 10, 77), item('. We run a', 143, 242), item('food truck', 190, 241, 'F3', 10, 43), item('business at', 241, 242),
      item('6767 Commerce Blvd, Pueblo, CO 89481', 290, 241, 'F3', 10, 184), item('We respectfully request', 60, 322), item('$193,500', 163, 321, 'F3', 10, 41),
      item('in working capital for: marketing campaign.', 212, 322)]));
    expect(v(r, 'legal_name', 'type_of_entity', 'business_start_date', 'industry', 'state_region', 'requested_amount'))
      .toEqual(['Copper Kettle Truck L.L.C.', 'llc', '2022-01-26', 'food_truck_catering', 'CO', 193500]);
  });

  it('a section\'s number printed before its heading: the section starts where its number does', () => {
    const r = read(pageOf([item('Business details', 84, 90, 'F2', 12), item('2', 63, 90, 'F2', 12), item('Business phone', 60, 120), item('(555) 201-3344', 62, 130, 'F3', 10),
      item('Owner 1', 84, 459, 'F2', 12), item('3', 63, 459, 'F2', 12), item('Full name', 60, 479), item('Title', 316, 479), item('Colleen Haddad', 62, 491, 'F3', 10),
      item('Sole Owner', 318, 491, 'F3', 10), item('Ownership %', 60, 509), item('100%', 62, 521, 'F3', 10)]));
    expect(owners(r)).toEqual([['Colleen', 'Haddad', 'Sole Owner', 100]]);
  });
});
