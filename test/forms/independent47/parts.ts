// What corrections a document carries (the plan) and the labelled values of a form (items) with the truth each gives.
// Truth decisions (README): a struck value's correction with initials, a patch's new value, a caret's insertion and a
// later addendum's value are the truth; the first-written values they replace are not.
import { type Case, type Owner, type Rng, dateText, einText, fullName, initials, money, ssnText } from './data.ts';
import type { Set, Sheet } from './sheet.ts';

export type Fix = 'plain' | 'strike' | 'patch';
export interface Plan {
  amount: Fix; ein: Fix; start: Fix;
  legalCaret: boolean; middleCaret: number | null; nameFix: number | null; nameFixKind: Fix; pctFix: number | null;
  amend: 'none' | 'amount' | 'owner'; stamp: 'RECEIVED' | 'COPY' | 'FAXED' | null; watermark: 'DRAFT' | 'CONFIDENTIAL' | null;
  sticky: boolean; highlight: boolean;
  /** The legal name as it reads after a caret insertion (or as printed). */
  legalFinal: string; init: string; dateForm: number;
}

export type Mark = { kind: 'strike' | 'patch'; old: string } | { kind: 'caret'; ins: string; at: number };
export interface Item { label: string; text: string; name: string; set?: Set; mark?: Mark; span?: number }

export function makePlan(c: Case, r: Rng, fixed: Partial<Plan>): Plan {
  const fix = (): Fix => r.weighted<Fix>([['plain', 3], ['strike', 1], ['patch', 1]]);
  const sole = c.entity.id === 'sole_proprietorship';
  const multi = c.owners.length > 1;
  const p: Plan = {
    amount: fix(), ein: r.chance(0.3) ? fix() : 'plain', start: r.chance(0.3) ? fix() : 'plain',
    legalCaret: !sole && r.chance(0.25), middleCaret: r.chance(0.25) ? 0 : null,
    nameFix: !sole && r.chance(0.3) ? r.int(0, c.owners.length - 1) : null, nameFixKind: r.chance(0.5) ? 'strike' : 'patch',
    pctFix: multi && r.chance(0.35) ? r.int(0, c.owners.length - 1) : null,
    amend: r.weighted<Plan['amend']>([['none', 2], ['amount', 1], ['owner', 1]]),
    stamp: r.pick(['RECEIVED', 'COPY', 'FAXED', null] as const), watermark: r.pick(['DRAFT', 'CONFIDENTIAL', null, null] as const),
    sticky: r.chance(0.5), highlight: r.chance(0.5), legalFinal: c.legal, init: initials(c.owners[0]!), dateForm: r.int(0, 2),
    ...fixed,
  };
  if (sole) { p.legalCaret = false; p.nameFix = null; if (p.amend === 'owner') p.amend = 'amount'; }
  if (!c.entity.suffix.startsWith(',') && !c.entity.suffix.startsWith(' Inc')) p.legalCaret = false;
  if (p.legalCaret) p.legalFinal = `${c.base} ${c.entity.suffix.replace(/^,?\s*/, '')}`;
  if (p.nameFix !== null && p.nameFix === p.middleCaret) p.middleCaret = null;
  return p;
}

/** Draws an item's value with its mark (if any) at a cell's value position. */
export function drawItem(s: Sheet, it: Item, x: number, y: number, w: number, init: string): void {
  const m = it.mark;
  if (!s.spots.has(it.name)) s.spots.set(it.name, [s.page, x, y, w]);
  if (!m) s.value(it.text, x, y, w, it.name, it.set);
  else if (m.kind === 'strike') s.strike(m.old, it.text, init, x, y, w, it.name, it.set ?? {});
  else if (m.kind === 'patch') s.patch(m.old, it.text, x, y, w, it.name, it.set ?? {});
  else if (m.kind === 'caret') s.caret(it.text, m.ins, m.at, x, y, w, it.name, it.set ?? {});
}

const fixMark = (f: Fix, old: string): Mark | undefined => (f === 'plain' ? undefined : { kind: f, old });

export function legalItem(c: Case, p: Plan, label = 'Legal Business Name'): Item {
  if (!p.legalCaret) return { label, text: c.legal, name: 'legal_name', set: { legal_name: c.legal } };
  const ins = c.entity.suffix.replace(/^,?\s*/, '');
  return { label, text: c.base, name: 'legal_name', set: { legal_name: p.legalFinal }, mark: { kind: 'caret', ins, at: c.base.length } };
}

export function dbaItem(c: Case, label = 'DBA'): Item {
  return { label, text: c.dba ?? '', name: 'dba', set: c.dba && c.dba !== 'SAME' && c.dba !== c.legal ? { trade_name: c.dba } : {} };
}

export const entityTextItem = (c: Case, label = 'Entity Type'): Item => ({ label, text: c.entity.text, name: 'entity_type', set: { type_of_entity: c.entity.id } });
export const industryItem = (c: Case, label = 'Type of Business'): Item => ({ label, text: c.industryText, name: 'business_type', set: { industry: c.industry } });

export function einItem(c: Case, p: Plan, label = 'Federal Tax ID'): Item {
  const show = c.einType === 'SSN' ? ssnText : einText;
  return { label, text: show(c.ein), name: 'tax_id', set: { business_tax_id: c.ein, business_tax_id_type: c.ein.startsWith('9') && c.einType === 'SSN' ? 'ITIN' : c.einType, business_tax_id_country: 'US' },
    mark: fixMark(p.ein, show(c.oldEin)) };
}

export const startItem = (c: Case, p: Plan, label = 'Business Start Date'): Item =>
  ({ label, text: dateText(c.start, p.dateForm), name: 'start_date', set: { business_start_date: c.start }, mark: fixMark(p.start, dateText(c.oldStart, p.dateForm)) });

export const amountItem = (c: Case, p: Plan, label = 'Requested Amount'): Item =>
  ({ label, text: money(c.amount), name: 'requested_amount', set: { requested_amount: c.amount }, mark: fixMark(p.amount, money(c.oldAmount)) });

export function addressItems(c: Case, joined: boolean): Item[] {
  const st: Set = { state_region: c.state, country: 'United States' };
  if (joined) return [{ label: 'Business Address', text: c.street, name: 'street', span: 2 }, { label: 'City, State, Zip', text: `${c.city}, ${c.state} ${c.zip}`, name: 'city_state_zip', set: st }];
  return [{ label: 'Street Address', text: c.street, name: 'street', span: 2 }, { label: 'City', text: c.city, name: 'city' },
    { label: 'State', text: c.state, name: 'state', set: st }, { label: 'Zip', text: c.zip, name: 'zip' }];
}

export const contactItems = (c: Case): Item[] => [{ label: 'Business Phone', text: c.phone, name: 'phone' },
  { label: 'Email', text: c.email, name: 'email' }, { label: 'Website', text: c.website ?? '', name: 'website' }];

function misspell(last: string): string {
  if (last.endsWith('i')) return last.slice(0, -1) + 'y';
  const i = last.search(/[aeiou](?=[^aeiou]*$)/);
  return i > 0 ? last.slice(0, i) + (last[i] === 'e' ? 'a' : 'e') + last.slice(i + 1) : last + 'e';
}

/** An owner's items; `k` is the owner's place in the printed order (its applicants index). */
export function ownerItems(o: Owner, k: number, p: Plan, o2: { lastFirst?: boolean; score?: boolean; dobForm?: number } = {}): Record<string, Item> {
  const a = `applicants.${k}`;
  const nameOf = (last: string) => (o2.lastFirst ? `${last}, ${o.first}` : `${o.first} ${last}`);
  const name: Item = { label: 'Owner Name', text: nameOf(o.last), name: `owner${k + 1}_name`, set: { [`${a}.first_name`]: o.first, [`${a}.last_name`]: o.last } };
  if (p.nameFix === k) name.mark = { kind: p.nameFixKind === 'patch' ? 'patch' : 'strike', old: nameOf(misspell(o.last)) };
  else if (p.middleCaret === k && !o.middle) name.mark = { kind: 'caret', ins: 'R.', at: o2.lastFirst ? name.text.length : o.first.length };
  else if (o.middle && !o2.lastFirst) name.text = `${o.first} ${o.middle} ${o.last}`;
  const pct: Item = { label: 'Ownership %', text: `${o.pct}%`, name: `owner${k + 1}_pct`, set: { [`${a}.ownership`]: o.pct } };
  if (p.pctFix === k) pct.mark = { kind: 'strike', old: `${o.pct + 10}%` };
  const ssn: Item = o.masked ? { label: 'SSN', text: `XXX-XX-${o.ssn.slice(5)}`, name: `owner${k + 1}_ssn` }
    : { label: 'SSN', text: ssnText(o.ssn), name: `owner${k + 1}_ssn`, set: { [`${a}.tax_id`]: o.ssn, [`${a}.tax_id_type`]: o.ssn.startsWith('9') ? 'ITIN' : 'SSN', [`${a}.tax_id_country`]: 'US' } };
  return {
    name, pct, ssn,
    title: { label: 'Title', text: o.title, name: `owner${k + 1}_title`, set: { [`${a}.role`]: o.title } },
    dob: { label: 'Date of Birth', text: dateText(o.dob, o2.dobForm ?? 0), name: `owner${k + 1}_dob`, set: { [`${a}.date_of_birth`]: o.dob } },
    score: { label: 'Credit Score', text: o.score === null ? '' : String(o.score), name: `owner${k + 1}_fico`, set: o.score === null ? {} : { [`${a}.credit_score`]: o.score } },
    home: { label: 'Home Address', text: `${o.home}, ${o.homeCity}`, name: `owner${k + 1}_home`, span: 2 },
    phone: { label: 'Cell Phone', text: `(${o.ssn.slice(0, 3)}) 555-${o.ssn.slice(5)}`, name: `owner${k + 1}_cell` },
  };
}

/** The decoys every form carries, as items: the ISO rep, landlord, bank, processor (none sets truth). */
export function decoyItems(c: Case): Record<string, Item> {
  return {
    isoName: { label: 'ISO / Sales Rep', text: c.iso.name, name: 'iso_rep' },
    isoCo: { label: 'ISO Company', text: c.iso.company, name: 'iso_company' },
    isoPhone: { label: 'Rep Phone', text: c.iso.phone, name: 'iso_phone' },
    landlord: { label: 'Landlord / Mortgage Co.', text: c.landlord.name, name: 'landlord' },
    landPhone: { label: 'Landlord Phone', text: c.landlord.phone, name: 'landlord_phone' },
    rent: { label: 'Monthly Rent', text: money(c.landlord.rent), name: 'rent' },
    bank: { label: 'Bank Name', text: c.bank.name, name: 'bank_name' },
    routing: { label: 'Routing #', text: c.bank.routing, name: 'routing' },
    account: { label: 'Account #', text: c.bank.account, name: 'account' },
    sales: { label: 'Avg. Monthly Sales', text: money(c.monthlySales), name: 'monthly_sales' },
    annual: { label: 'Annual Revenue', text: money(c.monthlySales * 12), name: 'annual_revenue' },
    processor: { label: 'Card Processor', text: c.processor, name: 'processor' },
    mid: { label: 'Merchant ID (MID)', text: c.mid, name: 'mid' },
    employees: { label: '# Employees', text: String(c.employees), name: 'employees' },
    use: { label: 'Use of Funds', text: c.use, name: 'use_of_funds' },
    accountant: { label: 'Accountant', text: c.accountant, name: 'accountant' },
  };
}

export const fundersText = (c: Case) => c.funders.map((f) => [f.name, money(f.balance), money(f.payment)]);
export { fullName, money, dateText };
