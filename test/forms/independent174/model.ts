// The merchant behind one form: every printed text decided here (independent of style), each with the truth fields it
// gives under applications.md's rules. A value with no fields is a decoy (or context a reader must not take).
import type { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';

export type FieldValue = string | number | null;
export interface Val { key: string; text: string; fields: Record<string, FieldValue> }
export interface Checks { options: string[]; checked: string; val: Val; other?: Val }
export interface Profile {
  country: 'US' | 'CA';
  entity: 'check' | 'text' | 'other';
  names: 'plain' | 'lastfirst';
  terms: 'none' | 'text' | 'checks';
  maxOwners: number;
  soleProp: number;
  masked: number;
  bareEin: boolean;
}
export interface Model {
  country: 'US' | 'CA';
  v: Record<string, Val>;
  entity: Checks;
  freq: Checks | null;
  owners: Record<string, Val>[];
}

const A = 'application.';
const val = (key: string, text: string, fields: Record<string, FieldValue> = {}): Val => ({ key, text, fields });

function dateText(r: Rng, [y, m, d]: [number, number, number], country: 'US' | 'CA', allowShort: boolean): string {
  if (country === 'CA') return r.chance(0.5) ? P.iso(y, m, d) : `${P.MONTHS[m - 1]} ${d}, ${y}`;
  const k = r.int(0, allowShort ? 2 : 1);
  if (k === 0) return `${P.pad(m)}/${P.pad(d)}/${y}`;
  if (k === 1) return `${P.MONTHS[m - 1]} ${d}, ${y}`;
  return `${m}/${d}/${String(y).slice(2)}`;
}

const US_CHECK: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['Sole Prop.', 'sole_proprietorship']];
const CA_CHECK: [string, string][] = [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship'], ['Co-operative', 'cooperative']];
const US_TEXT: [string, string][] = [['LLC', 'llc'], ['Inc.', 'c_corporation'], ['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['L.L.C.', 'llc'],
  ['Limited Liability Company', 'llc'], ['Partnership', 'general_partnership'], ['LLP', 'llp'], ['PLLC', 'pllc'], ['Sole Prop', 'sole_proprietorship']];
const US_OTHER: [string, string][] = [['PLLC', 'pllc'], ['LLLP', 'lllp'], ['Professional Corporation', 'professional_corporation'], ['S Corp', 's_corporation'], ['L3C', 'l3c']];
const SUFFIX: Record<string, string[]> = {
  c_corporation: [', Inc.', ' Corp.', ' Incorporated'], llc: [' LLC', ', L.L.C.'], general_partnership: [' Partners', ' & Co.'], s_corporation: [', Inc.'],
  llp: [' LLP'], pllc: [', PLLC'], lllp: [' LLLP'], professional_corporation: [', P.C.'], l3c: [' L3C'], cooperative: [' Co-operative'], ca_corporation: [' Ltd.', ' Inc.', ' Corp.'],
};

function pickEntity(r: Rng, p: Profile, sole: boolean): Checks {
  const table = p.country === 'CA' ? CA_CHECK : US_CHECK;
  const options = [...table.map(([l]) => l), p.country === 'CA' ? 'Other' : 'Other:'];
  const mk = (label: string, id: string) => val('entity_type', label, { [`${A}type_of_entity`]: id });
  if (sole) {
    const [label, id] = table.find(([, i]) => i === 'sole_proprietorship')!;
    return p.entity === 'text' ? { options: [], checked: '', val: mk('Sole Prop', id) } : { options, checked: label, val: mk(label, id) };
  }
  if (p.entity === 'text') { const [t, id] = r.pick(US_TEXT.filter(([, i]) => i !== 'sole_proprietorship')); return { options: [], checked: '', val: mk(t, id) }; }
  if (p.entity === 'other' && r.chance(0.45)) {
    const [t, id] = r.pick(US_OTHER);
    return { options, checked: 'Other:', val: mk(t, id), other: mk(t, id) };
  }
  const [label, id] = r.pick(table.filter(([, i]) => i !== 'sole_proprietorship'));
  return { options, checked: label, val: mk(label, id) };
}

function ownerName(r: Rng, p: Profile): { text: string; first: string; last: string } {
  const first = r.pick(P.FIRST), last = r.pick(P.LAST);
  const mid = r.chance(0.45) ? ` ${r.pick(P.MIDDLE.split(''))}.` : '';
  const cred = r.chance(0.2) ? `, ${r.pick(P.CREDENTIALS)}` : '';
  const text = p.names === 'lastfirst' ? `${last}, ${first}${mid}` : `${first}${mid} ${last}${cred}`;
  return { text, first, last };
}

const SHARES: number[][] = [[100], [60, 40], [50, 50], [51, 49], [75, 25], [50, 25, 25], [40, 35, 25], [34, 33, 33], [45.5, 30, 24.5]];

export function makeModel(r: Rng, p: Profile): Model {
  const country = p.country;
  const places = country === 'US' ? P.usPlaces(r) : P.caPlaces(r);
  const v: Record<string, Val> = {};
  const sole = r.chance(p.soleProp);
  const nOwners = sole ? 1 : r.int(1, p.maxOwners);
  const shares = r.pick(SHARES.filter((s) => s.length === nOwners));
  const owners: Record<string, Val>[] = [];
  const ownerNames: { first: string; last: string }[] = [];
  for (let i = 0; i < nOwners; i++) {
    const o: Record<string, Val> = {};
    const pre = `${A}applicants[${i}].`;
    let nm = ownerName(r, p);
    while (ownerNames.some((n) => n.last === nm.last)) nm = ownerName(r, p);
    ownerNames.push(nm);
    o.name = val(`owner${i}_name`, nm.text, { [`${pre}first_name`]: nm.first, [`${pre}last_name`]: nm.last });
    const title = sole ? 'Owner' : i === 0 ? r.pick(['President', 'CEO', 'Managing Member', 'Owner']) : r.pick(P.TITLES.slice(4));
    o.title = val(`owner${i}_title`, title, { [`${pre}role`]: title });
    const pct = shares[i]!;
    o.pct = val(`owner${i}_pct`, r.chance(0.6) ? `${pct}%` : String(pct), { [`${pre}ownership`]: pct });
    if (r.chance(p.masked)) {
      const last4 = r.digits(4);
      o.taxMasked = val(`owner${i}_tax_masked`, country === 'US' ? r.pick([`XXX-XX-${last4}`, `***-**-${last4}`]) : `*** *** ${last4.slice(1)}`);
    } else if (country === 'CA') {
      const sin = P.luhn9(r, String(r.int(1, 7)));
      o.tax = val(`owner${i}_sin`, P.fmtSin(sin, r.pick([' ', '-'])), { [`${pre}tax_id`]: sin, [`${pre}tax_id_type`]: 'SIN', [`${pre}tax_id_country`]: 'CA' });
    } else {
      const isItin = r.chance(0.15);
      const d = isItin ? P.itin(r) : P.ssn(r);
      o.tax = val(`owner${i}_ssn`, P.fmtSsn(d), { [`${pre}tax_id`]: d, [`${pre}tax_id_type`]: isItin ? 'ITIN' : 'SSN', [`${pre}tax_id_country`]: 'US' });
    }
    const dob = P.randomDate(r, 1956, 1994);
    o.dob = val(`owner${i}_dob`, country === 'US' ? `${P.pad(dob[1])}/${P.pad(dob[2])}/${dob[0]}` : dateText(r, dob, country, false), { [`${pre}date_of_birth`]: P.iso(...dob) });
    if (r.chance(0.8)) { const f = r.int(560, 805); o.fico = val(`owner${i}_fico`, String(f), { [`${pre}credit_score`]: f }); }
    const hp = r.pick(places);
    o.home = val(`owner${i}_home`, `${r.int(10, 9899)} ${r.pick(P.STREETS)}, ${hp.city}, ${hp.code} ${hp.zip()}`);
    o.cell = val(`owner${i}_cell`, P.phone(r));
    owners.push(o);
  }

  const entity = pickEntity(r, p, sole);
  const entityId = String(entity.val.fields[`${A}type_of_entity`]);
  const head = r.pick(P.NAME_HEAD);
  const [indText, indId] = r.pick(P.INDUSTRIES);
  const trade = `${r.pick(P.NAME_HEAD.filter((h) => h !== head))} ${r.pick(['Express', 'Studio', 'Pros', 'Depot', 'Collective', 'House'])}`;
  const legal = sole ? `${ownerNames[0]!.first} ${ownerNames[0]!.last}` : `${head} ${r.pick(P.NAME_TAIL)}${r.pick(SUFFIX[entityId]!)}`;
  v.legal = val('legal_name', legal, { [`${A}legal_name`]: legal });
  const dk = sole ? 0 : r.int(0, 9);
  if (dk <= 4) v.dba = val('dba', trade, { [`${A}trade_name`]: trade });
  else if (dk === 5 || dk === 6) v.dba = val('dba', r.pick(['SAME', 'Same', 'N/A']), { [`${A}trade_name`]: null });
  else if (dk === 7) v.dba = val('dba', legal, { [`${A}trade_name`]: null });
  v.industry = val('industry', indText, { [`${A}industry`]: indId });

  if (country === 'CA') {
    const bn = P.luhn9(r, String(r.int(1, 8)));
    const prog = r.pick(['RC0001', 'RT0001', 'RC0002']);
    const text = r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn}-${prog.slice(0, 2)}-${prog.slice(2)}`, `${bn} ${prog.toLowerCase()}`]);
    v.taxId = val('business_tax_id', text, { [`${A}business_tax_id`]: bn + prog, [`${A}business_tax_id_type`]: 'BN', [`${A}business_tax_id_country`]: 'CA' });
  } else if (sole) {
    const t = owners[0]!.tax;
    const d = t ? String(t.fields[`${A}applicants[0].tax_id`]) : P.ssn(r);
    v.taxId = val('business_tax_id', P.fmtSsn(d), { [`${A}business_tax_id`]: d, [`${A}business_tax_id_type`]: d.startsWith('9') ? 'ITIN' : 'SSN', [`${A}business_tax_id_country`]: 'US' });
  } else {
    const d = P.ein(r);
    v.taxId = val('business_tax_id', p.bareEin ? d : P.fmtEin(d), { [`${A}business_tax_id`]: d, [`${A}business_tax_id_type`]: 'EIN', [`${A}business_tax_id_country`]: 'US' });
  }
  const start = P.randomDate(r, 2004, 2022);
  v.start = val('business_start_date', dateText(r, start, country, true), { [`${A}business_start_date`]: P.iso(...start) });

  const place = r.pick(places);
  v.state = val('state', r.chance(0.8) ? place.code : place.name, { [`${A}state_region`]: place.code, [`${A}country`]: country === 'US' ? 'United States' : 'Canada' });
  v.street = val('biz_street', `${r.int(100, 12999)} ${r.pick(P.STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`);
  v.city = val('biz_city', place.city);
  v.zip = val('biz_zip', place.zip());
  v.phone = val('biz_phone', P.phone(r));
  v.email = val('biz_email', `${r.pick(['info', 'office', 'accounts', ownerNames[0]!.first.toLowerCase()])}@${head.toLowerCase().replace(/\s+/g, '')}.${country === 'US' ? 'com' : 'ca'}`);
  v.stateInc = val('state_of_incorporation', r.pick(places.filter((x) => x.code !== place.code)).code);
  v.employees = val('employees', String(r.int(3, 48)));

  const amount = r.int(10, 250) * 1000;
  const amtText = country === 'CA' ? r.pick([`CAD ${P.money(amount * 100, { dollar: false })}`, `${P.money(amount * 100)} CAD`, P.money(amount * 100, { decimals: true })])
    : r.pick([P.money(amount * 100), P.money(amount * 100, { decimals: true }), P.money(amount * 100, { dollar: false })]);
  v.amount = val('requested_amount', amtText, { [`${A}requested_amount`]: amount });
  let freq: Checks | null = null;
  if (p.terms !== 'none') {
    const [label, id, counts] = r.pick([['Daily', 'daily', [60, 90, 120, 140, 160]], ['Weekly', 'weekly', [20, 26, 36, 52]], ['Bi-Weekly', 'biweekly', [13, 18, 26]], ['Monthly', 'monthly', [6, 9, 12, 18]]] as const);
    const n = r.pick(counts);
    const pay = Math.round((amount * r.float(1.22, 1.45) * 100) / n);
    v.payment = val('requested_payment', P.money(pay, { decimals: true }), { [`${A}requested_payment`]: pay / 100 });
    v.npay = val('number_of_payments', String(n), { [`${A}number_of_payments`]: n });
    const fv = val('payment_frequency', label, { [`${A}payment_frequency`]: id });
    freq = { options: ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], checked: label, val: fv };
  }
  v.use = val('use_of_funds', r.pick(P.USES));

  // Decoys: amounts and dates in the same grid as the real ones.
  const dc = (key: string, lo: number, hi: number, dec = true) => (v[key] = val(key, P.money(r.cents(lo, hi), { decimals: dec })));
  dc('avg_balance', 3000, 60000); dc('card_sales', 8000, 90000); dc('monthly_sales', 20000, 180000, false); dc('annual_revenue', 250000, 2000000, false);
  dc('rent', 1200, 9500); dc('funder_balance', 4000, 80000); dc('funder_payment', 90, 1800);
  v.lease_date = val('lease_date', dateText(r, P.randomDate(r, 2015, 2023), country, false));
  v.last_advance = val('last_advance_date', dateText(r, P.randomDate(r, 2024, 2025), country, false));
  v.sig_date = val('signature_date', country === 'CA' ? '2026-01-06' : '01/06/2026');
  v.landlord = val('landlord', r.pick(P.LANDLORDS));
  v.landlord_phone = val('landlord_phone', P.phone(r));
  v.funder = val('existing_funder', r.pick(P.FUNDERS));
  v.bank = val('bank_name', r.pick(country === 'US' ? P.BANKS_US : P.BANKS_CA));
  v.routing = val('routing_number', country === 'US' ? P.routing(r) : `${r.digits(5)}-${r.digits(3)}`);
  v.account = val('account_number', r.digits(r.int(8, 11)));
  v.ref1 = val('trade_ref_1', r.pick(['Midstate Supply Co.', 'Allied Paper Goods', 'Harvest Wholesale', 'Metro Equipment Leasing']));
  v.ref1_phone = val('trade_ref_1_phone', P.phone(r));
  v.iso_rep = val('iso_rep', r.pick(['Kevin Marsh', 'Dana Whitlock', 'Rob Castellanos', 'Tiffany Ruiz', 'Alan Brookes']));
  v.iso_id = val('iso_id', `ISO-${r.digits(4)}`);
  v.iso_phone = val('iso_phone', P.phone(r));
  dedupe(v, owners);
  return { country, v, entity, freq, owners };
}

/** A decoy never reads as a real value: bump a colliding decoy amount by a few dollars. */
function dedupe(v: Record<string, Val>, owners: Record<string, Val>[]): void {
  const all = [...Object.values(v), ...owners.flatMap((o) => Object.values(o))];
  const real = new Set(all.filter((x) => Object.keys(x.fields).length).map((x) => x.text.replace(/[$,\s]|CAD/g, '')));
  for (const x of all) {
    if (Object.keys(x.fields).length) continue;
    while (real.has(x.text.replace(/[$,\s]|CAD/g, ''))) x.text = x.text.startsWith('$') ? P.money(Math.round(Number(x.text.replace(/[$,]/g, '')) * 100) + 1700, { decimals: true }) : `${x.text} `.trim() + '0';
  }
}
