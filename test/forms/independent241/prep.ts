// What each value of an application prints as on this form, with the truth fields that printed text gives
// (applications.md). The layouts only decide where (and whether) each item goes.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_ID, type AppData, type EntityKind, type Owner } from './data.ts';
import { ap, businessTax, date, money, nameFields, nameText, pct, personTax, pickDate, pickMoney, ssnText, type DateStyle, type MoneyStyle } from './format.ts';

export interface Item { key: string; text: string; fields: Record<string, unknown> }
const item = (key: string, text: string, fields: Record<string, unknown> = {}): Item => ({ key, text, fields });
/** A printed value that is not the application's (landlord, bank, rep ...). */
export const decoy = (key: string, text: string): Item => item(key, text);
/** A printed value that is neither a field nor a decoy (phone, e-mail, middle initial ...). */
export const ctx = (key: string, text: string): Item => item(`ctx.${key}`, text);

export interface OwnerItems {
  name: Item; nameLastFirst: Item; first: Item; mi: Item; last: Item; title: Item; pct: Item; ssn: Item; dob: Item; credit: Item;
  home: Item; homeStreet: Item; homeCityStateZip: Item; email: Item; cell: Item; o: Owner;
}
export interface Prep {
  legal: Item; dba: Item; entityText: Item; entity: EntityKind; taxId: Item; taxIsEin: boolean; start: Item; years: Item;
  street: Item; city: Item; state: Item; zip: Item; cityStateZip: Item; phone: Item; email: Item; website: Item; industry: Item;
  employees: Item; amount: Item; use: Item; payment: Item; count: Item; incState: Item; landlord: Item; landlordPhone: Item;
  monthly: Item; annual: Item; owners: OwnerItems[]; moneyStyle: MoneyStyle; dateStyle: DateStyle;
}

const ENTITY_TEXT: Record<EntityKind, string[]> = {
  llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], corp: ['Corporation', 'C-Corp', 'Inc.', 'Corp'], s_corp: ['S Corp', 'S-Corp', 'S Corporation'],
  partnership: ['Partnership', 'General Partnership'], llp: ['LLP'], sole: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'],
  pllc: ['PLLC', 'Professional LLC'], nonprofit: ['Non-Profit', 'Nonprofit', '501(c)(3)'],
};
/** The free text a filler writes for an entity type ("Other: ___" lines use it too). */
export function entityWords(kind: EntityKind, r: Rng): string { return r.pick(ENTITY_TEXT[kind]); }
export const entityField = (kind: EntityKind): Record<string, unknown> => ({ 'application.type_of_entity': ENTITY_ID[kind] });

/** Opts: `einBare` lets a bare 9-digit EIN print (the layout's label names the EIN). */
export function prepare(d: AppData, r: Rng, o: { einBare: boolean }): Prep {
  const b = d.business;
  const ms = pickMoney(r);
  const ds = pickDate(r);
  const blank = (p: number): boolean => r.chance(p);
  const dbaText = b.dba ?? '';
  const dbaTruth = !dbaText || dbaText === 'SAME' || dbaText === 'N/A' || dbaText === b.legal ? {} : { 'application.trade_name': dbaText };
  let taxId: Item;
  let taxIsEin = true;
  if (b.ein) {
    const t = o.einBare && r.chance(0.35) ? b.ein.replace('-', '') : b.ein;
    taxId = item('business_tax_id', t, businessTax(t, 'EIN'));
  } else {
    const ssn = d.owners[0]!.ssn;
    d.owners[0]!.masked = false;
    taxId = item('business_tax_id', ssn, businessTax(ssn, 'SSN'));
    taxIsEin = false;
  }
  const a = b.address;
  const stateText = r.chance(0.2) ? a.stateName : a.state;
  const stateFields = { 'application.state_region': a.state, 'application.country': 'United States' };
  const start = date(b.start, ds);
  const years = String(2025 - Number(b.start.slice(0, 4)));
  const owners = d.owners.map((ow, i): OwnerItems => {
    const p = ow.person;
    const nf = nameFields(i, p);
    const ssn = ssnText(ow, r);
    const dobBlank = blank(0.15);
    const dob = dobBlank ? '' : date(ow.dob, r.chance(0.7) ? ds : pickDate(r));
    const credit = ow.credit === null ? '' : String(ow.credit);
    const title = blank(0.1) && i > 0 ? '' : ow.title;
    const h = ow.home;
    return {
      o: ow,
      name: item(`owner${i + 1}_name`, nameText(p, false), nf),
      nameLastFirst: item(`owner${i + 1}_name`, nameText({ ...p, cred: null }, true), nf),
      first: item(`owner${i + 1}_first`, p.first, { [ap(i, 'first_name')]: p.first }),
      mi: ctx(`owner${i + 1}_mi`, p.middle ?? ''),
      last: item(`owner${i + 1}_last`, p.last, { [ap(i, 'last_name')]: p.last }),
      title: item(`owner${i + 1}_title`, title, title ? { [ap(i, 'role')]: title } : {}),
      pct: item(`owner${i + 1}_ownership`, pct(ow.ownership, r), { [ap(i, 'ownership')]: ow.ownership }),
      ssn: item(`owner${i + 1}_ssn`, ssn, Object.fromEntries(Object.entries(personTax(ssn)).map(([k, v]) => [ap(i, k), v]))),
      dob: item(`owner${i + 1}_dob`, dob, dob ? { [ap(i, 'date_of_birth')]: ow.dob } : {}),
      credit: item(`owner${i + 1}_credit`, credit, credit ? { [ap(i, 'credit_score')]: ow.credit } : {}),
      home: decoy(`owner${i + 1}_home_address`, `${h.street}, ${h.city}, ${h.state} ${h.zip}`),
      homeStreet: decoy(`owner${i + 1}_home_street`, h.street),
      homeCityStateZip: decoy(`owner${i + 1}_home_city_state_zip`, `${h.city}, ${h.state} ${h.zip}`),
      email: ctx(`owner${i + 1}_email`, ow.email),
      cell: ctx(`owner${i + 1}_cell`, ow.cell),
    };
  });
  const rq = d.request;
  return {
    legal: item('legal_name', b.legal, { 'application.legal_name': b.legal }),
    dba: item('dba', dbaText, dbaTruth),
    entityText: item('entity_type', entityWords(b.entity, r), entityField(b.entity)),
    entity: b.entity,
    taxId, taxIsEin,
    start: item('business_start_date', start, { 'application.business_start_date': b.start }),
    years: ctx('years_in_business', years),
    street: ctx('street', a.street),
    city: ctx('city', a.city),
    state: item('state', stateText, stateFields),
    zip: ctx('zip', a.zip),
    cityStateZip: item('city_state_zip', `${a.city}, ${stateText} ${a.zip}`, stateFields),
    phone: ctx('business_phone', b.phone),
    email: ctx('business_email', b.email),
    website: ctx('website', b.website ?? ''),
    industry: item('industry', b.industryText, { 'application.industry': b.industryId }),
    employees: ctx('employees', String(b.employees)),
    amount: item('requested_amount', money(rq.amount, ms), { 'application.requested_amount': rq.amount }),
    use: ctx('use_of_funds', blank(0.15) ? '' : rq.use),
    payment: item('requested_payment', money(rq.payment, ms === 'plain' ? 'plain' : 'cents'), { 'application.requested_payment': rq.payment }),
    count: item('number_of_payments', String(rq.count), { 'application.number_of_payments': rq.count }),
    incState: decoy('state_of_incorporation', b.incState),
    landlord: decoy('landlord', b.own ? '' : b.landlord),
    landlordPhone: decoy('landlord_phone', b.own ? '' : b.landlordPhone),
    monthly: decoy('avg_monthly_sales', money(b.monthlySales, ms)),
    annual: decoy('annual_revenue', money(b.annualRevenue, ms)),
    owners, moneyStyle: ms, dateStyle: ds,
  };
}
