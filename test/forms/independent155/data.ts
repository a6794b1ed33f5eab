// One application as the merchant filled it: every value as printed text plus the fields applications.md reads from
// it (`fields`, truth paths to values). A blank value has text ''. Decoys carry no fields.
import type { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';
import { ein, fmt333, fmtDate, fmtEin, fmtMoney, fmtSsn, iso, itin, luhn9, masked, randomDate, routing, ssn } from './ids.ts';

export type Fields = Record<string, unknown>;
export interface Val { key: string; text: string; fields: Fields; decoy?: boolean }
export type Country = 'US' | 'CA';

export interface OwnerDraft {
  name: Val; first: Val; last: Val; role: Val; ownership: Val; credit: Val; taxId: Val; dob: Val;
  home: Val; phone: Val; email: Val;
}
export interface Draft {
  country: Country;
  legal: Val; dba: Val; entityId: string; entityText: Val; entityBox: string | null; entityOther: Val;
  industry: Val; taxId: Val; street: Val; city: Val; state: Val; zip: Val; phone: Val; email: Val; incState: Val;
  amount: Val; payment: Val; count: Val; freq: Val; freqBox: string | null; start: Val; years: Val;
  use: Val; sales: Val; owners: OwnerDraft[];
  landlord: Val[]; refs: Val[][]; rep: Val[]; funders: Val[][]; bank: Val[]; signDate: Val;
}

const A = 'application.';
const val = (key: string, text: string, fields: Fields = {}): Val => ({ key, text, fields });
const decoy = (key: string, text: string): Val => ({ key, text, fields: {}, decoy: true });
const blank = (key: string): Val => val(key, '');

function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(200, 989), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}

function postal(rng: Rng, country: Country, prefix: string): string {
  if (country === 'US') return prefix + rng.digits(5 - prefix.length);
  const L = 'ABCEGHJKLMNPRSTVXY';
  return `${prefix}${rng.int(1, 9)}${rng.pick([...L])} ${rng.int(1, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}

/** Distinct owner shares that add to 100 (or less: small holders are not listed). */
function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([80, 90, 75])];
  if (n === 3 && rng.chance(0.2)) return [33.33, 33.33, 33.33];
  const cuts = new Set<number>();
  while (cuts.size < n - 1) cuts.add(rng.int(1, 19) * 5);
  const s = [0, ...[...cuts].sort((a, b) => a - b), rng.chance(0.8) ? 100 : 95];
  return s.slice(1).map((v, i) => v - s[i]!).filter((v) => v > 0).sort((a, b) => b - a);
}

export function makeDraft(rng: Rng, country: Country): Draft {
  const people = rng.shuffle([...P.LAST]);
  const surname = (): string => people.pop()!;
  const person = (): string => `${rng.pick(P.FIRST)} ${surname()}`;
  const money = (n: number): string => fmtMoney(rng, n, country);
  const cityRow = rng.pick(country === 'US' ? P.US_CITIES : P.CA_CITIES);
  const [city, code, stateName, zipPrefix] = cityRow;
  const ent = rng.weighted(P.ENTITIES[country].map((e) => [e, e.w] as const));
  const [indText, indId, trade] = rng.pick(P.INDUSTRIES);
  const base = `${rng.pick(P.BIZ_A)} ${trade}`;

  // Owners
  const nOwners = ent.id === 'sole_proprietorship' ? 1
    : rng.weighted([[1, ent.id.includes('partnership') || ent.id === 'llp' ? 0 : 35], [2, 35], [3, 20], [4, 10]] as const);
  const own = shares(rng, nOwners);
  const owners: OwnerDraft[] = [];
  const roles = rng.shuffle([...(P.ROLES[ent.id] ?? ['Owner'])]);
  for (let i = 0; i < nOwners; i++) {
    const p = `${A}applicants[${i}].`;
    const first = rng.pick(P.FIRST), last = surname();
    const mi = rng.chance(0.35) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
    const nf = { [`${p}first_name`]: first, [`${p}last_name`]: last };
    const cred = rng.pick(P.CREDENTIALS);
    const nameText = rng.weighted([[`${first} ${last}`, 4], [`${first} ${mi || 'J.'} ${last}`, 2], [`${last}, ${first}`, 2],
      [`${last}, ${first}${mi ? ' ' + mi : ''}`, 1], [`${first} ${last}, ${cred}`, 1]] as const);
    const roleText = rng.chance(0.9) ? roles[i % roles.length]! : '';
    const role = roleText ? val(`owner${i}.role`, roleText, { [`${p}role`]: roleText }) : blank(`owner${i}.role`);
    const pct = own[i];
    const pctText = pct === undefined || rng.chance(0.05) ? '' : rng.pick([`${pct}%`, `${pct}`, `${pct} %`, `${pct.toFixed(pct % 1 ? 2 : 0)}%`]);
    const score = rng.int(540, 805);
    const taxMode = rng.weighted([['full', 55], ['masked', 25], ['blank', 20]] as const);
    let taxId = blank(`owner${i}.tax_id`);
    if (taxMode !== 'blank') {
      const isItin = country === 'US' && rng.chance(0.12);
      const d = country === 'CA' ? luhn9(rng, rng.int(1, 7)) : isItin ? itin(rng) : ssn(rng);
      const type = country === 'CA' ? 'SIN' : isItin ? 'ITIN' : 'SSN';
      taxId = taxMode === 'masked'
        ? val(taxId.key, masked(rng, d, country), { [`${p}tax_id`]: null, [`${p}tax_id_type`]: null, [`${p}tax_id_country`]: null })
        : val(taxId.key, country === 'CA' ? fmt333(d, rng.pick([' ', '-'])) : fmtSsn(d, rng.pick(['-', '-', ' '])),
          { [`${p}tax_id`]: d, [`${p}tax_id_type`]: type, [`${p}tax_id_country`]: country });
    }
    const dob = randomDate(rng, 1952, 1999);
    const homeRow = rng.chance(0.7) ? cityRow : rng.pick(country === 'US' ? P.US_CITIES : P.CA_CITIES);
    owners.push({
      name: val(`owner${i}.name`, nameText, nf),
      first: val(`owner${i}.first`, mi && rng.chance(0.5) ? `${first} ${mi}` : first, { [`${p}first_name`]: first }),
      last: val(`owner${i}.last`, last, { [`${p}last_name`]: last }),
      role,
      ownership: pctText ? val(`owner${i}.ownership`, pctText, { [`${p}ownership`]: pct }) : blank(`owner${i}.ownership`),
      credit: rng.chance(0.5) ? val(`owner${i}.credit`, String(score), { [`${p}credit_score`]: score }) : blank(`owner${i}.credit`),
      taxId,
      dob: rng.chance(0.75) ? val(`owner${i}.dob`, fmtDate(rng, dob, country, false), { [`${p}date_of_birth`]: iso(dob) }) : blank(`owner${i}.dob`),
      home: decoy(`owner${i}.home`, `${rng.int(12, 9899)} ${rng.pick(P.STREETS)}, ${homeRow[0]}, ${homeRow[1]} ${postal(rng, country, homeRow[3])}`),
      phone: decoy(`owner${i}.phone`, phone(rng)),
      email: decoy(`owner${i}.email`, `${first.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`),
    });
  }

  // Business
  const o0 = owners[0]!;
  const ownerName = `${o0.first.fields[`${A}applicants[0].first_name`]} ${o0.last.text}`;
  let legalText: string;
  if (ent.id === 'sole_proprietorship') legalText = ownerName;
  else if (country === 'CA' && ent.id === 'ca_corporation' && rng.chance(0.3)) legalText = `${rng.digits(7)} ${stateName} Inc.`;
  else legalText = base + rng.pick(ent.suffixes);
  const legal = val('business.legal', legalText, { [`${A}legal_name`]: legalText });
  const tradeText = `${rng.pick(P.BIZ_A)} ${trade}`;
  const dbaMode = ent.id === 'sole_proprietorship' || /^\d/.test(legalText) ? 'real' : rng.weighted([['real', 50], ['blank', 20], ['same', 20], ['legal', 10]] as const);
  const dba = dbaMode === 'real' ? val('business.dba', tradeText, { [`${A}trade_name`]: tradeText })
    : dbaMode === 'blank' ? blank('business.dba')
    : val('business.dba', dbaMode === 'legal' ? legalText : rng.pick(['SAME', 'Same', 'N/A', 'n/a']), { [`${A}trade_name`]: null });
  const entityFields = { [`${A}type_of_entity`]: ent.id };
  const box = P.ENTITY_BOXES[country].find(([, id]) => id === ent.id);
  const otherText = rng.pick(ent.texts);

  let taxId: Val;
  const bare = rng.chance(0.25);
  if (country === 'CA') {
    const bn = luhn9(rng, rng.int(1, 8));
    const prog = rng.chance(0.6);
    const text = prog ? `${bn} RC000${rng.int(1, 3)}` : bare ? bn : fmt333(bn, ' ');
    taxId = val('business.tax_id', text, { [`${A}business_tax_id`]: text.replace(/\s/g, ''), [`${A}business_tax_id_type`]: 'BN', [`${A}business_tax_id_country`]: 'CA' });
  } else if (ent.id === 'sole_proprietorship' && rng.chance(0.5)) {
    const isItin = rng.chance(0.25);
    const d = isItin ? itin(rng) : ssn(rng);
    taxId = val('business.tax_id', fmtSsn(d), { [`${A}business_tax_id`]: d, [`${A}business_tax_id_type`]: isItin ? 'ITIN' : 'SSN', [`${A}business_tax_id_country`]: 'US' });
  } else {
    const d = ein(rng);
    taxId = val('business.tax_id', bare ? d : fmtEin(d), { [`${A}business_tax_id`]: d, [`${A}business_tax_id_type`]: 'EIN', [`${A}business_tax_id_country`]: 'US' });
  }
  if (rng.chance(0.04)) taxId = blank('business.tax_id');

  const stateText = rng.chance(0.7) ? code : stateName;
  const incRow = rng.pick((country === 'US' ? P.US_CITIES : P.CA_CITIES).filter((r) => r[1] !== code));
  const started = randomDate(rng, 1996, 2023);
  const years = 2025 - started.y;

  // Funding request
  const amount = rng.int(10, 400) * (rng.chance(0.5) ? 1000 : 500);
  const freqId = rng.weighted([['daily', 45], ['weekly', 35], ['biweekly', 10], ['monthly', 10]] as const);
  const n = freqId === 'daily' ? rng.int(6, 25) * 10 : freqId === 'weekly' ? rng.int(12, 52) : freqId === 'biweekly' ? rng.int(6, 26) : rng.int(3, 18);
  const pay = Math.round((amount * rng.float(1.18, 1.49) / n) * 100) / 100;
  const payText = rng.chance(0.7) ? money(pay) : '';
  const freq = rng.chance(0.75) ? val('funding.freq', rng.pick(P.FREQ_TEXT[freqId]!), { [`${A}payment_frequency`]: freqId }) : blank('funding.freq');
  const taken = new Set([amount, pay]);
  const otherMoney = (lo: number, hi: number, cents: boolean): number => {
    for (;;) {
      const v = cents ? rng.cents(lo, hi) / 100 : Math.round(rng.float(lo, hi) / 50) * 50;
      if (!taken.has(v)) { taken.add(v); return v; }
    }
  };

  // Decoys
  const landlordName = rng.chance(0.5) ? person() : rng.pick(P.PROPERTY_CO);
  const funders = rng.shuffle([...P.FUNDERS]).slice(0, rng.weighted([[0, 3], [1, 4], [2, 3], [3, 1]] as const)).map((f, k) => [
    decoy(`funder${k}.name`, f), decoy(`funder${k}.balance`, money(otherMoney(4000, 90000, false))),
    decoy(`funder${k}.payment`, `${money(otherMoney(90, 2500, true))} ${rng.pick(['daily', 'weekly', '/day', '/wk'])}`)]);
  const bankName = rng.pick(P.BANKS[country]);
  const bank = country === 'US'
    ? [decoy('bank.name', bankName), decoy('bank.routing', routing(rng)), decoy('bank.account', rng.digits(rng.int(8, 12)))]
    : [decoy('bank.name', bankName), decoy('bank.routing', `${rng.digits(5)}-${rng.digits(3)}`), decoy('bank.account', rng.digits(7))];
  const refs = [0, 1].map((k) => [decoy(`ref${k}.name`, `${rng.pick(P.BIZ_A)} ${rng.pick(['Supply', 'Distributors', 'Wholesale', 'Foods', 'Equipment'])}`),
    decoy(`ref${k}.contact`, person()), decoy(`ref${k}.phone`, phone(rng))]);

  return {
    country, legal, dba, entityId: ent.id,
    entityText: val('business.entity', otherText, entityFields),
    entityBox: box ? box[0] : null,
    entityOther: box ? blank('business.entity_other') : val('business.entity_other', otherText, entityFields),
    industry: rng.chance(0.95) ? val('business.industry', indText, { [`${A}industry`]: indId }) : blank('business.industry'),
    taxId,
    street: decoy('business.street', `${rng.int(10, 9990)} ${rng.pick(P.STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`),
    city: decoy('business.city', city),
    state: val('business.state', stateText, { [`${A}state_region`]: code, [`${A}country`]: country === 'US' ? 'United States' : 'Canada' }),
    zip: decoy('business.zip', postal(rng, country, zipPrefix)),
    phone: decoy('business.phone', phone(rng)),
    email: decoy('business.email', `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`),
    incState: decoy('business.inc_state', rng.chance(0.6) ? incRow[1] : incRow[2]),
    amount: val('funding.amount', money(amount), { [`${A}requested_amount`]: amount }),
    payment: payText ? val('funding.payment', payText, { [`${A}requested_payment`]: pay }) : blank('funding.payment'),
    count: rng.chance(0.7) ? val('funding.count', String(n), { [`${A}number_of_payments`]: n }) : blank('funding.count'),
    freq, freqBox: freq.text ? P.FREQ_BOXES.find(([, id]) => id === freqId)![0] : null,
    start: rng.chance(0.85) ? val('business.start', fmtDate(rng, started, country, true), { [`${A}business_start_date`]: iso(started) }) : blank('business.start'),
    years: rng.chance(0.5) ? decoy('business.years', `${years} yrs`) : blank('business.years'),
    use: decoy('funding.use', rng.pick(P.USES)),
    sales: decoy('financials.sales', money(otherMoney(15000, 400000, false))),
    owners,
    landlord: [decoy('landlord.name', landlordName), decoy('landlord.phone', phone(rng)), decoy('landlord.rent', money(otherMoney(1200, 14000, false)))],
    refs,
    rep: [decoy('rep.name', person()), decoy('rep.phone', phone(rng)), decoy('rep.id', `ISO-${rng.digits(4)}`)],
    funders, bank,
    signDate: decoy('sign.date', fmtDate(rng, { y: 2025, m: rng.int(1, 9), d: rng.int(1, 28) }, country, false)),
  };
}
