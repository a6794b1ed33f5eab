// How this set's brokers print values, and the truth paths each printed value gives by applications.md's rules.
import { Rng } from '../../statements/generator/prng.ts';
import type { EntityKey, Merchant, Owner } from './merchant.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateFmt = 'mdy' | 'mdyy' | 'long' | 'iso' | 'mdy1' | 'abbr';
export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number) => String(n).padStart(2, '0');
  switch (f) {
    case 'mdy': return `${p(m)}/${p(d)}/${y}`;
    case 'mdyy': return `${p(m)}/${p(d)}/${String(y).slice(2)}`;
    case 'mdy1': return `${m}/${d}/${y}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    default: return iso;
  }
}

export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'spaced' | 'cad';
export function fmtMoney(n: number, f: MoneyFmt): string {
  const whole = Number.isInteger(n);
  const s = n.toLocaleString('en-US', { minimumFractionDigits: whole && f !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  switch (f) {
    case 'dollar': return `$${s}`;
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'spaced': return `$ ${s}`;
    case 'cad': return `$${s} CAD`;
    default: return s;
  }
}

export function fmtPhoneAlt(p: string, rng: Rng): string {
  const d = p.replace(/\D/g, '');
  return rng.pick([p, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`]);
}

/** The business tax id as printed, and its truth paths. bare: 9 digits with no separators (the label must say what it is). */
export function businessTaxId(m: Merchant, how: 'dashed' | 'bare' | 'bnSpaced' | 'bnTight'): { text: string; paths: Record<string, unknown> } {
  const t = m.taxId;
  let text: string;
  if (m.country === 'CA') text = how === 'bnTight' ? `${t}RC0001` : `${t} RC0001`;
  else if (how === 'bare') text = t;
  else if (m.taxIdType === 'EIN') text = `${t.slice(0, 2)}-${t.slice(2)}`;
  else text = `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  const digits = m.country === 'CA' ? `${t}RC0001` : t;
  return { text, paths: { business_tax_id: digits, business_tax_id_type: m.taxIdType, business_tax_id_country: m.country } };
}

export function ownerTaxId(o: Owner, i: number, masked: boolean, rng: Rng): { text: string; paths: Record<string, unknown> } {
  const t = o.taxId;
  if (o.taxIdType === 'SIN') {
    const text = masked ? `*** *** ${t.slice(6)}` : rng.chance(0.5) ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : `${t.slice(0, 3)}-${t.slice(3, 6)}-${t.slice(6)}`;
    return { text, paths: masked ? {} : { [`applicants.${i}.tax_id`]: t, [`applicants.${i}.tax_id_type`]: 'SIN', [`applicants.${i}.tax_id_country`]: 'CA' } };
  }
  if (masked) return { text: rng.pick([`***-**-${t.slice(5)}`, `XXX-XX-${t.slice(5)}`, `xxx-xx-${t.slice(5)}`]), paths: {} };
  return { text: `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`, paths: { [`applicants.${i}.tax_id`]: t, [`applicants.${i}.tax_id_type`]: o.taxIdType, [`applicants.${i}.tax_id_country`]: 'US' } };
}

export type NameFmt = 'full' | 'middle' | 'lastFirst' | 'cred';
export function ownerName(o: Owner, i: number, f: NameFmt): { text: string; paths: Record<string, unknown> } {
  let text: string;
  if (f === 'lastFirst') text = `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  else if (f === 'middle' && o.middle) text = `${o.first} ${o.middle}. ${o.last}`;
  else text = `${o.first} ${o.last}`;
  if (f === 'cred' && o.credential) text += `, ${o.credential}`;
  return { text, paths: { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last } };
}

/** Free-text entity wording and the entity-types id it reads as. */
export function entityText(k: EntityKey, country: 'US' | 'CA', rng: Rng): { text: string; id: string } {
  const corpId = country === 'CA' ? 'ca_corporation' : 'c_corporation';
  const opts: Record<EntityKey, [string, string][]> = {
    llc: [['LLC', 'llc'], ['Limited Liability Company', 'llc'], ['L.L.C.', 'llc']],
    corp: country === 'CA' ? [['Corporation', corpId], ['Ltd.', corpId], ['Inc.', corpId]] : [['Corporation', corpId], ['C-Corp', corpId], ['Inc', corpId]],
    scorp: [['S-Corp', 's_corporation'], ['S Corporation', 's_corporation'], ['S Corp', 's_corporation']],
    sole: [['Sole Proprietor', 'sole_proprietorship'], ['Sole Proprietorship', 'sole_proprietorship'], ['Sole Prop', 'sole_proprietorship']],
    partnership: [['Partnership', 'general_partnership'], ['General Partnership', 'general_partnership']],
    pllc: [['PLLC', 'pllc'], ['Professional LLC', 'pllc']],
    nonprofit: [['Non-Profit', 'nonprofit_corporation'], ['Nonprofit', 'nonprofit_corporation']],
    lp: [['LP', 'limited_partnership'], ['Limited Partnership', 'limited_partnership']],
  };
  const [text, id] = rng.pick(opts[k]);
  return { text, id };
}

export function entityId(k: EntityKey, country: 'US' | 'CA'): string {
  return ({ llc: 'llc', corp: country === 'CA' ? 'ca_corporation' : 'c_corporation', scorp: 's_corporation', sole: 'sole_proprietorship',
    partnership: 'general_partnership', pllc: 'pllc', nonprofit: 'nonprofit_corporation', lp: 'limited_partnership' } as const)[k];
}

export const FREQ_LABEL: Record<string, string[]> = { daily: ['Daily'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Bi-weekly'], monthly: ['Monthly'] };

/** Paths for the DBA as printed: null truth when blank, N/A, SAME or equal to the legal name. */
export function dbaPaths(m: Merchant): Record<string, unknown> | undefined {
  return m.dba ? { trade_name: m.dba } : undefined;
}
