// How the values of a merchant are printed, and the truth each printed text gives (applications.md's rules).
import type { Rng } from '../../statements/generator/prng.ts';
import { iso, type EntityKind, type Merchant, type Owner, type Ymd } from './model.ts';

export type Paths = Record<string, unknown>;
export interface P { text: string | null; paths: Paths }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The entity-types id of each label or free text we print (checked against the reference in the test). */
export function entityId(text: string, country: 'US' | 'CA'): string {
  const k = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const corp = country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const map: Record<string, string> = { corporation: corp, corp: corp, inc: corp, ltd: corp, ccorp: 'c_corporation', scorp: 's_corporation',
    scorporation: 's_corporation', llc: 'llc', limitedliabilitycompany: 'llc', partnership: 'general_partnership', generalpartnership: 'general_partnership',
    soleproprietor: 'sole_proprietorship', soleproprietorship: 'sole_proprietorship', soleprop: 'sole_proprietorship', llp: 'llp', pllc: 'pllc',
    lp: 'limited_partnership', limitedpartnership: 'limited_partnership', nonprofit: 'nonprofit_corporation' };
  const id = map[k];
  if (!id) throw new Error(`no entity id for ${text}`);
  return id;
}

/** Free text a merchant writes for its entity type. */
export function entityText(m: Merchant, r: Rng): string {
  if (m.country === 'CA' && m.entity === 'corp') return r.pick(['Corporation', 'Inc.', 'Ltd.', 'Corp.']);
  const t: Record<EntityKind, readonly string[]> = { corp: ['Corporation', 'Corp', 'C-Corp', 'Inc.'], llc: ['LLC', 'L.L.C.', 'Limited Liability Company'],
    scorp: ['S-Corp', 'S Corporation', 'S Corp'], partnership: ['Partnership', 'General Partnership'], sole: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'],
    llp: ['LLP'], pllc: ['PLLC'], lp: ['LP', 'Limited Partnership'] };
  return r.pick(t[m.entity]);
}

export function entityP(text: string, m: Merchant): P { return { text, paths: { type_of_entity: entityId(text, m.country) } }; }

export function date(d: Ymd, r: Rng, country: 'US' | 'CA', twoDigitYear = false): string {
  if (country === 'CA') return r.chance(0.6) ? iso(d) : `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
  return r.weighted<() => string>([
    [() => `${pad(d.m)}/${pad(d.d)}/${d.y}`, 5], [() => `${d.m}/${d.d}/${twoDigitYear && d.y >= 2000 ? String(d.y).slice(2) : d.y}`, 3],
    [() => `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`, 1], [() => `${pad(d.m)}-${pad(d.d)}-${d.y}`, 1]])();
}

export function money(n: number, r: Rng, country: 'US' | 'CA', cents = false): string {
  const s = n.toLocaleString('en-US', cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {});
  if (country === 'CA' && r.chance(0.3)) return `CAD ${s}`;
  return r.weighted([[`$${s}`, 6], [`$ ${s}`, 1], [s, 2]]);
}

export function legalP(m: Merchant): P { return { text: m.legal, paths: { legal_name: m.legal } }; }

/** The DBA / operating name line: the name, or blank / SAME / N/A / the legal name again (null in the truth). */
export function dbaP(m: Merchant, r: Rng): P {
  if (m.dba) return { text: m.dba, paths: { trade_name: m.dba } };
  return { text: r.pick(['', '', 'SAME', 'N/A', m.legal, 'Same as above']) || null, paths: {} };
}

export function industryP(m: Merchant): P { return { text: m.industryText, paths: { industry: m.industry } }; }

/** The business tax ID; `einLabel` when the label itself says EIN / BN (a bare 9-digit number is then typed by it). */
export function taxP(m: Merchant, r: Rng, einLabel: boolean): P {
  if (!m.taxId) return { text: null, paths: {} };
  const digits = m.taxId.replace(/[^0-9A-Z]/g, '');
  if (m.taxMasked) return { text: m.taxType === 'BN' ? `*****${digits.slice(5, 9)} ${digits.slice(9)}` : `XX-XXX${digits.slice(5, 9)}`, paths: {} };
  const country = m.country;
  if (m.taxType === 'BN') {
    const text = r.pick([m.taxId, digits, `${digits.slice(0, 9)}-${digits.slice(9)}`]);
    return { text, paths: { business_tax_id: digits, business_tax_id_type: 'BN', business_tax_id_country: 'CA' } };
  }
  const text = m.taxType === 'EIN' && einLabel && r.chance(0.4) ? digits : m.taxId;
  return { text, paths: { business_tax_id: digits, business_tax_id_type: m.taxType, business_tax_id_country: country } };
}

export function stateP(m: Merchant): P {
  return { text: m.address.state, paths: { state_region: m.address.state, country: m.country === 'CA' ? 'Canada' : 'United States' } };
}

export function amountP(m: Merchant, r: Rng): P { return { text: money(m.amount, r, m.country), paths: { requested_amount: m.amount } }; }
export function paymentP(m: Merchant, r: Rng): P { return { text: money(m.payment, r, m.country, r.chance(0.5)), paths: { requested_payment: m.payment } }; }
export function countP(m: Merchant): P { return { text: String(m.payments), paths: { number_of_payments: m.payments } }; }
export const FREQ_LABEL: Record<Merchant['frequency'], readonly string[]> = {
  daily: ['Daily'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Bi-weekly', 'Every 2 weeks'], monthly: ['Monthly'] };

export function startP(m: Merchant, r: Rng): P {
  if (!m.start) return { text: null, paths: {} };
  return { text: date(m.start, r, m.country, true), paths: { business_start_date: iso(m.start) } };
}

/** Years in business on the signing date (a number of whole years, context only). */
export function yearsIn(m: Merchant): number | null {
  if (!m.start) return null;
  return m.signed.y - m.start.y - (m.signed.m * 100 + m.signed.d < m.start.m * 100 + m.start.d ? 1 : 0);
}

const A = (i: number, f: string) => `applicants[${i}].${f}`;
/** The owner's name as one text: `First M. Last` or `Last, First M.`. */
export function nameP(o: Owner, i: number, r: Rng, lastFirst: boolean): P {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const text = lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${r.chance(0.5) ? mid : ''} ${o.last}`;
  return { text, paths: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last } };
}
export function firstP(o: Owner, i: number): P { return { text: o.first, paths: { [A(i, 'first_name')]: o.first } }; }
export function lastP(o: Owner, i: number): P { return { text: o.last, paths: { [A(i, 'last_name')]: o.last } }; }
export function titleP(o: Owner, i: number): P { return { text: o.title, paths: { [A(i, 'role')]: o.title } }; }
export function pctP(o: Owner, i: number, r: Rng): P { return { text: r.chance(0.7) ? `${o.pct}%` : String(o.pct), paths: { [A(i, 'ownership')]: o.pct } }; }
export function ficoP(o: Owner, i: number): P { return o.fico ? { text: String(o.fico), paths: { [A(i, 'credit_score')]: o.fico } } : { text: null, paths: {} }; }
export function dobP(o: Owner, i: number, r: Rng, country: 'US' | 'CA'): P { return { text: date(o.dob, r, country), paths: { [A(i, 'date_of_birth')]: iso(o.dob) } }; }

/** SSN / ITIN / SIN, masked (null in the truth) or in full. */
export function ownerTaxP(o: Owner, i: number, r: Rng): P {
  const d = o.taxId.replace(/\D/g, '');
  if (o.masked) {
    const text = o.taxType === 'SIN' ? `XXX XXX ${d.slice(6)}` : r.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]);
    return { text, paths: {} };
  }
  return { text: o.taxId, paths: { [A(i, 'tax_id')]: d, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

export function addr1(a: { street: string; city: string; state: string; zip: string }): string { return `${a.street}, ${a.city}, ${a.state} ${a.zip}`; }
