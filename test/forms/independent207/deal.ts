// One merchant's deal and every printing choice (formats of money, dates, tax IDs; what is left blank), drawn from
// the seed alone: the three styles print the same deal. Each printed value is a Val whose fields are its truth.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Val } from './canvas.ts';
import { BANKS, BROKER_REPS, CITIES, FIRST, FUNDERS, INDUSTRY_TEXTS, LAST, LEAD_NOTES, ROLES, STEMS, STREETS, USES } from './names.ts';
import { entityId, FREQUENCIES, industryId, isoDate, moneyValue, stateByCode, taxIdValue } from './rules.ts';

const A = 'application.';
const val = (key: string, text: string, fields: Record<string, string | number | null> = {}): Val => ({ key, text, fields });
const decoy = (key: string, text: string): Val => ({ key, text, fields: {} });

export interface Owner { name: Val; role: Val; pct: Val; ssn: Val; ssnLabel: string; fico: Val | null; dob: Val | null; home: Val; first: string }
export interface Lead { biz: Val; owner: Val; phone: Val; amount: Val; fedId: Val; note: Val; city: Val }

export interface Deal {
  legal: Val; dba: Val | null; entity: Val | null; entityOptions: string[]; industry: Val | null;
  taxId: Val; taxLabel: string; street: Val; cityStZip: Val; stateOfInc: Val | null; phone: Val; email: Val;
  start: Val | null; yearsInBiz: Val | null; amount: Val; payment: Val | null; count: Val | null; freq: Val | null;
  freqOptions: string[]; use: Val; monthlySales: Val; owners: Owner[]; bank: Val; routing: Val; account: Val;
  positions: { funder: Val; balance: Val; pmt: Val }[]; rep: Val; repPhone: Val; submitted: Val; landlord: Val | null;
  leads: Lead[];
}

const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
const commas = (n: number): string => n.toLocaleString('en-US');

/** Money as brokers type it: `$75k`, `75,000`, `75K`, `$75,000.00`. */
function moneyText(r: Rng, n: number): string {
  const forms = [`$${n / 1000}k`, commas(n), `${n / 1000}K`, `$${commas(n)}`, `$${commas(n)}.00`, `${n / 1000}k`];
  return r.pick(n % 1000 === 0 ? forms : forms.slice(1, 2));
}

function dateText(r: Rng, y: number, m: number, d: number, allowPartial: boolean): string {
  const mon = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]!;
  const full = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]!;
  const forms = [`${m}/${d}/${String(y).slice(2)}`, `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`, `${full} ${d}, ${y}`];
  if (allowPartial) forms.push(`${mon} ${y}`, `${mon} ${y}`, `${y}`);
  return r.pick(forms);
}

function ssnText(r: Rng, itin: boolean): string {
  return itin ? `9${r.digits(2)}-${r.int(70, 88)}-${r.digits(4)}` : `${r.int(100, 665)}-${r.int(10, 99)}-${r.int(1000, 9999)}`;
}

function owner(r: Rng, i: number, pct: number, cred: string | null, soleSsn: string | null): Owner {
  const first = r.pick(FIRST), [lastPrinted, last] = r.pick(LAST), mid = r.chance(0.5) ? ` ${r.pick('ABCDEJKLMRST'.split(''))}.` : '';
  const credText = cred && r.chance(0.6) ? `, ${cred}` : '';
  const swapped = r.chance(0.25) && !credText;
  const nameText = swapped ? `${lastPrinted}, ${first}${mid}` : `${first}${mid} ${lastPrinted}${credText}`;
  const p = `application.applicants[${i}].`;
  const name = val(`owner${i}_name`, nameText, { [`${p}first_name`]: first, [`${p}last_name`]: last });
  const roleText = soleSsn ? r.pick(['Owner', 'Sole Owner', 'Owner/Operator']) : r.pick(ROLES);
  const role = val(`owner${i}_role`, roleText, { [`${p}role`]: roleText });
  const pctText = r.pick([`${pct}%`, `${pct}%`, `${pct} %`, `${pct}`]);
  const pctVal = val(`owner${i}_pct`, pctText, { [`${p}ownership`]: pct });
  // An SSN as typed in full, masked to its last four, or as 9 bare digits under an "SSN" label.
  const raw = soleSsn ?? ssnText(r, r.chance(0.1));
  const form = soleSsn ? 'full' : r.weighted([['full', 5], ['masked', 2], ['bare', 1]] as const);
  const ssnPrinted = form === 'masked' ? `${r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${raw.slice(-4)}` : form === 'bare' ? raw.replace(/-/g, '') : raw;
  const tid = taxIdValue(ssnPrinted, 'SSN');
  const ssn = tid ? val(`owner${i}_ssn`, ssnPrinted, { [`${p}tax_id`]: tid.digits, [`${p}tax_id_type`]: tid.type, [`${p}tax_id_country`]: 'US' })
    : decoy(`owner${i}_ssn_masked`, ssnPrinted);
  const score = r.int(540, 790);
  const fico = r.chance(0.75) ? val(`owner${i}_fico`, String(score), { [`${p}credit_score`]: score }) : null;
  const by = r.int(1958, 1996), bm = r.int(1, 12), bd = r.int(1, 28);
  const dobText = dateText(r, by, bm, bd, false);
  const dob = r.chance(0.5) ? val(`owner${i}_dob`, dobText, { [`${p}date_of_birth`]: isoDate(dobText) }) : null;
  const [hc, hs, hz] = r.pick(CITIES);
  const home = decoy(`owner${i}_home`, `${r.int(10, 9899)} ${r.pick(STREETS)}, ${hc}, ${hs} ${hz}${r.digits(2)}`);
  return { name, role, pct: pctVal, ssn, ssnLabel: r.pick(['SSN', 'SS#', 'Soc']), fico, dob, home, first };
}

function lead(r: Rng, n: number): Lead {
  const [ind, , word] = r.pick(INDUSTRY_TEXTS), [city, st] = r.pick(CITIES);
  const suffix = r.pick(['LLC', 'Inc.', 'Corp', 'LLC']);
  const amt = r.int(2, 40) * 5000;
  const ein = `${r.int(10, 98)}-${r.digits(7)}`;
  return { biz: decoy(`lead${n}_biz`, `${r.pick(STEMS)} ${word} ${suffix}`), owner: decoy(`lead${n}_owner`, `${r.pick(FIRST)} ${r.pick(LAST)[0]}`),
    phone: decoy(`lead${n}_phone`, phone(r)), amount: decoy(`lead${n}_amount`, moneyText(r, amt)), fedId: decoy(`lead${n}_fedid`, ein),
    note: decoy(`lead${n}_note`, `${ind} - ${r.pick(LEAD_NOTES)}`), city: decoy(`lead${n}_city`, `${city}, ${st}`) };
}

export function makeDeal(r: Rng): Deal {
  const [indText, indId, word, cred] = r.pick(INDUSTRY_TEXTS);
  if (industryId(indText) !== indId) throw new Error(`industry text ${indText} does not read as ${indId}`);
  const sole = r.chance(0.15);
  const nOwners = sole ? 1 : r.weighted([[1, 4], [2, 4], [3, 1]] as const);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[60, 40], [50, 50], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [50, 25, 25]]);
  const soleSsn = sole ? ssnText(r, false) : null;
  const owners = pcts.map((p, i) => owner(r, i, p, cred, i === 0 ? soleSsn : null));
  const stem = r.pick(STEMS);
  // [printed entity text, suffix on the legal name]: texts that read as exactly one US entity type.
  const [entText, suffix] = sole ? r.pick<[string, string]>([['Sole Prop', ''], ['Sole Proprietor', ''], ['Sole Proprietorship', '']])
    : r.pick<[string, string]>([['LLC', 'LLC'], ['L.L.C.', 'LLC'], ['Corp', 'Inc.'], ['Inc', 'Inc.'], ['S-Corp', 'Inc.'], ['C Corp', 'Corp.'],
      ['PLLC', 'PLLC'], ['S Corp', 'Inc.'], ...(nOwners > 1 ? [['Partnership', ''], ['Partnership', '']] as [string, string][] : [])]);
  const soleName = sole ? `${owners[0]!.first} ${owners[0]!.name.fields[`${A}applicants[0].last_name`]}` : '';
  const legalText = sole ? soleName : suffix ? `${stem} ${word}${suffix === 'LLC' && r.chance(0.3) ? ',' : ''} ${suffix}` : `${stem} ${word} Partners`;
  const legal = val('legal_name', legalText, { [`${A}legal_name`]: legalText });
  const dbaName = `${stem} ${word}`;
  const dbaRoll = sole ? 'dba' : r.weighted([['dba', 5], ['same', 2], ['none', 2], ['na', 1]] as const);
  const dba = dbaRoll === 'dba' ? val('trade_name', dbaName, { [`${A}trade_name`]: dbaName })
    : dbaRoll === 'same' ? decoy('dba_same', r.pick(['SAME', 'same', legalText])) : dbaRoll === 'na' ? decoy('dba_na', 'N/A') : null;
  const eid = entityId(entText);
  if (!eid) throw new Error(`entity ${entText} is ambiguous`);
  const entity = r.chance(0.85) ? val('type_of_entity', entText, { [`${A}type_of_entity`]: eid }) : null;
  const entityOptions = ['LLC', 'Corp', 'S-Corp', 'Sole Prop', 'Partnership', 'PLLC'];
  const industry = r.chance(0.9) ? val('industry', indText, { [`${A}industry`]: indId }) : null;
  // A sole proprietor without an EIN gives the owner's SSN as the business's tax ID.
  const tidText = soleSsn ?? (r.chance(0.2) ? `${r.int(10, 98)}${r.digits(7)}` : `${r.int(10, 98)}-${r.digits(7)}`);
  const taxLabel = soleSsn ? r.pick(['Fed ID / SSN', 'Tax ID (SSN)', 'TIN']) : /-/.test(tidText) ? r.pick(['Fed ID', 'EIN', 'Tax ID', 'FEIN']) : r.pick(['Fed ID (EIN)', 'EIN']);
  const tid = taxIdValue(tidText, soleSsn ? 'SSN' : 'EIN')!;
  const taxId = val('business_tax_id', tidText, { [`${A}business_tax_id`]: tid.digits, [`${A}business_tax_id_type`]: tid.type, [`${A}business_tax_id_country`]: 'US' });
  const [city, st, zip] = r.pick(CITIES);
  const stateText = r.chance(0.15) ? stateByCode(st).name : st;
  const street = decoy('street', `${r.int(10, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Ste ${r.int(100, 450)}` : ''}`);
  const cityStZip = val('city_state_zip', `${city}, ${stateText} ${zip}${r.digits(2)}`, { [`${A}state_region`]: st, [`${A}country`]: 'United States' });
  const incSt = r.pick(['DE', 'NV', 'WY', st]);
  const stateOfInc = !sole && r.chance(0.6) ? decoy('state_of_incorporation', incSt) : null;
  const sy = r.int(1998, 2023), sm = r.int(1, 12), sd = r.int(1, 28);
  const startText = dateText(r, sy, sm, sd, true);
  const startRoll = r.weighted([['date', 8], ['both', 2], ['tib', 1]] as const);
  const start = startRoll === 'tib' ? null : val('business_start_date', startText, { [`${A}business_start_date`]: isoDate(startText) });
  const yearsInBiz = startRoll === 'date' ? null : decoy('years_in_business', `${2026 - sy} yrs`);
  const amt = r.int(3, 50) * 5000 + (r.chance(0.1) ? 2500 : 0);
  const amtText = moneyText(r, amt);
  const amount = val('requested_amount', amtText, { [`${A}requested_amount`]: moneyValue(amtText) });
  const freqWord = r.pick(Object.keys(FREQUENCIES));
  const f = FREQUENCIES[freqWord]!;
  const n = f === 'daily' ? r.pick([100, 120, 140, 160, 180]) : f === 'weekly' ? r.pick([24, 30, 36, 40, 52]) : f === 'biweekly' ? r.pick([12, 16, 20, 26]) : r.pick([6, 9, 12]);
  const pmtN = Math.round((amt * r.float(1.25, 1.45) / n) * 100) / 100;
  const pmtText = r.chance(0.5) ? `$${commas(Math.round(pmtN))}` : `$${pmtN.toFixed(2)}`;
  const terms = r.chance(0.7);
  const payment = terms ? val('requested_payment', pmtText, { [`${A}requested_payment`]: moneyValue(pmtText) }) : null;
  const count = terms && r.chance(0.85) ? val('number_of_payments', String(n), { [`${A}number_of_payments`]: n }) : null;
  const freq = terms ? val('payment_frequency', freqWord, { [`${A}payment_frequency`]: f }) : null;
  const positions = Array.from({ length: r.weighted([[0, 3], [1, 3], [2, 2]] as const) }, (_, i) => ({
    funder: decoy(`position${i}_funder`, r.pick(FUNDERS)), balance: decoy(`position${i}_balance`, moneyText(r, r.int(2, 30) * 1000)),
    pmt: decoy(`position${i}_pmt`, `$${r.int(90, 900)}`) }));
  const rep = r.pick(BROKER_REPS);
  return {
    legal, dba, entity, entityOptions, industry, taxId, taxLabel, street, cityStZip, stateOfInc,
    phone: decoy('biz_phone', phone(r)), email: decoy('biz_email', `${stem.split(' ')[0]!.toLowerCase()}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`),
    start, yearsInBiz, amount, payment, count, freq, freqOptions: ['Daily', 'Weekly', 'Bi-Wkly', 'Monthly'],
    use: decoy('use_of_funds', r.pick(USES)), monthlySales: decoy('monthly_sales', moneyText(r, r.int(6, 60) * 5000)), owners,
    bank: decoy('bank_name', r.pick(BANKS)), routing: decoy('routing_number', `0${r.int(21, 91)}${r.digits(6)}`), account: decoy('account_number', r.digits(r.int(9, 12))),
    positions, rep: decoy('iso_rep', rep), repPhone: decoy('iso_phone', phone(r)),
    submitted: decoy('date_submitted', `${r.int(1, 3)}/${r.int(1, 28)}/26`),
    landlord: r.chance(0.4) ? decoy('landlord', `${r.pick(STEMS)} Properties ${phone(r)}`) : null,
    leads: Array.from({ length: r.int(2, 3) }, (_, i) => lead(r.fork(`lead${i}`), i + 1)),
  };
}
