import { describe, expect, it } from 'vitest';
import type { PageText, Rect } from '../types.ts';
import { resolveSettings } from '../settings.ts';
import { industry } from './values.ts';
import { readBirthDates, withBirthDates } from './birth-dates.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the thirtieth author's papers (issue 36): Canadian brokers' forms (bilingual labels, BN with its
// program account, SIN, day-first dates), each on a self-made page here.

/** The page read with its owners' dates of birth (read apart from the form's fields, as the pipeline does). */
const withDob = (p: PageText) => { const r = read(p); withBirthDates(r.applicants, readBirthDates([p], resolveSettings())); return r; };

const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

describe('Canadian brokers\' forms (issue 36, set 30)', () => {
  it('an owners\' table with its rows numbered in the margin ("1" beside the row): the number is no surname', () => {
    const head = [['LAST NAME', 44], ['FIRST NAME', 140], ['TITLE', 244], ['% OWNED', 320], ['SIN', 356]] as const;
    const row = [['Li', 45], ['Giulia', 141], ['President', 245], ['100%', 321], ['500 070 578', 357]] as const;
    const r = read(pageOf([item('3. OWNERS / GUARANTORS', 32, 280, 'F2', 8),
      ...head.map(([t, x]) => item(t, x, 291, 'F2', 7)), ...row.map(([t, x]) => item(t, x, 302, 'F1', 10)),
      item('1', 32, 308, 'F2', 10, 4), item('HOME ADDRESS', 44, 312, 'F2', 7)]));
    expect(owners(r)).toEqual([['Giulia', 'Li', 'President', 100, '500070578']]);
  });

  it('a date of birth whose label says it is written day first ("Date of birth (DD/MM/YYYY)")', () => {
    const r = withDob(pageOf([item('PRINCIPALS', 36, 60, 'F2', 10),
      item('Full legal name', 38, 80, 'F2', 7), item('Title', 268, 80, 'F2', 7), item('Ownership %', 398, 80, 'F2', 7), item('Date of birth (DD/MM/YYYY)', 458, 80, 'F2', 7, 64),
      item('Ngozi Wong', 39, 92, 'F1', 10), item('President', 269, 92, 'F1', 10), item('100', 399, 92, 'F1', 10), item('05/10/1985', 459, 92, 'F1', 10)]));
    expect(r.applicants[0]?.date_of_birth?.value).toBe('1985-10-05');
  });

  it('a label cell drawn inside its row\'s empty frame: the next row\'s caption and figures under it are not its value', () => {
    const r = read(pageOf([item('B. FINANCING REQUEST', 36, 300, 'F2', 10),
      item('Amount requested', 40, 326, 'F2', 8, 80), item('$240,000.00', 190, 330, 'F1', 10),
      item('Payment', 340, 345, 'F2', 8, 27),
      item('Gross sales / mo', 340, 364, 'F2', 8, 53), item('$222,547.00', 410, 368, 'F1', 10)],
    { boxes: [box(36, 315, 186, 334), box(36, 315, 337, 335), box(336, 334, 386, 353), box(336, 334, 577, 354), box(336, 353, 406, 372), box(336, 353, 577, 373)] }));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([240000, null]);
  });

  it('amounts side by side each under a caption of its own are fields, not a menu of amounts', () => {
    const cols = [['TRAILING 12-MONTH REVENUE (CAD)', '$3,211,392', 32], ['AVG MONTHLY DEPOSITS (CAD)', '$267,616', 182], ['FUNDING AMOUNT REQUESTED (CAD)', '$155,000', 322]] as const;
    const r = read(pageOf([item('02 REVENUE AND FINANCING', 30, 190, 'F2', 9),
      ...cols.flatMap(([h, x, at]) => [item(h, at, 211, 'F2', 7, 95), item(x, at + 1, 223, 'F1', 10)])],
    { boxes: [box(30, 204, 181, 227), box(180, 204, 321, 227), box(320, 204, 471, 227)] }));
    expect(v(r, 'requested_amount')).toEqual([155000]);
  });

  it('two owners\' blocks side by side ("PRINCIPAL 1 | PRINCIPAL 2"), the second left blank: one owner, read once', () => {
    const labels = (x: number) => [item('FIRST NAME', x, 287, 'F2', 7), item('LAST NAME', x + 92, 287, 'F2', 7), item('TITLE', x + 184, 287, 'F2', 7)];
    const r = read(pageOf([item('03 PRINCIPALS (each owner of 20% or more)', 52, 262, 'F2', 9, 250),
      item('PRINCIPAL 1', 36, 277, 'F2', 8), item('PRINCIPAL 2', 316, 277, 'F2', 8), ...labels(36), ...labels(316),
      item('Navdeep', 37, 300, 'F1', 10), item('Rossi', 129, 300, 'F1', 10), item('President', 221, 300, 'F1', 10),
      item('OWNERSHIP', 36, 309, 'F2', 7), item('SIN', 92, 309, 'F2', 7), item('OWNERSHIP', 316, 309, 'F2', 7), item('SIN', 372, 309, 'F2', 7),
      item('100 %', 37, 322, 'F1', 10), item('699-327-128', 93, 322, 'F1', 10)]));
    expect(owners(r)).toEqual([['Navdeep', 'Rossi', 'President', 100, '699327128']]);
  });

  it('a bilingual owners\' table: "1. Nom / Last name" is the surname\'s column, its caption over the date in small type no value', () => {
    const head = [['1. Nom / Last name', 30], ['Prénom / First name', 130], ['Titre / Title', 220], ['% détenu / owned', 312], ['NAS / SIN', 362], ['Naissance / Birth (AAAA-MM-JJ)', 432]] as const;
    const row = [['Ouellet', 31], ['Frédéric', 131], ['Associé', 221], ['60 %', 313], ['284 512 878', 363], ['1965-10-30', 433]] as const;
    const r = withDob(pageOf([item('3. PROPRIÉTAIRES (20 % ET PLUS)', 35, 312, 'F2', 9),
      ...head.map(([t, x]) => item(t, x, 322, 'F2', 7)), ...row.map(([t, x]) => item(t, x, 335, 'F1', 11)),
      item('Adresses domiciliaires / Home addresses', 28, 412, 'F2', 8, 118)],
    { boxes: head.map(([, x], i) => box(x - 2, 313, (head[i + 1]?.[1] ?? 578) - 2, 337)) }));
    expect(owners(r)).toEqual([['Frédéric', 'Ouellet', 'Associé', 60, '284512878']]);
    expect(r.applicants[0]?.date_of_birth?.value).toBe('1965-10-30');
  });

  it('a "Numéro / Number" caption over the number, the kinds to tick on the line under the captions', () => {
    const r = read(pageOf([item('1. ENTREPRISE Business', 28, 90, 'F2', 9),
      item('Raison sociale / Legal name', 30, 105, 'F2', 7), item('Fleuve Services inc.', 31, 118, 'F1', 10),
      item('Numéro fiscal / Tax number', 30, 140, 'F2', 7), item('Numéro / Number', 200, 140, 'F2', 7),
      item('NE / BN', 44, 151, 'F1', 7), item('NAS / SIN', 99, 151, 'F1', 7), item('827021908 RT0001', 201, 152, 'F1', 10)],
    // (Each kind's box drawn before it, the BN's marked.)
    { boxes: [box(28, 131, 196, 156), box(196, 131, 300, 156), box(33, 144, 41, 152), box(88, 144, 96, 152)], marks: [box(34, 145, 40, 151)] }));
    expect(v(r, 'business_tax_id', 'business_tax_id_type')).toEqual(['827021908RT0001', 'BN']);
  });

  it('"Label:" rows under a request: the next section\'s heading under the last label is no wrapped value; a numbered advance\'s payment is no request', () => {
    const adv = (n: number, y: number, funder: string) => [item(`Current Advance ${n} — Funder:`, 44, y, 'F2', 9, 91), ...(funder ? [item(funder, 140, y, 'F1', 9, 90)] : []),
      item('Balance:', 304, y, 'F2', 9, 26), ...(funder ? [item('$71,537.00', 336, y, 'F1', 9)] : []), item('Pmt:', 444, y, 'F2', 9, 14), ...(funder ? [item('$1,796.50', 462, y, 'F1', 9)] : [])];
    const r = read(pageOf([item('SECTION B — REQUEST', 44, 300, 'F2', 10), item('Amount Requested:', 44, 320, 'F2', 9), item('$120,000', 140, 320, 'F1', 9),
      ...adv(1, 347, 'Northern Lights Capital'), ...adv(2, 365, ''),
      item('SECTION C — PRINCIPALS (owners of 20% or more)', 44, 383, 'F2', 10, 216),
      item('1. Name:', 44, 402, 'F2', 9, 27), item('Emma MacDonald', 77, 401, 'F1', 9), item('Title:', 304, 402, 'F2', 9, 16), item('President', 326, 401, 'F1', 9),
      item('% Owned:', 464, 402, 'F2', 9, 32), item('100%', 502, 401, 'F1', 9)]));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([120000, null]);
    expect(owners(r)).toEqual([['Emma', 'MacDonald', 'President', 100, null]]);
  });

  it('owners as columns under "OWNER 1 | OWNER 2" headings centred over them, the values written from the columns\' left', () => {
    const rows = [['First Name', 'Aisha', 'Brent'], ['Last Name', 'Mensah', 'Dhillon'], ['Title', 'President', 'Secretary-Treasurer'], ['Ownership %', '51%', '49%']];
    const r = read(pageOf([item('OWNERS / GUARANTORS', 28, 272, 'F2', 10), item('OWNER 1', 177, 288, 'F2', 8, 30), item('OWNER 2', 289, 288, 'F2', 8, 30),
      ...rows.flatMap(([l, a, b], i) => [item(l!, 32, 302 + i * 16, 'F2', 8), item(a!, 139, 304 + i * 16, 'F1', 10), item(b!, 251, 304 + i * 16, 'F1', 10)])]));
    expect(owners(r)).toEqual([['Aisha', 'Mensah', 'President', 51, null], ['Brent', 'Dhillon', 'Secretary-Treasurer', 49, null]]);
  });

  it('a French form\'s current financing ("Financements en cours :") is another funder\'s: its payment is no request', () => {
    const r = read(pageOf([item('2 — Financement demandé', 34, 300, 'F2', 11), item('Montant demandé : 105 000,00 $', 40, 320, 'F1', 9, 150),
      item('Montant du versement :', 40, 345, 'F1', 9, 100),
      item('Financements en cours (avances, prêts) :', 40, 380, 'F1', 9, 170),
      item('Bailleur de fonds : Kootenay Working Capital', 40, 395, 'F1', 9, 200), item('Solde : 51 937,00 $', 340, 395, 'F1', 9, 90), item('Versement : 1 079,50 $', 440, 395, 'F1', 9, 100)]));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([105000, null]);
  });

  it('a date in three fillable fields over "YYYY MM DD", the year\'s caption centred under its wider field', () => {
    const field = (text: string, x0: number, x1: number) => ({ name: `f${x0}`, label: null, value: text, checked: null, rect: box(x0, 164, x1, 174) });
    const p = pageOf([item('COMPANY', 30, 60, 'F2', 9), item('DATE BUSINESS COMMENCED', 242, 162, 'F2', 7),
      item('YYYY', 255, 180, 'F2', 6), item('MM', 287, 180, 'F2', 6), item('DD', 308, 180, 'F2', 6)]);
    (p.form as unknown as { fields: unknown[] }).fields = [field('1995', 245, 278), field('10', 283, 299), field('26', 304, 320)];
    expect(v(read(p), 'business_start_date')).toEqual(['1995-10-26']);
  });

  it('an industry\'s two-word name written as one ("Drugstore")', () => {
    expect(industry('Drugstore')).toBe('pharmacy');
  });

  it('a blank payment over the next section\'s numbered heading ("3. PROPRIÉTAIRES"): no payment of 3', () => {
    const r = read(pageOf([item('2. FINANCEMENT DEMANDÉ', 35, 200, 'F2', 9), item('Montant demandé / Amount requested ($ CA)', 30, 215, 'F2', 7, 130), item('$49,000.00', 31, 228, 'F1', 10),
      item('Versement proposé / Proposed payment ($ CA)', 30, 250, 'F2', 7, 135), item('Nombre de versements / Number of payments', 260, 250, 'F2', 7, 135),
      item('3. PROPRIÉTAIRES (20 % ET PLUS)', 35, 266, 'F2', 9, 118), item('Owners (20% or more)', 159, 266, 'F2', 9, 71)]));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([49000, null]);
  });

  it('owners\' blocks side by side: a later row\'s values go to the block whose labels they are under', () => {
    const block = (x: number) => [item('FIRST NAME', x, 287, 'F2', 7), item('LAST NAME', x + 92, 287, 'F2', 7), item('TITLE', x + 184, 287, 'F2', 7),
      item('OWNERSHIP', x, 309, 'F2', 7), item('SIN', x + 56, 309, 'F2', 7), item('SELF-REPORTED CREDIT SCORE', x + 176, 309, 'F2', 7, 84)];
    const r = read(pageOf([item('03 PRINCIPALS (each owner of 20% or more)', 52, 262, 'F2', 9, 250), item('PRINCIPAL 1', 36, 277, 'F2', 8), item('PRINCIPAL 2', 316, 277, 'F2', 8),
      ...block(36), ...block(316),
      item('Aisha', 37, 300, 'F1', 10), item('Park', 129, 300, 'F1', 10), item('President', 221, 300, 'F1', 10),
      item('Heather', 317, 300, 'F1', 10), item('Papadopoulos', 409, 300, 'F1', 10), item('Owner', 501, 300, 'F1', 10),
      item('34 %', 37, 322, 'F1', 10), item('672-121-100', 93, 322, 'F1', 10), item('643', 213, 322, 'F1', 10),
      item('66 %', 317, 322, 'F1', 10), item('605-178-037', 373, 322, 'F1', 10), item('524', 493, 322, 'F1', 10)]));
    expect(r.applicants.map((a) => [a.first_name?.value, a.ownership?.value, a.credit_score?.value])).toEqual([['Aisha', 34, 643], ['Heather', 66, 524]]);
  });

  it('"Sole Proprietor" written under "LEGAL STRUCTURE" is the entity, no owners\' heading over the business\'s next row', () => {
    const r = read(pageOf([item('01 COMPANY', 30, 60, 'F2', 9), item('LEGAL ENTITY NAME', 32, 75, 'F2', 7), item('Emma Park', 33, 88, 'F1', 10),
      item('TAX ID NUMBER', 170, 100, 'F2', 7), item('LEGAL STRUCTURE', 311, 100, 'F2', 7), item('613 605 641', 171, 112, 'F1', 10), item('Sole Proprietor', 312, 112, 'F1', 10),
      item('STREET ADDRESS', 32, 124, 'F2', 7), item('CITY', 290, 124, 'F2', 7), item('PROVINCE', 440, 124, 'F2', 7),
      item('8426 17 Ave SW', 33, 137, 'F1', 10), item('Medicine Hat', 291, 137, 'F1', 10), item('AB', 441, 137, 'F1', 10)]));
    expect(v(r, 'type_of_entity', 'state_region')).toEqual(['sole_proprietorship', 'AB']);
  });
});
