// Trait C layouts, pages: a landscape account-history report on portrait sheets turned by /Rotate 90 or /Rotate 270
// (the content drawn so that it reads upright once the viewer applies the rotation), the same report on a landscape
// media box, and a credit-union statement whose list runs down the left half of the page, then the right half, then
// the next page.

import type { Rng } from './prng.ts';
import type { Content, ModelTxn } from './model.ts';
import { formatDate, type DateFormat } from './dates.ts';
import { printedAccount, type LayoutDef, type RenderedStatement } from './layouts.ts';
import { balanceText, money, randomStyle, signed, type Doc, type Style } from './render.ts';
import { cols, grid, type ColSpec, type GRow } from './world-grid.ts';
import { isUpper, sum, truthRow, usTraitContent } from './trait-common.ts';

// ---------------------------------------------------------------- landscape account-history report

function landscapeStyle(rotate: 90 | 270 | undefined): (rng: Rng) => Style {
  return (rng) => {
    const s = randomStyle(rng);
    const pageW = 792, pageH = 612;
    return { ...s, pageW, pageH, right: pageW - (612 - s.right), bottom: pageH - rng.int(40, 60), top: rng.int(28, 45), ...(rotate ? { rotate } : {}) };
  };
}

function renderHistory(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  return c.statements.map((s, i) => {
    if (i > 0) { d.onNewPage = null; d.newPage(); }
    const acct = printedAccount(rng, s);
    const dateFmt: DateFormat = rng.pick(['MM/DD/YYYY', 'MM/DD/YY'] as const);
    const title = rng.pick(['ACCOUNT HISTORY REPORT', 'Account History', 'Transaction History Report', 'DEPOSIT ACCOUNT HISTORY']);
    const run = `${rng.pick(['Run date', 'Report date', 'Printed'])}: ${formatDate(s.periodEnd, 'MM/DD/YYYY')} ${String(rng.int(7, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 5 });
    d.text(title, (st.left + st.right) / 2, d.y, { bold: true, size: st.size + 2, align: 'center' });
    d.text(run, st.right, d.y, { align: 'right' });
    d.y += st.lead * 2.2;
    const b = c.business;
    const left = [`${rng.pick(['Account', 'Account Number', 'Acct'])}: ${acct}   ${s.productName}`, `${rng.pick(['Name', 'Account Title', 'Customer'])}: ${b.legalName}`, ...(b.tradeName ? [`DBA ${b.tradeName}`] : []), `${b.street}, ${b.city} ${b.region ?? ''} ${b.postal}`.replace(/\s+/g, ' ')];
    const right = [`${rng.pick(['From', 'Date range'])} ${formatDate(s.periodStart, 'MM/DD/YYYY')} ${rng.pick(['To', 'thru', '-'])} ${formatDate(s.periodEnd, 'MM/DD/YYYY')}`,
      `${rng.pick(['Beginning Balance', 'Opening Ledger Balance'])}: ${balanceText(s.beginning, 'minus', { dollar: true })}`, `${rng.pick(['Ending Balance', 'Closing Ledger Balance'])}: ${balanceText(s.ending, 'minus', { dollar: true })}`];
    left.forEach((l, k) => d.text(l, st.left, d.y + k * st.lead));
    right.forEach((l, k) => d.text(l, st.right, d.y + k * st.lead, { align: 'right' }));
    d.y += st.lead * (left.length + 1);
    const running = `${s.bankName}  ${title}  ${acct}  ${formatDate(s.periodStart, 'MM/DD/YYYY')} - ${formatDate(s.periodEnd, 'MM/DD/YYYY')}`;
    d.onNewPage = () => { d.text(running, st.left, st.top, { size: st.size - 0.5 }); d.y = st.top + st.lead * 2; };
    const upper = isUpper(s);
    const amtW = d.width('999,999.99-') + rng.int(8, 20);
    const dw = d.width(formatDate('2026-12-28', dateFmt)) + 6;
    const eff = rng.chance(0.6), code = rng.chance(0.6);
    const specs: ColSpec[] = [{ key: 'date', label: ['Post Date'], w: dw, align: 'left' }];
    if (eff) specs.push({ key: 'eff', label: ['Eff Date'], w: dw, align: 'left' });
    if (code) specs.push({ key: 'code', label: [rng.pick(['Tran Code', 'Type', 'TC'])], w: d.width('Tran Code') + 4, align: 'left' });
    specs.push({ key: 'description', label: ['Description'], w: 0, align: 'left' }, { key: 'check', label: [rng.pick(['Check #', 'Serial No.'])], w: d.width('Serial No.') + 4, align: 'left' },
      { key: 'debit', label: ['Debit'], w: amtW, align: 'right' }, { key: 'credit', label: ['Credit'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' });
    const cs = cols(rng, d, specs);
    const kind = (t: ModelTxn) => (t.checkNumber !== null ? 'CHK' : t.direction === 'credit' ? rng.pick(['DEP', 'ACH', 'CR']) : rng.pick(['ACH', 'POS', 'DR', 'WD']));
    const word = upper ? 'CHECK' : 'Check';
    const rows: GRow[] = [{ cells: { date: formatDate(s.periodStart, dateFmt), description: rng.pick(['Beginning Balance', 'BALANCE FORWARD']), balance: balanceText(s.beginning, 'trailing') } }];
    // A code column printed before the description reads as the text's first words: the truth's description holds it.
    const codes = s.txns.map((t) => (code ? kind(t) : ''));
    for (const [k, t] of s.txns.entries()) rows.push({ cells: { date: formatDate(t.date, dateFmt), ...(eff ? { eff: formatDate(t.date, dateFmt) } : {}), ...(code ? { code: codes[k]! } : {}),
      description: t.checkNumber !== null ? word : t.description, ...(t.checkNumber !== null ? { check: String(t.checkNumber) } : {}),
      [t.direction]: money(t.cents), balance: balanceText(t.balanceAfter, 'trailing') } });
    grid(d, cs, rows, { shade: rng.chance(0.5), rules: rng.chance(0.3) });
    const credits = s.txns.filter((t) => t.direction === 'credit'), debits = s.txns.filter((t) => t.direction === 'debit');
    if (d.y + st.lead * 4 > st.bottom) d.newPage();
    d.y += st.lead * 0.5;
    for (const l of [`Total Debits (${debits.length}): ${money(sum(debits), { dollar: true })}`, `Total Credits (${credits.length}): ${money(sum(credits), { dollar: true })}`,
      `Ending Balance: ${balanceText(s.ending, 'minus', { dollar: true })}`]) { d.text(l, st.left, d.y, { bold: true }); d.y += st.lead; }
    // A check's description is the word and its number in reading order (`CHECK 1234`): the Check # column stands after it.
    return { statement: s, rows: s.txns.map((t, k) => truthRow(t, `${code ? `${codes[k]} ` : ''}${t.checkNumber !== null ? `${word} ${t.checkNumber}` : t.description}`, t.balanceAfter)) };
  });
}

// ---------------------------------------------------------------- two-column list (credit-union style)

function renderTwoColumn(rng: Rng, d: Doc, c: Content): RenderedStatement[] {
  const st = d.style;
  return c.statements.map((s, i) => {
    if (i > 0) { d.onNewPage = null; d.newPage(); }
    const acct = printedAccount(rng, s);
    const b = c.business;
    d.text(s.bankName, st.left, d.y, { bold: true, size: st.size + 5 });
    d.text(rng.pick(['MEMBER STATEMENT', 'Statement of Account', 'Business Share Draft Statement']), st.right, d.y, { bold: true, align: 'right', size: st.size + 1 });
    d.y += st.lead * 2.4;
    const y0 = d.y;
    for (const l of [b.legalName, ...(b.tradeName ? [`DBA ${b.tradeName}`] : []), b.street, `${b.city} ${b.region ?? ''} ${b.postal}`.replace(/\s+/g, ' ')]) { d.text(l, st.left + 10, d.y); d.y += st.lead; }
    const rx = st.left + (st.right - st.left) * 0.55;
    [`${rng.pick(['Member Number', 'Member #', 'Account Number'])}: ${acct}`, `${rng.pick(['Statement Period', 'Period'])}: ${formatDate(s.periodStart, 'MM/DD/YY')} - ${formatDate(s.periodEnd, 'MM/DD/YY')}`,
      `${s.productName.replace('Checking', 'Share Draft')}`].forEach((l, k) => d.text(l, rx, y0 + k * st.lead));
    d.y = Math.max(d.y, y0 + st.lead * 3) + st.lead;
    const credits = s.txns.filter((t) => t.direction === 'credit'), debits = s.txns.filter((t) => t.direction === 'debit');
    const summary: [string, string][] = [['Previous Balance', balanceText(s.beginning, 'minus')], [`Deposits (${credits.length})`, money(sum(credits))],
      [`Withdrawals (${debits.length})`, money(sum(debits))], ['New Balance', balanceText(s.ending, 'minus')]];
    const sw = (st.right - st.left) / 4;
    summary.forEach(([l, v], k) => { d.text(l, st.left + k * sw, d.y, { bold: true }); d.text(v, st.left + (k + 1) * sw - 12, d.y + st.lead, { align: 'right' }); });
    d.y += st.lead * 3;
    const upper = isUpper(s);
    const desc = (t: ModelTxn) => (t.checkNumber !== null ? `${upper ? 'DRAFT' : 'Draft'} ${t.checkNumber}` : t.description);
    const dateFmt: DateFormat = rng.pick(['MM/DD', 'M/D', 'Mon DD'] as const);
    const gutter = rng.int(14, 26);
    const halfW = (st.right - st.left - gutter) / 2;
    const amtW = d.width('-99,999.99') + rng.int(2, 8);
    const mk = (x0: number) => {
      const saved: [number, number] = [st.left, st.right];
      st.left = x0; st.right = x0 + halfW;
      const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width(formatDate('2026-12-28', dateFmt)) + 4, align: 'left' }, { key: 'description', label: ['Transaction'], w: 0, align: 'left' },
        { key: 'amount', label: ['Amount'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }]);
      [st.left, st.right] = saved;
      return cs;
    };
    const halves = [mk(st.left), mk(st.left + halfW + gutter)];
    const rows = s.txns.map((t) => ({ date: formatDate(t.date, dateFmt), description: desc(t), amount: signed(t.cents, t.direction === 'debit', 'minus'), balance: balanceText(t.balanceAfter, 'minus') }));
    const title = rng.pick(['Transactions', 'ACCOUNT ACTIVITY', 'Share Draft Activity']);
    const running = `${s.bankName}   ${acct}   ${formatDate(s.periodStart, 'MM/DD/YY')} - ${formatDate(s.periodEnd, 'MM/DD/YY')}`;
    d.onNewPage = () => { d.text(running, st.left, st.top, { size: st.size - 0.5 }); d.y = st.top + st.lead * 2; };
    d.text(title, st.left, d.y, { bold: true, size: st.size + 1 });
    d.y += st.lead * 1.5;
    let half = 0, top = d.y;
    const header = () => {
      for (const cc of halves[half]!) d.text(cc.label[0]!, cc.align === 'right' ? cc.x + cc.w : cc.x, d.y, { bold: true, align: cc.align });
      d.y += st.lead * 1.2;
    };
    header();
    for (const r of rows) {
      const cs = halves[half]!;
      const dc = cs.find((x) => x.key === 'description')!;
      const lines = d.wrap(r.description, dc.w);
      if (d.y + lines.length * st.lead > st.bottom) {
        // down the left half, then the right half from the same top, then the next page
        if (half === 0) { half = 1; d.y = top; } else { half = 0; d.newPage(); top = d.y; }
        header();
      }
      const cur = halves[half]!;
      for (const cc of cur) {
        if (cc.key === 'description') lines.forEach((l, k) => d.text(l, cc.x, d.y + k * st.lead));
        else d.text(r[cc.key as 'date'], cc.align === 'right' ? cc.x + cc.w : cc.x, d.y, { align: cc.align });
      }
      d.y += lines.length * st.lead;
    }
    return { statement: s, rows: s.txns.map((t) => truthRow(t, desc(t), t.balanceAfter)) };
  });
}

const historyTraits = (extra: string[]) => (_rng: Rng, c: Content) => { c.traits = ['landscape_report', 'account_history_report', 'tran_code_column', ...extra]; };

export const TRAIT_PAGE_LAYOUTS: readonly LayoutDef[] = [
  { name: 'landscape_rotate_90', description: 'landscape account-history report on portrait sheets with /Rotate 90, drawn to read upright once rotated',
    content: usTraitContent({ months: 1 }), style: landscapeStyle(90), prepare: historyTraits(['page_rotate_90']), render: renderHistory },
  { name: 'landscape_rotate_270', description: 'landscape account-history report on portrait sheets with /Rotate 270, drawn to read upright once rotated',
    content: usTraitContent({ months: 1 }), style: landscapeStyle(270), prepare: historyTraits(['page_rotate_270']), render: renderHistory },
  { name: 'landscape_wide_page', description: 'landscape account-history report on a landscape media box (792 x 612), no /Rotate',
    content: usTraitContent({ months: 1 }), style: landscapeStyle(undefined), prepare: historyTraits(['landscape_media_box']), render: renderHistory },
  { name: 'two_column_list', description: 'credit-union statement whose transaction list runs down the left half of the page, then the right half, then the next page',
    content: (rng) => ({ ...usTraitContent()(rng), months: rng.int(1, 2), density: rng.float(0.8, 1.5) }),
    prepare: (_rng, c) => { c.traits = ['two_column_list', 'halves_share_baselines', 'signed_amounts']; }, render: renderTwoColumn },
];

