// Crestline Capital Partners: a mid-size ISO whose two-page form was designed in Canva. A teal band with a coral
// stripe, numbered section titles, soft rounded boxes with the label inside (small caps above the value), a pill row
// for the payment schedule, a current-positions table, owner cards (two or four) and bank/reference boxes on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case } from './data.ts';
import { PAGE_W, Sheet, type Style } from './draw.ts';
import { A, date, dbaFields, type Fields, money, ownerValues, pickStyles, startFields, stateFields, tinFields, tinText } from './formats.ts';

export const CRESTLINE = 'Crestline Capital Partners';
const TEAL = '#0f5e6b';
const CORAL = '#f07a5a';
const SOFT = '#eef4f5';
const FREQS: [string, string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
const X0 = 40;
const X1 = 572;

export function crestline(c: Case, style: Style, r: Rng): Sheet {
  const s = pickStyles(r);
  const sh = new Sheet({ style, rng: r.fork('ink'), font: 'gothic', size: 10, acro: 'semantic', prefix: 'cr_', onState: 'On' });
  const doc = sh.doc;
  const band = (title: string, h: number): void => {
    doc.save().rect(0, 0, PAGE_W, h).fill(TEAL).rect(0, h, PAGE_W, 4).fill(CORAL).restore();
    sh.text('CRESTLINE', X0, h / 2 - 18, { font: 'gothic-demi', size: 24, color: '#ffffff' });
    sh.text('C A P I T A L   P A R T N E R S', X0 + 2, h / 2 + 9, { font: 'gothic', size: 7.5, color: '#bfe3e8' });
    sh.text(title, 300, h / 2 - 14, { font: 'gothic-demi', size: 13, color: '#ffffff', width: X1 - 300, align: 'right' });
    sh.text('crestlinecap.com  ·  (786) 555-0199  ·  Miami, FL', 300, h / 2 + 6, { font: 'gothic', size: 7.5, color: '#bfe3e8', width: X1 - 300, align: 'right' });
  };
  const section = (n: string, title: string, y: number): void => {
    doc.save().circle(X0 + 5, y + 6, 5).fill(CORAL).restore();
    sh.text(`${n}  /  ${title}`, X0 + 16, y, { font: 'gothic-demi', size: 11.5, color: TEAL });
  };
  /** A soft box with its label inside, top-left, and the value below it. */
  const cell = (label: string, x: number, y: number, w: number, key: string, text: string, fields: Fields = {}, h = 32): void => {
    doc.save().roundedRect(x, y, w - 6, h, 5).fill(SOFT).restore();
    sh.text(label.toUpperCase(), x + 7, y + 4, { font: 'gothic', size: 6.3, color: '#5c7b80' });
    sh.val(key, text, x + 5, y + 12, w - 14, h - 13, fields);
  };
  band('Business Funding Application', 70);
  let y = 92;
  section('01', 'BUSINESS PROFILE', y);
  y += 20;
  cell('Legal business name', X0, y, 320, 'legal_name', c.legal, { [A('legal_name')]: c.legal });
  cell('DBA / trade name', X0 + 320, y, X1 - X0 - 320, 'dba', c.dbaText, dbaFields(c));
  y += 38;
  cell('Entity type', X0, y, 150, 'entity', c.entityText, { [A('type_of_entity')]: c.entity });
  cell('Industry', X0 + 150, y, 230, 'industry', c.industryText, { [A('industry')]: c.industry });
  cell('EIN / Tax ID', X0 + 380, y, X1 - X0 - 380, 'tin', tinText(c, true), tinFields(c.tin));
  y += 38;
  cell('Business start date', X0, y, 140, 'start', c.start ? date(c.start, s.date) : '', startFields(c));
  cell('State of incorporation', X0 + 140, y, 140, 'inc_state', c.incState);
  cell('Gross monthly revenue', X0 + 280, y, 150, 'sales', money(c.monthlySales, s.money));
  cell('Employees', X0 + 430, y, X1 - X0 - 430, 'employees', String(c.employees));
  y += 38;
  const fullState = r.chance(0.3);
  cell('Street address', X0, y, 230, 'street', c.addr.street);
  cell('City', X0 + 230, y, 140, 'city', c.addr.city);
  cell('State', X0 + 370, y, 90, 'state', fullState ? c.addr.stateName : c.addr.state, stateFields(c));
  cell('Zip', X0 + 460, y, X1 - X0 - 460, 'zip', c.addr.zip);
  y += 38;
  cell('Business phone', X0, y, 150, 'phone', c.phone);
  cell('Email', X0 + 150, y, 220, 'email', c.email);
  cell('Website', X0 + 370, y, X1 - X0 - 370, 'website', c.website);
  y += 50;
  section('02', 'FUNDING REQUEST', y);
  y += 20;
  const paymentFirst = r.chance(0.5);
  cell('Amount requested', X0, y, 140, 'amount', money(c.amount, s.money), { [A('requested_amount')]: c.amount });
  const pay = c.payment === null ? '' : money(c.payment, s.money);
  const payF: Fields = c.payment === null ? {} : { [A('requested_payment')]: c.payment };
  const np = c.npay === null ? '' : String(c.npay);
  const npF: Fields = c.npay === null ? {} : { [A('number_of_payments')]: c.npay };
  if (paymentFirst) {
    cell('Estimated payment', X0 + 140, y, 130, 'payment', pay, payF);
    cell('# of payments', X0 + 270, y, 100, 'npay', np, npF);
  } else {
    cell('# of payments', X0 + 140, y, 100, 'npay', np, npF);
    cell('Estimated payment', X0 + 240, y, 130, 'payment', pay, payF);
  }
  cell('Use of funds', X0 + 370, y, X1 - X0 - 370, 'use', c.useOfFunds);
  y += 42;
  sh.text('PAYMENT SCHEDULE', X0 + 4, y + 2, { font: 'gothic-demi', size: 7.5, color: '#5c7b80' });
  let x = X0 + 100;
  for (const [id, label] of FREQS) {
    const w = doc.font('gothic').fontSize(9).widthOfString(label);
    doc.save().roundedRect(x - 4, y - 4, w + 26, 18, 9).lineWidth(0.6).stroke('#9fbfc4').restore();
    sh.box(`freq_${id}`, label, x, y, 8, c.freq === id, { [A('payment_frequency')]: id }, w);
    sh.text(label, x + 12, y, { font: 'gothic', size: 9 });
    x += w + 40;
  }
  y += 34;
  section('03', 'CURRENT FUNDING POSITIONS', y);
  y += 20;
  const cols: [string, number][] = [['Funder', 190], ['Funded', 80], ['Balance', 90], ['Payment', 90], ['Frequency', X1 - X0 - 450]];
  doc.save().rect(X0, y, X1 - X0, 16).fill(TEAL).restore();
  x = X0;
  for (const [h, w] of cols) { sh.text(h.toUpperCase(), x + 6, y + 5, { font: 'gothic-demi', size: 7, color: '#ffffff' }); x += w; }
  y += 16;
  for (let i = 0; i < 3; i++) {
    const a = c.advances[i];
    if (i % 2 === 1) doc.save().rect(X0, y, X1 - X0, 20).fill(SOFT).restore();
    const vals = a ? [a.funder, date(a.funded, 0), money(a.balance, s.money), money(a.payment, s.money), a.freq] : ['', '', '', '', ''];
    x = X0;
    cols.forEach(([h, w], k) => { sh.dec(`pos${i + 1}_${h.toLowerCase()}`, vals[k]!, x + 3, y + 2, w - 6, 16, 9); x += w; });
    y += 20;
  }
  sh.line(X0, y, X1, y, '#9fbfc4', 0.6);
  y += 22;
  section('04', 'BANKING & REFERENCES', y);
  y += 20;
  cell('Bank name', X0, y, 180, 'bank', c.bank.name);
  cell('Routing #', X0 + 180, y, 160, 'routing', c.bank.routing);
  cell('Account #', X0 + 340, y, X1 - X0 - 340, 'account', c.bank.account);
  y += 36;
  c.refs.forEach((ref, i) => {
    cell(`Trade reference ${i + 1}`, X0, y, 200, `ref${i + 1}_company`, ref.company);
    cell('Contact', X0 + 200, y, 180, `ref${i + 1}_name`, ref.name);
    cell('Phone', X0 + 380, y, X1 - X0 - 380, `ref${i + 1}_phone`, ref.phone);
    y += 36;
  });
  sh.text('Page 1 of 2', X0, 760, { font: 'gothic', size: 7, color: '#5c7b80', width: X1 - X0, align: 'right' });

  sh.addPage();
  band('Owners & Authorization', 54);
  y = 74;
  section('05', 'OWNERSHIP', y);
  y += 20;
  const cards = Math.max(2, c.owners.length);
  const cw = (X1 - X0) / 2;
  for (let i = 0; i < cards; i++) {
    const o = c.owners[i];
    const cx = X0 + (i % 2) * cw;
    const cy = y + Math.floor(i / 2) * 158;
    doc.save().roundedRect(cx, cy, cw - 8, 150, 6).lineWidth(0.8).stroke('#9fbfc4').restore();
    doc.save().rect(cx + 1, cy + 1, cw - 10, 15).fill(CORAL).restore();
    sh.text(`OWNER ${i + 1}`, cx + 8, cy + 5, { font: 'gothic-demi', size: 8, color: '#ffffff' });
    const v = o ? ownerValues(i, o, s, false) : undefined;
    const g = (k: string): [string, Fields] => v?.[k] ?? ['', {}];
    const k = (name: string): string => `owner${i + 1}_${name}`;
    const iw = cw - 12;
    cell('Full name', cx + 4, cy + 20, iw, k('name'), ...g('name'), 30);
    cell('Title', cx + 4, cy + 52, iw * 0.6, k('role'), ...g('role'), 30);
    cell('Ownership %', cx + 4 + iw * 0.6, cy + 52, iw * 0.4, k('own'), ...g('own'), 30);
    cell('SSN', cx + 4, cy + 84, iw * 0.5, k('ssn'), ...g('ssn'), 30);
    cell('Date of birth', cx + 4 + iw * 0.5, cy + 84, iw * 0.5, k('dob'), ...g('dob'), 30);
    cell('Credit score', cx + 4, cy + 116, iw * 0.3, k('fico'), ...g('fico'), 30);
    cell('Home address', cx + 4 + iw * 0.3, cy + 116, iw * 0.7, k('home'), o ? `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}` : '', {}, 30);
  }
  y += Math.ceil(cards / 2) * 158 + 10;
  y += 8;
  section('06', 'AUTHORIZATION', y);
  y += 18;
  sh.text('I certify that the information in this application is true and correct. I authorize Crestline Capital Partners and the ' +
    'funding companies it works with to obtain credit reports on me and on the business, to verify the information given and to ' +
    'contact the references listed above. I understand that this is an application and not a commitment to fund.', X0, y,
  { font: 'gothic', size: 7.3, width: X1 - X0, color: '#333333', lineGap: 1 });
  y += 40;
  for (let i = 0; i < c.owners.length && y < 740; i++) {
    const cx = X0 + (i % 2) * cw;
    const cy = y + Math.floor(i / 2) * 30;
    sh.line(cx, cy + 18, cx + 160, cy + 18, '#5c7b80');
    sh.sign(cx + 10, cy + 14, 120);
    sh.text(`Owner ${i + 1} signature`, cx, cy + 21, { font: 'gothic', size: 6.5, color: '#5c7b80' });
    sh.line(cx + 172, cy + 18, cx + 250, cy + 18, '#5c7b80');
    sh.dec(`sign_date_${i + 1}`, date(c.signed, s.date), cx + 172, cy + 2, 78, 15, 9);
    sh.text('Date', cx + 172, cy + 21, { font: 'gothic', size: 6.5, color: '#5c7b80' });
  }
  sh.text('Your Crestline advisor:', X0, 758, { font: 'gothic-demi', size: 7.5, color: '#5c7b80' });
  sh.dec('advisor', c.rep.name, X0 + 100, 752, 130, 16, 8.5);
  sh.dec('advisor_phone', c.rep.phone, X0 + 232, 752, 100, 16, 8.5);
  sh.text('Page 2 of 2', X0, 760, { font: 'gothic', size: 7, color: '#5c7b80', width: X1 - X0, align: 'right' });
  return sh;
}
