// Harbor Funding Group (an ISO in Miami): two pages in Times with grey centred section bars and labels above rules;
// the funding request comes first (amount, desired payment, Daily/Weekly/Bi-Weekly/Monthly), owners are stacked
// blocks with first / M.I. / last name, up to four (two more on page 2), an existing-advances table, references, the
// consent paragraph with a TCPA clause and four signature lines. No credit score on this form. Values in Courier.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './deal.ts';
import type { Kit, Val } from './kit.ts';
import type { Layout } from './index.ts';
import { consentUS, logoWave, signBlock } from './parts.ts';
import { amountV, dbaV, decoy, dobV, entityOpts, firstV, freqOpts, industryV, lastV, legalV, money, offTruth, paymentV, pctV, plain, ssnV, startV,
  stateV, street, taxV, titleV } from './vals.ts';

const TEAL = '#0e6e73', X = 34, W = 544;
type Cells = [string, Val | null | undefined, number][];

/** A line of fields, labels above rules, across the page; returns the y under it. */
function fields(k: Kit, y: number, cells: Cells, x = X, w = W): number {
  const total = cells.reduce((s, c) => s + c[2], 0);
  let cx = x;
  for (const [label, val, weight] of cells) {
    const cw = (w * weight) / total;
    k.ruled(label, val, cx, y, cw, { above: true, ls: 6.5, size: 9 });
    cx += cw;
  }
  return y + 26;
}

function bar(k: Kit, title: string, y: number): number {
  k.bar(title, X, y, W, 12, { fill: '#d9d9d9', color: '#000', size: 8, font: 'Times-Bold', align: 'center' });
  return y + 16;
}

function header(k: Kit, d: Deal): number {
  logoWave(k.doc, X, 26, TEAL, '#fff');
  k.text('HARBOR FUNDING GROUP', X + 38, 27, { font: 'Times-Bold', size: 16, color: TEAL });
  k.text('Small Business Working Capital Since 2009', X + 38, 45, { font: 'Times-Italic', size: 7.5, color: '#444' });
  const right = ['7900 Biscayne Blvd., Suite 410, Miami, FL 33138', 'Office (305) 555-0172  ·  Fax (305) 555-0173', 'apps@harborfundinggroup.com'];
  right.forEach((t, i) => k.text(t, X + W - 220, 24 + i * 8.5, { size: 7, width: 220, align: 'right' }));
  k.text('Your Funding Specialist:', X + W - 220, 51, { size: 7, font: 'Times-Bold' });
  k.v(decoy(`${d.rep.first} ${d.rep.last}  ${d.rep.phone}`, 'Funding Specialist'), X + W - 135, 46, 135, 12, { size: 7.5 });
  k.line(X, 64, X + W, 64, 1.2, TEAL);
  k.text('BUSINESS FUNDING APPLICATION', X, 70, { font: 'Times-Bold', size: 12, width: W, align: 'center' });
  return 88;
}

function funding(k: Kit, d: Deal, y0: number): number {
  let y = bar(k, 'FUNDING REQUEST', y0);
  y = fields(k, y, [['Amount Requested', amountV(d, 'whole'), 24], ['Use of Funds', plain(d.use, 'Use of Funds'), 40], ['Desired Payment Amount', paymentV(d), 24]]);
  k.text('Desired Payment Frequency:', X, y + 1, { size: 7, font: 'Times-Bold' });
  k.checks(freqOpts(d, [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']]), X + 100, y, { name: 'Frequency', s: 7, size: 7.5, font: 'Times-Roman', gap: 16, radio: true });
  return y + 14;
}

function business(k: Kit, d: Deal, y0: number): number {
  let y = bar(k, 'BUSINESS INFORMATION', y0);
  y = fields(k, y, [['Business Legal Name', legalV(d), 55], ['DBA / Trade Name', dbaV(d, 'SAME'), 45]]);
  y = fields(k, y, [['Physical Business Address', plain(street(d.addr), 'Street'), 46], ['City', plain(d.addr.city, 'City'), 26], ['State', stateV(d), 10], ['Zip Code', plain(d.addr.zip, 'Zip'), 18]]);
  y = fields(k, y, [['Business Phone', plain(d.phone, 'Phone'), 25], ['Business E-mail', plain(d.email, 'Email'), 40], ['Website', plain(d.website ?? 'N/A', 'Website'), 35]]);
  y = fields(k, y, [['Federal Tax ID #', taxV(d), 25], ['Date Business Started', startV(d, 'mdyy'), 25],
    ['State of Incorporation', d.stateOfInc !== d.addr.state ? decoy(d.stateOfInc, 'State of Inc') : plain(d.stateOfInc, 'State of Inc'), 25], ['# of Employees', plain(String(d.employees), 'Employees'), 25]]);
  y = fields(k, y, [['Nature / Type of Business', industryV(d), 50], ['Avg. Monthly Deposits', decoy(money(d.monthlySales), 'Monthly Deposits'), 25], ['Annual Sales', decoy(money(d.annualRevenue, 'whole'), 'Annual Sales'), 25]]);
  k.text('Legal Entity:', X, y + 1, { size: 7, font: 'Times-Bold' });
  const ent = entityOpts(d, ['Corporation', 'LLC', 'Partnership', 'Sole Proprietorship', 'Non-Profit']);
  const end = k.checks(ent.opts, X + 50, y, { name: 'Entity', s: 7, size: 7.5, font: 'Times-Roman', gap: 12 });
  k.line(end - 6, y + 7, X + W, y + 7, 0.5).v(ent.other, end - 4, y - 3, X + W - end, 11, { size: 8.5, name: 'Entity Other' });
  y += 15;
  k.text('Business Premises:', X, y + 1, { size: 7, font: 'Times-Bold' });
  k.checks([{ label: 'Own', on: d.own === 'Own' }, { label: 'Rent', on: d.own === 'Lease' }], X + 72, y, { name: 'Premises', s: 7, size: 7.5, font: 'Times-Roman', gap: 14 });
  const ll = d.landlord;
  y = fields(k, y + 11, [['Landlord / Mortgage Company', ll ? decoy(ll.name, 'Landlord') : null, 45], ['Landlord Phone', ll ? decoy(ll.phone, 'Landlord Phone') : null, 25],
    ['Monthly Rent', ll ? decoy(money(ll.rent, 'whole'), 'Rent') : null, 30]]);
  return y;
}

function owner(k: Kit, o: Owner | undefined, i: number, y0: number): number {
  k.text(`PRINCIPAL OWNER #${i + 1}`, X, y0, { font: 'Times-Bold', size: 8, color: TEAL });
  k.line(X + 90, y0 + 6, X + W, y0 + 6, 0.4, TEAL);
  let y = fields(k, y0 + 10, [['First Name', o ? firstV(o, i) : null, 28], ['M.I.', o ? plain(o.middle) : null, 7], ['Last Name', o ? lastV(o, i) : null, 30],
    ['Title', o ? titleV(o, i) : null, 22], ['% Ownership', o ? pctV(o, i) : null, 13]]);
  y = fields(k, y, [['Social Security #', o ? ssnV(o, i, '*') : null, 25], ['Date of Birth', o ? dobV(o, i, 'mdy') : null, 20], ['Mobile Phone', o ? plain(o.cell) : null, 22],
    ['E-mail', o ? plain(o.email) : null, 33]]);
  return fields(k, y, [['Home Address', o ? decoy(street(o.home), 'Home Street') : null, 46], ['City', o ? decoy(o.home.city, 'Home City') : null, 26],
    ['State', o ? plain(o.home.state, 'Home State') : null, 10], ['Zip', o ? decoy(o.home.zip, 'Home Zip') : null, 18]]);
}

function advances(k: Kit, d: Deal, y0: number): number {
  let y = bar(k, 'EXISTING ADVANCES / BUSINESS LOANS', y0);
  const cols: [string, number][] = [['Funder / Lender', 34], ['Original Amount', 17], ['Current Balance', 17], ['Payment', 16], ['Frequency', 16]];
  let x = X;
  for (const [label, w] of cols) { k.rect(x, y, (W * w) / 100, 11, { fill: '#efefef' }).text(label, x + 3, y + 2.5, { size: 6.5, font: 'Times-Bold' }); x += (W * w) / 100; }
  y += 11;
  for (let row = 0; row < 3; row++) {
    const a = d.advances[row];
    const v: (Val | null)[] = a ? [decoy(a.funder, 'Funder'), decoy(money(offTruth(d, Math.round(a.balance * 1.6 / 1000) * 1000), 'whole'), 'Original'), decoy(money(a.balance), 'Balance'),
      decoy(money(a.payment), 'Advance Payment'), plain(a.freq, 'Advance Frequency')] : [null, null, null, null, null];
    x = X;
    cols.forEach(([, w], c) => { k.rect(x, y, (W * w) / 100, 14).v(v[c], x + 2, y, (W * w) / 100 - 4, 14, { size: 8, name: `Advance ${row + 1} ${cols[c]![0]}` }); x += (W * w) / 100; });
    y += 14;
  }
  return y + 6;
}

export const harbor: Layout = {
  name: 'harbor-ruled', country: 'US', maxOwners: 4, creator: 'Microsoft® Word for Microsoft 365',
  look: { label: 'Times-Roman', bold: 'Times-Bold', value: 'Courier', ink: '#14213d', hand: 'Patrick', mark: 'lines' },
  draw(k: Kit, d: Deal, _r: Rng): void {
    let y = header(k, d);
    y = funding(k, d, y);
    y = business(k, d, y + 2);
    y = bar(k, 'OWNERSHIP INFORMATION (ALL OWNERS OF 20% OR MORE)', y + 2);
    y = owner(k, d.owners[0], 0, y);
    y = owner(k, d.owners[1], 1, y + 2);
    y = bar(k, 'BUSINESS BANK ACCOUNT (WHERE DEPOSITS ARE MADE)', y + 4);
    fields(k, y, [['Bank Name', decoy(d.bank.name, 'Bank'), 36], ['Routing / ABA #', decoy(d.bank.routing, 'Routing'), 22], ['Account #', decoy(d.bank.account, 'Account'), 24],
      ['Bank Contact / Branch', plain(d.addr.city, 'Branch'), 18]]);
    k.text('Page 1 of 2', X, 766, { size: 6.5, width: W, align: 'center' }).text('HFG-MA Rev. 2022', X, 766, { size: 6.5 });
    k.newPage();
    y = bar(k, 'ADDITIONAL OWNERS', 36);
    y = owner(k, d.owners[2], 2, y);
    y = owner(k, d.owners[3], 3, y + 2);
    y = advances(k, d, y + 4);
    y = bar(k, 'TRADE REFERENCES', y);
    y = fields(k, y, [['Company', decoy(d.refs[0]!.name, 'Reference 1'), 40], ['Phone', decoy(d.refs[0]!.phone, 'Reference 1 Phone'), 20],
      ['Company', decoy(d.refs[1]!.name, 'Reference 2'), 40], ['Phone', decoy(d.refs[1]!.phone, 'Reference 2 Phone'), 20]]);
    y = bar(k, 'AUTHORIZATION', y + 2);
    y += k.para(consentUS('Harbor Funding Group', 2), X, y, W, { size: 6.8, font: 'Times-Roman' }) + 28;
    const cw = (W - 16) / 2;
    for (let i = 0; i < 4; i++) signBlock(k, d.owners[i], X + (i % 2) * (cw + 16), y + Math.floor(i / 2) * 34, cw, d, 'mdy', `Owner #${i + 1} Signature`);
    k.text('Page 2 of 2', X, 766, { size: 6.5, width: W, align: 'center' }).text('HFG-MA Rev. 2022', X, 766, { size: 6.5 });
  },
};
