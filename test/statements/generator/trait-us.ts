// Trait A layouts, part 1 (US business statements the parser reads least well), written from what such documents
// look like, without reading the parser:
// - sectioned_counts: Deposits and Other Credits, Withdrawals and Other Debits, Checks Paid 2-3 across; no balance on
//   any row; a summary with item counts per section; a daily-balance table at the end
// - sectioned_short_titles: the same with short or ambiguous section titles (Credits, Electronic Payments, Card
//   Activity, Other Debits, Checks)
// - amount_before_description: the amount column printed before the description (one table, or sections)
// - listed_twice: the main table, then the same checks again in a Checks Paid list, or the same items by category

import type { Rng } from './prng.ts';
import type { Content, ModelStatement, ModelTxn } from './model.ts';
import { formatDate, type DateFormat } from './dates.ts';
import type { TruthTransaction } from './truth.ts';
import { insertAfter } from './world-locale.ts';
import { printedAccount, runningHeader, type LayoutDef, type RenderedStatement } from './layouts.ts';
import { balanceText, money, signed, type Doc } from './render.ts';
import { cols, grid, type ColSpec, type GRow } from './world-grid.ts';
import { byDate, checksAcross, dailyBalances, isUpper, net, sectionTable, sum, summaryWithCounts, truthRow, usHeader, usTraitContent } from './trait-common.ts';

const CARD = /PURCHASE|POS DEBIT|CARD /i;
const DEPOSIT = /DEPOSIT|ZELLE|E-TRANSFER|WIRE/i;

function sectionedCounts(rng: Rng, d: Doc, c: Content, s: ModelStatement, short: boolean): RenderedStatement {
  const acct = printedAccount(rng, s);
  usHeader(rng, d, c, s, acct);
  d.onNewPage = runningHeader(rng, d, s, acct);
  const dateFmt = rng.pick(['MM/DD', 'M/D', 'MM/DD/YY'] as const);
  const credits = s.txns.filter((t) => t.direction === 'credit');
  const checks = s.txns.filter((t) => t.checkNumber !== null).sort((a, b) => a.checkNumber! - b.checkNumber!);
  const debits = s.txns.filter((t) => t.direction === 'debit' && t.checkNumber === null);
  // Sections as [title, items, kind]; the short-titled documents split debits by kind and sometimes credits too.
  const sections: [string, ModelTxn[], 'rows' | 'checks'][] = [];
  let against: 'minus' | 'cr' | undefined;
  if (!short) {
    sections.push([rng.pick(['Deposits and Other Credits', 'DEPOSITS AND OTHER CREDITS', 'Deposits & Other Credits']), credits, 'rows']);
    sections.push([rng.pick(['Withdrawals and Other Debits', 'WITHDRAWALS AND OTHER DEBITS', 'Withdrawals & Other Debits']), debits, 'rows']);
    sections.push([rng.pick(['Checks Paid', 'CHECKS PAID', 'Checks Cleared']), checks, 'checks']);
    if (rng.chance(0.35)) sections.splice(1, 0, sections.pop()!);
  } else {
    if (rng.chance(0.5)) sections.push([rng.pick(['Credits', 'CREDITS', 'Additions']), credits, 'rows']);
    else {
      sections.push([rng.pick(['Deposits', 'DEPOSITS']), credits.filter((t) => DEPOSIT.test(t.description)), 'rows']);
      sections.push([rng.pick(['Electronic Credits', 'Other Credits', 'ELECTRONIC DEPOSITS']), credits.filter((t) => !DEPOSIT.test(t.description)), 'rows']);
    }
    // Card returns listed among the card purchases (signed against the section) in half the documents.
    const returns = rng.chance(0.5) ? credits.filter((t) => t.category === 'reversal' && /RETURN/i.test(t.description) && !/ACH/i.test(t.description)) : [];
    if (returns.length) {
      against = rng.pick(['minus', 'cr'] as const);
      for (const sec of sections) sec[1] = sec[1].filter((t) => !returns.includes(t));
      c.traits!.push('card_returns_in_debit_section');
    }
    const card = [...debits.filter((t) => CARD.test(t.description)), ...returns].sort((a, b) => a.date.localeCompare(b.date) || s.txns.indexOf(a) - s.txns.indexOf(b));
    const fees = debits.filter((t) => !CARD.test(t.description) && t.bankFee);
    const elec = debits.filter((t) => !CARD.test(t.description) && !t.bankFee);
    sections.push([rng.pick(['Electronic Payments', 'ELECTRONIC PAYMENTS', 'Electronic Debits']), elec, 'rows']);
    sections.push([rng.pick(['Card Activity', 'CARD ACTIVITY', 'Debit Card']), card, 'rows']);
    sections.push([rng.pick(['Checks', 'CHECKS', 'Checks Paid']), checks, 'checks']);
    sections.push([rng.pick(['Other Debits', 'OTHER DEBITS', 'Fees']), fees, 'rows']);
  }
  const shown = sections.filter(([, list]) => list.length > 0);
  summaryWithCounts(rng, d, s, shown.map(([title, list]) => ({ label: title, count: list.length, cents: net(list), debit: list.filter((t) => t.direction === 'debit').length * 2 >= list.length })));
  const amtW = d.width('$999,999.99') + rng.int(6, 20);
  const subtotal = rng.pick([(t: string) => `Total ${t}`, (t: string) => `Total ${t.toLowerCase()}`, () => 'Subtotal', () => null]);
  const printed: TruthTransaction[] = [];
  for (const [title, list, kind] of shown) {
    d.y += d.style.lead * 0.5;
    if (kind === 'checks') printed.push(...checksAcross(rng, d, title, list, dateFmt));
    else printed.push(...sectionTable(rng, d, title, list, { dateFmt, amtW, subtotal: subtotal(title), against: list.some((t) => t.direction !== list[0]!.direction) ? against : undefined }));
  }
  dailyBalances(rng, d, s, dateFmt);
  return { statement: s, rows: byDate(printed) };
}

// ---------------------------------------------------------------- amount before the description

function amountFirst(rng: Rng, d: Doc, c: Content, s: ModelStatement): RenderedStatement {
  const acct = printedAccount(rng, s);
  usHeader(rng, d, c, s, acct);
  d.onNewPage = runningHeader(rng, d, s, acct);
  const dateFmt = rng.pick(['MM/DD', 'MM/DD/YYYY', 'Mon DD'] as const);
  const upper = isUpper(s);
  const desc = (t: ModelTxn) => (t.checkNumber !== null ? `${upper ? 'CHECK' : 'Check'} ${t.checkNumber}` : t.description);
  const credits = s.txns.filter((t) => t.direction === 'credit');
  const debits = s.txns.filter((t) => t.direction === 'debit');
  summaryWithCounts(rng, d, s, [{ label: rng.pick(['Deposits and credits', 'Total credits']), count: credits.length, cents: sum(credits), debit: false },
    { label: rng.pick(['Withdrawals and debits', 'Total debits']), count: debits.length, cents: sum(debits), debit: true }]);
  const amtW = d.width('-$999,999.99') + rng.int(6, 16);
  if (rng.chance(0.4)) {
    // sections, each Date / Amount / Description
    const printed = [
      ...sectionTable(rng, d, rng.pick(['Deposits and Other Credits', 'Credits']), credits, { dateFmt, amtW, subtotal: 'Total credits', amountFirst: true, desc }),
      ...sectionTable(rng, d, rng.pick(['Withdrawals and Other Debits', 'Debits']), debits, { dateFmt, amtW, subtotal: 'Total debits', amountFirst: true, desc }),
    ];
    if (rng.chance(0.6)) dailyBalances(rng, d, s, dateFmt);
    return { statement: s, rows: byDate(printed) };
  }
  const split = rng.chance(0.4);
  const withBal = rng.chance(0.6);
  const dollar = rng.chance(0.3);
  const specs: ColSpec[] = [{ key: 'date', label: ['Date'], w: d.width(formatDate('2026-12-28', dateFmt)) + 6, align: 'left' }];
  if (split) specs.push({ key: 'credit', label: [rng.pick(['Credits', 'Deposits'])], w: amtW, align: 'right' }, { key: 'debit', label: [rng.pick(['Debits', 'Withdrawals'])], w: amtW, align: 'right' });
  else specs.push({ key: 'amount', label: [rng.pick(['Amount', 'Transaction Amount'])], w: amtW, align: 'right' });
  specs.push({ key: 'description', label: [rng.pick(['Description', 'Transaction Description', 'Details'])], w: 0, align: 'left' });
  if (withBal) specs.push({ key: 'balance', label: ['Balance'], w: amtW, align: 'right' });
  const cs = cols(rng, d, specs);
  // the description starts a clear gap after the amount's right edge
  const di = cs.findIndex((x) => x.key === 'description');
  cs[di] = { ...cs[di]!, x: cs[di]!.x + 8, w: cs[di]!.w - 8 };
  const rows: GRow[] = s.txns.map((t) => ({ cells: {
    date: formatDate(t.date, dateFmt), description: desc(t),
    ...(split ? { [t.direction]: money(t.cents, { dollar }) } : { amount: signed(t.cents, t.direction === 'debit', 'minus', { dollar }) }),
    ...(withBal ? { balance: balanceText(t.balanceAfter, 'minus', { dollar }) } : {}),
  } }));
  grid(d, cs, rows, { title: rng.pick(['Account Activity', 'Transaction Detail', 'TRANSACTIONS']), continued: '{t} (continued)', shade: rng.chance(0.5), rules: rng.chance(0.3) });
  if (!withBal) dailyBalances(rng, d, s, dateFmt);
  return { statement: s, rows: s.txns.map((t) => truthRow(t, desc(t), withBal ? t.balanceAfter : null)) };
}

// ---------------------------------------------------------------- the same items printed twice

function listedTwice(rng: Rng, d: Doc, c: Content, s: ModelStatement): RenderedStatement {
  const st = d.style;
  const acct = printedAccount(rng, s);
  usHeader(rng, d, c, s, acct);
  d.onNewPage = runningHeader(rng, d, s, acct);
  const dateFmt: DateFormat = rng.pick(['MM/DD', 'MM/DD/YY', 'M/D'] as const);
  const upper = isUpper(s);
  const desc = (t: ModelTxn) => (t.checkNumber !== null ? `${upper ? 'CHECK' : 'Check'} ${t.checkNumber}` : t.description);
  const credits = s.txns.filter((t) => t.direction === 'credit'), debits = s.txns.filter((t) => t.direction === 'debit');
  summaryWithCounts(rng, d, s, [{ label: 'Deposits and other credits', count: credits.length, cents: sum(credits), debit: false },
    { label: 'Withdrawals and other debits', count: debits.length, cents: sum(debits), debit: true }]);
  const amtW = d.width('999,999.99') + rng.int(6, 16);
  const cs = cols(rng, d, [{ key: 'date', label: ['Date'], w: d.width(formatDate('2026-12-28', dateFmt)) + 6, align: 'left' },
    { key: 'description', label: ['Description'], w: 0, align: 'left' }, { key: 'credit', label: ['Credits'], w: amtW, align: 'right' },
    { key: 'debit', label: ['Debits'], w: amtW, align: 'right' }, { key: 'balance', label: ['Balance'], w: amtW, align: 'right' }]);
  grid(d, cs, s.txns.map((t) => ({ cells: { date: formatDate(t.date, dateFmt), description: desc(t), [t.direction]: money(t.cents), balance: balanceText(t.balanceAfter, 'minus') } })),
    { title: rng.pick(['Account Activity', 'Transaction History', 'ACTIVITY DETAIL']), continued: '{t} (continued)', shade: rng.chance(0.4) });
  const checks = s.txns.filter((t) => t.checkNumber !== null).sort((a, b) => a.checkNumber! - b.checkNumber!);
  const traits = c.traits!;
  d.y += st.lead;
  if (checks.length > 0 && rng.chance(0.6)) {
    // the checks again, by number (not transactions a second time)
    traits.push('checks_listed_again');
    checksAcross(rng, d, rng.pick(['Checks Paid', 'CHECKS PAID', 'Checks in Number Order', 'Check Summary']), checks, dateFmt);
    const total = sum(checks);
    d.text(`${rng.pick(['Total checks paid', 'Total checks', 'Checks'])} (${checks.length})`, st.left, d.y + 2, { bold: true });
    d.text(money(total, { dollar: true }), st.right, d.y + 2, { bold: true, align: 'right' });
    d.y += st.lead * 1.6;
  } else {
    // the same items again, grouped by category with group totals
    traits.push('items_listed_by_category');
    if (d.y + st.lead * 6 > st.bottom) d.newPage();
    d.text(rng.pick(['Transaction Summary by Category', 'ACTIVITY BY TYPE', 'Your spending and deposits by category']), st.left, d.y, { bold: true, size: st.size + 1 });
    d.y += st.lead * 1.5;
    const groups: [string, (t: ModelTxn) => boolean][] = [['Deposits', (t) => t.direction === 'credit'], ['Checks', (t) => t.checkNumber !== null],
      ['Card Purchases', (t) => t.direction === 'debit' && t.checkNumber === null && CARD.test(t.description)],
      ['Fees and Charges', (t) => t.direction === 'debit' && t.bankFee],
      ['ACH and Other Debits', (t) => t.direction === 'debit' && t.checkNumber === null && !CARD.test(t.description) && !t.bankFee]];
    for (const [title, f] of groups) {
      const list = s.txns.filter(f);
      if (list.length) sectionTable(rng, d, title, list, { dateFmt, amtW, subtotal: `${title} total`, desc });
    }
  }
  return { statement: s, rows: s.txns.map((t) => truthRow(t, desc(t), t.balanceAfter)) };
}

/** Card returns (credits) after some card purchases, so a card section has some to list against its purchases. */
function prepareShort(rng: Rng, c: Content): void {
  withTraits(['sectioned', 'short_section_titles', 'no_row_balance', 'summary_item_counts', 'checks_across', 'daily_balance_table'])(rng, c);
  insertAfter(c.statements, (t) => (t.direction === 'debit' && t.category === 'other' && /PURCHASE|POS DEBIT/i.test(t.description) && rng.chance(0.06)
    ? { description: t.description.replace(/^(POS DEBIT|PURCHASE AUTHORIZED ON|CARD PURCHASE)/i, (m) => (m === m.toUpperCase() ? 'PURCHASE RETURN' : 'Purchase Return')),
      cents: Math.max(100, Math.round(t.cents * rng.float(0.1, 1))), direction: 'credit', category: 'reversal', checkNumber: null, bankFee: false, funder: null, knownLender: false }
    : null));
}

function withTraits(traits: string[]): (rng: Rng, c: Content) => void {
  return (_rng, c) => { c.traits = [...traits]; };
}

export const TRAIT_US_LAYOUTS: readonly LayoutDef[] = [
  { name: 'sectioned_counts', description: 'sections Deposits and Other Credits / Withdrawals and Other Debits / Checks Paid 2-3 across, no balance on rows, summary with item counts, daily-balance table',
    content: usTraitContent(), prepare: withTraits(['sectioned', 'no_row_balance', 'summary_item_counts', 'checks_across', 'daily_balance_table']),
    render: (rng, d, c) => c.statements.map((s) => sectionedCounts(rng, d, c, s, false)) },
  { name: 'sectioned_short_titles', description: 'sections with short or ambiguous titles (Credits, Electronic Payments, Card Activity, Other Debits, Checks), counts in the summary, daily-balance table',
    content: usTraitContent(), prepare: prepareShort,
    render: (rng, d, c) => c.statements.map((s) => sectionedCounts(rng, d, c, s, true)) },
  { name: 'amount_before_description', description: 'the amount (or Credits/Debits) column printed before the description; one table with or without balance, or sections',
    content: usTraitContent(), prepare: withTraits(['amount_before_description']),
    render: (rng, d, c) => c.statements.map((s) => amountFirst(rng, d, c, s)) },
  { name: 'listed_twice', description: 'running-balance table, then the same checks again in a Checks Paid list or the same items again by category',
    content: usTraitContent({ density: 1.2 }), prepare: withTraits(['itemized_twice']),
    render: (rng, d, c) => c.statements.map((s) => listedTwice(rng, d, c, s)) },
];
