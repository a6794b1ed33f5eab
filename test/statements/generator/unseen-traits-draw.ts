// Drawing engine of the unseen trait layouts (unseen-traits.ts): pages whose displayed orientation differs from the
// sheet (a /Rotate entry, or content turned on the sheet without one), transaction lists flowing through several
// blocks side by side, stamps drawn across the table, and pages set in an embedded font whose text layer may lie
// (unseen-traits-lie.ts rewrites its ToUnicode map after the file is written).
// Written apart from render.ts's Doc on purpose: everything is positioned in the page as a person sees it and mapped
// onto the sheet by one transform per page, so the layouts here share no drawing path with the other layouts.

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Rng } from './prng.ts';
import type { Content, ModelStatement } from './model.ts';
import type { Doc, Fonts, Style } from './render.ts';
import { balanceText, money, signed, type NegStyle } from './render.ts';
import { dollars, endOfDayBalances, type TruthTransaction } from './truth.ts';
import { formatDate, longDate, type DateFormat } from './dates.ts';
import type { RenderedStatement } from './layouts.ts';

/** A page as displayed: w x h, reached from the sheet by /Rotate (`rotate`) or by content drawn turned (`turn`). */
export interface View { w: number; h: number; rotate: 0 | 90 | 180 | 270; turn: 0 | 90 | 270 }

export interface Plan {
  views: View[];                // page i shows views[i % views.length]
  columns: number;              // transaction blocks side by side
  gutter: number;
  rule: boolean;                // a vertical rule in each gutter
  rows: 'running' | 'split' | 'daily';
  neg: NegStyle;
  dateFmt: DateFormat;
  fonts: Fonts;                 // font names as registered with pdfkit (standard 14 or embedded)
  lie: { fonts: Fonts; pages: 'all' | number[] } | null;
  /** `{date}` / `{amount}` in the text are filled per page (a date of the period, a row's amount: figures a reader must
   *  not take for a row). */
  stamp: { text: string; angle: number; color: string; opacity: number } | null;
  size: number;
  lead: number;
  margin: number;
}
export interface UnseenStyle extends Style { plan: Plan }

const sheetOf = (v: View): [number, number] => (v.rotate === 90 || v.rotate === 270 || v.turn ? [v.h, v.w] : [v.w, v.h]);

/** Style for Doc: the first page's sheet; everything else is in the plan. */
export function unseenStyle(plan: Plan, uncompressed: boolean): UnseenStyle {
  const [w, h] = sheetOf(plan.views[0]!);
  return { fonts: plan.fonts, size: plan.size, lead: plan.lead, left: plan.margin, right: w - plan.margin, top: plan.margin,
    bottom: h - plan.margin, pageW: w, pageH: h, uncompressed, plan };
}

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

/** The lying copy of a font: the same TrueType file with its head checksum changed, so pdfkit embeds it as a font of
 *  its own (it merges fonts whose checksum and names agree) and its ToUnicode map can be rewritten alone. */
function fontBytes(file: string, copy: boolean): Buffer {
  const b = Buffer.from(fs.readFileSync(path.join(FONT_DIR, file)));
  if (!copy) return b;
  const n = b.readUInt16BE(4);
  for (let i = 0; i < n; i++) {
    const rec = 12 + i * 16;
    if (b.toString('latin1', rec, rec + 4) === 'head') {
      const at = b.readUInt32BE(rec + 8) + 8;
      b.writeUInt32BE((b.readUInt32BE(at) ^ 0x5a5a) >>> 0, at);
    }
  }
  return b;
}

/** Register the embedded fonts a lying layout draws with: honest and lying copies of the same faces. */
export function registerEmbedded(d: Doc): { honest: Fonts; lying: Fonts } {
  d.doc.registerFont('UnseenSans', fontBytes('LiberationSans-Regular.ttf', false));
  d.doc.registerFont('UnseenSansBold', fontBytes('LiberationSans-Bold.ttf', false));
  d.doc.registerFont('UnseenSansX', fontBytes('LiberationSans-Regular.ttf', true));
  d.doc.registerFont('UnseenSansBoldX', fontBytes('LiberationSans-Bold.ttf', true));
  return { honest: { regular: 'UnseenSans', bold: 'UnseenSansBold' }, lying: { regular: 'UnseenSansX', bold: 'UnseenSansBoldX' } };
}

interface TextO { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center'; color?: string }

/** Pages of one document in displayed coordinates. */
export class Pager {
  readonly d: Doc;
  readonly plan: Plan;
  page = 0;
  /** pdfkit font objects drawn on lying pages (their ToUnicode maps are rewritten after the file is written). */
  readonly lyingFonts = new Set<{ dictionary?: { id: number } }>();
  /** Per page: the figures a stamp's `{date}` / `{amount}` show (set while the page's rows are drawn). */
  readonly stampFill = new Map<number, { date: string; amount: string }>();

  constructor(d: Doc, plan: Plan) {
    this.d = d;
    this.plan = plan;
    this.setup();
  }

  view(i = this.page): View { return this.plan.views[i % this.plan.views.length]!; }

  private setup(): void {
    const v = this.view(), doc = this.d.doc;
    if (v.rotate) (doc.page.dictionary.data as Record<string, unknown>).Rotate = v.rotate;
    // Displayed (x, y), y down, onto the sheet (pdfkit's user space, y down). /Rotate 90 turns the sheet clockwise
    // for the viewer, so the displayed top is the sheet's left edge; 270 the other way; 180 upside down.
    const t = v.rotate || v.turn;
    if (t === 90) doc.transform(0, -1, 1, 0, 0, v.w);
    else if (t === 270) doc.transform(0, 1, -1, 0, v.h, 0);
    else if (t === 180) doc.transform(-1, 0, 0, -1, v.w, v.h);
  }

  newPage(): void {
    this.page++;
    this.d.doc.addPage({ size: sheetOf(this.view()), margin: 0 });
    this.setup();
  }

  lying(i = this.page): boolean {
    const l = this.plan.lie;
    return l !== null && (l.pages === 'all' || l.pages.includes(i));
  }

  font(bold = false, size = this.plan.size): void {
    const f = this.lying() ? this.plan.lie!.fonts : this.plan.fonts;
    this.d.doc.font(bold ? f.bold : f.regular).fontSize(size);
    if (this.lying()) this.lyingFonts.add((this.d.doc as unknown as { _font: { dictionary?: { id: number } } })._font);
  }

  width(s: string, bold = false, size = this.plan.size): number {
    this.font(bold, size);
    return this.d.doc.widthOfString(s);
  }

  text(s: string, x: number, y: number, o: TextO = {}): void {
    if (s === '') return;
    const v = this.view(), size = o.size ?? this.plan.size;
    if (y < 0 || y + size > v.h) throw new Error(`unseen layout drew "${s.slice(0, 30)}" off the page (y ${y.toFixed(1)})`);
    const w = this.width(s, o.bold, size);
    const xx = o.align === 'right' ? x - w : o.align === 'center' ? x - w / 2 : x;
    this.d.doc.fillColor(o.color ?? 'black').text(s, xx, y, { lineBreak: false });
  }

  /** Break at spaces only, so the printed lines joined by single spaces give the description back. */
  wrap(s: string, width: number, bold = false): string[] {
    const out: string[] = [];
    let cur = '';
    for (const w of s.split(' ')) {
      const cand = cur === '' ? w : `${cur} ${w}`;
      if (cur !== '' && this.width(cand, bold) > width) { out.push(cur); cur = w; } else cur = cand;
    }
    if (cur !== '') out.push(cur);
    return out.length ? out : [''];
  }

  vrule(x: number, y1: number, y2: number): void {
    this.d.doc.moveTo(x, y1).lineTo(x, y2).lineWidth(0.4).strokeColor('#999999').stroke();
  }

  hrule(x1: number, x2: number, y: number): void {
    this.d.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor('#444444').stroke();
  }

  /** A stamp across the page's middle, turned `angle` degrees (drawn last, over the table). */
  stamp(): void {
    const s = this.plan.stamp;
    if (!s) return;
    const v = this.view(), doc = this.d.doc, size = Math.round(v.w / 7);
    doc.save();
    doc.rotate(-s.angle, { origin: [v.w / 2, v.h / 2] });
    doc.fillOpacity(s.opacity);
    const fill = this.stampFill.get(this.page);
    const lines = s.text.replace('{date}', fill?.date ?? '').replace('{amount}', fill?.amount ?? '').split('\n').filter((l) => l.trim());
    const sz = lines.length > 1 ? Math.round(size * 0.6) : size;
    lines.forEach((l, i) => this.text(l, v.w / 2, v.h / 2 - (lines.length * sz * 1.1) / 2 + i * sz * 1.1, { bold: true, size: sz, align: 'center', color: s.color }));
    doc.restore();
  }
}

const pagers = new WeakMap<Doc, Pager>();
export const pagerOf = (d: Doc, plan: Plan): Pager => {
  let p = pagers.get(d);
  if (!p) { p = new Pager(d, plan); pagers.set(d, p); }
  return p;
};

/** Page footers (page numbers need the total), and the stamp over each page's table. */
export function unseenFooter(rng: Rng): (d: Doc, page: number, total: number) => void {
  const legal = rng.pick(['Member FDIC. Equal Housing Lender.', 'Report errors within 60 days of the statement date.',
    'Deposit products offered by the bank named above. Member FDIC.']);
  const form = rng.pick(['Page {p} of {t}', '{p}/{t}', 'Page {p}']);
  return (d, page, total) => {
    const pg = pagers.get(d);
    if (!pg) return;
    pg.page = page - 1;
    const v = pg.view(), m = pg.plan.margin, y = v.h - m + 10;
    pg.text(legal, m, y, { size: pg.plan.size - 1.5, color: '#555555' });
    pg.text(form.replace('{p}', String(page)).replace('{t}', String(total)), v.w - m, y, { size: pg.plan.size - 1, align: 'right' });
    pg.stamp();
  };
}

interface Cell { key: string; label: string; align: 'left' | 'right'; w: number }
interface Item { cells: Record<string, string>; desc: string }

/** One statement: header block, then rows flowing down block 1, block 2 ... of each page, then the daily balances. */
export function drawStatement(pg: Pager, rng: Rng, c: Content, s: ModelStatement, first: boolean): RenderedStatement {
  const plan = pg.plan;
  if (!first) pg.newPage();
  const acct = rng.chance(0.5) ? `XXXXXXXX${s.accountNumber.slice(-4)}` : s.accountNumber;
  let y = header(pg, rng, c, s, acct);
  const money$ = (x: number) => money(x);
  const lab = rng.pick([
    { date: 'Date', desc: 'Description', amount: 'Amount', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
    { date: 'Posted', desc: 'Transaction detail', amount: 'Amount ($)', debit: 'Debits', credit: 'Credits', balance: 'Running bal.' },
    { date: 'Post date', desc: 'Details', amount: 'Debit/Credit', debit: 'Paid out', credit: 'Paid in', balance: 'Ledger balance' },
  ]);
  const amtW = Math.max(pg.width('(999,999.99)'), pg.width(lab.amount, true)) + 6;
  const dateW = Math.max(pg.width(formatDate('2026-12-28', plan.dateFmt)), pg.width(lab.date, true)) + 6;
  const keys: Cell[] = [{ key: 'date', label: lab.date, align: 'left', w: dateW }, { key: 'desc', label: lab.desc, align: 'left', w: 0 }];
  if (plan.rows === 'split') keys.push({ key: 'debit', label: lab.debit, align: 'right', w: amtW }, { key: 'credit', label: lab.credit, align: 'right', w: amtW });
  else keys.push({ key: 'amount', label: lab.amount, align: 'right', w: amtW });
  if (plan.rows !== 'daily') keys.push({ key: 'balance', label: lab.balance, align: 'right', w: amtW });

  const items: Item[] = [];
  const rows: TruthTransaction[] = [];
  let bal = s.beginning;
  for (const t of s.txns) {
    bal += t.direction === 'credit' ? t.cents : -t.cents;
    const desc = t.checkNumber !== null ? `Check ${t.checkNumber}` : t.description;
    const cells: Record<string, string> = { date: formatDate(t.date, plan.dateFmt) };
    if (plan.rows === 'split') cells[t.direction] = money$(t.cents);
    else cells.amount = signed(t.cents, t.direction === 'debit', plan.neg);
    if (plan.rows !== 'daily') cells.balance = balanceText(bal, plan.neg);
    items.push({ cells, desc });
    rows.push({ date: t.date, description: desc, amount: dollars(t.cents), direction: t.direction,
      balance: plan.rows === 'daily' ? null : dollars(bal), category: t.category });
  }
  if (bal !== s.ending) throw new Error('unseen layout: rows do not reach the ending balance');

  // Blocks of the current page from y down; the description takes what the fixed cells leave.
  const title = rng.pick(['TRANSACTION DETAIL', 'Account activity', 'Posted transactions']);
  const blocks = (top: number) => {
    const v = pg.view(), inner = v.w - 2 * plan.margin;
    const w = (inner - plan.gutter * (plan.columns - 1)) / plan.columns;
    return Array.from({ length: plan.columns }, (_, k) => ({ x: plan.margin + k * (w + plan.gutter), w, top, bottom: v.h - plan.margin }));
  };
  const colX = (b: { x: number; w: number }) => {
    const fixed = keys.filter((k) => k.key !== 'desc').reduce((a, k) => a + k.w, 0) + 4 * (keys.length - 1);
    let x = b.x;
    return keys.map((k) => { const w = k.key === 'desc' ? b.w - fixed : k.w; const at = { ...k, x, w }; x += w + 4; return at; });
  };
  pg.text(title, plan.margin, y, { bold: true, size: plan.size + 1.5 });
  y += plan.lead * 1.6;
  let bs = blocks(y), bi = 0, yy = y, cols = colX(bs[0]!);
  const blockHead = () => {
    for (const k of cols) pg.text(k.label, k.align === 'right' ? k.x + k.w : k.x, yy, { bold: true, align: k.align });
    pg.hrule(bs[bi]!.x, bs[bi]!.x + bs[bi]!.w, yy + plan.lead - 1);
    if (plan.rule && bi > 0) pg.vrule(bs[bi]!.x - plan.gutter / 2, bs[bi]!.top, bs[bi]!.bottom);
    yy += plan.lead * 1.3;
  };
  blockHead();
  // The description's width is that of the block it is drawn in: a file mixing portrait and landscape pages has
  // narrower blocks on its portrait pages (wrapped to the first page's width, a row ran over its amounts).
  const descW = () => cols.find((k) => k.key === 'desc')!.w;
  for (const [i, it] of items.entries()) {
    let lines = pg.wrap(it.desc, descW());
    if (yy + lines.length * plan.lead > bs[bi]!.bottom) {
      bi++;
      if (bi === bs.length) {
        pg.newPage();
        const top = plan.margin;
        pg.text(`${s.bankName}  -  account ${acct}  -  ${longDate(s.periodStart)} to ${longDate(s.periodEnd)} (continued)`, top, top, { size: plan.size - 0.5 });
        bs = blocks(top + plan.lead * 2);
        bi = 0;
      }
      yy = bs[bi]!.top;
      cols = colX(bs[bi]!);
      blockHead();
      lines = pg.wrap(it.desc, descW());
    }
    const t = s.txns[i]!;
    if (!pg.stampFill.has(pg.page)) pg.stampFill.set(pg.page, { date: formatDate(t.date, 'MM/DD/YYYY'), amount: `$${money(t.cents)}` });
    for (const k of cols) if (k.key !== 'desc' && it.cells[k.key]) pg.text(it.cells[k.key]!, k.align === 'right' ? k.x + k.w : k.x, yy, { align: k.align });
    const dx = cols.find((k) => k.key === 'desc')!.x;
    lines.forEach((l, k) => pg.text(l, dx, yy + k * plan.lead));
    yy += lines.length * plan.lead;
  }
  // Below the lists: the blocks to the left of the last one run to the page's foot, so the next band starts there.
  const band = (bi === 0 ? yy : bs[0]!.bottom) + plan.lead;
  if (plan.rows === 'daily') dailyBlock(pg, rng, s, band);
  return { statement: s, rows };
}

function header(pg: Pager, rng: Rng, c: Content, s: ModelStatement, acct: string): number {
  const plan = pg.plan, v = pg.view(), m = plan.margin, big = plan.size + 7;
  let y = m;
  pg.text(s.bankName, m, y, { bold: true, size: big });
  pg.text(rng.pick(['Business Account Statement', 'Commercial Checking Statement', 'Statement of Account']), v.w - m, y, { bold: true, align: 'right', size: plan.size + 2 });
  y += big * 1.8;
  const b = c.business;
  const left = [b.legalName, ...(b.tradeName ? [`DBA ${b.tradeName}`] : []), b.street, `${b.city} ${b.region} ${b.postal}`];
  const right = [`Statement period: ${formatDate(s.periodStart, 'MM/DD/YYYY')} - ${formatDate(s.periodEnd, 'MM/DD/YYYY')}`,
    `Account number: ${acct}`, s.productName];
  left.forEach((l, i) => pg.text(l, m, y + i * plan.lead));
  right.forEach((l, i) => pg.text(l, v.w - m, y + i * plan.lead, { align: 'right' }));
  y += Math.max(left.length, right.length) * plan.lead + plan.lead;
  // Summary as four cells across the page: label above, figure below.
  let credits = 0, debits = 0, nc = 0, nd = 0;
  for (const t of s.txns) if (t.direction === 'credit') { credits += t.cents; nc++; } else { debits += t.cents; nd++; }
  const cells: [string, string][] = [
    [`Opening balance ${longDate(s.periodStart)}`, balanceText(s.beginning, 'minus', { dollar: true })],
    [`Deposits and credits (${nc})`, money(credits, { dollar: true })],
    [`Withdrawals and debits (${nd})`, money(debits, { dollar: true })],
    [`Closing balance ${longDate(s.periodEnd)}`, balanceText(s.ending, 'minus', { dollar: true })],
  ];
  const cw = (v.w - 2 * m) / 4;
  pg.hrule(m, v.w - m, y - 3);
  cells.forEach(([l, val], i) => {
    pg.text(l, m + i * cw, y, { size: plan.size - 1 });
    pg.text(val, m + i * cw, y + plan.lead, { bold: true });
  });
  y += plan.lead * 2.4;
  pg.hrule(m, v.w - m, y - 4);
  return y + plan.lead * 0.6;
}

/** Daily ending balances, four or five date/balance pairs a line, below the lists (a new page when they do not fit). */
function dailyBlock(pg: Pager, rng: Rng, s: ModelStatement, y: number): number {
  const plan = pg.plan;
  const days = new Set(s.txns.map((t) => t.date));
  const eod = endOfDayBalances(s).filter((e) => days.has(e.date));
  const per = rng.int(4, 5);
  let v = pg.view();
  const need = plan.lead * 3;
  if (y + need > v.h - plan.margin) { pg.newPage(); v = pg.view(); y = plan.margin; }
  pg.text(rng.pick(['DAILY BALANCE SUMMARY', 'Ending daily balances', 'Balance by date']), plan.margin, y, { bold: true, size: plan.size + 1 });
  y += plan.lead * 1.6;
  const cw = (v.w - 2 * plan.margin) / per;
  for (let i = 0; i < eod.length; i += per) {
    if (y + plan.lead > v.h - plan.margin) { pg.newPage(); v = pg.view(); y = plan.margin; }
    for (let k = 0; k < per && i + k < eod.length; k++) {
      const e = eod[i + k]!;
      pg.text(formatDate(e.date, plan.dateFmt), plan.margin + k * cw, y);
      pg.text(balanceText(e.cents, plan.neg), plan.margin + (k + 1) * cw - 14, y, { align: 'right' });
    }
    y += plan.lead;
  }
  return y;
}
