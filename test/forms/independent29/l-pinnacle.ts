// Pinnacle Advance (a direct funder in Dallas): two pages of numbered sections under peach bars, boxed cells with
// corner labels; the submitting ISO's own box at the top; the request with payment, number of payments and a
// Daily / Weekly / Monthly row; existing obligations table; page 2 holds up to four owners in a 2 x 2 grid with SSNs in
// comb boxes, a credit score line, a personal-guaranty note and four signature blocks. Check glyphs for marks.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal, Owner } from './deal.ts';
import type { Kit, Val } from './kit.ts';
import type { Layout } from './index.ts';
import { consentUS, logoPeaks, signBlock } from './parts.ts';
import { amountV, countV, date, dbaV, decoy, dobV, entityOpts, firstV, freqOpts, industryV, lastV, legalV, money, offTruth, paymentV, pctV, plain, scoreV,
  ssnV, startV, stateV, street, taxV, titleV } from './vals.ts';

const INK = '#3b2a20', PEACH = '#f6d9bf', X = 30, W = 552;
const ISOS = ['Apex Business Solutions LLC', 'First Choice Funding Partners', 'Capital Bridge Advisors', 'Main Street Merchant Group', 'Elevate Funding Co.'];

function bar(k: Kit, n: number, title: string, y: number, x = X, w = W): number {
  k.bar(`${n}  |  ${title}`, x, y, w, 12, { fill: PEACH, color: INK, size: 7.5 });
  return y + 12;
}

function header(k: Kit, d: Deal, r: Rng): number {
  logoPeaks(k.doc, X, 22, '#d9772b', INK);
  k.text('PINNACLE ADVANCE', X + 44, 24, { font: 'Helvetica-Bold', size: 16, color: INK });
  k.text('Revenue-Based Funding for Main Street', X + 44, 42, { size: 7, color: '#8a5a3a' });
  k.text('Pinnacle Advance, LLC  ·  2100 Ross Ave., Suite 900  ·  Dallas, TX 75201  ·  (214) 555-0133  ·  underwriting@pinnacleadvance.com',
    X, 56, { size: 6.3, color: '#555' });
  k.rect(X + W - 200, 20, 200, 32, { fill: '#faf6f2', stroke: '#999' });
  k.text('SUBMITTING ISO', X + W - 197, 22, { size: 5.5, font: 'Helvetica-Bold' });
  k.cell('ISO Company', decoy(r.pick(ISOS), 'ISO Company'), X + W - 198, 29, 110, 21, { ls: 5 });
  k.cell('ISO Contact Phone', decoy(d.rep.phone, 'ISO Phone'), X + W - 88, 29, 86, 21, { ls: 5 });
  k.text('MERCHANT APPLICATION', X, 68, { font: 'Helvetica-Bold', size: 12, color: INK });
  return 86;
}

function business(k: Kit, d: Deal, y0: number): number {
  let y = bar(k, 1, 'BUSINESS PROFILE', y0);
  y = k.row(X, y, W, 24, [['Legal Name of Business', legalV(d), 58], ['DBA', dbaV(d, 'blank'), 42]], { ls: 6 });
  y = k.row(X, y, W, 24, [['Business Street Address', plain(street(d.addr), 'Street'), 44], ['City', plain(d.addr.city, 'City'), 26], ['State', stateV(d), 10], ['Zip Code', plain(d.addr.zip, 'Zip'), 20]], { ls: 6 });
  k.row(X, y, W * 0.36, 24, [['Federal Tax ID (EIN or SSN)', taxV(d), 60], ['Date Established', startV(d, 'mdy'), 40]], { ls: 6 });
  const ent = entityOpts(d, ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Sole Prop']);
  k.checkCell('Legal Entity Type', ent.opts, X + W * 0.36, y, W * 0.64, 24, { name: 'Entity', other: ent.other, ls: 6, size: 7 });
  y += 24;
  y = k.row(X, y, W, 24, [['Industry / Type of Business', industryV(d), 36], ['Business Phone', plain(d.phone, 'Phone'), 20], ['Business E-mail', plain(d.email, 'Email'), 26],
    ['Website', plain(d.website, 'Website'), 18]], { ls: 6 });
  k.checkCell('Business Premises', [{ label: 'Own', on: d.own === 'Own' }, { label: 'Lease', on: d.own === 'Lease' }], X, y, W * 0.2, 24, { name: 'Premises', ls: 6, size: 7 });
  const ll = d.landlord;
  k.row(X + W * 0.2, y, W * 0.8, 24, [['Landlord / Mortgagee', ll ? decoy(ll.name, 'Landlord') : null, 40], ['Landlord Phone', ll ? decoy(ll.phone, 'Landlord Phone') : null, 22],
    ['Monthly Rent / Mortgage', ll ? decoy(money(ll.rent), 'Rent') : null, 20], ['Employees', plain(String(d.employees), 'Employees'), 18]], { ls: 6 });
  return y + 24;
}

function request(k: Kit, d: Deal, y0: number): number {
  let y = bar(k, 2, 'FUNDING REQUEST', y0 + 6);
  y = k.row(X, y, W, 24, [['Requested Funding Amount', amountV(d, 'cents'), 25], ['Requested Payment Amount', paymentV(d), 22], ['Number of Payments', countV(d), 18],
    ['Use of Funds', plain(d.use, 'Use of Funds'), 35]], { ls: 6 });
  k.checkCell('Remittance Frequency', freqOpts(d, [['daily', 'Daily (M-F)'], ['weekly', 'Weekly'], ['monthly', 'Monthly']]), X, y, W * 0.55, 24, { name: 'Remittance', ls: 6, size: 7, radio: true });
  k.row(X + W * 0.55, y, W * 0.45, 24, [['Average Monthly Revenue', decoy(money(d.monthlySales, 'whole'), 'Monthly Revenue'), 50], ['Remittance Method', plain('ACH Debit', 'Method'), 50]], { ls: 6 });
  return y + 24;
}

function obligations(k: Kit, d: Deal, y0: number): number {
  let y = bar(k, 3, 'BANKING & EXISTING OBLIGATIONS', y0 + 6);
  y = k.row(X, y, W, 24, [['Operating Bank', decoy(d.bank.name, 'Bank'), 34], ['ABA Routing #', decoy(d.bank.routing, 'Routing'), 22], ['Account #', decoy(d.bank.account, 'Account'), 24],
    ['Avg. Daily Balance', decoy(money(offTruth(d, Math.round(d.monthlySales * 0.31))), 'Daily Balance'), 20]], { ls: 6 });
  const cols: [string, number][] = [['Current Funder / Lender', 32], ['Date Funded', 16], ['Funded Amount', 17], ['Current Balance', 17], ['Payment & Frequency', 18]];
  for (let row = 0; row < 2; row++) {
    const a = d.advances[row];
    const cells = cols.map(([label, w], c): [string, Val | null, number] => [label, !a ? null : [decoy(a.funder, 'Funder'),
      plain(date(`${Number(d.signed.slice(0, 4)) - 1}-${String(3 + row * 4).padStart(2, '0')}-15`, 'mdy'), 'Date Funded'),
      decoy(money(offTruth(d, Math.round(a.balance * 1.7 / 500) * 500), 'whole'), 'Funded Amount'), decoy(money(a.balance), 'Balance'),
      decoy(`${money(a.payment)} / ${a.freq}`, 'Advance Payment')][c]!, w]);
    y = k.row(X, y, W, 22, cells, { ls: 5.5 });
  }
  return y;
}

const QUESTIONS: [string, boolean][] = [['Has the business or any owner ever filed for bankruptcy?', false], ['Are there any open tax liens or judgments against the business?', false],
  ['Is the business seasonal?', false], ['Does the business accept credit / debit cards?', true], ['Is the business currently for sale?', false]];

function history(k: Kit, d: Deal, y0: number): number {
  let y = bar(k, 4, 'TRADE REFERENCES & BUSINESS HISTORY', y0);
  for (const ref of d.refs.slice(0, 2)) {
    y = k.row(X, y, W, 22, [['Trade Reference / Supplier', decoy(ref.name, 'Reference'), 50], ['Contact Phone', decoy(ref.phone, 'Reference Phone'), 25],
      ['Account Since', plain(String(Number(d.signed.slice(0, 4)) - 1 - (ref.phone.charCodeAt(7) % 5)), 'Account Since'), 25]], { ls: 5.5 });
  }
  y += 6;
  for (const [i, [q, yes]] of QUESTIONS.entries()) {
    k.text(`${i + 1}. ${q}`, X + 4, y + 1, { size: 7 });
    k.checks([{ label: 'Yes', on: yes }, { label: 'No', on: !yes }], X + 360, y, { name: `Question ${i + 1}`, s: 7, size: 7, gap: 14 });
    y += 13;
  }
  return y;
}

function owner(k: Kit, o: Owner | undefined, i: number, x: number, y0: number, w: number): number {
  k.bar(`OWNER / GUARANTOR ${i + 1}`, x, y0, w, 11, { fill: '#ead8c8', color: INK, size: 6.5 });
  let y = k.row(x, y0 + 11, w, 22, [['First Name', o ? firstV(o, i) : null, 50], ['Last Name', o ? lastV(o, i) : null, 50]], { ls: 5.5 });
  y = k.row(x, y, w, 22, [['Title', o ? titleV(o, i) : null, 60], ['Ownership %', o ? pctV(o, i) : null, 40]], { ls: 5.5 });
  k.rect(x, y, w, 26);
  k.comb('Social Security Number', o ? ssnV(o, i) : null, x + 2, y + 1.5, [3, 2, 4], { slot: 10.5, h: 14, name: `Owner ${i + 1} SSN` });
  k.cell('Credit Score', o ? scoreV(o, i) : null, x + w * 0.62, y, w * 0.38, 26, { ls: 5.5 });
  y += 26;
  y = k.row(x, y, w, 22, [['Date of Birth', o ? dobV(o, i, 'mdy') : null, 40], ['Mobile Phone', o ? plain(o.cell) : null, 60]], { ls: 5.5 });
  y = k.row(x, y, w, 22, [['Home Street Address', o ? decoy(street(o.home), 'Home Street') : null, 100]], { ls: 5.5 });
  return k.row(x, y, w, 22, [['City', o ? decoy(o.home.city, 'Home City') : null, 50], ['State', o ? plain(o.home.state, 'Home State') : null, 20], ['Zip', o ? decoy(o.home.zip, 'Home Zip') : null, 30]], { ls: 5.5 });
}

export const pinnacle: Layout = {
  name: 'pinnacle-funder', country: 'US', maxOwners: 4, creator: 'Adobe Acrobat Pro DC 21.1',
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica', ink: '#202a5a', hand: 'Kalam', mark: 'check' },
  draw(k: Kit, d: Deal, r: Rng): void {
    let y = header(k, d, r);
    y = business(k, d, y);
    y = request(k, d, y);
    y = obligations(k, d, y);
    y = history(k, d, y + 6);
    k.para('Applicant must attach the three (3) most recent months of business bank statements, a copy of a voided business check and a copy of '
      + 'each owner\'s driver\'s license. Incomplete applications will not be reviewed.', X, y + 8, W, { size: 6.5, font: 'Helvetica-Oblique' });
    k.text('PA-MA-02  ·  Page 1 of 2', X, 768, { size: 6, width: W, align: 'right', color: '#777' });
    k.newPage();
    y = bar(k, 5, 'OWNERS & PERSONAL GUARANTORS (EVERY OWNER OF 20% OR MORE)', 30);
    const cw = (W - 10) / 2;
    for (let i = 0; i < 4; i += 2) {
      owner(k, d.owners[i], i, X, y + 4, cw);
      y = owner(k, d.owners[i + 1], i + 1, X + cw + 10, y + 4, cw) + 2;
    }
    y = bar(k, 6, 'AUTHORIZATION, CERTIFICATION & SIGNATURES', y + 4);
    y += 4 + k.para(consentUS('Pinnacle Advance, LLC', 1), X, y + 4, W, { size: 6.2 });
    y += 4 + k.para('Each owner signing below agrees to personally guarantee the performance of the business under any agreement entered into with '
      + 'Pinnacle Advance, LLC, including the representations and warranties therein. Electronic signatures are accepted.', X, y + 4, W, { size: 6.2 });
    for (let i = 0; i < 4; i++) signBlock(k, d.owners[i], X + (i % 2) * (cw + 10), y + 34 + Math.floor(i / 2) * 34, cw, d, 'mdy', `Guarantor ${i + 1} Signature`);
    k.text('PA-MA-02  ·  Page 2 of 2', X, 768, { size: 6, width: W, align: 'right', color: '#777' });
  },
};
