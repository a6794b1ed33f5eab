// Several monthly statements printed one after the other on the same pages (no page break between them): every
// statement is returned, or the result says which one it could not read, in figures. Never a silent loss.
// The pages are drawn with pdfkit at fixed positions, in the shape the generator's multi-month files take: the next
// statement's period and bank name right under the previous statement's last row.
import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { extractDocument } from '../pipeline.ts';

interface Row { date: string; text: string; cents: number }
interface Spec {
  period: [string, string];         // as printed, e.g. ['01/01/2026', '01/31/2026']
  longPeriod?: string;              // printed instead: "February 1, 2026 through February 28, 2026"
  beginning: number;                // cents
  summary: boolean;                 // an account summary with beginning and ending balances
  openingRow: boolean;              // a "Beginning Balance" row at the top of the table
  rows: Row[];                      // credits positive, debits negative
  breakAt?: number;                 // the running balance printed on this row is 10.00 off (a chain that does not verify)
}

const money = (c: number) => (Math.abs(c) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SIZE = 8;
const LEAD = 11;

function draw(d: PDFKit.PDFDocument, specs: Spec[]): void {
  let y = 40;
  const text = (s: string, x: number, o: { right?: boolean; size?: number; bold?: boolean } = {}) => {
    d.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? SIZE);
    d.text(s, o.right ? x - d.widthOfString(s) : x, y, { lineBreak: false });
  };
  for (const s of specs) {
    const end = s.beginning + s.rows.reduce((t, r) => t + r.cents, 0);
    text(s.longPeriod ?? `Statement Period: ${s.period[0]} - ${s.period[1]}`, 572, { right: true });
    y += LEAD * 0.5;
    text('First Test Bank', 40, { size: 14, bold: true });
    y += LEAD * 1.5;
    text('Account number 123-456-7890', 572, { right: true });
    for (const l of ['ACME TRADING LLC', '100 MAIN ST', 'AUSTIN TX 78701']) { y += LEAD; text(l, 50); }
    y += LEAD * 2;
    if (s.summary) {
      const credits = s.rows.filter((r) => r.cents > 0).reduce((t, r) => t + r.cents, 0);
      const debits = -s.rows.filter((r) => r.cents < 0).reduce((t, r) => t + r.cents, 0);
      text('Account Summary', 40, { bold: true });
      for (const [label, v] of [['Beginning balance', s.beginning], ['Deposits and other credits', credits], ['Withdrawals and other debits', debits], ['Ending balance', end]] as const) {
        y += LEAD; text(label, 46); text(money(v), 300, { right: true });
      }
      y += LEAD * 2;
    }
    text('Date', 40, { bold: true }); text('Description', 100, { bold: true }); text('Credits', 420, { right: true, bold: true });
    text('Debits', 490, { right: true, bold: true }); text('Balance', 572, { right: true, bold: true });
    let bal = s.beginning;
    if (s.openingRow) { y += LEAD; text(s.period[0], 40); text('Beginning Balance', 100); text(money(bal), 572, { right: true }); }
    s.rows.forEach((r, k) => {
      bal += r.cents;
      y += LEAD;
      text(r.date, 40); text(r.text, 100); text(money(r.cents), r.cents > 0 ? 420 : 490, { right: true });
      text(money(k === s.breakAt ? bal + 1000 : bal), 572, { right: true });
    });
    y += LEAD;
  }
}

function pdf(specs: Spec[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const d = new PDFDocument({ size: [612, 792], margin: 0 });
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    d.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    d.on('error', reject);
    draw(d, specs);
    d.end();
  });
}

const rows = (month: string, amounts: number[]): Row[] => amounts.map((cents, k) => ({
  date: `${month}/${String(3 + 3 * k).padStart(2, '0')}/2026`, text: cents > 0 ? `CUSTOMER PAYMENT ${1001 + k}` : `VENDOR BILL ${2001 + k}`, cents,
}));
const jan = rows('01', [50000, -12345, 23456, -3400, 99900]);
const feb = rows('02', [-40000, 12000, -2599, 70010, -1234, 5678]);
const mar = rows('03', [31415, -27182, 16180, -14142]);
const sum = (rs: Row[]) => rs.reduce((t, r) => t + r.cents, 0);
const janSpec: Spec = { period: ['01/01/2026', '01/31/2026'], beginning: 100000, summary: true, openingRow: true, rows: jan };
const febBegin = 100000 + sum(jan);
const marBegin = febBegin + sum(feb);
// The February statement prints no ending balance anywhere: no summary, no closing row. Its running balances are all
// there is, and March opens at the balance February's last row printed.
const febSpec: Spec = { period: ['02/01/2026', '02/28/2026'], longPeriod: 'February 1, 2026 through February 28, 2026', beginning: febBegin, summary: false, openingRow: true, rows: feb };
const marSpec: Spec = { period: ['03/01/2026', '03/31/2026'], beginning: marBegin, summary: true, openingRow: false, rows: mar };

describe('statements one after the other on the same page', () => {
  it('a statement whose ending balance is printed nowhere ends at its last running balance, when the balances chain', async () => {
    const doc = await extractDocument({ name: 'three-months.pdf', bytes: await pdf([janSpec, febSpec, marSpec]) });
    expect(doc.warnings).toEqual([]);
    expect(doc.statements.map((s) => [s.period_start, s.period_end, s.beginning_balance, s.ending_balance, s.transactions.length])).toEqual([
      ['2026-01-01', '2026-01-31', 1000, febBegin / 100, 5],
      ['2026-02-01', '2026-02-28', febBegin / 100, marBegin / 100, 6],
      ['2026-03-01', '2026-03-31', marBegin / 100, (marBegin + sum(mar)) / 100, 4],
    ]);
    // The next statement's period line and bank name right under a last row are not wrapped description lines.
    expect(doc.statements[0]!.transactions.at(-1)!.description).toBe('CUSTOMER PAYMENT 1005');
    expect(doc.statements[1]!.transactions.at(-1)!.description).toBe('CUSTOMER PAYMENT 1006');
  });

  it('a statement that cannot be verified is still returned, as the best reading, and the result says what failed, in figures', async () => {
    const doc = await extractDocument({ name: 'three-months.pdf', bytes: await pdf([janSpec, { ...febSpec, breakAt: 2 }, marSpec]) });
    expect(doc.statements.map((s) => s.period_end)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(doc.statements[1]!.transactions).toHaveLength(6);
    expect(doc.statements[1]!.unverified).toBeTruthy();
    expect(doc.warnings).toContain('unreconciled');
    expect(doc.warnings).not.toContain('rows_not_read');
    const details = (doc.warning_details ?? []).filter((w) => w.code === 'unreconciled');
    expect(details).toHaveLength(1);
    expect(details[0]!.message).toContain('6 rows were read for the statement 2026-02-01 to 2026-02-28');
  });
});
