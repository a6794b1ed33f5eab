// Blocks shared by set 95's layouts: how owners' names, tax ids and money print (with the truth each gives), the
// fax stamp and the fax cover sheet (decoys: broker's and funder's numbers, the funder's name).
import type { Pen } from './canvas.ts';
import type { Model, Owner } from './data.ts';
import { fmtDate, fmtEin, fmtSin, fmtSsn, money, type DateFmt } from './ref.ts';

export const A = (i: number, f: string) => `application.applicants[${i}].${f}`;

/** An owner's printed name and the first/last it gives. */
export function ownerName(o: Owner, i: number, order: 'first' | 'last'): [string, Record<string, unknown>] {
  const s = order === 'last' ? `${o.last}${o.cred}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`.replace(/, (DDS|CPA|DC|MD|PE), /, ', ')
    : `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.cred}`;
  return [order === 'last' ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}` : s, { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }];
}

/** An owner's tax id as printed (masked: last digits only, no truth). */
export function ownerTax(o: Owner, i: number, maskChar = 'X'): [string, Record<string, unknown> | undefined] {
  const ca = o.taxType === 'SIN';
  if (o.masked) return [ca ? `${maskChar.repeat(3)} ${maskChar.repeat(3)} ${o.taxId.slice(6)}` : `${maskChar.repeat(3)}-${maskChar.repeat(2)}-${o.taxId.slice(5)}`, undefined];
  return [ca ? fmtSin(o.taxId) : fmtSsn(o.taxId), { [A(i, 'tax_id')]: o.taxId, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: ca ? 'CA' : 'US' }];
}

export const dob = (o: Owner, i: number, f: DateFmt): [string, Record<string, unknown> | undefined] =>
  o.dob ? [fmtDate(o.dob, f), { [A(i, 'date_of_birth')]: o.dob }] : ['', undefined];
export const credit = (o: Owner, i: number): [string, Record<string, unknown> | undefined] =>
  o.credit === null ? ['', undefined] : [String(o.credit), { [A(i, 'credit_score')]: o.credit }];
export const share = (o: Owner, i: number, pct = true): [string, Record<string, unknown>] => [`${o.ownership}${pct ? '%' : ''}`, { [A(i, 'ownership')]: o.ownership }];
export const role = (o: Owner, i: number): [string, Record<string, unknown>] => [o.role, { [A(i, 'role')]: o.role }];

/** The business tax id as printed and its truth (EIN, an owner's SSN/ITIN, or a BN with its program account). */
export function bizTax(m: Model, spaced = true): [string, Record<string, unknown>] {
  const t = m.taxType === 'BN' ? (spaced ? `${m.taxId} ${m.program}` : `${m.taxId}${m.program}`) : m.taxType === 'EIN' ? fmtEin(m.taxId) : fmtSsn(m.taxId);
  return [t, { 'application.business_tax_id': m.taxType === 'BN' ? m.taxId + m.program : m.taxId, 'application.business_tax_id_type': m.taxType,
    'application.business_tax_id_country': m.country }];
}

export const region = (m: Model) => ({ 'application.state_region': m.addr.region, 'application.country': m.country === 'CA' ? 'Canada' : 'United States' });
export const dollars = (n: number, cad = false, cents = false) => `${cad ? 'CAD ' : ''}$${money(n, cents)}`;
export const FREQ_LABEL = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** The sending machine's stamp at the top of each faxed page. */
export function faxStamp(pen: Pen, m: Model, broker: string, total: number, time: string): void {
  const [y, mo, d] = m.sentAt.split('-');
  const digits = (p: string) => p.replace(/\D/g, '');
  pen.faxHeader = (p) => `${MON[Number(mo) - 1]}-${d}-${y} ${time}   FROM: ${broker.toUpperCase()}  ${digits(m.broker.fax)}   TO: 1${digits(m.funder.fax)}   P.${p}/${total}`;
}

/** A fax cover sheet: the funder, the broker's rep, numbers, pages (all decoys). */
export function coverSheet(pen: Pen, m: Model, broker: string, brokerAddr: string, pages: number, note: string): void {
  pen.addPage();
  pen.bold(broker.toUpperCase(), 50, 50, 16);
  pen.text(brokerAddr, 50, 70, 9);
  pen.text(`Tel ${m.broker.phone}   Fax ${m.broker.fax}`, 50, 82, 9);
  pen.bold('FAX', 430, 44, 38);
  pen.rule(50, 100, 562, 100, 2);
  const rows: [string, string, string, string][] = [
    ['To:', `${m.funder.name} - Underwriting`, 'From:', m.iso.name],
    ['Fax:', m.funder.fax, 'Fax:', m.broker.fax],
    ['Phone:', m.funder.phone, 'Phone:', m.broker.phone],
    ['Re:', 'New merchant submission', 'Date:', fmtDate(m.sentAt, 'mdy')],
    ['Pages:', `${pages} (including cover)`, 'CC:', ''],
  ];
  rows.forEach(([a, b, c, d], i) => {
    const y = 122 + i * 26;
    pen.bold(a, 50, y, 11); pen.text(b, 110, y, 11); pen.bold(c, 330, y, 11); pen.text(d, 385, y, 11);
    pen.rule(108, y + 14, 315, y + 14, 0.4); pen.rule(383, y + 14, 562, y + 14, 0.4);
  });
  ['Urgent', 'For Review', 'Please Comment', 'Please Reply'].forEach((s, i) => pen.check(s, 50 + i * 120, 265, i === 1, undefined, 10));
  pen.bold('Comments:', 50, 300, 11);
  pen.text(note, 50, 318, 11, 'Helvetica', { width: 500 });
  if (m.advances.length) pen.text(`Merchant discloses ${m.advances.length} open position(s): ${m.advances.map((a) => a.funder).join(', ')}.`, 50, 360, 10, 'Helvetica', { width: 500 });
  pen.para('CONFIDENTIALITY NOTICE: The documents accompanying this facsimile transmission contain confidential information belonging to the sender. '
    + 'The information is intended only for the use of the individual or entity named above. If you have received this fax in error, please notify us '
    + 'by telephone immediately and destroy the documents.', 50, 690, 512, 8);
}
