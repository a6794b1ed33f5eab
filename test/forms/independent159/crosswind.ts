// Crosswind Funding Partners (a funder): a landscape form drawn turned 90 degrees inside the content stream of
// portrait pages, with no /Rotate entry: as a sheet fed sideways through a scanner, every line runs bottom to top.
// Captions sit to the left of their values; owners are "Last, First" rows; Canadian merchants get the O/A, BN, SIN
// and PIPEDA variant.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case } from './data.ts';
import * as K from './kit.ts';
import type { Sheet } from './sheet.ts';

export const CROSSWIND = { broker: 'Crosswind Funding Partners', domain: 'crosswindfp.com', countries: ['US', 'CA'] as const, valueFont: 'Helvetica' };

export function drawCrosswind(s: Sheet, c: Case, rng: Rng): void {
  const ca = c.country === 'CA';
  const teal = '#0d5c63';
  const header = (title: string, n: number) => {
    s.text('CROSSWIND', 30, 22, { size: 20, font: 'Helvetica-Bold', color: teal });
    s.text('FUNDING PARTNERS', 168, 31, { size: 9, font: 'Helvetica', color: teal });
    s.text(title, 430, 24, { size: 11, font: 'Helvetica-Bold' });
    s.text(`Form CW-${ca ? 'CA' : 'US'}-3  ·  sheet ${n}/2`, 430, 40, { size: 7, color: '#555' });
    s.rule(30, 54, 762, 54, 1.5, teal);
  };

  s.newPage('ccw90');
  header(ca ? 'Business Financing Application (Canada)' : 'Business Financing Application', 1);
  const L = 30, R = 404, lw = 112, vw = 236;
  s.text('1  BUSINESS', L, 64, { size: 9, font: 'Helvetica-Bold', color: teal });
  let y = 78;
  const left = (label: string, key: string, v: K.Printed | null, decoy = false) => { K.row(s, label, L, y, lw, vw, key, v, decoy); y += 22; };
  left('Legal name', 'legal_name', K.legal(c));
  left(ca ? 'Operating name (O/A)' : 'DBA / trade name', 'dba', K.dba(c, rng));
  left('Legal structure', 'entity', K.entityText(c, rng));
  left(ca ? 'Business Number (BN)' : 'Federal EIN', 'business_tax_id', K.bizTax(c, rng, ca ? 'Business Number (BN)' : 'Federal EIN', !ca));
  left(ca ? 'Nature of business' : 'Industry / business type', 'industry', K.industry(c));
  const years = rng.chance(0.3);
  if (years) left('Years in business', 'years_in_business', K.plain(`${c.years} yrs`), true);
  else left('Date established', 'start_date', K.startDate(c, ca ? rng.pick(['iso', 'long'] as const) : rng.pick(['mdy', 'short', 'dmy-mon'] as const)));
  left('Street address', 'street', K.plain(c.addr.street), true);
  left('City', 'city', K.plain(c.addr.city), true);
  left(ca ? 'Province' : 'State', 'state', K.state(c, ca && rng.chance(0.5) ? c.addr.regionName : c.addr.region));
  left(ca ? 'Postal code' : 'ZIP code', 'zip', K.plain(c.addr.postal), true);
  left(ca ? 'Jurisdiction of incorporation' : 'State of formation', 'inc_state', K.plain(c.incRegion), true);
  left('Telephone', 'biz_phone', K.plain(c.phone), true);
  left('Website', 'website', K.plain(c.website), true);

  s.text('2  REQUEST', R, 64, { size: 9, font: 'Helvetica-Bold', color: teal });
  y = 78;
  const right = (label: string, key: string, v: K.Printed | null, decoy = false) => { K.row(s, label, R, y, lw, vw, key, v, decoy); y += 22; };
  right('Funding requested', 'requested_amount', K.money('requested_amount', c.amount, rng, c));
  right('Purpose', 'use', K.plain(c.use), true);
  right('Avg. monthly deposits', 'monthly_sales', K.cash(c.monthlySales, rng, c), true);
  y += 8;
  s.text('3  BANKING', R, y, { size: 9, font: 'Helvetica-Bold', color: teal });
  y += 14;
  right(ca ? 'Financial institution' : 'Bank', 'bank_name', K.plain(c.bank.name), true);
  right(ca ? 'Transit / institution' : 'ABA routing', 'bank_routing', K.plain(c.bank.routing), true);
  right('Account no.', 'bank_account', K.plain(c.bank.account), true);
  y += 8;
  s.text('4  TRADE REFERENCES', R, y, { size: 9, font: 'Helvetica-Bold', color: teal });
  y += 14;
  c.refs.forEach((r, i) => {
    right(`Reference ${i + 1}`, `ref${i + 1}_name`, K.plain(r.name), true);
    right('Phone', `ref${i + 1}_phone`, K.plain(r.phone), true);
  });
  right('Landlord', 'landlord', K.plain(c.landlord.name), true);
  s.text('Crosswind Funding Partners purchases future receivables; this is not a loan application.', L, 580, { size: 6.5, color: '#666' });

  s.newPage('ccw90');
  header('Principals & Authorization', 2);
  s.text('5  PRINCIPALS (each owner of 20% or more)', L, 64, { size: 9, font: 'Helvetica-Bold', color: teal });
  const cols: [string, number][] = [['Name (Last, First)', 190], ['Title', 110], ['% owned', 60], [ca ? 'SIN' : 'SSN / ITIN', 110],
    ['Date of birth', 100], ['Home address', 162]];
  const dobFmt = ca ? 'iso' : rng.pick(['short', 'mdy'] as const);
  let x = L;
  const cx = cols.map(([h, w]) => { s.text(h, x + 2, 80, { size: 7, font: 'Helvetica-Bold' }); const at = x; x += w; return at; });
  for (let k = 0; k < 4; k++) {
    const ry = 92 + k * 26;
    s.rect(L, ry, 732, 24, { stroke: '#9ab' });
    const o = c.owners[k];
    if (!o) continue;
    const vals: [string, K.Printed, boolean][] = [['name', K.ownerName(o, k, 'lastfirst'), false], ['role', K.role(o, k), false],
      ['pct', K.pct(o, k, rng), false], ['tax', K.ownerTax(o, k, rng, ca ? 'SIN' : 'SSN / ITIN'), false], ['dob', K.dob(o, k, dobFmt), false],
      ['home', K.homeLine(o), true]];
    vals.forEach(([key, v, decoy], i) => s.value(`owner${k + 1}_${key}`, v.text, cx[i]!, ry + 5, cols[i]![1], decoy ? null : v.fields, v.hint));
  }
  y = 92 + 4 * 26 + 16;
  s.text('6  EXISTING FINANCING', L, y, { size: 9, font: 'Helvetica-Bold', color: teal });
  c.funders.forEach((f, i) => {
    const ry = y + 14 + i * 20;
    s.value(`funder${i}_name`, f.name, L, ry, 220, null);
    s.value(`funder${i}_balance`, `Bal. ${K.cash(f.balance, rng, c).text}`, L + 230, ry, 150, null);
  });
  if (!c.funders.length) s.text('None declared.', L, y + 16, { size: 7.5, color: '#555' });
  K.consent(s, R, y, 358, CROSSWIND.broker, ca);
  s.rule(R, y + 80, R + 170, y + 80, 0.6);
  s.text('Signature of principal', R, y + 84, { size: 6.5 });
  s.rule(R + 190, y + 80, R + 358, y + 80, 0.6);
  s.text('Date', R + 190, y + 84, { size: 6.5 });
}
