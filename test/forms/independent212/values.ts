// How one merchant is printed on a form (formats of dates, money, tax ids, names; which optional values are left
// blank) and what each printed value gives the truth under applications.md. Drawn from the print stream of
// (layout, seed), never from the style, so typed, handwritten and fillable print the same values.
import { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';

/** One printable value: its text and the truth paths it gives (empty: context; decoy: not the application's). */
export interface Entry { key: string; text: string; fields: Record<string, unknown>; decoy?: boolean }
export type Maybe = Entry | null;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const A = 'application.';

export interface Fmt { date: number; money: number; phone: number; pct: number; name: number; mask: boolean; einBare: boolean; bn: number; mark: number }

export function pickFmt(rng: Rng, country: string): Fmt {
  return { date: rng.int(0, 4), money: country === 'CA' ? rng.pick([0, 1, 3, 4]) : rng.int(0, 2), phone: rng.int(0, 2), pct: rng.int(0, 2), name: rng.int(0, 3),
    mask: rng.chance(0.3), einBare: rng.chance(0.25), bn: rng.int(0, 2), mark: rng.int(0, 2) };
}

export function fmtDate(iso: string, f: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  switch (f) {
    case 0: return `${mm}/${dd}/${y}`;
    case 1: return `${m}/${d}/${String(y).slice(2)}`;
    case 2: return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 3: return `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`;
    default: return `${mm}-${dd}-${y}`;
  }
}
export function fmtMoney(n: number, f: number): string {
  const cents = !Number.isInteger(n);
  const s = n.toLocaleString('en-US', { minimumFractionDigits: cents || f === 1 ? 2 : 0, maximumFractionDigits: 2 });
  switch (f) {
    case 0: return `$${s}`;
    case 1: return `$ ${s}`;
    case 2: return s.replace(/,/g, '');
    case 3: return `${s} CAD`;
    default: return `$${s.replace(/,/g, ' ')}`;
  }
}
export function fmtPhone(p: string, f: number): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  return f === 0 ? `(${a}) ${b}-${c}` : f === 1 ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}
function fmtSsn(o: Owner, mask: boolean): string {
  const t = o.taxId;
  if (mask) return o.taxType === 'SIN' ? `XXX XXX ${t.slice(6)}` : `XXX-XX-${t.slice(5)}`;
  return o.taxType === 'SIN' ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
}

/** Entity type as text (free-text layouts) and as the box to tick (checkbox layouts). */
const ENTITY_TEXT: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], c_corporation: ['Corporation', 'Inc.', 'C-Corp', 'Corp'], s_corporation: ['S-Corp', 'S Corporation'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], general_partnership: ['Partnership', 'General Partnership'],
  llp: ['LLP'], pllc: ['PLLC', 'Professional LLC'], limited_partnership: ['LP', 'Limited Partnership'],
  ca_corporation: ['Corporation', 'Ltd.', 'Inc.', 'Limited'], ca_ulc: ['ULC', 'Unlimited Liability Company'],
};
export const US_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['LP', 'limited_partnership'], ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];
export const CA_BOXES: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['Co-operative', 'cooperative']];
export const FREQ_BOXES: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

export interface OwnerValues {
  name: Entry; first: Entry; last: Entry; title: Entry; pct: Maybe; ssn: Maybe; dob: Maybe; credit: Maybe;
  home: Entry; homeCity: Entry; cell: Entry; email: Entry;
}
export interface Values {
  legal: Entry; dba: Maybe; entityText: Entry; entityBox: string; industry: Entry; taxId: Entry; street: Entry; city: Entry;
  region: Entry; postal: Entry; cityLine: Entry; start: Maybe; phone: Entry; email: Entry; website: Maybe; employees: Maybe;
  requested: Entry; payment: Maybe; numPayments: Maybe; frequency: string | null; use: Entry; sales: Entry; inc: Entry;
  owners: OwnerValues[]; decoys: Entry[]; markKind: number; summaryDate: string;
}

function ownerValues(o: Owner, i: number, rng: Rng, f: Fmt, country: string): OwnerValues {
  const p = `${A}applicants[${i}].`;
  const shown = f.name === 1 ? `${o.last}, ${o.first}` : `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
  const nameFields = { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last };
  const pct = f.pct === 0 ? `${o.pct}%` : f.pct === 1 ? String(o.pct) : `${o.pct}.0 %`;
  const masked = f.mask || rng.chance(0.1);
  const typeCountry = { [`${p}tax_id_type`]: masked ? null : o.taxType, [`${p}tax_id_country`]: masked ? null : country };
  return {
    name: { key: `o${i}.name`, text: shown, fields: nameFields },
    first: { key: `o${i}.first`, text: o.first, fields: { [`${p}first_name`]: o.first } },
    last: { key: `o${i}.last`, text: o.last, fields: { [`${p}last_name`]: o.last } },
    title: { key: `o${i}.title`, text: o.title, fields: { [`${p}role`]: o.title } },
    pct: { key: `o${i}.pct`, text: pct, fields: { [`${p}ownership`]: o.pct } },
    ssn: { key: `o${i}.ssn`, text: fmtSsn(o, masked), fields: { [`${p}tax_id`]: masked ? null : o.taxId, ...typeCountry } },
    dob: rng.chance(0.85) ? { key: `o${i}.dob`, text: fmtDate(o.dob, (f.date + 1) % 5), fields: { [`${p}date_of_birth`]: o.dob } } : null,
    credit: o.credit !== null ? { key: `o${i}.credit`, text: String(o.credit), fields: { [`${p}credit_score`]: o.credit } } : null,
    home: { key: `o${i}.home`, text: o.home.street, fields: {}, decoy: true },
    homeCity: { key: `o${i}.homecity`, text: `${o.home.city}, ${o.home.region} ${o.home.postal}`, fields: {}, decoy: true },
    cell: { key: `o${i}.cell`, text: fmtPhone(o.cell, f.phone), fields: {} },
    email: { key: `o${i}.email`, text: o.email, fields: {} },
  };
}

function taxIdText(m: Merchant, f: Fmt): string {
  const t = m.taxId;
  if (m.taxType === 'BN') return f.bn === 0 ? `${t} ${m.bnProgram}` : f.bn === 1 ? `${t}${m.bnProgram}` : `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)} ${m.bnProgram}`;
  if (m.taxType === 'EIN') return f.einBare ? t : `${t.slice(0, 2)}-${t.slice(2)}`;
  return `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
}

export function makeValues(m: Merchant, rng: Rng): Values {
  const f = pickFmt(rng, m.country);
  const cName = m.country === 'US' ? 'United States' : 'Canada';
  const where = { [`${A}state_region`]: m.address.region, [`${A}country`]: cName };
  const dbaMode = m.dba ? 'dba' : rng.pick(['blank', 'SAME', 'N/A', 'legal']);
  const dbaText = m.dba ?? (dbaMode === 'legal' ? m.legal : dbaMode);
  const entityText = rng.pick(ENTITY_TEXT[m.entity]!);
  const money = (n: number): string => fmtMoney(n, f.money);
  const d = (key: string, text: string): Entry => ({ key, text, fields: {}, decoy: true });
  const decoys: Entry[] = [d('landlord', m.landlord), d('landlord.phone', fmtPhone(m.landlordPhone, f.phone)), d('bank', m.bank),
    d('routing', m.routing), d('account', m.account), d('iso.name', m.iso.name), d('iso.company', m.iso.company),
    d('iso.phone', fmtPhone(m.iso.phone, (f.phone + 1) % 3)), d('iso.id', m.iso.id),
    ...m.references.flatMap((r, i) => [d(`ref${i}.name`, r.name), d(`ref${i}.phone`, fmtPhone(r.phone, f.phone))]),
    ...m.advances.flatMap((a, i) => [d(`adv${i}.funder`, a.funder), d(`adv${i}.balance`, money(a.balance)), d(`adv${i}.payment`, money(a.payment))])];
  const printTerms = rng.chance(0.6);
  return {
    legal: { key: 'legal', text: m.legal, fields: { [`${A}legal_name`]: m.legal } },
    dba: dbaMode === 'blank' ? null : { key: 'dba', text: dbaText, fields: { [`${A}trade_name`]: m.dba } },
    entityText: { key: 'entity', text: entityText, fields: { [`${A}type_of_entity`]: m.entity } },
    entityBox: m.entity,
    industry: { key: 'industry', text: m.industryText, fields: { [`${A}industry`]: m.industryId } },
    taxId: { key: 'taxid', text: taxIdText(m, f), fields: { [`${A}business_tax_id`]: m.taxId + (m.bnProgram ?? ''),
      [`${A}business_tax_id_type`]: m.taxType, [`${A}business_tax_id_country`]: m.country } },
    street: { key: 'street', text: m.address.street, fields: {} },
    city: { key: 'city', text: m.address.city, fields: {} },
    region: { key: 'region', text: m.address.region, fields: where },
    postal: { key: 'postal', text: m.address.postal, fields: {} },
    cityLine: { key: 'cityline', text: `${m.address.city}, ${m.address.region} ${m.address.postal}`, fields: where },
    start: rng.chance(0.9) ? { key: 'start', text: fmtDate(m.start, f.date), fields: { [`${A}business_start_date`]: m.start } } : null,
    phone: { key: 'phone', text: fmtPhone(m.phone, f.phone), fields: {} },
    email: { key: 'email', text: m.email, fields: {} },
    website: m.website ? { key: 'website', text: m.website, fields: {} } : null,
    employees: rng.chance(0.7) ? { key: 'employees', text: String(m.employees), fields: {} } : null,
    requested: { key: 'requested', text: money(m.requested), fields: { [`${A}requested_amount`]: m.requested } },
    payment: printTerms ? { key: 'payment', text: money(m.payment), fields: { [`${A}requested_payment`]: m.payment } } : null,
    numPayments: printTerms ? { key: 'npay', text: String(m.numPayments), fields: { [`${A}number_of_payments`]: m.numPayments } } : null,
    frequency: printTerms ? m.frequency : null,
    use: { key: 'use', text: m.use, fields: {} },
    sales: { key: 'sales', text: money(m.monthlySales), fields: {} },
    inc: d('inc', m.incRegion === 'CD' ? 'Canada (CBCA)' : m.incRegion),
    owners: m.owners.map((o, i) => ownerValues(o, i, rng, f, m.country)),
    decoys, markKind: f.mark, summaryDate: fmtDate('2025-11-04', f.date),
  };
}
