// Every value a layout may print, as text plus the truth it reads to, so that the four layouts differ in where and how
// they print and not in what a printed text means. Blanks are decided here too (seeded), per layout's own rates.
import type { Rng } from '../../statements/generator/prng.ts';
import { CITIES, type Deal, type Owner } from './data.ts';
import {
  businessTaxId, dbaText, FREQ_TEXT, fmtDate, money, ownerField, ownerName, ownerTaxId, pctText, stateFields,
  type DateFmt, type Fields, type MoneyFmt, type NameFmt,
} from './fmt.ts';

/** A printable value: `decoy` values are printed but are not the application's (no fields). */
export interface Cell { text: string; fields: Fields; decoy?: boolean }
const ctx = (text: string): Cell => ({ text, fields: {} });
const decoy = (text: string): Cell => ({ text, fields: {}, decoy: true });

export interface Formats {
  date: DateFmt;
  dob: DateFmt;
  money: MoneyFmt;
  name: NameFmt;
  pctSign: boolean;
  stateLong: boolean;
  /** Probability that an optional value is left blank by the applicant. */
  blank: number;
}

export function pickFormats(rng: Rng, blank: number, names: NameFmt[] = ['first-last']): Formats {
  return {
    date: rng.pick<DateFmt>(['mdy4', 'mdy2', 'long', 'loose']), dob: rng.pick<DateFmt>(['mdy4', 'mdy4', 'mdy2', 'loose']),
    money: rng.pick<MoneyFmt>(['plain', 'cents', 'bare', 'spaced']), name: rng.pick(names), pctSign: rng.chance(0.6),
    stateLong: rng.chance(0.2), blank,
  };
}

type Known = 'legal' | 'dba' | 'entity' | 'taxId' | 'street' | 'city' | 'zip' | 'state' | 'cityStateZip' | 'phone' | 'email' | 'website'
  | 'start' | 'years' | 'inc' | 'industry' | 'employees' | 'amount' | 'payment' | 'nPayments' | 'freq' | 'use' | 'monthly' | 'annual'
  | 'own' | 'landlord' | 'landlordPhone' | 'rent' | 'bank' | 'routing' | 'account' | 'rep' | 'repId';
/** The deal's printable values; existing positions (`funder0`, `balance0`, `fpay0` ...) and references (`ref0`, `refPhone0`) by index. */
export type DealCells = Record<Known, Cell> & Record<string, Cell | undefined>;

export function dealCells(deal: Deal, rng: Rng, f: Formats): DealCells {
  const blank = (): boolean => rng.chance(f.blank);
  const m = (n: number): string => money(n, f.money);
  const noPayment = rng.chance(0.3);
  const c: DealCells = {
    legal: { text: deal.legal, fields: { legal_name: deal.legal } },
    dba: dbaText(deal, rng),
    entity: { text: deal.entityText, fields: { type_of_entity: deal.entity } },
    taxId: businessTaxId(deal, rng),
    street: ctx(deal.street), city: ctx(deal.city), zip: ctx(deal.zip),
    state: { text: f.stateLong ? CITIES[deal.state]!.name : deal.state, fields: stateFields(deal) },
    cityStateZip: { text: `${deal.city}, ${deal.state} ${deal.zip}`, fields: stateFields(deal) },
    phone: ctx(deal.phone), email: ctx(blank() ? '' : deal.email), website: ctx(deal.website),
    start: blank() ? { text: '', fields: {} } : { text: fmtDate(deal.start, f.date), fields: { business_start_date: deal.start } },
    years: ctx(String(deal.years)),
    inc: decoy(rng.chance(0.5) ? deal.inc[0] : deal.inc[1]),
    industry: { text: deal.industryText, fields: { industry: deal.industry } },
    employees: ctx(blank() ? '' : String(deal.employees)),
    amount: { text: m(deal.amount), fields: { requested_amount: deal.amount } },
    payment: noPayment ? { text: '', fields: {} } : { text: m(deal.payment), fields: { requested_payment: deal.payment } },
    nPayments: noPayment ? { text: '', fields: {} } : { text: String(deal.nPayments), fields: { number_of_payments: deal.nPayments } },
    freq: noPayment && rng.chance(0.5) ? { text: '', fields: {} } : { text: rng.pick(FREQ_TEXT[deal.freq]), fields: { payment_frequency: deal.freq } },
    use: ctx(deal.use), monthly: ctx(m(deal.monthly)), annual: ctx(blank() ? '' : m(deal.annual)),
    own: ctx(rng.pick(['Lease', 'Rent', 'Own', 'Lease'])),
    landlord: decoy(deal.landlord.name), landlordPhone: decoy(deal.landlord.phone), rent: decoy(m(deal.landlord.rent)),
    bank: decoy(deal.bank.name), routing: decoy(deal.bank.routing), account: decoy(deal.bank.account),
    rep: decoy(deal.rep.name), repId: decoy(deal.rep.id),
  };
  deal.positions.forEach((p, i) => {
    c[`funder${i}`] = decoy(p.funder);
    c[`balance${i}`] = decoy(m(p.balance));
    c[`fpay${i}`] = decoy(m(p.payment));
  });
  deal.refs.forEach((r, i) => { c[`ref${i}`] = decoy(r.name); c[`refPhone${i}`] = decoy(r.phone); });
  return c;
}

export type OwnerCells = Record<'name' | 'title' | 'pct' | 'ssn' | 'dob' | 'fico' | 'home' | 'cell' | 'email', Cell>;

export function ownerCells(o: Owner, i: number, rng: Rng, f: Formats): OwnerCells {
  const blank = (): boolean => rng.chance(f.blank);
  const none: Cell = { text: '', fields: {} };
  const ssn = blank() && i > 0 ? none : ownerTaxId(o, i, rng);
  return {
    name: ownerName(o, i, f.name),
    title: blank() ? none : { text: o.title, fields: ownerField(i, 'role', o.title) },
    pct: { text: pctText(o.pct, f.pctSign), fields: ownerField(i, 'ownership', o.pct) },
    ssn,
    dob: blank() ? none : { text: fmtDate(o.dob, f.dob), fields: ownerField(i, 'date_of_birth', o.dob) },
    fico: o.fico === null ? none : { text: String(o.fico), fields: ownerField(i, 'credit_score', o.fico) },
    home: decoy(o.home),
    cell: ctx(o.cell),
    email: ctx(blank() ? '' : o.email),
  };
}

/** The signing date written beside each signature (context, not a field). */
export function signDate(rng: Rng, f: DateFmt): string {
  return fmtDate(`2026-${String(rng.int(1, 2)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, f === 'long' ? 'mdy4' : f);
}
