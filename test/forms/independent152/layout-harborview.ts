// Harborview Merchant Services: a spreadsheet exported to PDF. One dense page of grey-label/white-value cells on a
// grid, the ISO rep's row on top, free-text entity and frequency, owners as four columns of one table, an
// existing-positions table right under the funding request, and bank/landlord rows.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case } from './data.ts';
import { Sheet, type Style } from './draw.ts';
import { A, date, dbaFields, type Fields, fundingValues, money, ownerValues, pickStyles, startFields, stateFields, tinFields, tinText } from './formats.ts';

export const HARBORVIEW = 'Harborview Merchant Services';
const X0 = 30;
const X1 = 582;
const RH = 15;
const GRID = '#a6a6a6';
const LABEL = '#e7e6e6';
const HEAD = '#375623';
const SUB = '#c6e0b4';

export function harborview(c: Case, style: Style, r: Rng): Sheet {
  const s = pickStyles(r);
  const sh = new Sheet({ style, rng: r.fork('ink'), font: 'Helvetica', size: 8, acro: 'semantic', prefix: 'HV_' });
  const F = 'Helvetica';
  let y = 30;
  const label = (t: string, x: number, w: number, fill = LABEL, bold = false): void => {
    sh.rect(x, y, w, RH, GRID, fill, 0.5);
    sh.text(t, x + 3, y + 4, { font: bold ? 'Helvetica-Bold' : F, size: 7.2, color: '#000000' });
  };
  const value = (x: number, w: number, key: string, text: string, fields: Fields = {}): void => {
    sh.rect(x, y, w, RH, GRID, undefined, 0.5);
    sh.val(key, text, x + 1, y, w - 2, RH, fields, 8);
  };
  /** A row of label/value pairs; widths alternate label, value. */
  const row = (cells: [string, string, string, Fields?][], widths: number[]): void => {
    let x = X0;
    cells.forEach(([l, key, text, fields], i) => {
      label(l, x, widths[2 * i]!);
      x += widths[2 * i]!;
      value(x, widths[2 * i + 1]!, key, text, fields ?? {});
      x += widths[2 * i + 1]!;
    });
    y += RH;
  };
  const band = (t: string): void => {
    y += 6;
    sh.rect(X0, y, X1 - X0, RH, GRID, SUB, 0.5);
    sh.text(t, X0 + 3, y + 4, { font: 'Helvetica-Bold', size: 7.5 });
    y += RH;
  };
  const W4 = [100, 176, 100, 176];
  sh.rect(X0, y, X1 - X0, 22, HEAD, HEAD);
  sh.text('HARBORVIEW MERCHANT SERVICES  -  BUSINESS FUNDING APPLICATION', X0 + 6, y + 7, { font: 'Helvetica-Bold', size: 10, color: '#ffffff' });
  sh.text('Rev. 03/2024', X1 - 60, y + 8, { font: F, size: 7, color: '#ffffff' });
  y += 22;
  row([['Submitted by (ISO Rep)', 'rep', c.rep.name], ['Rep Phone', 'rep_phone', c.rep.phone], ['Rep Email', 'rep_email', c.rep.email],
    ['ISO ID', 'rep_id', c.rep.id]], [82, 74, 52, 66, 48, 118, 36, 76]);
  band('BUSINESS INFORMATION');
  row([['Legal Business Name', 'legal_name', c.legal, { [A('legal_name')]: c.legal }]], [100, 452]);
  row([['DBA', 'dba', c.dbaText, dbaFields(c)], ['Fed Tax ID (EIN)', 'tin', tinText(c, true), tinFields(c.tin)]], W4);
  row([['Entity Type', 'entity', c.entityText, { [A('type_of_entity')]: c.entity }],
    ['Industry', 'industry', c.industryText, { [A('industry')]: c.industry }]], W4);
  const years = c.start ? Math.max(1, c.signed.y - c.start.y - (c.signed.m < c.start.m ? 1 : 0)) : r.int(2, 15);
  row([['Business Start Date', 'start', c.start ? date(c.start, s.date) : '', startFields(c)],
    ['Years in Business', 'years', r.chance(0.7) ? String(years) : '']], W4);
  row([['Street Address', 'street', c.addr.street], ['City, State, Zip', 'csz', `${c.addr.city}, ${c.addr.state} ${c.addr.zip}`, stateFields(c)]], W4);
  row([['Business Phone', 'phone', c.phone], ['Email', 'email', c.email]], W4);
  row([['State of Incorporation', 'inc_state', c.incState], ['Avg Monthly Sales', 'sales', money(c.monthlySales, s.money)]], W4);
  band('FUNDING REQUEST');
  const f = fundingValues(c, s);
  row([['Amount Requested', 'amount', ...f.amount!], ['Proposed Payment', 'payment', ...f.payment!]], W4);
  row([['# of Payments', 'npay', ...f.npay!], ['Payment Frequency', 'freq', ...f.freq!]], W4);
  row([['Use of Funds', 'use', c.useOfFunds], ['# of Employees', 'employees', String(c.employees)]], W4);
  band('EXISTING POSITIONS / ADVANCES');
  const pw = [150, 80, 80, 90, 80, 72];
  let x = X0;
  ['Funder', 'Funded Date', 'Funded Amt', 'Current Balance', 'Payment', 'Frequency'].forEach((h, i) => { label(h, x, pw[i]!, LABEL, true); x += pw[i]!; });
  y += RH;
  for (let i = 0; i < 3; i++) {
    const a = c.advances[i];
    const vals = a ? [a.funder, date(a.funded, 0), money(a.orig, s.money), money(a.balance, s.money),
      money(a.payment, s.money), a.freq] : ['', '', '', '', '', ''];
    x = X0;
    vals.forEach((v, k) => { value(x, pw[k]!, `pos${i + 1}_${k}`, v); x += pw[k]!; });
    y += RH;
  }
  band('OWNER / GUARANTOR INFORMATION');
  const ow = [112, 110, 110, 110, 110];
  x = X0 + ow[0]!;
  label('', X0, ow[0]!, LABEL);
  for (let i = 0; i < 4; i++) { label(`Owner ${i + 1}`, x, ow[i + 1]!, LABEL, true); x += ow[i + 1]!; }
  y += RH;
  const vs = c.owners.map((o, i) => ownerValues(i, o, s, true));
  const orow = (l: string, k: string, get: (i: number) => [string, Fields]): void => {
    label(l, X0, ow[0]!);
    let xx = X0 + ow[0]!;
    for (let i = 0; i < 4; i++) {
      const [t, fl] = c.owners[i] ? get(i) : ['', {}];
      value(xx, ow[i + 1]!, `owner${i + 1}_${k}`, t, fl);
      xx += ow[i + 1]!;
    }
    y += RH;
  };
  orow(s.name === 'lf' ? 'Name (Last, First)' : 'Full Name', 'name', (i) => vs[i]!.name!);
  orow('Title', 'role', (i) => vs[i]!.role!);
  orow('Ownership %', 'own', (i) => vs[i]!.own!);
  orow('SSN', 'ssn', (i) => vs[i]!.ssn!);
  orow('Date of Birth', 'dob', (i) => vs[i]!.dob!);
  orow('Credit Score (est.)', 'fico', (i) => vs[i]!.fico!);
  orow('Home Address', 'home', (i) => [c.owners[i]!.home.street, {}]);
  orow('City, State, Zip', 'home_csz', (i) => { const h = c.owners[i]!.home; return [`${h.city}, ${h.state} ${h.zip}`, {}]; });
  orow('Cell Phone', 'cell', (i) => [c.owners[i]!.cell, {}]);
  band('BANK & PROPERTY');
  const W6 = [70, 114, 62, 122, 62, 122];
  row([['Bank Name', 'bank', c.bank.name], ['Routing #', 'routing', c.bank.routing], ['Account #', 'account', c.bank.account]], W6);
  row([['Landlord', 'landlord', c.landlord.name], ['Landlord Ph.', 'landlord_phone', c.landlord.phone],
    ['Monthly Rent', 'rent', money(c.landlord.rent, s.money)]], W6);
  band('AUTHORIZATION');
  const text = 'The undersigned certify that the information above is true and correct and authorize Harborview Merchant Services, ' +
    'its affiliates and the funders it submits to, to obtain business and personal credit reports, verify bank and trade information, ' +
    'and share this application with prospective funders. Fax or electronic copies are as valid as the original.';
  sh.rect(X0, y, X1 - X0, 34, GRID, undefined, 0.5);
  sh.text(text, X0 + 4, y + 4, { font: F, size: 7, width: X1 - X0 - 8, lineGap: 0.5 });
  y += 34;
  for (let i = 0; i < c.owners.length; i += 2) {
    x = X0;
    for (let k = i; k < i + 2; k++) {
      label(`Signature (Owner ${k + 1})`, x, 92);
      sh.rect(x + 92, y, 112, 22, GRID, undefined, 0.5);
      if (c.owners[k]) sh.sign(x + 98, y + 16, 95);
      label('Date', x + 204, 30);
      value(x + 234, 42, `sign_date_${k + 1}`, c.owners[k] ? date(c.signed, 1) : '');
      x += 276;
    }
    y += 24;
  }
  sh.text('Harborview Merchant Services  |  1200 Harbor Blvd, Fl 3, Norfolk, VA 23510  |  submissions@harborviewms.com  |  Sheet 1 of 1',
    X0, 770, { font: F, size: 6.5, color: '#595959' });
  return sh;
}
