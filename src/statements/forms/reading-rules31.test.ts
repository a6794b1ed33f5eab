import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { labelOf, sectionOf } from './labels.ts';
import { personName } from './values.ts';

// What the merged menders' rules (sets 78-82) had taken from earlier sets at seed 500000, each mended here with a
// test failing before: sets 17, 18, 32, 35, 36, 37, 38, 39 and 46.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.8);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);

describe('words a rule had read as something else', () => {
  it('"CPA firm" is a kind of business, no accountant\'s label; "CPA Name" is one', () => {
    expect([labelOf('CPA firm', true, false, false), labelOf('CPA Name', true, false, false)?.field]).toEqual([null, 'decoy']);
  });
  it('"PERSONAL FINANCIAL STATEMENT (EACH OWNER OF 20% OR MORE)" heads each owner\'s sums, no owners; "Guarantors (owners of 20% or more)" heads owners', () => {
    expect([sectionOf('PERSONAL FINANCIAL STATEMENT (EACH OWNER OF 20% OR MORE)'), sectionOf('Borrower and Co-Borrowers (owners of 20% or more)')]).toEqual([null, 'owner']);
  });
  it('"Same as owner 1 above" names nobody', () => {
    expect([personName('Same as owner 1 above'), personName('See above'), personName('Samuel Nguyen')?.first]).toEqual([null, null, 'Samuel']);
  });
});

describe('a sentence\'s blank answered at the next line\'s start', () => {
  it('"payments of $27,056.25 each, debited" / "bi-weekly" on the line under: the schedule', () => {
    const r = read(pageOf([item('3. Funding. The Merchant requests an advance of', 40, 100, 'F1', 9, 200), val('240,500', 245, 100),
      item('repaid in', 330, 100, 'F1', 9, 38), val('12', 372, 100), item('payments of $', 390, 100, 'F1', 9, 56), val('27,056.25', 450, 100),
      item('each, debited', 500, 100, 'F1', 9, 55), val('bi-weekly', 40, 114), item('. The Purchase Price is', 120, 114, 'F1', 9, 95), val('$237,500.00', 220, 114)]));
    expect(v(r, 'payment_frequency')).toEqual(['biweekly']);
  });
});

describe('a label its colon closes, answered beside it', () => {
  it('"Industry / Work Performed:  Dump truck hauling" over the next row\'s "952882": the words beside it', () => {
    const r = read(pageOf([lab('State:', 300, 86), val('OK', 340, 86), lab('Date Started:', 40, 100), val('06/16/2012', 120, 100),
      lab('Industry / Work Performed:', 200, 100), val('Dump truck hauling', 302, 100), lab('IRP #:', 160, 114), val('952882', 202, 114)]));
    expect(v(r, 'industry')).toEqual(['trucking_local']);
  });
});

describe('a parent company\'s line', () => {
  it('"PARENT/HOLDING CO.: Prairie Holdings, LLC  ITS EIN: 38-7354082  % OWNED: 51%": no owner\'s share', () => {
    const r = read(pageOf([lab('1. LEGAL NAME', 40, 60), val('Prairie Enterprises Corp.', 120, 60), lab('PARENT/HOLDING CO.:', 40, 100), val('Prairie Holdings, LLC', 120, 100),
      lab('ITS EIN:', 260, 100), val('38-7354082', 300, 100), lab('% OWNED:', 420, 100), val('51%', 462, 100), item('10. Owners / officers', 40, 140, 'F3', 10, 90), item('Owner 1', 40, 156, 'F3', 9, 30),
      lab('OWNER NAME', 40, 170), val('Brennan, Rajesh M.', 100, 170), lab('TITLE', 260, 170), val('CEO', 290, 170), lab('OWNERSHIP %', 420, 170), val('25%', 480, 170)]));
    expect(owners(r).map((o) => [o[0], o[3]])).toEqual([['Rajesh', 25]]);
  });
});

describe('an owners\' table ended by another header', () => {
  const cols = [40, 200, 300, 380];
  it('a row of field names under the owners ("status | funders_submitted | approved_amount"): no owner', () => {
    const r = read(pageOf([...['owner1_first_name', 'owner1_last_name', 'owner1_title', 'owner1_ownership'].map((h, i) => lab(h, cols[i]!, 100)),
      ...['Kevin', 'Kowalski', 'President', '0.5'].map((c, i) => val(c, cols[i]!, 114)),
      ...['status', 'funders_submitted', 'approved_amount', 'factor_rate'].map((h, i) => lab(h, cols[i]!, 140)),
      ...['Contracts out', 'Forge Funding', '235000', '1.35'].map((c, i) => val(c, cols[i]!, 154))]));
    expect(owners(r).map((o) => [o[0], o[1], o[2]])).toEqual([['Kevin', 'Kowalski', 'President']]);
  });
  it('the next owner\'s header under an empty one ("2. FULL NAME" over "3. FULL NAME"): no owner read of its words', () => {
    const head = (n: number, y: number) => [`${n}. FULL NAME / NOM COMPLET`, 'TITLE / TITRE', '% OWNED', 'SIN / NAS'].map((h, i) => lab(h, cols[i]!, y));
    const r = read(pageOf([item('OWNERS (25% OR MORE) / PROPRIÉTAIRES', 40, 80, 'F3', 9, 160), ...head(1, 96), ...['Ingrid Zimmerman', 'Owner', '100', 'XXX XXX 123'].map((c, i) => val(c, cols[i]!, 110)),
      ...head(2, 124), ...head(3, 160)]));
    expect(owners(r).map((o) => [o[0], o[2]])).toEqual([['Ingrid', 'Owner']]);
  });
});
