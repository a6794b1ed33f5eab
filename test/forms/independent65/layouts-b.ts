// Great Lakes Working Capital (Detroit ISO, labels above lines, an owners' table) and North Star Advance (Minneapolis
// direct funder, captions under the lines, a payment-schedule choice, principal blocks on page 2).
import type { Rng } from '../../statements/generator/prng.ts';
import { money, printAmount, type Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { AUTH, aboveField, amountV, belowField, cityStateZipV, creditV, dbaV, dobV, entityV, homeCszV, homeV, kindV, legalV, nameV, pctV,
  plain, ssnV, startV, stateV, taxV, titleV, type Val } from './fields.ts';

export function greatLakes(p: Pen, m: Merchant, r: Rng): void {
  p.text('GREAT LAKES', 40, 30, { size: 20, font: 'Times-Bold', color: '#12355b' });
  p.text('WORKING CAPITAL GROUP', 40, 52, { size: 9, font: 'Times-Roman', color: '#12355b' });
  p.text('1 Woodward Ave, 19th Fl · Detroit, MI 48226\nTel 313-555-0122 · Fax 313-555-0123\nsubmit@greatlakeswcg.com', 380, 32, { size: 7.5, width: 192, align: 'right', lineGap: 1 });
  p.text('BUSINESS FUNDING APPLICATION', 40, 76, { size: 12, font: 'Helvetica-Bold' });
  p.hline(40, 572, 92, 1);
  let y = 100;
  const f = (label: string, key: string, v: Val, x: number, w: number): void => aboveField(p, label, key, v, x, y, w);
  f('Legal Business Name', 'legal_name', legalV(m), 40, 300); f('D/B/A', 'dba', dbaV(m), 340, 232); y += 30;
  f('Entity (LLC, Corp, etc.)', 'entity', entityV(m), 40, 140); f('TIN', 'tax_id', taxV(m, false), 180, 110);
  f('Business Start Date', 'start', startV(r, m), 290, 110); f('Time in Business', 'tib', plain(`${m.years} yrs`), 400, 80);
  f('# of Employees', 'employees', plain(String(m.employees)), 480, 92); y += 30;
  f('Business Address', 'street', plain(m.addr.street), 40, 250); f('City, State, Zip', 'csz', cityStateZipV(m), 290, 282); y += 30;
  f('Business Phone', 'phone', plain(m.phone), 40, 130); f('E-mail', 'email', plain(m.email), 170, 200); f('Nature of Business', 'kind', kindV(m), 370, 202); y += 30;
  f('Requested Amount', 'amount', amountV(r, m), 40, 130); f('Use of Proceeds', 'use', plain(m.use), 170, 200);
  f('Monthly Gross Sales', 'monthly', plain(printAmount(r, m.monthlySales)), 370, 100); f('Own or Rent', 'rent_own', plain(m.rentOrOwn), 470, 102); y += 30;
  f('Landlord Name', 'landlord', plain(m.landlord.name), 40, 250); f('Landlord Phone', 'landlord_phone', plain(m.landlord.phone), 290, 130);
  f('Monthly Rent', 'rent', plain(`$${money(m.rent)}`), 420, 152); y += 36;
  p.text('OWNERS / OFFICERS', 40, y, { size: 10, font: 'Helvetica-Bold' }); y += 14;
  y = ownersTable(p, m, r, y);
  y += 14;
  p.text('OWNER HOME ADDRESSES', 40, y, { size: 8, font: 'Helvetica-Bold' }); y += 12;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    p.text(`${i + 1}.`, 40, y + 3, { size: 7 });
    p.value(`o${i}_home`, o ? `${homeV(o).text}, ${homeCszV(o).text}` : '', 52, y, 510, { size: 8 });
    p.hline(52, 572, y + 12, 0.4);
    y += 16;
  }
  y += 10;
  p.text(AUTH, 40, y, { size: 6.5, width: 532, lineGap: 1 }); y += 60;
  p.hline(40, 300, y + 16); p.hline(320, 572, y + 16);
  p.text('Owner Signature', 40, y + 19, { size: 6.5 }); p.text('Date', 320, y + 19, { size: 6.5 });
  p.rect(40, 712, 532, 40, { fill: '#f1f4f8', stroke: '#12355b', lw: 0.5 });
  p.text('FOR OFFICE USE — SUBMITTED BY', 46, 716, { size: 6.5, font: 'Helvetica-Bold', color: '#12355b' });
  p.text('ISO:', 46, 732, { size: 7 }); p.value('iso_name', `Great Lakes WCG / ${m.rep.name}`, 66, 729, 200, { size: 8 });
  p.text('Rep Email:', 290, 732, { size: 7 }); p.value('iso_email', m.rep.email, 330, 729, 230, { size: 8 });
}

function ownersTable(p: Pen, m: Merchant, r: Rng, y: number): number {
  const cols = [['Owner Name', 150], ['Title', 80], ['% Owned', 46], ['SSN', 84], ['Date of Birth', 70], ['Credit Score', 50], ['Cell Phone', 52]] as const;
  let x = 40;
  p.rect(40, y, 532, 14, { fill: '#12355b', stroke: 'none' });
  for (const [h, w] of cols) { p.text(h, x + 3, y + 4, { size: 6.5, font: 'Helvetica-Bold', color: '#ffffff' }); x += w; }
  y += 14;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const vals: Val[] = o ? [nameV(o, i), titleV(o, i), pctV(o, i), ssnV(r, o, i), dobV(r, o, i), creditV(o, i), plain(o.cell)] : cols.map(() => plain(''));
    const keys = ['name', 'title', 'pct', 'ssn', 'dob', 'fico', 'cell'];
    x = 40;
    cols.forEach(([, w], c) => {
      p.rect(x, y, w, 18, { lw: 0.4 });
      p.value(`o${i}_${keys[c]}`, vals[c]!.text, x, y + 4, w - 2, { size: c === 6 ? 6 : 7.5, fields: vals[c]!.fields });
      x += w;
    });
    y += 18;
  }
  return y;
}

const FREQ = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']] as const;

export function northStar(p: Pen, m: Merchant, r: Rng): void {
  p.rect(0, 0, 612, 60, { fill: '#0d2b45', stroke: 'none' });
  p.text('North Star Advance', 40, 18, { size: 20, font: 'Times-BoldItalic', color: '#f4d35e' });
  p.text('Direct Funder · 80 S. 8th St, Minneapolis, MN 55402 · 612-555-0177', 330, 26, { size: 7.5, color: '#ffffff' });
  p.text('Application for Purchase of Future Receivables', 40, 72, { size: 11, font: 'Times-Bold' });
  p.text('Please complete every line. Incomplete applications delay funding.', 40, 86, { size: 7, font: 'Times-Italic' });
  let y = 104;
  const f = (label: string, key: string, v: Val, x: number, w: number): void => belowField(p, label, key, v, x, y, w);
  f("Merchant's Legal Name", 'legal_name', legalV(m), 40, 320); f('Trade Name / DBA', 'dba', dbaV(m), 360, 212); y += 32;
  f('Form of Business', 'entity', entityV(m), 40, 130); f('TIN (EIN or SSN)', 'tax_id', taxV(m, false), 170, 120);
  const startKnown = r.chance(0.6);
  f('Date Business Started', 'start', startKnown ? startV(r, m) : plain(''), 290, 120);
  f('Years in Business', 'tib', plain(`${m.years} years`), 410, 70); f('State of Organization', 'inc_state', plain(m.incState), 480, 92); y += 32;
  f('Business Location (street)', 'street', plain(m.addr.street), 40, 230); f('City', 'city', plain(m.addr.place.city), 270, 130);
  f('State', 'state', stateV(m, r.chance(0.4)), 400, 80); f('ZIP', 'zip', plain(m.addr.place.zip), 480, 92); y += 32;
  f('Phone', 'phone', plain(m.phone), 40, 130); f('Website', 'web', plain(m.website ?? ''), 170, 190); f('Industry', 'kind', kindV(m), 360, 212); y += 40;
  p.text('FUNDING TERMS REQUESTED', 40, y, { size: 9, font: 'Times-Bold' }); p.hline(40, 572, y + 11, 0.8); y += 20;
  f('Purchase Price Requested', 'amount', amountV(r, m), 40, 150);
  const n = r.pick([60, 90, 120, 130, 26, 40, 52, 6, 12]);
  const freq = n <= 12 ? 'monthly' : n <= 52 ? r.pick(['weekly', 'biweekly'] as const) : 'daily';
  const pay = Math.round((m.amount * 1.35 / n) * 100) / 100;
  const shown = r.chance(0.8);
  f('Requested Payment', 'payment', shown ? { text: printAmount(r, pay), fields: { requested_payment: pay } } : plain(''), 190, 130);
  f('Number of Payments', 'n_payments', shown ? { text: String(n), fields: { number_of_payments: n } } : plain(''), 320, 100);
  f('Use of Funds', 'use', plain(m.use), 420, 152); y += 32;
  p.text('Payment Schedule:', 40, y + 1, { size: 8, font: 'Times-Bold' });
  let x = 130;
  for (const [id, label] of FREQ) {
    p.check(`freq_${id}`, label, shown && freq === id, x, y, 9, { payment_frequency: id });
    p.text(label, x + 13, y + 1, { size: 8, font: 'Times-Roman' }); x += 80;
  }
  y += 26;
  p.text('BANKING', 40, y, { size: 9, font: 'Times-Bold' }); p.hline(40, 572, y + 11, 0.8); y += 20;
  f('Deposit Bank', 'bank', plain(m.bank.name), 40, 180); f('ABA Routing', 'routing', plain(m.bank.routing), 220, 130);
  f('Account No.', 'account', plain(m.bank.account), 350, 130); f('Avg. Monthly Deposits', 'monthly', plain(`$${money(m.monthlySales)}`), 480, 92); y += 40;
  p.text('OPEN POSITIONS', 40, y, { size: 9, font: 'Times-Bold' }); p.hline(40, 572, y + 11, 0.8); y += 20;
  for (let i = 0; i < 2; i++) {
    const fu = m.funders[i];
    f(`Funder ${i + 1}`, `funder_${i}`, plain(fu?.name ?? ''), 40, 220); f('Balance', `funder_bal_${i}`, plain(fu ? `$${money(fu.balance)}` : ''), 260, 150);
    f('Payment', `funder_pmt_${i}`, plain(fu ? `$${money(fu.payment)}` : ''), 410, 162); y += 30;
  }
  p.text('Page 1 of 2 — NSA-APP rev. 03/2024', 40, 760, { size: 7, font: 'Times-Italic' });
  p.newPage();
  northStarPrincipals(p, m, r);
}

function northStarPrincipals(p: Pen, m: Merchant, r: Rng): void {
  p.text('North Star Advance — Principal / Officer / Guarantor Information', 40, 36, { size: 11, font: 'Times-Bold', color: '#0d2b45' });
  let y = 60;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const v = (fn: () => Val): Val => (o ? fn() : plain(''));
    const f = (label: string, key: string, val: Val, x: number, w: number): void => belowField(p, label, key, val, x, y, w);
    p.text(`Principal / Officer / Guarantor ${i === 0 ? '(1)' : '(2)'}`, 40, y, { size: 9, font: 'Times-Bold' }); y += 16;
    f('Full Name', `o${i}_name`, v(() => nameV(o!, i)), 40, 240); f('Title', `o${i}_title`, v(() => titleV(o!, i)), 280, 120);
    f('Ownership %', `o${i}_pct`, v(() => pctV(o!, i, r.chance(0.5))), 400, 80); f('Est. Credit Score', `o${i}_fico`, v(() => creditV(o!, i)), 480, 92); y += 32;
    f('Social Security Number', `o${i}_ssn`, v(() => ssnV(r, o!, i)), 40, 160); f('Date of Birth', `o${i}_dob`, v(() => dobV(r, o!, i)), 200, 120);
    f('Mobile', `o${i}_cell`, v(() => plain(o!.cell)), 320, 120); f('E-mail', `o${i}_email`, v(() => plain(o!.email)), 440, 132); y += 32;
    f('Residence Address', `o${i}_home`, v(() => homeV(o!)), 40, 280); f('City / State / ZIP', `o${i}_csz`, v(() => homeCszV(o!)), 320, 252); y += 44;
  }
  p.text('Emergency contact (not an owner)', 40, y, { size: 8, font: 'Times-Bold' }); y += 14;
  belowField(p, 'Name', 'emergency', plain(m.emergency.name), 40, y, 240); belowField(p, 'Phone', 'emergency_phone', plain(m.emergency.phone), 280, y, 160); y += 44;
  p.text('AGREEMENT AND AUTHORIZATION', 40, y, { size: 9, font: 'Times-Bold' });
  p.text(AUTH, 40, y + 14, { size: 7.5, font: 'Times-Roman', width: 532, lineGap: 1.5 }); y += 110;
  for (let i = 0; i < 2; i++) {
    p.hline(40 + i * 276, 296 + i * 276, y + 20);
    p.text(`Signature — Principal ${i + 1}                                   Date`, 40 + i * 276, y + 23, { size: 7, font: 'Times-Italic' });
  }
  p.text('Page 2 of 2 — NSA-APP rev. 03/2024', 40, 760, { size: 7, font: 'Times-Italic' });
}
