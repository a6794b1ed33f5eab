// The two one-page brokers: Keystone (navy bars, label-beside-value rows, Helvetica) and Brightpath (maroon, serif,
// two columns, frequency checkboxes, owners side by side).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet } from './sheet.ts';
import { bar, decoy, pair, signatures } from './parts.ts';
import * as v from './values.ts';

const W = 612;

/** Keystone Funding Partners: navy section bars, two label-beside-value pairs per row, owners stacked (1-2). */
export function keystone(s: Sheet, m: Merchant, r: Rng): void {
  const navy = '#1f3a68', x = 36, w = W - 72, half = w / 2;
  s.addPage();
  s.label('KEYSTONE', x, 30, 20, { bold: true, color: navy });
  s.label('FUNDING PARTNERS', x + 2, 52, 8, { color: navy });
  s.label('Business Funding Application', x + 250, 34, 14, { bold: true, color: '#333333' });
  pair(s, 'iso_rep', 'ISO Rep:', decoy(r.pick(['Jordan Blake', 'Alexis Moreno', 'Chris Tran'])), x + 250, 54, 150, 34);
  pair(s, 'iso_phone', 'Ph:', decoy(`(646) 555-0${r.int(100, 199)}`), x + 405, 54, w - 405, 16);
  let y = 78;
  const sec = (t: string) => { bar(s, t, x, y, w, navy); y += 20; };
  const row = (a: [string, string, v.V, number], b?: [string, string, v.V, number]) => {
    pair(s, a[0], a[1], a[2], x, y, b ? half - 8 : w, a[3]);
    if (b) pair(s, b[0], b[1], b[2], x + half, y, half, b[3]);
    y += 19;
  };
  const lf = r.chance(0.25);
  sec('BUSINESS INFORMATION');
  row(['legal', 'Legal Business Name:', v.legal(m), 88], ['dba', 'DBA:', v.dba(m, r), 24]);
  row(['entity', 'Entity Type:', v.entity(m), 52], ['tax', 'Federal Tax ID:', v.taxId(m, false), 64]);
  const useYears = r.chance(0.2);
  row(useYears ? ['years', 'Years in Business:', v.years(m), 76] : ['start', 'Business Start Date:', v.start(m, r.pick([0, 1, 3])), 84],
    ['inc', 'State of Incorporation:', decoy(m.incState), 94]);
  row(['street', 'Business Address:', { text: m.street, fields: {} }, 74], ['csz', 'City/State/Zip:', v.cityStateZip(m), 62]);
  row(['phone', 'Business Phone:', decoy(m.phone), 66], ['email', 'Email:', decoy(m.email), 28]);
  row(['web', 'Website:', decoy(m.website), 38], ['industry', 'Type of Business:', v.industry(m), 72]);
  s.label('Property:', x, y + 2, 7.5);
  const own = s.check('own', 'Own', x + 40, y + 2, !m.rent);
  s.check('rent', 'Rent', own, y + 2, m.rent);
  pair(s, 'landlord', 'Landlord / Mortgage Holder:', decoy(m.rent ? r.pick(['Parkway Realty LLC', 'Hamid Properties', 'CBL Management']) : null), x + half, y, half, 112);
  y += 24;
  sec('FUNDING REQUEST');
  row(['amount', 'Amount Requested:', v.amount(m, true), 76], ['use', 'Use of Funds:', decoy(m.use), 56]);
  row(['sales', 'Avg. Monthly Sales:', decoy(`$${v.usd(m.monthlySales)}`), 78], ['employees', 'No. of Employees:', decoy(String(m.employees)), 72]);
  y += 5;
  m.owners.forEach((_, i) => {
    sec(m.owners.length > 1 ? `OWNER / GUARANTOR #${i + 1}` : 'OWNER / GUARANTOR INFORMATION');
    row(['name', lf ? 'Name (Last, First):' : 'Full Name:', v.ownerName(m, i, lf), lf ? 78 : 44], ['title', 'Title:', v.role(m, i), 26]);
    row(['pct', 'Ownership %:', v.pct(m, i, true), 56], ['ssn', 'SSN:', v.ownerSsn(m, i, false), 24]);
    row(['dob', 'Date of Birth:', v.dob(m, i, 0), 58], ['score', 'Est. Credit Score:', v.score(m, i), 72]);
    row(['home', 'Home Address:', decoy(`${m.owners[i]!.home}, ${m.owners[i]!.city}, ${m.owners[i]!.state} ${m.owners[i]!.zip}`), 60],
      ['cell', 'Cell Phone:', decoy(m.owners[i]!.phone), 46]);
    y += 4;
  });
  sec('AUTHORIZATION');
  signatures(s, 'Keystone Funding Partners', m.owners.map((_, i) => v.ownerName(m, i, false)), `${r.int(1, 12)}/${r.int(1, 28)}/2025`, x, y, w);
  s.label('Keystone Funding Partners | 1250 Broadway, 36th Floor, New York, NY 10001 | submissions@keystonefp.example', x, 760, 6.5, { color: '#777777', width: w, align: 'center' });
}

/** Brightpath Merchant Services: serif, maroon rules, two columns; requested payment, count and frequency boxes. */
export function brightpath(s: Sheet, m: Merchant, r: Rng): void {
  const ink = '#7a1f2b', x = 40, w = W - 80, col = (w - 16) / 2;
  s.addPage();
  s.label('Brightpath Merchant Services', x, 32, 18, { bold: true, color: ink });
  s.label('MERCHANT CASH ADVANCE APPLICATION', x, 54, 9, { color: '#444444' });
  s.label(`Ref # BP-${r.digits(6)}`, x + w - 90, 36, 8, { color: '#444444' });
  s.line(x, 68, x + w, 68, ink, 1.5);
  let y = 76;
  const head = (t: string, cx: number, cy: number, cw: number) => { s.label(t, cx, cy, 9.5, { bold: true, color: ink }); s.line(cx, cy + 12, cx + cw, cy + 12, ink, 0.8); };
  head('Business Profile', x, y, col);
  head('Funding Request', x + col + 16, y, col);
  let yl = y + 18, yr = y + 18;
  const L = (k: string, l: string, val: v.V, lw: number) => { pair(s, k, l, val, x, yl, col, lw); yl += 18; };
  const R = (k: string, l: string, val: v.V, lw: number) => { pair(s, k, l, val, x + col + 16, yr, col, lw); yr += 18; };
  L('legal', 'Legal Name:', v.legal(m), 50);
  L('dba', 'D/B/A:', v.dba(m, r), 32);
  L('entity', 'Legal Entity:', v.entity(m), 52);
  L('tax', m.ein ? 'Tax ID (EIN):' : 'Tax ID / SSN:', v.taxId(m, false), 56);
  L('start', 'Date Established:', v.start(m, r.pick([0, 1, 2])), 70);
  L('industry', 'Nature of Business:', v.industry(m), 78);
  L('street', 'Street Address:', { text: m.street, fields: {} }, 62);
  pair(s, 'city', 'City:', decoy(m.city), x, yl, col * 0.5, 22);
  pair(s, 'state', 'State:', v.state(m), x + col * 0.5 + 4, yl, col * 0.22, 26);
  pair(s, 'zip', 'Zip:', decoy(m.zip), x + col * 0.74 + 8, yl, col * 0.26 - 8, 18);
  yl += 18;
  L('phone', 'Phone:', decoy(m.phone), 30);
  L('email', 'Email:', decoy(m.email), 28);
  const printPay = r.chance(0.75);
  R('amount', 'Amount Requested:', v.amount(m, r.chance(0.7)), 76);
  R('payment', 'Requested Payment:', printPay ? v.payment(m) : decoy(null), 78);
  R('count', 'No. of Payments:', printPay ? v.payments(m) : decoy(null), 70);
  s.label('Frequency:', x + col + 16, yr + 2, 7.5);
  let fx = x + col + 62;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
    fx = s.check('freq', v.FREQ_LABEL[f], fx, yr + 2, printPay && f === m.frequency, printPay && f === m.frequency ? { 'application.payment_frequency': f } : {});
  }
  yr += 18;
  R('use', 'Purpose of Funds:', decoy(m.use), 72);
  R('sales', 'Monthly Gross Sales:', decoy(`$${v.usd(m.monthlySales)}`), 82);
  R('landlord', 'Landlord Name:', decoy(m.rent ? r.pick(['Oakview Commons LLC', 'Greenberg Realty', 'Stonegate Plaza']) : 'Owned'), 62);
  R('landlord_ph', 'Landlord Phone:', decoy(m.rent ? `(${r.int(201, 989)}) 555-0${r.int(100, 199)}` : null), 64);
  R('ref1', 'Trade Reference:', decoy(r.pick(['Sysco Foods', 'Grainger Supply', 'Ferguson Enterprises', 'Uline'])), 70);
  y = Math.max(yl, yr) + 8;
  m.owners.slice(0, 2).forEach((_, i) => {
    const cx = x + i * (col + 16);
    head(`Principal Owner${m.owners.length > 1 ? ` ${i + 1}` : ''}`, cx, y, col);
    let oy = y + 18;
    const P = (k: string, l: string, val: v.V, lw: number) => { pair(s, k, l, val, cx, oy, col, lw); oy += 18; };
    P('name', 'Owner Name:', v.ownerName(m, i, false), 54);
    P('title', 'Title:', v.role(m, i), 26);
    P('pct', '% Ownership:', v.pct(m, i, r.chance(0.6)), 54);
    P('ssn', 'Social Security #:', v.ownerSsn(m, i, r.chance(0.3)), 74);
    P('dob', 'Date of Birth:', v.dob(m, i, 3), 58);
    P('home', 'Home Address:', decoy(m.owners[i]!.home), 60);
    P('hcsz', 'City, State, Zip:', decoy(`${m.owners[i]!.city}, ${m.owners[i]!.state} ${m.owners[i]!.zip}`), 66);
  });
  y += 18 * 7 + 26;
  head('Certification & Consent', x, y, w);
  signatures(s, 'Brightpath Merchant Services', m.owners.slice(0, 2).map((_, i) => v.ownerName(m, i, false)), `${r.int(1, 12)}/${r.int(1, 28)}/25`, x, y + 18, w, 6.4);
}
