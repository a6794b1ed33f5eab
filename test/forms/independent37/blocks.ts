// Pieces the bank forms share: letterheads, entity checkbox rows, the owner / guarantor blocks, the existing-debt
// schedule and the deposit-relationship block (routing, branch and officer: all decoys).
import { phone, type Merchant, type Owner } from './data.ts';
import { ap, dob, fullName, money, namePaths, ownerTax, taxPaths, type DateFmt } from './format.ts';
import type { Cell, Paper } from './paper.ts';

export function letterhead(p: Paper, bank: string, title: string, sub: string, form: string, font = 'Times-Bold', color = '#1f3b5a'): void {
  const d = p.doc;
  d.font(font).fontSize(16).fillColor(color).text(bank, p.left, p.y, { lineBreak: false });
  d.font('Helvetica').fontSize(6).fillColor('#444').text(form, p.left + p.width - 150, p.y + 2, { width: 150, align: 'right' });
  d.font('Helvetica-Bold').fontSize(10.5).fillColor('black').text(title, p.left, p.y + 20, { lineBreak: false });
  d.font('Helvetica').fontSize(6.5).text(sub, p.left, p.y + 33, { width: p.width });
  const h = 33 + d.heightOfString(sub, { width: p.width }) + 3;
  d.lineWidth(1.5).strokeColor(color).moveTo(p.left, p.y + h).lineTo(p.left + p.width, p.y + h).stroke().strokeColor('black');
  p.y += h + 6;
}

/** The entity-type row: the printed type checked, or "Other" with the type written on its line. */
export function entityCell(m: Merchant, options: string[], label = 'Type of Entity (check one)', w = 1): Cell[] {
  const norm = (s: string) => s.toLowerCase().replace(/\W/g, '');
  const on = options.find((o) => norm(o) === norm(m.entity) || (o.endsWith('.') && norm(m.entity).startsWith(norm(o)))) ?? null;
  const has = on !== null;
  const cells: Cell[] = [{ label, w: has ? w : w * 0.7, checks: { options: [...options, ...(has ? [] : ['Other'])], on, paths: ['type_of_entity'] } }];
  if (!has) cells.push({ label: 'Other (specify)', w: w * 0.3, v: m.entity, paths: ['type_of_entity'] });
  return cells;
}

export function taxIdText(m: Merchant): string { return m.taxId; }
export const dbaText = (m: Merchant, blank: string) => m.dba ?? blank;

export interface OwnerOpts { order?: 'first' | 'last'; dob?: DateFmt | null; spouse?: boolean; score?: boolean; home?: boolean; taxLabel?: string; heading?: (i: number) => string }

/** A two-row box block per owner (guarantor), the tiny labels at the top left of each box. */
export function ownerBlock(p: Paper, m: Merchant, o: Owner, i: number, opt: OwnerOpts): void {
  p.ensure(60);
  if (opt.heading) { p.label(opt.heading(i), p.left, p.y + 1, 6.5, true); p.y += 9; }
  p.row([{ label: 'Full legal name (First, M.I., Last)', w: 0.38, v: fullName(o, opt.order ?? 'first'), paths: namePaths(i) },
    { label: 'Title / Position', w: 0.2, v: o.title, paths: ap(i, 'role') }, { label: '% Ownership', w: 0.12, v: `${o.pct}%`, paths: ap(i, 'ownership') },
    { label: opt.taxLabel ?? 'Social Security No.', w: 0.3, v: ownerTax(o), paths: taxPaths(o, i) }]);
  const cells: Cell[] = [];
  if (opt.dob) { const [v, paths] = dob(o, i, opt.dob); cells.push({ label: 'Date of Birth', w: 0.15, v, paths }); }
  if (opt.home !== false) cells.push({ label: 'Home Address', w: 0.3, v: o.street }, { label: m.canada ? 'City / Prov. / Postal Code' : 'City / State / ZIP', w: 0.22, v: `${o.city}, ${o.state} ${o.zip}` });
  if (opt.score) cells.push({ label: 'Est. Credit Score', w: 0.11, v: o.score ? String(o.score) : '', paths: o.score ? ap(i, 'credit_score') : [] });
  if (opt.spouse) cells.push({ label: 'Spouse Name (community property states)', w: 0.22, v: o.spouse });
  const tot = cells.reduce((s, c) => s + c.w, 0);
  p.row([...cells.map((c) => ({ ...c, w: (c.w / tot) * 0.85 })), { label: 'Home Phone', w: 0.15, v: o.phone }]);
  p.y += 3;
}

/** A one-line-per-owner ownership table (SBA style). */
export function ownerTable(p: Paper, m: Merchant, heads: string[], opt: OwnerOpts): void {
  const rows = m.owners.map((o, i) => {
    const r: [string, string[]][] = [[fullName(o, opt.order ?? 'first'), namePaths(i)], [o.title, ap(i, 'role')], [`${o.pct}`, ap(i, 'ownership')], [ownerTax(o), taxPaths(o, i)]];
    if (opt.dob) r.push(dob(o, i, opt.dob));
    if (opt.home !== false) r.push([`${o.street}, ${o.city}, ${o.state}`, []]);
    return r;
  });
  const w = opt.dob ? [0.24, 0.14, 0.08, 0.14, 0.11, 0.29] : [0.26, 0.16, 0.09, 0.16, 0.33];
  p.table(heads.slice(0, w.length), w, rows);
}

export function debtSchedule(p: Paper, m: Merchant, heads = ['Creditor / Lender', 'Type', 'Current Balance', 'Monthly Payment', 'Maturity', 'Collateral']): void {
  p.table(heads, [0.24, 0.15, 0.15, 0.14, 0.1, 0.22], [...m.loans.map((l): [string, string[]][] => [[l.lender, []], [l.kind, []], [money(l.balance), []],
    [money(l.payment), []], [l.maturity, []], [l.collateral, []]]), [['', []], ['', []], ['', []], ['', []], ['', []], ['', []]]]);
}

export function depositBlock(p: Paper, m: Merchant, labels = { acct: 'Checking Account No.', routing: 'Routing / ABA No.', branch: 'Branch No.', officer: 'Relationship Officer' }): void {
  p.row([{ label: 'Bank / Depository Institution', w: 0.3, v: m.bank.name }, { label: labels.acct, w: 0.22, v: m.bank.account },
    { label: labels.routing, w: 0.2, v: m.bank.routing }, { label: labels.branch, w: 0.1, v: m.bank.branch }, { label: 'Avg. Balance', w: 0.18, v: money(Math.round(m.revenue / 40)) }]);
  p.row([{ label: labels.officer, w: 0.35, v: m.bank.officer }, { label: 'Officer Phone', w: 0.25, v: m.bank.officerPhone },
    { label: 'Officer ID / NMLS', w: 0.18, v: m.bank.officerId }, { label: 'Date Received', w: 0.22, v: '' }]);
}

export const QUESTIONS = [
  'Is the business or any owner presently involved in any lawsuit or legal proceeding?',
  'Has the business or any owner ever filed for bankruptcy protection?',
  'Are any federal, state or local taxes past due?',
  'Is the business a guarantor or co-maker on any obligation not listed above?',
  'Has the business or any owner been delinquent on any government-backed loan?',
  'Is any owner a director, executive officer or employee of this institution?',
  'Does the business have any outstanding merchant cash advance or receivables purchase?',
];

/** Business financial summary: sales, profit, receivables (context, not fields). */
export function financials(p: Paper, m: Merchant, labels = ['Gross sales (last FY)', 'Net profit (last FY)', 'Accounts receivable', 'Accounts payable', 'Fiscal year end']): void {
  const r = p.rng, v = [money(m.revenue), money(Math.round(m.revenue * r.float(0.03, 0.14))), money(Math.round(m.revenue * r.float(0.04, 0.2))), money(Math.round(m.revenue * r.float(0.02, 0.1))), r.pick(['12/31', '06/30', '09/30'])];
  p.row(labels.map((label, i) => ({ label, w: i === 4 ? 0.12 : 0.22, v: v[i]! })));
}

/** Professional references: accountant, attorney, insurance agent (all decoys). */
export function references(p: Paper, m: Merchant): void {
  p.row([{ label: 'Accountant / CPA firm', w: 0.26, v: m.accountant }, { label: 'Phone', w: 0.14, v: p.rng.chance(0.7) ? phone(p.rng) : '' },
    { label: 'Attorney', w: 0.2, v: m.attorney }, { label: 'Insurance agent', w: 0.24, v: m.insurer }, { label: 'Policy no.', w: 0.16, v: `${p.rng.alnum(3)}${p.rng.digits(7)}` }]);
}

/** Beneficial ownership certification (CDD rule): each 25% owner, and one control person who may own nothing. */
export function beneficialOwnership(p: Paper, m: Merchant, fmt: DateFmt): void {
  p.para('CERTIFICATION REGARDING BENEFICIAL OWNERS OF LEGAL ENTITY CUSTOMERS. To help the government fight financial crime, federal regulation requires the Bank to obtain, verify and record information about the beneficial owners of legal entity customers. List each individual who directly or indirectly owns 25% or more of the equity interests (ownership prong) and one individual with significant responsibility to control or manage the entity (control prong).', 5.8);
  const rows: [string, string[]][][] = m.owners.filter((o) => o.pct >= 25).map((o) => { const i = m.owners.indexOf(o); return [[`${o.first} ${o.last}`, namePaths(i)], ['Ownership', []], [`${o.pct}%`, ap(i, 'ownership')], dob(o, i, fmt)]; });
  const control = p.rng.chance(0.6) ? m.controller : null;
  rows.push(control ? [[control, []], [p.rng.pick(['Control - CFO', 'Control - General Manager', 'Control - Controller']), []], ['0%', []], ['', []]] : [['Same as owner 1 above', []], ['Control', []], ['', []], ['', []]]);
  p.table(['Individual name', 'Prong', '% Owned', 'Date of birth'], [0.4, 0.25, 0.15, 0.2], rows);
}
