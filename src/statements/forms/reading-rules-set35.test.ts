import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

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
});
