// The truth paths each printed value gives, and the truth built from the placed values alone (so a blank or masked
// value is null in every style alike).
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { emptyApplication } from '../generator/truth.ts';
import type { Deal, Owner } from './data.ts';
import { entityId } from './data.ts';
import type { PlacedValue } from './draw.ts';
import { APP, own } from './draw.ts';

export const F = {
  legal: (d: Deal) => ({ [APP + 'legal_name']: d.legal }),
  dba: (d: Deal) => (d.trade ? { [APP + 'trade_name']: d.trade } : null),
  entityText: (text: string) => ({ [APP + 'type_of_entity']: entityId(text) }),
  industry: (d: Deal) => ({ [APP + 'industry']: d.industry }),
  taxId: (d: Deal) => ({ [APP + 'business_tax_id']: d.taxId, [APP + 'business_tax_id_type']: d.taxIdType, [APP + 'business_tax_id_country']: 'US' }),
  state: (d: Deal) => ({ [APP + 'state_region']: d.addr.state, [APP + 'country']: 'United States' }),
  start: (d: Deal) => ({ [APP + 'business_start_date']: d.start }),
  amount: (d: Deal) => ({ [APP + 'requested_amount']: d.amount }),
  payment: (d: Deal) => ({ [APP + 'requested_payment']: d.payment }),
  count: (d: Deal) => ({ [APP + 'number_of_payments']: d.numPayments }),
  freq: (d: Deal) => ({ [APP + 'payment_frequency']: d.freq }),
  name: (o: Owner, i: number) => ({ [own(i, 'first_name')]: o.first, [own(i, 'last_name')]: o.last }),
  first: (o: Owner, i: number) => ({ [own(i, 'first_name')]: o.first }),
  last: (o: Owner, i: number) => ({ [own(i, 'last_name')]: o.last }),
  title: (o: Owner, i: number) => ({ [own(i, 'role')]: o.title }),
  pct: (o: Owner, i: number) => ({ [own(i, 'ownership')]: o.pct }),
  credit: (o: Owner, i: number) => ({ [own(i, 'credit_score')]: o.credit }),
  dob: (o: Owner, i: number) => ({ [own(i, 'date_of_birth')]: o.dob }),
  ssn: (o: Owner, i: number) => ({ [own(i, 'tax_id')]: o.ssnMasked ? null : o.ssn, [own(i, 'tax_id_type')]: o.ssn.startsWith('9') && !o.ssnMasked ? 'ITIN' : 'SSN',
    [own(i, 'tax_id_country')]: 'US' }),
};

export type NameFmt = 'first_last' | 'last_first' | 'cred';
export function nameText(o: Owner, fmt: NameFmt): string {
  const mi = o.middle ? ` ${o.middle}.` : '';
  if (fmt === 'last_first') return `${o.last}, ${o.first}${mi}`;
  return `${o.first}${mi} ${o.last}${fmt === 'cred' && o.cred ? `, ${o.cred}` : ''}`;
}
export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const cityLine = (a: { city: string; state: string; zip: string }): string => `${a.city}, ${a.state} ${a.zip}`;

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) for (const [path, v] of Object.entries(p.fields)) {
    const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (a) {
      const i = Number(a[1]);
      while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
      (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    } else (app as unknown as Record<string, unknown>)[path.slice(APP.length)] = v;
  }
  return app;
}
