import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-sixth author's forms (issue 36): industry-focused brokers' applications (a practice
// funder's two columns with dotted leaders, a Canadian French-first form, a one-page fast app); each on a self-made
// page here.

describe('an owner\'s number with the owner\'s name written far along its line (issue 36, set 56)', () => {
  it('"Guarantor 1 .... Naomi Fairbanks" is a label of that guarantor\'s name, no heading over the rows under it', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
    const val = (s: string, x: number, y: number) => item(s, x, y - 2, 'F2', 10, s.length * 4.8);
    const r = read(pageOf([lab('Company', 40, 100), val('Harborview Optics LLC', 150, 100),
      item('GUARANTORS', 40, 300, 'F3', 9, 80),
      lab('Guarantor 1', 40, 320), val('Naomi Fairbanks', 150, 320), lab('Position', 330, 320), val('President', 430, 320),
      lab('Percent owned', 40, 340), val('70%', 150, 340),
      lab('Guarantor 2', 40, 380), val('Omar K. Lindqvist', 150, 380), lab('Position', 330, 380), val('Secretary', 430, 380),
      lab('Percent owned', 40, 400), val('30%', 150, 400), lab('SSN', 40, 420), val('512-44-9087', 150, 420)]));
    expect(owners(r)).toEqual([['Naomi', 'Fairbanks', 'President', 70, null], ['Omar', 'Lindqvist', 'Secretary', 30, '512449087']]);
  });
});

describe('two columns of labels beside their values, far apart (issue 36, set 56)', () => {
  it('"Organized as ... LLC" over "W-9 on file ... Yes": the entity is LLC, not the next row\'s label under it', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
    const val = (s: string, x: number, y: number) => item(s, x, y - 3, 'F2', 11, s.length * 5);
    const r = read(pageOf([lab('Company', 40, 100), val('Brightwater Vision Center', 170, 100),
      lab('Trade name', 40, 120), val('Brightwater Eyes', 170, 120), lab('Organized as', 330, 120), val('LLC', 470, 120),
      lab('Industry', 40, 138), val('Optometry', 170, 138), lab('W-9 on file', 330, 138), val('Yes', 470, 138)]));
    expect(v(r, 'type_of_entity', 'trade_name')).toEqual(['llc', 'Brightwater Eyes']);
  });
});

describe('a payment and its number written as one product (issue 36, set 56)', () => {
  it('"Installment / # of installments: 1,240.50 × 48" gives the payment and the number of payments', () => {
    const r = read(pageOf([item('Business name:', 40, 100, 'F1', 9, 60), item('Linden Row Dental Group, PLLC', 110, 100, 'F2', 10, 140),
      item('TERMS', 40, 200, 'F3', 10, 40),
      item('Amount wanted:', 40, 220, 'F1', 9, 62), item('85,000', 110, 220, 'F2', 10, 32),
      item('Installment / # of installments:', 40, 240, 'F1', 9, 128), item('1,240.50 × 48', 175, 240, 'F2', 10, 62)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual([85000, 1240.5, 48]);
  });
});

describe('a row of kinds of business to tick, under a label we do not know (issue 36, set 56)', () => {
  it('"Shop category (tick one)" over "[ ] Auto repair [X] Car wash [ ] Dry cleaner": the industry is the one ticked', () => {
    const opts = ['Auto repair', 'Car wash', 'Dry cleaner', 'Barber shop'];
    const items = [item('Business legal name', 40, 90, 'F1', 7, 70), item('Suds & Shine LLC', 40, 102, 'F2', 10, 80),
      item('Shop category (tick one)', 40, 130, 'F1', 7, 80), item('X', 152, 145, 'F2', 9, 6)];
    const boxes = opts.map((_, i) => ({ x0: 40 + i * 110, y0: 136, x1: 50 + i * 110, y1: 146 }));
    opts.forEach((o, i) => items.push(item(o, 54 + i * 110, 145, 'F1', 8, o.length * 3.8)));
    const r = read(pageOf(items, { boxes }));
    expect(v(r, 'industry')).toEqual(['car_wash']);
  });
});

describe('a bare "Number" with the kinds of number to tick right under it (issue 36, set 56)', () => {
  it('"No. / Number  812 345 678" over "[X] BN  [ ] SIN": the business number, typed by the box ticked', () => {
    const r = read(pageOf([item('Company name:', 40, 100, 'F1', 8, 56), item('Tamarack Tire Ltd.', 120, 100, 'F2', 10, 84),
      item('No. / Number', 40, 122, 'F1', 8, 50), item('812 345 678', 120, 122, 'F2', 10, 55),
      item('X', 42, 135, 'F2', 8, 5), item('BN', 54, 135, 'F1', 8, 10), item('SIN', 84, 135, 'F1', 8, 14)],
      { boxes: [{ x0: 40, y0: 127, x1: 49, y1: 136 }, { x0: 72, y0: 127, x1: 81, y1: 136 }] }));
    expect(v(r, 'business_tax_id', 'business_tax_id_type')).toEqual(['812345678', 'BN']);
  });
});

describe('the state a licence was issued in (issue 36, set 56)', () => {
  it('"Licence State  NV" before the address\'s "State  AZ": the business is in Arizona', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.4);
    const val = (s: string, x: number, y: number) => item(s, x, y + 11, 'F2', 10, s.length * 5);
    const r = read(pageOf([lab('Legal name', 40, 80), val('Copperline Roofing LLC', 40, 80),
      lab('Permit no.', 40, 110), val('R-55821', 40, 110), lab('Licence State', 200, 110), val('NV', 200, 110),
      lab('Street', 40, 140), val('88 Saguaro Way', 40, 140), lab('Town', 200, 140), val('Mesa', 200, 140),
      lab('State', 300, 140), val('AZ', 300, 140), lab('Zip', 360, 140), val('85201', 360, 140)]));
    expect(v(r, 'state_region')).toEqual(['AZ']);
  });
});

describe('a title asked only in the signature block (issue 36, set 56)', () => {
  it('an owner line asking name and share, the title only beside the printed name under the signature: the owner\'s role', () => {
    const r = read(pageOf([item('Company', 40, 90, 'F1', 9, 40), item('Redtail Courier Inc.', 100, 90, 'F2', 10, 95),
      item('PRINCIPAL', 40, 130, 'F3', 9, 50),
      item('Full name', 40, 150, 'F1', 9, 40), item('Imani Okoro', 100, 150, 'F2', 10, 55), item('Share', 260, 150, 'F1', 9, 25), item('100%', 300, 150, 'F2', 10, 25),
      item('Signature', 40, 261, 'F1', 8, 40), item('Imani Okoro', 40, 290, 'F2', 10, 55), item('President', 300, 290, 'F2', 10, 45),
      item('Printed name', 40, 302, 'F1', 8, 50), item('Title', 300, 302, 'F1', 8, 20), item('04/11/2025', 460, 290, 'F2', 10, 50), item('Date', 460, 302, 'F1', 8, 18)],
    { rules: [{ x0: 40, y0: 251, x1: 220, y1: 252 }, { x0: 40, y0: 293, x1: 220, y1: 294 }, { x0: 300, y0: 293, x1: 440, y1: 294 }, { x0: 460, y0: 293, x1: 570, y1: 294 }] }));
    expect(owners(r)).toEqual([['Imani', 'Okoro', 'President', 100, null]]);
  });
});

describe('the signer named beside the only title asked (issue 36, set 56)', () => {
  it('two owners asked name and share; the block under the signature names the first one and his title: his role', () => {
    const r = read(pageOf([item('Company', 40, 90, 'F1', 9, 40), item('Redtail Courier Inc.', 100, 90, 'F2', 10, 95),
      item('PRINCIPAL', 40, 130, 'F3', 9, 50),
      item('Full name', 40, 150, 'F1', 9, 40), item('Imani Okoro', 100, 150, 'F2', 10, 55), item('Share', 260, 150, 'F1', 9, 25), item('55%', 300, 150, 'F2', 10, 20),
      item('SECOND PRINCIPAL', 40, 180, 'F3', 9, 80),
      item('Full name', 40, 200, 'F1', 9, 40), item('Tomas Reyes', 100, 200, 'F2', 10, 55), item('Share', 260, 200, 'F1', 9, 25), item('45%', 300, 200, 'F2', 10, 20),
      item('Signature', 40, 261, 'F1', 8, 40), item('Imani Okoro', 40, 290, 'F2', 10, 55), item('President', 300, 290, 'F2', 10, 45),
      item('Printed name', 40, 302, 'F1', 8, 50), item('Title', 300, 302, 'F1', 8, 20), item('04/11/2025', 460, 290, 'F2', 10, 50), item('Date', 460, 302, 'F1', 8, 18)],
    { rules: [{ x0: 40, y0: 251, x1: 220, y1: 252 }, { x0: 40, y0: 293, x1: 220, y1: 294 }, { x0: 300, y0: 293, x1: 440, y1: 294 }, { x0: 460, y0: 293, x1: 570, y1: 294 }] }));
    expect(owners(r)).toEqual([['Imani', 'Okoro', 'President', 55, null], ['Tomas', 'Reyes', null, 45, null]]);
  });
});

describe('a page of signatures after the owners\' page (issue 36, set 56 mended for set 31)', () => {
  it('the signer\'s printed name and title on a page asking no owner repeat the owner asked before: no owner more', () => {
    const p1 = pageOf([item('Company', 40, 90, 'F1', 9, 40), item('Redtail Courier Inc.', 100, 90, 'F2', 10, 95),
      item('PRINCIPAL', 40, 130, 'F3', 9, 50),
      item('First name', 40, 150, 'F1', 9, 45), item('Imani', 100, 150, 'F2', 10, 28), item('Last name', 200, 150, 'F1', 9, 42), item('Okoro', 260, 150, 'F2', 10, 28),
      item('Title', 40, 170, 'F1', 9, 22), item('President', 100, 170, 'F2', 10, 45), item('Share', 200, 170, 'F1', 9, 25), item('100%', 260, 170, 'F2', 10, 25)]);
    const p2 = { ...pageOf([item('Owner / Guarantor #1', 40, 240, 'F3', 9, 90),
      item('Signature', 40, 261, 'F1', 8, 40), item('Imani N. Okoro', 40, 290, 'F2', 10, 70), item('President', 300, 290, 'F2', 10, 45),
      item('Printed name', 40, 302, 'F1', 8, 50), item('Title', 300, 302, 'F1', 8, 20), item('04/11/2025', 460, 290, 'F2', 10, 50), item('Date', 460, 302, 'F1', 8, 18)],
    { rules: [{ x0: 40, y0: 251, x1: 220, y1: 252 }, { x0: 40, y0: 293, x1: 220, y1: 294 }, { x0: 300, y0: 293, x1: 440, y1: 294 }, { x0: 460, y0: 293, x1: 570, y1: 294 }] }), page: 2 };
    expect(owners(read(p1, p2))).toEqual([['Imani', 'Okoro', 'President', 100, null]]);
  });
});
