// Larkspur Lane Capital (an ISO): a landscape two-page application stored on portrait pages with /Rotate 90 or 270:
// the content runs sideways in the page's own space and a viewer turns it upright. Owners are columns, not rows.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case } from './data.ts';
import * as K from './kit.ts';
import type { Sheet } from './sheet.ts';

export const LARKSPUR = { broker: 'Larkspur Lane Capital', domain: 'larkspurlane.com', countries: ['US'] as const, valueFont: 'Courier' };

export function drawLarkspur(s: Sheet, c: Case, rng: Rng): void {
  const rotate = rng.pick([90, 270] as const);
  const turn = rotate === 90 ? 'ccw90' : 'cw90';
  const blue = '#3d2a6b';

  const header = (n: number) => {
    s.rect(24, 20, 744, 36, { fill: blue });
    s.text('LARKSPUR LANE CAPITAL', 36, 27, { size: 15, font: 'Times-Bold', color: '#fff' });
    s.text('Merchant Funding Application  |  ISO #LLC-2207  |  apply@larkspurlane.com  |  (866) 555-0190', 36, 45, { size: 7, color: '#e8e2f5' });
    s.text(`Page ${n} of 2`, 700, 45, { size: 7, color: '#fff' });
  };

  // Page 1: three columns of business, location and request; existing advances and banking below.
  s.newPage(turn, rotate);
  header(1);
  const colW = 236, xs = [28, 278, 528];
  K.bar(s, 'BUSINESS INFORMATION', xs[0]!, 66, colW, blue);
  K.bar(s, 'LOCATION', xs[1]!, 66, colW, blue);
  K.bar(s, 'FUNDING REQUEST', xs[2]!, 66, colW, blue);
  let y = 84;
  const col = (x: number, items: [string, string, K.Printed | null, boolean?][]) => {
    let yy = y;
    for (const [label, key, v, decoy] of items) { K.slot(s, label, x, yy, colW, key, v, decoy ?? false); yy += 31; }
  };
  col(xs[0]!, [
    ['Legal Business Name', 'legal_name', K.legal(c)],
    ['DBA (if different)', 'dba', K.dba(c, rng)],
    ['Entity Type', 'entity', K.entityText(c, rng)],
    ['Federal Tax ID (EIN)', 'business_tax_id', K.bizTax(c, rng, 'Federal Tax ID (EIN)', true)],
    ['Business Start Date', 'start_date', K.startDate(c, rng.pick(['long', 'mdy', 'short'] as const))],
    ['Type of Business', 'industry', K.industry(c)],
    ['Business Phone', 'biz_phone', K.plain(c.phone), true],
    ['Business E-mail', 'biz_email', K.plain(c.email), true],
  ]);
  col(xs[1]!, [
    ['Street Address', 'street', K.plain(c.addr.street), true],
    ['City', 'city', K.plain(c.addr.city), true],
    ['State', 'state', K.state(c, c.addr.region)],
    ['ZIP', 'zip', K.plain(c.addr.postal), true],
    ['State of Incorporation', 'inc_state', K.plain(c.incRegion), true],
    ['Landlord / Mortgage Holder', 'landlord', K.plain(c.landlord.name), true],
    ['Landlord Phone', 'landlord_phone', K.plain(c.landlord.phone), true],
    ['Monthly Rent / Mortgage', 'rent', K.cash(c.landlord.rent, rng, c), true],
  ]);
  col(xs[2]!, [
    ['Amount Requested', 'requested_amount', K.money('requested_amount', c.amount, rng, c)],
    ['Estimated Payment', 'requested_payment', K.money('requested_payment', c.payment, rng, c)],
    ['Number of Payments', 'number_of_payments', K.count(c)],
    ['Payment Frequency', 'payment_frequency', K.freq(c, rng)],
    ['Use of Funds', 'use', K.plain(c.use), true],
    ['Average Monthly Sales', 'monthly_sales', K.cash(c.monthlySales, rng, c), true],
    ['Gross Annual Revenue', 'annual_revenue', K.cash(c.annualRevenue, rng, c), true],
    ['Number of Employees', 'employees', K.plain(String(c.employees)), true],
  ]);
  y = 84 + 8 * 31 + 6;
  K.bar(s, 'EXISTING ADVANCES / LOANS', 28, y, 486, blue);
  K.bar(s, 'BUSINESS BANK ACCOUNT', 528, y, 236, blue);
  const hdr = ['Funder / Lender', 'Current Balance', 'Payment'];
  const cx = [28, 228, 378], cw = [196, 146, 136];
  hdr.forEach((h, i) => s.text(h, cx[i]! + 2, y + 17, { size: 6.5, font: 'Helvetica-Bold' }));
  for (let r = 0; r < 3; r++) {
    const ry = y + 27 + r * 18;
    s.rule(28, ry + 16, 514, ry + 16, 0.4, '#888');
    const f = c.funders[r];
    if (!f) continue;
    s.value(`funder${r}_name`, f.name, cx[0]!, ry, cw[0]!, null);
    s.value(`funder${r}_balance`, K.cash(f.balance, rng, c).text, cx[1]!, ry, cw[1]!, null);
    s.value(`funder${r}_payment`, K.cash(f.payment, rng, c).text, cx[2]!, ry, cw[2]!, null);
  }
  K.slot(s, 'Bank Name', 528, y + 17, 236, 'bank_name', K.plain(c.bank.name), true);
  K.slot(s, 'Routing Number', 528, y + 46, 110, 'bank_routing', K.plain(c.bank.routing), true);
  K.slot(s, 'Account Number', 648, y + 46, 116, 'bank_account', K.plain(c.bank.account), true);
  s.text('Attach the last four months of business bank statements. Incomplete applications delay review.', 28, 590, { size: 6.5, color: '#555' });

  // Page 2: owners as columns, then the ISO rep and the signatures.
  s.newPage(turn, rotate);
  header(2);
  K.bar(s, 'OWNER / GUARANTOR INFORMATION (all owners of 20% or more)', 28, 66, 736, blue);
  const rows = ['Full Name', 'Title', 'Ownership %', 'SSN / ITIN', 'Date of Birth', 'Est. Credit Score', 'Home Address', 'Mobile Phone'];
  const labW = 92, ow = (736 - labW) / 4;
  const dobFmt = rng.pick(['mdy', 'mdy2', 'long'] as const);
  const top = 98;
  rows.forEach((r, i) => {
    const ry = top + i * 26;
    s.text(r, 32, ry + 8, { size: 7, font: 'Helvetica-Bold' });
    s.rule(28, ry + 24, 764, ry + 24, 0.4, '#999');
  });
  for (let k = 0; k < 4; k++) {
    const x = 28 + labW + k * ow;
    s.rule(x, 82, x, top + rows.length * 26, 0.4, '#999');
    s.text(`OWNER ${k + 1}`, x + 4, 86, { size: 7, font: 'Helvetica-Bold', color: '#555' });
    const o = c.owners[k];
    if (!o) continue;
    const vals: [string, K.Printed | null, boolean][] = [
      ['name', K.ownerName(o, k, 'full'), false], ['role', K.role(o, k), false], ['pct', K.pct(o, k, rng), false],
      ['tax', K.ownerTax(o, k, rng, 'SSN / ITIN'), false], ['dob', K.dob(o, k, dobFmt), false], ['credit', K.credit(o, k), false],
      ['home', K.homeLine(o), true], ['mobile', K.plain(o.phone), true],
    ];
    vals.forEach(([key, v, decoy], i) => { if (v) s.value(`owner${k + 1}_${key}`, v.text, x + 2, top + i * 26 + 6, ow - 4, decoy ? null : v.fields); });
  }
  y = top + rows.length * 26 + 12;
  K.bar(s, 'ISO / SALES REPRESENTATIVE', 28, y, 360, blue);
  K.slot(s, 'Rep Name', 28, y + 18, 170, 'iso_name', K.plain(c.iso.name), true);
  K.slot(s, 'Rep Phone', 208, y + 18, 180, 'iso_phone', K.plain(c.iso.phone), true);
  K.slot(s, 'Rep E-mail', 28, y + 48, 360, 'iso_email', K.plain(c.iso.email), true);
  K.consent(s, 410, y + 2, 354, LARKSPUR.broker, false);
  for (let k = 0; k < Math.max(1, Math.min(2, c.owners.length)); k++) {
    const sx = 410 + k * 180;
    s.rule(sx, y + 92, sx + 170, y + 92, 0.6);
    s.text(`Owner ${k + 1} Signature / Date`, sx, y + 96, { size: 6.5, color: '#333' });
  }
}
