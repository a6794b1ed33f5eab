// What a set-59 document prints for its merchant and ISO, chosen once per document (formats, masks, blanks), and the
// blocks several layouts share: owners table, positions table, underwriting notes.
import { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, money, type Iso, type Merchant } from './data.ts';
import type { Kind, Sheet } from './sheet.ts';

export type V = [string, Kind];
export const FREQ: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export interface OwnerV { name: V; first: V; last: V; title: V; pct: V; fico: V; tax: V; dob: V; home: V }
export interface Deal {
  legal: V; dba: V; entity: V; tax: V; state: V; csz: V; street: V; phone: V; email: V; industry: V; start: V; years: V; inc: V;
  amount: V; payment: V; nPay: V; freq: V; monthly: V; owners: OwnerV[]; dbaBlank: boolean;
}
export interface Ctx { s: Sheet; r: Rng; m: Merchant; iso: Iso; d: Deal }

export function makeDeal(m: Merchant, r: Rng): Deal {
  const ca = m.country === 'CA';
  const country = ca ? 'Canada' : 'United States';
  const A = (k: string, v: unknown) => ({ [`application.${k}`]: v });
  const dbaText = m.dba ?? r.pick(['SAME', 'N/A', '', m.legal]);
  const owners = m.owners.map((o, i): OwnerV => {
    const P = (k: string, v: unknown) => ({ [`application.applicants[${i}].${k}`]: v });
    const fmt = r.int(0, 5);
    const full = fmt === 0 ? `${o.last}, ${o.first}` : fmt === 1 && o.middle ? `${o.first} ${o.middle} ${o.last}` : `${o.first} ${o.last}`;
    const nameK = { ...P('first_name', o.first), ...P('last_name', o.last) };
    const last4 = o.taxDigits.slice(-4);
    const tax: V = o.masked ? [r.pick(ca ? [`XXX-XXX-${o.taxDigits.slice(-3)}`, `***-***-${o.taxDigits.slice(-3)}`] : [`XXX-XX-${last4}`, `***-**-${last4}`]), 'ctx']
      : [o.taxId, { ...P('tax_id', o.taxDigits), ...P('tax_id_type', o.taxType), ...P('tax_id_country', m.country) }];
    const dob: V = r.chance(0.8) ? [fmtDate(o.dobIso, r, ca), P('date_of_birth', o.dobIso)] : ['', 'ctx'];
    return { name: [full, nameK], first: [o.first, P('first_name', o.first)], last: [o.last, P('last_name', o.last)], title: [o.title, P('role', o.title)],
      pct: [r.chance(0.7) ? `${o.pct}%` : String(o.pct), P('ownership', o.pct)], fico: o.fico === null ? ['', 'ctx'] : [String(o.fico), P('credit_score', o.fico)],
      tax, dob, home: [`${o.home}, ${m.city}, ${m.state}`, 'decoy'] };
  });
  const incDiffers = m.stateOfInc !== m.state;
  return {
    legal: [m.legal, A('legal_name', m.legal)], dba: [dbaText, m.dba ? A('trade_name', m.dba) : 'ctx'], dbaBlank: !m.dba,
    entity: [m.entityText, A('type_of_entity', m.entityId)],
    tax: m.taxId ? [m.taxId, { ...A('business_tax_id', m.taxDigits), ...A('business_tax_id_type', m.taxType), ...A('business_tax_id_country', m.country) }] : ['', 'ctx'],
    state: [m.state, { ...A('state_region', m.state), ...A('country', country) }],
    csz: [`${m.city}, ${m.state} ${m.zip}`, { ...A('state_region', m.state), ...A('country', country) }],
    street: [m.street, 'ctx'], phone: [m.phone, 'ctx'], email: [m.email, 'ctx'],
    industry: r.chance(0.9) ? [m.industryText, A('industry', m.industryId)] : ['', 'ctx'],
    start: [fmtDate(m.startIso, r, ca), A('business_start_date', m.startIso)], years: [`${m.years} yrs`, 'ctx'],
    inc: [m.stateOfInc, incDiffers ? 'decoy' : 'ctx'],
    amount: [fmtMoney(m.amount, r, ca), A('requested_amount', m.amount)], payment: [fmtMoney(m.payment, r, ca), A('requested_payment', m.payment)],
    nPay: [String(m.nPayments), A('number_of_payments', m.nPayments)], freq: [FREQ[m.freq]!, A('payment_frequency', m.freq)],
    monthly: [`$${money(m.monthly)}`, 'ctx'], owners,
  };
}

/** A value from a Deal tuple. */
export function put(c: Ctx, key: string, v: V, x: number, y: number, w: number, size = 9): void { c.s.value(key, v[0], x, y, w, v[1], size); }
export const dec = (t: string): V => [t, 'decoy'];

/** Existing positions (decoys): funder, balance, payment, frequency. Returns the y below. */
export function positions(c: Ctx, x: number, y: number, w: number, title = 'CURRENT POSITIONS'): number {
  const { s, m } = c;
  s.label(title, x, y, { bold: true, size: 8 });
  y += 11;
  const cols = [0, 0.42, 0.64, 0.86].map((f) => x + f * w);
  s.rect(x, y, w, 11, '#e3e7ee');
  ['Funder', 'Balance', 'Payment', 'Freq.'].forEach((h, i) => s.label(h, cols[i]! + 2, y + 2, { bold: true, size: 7 }));
  y += 11;
  const rows = Math.max(2, m.positions.length);
  for (let i = 0; i < rows; i++, y += 14) {
    s.rect(x, y, w, 14);
    const p = m.positions[i];
    if (p) {
      s.value(`pos${i + 1}_funder`, p.funder, cols[0]! + 2, y + 3, cols[1]! - cols[0]! - 4, 'decoy', 8);
      s.value(`pos${i + 1}_balance`, p.balance, cols[1]! + 2, y + 3, cols[2]! - cols[1]! - 4, 'decoy', 8);
      s.value(`pos${i + 1}_payment`, p.payment, cols[2]! + 2, y + 3, cols[3]! - cols[2]! - 4, 'decoy', 8);
      s.value(`pos${i + 1}_freq`, p.freq, cols[3]! + 2, y + 3, x + w - cols[3]! - 4, 'decoy', 8);
    } else if (i === 0 && c.s.style !== 'fillable') s.label('None reported', cols[0]! + 3, y + 4, { size: 7, color: '#555' });
  }
  return y + 6;
}

/** Owners as a table: one row each. */
export function ownersTable(c: Ctx, x: number, y: number, w: number, withHome = false): number {
  const { s, d } = c;
  const heads = withHome ? ['Owner Name', 'Title', '% Own', 'SSN', 'DOB', 'FICO', 'Home Address'] : ['Owner Name', 'Title', 'Ownership', c.m.country === 'CA' ? 'SIN' : 'SSN', 'Date of Birth', 'FICO'];
  const fr = withHome ? [0, 0.19, 0.3, 0.37, 0.49, 0.64, 0.7] : [0, 0.3, 0.47, 0.58, 0.74, 0.88];
  const cols = fr.map((f) => x + f * w);
  s.rect(x, y, w, 11, '#e3e7ee');
  heads.forEach((h, i) => s.label(h, cols[i]! + 2, y + 2, { bold: true, size: 7 }));
  y += 11;
  const n = Math.max(2, d.owners.length);
  for (let i = 0; i < n; i++) {
    s.rect(x, y, w, 15);
    const o = d.owners[i];
    if (o) {
      const vals = [o.name, o.title, o.pct, o.tax, o.dob, o.fico, ...(withHome ? [o.home] : [])];
      vals.forEach((v, j) => { const right = j + 1 < cols.length ? cols[j + 1]! : x + w; put(c, `owner${i + 1}_${heads[j]!.toLowerCase().replace(/[^a-z]/g, '')}`, v, cols[j]! + 2, y + 4, right - cols[j]! - 4, 8); });
    }
    y += 15;
  }
  return y + 6;
}

/** The ISO's underwriting notes: prose about the file, no merchant field in it. */
export function notes(c: Ctx, x: number, y: number, w: number, title = 'UNDERWRITING NOTES / ISO COMMENTS'): number {
  const { s, r, m } = c;
  s.label(title, x, y, { bold: true, size: 8 });
  const bits = [
    `Merchant averages about $${money(m.monthly)} a month in deposits with ${r.int(0, 4)} NSFs in the last 90 days.`,
    m.positions.length ? `Currently carrying ${m.positions.length} position${m.positions.length > 1 ? 's' : ''}; merchant states all are paid as agreed.` : 'No open positions; clean file, first-time funding.',
    r.pick(['Owner is looking to expand and needs working capital quickly.', 'Funds for inventory ahead of the busy season.', 'Merchant wants to consolidate and buy new equipment.']),
    `Please send offers to the rep listed on this sheet. ${r.pick(['Will stip out same day.', 'Bank statements and app attached.', 'MTD statement to follow.'])}`,
  ];
  const h = s.para(bits.join(' '), x, y + 11, w, 7.5);
  return h + 8;
}
