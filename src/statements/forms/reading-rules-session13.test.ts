import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { taxId } from './values.ts';
import { ownerItem } from './owners-items.ts';
import type { Piece } from './pieces.ts';

// The thirteenth session's rules: what the brokers' documents printed that the reader took wrongly (set 150's left
// cases first, then sets 152-157 at first sight).

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
const page = () => new PDFDocument({ size: 'LETTER', margin: 0 });
const box = (doc: Doc, x: number, y: number, ticked: boolean) => {
  doc.rect(x, y, 7, 7).lineWidth(0.6).stroke();
  if (ticked) doc.moveTo(x + 1, y + 1).lineTo(x + 6, y + 6).moveTo(x + 6, y + 1).lineTo(x + 1, y + 6).lineWidth(1).stroke();
};

describe('thirteenth session: the kind of a tax number ticked beside it', () => {
  it('a label naming two kinds ("BN / SIN") takes the kind ticked, not its first word', () => {
    expect(taxId('288858228', 'BN / SIN (sole prop.)', 'BN')?.type).toBe('BN');
    expect(taxId('288858228', 'BN / SIN (sole prop.)', 'SIN')?.type).toBe('SIN');
    expect(taxId('412345678', 'SSN or EIN', 'EIN')?.type).toBe('EIN');
  });

  it('a label naming no kind takes the kind ticked', () => {
    expect(taxId('470344656', 'Tax ID #', 'EIN')?.type).toBe('EIN');
    expect(taxId('470344656', 'Tax ID #', '')?.type).toBe(null);
  });

  it('on a form: "Number is a: [X] BN [ ] SIN" beside "BN / SIN (sole prop.)"', async () => {
    const doc = page();
    t(doc, 'NORTHERN CAPITAL  Business Application - Canada', 30, 20, 'Helvetica-Bold', 12);
    t(doc, 'Legal name', 30, 60); t(doc, 'Maple Ridge Builders Ltd.', 150, 60, 'Courier', 10);
    t(doc, 'BN / SIN (sole prop.)', 30, 80); t(doc, '288858228', 150, 80, 'Courier', 10);
    t(doc, 'Number is a:', 330, 80); box(doc, 390, 80, true); t(doc, 'BN', 400, 80); box(doc, 420, 80, false); t(doc, 'SIN', 430, 80);
    t(doc, 'Province', 30, 100); t(doc, 'MB', 150, 100, 'Courier', 10);
    t(doc, 'Capital needed', 30, 120); t(doc, '$25,000', 150, 120, 'Courier', 10);
    const app = await read(doc);
    expect(app?.business_tax_id).toBe('288858228');
    expect(app?.business_tax_id_type).toBe('BN');
  });
});

describe('thirteenth session: a table of the business\'s locations', () => {
  const form = (mark: 'tick' | 'none') => {
    const doc = page();
    t(doc, 'NORTHSTAR FUNDING  Multi-location application', 30, 20, 'Helvetica-Bold', 12);
    t(doc, 'Legal entity name', 30, 60); t(doc, 'Sunbelt Janitorial, Inc.', 150, 60, 'Courier', 10);
    t(doc, 'Federal tax ID', 30, 80); t(doc, '47-9445547', 150, 80, 'Courier', 10);
    t(doc, 'B. LOCATIONS (check the headquarters)', 30, 110, 'Helvetica-Bold', 9);
    const cols: [string, number][] = [['#', 30], ['Street address', 45], ['City', 185], ['State', 265], ['ZIP', 300], ['HQ', 352], ['Own / Lease', 388], ['Monthly sales', 530]];
    for (const [c, x] of cols) if (c !== 'HQ' || mark === 'tick') t(doc, c, x, 126, 'Helvetica', 7);
    const rows = [['1', '2474 Market St', 'Seattle', 'WA', '98181', 'Own', '$151,000'], ['2', '6444 Church St', 'Dayton', 'OH', '45418', 'Lease', '$149,000']];
    rows.forEach((r, i) => {
      const y = 140 + i * 16;
      [30, 45, 185, 265, 300].forEach((x, k) => t(doc, r[k]!, x, y, 'Courier', 9));
      if (mark === 'tick') { box(doc, 354, y, i === 1); t(doc, 'HQ', 364, y + 1, 'Helvetica', 6); }
      t(doc, r[5]!, 388, y, 'Courier', 9); t(doc, r[6]!, 530, y, 'Courier', 9);
    });
    t(doc, 'Capital needed', 30, 200); t(doc, '$83,000.00', 150, 200, 'Courier', 10);
    return doc;
  };

  it('the business is where the row ticked under the head-office column is', async () => {
    expect((await read(form('tick')))?.state_region).toBe('OH');
  });

  it('with no head-office column, the first location', async () => {
    expect((await read(form('none')))?.state_region).toBe('WA');
  });
});


describe('thirteenth session: a CRM record\'s right-aligned labels set tight against their values', () => {
  it('"Account Name" with the business\'s name run on after it, closing with its entity\'s suffix', async () => {
    const doc = page();
    t(doc, 'Relay CRM | Harbor Funding Group', 36, 16, 'Helvetica', 7);
    t(doc, 'Company Information', 52, 60, 'Helvetica-Bold', 10);
    doc.font('Helvetica').fontSize(8);
    const w = doc.widthOfString('Account Name');
    t(doc, 'Account Name', 150 - w, 80); t(doc, 'Copperline Nails & Spa Inc.', 152.5, 80);
    t(doc, 'DBA Name', 380, 80); t(doc, 'Copperline Nail Bar', 440, 80);
    const pair = (label: string, value: string, y: number) => { t(doc, label, 150 - doc.widthOfString(label), y); t(doc, value, 158, y); };
    pair('Ownership Type', 'S Corp', 96); pair('EIN', '46-3516453', 112); pair('Business Type', 'Nail salon', 128);
    pair('Amount Requested', '$190,000', 144); pair('Owner 1 Name', 'Natalie Nguyen', 170); pair('Owner 1 Ownership %', '100%', 186);
    t(doc, 'Signature', 80, 220);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Copperline Nails & Spa Inc.');
    expect(app?.trade_name).toBe('Copperline Nail Bar');
  });
});

describe('thirteenth session: a funder\'s application of sentences and lists (set 156)', () => {
  it('owners listed one a line, numbered: name, title in brackets or between commas, share; a repayment sentence\'s blanks filled in', async () => {
    const doc = page();
    t(doc, 'Oakridge Funding  Business Application', 40, 20, 'Helvetica-Bold', 12);
    t(doc, '1. About the business', 40, 50, 'Helvetica-Bold', 10);
    t(doc, 'Legal company name', 46, 70); t(doc, 'Lotus Nails Corp.', 200, 70);
    t(doc, 'Federal tax ID (EIN)', 46, 86); t(doc, '45-7337105', 200, 86);
    t(doc, '2. Your request', 40, 110, 'Helvetica-Bold', 10);
    t(doc, 'We request funding of', 46, 130); t(doc, '$25,500.00', 127, 130, 'Courier', 9); t(doc, 'to be used for', 224, 130); t(doc, 'Payroll', 275, 130, 'Courier', 9);
    t(doc, 'We propose to repay it in', 46, 150); t(doc, '224', 136, 150, 'Courier', 9); t(doc, 'Daily', 185, 150, 'Courier', 9); t(doc, 'payments of', 257, 150); t(doc, '$164.82', 304, 150, 'Courier', 9); t(doc, 'each.', 396, 150);
    t(doc, '3. Ownership', 40, 180, 'Helvetica-Bold', 10);
    t(doc, 'List each owner with title and share, for example "Jane Example (CEO) owns 60%".', 46, 198);
    t(doc, '1.', 46, 216); t(doc, 'Mei Patel (Managing Member) - 55%', 62, 216, 'Courier', 9);
    t(doc, '2.', 46, 232); t(doc, 'Maria de la Cruz, CFO, owns 45% of the business', 62, 232, 'Courier', 9);
    t(doc, 'Signature', 46, 300);
    const app = await read(doc);
    expect([app?.number_of_payments, app?.payment_frequency, app?.requested_payment]).toEqual([224, 'daily', 164.82]);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Mei', 'Patel', 'Managing Member', 55], ['Maria', 'de la Cruz', 'CFO', 45]]);
  });

  it('a row of name-part captions each hanging from its rule, two written on, one left blank ("First Name  M.I.  Last Name")', async () => {
    const doc = page();
    t(doc, 'Meridian Capital  Application', 40, 20, 'Helvetica-Bold', 12);
    t(doc, 'Legal Business Name:', 46, 50); t(doc, 'Harbor Light Fitness LLC', 150, 50);
    t(doc, 'Amount Requested:', 46, 66); t(doc, '$40,000', 150, 66);
    t(doc, 'III. Owner Information', 40, 100, 'Helvetica-Bold', 10);
    t(doc, 'Owner 1 (Principal)', 46, 120, 'Helvetica-Bold', 8);
    t(doc, 'Aisha', 48, 137, 'Courier', 9); t(doc, "D'Angelo", 182, 137, 'Courier', 9);
    for (const [x0, x1] of [[45.5, 144.5], [151.5, 172.5], [179.5, 292.5]] as const) doc.moveTo(x0, 148).lineTo(x1, 148).lineWidth(0.6).stroke();
    t(doc, 'First Name', 46, 149.5, 'Helvetica', 6); t(doc, 'M.I.', 152, 149.5, 'Helvetica', 6); t(doc, 'Last Name', 180, 149.5, 'Helvetica', 6);
    t(doc, 'Title: CEO', 46, 168); t(doc, '% Owned: 100', 240, 168);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Aisha', "D'Angelo", 'CEO', 100]]);
  });
});


describe('thirteenth session: an owner\'s list line is no heading with its note', () => {
  const at = (text: string): Piece => ({ page: 1, text, source: 'text', x0: 60, x1: 300, y0: 100, y1: 110 });
  it('"1. Mei Patel (Managing Member) - 55%" is an owner; "B. THE OWNERS (each owner completes one statement)" and "SPOUSE NAME (not an owner)" are none', () => {
    expect(ownerItem(at('1.  Mei Patel (Managing Member) - 55%'), [], 'owner')?.map((f) => f.text)).toEqual(['Mei Patel', 'Managing Member', '55%']);
    expect(ownerItem(at('B. THE OWNERS (each owner completes one statement)'), [], 'owner')).toBeNull();
    expect(ownerItem(at('SPOUSE NAME (not an owner)'), [], 'owner')).toBeNull();
  });
});
