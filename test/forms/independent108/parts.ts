// Printed texts of the merchant's values in a layout's formats, each with the truth fields that applications.md's rules
// read from exactly that text, and the decoy blocks funders print (funder-use box, ISO partner, positions, references).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import type { Merchant, Owner } from './merchant.ts';
import { pad2 } from './merchant.ts';
import { entityId, industryId, isoDate, REGIONS, taxId } from './rules.ts';

export type V = [string, Record<string, unknown>];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdyy' | 'long' | 'iso' | 'mdy-dash';
export function fmtDate(d: Date, f: DateFmt): string {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, day = d.getUTCDate();
  if (f === 'mdy') return `${pad2(m)}/${pad2(day)}/${y}`;
  if (f === 'mdyy') return `${m}/${day}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${day}, ${y}`;
  if (f === 'iso') return `${y}-${pad2(m)}-${pad2(day)}`;
  return `${pad2(m)}-${pad2(day)}-${y}`;
}
export function fmtMoney(n: number, r: Rng, cad = false): string {
  const s = n.toLocaleString('en-US');
  const v = r.pick([`$${s}`, `$${s}.00`, `$ ${s}`, s, `$${s}`]);
  return cad ? r.pick([`${v} CAD`, `CAD ${v.replace('$', '').trim()}`, v]) : v;
}
const date = (t: string): string => isoDate(t)!;

export const legal = (m: Merchant): V => [m.legal, { legal_name: m.legal }];
export function dba(m: Merchant, r: Rng): V {
  const t = m.dba ?? r.pick(['', '', 'SAME', 'N/A', 'Same as above']);
  const real = m.dba !== null && m.dba !== m.legal;
  return [t, { trade_name: real ? t : null }];
}
export const entityText = (m: Merchant, r: Rng): V => {
  const t = m.entity === 'LLC' ? r.pick(['LLC', 'L.L.C.', 'Limited Liability Company']) : m.entity === 'Corporation' ? r.pick(m.country === 'US' ? ['Corporation', 'C-Corp', 'Inc.'] : ['Corporation', 'Incorporated', 'Ltd.'])
    : m.entity === 'Sole Proprietor' || m.entity === 'Sole Proprietorship' ? r.pick(['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship']) : m.entity;
  return [t, { type_of_entity: entityId(t, m.country) }];
};
export const entityOf = (label: string, m: Merchant): Record<string, unknown> => ({ type_of_entity: entityId(label, m.country) });
export const industry = (m: Merchant): V => [m.industryText, { industry: industryId(m.industryText) }];
/** The business tax id; a bare 9-digit EIN only where the label says EIN (`hint`). */
export function bizTax(m: Merchant, r: Rng, hint?: 'EIN' | 'SSN'): V {
  let t = m.taxId;
  if (m.country === 'CA') t = r.pick([t, t.replace(' ', ''), t.replace(' ', '-')]);
  else if (m.taxType === 'EIN' && hint === 'EIN' && r.chance(0.25)) t = t.replace('-', '');
  const x = taxId(t, m.country === 'CA' ? 'BN' : m.taxType === 'EIN' ? 'EIN' : 'SSN');
  return [t, { business_tax_id: x.id, business_tax_id_type: x.type, business_tax_id_country: x.country }];
}
export function state(m: Merchant, r: Rng, full = r.chance(0.3)): V {
  const reg = REGIONS.find((x) => x.code === m.addr.st && x.country === m.country)!;
  return [full ? reg.name : reg.code, { state_region: reg.code, country: m.country === 'US' ? 'United States' : 'Canada' }];
}
export const csz = (m: Merchant): V => [`${m.addr.city}, ${m.addr.st} ${m.addr.zip}`, { state_region: m.addr.st, country: m.country === 'US' ? 'United States' : 'Canada' }];
export const start = (m: Merchant, f: DateFmt): V => { const t = fmtDate(m.start, f); return [t, { business_start_date: date(t) }]; };
export const requested = (m: Merchant, r: Rng): V => [fmtMoney(m.requested, r, m.country === 'CA'), { requested_amount: m.requested }];

export type NameFmt = 'first-last' | 'last-first';
export function ownerName(o: Owner, i: number, f: NameFmt): V {
  const t = f === 'last-first' ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  return [t, { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last }];
}
export const role = (o: Owner, i: number): V => [o.title, { [`applicants.${i}.role`]: o.title }];
export const pct = (o: Owner, i: number, r: Rng): V => [r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct}.00%`, `${o.pct} %`]), { [`applicants.${i}.ownership`]: o.pct }];
export const dob = (o: Owner, i: number, f: DateFmt): V => { const t = fmtDate(o.dob, f); return [t, { [`applicants.${i}.date_of_birth`]: date(t) }]; };
export const score = (o: Owner, i: number): V => [o.score === null ? '' : String(o.score), { [`applicants.${i}.credit_score`]: o.score }];
export function ownerTax(o: Owner, i: number, r: Rng): V {
  let t = o.taxId;
  if (o.taxType === 'SIN') t = r.pick([`${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`, `${t.slice(0, 3)}-${t.slice(3, 6)}-${t.slice(6)}`, t]);
  if (o.masked) t = o.taxType === 'SIN' ? `XXX XXX ${o.taxId.slice(6)}` : r.pick([`XXX-XX-${o.taxId.slice(-4)}`, `***-**-${o.taxId.slice(-4)}`]);
  const x = taxId(t, o.taxType === 'SIN' ? 'SIN' : 'SSN');
  return [t, { [`applicants.${i}.tax_id`]: x.id, [`applicants.${i}.tax_id_type`]: x.type, [`applicants.${i}.tax_id_country`]: x.country }];
}
export const homeAddr = (o: Owner): string => `${o.home.street}, ${o.home.city}, ${o.home.st} ${o.home.zip}`;

/** The funder's own underwriting box: deal number, underwriter, approved amount and factor (never the application's). */
export function funderBox(f: Form, x: number, y: number, w: number, m: Merchant, r: Rng, title = 'FOR FUNDER USE ONLY'): number {
  f.rect(x, y, w, 62, '#333', 0.9);
  f.doc.rect(x, y, w, 11).fill('#ddd');
  f.label(title, x + 4, y + 2.5, { size: 7, bold: true });
  const approved = r.chance(0.5) ? Math.max(5000, m.requested - r.int(1, 5) * 5000) : null;
  const rows: [string, string | null][] = [['Deal #', `${r.alnum(2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}-${r.digits(6)}`], ['Underwriter', r.chance(0.6) ? r.pick(['J. Moreno', 'K. Feld', 'T. Lam', 'R. Osei']) : null],
    ['Approved Amt', approved === null ? null : `$${approved.toLocaleString('en-US')}`], ['Factor / Term', approved === null ? null : `${r.pick(['1.35', '1.42', '1.49'])} / ${r.pick([90, 120, 160])} days`]];
  rows.forEach(([l, v], i) => { f.label(l, x + 4, y + 15 + i * 11.5, { size: 6.5 }); f.line(x + 58, y + 23 + i * 11.5, x + w - 4, y + 23 + i * 11.5, '#999'); f.value(`uw_${i}`, v, x + 58, y + 13 + i * 11.5, w - 62, 11, undefined, { decoy: true, size: 7.5 }); });
  return y + 62;
}
export function isoBox(f: Form, x: number, y: number, w: number, m: Merchant, title: string, labels: [string, string, string, string]): number {
  f.bar(title, x, y, w, 12, { size: 7 });
  const cw = w / 2;
  f.cell(x, y + 15, cw - 4, 22, labels[0], 'iso_company', m.iso.company, undefined, { decoy: true });
  f.cell(x + cw, y + 15, cw, 22, labels[1], 'iso_rep', m.iso.rep, undefined, { decoy: true });
  f.cell(x, y + 40, cw - 4, 22, labels[2], 'iso_id', m.iso.id, undefined, { decoy: true });
  f.cell(x + cw, y + 40, cw, 22, labels[3], 'iso_phone', m.iso.phone, undefined, { decoy: true });
  return y + 64;
}
export function positionsTable(f: Form, x: number, y: number, m: Merchant, r: Rng, heads: string[], widths: number[], cad = false): number {
  const rows = m.positions.map((p) => [p.funder, fmtDate(p.funded, 'mdy'), fmtMoney(p.balance, r, cad), `${fmtMoney(p.payment, r)} ${p.freq.toLowerCase()}`]);
  return f.table(x, y, heads.map((h, i) => ({ h, w: widths[i]! })), rows, 'pos', 3);
}
export function refsTable(f: Form, x: number, y: number, m: Merchant, heads: string[], widths: number[], n = 3): number {
  return f.table(x, y, heads.map((h, i) => ({ h, w: widths[i]! })), m.refs.slice(0, n).map((t) => [t.name, t.contact, t.phone]), 'ref', n);
}
export function signatures(f: Form, x: number, y: number, w: number, m: Merchant, labels: [string, string, string]): number {
  const n = Math.min(2, m.owners.length), cw = w / n;
  for (let i = 0; i < n; i++) {
    const cx = x + i * cw;
    f.line(cx, y + 18, cx + cw - 20, y + 18);
    f.label(`${labels[0]}${n > 1 ? ` (Owner ${i + 1})` : ''}`, cx, y + 20, { size: 6 });
    f.line(cx, y + 44, cx + cw * 0.55, y + 44); f.label(labels[1], cx, y + 46, { size: 6 });
    f.line(cx + cw * 0.6, y + 44, cx + cw - 20, y + 44); f.label(labels[2], cx + cw * 0.6, y + 46, { size: 6 });
  }
  return y + 56;
}

/** A decoy's text (printed, not the application's). */
export interface D { d: string }
export const D = (d: string): D => ({ d });
export type Cell = [number, string, string, V | string | null | D];
/** Puts a row of labelled cells; returns the next row's y. */
export function cellRow(f: Form, x: number, y: number, h: number, gap: number, cs: Cell[], o: { lw?: number } = {}): number {
  let cx = x;
  for (const [w, l, k, v] of cs) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) f.cell(cx, y, w - gap, h, l, k, v.d, undefined, { decoy: true });
    else if (Array.isArray(v)) f.cell(cx, y, w - gap, h, l, k, v[0], v[1], o.lw ? { lw: o.lw } : {});
    else f.cell(cx, y, w - gap, h, l, k, v);
    cx += w;
  }
  return y + h;
}
