// Sunrise Business Funding (an ISO in Phoenix): label | value tables with shaded label cells in two columns, rounded
// peach section heads, an entity checkbox strip, a request table with number of payments, payment and a
// Daily / Weekly / Bi-Weekly row, and the owners in one table (name, title, %, SSN, DOB, FICO, home address: up to
// four rows), then the consent with TCPA, signatures and the ISO's box.
import type { Rng } from '../../statements/generator/prng.ts';
import { limitFreq, type Deal } from './deal.ts';
import type { Kit, Val } from './kit.ts';
import type { Layout } from './index.ts';
import { consentUS, isoBox, logoSun, signBlock } from './parts.ts';
import { amountV, cityLine, countryName, countV, dbaV, decoy, dobV, entityOpts, freqOpts, homeV, industryV, legalV, money, nameV, paymentV, pctV,
  plain, scoreV, ssnV, startV, street, taxV, titleV } from './vals.ts';

const ORANGE = '#e8731a', PURPLE = '#4b2e83', X = 30, W = 552, RH = 16;
type Pair = [string, Val | null | undefined];

function head(k: Kit, title: string, y: number): number {
  k.doc.save().roundedRect(X, y, W, 13, 3).fill('#fde7d3').restore();
  k.text(title, X + 6, y + 3, { font: 'Helvetica-Bold', size: 7.8, color: PURPLE });
  return y + 16;
}

/** A label | value table: shaded label cells, value cells, one row per pair. */
function table(k: Kit, pairs: Pair[], x: number, y: number, w: number, lw = 92): number {
  for (const [label, val] of pairs) {
    k.rect(x, y, lw, RH, { fill: '#f3f1f6', stroke: '#888' }).rect(x + lw, y, w - lw, RH, { stroke: '#888' });
    k.text(label, x + 3, y + (RH - 6.3) / 2, { size: 6.3 });
    k.v(val, x + lw + 2, y + 1, w - lw - 4, RH - 2, { size: 8, name: label });
    y += RH;
  }
  return y;
}

function header(k: Kit): number {
  logoSun(k.doc, X, 18, ORANGE, PURPLE);
  k.text('SUNRISE', X + 40, 20, { font: 'Helvetica-Bold', size: 17, color: PURPLE });
  k.text('BUSINESS FUNDING', X + 41, 38, { font: 'Helvetica-Bold', size: 7.5, color: ORANGE });
  const right = ['2390 E. Camelback Rd., Suite 130  ·  Phoenix, AZ 85016', 'Main (602) 555-0117  ·  eFax (602) 555-0118', 'newdeals@sunrisebizfunding.com  ·  sunrisebizfunding.com'];
  right.forEach((t, i) => k.text(t, X + W - 260, 20 + i * 8.5, { size: 6.6, width: 260, align: 'right', color: '#444' }));
  k.text('Merchant Application', X, 54, { font: 'Helvetica-Bold', size: 12.5, color: '#222' });
  k.text('Approvals in as little as 24 hours  ·  All fields required unless marked optional', X + 140, 58, { size: 6.5, font: 'Helvetica-Oblique', color: '#666' });
  return 72;
}

function business(k: Kit, d: Deal, y0: number): number {
  let y = head(k, 'BUSINESS INFORMATION', y0);
  const half = (W - 8) / 2;
  const cityV: Val = { text: cityLine(d.addr), name: 'City State Zip', f: { 'application.state_region': d.addr.state, 'application.country': countryName(d) } };
  const ll = d.landlord;
  table(k, [['Legal Business Name', legalV(d)], ['DBA', dbaV(d, 'legal')], ['Business Address', plain(street(d.addr), 'Street')], ['City, State, Zip', cityV],
    ['Business Phone', plain(d.phone, 'Phone')], ['Business Email', plain(d.email, 'Email')], ['Website (optional)', plain(d.website, 'Website')]], X, y, half);
  y = table(k, [[d.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', taxV(d, d.taxType === 'EIN')], ['Date Established', startV(d, 'long')],
    ['Industry', industryV(d)], ['Products / Services Sold', plain(d.trade.nouns[0], 'Products')], ['Number of Employees', plain(String(d.employees), 'Employees')],
    ['Own or Rent Location', plain(d.own === 'Own' ? 'Own' : 'Rent', 'Own or Rent')], ['Monthly Rent / Mortgage', ll ? decoy(money(ll.rent, 'whole'), 'Rent') : null]], X + half + 8, y, half);
  const ent = entityOpts(d, ['LLC', 'Corp', 'S Corp', 'Sole Prop', 'Partnership', 'LLP', 'Non-Profit']);
  k.checkCell('Entity Type:', ent.opts, X, y + 4, W, 16, { name: 'Entity', other: ent.other, inline: true, ls: 6.8, size: 7 });
  return y + 22;
}

function request(k: Kit, d: Deal, y0: number): number {
  let y = head(k, 'FUNDING REQUEST', y0);
  const half = (W - 8) / 2;
  table(k, [['Amount Requested', amountV(d, 'whole')], ['Use of Funds', plain(d.use, 'Use of Funds')], ['Monthly Gross Sales', decoy(money(d.monthlySales, 'whole'), 'Gross Sales')]], X, y, half);
  y = table(k, [['Number of Payments', countV(d)], ['Payment Amount', paymentV(d)], ['Current Advance Balance', d.advances[0] ? decoy(money(d.advances[0].balance), 'Balance') : plain('$0', 'Balance')]], X + half + 8, y, half);
  k.checkCell('Payment Frequency:', freqOpts(d, [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly']]), X, y + 4, W * 0.5, 16, { name: 'Frequency', inline: true, ls: 6.8, size: 7, radio: true });
  const a = d.advances[0];
  k.v(a ? decoy(`Current funder: ${a.funder}`, 'Current Funder') : plain('Current funder: none', 'Current Funder'), X + W * 0.5 + 6, y + 5, W * 0.5 - 6, 14, { size: 7.5 });
  return y + 24;
}

const COLS: [string, number][] = [['#', 12], ['Owner Name', 96], ['Title', 62], ['% Own', 30], ['SSN', 62], ['Date of Birth', 52], ['FICO', 28], ['Home Address (Street, City, State, Zip)', 210]];

function owners(k: Kit, d: Deal, y0: number): number {
  let y = head(k, 'OWNER INFORMATION (ALL OWNERS WITH 20% OR MORE)', y0);
  let x = X;
  for (const [label, w] of COLS) { k.rect(x, y, w, 12, { fill: PURPLE, stroke: '#888' }).text(label, x + 2, y + 3.2, { size: 6, color: '#fff', font: 'Helvetica-Bold' }); x += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = d.owners[i];
    const vals: (Val | null)[] = o ? [null, nameV(o, i), titleV(o, i), pctV(o, i), ssnV(o, i), dobV(o, i, 'mdyLoose'), scoreV(o, i), homeV(o)] : COLS.map(() => null);
    x = X;
    COLS.forEach(([label, w], c) => {
      k.rect(x, y, w, 18, { stroke: '#888' });
      if (c === 0) k.text(String(i + 1), x + 3, y + 6, { size: 7 });
      else k.v(vals[c], x + 1.5, y + 1, w - 3, 16, { size: 7.5, name: `Owner ${i + 1} ${label}` });
      x += w;
    });
    y += 18;
  }
  return y + 4;
}

export const sunrise: Layout = {
  name: 'sunrise-tables', country: 'US', maxOwners: 4, creator: 'Canva',
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica', ink: '#2a1f6b', hand: 'Kalam', mark: 'X' },
  draw(k: Kit, d: Deal, r: Rng): void {
    limitFreq(d, ['daily', 'weekly', 'biweekly'], r);
    let y = header(k);
    y = business(k, d, y);
    y = request(k, d, y);
    y = owners(k, d, y);
    y = head(k, 'AUTHORIZATION', y);
    y += k.para(consentUS('Sunrise Business Funding', 2), X, y, W, { size: 5.9 }) + 26;
    const cw = (W - 12) / 2;
    for (let i = 0; i < Math.max(2, d.owners.length); i++) signBlock(k, d.owners[i], X + (i % 2) * (cw + 12), y + Math.floor(i / 2) * 30, cw, d, 'mdyLoose', `Owner ${i + 1} Signature`);
    isoBox(k, d, 'Sunrise Business Funding', 'sunrisebizfunding.com', X, 716, W, 34, '#fdf3ea');
    k.text('Sunrise Business Funding  ·  Form SBF-101  ·  Rev. 2023', X, 756, { size: 5.5, color: '#777' });
  },
};
