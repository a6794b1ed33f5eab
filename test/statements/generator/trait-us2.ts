// Trait A layouts, part 2 (see trait-us.ts):
// - zero_balance_sweep: a ZBA / sweep account, each day's net activity swept to (or funded from) a master account,
//   so every day ends at 0.00; opening and closing 0.00
// - bookkeeper_notes: a running-balance table with a bookkeeper's annotations beside deposits (slanted, coloured
//   text in the margin or in the row's empty space, some with figures; tick marks); none are transactions
// - check_images: activity without balances, a daily-balance table of dates and balances only, then pages of check
//   images (a drawn check with payee, amount in words and MICR line; a caption with Serial #, Amount, date)
// - zero_activity_month: 2-4 monthly statements in one file, one with no transactions (opening = closing)

import type { Rng } from './prng.ts';
import type { Content, ModelStatement, ModelTxn } from './model.ts';
import { formatDate, type DateFormat } from './dates.ts';
import { PERSON_FIRST, PERSON_LAST, VENDORS } from './names.ts';
import { printedAccount, runningHeader, statementHeader, renderTable, TABLE_VARIANTS, WORDINGS, type LayoutDef, type RenderedStatement } from './layouts.ts';
import { balanceText, money, type Doc } from './render.ts';
import { rechain } from './world-locale.ts';
import { cols, grid } from './world-grid.ts';
import { dailyBalances, isUpper, sum, summaryWithCounts, truthRow, usHeader, usTraitContent } from './trait-common.ts';

// ---------------------------------------------------------------- zero-balance sweep account

function prepareSweep(rng: Rng, c: Content): void {
  const master = rng.digits(10);
  const [toW, fromW] = rng.pick([['ZBA TRANSFER TO ACCT', 'ZBA TRANSFER FROM ACCT'], ['ZERO BALANCE DEBIT TO', 'ZERO BALANCE CREDIT FROM'],
    ['SWEEP TO MASTER ACCOUNT', 'SWEEP FROM MASTER ACCOUNT'], ['Zba Debit Transfer To', 'Zba Credit Transfer From']] as const);
  const acct = rng.pick([`XXXXXX${master.slice(-4)}`, master, `...${master.slice(-4)}`]);
  for (const s of c.statements) {
    s.productName = rng.pick(['Zero Balance Account', 'ZBA Subsidiary Checking', 'Business Sweep Checking', 'Controlled Disbursement Account']);
    // A swept account is funded before it overdraws: no overdraft fees, no transfers to savings.
    const kept = s.txns.filter((t) => t.category !== 'nsf_fee' && t.category !== 'transfer_in' && t.category !== 'transfer_out');
    const days = [...new Set(kept.map((t) => t.date))];
    const out: ModelTxn[] = [];
    for (const date of days) {
      const items = kept.filter((t) => t.date === date);
      const net = items.reduce((a, t) => a + (t.direction === 'credit' ? t.cents : -t.cents), 0);
      const sweep = (direction: 'credit' | 'debit'): ModelTxn => ({ date, description: `${direction === 'debit' ? toW : fromW} ${acct}`, cents: Math.abs(net), direction,
        category: direction === 'debit' ? 'transfer_out' : 'transfer_in', checkNumber: null, bankFee: false, funder: null, knownLender: false, balanceAfter: 0 });
      // funding is credited first thing in the day, a surplus is swept out last
      if (net < 0) out.push(sweep('credit'), ...items);
      else out.push(...items, ...(net > 0 ? [sweep('debit')] : []));
    }
    s.txns = out;
    s.beginning = 0;
  }
  rechain(c.statements);
  c.traits = ['zero_balance_account', 'every_day_ends_at_zero', 'sweep_transfers'];
}

function renderSweep(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  return c.statements.map((s, i) => {
    if (i > 0) { d.onNewPage = null; d.newPage(); }
    const st = d.style;
    const acct = printedAccount(rng, s);
    usHeader(rng, d, c, s, acct);
    d.onNewPage = runningHeader(rng, d, s, acct);
    const credits = s.txns.filter((t) => t.direction === 'credit'), debits = s.txns.filter((t) => t.direction === 'debit');
    summaryWithCounts(rng, d, s, [{ label: 'Deposits and other credits', count: credits.length, cents: sum(credits), debit: false },
      { label: 'Withdrawals and other debits', count: debits.length, cents: sum(debits), debit: true }]);
    d.para(rng.pick(['This is a zero balance account. Activity is settled each business day against your concentration account; the ledger balance is returned to zero at the close of each day.',
      'Balances in this account are swept daily to the master account shown above.']), st.left, st.right - st.left, { size: st.size - 0.5 });
    d.y += st.lead * 0.5;
    const dateFmt: DateFormat = rng.pick(['MM/DD', 'MM/DD/YY', 'M/D'] as const);
    const upper = isUpper(s);
    const desc = (t: ModelTxn) => (t.checkNumber !== null ? `${upper ? 'CHECK' : 'Check'} ${t.checkNumber}` : t.description);
    const every = rng.chance(0.5);
    const amtW = d.width('999,999.99') + rng.int(6, 16);
    const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width(formatDate('2026-12-28', dateFmt)) + 6, align: 'left' },
      { key: 'description', label: ['Description'], w: 0, align: 'left' }, { key: 'credit', label: [rng.pick(['Credits', 'Deposits'])], w: amtW, align: 'right' },
      { key: 'debit', label: [rng.pick(['Debits', 'Withdrawals'])], w: amtW, align: 'right' }, { key: 'balance', label: [every ? 'Balance' : 'Ending Balance'], w: amtW, align: 'right' }]);
    const last = (k: number) => k === s.txns.length - 1 || s.txns[k + 1]!.date !== s.txns[k]!.date;
    grid(d, cs, s.txns.map((t, k) => ({ cells: { date: formatDate(t.date, dateFmt), description: desc(t), [t.direction]: money(t.cents),
      ...(every || last(k) ? { balance: balanceText(t.balanceAfter, 'minus') } : {}) } })), { title: 'Account Activity', continued: '{t} (continued)', shade: rng.chance(0.4) });
    if (rng.chance(0.4)) dailyBalances(rng, d, s, dateFmt);
    return { statement: s, rows: s.txns.map((t, k) => truthRow(t, desc(t), every || last(k) ? t.balanceAfter : null)) };
  });
}

// ---------------------------------------------------------------- bookkeeper's notes beside deposits

const NOTES = ['inv 1042 pd', 'Smith job', 'loan - not sales!', 'owner $', 'from savings', 'ok', 'x', 'cash sales wk {W}', 'deposit 3 invoices',
  'refund?', 'ck w/ Maria', '#{N} pd in full', 'pd {D}', 'not revenue', 'dup?', '{A} + {B}', 'sales tax incl.', '= {A} cash', 'Q2 est', 'ACH - Jones'];

function noteText(rng: Rng, t: ModelTxn): string {
  const tpl = rng.pick(NOTES);
  const part = Math.max(100, Math.round(t.cents * rng.float(0.2, 0.7) / 100) * 100);
  return tpl.replace('{W}', String(rng.int(1, 52))).replace('{N}', String(rng.int(1000, 4999))).replace('{D}', formatDate(t.date, 'M/D'))
    .replace('{A}', money(part)).replace('{B}', money(Math.max(1, t.cents - part)));
}

function renderNotes(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  return c.statements.map((s) => {
    const st = d.style;
    const acct = printedAccount(rng, s);
    statementHeader(rng, d, c, s, { wording: rng.pick(WORDINGS), account: acct });
    d.onNewPage = runningHeader(rng, d, s, acct);
    const dateFmt: DateFormat = rng.pick(['MM/DD', 'MM/DD/YY', 'M/D'] as const);
    const upper = isUpper(s);
    const desc = (t: ModelTxn) => (t.checkNumber !== null ? `${upper ? 'CHECK' : 'Check'} ${t.checkNumber}` : t.description);
    // The table keeps clear of a right margin the bookkeeper writes in.
    const fullRight = st.right;
    st.right -= rng.int(70, 110);
    const amtW = d.width('999,999.99') + rng.int(4, 12);
    const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width(formatDate('2026-12-28', dateFmt)) + 6, align: 'left' },
      { key: 'description', label: ['Description'], w: 0, align: 'left' }, { key: 'credit', label: ['Deposits'], w: amtW, align: 'right' },
      { key: 'debit', label: ['Withdrawals'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }]);
    const descCol = cs.find((x) => x.key === 'description')!;
    const creditCol = cs.find((x) => x.key === 'credit')!;
    const hand = rng.pick(['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique']);
    const ink = rng.pick(['#1f3fbf', '#0a2a8a', '#b01818', '#333333']);
    const rate = rng.float(0.25, 0.6);
    const onRow = (k: number, y: number) => {
      const t = s.txns[k]!;
      if (t.direction !== 'credit' || !rng.chance(rate)) return;
      if (rng.chance(0.2)) {
        // the deposit's amount circled in pen (a drawing, no text)
        const w = d.width(money(t.cents));
        d.doc.ellipse(creditCol.x + creditCol.w - w / 2, y + st.size * 0.45, w / 2 + 5, st.size * 0.8).lineWidth(0.8).strokeColor(ink).stroke().strokeColor('black');
        c.traits!.push('circled_amounts');
      }
      const note = noteText(rng, t);
      const size = st.size + rng.float(0.5, 2.5);
      const doc = d.doc;
      doc.font(hand).fontSize(size);
      const w = doc.widthOfString(note);
      const used = d.width(desc(t));
      // In the row's empty space after the description when it fits (40%), else in the right margin.
      const inRow = rng.chance(0.4) && used + w + 16 < descCol.w && d.wrap(desc(t), descCol.w).length === 1;
      const x = inRow ? descCol.x + used + rng.int(10, Math.max(11, Math.floor(descCol.w - used - w - 4))) : st.right + rng.int(6, 14);
      const yy = y + rng.float(-3, 2);
      doc.save();
      doc.rotate(rng.float(-5, 3), { origin: [x, yy + size / 2] });
      doc.fillColor(ink).text(note, x, yy, { lineBreak: false });
      doc.restore();
      doc.fillColor('black');
      // a tick left of the date
      if (rng.chance(0.4)) d.doc.moveTo(st.left - 13, y + 3).lineTo(st.left - 10, y + 7).lineTo(st.left - 4, y - 1).lineWidth(0.9).strokeColor(ink).stroke().strokeColor('black');
      c.traits!.push(inRow ? 'note_inside_row' : 'note_in_margin');
    };
    grid(d, cs, s.txns.map((t) => ({ cells: { date: formatDate(t.date, dateFmt), description: desc(t), [t.direction]: money(t.cents), balance: balanceText(t.balanceAfter, 'minus') } })),
      { title: rng.pick(['Account Activity', 'Transaction History']), continued: '{t} (continued)', onRow });
    st.right = fullRight;
    return { statement: s, rows: s.txns.map((t) => truthRow(t, desc(t), t.balanceAfter)) };
  });
}

// ---------------------------------------------------------------- check images after the activity

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function words(n: number): string {
  if (n === 0) return 'Zero';
  const under1000 = (x: number): string => [x >= 100 ? `${ONES[Math.floor(x / 100)]} Hundred` : '',
    x % 100 < 20 ? ONES[x % 100]! : `${TENS[Math.floor((x % 100) / 10)]}${x % 10 ? `-${ONES[x % 10]}` : ''}`].filter(Boolean).join(' ');
  return [n >= 1000 ? `${under1000(Math.floor(n / 1000))} Thousand` : '', under1000(n % 1000)].filter(Boolean).join(' ');
}

function drawCheck(rng: Rng, d: Doc, c: Content, s: ModelStatement, t: ModelTxn, x: number, y: number, w: number, h: number, caption: string): void {
  const sz = Math.max(5.5, d.style.size - 1);
  d.box(x, y, w, h, '#f7f7f2', '#777777');
  d.text(c.business.legalName, x + 6, y + 5, { size: sz, bold: true });
  d.text(String(t.checkNumber), x + w - 6, y + 5, { size: sz, align: 'right' });
  d.text(`Date ${formatDate(t.date, 'MM/DD/YY')}`, x + w - 6, y + 5 + sz * 1.8, { size: sz, align: 'right' });
  const payee = rng.chance(0.5) ? `${rng.pick(PERSON_FIRST)} ${rng.pick(PERSON_LAST)}` : rng.pick(VENDORS)[0];
  d.text(`PAY TO THE ORDER OF  ${payee}`, x + 6, y + h * 0.36, { size: sz });
  d.box(x + w - 70, y + h * 0.33, 64, sz * 1.7, null, '#777777');
  d.text(`$ ${money(t.cents)}`, x + w - 66, y + h * 0.36, { size: sz });
  d.text(`${words(Math.floor(t.cents / 100))} and ${String(t.cents % 100).padStart(2, '0')}/100 DOLLARS`, x + 6, y + h * 0.52, { size: sz - 0.5 });
  d.text(s.bankName, x + 6, y + h * 0.68, { size: sz - 0.5 });
  d.text(`C${String(t.checkNumber).padStart(6, '0')}C A${rng.digits(9)}A ${s.accountNumber}C`, x + 10, y + h - sz * 1.8, { size: sz });
  d.text(caption, x, y + h + 3, { size: sz });
}

function renderCheckImages(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  return c.statements.map((s) => {
    const st = d.style;
    const acct = printedAccount(rng, s);
    usHeader(rng, d, c, s, acct);
    d.onNewPage = runningHeader(rng, d, s, acct);
    const dateFmt: DateFormat = rng.pick(['MM/DD', 'MM/DD/YY'] as const);
    const upper = isUpper(s);
    const desc = (t: ModelTxn) => (t.checkNumber !== null ? `${upper ? 'CHECK' : 'Check'} ${t.checkNumber}` : t.description);
    const credits = s.txns.filter((t) => t.direction === 'credit'), debits = s.txns.filter((t) => t.direction === 'debit');
    summaryWithCounts(rng, d, s, [{ label: rng.pick(['Additions', 'Deposits and credits']), count: credits.length, cents: sum(credits), debit: false },
      { label: rng.pick(['Subtractions', 'Withdrawals and debits']), count: debits.length, cents: sum(debits), debit: true }]);
    const amtW = d.width('999,999.99') + rng.int(6, 16);
    const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width(formatDate('2026-12-28', dateFmt)) + 6, align: 'left' },
      { key: 'description', label: ['Description'], w: 0, align: 'left' }, { key: 'credit', label: [rng.pick(['Additions', 'Credits'])], w: amtW, align: 'right' },
      { key: 'debit', label: [rng.pick(['Subtractions', 'Debits'])], w: amtW, align: 'right' }]);
    grid(d, cs, s.txns.map((t) => ({ cells: { date: formatDate(t.date, dateFmt), description: desc(t), [t.direction]: money(t.cents) } })),
      { title: rng.pick(['Transaction Detail', 'Activity']), continued: '{t} (continued)', shade: rng.chance(0.4) });
    dailyBalances(rng, d, s, dateFmt);
    const checks = s.txns.filter((t) => t.checkNumber !== null).sort((a, b) => a.checkNumber! - b.checkNumber!);
    if (checks.length) {
      d.onNewPage = null;
      d.newPage();
      const per = rng.pick([2, 2, 3]) === 3 ? 3 : 2;
      const w = (st.right - st.left - (per - 1) * 14) / per;
      const h = Math.min(120, w * 0.42);
      const captionFmt = rng.pick(['Serial #: {n}   Amount: ${a}   Date: {d}', 'Serial # {n}  ${a}  Posted {d}', 'Check {n}   Paid {d}   Amount ${a}', 'Serial #:{n} Amount:${a} Seq:{q} Date:{d}']);
      const title = rng.pick(['Check Images', 'CHECK IMAGES', 'Images of Paid Items']);
      d.text(`${title}  ${acct}`, st.left, d.y, { bold: true, size: st.size + 1 });
      d.y += st.lead * 2;
      for (let i = 0; i < checks.length; i += per) {
        if (d.y + h + st.lead * 2 > st.bottom) { d.newPage(); d.text(`${title} (continued)`, st.left, d.y, { bold: true }); d.y += st.lead * 2; }
        for (let k = 0; k < per && i + k < checks.length; k++) {
          const t = checks[i + k]!;
          const cap = captionFmt.replace('{n}', String(t.checkNumber)).replace('{a}', money(t.cents)).replace('{d}', formatDate(t.date, 'MM/DD/YYYY')).replace('{q}', rng.digits(10));
          drawCheck(rng, d, c, s, t, st.left + k * (w + 14), d.y, w, h, cap);
        }
        d.y += h + st.lead * 2.2;
      }
      c.traits!.push('check_image_pages');
    }
    return { statement: s, rows: s.txns.map((t) => truthRow(t, desc(t))) };
  });
}

// ---------------------------------------------------------------- a month without activity in a multi-statement file

/** A statement with check images has checks: card purchases become numbered checks (amounts and balances unchanged). */
function prepareChecks(rng: Rng, c: Content): void {
  c.traits = ['no_row_balance', 'daily_balance_table'];
  for (const s of c.statements) {
    const have = s.txns.filter((t) => t.checkNumber !== null);
    if (have.length >= 2) continue;
    let n = (have[0]?.checkNumber ?? rng.int(1001, 8000)) + 1;
    const pool = s.txns.filter((t) => t.direction === 'debit' && t.category === 'other' && /PURCHASE|POS/i.test(t.description));
    for (const t of rng.shuffle(pool).slice(0, rng.int(2, 5)).sort((a, b) => a.date.localeCompare(b.date))) {
      Object.assign(t, { description: 'CHECK', checkNumber: n, category: 'check' as const });
      n += rng.chance(0.2) ? 2 : 1;
    }
  }
}

function prepareQuiet(rng: Rng, c: Content): void {
  const k = rng.int(0, c.statements.length - 1);
  c.statements[k]!.txns = [];
  rechain(c.statements);
  c.traits = ['multi_statement_file', 'zero_activity_statement', `zero_activity_statement_${k + 1}_of_${c.statements.length}`];
}

function renderQuiet(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const variant = rng.pick(['credits_debits_running', 'signed_minus', 'check_column_daily_balance'] as const);
  const wording = rng.pick(WORDINGS);
  const newPages = rng.chance(0.7);
  return c.statements.map((s, i) => {
    if (i > 0 && newPages) { d.onNewPage = null; d.newPage(); } else if (i > 0) d.y += d.style.lead * 2;
    if (s.txns.length > 0) return renderTable(rng, d, c, s, TABLE_VARIANTS[variant]!(rng), { wording, continuous: i > 0 && !newPages });
    const st = d.style;
    statementHeader(rng, d, c, s, { wording, continuous: i > 0 && !newPages });
    // Some banks still print the activity table: its header alone, or opening and closing balance rows (not transactions).
    const table = rng.weighted([['none', 2], ['header', 1], ['balances', 1]] as const);
    if (table !== 'none') {
      const x = [st.left, st.left + 60, st.right - 150, st.right - 80, st.right];
      d.text(rng.pick(['Transaction history', 'Account Activity']), st.left, d.y, { bold: true, size: st.size + 1 });
      d.y += st.lead * 1.5;
      ['Date', 'Description', 'Credits', 'Debits', 'Balance'].forEach((h, k) => d.text(h, x[k]!, d.y, { bold: true, align: k >= 2 ? 'right' : 'left' }));
      d.y += st.lead * 1.3;
      if (table === 'balances') {
        for (const [date, label] of [[s.periodStart, 'Beginning Balance'], [s.periodEnd, 'Ending Balance']] as const) {
          d.text(formatDate(date, 'MM/DD'), x[0]!, d.y);
          d.text(label, x[1]!, d.y);
          d.text(balanceText(s.beginning, 'minus'), x[4]!, d.y, { align: 'right' });
          d.y += st.lead;
        }
        c.traits!.push('zero_activity_balance_rows');
      }
      d.y += st.lead * 0.5;
    }
    d.text(rng.pick(['There was no activity on this account during this statement period.', 'No transactions this period.',
      'NO ACTIVITY THIS STATEMENT PERIOD', 'There were no deposits, withdrawals or checks during this period.']), st.left, d.y, { bold: rng.chance(0.5) });
    d.y += st.lead * 2;
    return { statement: s, rows: [] };
  });
}

export const TRAIT_US_LAYOUTS_2: readonly LayoutDef[] = [
  { name: 'zero_balance_sweep', description: 'zero-balance (sweep) account: each day funded from or swept to a master account, every day ends at 0.00, opening and closing 0.00',
    content: usTraitContent({ months: 1 }), prepare: prepareSweep, render: renderSweep },
  { name: 'bookkeeper_notes', description: 'running-balance table with a bookkeeper\'s slanted, coloured notes beside deposits (margin or in the row), some with figures, and tick marks',
    content: usTraitContent(), prepare: (_rng, c) => { c.traits = ['bookkeeper_notes']; }, render: renderNotes },
  { name: 'check_images', description: 'activity without balances, a daily-balance table of dates and balances only, then pages of check images with Serial # / Amount / date captions',
    content: (rng) => ({ ...usTraitContent()(rng), density: rng.float(1, 1.6) }), prepare: prepareChecks, render: renderCheckImages },
  { name: 'zero_activity_month', description: '2-4 monthly statements of one account in one file, one of them without any transaction (opening = closing)',
    content: (rng) => ({ ...usTraitContent()(rng), months: rng.int(2, 4), periodKind: 'calendar', density: rng.float(0.5, 1) }), prepare: prepareQuiet, render: renderQuiet },
];
