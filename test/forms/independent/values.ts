// The printed text of each value of a merchant, in a layout's look, with the truth it gives (applications.md) or the
// decoy key it is. Layouts only place these: the truth of a form is the truth of what it placed.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { printedName } from './people.ts';
import { ENTITY_TEXTS, entityId, fmtDate, fmtMoney, FREQ_WORDS, type DateForm, type MoneyForm } from './rules.ts';
import type { TruthMap } from './sheet.ts';

export interface V { text: string; truth?: TruthMap; decoy?: string }
export interface Look { date: DateForm; dob: DateForm; money: MoneyForm; lastFirst: boolean; taxBare: boolean; pctSign: boolean }

const COUNTRY = { US: 'United States', CA: 'Canada' } as const;

function taxText(m: Merchant, bare: boolean, rng: Rng): { text: string; digits: string } {
  const d = m.taxDigits;
  if (m.taxType === 'EIN') return { text: bare ? d : `${d.slice(0, 2)}-${d.slice(2)}`, digits: d };
  if (m.taxType !== 'BN') return { text: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, digits: d };
  if (bare) return { text: `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)}`, digits: d.slice(0, 9) };
  const prog = d.slice(9, 11);
  const text = rng.pick([d, `${d.slice(0, 9)} ${prog}0001`, `${d.slice(0, 9)} ${prog} 0001`]);
  return { text, digits: d };
}

/** The business's values. `taxBare`: the tax ID printed as bare digits (the layout's label or checkbox says its type). */
export function business(m: Merchant, look: Look, rng: Rng): Record<string, V> {
  const r = rng.fork('business');
  const tax = taxText(m, look.taxBare, r);
  const region = { state_region: m.address.region, country: COUNTRY[m.country] };
  const a = m.address;
  const years = 2026 - Number(m.start.slice(0, 4));
  return {
    legal: { text: m.legal, truth: { legal_name: m.legal } },
    dba: { text: m.dba, truth: m.dbaTruth ? { trade_name: m.dbaTruth } : undefined, decoy: m.dbaTruth ? undefined : 'dba' },
    entity: { text: r.pick(ENTITY_TEXTS[m.country][m.entity]!), truth: { type_of_entity: entityId(m.entity, m.country) } },
    industry: { text: m.industryText, truth: { industry: m.industryId } },
    tax: { text: tax.text, truth: { business_tax_id: tax.digits, business_tax_id_type: m.taxType, business_tax_id_country: m.country, country: COUNTRY[m.country] } },
    street: { text: a.street, decoy: 'street' },
    city: { text: a.city, decoy: 'city' },
    region: { text: a.region, truth: region },
    postal: { text: a.postal, decoy: 'postal' },
    cityLine: { text: `${a.city}, ${a.region} ${a.postal}`, truth: region },
    fullAddress: { text: `${a.street}, ${a.city}, ${a.region} ${a.postal}`, truth: region },
    phone: { text: m.phone, decoy: 'phone' },
    email: { text: m.email, decoy: 'email' },
    website: { text: m.website, decoy: 'website' },
    start: { text: fmtDate(m.start, look.date), truth: { business_start_date: m.start } },
    years: { text: String(years), decoy: 'years' },
    employees: { text: String(m.employees), decoy: 'employees' },
    amount: { text: fmtMoney(m.amount, look.money), truth: { requested_amount: m.amount } },
    payment: { text: fmtMoney(m.payment, look.money === 'dollar' ? 'cents' : look.money), truth: { requested_payment: m.payment } },
    payments: { text: String(m.payments), truth: { number_of_payments: m.payments } },
    freq: { text: FREQ_WORDS[m.freq]!, truth: { payment_frequency: m.freq } },
    use: { text: m.useOfFunds, decoy: 'use' },
    sales: { text: fmtMoney(m.monthlySales, look.money), decoy: 'sales' },
    stateOfInc: { text: m.stateOfInc, decoy: 'state_inc' },
    landlord: { text: m.landlord.name, decoy: 'landlord' },
    landlordPhone: { text: m.landlord.phone, decoy: 'landlord_phone' },
    rent: { text: fmtMoney(m.landlord.rent, look.money), decoy: 'rent' },
    bank: { text: m.bank.name, decoy: 'bank' },
    routing: { text: m.bank.routing, decoy: 'routing' },
    account: { text: m.bank.account, decoy: 'account' },
    isoCompany: { text: m.iso.company, decoy: 'iso' },
    isoRep: { text: m.iso.rep, decoy: 'iso_rep' },
    isoPhone: { text: m.iso.phone, decoy: 'iso_phone' },
    isoEmail: { text: m.iso.email, decoy: 'iso_email' },
    isoId: { text: m.iso.id, decoy: 'iso_id' },
  };
}

/** One owner's values; `i` is the applicant's printed position. */
export function owner(m: Merchant, i: number, look: Look): Record<string, V> {
  const o = m.owners[i]!;
  const k = `a${i}.`;
  const h = o.home;
  const dobYear = o.dob.slice(0, 4);
  return {
    name: { text: printedName(o, look.lastFirst), truth: { [`${k}first_name`]: o.first, [`${k}last_name`]: o.last } },
    first: { text: o.first, truth: { [`${k}first_name`]: o.first } },
    last: { text: o.last, truth: { [`${k}last_name`]: o.last } },
    middle: { text: o.middle ?? '', decoy: `owner.${i}.middle` },
    title: { text: o.title, truth: { [`${k}role`]: o.title } },
    pct: { text: look.pctSign ? `${o.pct}%` : String(o.pct), truth: { [`${k}ownership`]: o.pct } },
    id: o.masked ? { text: o.maskedText, decoy: `owner.${i}.masked_id` }
      : { text: o.idText, truth: { [`${k}tax_id`]: o.idDigits, [`${k}tax_id_type`]: o.idType, [`${k}tax_id_country`]: o.idCountry } },
    dob: o.dobShown ? { text: fmtDate(o.dob, look.dob), truth: { [`${k}date_of_birth`]: o.dob } }
      : { text: i % 2 ? '' : look.dob === 'iso' ? `XXXX-XX-XX` : `XX/XX/${dobYear}`, decoy: `owner.${i}.masked_dob` },
    credit: o.credit === null ? { text: '' } : { text: String(o.credit), truth: { [`${k}credit_score`]: o.credit } },
    street: { text: h.street, decoy: `owner.${i}.home` },
    cityLine: { text: `${h.city}, ${h.region} ${h.postal}`, decoy: `owner.${i}.home_city` },
    homeRegion: { text: h.region, decoy: `owner.${i}.home_region` },
    cell: { text: o.cell, decoy: `owner.${i}.cell` },
    email: { text: o.email, decoy: `owner.${i}.email` },
  };
}
