// Layouts 4-5 of set 21: a Word table with merged cells, and a landscape LibreOffice page.
import type { TruthApplication } from '../generator/truth.ts';
import { applicant, business, entityBoxes, freqBoxes, type Pen, taxIdText } from './draw.ts';
import { date, fullName, masked, money, type Merchant } from './merchant.ts';

/** 4. "Keystone Ledger Capital": one ruled table; titles, the legal name, the address and each owner's home span cells. */
export function mergedTable(pen: Pen, m: Merchant): TruthApplication {
  pen.page();
  pen.text('Keystone Ledger Capital', 36, 34, 16, 'Times-Bold');
  pen.text('Business Cash Advance Application', 36, 53, 10, 'Times-Italic');
  pen.fixed('Fax completed forms to (646) 555-0183', 380, 53, 8.5);
  const X = [36, 150, 306, 420, 576];
  let y = 72;
  const cell = (x0: number, x1: number, h: number, label: string, name?: string, value?: string, decoy = false): void => {
    pen.rect(x0, y, x1 - x0, h);
    pen.text(label, x0 + 3, y + 3, 7.5, 'Helvetica');
    if (name && value) {
      const vx = label ? x0 + 3 : x0 + 4;
      if (decoy) pen.decoy(name, value, vx, y + h - 12, x1 - x0 - 6, 9.5); else pen.val(name, value, vx, y + h - 12, x1 - x0 - 6, 9.5);
    }
  };
  const title = (s: string): void => { pen.rect(X[0]!, y, 540, 16, '#d9d9d9'); pen.text(s, X[0]! + 4, y + 4, 9, 'Helvetica-Bold'); y += 16; };
  const pair = (l1: string, n1: string, v1: string, l2: string, n2: string, v2: string, d2 = false): void => {
    cell(X[0]!, X[1]!, 24, l1); cell(X[1]!, X[2]!, 24, '', n1, v1); cell(X[2]!, X[3]!, 24, l2); cell(X[3]!, X[4]!, 24, '', n2, v2, d2); y += 24;
  };
  const wide = (l: string, n: string, v: string): void => { cell(X[0]!, X[1]!, 24, l); cell(X[1]!, X[4]!, 24, '', n, v); y += 24; };
  const showPay = pen.r.chance(0.6);
  title('SECTION 1  -  MERCHANT');
  wide('Legal / Corporate Name', 'legal_name', m.legal);
  pair('DBA', 'dba', m.dba ?? 'SAME', 'Federal Tax ID', 'tax_id', taxIdText(m));
  cell(X[0]!, X[1]!, 30, 'Business Entity');
  pen.rect(X[1]!, y, 426, 30);
  entityBoxes(pen, m, X[1]! + 5, y + 4, 570);
  y += 30;
  pair('Business Start Date', 'start', date(m.start, 'mdyy'), 'Type of Business', 'industry', m.industryText);
  wide('Business Location', 'addr', `${m.street}, ${m.city}, ${m.state} ${m.zip}`);
  pair('Business Phone', 'phone', m.phone, 'State of Incorporation', 'inc_state', m.incState, true);
  title('SECTION 2  -  FUNDING');
  pair('Requested Amount', 'amount', money(m.amount), 'Use of Funds', 'use', m.use);
  if (showPay) pair('Proposed Payment', 'payment', money(m.payment, true), 'Number of Payments', 'payments', String(m.payments));
  title('SECTION 3  -  OWNERSHIP (all owners of 20% or more)');
  const O = [36, 90, 236, 336, 386, 476, 576];
  ['', 'Owner Name', 'Title', '% Own', 'SSN', 'Date of Birth'].forEach((h, i) => { pen.rect(O[i]!, y, O[i + 1]! - O[i]!, 14, '#f2f2f2'); pen.text(h, O[i]! + 3, y + 3, 7.5, 'Helvetica-Bold'); });
  y += 14;
  const ssnFull = m.soleSsnAsTaxId || pen.r.chance(0.5);
  m.owners.forEach((o, i) => {
    pen.rect(O[0]!, y, O[1]! - O[0]!, 40);
    pen.text(`Owner ${i + 1}`, O[0]! + 4, y + 15, 8.5, 'Helvetica-Bold');
    const vals = [fullName(o), o.title, `${o.pct}%`, ssnFull ? o.ssn : masked(o.ssn), date(o.dob, 'mdy')];
    const names = ['name', 'title', 'pct', 'ssn', 'dob'];
    vals.forEach((v, j) => { pen.rect(O[j + 1]!, y, O[j + 2]! - O[j + 1]!, 20); pen.val(`o${i}_${names[j]!}`, v, O[j + 1]! + 3, y + 6, O[j + 2]! - O[j + 1]! - 6, 9); });
    pen.rect(O[1]!, y + 20, 486, 20);
    pen.text('Home:', O[1]! + 3, y + 26, 7.5);
    pen.val(`o${i}_home`, `${o.home}, ${o.city}, ${o.state} ${o.zip}`, O[1]! + 30, y + 26, 440, 9);
    y += 40;
  });
  title('SECTION 4  -  OPEN ADVANCES / LOANS');
  const F = [36, 226, 346, 466, 576];
  ['Funder / Lender', 'Current Balance', 'Payment', 'Frequency'].forEach((h, i) => { pen.rect(F[i]!, y, F[i + 1]! - F[i]!, 14, '#f2f2f2'); pen.text(h, F[i]! + 3, y + 3, 7.5, 'Helvetica-Bold'); });
  y += 14;
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    const vals = f ? [f.name, money(f.balance), money(f.payment), pen.r.pick(['Daily', 'Weekly'])] : ['', '', '', ''];
    vals.forEach((v, j) => { pen.rect(F[j]!, y, F[j + 1]! - F[j]!, 18); if (v && j < 3) pen.decoy(`adv${i}_${j}`, v, F[j]! + 3, y + 5, F[j + 1]! - F[j]! - 6, 9); else if (v) pen.val(`adv${i}_${j}`, v, F[j]! + 3, y + 5, 100, 9); });
    y += 18;
  }
  y += 10;
  y = pen.para('Merchant and each Owner identified above (individually and collectively, "Applicant") represent that the information on this application is '
    + 'accurate and authorize Keystone Ledger Capital and its funding partners to obtain credit reports and verify the information provided.', 36, y, 540, 7.5) + 14;
  pen.text('X ______________________________   Owner 1        X ______________________________   Owner 2', 36, y, 9);
  const t = business(m, { start: true, payment: showPay, count: showPay });
  t.applicants = m.owners.map((o) => applicant(o, { role: true, pct: true, credit: false, ssn: ssnFull ? 'full' : 'masked', dob: true }));
  return t;
}

/** 5. "Meridian Crossing Funding": one landscape page, fields in three columns, a wide owners' grid, bank row. */
export function landscape(pen: Pen, m: Merchant): TruthApplication {
  pen.page(true);
  pen.rect(0, 0, 792, 44, '#1f3a5f');
  pen.doc.font('Helvetica-Bold').fontSize(15).fillColor('white').text('MERIDIAN CROSSING FUNDING', 30, 14, { lineBreak: false });
  pen.doc.font('Helvetica').fontSize(9).text('Working Capital Application  -  One Page', 560, 18, { lineBreak: false }).fillColor('black');
  const C = [30, 282, 534], W = 228;
  let y = 60;
  const f = (c: number, label: string, name: string, value: string, decoy = false): void => {
    const x = C[c]!;
    const lw = pen.text(label, x, y, 8);
    pen.rule(x + lw + 4, x + W, y + 10);
    if (decoy) pen.decoy(name, value, x + lw + 7, y - 1, W - lw - 8, 9); else pen.val(name, value, x + lw + 7, y - 1, W - lw - 8, 9);
  };
  const next = (): void => { y += 20; };
  pen.bold('Company', 30, y, 10); y += 16;
  f(0, 'Legal Name', 'legal_name', m.legal); f(1, 'DBA', 'dba', m.dba ?? ''); f(2, 'Tax ID', 'tax_id', taxIdText(m)); next();
  f(0, 'Entity Type', 'entity', m.entityText); f(1, 'Industry', 'industry', m.industryText); f(2, 'Start Date', 'start', date(m.start, 'long')); next();
  f(0, 'Street', 'street', m.street); f(1, 'City', 'city', m.city); f(2, 'State', 'state', m.state); next();
  f(0, 'Zip', 'zip', m.zip); f(1, 'Phone', 'phone', m.phone); f(2, 'Email', 'email', m.email); next();
  y += 4;
  pen.bold('Funding', 30, y, 10); y += 16;
  f(0, 'Amount Requested', 'amount', money(m.amount)); f(1, 'Est. Payment', 'payment', money(m.payment, true)); f(2, 'No. of Payments', 'payments', String(m.payments)); next();
  pen.text('Payment Frequency:', 30, y, 8);
  freqBoxes(pen, m, 120, y - 1);
  f(2, 'Monthly Deposits', 'sales', money(m.monthlySales)); next();
  y += 4;
  pen.bold('Owners / Guarantors', 30, y, 10); y += 14;
  const O = [30, 200, 300, 350, 440, 520, 570, 762];
  ['Owner Name', 'Title', 'Own %', 'SSN', 'DOB', 'FICO', 'Home Address'].forEach((h, i) => { pen.rect(O[i]!, y, O[i + 1]! - O[i]!, 14, '#dfe6ee'); pen.text(h, O[i]! + 3, y + 3, 7.5, 'Helvetica-Bold'); });
  y += 14;
  const showFico = pen.r.chance(0.6);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const vals = o ? [fullName(o), o.title, `${o.pct}%`, o.ssn, date(o.dob, 'mdy'), showFico ? String(o.credit) : '', `${o.home}, ${o.city}, ${o.state} ${o.zip}`] : ['', '', '', '', '', '', ''];
    vals.forEach((v, j) => { pen.rect(O[j]!, y, O[j + 1]! - O[j]!, 18); pen.val(`o${i}_${j}`, v, O[j]! + 3, y + 5, O[j + 1]! - O[j]! - 6, 8.5); });
    y += 18;
  }
  y += 10;
  pen.bold('Operating Bank Account', 30, y, 10); y += 16;
  f(0, 'Bank Name', 'bank', m.bank.name, true); f(1, 'Routing #', 'routing', m.bank.routing, true); f(2, 'Account #', 'account', m.bank.account, true); next();
  f(0, 'Landlord', 'landlord', m.rentOwn === 'Rent' ? m.landlord.name : 'Owned', m.rentOwn === 'Rent'); f(1, 'Landlord Phone', 'landlord_tel', m.rentOwn === 'Rent' ? m.landlord.phone : '', true); next();
  y = pen.para('I/We certify that the information above is true and complete and authorize Meridian Crossing Funding and its assigns to obtain credit '
    + 'reports and to verify it with any source. This authorization is valid for the life of any funding.', 30, y + 4, 732, 7.5) + 14;
  pen.text('Signature: ________________________________   Title: ______________   Date: ____________', 30, y, 9);
  const t = business(m, { start: true, payment: true, count: true, freq: true });
  t.applicants = m.owners.map((o) => applicant(o, { role: true, pct: true, credit: showFico, ssn: 'full', dob: true }));
  return t;
}
