// Test support: a credit-union statement whose transaction list runs in two columns per page (down the left half,
// then down the right half, then the next page), drawn with pdfkit at fixed positions. Each column block has its own
// header and its own date, description, amount and balance columns.
import PDFDocument from 'pdfkit';

export interface TwoColumnRow { date: string; text: string; cents: number; balance: number }
export interface TwoColumnStatement { pdf: Uint8Array; rows: TwoColumnRow[]; beginning: number; ending: number }
export interface TwoColumnOptions {
  /** Rows in all. */
  rows: number;
  /** Rows per column block. */
  perColumn: number;
  /** 'signed': one amount column, withdrawals with a minus; 'split': withdrawal and deposit columns. */
  amounts: 'signed' | 'split';
  /** Column blocks per page (2 or 3). */
  columns?: number;
}

const money = (c: number) => (c < 0 ? '-' : '') + (Math.abs(c) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** The rows of a month: deposits and withdrawals, the balance running. */
function monthRows(n: number, beginning: number): TwoColumnRow[] {
  const rows: TwoColumnRow[] = [];
  let balance = beginning;
  const payees = ['POS HARBOR FUEL', 'ACH PAYROLL SVC', 'SHARE DRAFT', 'TRANSFER TO SAVINGS', 'VISA OFFICE DEPOT'];
  for (let i = 0; i < n; i++) {
    const day = String(1 + Math.floor((i * 28) / n)).padStart(2, '0');
    const credit = i % 4 === 1;
    const cents = credit ? 900_00 + i * 313 : 40_00 + ((i * 977) % 30_000);
    balance += credit ? cents : -cents;
    rows.push({ date: `03/${day}`, text: credit ? `MOBILE DEPOSIT ${3100 + i}` : `${payees[i % payees.length]} ${400 + i}`, cents: credit ? cents : -cents, balance });
  }
  return rows;
}

export async function twoColumnStatement(o: TwoColumnOptions): Promise<TwoColumnStatement> {
  const d = new PDFDocument({ size: [612, 792], margin: 0, compress: true, info: { CreationDate: new Date('2026-04-02T10:00:00Z') } });
  const chunks: Buffer[] = [];
  d.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((r) => d.on('end', () => r()));
  const text = (s: string, x: number, y: number, opt: { right?: boolean; bold?: boolean; size?: number } = {}) => {
    d.font(opt.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opt.size ?? 7);
    d.text(s, opt.right ? x - d.widthOfString(s) : x, y, { lineBreak: false });
  };
  const beginning = 3_412_55;
  const rows = monthRows(o.rows, beginning);
  const ending = rows.at(-1)!.balance;
  const credits = rows.filter((r) => r.cents > 0).reduce((t, r) => t + r.cents, 0);
  const debits = -rows.filter((r) => r.cents < 0).reduce((t, r) => t + r.cents, 0);
  text('SUMMIT VALLEY FEDERAL CREDIT UNION', 36, 36, { bold: true, size: 12 });
  text('Statement Period 03/01/2026 - 03/31/2026', 576, 40, { right: true, size: 8 });
  for (const [i, l] of ['HOLLOWAY CABINET WORKS LLC', '418 MILL POND RD', 'BOZEMAN MT 59715'].entries()) text(l, 48, 70 + i * 10, { size: 8 });
  text('Member Number 88123', 576, 70, { right: true, size: 8 });
  text('Business Share Draft ****4521', 36, 120, { bold: true, size: 9 });
  const summary = [['Beginning Balance', beginning], ['Deposits and Credits', credits], ['Withdrawals and Debits', debits], ['Ending Balance', ending]] as const;
  for (const [i, [label, v]] of summary.entries()) { text(label, 48, 136 + i * 10, { size: 8 }); text(money(v), 300, 136 + i * 10, { right: true, size: 8 }); }
  text('Transaction Detail', 36, 186, { bold: true, size: 9 });
  drawColumns(d, text, rows, o, 204);
  d.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), rows, beginning: beginning / 100, ending: ending / 100 };
}

type Text = (s: string, x: number, y: number, opt?: { right?: boolean; bold?: boolean; size?: number }) => void;

/** The rows in column blocks: perColumn rows down each block, the blocks left to right, then a new page. */
function drawColumns(d: PDFKit.PDFDocument, text: Text, rows: TwoColumnRow[], o: TwoColumnOptions, firstTop: number): void {
  const columns = o.columns ?? 2;
  const gutter = 18;
  const width = (540 - gutter * (columns - 1)) / columns;
  let top = firstTop;
  for (let start = 0, block = 0; start < rows.length; start += o.perColumn, block++) {
    const col = block % columns;
    if (block > 0 && col === 0) { d.addPage({ size: [612, 792], margin: 0 }); top = 50; }
    const x = 36 + col * (width + gutter);
    const right = x + width;
    text('Date', x, top, { bold: true });
    text('Description', x + 28, top, { bold: true });
    const amountHeads: [string, number][] = o.amounts === 'signed' ? [['Amount', right - 48]] : [['Withdrawal', right - 86], ['Deposit', right - 46]];
    for (const [h, ax] of [...amountHeads, ['Balance', right] as [string, number]]) text(h, ax, top, { bold: true, right: true });
    // Descriptions are cut to their column, as core systems print them (the row keeps what was printed).
    const room = (o.amounts === 'signed' ? right - 48 - 34 : right - 86 - 34) - (x + 28);
    for (const [i, r] of rows.slice(start, start + o.perColumn).entries()) {
      const y = top + 11 + i * 10;
      d.font('Helvetica').fontSize(7);
      while (d.widthOfString(r.text) > room) r.text = r.text.slice(0, -1).trimEnd();
      text(r.date, x, y);
      text(r.text, x + 28, y);
      if (o.amounts === 'signed') text(money(r.cents), right - 48, y, { right: true });
      else text(money(Math.abs(r.cents)), r.cents < 0 ? right - 86 : right - 46, y, { right: true });
      text(money(r.balance), right, y, { right: true });
    }
  }
}
