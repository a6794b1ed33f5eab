// What each printed value of a merchant is: its text as a layout prints it and the truth (or decoy) it gives,
// following applications.md. The layouts only place these.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtTax, maskSsn, money, ownerName, type DateFmt, type Merchant, type Owner } from './data.ts';
import type { Pen, Tag } from './pen.ts';

export type TV = [string, Tag];
export interface Ctx { p: Pen; m: Merchant; r: Rng }

const US = 'United States';
export const legal = (m: Merchant): TV => [m.legal, { f: { legal_name: m.legal } }];
export function dba(m: Merchant): TV {
  const none = !m.dba || /^(same|n\/a)$/i.test(m.dba) || m.dba.toLowerCase() === m.legal.toLowerCase();
  return [m.dba, m.dba ? { f: { trade_name: none ? null : m.dba } } : {}];
}
/** The business tax ID; `bare` prints an EIN as 9 digits (only where the label says EIN). */
export function taxId(m: Merchant, bare = false): TV {
  const text = bare && m.taxIdType === 'EIN' ? m.taxId : fmtTax(m.taxId, m.taxIdType);
  return [text, { f: { business_tax_id: m.taxId, business_tax_id_type: m.taxIdType, business_tax_id_country: 'US' } }];
}
export const entity = (m: Merchant): TV => [m.entityText, { f: { type_of_entity: m.entityId } }];
export const biz = (m: Merchant): TV => [m.desc, { f: { industry: m.industry } }];
export const st = (m: Merchant): TV => [m.addr.state, { f: { state_region: m.addr.state, country: US } }];
export const cityLine = (m: Merchant): TV => [`${m.addr.city}, ${m.addr.state} ${m.addr.zip}`, { f: { state_region: m.addr.state, country: US } }];
export const fullAddr = (m: Merchant): TV => [`${m.addr.street}, ${m.addr.city}, ${m.addr.state} ${m.addr.zip}`, { f: { state_region: m.addr.state, country: US } }];
export const start = (m: Merchant, f: DateFmt): TV => [fmtDate(m.start, f), { f: { business_start_date: m.start.toISOString().slice(0, 10) } }];
export const amount = (m: Merchant, cents: boolean, dollar = false): TV => [`${dollar ? '$' : ''}${money(m.amount, cents)}`, { f: { requested_amount: m.amount } }];
export const payment = (m: Merchant): TV => [money(m.payment), { f: { requested_payment: m.payment } }];
export const npay = (m: Merchant): TV => [String(m.nPayments), { f: { number_of_payments: m.nPayments } }];
export const decoy = (key: string, text: string): TV => [text, { decoy: key }];
export const ctx = (text: string): TV => [text, {}];
export const yrs = (m: Merchant): string => String(Math.max(1, 2025 - m.start.getUTCFullYear()));
/** The incorporation state: a decoy when it is not the business's own state. */
export const incState = (m: Merchant): TV => [m.incState, m.incState === m.addr.state ? {} : { decoy: 'state_of_incorporation' }];

export interface OwnerTV { name: TV; title: TV; pct: TV; ssn: TV; dob: TV; fico: TV; home: TV; cell: TV }
/** One owner's printed values; i is the applicant's index (printed order). */
export function own(o: Owner, i: number, r: Rng, o2: { lastFirst?: boolean; pctSign?: boolean; dob?: DateFmt } = {}): OwnerTV {
  const a = (k: string): string => `applicants[${i}].${k}`;
  const ssnText = o.masked ? maskSsn(o.ssn, r) : fmtTax(o.ssn, 'SSN');
  const h = o.home;
  return {
    name: [ownerName(o, o2.lastFirst ?? false), { f: { [a('first_name')]: o.first, [a('last_name')]: o.last } }],
    title: [o.title, { f: { [a('role')]: o.title } }],
    pct: [`${o.pct}${o2.pctSign ? '%' : ''}`, { f: { [a('ownership')]: o.pct } }],
    ssn: [ssnText, { f: { [a('tax_id')]: o.masked ? null : o.ssn, [a('tax_id_type')]: o.masked ? 'SSN' : o.ssnType, [a('tax_id_country')]: 'US' } }],
    dob: o.dob ? [fmtDate(o.dob, o2.dob ?? 'mdy'), { f: { [a('date_of_birth')]: o.dob.toISOString().slice(0, 10) } }] : ['', {}],
    fico: o.fico ? [String(o.fico), { f: { [a('credit_score')]: o.fico } }] : ['', {}],
    home: [`${h.street}, ${h.city}, ${h.state} ${h.zip}`, { decoy: `owner${i + 1}_home` }],
    cell: [o.cell, {}],
  };
}
const NONE: OwnerTV = { name: ['', {}], title: ['', {}], pct: ['', {}], ssn: ['', {}], dob: ['', {}], fico: ['', {}], home: ['', {}], cell: ['', {}] };
/** Owner slots of a template: the printed owners then blank slots up to `slots`. */
export function slots(c: Ctx, n: number, o2: Parameters<typeof own>[3] = {}): OwnerTV[] {
  const out = c.m.owners.map((o, i) => own(o, i, c.r, o2));
  while (out.length < n) out.push(NONE);
  return out;
}

/** A row of entity checkboxes: the merchant's box checked, or "Other" with the written text on its line. */
export function entityBoxes(c: Ctx, x: number, y: number, opts: readonly (readonly [string, string])[], otherLabel: string, lineW = 90, size = 8.5): void {
  const hit = opts.find(([, id]) => id === c.m.entityId);
  let cx = x;
  for (const [label, id] of opts) cx = c.p.check(cx, y, label, hit?.[1] === id && hit[0] === label, { f: { type_of_entity: id } }, size);
  const end = c.p.check(cx, y, otherLabel, !hit, {}, size) - 8;
  c.p.blank(end, y, lineW, size);
  if (!hit) c.p.val(end, y, lineW, c.m.entityText, { name: 'Entity_Other', f: { type_of_entity: c.m.entityId } }, size);
}

/** Payment-frequency checkboxes. */
export function freqBoxes(c: Ctx, x: number, y: number, labels: readonly string[], size = 8.5): number {
  const ids = ['daily', 'weekly', 'biweekly', 'monthly'];
  let cx = x;
  labels.forEach((l, k) => { cx = c.p.check(cx, y, l, c.m.freq === ids[k], { f: { payment_frequency: ids[k] } }, size); });
  return cx;
}

/** A justified paragraph of template text. */
export function para(p: Pen, x: number, y: number, w: number, text: string, size = 7.5): number {
  p.doc.fillColor('black').font(p.reg).fontSize(size).text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
  return p.doc.y;
}

export const AUTH = 'By signing below, each of the above listed business owners (individually and on behalf of the business) certifies that all ' +
  'information provided in this application is true, accurate and complete, and authorizes the broker and its assigns, funding sources and ' +
  'agents to obtain consumer and business credit reports, bank references, trade references and any other information deemed necessary to ' +
  'evaluate this request, and to share such information with prospective funders. A photocopy or fax of this authorization is as valid as the original.';
