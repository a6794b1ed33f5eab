// Lumen Ridge Funding: a Google Forms response printout. Purple header card, a section title bar per page, each
// question in its own card (bold question, red asterisk when required, the answer under it on a thin line),
// multiple-choice questions as radio circles with the chosen one filled, "Owner N (optional)" sections that the
// applicant may skip (printed with empty answers). US only.
import type { Rng } from '../../statements/generator/prng.ts';
import { ctx, decoy, makeMerchant, ownerVals, vDba, vIndustry, vLegal, vMoney, vPayments, vStart, vState, vTax, type Freq, type Merchant } from './data.ts';
import type { Sheet, Val } from './kit.ts';
import type { Layout } from './layout.ts';

const PURPLE = '#673ab7', X0 = 96, W = 420;
const ENTITY: Record<string, string> = { sole_proprietorship: 'Sole Proprietorship', llc: 'LLC', c_corporation: 'Corporation',
  s_corporation: 'S Corporation', general_partnership: 'Partnership', nonprofit_corporation: 'Non-Profit' };
const OTHER: Record<string, string[]> = { pllc: ['PLLC', 'Professional LLC'], professional_corporation: ['Professional Corporation', 'P.C.'], limited_partnership: ['LP', 'L.P.'] };
const FREQ: [Freq, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-weekly'], ['monthly', 'Monthly']];

class Flow {
  y = 0;
  section = '';
  readonly s: Sheet;
  constructor(s: Sheet) { this.s = s; }
  bar(title: string, sub: string): void {
    const d = this.s.doc;
    d.save().roundedRect(X0, this.y, W, 30, 6).fill(PURPLE).restore();
    this.s.text(X0 + 12, this.y + 6, title, { size: 10.5, font: 'Helvetica-Bold', color: '#ffffff' });
    this.s.text(X0 + 12, this.y + 19, sub, { size: 6.5, color: '#ede7f6' });
    this.y += 38; this.section = title;
  }
  need(h: number): void {
    if (this.y + h <= 742) return;
    this.s.addPage(); this.y = 40;
    this.bar(`${this.section.replace(/ \(continued\)$/, '')} (continued)`, 'Response printout');
  }
  card(h: number, q: string, req: boolean): number {
    this.need(h);
    const d = this.s.doc, y = this.y;
    d.save().roundedRect(X0, y, W, h, 6).lineWidth(0.6).fillAndStroke('#ffffff', '#dadce0').restore();
    this.s.text(X0 + 16, y + 12, q, { size: 9.5, font: 'Helvetica-Bold', color: '#202124' });
    if (req) this.s.text(X0 + 20 + this.s.doc.font('Helvetica-Bold').fontSize(9.5).widthOfString(q), y + 12, '*', { size: 9.5, color: '#d93025' });
    this.y += h + 6;
    return y;
  }
  ask(q: string, v: Val, req = false): void {
    const y = this.card(46, q, req);
    this.s.doc.save().moveTo(X0 + 16, y + 39).lineTo(X0 + 260, y + 39).lineWidth(0.5).dash(1, { space: 1.5 }).stroke('#9aa0a6').undash().restore();
    this.s.put(X0 + 16, y + 24, 240, 14, v, { size: 9.5, color: this.s.rng.chance(0.5) ? '#5f6368' : '#111111' });
  }
  choose(q: string, key: string, opts: readonly { label: string; fields?: Record<string, unknown> }[], chosen: number | null, req = false, other?: Val): void {
    const y = this.card(32 + 17 * opts.length, q, req);
    opts.forEach((o, i) => {
      const end = this.s.option(X0 + 18, y + 30 + 17 * i, 'radio', key, o.label, i === chosen, o.fields ?? {}, { box: 11, size: 9 });
      if (o.label === 'Other:' && other) {
        this.s.doc.save().moveTo(end + 6, y + 42 + 17 * i).lineTo(end + 180, y + 42 + 17 * i).lineWidth(0.5).stroke('#9aa0a6').restore();
        this.s.put(end + 8, y + 28 + 17 * i, 170, 14, other);
      }
    });
  }
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const f = new Flow(s), d = s.doc;
  d.save().roundedRect(X0, 28, W, 86, 8).lineWidth(0.6).fillAndStroke('#ffffff', '#dadce0').rect(X0, 28, W, 8).fill(PURPLE).restore();
  s.text(X0 + 16, 46, 'Lumen Ridge Funding - Business Funding Application', { size: 16, color: '#202124' });
  s.text(X0 + 16, 70, 'Takes about 5 minutes. We never run a hard credit pull to quote you. Questions? ops@lumenridgefunding.com', { size: 7.5, color: '#5f6368', width: W - 32 });
  s.text(X0 + 16, 96, '* Indicates required question', { size: 7.5, color: '#d93025' });
  f.y = 124;
  f.ask('Email', ctx('email', m.email), true);
  f.bar('Section 1 of 4: About the business', 'Tell us about the company applying.');
  f.ask('Legal business name', vLegal(m), true);
  f.ask('DBA (if different)', vDba(m));
  const known = Object.keys(ENTITY), entOpts = [...known.map((id) => ({ label: ENTITY[id]!, fields: { type_of_entity: id } })), { label: 'Other:' }];
  const other = known.includes(m.entity) ? undefined : { key: 'entity_other', text: rng.pick(OTHER[m.entity] ?? ['PLLC']), fields: {} } as Val;
  if (other) other.fields = { type_of_entity: m.entity };
  f.choose('Type of business entity', 'entity', entOpts, other ? entOpts.length - 1 : known.indexOf(m.entity), true, other);
  f.ask('What does your business do?', vIndustry(m), true);
  f.ask('Federal Tax ID (EIN or SSN)', vTax(m), true);
  f.ask('Business start date', vStart(m, rng));
  f.ask('Business street address', ctx('street', m.street), true);
  f.ask('City', ctx('city', m.city), true);
  f.ask('State', vState(m, rng.chance(0.5) ? m.state : m.stateName), true);
  f.ask('ZIP code', ctx('zip', m.zip), true);
  f.ask('State of incorporation (if different)', decoy('inc_state', m.incState));
  f.ask('Business phone', ctx('phone', m.phone), true);
  f.choose('Do you own or rent your location?', 'own_rent', [{ label: 'Own' }, { label: 'Rent' }], 1);
  f.ask('Landlord / mortgage company', decoy('landlord', m.landlord));
  f.ask('Landlord phone', decoy('landlord_phone', m.landlordPhone));
  f.s.addPage(); f.y = 40;
  f.bar('Section 2 of 4: Funding', 'How much and how you would like to pay it back.');
  f.ask('How much funding are you looking for?', vMoney('requested_amount', m.amount, rng, 'US'), true);
  f.ask('Use of funds', ctx('use', m.use));
  const fi = FREQ.findIndex(([k]) => k === m.freq);
  f.choose('How often would you prefer to pay?', 'freq', FREQ.map(([k, l]) => ({ label: l, fields: { payment_frequency: k } })), fi < 0 ? null : fi);
  f.ask('Preferred payment amount (if known)', vMoney('requested_payment', m.payment, rng, 'US'));
  f.ask('Number of payments (if known)', vPayments(m));
  f.choose('Do you have any open advances or loans?', 'open', [{ label: 'Yes' }, { label: 'No' }], m.funders.length ? 0 : 1, true);
  f.ask('If yes: funder and balance', decoy('funders', m.funders.map((x) => `${x.name} - ${x.balance}`).join('; ') || null));
  f.ask('Business bank', decoy('bank', m.bank));
  f.ask('Routing number', decoy('routing', m.routing));
  f.ask('Account number', decoy('account', m.account));
  f.ask('Who referred you to Lumen Ridge?', decoy('iso_rep', m.isoRep));
  const shown = Math.min(4, m.owners.length + 1);
  for (let i = 0; i < shown; i++) {
    const v = i < m.owners.length ? ownerVals(m, i, rng) : null;
    if (i % 2 === 0) { s.addPage(); f.y = 40; }
    f.bar(i === 0 ? 'Section 3 of 4: Owner 1' : `Section 4 of 4: Owner ${i + 1} (optional)`, i === 0 ? 'Every owner of 20% or more.' : 'Skip this section if there is no other owner.');
    const e = (k: string): Val => ({ key: `o${i}_${k}`, text: null });
    f.ask('Full name', v?.full ?? e('name'), i === 0);
    f.ask('Title', v?.title ?? e('title'));
    f.ask('Ownership %', v?.pct ?? e('pct'), i === 0);
    f.ask('SSN / ITIN', v?.tax ?? e('tax'), i === 0);
    f.ask('Date of birth', v?.dob ?? e('dob'));
    f.ask('Estimated credit score', v?.credit ?? e('credit'));
    f.ask('Home address', v ? v.home : e('home'));
  }
}

export const GFORMS: Layout = {
  name: 'gforms', broker: 'Lumen Ridge Funding', footer: 'docs.google.com/forms  -  Lumen Ridge Funding application (responses)',
  merchant: (rng) => makeMerchant(rng, { country: 'US', entities: ['sole_proprietorship', 'llc', 'llc', 'c_corporation', 's_corporation', 'general_partnership', 'nonprofit_corporation', 'pllc', 'professional_corporation'] }),
  draw,
};
