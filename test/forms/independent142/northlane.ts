// Layout "northlane": Northlane Capital Inc., a Toronto funder's Canadian form. Orange accent, URW Gothic, pill
// inputs with small-caps labels above them, two columns; entity and province as dropdown boxes with a caret;
// Operating Name (O/A), Business Number with program account, SIN (often masked), PIPEDA consent; a completed
// progress header on page 1; the fourth owner on a continuation sheet.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, makeMerchant, type EntityOpt, type Merchant } from './data.ts';
import { advancesTable, amountVal, authorization, cols, FREQ_OPTS, freqIndex, ownerCount, ownerVals, signatures, v, type Layout } from './common.ts';
import type { Sheet } from './kit.ts';

const G = '/usr/share/fonts/opentype/urw-base35/URWGothic-';
const ENTITIES: EntityOpt[] = [
  { label: 'Corporation', id: 'ca_corporation', suffixes: ['Inc.', 'Ltd.', 'Corp.', 'Limited'] },
  { label: 'Sole Proprietorship', id: 'sole_proprietorship', suffixes: [], soleProp: true },
  { label: 'Partnership', id: 'general_partnership', suffixes: ['& Partners', 'Group'] },
  { label: 'ULC', id: 'ca_ulc', suffixes: ['ULC'] },
  { label: 'Co-operative', id: 'cooperative', suffixes: ['Co-operative'] },
];
const PROVINCES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NS: 'Nova Scotia',
  SK: 'Saskatchewan', NB: 'New Brunswick', QC: 'Quebec' };
const X = 36, W = 540;

function header(s: Sheet, first: boolean, appNo: string): void {
  const d = s.doc;
  d.save().circle(X + 13, 41, 13).fill(s.look.accent).lineWidth(2.2).strokeColor('#ffffff').moveTo(X + 7, 47).lineTo(X + 7, 35).lineTo(X + 19, 47).lineTo(X + 19, 35).stroke().restore();
  s.text(X + 33, 30, 'Northlane Capital', { size: 15, bold: true });
  s.text(X + 33, 47, 'Merchant funding application  -  Canada', { size: 7, color: s.look.soft });
  s.text(X + W - 220, 31, first ? 'Application' : 'Application (continued)', { size: 11, bold: true, width: 220, align: 'right' });
  s.text(X + W - 220, 47, `Ref. ${appNo}  -  Toronto, ON  -  1-888-555-0142`, { size: 6.5, color: s.look.soft, width: 220, align: 'right' });
  if (first) s.steps(X, 68, W, ['Business', 'Owners', 'Funding'], 2);
}

function bn(m: Merchant, rng: Rng): string {
  const nine = m.taxDigits.slice(0, 9), prog = m.taxDigits.slice(9);
  return rng.pick([`${nine} ${prog}`, `${nine}${prog}`, `${nine.slice(0, 5)} ${nine.slice(5)} ${prog.slice(0, 2)} ${prog.slice(2)}`]);
}

function ownerCard(s: Sheet, m: Merchant, i: number, y: number, rng: Rng, title: string): number {
  const o = ownerVals(m, i, rng, { dob: rng.pick(['iso', 'long'] as const) });
  s.card(X, y, W, 150, title, 'person', 'Every owner of 20% or more');
  let c = cols(X + 12, W - 24, [1, 1]);
  s.input(c[0]![0], y + 32, c[0]![1], 'Full name', o.name, 24);
  s.input(c[1]![0], y + 32, c[1]![1], 'Title / position', o.role, 24);
  c = cols(X + 12, W - 24, [1, 1.3, 1.7]);
  s.input(c[0]![0], y + 70, c[0]![1], 'Ownership (%)', o.own, 24);
  s.input(c[1]![0], y + 70, c[1]![1], 'Date of birth', o.dob, 24);
  s.input(c[2]![0], y + 70, c[2]![1], 'Social Insurance Number (SIN)', o.tax, 24);
  s.input(X + 12, y + 108, W - 24, 'Home address', o.home, 24);
  return y + 158;
}

function draw(s: Sheet, m: Merchant, rng: Rng): void {
  const appNo = `NL-${rng.digits(6)}`;
  header(s, true, appNo);
  let y = 106;
  s.card(X, y, W, 258, 'About the business', 'building', 'Legal name exactly as registered');
  const rows: [string, import('./kit.ts').Val, string, import('./kit.ts').Val, boolean][] = [
    ['Legal business name', v('legal', m.legal, { legal_name: m.legal }), 'Operating name (O/A)', v('dba', m.dba || null, { trade_name: m.tradeTruth }), false],
    ['Business Number (BN) + program account', v('tax', bn(m, rng), { business_tax_id: m.taxDigits, business_tax_id_type: 'BN', business_tax_id_country: 'CA' }),
      'Legal structure', v('entity', rng.chance(0.93) ? m.entity.label : null, { type_of_entity: m.entity.id }), true],
    ['Nature of business', v('industry', m.industryText, { industry: m.industryId }), 'Date business started',
      v('start', fmtDate(m.start, rng.pick(['iso', 'long'] as const)), { business_start_date: m.start }), false],
    ['Street address', v('street', m.street), 'City', v('city', m.city), false],
  ];
  const c2 = cols(X + 12, W - 24, [1, 1]);
  for (const [k, [l1, v1, l2, v2, caret]] of rows.entries()) {
    s.input(c2[0]![0], y + 32 + k * 38, c2[0]![1], l1, v1, 24);
    if (caret) s.dropdown(c2[1]![0], y + 32 + k * 38, c2[1]![1], l2, v2, 24); else s.input(c2[1]![0], y + 32 + k * 38, c2[1]![1], l2, v2, 24);
  }
  const c4 = cols(X + 12, W - 24, [1.3, 0.9, 1.2, 1.6]);
  const prov = rng.chance(0.5) ? PROVINCES[m.region] ?? m.region : m.region;
  s.dropdown(c4[0]![0], y + 184, c4[0]![1], 'Province', v('province', prov, { state_region: m.region, country: 'Canada' }), 24);
  s.input(c4[1]![0], y + 184, c4[1]![1], 'Postal code', v('postal', m.zip), 24);
  s.input(c4[2]![0], y + 184, c4[2]![1], 'Phone', v('phone', m.phone), 24);
  s.input(c4[3]![0], y + 184, c4[3]![1], 'Email', v('email', m.email), 24);
  const c3 = cols(X + 12, W - 24, [1.2, 1, 1.4]);
  s.dropdown(c3[0]![0], y + 222, c3[0]![1], 'Jurisdiction of incorporation', v('incorp', m.entity.soleProp ? null : m.incorp), 24);
  s.input(c3[1]![0], y + 222, c3[1]![1], 'GST/HST registered', v('gst', rng.pick(['Yes', 'No'])), 24);
  s.input(c3[2]![0], y + 222, c3[2]![1], 'Premises landlord', v('landlord', m.decoy.landlord), 24);
  y += 266;
  s.card(X, y, W, 110, 'Funding', 'coin', 'Amounts in Canadian dollars');
  s.input(c2[0]![0], y + 32, c2[0]![1], 'Amount requested (CAD)', amountVal('amount', 'requested_amount', m.amount, rng, true), 24);
  s.input(c2[1]![0], y + 32, c2[1]![1], 'Intended use of funds', v('use', m.use), 24);
  s.text(X + 14, y + 80, 'Remittance schedule', { size: 5.8, caps: true, color: s.look.soft });
  s.choices(X + 110, y + 78, 'freq', FREQ_OPTS(['Daily', 'Weekly', 'Bi-weekly', 'Monthly']), rng.chance(0.85) ? freqIndex(m.freq) : null, 'radio', 20);
  y += 118;
  s.card(X, y, W, 96, 'Business banking', 'bank', 'Attach a void cheque');
  const cb = cols(X + 12, W - 24, [2, 1, 1, 1.6]);
  s.input(cb[0]![0], y + 32, cb[0]![1], 'Financial institution', v('bank', m.decoy.bank), 24);
  s.input(cb[1]![0], y + 32, cb[1]![1], 'Institution no.', v('institution', m.decoy.institution), 24);
  s.input(cb[2]![0], y + 32, cb[2]![1], 'Transit no.', v('transit', m.decoy.transit), 24);
  s.input(cb[3]![0], y + 32, cb[3]![1], 'Account no.', v('account', m.decoy.account), 24);

  s.addPage();
  header(s, false, appNo);
  y = 76;
  const n = m.owners.length;
  for (let i = 0; i < Math.min(n, 3); i++) y = ownerCard(s, m, i, y, rng, `Owner ${i + 1}`);
  s.card(X, y, W, 84, 'Current financing', 'link', 'Advances, loans, lines of credit');
  advancesTable(s, X + 12, y + 30, W - 24, m);
  y += 92;
  y = authorization(s, X, y, W, true, 'Northlane Capital Inc.');
  signatures(s, X, y + 2, W, m.owners.slice(0, 3).map((_, i) => i));
  if (n > 3) {
    s.addPage();
    header(s, false, appNo);
    s.text(X, 72, 'Continuation sheet - additional owner', { size: 9, bold: true });
    y = ownerCard(s, m, 3, 88, rng, 'Owner 4');
    signatures(s, X, y + 4, W / 3, [3]);
  }
}

export const NORTHLANE: Layout = {
  name: 'northlane', broker: 'Northlane Capital Inc.', code: 'NLC-MFA-2026-01',
  look: { font: `${G}Book.otf`, bold: `${G}Demi.otf`, accent: '#d9622b', ink: '#1b2538', soft: '#697386', fill: '#f3f4f7', line: '#dadde5',
    radius: 12, pill: true, labelInside: false, mark: 'check' },
  merchant: (rng) => makeMerchant(rng, 'CA', ENTITIES, ownerCount(rng, 0.25)),
  draw,
};
