// What the layouts share: the truth paths each printed merchant value gives, and the blocks that recur on submission
// sheets (owners grid, frequency boxes, stacking table, the funder's underwriting box).
import { FREQ_LABEL, fmtDate, iso, maskTax, money, ownerName, type Deal, type Freq, type Owner } from './data.ts';
import type { Sheet } from './sheet.ts';

export type Paths = Record<string, string | number | null>;
export const A = (i: number, f: string): string => `applicants.${i}.${f}`;
const countryName = (d: Deal): string => (d.country === 'US' ? 'United States' : 'Canada');

/** Truth paths of the merchant's printed values. */
export const T = {
  legal: (d: Deal): Paths => ({ legal_name: d.legal }),
  dba: (d: Deal): Paths => ({ trade_name: d.dba }),
  entity: (d: Deal): Paths => ({ type_of_entity: d.entityId }),
  industry: (d: Deal): Paths => ({ industry: d.industryId }),
  taxId: (d: Deal): Paths => ({ business_tax_id: d.taxIdDigits, business_tax_id_type: d.taxIdType, business_tax_id_country: d.country }),
  state: (d: Deal): Paths => ({ state_region: d.addr.state, country: countryName(d) }),
  start: (d: Deal): Paths => ({ business_start_date: iso(d.start) }),
  amount: (d: Deal): Paths => ({ requested_amount: d.amount }),
  payment: (d: Deal): Paths => ({ requested_payment: d.payment }),
  n: (d: Deal): Paths => ({ number_of_payments: d.nPayments }),
  freq: (d: Deal): Paths => ({ payment_frequency: d.freq }),
  name: (o: Owner, i: number): Paths => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number): Paths => ({ [A(i, 'role')]: o.title }),
  pct: (o: Owner, i: number): Paths => ({ [A(i, 'ownership')]: o.pct }),
  tax: (o: Owner, i: number, d: Deal): Paths => ({ [A(i, 'tax_id')]: o.masked ? null : o.taxIdDigits, [A(i, 'tax_id_type')]: o.taxIdType,
    [A(i, 'tax_id_country')]: d.country }),
  dob: (o: Owner, i: number): Paths => ({ [A(i, 'date_of_birth')]: iso(o.dob) }),
  fico: (o: Owner, i: number): Paths => ({ [A(i, 'credit_score')]: o.fico }),
};

export const taxText = (o: Owner): string => (o.masked ? maskTax(o) : o.taxId);
export const amountText = (n: number, variant: number): string =>
  variant % 3 === 0 ? money(n, !Number.isInteger(n)) : variant % 3 === 1 ? money(n, true) : n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2 });
export const addrLine = (d: Deal): string => `${d.addr.street}, ${d.addr.city}, ${d.addr.state} ${d.addr.zip}`;

export interface Col { head: string; w: number; cell: (o: Owner, i: number) => [Paths | null, string] }
/** The owners/guarantors grid: a header row and `rows` rows, the unused ones left blank. */
export function ownersGrid(s: Sheet, d: Deal, x: number, y: number, cols: Col[], rows = 4, rh = 16, headFill = '#dfe6ee'): number {
  const w = cols.reduce((a, c) => a + c.w, 0);
  s.rect(x, y, w, 11, { fill: headFill, stroke: '#8a8a8a' });
  let cx = x;
  for (const c of cols) { s.label(c.head, cx + 2, y + 3, { size: 5.8, bold: true }); cx += c.w; }
  for (let r = 0; r < rows; r++) {
    const ry = y + 11 + r * rh;
    cx = x;
    const o = d.owners[r];
    for (const [k, c] of cols.entries()) {
      s.rect(cx, ry, c.w, rh, { stroke: '#8a8a8a', lw: 0.4 });
      if (o) { const [p, t] = c.cell(o, r); s.value(p, `owner${r + 1}_${k}`, t, cx, ry + 1, c.w, rh - 2, { name: `Owner${r + 1} ${c.head}`.replace(/[^A-Za-z0-9 ]/g, '') }); }
      cx += c.w;
    }
  }
  return y + 11 + rows * rh;
}

/** The usual owner columns, their widths scaled to `w`. */
export function ownerCols(d: Deal, w: number, o: { nameStyle: 'full' | 'lastfirst' | 'plain'; dob: Parameters<typeof fmtDate>[1]; taxHead?: string; home?: boolean }): Col[] {
  const base: Col[] = [
    { head: 'Owner / Guarantor Name', w: 118, cell: (x, i) => [T.name(x, i), ownerName(x, o.nameStyle)] },
    { head: 'Title', w: 60, cell: (x, i) => [T.role(x, i), x.title] },
    { head: 'Own %', w: 30, cell: (x, i) => [T.pct(x, i), `${x.pct}%`] },
    { head: o.taxHead ?? (d.country === 'CA' ? 'SIN' : 'SSN'), w: 66, cell: (x, i) => [T.tax(x, i, d), taxText(x)] },
    { head: 'Date of Birth', w: 58, cell: (x, i) => [T.dob(x, i), fmtDate(x.dob, o.dob)] },
    { head: 'FICO', w: 30, cell: (x, i) => (x.fico === null ? [null, ''] : [T.fico(x, i), String(x.fico)]) },
  ];
  if (o.home) base.push({ head: 'Home Address', w: 130, cell: (x) => [null, `${x.home.street}, ${x.home.city} ${x.home.state}`] });
  const total = base.reduce((a, c) => a + c.w, 0);
  return base.map((c) => ({ ...c, w: (c.w * w) / total }));
}

/** Daily / Weekly / Bi-Weekly / Monthly boxes, the requested one checked. */
export function freqBoxes(s: Sheet, d: Deal, x: number, y: number, labels: Partial<Record<Freq, string>> = {}): number {
  let cx = x;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) cx = s.check(d.freq === f ? T.freq(d) : null, 'frequency', labels[f] ?? FREQ_LABEL[f], d.freq === f, cx, y);
  return cx;
}

/** The existing advances the merchant has open: all decoys (positions the statements should confirm). */
export function stackTable(s: Sheet, d: Deal, x: number, y: number, w: number, rows = 3, dateFmt: Parameters<typeof fmtDate>[1] = 'us'): number {
  const heads = ['Pos.', 'Funder', 'Funded', 'Funded Amt', 'Balance', 'Payment', 'Freq.'];
  const ws = [0.07, 0.3, 0.13, 0.13, 0.13, 0.13, 0.11].map((f) => f * w);
  s.rect(x, y, w, 11, { fill: '#eeeeee', stroke: '#8a8a8a' });
  let cx = x;
  heads.forEach((h, i) => { s.label(h, cx + 2, y + 3, { size: 5.8, bold: true }); cx += ws[i]!; });
  for (let r = 0; r < rows; r++) {
    const ry = y + 11 + r * 14, p = d.stack[r];
    cx = x;
    const cells = p ? [['1st', '2nd', '3rd'][r]!, p.funder, fmtDate(p.date, dateFmt), money(p.funded), money(p.balance), money(p.payment, true), p.freq === 'daily' ? 'D' : 'W'] : [];
    ws.forEach((cw, i) => {
      s.rect(cx, ry, cw, 14, { stroke: '#8a8a8a', lw: 0.4 });
      const t = cells[i];
      if (t) s.value(null, `stack${r + 1}_${heads[i]!.replace(/\W/g, '')}`, t, cx, ry + 1, cw, 12, { size: 8 });
      cx += cw;
    });
  }
  return y + 11 + rows * 14;
}

/** The funder's own box: its decision, never the merchant's request. */
export function uwBox(s: Sheet, d: Deal, x: number, y: number, w: number, title: string, items: [string, string][], per = 5, fill = '#f3ecd8'): number {
  const rows = Math.ceil(items.length / per), cw = (w - 8) / per;
  s.rect(x, y, w, 16 + rows * 24, { fill, stroke: '#7a6a3a', lw: 0.9 });
  s.label(title, x + 4, y + 4, { size: 7, bold: true, color: '#5a4a1a' });
  items.forEach(([lbl, val], i) => s.cell(lbl, null, `uw_${lbl.replace(/\W+/g, '_')}`, val, x + 4 + (i % per) * cw, y + 14 + Math.floor(i / per) * 24, cw, 22));
  void d;
  return y + 16 + rows * 24;
}

/** The common underwriting items: approved amount, factor, buy rate, payback, payment, holdback, term, FICO pulled. */
export function uwItems(d: Deal, payLabel = 'Daily Payment Approved'): [string, string][] {
  return [['Approved Amount', money(d.uw.approved)], ['Factor Rate', d.uw.factor], ['Buy Rate', d.uw.buy], ['Payback Amount', money(d.uw.payback)],
    [payLabel, money(d.uw.payment, true)], ['Holdback %', `${d.uw.holdback}%`], ['Approved Term (pmts)', String(d.uw.term)], ['FICO Pulled', String(d.uw.fico)],
    ['Position', ['1st', '2nd', '3rd'][d.uw.position - 1]!], ['UW Initials', 'KR']];
}
