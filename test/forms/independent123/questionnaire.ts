// Layout "keystone-questionnaire": Keystone Bridge Funding (a US ISO in New Jersey) sends merchants a numbered
// questionnaire written as sentences. The answer sits after the question mark, on the line below or in a box under
// it (one way per form); yes/no and pick-one questions have boxes. Questions about other people (landlord,
// accountant, referrer, lenders, bank) are the decoys; the owners' questions repeat for each owner.
import type { Rng } from '../../statements/generator/prng.ts';
import { formatDate } from './formats.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet } from './sheet.ts';
import * as V from './values.ts';
import type { Val } from './values.ts';

const X0 = 54, W = 504, BOTTOM = 738;
type Mode = 'inline' | 'below' | 'box';
const ENTITY_BOX: Record<string, string> = { sole_proprietorship: 'Sole Proprietorship', general_partnership: 'Partnership', llc: 'LLC',
  c_corporation: 'Corporation', s_corporation: 'S Corporation' };

class Flow {
  y = 0;
  n = 0;
  private readonly s: Sheet;
  private readonly mode: Mode;
  constructor(s: Sheet, mode: Mode) {
    this.s = s; this.mode = mode;
    this.top();
  }

  private top(): void {
    const s = this.s;
    if (s.page === 1) {
      s.text('KEYSTONE BRIDGE FUNDING', X0, 40, { font: 'Helvetica-Bold', size: 16, color: '#14365d' });
      s.text('Working capital for Main Street since 2011', X0, 59, { font: 'Helvetica-Oblique', size: 8.5, color: '#555555' });
      s.text('1180 Raymond Blvd, Suite 640, Newark, NJ 07102  |  (973) 555-0134  |  apps@keystonebridgefunding.com', X0, 71, { size: 7.5, color: '#555555' });
      s.line(X0, 84, X0 + W, 84, '#14365d', 1.5);
      s.text('Business Funding Questionnaire', X0, 94, { font: 'Helvetica-Bold', size: 13 });
      const h = s.para('Please answer each question as completely as you can. If a question does not apply, write "N/A". Your answers, '
        + 'with your last three months of business bank statements, let us find the right funding partner for you.', X0, 112, W, { size: 8 });
      this.y = 112 + h + 10;
    } else {
      s.text('Keystone Bridge Funding - Business Funding Questionnaire (continued)', X0, 40, { font: 'Helvetica-Oblique', size: 8, color: '#555555' });
      this.y = 60;
    }
  }

  private room(h: number): void {
    if (this.y + h <= BOTTOM) return;
    this.s.text(`Page ${this.s.page}`, X0, 760, { size: 7.5, color: '#777777', width: W, align: 'center' });
    this.s.newPage();
    this.top();
  }

  section(title: string, note?: string): void {
    this.room(60);
    const s = this.s;
    s.rect(X0, this.y, W, 15, { fill: '#e3ebf4' });
    s.text(title.toUpperCase(), X0 + 5, this.y + 4, { font: 'Helvetica-Bold', size: 9, color: '#14365d' });
    this.y += 20;
    if (note) this.y += s.para(note, X0, this.y, W, { font: 'Helvetica-Oblique', size: 8 }) + 4;
  }

  private ask(text: string): { h: number; w: number } {
    const s = this.s;
    s.text(`${++this.n}.`, X0, this.y, { font: 'Helvetica-Bold', size: 9 });
    const h = s.para(text, X0 + 20, this.y, W - 20, { size: 9 });
    const w = this.s.doc.font('Helvetica').fontSize(9).widthOfString(text);
    return { h, w };
  }

  /** A question with one written answer. */
  q(text: string, v: Val, field?: string): void {
    this.room(34);
    const { h, w } = this.ask(text);
    const s = this.s;
    const o = { paths: v.paths, decoy: v.decoy, field: field ?? `Q${this.n}` };
    if (this.mode === 'inline' && h < 12 && w + 150 < W - 20) {
      const ax = X0 + 20 + w + 8;
      s.line(ax, this.y + 10, X0 + W, this.y + 10, '#999999');
      s.answer(ax + 2, this.y + 1, X0 + W - ax - 4, v.text, o);
      this.y += 19;
    } else if (this.mode === 'box') {
      s.rect(X0 + 20, this.y + h + 2, W - 20, 16, { stroke: '#9aa9bb' });
      s.answer(X0 + 24, this.y + h + 6, W - 30, v.text, o);
      this.y += h + 24;
    } else {
      s.line(X0 + 28, this.y + h + 14, X0 + W, this.y + h + 14, '#999999');
      s.answer(X0 + 30, this.y + h + 4, W - 34, v.text, o);
      this.y += h + 21;
    }
  }

  /** A pick-one question: boxes in a row under it; `other` is written after the last box. */
  pick(text: string, labels: string[], checked: number | null, paths?: Record<string, unknown>, other?: Val): void {
    this.room(34);
    const { h } = this.ask(text);
    let x = X0 + 28;
    const y = this.y + h + 3;
    const boxes = labels.map((l) => {
      const b = { x, y, label: l };
      const lw = this.s.text(l, x + 12, y, { size: 8.5 });
      x += 12 + lw + 16;
      return b;
    });
    this.s.choice(`Q${this.n}`, boxes, checked, { radio: true, field: `Q${this.n}`, ...(paths ? { paths } : {}) });
    if (other) {
      this.s.line(x - 8, y + 9, Math.min(x + 150, X0 + W), y + 9, '#999999');
      this.s.answer(x - 6, y, 150, other.text, { paths: other.paths, field: `Q${this.n}_other` });
    }
    this.y += h + 18;
  }

  para(text: string): void { this.room(40); this.y += this.s.para(text, X0, this.y, W, { size: 7.5 }) + 6; }
  gap(): void { this.y += 4; }
  get at(): number { return this.y; }
  set at(v: number) { this.y = v; }
  ensure(h: number): void { this.room(h); }
}

export function drawQuestionnaire(s: Sheet, m: Merchant, r: Rng): void {
  const lk = V.look(m, r);
  const f = new Flow(s, r.pick(['inline', 'below', 'box'] as const));
  f.section('About your business');
  f.q('What is the legal name of your business, exactly as it appears on your tax return?', V.legal(m));
  const d = V.dba(m, r);
  f.pick('Does the business operate under a different name (a DBA or trade name)?', ['Yes', 'No'], m.dba ? 0 : r.chance(0.8) ? 1 : null);
  f.q('If yes, what name do your customers know the business by?', d);
  const box = ENTITY_BOX[m.entityId];
  const labels = ['Sole Proprietorship', 'Partnership', 'LLC', 'Corporation', 'S Corporation', 'Other:'];
  if (box) f.pick('What kind of legal entity is the business? (check one)', labels, labels.indexOf(box), { type_of_entity: m.entityId });
  else f.pick('What kind of legal entity is the business? (check one)', labels, 5, undefined, V.entity(m));
  f.q('What is the business\'s Federal Tax ID number (EIN)? Sole proprietors without an EIN may give their Social Security Number.', V.taxId(m, r, true));
  if (r.chance(0.75)) f.q('On what date did the business start, or did you take it over?', V.start(m, lk));
  else f.q('How many years has the business been operating under current ownership?', { text: `${V.years(m).text} years` });
  f.q('In which state was the business formed or incorporated?', V.decoy('state_of_incorporation', m.incorporation));
  f.q('What is the street address where the business operates? (No P.O. boxes, please.)', V.fullAddress(m));
  f.q('What is the best phone number for the business?', V.decoy('business_phone', m.phone));
  f.q('What e-mail address should we use for the business?', V.decoy('business_email', m.email));
  if (r.chance(0.6)) f.q('Does the business have a website? If so, what is it?', m.website ? V.decoy('website', m.website) : { text: 'No' });
  f.q('In a few words, what does your business do?', V.industry(m));
  f.q('How many people work for the business, including you?', V.decoy('employees', String(m.employees)));
  f.pick('Do you own or rent the place where the business operates?', ['Own', 'Rent'], m.rents ? 1 : 0);
  f.q('If you rent, who is your landlord, and how can we reach them?', m.rents ? V.decoy('landlord', `${m.landlord.name}, ${m.landlord.phone}`) : V.blank);
  f.section('About the funding you need');
  f.q('How much funding are you asking for?', V.amount(m, lk));
  f.q('What will you use the funds for?', V.decoy('use_of_funds', m.use));
  const sched = r.chance(0.65);
  f.pick('Which payment schedule would suit the business best?', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'],
    sched ? ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(m.frequency) : null, sched ? { payment_frequency: m.frequency } : undefined);
  if (r.chance(0.5)) f.q('What payment could the business comfortably make each period?', sched && r.chance(0.8) ? V.payment(m, lk) : V.blank);
  if (r.chance(0.4)) f.q('Over how many payments would you like to repay?', sched ? V.nPayments(m) : V.blank);
  f.q('About how much does the business take in each month (average monthly sales)?', V.decoy('monthly_sales', `$${V.plain(m.monthlySales)}`));
  f.pick('Does the business have any cash advances or loans open right now?', ['Yes', 'No'], m.advances.length ? 0 : 1);
  const adv = m.advances.map((a) => `${a.funder} - balance $${V.plain(a.balance)}, $${V.plain(a.payment)} ${a.freq}`);
  f.q('If yes, which company, what balance is left, and what is the payment?', adv.length ? V.decoy('existing_advance', adv.join('; ')) : V.blank);
  f.q('Where does the business bank? Please give the bank, routing number and account number.',
    V.decoy('bank', `${m.bank.name}, routing ${m.bank.routing}, acct ${m.bank.account}`));
  f.q('Who prepares the business\'s tax returns?', V.decoy('accountant', `${m.accountant.name} ${m.accountant.phone}`));
  f.q('How did you hear about us? If someone referred you, who?', V.decoy('referrer', `${m.referrer.name} (${r.pick(['friend', 'my accountant', 'another business owner'])})`));
  drawOwners(f, s, m, r, lk);
}

function drawOwners(f: Flow, s: Sheet, m: Merchant, r: Rng, lk: V.Look): void {
  f.section('About the owners', 'Please answer the next questions for every person who owns 20% or more of the business. '
    + `This business has ${m.owners.length} such owner${m.owners.length > 1 ? 's' : ''}.`);
  const fico = r.chance(0.6);
  m.owners.forEach((_, i) => {
    const o = V.owner(m, i, r, lk, { swap: true, blanks: 0.15 });
    f.ensure(120);
    s.text(`Owner ${i + 1}`, X0, f.at, { font: 'Helvetica-Bold', size: 9.5, color: '#14365d' });
    f.at += 14;
    f.q('What is this owner\'s full legal name?', o.name);
    f.q('What is his or her title in the business?', o.title);
    f.q('What percentage of the business does this owner own?', o.pct);
    f.q('What is this owner\'s Social Security Number (or ITIN)?', o.tax);
    f.q('What is this owner\'s date of birth?', o.dob);
    f.q('Where does this owner live (home address)?', o.home);
    f.q('What is the best cell phone number for this owner?', o.cell);
    if (fico) f.q('If you know it, what is this owner\'s approximate credit score?', o.fico);
    f.gap();
  });
  f.section('Authorization');
  f.para('By signing below, each owner certifies that the answers above are true and complete and authorizes Keystone Bridge Funding '
    + 'and its funding partners to obtain business and personal credit reports, to verify the information given, and to share this '
    + 'questionnaire with prospective funders.');
  f.ensure(70);
  const y = f.at + 16;
  s.line(X0, y, X0 + 200, y, '#555555');
  s.line(X0 + 230, y, X0 + 380, y, '#555555');
  s.line(X0 + 410, y, X0 + W, y, '#555555');
  s.text('Owner signature', X0, y + 3, { size: 7 });
  s.text('Printed name', X0 + 230, y + 3, { size: 7 });
  s.text('Date', X0 + 410, y + 3, { size: 7 });
  const o0 = m.owners[0]!;
  s.answer(X0 + 232, y - 12, 146, `${o0.first} ${o0.last}`, { decoy: 'signer', field: 'SignerName' });
  s.answer(X0 + 412, y - 12, 90, formatDate('2026-01-27', lk.date), { decoy: 'signed_date', field: 'SignDate' });
  if (s.style === 'handwritten') s.doc.save().moveTo(X0 + 10, y - 4).bezierCurveTo(X0 + 40, y - 22, X0 + 60, y + 4, X0 + 90, y - 10)
    .bezierCurveTo(X0 + 110, y - 18, X0 + 120, y - 2, X0 + 150, y - 8).lineWidth(1).strokeColor('#1c2f8c').stroke().restore();
  f.at = y + 22;
  f.ensure(30);
  s.rect(X0, f.at, W, 22, { fill: '#f2f2f2' });
  s.text(`For office use only - ISO rep: ${m.rep.name}   Rep phone: (973) 555-0161   Rep code: KBF-${String(m.rep.name.length * 37).padStart(4, '0')}`,
    X0 + 6, f.at + 7, { size: 7.5, color: '#444444' });
  s.text(`Page ${s.page}`, X0, 760, { size: 7.5, color: '#777777', width: W, align: 'center' });
}
