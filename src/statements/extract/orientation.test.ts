// Pages are read in the orientation a person reads them (orientation.ts): a page shown turned by /Rotate, a page
// drawn upside down, a whole page of text drawn sideways on an upright sheet, a landscape media box: each gives the
// lines of the page read upright. Text set at a slant (a stamp, a watermark) stays out however the page is turned.
import { afterAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { createEngines } from '../index.ts';
import { extractDocument } from '../pipeline.ts';
import { extractPages, settingsOf } from './extract.ts';
import { pageToLines } from '../layout/layout.ts';
import { turnPdf, type Turn } from './turn-pdf.test-util.ts';
import { generate } from '../../../test/statements/generator/index.ts';
import type { ExtractedDocument } from '../types.ts';

const engines = createEngines();
afterAll(() => engines.close());

interface Report { pdf: Uint8Array; rows: number; opening: number; closing: number }
const money = (c: number) => (c < 0 ? '-' : '') + (Math.abs(c) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** A core-banking account history report printed landscape (792 x 612): a wide table over several pages, with a
 *  "PAID" stamp at a slant on the first page when `stamp`. */
async function landscapeReport(stamp = false, label = false): Promise<Report> {
  const d = new PDFDocument({ size: [792, 612], margin: 0, compress: true, info: { CreationDate: new Date('2026-02-02T10:00:00Z') } });
  const chunks: Buffer[] = [];
  d.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((r) => d.on('end', () => r()));
  const text = (s: string, x: number, y: number, o: { right?: boolean; bold?: boolean; size?: number } = {}) => {
    d.font(o.bold ? 'Courier-Bold' : 'Courier').fontSize(o.size ?? 8);
    d.text(s, o.right ? x - d.widthOfString(s) : x, y, { lineBreak: false });
  };
  const header = (page: number) => {
    text('PRAIRIE STATE BANK', 36, 30, { bold: true, size: 11 });
    text('ACCOUNT HISTORY REPORT', 330, 30, { bold: true, size: 11 });
    text(`PAGE ${page}`, 756, 30, { right: true });
    text('ACCOUNT: 4471002318   NORTHWIND SUPPLY LLC   PERIOD: 01/01/2026 THRU 01/31/2026', 36, 48);
    const cols = [['POST DATE', 36], ['EFF DATE', 100], ['TRAN', 164], ['DESCRIPTION', 204]] as const;
    for (const [label, x] of cols) text(label, x, 72, { bold: true });
    for (const [label, x] of [['DEBIT', 560], ['CREDIT', 650], ['BALANCE', 756]] as const) text(label, x, 72, { right: true, bold: true });
  };
  let balance = 2_514_37;
  const opening = balance;
  let page = 1;
  header(page);
  if (stamp) {
    d.save().rotate(-30, { origin: [400, 300] });
    text('PAID', 360, 290, { bold: true, size: 40 });
    d.restore();
  }
  if (label) {
    // A label running up the left margin, as some core systems print a form number: one line, not the page's text.
    d.save().rotate(-90, { origin: [20, 560] });
    text('FORM 2207-B  INTERNAL USE', 20, 560, { size: 6 });
    d.restore();
  }
  text('OPENING BALANCE', 204, 90);
  text(money(balance), 756, 90, { right: true });
  let y = 104;
  const n = 70;
  for (let i = 0; i < n; i++) {
    if (y > 560) { d.addPage({ size: [792, 612], margin: 0 }); header(++page); y = 90; }
    const day = String(1 + Math.floor((i * 30) / n)).padStart(2, '0');
    const credit = i % 3 === 0;
    const cents = credit ? 1_000_00 + i * 137 : 150_00 + i * 71;
    balance += credit ? cents : -cents;
    text(`01/${day}/2026`, 36, y); text(`01/${day}/2026`, 100, y); text(credit ? '201' : '475', 164, y);
    text(credit ? `DEPOSIT MERCHANT SETTLEMENT ${1000 + i}` : `ACH DEBIT VENDOR PAYMENT ${2000 + i}`, 204, y);
    text(money(cents), credit ? 650 : 560, y, { right: true });
    text(money(balance), 756, y, { right: true });
    y += 12;
  }
  text('CLOSING BALANCE', 204, y + 4);
  text(money(balance), 756, y + 4, { right: true });
  d.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), rows: n, opening: opening / 100, closing: balance / 100 };
}

/** Every page's lines, as the reader gets them (text and rounded positions). */
async function pageLines(pdf: Uint8Array): Promise<string[][]> {
  const settings = settingsOf({});
  const ex = await extractPages({ name: 'x.pdf', bytes: pdf }, {}, settings, engines);
  return ex.pages.map((p) => pageToLines(p, settings.layout).map((l) => `${l.y.toFixed(1)} ${l.cells.map((c) => `${c.x0.toFixed(1)}:${c.text}`).join(' | ')}`));
}

const parse = (pdf: Uint8Array) => extractDocument({ name: 'x.pdf', bytes: pdf }, { engines });
const figures = (doc: ExtractedDocument) => doc.statements.map((s) => ({
  begin: s.beginning_balance, end: s.ending_balance, period: [s.period_start, s.period_end],
  rows: s.transactions.map((t) => `${t.date} ${t.direction} ${t.amount} ${t.description}`),
}));

// turn: how the content is drawn (counter-clockwise in user space); rotate: the page's /Rotate (null: none).
const VARIANTS: [string, Turn, Turn | null][] = [
  ['/Rotate 90 (drawn sideways, shown upright)', 90, 90],
  ['/Rotate 270 (drawn sideways the other way, shown upright)', 270, 270],
  ['/Rotate 180 (drawn upside down, shown upright)', 180, 180],
  ['a whole page of text drawn sideways on an upright sheet', 90, null],
  ['a whole page of text drawn sideways the other way, no /Rotate', 270, null],
  ['a page drawn upside down, no /Rotate', 180, null],
  ['/Rotate 90 on text drawn upright (shown sideways)', 0, 90],
];

describe('a landscape account-history report', async () => {
  const report = await landscapeReport();
  const upright = await parse(report.pdf);

  it('on a landscape media box: read whole, every row, reconciled', () => {
    expect(upright.warnings).toEqual([]);
    const s = upright.statements;
    expect(s).toHaveLength(1);
    expect(s[0]!.transactions).toHaveLength(report.rows);
    expect([s[0]!.beginning_balance, s[0]!.ending_balance]).toEqual([report.opening, report.closing]);
  });

  it.each(VARIANTS)('%s: the same lines and statements as upright', async (_, turn, rotate) => {
    const pdf = turnPdf(report.pdf, turn, rotate);
    expect(await pageLines(pdf)).toEqual(await pageLines(report.pdf));
    const turned = await parse(pdf);
    expect(turned.warnings).toEqual(upright.warnings);
    expect(figures(turned)).toEqual(figures(upright));
  });

  it('a stamp at a slant stays out, the page upright or turned', async () => {
    const stamped = await landscapeReport(true);
    const plain = await pageLines(report.pdf);
    for (const [turn, rotate] of [[0, null], [90, 90], [270, null]] as const) {
      const lines = await pageLines(turnPdf(stamped.pdf, turn, rotate));
      expect(lines.flat().some((l) => l.includes('PAID'))).toBe(false);
      expect(lines).toEqual(plain);
    }
  });
});

it('a sideways label in the margin of an upright page neither turns the page nor joins its lines', async () => {
  const [plain, labelled] = [await landscapeReport(), await landscapeReport(false, true)];
  expect(await pageLines(labelled.pdf)).toEqual(await pageLines(plain.pdf));
  expect(await pageLines(turnPdf(labelled.pdf, 90, 90))).toEqual(await pageLines(plain.pdf));
});

describe('generated statements turned', () => {
  it.each(['signed_crdr', 'sectioned_checks_grid', 'value_date'])('%s: every turn reads as upright', async (layout) => {
    const g = await generate(layout, 7);
    const lines = await pageLines(g.pdf);
    const upright = figures(await parse(g.pdf));
    expect(upright[0]!.rows.length).toBeGreaterThan(10);
    for (const [, turn, rotate] of VARIANTS) {
      const pdf = turnPdf(g.pdf, turn, rotate);
      expect(await pageLines(pdf), `turn ${turn}, /Rotate ${rotate}`).toEqual(lines);
      expect(figures(await parse(pdf))).toEqual(upright);
    }
  });
});
