// The pieces every layout of set 99 composes: the merchant's values as printable Vals, the people of the thread (broker,
// funder's underwriter), the decoy blocks (signature with the broker's own numbers, disclaimers, bank and landlord
// lines, existing advances) and the one answer that a later message corrects.
import type { Rng } from '../../statements/generator/prng.ts';
import * as D from './data.ts';
import { ein, luhn9 } from './ids.ts';
import { fmtDate, money, pad, type Model, type Owner } from './model.ts';
import type { Block, Line, Val } from './render.ts';

export const V = (key: string, t: string, f: Record<string, unknown> = {}): Val => ({ t, f, key });
const A = (i: number, k: string) => `application.applicants[${i}].${k}`;
const P = (k: string) => `application.${k}`;

export interface Person { first: string; last: string; email: string; company: string; phone: string; title: string }
export interface Cast { merchant: Person; broker: Person; uw: Person; brokerAddr: string; brokerIds: string[]; dates: Date[] }
/** The one answer a later message corrects (the earlier, wrong text is a decoy). */
export type Fix = null | 'tax' | 'dob' | 'amount';

export function cast(r: Rng, m: Model, company: string): Cast {
  const o = m.owners[0]!;
  const bco = company;
  const bdom = bco.toLowerCase().split(' ').slice(0, 2).join('') + (m.country === 'CA' ? '.ca' : '.com');
  const bf = r.pick(D.FIRST), bl = r.pick(D.LAST.filter((x) => !x.includes(' ')));
  const uf = r.pick(D.FIRST), ul = r.pick(D.LAST.filter((x) => !x.includes(' ')));
  const fund = r.pick(D.FUNDERS);
  const place = m.country === 'CA' ? r.pick(D.CA_PLACES) : r.pick(D.US_PLACES);
  const start = new Date(Date.UTC(2025, r.int(0, 10), r.int(1, 24), r.int(8, 16), r.int(0, 59)));
  let t = start.getTime();
  const dates = [0, 1, 2, 3, 4].map((i) => new Date((t += i ? r.int(1, 26) * 3600e3 + r.int(0, 59) * 60e3 : 0)));
  const brokerIds = m.country === 'CA' ? [`BN ${luhn9(r, 8)} RC0001`, `Lic. ${r.digits(6)}`] : [`EIN ${ein(r)}`, `ISO ID ${r.digits(5)}`, `NMLS #${r.digits(7)}`];
  return {
    merchant: { first: o.first, last: o.last, email: m.email, company: m.dba ?? m.legal, phone: m.phone, title: o.role },
    broker: { first: bf, last: bl, email: `${bf[0]!.toLowerCase()}${bl.toLowerCase().replace(/\W/g, '')}@${bdom}`, company: bco, phone: `(${r.int(212, 917)}) ${r.int(200, 989)}-${r.digits(4)}`, title: r.pick(['Senior Funding Advisor', 'ISO Relationship Manager', 'Business Development']) },
    uw: { first: uf, last: ul, email: `${uf.toLowerCase()}.${ul.toLowerCase().replace(/\W/g, '')}@${fund.toLowerCase().replace(/\W/g, '')}.com`, company: fund, phone: `(${r.int(212, 917)}) ${r.int(200, 989)}-${r.digits(4)}`, title: 'Underwriting' },
    brokerAddr: `${r.int(100, 2500)} ${r.pick(D.STREETS)}, ${r.pick(['Floor 3', 'Suite 1204', 'Unit 7'])}, ${place[0]}, ${place[1]} ${place[2]}${m.country === 'CA' ? ' 1A1' : r.digits(2)}`,
    brokerIds, dates,
  };
}

export function fmtWhen(d: Date, style: 'gmail' | 'outlook' | 'apple' | 'iso'): string {
  const mon = D.MONTHS[d.getUTCMonth()]!, day = D.DAYS[d.getUTCDay()]!, h = d.getUTCHours(), mi = pad(d.getUTCMinutes());
  const h12 = `${h % 12 || 12}:${mi} ${h < 12 ? 'AM' : 'PM'}`;
  if (style === 'gmail') return `${day}, ${mon.slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${h12}`;
  if (style === 'outlook') return `${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][d.getUTCDay()]}, ${mon} ${d.getUTCDate()}, ${d.getUTCFullYear()} ${h12}`;
  if (style === 'apple') return `${mon} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${h12}`;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(h)}:${mi}`;
}
export const who = (p: Person) => `${p.first} ${p.last} <${p.email}>`;

/** The merchant's values, printed one way per seed (`c` is the content Rng, never the style's). */
export function vals(c: Rng, m: Model) {
  const ca = m.country === 'CA';
  const dstyle = c.int(0, 4);
  const amountText = c.pick([money(m.amount), `${m.amount / 1000}k`, `$${m.amount / 1000}K`, `${m.amount.toLocaleString('en-US')}${ca ? ' CAD' : ''}`]);
  const freqText: Record<string, string> = { daily: c.pick(['daily', 'Daily']), weekly: c.pick(['weekly', 'Weekly']), biweekly: c.pick(['bi-weekly', 'biweekly']), monthly: 'monthly' };
  return {
    legal: V('legal_name', m.legal, { [P('legal_name')]: m.legal }),
    dba: m.dba ? V('dba', m.dba, { [P('trade_name')]: m.dba }) : V('dba', c.pick(['SAME', 'N/A', 'same as above', m.legal])),
    entity: V('entity', m.entityText, { [P('type_of_entity')]: m.entityId }),
    industry: V('industry', m.industryText, { [P('industry')]: m.industryId }),
    tax: V('tax_id', m.taxPrinted, { [P('business_tax_id')]: m.taxId, [P('business_tax_id_type')]: m.taxType, [P('business_tax_id_country')]: m.country }),
    start: V('start_date', fmtDate(m.start, dstyle), { [P('business_start_date')]: m.start }),
    region: V('region', m.region, { [P('state_region')]: m.region, [P('country')]: ca ? 'Canada' : 'United States' }),
    amount: V('amount', amountText, { [P('requested_amount')]: m.amount }),
    payment: V('payment', money(m.payment, c.chance(0.5)), { [P('requested_payment')]: m.payment }),
    n: V('n_payments', String(m.nPayments), { [P('number_of_payments')]: m.nPayments }),
    freq: V('frequency', freqText[m.freq]!, { [P('payment_frequency')]: m.freq }),
    dstyle,
  };
}
export type Vals = ReturnType<typeof vals>;

export function ownerVals(c: Rng, o: Owner, i: number, dstyle: number, ca: boolean) {
  const swapped = c.chance(0.25);
  const name = swapped ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${o.cred}`;
  return {
    name: V(`owner${i + 1}_name`, name, { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }),
    role: V(`owner${i + 1}_title`, o.role, { [A(i, 'role')]: o.role }),
    own: V(`owner${i + 1}_ownership`, `${o.ownership}%`, { [A(i, 'ownership')]: o.ownership }),
    score: o.score === null ? null : V(`owner${i + 1}_fico`, String(o.score), { [A(i, 'credit_score')]: o.score }),
    tax: V(`owner${i + 1}_${ca ? 'sin' : 'ssn'}`, o.taxPrinted, o.taxId ? { [A(i, 'tax_id')]: o.taxId, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: ca ? 'CA' : 'US' } : {}),
    dob: V(`owner${i + 1}_dob`, fmtDate(o.dob, dstyle), { [A(i, 'date_of_birth')]: o.dob }),
    taxLabel: ca ? 'SIN' : o.taxType === 'ITIN' ? 'ITIN' : 'SSN',
  };
}
export type OwnerVals = ReturnType<typeof ownerVals>;

/** A wrong first answer for the corrected field: a plausible typo of the right one. */
export function wrongText(c: Rng, fix: Fix, v: Vals, m: Model, o: OwnerVals): string {
  if (fix === 'tax') {
    const t = v.tax.t, pos = [...t].map((ch, i) => (/\d/.test(ch) ? i : -1)).filter((i) => i >= 0);
    const [i, j] = [pos[pos.length - 3]!, pos[pos.length - 2]!];
    const sw = t.slice(0, i) + t[j] + t.slice(i + 1, j) + t[i] + t.slice(j + 1);
    return sw !== t ? sw : t.slice(0, j) + String((Number(t[j]) + 3) % 10) + t.slice(j + 1);
  }
  if (fix === 'dob') return fmtDate(`${Number(m.owners[0]!.dob.slice(0, 4)) + c.pick([-1, 1])}${m.owners[0]!.dob.slice(4)}`, v.dstyle);
  if (fix === 'amount') return money(m.amount + c.pick([-10000, 5000, 10000, 25000]));
  return o.name.t;
}
export function fixLine(c: Rng, fix: Fix, v: Vals, o: OwnerVals, label: string): Line {
  const lead = c.pick(['Sorry, ', 'Correction: ', 'Quick fix - ', 'My mistake, ']);
  if (fix === 'tax') return [`${lead}the ${label} is actually `, v.tax, ' (typo in my last email).'];
  if (fix === 'dob') return [`${lead}${o.name.t.split(/[ ,]/)[0]}'s DOB is actually `, o.dob, ', not what I sent before.'];
  return [`${lead}we need `, v.amount, ' now, not the amount I wrote earlier.'];
}

export function signature(c: Cast, m: Model): Block[] {
  return [{ k: 'gap', h: 4 }, { k: 'line', segs: ['--'] }, { k: 'line', segs: [{ b: `${c.broker.first} ${c.broker.last}` }] },
    { k: 'line', segs: [`${c.broker.title} | ${c.broker.company}`] }, { k: 'line', segs: [`Direct ${c.broker.phone}  |  Fax (${m.country === 'CA' ? '905' : '646'}) 555-0${c.brokerIds[0]!.slice(-3)}`] },
    { k: 'line', segs: [c.brokerAddr] }, { k: 'line', segs: [c.brokerIds.join('  |  ')], color: '#555' }];
}
export function disclaimer(m: Model, broker: string): Block {
  const ca = m.country === 'CA';
  return { k: 'wrap', size: 7, color: '#666', text: `CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the addressee and may contain confidential or privileged information of ${broker}. ${ca ? 'Personal information is collected, used and disclosed in accordance with PIPEDA and our privacy policy; you may unsubscribe under CASL at any time.' : 'If you received this in error, notify the sender and delete it. Nothing herein is a commitment to lend.'} A merchant cash advance is a purchase of future receivables, not a loan.` };
}
export function decoyLines(m: Model, c: Rng): Block[] {
  const out: Block[] = [{ k: 'line', segs: [`Bank: ${m.bank}  Routing/Transit: ${m.routing}  Acct: ${m.account}`] },
    { k: 'line', segs: [`Landlord: ${m.landlord}, rent ${money(m.rent)}/mo, ${c.pick(['lease thru 2028', 'month to month', '5 yr lease'])}`] },
    { k: 'line', segs: [`Avg monthly deposits ~${money(m.monthly)}, ${m.employees} employees`] }];
  if (m.incRegion !== m.region) out.push({ k: 'line', segs: [`State of incorporation: ${m.incRegion}`] });
  out.push({ k: 'line', segs: [m.funders.length ? `Open positions: ${m.funders.map((f) => `${f.name} (bal ${money(f.balance)}, ${f.payment})`).join('; ')}` : 'Open positions: none'] });
  return out;
}
