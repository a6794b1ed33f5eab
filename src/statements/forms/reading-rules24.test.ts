import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { sectionOf } from './labels.ts';
import { frequency } from './marks.ts';
import { advancesHeader } from './guards.ts';

// Rules learnt at the session of 2026-12-01 (evening, issue 36), on held-out seeds of earlier authors' sets before
// four more authors' forms were read; each on a self-made page here.

describe('a state\'s label cut short (issue 36)', () => {
  it('"St" beside "MI" on an address line, after "City  Lansing": the state is MI (a code that is also an abbreviation)', () => {
    const r = read(pageOf([item('Legal Name', 30, 80), item('Topline Roofing LP', 110, 80, 'F3'), item('Fed ID#', 30, 100), item('25-9466748', 110, 100, 'F3'),
      item('Address', 30, 130), item('1416 Route 9', 110, 130, 'F3'), item('City', 330, 130), item('Lansing', 370, 130, 'F3'),
      item('St', 500, 130), item('MI', 520, 130, 'F3'), item('Zip', 560, 130), item('48964', 580, 130, 'F3')]));
    expect(v(r, 'state_region')).toEqual(['MI']);
  });
});

describe('an owner\'s number answered by the name after it, with no owners\' heading (issue 36)', () => {
  it('"Owner 2  Kevin Delgado  Ttl  CEO" under "Owner  Carla T. Abernathy  Ttl  Member", under the broker\'s name: the second owner\'s title is CEO', () => {
    const row = (y: number, head: string, name: string, title: string, pct: string) => [item(head, 24, y), item(name, 60, y - 3, 'F3', 9), item('Ttl', 194, y),
      item(title, 213, y - 3, 'F3', 9), item('Own %', 284, y), item(pct, 311, y - 3, 'F3', 9)];
    const r = read(pageOf([item('FASTLANE FUNDING', 12, 20, 'F2', 12), item('Corp Name', 24, 60), item('Quick Stop Enterprises L.L.C.', 80, 57, 'F3', 9),
      item('Fed ID#', 24, 80), item('36-4304829', 80, 77, 'F3', 9), item('Amt Req.', 24, 140), item('247,000', 64, 137, 'F3', 9),
      ...row(174, 'Owner', 'Carla T. Abernathy', 'Member', '75'), ...row(199, 'Owner 2', 'Kevin Delgado', 'CEO', '25')]));
    expect(owners(r)).toEqual([['Carla', 'Abernathy', 'Member', 75, null], ['Kevin', 'Delgado', 'CEO', 25, null]]);
  });
});

describe('an owners\' table ends at the next step\'s heading in pieces (issue 36)', () => {
  it('"STEP 3" beside "Funding" in larger type under the last owner\'s row: the amounts under it are no owner\'s', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.4);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.8);
    const r = read(pageOf([item('STEP 2', 42, 330, 'F2', 10), item('About you', 85, 331, 'F2', 12),
      cap('Owner name (Last, First)', 42, 360), cap('Title', 202, 360), cap('Own %', 294, 360), cap('SSN', 340, 360), cap('Est. FICO', 508, 360),
      val('Tran, Keisha', 42, 380), val('Owner', 202, 380), val('60', 294, 380), val('***-**-6389', 340, 380), val('677', 508, 380),
      val('Reyes, Yusuf', 42, 401), val('Managing Member', 202, 401), val('40', 294, 401), val('***-**-1094', 340, 401), val('784', 508, 401),
      item('STEP 3', 42, 433, 'F2', 10), item('Funding', 85, 434, 'F2', 12),
      val('$57,500.00', 56, 467), val('$2,275.78', 186, 467), val('36', 296, 467), val('Renovation', 380, 467),
      cap('Amount requested', 51, 480), cap('Est. payment', 181, 480), cap('# of payments', 291, 480), cap('Use of funds', 375, 480)]));
    expect(owners(r)).toEqual([['Keisha', 'Tran', 'Owner', 60, null], ['Yusuf', 'Reyes', 'Managing Member', 40, null]]);
  });
});

describe('a broker\'s name in its letterhead holding a label\'s word (issue 36)', () => {
  it('"GARDEN STATE BUSINESS FUNDING" over the broker\'s own address is no "State" label: the merchant\'s state is the one on its City/St/Zip line', () => {
    const r = read(pageOf([item('GARDEN STATE BUSINESS FUNDING', 60, 30, 'F2', 12), item('95 River St, Hoboken, NJ 07030 · 201-555-0188', 60, 46, 'F1', 8),
      item('Business Information', 30, 100, 'F2', 11), item('Legal Name:', 30, 120), item('Esther A. Morales', 90, 120, 'F3'),
      item('EIN:', 300, 136), item('44-4727601', 330, 136, 'F3'), item('Address:', 30, 152), item('7915 Flatbush Ave', 90, 152, 'F3'),
      item('City/St/Zip:', 300, 152), item('Bronx, NY 10473', 360, 152, 'F3')]));
    expect(v(r, 'state_region')).toEqual(['NY']);
  });
});

describe('the submitting broker\'s block named by a bracketed note (issue 36)', () => {
  it('"1. Partner (ISO) details" and "Agent (Broker)" head the broker\'s block; "Partner details" and "Owner (Primary)" still head owners', () => {
    expect(['1. Partner (ISO) details', 'Agent (Broker)', 'Sales Partner (Referral partner)'].map((t) => sectionOf(t))).toEqual(['decoy', 'decoy', 'decoy']);
    expect(['Partner details', 'Owner (Primary)'].map((t) => sectionOf(t))).toEqual(['owner', 'owner']);
  });
});

describe('a side panel is its own heading\'s down to its foot (issue 36)', () => {
  it('"REFERRING ISO / AGENT", a caption left of the "FUNDING REQUEST" box and lower than its heading, heads nothing inside the box', () => {
    const bold = (t: string, x: number, y: number, h = 7) => item(t, x, y, 'F1', h, t.length * h * 0.55);
    const r = read(pageOf([item('BUSINESS INFORMATION', 24, 100, 'F1', 9), item('Bay Ridge Roofing Inc.', 44, 120, 'F3', 9), item('BUSINESS LEGAL NAME', 44, 130, 'F2', 5.8),
      item('81-9057425', 44, 160, 'F3', 9), item('FEDERAL TAX ID', 44, 170, 'F2', 5.8),
      bold('FUNDING REQUEST', 335, 676, 7.5), bold('Amount:', 337, 694), item('$25,000', 371, 695, 'F3', 9, 29), bold('Term:', 337, 710), item('9 months', 361, 711, 'F3', 9, 33),
      bold('Use of funds:', 337, 726), item('Inventory', 387, 727, 'F3', 9, 34),
      bold('Payments:', 336, 743, 7.5), item('Daily', 391, 743, 'F2', 7.5, 17), bold('X', 418, 743, 7.5), item('Weekly', 428, 743, 'F2', 7.5, 24),
      bold('ISO:', 36, 705), item('Stacy Lin', 58, 699, 'F3', 9, 35), item('REFERRING ISO / AGENT', 58, 709, 'F2', 5.8, 70),
      item('(219) 731-0522', 183, 699, 'F3', 9, 56), item('ISO PHONE', 183, 709, 'F2', 5.8, 32)],
    { boxes: [{ x0: 329, y0: 667, x1: 577, y1: 761 }, { x0: 330, y0: 668, x1: 576, y1: 680 }, { x0: 333, y0: 683, x1: 573, y1: 701 }, { x0: 333, y0: 699, x1: 573, y1: 717 },
      { x0: 333, y0: 715, x1: 573, y1: 733 }, { x0: 379, y0: 737, x1: 388, y1: 746 }, { x0: 417, y0: 737, x1: 425, y1: 746 }],
    rules: [{ x0: 58, y0: 703, x1: 176, y1: 704 }, { x0: 183, y0: 703, x1: 301, y1: 704 }] }));
    expect(v(r, 'requested_amount', 'payment_frequency')).toEqual([25000, 'weekly']);
  });
});

describe('the business\'s bank named in a boxed cell (issue 36)', () => {
  it('"PNC Bank" under "BUSINESS BANK NAME" is that cell\'s value, no heading of the entity row under it', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F2', 5.8, s.length * 3.3);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.6);
    const r = read(pageOf([item('SECTION 1 — BUSINESS INFORMATION', 41, 60, 'F1', 9), cap('BUSINESS\'S LEGAL NAME', 39, 80), val('Seaside Restaurant Group LLC', 38, 92),
      cap('FEDERAL TAX ID / EIN', 39, 110), val('47-9210874', 38, 122),
      cap('BUSINESS BANK NAME', 39, 232), cap('AVERAGE DAILY BALANCE', 219, 232), val('PNC Bank', 38, 245), val('$18,881', 218, 245),
      item('BUSINESS ENTITY', 38, 261, 'F1', 7), item('Corporation', 117, 260, 'F2', 8), item('X', 167, 260, 'F1', 8, 5), item('LLC', 177, 260, 'F2', 8), item('Partnership', 264, 260, 'F2', 8)],
    { boxes: [{ x0: 35, y0: 223, x1: 217, y1: 250 }, { x0: 215, y0: 223, x1: 397, y1: 250 }, { x0: 105, y0: 252, x1: 114, y1: 261 }, { x0: 165, y0: 252, x1: 174, y1: 261 }, { x0: 253, y0: 252, x1: 262, y1: 261 }] }));
    expect(v(r, 'type_of_entity')).toEqual(['llc']);
  });
});

describe('a review page\'s "Change" links are no correction column (issue 36)', () => {
  it('"Change" beside every answer of "Review your answers": each answer is its row\'s value', () => {
    const row = (label: string, value: string, y: number) => [item(label, 48, y), item(value, 278, y, 'F3', 9), item('Change', 520, y, 'F1', 8, 30)];
    const r = read(pageOf([item('Review your answers', 48, 40, 'F2', 16), ...row('What is your business\'s legal name?', 'Blue Harbor Services LLC', 90),
      ...row('DBA / Trade Name', 'Blue Harbor', 114), ...row('Tax ID (EIN or SSN)', '21-2446332', 138), ...row('Date Established', '09/28/2007', 162)]));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id', 'business_start_date')).toEqual(['Blue Harbor Services LLC', 'Blue Harbor', '212446332', '2007-09-28']);
  });
});

describe('owners listed on file, each a few rows under the list\'s caption (issue 36)', () => {
  it('"OWNERS ON FILE" over two owners, each a name with its share and its title under it, beside an empty "CURRENT OWNERS" block: both owners', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F2', 6, s.length * 3);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 8.5, s.length * 5.1);
    const bold = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7.5, s.length * 4.2);
    const r = read(pageOf([item('SUMMIT PEAK FUNDING', 36, 45, 'F1', 15, 177), lab('LEGAL NAME (on file)', 38, 76), val('Granite Salon LLC', 40, 87),
      lab('FEDERAL TAX ID (on file)', 38, 100), val('98-1207689', 40, 111), bold('CHANGE OF OWNERSHIP SINCE LAST FUNDING?', 36, 204),
      bold('OWNERS ON FILE', 40, 222), bold('CURRENT OWNERS (complete only if ownership changed)', 240, 222),
      val('Connor Abernathy', 40, 236), val('60%', 196, 236), val('Managing Member', 40, 248), lab('Name', 240, 233), lab('Title', 400, 233), lab('%', 480, 233),
      lab('SSN', 240, 247), lab('DOB', 360, 247), lab('Credit score', 480, 247),
      val('Tremblay, Keisha', 40, 266), val('40', 196, 266), val('Member', 40, 278), lab('Name', 240, 263), lab('Title', 400, 263), lab('%', 480, 263),
      lab('SSN', 240, 277), lab('DOB', 360, 277), lab('Credit score', 480, 277)]));
    expect(owners(r)).toEqual([['Connor', 'Abernathy', 'Managing Member', 60, null], ['Keisha', 'Tremblay', 'Member', 40, null]]);
  });
});

describe('a figure named with a schedule\'s word is no schedule (issue 36)', () => {
  it('"Ventas Mensuales", "Revenus mensuels", "Depósitos diarios" name figures; "Mensual", "Pagos semanales", "Diario / Daily" are schedules', () => {
    expect(['Ventas Mensuales', 'Revenus mensuels', 'Depósitos diarios', 'Ingresos brutos mensuales'].map(frequency)).toEqual([null, null, null, null]);
    expect(['Mensual', 'Pagos semanales', 'Diario / Daily', 'Versements hebdomadaires'].map(frequency)).toEqual(['monthly', 'weekly', 'daily', 'weekly']);
  });
});

describe('an existing advances table with captions in two languages (issue 36)', () => {
  it('"Compañía / Funder | Saldo / Balance | Pago / Payment | Frecuencia / Frequency": the frequency\'s caption heads another funder\'s terms', () => {
    const piece = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4, y0: 320, y1: 328, page: 1, source: 'text' as const });
    const row = [piece('Compañía / Funder', 30), piece('Saldo / Balance', 250), piece('Pago / Payment', 380), piece('Frecuencia / Frequency', 480)];
    expect(advancesHeader(row[3]!, row)).toBe(true);
    expect(advancesHeader(row[2]!, row)).toBe(true);
  });
});

describe('names under column headings of their own (issue 36)', () => {
  it('"BUSINESS | OWNER 1 | OWNER 2" over "Name  Corbin Gauthier  Corbin Gauthier": one owner, the business\'s column no owner\'s', () => {
    const r = read(pageOf([item('Merchant & Guarantor Information Matrix', 30, 40, 'F2', 12),
      item('BUSINESS', 190, 90, 'F2'), item('OWNER 1', 400, 90, 'F2'), item('OWNER 2', 560, 90, 'F2'),
      item('Name', 30, 110), item('Corbin Gauthier', 190, 110, 'F3'), item('Corbin Gauthier', 400, 110, 'F3'),
      item('DBA / Title', 30, 130), item('Lakeshore Kids Academy', 190, 130, 'F3'), item('Owner', 400, 130, 'F3'),
      item('Entity / Ownership', 30, 150), item('Sole Proprietor', 190, 150, 'F3'), item('100%', 400, 150, 'F3'),
      item('Tax ID (EIN / SSN)', 30, 170), item('641-63-8495', 190, 170, 'F3'), item('641-63-8495', 400, 170, 'F3')], { width: 700 }));
    expect(owners(r)).toEqual([['Corbin', 'Gauthier', 'Owner', 100, '641638495']]);
  });
});
