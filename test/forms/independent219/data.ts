// The fictional merchant behind one form of set 219, and every printed string with the truth it gives. A value is
// `value` (gives truth fields), `decoy` (printed, not the applicant's) or `filler` ('N/A', 'same as above', a masked
// number: printed, gives nothing). Nothing here depends on the style, so typed, handwritten and fillable share a truth.
import { Rng } from '../../statements/generator/prng.ts';

export type FieldVal = string | number | null;
export interface V { key: string; text: string; fields: Record<string, FieldVal>; kind: 'value' | 'decoy' | 'filler' }

const val = (key: string, text: string, fields: Record<string, FieldVal>): V => ({ key, text, fields, kind: 'value' });
export const decoy = (key: string, text: string): V => ({ key, text, fields: {}, kind: 'decoy' });
const filler = (key: string, text: string): V => ({ key, text, fields: {}, kind: 'filler' });

export interface OwnerV { name: V; title: V | null; own: V | null; ssn: V | null; dob: V | null; credit: V | null;
  home: V; homeCity: V; cell: V | null; printed: boolean }

export interface Merchant {
  legal: V; dba: V | null; entityText: V | null; entityCheck: { label: string; other: V | null; v: V } | null;
  industry: V; taxId: V | null; start: V | null; years: V | null; street: V; city: V; state: V; zip: V; phone: V; email: V | null;
  web: V | null; amount: V | null; payment: V | null; npay: V | null; freq: { label: string; v: V } | null; use: V | null;
  owners: OwnerV[]; attachedOwner: boolean; incState: V; landlord: V[]; bank: V[]; refs: V[]; funders: V[][]; iso: V[];
  mailing: V;
}

const FIRST = ['Maria', 'James', 'Luis', 'Aisha', 'Kevin', 'Priya', 'Tomás', 'Danielle', 'Omar', 'Grace', 'Victor', 'Nadia', 'Ray', 'Hannah', 'Dwayne', 'Mei'];
const LAST = ['Okafor', 'Delgado', 'Whitfield', 'Nguyen', 'Kowalski', 'Ramirez-Soto', 'De La Cruz', 'Brennan', 'Haddad', 'Van Buren', 'Castillo', 'Lindqvist',
  'Abernathy', 'Moreau', 'Patel', 'St. Clair'];
const WORDS = ['Blue Heron', 'Iron Gate', 'Sunset Ridge', 'Maple & Main', 'Coastal', 'Lone Pine', 'Red Brick', 'Golden Mile', 'Harbor View', 'Tri-County', 'Oak Hollow', 'Prairie Wind'];
// [printed type of business, reference id] — each checked by the test against the longest-alias rule.
export const INDUSTRIES: [string, string, string][] = [['Pizzeria', 'restaurant', 'Pizza'], ['Veterinary clinic', 'veterinary', 'Animal Hospital'],
  ['Collision repair & paint', 'auto_repair', 'Collision'], ['HVAC installation and service', 'specialty_trade_contractor', 'Heating & Air'],
  ['Hair salon', 'personal_care', 'Salon'], ['Dental office', 'dental_practice', 'Dental Care'], ['Landscaping & snow removal', 'landscaping', 'Lawn & Snow'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Co'], ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Coffee shop', 'restaurant', 'Coffee'], ['Yoga studio', 'fitness', 'Yoga'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Laundromat', 'dry_cleaning', 'Laundry'],
  ['Physical therapy clinic', 'medical_practice', 'Physical Therapy']];
// [printed entity, reference id, legal-name suffix]
export const ENTITIES: [string, string, string][] = [['LLC', 'llc', ' LLC'], ['L.L.C.', 'llc', ', L.L.C.'], ['Corporation', 'c_corporation', ' Corporation'],
  ['Inc.', 'c_corporation', ', Inc.'], ['S Corp', 's_corporation', ' Inc.'], ['Limited Liability Company', 'llc', ' LLC'], ['Partnership', 'general_partnership', ' Partners'],
  ['LLP', 'llp', ' LLP'], ['PLLC', 'pllc', ' PLLC'], ['Sole Proprietor', 'sole_proprietorship', '']];
export const CHECK_ENTITIES = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit'];
const CHECK_IDS: Record<string, string> = { Corporation: 'c_corporation', LLC: 'llc', Partnership: 'general_partnership', LP: 'limited_partnership', LLP: 'llp',
  'Sole Proprietor': 'sole_proprietorship', 'Non-Profit': 'nonprofit_corporation' };
const OTHER_ENTITIES: [string, string, string][] = [['PLLC', 'pllc', ' PLLC'], ['S-Corp', 's_corporation', ', Inc.'], ['Professional Association', 'professional_corporation', ', P.A.']];
const PLACES: [string, string, string][] = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Mesa', 'AZ', '852'], ['Paterson', 'NJ', '075'], ['Austin', 'TX', '787'],
  ['Raleigh', 'NC', '276'], ['Fresno', 'CA', '937'], ['Aurora', 'CO', '800'], ['Yonkers', 'NY', '107'], ['Savannah', 'GA', '314'], ['Tacoma', 'WA', '984'], ['Joliet', 'IL', '604']];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'Market St', 'Harbor Blvd', 'Kings Hwy'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FUNDERS = ['Granite Peak Funding', 'Brightwater Capital', 'Fastlane Advance', 'Mercury Receivables', 'Oakmont Business Funding'];
const BANKS = ['First Keystone Bank', 'Pacific Union Bank', 'Heartland Community Bank', 'Chase', 'Wells Fargo', 'TD Bank'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const money = (n: number) => `$${n.toLocaleString('en-US')}`;
export interface Opts { maxOwners: number; lastFirst: boolean; terms: boolean; yearsOnly: boolean; checkboxEntity: boolean; seedKey: string }

function date(rng: Rng, y0: number, y1: number): { iso: string; y: number; m: number; d: number } {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  return { iso: `${y}-${pad(m)}-${pad(d)}`, y, m, d };
}
function fmtDate(rng: Rng, t: { y: number; m: number; d: number }): string {
  return rng.weighted([[`${pad(t.m)}/${pad(t.d)}/${t.y}`, 4], [`${t.m}/${t.d}/${String(t.y).slice(2)}`, 2], [`${MONTHS[t.m - 1]} ${t.d}, ${t.y}`, 1], [`${pad(t.m)}-${pad(t.d)}-${t.y}`, 1]]);
}
export function ssn(rng: Rng): string {
  let a = rng.int(1, 665);
  if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`;
}
const ein = (rng: Rng) => `${rng.pick(['12', '20', '27', '33', '46', '47', '52', '58', '61', '81', '82', '84', '88', '91'])}-${rng.digits(7)}`;
const phone = (rng: Rng) => `(${rng.int(2, 9)}${rng.digits(2)}) ${rng.int(2, 9)}${rng.digits(2)}-${rng.digits(4)}`;

export function makeMerchant(seed: number, layout: string, o: Opts): Merchant {
  const rng = new Rng(`ind219:${layout}:${seed}`);
  const [indText, indId, indWord] = rng.pick(INDUSTRIES);
  const nOwners = rng.int(1, o.maxOwners);
  const firstNames = rng.shuffle([...FIRST]), lastNames = rng.shuffle([...LAST]);
  let entPrinted: string, entId: string, suffix: string, other: string | null = null;
  if (o.checkboxEntity) {
    const pickE = rng.weighted<[string, string, string]>([[['LLC', 'llc', ' LLC'], 4], [['Corporation', 'c_corporation', ', Inc.'], 3], [['Partnership', 'general_partnership', ' Partners'], 1],
      [['LP', 'limited_partnership', ' LP'], 1], [['LLP', 'llp', ' LLP'], 1], [['Sole Proprietor', 'sole_proprietorship', ''], 2], [['Other', '', ''], 2]]);
    if (pickE[0] === 'Other') { const oe = rng.pick(OTHER_ENTITIES); other = oe[0]; [entPrinted, entId, suffix] = ['Other', oe[1], oe[2]]; }
    else [entPrinted, entId, suffix] = pickE;
    if (entPrinted !== 'Other') entId = CHECK_IDS[entPrinted]!;
  } else [entPrinted, entId, suffix] = rng.pick(ENTITIES);
  const soleProp = entId === 'sole_proprietorship';
  const sole = soleProp ? 1 : ['general_partnership', 'llp', 'limited_partnership'].includes(entId) ? Math.max(2, nOwners) : nOwners;
  // Owners.
  const owners: OwnerV[] = [];
  let ownLeft = 100;
  const attachedOwner = sole >= 2 && rng.chance(0.25);
  for (let i = 0; i < sole; i++) {
    const p = `application.applicants[${i}]`;
    const first = firstNames[i]!, last = lastNames[i]!, mi = rng.chance(0.4) ? `${rng.pick(['A', 'J', 'M', 'R', 'T'])}.` : '';
    const cred = rng.chance(0.08) ? ', DC' : '';
    const nameText = o.lastFirst ? `${last}, ${first}${mi ? ' ' + mi : ''}` : `${first}${mi ? ' ' + mi : ''} ${last}${cred}`;
    const printed = !(attachedOwner && i === sole - 1);
    const share = i === sole - 1 ? ownLeft : rng.pick([50, 51, 60, 34, 40, 25].filter((s) => s < ownLeft));
    ownLeft -= share;
    const title = soleProp ? 'Owner' : rng.pick(i === 0 ? ['CEO', 'President', 'Managing Member', 'Owner', 'Member'] : ['Partner', 'VP', 'Member', 'Secretary', 'COO']);
    const tid = rng.chance(0.1) ? `9${rng.digits(2)}-${rng.pick(['70', '78', '83', '91'])}-${rng.digits(4)}` : ssn(rng);
    const masked = rng.chance(0.3);
    const dob = date(rng, 1958, 1996);
    const credit = rng.weighted<number | string | null>([[rng.int(540, 790), 5], [null, 3], ['N/A', 1], ['Unknown', 1]]);
    const [hc, hs, hz] = rng.pick(PLACES);
    owners.push({
      printed,
      name: val(`owner${i}.name`, nameText, { [`${p}.first_name`]: first, [`${p}.last_name`]: last }),
      title: rng.chance(0.9) ? val(`owner${i}.title`, title, { [`${p}.role`]: title }) : null,
      own: rng.chance(0.9) ? val(`owner${i}.own`, rng.pick([`${share}%`, `${share}`, `${share}.0%`]), { [`${p}.ownership`]: share }) : null,
      ssn: masked ? filler(`owner${i}.ssn`, `***-**-${tid.slice(-4)}`)
        : val(`owner${i}.ssn`, tid, { [`${p}.tax_id`]: tid.replace(/\D/g, ''), [`${p}.tax_id_type`]: tid.startsWith('9') ? 'ITIN' : 'SSN', [`${p}.tax_id_country`]: 'US' }),
      dob: rng.chance(0.85) ? val(`owner${i}.dob`, `${pad(dob.m)}/${pad(dob.d)}/${dob.y}`, { [`${p}.date_of_birth`]: dob.iso }) : null,
      credit: credit === null ? null : typeof credit === 'number' ? val(`owner${i}.credit`, String(credit), { [`${p}.credit_score`]: credit }) : filler(`owner${i}.credit`, credit),
      home: decoy(`owner${i}.home`, `${rng.int(10, 9800)} ${rng.pick(['Willow Ln', 'Birch Ct', 'Lakeview Dr', 'Cedar St'])}`),
      homeCity: decoy(`owner${i}.home_city`, `${hc}, ${hs} ${hz}${rng.digits(2)}`),
      cell: rng.chance(0.7) ? decoy(`owner${i}.cell`, phone(rng)) : null,
    });
  }
  const o0 = owners[0]!;
  const legalText = soleProp ? `${firstNames[0]} ${lastNames[0]}` : `${rng.pick(WORDS)} ${indWord}${suffix}`;
  const dbaMode = soleProp ? 'name' : rng.weighted([['name', 4], ['na', 2], ['same', 1], ['sameabove', 1], ['blank', 2]] as const);
  const dbaText = soleProp ? `${rng.pick(WORDS)} ${indWord}` : `${legalText.split(' ')[0]} ${indWord}`;
  const dba = dbaMode === 'name' ? val('dba', dbaText, { 'application.trade_name': dbaText })
    : dbaMode === 'na' ? filler('dba', rng.pick(['N/A', 'n/a', 'NONE'])) : dbaMode === 'same' ? filler('dba', 'SAME') : dbaMode === 'sameabove' ? filler('dba', 'Same as above') : null;
  // Business tax id: EIN (hyphenated or bare under an EIN label), a sole proprietor's SSN, masked, or blank.
  let taxId: V | null;
  const tk = rng.weighted([['ein', 6], ['bare', 2], ['masked', 1], ['blank', 1]] as const);
  if (soleProp && tk !== 'masked' && rng.chance(0.6)) {
    const s = (o0.ssn && o0.ssn.kind === 'value') ? o0.ssn.text : ssn(rng);
    taxId = val('tax_id', s, { 'application.business_tax_id': s.replace(/\D/g, ''), 'application.business_tax_id_type': s.startsWith('9') ? 'ITIN' : 'SSN', 'application.business_tax_id_country': 'US' });
  } else if (tk === 'masked') taxId = filler('tax_id', `**-***${rng.digits(4)}`);
  else if (tk === 'blank') taxId = null;
  else {
    const e = ein(rng), t = tk === 'bare' ? e.replace('-', '') : e;
    taxId = val('tax_id', t, { 'application.business_tax_id': e.replace('-', ''), 'application.business_tax_id_type': 'EIN', 'application.business_tax_id_country': 'US' });
  }
  const sd = date(rng, 2004, 2022);
  const years = 2025 - sd.y;
  const startText = fmtDate(rng, sd);
  const [city, st, z3] = rng.pick(PLACES);
  const incSt = rng.chance(0.35) ? rng.pick(['DE', 'NV', 'WY']) : st;
  const amount = rng.pick([15000, 25000, 35000, 50000, 75000, 100000, 150000, 250000]);
  const freqLabel = rng.pick(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']);
  const fid = ({ Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' } as Record<string, string>)[freqLabel]!;
  const npay = fid === 'daily' ? rng.pick([120, 160, 180]) : fid === 'weekly' ? rng.pick([26, 36, 52]) : fid === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const pay = Math.round((amount * 1.35) / npay);
  const fund = rng.chance(0.5) ? rng.int(1, 2) : 0;
  const amtText = rng.pick([money(amount), String(amount), `${money(amount)}.00`]);
  const street = `${rng.int(100, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`;
  return {
    legal: val('legal', legalText, { 'application.legal_name': legalText }),
    dba,
    entityText: o.checkboxEntity ? null : val('entity', entPrinted, { 'application.type_of_entity': entId }),
    entityCheck: o.checkboxEntity ? { label: entPrinted, other: other ? val('entity_other', other, { 'application.type_of_entity': entId }) : null,
      v: other ? filler('entity_box', 'Other') : val('entity_box', entPrinted, { 'application.type_of_entity': entId }) } : null,
    industry: val('industry', indText, { 'application.industry': indId }),
    taxId,
    start: o.yearsOnly && rng.chance(0.5) ? null : val('start', startText, { 'application.business_start_date': sd.iso }),
    years: o.yearsOnly ? decoy('years', String(years)) : null,
    street: decoy('street', street), city: decoy('city', city),
    state: val('state', st, { 'application.state_region': st, 'application.country': 'United States' }),
    zip: decoy('zip', `${z3}${rng.digits(2)}`), phone: decoy('phone', phone(rng)),
    email: rng.chance(0.8) ? decoy('email', `${lastNames[0]!.toLowerCase().replace(/[^a-z]/g, '')}@${indWord.toLowerCase().replace(/[^a-z]/g, '')}biz.com`) : null,
    web: rng.chance(0.4) ? decoy('web', 'N/A') : null,
    amount: rng.chance(0.9) ? val('amount', amtText, { 'application.requested_amount': amount }) : null,
    payment: o.terms && rng.chance(0.8) ? val('payment', money(pay), { 'application.requested_payment': pay }) : null,
    npay: o.terms && rng.chance(0.8) ? val('npay', String(npay), { 'application.number_of_payments': npay }) : null,
    freq: o.terms && rng.chance(0.85) ? { label: freqLabel, v: val('freq_box', freqLabel, { 'application.payment_frequency': fid }) } : null,
    use: rng.chance(0.8) ? decoy('use', rng.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital', 'See attached'])) : null,
    owners, attachedOwner, incState: decoy('inc_state', incSt),
    mailing: filler('mailing', rng.pick(['Same as above', 'same as above', 'N/A'])),
    landlord: [decoy('landlord.name', `${rng.pick(['Pinecrest', 'Midtown', 'Riverside'])} Properties LLC`), decoy('landlord.phone', phone(rng)),
      decoy('landlord.rent', money(rng.int(18, 95) * 100))],
    bank: [decoy('bank.name', rng.pick(BANKS)), decoy('bank.routing', `0${rng.int(1, 9)}${rng.digits(7)}`), decoy('bank.account', rng.digits(rng.int(9, 12)))],
    refs: [decoy('ref0.name', `${rng.pick(['Sysco', 'Uline', 'Grainger', 'US Foods', 'Fastenal'])}`), decoy('ref0.phone', phone(rng)),
      decoy('ref1.name', `${rng.pick(FIRST)} ${rng.pick(LAST)}`), decoy('ref1.phone', phone(rng))],
    funders: Array.from({ length: fund }, (_, i) => [decoy(`funder${i}.name`, rng.pick(FUNDERS)), decoy(`funder${i}.balance`, money(rng.int(40, 600) * 100)),
      decoy(`funder${i}.payment`, money(rng.int(90, 900)))]),
    iso: [decoy('iso.name', `${rng.pick(FIRST)} ${rng.pick(LAST)}`), decoy('iso.id', `ISO-${rng.digits(5)}`), decoy('iso.phone', phone(rng))],
  };
}
