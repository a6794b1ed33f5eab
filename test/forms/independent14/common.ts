// Pieces every layout uses: what each printed value gives the truth (applications.md's rules), how an owner's name
// and SSN are printed, and the brokers' own letterheads (their phone, address and EIN are decoys).
import { Rng } from '../../statements/generator/prng.ts';
import { dateText, money, sinText, ssnText, type Merchant, type Owner } from './merchant.ts';
import type { Pen, Truthy } from './pen.ts';

export interface Broker { name: string; tag: string; street: string; city: string; phone: string; fax: string; ein: string; email: string; rep: string; iso: string }

export const up = (s: string, caps: boolean) => (caps ? s.toUpperCase() : s);

export const T = {
  legal: (m: Merchant, caps = false): Truthy => ({ legal_name: up(m.legal, caps) }),
  dba: (m: Merchant, caps = false): Truthy | undefined => (m.dba ? { trade_name: up(m.dba, caps) } : undefined),
  entity: (m: Merchant): Truthy => ({ type_of_entity: m.entityId }),
  industry: (m: Merchant): Truthy => ({ industry: m.industryId }),
  tax: (m: Merchant): Truthy => ({ business_tax_id: m.taxId, business_tax_id_type: m.taxIdType, business_tax_id_country: m.ca ? 'CA' : 'US' }),
  state: (m: Merchant): Truthy => ({ state_region: m.state, country: m.ca ? 'Canada' : 'United States' }),
  amount: (m: Merchant): Truthy => ({ requested_amount: m.requested }),
  payment: (m: Merchant): Truthy => ({ requested_payment: m.payment }),
  count: (m: Merchant): Truthy => ({ number_of_payments: m.nPayments }),
  freq: (m: Merchant): Truthy => ({ payment_frequency: m.freq }),
  start: (m: Merchant): Truthy => ({ business_start_date: m.start }),
};
export const FREQ_LABEL = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;

/** What the seed leaves blank on a form: drawn once per form from the merchant's own seed, never from the style. */
export interface Blanks { dba: boolean; credit: boolean; dob: boolean; phone: boolean; start: boolean; dateKind: number; amount: boolean }
export function blanks(seed: number, layout: string): Blanks {
  const r = new Rng(`blanks:${layout}:${seed}`);
  return { dba: r.chance(0.15), credit: r.chance(0.3), dob: r.chance(0.2), phone: r.chance(0.2), start: r.chance(0.12), dateKind: r.int(0, 2), amount: r.chance(0.1) };
}

/** An owner's name as printed and what it gives: middle initial and credential dropped, `Last, First` swapped back. */
export function ownerName(o: Owner, i: number, style: 'first' | 'last', caps = false): [string, Truthy] {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const text = style === 'last' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  return [up(text, caps), { [`applicants.${i}.first_name`]: up(o.first, caps), [`applicants.${i}.last_name`]: up(o.last, caps) }];
}

/** An owner's SSN/ITIN/SIN as printed: masked ones give no tax id at all. */
export function ownerTax(o: Owner, i: number): [string, Truthy | undefined] {
  const fmt = o.taxType === 'SIN' ? sinText(o.taxId) : ssnText(o.taxId);
  if (o.masked) return [o.taxType === 'SIN' ? `*** *** ${o.taxId.slice(6)}` : `XXX-XX-${o.taxId.slice(5)}`, undefined];
  return [fmt, { [`applicants.${i}.tax_id`]: o.taxId, [`applicants.${i}.tax_id_type`]: o.taxType, [`applicants.${i}.tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' }];
}

export const role = (o: Owner, i: number, caps = false): Truthy => ({ [`applicants.${i}.role`]: up(o.title, caps) });
export const pct = (o: Owner, i: number): Truthy => ({ [`applicants.${i}.ownership`]: o.pct });
export const score = (o: Owner, i: number): Truthy => ({ [`applicants.${i}.credit_score`]: o.credit });
export const dob = (o: Owner, i: number): Truthy => ({ [`applicants.${i}.date_of_birth`]: o.dob });
export const home = (o: Owner) => `${o.street}, ${o.city}, ${o.state} ${o.zip}`;

export function makeBroker(seed: number, name: string, tag: string, ca = false): Broker {
  const r = new Rng(`broker:${name}:${seed}`);
  const ph = () => `(${r.int(300, 899)}) ${r.int(200, 899)}-${String(r.int(0, 9999)).padStart(4, '0')}`;
  const slugName = name.toLowerCase().replace(/[^a-z]+/g, '');
  return { name, tag, street: `${r.int(10, 999)} ${(ca ? r.pick(['Bay St, Suite 2100', 'King St W, Floor 9']) : r.pick(['Broad St, Floor 12', 'Wall Street, Suite 1405', 'Biscayne Blvd, Suite 300']))}`,
    city: ca ? r.pick(['Toronto, ON M5J 2T3', 'Vancouver, BC V6C 1T2']) : r.pick(['New York, NY 10005', 'Miami, FL 33131', 'Hackensack, NJ 07601']),
    phone: ph(), fax: ph(), ein: ca ? `${r.int(70, 89)}${r.digits(7)} RT0001` : `${r.pick(['82', '83', '46'])}-${r.digits(7)}`,
    email: `submissions@${slugName}.com`, rep: `${r.pick(['Jake', 'Danny', 'Nicole', 'Vinny', 'Tara'])} ${r.pick(['Rosen', 'Ferraro', 'Kaplan', 'Moss', 'Greco'])}`,
    iso: `ISO-${r.digits(5)}` };
}

/** The broker's contact lines, printed as decoys in the pen's ink-free page text (a letterhead is pre-printed). */
export function brokerLines(p: Pen, b: Broker, x: number, y: number, o: { size?: number; align?: 'left' | 'right'; width?: number } = {}): void {
  const lines = [b.street, b.city, `Tel ${b.phone}  Fax ${b.fax}`, b.email, `${b.ein.includes('RT') ? 'BN' : 'EIN'} ${b.ein}`];
  lines.forEach((l, i) => p.text(l, x, y + i * ((o.size ?? 7) + 2.5), { size: o.size ?? 7, width: o.width ?? 200, align: o.align ?? 'left' }));
  for (const l of [b.phone, b.fax, b.ein]) p.decoys.push({ text: l, paths: [] });
}

/** The merchant's existing advances: a table of funders, balances and payments that are never the application's. */
export function advancesTable(p: Pen, m: Merchant, x: number, y: number, w: number, rows = 3): number {
  const cols = [0.45, 0.3, 0.25].map((f) => f * w);
  const heads = ['Funder / Lender', 'Current Balance', 'Daily/Weekly Payment'];
  let cx = x;
  heads.forEach((h, i) => { p.box(cx, y, cols[i]!, 12, '#e4e4e4'); p.text(h, cx + 2, y + 3, { size: 6.5, font: 'Helvetica-Bold' }); cx += cols[i]!; });
  for (let r = 0; r < rows; r++) {
    const a = m.advances[r];
    const vals = a ? [a.funder, money(a.balance), money(a.payment)] : ['', '', ''];
    cx = x;
    vals.forEach((v, i) => { p.box(cx, y + 12 + r * 14, cols[i]!, 14); p.value(v, cx, y + 14.5 + r * 14, cols[i]!, undefined, { size: 8, decoy: true, name: 'adv' }); cx += cols[i]!; });
  }
  return y + 12 + rows * 14;
}

export { dateText, money };

/** A section heading as a filled band across the page. */
export function band(p: Pen, title: string, x: number, y: number, w: number, fill = '#1f3a5f', color = 'white'): void {
  p.doc.save().rect(x, y, w, 13).fill(fill).restore();
  p.text(title, x + 4, y + 3, { size: 8, font: 'Helvetica-Bold', color });
}

/** A paragraph of instructions or consent between sections; returns its height. */
export function para(p: Pen, s: string, x: number, y: number, w: number, size = 6.5): number {
  return p.text(s, x, y, { size, width: w, color: '#333333' });
}
