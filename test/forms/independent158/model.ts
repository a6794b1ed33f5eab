// The form model of one (layout, seed): every value the form prints, how it is printed, and what applications.md's
// rules read from it. Drawn identically by all three styles, so the truth never depends on the style.
import { Rng } from '../../statements/generator/prng.ts';
import * as id from './ids.ts';
import { optionFor, pickEntity } from './entities.ts';
import * as P from './pools.ts';
import type { Model, Owner, Traits } from './types.ts';

const SPLITS: Record<number, number[][]> = {
  1: [[100], [100], [100], [80], [51]], 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]],
  3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]],
};

function address(rng: Rng, c: P.City, ca: boolean): { street: string; zip: string } {
  const unit = rng.pick(P.UNITS);
  const street = `${rng.int(10, 9899)} ${rng.pick(P.STREETS)}${unit ? `, ${unit}` : ''}`;
  const zip = ca ? `${c.zip} ${rng.int(1, 9)}${rng.pick([...'ABCEGHJKLMNPRSTVWXYZ'])}${rng.int(0, 9)}` : c.zip + rng.digits(2);
  return { street, zip };
}

function owner(rng: Rng, t: Traits, ca: boolean, pct: number, cred: string | undefined, used: Set<string>): Owner {
  let first: string, last: string;
  do { first = rng.pick(P.FIRST); last = rng.pick(P.LAST); } while (used.has(last) || used.has(first));
  used.add(first); used.add(last);
  const middle = rng.chance(0.4) ? rng.pick(P.MIDDLE) : null;
  const c = cred && rng.chance(0.6) ? cred : null;
  const lf = rng.chance(t.lastFirst);
  const mid = middle ? ` ${middle}.` : '';
  const nameText = lf ? `${last}, ${first}${mid}` : `${first}${mid} ${last}${c ? `, ${c}` : ''}`;
  let taxDigits: string, taxType: Owner['taxType'], taxText: string;
  if (ca) {
    taxDigits = id.luhn9(rng, rng.chance(0.06) ? 9 : rng.int(1, 7)); taxType = 'SIN';
    taxText = id.spaced9(taxDigits, rng.pick([' ', '-']));
  } else {
    const itin = rng.chance(0.07);
    taxDigits = itin ? id.itin(rng) : id.ssn(rng); taxType = itin ? 'ITIN' : 'SSN'; taxText = id.dashSsn(taxDigits);
  }
  const masked = rng.chance(t.maskShare);
  if (masked) taxText = ca ? `XXX XXX ${taxDigits.slice(6)}` : id.maskSsn(rng, taxDigits);
  const dob = id.randomDate(rng, 1952, 2000);
  const hc = rng.pick(ca ? P.CA_CITIES : P.US_CITIES), ha = address(rng, hc, ca);
  return {
    first, middle, last, cred: lf ? null : c, nameText, title: rng.pick(P.TITLES), pct,
    taxText, taxDigits: masked ? null : taxDigits, taxType: masked ? null : taxType, taxCountry: masked ? null : ca ? 'CA' : 'US',
    dobIso: id.iso(dob), dobText: id.dateText(rng, dob, false), score: rng.chance(t.scoreShare) ? rng.int(540, 815) : null,
    home: `${ha.street}, ${hc.city}, ${hc.code} ${ha.zip}`, phone: id.phone(rng),
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
  };
}

export function buildModel(t: Traits, seed: number): Model {
  const root = new Rng(`independent158:${t.name}:${seed}`);
  const r = root.fork('business'), ro = root.fork('owners'), rd = root.fork('decoys');
  const ca = r.chance(t.caShare);
  const city = r.pick(ca ? P.CA_CITIES : P.US_CITIES);
  const addr = address(r, city, ca);
  const ent = pickEntity(r, ca ? 'CA' : 'US', city.code);
  const ind = r.pick(P.INDUSTRIES);
  const place = r.pick(P.PLACES), noun = r.pick(ind.nouns);
  // Owners first: a sole proprietor's legal name is the owner's.
  const sole = ent.id === 'sole_proprietorship';
  const n = sole ? 1 : Math.min(t.maxOwners, r.weighted([[1, 40], [2, 36], [3, 14], [4, 10]] as const));
  const split = sole ? [100] : r.pick(SPLITS[n]!);
  const used = new Set<string>();
  const owners = split.map((pct) => owner(ro, t, ca, pct, ind.cred, used));
  const o1 = owners[0]!;
  let legal: string;
  if (sole) legal = `${o1.first}${o1.middle && r.chance(0.5) ? ` ${o1.middle}.` : ''} ${o1.last}`;
  else if (ent.id === 'ca_corporation' && r.chance(0.3)) legal = `${r.int(1000000, 2999999)} ${city.name} ${r.pick(['Inc.', 'Ltd.'])}`;
  else legal = `${place} ${noun}${r.pick(ent.suffixes)}`;
  const dbaKind = sole ? 'real' : r.weighted([['real', 55], ['SAME', 12], ['N/A', 8], ['legal', 6], ['', 19]] as const);
  const dbaText = dbaKind === 'real' ? (sole ? `${place} ${noun}` : r.pick([`${place} ${noun}`, `${r.pick(P.PLACES)} ${noun}`, `${place} ${r.pick(ind.nouns)}`]))
    : dbaKind === 'legal' ? legal : dbaKind;
  const dba = dbaKind === 'real' && dbaText !== legal ? dbaText : null;
  // Entity: free text, or the checked box of the layout's row ('Other' writes the type on its line).
  const option = t.entityOptions ? optionFor(t.entityOptions, ent.id) ?? 'Other' : null;
  const entityText = option && option !== 'Other' ? option : r.pick(ent.texts);
  // Business tax ID.
  let taxLabel = ca ? 'BN' : 'EIN', taxText: string, taxDigits: string | null, taxType: string | null;
  if (ca) {
    const bn = id.luhn9(r, r.int(1, 8)), prog = `${r.pick(['RC', 'RT'])}000${r.int(1, 3)}`;
    const v = r.weighted([['sp', 45], ['tight', 25], ['bare', 20], ['spaced', 10]] as const);
    taxText = v === 'sp' ? `${bn} ${prog}` : v === 'tight' ? bn + prog : v === 'bare' ? bn : id.spaced9(bn);
    taxDigits = v === 'sp' || v === 'tight' ? bn + prog : bn; taxType = 'BN';
  } else if (sole && r.chance(0.6) && o1.taxDigits) {
    taxLabel = 'SSN'; taxText = o1.taxText; taxDigits = o1.taxDigits; taxType = o1.taxType;
  } else {
    const e = id.ein(r);
    taxDigits = e; taxType = 'EIN';
    taxText = r.chance(t.bareEinShare) ? e : id.dashEin(e);
  }
  if (r.chance(0.08) && taxType !== 'SSN' && taxType !== 'ITIN') {
    taxText = ca ? `XXXXX${taxDigits.slice(5, 9)}` : id.maskEin(r, taxDigits); taxDigits = null; taxType = null;
  }
  const start = id.randomDate(r, 1998, 2023);
  const years = r.chance(t.yearsShare);
  const startBlank = !years && r.chance(0.05);
  const amount = r.chance(0.94) ? r.int(4, 200) * 2500 : null;
  const freq = t.terms && r.chance(0.85) ? r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const) : null;
  const span = freq ? ({ daily: [60, 180], weekly: [16, 52], biweekly: [10, 26], monthly: [6, 18] } as const)[freq] : null;
  const count = span && r.chance(0.85) ? r.int(span[0], span[1]) : null;
  const payment = freq && count && amount && r.chance(0.85) ? Math.round((amount * r.float(1.2, 1.45) * 100) / count) / 100 : null;
  const stateOther = r.pick((ca ? P.CA_CITIES : P.US_CITIES).filter((c) => c.code !== city.code));
  const fmtState = r.chance(ca ? 0.3 : 0.15) ? city.name : city.code;
  const bankAcct = rd.digits(rd.int(8, 12));
  let sales = r.int(30, 400) * 1000 + r.int(0, 999);
  while (sales === amount || sales === payment) sales++;
  let annual = sales * 12 + r.int(-5000, 5000);
  while (annual === amount || annual === payment) annual++;
  const funders = rd.shuffle([...P.FUNDERS]);
  const nAdv = rd.weighted([[0, 35], [1, 35], [2, 20], [3, 10]] as const);
  const usedNames = new Set(owners.map((o) => `${o.first} ${o.last}`));
  let rep: string;
  do rep = `${rd.pick(P.FIRST)} ${rd.pick(P.LAST)}`; while (usedNames.has(rep));
  const moneyAvoid = new Set([amount, payment]);
  const decoyMoney = (lo: number, hi: number): string => {
    let v: number;
    do v = rd.int(lo, hi) * 25; while (moneyAvoid.has(v));
    return id.plainMoney(v);
  };
  return {
    layout: t.name, seed, country: ca ? 'CA' : 'US', legal, dbaText, dba,
    entityId: ent.id, entityText, entityOption: option,
    industryText: ind.text, industryId: ind.id,
    taxLabel, taxText, taxDigits, taxType, taxCountry: taxDigits ? (ca ? 'CA' : 'US') : null,
    startText: years || startBlank ? '' : id.dateText(r, start, true), startIso: years || startBlank ? null : id.iso(start),
    yearsText: years ? String(2025 - start.y) : null,
    street: addr.street, city: city.city, stateText: fmtState, stateCode: city.code, zip: addr.zip,
    addressLine: `${addr.street}, ${city.city}, ${city.code} ${addr.zip}`,
    phone: id.phone(r), email: `${r.pick(['info', 'office', 'accounts', 'admin'])}@${place.toLowerCase().replace(/[^a-z]/g, '')}${ca ? '.ca' : '.com'}`,
    website: r.chance(0.6) ? `www.${place.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}` : '',
    amountText: amount ? id.money(r, amount, ca) : '', amount,
    paymentText: payment ? id.money(r, payment, ca) : '', payment,
    countText: count ? String(count) : '', count,
    freqText: freq ? r.pick({ daily: ['Daily', 'DAILY', 'daily'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly', 'MONTHLY'] }[freq]) : '',
    freq,
    useOfFunds: r.pick(P.USES), monthlySales: id.plainMoney(sales), annualRevenue: id.plainMoney(annual),
    owners, stateOfInc: ca ? r.pick(['Federal (CBCA)', stateOther.name]) : r.pick([stateOther.code, stateOther.name]),
    bank: { name: rd.pick(ca ? P.BANKS_CA : P.BANKS_US), routing: ca ? `${rd.digits(5)}-00${rd.int(1, 9)}` : id.routing(rd), account: bankAcct },
    landlord: { name: rd.pick(P.LANDLORDS), phone: id.phone(rd), rent: decoyMoney(40, 600) },
    refs: rd.shuffle([...P.REFERENCES]).slice(0, 2).map((name) => ({ name, phone: id.phone(rd) })),
    iso: { company: rd.pick(['Crossroads Funding Advisors', 'Ironbridge ISO', 'Lakefront Capital Brokers']), rep, phone: id.phone(rd), email: `${rep.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}@iso-desk.com` },
    advances: funders.slice(0, nAdv).map((f) => ({ funder: f, balance: decoyMoney(200, 4000), payment: decoyMoney(4, 60) })),
    signDate: `${String(rd.int(1, 12)).padStart(2, '0')}/${String(rd.int(1, 28)).padStart(2, '0')}/2025`,
  };
}
