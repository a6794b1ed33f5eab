// Blocks several set-80 layouts share: the principals' table, personal financial statement, business debt schedule,
// existing advances, bank relationship, references, and the authorisation with signatures. Only principals' cells
// carry truth; every dollar amount here other than the request is a decoy.
import type { Rng } from '../../statements/generator/prng.ts';
import { date, iso, money, ownerName, ownerTaxId, pct, who, type DateF, type Money } from './fmt.ts';
import type { Model } from './model.ts';
import type { Sheet, Tag } from './sheet.ts';

export interface OwnerCols { dob: boolean; fico: boolean; home: boolean; lastFirst: boolean; dateF: DateF; pctBare?: boolean }

/** The principals' table: one row per owner of 20% or more, in order. */
export function principals(s: Sheet, m: Model, c: OwnerCols, taxLabel = 'SSN / ITIN'): void {
  const heads = ['Name', 'Title', '% Owned', taxLabel];
  const widths = [0.22, 0.13, 0.07, 0.13];
  if (c.dob) { heads.push('Date of Birth'); widths.push(0.1); }
  if (c.fico) { heads.push('Credit Score'); widths.push(0.07); }
  if (c.home) { heads.push('Home Address'); widths.push(0); }
  const used = widths.reduce((a, b) => a + b, 0);
  if (c.home) widths[widths.length - 1] = 1 - used; else widths[0]! += 1 - used;
  const rows: (string | null)[][] = [];
  const tags: (Tag | undefined)[][] = [];
  m.owners.forEach((o, i) => {
    const n = ownerName(o, i, c.lastFirst), t = ownerTaxId(o, i), p = pct(o, i, c.pctBare ? 'bare' : 'sign');
    const row: (string | null)[] = [n.text, o.title, p.text, t.text];
    const tg: (Tag | undefined)[] = [n.tag, { [`${who(i)}role`]: o.title }, p.tag, t.tag];
    if (c.dob) { row.push(date(o.dob, c.dateF)); tg.push({ [`${who(i)}date_of_birth`]: iso(o.dob) }); }
    if (c.fico) { row.push(o.fico === null ? null : String(o.fico)); tg.push(o.fico === null ? undefined : { [`${who(i)}credit_score`]: o.fico }); }
    if (c.home) { row.push(o.home); tg.push(undefined); }
    rows.push(row);
    tags.push(tg);
  });
  s.table(heads, widths, rows, tags, 16);
}

/** A personal financial statement for principal #1: assets, liabilities, annual income (all decoys). */
export function pfs(s: Sheet, m: Model, mf: Money, r: Rng): void {
  const p = m.pfs;
  const assets: [string, number][] = [['Cash on hand & in banks', p.cash!], ['Savings accounts', p.savings!], ['IRA / retirement accounts', p.retirement!],
    ['Real estate (market value)', p.realEstate!], ['Automobiles', p.autos!], ['Other personal property', p.otherAssets!]];
  const liab: [string, number][] = [['Mortgages on real estate', p.mortgage!], ['Installment account (auto)', p.autoLoans!],
    ['Credit cards / revolving', p.cards!], ['Other liabilities', p.otherLiab!], ['Contingent (as guarantor)', p.contingent!]];
  const ta = assets.reduce((a, [, v]) => a + v, 0), tl = liab.reduce((a, [, v]) => a + v, 0) - p.contingent!;
  assets.push(['Total Assets', ta]);
  liab.push(['Total Liabilities (excl. contingent)', tl], ['Net Worth', ta - tl]);
  const rows: (string | null)[][] = [];
  for (let i = 0; i < Math.max(assets.length, liab.length); i++) {
    const a = assets[i], l = liab[i];
    rows.push([a?.[0] ?? '', a ? money(a[1], mf) : null, l?.[0] ?? '', l ? money(l[1], mf) : null]);
  }
  s.table(['Assets', 'Amount', 'Liabilities', 'Amount'], [0.3, 0.2, 0.3, 0.2], rows, [], 13, [0, 2]);
  s.table(['Source of Income', 'Annual Amount', 'Source of Income', 'Annual Amount'], [0.3, 0.2, 0.3, 0.2],
    [['Salary', money(p.salary!, mf), 'Other income (rental, investment)', r.chance(0.7) ? money(p.otherIncome!, mf) : null]], [], 13, [0, 2]);
}

export function debtSchedule(s: Sheet, m: Model, mf: Money, d: DateF): void {
  s.table(['Creditor', 'Type', 'Original Amount', 'Current Balance', 'Monthly Payment', 'Date Opened'], [0.26, 0.14, 0.15, 0.15, 0.15, 0.15],
    m.debts.map((x, i) => [x.creditor, x.kind, money(x.original, mf), money(x.balance, mf), money(x.payment, mf), date(new Date(Date.UTC(2019 + i, 2 + i, 10)), d)]), [], 14);
}

export function advances(s: Sheet, m: Model, mf: Money): void {
  const rows = m.advances.map((a) => [a.creditor, money(a.original, mf), money(a.balance, mf), money(a.payment, mf), a.kind === 'daily' ? 'Daily' : 'Weekly']);
  while (rows.length < 2) rows.push(['', '', '', '', '']);
  s.table(['Funder / Lender', 'Funded Amount', 'Balance', 'Payment', 'Frequency'], [0.32, 0.17, 0.17, 0.17, 0.17], rows, [], 14);
}

export function bank(s: Sheet, m: Model, labels: [string, string, string] = ['Primary Bank', 'Routing / ABA No.', 'Account No.']): void {
  s.row([{ l: labels[0], v: m.bank, w: 0.4 }, { l: labels[1], v: m.routing, w: 0.3 }, { l: labels[2], v: m.account, w: 0.3 }]);
}

export function references(s: Sheet, m: Model): void {
  s.table(['Trade Reference', 'Contact Phone', 'Account Since'], [0.5, 0.25, 0.25], m.refs.map(([n, p], i) => [n, p, String(2015 + i * 3)]), [], 14);
}

export function authorise(s: Sheet, m: Model, lender: string, d: DateF, text?: string): void {
  s.note(text ?? `By signing below, each Borrower, Principal and Guarantor certifies that the information in this application and in any ` +
    `personal financial statement is true and complete, authorizes ${lender}, its assigns and any funding partner to obtain consumer and ` +
    `business credit reports, verify references and bank records, and understands that false statements may result in denial of credit ` +
    `(18 U.S.C. 1001 and 1014 where applicable). Copies and electronic signatures are as valid as originals.`);
  const signed = new Date(Date.UTC(2024, 4 + (m.owners.length % 3), 3 + m.employees % 20));
  for (const o of m.owners) s.signature(`${o.first} ${o.last}`, date(signed, d));
}
