import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules for set 93's fillable corners and its printed look (2026-12-02), each with a page that failed before it.

const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 4.6);
/** A numbered question: its number in bold and grey, apart from its words ("3." then "Legal name of your business"). */
const q = (n: number, s: string, x: number, y: number) => [item(`${n}.`, x, y, 'F3', 7, 6), item(s, x + 12, y, 'F1', 7.5, s.length * 3.4)];

describe('a question\'s number set apart in its own type is part of the question', () => {
  it('"4." in bold before "Doing business as", its answer under the number: the DBA; and so across each row', () => {
    const r = read(pageOf([...q(3, 'Legal name of your business', 36, 100), ...q(4, 'Doing business as (if different)', 316, 100),
      val('Acme Lawn Care LLC', 38, 114), val('Greenway Lawns', 318, 114),
      ...q(6, 'Federal tax ID (EIN, or SSN if none)', 36, 140), ...q(8, 'Date started', 456, 140),
      val('16-3385731', 38, 154), val('06/03/2017', 458, 154),
      ...q(9, 'Street address', 36, 180), ...q(9, 'City', 316, 180), ...q(9, 'State', 456, 180),
      val('2039 River Rd', 38, 194), val('Tulsa', 318, 194), val('OK', 458, 194),
      ...q(12, 'Owner 1 name', 36, 240), ...q(13, 'Title', 256, 240), ...q(13, 'Ownership %', 386, 240), ...q(14, 'SSN', 476, 240),
      val('Patrick Baptiste', 38, 254), val('Owner', 258, 254), val('100', 388, 254), val('799-19-9196', 478, 254),
      ...q(22, 'How much funding do you need?', 36, 300), ...q(24, 'Number of payments', 346, 300),
      val('$74,000', 38, 314), val('141', 348, 314)]));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id', 'business_start_date', 'state_region', 'requested_amount', 'number_of_payments'))
      .toEqual(['Acme Lawn Care LLC', 'Greenway Lawns', '163385731', '2017-06-03', 'OK', 74000, 141]);
    expect(owners(r)).toEqual([['Patrick', 'Baptiste', 'Owner', 100, '799199196']]);
  });
});

describe('a share\'s caption printed after its figure ("80 % owned") is the figure\'s', () => {
  const c = (s: string, x: number, y: number) => item(s, x, y, 'F4', 8.5, s.length * 5.1);
  const rows = (share: (n: string, y: number) => ReturnType<typeof c>[]) => [c('Legal Name: Acme Movers LLC', 40, 100), c('State: NM', 40, 118),
    c('OWNERS', 40, 150), c('Name: Tariq Brennan', 40, 170), c('Title: Member', 310, 170), ...share('80', 170), c('SSN: 866-09-2623', 40, 188),
    c('Name: Katya Lopez', 40, 220), c('Title: Owner', 310, 220), ...share('20', 220), c('SSN: 512-44-9087', 40, 238)];
  it('typed in the form\'s own type, the figure run into its caption: "Title: Member   80 % owned"', () => {
    const r = read(pageOf(rows((n, y) => [c(`${n} % owned`, 507, y)])));
    expect(owners(r).map((o) => o[3])).toEqual([80, 20]);
  });
  it('a fillable field holding "80" just before the printed "% owned"', () => {
    const p = pageOf(rows((_, y) => [c('% owned', 522, y)]));
    const field = (text: string, y: number) => ({ name: `f${y}`, label: null, value: text, checked: null, rect: { x0: 470, y0: y - 10, x1: 520, y1: y + 3 } });
    (p.form as unknown as { fields: unknown[] }).fields = [field('80', 170), field('20', 220)];
    expect(owners(read(p)).map((o) => o[3])).toEqual([80, 20]);
  });
});

describe('a heading with its other language beside it in smaller type heads its section from where it starts', () => {
  it('"FINANCING REQUEST  Demande de financement" over "Amount (CAD)": the amount requested', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.8);
    const fr = (s: string, x: number, y: number) => item(s, x, y, 'F5', 6.5, s.length * 2.9);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F1', 10, s.length * 4.8);
    const r = read(pageOf([item('BUSINESS', 40, 80, 'F2', 11, 50), fr('Entreprise', 100, 80), lab('Legal Business Name', 40, 100), fr('Dénomination sociale', 40, 108),
      val('Granite State Cleaners Inc.', 130, 105), lab('Province', 40, 124), fr('Province', 40, 132), val('Ontario', 130, 129),
      item('FINANCING REQUEST', 40, 170, 'F2', 11, 92), fr('Demande de financement', 140, 170),
      lab('Amount (CAD)', 40, 190), fr('Montant', 40, 198), val('$357,500 CAD', 112, 195), lab('Payment', 232, 190), fr('Versement', 232, 198), val('$2,452.44', 284, 195)]));
    expect(v(r, 'legal_name', 'requested_amount', 'requested_payment')).toEqual(['Granite State Cleaners Inc.', 357500, 2452.44]);
  });
});

describe('a share\'s hand-written figure run up against its caption\'s sign', () => {
  it('"20" written touching "% owned": read back as "20 %" before "owned", the share 20', () => {
    const c = (s: string, x: number, y: number) => item(s, x, y, 'F4', 8.5, s.length * 5.1);
    const r = read(pageOf([c('Legal Name: Acme Movers LLC', 40, 100), c('State: NM', 40, 118), c('OWNERS', 40, 150),
      c('Name:', 40, 170), item('Tariq Brennan', 70, 171, 'H1', 11, 70), c('Title:', 310, 170), item('Member', 347, 171, 'H1', 11, 34),
      item('20', 510, 171, 'H1', 11, 11), c('% owned', 522, 170)]));
    expect(owners(r).map((o) => o[3])).toEqual([20]);
  });
});

describe('a two-language label answered beside has no value under it', () => {
  it('"PRINCIPALS  Dirigeants" under "Frequency / Fréquence" and its options: the owners\' heading, not the frequency', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.8);
    const fr = (s: string, x: number, y: number) => item(s, x, y, 'F5', 6.5, s.length * 2.9);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F1', 10, s.length * 4.8);
    const r = read(pageOf([item('BUSINESS', 40, 80, 'F2', 11, 50), fr('Entreprise', 100, 80), lab('Legal Business Name', 40, 100), fr('Dénomination sociale', 40, 108),
      val('Granite State Cleaners Inc.', 130, 105), lab('Province', 40, 124), fr('Province', 40, 132), val('Ontario', 130, 129),
      item('FINANCING REQUEST', 40, 170, 'F2', 11, 92), fr('Demande de financement', 140, 170),
      lab('Amount (CAD)', 40, 190), fr('Montant', 40, 198), val('$357,500 CAD', 112, 195),
      lab('Frequency', 40, 214), fr('Fréquence', 40, 222), lab('Daily', 122, 214), lab('Weekly', 191, 214), lab('Monthly', 267, 214),
      item('PRINCIPALS', 40, 240, 'F2', 11, 54), fr('Dirigeants', 102, 240),
      lab('Full Name', 40, 260), fr('Nom complet', 40, 268), val('Patrick K. Patel', 102, 265), lab('Title', 330, 260), fr('Titre', 330, 268), val('Managing Partner', 362, 265),
      lab('% Owned', 462, 260), fr('Part', 462, 268), val('100 %', 504, 265)]));
    expect(owners(r)).toEqual([['Patrick', 'Patel', 'Managing Partner', 100, null]]);
  });
});

describe('a web form\'s inputs, each label set small between the input over it and its own under it', () => {
  it('labels a point under the input before and two over their own: read over their values, as the first of each card is', () => {
    type F = { name: string; label: null; value: string; checked: null; rect: { x0: number; y0: number; x1: number; y1: number } };
    const items: ReturnType<typeof item>[] = [], fields: F[] = [], boxes: F['rect'][] = [];
    const column = (x: number, top: number, rows: [string, string][]) => rows.forEach(([l, value], i) => {
      const y = top + 28 * i;
      items.push(item(l, x, y + 6.8, 'F6', 6.8, l.length * 3.3));
      const rect = { x0: x + 1, y0: y + 11, x1: x + 150, y1: y + 27 };
      boxes.push(rect);
      fields.push({ name: `${l}${x}`, label: null, value, checked: null, rect });
    });
    column(44, 86, [['Legal business name', 'Westbrook Fitness LLC'], ['DBA / trade name', 'Harbor Point Fitness'], ['Entity type', 'LLC'],
      ['Street address', '4338 Industrial Blvd'], ['Describe the business', 'Fitness center'], ['State', 'Michigan']]);
    column(390, 86, [['Amount requested', '$287,500'], ['Payment frequency', 'Weekly'], ['Payment amount', '$23,507.03']]);
    column(44, 300, [['First name', 'Patrick'], ['Last name', 'Morrison'], ['Title', 'Managing Member'], ['Ownership %', '100%']]);
    const p = pageOf([item('COMPANY', 44, 76, 'F2', 9, 40), item('FUNDING REQUEST', 390, 76, 'F2', 9, 77), item('PRINCIPAL OWNER', 44, 290, 'F2', 9, 80), ...items], { boxes });
    (p.form as unknown as { fields: F[] }).fields = fields;
    const r = read(p);
    expect(v(r, 'legal_name', 'trade_name', 'type_of_entity', 'requested_amount', 'requested_payment', 'payment_frequency'))
      .toEqual(['Westbrook Fitness LLC', 'Harbor Point Fitness', 'llc', 287500, 23507.03, 'weekly']);
    expect(owners(r)).toEqual([['Patrick', 'Morrison', 'Managing Member', 100, null]]);
  });
});
