// The reading trace as a person sees it: the per-line listing (`--explain=lines`) and the page pictures (`--svg`),
// from a small hand-made document whose every decision is known.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings.ts';
import type { ExtractedDocument, ReadingTrace } from '../types.ts';
import { itemsToWords, wordsToLines } from '../layout/layout.ts';
import { traceGeometry } from './trace-geometry.ts';
import { formatLines } from './trace-lines.ts';
import { CLASS_COLOURS, traceSvgs } from './trace-svg.ts';

const cells = (...xs: [number, number, string][]) => xs.map(([x0, x1, text]) => ({ x0, x1, text }));
const trace: ReadingTrace = {
  pages: [{ page: 1, width: 612, height: 792 }, { page: 2, width: 595.28, height: 841.89 }],
  lines: [
    { page: 1, y: 50, h: 12, cells: cells([40, 220, 'Acme Bank <Business> & Co']) },
    { page: 1, y: 80, h: 9, cells: cells([40, 70, 'Date'], [90, 150, 'Description'], [480, 520, 'Credits'], [540, 580, 'Balance']) },
    { page: 1, y: 100, h: 9, cells: cells([40, 70, '01/02'], [90, 150, 'Deposit'], [490, 520, '100.00'], [540, 580, '1,100.00']) },
    { page: 1, y: 112, h: 9, cells: cells([90, 200, 'ref 123 from ' + 'x'.repeat(80)]) },
    { page: 2, y: 60, h: 9, cells: cells([40, 70, '01/05'], [90, 150, 'Fee'], [490, 520, '5.00'], [540, 580, '1,095.00']) },
    { page: 2, y: 800, h: 8, cells: cells([280, 330, 'Page 2 of 2']) },
  ],
  classes: [
    { line: 0, class: 'title', why: 'a section title' },
    { line: 1, class: 'header', why: 'names the columns' },
    { line: 2, class: 'row', why: 'a date and amounts' },
    { line: 3, class: 'continuation', why: 'within 2.1 line heights of the row above' },
    { line: 4, class: 'row', why: 'a date and amounts' },
  ],
  columns: [
    { section: 0, page_from: 1, page_to: 2, x0: 480, x1: 520, role: 'credit' },
    { section: 1, page_from: 2, page_to: 2, x0: 540, x1: 580, role: 'balance' },
  ],
  rows: [{ statement: 0, transaction: 0, lines: [2, 3] }, { statement: 0, transaction: 1, lines: [4] }],
};
const doc: ExtractedDocument = {
  file_name: 'acme.pdf', pages: 2, text_layer: true, producer: null, creator: null, creation_date: null, mod_date: null,
  warnings: [], statements: [], explain: { readers: [], winner: 'hypotheses', sections: [], dated_money_lines: 2, trace },
};

/** Tags balance (every element opened is closed, in order) and no text holds a bare '<' or an unescaped '&'. */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([a-zA-Z]+)\b[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (!m[1]) stack.push(m[2]!);
    else if (stack.pop() !== m[2]) return false;
  }
  const text = xml.replace(/<[^>]*>/g, '');
  return stack.length === 0 && !text.includes('<') && !/&(?!(amp|lt|gt|quot|apos);)/.test(text) && xml.startsWith('<svg ');
}

/** Each cell drawn: its group's class and its box's fill. */
const cellBoxes = (svg: string) => [...svg.matchAll(/<g class="cell ([\w-]+)"><title>[^<]*<\/title><rect [^>]*fill="(#[0-9a-f]{6})"/g)].map((m) => ({ cls: m[1]!, fill: m[2]! }));

describe('trace pictures (--svg)', () => {
  const svgs = traceSvgs(doc);

  it('draws one well-formed SVG per page, as wide as the page', () => {
    expect(svgs.map((s) => s.page)).toEqual([1, 2]);
    for (const s of svgs) expect(wellFormed(s.svg)).toBe(true);
    expect(svgs[0]!.svg).toMatch(/^<svg [^>]*width="612"/);
    expect(svgs[1]!.svg).toMatch(/^<svg [^>]*width="595.28"/);
    // Broken nesting is caught: the checker itself can fail.
    expect(wellFormed(svgs[0]!.svg.replace('</title>', ''))).toBe(false);
  });

  it('draws one box per cell, coloured by its line class (no decision in the no-class colour)', () => {
    const [p1, p2] = svgs.map((s) => cellBoxes(s.svg));
    expect(p1!.map((b) => b.cls)).toEqual(['title', 'header', 'header', 'header', 'header', 'row', 'row', 'row', 'row', 'continuation']);
    expect(p2!.map((b) => b.cls)).toEqual(['row', 'row', 'row', 'row', '-']);
    for (const b of [...p1!, ...p2!]) expect(b.fill).toBe(CLASS_COLOURS[b.cls as keyof typeof CLASS_COLOURS]);
    expect(new Set(Object.values(CLASS_COLOURS)).size).toBe(Object.keys(CLASS_COLOURS).length);
  });

  it('outlines each transaction with its number, over all its lines on the page', () => {
    const row = (svg: string, label: string) => new RegExp(`<title>transaction ${label}:[^<]*</title><rect x="[\\d.]+" y="([\\d.]+)" width="[\\d.]+" height="([\\d.]+)"[^>]*/><text[^>]*>${label}</text>`).exec(svg);
    const first = row(svgs[0]!.svg, '1.1');
    expect(first).not.toBeNull();
    // From above the row's date (100 - 0.85 * 9) to below its continuation's baseline (112).
    expect(Number(first![1])).toBeLessThan(100 - 9 * 0.85);
    expect(Number(first![1]) + Number(first![2])).toBeGreaterThan(112);
    expect(row(svgs[1]!.svg, '1.2')).not.toBeNull();
    expect(svgs[0]!.svg).not.toContain('>1.2</text>');
  });

  it('gives transactions read from the same line (a checks grid) one box naming them all', () => {
    const grid = { ...trace, rows: [{ statement: 1, transaction: 0, lines: [4] }, { statement: 1, transaction: 1, lines: [4] }] };
    const [, p2] = traceSvgs({ ...doc, explain: { ...doc.explain!, trace: grid } });
    expect(p2!.svg.match(/<g class="row">/g)).toHaveLength(1);
    expect(p2!.svg).toContain('>2.1, 2.2</text>');
  });

  it('bands the amount columns on the pages they apply to, labelled by role', () => {
    expect(svgs[0]!.svg).toMatch(/<rect x="480" y="0" width="40" height="792"[^>]*\/><text[^>]*>credit<\/text>/);
    expect(svgs[0]!.svg).not.toContain('>balance</text>');
    expect(svgs[1]!.svg).toContain('>balance</text>');
  });

  it('escapes the text it draws', () => {
    expect(svgs[0]!.svg).toContain('Acme Bank &lt;Business&gt; &amp; Co');
    expect(svgs[0]!.svg).not.toContain('<Business>');
  });

  it('draws nothing for a document that was not read', () => {
    expect(traceSvgs({ ...doc, explain: undefined })).toEqual([]);
  });
});

describe('trace listing (--explain=lines)', () => {
  const out = formatLines(doc).split('\n');

  it('gives every line its class, why and the transaction it became', () => {
    expect(out).toHaveLength(1 + trace.lines.length);
    expect(out[3]).toMatch(/^ {2}2 p1 row +01\/02 {2}Deposit {2}100\.00 {2}1,100\.00 +#1\.1 +a date and amounts$/);
    expect(out[4]).toMatch(/ continuation .* #1\.1 +within 2\.1 line heights/);
    expect(out[5]).toMatch(/ p2 row .* #1\.2 /);
    expect(out[6]).toMatch(/^ {2}5 p2 - +Page 2 of 2$/);
  });

  it('says why a record read from a line was set apart (listing and picture)', () => {
    const set = { ...trace, classes: [...trace.classes, { line: 5, class: 'amounts' as const, why: 'amounts without a date', dropped: 'a printed subtotal' }] };
    const withDrop = { ...doc, explain: { ...doc.explain!, trace: set } };
    expect(formatLines(withDrop).split('\n')[6]).toMatch(/ amounts +Page 2 of 2 +amounts without a date; set apart: a printed subtotal$/);
    expect(traceSvgs(withDrop)[1]!.svg).toContain('line 5: amounts (amounts without a date); set apart: a printed subtotal');
  });

  it('clips long text so the why stays on the line', () => {
    expect(out[4]).toContain('...');
    expect(out[4]!.indexOf('#1.1')).toBe(out[3]!.indexOf('#1.1'));
  });
});

describe('trace geometry', () => {
  it('keeps the lines in order and each page size once, by page number', () => {
    const item = (str: string, x: number, y: number) => ({ str, x, y, w: str.length * 5, h: 10, font: 'f1' });
    const p2 = wordsToLines(itemsToWords([item('Fee', 40, 100), item('5.00', 500, 100)], DEFAULT_SETTINGS.layout), 2, 595.275, 841.89, DEFAULT_SETTINGS.layout);
    const p1 = wordsToLines(itemsToWords([item('Deposit', 40, 100), item('100.00', 500, 100), item('Total', 40, 130)], DEFAULT_SETTINGS.layout), 1, 612, 792, DEFAULT_SETTINGS.layout);
    const g = traceGeometry([...p2, ...p1]);
    expect(g.pages).toEqual([{ page: 1, width: 612, height: 792 }, { page: 2, width: 595.28, height: 841.89 }]);
    expect(g.lines.map((l) => [l.page, l.cells.map((c) => c.text).join('|')])).toEqual([[2, 'Fee|5.00'], [1, 'Deposit|100.00'], [1, 'Total']]);
    expect(g.lines[0]!.cells[1]).toMatchObject({ x0: 500, x1: 520 });
  });
});
