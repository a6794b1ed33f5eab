// Liberty Lane Capital (a direct funder in Jersey City): an old-school two-page Times form, numbered sections under
// double rules, the value on a rule with its caption under it; the entity written out, the inception date spelled,
// the request as purchase price / specified remittance / number of remittances with a four-way schedule row; principals
// as "Last, First M." (up to four), no credit score; obligations table, bank and references, and "By / Name / Title /
// Date" signature lines.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './deal.ts';
import type { Kit, Val } from './kit.ts';
import type { Layout } from './index.ts';
import { consentUS, logoStar } from './parts.ts';
import { amountV, countV, date, dbaV, decoy, dobV, entityV, freqOpts, industryV, legalV, money, nameV, paymentV, pctV, plain, ssnV, startV, stateV,
  street, taxV, titleV } from './vals.ts';

const NAVY = '#15284b', X = 40, W = 532;
type Cells = [string, Val | null | undefined, number][];

function section(k: Kit, n: number, title: string, y: number): number {
  k.text(`SECTION ${n}.  ${title}`, X, y, { font: 'Times-Bold', size: 9, color: NAVY });
  k.line(X, y + 11, X + W, y + 11, 0.9, NAVY).line(X, y + 13, X + W, y + 13, 0.4, NAVY);
  return y + 19;
}

/** Values on rules, captions under them, across the page. */
function line(k: Kit, y: number, cells: Cells, x = X, w = W): number {
  const total = cells.reduce((s, c) => s + c[2], 0);
  let cx = x;
  for (const [label, val, weight] of cells) {
    const cw = (w * weight) / total;
    k.ruled(label, val, cx, y, cw, { ls: 6.3, size: 9 });
    cx += cw;
  }
  return y + 27;
}

function header(k: Kit, d: Deal, r: Rng): number {
  logoStar(k.doc, X, 24, NAVY, '#c8102e');
  k.text('LIBERTY LANE CAPITAL', X + 34, 24, { font: 'Times-Bold', size: 18, color: NAVY });
  k.text('A Direct Funder of Small Business Working Capital', X + 34, 43, { font: 'Times-Italic', size: 8 });
  k.text('101 Hudson Street, 21st Floor, Jersey City, NJ 07302  ·  (201) 555-0186  ·  funding@libertylanecap.com', X, 62, { size: 7 });
  k.rect(X + W - 150, 22, 150, 30, { stroke: '#555' });
  k.text('FOR FUNDER USE', X + W - 147, 24, { size: 5.5, font: 'Times-Bold' });
  k.inline('Deal No.', decoy(`LL-${r.int(24000, 39999)}`, 'Deal No'), X + W - 146, 32, 140, { ls: 6.5, size: 7.5 });
  k.inline('Received', plain(date(d.signed, 'mdy'), 'Received'), X + W - 146, 42, 140, { ls: 6.5, size: 7.5 });
  k.text('APPLICATION FOR PURCHASE OF FUTURE RECEIVABLES', X, 76, { font: 'Times-Bold', size: 11.5, width: W, align: 'center' });
  return 96;
}

function business(k: Kit, d: Deal, r: Rng, y0: number): number {
  let y = section(k, 1, 'THE MERCHANT', y0);
  y = line(k, y, [['Legal Name of Business', legalV(d), 58], ['Doing Business As', dbaV(d, r.chance(0.5) ? 'N/A' : 'blank'), 42]]);
  y = line(k, y, [['Street Address of Business Premises', plain(d.addr.street, 'Street'), 44], ['Suite / Unit', plain(d.addr.unit, 'Unit'), 12], ['City', plain(d.addr.city, 'City'), 22],
    ['State', stateV(d), 8], ['ZIP', plain(d.addr.zip, 'ZIP'), 14]]);
  y = line(k, y, [['Tax Identification No.', taxV(d), 22], ['Date of Inception', startV(d, r.chance(0.5) ? 'long' : 'short'), 24],
    ['State of Organization', d.stateOfInc !== d.addr.state ? decoy(d.stateOfInc, 'State of Organization') : plain(d.stateOfInc, 'State of Organization'), 20],
    ['Form of Entity', entityV(d, r.int(0, 2)), 34]]);
  y = line(k, y, [['Description of Business', industryV(d), 40], ['Business Telephone', plain(d.phone, 'Phone'), 24], ['E-mail Address', plain(d.email, 'Email'), 36]]);
  const ll = d.landlord;
  return line(k, y, [['Gross Annual Sales', decoy(money(d.annualRevenue, 'whole'), 'Annual Sales'), 20], ['Avg. Monthly Bank Deposits', decoy(money(d.monthlySales, 'whole'), 'Deposits'), 22],
    ['Landlord (if premises are leased)', ll ? decoy(ll.name, 'Landlord') : null, 36], ['Landlord Telephone', ll ? decoy(ll.phone, 'Landlord Phone') : null, 22]]);
}

function request(k: Kit, d: Deal, y0: number): number {
  let y = section(k, 2, 'REQUESTED PURCHASE', y0);
  y = line(k, y, [['Purchase Price Requested', amountV(d, 'cents'), 26], ['Specified Remittance', paymentV(d), 22], ['Number of Remittances', countV(d), 18],
    ['Intended Use of Purchase Price', plain(d.use, 'Use'), 34]]);
  k.text('Remittance Schedule (check one):', X, y, { size: 7.5, font: 'Times-Bold' });
  k.checks(freqOpts(d, [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']]), X + 125, y - 0.5, { name: 'Schedule', s: 7.5, size: 8, font: 'Times-Roman', gap: 18 });
  return y + 16;
}

function principal(k: Kit, o: Owner | undefined, i: number, y0: number): number {
  k.text(`Principal ${i + 1}`, X, y0, { font: 'Times-BoldItalic', size: 8 });
  let y = line(k, y0 + 8, [['Name (Last, First, M.I.)', o ? nameV(o, i, 'lastFirst') : null, 44], ['Title', o ? titleV(o, i) : null, 26], ['Percent Owned', o ? pctV(o, i) : null, 14],
    ['Date of Birth', o ? dobV(o, i, 'mdy') : null, 16]]);
  y = line(k, y, [['Social Security No.', o ? ssnV(o, i) : null, 20], ['Residence Address', o ? decoy(`${street(o.home)}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, 'Residence') : null, 56],
    ['Cellular Telephone', o ? plain(o.cell) : null, 24]]);
  return y + 2;
}

function obligations(k: Kit, d: Deal, y0: number): number {
  let y = section(k, 4, 'OUTSTANDING OBLIGATIONS, BANK AND TRADE REFERENCES', y0);
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    y = line(k, y, [['Funder / Lender', a ? decoy(a.funder, 'Funder') : null, 40], ['Balance Outstanding', a ? decoy(money(a.balance), 'Balance') : null, 20],
      ['Remittance', a ? decoy(`${money(a.payment)} ${a.freq.toLowerCase()}`, 'Advance Payment') : null, 20], ['Maturity', a ? plain(date(`${Number(d.signed.slice(0, 4)) + 1}-0${i + 2}-01`, 'mdy'), 'Maturity') : null, 20]]);
  }
  y = line(k, y, [['Depository Bank', decoy(d.bank.name, 'Bank'), 40], ['ABA Routing No.', decoy(d.bank.routing, 'Routing'), 30], ['Account No.', decoy(d.bank.account, 'Account'), 30]]);
  return line(k, y, [['Trade Reference', decoy(d.refs[0]!.name, 'Reference 1'), 30], ['Telephone', decoy(d.refs[0]!.phone, 'Reference 1 Phone'), 20],
    ['Trade Reference', decoy(d.refs[1]!.name, 'Reference 2'), 30], ['Telephone', decoy(d.refs[1]!.phone, 'Reference 2 Phone'), 20]]);
}

function signatures(k: Kit, d: Deal, y0: number): void {
  const cw = (W - 20) / 2;
  for (let i = 0; i < 4; i++) {
    const o = d.owners[i], x = X + (i % 2) * (cw + 20), y = y0 + Math.floor(i / 2) * 62;
    k.text(`PRINCIPAL ${i + 1}`, x, y, { font: 'Times-Bold', size: 7 });
    k.inline('By', null, x, y + 14, cw, { ls: 8 });
    if (o) k.scribble(x + 14, y + 21, cw * 0.6);
    k.inline('Name', o ? plain(`${o.first} ${o.last}`, `Signer ${i + 1} Name`) : null, x, y + 27, cw, { ls: 8 });
    k.inline('Title', o ? plain(o.title, `Signer ${i + 1} Title`) : null, x, y + 39, cw * 0.6, { ls: 8 });
    k.inline('Date', o ? plain(date(d.signed, 'mdy'), `Signer ${i + 1} Date`) : null, x + cw * 0.62, y + 39, cw * 0.38, { ls: 8 });
  }
}

export const liberty: Layout = {
  name: 'liberty-sections', country: 'US', maxOwners: 4, creator: 'Microsoft® Word 2013',
  look: { label: 'Times-Roman', bold: 'Times-Bold', value: 'Helvetica', ink: '#10204a', hand: 'Kalam', mark: 'lines' },
  draw(k: Kit, d: Deal, r: Rng): void {
    let y = header(k, d, r);
    y = business(k, d, r, y);
    y = request(k, d, y);
    y = section(k, 3, 'PRINCIPALS (EACH OWNER OF 20% OR MORE)', y);
    y = principal(k, d.owners[0], 0, y);
    y = principal(k, d.owners[1], 1, y);
    y = principal(k, d.owners[2], 2, y);
    principal(k, d.owners[3], 3, y);
    k.text('Liberty Lane Capital  ·  LLC-APP-7  ·  Page 1 of 2  ·  Continued on reverse', X, 764, { size: 6.5, width: W, align: 'center' });
    k.newPage();
    y = obligations(k, d, 40);
    y = section(k, 5, 'REPRESENTATIONS, AUTHORIZATION AND SIGNATURES', y + 2);
    y += k.para(consentUS('Liberty Lane Capital', 0), X, y, W, { size: 6.6, font: 'Times-Roman' }) + 4;
    y += k.para(consentUS('Liberty Lane Capital', 1), X, y, W, { size: 6.6, font: 'Times-Roman' }) + 12;
    signatures(k, d, y);
    k.text('Liberty Lane Capital  ·  LLC-APP-7  ·  Page 2 of 2', X, 764, { size: 6.5, width: W, align: 'center' });
  },
};
