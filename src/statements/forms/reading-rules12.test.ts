import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';
import { classifyDocument } from './classify.ts';
import { taxId } from './values.ts';

// Rules learnt on the fifteenth and sixteenth independent authors' brokers (forms in other languages, forms made with
// plain tools) and on a questionnaire's scan (issue 36), each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
const pageOf = (items: TextItem[], form: { rules?: Rect[]; page?: number } = {}): PageText =>
  ({ page: form.page ?? 1, width: 612, height: 792, items, form: { fields: [], marks: [], rules: form.rules ?? [], boxes: [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]);
const blank = '_'.repeat(60);

describe('forms made with plain tools (issue 36)', () => {
  it('a value typed over a blank\'s underscores, or written by hand a little over them', () => {
    const r = read(pageOf([item('BUSINESS', 50, 70, 'F2'), item('Legal Name:', 50, 98), item(blank, 200, 98), item('Riverbend Landscapes, Inc.', 200, 98),
      item('DBA:', 50, 119), item(blank, 200, 119), item('Riverbend Landscapes Group', 201, 115, 'F5', 11)]));
    expect([r.fields.legal_name?.value, r.fields.trade_name?.value]).toEqual(['Riverbend Landscapes, Inc.', 'Riverbend Landscapes Group']);
  });

  it('a table typed in characters, its bars parting its cells and its borders no text; a figure far across it is its label\'s', () => {
    const border = '+' + '-'.repeat(36) + '+' + '-'.repeat(52) + '+';
    const row = (y: number, field: string, value: string) => [item(`| ${field}`, 50, y), item(`| ${value}`, 250, y), item('|', 536, y)];
    const r = read(pageOf([item(border, 50, 82), ...row(93, 'Field', 'Value'), item(border, 50, 104), ...row(115, 'Legal Name', 'Maple Leaf Movers, Inc.'),
      ...row(126, 'Owner 1 - Name', 'Lucia R. Nakamura'), ...row(137, 'Owner 1 - Ownership', '100%'), ...row(148, 'Owner 1 - SSN', 'XXX-XX-6702'),
      ...row(159, 'Owner 1 - Date of Birth', '5/27/63'), item(border, 50, 170)]));
    expect(r.fields.legal_name?.value).toBe('Maple Leaf Movers, Inc.');
    expect(owners(r)).toEqual([['Lucia', 'Nakamura', undefined, 100]]);
  });

  it('a quoted e-mail\'s "> Label: value" lines; a mark typed in brackets printed round it ("Daily [" X "] Weekly")', () => {
    const r = read(pageOf([item('From:', 50, 49), item('Wanda Kettering <deals@quickline.com>', 100, 49), item('-----Original Message-----', 50, 118),
      item('> Legal Name:', 50, 134), item('Okafor & Partners', 130, 134), item('> Federal Tax ID (EIN):', 50, 157), item('88-1800762', 180, 157),
      item('Payment Frequency:', 50, 426), item('[ ] Daily [', 163, 426), item('X', 214, 425, 'F2'), item('] Weekly [', 227, 426), item('] Monthly', 298, 426)]));
    expect([r.fields.legal_name?.value, r.fields.business_tax_id?.value, r.fields.payment_frequency?.value]).toEqual(['Okafor & Partners', '881800762', 'weekly']);
  });
});

describe('other languages and places (issue 36)', () => {
  it('small capitals printed as runs of two sizes are read as words when the document is told apart', () => {
    const caps = (word: string, x: number, y: number): TextItem[] => [{ str: word[0]!, x, y, w: 7, h: 10, font: 'F1' }, { str: word.slice(1), x: x + 7, y, w: (word.length - 1) * 5, h: 8, font: 'F1' }];
    const label = (words: string[], x: number, y: number) => words.flatMap((w, i) => caps(w, x + i * 60, y));
    const page = pageOf([...label(['LEGAL', 'NAME', 'OF', 'BUSINESS'], 60, 90), item('Lakeshore Lawn Care Inc.', 66, 105, 'F3', 10), ...label(['FORM', 'OF', 'ENTITY'], 372, 90),
      ...label(['TRADE', 'NAME'], 60, 124), ...label(['FEDERAL', 'EMPLOYER', 'ID.', 'NO.'], 372, 124), ...label(['DATE', 'ESTABLISHED'], 372, 190),
      ...label(['SUM', 'REQUESTED'], 60, 224), ...label(['SOCIAL', 'SECURITY', 'NO.'], 60, 320), ...label(['PERCENT', 'OWNED'], 414, 286)]);
    expect(classifyDocument([page], 0, null).kind).toBe('application_form');
  });

  it('a page\'s number in two languages before the owners\' heading carries no decoy section over', () => {
    const p1 = pageOf([item('NEGOCIO / BUSINESS', 40, 60, 'F2'), item('Razón social / Legal name', 40, 80), item('Lone Star Tacos LLC', 40, 92, 'F3'),
      item('Adelantos vigentes / Existing Advances', 40, 300, 'F2'), item('Rapid Capital', 40, 320, 'F3')]);
    const p2 = pageOf([item('Página 2 de 2 / Page 2 of 2 · Propietarios / Owners (20% o más / 20% or more)', 40, 37, 'F2'),
      item('Nombre / Name', 44, 59, 'F1', 6), item('Cargo / Title', 190, 59, 'F1', 6), item('% Propiedad', 276, 59, 'F1', 6), item('Seguro social / SSN', 346, 59, 'F1', 6),
      item('Núñez, Rosa', 44, 76, 'F3'), item('Dueño / Owner', 190, 76, 'F3'), item('25%', 276, 76, 'F3'), item('466-66-5709', 346, 76, 'F3')], { page: 2 });
    expect(owners(read(p1, p2))).toEqual([['Rosa', 'Núñez', 'Dueño / Owner', 25]]);
  });

  it('a form that says its dates are written day first; "Nom" beside "Prénom" is the surname', () => {
    const r = read(pageOf([item('ENTREPRISE', 40, 60, 'F2'), item('Raison sociale', 40, 80), item('Boréal Motel coop', 42, 94, 'F3'),
      item('Date de fondation (JJ/MM/AAAA)', 250, 80), item('09/06/2008', 252, 94, 'F3'),
      item('PROPRIÉTAIRES', 40, 290, 'F2'), item('Nom', 40, 312), item('Prénom', 180, 312), item('Titre', 300, 312), item('% détenu', 420, 312),
      item('St-Pierre', 40, 330, 'F3'), item('Émilie', 180, 330, 'F3'), item('Présidente', 300, 330, 'F3'), item('60 %', 420, 330, 'F3')]));
    expect(r.fields.business_start_date?.value).toBe('2008-06-09');
    expect(owners(r)).toEqual([['Émilie', 'St-Pierre', 'Présidente', 60]]);
  });

  it('a question asking an owner two things ("title and share of the business?") answered on one line', () => {
    const r = read(pageOf([item('OWNERS', 50, 340, 'F2'), item('19. Owner #1: full name? Naomi Fontaine', 50, 365), item('20. Owner #1: title and share of the business? Owner', 50, 380),
      item('100%', 380, 380), item('16. What payment amount per remittance would suit the business? $ 120', 50, 420)]));
    expect(owners(r)).toEqual([['Naomi', 'Fontaine', 'Owner', 100]]);
    expect(r.fields.requested_payment?.value).toBe(120);
  });

  it('a Business Number\'s nine digits in any grouping before its program account', () => {
    expect(taxId('11167 5674 RC 0001', '')?.value).toBe('111675674RC0001');
    expect(taxId('111 675 674 RT0002', '')?.value).toBe('111675674RT0002');
  });
});

// (A guard: it passes on the code before too; the questionnaire's scan, its OCR boxes against its rules, is what showed
// the rule: 8 -> 27 of 32 fields on independent13's cobalt_numbered_questions scan.)
describe('a questionnaire (issue 36)', () => {
  it('a question is asked before its answer, though it hangs from the rule of the answer before it', () => {
    // (Each answer on its rule, the next question hanging from that rule, its own answer further under it.)
    const q = (text: string, y: number, answer: string) => [item(text, 62, y), item(answer, 66, y + 18, 'F3', 9)];
    const rules = [90, 120, 150, 180, 210, 240].map((y) => ({ x0: 62, y0: y + 21, x1: 528, y1: y + 21 }));
    const r = read(pageOf([item('A. ABOUT THE BUSINESS', 44, 70, 'F2'),
      ...q('What is the full legal name of the business, exactly as on its tax return?', 90, 'Bramble Enterprises, Inc.'),
      ...q('Does it trade under another name (DBA)? If so, which?', 120, 'Juniper Kitchen'),
      ...q('What kind of legal entity is it?', 150, 'Corporation'), ...q('What is its federal tax ID (EIN)?', 180, '80-9403578'),
      ...q('What does the business do?', 210, 'Pet grooming'), ...q('In which state is that?', 240, 'AZ')], { rules }));
    expect([r.fields.legal_name?.value, r.fields.trade_name?.value, r.fields.business_tax_id?.value, r.fields.industry?.value, r.fields.state_region?.value])
      .toEqual(['Bramble Enterprises, Inc.', 'Juniper Kitchen', '809403578', 'pet_services', 'AZ']);
  });
});
