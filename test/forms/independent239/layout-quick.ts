// Layout 1, "brightline_quick": a funder's one-page Quick Apply. Few fields: no start date (only "Time in business"),
// a single owner line, the requested amount either a number or a checked range (not a value), optional FICO.
import type { Rng } from '../../statements/generator/prng.ts';
import { Form, PAGE_W } from './canvas.ts';
import { businessTaxFields, filler, fmtMoney, nameFields, ownerPath, printedName, regionFields } from './fmt.ts';
import type { Merchant } from './model.ts';
import { BANKS, USES, finePrint, logo, repName, sectionBar, signature, usPhone } from './parts.ts';

const C = '#0b6e4f';

export function drawQuick(f: Form, m: Merchant, rng: Rng): void {
  logo(f, 'sun', 36, 30, C);
  f.text('BRIGHTLINE', 72, 31, { size: 17, bold: true, color: C });
  f.text('CAPITAL', 72, 49, { size: 9, color: '#555' });
  f.text('QUICK APPLY', 400, 30, { size: 15, bold: true });
  f.text('Pre-approval in 60 seconds. No hard credit pull.', 400, 49, { size: 7, color: '#555' });
  f.line(36, 68, PAGE_W - 36, 68, 2, C);
  // ISO / broker strip (decoy values)
  f.rect(36, 76, PAGE_W - 72, 30, { fill: '#eef6f2' });
  const rep = f.blank('Submitted by (ISO / Broker rep)', 42, 79, 250);
  f.value('iso_rep', {}, `${repName(rng)} - ${rng.pick(['Apex Funding Source', 'Lion Bridge ISO', 'First Stop Brokers'])}`, rep, { size: 8.5 });
  const rp = f.blank('Rep phone', 310, 79, 120);
  f.value('iso_phone', {}, usPhone(rng), rp, { size: 8.5 });
  const rid = f.blank('ISO ID', 450, 79, 110);
  f.value('iso_id', {}, `BL-${rng.digits(5)}`, rid, { size: 8.5 });

  let y = 118;
  sectionBar(f, '1. Your Business', y, C);
  y += 20;
  let at = f.blank('Business Legal Name', 36, y, 340);
  f.value('legal_name', { 'application.legal_name': m.legal }, m.legal, at);
  at = f.blank('DBA (if different)', 390, y, 186);
  const dbaMode = m.dba ? rng.pick(['value', 'value', 'value', 'same'] as const) : rng.pick(['blank', 'filler', 'same'] as const);
  if (dbaMode === 'value') f.value('dba', { 'application.trade_name': m.dba }, m.dba!, at);
  else if (dbaMode === 'same') f.value('dba', {}, rng.pick(['SAME', 'Same', 'same as above']), at, { filler: true });
  else if (dbaMode === 'filler') f.value('dba', {}, filler(rng), at, { filler: true });
  y += 30;
  at = f.blank('Type of Business', 36, y, 200);
  f.value('industry', { 'application.industry': m.industryId }, m.industryText, at);
  at = f.blank('Time in Business', 250, y, 110);
  const yrs = 2025 - m.start.y;
  f.value('time_in_business', {}, rng.pick([`${yrs} yrs`, `${yrs} years`, `${yrs}+ years`, `since ${m.start.y}`]), at);
  at = f.blank('State', 374, y, 60);
  f.value('state', regionFields(m), rng.chance(0.6) ? m.region : m.regionName, at);
  at = f.blank('Business Phone', 448, y, 128);
  f.value('biz_phone', {}, m.phone, at);
  y += 30;
  at = f.blank('Federal Tax ID (optional)', 36, y, 160);
  const taxMode = rng.pick(['value', 'blank', 'filler'] as const);
  if (taxMode === 'value') f.value('tax_id', businessTaxFields(m), m.taxPrinted, at);
  else if (taxMode === 'filler') f.value('tax_id', {}, filler(rng), at, { filler: true });
  at = f.blank('Primary Bank', 210, y, 150);
  f.value('bank', {}, rng.pick(BANKS), at);
  at = f.blank('Avg. Monthly Deposits', 374, y, 202);
  f.value('monthly_sales', {}, fmtMoney(rng, rng.int(18, 160) * 1000), at);
  y += 36;

  sectionBar(f, '2. Funding', y, C);
  y += 20;
  if (rng.chance(0.55)) {
    at = f.blank('How much do you need?', 36, y, 200);
    f.value('amount', { 'application.requested_amount': m.amount }, fmtMoney(rng, m.amount, { k: true }), at);
  } else {
    f.text('How much do you need?', 36, y + 2, { size: 7.5 });
    const ranges = ['$5K-$25K', '$25K-$50K', '$50K-$100K', '$100K-$250K', '$250K+'];
    const idx = m.amount < 25000 ? 0 : m.amount < 50000 ? 1 : m.amount < 100000 ? 2 : m.amount < 250000 ? 3 : 4;
    let x = 140;
    for (const [i, r] of ranges.entries()) x = f.checkbox(`amount_range_${i}`, r, x, y + 1, i === idx) + 12;
  }
  at = f.blank('Use of funds', 450, y, 126);
  f.value('use', {}, rng.pick(USES), at);
  y += 36;

  sectionBar(f, '3. Owner', y, C);
  y += 20;
  const o = m.owners[0]!;
  at = f.blank('Owner Name', 36, y, 190);
  f.value('owner_name', nameFields(0, o), printedName(rng, o), at);
  at = f.blank('Title', 240, y, 90);
  f.value('owner_title', { [ownerPath(0, 'role')]: o.title }, o.title, at);
  at = f.blank('% Owned', 344, y, 50);
  f.value('owner_pct', { [ownerPath(0, 'ownership')]: o.pct }, rng.chance(0.5) ? `${o.pct}%` : String(o.pct), at);
  at = f.blank('Mobile', 408, y, 168);
  f.value('owner_cell', {}, usPhone(rng), at);
  y += 30;
  at = f.blank('Est. Credit Score (FICO)', 36, y, 120);
  const fico = rng.pick(['value', 'blank', 'filler', 'unsure'] as const);
  if (fico === 'value') f.value('owner_fico', { [ownerPath(0, 'credit_score')]: o.score }, String(o.score), at);
  else if (fico === 'filler') f.value('owner_fico', {}, filler(rng), at, { filler: true });
  else if (fico === 'unsure') f.value('owner_fico', {}, rng.pick(['not sure', "don't know", '?']), at, { filler: true });
  f.text('Other owners with 20% or more?', 170, y + 8, { size: 7.5 });
  f.checkbox('more_owners_yes', 'Yes', 290, y + 7, m.owners.length > 1);
  f.checkbox('more_owners_no', 'No', 330, y + 7, m.owners.length === 1);
  f.text('(we will send a short owner form)', 365, y + 8, { size: 6.5, oblique: true, color: '#666' });
  y += 40;

  sectionBar(f, 'Authorization', y, C, { style: 'rule' });
  y = finePrint(f, 'By signing below, the undersigned authorizes Brightline Capital, its affiliates and assigns to obtain business and personal ' +
    'credit reports, bank references and any other information deemed necessary to evaluate this request, and to share this application ' +
    'with funding partners. A soft inquiry does not affect your credit score. This is not a commitment to fund. Brightline Capital, ' +
    '410 Harbor Point Blvd, Suite 1200, Stamford, CT 06902 - (800) 555-0142.', 36, y + 18, PAGE_W - 72) + 26;
  signature(f, 50, y, rng);
  f.line(36, y + 22, 300, y + 22, 0.5);
  f.text('Signature', 36, y + 25, { size: 6.5, color: '#333' });
  at = { x: 340, y: y + 8, w: 110 };
  f.line(338, y + 22, 460, y + 22, 0.5);
  f.text('Date', 338, y + 25, { size: 6.5, color: '#333' });
  f.value('sign_date', {}, `${rng.int(1, 12)}/${rng.int(1, 28)}/2025`, at);
  finePrint(f, 'BL-QA rev. 03/2024 | Brightline Capital is a purchaser of future receivables, not a lender.', 36, 760, PAGE_W - 72, 5.5);
}
