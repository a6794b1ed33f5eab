// Pieces the seven layouts share: each draws one value and writes into the truth exactly what it printed.
import type { TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, ValueOpts } from './canvas.ts';
import type { Merchant, Owner, Addr } from './model.ts';
import { date, fullName, masked, money, ownerTaxText, taxIdText, FREQ_LABEL } from './fmt.ts';

export interface Ctx { c: Canvas; m: Merchant; r: Rng; t: TruthApplication }
type Opts = Omit<ValueOpts, 'paths'>;

const A = (i: number, f: string) => `applicants[${i}].${f}`;
function applicant(t: TruthApplication, i: number): TruthApplication['applicants'][number] {
  while (t.applicants.length <= i) t.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
    tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
  return t.applicants[i]!;
}

export function countryOf(t: TruthApplication, m: Merchant): void { t.country = m.country === 'CA' ? 'Canada' : 'United States'; }

export function legal(x: Ctx, px: number, py: number, o: Opts = {}, text = x.m.legal): void {
  x.c.value(px, py, text, { ...o, paths: ['legal_name'] });
  x.t.legal_name = text;
}
/** The DBA / operating name: blank, SAME or N/A when the merchant has none. */
export function dba(x: Ctx, px: number, py: number, o: Opts = {}): void {
  if (x.m.dba) { x.c.value(px, py, x.m.dba, { ...o, paths: ['trade_name'] }); x.t.trade_name = x.m.dba; }
  else x.c.value(px, py, x.r.pick(['', 'SAME', 'N/A', 'Same as above']), o);
}
export function entityText(x: Ctx, px: number, py: number, o: Opts = {}, text = x.m.entityText): void {
  x.c.value(px, py, text, { ...o, paths: ['type_of_entity'] });
  x.t.type_of_entity = x.m.entityId;
}
/** A row of entity checkboxes; the merchant's type is checked (CA rows print Corporation for ca_corporation). */
const CHECK_ID: Record<string, string> = { LLC: 'llc', Partnership: 'general_partnership', 'Sole Proprietor': 'sole_proprietorship',
  'Sole Proprietorship': 'sole_proprietorship', 'Sole Prop': 'sole_proprietorship' };
const checkId = (label: string, m: Merchant) => /^Corp/.test(label) ? (m.country === 'CA' ? 'ca_corporation' : 'c_corporation') : CHECK_ID[label];
export function entityChecks(x: Ctx, px: number, py: number, options: readonly string[]): number {
  const chosen = options.find((o) => checkId(o, x.m) === x.m.entityId) ?? null;
  const end = x.c.checks(px, py, options, chosen, { paths: ['type_of_entity'], name: 'entity' });
  if (chosen) { x.t.type_of_entity = x.m.entityId; return end; }
  x.c.check(end, py, true, 'Other:', { name: 'entity' });
  entityText(x, end + 44, py - 1, { w: 90 });
  return end + 140;
}
export function industry(x: Ctx, px: number, py: number, o: Opts = {}): void {
  x.c.value(px, py, x.m.industryText, { ...o, paths: ['industry'] });
  x.t.industry = x.m.industryId;
}
/** The business tax id, whole or (sometimes) masked; masked gives nulls. */
export function bizTax(x: Ctx, px: number, py: number, o: Opts & { maskP?: number } = {}): void {
  const m = x.m;
  if (x.r.chance(o.maskP ?? 0)) { x.c.value(px, py, masked(x.r, m.taxId, m.taxIdType), o); return; }
  x.c.value(px, py, taxIdText(x.r, m.taxId, m.taxIdType), { ...o, paths: ['business_tax_id'] });
  x.t.business_tax_id = m.taxId; x.t.business_tax_id_type = m.taxIdType; x.t.business_tax_id_country = m.country;
}
export function start(x: Ctx, px: number, py: number, o: Opts = {}): void {
  x.c.value(px, py, date(x.r, x.m.start, x.m.country), { ...o, paths: ['business_start_date'] });
  x.t.business_start_date = x.m.start;
}
/** The business address's region (alone, or in a city line / one line); sets state_region and country. */
export function region(x: Ctx, px: number, py: number, text: string, a: Addr = x.m.addr, o: Opts = {}): void {
  x.c.value(px, py, text, { ...o, paths: ['state_region'] });
  x.t.state_region = a.region; countryOf(x.t, x.m);
}
export function amount(x: Ctx, px: number, py: number, o: Opts = {}): void {
  x.c.value(px, py, money(x.r, x.m.requested, x.m.country), { ...o, paths: ['requested_amount'] });
  x.t.requested_amount = x.m.requested;
}
export function payment(x: Ctx, px: number, py: number, o: Opts = {}): void {
  x.c.value(px, py, money(x.r, x.m.payment, x.m.country), { ...o, paths: ['requested_payment'] });
  x.t.requested_payment = x.m.payment;
}
export function count(x: Ctx, px: number, py: number, o: Opts = {}): void {
  x.c.value(px, py, String(x.m.payments), { ...o, paths: ['number_of_payments'] });
  x.t.number_of_payments = x.m.payments;
}
export function freqChecks(x: Ctx, px: number, py: number): number {
  const end = x.c.checks(px, py, Object.values(FREQ_LABEL), FREQ_LABEL[x.m.frequency]!, { paths: ['payment_frequency'], name: 'frequency' });
  x.t.payment_frequency = x.m.frequency;
  return end;
}
/** A decoy money figure (a position's balance, a previous funding): never equal to a requested figure. */
export function decoyMoney(x: Ctx, px: number, py: number, n: number, o: Opts = {}): void {
  const v = n === x.m.requested || n === x.m.payment ? n + 137.5 : n;
  x.c.value(px, py, money(x.r, v, x.m.country), { ...o, decoy: true });
}

// Owners: each helper prints one value of applicant i.
export function oName(x: Ctx, i: number, o: Owner, px: number, py: number, vo: Opts = {}, reversed = true): void {
  x.c.value(px, py, fullName(x.r, o, reversed), { ...vo, paths: [A(i, 'first_name'), A(i, 'last_name')] });
  const a = applicant(x.t, i); a.first_name = o.first; a.last_name = o.last;
}
export function oFirst(x: Ctx, i: number, o: Owner, px: number, py: number, vo: Opts = {}): void {
  x.c.value(px, py, o.middle ? `${o.first} ${o.middle}.` : o.first, { ...vo, paths: [A(i, 'first_name')] }); applicant(x.t, i).first_name = o.first;
}
export function oLast(x: Ctx, i: number, o: Owner, px: number, py: number, vo: Opts = {}): void {
  x.c.value(px, py, o.last, { ...vo, paths: [A(i, 'last_name')] }); applicant(x.t, i).last_name = o.last;
}
export function oRole(x: Ctx, i: number, o: Owner, px: number, py: number, vo: Opts = {}): void {
  x.c.value(px, py, o.title, { ...vo, paths: [A(i, 'role')] }); applicant(x.t, i).role = o.title;
}
export function oPct(x: Ctx, i: number, o: Owner, px: number, py: number, vo: Opts = {}): void {
  x.c.value(px, py, x.r.chance(0.7) ? `${o.pct}%` : String(o.pct), { ...vo, paths: [A(i, 'ownership')] }); applicant(x.t, i).ownership = o.pct;
}
/** The owner's SSN / SIN, whole or masked (masked: tax id, type and country all null). */
export function oTax(x: Ctx, i: number, o: Owner, px: number, py: number, vo: Opts & { maskP?: number } = {}): void {
  applicant(x.t, i);
  if (x.r.chance(vo.maskP ?? 0.4)) { x.c.value(px, py, masked(x.r, o.taxId, o.taxIdType), vo); return; }
  x.c.value(px, py, ownerTaxText(x.r, o), { ...vo, paths: [A(i, 'tax_id')] });
  const a = applicant(x.t, i); a.tax_id = o.taxId; a.tax_id_type = o.taxIdType; a.tax_id_country = x.m.country;
}
export function oDob(x: Ctx, i: number, o: Owner, px: number, py: number, vo: Opts = {}): void {
  x.c.value(px, py, date(x.r, o.dob, x.m.country), { ...vo, paths: [A(i, 'date_of_birth')] }); applicant(x.t, i).date_of_birth = o.dob;
}
export function oScore(x: Ctx, i: number, o: Owner, px: number, py: number, vo: Opts = {}): void {
  applicant(x.t, i);
  if (o.score === null) { x.c.value(px, py, '', vo); return; }
  x.c.value(px, py, String(o.score), { ...vo, paths: [A(i, 'credit_score')] }); applicant(x.t, i).credit_score = o.score;
}
/** Positions table rows (all decoys): funder, original, balance, daily payment, payoff at the given column xs. */
export function positionRows(x: Ctx, cols: number[], y: number, rowH: number, rows: number, pre: (k: number) => boolean): void {
  for (let k = 0; k < rows; k++) {
    const p = x.m.positions[k];
    const yy = y + k * rowH;
    x.c.line(cols[0]!, yy + rowH - 2, cols[cols.length - 1]! + 70, yy + rowH - 2, 0.3, '#777');
    if (!p) continue;
    const o = { pre: pre(k), w: 80 };
    x.c.value(cols[0]! + 2, yy + 2, p.funder, { ...o, w: 110, decoy: true });
    [p.original, p.balance, p.daily, p.payoff].forEach((n, j) => decoyMoney(x, cols[j + 1]! + 2, yy + 2, n, o));
  }
}
