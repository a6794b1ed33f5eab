// What each printed value gives in the truth (applications.md's rules), shared by the four layouts.
import type { Rng } from '../../statements/generator/prng.ts';
import { digits, fmtDate, fmtName, maskedTax, type Merchant, type Owner } from './data.ts';
import type { Pen } from './pen.ts';

export interface Printed { text: string; paths: Record<string, unknown> }
const none = (text: string): Printed => ({ text, paths: {} });

export function legalName(m: Merchant): Printed { return { text: m.legal, paths: { legal_name: m.legal } }; }
/** DBA: a real name gives trade_name; blank, SAME and N/A give nothing. */
export function dbaName(m: Merchant): Printed {
  return m.dba && m.dba !== m.legal ? { text: m.dba, paths: { trade_name: m.dba } } : none(m.dbaPrinted);
}
export function businessTax(m: Merchant): Printed {
  if (m.einMode === 'full') return { text: m.ein, paths: { business_tax_id: digits(m.ein), business_tax_id_type: 'EIN', business_tax_id_country: 'US' } };
  if (m.einMode === 'masked') return none(`XX-XXX${m.ein.slice(-4)}`);
  if (m.einMode === 'blank') return none('');
  const o = m.owners[0]!;
  return { text: o.taxId, paths: { business_tax_id: digits(o.taxId), business_tax_id_type: o.taxId.startsWith('9') ? 'ITIN' : 'SSN', business_tax_id_country: 'US' } };
}
export function stateOf(m: Merchant): Printed { return { text: m.addr.state, paths: { state_region: m.addr.state, country: 'United States' } }; }
export function startDate(r: Rng, m: Merchant): Printed { return { text: fmtDate(r, m.start), paths: { business_start_date: m.start } }; }
export function industry(m: Merchant): Printed { return { text: m.industryText, paths: { industry: m.industry } }; }
export function money(text: string, field: string, n: number): Printed { return { text, paths: { [field]: n } }; }

const A = (i: number, f: string): string => `applicants[${i}].${f}`;
export function ownerName(r: Rng, i: number, o: Owner, allowComma = true): Printed {
  return { text: fmtName(r, o, allowComma), paths: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last } };
}
export function ownerTax(i: number, o: Owner): Printed {
  if (o.taxMode === 'masked') return none(maskedTax(o));
  if (o.taxMode === 'blank') return none('');
  return { text: o.taxId, paths: { [A(i, 'tax_id')]: digits(o.taxId), [A(i, 'tax_id_type')]: o.taxIdType, [A(i, 'tax_id_country')]: 'US' } };
}
export function ownerPct(i: number, o: Owner, withSign: boolean): Printed { return { text: `${o.pct}${withSign ? '%' : ''}`, paths: { [A(i, 'ownership')]: o.pct } }; }
export function ownerRole(i: number, o: Owner): Printed { return { text: o.title, paths: { [A(i, 'role')]: o.title } }; }
export function ownerDob(r: Rng, i: number, o: Owner): Printed { return { text: fmtDate(r, o.dob), paths: { [A(i, 'date_of_birth')]: o.dob } }; }
export function ownerCredit(i: number, o: Owner): Printed {
  return o.credit === null ? none('') : { text: String(o.credit), paths: { [A(i, 'credit_score')]: o.credit } };
}

/** Print a Printed with the pen. */
export function put(pen: Pen, key: string, p: Printed, x: number, y: number, w: number, size?: number, h?: number): void {
  pen.value(key, p.text, x, y, w, { paths: p.paths, ...(size ? { size } : {}), ...(h ? { h } : {}) });
}

/** A row of entity checkboxes; an entity with no box of its own is written on the "Other" line. */
export function entityBoxes(pen: Pen, m: Merchant, options: [string, string][], x: number, y: number, gap: number, size = 7, otherW = 70): number {
  let cx = x;
  let matched = false;
  for (const [label, id] of options) {
    const hit = id === m.entity.id;
    matched ||= hit;
    pen.check(`entity_${id}`, label, hit, cx, y, 7, hit ? { type_of_entity: id } : {});
    pen.label(label, cx + 10, y + 0.5, { size });
    cx += 10 + pen.doc.font('Helvetica').fontSize(size).widthOfString(label) + gap;
  }
  pen.check('entity_other', 'Other', !matched, cx, y, 7);
  pen.label('Other:', cx + 10, y + 0.5, { size });
  cx += 10 + pen.doc.widthOfString('Other:') + 3;
  pen.line(cx, y + 8, cx + otherW, y + 8);
  if (!matched) pen.value('entity_other_text', m.entity.text, cx, y - 3, otherW, { paths: { type_of_entity: m.entity.id }, size: size + 1 });
  return cx + otherW;
}

/** Frequency checkboxes (Daily / Weekly / Bi-Weekly / Monthly). */
export function frequencyBoxes(pen: Pen, m: Merchant, x: number, y: number, size = 7): void {
  let cx = x;
  for (const [label, id] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    const hit = m.frequency === id;
    pen.check(`freq_${id}`, label, hit, cx, y, 7, hit ? { payment_frequency: id } : {});
    pen.label(label, cx + 10, y + 0.5, { size });
    cx += 16 + pen.doc.font('Helvetica').fontSize(size).widthOfString(label) + 6;
  }
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify ' +
  'that all information and documents submitted in connection with this application are true, correct and complete. You authorize ' +
  'the ISO and its assigns, agents, funders and affiliates to obtain consumer or personal, business and investigative reports and ' +
  'other information about you, including credit card processor statements and bank statements, from one or more consumer reporting ' +
  'agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other third parties.';

/** Signature block(s): decoy printed names are not values (the names are already read from the owner rows). */
export function signatures(pen: Pen, m: Merchant, x: number, y: number, w: number): void {
  const n = Math.min(2, m.owners.length);
  const cw = (w - 20 * (n - 1)) / n;
  for (let i = 0; i < n; i++) {
    const cx = x + i * (cw + 20);
    pen.line(cx, y + 18, cx + cw * 0.62, y + 18);
    pen.line(cx + cw * 0.68, y + 18, cx + cw, y + 18);
    pen.label(`Owner ${i + 1} Signature`, cx, y + 21, { size: 6.5 });
    pen.label('Date', cx + cw * 0.68, y + 21, { size: 6.5 });
  }
}
