// Keystone Merchant Services (an ISO in Harrisburg, PA): "Label: value" on one line over a rule, in two columns, under
// black bars. The entity is written as free text, the business age only as years in business (no start date is
// printed), owners' names "Last, First M.", birth dates spelled out, a FICO line; no payment schedule at all.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './deal.ts';
import type { Kit, Val } from './kit.ts';
import type { Layout } from './index.ts';
import { consentUS, logoKeystone, signBlock } from './parts.ts';
import { amountV, cityLine, dbaV, decoy, dobV, entityV, industryV, legalV, money, nameV, offTruth, pctV, plain, scoreV, ssnV, stateV, street, taxV,
  titleV } from './vals.ts';

const MAROON = '#7a1f2b', X = 36, W = 540, GAP = 16, LS = 7.5;
type Line = [string, Val | null | undefined];

function bar(k: Kit, title: string, y: number): number {
  k.bar(title, X, y, W, 12, { fill: '#111', color: '#fff', size: 7.5 });
  return y + 19;
}

/** Lines of "Label: value" in n equal columns; returns the y under them. */
function lines(k: Kit, y: number, rows: Line[][], step = 15.5): number {
  for (const row of rows) {
    const cw = (W - GAP * (row.length - 1)) / row.length;
    row.forEach(([label, val], i) => k.inline(label, val, X + i * (cw + GAP), y, cw, { ls: LS, size: 8.5 }));
    y += step;
  }
  return y + 2;
}

function years(d: Deal): string {
  const [y1, m1] = d.start.split('-').map(Number) as [number, number];
  const [y2, m2] = d.signed.split('-').map(Number) as [number, number];
  const months = (y2 - y1) * 12 + (m2 - m1);
  if (months < 12) return `${months} months`;
  return months < 24 ? `1 yr ${months % 12} mo` : String(Math.floor(months / 12));
}

function header(k: Kit, d: Deal): number {
  logoKeystone(k.doc, X, 26, MAROON);
  k.text('KEYSTONE', X + 32, 25, { font: 'Helvetica-Bold', size: 15, color: MAROON });
  k.text('MERCHANT SERVICES', X + 32, 42, { font: 'Helvetica-Bold', size: 8, color: '#333' });
  const right = ['410 Market Street, Suite 5  ·  Harrisburg, PA 17101', 'Phone (717) 555-0190  ·  Fax (717) 555-0191', 'Submit deals: deals@keystonems.net'];
  right.forEach((t, i) => k.text(t, X + W - 230, 24 + i * 8.5, { size: 6.8, width: 230, align: 'right' }));
  k.text('MERCHANT CASH ADVANCE APPLICATION', X, 62, { font: 'Helvetica-Bold', size: 11.5 });
  k.inline('Account Executive', decoy(`${d.rep.first} ${d.rep.last}`, 'Account Executive'), X + W - 200, 63, 200, { ls: 7 });
  return 78;
}

function company(k: Kit, d: Deal, y0: number, r: Rng): number {
  const y = bar(k, 'COMPANY INFORMATION', y0);
  const ll = d.landlord;
  return lines(k, y, [
    [['Legal Business Name', legalV(d)]],
    [['DBA', dbaV(d, 'N/A')]],
    [['Business Address', plain(street(d.addr), 'Street')], ['City', plain(d.addr.city, 'City')]],
    [['State', stateV(d)], ['Zip', plain(d.addr.zip, 'Zip')], ['Phone', plain(d.phone, 'Phone')]],
    [['Email', plain(d.email, 'Email')], ['Website', plain(d.website, 'Website')]],
    [['Federal Tax ID', taxV(d)], ['Entity Type', entityV(d, r.int(0, 2))]],
    [['Years in Business', plain(years(d), 'Years in Business')], ['State of Incorporation', d.stateOfInc !== d.addr.state ? decoy(d.stateOfInc, 'State of Inc') : plain(d.stateOfInc, 'State of Inc')]],
    [['Industry / Type of Business', industryV(d)], ['# of Employees', plain(String(d.employees), 'Employees')]],
    [['Monthly Gross Sales', decoy(money(d.monthlySales, 'whole'), 'Gross Sales')], ['Monthly Card Sales', decoy(money(offTruth(d, Math.round(d.monthlySales * 0.42)), 'whole'), 'Card Sales')]],
    [['Own or Rent', plain(d.own === 'Own' ? 'Own' : 'Rent', 'Own or Rent')], ['Monthly Rent / Mortgage', ll ? decoy(money(ll.rent), 'Rent') : null]],
    [['Landlord / Mortgage Co. & Phone', ll ? decoy(`${ll.name}  ${ll.phone}`, 'Landlord') : null]],
  ]);
}

function request(k: Kit, d: Deal, y0: number): number {
  const y = bar(k, 'FUNDING REQUEST', y0);
  const a = d.advances;
  return lines(k, y, [
    [['Amount Requested', amountV(d, 'cents')], ['Purpose of Funds', plain(d.use, 'Purpose')]],
    [['Open cash advance(s)?', plain(a.length ? 'Yes' : 'No', 'Open Advance')], ['If yes, with whom', a.length ? decoy(a.map((x) => x.funder).join(', '), 'Funders') : null]],
    [['Balance(s)', a.length ? decoy(a.map((x) => money(x.balance)).join(' / '), 'Balances') : null], ['Payment(s)', a.length ? decoy(a.map((x) => `${money(x.payment)} ${x.freq.toLowerCase()}`).join(' / '), 'Payments') : null]],
  ]);
}

function owner(k: Kit, o: Owner | undefined, i: number, x: number, y0: number, w: number): number {
  k.text(`OWNER ${i + 1}`, x, y0, { font: 'Helvetica-Bold', size: 7.5, color: MAROON });
  const rows: Line[] = [['Name (Last, First)', o ? nameV(o, i, 'lastFirst') : null], ['Title', o ? titleV(o, i) : null], ['Ownership %', o ? pctV(o, i) : null],
    ['SSN', o ? ssnV(o, i) : null], ['Date of Birth', o ? dobV(o, i, 'long') : null], ['FICO Score', o ? scoreV(o, i) : null],
    ['Home Address', o ? decoy(street(o.home), 'Home Street') : null], ['City / State / Zip', o ? decoy(cityLine(o.home), 'Home City') : null],
    ['Cell Phone', o ? plain(o.cell) : null], ['Email', o ? plain(o.email) : null]];
  let y = y0 + 13;
  for (const [label, val] of rows) { k.inline(label, val, x, y, w, { ls: LS, size: 8.5 }); y += 15.5; }
  return y;
}

export const keystone: Layout = {
  name: 'keystone-colon', country: 'US', maxOwners: 2, creator: 'Microsoft® Excel® 2016',
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica', ink: '#0b1d51', hand: 'Kalam', mark: 'X' },
  draw(k: Kit, d: Deal, r: Rng): void {
    let y = header(k, d);
    y = company(k, d, y, r);
    y = request(k, d, y);
    y = bar(k, 'OWNER / GUARANTOR INFORMATION', y);
    const cw = (W - GAP) / 2;
    owner(k, d.owners[0], 0, X, y, cw);
    y = owner(k, d.owners[1], 1, X + cw + GAP, y, cw) + 2;
    y = bar(k, 'BANK INFORMATION', y);
    y = lines(k, y, [[['Bank Name', decoy(d.bank.name, 'Bank')], ['Routing #', decoy(d.bank.routing, 'Routing')], ['Account #', decoy(d.bank.account, 'Account')]]]);
    y += k.para(consentUS('Keystone Merchant Services', 0), X, y, W, { size: 6 }) + 24;
    signBlock(k, d.owners[0], X, y, cw, d, 'mdyLoose', 'Owner 1 Signature');
    signBlock(k, d.owners[1], X + cw + GAP, y, cw, d, 'mdyLoose', 'Owner 2 Signature');
    k.text('Keystone Merchant Services is an independent sales organization and not a lender. KMS-0419', X, 770, { size: 5.5, color: '#555' });
  },
};
