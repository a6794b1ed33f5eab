// What each printed value gives (applications.md's rules applied to a Merchant), shared by the four layouts.
import { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtEin, fmtSin, fmtSsn, money, type Merchant, type Owner } from './data.ts';
import type { Fields } from './sheet.ts';

const A = (i: number, f: string) => `application.applicants[${i}].${f}`;

/** The owner's name as one printed string, and the first/last it gives. */
export function ownerName(r: Rng, o: Owner, i: number, allowComma = true): [string, Fields] {
  const f: Fields = { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last };
  const mid = o.middle ? ` ${o.middle}.` : '';
  const cred = o.cred && r.chance(0.7) ? `, ${o.cred}` : '';
  const pre = o.prefix && r.chance(0.7) ? `${o.prefix} ` : '';
  if (allowComma && r.chance(0.2)) return [`${o.last}, ${o.first}${mid}`, f];
  return [`${pre}${o.first}${mid} ${o.last}${cred}`, f];
}
export const firstF = (o: Owner, i: number): Fields => ({ [A(i, 'first_name')]: o.first });
export const lastF = (o: Owner, i: number): Fields => ({ [A(i, 'last_name')]: o.last });
export const roleF = (o: Owner, i: number): Fields => ({ [A(i, 'role')]: o.title });
export const pctText = (r: Rng, o: Owner): string => r.pick([`${o.pct}%`, `${o.pct}`, `${o.pct} %`]);
export const pctF = (o: Owner, i: number): Fields => ({ [A(i, 'ownership')]: o.pct });
export const ficoF = (o: Owner, i: number): Fields => ({ [A(i, 'credit_score')]: o.fico });
export const dobF = (o: Owner, i: number): Fields => ({ [A(i, 'date_of_birth')]: o.dob });

/** The owner's SSN/ITIN/SIN as written: in full (a field), masked (no field) or left blank (null). */
export function ownerTax(r: Rng, o: Owner, i: number): [string | null, Fields | undefined] {
  const roll = r.next();
  const last4 = o.taxId.slice(-4);
  if (roll < 0.1) return [null, undefined];
  if (roll < 0.38) {
    const masked = o.taxType === 'SIN' ? r.pick([`***-***-${o.taxId.slice(-3)}`, `XXX XXX ${o.taxId.slice(-3)}`]) : r.pick([`XXX-XX-${last4}`, `***-**-${last4}`, `xxx-xx-${last4}`]);
    return [masked, undefined];
  }
  const text = o.taxType === 'SIN' ? fmtSin(o.taxId, r.pick([' ', '-'])) : r.chance(0.85) ? fmtSsn(o.taxId) : o.taxId;
  return [text, { [A(i, 'tax_id')]: o.taxId, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' }];
}

/** The business tax ID as written (EIN, the sole proprietor's SSN, or a BN with or without its program account). */
export function bizTax(r: Rng, m: Merchant, withProgram = true): [string, Fields] {
  const base = { 'application.business_tax_id_country': m.country };
  if (m.taxType === 'BN') {
    const prog = withProgram && r.chance(0.7);
    const text = prog ? r.pick([`${m.taxId}RC0001`, `${m.taxId} RC0001`, `${m.taxId.slice(0, 5)} ${m.taxId.slice(5)} RC 0001`]) : r.pick([m.taxId, `${m.taxId.slice(0, 3)} ${m.taxId.slice(3, 6)} ${m.taxId.slice(6)}`]);
    return [text, { ...base, 'application.business_tax_id': prog ? `${m.taxId}RC0001` : m.taxId, 'application.business_tax_id_type': 'BN' }];
  }
  const text = m.taxType === 'EIN' ? fmtEin(m.taxId) : fmtSsn(m.taxId);
  return [text, { ...base, 'application.business_tax_id': m.taxId, 'application.business_tax_id_type': m.taxType }];
}

export const legalF = (m: Merchant): Fields => ({ 'application.legal_name': m.legal });
export const dbaF = (m: Merchant): Fields | undefined => (m.dba ? { 'application.trade_name': m.dba } : undefined);
export const industryF = (m: Merchant): Fields => ({ 'application.industry': m.industry });
export const regionF = (m: Merchant): Fields => ({ 'application.state_region': m.region, 'application.country': m.country === 'CA' ? 'Canada' : 'United States' });
export const amountF = (m: Merchant): Fields => ({ 'application.requested_amount': m.amount });
export const startF = (m: Merchant): Fields => ({ 'application.business_start_date': m.start });
export const entityF = (id: string): Fields => ({ 'application.type_of_entity': id });

export function amountText(r: Rng, n: number, ca = false): string {
  return ca ? r.pick([`${money(n)} CAD`, money(n), `CAD ${money(n)}`, `${n.toLocaleString('en-US')}`]) : r.pick([money(n), money(n, true), `${n.toLocaleString('en-US')}`, `$ ${n.toLocaleString('en-US')}`]);
}
export function startText(r: Rng, iso: string, ca = false): string {
  return ca ? r.pick([fmtDate(iso, 'iso'), fmtDate(iso, 'long')]) : fmtDate(iso, r.pick(['us', 'us', 'us2', 'long'] as const));
}
export const yearsIn = (iso: string): string => String(2026 - Number(iso.slice(0, 4)));

/** How the owner's home line reads (a decoy: not the business address). */
export const homeLine = (o: Owner): string => `${o.street}, ${o.city}, ${o.region} ${o.postal}`;

const FUNDERS = ['Velocity Capital Group', 'Fundbox Advance', 'Kapitus', 'Rapid Bridge Funding', 'Pearl Lane Capital', 'Everest Receivables', 'Yellowstone Advance', 'CFG Merchant Sol.', 'Clearline Capital', 'Forward Financing'];
/** 0-2 existing advances (funder, balance, payment): positions, never the request. */
export function advances(r: Rng): { funder: string; balance: string; payment: string }[] {
  const n = r.weighted([[0, 4], [1, 3], [2, 1.5]]);
  return Array.from({ length: n }, () => ({ funder: r.pick(FUNDERS), balance: money(r.int(8, 90) * 1000), payment: `${money(r.int(150, 2400))}/${r.pick(['day', 'wk'])}` }));
}
export const ISO_REPS = ['Jordan Blake', 'Nicole Ferraro', 'Sam Whitaker', 'Andrea Moss', 'Chris Delacroix', 'Pat Kowal', 'Vince Romano', 'Dana Liu'];
export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'US Bank', 'Citizens Bank'];
export const BANKS_CA = [['RBC Royal Bank', '003'], ['TD Canada Trust', '004'], ['Scotiabank', '002'], ['BMO Bank of Montreal', '001'], ['CIBC', '010'], ['Desjardins', '815']] as const;
