// Layout "brightpath": Brightpath Capital Partners, an Austin ISO. Three pages, one per step of the progress
// header (1 Business, 2 Owners, 3 Funding); teal cards, grey inputs with small-caps labels inside, three columns;
// entity as a checkbox row (typed X), payment frequency as radio circles; a fourth owner moves to page 3.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, makeMerchant, money, type EntityOpt, type Merchant } from './data.ts';
import { advancesTable, amountVal, authorization, cols, FREQ_OPTS, freqIndex, ownerCount, ownerVals, signatures, v, type Layout } from './common.ts';
import type { Sheet } from './kit.ts';

const ENTITIES: EntityOpt[] = [
  { label: 'Sole Proprietor', id: 'sole_proprietorship', suffixes: [], soleProp: true },
  { label: 'Partnership', id: 'general_partnership', suffixes: ['Partners', '& Associates'] },
  { label: 'LLC', id: 'llc', suffixes: ['LLC', 'L.L.C.'] },
  { label: 'Corporation', id: 'c_corporation', suffixes: ['Inc.', 'Corp.', 'Corporation'] },
  { label: 'S Corp', id: 's_corporation', suffixes: ['Inc.', 'Co.'] },
];
const STEPS = ['Business', 'Owners', 'Funding'] as const;
const X = 36, W = 540;

function header(s: Sheet, step: number): void {
  const d = s.doc;
  d.save().roundedRect(X, 28, 24, 24, 7).fill(s.look.accent).lineWidth(2).strokeColor('#ffffff').moveTo(X + 6, X + 8).quadraticCurveTo(X + 12, 28, X + 18, X + 8).stroke().restore();
  s.text(X + 31, 28, 'Brightpath', { size: 15, bold: true });
  s.text(X + 31, 45, 'CAPITAL PARTNERS  -  Austin, TX  -  (512) 555-0142', { size: 6.5, color: s.look.soft });
  s.text(X + W - 240, 29, 'Business Funding Application', { size: 12.5, bold: true, width: 240, align: 'right' });
  s.text(X + W - 240, 46, 'Secure intake  |  takes about 6 minutes', { size: 6.5, color: s.look.soft, width: 240, align: 'right' });
  s.steps(X, 66, W, STEPS, step);
}

function ownerCard(s: Sheet, m: Merchant, i: number, y: number, rng: Rng, cont: boolean): number {
  const o = ownerVals(m, i, rng, { score: 0.5 });
  s.card(X, y, W, 140, cont ? `Owner ${i + 1} (continued from page 2)` : `Owner ${i + 1}`, 'person', i === 0 ? 'Primary guarantor' : 'All owners of 20% or more');
  const r1 = cols(X + 10, W - 20, [5, 3, 2]), r2 = cols(X + 10, W - 20, [4, 3, 3]);
  s.input(r1[0]![0], y + 34, r1[0]![1], 'Full legal name', o.name);
  s.input(r1[1]![0], y + 34, r1[1]![1], 'Title', o.role);
  s.input(r1[2]![0], y + 34, r1[2]![1], 'Ownership %', o.own);
  s.input(r2[0]![0], y + 70, r2[0]![1], 'Social Security No.', o.tax);
  s.input(r2[1]![0], y + 70, r2[1]![1], 'Date of birth', o.dob);
  s.input(r2[2]![0], y + 70, r2[2]![1], 'Credit score (self-reported)', o.score);
  s.input(X + 10, y + 106, W - 20, 'Home address', o.home);
  return y + 148;
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  header(s, 0);
  let y = 104;
  s.card(X, y, W, 250, 'Business', 'building', 'As shown on your tax return');
  let c = cols(X + 10, W - 20, [6, 4]);
  s.input(c[0]![0], y + 34, c[0]![1], 'Legal business name', v('legal', m.legal, { legal_name: m.legal }));
  s.input(c[1]![0], y + 34, c[1]![1], 'DBA (if different)', v('dba', m.dba || null, { trade_name: m.tradeTruth }));
  c = cols(X + 10, W - 20, [4, 3, 3]);
  s.input(c[0]![0], y + 70, c[0]![1], 'Type of business', v('industry', m.industryText, { industry: m.industryId }));
  s.input(c[1]![0], y + 70, c[1]![1], 'Business start date', v('start', fmtDate(m.start, rng.pick(['us', 'us2'] as const)), { business_start_date: m.start }));
  s.input(c[2]![0], y + 70, c[2]![1], 'Federal Tax ID (EIN / SSN)', v('tax', m.tax, { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: 'US' }));
  c = cols(X + 10, W - 20, [5, 3, 1.2, 1.6]);
  s.input(c[0]![0], y + 106, c[0]![1], 'Street address', v('street', m.street));
  s.input(c[1]![0], y + 106, c[1]![1], 'City', v('city', m.city));
  s.input(c[2]![0], y + 106, c[2]![1], 'State', v('state', m.region, { state_region: m.region, country: 'United States' }));
  s.input(c[3]![0], y + 106, c[3]![1], 'ZIP', v('zip', m.zip));
  c = cols(X + 10, W - 20, [3, 4, 3]);
  s.input(c[0]![0], y + 142, c[0]![1], 'Business phone', v('phone', m.phone));
  s.input(c[1]![0], y + 142, c[1]![1], 'Email', v('email', m.email));
  s.input(c[2]![0], y + 142, c[2]![1], 'Website', v('web', rng.chance(0.7) ? m.website : null));
  s.text(X + 12, y + 184, 'Entity type', { size: 5.8, caps: true, color: s.look.soft });
  const ent = rng.chance(0.94) ? ENTITIES.indexOf(m.entity) : null;
  s.choices(X + 12, y + 196, 'entity', ENTITIES.map((e) => ({ label: e.label, fields: { type_of_entity: e.id } })), ent, 'box', 16);
  c = cols(X + 10, W - 20, [3, 2, 5]);
  s.input(c[0]![0], y + 214, c[0]![1], 'State of incorporation', v('incorp', m.entity.soleProp ? null : m.incorp), 28);
  s.input(c[1]![0], y + 214, c[1]![1], 'Employees', v('employees', String(rng.int(2, 45))), 28);
  s.input(c[2]![0], y + 214, c[2]![1], 'Avg. monthly deposits', v('monthly', money(rng.int(18, 240) * 1000, rng)), 28);
  y += 258;
  const rent = rng.chance(0.75);
  s.card(X, y, W, 76, 'Location', 'building');
  s.choices(X + 120, y + 13, 'premises', [{ label: 'Own' }, { label: 'Rent' }], rent ? 1 : 0, 'radio');
  c = cols(X + 10, W - 20, [4, 3, 3]);
  s.input(c[0]![0], y + 38, c[0]![1], 'Landlord / mortgage holder', v('landlord', rent ? m.decoy.landlord : m.decoy.bank));
  s.input(c[1]![0], y + 38, c[1]![1], 'Landlord phone', v('landlord_phone', rent ? m.decoy.landlordPhone : null));
  s.input(c[2]![0], y + 38, c[2]![1], 'Monthly rent / mortgage', v('rent', m.decoy.rent));
  y += 84;
  s.card(X, y, W, 76, 'Business bank account', 'bank', 'Where advances are deposited');
  c = cols(X + 10, W - 20, [4, 3, 3]);
  s.input(c[0]![0], y + 38, c[0]![1], 'Bank name', v('bank', m.decoy.bank));
  s.input(c[1]![0], y + 38, c[1]![1], 'Routing number', v('routing', m.decoy.routing));
  s.input(c[2]![0], y + 38, c[2]![1], 'Account number', v('account', m.decoy.account));
  y += 84;
  s.card(X, y, W, 124, 'Trade references', 'link', 'Suppliers we may contact');
  c = cols(X + 10, W - 20, [4, 3, 3]);
  for (const [k, r] of m.decoy.refs.entries()) {
    s.input(c[0]![0], y + 32 + k * 30, c[0]![1], `Reference ${k + 1}`, v(`ref${k}_name`, r.name), 26);
    s.input(c[1]![0], y + 32 + k * 30, c[1]![1], 'Contact', v(`ref${k}_contact`, r.contact), 26);
    s.input(c[2]![0], y + 32 + k * 30, c[2]![1], 'Phone', v(`ref${k}_phone`, r.phone), 26);
  }

  s.addPage();
  header(s, 1);
  y = 104;
  const n = m.owners.length;
  for (let i = 0; i < Math.min(n, 3); i++) y = ownerCard(s, m, i, y, rng, false);
  if (n > 3) s.text(X, y + 2, 'Owner 4 continues on page 3.', { size: 7.5, color: s.look.soft });

  s.addPage();
  header(s, 2);
  y = 104;
  if (n > 3) y = ownerCard(s, m, 3, y, rng, true);
  s.card(X, y, W, 96, 'Funding request', 'coin');
  c = cols(X + 10, W - 20, [3, 3, 2.4, 1.6]);
  const terms = rng.chance(0.6);
  s.input(c[0]![0], y + 34, c[0]![1], 'Amount requested', amountVal('amount', 'requested_amount', m.amount, rng));
  s.input(c[1]![0], y + 34, c[1]![1], 'Use of funds', v('use', m.use));
  s.input(c[2]![0], y + 34, c[2]![1], 'Est. payment', amountVal('payment', 'requested_payment', terms ? m.payment : null, rng));
  s.input(c[3]![0], y + 34, c[3]![1], 'No. of payments', v('payments', terms ? String(m.payments) : null, { number_of_payments: m.payments }));
  s.text(X + 12, y + 76, 'Payment frequency', { size: 5.8, caps: true, color: s.look.soft });
  s.choices(X + 100, y + 74, 'freq', FREQ_OPTS(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']), rng.chance(0.9) ? freqIndex(m.freq) : null, 'radio', 18);
  y += 104;
  s.card(X, y, W, 84, 'Existing advances & loans', 'link', 'List every open position');
  advancesTable(s, X + 12, y + 32, W - 24, m);
  y += 92;
  s.card(X, y, W, 76, 'Submitted by', 'pen', 'ISO / broker use');
  c = cols(X + 10, W - 20, [4, 3, 3]);
  s.input(c[0]![0], y + 38, c[0]![1], 'Representative', v('iso_rep', m.decoy.isoRep));
  s.input(c[1]![0], y + 38, c[1]![1], 'ISO ID', v('iso_id', m.decoy.isoId));
  s.input(c[2]![0], y + 38, c[2]![1], 'Rep phone', v('iso_phone', m.decoy.isoPhone));
  y = authorization(s, X, y + 88, W, false, 'Brightpath Capital Partners');
  signatures(s, X, y + 4, W, m.owners.map((_, i) => i));
}

export const BRIGHTPATH: Layout = {
  name: 'brightpath', broker: 'Brightpath Capital Partners', code: 'BP-APP-26.1',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#0f8b8d', ink: '#1d2733', soft: '#6b7785', fill: '#f1f3f5', line: '#d8dde3',
    radius: 6, pill: false, labelInside: true, mark: 'x' },
  merchant: (rng) => makeMerchant(rng, 'US', ENTITIES, ownerCount(rng, 0.25)),
  draw,
};
