// Harborline Capital Partners (one page, boxed grid, deal summary on top) and Keystone Merchant Funding (two pages,
// underlined lines, checkbox rows, monthly revenue grid).
import type { Canvas } from './canvas.ts';
import { bizVals, ownerVals, type Val } from './fields.ts';
import { money, type Deal } from './model.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const AUTH = 'By signing below, each of the above listed business and business owner/officer (individually and collectively, "you") ' +
  'authorize the broker and its funding partners to obtain consumer or personal, business and investigative reports and other information ' +
  'about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies and from other ' +
  'third parties. You certify that all information provided in this application is true, correct and complete.';

/** A labelled grid cell with a value inside. */
function cell(c: Canvas, label: string, x: number, y: number, w: number, key: string, v: Val | string, decoy = false): void {
  c.rect(x, y, w, 22, { stroke: '#6b7c93', lw: 0.5 });
  c.text(label, x + 2.5, y + 2, { size: 5.8, color: '#0b2545', bold: true });
  const [s, f] = typeof v === 'string' ? [v, {}] : v;
  c.value(key, s, x + 4, y + 10.5, w - 8, decoy ? null : f, 8.5);
}

function table(c: Canvas, x: number, y: number, cols: [string, number][], rows: string[][], key: string, head: string): number {
  let cx = x;
  c.rect(x, y, cols.reduce((s, [, w]) => s + w, 0), 12, { fill: head });
  for (const [t, w] of cols) { c.text(t, cx + 3, y + 3, { size: 6.5, bold: true, color: '#fff' }); cx += w; }
  rows.forEach((row, i) => {
    cx = x;
    const ry = y + 12 + i * 15;
    row.forEach((s, j) => {
      const w = cols[j]![1];
      c.rect(cx, ry, w, 15, { stroke: '#9aa5b1', lw: 0.4 });
      c.value(`${key}_${i}_${j}`, s, cx + 3, ry + 4, w - 6, null, 8);
      cx += w;
    });
  });
  return y + 12 + rows.length * 15;
}

export function harborline(c: Canvas, d: Deal, r: Rng): void {
  const b = bizVals(d, r);
  const navy = '#0b2545';
  c.doc.save().circle(52, 44, 18).fill(navy).restore();
  c.doc.save().lineWidth(2).strokeColor('#8da9c4').moveTo(36, 48).bezierCurveTo(44, 40, 52, 56, 68, 46).stroke().restore();
  c.text('HARBORLINE', 76, 30, { size: 17, bold: true, color: navy });
  c.text('CAPITAL PARTNERS', 77, 49, { size: 8, color: '#13315c' });
  c.text('MERCHANT FUNDING APPLICATION', 340, 30, { size: 11, bold: true, color: navy });
  c.text('Fax: (631) 555-0148   submissions@harborline-cap.example', 340, 46, { size: 6.5 });
  c.text('ISO Rep:', 340, 58, { size: 6.5, bold: true });
  c.value('iso_rep', d.iso.name, 372, 56, 120, null, 8);
  // Deal summary: the merchant's request beside the broker's proposal.
  c.bar('DEAL SUMMARY', 30, 74, 552, navy);
  const cols: [string, number][] = [['', 110], ['MERCHANT REQUEST', 170], ['HARBORLINE PROPOSED TERMS', 170], ['NOTES', 102]];
  let cx = 30;
  for (const [t, w] of cols) { c.rect(cx, 87, w, 12, { fill: '#dfe7f1', stroke: '#6b7c93', lw: 0.4 }); c.text(t, cx + 3, 90, { size: 6.5, bold: true, color: navy }); cx += w; }
  const p = d.prop;
  const rows: [string, Val, string][] = [['Funding Amount', b.amount!, money(p.amount)], ['Payment Amount', b.payment!, money(p.payment!)],
    ['Number of Payments', b.n!, String(p.n)], ['Payment Frequency', b.freq!, p.freq === 'daily' ? 'Daily' : 'Weekly']];
  rows.forEach(([label, v, prop], i) => {
    const y = 99 + i * 15;
    c.rect(30, y, 110, 15, { stroke: '#6b7c93', lw: 0.4 }); c.text(label, 33, y + 4.5, { size: 7 });
    c.rect(140, y, 170, 15, { stroke: '#6b7c93', lw: 0.4 }); c.value(`req_${i}`, v[0], 144, y + 4, 160, v[1], 8.5);
    c.rect(310, y, 170, 15, { stroke: '#6b7c93', lw: 0.4 }); c.value(`prop_${i}`, prop, 314, y + 4, 160, null, 8.5);
    c.rect(480, y, 102, 15, { stroke: '#6b7c93', lw: 0.4 });
  });
  c.text(`Factor rate ${p.factor}`, 484, 103, { size: 6.5, color: '#555' });
  c.bar('BUSINESS INFORMATION', 30, 165, 552, navy);
  let y = 178;
  cell(c, 'LEGAL / CORPORATE NAME', 30, y, 300, 'legal', b.legal!); cell(c, 'DBA', 330, y, 252, 'dba', b.dba!); y += 22;
  cell(c, 'PHYSICAL ADDRESS', 30, y, 230, 'street', d.addr.street); cell(c, 'CITY', 260, y, 130, 'city', d.addr.city);
  cell(c, 'STATE', 390, y, 60, 'state', b.state!); cell(c, 'ZIP', 450, y, 132, 'zip', d.addr.zip); y += 22;
  cell(c, 'FEDERAL TAX ID', 30, y, 150, 'tax', b.tax!); cell(c, 'BUSINESS START DATE', 180, y, 130, 'start', b.start!);
  cell(c, 'STATE OF INCORPORATION', 310, y, 120, 'state_inc', d.stateInc, true); cell(c, 'ENTITY TYPE', 430, y, 152, 'entity', b.entity!); y += 22;
  cell(c, 'TYPE OF BUSINESS', 30, y, 200, 'industry', b.industry!); cell(c, 'USE OF FUNDS', 230, y, 200, 'use', d.use);
  cell(c, 'BUSINESS PHONE', 430, y, 152, 'phone', d.phone); y += 22;
  cell(c, 'LANDLORD / MORTGAGE CO.', 30, y, 230, 'landlord', d.rent === 'Rent' ? d.landlord : '', true);
  cell(c, 'LANDLORD PHONE', 260, y, 130, 'landlord_phone', d.rent === 'Rent' ? d.landlordPhone : '', true);
  cell(c, 'MONTHLY RENT', 390, y, 192, 'rent', d.rent === 'Rent' ? money(r.int(18, 95) * 100, false) : 'Own', true); y += 30;
  c.bar('OWNER / OFFICER INFORMATION', 30, y, 552, navy); y += 13;
  d.owners.forEach((o, i) => {
    const v = ownerVals(o, i, 'first');
    cell(c, `OWNER ${i + 1} NAME`, 30, y, 190, `o${i}_name`, v.name!); cell(c, 'TITLE', 220, y, 100, `o${i}_title`, v.title!);
    cell(c, 'OWNERSHIP %', 320, y, 70, `o${i}_pct`, v.pct!); cell(c, 'SSN', 390, y, 100, `o${i}_ssn`, v.ssn!);
    cell(c, 'DOB', 490, y, 92, `o${i}_dob`, v.dob!); y += 22;
    cell(c, 'HOME ADDRESS', 30, y, 290, `o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, true);
    cell(c, 'CELL', 320, y, 110, `o${i}_cell`, o.cell, true); cell(c, 'CREDIT SCORE (EST.)', 430, y, 152, `o${i}_score`, v.score!); y += 26;
  });
  c.bar('BANK STATEMENT SUMMARY (entered by broker)', 30, y, 552, '#13315c'); y += 15;
  c.text(`Bank: ${d.bankName}`, 32, y, { size: 7 }); c.text('ABA/Routing:', 180, y, { size: 7 });
  c.value('bank_routing', d.routing, 228, y - 1, 90, null, 7.5); c.text('Acct #:', 330, y, { size: 7 });
  c.value('bank_account', d.account, 358, y - 1, 100, null, 7.5); y += 11;
  y = table(c, 30, y, [['Month', 70], ['Total Deposits', 95], ['# Deposits', 55], ['NSFs', 40], ['Ending Balance', 100]],
    d.months.map((m) => [m.month, money(m.deposits), String(m.count), String(m.nsf), money(m.ending)]), 'bank', '#13315c');
  const py = y - 12 - d.months.length * 15;
  table(c, 400, py, [['Prior Funder', 125], ['Paid Off?', 57]], d.priors.map((p2) => [p2.funder, p2.paidOff ? 'Yes' : 'No']), 'prior', '#13315c');
  y += 8;
  c.text(AUTH, 30, y, { size: 5.6, width: 552, color: '#333' }); y += 40;
  d.owners.slice(0, 2).forEach((o, i) => {
    c.signature(30 + i * 280, y + 14, 200, o.last);
    c.text(`Signature - Owner ${i + 1}                          Date`, 30 + i * 280, y + 17, { size: 6 });
  });
  c.text('Harborline Capital Partners is a broker, not a lender. Rev. 03/2024 HCP-APP-2', 30, 770, { size: 5.5, color: '#777' });
}

export function keystone(c: Canvas, d: Deal, r: Rng): void {
  const b = bizVals(d, r);
  const g = '#1e6b3a';
  const line = (label: string, x: number, y: number, w: number, key: string, v: Val | string, decoy = false): void => {
    c.text(label, x, y + 2, { size: 7.5, bold: true });
    const lw = c.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4;
    c.line(x + lw, y + 11, x + w, y + 11, '#555', 0.5);
    const [s, f] = typeof v === 'string' ? [v, {}] : v;
    c.value(key, s, x + lw + 3, y + 1, w - lw - 4, decoy ? null : f, 9);
  };
  c.doc.save().polygon([30, 58], [44, 26], [70, 26], [84, 58]).fill(g).restore();
  c.doc.save().polygon([48, 58], [52, 40], [62, 40], [66, 58]).fill('#fff').restore();
  c.text('Keystone', 92, 28, { size: 20, bold: true, color: g });
  c.text('MERCHANT FUNDING', 93, 50, { size: 8, color: '#444' });
  c.text('Business Cash Advance Application', 380, 34, { size: 10, bold: true });
  c.text('Page 1 of 2', 530, 50, { size: 7 });
  c.bar('SECTION 1 - BUSINESS INFORMATION', 30, 72, 552, g);
  let y = 92;
  line('Legal Business Name:', 30, y, 340, 'legal', b.legal!); line('DBA:', 380, y, 202, 'dba', b.dba!); y += 20;
  c.text('Entity Type:', 30, y + 1, { size: 7.5, bold: true });
  const boxes = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];
  let bx = 85;
  for (const lab of boxes) {
    const on = d.entity.box === lab;
    c.check('entity', lab, bx, y + 1, on, on && lab !== 'Other' ? { 'application.type_of_entity': d.entity.id } : on ? {} : null);
    bx += c.doc.font('Helvetica').fontSize(7.5).widthOfString(lab) + 18;
  }
  c.line(bx, y + 10, 582, y + 10);
  if (d.entity.other) c.value('entity_other', d.entity.other, bx + 3, y, 582 - bx, { 'application.type_of_entity': d.entity.id }, 9);
  y += 20;
  line('Federal Tax ID #:', 30, y, 200, 'tax', b.tax!); line('Date Business Started:', 240, y, 190, 'start', b.start!);
  line('State of Inc.:', 440, y, 142, 'state_inc', d.stateInc, true); y += 20;
  line('Street Address:', 30, y, 300, 'street', d.addr.street); line('City, State, Zip:', 340, y, 242, 'csz', b.cityStateZip!); y += 20;
  line('Business Phone:', 30, y, 180, 'phone', d.phone); line('Email:', 220, y, 362, 'email', d.email); y += 20;
  line('Website:', 30, y, 300, 'web', d.website); line('# of Employees:', 340, y, 242, 'emp', String(d.employees)); y += 20;
  line('Industry / Type of Business:', 30, y, 552, 'industry', b.industry!); y += 20;
  c.text('Premises:', 30, y + 1, { size: 7.5, bold: true });
  c.check('rent', 'Rent', 75, y + 1, d.rent === 'Rent', null); c.check('own', 'Own', 115, y + 1, d.rent === 'Own', null);
  line('Landlord:', 160, y, 230, 'landlord', d.rent === 'Rent' ? d.landlord : '', true); line('Phone:', 400, y, 182, 'll_phone', d.rent === 'Rent' ? d.landlordPhone : '', true);
  y += 28;
  c.bar('SECTION 2 - FUNDING REQUEST', 30, y, 552, g); y += 20;
  line('Amount Requested:', 30, y, 200, 'amount', b.amount!); line('Use of Proceeds:', 240, y, 342, 'use', d.use); y += 20;
  line('Desired Payment:', 30, y, 200, 'payment', b.payment!); line('Number of Payments:', 240, y, 160, 'n', b.n!); y += 20;
  c.text('Payment Schedule:', 30, y + 1, { size: 7.5, bold: true });
  const freqs: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  freqs.forEach(([lab, id], i) => {
    const on = d.req.freq === id;
    c.check('freq', lab, 110 + i * 62, y + 1, on, on ? { 'application.payment_frequency': id } : null);
  });
  y += 28;
  c.bar('SECTION 3 - MONTHLY GROSS REVENUE (LAST 6 MONTHS)', 30, y, 552, g); y += 18;
  d.revenue.forEach((m, i) => {
    const x = 30 + i * 92;
    c.rect(x, y, 92, 30, { stroke: '#7a9a84', lw: 0.5 }); c.text(m.month, x + 3, y + 3, { size: 6.5, bold: true, color: g });
    c.value(`rev_${i}`, money(m.amount, false), x + 6, y + 15, 80, null, 9);
  });
  y += 40;
  line('Average Monthly Sales:', 30, y, 270, 'avg', money(d.avgMonthly, false), true); line('Annual Gross Revenue:', 310, y, 272, 'annual', money(d.annual, false), true);
  y += 28;
  c.bar('SECTION 4 - TRADE REFERENCES', 30, y, 552, g); y += 20;
  d.refs.forEach((ref, i) => { line(`Reference ${i + 1}:`, 30, y, 330, `ref${i}`, ref.name, true); line('Phone:', 370, y, 212, `ref${i}_ph`, ref.phone, true); y += 20; });
  c.text('Keystone Merchant Funding LLC  |  1200 Liberty Ave, Pittsburgh PA  |  This is not a loan application.', 30, 770, { size: 5.5, color: '#777' });

  c.newPage();
  c.text('Keystone Merchant Funding - Application (continued)', 30, 28, { size: 10, bold: true, color: g });
  c.text('Page 2 of 2', 530, 30, { size: 7 });
  y = 48;
  d.owners.forEach((o, i) => {
    const v = ownerVals(o, i, 'first');
    c.bar(`SECTION 5${'ABC'[i]} - OWNER / GUARANTOR ${i + 1}`, 30, y, 552, g); y += 20;
    line('Full Name:', 30, y, 280, `o${i}_name`, v.name!); line('Title:', 320, y, 150, `o${i}_title`, v.title!); line('Ownership:', 480, y, 102, `o${i}_pct`, v.pct!); y += 20;
    line('SSN:', 30, y, 170, `o${i}_ssn`, v.ssn!); line('Date of Birth:', 210, y, 160, `o${i}_dob`, v.dob!); line('FICO:', 380, y, 90, `o${i}_score`, v.score!);
    line('Cell:', 480, y, 102, `o${i}_cell`, o.cell, true); y += 20;
    line('Home Address:', 30, y, 552, `o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, true); y += 26;
  });
  c.bar('SECTION 6 - EXISTING ADVANCES / PRIOR FUNDING', 30, y, 552, g); y += 16;
  y = table(c, 30, y, [['Funder', 170], ['Date Funded', 90], ['Amount Funded', 100], ['Current Balance', 100], ['Paid Off?', 92]],
    d.priors.map((p) => [p.funder, p.date, money(p.amount, false), money(p.balance, false), p.paidOff ? 'Yes' : 'No']), 'prior', g) + 10;
  c.bar('SECTION 7 - BANK STATEMENT SUMMARY', 30, y, 552, g); y += 16;
  y = table(c, 30, y, [['Statement Month', 110], ['Deposits ($)', 120], ['Deposit Count', 90], ['NSF / OD', 80], ['Ending Balance', 152]],
    d.months.map((m) => [m.month, money(m.deposits), String(m.count), String(m.nsf), money(m.ending)]), 'bank', g) + 10;
  c.text(AUTH, 30, y, { size: 5.8, width: 552, color: '#333' }); y += 44;
  d.owners.forEach((o, i) => {
    c.signature(30, y + 14, 220, o.last); c.text(`Owner ${i + 1} Signature`, 30, y + 17, { size: 6 });
    c.line(300, y + 14, 420, y + 14); c.text('Date', 300, y + 17, { size: 6 }); y += 30;
  });
  c.rect(380, 690, 202, 60, { stroke: g, lw: 0.8 });
  c.text('FOR KEYSTONE OFFICE USE ONLY', 386, 694, { size: 6.5, bold: true, color: g });
  c.text('Max approval:', 386, 708, { size: 6.5 }); c.value('office_max', money(d.prop.amount, false), 440, 706, 130, null, 8);
  c.text('Buy rate / term:', 386, 724, { size: 6.5 }); c.value('office_term', `${d.prop.factor} / ${d.prop.n} pmts`, 440, 722, 130, null, 8);
  c.text('Rep:', 386, 738, { size: 6.5 }); c.value('office_rep', d.iso.name, 440, 736, 130, null, 8);
}
