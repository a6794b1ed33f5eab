// Printed values that are not the application's: state of incorporation, landlord, bank numbers, existing funders,
// trade references, the ISO rep and the parent or affiliate company (its own name and tax ID). None ever equals a
// real value: numbers and names are redrawn until they differ.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Val } from './sheet.ts';
import * as F from './formats.ts';
import { AFFILIATE_CORE, BANKS_CA, BANKS_US, CA_CITIES, FUNDERS, ISO_SHOPS, LANDLORDS, OTHER_PEOPLE, REFERENCES, US_CITIES, postal, street } from './pools.ts';

const dec = (text: string): Val => ({ text, fields: {} });
export interface Decoys {
  stateOfInc: Val; landlord: Val; landlordPhone: Val; rent: Val;
  bank: Val; routing: Val; account: Val; transit: Val; institution: Val;
  monthlySales: Val; annualRevenue: Val;
  funders: { name: Val; balance: Val; payment: Val }[];
  refs: { name: Val; phone: Val }[];
  iso: { shop: Val; rep: Val; id: Val };
  affiliate: { legal: Val; taxId: Val; taxLabel: string; state: Val; address: Val; relation: string; ownedPct: Val };
}
interface Ctx { st: string; amount: number; pay: number; legal: string; owners: string[]; taxIds: string[] }

const US_INC = [['DE', 'Delaware'], ['NV', 'Nevada'], ['WY', 'Wyoming'], ['FL', 'Florida'], ['NY', 'New York'], ['TX', 'Texas']];
const CA_INC = [['CBCA', 'Federal (CBCA)'], ['ON', 'Ontario'], ['BC', 'British Columbia'], ['AB', 'Alberta'], ['NS', 'Nova Scotia']];

export function makeDecoys(rng: Rng, country: 'US' | 'CA', c: Ctx): Decoys {
  const money = (lo: number, hi: number): Val => {
    let v = rng.int(lo, hi) * 100;
    while (v === c.amount || v === c.pay) v += 100;
    return dec(F.fmtMoney(rng, v, country));
  };
  const phone = (): Val => dec(`(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`);
  const person = (): string => {
    let p = rng.pick(OTHER_PEOPLE);
    while (c.owners.includes(p)) p = rng.pick(OTHER_PEOPLE);
    c.owners.push(p);
    return p;
  };
  const fresh = (make: () => string): string => {
    let d = make();
    while (c.taxIds.includes(d)) d = make();
    c.taxIds.push(d);
    return d;
  };
  const inc = (country === 'US' ? US_INC : CA_INC).filter(([code]) => code !== c.st);
  const [incCode, incName] = rng.pick(inc) as [string, string];
  const funders = FUNDERS.slice();
  rng.shuffle(funders);
  const nf = rng.int(1, 3);
  const affTax = fresh(() => (country === 'US' ? F.ein(rng) : F.bn(rng)));
  const [city, st, zp] = rng.pick((country === 'US' ? US_CITIES : CA_CITIES).filter(([, s]) => s !== c.st));
  const affLegal = `${rng.pick(AFFILIATE_CORE)}${country === 'US' ? rng.pick([', LLC', ' Inc.', ' LLC', ' Corp.']) : rng.pick([' Inc.', ' Ltd.', ' Corp.'])}`;
  const iso = rng.pick(ISO_SHOPS);
  return {
    stateOfInc: dec(rng.chance(0.5) ? incCode : incName),
    landlord: dec(rng.chance(0.6) ? rng.pick(LANDLORDS) : person()), landlordPhone: phone(), rent: money(12, 95),
    bank: dec(rng.pick(country === 'US' ? BANKS_US : BANKS_CA)),
    routing: dec(fresh(() => F.aba(rng))), account: dec(fresh(() => rng.digits(rng.int(8, 12)))),
    transit: dec(rng.digits(5)), institution: dec(rng.pick(['001', '002', '003', '004', '006', '010', '815'])),
    monthlySales: money(250, 2400), annualRevenue: money(3000, 28000),
    funders: funders.slice(0, nf).map((name) => ({ name: dec(name), balance: money(40, 900), payment: money(2, 30) })),
    refs: REFERENCES.slice(rng.int(0, 5), 8).slice(0, 2).map((name) => ({ name: dec(name), phone: phone() })),
    iso: { shop: dec(iso), rep: dec(person()), id: dec(`ISO-${rng.digits(4)}`) },
    affiliate: {
      legal: dec(affLegal), relation: rng.pick(['Parent company', 'Affiliate', 'Sister company', 'Holding company']),
      taxId: dec(country === 'US' ? F.fmtEin(affTax) : `${affTax} RC0001`), taxLabel: country === 'US' ? 'EIN' : 'Business Number',
      state: dec(st), address: dec(`${street(rng)}, ${city}, ${st} ${postal(rng, country, zp)}`),
      ownedPct: dec(`${rng.pick([65, 70, 80, 90])}%`),
    },
  };
}
