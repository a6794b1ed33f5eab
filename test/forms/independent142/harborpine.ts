// Layout "harborpine": Harbor & Pine Advance, a cross-border broker (Vancouver and Seattle). Green, DejaVu Sans,
// fully rounded pill inputs with small-caps labels inside; a United States / Canada toggle; the tax ID printed as
// bare digits whose kind is the checked box (EIN, SSN, ITIN, BN, SIN); entity written as a suffix in a caret box;
// owners as one-line rows with "Last, First" names, three per page, a fourth on Schedule A.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, makeMerchant, type Country, type EntityOpt, type Merchant } from './data.ts';
import { advancesTable, amountVal, authorization, cols, FREQ_OPTS, freqIndex, ownerCount, ownerVals, signatures, v, type Layout } from './common.ts';
import type { Sheet } from './kit.ts';

const DJ = '/usr/share/fonts/truetype/dejavu/DejaVuSans';
const US: EntityOpt[] = [
  { label: 'Inc.', id: 'c_corporation', suffixes: ['Inc.'] }, { label: 'Corp.', id: 'c_corporation', suffixes: ['Corp.'] },
  { label: 'LLC', id: 'llc', suffixes: ['LLC'] }, { label: 'Sole Prop', id: 'sole_proprietorship', suffixes: [], soleProp: true },
  { label: 'Partnership', id: 'general_partnership', suffixes: ['Partners'] }, { label: 'LP', id: 'limited_partnership', suffixes: ['LP'] },
];
const CA: EntityOpt[] = [
  { label: 'Ltd.', id: 'ca_corporation', suffixes: ['Ltd.'] }, { label: 'Inc.', id: 'ca_corporation', suffixes: ['Inc.'] },
  { label: 'Corp.', id: 'ca_corporation', suffixes: ['Corp.'] }, { label: 'Sole Prop', id: 'sole_proprietorship', suffixes: [], soleProp: true },
  { label: 'Partnership', id: 'general_partnership', suffixes: ['Partners'] }, { label: 'ULC', id: 'ca_ulc', suffixes: ['ULC'] },
];
const TAX_KINDS = ['EIN', 'SSN', 'ITIN', 'BN', 'SIN'] as const;
const X = 36, W = 540;

function header(s: Sheet, step: number): void {
  const d = s.doc, a = s.look.accent;
  d.save().polygon([X + 4, 50], [X + 12, 30], [X + 20, 50]).fill(a).polygon([X + 14, 50], [X + 21, 36], [X + 28, 50]).fill('#7fb894')
    .moveTo(X, 55).bezierCurveTo(X + 8, 51, X + 20, 59, X + 30, 55).lineWidth(1.5).stroke(a).restore();
  s.text(X + 38, 30, 'Harbor & Pine Advance', { size: 14, bold: true });
  s.text(X + 38, 47, 'Vancouver, BC  -  Seattle, WA  -  hello@harborpine.example', { size: 6.5, color: s.look.soft });
  s.text(X + W - 200, 31, 'Merchant Application', { size: 11.5, bold: true, width: 200, align: 'right' });
  s.text(X + W - 200, 47, 'US & Canada', { size: 6.5, color: s.look.soft, width: 200, align: 'right' });
  s.steps(X, 68, W, ['Business', 'Funding', 'Owners'], step);
}

function ownerRow(s: Sheet, m: Merchant, i: number, y: number, rng: Rng): void {
  const o = ownerVals(m, i, rng, { lastFirst: true, score: 0.25, dob: rng.pick(['long', 'us', 'iso'] as const) });
  const ca = m.country === 'CA';
  s.text(X + 12, y + 9, String(i + 1), { size: 9, bold: true, color: s.look.accent });
  const c = cols(X + 26, W - 36, [2.6, 1.4, 0.8, 1.5, 1.5, 0.9], 6);
  s.input(c[0]![0], y, c[0]![1], 'Owner (last, first)', o.name, 26);
  s.input(c[1]![0], y, c[1]![1], 'Title', o.role, 26);
  s.input(c[2]![0], y, c[2]![1], '% owned', o.own, 26);
  s.input(c[3]![0], y, c[3]![1], 'Date of birth', o.dob, 26);
  s.input(c[4]![0], y, c[4]![1], ca ? 'SIN' : 'SSN', o.tax, 26);
  s.input(c[5]![0], y, c[5]![1], 'Credit', o.score, 26);
  s.input(X + 26, y + 31, W - 36, 'Home address', o.home, 26);
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const ca = m.country === 'CA', country = ca ? 'Canada' : 'United States', sp = m.entity.soleProp;
  header(s, 1);
  let y = 104;
  s.text(X + 2, y + 2, 'Where is the business based?', { size: 8.5, bold: true });
  s.choices(X + 160, y + 2, 'country', [{ label: 'United States', fields: { country: 'United States' } }, { label: 'Canada', fields: { country: 'Canada' } }], ca ? 1 : 0, 'radio', 18);
  y += 20;
  s.card(X, y, W, 244, 'Business', 'building');
  let c = cols(X + 10, W - 20, [1.3, 1]);
  s.input(c[0]![0], y + 32, c[0]![1], 'Registered / legal name', v('legal', m.legal, { legal_name: m.legal }));
  s.input(c[1]![0], y + 32, c[1]![1], ca ? 'Operating as' : 'DBA', v('dba', m.dba || null, { trade_name: m.tradeTruth }));
  // Tax ID: bare digits; its kind is the ticked box. A CA sole proprietor may give a SIN, a US one the SSN/ITIN.
  const own0 = m.owners[0]!;
  const useSin = ca && sp && rng.chance(0.5);
  const digits = useSin ? own0.taxDigits : m.taxDigits.slice(0, 9);
  const kind = useSin ? 'SIN' : ca ? 'BN' : m.taxType;
  const boxed = rng.chance(0.93);
  c = cols(X + 10, W - 20, [1.1, 1, 1.2]);
  s.input(c[0]![0], y + 68, c[0]![1], 'Tax ID number', v('tax', digits, { business_tax_id: digits, business_tax_id_country: ca ? 'CA' : 'US' }));
  s.dropdown(c[1]![0], y + 68, c[1]![1], 'Entity (Inc., Ltd., LLC...)', v('entity', rng.chance(0.93) ? m.entity.label : null, { type_of_entity: m.entity.id }));
  s.input(c[2]![0], y + 68, c[2]![1], 'Industry', v('industry', m.industryText, { industry: m.industryId }));
  s.text(X + 14, y + 102, 'Tax ID is a', { size: 5.8, caps: true, color: s.look.soft });
  s.choices(X + 70, y + 100, 'taxkind', TAX_KINDS.map((k) => ({ label: k, fields: { business_tax_id_type: k } })), boxed ? TAX_KINDS.indexOf(kind as 'EIN') : null, 'box', 14);
  c = cols(X + 10, W - 20, [2.2, 1.4, 0.8, 1]);
  s.input(c[0]![0], y + 118, c[0]![1], 'Street', v('street', m.street));
  s.input(c[1]![0], y + 118, c[1]![1], 'City', v('city', m.city));
  s.input(c[2]![0], y + 118, c[2]![1], ca ? 'Prov.' : 'State', v('state', m.region, { state_region: m.region, country }));
  s.input(c[3]![0], y + 118, c[3]![1], ca ? 'Postal code' : 'ZIP', v('zip', m.zip));
  c = cols(X + 10, W - 20, [1.4, 1, 1.2]);
  s.input(c[0]![0], y + 154, c[0]![1], 'Operating since', v('start', fmtDate(m.start, rng.pick(['long', 'iso'] as const)), { business_start_date: m.start }));
  s.input(c[1]![0], y + 154, c[1]![1], 'Phone', v('phone', m.phone));
  s.input(c[2]![0], y + 154, c[2]![1], 'Email', v('email', m.email));
  c = cols(X + 10, W - 20, [1.4, 1, 1.2]);
  s.input(c[0]![0], y + 190, c[0]![1], 'Landlord', v('landlord', m.decoy.landlord));
  s.input(c[1]![0], y + 190, c[1]![1], 'Landlord phone', v('landlord_phone', m.decoy.landlordPhone));
  s.input(c[2]![0], y + 190, c[2]![1], ca ? 'Incorporated in' : 'State of incorporation', v('incorp', sp ? null : m.incorp));
  y += 252;
  s.card(X, y, W, 108, 'Funding', 'coin');
  const terms = rng.chance(0.5);
  c = cols(X + 10, W - 20, [1, 1, 0.8, 1.4]);
  s.input(c[0]![0], y + 32, c[0]![1], 'Requested amount', amountVal('amount', 'requested_amount', m.amount, rng, ca));
  s.input(c[1]![0], y + 32, c[1]![1], 'Payment you can afford', amountVal('payment', 'requested_payment', terms ? m.payment : null, rng, ca));
  s.input(c[2]![0], y + 32, c[2]![1], '# of payments', v('payments', terms ? String(m.payments) : null, { number_of_payments: m.payments }));
  s.input(c[3]![0], y + 32, c[3]![1], 'Purpose', v('use', m.use));
  s.text(X + 14, y + 78, 'Payment frequency', { size: 5.8, caps: true, color: s.look.soft });
  s.choices(X + 104, y + 76, 'freq', FREQ_OPTS(['Daily', 'Weekly', 'Bi-weekly', 'Monthly']), rng.chance(0.85) ? freqIndex(m.freq) : null, 'radio', 18);
  y += 116;
  s.card(X, y, W, 84, 'Existing advances', 'link', 'Include any being paid off with this funding');
  advancesTable(s, X + 12, y + 30, W - 24, m);

  s.addPage();
  header(s, 2);
  y = 104;
  const n = m.owners.length;
  s.card(X, y, W, 38 + 70 * Math.min(n, 3), 'Owners', 'person', n > 3 ? 'More owners: see Schedule A' : 'Owners of 20% or more');
  for (let i = 0; i < Math.min(n, 3); i++) ownerRow(s, m, i, y + 32 + i * 70, rng);
  y += 46 + 70 * Math.min(n, 3);
  s.card(X, y, W, 76, 'Your Harbor & Pine advisor', 'pen');
  c = cols(X + 10, W - 20, [1.3, 1, 1]);
  s.input(c[0]![0], y + 36, c[0]![1], 'Advisor', v('iso_rep', m.decoy.isoRep));
  s.input(c[1]![0], y + 36, c[1]![1], 'Advisor ID', v('iso_id', m.decoy.isoId));
  s.input(c[2]![0], y + 36, c[2]![1], 'Direct line', v('iso_phone', m.decoy.isoPhone));
  y = authorization(s, X, y + 86, W, ca, 'Harbor & Pine Advance');
  signatures(s, X, y + 4, W, m.owners.slice(0, 3).map((_, i) => i));
  if (n > 3) {
    s.addPage();
    header(s, 2);
    s.card(X, 104, W, 110, 'Schedule A - additional owner', 'person', 'Continuation of the owners section');
    ownerRow(s, m, 3, 136, rng);
    signatures(s, X, 230, W / 3, [3]);
  }
}

export const HARBORPINE: Layout = {
  name: 'harborpine', broker: 'Harbor & Pine Advance', code: 'HPA-APP-0126',
  look: { font: `${DJ}.ttf`, bold: `${DJ}-Bold.ttf`, accent: '#2f7d4f', ink: '#1c2a22', soft: '#66756c', fill: '#eef3ef', line: '#d3ddd6',
    radius: 13, pill: true, labelInside: true, mark: 'x' },
  merchant: (rng) => { const country: Country = rng.chance(0.5) ? 'CA' : 'US'; return makeMerchant(rng, country, country === 'CA' ? CA : US, ownerCount(rng, 0.3)); },
  draw,
};
