// The other parties an application of set 77 carries (all decoys): the ISO and its rep, a referral partner, the
// merchant's CPA, landlord or mortgage holder, trade references, bank and bank officer, existing MCA funders, the
// previous owner of the business, an emergency contact and a spouse. Which of them a form prints varies by seed.
import type { Rng } from '../../statements/generator/prng.ts';
import { CITIES, ein, ssn, money, personName, phone, randomDate, type Merchant } from './data.ts';

export interface Parties {
  iso: { company: string; rep: string; repSsn: string; phone: string; email: string; ein: string; isoId: string; office: string };
  referral: { name: string; company: string; phone: string; ein: string; split: string };
  cpa: { name: string; firm: string; phone: string; email: string };
  landlord: { kind: 'Landlord' | 'Mortgage Holder'; name: string; contact: string; phone: string; rent: string; since: string; lease: string };
  refs: { name: string; contact: string; phone: string; acct: string }[];
  bank: { name: string; officer: string; phone: string; acct: string; routing: string; opened: string; balance: string };
  funders: { name: string; funded: string; balance: string; payment: string; freq: string; start: string }[];
  prev: { name: string; phone: string; sold: string; price: string };
  emergency: { name: string; relation: string; phone: string };
  spouse: { name: string; phone: string };
  /** Which optional parties this form prints. */
  show: Record<'referral' | 'cpa' | 'landlord' | 'refs' | 'bank' | 'funders' | 'prev' | 'emergency' | 'spouse', boolean>;
}

const ISO = ['Harborline Capital Partners', 'Keystone Merchant Group', 'Bluewater Funding', 'Meridian Advance Brokers', 'Pinnacle Rep Network',
  'Cedar Point ISO', 'Summit Bridge Funding'];
const FUNDERS = ['Rapid Rail Capital', 'Northgate Funding', 'Blue Ox Advance', 'Lighthouse Merchant Funding', 'Velocity Cap Partners',
  'Prairie Wind Funding', 'Arcadia Receivables', 'Broadstreet Advance', 'Granite Peak Capital', 'Everline Funding'];
const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Heritage National Bank', 'Tri-County Savings Bank', 'Riverbend Bank & Trust',
  'Mountain West Bank', 'Commonwealth Community Bank'];
const SUPPLIERS = ['Sysco Foods', 'Grainger Supply', 'Uline', 'Ferguson Supply', 'Patterson Dental Supply', 'Mid-State Distributors',
  'Allied Building Products', 'Metro Wholesale', 'Keystone Auto Parts', 'Cintas Uniforms', 'Staples Business'];
const CPA_FIRMS = ['Greer & Hollis CPAs', 'Lindqvist Tax Group', 'Abernathy Accounting', 'Fontaine & Pruitt, CPA', 'Northside Bookkeeping'];
const LANDLORDS = ['Oakmont Property Management', 'Crescent Realty Holdings LLC', 'Brightwater Properties', 'Commerce Plaza Associates'];
const LENDERS = ['Wells Fargo Home Mortgage', 'Heritage National Bank', 'Rocket Commercial Lending', 'Tri-County Savings Bank'];

/** A person name that is not one of the owners'. */
function other(r: Rng, m: Merchant): string {
  for (;;) {
    const [a, b] = personName(r);
    if (!m.owners.some((o) => o.last === b || o.first === a)) return `${a} ${b}`;
  }
}

/** A relative's first name: none of the owners'. */
function kin(r: Rng, m: Merchant): string {
  for (;;) {
    const a = personName(r)[0];
    if (!m.owners.some((o) => o.first === a)) return a;
  }
}

export function makeParties(r: Rng, m: Merchant, isoIndex: number): Parties {
  const digits = (n: number) => String(r.int(1, 9)) + r.digits(n - 1);
  const rep = other(r, m);
  const nFund = r.weighted([[0, 1], [1, 3], [2, 3], [3, 2]] as const);
  const o0 = m.owners[0]!;
  const [cityL, stL] = r.pick(CITIES);
  const mortgage = r.chance(0.3);
  return {
    iso: { company: ISO[isoIndex]!, rep, repSsn: ssn(r), phone: phone(r), email: `${rep.split(' ')[0]!.toLowerCase()}@${ISO[isoIndex]!.toLowerCase().replace(/[^a-z]/g, '')}.com`,
      ein: ein(r), isoId: `ISO-${r.digits(5)}`, office: `${r.int(10, 999)} ${r.pick(['Broad St', 'Park Ave', 'Wall St', 'Biscayne Blvd'])}, ${r.pick(['New York, NY', 'Miami, FL', 'Hackensack, NJ'])}` },
    referral: { name: other(r, m), company: `${r.pick(['Apex', 'Liberty', 'Bridgeview', 'Canyon'])} ${r.pick(['Business Consulting', 'Financial Group', 'Advisors LLC'])}`,
      phone: phone(r), ein: ein(r), split: `${r.pick([2, 3, 4, 5])} pts` },
    cpa: { name: `${other(r, m)}, CPA`, firm: r.pick(CPA_FIRMS), phone: phone(r), email: `tax@${r.pick(['cpagroup', 'taxpros', 'ledgerline'])}.com` },
    landlord: { kind: mortgage ? 'Mortgage Holder' : 'Landlord', name: mortgage ? r.pick(LENDERS) : r.pick(LANDLORDS), contact: other(r, m), phone: phone(r),
      rent: money(r, r.int(12, 140) * 100), since: randomDate(r, 2008, 2023, 0).text, lease: `${cityL}, ${stL}` },
    refs: [0, 1, 2].map(() => ({ name: r.pick(SUPPLIERS), contact: other(r, m), phone: phone(r), acct: `${r.alnum(2)}${r.digits(6)}` })),
    bank: { name: r.pick(BANKS), officer: other(r, m), phone: phone(r), acct: digits(r.int(9, 12)), routing: `${r.pick(['0', '1', '2'])}${r.digits(8)}`,
      opened: randomDate(r, 2005, 2022, 0).text, balance: money(r, r.int(30, 900) * 100) },
    funders: r.shuffle([...FUNDERS]).slice(0, nFund).map((name) => {
      const funded = r.int(2, 30) * 5000;
      return { name, funded: money(r, funded), balance: money(r, Math.round(funded * r.float(0.15, 0.9))),
        payment: money(r, Math.round(funded / r.int(80, 160)), r.chance(0.5)), freq: r.pick(['Daily', 'Daily', 'Weekly']), start: randomDate(r, 2023, 2025, 0).text };
    }),
    prev: { name: other(r, m), phone: phone(r), sold: randomDate(r, 2012, 2024, 0).text, price: money(r, r.int(40, 900) * 1000) },
    emergency: { name: `${kin(r, m)} ${o0.last}`, relation: r.pick(['Brother', 'Sister', 'Father', 'Mother', 'Cousin']), phone: phone(r) },
    spouse: { name: `${kin(r, m)} ${o0.last}`, phone: phone(r) },
    show: { referral: r.chance(0.5), cpa: r.chance(0.7), landlord: r.chance(0.85), refs: r.chance(0.7), bank: r.chance(0.85), funders: r.chance(0.8),
      prev: r.chance(0.5), emergency: r.chance(0.5), spouse: r.chance(0.5) },
  };
}
