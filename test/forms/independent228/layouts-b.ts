// Bluefin Business Advance (one page, labels under the line, owners side by side, broker column before the merchant's)
// and Redwood Funding Group (two pages, shaded label cells, "Last, First" owners, counter-offer beside the request).
import type { Canvas } from './canvas.ts';
import { bizVals, ownerVals, type Val } from './fields.ts';
import { money, type Deal } from './model.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const FINE = 'The Merchant and each Owner certify that the information above is accurate and authorize the ISO, its assigns and ' +
  'funding sources to request business and personal credit bureau reports, verify bank and processing statements, and share this ' +
  'application with prospective funders. Receivables purchase transactions are not loans. A photocopy or electronic image of this ' +
  'authorization is as valid as the original.';

export function bluefin(c: Canvas, d: Deal, r: Rng): void {
  const b = bizVals(d, r);
  const t = '#00747a';
  const under = (label: string, x: number, y: number, w: number, key: string, v: Val | string, decoy = false): void => {
    c.line(x, y + 12, x + w - 6, y + 12, '#333', 0.5);
    c.text(label, x, y + 14.5, { size: 5.8, color: '#555' });
    const [s, f] = typeof v === 'string' ? [v, {}] : v;
    c.value(key, s, x + 2, y + 1.5, w - 8, decoy ? null : f, 9);
  };
  c.doc.save().moveTo(30, 50).bezierCurveTo(46, 22, 74, 22, 92, 40).lineTo(100, 30).lineTo(98, 54).lineTo(90, 46)
    .bezierCurveTo(72, 62, 46, 62, 30, 50).fill(t).restore();
  c.doc.save().circle(44, 44, 2.2).fill('#fff').restore();
  c.text('bluefin', 108, 26, { size: 22, bold: true, color: t });
  c.text('BUSINESS ADVANCE', 110, 52, { size: 7.5, color: '#333' });
  c.rect(360, 24, 222, 34, { fill: '#e6f3f3' });
  c.text('APPLICATION FOR WORKING CAPITAL', 368, 30, { size: 8.5, bold: true, color: t });
  c.text('Submit with 4 months bank statements', 368, 44, { size: 6.5 });
  c.bar('COMPANY', 30, 70, 350, t);
  let y = 88;
  under('Business Legal Name', 30, y, 350, 'legal', b.legal!); y += 24;
  under('Doing Business As', 30, y, 200, 'dba', b.dba!); under('Entity (LLC, Corp, etc.)', 230, y, 150, 'entity', b.entity!); y += 24;
  under('Business Address', 30, y, 200, 'street', d.addr.street); under('City', 230, y, 80, 'city', d.addr.city);
  under('State', 310, y, 30, 'state', b.state!); under('Zip', 340, y, 40, 'zip', d.addr.zip); y += 24;
  under('EIN / Tax ID', 30, y, 120, 'tax', b.tax!); under('Inception Date', 150, y, 110, 'start', b.start!);
  under('Inc. State', 260, y, 50, 'state_inc', d.stateInc, true); under('Employees', 310, y, 70, 'emp', String(d.employees)); y += 24;
  under('Nature of Business', 30, y, 200, 'industry', b.industry!); under('Phone', 230, y, 150, 'phone', d.phone); y += 24;
  under('Landlord (if leased)', 30, y, 200, 'landlord', d.rent === 'Rent' ? d.landlord : '', true);
  under('Landlord Phone', 230, y, 150, 'll_phone', d.rent === 'Rent' ? d.landlordPhone : '', true);
  // Deal summary box on the right: the broker's column comes first.
  c.rect(392, 70, 190, 190, { stroke: t, lw: 1 });
  c.rect(392, 70, 190, 14, { fill: t });
  c.text('BROKER DEAL SUMMARY', 398, 74, { size: 7.5, bold: true, color: '#fff' });
  c.text('Submitted', 462, 90, { size: 6.5, bold: true, color: t }); c.text('Merchant Asked', 522, 90, { size: 6.5, bold: true, color: t });
  const p = d.prop;
  const rows: [string, string, Val][] = [['Advance', money(p.amount, false), b.amount!], ['Payment', money(p.payment!), b.payment!],
    ['# Pmts', String(p.n), b.n!], ['Frequency', p.freq === 'daily' ? 'Daily' : 'Weekly', b.freq!]];
  rows.forEach(([lab, pv, mv], i) => {
    const ry = 104 + i * 22;
    c.text(lab, 396, ry + 2, { size: 6.5, bold: true });
    c.value(`prop_${i}`, pv, 440, ry, 70, null, 8);
    c.value(`req_${i}`, mv[0], 520, ry, 60, mv[1], 8);
    c.line(396, ry + 14, 578, ry + 14, '#b5d6d6', 0.4);
  });
  c.text('Factor:', 396, 196, { size: 6.5, bold: true }); c.value('factor', p.factor, 440, 194, 40, null, 8);
  c.text('Avg Monthly Rev:', 396, 214, { size: 6.5, bold: true }); c.value('avg', money(d.avgMonthly, false), 460, 212, 110, null, 8);
  c.text('ISO:', 396, 232, { size: 6.5, bold: true }); c.value('iso', d.iso.name, 420, 230, 150, null, 8);
  c.text(d.iso.email, 396, 247, { size: 6, color: '#555' });
  y = 270;
  c.bar('PRINCIPALS', 30, y, 552, t); y += 18;
  const colW = 552 / d.owners.length;
  d.owners.forEach((o, i) => {
    const v = ownerVals(o, i, 'first');
    const x = 30 + i * colW; let oy = y;
    c.text(`PRINCIPAL ${i + 1}`, x, oy, { size: 7, bold: true, color: t }); oy += 10;
    under('Name', x, oy, colW - 8, `o${i}_name`, v.name!); oy += 24;
    under('Title', x, oy, (colW - 8) / 2, `o${i}_title`, v.title!); under('% Owned', x + (colW - 8) / 2, oy, (colW - 8) / 2, `o${i}_pct`, v.pct!); oy += 24;
    under('Social Security #', x, oy, (colW - 8) / 2, `o${i}_ssn`, v.ssn!); under('Birth Date', x + (colW - 8) / 2, oy, (colW - 8) / 2, `o${i}_dob`, v.dob!); oy += 24;
    under('Home Address', x, oy, colW - 8, `o${i}_home`, `${o.home.street}, ${o.home.city} ${o.home.state}`, true); oy += 24;
    under('Credit Score', x, oy, (colW - 8) / 2, `o${i}_score`, v.score!); under('Mobile', x + (colW - 8) / 2, oy, (colW - 8) / 2, `o${i}_cell`, o.cell, true);
  });
  y += 136;
  c.bar('BANK ACTIVITY (as reviewed by ISO)', 30, y, 360, t); c.bar('PREVIOUS ADVANCES', 396, y, 186, t); y += 16;
  c.text(`${d.bankName}  RTN`, 30, y, { size: 6.5 }); c.value('routing', d.routing, 110, y - 1, 80, null, 7.5);
  c.text('Acct', 200, y, { size: 6.5 }); c.value('acct', d.account, 222, y - 1, 100, null, 7.5); y += 12;
  const mw = 70;
  const heads = ['', ...d.months.map((m) => m.month)];
  heads.forEach((h, j) => c.text(h, 30 + j * mw, y, { size: 6.5, bold: true, color: t }));
  const lines: [string, (m: Deal['months'][number]) => string][] = [['Deposits', (m) => money(m.deposits, false)], ['# of Deps', (m) => String(m.count)],
    ['NSFs', (m) => String(m.nsf)], ['End Bal.', (m) => money(m.ending, false)]];
  lines.forEach(([lab, f], i) => {
    const ly = y + 12 + i * 14;
    c.text(lab, 30, ly, { size: 6.5 });
    d.months.forEach((m, j) => c.value(`bank_${i}_${j}`, f(m), 30 + (j + 1) * mw, ly - 1, mw - 4, null, 7.5));
    c.line(30, ly + 10, 380, ly + 10, '#cfe3e3', 0.4);
  });
  d.priors.forEach((pr, i) => {
    const py = y + i * 22;
    c.value(`prior_${i}`, pr.funder, 398, py, 120, null, 7.5);
    c.value(`prior_amt_${i}`, money(pr.amount, false), 520, py, 60, null, 7.5);
    c.text(`${pr.date} - ${pr.paidOff ? 'paid off' : `bal. ${money(pr.balance, false)}`}`, 398, py + 10, { size: 6, color: '#555' });
  });
  y += 80;
  c.text(FINE, 30, y, { size: 5.6, width: 552, color: '#333' }); y += 42;
  d.owners.forEach((o, i) => {
    const x = 30 + i * colW;
    c.signature(x, y + 14, colW - 30, o.first); c.text(`Principal ${i + 1} signature / date`, x, y + 17, { size: 6 });
  });
  c.text('Bluefin Business Advance, Inc. - ISO Channel Form BBA-7 (rev. 2024)', 30, 770, { size: 5.5, color: '#777' });
}

export function redwood(c: Canvas, d: Deal, r: Rng): void {
  const b = bizVals(d, r);
  const m = '#7a1f2b';
  const row = (cells: [string, number, string, Val | string, boolean?][], x: number, y: number): void => {
    let cx = x;
    for (const [label, w, key, v, decoy] of cells) {
      const lw = Math.min(w * 0.42, 92);
      c.rect(cx, y, lw, 18, { fill: '#f3e6e8', stroke: '#a0656d', lw: 0.4 }); c.text(label, cx + 3, y + 6, { size: 6.3, bold: true, color: m });
      c.rect(cx + lw, y, w - lw, 18, { stroke: '#a0656d', lw: 0.4 });
      const [s, f] = typeof v === 'string' ? [v, {}] : v;
      c.value(key, s, cx + lw + 4, y + 5, w - lw - 8, decoy ? null : f, 8.5);
      cx += w;
    }
  };
  c.doc.save().polygon([52, 20], [34, 48], [44, 48], [30, 66], [74, 66], [60, 48], [70, 48]).fill(m).restore();
  c.rect(49, 66, 6, 8, { fill: '#4a2a1a' });
  c.text('REDWOOD', 82, 30, { size: 19, bold: true, color: m }); c.text('FUNDING GROUP', 83, 52, { size: 8, color: '#333' });
  c.text('Confidential Merchant Application', 390, 30, { size: 10, bold: true, color: m });
  c.text(`Deal ID RFG-${r.digits(6)}`, 390, 46, { size: 7 });
  c.bar('A. COMPANY PROFILE', 30, 82, 552, m);
  let y = 96;
  row([['Legal Name', 552, 'legal', b.legal!]], 30, y); y += 18;
  row([['Trade Name / DBA', 300, 'dba', b.dba!], ['Entity Type', 252, 'entity', b.entity!]], 30, y); y += 18;
  row([['Tax ID (EIN)', 200, 'tax', b.tax!], ['Start Date', 170, 'start', b.start!], ['Incorporated In', 182, 'state_inc', d.stateInc, true]], 30, y); y += 18;
  row([['Business Address', 552, 'addr', `${d.addr.street}, ${d.addr.city}, ${d.addr.state} ${d.addr.zip}`]], 30, y); y += 18;
  row([['State', 110, 'state', b.state!], ['Industry', 250, 'industry', b.industry!], ['Phone', 192, 'phone', d.phone]], 30, y); y += 18;
  row([['Landlord', 300, 'landlord', d.rent === 'Rent' ? d.landlord : 'Owns property', true], ['Landlord Ph.', 252, 'll_phone', d.rent === 'Rent' ? d.landlordPhone : '', true]], 30, y);
  y += 28;
  c.bar('B. FUNDING REQUEST', 30, y, 552, m); y += 14;
  row([['Amount Requested', 276, 'amount', b.amount!], ['Use of Funds', 276, 'use', d.use]], 30, y); y += 18;
  row([['Requested Payment', 276, 'payment', b.payment!], ['No. of Payments', 138, 'n', b.n!], ['Frequency', 138, 'freq', b.freq!]], 30, y); y += 22;
  c.rect(30, y, 552, 34, { stroke: m, lw: 0.8 });
  c.text('REDWOOD COUNTER-OFFER (pending underwriting):', 36, y + 4, { size: 6.5, bold: true, color: m });
  const p = d.prop;
  c.value('co_amt', money(p.amount, false), 40, y + 17, 90, null, 8.5);
  c.value('co_pay', `${money(p.payment!)} ${p.freq}`, 150, y + 17, 130, null, 8.5);
  c.value('co_n', `x ${p.n} payments`, 300, y + 17, 100, null, 8.5);
  c.value('co_factor', `factor ${p.factor}`, 420, y + 17, 100, null, 8.5);
  y += 44;
  c.bar('C. FINANCIAL SNAPSHOT', 30, y, 552, m); y += 14;
  row([['Avg. Monthly Sales', 276, 'avg', money(d.avgMonthly, false), true], ['Annual Revenue', 276, 'annual', money(d.annual, false), true]], 30, y); y += 22;
  c.text('Monthly revenue:', 30, y, { size: 7, bold: true });
  d.revenue.forEach((mv, i) => { c.text(mv.month, 100 + i * 80, y, { size: 6.5 }); c.value(`rev_${i}`, money(mv.amount, false), 118 + i * 80, y - 1, 60, null, 8); });
  y += 16;
  const cols = [['Month', 100], ['Deposits', 120], ['# Deps', 80], ['NSF', 70], ['Ending Bal.', 182]] as const;
  let cx = 30;
  for (const [h, w] of cols) { c.rect(cx, y, w, 12, { fill: m }); c.text(h, cx + 3, y + 3, { size: 6.5, bold: true, color: '#fff' }); cx += w; }
  d.months.forEach((mo, i) => {
    const vals = [mo.month, money(mo.deposits), String(mo.count), String(mo.nsf), money(mo.ending)];
    cx = 30;
    vals.forEach((s, j) => { const w = cols[j]![1]; c.rect(cx, y + 12 + i * 15, w, 15, { stroke: '#c9a3a8', lw: 0.4 }); c.value(`bank_${i}_${j}`, s, cx + 3, y + 16 + i * 15, w - 6, null, 8); cx += w; });
  });
  y += 12 + d.months.length * 15 + 8;
  row([['Bank', 180, 'bank', d.bankName, true], ['Routing', 170, 'routing', d.routing, true], ['Account', 202, 'acct', d.account, true]], 30, y);
  c.text('Page 1 of 2  -  Redwood Funding Group, LLC is an independent sales organization.', 30, 770, { size: 5.5, color: '#777' });

  c.newPage();
  c.bar('D. OWNERSHIP (list all owners of 20% or more)', 30, 30, 552, m);
  const oc = [['Name (Last, First)', 150], ['Title', 95], ['Own %', 45], ['SSN', 85], ['DOB', 75], ['Credit Score', 102]] as const;
  cx = 30;
  for (const [h, w] of oc) { c.rect(cx, 44, w, 12, { fill: '#f3e6e8', stroke: '#a0656d', lw: 0.4 }); c.text(h, cx + 3, 47, { size: 6.3, bold: true, color: m }); cx += w; }
  d.owners.forEach((o, i) => {
    const v = ownerVals(o, i, 'lastFirst');
    const vals = [v.name!, v.title!, v.pct!, v.ssn!, v.dob!, v.score!];
    cx = 30;
    vals.forEach((val, j) => { const w = oc[j]![1]; c.rect(cx, 56 + i * 18, w, 18, { stroke: '#a0656d', lw: 0.4 }); c.value(`o${i}_${j}`, val[0], cx + 3, 61 + i * 18, w - 6, val[1], 8.5); cx += w; });
  });
  y = 56 + d.owners.length * 18 + 8;
  d.owners.forEach((o, i) => { row([[`Owner ${i + 1} Home Address`, 552, `o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, true]], 30, y); y += 18; });
  y += 10;
  c.bar('E. EXISTING / PRIOR MCA POSITIONS', 30, y, 552, m); y += 14;
  d.priors.forEach((pr, i) => {
    row([['Funder', 200, `prior_${i}`, pr.funder, true], ['Funded', 110, `prior_d_${i}`, pr.date, true], ['Amount', 130, `prior_a_${i}`, money(pr.amount, false), true],
      ['Paid Off', 112, `prior_p_${i}`, pr.paidOff ? 'Yes' : `No - ${money(pr.balance, false)}`, true]], 30, y); y += 18;
  });
  y += 10;
  c.bar('F. REFERENCES & REPRESENTATIVE', 30, y, 552, m); y += 14;
  d.refs.forEach((ref, i) => { row([[`Trade Ref. ${i + 1}`, 330, `ref_${i}`, ref.name, true], ['Phone', 222, `ref_ph_${i}`, ref.phone, true]], 30, y); y += 18; });
  row([['ISO Representative', 330, 'iso', d.iso.name, true], ['ISO Phone', 222, 'iso_ph', d.iso.phone, true]], 30, y); y += 28;
  c.text(FINE, 30, y, { size: 5.8, width: 552, color: '#333' }); y += 46;
  d.owners.forEach((o, i) => {
    c.signature(30, y + 16, 230, `${o.first} ${o.last}`); c.text(`Owner ${i + 1} Signature`, 30, y + 19, { size: 6 });
    c.line(290, y + 16, 450, y + 16); c.text('Print Name', 290, y + 19, { size: 6 });
    c.line(470, y + 16, 582, y + 16); c.text('Date', 470, y + 19, { size: 6 }); y += 34;
  });
  c.text('Page 2 of 2', 30, 770, { size: 5.5, color: '#777' });
}
