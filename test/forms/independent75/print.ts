// What a printed value gives (applications.md's rules for Canadian forms), and the truth built from what was printed.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import type { Fields, Printed } from './canvas.ts';
import { bnText, date, money, sinMasked, sinText, type DateStyle, type MoneyStyle } from './data.ts';
import { ENTITY_ID, ENTITY_WORDS, type Merchant, type Owner } from './merchant.ts';

export interface Val { text: string | null; fields: Fields }
const A = (i: number, f: string) => `applicants[${i}].${f}`;

export const amountV = (n: number, s: MoneyStyle): Val => ({ text: money(n, s), fields: { requested_amount: n } });
export const paymentV = (n: number, s: MoneyStyle): Val => ({ text: money(n, s), fields: { requested_payment: n } });
export const startV = (m: Merchant, s: DateStyle): Val => ({ text: date(m.start, s), fields: { business_start_date: m.start } });
export const legalV = (m: Merchant): Val => ({ text: m.legal, fields: { legal_name: m.legal } });
export const industryV = (m: Merchant, fr: boolean): Val => ({ text: fr ? m.industry.fr : m.industry.en, fields: { industry: m.industry.id } });
export const countV = (m: Merchant): Val => ({ text: String(m.nPay), fields: { number_of_payments: m.nPay } });

/** The operating name, or a filler (blank, SAME, N/A, Idem, S.O., the legal name again) that gives null. */
export function tradeV(m: Merchant, r: Rng, fr: boolean): Val {
  if (m.trade) return { text: m.trade, fields: { trade_name: m.trade } };
  const filler = r.pick(fr ? ['', 'Idem', 'S.O.', m.legal] : ['', 'SAME', 'N/A', m.legal]);
  return { text: filler || null, fields: { trade_name: null } };
}

/** The BN as printed (null when the merchant left it blank). */
export function bnV(m: Merchant, r: Rng, withProgram = true): Val {
  if (!m.bn9) return { text: null, fields: {} };
  const program = withProgram ? m.program : null;
  return { text: bnText(m.bn9, program, r), fields: { business_tax_id: m.bn9 + (program ?? ''), business_tax_id_type: 'BN', business_tax_id_country: 'CA' } };
}

export function provV(m: Merchant, how: 'code' | 'en' | 'fr'): Val {
  return { text: how === 'code' ? m.prov.code : m.prov[how], fields: { state_region: m.prov.code, country: 'Canada' } };
}

export function entityWord(m: Merchant, r: Rng, fr: boolean): Val {
  const w = ENTITY_WORDS[m.kind];
  return { text: r.pick(fr ? w.fr : w.en), fields: { type_of_entity: ENTITY_ID[m.kind] } };
}

export type NameMode = 'full' | 'middle' | 'lastfirst';
export function nameV(o: Owner, i: number, mode: NameMode): Val {
  const text = mode === 'lastfirst' ? `${o.last}, ${o.first}` : mode === 'middle' && o.middle ? `${o.first} ${o.middle} ${o.last}` : `${o.first} ${o.last}`;
  return { text, fields: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last } };
}
export const firstV = (o: Owner, i: number): Val => ({ text: o.first, fields: { [A(i, 'first_name')]: o.first } });
export const lastV = (o: Owner, i: number): Val => ({ text: o.last, fields: { [A(i, 'last_name')]: o.last } });
export const roleV = (o: Owner, i: number, fr: boolean | 'both'): Val => {
  const text = fr === 'both' ? `${o.title.en} / ${o.title.fr}` : fr ? o.title.fr : o.title.en;
  return { text, fields: { [A(i, 'role')]: text } };
};
export const pctV = (o: Owner, i: number, fr: boolean): Val => ({ text: fr ? `${o.pct} %` : `${o.pct}%`, fields: { [A(i, 'ownership')]: o.pct } });
export const scoreV = (o: Owner, i: number): Val => (o.score === null ? { text: null, fields: {} } : { text: String(o.score), fields: { [A(i, 'credit_score')]: o.score } });
export const dobV = (o: Owner, i: number, s: DateStyle): Val => ({ text: date(o.dob, s), fields: { [A(i, 'date_of_birth')]: o.dob } });

/** A SIN in full (digits), masked (the type is still a SIN, the number null) or left blank. */
export function sinV(o: Owner, i: number, r: Rng): Val {
  if (o.sinMode === 'blank') return { text: null, fields: {} };
  const masked = o.sinMode === 'masked';
  return { text: masked ? sinMasked(o.sin, r) : sinText(o.sin, r),
    fields: { [A(i, 'tax_id')]: masked ? null : o.sin, [A(i, 'tax_id_type')]: 'SIN', [A(i, 'tax_id_country')]: 'CA' } };
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what was printed: a value not printed stays null. */
export function truthOf(printed: Printed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
  }
  return app;
}
