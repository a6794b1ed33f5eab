// Harborline Capital Partners: a one-page form built by hand in a desktop PDF editor. Navy header band, numbered
// sections, small grey labels above boxed fields in two columns. Fillable: meaningful field names with tooltips,
// hierarchical owner fields (owner1.name, owner2.ssn ...), appearance streams on every field, a 9-cell comb for the tax
// id with EIN / SSN boxes beside it, radio groups whose export values are their labels, and a read-only ISO number.
import { bizT, cityLine, dbaText, entityPick, entityT, homeLine, printedOwners, type Ctx, type Layout } from './common.ts';
import { combId, date, fullName, money, ownerT } from './format.ts';
import { band, box, label, para, rule } from './ink.ts';
import { industryOf } from './reference.ts';
import type { Patch, TextSlot } from './sheet.ts';

const NAVY = '#14305a';
const ENTITIES = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Prop', 'Other'] as const;
const FREQS = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;

function field(c: Ctx, text: string, x: number, y: number, w: number, slot: Omit<TextSlot, 'x' | 'y' | 'w' | 'h'>): void {
  label(c.doc, text, x, y, { size: 6.3, color: '#5a6470' });
  box(c.doc, x, y + 8, w, 16, { stroke: '#9aa5b1' });
  c.sheet.text({ tip: text, ...slot, x, y: y + 8, w, h: 16 });
}

function section(c: Ctx, n: number, title: string, y: number): void {
  label(c.doc, `${n}. ${title.toUpperCase()}`, 36, y, { size: 8.5, font: 'Helvetica-Bold', color: NAVY });
  rule(c.doc, 36, 576, y + 11, NAVY, 1.1);
}

function business(c: Ctx, y: number): void {
  const { m, sheet } = c;
  const dba = dbaText(c);
  section(c, 1, 'Business Information', y);
  field(c, 'Business Legal Name', 36, y + 16, 330, { name: 'Business Legal Name', value: m.biz.legal, t: bizT.legal(m) });
  field(c, 'DBA Name', 376, y + 16, 200, { name: 'DBA Name', value: dba.text, t: dba.t });
  field(c, 'Street Address', 36, y + 44, 300, { name: 'Street Address', value: m.biz.addr.street });
  field(c, 'City', 346, y + 44, 120, { name: 'City', value: m.biz.addr.city });
  field(c, 'State', 476, y + 44, 36, { name: 'State', value: m.biz.addr.code, t: bizT.state(m), align: 'center' });
  field(c, 'Zip', 522, y + 44, 54, { name: 'Zip', value: m.biz.addr.zip });
  const ein = m.biz.taxIdType === 'EIN';
  label(c.doc, 'Federal Tax ID', 36, y + 72, { size: 6.3, color: '#5a6470' });
  sheet.text({ name: 'Federal Tax ID', x: 36, y: y + 80, w: 144, h: 16, value: m.biz.taxId, comb: 9, tip: 'Federal Tax ID (9 digits)', t: bizT.taxId(m), size: 10 });
  for (const [i, [lab, on]] of ([['EIN', ein], ['SSN', !ein]] as const).entries()) {
    sheet.check({ name: `TaxID Type ${lab}`, x: 188 + i * 38, y: y + 82, s: 10, on, onState: 'Yes', label: lab, tip: `Tax ID is ${lab}` });
    label(c.doc, lab, 201 + i * 38, y + 84, { size: 7 });
  }
  field(c, 'Business Start Date', 272, y + 72, 90, { name: 'Business Start Date', value: date(m.biz.start, 'mdy'), t: bizT.start(m) });
  field(c, 'State of Incorporation', 372, y + 72, 84, { name: 'State of Incorporation', value: m.biz.incState, decoy: 'state_of_incorporation', align: 'center' });
  field(c, 'Business Phone', 466, y + 72, 110, { name: 'Business Phone', value: m.biz.phone, decoy: 'business_phone' });
  label(c.doc, 'Entity Type', 36, y + 102, { size: 6.3, color: '#5a6470' });
  const pick = entityPick(m, ENTITIES);
  const kids = ENTITIES.map((lab, i) => ({ x: 36 + i * 62, y: y + 112, s: 10, exp: lab, label: lab }));
  kids.forEach((k) => label(c.doc, k.label, k.x + 13, k.y + 2, { size: 7.5 }));
  const chosen = ENTITIES[pick.index]!;
  sheet.radio({ name: 'Entity Type', kids, selected: chosen, tip: 'Entity Type', t: pick.other ? {} : entityT(chosen, m) });
  box(c.doc, 440, y + 110, 136, 14, { stroke: '#9aa5b1' });
  sheet.text({ name: 'Entity Other', x: 440, y: y + 110, w: 136, h: 14, value: pick.other, tip: 'Other entity type', t: pick.other ? entityT(pick.other, m) : {} });
  const trade = c.rng.chance(0.5) ? m.biz.trade.text : m.biz.trade.desc;
  field(c, 'Type of Business', 36, y + 130, 300, { name: 'Type of Business', value: trade, t: { industry: industryOf(trade) } });
  field(c, 'Website', 346, y + 130, 160, { name: 'Website', value: m.biz.website ?? '', decoy: 'website' });
  field(c, 'Employees', 516, y + 130, 60, { name: 'Employees', value: String(m.biz.employees), decoy: 'employees' });
  field(c, 'Landlord / Mortgage Holder', 36, y + 158, 250, { name: 'Landlord', value: m.biz.rent ? m.decoys.landlord : '', decoy: 'landlord' });
  field(c, 'Landlord Phone', 296, y + 158, 120, { name: 'Landlord Phone', value: m.biz.rent ? m.decoys.landlordPhone : '', decoy: 'landlord_phone' });
  field(c, 'Monthly Rent / Mortgage', 426, y + 158, 150, { name: 'Monthly Rent', value: money(m.decoys.rentAmount, 'dollars'), decoy: 'rent' });
}

function request(c: Ctx, y: number): void {
  const { m, sheet } = c;
  section(c, 2, 'Funding Request', y);
  field(c, 'Amount Requested', 36, y + 16, 110, { name: 'Amount Requested', value: money(m.req.amount, 'cents'), t: bizT.amount(m) });
  field(c, 'Use of Funds', 156, y + 16, 150, { name: 'Use of Funds', value: m.req.use });
  field(c, 'Proposed Payment', 316, y + 16, 100, { name: 'Payment Amount', value: m.req.payment === null ? '' : money(m.req.payment, 'cents'), t: bizT.payment(m) });
  field(c, '# of Payments', 426, y + 16, 60, { name: 'Number of Payments', value: m.req.count === null ? '' : String(m.req.count), t: bizT.count(m) });
  label(c.doc, 'Payment Frequency', 36, y + 44, { size: 6.3, color: '#5a6470' });
  const kids = FREQS.map(([lab], i) => ({ x: 110 + i * 70, y: y + 44, s: 9, exp: lab, label: lab }));
  kids.forEach((k) => label(c.doc, k.label, k.x + 12, k.y + 1.5, { size: 7.5 }));
  const sel = FREQS.find((f) => f[1] === m.req.freq)?.[0] ?? null;
  sheet.radio({ name: 'Payment Frequency', kids, selected: sel, tip: 'Payment Frequency', t: bizT.freq(m) });
}

function owners(c: Ctx, y: number): void {
  const { m, sheet } = c;
  section(c, 3, 'Owner / Officer Information', y);
  for (let i = 0; i < 2; i++) {
    const o = printedOwners(m, 2)[i];
    const p = `owner${i + 1}`;
    const yy = y + 16 + i * 64;
    const v = (s: string) => (o ? s : '');
    const t = (f: () => Patch): Patch => (o ? f() : {});
    label(c.doc, `Owner ${i + 1}`, 36, yy + 10, { size: 7.5, font: 'Helvetica-Bold', color: NAVY });
    field(c, 'Full Name', 80, yy, 200, { name: `${p}.name`, value: v(o ? fullName(o) : ''), t: t(() => ownerT.name(i, o!)) });
    field(c, 'Title', 290, yy, 110, { name: `${p}.title`, value: v(o?.title ?? ''), t: t(() => ownerT.role(i, o!)) });
    field(c, 'Ownership %', 410, yy, 60, { name: `${p}.ownership`, value: v(String(o?.ownership ?? '')), t: t(() => ownerT.share(i, o!)), align: 'right' });
    field(c, 'Date of Birth', 480, yy, 96, { name: `${p}.dob`, value: v(o ? date(o.dob, 'mdy') : ''), t: t(() => ownerT.dob(i, o!)) });
    label(c.doc, 'SSN', 80, yy + 28, { size: 6.3, color: '#5a6470' });
    sheet.text({ name: `${p}.ssn`, x: 80, y: yy + 36, w: 144, h: 16, comb: 9, size: 10, tip: `Owner ${i + 1} SSN`, value: v(o ? combId(o, o.masked) : ''),
      t: t(() => ownerT.taxId(i, o!, o!.masked)) });
    field(c, 'Home Address', 234, yy + 28, 220, { name: `${p}.home`, value: v(o ? homeLine(o) : ''), decoy: 'owner_home' });
    field(c, 'Est. Credit Score', 464, yy + 28, 50, { name: `${p}.fico`, value: v(String(o?.creditScore ?? '')), t: t(() => ownerT.score(i, o!)), align: 'center' });
    field(c, 'Cell', 520, yy + 28, 56, { name: `${p}.cell`, value: v(o?.cell ?? ''), decoy: 'owner_phone', size: 6 });
  }
}

function bank(c: Ctx, y: number): void {
  const { m, sheet } = c;
  section(c, 4, 'Bank & Existing Advances', y);
  field(c, 'Bank Name', 36, y + 16, 180, { name: 'Bank Name', value: m.decoys.bank, decoy: 'bank' });
  field(c, 'Routing #', 226, y + 16, 110, { name: 'Routing', value: m.decoys.routing, decoy: 'routing' });
  field(c, 'Account #', 346, y + 16, 120, { name: 'Account', value: m.decoys.account, decoy: 'account' });
  for (let i = 0; i < 2; i++) {
    const f = m.decoys.funders[i];
    const yy = y + 44 + i * 24;
    label(c.doc, `Funder ${i + 1}`, 36, yy + 5, { size: 7 });
    for (const [k, x, w, val] of [['Name', 80, 180, f?.name ?? ''], ['Balance', 270, 100, f ? money(f.balance, 'dollars') : ''], ['Payment', 380, 90, f ? money(f.payment, 'dollars') : '']] as const) {
      box(c.doc, x, yy, w, 16, { stroke: '#9aa5b1' });
      sheet.text({ name: `advance${i + 1}.${k}`, x, y: yy, w, h: 16, value: val, decoy: 'existing_funder', tip: `Existing advance ${i + 1} ${k}` });
    }
  }
}

export const harborline: Layout = {
  name: 'harborline', broker: 'Harborline Capital Partners', tool: 'Harborline FormDesk 4.2', country: 'US',
  draw(c) {
    const { doc, m, sheet } = c;
    band(doc, 'HARBORLINE CAPITAL PARTNERS', 0, 0, 612, 58, NAVY, { size: 16 });
    label(doc, 'Merchant Funding Application  |  Submit with 4 months of bank statements', 6, 40, { size: 8, color: '#c9d6e8' });
    label(doc, 'ISO #', 430, 14, { size: 7, color: '#ffffff' });
    box(doc, 456, 10, 120, 15, { stroke: '#ffffff', fill: '#ffffff' });
    sheet.text({ name: 'ISO Number', x: 456, y: 10, w: 120, h: 15, value: m.decoys.isoNumber, readOnly: true, decoy: 'iso_number', tip: 'ISO Number (office use)' });
    label(doc, `Rep: ${m.decoys.repName}  ${m.decoys.repPhone}`, 430, 32, { size: 7, color: '#ffffff' });
    business(c, 70);
    request(c, 262);
    owners(c, 330);
    bank(c, 480);
    const end = para(doc, 'By signing below, each owner certifies that the information above is true and complete and authorizes Harborline Capital Partners and ' +
      'its funding partners to obtain consumer and business credit reports, verify the information provided, and share this application with ' +
      'prospective funders. This is not a loan application; any funding is a purchase of future receivables.', 36, 582, 540);
    for (let i = 0; i < 2; i++) {
      rule(doc, 36 + i * 276, 236 + i * 276, end + 42);
      label(doc, `Owner ${i + 1} Signature`, 36 + i * 276, end + 45, { size: 6.5 });
      rule(doc, 246 + i * 276, 300 + i * 276, end + 42);
      label(doc, 'Date', 246 + i * 276, end + 45, { size: 6.5 });
    }
    label(doc, `Harborline Capital Partners  •  ${cityLine({ city: 'Norwalk', code: 'CT', zip: '06851' })}  •  Form HCP-MFA rev. 3/2023`, 36, 760, { size: 6, color: '#777777' });
  },
};
