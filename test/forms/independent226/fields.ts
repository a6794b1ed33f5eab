// Truth paths of set 226's printed values, and the truth built from what the canvas placed (only printed values
// are non-null, as applicationFrom does for the main generator).
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { PlacedValue } from './canvas.ts';
import type { Owner, Practice } from './data.ts';

const A = 'application.';
const O = (i: number, k: string): string => `${A}applicants[${i}].${k}`;
export const f = {
  legal: (p: Practice) => ({ [`${A}legal_name`]: p.legal }),
  dba: (p: Practice) => ({ [`${A}trade_name`]: p.dbaTruth }),
  entity: (id: string) => ({ [`${A}type_of_entity`]: id }),
  industry: (p: Practice) => ({ [`${A}industry`]: p.industryId }),
  ein: (p: Practice) => ({ [`${A}business_tax_id`]: p.ein.replace(/\D/g, ''), [`${A}business_tax_id_type`]: 'EIN', [`${A}business_tax_id_country`]: 'US' }),
  state: (p: Practice) => ({ [`${A}state_region`]: p.addr.state, [`${A}country`]: 'United States' }),
  amount: (p: Practice) => ({ [`${A}requested_amount`]: p.requested }),
  payment: (p: Practice) => ({ [`${A}requested_payment`]: p.payment }),
  count: (p: Practice) => ({ [`${A}number_of_payments`]: p.nPayments }),
  freq: (p: Practice) => ({ [`${A}payment_frequency`]: p.freq }),
  start: (p: Practice) => ({ [`${A}business_start_date`]: p.start }),
  name: (o: Owner, i: number) => ({ [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number) => ({ [O(i, 'role')]: o.role }),
  own: (o: Owner, i: number) => ({ [O(i, 'ownership')]: o.ownership }),
  credit: (o: Owner, i: number) => ({ [O(i, 'credit_score')]: o.credit }),
  dob: (o: Owner, i: number) => ({ [O(i, 'date_of_birth')]: o.dob }),
  tax: (o: Owner, i: number) => o.masked
    ? { [O(i, 'tax_id')]: null, [O(i, 'tax_id_type')]: null, [O(i, 'tax_id_country')]: null }
    : { [O(i, 'tax_id')]: o.taxId.replace(/\D/g, ''), [O(i, 'tax_id_type')]: o.taxId.startsWith('9') ? 'ITIN' : 'SSN', [O(i, 'tax_id_country')]: 'US' },
};

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice(A.length)] = v;
      }
    }
  }
  return app;
}
