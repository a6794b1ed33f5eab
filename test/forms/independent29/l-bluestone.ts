// Bluestone Capital Partners (an ISO in New York): one dense page of boxed cells with tiny corner labels, navy bars
// with white titles, two owners side by side, entity / own-lease / Daily-Weekly checkboxes, one existing advance,
// the standard consent paragraph, two signature blocks and an ISO box. Helvetica throughout, values 8 pt.
import type { Rng } from '../../statements/generator/prng.ts';
import { limitFreq, type Deal, type Owner } from './deal.ts';
import type { Kit } from './kit.ts';
import type { Layout } from './index.ts';
import { consentUS, isoBox, logoDiamonds, signBlock } from './parts.ts';
import { amountV, cityLine, date, dbaV, decoy, dobV, entityOpts, freqOpts, industryV, legalV, money, nameV, pctV, plain, scoreV, ssnV,
  startV, stateV, street, taxV, titleV } from './vals.ts';

const NAVY = '#1d3461', X = 28, W = 556;

function header(k: Kit, d: Deal): void {
  logoDiamonds(k.doc, X, 24, NAVY, '#4f86c6');
  k.text('BLUESTONE', X + 42, 25, { font: 'Helvetica-Bold', size: 17, color: NAVY });
  k.text('C A P I T A L   P A R T N E R S', X + 43, 44, { font: 'Helvetica', size: 6.5, color: '#4f86c6' });
  const lines = ['1250 Broadway, 14th Floor  |  New York, NY 10001', 'Tel (212) 555-0148  |  Fax (212) 555-0149',
    'submissions@bluestonecp.com  |  www.bluestonecp.com'];
  lines.forEach((l, i) => k.text(l, X + W - 230, 26 + i * 8.5, { size: 6.5, width: 230, align: 'right', color: '#333' }));
  k.rect(X, 60, W, 15, { fill: '#e8edf4', stroke: null });
  k.text('MERCHANT APPLICATION', X + 4, 63.5, { font: 'Helvetica-Bold', size: 10, color: NAVY });
  k.text('Date:', X + W - 110, 65, { size: 6.5 });
  k.v(plain(date(d.signed, 'mdy'), 'Application Date'), X + W - 90, 60, 86, 14, { size: 8 });
}

function business(k: Kit, d: Deal, y0: number): number {
  const bar = (t: string, yy: number): number => { k.bar(t, X, yy, W, 11, { fill: NAVY, color: '#fff', size: 7 }); return yy + 11; };
  let y = bar('BUSINESS INFORMATION', y0);
  y = k.row(X, y, W, 22, [['LEGAL / CORPORATE NAME', legalV(d), 55], ['DBA (DOING BUSINESS AS)', dbaV(d, 'blank'), 45]]);
  y = k.row(X, y, W, 22, [['PHYSICAL ADDRESS (NO P.O. BOX)', plain(street(d.addr), 'Street'), 46], ['CITY', plain(d.addr.city, 'City'), 25],
    ['STATE', stateV(d), 9], ['ZIP', plain(d.addr.zip, 'Zip'), 20]]);
  y = k.row(X, y, W, 22, [['BUSINESS PHONE', plain(d.phone, 'Business Phone'), 22], ['FAX', null, 17], ['E-MAIL', plain(d.email, 'Email'), 33],
    ['WEBSITE', plain(d.website, 'Website'), 28]]);
  y = k.row(X, y, W, 22, [['FEDERAL TAX ID', taxV(d), 20], ['BUSINESS START DATE', startV(d, 'mdy'), 18],
    ['STATE OF INC.', d.stateOfInc !== d.addr.state ? decoy(d.stateOfInc, 'State of Inc') : plain(d.stateOfInc, 'State of Inc'), 12],
    ['# EMPLOYEES', plain(String(d.employees), 'Employees'), 11], ['TYPE OF BUSINESS / INDUSTRY', industryV(d), 39]]);
  const ent = entityOpts(d, ['Sole Prop.', 'Partnership', 'Corporation', 'S-Corp', 'LLC']);
  k.checkCell('ENTITY TYPE', ent.opts, X, y, W * 0.64, 22, { name: 'Entity', other: ent.other });
  k.checkCell('BUSINESS LOCATION', [{ label: 'Own', on: d.own === 'Own' }, { label: 'Lease / Rent', on: d.own === 'Lease' }], X + W * 0.64, y, W * 0.36, 22, { name: 'Location' });
  y += 22;
  const ll = d.landlord;
  y = k.row(X, y, W, 22, [['LANDLORD / MORTGAGE HOLDER', ll ? decoy(ll.name, 'Landlord') : null, 40], ['LANDLORD PHONE', ll ? decoy(ll.phone, 'Landlord Phone') : null, 22],
    ['MONTHLY RENT / MORTGAGE', ll ? decoy(money(ll.rent), 'Rent') : null, 20], ['YEARS AT LOCATION', plain(String(Math.max(1, d.employees % 9)), 'Years at Location'), 18]]);
  y = bar('FUNDING REQUEST', y + 3);
  y = k.row(X, y, W, 22, [['AMOUNT REQUESTED', amountV(d, 'whole'), 22], ['USE OF PROCEEDS', plain(d.use, 'Use of Proceeds'), 34],
    ['AVG. MONTHLY SALES', decoy(money(d.monthlySales, 'whole'), 'Monthly Sales'), 22], ['ANNUAL GROSS REVENUE', decoy(money(d.annualRevenue, 'whole'), 'Annual Revenue'), 22]]);
  k.checkCell('PREFERRED PAYMENT SCHEDULE', freqOpts(d, [['daily', 'Daily'], ['weekly', 'Weekly']]), X, y, W * 0.3, 22, { name: 'Schedule', radio: true });
  const a = d.advances[0];
  k.row(X + W * 0.3, y, W * 0.7, 22, [['CURRENT ADVANCE / LOAN WITH', a ? decoy(a.funder, 'Funder') : plain('None', 'Funder'), 40],
    ['BALANCE', a ? decoy(money(a.balance), 'Balance') : null, 20], ['PAYMENT', a ? decoy(`${money(a.payment)} ${a.freq}`, 'Advance Payment') : null, 25]]);
  y = bar('BANK & TRADE REFERENCES', y + 25);
  y = k.row(X, y, W, 22, [['BUSINESS BANK', decoy(d.bank.name, 'Bank'), 34], ['ROUTING #', decoy(d.bank.routing, 'Routing'), 22],
    ['ACCOUNT #', decoy(d.bank.account, 'Account'), 24], ['ACCOUNT TYPE', plain('Business Checking', 'Account Type'), 20]]);
  return k.row(X, y, W, 22, [['TRADE REFERENCE #1', decoy(d.refs[0]!.name, 'Reference 1'), 30], ['PHONE', decoy(d.refs[0]!.phone, 'Reference 1 Phone'), 20],
    ['TRADE REFERENCE #2', decoy(d.refs[1]!.name, 'Reference 2'), 30], ['PHONE', decoy(d.refs[1]!.phone, 'Reference 2 Phone'), 20]]);
}

function owner(k: Kit, o: Owner | undefined, i: number, x: number, y0: number, w: number): number {
  k.bar(`OWNER / OFFICER #${i + 1}`, x, y0, w, 11, { fill: NAVY, color: '#fff', size: 7 });
  let y = y0 + 11;
  y = k.row(x, y, w, 22, [['FULL NAME', o ? nameV(o, i) : null, 68], ['TITLE', o ? titleV(o, i) : null, 32]]);
  y = k.row(x, y, w, 22, [['OWNERSHIP %', o ? pctV(o, i) : null, 22], ['SOCIAL SECURITY #', o ? ssnV(o, i) : null, 40], ['DATE OF BIRTH', o ? dobV(o, i, 'mdy') : null, 38]]);
  y = k.row(x, y, w, 22, [['HOME ADDRESS', o ? decoy(street(o.home), 'Home Street') : null, 100]]);
  y = k.row(x, y, w, 22, [['CITY, STATE, ZIP', o ? decoy(cityLine(o.home), 'Home City') : null, 62], ['CELL PHONE', o ? plain(o.cell) : null, 38]]);
  y = k.row(x, y, w, 22, [['E-MAIL', o ? plain(o.email) : null, 68], ['CREDIT SCORE (EST.)', o ? scoreV(o, i) : null, 32]]);
  return y;
}

export const bluestone: Layout = {
  name: 'bluestone-grid', country: 'US', maxOwners: 2, creator: 'Adobe InDesign 17.4 (Windows)',
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica', ink: '#1c2f6e', hand: 'Kalam', mark: 'X' },
  draw(k: Kit, d: Deal, r: Rng): void {
    limitFreq(d, ['daily', 'weekly'], r);
    header(k, d);
    let y = business(k, d, 80) + 4;
    const cw = (W - 8) / 2;
    owner(k, d.owners[0], 0, X, y, cw);
    y = owner(k, d.owners[1], 1, X + cw + 8, y, cw) + 4;
    k.bar('AUTHORIZATION & SIGNATURES', X, y, W, 11, { fill: NAVY, color: '#fff', size: 7 });
    y += 14;
    const v = r.int(0, 1) * 2;
    y += k.para(consentUS('Bluestone Capital Partners', v), X, y, W, { size: 5.8 }) + 3;
    y += k.para(consentUS('Bluestone Capital Partners', 1), X, y, W, { size: 5.8 }) + 26;
    signBlock(k, d.owners[0], X, y, cw, d, 'mdy', 'Owner #1 Signature');
    signBlock(k, d.owners[1], X + cw + 8, y, cw, d, 'mdy', 'Owner #2 Signature');
    isoBox(k, d, 'Bluestone Capital Partners', 'bluestonecp.com', X, 712, W, 34, '#f1f3f7');
    k.text('BCP-APP 03/2023  |  Please attach the last 4 months of business bank statements and a copy of a voided check.', X, 752, { size: 5.5, color: '#555' });
  },
};
