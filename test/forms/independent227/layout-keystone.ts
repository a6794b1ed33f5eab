// Keystone Builders Capital (Harrisburg, PA): a two-page contractor application. Page 1: boxed cells with labels
// above, an entity checkbox row, the tax ID beside the contractor licence, bonding company and insurance agent, a
// landlord line and a funding request with payment, number of payments and a frequency checkbox row. Page 2: up to
// three owners stacked with Last / First in separate cells, equipment with lienholders, trade references, ISO rep.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import { type Deal, ENTITY_BOX, FREQ_LABEL, money, usDate } from './data.ts';
import * as T from './common.ts';

const GREEN = '#1f5c3a', ORANGE = '#e07b12';

function header(f: Form, page: number): void {
  const d = f.doc;
  d.save();
  d.polygon([40, 58], [62, 24], [84, 58]).fill(GREEN);
  d.polygon([58, 58], [74, 36], [90, 58]).fill(ORANGE);
  d.rect(36, 58, 58, 3).fill('#333');
  d.restore();
  f.label('KEYSTONE', 100, 26, 18, { font: 'Times-Bold', color: GREEN });
  f.label('BUILDERS CAPITAL', 100, 45, 9, { font: 'Times-Roman', color: ORANGE, characterSpacing: 1.5 });
  f.label('CONTRACTOR FUNDING APPLICATION', 360, 28, 11, { font: 'Helvetica-Bold', color: GREEN });
  f.label(`Page ${page} of 2  -  Fax (717) 555-0144  -  apps@keystonebuilderscap.com`, 360, 44, 6.5);
  f.line(36, 66, 540, GREEN, 1.5);
}

/** A bordered cell with its label on top; returns where the value goes. */
function cell(f: Form, label: string, x: number, y: number, w: number, h = 24): { x: number; y: number; w: number } {
  f.rect(x, y, w, h, '#777');
  f.label(label, x + 3, y + 2, 5.8, { color: '#444' });
  return { x: x + 4, y: y + 11, w: w - 8 };
}

export function drawKeystone(f: Form, d: Deal, r: Rng): void {
  f.addPage();
  header(f, 1);
  const L = 36, Wd = 540;
  let y = 74;
  f.bar('SECTION A - BUSINESS PROFILE', L, y, Wd, GREEN);
  y += 13;
  let c = cell(f, 'LEGAL NAME OF BUSINESS (as shown on tax return)', L, y, 330);
  f.value('legal_name', d.legal, c.x, c.y, c.w, T.legalF(d));
  c = cell(f, 'D/B/A (trade name)', L + 330, y, 210);
  const dba = d.dba ?? r.pick(['', 'SAME']);
  f.value('dba', dba, c.x, c.y, c.w, T.dbaF(dba), 8.5);
  y += 24;
  c = cell(f, 'BUSINESS ADDRESS (no P.O. boxes)', L, y, 250);
  f.value('street', d.addr.street, c.x, c.y, c.w);
  c = cell(f, 'CITY', L + 250, y, 130);
  f.value('city', d.addr.city, c.x, c.y, c.w);
  c = cell(f, 'STATE', L + 380, y, 50);
  f.value('state', d.addr.state, c.x, c.y, c.w, T.stateF(d));
  c = cell(f, 'ZIP', L + 430, y, 110);
  f.value('zip', d.addr.zip, c.x, c.y, c.w);
  y += 24;
  const taxLabel = d.soleProp ? 'FEDERAL TAX ID (EIN or SSN if sole prop.)' : 'FEDERAL TAX ID (EIN)';
  c = cell(f, taxLabel, L, y, 170);
  f.value('business_tax_id', d.ein, c.x, c.y, c.w, T.taxF(d));
  c = cell(f, 'CONTRACTOR LICENSE # / STATE', L + 170, y, 150);
  f.value('license', `${d.license} / ${d.addr.state}`, c.x, c.y, c.w);
  c = cell(f, 'DATE BUSINESS STARTED', L + 320, y, 110);
  const startStyle = r.pick(['long', 'mdyy', 'mdy'] as const);
  f.value('start', usDate(d.start, startStyle), c.x, c.y, c.w, T.startF(d), 8);
  c = cell(f, 'STATE OF FORMATION', L + 430, y, 110);
  if (!d.soleProp) f.value('state_of_inc', d.stateOfInc, c.x, c.y, c.w);
  y += 24;
  c = cell(f, 'BUSINESS PHONE', L, y, 130);
  f.value('phone', d.phone, c.x, c.y, c.w);
  c = cell(f, 'WEBSITE', L + 130, y, 170);
  if (d.website) f.value('website', d.website, c.x, c.y, c.w, {}, 8);
  c = cell(f, 'NATURE OF BUSINESS / TRADE', L + 300, y, 240);
  f.value('industry', d.industryText, c.x, c.y, c.w, T.industryF(d), 8.5);
  y += 28;
  f.label('ENTITY:', L, y + 1, 7, { font: 'Helvetica-Bold' });
  let x = L + 40;
  for (const [id, label] of Object.entries(ENTITY_BOX)) x = f.check('entity', label, x, y, d.entity === id, T.entityF(d));
  f.check('entity', 'Other: ________', x, y, false);
  y += 16;
  c = cell(f, 'BONDING COMPANY / BOND #', L, y, 200);
  f.value('bonding', `${d.bonding} ${d.bondNo}`, c.x, c.y, c.w, {}, 8);
  c = cell(f, 'INSURANCE AGENT', L + 200, y, 170);
  f.value('ins_agent', d.insAgent, c.x, c.y, c.w, {}, 8.5);
  c = cell(f, 'AGENT PHONE', L + 370, y, 170);
  f.value('ins_phone', d.insPhone, c.x, c.y, c.w);
  y += 24;
  c = cell(f, 'OWN / RENT', L, y, 80);
  f.value('own_rent', d.ownRent, c.x, c.y, c.w);
  c = cell(f, 'LANDLORD / MORTGAGE HOLDER', L + 80, y, 250);
  if (d.ownRent === 'Rent') f.value('landlord', d.landlord.name, c.x, c.y, c.w, {}, 8.5);
  c = cell(f, 'LANDLORD PHONE', L + 330, y, 120);
  if (d.ownRent === 'Rent') f.value('landlord_phone', d.landlord.phone, c.x, c.y, c.w);
  c = cell(f, '# EMPLOYEES', L + 450, y, 90);
  f.value('employees', String(d.employees), c.x, c.y, c.w);
  y += 34;

  f.bar('SECTION B - FUNDING REQUEST', L, y, Wd, ORANGE);
  y += 13;
  c = cell(f, 'AMOUNT REQUESTED', L, y, 130);
  f.value('requested', T.usd(d.requested), c.x, c.y, c.w, T.amountF(d));
  const terms = r.chance(0.7);
  c = cell(f, 'PROPOSED PAYMENT', L + 130, y, 120);
  if (terms) f.value('payment', T.usd(d.payment, true), c.x, c.y, c.w, T.paymentF(d));
  c = cell(f, '# OF PAYMENTS', L + 250, y, 80);
  if (terms) f.value('num_payments', String(d.numPayments), c.x, c.y, c.w, T.countF(d));
  c = cell(f, 'USE OF PROCEEDS', L + 330, y, 210);
  f.value('use', d.use, c.x, c.y, c.w, {}, 8);
  y += 30;
  f.label('PAYMENT SCHEDULE:', L, y + 1, 7, { font: 'Helvetica-Bold' });
  x = L + 80;
  for (const fr of ['daily', 'weekly', 'biweekly', 'monthly'] as const) x = f.check('freq', FREQ_LABEL[fr], x, y, terms && d.freq === fr, T.freqF(d));
  y += 18;
  c = cell(f, 'GROSS ANNUAL SALES', L, y, 140);
  f.value('annual', T.usd(d.monthlySales * 12), c.x, c.y, c.w);
  c = cell(f, 'AVG. MONTHLY DEPOSITS', L + 140, y, 140);
  f.value('monthly', T.usd(d.monthlySales), c.x, c.y, c.w);
  c = cell(f, 'BACKLOG / CONTRACTS IN HAND', L + 280, y, 260);
  f.value('backlog', T.usd(d.monthlySales * 3), c.x, c.y, c.w);
  y += 32;
  f.bar('SECTION C - EXISTING ADVANCES, LOANS & EQUIPMENT FINANCING', L, y, Wd, ORANGE);
  y += 13;
  const heads = [['LENDER / FUNDER', 230], ['TYPE', 100], ['BALANCE', 105], ['PAYMENT', 105]] as const;
  x = L;
  for (const [h, w] of heads) { f.rect(x, y, w, 11, '#777', '#f3efe6'); f.label(h, x + 3, y + 3, 5.8); x += w; }
  y += 11;
  for (let i = 0; i < 3; i++) {
    const p = d.positions[i];
    x = L;
    for (const [, w] of heads) { f.rect(x, y, w, 15, '#777'); x += w; }
    if (p) {
      f.value(`position${i}_funder`, p.funder, L + 4, y + 3, 222, {}, 8.5);
      f.value(`position${i}_kind`, p.kind, L + 234, y + 3, 92, {}, 8.5);
      f.value(`position${i}_balance`, money(p.balance), L + 334, y + 3, 97, {}, 8.5);
      f.value(`position${i}_payment`, money(p.payment), L + 439, y + 3, 97, {}, 8.5);
    }
    y += 15;
  }
  f.fine('Section C must list every open merchant cash advance, factoring agreement, equipment loan or lease and SBA loan. ' +
    'Undisclosed positions found in bank statements may void any offer. Keystone Builders Capital is an independent sales organisation ' +
    'and is not a lender; offers are made by third-party funders.', L, y + 8, Wd);

  f.addPage();
  header(f, 2);
  y = 74;
  f.bar('SECTION D - OWNERS / GUARANTORS (all owners of 20% or more)', L, y, Wd, GREEN);
  y += 13;
  const maskIdx = r.chance(0.3) ? 0 : -1;
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i];
    f.label(`OWNER ${i + 1}`, L, y + 2, 7, { font: 'Helvetica-Bold', color: GREEN });
    y += 11;
    c = cell(f, 'LAST NAME', L, y, 150);
    if (o) f.value(`owner${i}_last`, o.last, c.x, c.y, c.w, T.lastF(o, i));
    c = cell(f, 'FIRST NAME', L + 150, y, 120);
    if (o) f.value(`owner${i}_first`, o.first, c.x, c.y, c.w, T.firstF(o, i));
    c = cell(f, 'M.I.', L + 270, y, 30);
    if (o?.middle) f.value(`owner${i}_mi`, o.middle, c.x, c.y, c.w);
    c = cell(f, 'TITLE', L + 300, y, 140);
    if (o) f.value(`owner${i}_title`, o.title, c.x, c.y, c.w, T.titleF(o, i), 8.5);
    c = cell(f, '% OWNERSHIP', L + 440, y, 100);
    if (o) f.value(`owner${i}_pct`, r.chance(0.5) ? `${o.pct}%` : `${o.pct}`, c.x, c.y, c.w, T.pctF(o, i));
    y += 24;
    c = cell(f, 'SSN / ITIN', L, y, 120);
    if (o) f.value(`owner${i}_ssn`, i === maskIdx ? T.maskSsn(o.ssn) : o.ssn, c.x, c.y, c.w, T.ssnF(o, i, i === maskIdx));
    c = cell(f, 'DATE OF BIRTH', L + 120, y, 90);
    if (o) f.value(`owner${i}_dob`, usDate(o.dob, 'mdy'), c.x, c.y, c.w, T.dobF(o, i));
    c = cell(f, 'HOME ADDRESS, CITY, STATE, ZIP', L + 210, y, 250);
    if (o) f.value(`owner${i}_home`, `${o.home.street}, ${T.cityLine(o.home)}`, c.x, c.y, c.w, {}, 7.5);
    c = cell(f, 'FICO (if known)', L + 460, y, 80);
    if (o && o.credit !== null) f.value(`owner${i}_fico`, String(o.credit), c.x, c.y, c.w, T.creditF(o, i));
    y += 30;
  }
  f.bar('SECTION E - EQUIPMENT, REFERENCES & BANK', L, y, Wd, GREEN);
  y += 13;
  for (let i = 0; i < 3; i++) {
    const u = d.fleet[i];
    c = cell(f, `EQUIPMENT ${i + 1}: YEAR / MAKE / MODEL / VIN`, L, y, 380, 22);
    if (u) f.value(`fleet${i}`, `${u.year} ${u.make} ${u.model}  VIN ${u.vin}`, c.x, c.y, c.w, {}, 8);
    c = cell(f, 'APPROX. VALUE', L + 380, y, 160, 22);
    if (u) f.value(`fleet${i}_value`, T.usd(u.value), c.x, c.y, c.w, {}, 8);
    y += 22;
  }
  for (let i = 0; i < 2; i++) {
    const ref = d.refs[i]!;
    c = cell(f, `SUPPLIER / TRADE REFERENCE ${i + 1}`, L, y, 300);
    f.value(`trade_ref${i}`, ref.name, c.x, c.y, c.w, {}, 8.5);
    c = cell(f, 'PHONE', L + 300, y, 240);
    f.value(`trade_ref${i}_phone`, ref.phone, c.x, c.y, c.w);
    y += 24;
  }
  c = cell(f, 'BANK NAME', L, y, 200);
  f.value('bank_name', d.bank.name, c.x, c.y, c.w, {}, 8.5);
  c = cell(f, 'ABA ROUTING #', L + 200, y, 150);
  f.value('bank_routing', d.bank.routing, c.x, c.y, c.w);
  c = cell(f, 'ACCOUNT #', L + 350, y, 190);
  f.value('bank_account', d.bank.account, c.x, c.y, c.w);
  y += 32;
  y = f.fine(T.AUTH, L, y, Wd) + 14;
  T.signatures(f, d, L, y, Wd, Math.max(2, Math.min(3, d.owners.length)), true);
  y += 70;
  f.rect(L, y, Wd, 30, ORANGE);
  f.label('FOR KEYSTONE USE - ISO / REFERRING REP', L + 4, y + 3, 6, { color: ORANGE });
  f.value('iso_rep', d.iso.name, L + 6, y + 13, 200, {}, 8.5);
  f.value('iso_id', d.iso.id, L + 220, y + 13, 100, {}, 8.5);
  f.value('iso_phone', d.iso.phone, L + 340, y + 13, 150, {}, 8.5);
}
