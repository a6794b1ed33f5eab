// Corrections (the struck value and the initials beside the final one), printed dates, and the truth the corrected
// form gives by applications.md's rules.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { einFmt, money, pad, ssnFmt, type Merchant, type Rng } from './data.ts';

export type DateFmt = 'us' | 'short' | 'long' | 'dash';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'short') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 'dash') return `${pad(m)}-${pad(d)}-${y}`;
  return `${pad(m)}/${pad(d)}/${y}`;
}

export const initials = (m: Merchant): string => `${m.owners[0]!.first[0]}${m.owners[0]!.last[0]}`;

function oldValue(key: string, m: Merchant, r: Rng, dates: DateFmt): string | null {
  const o = m.owners[0]!;
  switch (key) {
    case 'amount': { const a = m.amount + r.pick([-1, 1]) * r.int(5, 30) * 1000; return a > 0 && a !== m.amount ? money(a) : money(m.amount + 10000); }
    case 'dba': return m.dba ? `${m.dba.split(' ').slice(1).join(' ')} ${r.pick(['Express', 'Plus', '& Co', 'Depot'])}` : null;
    case 'start': { const y = Number(m.startIso.slice(0, 4)) + r.pick([-2, -1, 1, 2]); return fmtDate(`${y}${m.startIso.slice(4)}`, dates); }
    case 'phone': return `${m.phone.slice(0, 6)}${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;
    case 'pct0': { const used = new Set(m.owners.map((x) => x.pct)); let p = o.pct; while (used.has(p)) p = r.int(2, 19) * 5; return `${p}%`; }
    case 'ssn0': return o.masked || m.entityId === 'sole_proprietorship' ? null : ssnFmt(`${o.ssn.slice(0, 5)}${pad((Number(o.ssn.slice(5)) + r.int(11, 900)) % 10000 || 1234, 4)}`);
    case 'taxId': { if (m.taxType !== 'EIN') return null; const d = m.taxId.split(''); if (d[4] === d[5]) d[5] = String((Number(d[5]) + 3) % 10); else [d[4], d[5]] = [d[5]!, d[4]!]; return einFmt(d.join('')); }
    case 'legal': return m.entityId === 'sole_proprietorship' ? null : `${m.legal.replace(/,? (LLC|L\.L\.C\.|Inc\.|Corp\.|Partners|LLP|PLLC|LP)$/, '')} ${r.pick(['Group', 'Holdings', 'Enterprises'])}`;
    case 'score0': return o.score === null ? null : String(o.score + r.pick([-1, 1]) * r.int(15, 60));
    case 'street': return `${Number(m.street.split(' ')[0]) + r.int(3, 80)} ${m.street.split(' ').slice(1).join(' ')}`;
    default: return null;
  }
}

/** Marks `n` of the candidate fields as corrected on the form (each with a struck old value). */
export function addFixes(m: Merchant, r: Rng, candidates: string[], n: number, dates: DateFmt): void {
  for (const key of r.shuffle([...candidates])) {
    if (Object.keys(m.fixes).length >= n) break;
    const old = oldValue(key, m, r, dates);
    if (old) m.fixes[key] = { old, initials: initials(m) };
  }
}

export interface TruthOpts {
  /** Fields the form never prints. */
  omit?: (keyof TruthApplication)[];
  scores?: boolean;
  dob?: boolean;
}

export function truthOf(m: Merchant, o: TruthOpts = {}): TruthApplication {
  const t = emptyApplication();
  Object.assign(t, {
    trade_name: m.dba, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId, business_tax_id: m.taxId,
    business_tax_id_country: 'US', business_tax_id_type: m.taxType, state_region: m.state, country: 'United States', requested_amount: m.amount,
    requested_payment: m.payment, number_of_payments: m.nPayments, payment_frequency: m.freq, business_start_date: m.startIso,
  });
  for (const k of o.omit ?? []) (t as unknown as Record<string, unknown>)[k] = null;
  t.applicants = m.owners.map((w) => ({
    first_name: w.first, last_name: w.last, role: w.role, ownership: w.pct, credit_score: o.scores === false ? null : w.score,
    tax_id: w.masked ? null : w.ssn, tax_id_type: w.masked ? null : w.ssnType, tax_id_country: w.masked ? null : 'US', date_of_birth: o.dob === false ? null : w.dobIso,
  }));
  return t;
}

/** How an owner's name is printed. */
export function ownerName(w: Merchant['owners'][number]): string {
  return w.lastFirst ? `${w.last}, ${w.first}${w.middle ? ` ${w.middle}` : ''}` : `${w.first}${w.middle ? ` ${w.middle}` : ''} ${w.last}`;
}

export function ssnShown(w: Merchant['owners'][number], r: Rng): string {
  return w.masked ? `${r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${w.ssn.slice(5)}` : ssnFmt(w.ssn);
}

export function taxShown(m: Merchant): string { return m.taxType === 'EIN' ? einFmt(m.taxId) : ssnFmt(m.taxId); }
