// The merchant's values as CRM cells: the printed text (formatted per seed) and the truth each gives under
// applications.md. Layouts only choose labels, order and columns.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './merchant.ts';
import type { Item } from './sheet.ts';

export type Labels = Record<string, string>;
const A = 'application.';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FREQ_TEXT = { daily: ['Daily', 'DAILY', 'Daily (M-F)'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly'], monthly: ['Monthly', 'MONTHLY'] };
export const FREQ_BOX = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export function money(n: number, fmt: number, cad = false): string {
  const fixed = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = Number.isInteger(n) ? n.toLocaleString('en-US') : fixed;
  const s = [`$${fixed}`, `$${whole}`, `${n.toFixed(2)}`, `USD ${fixed}`][fmt % 4]!;
  return cad ? (fmt % 2 ? `CAD ${fixed}` : `$${fixed} CAD`) : s;
}

export function date(iso: string, fmt: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number) => String(n).padStart(2, '0');
  return [`${p(m)}/${p(d)}/${y}`, iso, `${MONTHS[m - 1]} ${d}, ${y}`, `${p(m)}/${p(d)}/${String(y).slice(2)}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`][fmt % 5]!;
}

/** Per-seed small choices shared by all cells of one form. */
export interface Choices { money: number; date: number; dobDate: number; nameForm: 'split' | 'full' | 'lastFirst'; entityBoxes: boolean;
  printPmt: boolean; printN: boolean; printFreq: boolean; printScore: boolean; printDob: boolean; yearsOnly: boolean; dbaEmpty: string | null;
  maskTax: boolean }

export function choices(rng: Rng, nameForms: Choices['nameForm'][]): Choices {
  return { money: rng.int(0, 3), date: rng.int(0, 4), dobDate: rng.int(0, 4), nameForm: rng.pick(nameForms), entityBoxes: rng.chance(0.4),
    printPmt: rng.chance(0.6), printN: rng.chance(0.5), printFreq: rng.chance(0.75), printScore: rng.chance(0.6), printDob: rng.chance(0.7),
    yearsOnly: rng.chance(0.15), dbaEmpty: rng.pick([null, 'SAME', 'N/A', 'same as legal']), maskTax: rng.chance(0.08) };
}

export function businessItems(m: Merchant, L: Labels, ch: Choices): Record<string, Item> {
  const cad = m.country === 'CA';
  const countryLabel = cad ? 'Canada' : 'United States';
  const it: Record<string, Item> = {};
  const f = (key: string, value: string | null, fields?: Record<string, unknown>, span?: number): Item =>
    ({ key, label: L[key] ?? key, value, ...(fields ? { fields } : {}), ...(span ? { span } : {}) });
  it.legal = f('legal', m.legal, { [`${A}legal_name`]: m.legal }, 2);
  it.dba = m.dba ? f('dba', m.dba, { [`${A}trade_name`]: m.dba }) : { ...f('dba', ch.dbaEmpty), plain: true };
  const boxes = cad ? ['Corporation', 'Partnership', 'Sole Proprietorship', 'Other'] : ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Prop', 'Other'];
  const entityField = { [`${A}type_of_entity`]: m.entityId };
  if (ch.entityBoxes) {
    const boxFor: Record<string, string> = { c_corporation: 'Corporation', ca_corporation: 'Corporation', s_corporation: 'S-Corp', llc: 'LLC',
      general_partnership: 'Partnership', sole_proprietorship: cad ? 'Sole Proprietorship' : 'Sole Prop' };
    const checked = boxFor[m.entityId] ?? 'Other';
    it.entity = { key: 'entity', label: L.entity ?? 'Entity', value: null, fields: entityField,
      checks: { options: boxes, checked, ...(checked === 'Other' ? { other: m.entityText } : {}) } };
  } else {
    it.entity = f('entity', m.entityText, entityField);
  }
  it.industry = f('industry', m.industryText, { [`${A}industry`]: m.industryId });
  if (ch.maskTax) {
    it.taxId = { ...f('taxId', `XX-XXX${m.taxDigits.slice(5, 9)}`), plain: true };
  } else {
    it.taxId = f('taxId', m.taxPrinted, { [`${A}business_tax_id`]: m.taxDigits, [`${A}business_tax_id_type`]: m.taxType,
      [`${A}business_tax_id_country`]: m.country, [`${A}country`]: countryLabel });
  }
  it.start = ch.yearsOnly
    ? f('years', `${2024 - Number(m.startDate.slice(0, 4))} yrs`)
    : f('start', date(m.startDate, ch.date), { [`${A}business_start_date`]: m.startDate });
  it.street = f('street', m.addr.street, undefined, 2);
  it.city = f('city', m.addr.city);
  it.state = f('state', m.addr.state, { [`${A}state_region`]: m.addr.state, [`${A}country`]: countryLabel });
  it.zip = f('zip', m.addr.zip);
  it.country = f('country', cad ? 'Canada' : 'USA', { [`${A}country`]: countryLabel });
  it.phone = f('phone', m.phone);
  it.email = f('email', m.email);
  it.web = f('web', m.website);
  it.stateInc = f('stateInc', m.stateOfInc);
  it.employees = f('employees', String(m.employees));
  it.reqAmt = f('reqAmt', money(m.reqAmt, ch.money, cad), { [`${A}requested_amount`]: m.reqAmt });
  it.pmt = ch.printPmt ? f('pmt', money(m.payment, ch.money, cad), { [`${A}requested_payment`]: m.payment }) : f('pmt', null);
  it.nPmts = ch.printN ? f('nPmts', String(m.nPayments), { [`${A}number_of_payments`]: m.nPayments }) : f('nPmts', null);
  const freqText = FREQ_TEXT[m.freq][ch.money % FREQ_TEXT[m.freq].length]!;
  it.freq = ch.printFreq ? f('freq', freqText, { [`${A}payment_frequency`]: m.freq }) : f('freq', null);
  it.use = f('use', m.useOfFunds);
  it.sales = f('sales', money(m.monthlySales, ch.money + 1, cad));
  it.revenue = f('revenue', money(m.annualRev, ch.money + 1, cad));
  it.bank = f('bank', m.bank.name);
  it.routing = f('routing', m.bank.routing);
  it.account = f('account', m.bank.account);
  it.landlord = f('landlord', m.landlord.name);
  it.landlordPhone = f('landlordPhone', m.landlord.phone);
  it.rent = f('rent', money(m.landlord.rent, 1, cad));
  m.refs.forEach((r, i) => { it[`ref${i + 1}`] = f(`ref${i + 1}`, `${r.name} ${r.phone}`, undefined, 2); });
  it.isoName = f('isoName', m.iso.name);
  it.isoPhone = f('isoPhone', m.iso.phone);
  it.isoEmail = f('isoEmail', m.iso.email);
  m.funders.forEach((x, i) => {
    it[`funder${i + 1}`] = f(`funder${i + 1}`, x.name);
    it[`funderBal${i + 1}`] = f(`funderBal${i + 1}`, money(x.balance, 1, cad));
    it[`funderPmt${i + 1}`] = f(`funderPmt${i + 1}`, money(x.payment, 0, cad));
  });
  return it;
}

/** One owner's cells; `lab(n, key)` gives the layout's system field name ('Owner1 SSN', 'owner1Ssn'). */
export function ownerItems(o: Owner, i: number, country: string, ch: Choices, lab: (n: number, key: string) => string): Item[] {
  const P = `${A}applicants[${i}].`;
  const n = i + 1;
  const out: Item[] = [];
  const f = (key: string, value: string | null, fields?: Record<string, unknown>, span?: number): Item =>
    ({ key: `o${n}_${key}`, label: lab(n, key), value, ...(fields ? { fields } : {}), ...(span ? { span } : {}) });
  const mid = o.middle ? ` ${o.middle}.` : '';
  const cred = o.cred ? `, ${o.cred}` : '';
  if (ch.nameForm === 'split') {
    out.push(f('first', o.first, { [`${P}first_name`]: o.first }), f('last', o.last, { [`${P}last_name`]: o.last }));
  } else {
    const text = ch.nameForm === 'full' ? `${o.first}${mid} ${o.last}${cred}` : `${o.last}, ${o.first}${mid}`;
    out.push(f('name', text, { [`${P}first_name`]: o.first, [`${P}last_name`]: o.last }));
  }
  out.push(f('title', o.title, { [`${P}role`]: o.title }));
  out.push(f('pct', [`${o.pct}%`, `${o.pct}`, `${o.pct}.00%`][ch.money % 3]!, { [`${P}ownership`]: o.pct }));
  const tax = o.masked
    ? { ...f('ssn', o.masked), plain: true }
    : f('ssn', o.taxPrinted, { [`${P}tax_id`]: o.taxDigits, [`${P}tax_id_type`]: o.taxType, [`${P}tax_id_country`]: country });
  out.push(tax);
  out.push(ch.printDob ? f('dob', date(o.dob, ch.dobDate), { [`${P}date_of_birth`]: o.dob }) : f('dob', null));
  out.push(ch.printScore && o.score !== null ? f('score', String(o.score), { [`${P}credit_score`]: o.score }) : f('score', null));
  out.push(f('home', `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, undefined, 2));
  out.push(f('cell', o.phone), f('oemail', o.email));
  return out;
}
