// Pieces the four layouts share: the truth fields of each printed value, logos, fine print, decoy blocks.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, iso, type DateStyle } from './formats.ts';
import type { Merchant, Owner } from './model.ts';
import type { Sheet } from './sheet.ts';
import { stateName } from './reference.ts';

export type Fields = Record<string, unknown>;
const A = (i: number, k: string): string => `application.applicants[${i}].${k}`;

export const F = {
  legal: (m: Merchant): Fields => ({ 'application.legal_name': m.legal }),
  dba: (m: Merchant): Fields => (m.dba && m.dba !== m.legal ? { 'application.trade_name': m.dba } : {}),
  tax: (m: Merchant): Fields => ({ 'application.business_tax_id': m.tax.digits, 'application.business_tax_id_type': m.tax.type, 'application.business_tax_id_country': 'US' }),
  state: (m: Merchant): Fields => ({ 'application.state_region': m.state }),
  entity: (m: Merchant): Fields => ({ 'application.type_of_entity': m.entity.id }),
  industry: (m: Merchant): Fields => ({ 'application.industry': m.industry }),
  start: (m: Merchant): Fields => ({ 'application.business_start_date': iso(m.start) }),
  amount: (m: Merchant): Fields => ({ 'application.requested_amount': m.amount }),
  payment: (m: Merchant): Fields => ({ 'application.requested_payment': m.payment }),
  count: (m: Merchant): Fields => ({ 'application.number_of_payments': m.nPayments }),
  freq: (m: Merchant): Fields => ({ 'application.payment_frequency': m.freq }),
  first: (o: Owner, i: number): Fields => ({ [A(i, 'first_name')]: o.first }),
  last: (o: Owner, i: number): Fields => ({ [A(i, 'last_name')]: o.last }),
  name: (o: Owner, i: number): Fields => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number): Fields => ({ [A(i, 'role')]: o.title }),
  pct: (o: Owner, i: number): Fields => ({ [A(i, 'ownership')]: o.pct }),
  credit: (o: Owner, i: number): Fields => (o.credit === null ? {} : { [A(i, 'credit_score')]: o.credit }),
  ownerTax: (o: Owner, i: number): Fields => (o.masked ? {} : { [A(i, 'tax_id')]: o.taxId.replace(/-/g, ''), [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: 'US' }),
  dob: (o: Owner, i: number): Fields => ({ [A(i, 'date_of_birth')]: iso(o.dob) }),
};

export const FREQS: [Merchant['freq'], string, string][] = [['daily', 'Diario', 'Daily'], ['weekly', 'Semanal', 'Weekly'], ['biweekly', 'Quincenal', 'Bi-weekly'], ['monthly', 'Mensual', 'Monthly']];

/** The state as printed: the USPS code most of the time, the full name sometimes. */
export const printedState = (code: string, r: Rng): string => (r.chance(0.7) ? code : stateName(code));

export function ownerTaxText(o: Owner, r: Rng): string {
  return o.masked ? r.pick([`XXX-XX-${o.taxId.slice(-4)}`, `***-**-${o.taxId.slice(-4)}`]) : o.taxId;
}

export const money = fmtMoney;

/** A heading band across the page. */
export function band(s: Sheet, y: number, text: string, color: string, x = 36, w = 540, textColor = '#fff'): void {
  s.doc.save().rect(x, y, w, 14).fill(color).restore();
  s.t(text, x + 5, y + 3.5, { size: 8, bold: true, color: textColor });
}

/** A sun-and-waves logo, or a bridge arch, or a compass star, drawn with shapes. */
export function logo(s: Sheet, kind: 'sun' | 'bridge' | 'star' | 'cactus', x: number, y: number, c1: string, c2: string): void {
  const d = s.doc;
  d.save();
  if (kind === 'sun') {
    d.circle(x + 18, y + 16, 11).fill(c1);
    for (let i = 0; i < 3; i++) d.rect(x, y + 26 + i * 5, 36, 2.5).fill(c2);
  } else if (kind === 'bridge') {
    d.lineWidth(4).strokeColor(c1).moveTo(x, y + 30).bezierCurveTo(x + 10, y, x + 30, y, x + 40, y + 30).stroke();
    d.rect(x - 2, y + 30, 44, 4).fill(c2);
    for (let i = 1; i < 4; i++) d.rect(x + i * 10 - 1, y + 14, 2, 16).fill(c2);
  } else if (kind === 'star') {
    d.polygon([x + 18, y], [x + 23, y + 13], [x + 36, y + 18], [x + 23, y + 23], [x + 18, y + 36], [x + 13, y + 23], [x, y + 18], [x + 13, y + 13]).fill(c1);
    d.circle(x + 18, y + 18, 4).fill(c2);
  } else {
    d.roundedRect(x + 14, y, 9, 36, 4).fill(c1);
    d.roundedRect(x + 3, y + 10, 7, 16, 3).fill(c1);
    d.roundedRect(x + 27, y + 6, 7, 14, 3).fill(c1);
    d.rect(x, y + 34, 38, 3).fill(c2);
  }
  d.restore();
}

const AUTH_ES = 'Al firmar, cada propietario certifica que la información es verdadera y completa, y autoriza a la compañía, sus ' +
  'agentes y financiadores a obtener reportes de crédito personales y comerciales, verificar referencias bancarias y comerciales, y ' +
  'compartir esta solicitud con sus socios de financiamiento. Esta solicitud no constituye una oferta ni un préstamo.';
const AUTH_EN = 'By signing, each owner certifies that the information above is true and complete and authorizes the company, its ' +
  'agents and funding partners to obtain personal and business credit reports, verify bank and trade references, and share ' +
  'this application with its funding partners. This is a purchase of future receivables, not a loan.';

/** The bilingual authorisation paragraph; returns the y below it. */
export function authorization(s: Sheet, y: number, spanishFirst: boolean, x = 36, w = 540): number {
  const [a, b] = spanishFirst ? [AUTH_ES, AUTH_EN] : [AUTH_EN, AUTH_ES];
  s.t(a, x, y, { size: 6.5, width: w });
  const y2 = y + s.doc.heightOfString(a, { width: w }) + 3;
  s.t(b, x, y2, { size: 6, width: w, italic: true, color: '#444' });
  return y2 + s.doc.heightOfString(b, { width: w }) + 6;
}

/** Signature lines per owner: a scribble, the printed name (a decoy: names are read from the owner section) and the date. */
export function signatures(s: Sheet, m: Merchant, y: number, ds: DateStyle, spanishFirst: boolean): number {
  m.owners.forEach((o, i) => {
    const x = 36 + (i % 2) * 280;
    const yy = y + Math.floor(i / 2) * 44;
    s.doc.save().lineWidth(0.9).strokeColor('#1a237e');
    const r = s.jitter;
    s.doc.moveTo(x + 8, yy + 14);
    for (let k = 0; k < 6; k++) s.doc.quadraticCurveTo(x + 20 + k * 14, yy + r.float(0, 20), x + 28 + k * 14, yy + 12 + r.float(-3, 3));
    s.doc.stroke().restore();
    s.doc.lineWidth(0.5).moveTo(x, yy + 22).lineTo(x + 160, yy + 22).stroke();
    s.doc.moveTo(x + 175, yy + 22).lineTo(x + 250, yy + 22).stroke();
    s.t(spanishFirst ? 'Firma / Signature' : 'Signature / Firma', x, yy + 24, { size: 6 });
    s.t(spanishFirst ? 'Fecha / Date' : 'Date / Fecha', x + 175, yy + 24, { size: 6 });
    s.value(`signature_date_${i}`, fmtDate(m.signed, ds), x + 177, yy + 10, 72, {}, 8);
    s.t(`${o.first} ${o.last}`.toUpperCase(), x, yy + 32, { size: 6, color: '#555' });
  });
  return y + Math.ceil(m.owners.length / 2) * 44 + 4;
}

/** Bank, landlord and the rep: people and numbers that are not the applicant's fields. */
export function bankDecoys(s: Sheet, m: Merchant, x: number, y: number, labels: [string, string, string]): void {
  s.t(labels[0], x, y, { size: 6.5, bold: true });
  s.value('bank_name', m.bank.name, x, y + 9, 150);
  s.t(labels[1], x + 170, y, { size: 6.5, bold: true });
  s.value('bank_routing', m.bank.routing, x + 170, y + 9, 110);
  s.t(labels[2], x + 300, y, { size: 6.5, bold: true });
  s.value('bank_account', m.bank.account, x + 300, y + 9, 120);
}
