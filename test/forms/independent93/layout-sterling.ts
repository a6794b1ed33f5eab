// Sterling Row Funding: a web form builder's submission rendered as a fillable PDF ("FormForge"). Numbered questions,
// question text above an underline, two columns, a slate header with an application number. Fillable: builder names
// (q3_legalName, q9_address.city, q9_address.state, q21_frequency.weekly: dotted, so a real field hierarchy), an
// entity radio with custom export values (LLC, Corp, SoleProp ...), frequency checkboxes whose on-state is their own
// option name, owner names asked "Last, First", money held as bare numbers, no appearance streams (NeedAppearances).
import { bizT, dbaText, entityPick, entityT, printedOwners, type Ctx, type Layout } from './common.ts';
import { date, einText, lastFirst, money, ownerT, personalId, ssnText } from './format.ts';
import { box, label, optionRow, para, rule } from './ink.ts';
import { industryOf } from './reference.ts';
import type { Patch, TextSlot } from './sheet.ts';

const SLATE = '#334155';
const ENTITIES = [['LLC', 'LLC'], ['Corporation', 'Corp'], ['Sole Proprietorship', 'SoleProp'], ['Partnership', 'Partnership'], ['Other', 'Other']] as const;
const FREQS = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Every two weeks', 'biweekly'], ['Monthly', 'monthly']] as const;
const NUMBER_KEYS = 'AFNumber_Keystroke(0, 0, 0, 0, "", true);';

function q(c: Ctx, n: number, text: string, x: number, y: number, w: number, slot: Omit<TextSlot, 'x' | 'y' | 'w' | 'h'>): void {
  label(c.doc, `${n}.`, x, y, { size: 7, font: 'Helvetica-Bold', color: '#64748b' });
  label(c.doc, text, x + 12, y, { size: 7.5, color: '#0f172a' });
  rule(c.doc, x, x + w, y + 25, '#94a3b8', 0.7);
  c.sheet.text({ ...slot, x, y: y + 10, w, h: 15 });
}
function head(c: Ctx, text: string, y: number): void {
  box(c.doc, 36, y, 540, 15, { fill: '#e2e8f0', stroke: 'none' });
  label(c.doc, text, 42, y + 4, { size: 8, font: 'Helvetica-Bold', color: SLATE });
}

function aboutBusiness(c: Ctx, y: number): void {
  const { m, sheet } = c;
  head(c, 'ABOUT THE BUSINESS', y);
  const dba = dbaText(c);
  q(c, 3, 'Legal name of your business', 36, y + 22, 260, { name: 'q3_legalName', value: m.biz.legal, t: bizT.legal(m) });
  q(c, 4, 'Doing business as (if different)', 316, y + 22, 260, { name: 'q4_dba', value: dba.text, t: dba.t });
  label(c.doc, '5.', 36, y + 54, { size: 7, font: 'Helvetica-Bold', color: '#64748b' });
  label(c.doc, 'Business structure', 48, y + 54, { size: 7.5 });
  const pick = entityPick(m, ENTITIES.map((e) => e[0]));
  const xs = optionRow(c.doc, ENTITIES.map((e) => e[0]), 36, 7.5, 'Helvetica', 18);
  const kids = ENTITIES.map(([lab, exp], i) => ({ x: xs[i]!, y: y + 66, s: 9, exp, label: lab }));
  kids.forEach((k) => label(c.doc, k.label, k.x + 12, k.y + 1, { size: 7.5 }));
  const chosen = ENTITIES[pick.index]!;
  sheet.radio({ name: 'q5_entity', kids, selected: chosen[1], t: pick.other ? {} : entityT(chosen[0], m) });
  rule(c.doc, 420, 576, y + 77, '#94a3b8', 0.7);
  sheet.text({ name: 'q5_entityOther', x: 420, y: y + 62, w: 156, h: 15, value: pick.other, t: pick.other ? entityT(pick.other, m) : {} });
  const id = m.biz.taxIdType === 'EIN' ? einText(m.biz.taxId) : ssnText(m.biz.taxId);
  q(c, 6, 'Federal tax ID (EIN, or SSN if none)', 36, y + 88, 160, { name: 'q6_ein', value: id, t: bizT.taxId(m) });
  q(c, 7, 'What does the business do?', 216, y + 88, 220, { name: 'q7_industry', value: m.biz.trade.desc, t: { industry: industryOf(m.biz.trade.desc) } });
  q(c, 8, 'Date started', 456, y + 88, 120, { name: 'q8_startDate', value: date(m.biz.start, 'mdy'), t: bizT.start(m) });
  q(c, 9, 'Street address', 36, y + 120, 260, { name: 'q9_address.addr_line1', value: m.biz.addr.street });
  q(c, 9, 'City', 316, y + 120, 120, { name: 'q9_address.city', value: m.biz.addr.city });
  q(c, 9, 'State', 456, y + 120, 40, { name: 'q9_address.state', value: m.biz.addr.code, t: bizT.state(m) });
  q(c, 9, 'ZIP', 516, y + 120, 60, { name: 'q9_address.postal', value: m.biz.addr.zip });
  q(c, 10, 'Business phone', 36, y + 152, 160, { name: 'q10_phone', value: m.biz.phone, decoy: 'business_phone' });
  q(c, 11, 'Monthly revenue', 216, y + 152, 120, { name: 'q11_revenue', value: money(m.biz.monthlySales, 'plain'), decoy: 'monthly_sales' });
  q(c, 11, 'Landlord name', 356, y + 152, 220, { name: 'q11_landlord', value: m.biz.rent ? m.decoys.landlord : '', decoy: 'landlord' });
}

function owners(c: Ctx, y: number): void {
  const { m } = c;
  head(c, 'OWNERS', y);
  for (let i = 0; i < 2; i++) {
    const o = printedOwners(m, 2)[i];
    const p = `q${12 + i * 5}_owner${i + 1}`;
    const yy = y + 22 + i * 66;
    const t = (f: () => Patch): Patch => (o ? f() : {});
    const mask = o?.masked ?? false;
    q(c, 12 + i * 5, `Owner ${i + 1} name (Last, First)`, 36, yy, 200, { name: `${p}.name`, value: o ? lastFirst(o) : '', t: t(() => ownerT.name(i, o!)) });
    q(c, 13 + i * 5, 'Title', 256, yy, 110, { name: `${p}.title`, value: o?.title ?? '', t: t(() => ownerT.role(i, o!)) });
    q(c, 13 + i * 5, 'Ownership %', 386, yy, 70, { name: `${p}.pct`, value: o ? String(o.ownership) : '', t: t(() => ownerT.share(i, o!)), format: NUMBER_KEYS });
    q(c, 14 + i * 5, 'SSN', 476, yy, 100, { name: `${p}.ssn`, value: o ? personalId(o, mask, '*') : '', t: t(() => ownerT.taxId(i, o!, mask)) });
    q(c, 15 + i * 5, 'Date of birth', 36, yy + 32, 130, { name: `${p}.dob`, value: o ? date(o.dob, 'long') : '', t: t(() => ownerT.dob(i, o!)) });
    q(c, 16 + i * 5, 'Credit score (estimate)', 186, yy + 32, 100, { name: `${p}.fico`, value: o?.creditScore ? String(o.creditScore) : '', t: t(() => ownerT.score(i, o!)) });
    q(c, 16 + i * 5, 'Home address', 306, yy + 32, 270, { name: `${p}.home`, value: o ? `${o.home.street}, ${o.home.city}, ${o.home.code} ${o.home.zip}` : '', decoy: 'owner_home', size: 8 });
  }
}

function funding(c: Ctx, y: number): void {
  const { m, sheet } = c;
  head(c, 'FUNDING', y);
  const bare = (v: number | null) => (v === null ? '' : sheet.live ? money(v, 'plain') : money(v, 'dollars'));
  q(c, 22, 'How much funding do you need?', 36, y + 22, 150, { name: 'q22_amount', value: bare(m.req.amount), t: bizT.amount(m), format: NUMBER_KEYS });
  q(c, 23, 'Payment you can afford', 206, y + 22, 120, { name: 'q23_payment', value: bare(m.req.payment), t: bizT.payment(m) });
  q(c, 24, 'Number of payments', 346, y + 22, 100, { name: 'q24_count', value: m.req.count === null ? '' : String(m.req.count), t: bizT.count(m) });
  label(c.doc, '25.', 36, y + 56, { size: 7, font: 'Helvetica-Bold', color: '#64748b' });
  label(c.doc, 'How often would you like to pay?', 50, y + 56, { size: 7.5 });
  const xs = optionRow(c.doc, FREQS.map((f) => f[0]), 190, 7.5, 'Helvetica', 22);
  FREQS.forEach(([lab, f], i) => {
    sheet.check({ name: `q25_frequency.${f}`, x: xs[i]!, y: y + 55, s: 9, on: m.req.freq === f, onState: lab.replace(/\s/g, ''), label: lab,
      t: m.req.freq === f ? bizT.freq(m) : {}, round: true });
    label(c.doc, lab, xs[i]! + 12, y + 56, { size: 7.5 });
  });
  const f = m.decoys.funders[0];
  q(c, 26, 'Current funder (if any)', 36, y + 72, 200, { name: 'q26_funder', value: f?.name ?? '', decoy: 'existing_funder' });
  q(c, 26, 'Balance', 256, y + 72, 100, { name: 'q26_balance', value: f ? money(f.balance, 'plain') : '', decoy: 'funder_balance' });
  q(c, 27, 'Bank', 376, y + 72, 200, { name: 'q27_bank', value: m.decoys.bank, decoy: 'bank' });
  q(c, 27, 'Routing number', 36, y + 104, 130, { name: 'q27_routing', value: m.decoys.routing, decoy: 'routing' });
  q(c, 27, 'Account number', 186, y + 104, 150, { name: 'q27_account', value: m.decoys.account, decoy: 'account' });
  q(c, 28, 'Referral code', 356, y + 104, 100, { name: 'q28_referral', value: m.decoys.isoNumber, decoy: 'iso_number' });
}

export const sterling: Layout = {
  name: 'sterling', broker: 'Sterling Row Funding', tool: 'FormForge 3 submission export', country: 'US',
  draw(c) {
    const { doc, m, rng } = c;
    box(doc, 0, 0, 612, 52, { fill: SLATE, stroke: 'none' });
    label(doc, 'Sterling Row Funding', 36, 16, { size: 17, font: 'Helvetica-Bold', color: '#ffffff' });
    label(doc, 'Revenue-based funding application', 36, 36, { size: 8.5, color: '#cbd5e1' });
    label(doc, `Submission #SRF-${rng.digits(7)}\nSubmitted ${date('2024-03-04', 'long')}`, 400, 18, { size: 7.5, color: '#e2e8f0', width: 176, align: 'right' });
    label(doc, `1. Your advisor: ${m.decoys.repName} (${m.decoys.isoName})     2. Advisor phone: ${m.decoys.repPhone}`, 36, 62, { size: 7.5, color: '#475569' });
    aboutBusiness(c, 78);
    owners(c, 274);
    funding(c, 426);
    const end = para(doc, '29. Authorization. By submitting this application you confirm the answers are accurate and authorize Sterling Row Funding and its ' +
      'partners to obtain credit reports and verify the information, including with your bank and landlord.', 36, 572, 540, { size: 7 });
    rule(doc, 36, 276, end + 36); label(doc, 'Signature', 36, end + 39, { size: 7 });
    rule(doc, 300, 420, end + 36); label(doc, 'Date', 300, end + 39, { size: 7 });
  },
};
