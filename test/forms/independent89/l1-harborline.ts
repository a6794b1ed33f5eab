// Harborline Capital Partners: one landscape sheet (792 x 612, no /Rotate) with the form laid out across in three
// columns (business | request, advances, bank | principals) under a navy band; labels left of their lines.
import { date, money } from './format.ts';
import type { Ctx, Layout } from './layout.ts';
import { row, scribble, type Look } from './parts.ts';

const NAVY = '#1f3a5f';
const LOOK: Look = { place: 'left', font: 'Helvetica', size: 7, color: '#333333', labelW: 74, line: '#7a8aa0' };

function heading(ctx: Ctx, x: number, y: number, w: number, n: string, title: string): number {
  const f = ctx.s.frame(1, 792, 612, 0);
  ctx.s.rect(f, x, y, 16, 13, { fill: NAVY });
  ctx.s.text(f, x + 4.5, y + 2.5, n, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
  ctx.s.text(f, x + 22, y + 2.5, title, { font: 'Helvetica-Bold', size: 9, color: NAVY });
  ctx.s.line(f, x, y + 15, x + w, y + 15, 1, NAVY);
  return y + 18;
}

function draw(ctx: Ctx): void {
  const { s, c, fl, rng } = ctx;
  s.valueFont = rng.pick(['Courier', 'Helvetica']);
  s.valueSize = 8.5;
  s.addPage(792, 612);
  const f = s.frame(1, 792, 612, 0);
  const b = c.business, d = c.decoys;
  s.rect(f, 0, 0, 792, 48, { fill: NAVY });
  s.text(f, 28, 10, 'HARBORLINE CAPITAL PARTNERS', { font: 'Helvetica-Bold', size: 17, color: '#ffffff' });
  s.text(f, 28, 31, 'Working Capital Application  \u2022  please print clearly and complete every section', { size: 8, color: '#c9d6e8' });
  s.text(f, 560, 12, 'Harborline Capital Partners LLC', { size: 7, color: '#c9d6e8', align: 'right', width: 204 });
  s.text(f, 560, 22, '400 Wharf Street, Suite 9, Baltimore', { size: 7, color: '#c9d6e8', align: 'right', width: 204 });

  const W = 230, X1 = 26, X2 = 281, X3 = 536;
  // Column 1: the business.
  let y = heading(ctx, X1, 60, W, '1', 'THE BUSINESS');
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_legal', label: 'Legal Name', fill: fl.legal() }]);
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_dba', label: 'Trading As (DBA)', fill: fl.dba() }]);
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_entity', label: 'Legal Structure', fill: fl.entity() }]);
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_industry', label: 'What You Sell/Do', fill: fl.industry() }]);
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_taxid', label: b.taxType === 'EIN' ? 'Federal Tax ID' : 'Tax ID (EIN/SSN)', fill: fl.taxId() }]);
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_street', label: 'Street Address', fill: b.address.street, decoy: true }]);
  const small: Look = { ...LOOK, labelW: undefined };
  y = row(s, f, small, X1, y, W, [{ key: 'hl_city', label: 'City', fill: b.address.city, decoy: true }, { key: 'hl_state', label: 'State', fill: fl.region() },
    { key: 'hl_zip', label: 'Zip', fill: b.address.postal, decoy: true }], [2.2, 1, 1.3], 5);
  y = row(s, f, small, X1, y, W, [{ key: 'hl_start', label: 'Business Start Date', fill: fl.start(rng.pick(['us', 'us-short', 'long'] as const)) },
    { key: 'hl_years', label: 'Yrs', fill: fl.years(), decoy: true }], [3, 1], 5);
  y = row(s, f, small, X1, y, W, [{ key: 'hl_inc', label: 'State of Incorporation', fill: b.incState, decoy: true },
    { key: 'hl_emp', label: '# Employees', fill: String(b.employees), decoy: true }], [1.4, 1], 5);
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_phone', label: 'Business Phone', fill: b.phone, decoy: true }]);
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_email', label: 'Business Email', fill: b.email, decoy: true }]);
  y = row(s, f, LOOK, X1, y, W, [{ key: 'hl_web', label: 'Website', fill: b.website, decoy: true }]);
  row(s, f, LOOK, X1, y, W, [{ key: 'hl_sales', label: 'Avg Monthly Sales', fill: money(b.monthlySales, 'dollar'), decoy: true }]);

  // Column 2: the request, current advances, bank, landlord.
  y = heading(ctx, X2, 60, W, '2', 'THE REQUEST');
  y = row(s, f, LOOK, X2, y, W, [{ key: 'hl_amount', label: 'Amount Needed', fill: fl.amount(rng.pick(['dollar', 'dollar-cents', 'spaced'] as const)) }]);
  y = row(s, f, LOOK, X2, y, W, [{ key: 'hl_use', label: 'Use of Proceeds', fill: c.request.use, decoy: true }]);
  y = row(s, f, LOOK, X2, y, W, [{ key: 'hl_payment', label: 'Proposed Payment', fill: fl.payment('dollar-cents') }]);
  y = row(s, f, small, X2, y, W, [{ key: 'hl_count', label: 'No. of Payments', fill: fl.count() }, { key: 'hl_freq', label: 'Paid', fill: fl.freq() }], [1, 1.1], 5);
  y = heading(ctx, X2, y + 6, W, '3', 'ADVANCES YOU CARRY TODAY');
  s.text(f, X2, y, 'Funder', { size: 6.5, color: '#555555' });
  s.text(f, X2 + 112, y, 'Balance', { size: 6.5, color: '#555555' });
  s.text(f, X2 + 172, y, 'Payment', { size: 6.5, color: '#555555' });
  for (let i = 0; i < 3; i++) {
    const fu = d.funders[i];
    const ly = y + 20 + i * 16;
    s.line(f, X2, ly, X2 + W, ly, 0.4, '#7a8aa0');
    if (!fu) { s.decoy(f, `hl_fu${i}`, X2, ly, 108, ''); continue; }
    s.decoy(f, `hl_fu${i}`, X2, ly, 108, fu.name);
    s.decoy(f, `hl_fub${i}`, X2 + 110, ly, 58, money(fu.balance, 'dollar'));
    s.decoy(f, `hl_fup${i}`, X2 + 170, ly, 60, `${money(fu.payment, 'dollar')}/${fu.freq === 'daily' ? 'day' : 'wk'}`);
  }
  y = heading(ctx, X2, y + 72, W, '4', 'DEPOSIT ACCOUNT & PREMISES');
  y = row(s, f, LOOK, X2, y, W, [{ key: 'hl_bank', label: 'Bank Name', fill: d.bank, decoy: true }]);
  y = row(s, f, LOOK, X2, y, W, [{ key: 'hl_routing', label: 'ABA / Routing #', fill: d.routing, decoy: true }]);
  y = row(s, f, LOOK, X2, y, W, [{ key: 'hl_account', label: 'Account #', fill: d.account, decoy: true }]);
  y = row(s, f, LOOK, X2, y, W, [{ key: 'hl_landlord', label: b.owns ? 'Mortgage Holder' : 'Landlord', fill: d.landlord, decoy: true }]);
  row(s, f, small, X2, y, W, [{ key: 'hl_llphone', label: 'Phone', fill: d.landlordPhone, decoy: true },
    { key: 'hl_rent', label: 'Monthly', fill: money(b.rent, 'dollar'), decoy: true }], [1.4, 1], 5);

  // Column 3: the principals.
  y = heading(ctx, X3, 60, W, '5', 'THE PRINCIPALS');
  c.owners.forEach((_, i) => {
    s.text(f, X3, y + 1, i === 0 ? 'Principal' : 'Second principal (20% or more)', { font: 'Helvetica-BoldOblique', size: 7, color: NAVY });
    y += 9;
    y = row(s, f, LOOK, X3, y, W, [{ key: `hl_o${i}name`, label: 'Full Name', fill: fl.ownerName(i, rng.pick(['full', 'first-last'] as const)) }]);
    y = row(s, f, small, X3, y, W, [{ key: `hl_o${i}title`, label: 'Title', fill: fl.title(i) }, { key: `hl_o${i}pct`, label: '% Owned', fill: fl.ownership(i, rng.chance(0.5)) }], [1.6, 1], 5);
    y = row(s, f, small, X3, y, W, [{ key: `hl_o${i}ssn`, label: c.owners[i]!.taxType === 'ITIN' ? 'ITIN' : 'SSN', fill: fl.ownerTax(i) },
      { key: `hl_o${i}dob`, label: 'DOB', fill: fl.dob(i, rng.pick(['us', 'long', 'abbr'] as const)) }], [1.1, 1], 5);
    y = row(s, f, small, X3, y, W, [{ key: `hl_o${i}fico`, label: 'Est. FICO', fill: fl.score(i) }, { key: `hl_o${i}cell`, label: 'Cell', fill: c.owners[i]!.cell, decoy: true }], [1, 1.5], 5);
    const h = c.owners[i]!.home;
    y = row(s, f, LOOK, X3, y, W, [{ key: `hl_o${i}home`, label: 'Home Address', fill: `${h.street}, ${h.city}, ${h.region} ${h.postal}`, decoy: true }]);
    y = row(s, f, LOOK, X3, y, W, [{ key: `hl_o${i}email`, label: 'Email', fill: c.owners[i]!.email, decoy: true }]) + 4;
  });

  // Across the foot: consent, signatures, the ISO's box.
  s.line(f, 26, 470, 766, 470, 1, NAVY);
  s.para(f, 26, 476, 740, 'By signing below, each principal certifies that the information on this application is true and complete, and authorizes ' +
    'Harborline Capital Partners, its assigns and any funding source it presents this application to, to obtain consumer and business credit reports, ' +
    'verify bank and trade references, and contact the landlord named above. This is an application, not a commitment to fund. Harborline Capital Partners ' +
    'may share this application with funding sources; a funder, not Harborline, decides whether to purchase receivables and on what terms.', { size: 6.8, color: '#333333' });
  c.owners.slice(0, 2).forEach((_, i) => {
    const x = 26 + i * 250;
    scribble(s, f, x, 540, 180, 7 + i * 31 + c.request.amount);
    s.line(f, x, 540, x + 180, 540, 0.6);
    s.text(f, x, 543, `Signature of ${i === 0 ? 'principal' : 'second principal'}`, { size: 6.5, color: '#555555' });
    s.decoy(f, `hl_sigdate${i}`, x, 564, 90, date('2026-01-0' + (2 + i), 'us'));
    s.line(f, x, 564, x + 90, 564, 0.4);
    s.text(f, x, 567, 'Date', { size: 6.5, color: '#555555' });
  });
  s.rect(f, 536, 528, 230, 66, { stroke: NAVY, width: 0.8 });
  s.text(f, 542, 532, 'ISO / REFERRING PARTNER (office use)', { font: 'Helvetica-Bold', size: 6.5, color: NAVY });
  s.decoy(f, 'hl_iso', 542, 556, 218, `${d.isoName}, ${d.isoCompany}`, { size: 7.5 });
  s.decoy(f, 'hl_isoid', 542, 572, 100, d.isoId, { size: 7.5 });
  s.decoy(f, 'hl_isophone', 650, 572, 110, d.isoPhone, { size: 7.5 });
  s.decoy(f, 'hl_isorev', 542, 588, 218, `Avg. revenue ${money(b.annualRevenue, 'dollar')}/yr`, { size: 7.5 });
  s.text(f, 26, 598, 'HCP-APP rev. 11/2025', { size: 5.5, color: '#888888' });
}

export const HARBORLINE: Layout = { name: 'harborline-landscape', broker: 'Harborline Capital Partners', country: () => 'US', maxOwners: 2,
  soleProp: true, terms: 'maybe', draw };
