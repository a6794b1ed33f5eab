// One merchant per (layout, seed): the business, its owners and the theme's licences, with every printed string
// beside the value applications.md reads from it. Layouts decide where (and whether) each string is printed.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_CHOICES_CA, ENTITY_CHOICES_US, bn9, ein, fmtDate, fmtEin, fmtMoney, fmtSin, fmtSsn, industryOf, iso, itin, pickState,
  randomDate, sin, ssn } from './data.ts';
import { CA_PLACES, FIRST, LAST, MIDDLE, STREETS, US_CITIES, type Theme, THEMES } from './names.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  first: string; middle: string; last: string; cred: string;
  /** The name as printed and the form it is printed in. */
  printed: string;
  title: string; pct: number; pctText: string;
  taxPrinted: string; taxId: string | null; taxType: string | null; taxCountry: string | null;
  dobPrinted: string; dobIso: string | null;
  home: string; homeCity: string; credit: number | null; phone: string; email: string;
}
export interface Merchant {
  country: Country; theme: Theme;
  legal: string; dbaPrinted: string; dba: string | null;
  entityText: string; entityId: string; soleProp: boolean;
  industryText: string; industryId: string;
  taxPrinted: string; taxId: string; taxType: string; taxCountry: Country;
  startPrinted: string; startIso: string | null;
  street: string; city: string; region: string; postal: string; countryName: string;
  phone: string; email: string; website: string;
  amountPrinted: string; amount: number; paymentPrinted: string; payment: number; nPayments: number; frequency: string;
  useOfFunds: string; monthlySales: string; employees: string;
  owners: Owner[];
  licences: { label: string; value: string }[];
  companies: { label: string; value: string }[];
  incState: string; landlord: string; landlordPhone: string; rent: string;
  bankName: string; routing: string; account: string;
  advances: { funder: string; balance: string; payment: string }[];
}

/** Owner titles by entity: the first two for the first owner, the rest for the others. */
const TITLES: Record<string, readonly string[]> = {
  sole_proprietorship: ['Owner', 'Proprietor', 'Owner'],
  llc: ['Managing Member', 'Owner', 'Member', 'Member', 'Manager'], pllc: ['Managing Member', 'Owner', 'Member'],
  general_partnership: ['Managing Partner', 'General Partner', 'Partner'], llp: ['Managing Partner', 'Partner', 'Partner'],
  corp: ['President', 'CEO', 'Vice President', 'Secretary', 'Treasurer', 'COO'],
};
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;

function owner(r: Rng, country: Country, i: number, pct: number, titles: readonly string[], lastFirst: boolean, medical: boolean): Owner {
  const first = r.pick(FIRST);
  const middle = r.chance(0.5) ? r.pick(MIDDLE) : '';
  const last = r.chance(0.2) ? `${r.pick(LAST)}-${r.pick(LAST)}` : r.pick(LAST);
  const cred = medical && r.chance(0.6) ? r.pick(['MD', 'DO', 'DC', 'DDS', 'NP']) : '';
  const mid = middle ? ` ${middle}.` : '';
  const printed = lastFirst ? `${last}, ${first}${mid}` : `${first}${mid} ${last}${cred ? `, ${cred}` : ''}`;
  const title = i === 0 ? titles[r.int(0, 1)]! : titles[r.int(2, titles.length - 1)]!;
  let taxPrinted: string, taxId: string | null = null, taxType: string | null = null, taxCountry: string | null = null;
  const masked = r.chance(0.3);
  if (country === 'CA') {
    const d = sin(r);
    if (masked) taxPrinted = `XXX XXX ${d.slice(6)}`;
    else { taxPrinted = fmtSin(d, r.pick([' ', '-'])); taxId = d; taxType = 'SIN'; taxCountry = 'CA'; }
  } else {
    const isItin = r.chance(0.12);
    const d = isItin ? itin(r) : ssn(r);
    if (masked) taxPrinted = r.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`]);
    else { taxPrinted = fmtSsn(d); taxId = d; taxType = isItin ? 'ITIN' : 'SSN'; taxCountry = 'US'; }
  }
  if (r.chance(0.08)) { taxPrinted = ''; taxId = null; taxType = null; taxCountry = null; }
  const dob = randomDate(r, 1958, 1996);
  const dobShown = r.chance(0.8);
  const place = country === 'US' ? `${r.pick(US_CITIES)[0]}, ${pickState(r)} ${pad(r.int(10001, 99899), 5)}` : (() => { const c = r.pick(CA_PLACES); return `${c[0]}, ${c[1]}`; })();
  return {
    first, middle, last, cred, printed, title, pct, pctText: r.chance(0.7) ? `${pct}%` : `${pct}`,
    taxPrinted, taxId, taxType, taxCountry,
    dobPrinted: dobShown ? fmtDate(r, dob, country) : '', dobIso: dobShown ? iso(dob) : null,
    home: `${r.int(10, 9899)} ${r.pick(STREETS)}`, homeCity: place, credit: r.chance(0.45) ? r.int(540, 790) : null,
    phone: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
  };
}

export function makeMerchant(r: Rng, themeKeys: readonly string[], allowCanada: boolean, opts: { lastFirst?: boolean } = {}): Merchant {
  const theme = THEMES[r.pick(themeKeys)]!;
  const country: Country = allowCanada && r.chance(0.45) ? 'CA' : 'US';
  const soleProp = r.chance(0.22);
  const nOwners = soleProp ? 1 : r.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const shares = nOwners === 1 ? [soleProp ? 100 : r.pick([100, 100, 80])] : nOwners === 2 ? (() => { const a = r.pick([50, 51, 60, 65, 70, 75]); return [a, 100 - a]; })()
    : (() => { const a = r.pick([40, 50, 34]); const b = r.pick([25, 30, 33]); return [a, b, 100 - a - b]; })();
  const lastFirst = opts.lastFirst ?? false;
  let entityText: string, entityId: string;
  if (soleProp) [entityText, entityId] = [r.pick(['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']), 'sole_proprietorship'];
  else [entityText, entityId] = r.pick(country === 'US' ? ENTITY_CHOICES_US : ENTITY_CHOICES_CA) as [string, string];
  const titles = TITLES[entityId] ?? TITLES.corp!;
  const owners = shares.map((p, i) => owner(r, country, i, p, titles, lastFirst, theme.key === 'medical'));
  const core = r.pick(theme.names);
  const o0 = owners[0]!;
  let legal: string;
  if (soleProp) legal = `${o0.first} ${o0.middle ? `${o0.middle}. ` : ''}${o0.last}`;
  else {
    const suffix = entityId === 'llc' ? r.pick(['LLC', 'L.L.C.', 'LLC']) : entityId === 'pllc' ? 'PLLC' : entityId === 'llp' ? 'LLP'
      : entityId === 'general_partnership' ? r.pick(['& Partners', 'Partners']) : country === 'CA' ? r.pick(['Inc.', 'Ltd.', 'Corp.']) : r.pick(['Inc.', 'Corp.', 'Inc']);
    legal = `${core} ${theme.legalWord ? `${r.pick(theme.legalWord)} ` : ''}${suffix}`;
    if (entityId !== 'general_partnership' && entityId !== 'llp' && r.chance(0.5)) legal = legal.replace(` ${suffix}`, `, ${suffix}`);
  }
  const dbaRoll = r.int(0, 9);
  const dbaName = `${r.pick(theme.dbas)}`;
  const dbaPrinted = soleProp ? dbaName : dbaRoll < 5 ? dbaName : dbaRoll < 7 ? '' : dbaRoll < 8 ? 'SAME' : dbaRoll < 9 ? 'N/A' : legal;
  const dba = ['', 'SAME', 'N/A', legal].includes(dbaPrinted) ? null : dbaPrinted;
  const industryText = r.pick(theme.industries);
  let taxId: string, taxPrinted: string, taxType: string;
  if (country === 'CA') {
    const prog = `RC000${r.int(1, 3)}`;
    const d = bn9(r);
    taxId = `${d}${prog}`;
    taxType = 'BN';
    taxPrinted = r.pick([`${d} ${prog}`, `${d}${prog}`, `${d} RC ${prog.slice(2)}`, `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)} ${prog}`]);
  } else if (soleProp && o0.taxId && o0.taxType === 'SSN' && r.chance(0.5)) {
    taxId = o0.taxId; taxType = 'SSN'; taxPrinted = fmtSsn(taxId);
  } else { taxId = ein(r); taxType = 'EIN'; taxPrinted = fmtEin(taxId); }
  const start = randomDate(r, 2003, 2022);
  const startShown = r.chance(0.85);
  const [city, region, postal] = country === 'US' ? (() => { const c = r.pick(US_CITIES); return [c[0], c[1], pad(r.int(10001, 99899), 5)]; })()
    : (() => { const c = r.pick(CA_PLACES); return [c[0], c[1], `${c[2]}${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 22))} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 22))}${r.int(0, 9)}`]; })();
  let incState = country === 'US' ? r.pick(['DE', 'DE', 'NV', 'WY', region]) : r.pick(['ON', 'BC', region]);
  if (incState === region && r.chance(0.5)) incState = country === 'US' ? 'DE' : 'ON';
  const amount = r.pick([25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000, 250000]);
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = frequency === 'daily' ? r.pick([100, 120, 140, 160]) : frequency === 'weekly' ? r.pick([26, 32, 40, 52]) : frequency === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35) / nPayments);
  const slug = (dba ?? core).toLowerCase().replace(/[^a-z]/g, '');
  return {
    country, theme, legal, dbaPrinted, dba, entityText, entityId, soleProp, industryText, industryId: industryOf(industryText)!,
    taxPrinted, taxId, taxType, taxCountry: country,
    startPrinted: startShown ? fmtDate(r, start, country) : `${2025 - start.y} yrs`, startIso: startShown ? iso(start) : null,
    street: `${r.int(100, 19999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, ${r.pick(['Suite', 'Unit', 'Ste.'])} ${r.int(1, 400)}` : ''}`, city, region, postal,
    countryName: country === 'US' ? 'United States' : 'Canada',
    phone: phone(r), email: `${r.pick(['info', 'office', 'admin', 'accounts'])}@${slug}.${country === 'US' ? 'com' : 'ca'}`, website: `www.${slug}.${country === 'US' ? 'com' : 'ca'}`,
    amountPrinted: fmtMoney(r, amount, country), amount, paymentPrinted: fmtMoney(r, payment, country), payment, nPayments, frequency,
    useOfFunds: r.pick(theme.uses), monthlySales: fmtMoney(r, r.int(30, 400) * 1000, country), employees: String(r.int(2, 45)),
    owners, licences: theme.licences(r, region, country), companies: theme.companies(r),
    incState, landlord: r.pick(['Parkview Realty Trust', 'Crossroads Plaza LP', 'Hillmont Properties', 'J&R Holdings', 'Ridgeway Commercial']),
    landlordPhone: phone(r), rent: fmtMoney(r, r.int(18, 140) * 100, country),
    bankName: r.pick(country === 'US' ? ['First Horizon Bank', 'Regions Bank', 'Truist', 'Chase', 'Wells Fargo', 'PNC Bank'] : ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO']),
    routing: country === 'US' ? `${r.pick(['06', '11', '12', '03', '04'])}${pad(r.int(0, 9999999), 7)}` : `${pad(r.int(0, 99999), 5)}-${pad(r.int(1, 999), 3)}`,
    account: `${r.int(100000, 999999)}${pad(r.int(0, 9999), 4)}`,
    advances: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(['Yellowstone Capital', 'Kapitus', 'Rapid Finance', 'Fox Funding', 'Everest Business Funding']),
      balance: fmtMoney(r, r.int(5, 80) * 1000, country), payment: fmtMoney(r, r.int(90, 900), country) })) : [],
  };
}
