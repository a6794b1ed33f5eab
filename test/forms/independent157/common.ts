// Truth paths for each printed value, the truth built from what was placed, and small drawing pieces the layouts share.
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import type { Owner, Profile } from './data.ts';
import type { Placed, Sheet, WriteOpts } from './draw.ts';

type Fields = Record<string, unknown>;
const ap = (i: number, k: string) => `application.applicants[${i}].${k}`;

export const F = {
  legal: (p: Profile): Fields => ({ 'application.legal_name': p.legal }),
  dba: (p: Profile): Fields => ({ 'application.trade_name': p.dba.v }),
  entity: (p: Profile): Fields => ({ 'application.type_of_entity': p.entity.id }),
  industry: (p: Profile): Fields => ({ 'application.industry': p.industry.id }),
  tax: (p: Profile): Fields => ({ 'application.business_tax_id': p.tax!.digits, 'application.business_tax_id_type': p.tax!.type,
    'application.business_tax_id_country': p.country, 'application.country': p.countryLabel }),
  state: (p: Profile): Fields => ({ 'application.state_region': p.state.code, 'application.country': p.countryLabel }),
  amount: (p: Profile): Fields => ({ 'application.requested_amount': p.amount.v }),
  payment: (p: Profile): Fields => ({ 'application.requested_payment': p.payment!.v }),
  count: (p: Profile): Fields => ({ 'application.number_of_payments': p.count!.v }),
  freq: (p: Profile): Fields => ({ 'application.payment_frequency': p.freq!.v }),
  start: (p: Profile): Fields => ({ 'application.business_start_date': p.start!.v }),
  name: (i: number, o: Owner): Fields => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner): Fields => ({ [ap(i, 'role')]: o.role }),
  own: (i: number, o: Owner): Fields => ({ [ap(i, 'ownership')]: o.own!.v }),
  credit: (i: number, o: Owner): Fields => ({ [ap(i, 'credit_score')]: o.credit!.v }),
  otax: (i: number, o: Owner): Fields => ({ [ap(i, 'tax_id')]: o.tax!.digits, [ap(i, 'tax_id_type')]: o.tax!.type, [ap(i, 'tax_id_country')]: o.tax!.country }),
  dob: (i: number, o: Owner): Fields => ({ [ap(i, 'date_of_birth')]: o.dob!.v }),
};

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export function emptyTruth(): TruthApplication {
  return { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
}

/** The application as read from the placed values: every field not placed stays null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const t = emptyTruth() as unknown as Record<string, unknown> & TruthApplication;
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (t.applicants.length <= i) t.applicants.push({ ...EMPTY });
        const a = t.applicants[i] as unknown as Record<string, unknown>;
        if (v !== null || !(m[2]! in a) || a[m[2]!] === null) a[m[2]!] = v;
      } else {
        const k = path.slice('application.'.length);
        if (v !== null || t[k] === null) t[k] = v;
      }
    }
  }
  return t;
}

/** A squiggle where an owner signs. */
export function signature(sh: Sheet, x: number, y: number, w: number): void {
  const d = sh.doc, r = sh.jit;
  d.save().lineWidth(1).strokeColor('#1b2a6b').moveTo(x, y);
  let cx = x;
  while (cx < x + w) { const nx = cx + r.float(8, 16); d.bezierCurveTo(cx + 3, y - r.float(4, 12), nx - 3, y + r.float(2, 8), nx, y - r.float(-2, 3)); cx = nx; }
  d.stroke().restore();
}

/** `label` then a value on an underline; returns the x where the value starts. */
export function labelled(sh: Sheet, label: string, x: number, y: number, w: number, o: { font?: string; size?: number; under?: boolean } = {}): number {
  const lw = sh.label(label, x, y + 3, { font: o.font, size: o.size ?? 8 });
  if (o.under !== false) sh.line(x + lw + 3, y + 13, x + w - 6, y + 13, '#8a8a8a', 0.5);
  return x + lw + 6;
}

export type Put = (key: string, text: string, fields: Record<string, unknown> | null, x: number, y: number, o?: WriteOpts) => number;
/** value() for truth fields, decoy() when fields is null. */
export function putter(sh: Sheet, base: WriteOpts = {}): Put {
  return (key, text, fields, x, y, o = {}) => fields ? sh.value(key, text, fields, x, y, { ...base, ...o }) : sh.decoy(key, text, x, y, { ...base, ...o });
}
