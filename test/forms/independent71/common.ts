// What the layouts share: the printed text of each value with the truth paths it gives, a label/value grid as CRM
// printouts draw it, and the truth assembled from what the sheet printed.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { fmtDate, fmtSsn, iso, money, STATES, type Deal, type Owner } from './data.ts';
import type { Sheet, TruthValue } from './sheet.ts';

type P = Record<string, TruthValue>;
export type DateFmt = 'iso' | 'long' | 'us' | 'short';
export const FREQ: Record<Deal['freq'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export const legalP = (d: Deal): P => ({ legal_name: d.legal });
export const dbaP = (d: Deal): P => ({ trade_name: d.dbaTruth });
export const entP = (d: Deal): P => ({ type_of_entity: d.entity.id });
export const indP = (d: Deal): P => ({ industry: d.industry.id });
export const taxText = (d: Deal): string => (d.taxType === 'EIN' ? `${d.taxId.slice(0, 2)}-${d.taxId.slice(2)}` : fmtSsn(d.taxId));
export const taxP = (d: Deal): P => ({ business_tax_id: d.taxId, business_tax_id_type: d.taxType, business_tax_id_country: 'US' });
export const startP = (d: Deal): P => ({ business_start_date: iso(d.start) });
export const stateP = (d: Deal): P => ({ state_region: d.addr.state });
export const amtP = (d: Deal): P => ({ requested_amount: d.amount });
export const payP = (d: Deal): P => ({ requested_payment: d.payment });
export const nP = (d: Deal): P => ({ number_of_payments: d.nPayments });
export const freqP = (d: Deal): P => ({ payment_frequency: d.freq });
export const stateName = (c: string): string => STATES[c]!.name;

const ap = (i: number, k: string, v: TruthValue): P => ({ [`applicants[${i}].${k}`]: v });
/** An owner's name as printed: `First M. Last, DDS` or `Last, First M.`. */
export function nameText(o: Owner, order: 'first' | 'last'): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return order === 'first' ? `${o.first}${mid} ${o.last}${o.cred}` : `${o.last}, ${o.first}${mid}`;
}
export const nameP = (i: number, o: Owner): P => ({ ...ap(i, 'first_name', o.first), ...ap(i, 'last_name', o.last) });
export const roleP = (i: number, o: Owner): P => ap(i, 'role', o.title);
export const pctP = (i: number, o: Owner): P => ap(i, 'ownership', o.pct);
export const ficoP = (i: number, o: Owner): P => ap(i, 'credit_score', o.fico);
export const dobP = (i: number, o: Owner): P => ap(i, 'date_of_birth', iso(o.dob));
/** The SSN as printed: masked ones keep the last four (an ITIN is never masked here). */
export function ssnText(o: Owner, mask: string): string {
  return o.masked && o.ssnType === 'SSN' ? `${mask}-${o.ssn.slice(5)}` : fmtSsn(o.ssn);
}
export function ssnP(i: number, o: Owner): P {
  const masked = o.masked && o.ssnType === 'SSN';
  return { ...ap(i, 'tax_id', masked ? null : o.ssn), ...ap(i, 'tax_id_type', o.ssnType), ...ap(i, 'tax_id_country', 'US') };
}
export const dateText = (d: Date, f: DateFmt): string => fmtDate(d, f);

/** Splits a long value over two lines at a space near `at` characters. */
export function wrap(text: string, at: number): string[] {
  if (text.length <= at) return [text];
  const cut = text.lastIndexOf(' ', at);
  return cut > 0 ? [text.slice(0, cut), text.slice(cut + 1)] : [text];
}

export interface Item { l: string; v: string; p?: P | null; key?: string; wrap?: number }
export interface GridCfg { cols: number; colW: number; labelW: number; rowH: number; label: 'grey' | 'bold' | 'caps'; stacked?: boolean; size?: number; colon?: boolean }

/** Label/value pairs in `cols` columns, row by row; returns the y below the grid. A null `p` is a decoy, none is context. */
export function grid(s: Sheet, x: number, y: number, items: Item[], c: GridCfg): number {
  let row = 0, col = 0, rowExtra = 0, rowLines = 1;
  const size = c.size ?? 8.5;
  for (const it of items) {
    const cx = x + col * c.colW, cy = y + row * c.rowH + rowExtra;
    const lab = c.label === 'caps' ? it.l.toUpperCase() : it.l + (c.colon === false ? '' : ':');
    const lo = c.label === 'grey' ? { color: '#6b7280', size } : c.label === 'bold' ? { bold: true, size } : { color: '#4b5563', size: size - 1.5 };
    s.label(lab, cx, cy, lo);
    const vx = c.stacked ? cx : cx + c.labelW, vy = c.stacked ? cy + size + 1.5 : cy;
    const lines = it.wrap ? wrap(it.v, it.wrap) : [it.v];
    const w = c.stacked ? c.colW - 8 : c.colW - c.labelW - 6;
    s.val(it.v, vx, vy, it.p === undefined ? null : it.p, { key: it.p === undefined ? 'ctx' : it.key ?? it.l, lines, size, w });
    rowLines = Math.max(rowLines, lines.length);
    if (++col === c.cols) { col = 0; row++; rowExtra += (rowLines - 1) * (size + 2.5); rowLines = 1; }
  }
  return y + (col ? row + 1 : row) * c.rowH + rowExtra + (rowLines - 1) * (size + 2.5);
}

/** The application as the sheet printed it: only printed values are non-null; the country from the state and tax ID. */
export function truthOf(s: Sheet): TruthApplication {
  const app = emptyApplication();
  const rec = app as unknown as Record<string, TruthValue | TruthApplicant[]>;
  for (const p of s.printed) {
    for (const [path, v] of Object.entries(p.paths)) {
      const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (!m) { rec[path] = v; continue; }
      const i = Number(m[1]);
      while (app.applicants.length <= i) {
        app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
          tax_id_type: null, tax_id_country: null, date_of_birth: null });
      }
      (app.applicants[i] as unknown as Record<string, TruthValue>)[m[2]!] = v;
    }
  }
  if (app.state_region || app.business_tax_id) app.country = 'United States';
  return app;
}

export { money, iso };

export interface OwnerLabels { name: string; title: string; pct: string; ssn: string; dob: string; fico?: string; home?: string; phone?: string; email?: string }
export interface OwnerFmt { order: 'first' | 'last'; mask: string; date: DateFmt; pctSign?: boolean; homeWrap?: number }
/** One owner's label/value pairs; the home address is a decoy, phone and e-mail context. */
export function ownerItems(o: Owner, i: number, L: OwnerLabels, f: OwnerFmt): Item[] {
  const items: Item[] = [
    { l: L.name, v: nameText(o, f.order), p: nameP(i, o) },
    { l: L.title, v: o.title, p: roleP(i, o) },
    { l: L.pct, v: `${o.pct}${f.pctSign === false ? '' : '%'}`, p: pctP(i, o) },
    { l: L.ssn, v: ssnText(o, f.mask), p: ssnP(i, o) },
    { l: L.dob, v: dateText(o.dob, f.date), p: dobP(i, o) },
  ];
  if (L.fico) items.push({ l: L.fico, v: o.fico === null ? '' : String(o.fico), p: ficoP(i, o) });
  if (L.home) items.push({ l: L.home, v: `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, p: null, key: 'owner_home', ...(f.homeWrap ? { wrap: f.homeWrap } : {}) });
  if (L.phone) items.push({ l: L.phone, v: `(${o.phone.slice(0, 3)}) ${o.phone.slice(3, 6)}-${o.phone.slice(6)}` });
  if (L.email) items.push({ l: L.email, v: o.email });
  return items;
}

/** A page footer with a decoy date ("Generated by ... on <date>"). */
export function footer(s: Sheet, before: string, date: string, after = '', y = 760): void {
  s.line(36, y - 6, 576, y - 6, { color: '#9ca3af' });
  s.label(`${before}${date}${after}`, 36, y, { size: 7, color: '#6b7280' });
  s.decoys.push({ key: 'generated_date', text: date });
}
