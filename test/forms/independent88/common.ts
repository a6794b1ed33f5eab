// Pieces every set-88 layout prints: the business's tax ID, entity, funding request, owners, decoy tables and the
// signature block, each with the truth paths the printed text gives.
import type { Rng } from '../../statements/generator/prng.ts';
import { digitsOf, fmtDate, money, oneLine, personName, printedName, printedTaxId, type Business } from './model.ts';
import type { Look, Paths, Sheet } from './sheet.ts';

export interface Ctx { s: Sheet; r: Rng; b: Business }
export type NameHow = 'full' | 'lastfirst' | 'plain';

export const countryName = (b: Business) => (b.country === 'CA' ? 'Canada' : 'United States');

export function bizTax(b: Business, bnSpace = true): { text: string; paths: Paths } {
  const paths = { business_tax_id: digitsOf(b.taxId), business_tax_id_type: b.taxType, business_tax_id_country: b.country } as Paths;
  if (b.taxType === 'BN') {
    paths.business_tax_id = `${b.taxId}RC0001`;
    return { text: bnSpace ? `${b.taxId} RC0001` : `${b.taxId}RC0001`, paths };
  }
  if (b.taxType === 'SSN' && b.taxId.startsWith('9')) paths.business_tax_id_type = 'ITIN';
  return { text: b.taxId, paths };
}

export const statePaths = (b: Business): Paths => ({ state_region: b.addr.state, country: countryName(b) });

export function nameCell(c: Ctx, key: string, i: number, x: number, y: number, w: number, label: string, how: NameHow, cred?: string): void {
  const o = c.b.owners[i]!;
  c.s.cell(key, x, y, w, label, printedName(o, how, cred), { [`applicants.${i}.first_name`]: o.first, [`applicants.${i}.last_name`]: o.last });
}

export function ownerTaxCell(c: Ctx, key: string, i: number, x: number, y: number, w: number, label: string, masked: boolean): void {
  const o = c.b.owners[i]!;
  const paths: Paths = masked ? {} : { [`applicants.${i}.tax_id`]: digitsOf(o.taxId), [`applicants.${i}.tax_id_type`]: o.taxType,
    [`applicants.${i}.tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' };
  c.s.cell(key, x, y, w, label, printedTaxId(o, masked), paths);
}

export const ownerPath = (i: number, k: string, v: string | number): Paths => ({ [`applicants.${i}.${k}`]: v });

/** A standard owner block of two rows; returns the next y. */
export function ownerRows(c: Ctx, i: number, y: number, o: { how: NameHow; masked: boolean; score: boolean; dobFmt: 'mdy' | 'mdyy' | 'long' | 'dash' | 'short' | null; cred?: string; x?: number; w?: number }): number {
  const x = o.x ?? 36, w = o.w ?? 540, ow = c.b.owners[i]!;
  nameCell(c, `owner${i + 1}_name`, i, x, y, w * 0.4, `Owner ${i + 1} Name`, o.how, o.cred);
  c.s.cell(`owner${i + 1}_title`, x + w * 0.4, y, w * 0.22, 'Title', ow.title, ownerPath(i, 'role', ow.title));
  c.s.cell(`owner${i + 1}_pct`, x + w * 0.62, y, w * 0.14, 'Ownership %', `${ow.pct}%`, ownerPath(i, 'ownership', ow.pct));
  c.s.cell(`owner${i + 1}_dob`, x + w * 0.76, y, w * 0.24, 'Date of Birth', o.dobFmt ? fmtDate(ow.dob, o.dobFmt) : null, o.dobFmt ? ownerPath(i, 'date_of_birth', ow.dob) : {});
  y += 26;
  ownerTaxCell(c, `owner${i + 1}_ssn`, i, x, y, w * 0.24, ow.taxType === 'SIN' ? 'SIN' : 'SSN / ITIN', o.masked);
  c.s.cell(`owner${i + 1}_home`, x + w * 0.24, y, w * 0.46, 'Home Address', oneLine(ow.home));
  c.s.cell(`owner${i + 1}_cell`, x + w * 0.7, y, w * 0.16, 'Cell', ow.phone);
  c.s.cell(`owner${i + 1}_fico`, x + w * 0.86, y, w * 0.14, 'Est. FICO', o.score ? String(ow.score) : null, o.score ? ownerPath(i, 'credit_score', ow.score) : {});
  return y + 28;
}

export const FREQ_LABEL: Record<Business['freq'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** Amount requested, payment, number of payments and the frequency row. */
export function fundingRows(c: Ctx, y: number, full: boolean, x = 36, w = 540): number {
  const b = c.b;
  const amt = c.r.chance(0.92);
  c.s.cell('amount', x, y, w * 0.25, 'Amount Requested', amt ? money(b.amount, c.r.chance(0.3)) : null, amt ? { requested_amount: b.amount } : {});
  c.s.cell('use', x + w * 0.25, y, w * 0.3, 'Use of Funds', b.use, {});
  c.s.cell('monthly', x + w * 0.55, y, w * 0.22, 'Avg. Monthly Sales', money(b.monthly));
  c.s.cell('annual', x + w * 0.77, y, w * 0.23, 'Annual Revenue', money(b.monthly * 12));
  y += 28;
  if (!full) return y;
  c.s.cell('payment', x, y, w * 0.25, 'Requested Payment', money(b.payment, true), { requested_payment: b.payment });
  c.s.cell('npay', x + w * 0.25, y, w * 0.17, '# of Payments', String(b.payments), { number_of_payments: b.payments });
  c.s.checks('freq', x + w * 0.44, y + 8, 'Schedule:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], FREQ_LABEL[b.freq], { payment_frequency: b.freq });
  return y + 28;
}

/** Existing advances table: funders, balances, payments. All decoys. */
export function advancesTable(c: Ctx, y: number, x = 36, w = 540): number {
  const funders = ['Rapid Lane Funding', 'BlueVine Street Capital', 'Crestmark Advance', 'Fox Hollow Funding', 'Ironclad MCA Group'];
  const n = c.r.int(0, 2);
  c.s.text('Existing Advances / Loans (funder, balance, payment)', x, y, { size: 7.5, bold: true });
  y += 10;
  for (let k = 0; k < Math.max(n, 1); k++) {
    const has = k < n;
    c.s.cell(`adv${k}_funder`, x, y, w * 0.4, 'Funder', has ? c.r.pick(funders) : null);
    c.s.cell(`adv${k}_bal`, x + w * 0.4, y, w * 0.3, 'Balance', has ? money(c.r.int(5, 90) * 1000) : null);
    c.s.cell(`adv${k}_pay`, x + w * 0.7, y, w * 0.3, 'Payment', has ? money(c.r.int(150, 1900), true) + c.r.pick([' / day', ' / wk']) : null);
    y += 26;
  }
  return y;
}

/** Bank on file: name, routing (9 digits, tax-ID-like) and account number. Decoys. */
export function bankRow(c: Ctx, y: number, x = 36, w = 540): number {
  c.s.cell('bank', x, y, w * 0.35, 'Business Bank', c.r.pick(['Chase', 'Wells Fargo', 'PNC Bank', 'Truist', 'Regions Bank', 'TD Bank', 'Citizens Bank']));
  c.s.cell('routing', x + w * 0.35, y, w * 0.3, 'Routing #', `0${c.r.digits(8)}`);
  c.s.cell('account', x + w * 0.65, y, w * 0.35, 'Account #', c.r.digits(c.r.int(9, 12)));
  return y + 28;
}

export const AUTH = 'By signing below, each of the above listed business and business owners (individually and collectively, "you") certify that ' +
  'all information and documents submitted in connection with this application are true, correct and complete. You authorize the broker ' +
  'named above, its assigns, agents, banks and financial institutions to obtain consumer and business credit reports, to verify the ' +
  'information provided, and to share this application with funding providers. You consent to receive calls and messages at the numbers ' +
  'listed. This is not a loan application; funding is a purchase of future receivables.';

/** Signature lines with printed names and a date, one row per owner. */
export function signatures(c: Ctx, y: number, date: string): number {
  for (let i = 0; i < c.b.owners.length; i++) {
    c.s.cell(`sig${i + 1}`, 36, y, 200, 'Signature', null);
    c.s.scribble(60, y + 19, 150);
    nameCell(c, `sig${i + 1}_print`, i, 236, y, 200, 'Print Name', 'plain');
    c.s.cell(`sig${i + 1}_date`, 436, y, 140, 'Date', date);
    y += 26;
  }
  return y;
}

/** The entity in a checkbox row: the matching box, or the last (Other) box with the printed text on its line. */
export function entityChecks(c: Ctx, x: number, y: number, options: readonly string[], map: Record<string, string>): void {
  const e = c.b.entity;
  const label = options.find((o) => map[o] === e.id);
  if (label) c.s.checks('entity', x, y, 'Entity:', options, label, { type_of_entity: e.id });
  else c.s.checks('entity', x, y, 'Entity:', options, options[options.length - 1]!, { type_of_entity: e.id }, e.printed);
}

/** A person who is none of the owners (a reference, a provider, a booth renter). */
export function stranger(c: Ctx): { first: string; middle: string | null; last: string } {
  const owned = new Set(c.b.owners.map((o) => o.last));
  let p = personName(c.r);
  while (owned.has(p.last)) p = personName(c.r);
  return p;
}

/** A new page when `need` points do not fit below `y`; returns where to go on. */
export function ensure(c: Ctx, y: number, need: number): number {
  if (y + need <= 760) return y;
  c.s.addPage();
  c.s.text(`Application (continued)  -  page ${c.s.page}`, 36, 28, { size: 7, color: '#666' });
  return 44;
}

/** The broker's header: name, form title, contact line and the ISO representative (a decoy). */
export function header(c: Ctx, broker: string, title: string, contact: string, y = 30): number {
  c.s.doc.rect(36, y, 540, 3).fill(c.s.look.accent);
  c.s.text(broker, 36, y + 10, { size: 17, bold: true, color: c.s.look.accent });
  c.s.text(title, 36, y + 31, { size: 10, bold: true });
  c.s.text(contact, 300, y + 6, { size: 7, width: 276, align: 'right', color: '#444' });
  const reps = ['Jordan Pace', 'Kelly Marchetti', 'Ray Villanueva', 'Sasha Greenberg', 'Tony Abruzzo'];
  c.s.cell('iso_rep', 380, y + 24, 196, 'ISO / Sales Rep', `${c.r.pick(reps)} x${c.r.int(100, 499)}`);
  return y + 54;
}

/** The DBA line: the trade name, or SAME / N/A / blank when there is none. */
export function dbaCell(c: Ctx, x: number, y: number, w: number, label: string): void {
  const d = c.b.dba;
  if (d) c.s.cell('dba', x, y, w, label, d, { trade_name: d });
  else c.s.cell('dba', x, y, w, label, c.r.pick([null, 'SAME', 'N/A', 'Same']), {});
}

export const legalCell = (c: Ctx, x: number, y: number, w: number, label: string) => c.s.cell('legal_name', x, y, w, label, c.b.legal, { legal_name: c.b.legal });

export interface LayoutDef { name: string; broker: string; look: Look; make(r: Rng): Business; draw(c: Ctx): void }

/** One of several printed industry texts with the industries-reference id it reads as. */
export type IndustryText = readonly [string, string];
