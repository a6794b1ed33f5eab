import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { labelOf, sectionOf } from './labels.ts';
import { blank, money, personName } from './values.ts';
import { commaShare } from './owners-joined.ts';
import { setField } from './set-field.ts';
import { highOverSlot } from './value-rules.ts';
import type { Piece } from './pieces.ts';

// The fourteenth session's rules: what the brokers' documents printed that the reader took wrongly (set 155's
// sideways captions first, then the new sets at first sight).

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
const page = () => new PDFDocument({ size: 'LETTER', margin: 0 });

/** A caption printed sideways and small in a strip at a cell's side: `up` reads bottom to top (first line leftmost). */
function sideways(doc: Doc, lines: string[], x: number, y: number, h: number, up: boolean) {
  lines.forEach((line, i) => {
    doc.save();
    const lx = up ? x + 5 + i * 5.5 : x + 2 + (lines.length - 1 - i) * 5.5;
    doc.translate(lx, up ? y + h - 2 : y + 2).rotate(up ? -90 : 90);
    doc.fillColor('black').font('Helvetica').fontSize(5).text(line, 0, 0, { lineBreak: false });
    doc.restore();
  });
}

/** A form of cells, each caption set sideways in a strip (at the value's left reading up, or at its right reading
 *  down), the owner's section named down a band at the block's right. `values` types them; else fillable fields. */
function sidewaysForm(fillable: boolean) {
  const doc = page();
  if (fillable) doc.initForm();
  t(doc, 'WESTGATE CAPITAL  Merchant cash advance application', 30, 24, 'Helvetica-Bold', 14);
  const cell = (x: number, y: number, w: number, caption: string[], value: string, name: string, right = false) => {
    doc.lineWidth(0.6).rect(x, y, w, 30).stroke();
    const strip = right ? x + w - 16 : x;
    doc.rect(strip, y, 16, 30).fillAndStroke('#dde4f0', 'black');
    sideways(doc, caption, strip, y, 30, !right);
    const vx = right ? x + 4 : x + 20;
    if (fillable) doc.formText(name, vx, y + 8, w - 26, 14, { value, fontSize: 9 } as never);
    else t(doc, value, vx, y + 11, 'Courier', 9);
  };
  cell(30, 60, 270, ['LEGAL', 'NAME'], 'Cobalt Ridge Plumbing LLC', 'f1');
  cell(300, 60, 270, ['DBA'], 'Cobalt Plumbing', 'f2');
  cell(30, 90, 180, ['TAX ID', '(EIN)'], '47-2231984', 'f3');
  cell(210, 90, 180, ['AMOUNT', 'REQ.'], '$85,000', 'f4');
  cell(390, 90, 180, ['AVG MO.', 'SALES'], '$140,000', 'f5');
  // The owner's block: its captions at the cells' right, read down; its band at the block's right.
  cell(30, 140, 270, ['NAME'], 'Leticia Ferraro', 'f6', true);
  cell(300, 140, 140, ['OWN %'], '100%', 'f7', true);
  cell(30, 170, 270, ['SSN'], '527-61-0934', 'f8', true);
  doc.rect(572, 140, 14, 60).fill('#1f3358');
  sideways(doc, ['OWNER 1'], 572, 140, 60, true);
  // (Filled in, its page text is its title and its captions, most of them sideways.)
  if (!fillable) t(doc, 'Signature of owner ______________________   Date __________', 30, 230);
  return doc;
}

describe('fourteenth session: captions set sideways in a strip at their cell\'s side', () => {
  for (const fillable of [false, true]) {
    it(`reads each cell's value by its turned caption, on either side of it (${fillable ? 'fillable' : 'typed'})`, async () => {
      const app = await read(sidewaysForm(fillable));
      expect(app?.legal_name).toBe('Cobalt Ridge Plumbing LLC');
      expect(app?.trade_name).toBe('Cobalt Plumbing');
      expect(app?.business_tax_id).toBe('472231984');
      expect(app?.requested_amount).toBe(85000);
      expect(app?.applicants?.[0]).toMatchObject({ first_name: 'Leticia', last_name: 'Ferraro', ownership: 100, tax_id: '527610934' });
    });
  }
});

describe('fourteenth session: a line ruled under its label and on past it (set 157 keystone)', () => {
  it('takes a value written high over the line, and no caption beside it ("GROSS MONTHLY SALES")', async () => {
    const doc = page();
    t(doc, 'KEYSTONE  BUSINESS FUNDING APPLICATION', 36, 30, 'Helvetica-Bold', 14);
    const line = (y: number) => doc.lineWidth(0.6).moveTo(36, y + 9).lineTo(577, y + 9).stroke();
    t(doc, 'SECTION 1 - BUSINESS', 36, 70, 'Helvetica-Bold', 9); line(70);
    t(doc, 'LEGAL NAME OF BUSINESS', 36, 94, 'Helvetica', 6.5); t(doc, 'Lakeshore Inn LLP', 140, 92, 'Courier-Bold', 10); line(94);
    t(doc, 'FEDERAL TAX ID', 36, 118, 'Helvetica', 6.5); t(doc, '42-5332178', 110, 116, 'Courier-Bold', 10); line(118);
    t(doc, 'SECTION 2 - FUNDING', 36, 142, 'Helvetica-Bold', 9); line(142);
    // The amount written a line's height too high, over its line's part after the caption.
    t(doc, '$144500', 123, 155, 'Courier-Bold', 10);
    t(doc, 'AMOUNT REQUESTED', 36, 166, 'Helvetica', 6.5); t(doc, 'GROSS MONTHLY SALES', 300, 166, 'Helvetica', 6.5); t(doc, '$138,600', 397, 163, 'Courier-Bold', 10); line(166);
    t(doc, 'SIGNATURE ____________________   DATE __________', 36, 230, 'Helvetica', 7);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Lakeshore Inn LLP');
    expect(app?.requested_amount).toBe(144500);
  });
});

describe('fourteenth session: an owners\' table under a section band, its fields a point left of the band', () => {
  it('reads the name column of fillable fields drawn from just left of the column\'s edge', async () => {
    const doc = page();
    doc.initForm();
    t(doc, 'HARBOR & VINE CAPITAL  Merchant Funding Application', 40, 30, 'Times-Bold', 14);
    t(doc, 'Legal Name:', 40, 70, 'Times-Roman', 8); doc.formText('legal', 90, 66, 200, 14, { value: 'Red Oak Athletics LP', fontSize: 9 } as never);
    doc.rect(40, 100, 532, 14).fill('#1f3358');
    doc.fillColor('white').font('Times-Bold').fontSize(8).text('OWNERS / PROPRIETAIRES (20% OR MORE)', 46, 104, { lineBreak: false });
    const cols: [string, number, number][] = [['Full Name', 40, 150], ['Title', 192, 85], ['Own %', 279, 40], ['SSN', 321, 95], ['Credit Score', 505, 60]];
    for (const [c, x] of cols) t(doc, c, x, 120, 'Times-Bold', 7);
    const rows = [['Schmidt, Andre C.', 'Partner', '45%', '588-27-7228', ''], ['Carlos Okafor', 'Secretary', '55%', '', '620']];
    rows.forEach((r, i) => {
      const y = 132 + i * 36;
      cols.forEach(([, x, w], k) => doc.formText(`o${i}c${k}`, x - 1, y, w, 16, { value: r[k]!, fontSize: 9 } as never));
      t(doc, 'Home Address:', 40, y + 20, 'Times-Italic', 6); doc.formText(`o${i}a`, 89, y + 17, 300, 14, { value: `${1720 + i} Lakeview Dr, Winnipeg, MB`, fontSize: 8 } as never);
      doc.lineWidth(0.4).moveTo(40, y + 33).lineTo(572, y + 33).stroke();
    });
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Andre', 'Schmidt', 45], ['Carlos', 'Okafor', 55]]);
  });
});

describe('fourteenth session: the new sets at first sight (158-163), words', () => {
  it('"20. Applicant Ownership" heads the owners; a share is still asked by "20. Ownership %"', () => {
    expect(sectionOf('20. Applicant Ownership')).toBe('owner');
    expect(sectionOf('3. Business ownership')).toBe('owner');
    expect(sectionOf('20. Ownership %')).toBe(null);
    expect(sectionOf('Part 3: Ownership')).toBe('owner');
    expect(sectionOf('Section C - Ownership')).toBe('owner');
  });
  it('a share written with a decimal comma ("33,5 %") is 33.5; "1,000" is no share', () => {
    expect(commaShare('33,5 %')).toBe(33.5);
    expect(commaShare('12,25%')).toBe(12.25);
    expect(commaShare('1,000')).toBe(null);
  });
  it('"see above" and "as above" are fillers; "Dela Rosa" keeps its particle', () => {
    expect(blank('see above')).toBe(true);
    expect(blank('As above')).toBe(true);
    expect(personName('Kwame Dela Rosa')).toMatchObject({ first: 'Kwame', last: 'Dela Rosa' });
  });
  it('"Company (as on tax return)" asks the legal name; a bare "Company" does not', () => {
    expect(labelOf('Company (as on tax return)', false)?.field).toBe('legal_name');
    expect(labelOf('Company (as shown on your tax return)', false)?.field).toBe('legal_name');
    expect(labelOf('Company', false)?.field).not.toBe('legal_name');
  });
});

describe('fourteenth session: the new sets at first sight (158-163), forms', () => {
  it('an owners\' table whose column captions run up their header cells (set 159)', async () => {
    const doc = page();
    t(doc, 'GABLE & SPIRE ADVANCE  Revenue-Based Funding Application', 40, 24, 'Times-Bold', 13);
    t(doc, 'Legal name of business', 60, 50, 'Helvetica', 6); t(doc, 'Bright Harbor Coffee, Inc.', 62, 60, 'Helvetica', 9);
    const cols: [string, number, number][] = [['OWNER NAME', 62, 171], ['TITLE', 233, 90], ['OWN %', 323, 46], ['SSN', 369, 96], ['BIRTH DATE', 465, 90]];
    for (const [c, x, w] of cols) { doc.lineWidth(0.5).rect(x, 90, w, 60).stroke(); sideways(doc, [c], x + w / 2 - 5, 92, 56, true); }
    const rows = [['Marguerite De La Cruz', 'Secretary', '22', '601-93-0027', '02/05/1995'], ['Li Abernathy', 'Vice President', '66%', '511-20-4449', '12/06/1970']];
    rows.forEach((r, i) => cols.forEach(([, x, w], k) => { doc.rect(x, 150 + i * 25, w, 25).stroke(); t(doc, r[k]!, x + 3, 158 + i * 25, 'Helvetica', 8.5); }));
    t(doc, 'Signature of owner ____________________  Date ________', 60, 260);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id])).toEqual([
      ['Marguerite', 'De La Cruz', 'Secretary', 22, '601930027'], ['Li', 'Abernathy', 'Vice President', 66, '511204449']]);
  });

  for (const detail of ['caption after', 'caption over'] as const) {
    it(`an owner's home address on a line of its own between owners' rows, its ${detail} its value (sets 160, 162)`, async () => {
      const doc = page();
      t(doc, 'NORTHSTAR PRAIRIE CAPITAL  Merchant Application', 40, 24, 'Helvetica-Bold', 13);
      t(doc, 'Legal name', 40, 50); t(doc, 'Summit Enterprises LLC', 40, 60, 'Helvetica', 9);
      t(doc, '3. OWNERS AND GUARANTORS', 40, 90, 'Helvetica-Bold', 9);
      const cols: [string, number][] = [['Name (last, first)', 40], ['Title', 190], ['%', 284], ['SSN', 324], ['Credit score', 504]];
      for (const [c, x] of cols) t(doc, c, x, 106, 'Helvetica', 7);
      const rows = [['Nguyen, Renee', 'Managing Member', '40%', '627-79-0707', '599'], ['Novak, Jean-Luc D.', 'Member', '60%', '572-63-0549', '560']];
      rows.forEach((r, i) => {
        const y = 120 + i * 36;
        cols.forEach(([, x], k) => t(doc, r[k]!, x, y, 'Helvetica', 9));
        if (detail === 'caption after') { t(doc, `${3001 + i} Pine Ridge Ct, Savannah, GA 31465`, 40, y + 18, 'Helvetica', 8); t(doc, 'home address', 496, y + 19, 'Helvetica', 6); }
        else { t(doc, 'Home Address', 40, y + 16, 'Helvetica', 6); t(doc, `${1772 + i} Route 9, Edmonton, AB`, 100, y + 21, 'Helvetica', 8); }
      });
      const app = await read(doc);
      expect(app?.applicants?.map((a) => [a.last_name, a.ownership])).toEqual([['Nguyen', 40], ['Novak', 60]]);
    });
  }

  it('a payment on the landlord\'s line is the rent; an address is no count (sets 160, 163)', async () => {
    const doc = page();
    t(doc, 'KEYSTONE LEDGER ADVANCE  Merchant Application', 40, 24, 'Helvetica-Bold', 13);
    t(doc, 'REQUESTED TERMS', 40, 44, 'Helvetica-Bold', 9); t(doc, '88 Penn Square, Lancaster, PA 17603', 330, 44, 'Helvetica', 8);
    t(doc, 'Legal Name:', 40, 70); t(doc, 'Harbor Partners L.P.', 120, 70, 'Helvetica', 9);
    t(doc, 'Amount requested:', 40, 90); t(doc, '$84,000.00', 140, 90, 'Helvetica', 9);
    t(doc, 'Own', 40, 150); t(doc, 'X  Rent', 62, 150); t(doc, 'Landlord', 100, 150); t(doc, 'Curtis Pruitt Properties', 140, 150, 'Helvetica', 9); t(doc, 'Phone', 280, 150); t(doc, '(434) 566-1993', 310, 150, 'Helvetica', 9);
    t(doc, 'Monthly payment', 400, 150); t(doc, '$4,600', 470, 150, 'Helvetica', 9);
    const app = await read(doc);
    expect(app?.requested_amount).toBe(84000);
    expect(app?.requested_payment ?? null).toBe(null);
    expect(app?.number_of_payments ?? null).toBe(null);
  });
});

describe('fourteenth session: what a value says it is not', () => {
  const read1 = (field: string, label: string, text: string) => {
    const got: Record<string, unknown> = {};
    setField({ field, label, text, confidence: 0.8, source: 'text' } as never, (k, _f, v) => { got[k] = v; }, () => {});
    return got;
  };
  it('a caption\'s word and lone digit ("Use 1") is no sum of money', () => {
    expect(read1('requested_payment', 'Tax payment', 'Use 1').requested_payment ?? null).toBe(null);
    expect(read1('requested_payment', 'Payment', '$1,296.99').requested_payment).toBe(1296.99);
  });
  it('an address is no count of payments, and "Terms" naming no payments asks none', () => {
    expect(read1('number_of_payments', 'Number of payments', '88 Penn Square, Lancaster, PA 17603').number_of_payments ?? null).toBe(null);
    expect(read1('number_of_payments', 'REQUESTED TERMS', '120').number_of_payments ?? null).toBe(null);
    expect(read1('number_of_payments', 'Number of payments', '52 weekly payments').number_of_payments).toBe(52);
  });
});

describe('fourteenth session: a ring a hand drew round a checkbox (set 158)', () => {
  it('checks the option printed after the box it rings', async () => {
    const doc = page();
    t(doc, 'HARBORVIEW ISO SERVICES  Merchant Application', 36, 24, 'Helvetica-Bold', 13);
    t(doc, 'Business Legal Name', 36, 60, 'Helvetica', 7); t(doc, 'Stonebridge Nail Lounge L.L.C.', 130, 58, 'Times-Italic', 11);
    t(doc, 'Payment Frequency:', 36, 90, 'Helvetica', 7);
    const opts: [string, number][] = [['Daily', 100], ['Weekly', 143], ['Bi-Weekly', 192], ['Monthly', 249]];
    for (const [o, x] of opts) { doc.lineWidth(0.6).rect(x, 88, 9, 9).stroke(); t(doc, o, x + 12, 89, 'Helvetica', 7); }
    // (A ring as small as a round checkbox, drawn round the box.)
    doc.save().lineWidth(1.1).strokeColor('#1b2a6b').ellipse(196.5, 92.5, 6.9, 6.9).stroke().restore();
    t(doc, 'Signature ____________________  Date ________', 36, 200);
    const app = await read(doc);
    expect(app?.payment_frequency).toBe('biweekly');
  });
});

describe('fourteenth session: the second six sets at first sight (164-169), words', () => {
  it('sums with dots between thousands, "87.000", "1.504,29"; a sum is never written to three decimals', () => {
    expect(money('87.000')).toBe(87000);
    expect(money('1.504,29')).toBe(1504.29);
    expect(money('1.250.000')).toBe(1250000);
    expect(money('12.50')).toBe(12.5);
  });
  it('an export\'s column names and a CRM\'s tags: "REQ_AMOUNT_CAD", "BN_PROGRAM_ACCT", "$ REQ"', () => {
    expect(labelOf('REQ_AMOUNT_CAD')?.field).toBe('requested_amount');
    expect(labelOf('BN_PROGRAM_ACCT')?.field).toBe('business_tax_id');
    expect(labelOf('BN program account')?.field).toBe('business_tax_id');
    expect(labelOf('$ REQ')?.field).toBe('requested_amount');
  });
  it('the prior advance\'s term is a decoy\'s; a bare "Term" still asks the count', () => {
    expect(labelOf('Prior Term (payments)')?.field).toBe('decoy');
    expect(labelOf('Prior # Pmts:')?.field).toBe('decoy');
    expect(labelOf('Term')?.field).toBe('number_of_payments');
  });
  it('"Owner 2: Connor Abernathy, PE" names an owner; a CRM\'s "Deal owner" is a decoy\'s label, no section; a box "(office use)" a decoy\'s', () => {
    expect(labelOf('Owner 2: Connor Abernathy, PE')?.field).toBe('owner_name');
    expect(sectionOf('Deal owner Tess Gallagher')).toBe(null);
    expect(labelOf('Opportunity Owner')?.field).toBe('decoy');
    expect(sectionOf('FILE SUMMARY (office use)')).toBe('decoy');
    expect(sectionOf('Business owner')).toBe('owner');
  });
});

describe('fourteenth session: the second six sets at first sight (164-169), forms', () => {
  it('a cell with its caption on a shaded strip across its top, the value under the strip (set 166)', async () => {
    const doc = page();
    t(doc, 'EL CAMINO MERCHANT SERVICES  Solicitud de capital / Capital application', 36, 24, 'Helvetica-Bold', 12);
    const cell = (x: number, y: number, w: number, caption: string, value: string) => {
      doc.lineWidth(0.6).rect(x, y, w, 28).stroke();
      doc.rect(x + 1, y + 1, w - 2, 9).fill('#d9d9d9');
      t(doc, caption, x + 3, y + 3, 'Helvetica-Bold', 5.5);
      t(doc, value, x + 4, y + 14, 'Helvetica', 9);
    };
    cell(36, 60, 360, 'NOMBRE LEGAL / LEGAL NAME', 'Barber Studio La Palma, Inc.');
    cell(396, 60, 180, 'FECHA DE INICIO / START DATE (MM/DD/AA)', '05/15/98');
    cell(36, 88, 270, 'NOMBRE COMERCIAL / DBA', 'Barber Studio La Palma');
    cell(306, 88, 270, 'NUM. DE IDENTIFICACION FISCAL (EIN) / FEDERAL TAX ID', '99-6245782');
    cell(36, 130, 270, 'MONTO SOLICITADO / AMOUNT REQUESTED', '$128,000');
    t(doc, 'Firma / Signature ____________________  Fecha / Date ________', 36, 200);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Barber Studio La Palma, Inc.');
    expect(app?.trade_name).toBe('Barber Studio La Palma');
    expect(app?.business_tax_id).toBe('996245782');
    expect(app?.requested_amount).toBe(128000);
  });

  it('a CRM card: an icon before each tag, "[card] EIN  429351982" (set 167)', async () => {
    const doc = page();
    t(doc, 'pipewell   Northbeam Capital / Deals / D-16435', 36, 24, 'Helvetica-Bold', 12);
    t(doc, 'COMPANY', 50, 76, 'Helvetica-Bold', 7); t(doc, 'CONTACT - GUARANTOR', 332, 76, 'Helvetica-Bold', 7);
    const row = (x: number, y: number, tag: string, value: string) => {
      doc.lineWidth(0.7).rect(x, y, 8, 6).stroke(); doc.circle(x + 2.5, y + 3, 1).fill('black');
      t(doc, tag, x + 12, y, 'Helvetica', 5.5); t(doc, value, x + 58, y - 1, 'Helvetica-Bold', 8);
    };
    [['LEGAL', 'Oak Hollow Grooming LLC'], ['EIN', '42-9351982'], ['ADDR', '3881 Oak Blvd, Springfield, IL 62741'], ['TEL', '527.600.9678']].forEach(([k, v], i) => row(50, 92 + i * 17, k!, v!));
    [['NAME', 'Dmitri McAllister'], ['OWN', '100'], ['SSN', '562-92-1576'], ['FICO', '698']].forEach(([k, v], i) => row(322, 92 + i * 17, k!, v!));
    const app = await read(doc);
    expect(app?.legal_name).toBe('Oak Hollow Grooming LLC');
    expect(app?.business_tax_id).toBe('429351982');
    expect(app?.applicants?.[0]).toMatchObject({ first_name: 'Dmitri', last_name: 'McAllister', tax_id: '562921576' });
  });

  it('an export\'s column names as its labels, "LEGAL_NAME ...... value" (set 167)', async () => {
    const doc = page();
    const rows = ['LEDGERLINE CRM :: APPLICATION EXPORT (TXT)', '[MERCHANT]', 'LEGAL_NAME .............. 1468976 Canada Corp.', 'OPERATING_NAME .......... Beacon Heating & Air',
      'BN_PROGRAM_ACCT ......... 885210567RC0001', 'DATE_ESTABLISHED ........ 2008-10-21', 'CITY_PROV_POSTAL ........ Charlottetown, PE C8Y 4N5', '[REQUEST]', 'REQ_AMOUNT_CAD .......... 175000.00', 'NUM_PMTS ................ 52'];
    rows.forEach((r, i) => t(doc, r, 46, 40 + i * 11, 'Courier', 8.5));
    const app = await read(doc);
    expect(app?.legal_name).toBe('1468976 Canada Corp.');
    expect(app?.business_tax_id).toBe('885210567RC0001');
    expect(app?.requested_amount).toBe(175000);
  });

  it('a figure over a line ruled under a label is the label\'s only alone on its line: "Factor: 1.22" is that line\'s (set 156, a regression caught)', () => {
    const piece = (text: string, x0: number, x1: number, y0: number, y1: number): Piece => ({ page: 1, text, x0, x1, y0, y1, source: 'text' });
    const label = piece('3. Ownership', 40, 106, 391, 404), rule = { x0: 36, x1: 577, y0: 406, y1: 407 };
    const factor = piece('1.22', 272, 287, 379 - 10, 379);
    expect(highOverSlot(label, [label, piece('Factor:', 222, 242, 369, 377), factor], [rule])).toBe(undefined);
    expect(highOverSlot(label, [label, factor], [rule])).toBe(factor);
  });
});

describe('fourteenth session: the second six sets at first sight (164-169), more', () => {
  it('labels: "... requested" after a term\'s label; a province "or jurisdiction" of incorporation; the particle "Ó"', () => {
    expect(labelOf('Number of payments requested')?.field).toBe('number_of_payments');
    expect(labelOf('Payment amount requested')?.field).toBe('requested_payment');
    expect(labelOf('Province or jurisdiction of incorporation')?.field).toBe('other');
    expect(personName('Anaïs D. Ó Súilleabháin')).toMatchObject({ first: 'Anaïs', last: 'Ó Súilleabháin' });
  });

  it('an owners\' table with columns of numbers we do not keep, "Individual NPI | License #" (set 169)', async () => {
    const doc = page();
    t(doc, 'CHAIRSIDE CAPITAL PARTNERS  Practice Funding Application', 36, 24, 'Helvetica-Bold', 12);
    t(doc, 'Legal name of practice', 36, 50); t(doc, 'Lakeshore Wellness, P.A.', 150, 50, 'Helvetica', 9);
    t(doc, 'PROVIDERS & OWNERS (all owners of 20% or more)', 36, 80, 'Helvetica-Bold', 8);
    const cols: [string, number][] = [['Name & credentials', 38], ['Title', 166], ['Ownership', 244], ['SSN', 284], ['Est. FICO', 412], ['Individual NPI', 450], ['License #', 514]];
    for (const [c, x] of cols) t(doc, c, x, 96, 'Helvetica', 6.5);
    const rows = [["Everett D'Angelo, DMD", 'Partner', '50%', '512-33-9359', '560', '1467422428', 'DN331923'], ['Ngozi Haddad', 'Secretary', '50%', '479-26-2195', '802', '1099930368', 'DN56773']];
    rows.forEach((r, i) => cols.forEach(([, x], k) => t(doc, r[k]!, x + 1, 110 + i * 16, 'Helvetica', 8)));
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership, a.credit_score])).toEqual([['Everett', "D'Angelo", 50, 560], ['Ngozi', 'Haddad', 50, 802]]);
  });

  it('the applicant beside its parent company, column by column: the applicant\'s column (set 168)', async () => {
    const doc = page();
    t(doc, 'HARBORGATE COMMERCIAL FUNDING  Merchant Application', 36, 24, 'Helvetica-Bold', 12);
    t(doc, '1. BUSINESS INFORMATION', 36, 50, 'Helvetica-Bold', 9);
    t(doc, 'Parent / Affiliate Company', 160, 66, 'Helvetica-Bold', 8); t(doc, 'Applicant Business', 380, 66, 'Helvetica-Bold', 8);
    const rows = [['Legal Name', 'Brightwater Enterprises Corp.', 'Cobblestone Physical Therapy PLLC'], ['Tax ID / EIN', '73-2428117', '05-0105378'],
      ['Date Established', 'Mar 26, 1996', 'Apr 16, 2010'], ['Type of Business', 'Management services', 'Physical therapy clinic']];
    rows.forEach(([l, a, b], i) => { t(doc, l!, 36, 82 + i * 16); t(doc, a!, 160, 82 + i * 16, 'Helvetica', 9); t(doc, b!, 380, 82 + i * 16, 'Helvetica', 9); });
    t(doc, '2. FUNDING REQUEST', 36, 170, 'Helvetica-Bold', 9); t(doc, 'Amount Requested', 36, 186); t(doc, '$ 45,000', 160, 186, 'Helvetica', 9);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Cobblestone Physical Therapy PLLC');
    expect(app?.business_tax_id).toBe('050105378');
    expect(app?.business_start_date).toBe('2010-04-16');
    expect(app?.industry).toBe('medical_practice');
    expect(app?.requested_amount).toBe(45000);
  });
});

describe('fourteenth session: sideways captions over blocks of owners (set 155 handwritten, caught after the mends)', () => {
  it('an empty cell\'s caption is no header of the next owner\'s cell of its kind; the band heads from the captions\' left', async () => {
    const doc = page();
    t(doc, 'QUILLSTONE MERCHANT PARTNERS  Merchant cash advance application', 30, 24, 'Helvetica-Bold', 12);
    const cell = (x: number, y: number, w: number, caption: string, value: string) => {
      doc.lineWidth(0.6).rect(x, y, w, 36).stroke();
      sideways(doc, [caption], x + w - 14, y, 36, false);
      if (value) t(doc, value, x + 19, y + 14, 'Times-Italic', 10);
    };
    const owner = (y: number, n: number, name: string, share: string, fico: string) => {
      cell(30, y, 230, 'NAME', name); cell(260, y, 150, 'OWN %', share); cell(410, y, 78, 'FICO', fico);
      doc.rect(540, y, 14, 36).fill('#1f3358'); sideways(doc, [`OWNER ${n}`], 540, y, 36, true);
    };
    owner(80, 1, 'Yusuf Whitfield', '60 %', '');
    owner(126, 2, 'Marisol Ferreira', '40%', '610');
    t(doc, 'Signature of owner ______________________   Date __________', 30, 220);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.ownership, a.credit_score])).toEqual([['Yusuf', 60, null], ['Marisol', 40, 610]]);
  });
});
