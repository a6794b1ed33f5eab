// Layout 4, "northmark_multi": Northmark Business Capital's multi-location application, US or Canadian. A shaded
// label column, a locations table of 2-5 sites where only the row ticked HQ gives the business's state or province
// (the other sites' states, landlords and sales are not the application's), incorporation jurisdiction as a decoy,
// principals in a grid on page 2 with home addresses under each, bank numbers, and for Canada: Operating name (O/A),
// a Business Number with its program account (or bare, with a BN/SIN box ticked), SINs, postal codes and PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet, ValueOpts } from './canvas.ts';
import { address, af, businessTax, businessTaxFields, dbaFields, nameFields, otherPlace, ownerTax, ownerTaxFields, regionFields,
  type Address, type Merchant } from './data.ts';
import { date, dateStyle, money, moneyStyle, pct, personName } from './format.ts';
import { BANKS_CA, BANKS_US, INC_CA, INC_STATES_US, LANDLORDS } from './pools.ts';

const RED = '#9b1c1c', SHADE = '#ececec';
const L = 30, R = 582, W = R - L;

/** A shaded label cell, then the value cell. */
function lc(s: Sheet, key: string, label: string, text: string, x: number, y: number, w: number, lw: number, o: ValueOpts = {}): void {
  s.rect(x, y, lw, 19, { fill: SHADE, stroke: '#8a8a8a', lw: 0.5 });
  s.text(label, x + 3, y + 6, { font: 'narrow', size: 7.3 });
  s.rect(x + lw, y, w - lw, 19, { stroke: '#8a8a8a', lw: 0.5 });
  s.value(key, text, x + lw + 3, y + 2.5, w - lw - 6, { h: 14, ...o });
}
function band(s: Sheet, title: string, y: number): number {
  s.rect(L, y, W, 14, { fill: '#333333' });
  s.text(title, L + 5, y + 3.5, { font: 'narrowB', size: 8, color: '#ffffff' });
  return y + 14;
}

export function drawNorthmark(s: Sheet, m: Merchant, rng: Rng): void {
  const ca = m.country === 'CA';
  s.text('NORTHMARK', L, 24, { font: 'narrowB', size: 20, color: RED });
  s.text('BUSINESS CAPITAL', L + 118, 31, { font: 'narrow', size: 10, color: '#333333' });
  s.line(L, 50, R, 50, 1.5, RED);
  s.text(ca ? 'MULTI-LOCATION APPLICATION - CANADA' : rng.pick(['MULTI-LOCATION BUSINESS APPLICATION', 'MULTI-SITE MERCHANT APPLICATION']), 330, 22,
    { font: 'narrowB', size: 10.5, width: 252, align: 'right' });
  s.text(ca ? 'Demande de financement - entreprises a etablissements multiples' : 'For businesses operating two or more locations', 330, 36,
    { font: 'narrow', size: 7.5, width: 252, align: 'right', color: '#555555' });

  let y = band(s, ca ? 'A.  COMPANY / ENTREPRISE' : 'A.  COMPANY', 60);
  lc(s, 'legal', ca ? 'Legal name (dénomination)' : rng.pick(['Legal entity name', 'Full legal name']), m.legal, L, y, W, 120, { fields: { legal_name: m.legal } });
  y += 19;
  const dba = m.tradeName ?? rng.pick(['', 'N/A', m.legal]);
  lc(s, 'dba', ca ? 'Operating name (O/A)' : rng.pick(['Trade name (DBA)', 'Brand / DBA']), dba, L, y, W, 120, { fields: dbaFields(dba, m.legal) });
  y += 19;
  s.rect(L, y, 120, 19, { fill: SHADE, stroke: '#8a8a8a', lw: 0.5 });
  s.text('Legal structure', L + 3, y + 6, { font: 'narrow', size: 7.3 });
  s.rect(L + 120, y, W - 120, 19, { stroke: '#8a8a8a', lw: 0.5 });
  const labels = ca ? ['Corporation', 'Partnership', 'Sole Proprietorship', 'ULC'] : ['Corporation', 'LLC', 'Partnership', 'Sole Proprietorship'];
  const ids = ca ? ['ca_corporation', 'general_partnership', 'sole_proprietorship', 'ca_ulc'] : ['c_corporation', 'llc', 'general_partnership', 'sole_proprietorship'];
  const k = ids.indexOf(m.entity.id);
  const ew = s.options('entity', labels, k >= 0 ? k : null, L + 126, y + 5, { font: 'narrow', size: 7.5, gap: 14, fields: { type_of_entity: m.entity.id } });
  s.check('entity', 'Other:', L + 126 + ew, y + 5, k < 0, { font: 'narrow', size: 7.5 });
  if (k < 0) s.value('entity_other', m.entity.text, L + 160 + ew, y + 2, 110, { fields: { type_of_entity: m.entity.id }, h: 14 });
  y += 19;
  const tax = businessTax(m, rng, { bareOk: true });
  const half = W / 2;
  if (ca) {
    lc(s, 'taxid', 'BN / SIN (sole prop.)', tax.text, L, y, half, 120, { fields: businessTaxFields(tax) });
    s.rect(L + half, y, half, 19, { stroke: '#8a8a8a', lw: 0.5 });
    s.text('Number is a:', L + half + 5, y + 6, { font: 'narrow', size: 7.3 });
    const bare = /^\d{9}$/.test(tax.text.replace(/[ -]/g, ''));
    const box = bare || rng.chance(0.7) ? (tax.type === 'SIN' ? 1 : 0) : null;
    s.options('taxtype', ['BN', 'SIN'], box, L + half + 60, y + 5, { font: 'narrow', size: 7.5, fieldsFor: (i) => ({ business_tax_id_type: i ? 'SIN' : 'BN' }) });
  } else {
    lc(s, 'taxid', tax.text.includes('-') ? 'Federal tax ID' : 'Federal tax ID (EIN)', tax.text, L, y, half, 120, { fields: businessTaxFields(tax) });
    lc(s, 'incorp', 'State of incorporation', m.sole ? '' : rng.pick(INC_STATES_US.filter((st) => st !== m.address.region && st !== m.address.regionName)), L + half, y, half, 110, { decoy: true });
  }
  y += 19;
  const ds = dateStyle(rng, m.start, m.country);
  lc(s, 'start', ca ? 'Date business commenced' : 'Business start date', date(m.start, ds), L, y, half, 120, { fields: { business_start_date: m.start } });
  if (ca) lc(s, 'incorp', 'Jurisdiction of incorporation', m.entity.id === 'ca_corporation' ? rng.pick([...INC_CA, otherPlace(rng, 'CA', m.address.region).name]) : '',
    L + half, y, half, 110, { decoy: true });
  else lc(s, 'web', 'Website', m.website ?? '', L + half, y, half, 110);
  y += 19;
  lc(s, 'industry', rng.pick(['Nature of business', 'Industry / primary activity', 'What does the business do?']), rng.chance(0.92) ? m.industry.text : '',
    L, y, half, 120, { fields: { industry: m.industry.id } });
  lc(s, 'email', 'Head-office e-mail', m.email, L + half, y, half, 110);
  y += 28;

  y = locations(s, m, rng, y);

  y = band(s, ca ? 'C.  FUNDING REQUEST (CAD)' : 'C.  FUNDING REQUEST', y + 10);
  lc(s, 'amount', rng.pick(['Amount requested', 'Total funding requested', 'Capital needed']), money(m.amount, moneyStyle(rng, m.country)), L, y, half, 120,
    { fields: { requested_amount: m.amount } });
  lc(s, 'use', 'Use of funds', m.use, L + half, y, half, 80);
  y += 19;
  s.rect(L, y, 120, 19, { fill: SHADE, stroke: '#8a8a8a', lw: 0.5 });
  s.text('Remittance preferred', L + 3, y + 6, { font: 'narrow', size: 7.3 });
  s.rect(L + 120, y, W - 120, 19, { stroke: '#8a8a8a', lw: 0.5 });
  const freqs = ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], fid = ['daily', 'weekly', 'biweekly', 'monthly'];
  s.options('frequency', freqs, rng.weighted([[0, 3], [1, 4], [2, 1], [3, 1], [null, 2]] as const), L + 126, y + 5,
    { font: 'narrow', size: 7.5, gap: 16, fieldsFor: (i) => ({ payment_frequency: fid[i]! }) });

  s.addPage();
  principals(s, m, rng);
}

function locations(s: Sheet, m: Merchant, rng: Rng, y0: number): number {
  const ca = m.country === 'CA';
  let y = band(s, ca ? 'B.  LOCATIONS / ETABLISSEMENTS  (tick the head office)' : 'B.  LOCATIONS  (check the headquarters)', y0);
  const cols: [string, number][] = [['#', 16], ['Street address', 140], ['City', 78], [ca ? 'Prov.' : 'State', 36], [ca ? 'Postal code' : 'ZIP', 52],
    [ca ? 'Head office' : 'HQ', 34], ['Own / Lease', 46], ['Landlord / property mgr.', 100], ['Monthly sales', 50]];
  let x = L;
  for (const [label, w] of cols) { s.rect(x, y, w, 14, { fill: SHADE, stroke: '#8a8a8a', lw: 0.5 }); s.text(label, x + 2, y + 4, { font: 'narrowB', size: 6.6 }); x += w; }
  y += 14;
  const count = rng.weighted([[2, 3], [3, 4], [4, 2], [5, 1]] as const);
  const hq = rng.chance(0.6) ? 0 : rng.int(1, count - 1);
  const sameState = rng.chance(0.3);
  const money0 = moneyStyle(rng, m.country);
  for (let r = 0; r < count; r++) {
    const a: Address = r === hq ? m.address : address(rng, m.country, sameState ? undefined : otherPlace(rng, m.country, m.address.region));
    const isHq = r === hq;
    const misleading = !isHq && a.region !== m.address.region;
    const lease = rng.chance(0.75);
    const cells: [string, ValueOpts][] = [[String(r + 1), {}], [a.street, isHq ? {} : { decoy: true }], [a.city, isHq ? {} : { decoy: true }],
      [rng.chance(isHq ? 0.97 : 1) ? a.region : '', isHq ? { fields: regionFields(a) } : { decoy: misleading }], [a.postal, {}], ['', {}],
      [lease ? 'Lease' : 'Own', {}], [lease ? rng.pick(LANDLORDS) : '', { decoy: true }], [money(rng.int(15, 180) * 1000, money0 === 'bare' ? 'dollar' : money0), { decoy: true }]];
    x = L;
    cells.forEach(([text, o], c) => {
      const w = cols[c]![1];
      s.rect(x, y, w, 17, { stroke: '#8a8a8a', lw: 0.4 });
      if (c === 5) s.check(`hq_${r}`, ca ? 'Yes' : 'HQ', x + 4, y + 4, isHq, { font: 'narrow', size: 7, gap: 0 });
      else s.value(`loc${r}_${c}`, text, x + 2, y + 1.5, w - 4, { h: 14, size: 8, ...o });
      x += w;
    });
    y += 17;
  }
  s.text(ca ? 'Mailing address, if different from the head office:' : 'Mailing address (if different):', L, y + 5, { font: 'narrow', size: 7.3 });
  s.line(L + 170, y + 14, R, y + 14, 0.4);
  if (rng.chance(0.3)) {
    const po = address(rng, m.country, otherPlace(rng, m.country, m.address.region));
    s.value('mailing', `PO Box ${rng.int(100, 9999)}, ${po.city}, ${po.region} ${po.postal}`, L + 172, y + 1, W - 174, { decoy: true, h: 13 });
  }
  return y + 18;
}

function principals(s: Sheet, m: Merchant, rng: Rng): void {
  const ca = m.country === 'CA';
  s.text(`Northmark Business Capital  -  ${ca ? 'Multi-location application (Canada)' : 'Multi-location application'}  -  2/2`, L, 22,
    { font: 'narrow', size: 7.5, color: '#555555' });
  let y = band(s, ca ? 'D.  PRINCIPALS (25% or more)' : 'D.  PRINCIPALS / GUARANTORS', 36);
  const cols: [string, number][] = [['Name', 150], ['Title', 86], ['% owned', 46], [ca ? 'SIN' : 'SSN', 86], ['Date of birth', 84], ['Credit score (est.)', 100]];
  let x = L;
  for (const [label, w] of cols) { s.rect(x, y, w, 14, { fill: SHADE, stroke: '#8a8a8a', lw: 0.5 }); s.text(label, x + 2, y + 4, { font: 'narrowB', size: 7 }); x += w; }
  y += 14;
  const nameStyle = rng.pick(['fl', 'fml', 'lf', 'cred'] as const);
  const mask = rng.chance(0.3) ? 0.7 : 0.1;
  m.owners.forEach((o, i) => {
    const t = ownerTax(m, i, rng, mask);
    const cells: [string, ValueOpts][] = [[personName(o.person, nameStyle), { fields: nameFields(i, o.person) }], [o.title, { fields: af(i, 'role', o.title) }],
      [pct(o.pct, rng), { fields: af(i, 'ownership', o.pct) }], [t.text, { fields: ownerTaxFields(i, t) }],
      [date(o.dob, dateStyle(rng, o.dob, m.country, false)), { fields: af(i, 'date_of_birth', o.dob) }],
      [o.score ? String(o.score) : '', { fields: af(i, 'credit_score', o.score) }]];
    x = L;
    cells.forEach(([text, opt], c) => {
      const w = cols[c]![1];
      s.rect(x, y, w, 18, { stroke: '#8a8a8a', lw: 0.4 });
      s.value(`p${i}_${c}`, text, x + 2, y + 2, w - 4, { h: 14, size: 8.5, ...opt });
      x += w;
    });
    y += 18;
    lc(s, `p${i}_home`, 'Home address', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, L, y, W, 80, { decoy: true });
    y += 24;
  });

  y = band(s, 'E.  BANKING', y + 6);
  if (ca) {
    lc(s, 'bank', 'Financial institution', rng.pick(BANKS_CA), L, y, W / 2, 100, { decoy: true });
    lc(s, 'inst', 'Institution no.', `00${rng.int(1, 9)}`, L + W / 2, y, W / 4, 70, { decoy: true });
    lc(s, 'transit', 'Transit no.', rng.digits(5), L + (3 * W) / 4, y, W / 4, 60, { decoy: true });
  } else {
    lc(s, 'bank', 'Bank name', rng.pick(BANKS_US), L, y, W / 2, 100, { decoy: true });
    lc(s, 'routing', 'ABA routing no.', `${rng.int(0, 3)}${rng.digits(8)}`, L + W / 2, y, W / 2, 90, { decoy: true });
  }
  y += 19;
  lc(s, 'account', 'Account no.', rng.digits(ca ? 7 : 10), L, y, W / 2, 100, { decoy: true });
  lc(s, 'deposits', 'Avg. monthly deposits (all sites)', money(m.monthlySales, 'dollar'), L + W / 2, y, W / 2, 130);
  y += 32;
  const consent = ca
    ? 'CONSENT (PIPEDA). Each signatory consents to Northmark Business Capital collecting, using and disclosing the personal information ' +
      'in this application, including obtaining credit reports from Equifax Canada and TransUnion Canada, to evaluate and administer ' +
      'the requested financing, in accordance with the Personal Information Protection and Electronic Documents Act.'
    : 'Each signatory certifies that the information provided for the company and every location is accurate and authorizes Northmark ' +
      'Business Capital and its assigns to obtain credit reports, contact landlords and financial institutions, and verify any information given.';
  s.text(consent, L, y, { font: 'narrow', size: 7.5, width: W });
  y += 46;
  m.owners.forEach((_o, i) => {
    const x0 = L + (i % 2) * 280, yy = y + Math.floor(i / 2) * 46;
    s.signature(x0, yy, 150);
    s.line(x0, yy + 16, x0 + 170, yy + 16, 0.6);
    s.text(`Signature - principal ${i + 1}`, x0, yy + 19, { font: 'narrow', size: 7 });
    s.value(`sig${i}_date`, date(`2026-03-0${rng.int(1, 4)}`, ca ? 'iso' : 'mdy'), x0 + 180, yy + 2, 80, { h: 13 });
    s.line(x0 + 180, yy + 16, x0 + 260, yy + 16, 0.6);
    s.text('Date', x0 + 180, yy + 19, { font: 'narrow', size: 7 });
  });
}
