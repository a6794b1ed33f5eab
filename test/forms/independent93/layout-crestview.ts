// Crestview Merchant Services: a typewriter-era form whose fields were found by a PDF editor's automatic field
// detection, then half flattened. Courier labels on underscored blanks, boxed request panel on the right. Fillable:
// the company block was typed and flattened (its values are page text in Courier), the rest are live fields with
// detected names (undefined, undefined_2, Name, Name_2, Title_2 ...), entity checkboxes whose on-states are custom
// names (LLC, Corp, SoleProp ...), frequency checkboxes on "Yes", a read-only ISO number, no appearance streams.
import { bizT, cityLine, dbaText, entityPick, entityT, printedOwners, type Ctx, type Layout } from './common.ts';
import { date, einText, fullName, money, ownerT, personalId, ssnText } from './format.ts';
import { box, label, para, rule } from './ink.ts';
import { industryOf } from './reference.ts';
import type { Patch, TextSlot } from './sheet.ts';

const ENTITIES = [['Sole Proprietor', 'SoleProp'], ['Partnership', 'Partner'], ['Corporation', 'Corp'], ['LLC', 'LLC'], ['Other', 'OtherType']] as const;
const FREQS = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;
const F = 'Courier';

/** Acrobat-style detected names: a label's text, `_2` on its second use, `undefined` where no label was found. */
class Detected {
  private readonly seen = new Map<string, number>();
  private checks = 0;
  name(base: string): string {
    const k = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, k);
    return k === 1 ? base : `${base}_${k}`;
  }
  check(): string { return `Check Box${++this.checks}`; }
}

function blank(c: Ctx, n: Detected, text: string, x: number, y: number, w: number, slot: Omit<TextSlot, 'x' | 'y' | 'w' | 'h' | 'name'>, base?: string): number {
  label(c.doc, text, x, y + 4, { size: 8.5, font: F, color: '#000000' });
  const lw = text ? c.doc.font(F).fontSize(8.5).widthOfString(text) + 4 : 0;
  rule(c.doc, x + lw, x + w, y + 14, '#000000', 0.5);
  c.sheet.text({ ...slot, name: n.name(base ?? (text.replace(/[:#]/g, '').trim() || 'undefined')), x: x + lw, y: y + 1, w: w - lw, h: 13 });
  return x + w;
}

function company(c: Ctx, n: Detected, y: number): void {
  const { m } = c;
  const dba = dbaText(c);
  label(c.doc, 'A. COMPANY', 40, y, { size: 9.5, font: 'Courier-Bold' });
  blank(c, n, 'Business Legal Name:', 40, y + 14, 340, { value: m.biz.legal, t: bizT.legal(m), flat: true });
  blank(c, n, 'DBA:', 40, y + 32, 340, { value: dba.text, t: dba.t, flat: true });
  blank(c, n, 'Address:', 40, y + 50, 340, { value: m.biz.addr.street, flat: true });
  blank(c, n, 'City/State/Zip:', 40, y + 68, 340, { value: cityLine(m.biz.addr), t: bizT.state(m), flat: true });
  const id = m.biz.taxIdType === 'EIN' ? einText(m.biz.taxId) : ssnText(m.biz.taxId);
  blank(c, n, 'Tax ID:', 40, y + 86, 160, { value: id, t: bizT.taxId(m), flat: true });
  blank(c, n, 'Date Started:', 210, y + 86, 170, { value: date(m.biz.start, 'mdy2'), t: bizT.start(m), flat: true });
  blank(c, n, 'Type of Business:', 40, y + 104, 340, { value: m.biz.trade.text, t: { industry: industryOf(m.biz.trade.text) }, flat: true });
  blank(c, n, 'Phone:', 40, y + 122, 160, { value: m.biz.phone, decoy: 'business_phone', flat: true });
  blank(c, n, 'Fax:', 210, y + 122, 170, { value: '', flat: true });
  label(c.doc, 'Entity:', 40, y + 162, { size: 8.5, font: F });
  const pick = entityPick(m, ENTITIES.map((e) => e[0]));
  let x = 84;
  ENTITIES.forEach(([lab, on], i) => {
    c.sheet.check({ name: n.check(), x, y: y + 161, s: 8, on: i === pick.index, onState: on, label: lab, t: i === pick.index && !pick.other ? entityT(lab, c.m) : {} });
    label(c.doc, lab, x + 11, y + 162, { size: 8, font: F });
    x += 22 + c.doc.font(F).fontSize(8).widthOfString(lab);
  });
  blank(c, n, '', x - 4, y + 158, 90, { value: pick.other, t: pick.other ? entityT(pick.other, m) : {} });
}

function requestPanel(c: Ctx, n: Detected, x: number, y: number): void {
  const { m, sheet } = c;
  box(c.doc, x, y, 172, 152, { stroke: '#000000', width: 1 });
  label(c.doc, 'B. FUNDS REQUESTED', x + 6, y + 6, { size: 9, font: 'Courier-Bold' });
  label(c.doc, 'Amount  $', x + 6, y + 24, { size: 8.5, font: F });
  rule(c.doc, x + 60, x + 164, y + 34, '#000000', 0.5);
  sheet.text({ name: n.name('undefined'), x: x + 60, y: y + 21, w: 104, h: 13, value: money(m.req.amount, 'bare'), t: bizT.amount(m) });
  label(c.doc, 'Payment $', x + 6, y + 42, { size: 8.5, font: F });
  rule(c.doc, x + 60, x + 164, y + 52, '#000000', 0.5);
  sheet.text({ name: n.name('undefined'), x: x + 60, y: y + 39, w: 104, h: 13, value: m.req.payment === null ? '' : money(m.req.payment, 'bare'), t: bizT.payment(m) });
  blank(c, n, '# Pmts:', x + 6, y + 56, 100, { value: m.req.count === null ? '' : String(m.req.count), t: bizT.count(m) }, 'Pmts');
  FREQS.forEach(([lab, f], i) => {
    const yy = y + 78 + i * 13;
    sheet.check({ name: n.check(), x: x + 10, y: yy, s: 8, on: m.req.freq === f, onState: 'Yes', label: lab, t: m.req.freq === f ? bizT.freq(m) : {} });
    label(c.doc, lab, x + 22, yy + 0.5, { size: 8.5, font: F });
  });
  blank(c, n, 'Use:', x + 6, y + 132, 160, { value: m.req.use });
}

function owners(c: Ctx, n: Detected, y: number): void {
  const { m } = c;
  label(c.doc, 'C. OWNERS / GUARANTORS', 40, y, { size: 9.5, font: 'Courier-Bold' });
  for (let i = 0; i < 2; i++) {
    const o = printedOwners(m, 2)[i];
    const yy = y + 16 + i * 58;
    const t = (f: () => Patch): Patch => (o ? f() : {});
    const x1 = blank(c, n, 'Name:', 40, yy, 260, { value: o ? fullName(o) : '', t: t(() => ownerT.name(i, o!)) });
    const x2 = blank(c, n, 'Title:', x1 + 10, yy, 150, { value: o?.title ?? '', t: t(() => ownerT.role(i, o!)) });
    blank(c, n, '', x2 + 10, yy, 50, { value: o ? String(o.ownership) : '', t: t(() => ownerT.share(i, o!)), align: 'right' });
    label(c.doc, '% owned', x2 + 62, yy + 4, { size: 8.5, font: F });
    const mask = o?.masked ?? false;
    const x3 = blank(c, n, 'SSN:', 40, yy + 18, 170, { value: o ? personalId(o, mask, '*') : '', t: t(() => ownerT.taxId(i, o!, mask)) });
    const x4 = blank(c, n, 'DOB:', x3 + 10, yy + 18, 120, { value: o ? date(o.dob, 'mdy2') : '', t: t(() => ownerT.dob(i, o!)) });
    blank(c, n, 'Cell:', x4 + 10, yy + 18, 532 - x4 - 10 + 40, { value: o?.cell ?? '', decoy: 'owner_phone' }, 'Phone');
    blank(c, n, 'Home Address:', 40, yy + 36, 532, { value: o ? `${o.home.street}, ${cityLine(o.home)}` : '', decoy: 'owner_home' });
  }
}

function others(c: Ctx, n: Detected, y: number): void {
  const { m, sheet } = c;
  label(c.doc, 'D. LANDLORD / BANK / OTHER ADVANCES', 40, y, { size: 9.5, font: 'Courier-Bold' });
  const x1 = blank(c, n, 'Landlord:', 40, y + 16, 300, { value: m.biz.rent ? m.decoys.landlord : 'Owns building', decoy: 'landlord' });
  blank(c, n, 'Phone:', x1 + 10, y + 16, 222, { value: m.biz.rent ? m.decoys.landlordPhone : '', decoy: 'landlord_phone' });
  const x2 = blank(c, n, 'Bank:', 40, y + 34, 200, { value: m.decoys.bank, decoy: 'bank' });
  const x3 = blank(c, n, 'Routing:', x2 + 10, y + 34, 150, { value: m.decoys.routing, decoy: 'routing' });
  blank(c, n, 'Acct:', x3 + 10, y + 34, 572 - x3 - 10, { value: m.decoys.account, decoy: 'account' });
  const f = m.decoys.funders[0];
  sheet.check({ name: n.check(), x: 40, y: y + 56, s: 8, on: !!f, onState: 'Yes', label: 'Has advance', decoy: 'has_advance' });
  label(c.doc, 'Open advance?', 52, y + 56.5, { size: 8.5, font: F });
  const x5 = blank(c, n, 'With:', 130, y + 52, 220, { value: f?.name ?? '', decoy: 'existing_funder' });
  blank(c, n, 'Bal. $', x5 + 10, y + 52, 572 - x5 - 10, { value: f ? money(f.balance, 'bare') : '', decoy: 'funder_balance' }, 'Bal');
}

export const crestview: Layout = {
  name: 'crestview', broker: 'Crestview Merchant Services', tool: 'Acrobat auto-detect (partly flattened)', country: 'US',
  draw(c) {
    const { doc, m, sheet } = c;
    const n = new Detected();
    label(doc, 'CRESTVIEW MERCHANT SERVICES', 40, 36, { size: 15, font: 'Times-Bold' });
    label(doc, 'Merchant Cash Advance Application - please print clearly', 40, 54, { size: 9, font: 'Times-Italic' });
    rule(doc, 40, 572, 68, '#000000', 1.2); rule(doc, 40, 572, 71, '#000000', 0.4);
    label(doc, 'Office use - ISO #', 410, 38, { size: 7, font: F });
    box(doc, 490, 34, 82, 14, { stroke: '#000000' });
    sheet.text({ name: 'ISO', x: 490, y: 34, w: 82, h: 14, value: m.decoys.isoNumber, readOnly: true, decoy: 'iso_number', size: 8 });
    company(c, n, 82);
    requestPanel(c, n, 400, 84);
    owners(c, n, 270);
    others(c, n, 400);
    const end = para(doc, 'I/We certify the information on this application is true and authorize Crestview Merchant Services and its funding sources to ' +
      `obtain credit reports and verify all information. Submitted by ${m.decoys.repName} for ${m.decoys.isoName}.`, 40, 480, 532, { font: F, size: 7.5, align: 'left' });
    for (const [x, w, t] of [[40, 190, 'Signature'], [250, 170, 'Print Name'], [440, 132, 'Date']] as const) { rule(doc, x, x + w, end + 32, '#000000', 0.5); label(doc, t, x, end + 35, { size: 7.5, font: F }); }
  },
};
