// Print helpers shared by the four layouts: each turns a value of the case into the text printed and the truth fields
// applications.md's rules read from that text, and draws captions and fill-in slots.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case, Owner } from './data.ts';
import { iso, printDate, printMoney, printTax, taxValue, type DateFmt, type TaxId, type Ymd } from './ids.ts';
import type { Sheet } from './sheet.ts';
import type { FieldValue } from './types.ts';

export type Fields = Record<string, FieldValue>;
export interface Printed { text: string; fields: Fields; hint?: string }
export const AP = (i: number, f: string) => `application.applicants[${i}].${f}`;
const APP = (f: string) => `application.${f}`;

/** A caption above a fill-in line; the value (if any) in the slot on the line. Blank values leave the line empty. */
export function slot(s: Sheet, label: string, x: number, y: number, w: number, key: string, v: Printed | null, decoy = false, labelSize = 6.5): void {
  s.text(label, x, y, { size: labelSize, color: '#333' });
  s.rule(x, y + 24, x + w, y + 24, 0.5, '#555');
  if (v && v.text) s.value(key, v.text, x, y + 9, w, decoy ? null : v.fields, v.hint);
}

/** A caption to the left of the slot (lw wide), the value's line after it. */
export function row(s: Sheet, label: string, x: number, y: number, lw: number, w: number, key: string, v: Printed | null, decoy = false): void {
  s.text(label, x, y + 6, { size: 7, font: 'Helvetica-Bold' });
  s.rule(x + lw, y + 16, x + lw + w, y + 16, 0.5, '#666');
  if (v && v.text) s.value(key, v.text, x + lw, y + 1, w, decoy ? null : v.fields, v.hint);
}

export const plain = (text: string): Printed => ({ text, fields: {} });

export function legal(c: Case): Printed { return { text: c.legal, fields: { [APP('legal_name')]: c.legal } }; }

/** The DBA / operating name: the real one, or a blank, SAME, N/A or the legal name again (all read as null). */
export function dba(c: Case, rng: Rng): Printed | null {
  if (c.dba) return { text: c.dba, fields: { [APP('trade_name')]: c.dba } };
  const t = rng.pick(['', 'SAME', 'N/A', c.legal]);
  return t ? { text: t, fields: { [APP('trade_name')]: null } } : null;
}

export function entityText(c: Case, rng: Rng): Printed { return { text: rng.pick(c.entity.texts), fields: { [APP('type_of_entity')]: c.entity.id } }; }
export function industry(c: Case): Printed { return { text: c.industry.text, fields: { [APP('industry')]: c.industry.id } }; }

/** Business tax ID: formatted, a bare EIN (read by its label), or masked (nulls). */
export function bizTax(c: Case, rng: Rng, label: string, bareOk = false): Printed {
  const t = c.tax;
  const f = (v: string | null, ty: string | null, co: string | null): Fields =>
    ({ [APP('business_tax_id')]: v, [APP('business_tax_id_type')]: ty, [APP('business_tax_id_country')]: co });
  if (c.taxMasked) return { text: printTax(t, rng, true), fields: f(null, null, null) };
  if (bareOk && t.type === 'EIN' && rng.chance(0.4)) return { text: t.digits, fields: f(t.digits, 'EIN', 'US'), hint: label };
  return { text: printTax(t, rng, false), fields: f(taxValue(t), t.type, t.country) };
}

export function state(c: Case, text: string): Printed {
  return { text, fields: { [APP('state_region')]: c.addr.region, [APP('country')]: c.country === 'US' ? 'United States' : 'Canada' } };
}
/** The address's last line as one value: `Austin, TX 78701` / `Calgary AB  T2P 1X4`; the state is read from it. */
export function cityLine(c: Case, rng: Rng): Printed {
  const a = c.addr;
  return state(c, c.country === 'US' ? `${a.city}, ${a.region} ${a.postal}` : rng.pick([`${a.city}, ${a.region} ${a.postal}`, `${a.city} ${a.region}  ${a.postal}`]));
}

export function date(path: string, t: Ymd, fmt: DateFmt): Printed { return { text: printDate(t, fmt), fields: { [path]: iso(t) } }; }
export const startDate = (c: Case, fmt: DateFmt) => date(APP('business_start_date'), c.start, fmt);

export function money(path: string, v: number, rng: Rng, c: Case): Printed { return { text: printMoney(v, rng, c.country), fields: { [APP(path)]: v } }; }
export const count = (c: Case): Printed => ({ text: String(c.count), fields: { [APP('number_of_payments')]: c.count } });
const FREQ_TEXT = { daily: ['Daily', 'DAILY'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly', 'Bi-weekly'], monthly: ['Monthly'] };
export function freq(c: Case, rng: Rng): Printed { return { text: rng.pick(FREQ_TEXT[c.freq]), fields: { [APP('payment_frequency')]: c.freq } }; }

export type NameFmt = 'full' | 'lastfirst';
export function ownerName(o: Owner, i: number, fmt: NameFmt): Printed {
  const mi = o.middle ? ` ${o.middle}.` : '';
  const text = fmt === 'lastfirst' ? `${o.last}, ${o.first}${mi}` : `${o.first}${mi} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  return { text, fields: { [AP(i, 'first_name')]: o.first, [AP(i, 'last_name')]: o.last } };
}
export const firstName = (o: Owner, i: number): Printed => ({ text: o.first, fields: { [AP(i, 'first_name')]: o.first } });
export const lastName = (o: Owner, i: number): Printed => ({ text: o.last, fields: { [AP(i, 'last_name')]: o.last } });
export const role = (o: Owner, i: number): Printed => ({ text: o.role, fields: { [AP(i, 'role')]: o.role } });
export function pct(o: Owner, i: number, rng: Rng): Printed {
  return { text: rng.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]), fields: { [AP(i, 'ownership')]: o.pct } };
}
export const credit = (o: Owner, i: number): Printed | null =>
  o.credit === null ? null : { text: String(o.credit), fields: { [AP(i, 'credit_score')]: o.credit } };
export const dob = (o: Owner, i: number, fmt: DateFmt) => date(AP(i, 'date_of_birth'), o.dob, fmt);

export function ownerTax(o: Owner, i: number, rng: Rng, label: string): Printed {
  const t: TaxId = o.tax;
  const f = (v: string | null, ty: string | null, co: string | null): Fields =>
    ({ [AP(i, 'tax_id')]: v, [AP(i, 'tax_id_type')]: ty, [AP(i, 'tax_id_country')]: co });
  if (o.masked) return { text: printTax(t, rng, true), fields: f(null, null, null) };
  return { text: printTax(t, rng, false), fields: f(t.digits, t.type, t.country), ...(t.type === 'SIN' ? { hint: label } : {}) };
}

export const homeLine = (o: Owner) => plain(`${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`);
export const cash = (v: number, rng: Rng, c: Case) => plain(printMoney(v, rng, c.country));

/** A section title bar across the form. */
export function bar(s: Sheet, title: string, x: number, y: number, w: number, fill = '#1f3b57'): void {
  s.rect(x, y, w, 13, { fill });
  s.text(title, x + 5, y + 3, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
}

/** The authorisation paragraph (text only). */
export function consent(s: Sheet, x: number, y: number, w: number, broker: string, ca: boolean): void {
  const body = `By signing below, each owner certifies that the information in this application is true and complete and authorizes ${broker}` +
    ', its assigns and funding partners to obtain consumer and business credit reports, verify bank statements and contact the references listed. ' +
    (ca ? 'Personal information is collected, used and disclosed in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA).'
      : 'This authorization remains valid for the life of any funding provided.');
  s.text(body, x, y, { size: 6.5, width: w, color: '#222' });
}
