import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules of the 2026-12-02 (third) session, each with a page that failed before it.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.8);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);

describe('a printed form\'s footers and signature lines are no conversation', () => {
  it('a browser\'s "https://..." footer on each page and two "E-signed: name" lines: the form is read', () => {
    const rows = (y: number, pairs: [string, string][]) => pairs.flatMap(([l, x], i) => [lab(l, 40, y + 18 * i), val(x, 260, y + 18 * i)]);
    const p1 = pageOf([lab('1. Business', 40, 80), ...rows(100, [['Legal name of the business', 'Ridgeview Plumbing LLC'], ['Doing business as', 'Ridgeview Rooter'],
      ['EIN', '84-2234567'], ['State', 'OH'], ['Amount requested', '$85,000']]),
    lab('https://portal.intake.example/apps/CI-1?view=print', 40, 760), lab('1/2', 560, 760)]);
    const p2 = { ...pageOf([lab('3. Principal owner', 40, 80), ...rows(100, [['Full legal name', 'Dana Whitlock'], ['Title', 'Managing Member'], ['Ownership %', '100%']]),
      lab('E-signed: Dana Whitlock · May 2, 2025', 40, 300), lab('E-signed: Dana Whitlock · May 2, 2025', 40, 330),
      lab('https://portal.intake.example/apps/CI-1?view=print', 40, 760), lab('2/2', 560, 760)]), page: 2 };
    const r = read(p1, p2);
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id', 'requested_amount')).toEqual(['Ridgeview Plumbing LLC', 'Ridgeview Rooter', '842234567', 85000]);
    expect(owners(r)).toEqual([['Dana', 'Whitlock', 'Managing Member', 100, null]]);
  });
});

describe('a signers\' audit trail at a form\'s foot is no conversation', () => {
  it('"Signer: ..." and "IP address: ..." taking turns under the owner\'s fields: the form is read', () => {
    const rows = (y: number, pairs: [string, string][]) => pairs.flatMap(([l, x], i) => [lab(l, 40, y + 18 * i), val(x, 260, y + 18 * i)]);
    const r = read(pageOf([lab('Business Information', 40, 80), ...rows(100, [['Legal name of the business', 'Ridgeview Plumbing LLC'], ['Federal Tax ID', '84-2234567'],
      ['State', 'OH'], ['Amount requested', '$85,000'], ['Owner name', 'Dana Whitlock'], ['Title', 'Managing Member'], ['Ownership %', '60%'],
      ['Owner 2 name', 'Lee Park'], ['Owner 2 title', 'Member'], ['Owner 2 ownership %', '40%']]),
    lab('Signer: Dana Whitlock', 40, 640), lab('Authenticated: email', 40, 652), lab('Signer: Lee Park', 40, 670), lab('Authenticated: email', 40, 682)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'requested_amount')).toEqual(['Ridgeview Plumbing LLC', '842234567', 85000]);
  });
});

describe('a business number that is the owner\'s own SSN or SIN is that number', () => {
  it('a sole proprietor\'s "Business Number 743 755 423", the owner\'s SIN 743-755-423: a SIN', () => {
    const r = read(pageOf([lab('Legal Name', 40, 100), val('Jean Bergeron', 200, 100), lab('Business Number', 40, 118), val('743 755 423', 200, 118),
      lab('Province', 40, 136), val('ON', 200, 136), lab('Owner name', 40, 170), val('Jean Bergeron', 200, 170), lab('Ownership %', 40, 188), val('100%', 200, 188),
      lab('SIN', 40, 206), val('743-755-423', 200, 206)]));
    expect(v(r, 'business_tax_id', 'business_tax_id_type')).toEqual(['743755423', 'SIN']);
  });
  it('a "Federal Tax ID" of nine bare digits that are the owner\'s SSN: an SSN; another owner\'s number changes nothing', () => {
    const page = (ein: string) => read(pageOf([lab('Legal Name', 40, 100), val('Acme Lawn Care', 200, 100), lab('Federal Tax ID (EIN)', 40, 118), val(ein, 200, 118),
      lab('State', 40, 136), val('TX', 200, 136), lab('Owner name', 40, 170), val('Ray Okafor', 200, 170), lab('Ownership %', 40, 188), val('100%', 200, 188),
      lab('SSN', 40, 206), val('512-44-9087', 200, 206)]));
    expect(v(page('512449087'), 'business_tax_id_type')).toEqual(['SSN']);
    expect(v(page('712449087'), 'business_tax_id_type')).toEqual(['EIN']);
  });
});

describe('a hand\'s values run together under a row of captions are parted at the next caption', () => {
  it('"(637) 578-2647" under "Cell" run up to "764" under "Est. FICO": the credit score 764', () => {
    const hand = (s: string, x: number, y: number, w: number) => item(s, x, y, 'H1', 11, w);
    const r = read(pageOf([lab('Owner 1 Name', 40, 340), lab('Title', 300, 340), lab('Ownership %', 420, 340),
      hand('Keisha Whitfield', 42, 356, 90), hand('Owner', 302, 356, 34), hand('100%', 422, 356, 28),
      lab('SSN / ITIN', 40, 380), lab('Home Address', 170, 380), lab('Cell', 414, 380), lab('Est. FICO', 500, 380),
      hand('075-98-0825', 42, 396, 70), hand('9686 Frontage Rd, Fresno, CA', 172, 396, 160), hand('(637) 578-2647', 416, 396, 84), hand('764', 502, 396, 17)]));
    expect(r.applicants.map((a) => [a.first_name?.value, a.credit_score?.value ?? null])).toEqual([['Keisha', 764]]);
  });
});

describe('an agreement\'s prose wrapped in columns is no label', () => {
  it('"processing statements. If the remittance exceeds the" before "(770) 555-0166.": no payment', () => {
    const prose = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6, s.length * 2.7);
    const r = read(pageOf([lab('AMOUNT REQUESTED', 40, 100), val('$240,000', 40, 112),
      prose('processing statements. If the remittance exceeds the', 40, 600), prose('privacy@pinecrest.com or (770) 555-0166.', 200, 600),
      prose('reconciliation of the daily or weekly remittance at any time', 40, 610), prose('syndication', 220, 610),
      prose('mobile wallet or any other form of payment. "Specified', 40, 620), prose('Merchant consents to receive disclosures', 200, 620)]));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([240000, null]);
  });
});

describe('a bare "How many" after the payment\'s labels asks the number of payments', () => {
  it('"Est. remittance $720.26  How often Weekly  How many 30"', () => {
    const r = read(pageOf([lab('Est. remittance', 48, 340), val('$720.26', 109, 340), lab('How often', 259, 340), val('Weekly', 303, 340),
      lab('How many', 439, 340), val('30', 484, 340)]));
    expect(v(r, 'requested_payment', 'payment_frequency', 'number_of_payments')).toEqual([720.26, 'weekly', 30]);
  });
});

describe('a bare "Paid" after the payments\' count asks how often', () => {
  it('"No. of Payments 160  Paid daily"', () => {
    const r = read(pageOf([lab('Proposed Payment', 280, 100), val('$2,828.27', 360, 100), lab('No. of Payments', 280, 118), val('160', 360, 118), lab('Paid', 400, 118), val('daily', 430, 118)]));
    expect(v(r, 'requested_payment', 'number_of_payments', 'payment_frequency')).toEqual([2828.27, 160, 'daily']);
  });
});

describe('a caption naming the schedules in its brackets asks the schedule', () => {
  it('"PAID (DAILY/WEEKLY...)" over "Daily"', () => {
    const r = read(pageOf([lab('PAYMENT YOU CAN AFFORD', 40, 100), lab('PAID (DAILY/WEEKLY...)', 200, 100), lab('NO. OF PAYMENTS', 360, 100),
      val('$3,054.51', 40, 114), val('Daily', 200, 114), val('60', 360, 114)]));
    expect(v(r, 'payment_frequency', 'number_of_payments')).toEqual(['daily', 60]);
  });
});

describe('an owners\' heading set over the middle of a table\'s header heads the table', () => {
  it('page 1 ends in the broker\'s box; page 2\'s "OWNERSHIP & GUARANTY" over the owners\' table, its first column left of the heading', () => {
    const p1 = pageOf([lab('Business Information', 55, 60), lab('Registered name', 55, 80), val('Garza Market Corporation', 132, 80),
      lab('FOR BRAMBLEWOOD USE ONLY', 48, 664), lab('Partner ID ISO-54543', 320, 678), val('Felicity Mbeki', 48, 692)]);
    const cols: [string, number][] = [['Owner (last name, first name)', 39], ['Title', 189], ['Own %', 271], ['SSN / ITIN', 330], ['Credit score', 465]];
    const p2 = { ...pageOf([lab('Bramblewood', 36, 36), lab('page 2 of 2', 690, 36), item('OWNERSHIP & GUARANTY — list every owner of 20% or more, largest first', 160, 38, 'F3', 8, 307),
      ...cols.map(([t, x]) => lab(t, x, 66)), ...[['Garza, Sofia', 39], ['Owner', 189], ['100%', 271], ['416-42-4657', 330], ['581', 465]].map(([t, x]) => val(t as string, x as number, 92))], { width: 792, height: 612 }), page: 2 };
    expect(owners(read(p1, p2))).toEqual([['Sofia', 'Garza', 'Owner', 100, '416424657']]);
  });
});

describe('a schedule\'s word under "# of Payments" is no schedule asked', () => {
  it('"# of Payments" left blank over the first option of the schedule\'s boxes beside it: no schedule', () => {
    const r = read(pageOf([lab('Est. Payment', 220, 100), lab('# of Payments', 300, 100), lab('Payment Schedule', 380, 100),
      lab('Daily', 336, 114), lab('Weekly', 372, 114), lab('Bi-Weekly', 336, 126), lab('Monthly', 372, 126)]));
    expect(v(r, 'payment_frequency', 'number_of_payments')).toEqual([null, null]);
  });
});
