import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { parseStatements, resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';
import { collect } from './test-forms-rules.ts';

// Rules learnt on the seventeenth and eighteenth independent authors' brokers (portal and app exports; funders'
// agreements with the merchant's data in their sentences and schedules) and on the misses left of sets 12 and 15
// (issue 36), each on a self-made form here.
// (Widths as Helvetica sets them, about 0.45 of the size a character.)
const item = (str: string, x: number, y: number, font = 'F1', h = 8, w = str.length * h * 0.45): TextItem => ({ str, x, y, w, h, font });
const pageOf = (items: TextItem[], d: { boxes?: Rect[] } = {}): PageText =>
  ({ page: 1, width: 612, height: 792, items, form: { fields: [], marks: [], rules: [], boxes: d.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value, a.tax_id?.value ?? null, a.tax_id_type]);
const v = (r: ReturnType<typeof read>, ...keys: (keyof ReturnType<typeof read>['fields'])[]) => keys.map((k) => r.fields[k]?.value ?? null);

describe('labels worded another way (issue 36)', () => {
  it('"FEDERAL EMPLOYER ID. NO." asks the EIN, "SUM REQUESTED" the amount, a Spanish "Estado" the state', () => {
    const r = read(pageOf([item('LEGAL NAME OF BUSINESS', 60, 90), item('Lakeshore Lawn Care Inc.', 66, 105, 'F3', 10), item('FEDERAL EMPLOYER ID. NO.', 372, 124),
      item('598630171', 378, 139, 'F3', 10), item('SUM REQUESTED', 60, 226), item('DAILY REMITTANCE', 212, 226), item('136,000.00', 66, 241, 'F3', 10),
      item('Ciudad', 300, 150), item('Estado', 440, 150), item('Estado de incorporación', 300, 178), item('Miami', 302, 162, 'F3', 10), item('FL', 442, 162, 'F3', 10),
      item('NM', 302, 190, 'F3', 10)]));
    expect(v(r, 'business_tax_id', 'requested_amount', 'state_region')).toEqual(['598630171', 136000, 'FL']);
  });

  it('a lone "Schedule" in a request\'s card asks the schedule; "Province of Registration" is no business address', () => {
    const r = read(pageOf([item('Request', 176, 222, 'F2', 10), item('Amount Requested', 178, 236), item('$393,000.00', 258, 236, 'F3'), item('Schedule', 383, 266), item('Weekly', 463, 266, 'F3'),
      item('Business Address', 50, 180), item('Province of Registration', 310, 180), item('3837 Harbor Dr, Montreal, QC H3B 9H2', 55, 196, 'F3'), item('SK', 315, 196, 'F3')]));
    expect(v(r, 'payment_frequency', 'state_region')).toEqual(['weekly', 'QC']);
  });

  it('a required field\'s asterisk printed apart after its label is no value', () => {
    const r = read(pageOf([item('Legal Business Name', 50, 92), item('*', 135, 90, 'F4', 10), item('Leah MacLeod', 55, 108, 'F3'),
      item('Amount Requested', 50, 356), item('*', 125, 354, 'F4', 10), item('$81,000.00', 55, 372, 'F3')]));
    expect(v(r, 'legal_name', 'requested_amount')).toEqual(['Leah MacLeod', 81000]);
  });
});

describe('what a person sees drawn (issue 36)', () => {
  it('a header cell overflowing its side into the next cell\'s label: two columns', () => {
    const boxes = [[39, 191], [189, 281], [279, 351], [349, 436]].flatMap(([x0, x1]) => [47, 63].map((y0) => ({ x0: x0!, x1: x1!, y0, y1: y0 + (y0 === 47 ? 18 : 24) })));
    const r = read(pageOf([item('Propietarios / Owners', 40, 37, 'F2'), item('Nombre / Name', 43, 58, 'F1', 6.5), item('Cargo / Title', 193, 58, 'F1', 6.5),
      item('% Propiedad / Ownership', 283, 58, 'F1', 6.5, 73.7), item('Seguro social / SSN', 353, 58, 'F1', 6.5, 58.2),
      item('Núñez, Rosa', 44, 77, 'F3'), item('Dueño / Owner', 194, 77, 'F3'), item('25%', 284, 77, 'F3'), item('466-66-5709', 354, 77, 'F3')], { boxes }));
    expect(owners(r)).toEqual([['Rosa', 'Núñez', 'Dueño / Owner', 25, '466665709', 'SSN']]);
  });

  it('a label printed in two languages one over the other is a label, not a decoy\'s heading over the next row', () => {
    const r = read(pageOf([item('Type of business', 40, 189), item('Landlord', 300, 189), item("Genre d'entreprise", 40, 197, 'F1', 7), item('Locateur', 300, 197, 'F1', 7),
      item('Dental office', 42, 210, 'F3'), item('Wendell MacLeod', 302, 210, 'F3'),
      item('Frequency / Fréquence', 390, 231), item('Daily', 402, 246), item('X', 432, 246, 'F3'), item('Weekly', 442, 246), item('Monthly', 490, 246)]));
    expect(v(r, 'payment_frequency')).toEqual(['weekly']);
  });

  it('a bare "Number" after a row of kinds of ID to tick is the number of the kind ticked', () => {
    const r = read(pageOf([item('Owner 1 / Propriétaire 1', 45, 330, 'F2'), item('Full name', 40, 345), item('Kowalski, Karen L.', 42, 366, 'F3'),
      item('ID / Pièce :', 40, 387), item('X', 91, 387, 'F3'), item('SIN / NAS', 102, 387), item('ITN / NIT', 159, 387), item('Number', 250, 383), item('291819357', 252, 404, 'F3')]));
    expect(owners(r)).toEqual([['Karen', 'Kowalski', undefined, undefined, '291819357', 'SIN']]);
  });

  it('an owner\'s detail on a line of its own between two owners\' rows does not end the table', () => {
    const row = (y: number, cells: [string, number][]) => cells.map(([t, x]) => item(t, x, y, 'F3', 7));
    const r = read(pageOf([item('SECTION 3 - OWNERSHIP', 48, 400, 'F2', 10), item('Owner Name', 51, 420, 'F1', 7), item('Title', 201, 420, 'F1', 7), item('Own. %', 279, 420, 'F1', 7),
      item('SSN', 321, 420, 'F1', 7), item('Date of Birth', 399, 420, 'F1', 7),
      ...row(435, [['Aisha Lindqvist', 50], ['Partner', 200], ['30%', 278], ['949-80-4382', 320], ['08/12/1994', 398]]), item('Home address:', 51, 448, 'F1', 7), item('1298 Main St, Raleigh, NC 27733', 108, 448, 'F3', 7),
      ...row(463, [['Yolanda Delgado', 50], ['Managing Member', 200], ['70%', 278], ['657-94-5280', 320], ['12/28/1983', 398]]), item('Home address:', 51, 476, 'F1', 7), item('3068 Commerce Blvd, Fresno, CA 93761', 108, 476, 'F3', 7),
      item('Signature', 51, 520), item('Date', 300, 520)]));
    expect(owners(r).map((o) => o.slice(0, 4))).toEqual([['Aisha', 'Lindqvist', 'Partner', 30], ['Yolanda', 'Delgado', 'Managing Member', 70]]);
  });

  it('a value written word by word along a gently sloping line is one value', () => {
    const words: [string, number, number, number][] = [['Cedar', 86, 77.2, 24.9], ['Point', 116.3, 76, 24.9], ['Holdings', 146.7, 74.8, 40], ['LLC', 192.2, 73.5, 14.7]];
    const r = read(pageOf([item('A. BUSINESS', 33, 64, 'F2'), item('Legal Name', 30, 78, 'F2', 6.2), ...words.map(([t, x, y, w]) => item(t, x, y, 'F3', 7.6, w)),
      item('Amount', 217, 78, 'F2', 6.2), item('$465,000', 271, 77, 'F3', 8.1)]));
    expect(v(r, 'legal_name')).toEqual(['Cedar Point Holdings LLC']);
  });

  it('a dark pill round a word among outlined ones is the option chosen (a portal\'s toggle, printed)', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
    doc.fontSize(14).text('Tandem Funding Portal', 40, 20);
    doc.fontSize(9).text('Legal Business Name', 40, 70, { lineBreak: false }).text('Redwood Lane Bakery LLC', 160, 70, { lineBreak: false });
    doc.text('Federal Tax ID', 40, 90, { lineBreak: false }).text('12-3456789', 160, 90, { lineBreak: false });
    const pills = (label: string, y: number, options: string[], chosen: number) => {
      doc.fillColor('black').text(label, 40, y, { lineBreak: false });
      options.forEach((o, i) => {
        const x = 160 + i * 80;
        if (i === chosen) { doc.roundedRect(x, y - 4, 70, 16, 8).fill('#1f2937'); doc.fillColor('white'); } else { doc.roundedRect(x, y - 4, 70, 16, 8).stroke('#9ca3af'); doc.fillColor('#374151'); }
        doc.text(o, x + 10, y, { lineBreak: false });
      });
    };
    pills('Entity Type', 120, ['Corporation', 'LLC', 'Partnership', 'Sole Prop.'], 2);
    pills('Payment Schedule', 150, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], 1);
    const r = await parseStatements([{ name: 'portal.pdf', bytes: await collect(doc) }]);
    expect([r.application?.type_of_entity, r.application?.payment_frequency]).toEqual(['general_partnership', 'weekly']);
  });

  it('a pill filled in a brand\'s strong colour (blue, green) is chosen as a black one is; a pale tinted one is not', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
    doc.fontSize(14).text('Tandem Funding Portal', 40, 20);
    doc.fontSize(9).text('Legal Business Name', 40, 70, { lineBreak: false }).text('Redwood Lane Bakery LLC', 160, 70, { lineBreak: false });
    doc.text('Federal Tax ID', 40, 90, { lineBreak: false }).text('12-3456789', 160, 90, { lineBreak: false });
    const pills = (label: string, y: number, options: string[], chosen: number, colour: string) => {
      doc.fillColor('black').text(label, 40, y, { lineBreak: false });
      options.forEach((o, i) => {
        const x = 160 + i * 80;
        if (i === chosen) { doc.roundedRect(x, y - 4, 70, 16, 8).fill(colour); doc.fillColor('white'); } else { doc.roundedRect(x, y - 4, 70, 16, 8).stroke('#9ca3af'); doc.fillColor('#374151'); }
        doc.text(o, x + 10, y, { lineBreak: false });
      });
    };
    pills('Entity Type', 120, ['LLC', 'C-Corp', 'S-Corp', 'Partnership'], 3, '#2563eb');
    pills('Payment Schedule', 150, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], 1, '#16a34a');
    const r = await parseStatements([{ name: 'portal.pdf', bytes: await collect(doc) }]);
    expect([r.application?.type_of_entity, r.application?.payment_frequency]).toEqual(['general_partnership', 'weekly']);
  });

  it('options two to a line under their label ("Daily  Weekly" over "Bi-weekly  Monthly"): the first is no answer, the filled one is', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
    doc.fontSize(14).text('Tandem Funding Portal', 40, 20);
    doc.fontSize(9).text('Legal Business Name', 40, 70, { lineBreak: false }).text('Redwood Lane Bakery LLC', 160, 70, { lineBreak: false });
    doc.text('Federal Tax ID', 40, 90, { lineBreak: false }).text('12-3456789', 160, 90, { lineBreak: false });
    doc.text('Amount Requested', 40, 110, { lineBreak: false }).text('$50,000', 160, 110, { lineBreak: false });
    doc.text('Owner Name', 40, 130, { lineBreak: false }).text('Jane Roe', 160, 130, { lineBreak: false });
    doc.fillColor('black').text('PAYMENT FREQUENCY', 400, 120, { lineBreak: false });
    ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'].forEach((o, i) => {
      const x = 400 + (i % 2) * 80, y = 138 + Math.floor(i / 2) * 22;
      if (o === 'Weekly') { doc.roundedRect(x, y - 4, 70, 16, 8).fill('#2563eb'); doc.fillColor('white'); } else { doc.roundedRect(x, y - 4, 70, 16, 8).stroke('#9ca3af'); doc.fillColor('#374151'); }
      doc.text(o, x + 20, y, { lineBreak: false });
    });
    const r = await parseStatements([{ name: 'portal.pdf', bytes: await collect(doc) }]);
    expect(r.application?.payment_frequency).toBe('weekly');
  });
});

describe('a funder\'s agreement (issue 36)', () => {
  it('its sentences\' blanks: the merchant named before its defined term, the entity after ", a", the business, since when, the amount applied for', () => {
    const r = read(pageOf([item('THIS AGREEMENT is made on', 50, 114), item('05/09/25', 173, 114, 'F3'), item('between Atlas Forward Capital LLC ("Funder") and', 253, 114),
      item('Prairie Wind Ventures Corp.', 52, 132, 'F3'), item('(the "Merchant"), a', 228, 133), item('C Corp', 302, 132, 'F3'), item('organized under the laws of the State of', 382, 133),
      item('DE', 52, 151, 'F3'), item(', doing business as', 102, 152), item('N/A', 174, 151, 'F3'), item(', with its principal place of business at', 294, 152),
      item('11684 Oak Street, Columbus, OH 43207', 52, 170, 'F3'), item(', Federal Tax ID (EIN)', 284, 171), item('58-0799539', 370, 170, 'F3'), item('. The Merchant is engaged', 460, 171),
      item('in the business of', 50, 190), item('Gym / fitness center', 117, 189, 'F3'), item('and has operated that business continuously since', 249, 190), item('November 5, 2014', 432, 189, 'F3'),
      item('Funder agrees to pay the Purchase Price of', 50, 213), item('$218,000.00', 208, 212, 'F3'), item('for the Purchased Amount of', 288, 213), item('$274,148.00', 397, 212, 'F3'),
      item('of all Future Receipts. The Merchant applied for funding in the amount of', 239, 232), item('$ 222,000', 52, 250, 'F3'), item('(the "Requested Amount").', 132, 251)]));
    expect(v(r, 'legal_name', 'trade_name', 'type_of_entity', 'business_tax_id', 'industry', 'business_start_date', 'requested_amount'))
      .toEqual(['Prairie Wind Ventures Corp.', null, 'c_corporation', '580799539', 'fitness', '2014-11-05', 222000]);
  });

  it('footnotes\' marks, the owner in brackets before "whose title is", a share "owning", an SSN at a line\'s end, a schedule "debited"', () => {
    const r = read(pageOf([item('1. Merchant. The Merchant\'s legal name is', 50, 86), item('Fatima Okafor', 208, 85, 'F3'), item('¹, doing business as', 378, 86), item('Blue Heron Catering', 52, 104, 'F3'),
      item('3. Funding. The Merchant requests an advance of', 50, 162), item('240,500', 232, 161, 'F3'), item('repaid in', 312, 162), item('12', 348, 161, 'F3'), item('payments of', 384, 162),
      item('$27,056.25', 432, 161, 'F3'), item('each, debited', 503, 162), item('bi-weekly', 52, 180, 'F3'), item('³. The Purchase Price is', 116, 181),
      item('4. Principals. The following persons own the Merchant and sign this Agreement as Guarantors:', 50, 200),
      item('(', 70, 218), item('Sofia D. Brennan', 77, 217, 'F3'), item('), whose title is', 207, 218), item('CEO', 267, 217, 'F3'), item(', owning', 357, 218), item('60', 393, 217, 'F3'),
      item('of the Merchant, SSN/ITIN', 433, 218), item('630-83-6326', 72, 236, 'F3'), item(', born', 157, 237), item('3/1/1986', 182, 236, 'F3'), item('.', 240, 237)]));
    expect(v(r, 'legal_name', 'trade_name', 'requested_amount', 'number_of_payments', 'requested_payment', 'payment_frequency'))
      .toEqual(['Fatima Okafor', 'Blue Heron Catering', 240500, 12, 27056.25, 'biweekly']);
    expect(owners(r)).toEqual([['Sofia', 'Brennan', 'CEO', 60, '630836326', 'SSN']]);
  });

  it('a guarantor\'s "Printed Name" over the guarantor\'s details; a credit score beside the signature line', () => {
    const r = read(pageOf([item('GUARANTOR #1', 46, 235, 'F2'), item('Printed Name:', 46, 251), item('Priya S. Lindqvist', 106, 250, 'F3'), item('Title:', 356, 251), item('Sole Owner', 381, 250, 'F3'),
      item('Ownership:', 46, 269), item('100', 96, 268, 'F3'), item('SIN:', 176, 269), item('573 405 602', 198, 268, 'F3'),
      item('Credit score (self-reported):', 46, 305), item('572', 158, 304, 'F3'), item('Signature:', 356, 306)]));
    expect(owners(r)).toEqual([['Priya', 'Lindqvist', 'Sole Owner', 100, '573405602', 'SIN']]);
    expect(r.applicants[0]?.credit_score?.value).toBe(572);
  });

  it('the funder\'s EIN in its letterhead gives way to the merchant\'s; a purchase price beside a purchased amount is no request', () => {
    const r = read(pageOf([item('ATLAS FORWARD CAPITAL LLC', 50, 50, 'F2', 14), item('238 Lexington Ave, Suite 1196, Newark, NJ 07101', 50, 63), item('EIN 11-6699328', 231, 63),
      item("Merchant's Legal Name", 42, 200), item('Riverbend Partners LLC', 44, 214, 'F3'), item('Federal Tax ID (EIN)', 42, 240), item('46-7849052', 44, 254, 'F3'),
      item('Purchase Price', 42, 320), item('$69,000.00', 44, 334, 'F3'), item('Purchased Amount', 42, 350), item('$87,273.00', 44, 364, 'F3'),
      item('Specified Percentage', 42, 380), item('16%', 44, 394, 'F3'), item('Amount Requested by Merchant', 42, 410), item('$ 74,000', 44, 424, 'F3')]));
    expect(v(r, 'legal_name', 'business_tax_id', 'requested_amount')).toEqual(['Riverbend Partners LLC', '467849052', 74000]);
    expect(r.applicants).toEqual([]);
  });

  it('pairs run on like a sentence: a label at its line\'s end has its figure at the next line\'s start; a header row\'s last label has not', () => {
    const r = read(pageOf([item('GUARANTOR 1', 50, 139, 'F2'), item('Name:', 50, 154), item('Grace Delgado', 78, 153, 'F3'), item('Title:', 248, 154), item('Vice President', 272, 153, 'F3'),
      item('Ownership %:', 372, 154), item('51%', 428, 153, 'F3'), item('SSN/ITIN:', 473, 154), item('291-33-5290', 52, 172, 'F3'), item('Date of Birth:', 142, 173), item('July 16, 1993', 196, 172, 'F3'),
      item('FUNDING REQUESTED', 39, 215, 'F2'), item('Amount / Montant demandé', 39, 236), item('Remittance / Versement', 219, 236), item('Number of Remittances / Nombre', 399, 236),
      item('$235,000', 40, 252, 'F3')]));
    expect(owners(r)).toEqual([['Grace', 'Delgado', 'Vice President', 51, '291335290', 'SSN']]);
    expect(v(r, 'requested_amount', 'number_of_payments')).toEqual([235000, null]);
  });

  it('guarantors\' blocks with no heading, the second printed first in the right column: numbered owners, in their numbers\' order', () => {
    const block = (n: number, x: number, y: number, name: string, title: string, sin: string) => [item(`Guarantor ${n} - Name`, x, y), item(name, x + 2, y + 10, 'F3'),
      item('Title', x, y + 21), item(title, x + 2, y + 31, 'F3'), item('SIN', x, y + 42), item(sin, x + 2, y + 52, 'F3'),
      item('Residence Address', x, y + 63), item('8223 Willow Ct, Saskatoon, SK S7K 6B3', x + 2, y + 73, 'F3')];
    const r = read(pageOf([item('Merchant hereby sells, assigns and transfers to Funder (making Funder the absolute owner)', 40, 76, 'F1', 8, 258),
      item('(collectively "Future Receipts") until Funder has received the Purchased Amount.', 40, 93, 'F1', 8, 220),
      ...block(2, 316, 78, 'Santiago Brennan', 'CEO', '459-817-490'),
      item("Merchant's Legal Name", 42, 135), item('Prairie Wind Services Ltd.', 44, 145, 'F3'), item('Form of Organization', 42, 177), item('Corporation', 44, 187, 'F3'),
      item('Principal Business Address', 42, 219), item('6428 Market Square, Halifax, NS B3J 3K8', 44, 229, 'F3'),
      ...block(1, 42, 457, 'Chloe Castellanos', 'Director', '687-765-818')]));
    expect(v(r, 'legal_name', 'state_region')).toEqual(['Prairie Wind Services Ltd.', 'NS']);
    expect(owners(r).map((o) => o.slice(0, 3))).toEqual([['Chloe', 'Castellanos', 'Director'], ['Santiago', 'Brennan', 'CEO']]);
  });
});
