// Summit Grid Merchant Services (boxed cells, owners in a three-column grid, two pages) and Linea Business Funding
// (minimalist: grey labels over thin underlines, one page, "Last, First" names, years in business instead of a date).
import type { Rng } from '../../statements/generator/prng.ts';
import * as f from './fields.ts';
import { AUTH, entityRow } from './layouts-a.ts';
import type { Merchant } from './model.ts';
import { Pen, W } from './pen.ts';

export function summit(p: Pen, m: Merchant, r: Rng): void {
  const green = '#2f5d3a', pale = '#e8f0ea';
  const X = 30, R = W - 30, CW = R - X;
  p.doc.polygon([X, 60], [X + 22, 26], [X + 44, 60]).fill(green);
  p.doc.polygon([X + 24, 60], [X + 40, 36], [X + 56, 60]).fill('#7fa886');
  p.text('SUMMIT GRID', X + 64, 28, { size: 18, bold: true, color: green });
  p.text('MERCHANT SERVICES', X + 64, 48, { size: 8, color: '#555' });
  p.text('Revenue-Based Financing Application\nFax (646) 555-0144  ·  submissions@summitgridms.com', R - 230, 30, { size: 7.5, width: 230, align: 'right' });
  let y = 74;
  const box = (label: string, x: number, yy: number, w: number, h = 22): void => {
    p.rect(x, yy, w, h, '#666', 0.5); p.text(label, x + 2, yy + 2, { size: 5.5, color: '#444' });
  };
  const sect = (t: string): void => { p.rect(X, y, CW, 12, green, 0.5, pale); p.text(t, X + 4, y + 3, { size: 7.5, bold: true, color: green }); y += 12; };
  sect('A. COMPANY');
  const c = CW / 6;
  box('Company Legal Name', X, y, c * 3); p.val('legal', m.legal, X + 3, y + 10, c * 3 - 6, f.legal(m));
  box('D/B/A', X + c * 3, y, c * 3); p.val('dba', m.dbaText, X + c * 3 + 3, y + 10, c * 3 - 6, f.dba(m)); y += 22;
  box('Street Address', X, y, c * 3); p.val('street', m.street, X + 3, y + 10, c * 3 - 6, null);
  box('City', X + c * 3, y, c * 1.4); p.val('city', m.city, X + c * 3 + 3, y + 10, c * 1.4 - 6, null);
  box('State', X + c * 4.4, y, c * 0.6); p.val('state', m.stateCode, X + c * 4.4 + 3, y + 10, c * 0.6 - 6, f.cityState(m));
  box('Zip', X + c * 5, y, c); p.val('zip', m.zip, X + c * 5 + 3, y + 10, c - 6, null); y += 22;
  box('Federal Tax ID', X, y, c * 1.5); p.val('tax', m.taxText, X + 3, y + 10, c * 1.5 - 6, f.tax(m));
  box('Date Established', X + c * 1.5, y, c * 1.2); p.val('start', m.startText, X + c * 1.5 + 3, y + 10, c * 1.2 - 6, f.start(m));
  box('Inc. State', X + c * 2.7, y, c * 0.6); p.val('state_of_incorporation', m.incState, X + c * 2.7 + 3, y + 10, c * 0.6 - 6);
  box('Business Phone', X + c * 3.3, y, c * 1.3); p.val('phone', m.phone, X + c * 3.3 + 3, y + 10, c * 1.3 - 6, null);
  box('Email', X + c * 4.6, y, c * 1.4); p.val('email', m.email, X + c * 4.6 + 3, y + 10, c * 1.4 - 6, null, 7); y += 22;
  box('Nature of Business', X, y, c * 3); p.val('industry', m.industryText, X + 3, y + 10, c * 3 - 6, f.industry(m));
  box('Employees', X + c * 3, y, c); p.val('employees', m.employees, X + c * 3 + 3, y + 10, c - 6, null);
  box('Monthly Rent', X + c * 4, y, c); p.val('landlord_rent', m.landlord.rent, X + c * 4 + 3, y + 10, c - 6);
  box('Annual Revenue', X + c * 5, y, c); p.val('revenue', m.annualRevenue, X + c * 5 + 3, y + 10, c - 6, null); y += 22;
  p.rect(X, y, CW, 16, '#666', 0.5); p.text('Entity', X + 3, y + 5, { size: 6.5, bold: true }); entityRow(p, m, X + 34, y + 4, 7); y += 22;
  sect('B. FINANCING REQUESTED');
  box('Advance Amount', X, y, c * 1.5); p.val('amount', m.amountText, X + 3, y + 10, c * 1.5 - 6, f.amount(m));
  const terms = r.chance(0.7);
  box('Est. Payment', X + c * 1.5, y, c * 1.2); if (terms) p.val('payment', m.paymentText, X + c * 1.5 + 3, y + 10, c * 1.2 - 6, f.payment(m));
  box('No. of Payments', X + c * 2.7, y, c); if (terms) p.val('payments', String(m.payments), X + c * 2.7 + 3, y + 10, c - 6, f.payments(m));
  box('Frequency', X + c * 3.7, y, c); if (terms) p.val('frequency', f.FREQ_LABELS.find(([id]) => id === m.frequency)![1], X + c * 3.7 + 3, y + 10, c - 6, f.frequency(m));
  box('Use of Proceeds', X + c * 4.7, y, c * 1.3); p.val('use', m.useOfFunds, X + c * 4.7 + 3, y + 10, c * 1.3 - 6, null, 7); y += 28;
  sect('C. PRINCIPALS  (list every owner of 20% or more)');
  const lw = 90, ow = (CW - lw) / 3;
  p.rect(X, y, lw, 14, '#666', 0.5, pale);
  for (let k = 0; k < 3; k++) { p.rect(X + lw + k * ow, y, ow, 14, '#666', 0.5, pale); p.text(`Principal #${k + 1}`, X + lw + k * ow + 4, y + 4, { size: 7, bold: true }); }
  y += 14;
  const rows: [string, (i: number) => [string | null, Record<string, unknown> | null]][] = [
    ['First Name', (i) => { const o = m.owners[i]!; return [o.first + (o.middle ? ` ${o.middle}.` : ''), f.first(i, o)]; }],
    ['Last Name', (i) => { const o = m.owners[i]!; return [o.last, f.last(i, o)]; }],
    ['Title', (i) => [m.owners[i]!.role, f.role(i, m.owners[i]!)]],
    ['Ownership %', (i) => [m.owners[i]!.ownershipText, f.ownership(i, m.owners[i]!)]],
    ['SSN', (i) => [m.owners[i]!.ssnText, f.ssn(i, m.owners[i]!)]],
    ['Date of Birth', (i) => [m.owners[i]!.dobText, f.dob(i, m.owners[i]!)]],
    ['FICO (self-reported)', (i) => [m.owners[i]!.credit === null ? null : String(m.owners[i]!.credit), f.credit(i, m.owners[i]!)]],
    ['Home Street', (i) => [m.owners[i]!.home, {}]],
    ['Home City/State/Zip', (i) => [m.owners[i]!.homeCity, {}]],
    ['Cell Phone', (i) => [m.owners[i]!.cell, null]],
  ];
  for (const [label, get] of rows) {
    p.rect(X, y, lw, 17, '#666', 0.5); p.text(label, X + 3, y + 5, { size: 6.5 });
    for (let k = 0; k < 3; k++) {
      p.rect(X + lw + k * ow, y, ow, 17, '#666', 0.5);
      if (k < m.owners.length) { const [s, fl] = get(k); p.val(`owner_${label.replace(/\W+/g, '_').toLowerCase()}`, s, X + lw + k * ow + 4, y + 5, ow - 8, fl, 8); }
    }
    y += 17;
  }
  p.text('Summit Grid Merchant Services, LLC  ·  SG-APP-11  ·  1/2', X, 772, { size: 6, color: '#777' });
  p.newPage();
  y = 34;
  sect('D. BANKING');
  box('Depository Bank', X, y, c * 2); p.val('bank_name', m.bank.name, X + 3, y + 10, c * 2 - 6);
  box('ABA Routing', X + c * 2, y, c * 1.5); p.val('bank_routing', m.bank.routing, X + c * 2 + 3, y + 10, c * 1.5 - 6);
  box('Account No.', X + c * 3.5, y, c * 1.5); p.val('bank_account', m.bank.account, X + c * 3.5 + 3, y + 10, c * 1.5 - 6);
  box('Avg. Monthly Deposits', X + c * 5, y, c); p.val('sales', m.monthlySales, X + c * 5 + 3, y + 10, c - 6, null); y += 28;
  sect('E. OUTSTANDING BALANCES (MCA, LOANS, LINES)');
  for (let i = 0; i < 3; i++) {
    const a = m.advances[i];
    box('Funding Company', X, y, c * 3); box('Current Balance', X + c * 3, y, c * 1.5); box('Payment', X + c * 4.5, y, c * 1.5);
    if (a) { p.val('advance_funder', a.funder, X + 3, y + 10, c * 3 - 6); p.val('advance_balance', a.balance, X + c * 3 + 3, y + 10, c * 1.5 - 6); p.val('advance_payment', a.payment, X + c * 4.5 + 3, y + 10, c * 1.5 - 6); }
    y += 22;
  }
  y += 6;
  sect('F. LANDLORD & TRADE REFERENCES');
  box('Landlord / Mortgagee', X, y, c * 3); p.val('landlord_name', m.landlord.name, X + 3, y + 10, c * 3 - 6);
  box('Phone', X + c * 3, y, c * 3); p.val('landlord_phone', m.landlord.phone, X + c * 3 + 3, y + 10, c * 3 - 6); y += 22;
  for (const ref of m.refs) {
    box('Trade Reference', X, y, c * 2.5); p.val('ref_name', ref.name, X + 3, y + 10, c * 2.5 - 6);
    box('Contact', X + c * 2.5, y, c * 2); p.val('ref_contact', ref.contact, X + c * 2.5 + 3, y + 10, c * 2 - 6);
    box('Phone', X + c * 4.5, y, c * 1.5); p.val('ref_phone', ref.phone, X + c * 4.5 + 3, y + 10, c * 1.5 - 6); y += 22;
  }
  y += 6;
  sect('G. AUTHORIZATION');
  p.text(AUTH + ' Merchant consents to receive calls and texts at the numbers above, including by autodialer.', X + 2, y + 4, { size: 6.3, width: CW - 4 });
  y += 52;
  const sw = CW / 3;
  for (let k = 0; k < 3; k++) {
    const o = m.owners[k];
    p.rect(X + k * sw, y, sw, 60, '#666', 0.5);
    p.text(`Principal #${k + 1} Signature`, X + k * sw + 3, y + 3, { size: 5.5 });
    p.line(X + k * sw + 6, y + 30, X + (k + 1) * sw - 6, y + 30, '#999', 0.4);
    p.text('Printed Name', X + k * sw + 3, y + 33, { size: 5.5 }); p.text('Date', X + k * sw + 3, y + 48, { size: 5.5 });
    if (o) {
      p.signature(X + k * sw + 12, y + 24, sw - 30);
      p.val('sig_name', `${o.first} ${o.last}`, X + k * sw + 50, y + 33, sw - 56, f.name(k, o), 8);
      p.val('sig_date', m.signedText, X + k * sw + 50, y + 47, sw - 56, null, 8);
    }
  }
  y += 72;
  p.text('Referring agent:', X, y, { size: 7 }); p.val('rep_name', m.rep.name, X + 62, y - 1, 140);
  p.text('Agent code:', X + 220, y, { size: 7 }); p.val('rep_code', m.rep.code, X + 265, y - 1, 80);
  p.text('Summit Grid Merchant Services, LLC  ·  SG-APP-11  ·  2/2', X, 772, { size: 6, color: '#777' });
}

export function linea(p: Pen, m: Merchant, r: Rng): void {
  const X = 60, R = W - 60, CW = R - X, grey = '#8a8a8a';
  p.line(X, 48, X + 28, 48, 'black', 2.5); p.line(X, 54, X + 18, 54, '#c0392b', 2.5);
  p.text('linea', X + 36, 38, { size: 20, color: 'black' });
  p.text('business funding', X + 36, 60, { size: 7, color: grey });
  p.text('Application', R - 90, 44, { size: 13, color: '#333' });
  let y = 96;
  const field = (label: string, x: number, w: number): void => { p.line(x, y + 13, x + w - 12, y + 13, '#bbb', 0.35); p.text(label, x, y + 16, { size: 5.5, color: grey }); };
  const heading = (t: string): void => { p.text(t.toUpperCase(), X, y, { size: 6.5, bold: true, color: '#c0392b' }); y += 14; };
  heading('The business');
  field('Legal name', X, CW * 0.6); p.val('legal', m.legal, X, y + 2, CW * 0.6 - 14, f.legal(m));
  field('Operating as (DBA)', X + CW * 0.6, CW * 0.4); p.val('dba', m.dbaText, X + CW * 0.6, y + 2, CW * 0.4 - 14, f.dba(m)); y += 30;
  field('Structure', X, CW * 0.25); p.val('entity', m.entityLabel, X, y + 2, CW * 0.25 - 14, f.entityText(m));
  const bare = m.taxType === 'EIN' && r.chance(0.6);
  field(m.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', X + CW * 0.25, CW * 0.3);
  p.val('tax', bare ? m.tax : m.taxText, X + CW * 0.25, y + 2, CW * 0.3 - 14, f.tax(m));
  const years = r.chance(0.5);
  field(years ? 'Years in business' : 'Date established', X + CW * 0.55, CW * 0.2);
  if (years) p.val('years', String(m.yearsInBusiness), X + CW * 0.55, y + 2, CW * 0.2 - 14, null);
  else p.val('start', m.startText, X + CW * 0.55, y + 2, CW * 0.2 - 14, f.start(m));
  field('Incorporated in', X + CW * 0.75, CW * 0.25); p.val('state_of_incorporation', m.incState, X + CW * 0.75, y + 2, 40); y += 30;
  field('Address', X, CW * 0.55); p.val('street', m.street, X, y + 2, CW * 0.55 - 14, null);
  field('City, state, zip', X + CW * 0.55, CW * 0.45); p.val('city', `${m.city}, ${m.stateCode} ${m.zip}`, X + CW * 0.55, y + 2, CW * 0.45 - 14, f.cityState(m)); y += 30;
  field('What the business does', X, CW * 0.55); p.val('industry', m.industryText, X, y + 2, CW * 0.55 - 14, f.industry(m));
  field('Phone', X + CW * 0.55, CW * 0.45); p.val('phone', m.phone, X + CW * 0.55, y + 2, CW * 0.45 - 14, null); y += 40;
  heading('The request');
  field('Amount', X, CW * 0.25); p.val('amount', m.amountText, X, y + 2, CW * 0.25 - 14, f.amount(m));
  const pay = r.chance(0.5);
  field('Comfortable payment', X + CW * 0.25, CW * 0.25); if (pay) p.val('payment', m.paymentText, X + CW * 0.25, y + 2, CW * 0.25 - 14, f.payment(m));
  field('Paid (daily / weekly / monthly)', X + CW * 0.5, CW * 0.25);
  if (pay) p.val('frequency', f.FREQ_LABELS.find(([id]) => id === m.frequency)![1].toLowerCase(), X + CW * 0.5, y + 2, CW * 0.25 - 14, f.frequency(m));
  field('For', X + CW * 0.75, CW * 0.25); p.val('use', m.useOfFunds, X + CW * 0.75, y + 2, CW * 0.25 - 14, null, 7); y += 40;
  heading('The owners');
  m.owners.forEach((o, i) => {
    field('Name', X, CW * 0.34); p.val('owner_name', o.printed, X, y + 2, CW * 0.34 - 14, f.name(i, o));
    field('Title', X + CW * 0.34, CW * 0.18); p.val('owner_role', o.role, X + CW * 0.34, y + 2, CW * 0.18 - 14, f.role(i, o));
    field('Owns', X + CW * 0.52, CW * 0.1); p.val('owner_pct', o.ownershipText, X + CW * 0.52, y + 2, CW * 0.1 - 14, f.ownership(i, o));
    field('SSN', X + CW * 0.62, CW * 0.2); p.val('owner_ssn', o.ssnText, X + CW * 0.62, y + 2, CW * 0.2 - 14, f.ssn(i, o));
    field('Born', X + CW * 0.82, CW * 0.18); p.val('owner_dob', o.dobText, X + CW * 0.82, y + 2, CW * 0.18 - 14, f.dob(i, o), 8); y += 26;
    field('Home', X, CW * 0.6); p.val('owner_home', `${o.home}, ${o.homeCity}`, X, y + 2, CW * 0.6 - 14);
    field('Credit score (if known)', X + CW * 0.6, CW * 0.2); p.val('owner_credit', o.credit === null ? null : String(o.credit), X + CW * 0.6, y + 2, CW * 0.2 - 14, f.credit(i, o));
    y += 34;
  });
  y += 6;
  heading('Other');
  field('Bank', X, CW * 0.3); p.val('bank_name', m.bank.name, X, y + 2, CW * 0.3 - 14);
  field('Routing', X + CW * 0.3, CW * 0.3); p.val('bank_routing', m.bank.routing, X + CW * 0.3, y + 2, CW * 0.3 - 14);
  field('Landlord', X + CW * 0.6, CW * 0.4); p.val('landlord_name', m.landlord.name, X + CW * 0.6, y + 2, CW * 0.4 - 14); y += 30;
  const a = m.advances[0];
  field('Current advance with', X, CW * 0.5); if (a) p.val('advance_funder', a.funder, X, y + 2, CW * 0.5 - 14);
  field('Balance', X + CW * 0.5, CW * 0.25); if (a) p.val('advance_balance', a.balance, X + CW * 0.5, y + 2, CW * 0.25 - 14);
  field('Referred by', X + CW * 0.75, CW * 0.25); p.val('rep_name', m.rep.name, X + CW * 0.75, y + 2, CW * 0.25 - 14, {}, 8); y += 36;
  p.text(AUTH, X, y, { size: 5.8, width: CW, color: grey }); y += 44;
  m.owners.forEach((o, i) => {
    const sx = X + (i % 2) * (CW / 2), sy = y + Math.floor(i / 2) * 34;
    p.signature(sx + 4, sy + 12, 110); p.line(sx, sy + 16, sx + CW / 2 - 20, sy + 16, '#bbb', 0.35);
    p.text(`Signature — owner ${i + 1}`, sx, sy + 19, { size: 5.5, color: grey });
    p.val('sig_date', m.signedText, sx + CW / 2 - 80, sy + 4, 60, null, 8);
  });
  p.text('linea business funding llc · 88 Pine St, 6th Fl, New York, NY 10005 · not a lender', X, 770, { size: 5.5, color: grey });
}
