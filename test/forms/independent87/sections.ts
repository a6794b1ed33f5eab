// The pieces every packet repeats: the branded header with the merchant's name, the footer "Page i of N", section
// bars, an owner block, a signature block and the cover page.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, Val } from './canvas.ts';
import type { Merchant, Owner } from './data.ts';
import { fmtDate, type Layout } from './layouts.ts';
import { instructions } from './prose.ts';

export interface Ctx { s: Sheet; l: Layout; m: Merchant; rng: Rng; numbered: number }

const A = (i: number, f: string): string => `application.applicants[${i}].${f}`;

export function headerVal(c: Ctx, key: string): Val {
  if (c.l.header === 'dba' && c.m.dba) return { key, text: c.m.dba, fields: { 'application.trade_name': c.m.dba } };
  return { key, text: c.m.legal, fields: { 'application.legal_name': c.m.legal } };
}

/** The band at the top of a numbered page, the merchant's name under it, the footer. Returns the y to start at. */
export function frame(c: Ctx, title: string): number {
  const { s, l } = c;
  s.newPage();
  const n = s.page - 1;
  s.rect(0, 0, 612, 38, { fill: l.look.accent });
  s.text(36, 11, l.broker.short, { size: 15, bold: true, color: '#fff' });
  s.text(330, 9, 'MERCHANT FUNDING APPLICATION', { size: 9, bold: true, color: '#fff', width: 246, align: 'right' });
  s.text(330, 22, title, { size: 8, color: '#fff', width: 246, align: 'right' });
  s.field(36, 46, 380, l.header === 'dba' ? 'Merchant (DBA):' : 'Merchant:', headerVal(c, `p${n}_merchant`), true);
  s.text(430, 52, `App. Ref. ${l.broker.short.slice(0, 2)}-${String(1000 + c.numbered * 7 + n).slice(-4)}`, { size: 7, color: '#555', width: 146, align: 'right' });
  s.rule(36, 758, 576, 758, '#999');
  s.text(36, 764, `${l.broker.name} | ${l.broker.web} | Form ${l.broker.short.slice(0, 3)}-APP Rev. 03/2025`, { size: 6.5, color: '#555' });
  s.text(476, 764, `Page ${n} of ${c.numbered}`, { size: 7.5, bold: true, width: 100, align: 'right' });
  return 74;
}

export function bar(c: Ctx, y: number, text: string): number {
  c.s.rect(36, y, 540, 14, { fill: '#e6e6e6' });
  c.s.rect(36, y, 4, 14, { fill: c.l.look.accent });
  c.s.text(45, y + 3.5, text, { size: 8.5, bold: true });
  return y + 20;
}

export function nameText(o: Owner, f: Layout['names']): string {
  const mi = o.middle ? ` ${o.middle}.` : '';
  return f === 'lastFirst' ? `${o.last}, ${o.first}${mi}` : `${o.first}${mi} ${o.last}${o.cred ?? ''}`;
}

function taxVal(o: Owner, i: number, ca: boolean, rng: Rng): Val {
  const t = o.taxId;
  if (o.masked) {
    const x = rng.pick(['X', '*']);
    const text = ca ? `${x.repeat(3)} ${x.repeat(3)} ${t.slice(6)}` : `${x.repeat(3)}-${x.repeat(2)}-${t.slice(5)}`;
    return { key: `owner${i + 1}_taxid`, text, fields: { [A(i, 'tax_id')]: null } };
  }
  const text = ca ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  return { key: `owner${i + 1}_taxid`, text, fields: { [A(i, 'tax_id')]: t, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: ca ? 'CA' : 'US' } };
}

/** One owner's section (blank lines when the owner is absent). Returns the y below it. */
export function ownerBlock(c: Ctx, y: number, i: number, o: Owner | undefined): number {
  const { s, l } = c, k = `owner${i + 1}`, ca = l.country === 'CA';
  const v = (key: string, text: string, fields: Val['fields'] = {}): Val | null => (o ? { key: `${k}_${key}`, text, fields } : null);
  s.text(36, y, `OWNER ${i + 1}${i === 0 ? ' (PRIMARY GUARANTOR)' : ''}`, { size: 8, bold: true, color: l.look.accent });
  y += 12;
  if (l.names === 'split') {
    s.field(36, y, 150, 'First Name', v('first', o?.first ?? '', { [A(i, 'first_name')]: o?.first ?? null }));
    s.field(192, y, 30, 'M.I.', o?.middle ? v('mi', o.middle) : null);
    s.field(228, y, 160, 'Last Name', v('last', o?.last ?? '', { [A(i, 'last_name')]: o?.last ?? null }));
  } else {
    s.field(36, y, 352, l.names === 'lastFirst' ? 'Owner Name (Last, First, M.I.)' : 'Owner Full Legal Name', o
      ? { key: `${k}_name`, text: nameText(o, l.names), fields: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last } } : null);
  }
  s.field(396, y, 110, 'Title', v('title', o?.role ?? '', { [A(i, 'role')]: o?.role ?? null }));
  s.field(512, y, 64, 'Ownership %', v('pct', o ? `${o.pct}%` : '', { [A(i, 'ownership')]: o?.pct ?? null }));
  y += 27;
  s.field(36, y, 130, ca ? 'Social Insurance Number (SIN)' : 'Social Security Number', o ? taxVal(o, i, ca, c.rng) : null);
  s.field(172, y, 100, 'Date of Birth', v('dob', o ? fmtDate(o.dob, l.date === 'mdyy' ? 'mdy' : l.date) : '', { [A(i, 'date_of_birth')]: o?.dob ?? null }));
  if (l.credit) s.field(278, y, 80, 'Est. Credit Score', o?.credit != null ? v('credit', String(o.credit), { [A(i, 'credit_score')]: o.credit }) : null);
  s.field(l.credit ? 364 : 278, y, 100, 'Cell Phone', v('phone', o?.phone ?? ''));
  s.field(l.credit ? 470 : 384, y, l.credit ? 106 : 192, 'E-mail', v('email', o?.email ?? ''));
  y += 27;
  s.field(36, y, 230, 'Home Address', v('decoy_home', o?.home.street ?? ''));
  s.field(272, y, 130, 'City', v('decoy_home_city', o?.home.city ?? ''));
  s.field(408, y, 70, ca ? 'Province' : 'State', v('decoy_home_state', o?.home.st ?? ''));
  s.field(484, y, 92, ca ? 'Postal Code' : 'Zip', v('decoy_home_zip', o?.home.zip ?? ''));
  return y + 32;
}

function scribble(c: Ctx, x: number, y: number): void {
  if (c.s.fields) return;
  const d = c.s.doc, r = c.rng;
  d.save().lineWidth(0.9).strokeColor('#1b2a6b').moveTo(x, y);
  for (let i = 0; i < 5; i++) d.bezierCurveTo(x + i * 22 + r.int(4, 12), y - r.int(4, 12), x + i * 22 + r.int(10, 18), y + r.int(2, 8), x + (i + 1) * 22, y - r.int(0, 4));
  d.stroke().restore();
}

/** A signature line with printed name, title and date for owner i (blank lines when absent). */
export function signatureBlock(c: Ctx, y: number, i: number, o: Owner | undefined, signed: string): number {
  const { s } = c, k = `sig${i + 1}`;
  s.text(36, y, `Owner ${i + 1} Signature`, { size: 6.5, color: '#444' });
  s.rule(36, y + 24, 250, y + 24);
  if (o) scribble(c, 44, y + 18);
  s.field(258, y, 150, 'Printed Name', o ? { key: `${k}_name`, text: `${o.first} ${o.last}`, fields: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last } } : null);
  s.field(414, y, 90, 'Title', o ? { key: `${k}_title`, text: o.role, fields: { [A(i, 'role')]: o.role } } : null);
  s.field(510, y, 66, 'Date', o ? { key: `decoy_${k}_date`, text: signed } : null);
  return y + 36;
}

export function cover(c: Ctx, pageTitles: string[]): void {
  const { s, l, m } = c;
  s.newPage();
  s.rect(0, 0, 612, 150, { fill: l.look.accent });
  s.text(48, 40, l.broker.name.toUpperCase(), { size: 24, bold: true, color: '#fff' });
  s.text(48, 72, l.broker.tagline, { size: 12, color: '#fff' });
  s.text(48, 108, 'MERCHANT FUNDING APPLICATION PACKET', { size: 14, bold: true, color: '#fff' });
  s.field(48, 170, 420, 'Prepared for (Business Legal Name):', { key: 'cover_merchant', text: m.legal, fields: { 'application.legal_name': m.legal } }, true);
  s.text(48, 200, `Your funding specialist: ${l.broker.rep}  |  ${l.broker.repPhone}  |  ${l.broker.repEmail}`, { size: 8.5 });
  s.text(48, 226, 'INSTRUCTIONS', { size: 11, bold: true, color: l.look.accent });
  let y = 244;
  for (const p of instructions(l)) y = s.para(48, y, 516, p, 8.5) + 2;
  y += 8;
  s.text(48, y, 'PACKET CONTENTS', { size: 11, bold: true, color: l.look.accent });
  y += 18;
  for (const [i, t] of pageTitles.entries()) { s.text(60, y, `Page ${i + 1}  -  ${t}`, { size: 8.5 }); y += 13; }
  s.rule(48, 720, 564, 720, l.look.accent, 1.5);
  s.text(48, 728, `${l.broker.name}  |  ${l.broker.address}  |  ${l.broker.phone}  |  ${l.broker.web}`, { size: 7.5, color: '#333' });
  s.text(48, 742, 'Return the completed packet by e-mail or upload it in the merchant portal. Keep a copy for your records.', { size: 7.5, color: '#333' });
}
