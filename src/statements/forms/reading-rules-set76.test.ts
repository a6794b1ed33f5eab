import { describe, expect, it } from 'vitest';
import type { PageText } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the seventy-sixth author's forms (issue 36): small brokers' home-made word-processor templates
// ("Label: ______" lines with the values typed or written over the underscores, dot leaders, ALL-CAPS labels,
// abbreviations, one line per owner "Owner: ___ Title: ___ %: ___ SS#: ___"); each on a self-made page here.

const BLANK = (n: number) => '_'.repeat(n);
/** A label and its blank typed as one run in the template's font, as a word processor sets "Owner: _____". */
const slot = (label: string, n: number, x: number, y: number, w: number) => item(`${label} ${BLANK(n)}`, x, y, 'F1', 9.5, w);
const field = (value: string, x0: number, y0: number, x1: number) => ({ name: `f${x0}-${y0}`, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 13 } });
const withFields = (page: PageText, fields: ReturnType<typeof field>[]) => ({ ...page, form: { ...page.form!, fields } }) as PageText;

describe('owners one line each on a word-processor template (issue 36, set 76)', () => {
  // Heartland's rows: "Owner: ____ Title: ____ %: ____ SS#: ____" over "D.O.B.: ____ Home: ____".
  const rows = (y: number) => [slot('Owner:', 32, 58, y, 183.5), slot('Title:', 17, 248, y, 104), slot('%:', 6, 358, y, 42), slot('SS#:', 27, 408, y, 149),
    slot('D.O.B.:', 19, 58, y + 18, 123), slot('Home:', 72, 188, y + 18, 371)];

  it('"Owner:" and "Home:" opening every other line of a fillable form: a form\'s rows of fields, no chat between two senders', () => {
    const page = withFields(pageOf([item('Part III - Principals (each owner of 20% or more)', 48, 420, 'F2', 10, 212), ...rows(437), ...rows(477)]), [
      field('Kevin Delgado', 89, 428, 243), field('Managing Member', 271, 428, 353), field('60', 372, 428, 403), field('375-54-7040', 429, 428, 559),
      field('9/25/1970', 91, 446, 183), field('7885 Highway 61, Columbus, OH 43205', 217, 446, 559),
      field('Walter S. Okafor', 89, 468, 243), field('Partner', 271, 468, 353), field('40', 372, 468, 403), field('638-08-2715', 429, 468, 559),
      field('3/24/1967', 91, 486, 183), field('868 Airport Rd, Columbus, OH 43231', 217, 486, 559)]);
    expect(owners(read(page))).toEqual([['Kevin', 'Delgado', 'Managing Member', 60, '375547040'], ['Walter', 'Okafor', 'Partner', 40, '638082715']]);
  });

  it('"Kevin Delgado" typed over the underscores of "Owner: ______" in the label\'s font: the owner\'s name, not a word of the blank', () => {
    // (Each value typed right after its label's run, as the template is filled in field by field.)
    const typed = (t: string, x: number, y: number) => item(t, x, y, 'F1', 9.5, t.length * 4.6);
    const [owner, title, share, ssn, dob, home] = rows(437);
    const page = pageOf([item('Part III - Principals (each owner of 20% or more)', 48, 420, 'F2', 10, 212),
      owner!, typed('Kevin Delgado', 91.5, 437), title!, typed('Managing Member', 273.3, 437), share!, typed('60', 373.6, 437),
      ssn!, typed('375-54-7040', 431, 437), dob!, typed('9/25/1970', 92.8, 455), home!]);
    expect(owners(read(page))).toEqual([['Kevin', 'Delgado', 'Managing Member', 60, '375547040']]);
  });

  it('"%:" with "50" written just after it, "SS#:" a little further: the share, no line\'s number before the next label', () => {
    const lab = (t: string, x: number) => item(t, x, 333, 'F1', 8, t.length * 4.6);
    const hand = (t: string, x: number, w: number) => item(t, x, 333.4, 'F2', 11, w);
    const r = read(pageOf([item('SECTION 3 - OWNERS (one line per owner)', 52, 316, 'F1', 8, 173),
      lab('Owner:', 48), lab('Title:', 213), lab('%:', 313), lab('SS#:', 358), lab('FICO:', 478),
      hand('Jennifer McAllister', 84, 77), hand('CEO', 241, 17), hand('50', 332, 10), hand('490-88-0115', 385, 50), hand('762', 509, 15)]));
    expect(owners(r)).toEqual([['Jennifer', 'McAllister', 'CEO', 50, '490880115']]);
  });
});

describe('the business\'s lines of a home-made template (issue 36, set 76)', () => {
  it('"Rent/Mtg Pmt: $ 7,150.00" beside the landlord: the premises\' rent, no payment asked', () => {
    const lab = (t: string, x: number, y: number) => item(t, x, y, 'F1', 9, t.length * 4.2);
    const val = (t: string, x: number, y: number) => item(t, x, y, 'F2', 10, t.length * 5);
    const r = read(pageOf([lab('Business Legal Name:', 48, 100), val('Bayou Home Care, Inc.', 150, 100),
      lab('Amt Requested: $', 48, 130), val('135,000.00', 130, 130),
      lab('Landlord Phone:', 48, 160), val('(717) 249-2309', 120, 160), lab('Rent/Mtg Pmt: $', 240, 160), val('7,150.00', 310, 160)]));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([135000, null]);
  });

  it('"Fed Tax ID#: 26-9758511" under "Legal Bus. Name:" in a one-pager\'s first lines: the merchant\'s number, no letterhead\'s', () => {
    const line = (t: string, x: number, y: number) => item(t, x, y, 'F1', 9.5, t.length * 4.8);
    const r = read(pageOf([item('Granite State Funding Group', 48, 48, 'F2', 16, 219), line('ISO: MICHAEL ABERNATHY', 360, 44),
      line('Legal Bus. Name: HARBOR FLOWERS PARTNERS', 48, 91), line('Fed Tax ID#: 26-9758511', 48, 112),
      line('Bus. Addr.: 3726 INDUSTRIAL PKWY, MANCHESTER, NH 03133', 48, 133), line('Bus. Ph.: (603) 447-9595', 48, 154),
      line('Email: HARBORFLOWERS@OUTLOOK.COM', 348, 154)]));
    expect(v(r, 'business_tax_id')).toEqual(['269758511']);
  });

  it('"Funder | Orig. Amt | Bal. | Pmt | Freq" over a funder\'s row: another funder\'s terms, no payment asked', () => {
    const cap = (t: string, x: number) => item(t, x, 319, 'F1', 8, t.length * 4.2);
    const cell = (t: string, x: number) => item(t, x, 335, 'F2', 9, t.length * 4.8);
    // (Drawn as a grid under the owners' lines: a box round each caption and each cell.)
    const xs = [48, 218, 308, 398, 488, 564];
    const grid = [[310, 324], [324, 341]].flatMap(([y0, y1]) => xs.slice(0, -1).map((x0, k) => ({ x0, x1: xs[k + 1]!, y0: y0!, y1: y1! })));
    const r = read(pageOf([item('Amt Requested: $ 120,000.00', 48, 196, 'F1', 9.5, 125), item('OWNERS (all 20%+)', 48, 221, 'F1', 9.5, 89),
      item('1. Owner: ANTHONY SMITH-REYES', 48, 238, 'F1', 9.5, 155), item('Other MCA Balances (list all - incl. loans):', 48, 302, 'F1', 9.5, 187),
      cap('Funder', 51), cap('Orig. Amt', 221), cap('Bal.', 311), cap('Pmt', 401), cap('Freq', 491),
      cell('PEARL STREET FUNDING', 51), cell('75,000', 221), cell('22,566.69', 311), cell('625.50', 401), cell('DAILY', 491)], { boxes: grid }));
    expect(v(r, 'requested_amount', 'requested_payment', 'payment_frequency')).toEqual([120000, null, null]);
  });

  it('"AMT REQUESTED: $ ____ USE OF FUNDS ____" with "80,000" and "Expansion" typed over the blanks: the amount is the first blank\'s', () => {
    const typed = (t: string, x: number) => item(t, x, 266.5, 'F1', 9.5, t.length * 4.4);
    const r = read(pageOf([item(`AMT REQUESTED: $ ${BLANK(28)}`, 48, 267, 'F1', 9, 213), typed('80,000', 136.9),
      item(`USE OF FUNDS ${BLANK(52)}`, 268, 267, 'F1', 9, 288), typed('Expansion', 292.5)]));
    expect(v(r, 'requested_amount')).toEqual([80000]);
  });

  it('"NATURE OF BUSINESS: ______ E-MAIL: ______" with a fillable field on each blank: the industry is the first field', () => {
    const page = withFields(pageOf([item(`NATURE OF BUSINESS: ${BLANK(43)}`, 48, 246, 'F1', 9, 293), item(`E-MAIL: ${BLANK(38)}`, 348, 246, 'F1', 9, 208)]),
      [field('Dry Cleaner', 147, 236, 342), field('magnoliacleaners@aol.com', 385, 236, 558)]);
    expect(v(read(page), 'industry')).toEqual(['dry_cleaning']);
  });

  it('a hand\'s "Inc." begun over the "):" of "Entity (Inc., LLC, etc.):": the entity written after the label', () => {
    const r = read(pageOf([item('Business Legal Name:', 48, 113, 'F1', 8.8, 85), item('Bayou Home Care, Inc.', 140, 114, 'F2', 11.2, 95),
      item('Entity (Inc., LLC, etc.):', 298, 113, 'F1', 8.8, 101), item('Inc.', 392, 114.2, 'F2', 11.2, 14),
      item('State:', 48, 133, 'F1', 8.8, 22), item('PA', 75, 134, 'F2', 11.2, 12)]));
    expect(v(r, 'type_of_entity')).toEqual(['c_corporation']);
  });
});
