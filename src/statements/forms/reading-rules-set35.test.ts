import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the thirty-fifth author's forms (issue 36): franchisees and businesses with affiliated companies
// (a parent with its own EIN, other locations, owners' lists holding a company beside the individual owners).
const head = (y: number, id = 'SSN') => [item('Owner Name', 40, y, 'F1', 8, 43), item('Title', 240, y, 'F1', 8, 16), item('% Owned', 330, y, 'F1', 8, 30), item(id, 420, y, 'F1', 8, id.length * 4)];
const row = (y: number, name: string, title: string, share: string, id: string) => [item(name, 42, y, 'F3', 10, name.length * 5), item(title, 242, y, 'F3', 10, title.length * 5),
  item(share, 332, y, 'F3', 10, 18), item(id, 422, y, 'F3', 10, 50)];
const business = [item('Legal Business Name', 40, 60, 'F1', 8, 72), item('Lone Star Ventures LLC', 42, 74, 'F3', 10, 110)];

describe('franchisees and affiliated companies (issue 36, set 35)', () => {
  it('a company among the owners is no applicant: the individual owners are, each with their own row', () => {
    const r = read(pageOf([...business, item('OWNERS', 40, 110, 'F2', 10, 40), ...head(130),
      ...row(146, 'Lone Star Holdings, LLC', 'Member', '60%', ''), ...row(162, 'Anh Huang', 'CEO', '25%', '036-06-6422'), ...row(178, 'Chen O\'Neill', 'Owner', '15%', '019-15-5953')]));
    expect(owners(r)).toEqual([['Anh', 'Huang', 'CEO', 25, '036066422'], ['Chen', "O'Neill", 'Owner', 15, '019155953']]);
  });

  it('an owners\' column asking "SSN / EIN" holds each owner\'s number, not the business\'s', () => {
    const r = read(pageOf([...business, item('OWNERS', 40, 110, 'F2', 10, 40), ...head(130, 'SSN / EIN'),
      ...row(146, 'Tamika Garcia-Lopez', 'Owner', '15%', '038-26-0480'), ...row(162, 'Maria Santos', 'Secretary', '85%', '059-07-6233')]));
    expect(owners(r)).toEqual([['Tamika', 'Garcia-Lopez', 'Owner', 15, '038260480'], ['Maria', 'Santos', 'Secretary', 85, '059076233']]);
    expect(r.fields.business_tax_id).toBeUndefined();
  });

  it('a heading of the merchant\'s other locations under the owners\' rows ends their table: it names no owner', () => {
    const r = read(pageOf([...business, item('OWNERS', 40, 110, 'F2', 10, 40), ...head(130),
      ...row(146, 'Tamika Garcia-Lopez', 'Owner', '15%', '038-26-0480'), ...row(162, 'Maria Santos', 'Secretary', '85%', '059-07-6233'),
      item('OTHER LOCATIONS OPERATED', 41, 190, 'F2', 10, 130), item('Street Address', 40, 206, 'F1', 8, 50), item('City', 240, 206, 'F1', 8, 16),
      item('8411 Commerce Blvd Suite 138', 42, 220, 'F3', 10, 140), item('Akron', 242, 220, 'F3', 10, 25)]));
    expect(owners(r)).toEqual([['Tamika', 'Garcia-Lopez', 'Owner', 15, '038260480'], ['Maria', 'Santos', 'Secretary', 85, '059076233']]);
  });

  it('a parent company\'s EIN, in its column or on its line, is never the business\'s; its share is no owner\'s', () => {
    const column = read(pageOf([...business, item('Parent / Holding Company', 40, 100, 'F1', 8, 90), item('Parent Co. EIN', 300, 100, 'F1', 8, 50),
      item('Lone Star Brands, Inc.', 42, 114, 'F3', 10, 100), item('65-1996832', 302, 114, 'F3', 10, 50),
      item('Federal Tax ID (EIN)', 40, 140, 'F1', 8, 72), item('82-9108690', 42, 154, 'F3', 10, 50)]));
    expect(v(column, 'business_tax_id')).toEqual(['829108690']);
    const line = read(pageOf([...business, item('PARENT/HOLDING CO.:', 40, 100, 'F1', 8, 80), item('Prairie Holdings, LLC', 125, 100, 'F3', 10, 100),
      item('ITS EIN:', 260, 100, 'F1', 8, 30), item('38-7354082', 295, 100, 'F3', 10, 50), item('% OWNED:', 380, 100, 'F1', 8, 36), item('51%', 420, 100, 'F3', 10, 18),
      item('FEDERAL TAX ID (EIN)', 40, 130, 'F1', 8, 80), item('30-4010889', 125, 130, 'F3', 10, 50),
      item('OWNER NAME', 40, 170, 'F1', 8, 45), item('Brennan, Rajesh M.', 125, 170, 'F3', 10, 90), item('TITLE', 260, 170, 'F1', 8, 22), item('CEO', 295, 170, 'F3', 10, 18),
      item('OWNERSHIP %', 380, 170, 'F1', 8, 48), item('25%', 432, 170, 'F3', 10, 18)]));
    expect(v(line, 'business_tax_id')).toEqual(['304010889']);
    expect(owners(line)).toEqual([['Rajesh', 'Brennan', 'CEO', 25, null]]);
  });
});
