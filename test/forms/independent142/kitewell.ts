// Layout "kitewell": Kitewell Funding Co., a Miami direct funder. Violet, Nimbus Sans, a segmented progress bar,
// grey inputs with small-caps labels inside, two columns; entity in a caret dropdown, the business address in one
// line (state inside it), payment terms with radio circles; owners in side-by-side cards, owners 3-4 on a
// continuation page; sole proprietors give the owner's name and SSN as the business's.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, makeMerchant, type EntityOpt, type Merchant } from './data.ts';
import { advancesTable, amountVal, authorization, cols, FREQ_OPTS, freqIndex, ownerCount, ownerVals, signatures, v, type Layout } from './common.ts';
import type { Sheet } from './kit.ts';

const NS = '/usr/share/fonts/opentype/urw-base35/NimbusSans-';
const ENTITIES: EntityOpt[] = [
  { label: 'Sole Proprietorship', id: 'sole_proprietorship', suffixes: [], soleProp: true },
  { label: 'LLC', id: 'llc', suffixes: ['LLC'] },
  { label: 'Corporation', id: 'c_corporation', suffixes: ['Inc.', 'Corp.', 'Incorporated'] },
  { label: 'S-Corp', id: 's_corporation', suffixes: ['Inc.'] },
  { label: 'Partnership', id: 'general_partnership', suffixes: ['Partners'] },
  { label: 'LLP', id: 'llp', suffixes: ['LLP'] },
  { label: 'PLLC', id: 'pllc', suffixes: ['PLLC'] },
];
const X = 36, W = 540, STEPS = ['Business & funding', 'Owners', 'Review & sign'];

function header(s: Sheet, step: number, sub: string): void {
  const d = s.doc, a = s.look.accent;
  d.save().polygon([X, 44], [X + 14, 28], [X + 28, 44], [X + 14, 54]).fill(a).moveTo(X + 14, 54).lineTo(X + 10, 64).lineWidth(1).stroke(a).restore();
  s.text(X + 36, 29, 'kitewell', { size: 17, bold: true, color: a });
  s.text(X + 36, 49, 'FUNDING CO.  -  Miami, FL', { size: 6.5, color: s.look.soft });
  s.text(X + W - 250, 30, 'Working Capital Application', { size: 12, bold: true, width: 250, align: 'right' });
  s.text(X + W - 250, 47, sub, { size: 6.5, color: s.look.soft, width: 250, align: 'right' });
  const seg = (W - 8) / 3;
  for (const [i, n] of STEPS.entries()) {
    const sx = X + i * (seg + 4);
    d.save().roundedRect(sx, 72, seg, 18, 9).fill(i === step ? a : i < step ? '#cbbcf0' : '#eceaf2').restore();
    s.text(sx, 77, `${i + 1}  ${n}`, { size: 8, bold: i === step, color: i === step ? '#ffffff' : s.look.ink, width: seg, align: 'center' });
  }
}

function ownerCard(s: Sheet, m: Merchant, i: number, x: number, y: number, w: number, rng: Rng): void {
  const o = ownerVals(m, i, rng, { score: 0.35, dob: rng.pick(['us', 'long'] as const) });
  s.card(x, y, w, 212, `Owner ${i + 1}`, 'person', i === 0 ? 'Primary' : '');
  const c = cols(x + 10, w - 20, [1, 1]);
  const rows: [string, import('./kit.ts').Val, string, import('./kit.ts').Val][] = [
    ['First name', o.first, 'Last name', o.last], ['Title', o.role, 'Ownership %', o.own],
    ['SSN / ITIN', o.tax, 'Date of birth', o.dob]];
  for (const [k, [l1, v1, l2, v2]] of rows.entries()) {
    s.input(c[0]![0], y + 34 + k * 36, c[0]![1], l1, v1);
    s.input(c[1]![0], y + 34 + k * 36, c[1]![1], l2, v2);
  }
  s.input(x + 10, y + 142, w - 20, 'FICO (if known)', o.score);
  s.input(x + 10, y + 178, w - 20, 'Home address', o.home);
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const ref = `KW-${rng.digits(7)}`;
  header(s, 0, `Application ${ref}  -  decisions in 24 hours`);
  let y = 102;
  s.card(X, y, W, 286, 'Your business', 'building');
  const c = cols(X + 10, W - 20, [1, 1]);
  const sp = m.entity.soleProp;
  const addr = `${m.street}, ${m.city}, ${m.region} ${m.zip}`;
  const pairs: [string, import('./kit.ts').Val, string, import('./kit.ts').Val, boolean][] = [
    ['Legal name of business', v('legal', m.legal, { legal_name: m.legal }), 'Doing business as (DBA)', v('dba', m.dba || null, { trade_name: m.tradeTruth }), false],
    [sp ? 'Tax ID (EIN, or SSN if sole prop)' : 'Tax ID (EIN, or SSN if sole prop)', v('tax', m.tax, { business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: 'US' }),
      'Business structure', v('entity', rng.chance(0.93) ? m.entity.label : null, { type_of_entity: m.entity.id }), true],
    ['Industry / what you sell', v('industry', m.industryText, { industry: m.industryId }), 'Business start date',
      v('start', fmtDate(m.start, rng.pick(['long', 'us', 'us2'] as const)), { business_start_date: m.start }), false],
    ['Years in business', v('years', String(m.years)), 'Business phone', v('phone', m.phone), false],
    ['Email', v('email', m.email), 'Website', v('web', rng.chance(0.6) ? m.website : null), false],
  ];
  for (const [k, [l1, v1, l2, v2, caret]] of pairs.entries()) {
    s.input(c[0]![0], y + 34 + k * 36, c[0]![1], l1, v1);
    if (caret) s.dropdown(c[1]![0], y + 34 + k * 36, c[1]![1], l2, v2); else s.input(c[1]![0], y + 34 + k * 36, c[1]![1], l2, v2);
  }
  s.input(X + 10, y + 214, W - 20, 'Business address (street, city, state, ZIP)', v('address', addr, { state_region: m.region, country: 'United States' }));
  const c3 = cols(X + 10, W - 20, [1, 1, 1]);
  s.input(c3[0]![0], y + 250, c3[0]![1], 'State of formation', v('incorp', sp ? null : m.incorp));
  s.input(c3[1]![0], y + 250, c3[1]![1], 'Bank routing no.', v('routing', m.decoy.routing));
  s.input(c3[2]![0], y + 250, c3[2]![1], 'Bank account no.', v('account', m.decoy.account));
  y += 294;
  s.card(X, y, W, 132, 'Funding request', 'coin');
  const terms = rng.chance(0.7);
  const c4 = cols(X + 10, W - 20, [1.1, 1, 0.8, 1.4]);
  s.input(c4[0]![0], y + 34, c4[0]![1], 'Amount requested', amountVal('amount', 'requested_amount', m.amount, rng));
  s.input(c4[1]![0], y + 34, c4[1]![1], 'Requested payment', amountVal('payment', 'requested_payment', terms ? m.payment : null, rng));
  s.input(c4[2]![0], y + 34, c4[2]![1], 'No. of payments', v('payments', terms && rng.chance(0.8) ? String(m.payments) : null, { number_of_payments: m.payments }));
  s.input(c4[3]![0], y + 34, c4[3]![1], 'Use of funds', v('use', m.use));
  s.text(X + 12, y + 78, 'How often would you like to pay?', { size: 5.8, caps: true, color: s.look.soft });
  s.choices(X + 12, y + 92, 'freq', FREQ_OPTS(['Daily (business days)', 'Weekly', 'Every two weeks', 'Monthly']), terms ? freqIndex(m.freq) : null, 'radio', 22);
  s.text(X + 12, y + 110, 'Final terms are set by underwriting; the payment above is your preference, not an offer.', { size: 6.3, color: s.look.soft });
  y += 140;
  s.card(X, y, W, 76, 'Referred by', 'pen', 'Leave blank if you applied directly');
  const c5 = cols(X + 10, W - 20, [1.3, 1, 1]);
  s.input(c5[0]![0], y + 36, c5[0]![1], 'ISO / broker', v('iso', 'Coastline Merchant Advisors'));
  s.input(c5[1]![0], y + 36, c5[1]![1], 'Representative', v('iso_rep', m.decoy.isoRep));
  s.input(c5[2]![0], y + 36, c5[2]![1], 'Rep phone', v('iso_phone', m.decoy.isoPhone));

  s.addPage();
  header(s, 2, `Application ${ref}  -  owners & authorization`);
  const n = m.owners.length, half = cols(X, W, [1, 1], 10);
  for (let i = 0; i < Math.min(n, 2); i++) ownerCard(s, m, i, half[i]![0], 102, half[i]![1], rng);
  y = 102 + 220;
  if (n > 2) { s.text(X, y, `Owners 3${n > 3 ? ' and 4' : ''} continue on page 3.`, { size: 7.5, color: s.look.soft }); y += 14; }
  s.card(X, y, W, 126, 'Trade references', 'link', 'Suppliers or vendors we may call');
  const c6 = cols(X + 10, W - 20, [1.4, 1, 1]);
  for (const [k, r] of m.decoy.refs.entries()) {
    s.input(c6[0]![0], y + 30 + k * 29, c6[0]![1], k === 0 ? 'Company' : '', v(`ref${k}_name`, r.name), 25);
    s.input(c6[1]![0], y + 30 + k * 29, c6[1]![1], k === 0 ? 'Contact' : '', v(`ref${k}_contact`, r.contact), 25);
    s.input(c6[2]![0], y + 30 + k * 29, c6[2]![1], k === 0 ? 'Phone' : '', v(`ref${k}_phone`, r.phone), 25);
  }
  y += 134;
  s.card(X, y, W, 84, 'Open advances or loans', 'link');
  advancesTable(s, X + 12, y + 30, W - 24, m);
  y = authorization(s, X, y + 94, W, false, 'Kitewell Funding Co.');
  signatures(s, X, y + 4, W, n > 2 ? [0, 1] : m.owners.map((_, i) => i));
  if (n > 2) {
    s.addPage();
    header(s, 1, `Application ${ref}  -  additional owners`);
    for (let i = 2; i < n; i++) ownerCard(s, m, i, half[i - 2]![0], 102, half[i - 2]![1], rng);
    signatures(s, X, 330, W, m.owners.slice(2).map((_, k) => k + 2));
  }
}

export const KITEWELL: Layout = {
  name: 'kitewell', broker: 'Kitewell Funding Co.', code: 'KW-WCA 2026.02',
  look: { font: `${NS}Regular.otf`, bold: `${NS}Bold.otf`, accent: '#6a3fd1', ink: '#221d33', soft: '#6f6a80', fill: '#f4f2f9', line: '#dcd8e6',
    radius: 9, pill: false, labelInside: true, mark: 'check' },
  merchant: (rng) => makeMerchant(rng, 'US', ENTITIES, ownerCount(rng, 0.2)),
  draw,
};
