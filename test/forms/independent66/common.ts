// What each printed value says and which truth fields it gives, shared by the seven layouts of set 66.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { bnPrint, date, iso, money, sinPrint, type DateFmt, type MoneyFmt, type Prov } from './data.ts';
import type { Merchant, Owner } from './merchant.ts';
import type { Fields, Pen, Place, Printed } from './pen.ts';

export interface Ctx { pen: Pen; m: Merchant; rng: Rng }
export type Value = [string, Fields];

export function legal(m: Merchant): Value { return [m.legal, { legal_name: m.legal }]; }

/** The operating name as printed: the name, or blank / SAME / N/A when there is none (truth null). */
export function trade(rng: Rng, m: Merchant): Value {
  if (m.trade) return [m.trade, { trade_name: m.trade }];
  const t = rng.pick(['', '', 'SAME', 'N/A', 'Same']);
  return [t, t ? { trade_name: null } : {}];
}

export function entity(m: Merchant): Value { return [m.entityPrint, { type_of_entity: m.entity }]; }
export function industry(m: Merchant): Value { return [m.industry.print, { industry: m.industry.id }]; }

export function bn(m: Merchant): Value {
  if (m.bnBlank) return ['', {}];
  return [bnPrint(m.bn, m.program, m.bnStyle), { business_tax_id: m.bn + (m.program ?? ''), business_tax_id_type: 'BN', business_tax_id_country: 'CA' }];
}

/** GST/HST registration number, asked apart from the BN: a decoy (documented in README). Blank when it would repeat the BN field. */
export function gst(m: Merchant): string {
  return m.bnBlank || m.program === 'RT0001' ? '' : `${m.bn} RT0001`;
}

export function provText(p: Prov, v: number): string { return v === 0 ? p.code : v === 1 ? p.name : p.abbr; }
export function province(m: Merchant, v: number): Value { return [provText(m.address.prov, v), { state_region: m.address.prov.code }]; }

export function amount(m: Merchant, f: MoneyFmt): Value { return [money(m.amount, f), { requested_amount: m.amount }]; }
export function payment(m: Merchant, f: MoneyFmt): Value { return [money(m.payment, f), { requested_payment: m.payment }]; }
export function nPayments(m: Merchant): Value { return [String(m.nPayments), { number_of_payments: m.nPayments }]; }
export const FREQ_WORDS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };
export function freq(m: Merchant): Value { return [FREQ_WORDS[m.freq]!, { payment_frequency: m.freq }]; }

export function start(m: Merchant, f: DateFmt): Value { return [date(m.start, f), { business_start_date: iso(m.start) }]; }

const A = (i: number, k: string) => `applicants.${i}.${k}`;
export type NameFmt = 'first_last' | 'last_first';
export function ownerName(o: Owner, i: number, fmt: NameFmt): Value {
  const fields = { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last };
  const first = o.middle ? `${o.first} ${o.middle}` : o.first;
  return [fmt === 'last_first' ? `${o.last}, ${first}` : `${first} ${o.last}`, fields];
}
export function role(o: Owner, i: number): Value { return [o.role, { [A(i, 'role')]: o.role }]; }
export function pct(o: Owner, i: number, sign: boolean): Value { return [sign ? `${o.pct}%` : String(o.pct), { [A(i, 'ownership')]: o.pct }]; }
export function score(o: Owner, i: number): Value { return o.score === null ? ['', {}] : [String(o.score), { [A(i, 'credit_score')]: o.score }]; }
export function dob(o: Owner, i: number, f: DateFmt): Value {
  return o.dob === null ? ['', {}] : [date(o.dob, f), { [A(i, 'date_of_birth')]: iso(o.dob) }];
}
export function sin(o: Owner, i: number, style: number): Value {
  if (o.sinMode === 'blank') return ['', {}];
  const t = sinPrint(o.sin, o.sinMode, style);
  return [t, { [A(i, 'tax_id')]: o.sinMode === 'full' ? o.sin : null, [A(i, 'tax_id_type')]: 'SIN', [A(i, 'tax_id_country')]: 'CA' }];
}

export function homeLine(o: Owner): string { return `${o.home.street}, ${o.home.city}, ${o.home.prov.code} ${o.home.postal}`; }

/** The application the printed values give: every field not printed stays null. */
export function truthFrom(printed: readonly Printed[], owners: number): TruthApplication {
  const app = emptyApplication();
  const rec = app as unknown as Record<string, unknown>;
  for (let i = 0; i < owners; i++) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
    tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
  for (const p of printed) for (const [path, v] of Object.entries(p.fields)) {
    const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
    else rec[path] = v;
  }
  app.country = 'Canada';
  return app;
}

/** Value helpers for drawing: `put(ctx, key, value, x, y, w)` draws a value on a line. */
export function put(c: Ctx, key: string, v: Value | string, x: number, y: number, w: number): void {
  const [text, fields] = typeof v === 'string' ? [v, {}] : v;
  c.pen.value(key, text, x, y, w, fields);
}

export type Cell = [label: string, key: string, value: Value | string, w: number];
/** A row of labelled blanks from `x`, each `w` wide, `gap` apart. */
export function row(c: Ctx, y: number, cells: readonly Cell[], o: { x?: number; gap?: number; place?: Place; labelW?: number } = {}): void {
  let x = o.x ?? 40;
  for (const [label, key, v, w] of cells) {
    const [text, fields] = typeof v === 'string' ? [v, {}] : v;
    c.pen.field({ label, key, text, x, y, w, fields, ...(o.place ? { place: o.place } : {}), ...(o.labelW ? { labelW: o.labelW } : {}) });
    x += w + (o.gap ?? 10);
  }
}

export const AUTH_EN = 'By signing below, each of the undersigned certifies that the information in this application is true and complete, '
  + 'and authorizes the funder, its assigns and agents to obtain consumer and commercial credit reports, to verify the information given, '
  + 'and to contact the banks, landlords and references named herein. Personal information is collected, used and disclosed in accordance '
  + 'with the Personal Information Protection and Electronic Documents Act (PIPEDA) for the purpose of evaluating this request for financing.';
