// Shared pieces of set 109's broker forms: truth paths, owner name/tax-id formats, section bars, boxed fields and the
// e-signature block each layout places over its own form.
import type { Merchant, Owner } from './merchant.ts';
import { ein, sin, ssn, ssnType } from './merchant.ts';
import type { Envelope, Platform } from './platforms.ts';
import type { Sheet } from './sheet.ts';

export const A = (f: string): string => `application.${f}`;
export const O = (i: number, f: string): string => `application.applicants[${i}].${f}`;
export interface Ctx { s: Sheet; m: Merchant; env: Envelope; p: Platform }

export type NameFmt = 'first_last' | 'middle' | 'last_first' | 'upper_last_first';
export function ownerName(o: Owner, f: NameFmt): string {
  if (f === 'middle') return o.middle ? `${o.first} ${o.middle}. ${o.last}` : `${o.first} ${o.last}`;
  if (f === 'last_first') return `${o.last}, ${o.first}`;
  if (f === 'upper_last_first') return `${o.last.toUpperCase()}, ${o.first}`;
  return `${o.first} ${o.last}`;
}
/** The truth of a printed owner name: a shouted last name is read as printed. */
export function nameFields(i: number, o: Owner, f: NameFmt): Record<string, unknown> {
  return { [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: f === 'upper_last_first' ? o.last.toUpperCase() : o.last };
}

/** An owner's SSN/SIN as printed (full or masked) and what it gives. */
export function ownerTax(i: number, o: Owner, country: 'US' | 'CA', masked: boolean): [string, Record<string, unknown>] {
  if (country === 'US') {
    if (masked) return [`***-**-${o.taxId.slice(5)}`, {}];
    return [ssn(o.taxId), { [O(i, 'tax_id')]: o.taxId, [O(i, 'tax_id_type')]: ssnType(o.taxId), [O(i, 'tax_id_country')]: 'US' }];
  }
  if (masked) return [`XXX XXX ${o.taxId.slice(6)}`, {}];
  return [sin(o.taxId), { [O(i, 'tax_id')]: o.taxId, [O(i, 'tax_id_type')]: 'SIN', [O(i, 'tax_id_country')]: 'CA' }];
}

/** The business tax ID as printed and its truth. */
export function bizTax(m: Merchant, bare = false): [string, Record<string, unknown>] {
  if (m.country === 'CA') {
    const t = m.bnProgram && !bare ? `${m.taxId} ${m.bnProgram}` : m.taxId;
    return [t, { [A('business_tax_id')]: t.replace(/\s/g, ''), [A('business_tax_id_type')]: 'BN', [A('business_tax_id_country')]: 'CA' }];
  }
  if (m.soleProp && m.taxId === m.owners[0]!.taxId) {
    return [ssn(m.taxId), { [A('business_tax_id')]: m.taxId, [A('business_tax_id_type')]: ssnType(m.taxId), [A('business_tax_id_country')]: 'US' }];
  }
  return [ein(m.taxId), { [A('business_tax_id')]: m.taxId, [A('business_tax_id_type')]: 'EIN', [A('business_tax_id_country')]: 'US' }];
}

export const country = (m: Merchant): Record<string, unknown> => ({ [A('country')]: m.country === 'US' ? 'United States' : 'Canada' });

export function bar(s: Sheet, title: string, y: number, fill: string, color = '#ffffff', x = 36, w = 540): void {
  s.rect(x, y, w, 13, { fill });
  s.text(title, x + 5, y + 3, { size: 8, font: 'Helvetica-Bold', color });
}

/** A boxed field with its label printed above the box (Word/Adobe style). */
export function boxAbove(s: Sheet, key: string, label: string, text: string | null, x: number, y: number, w: number, fields: Record<string, unknown>): void {
  s.text(label, x + 2, y, { size: 6.5, color: '#333333' });
  s.rect(x, y + 8, w, 15, { stroke: '#777777', lw: 0.5 });
  s.val(key, text, x + 3, y + 11, w - 6, fields);
}
/** A label followed by an underline the value sits on. */
export function lineLeft(s: Sheet, key: string, label: string, text: string | null, x: number, y: number, w: number, fields: Record<string, unknown>, lw = 0): void {
  s.text(label, x, y + 2, { size: 7.5, font: 'Helvetica-Bold' });
  const lx = x + (lw || s.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4);
  s.line(lx, y + 11, x + w, y + 11, '#555555');
  s.val(key, text, lx + 2, y, x + w - lx - 4, fields);
}
export function decoyAbove(s: Sheet, key: string, label: string, text: string, x: number, y: number, w: number): void {
  s.text(label, x + 2, y, { size: 6.5, color: '#333333' });
  s.rect(x, y + 8, w, 15, { stroke: '#777777', lw: 0.5 });
  s.decoy(key, text, x + 3, y + 11, w - 6);
}

/** The e-signature block for every signer: the platform's frame, a printed-name tab, title and date signed. */
export function signBlock(c: Ctx, y: number, nameFmt: NameFmt, withTitle: boolean): number {
  const { s, m, env, p } = c;
  m.owners.forEach((o, i) => {
    const x = 36 + (i % 2) * 276, yy = y + Math.floor(i / 2) * 62;
    p.signFrame(s, x, yy + 6, 150, env);
    s.line(x, yy + 34, x + 160, yy + 34);
    s.text(`Signature of Owner ${i + 1}`, x, yy + 44, { size: 6 });
    s.text('Print Name:', x + 166, yy + 4, { size: 6.5 });
    s.val(`sign_name_${i}`, ownerName(o, nameFmt), x + 166, yy + 13, 100, nameFields(i, o, nameFmt), { size: 8 });
    if (withTitle) { s.text('Title:', x + 166, yy + 27, { size: 6.5 }); s.val(`sign_title_${i}`, o.title, x + 190, yy + 25, 70, {}, { size: 8 }); }
    s.text('Date:', x + 166, yy + 40, { size: 6.5 });
    const d = new Date(env.base.getTime() + (46 + i * 19) * 60000);
    s.decoy(`sign_date_${i}`, `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`, x + 190, yy + 38, 70, { size: 8 });
  });
  return y + Math.ceil(m.owners.length / 2) * 62;
}

export function initialsRow(c: Ctx, y: number): void {
  c.s.text('Signer initials:', 36, y + 6, { size: 6.5, color: '#555555' });
  c.env.signers.forEach((g, i) => c.p.initials(c.s, 100 + i * 56, y, g));
}
