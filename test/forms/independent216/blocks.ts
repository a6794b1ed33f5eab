// Pieces shared by the four packets: a labelled cell (label beside, above or under the line), the truth paths
// of each value, the per-owner 'Owner / Guarantor Information' page, the continuation sheet and the guaranty.
import type { Canvas, Role } from './canvas.ts';
import type { Model, Owner } from './model.ts';

export type Place = 'beside' | 'above' | 'under';
export interface Cell { label: string; w: number; key: string; text: string | null; fields?: Record<string, unknown>; role?: Role }

/** One labelled value. Returns the height used. */
export function cell(c: Canvas, place: Place, x: number, y: number, k: Cell): number {
  const fields = k.fields ?? {}, role = k.role ?? (Object.keys(fields).length ? 'field' : 'decoy');
  const s = c.look.labelSize;
  if (place === 'beside') {
    c.label(k.label, x, y + 3, { bold: true });
    const lw = c.doc.font(c.look.labelBold).fontSize(s).widthOfString(k.label) + 5;
    c.hline(x + lw, y + 14, k.w - lw - 6);
    c.value(k.key, k.text, x + lw, y, k.w - lw - 6, fields, role);
    return 20;
  }
  if (place === 'above') {
    c.rect(x, y, k.w - 4, 26, { stroke: '#888', lw: 0.5 });
    c.label(k.label, x + 2, y + 1.5, { size: s - 1.5, color: c.look.accent });
    c.value(k.key, k.text, x + 2, y + 10, k.w - 10, fields, role);
    return 28;
  }
  c.value(k.key, k.text, x, y, k.w - 8, fields, role);
  c.hline(x, y + 15, k.w - 8);
  c.label(k.label, x, y + 17, { size: s - 1.5, color: '#444' });
  return 28;
}

/** A row of cells across [x, x + total]. */
export function row(c: Canvas, place: Place, x: number, y: number, cells: Cell[]): number {
  let cx = x, h = 0;
  for (const k of cells) { h = Math.max(h, cell(c, place, cx, y, k)); cx += k.w; }
  return y + h + 2;
}

export const A = (k: string) => `application.${k}`;
export const P = (i: number, k: string) => `application.applicants[${i}].${k}`;

export const F = {
  legal: (m: Model) => ({ [A('legal_name')]: m.legal }),
  dba: (m: Model) => ({ [A('trade_name')]: m.dbaTruth }),
  tax: (m: Model) => ({ [A('business_tax_id')]: m.taxDigits, [A('business_tax_id_type')]: m.taxType, [A('business_tax_id_country')]: m.country }),
  region: (m: Model) => ({ [A('state_region')]: m.region, [A('country')]: m.countryName }),
  entity: (m: Model) => ({ [A('type_of_entity')]: m.entityId }),
  industry: (m: Model) => ({ [A('industry')]: m.industryId }),
  start: (m: Model) => ({ [A('business_start_date')]: m.startIso }),
  amount: (m: Model) => ({ [A('requested_amount')]: m.amount }),
  payment: (m: Model) => ({ [A('requested_payment')]: m.payment }),
  nPay: (m: Model) => ({ [A('number_of_payments')]: m.nPay }),
  freq: (m: Model) => ({ [A('payment_frequency')]: m.freq }),
  name: (o: Owner, i: number) => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }),
  first: (o: Owner, i: number) => ({ [P(i, 'first_name')]: o.first }),
  last: (o: Owner, i: number) => ({ [P(i, 'last_name')]: o.last }),
  title: (o: Owner, i: number) => ({ [P(i, 'role')]: o.title }),
  own: (o: Owner, i: number) => ({ [P(i, 'ownership')]: o.own }),
  credit: (o: Owner, i: number) => ({ [P(i, 'credit_score')]: o.credit }),
  dob: (o: Owner, i: number) => ({ [P(i, 'date_of_birth')]: o.dobIso }),
  ssn: (o: Owner, i: number, m: Model) => o.taxDigits === null ? {}
    : { [P(i, 'tax_id')]: o.taxDigits, [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: m.country },
};
/** A masked tax id is printed but gives nothing: 'other', neither a field nor a decoy. */
export const ssnRole = (o: Owner): Role => (o.taxDigits === null ? 'other' : 'field');
/** DBA printed as SAME / N/A / the legal name again: printed, but the trade name stays null. */
export const dbaRole = (m: Model): Role => (m.dbaTruth === null ? 'other' : 'field');

export interface OwnerPageOpts {
  place: Place; title: string; split: boolean; headerFill: string; taxLabel: string; creditLabel: string;
  ownLabel: string; dobLabel: string; consent: string; width?: number;
}

/** The 'Owner / Guarantor Information' page, identical labels on every copy. */
export function ownerPage(c: Canvas, m: Model, i: number, o: OwnerPageOpts): void {
  const ow = m.owners[i]!, n = m.owners.length, x = 40, W = o.width ?? 532;
  c.newPage();
  c.rect(x, 40, W, 24, { fill: o.headerFill, stroke: 'none' });
  c.label(o.title, x + 8, 47, { bold: true, size: 12, color: '#fff' });
  c.label(`Owner ${i + 1} of ${n}`, x + W - 90, 48, { bold: true, size: 10, color: '#fff' });
  let y = 76;
  y = row(c, o.place, x, y, [{ label: 'Business Legal Name', w: W, key: 'legal_name_repeat', text: m.legal, fields: F.legal(m) }]);
  const nameCells: Cell[] = o.split
    ? [{ label: 'First Name', w: 190, key: `owner${i}.first`, text: ow.first, fields: F.first(ow, i) },
      { label: 'M.I.', w: 50, key: `owner${i}.mi`, text: ow.middle, role: 'other' },
      { label: 'Last Name', w: 292, key: `owner${i}.last`, text: ow.last, fields: F.last(ow, i) }]
    : [{ label: 'Full Legal Name', w: 352, key: `owner${i}.name`, text: ow.fullText, fields: F.name(ow, i) },
      { label: 'Title', w: 180, key: `owner${i}.title`, text: ow.title, fields: F.title(ow, i) }];
  y = row(c, o.place, x, y + 4, nameCells);
  const r2: Cell[] = [
    { label: o.ownLabel, w: 130, key: `owner${i}.own`, text: ow.ownText, fields: F.own(ow, i) },
    { label: o.taxLabel, w: 160, key: `owner${i}.ssn`, text: ow.taxText, fields: F.ssn(ow, i, m), role: ssnRole(ow) },
    { label: o.dobLabel, w: 142, key: `owner${i}.dob`, text: ow.dobText, fields: F.dob(ow, i) },
    { label: o.creditLabel, w: 100, key: `owner${i}.credit`, text: ow.creditText, fields: F.credit(ow, i) }];
  y = row(c, o.place, x, y + 4, r2);
  if (o.split) y = row(c, o.place, x, y + 4, [{ label: 'Title / Position', w: 260, key: `owner${i}.title`, text: ow.title, fields: F.title(ow, i) }]);
  c.label('HOME ADDRESS (residence of the owner, not the business)', x, y + 8, { bold: true, size: 8, color: c.look.accent });
  y = row(c, o.place, x, y + 20, [{ label: 'Street', w: 300, key: `owner${i}.home_street`, text: ow.street }, { label: 'City, State/Prov., Zip', w: 232, key: `owner${i}.home_city`, text: ow.cityLine }]);
  y = row(c, o.place, x, y + 4, [{ label: 'Cell Phone', w: 160, key: `owner${i}.cell`, text: ow.cell }, { label: 'E-mail', w: 220, key: `owner${i}.email`, text: ow.email },
    { label: m.country === 'CA' ? "Driver's Licence #" : "Driver's License #", w: 152, key: `owner${i}.dl`, text: ow.licence }]);
  y = c.para(o.consent, x, y + 14, W) + 22;
  c.sign(x + 6, y + 14, 220);
  c.hline(x, y + 16, 260); c.label('Signature of Owner / Guarantor', x, y + 19, { size: 7 });
  c.value(`owner${i}.sign_date`, m.signDate, x + 300, y, 150, {}, 'decoy');
  c.hline(x + 300, y + 16, 150); c.label('Date', x + 300, y + 19, { size: 7 });
}

/** 'Additional Owners' continuation sheet: a table for owners from index `from` on. */
export function continuationSheet(c: Canvas, m: Model, from: number, accent: string): void {
  c.newPage();
  c.label('ADDITIONAL OWNERS — CONTINUATION SHEET', 40, 44, { bold: true, size: 13, color: accent });
  c.label('Complete for every additional owner of 20% or more. Attach to the Owner / Guarantor Information pages.', 40, 62, { size: 8 });
  const cols: [string, number][] = [['Owner name', 150], ['Title', 80], ['Own. %', 46], ['SSN / SIN', 90], ['Date of birth', 80], ['Credit', 44], ['Home city', 42]];
  let x = 40;
  c.rect(40, 80, 532, 16, { fill: '#e4e4e4', stroke: '#777' });
  for (const [h, w] of cols) { c.label(h, x + 3, 85, { bold: true, size: 7.5 }); x += w; }
  for (let i = from; i < m.owners.length; i++) {
    const ow = m.owners[i]!, y = 96 + (i - from) * 22;
    c.rect(40, y, 532, 22, { stroke: '#aaa', lw: 0.4 });
    const vals: [string, string | null, Record<string, unknown>, Role][] = [['name', ow.fullText, F.name(ow, i), 'field'], ['title', ow.title, F.title(ow, i), 'field'],
      ['own', ow.ownText, F.own(ow, i), 'field'], ['ssn', ow.taxText, F.ssn(ow, i, m), ssnRole(ow)], ['dob', ow.dobText, F.dob(ow, i), 'field'],
      ['credit', ow.creditText, F.credit(ow, i), 'field'], ['home', ow.cityLine.split(',')[0]!, {}, 'decoy']];
    x = 40;
    vals.forEach(([k, t, f, r], j) => { c.value(`owner${i}.${k}`, t, x, y + 3, cols[j]![1] - 4, f, r, k === 'name' ? 8.5 : 8); x += cols[j]![1]; });
  }
}

/** Personal guaranty: the text, then each guarantor named again with signature and date. */
export function guarantyPage(c: Canvas, m: Model, title: string, text: string, place: Place): void {
  c.newPage();
  c.label(title, 40, 44, { bold: true, size: 14 });
  let y = c.para(text, 40, 70, 532, 7.6) + 16;
  m.owners.forEach((ow, i) => {
    c.label(`Guarantor ${i + 1}`, 40, y, { bold: true, size: 9, color: c.look.accent });
    const plain = `${ow.first}${ow.middle ? ` ${ow.middle}.` : ''} ${ow.last}`;
    y = row(c, place, 40, y + 12, [{ label: 'Printed Name', w: 250, key: `guarantor${i}.name`, text: plain, fields: F.name(ow, i) },
      { label: 'Signature', w: 170, key: `guarantor${i}.sig`, text: null, role: 'other' }, { label: 'Date', w: 112, key: `guarantor${i}.date`, text: m.signDate, role: 'decoy' }]);
    c.sign(300, y - 14, 150);
    y += 10;
  });
}
