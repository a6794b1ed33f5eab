// How a deal's values are printed (formats drawn once per form) and which application field each printed value
// gives, following applications.md; plus the grid and related-list drawing every CRM layout shares.
import { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './deal.ts';
import { type Sheet, type Val } from './sheet.ts';

export type DateFmt = 'mdy' | 'mdyShort' | 'long' | 'iso' | 'dmon';
export type MoneyFmt = 'cents' | 'whole' | 'bare' | 'usd';
export interface Fmt { date: DateFmt; money: MoneyFmt; name: 'plain' | 'lastFirst'; pct: 'sign' | 'decimal' | 'bare'; mask: boolean }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function pickFmt(r: Rng, allowed: { date: DateFmt[]; money: MoneyFmt[] }): Fmt {
  return { date: r.pick(allowed.date), money: r.pick(allowed.money), name: r.chance(0.3) ? 'lastFirst' : 'plain',
    pct: r.pick(['sign', 'decimal', 'bare'] as const), mask: r.chance(0.5) };
}

export function fmtDate(isoDate: string, f: DateFmt): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'mdy': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'mdyShort': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return isoDate;
    case 'dmon': return `${String(d).padStart(2, '0')}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
  }
}

export function fmtMoney(n: number, f: MoneyFmt): string {
  const cents = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = Number.isInteger(n) ? n.toLocaleString('en-US') : cents;
  switch (f) {
    case 'cents': return `$${cents}`;
    case 'whole': return `$${whole}`;
    case 'bare': return n.toFixed(2);
    case 'usd': return `USD ${whole}`;
  }
}

const A = 'application.';
const decoy = (key: string, text: string): Val => ({ key, text, fields: {} });
export { decoy };

/** The business values of a deal as printed Vals. */
export function biz(d: Deal, f: Fmt, opts: { bareEin?: boolean; stateName?: boolean } = {}) {
  const taxText = opts.bareEin && d.taxType === 'EIN' ? d.taxDigits : d.taxId;
  return {
    legal: { key: 'legal_name', text: d.legal, fields: { [`${A}legal_name`]: d.legal } } as Val,
    dba: { key: 'trade_name', text: d.dba, fields: { [`${A}trade_name`]: d.dbaIsName ? d.dba : null } } as Val,
    entity: { key: 'type_of_entity', text: d.entityText, fields: { [`${A}type_of_entity`]: d.entityId } } as Val,
    industry: { key: 'industry', text: d.industryText, fields: { [`${A}industry`]: d.industryId } } as Val,
    tax: { key: 'business_tax_id', text: taxText, fields: { [`${A}business_tax_id`]: d.taxDigits, [`${A}business_tax_id_type`]: d.taxType,
      [`${A}business_tax_id_country`]: 'US' } } as Val,
    // The country is not printed: the state (and the tax ID) make it the United States.
    state: { key: 'state_region', text: opts.stateName ? d.stateName : d.state, fields: { [`${A}state_region`]: d.state, [`${A}country`]: 'United States' } } as Val,
    street: decoy('business_street', d.street), city: decoy('business_city', d.city), zip: decoy('business_zip', d.zip),
    phone: decoy('business_phone', d.phone), email: decoy('business_email', d.email), website: decoy('website', d.website),
    amount: { key: 'requested_amount', text: fmtMoney(d.amount, f.money), fields: { [`${A}requested_amount`]: d.amount } } as Val,
    payment: { key: 'requested_payment', text: fmtMoney(d.payment, f.money === 'whole' || f.money === 'usd' ? 'cents' : f.money), fields: { [`${A}requested_payment`]: d.payment } } as Val,
    payments: { key: 'number_of_payments', text: String(d.payments), fields: { [`${A}number_of_payments`]: d.payments } } as Val,
    frequency: { key: 'payment_frequency', text: { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[d.frequency],
      fields: { [`${A}payment_frequency`]: d.frequency } } as Val,
    started: { key: 'business_start_date', text: fmtDate(d.started, f.date), fields: { [`${A}business_start_date`]: d.started } } as Val,
    revenue: decoy('annual_revenue', fmtMoney(d.annualRevenue, f.money)),
    monthly: decoy('monthly_sales', fmtMoney(d.monthlySales, f.money)),
    employees: decoy('employees', String(d.employees)),
    inc: decoy('state_of_incorporation', d.incState),
    rep: decoy('broker_rep', d.rep), recordId: decoy('record_id', d.recordId),
    created: decoy('created', `${d.createdBy}, ${fmtDate(d.created.slice(0, 10), f.date)} ${d.created.slice(11)}`),
    modified: decoy('modified', `${d.modifiedBy}, ${fmtDate(d.modified.slice(0, 10), f.date)} ${d.modified.slice(11)}`),
    bank: decoy('bank_name', d.bank), routing: decoy('routing_number', d.routing), account: decoy('account_number', d.account),
    landlord: decoy('landlord', d.landlord), landlordPhone: decoy('landlord_phone', d.landlordPhone),
    contact: decoy('office_contact', d.contact),
  };
}

/** One owner's printed cells; i is the applicant's index (printed order). */
export function owner(o: Owner, i: number, f: Fmt) {
  const P = `${A}applicants[${i}].`;
  const mid = o.middle ? ` ${o.middle}` : '';
  const name = f.name === 'lastFirst' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred}`;
  const masked = f.mask || o.masked;
  const ssnText = masked ? `XXX-XX-${o.ssn.slice(-4)}` : o.ssn;
  const pct = f.pct === 'sign' ? `${o.pct}%` : f.pct === 'decimal' ? `${o.pct.toFixed(2)}%` : String(o.pct);
  return {
    name: { key: 'owner_name', text: name, fields: { [`${P}first_name`]: o.first, [`${P}last_name`]: o.last } } as Val,
    first: { key: 'owner_first', text: o.first, fields: { [`${P}first_name`]: o.first } } as Val,
    last: { key: 'owner_last', text: o.last, fields: { [`${P}last_name`]: o.last } } as Val,
    title: { key: 'owner_title', text: o.title, fields: { [`${P}role`]: o.title } } as Val,
    pct: { key: 'owner_pct', text: pct, fields: { [`${P}ownership`]: o.pct } } as Val,
    // A masked number gives nothing: no digits, and we do not guess the type from the column label.
    ssn: { key: 'owner_ssn', text: ssnText, fields: masked ? { [`${P}tax_id`]: null, [`${P}tax_id_type`]: null, [`${P}tax_id_country`]: null }
      : { [`${P}tax_id`]: o.ssn.replace(/\D/g, ''), [`${P}tax_id_type`]: o.taxType, [`${P}tax_id_country`]: 'US' } } as Val,
    dob: { key: 'owner_dob', text: fmtDate(o.dob, f.date), fields: { [`${P}date_of_birth`]: o.dob } } as Val,
    fico: { key: 'owner_fico', text: o.fico === null ? '' : String(o.fico), fields: { [`${P}credit_score`]: o.fico } } as Val,
    home: decoy('owner_home_address', o.home),
    signedName: { key: 'owner_printed_name', text: `${o.first} ${o.last}`, fields: { [`${P}first_name`]: o.first, [`${P}last_name`]: o.last } } as Val,
  };
}

export interface GridLook { bar: string; barText: string; labelColor: string; labelRight: boolean; rule: boolean; labelW: number }

/** A section bar with its title; returns the y below it. */
export function bar(s: Sheet, title: string, y: number, look: GridLook, x = 36, w = 540): number {
  s.rect(x, y, w, 15, look.bar);
  s.text(title, x + 6, y + 4, { size: 8.5, bold: true, color: look.barText });
  return y + 21;
}

/** A two-column 'Label   value' grid: rows of [label, value] pairs, left column then right. Null value = blank. */
export function grid(s: Sheet, rows: [string, Val | null, string?, (Val | null)?][], y: number, look: GridLook, rowH = 17): number {
  const cols = [36, 312];
  for (const row of rows) {
    for (let c = 0; c < 2; c++) {
      const label = row[c * 2] as string | undefined;
      const v = row[c * 2 + 1] as Val | null | undefined;
      if (!label) continue;
      const x = cols[c]!;
      if (look.labelRight) s.text(label, x, y + 1, { size: 7.5, color: look.labelColor, width: look.labelW - 8, align: 'right' });
      else s.text(label, x, y + 1, { size: 7.5, color: look.labelColor });
      if (look.rule) s.line(x + look.labelW, y + 11, x + 262, y + 11, '#dddddd');
      if (v) s.value(v, x + look.labelW, y, 262 - look.labelW - 4);
    }
    y += rowH;
  }
  return y;
}

/** A related list (table) with a header row; cells are values, null for an empty cell. */
export function table(s: Sheet, cols: { title: string; w: number }[], rows: (Val | null)[][], y: number, look: GridLook, x0 = 36): number {
  let x = x0;
  s.rect(x0, y, cols.reduce((a, c) => a + c.w, 0), 14, '#eef1f5');
  for (const c of cols) { s.text(c.title, x + 3, y + 4, { size: 7, bold: true, color: look.labelColor }); x += c.w; }
  y += 17;
  for (const row of rows) {
    x = x0;
    row.forEach((v, i) => { if (v) s.value(v, x + 3, y, cols[i]!.w - 6, 7.5); x += cols[i]!.w; });
    s.line(x0, y + 13, x, y + 13, '#e2e2e2');
    y += 17;
  }
  return y + 4;
}
