// What each printed value of set 249 gives (applications.md's rules, applied to the text as printed), shared by the
// layouts; and the truth built from the marks the pen recorded, so a value not printed stays null.
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { fmtDate, fmtEin, fmtMoney, fmtSsn, industryOf, iso, maskSsn, type DateFmt, type Merchant, type MoneyFmt, type Owner } from './data.ts';
import type { FieldValue, Mark, Pen } from './pen.ts';

export type Fields = Record<string, FieldValue>;
export interface Printed { text: string | null; fields: Fields }
export interface Ctx { pen: Pen; m: Merchant; r: Rng; money: MoneyFmt; date: DateFmt }

const a = (i: number, f: string): string => `applicants[${i}].${f}`;

export function ownerName(o: Owner, i: number, fmt: 'fml' | 'lfm'): Printed {
  const mi = o.mi ? ` ${o.mi}.` : '';
  const text = fmt === 'lfm' ? `${o.last}, ${o.first}${mi}` : `${o.first}${mi} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  return { text, fields: { [a(i, 'first_name')]: o.first, [a(i, 'last_name')]: o.last } };
}

export function ownerSsn(o: Owner, i: number, r: Rng): Printed {
  if (o.ssnShown === 'blank') return { text: null, fields: {} };
  if (o.ssnShown === 'masked') return { text: maskSsn(o.ssn, r), fields: {} };
  return { text: fmtSsn(o.ssn), fields: { [a(i, 'tax_id')]: o.ssn, [a(i, 'tax_id_type')]: o.itin ? 'ITIN' : 'SSN', [a(i, 'tax_id_country')]: 'US' } };
}

export const ownerPct = (o: Owner, i: number, withSign: boolean): Printed =>
  ({ text: `${o.pct}${withSign ? '%' : ''}`, fields: { [a(i, 'ownership')]: o.pct } });
export const ownerTitle = (o: Owner, i: number): Printed => ({ text: o.title, fields: { [a(i, 'role')]: o.title } });
export const ownerDob = (o: Owner, i: number, c: Ctx): Printed =>
  ({ text: fmtDate(o.dob, c.date === 'mdyy' ? 'mdy' : c.date), fields: { [a(i, 'date_of_birth')]: iso(o.dob) } });
export const ownerFico = (o: Owner, i: number): Printed =>
  (o.fico === null ? { text: null, fields: {} } : { text: String(o.fico), fields: { [a(i, 'credit_score')]: o.fico } });
export const homeLine = (o: Owner): string => `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`;

export function taxId(m: Merchant, r: Rng): Printed {
  if (m.einShown === 'blank') return { text: null, fields: {} };
  const shown = m.einKind === 'EIN' ? fmtEin(m.ein) : fmtSsn(m.ein);
  if (m.einShown === 'masked') return { text: m.einKind === 'EIN' ? `XX-XXX${m.ein.slice(5)}` : maskSsn(m.ein, r), fields: {} };
  return { text: shown, fields: { business_tax_id: m.ein, business_tax_id_type: m.einKind, business_tax_id_country: 'US' } };
}

/** The DBA line: the trade name, or (no DBA) blank, SAME, N/A or the legal name again, which give nothing. */
export function dba(m: Merchant, r: Rng): Printed {
  if (m.dba) return { text: m.dba, fields: { trade_name: m.dba } };
  return { text: r.pick([null, 'SAME', 'N/A', m.legal, 'same as above']), fields: {} };
}

export const legal = (m: Merchant): Printed => ({ text: m.legal, fields: { legal_name: m.legal } });
export const what = (m: Merchant): Printed => ({ text: m.what, fields: { industry: industryOf(m.what) } });
export const entityText = (m: Merchant): Printed => ({ text: m.entity.text, fields: { type_of_entity: m.entity.id } });
export const startDate = (c: Ctx): Printed => ({ text: fmtDate(c.m.start, c.date), fields: { business_start_date: iso(c.m.start) } });
export const amount = (c: Ctx): Printed => ({ text: fmtMoney(c.m.amount, c.money), fields: { requested_amount: c.m.amount } });
export const payment = (c: Ctx): Printed => ({ text: fmtMoney(c.m.payment, c.money === 'plain' ? 'cents' : c.money === 'dollar' ? 'cents' : c.money),
  fields: { requested_payment: c.m.payment } });
export const nPay = (m: Merchant): Printed => ({ text: String(m.nPay), fields: { number_of_payments: m.nPay } });
export const stateOf = (m: Merchant): Printed => ({ text: m.addr.state, fields: { state_region: m.addr.state, country: 'United States' } });
export const FREQS: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

/** Checkbox entity rows: the checked label's id; an entity not offered goes on the "Other" line. */
export function entityBoxes(pen: Pen, m: Merchant, opts: [string, string][], x: number, y: number, gap: number, prefix: string, lineW = 80): number {
  const hit = opts.find(([, id]) => id === m.entity.id);
  let cx = x;
  for (const [label, id] of opts) {
    pen.check(`${prefix}${label.replace(/[^A-Za-z]/g, '')}`, cx, y, 8, hit?.[1] === id, label, hit?.[1] === id ? { type_of_entity: id } : {});
    pen.label(label, cx + 11, y + 1, { size: 7 });
    cx += 11 + pen.doc.font('Helvetica').fontSize(7).widthOfString(label) + gap;
  }
  pen.check(`${prefix}Other`, cx, y, 8, !hit, 'Other', {});
  pen.label('Other:', cx + 11, y + 1, { size: 7 });
  pen.doc.lineWidth(0.5).moveTo(cx + 36, y + 9).lineTo(cx + 36 + lineW, y + 9).stroke();
  pen.value(`${prefix}OtherText`, hit ? null : m.entity.text, cx + 36, y - 4, lineW, 13, hit ? {} : { type_of_entity: m.entity.id }, { size: 8 });
  return cx + 36 + lineW;
}

export function frequencyBoxes(pen: Pen, m: Merchant, x: number, y: number, prefix: string, printed: boolean): void {
  let cx = x;
  for (const [label, id] of FREQS) {
    const on = printed && m.freq === id;
    pen.check(`${prefix}${label.replace(/-/g, '')}`, cx, y, 8, on, label, on ? { payment_frequency: id } : {});
    pen.label(label, cx + 11, y + 1, { size: 7 });
    cx += 60;
  }
}

export function truthFrom(marks: Mark[]): TruthApplication {
  const app = emptyApplication();
  for (const mk of marks) {
    for (const [path, v] of Object.entries(mk.fields)) {
      const hit = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (hit) {
        const i = Number(hit[1]);
        while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
          tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (app.applicants[i] as unknown as Record<string, FieldValue>)[hit[2]! as keyof TruthApplicant] = v;
      } else {
        (app as unknown as Record<string, FieldValue>)[path] = v;
      }
    }
  }
  return app;
}
