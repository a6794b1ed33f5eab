import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';

// Rules learnt at the twenty-first to twenty-fourth independent authors' brokers (word-processor forms, many owners,
// faxed and typewritten paperwork, Canadian forms; issue 36), each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8, w = str.length * h * 0.45): TextItem => ({ str, x, y, w, h, font });
const pageOf = (items: TextItem[], d: { boxes?: Rect[]; marks?: Rect[]; rules?: Rect[] } = {}): PageText =>
  ({ page: 1, width: 612, height: 792, items, form: { fields: [], marks: d.marks ?? [], rules: d.rules ?? [], boxes: d.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value, a.credit_score?.value ?? null]);
const v = (r: ReturnType<typeof read>, ...keys: (keyof ReturnType<typeof read>['fields'])[]) => keys.map((k) => r.fields[k]?.value ?? null);
const box = (x0: number, y0: number, s = 8): Rect => ({ x0, y0, x1: x0 + s, y1: y0 + s });

describe('a typewriter\'s lines (issue 36)', () => {
  it('values typed half a line off their labels; "OWNER 2" with its name beside it; a value before the next label on its line', () => {
    const owner = (n: number, y: number, name: string, title: string, share: string, ssn: string, fico: string) => [
      item(name, 102, y + 2, 'F3', 11, 90), item(`OWNER ${n}`, 48, y + 5, 'F1', 8, 30), item('TITLE', 354, y + 5, 'F1', 8, 18), item(title, 386, y + 2, 'F3', 11, 60),
      item('OWN %', 470, y + 5, 'F1', 8, 23), item(share, 506, y + 3, 'F3', 11, 20), item(ssn, 105, y + 17, 'F3', 11, 55), item('SS#', 48, y + 25, 'F1', 8, 12),
      item('BIRTH DATE', 254, y + 25, 'F1', 8, 37), item('02/04/75', 308, y + 17, 'F3', 11, 38), item('FICO', 410, y + 25, 'F1', 8, 16), item(fico, 444, y + 19, 'F3', 11, 19)];
    const r = read(pageOf([item('OWNER / OFFICER INFORMATION', 48, 38, 'F2', 10, 146), ...owner(1, 55, 'Luis Whitfield', 'Owner', '40%', '120-65-0473', '597'),
      ...owner(2, 123, 'Tariq V. Brennan', 'Vice President', '30%', '465-95-5547', '577'), ...owner(3, 191, 'Nikolai E. Nakamura', 'Secretary', '30%', '517-19-0831', '611')]));
    expect(owners(r)).toEqual([['Luis', 'Whitfield', 'Owner', 40, 597], ['Tariq', 'Brennan', 'Vice President', 30, 577], ['Nikolai', 'Nakamura', 'Secretary', 30, 611]]);
    expect(r.applicants.map((a) => a.tax_id?.value)).toEqual(['120650473', '465955547', '517190831']);
  });

  it('a hand\'s name written low under "Name:" is not the value of "Title:" under it: the value nearest its line', () => {
    const r = read(pageOf([item('OWNER 1', 42, 256, 'F2', 9, 34), item('Name:', 42, 269, 'F1', 8, 21), item('Dr. Dwayne N. Castellanos, MD', 107, 274, 'F3', 12, 136),
      item('Title:', 42, 282, 'F1', 8, 25), item('Managing Member', 110, 291, 'F3', 12, 76)]));
    expect(owners(r).map((o) => o.slice(0, 3))).toEqual([['Dwayne', 'Castellanos', 'Managing Member']]);
  });

  it('a line\'s number printed apart before the next label is no value ("5 Date business commenced  6 State of organization")', () => {
    const r = read(pageOf([item('5', 36, 182, 'F2', 10, 5), item('Date business commenced', 48, 182, 'F1', 9, 90), item('6', 236, 182, 'F2', 10, 4),
      item('State of organization', 248, 182, 'F1', 9, 69), item('03/15/1998', 50, 196, 'F3', 11, 50), item('IL', 250, 196, 'F3', 11, 10),
      item('9', 36, 238, 'F2', 10, 4), item('City', 48, 238, 'F1', 9, 13), item('10', 276, 238, 'F2', 10, 9), item('State', 288, 238, 'F1', 9, 18),
      item('11', 376, 238, 'F2', 10, 9), item('ZIP code', 388, 238, 'F1', 9, 30), item('Macon', 50, 251, 'F3', 11, 29), item('GA', 290, 251, 'F3', 11, 14),
      item('32419', 390, 251, 'F3', 11, 26)]));
    expect(v(r, 'business_start_date', 'state_region')).toEqual(['1998-03-15', 'GA']);
  });

  it('a rule under a row starting under its first label is that row\'s, not a caption\'s after it; "ADDRESS:" keeps its value from "DBA:" over it', () => {
    const r = read(pageOf([item('Blue Ridge Services LLC', 115, 66, 'F3', 11, 124), item('52-6269272', 399, 68, 'F3', 11, 54), item('COMPANY LEGAL NAME:', 36, 68, 'F1', 8, 71),
      item('FEIN:', 376, 68, 'F1', 8, 15), item('DBA:', 36, 86, 'F1', 8, 14), item('8559 Kings Hwy, Spokane', 76, 104, 'F3', 11, 125), item('ADDRESS:', 36, 104, 'F1', 8, 31)],
    { rules: [{ x0: 36, y0: 70, x1: 367, y1: 71 }, { x0: 376, y0: 70, x1: 577, y1: 71 }, { x0: 36, y0: 88, x1: 367, y1: 89 }, { x0: 36, y0: 106, x1: 297, y1: 107 }] }));
    expect(v(r, 'legal_name', 'business_tax_id', 'trade_name')).toEqual(['Blue Ridge Services LLC', '526269272', null]);
  });
});

describe('grids, tables and headings of paperwork (issue 36)', () => {
  it('an industry asked with a grid of boxes: the one ticked; a caption in capitals over its value is no heading', () => {
    const r = read(pageOf([item('DOING BUSINESS AS', 40, 93, 'F1', 7, 56), item('Union Street Pet Grooming', 43, 103, 'F3', 10, 135),
      item('INDUSTRY (CHECK ONE)', 40, 233, 'F2', 8, 84), item('AUTO REPAIR SHOP', 50, 244, 'F1', 7, 58), item('BAKERY (RETAIL)', 180, 244, 'F1', 7, 49),
      item('PET GROOMING', 50, 274, 'F1', 7, 47), item('PIZZERIA', 180, 274, 'F1', 7, 27)],
    { boxes: [box(40, 238), box(170, 238), box(40, 268), box(170, 268)], marks: [box(40, 268)] }));
    expect(v(r, 'trade_name', 'industry')).toEqual(['Union Street Pet Grooming', 'pet_services']);
  });

  it('a table of principals: "LAST, FIRST", "S.S. NO.", "OWN."; "EMPLOYER ID / SSN" is the business\'s number', () => {
    const r = read(pageOf([item('1. NAME OF APPLICANT (EXACT LEGAL NAME)', 38, 55, 'F1', 6, 112), item('2. EMPLOYER ID / SSN', 398, 55, 'F1', 6, 54),
      item('Ironwood Group Inc.', 39, 66, 'F3', 10, 103), item('61-6738957', 401, 67, 'F3', 10, 54), item('13. PRINCIPALS', 36, 172, 'F2', 8, 46),
      ...[['LAST, FIRST', 38], ['TITLE', 208], ['OWN.', 298], ['S.S. NO.', 344], ['BIRTH', 434]].map(([t, x]) => item(t as string, x as number, 182, 'F1', 6, 20)),
      item('Whitfield, Gordon', 41, 197, 'F3', 10, 82), item('President', 211, 197, 'F3', 10, 43), item('34%', 299, 199, 'F3', 10, 15), item('245-63-1695', 349, 198, 'F3', 10, 53),
      item('09/03/59', 439, 199, 'F3', 10, 39), item('Szymanski, Colleen C.', 38, 214, 'F3', 10, 101), item('Partner', 210, 210, 'F3', 10, 33),
      item('66%', 298, 213, 'F3', 10, 15), item('577-16-4905', 350, 212, 'F3', 10, 53), item('03/28/80', 439, 212, 'F3', 10, 39)]));
    expect(v(r, 'business_tax_id', 'business_tax_id_type')).toEqual(['616738957', 'EIN']);
    expect(owners(r)).toEqual([['Gordon', 'Whitfield', 'President', 34, null], ['Colleen', 'Szymanski', 'Partner', 66, null]]);
    expect(r.applicants.map((a) => a.tax_id?.value)).toEqual(['245631695', '577164905']);
  });

  it('a table of advances under "CURRENT CASH ADVANCES / BUSINESS LOANS": its funders\' names and payments are theirs', () => {
    const r = read(pageOf([item('Amount requested', 40, 60, 'F1', 8, 60), item('$50,000', 40, 72, 'F3', 10, 37), item('CURRENT CASH ADVANCES / BUSINESS LOANS', 40, 107, 'F2', 9, 164),
      item('Pinnacle Advance Co.', 44, 120, 'F3', 10, 96), item('bal $18,000', 252, 116, 'F3', 10, 53), item('pmt $326', 383, 116, 'F3', 10, 38),
      item('Forward Line Capital', 44, 132, 'F3', 10, 96), item('bal $43,000', 252, 135, 'F3', 10, 53), item('pmt $278', 380, 133, 'F3', 10, 38)]));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([50000, null]);
  });

  it('"% SHARES" heads a share; "Title / % Owned" answered "Managing Member / 50%"; "What percentage is owned?"', () => {
    const r = read(pageOf([item('SHAREHOLDER / DIRECTOR 1', 36, 100, 'F2', 9, 110), item('FULL NAME', 36, 112, 'F1', 7, 38), item('POSITION', 300, 112, 'F1', 7, 32),
      item('% SHARES', 400, 112, 'F1', 7, 34), item('James E. Mbeki', 38, 124, 'F3', 10, 70), item('President', 302, 124, 'F3', 10, 43), item('34%', 402, 124, 'F3', 10, 17),
      item('Owner 2 name', 36, 200, 'F1', 8, 48), item('Darnell Szymanski', 100, 200, 'F3', 10, 80), item('Title / % Owned', 300, 200, 'F1', 8, 55),
      item('Managing Member / 33%', 360, 200, 'F3', 10, 110), item('Owner 3: what is the owner\'s full name?', 36, 260, 'F1', 9, 160),
      item('Maria Whitfield', 38, 274, 'F3', 10, 70), item('What percentage is owned?', 36, 300, 'F1', 9, 110), item('33%', 38, 314, 'F3', 10, 17)]));
    expect(owners(r).map((o) => o.slice(0, 4))).toEqual([['James', 'Mbeki', 'President', 34], ['Darnell', 'Szymanski', 'Managing Member', 33], ['Maria', 'Whitfield', undefined, 33]]);
  });
});

describe('questions, issuers and instructions (issue 36)', () => {
  it('"What type of entity is the business?", "Where is the business located?"; a frequency row further along leaves an entity written', () => {
    const r = read(pageOf([item('4. What type of entity is the business?', 40, 100, 'F1', 10, 180), item('Limited Liability Company', 240, 100, 'F3', 10, 120),
      item('Where is the business located?', 40, 130, 'F1', 10, 140), item('4898 Industrial Pkwy, Asheville, North Carolina 28667', 40, 144, 'F3', 10, 240)]));
    expect(v(r, 'type_of_entity', 'state_region')).toEqual(['llc', 'NC']);
    const two = read(pageOf([item('Entity', 36, 100, 'F1', 9, 25), item('C Corp', 150, 100, 'F3', 9, 30), item('Frequency', 320, 100, 'F1', 9, 40),
      item('Daily', 400, 100, 'F1', 9, 20), item('Weekly', 450, 100, 'F1', 9, 28)], { boxes: [box(388, 93), box(438, 93)] }));
    expect(v(two, 'type_of_entity')).toEqual(['c_corporation']);
  });

  it('a tax number\'s issuer after its label ("- ARC"), how to write it ("9 digits / program / reference"); a date a character to a box, year first', () => {
    const r = read(pageOf([item('Numéro d\'entreprise (NE) - ARC', 186, 139, 'F1', 8, 95), item('781776950 RT0001', 188, 151, 'F3', 10, 96),
      item('CRA Business Number - 9 digits / program / reference (e.g. RC 0001)', 30, 200, 'F1', 8, 227), item('Date business started (YYYY-MM-DD)', 300, 200, 'F1', 8, 130),
      item('809109259', 34, 213, 'F3', 10, 118), item('20060213', 304, 213, 'F3', 10, 104)]));
    expect(v(r, 'business_tax_id', 'business_tax_id_type', 'business_start_date')).toEqual(['781776950RT0001', 'BN', '2006-02-13']);
  });

  it('a note\'s "other = ULC" under its list of entity options: the entity written for "Other"', () => {
    const r = read(pageOf([item('Legal name = Harborview Center ULC', 40, 100, 'F1', 11, 190), item('Addr = 5841 Industrial Pkwy, Ottawa, ON K3K 4A3', 40, 120, 'F1', 11, 250),
      item('Entity', 40, 160, 'F2', 13, 40), ...['Sole Proprietor', 'Partnership', 'Corporation', 'Other'].map((o, i) => item(o, 40, 180 + 18 * i, 'F1', 11, 80)),
      item('other = ULC', 40, 260, 'F1', 11, 60)]));
    expect(v(r, 'legal_name', 'type_of_entity')).toEqual(['Harborview Center ULC', 'ca_ulc']);
  });

  it('a typed "X Other:" with the entity written after it; a value under the next label\'s caption is not this one\'s', () => {
    const r = read(pageOf([item('Legal name', 30, 200, 'F1', 8, 40), item('Copperline Enterprises ULC', 30, 212, 'F3', 10, 120),
      item('Legal form / Forme juridique', 30, 232, 'F1', 8, 81), item('Corporation', 41, 244, 'F1', 9, 39), item('Partnership', 105, 244, 'F1', 9, 39),
      item('Sole Proprietor', 203, 244, 'F1', 9, 50), item('X Other:', 269, 244, 'F1', 9, 30), item('Unlimited Liability Company', 304, 243, 'F3', 10, 111),
      item('Adresse', 40, 297, 'F1', 9, 28), item('Ville', 280, 297, 'F1', 9, 14), item('Province', 410, 297, 'F1', 9, 29), item('Code postal', 480, 297, 'F1', 9, 40),
      item('928 rue Saint-Denis', 42, 309, 'F3', 13, 111), item('G8B 3C9', 480, 309, 'F3', 13, 46), item('Montréal', 286, 311, 'F3', 13, 48), item('QC', 416, 312, 'F3', 13, 18)],
    { boxes: [33, 97, 161, 195].map((x) => box(x, 237)) }));
    expect(v(r, 'type_of_entity', 'state_region')).toEqual(['ca_ulc', 'QC']);
  });

  it('a decoy\'s caption in a row of captions, its value indented under it, heads no section: the entity type under it is read', () => {
    const r = read(pageOf([item('Legal Name:', 50, 100, 'F1', 10, 55), item('Silver Pine Cleaning Co-operative', 66, 113, 'F3', 11, 160),
      item('Landlord / Mortgage Holder:', 50, 254, 'F1', 10, 114), item('Landlord Phone:', 310, 254, 'F1', 10, 67), item('Bernadette Ashdown', 66, 267, 'F3', 11, 88),
      item('(670) 520-6676', 326, 267, 'F3', 11, 65), item('Entity Type:', 50, 290, 'F1', 10, 55), item('Co-operative', 66, 303, 'F3', 11, 60)]));
    expect(v(r, 'legal_name', 'type_of_entity')).toEqual(['Silver Pine Cleaning Co-operative', 'cooperative']);
  });

  it('"Additional owners: attach sheet." names nobody', () => {
    const r = read(pageOf([item('Owner name', 36, 100, 'F1', 9, 45), item('Rosa Delgado', 100, 100, 'F3', 10, 60), item('Ownership %', 300, 100, 'F1', 9, 50),
      item('100%', 360, 100, 'F3', 10, 22), item('Additional owners: attach sheet.', 36, 130, 'F1', 9, 140)]));
    expect(owners(r).map((o) => o.slice(0, 2))).toEqual([['Rosa', 'Delgado']]);
  });
});

describe('industry forms\' captions and sections (issue 36)', () => {
  it('captions under their values in a row: "Sole Proprietor" among entity options heads nothing; "BANK & FUNDING REQUEST" asks the request', () => {
    const r = read(pageOf([item('BUSINESS', 34, 78, 'F2', 9, 40), item('Casa Verde Cantina, Inc.', 37, 92, 'F3', 10, 120), item('Legal Business Name', 34, 101, 'F1', 7, 66),
      ...[['Corporation', 48], ['LLC', 150], ['S-Corp', 230], ['Sole Proprietor', 296], ['Partnership', 400]].map(([t, x]) => item(t as string, x as number, 125, 'F1', 8, 40)),
      item('Catering', 290, 160, 'F3', 10, 40), item('Type of Restaurant', 288, 169, 'F1', 7, 60), item('Tampa, FL 33682', 290, 190, 'F3', 10, 75),
      item('City, State/Province, ZIP', 288, 199, 'F1', 7, 80), item('BANK & FUNDING REQUEST', 34, 240, 'F2', 9, 110), item('Regions', 37, 254, 'F3', 10, 36),
      item('952380753', 160, 254, 'F3', 10, 46), item('$ 94,000', 420, 254, 'F3', 10, 40), item('Bank Name', 34, 263, 'F1', 7, 34),
      item('Routing Number', 158, 263, 'F1', 7, 52), item('Amount Requested', 418, 263, 'F1', 7, 58)],
    { boxes: [36, 138, 218, 284, 388].map((x) => box(x, 118)),
      rules: [[34, 101], [288, 169], [288, 199], [34, 263], [158, 263], [418, 263]].map(([x, y]) => ({ x0: x!, y0: y! - 8, x1: x! + 110, y1: y! - 7.5 })) }));
    expect(v(r, 'legal_name', 'industry', 'state_region', 'requested_amount')).toEqual(['Casa Verde Cantina, Inc.', 'food_truck_catering', 'FL', 94000]);
  });

  it('numbered questions with their answers indented under them; a decoy\'s caption in a row of captions heads only its cell', () => {
    const r = read(pageOf([item('4. What work does the company do? (trade)', 30, 120, 'F1', 9, 170), item('Roofing contractor', 46, 133, 'F3', 10, 85),
      item('5. CRA Business Number', 30, 150, 'F1', 9, 100), item('821 846 318', 46, 163, 'F3', 10, 55), item('City / Region / Postal', 30, 190, 'F1', 9, 90),
      item('Mississauga, ON L5B 8N5', 160, 190, 'F3', 10, 110), item('Premises:', 34, 222, 'F1', 8, 34), item('LANDLORD / PROPERTY MANAGER', 185, 222, 'F1', 7, 98),
      item('LANDLORD PHONE', 374, 222, 'F1', 7, 55), item('Crescent Retail Partners', 187, 233, 'F3', 10, 98), item('849.593.6316', 387, 233, 'F3', 10, 55),
      item('FUNDING REQUESTED', 34, 254, 'F1', 7, 66), item('PROPOSED PAYMENT', 185, 254, 'F1', 7, 64), item('100,500', 37, 265, 'F3', 10, 33),
      item('$ 616.70', 177, 265, 'F3', 10, 35), item('Est. Remittance', 34, 300, 'F1', 9, 60)]));
    expect(v(r, 'industry', 'business_tax_id', 'business_tax_id_type', 'state_region', 'requested_amount', 'requested_payment'))
      .toEqual(['specialty_trade_contractor', '821846318', 'BN', 'ON', 100500, 616.7]);
  });

  it('two headings on a title line head no columns where a label under them runs across from one to the other', () => {
    const r = read(pageOf([item('Funding Request Form', 36, 40, 'F2', 14, 150), item('LAKESHORE MERCHANT SERVICES', 330, 40, 'F2', 12, 200),
      item('Legal entity name: Wei Lindqvist', 36, 70, 'F1', 10, 160), item('Tax identification no.:', 36, 106, 'F1', 10, 74), item('46-3932414', 117, 104, 'F3', 11, 50),
      item('In business since:', 302, 106, 'F1', 10, 63), item('02/22/10', 372, 104, 'F3', 11, 34)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'business_start_date')).toEqual(['Wei Lindqvist', '463932414', '2010-02-22']);
  });
});

