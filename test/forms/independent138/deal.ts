// One generated merchant application: every printed text beside the value applications.md reads from it.
import type { Rng } from '../../statements/generator/prng.ts';
import { industryOf } from './ref.ts';
import { address, date, ein, fmtEin, fmtSin, fmtSsn, fullName, luhn9, money, oneLine, person, phone, ssn, TITLES, type Address,
  type Person } from './people.ts';

/** A printed text and the truth values it gives (truth path -> value); an empty text is a blank line. */
export interface Val { text: string; set: Record<string, string | number | null> }

export interface Owner { person: Person; name: Val; swapped: Val; title: Val; pct: Val; score: Val; tax: Val; dob: Val; home: string; cell: string }

export interface Deal {
  country: 'US' | 'CA';
  legal: Val; dba: Val; entity: { text: string; id: string }; industry: Val; tax: Val; taxLabel: string;
  addr: Address; region: Val; street: string; cityZip: string; incState: string; phone: string; email: string; website: string;
  start: Val; years: string; amount: Val; payment: Val; nPayments: Val; freq: Val; useOfFunds: string; monthlySales: string;
  employees: string; owners: Owner[];
  landlord: { name: string; phone: string }; bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[]; iso: { name: string; phone: string; email: string };
  funders: { name: string; balance: string; payment: string }[];
}

const BLANK: Val = { text: '', set: {} };
const US_ENTITIES: [string, string, string][] = [['LLC', 'llc', 'LLC'], ['Limited Liability Company', 'llc', 'LLC'],
  ['Corporation', 'c_corporation', 'Inc.'], ['Inc.', 'c_corporation', 'Inc.'], ['S Corp', 's_corporation', 'Inc.'],
  ['Sole Proprietor', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ''], ['PLLC', 'pllc', 'PLLC'],
  ['LP', 'limited_partnership', 'LP'], ['Professional Corporation', 'professional_corporation', 'P.C.']];
const CA_ENTITIES: [string, string, string][] = [['Corporation', 'ca_corporation', 'Inc.'], ['Ltd.', 'ca_corporation', 'Ltd.'],
  ['Sole Proprietorship', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ''], ['ULC', 'ca_ulc', 'ULC']];
/** Business descriptions as owners write them; the truth is computed from the reference (ref.ts). */
const INDUSTRY_TEXT = ['Veterinary clinic', 'Family restaurant', 'Hair salon', 'HVAC contractor', 'Dental office', 'Landscaping and lawn care',
  'Coffee shop', 'Collision repair', 'Boutique', 'Plumbing services', 'Day care center', 'Commercial cleaning', 'Used car dealer',
  'Gym and personal training', 'Liquor store', 'Florist', 'Roofing contractor', 'Med spa', 'Pizzeria', 'Machine shop',
  'Pet grooming', 'Food truck', 'Dry cleaner', 'Trucking company (local hauling)', 'Bakery cafe', 'IT services'];
const WORDS_A = ['Summit', 'Blue Heron', 'Ironwood', 'Pioneer', 'Golden Gate', 'Riverbend', 'Lakeshore', 'Red Rock', 'Cardinal',
  'Evergreen', 'Northstar', 'Silver Maple', 'Granite', 'Bayside', 'Copperfield', 'Prairie'];
const WORDS_B = ['Holdings', 'Services', 'Group', 'Enterprises', 'Partners', 'Ventures', 'Works', 'Solutions', 'Company'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'Bank of America', 'Regions Bank', 'PNC Bank', 'RBC Royal Bank', 'BMO', 'Scotiabank'];
const FUNDERS = ['Rapid Capital Funding', 'Everest Business Funding', 'Bluevine Advance', 'Fox Capital Group', 'Mulligan Funding',
  'Kalamata Capital', 'Forward Financing', 'Libertas Funding'];
const USE = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation'];

export function v(text: string, set: Record<string, string | number | null>): Val { return { text, set }; }

function bizName(rng: Rng, industry: string, suffix: string): string {
  const core = rng.chance(0.5) ? `${rng.pick(WORDS_A)} ${industry.split(' ')[0]!.replace(/^\w/, (c) => c.toUpperCase())}` : `${rng.pick(WORDS_A)} ${rng.pick(WORDS_B)}`;
  const sep = suffix === 'Inc.' || suffix === 'Ltd.' ? rng.pick([', ', ' ']) : ' ';
  return suffix ? `${core}${sep}${suffix}` : core;
}

function ownerOf(rng: Rng, i: number, country: 'US' | 'CA', pct: number | null, p: Person): Owner {
  const k = `applicants[${i}].`;
  const nameSet = { [`${k}first_name`]: p.first, [`${k}last_name`]: p.last };
  const title = rng.chance(0.85) ? rng.pick(TITLES) : '';
  const score = rng.chance(0.45) ? rng.int(560, 805) : null;
  let tax: Val;
  const mode = rng.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const);
  if (country === 'US') {
    const itin = rng.chance(0.15);
    const d = ssn(rng, itin);
    tax = mode === 'full' ? v(fmtSsn(d), { [`${k}tax_id`]: d, [`${k}tax_id_type`]: itin ? 'ITIN' : 'SSN', [`${k}tax_id_country`]: 'US' })
      : mode === 'masked' ? v(rng.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`]), {}) : BLANK;
  } else {
    const d = luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7]));
    tax = mode === 'full' ? v(fmtSin(d, rng.pick([' ', '-'])), { [`${k}tax_id`]: d, [`${k}tax_id_type`]: 'SIN', [`${k}tax_id_country`]: 'CA' })
      : mode === 'masked' ? v(`*** *** ${d.slice(6)}`, {}) : BLANK;
  }
  const [dobIso, dobText] = date(rng, 1955, 1996);
  const dob = rng.chance(0.75) ? v(dobText, { [`${k}date_of_birth`]: dobIso }) : BLANK;
  return {
    person: p, name: v(fullName(p), nameSet), swapped: v(`${p.last}, ${p.first}${p.middle ? ` ${p.middle}.` : ''}`, nameSet),
    title: title ? v(title, { [`${k}role`]: title }) : BLANK,
    pct: pct === null ? BLANK : v(rng.pick([`${pct}%`, `${pct}`, `${pct} %`]), { [`${k}ownership`]: pct }),
    score: score === null ? BLANK : v(String(score), { [`${k}credit_score`]: score }),
    tax, dob, home: oneLine(address(rng, country)), cell: phone(rng),
  };
}

function businessTax(rng: Rng, country: 'US' | 'CA', sole: Owner | null): { tax: Val; label: string } {
  const mode = rng.weighted([['full', 6], ['masked', 2], ['blank', 1]] as const);
  if (country === 'CA') {
    const d = luhn9(rng, rng.pick([7, 8]));
    const prog = `${rng.pick(['RC', 'RT'])}000${rng.int(1, 2)}`;
    const set = { business_tax_id: d + prog, business_tax_id_type: 'BN', business_tax_id_country: 'CA' };
    return { label: 'Business Number (BN)', tax: mode === 'full' ? v(rng.pick([`${d} ${prog}`, `${d}${prog}`, `${d}-${prog}`]), set)
      : mode === 'masked' ? v(`*****${d.slice(5)} ${prog}`, {}) : BLANK };
  }
  if (sole && rng.chance(0.6)) {
    const itin = rng.chance(0.3);
    const d = ssn(rng, itin);
    const set = { business_tax_id: d, business_tax_id_type: itin ? 'ITIN' : 'SSN', business_tax_id_country: 'US' };
    return { label: 'Tax ID (EIN or SSN)', tax: mode === 'masked' ? v(`XXX-XX-${d.slice(5)}`, {}) : v(fmtSsn(d), set) };
  }
  const d = ein(rng);
  const set = { business_tax_id: d, business_tax_id_type: 'EIN', business_tax_id_country: 'US' };
  const bare = rng.chance(0.25);
  return { label: bare ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', tax: mode === 'full' ? v(bare ? d : fmtEin(d), set)
    : mode === 'masked' ? v(rng.pick([`XX-XXX${d.slice(5)}`, `**-***${d.slice(5)}`]), {}) : BLANK };
}

function request(rng: Rng, country: 'US' | 'CA', withTerms: boolean): Pick<Deal, 'amount' | 'payment' | 'nPayments' | 'freq'> {
  const amt = rng.int(10, 250) * 1000 + (rng.chance(0.3) ? 500 : 0);
  const amount = v(money(amt, rng, country === 'CA' ? 'CAD' : '$'), { requested_amount: amt });
  if (!withTerms) return { amount, payment: BLANK, nPayments: BLANK, freq: BLANK };
  const [freqText, freq, lo, hi] = rng.pick([['Daily', 'daily', 60, 180], ['Weekly', 'weekly', 12, 52], ['Bi-Weekly', 'biweekly', 8, 26],
    ['Monthly', 'monthly', 6, 18]] as const);
  const n = rng.int(lo, hi);
  let pay = Math.round((amt * rng.float(1.18, 1.45) / n) * 100) / 100;
  // Always with cents: the decoys' payments are whole dollars, so none can equal the requested payment.
  if (Number.isInteger(pay)) pay += 0.37;
  return { amount, payment: v(money(pay, rng, country === 'CA' ? 'CAD' : '$'), { requested_payment: pay }),
    nPayments: v(String(n), { number_of_payments: n }), freq: v(freqText, { payment_frequency: freq }) };
}

export function makeDeal(rng: Rng, country: 'US' | 'CA', opts: { withTerms: boolean }): Deal {
  const [entityText, entityId, suffix] = rng.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const industryText = rng.pick(INDUSTRY_TEXT);
  const nOwners = entityId === 'sole_proprietorship' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const splits = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const showPct = rng.chance(0.85);
  const owners = splits.map((p, i) => ownerOf(rng, i, country, showPct ? p : null, person(rng, country)));
  const sole = entityId === 'sole_proprietorship' ? owners[0]! : null;
  const legalText = sole ? fullName(sole.person, false) : bizName(rng, industryText, suffix);
  const dbaKind = sole ? 'name' : rng.weighted([['name', 5], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const noun = industryText.replace(/ and .*$| \(.*\)$/, '').replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const dbaName = `${rng.pick(WORDS_A)} ${noun}`;
  const dba = dbaKind === 'name' ? v(dbaName, { trade_name: dbaName }) : dbaKind === 'blank' ? BLANK
    : v(dbaKind === 'legal' ? legalText : dbaKind, {});
  const addr = address(rng, country);
  const countryName = country === 'US' ? 'United States' : 'Canada';
  const { tax, label } = businessTax(rng, country, sole);
  const [startIso, startText] = date(rng, 1998, 2022);
  const showStart = rng.chance(0.8);
  const bank = country === 'US' ? rng.pick(BANKS.slice(0, 6)) : rng.pick(BANKS.slice(6));
  return {
    country, legal: v(legalText, { legal_name: legalText }), dba, entity: { text: entityText, id: entityId },
    industry: v(industryText, { industry: industryOf(industryText) }), tax, taxLabel: label, addr,
    region: v(addr.region, { state_region: addr.region, country: countryName }), street: addr.street, cityZip: `${addr.city}, ${addr.region} ${addr.postal}`,
    incState: country === 'US' ? rng.pick(['DE', 'NV', 'WY'].filter((s) => s !== addr.region)) : rng.pick(['Federal (CBCA)', 'NS', 'BC'].filter((s) => s !== addr.region)),
    phone: phone(rng), email: `${rng.pick(['info', 'office', 'accounts', 'owner'])}@${legalText.split(/[ ,]/)[0]!.toLowerCase()}${rng.pick(['.com', '.net', '.biz'])}`,
    website: rng.chance(0.6) ? `www.${legalText.split(/[ ,]/)[0]!.toLowerCase()}${rng.pick(['.com', '.co'])}` : '',
    start: showStart ? v(startText, { business_start_date: startIso }) : BLANK, years: String(2025 - Number(startIso.slice(0, 4))),
    ...request(rng, country, opts.withTerms), useOfFunds: rng.pick(USE),
    monthlySales: money(rng.int(25, 400) * 1000, rng), employees: String(rng.int(2, 60)), owners,
    landlord: { name: `${rng.pick(WORDS_A)} Property Management`, phone: phone(rng) },
    bank: { name: bank, routing: country === 'US' ? `0${rng.digits(8)}` : `${rng.digits(5)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 11)) },
    refs: [0, 1].map(() => ({ name: `${rng.pick(WORDS_A)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Foods'])}`, phone: phone(rng) })),
    iso: { name: fullName(person(rng, 'US'), false), phone: phone(rng), email: '' },
    funders: rng.chance(0.6) ? Array.from({ length: rng.int(1, 2) }, () => ({ name: rng.pick(FUNDERS), balance: money(rng.int(800000, 9000000) / 100 + 0.01, rng),
      payment: money(rng.int(150, 1500), rng) })) : [],
  };
}

/** Does a decoy text collide with any truth value of the deal (the generator redraws if so)? */
export function truthValues(d: Deal): (string | number)[] {
  const vals: Val[] = [d.legal, d.dba, d.industry, d.tax, d.region, d.start, d.amount, d.payment, d.nPayments, d.freq,
    ...d.owners.flatMap((o) => [o.name, o.title, o.pct, o.score, o.tax, o.dob])];
  return vals.flatMap((x) => Object.values(x.set)).filter((x): x is string | number => x !== null);
}
