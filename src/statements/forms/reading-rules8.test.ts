import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';

// Rules learnt this session on independent authors' brokers (issue 36), each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
interface Field { name: string; label: string | null; value: string; checked: boolean | null; rect: Rect }
const pageOf = (items: TextItem[], form: { rules?: Rect[]; boxes?: Rect[]; fields?: Field[] } = {}): PageText =>
  ({ page: 1, width: 612, height: 792, items, form: { fields: form.fields ?? [], marks: [], rules: form.rules ?? [], boxes: form.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const text = (name: string, value: string, x0: number, y0: number, x1: number, y1: number): Field => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1 } });
const rule = (x0: number, y: number, x1: number): Rect => ({ x0, y0: y, x1, y1: y + 1 });

describe('a menu of amounts ticked in a fillable form (issue 36)', () => {
  it('the amount beside the checked box is the request; none checked, none requested', () => {
    const page = (checked: boolean) => pageOf([item('Legal name: Oak LLC', 40, 40), item('AMOUNT REQUESTED (tick one)', 40, 247),
      ...['$15,000', '$25,000', '$50,000'].map((a, k) => item(a, 50 + 86 * k, 263, 'F3'))],
    { fields: [0, 1, 2].map((k) => ({ name: `menu${k}`, label: null, value: '', checked: checked && k === 1, rect: { x0: 37 + 86 * k, y0: 255, x1: 46 + 86 * k, y1: 264 } })) });
    expect(read(page(true)).fields.requested_amount?.value).toBe(25000);
    expect(read(page(false)).fields.requested_amount ?? null).toBeNull();
  });
});

describe('captions after their rules (issue 36)', () => {
  it('a heading in capitals worded like a label heads the owners whose values have their own captions', () => {
    const r = read(pageOf([item('Working Capital Application', 40, 50, 'F2', 12),
      item('Business legal name', 335, 96), item('OWNERSHIP', 40, 325, 'F2', 10), item('Owner 1 - full name', 265, 346), item('Title', 505, 346)],
    { fields: [text('a', 'Oak Hill LLC', 42, 83, 328, 98), text('b', 'Rafael Abernathy', 42, 333, 258, 348), text('c', 'Owner', 372, 333, 498, 348)],
      rules: [rule(40, 98, 330), rule(40, 346, 261), rule(370, 346, 501)] }));
    expect(r.fields.legal_name?.value).toBe('Oak Hill LLC');
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value])).toEqual([['Rafael', 'Abernathy', 'Owner']]);
  });
});

describe('a row of labels each over its value (issue 36)', () => {
  it('a label in capitals far along the row is a label, not a heading', () => {
    const r = read(pageOf([item('GRANITE FUNDING SOLUTIONS', 36, 34, 'F2', 14), item('LEGAL NAME', 36, 72), item('DOING BUSINESS AS', 376, 72),
      item('Crescent Machine Works PLLC', 39, 86, 'F3'), item('Brightwater Machine Works', 379, 86, 'F3')]));
    expect([r.fields.legal_name?.value, r.fields.trade_name?.value]).toEqual(['Crescent Machine Works PLLC', 'Brightwater Machine Works']);
  });

  it('a label of a field not read ("Years in business") heads nothing; a state\'s code under "State" is the state', () => {
    const r = read(pageOf([item('Application for Business Funding', 40, 45, 'F2', 12), item('MAIN STREET ADVANCE', 394, 43, 'F2', 14),
      item('Tax ID', 40, 129), item('Business start date', 200, 129), item('Years in business', 360, 129), item('What does the business do?', 430, 129),
      item('46-1808242', 43, 144, 'F3'), item('December 13, 2012', 203, 144, 'F3'), item('14', 363, 144, 'F3'), item('Convenience store', 433, 144, 'F3'),
      item('Business address', 40, 165), item('City', 280, 165), item('State', 410, 165), item('Zip', 470, 165),
      item('4696 Old Mill Rd', 43, 180, 'F3'), item('Lansing', 283, 180, 'F3'), item('MI', 413, 180, 'F3'), item('51145', 473, 180, 'F3')]));
    expect([r.fields.business_start_date?.value, r.fields.state_region?.value]).toEqual(['2012-12-13', 'MI']);
  });
});

const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

describe('tables and boxes read as a person does (issue 36)', () => {
  it('a header row of label cells reads each value in the cell under its label; a grid of label and value cells reads beside', () => {
    const labels = ['Legal Name', 'DBA', 'Entity', 'Fed Tax ID'], values = ['Summit Enterprises, LP', 'N/A', 'LP', '54-9439727'];
    const xs = [30, 206, 336, 394, 472];
    const r = read(pageOf([...labels.map((t, k) => item(t, xs[k]! + 3, 67)), ...values.map((t, k) => item(t, xs[k]! + 3, 82, 'F3'))],
      { boxes: [0, 1, 2, 3].flatMap((k) => [box(xs[k]!, 57, xs[k + 1]!, 70), box(xs[k]!, 70, xs[k + 1]!, 87)]) }));
    expect([r.fields.legal_name?.value, r.fields.type_of_entity?.value, r.fields.business_tax_id?.value]).toEqual(['Summit Enterprises, LP', 'limited_partnership', '549439727']);
    // Label | value | label | value rows, one under another: the value is beside.
    const grid = read(pageOf([item('City', 39, 173), item('Ashland', 140, 174, 'F3'), item('State', 309, 173), item('OH', 410, 174, 'F3'),
      item('Zip Code', 39, 191), item('57256', 140, 192, 'F3'), item('State of Incorporation', 309, 191), item('WA', 410, 192, 'F3')],
    { boxes: [box(36, 161, 136, 179), box(135, 160, 307, 180), box(306, 161, 406, 179), box(405, 160, 577, 180),
      box(36, 179, 136, 197), box(135, 178, 307, 198), box(306, 179, 406, 197), box(405, 178, 577, 198)] }));
    expect(grid.fields.state_region?.value).toBe('OH');
  });

  it('values in boxes of their own with their labels printed under them; an empty box is a blank', () => {
    const r = read(pageOf([item('Ironwood Holdings, Inc.', 44, 117, 'F3'), item('886457201', 374, 117, 'F3'), item('CORPORATE NAME', 40, 131, 'F1', 7),
      item('FEDERAL TAX ID (EIN)', 370, 131, 'F1', 7), item('S Corporation', 374, 149, 'F3'), item('DBA / TRADE NAME', 40, 163, 'F1', 7),
      item('ENTITY TYPE', 370, 163, 'F1', 7), item('3063 Mill Road', 44, 181, 'F3'), item('Denver', 274, 181, 'F3'), item('STREET ADDRESS', 40, 195, 'F1', 7),
      item('CITY', 270, 195, 'F1', 7)],
    { boxes: [box(40, 106, 364, 123), box(370, 106, 566, 123), box(40, 138, 364, 155), box(370, 138, 464, 155), box(40, 170, 264, 187), box(270, 170, 384, 187)] }));
    expect([r.fields.legal_name?.value, r.fields.business_tax_id?.value, r.fields.type_of_entity?.value]).toEqual(['Ironwood Holdings, Inc.', '886457201', 's_corporation']);
    expect(r.fields.trade_name ?? null).toBeNull();
  });

  it('a surname in a cell of its own drops a generation\'s suffix', () => {
    const r = read(pageOf([item('OWNERS', 30, 204, 'F2'), item('Last Name', 33, 217), item('First Name', 143, 217), item('Title', 233, 217), item('Own %', 333, 217),
      item('Lindqvist Jr.', 33, 233, 'F3'), item('Terrence', 143, 233, 'F3'), item('Managing Member', 233, 233, 'F3'), item('51%', 333, 233, 'F3'),
      item('Okafor', 33, 251, 'F3'), item('Derek', 143, 251, 'F3'), item('President', 233, 251, 'F3'), item('49%', 333, 251, 'F3')]));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.ownership?.value])).toEqual([['Terrence', 'Lindqvist', 51], ['Derek', 'Okafor', 49]]);
  });
});

describe('labels in two tongues and labels we do not know (issue 36)', () => {
  it('a bilingual label\'s other language in another font is one label; a row of labels over values reads each under its own', () => {
    const r = read(pageOf([item('Nombre legal del negocio', 40, 87, 'F2'), item('/ Legal business name', 121, 87, 'F4'), item('Northstar Services LLP', 42, 97, 'F3'),
      item('PROPIETARIOS / OWNERS', 40, 130, 'F2', 10),
      item('Nom complet', 40, 150), item('Titre', 260, 150), item('Fatima De la Cruz', 42, 162, 'F3'), item('COO', 262, 162, 'F3'),
      item('Numéro d\'assurance sociale (NAS)', 40, 185), item('Adresse du domicile', 200, 185), item('727 300 857', 42, 197, 'F3'),
      item('6207 Rue Principale, Gatineau, QC J8X 2K1', 202, 197, 'F3')]));
    expect(r.fields.legal_name?.value).toBe('Northstar Services LLP');
    expect(r.applicants.map((a) => [a.last_name?.value, a.role?.value, a.tax_id?.value])).toEqual([['De la Cruz', 'COO', '727300857']]);
  });

  it('a numbered question ending in a colon is no value of the question over it', () => {
    const r = read(pageOf([item('OWNERS', 36, 420, 'F2'), item('19. Owner 1 - full name:', 36, 437), item('Ana Ruiz', 239, 437, 'F3'),
      item('20. Owner 1 - Social Security Number:', 36, 456), item('280-69-6247', 239, 456, 'F3'), item('21. Owner 1 - date of birth:', 36, 475), item('06/05/1992', 239, 475, 'F3')]));
    expect(r.applicants.map((a) => a.tax_id?.value)).toEqual(['280696247']);
  });

  it('"SSN / Tax ID" in the business\'s section is the business\'s number', () => {
    const r = read(pageOf([item('PART I. BUSINESS', 48, 112, 'F2'), item('LEGAL NAME (AS ON TAX RETURN):', 48, 129), item('Elena D. Kaminski', 208, 129, 'F3'),
      item('SSN / TAX ID #:', 360, 149), item('602-33-5023', 444, 149, 'F3')]));
    expect([r.fields.business_tax_id?.value, r.fields.business_tax_id_type?.value]).toEqual(['602335023', 'SSN']);
  });
});

describe('marks and rules (issue 36)', () => {
  it('a mark typed before an option marks it, and heads no section', () => {
    const r = read(pageOf([item('PART I. BUSINESS', 48, 112, 'F2'), item('LEGAL NAME:', 48, 129), item('Elena D. Kaminski', 208, 129, 'F3'),
      item('BUSINESS TYPE:', 48, 169), item('CORPORATION', 151, 170), item('LLC', 230, 170), item('PARTNERSHIP', 268, 170), item('X SOLE PROPRIETOR', 338, 170, 'F3'),
      item('NATURE OF BUSINESS:', 48, 189), item('BARBERSHOP', 152, 189, 'F3')]));
    expect([r.fields.type_of_entity?.value, r.fields.industry?.value]).toEqual(['sole_proprietorship', 'personal_care']);
  });

  it('"Business Type" over a row of entity types asks for the entity; an Other cell beside such a row gives what is written in it', () => {
    const marked = read({ ...pageOf([item('Legal Name', 40, 100), item('Golden Care, Inc.', 120, 100, 'F3'), item('Business Type', 40, 169), item('Sole Proprietor', 140, 169),
      item('LLC', 215, 169), item('Corporation', 252, 169), item('Partnership', 322, 169), item('Tax ID', 40, 190), item('12-3456789', 120, 190, 'F3')],
    { boxes: [box(128, 160, 136, 168), box(203, 160, 211, 168), box(240, 160, 248, 168), box(310, 160, 318, 168)] }),
    form: { fields: [], marks: [box(240, 160, 248, 168)], rules: [], boxes: [box(128, 160, 136, 168), box(203, 160, 211, 168), box(240, 160, 248, 168), box(310, 160, 318, 168)], vrules: [], tilted: [] } } as unknown as PageText);
    expect(marked.fields.type_of_entity?.value).toBe('c_corporation');
    const other = read(pageOf([item('Nombre legal / Legal name', 40, 90), item('Northstar Supply, Inc.', 42, 102, 'F3'), item('Tipo de entidad / Entity type', 40, 168),
      item('Otro / Other', 460, 168), item('Corporación / Corporation', 55, 180), item('LLC', 166, 180), item('Sociedad / Partnership', 203, 180), item('S Corporation', 462, 179, 'F3')]));
    expect(other.fields.type_of_entity?.value).toBe('s_corporation');
  });

  it('a dotted leader runs to the value; a rule ending at the next label, which has a rule of its own, is a blank', () => {
    const leader = read(pageOf([item('COMPANY INFORMATION', 40, 81, 'F2'), item('Legal Business Name', 40, 98), item('Evergreen Group Corporation', 160, 98, 'F3')],
      { rules: [rule(120, 97, 156)] }));
    expect(leader.fields.legal_name?.value).toBe('Evergreen Group Corporation');
    const blank = read(pageOf([item('Legal name', 36, 79), item('Oak Hollow Motors Inc.', 84, 78, 'F3'), item('DBA', 36, 101), item('Accountant', 306, 101)],
      { rules: [rule(80, 80, 300), rule(56, 102, 300), rule(350, 102, 560)] }));
    expect(blank.fields.trade_name ?? null).toBeNull();
  });

  it('a value written by hand a little past the foot of its rule is on it', () => {
    const r = read(pageOf([item('Northgate Threads, Inc.', 47, 98, 'F3', 12), item('Business legal name (as filed with the IRS)', 335, 94), item('Acme', 47, 118, 'F3'),
      item('Trade name / d.b.a.', 335, 116)], { rules: [rule(40, 96, 331), rule(40, 118, 331)] }));
    expect(r.fields.legal_name?.value).toBe('Northgate Threads, Inc.');
  });
});
