// Meridian Bridge Capital (Canada): a one-page portrait form fed sideways through a scanner: a landscape page whose
// content is turned 90 or 270 degrees (by seed) with no /Rotate, so the form reads sideways until the page is turned.
// Bilingual section heads, labels under their lines, Operating Name (O/A), BN with program account, SIN, PIPEDA consent.
import { money } from './format.ts';
import type { Ctx, Layout } from './layout.ts';
import { row, scribble, type Look } from './parts.ts';
import type { Frame } from './sheet.ts';

const MAROON = '#7a1f2b';
const LOOK: Look = { place: 'below', font: 'Helvetica-Oblique', size: 6, color: '#555555', line: '#333333' };
const L = 58, W = 520;

function head(ctx: Ctx, f: Frame, y: number, n: number, en: string, fr: string): number {
  ctx.s.text(f, L, y, `${n}.`, { font: 'Helvetica-Bold', size: 11, color: MAROON });
  ctx.s.text(f, L + 16, y, en, { font: 'Helvetica-Bold', size: 10, color: MAROON });
  ctx.s.doc.font('Helvetica-Bold').fontSize(10);
  ctx.s.text(f, L + 22 + ctx.s.doc.widthOfString(en), y + 2, `/ ${fr}`, { font: 'Helvetica-Oblique', size: 8, color: '#8a5a60' });
  ctx.s.line(f, L, y + 14, L + W, y + 14, 0.8, MAROON);
  return y + 18;
}

function draw(ctx: Ctx): void {
  const { s, c, fl, rng } = ctx;
  const b = c.business, d = c.decoys;
  s.valueFont = rng.pick(['Courier', 'Helvetica']);
  s.valueSize = 9;
  // Fed sideways: the sheet lies on its side in a landscape page and nothing says so (/Rotate absent).
  const f = s.frame(s.addPage(792, 612), 612, 792, rng.pick([90, 270] as const));
  s.rect(f, 0, 0, 22, 792, { fill: MAROON });
  s.text(f, L, 36, 'MERIDIAN BRIDGE CAPITAL', { font: 'Helvetica-Bold', size: 18, color: MAROON });
  s.text(f, L, 58, 'Business Funding Application  |  Demande de financement d\u2019entreprise', { size: 9, color: '#444444' });
  s.text(f, L + W - 150, 36, 'Toronto \u2022 Montr\u00e9al \u2022 Calgary', { size: 7.5, color: '#444444', align: 'right', width: 150 });
  s.text(f, L + W - 150, 47, 'All amounts in Canadian dollars', { size: 7.5, color: '#444444', align: 'right', width: 150 });

  let y = head(ctx, f, 80, 1, 'The Business', 'L\u2019entreprise');
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_legal', label: 'Legal business name (as registered)', fill: fl.legal() },
    { key: 'mb_oa', label: 'Operating name (O/A)', fill: fl.dba() }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_bn', label: 'Business Number (BN) incl. program account', fill: fl.taxId() },
    { key: 'mb_form', label: 'Legal form of business', fill: fl.entity() },
    { key: 'mb_start', label: 'Date established (YYYY-MM-DD)', fill: fl.start(rng.pick(['iso', 'iso', 'long'] as const)) }], [1.3, 1, 1]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_street', label: 'Street address', fill: b.address.street, decoy: true },
    { key: 'mb_city', label: 'City', fill: b.address.city, decoy: true }, { key: 'mb_prov', label: 'Province', fill: fl.region(rng.chance(0.5)) },
    { key: 'mb_postal', label: 'Postal code', fill: b.address.postal, decoy: true }], [2, 1.2, 1.1, 0.8]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_nature', label: 'Nature of business', fill: fl.industry() },
    { key: 'mb_phone', label: 'Telephone', fill: b.phone, decoy: true }, { key: 'mb_email', label: 'Email', fill: b.email, decoy: true }], [1.4, 1, 1.4]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_juris', label: 'Jurisdiction of incorporation', fill: b.incState, decoy: true },
    { key: 'mb_emp', label: 'Employees', fill: String(b.employees), decoy: true }, { key: 'mb_sales', label: 'Average monthly sales', fill: money(b.monthlySales, 'dollar'), decoy: true },
    { key: 'mb_premises', label: b.owns ? 'Premises owned; mortgagee' : 'Premises leased; landlord', fill: d.landlord, decoy: true }], [1, 0.6, 1, 1.6]);

  y = head(ctx, f, y + 6, 2, 'Financing Requested', 'Financement demand\u00e9');
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_amount', label: 'Amount requested', fill: fl.amount(rng.pick(['cad', 'cad-suffix', 'dollar'] as const)) },
    { key: 'mb_payment', label: 'Preferred remittance', fill: fl.payment('dollar-cents') }, { key: 'mb_count', label: 'Number of remittances', fill: fl.count() },
    { key: 'mb_freq', label: 'Remittance frequency', fill: fl.freq() }], [1.2, 1, 1, 1]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_use', label: 'Intended use of funds', fill: c.request.use, decoy: true }]);

  y = head(ctx, f, y + 6, 3, 'Principals (owners of 20% or more)', 'Dirigeants');
  const nameStyle = rng.pick(['last-first', 'first-last', 'full'] as const);
  const dobStyle = rng.pick(['iso', 'long'] as const);
  c.owners.forEach((o, i) => {
    s.text(f, L, y + 1, `Principal ${String.fromCharCode(65 + i)}`, { font: 'Helvetica-Bold', size: 7.5, color: '#333333' });
    y += 8;
    y = row(s, f, LOOK, L, y, W, [{ key: `mb_o${i}name`, label: nameStyle === 'last-first' ? 'Name (last, first)' : 'Full name', fill: fl.ownerName(i, nameStyle) },
      { key: `mb_o${i}pos`, label: 'Position', fill: fl.title(i) }, { key: `mb_o${i}pct`, label: '% owned', fill: fl.ownership(i) },
      { key: `mb_o${i}sin`, label: 'Social Insurance Number (SIN)', fill: fl.ownerTax(i) }, { key: `mb_o${i}dob`, label: 'Date of birth', fill: fl.dob(i, dobStyle) }],
    [1.7, 1.1, 0.55, 1.25, 1]);
    y = row(s, f, LOOK, L, y, W, [{ key: `mb_o${i}home`, label: 'Residential address', fill: `${o.home.street}, ${o.home.city} ${o.home.region} ${o.home.postal}`, decoy: true },
      { key: `mb_o${i}cell`, label: 'Mobile', fill: o.cell, decoy: true }, { key: `mb_o${i}score`, label: 'Credit score, if known', fill: fl.score(i) }], [2.6, 1, 0.9]);
  });

  y = head(ctx, f, y + 6, 4, 'Banking & Existing Financing', 'Renseignements bancaires');
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_bank', label: 'Financial institution', fill: d.bank, decoy: true },
    { key: 'mb_transit', label: 'Transit-institution no.', fill: d.routing, decoy: true }, { key: 'mb_acct', label: 'Account no.', fill: d.account, decoy: true }], [1.6, 1, 1]);
  const fu = d.funders[0];
  y = row(s, f, LOOK, L, y, W, [{ key: 'mb_lender', label: 'Existing lender / funder', fill: fu?.name ?? 'None', decoy: true },
    { key: 'mb_lbal', label: 'Balance owing', fill: fu ? money(fu.balance, 'dollar') : '', decoy: true },
    { key: 'mb_lpay', label: 'Payment', fill: fu ? `${money(fu.payment, 'dollar')} ${fu.freq}` : '', decoy: true }], [1.6, 1, 1]);

  y = head(ctx, f, y + 6, 5, 'Consent', 'Consentement');
  y = s.para(f, L, y + 2, W, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each principal named above consents ' +
    'to Meridian Bridge Capital collecting, using and disclosing the personal information in this application, including obtaining credit reports from ' +
    'Equifax Canada and TransUnion Canada, to assess this request and to present it to funding partners. The information given is true and complete. ' +
    'This consent may be withdrawn on written notice, subject to legal and contractual restrictions.', { size: 7, color: '#333333' }) + 24;
  c.owners.slice(0, 2).forEach((_, i) => {
    const x = L + i * 265;
    scribble(s, f, x, y, 160, 5 + i * 13 + c.request.amount);
    s.line(f, x, y, x + 160, y, 0.6);
    s.text(f, x, y + 2, `Signature \u2014 Principal ${String.fromCharCode(65 + i)}`, { font: 'Helvetica-Oblique', size: 6, color: '#555555' });
    s.decoy(f, `mb_sd${i}`, x + 170, y, 70, '2026-01-07');
    s.line(f, x + 170, y, x + 240, y, 0.6);
    s.text(f, x + 170, y + 2, 'Date', { font: 'Helvetica-Oblique', size: 6, color: '#555555' });
  });
  s.text(f, L, 772, `MBC-APP-CA v4  \u2022  Referred by ${d.isoCompany} (${d.isoId})`, { size: 6.5, color: '#777777' });
}

export const MERIDIAN: Layout = { name: 'meridian-fed-sideways', broker: 'Meridian Bridge Capital', country: () => 'CA', maxOwners: 3,
  soleProp: false, terms: 'maybe', draw };
