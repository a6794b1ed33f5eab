// Meridian Bridge Advisors: a two-page form designed in an XML form designer and saved as a static AcroForm. Grey
// caption cells (the label inside each box's top-left corner), parts numbered in Roman numerals, owners on page 2.
// Fillable: designer names (topmostSubform[0].Page1[0].TextField3[0]) as a real field hierarchy, tooltips copied
// from the captions, comb fields for the EIN and SSNs, radio lists with export values "1", "2" ..., checkboxes whose
// on-state is "1", a state dropdown of full names, dates held in ISO form, appearance streams on every field.
import { bizT, dbaText, entityPick, entityT, printedOwners, type Ctx, type Layout } from './common.ts';
import { combId, fullName, money, ownerT } from './format.ts';
import { box, label, optionRow, para } from './ink.ts';
import { industryOf, regionName, STATES } from './reference.ts';
import type { Patch } from './sheet.ts';

const ENTITIES = ['C-Corp', 'S-Corp', 'LLC', 'LLP', 'Partnership', 'Sole Proprietorship', 'Other'] as const;
const FREQS = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;
const GREY = '#eef0f2';

class Designer {
  private readonly counts = new Map<string, number>();
  private readonly page: number;
  constructor(page: number) { this.page = page; }
  name(kind: string): string {
    const k = this.counts.get(kind) ?? 0;
    this.counts.set(kind, k + 1);
    return `topmostSubform[0].Page${this.page}[0].${kind}${kind === 'RadioButtonList' ? `[${k}]` : `${k + 1}[0]`}`;
  }
}

type Cell = { x: number; y: number; w: number; h?: number };
function cell(c: Ctx, d: Designer, caption: string, at: Cell, value: string, t: Patch, more: { kind?: string; comb?: number; decoy?: string; align?: 'right' | 'center' } = {}): void {
  const h = at.h ?? 26;
  box(c.doc, at.x, at.y, at.w, h, { stroke: '#6b7580', fill: GREY });
  label(c.doc, caption, at.x + 2.5, at.y + 2, { size: 5.8, color: '#3c4650' });
  c.sheet.text({ name: d.name(more.kind ?? 'TextField'), x: at.x + 1, y: at.y + 9, w: at.w - 2, h: h - 10, value, t, tip: caption, size: 9,
    ...(more.comb ? { comb: more.comb } : {}), ...(more.decoy ? { decoy: more.decoy } : {}), ...(more.align ? { align: more.align } : {}) });
}

function part(c: Ctx, roman: string, title: string, y: number): void {
  box(c.doc, 30, y, 552, 14, { fill: '#3c4650', stroke: 'none' });
  label(c.doc, `PART ${roman}   ${title}`, 36, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
}

function header(c: Ctx, page: number): void {
  const { doc } = c;
  doc.save().fillColor('#b0852c').polygon([48, 26], [60, 38], [48, 50], [36, 38]).fill().restore();
  label(doc, 'MERIDIAN BRIDGE ADVISORS', 68, 26, { size: 13, font: 'Helvetica-Bold', color: '#1f2a33' });
  label(doc, 'Small Business Funding Application', 68, 42, { size: 8.5, color: '#505a64' });
  label(doc, `Form MBA-100 (06/2022)   Page ${page} of 2`, 440, 30, { size: 7, color: '#505a64' });
}

function page1(c: Ctx): void {
  const { m, sheet } = c;
  const d = new Designer(1);
  header(c, 1);
  part(c, 'I', 'COMPANY PROFILE', 62);
  const dba = dbaText(c);
  cell(c, d, 'Legal Business Name', { x: 30, y: 78, w: 330 }, m.biz.legal, bizT.legal(m));
  cell(c, d, 'Doing Business As', { x: 360, y: 78, w: 222 }, dba.text, dba.t);
  cell(c, d, 'Business Street Address', { x: 30, y: 104, w: 260 }, m.biz.addr.street, {});
  cell(c, d, 'City', { x: 290, y: 104, w: 120 }, m.biz.addr.city, {});
  box(c.doc, 410, 104, 110, 26, { stroke: '#6b7580', fill: GREY });
  label(c.doc, 'State', 412.5, 106, { size: 5.8, color: '#3c4650' });
  sheet.choice({ name: d.name('DropDownList'), x: 411, y: 113, w: 108, h: 16, opts: STATES.map((s) => s.name), value: regionName(m.biz.addr.code),
    t: bizT.state(m), tip: 'State', ap: true, size: 9 });
  cell(c, d, 'ZIP Code', { x: 520, y: 104, w: 62 }, m.biz.addr.zip, {});
  const ein = m.biz.taxIdType === 'EIN';
  cell(c, d, 'Federal EIN (9 digits)', { x: 30, y: 130, w: 150 }, ein ? m.biz.taxId : '', ein ? bizT.taxId(m) : {}, { comb: 9 });
  cell(c, d, 'Date Established', { x: 180, y: 130, w: 90 }, m.biz.start, bizT.start(m), { kind: 'DateTimeField' });
  cell(c, d, 'State of Formation', { x: 270, y: 130, w: 90 }, regionName(m.biz.incState), {}, { decoy: 'state_of_incorporation' });
  cell(c, d, 'Business Telephone', { x: 360, y: 130, w: 110 }, m.biz.phone, {}, { decoy: 'business_phone' });
  cell(c, d, 'No. of Employees', { x: 470, y: 130, w: 112 }, String(m.biz.employees), {}, { kind: 'NumericField', decoy: 'employees' });
  box(c.doc, 30, 156, 552, 30, { stroke: '#6b7580', fill: GREY });
  label(c.doc, 'Legal Structure (select one)', 32.5, 158, { size: 5.8, color: '#3c4650' });
  const pick = entityPick(m, ENTITIES);
  const xs = optionRow(c.doc, ENTITIES, 36, 7.5, 'Helvetica', 18);
  const kids = ENTITIES.map((lab, i) => ({ x: xs[i]!, y: 169, s: 9, exp: String(i + 1), label: lab }));
  kids.forEach((k) => label(c.doc, k.label, k.x + 12, k.y + 1, { size: 7.5 }));
  const chosen = ENTITIES[pick.index]!;
  sheet.radio({ name: d.name('RadioButtonList'), kids, selected: String(pick.index + 1), t: pick.other ? {} : entityT(chosen, m), tip: 'Legal Structure' });
  cell(c, d, 'If Other', { x: 500, y: 158, w: 80, h: 26 }, pick.other, pick.other ? entityT(pick.other, m) : {});
  cell(c, d, 'Industry / Description of Operations', { x: 30, y: 186, w: 400 }, m.biz.trade.desc, { industry: industryOf(m.biz.trade.desc) });
  box(c.doc, 430, 186, 152, 26, { stroke: '#6b7580', fill: GREY });
  label(c.doc, 'Premises', 432.5, 188, { size: 5.8, color: '#3c4650' });
  for (const [i, lab, on] of [[0, 'Own', !m.biz.rent], [1, 'Rent / Lease', m.biz.rent]] as const) {
    sheet.check({ name: d.name('CheckBox'), x: 440 + i * 50, y: 198, s: 9, on, onState: '1', label: lab, decoy: 'premises', tip: lab });
    label(c.doc, lab, 452 + i * 50, 199, { size: 7.5 });
  }
  part(c, 'II', 'FUNDING REQUEST', 222);
  cell(c, d, 'Amount Requested (USD)', { x: 30, y: 238, w: 140 }, money(m.req.amount, 'bare'), bizT.amount(m), { kind: 'NumericField', align: 'right' });
  cell(c, d, 'Periodic Payment (USD)', { x: 170, y: 238, w: 120 }, m.req.payment === null ? '' : money(m.req.payment, 'bare'), bizT.payment(m), { kind: 'NumericField', align: 'right' });
  cell(c, d, 'Number of Payments', { x: 290, y: 238, w: 90 }, m.req.count === null ? '' : String(m.req.count), bizT.count(m), { kind: 'NumericField', align: 'right' });
  box(c.doc, 380, 238, 202, 26, { stroke: '#6b7580', fill: GREY });
  label(c.doc, 'Payment Schedule', 382.5, 240, { size: 5.8, color: '#3c4650' });
  const fk = FREQS.map(([lab], i) => ({ x: 386 + i * 49, y: 251, s: 8, exp: String(i + 1), label: lab }));
  fk.forEach((k) => label(c.doc, k.label, k.x + 10, k.y + 0.5, { size: 6.8 }));
  const fi = FREQS.findIndex((f) => f[1] === m.req.freq);
  sheet.radio({ name: d.name('RadioButtonList'), kids: fk, selected: fi < 0 ? null : String(fi + 1), t: bizT.freq(m), tip: 'Payment Schedule' });
  cell(c, d, 'Intended Use of Proceeds', { x: 30, y: 264, w: 552 }, m.req.use, {});
  part(c, 'III', 'EXISTING OBLIGATIONS AND BANKING', 300);
  for (let i = 0; i < 2; i++) {
    const f = m.decoys.funders[i];
    cell(c, d, `Current Funder ${i + 1}`, { x: 30, y: 316 + i * 26, w: 250 }, f?.name ?? '', {}, { decoy: 'existing_funder' });
    cell(c, d, 'Balance Owed', { x: 280, y: 316 + i * 26, w: 150 }, f ? money(f.balance, 'bare') : '', {}, { decoy: 'funder_balance' });
    cell(c, d, 'Payment', { x: 430, y: 316 + i * 26, w: 152 }, f ? money(f.payment, 'bare') : '', {}, { decoy: 'funder_payment' });
  }
  cell(c, d, 'Depository Bank', { x: 30, y: 368, w: 250 }, m.decoys.bank, {}, { decoy: 'bank' });
  cell(c, d, 'ABA Routing Number', { x: 280, y: 368, w: 150 }, m.decoys.routing, {}, { decoy: 'routing', comb: 9 });
  cell(c, d, 'Account Number', { x: 430, y: 368, w: 152 }, m.decoys.account, {}, { decoy: 'account' });
  label(c.doc, `Referred by ${m.decoys.isoName} (${m.decoys.isoNumber}), ${m.decoys.repName}`, 30, 404, { size: 7, color: '#505a64' });
}

function page2(c: Ctx): void {
  const { m, doc } = c;
  const d = new Designer(2);
  header(c, 2);
  part(c, 'IV', 'OWNERSHIP (each owner of 20% or more)', 62);
  for (let i = 0; i < 2; i++) {
    const o = printedOwners(m, 2)[i];
    const y = 80 + i * 90;
    const t = (f: () => Patch): Patch => (o ? f() : {});
    label(doc, `Owner ${i + 1}`, 30, y, { size: 8, font: 'Helvetica-Bold' });
    cell(c, d, 'Full Legal Name', { x: 30, y: y + 10, w: 250 }, o ? fullName(o) : '', t(() => ownerT.name(i, o!)));
    cell(c, d, 'Title / Position', { x: 280, y: y + 10, w: 150 }, o?.title ?? '', t(() => ownerT.role(i, o!)));
    cell(c, d, 'Ownership %', { x: 430, y: y + 10, w: 70 }, o ? String(o.ownership) : '', t(() => ownerT.share(i, o!)), { kind: 'NumericField', align: 'right' });
    cell(c, d, 'Date of Birth', { x: 500, y: y + 10, w: 82 }, o?.dob ?? '', t(() => ownerT.dob(i, o!)), { kind: 'DateTimeField' });
    cell(c, d, 'Social Security Number', { x: 30, y: y + 36, w: 150 }, o ? combId(o, o.masked) : '', t(() => ownerT.taxId(i, o!, o!.masked)), { comb: 9 });
    cell(c, d, 'Residential Address', { x: 180, y: y + 36, w: 300 }, o ? `${o.home.street}, ${o.home.city}, ${o.home.code} ${o.home.zip}` : '', {}, { decoy: 'owner_home' });
    cell(c, d, 'Mobile', { x: 480, y: y + 36, w: 102 }, o?.cell ?? '', {}, { decoy: 'owner_phone' });
    cell(c, d, 'Credit Score (self-reported)', { x: 30, y: y + 62, w: 150, h: 22 }, o?.creditScore ? String(o.creditScore) : '', t(() => ownerT.score(i, o!)), { kind: 'NumericField' });
    cell(c, d, 'E-mail', { x: 180, y: y + 62, w: 402, h: 22 }, o?.email ?? '', {}, { decoy: 'owner_email' });
  }
  part(c, 'V', 'LANDLORD AND TRADE REFERENCES', 266);
  cell(c, d, 'Landlord / Mortgage Company', { x: 30, y: 282, w: 300 }, m.biz.rent ? m.decoys.landlord : '', {}, { decoy: 'landlord' });
  cell(c, d, 'Landlord Phone', { x: 330, y: 282, w: 120 }, m.biz.rent ? m.decoys.landlordPhone : '', {}, { decoy: 'landlord_phone' });
  cell(c, d, 'Monthly Rent', { x: 450, y: 282, w: 132 }, m.biz.rent ? money(m.decoys.rentAmount, 'bare') : '', {}, { decoy: 'rent' });
  m.decoys.refs.forEach((r, i) => {
    cell(c, d, `Trade Reference ${i + 1}`, { x: 30, y: 308 + i * 26, w: 300 }, r.name, {}, { decoy: 'trade_reference' });
    cell(c, d, 'Phone', { x: 330, y: 308 + i * 26, w: 252 }, r.phone, {}, { decoy: 'reference_phone' });
  });
  part(c, 'VI', 'CERTIFICATION', 372);
  const end = para(doc, 'Each undersigned owner represents that the statements in this application are true and correct, that the business is not ' +
    'contemplating bankruptcy, and authorizes Meridian Bridge Advisors and any prospective funder to obtain business and personal credit ' +
    'reports and to verify bank, landlord and trade references. A photocopy or electronic copy of this authorization is as valid as the original.', 30, 392, 552, { size: 7 });
  for (let i = 0; i < 2; i++) {
    box(doc, 30 + i * 280, end + 12, 272, 40, { stroke: '#6b7580' });
    label(doc, `Owner ${i + 1} Signature                                         Date`, 33 + i * 280, end + 42, { size: 6, color: '#3c4650' });
  }
}

export const meridian: Layout = {
  name: 'meridian', broker: 'Meridian Bridge Advisors', tool: 'Designer 11.0', country: 'US',
  draw(c) {
    page1(c);
    c.doc.addPage({ size: 'LETTER', margin: 0 });
    page2(c);
  },
};
