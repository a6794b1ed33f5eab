// One fictional merchant of independent68 with each value as printed (text) and as the truth reads it.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_IDS, INDUSTRY_GRID, OTHER_ENTITIES, OTHER_INDUSTRIES, type EntityKey } from './catalog.ts';
import { AREA, dashEin, dashSsn, date, ein, isoDate, itin, maskEin, maskSsn, money, phone, ssn } from './format.ts';
import { BANKS, FIRST, FUNDERS, LAST, LAST_SPECIAL, MIDDLE, PLACE, STREET, SUPPLIERS, TOWNS, USES } from './names.ts';

export interface Owner {
  first: string; last: string; name: string; title: string; pct: number; pctText: string;
  taxId: string | null; taxType: string | null; taxText: string; dob: string; dobText: string;
  credit: number | null; creditText: string; home: string; cell: string; email: string; citizen: boolean; ownsHome: boolean;
}
export interface Funder { name: string; balance: string; payment: string }
export interface Merchant {
  legal: string; dba: string | null; dbaText: string; entity: EntityKey | null; entityId: string | null; entityOther: string;
  industryId: string; industryGrid: number | null; industryOther: string;
  taxId: string | null; taxType: string | null; taxText: string; street: string; city: string; state: string; zip: string;
  phone: string; email: string; website: string; start: string; startText: string; incState: string;
  requested: number; requestedText: string; payment: number; paymentText: string; numPayments: number; frequency: string | null;
  use: string; rent: boolean; landlord: string; landlordPhone: string; rentText: string; homeBased: boolean; seasonal: boolean;
  existing: boolean; funders: Funder[]; bank: string; routing: string; account: string; refs: [string, string][];
  sales: string; revenue: string; employees: string; owners: Owner[]; signed: string;
  contact: string; contactPhone: string;
}
export interface Caps { grid: number[]; maxOwners: number; lastFirst: boolean }

const ENTITY_W: [EntityKey, number][] = [['llc', 40], ['corp', 16], ['scorp', 12], ['partnership', 6], ['soleprop', 12], ['nonprofit', 4], ['other', 10]];
const TITLES: Record<EntityKey, string[]> = { llc: ['Managing Member', 'Member', 'Owner', 'CEO'], corp: ['President', 'CEO', 'Vice President', 'Secretary'],
  scorp: ['President', 'Owner', 'Treasurer', 'CEO'], partnership: ['Partner', 'General Partner'], soleprop: ['Owner', 'Sole Proprietor'],
  nonprofit: ['Executive Director', 'President', 'Treasurer'], other: ['Partner', 'Managing Partner', 'Member', 'President'] };

function person(rng: Rng): { first: string; last: string; name: string } {
  const first = rng.pick(FIRST), last = rng.chance(0.2) ? rng.pick(LAST_SPECIAL) : rng.pick(LAST);
  const mid = rng.chance(0.3) ? ` ${rng.pick(MIDDLE)}` : '';
  return { first, last, name: `${first}${mid} ${last}` };
}

function address(rng: Rng, state: string): { street: string; city: string; zip: string } {
  const [city, z] = rng.pick(TOWNS[state]!);
  return { street: `${rng.int(12, 9870)} ${rng.pick(STREET)}${rng.chance(0.25) ? `, Suite ${rng.int(1, 4)}0${rng.int(1, 9)}` : ''}`, city, zip: z + rng.digits(2) };
}

function splits(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 100, 75, 51, 80])];
  const out: number[] = [];
  let left = rng.pick([100, 100, 90]);
  for (let i = 0; i < n - 1; i++) { const v = Math.max(10, Math.round((left / (n - i)) * rng.float(0.7, 1.3) / 5) * 5); out.push(v); left -= v; }
  out.push(Math.max(5, left));
  return out;
}

function owner(rng: Rng, m: { entity: EntityKey; state: string }, pct: number, c: Caps, i: number): Owner {
  const p = person(rng);
  const credSuffix = i === 0 && rng.chance(0.08) ? rng.pick([', DC', ', MD', ', CPA']) : '';
  const name = c.lastFirst ? `${p.last}, ${p.first}` : `${p.name}${credSuffix}`;
  const full = rng.chance(0.06) ? itin(rng) : ssn(rng);
  const kind = rng.weighted([['dash', 5], ['bare', 1], ['mask', 3], ['blank', 1]] as const);
  const taxText = kind === 'dash' ? dashSsn(full) : kind === 'bare' ? full : kind === 'mask' ? maskSsn(rng, full) : '';
  const taxId = kind === 'dash' || kind === 'bare' ? full : null;
  const dob = isoDate(rng, 1958, 1996);
  const credit = rng.chance(0.55) ? rng.int(540, 790) : null;
  const hs = rng.chance(0.75) ? m.state : rng.pick(Object.keys(TOWNS).filter((s) => s !== m.state));
  const h = address(rng, hs);
  return { first: p.first, last: p.last, name, title: rng.pick(TITLES[m.entity]), pct, pctText: rng.pick([`${pct}%`, `${pct}`, `${pct} %`]),
    taxId, taxType: taxId ? (taxId.startsWith('9') ? 'ITIN' : 'SSN') : null, taxText, dob, dobText: date(rng, dob, false),
    credit, creditText: credit === null ? '' : String(credit), home: `${h.street}, ${h.city}, ${hs} ${h.zip}`,
    cell: phone(rng, rng.pick(AREA[hs]!)), email: `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
    citizen: rng.chance(0.85), ownsHome: rng.chance(0.6) };
}

function business(rng: Rng, c: Caps, entity: EntityKey, firstOwner: string) {
  const otherE = rng.pick(OTHER_ENTITIES);
  const gridPick = rng.chance(0.75) ? rng.pick(c.grid) : null;
  const oi = rng.pick(OTHER_INDUSTRIES);
  const words = gridPick === null ? oi.words : INDUSTRY_GRID[gridPick]!.words;
  const base = `${rng.chance(0.5) ? rng.pick(PLACE) : rng.pick(LAST)} ${rng.pick(words)}`;
  const suffix = entity === 'llc' ? rng.pick(['LLC', 'L.L.C.', 'LLC']) : entity === 'corp' ? rng.pick(['Inc.', 'Corp.', 'Corporation', 'Inc'])
    : entity === 'scorp' ? rng.pick(['Inc.', 'Inc']) : entity === 'partnership' ? rng.pick(['Partners', 'Associates']) : entity === 'other' ? otherE.suffix
    : entity === 'nonprofit' ? rng.pick(['Inc.', 'Foundation, Inc.']) : '';
  const legal = entity === 'soleprop' ? firstOwner : entity === 'corp' && suffix === 'Inc.' && rng.chance(0.4) ? `${base}, Inc.` : `${base} ${suffix}`;
  return { legal, base, otherE, gridPick, oi, words };
}

export function makeMerchant(rng: Rng, state: string, c: Caps): Merchant {
  const entity = rng.weighted(ENTITY_W);
  const n = rng.weighted([[1, 5], [2, 3], [3, 1], [4, 1]].filter(([k]) => k! <= c.maxOwners) as [number, number][]);
  const pcts = splits(rng, entity === 'soleprop' ? 1 : n);
  const owners = pcts.map((p, i) => owner(rng, { entity, state }, p, c, i));
  const first = owners[0]!;
  const b = business(rng, c, entity, `${first.first} ${first.last}`);
  const blankEntity = rng.chance(0.05);
  const ownEin = ein(rng);
  const useSsn = entity === 'soleprop' && first.taxId !== null && rng.chance(0.5);
  const tk = useSsn ? 'ssn' : rng.weighted([['dash', 6], ['bare', 2], ['mask', 1], ['blank', 1]] as const);
  const taxText = tk === 'ssn' ? dashSsn(first.taxId!) : tk === 'dash' ? dashEin(ownEin) : tk === 'bare' ? ownEin : tk === 'mask' ? maskEin(rng, ownEin) : '';
  const taxId = tk === 'ssn' ? first.taxId : tk === 'dash' || tk === 'bare' ? ownEin : null;
  const a = address(rng, state);
  const area = rng.pick(AREA[state]!);
  const start = isoDate(rng, 2001, 2023);
  const requested = rng.int(10, 250) * 1000 + (rng.chance(0.2) ? 500 : 0);
  const numPayments = rng.pick([60, 80, 100, 120, 140, 26, 52]);
  const payment = Math.round((requested * rng.float(1.25, 1.45)) / numPayments);
  const dbaKind = rng.weighted([['name', 6], ['same', 2], ['blank', 2]] as const);
  const dba = dbaKind === 'name' ? (entity === 'soleprop' ? b.base : rng.chance(0.5) ? b.base : `${rng.pick(PLACE)} ${rng.pick(b.words)}`) : null;
  const rent = rng.chance(0.65), existing = rng.chance(0.4);
  const inc = rng.pick(['DE', 'NV', 'WY', 'NY', 'DE'].filter((s) => s !== state));
  return {
    legal: b.legal, dba, dbaText: dba ?? (dbaKind === 'same' ? rng.pick(['SAME', 'Same', 'N/A']) : ''),
    entity: blankEntity ? null : entity, entityId: blankEntity ? null : entity === 'other' ? b.otherE.id : ENTITY_IDS[entity], entityOther: entity === 'other' ? b.otherE.text : '',
    industryId: b.gridPick === null ? b.oi.id : INDUSTRY_GRID[b.gridPick]!.id, industryGrid: b.gridPick, industryOther: b.gridPick === null ? b.oi.text : '',
    taxId, taxType: tk === 'ssn' ? 'SSN' : taxId ? 'EIN' : null, taxText, street: a.street, city: a.city, state, zip: a.zip,
    phone: phone(rng, area), email: `info@${b.base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: rng.chance(0.5) ? `www.${b.base.toLowerCase().replace(/[^a-z]/g, '')}.com` : '',
    start, startText: date(rng, start, true), incState: rng.chance(0.3) ? inc : '',
    requested, requestedText: money(rng, requested), payment, paymentText: money(rng, payment), numPayments,
    frequency: rng.weighted([['daily', 45], ['weekly', 35], ['biweekly', 6], ['monthly', 6], [null, 8]] as const),
    use: rng.pick(USES), rent, landlord: rent ? `${rng.pick(PLACE)} Property Management` : '', landlordPhone: rent ? phone(rng, area) : '',
    rentText: rent ? money(rng, rng.int(12, 95) * 100 + 7) : '', homeBased: rng.chance(0.15), seasonal: rng.chance(0.2),
    existing, funders: existing ? rng.shuffle([...FUNDERS]).slice(0, rng.int(1, 2)).map((f) => ({ name: f, balance: money(rng, rng.int(5, 90) * 1000 + 250), payment: money(rng, rng.int(150, 1900) + 3) })) : [],
    bank: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 12)),
    refs: rng.shuffle([...SUPPLIERS]).slice(0, 2).map((s): [string, string] => [s, phone(rng, area)]),
    sales: money(rng, rng.int(20, 400) * 1000 + 130), revenue: money(rng, rng.int(300, 4500) * 1000 + 410), employees: String(rng.int(1, 60)), owners,
    signed: date(rng, isoDate(rng, 2026, 2026), false), contact: `${rng.pick(FIRST.filter((f) => f !== first.first))} ${rng.pick(LAST)}`, contactPhone: phone(rng, area),
  };
}
