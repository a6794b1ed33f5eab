import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-fourth author's forms (issue 36): word processors' and spreadsheets' forms of small
// brokers; each on a self-made page here.

describe('a leader of dots set a space apart (issue 36, set 54)', () => {
  it('"Company name . . . . . . .   Bayside Bakery LLC": the spaced dots are the leader to the value, no words of the label', () => {
    const lab = (s: string, y: number) => item(`${s} ${' .'.repeat(Math.round((150 - s.length * 4.4) / 4.6)).trim()}`, 48, y, 'F1', 10, 150);
    const val = (s: string, y: number) => item(s, 214, y, 'F3', 10, s.length * 5.5);
    const r = read(pageOf([item('Merchant Profile', 48, 60, 'F2', 12, 110),
      lab('Company name', 90), val('Bayside Bakery LLC', 90),
      lab('Federal EIN', 108), val('84-2219305', 108),
      lab('Funding sought', 126), val('$60,000', 126),
      item('Principal', 48, 170, 'F2', 12, 70),
      lab('Principal name', 190), val('Nadia Ferreira', 190),
      lab('Position', 208), val('Managing Member', 208),
      lab('Percent owned', 226), val('100%', 226),
      lab('SSN', 244), val('512-44-0983', 244)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'requested_amount')).toEqual(['Bayside Bakery LLC', '842219305', 60000]);
    expect(owners(r)).toEqual([['Nadia', 'Ferreira', 'Managing Member', 100, '512440983']]);
  });
});

describe('a web address begun and left open (issue 36, set 54)', () => {
  it('"Web site  http://" printed for the applicant to finish, left blank, spoils no reading of the page', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 9, s.length * 4.2);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 10, s.length * 5.5);
    const r = read(pageOf([item('Company Details', 40, 60, 'F2', 12, 100),
      lab('Registered business name', 40, 90), val('Tidewater Cabinets Inc.', 180, 90),
      lab('Web site', 40, 110), lab('http://', 180, 110),
      lab('Amount requested', 40, 130), val('$45,000', 180, 130),
      item('Online: www.', 40, 150, 'F1', 9, 50)]));
    expect(v(r, 'legal_name', 'requested_amount')).toEqual(['Tidewater Cabinets Inc.', 45000]);
  });
});
