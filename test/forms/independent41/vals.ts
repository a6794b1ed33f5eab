// The printed text of each value of a merchant and the truth paths it gives, drawn once per document.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import { A, P, bizTaxPaths, cityLine, date, dbaText, digits, money, namePaths, ownerName, pct, taxPaths, type Paths } from './blocks.ts';

export interface V { text: string | null; paths: Paths }
export interface OwnerVals { name: V; title: V; pct: V; tax: V; dob: V; credit: V; home: V; phone: V; email: V; masked: boolean }
export interface Vals {
  legal: V; dba: V; entity: V; industry: V; taxId: V; start: V; years: V; street: V; city: V; state: V; zip: V; cityLine: V;
  phone: V; email: V; website: V; amount: V; payment: V; count: V; freq: V; use: V; sales: V; employees: V; inc: V; owners: OwnerVals[];
}

const FREQ: Record<string, string[]> = { daily: ['Daily', 'Daily (M-F)', 'daily'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-Weekly', 'Bi-weekly'], monthly: ['Monthly'] };
const v = (text: string | null, paths: Paths = {}): V => ({ text, paths: text === null ? {} : paths });

export function vals(r: Rng, m: Merchant, o: { maskRate?: number; creditRate?: number } = {}): Vals {
  const ca = m.country === 'CA';
  const tin = m.taxType === 'BN' ? r.pick([m.taxId, `${m.taxId.slice(0, 9)} ${m.taxId.slice(9)}`]) : m.taxId;
  const masked = r.chance(o.maskRate ?? 0.4);
  const owners = m.owners.map((ow, i): OwnerVals => {
    const mk = masked || r.chance(0.1);
    return {
      name: v(ownerName(r, ow), namePaths(i, ow)), title: v(ow.title, { [P(i, 'role')]: ow.title }), pct: v(pct(r, ow.pct), { [P(i, 'ownership')]: ow.pct }),
      tax: v(mk ? ow.masked : ow.taxId, taxPaths(i, ow, mk)), dob: v(date(r, ow.dob, ca), { [P(i, 'date_of_birth')]: ow.dob }),
      credit: ow.credit !== null && r.chance(o.creditRate ?? 0.7) ? v(String(ow.credit), { [P(i, 'credit_score')]: ow.credit }) : v(null),
      home: v(`${ow.home.street}, ${ow.home.city}, ${ow.home.region} ${ow.home.zip}`), phone: v(ow.phone), email: v(ow.email), masked: mk,
    };
  });
  const start = new Date(m.start);
  return {
    legal: v(m.legal, { [A('legal_name')]: m.legal }), dba: dbaText(m), entity: v(m.entityText, { [A('type_of_entity')]: m.entityId }),
    industry: v(m.industryText, { [A('industry')]: m.industryId }),
    taxId: v(tin, bizTaxPaths(m)), start: v(date(r, m.start, ca), { [A('business_start_date')]: m.start }),
    years: v(String(2026 - start.getUTCFullYear())),
    street: v(m.addr.street), city: v(m.addr.city), state: v(m.addr.region, { [A('state_region')]: m.addr.region }), zip: v(m.addr.zip),
    cityLine: v(cityLine(m), { [A('state_region')]: m.addr.region }), phone: v(m.phone), email: v(m.email), website: v(m.website),
    amount: v(money(r, m.amount), { [A('requested_amount')]: m.amount }), payment: v(money(r, m.payment), { [A('requested_payment')]: m.payment }),
    count: v(String(m.count), { [A('number_of_payments')]: m.count }), freq: v(r.pick(FREQ[m.freq]!), { [A('payment_frequency')]: m.freq }),
    use: v(m.use), sales: v(money(r, m.monthlySales)), employees: v(String(m.employees)), inc: v(m.incState), owners,
  };
}

export const FREQ_OPTIONS = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
export const FREQ_IDS = ['daily', 'weekly', 'biweekly', 'monthly'];
export { digits };
