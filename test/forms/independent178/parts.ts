// What each printed value gives (truth paths) and the rows every comparison sheet shares: owners, requested terms,
// existing advances. The truth is built only from these: a value not printed gives nothing, so it stays null.
import type { Rng } from '../../statements/generator/prng.ts';
import { FUNDERS, dateText, money, nameText, otherPerson, phone, type Merchant, type Owner } from './data.ts';
import { table, type Cell, type Gives, type Row, type Sheet, type TableLook } from './sheet.ts';

const A = 'application.';
const P = (i: number, f: string): string => `${A}applicants[${i}].${f}`;
const FREQ: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' };

export const give = {
  legal: (m: Merchant): Gives => ({ [A + 'legal_name']: m.biz.legal }),
  dba: (m: Merchant): Gives => ({ [A + 'trade_name']: m.biz.dbaTruth }),
  entity: (m: Merchant): Gives => ({ [A + 'type_of_entity']: m.biz.entityId }),
  industry: (m: Merchant): Gives => ({ [A + 'industry']: m.biz.industryId }),
  tax: (m: Merchant): Gives => ({ [A + 'business_tax_id']: m.biz.taxDigits, [A + 'business_tax_id_type']: m.biz.taxType,
    [A + 'business_tax_id_country']: m.biz.taxDigits ? m.country : null }),
  state: (m: Merchant): Gives => ({ [A + 'state_region']: m.biz.state, [A + 'country']: m.country === 'CA' ? 'Canada' : 'United States' }),
  start: (m: Merchant): Gives => ({ [A + 'business_start_date']: m.biz.start }),
  amount: (m: Merchant): Gives => ({ [A + 'requested_amount']: m.req.amount }),
  payment: (m: Merchant): Gives => ({ [A + 'requested_payment']: m.req.payment }),
  count: (m: Merchant): Gives => ({ [A + 'number_of_payments']: m.req.count }),
  freq: (m: Merchant): Gives => ({ [A + 'payment_frequency']: m.req.freq ? FREQ[m.req.freq]! : null }),
  name: (i: number, o: Owner): Gives => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner): Gives => ({ [P(i, 'role')]: o.role }),
  pct: (i: number, o: Owner): Gives => ({ [P(i, 'ownership')]: o.pct }),
  ssn: (i: number, o: Owner, country: string): Gives => ({ [P(i, 'tax_id')]: o.taxDigits, [P(i, 'tax_id_type')]: o.taxDigits ? o.taxType : null,
    [P(i, 'tax_id_country')]: o.taxDigits ? country : null }),
  dob: (i: number, o: Owner): Gives => ({ [P(i, 'date_of_birth')]: o.dob }),
  credit: (i: number, o: Owner): Gives => ({ [P(i, 'credit_score')]: o.credit }),
};

export const v = (s: string, gives: Gives, office = false): Cell => ({ s, gives, office });
export const decoy = (s: string): Cell => ({ s, gives: null });

export interface OwnerOpts { nameForm: 'first' | 'last'; dates: readonly ('mdy' | 'mdyy' | 'long' | 'iso')[]; labels: string[]; pct: (n: number) => string; email?: boolean }

/** The owners' comparison table's rows: one column per header; columns beyond the owners stay empty. */
export function ownerRows(rng: Rng, m: Merchant, cols: number, o: OwnerOpts): Row[] {
  const c = m.country;
  const col = (f: (ow: Owner, i: number) => Cell | null): (Cell | null)[] =>
    Array.from({ length: cols }, (_, i) => (m.owners[i] ? f(m.owners[i]!, i) : null));
  const [lName, lTitle, lPct, lTax, lDob, lHome, lCredit] = o.labels as [string, string, string, string, string, string, string];
  const rows: Row[] = [
    { label: lName, cells: col((w, i) => v(nameText(w, w.cred ? 'first' : o.nameForm), give.name(i, w))) },
    { label: lTitle, cells: col((w, i) => v(w.role, give.role(i, w))) },
    { label: lPct, cells: col((w, i) => v(o.pct(w.pct), give.pct(i, w))) },
    { label: lTax, cells: col((w, i) => v(w.taxText, give.ssn(i, w, c))) },
    { label: lDob, cells: col((w, i) => v(dateText(rng, w.dob, o.dates), give.dob(i, w))) },
    { label: lHome, cells: col((w) => decoy(w.home)) },
  ];
  if (o.email) rows.push({ label: 'Email', cells: col((w) => decoy(w.email)) });
  else rows.push({ label: 'Mobile phone', cells: col((w) => decoy(w.phone)) });
  rows.push({ label: lCredit, cells: col((w, i) => (w.credit ? v(String(w.credit), give.credit(i, w)) : null)) });
  return rows;
}

/** Office-use values for the "Approved" column: a counter-offer, never equal to what the merchant asked for. */
export function approved(rng: Rng, m: Merchant): { amount: string; payment: string; count: string; freq: string | null; factor: string } | null {
  if (!rng.chance(0.55)) return null;
  const amt = Math.max(5000, Math.round((m.req.amount * rng.float(0.5, 0.85)) / 1000) * 1000);
  const count = (m.req.count ?? 100) + rng.pick([-20, -10, 10, 20]);
  const pay = Math.round((amt * 1.38 / count) * 100) / 100;
  const freqs = ['Daily', 'Weekly'].filter((f) => f !== m.req.freq);
  return { amount: money(amt), payment: money(pay, true), count: String(count), freq: rng.chance(0.5) ? rng.pick(freqs) : null,
    factor: rng.pick(['1.32', '1.35', '1.38', '1.42']) };
}

/** Money as a form prints it, with the Canadian forms' currency marks. */
export function cash(m: Merchant, n: number, cents: boolean, rng: Rng): string {
  const s = money(n, cents);
  if (m.country !== 'CA') return s;
  return rng.pick([`${s} CAD`, `CAD ${s.slice(1)}`, s]);
}

/** The 'Existing advances' table: funders, balances and payments the statements should confirm (all decoys). */
export function advances(sh: Sheet, rng: Rng, x: number, y: number, look: TableLook, title = 'Existing advances'): number {
  const n = rng.int(0, 2);
  const funders = rng.shuffle([...FUNDERS]);
  const rows: Row[] = Array.from({ length: Math.max(n, 1) }, (_, i) => ({ label: `Position ${i + 1}`,
    cells: i < n ? [decoy(funders[i]!), decoy(money(rng.int(8, 90) * 1000 + rng.int(1, 9) * 111, true)), decoy(money(rng.int(90, 900) + rng.int(1, 99) / 100, true)),
      decoy(`${rng.pick(['01', '03', '06', '09', '11'])}/${rng.pick(['2024', '2025'])}`)] : [null, null, null, null] }));
  return table(sh, x, y, 80, [170, 100, 100, 90], [title, 'Balance', 'Payment', 'Funded'], rows, look, 16);
}

/** A checkbox row (entity types, frequencies) drawn inside one cell; only the checked label gives. */
export function checkRow(sh: Sheet, options: string[], checked: string | null, gives: Gives, group: string, office = false,
  other?: { text: string; gives: Gives }): (x: number, y: number, w: number, h: number) => void {
  return (x, y, w, h) => {
    let cx = x + 4;
    let cy = y + 4;
    const rowsNeeded = h > 24;
    for (const opt of options) {
      if (rowsNeeded && cx > x + w - 70) { cx = x + 4; cy += 12; }
      cx = sh.check(cx, cy, opt, opt === checked, opt === checked ? gives : null, group, { office }) + 9;
    }
    if (other) {
      const on = other.text !== '';
      if (rowsNeeded && cx > x + w - 110) { cx = x + 4; cy += 12; }
      cx = sh.check(cx, cy, 'Other:', on, null, group, { noRecord: true });
      sh.line(cx + 2, cy + 8, x + w - 6, cy + 8, '#777', 0.4);
      if (on) sh.value(cx + 2, cy - 4, x + w - cx - 8, 13, other.text, other.gives, `${group} / Other`);
    }
  };
}

export function signatureBlock(sh: Sheet, rng: Rng, m: Merchant, x: number, y: number, w: number, printed: boolean): number {
  const cols = Math.min(m.owners.length, 2);
  const cw = w / 2;
  for (let i = 0; i < cols; i++) {
    const o = m.owners[i]!, cx = x + i * cw;
    sh.line(cx, y + 18, cx + cw - 20, y + 18, '#333');
    sh.text(cx, y + 21, i === 0 ? 'Applicant signature' : 'Co-Applicant signature', { size: 6.5 });
    if (printed) {
      sh.text(cx, y + 34, 'Print name:', { size: 7 });
      sh.value(cx + 45, y + 29, cw - 70, 15, `${o.first} ${o.last}`, give.name(i, o), 'Print name');
      sh.text(cx, y + 50, 'Date:', { size: 7 });
      sh.value(cx + 45, y + 45, 80, 15, `05/0${rng.int(1, 5)}/2025`, null, 'Date');
    }
  }
  return y + (printed ? 64 : 32);
}

export { otherPerson, phone };
