// Truth paths for a merchant's printed values, and the truth built from what a layout placed.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Placed } from './canvas.ts';
import type { Merchant, Owner } from './data.ts';

const A = 'application.';
const countryName = (c: 'US' | 'CA'): string => (c === 'US' ? 'United States' : 'Canada');

export const F = {
  legal: (m: Merchant) => ({ [`${A}legal_name`]: m.legal }),
  dba: (m: Merchant) => ({ [`${A}trade_name`]: m.dba }),
  entity: (m: Merchant) => ({ [`${A}type_of_entity`]: m.entity }),
  industry: (m: Merchant) => ({ [`${A}industry`]: m.industry }),
  tax: (m: Merchant) => ({ [`${A}business_tax_id`]: m.tax, [`${A}business_tax_id_type`]: m.taxType,
    [`${A}business_tax_id_country`]: m.tax ? m.country : null }),
  region: (m: Merchant) => ({ [`${A}state_region`]: m.region, [`${A}country`]: countryName(m.country) }),
  start: (m: Merchant) => ({ [`${A}business_start_date`]: m.start }),
  amount: (m: Merchant) => ({ [`${A}requested_amount`]: m.amount.value }),
  payment: (m: Merchant) => ({ [`${A}requested_payment`]: m.payment?.value ?? null }),
  nPayments: (m: Merchant) => ({ [`${A}number_of_payments`]: m.nPayments }),
  frequency: (m: Merchant) => ({ [`${A}payment_frequency`]: m.frequency }),
};

const P = (i: number, k: string): string => `${A}applicants[${i}].${k}`;
export const O = {
  name: (o: Owner, i: number) => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number) => ({ [P(i, 'role')]: o.role }),
  ownership: (o: Owner, i: number) => ({ [P(i, 'ownership')]: o.ownership }),
  score: (o: Owner, i: number) => ({ [P(i, 'credit_score')]: o.score }),
  tax: (o: Owner, i: number) => ({ [P(i, 'tax_id')]: o.tax, [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: o.taxCountry }),
  dob: (o: Owner, i: number) => ({ [P(i, 'date_of_birth')]: o.dob }),
};

/** "Last, First M." as some forms print an owner. */
export const lastFirst = (o: Owner): string => {
  const mid = /^\S+ ([A-Z]\.) /.exec(o.printed)?.[1];
  const cred = /(, [A-Z]{2,3})$/.exec(o.printed)?.[1] ?? '';
  return `${o.last}, ${o.first}${mid ? ` ${mid}` : ''}${cred}`;
};

export interface Decoy { key: string; text: string; page: number; box: Placed['box']; acroform_field?: string }

export function truthFrom(placed: Placed[]): { application: TruthApplication; decoys: Decoy[]; locations: Placed[] } {
  const app = emptyApplication();
  const decoys: Decoy[] = [];
  const locations: Placed[] = [];
  const blank = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
    tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
  for (const p of placed) {
    const paths = Object.keys(p.fields);
    if (!paths.length) { decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) }); continue; }
    locations.push(p);
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(blank());
        const cur = app.applicants[i] as unknown as Record<string, unknown>;
        if (cur[a[2]!] == null) cur[a[2]!] = v;
      } else {
        const rec = app as unknown as Record<string, unknown>;
        if (rec[path.slice(A.length)] == null) rec[path.slice(A.length)] = v;
      }
    }
  }
  return { application: app, decoys, locations };
}
