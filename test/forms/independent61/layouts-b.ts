// Set 61, layouts 5-7: a Georgia ISO, an Alberta / BC broker, and a one-page quick app.
import type { Rng } from '../../statements/generator/prng.ts';
import { biz, checkRow, decoys, entityRow, owner, row } from './blocks.ts';
import { type Merchant } from './data.ts';
import { header, signatures } from './layouts-a.ts';
import type { Sheet } from './sheet.ts';

const X = 36; const W = 540;
const A = 'application.';

/** Peachtree Advance Partners (Atlanta): two pages, placements mixed within the form, stacked principals, footer. */
export function peachtree(s: Sheet, m: Merchant, r: Rng): void {
  let y = header(s, 'Peachtree Advance Partners', 'Revenue-Based Funding Application', '3340 Peachtree Rd NE, Ste 1800, Atlanta, GA 30326', 'P: 404-555-0163', '#c0392b');
  const b = biz(m, r); const d = decoys(m, r);
  s.heading('BUSINESS PROFILE', X, y, W, '#c0392b'); y += 20;
  y += row(s, X, y, W, [b.legal], 'left'); y += row(s, X, y, W, [b.dba, b.entity], 'left');
  y += row(s, X, y, W, [b.street, b.city], 'inside', 0);
  y += row(s, X, y, W, [b.tax, { ...b.start, label: 'Date Business Started' }, { ...b.years, w: 110 }], 'above');
  y += row(s, X, y, W, [b.industry, b.phone], 'left'); y += row(s, X, y, W, [b.email, b.employees], 'left');
  checkRow(s, X, y, 'Home-based?', ['Yes', 'No'], m.homeBased ? 0 : 1, {}); y += 16;
  y += row(s, X, y, W, d.landlord, 'above');
  y += row(s, X, y, W, d.bank, 'above');
  s.heading('FUNDING NEEDS', X, y, W, '#c0392b'); y += 20;
  y += row(s, X, y, W, [b.amount, b.sales], 'left'); y += row(s, X, y, W, [b.use], 'left');
  s.heading('EXISTING ADVANCES', X, y, W, '#c0392b'); y += 20;
  y += row(s, X, y, W, d.funder, 'left');
  s.label('Peachtree Advance Partners  |  3340 Peachtree Rd NE, Atlanta, GA 30326  |  404-555-0163', X, 752, 7);
  s.addPage(); y = 40;
  s.heading('PRINCIPAL INFORMATION', X, y, W, '#c0392b'); y += 18;
  s.label('Ownership must total 100%. Attach a separate sheet for additional owners.', X, y, 7); y += 12;
  m.owners.forEach((o, i) => { const ow = owner(o, i, r, m.country, r.chance(0.4));
    s.label(`Owner / Officer ${i + 1}`, X, y, 8, true); y += 12;
    y += row(s, X, y, W, [{ ...ow.name, label: 'Name' }, ow.role], 'left');
    y += row(s, X, y, W, [ow.pct, ow.id, ow.dob], 'above'); y += row(s, X, y, W, [ow.home, ow.credit], 'left') + 6; });
  y += row(s, X, y, W, [{ label: 'How did you hear about us?', text: m.referral, paths: {} }], 'left');
  signatures(s, y + 6, m.owners.length);
  s.label('Peachtree Advance Partners  |  3340 Peachtree Rd NE, Atlanta, GA 30326  |  404-555-0163', X, 752, 7);
}

/** Maple Leaf Business Capital (Calgary): Canadian layout: O/A, BN with program account, province, SIN, PIPEDA. */
export function mapleLeaf(s: Sheet, m: Merchant, r: Rng): void {
  let y = header(s, 'Maple Leaf Business Capital', 'Canadian Merchant Funding Application', '605 5 Ave SW, Suite 2100, Calgary, AB T2P 3H5', '1-403-555-0126', '#a31621');
  const b = biz(m, r); const d = decoys(m, r);
  const cad = (t: string | null) => (t === null ? null : r.chance(0.5) ? `CAD ${t.replace(/^\$\s?/, '')}` : t);
  s.heading('Business Profile', X, y, W, '#a31621'); y += 20;
  y += row(s, X, y, W, [b.legal, b.dba], 'above'); y += row(s, X, y, W, [b.street, b.city], 'above');
  s.label('Country:', X, y + 2, 8); s.value('Canada', X + 40, y + 1, 100, { [`${A}country`]: 'Canada' }); y += 16;
  y += row(s, X, y, W, [b.tax, b.start, b.phone], 'above');
  y += entityRow(s, m, X, y, ['Corporation', 'Sole Proprietorship', 'Partnership'], 'Business Structure:') + 6;
  y += row(s, X, y, W, [b.industry, b.email], 'left');
  checkRow(s, X, y, 'Operated from home?', ['Yes', 'No'], m.homeBased ? 0 : 1, {}); y += 16;
  s.heading('Funding Needs', X, y, W, '#a31621'); y += 20;
  y += row(s, X, y, W, [{ ...b.amount, text: cad(b.amount.text) }, b.use, { ...b.sales, text: cad(b.sales.text) }], 'above');
  s.heading('Principal Information (ownership must total 100%)', X, y, W, '#a31621'); y += 20;
  m.owners.forEach((o, i) => { const ow = owner(o, i, r, 'CA');
    y += row(s, X, y, W, [ow.name, ow.role, { ...ow.pct, w: 70 }], 'inside', 0); y += row(s, X, y, W, [ow.id, ow.dob, ow.home], 'inside', 0) + 6; });
  s.heading('Banking', X, y, W, '#a31621'); y += 20;
  y += row(s, X, y, W, d.bank, 'above');
  y += row(s, X, y, W, [{ label: 'How did you hear about us?', text: m.referral, paths: {} }, d.landlord[0]!], 'left');
  s.label('PIPEDA consent: you consent to the collection, use and disclosure of your personal information, including credit bureau reports, for the purpose of assessing this application, in accordance with the Personal Information Protection and Electronic Documents Act.', X, y, 6.5, false, W);
  signatures(s, y + 30, m.owners.length);
}

/** Desert Bloom Funding (Phoenix): one-page quick app, boxes with labels inside, owners in two columns, payment terms. */
export function desertBloom(s: Sheet, m: Merchant, r: Rng): void {
  let y = header(s, 'desert bloom FUNDING', 'One-Page Quick App - funding in 24 hrs', '2398 E Camelback Rd, Phoenix, AZ 85016', 'Call/Text 602-555-0190', '#6a4c93');
  const b = biz(m, r); const d = decoys(m, r);
  s.heading('Business Profile', X, y, W, '#6a4c93'); y += 16;
  y += row(s, X, y, W, [b.legal, b.dba], 'inside', 0);
  y += row(s, X, y, W, [b.street, b.city, { ...b.phone, w: 100 }], 'inside', 0);
  y += row(s, X, y, W, [b.entity, b.tax, b.start, { ...b.years, w: 60 }], 'inside', 0);
  y += row(s, X, y, W, [b.industry, b.email, { ...b.employees, w: 60 }], 'inside', 0);
  checkRow(s, X, y + 2, 'Home-based business', ['Yes', 'No'], m.homeBased ? 0 : 1, {}); y += 16;
  s.heading('Funding Needs', X, y, W, '#6a4c93'); y += 16;
  const freqText = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.freq];
  y += row(s, X, y, W, [b.amount, b.payment, b.nPayments, { label: 'Frequency', text: freqText, paths: { [`${A}payment_frequency`]: m.freq } }], 'inside', 0);
  y += row(s, X, y, W, [b.use, ...d.funder.slice(0, 2)], 'inside', 0);
  s.heading('Principal Information', X, y, W, '#6a4c93'); y += 16;
  const top = y; let bottom = y;
  m.owners.slice(0, 2).forEach((o, i) => { const ow = owner(o, i, r, m.country); const x = X + i * 272; let yy = top;
    for (const item of [ow.name, ow.role, ow.pct, ow.id, ow.dob, ow.credit]) yy += row(s, x, yy, 266, [item], i === 0 ? 'left' : 'left');
    bottom = Math.max(bottom, yy); });
  y = bottom; s.label('Ownership must total 100%', X, y, 7); y += 12;
  y += row(s, X, y, W, d.bank, 'inside', 0);
  y += row(s, X, y, W, [d.landlord[0]!, { label: 'How did you hear about us?', text: m.referral, paths: {} }], 'inside', 0);
  signatures(s, y + 4, Math.min(2, m.owners.length));
  s.label('Desert Bloom Funding LLC  -  2398 E Camelback Rd, Phoenix, AZ 85016  -  602-555-0190', X, 760, 6.5);
}
