// One seeded merchant of set 35 (see data.ts for the shapes).
import { Rng } from '../../statements/generator/prng.ts';
import { BRANDS, ein, money, printDate, type Affiliate, type Location, type Merchant } from './data.ts';
import { CA_REGIONS, STREETS, US_REGIONS, luhn9, ownersOf, phone } from './people.ts';

const US_ENTITIES: readonly [string, string][] = [['LLC', 'llc'], ['Limited Liability Company', 'llc'], ['Corporation', 'c_corporation'],
  ['Inc.', 'c_corporation'], ['S Corp', 's_corporation'], ['C Corp', 'c_corporation'], ['LP', 'limited_partnership'], ['Partnership', 'general_partnership'], ['PLLC', 'pllc'], ['LLLP', 'lllp']];
const CA_ENTITIES: readonly [string, string][] = [['Corporation', 'ca_corporation'], ['Inc.', 'ca_corporation'], ['Ltd.', 'ca_corporation'], ['Partnership', 'general_partnership']];
const SUFFIX: Record<string, string[]> = { llc: [', LLC', ' LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Inc'], s_corporation: [', Inc.', ' Corporation'],
  limited_partnership: [', LP', ' L.P.'], pllc: [', PLLC', ' PLLC'], lllp: [', LLLP'], general_partnership: [' Partners', ' Group'], ca_corporation: [' Inc.', ' Ltd.', ' Corp.'] };
const FUNDERS = ['Rapid Capital Funding', 'Forward Line Advance', 'Kapitus', 'Pearl Merchant Capital', 'Mulligan Bizfund', 'Velocity Advance Group'];
const BANKS = ['Chase Bank', 'Wells Fargo', 'Regions Bank', 'PNC Bank', 'TD Bank', 'Truist', 'RBC Royal Bank', 'Scotiabank'];
const USES = ['Second location build-out', 'Equipment', 'Inventory', 'Working capital', 'Remodel per franchisor requirement', 'Payroll', 'Expansion'];

function location(r: Rng, ca: boolean, region: string, cities: string[], label: string): Location {
  const pre = (ca ? CA_REGIONS : US_REGIONS).find((x) => x[0] === region)?.[3] ?? 'L';
  const letter = (): string => r.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'X', 'Y']);
  const zip = ca ? `${pre}${r.int(1, 9)}${letter()} ${r.int(1, 9)}${letter()}${r.int(1, 9)}` : pre + r.digits(4);
  return { street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 400)}` : ''}`, city: r.pick(cities), region, zip, phone: phone(r, ca), label };
}

function taxId(r: Rng, ca: boolean): { printed: string; digits: string; type: string } {
  if (!ca) { const e = ein(r); return { printed: e, digits: e.replace(/-/g, ''), type: 'EIN' }; }
  const bn = luhn9(r, String(r.int(7, 8)));
  const prog = r.pick(['RC0001', 'RT0001']);
  const printed = r.chance(0.5) ? `${bn} ${prog}` : `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`;
  return { printed, digits: bn + prog, type: 'BN' };
}

function request(r: Rng): Pick<Merchant, 'amount' | 'amountPrinted' | 'payment' | 'nPayments' | 'freq'> {
  const amount = r.int(3, 60) * 5000;
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const n = freq === 'daily' ? r.pick([120, 160, 200]) : freq === 'weekly' ? r.pick([26, 36, 52]) : freq === 'biweekly' ? r.pick([13, 26]) : r.pick([6, 12]);
  const has = r.chance(0.6);
  const payment = has ? Math.round((amount * 1.35) / n * 100) / 100 : null;
  return { amount, amountPrinted: r.chance(0.5) ? money(amount) : money(amount, true), payment, nPayments: has ? n : null, freq: has ? freq : null };
}

export function makeMerchant(r: Rng, ca: boolean): Merchant {
  const [brand, franchisor, industryText, industryId] = r.pick(BRANDS);
  const [region, regionName, cities] = r.pick(ca ? CA_REGIONS : US_REGIONS);
  const [entityText, entityId] = r.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const city = r.pick(cities);
  const surname = r.pick(['Franklin', 'Riverside', 'Summit', 'Bayview', 'Northgate', 'Lone Star', 'Crescent', 'Hamilton', 'Prairie', 'Seaside']);
  const core = `${surname} ${r.pick(['Ventures', 'Enterprises', 'Brands', 'Management Group', 'Services', 'Operations', 'Partners'])}`;
  const legal = core + r.pick(SUFFIX[entityId] ?? [' LLC']);
  const dbaKind = r.int(0, 9);
  const dba = dbaKind < 6 ? `${brand}${r.chance(0.5) ? ` #${r.int(101, 2999)}` : ` of ${city}`}` : dbaKind < 8 ? null : null;
  const dbaPrinted = dba ?? (dbaKind === 8 ? r.pick(['SAME', 'N/A', 'Same as above']) : dbaKind === 9 ? legal : '');
  const tid = taxId(r, ca);
  const years = r.int(2, 18);
  const start = r.chance(0.85) ? printDate(r, 2026 - years, r.int(1, 12), r.int(1, 28), ca) : null;
  const ownersAll = ownersOf(r, ca, region, city, surname);
  const others = r.pick(ca ? CA_REGIONS : US_REGIONS);
  const locs = Array.from({ length: r.int(1, 3) }, (_, i) => {
    const here = r.chance(0.7);
    return location(r, ca, here ? region : others[0], here ? cities : others[2], `Location ${i + 2}`);
  });
  const kinds = r.shuffle(['Real Estate', 'Payroll Services', 'Catering', 'Management', 'Properties', 'West']);
  const affiliates: Affiliate[] = kinds.slice(0, r.int(1, 3)).map((k) => ({ name: `${surname} ${k}${ca ? ' Ltd.' : ' LLC'}`,
    ein: ca ? luhn9(r, '8') : ein(r), relation: r.pick(['Sister company', 'Common ownership', 'Affiliate', 'Subsidiary', 'Landlord entity']) }));
  const s = location(r, ca, region, cities, 'Main');
  return { ca, legal, dba, dbaPrinted, entityText, entityId, taxIdPrinted: tid.printed, taxId: tid.digits, taxIdType: tid.type, region, regionName,
    incState: r.chance(0.3) ? (ca ? 'Canada (CBCA)' : 'Delaware') : regionName, street: s.street, city: s.city, zip: s.zip, phone: s.phone,
    email: `${ownersAll.owners[0]!.first.toLowerCase()}@${surname.toLowerCase()}${r.pick(['ventures', 'group', 'ops'])}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}/${city.toLowerCase().replace(/ /g, '')}` : null,
    industryText, industryId, start, years, ...request(r), use: r.pick(USES),
    franchisor, agreementNo: `${brand.slice(0, 2).toUpperCase()}-${r.int(2009, 2025)}-${r.digits(4)}`, unitNo: `${r.int(100, 3999)}`,
    parent: { name: `${surname} ${r.pick(['Holding Company', 'Group Holdings', 'Brands'])}${ca ? ' Inc.' : ', Inc.'}`, ein: ca ? luhn9(r, '7') : ein(r), pct: 100, title: 'Parent' },
    mgmt: r.chance(0.5) ? { name: `${r.pick(['Apex', 'Keystone', 'TrueNorth', 'Pinnacle'])} Restaurant Management ${ca ? 'Ltd.' : 'LLC'}`, phone: phone(r, ca) } : null,
    prevName: r.chance(0.5) ? `${r.pick(['Old Mill', 'Cornerstone', 'Blue Ridge', 'Maple Leaf'])} ${r.pick(['Foods', 'Services', 'Holdings'])}${ca ? ' Ltd.' : ' LLC'}` : null,
    affiliates, locations: locs, owners: ownersAll.owners, holding: ownersAll.holding, holdingAt: r.int(0, ownersAll.owners.length),
    bank: { name: r.pick(BANKS), routing: ca ? `0${r.digits(2)}-${r.digits(5)}` : `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    landlord: { name: `${r.pick(['Westfield', 'Brixmor', 'Regency', 'Kimco', 'Crombie'])} Property Mgmt`, phone: phone(r, ca) },
    advances: r.chance(0.5) ? [{ funder: r.pick(FUNDERS), balance: money(r.int(5, 60) * 1000), payment: money(r.int(150, 900)) }] : [],
    iso: { name: `${r.pick(['Dana', 'Mark', 'Jessie', 'Rob'])} ${r.pick(['Feld', 'Koh', 'Marino', 'Stokes'])}`, company: r.pick(['Capital Bridge ISO', 'FundPoint Advisors', 'Merchant Lane Partners']), phone: phone(r, ca) },
    sales: money(r.int(30, 400) * 1000), employees: r.int(4, 80) };
}
