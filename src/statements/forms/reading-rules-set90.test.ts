import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the ninetieth author's forms for the smallest merchants (issue 36): sole proprietors, partners and
// home-based businesses, asked in the plain words of "you" and "your"; each on a self-made page here.

const lab = (t: string, x: number, y: number) => item(t, x, y, 'F1', 8, t.length * 3.6);
const val = (t: string, x: number, y: number) => item(t, x, y, 'F2', 10, t.length * 5);
const num = (t: string, x: number, y: number) => item(t, x, y, 'F3', 8, t.length * 4.8);

describe('a form asking "you" (issue 36, set 90)', () => {
  it('"Your full name" is the applicant\'s own name: the owner\'s, beside the business\'s name on its tax return', () => {
    const r = read(pageOf([lab('Your household', 40, 30), lab('Your business', 320, 30),
      lab('Your full name', 40, 50), lab('Business name on your tax return', 320, 50),
      val('Jerome Esposito', 42, 64), val('Evergreen Yard Works LLC', 322, 64),
      lab('Your role in the business', 40, 84), val('Owner', 42, 98)]));
    expect(v(r, 'legal_name')).toEqual(['Evergreen Yard Works LLC']);
    expect(owners(r)).toEqual([['Jerome', 'Esposito', 'Owner', null, null]]);
  });

  it('"Name your customers know you by" is the trade name, and the share under "% you own" beside it is the owner\'s', () => {
    const r = read(pageOf([lab('Your full name', 40, 50), lab('Business name on your tax return', 320, 50),
      val('Jerome Esposito', 42, 64), val('Jerome Esposito', 322, 64),
      lab('Your role in the business', 40, 84), lab('% you own', 180, 84), lab('Name your customers know you by (if different)', 320, 84),
      val('Owner', 42, 98), val('100', 182, 98), val('Evergreen Yard Works', 322, 98)]));
    expect(v(r, 'legal_name', 'trade_name')).toEqual(['Jerome Esposito', 'Evergreen Yard Works']);
    expect(owners(r)).toEqual([['Jerome', 'Esposito', 'Owner', 100, null]]);
  });

  it('a question\'s number before "% of the business you own" is no figure the "%" belongs to: the label is whole', () => {
    const r = read(pageOf([num('1', 50, 50), lab('Legal name of the business', 64, 50), val('Haddad Barbering LLC', 66, 62),
      num('11', 318, 50), lab('Your name', 334, 50), val('Jasmine Haddad', 336, 62),
      num('12', 318, 84), lab('Your title', 334, 84), val('Owner', 336, 96),
      num('13', 318, 118), lab('% of the business you own', 334, 118), val('100 %', 336, 130)]));
    expect(owners(r)).toEqual([['Jasmine', 'Haddad', 'Owner', 100, null]]);
  });

  it('"Taxpayer ID used for the business" is the business\'s tax ID, "Date you started" its start', () => {
    const r = read(pageOf([lab('Business name on your tax return', 40, 50), val('Evergreen Yard Works LLC', 42, 64),
      lab('Taxpayer ID used for the business', 40, 84), val('76-3350504', 42, 98),
      lab('Date you started', 40, 118), val('06-10-2019', 42, 132)]));
    expect(v(r, 'business_tax_id', 'business_start_date')).toEqual(['763350504', '2019-06-10']);
  });

  it('in a card of labels side by side, each over its own input box, a blank box\'s label takes nothing from the box beside', () => {
    const card = { x0: 39, y0: 523, x1: 573, y1: 598 }, boxes = [card, ...[[48, 169], [180, 301], [312, 565]].map(([x0, x1]) => ({ x0: x0!, y0: 545, x1: x1!, y1: 562 }))];
    const r = read(pageOf([lab('Legal business name', 48, 40), val('Evergreen Yard Works LLC', 50, 52), lab('Your request', 58, 530),
      lab('How much do you need?', 48, 542), lab('Requested payment amount', 180, 542), lab('What is it for?', 312, 542),
      val('$5,000', 53, 556), val('Marketing', 317, 556)], { boxes }));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([5000, null]);
  });

  it('"Your household" heads the applicant\'s own part: the home address there is no business address', () => {
    const head = (t: string, x: number, y: number) => item(t, x, y, 'F3', 10, t.length * 5);
    const r = read(pageOf([head('Your household', 58, 30), head('Your business', 332, 30),
      lab('Your full name', 48, 50), lab('Business name on your tax return', 322, 50), val('Jerome Esposito', 53, 64), val('Evergreen Yard Works LLC', 327, 64),
      lab('Home street address', 48, 84), lab('Street', 322, 84), val('2692 Industrial Pkwy', 53, 98), val('8352 Cedar Ln', 327, 98),
      lab('City / State / ZIP', 48, 118), lab('City / State / ZIP', 322, 118), val('Baton Rouge, LA 70805', 53, 132), val('Orlando, FL 32805', 327, 132)]));
    expect(v(r, 'state_region')).toEqual(['FL']);
  });

  it('"Amount you would like:" asks the amount requested', () => {
    const r = read(pageOf([lab('Legal business name:', 40, 40), val('Evergreen Yard Works LLC', 130, 40),
      item('3. Your Request', 40, 80, 'F3', 10, 75), item('Amount you would like: $12,000', 40, 100, 'F1', 8, 120)]));
    expect(v(r, 'requested_amount')).toEqual([12000]);
  });

  it('a carrier\'s "Type of hauling" asks what the business does', () => {
    const r = read(pageOf([lab('Carrier legal name', 40, 40), val('Ibrahim Services LLC', 160, 40), lab('Type of hauling', 40, 60), val('Dump truck hauling', 160, 60)]));
    expect(v(r, 'industry')).toEqual(['trucking_local']);
  });
});
