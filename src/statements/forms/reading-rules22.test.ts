import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { labelOf } from './labels.ts';

const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const cap = (t: string, x: number, y: number) => item(t, x, y, 'F1', 5.5, t.length * 2.6);
const val = (t: string, x: number, y: number) => item(t, x, y, 'F3', 9.5, t.length * 4.6);

// Rules learnt on earlier sets' leftovers and on sets 45-48 at first sight (issue 36), each on a self-made page.
describe('leftovers and sets 45-48 (issue 36)', () => {
  it('a heading alone on a band across a page\'s top, "CO-SIGNER / PERSONAL GUARANTOR (NOT AN OWNER)", heads its section: no page title', () => {
    const one = pageOf([item('OWNER / GUARANTOR', 43, 60, 'F2', 9, 100), cap('Full Name', 41, 72), val('Derek A. Fontaine', 43, 84),
      cap('Title', 330, 72), val('Owner', 332, 84), cap('Ownership %', 470, 72), val('100%', 472, 84)],
    { boxes: [box(39, 50, 573, 63), box(39, 65, 325, 88), box(325, 65, 465, 88), box(465, 65, 573, 88)] });
    const two = { ...pageOf([item('CO-SIGNER / PERSONAL GUARANTOR (NOT AN OWNER)', 43, 52, 'F2', 9, 234),
      cap('Name', 41, 64), val('Robert Fontaine', 43, 76), cap('Relationship', 330, 64), val('Guarantor', 332, 76), cap('SSN', 470, 64), val('XXX-XX-6830', 472, 76),
      cap('Employer', 41, 88), val('County School District', 43, 100), cap('Annual Income', 330, 88), val('$168,800', 332, 100)],
    { boxes: [box(39, 43, 573, 57), box(39, 58, 325, 80), box(325, 58, 465, 80), box(465, 58, 573, 80), box(39, 80, 325, 103), box(325, 80, 573, 103)] }), page: 2 };
    expect(owners(read(one, two))).toEqual([['Derek', 'Fontaine', 'Owner', 100, null]]);
  });

  it('a heading in a side panel, "ISO / BROKER USE ONLY" in the top right corner, heads that panel only: not the address row under it', () => {
    const r = read(pageOf([item('ISO / BROKER USE ONLY', 415, 33, 'F2', 7, 67), item('ISO:', 415, 42, 'F1', 7, 13), item('Meridian Business Funding', 434, 42, 'F3', 8, 127),
      item('Rep:', 415, 51, 'F1', 7, 13), item('Shonda Brannigan', 434, 51, 'F3', 8, 72),
      cap('Carrier Legal Name', 32, 91), val('Red River Freightways LLC', 33, 101), cap('Federal Tax ID (EIN)', 192, 112), val('31-1466841', 193, 122),
      cap('Physical / Terminal Address', 32, 133), cap('City', 282, 133), cap('State', 412, 133), cap('Zip', 472, 133),
      val('820 Depot St', 33, 143), val('Tulsa', 283, 143), val('OK', 413, 143), val('74110', 473, 143)],
    { boxes: [box(408, 22, 582, 58)] }));
    expect(v(r, 'legal_name', 'business_tax_id', 'state_region')).toEqual(['Red River Freightways LLC', '311466841', 'OK']);
  });

  it('things owned counted ("Power Units Owned", "Acres Owned") ask how many, no owner\'s share', () => {
    for (const t of ['Power Units Owned', 'Acres Owned']) expect(labelOf(t)?.field ?? null, t).not.toBe('owner_ownership');
    for (const t of ['Owned', '% Owned', 'Percent Owned', 'Shares Owned']) expect(labelOf(t)?.field, t).toBe('owner_ownership');
  });

  it('"Began Farming (date)" asks when the business started; "Service Line", "Dealer Type", "Provider Type" ask what it does', () => {
    expect(labelOf('Began Farming (date)')?.field).toBe('business_start_date');
    for (const t of ['Service Line', 'Dealer Type', 'Provider Type']) expect(labelOf(t)?.field, t).toBe('industry');
  });

  it('a check glyph set a glyph high, its foot on its box\'s top (ZapfDingbats typed without an ascent), ticks that box', () => {
    const sq = (x: number) => box(x, 137, x + 8, 145);
    const r = read(pageOf([cap('Legal Name', 33, 100), val('Midway Motors LLC', 33, 112),
      item('Business Type:', 33, 143, 'F2', 7, 46), item('✔', 139.4, 134, 'F9', 5.1, 6.8),
      item('Corporation', 97, 143, 'F1', 7, 34), item('LLC', 148, 143, 'F1', 7, 12), item('S-Corp', 177, 143, 'F1', 7, 21), item('Partnership', 215, 143, 'F1', 7, 34)],
    { boxes: [sq(87.5), sq(138.6), sq(167.5), sq(205.3)] }));
    expect(v(r, 'type_of_entity')).toEqual(['llc']);
  });

  it('a hand\'s X overshooting its checkbox at the foot of a value is no caret: the line over that value is no insertion in it', () => {
    const r = read(pageOf([item('Legal name:', 36, 170, 'F1', 8, 40), item('Stonebridge Little Learners, L.L.C.', 165, 172, 'F3', 11.5, 170),
      item('Nature of business (SIC description):', 36, 199, 'F1', 8, 119), item('Daycare center', 165.7, 202, 'F3', 11.5, 72.6),
      item('Contact person for this application:', 36, 220, 'F1', 8, 113), item('James Ivanova', 160, 222, 'F3', 11.5, 70),
      item('Type of organization:', 36, 240, 'F1', 8, 70), item('Corp.', 150, 240, 'F1', 8, 18), item('LLC', 211, 240, 'F1', 8, 14)],
    { boxes: [box(138, 232, 146, 240), box(199, 232, 207, 240)], marks: [box(195, 223, 208, 235)] }));
    expect(v(r, 'industry', 'type_of_entity')).toEqual(['childcare', 'llc']);
  });
});
