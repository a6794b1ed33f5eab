// Blue Ledger Funding: a web portal's application exported as a fillable PDF ("LedgerForms"). Teal card headers,
// rounded grey inputs with bold labels above, company and request side by side. Fillable: snake_case names,
// dropdowns (/Ch) for entity type (export values "1".."8", the viewer shows the label), state ([code, name] pairs:
// the viewer shows "Texas", the value is TX), payment frequency (editable) and an owner's title, a list box for the
// use of funds, multiline street and business description, text appearance streams present while the dropdowns rely
// on NeedAppearances. A second state dropdown is the owner's home state, a decoy.
import { bizT, dbaText, entityPick, entityT, printedOwners, type Ctx, type Layout } from './common.ts';
import { date, einText, money, ownerT, personalId, ssnText } from './format.ts';
import { box, label, para } from './ink.ts';
import { industryOf, STATES } from './reference.ts';
import type { ChoiceSlot, Patch, TextSlot } from './sheet.ts';

const TEAL = '#0f766e';
const ENTITIES = ['LLC', 'Corporation', 'S Corporation', 'Sole Proprietorship', 'Partnership', 'Limited Partnership', 'PLLC', 'LLP', 'Other'] as const;
const FREQS = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'Treasurer'];
const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Payroll', 'Expansion', 'Renovation'];

function input(c: Ctx, text: string, x: number, y: number, w: number, h: number): void {
  label(c.doc, text, x, y, { size: 6.8, font: 'Helvetica-Bold', color: '#1e293b' });
  box(c.doc, x, y + 9, w, h, { fill: '#f1f5f9', stroke: '#cbd5e1', radius: 3 });
}
function text(c: Ctx, lab: string, x: number, y: number, w: number, slot: Omit<TextSlot, 'x' | 'y' | 'w' | 'h'>, h = 16): void {
  input(c, lab, x, y, w, h);
  c.sheet.text({ ap: true, ...slot, x: x + 1, y: y + 9, w: w - 2, h });
}
function choice(c: Ctx, lab: string, x: number, y: number, w: number, slot: Omit<ChoiceSlot, 'x' | 'y' | 'w' | 'h'>, h = 16): void {
  input(c, lab, x, y, w, h);
  c.sheet.choice({ ...slot, x: x + 1, y: y + 9, w: w - 2, h });
}
function card(c: Ctx, title: string, x: number, y: number, w: number, h: number): void {
  box(c.doc, x, y, w, h, { stroke: '#cbd5e1', radius: 5 });
  box(c.doc, x, y, w, 16, { fill: TEAL, stroke: 'none', radius: 5 });
  label(c.doc, title, x + 8, y + 4.5, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
}

function company(c: Ctx, x: number, y: number): void {
  const { m, rng } = c;
  card(c, 'COMPANY', x, y, 330, 250);
  const dba = dbaText(c);
  text(c, 'Legal business name', x + 8, y + 22, 314, { name: 'legal_name', value: m.biz.legal, t: bizT.legal(m) });
  text(c, 'DBA / trade name', x + 8, y + 50, 314, { name: 'dba_name', value: dba.text, t: dba.t });
  const pick = entityPick(m, ENTITIES);
  const shown = pick.other ? pick.other : ENTITIES[pick.index]!;
  const opts = ENTITIES.slice(0, -1).map((e, i) => [String(i + 1), e] as const);
  const value = pick.other ? '' : String(pick.index + 1);
  choice(c, 'Entity type', x + 8, y + 78, 150, { name: 'entity_type', opts, value, t: value ? entityT(shown, m) : {}, tip: 'Entity type' });
  const id = m.biz.taxIdType === 'EIN' ? einText(m.biz.taxId) : ssnText(m.biz.taxId);
  text(c, m.biz.taxIdType === 'EIN' ? 'Federal EIN' : 'Federal EIN (or owner SSN)', x + 166, y + 78, 156, { name: 'fein', value: id, t: bizT.taxId(m) });
  text(c, 'Street address', x + 8, y + 106, 314, { name: 'street', value: m.biz.addr.street.replace(', ', '\r'), multiline: true }, 26);
  text(c, 'City', x + 8, y + 144, 130, { name: 'city', value: m.biz.addr.city });
  choice(c, 'State', x + 146, y + 144, 100, { name: 'state', opts: STATES.map((s) => [s.code, s.name] as const), value: m.biz.addr.code, t: bizT.state(m), tip: 'Business state' });
  text(c, 'ZIP', x + 254, y + 144, 68, { name: 'zip', value: m.biz.addr.zip });
  const desc = `${m.biz.trade.desc}.${rng.chance(0.5) ? ` ${m.biz.employees} employees.` : ''}`;
  text(c, 'Describe the business', x + 8, y + 172, 210, { name: 'business_description', value: desc, multiline: true, size: 8, t: { industry: industryOf(desc) } }, 36);
  text(c, 'Date started', x + 226, y + 172, 96, { name: 'start_date', value: date(m.biz.start, 'mdy'), t: bizT.start(m) });
  text(c, 'Phone', x + 226, y + 200, 96, { name: 'phone', value: m.biz.phone, decoy: 'business_phone', size: 8 });
}

function request(c: Ctx, x: number, y: number): void {
  const { m } = c;
  card(c, 'FUNDING REQUEST', x, y, 194, 250);
  text(c, 'Amount requested', x + 8, y + 22, 178, { name: 'amount_requested', value: money(m.req.amount, 'dollars'), t: bizT.amount(m) });
  const f = FREQS.find((q) => q[1] === m.req.freq);
  choice(c, 'Payment frequency', x + 8, y + 50, 178, { name: 'payment_frequency', opts: FREQS.map((q) => q[0]), value: f?.[0] ?? '', t: bizT.freq(m), edit: true });
  text(c, 'Payment amount', x + 8, y + 78, 86, { name: 'payment_amount', value: m.req.payment === null ? '' : money(m.req.payment, 'cents'), t: bizT.payment(m) });
  text(c, 'No. of payments', x + 100, y + 78, 86, { name: 'term_payments', value: m.req.count === null ? '' : String(m.req.count), t: bizT.count(m) });
  input(c, 'Use of funds', x + 8, y + 106, 178, 62);
  c.sheet.choice({ name: 'use_of_funds', x: x + 9, y: y + 115, w: 176, h: 62, opts: USES, value: m.req.use, list: true, size: 8 });
  text(c, 'Avg. monthly deposits', x + 8, y + 182, 178, { name: 'monthly_deposits', value: money(m.biz.monthlySales, 'dollars'), decoy: 'monthly_sales' });
  label(c.doc, 'Funds are typically available within 24-48 hours of approval.', x + 8, y + 212, { size: 6.5, color: '#475569', width: 178 });
}

function owners(c: Ctx, y: number): void {
  const { m } = c;
  for (let i = 0; i < 2; i++) {
    const o = printedOwners(m, 2)[i];
    const x = 36 + i * 274;
    const p = `owner_${'ab'[i]}`;
    const t = (f: () => Patch): Patch => (o ? f() : {});
    card(c, `PRINCIPAL OWNER ${'AB'[i]}`, x, y, 266, 168);
    text(c, 'First name', x + 8, y + 22, 120, { name: `${p}_first`, value: o ? `${o.first}${o.middle ? ` ${o.middle}` : ''}` : '', t: t(() => ownerT.first(i, o!)) });
    text(c, 'Last name', x + 136, y + 22, 122, { name: `${p}_last`, value: o?.last ?? '', t: t(() => ownerT.last(i, o!)) });
    choice(c, 'Title', x + 8, y + 50, 120, { name: `${p}_title`, opts: o && !TITLES.includes(o.title) ? [...TITLES, o.title] : TITLES, value: o?.title ?? '', edit: true,
      t: t(() => ownerT.role(i, o!)) });
    text(c, 'Ownership %', x + 136, y + 50, 56, { name: `${p}_pct`, value: o ? `${o.ownership}%` : '', t: t(() => ownerT.share(i, o!)) });
    text(c, 'Credit score', x + 200, y + 50, 58, { name: `${p}_fico`, value: o?.creditScore ? String(o.creditScore) : '', t: t(() => ownerT.score(i, o!)) });
    const mask = o?.masked ?? false;
    text(c, 'SSN', x + 8, y + 78, 120, { name: `${p}_ssn`, value: o ? personalId(o, mask, '•') : '', t: t(() => ownerT.taxId(i, o!, mask)) });
    text(c, 'Date of birth', x + 136, y + 78, 122, { name: `${p}_dob`, value: o ? date(o.dob, 'mon') : '', t: t(() => ownerT.dob(i, o!)) });
    text(c, 'Home address', x + 8, y + 106, 160, { name: `${p}_home`, value: o ? `${o.home.street}\r${o.home.city}` : '', multiline: true, decoy: 'owner_home', size: 8 }, 26);
    choice(c, 'Home state', x + 176, y + 106, 82, { name: `${p}_home_state`, opts: STATES.map((s) => [s.code, s.name] as const), value: o?.home.code ?? '', decoy: 'owner_home_state' });
    text(c, 'Mobile', x + 176, y + 134, 82, { name: `${p}_mobile`, value: o?.cell ?? '', decoy: 'owner_phone', size: 7.5 });
  }
}

function banking(c: Ctx, y: number): void {
  const { m } = c;
  card(c, 'BANKING & CURRENT OBLIGATIONS', 36, y, 540, 82);
  text(c, 'Bank', 44, y + 22, 160, { name: 'bank_name', value: m.decoys.bank, decoy: 'bank' });
  text(c, 'Routing number', 212, y + 22, 110, { name: 'routing', value: m.decoys.routing, decoy: 'routing' });
  text(c, 'Account number', 330, y + 22, 120, { name: 'account', value: m.decoys.account, decoy: 'account' });
  text(c, 'Landlord', 458, y + 22, 110, { name: 'landlord', value: m.biz.rent ? m.decoys.landlord : '', decoy: 'landlord', size: 7.5 });
  const f = m.decoys.funders[0];
  text(c, 'Existing funder', 44, y + 50, 200, { name: 'existing_funder', value: f?.name ?? '', decoy: 'existing_funder' });
  text(c, 'Remaining balance', 252, y + 50, 110, { name: 'existing_balance', value: f ? money(f.balance, 'dollars') : '', decoy: 'funder_balance' });
  text(c, 'Daily/weekly payment', 370, y + 50, 110, { name: 'existing_payment', value: f ? money(f.payment, 'dollars') : '', decoy: 'funder_payment' });
}

export const blueledger: Layout = {
  name: 'blueledger', broker: 'Blue Ledger Funding', tool: 'LedgerForms PDF export 2.7', country: 'US',
  draw(c) {
    const { doc, m, sheet } = c;
    box(doc, 0, 0, 612, 6, { fill: TEAL, stroke: 'none' });
    label(doc, 'Blue Ledger', 36, 22, { size: 20, font: 'Helvetica-Bold', color: TEAL });
    label(doc, 'FUNDING', 156, 30, { size: 9, font: 'Helvetica-Bold', color: '#334155' });
    label(doc, 'Business Funding Application', 36, 46, { size: 10, color: '#334155' });
    label(doc, `Broker: ${m.decoys.isoName} · ${m.decoys.isoNumber}\nContact: ${m.decoys.repName} ${m.decoys.repPhone}`, 380, 24, { size: 7, color: '#475569', width: 196, align: 'right' });
    company(c, 36, 66);
    request(c, 382, 66);
    owners(c, 326);
    banking(c, 504);
    const end = para(doc, 'By checking the box below the applicant authorizes Blue Ledger Funding and its partners to obtain credit reports, verify the ' +
      'information in this application and contact the bank and landlord named above. Electronic signatures are binding.', 36, 598, 540, { size: 7 });
    sheet.check({ name: 'consent', x: 36, y: end + 8, s: 10, on: true, onState: 'Yes', label: 'I agree', decoy: 'consent' });
    label(doc, 'I agree to the terms above', 50, end + 9.5, { size: 8 });
    label(doc, 'LedgerForms · generated application · page 1 of 1', 36, 762, { size: 6, color: '#94a3b8' });
  },
};
